"""Round 65 (s62wsC): 「あなたのキャラの下のマーカーが相手のキャラの下のマーカーより多いなら」 — a count of
markers (the cards of the players' marker zones, 3.7.1) compared by the shared reader, the markers
read by WS's own noun reader (a ``sel`` hook of WS's vocabulary). Refused before as "the card kind
marker" (cards_r64 KDO/S642-049)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """players:
  A:
    level: 1
    hand: []
    deck: 10
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1}}
      left_front: {{name: 脇, type: character, level: 0, power: 3000, soul: 1}}
    markers:
      center_front: [{{name: 印1, type: character}}]
      left_front: [{a}]
  B:
    deck: 10
    stage:
      center_front: {{name: 相, type: character, level: 0, power: 3000, soul: 1}}
    markers:
      center_front: [{{name: 印3, type: character}}, {{name: 印4, type: character}}]
actions:
  - {{do: resolve_text, player: A, card: 主, text: "あなたのキャラの下のマーカーが相手のキャラの下のマーカーより多いなら、あなたは1枚引く。"}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("a", "hand"),
    [
        ("{name: 印2, type: character}, {name: 印5, type: character}", 1),  # 3 against 2
        ("{name: 印2, type: character}", 0),  # 2 against 2: not more
    ],
)
def test_markers_compared(a: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(a=a), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
