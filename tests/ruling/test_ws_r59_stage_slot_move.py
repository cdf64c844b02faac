"""ws round 59 (s56wsC): 「このカードが舞台の他の枠に移動した時」 — 「舞台の」 before the slots names no
other place (3.6.1: every slot is the stage's): the trigger of 「他の枠に移動した時」 (3.6.3)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    stage:
      center_front: {{name: 踊り子, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
      left_back: {{name: 相方, type: character, level: 1, power: 4000, soul: 1}}
    deck: 20
  B:
    deck: 20
actions:
  {act}
ask: [踊り子.power]
"""


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードが舞台の他の枠に移動した時、そのターン中、このカードのパワーを＋1000。",
        "【自】 このカードが他の枠に移動した時、そのターン中、このカードのパワーを＋1000。",
    ],
)
@pytest.mark.parametrize(
    "act,power", [("- {do: swap, slot: center_front, with: left_back}", 6000), ("[]", 5000)]
)
def test_a_move_to_another_slot(text: str, act: str, power: int) -> None:
    r = resolve(loads(BOARD.format(text=text, act=act)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["踊り子.power"] == power


def test_a_row_of_the_stage() -> None:
    text = (
        "【自】 このカードが舞台の後列の枠に移動した時、そのターン中、このカードのパワーを＋1000。"
    )
    r = resolve(
        loads(BOARD.format(text=text, act="- {do: swap, slot: center_front, with: left_back}"))
    )
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["踊り子.power"] == 6000
