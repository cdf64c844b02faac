"""Round 49: 「あなたがクライマックスをプレイした時」 and a climax put into the climax zone by an
effect: it was not played (the played event is 8.6.2.4; a play puts a climax there, 8.6.2.5.3; the
zone of climaxes played, 3.11.1) — the ability does not trigger and the ruling cites why. A climax
played in the climax phase triggers it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

HEAD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 0
    stage:
      center_front: {name: 監督, type: character, level: 0, power: 5000, soul: 1, text: "【自】 あなたがクライマックスをプレイした時、そのターン中、このカードのパワーを＋2000。"}
    hand: [{name: 門, type: climax, trigger: soul, color: YELLOW}]
    clock: [{name: 黄, type: character, level: 0, color: YELLOW}]
    deck: 10
  B: {deck: 10}
"""

BY_EFFECT = (
    HEAD
    + """actions:
  - {do: resolve_text, player: A, text: "あなたは自分の手札のCXを1枚選び、CX置場に置く。"}
choices:
  - {player: A, at: choose, choose: 門}
expect:
  triggered: {監督: 0}
  state: {門.zone: A.climax, 監督.power: 5000}
  decided_by: ["8.6.2.5.3", "3.11.1"]
"""
)

PLAYED = (
    HEAD
    + """actions:
  - {do: climax_phase, player: A, card: 門}
expect:
  triggered: {監督: 1}
  state: {門.zone: A.climax, 監督.power: 7000}
  not_decided_by: ["3.11.1"]
"""
)


def test_climax_put_by_an_effect_is_not_played() -> None:
    r = resolve(loads(BY_EFFECT, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_climax_played_triggers() -> None:
    r = resolve(loads(PLAYED, "t.yaml"))
    assert not check_expect(r), check_expect(r)
