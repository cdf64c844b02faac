"""Monster Collection (mc): rules read again in round 10 against the known failures of the r9
blind set, each on a minimal case of its own (the scenarios in tests/scenarios/mc/ are the
writers')."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario
from tests.ruling.boards import problems as _problems


def _negative_level_summon(base: int, allowed: bool) -> str:
    return mc_scenario(
        title="a summon beside a unit of negative level",
        turn="{player: A, number: 6, phase: summon, first_player: A}",
        a_top=f"""\
    deck: 20
    hand: [{{name: 新兵, type: unit, level: {base}, attack: 1, defense: 1}}]
""",
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 5, summon: true}
        - {name: 呪い子, type: unit, level: 1, attack: 1, defense: 1}
""",
        rest=f"""\
effects:
  - {{target: 呪い子, stat: level, op: add, value: -2, until: game}}
actions:
  - {{do: summon, card: 新兵, area: c2, allowed: {str(allowed).lower()}}}
expect:
  decided_by: ["12.2.7.2", "4.6.2"]
""",
    )


def test_summon_declaration_counts_a_negative_level_as_it_is() -> None:
    """12.2.7.2 sums the base level and the levels of the own units there: a level of -1 is -1
    (4.6.2's first sentence; only the limit adjustment reads it as 0). 6 + (-1) = 5 fits a
    limit of 5; 7 + (-1) = 6 does not."""
    assert _problems(_negative_level_summon(6, True)) == []
    assert _problems(_negative_level_summon(7, False)) == []


_BOARD = """
game: mc
title: %s
turn: {player: A, number: 6, phase: %s, first_player: A}
players:
  A:
    deck: 20
    hand: [{name: 剣, type: item, equip_cost: 1}, {name: 兵, type: unit, level: 1, attack: 1, defense: 1}]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 1, item_slots: 1}
  B:
    deck: 20
    hand: [{name: 鬼, type: unit, level: 1, attack: 1, defense: 1}]
    field: {c4: [{name: 本陣, type: terrain, hq: true}]}
actions:
  - %s
expect:
  decided_by: %s
"""


def test_only_the_advancing_side_summons_in_the_summon_phase() -> None:
    """7.4.1: 「進軍側が「普通召喚」を行います」 — the other player's summon is refused; the
    turn player's is carried out."""
    refused = "{do: summon, player: B, card: 鬼, area: c4, allowed: false}"
    assert _problems(_BOARD % ("B summons", "summon", refused, '["7.4.1"]')) == []
    done = "{do: summon, player: A, card: 兵, area: c1, allowed: true}"
    assert _problems(_BOARD % ("A summons", "summon", done, '["7.4.4"]')) == []


def test_equipping_in_the_main_phase_cites_the_main_phase_actions() -> None:
    """Equipping from the hand is a summon of the summon phase (7.4.4): refused in the main
    phase, whose actions 7.3.3 lists without it."""
    act = "{do: equip, card: 剣, unit: 戦士, allowed: false}"
    assert _problems(_BOARD % ("equip in main", "main", act, '["7.3.3", "7.4.4"]')) == []


def _declare_uses(n: int) -> str:
    uses = "\n".join(
        f"  - {{do: use, card: 竜, target: 竜, cost_cards: [札{i}], allowed: true}}"
        for i in range(n)
    )
    return f"""
game: mc
title: a ◎ ability used {n} time(s)
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 20
    hand: [{{name: 札0, type: item}}, {{name: 札1, type: item}}]
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: 竜, type: unit, level: 1, attack: 1, defense: 1, text: "◎[メイン]竜鳴印\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n対象に「防御力:+2」を付与する。"}}
  B:
    deck: 20
    field: {{c4: [{{name: 本陣, type: terrain, hq: true}}]}}
actions:
{uses}
ask: [竜.defense]
"""


def test_a_declare_ability_used_again_cites_that_it_may_be() -> None:
    """14.4.1: 「「◎特殊能力」は指定されたコストを支払える限り何度でも使用することができます」 —
    cited by a second use of the same ◎ ability, not by a first."""
    once = resolve(loads(_declare_uses(1)))
    twice = resolve(loads(_declare_uses(2)))
    assert "14.4.1" not in once.decided_by
    assert "14.4.1" in twice.decided_by
    assert twice.outcome["state"] == {"竜.defense": 5}


