"""Round 51 (s48vsA), issue 12: 「（あなたのベンチのカードを1枚選び、手札に戻す。）そのカードのレベルに
等しい枚数、あなたは引く。」 — the number of a draw put before its topic (「…枚数、あなたは引く」 is
「あなたは…枚数引く」), as many cards as the level (2.2.1) of the card named, read as the step is done
(8.1.1.5, 4.10.3): a card that left the field since for a hidden zone is read as it last was on the
field (8.11.1, 8.7.1.1). Before: refused as 「the action be.nominal」 / 「a draw of an open number」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_FRONTED = (
    "[ベンチ][このカードをレストする]あなたのベンチのカードを1枚選び、手札に戻す。"
    "そのカードのレベルに等しい枚数、あなたは引く。"
)
_PLAIN = (
    "[ベンチ][このカードをレストする]あなたのベンチのカードを1枚選び、手札に戻す。"
    "あなたはそのカードのレベルと同じ枚数引く。"
)


@pytest.mark.parametrize("text", [_FRONTED, _PLAIN])
def test_the_compiled_steps(text: str) -> None:
    choose, put, draw = vs_program(text).ops
    assert (choose.kind, put.kind, put.value) == ("choose", "put", "hand")
    assert (draw.kind, draw.who, draw.value) == ("draw", "you", ("value_of", "chosen", "level"))


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "%s"}
      center: {name: 伊織, level: %d, ap: 2000, dp: 2000}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: use, card: 律子}
choices: [{player: A, at: choose_card, choose: 伊織}]
ask: [伊織.zone, A.hand, A.deck]
"""


@pytest.mark.parametrize("level", [0, 2, 3])
def test_draws_the_level_read_from_the_bench(level: int) -> None:
    r = resolve(loads(_BOARD % (_FRONTED, level)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert st["伊織.zone"] == "A.hand"
    assert (st["A.hand"], st["A.deck"]) == (1 + level, 10 - level)
    assert {"8.11.1", "8.7.1.1", "4.10.3", "8.1.1.5"} <= set(r.decided_by)
