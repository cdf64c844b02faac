"""Round 46: 「このユニットは相手のユニットの効果で退却しない」 — only effects whose source is one of the
opponent's units (11.5.3.1: a unit's ability makes that unit the source; 11.5.1.1: an effect's
source is the card with the ability) are kept from retiring it; an order's effect comes from the
order card (2.9.3.2: no unit), so it retires the unit, the ruling saying why the protection did
not apply."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    hand: [{name: 退散の号令, type: order, grade: 1, text: "相手のリアガードを１枚選び、退却させる。"}]
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    left_front: {name: 城塞騎士, type: normal, grade: 2, power: 10000, text: "【永】【(R)】：このユニットは相手のユニットの効果で退却しない。"}
    deck: 10
actions:
  - ACTION
choices:
  - {player: A, at: choose, choose: 城塞騎士}
expect:
  state: {城塞騎士.zone: ZONE}
"""
ORDER = "{do: play_order, card: 退散の号令}"
UNIT = (
    '{do: resolve_text, player: A, card: 覇道竜, text: "相手のリアガードを１枚選び、退却させる。"}'
)


@pytest.mark.parametrize(("action", "zone"), [(ORDER, "B.drop"), (UNIT, "B.left_front")])
def test_only_a_units_effect_is_kept_out(action: str, zone: str) -> None:
    r = resolve(loads(BOARD.replace("ACTION", action).replace("ZONE", zone), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"11.5.1.1", "11.5.3.1"} <= cited(r)
    assert ("2.9.3.2" in cited(r)) is (action == ORDER)
