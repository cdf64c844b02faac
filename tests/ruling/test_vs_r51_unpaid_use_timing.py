"""Round 51 (s48vsA): an activated technique used by the turn player in the ability phase whose cost
cannot be paid in full is cancelled (8.5.1.3.2) — the use made in its activation timing (6.6.1.2),
which the refusal now cites beside the cost's clauses (it cited only the cost's)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 5, phase: ability}
players:
  A:
    deck: 10
    hand: 1
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストし、あなたの手札を%d枚控え室に置く]あなたは3枚引く。"}
  B: {deck: 10, ring: {name: 美希, level: 1, ap: 2000, dp: 3000}}
actions:
  - {do: use, card: 律子}
ask: [律子.state, A.hand]
"""


def test_unpayable_cost_cites_the_timing_of_the_use() -> None:
    r = resolve(loads(_BOARD % 2))
    assert r.outcome["state"] == {"律子.state": "stand", "A.hand": 1}
    assert {"8.5.1.3.2", "6.6.1.2"} <= set(r.decided_by)


def test_payable_cost_is_paid() -> None:
    r = resolve(loads(_BOARD % 1))
    assert r.outcome["state"] == {"律子.state": "rest", "A.hand": 3}
