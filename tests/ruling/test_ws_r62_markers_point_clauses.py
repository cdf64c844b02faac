"""The markers of a slot a character is pushed out of by 9.6.2 while another stays (round 62,
s59cowsR, from ws r62_028): the point ws.unsettled markers_slot_duplicate names the clause of each
reading — 3.7.3 / 3.7.3.2 (they move with the card, to the waiting room) and 3.7.4 (the character
left in the slot 「マーカーを持つ」: the new one has them, its power counts them)."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import raised_points, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 老兵, type: character, level: 0, power: 2500, soul: 1}
    markers: {center_front: [{name: 印, type: character}]}
    hand:
      - {name: 新星, type: character, level: 0, cost: 0, power: 2000, soul: 1, text: "【永】 このカードのパワーを＋X。Xはこのカードのマーカーの枚数×1000に等しい。"}
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 新星, slot: center_front}
ask: [新星.power]
"""


def test_the_point_names_each_readings_clause() -> None:
    r = resolve(loads(BOARD))
    points = [set(cl) for cl, _both in raised_points(r)]
    assert any({"3.7.3", "3.7.3.2", "3.7.4", "9.7.1"} <= p for p in points), points
    powers = {
        next(c.option for c in lf.choices if c.reading): lf.outcome["state"]["新星.power"]
        for lf in r.leaves + r.alternates
    }
    assert powers == {"leave_with_it": 2000, "stay_in_slot": 3000}
