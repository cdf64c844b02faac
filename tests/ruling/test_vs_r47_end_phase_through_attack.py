"""Round 47: the end phase asked for from the chara or ability phase, with no attack phase yet
this turn, passes through the attack phase (6.1.1): 「アタックフェイズの始めに」 triggers at its
first attack declaration step (7.1.2.1), then no attack is made (7.1.2.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vs
title: t
turn: {player: A, number: 4, first_player: B, phase: PHASE}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]アタックフェイズの始めに、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, state: STATE}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}
actions:
ACTIONS
expect:
  state: {A.hand: HAND}
"""


@pytest.mark.parametrize("phase", ["ability", "chara"])
@pytest.mark.parametrize("state", ["rest", "stand"])
def test_end_phase_from_before_the_attack_phase(phase: str, state: str) -> None:
    board = (
        BOARD.replace("PHASE", phase)
        .replace("STATE", state)
        .replace("ACTIONS", "  - {do: end_phase}")
        .replace("HAND", "[山札1]")
    )
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"6.1.1", "7.1.2.1", "7.1.2.2"} <= cited(r)


def test_after_not_attacking_the_trigger_is_not_met_again() -> None:
    """The neighbour: the attack phase already begun (``attack`` with no support, 7.1.2.2),
    the end phase does not start it again — one draw."""
    board = (
        BOARD.replace("PHASE", "ability")
        .replace("STATE", "stand")
        .replace("ACTIONS", "  - {do: attack}\n  - {do: end_phase}")
        .replace("HAND", "[山札1]")
    )
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
