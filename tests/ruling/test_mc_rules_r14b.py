"""Monster Collection (mc): rules read again in round 14 (session 10) against the rules text,
each on a minimal case of its own (the scenarios in tests/scenarios/mc/ are the writers')."""

from __future__ import annotations

from ruling.render import warnings_data
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario
from tests.ruling.boards import problems as _problems

_CARRIED = mc_scenario(
    title="damage received in one phase, more in the next",
    turn="{player: A, number: 9, phase: main, first_player: A}",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 巨人, type: unit, level: 3, attack: 2, defense: 4}
""",
    rest="""\
actions:
  - {do: main_phase, actions: [{do: resolve_text, player: A, text: "対象に【3】ダメージを与える。", target: 巨人}]}
%s
ask: [巨人.zone, 巨人.damage]
expect:
  state: %s
""",
)


def test_damage_is_not_removed_when_the_phase_ends() -> None:
    """No clause removes damage (11.3.1.2.1 looks at the damage a unit 「受けている」; 4.6.9 ends
    effects with the phase, not damage): the 3 damage on a defence of 4 is still there once the
    main phase has ended, and nothing is flagged, as no death rests on it."""
    text = _CARRIED % ("", "{巨人.zone: B.c3, 巨人.damage: 3}")
    assert _problems(text) == []
    assert "damage received before a battle or a phase" not in str(
        warnings_data(resolve(loads(text)), "en")
    )


def test_a_death_resting_on_carried_damage_is_flagged() -> None:
    """The carried 3 and 1 more reach the defence 4 (11.3.1.2.1): 巨人 dies, and the ruling says
    the text does not settle that damage outlasts its phase (mc damage_carried_over); 1 alone
    would not have killed it. Since round 19 both readings are run (mc/r19_027): under the
    other one (cleared) 巨人 stays with the 1 damage of this phase."""
    more = '  - {do: resolve_text, player: A, text: "対象に【1】ダメージを与える。", target: 巨人}'
    text = _CARRIED % (more, "{巨人.zone: B.discard}")
    assert _problems(text) == []
    r = resolve(loads(text))
    said = str(warnings_data(r, "en"))
    assert "damage received before a battle or a phase" in said
    assert "11.3.1.2.1" in r.outcome["depends_on_reading"]
    assert r.outcome["state"]["巨人.zone"] == "B.discard"  # the engine's reading (kept)
    got = {x["reading"][0]: x["outcome"]["state"] for x in r.outcome["readings"]}
    assert got == {"cleared": {"巨人.zone": "B.field.c3", "巨人.damage": 1}}


_GEAR_BATTLE = mc_scenario(
    title="an equipment's 「チャージ」 / 「ディフェンダー」 / 「イニシアチブ」",
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 騎兵, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1}
        - {name: 槍, type: item, equipped_to: 騎兵, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 門番, type: unit, level: 2, attack: 1, defense: 4}
""",
    rest="""\
actions:
  - {do: advance, units: [騎兵], to: c3, dice: {A: %d, B: %d}}
ask: [門番.zone]
expect:
  state: {門番.zone: %s}
  decided_by: [%s]
""",
)


def test_an_equipments_charge_is_the_wearers() -> None:
    """追加常備能力 (2.1.21.2, 12.2.8.9): 「チャージ:+2」 printed on the worn spear adds 2 to
    騎兵's attack on the first side (13.1.5.1): 4 kills 門番 (defence 4); on the second side it
    adds nothing, 2 does not."""
    first = _GEAR_BATTLE % ("「チャージ:+2」", 5, 2, "B.discard", '"13.1.5.1", "2.1.21.2"')
    assert _problems(first) == []
    second = _GEAR_BATTLE % ("「チャージ:+2」", 1, 5, "B.field.c3", '"13.1.5.1"')
    assert _problems(second) == []


def test_an_equipments_defender_is_the_wearers() -> None:
    """「ディフェンダー:+2」 on the worn spear adds 2 on the second side only (13.1.6.1)."""
    second = _GEAR_BATTLE % ("「ディフェンダー:+2」", 1, 5, "B.discard", '"13.1.6.1", "2.1.21.2"')
    assert _problems(second) == []
    first = _GEAR_BATTLE % ("「ディフェンダー:+2」", 5, 2, "B.field.c3", '"13.1.6.1"')
    assert _problems(first) == []


