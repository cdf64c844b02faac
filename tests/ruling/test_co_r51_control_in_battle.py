"""co round 51 (s48coB): control and the battle.

- A character whose control the turn player took attacks as that player's own: 3.4.5.2 asks
  whom it is controlled by; the declaration cites 4.2.12 and rests on the move of control
  (``turn.control_taken``).
- A defender whose control moved before the exchange: 3.4.5.6 treats it as leaving the field —
  the exchange of 3.4.5.4 is not made, the defence stands; the step names both and rests on the
  move of control.
- A damaged character not crashing rests on the clauses its DP was read by (4.3.9 with, e.g.,
  4.2.10 for a lord's 「『X』以外の…」), as a crash found does."""

from __future__ import annotations

from tests.ruling.boards import co_run

TAKE = "ターン終了時まで、対象のキャラクターのコントロール権を得る。"


def test_a_taken_character_attacks_and_the_attack_rests_on_the_move_of_control() -> None:
    r = co_run(
        f"""
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    hp: 10
    energy: 3
    deck: 20
    hand: [{{name: 歌, type: spell, cost: 3, text: "{TAKE}"}}]
  B:
    hp: 4
    deck: 20
    field: [{{name: 巨人, type: character, ap: 4, dp: 4}}]
actions:
  - {{do: play, player: A, card: 歌, target: 巨人}}
  - {{do: attack, attacker: 巨人, defender: none}}
"""
    )
    assert r.outcome["winner"] == "A"
    assert {"4.2.12", "4.3.2.6", "3.4.5.2", "3.4.5.4"} <= set(r.decided_by)


def test_an_own_attacker_does_not_cite_control() -> None:
    r = co_run(
        """
turn: {player: A, number: 9, phase: main}
players:
  A: {hp: 10, deck: 20, field: [{name: 巨人, type: character, ap: 4, dp: 4}]}
  B: {hp: 4, deck: 20}
actions:
  - {do: attack, attacker: 巨人, defender: none}
"""
    )
    assert r.outcome["winner"] == "A"
    assert "4.2.12" not in r.decided_by


def test_a_defender_taken_before_the_exchange_no_exchange() -> None:
    r = co_run(
        """
turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 20
    field: [{name: 猛将, type: character, ap: 5, dp: 5}]
    hand: [{name: 囁き, type: spell, cost: 2, text: "対象のキャラクターのコントロール権を得る。"}]
  B:
    hp: 5
    deck: 20
    field: [{name: 兵, type: character, ap: 2, dp: 2}]
actions:
  - {do: attack, attacker: 猛将, defender: 兵,
     after_defense: [{do: play, player: A, card: 囁き, target: 兵}]}
ask: [B.hp, 猛将.damage, 兵.damage]
"""
    )
    assert r.outcome["state"] == {"B.hp": 5, "猛将.damage": 0, "兵.damage": 0}
    assert {"3.4.5.4", "3.4.5.6", "4.2.12"} <= set(r.decided_by)


def test_the_lords_bonus_read_names_its_clause_when_the_lord_leaves() -> None:
    r = co_run(
        """
turn: {player: B, number: 8, phase: main}
players:
  A:
    hp: 12
    deck: 20
    field:
      - {name: 軍旗持ち, type: character, ap: 0, dp: 2, text: "『軍旗持ち』以外のあなたがコントロールしているすべてのキャラクターに「+1:+1」の修正を与える。"}
      - {name: 歩兵, type: character, ap: 1, dp: 1, damage: 1}
  B:
    hp: 12
    energy: 3
    deck: 20
    hand: [{name: 封印, type: spell, cost: 3, text: "対象のキャラクターをブレイクする。"}]
actions:
  - {do: play, player: B, card: 封印, target: 軍旗持ち}
ask: [歩兵.zone]
"""
    )
    assert r.outcome["state"] == {"歩兵.zone": "A.dustbox"}
    assert {"4.2.10", "4.3.9", "4.2.5"} <= set(r.decided_by)
