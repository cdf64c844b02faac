"""Vanguard's specific actions (rules chapter 7, 「特定行動」) as a closed list (round 30, issue 12):
``ruling/games/_vg/actions.ACTIONS`` holds one row per action — its verbs, its clause, the
operation of its step, the events and states of its forms — and the vg vocabulary reads its verb,
event and state tables from it. Here: every chapter-7 section the KB lists has a row (an
operation, a construction that reads it, or the reason it is refused); the rows are well formed;
a refused action is refused by name in each form; and a minimal text of each action the engine
runs does what the action does on a board, beside a neighbour that must not."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from grammar import lexicon
from ruling.abilities import _abilities
from ruling.games._vg import actions
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_swordsman, zone_names

STEPS = Path(__file__).resolve().parents[2] / "ruling" / "games" / "_vg" / "steps.py"


def _chapter7() -> list[tuple[str, str]]:
    from kb.api import open_kb

    kb = open_kb()
    v = kb.version("vg", None)
    return [(r.id, r.title) for r in kb.outline("vg", "7", 1, v) if r.id != "7.1"]


def test_every_chapter_7_action_has_a_row() -> None:
    """Each section of chapter 7 but its overview (7.1) — read from the KB, not typed here — has
    a row: the operation of its step, the construction that reads it, or why it is refused."""
    sections = _chapter7()
    assert len(sections) >= 49
    rows = {a.clause for a in actions.ACTIONS}
    missing = [(cid, title) for cid, title in sections if cid not in rows]
    assert not missing, missing
    ids = {cid for cid, _t in sections}
    assert rows <= ids, rows - ids


def test_rows_are_well_formed() -> None:
    """A row's verbs are the lexicon's; its operation is one the vg runtime runs and the
    vocabulary maps the verbs to; each row says how the action is read, or why it is not."""
    known = {v for v, _d, _c in lexicon.VERBS}
    src = STEPS.read_text(encoding="utf-8")
    # the operations run_op dispatches on: 「op.verb == "x"」 and 「op.verb in ("x", "y")」
    ran = set(re.findall(r'op\.verb == "(\w+)"', src))
    for group in re.findall(r"op\.verb in \(([^)]*)\)", src):
        ran |= set(re.findall(r'"(\w+)"', group))
    get_game("vg")
    from ruling.games._vg import cardtext

    # a verb is the lexicon's, or a keyword action's printed in brackets (「【エネルギーブラスト】
    # した」: ``KEYWORD_ACTS``)
    known |= set(cardtext.KEYWORD_ACTS.values())
    for a in actions.ACTIONS:
        assert set(a.verbs) <= known, a
        assert a.op or a.events or a.states or a.read_by or a.refused, a
        if a.op is not None:
            assert a.op in ran, a
            assert all(cardtext.VERBS[v] == a.op for v in a.verbs), a
        if a.refused == actions.DECLARED:
            assert a.clause in (get_game("vg").not_implemented or {}), a
        for f, ev in a.events.items():
            assert all(cardtext.EVENTS[(v, f)] == ev for v in a.verbs), a
        for f, st in a.states.items():
            assert all(cardtext.VOCAB.states[(v, f)] == st for v in a.verbs), a


def _reason(text: str) -> str | None:
    get_game("vg")
    got = _abilities("vg", text, None)
    assert got
    bad = [a.reason for a in got if not a.supported]
    return bad[0] if bad else None


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        # corrected (round 52, s49vgE): 支配 runs for this turn or while its effect resolves
        # (test_vg_r52_dominate.py); for the battle (7.39.1.2.1) it is refused
        ("【起】【(V)】：相手のリアガードを１枚選び、そのバトル中、支配する。", "7.39.1.2.1"),
        ("【自】【(R)】：このユニットが支配された時、１枚引く。", "7.39"),
        ("【起】【(V)】：カード名を１つ宣言する。", "7.13"),
        (
            "【自】【(V)】：このユニットがアタックした時、このターンにあなたが宣言していないなら、"
            "１枚引く。",
            "7.13",
        ),
    ],
)
def test_a_refused_action_names_itself_and_its_clause(text: str, clause: str) -> None:
    """An action the engine has no mechanic for is refused in any form (a step, a trigger, a
    condition) with a reason naming it and its clause — never run as a no-op."""
    why = _reason(text)
    assert why is not None and f"({clause}" in why, why


# ------------------------------------------------------------------ the actions on a board

DROP = "    drop: [{name: 落ち, type: normal, grade: 1}, {name: 二落ち, type: normal, grade: 2}]\n"
SOUL = "    soul: [{name: 魂, type: normal, grade: 1}]\n"
HAND = "    hand: [{name: 手札一, type: normal, grade: 1}]\n"
DAMAGE = "    damage: [{name: 傷, type: normal, grade: 1}]\n"
DECK = "    deck: [{name: 上, type: normal, grade: 3}, 9]\n"
B_REAR = "    right_front: {name: 敵兵, type: normal, grade: 1, power: 8000}\n"


def _run(text: str, a: str = "", b: str = B_REAR) -> Any:
    r = vg_swordsman(text, a, b)
    assert not unsupported(r), unsupported(r)
    return r


def test_put_7_4_and_the_other_place() -> None:
    """置く (7.4): a card of the hand put into the soul; the neighbour puts it in the drop."""
    r = _run("【起】【(R)】：あなたの手札から１枚選び、ソウルに置く。", HAND + "    deck: 10\n")
    assert "手札一" in zone_names(r, "A", "soul") and not zone_names(r, "A", "hand")
    r = _run("【起】【(R)】：あなたの手札から１枚選び、ドロップに置く。", HAND + "    deck: 10\n")
    assert "手札一" in zone_names(r, "A", "drop") and not zone_names(r, "A", "soul")


def test_draw_7_6_counts() -> None:
    """引く (7.6): two cards; the neighbour one."""
    r2 = _run("【起】【(R)】：２枚引く。", "    deck: 10\n")
    r1 = _run("【起】【(R)】：１枚引く。", "    deck: 10\n")
    assert len(zone_names(r2, "A", "hand")) == 2 and len(zone_names(r1, "A", "hand")) == 1


def test_discard_7_9() -> None:
    """捨てる (7.9): from the hand to the drop."""
    r = _run("【起】【(R)】：あなたの手札から１枚選び、捨てる。", HAND + "    deck: 10\n")
    assert zone_names(r, "A", "drop") == ["手札一"] and not zone_names(r, "A", "hand")


def test_retire_7_18_and_bind_7_29() -> None:
    """退却する (7.18): the opponent's rear-guard to its drop; バインドする (7.29): to its bind zone."""
    r = _run("【起】【(R)】：相手のリアガードを１枚選び、退却させる。", "    deck: 10\n")
    assert zone_names(r, "B", "drop") == ["敵兵"] and not zone_names(r, "B", "field.right_front")
    r = _run("【起】【(R)】：相手のリアガードを１枚選び、バインドする。", "    deck: 10\n")
    assert zone_names(r, "B", "bind") == ["敵兵"] and not zone_names(r, "B", "drop")


