"""VG ability headers printed by other hands, round 36 (issue 12): where the grammar stopped on
unseen text, the header notation before the colon.

- a validity keyword that takes a number (14.2.2, 14.7.2 リミットブレイク, 14.14.3 Gブレイク) printed
  in another typography: inside its icon's brackets with its number 「【リミットブレイク４】」, by its
  abbreviation 「【LB4】」 / 「【Lb4】」 / 「【GB1】」, in parentheses 「（リミットブレイク４）」 or quotes
  「「リミットブレイク４」」, before the markers (with or without a dash), after them (with its
  reminder, before another label), or right after the markers' colon before a dash — each the
  same program as the rules' notation 「【自】【(V)】リミットブレイク４：」, valid with 4 damage, not
  with 3."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import unsupported

HEAD = "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
B = "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"


def _run(a: str, actions: str = "  - {do: check, state: {A.deck: 10}}\n") -> Any:
    return resolve(loads(HEAD + "players:\n  A:\n" + a + B + "actions:\n" + actions, "t.yaml"))


def _card(name: str, text: str, grade: int = 3, power: int = 13000) -> str:
    return f'{{name: {name}, type: normal, grade: {grade}, power: {power}, text: "{text}"}}'


def _programs(text: str) -> list[Any]:
    get_game("vg")
    got = _abilities("vg", text, None)
    assert got and all(a.supported for a in got), [(a.text, a.reason) for a in got]
    return [a.program for a in got]


EFFECT = "このユニットのパワー＋5000。"
RULES = "【永】【(V)】リミットブレイク４：" + EFFECT  # the rules' notation (14.7.2)
REMINDER = "（あなたのダメージが４枚以上で有効）"

LIMIT_BREAK = (
    # after the markers (14.7.2: right after the kind icon, the limit icon or the zone icon)
    "【永】【(V)】【Lb4】：" + EFFECT,
    "【永】【(V)】【LB４】：" + EFFECT,
    "【永】【(V)】【lb 4】：" + EFFECT,
    "【永】【(V)】【リミットブレイク４】：" + EFFECT,
    "【永】【(V)】【リミットブレイク 4】：" + EFFECT,
    "【永】【(V)】（リミットブレイク４）：" + EFFECT,
    "【永】【(V)】「リミットブレイク４」：" + EFFECT,
    "【永】【(V)】【リミットブレイク】(4)：" + EFFECT,
    # with the keyword's reminder before the colon
    "【永】【(V)】【Lb4】" + REMINDER + "：" + EFFECT,
    "【永】【(V)】【リミットブレイク４】" + REMINDER + "：" + EFFECT,
    "【永】【(V)】【リミットブレイク】(4)" + REMINDER + "：" + EFFECT,
    "【永】【(V)】リミットブレイク４" + REMINDER + "：" + EFFECT,
    # a dash printed where the colon stands
    "【永】【(V)】（リミットブレイク４）－" + EFFECT,
    # right after the markers' colon, before a dash
    "【永】【(V)】：【LB4】－" + EFFECT,
    "【永】【(V)】：（リミットブレイク４）－" + EFFECT,
    "【永】【(V)】：リミットブレイク４－" + EFFECT,
    # before the markers, with or without a dash or a colon
    "【Lb4】【永】【(V)】：" + EFFECT,
    "【Lb4】－【永】【(V)】：" + EFFECT,
    "（リミットブレイク４）－【永】【(V)】：" + EFFECT,
    "「リミットブレイク４」－【永】【(V)】：" + EFFECT,
    "「リミットブレイク４」：【永】【(V)】：" + EFFECT,
    "【リミットブレイク４】―【永】【(V)】：" + EFFECT,
)


@pytest.mark.parametrize("line", LIMIT_BREAK)
def test_limit_break_spellings_are_the_rules_notation_14_7_2(line: str) -> None:
    assert _programs(line) == _programs(RULES), line


@pytest.mark.parametrize("line", (RULES, LIMIT_BREAK[0], LIMIT_BREAK[8], LIMIT_BREAK[-4]))
def test_limit_break_spelled_otherwise_is_valid_with_four_damage_14_7_2(line: str) -> None:
    """Valid with 4 cards in the damage zone (18000), not with 3 (13000): 14.2.3.1, 14.7.2."""
    from tests.ruling.test_vg_constructions import value

    for damage, power in ((4, 18000), (3, 13000)):
        r = _run(f"    vanguard: {_card('覇竜', line)}\n    damage: {damage}\n    deck: 10\n")
        assert not unsupported(r), unsupported(r)
        assert value(r, "power", "A", "field.vanguard") == power, (line, damage)


def test_limit_break_before_another_label() -> None:
    """「【自】【(V)】【Lb4】【ターン1回】：」: the keyword, then the limit icon — as printed after it."""
    body = "このユニットがアタックした時、１枚引く。"
    assert _programs("【自】【(V)】【Lb4】【ターン1回】：" + body) == _programs(
        "【自】【(V)】リミットブレイク4【ターン1回】：" + body
    )


@pytest.mark.parametrize(
    "line,rules",
    (
        ("【永】【(V)】【GB1】：" + EFFECT, "【永】【(V)】【Gブレイク】(1)：" + EFFECT),
        ("【永】【(V)】【Gブレイク1】：" + EFFECT, "【永】【(V)】【Gブレイク】(1)：" + EFFECT),
        ("【永】【(V)】（儀式２）：" + EFFECT, "【永】【(V)】儀式２：" + EFFECT),
    ),
)
def test_other_numbered_validity_keywords_spelled_otherwise_14_2(line: str, rules: str) -> None:
    assert _programs(line) == _programs(rules), line


def test_a_bracketed_word_that_is_no_keyword_is_left_as_printed() -> None:
    """「【ABC4】」 is no keyword: refused by name, not read as a validity keyword."""
    get_game("vg")
    got = _abilities("vg", "【永】【(V)】【ABC4】：" + EFFECT, None)
    assert got and not all(a.supported for a in got)
    assert any("ABC4" in a.reason for a in got if not a.supported), [a.reason for a in got]


# ------------------------------------------------------------------ the head's icons in any order

AUTO = "このユニットがアタックした時、このユニットのパワー＋5000。"
AUTO_RULES = "【自】【(V)】【ターン1回】：" + AUTO  # 11.4.4 zone icon, 12.3.2 limit icon


@pytest.mark.parametrize(
    "line",
    (
        "【(V)】【自】【ターン1回】：" + AUTO,
        "【ターン1回】【自】【(V)】：" + AUTO,
        "【ターン1回】【(V)】【自】：" + AUTO,
        "【(V)】【ターン1回】【自】：" + AUTO,
        "(V)【自】【ターン1回】：" + AUTO,
        "（V）－【自】【ターン１回】：" + AUTO,
        "【自】(V)【ターン1回】：" + AUTO,
        "【自】【ターン1回】(V)：" + AUTO,
        "【自】【ターン1回】【(V)】：" + AUTO,
    ),
)
def test_head_icons_printed_in_another_order_11_4_4(line: str) -> None:
    """A zone icon and a limit icon before the kind icon, or a bare zone icon after it: the same
    ability as the icons printed after the kind icon."""
    assert _programs(line) == _programs(AUTO_RULES), line


ACT_RULES = "【起】【(V)】【ターン1回】：[【カウンターブラスト】(1)]１枚引く。"


@pytest.mark.parametrize(
    "line",
    (
        "【起】【(V)】【ターン1回】[【カウンターブラスト】(1)]：１枚引く。",
        "【起】【(V)】【ターン1回】【コスト】[【カウンターブラスト】(1)]：１枚引く。",
        "【起】【ターン1回】【(V)】[【カウンターブラスト】(1)]：１枚引く。",
        "【(V)】【起】【ターン1回】[【カウンターブラスト】(1)]：１枚引く。",
    ),
)
def test_a_cost_printed_before_the_colon_11_1_1_2_2(line: str) -> None:
    """「[コスト] (テキスト)」 (11.1.1.2.2) with the cost before the colon: the same cost."""
    assert _programs(line) == _programs(ACT_RULES), line


def test_the_cost_before_the_colon_is_paid() -> None:
    """The activated ability played: one counter blast paid, one card drawn (11.1.1.2.2)."""
    line = "【起】【(V)】【ターン1回】[【カウンターブラスト】(1)]：１枚引く。"
    a = f"    vanguard: {_card('覇竜', line)}\n    damage: 2\n    deck: 10\n"
    r = _run(a, "  - {do: activate, card: 覇竜}\n")
    assert not unsupported(r), unsupported(r)
    final = r.main.final.players["A"].zones
    assert len(final["hand"]) == 1
    assert sum(1 for c in final["damage"] if not c.face_up) == 1


@pytest.mark.parametrize(
    "inner",
    (
        "【(V)】【自】：" + AUTO,
        "【Lb4】【自】【(V)】：" + AUTO,
        "支配-【起】【(R)】：１枚引く。",
        "【ディヴァインスキル】【自】【(V)】：" + AUTO,
    ),
)
def test_a_quoted_ability_with_something_before_its_marker_is_read(inner: str) -> None:
    """『…』 holding an ability whose head prints a label or a word before its marker: the card
    is read (before: the grammar stopped at the marker), the quote typed as an ability."""
    from grammar.parse import parse_card

    text = "【永】【(V)】：このユニットは『" + inner + "』を得る。"
    r = parse_card(text, "vg")
    assert r.card is not None, r.diagnostics
