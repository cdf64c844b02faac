"""mc rules the round-34 development files (r34_*) needed (round 34, s30rulesVSCOMC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ---------------- 13.1.7.2: a battle spell card's damage comes from a 「戦闘スペル」 (2.1.3.1), not a
# 「特殊能力」: 「耐性:特殊能力」 does not keep it off, 「耐性:戦闘スペル」 does

SPELL = """\
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand:
      - {name: 火球の書, type: spell, spell_cost: 火, text: "◇[普通]火球\\n〈対象:ユニット1体〉対象に【火】【2】ダメージを与える。"}
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 魔術師, type: unit, level: 2, attack: 1, defense: 3, spell_slots: "火"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 聖獣, type: unit, level: 2, attack: 1, defense: 2, text: "「耐性:%(x)s」"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [魔術師]
    to: c3
    dice: {A: 6, B: 1}
    first_normal: [{do: use, card: 火球の書, unit: 魔術師, target: 聖獣}]
ask: [聖獣.zone]
"""


def test_battle_spell_damage_is_of_a_battle_spell() -> None:
    r = _run(SPELL % {"x": "特殊能力"})
    assert r.outcome["state"] == {"聖獣.zone": "B.discard"}
    # the neighbour: 「耐性:戦闘スペル」 keeps the spell's damage from killing it
    r = _run(SPELL % {"x": "戦闘スペル"})
    assert r.outcome["state"] != {"聖獣.zone": "B.discard"}
    assert "13.1.7.2" in r.decided_by


# ---------------- 5.1.3.8: several deck cards discarded at once move one at a time

DISCARD = """\
game: mc
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    deck: %(deck)s
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 墓守, type: unit, level: 2, attack: 1, defense: 2, text: "◎[メイン]墓荒らし\\n〈対象:このユニット〉自軍山札を%(n)s枚破棄する。"}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 墓守, target: 墓守}
ask: [A.deck, A.discard]
"""


def test_deck_discard_of_several_cites_5_1_3_8() -> None:
    r = _run(DISCARD % {"deck": 2, "n": 3})
    assert r.outcome["state"]["A.deck"] == 0
    assert {"5.1.3.8", "12.4.2"} <= set(r.decided_by)
    # the neighbour: one card discarded — nothing moves together
    r = _run(DISCARD % {"deck": 5, "n": 1})
    assert r.outcome["state"]["A.deck"] == 4
    assert "5.1.3.8" not in r.decided_by


# ---------------- 10.1.14 / 10.15.2.1: an ability whose unit lost every special ability before it
# took effect has no effect — a value read later (the attack) rests on that step

LOST = """\
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 小石, type: item}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 剣豪, type: unit, level: 2, attack: 2, defense: 4, text: "◎[普通]気合\\n〈コスト:手札1枚破棄/対象:このユニット〉対象に「攻撃力:+3」を付与する。"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 1, defense: 4}
        - {name: 封印師, type: unit, level: 1, attack: 0, defense: 3, text: "◎[対抗]封印\\n〈対象:ユニット1体〉%(text)s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [剣豪]
    to: c3
    dice: {A: 6, B: 1}
    formation: {B: [オーク, 封印師]}
    first_normal:
      - do: use
        card: 剣豪
        target: 剣豪
        cost_cards: [小石]
        respond: [{do: use, player: B, card: 封印師, target: 剣豪}]
ask: [オーク.zone]
"""


def test_lost_ability_has_no_effect_and_the_attack_rests_on_it() -> None:
    r = _run(LOST % {"text": "対象はすべての特殊能力を失う。"})
    assert r.outcome["state"] == {"オーク.zone": "B.field.c3"}
    assert {"10.1.14", "10.15.2.1"} <= set(r.decided_by)
    # the neighbour: an answer that takes nothing away — +3 is given and オーク (defence 4) dies
    r = _run(LOST % {"text": "対象に「防御力:+1」を付与する。"})
    assert r.outcome["state"] == {"オーク.zone": "B.discard"}
    assert "10.15.2.1" not in r.decided_by
