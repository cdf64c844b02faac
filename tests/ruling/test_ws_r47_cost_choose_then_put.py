"""Round 47: a cost 「［(1) 手札の《X》のキャラを1枚選び、控え室に置く］」 (a choice, then a put with no
object of its own) is the cost 「手札の《X》のキャラを1枚、控え室に置く」: the card the payer picks is
the one put (8.4.2). On a board the 《景品》 character goes to the waiting room (or under this card
as a marker) and the ability draws; with no such card in the hand the cost cannot be paid
(8.4.2.2) and nothing happens."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

WR = "【起】［(1) 手札の《景品》のキャラを1枚選び、控え室に置く］ あなたは1枚引く。"
UNDER = "【起】［(1) 手札の《景品》のキャラを1枚選び、このカードの下にマーカーとして裏向きに置く］ あなたは1枚引く。"

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 集め手, type: character, level: 0, power: 3000, soul: 1, text: "TEXT"}}
    hand: [{name: 賞品, type: character, level: 0, traits: [TRAIT]}]
    stock: 1
    deck: [{name: 引札, type: character, level: 0}, 9]
    level: 1
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 集め手}
expect:
  state: STATE
"""


@pytest.mark.parametrize("text", [WR, UNDER])
def test_compiles_to_one_move(text: str) -> None:
    p = ws_compile(text)
    (mv,) = [c for c in p.cost if c.what == "move"]
    assert mv.sel is not None and mv.sel.traits == ("景品",) and mv.sel.zones == ("hand",)
    assert mv.dest == ("waiting_room" if text == WR else "under_this")


@pytest.mark.parametrize(
    ("text", "trait", "state"),
    [
        (WR, "景品", "{賞品.zone: A.waiting_room, 引札.zone: A.hand, A.stock: 0}"),
        (UNDER, "景品", "{引札.zone: A.hand, A.stock: 0, A.hand: 1}"),
        (WR, "別物", "{賞品.zone: A.hand, 引札.zone: A.deck, A.stock: 1}"),
    ],
)
def test_paid_with_the_card_picked(text: str, trait: str, state: str) -> None:
    board = BOARD.replace("TEXT", text).replace("TRAIT", trait).replace("STATE", state)
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
