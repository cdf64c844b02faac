"""Round 63 (s60vgR3): a G rear-guard moved to the G zone moves once. 4.4.2.2 sends a G
rear-guard, after its move, from the destination to the G zone; when the destination is the G
zone itself that second move has nothing to do (before, the trace recorded a move G zone → G
zone). It lands face up (4.14.5). A G rear-guard moved elsewhere still makes both moves."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 先導者, type: normal, grade: 3, power: 13000}
    left_front: {name: 超越者, type: g, grade: 4, power: 15000}
    deck: 15
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 15
actions:
  - {do: move, card: 超越者, to: TO}
"""


def _moves(to: str, expect: str) -> tuple[list[str], list[bool]]:
    r = resolve(loads(BOARD.replace("TO", to) + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    g = r.main.final.players["A"].zones["g_zone"]  # type: ignore[attr-defined]
    return [s.en for s in r.main.trace.steps if s.event == "move"], [c.face_up for c in g]


def test_g_rearguard_to_the_g_zone_moves_once_face_up() -> None:
    moves, faces = _moves("g_zone", "  state: {A.g_zone: [超越者]}\n")
    assert len(moves) == 1, moves
    assert faces == [True]


def test_g_rearguard_to_the_drop_still_goes_on_to_the_g_zone() -> None:
    moves, faces = _moves("drop", "  state: {A.g_zone: [超越者], A.drop: 0}\n")
    assert len(moves) == 2, moves
    assert faces == [True]
