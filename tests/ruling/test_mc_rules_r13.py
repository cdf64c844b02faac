"""Monster Collection (mc): constructions and rules added in round 13 against the known failures
of the r12 blind set, each on a minimal case of its own (the scenarios in tests/scenarios/mc/
are the writers')."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_answered_attack, mc_scenario
from tests.ruling.boards import problems as _problems

_PARTS = mc_scenario(
    title="steps on the player's cards and on the target joined by 効果適用後",
    turn="{player: A, number: 6, phase: main}",
    a_top="    deck: %d\n    hand: 1\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 骸骨兵, type: unit, level: 1, attack: 2, defense: 2, race: アンデッド}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "%s", target: 骸骨兵}
expect:
  state: %s
  decided_by: %s
""",
)


def test_after_applied_replenish_then_target() -> None:
    """4.1.11: 「Aする。効果適用後、Bする。」 — A (replenishing, on the player's cards) applied,
    so B (on the target) is brought about; from an empty deck A is not applied (12.3.1.4) and
    B is not."""
    text = "カードを1枚補充する。効果適用後、対象に「攻撃力:+3」を付与する。"
    assert _problems(_PARTS % (5, text, "{A.hand: 2, 骸骨兵.attack: 5}", '["4.1.11"]')) == []
    assert (
        _problems(_PARTS % (0, text, "{A.hand: 1, 骸骨兵.attack: 2}", '["4.1.11", "12.3.1.4"]'))
        == []
    )


def test_after_applied_target_then_replenish() -> None:
    """4.1.11 the other way round: the grant on the target applied (the race condition met),
    so the replenish is done; not met (10.12.2), the grant is not applied and nothing is
    replenished."""
    met = "対象が「種族:アンデッド」の場合、対象に「攻撃力:+3」を付与する。効果適用後、カードを1枚補充する。"
    unmet = met.replace("アンデッド", "ドラゴン")
    assert _problems(_PARTS % (5, met, "{A.hand: 2, 骸骨兵.attack: 5}", '["4.1.11"]')) == []
    assert (
        _problems(_PARTS % (5, unmet, "{A.hand: 1, 骸骨兵.attack: 2}", '["4.1.11", "10.12.2"]'))
        == []
    )


_NO_STACK = mc_scenario(
    title="重複しない printed as a sentence of its own",
    turn="{player: A, number: 7, phase: main}",
    a_top="    deck: 20\n    hand: [{name: 石1, type: spell}, {name: 石2, type: spell}]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 司令官, type: unit, level: 2, attack: 1, defense: 2, text: "◎[メイン]激励\\n〈コスト:手札1枚破棄/対象:自軍ユニット1体〉対象に「攻撃力:+1」を付与する。%s"}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 司令官, target: 戦士, cost_cards: [石1]}
      - {do: use, card: 司令官, target: 戦士, cost_cards: [石2]}
      - {do: check, state: {戦士.attack: %d, A.discard: 2}}
expect:
  outcome: {game_over: false}
""",
)


def test_no_stack_as_a_sentence() -> None:
    """16.2.1: 「重複しない」 (here a sentence of its own after the effect) — the second use on
    the same unit is not applied; without it the +1 is applied twice."""
    assert _problems(_NO_STACK % ("重複しない", 3)) == []
    assert _problems(_NO_STACK % ("", 4)) == []


_READ = mc_scenario(
    title="damage of a value read when the effect applies",
    turn="{player: A, number: 8, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 兵, type: unit, level: 2, attack: 2, defense: 2, item_slots: 1, race: [インセクト, プラント], text: "%s[メイン]技\\n〈対象:ユニット1体〉対象に【%s】ダメージを与える。"}
        - {name: 槍, type: item, attack_bonus: 1, equipped_to: 兵}
        - {name: 虫, type: unit, level: 1, attack: 1, defense: 1, race: インセクト}
        - {name: 人, type: unit, level: 1, attack: 1, defense: 1, race: 人間}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 岩人, type: unit, level: 3, attack: 1, defense: 9}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 兵, target: 岩人}
      - {do: check, state: {岩人.damage: %d, 兵.zone: %s}}
ask: [岩人.damage]
expect:
  outcome: {game_over: false}
  decided_by: %s
""",
)


