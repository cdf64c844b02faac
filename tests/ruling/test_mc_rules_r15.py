"""Monster Collection (mc): triggered abilities (10.5) and the ● forms of chapter 14 read in
round 14 (session 10), each on a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import mc_scenario, mc_self_harm_area
from tests.ruling.boards import problems as _problems

# 2.1.8.4.2's example on A's terrain on c2: its dragon may advance into an empty terrain (r4,
# out of a walker's range from c2); %s: the unit's race, whether the advance is allowed, where
# it ends
_VALLEY = mc_scenario(
    title="●[自軍ターン] at the advance declaration",
    turn="{player: %s, number: 7, phase: main}",
    a="""\
      c2:
        - name: 竜鳴の谷
          type: terrain
          limit: 8
          text: "●[自軍ターン]竜鳴の谷\\n〈発揮:進軍宣言時/対象:この地形に存在する自軍ユニットすべて〉\\n対象が「種族:ドラゴン or レプタイル」の場合、対象は「代理地形」または「誰もいない地形(敵軍本陣を除く)」へ進軍してもよい。"
        - {name: 飛竜, type: unit, level: 3, attack: 3, defense: 3, race: %s}
""",
    b="""\
      r4: [{name: 廃墟, type: terrain, limit: 6}]
""",
    rest="""\
actions:
  - {do: advance, units: [飛竜], to: r4, allowed: %s}
expect:
  state: {A.r4: %s}
  decided_by: [%s]
