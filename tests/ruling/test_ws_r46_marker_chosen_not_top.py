"""Round 46: 「このカードの下のマーカーを1枚選び、手札に戻す」 choosing a marker below the top — the
chosen one leaves (the text's choice, 8.6.3 / 1.3.1) or the top one (3.7.2 「一番上から順番に」):
the audit's marker_chosen_not_top, both readings run; choosing the top one asks nothing."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 鍛冶師, type: character, level: 1, cost: 1, power: 5000, soul: 1, color: green, text: "【起】 ［(1)］ このカードの下のマーカーを1枚選び、手札に戻す。"}}
    markers:
      center_front:
        - {name: 上札, type: character, level: 0, face: up}
        - {name: 下札, type: character, level: 1, face: up}
    stock: 1
    deck: 10
    level: 1
  B: {deck: 10}
actions:
  - {do: activate, card: 鍛冶師}
choices:
  - {player: A, choose: CHOSEN}
EXPECT
"""
BOTH = """expect:
  ambiguous: ["3.7.2"]
  readings:
    - {clauses: ["3.7.2"], state: {下札.zone: A.hand}}
    - {clauses: ["3.7.2"], state: {上札.zone: A.hand}}
"""


def test_below_the_top_both_readings() -> None:
    r = resolve(loads(BOARD.replace("CHOSEN", "下札").replace("EXPECT", BOTH), "t.yaml"))
    assert not check_expect(r), check_expect(r)


@pytest.mark.parametrize("chosen", ["上札"])
def test_the_top_one_asks_nothing(chosen: str) -> None:
    plain = "expect:\n  state: {上札.zone: A.hand}\n"
    r = resolve(loads(BOARD.replace("CHOSEN", chosen).replace("EXPECT", plain), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]
