"""ws round 58 (s55wsC): 「そのターン中、そのキャラは特徴をすべて失い、パワーを＋3000」 — the card has
no trait (2.5) for the duration (8.2.1.2), the change chained to it lasting as long; 「【永】 この
カードは特徴をすべて失う」 — while the ability applies, those given too (8.9.1.5)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

WATCH = "【永】 他のあなたの《音楽》のキャラ1枚につき、このカードのパワーを＋1000。"

EVENT_BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: B}}
players:
  A:
    level: [{{name: 黄, type: character, color: YELLOW}}]
    hand:
      - {{name: 歌, type: event, level: 0, cost: 0, color: YELLOW, text: "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、そのキャラは特徴をすべて失い、パワーを＋3000。"}}
    stage:
      center_front: {{name: 奏者, type: character, level: 0, power: 3000, soul: 1, color: YELLOW, traits: [音楽, 学園]}}
      left_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1, text: "{watch}"}}
    deck: 10
  B:
    deck: 10
actions:
  - {{do: play, player: A, card: 歌}}
choices:
  - {{player: A, at: choose, choose: 奏者}}
ask: [奏者.power, 観測者.power]
"""


def test_the_event_takes_every_trait_for_the_turn() -> None:
    r = resolve(loads(EVENT_BOARD.format(watch=WATCH)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["奏者.power"] == 6000
    assert r.outcome["state"]["観測者.power"] == 3000  # 奏者 has no 《音楽》 now


STAGE = """\
players:
  A:
    stage:
      center_front: {{name: 奏者, type: character, level: 0, power: 3000, soul: 1, traits: [音楽], text: "{text}"}}
      left_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1, text: "{watch}"}}
    deck: 10
  B:
    deck: 10
actions: []
ask: [観測者.power]
"""


@pytest.mark.parametrize(
    ("text", "power"),
    [
        ("【永】 このカードは特徴をすべて失う。", 3000),
        ("【永】 このカードは《音楽》を得る。", 4000),
        ("【永】 このカードは《学園》をすべて失う。", 4000),
    ],
)
def test_the_continuous_loss(text: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + STAGE.format(text=text, watch=WATCH)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
