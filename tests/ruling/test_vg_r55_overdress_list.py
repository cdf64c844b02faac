"""vg round 55 (issue 14, s52vgR1): the card field ``over_dress`` — the overDress unit condition
(14.42.1.1) — takes one name or a list of names (the rear-guard must be one of them), as
``cross_over_dress`` lists its origins; a list was refused by the loader before."""

from __future__ import annotations

import pytest

from tests.ruling.boards import rejection, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 女王, type: normal, grade: 3, power: 13000}
    left_front: {name: 見習い, type: normal, grade: 2, power: 10000}
    hand:
      - {name: 舞姫, type: normal, grade: 3, power: 15000, over_dress: %s}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: overdress, card: 舞姫, circle: left_front}
"""


@pytest.mark.parametrize("given", ["見習い", "[見習い]", "[従者, 見習い]"])
def test_a_name_or_a_list_of_names(given: str) -> None:
    r = vg_run(BOARD % given)
    assert "舞姫" in zone_names(r, "A", "field.left_front")
    assert "舞姫" not in zone_names(r, "A", "hand")


def test_a_list_not_naming_the_rear_guard_is_refused_9_9_2_5() -> None:
    r = vg_run(BOARD % "[従者, 侍女]")
    assert "オーバードレス" in rejection(r)
    assert "舞姫" in zone_names(r, "A", "hand")
