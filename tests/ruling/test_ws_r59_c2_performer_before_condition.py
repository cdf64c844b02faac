"""ws round 59 (s56wsC2): 「相手は自分の手札が4枚以上なら、自分の手札を1枚選び、控え室に置く。」 — the
player named before the condition does the step after it (8.6.5), and 「自分」 in the condition is
that player: the opponent's hand is counted, the opponent discards."""

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
    hand:
      - {{name: 命じる札, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: red,
         text: "【自】 このカードが舞台に置かれた時、相手は自分の手札が4枚以上なら、自分の手札を1枚選び、控え室に置く。"}}
      - {{name: 自分の札, type: character, level: 0}}
      - {{name: 自分の札, type: character, level: 0}}
      - {{name: 自分の札, type: character, level: 0}}
      - {{name: 自分の札, type: character, level: 0}}
    deck: 20
  B:
    hand: [{hand}]
    deck: 20
actions:
  - {{do: play, card: 命じる札, slot: center_front}}
ask: [A.hand, B.hand, B.waiting_room]
"""

CARD = "{name: 相手の札, type: character, level: 0}"


@pytest.mark.parametrize(("n", "left"), [(4, 3), (3, 3)])
def test_the_opponent_counts_and_discards(n: int, left: int) -> None:
    r = resolve(loads(BOARD.format(hand=", ".join([CARD] * n))))
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    assert st["B.hand"] == left
    assert st["B.waiting_room"] == n - left
    assert st["A.hand"] == 4  # A's own hand (4 cards) is neither counted nor touched
