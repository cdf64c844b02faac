"""ws round 60 (s57wsO): 「XのパワーがYのパワーの2倍以上なら」 — one card's value compared with a
multiple of the same value of another card (EKB/S592-015, -042), read as 「…のパワー以上なら」 is
(both cards must be there) with the other's value times the multiple."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 4, phase: attack}}
players:
  A:
    stage:
      center_front: {{name: 小兵, type: character, level: 0, power: 2000, soul: 1,
        text: "【自】 このカードが【リバース】した時、このカードのバトル相手のパワーがこのカードのパワーの2倍以上なら、あなたは1枚引く。"}}
    deck: [{{name: 引く札, type: character, level: 0}}, 15]
  B:
    stage:
      center_front: {{name: 大兵, type: character, level: 0, power: {power}, soul: 1}}
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("power", "hand"), [(4000, 1), (5500, 1), (3500, 0)])
def test_power_at_least_twice_the_other(power: int, hand: int) -> None:
    r = resolve(loads(BOARD.format(power=power)))
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    assert st["A.hand"] == hand


def test_power_at_most_twice_the_other() -> None:
    text = "このカードのバトル相手のパワーがこのカードのパワーの2倍以上なら"
    board = BOARD.format(power=3500).replace(text, text.replace("倍以上", "倍以下"))
    r = resolve(loads(board))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == 1
