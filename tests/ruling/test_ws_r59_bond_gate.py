"""ws round 59 (s56wsR): 絆 means 「コストを払ってよい。そうしたら、…選び、手札に戻す」 (10.4.2) — the
search follows only the payment (8.6.4, 8.6.4.1); with no card of the name in the waiting room
the choice asked of it is simply not made (1.3.2, 8.6.3.1.3), the cost paid all the same."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """
game: ws
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hand:
      - {name: 絆の子, type: character, level: 0, cost: 0, power: 3000, soul: 1,
         text: "【自】 絆／「相棒」 ［(1)］"}
    stock: 2
    waiting_room: WAITING
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, card: 絆の子, slot: center_front}
choices:
  - {player: A, at: bond, choose: PAY}
"""


@pytest.mark.parametrize(
    ("waiting", "pay", "expect"),
    [
        # paid, the named card there: it returns (the step after 「そうしたら」 done)
        (
            "[{name: 相棒, type: character, level: 0}]",
            "yes",
            "{A.stock: 1, 相棒.zone: A.hand}\n  decided_by: ['10.4.2', '8.6.4']",
        ),
        # paid, no card of the name: the choice is not made, the cost stays paid
        (
            "[{name: 他人, type: character, level: 0}]",
            "yes",
            "{A.stock: 1, A.hand: 0, A.waiting_room: 2}\n  decided_by: ['10.4.2', '1.3.2', '8.6.3.1.3']",
        ),
        # not paid: the step after 「そうしたら」 is not carried out
        (
            "[{name: 相棒, type: character, level: 0}]",
            "no",
            "{A.stock: 2, 相棒.zone: A.waiting_room}\n  decided_by: ['8.6.4']",
        ),
    ],
)
def test_the_bond_search_follows_the_payment(waiting: str, pay: str, expect: str) -> None:
    board = BOARD.replace("WAITING", waiting).replace("PAY", pay)
    assert check_expect(resolve(loads(board + f"expect:\n  state: {expect}\n"))) == []
