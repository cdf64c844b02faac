"""Round 48: in the encore step the move of a reversed character into the waiting room is replaced
(「舞台から控え室に置かれる時、かわりに手札に戻す」, 8.10.1). Whether 7.7.1.2's 「そうした場合」 is met
(a check timing comes at once) or the replaced event never happened (8.10.1.1: no check timing, the
procedure goes on to 7.7.1.3) the text does not settle: the audit point encore_step_move_replaced is
raised and both readings run. A move not replaced raises nothing."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 2000, soul: 1, color: RED, text: "TEXT"}
      left_front: {name: 丁, type: character, level: 1, power: 5000, soul: 1, color: RED, state: rest, text: "【自】 他のあなたのキャラが舞台から手札に戻った時、相手の【リバース】しているキャラを1枚選び、山札の上に置く。"}
    stock: 0
    hand: 0
    deck: 10
  B:
    level: 1
    stage: {center_front: {name: 乙, type: character, level: 0, power: 2000, soul: 1, color: BLUE}}
    stock: 0
    deck: 10
actions:
  - {do: attack, slot: center_front, kind: front}
  - {do: encore_step}
"""


@pytest.mark.parametrize("replaced", [True, False])
def test_encore_step_move_replaced(replaced: bool) -> None:
    text = "【永】 このカードが舞台から控え室に置かれる時、かわりに手札に戻す。" if replaced else ""
    # 丁 resolves at once when the check timing comes, while 乙 is still reversed on the stage;
    # otherwise only after 7.7.1.3 has put 乙 into the waiting room
    expect = (
        "expect:\n  ambiguous: ['7.7.1.2', '8.10.1.1']\n  readings:\n"
        "    check_timing: {state: {甲.zone: A.hand, 乙.zone: B.deck}}\n"
        "    goes_on: {state: {甲.zone: A.hand, 乙.zone: B.waiting_room}}\n"
        if replaced
        else "expect:\n  state: {甲.zone: A.waiting_room}\n  ambiguous: false\n"
    )
    r = resolve(loads(BOARD.replace("TEXT", text) + expect, "t.yaml"))
    assert check_expect(r) == []
