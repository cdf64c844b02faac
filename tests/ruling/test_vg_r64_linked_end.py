"""Round 64 (s61vgR4): 17.17.11.2 — a unit in 連携攻撃状態 is in it no more when the current battle
ends, whatever period the effect gave (「そのターン中」 here): the next battle's attacker gains
nothing. The rule's own end of the state is cited (with 10.8.1.2's point)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 盟主
      type: normal
      grade: 3
      power: 13000
      text: "【自】(V)：アタックした時、あなたのリアガードを１枚選び、そのターン中、連携攻撃状態にする。"
    left_front: {name: 弓兵, type: normal, grade: 2, power: 9000}
    right_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: [{name: 山, type: normal, grade: 1, trigger: none}, 10]
  B:
    vanguard: {name: 乙, type: normal, grade: 3, power: 13000}
    hand: [{name: 盾, type: normal, grade: 1, shield: 15000}]
    damage: 0
    deck: [{name: 札, type: normal, grade: 1, trigger: none}, 10]
actions:
  - {do: attack, player: A, attacker: vanguard, target: B.vanguard, guard: [盾]}
  - {do: attack, player: A, attacker: right_front, target: B.vanguard}
choices:
  - {player: A, at: choose, choose: 弓兵}
expect:
  state: {B.damage: 0}
"""


def test_the_state_ends_with_the_battle() -> None:
    # first battle: 13000 + 9000 = 22000 < 13000 + 15000; second: 10000 alone < 13000 (with the
    # state kept for the turn, 10000 + 9000 = 19000 would hit)
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "17.17.11.2" in r.decided_by


def test_within_the_battle_the_state_holds() -> None:
    # the guard smaller: 22000 ≥ 18000 in the first battle — the state is read until it ends
    body = BOARD.replace("shield: 15000", "shield: 5000").replace("B.damage: 0", "B.damage: 1")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
