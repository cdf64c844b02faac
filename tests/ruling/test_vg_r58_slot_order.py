"""A slot's cards are compared whatever their order (round 58, s55vgR): no clause orders the
cards of one vg circle — a legion's two vanguards (6.4.1.3 「同じ配置状態と同じ領域に置きます」),
a G unit and its hearts (6.5.1) — so ``expect.state`` lists them in any order
(``assertions``: a ``ZoneDef.slot`` with no ``order``)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 主竜, type: normal, grade: 3, power: 13000}
    deck: [{name: 相棒竜, type: normal, grade: 3, power: 12000}, 9]
  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions: [{do: legion, card: 相棒竜, from: deck}]
expect:
  state: {A.vanguard: WANT}
"""


@pytest.mark.parametrize("want", ["[主竜, 相棒竜]", "[相棒竜, 主竜]"])
def test_legion_pair_in_any_order(want: str) -> None:
    sc = loads(BOARD.replace("WANT", want), "t.yaml")
    assert not check_expect(resolve(sc))


def test_other_cards_still_differ() -> None:
    sc = loads(BOARD.replace("WANT", "[主竜, 敵]"), "t.yaml")
    assert check_expect(resolve(sc))
