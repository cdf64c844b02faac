"""The resolver (round 43, s40mc2): an answer a one-result choice leaves, under a reading of a point
the rules text does not settle, is the writer's for another reading — the reading's branch is kept
with the answer not followed, not dropped as ruled out by it.

On mc's point discard_up_to_zero (1.3.2 against 12.3.1.2): 「手札を2枚まで破棄する」 with one card
in hand and the answer 0. Read as at least 1 (1.3.2), the one card is the only result, and the 0
is followed by no choice there; read as 0 allowed, A discards none. Both readings run; an answer
followed under no reading is still refused, and without a reading a one-result choice's unused
answer still rules its branch out."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads

BOARD = (
    "game: mc\ntitle: t\nturn: {player: A, number: 5, phase: main}\nplayers:\n"
    "  A:\n    deck: 20\n    hand: [{name: 火竜, type: unit, level: 4, attack: 4, defense: 4}]\n"
    "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n"
    "  B:\n    deck: 20\n    field:\n      c4: [{name: 本陣, type: terrain, hq: true}]\n"
    'actions:\n  - {do: resolve_text, player: A, text: "%s"}\n'
    "choices:\n  - {player: A, choose: %s}\nask: [A.hand]\n"
)


def _hands(text: str, choose: str) -> set[int]:
    r = resolve(loads(BOARD % (text, choose), "t.yaml"))
    return {int(lf.outcome["state"]["A.hand"]) for lf in [*r.leaves, *r.alternates]}


def test_both_readings_kept_when_the_answer_is_for_one() -> None:
    # at least 1: the card discarded (hand 0); 0 allowed: the answer taken (hand 1)
    assert _hands("手札を2枚まで破棄する。", "0") == {0, 1}


def test_an_answer_no_reading_follows_is_refused() -> None:
    with pytest.raises(ScenarioError):
        _hands("手札を2枚まで破棄する。", "7")


def test_without_a_reading_the_unused_answer_is_still_refused() -> None:
    # 「手札を1枚破棄する」: no point raised; the one card is the only result, and 0 answers nothing
    with pytest.raises(ScenarioError):
        _hands("手札を1枚破棄する。", "0")
