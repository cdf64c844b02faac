"""「ターン終了時まで、対象のナビゲーター1体は「2:2」の能力値を持つ「その他」キャラクターとなる」
(round 63, s60coR, from co r63_005): for the time printed (3.7.2) the card is a character of
that gender (4.3.8 step 2, 【タイプの決定】 「ナビゲーター、キャラクター等」) with those values set
(step 4). A navigator so made, untapped as it was put out, may attack (3.4.5.2)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = "ターン終了時まで、対象の%s1体は「2:2」の能力値を持つ「その他」キャラクターとなる。"

BOARD = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 8
    deck: 12
    energy: 1
    hand:
      - {name: 夜, type: event, cost: 1, text: "%s\\n使い捨て"}
    field:
      - {name: 少女, type: navigator}
  B: {hp: 5, deck: 12, field: []}
actions:
  - {do: play, card: 夜, target: 少女}
  - {do: attack, attacker: 少女, defender: none}
ask: [B.hp]
"""


def test_it_compiles_for_a_navigator_and_a_character() -> None:
    for kind, who in (("ナビゲーター", "target_nav"), ("キャラクター", "target_char")):
        a = co_ability(TEXT % kind, "event")
        assert a.supported, a
        ops = [(o.kind, o.who, o.until) for o in a.program.ops]
        assert ops == [("set_stats", who, "turn"), ("gender", who, "turn")]


def test_the_navigator_made_a_character_attacks_with_its_values() -> None:
    r = co_run(BOARD % (TEXT % "ナビゲーター"))
    assert main_state(r, "B.hp") == 3


def test_without_the_event_the_navigator_cannot_attack() -> None:
    r = co_run(BOARD % "あなたは1エネルギーを得る。")
    assert r.outcome.get("rejected"), r.outcome
    assert main_state(r, "B.hp") == 5
