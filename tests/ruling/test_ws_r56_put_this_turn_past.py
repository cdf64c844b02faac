"""ws round 56 (s53wsC2): 「このターンにあなたのクロックからカードが控え室に置かれていたなら」 — the
grammar splits 「置かれていた」 into 「置かれて」 + 「いた」 and reads 「このターンに」 as a second goal;
read as 「そのターン中にあなたのクロックのカードが控え室に置かれているなら」: a card of that player's
moved this turn from that zone to that zone (a zone-move, 3.1.4), whatever moved it (the shared
``history`` of a ``placed`` event)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = (
    "【起】 このターンにあなたのクロックからカードが控え室に置かれていたなら、そのターン中、"
    "このカードのソウルを＋1。"
)


@pytest.mark.parametrize(
    ("before", "soul"),
    [
        ("あなたは自分のクロックの上から1枚を、控え室に置く。", 2),
        ("あなたは自分の山札の上から1枚を、控え室に置く。", 1),
        ("", 1),
    ],
)
def test_a_card_put_from_that_zone_this_turn(before: str, soul: int) -> None:
    first = f'  - {{do: resolve_text, player: A, text: "{before}"}}\n' if before else ""
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n    clock: 2\n    stage:\n"
            "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
            f'text: "{TEXT}"}}\n  B: {{deck: 10}}\n'
            "actions:\n" + first + "  - {do: activate, card: 使い手}\nask: [使い手.soul]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "使い手.soul") == soul