def test_remove_7_19() -> None:
    """除外する (7.19): a card of the drop removed from the game; the other stays."""
    r = _run(
        "【起】【(R)】：あなたのドロップからグレード２を１枚選び、除外する。",
        DROP + "    deck: 10\n",
    )
    assert zone_names(r, "A", "drop") == ["落ち"] and zone_names(r, "A", "removed") == ["二落ち"]


def test_heal_7_20() -> None:
    """回復する (7.20.1): a card of the damage zone to the drop."""
    r = _run(
        "【起】【(R)】：あなたのダメージゾーンから１枚選び、回復する。", DAMAGE + "    deck: 10\n"
    )
    assert zone_names(r, "A", "drop") == ["傷"] and not zone_names(r, "A", "damage")


def test_soul_charge_7_27() -> None:
    """ソウルチャージ (7.27.1): the deck's top card into the soul."""
    r = _run("【起】【(R)】：【ソウルチャージ】(1)する。", DECK)
    assert zone_names(r, "A", "soul") == ["上"]


def test_search_7_11_and_look_7_7() -> None:
    """探す (7.11): the named card from the deck to the hand; 見る (7.7): the top card looked at
    and taken."""
    r = _run(
        "【起】【(R)】：あなたの山札からグレード３を１枚まで探し、手札に加え、山札をシャッフルする。",
        DECK,
    )
    assert zone_names(r, "A", "hand") == ["上"]
    r = _run("【起】【(R)】：あなたの山札の上から１枚見て、手札に加える。", DECK)
    assert zone_names(r, "A", "hand") == ["上"]


