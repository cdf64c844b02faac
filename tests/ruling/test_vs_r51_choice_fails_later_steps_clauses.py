"""Round 51: the audit point auto_choice_fails_later_steps (8.6.5 against 8.6.11.1.3) names
8.1.1.5 too — its second reading carries the later steps, which do not involve the target, out
as written, in order: a reading named by 8.6.11.1.3 and 8.1.1.5 is that point's."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 6, phase: attack}
players:
  A:
    deck: 10
    hand: [{name: 札}]
    ring: {name: 甲, level: 1, ap: 2000, dp: 2000}
    bench: {left: {name: 乙, level: 1, ap: 1000, dp: 1000, text: "[ベンチ]このカードがサポートした時、相手のベンチのカードを1枚選び、+0/-1000。あなたは1枚引く。"}}
  B:
    deck: 10
    ring: {name: 丙, level: 1, ap: 2000, dp: 3000}
    bench: {left: empty, center: empty, right: empty}
actions:
  - {do: attack, support: 乙}
expect:
  ambiguous: ["8.6.5"]
  readings:
    - {clauses: ["8.6.11.1.3", "8.1.1.5"], state: {A.hand: 2}}
    - {clauses: ["8.6.5"], state: {A.hand: 1}}
"""


def test_the_point_names_the_order_of_steps() -> None:
    assert check_expect(resolve(loads(BOARD, "t.yaml"))) == []
