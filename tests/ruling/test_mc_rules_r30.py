"""mc rules read again through the round-30 blind files (s26rulesCOMC; round 30, issue 14), each on
a minimal case of its own with the neighbour that must not change.

1. The attack (9.1) of a party one of whose units is already acted (a □ ability's cost, 14.2.3):
   the step that made it acted is why the attack is the others' alone.
2. A death effect a 「耐性:x」 keeps from coming about: the rule process it would have started
   (11.3.1.3.1) is read and cited.
3. A normal summon onto a proxy terrain is refused citing what a proxy terrain is (5.1.2.20.1).
4. A terrain placement onto none of 12.1.1.2.5 a–d cites 「自軍支配地形」 (5.1.2.11).
5. Unsettled points: 「重複しない」 on a party a unit has joined (16.2.1 / 4.4.1), an equipment a
   rule process moves in a battle (13.1.2.6), the attack's cost reaching units outside the
   battle (9.1 / 8.3.5.6).
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import raised_points
from tests.ruling.boards import decided as _cited
from tests.ruling.boards import main_state as _state
from tests.ruling.boards import mc_run as _run


def _points(r: Any) -> list[tuple[str, ...]]:
    return [tuple(cl) for cl, _both in raised_points(r)]


# --- 1. an acted party member's □ cost (14.2.3) is why the attack is the others' ---

_SPARK = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3}
        - {name: 魔術師, type: unit, level: 2, attack: 3, defense: 2, text: "%s"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 巨人, type: unit, level: 3, attack: 1, defense: 9}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [戦士, 魔術師]
    to: c3
    dice: {A: 6, B: 1}
    formation: {A: [戦士, 魔術師]}
    first_normal: [%s]
ask: [巨人.damage]
"""
_USE = "□[普通]火花\\n〈対象:ユニット1体〉\\n対象に【1】ダメージを与える。"


def test_unit_acted_by_its_complete_ability_is_left_out_of_the_attack_citing_14_2_3() -> None:
    r = _run(_SPARK % (_USE, "{do: use, card: 魔術師, target: 巨人}"))
    assert _state(r, "巨人.damage") == 3  # 1 (the ability) + 2 (戦士 alone)
    assert {"14.2.3", "9.1"} <= _cited(r)


def test_neighbour_both_attack_cites_no_complete_ability_cost() -> None:
    r = _run(_SPARK % (_USE, ""))
    assert _state(r, "巨人.damage") == 5
    assert "14.2.3" not in _cited(r)


# --- 2. 「耐性:特殊能力」 against a death effect: 11.3.1.3.1 read and kept from applying ---

_DEATH = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 死神, type: unit, level: 3, attack: 1, defense: 3, text: "◎[メイン]死の宣告\\n〈対象:ユニット1体〉\\n対象を死亡させる。"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 聖騎士, type: unit, level: 3, attack: 2, defense: 3%s}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 死神, target: 聖騎士}
ask: [聖騎士.zone]
"""


def test_resisted_death_effect_cites_the_rule_process_it_would_start() -> None:
    r = _run(_DEATH % ', text: "「耐性:特殊能力」"')
    assert _state(r, "聖騎士.zone") == "B.field.c3"
    assert {"13.1.7.1", "11.3.1.3.1"} <= _cited(r)


def test_neighbour_death_effect_kills_by_the_rule_process() -> None:
    r = _run(_DEATH % "")
    assert _state(r, "聖騎士.zone") == "B.discard"
    assert "11.3.1.3.1" in _cited(r)


# --- 3. a normal summon onto a proxy terrain (5.1.2.20.1) ---

_SUMMON = """turn: {player: A, number: 6, phase: summon}
players:
  A:
    deck: 20
    hand: [{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 1}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2: [{name: 代理地形, type: terrain%s}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: summon_phase
    actions:
      - {do: summon, card: ゴブリン, area: c2, allowed: false}
ask: [ゴブリン.zone]
"""


def test_summon_onto_a_proxy_terrain_refused_citing_what_a_proxy_is() -> None:
    r = _run(_SUMMON % ", proxy: true")
    assert _state(r, "ゴブリン.zone") == "A.hand"
    assert {"7.4.5", "5.1.2.20.1"} <= _cited(r)


def test_neighbour_summon_onto_a_plain_terrain_refused_without_the_proxy_clause() -> None:
    r = _run(_SUMMON % ", limit: 6")
    assert _state(r, "ゴブリン.zone") == "A.hand"
    assert "7.4.5" in _cited(r) and "5.1.2.20.1" not in _cited(r)


# --- 4. a placement onto none of 12.1.1.2.5 a–d reads 「自軍支配地形」 (5.1.2.11) ---

_PLACE = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 森, type: terrain, limit: 6}]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: ゴブリン, type: unit, level: 1, attack: 2, defense: 2}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: place_terrain, card: 森, area: %s}
ask: [森.zone]
"""


def test_placement_far_from_held_terrain_refused_citing_the_held_terrain_definition() -> None:
    r = _run(_PLACE % "r3")
    assert _state(r, "森.zone") == "A.hand"
    assert {"12.1.1.2.5", "12.1.1.2.6", "5.1.2.11"} <= _cited(r)


def test_neighbour_placement_next_to_held_terrain() -> None:
    r = _run(_PLACE % "l1")
    assert _state(r, "森.zone") == "A.field.l1"


# --- 5a. 「重複しない」 on a party a unit joined since (16.2.1 / 4.4.1) ---

_PARTY = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 丙, type: unit, level: 1, attack: 1, defense: 2}
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 隊長, type: unit, level: 2, attack: 1, defense: 2, text: "◎[メイン]鼓舞\\n〈対象:自軍パーティ〉\\n対象に「防御力:+1」を付与する(重複しない)。"}
        - {name: 甲, type: unit, level: 1, attack: 1, defense: 2}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 隊長}
