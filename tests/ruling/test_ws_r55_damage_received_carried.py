"""ws round 55 (s52wsT2): 「あなたは1枚引き、2ダメージを受ける」 — the 「Nダメージを受ける」 that names
no player is received by the topic of the sentence's step before it: that player is given the
damage (4.10.1.1), the card its source (4.11.1.2), and it goes to the clock unless cancelled."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

EVENT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 黄L, type: character, color: YELLOW}}]
    stock: 3
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    hand:
      - {{name: 催し, type: event, level: 1, cost: 0, color: YELLOW, text: "{text}"}}
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, {{name: 山3, type: character}}, 7]
  B:
    deck: [{{name: 相1, type: character}}, {{name: 相2, type: character}}, 8]
actions:
  - {{do: play, card: 催し}}
"""


@pytest.mark.parametrize(
    ("text", "hurt", "drawer"),
    [
        ("あなたは1枚引き、2ダメージを受ける。", "A", "A"),
        ("相手は1枚引き、2ダメージを受ける。", "B", "B"),
    ],
)
def test_the_topic_receives(text: str, hurt: str, drawer: str) -> None:
    r = resolve(loads(EVENT.format(text=text), "t.yaml"))
    assert not unsupported(r)
    other = "B" if hurt == "A" else "A"
    assert len(zone(r, hurt, "clock")) == (3 if hurt == "A" else 2)
    assert len(zone(r, other, "clock")) == (1 if other == "A" else 0)
    assert len(zone(r, drawer, "hand")) == 1
