"""ws round 59 (s56wsC2): 「山札の上から1枚をトリガーチェックのように公開し」 — a reveal of those cards
(4.9.1), not a trigger check (7.3.1.2): the text goes on with them as it says."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 7, phase: attack}}
players:
  A:
    stage:
      center_front: {{name: 攻め, type: character, level: 1, power: 5000, soul: 1,
                     text: "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚をトリガーチェックのように公開し、そのカードがCXでないなら、そのターン中、このカードのパワーを＋3000。そのカードを控え室に置く。"}}
    deck: [{{name: 上, type: {kind}, level: 0, trigger: none}}, {{name: 次, type: character, level: 0, trigger: none}}, 10]
  B:
    stage:
      center_front: {{name: 守り, type: character, level: 0, power: 1000, soul: 1}}
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
ask: [攻め.power, 上.zone, 次.zone]
"""


@pytest.mark.parametrize(("kind", "power"), [("character", 8000), ("climax", 5000)])
def test_revealed_then_as_the_text_says(kind: str, power: int) -> None:
    r = resolve(loads(BOARD.format(kind=kind)))
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    assert st["攻め.power"] == power
    assert st["上.zone"] == "A.waiting_room"
    assert st["次.zone"] == "A.stock"  # the trigger check of the attack takes the next card
