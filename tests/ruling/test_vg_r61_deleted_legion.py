"""Round 61 (s58vgR1): a legion whose unit is deleted keeps the legion (7.32.7): the legion
vanguard's attack compares the sum of both powers, the deleted one its printed power less
(7.32.2, 10.7.1.2), and the comparison rests on 7.32.7."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    vanguard:
      - {name: 主, grade: 3, power: 13000, legion: leader, DELETED}
      - {name: 従, grade: 3, power: 12000, legion: mate}
    deck: [{name: 外れ一, type: normal, trigger: none}, {name: 外れ二, type: normal, trigger: none}, 8]
  B:
    vanguard: {name: 壁, grade: 3, power: 20000}
    hand: 0
    deck: 10
actions:
  - {do: attack}
expect:
  state: {B.damage: DAMAGE}
"""


@pytest.mark.parametrize(("deleted", "damage"), [("deleted: true, face: down", 0), ("face: up", 1)])
def test_deleted_legion_unit_keeps_the_legion(deleted: str, damage: int) -> None:
    r = resolve(loads(BOARD.replace("DELETED", deleted).replace("DAMAGE", str(damage)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert ("7.32.7" in cited(r)) is (damage == 0)
