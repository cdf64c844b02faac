"""mc round 51 (s48mcA): 6.1.1.1 — every player's deck is checked; the game not starting rests
on each deck presented, one legal by 枚数制限解除 (3.3.2.3, 15.5.3.2) among them."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import problems

_SCEN = """\
game: mc
title: t
turn: {player: A, number: 0}
players:
  A:
    deck: [{name: スライム, type: unit, level: 1, text: "枚数制限解除", count: 10}, 40]
  B:
    deck: [{name: 勇者, type: unit, level: 3, count: %d}, %d]
actions:
  - {do: game_setup, dice: {A: 5, B: 2}, allowed: %s}
"""


def test_refusal_rests_on_the_legal_deck_too() -> None:
    text = _SCEN % (4, 46, "false")
    assert problems(text) == []
    got = resolve(loads(text)).decided_by
    assert {"3.3.2.2", "3.3.2.3", "15.5.3.2"} <= set(got)


def test_both_legal_start() -> None:
    text = _SCEN % (3, 47, "true")
    assert problems(text) == []
