"""mc unsettled points met by blind set r52 (s49amb): each on a minimal board, both readings run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

ANSWER = """\
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 重戦士, type: unit, level: 3, attack: 4, defense: 6}
  B:
    deck: 20
    hand:
      - {name: 癒しの水, type: item, text: "◇[対抗]癒しの水\\n〈対象:このユニット〉\\n対象に「防御力:+3」を付与する。"}
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 0, defense: 4, item_slots: 1%s}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [重戦士]
    to: c3
    dice: {A: 6, B: 1}
    answer_first_attack: [%s]
ask: [騎士.zone]
"""


def test_a_counter_card_answering_an_attack_is_a_reading() -> None:
    # counter_card_in_opponents_play_step: 10.1.10's step allows 「[対抗]の特殊能力のみ」, 10.1.11's
    # 「[対抗]のカードや特殊能力」 — the consumable used (the engine's: its ◇ is a 手札型特殊能力,
    # 14.6.3.1; 騎士 survives at defence 7) or not (騎士 dies to 4 damage)
    r = resolve(loads(ANSWER % ("", "{do: use, player: B, card: 癒しの水, unit: 騎士}")))
    assert r.outcome["state"]["騎士.zone"] == "B.field.c3"
    other = {tuple(x["reading"]): x["outcome"]["state"] for x in r.outcome["readings"]}
    assert other[("not_allowed",)]["騎士.zone"] == "B.discard"
    assert {"10.1.10", "10.1.11", "14.6.3.1"} <= set(r.outcome["depends_on_reading"])


def test_a_counter_ability_of_a_unit_answering_an_attack_asks_nothing() -> None:
    # a [対抗] special ability of a unit on the battlefield: what 10.1.10 names, nothing open
    text = ', text: "◎[対抗]守りの印\\n〈対象:このユニット〉\\n対象に「防御力:+3」を付与する。"'
    r = resolve(loads(ANSWER % (text, "{do: use, player: B, card: 騎士}")))
    assert r.outcome["state"]["騎士.zone"] == "B.field.c3"  # used: defence 7 against 4
    assert not any(
        "10.1.11" in x.get("about", {}).get("en", "") or x["reading"] == ["not_allowed"]
        for x in r.outcome.get("readings") or ()
    )
    assert not [w for w in r.warnings() if w.kind == "ambiguity" and "10.1.11" in w.clauses]