def test_damage_of_this_units_attack() -> None:
    """「対象に【このユニットの攻撃力】ダメージを与える」: the unit's attack with its equipment's
    追加攻撃力 (2.1.15.1, 2.1.16.1) — 3; a × ability reads it as it was on the battlefield before
    the cost discarded the unit (10.11.4)."""
    assert _problems(_READ % ("◎", "このユニットの攻撃力", 3, "A.c2", '["2.1.15.1"]')) == []
    assert _problems(_READ % ("×", "このユニットの攻撃力", 3, "A.discard", '["10.11.4"]')) == []


def test_damage_of_a_count_counts_each_unit_once() -> None:
    """10.17.1: 【自軍パーティに存在する「種族:インセクトorプラント」のユニット数】 — 兵 (both races)
    and 虫 count one each, 人 not: 2; with × the unit discarded as the cost still counts
    (10.11.4)."""
    count = "自軍パーティに存在する「種族:インセクトorプラント」のユニット数"
    assert _problems(_READ % ("◎", count, 2, "A.c2", '["10.17.1"]')) == []
    assert _problems(_READ % ("×", count, 2, "A.discard", '["10.17.1", "10.11.4"]')) == []


def test_a_read_amount_is_refused_where_nothing_reads_it() -> None:
    """A bare effect text has no unit using it: 「このユニットの攻撃力」 there is refused, not read
    as 0 — since round 23 (s19examples) at resolution, where the situation may name the unit
    using it (``resolve_text``'s ``user``, tests/ruling/test_rules_examples_r23.py); with none
    given the text is unsupported."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(
        loads(
            """\
game: mc
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 2, defense: 3}
  B:
    deck: 20
    field:
      c4:
        - {name: 丘, type: terrain, limit: 6}
        - {name: 岩人, type: unit, level: 1, attack: 1, defense: 9}
actions:
  - {do: resolve_text, player: A, text: "〈対象:ユニット1体〉対象に【このユニットの攻撃力】ダメージを与える。", target: 岩人}
ask: [岩人.damage]
"""
        )
    )
    warned = [w.en for w in r.warnings() if w.kind == "unsupported"]
    assert warned and "value read" in warned[0]
    assert r.outcome["state"] == {"岩人.damage": 0}


_NO_REST = mc_scenario(
    title="a ○ ability saying its unit does not become acted",
    turn="{player: A, number: 6, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 守り神, type: unit, level: 3, attack: 2, defense: 4, text: "%s"}
""",
    rest="""\
actions:
  - %s
ask: [守り神.state, 守り神.attack]
expect:
  state: %s
  decided_by: %s
""",
)
_FIXED = "○不動\\n〈対象:このユニット〉対象は行動完了にならない。"
_TAP = "□[メイン]力\\n〈対象:このユニット〉対象に「攻撃力:+1」を付与する。"


def test_does_not_become_acted_beats_make_acted() -> None:
    """4.1.12: 「行動完了にならない」 (a ○ ability in force while its unit is on the battlefield,
    14.5.4.2) beats 「対象を行動完了にする」; without it the unit becomes acted (10.18.1)."""
    act = '{do: resolve_text, player: A, text: "対象を行動完了にする。", target: 守り神}'
    assert _problems(_NO_REST % (_FIXED, act, "{守り神.state: stand}", '["4.1.12"]')) == []
    assert _problems(_NO_REST % ("", act, "{守り神.state: rest}", '["10.18.1"]')) == []


