"""Round 52 (s49vsB): the top card of a shuffled vs deck is a random result, no player's decision
(3.2.2: after a shuffle no player knows the order; 9.8.1 「良くシャッフルして」): the ruling branches
on it as chance (``by_chance`` / ``regardless_of_chance``), as vg and ws do — before, the branches
were named as the deck owner's choice (``regardless_of: [A]``, vs/r39_005)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# the deck renewal (9.8.1) at the chara phase's check timing (6.5.1.1): the waiting room's three
# different cards shuffled into the new deck, its top card to the retire zone
_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: chara}
players:
  A:
    deck: 0
    waiting: [{name: 律子}, {name: 亜美}, {name: 真}]
    hand: 1
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}
actions:
  - {do: chara_phase, actions: []}
ask: [%s]
"""


def test_a_count_is_the_same_whatever_the_shuffle() -> None:
    r = resolve(loads(_BOARD % "A.retire, A.deck"))
    assert r.outcome["state"] == {"A.retire": 1, "A.deck": 2}
    assert r.outcome.get("regardless_of_chance") is True
    assert not r.outcome.get("regardless_of")


def test_the_card_retired_depends_on_chance() -> None:
    r = resolve(loads(_BOARD % "律子.zone"))
    assert r.outcome.get("by_chance") is True
