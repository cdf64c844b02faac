"""Round 65 (s62vgR): an effect in force on a fighter's costs (``target: A``, 「次にあなたがコストで払う
【カウンターブラスト】は(1)減る」) reduces the next such cost that fighter pays, whatever the card
(7.28.1, 7.28.2): a counter blast (1) becomes (0), paid with no face-up damage (1.3.2.3); used
by that payment, it does not reduce a later one."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 賢竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]、１枚引く。"}
    damage: [{name: 裏傷, type: normal, grade: 1, face: down}, {name: 表傷, type: normal, grade: 1, FACE}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
effects:
  - {target: A, stat: counter_blast_cost, op: add, value: -1, until: turn, source: "次にあなたがコストで払う【カウンターブラスト】は(1)減る。"}
actions:
"""


def test_the_next_counter_blast_reduced_to_zero_is_paid_with_nothing() -> None:
    text = (
        BOARD.replace("FACE", "face: down")
        + """  - {do: activate, card: 賢竜, ability: 1, allowed: true}
expect:
  state: {A.hand: 1}
"""
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"1.3.2.3", "7.28.1", "7.28.2"} <= cited(r)


def test_the_reduction_is_used_by_one_payment() -> None:
    text = (
        BOARD.replace("FACE", "face: up")
        + """  - {do: activate, card: 賢竜, ability: 1}
  - {do: activate, card: 賢竜, ability: 1}
expect:
  state: {A.hand: 2, 表傷.face: down}
"""
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
