"""Round 57 (s54wsR): the unsettled point shot_other_source_damage — while a shot's ability waits
for 「現在の攻撃キャラが次に与えるダメージ」 (4.12.2.7), another character's ability deals a damage
before the damage step. 4.12.2.7.1 (「何らかの理由でダメージを与える場合」) names no dealer: both
readings are run (the engine's: it waits for the attacker's damage; the other: this damage uses it
up). Not raised when the attacker itself deals the early damage (4.11.1.2: its own ability)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
PING = "【自】 あなたのCXがトリガーした時、相手に1ダメージを与える。"


def _run(pinger: str) -> Any:
    src = (
        HEAD
        + f"""players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 1, power: 3000, soul: 1, color: RED{pinger == "甲" and f', text: "{PING}"' or ""}}}
      left_front: {{name: 乙, type: character, level: 1, power: 4000, soul: 1, color: RED{pinger == "乙" and f', text: "{PING}"' or ""}}}
    deck: [{{name: 砲, type: climax, color: RED, trigger: [shot]}}, 10]
  B:
    level: 1
    stage: {{center_front: {{name: 丙, type: character, level: 0, power: 1000, soul: 1, color: BLUE}}}}
    clock: 0
    hand: 0
    deck:
      - {{name: 受1, type: character, level: 0, color: BLUE}}
      - {{name: 門, type: climax, color: BLUE, trigger: [soul]}}
      - {{name: 受3, type: character, level: 0, color: BLUE}}
      - 10
actions:
  - {{do: attack, slot: center_front, kind: front}}
ask: [B.clock]
"""
    )
    return resolve(loads(src))


def test_another_characters_damage_is_a_reading() -> None:
    r = _run("乙")
    assert "4.12.2.7.1" in r.outcome.get("depends_on_reading", [])
    assert r.outcome["state"] == {"B.clock": 2}  # the shot waits, 甲's cancel triggers it
    (other,) = [x for x in r.outcome["readings"] if "any_damage" in x["reading"]]
    assert other["outcome"]["state"] == {"B.clock": 1}  # used up by 乙's damage, not cancelled


def test_the_attackers_own_early_damage_is_settled() -> None:
    r = _run("甲")
    assert "4.12.2.7.1" not in r.outcome.get("depends_on_reading", [])
