"""co round 51 (s48coA): 「対象のキャラクターをあなたの手札に加える。」 — the hand the text names is
read, never dropped: the opponent's character goes to the hand of the player carrying the text
out under one reading, the card text processed over 4.2.12's 「必ずそのカードのオーナーのそれに移動
します」 (4.2.9), and to its owner's under the other (4.2.12 「必ず」; co.unsettled
``named_hand_over_owner``, both run, the owner's the engine's); 「相手の手札に加える」 alike; with
「(オーナーの)手札に戻す」, or where the named hand is the owner's, the card goes to its owner's hand
(4.2.12). Before, 「あなたの」 was dropped and every such card went to its owner's hand."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_run, decided, main_state, unsupported


def _run(effect: str, mine: bool = False) -> Any:
    b_field = "" if mine else "    field: [{name: 騎士, type: character, ap: 3, dp: 3}]\n"
    a_field = "    field: [{name: 騎士, type: character, ap: 3, dp: 3}]\n" if mine else ""
    return co_run(
        "turn: {player: A, number: 9, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 3\n"
        "    deck: 20\n" + a_field + "    hand:\n"
        f'      - {{name: 手, type: spell, cost: 3, text: "使い捨て\\n{effect}"}}\n'
        "  B:\n    hp: 10\n    deck: 20\n    hand: 2\n" + b_field + "actions:\n"
        "  - {do: play, player: A, card: 手, target: 騎士}\nask: [騎士.zone, B.hand]\n"
    )


def test_co_opponents_character_to_your_hand_by_the_text() -> None:
    r = _run("対象のキャラクターをあなたの手札に加える。")
    assert not unsupported(r)
    assert main_state(r, "騎士.zone") == "B.hand"
    assert {leaf.outcome["state"]["騎士.zone"] for leaf in r.alternates} == {"A.hand"}


@pytest.mark.parametrize(
    "effect", ["対象のキャラクターをオーナーの手札に戻す。", "対象のキャラクターを手札に戻す。"]
)
def test_co_return_to_the_hand_is_the_owners(effect: str) -> None:
    r = _run(effect)
    assert main_state(r, "騎士.zone") == "B.hand"
    assert "4.2.12" in decided(r)
    assert "4.2.9" not in decided(r)


def test_co_opponents_hand_named_for_your_own_character() -> None:
    r = _run("対象のキャラクターを相手の手札に加える。", mine=True)
    assert not unsupported(r)
    assert main_state(r, "騎士.zone") == "A.hand"
    assert {leaf.outcome["state"]["騎士.zone"] for leaf in r.alternates} == {"B.hand"}
