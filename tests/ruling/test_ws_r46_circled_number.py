"""Round 46: a circled number in a text (「あなたは①を支払ってよい。そうしたら…」) is the card lists'
(1): so many stock cards into the waiting room (8.4.3) — the grammar's input layer reads ① as
(1), 支払う as 払う. With no stock it cannot be paid (8.4.2.2), and 「そうしたら」 does nothing
(8.6.4), citing 8.4.3."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited

TEXT = "【自】 このカードがアタックした時、あなたは①を支払ってよい。そうしたら、そのターン中、このカードのパワーを＋1000。"


def test_circled_numbers_read_as_parenthesised() -> None:
    n = normalise("①を払う⑳")
    assert n.text == "(1)を払う(20)"


def test_compiles() -> None:
    get_game("ws")
    (a,) = _abilities("ws", TEXT, None)
    assert a.supported, a.reason


BOARD = f"""game: ws
title: t
turn: {{player: A, number: 4, phase: main, first_player: B}}
players:
  A:
    stage: {{center_front: {{name: 見習い騎士, type: character, level: 0, cost: 0, power: 3000, soul: 1, color: green, text: "{TEXT}"}}}}
    stock: STOCK
    deck: [{{name: 山A, type: character, level: 0, trigger: none}}, 8]
  B:
    stage: {{center_front: {{name: 重装兵, type: character, level: 0, cost: 0, power: 3500, soul: 1, color: green}}}}
    deck: [{{name: 傷1, type: character, level: 0, trigger: none}}, 8]
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: optional, choose: "yes"}}
expect:
  state: {{見習い騎士.power: POWER}}
"""


@pytest.mark.parametrize(("stock", "power"), [(0, 3000), (1, 4000)])
def test_paid_from_the_stock(stock: int, power: int) -> None:
    r = resolve(loads(BOARD.replace("STOCK", str(stock)).replace("POWER", str(power)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "8.4.3" in cited(r)
