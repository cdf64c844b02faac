"""「キャラクターにダメージを与えたときにのみプレイしてもよい。そのダメージを1点増加する。」 (round 64,
s61coRC, from co r64_025): an increase is made in the window of a reduction (4.3.10.2
「ダメージを軽減(増加)するカード」), so 「そのダメージ」 is the damage being dealt there as for
軽減 — added before the damage is determined (4.3.10.3); with no damage being dealt the play
condition does not hold and the card is not played (3.4.3, 4.3.5)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state

BOARD = """
turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    field:
      - {name: 甲, type: character, ap: 2, dp: 5}
    hand:
      - {name: 一撃, type: event, cost: 1, text: "%s"}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 乙, type: character, ap: 1, dp: 3}
actions:
%s
ask: [乙.zone, 乙.damage, A.energy]
"""
GIVE = (
    "キャラクターにダメージを与えたときにのみプレイしてもよい。そのダメージを1点増加する。使い捨て"
)
TAKE = (
    "キャラクターがダメージを受けたときにのみプレイしてもよい。そのダメージを1点増加する。使い捨て"
)
ATTACK = """  - do: attack
    attacker: 甲
    defender: 乙
    reduce:
      乙: [{do: play, player: A, card: 一撃}]"""


def test_the_increase_is_added_in_the_reduction_window() -> None:
    for text in (GIVE, TAKE):
        r = co_run(BOARD % (text, ATTACK))
        assert main_state(r, "乙.zone") == "B.dustbox"
        assert main_state(r, "A.energy") == 0
        assert {"4.3.10.2", "4.3.10.3"} <= decided(r)


def test_without_a_damage_the_card_is_not_played() -> None:
    r = co_run(BOARD % (GIVE, "  - {do: play, card: 一撃}"))
    assert r.main.rejected
    assert main_state(r, "A.energy") == 1
    assert "4.3.5" in decided(r)
