"""vg round 55 (issue 14, s52vgR1): 着装 moves the rear-guard from its circle to the vanguard
circle (6.9.2.2) — a move from circle to circle, so the same card with the effects on it still
applied (4.1.8): its turn's +5000 goes into the vanguard's power (6.9.3.5). The step adding the
worn unit's power rests on that move."""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A:
    vanguard: {name: 覇王, type: normal, grade: 3, power: 13000}
    left_front: {name: 装甲竜, type: normal, grade: 1, power: 8000}
    deck: 10
  B: {vanguard: {name: 将, type: normal, grade: 3, power: 25000}, deck: 10}
effects:
  - {target: 装甲竜, stat: power, op: add, value: 5000, until: turn, source: "そのターン中、パワー＋5000。"}
actions:
  - {do: wear, card: 装甲竜, on: 覇王}
ask: [覇王.power]
"""


def test_the_worn_unit_keeps_its_bonus_4_1_8() -> None:
    r = vg_run(BOARD)
    assert r.outcome["state"] == {"覇王.power": 26000}
    assert {"6.9.2.2", "4.1.8", "6.9.3.5"} <= cited(r)
