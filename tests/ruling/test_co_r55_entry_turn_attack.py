"""「『X』はフィールドに出たターンにアタックを宣言できる」 (round 55, s52coT2; issue 12): a character
played enters the field tapped (3.4.2) and only an untapped one declares an attack (3.4.5.2), so
none attacks in the turn it came out; X's text lets it despite the tap it entered with (4.2.9) —
the keyword ``entry_turn_attack``. Another tap (its own attack) still keeps it from attacking."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, co_ability, co_run


@pytest.mark.parametrize(
    "text",
    [
        "『魚』はフィールドに出たターンにアタックを宣言できる。",
        "『魚』はフィールドに出たターンにアタックできる。",
        "『魚』はフィールドに出たターンにアタックを行うことができる。",
    ],
)
def test_the_wordings_are_one_keyword(text: str) -> None:
    a = co_ability(text, name="魚")
    assert a.supported, a.reason
    assert a.program.keyword == "entry_turn_attack"


def test_another_act_stays_refused() -> None:
    assert not co_ability(
        "『魚』はフィールドに出たターンにディフェンスを宣言できる。", name="魚"
    ).supported


BOARD = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand:
      - {name: 魚, type: character, cost: 2, ap: 2, dp: 1, text: "TEXT"}
  B:
    hp: 20
    deck: 10
actions:
  - {do: play, card: 魚}
  - {do: attack, attacker: 魚}
MORE
ask: [B.hp]
"""


def test_played_this_turn_it_attacks() -> None:
    text = "『魚』はフィールドに出たターンにアタックを宣言できる。"
    r = co_run(BOARD.replace("TEXT", text).replace("MORE", ""))
    assert r.outcome["state"] == {"B.hp": 18}
    assert {"3.4.2", "4.2.9"} <= set(cited(r))
    # without the text: tapped as it entered (3.4.2), it cannot attack
    r = co_run(BOARD.replace("TEXT", "").replace("MORE", ""))
    assert r.outcome["state"] == {"B.hp": 20}


def test_tapped_by_its_attack_it_does_not_attack_again() -> None:
    text = "『魚』はフィールドに出たターンにアタックを宣言できる。"
    r = co_run(BOARD.replace("TEXT", text).replace("MORE", "  - {do: attack, attacker: 魚}"))
    assert r.outcome["state"] == {"B.hp": 18}


def test_a_character_tapped_from_an_earlier_turn_is_not_let() -> None:
    board = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 魚, type: character, ap: 2, dp: 1, state: rest, text: "『魚』はフィールドに出たターンにアタックを宣言できる。"}
  B: {hp: 20, deck: 10}
actions:
  - {do: attack, attacker: 魚}
ask: [B.hp]
"""
    assert co_run(board).outcome["state"] == {"B.hp": 20}