%s  - {do: use, card: 隊長}
ask: [丙.defense, 甲.defense]
"""


def test_no_stack_party_target_grown_since_runs_both_readings() -> None:
    r = _run(_PARTY % "  - {do: advance, units: [丙], to: c2}\n")
    assert _state(r, "丙.defense") == 3 and _state(r, "甲.defense") == 3
    assert any("16.2.1" in cl and "4.4.1" in cl for cl in _points(r))
    other = [x["outcome"]["state"] for x in r.outcome["readings"]]
    assert {"丙.defense": 2, "甲.defense": 3} in other


def test_neighbour_same_party_used_again_is_settled() -> None:
    r = _run(_PARTY % "")
    assert _state(r, "甲.defense") == 3
    assert not any("4.4.1" in cl for cl in _points(r))


# --- 5b. an 【専用】 equipment a rule process discards in a battle (13.1.2.6) ---

_SWORD = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 回復薬, type: item, text: "◇[普通]回復薬\\n〈対象:このユニット〉\\n対象に「防御力:+2」を付与する。"}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 騎士, type: unit, level: 2, attack: 2, defense: 3, race: 人間, item_slots: 1}
        - {name: 聖剣, type: item, equip_cost: 1, attack_bonus: 1, equipped_to: 騎士, text: "【専用】「種族:人間」"}
        - {name: 呪術師, type: unit, level: 2, attack: 1, defense: 2, text: "◎[%s]変化の呪い\\n〈対象:ユニット1体〉\\n対象を「種族:アンデッド」に変更する。"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 石像, type: unit, level: 3, attack: 0, defense: 9}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
%s
ask: [回復薬.zone]
"""
_IN_BATTLE = """  - do: advance
    units: [騎士, 呪術師]
    to: c3
    dice: {A: 6, B: 1}
    formation: {A: [騎士, 呪術師]}
    first_normal:
      - {do: use, card: 呪術師, target: 騎士}
      - {do: use, card: 回復薬, unit: 騎士}"""


def test_equipment_discarded_by_a_rule_process_in_battle_runs_both_readings() -> None:
    r = _run(_SWORD % ("普通", _IN_BATTLE))
    assert _state(r, "回復薬.zone") == "A.discard"
    assert any("13.1.2.6" in cl and "15.4.3.3" in cl for cl in _points(r))


def test_neighbour_equipment_discarded_outside_a_battle_frees_its_slot_settled() -> None:
    r = _run(_SWORD % ("メイン", "  - {do: use, card: 呪術師, target: 騎士}"))
    assert not any("13.1.2.6" in cl for cl in _points(r))


# --- 5c. the attack's cost 「すべての未行動の自軍ユニット」 and a unit outside the battle ---

_AWAY = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 4, defense: 3}
      l1:
        - {name: 草原, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 1, attack: 1, defense: 1%s}
      l2: [{name: 丘, type: terrain, limit: 6}]
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: コボルド, type: unit, level: 1, attack: 1, defense: 2}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
  - {do: advance, units: [斥候], to: l2}
ask: [斥候.zone]
"""


def test_unacted_unit_outside_the_battle_runs_both_readings_of_the_attack_cost() -> None:
    r = _run(_AWAY % "")
    assert _state(r, "斥候.zone") == "A.field.l2"
    assert any("9.1" in cl and "8.3.5.6" in cl for cl in _points(r))
    assert {"斥候.zone": "A.field.l1"} in [x["outcome"]["state"] for x in r.outcome["readings"]]


def test_neighbour_acted_unit_outside_the_battle_raises_nothing() -> None:
    r = _run(_AWAY % ", state: rest")
    assert not any("8.3.5.6" in cl for cl in _points(r))


# --- the audit of chapter 10 against the registry (round 30) ---


def test_trigger_activation_moment_is_recorded() -> None:
    """10.4.1 defines 「発動」 as being pending; 10.5.6 / 10.5.7 speak of a 「発動時」 after it:
    recorded (raise: none — the engine reads the moment a pending ability is played). Round 57
    (s54mcD): the one trigger whose source is a ○ the engine runs is on its card's own leaving
    (``_mc/leave.py``), whose card has changed zones at both moments — the point is not reached."""
    from ruling import unsettled
    from ruling.games._mc.declared import NOT_IMPLEMENTED

    e = unsettled.entry("mc", "trigger_activation_moment")
    assert e.raise_ == "none" and e.kind == "contradiction"
    assert e.readings[0].key == "played" and "10.5.7" not in NOT_IMPLEMENTED
