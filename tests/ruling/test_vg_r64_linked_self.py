"""Round 64 (s61vgR4): the attacking unit itself in 連携攻撃状態 — 17.17.11.1 (no 「他の」: its own
power added) against 11.11.1.8 / 17.17.11.1.1 (連携攻撃 beside boost and guardian: another unit's
power) is the unsettled point ``linked_attack_attacker_itself``, raised at the power comparison,
both readings run. Another unit in the state raises nothing."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 盟主, type: normal, grade: 3, power: 13000}
    left_front:
      name: 弓兵
      type: normal
      grade: 2
      power: 9000
      text: "【自】(R)：このユニットがアタックした時、そのバトル中、このユニットを連携攻撃状態にする。"
    right_front: {name: 槍兵, type: normal, grade: 2, power: 5000}
    deck: 10
  B:
    vanguard: {name: 乙, type: normal, grade: 3, power: 13000}
    damage: 1
    deck: [{name: 札, type: normal, grade: 1, trigger: none}, 10]
actions:
  - {do: attack, player: A, attacker: left_front, target: B.vanguard}
expect:
  ambiguous: ["17.17.11.1"]
  readings:
    other_units_only: {state: {B.damage: 1}}
    adds_own_power: {state: {B.damage: 2}}
"""


def test_the_attacker_itself_in_the_state_raises_the_point() -> None:
    # 9000 against 13000: no hit under the engine's reading; 9000 + 9000 = 18000 under the other
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_another_unit_in_the_state_raises_nothing() -> None:
    # the vanguard attacks and puts 弓兵 (another unit) in the state: its power is added
    # (13000 + 9000 = 22000 ≥ 13000: hit), and no point is raised
    body = BOARD.split("expect:")[0].replace("attacker: left_front", "attacker: vanguard")
    body = body.replace(
        "vanguard: {name: 盟主, type: normal, grade: 3, power: 13000}",
        'vanguard: {name: 盟主, type: normal, grade: 3, power: 13000, text: "【自】(V)：アタックした時、'
        'あなたのリアガードを１枚選び、そのバトル中、連携攻撃状態にする。"}',
    )
    body += "choices:\n  - {player: A, at: choose, choose: 弓兵}\nexpect:\n  state: {B.damage: 2}\n"
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not any("17.17.11.1.1" in str(w) for w in r.warnings())
    assert "17.17.11.1" in r.decided_by
    assert not [c for lf in r.leaves for c in lf.choices if c.reading]
