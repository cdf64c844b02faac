"""ws round 58 (s55wsC): 「あなたのレベル以下のレベルを持つ、他のあなたのキャラ」 — a relative clause
「…のレベルを持つ」 is the filter printed before the value's name, as 「あなたのレベル以下の…キャラ」:
a card's level (2.9) against its master's level (3.9: the cards in the level zone)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    level: 1
    stage:
      left_back: {{name: 灯, type: character, level: 0, power: 1000, soul: 1, text: "【永】 あなたのレベル以下のレベルを持つ、他のあなたのキャラすべてに、パワーを＋1000。"}}
      right_front: {{name: 観測者, type: character, level: {lv}, power: 5000, soul: 1}}
    deck: 10
  B:
    deck: 10
actions: []
ask: [観測者.power, 灯.power]
"""


@pytest.mark.parametrize(("lv", "power"), [(0, 6000), (1, 6000), (2, 5000)])
def test_the_level_against_the_players(lv: int, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(lv=lv)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power
    assert r.outcome["state"]["灯.power"] == 1000  # 「他の」: not itself
