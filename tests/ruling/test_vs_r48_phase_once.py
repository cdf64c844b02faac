"""Round 48: each phase of a turn is carried out once, in order (6.1.1) — the energy phase's
put (6.4.1.2) or the draw phase's draw (6.3.1.2) asked a second time in the same turn is refused;
in the next turn the phase is carried out again."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: stand}
players:
  A:
    deck: 10
    hand: [札1, 札2]
    energy: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
ACTIONS
expect:
EXPECT
"""


def _run(actions: str, expect: str) -> object:
    r = resolve(loads(BOARD.replace("ACTIONS", actions).replace("EXPECT", expect), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return r


def test_second_energy_put_refused() -> None:
    r = _run(
        "  - {do: energy_phase, card: 札1}\n  - {do: energy_phase, card: 札2, allowed: false}",
        "  state: {A.energy: 1, 札2.zone: A.hand}",
    )
    assert {"6.1.1", "6.4.1.2"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_second_draw_phase_refused() -> None:
    r = _run(
        "  - {do: draw_phase}\n  - {do: draw_phase, allowed: false}",
        "  state: {A.hand: 3, A.deck: 9}",
    )
    assert "6.1.1" in r.decided_by  # type: ignore[attr-defined]


def test_one_energy_put_allowed() -> None:
    _run("  - {do: energy_phase, card: 札1}", "  state: {A.energy: 1, 札2.zone: A.hand}")
