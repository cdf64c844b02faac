"""mc rules, round 18 second part (s14mc): the r18 development files (tests/scenarios/mc/r18_*)
read against the rules text — an engine fix in general form with its own minimal test."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# --- a deck the scenario does not list is unknown, not empty (zone_not_given_not_empty) --------

_HAND_PHASE = """
game: mc
title: t
turn: {player: A, number: 7}
players:
  A:
%s    hand: %d
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 10
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: hand_phase, which: 1, discard: []}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("deck", "hand", "after"), [("", 4, 6), ("", 1, 6), ("    deck: 1\n", 4, 5)]
)
def test_the_hand_phase_fills_from_a_deck_not_given(deck: str, hand: int, after: int) -> None:
    """7.2.5: the advancing side replenishes up to the hand limit (5.1.4.7: 6) one card at a
    time (12.3.1). A deck the scenario does not list is taken as not empty, its cards unknown,
    and said; a listed deck of one card runs out after one (the step ends, 7.2.5)."""
    r = resolve(loads(_HAND_PHASE % (deck, hand)))
    assert r.outcome["state"] == {"A.hand": after}
    keys = {w.key for w in r.warnings() if w.kind == "assumption"}
    assert ("zone_not_given_not_empty" in keys) == (not deck)
    assert {"7.2.5", "12.3.1"} <= set(r.decided_by)


_EFFECT = """
game: mc
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hand: 2
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 3}
  B: {deck: 10, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: resolve_text, player: A, text: "カードを%d枚補充する。"}
ask: [A.hand]
"""


@pytest.mark.parametrize("n", [1, 3])
def test_an_effects_replenish_from_a_deck_not_given(n: int) -> None:
    """12.3.1 by an effect: n cards of unknown name and type come from the unlisted deck."""
    r = resolve(loads(_EFFECT % n))
    assert r.outcome["state"] == {"A.hand": 2 + n}
    assert any(w.key == "zone_not_given_not_empty" for w in r.warnings())
