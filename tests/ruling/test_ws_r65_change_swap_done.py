"""A チェンジ swap carried out cites 10.8.3 (round 65, s62wsR): at resolution the character is
still in its slot and the card named is in the zone named — the two conditions 10.8.3 reads, so
the swap is done (a reversed character has not left its slot). Neighbour: the card named is not
there — nothing swapped, 10.8.3 too."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 10, phase: main, first_player: B}
players:
  A:
    level: [LEVEL{name: 城の地図, type: event, level: 1}]
    clock: 3
    stock: 1
    deck: 10
    stage:
      center_front: {name: 呪い王子, type: character, level: 2, power: 3000, soul: 1, text: "【起】 チェンジ ［(1)］ あなたのレベル置場の「解き王子」を1枚とこのカードを選び、入れ替える。"}
  B:
    deck: 10
actions:
  - {do: activate, card: 呪い王子}
expect:
  state: {呪い王子.zone: ZONE}
  decided_by: ["10.8.3"]
"""


@pytest.mark.parametrize(
    ("level", "zone"),
    [
        ("{name: 解き王子, type: character, level: 2, power: 9000, soul: 1}, ", "A.level"),
        ("", "A.stage.center_front"),
    ],
    ids=["swapped", "not-there"],
)
def test_change_swap_rests_on_10_8_3(level: str, zone: str) -> None:
    r = resolve(loads(BOARD.replace("LEVEL", level).replace("ZONE", zone), "t.yaml"))
    assert not check_expect(r), check_expect(r)
