"""「あなたのダメージゾーンにこのユニットと同じグレードのカードがあるなら」 (round 62, s59vgC): the place
opening the clause is where the cards are (the grammar hangs it on 「…と同じ」; ``conditions.
place_out_of_filter`` takes it out) — a card there whose grade equals this unit's (12.6.1-like
comparison of values), not a card anywhere."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.test_vg_constructions import value

BOARD = """
game: vg
title: a card of the same grade in a zone
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_front:
      name: 兵
      type: normal
      grade: 1
      power: 8000
      text: "【永】【(R)】：あなたのダメージゾーンにこのユニットと同じグレードのカードがあるなら、このユニットのパワー＋5000。"
    damage: [{name: 傷, type: normal, grade: GRADE, power: 5000}]
    soul: [{name: 魂, type: normal, grade: 1, power: 5000}]
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: end_phase}
"""


@pytest.mark.parametrize(("grade", "power"), [(1, 13000), (2, 8000)])
def test_only_a_card_in_the_zone_said_counts(grade: int, power: int) -> None:
    r = resolve(loads(BOARD.replace("GRADE", str(grade)), "same_value_at_place.yaml"))
    assert value(r, "power") == power