def test_an_equipments_initiative_is_the_wearers() -> None:
    """「イニシアチブ:+3」 on the worn spear is summed into A's initiative result (13.1.1.1.1,
    2.1.21.2): die 2 + 3 = 5 beats B's 4, A attacks first — with 「チャージ:+2」 printed on
    騎兵 itself, 4 kills 門番 (without the spear's +3, B would be first)."""
    text = _GEAR_BATTLE.replace("item_slots: 1}", 'item_slots: 1, text: "「チャージ:+2」"}') % (
        "「イニシアチブ:+3」",
        2,
        4,
        "B.discard",
        '"13.1.1.1.1", "2.1.21.2", "8.3.4.8"',
    )
    assert _problems(text) == []


_PASS = mc_scenario(
    title="passing equipment (12.2.6)",
    turn="{player: A, number: 5, phase: %s}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}
        - {name: 剣, type: item, attack_bonus: 2, equipped_to: 戦士}
        - {name: 弓兵, type: unit, level: 1, attack: 1, defense: 2, item_slots: %d}
      l2:
        - {name: 森, type: terrain, limit: 8}
        - {name: 斥候, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}
""",
    rest="""\
actions:
  - {do: pass_equipment, player: %s, card: 剣, to: %s, allowed: %s}
ask: [弓兵.attack, 戦士.attack]
expect:
  state: %s
  decided_by: [%s]
""",
)


def test_equipment_passes_to_a_unit_on_the_same_terrain() -> None:
    """12.2.6.1 / 7.3.3 d: in the main phase the advancing side passes the sword from 戦士 to
    弓兵 on the same terrain (12.2.6.2.2): its +2 is 弓兵's now (12.2.8.9), 戦士's is gone."""
    ok = _PASS % (
        "main",
        1,
        "A",
        "弓兵",
        "true",
        "{弓兵.attack: 3, 戦士.attack: 1}",
        '"12.2.6.2.2"',
    )
    assert _problems(ok) == []
    # the summon phase too (7.4.4 c)
    summon = _PASS % ("summon", 1, "A", "弓兵", "true", "{弓兵.attack: 3}", '"7.4.4"')
    assert _problems(summon) == []


def test_equipment_passing_refusals() -> None:
    """Refused, the sword staying on 戦士: to a unit on another terrain (12.2.6.2.1), to the
    unit wearing it (12.2.6.2.2 【例】), to a unit without item slots (12.2.6.2.1, 13.1.2.2),
    by the non-advancing side (12.2.6.1), and in the hand adjustment phase (12.2.6.1)."""
    stays = "{戦士.attack: 3, 弓兵.attack: 1}"
    for phase, slots, who, to, cl in (
        ("main", 1, "A", "斥候", '"12.2.6.2.1"'),
        ("main", 1, "A", "戦士", '"12.2.6.2.2"'),
        ("main", 0, "A", "弓兵", '"12.2.6.2.1", "13.1.2.2"'),
        ("main", 1, "B", "弓兵", '"12.2.6.1", "1.3.7"'),
        ("hand2", 1, "A", "弓兵", '"12.2.6.1"'),
    ):
        assert _problems(_PASS % (phase, slots, who, to, "false", stays, cl)) == [], (phase, to)


def test_equipment_swap_in_the_formation_timing() -> None:
    """8.3.3.11: the defending side passes its shield in the formation timing, then the
    initiative follows: 門番 in front holds 盾's +3 (defence 5) and survives A's 4 attack."""
    text = mc_scenario(
        title="the defender passes equipment in the formation timing",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 巨人, type: unit, level: 3, attack: 4, defense: 6}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 門番, type: unit, level: 1, attack: 0, defense: 2, item_slots: 1}
        - {name: 弓兵, type: unit, level: 1, attack: 0, defense: 2, item_slots: 1}
        - {name: 盾, type: item, defense_bonus: 3, equipped_to: 弓兵}
""",
        rest="""\
actions:
  - advance: null
    do: advance
    units: [巨人]
    to: c3
    dice: {A: 6, B: 1}
    formation: {B: [門番, 弓兵]}
    pass_equipment: {B: [{card: 盾, to: 門番}]}
ask: [門番.zone]
expect:
  state: {門番.zone: B.field.c3}
  decided_by: ["8.3.3.11", "12.2.6.2.2"]
""",
    )
    assert _problems(text.replace("  - advance: null\n    do:", "  - do:")) == []


