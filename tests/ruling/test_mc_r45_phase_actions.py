"""mc round 45: an advance declared outside the main phase's normal play step is refused (12.2.1,
7.3.3) — in the summon phase with the clause that lists what its play step allows instead (7.4.4:
no normal play step, no advance)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

ACT = "actions:\n  - {do: advance, units: [斥候], to: c3}\n"


def _run(phase: str) -> object:
    a = mc_area("c2", "平原", 6, "{name: 斥候, type: unit, level: 1, attack: 1, defense: 2}")
    b = mc_area("c3", "森", 6)
    turn = f"{{player: A, number: 5, phase: {phase}}}"
    return resolve(loads(mc_scenario(a, b, ACT, turn=turn)))


def test_refused_in_the_summon_phase_with_its_step() -> None:
    r = _run("summon")
    assert r.main.rejected  # type: ignore[attr-defined]
    assert {"12.2.1", "7.3.3", "7.4.4"} <= set(r.decided_by)  # type: ignore[attr-defined]


EQUIP = """game: mc
title: t
turn: {player: A, number: 5, phase: summon}
players:
  A:
    deck: 10
    hand: [{name: 長剣, type: item, equip_cost: 1, attack_bonus: 2}, 1]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 鍛冶師
          type: unit
          level: 2
          attack: 1
          defense: 2
          item_slots: 1
          text: "●[自軍ターン]鍛錬\\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: equip, card: 長剣, unit: 鍛冶師}
expect:
  triggered: {鍛冶師: 1}
"""


def test_an_equipping_is_a_summon_declaration() -> None:
    """「普通召喚宣言時」 met by equipping an item (a summon, 12.2.7.1; its declaration, 12.2.8.1)."""
    r = resolve(loads(EQUIP))
    assert {"12.2.7.1", "12.2.8.1"} <= set(r.decided_by)  # type: ignore[attr-defined]


SPLIT = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 1, attack: 1, defense: 1}
        - {name: 歩兵, type: unit, level: 1, attack: 1, defense: 2}
      l2: [{name: 丘, type: terrain, limit: 6}]
  B:
    deck: 20
    field:
      c3: [{name: 森, type: terrain, limit: 6}ENEMY]
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [斥候, 歩兵], to: {斥候: c3, 歩兵: l2}}
"""


def test_a_split_advance_reads_what_an_enemy_held_terrain_is() -> None:
    """12.2.3.3's 「ただし」 binds a split advance only when a destination is an enemy-held terrain
    (5.1.2.12: enemy units alone there): B's empty forest is none — allowed; with B's unit on it,
    refused. Both cite the definition."""
    r = resolve(loads(SPLIT.replace("ENEMY", "")))
    assert not r.main.rejected  # type: ignore[attr-defined]
    assert {"12.2.3.3", "5.1.2.12"} <= set(r.decided_by)  # type: ignore[attr-defined]
    guard = ", {name: 番兵, type: unit, level: 1, attack: 1, defense: 2}"
    r = resolve(loads(SPLIT.replace("ENEMY", guard)))
    assert r.main.rejected  # type: ignore[attr-defined]
    assert {"12.2.3.3", "5.1.2.12"} <= set(r.decided_by)  # type: ignore[attr-defined]


AFTER_BATTLE = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 湿地, type: terrain, limit: 6}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 3, defense: 3}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: コボルド, type: unit, level: 1, attack: 1, defense: 1}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
BEFORE  - {do: place_terrain, card: 湿地, area: AREA}
ask: [湿地.zone]
"""


def test_a_placement_after_a_battle_is_in_the_play_step_given_again() -> None:
    """After the main phase's battle the normal play step is given again (7.3.4): a terrain placed
    then cites it; one placed before any battle does not."""
    battle = "  - {do: advance, units: [オーク], to: c3, dice: {A: 6, B: 1}}\n"
    r = resolve(loads(AFTER_BATTLE.replace("BEFORE", battle).replace("AREA", "l3")))
    assert "7.3.4" in r.decided_by  # type: ignore[attr-defined]
    r = resolve(loads(AFTER_BATTLE.replace("BEFORE", "").replace("AREA", "l2")))
    assert "7.3.4" not in r.decided_by  # type: ignore[attr-defined]


BOTH = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 3, defense: 3}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: コボルド, type: unit, level: 2, attack: 3, defense: DEF}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [オーク], to: c3, dice: {A: 4, B: 4}}
ask: [オーク.zone, コボルド.zone]
"""


def test_deaths_of_both_sides_at_once_advancing_side_first() -> None:
    """A simultaneous attack (9.4) killing a unit of each side: both deaths are due at once, the
    advancing side's carried out first (11.1.2.3); one side's death alone does not cite it."""
    r = resolve(loads(BOTH.replace("DEF", "3")))
    assert "11.1.2.3" in r.decided_by  # type: ignore[attr-defined]
    r = resolve(loads(BOTH.replace("DEF", "9")))
    assert "11.1.2.3" not in r.decided_by  # type: ignore[attr-defined]


AGAIN = """game: mc
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    deck: 0
    deck_out_turn: 7
    hand: 5
    discard: [{name: 古竜, type: unit, level: 4}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 0
    deck_out_turn: BOUT
    hand: 6
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "自軍捨て山のカードを1枚選び、自軍山札の一番上に置く。"}
  - {do: summon_phase, actions: []}
  - {do: hand_phase, which: 2}
  - {do: end_phase}
choices:
  - {player: A, choose: 古竜}
ask: [game_over]
"""


