"""An immunity to a card type come into force after an effect of that type was made on the
character (round 63, s60coR, from co r63_029): 4.3.8 applies the values again from the start
(the immunity stops the earlier effect) or the effect received at its resolution stays
(4.3.2.6) — the text does not settle (co.unsettled immunity_after_effect, both readings run).
An immunity already in force when the effect is made raises no point."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state

BOARD = """
turn: {player: A, number: 12, phase: main}
players:
  A:
    hp: 10
    deck: 10
    energy: 1
    hand:
      - {name: 護符, type: item, cost: 1, text: "キャラクター1体にセット。\\nセットされたキャラクターは、スペルカードの効果を受けない。"}
    field: [{name: 騎士, type: character, ap: 2, dp: 3}]
  B:
    hp: 10
    deck: 10
    energy: 1
    hand:
      - {name: 呪い, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクター1体に「+0:−2」の修正を与える。\\n使い捨て"}
    field: []
actions:
%s
ask: [騎士.dp]
"""
CURSE = "  - {do: play, player: B, card: 呪い, target: 騎士}"
AMULET = "  - {do: play, card: 護符, set_on: 騎士}"


def test_an_immunity_after_the_effect_runs_both_readings() -> None:
    r = co_run(BOARD % f"{CURSE}\n{AMULET}")
    assert main_state(r, "騎士.dp") == 3  # the engine's reading: applied again (4.3.8)
    others = r.outcome.get("readings") or []
    assert any(o["outcome"].get("state") == {"騎士.dp": 1} for o in others), r.outcome
    assert "4.3.8" in set(r.outcome.get("depends_on_reading") or ())


def test_an_immunity_before_the_effect_raises_no_point() -> None:
    r = co_run(BOARD % f"{AMULET}\n{CURSE}")
    assert main_state(r, "騎士.dp") == 3
    # (the target point of 4.2.13 may be raised: an immune character as the spell's target)
    read = [k for o in r.outcome.get("readings") or [] for k in o.get("reading") or ()]
    assert "received" not in read