def test_two_worn_items_are_exchanged_at_once() -> None:
    """12.2.6.2.2: 「それぞれが装備している装備品を1つずつ選び、同時に双方の装備品を交換する」 —
    戦士's sword and 弓兵's shield change wearers (each has the one slot the other's needs)."""
    text = _PASS.replace(
        "item_slots: %d}\n",
        "item_slots: %d}\n        - {name: 盾, type: item, defense_bonus: 3, equipped_to: 弓兵}\n",
    ).replace("to: %s,", "to: %s, swap: 盾,") % (
        "main",
        1,
        "A",
        "弓兵",
        "true",
        "{弓兵.attack: 3, 戦士.defense: 5}",
        '"12.2.6.2.2"',
    )
    assert _problems(text) == []


_WIPED = mc_scenario(
    title="the second normal timing after the first attack left no defender",
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 巨人, type: unit, level: 3, attack: 4, defense: 6}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 弱兵, type: unit, level: 1, attack: 3, defense: %d}
""",
    rest="""\
actions:
  - {do: advance, units: [巨人], to: c3, dice: {A: 6, B: 1}}
ask: [巨人.zone, 弱兵.zone]
expect:
  state: {巨人.zone: A.field.c3, 弱兵.zone: B.discard}
  decided_by: %s
  not_decided_by: %s
""",
)


def test_a_wiped_out_party_leaves_the_later_timings_in_place() -> None:
    """8.2.6: with B's only unit dead in the first attack, the second normal timing is still
    there and B cannot attack in it (no party: 4.4.1.3; 9.5): 巨人 takes no damage; 8.2.1 (the
    battle's timings) decides which timings follow the initiative result."""
    assert _problems(_WIPED % (1, '["8.2.1", "8.2.6", "4.4.1.3"]', "[]")) == []


def test_the_simultaneous_attack_timing_replaces_the_normal_ones() -> None:
    """8.2.1: 「「g.同時攻撃タイミング」が発生した場合、「e.先攻普通タイミング」と「f.後攻普通タイミング」は
    発生しません」 — equal initiative results, one simultaneous attack: both die at once."""
    text = _WIPED.replace("dice: {A: 6, B: 1}", "dice: {A: 3, B: 3}").replace(
        "attack: 4, defense: 6", "attack: 4, defense: 3"
    ) % (1, '["8.2.1", "8.3.7.1"]', '["8.2.6"]')
    text = text.replace("巨人.zone: A.field.c3", "巨人.zone: A.discard")
    assert _problems(text) == []


def test_a_death_effect_kills_by_an_interrupting_rule_process() -> None:
    """11.3.1.3.1: 「あるユニットが自身を死亡させる効果を受けた場合、そのユニットはルール処理により
    死亡します。これは割り込み型ルール処理です」 (11.1.2.1); the death by damage cites its own
    clause (11.3.1.2.1), not this one."""
    text = mc_scenario(
        title="a death effect",
        turn="{player: A, number: 9, phase: main, first_player: A}",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 2}
""",
        rest="""\
actions:
  - %s
ask: [兵.zone]
expect:
  state: {兵.zone: B.discard}
  decided_by: %s
  not_decided_by: %s
""",
    )
    effect = text % ("{do: die, card: 兵}", '["11.3.1.3.1", "12.6.1"]', '["11.3.1.2.1"]')
    assert _problems(effect) == []
    damage = text % (
        "{do: damage, to: 兵, amount: 2}",
        '["11.3.1.2.1", "12.6.1"]',
        '["11.3.1.3.1"]',
    )
    assert _problems(damage) == []


_RESIST_LOST = mc_scenario(
    title="a resistance lost after the damage it kept off",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 衛兵, type: unit, level: 2, attack: 2, defense: 4}
        - {name: 盾, type: item, equipped_to: 衛兵, text: "「耐性:火炎」"}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象に【火炎】【%d】ダメージを与える。", target: 衛兵}
  - {do: discard, card: 盾}
ask: [衛兵.zone]
expect:
  state: {衛兵.zone: %s}
  decided_by: %s
""",
)


