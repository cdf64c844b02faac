"""ws round 57 (s54wsC): 「あなたのキャラが【リバース】していないなら」 — the denial of 「…しているなら」
(there is one): none of that player's characters on the stage (2.3.2.1.2) is in that orientation
(4.6.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = "【永】 あなたのキャラが【リバース】していないなら、このカードのパワーを＋2500。"


@pytest.mark.parametrize(("state", "power"), [("stand", 5500), ("rest", 5500), ("reverse", 3000)])
def test_none_reversed(state: str, power: int) -> None:
    src = (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{TEXT}"}}\n'
        f"      left_front: {{name: 味方, type: character, level: 0, power: 3000, soul: 1, state: {state}}}\n"
        "  B: {deck: 10}\nask: [使い手.power]\n"
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.power") == power
