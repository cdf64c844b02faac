"""Round 46 (issue 12): 「そのターン中、あなたのヴァンガードはカード名「X」を得る」 — a card name said
in 「」 gained by an effect, held beside the unit's own for the period (7.14.5, 12.6.2.1); a
continuous ability whose condition reads it applies with it (the name, no number, is applied at
11.11.1.6 before a number is changed at 11.11.1.7)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited

GAIN = "そのターン中、あなたのヴァンガードはカード名「ブラスター・ブレード」を得る。"
BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 蒼の剣士, grade: 3, power: 13000}
    left_front: {name: 従騎士, type: normal, grade: 2, power: 9000, text: "【永】【(R)】：あなたのヴァンガードが「ブラスター・ブレード」なら、このユニットのパワー＋5000。"}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
ACTIONS
expect:
  state: {従騎士.power: POWER}
"""


def test_compiles_with_the_name() -> None:
    get_game("vg")
    (a,) = _abilities("vg", GAIN, None)
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert op.verb == "gain_info" and dict(op.detail)["name"] == "ブラスター・ブレード"


def test_the_condition_reads_the_gained_name() -> None:
    acts = f'actions:\n  - {{do: resolve_text, player: A, text: "{GAIN}"}}'
    r = resolve(loads(BOARD.replace("ACTIONS", acts).replace("POWER", "14000"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"7.14.5", "11.11.1.6"} <= cited(r)


def test_without_the_name_the_condition_fails() -> None:
    r = resolve(loads(BOARD.replace("ACTIONS", "").replace("POWER", "9000"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
