"""VG card-text constructions of round 23 (s19vg; issue 12), each family in general form on a
minimal text and a board (docs/cardtext.md, "VG round 23 (s19vg)")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

ACT = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


def _reason(text: str) -> str:
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    (ab,) = _abilities("vg", text, "normal")
    return "" if ab.supported else ab.reason


def _program(text: str) -> Any:
    import ruling.games.vg  # noqa: F401
    from ruling.abilities import _abilities

    (ab,) = _abilities("vg", text, "normal")
    assert ab.supported, ab.reason
    return ab.program


# ------------------------------------------------- a state a verb's act leaves, and its negative
# (nouns.state_clause: 「…している / されている / していない / されていない」 of every verb the game
# names a state of, in a condition, in 「…がすべて…」 and in a selector)

DELETE = "【起】【(R)】：相手のヴァンガードをデリートする。"
CHARGE = "【起】【(R)】：【ソウルチャージ】(1)。"


@pytest.mark.parametrize(
    ("before", "condition", "draws"),
    [
        (DELETE, "相手のヴァンガードがデリートされているなら", 1),
        (CHARGE, "相手のヴァンガードがデリートされているなら", 0),
        (DELETE, "相手のヴァンガードがデリートされていないなら", 0),
        (CHARGE, "相手のヴァンガードがデリートされていないなら", 1),
        # the selector form: the owner before the relative clause is the cards' (の for が)
        (DELETE, "相手のデリートされているヴァンガードがいるなら", 1),
        (CHARGE, "相手のデリートされているヴァンガードがいるなら", 0),
        (DELETE, "デリートされている相手のヴァンガードがいるなら", 1),
    ],
)
def test_deleted_state(before: str, condition: str, draws: int) -> None:
    """「相手のヴァンガードがデリートされているなら」: the unit is in the deleted state (7.32.2) —
    read in each state form, negated, and as a selector's relative clause."""
    r = run(f"{before}{condition}、１枚引く。", actions=ACT)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def test_deleted_state_cites_its_clause() -> None:
    r = run(f"{DELETE}相手のヴァンガードがデリートされているなら、１枚引く。", actions=ACT)
    assert any("7.32.2" in s.clauses for s in r.main.trace.steps)


@pytest.mark.parametrize(
    ("actions", "power"),
    [
        # stand phase: 剣士 stands — not rested, +5000
        ("  - {do: stand_phase}", 15000),
        # 剣士 attacks (rests): rested, +0
        (ACT + "\n  - {do: attack, attacker: left_front, target: vanguard}", 10000),
    ],
)
def test_not_in_a_state_continuous(actions: str, power: int) -> None:
    """【永】「このユニットが【レスト】していないなら、このユニットのパワー＋5000」 (7.2.1)."""
    text = "【永】【(R)】：このユニットが【レスト】していないなら、このユニットのパワー＋5000。"
    r = run(text, actions=actions)
    assert not unsupported(r)
    assert value(r, "power") == power


@pytest.mark.parametrize(
    ("phrase", "retired"),
    [
        ("【レスト】していない相手のリアガード", True),
        ("相手の【レスト】していないリアガード", True),
        ("【スタンド】していない相手のリアガード", False),
        ("【スタンド】している相手のリアガード", True),
    ],
)
def test_not_in_a_state_in_a_selector(phrase: str, retired: bool) -> None:
    """「【レスト】していない相手のリアガードを１枚選び、退却させる」: B's 槍兵 stands, so it is
    (not) among the units described; none to choose, nothing retired (11.8.4.1.3)."""
    r = run(f"【起】【(R)】：{phrase}を１枚選び、退却させる。", actions=ACT)
    assert not unsupported(r)
    assert (zone(r, "B", "field.right_front") == []) is retired


