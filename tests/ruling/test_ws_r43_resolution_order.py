"""ws round 43: a damage card revealed onto cards already in the resolution zone is put on top of
them (3.13.2), the order they keep into the clock (3.13.1.3.1); the first card of a damage, on an
empty zone, rests on no such clause."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

SCN = """game: ws
title: t
turn: {player: B, number: 6, phase: attack, first_player: A}
players:
  A:
    level: 0
    clock: [{name: 旧, type: character}]
    deck: [{name: 一, type: character}, {name: 二, type: character}, {name: 三, type: event}, 10]
    waiting_room: 4
  B: {deck: 20}
actions:
  - {do: damage, to: A, amount: N}
ask: [A.clock]
"""


@pytest.mark.parametrize(
    ("n", "clock", "on_top"),
    [(3, ["三", "二", "一", "旧"], True), (1, ["一", "旧"], False)],
)
def test_ws_damage_cards_pile_up_in_the_resolution_zone(
    n: int, clock: list[str], on_top: bool
) -> None:
    r = resolve(loads(SCN.replace("N", str(n)), "t.yaml"))
    got = [c.name for c in r.main.final.players["A"].zones["clock"]]
    assert got == clock  # top first
    assert ("3.13.2" in r.decided_by) is on_top
