"""Round 53 (s50wcvR): a card played in answer (割り込み) resolves before what it answered by the
reverse order of 4.3.4#li2 — its own resolution cites that clause, also when the game ends there
and what it answered never resolves."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 1
    deck: 5
    energy: 1
    hand:
      - {name: 回復, type: spell, cost: 1, text: "対象のデュエルマスターはHPが3点回復する。\\n使い捨て"}
  B:
    hp: 10
    deck: 5
    energy: 1
    hand:
      - {name: 矢, type: spell, cost: 1, text: "対象のデュエルマスターに1点のダメージを与える。\\n使い捨て"}
actions:
  - do: play
    card: 回復
    target: A
    respond:
      - {do: play, player: B, card: 矢, target: A}
expect:
  outcome: {winner: B}
"""


def test_answer_resolution_cites_reverse_order() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert "4.3.4#li2" in r.decided_by
