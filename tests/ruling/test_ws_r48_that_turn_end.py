"""Round 48 (card language): 「そのターンの終わりに、…」 inside an effect is a delayed ability (8.7.5)
at the end of the turn the effect resolved in — the next turn end it meets, once (8.7.5.1)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 0, power: 9000, soul: 1, color: RED, text: "【自】 このカードがアタックした時、あなたは1枚引く。そのターンの終わりに、このカードを手札に戻す。"}}
    hand: 0
    deck: 10
  B:
    stage: {center_front: {name: 乙, type: character, level: 0, power: 1000, soul: 1, color: BLUE}}
    deck: 10
actions:
  - {do: attack, slot: center_front, kind: front}
  - {do: end_phase}
expect:
  state: {甲.zone: A.hand, A.hand: 2}
  decided_by: ["8.7.5", "8.7.5.1"]
"""


def test_that_turn_end_is_a_delayed_ability() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
