"""VG card text printed by other hands, round 35 (issue 12): the same meaning in the wordings and
typography a writer of another product uses — each construction with its printed variants, all
run to the same result on a minimal board (or refused by name where the meaning differs).

- 旋律 (14.41.1.1) as the card lists print it: the keyword ability's own marker before the
  keyword and the designated ability framed 『…』 (「【永】：旋律－『【永】【(R)】：…』これは…」);
- 開花 (14.40.1) with its reminder's dash printed as a colon or left out;
- a state condition with its subject left unsaid (「【永】【(R)】：♪♪状態なら、…」): the card that
  has the ability, as 「このユニットが…状態なら」."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.normalise import normalise
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

HEAD = "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
B = "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
V = "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"


def _run(a: str, actions: str = "  - {do: check, state: {A.deck: 10}}\n") -> Any:
    return resolve(loads(HEAD + "players:\n  A:\n" + a + B + "actions:\n" + actions, "t.yaml"))


def _card(name: str, text: str, grade: int = 2, power: int = 10000, more: str = "") -> str:
    return f'{{name: {name}, type: normal, grade: {grade}, power: {power}, text: "{text}"{more}}}'


def _reasons(text: str) -> list[str]:
    get_game("vg")
    got = _abilities("vg", text, None)
    assert got, text
    return [a.reason for a in got if not a.supported]


def _power(r: Any, name: str) -> int:
    """The power of A's unit ``name`` on the final board."""
    from tests.ruling.test_vg_constructions import value

    for where, cards in r.main.final.players["A"].zones.items():
        if where.startswith("field.") and cards and cards[0].name == name:
            return value(r, "power", "A", where)
    raise AssertionError(name)


# ------------------------------------------------------------------ 旋律 (14.41.1.1, 14.41.2)

MELODY = (
    # the card lists' form: the keyword ability's marker, the designated ability in 『…』
    "【永】：旋律－『【永】【(R)】：このユニットのパワー＋{n}。』これは旋律を持つあなたのユニットすべてが共有する。",
    # with the zone label on the outer marker, a spaced ASCII dash, half-width plus
    "【永】【(R)】：旋律 - 『【永】【(R)】：このユニットのパワー+{n}。』 これは旋律を持つあなたのユニットすべてが共有する。",
    # the rules' notation (14.41.1.1): no outer marker, no quotes
    "旋律－【永】【(R)】：このユニットのパワー＋{n}。これは旋律を持つあなたのユニットすべてが共有する。",
    # the keyword's reading
    "【永】：メロディ－『【永】【(R)】：このユニットのパワー＋{n}。』これは旋律を持つあなたのユニットすべてが共有する。",
)


def test_the_quoted_designated_ability_is_read_as_the_notation() -> None:
    """The outer marker and the quotes frame the designated ability: dropped in normalising,
    each kept character keeps its offset (a diagnostic still points at the printed text)."""
    src = MELODY[0].format(n="2000")
    n = normalise(src)
    assert n.text.startswith("旋律-【永】【(R)】:") and "』" not in n.text
    assert "『" not in n.text


@pytest.mark.parametrize("first", MELODY)
def test_melody_in_every_printed_form_shares_its_ability(first: str) -> None:
    """Two units with 旋律: each gains both designated abilities (14.41.2, itself included) —
    10000 + 5000 + 3000; 観客 has none: 8000. Cites 14.41.2."""
    second = MELODY[0].format(n="3000")
    assert _reasons(first.format(n="5000")) == []
    a = (
        V
        + f"    left_front: {_card('歌い手', first.format(n='5000'))}\n"
        + f"    right_front: {_card('伴奏', second)}\n"
        + "    left_back: {name: 観客, type: normal, grade: 1, power: 8000, skills: [boost]}\n"
        + "    deck: 10\n"
    )
    r = _run(a)
    assert not unsupported(r), unsupported(r)
    assert [_power(r, n) for n in ("歌い手", "伴奏", "観客")] == [18000, 18000, 8000]