def test_a_value_asked_for_cites_the_continuous_ability_and_its_dependency() -> None:
    """A unit's attack stated in ``expect.state`` is decided by the ○ ability without a timing
    that changes it (14.5.4.2), and, when that ability's amount reads a value another effect
    changed, by the dependency order (10.7.2.3); without that effect, not by 10.7.2.3."""
    text = """
game: mc
title: attack plus own defence
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 樹, type: unit, level: 1, attack: 0, defense: 4, text: "○守護\\n〈対象:このユニット〉\\n対象を「攻撃力:+このユニットの防御力」する。"}
  B:
    deck: 20
    field: {c4: [{name: 本陣, type: terrain, hq: true}]}
actions:
%s
ask: [樹.attack]
"""
    changed = resolve(loads(text % "  - {do: modify, card: 樹, stat: defense, amount: -1}"))
    assert changed.outcome["state"] == {"樹.attack": 3}
    assert {"14.5.4.2", "10.7.2.3"} <= set(changed.decided_by)
    plain = resolve(loads(text % "  - {do: check, state: {樹.attack: 4}}"))
    assert "14.5.4.2" in plain.decided_by and "10.7.2.3" not in plain.decided_by


def test_the_same_continuous_ability_of_two_units_cites_14_5_3() -> None:
    """14.5.3: only abilities of one source do not stack — two units' same ○ ability both apply
    (defence 1 + 2 + 2), and the value cites the clause read to conclude so; one unit's does not."""
    unit = '{name: %s, type: unit, level: 1, attack: 1, defense: 1, text: "○陣\\n〈対象:自軍パーティ〉\\n対象を「防御力:+2」する。"}'
    text = """
game: mc
title: two sources of one ability
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}, %s]
  B:
    deck: 20
    field: {c4: [{name: 本陣, type: terrain, hq: true}]}
ask: [甲.defense]
"""
    two = resolve(loads(text % ", ".join([unit % "甲", unit % "乙"])))
    assert two.outcome["state"] == {"甲.defense": 5}
    assert "14.5.3" in two.decided_by
    one = resolve(loads(text % (unit % "甲")))
    assert one.outcome["state"] == {"甲.defense": 3}
    assert "14.5.3" not in one.decided_by


def _resist(how: str) -> str:
    return f"""
game: mc
title: 耐性 against the kind of effect
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    deck: 20
    field:
      c1:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: 術師, type: unit, level: 1, attack: 1, defense: 1, text: "◎[メイン]雷撃\\n〈対象:ユニット1体〉\\n対象に【3】ダメージを与える。"}}
  B:
    deck: 20
    field:
      c4:
        - {{name: 本陣, type: terrain, hq: true}}
        - {{name: 騎士, type: unit, level: 1, attack: 1, defense: 2, text: "「耐性:特殊能力」"}}
actions:
  - {how}
ask: [騎士.zone]
"""


def test_resistance_to_special_abilities_keeps_off_an_abilitys_damage_only() -> None:
    """13.1.7.2: a 「耐性:x」's x may be the kind of effect the damage comes from: 「特殊能力」
    keeps a unit from dying by an ability's damage (13.1.7.1), not by damage of another source."""
    ability = resolve(loads(_resist("{do: use, card: 術師, target: 騎士}")))
    assert ability.outcome["state"] == {"騎士.zone": "B.field.c4"}
    assert {"13.1.7.1", "13.1.7.2"} <= set(ability.decided_by)
    other = resolve(loads(_resist("{do: damage, to: 騎士, amount: 3, origin: 戦闘スペル}")))
    assert other.outcome["state"] == {"騎士.zone": "B.discard"}


def test_a_proxy_terrain_from_the_last_deck_card_runs_the_deck_out() -> None:
    """5.1.2.20.1: a proxy terrain is the deck's top card — the last one leaves the deck empty,
    and when every deck has run out the game ends at the end of the NEXT turn (1.2.3.1): this
    turn's end goes on, the next one's ends the game."""
    text = """
game: mc
title: the last deck card as a proxy terrain
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    deck: 1
    field:
      c1: [{name: 本陣, type: terrain, hq: true}, {name: 兵, type: unit, level: 1, attack: 1, defense: 1}]
  B:
    deck: 0
    deck_out_turn: 7
    field: {c4: [{name: 本陣, type: terrain, hq: true}]}
actions:
  - {do: place_terrain, proxy: true, area: l1}
  - {do: end_phase}
%s
ask: [A.deck]
"""
    this_turn = resolve(loads(text % ""))
    assert this_turn.outcome["game_over"] is False
    assert {"5.1.2.20.1", "1.2.3.1"} <= set(this_turn.decided_by)
    next_turn = resolve(loads(text % "  - {do: end_phase}"))
    assert next_turn.outcome["game_over"] is True


