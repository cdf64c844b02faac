"""ws round 57 (s54wsC): 「あなたの控え室のカードが山札の枚数以上なら」 — cards compared with a number of
cards are their number (the shared ``conditions.counted_subject``): read as 「あなたの控え室のカードの
枚数があなたの山札の枚数以上なら」, the place with no owner the subject's owner's."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = "【起】 あなたの控え室のカードが山札の枚数以上なら、そのターン中、このカードのソウルを＋1。"


@pytest.mark.parametrize(("wr", "deck", "soul"), [(3, 2, 2), (3, 3, 2), (1, 3, 1)])
def test_waiting_room_against_the_deck(wr: int, deck: int, soul: int) -> None:
    src = (
        WS_HEAD + f"players:\n  A:\n    deck: {deck}\n    waiting_room: {wr}\n    stage:\n"
        "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
        f'text: "{TEXT}"}}\n  B: {{deck: 1, waiting_room: 9}}\n'
        "actions:\n  - {do: activate, card: 使い手}\nask: [使い手.soul]\n"
    )
    assert main_state(resolve(loads(src, "t.yaml")), "使い手.soul") == soul