def test_a_lost_resistance_lets_the_damage_it_kept_off_kill() -> None:
    """13.1.7.5: 「「耐性:x」を失った場合、そのユニットは「x」の「ユニットを死亡させる量のダメージ」…で
    死亡するようになります」 — the worn shield's 「耐性:火炎」 kept 5 fire damage from killing 衛兵
    (defence 4); the shield discarded, the resistance is lost and 衛兵 dies. 3 fire damage stays
    below the defence: it lives."""
    assert _problems(_RESIST_LOST % (5, "B.discard", '["13.1.7.5", "11.3.1.2.1"]')) == []
    assert _problems(_RESIST_LOST % (3, "B.field.c3", "[]")) == []


def test_equipping_is_not_bound_by_the_terrains_limit() -> None:
    """12.2.7.3: 「装備品の召喚は、「12.2.7.2」で示した地形のリミットによる制限を受けません」 — the
    party fills the limit 2 of its terrain, and the item is equipped all the same (its cost paid,
    12.2.8.6)."""
    text = mc_scenario(
        title="equipping on a full terrain",
        turn="{player: A, number: 5, phase: summon, first_player: A}",
        a_top="    deck: 20\n    hand: [剣]\n",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: %d}
        - {name: 戦士, type: unit, level: 2, attack: 1, defense: 2, item_slots: 1}
""",
        rest="""\
actions:
  - {do: equip, card: 剣, unit: 戦士}
ask: [戦士.attack]
expect:
  state: {戦士.attack: 3}
  decided_by: %s
  not_decided_by: %s
""",
    ).replace("hand: [剣]", "hand: [{name: 剣, type: item, attack_bonus: 2}]")
    assert _problems(text % (2, '["12.2.7.3", "12.2.8.6"]', "[]")) == []
    assert _problems(text % (8, '["12.2.8.6"]', '["12.2.7.3"]')) == []


def test_only_the_turn_players_side_advances() -> None:
    """12.2.1 with 1.3.7 (「自分のターンを進行しているプレイヤーを「進軍側」…といいます」): B, not
    the turn player, cannot advance in A's turn."""
    text = mc_scenario(
        title="the defending side tries to advance",
        turn="{player: A, number: 5, phase: main}",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 2}
      c2: [{name: 平原, type: terrain, limit: 8}]
""",
        rest="""\
actions:
  - {do: advance, player: B, units: [兵], to: c2, allowed: false}
ask: [兵.zone]
expect:
  state: {兵.zone: B.field.c3}
  decided_by: ["12.2.1", "1.3.7"]
""",
    )
    assert _problems(text) == []


_SAGE = mc_scenario(
    title="a ○ ability setting a hand limit",
    turn="{player: A, number: 9, first_player: A}",
    a_top="    deck: 20\n    hand: 7\n",
    a="""\
      c2:
        - {name: 図書館, type: terrain, limit: 6}
        - {name: 賢者, type: unit, level: 2, attack: 1, defense: 2, text: "○賢者の知恵\\n%s"}
""",
    rest="""\
actions:
  - {do: hand_phase, which: 1}
ask: [A.hand]
expect:
  state: {A.hand: %d}
  decided_by: ["5.1.4.7", "14.5.4.2"]
