"""A circle answered with its player (round 61): a choice of circles offers ``left_front``; a
scenario may also name it ``A.left_front`` (or ``A.field.left_front``) when the circles are A's —
never another player's circle of the same name (the answer names no option and is refused)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads

BOARD = """
game: vg
title: a call to a circle named with its player
turn: {player: A, number: 4, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 2, power: 10000}
    hand: [{name: 兵, type: normal, grade: 1, power: 8000}]
    deck: 20
  B:
    vanguard: {name: 敵, type: normal, grade: 2, power: 10000}
    deck: 20
actions:
  - {do: call, player: A, card: 兵}
choices:
  - {player: A, at: circle, choose: ANSWER}
"""


def _circle(answer: str) -> str | None:
    r = resolve(loads(BOARD.replace("ANSWER", answer), "circle_answer.yaml"))
    st = r.leaves[0].final
    for z, cards in st.players["A"].zones.items():
        if any(c.name == "兵" for c in cards):
            return z
    return None


@pytest.mark.parametrize("answer", ["right_back", "A.right_back", "A.field.right_back"])
def test_the_circle_is_named_alone_or_with_its_player(answer: str) -> None:
    assert _circle(answer) == "field.right_back"


def test_another_players_circle_of_that_name_is_no_option() -> None:
    with pytest.raises(ScenarioError, match="none of the options"):
        _circle("B.right_back")
