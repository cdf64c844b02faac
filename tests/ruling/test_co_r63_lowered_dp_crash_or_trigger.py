"""A crash that lowers another character's DP to its damage and triggers a 「…がクラッシュした
とき」 ability (round 63, s60coR, from co r63_030): 4.3.9's example crashes that character
「ここで」, 4.3.6 resolves the triggered ability 「満たした段階で」 — which first the text does not
settle (co.unsettled lowered_dp_crash_or_trigger, both readings run). With no ability waiting
for a crash, no point: the character crashes (4.3.9)."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state

BOARD = """
turn: {player: B, number: 13, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 乙女, type: character, ap: 1, dp: 2, text: "『乙女』以外のあなたがコントロールしているすべてのキャラクターに「+0:+2」の修正を与える。"}
      - {name: 弓兵, type: character, ap: 2, dp: 1, damage: 2}
      - {name: 碑, type: item, set_on: field, text: "フィールドにセット。\\n%s"}
  B:
    hp: 10
    deck: 10
    energy: 1
    hand:
      - {name: 白雷, type: spell, cost: 1, text: "対象のキャラクター1体に2点のダメージを与える。\\n使い捨て"}
actions:
  - {do: play, player: B, card: 白雷, target: 乙女}
ask: [弓兵.zone]
"""
PUMP = "あなたのキャラクターがクラッシュしたとき、ターン終了時まで、あなたがコントロールしているすべてのキャラクターに「+0:+2」の修正を与える。"


def test_both_orders_run() -> None:
    r = co_run(BOARD % PUMP)
    assert main_state(r, "弓兵.zone") == "A.field"  # the engine's reading: the ability first
    others = r.outcome.get("readings") or []
    assert any(o["outcome"].get("state") == {"弓兵.zone": "A.dustbox"} for o in others), r.outcome
    assert "4.3.9" in set(r.outcome.get("depends_on_reading") or ())


def test_no_crash_trigger_no_point() -> None:
    r = co_run(BOARD % "ターン終了時に、あなたは1エネルギーを得る。")
    assert main_state(r, "弓兵.zone") == "A.dustbox"
    assert not r.outcome.get("depends_on_reading")
