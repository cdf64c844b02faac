"""Round 57 (s54wsR): the unsettled point relation_of_card_left_stage — 「このカードの正面のキャラ」
read after the ability's own card left the stage for a zone that is not a slot. 8.11.1 keeps its
「情報や配置状態」 as it last was there; 配置状態 is stand / rest / reverse (4.6.1) and 「正面」 a
relation of slots (3.6.6): both readings are run (the slot it last was in; none, 3.1.4 / 8.7.7).
Not raised while the card is still in its slot."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
TEXT = "【自】 このカードがアタックした時、このカードをストック置場に置いてよい。そうしたら、このカードの正面のキャラを手札に戻す。"
TEXT_STAYS = "【自】 このカードがアタックした時、このカードの正面のキャラを手札に戻す。"


def _run(text: str) -> Any:
    src = (
        HEAD
        + f"""players:
  A:
    stage:
      center_front: {{name: 射手, type: character, level: 1, power: 3000, text: "{text}"}}
    deck: [{{name: 葉, type: character, level: 0}}, 10]
  B:
    stage:
      center_front: {{name: 城主, type: character, level: 2, power: 10000}}
    deck: 10
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: optional, choose: yes}}
ask: [城主.zone]
"""
    )
    return resolve(loads(src))


def test_both_readings_run_after_the_card_left() -> None:
    r = _run(TEXT)
    assert "8.11.1" in r.outcome.get("depends_on_reading", [])
    assert r.outcome["state"] == {"城主.zone": "B.hand"}  # the engine's reading: the slot it was in
    (other,) = [
        x for x in r.outcome["readings"] if "none" in x["reading"] and "made" in x["reading"]
    ]
    assert other["outcome"]["state"] == {"城主.zone": "B.stage.center_front"}


def test_not_raised_while_the_card_is_in_its_slot() -> None:
    r = _run(TEXT_STAYS)
    assert r.outcome["state"] == {"城主.zone": "B.hand"}
    assert "8.11.1" not in r.outcome.get("depends_on_reading", [])
