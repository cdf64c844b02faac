"""ws round 56 (s53wsC2): 「あなたは自分の控え室のキャラを、この効果で置いた枚数と同じ枚数まで選び」 —
the object printed first with 「を、」 is the choice's, not the relative clause's (the grammar hangs it
there: ``ruling.cardtext.steps.object_out_of_relative``); the choice is of up to as many
characters as the effect put into the waiting room (8.6.3.1.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, main_state

TEXT = (
    "【起】 あなたは自分のストックを好きな枚数選び、控え室に置く。あなたは自分の控え室のキャラを、"
    "この効果で置いた枚数と同じ枚数まで選び、ストック置場に置く。"
)
SAME = (
    "【起】 あなたは自分のストックを好きな枚数選び、控え室に置く。あなたはこの効果で置いた枚数と"
    "同じ枚数まで、自分の控え室のキャラを選び、ストック置場に置く。"
)


def test_read_as_the_count_printed_first() -> None:
    assert compiled_first(TEXT, "ws") == compiled_first(SAME, "ws")


@pytest.mark.parametrize(
    ("put", "third"), [(["一", "二"], "A.stock"), (["一", "no"], "A.waiting_room")]
)
def test_up_to_as_many_as_put(put: list[str], third: str) -> None:
    answers = "".join(
        f"  - {{player: A, at: choose, choose: {c}}}\n" for c in [*put, "甲", "乙", "丙"]
    )
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n"
            "    stock: [{name: 一, type: climax}, {name: 二, type: climax}]\n"
            "    waiting_room: [{name: 甲, type: character}, {name: 乙, type: character}, "
            "{name: 丙, type: character}]\n    stage:\n"
            "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
            f'text: "{TEXT}"}}\n  B: {{deck: 10}}\n'
            "actions:\n  - {do: activate, card: 使い手}\nchoices:\n"
            + answers
            + "ask: [甲.zone, 乙.zone, 丙.zone]\n",
            "t.yaml",
        )
    )
    assert main_state(r, "甲.zone") == "A.stock"
    assert main_state(r, "乙.zone") == third
    assert main_state(r, "丙.zone") == "A.waiting_room"


PUT_THEN = (
    "【起】 あなたは自分のクロックの上から2枚まで、控え室に置く。この効果で置いた枚数が2枚なら、"
    "そのターン中、このカードのソウルを＋1。"
)


def test_count_before_the_comma_and_the_count_put() -> None:
    """「自分のクロックの上から2枚まで、控え室に置く」 (no を, a comma: one put, the pile's end and the
    count said before it) and 「この効果で置いた枚数が2枚なら」 (the place unsaid is the step's
    before it): for each number the master picks (8.6.3.1.1), soul +1 only when it was 2."""
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    deck: 10\n    clock: 2\n    stage:\n"
            "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
            f'text: "{PUT_THEN}"}}\n  B: {{deck: 10}}\n'
            "actions:\n  - {do: activate, card: 使い手}\nask: [使い手.soul, A.waiting_room]\n",
            "t.yaml",
        )
    )
    got = {leaf.choices[0].option: leaf.outcome["state"] for leaf in r.leaves}
    assert got == {
        "0": {"使い手.soul": 1, "A.waiting_room": 0},
        "1": {"使い手.soul": 1, "A.waiting_room": 1},
        "2": {"使い手.soul": 2, "A.waiting_room": 2},
    }