""",
)


def test_own_turn_auto_ability_at_the_advance_declaration_widens_the_range() -> None:
    """14.7.3.2 / 14.7.3.6: the ● [自軍ターン] ability triggers at the declaration (12.2.5.1.1),
    waits (10.5.2) and is played at its check step (10.5.3) before the units' destinations are
    checked (12.2.5.1.3): the dragon goes to the empty r4, out of its walking range."""
    text = _VALLEY % ("A", "ドラゴン", "true", "[飛竜]", '"10.5.2", "10.5.3", "14.7.3.6"')
    assert _problems(text) == []


def test_the_permission_needs_the_condition() -> None:
    """The condition 「対象が「種族:ドラゴン or レプタイル」の場合」 is not met by a 人間: r4 is out of
    its walking range (12.2.2.2)."""
    text = _VALLEY % ("A", "人間", "false", "0", '"12.2.2.2"')
    assert _problems(text) == []


def test_the_permission_is_lost_with_the_advance() -> None:
    """12.2.5.1.9: what was brought about in the advance's steps is lost at its end — no
    permission to advance is left once the advance is over."""
    text = _VALLEY % ("A", "ドラゴン", "true", "[飛竜]", '"14.7.3.6"')
    leaf = resolve(loads(text)).main
    assert not [e for e in leaf.final.effects if e.stat == "advance_permit"]
    assert any("12.2.5.1.9" in s.clauses for s in leaf.trace.steps)


def test_own_turn_auto_ability_does_not_trigger_on_the_other_players_turn() -> None:
    """14.7.3.2: a [自軍ターン] ability triggers on its owner's turn only — on B's turn nothing
    waits (B advances its own unit; A's valley is not asked)."""
    text = _VALLEY % ("B", "ドラゴン", "false", "0", '"12.2.1"')
    leaf = resolve(loads(text)).main
    assert not any("10.5.2" in s.clauses for s in leaf.trace.steps)


_PHASE_START = mc_scenario(
    title="●[自軍ターン] at the start of the main phase",
    turn="{player: %s, number: 7, phase: hand1}",
    a=mc_self_harm_area("メインフェイズ開始時"),
    rest="""\
actions:
  - {do: main_phase}
ask: [兵.damage]
expect:
  state: {兵.damage: %s}
""",
)


def test_own_turn_auto_ability_at_the_start_of_the_main_phase() -> None:
    """7.3.2 raises 「メインフェイズ開始時」: the ● [自軍ターン] ability waits and is played at
    the check step (10.5.3), once (14.7.3.5); on the other player's turn it does not trigger
    (14.7.3.2)."""
    assert _problems(_PHASE_START % ("A", 1)) == []
    leaf = resolve(loads(_PHASE_START % ("A", 1))).main
    assert "10.5.3" in leaf.decided_by and "7.3.2" in leaf.decided_by
    assert _problems(_PHASE_START % ("B", 0)) == []


_DEATH = mc_scenario(
    title="「対象を死亡させる」",
    turn="{player: A, number: 7, phase: main}",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 巨人, type: unit, level: 3, attack: 2, defense: 9}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象を死亡させる。", target: 巨人}
ask: [巨人.zone]
expect:
  state: {巨人.zone: B.discard}
  decided_by: ["11.3.1.3.1", "12.6.1"]
""",
)


def test_a_death_effect_kills_whatever_the_defence() -> None:
    """11.3.1.3.1: a unit receiving an effect that makes it die dies by the rule process (a
    death, 12.6.1), its defence of 9 notwithstanding."""
    assert _problems(_DEATH) == []


def test_death_effect_compiles_in_an_activated_ability() -> None:
    from ruling.abilities import _abilities
    from ruling.games._mc.cardtext import DieStep

    (ab,) = _abilities(
        "mc", "◎[普通]死の宣告\n〈対象:敵軍ユニット1体〉\n対象を死亡させる。", "unit"
    )
    assert ab.supported, ab.reason
    assert isinstance(ab.program.steps[0], DieStep)


def test_replenishing_n_to_m_declares_a_number_in_the_range_or_none() -> None:
    """12.3.1.1: 「カードを1～3枚補充してもよい」 — the number is declared first, from 1 to 3, or
    none (not applied, 12.3.1.4); a number outside the range is not offered."""
    from tests.ruling.test_mc_effects import _rule

    text = "カードを2～3枚補充してもよい。"
    r = _rule("10", "0", text, "choices: [{player: A, choose: 2}]\nask: [A.hand]\n")
    assert r.outcome["state"] == {"A.hand": 2}
    assert "12.3.1.1" in r.decided_by
    r = _rule("10", "0", text, "choices: [{player: A, choose: 0}]\nask: [A.hand]\n")
    assert r.outcome["state"] == {"A.hand": 0}
    assert {"12.3.1.1", "12.3.1.4"} <= set(r.decided_by)
    with pytest.raises(ScenarioError, match="none of the options"):
        _rule("10", "0", text, "choices: [{player: A, choose: 1}]\nask: [A.hand]\n")


def test_a_charge_lost_in_the_battle_takes_its_attack_with_it() -> None:
    """13.1.5.4: the worn spear's 「チャージ:+2」 (the wearer's, 2.1.21.2) is lost when the spear
    is discarded in the first normal timing — 騎兵 attacks with 2, 門番 (defence 4) lives; kept,
    4 would have killed it (test_mc_rules_r14b)."""
    from tests.ruling.test_mc_rules_r14b import _GEAR_BATTLE

    text = _GEAR_BATTLE % ("「チャージ:+2」", 5, 2, "B.field.c3", '"13.1.5.4"')
    text = text.replace(
        "dice: {A: 5, B: 2}}", "dice: {A: 5, B: 2}, first_normal: [{do: discard, card: 槍}]}"
    )
    assert _problems(text) == []


_FLIP = mc_scenario(
    title="a ▽ ability, the terrain turned over into a proxy terrain as its cost",
    turn="{player: A, number: 7, phase: main}",
    a="""\
      c2:
        - name: 火山
          type: terrain
          limit: 6
          text: "%s"
        - {name: 竜, type: unit, level: 3, attack: 3, defense: 3}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 2}
""",
    rest="""\
actions:
  - {do: use, player: A, card: 火山, target: 兵, allowed: %s}
%s
ask: [兵.zone]
expect:
  state: {兵.zone: %s}
  decided_by: [%s]
