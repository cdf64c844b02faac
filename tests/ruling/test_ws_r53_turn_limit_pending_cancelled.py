"""Round 53 (s50wcvR): a 【ターン1】 automatic ability that triggers again after it was played
its limit of times this turn cannot be played (10.19.3): its pending state is cancelled once
(8.7.3.2), and the ruling names that clause."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand:
      - {name: 一, type: character, level: 0, cost: 0, power: 1000}
      - {name: 二, type: character, level: 0, cost: 0, power: 1000}
    stage:
      left_back: {name: 看板, type: character, level: 0, power: 1000,
                  text: "【自】【ターン1】 他のあなたのキャラが舞台に置かれた時、あなたは1枚引く。"}
    deck: [上, 次, 5]
  B:
    deck: 5
actions:
  - {do: play, card: 一, slot: left_front}
  - {do: play, card: 二, slot: right_front}
choices:
  - {player: A, at: turn_limit, choose: yes}
expect:
  state: {上.zone: A.hand, 次.zone: A.deck}
"""


def test_second_trigger_cancelled_once() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert {"10.19.3", "8.7.3.2"} <= set(r.decided_by)


def test_second_trigger_counts_as_triggered() -> None:
    """Round 54 (s51wsR): the second trigger still made the ability pending (8.7.2) before the
    pending state was cancelled (8.7.3.2): `triggered` counts it."""
    sc = BOARD + "  triggered: {看板: 2}\n  decided_by: ['8.7.2', '10.19.3', '8.7.3.2']\n"
    assert check_expect(resolve(loads(sc, "t.yaml"))) == []
