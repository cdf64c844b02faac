"""ws round 55 (s52wsR): 「このカードが手札から舞台に置かれたターン中、X」 in a continuous ability —
the period read as the condition of X (8.1.1.3); a card put onto the stage from the hand this turn
meets it. One that left the stage and came back from another zone the same turn: whether the new
card (3.1.4) meets it is the point ``entered_turn_new_card``, both readings run, the engine's own
(``new_card``: not met) first. A card put there from elsewhere never meets it, with no reading."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_BASE = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 0
    stock: 0
    hand: [{name: 若武者, type: character, level: 0, cost: 0, power: 3000, soul: 1,
            text: "【永】 このカードが手札から舞台に置かれたターン中、このカードのパワーを＋2000。"}]
    waiting_room: [{name: 古参, type: character, level: 0, cost: 0, power: 3000, soul: 1,
            text: "【永】 このカードが手札から舞台に置かれたターン中、このカードのパワーを＋2000。"}]
    deck: 10
  B: {deck: 10}
actions:
%s
expect:
%s
"""
PLAY = "  - {player: A, do: play, card: 若武者, slot: center_front}"
BACK = (
    PLAY
    + "\n  - {do: move, card: 若武者, to: waiting_room}"
    + "\n  - {do: move, card: 若武者, to: left_front}"
)


def _problems(actions: str, expect: str, choices: str = "") -> list[str]:
    return check_expect(resolve(loads(_BASE % (actions, expect) + choices)))


def test_played_from_hand_meets_it() -> None:
    assert _problems(PLAY, "  state: {若武者.power: 5000}\n  ambiguous: false") == []


def test_put_from_elsewhere_does_not() -> None:
    put = "  - {do: move, card: 古参, to: left_front}"
    assert _problems(put, "  state: {古参.power: 3000}\n  ambiguous: false") == []


def test_back_on_the_stage_is_a_reading() -> None:
    expect = '  state: {若武者.power: 3000}\n  ambiguous: ["3.1.4"]'
    assert _problems(BACK, expect) == []
    other = "choices:\n  - {player: A, at: reading, choose: same_card}\n"
    assert _problems(BACK, "  state: {若武者.power: 5000}", other) == []
