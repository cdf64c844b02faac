"""ws round 59 (s56wsC): 「このターンの終わりに、…」 in an effect — a delayed ability (8.7.5) made in
the turn the effect is resolved in, meeting that turn's end once (8.7.5.1), as 「そのターンの終わりに」."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hand:
      - {{name: 約束, type: event, level: 0, cost: 0, text: "{text}"}}
    deck: [{{name: 一番星, type: character, level: 0}}, {{name: 二番星, type: character, level: 0}}, 10]
  B:
    deck: 20
actions:
  - {{do: play, card: 約束}}
  {more}
ask: [A.hand, 二番星.zone]
"""


@pytest.mark.parametrize("this", ["この", "その"])
def test_drawn_once_at_the_turns_end(this: str) -> None:
    text = f"{this}ターンの終わりに、あなたは1枚引く。"
    r = resolve(loads(BOARD.format(text=text, more="- {do: end_phase}")))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "二番星.zone": "A.deck"}
    assert "8.7.5" in r.decided_by


def test_not_before_the_end() -> None:
    r = resolve(loads(BOARD.format(text="このターンの終わりに、あなたは1枚引く。", more="")))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == 0
