"""ws round 57 (s54wsC): 「このカードの正面のキャラが前列の中央の枠にいるなら」 — the card a reference
names (the character facing this one, 3.6.6; the battle opponent, 7.2.1.6; a chosen card) is in that
place now (the shared ``at`` of a reference)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = "【起】 このカードの正面のキャラが前列の中央の枠にいるなら、そのターン中、このカードのパワーを＋2000。"
FOE = "{name: 敵, type: character, level: 0, power: 3000, soul: 1}"


@pytest.mark.parametrize(
    ("mine", "theirs", "power"),
    [("center_front", "center_front", 5000), ("left_front", "right_front", 3000)],
)
def test_the_facing_character_in_the_centre(mine: str, theirs: str, power: int) -> None:
    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
        f"      {mine}: {{name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{TEXT}"}}\n  B:\n    deck: 10\n    stage:\n      {theirs}: {FOE}\n'
        "actions:\n  - {do: activate, card: 使い手}\nask: [使い手.power]\n"
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.power") == power


def test_no_facing_character() -> None:
    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{TEXT}"}}\n  B:\n    deck: 10\n    stage:\n      left_front: {FOE}\n'
        "actions:\n  - {do: activate, card: 使い手}\nask: [使い手.power]\n"
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.power") == 3000
