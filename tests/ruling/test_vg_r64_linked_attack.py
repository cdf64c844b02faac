"""連携攻撃状態 (17.17.11.1, round 64, s61vgR2): while a unit is in it, the attacking unit's power
is increased by that unit's power (11.11.1.8, beside a boost); a change of that unit's power in
the battle is followed (17.17.11.1.1). The attacker itself in the state: the unsettled point
linked_attack_attacker_itself (tests/ruling/test_vg_r64_linked_self.py)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """
game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 盟主, type: normal, grade: 3, power: 13000, nation: バディファイト, text: "{text}"}}
    left_front: {{name: 弓兵, type: normal, grade: 2, power: 9000, nation: バディファイト}}
    deck: [{{name: 山, type: normal, grade: 1, trigger: none}}, 10]
  B:
    vanguard: {{name: 乙, type: normal, grade: 3, power: 13000}}
    hand: [{{name: 盾, type: normal, grade: 1, shield: 10000}}]
    damage: 0
    deck: [{{name: 札, type: normal, grade: 1, trigger: none}}, 10]
actions:
  - {{do: attack, player: A, attacker: vanguard, target: B.vanguard, guard: [盾]}}
choices:
  - {{player: A, at: choose, choose: 弓兵}}
expect:
  state:
    B.damage: {damage}
"""
LINK = "【自】(V)：アタックした時、あなたのリアガードを１枚選び、そのバトル中、連携攻撃状態にする。"


def test_linked_unit_adds_its_power() -> None:
    # 13000 + 9000 = 22000 against 13000 + 10000 = 23000: no hit, the power read all the same
    r = resolve(loads(BOARD.format(text=LINK, damage=0)))
    assert check_expect(r) == []
    assert {"17.17.11.1", "11.11.1.8"} <= set(r.decided_by)


def test_linked_unit_beats_a_smaller_guard() -> None:
    board = BOARD.replace("shield: 10000", "shield: 5000")
    r = resolve(loads(board.format(text=LINK, damage=1)))  # 22000 ≥ 18000: hit
    assert check_expect(r) == []
    assert "17.17.11.1" in r.decided_by
    no_choice = "choices:\n  - {player: A, at: choose, choose: 弓兵}\n"
    r = resolve(loads(board.format(text="", damage=0).replace(no_choice, "")))
    assert check_expect(r) == []  # 13000 < 18000: no hit
    assert "17.17.11.1" not in r.decided_by
