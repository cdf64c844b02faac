"""Round 47 (issue 14): 6.6.2 lets a stride be made when both vanguards are grade 3 or more, or
when the fighter's vanguard was grade 3 or more at the start of its turn — the grade the turn
began with, not one reached by a ride this turn. A scenario starting in the ride phase has not
ridden yet: its vanguard is the one the turn began with."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 若竜, grade: %d, power: 10000}
    hand: [{name: 覇竜, grade: 3, power: 13000}, {name: 大剣, grade: 3, power: 13000}]
    g_zone: [{name: 超越竜, type: g, grade: 4, power: 15000, face: down}]
    deck: 20
  B:
    vanguard: {name: 重騎士, grade: 2, power: 10000}
    deck: 20
actions:
  - {do: ride_phase, card: 覇竜, stride: 超越竜, stride_discard: [大剣]}
"""


@pytest.mark.parametrize(("start", "strode"), [(2, False), (3, True)])
def test_the_grade_the_turn_began_with(start: int, strode: bool) -> None:
    r = vg_run(BOARD % start, phase="ride")
    assert ("超越竜" in zone_names(r, "A", "g_zone")) is not strode
    assert "6.6.2" in cited(r)
