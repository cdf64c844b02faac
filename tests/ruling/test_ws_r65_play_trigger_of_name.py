"""Round 65 (s62wsC): 「あなたが「水の花器」をプレイした時」 — the play trigger (8.6.2.4) of a card named
by its name alone, of whatever kind (2.1.2). Refused before as "a play trigger of this shape"
(cards_r64 KDO/S642-039)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """players:
  A:
    level: 1
    stock: 0
    deck: 10
    hand:
      - {{name: {name}, type: event, level: 0, cost: 0, color: yellow, text: "あなたは自分の山札の上から1枚を、ストック置場に置く。"}}
    stage:
      center_front: {{name: 花守, type: character, level: 0, power: 3000, soul: 1, text: "【自】 あなたが「水の花器」をプレイした時、あなたは1枚引く。"}}
  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: {name}}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("name", "hand"), [("水の花器", 1), ("土の花器", 0)])
def test_the_card_of_that_name_played(name: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(name=name), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
