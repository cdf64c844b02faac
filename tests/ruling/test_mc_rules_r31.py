"""mc rules read again through the round-31 blind files (s27rulesCOMC; round 31, issue 14), each on
a minimal case of its own with the neighbour that must not change.

1. Several 「弱点:y」 of one y add their n (13.1.8.5), printed twice too.
2. Damage of no attribute (「無属性ダメージ」, 4.5.4) is why a 「耐性:x」 does nothing.
3. A terrain placed is one the player may designate (12.1.1.2.2).
4. Several changes of one value are computed in the order applied (4.6.8).
5. A used ability's effect brought about is the event ``resolve:<card>`` (10.1.14, 10.3.1).
6. Unsettled points run both ways where their configuration holds: a [自軍ターン] ● off the
   battle's terrain (8.2.3 / 14.7.3.2), an attack whose cost a unit cannot pay (9.1 / 10.11.3 /
   4.1.12), the equipment's bonus in a simultaneous attack (8.3.7.3).
7. The reading of 7.4.4 is not consulted by a summon phase that only checks the state.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect
from tests.ruling.boards import decided as _cited
from tests.ruling.boards import main_state as _state
from tests.ruling.boards import mc_run as _run


def _readings(r: Any) -> dict[str, Any]:
    return {x["reading"][0]: x["outcome"] for x in r.outcome.get("readings", ()) if x["reading"]}


_BOARD = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c3:
        - {name: 雪原, type: terrain, limit: 6}
        - {name: 蜥蜴, type: unit, level: 2, attack: 2, defense: 5, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: damage, to: 蜥蜴, amount: 2, %s origin: 特殊能力}
ask: [蜥蜴.zone]
"""


def test_two_printed_weaknesses_of_one_attribute_add_up_citing_13_1_8_5() -> None:
    r = _run(_BOARD % ("弱点:火炎(+1ダメージ)\\n弱点:火炎(+2ダメージ)", "attribute: 火炎,"))
    assert _state(r, "蜥蜴.zone") == "B.discard"
    assert {"13.1.8.5", "13.1.8.3"} <= _cited(r)


def test_neighbour_one_weakness_no_13_1_8_5() -> None:
    r = _run(_BOARD % ("弱点:火炎(+1ダメージ)", "attribute: 火炎,"))
    assert _state(r, "蜥蜴.zone") == "B.field.c3"
    assert "13.1.8.5" not in _cited(r)


def test_damage_of_no_attribute_is_why_a_resistance_does_nothing() -> None:
    r = _run((_BOARD % ("耐性:火炎", "")).replace("amount: 2", "amount: 5"))
    assert _state(r, "蜥蜴.zone") == "B.discard"
    assert {"13.1.7.1", "4.5.4"} <= _cited(r)


def test_neighbour_damage_of_another_attribute_cites_its_attribute_not_4_5_4_as_none() -> None:
    r = _run((_BOARD % ("耐性:火炎", "attribute: 吹雪,")).replace("amount: 2", "amount: 5"))
    assert _state(r, "蜥蜴.zone") == "B.discard"
    assert "13.1.7.1" in _cited(r)


_PLACE = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 草原, type: terrain, limit: 6}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: place_terrain, card: 草原, area: l1}
ask: [草原.zone]
"""


def test_a_hand_terrain_placed_cites_what_may_be_designated() -> None:
    r = _run(_PLACE)
    assert _state(r, "草原.zone") == "A.field.l1"
    assert "12.1.1.2.2" in _cited(r)


_SWAP = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 騎士, type: unit, level: 2, attack: 1, defense: 4}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
effects:
%s
ask: [騎士.defense]
"""


def test_several_changes_of_one_value_cite_the_order_applied() -> None:
    r = _run(
        _SWAP % "  - {target: 騎士, stat: defense, op: add, value: -3}\n"
        "  - {target: 騎士, stat: defense, op: add, value: 2}"
    )
    assert _state(r, "騎士.defense") == 3
    assert "4.6.8" in _cited(r)


def test_neighbour_one_change_no_4_6_8() -> None:
    r = _run(_SWAP % "  - {target: 騎士, stat: defense, op: add, value: 2}")
    assert _state(r, "騎士.defense") == 6
    assert "4.6.8" not in _cited(r)


