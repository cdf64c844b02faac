"""ws round 59 (s56wsC2): 「この効果は、Xの時のみ有効」 / 「この能力は…がいる時のみ有効」 on a 【永】 —
valid only while X holds (8.3.3), read as 「…の場合のみ有効」 is (the condition after a noun phrase
「…2以上の時」 and after a clause 「…いる時」)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    stage:
      center_front: {{name: 有効札, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
      left_front: {{name: 仲間, type: character, level: 0, power: 1000, soul: 1}}
    level: {level}
    deck: 20
  B:
    deck: 20
ask: [有効札.power]
"""

LEVEL = "【永】 このカードのパワーを＋2000。この効果は、あなたのレベルが2以上の時のみ有効。"
ABILITY = "【永】 このカードのパワーを＋2000。この能力はあなたのレベルが2以上の時のみ有効。"
CHARS = "【永】 このカードのパワーを＋2000。この効果は、あなたのキャラが2枚以上いる時のみ有効。"
CHARS3 = "【永】 このカードのパワーを＋2000。この効果は、あなたのキャラが3枚以上いる時のみ有効。"


@pytest.mark.parametrize(
    ("text", "level", "power"),
    [
        (LEVEL, "[1, 1]", 5000),
        (LEVEL, "[1]", 3000),
        (ABILITY, "[1, 1]", 5000),
        (ABILITY, "[]", 3000),
        (CHARS, "[]", 5000),
        (CHARS3, "[]", 3000),
    ],
)
def test_valid_only_while(text: str, level: str, power: int) -> None:
    r = resolve(loads(BOARD.format(text=text, level=level)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["有効札.power"] == power