@pytest.mark.parametrize(
    ("condition", "power"),
    [
        ("あなたのリアガードがすべて【レスト】していないなら", 15000),
        ("あなたのリアガードがすべて【スタンド】していないなら", 10000),
    ],
)
def test_every_card_not_in_a_state(condition: str, power: int) -> None:
    """「あなたのリアガードがすべて【レスト】していないなら」: each of them is not in the state."""
    r = run(f"【永】【(R)】：{condition}、このユニットのパワー＋5000。")
    assert not unsupported(r)
    assert value(r, "power") == power


def test_keyword_state_with_its_owner_in_a_selector() -> None:
    """「あなたの【D-双闘】しているヴァンガード」: the owner the grammar reads with the keyword
    action is the cards' (as 「あなたの【レスト】しているリアガード」); the state is 6.4.2.2's."""
    prog = _program(
        "【起】【(R)】：あなたの【D-双闘】しているヴァンガードを１枚選び、そのターン中、パワー＋5000。"
    )
    target = prog.steps[0].target
    assert target.owner == "you" and target.states == ("d_legion",)
    # no unit in D-legion: none chosen, no power given (11.8.4.1.3)
    r = run(
        "【起】【(R)】：あなたの【D-双闘】しているヴァンガードを１枚選び、そのターン中、パワー＋5000。",
        actions=ACT,
    )
    assert not unsupported(r)
    assert value(r, "power", where="field.vanguard") == 13000


def test_negated_battle_state_with_a_partner_refused() -> None:
    """「このユニットにアタックしていないユニット」: a negated battle state with its partner has no
    reading: refused, named."""
    reason = _reason(
        "【起】【(R)】：このユニットにアタックしていない相手のユニットを１枚選び、退却させる。"
    )
    assert reason


# ------------------------------------------- a player's act on their own cards, in either voice
# (triggers._owner_act: 「Pが(X)を…した時」 and 「Pの(X)が…された時」, Vocab.owner_act_events)

PLAY = "  - {do: main_phase, actions: [{do: play_order, card: 指令}]}"
ORDER = '[{name: 指令, type: order, grade: 1, text: "１枚引く。"}]'


@pytest.mark.parametrize(
    "trigger", ["あなたのオーダーがプレイされた時", "あなたがオーダーをプレイした時"]
)
def test_play_said_in_the_passive(trigger: str) -> None:
    """「あなたのオーダーがプレイされた時、【ソウルチャージ】(1)」: the fighter played an order of
    theirs (11.8.1) — the order's draw, and the soul charge of 剣士's ability."""
    r = run(f"【自】【(R)】：{trigger}、【ソウルチャージ】(1)。", actions=PLAY, hand=ORDER)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"] and len(zone(r, "A", "soul")) == 1
    # the opponent's order is not yours: 「相手のオーダーがプレイされた時」 does not trigger
    other = run(
        "【自】【(R)】：相手のオーダーがプレイされた時、【ソウルチャージ】(1)。",
        actions=PLAY,
        hand=ORDER,
    )
    assert not unsupported(other) and zone(other, "A", "soul") == []


GUARDED = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 15000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    hand: [{name: 大盾, type: normal, grade: 1, shield: 10000}]
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard, guard_actions: GUARD}
"""


@pytest.mark.parametrize(
    ("trigger", "guard", "draws"),
    [
        ("相手がガーディアンをコールした時", "[{do: guard, card: 大盾, guards: B.vanguard}]", 1),
        ("相手がガーディアンをコールした時", "[]", 0),
        (
            "相手が手札からガーディアンをコールした時",
            "[{do: guard, card: 大盾, guards: B.vanguard}]",
            1,
        ),
        ("相手のガーディアンがコールされた時", "[{do: guard, card: 大盾, guards: B.vanguard}]", 1),
        ("あなたがガーディアンをコールした時", "[{do: guard, card: 大盾, guards: B.vanguard}]", 0),
    ],
)
def test_call_said_in_the_active(trigger: str, guard: str, draws: int) -> None:
    """「相手がガーディアンをコールした時、１枚引く」: the opponent called a card of theirs to (G)
    (6.2.1.2) — as 「相手のガーディアンがコールされた時」."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"【自】【(R)】：{trigger}、１枚引く。"
    r = resolve(loads(GUARDED.replace("TEXT", text).replace("GUARD", guard), "t.yaml"))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws


def test_an_act_with_a_count_stays_refused() -> None:
    """「相手が手札から１枚以上捨てた時」: once per act, however many cards — the runtime's discard
    event is per card; the count is not read: refused, named."""
    assert _reason("【自】【(R)】：相手が手札から１枚以上捨てた時、１枚引く。")


# ------------------------------------------------- a bare denial of the condition before it
# (conditions._denial, in elided_counts: 「…しているなら、A。していないなら、B」)

ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


@pytest.mark.parametrize(
    ("conditions", "drawn", "charged"),
    [
        # 剣士 attacks: it is rested when its ability resolves
        ("このユニットが【レスト】しているなら、１枚引く。していないなら", 1, 0),
        ("このユニットが【スタンド】しているなら、１枚引く。していないなら", 0, 1),
        ("このユニットが【スタンド】していないなら、１枚引く。しているなら", 1, 0),
        ("このターンにあなたがライドしているなら、１枚引く。ライドしていないなら", 0, 1),
        (
            "このターンに相手のリアガードがバインドされているなら、１枚引く。"
            "バインドされていないなら",
            0,
            1,
        ),
    ],
)
def test_a_bare_denial_denies_the_condition_before(
    conditions: str, drawn: int, charged: int
) -> None:
    """「Xが…しているなら、A。していないなら、B」: the second condition, its verb (or する for it)
    alone in the denying form, is X's (the ellipsis): exactly one of A and B is done."""
    r = run(
        f"【自】【(R)】：このユニットがアタックした時、{conditions}、【ソウルチャージ】(1)。",
        actions=ATTACK,
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn
    assert len(zone(r, "A", "soul")) == charged


def test_a_bare_verb_not_denying_stays_refused() -> None:
    """「このユニットが【レスト】しているなら、A。しているなら、B」: not a denial — nothing said,
    refused as before."""
    assert _reason(
        "【自】【(R)】：このユニットがアタックした時、このユニットが【レスト】しているなら、１枚引く。"
        "しているなら、【ソウルチャージ】(1)。"
    )


# --------------------------------------- 「それ」 / 「そのカード」 after a look or a reveal
# (abilities.in_context: the cards the last look or reveal showed; a silent misread before — the
# runtime read the card the trigger was about)

HEAVY_TOP = (
    "[{name: 重, type: normal, grade: 3, power: 13000}, {name: 山2, type: normal, grade: 1}, 8]"
)
TRIGGER_TOP = (
    "[{name: 引, type: trigger, grade: 0, power: 5000, trigger: draw},"
    " {name: 山2, type: normal, grade: 1}, 8]"
)


def _appeared(text: str, deck: str) -> Any:
    """子 (``text``) called to right_front by 剣士's ability from the hand: its 登場 trigger's card
    is 子 itself."""
    child = '{name: 子, type: normal, grade: 1, power: 8000, text: "' + text + '"}'
    return run(
        "【起】【(R)】：あなたの手札から「子」を１枚選び、(R)にコールする。",
        actions=ACT,
        hand="[" + child + "]",
        choices="choices:\n  - {player: A, at: circle, choose: right_front}",
        deck=deck,
    )


def test_that_card_after_a_reveal_is_the_revealed_card() -> None:
    """「あなたの山札の上から１枚を公開し、それがグレード３なら、そのカードをドロップに置く」: the card
    revealed goes to the drop — not 子, the unit the 登場 trigger was about."""
    text = (
        "【自】：このユニットが(R)に登場した時、あなたの山札の上から１枚を公開し、"
        "それがグレード３なら、そのカードをドロップに置く。"
    )
    r = _appeared(text, HEAVY_TOP)
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["子"]
    assert zone(r, "A", "drop") == ["重"]


@pytest.mark.parametrize(
    ("condition", "called"),
    [
        ("それがトリガーユニットなら", True),
        ("そのカードがトリガーユニットなら", True),
        # B's vanguard 騎士 (the unit attacked) is grade 3: not the card looked at
        ("それがグレード３なら", False),
    ],
)
def test_it_after_a_look_is_the_card_looked_at(condition: str, called: bool) -> None:
    """「山札を上から１枚見て、それがトリガーユニットなら(R)にコールしてよい」 (an attack trigger): 「それ」
    is the card looked at (before: the unit attacked, so a trigger unit was not called and a
    grade 3 condition was met by B's vanguard)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの山札を上から１枚見て、"
        f"{condition}(R)にコールしてよい。"
    )
    r = run(
        text,
        actions="  - {do: attack, attacker: left_front, target: vanguard}",
        deck=TRIGGER_TOP,
        choices="choices:\n  - {player: A, at: circle, choose: right_front}",
    )
    assert not unsupported(r)
    assert (zone(r, "A", "field.right_front") == ["引"]) is called


# ------------------------------------------------------------ a fighter drew (7.6.4), an event
# (vg EVENTS ("draw", "past") -> drew: a trigger, and a history counted by cards)

DRAW_TWO = "【起】【(R)】：２枚引く。\\n"


@pytest.mark.parametrize(
    ("first", "condition", "power"),
    [
        (DRAW_TWO, "このターンにあなたがカードを２枚以上引いているなら", 15000),
        (
            "【起】【(R)】：１枚引く。\\n",
            "このターンにあなたがカードを２枚以上引いているなら",
            10000,
        ),
        (DRAW_TWO, "このターンに相手がカードを引いているなら", 10000),
        ("【起】【(R)】：１枚引く。\\n", "このターンにあなたがカードを引いているなら", 15000),
    ],
)
def test_cards_drawn_this_turn(first: str, condition: str, power: int) -> None:
    """「このターンにあなたがカードを２枚以上引いているなら、…パワー＋5000」: cards the fighter drew
    this turn, counted by card (7.6.4: each a move from the deck to the hand)."""
    text = f"{first}【起】【(R)】：{condition}、そのターン中、このユニットのパワー＋5000。"
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1},"
        " {do: activate, card: 剣士, ability: 2}]}"
    )
    r = run(text, actions=acts)
    assert not unsupported(r)
    assert value(r, "power") == power


@pytest.mark.parametrize(("who", "charged"), [("あなた", 2), ("相手", 0)])
def test_a_fighter_drew_trigger(who: str, charged: int) -> None:
    """「あなたがカードを引いた時、【ソウルチャージ】(1)」: once for each card drawn (7.6.2: a draw of
    two is two draws of one)."""
    text = f"{DRAW_TWO}【自】【(R)】：{who}がカードを引いた時、【ソウルチャージ】(1)。"
    r = run(text, actions="  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1}]}")
    assert not unsupported(r)
    assert len(zone(r, "A", "soul")) == charged


# ------------------------------------ a continuous change of units a description names, no count
# (_vg/cardtext._one_unit_as_all: every unit that matches while it applies, 11.11.1.7; a
# continuous ability chooses nothing, 11.8.4)

BEHIND = "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}"
BESIDE = "right_front: {name: 仮面兵, type: normal, grade: 1, power: 8000}"


def test_continuous_change_of_the_units_in_this_column() -> None:
    """【永】「このユニットと同じ縦列にいるあなたのリアガードのパワー＋2000」: 後衛 behind 剣士 is
    7000 + 2000; 剣士 itself is in the column too (4.9.1.1) and is no other unit — it is a
    rear-guard of that column: 10000 + 2000."""
    text = "【永】【(R)】：このユニットと同じ縦列にいるあなたのリアガードのパワー＋2000。"
    r = run(text, extra=BEHIND)
    assert not unsupported(r)
    assert value(r, "power", where="field.left_back") == 9000


@pytest.mark.parametrize(("name", "power"), [("仮面兵", 10000), ("兵", 8000)])
def test_continuous_change_of_described_units(name: str, power: int) -> None:
    """【永】「あなたの「仮面」を含むリアガードのパワー＋2000」: each rear-guard whose name holds 「仮面」."""
    text = "【永】【(R)】：あなたの「仮面」を含むリアガードのパワー＋2000。"
    r = run(text, extra=BESIDE.replace("仮面兵", name))
    assert not unsupported(r)
    assert value(r, "power", where="field.right_front") == power


def test_continuous_change_with_a_count_stays_refused() -> None:
    assert _reason("【永】【(R)】：あなたのリアガードを１枚選び、パワー＋5000。")


# ------------------------------------------------------------ 「それぞれについて、」 (a loop)
# (abilities.for_each_steps, Vocab.for_each; _vg/steps.run_for_each)

EACH = (
    "【起】【(R)】：あなたのリアガードを２枚まで選び、それぞれについて、あなたの山札から、"
    "そのユニットと同名のカードを１枚まで探し、(R)にコールする。山札をシャッフルする。"
)
SWORD_DECK = (
    "[{name: 剣士, type: normal, grade: 2, power: 10000}, {name: 山2, type: normal, grade: 1}, 8]"
)


@pytest.mark.parametrize(
    ("picks", "called"),
    [
        ("{player: A, at: choose, choose: 剣士}", ["剣士"]),
        ("{player: A, at: choose, choose: none}", []),
    ],
)
def test_for_each_of_the_cards_chosen(picks: str, called: list[str]) -> None:
    """「…を２枚まで選び、それぞれについて、そのユニットと同名のカードを山札から１枚まで探し、(R)に
    コールする」: for 剣士 chosen, a 剣士 of the deck is called; none chosen, nothing is done."""
    r = run(
        EACH,
        actions=ACT,
        deck=SWORD_DECK,
        # (round 47: a search's card may be answered ``at: choose`` too, so no spare
        # 「choose: none」 entry after the pick — it would now answer the search)
        choices=f"choices:\n  - {picks}\n  - {{player: A, at: circle, choose: right_front}}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == called


def test_for_each_names_each_card_in_turn() -> None:
    """The loop's 「そのユニット」 is the card of the pass (``Sel(ref="each")``), not the cards the
    search inside it finds."""
    prog = _program(EACH)
    loop = prog.steps[1]
    assert loop.verb == "for_each" and loop.target.ref == "chosen"
    search = loop.modes[0][1].steps[0]
    assert search.target.same_as.ref == "each"


def test_for_each_with_no_choice_before_it_refused() -> None:
    assert _reason("【起】【(R)】：１枚引き、それぞれについて、【ソウルチャージ】(1)する。")


# ---------------------------------------------- what happened to this card in its present stay
# (conditions._stay_history, Vocab.stay_history; selectors.happenings since "stay")


@pytest.mark.parametrize(("caller", "power"), [("剣士", 13000), ("親", 8000)])
def test_called_by_an_ability_in_its_stay(caller: str, power: int) -> None:
    """【永】「このユニットが「剣士」の能力でコールされているなら、このユニットのパワー＋5000」: 子 was
    called by 剣士's ability (the event that put it where it is, 4.1.8); 「親」's: not met."""
    child = (
        '{name: 子, type: normal, grade: 1, power: 8000, text: "【永】【(R)】：このユニットが'
        f'「{caller}」の能力でコールされているなら、このユニットのパワー＋5000。"}}'
    )
    # 子 attacks B's 槍兵 (9000): 13000 hits (retired), 8000 does not
    r = run(
        "【起】【(R)】：あなたの手札から「子」を１枚選び、(R)にコールする。",
        actions=ACT + "\n  - {do: attack, attacker: right_front, target: right_front}",
        hand="[" + child + "]",
        choices="choices:\n  - {player: A, at: circle, choose: right_front}",
    )
    assert not unsupported(r)
    assert (zone(r, "B", "field.right_front") == []) is (power > 9000)


def test_state_of_this_form_stays_a_state() -> None:
    """「このユニットがブーストされているなら」: a state the game names by that form (10.4.1.12),
    not a history of the stay."""
    prog = _program(
        "【永】【(R)】：このユニットがブーストされているなら、このユニットのパワー＋5000。"
    )
    assert prog.cond.what == "match"


@pytest.mark.parametrize(("count", "charged"), [("２枚", 1), ("３枚", 0)])
def test_what_the_passes_did_is_read_after_the_loop(count: str, charged: int) -> None:
    """「…それぞれについて、…探し、(R)にコールし、山札をシャッフルする。この効果で２枚コールしたなら、
    …」: the calls of every pass are the effect's (11.2.3) — 剣士 and 弓兵 chosen, a namesake of
    each called: two."""
    text = (
        "【起】【(R)】：あなたのリアガードを２枚まで選び、それぞれについて、あなたの山札から、"
        "そのユニットと同名のカードを１枚まで探し、(R)にコールし、山札をシャッフルする。"
        f"この効果で{count}コールしたなら、【ソウルチャージ】(1)。"
    )
    deck = (
        "[{name: 剣士, type: normal, grade: 2, power: 10000},"
        " {name: 弓兵, type: normal, grade: 1, power: 7000}, 8]"
    )
    r = run(
        text,
        actions=ACT,
        deck=deck,
        extra="left_back: {name: 弓兵, type: normal, grade: 1, power: 7000}",
        choices="choices:\n  - {player: A, at: choose, choose: 剣士}\n"
        "  - {player: A, at: choose, choose: 弓兵}\n"
        "  - {player: A, at: circle, choose: right_front}\n"
        "  - {player: A, at: circle, choose: right_back}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["剣士"]
    assert zone(r, "A", "field.right_back") == ["弓兵"]
    assert len(zone(r, "A", "soul")) == charged


# ------------------------------------------- 「XがN枚で、すべて…なら」 (conditions._count_joined)


@pytest.mark.parametrize(
    ("extra", "actions", "power"),
    [
        ("", "  - {do: stand_phase}", 15000),
        # a second rear-guard: not one card
        (BEHIND, "  - {do: stand_phase}", 10000),
    ],
)
def test_a_count_joined_by_de(extra: str, actions: str, power: int) -> None:
    """【永】「あなたのリアガードが１枚で、すべて【スタンド】しているなら、このユニットのパワー＋5000」:
    the count printed after the subject and joined by で is a condition of its own on it."""
    text = (
        "【永】【(R)】：あなたのリアガードが１枚で、すべて【スタンド】しているなら、"
        "このユニットのパワー＋5000。"
    )
    r = run(text, actions=actions, extra=extra)
    assert not unsupported(r)
    assert value(r, "power") == power


# ------------------------- 「グレードがXのグレード以下の…」 / 「グレードがX以下の…」 (steps.stat_subject_folded)


@pytest.mark.parametrize(
    ("phrase", "grade", "called"),
    [
        ("グレードがあなたのヴァンガードのグレード以下の", 2, True),
        ("グレードがあなたのヴァンガード以下の", 2, True),
        ("グレードがあなたのヴァンガード以下の", 3, False),
        ("グレードがあなたのヴァンガード以上の", 3, True),
        ("グレードがあなたのヴァンガード以上の", 1, False),
    ],
)
def test_a_value_said_as_the_subject_of_a_description(
    phrase: str, grade: int, called: bool
) -> None:
    """「あなたのドロップから、グレードがあなたのヴァンガード以下のユニットカードを１枚選び、(R)に
    コールする」: the value is the description's, compared with the vanguard's same value (here a
    grade 2 vanguard), as 「あなたのヴァンガードのグレード以下の」 reads."""
    text = (
        f"【起】【(R)】：あなたのドロップから、{phrase}ユニットカードを１枚選び、(R)にコールする。"
    )
    r = run(
        text,
        actions=ACT,
        vanguard="{name: 竜, type: normal, grade: 2, power: 10000}",
        drop=f"[{{name: 落, type: normal, grade: {grade}, power: 8000}}]",
        choices="choices:\n  - {player: A, at: circle, choose: right_front}",
    )
    assert not unsupported(r)
    assert (zone(r, "A", "field.right_front") == ["落"]) is called


def test_two_values_in_a_description_stay_refused() -> None:
    assert _reason(
        "【起】【(R)】：あなたのドロップから、グレードがあなたのヴァンガードのパワー以下の"
        "ユニットカードを１枚選び、(R)にコールする。"
    )


@pytest.mark.parametrize(
    ("phrase", "grade", "called"),
    [
        ("あなたのヴァンガードのグレード以下の「落」を含む", 2, True),
        ("あなたのヴァンガードのグレード以下の「落」を含む", 3, False),
        ("グレードがあなたのヴァンガード以下の「落」を含む", 2, True),
        ("グレードがあなたのヴァンガード以下の「落」を含む", 3, False),
    ],
)
def test_a_compared_value_before_a_name(phrase: str, grade: int, called: bool) -> None:
    """「あなたのヴァンガードのグレード以下の「X」を含むカード」: the compared value describes the
    cards (the grammar hangs it on the name), the owner 「あなたの」 the vanguard's — not read as the
    cards' owner (before: refused, 「the term Stat」)."""
    text = (
        f"【起】【(R)】：あなたのドロップから、{phrase}ユニットカードを１枚選び、(R)にコールする。"
    )
    r = run(
        text,
        actions=ACT,
        vanguard="{name: 竜, type: normal, grade: 2, power: 10000}",
        drop=f"[{{name: 落, type: normal, grade: {grade}, power: 8000}}]",
        choices="choices:\n  - {player: A, at: circle, choose: right_front}",
    )
    assert not unsupported(r)
    assert (zone(r, "A", "field.right_front") == ["落"]) is called


# ------------------- the place a moved card's description names is where it was (autos._about)
# (a silent misread before: 「あなたのダメージゾーンのカードが手札に加えられているなら」 was met by a
# card from the drop); 「加わる」, the intransitive of 加える, the same event (EVENTS join.past)

FROM_DAMAGE = "【起】【(R)】：あなたのダメージゾーンから１枚選び、手札に加える。\\n"
FROM_DROP = "【起】【(R)】：あなたのドロップから１枚選び、手札に加える。\\n"


@pytest.mark.parametrize(
    ("first", "verb", "charged"),
    [
        (FROM_DAMAGE, "加えられている", 1),
        (FROM_DROP, "加えられている", 0),
        (FROM_DAMAGE, "加わっている", 1),
        (FROM_DROP, "加わっている", 0),
    ],
)
def test_a_moved_cards_place_is_where_it_was(first: str, verb: str, charged: int) -> None:
    """「このターンにあなたのダメージゾーンのカードが手札に{加えられて / 加わって}いるなら」: a card
    that was in the damage zone, put into the hand this turn."""
    text = (
        f"{first}【起】【(R)】：このターンにあなたのダメージゾーンのカードが手札に{verb}なら、"
        "【ソウルチャージ】(1)。"
    )
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1},"
        " {do: activate, card: 剣士, ability: 2}]}"
    )
    r = run(
        text,
        actions=acts,
        damage="[{name: 傷, type: normal, grade: 1}]",
        drop="[{name: 落, type: normal, grade: 1}]",
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "soul")) == charged
