"""Round 46 (issue 12): vg card-text constructions from cards_r45 (development material after its
one scoring): 「闘魂-【自】【(R)】：…時、…」 — the keyword printed before the markers, with the trigger
its clause states (14.29.1), as one printed before the colon; 「…をガーディアンとしてコールできない」
— the call to the guardian circle, a guardian being the unit there (4.9.2.6)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads


def _one(text: str) -> object:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    return a


def test_rush_printed_before_the_markers() -> None:
    a = _one(
        "闘魂-【自】【(R)】：あなたのカードの効果でこのユニットが【スタンド】した時、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    assert a.supported, a.reason  # type: ignore[attr-defined]
    assert a.program.keyword == "rush"  # type: ignore[attr-defined]


def test_rush_with_another_trigger_is_refused() -> None:
    a = _one(
        "闘魂-【自】【(R)】：このユニットがアタックした時、そのターン中、このユニットのパワー＋5000。"
    )
    assert not a.supported  # type: ignore[attr-defined]


@pytest.mark.parametrize("said", ["ガーディアンとして", "(G)に"])
def test_as_a_guardian_is_to_the_guardian_circle(said: str) -> None:
    a = _one(f"そのターン中、相手はグレード０を{said}コールできない。")
    assert a.supported, a.reason  # type: ignore[attr-defined]
    assert [o.verb for o in a.program.steps] == ["guard_ban"]  # type: ignore[attr-defined]


BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000, critical: 1}
    deck: [{name: 平兵, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 騎士王, grade: 3, power: 10000}
    hand: [{name: 小盾, type: normal, grade: 0, shield: 10000}]
    deck: [{name: 従者, type: normal, grade: 1, trigger: none}, 9]
actions:
  - {do: resolve_text, player: A, text: "そのターン中、相手はグレード０をガーディアンとしてコールできない。"}
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [小盾]}
expect:
  state: {B.damage: 1, 小盾.zone: B.hand}
"""


def test_the_grade_0_cannot_guard() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_ability_word_waza_before_the_markers() -> None:
    # 17.13.2: 「一部の自動能力は‘わざ’の能力語を持ちます」 — the ability carries it
    a = _one(
        "わざ－【自】【(R)】：このユニットがアタックした時、【コスト】[【ソウルブラスト】(1)]"
        "することで、そのバトル中、このユニットのクリティカル＋１。"
    )
    assert a.supported, a.reason  # type: ignore[attr-defined]
    assert a.program.keyword == "waza"  # type: ignore[attr-defined]


PRISON = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 看守長, type: normal, grade: 3, power: 13000, text: "TEXT"}
    order_zone: ORDER
    deck: 10
  B:
    vanguard: {name: 騎士団長, type: normal, grade: 3, power: 13000}
    left_front: {name: 門番, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、あなたの監獄に収容する。"}
choices:
  - {player: A, at: choose, choose: 門番}
expect:
  state: {門番.zone: ZONE, 看守長.power: POWER}
"""
A_PRISON = "[{name: 鉄の監獄, type: set_order, grade: 0, skills: [prison]}]"
HAS_PRISON = "【永】【(V)】：あなたのオーダーゾーンに監獄があるなら、このユニットのパワー＋5000。"


@pytest.mark.parametrize(
    ("order", "zone", "power"), [(A_PRISON, "A.order_zone", 18000), ("[]", "B.left_front", 13000)]
)
def test_your_prison_named(order: str, zone: str, power: int) -> None:
    # 「あなたの監獄に収容する」: the prison of the fighter carrying it out (17.5.1.1); 「監獄」 as a
    # description, a set order of subtype 監獄
    body = PRISON.replace("ORDER", order).replace("TEXT", HAS_PRISON)
    r = resolve(loads(body.replace("ZONE", zone).replace("POWER", str(power)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