def test_does_not_become_acted_cannot_pay_a_rest_cost() -> None:
    """A □ ability's cost is its unit becoming acted (14.2.3): a unit that does not become acted
    cannot carry it out, so the effect is not brought about (4.1.12) — round 65 (s62comcR): the
    cost cannot be carried out at the declaration already, so it is not declared (10.11.1,
    10.11.2; under the engine's reading of acted_cost_of_unit_never_acted)."""
    use = "do: main_phase\n    actions: [{do: use, card: 守り神, allowed: false}]"
    both = _FIXED + "\\n" + _TAP
    assert _problems(_NO_REST % (both, use, "{守り神.state: stand}", '["4.1.12", "10.11.1"]')) == []


_COND = mc_scenario(
    title="a condition met is a reason",
    turn="{player: A, number: 6, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 竜, type: unit, level: 2, attack: 4, defense: 4, race: ドラゴン}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象が「種族:ドラゴン」の場合、対象に「攻撃力:+2」を付与する。", target: 竜}
ask: [竜.attack]
expect:
  state: {竜.attack: 6}
  decided_by: ["10.12.2"]
""",
)


def test_a_condition_met_is_cited() -> None:
    """10.12.2: the effect applies because 「対象が…の場合、」 holds — the ruling says so."""
    assert _problems(_COND) == []


_LOST = mc_scenario(
    title="a ○ ability's effects lost with its unit",
    turn="{player: A, number: 6, phase: main}",
    b="""\
      c3:
        - {name: 砦, type: terrain, limit: 8}
        - {name: 守護者, type: unit, level: 1, attack: 1, defense: 1, text: "○守りの陣\\n〈対象:自軍パーティ〉対象を「防御力:+1」する。"}
        - {name: 兵士, type: unit, level: 1, attack: 2, defense: 2}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象を破棄する。", target: 守護者}
ask: [兵士.defense]
expect:
  state: {兵士.defense: 2}
  decided_by: ["14.5.4.4"]
""",
)


def test_a_continuous_abilitys_effects_end_with_its_unit() -> None:
    """14.5.4.4: 守護者 leaves the battlefield; its ○ party bonus is lost on 兵士 (3 -> 2)."""
    assert _problems(_LOST) == []


_DECKS = mc_scenario(
    title="the last deck runs out",
    turn="{player: A, number: 10, phase: main}",
    a_top="    deck: 2\n",
    b_top="    deck: 0\n    deck_out_turn: 9\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "山札を3枚破棄する。"}
ask: [A.deck]
expect:
  outcome: {game_over: false}
  decided_by: ["1.2.3.1"]
""",
)


def test_the_last_deck_out_does_not_end_the_game_now() -> None:
    """1.2.3.1: every deck has run out — the game ends at the end of the next turn, not now."""
    assert _problems(_DECKS) == []


_DRUM = mc_scenario(
    title="a ● [戦闘] ability away from the battle",
    turn="{player: A, number: 8, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 鼓手, type: unit, level: 1, attack: 1, defense: 1, text: "●[戦闘]戦鼓\\n〈発揮:イニシアチブ決定タイミング開始時/対象:ユニットすべて〉対象に「攻撃力:+1」を付与する。"}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3}
""",
    b="""\
      c3:
        - {name: 岩場, type: terrain, limit: 8}
        - {name: 大亀, type: unit, level: 3, attack: 1, defense: 20}
""",
    rest="""\
actions:
  - do: advance
    units: [%s]
    to: c3
    dice: {A: 6, B: 1}
    first_normal: [{do: check, state: {戦士.attack: %d}}]
ask: [戦士.attack]
expect:
  outcome: {game_over: false}
  decided_by: %s
""",
)


def test_a_battle_auto_ability_outside_the_battle_does_not_trigger() -> None:
    """14.7.3.1: 鼓手 stays behind — its ● does not trigger and 戦士 fights at 2; when 鼓手
    advances too, it triggers and 戦士 has 3."""
    assert _problems(_DRUM % ("戦士", 2, '["14.7.3.1"]')) == []
    assert _problems(_DRUM % ("戦士, 鼓手", 3, '["14.7.3.4"]')) == []


_GONE = mc_scenario(
    title="the user and the target both gone",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a_top="    deck: 20\n    hand: [石]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 魔術師, type: unit, level: 2, attack: 1, defense: 3, text: "◎[メイン]火球\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象に【3】ダメージを与える。"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 火薬兵, type: unit, level: 1, attack: 1, defense: 2, text: "×[対抗]道連れ\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"}
        - {name: 岩人, type: unit, level: 1, attack: 1, defense: 9}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: use, card: 魔術師, target: %s, cost_cards: [石], respond: [{do: use, player: B, card: 火薬兵, target: 魔術師}]}
ask: [B.discard, 魔術師.zone]
""",
)


