"""Round 46: the bind zone's cards are compared whatever their order (4.12.5: bundled by the
effect that bound them, each bundle's order the owner's to change — ``ZoneDef.free_order``);
the zone itself still counts: its owner's (7.29.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    drop: [{name: 従者, grade: 1}, {name: 槍兵, grade: 2}, {name: 弓兵, grade: 1}]
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のドロップゾーンからカードを２枚まで選び、バインドする。"}
choices:
  - {player: A, at: choose, choose: 従者}
  - {player: A, at: choose, choose: 槍兵}
expect:
  state: {B.bind: BIND, A.bind: 0}
"""


@pytest.mark.parametrize("order", ["[従者, 槍兵]", "[槍兵, 従者]"])
def test_either_order(order: str) -> None:
    r = resolve(loads(BOARD.replace("BIND", order), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_other_cards_still_disagree() -> None:
    r = resolve(loads(BOARD.replace("BIND", "[従者, 弓兵]"), "t.yaml"))
    assert check_expect(r)
