"""Round 47: 『助太刀』 tried in its master's own turn is refused by 10.5.1 / 10.5.2 (only in the
opponent's counter step); printed with the counter icon, the refusal also cites 2.8.2.1 — a
counter-icon card may be used in one's own turn 「特に指定が無いかぎり」, and 10.5.2's 「あなたの
対戦相手のカウンターステップにのみ」 is that 指定. In the opponent's turn (outside the counter
step) 2.8.2.1 has nothing to say and is not cited."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: TURN, number: 5, phase: main, first_player: A}
players:
  A:
    level: [{name: 黄札, type: character, color: YELLOW}]
    stock: 1
    stage: {center_front: {name: 前衛, type: character, level: 1, power: 5000, soul: 1, color: YELLOW}}
    hand:
      - {name: 助太刀役, type: character, level: 1, cost: 0, power: 3000, soul: 1, color: YELLOW, text: "ICON助太刀2000 レベル1 ［(1) 手札のこのカードを控え室に置く］"}
    deck: 10
  B: {deck: 10}
actions:
  - {do: activate, player: A, card: 助太刀役, allowed: false}
expect:
  outcome: {rejected: true}
  state: {助太刀役.zone: A.hand, A.stock: 1, 前衛.power: 5000}
  decided_by: ["10.5.2", "10.5.1"]
"""


@pytest.mark.parametrize(
    ("turn", "icon", "default"),
    [
        ("A", "【起】【カウンター】 ", True),
        ("B", "【起】【カウンター】 ", False),
        ("A", "【起】 ", False),
    ],
)
def test_backup_out_of_the_counter_step(turn: str, icon: str, default: bool) -> None:
    r = resolve(loads(BOARD.replace("TURN", turn).replace("ICON", icon), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert ("2.8.2.1" in r.decided_by) is default
