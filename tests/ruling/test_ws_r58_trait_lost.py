"""ws round 58 (s55wsC): 「他のあなたの《指揮》のキャラがいるなら、このカードは《指揮》を失う」 — one
trait named without 「すべて」: the card has not that trait while the ability applies (2.5), as
「《X》をすべて失う」."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    stage:
      center_front: {{name: 指揮者, type: character, level: 0, power: 3000, soul: 1, traits: [指揮, 音楽], text: "{text}"}}
      left_front: {{name: 甲, type: character, level: 0, power: 3000, soul: 1, traits: [{trait}]}}
      right_front: {{name: 観測者, type: character, level: 0, power: 3000, soul: 1, text: "【永】 他のあなたの《指揮》のキャラ1枚につき、このカードのパワーを＋1000。"}}
    deck: 10
  B:
    deck: 10
actions: []
ask: [観測者.power]
"""


@pytest.mark.parametrize(
    ("text", "trait", "power"),
    [
        (
            "【永】 他のあなたの《指揮》のキャラがいるなら、このカードは《指揮》を失う。",
            "指揮",
            4000,
        ),
        (
            "【永】 他のあなたの《指揮》のキャラがいるなら、このカードは《指揮》を失う。",
            "音楽",
            4000,
        ),
        ("【永】 このカードは《指揮》を失う。", "音楽", 3000),
        ("【永】 このカードは《音楽》を失う。", "音楽", 4000),
    ],
)
def test_the_trait_is_lost(text: str, trait: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, trait=trait)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
