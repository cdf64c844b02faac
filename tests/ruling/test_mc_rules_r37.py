"""mc rules found through the round-37 files (s33rulesCOMCVS; round 37): a terrain placement cites
the item of 12.1.1.2.5's a–d the area falls under, on a minimal case with its neighbour (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

_PLACE = """game: mc
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 砦, type: terrain, limit: 6}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: place_terrain, card: 砦, area: %s}
ask: [砦.zone]
"""


def _run(area: str) -> Any:
    return resolve(loads(_PLACE % area, "t.yaml"))


def test_placement_on_an_own_held_terrain_cites_item_a() -> None:
    r = _run("c2")
    assert {"12.1.1.2.5", "12.1.1.2.5#li1"} <= set(r.decided_by)
    assert "12.1.1.2.5#li2" not in r.decided_by


def test_placement_next_to_an_own_held_terrain_cites_item_b() -> None:
    r = _run("c3")
    assert {"12.1.1.2.5", "12.1.1.2.5#li2"} <= set(r.decided_by)
    assert "12.1.1.2.5#li1" not in r.decided_by
