"""「相手がプレイするキャラクターカードは、プレイするためのコストが1増加する」 (round 60, s57coC, from
cards_r59): the cards played the topic and the cost of playing them the subject — read as
「相手がプレイするキャラクターカードのコストは1増加する」, a cost changed while the card is in force
(4.3.8) and summed with the others before it is applied (4.3.2.2, 4.3.2.1's 「プレイするための
コスト」)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state


@pytest.mark.parametrize(
    ("text", "same"),
    [
        (
            "相手がプレイするキャラクターカードは、プレイするためのコストが1増加する。",
            "相手がプレイするキャラクターカードのコストは1増加する。",
        ),
        (
            "あなたがプレイするイベントカードは、プレイするためのコストが1減少する。",
            "あなたがプレイするイベントカードのコストは1減少する。",
        ),
    ],
)
def test_read_as_the_cost_of_the_cards(text: str, same: str) -> None:
    a = co_ability(text, "navigator", "女将")
    assert a.supported, a.reason
    assert a.program == co_ability(same, "navigator", "女将").program


def test_another_subject_is_not_read_so() -> None:
    # the subject is not the cost of the play: not a cost change
    a = co_ability("相手がプレイするキャラクターカードは、APが1増加する。", "navigator", "女将")
    assert (
        not a.supported
        or a.program
        != co_ability(
            "相手がプレイするキャラクターカードのコストは1増加する。", "navigator", "女将"
        ).program
    )


BOARD = """turn: {player: A, number: 6, phase: main}
players:
  A:
    energy: ENERGY
    deck: 20
    hand: [{name: 剣士, type: character, gender: 男性, ap: 1, dp: 1, cost: 2}]
  B:
    hp: 10
    deck: 20
    field: [{name: 女将, type: navigator, text: "相手がプレイするキャラクターカードは、プレイするためのコストが1増加する。"}]
actions:
  - {do: play, card: 剣士, allowed: ALLOWED}
ask: [剣士.zone, A.energy]
"""


@pytest.mark.parametrize(
    ("energy", "allowed", "zone", "left"),
    [(2, "false", "A.hand", 2), (3, "true", "A.field", 0)],
)
def test_the_opponents_characters_cost_one_more(
    energy: int, allowed: str, zone: str, left: int
) -> None:
    r = co_run(BOARD.replace("ENERGY", str(energy)).replace("ALLOWED", allowed))
    assert main_state(r, "剣士.zone") == zone and main_state(r, "A.energy") == left
    assert "4.3.2.2" in decided(r)
