"""Round 61 (s58vgR1): the ``battle_phase`` action (the main phase ends, the battle phase's start
step begins before an attack is chosen: 9.9.3, 11.6.2.3, 10.3.1, 10.3.1.1), and a battle while a
unit is dominated (7.39): the battle of other units runs; the dominated rear-guard cannot boost
(7.39.6, and it is not behind the attacker: 7.39.3.2) nor intercept (7.39.6)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

START = """game: vg
title: t
turn: {player: A, number: 6, phase: PHASE, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 闘志, type: normal, grade: 2, power: 10000, text: "【自】【(R)】：あなたのバトルフェイズ開始時、そのターン中、このユニットのパワー＋5000。"}
    deck: [{name: 山札, type: normal, grade: 1, count: 10}]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: [{name: 札, type: normal, grade: 1, count: 10}]
actions:
ACTIONS"""


def _run(body: str, expect: str) -> set[str]:
    r = resolve(loads(body + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return cited(r)


def test_battle_phase_begins_the_start_step_once() -> None:
    body = START.replace("PHASE", "main").replace(
        "ACTIONS",
        "  - {do: battle_phase}\n"
        "  - {do: check, state: {闘志.power: 15000}}\n"
        "  - {do: attack, attacker: left_front}\n",
    )
    got = _run(body, "  state: {闘志.power: 15000, B.damage: 1}\n  triggered: {闘志: 1}\n")
    assert {"9.9.3", "10.3.1.1"} <= got


def test_battle_phase_from_the_ride_phase_goes_through_the_main_phase() -> None:
    body = START.replace("PHASE", "ride").replace(
        "ACTIONS", "  - {do: battle_phase}\n  - {do: attack}\n"
    )
    assert "9.1.2" in _run(body, "  state: {闘志.power: 15000, B.damage: 1}\n")


def test_no_battle_phase_from_the_end_phase() -> None:
    body = START.replace("PHASE", "main").replace(
        "ACTIONS", "  - {do: end_phase}\n  - {do: battle_phase, allowed: false}\n"
    )
    assert "9.1.2" in _run(body, "  outcome: {rejected: true}\n")


DOM = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 簒奪者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。"}
    left_front: {name: 剣客, type: normal, grade: 2, power: 9000}
    damage: [{name: 傷, type: normal}]
    deck: 10
  B:
    vanguard: {name: 守り手, grade: 3, power: 10000}
    UNIT
    hand: 0
    deck: [{name: 平傷, type: normal, trigger: none}, 9]
actions:
  - {do: activate, player: A, card: 簒奪者}
  - {do: battle_phase}
  - ATTACK
choices:
  - {player: A, at: choose, choose: 家臣}
"""


def test_dominated_back_row_unit_does_not_boost() -> None:
    # B's right back is A's left column (7.39.3.1), behind A's left front as far as columns go
    body = DOM.replace(
        "UNIT", "right_back: {name: 家臣, type: normal, grade: 1, power: 8000, skills: [boost]}"
    ).replace("ATTACK", "{do: attack, attacker: left_front, boost: 家臣}")
    got = _run(body, "  state: {B.damage: 0, B.right_back: [家臣]}\n")
    assert {"7.39.6", "7.39.3.2"} <= got


def test_dominated_unit_counts_nothing_for_an_unnamed_boost() -> None:
    # 「boost: yes」: A's own circle behind is empty; the dominated unit in that column is no booster
    body = DOM.replace(
        "UNIT", "right_back: {name: 家臣, type: normal, grade: 1, power: 8000, skills: [boost]}"
    ).replace("ATTACK", '{do: attack, attacker: left_front, boost: "yes"}')
    assert "7.39.6" in _run(body, "  state: {B.damage: 0}\n")


def test_dominated_front_row_unit_does_not_intercept() -> None:
    body = DOM.replace(
        "UNIT", "left_front: {name: 家臣, type: normal, grade: 2, power: 9000, skills: [intercept]}"
    ).replace("ATTACK", "{do: attack, attacker: vanguard, intercept: [left_front]}")
    got = _run(
        body, "  state: {B.damage: 1, B.left_front: [家臣]}\n  outcome: {game_over: false}\n"
    )
    assert {"7.39.6", "7.39.1.1.1"} <= got


def test_attack_against_a_dominated_unit_is_refused_as_not_built() -> None:
    # an attack by a dominated unit runs since round 62 (test_vg_r62_dominated_attack); one
    # against a dominated unit (whether 10.4.1.6 offers it, 7.39.1.1.1, 7.39.5) is not built
    import pytest

    from ruling.scenario import ScenarioError

    body = DOM.replace(
        "UNIT", "left_front: {name: 家臣, type: normal, grade: 2, power: 9000}"
    ).replace("ATTACK", "{do: attack, attacker: vanguard, target: 家臣}")
    with pytest.raises(ScenarioError, match="dominated unit"):
        resolve(loads(body, "t.yaml"))