""",
)
_ERUPTION = "▽噴火[メイン]\\n〈対象:敵軍ユニット1体〉\\n対象に【2】ダメージを与える。"


def test_a_reversal_ability_flips_its_terrain_and_takes_effect() -> None:
    """14.8.1 / 14.8.3: 噴火's cost is turning 火山 over into a proxy terrain (paid at 10.1.13,
    5.1.2.20.1); its 2 damage kills 兵 (defence 2)."""
    text = _FLIP % (_ERUPTION, "true", "", "B.discard", '"14.8.3", "11.3.1.2.1"')
    assert _problems(text) == []
    leaf = resolve(loads(text)).main
    (volcano,) = [c for c in leaf.final.players["A"].zones["field.c2"] if c.name == "火山"]
    assert volcano.states.get("proxy") is True


def test_a_proxy_terrain_has_no_reversal_ability_left() -> None:
    """Once turned over, 火山 is a proxy terrain with its content hidden (5.1.2.20.1): it has no
    ability left to use (10.1.2) — the second use is refused."""
    again = "  - {do: use, player: A, card: 火山, target: 竜, allowed: false}"
    text = _FLIP % (_ERUPTION, "true", again, "B.discard", '"5.1.2.20.1"')
    assert _problems(text) == []


def test_auto_ability_at_the_start_of_the_first_normal_timing() -> None:
    """8.3.5.2 raises 「先攻普通タイミング開始時」: 騎兵's ● [戦闘] ability takes effect at its
    check step (10.5.3), before its attack — +2 makes 4, which kills 門番 (defence 4)."""
    from tests.ruling.test_mc_rules_r14b import _GEAR_BATTLE

    ab = (
        "●[戦闘]突撃\\n〈発揮:先攻普通タイミング開始時/対象:このユニット〉\\n"
        "対象に「攻撃力:+2」を付与する。"
    )
    text = _GEAR_BATTLE.replace("item_slots: 1}", f'item_slots: 1, text: "{ab}"}}')
    assert _problems(text % ("", 5, 2, "B.discard", '"8.3.5.2", "10.5.3"')) == []


_SUMMON_DECL = mc_scenario(
    title="●[自軍ターン] at a normal summon's declaration",
    turn="{player: A, number: 7, phase: summon}",
    a_top="    deck: 20\n    hand:\n"
    "      - {name: 小鬼, type: unit, level: 1, attack: 1, defense: 1}\n"
    "      - {name: 妖精, type: unit, level: 1, attack: 1, defense: 1}\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 呼び手
          type: unit
          level: 1
          attack: 1
          defense: 3
          text: "●[自軍ターン]呼応\\n〈発揮:普通召喚宣言時/対象:このユニット〉\\n対象に【1】ダメージを与える。"
""",
    rest="""\
actions:
  - {do: summon, card: 小鬼, area: c1}
  - {do: summon, card: 妖精, area: c1}
ask: [呼び手.damage]
expect:
  state: {呼び手.damage: 2}
""",
)


def test_auto_ability_at_each_summon_declaration() -> None:
    """12.2.7.4.1 raises 「普通召喚宣言時」: 呼び手's ● [自軍ターン] ability takes effect at each
    summon declared (14.7.3.6, 10.5.2): twice for two summons."""
    assert _problems(_SUMMON_DECL) == []
    leaf = resolve(loads(_SUMMON_DECL)).main
    assert "14.7.3.6" in [c for s in leaf.trace.steps for c in s.clauses]


def test_auto_ability_rolls_its_dice_as_it_resolves() -> None:
    """14.7.3.10: 「対象に【1D】ダメージを与える」 in a ● ability rolls when it resolves — a 4
    kills 門番 (defence 4) at once, a 1 does not (nor with 騎兵's 2 after it)."""
    from tests.ruling.test_mc_rules_r14b import _GEAR_BATTLE

    ab = "●[戦闘]雷\\n〈発揮:戦闘開始時/対象:敵軍パーティ〉\\n対象に【1D】ダメージを与える。"
    text = _GEAR_BATTLE.replace("item_slots: 1}", f'item_slots: 1, text: "{ab}"}}')
    for die, where in ((4, "B.discard"), (1, "B.field.c3")):
        scn = text % ("", 1, 6, where, '"14.7.3.10"')
        scn = scn.replace(
            "actions:", f"choices: [{{player: A, at: dice, choose: {die}}}]\nactions:"
        )
        assert _problems(scn) == [], die


