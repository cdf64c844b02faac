"""Round 59 (s56vsC2): 「山札の一番下に置く」 — under every card of the deck, as 「山札の下に置く」
(3.2.5 says where a card put in the deck goes unless told: on top)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 上一}, 3]
    hand: 0
    waiting: [{name: 控}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, at: optional, choose: "yes"}]
ask: [上一.zone, 控.zone, A.deck, A.hand]
"""


def test_put_at_the_very_bottom_then_draw() -> None:
    text = "あなたは自分の控え室のカードを1枚選び、山札の一番下に置いてよい。そうしたら、あなたは1枚引く。"
    r = resolve(loads(BOARD % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = r.outcome["state"]
    # the card put under the deck is not the one drawn: the top one is
    assert got["上一.zone"] == "A.hand"
    assert got["控.zone"] == "A.deck"
    assert (got["A.deck"], got["A.hand"]) == (4, 1)
