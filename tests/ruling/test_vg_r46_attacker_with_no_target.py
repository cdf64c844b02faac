"""Round 46: a unit declared to attack with no unit of the defender it may attack (「ヴァンガードにアタック
できない」, no front rear-guard) while another attack was possible — chosen and rested, the battle
going to the close step (10.4.1.5, 10.4.1.7.1), or not chosen at all (10.4.1.3: a unit whose attack
is prohibited): the audit's attacker_with_no_target, both readings run; with a unit to attack,
nothing is asked."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    left_front: {name: 突撃兵, type: normal, grade: 2, power: 9000, text: "【永】【(R)】：このユニットはヴァンガードにアタックできない。"}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
REAR
    deck: 10
actions:
  - {do: attack, attacker: left_front}
EXPECT
"""
BOTH = """expect:
  ambiguous: ["10.4.1.7.1"]
  readings:
    - {clauses: ["10.4.1.7.1"], state: {A.left_front: ["突撃兵(rest)"], B.damage: 0}}
    - {clauses: ["10.4.1.7.1"], state: {A.left_front: [突撃兵], B.damage: 0}}
"""


def test_no_unit_to_attack_both_readings() -> None:
    r = resolve(loads(BOARD.replace("REAR\n", "").replace("EXPECT", BOTH), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_a_rearguard_to_attack_asks_nothing() -> None:
    rear = "    left_front: {name: 従者, type: normal, grade: 1, power: 5000}\n"
    plain = 'expect:\n  state: {A.left_front: ["突撃兵(rest)"]}\n'
    body = BOARD.replace("REAR\n", rear).replace("EXPECT", plain)
    body = body.replace(
        "{do: attack, attacker: left_front}",
        "{do: attack, attacker: left_front, target: B.right_front}",
    )
    r = resolve(loads(body, "t.yaml"))
    assert not r.alternates  # type: ignore[attr-defined]
