"""mc round 61 (s58mcR): a limit adjustment (11.3.2.1) whose discard a replacement replaced
(10.8.3: the unit stays, its party still over the limit) repeats (11.3.2.2): the new discard is a
new event, which the replacement may replace again (10.8.4.3: once per event) — the repetition
is said with those clauses, caused by the replacement before it; when the replacement's choice
cannot be made (an empty hand) it is not applied (10.8.5) and the unit is discarded."""

from __future__ import annotations

import pytest

from tests.ruling.boards import mc_scenario, problems

GIANT = "このユニットが破棄される場合、代わりに自軍手札1枚を破棄してもよい。"


def _board(text: str, hand_extra: int, expect: str) -> str:
    extra = ", ".join(f"{{name: 石{i}, type: item}}" for i in range(hand_extra))
    return mc_scenario(
        a_top=f"    deck: 20\n    hand: [{{name: 痩せ地, type: terrain, limit: 4}}{', ' if extra else ''}{extra}]\n",
        a=(
            "      l2:\n        - {name: 平野, type: terrain, limit: 8}\n"
            f'        - {{name: 巨人, type: unit, level: 5, attack: 5, defense: 5, text: "{text}"}}\n'
        ),
        rest=(
            "actions:\n  - {do: place_terrain, card: 痩せ地, area: l2}\n"
            "choices:\n  - {player: A, at: replacement_optional, choose: yes}\n"
            f"expect:\n{expect}"
        ),
    )


@pytest.mark.parametrize("n", [1, 2])
def test_each_repetition_a_new_event_until_the_hand_is_empty(n: int) -> None:
    expect = (
        "  state: {巨人.zone: A.discard, A.hand: 0}\n"
        '  decided_by: ["11.3.2.2", "10.8.3", "10.8.4.3", "10.8.5"]\n'
    )
    board = _board(GIANT, n, expect).replace(
        "choices:\n  - {player: A, at: replacement_optional, choose: yes}\n",
        "choices:\n" + "  - {player: A, at: replacement_optional, choose: yes}\n" * n,
    )
    assert problems(board) == []


def test_no_replacement_no_repetition_said() -> None:
    expect = (
        "  state: {巨人.zone: A.discard, A.hand: 1}\n"
        '  decided_by: ["11.3.2.1"]\n  not_decided_by: ["10.8.4.3"]\n'
    )
    board = _board("", 1, expect).replace(
        "choices:\n  - {player: A, at: replacement_optional, choose: yes}\n", ""
    )
    assert problems(board) == []
