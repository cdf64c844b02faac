"""Round 61 (s58vgO): 「Xすべて、パワー+N」 — a group named alone with 「すべて」 and a comma, then a
change of a value named by the value alone: the value is the group's, read as 「Xすべてのパワー+N」
(abilities._group_before_stat; a 【永】's change of power, 11.1.1.3 / 11.8.1)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 将, grade: 3, power: 13000, text: "TEXT"}
    left_front: {name: 前, type: normal, grade: 2, power: 8000}
    left_back: {name: 後, type: normal, grade: 1, power: 6000}
    deck: 10
  B:
    vanguard: {name: 敵, grade: 3, power: 13000}
    right_front: {name: 敵前, type: normal, grade: 2, power: 9000}
    deck: 10
actions: []
"""


def _check(text: str, expect: str) -> None:
    r = resolve(loads(BOARD.replace("TEXT", text) + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_comma_form_gives_the_group_its_power() -> None:
    _check(
        "【永】【(V)】：あなたのリアガードすべて、パワー+2000。",
        "  state: {前.power: 10000, 後.power: 8000, 将.power: 13000, 敵前.power: 9000}\n",
    )


def test_the_comma_form_reads_as_the_printed_possessive() -> None:
    comma = "【永】【(V)】：あなたの前列のユニットすべて、パワー+5000。"
    plain = "【永】【(V)】：あなたの前列のユニットすべてのパワー+5000。"
    want = "  state: {前.power: 13000, 後.power: 6000, 将.power: 18000, 敵前.power: 9000}\n"
    _check(comma, want)
    _check(plain, want)


def test_the_critical_too() -> None:
    _check(
        "【永】【(V)】：あなたのユニットすべて、クリティカル+1。",
        "  state: {前.critical: 2, 将.critical: 2, 敵前.critical: 1}\n",
    )
