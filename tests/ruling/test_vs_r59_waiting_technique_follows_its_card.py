"""Round 59 (s56vsC): a cancel of 「相手の《X》の技」 choosing a waiting technique whose card's
techniques were given 《X》 (2.15.2) cites 3.8.5 — the information of a technique put in the
resolution zone follows its card's."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B, phase: ability}
players:
  A:
    deck: 10
    hand: []
    ring: {name: 翔, ap: 1000, dp: 3000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 灯, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードの技は追加で《ヒーロー》になる。"}}
  B:
    deck: 10
    hand: [{name: 紗夜, text: "{cancel}[手札][このカードを控え室に置く]相手の《ヒーロー》の技を1つ選び、キャンセルする。"}]
    ring: {name: 瑠璃, ap: 1000, dp: 3000}
actions:
  - {do: attack, support: 灯}
choices:
  - {player: B, at: cancel, choose: 紗夜}
expect:
  state: {A.hand: 0, B.waiting: [紗夜]}
"""


def test_the_granted_attribute_makes_it_a_target() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"2.15.2", "3.8.5"} <= set(r.decided_by), r.decided_by