def test_the_user_gone_and_its_target_gone_both_cited() -> None:
    """10.1.14 and 10.10.5: the answer's cost discards 火薬兵 (the target) and kills 魔術師 (the
    user) — each is a reason the fireball does nothing; with 岩人 as the target (still there)
    only the user's leaving is."""
    both = resolve(loads(_GONE % "火薬兵")).decided_by
    one = resolve(loads(_GONE % "岩人")).decided_by
    assert "10.10.5" in both and "10.1.14" in both
    assert "10.10.5" not in one and "10.1.14" in one


_ENTERS = mc_scenario(
    title="a ○ party effect reaches a unit entering the party",
    turn="{player: A, number: 8, phase: main}",
    a_top="""\
    deck: 20
    hand: [{name: 伏兵, type: unit, level: 1, attack: 2, defense: 2, instant: true}]
""",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 旗手, type: unit, level: 1, attack: 1, defense: 2, text: "○鼓舞\\n〈対象:自軍パーティ〉対象を「攻撃力:+1」する。"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 大亀, type: unit, level: 3, attack: 1, defense: 12}
""",
    rest="""\
actions:
  - do: advance
    units: [旗手]
    to: c3
    dice: {A: 6, B: 1}
    instant: {A: [伏兵]}
    first_normal: [{do: check, state: {伏兵.attack: 3}}]
ask: [伏兵.attack]
expect:
  outcome: {game_over: false}
  decided_by: ["10.7.4", "14.5.4.2"]
""",
)


def test_a_standing_party_effect_applies_to_a_unit_as_it_enters() -> None:
    """10.7.4: 伏兵, instant-summoned into the battle after 旗手's ○ ability is in force there,
    gets its +1 as it enters (14.5.4.2: the ○ without timing works while its unit is on the
    battlefield)."""
    assert _problems(_ENTERS) == []


def test_hand_limit_grant_compiles_for_either_player() -> None:
    """「自軍/敵軍プレイヤーに「手札上限枚数:±n枚」を付与する」 (10.14.5): a step on a player."""
    from ruling.games._mc.cardtext import HandLimitStep, compile_effect

    own, _ = compile_effect("自軍プレイヤーに「手札上限枚数:+1枚」を付与する。")
    enemy, _ = compile_effect("敵軍プレイヤーに「手札上限枚数:-2枚」を付与する。")
    assert own is not None and own.steps == (HandLimitStep(1, "own"),)
    assert enemy is not None and enemy.steps == (HandLimitStep(-2, "enemy"),)


_LIMIT = mc_scenario(
    title="a hand limit grant ends with its phase",
    turn="{player: A, number: 7, phase: main}",
    a_top="    deck: 20\n    hand: 2\n",
    rest="""\
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "自軍プレイヤーに「手札上限枚数:+1枚」を付与する。"}
  - {do: summon_phase, actions: []}
  - {do: hand_phase, which: 2}
ask: [A.hand]
expect:
  state: {A.hand: 6}
  decided_by: ["10.14.6", "5.1.4.7"]