_CHAIN = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 3, defense: 3}
        - {name: 軍師, type: unit, level: 2, attack: 1, defense: 4, text: "□[普通]鼓舞\\n〈対象:自軍ユニット1体〉\\n対象に「攻撃力:+2」を付与する。"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 弓手, type: unit, level: 2, attack: 1, defense: 5, text: "□[対抗]狙撃\\n〈対象:ユニット1体〉\\n対象に【%d】ダメージを与える。"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [戦士, 軍師]
    to: c3
    dice: {A: 6, B: 1}
    formation: {A: [戦士, 軍師]}
    first_normal:
      - do: use
        card: 軍師
        target: 戦士
        respond: [{do: use, player: B, card: 弓手, target: 戦士}]
expect:
  order: ["resolve:弓手", "resolve:軍師"]
"""


def test_the_answer_resolves_first_as_an_event() -> None:
    r = _run(_CHAIN % 1)
    assert not any("order" in p for p in check_expect(r)), check_expect(r)


def test_neighbour_the_target_killed_first_the_grant_does_not_resolve() -> None:
    r = _run(_CHAIN % 3)
    assert any("resolve:軍師" in p for p in check_expect(r))


_OFF = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: 3
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 伝令, type: unit, level: 1, attack: 1, defense: 1, text: "●[%s]早馬\\n〈発揮:先攻普通タイミング開始時〉\\nカードを1枚補充する。"}
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 2, attack: 3, defense: 3}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 小鬼, type: unit, level: 1, attack: 1, defense: 1}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
ask: [A.hand]
"""


def test_an_own_turn_auto_off_the_battle_terrain_runs_both_readings() -> None:
    r = _run(_OFF % "自軍ターン")
    # the engine's reading since round 53 (s50mcR): 8.2.3 restricts 14.7.3.2 — no trigger
    assert _state(r, "A.hand") == 3
    assert _readings(r)["triggers"]["state"]["A.hand"] == 4
    assert "8.2.3" in r.outcome.get("depends_on_reading", ())


def test_neighbour_a_combat_auto_off_the_terrain_does_not_trigger_no_point() -> None:
    r = _run(_OFF % "戦闘")
    assert _state(r, "A.hand") == 3
    assert "8.2.3" not in (r.outcome.get("depends_on_reading") or ())


_STONE = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 巨人, type: unit, level: 3, attack: 3, defense: 4, text: "%s"}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 3}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [巨人], to: c3, dice: {A: 6, B: 1}}
ask: [兵.zone]
"""


def test_an_attack_whose_cost_a_unit_cannot_pay_runs_both_readings() -> None:
    r = _run(_STONE % "○不動\\n〈対象:このユニット〉\\n対象は行動完了にならない。")
    assert _state(r, "兵.zone") == "B.discard"
    assert _readings(r)["not_made"]["state"]["兵.zone"] == "B.field.c3"
    assert "10.11.3" in r.outcome.get("depends_on_reading", ())


def test_neighbour_a_plain_attacker_no_point() -> None:
    r = _run(_STONE % "")
    assert _state(r, "兵.zone") == "B.discard"
    assert not r.outcome.get("depends_on_reading")


_SIMUL = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1}
%s
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 2, defense: 4}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [戦士], to: c3, dice: {A: 3, B: 3}}
ask: [オーク.zone]
"""


def test_an_equipment_bonus_in_a_simultaneous_attack_runs_both_readings() -> None:
    r = _run(
        _SIMUL
        % "        - {name: 大剣, type: item, equip_cost: 1, attack_bonus: 2, equipped_to: 戦士}"
    )
    assert _state(r, "オーク.zone") == "B.field.c3"
    assert _readings(r)["kept"]["state"]["オーク.zone"] == "B.discard"
    assert "8.3.7.3" in r.outcome.get("depends_on_reading", ())


def test_neighbour_no_equipment_no_point() -> None:
    r = _run(_SIMUL % "")
    assert _state(r, "オーク.zone") == "B.field.c3"
    assert not r.outcome.get("depends_on_reading")


_SUMMON_CHECK = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 小鬼, type: unit, level: 1, attack: 1, defense: 1}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: summon_phase
    actions: [%s]
ask: [小鬼.zone]
"""


def test_a_summon_phase_of_checks_only_raises_no_reading_of_7_4_4() -> None:
    r = _run(_SUMMON_CHECK % "{do: check, state: {小鬼.zone: A.hand}}")
    assert _state(r, "小鬼.zone") == "A.hand"
    assert "7.4.4" not in (r.outcome.get("depends_on_reading") or ())


def test_neighbour_a_summon_in_the_summon_phase_still_raises_it() -> None:
    r = _run(_SUMMON_CHECK % "{do: summon, card: 小鬼, area: c1}")
    assert _state(r, "小鬼.zone") == "A.field.c1"
    assert "7.4.4" in r.outcome.get("depends_on_reading", ())