def test_decks_out_again_count_from_this_turn() -> None:
    """Both decks had run out (turn 8); A's deck exists again and runs out again in turn 9: the
    earlier judgement no longer holds (1.2.3.1.1), it counts from this turn — the game goes on."""
    r = resolve(loads(AGAIN.replace("BOUT", "8")))
    assert not r.leaves[0].outcome["game_over"]
    assert {"1.2.3.1", "1.2.3.1.1"} <= {c for s in r.main.trace.steps for c in s.clauses}


TWO_REPLACEMENTS = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    hand: 0
    field:
      c3:
        - {name: 森, type: terrain, limit: 8}
        - {name: 騎士, type: unit, level: 2, attack: 2, defense: 3, text: "○帰還の誓い\\nこのユニットが死亡する場合、代わりに持ち主の手札に戻す。"}
        - {name: 隊長, type: unit, level: 3, attack: 3, defense: 4, text: "○鉄の掟\\n自軍ユニットが死亡する場合、代わりにゲームから除外する。"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, text: "対象に【5】ダメージを与える。", target: 騎士}
choices:
  - {player: B, at: replacement, choose: 騎士}
ask: [騎士.zone]
"""


def test_two_replacements_of_a_death_the_owner_orders() -> None:
    """A unit's death with two replacement effects: an event on a card, its owner picks the one
    applied (10.8.4.1, ``replacement_order:die``), not the rule for a player's action (10.8.4.2)."""
    r = resolve(loads(TWO_REPLACEMENTS))
    assert r.leaves[0].outcome["state"]["騎士.zone"] == "B.hand"
    assert {"10.8.4", "10.8.4.1"} <= set(r.decided_by)
    assert "10.8.4.2" not in r.decided_by


LEVEL = """game: mc
title: t
turn: {player: A, number: 5, phase: summon}
players:
  A:
    deck: 20
    hand: [{name: 巨人, type: unit, level: 5, attack: 5, defense: 5}]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 重騎士, type: unit, level: 4, attack: 3, defense: 4}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: summon_phase
    actions:
      - {do: resolve_text, player: A, text: "対象に「レベル:+2」を付与する。", target: 重騎士}
      - {do: summon, card: 巨人, area: c1}
"""


def test_a_summon_over_the_limit_rests_on_the_level_given() -> None:
    """The party's level raised by a 「レベル:+2」 given (10.14.5) puts the total over the limit
    (12.2.7.2): the refusal rests on the step that gave it."""
    r = resolve(loads(LEVEL))
    assert r.main.rejected  # type: ignore[attr-defined]
    assert {"12.2.7.2", "10.14.5"} <= set(r.decided_by)  # type: ignore[attr-defined]


OVER = """game: mc
title: t
turn: {player: A, number: 5, phase: end}
players:
  A:
    deck: 20
    hand: HAND
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: end_phase}
ask: [A.hand]
"""


def test_a_hand_over_its_limit_at_the_turn_end_is_kept() -> None:
    """The hand limit is what the hand may hold at the end of the hand adjustment phase (5.1.4.7):
    a hand over it at the turn's end is kept, the clause read for that "no"."""
    r = resolve(loads(OVER.replace("HAND", "7")))
    assert r.leaves[0].outcome["state"]["A.hand"] == 7
    assert "5.1.4.7" in r.decided_by
    r = resolve(loads(OVER.replace("HAND", "3")))
    assert "5.1.4.7" not in {c for s in r.main.trace.steps for c in s.clauses}


SHRINE = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c3: [AUNIT]
  B:
    deck: 20
    field:
      c3:
        - {name: 聖域, type: terrain, limit: 6, text: "○加護\\n〈対象:支配ユニットすべて〉\\n対象に「防御力:+1」を付与する。"}
BUNIT      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, text: "カードを1枚補充する。"}
ask: [ASK]
"""
A_UNIT = "{name: 騎士, type: unit, level: 2, attack: 2, defense: 2}"
B_UNIT = "        - {name: 番兵, type: unit, level: 1, attack: 1, defense: 2}\n"


def test_the_controlling_units_of_a_terrain() -> None:
    """「支配ユニット」 (3.2.1.7): the units on the terrain of the player for whom it is 自軍支配地形
    — A's unit alone on B's terrain gets the shrine's +1, B's unit alone gets it on its own, and
    with both sides there nobody controls it: none does."""
    src = SHRINE.replace("BUNIT", "").replace("AUNIT", A_UNIT).replace("ASK", "騎士.defense")
    r = resolve(loads(src))
    assert r.leaves[0].outcome["state"]["騎士.defense"] == 3
    assert "3.2.1.7" in r.decided_by
    src = (
        SHRINE.replace("BUNIT", B_UNIT)
        .replace("      c3: [AUNIT]\n", "")
        .replace("ASK", "番兵.defense")
    )
    assert resolve(loads(src)).leaves[0].outcome["state"]["番兵.defense"] == 3
    src = SHRINE.replace("BUNIT", B_UNIT).replace("AUNIT", A_UNIT).replace("ASK", "番兵.defense")
    assert resolve(loads(src)).leaves[0].outcome["state"]["番兵.defense"] == 2
