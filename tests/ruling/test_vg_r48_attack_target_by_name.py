"""Round 48: an attack's target may be given by the unit's name (as its attacker may): it is the
defender's circle the unit is on as the attack is declared (10.4.1.6), here hit and retired."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import vg_run

BOARD = """players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    right_front: {name: 兵卒, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: %s}
expect:
  state: {兵卒.zone: B.drop, B.damage: 0}
"""


@pytest.mark.parametrize("target", ["兵卒", "right_front"])
def test_the_name_is_its_circle(target: str) -> None:
    r = vg_run(BOARD % target, phase="battle")
    assert not check_expect(r)