def test_a_trigger_of_each_voice_compiles() -> None:
    """The events of the table in each voice they name compile as triggers (「…した時」 /
    「…された時」); one with no event in a voice is refused, not read as another."""
    ok = [
        "【自】【(R)】：このユニットが【スタンド】した時、１枚引く。",
        "【自】：このカードが捨てられた時、１枚引く。",
        "【自】：このカードが公開された時、１枚引く。",
        "【自】：このカードが見せられた時、１枚引く。",
        "【自】【(R)】：このユニットが退却した時、１枚引く。",
        "【自】：このカードがバインドされた時、１枚引く。",
        "【自】【(V)】：あなたが【ソウルチャージ】した時、１枚引く。",
    ]
    for t in ok:
        assert _reason(t) is None, t


# ------------------------------------------- the forms of an action: the voice, a count, a cost

WATCHER = (
    '    right_front: {name: 見張り, type: normal, grade: 1, power: 8000, text: "TEXT"}\n'
    "    deck: 10\n"
)


@pytest.mark.parametrize(
    ("trigger", "draws"),
    [
        ("あなたのリアガードが【レスト】された時", True),
        ("あなたのリアガードが【レスト】した時", True),
        ("あなたのリアガードがレストされた時", True),
        ("あなたのリアガードが【スタンド】された時", False),
        ("相手のリアガードが【レスト】された時", False),
    ],
)
def test_rested_by_an_effect_is_the_rest_event_7_2_1(trigger: str, draws: bool) -> None:
    """「…が【レスト】された時」 (7.2.1: a card turned to the rest orientation): the passive names
    the event the active does; standing, or another player's unit, does not."""
    text = f"【自】【(R)】：{trigger}、１枚引く。"
    r = _run("【起】【(R)】：このユニットを【レスト】する。", WATCHER.replace("TEXT", text))
    assert (len(zone_names(r, "A", "hand")) == 1) is draws, trigger


def _line(state: str) -> str:
    return (
        f"    right_front: {{name: 右兵, type: normal, grade: 1, state: {state}}}\n"
        "    left_back: {name: 後兵, type: normal, grade: 1, state: stand}\n"
        "    deck: 10\n"
    )


@pytest.mark.parametrize(
    ("cond", "state", "draws"),
    [
        ("あなたのリアガードが３枚以上【スタンド】しているなら", "stand", True),
        ("あなたのリアガードが３枚以上【スタンド】しているなら", "rest", False),
        ("あなたのリアガードが１枚以上【レスト】しているなら", "rest", True),
        ("あなたのリアガードが１枚以上【レスト】しているなら", "stand", False),
        ("あなたのリアガードが２枚【スタンド】しているなら", "rest", True),
        ("あなたのリアガードが２枚【スタンド】しているなら", "stand", False),
        ("あなたの後列のリアガードが１枚以上【スタンド】しているなら", "rest", True),
        # the opponent has one rear-guard, standing (``B_REAR``)
        ("相手のリアガードが１枚以上【スタンド】しているなら", "rest", True),
        ("相手のリアガードが２枚以上【スタンド】しているなら", "stand", False),
    ],
)
def test_how_many_cards_are_in_a_state_7_2(cond: str, state: str, draws: bool) -> None:
    """「XがN枚以上【スタンド】しているなら」: how many of the cards X describes are in that state
    (7.2.1) — a count with the state as a filter, for every state verb, every bound."""
    r = _run(f"【起】【(R)】：{cond}、１枚引く。", _line(state))
    assert (len(zone_names(r, "A", "hand")) == 1) is draws, (cond, state)


