"""ws round 51 (s48wsA): the clock phase's placement (6.4.1.2) replaced by a scenario's `op: replace`
of the card's `move` — the rules' placement is carried out as that action so that the replacement
applies (8.10.1), and the audit's clock_placement_replaced_draw is raised as for a card's text."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = (
    "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: clock, first_player: A}\n"
    "players:\n  A:\n    deck: 10\n    hand: [{name: 札, type: character, level: 0}]\n"
    "  B: {deck: 10}\n"
    "{effects}"
    "actions:\n  - {do: clock_phase, card: 札}\n"
)
EFFECT = "effects:\n  - {target: 札, stat: move, op: replace, value: waiting_room}\n"


@pytest.mark.parametrize("replaced", [True, False])
def test_a_clock_placement_replaced_by_a_move_replacement(replaced: bool) -> None:
    board = BOARD.replace("{effects}", EFFECT if replaced else "")
    expect = (
        "expect:\n  ambiguous: ['6.4.1.2', '8.10.1.1']\n  readings:\n"
        "    no_draw: {state: {A.hand: 0, 札.zone: A.waiting_room, A.clock: 0}}\n"
        "    draws: {state: {A.hand: 2, 札.zone: A.waiting_room, A.clock: 0}}\n"
        "  decided_by: ['6.4.1.2', '8.10.1']\n"
        if replaced
        else "expect:\n  state: {A.hand: 2, 札.zone: A.clock}\n  ambiguous: false\n"
    )
    assert check_expect(resolve(loads(board + expect))) == []
