"""mc rulings cite the clauses that decide them (issue 14): the result of an advance decides
where the units that are left stay, a declaration cites the restrictions it was checked against,
a limit total with a negative level cites that it counts as 0, a deck-out judgement read and not
met cites its condition, and 8.1.2 (a statement, not an instruction) is a reading choice."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

HEAD = """
game: mc
title: t
turn: {player: A, number: 5, phase: %s}
players:
  A:
    deck: 20
    discard: 0
%s
  B:
    deck: 20
    discard: 0
%s
"""


def _rule(phase: str, a: str, b: str, rest: str):
    return resolve(loads(HEAD % (phase, a, b) + rest))


A_FIELD = """    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 巨人, type: unit, level: 2, attack: 7, defense: 5}
        - {name: 小人, type: unit, level: %s, attack: 1, defense: 1}"""


def test_advancing_units_left_stay_because_the_advance_succeeded() -> None:
    """8.4.2 (a step of 8.4.1) / 12.2.5.2.1: the advancing units left alone on the terrain stay
    there; the declaration cites the restrictions checked (12.2.3.1, its misprint's reading stated,
    no ambiguity since round 30; 12.2.3.2
    with the limit; 12.2.3.3 for several units)."""
    b = """    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: スケルトン, type: unit, level: 1, attack: 0, defense: 2}
      c4: [{name: 本陣, type: terrain, hq: true}]"""
    r = _rule(
        "main",
        A_FIELD % 1,
        b,
        "actions:\n  - {do: advance, units: [巨人, 小人], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [巨人.zone]\nexpect: {ambiguous: false, warnings: ['12.2.3.1 の第1文']}\n",
    )
    assert r.outcome["state"] == {"巨人.zone": "A.field.c3"}
    assert {"8.4.1", "8.4.2", "12.2.5.2.1", "12.2.3.1", "12.2.3.2", "12.2.3.3"} <= set(r.decided_by)
    assert check_expect(r) == []


def test_a_negative_level_counts_as_zero_for_the_limit() -> None:
    """4.6.2: the party's total for the limit reads a negative level as 0."""
    r = _rule(
        "main",
        A_FIELD % 1,
        "    field: {c4: [{name: 本陣, type: terrain, hq: true}]}",
        "actions:\n  - do: main_phase\n    actions:\n"
        "      - {do: modify, card: 小人, stat: level, amount: -4}\n"
        "      - {do: modify, card: 巨人, stat: level, amount: 5}\nask: [巨人.zone]\n",
    )
    # 2 + 5 = 7 > 6 with 小人 read as 0 (not 7 - 3 = 4): the limit adjustment discards
    assert "4.6.2" in r.decided_by and "11.3.2.1" in r.decided_by


def test_a_summon_and_a_placement_cite_what_allows_them() -> None:
    """12.2.7.2 with the headquarters' limit 5.1.2.9; 12.1.1.2.5 for the area a terrain goes."""
    a = """    hand: [{name: 騎士, type: unit, level: 3, attack: 3, defense: 3}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]"""
    r = _rule(
        "summon",
        a,
        "    field: {c4: [{name: 本陣, type: terrain, hq: true}]}",
        "actions:\n  - {do: summon, card: 騎士, area: c1}\nask: [騎士.zone]\n",
    )
    assert {"12.2.7.2", "5.1.2.9"} <= set(r.decided_by)
    a = """    hand: [{name: 山岳, type: terrain, limit: 6}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2: [{name: 平原, type: terrain, limit: 6}, {name: 戦士, type: unit, level: 1, attack: 1, defense: 1}]"""
    r = _rule(
        "main",
        a,
        "    field: {c4: [{name: 本陣, type: terrain, hq: true}]}",
        "actions:\n  - {do: place_terrain, card: 山岳, area: r2}\nask: [A.r2]\n"
        "expect: {state: {A.l2: empty}}\n",
    )
    assert "12.1.1.2.5" in r.decided_by
    assert check_expect(r) == []  # an area holding nothing is `empty`


def test_one_empty_deck_cites_the_deck_out_judgement_not_met() -> None:
    r = resolve(
        loads("""
game: mc
title: t
turn: {player: A, number: 11, phase: end}
players:
  A: {deck: 0, field: {c1: [{name: 本陣, type: terrain, hq: true}]}}
  B: {deck: 5, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: end_phase}
ask: [turn.player]
""")
    )
    assert r.outcome == {"game_over": False, "state": {"turn.player": "B"}}
    assert "1.2.3.1" in r.decided_by


def test_an_acted_unit_at_the_start_of_a_battle_depends_on_reading_8_1_2() -> None:
    b = """    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 盾兵, type: unit, level: 2, attack: 3, defense: 5, state: rest}
      c4: [{name: 本陣, type: terrain, hq: true}]"""
    a = """    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2: [{name: 平原, type: terrain, limit: 6}, {name: 戦士, type: unit, level: 2, attack: 2, defense: 2}]"""
    r = _rule(
        "main",
        a,
        b,
        "actions:\n  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [戦士.zone]\n",
    )
    out = r.outcome
    assert out["state"] == {"戦士.zone": "A.discard"}  # made unacted, 盾兵 strikes back
    assert "8.1.2" in out["depends_on_reading"]
    assert out["readings"][0]["outcome"]["state"] == {"戦士.zone": "A.field.c2"}
