"""A 「…がアタックを行った直後にのみ」 answer against an attack that triggers an ability (round 62,
s59cowsR, from co r62_029): 3.4.5.2 resolves the 「アタックしたとき」 abilities at the declaration,
to which nothing may be interrupted; 4.3.5 lets the gated card be played whenever its moment
holds — before or after those abilities resolve the text does not settle:
co.unsettled attack_gate_before_attack_trigger, both readings run. With no ability triggered by
the attack the two moments read alike (no point raised)."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state

BOARD = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 将, type: character, ap: 2, dp: 2, text: "%s"}
  B:
    hp: 2
    energy: 1
    deck: 10
    hand:
      - {name: 矢, type: event, cost: 1, text: "使い捨て\\n相手のキャラクターがアタックした直後にのみプレイしてもよい。対象のキャラクターに2点のダメージを与える。"}
actions:
  - do: attack
    attacker: 将
    defender: none
    after_attack:
      - {do: play, player: B, card: 矢, target: 将}
ask: [B.hp, 将.zone]
"""
PUMP = "『将』がアタックしたとき、ターン終了時まで、『将』は「+0:+2」の修正を受ける。"


def test_the_answer_before_the_trigger_crashes_the_attacker() -> None:
    r = co_run(BOARD % PUMP)
    assert r.outcome.get("winner") == "A"  # the engine's reading: after the trigger (2:4)
    others = r.outcome.get("readings") or []
    assert any(o["outcome"].get("state") == {"B.hp": 2, "将.zone": "A.dustbox"} for o in others), (
        r.outcome
    )
    assert {"3.4.5.2", "4.3.5"} <= set(r.outcome.get("depends_on_reading") or ())


def test_no_attack_trigger_raises_no_point() -> None:
    r = co_run(BOARD % "")
    assert main_state(r, "将.zone") == "A.dustbox"
    assert not r.outcome.get("depends_on_reading")
