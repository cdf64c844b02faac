"""Round 47: the period limit icon printed 【1/ターン】 (N per turn) is the icon 【ターン1回】 (12.3.2,
12.3.2.1.1): an activated ability with it, used once and having changed the game, cannot be used
again that turn (12.3.2.2); the label is a limit, not a zone."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, compiled_first

TEXT = "【起】【(V)】LIMIT：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000, text: "TEXT"}
    soul: 3
    hand: 1
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 占術師}
  - {do: activate, card: 占術師, allowed: false}
expect:
  state: {A.hand: 2, A.soul: 2}
"""


def test_label_is_the_turn_limit() -> None:
    assert compiled_first(TEXT.replace("LIMIT", "【1/ターン】"), "vg").limit == "turn"
    assert compiled_first(TEXT.replace("LIMIT", "【2/ターン】"), "vg").limit == "turn:2"


def test_second_use_refused() -> None:
    text = BOARD.replace("TEXT", TEXT.replace("LIMIT", "【1/ターン】"))
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"12.3.2", "12.3.2.2"} <= cited(r)