def test_auto_ability_with_one_target_chosen_as_it_resolves() -> None:
    """A ● ability with 〈対象:敵軍ユニット1体〉: its owner chooses the one target as it resolves
    (10.10.1), among the units of the battle (10.10.6) — the 4 damage kills the one chosen."""
    from tests.ruling.test_mc_rules_r14b import _GEAR_BATTLE

    ab = "●[戦闘]狙撃\\n〈発揮:戦闘開始時/対象:敵軍ユニット1体〉\\n対象に【4】ダメージを与える。"
    text = _GEAR_BATTLE.replace("item_slots: 1}", f'item_slots: 1, text: "{ab}"}}').replace(
        "        - {name: 門番, type: unit, level: 2, attack: 1, defense: 4}\n",
        "        - {name: 門番, type: unit, level: 2, attack: 1, defense: 4}\n"
        "        - {name: 斥候, type: unit, level: 1, attack: 1, defense: 5}\n",
    )
    scn = text % ("", 1, 6, "B.discard", '"10.10.1"')
    scn = scn.replace("actions:", "choices: [{player: A, at: target, choose: 門番}]\nactions:")
    assert _problems(scn) == []


_AURA = mc_scenario(
    title="a ○ level change counts in the party's total level",
    turn="{player: A, number: 10, phase: summon}",
    a_top="    deck: 20\n    hand: [{name: 歩兵, type: unit, level: 1, attack: 1, defense: 1}]\n",
    a="""\
      c2:
        - {name: 砦, type: terrain, limit: %d, summon: true}
        - {name: 将軍, type: unit, level: 3, attack: 3, defense: 4, text: "○統率\\n〈対象:自軍パーティ〉対象を「レベル:+1」する。"}
""",
    rest="""\
choices: [{player: A, at: reading, choose: given}]
actions:
  - do: summon_phase
    actions:
      - {do: summon, card: 歩兵, area: c2, allowed: %s}
ask: [歩兵.zone]
expect:
  state: {歩兵.zone: %s}
""",
)


def test_a_continuous_level_change_counts_against_the_limit() -> None:
    """14.5.4.2: 統率 makes 将軍 level 4; the summon of a level-1 unit is checked against the
    limit with it (12.2.7.2): 4 + 1 > 4 is refused; on a limit of 6 it is allowed (and the
    party, 4 + 2 once 統率 reaches 歩兵, stays within it, 11.3.2)."""
    assert _problems(_AURA % (4, "false", "A.hand")) == []
    assert _problems(_AURA % (6, "true", "A.field.c2")) == []


_POTION = mc_scenario(
    title="a consumable used from the hand",
    turn="{player: A, number: 7, phase: main}",
    a_top='    deck: 20\n    hand: [{name: 霊薬, type: item, text: "%s"}]\n',
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 2, item_slots: %d}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 霊薬, unit: 戦士, allowed: %s}
      - {do: check, state: {戦士.defense: %d}}
ask: [霊薬.zone]
expect:
  state: {霊薬.zone: %s}
""",
)
_ELIXIR = "◇[メイン]霊薬\\n〈対象:このユニット〉\\n対象に「防御力:+2」を付与する。"


def test_a_consumable_is_used_by_a_unit_with_an_unspent_item_slot() -> None:
    """14.6.3.1 / 10.1.9: the ◇ ability of a consumable in the hand is used by 戦士 (one 「i」,
    13.1.2.1): the card goes through the effect zone to the discard pile (5.1.7.2, 10.1.13)
    and 「このユニット」 is its user — defence 2 + 2; without 「アイテム:x」 it cannot be used
    (13.1.2.2)."""
    assert _problems(_POTION % (_ELIXIR, 1, "true", 4, "A.discard")) == []
    assert _problems(_POTION % (_ELIXIR, 0, "false", 2, "A.hand")) == []


def test_a_spent_item_slot_serves_no_second_consumable() -> None:
    """13.1.2.1 / 13.1.2.5: the one 「i」 is spent by the first use and comes back only at the
    end of a battle's formation or battle end timing — a second consumable is refused."""
    text = _POTION % (_ELIXIR, 1, "true", 4, "A.discard")
    text = text.replace(
        '    hand: [{name: 霊薬, type: item, text: "',
        '    hand: [{name: 霊薬2, type: item, text: "'
        + _ELIXIR
        + '"}, {name: 霊薬, type: item, text: "',
    ).replace(
        "      - {do: check, state: {戦士.defense: 4}}\n",
        "      - {do: check, state: {戦士.defense: 4}}\n"
        "      - {do: use, card: 霊薬2, unit: 戦士, allowed: false}\n",
    )
    assert _problems(text) == []


