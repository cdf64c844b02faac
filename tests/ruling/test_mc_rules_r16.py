"""mc rules, round 16 work (second wave of round 15: the r15 blind files moved into development),
each a general reading with a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_DISCARD = """\
game: mc
title: t
turn: {player: A, number: 6, phase: hand2}
players:
  A:
    deck: 10
    hand: [岩, 泥, ゴブリン, コボルド, 平原, 森]
  B: {deck: 10}
actions:
  - {do: hand_phase, which: 2, discard: [岩, 泥]}
expect:
  state: {A.discard: %s, A.hand: %s}
"""


@pytest.mark.parametrize("listed", ["[岩, 泥]", "[泥, 岩]"])
def test_a_discard_piles_order_is_free(listed: str) -> None:
    """5.1.5.7: a discard pile's order may be changed at will — a list of its names is compared
    whatever the order (as 5.1.4.4 for a hand)."""
    r = resolve(loads(_DISCARD % (listed, "6")))
    assert check_expect(r) == []


def test_a_discard_pile_with_other_cards_is_still_refused() -> None:
    r = resolve(loads(_DISCARD % ("[岩, 森]", "6")))
    assert check_expect(r) != []
