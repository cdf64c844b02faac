"""ws round 57 (s54wsC): 「あなたはこのターン中に、自分の赤のキャラが2枚以上【リバース】していたなら」 —
the reversals this turn (made reverse, 4.6.1.3) of that player's characters passing the description
(a colour, 2.4.1), counted (the shared ``history`` with a count); 「あなたは」 the topic, 自分 the master."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = (
    "【起】 あなたはこのターン中に、自分の赤のキャラが2枚以上【リバース】していたなら、"
    "そのターン中、このカードのソウルを＋1。"
)
REVERSE = "あなたは自分のキャラを1枚選び、【リバース】する。"


@pytest.mark.parametrize(
    ("reversed_", "soul"), [(("赤1", "赤2"), 2), (("赤1", "青1"), 1), (("赤1",), 1)]
)
def test_reversals_of_red_characters(reversed_: tuple[str, ...], soul: int) -> None:
    actions = "".join(
        f'  - {{do: resolve_text, player: A, text: "{REVERSE}"}}\n' for _ in reversed_
    )
    choices = "".join(f"  - {{player: A, choose: {n}}}\n" for n in reversed_)
    chars = {
        "left_front": ("赤1", "RED"),
        "right_front": ("赤2", "RED"),
        "left_back": ("青1", "BLUE"),
    }
    stage = "".join(
        f"      {slot}: {{name: {n}, type: character, level: 0, power: 3000, soul: 1, color: {c}}}\n"
        for slot, (n, c) in chars.items()
    )
    src = (
        WS_HEAD
        + "players:\n  A:\n    deck: 10\n    stage:\n"
        + stage
        + "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'color: YELLOW, text: "{TEXT}"}}\n  B: {{deck: 10}}\n'
        "actions:\n" + actions + "  - {do: activate, card: 使い手}\n"
        "choices:\n" + choices + "ask: [使い手.soul]\n"
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.soul") == soul
