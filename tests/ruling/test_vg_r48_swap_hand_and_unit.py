"""Round 48 (s45vgF): 「あなたの手札から１枚と、あなたのリアガードを１枚選び、入れ替える」 — one choice of two
parts, each with its own description and number (shared ``cardtext.steps._joint_choice``: two choices,
the second's cards joined to the first's), and a swap of a card in the hand with a rear-guard: each goes
to the other's area at once (7.8.1), the hand card put on the circle standing (4.3.2.3)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first

TEXT = "あなたの手札から１枚と、あなたのリアガードを１枚選び、入れ替える。"
BOARD = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 交代の竜, grade: 3, power: 13000}
    right_back: {name: 後衛, type: normal, grade: 1, power: 7000, state: rest}
    hand: [{name: 控え, type: normal, grade: 1, power: 8000}]
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
choices:
  - {player: A, at: choose, choose: 控え}
  - {player: A, at: choose, choose: 後衛}
"""


def test_two_choices_the_second_joined() -> None:
    prog = compiled_first("【起】【(V)】：" + TEXT, "vg")
    assert "joined" in repr(prog) and "swap" in repr(prog)


def test_hand_card_and_rear_guard_swap() -> None:
    body = BOARD.replace("TEXT", TEXT) + (
        "expect:\n  state: {A.right_back: [控え], 控え.state: stand, A.hand: [後衛]}\n"
        '  decided_by: ["7.8.1", "4.3.2.3"]\n'
    )
    assert not (got := check_expect(resolve(loads(body, "t.yaml")))), got
