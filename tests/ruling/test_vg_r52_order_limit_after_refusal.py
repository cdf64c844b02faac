"""Round 52 (s49vgA): a play of an order refused before the card moved (its grade above the
vanguard's, 9.9.2.3) is no order played this turn (11.8.2.1.1 counts those): a later order is
played, and its play rests on the limit (9.9.2.3.1) the refused one did not use up. With no
refused play before, a first order's play does not cite the limit."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 騎士, grade: 1, power: 8000}
    hand:
      - {name: 大号令, type: order, grade: 2}
      - {name: 小号令, type: order, grade: 1, text: "１枚引く。"}
    deck: 10
  B: {vanguard: {name: 王, grade: 1, power: 8000}, deck: 10}
actions:
%s  - {do: play_order, card: 小号令, allowed: true}
expect:
  state: {A.drop: [小号令]}
"""


@pytest.mark.parametrize("refused_first", [True, False])
def test_refused_order_leaves_the_limit(refused_first: bool) -> None:
    first = "  - {do: play_order, card: 大号令, allowed: false}\n" if refused_first else ""
    r = vg_run(BOARD % first)
    assert zone_names(r, "A", "drop") == ["小号令"]
    assert ("9.9.2.3.1" in decided(r)) is refused_first
