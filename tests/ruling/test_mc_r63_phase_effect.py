"""Monster Collection (mc), round 63 (s60mcR): a scenario's effect in force ``until: phase`` —
the period the rules give an effect made outside a battle (4.6.9, 10.14.6: to the end of the
phase it was made in), ended at that phase's end by the turn procedure; a game whose rules give
no such period refuses it (``Game.phase_effects``)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import mc_area, mc_scenario


def _run(until: str, later: int) -> list[str]:
    """A's 戦士 (attack 3) under 「攻撃力:-2」 ``until``: 1 in the main phase, ``later`` in the summon
    phase after it: the checks that fail."""
    unit = "{name: 戦士, type: unit, level: 1, attack: 3, defense: 3}"
    scn = mc_scenario(
        turn="{player: A, number: 5, phase: main}",
        a=mc_area("c2", "平原", 8, unit),
        rest=f"effects:\n  - {{target: 戦士, stat: attack, op: add, value: -2, until: {until}}}\n"
        "actions:\n  - {do: check, state: {戦士.attack: 1}}\n"
        f"  - do: summon_phase\n    actions: [{{do: check, state: {{戦士.attack: {later}}}}}]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.rejected
    return check_expect(r)


def test_an_effect_until_the_phase_ends_with_it() -> None:
    assert _run("phase", 3) == []


def test_an_effect_until_the_turn_outlasts_the_phase() -> None:
    assert _run("turn", 1) == []


def test_a_game_without_the_period_refuses_it() -> None:
    scn = (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A: {stage: {center_left: [{name: 甲, type: character, level: 0, power: 3000}]}}\n"
        "  B: {}\n"
        "effects:\n  - {target: 甲, stat: power, op: add, value: 1000, until: phase}\n"
    )
    with pytest.raises(ScenarioError, match="until: phase"):
        loads(scn)
