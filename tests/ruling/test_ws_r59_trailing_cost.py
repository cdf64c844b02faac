"""ws round 59 (s56wsC): a marked ability's cost written after its last sentence
(「【自】 …。 ［(1)］」, a scenario's one-line text; printed at the head, 8.4.1) is that ability's
cost (``Dialect.trailing_cost``): the ability reads and runs as the printed 「【自】［(1)］ …」."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from grammar.parse import parse_card
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

HEAD = "【自】［(1)］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、そのターン中、このカードのパワーを＋3000。"
TAIL = "【自】 このカードがアタックした時、あなたはコストを払ってよい。そうしたら、そのターン中、このカードのパワーを＋3000。 ［(1)］"

BOARD = """
game: ws
title: t
turn: {{player: A, number: 7, phase: attack}}
players:
  A:
    stage:
      center_front: {{name: 霧払い, type: character, level: 2, power: 5000, soul: 1, text: "{text}"}}
    level: [1, 1]
    stock: 2
    deck: [{{name: 石, type: character, level: 0}}, 20]
  B:
    stage:
      center_front: {{name: 壁, type: character, level: 0, power: 1000, soul: 1}}
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: optional, choose: yes}}
ask: [霧払い.power, A.stock]
"""


def test_the_trailing_bracket_is_the_cost() -> None:
    head = parse_card(HEAD, "ws").card
    tail = parse_card(TAIL, "ws").card
    assert head is not None and tail is not None
    assert tail.abilities[0].cost is not None
    assert tail.abilities[0].cost == head.abilities[0].cost
    assert tail.abilities[0].effect == head.abilities[0].effect


@pytest.mark.parametrize("text", [HEAD, TAIL])
def test_it_is_paid_as_the_printed_cost(text: str) -> None:
    r = resolve(loads(BOARD.format(text=text)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["霧払い.power"] == 8000
    assert r.outcome["state"]["A.stock"] == 2  # 2 - 1 (the cost, 8.4.3) + 1 (trigger check)


def test_a_bracket_inside_the_text_is_not_moved() -> None:
    text = "【自】 このカードがアタックした時、あなたはコストを払ってよい。そうしたら、そのターン中、このカードのパワーを＋3000。"
    card = parse_card(text, "ws").card
    assert card is not None and card.abilities[0].cost is None
