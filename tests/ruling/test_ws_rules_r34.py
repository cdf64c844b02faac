"""ws rules found by the round-34 blind set moved into development (round 34, s30rulesVGWS), each on
a minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads

# ---------------- 8.6.3.1.1 「N枚まで選び」 answered by a number: 0 chooses none (as `no`), k of
# 1…N is how many, the next k answers being the cards; unanswered, the counts are no branches

UP_TO = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10}
  B:
    stage:
      left_front: {name: 乙, type: character, level: 1, power: 4000, soul: 1}
      center_front: {name: 丙, type: character, level: 1, power: 5000, soul: 1}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを%(n)s枚まで選び、【レスト】する。"}
choices: %(choices)s
ask: [乙.state, 丙.state]
"""


def _state(r: object) -> dict:
    return r.outcome["state"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("none", ["0", "no", "none", "なし"])
def test_choosing_none_of_an_up_to_choice_by_zero(none: str) -> None:
    r = resolve(loads(UP_TO % {"n": 1, "choices": f"[{{player: A, choose: {none}}}]"}))
    assert _state(r)["乙.state"] == "stand" and _state(r)["丙.state"] == "stand"
    assert "8.6.3.1.1" in r.decided_by


def test_a_count_then_the_cards_of_an_up_to_choice() -> None:
    r = resolve(
        loads(UP_TO % {"n": 2, "choices": "[{player: A, choose: 1}, {player: A, choose: 丙}]"})
    )
    assert _state(r)["丙.state"] == "rest" and _state(r)["乙.state"] == "stand"
    r = resolve(
        loads(
            UP_TO
            % {
                "n": 2,
                "choices": "[{player: A, choose: 2}, {player: A, choose: 丙}, {player: A, choose: 乙}]",
            }
        )
    )
    assert _state(r)["丙.state"] == "rest" and _state(r)["乙.state"] == "rest"


def test_card_by_card_answers_still_work_and_counts_are_no_branches() -> None:
    r = resolve(
        loads(UP_TO % {"n": 2, "choices": "[{player: A, choose: 丙}, {player: A, choose: no}]"})
    )
    assert _state(r)["丙.state"] == "rest" and _state(r)["乙.state"] == "stand"
    open_ = resolve(loads(UP_TO % {"n": 2, "choices": "[]"}))
    # 乙, 丙 or none first, then the other or none: five distinct selections, no count branch
    states = {
        (lf.outcome["state"]["乙.state"], lf.outcome["state"]["丙.state"])
        for lf in open_.leaves
    }
    assert states == {("stand", "stand"), ("rest", "stand"), ("stand", "rest"), ("rest", "rest")}


def test_a_count_beyond_the_up_to_bound_is_refused() -> None:
    with pytest.raises(ScenarioError):
        resolve(loads(UP_TO % {"n": 1, "choices": "[{player: A, choose: 2}]"}))
