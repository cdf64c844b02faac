"""ws round 58 (s55wsC): 「他のあなたの《祭》のキャラの枚数が、相手のレベル以上なら」 — a number of cards
against a player's level, the number of cards in that player's level zone (3.9)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

TEXT = (
    "【永】 他のあなたの《祭》のキャラの枚数が、相手のレベル以上なら、このカードのパワーを＋2000。"
)

BOARD = """\
players:
  A:
    stage:
      center_front: {{name: 祭主, type: character, level: 0, power: 3000, soul: 1, traits: [祭], text: "{text}"}}
      left_front: {{name: 甲, type: character, level: 0, power: 3000, soul: 1, traits: [祭]}}
      right_front: {{name: 乙, type: character, level: 0, power: 3000, soul: 1, traits: [{trait}]}}
    deck: 10
  B:
    level: {level}
    deck: 10
actions: []
ask: [祭主.power]
"""


@pytest.mark.parametrize(
    ("trait", "level", "power"),
    [("祭", 2, 5000), ("祭", 3, 3000), ("音楽", 2, 3000), ("音楽", 1, 5000), ("音楽", 0, 5000)],
)
def test_cards_against_the_opponents_level(trait: str, level: int, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=TEXT, trait=trait, level=level)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["祭主.power"] == power