""",
)


def test_hand_limit_grant_ends_with_its_phase() -> None:
    """10.14.6: granted in the main phase, the +1 is gone by the second hand phase — A
    replenishes to 6 (5.1.4.7), and the ruling says why."""
    assert _problems(_LIMIT) == []


_GONE_ATTACKER = mc_answered_attack(
    "an attacker gone before the attack damage",
    (3, 2),
    "attack: 1, defense: 4",
    "{name: 自爆虫, type: unit, level: 1, attack: 0, defense: 1, text: "
    '"×[対抗:攻撃限定]道連れ\\n〈対象:ユニット1体〉対象に【%d】ダメージを与える。"}',
    "槍兵",
    "岩人.zone",
)


def test_an_attacker_gone_before_the_damage_leaves_the_attack_undone() -> None:
    """Corrected (round 54, s51mcR): the attack's cost (9.1) is carried out at 10.1.13, after the
    answer (10.11.3, 10.1.9); 槍兵 killed by then leaves it undone and the attack has no effect
    (10.1.14): 岩人 lives, with no reading (9.3 / 4.1.14 are not reached). When the answer does
    not kill 槍兵, its 2 counts and nothing is open."""
    killed = resolve(loads(_GONE_ATTACKER % 3))
    assert "depends_on_reading" not in killed.outcome
    assert killed.outcome["state"]["岩人.zone"] == "B.field.c3"
    assert {"10.1.13", "10.1.14"} <= set(killed.decided_by)
    kept = resolve(loads(_GONE_ATTACKER % 1))
    assert "depends_on_reading" not in kept.outcome


_LOSE = mc_scenario(
    title="a unit that loses every special ability",
    turn="{player: A, number: 6, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 旗手, type: unit, level: 1, attack: 1, defense: 2, text: "○鼓舞\\n〈対象:自軍パーティ〉対象を「攻撃力:+1」する。\\n◎[メイン]号令\\n〈対象:このユニット〉対象に「防御力:+1」を付与する。"}
        - {name: 戦士, type: unit, level: 2, attack: 2, defense: 3}
""",
    rest="""\
actions:
  - {do: resolve_text, player: B, text: "対象はすべての特殊能力を失う。", target: 旗手}
  - {do: check, state: {戦士.attack: %d}}
  - {do: use, card: 旗手, allowed: %s}
expect:
  decided_by: %s
""",
)


def test_losing_every_special_ability() -> None:
    """10.15.2.1: 「対象はすべての特殊能力を失う」 — 旗手's ○ bonus is gone (戦士 2) and its ◎
    cannot be used; without the text, 戦士 is 3 and the ◎ is used."""
    assert _problems(_LOSE % (2, "false", '["10.15.2.1"]')) == []
    unlost = _LOSE.replace(
        '  - {do: resolve_text, player: B, text: "対象はすべての特殊能力を失う。", target: 旗手}\n',
        "",
    )
    assert _problems(unlost % (3, "true", '["10.1.14"]')) == []


_LATE = mc_scenario(
    title="a unit summoned after a party grant",
    turn="{player: A, number: 8, phase: main}",
    a_top="""\
    deck: 20
    hand: [{name: 伏兵, type: unit, level: 1, attack: 2, defense: 2, instant: true}]
""",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 旗手, type: unit, level: 1, attack: 1, defense: 2, text: "◎[メイン]号令\\n〈対象:自軍パーティ〉対象に「攻撃力:+1」を付与する。"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 大亀, type: unit, level: 3, attack: 1, defense: 12}
""",
    rest="""\
actions:
  - do: main_phase
    actions:
%s      - do: advance
        units: [旗手]
        to: c3
        dice: {A: 6, B: 1}
        instant: {A: [伏兵]}
        first_normal: [{do: check, state: {伏兵.attack: 2}}]
ask: [伏兵.attack]
""",
)


def test_a_party_grant_misses_a_unit_that_came_later() -> None:
    """10.7.3: 号令 (a ◎ use on the party) was made before 伏兵 came onto the battlefield — its
    effect does not reach it, and the ruling says so; with no such use there is nothing to say."""
    used = resolve(loads(_LATE % "      - {do: use, card: 旗手, target: 旗手}\n"))
    assert "10.7.3" in used.decided_by
    assert "10.7.3" not in resolve(loads(_LATE % "")).decided_by