SOUL3 = "    soul: [{name: 重魂, type: normal, grade: 3}]\n    deck: 10\n"
SOUL1 = "    soul: [{name: 軽魂, type: normal, grade: 1}]\n    deck: 10\n"


@pytest.mark.parametrize(
    "blasted",
    [
        "ソウルブラストしたカード",
        "【ソウルブラスト】したカード",
        "このコストでソウルブラストしたカード",
        "ソウルブラストされたカード",
    ],
)
def test_the_cards_a_blast_paid_7_25_4(blasted: str) -> None:
    """「ソウルブラストしたカード」 (7.25.4: to soul blast is to put soul cards into the drop by
    it): the cards the cost this ability was paid with put there (11.7.1) — a grade 3 draws, a
    grade 1 does not."""
    text = f"【起】【(R)】：【コスト】[【ソウルブラスト】(1)]することで、{blasted}がグレード３なら、１枚引く。"
    assert len(zone_names(_run(text, SOUL3), "A", "hand")) == 1, blasted
    assert not zone_names(_run(text, SOUL1), "A", "hand"), blasted


def test_the_cards_a_counter_blast_paid_7_24_4() -> None:
    """「カウンターブラストしたカード」: the damage cards the cost turned face down (7.24.4)."""
    damage3 = "    damage: [{name: 重傷, type: normal, grade: 3}]\n    deck: 10\n"
    damage1 = "    damage: [{name: 軽傷, type: normal, grade: 1}]\n    deck: 10\n"
    text = (
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)]することで、"
        "カウンターブラストしたカードがグレード３なら、１枚引く。"
    )
    assert len(zone_names(_run(text, damage3), "A", "hand")) == 1
    assert not zone_names(_run(text, damage1), "A", "hand")


# ------------------------------------------------------------------ 入れ替える (7.8) in its forms

RIGHT = "    right_front: {name: 右兵, type: normal, grade: 1}\n"
BACK = "    left_back: {name: 後兵, type: normal, grade: 1}\n"


def _field(r: Any) -> dict[str, list[str]]:
    zones = r.main.final.players["A"].zones
    return {k[6:]: [c.name for c in v] for k, v in zones.items() if k.startswith("field.") and v}


def test_a_unit_chosen_swapped_with_this_unit_7_8_1() -> None:
    """「あなたの他のリアガードを１枚選び、このユニットと入れ替える」: the card chosen before is the
    first of the two (7.8.1): each goes to the other's circle."""
    r = _run(
        "【起】【(R)】：あなたの他のリアガードを１枚選び、このユニットと入れ替える。",
        RIGHT + "    deck: 10\n",
    )
    assert _field(r)["left_front"] == ["右兵"] and _field(r)["right_front"] == ["剣士"]


