"""ws round 55 (s52wsT): 「このカードのパワーは、相手のターン中、－1000。」 — the value changed said as
the topic (は): the same continuous change as 「相手のターン中、このカードのパワーを－1000。」, applied
only while it is that player's turn (8.1.1.3)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state, unsupported

BOARD = """\
game: ws
title: t
turn: {{player: {turn}, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 6
    stage:
      center_front: {{name: 針箱, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
  B:
    deck: 6
actions: []
ask: [針箱.power]
"""


@pytest.mark.parametrize(("turn", "power"), [("A", 3000), ("B", 2000)])
def test_power_as_topic_in_the_opponents_turn(turn: str, power: int) -> None:
    text = "【永】 このカードのパワーは、相手のターン中、－1000。"
    r = resolve(loads(BOARD.format(text=text, turn=turn), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert main_state(r, "針箱.power") == power
