"""Monster Collection (mc): rules read again in round 12 against the known failures of the r11
blind set, each on a minimal case of its own (the scenarios in tests/scenarios/mc/ are the
writers')."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario
from tests.ruling.boards import problems as _problems

_WEARER = mc_scenario(
    title="an equipment's このユニット",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 2, item_slots: 1}
        - {name: 盾, type: item, %s text: "◎[メイン]守り\\n〈対象:このユニット〉\\n対象に「防御力:+2」を付与する。"}
""",
    rest="""\
actions:
  - {do: use, card: 盾, allowed: %s}
expect:
  %s
""",
)


def test_an_equipments_this_unit_is_the_unit_wearing_it() -> None:
    """4.7.2: 「装備品の場合のみ«このユニット»という表記は、その装備品を装備しているユニットを指す」
    — the equipment's 〈対象:このユニット〉 is its wearer, which gets the +2; an item wearing
    nothing has no such unit and its use is not declared (10.10.3)."""
    worn = _WEARER % (
        "equipped_to: 戦士,",
        "true",
        'state: {戦士.defense: 4}\n  decided_by: ["4.7.2"]',
    )
    assert _problems(worn) == []


_CHARGE = mc_scenario(
    title="a charge given in the first normal timing",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 槍兵, type: unit, level: 2, attack: 1, defense: 5, text: "◎[普通]突撃\\n〈対象:このユニット〉\\n対象に「チャージ:+%d」を付与する。"}
""",
    b="""\
      c3:
        - {name: 荒野, type: terrain, limit: 6}
        - {name: 岩人, type: unit, level: 2, attack: 1, defense: 3}
""",
    rest="""\
actions:
  - do: advance
    units: [槍兵]
    to: c3
    dice: {A: 5, B: 1}
    first_normal: [{do: use, card: 槍兵}]
expect:
  state: {岩人.zone: %s}
  decided_by: %s
""",
)


def test_a_charge_given_to_the_first_side_adds_to_its_attack_at_once() -> None:
    """13.1.5.3: 「先攻普通タイミング…で先攻側ユニットに「チャージ:x」が与えられた場合、そのユニットは
    即座に「チャージ:x」の効果を受け」 — attack 1 + 2 kills the defence-3 unit; +1 leaves it
    standing (attack 2 < 3)."""
    assert _problems(_CHARGE % (2, "B.discard", '["13.1.5.3", "11.3.1.2.1"]')) == []
    assert _problems(_CHARGE % (1, "B.c3", '["13.1.5.3"]')) == []


_NO_STACK = mc_scenario(
    title="a no-stack effect used twice",
    a_top="    deck: 20\n    hand: [森, 丘]\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 9}
        - {name: 僧, type: unit, level: 1, attack: 1, defense: 1, text: "◎[メイン]祝福\\n〈コスト:手札1枚破棄/対象:自軍ユニット1体〉\\n対象に「攻撃力:+1」を付与する。%s"}
        - {name: 甲, type: unit, level: 1, attack: 1, defense: 1}
        - {name: 乙, type: unit, level: 1, attack: 1, defense: 1}
""",
    rest="""\
actions:
  - {do: use, card: 僧, target: 甲, cost_cards: [森]}
  - {do: use, card: 僧, target: %s, cost_cards: [丘]}
expect:
  state: {甲.attack: %d, 乙.attack: %d, A.discard: 2}
  decided_by: %s
  not_decided_by: %s
""",
)


def test_a_no_stack_effect_is_not_applied_again_to_a_target_it_designated() -> None:
    """16.2.1: 「重複しないとは、その効果の〈対象:〜〉として指定されたことがある場合、その効果を適用しない」,
    16.2.2: the second use is still declared and paid. Without the note both apply; on another
    unit the second applies."""
    again = _NO_STACK % ("(重複しない)", "甲", 2, 1, '["16.2.1", "16.2.2", "4.1.15"]', "[]")
    assert _problems(again) == []
    plain = _NO_STACK % ("", "甲", 3, 1, "[]", '["16.2.1"]')
    assert _problems(plain) == []
    other = _NO_STACK % ("(重複しない)", "乙", 2, 2, "[]", '["16.2.1"]')
    assert _problems(other) == []


_SWAP = mc_scenario(
    title="a swap of attack and defence",
    b="""\
      c3:
        - {name: 遺跡, type: terrain, limit: 6}
        - {name: 像, type: unit, level: 1, attack: %d, defense: %d}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象の「攻撃力」と「防御力」を入れ替える。", target: 像}
expect:
  state: %s
  decided_by: %s
""",
)


