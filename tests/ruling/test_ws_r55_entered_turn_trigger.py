"""ws round 55 (s52wsO): 「このカードが手札から舞台に置かれたターン中、…の始めに」 — the trigger form
of the period ``entered``. A card put onto the stage from the hand this turn triggers at the start
of the encore step (7.7.1.1); one that left the stage and came back from another zone the same turn
asks the same point as the continuous form, ``entered_turn_new_card`` (3.1.4): both readings run,
the engine's own (``new_card``: no trigger) first. A card put there from elsewhere never triggers."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_TEXT = (
    "【自】 このカードが手札から舞台に置かれたターン中、あなたのアンコールステップの始めに、"
    "あなたは自分の山札の上から1枚を、ストック置場に置く。"
)
_BASE = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 0
    stock: 0
    hand: [{name: 若武者, type: character, level: 0, cost: 0, power: 3000, soul: 1, text: "%s"}]
    waiting_room: [{name: 古参, type: character, level: 0, cost: 0, power: 3000, soul: 1, text: "%s"}]
    deck: 10
  B: {deck: 10}
actions:
%s
  - {do: encore_step}
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
    return check_expect(resolve(loads(_BASE % (_TEXT, _TEXT, actions, expect) + choices)))


def test_played_from_hand_triggers() -> None:
    assert (
        _problems(PLAY, "  triggered: {若武者: 1}\n  state: {A.stock: 1}\n  ambiguous: false") == []
    )


def test_put_from_elsewhere_does_not() -> None:
    put = "  - {do: move, card: 古参, to: left_front}"
    assert _problems(put, "  triggered: {古参: 0}\n  state: {A.stock: 0}\n  ambiguous: false") == []


def test_back_on_the_stage_is_a_reading() -> None:
    expect = '  triggered: {若武者: 0}\n  state: {A.stock: 0}\n  ambiguous: ["3.1.4"]'
    assert _problems(BACK, expect) == []
    other = "choices:\n  - {player: A, at: reading, choose: same_card}\n"
    assert _problems(BACK, "  triggered: {若武者: 1}\n  state: {A.stock: 1}", other) == []