@pytest.mark.parametrize(
    "text",
    [
        "【起】【(R)】：このユニットを同じ縦列の別の(R)と入れ替える。",
        "【起】【(R)】：このユニットを後列の(R)と入れ替える。",
        "【起】【(R)】：このユニットを、同じ縦列の後列の(R)と入れ替える。",
        "【起】【(R)】：あなたの前列のリアガードを１枚選び、同じ縦列の別の(R)と入れ替える。",
    ],
)
def test_a_unit_swapped_with_a_circle_7_8_3(text: str) -> None:
    """「…を同じ縦列の別の(R)と入れ替える」: a unit and a circle (7.8.1, 7.8.3): the unit goes to
    the circle, and the unit there, if any, to the first one's circle; an empty circle takes the
    unit alone, the neighbour on another column stays."""
    r = _run(text, RIGHT + BACK + "    deck: 10\n")
    got = _field(r)
    assert got["left_back"] == ["剣士"] and got["left_front"] == ["後兵"], got
    assert got["right_front"] == ["右兵"], got
    r = _run(text, RIGHT + "    deck: 10\n")
    got = _field(r)
    assert got["left_back"] == ["剣士"] and "left_front" not in got, got


def test_a_swap_with_no_second_unit_is_not_done_7_8_2() -> None:
    """「あなたのリアガードを１枚選び、このユニットと入れ替える」 with only this unit to choose: no two
    units — the swap is not done (7.8.2), nothing moves."""
    r = _run(
        "【起】【(R)】：あなたのリアガードを１枚選び、このユニットと入れ替える。", "    deck: 10\n"
    )
    assert _field(r)["left_front"] == ["剣士"]


@pytest.mark.parametrize(
    ("trigger", "draws"),
    [
        ("相手のヴァンガードがデリートされた時", True),
        ("相手のユニットがデリートされた時", True),
        ("あなたのヴァンガードがデリートされた時", False),
        ("相手のリアガードがデリートされた時", False),
    ],
)
def test_deleted_is_an_event_7_32_1(trigger: str, draws: bool) -> None:
    """「…がデリートされた時」 (7.32.1: turned face down where it is, the same unit, 7.32.3): the
    unit deleted is the one the subject describes; another player's, or a rear-guard, is not."""
    text = f"【自】【(R)】：{trigger}、１枚引く。"
    r = _run("【起】【(R)】：相手のヴァンガードをデリートする。", WATCHER.replace("TEXT", text))
    assert (len(zone_names(r, "A", "hand")) == 1) is draws, trigger


# ------------------------------------- 「…したなら」: the event that triggered, described further


def _watch(step: str, auto: str, circle: str = "right_front") -> int:
    a = (
        f'    {circle}: {{name: 見張り, type: normal, grade: 1, power: 8000, text: "{auto}"}}\n'
        "    deck: 10\n"
    )
    return len(zone_names(_run(f"【起】【(R)】：{step}", a), "A", "hand"))


@pytest.mark.parametrize(
    ("step", "again", "draws"),
    [
        ("あなたの他のリアガードを１枚選び、ソウルに置く。", "ソウルに置かれたなら", 2),
        ("あなたの他のリアガードを１枚選び、ドロップに置く。", "ソウルに置かれたなら", 1),
        ("あなたの他のリアガードを１枚選び、ドロップに置く。", "ドロップに置かれたなら", 2),
        (
            "あなたの他のリアガードを１枚選び、ソウルに置く。",
            "このユニットがソウルに置かれたなら",
            2,
        ),
    ],
)
def test_a_put_described_further_11_9_6(step: str, again: str, draws: int) -> None:
    """「このユニットが(R)からドロップかソウルに置かれた時、１枚引く。ソウルに置かれたなら、さらに
    １枚引く。」: the condition is the event that triggered the ability, described further — met by
    a put into the soul, not by one into the drop (its subject unsaid: the trigger's)."""
    auto = f"【自】：このユニットが(R)からドロップかソウルに置かれた時、１枚引く。{again}、さらに１枚引く。"
    assert _watch(step, auto) == draws


