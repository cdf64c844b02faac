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


_ABSORBED = """\
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 10
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 2, attack: %d, defense: 9}
  B:
    deck: 10
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 3}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 5, B: 2}}
ask: [B.field.c3]
"""


def test_a_defender_that_takes_no_attack_damage_stays_by_9_3() -> None:
    """An attack of 0 against 兵: 9.3's formula gives it no damage, and that is why it is still on
    c3 — the no-damage step is among the zone's causes, as a survivor's step (11.3.1.2.1) is."""
    r = resolve(loads(_ABSORBED % 0))
    assert r.outcome["state"] == {"B.field.c3": ["森", "兵(rest)"]}
    assert "9.3" in r.decided_by
