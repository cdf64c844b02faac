"""ws round 55 (s52wsR): a prohibition on standing a card (an effect of op ``prohibit`` on the
action ``stand`` done to it, 「スタンドしない」) keeps it rested through the stand phase, which
stands every other character (6.2.1.2; the prohibition wins, 1.3.3)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided

SRC = """\
game: ws
title: t
turn: {player: A, number: 5, phase: stand, first_player: A}
players:
  A:
    stage:
      left_front: {name: 眠り役, type: character, level: 0, power: 3000, soul: 1, state: rest}
      center_front: {name: 起き役, type: character, level: 0, power: 3000, soul: 1, state: rest}
    deck: 10
  B: {deck: 10}
effects:
%s
actions:
  - {do: stand_phase}
ask: [眠り役.state, 起き役.state]
"""
BAN = '  - {target: 眠り役, stat: stand, op: prohibit, until: turn, source: "スタンドしない"}'


def test_prohibited_card_stays_rested() -> None:
    r = resolve(loads(SRC % BAN))
    assert r.outcome["state"]["眠り役.state"] == "rest"
    assert r.outcome["state"]["起き役.state"] == "stand"
    assert {"6.2.1.2", "1.3.3"} <= decided(r)


def test_without_prohibition_both_stand() -> None:
    r = resolve(loads(SRC % "  - {target: A, stat: draw, op: prohibit}"))
    assert r.outcome["state"]["眠り役.state"] == "stand"
    assert r.outcome["state"]["起き役.state"] == "stand"