@pytest.mark.parametrize(
    ("again", "draws"),
    [
        ("そのユニットがあなたのカードの能力で退却したなら", 2),
        ("あなたのカードの効果で退却したなら", 2),
        ("そのユニットが相手のカードの能力で退却したなら", 1),
    ],
)
def test_a_retire_described_further_7_18(again: str, draws: int) -> None:
    """「このユニットが(R)から退却した時、…。そのユニットがあなたのカードの能力で退却したなら」:
    by whose card's ability it retired, of the event that triggered it (7.18.1)."""
    auto = f"【自】：このユニットが(R)から退却した時、１枚引く。{again}、さらに１枚引く。"
    assert _watch("あなたの他のリアガードを１枚選び、退却させる。", auto) == draws


@pytest.mark.parametrize(("again", "draws"), [("後列から前列に", 2), ("前列から後列に", 1)])
def test_a_move_described_further_7_34(again: str, draws: int) -> None:
    """「このユニットが移動した時、…。後列から前列に移動したなら」 (7.34.1): where from and to,
    of the move that triggered it — a swap moves each unit (7.34.1.1)."""
    auto = (
        f"【自】【(R)】：このユニットが移動した時、１枚引く。{again}移動したなら、さらに１枚引く。"
    )
    got = _watch("このユニットを同じ縦列の別の(R)と入れ替える。", auto, circle="left_back")
    assert got == draws


def test_an_event_described_further_needs_that_trigger() -> None:
    """「ソウルに置かれたなら」 in an activated ability, or after a trigger on another event, has no
    event to describe: refused, named."""
    for text in (
        "【起】【(R)】：１枚引く。ソウルに置かれたなら、さらに１枚引く。",
        "【自】【(R)】：このユニットがアタックした時、１枚引く。ソウルに置かれたなら、さらに１枚引く。",
    ):
        why = _reason(text)
        assert why is not None and "trigger" in why, why


# ----------------------- how many cards the blasts of this turn moved (7.24.4.1, 7.25.4.1)

SOUL2 = (
    "    soul: [{name: 魂一, type: normal, grade: 1}, {name: 魂二, type: normal, grade: 1}]\n"
    "    damage: [{name: 傷一, type: normal, grade: 1}, {name: 傷二, type: normal, grade: 1}]\n"
    "    deck: 10\n"
)


@pytest.mark.parametrize(
    ("cost", "cond", "draws"),
    [
        ("【ソウルブラスト】(2)", "あなたが【ソウルブラスト】を２枚以上しているなら", True),
        ("【ソウルブラスト】(1)", "あなたが【ソウルブラスト】を２枚以上しているなら", False),
        ("【ソウルブラスト】(2)", "あなたが２枚以上【ソウルブラスト】しているなら", True),
        ("【ソウルブラスト】(2)", "あなたが２枚以上ソウルブラストしているなら", True),
        ("【ソウルブラスト】(1)", "あなたが２枚以上ソウルブラストしているなら", False),
        ("【カウンターブラスト】(2)", "あなたがカウンターブラストを２枚以上しているなら", True),
        ("【カウンターブラスト】(1)", "あなたがカウンターブラストを２枚以上しているなら", False),
        ("【カウンターブラスト】(2)", "あなたが【ソウルブラスト】を１枚以上しているなら", False),
        ("【ソウルブラスト】(1)", "相手が【ソウルブラスト】を１枚以上しているなら", False),
    ],
)
def test_cards_blasted_this_turn_7_25_4_1(cost: str, cond: str, draws: bool) -> None:
    """「このターンにあなたが【ソウルブラスト】を２枚以上しているなら」: the cards the blasts of this
    turn moved, counted (7.24.4.1 / 7.25.4.1: 「(数値)枚ソウルブラストする」) — the cost of this
    ability is one; the keyword marked by を or not, bracketed or not; another blast, or another
    player's, is not counted."""
    text = f"【起】【(R)】：【コスト】[{cost}]することで、このターンに{cond}、１枚引く。"
    assert (len(zone_names(_run(text, SOUL2), "A", "hand")) == 1) is draws, (cost, cond)