def test_a_swap_of_two_values_is_a_change_of_each() -> None:
    """4.6.5: 「入れ替える前の数値±n=入れ替えた後の数値」 — attack 4 / defence 2 becomes 2 / 4;
    attack 0 / defence 3 becomes defence 0 and the unit is discarded (11.3.1.1.1); equal values
    are a ±0 change, not applied (4.6.7)."""
    assert _problems(_SWAP % (4, 2, "{像.attack: 2, 像.defense: 4}", '["4.6.5"]')) == []
    gone = _SWAP % (0, 3, "{像.zone: B.discard}", '["4.6.5", "11.3.1.1.1"]')
    assert _problems(gone) == []
    same = _SWAP % (2, 2, "{像.attack: 2, 像.defense: 2}", '["4.6.5", "4.6.7"]')
    assert _problems(same) == []


_ALL_DISCARD = mc_scenario(
    title="every player discards",
    turn="{player: %s, number: 6, phase: main, first_player: A}",
    a_top="    deck: 20\n    hand: [{name: 竜, type: unit, level: 4}, {name: 野, type: terrain}]\n",
    b_top="    deck: 20\n    hand: %s\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "すべてのプレイヤーは手札を1枚破棄する。"}
choices:
  - {player: A, at: discard, choose: 野}
  - {player: B, at: discard, choose: 鬼}
expect:
  state: {野.zone: A.discard, 鬼.zone: B.discard}
  order: %s
  decided_by: %s
  not_decided_by: %s
""",
)


def test_every_player_discards_the_advancing_side_choosing_first() -> None:
    """1.3.3: 「双方のプレイヤーが同時に何らかの選択をせまられた場合、進軍側が先に…決定しなければなりません」
    — 「すべてのプレイヤーは手札を1枚破棄する」 has both choose: the turn player (the advancing
    side) first, whoever resolves the effect; with one card in B's hand B has no choice
    (12.4.2's 「すべて」) and 1.3.3 is not cited."""
    hand = "[{name: 鬼, type: unit, level: 1}, {name: 森, type: terrain}]"
    a_first = '["move:野:A.discard", "move:鬼:B.discard"]'
    assert _problems(_ALL_DISCARD % ("A", hand, a_first, '["1.3.3", "12.4.1"]', "[]")) == []
    b_turn = _ALL_DISCARD % (
        "B",
        hand,
        '["move:鬼:B.discard", "move:野:A.discard"]',
        '["1.3.3"]',
        "[]",
    )
    assert _problems(b_turn) == []
    alone = _ALL_DISCARD % ("A", "[{name: 鬼, type: unit, level: 1}]", a_first, "[]", '["1.3.3"]')
    assert _problems(alone) == []


_PHASE_END = mc_scenario(
    title="a main-phase change at the phase's end",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a="""\
      c2:
        - {name: 丘陵, type: terrain, limit: 6}
        - {name: 見張り, type: unit, level: 1, attack: 1, defense: 3}
""",
    rest="""\
actions:
  - {do: modify, card: 見張り, stat: defense, amount: 2, source: A's effect}
  - {do: damage, to: 見張り, amount: %d, source: A's effect}
  - {do: summon_phase, actions: [{do: check, state: {見張り.defense: 3}}]}
expect:
  outcome: %s
  decided_by: ["7.3.6", "4.6.6"]
""",
)


def test_the_main_phase_ends_before_the_summon_phase_starts() -> None:
    """7.3.6: the main phase ends (its check step, its changes lost: 4.6.9, 4.6.6) before the
    summon phase starts — a +2 given in the main phase is gone in the summon phase. Damage
    that the lost +2 would let kill (4 ≥ 3) raises the unsettled point damage_outlasts_phase
    (no clause removes damage): the outcome depends on the reading; damage below the defence
    left (2 < 3) raises nothing."""
    both = _PHASE_END % (4, '{depends_on_reading: ["11.3.1.2.1", "4.6.9"]}')
    assert _problems(both) == []
    plain = _PHASE_END % (2, "{game_over: false, regardless_of_reading: false}")
    assert _problems(plain) == []
    from ruling.render import warnings_data

    said = str(warnings_data(resolve(loads(plain)), "en"))
    assert "outside a battle kept alive" not in said
    assert "outside a battle kept alive" in str(warnings_data(resolve(loads(both)), "en"))


_AFTER_PLAYER = mc_scenario(
    title="効果適用後 over steps on the player's cards",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a_top="    deck: 10\n    hand: 2\n    discard: %s\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "自軍捨て山のカードを1枚選び、自軍山札の一番上に置く。効果適用後、カードを1枚補充する。"}
expect:
  state: %s
  decided_by: %s
  not_decided_by: %s
""",
)


def test_after_applied_over_the_players_own_cards() -> None:
    """4.1.11: 「Aの内容が適用されない場合、Bの内容は発揮されません」 with 4.1.15 (a move that moved
    no card is not applied): an empty discard pile, no replenishing; a card there is put on the
    deck and then replenished into the hand."""
    empty = _AFTER_PLAYER % ("0", "{A.hand: 2, A.deck: 10}", '["4.1.11", "4.1.15"]', "[]")
    assert _problems(empty) == []
    one = _AFTER_PLAYER % ("[古札]", "{A.hand: 3, 古札.zone: A.hand}", '["4.1.11"]', '["4.1.15"]')
    assert _problems(one) == []


_COMBAT_ONLY = mc_scenario(
    title="a [戦闘] defence bonus outside a battle",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    b="""\
      c3:
        - {name: 砦, type: terrain, limit: 6}
        - {name: 守り手, type: unit, level: 1, attack: 1, defense: 5, text: "%s"}
        - {name: 兵, type: unit, level: 1, attack: 1, defense: 2}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "対象に【2】ダメージを与える。", target: 兵}
expect:
  state: {兵.zone: B.discard}
  decided_by: %s
  not_decided_by: %s
""",
)


def test_a_combat_continuous_ability_adds_nothing_outside_a_battle_and_says_why() -> None:
    """14.5.4.1: 「[戦闘]の場合、その「○特殊能力」を持つユニットが戦闘に参加していなければ、効果を発揮
    しません」 — the party's +2 does not save the unit from 2 damage in the main phase, and the
    death cites the clause; with no such ability it is not cited."""
    guard = "○[戦闘]鉄壁\\n〈対象:自軍パーティ〉\\n対象を「防御力:+2」する。"
    assert _problems(_COMBAT_ONLY % (guard, '["14.5.4.1", "11.3.1.2.1"]', "[]")) == []
    assert _problems(_COMBAT_ONLY % ("", '["11.3.1.2.1"]', '["14.5.4.1"]')) == []


_MILL = mc_scenario(
    title="a deck milled out",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a_top="    deck: 2\n",
    b_top="    deck: %d\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "山札を3枚破棄する。"}
expect:
  outcome: {game_over: false}
  state: {A.deck: 0}
  decided_by: ["1.2.3.1", "12.4.2"]
""",
)


def test_one_deck_run_out_is_no_deck_out_judgement_and_says_why() -> None:
    """1.2.3.1: 「すべてのプレイヤーの山札が尽きた場合」 — A's deck emptied while B's holds cards:
    the game goes on, and the ruling cites the clause it read to conclude so; a deck not run
    out does not cite it."""
    assert _problems(_MILL % 15) == []
    kept = _MILL.replace("deck: 2", "deck: 5").replace("A.deck: 0", "A.deck: 2")
    kept = kept.replace('["1.2.3.1", "12.4.2"]', '[]\n  not_decided_by: ["1.2.3.1"]')
    assert _problems(kept % 15) == []


def test_a_declared_ability_costs_only_what_its_cost_names() -> None:
    """14.4.3: 「「◎特殊能力」は、〈 〉内の“コスト”に記載された内容のみがコストです」 — the ◎ use is cited
    with it (its unit is not made acted)."""
    plain = _NO_STACK % ("", "甲", 3, 1, '["14.4.3"]', "[]")
    assert _problems(plain.replace("A.discard: 2}", "A.discard: 2, 僧.state: stand}")) == []


_RESIST = mc_scenario(
    title="attack damage against a resistance",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 突撃兵, type: unit, level: 2, attack: 3, defense: 3}
""",
    b="""\
      c3:
        - {name: 荒野, type: terrain, limit: 6}
        - {name: 聖騎士, type: unit, level: 2, attack: 1, defense: 3, text: "%s"}
""",
    rest="""\
actions:
  - {do: advance, units: [突撃兵], to: c3, dice: {A: 5, B: 2}}
expect:
  state: {聖騎士.zone: B.discard}
  decided_by: %s
  not_decided_by: %s
""",
)


def test_a_resistance_does_not_keep_off_attack_damage_and_says_so() -> None:
    """13.1.7.1: 「耐性:x」 keeps off only damage of its x; attack damage (4.9.2) has no attribute
    and comes from no effect's kind: the unit dies and the ruling cites why the resistance did
    nothing; a unit without one does not cite it."""
    assert _problems(_RESIST % ("「耐性:特殊能力」", '["13.1.7.1", "4.9.2"]', "[]")) == []
    assert _problems(_RESIST % ("", '["4.9.2"]', '["13.1.7.1"]')) == []
