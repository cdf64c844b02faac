"""「(あなた / 相手のデュエルマスター)が使用する特殊能力のコストはN減少 / 増加する」 (round 63,
s60coR, from co r63_019): while the card is in force (4.3.8), the abilities that player uses
cost N less or more — additional costs summed before they are applied (4.3.3.2), paid at
4.3.3.3; a cost that cannot be prepared refuses the use (4.3.3.1)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 5
    deck: 10
    energy: %d
    field:
      - {name: 術師, type: character, ap: 1, dp: 2, text: "2エネルギーを支払う:あなたはHPが1点回復する。"}
      - {name: 指輪, type: item, set_on: field, text: "フィールドにセット。\\n%s"}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 塔, type: item, set_on: field, text: "フィールドにセット。\\n%s"}
actions:
  - {do: activate, card: 術師%s}
ask: [A.hp, A.energy]
"""
DOWN = "あなたが使用する特殊能力のコストは2減少する。"
UP = "相手のデュエルマスターが使用する特殊能力のコストは1増加する。"


def test_a_raise_and_a_reduction_are_summed() -> None:
    r = co_run(BOARD % (1, DOWN, UP, ""))
    assert main_state(r, "A.hp") == 6
    assert main_state(r, "A.energy") == 0
    assert "4.3.3.2" in decided(r)


def test_a_raise_alone_cannot_be_paid() -> None:
    r = co_run(BOARD % (2, "", UP, ", allowed: false"))
    assert main_state(r, "A.hp") == 5
    assert main_state(r, "A.energy") == 2


def test_a_reduction_of_the_other_player_does_not_apply() -> None:
    # 塔 is B's: 「あなたが使用する」 there is B's uses, not A's
    r = co_run(BOARD % (1, "", DOWN, ", allowed: false"))
    assert main_state(r, "A.hp") == 5