def test_a_quoted_ability_without_the_keyword_dash_is_left_as_printed() -> None:
    """Only 「X-『【…】…』」 is unframed: a quoted ability given by an effect stays quoted."""
    text = "【永】【(R)】：このユニットは『【永】【(R)】：このユニットのパワー＋2000。』を得る。"
    assert "『" in normalise(text).text


# ------------------------------------------------------------------ 開花 (14.40.1)

BLOOM = (
    "【自】【(R)】：開花（他のあなたの〈フラワー〉のユニットが(R)に登場した時）－そのターン中、このユニットのパワー＋5000。",
    "【自】【(R)】：開花（他のあなたの〈フラワー〉のユニットがリアガードサークルに登場した時）：そのターン中、このユニットのパワー+5000。",
    "【自】【(R)】：開花(他のあなたの〈フラワー〉のユニットが(R)に登場した時):そのターン中、このユニットのパワー+5000。",
    "【自】【(R)】：開花（他のあなたの〈フラワー〉のユニットが(R)に登場した時）そのターン中、このユニットのパワー＋5000。",
)


@pytest.mark.parametrize("text", BLOOM)
def test_bloom_with_its_reminder_dash_printed_otherwise(text: str) -> None:
    """A calls 若葉 (〈フラワー〉) then 石像 (〈ゴーレム〉): 開花 triggers once (14.40.1) — 8000 →
    13000, whatever stands between the reminder and the effect."""
    assert _reasons(text) == []
    a = (
        V
        + f"    left_front: {_card('蕾', text, 1, 8000, ', race: フラワー')}\n"
        + "    hand: [{name: 若葉, type: normal, grade: 1, power: 8000, race: フラワー},"
        + " {name: 石像, type: normal, grade: 1, power: 8000, race: ゴーレム}]\n"
        + "    deck: 10\n"
    )
    r = _run(
        a,
        "  - {do: call, card: 若葉, circle: right_front}\n"
        "  - {do: call, card: 石像, circle: right_back}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert _power(r, "蕾") == 13000
    assert "14.40.1" in cited(r)


# ------------------------------------------------------------------ a state, its subject unsaid


@pytest.mark.parametrize(
    ("cond", "power"),
    (
        ("このユニットがレスト状態なら", 15000),
        ("レスト状態なら", 15000),
        ("このユニットが【レスト】しているなら", 15000),
        ("レストしているなら", 15000),
        ("【レスト】しているなら", 15000),
        ("スタンドしているなら", 10000),
        # a place (the unit is on the left front circle): 「このユニットが前列にいるなら」
        ("このユニットが前列にいるなら", 15000),
        ("前列にいるなら", 15000),
        ("後列にいるなら", 10000),
        ("リアガードサークルにいるなら", 15000),
        ("このユニットがスタンド状態なら", 10000),
        ("スタンド状態なら", 10000),
    ),
)
def test_a_state_or_place_condition_with_its_subject_unsaid_is_the_cards_own(
    cond: str, power: int
) -> None:
    """「【永】【(R)】：レスト状態なら、…」 says 「このユニットが…」 (the card that has the ability): 剣士
    is rested — +5000 under 「レスト」, nothing under 「スタンド」, with or without the subject."""
    text = f"【永】【(R)】：{cond}、このユニットのパワー＋5000。"
    assert _reasons(text) == []
    a = V + f"    left_front: {_card('剣士', text, more=', state: rest')}\n    deck: 10\n"
    r = _run(a)
    assert not unsupported(r)
    assert _power(r, "剣士") == power


def test_another_condition_on_an_unsaid_subject_is_still_refused() -> None:
    """「グレード３以上なら」 with no subject: whose grade is not said (the vanguard's, this
    unit's?) — refused by name, not read as this unit's."""
    assert _reasons("【永】【(R)】：グレード３以上なら、このユニットのパワー＋5000。") == [
        "a condition on cards it does not name"
    ]


# ------------------------------------------------------------------ 収容する (17.5.1.1)

PRISON_BOARD = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 看守長, type: normal, grade: 3, power: 13000}
    order_zone: ORDER
    deck: 10
  B:
    vanguard: {name: 騎士団長, type: normal, grade: 3, power: 13000}
    left_front: {name: 門番, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
choices:
  - {player: A, at: choose, choose: 門番}
"""
PRISONS = (
    "[{name: 鉄の監獄, type: set_order, grade: 0, skills: [prison]}]",
    "[{name: 鉄の監獄, type: set_order, grade: 0, traits: [監獄]}]",
    "[{name: 鉄の監獄, type: set_order, grade: 0, groups: [監獄]}]",
)


@pytest.mark.parametrize(
    "text",
    (
        "相手のリアガードを１枚選び、収容する。",
        "相手のリアガードを1枚選び、収容する。",
        "相手のリアガードを１枚収容する。",
        "相手のリアガードを１枚選んで収容する。",
        "相手のリアガードを１枚選び、それを収容する。",
    ),
)
@pytest.mark.parametrize("order", PRISONS)
def test_imprison_puts_the_card_in_your_prisons_order_zone(text: str, order: str) -> None:
    """A has a set order of subtype 監獄 (the scenario's skill, or the subtype among its traits or
    categories): 門番 goes to A's order zone, imprisoned (17.5.1.1, 17.5.2.1)."""
    r = resolve(loads(PRISON_BOARD.replace("ORDER", order).replace("TEXT", text), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    names = {z: [c.name for c in cs] for z, cs in r.main.final.players["A"].zones.items()}
    assert "門番" in names["order_zone"]
    assert not r.main.final.players["B"].zones["field.left_front"]
    assert {"17.5.1.1", "17.5.2.1"} <= cited(r)


def test_imprison_without_a_prison_does_nothing() -> None:
    """No 監獄 in A's order zone: the step does nothing (17.5.1.1), no input is rejected."""
    board = PRISON_BOARD.replace("ORDER", "[]").replace(
        "TEXT", "相手のリアガードを１枚選び、収容する。"
    )
    r = resolve(loads(board, "t.yaml"))
    assert not unsupported(r) and not r.main.rejected
    assert [c.name for c in r.main.final.players["B"].zones["field.left_front"]] == ["門番"]
    assert "17.5.1.1" in cited(r)


# ------------------------------------------------------ head keywords printed otherwise (14.2.2)


def _program(text: str) -> Any:
    get_game("vg")
    (ab,) = _abilities("vg", text, None)
    assert ab.supported, (text, ab.reason)
    return ab.program


AMBUSH = "（このユニットと同じ縦列にスタンドしている相手のユニットがいないなら有効）"
SAME_PROGRAM = (
    # 暗躍 (14.38.2 ‘(能力種別アイコン) 暗躍:(能力)’): its reminder before or after the colon, the
    # markers' colon printed before it — the ability the board tests of round 28 check
    (
        "【永】【(R)】暗躍：このユニットのパワー＋5000。",
        (
            f"【永】【(R)】：暗躍{AMBUSH}：このユニットのパワー＋5000。",
            f"【永】【(R)】暗躍{AMBUSH}：このユニットのパワー＋5000。",
            f"【永】【(R)】暗躍：{AMBUSH}このユニットのパワー＋5000。",
        ),
    ),
    # 連波 (14.37.2): the battles it names after the markers' colon, with a colon of its own
    (
        "【自】【(R)】連波(2回目)：このユニットがアタックした時、１枚引く。",
        (
            "【自】【(R)】：連波(2回目)：このユニットがアタックした時、１枚引く。",
            "【自】【(R)】：連波（２回目）：このユニットがアタックした時、１枚引く。",
            "【自】【(R)】：連波2回目：このユニットがアタックした時、１枚引く。",
            "【自】【(R)】：連波(2回目)－このユニットがアタックした時、１枚引く。",
        ),
    ),
    (
        "【自】【(V)】連波(3回目のみ)：このユニットがアタックした時、１枚引く。",
        ("【自】【(V)】：連波（３回目のみ）：このユニットがアタックした時、１枚引く。",),
    ),
    # a replaced amount said without the amount it replaces (11.3.1.3.5), a further change
    (
        "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "あなたのダメージが４枚以上なら、＋5000ではなく＋10000。",
        (
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
            "あなたのダメージが４枚以上なら、かわりに＋10000。",
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー+5000。"
            "あなたのダメージが4枚以上なら、代わりに+10000。",
        ),
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "あなたのダメージが４枚以上なら、さらに＋5000。",
        (
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
            "あなたのダメージが４枚以上なら、追加で＋5000。",
            "【自】【(V)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
            "あなたのダメージが４枚以上なら、加えて＋5000。",
        ),
    ),
    # 開花 (14.40.1) printed as the ability's head, its trigger as the ability's own
    (
        "【自】【(R)】：開花（他のあなたのユニットが(R)に登場した時）－１枚引く。",
        (
            "【自】【(R)】開花：他のあなたのユニットが(R)に登場した時、１枚引く。",
            "【自】【(R)】：開花：他のあなたのユニットが(R)に登場した時、１枚引く。",
            "【自】【(R)】：開花（他のあなたのユニットが(R)に登場した時）：１枚引く。",
        ),
    ),
)


@pytest.mark.parametrize(("canonical", "variant"), [(c, v) for c, vs in SAME_PROGRAM for v in vs])
def test_a_head_keyword_printed_otherwise_is_the_same_program(canonical: str, variant: str) -> None:
    """The variant compiles to the canonical form's program (its board behaviour is tested with
    the canonical form: test_vg_keywords_r28 / r29)."""
    assert _program(variant) == _program(canonical)


def test_bloom_as_the_head_of_another_trigger_is_refused() -> None:
    """「開花：このユニットがアタックした時、…」: not the shape 14.40.1 states — refused by name."""
    assert _reasons("【自】【(R)】開花：このユニットがアタックした時、１枚引く。") == [
        "the keyword 開花 with a trigger of another shape"
    ]


def test_bloom_as_the_head_runs_on_a_board() -> None:
    """「【自】【(R)】開花：あなたの他のユニットが(R)に登場した時、…」: 若葉 called → +5000 once."""
    text = "【自】【(R)】開花：あなたの他のユニットが(R)に登場した時、そのターン中、このユニットのパワー＋5000。"
    a = (
        V
        + f"    left_front: {_card('蕾', text, 1, 8000)}\n"
        + "    hand: [{name: 若葉, type: normal, grade: 1, power: 8000}]\n    deck: 10\n"
    )
    r = _run(a, "  - {do: call, card: 若葉, circle: right_front}\n")
    assert not unsupported(r), unsupported(r)
    assert _power(r, "蕾") == 13000
    assert "14.40.1" in cited(r)


# ------------------------------------------------------------------ circle labels (4.9.1.1, 11.4.4)


@pytest.mark.parametrize(
    "label",
    (
        "【中央後列の(R)】",
        "【(後列中央のサークル)】",
        "【(中央後列の(R))】",
        "【後列中央のリアガードサークル】",
        "【(後列の中央の(RC))】",
    ),
)
@pytest.mark.parametrize(("circle", "power"), (("center_back", 10000), ("left_back", 8000)))
def test_a_circle_label_in_other_spellings(label: str, circle: str, power: int) -> None:
    """「【永】【(後列中央のサークル)】：このユニットのパワー＋2000。」 works on the circle behind the
    vanguard only (11.4.4), whatever the spelling of the circle: 8000 + 2000 there, 8000 elsewhere."""
    text = f"【永】{label}：このユニットのパワー＋2000。"
    assert _reasons(text) == []
    r = _run(V + f"    {circle}: {_card('鼓手', text, 1, 8000)}\n    deck: 10\n")
    assert not unsupported(r)
    assert _power(r, "鼓手") == power
