"""Round 46: a ticket is an order by its main type (15.5.1.1) and follows the order rules (15.5.5):
after an order this turn, at the order limit 1 (11.8.2.1.1.1), a ticket's play is refused
(9.9.2.3), citing those clauses."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    hand:
      - {name: 補給指令, type: order, grade: 1, text: "１枚引く。"}
      - {name: ドロー・チケット, type: ticket, grade: 0, text: "１枚引く。"}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: play_order, card: 補給指令}
  - {do: play_order, card: ドロー・チケット, allowed: false}
expect:
  state: {ドロー・チケット.zone: A.hand}
"""


def test_a_ticket_counts_against_the_order_limit() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"15.5.1.1", "15.5.5", "9.9.2.3", "11.8.2.1.1.1"} <= cited(r)
