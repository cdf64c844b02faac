"""Round 57 (s54wsT): a climax is played only at the climax phase's play timing (6.6.1.2,
6.6.1.2.1; a play timing is the moment a player may act, 4.5.1). The phase opens it and closes
it as data (``common.PLAY_TIMINGS``): once the turn player acted at it (a climax played: not given
again, 6.6.1.2.2) or chose to do nothing (4.5.3.2), the check timing closing the phase runs
(6.6.1.3) and a climax `play` after that is refused, though the phase is still the climax phase
until the attack phase begins. A refused declaration is no action: the timing stays the
player's."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(actions: str, expect: str, phase: str = "main") -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: {phase}}}
players:
  A:
    level: 0
    clock: [{{name: 焚き火, type: character, level: 0, color: red}}]
    hand:
      - {{name: 紅一, type: climax, color: red, trigger: soul}}
      - {{name: 紅二, type: climax, color: red, trigger: soul}}
      - {{name: 蒼一, type: climax, color: blue, trigger: soul}}
  B: {{}}
actions:
{actions}
expect:
{expect}
"""


def _ok(y: str) -> None:
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_climax_played_inside_the_phase() -> None:
    _ok(_board("  - {do: climax_phase, card: 紅一}", "  state: {紅一.zone: A.climax}"))


def test_scenario_starting_at_the_climax_phase_plays_there() -> None:
    _ok(_board("  - {do: play, card: 紅一}", "  state: {紅一.zone: A.climax}", phase="climax"))


def test_refused_declaration_keeps_the_timing() -> None:
    # 蒼一 fails its colour condition (8.6.2.1.1): no action taken, 紅一 is played at the same
    # play timing
    _ok(
        _board(
            "  - {do: climax_phase, card: 蒼一, allowed: false}\n  - {do: play, card: 紅一}",
            "  state: {蒼一.zone: A.hand, 紅一.zone: A.climax}",
        )
    )


def test_play_after_doing_nothing_is_refused() -> None:
    _ok(
        _board(
            "  - {do: climax_phase, card: none}\n  - {do: play, card: 紅一, allowed: false}",
            '  state: {紅一.zone: A.hand}\n  decided_by: ["4.5.3.2", "6.6.1.3"]',
        )
    )


def test_second_climax_after_the_phase_closed_is_refused() -> None:
    _ok(
        _board(
            "  - {do: climax_phase, card: 紅一}\n  - {do: play, card: 紅二, allowed: false}",
            '  state: {紅一.zone: A.climax, 紅二.zone: A.hand}\n  decided_by: ["6.6.1.2.2"]',
        )
    )


def test_play_after_a_started_phase_was_played_in_is_refused() -> None:
    # the scenario starts at the climax phase's play timing: the climax played there ends it
    _ok(
        _board(
            "  - {do: play, card: 紅一}\n  - {do: play, card: 紅二, allowed: false}",
            '  state: {紅一.zone: A.climax, 紅二.zone: A.hand}\n  decided_by: ["6.6.1.2.2"]',
            phase="climax",
        )
    )


def test_attack_after_a_refused_declaration_does_nothing_at_the_timing() -> None:
    # the timing left open by the refused declaration: going to the attack phase is choosing to
    # do nothing at it (4.5.3.2) and the phase's closing check timing runs (6.6.1.3)
    y = _board(
        "  - {do: climax_phase, card: 蒼一, allowed: false}\n  - {do: encore_step}",
        "  state: {蒼一.zone: A.hand}",
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    cited = {c for s in r.main.trace for c in s.clauses}
    assert {"4.5.3.2", "6.6.1.3"} <= cited