def test_spent_item_slots_come_back_at_the_formation_timings_end() -> None:
    """13.1.2.5: the 「i」 spent in the main phase comes back unspent at the end of the battle's
    formation timing — 戦士 uses a second consumable in the first normal timing."""
    normal = "◇[普通]闘気\\n〈対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"
    text = mc_scenario(
        title="slots back",
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    hand:\n"
        f'      - {{name: 霊薬, type: item, text: "{_ELIXIR}"}}\n'
        f'      - {{name: 闘気, type: item, text: "{normal}"}}\n',
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 門番, type: unit, level: 1, attack: 1, defense: 9}
""",
        rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 霊薬, unit: 戦士, allowed: true}
      - do: advance
        units: [戦士]
        to: c3
        dice: {A: 6, B: 1}
        first_normal: [{do: use, card: 闘気, unit: 戦士, allowed: true}]
ask: [闘気.zone]
expect:
  state: {闘気.zone: A.discard}
  decided_by: ["13.1.2.5"]
""",
    )
    assert _problems(text) == []


_SPELL = "◇[普通]火球\\n〈対象:敵軍ユニット1体〉\\n対象に【火炎】【3】ダメージを与える。"


def _spell_battle(slots: str, second: bool) -> str:
    again = (
        "\n          - {do: use, card: 火球2, unit: 魔術師, target: 門番, allowed: false}"
        if second
        else ""
    )
    return mc_scenario(
        title="a battle spell",
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    hand:\n"
        f'      - {{name: 火球, type: spell, spell_cost: 火, text: "{_SPELL}"}}\n'
        f'      - {{name: 火球2, type: spell, spell_cost: 火, text: "{_SPELL}"}}\n',
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, spell_slots: "{slots}"}}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 門番, type: unit, level: 1, attack: 1, defense: 3}
""",
        rest=f"""\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {{A: 6, B: 1}}
        first_normal:
          - {{do: use, card: 火球, unit: 魔術師, target: 門番, allowed: true}}{again}
ask: [門番.zone, 火球.zone]
expect:
  state: {{門番.zone: B.discard, 火球.zone: A.discard}}
  decided_by: ["13.1.3.1"]
""",
    )


def test_a_battle_spell_is_paid_with_a_spell_slot_of_its_attribute() -> None:
    """13.1.3.1: 魔術師's 「スペル:火」 pays 火球's 火 — the spell's 3 damage kills 門番; a 「*」
    pays it too (as any one attribute); the one slot spent, a second 火球 is refused in that
    battle (13.1.3.3: back only at the formation's or battle end timing's end)."""
    assert _problems(_spell_battle("火", False)) == []
    assert _problems(_spell_battle("*", False)) == []
    assert _problems(_spell_battle("火", True)) == []
    refused = _spell_battle("水", False).replace("allowed: true", "allowed: false")
    refused = refused.replace("{門番.zone: B.discard, 火球.zone: A.discard}", "{火球.zone: A.hand}")
    assert _problems(refused) == []


def test_a_secret_art_needs_its_user_to_have_the_information() -> None:
    """15.4.5.2: 【秘伝】「種族:ドラゴン」 — a user that is no dragon cannot use the spell; a
    dragon can (its 3 damage kills 門番)."""
    secret = "【秘伝】「種族:ドラゴン」\\n" + _SPELL
    text = _spell_battle("火", False).replace(_SPELL, secret)
    dragon = text.replace('spell_slots: "火"}', 'spell_slots: "火", race: ドラゴン}')
    assert _problems(dragon) == []
    refused = text.replace("allowed: true", "allowed: false").replace(
        "{門番.zone: B.discard, 火球.zone: A.discard}", "{火球.zone: A.hand}"
    )
    refused = refused.replace('decided_by: ["13.1.3.1"]', 'decided_by: ["15.4.5.2"]')
    assert _problems(refused) == []