""",
)


def test_a_continuous_ability_sets_the_hand_limit() -> None:
    """5.1.4.7 (「特に何らかの理由により変動していない限りは、手札上限枚数は6枚」) with a ○ ability
    without a timing, in force while its unit is on the battlefield (14.5.4.2): 「自軍の手札上限
    枚数は8枚になる」 — A keeps its 7 cards and draws to 8 (7.2.5)."""
    assert _problems(_SAGE % ("自軍の手札上限枚数は8枚になる。", 8)) == []


def test_an_enemy_hand_limit_set_by_a_units_ability() -> None:
    """The same on 「敵軍の」 of a B unit: A's limit is 4, its 7 cards are cut to 4 (7.2.3)."""
    text = mc_scenario(
        title="an enemy unit's ○ ability setting a hand limit",
        turn="{player: A, number: 9, first_player: A}",
        a_top="    deck: 20\n    hand: 7\n",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 魔女, type: unit, level: 2, attack: 1, defense: 2, text: "○呪い\\n敵軍の手札上限枚数は4枚になる。"}
""",
        rest="""\
actions:
  - {do: hand_phase, which: 1}
ask: [A.hand]
expect:
  state: {A.hand: 4}
  decided_by: ["5.1.4.7", "14.5.4.2", "7.2.3"]
""",
    )
    assert _problems(text) == []


_DECK_RULE = """\
game: mc
title: a construction rule
turn: {player: A, number: 0}
players:
  A: {deck: [{name: スライム, type: unit, level: 0, text: "%s", count: 3}, 47]}
  B: {deck: 50}
actions:
  - {do: game_setup, dice: {A: 5, B: 2}}
ask: [turn.number]
expect:
  state: {turn.number: 1}
"""


def test_a_construction_rule_is_no_ability_and_an_unread_one_is_said() -> None:
    """15.5.1: 「構築ルール」 is no special ability — 枚数制限解除 is not reported as an ability
    the ruling left out; a construction rule of a form the deck check does not read is applied
    to nothing, and the ruling says so (15.5.2)."""
    from ruling.render import warnings_data

    read = str(warnings_data(resolve(loads(_DECK_RULE % "構築ルール：枚数制限解除")), "en"))
    assert "unsupported" not in read and "construction rule" not in read
    other = "構築ルール：デッキに1枚しか組み込めない。"
    said = str(warnings_data(resolve(loads(_DECK_RULE % other)), "en"))
    assert "construction rule of スライム" in said


_DROP = mc_scenario(
    title="discarding a worn equipment",
    turn="{player: A, number: 5, phase: %s}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}
        - {name: 剣, type: item, attack_bonus: 2, equipped_to: 戦士}
""",
    rest="""\
actions:
  - {do: discard_equipment, card: 剣, allowed: %s}
ask: [剣.zone, 戦士.attack]
expect:
  state: {剣.zone: %s}
  decided_by: [%s]
""",
)


def test_equipment_is_discarded_in_the_summon_phase_only() -> None:
    """7.4.3: in the summon phase the advancing side may discard an equipment its unit wears
    (its item slot back unspent, 13.1.2.6); in the main phase it is no act of the play step
    (7.3.3 lists none such) — refused."""
    assert _problems(_DROP % ("summon", "true", "A.discard", '"7.4.3"')) == []
    assert _problems(_DROP % ("main", "false", "A.field.c2", '"7.4.3", "7.3.3"')) == []


def test_equipment_is_discarded_in_the_instant_summon_timing() -> None:
    """8.3.2.7: the defending side discards its unit's shield in the instant summon timing of A's
    battle; the shield's +3 gone, 門番 (defence 2) dies to A's 2 attack."""
    text = mc_scenario(
        title="discarding equipment in the instant summon timing",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 騎兵, type: unit, level: 1, attack: 2, defense: 9}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 門番, type: unit, level: 1, attack: 0, defense: 2, item_slots: 1}
        - {name: 盾, type: item, defense_bonus: 3, equipped_to: 門番}
""",
        rest="""\
actions:
  - do: advance
    units: [騎兵]
    to: c3
    dice: {A: 6, B: 1}
    instant: {B: [{do: discard_equipment, card: 盾}]}
ask: [門番.zone, 盾.zone]
expect:
  state: {門番.zone: B.discard, 盾.zone: B.discard}
  decided_by: ["8.3.2.7"]
""",
    )
    assert _problems(text) == []
