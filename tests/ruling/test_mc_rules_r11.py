"""Monster Collection (mc): rules read again in round 11 against the known failures of the r10
blind set, each on a minimal case of its own (the scenarios in tests/scenarios/mc/ are the
writers')."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario
from tests.ruling.boards import problems as _problems

_EQUIP = mc_scenario(
    title="%s",
    turn="{player: A, number: 6, phase: %s, first_player: A}",
    a_top="    deck: 20\n    hand: [{name: 剣, type: item, equip_cost: %d}]\n",
    a="""\
      %s:
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 1, item_slots: %d}
""",
    b="      l3: [{name: 沼地, type: terrain, limit: 6}]\n",
    rest="""\
actions:
  - {do: equip, card: 剣, unit: 戦士, allowed: %s}
expect:
  decided_by: %s
""",
)


def test_every_equip_refusal_is_the_declaration_check() -> None:
    """12.2.8.3: the timing, the target, the cost (the target's unspent item slots only) and
    the conditions are checked; one not proper and the equipment is not declared. A wrong
    phase, a unit without 「アイテム:x」 and too few slots all cite it."""
    main = _EQUIP % ("equip in main", "main", 1, "l3", 1, "false", '["7.3.3", "12.2.8.3"]')
    assert _problems(main) == []
    slotless = _EQUIP % ("no slot", "summon", 1, "l3", 0, "false", '["13.1.2.2", "12.2.8.3"]')
    assert _problems(slotless) == []
    short = _EQUIP % ("too few slots", "summon", 2, "l3", 1, "false", '["12.2.8.5", "12.2.8.3"]')
    assert _problems(short) == []


def test_equip_in_the_summon_phase_onto_a_unit_anywhere_cites_7_4_5() -> None:
    """7.4.5: 「「装備品の装備」は、進軍側の自軍ユニットがどこに存在していても実行できます」 — a
    unit on an enemy terrain is equipped in the summon phase."""
    far = _EQUIP % ("equip far away", "summon", 1, "l3", 1, "true", '["7.4.5", "12.2.8.9"]')
    assert _problems(far) == []


def test_terrain_placement_in_the_main_phase_cites_its_action_list() -> None:
    """7.3.3 a: terrain placement is one of the main phase's actions, taken any number of
    times: two terrain cards from the hand in one main phase are both placed."""
    text = """
game: mc
title: two terrains
turn: {player: A, number: 3, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 平原, type: terrain, limit: 6}, {name: 丘, type: terrain, limit: 6}]
    field: {c1: [{name: 本陣, type: terrain, hq: true}]}
  B:
    deck: 20
    field: {c4: [{name: 本陣, type: terrain, hq: true}]}
actions:
  - {do: place_terrain, card: 平原, area: l1, allowed: true}
  - {do: place_terrain, card: 丘, area: r1, allowed: true}
expect:
  state: {A.l1: [平原], A.r1: [丘]}
  decided_by: ["7.3.3", "12.1.1.2.5"]
"""
    assert _problems(text) == []


def test_the_defenders_formation_is_cited_for_the_unit_in_front() -> None:
    """8.3.3.10: 「守備側が自軍パーティの隊列を決定します」 — the defending party's order decides
    which unit takes the attack first (9.3): the front unit dies, the one behind takes none."""
    text = mc_scenario(
        title="formation",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 鬼, type: unit, level: 3, attack: 5, defense: 9}
""",
        b="""\
      c3:
        - {name: 砦, type: terrain, limit: 8}
        - {name: 弓兵, type: unit, level: 1, attack: 1, defense: 1}
        - {name: 盾兵, type: unit, level: 1, attack: 1, defense: 5}
""",
        rest="""\
actions:
  - {do: advance, units: [鬼], to: c3, dice: {A: 6, B: 1}, formation: {B: [盾兵, 弓兵]}}
expect:
  state: {盾兵.zone: B.discard, 弓兵.zone: B.field.c3}
  decided_by: ["8.3.3.10", "9.3"]
""",
    )
    assert _problems(text) == []


def test_an_initiative_ability_used_in_the_battle_play_step_is_cited_by_the_result() -> None:
    """8.3.4.6: the defending side's battle play step, [イニシアチブ] abilities only — what such an
    ability did (a granted 「イニシアチブ:-1」) decides the initiative results (8.3.4.8)."""
    text = mc_scenario(
        title="initiative ability",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 2, attack: 1, defense: 9}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - name: 呪い師
          type: unit
          level: 2
          attack: 1
          defense: 9
          text: "◎[イニシアチブ]足止め\\n〈対象:ユニット1体〉対象に「イニシアチブ:-1」を付与する。"
""",
        rest="""\
actions:
  - do: advance
    units: [斥候]
    to: c3
    dice: {A: 4, B: 4}
    at_initiative: [{do: use, player: B, card: 呪い師, target: 斥候}]
expect:
  decided_by: ["8.3.4.6", "8.3.4.8"]
""",
    )
    assert _problems(text) == []


def _race_changed(answer: bool, race: str) -> str:
    respond = "[{do: use, player: B, card: 火竜, target: 火竜}]" if answer else "[]"
    return mc_scenario(
        title="race read at resolution",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - name: 竜狩り
          type: unit
          level: 2
          attack: 1
          defense: 9
          text: "◎[普通]竜殺し\\n〈対象:ユニット1体〉対象が「種族:ドラゴン」の場合、対象に【火炎】【3】ダメージを与える。"
""",
        b=f"""\
      c3:
        - {{name: 森, type: terrain, limit: 6}}
        - name: 火竜
          type: unit
          level: 3
          attack: 1
          defense: 9
          race: {race}
          text: "◎[対抗]擬態\\n〈対象:このユニット〉対象を「種族:レプタイル」に変更する。"
""",
        rest=f"""\
actions:
  - do: advance
    units: [竜狩り]
    to: c3
    dice: {{A: 6, B: 1}}
    first_normal:
      - {{do: use, card: 竜狩り, target: 火竜, respond: {respond}}}
""",
    )


