"""Round 47: 「あなたのレベルより低いレベルの相手のキャラ」 / 「レベルがあなたのレベルより低い相手の
キャラ」 (and 「…より高い…」): a level below (above) that player's level — the number of cards in
their level zone (3.9) — read as the filter 「自分のレベル以下のレベルの」 is (``stat_level``, ``lt`` /
``gt``). On a board: A at level 2, only B's level-1 character gets the 【永】's −500."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile

TEXTS = {
    "【永】 あなたのレベルより低いレベルの相手のキャラすべてに、パワーを－500。": (
        2500,
        3000,
        3000,
    ),
    "【永】 レベルがあなたのレベルより低い相手のキャラすべてに、パワーを－500。": (
        2500,
        3000,
        3000,
    ),
    "【永】 あなたのレベルより高いレベルの相手のキャラすべてに、パワーを－500。": (
        3000,
        3000,
        2500,
    ),
}

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 圧迫, type: character, level: 0, power: 3000, soul: 1, text: "TEXT"}}
    level: 2
    deck: 10
  B:
    stage:
      left_front: {name: 一, type: character, level: 1, power: 3000, soul: 1}
      center_front: {name: 二, type: character, level: 2, power: 3000, soul: 1}
      right_front: {name: 三, type: character, level: 3, power: 3000, soul: 1}
    level: 3
    deck: 10
actions: []
expect:
  state: {一.power: P1, 二.power: P2, 三.power: P3}
"""


@pytest.mark.parametrize("text", list(TEXTS))
def test_compiles(text: str) -> None:
    p = ws_compile(text)
    cmp = "lt" if "低い" in text else "gt"
    assert dict(p.steps[0].target.detail)["stat_level"] == ("level", cmp, "you", 0)


@pytest.mark.parametrize(("text", "powers"), list(TEXTS.items()))
def test_on_a_board(text: str, powers: tuple[int, int, int]) -> None:
    board = BOARD.replace("TEXT", text)
    for i, p in enumerate(powers, 1):
        board = board.replace(f"P{i}", str(p))
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
