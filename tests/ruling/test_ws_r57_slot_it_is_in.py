"""ws round 57 (s54wsC): 「このカードのいる枠が前列なら」 — the place a card is in said to be a place
(the shared ``conditions.place_of_said``): as 「このカードが前列にいるなら」 (3.6.4: the front row's
slots)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = "【永】 このカードのいる枠が前列なら、このカードのパワーを＋1000。"


@pytest.mark.parametrize(("slot", "power"), [("left_front", 4000), ("right_back", 3000)])
def test_the_slot_it_is_in(slot: str, power: int) -> None:
    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
        f"      {slot}: {{name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{TEXT}"}}\n  B: {{deck: 10}}\nask: [使い手.power]\n'
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.power") == power