def test_concession_after_both_decks_ran_out_and_one_came_back_is_a_reading() -> None:
    """1.2.5.1 forbids conceding 「双方の山札が無くなったとき以降」; once a deck exists again
    (1.2.3.1.1) whether that still holds is a reading: refused literally (the engine's), allowed
    under the other; a player whose decks never both ran out concedes with no reading."""
    text = """
game: mc
title: concede after a deck came back
turn: {player: A, number: 11, phase: main, first_player: A}
players:
  A: {deck: 2, %s field: {c1: [{name: 本陣, type: terrain, hq: true}]}}
  B: {deck: 0, %s field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: concede, player: A}
"""
    ran_out = resolve(loads(text % ("deck_out_turn: 9,", "deck_out_turn: 10,")))
    assert ran_out.outcome["game_over"] is False
    assert {"1.2.5.1", "1.2.3.1.1"} <= set(ran_out.outcome["depends_on_reading"])
    never = resolve(loads(text % ("", "deck_out_turn: 10,")))
    assert never.outcome["loser"] == "A" and "depends_on_reading" not in never.outcome


def test_the_initiative_timing_has_one_counter_chain() -> None:
    """10.9.7: once the chain an [イニシアチブ] ability started has resolved, the initiative
    result is fixed — a second [イニシアチブ] declaration in that timing is refused; the first
    is carried out."""
    ability = "◎[イニシアチブ]疾風\\n〈対象:このユニット〉\\n対象に「イニシアチブ:+1」を付与する。"
    text = mc_scenario(
        title="one chain in the initiative timing",
        turn="{player: A, number: 9, phase: main, first_player: A}",
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 6}}
        - {{name: 甲, type: unit, level: 1, attack: 1, defense: 5, text: "{ability}"}}
""",
        b=f"""\
      c3:
        - {{name: 森, type: terrain, limit: 6}}
        - {{name: 乙, type: unit, level: 1, attack: 1, defense: 5, text: "{ability}"}}
""",
        rest="""\
actions:
  - do: advance
    units: [甲]
    to: c3
    dice: {A: 3, B: 3}
    at_initiative:
      - {do: use, player: A, card: 甲, target: 甲, allowed: true}
%s
""",
    )
    second = "      - {do: use, player: B, card: 乙, target: 乙, allowed: false}"
    assert _problems(text % (second + '\nexpect: {decided_by: ["10.9.7"]}')) == []
    assert _problems(text % "") == []


_TWO = mc_scenario(
    title="destinations",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 甲, type: unit, level: 1, attack: 1, defense: 1}
        - {name: 乙, type: unit, level: 1, attack: 1, defense: 1}
      l2: [{name: 森, type: terrain, limit: 6}]
""",
    b="""\
      r2:
        - {name: 丘, type: terrain, limit: 6}
        - {name: 鬼, type: unit, level: 1, attack: 1, defense: 9}
""",
    rest="""\
actions:
  - {do: advance, units: %s, to: %s, dice: {A: 6, B: 1}}
ask: [甲.zone, 乙.zone]
expect: %s
""",
)


def test_units_advance_each_to_its_own_destination() -> None:
    """12.2.5.1.3: each unit its one destination — `to: {unit: area}`; several units may go to
    different terrains at once (12.2.3.3), but not when one of them is enemy-held (12.2.3.3's
    「ただし」); one unit given two destinations is refused."""
    own = "{state: {甲.zone: A.field.l2, 乙.zone: A.field.c1}}"
    assert _problems(_TWO % ("[甲, 乙]", "{甲: l2, 乙: c1}", own)) == []
    held = '{outcome: {rejected: true}, decided_by: ["12.2.3.3"], state: {甲.zone: A.field.c2}}'
    assert _problems(_TWO % ("[甲, 乙]", "{甲: l2, 乙: r2}", held)) == []
    two = '{outcome: {rejected: true}, decided_by: ["12.2.5.1.3"], state: {甲.zone: A.field.c2}}'
    assert _problems(_TWO % ("[甲]", "[l2, c1]", two)) == []


def test_after_applied_on_every_enemy_unit_needs_the_first_part_somewhere() -> None:
    """A bare effect on 「敵軍ユニットすべて」: 「Aする。効果適用後、Bする。」 (4.1.11) — A applied to
    one unit at least (「一部でも」) brings B about on every unit; A applied to none (every unit
    already acted, 10.18.1) brings nothing."""
    text = """
game: mc
title: after applied on a set
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 20
    field: {c1: [{name: 本陣, type: terrain, hq: true}]}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 鬼, type: unit, level: 1, attack: 1, defense: 4, state: rest}
        - {name: 小鬼, type: unit, level: 1, attack: 1, defense: 9, state: %s}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, text: "敵軍ユニットすべてを行動完了にする。効果適用後、敵軍ユニットすべてに【2】ダメージを与える。"}
ask: [鬼.damage, 小鬼.damage]
expect: %s
"""
    part = '{state: {鬼.damage: 2, 小鬼.damage: 2}, decided_by: ["4.1.11", "10.18.1"]}'
    assert _problems(text % ("stand", part)) == []
    none = '{state: {鬼.damage: 0, 小鬼.damage: 0}, decided_by: ["4.1.11", "10.18.1"]}'
    assert _problems(text % ("rest", none)) == []
