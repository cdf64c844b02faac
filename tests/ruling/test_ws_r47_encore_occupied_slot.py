"""Round 47: the point ``encore_into_occupied_slot`` (an encore resolving into the slot a new
character took) names 4.12.2.10.1 among its clauses: the reading that the character cannot be
put there rests on it (only the standby icon, and a play by 8.6.2.5.1, are said to go into an
occupied slot), so a ruling that raises the point names it as a clause read two ways."""

from __future__ import annotations

from ruling import unsettled
from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 旧, type: character, level: 0, power: 2000, soul: 1, color: GREEN}}
    hand: [{name: 新, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: GREEN}]
    stock: 3
    level: []
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, card: 新, slot: center_front}
choices:
  - {player: A, at: encore, choose: "yes"}
"""


def test_point_names_the_standby_clause() -> None:
    e = unsettled.entry("ws", "encore_into_occupied_slot")
    assert "4.12.2.10.1" in e.clauses


def test_ruling_flags_the_standby_clause() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    flagged = [w.clauses for w in r.main.warnings if w.kind == "ambiguity"]
    assert any("4.12.2.10.1" in c and "10.2.2" in c for c in flagged), flagged
