"""Round 35 (s31vstext), issue 12: 「（その中から）Xを1枚まで公開し、手札に加える」 — a reveal of N
(up to N) of the cards described, followed in its sentence by a step acting on them, is the
player's pick of which it reveals (4.12.1; 8.1.1.5): the steps 「…を1枚まで選び、公開して、手札に
加える」 as other hands print them; and 「その中から」 spelled 「それらの中から」 / 「見たカードの中
から」 / 「その中の X を」. Each compiles to the program of the spelling vs already ran, shown on a
board."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 一}, {name: 二}, {name: 三}, 7]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, at: choose_card, choose: 二}]
ask: [一.zone, 二.zone, 三.zone]
"""
LOOK = "あなたは自分の山札を上から3枚見て、"
REST = "残りのカードを控え室に置く。"
SAME = LOOK + "その中から『二』を1枚まで選び、公開して手札に加える。" + REST

SPELLINGS = [
    LOOK + "『二』を1枚まで公開し、手札に加える。" + REST,
    LOOK + "その中から『二』を1枚まで公開し、手札に加える。" + REST,
    LOOK + "その中から『二』を１枚まで公開して手札に加える。" + REST,
    LOOK + "その中の『二』を1枚まで公開し、手札に加える。" + REST,
    LOOK + "それらの中から『二』を1枚まで公開し、手札に加える。" + REST,
    LOOK + "見たカードの中から『二』を1枚まで公開し、手札に加える。" + REST,
    LOOK + "それらの中から『二』を1枚まで選び、公開して手札に加える。" + REST,
]


@pytest.mark.parametrize("text", SPELLINGS)
def test_spellings_compile_to_the_choice_then_reveal(text: str) -> None:
    assert (
        vs_program("[ベンチ][このカードをレストする]" + text).ops
        == vs_program("[ベンチ][このカードをレストする]" + SAME).ops
    )


@pytest.mark.parametrize("text", [SAME, SPELLINGS[1], SPELLINGS[4]])
def test_on_a_board_the_card_picked_goes_to_hand(text: str) -> None:
    r = resolve(loads(BOARD % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    got = r.outcome["state"]
    assert (got["一.zone"], got["二.zone"], got["三.zone"]) == ("A.waiting", "A.hand", "A.waiting")
