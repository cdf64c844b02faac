"""mc round 50 (s47mcA): the game begins at the first player's summon phase (7.1.1, 7.2.8,
7.3.7, 7.4.1) — the first turn has neither a first hand adjustment phase nor a main phase."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import problems

_SETUP = """\
game: mc
title: t
turn: {player: A, number: 0}
players:
  A: {deck: 50}
  B: {deck: 50}
actions:
  - {do: game_setup, dice: {A: %d, B: %d}, mulligan: {A: no, B: no}}
%s
expect:
  state: %s
"""


def test_setup_leaves_the_first_player_at_the_summon_phase() -> None:
    """B wins the 1D: turn 1 is B's, standing at its summon phase, and the step says why."""
    text = _SETUP % (2, 5, "", "{turn.player: B, turn.number: 1, turn.phase: summon}")
    assert problems(text) == []
    r = resolve(loads(text))
    assert {"7.2.8", "7.3.7", "7.1.1"} <= set(r.decided_by)


def test_the_summon_phase_then_runs_as_the_turn_opening() -> None:
    """The summon phase asked for next starts over the phase set at set-up (nothing closed),
    and is still turn 1's; a main phase asked for instead is refused (7.3.7)."""
    text = _SETUP % (6, 1, "  - {do: summon_phase}", "{turn.player: A, turn.phase: summon}")
    assert problems(text) == []
    text = _SETUP % (6, 1, "  - {do: main_phase}", "{turn.phase: summon}")
    r = resolve(loads(text))
    assert r.main.outcome.get("rejected")
