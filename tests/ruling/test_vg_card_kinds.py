"""Vanguard card kinds named in card text, each on a board: ノーマルオーダー / セットオーダー
(the order's subtypes, 2.9.3.2) as a selector's kind."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 4, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 騎士, grade: 2, power: 10000}
    left_front: {name: 剣, type: normal, grade: 2, power: 10000, text: "TEXT"}
    drop: DROP
    hand: [{name: 次, type: normal, grade: 2}]
    deck: 10
  B: {vanguard: {name: ギア, grade: 2}, deck: 10}
actions:
  - {do: attack, attacker: left_front}
"""


def _run(text: str, drop: str):  # type: ignore[no-untyped-def]
    src = BOARD.replace("TEXT", text).replace("DROP", drop)
    return resolve(loads(src, "t.yaml"))


def test_a_normal_order_is_an_order_of_that_subtype() -> None:
    """「ノーマルオーダーを１枚選び、手札に加える」: a blitz order or a set order is not one."""
    text = (
        "【自】：このユニットがアタックした時、あなたのドロップからノーマルオーダーを"
        "１枚選び、手札に加える。"
    )
    r = _run(
        text, "[{name: 速, type: blitz}, {name: 常, type: set_order}, {name: 普, type: order}]"
    )
    hand = [c.name for c in r.main.final.players["A"].zones["hand"]]
    assert sorted(hand) == sorted(["次", "普"])
    r2 = _run(text, "[{name: 速, type: blitz}, {name: 常, type: set_order}]")
    assert [c.name for c in r2.main.final.players["A"].zones["hand"]] == ["次"]
