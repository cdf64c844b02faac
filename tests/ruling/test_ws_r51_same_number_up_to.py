"""ws round 51 (s48wsA): 「自分の控え室のキャラを同じ枚数まで選び」 — up to as many as the step before dealt
with (8.6.3.1.1), worked out when the choice is made, as 「同じ枚数選び」 is exactly that many."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state

TEXT = (
    "【起】 あなたは自分のクロックを2枚まで選び、控え室に置き、自分の控え室のキャラを同じ枚数まで選び、"
    "クロック置場に置く。"
)


@pytest.mark.parametrize(
    ("first", "zone_of_second"), [(["一", "二"], "A.clock"), (["一", "no"], "A.waiting_room")]
)
def test_same_number_up_to(first: list[str], zone_of_second: str) -> None:
    answers = "".join(f"  - {{player: A, at: choose, choose: {c}}}\n" for c in [*first, "甲", "乙"])
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n"
            "    clock: [{name: 一, type: character}, {name: 二, type: character}]\n"
            "    waiting_room: [{name: 甲, type: character}, {name: 乙, type: character}, "
            "{name: 丙, type: character}]\n    stage:\n"
            "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
            f'text: "{TEXT}"}}\n  B: {{deck: 10}}\n'
            "actions:\n  - {do: activate, card: 使い手}\nchoices:\n"
            + answers
            + "ask: [甲.zone, 乙.zone, A.clock]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "甲.zone") == "A.clock"
    assert main_state(r, "乙.zone") == zone_of_second
    assert main_state(r, "A.clock") == 2