def test_a_condition_read_on_information_changed_after_the_declaration_cites_4_1_14() -> None:
    """4.1.14: information changed between the declaration and the effect is read as it is
    when the effect takes effect — a race changed by an answer fails the condition (10.12.2),
    and 4.1.14 is cited; a condition failed on unchanged information does not cite it."""
    changed = resolve(loads(_race_changed(True, "ドラゴン")))
    assert {"4.1.14", "10.12.2"} <= set(changed.decided_by)
    printed = resolve(loads(_race_changed(False, "レプタイル")))
    assert "10.12.2" in printed.decided_by
    assert "4.1.14" not in printed.decided_by


def test_a_main_phase_grant_read_by_an_attack_is_a_cause_of_it() -> None:
    """10.14.6: a grant made outside a battle lasts to the end of its phase — an 「攻撃力:+2」 given
    in the main phase counts in a battle of that main phase, and the attack cites it."""
    text = mc_scenario(
        title="grant into battle",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 1, defense: 9}
        - name: 僧侶
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉対象に「攻撃力:+2」を付与する。"
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 鬼, type: unit, level: 3, attack: 1, defense: 3}
""",
        rest="""\
actions:
  - {do: use, card: 僧侶, target: 戦士}
  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}
expect:
  state: {鬼.zone: B.discard}
  decided_by: ["10.14.6", "9.3"]
""",
    )
    assert _problems(text) == []


def _shield(attack: int, expect: str) -> str:
    return mc_scenario(
        title="defence grant and damage at the battle's end",
        turn="{player: A, number: 5, phase: main}",
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: オーク, type: unit, level: 2, attack: {attack}, defense: 9}}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - name: 騎士
          type: unit
          level: 2
          attack: 1
          defense: 3
          text: "◎[対抗]盾構え\\n〈対象:このユニット〉対象に「防御力:+2」を付与する。"
""",
        rest=f"""\
actions:
  - do: advance
    units: [オーク]
    to: c3
    dice: {{A: 6, B: 1}}
    answer_first_attack: [{{do: use, player: B, card: 騎士, target: 騎士}}]
expect:
{expect}
""",
    )


def test_damage_a_lost_defence_grant_no_longer_covers_is_a_reading() -> None:
    """No clause removes damage (11.3.1.2.1 「ダメージを受けている場合」): a unit a battle's
    「防御力:+2」 kept alive with 4 damage on defence 3 survives the battle's end under the
    engine's reading and dies under the other (mc.damage_outlasts_battle); with 2 damage,
    below the defence it keeps, nothing is open."""
    open_ = _shield(
        4,
        '  outcome: {depends_on_reading: ["11.3.1.2.1"]}\n'
        "  state: {騎士.zone: B.c3}\n"
        '  ambiguous: ["11.3.1.2.1"]',
    )
    assert _problems(open_) == []
    settled = resolve(loads(_shield(2, "  state: {騎士.zone: B.c3}")))
    assert check_expect(settled) == []
    assert "depends_on_reading" not in settled.outcome
    assert "regardless_of_reading" not in settled.outcome


def _main_grant(use: bool, tail: str) -> str:
    act = "{do: use, card: 僧侶, target: 戦士}" if use else "{do: check, state: {戦士.attack: 2}}"
    return mc_scenario(
        title="a [メイン] grant at the main phase's end",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3}
        - name: 僧侶
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉対象に「攻撃力:+2」を付与する。"
""",
        rest=f"""\
actions:
  - do: main_phase
    actions: [{act}]
  - {{do: summon_phase}}
{tail}
""",
    )


def test_a_main_ability_grant_at_the_main_phase_end_is_a_reading() -> None:
    """7.3.6 / 10.14.6 (a grant outside a battle ends with its phase) against 7.6.3 (「そのターン
    に発揮された[メイン]の効果」 lost in the end declaration phase): both readings are run —
    lost at the main phase's end (the engine's), or kept into the summon phase; with no
    [メイン] effect in force nothing is open."""
    first = _main_grant(
        True,
        'expect:\n  outcome: {depends_on_reading: ["7.6.3"]}\n  state: {戦士.attack: 2}',
    )
    assert _problems(first) == []
    other = _main_grant(
        True,
        "choices: [{player: A, at: reading, choose: turn_end}]\nexpect:\n  state: {戦士.attack: 4}",
    )
    assert _problems(other) == []
    none = resolve(loads(_main_grant(False, "expect:\n  state: {戦士.attack: 2}")))
    assert check_expect(none) == []
    assert "depends_on_reading" not in none.outcome


def test_advance_walking_spelt_out_is_the_walking_type() -> None:
    """`advance: walking` (as `walk` or 歩行) is the walking type: its range is the adjacent
    areas only (12.2.2.2, 5.1.2.18: not diagonally), not an unknown type taken as allowed."""
    text = mc_scenario(
        title="walking diagonal",
        turn="{player: A, number: 5, phase: main}",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 歩兵, type: unit, level: 1, attack: 2, defense: 2, advance: walking}
""",
        b="      l3: [{name: 沼地, type: terrain, limit: 6}]\n",
        rest="""\
actions:
  - {do: advance, units: [歩兵], to: l3, allowed: false}
expect:
  state: {歩兵.zone: A.c2}
  decided_by: ["12.2.2.2", "5.1.2.18"]
""",
    )
    assert _problems(text) == []
