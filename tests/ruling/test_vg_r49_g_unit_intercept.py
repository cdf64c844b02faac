"""Round 49: a G unit's intercept moves it from its rear-guard circle to the guardian circle —
a move between zones (each circle is one, 4.9.1) that 4.4.2 spares only from a rear-guard or
vanguard circle to a rear-guard circle: it is put at once into the G zone (4.4.2.2) and guards
nothing. A normal unit's intercept guards."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 18000}
    deck: [{name: 空札, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}
    left_front: {name: 盾兵, type: %s, grade: 2, power: 10000, shield: 10000, skills: [intercept]}
    g_zone: 3
    deck: [{name: 外れ, type: normal, grade: 2, trigger: none}, 9]
actions:
  - do: attack
    attacker: vanguard
    guard_actions:
      - {do: intercept, card: 盾兵}
expect:
  state: {B.damage: %d, 盾兵.zone: %s}
"""


@pytest.mark.parametrize(
    ("kind", "damage", "zone", "g"), [("g", 1, "B.g_zone", True), ("normal", 0, "B.drop", False)]
)
def test_g_unit_intercept_goes_to_g_zone(kind: str, damage: int, zone: str, g: bool) -> None:
    r = vg_run(BOARD % (kind, damage, zone), phase="battle")
    assert not check_expect(r)
    assert ("4.4.2.2" in cited(r) and "4.9.1" in cited(r)) is g
