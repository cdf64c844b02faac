"""Unknowns audit per game (issue 14, "Unknown stays unknown"): for each printed value a rule of
the game reads — power, soul, level, cost, critical, grade, AP/DP, attack/defence — and for a
player's zones, a scenario that leaves it out where it matters: the ruling branches on it or
states the assumption it makes (``expect.unknown``, ``ruling.resolve._unknown_points``), never
a silent default."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

WS_ATTACK = """game: ws
title: t
turn: {{player: A, number: 3, phase: attack, first_player: A}}
players:
  A:
    stage: {{center_front: {attacker}}}
    deck: 5
  B: {defender}
actions:
  - {{player: A, do: attack, slot: center_front, kind: {kind}}}
ask: [{ask}]
"""

WS_PLAY = """game: ws
title: t
turn: {{player: A, number: 3, phase: main, first_player: A}}
players:
  A: {{deck: 5, {player}hand: [{card}]}}
  B: {{deck: 5}}
actions:
  - {{player: A, do: play, card: 甲, slot: center_front}}
ask: [甲.zone]
"""

VG_BATTLE = """game: vg
title: t
turn: {{player: A, number: 3, phase: battle}}
players:
  A: {{deck: 10, vanguard: {attacker}}}
  B: {{deck: 10, damage: 5, vanguard: {defender}}}
actions:
  - {{do: attack, attacker: vanguard, target: vanguard}}
ask: [B.damage]
"""

VS_BATTLE = """game: vs
title: t
turn: {{player: A, number: 5}}
players:
  A:
    deck: 20
    ring: {attacker}
    bench: {{left: {{name: 千早, ap: 1000, dp: 1000}}}}
  B: {{deck: 20, ring: {defender}, retire: 9}}
actions:
  - {{do: attack, support: 千早}}
"""

CO_BATTLE = """game: co
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A: {{hp: 20, deck: 10, field: [{attacker}]}}
  B: {{hp: 20, deck: 10, field: [{defender}]}}
actions:
  - {{do: attack, attacker: 甲, defender: 乙}}
ask: [B.field]
"""

MC_BATTLE = """game: mc
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2: [{{name: 平原, type: terrain, limit: 6}}, {attacker}]
  B:
    deck: 20
    field:
      c3: [{{name: 森, type: terrain, limit: 6}}, {defender}]
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: advance, units: [甲], to: c3, dice: {{A: 5, B: 2}}}}
ask: [B.discard]
"""

CASES = {
    # ws: a battle's powers (7.6.1.2), the damage of a soul (7.5.1.2), the level and cost of a
    # card played (8.6.2.1.2 / 8.6.2.3), the player's level (its level zone), a deck (draw)
    "ws power": (
        WS_ATTACK.format(
            attacker="{name: 甲, type: character, level: 0, soul: 1}",
            defender="{deck: 5, stage: {center_front: {name: 乙, type: character, level: 0, "
            "power: 3000, soul: 1}}}",
            kind="front",
            ask="B.center_front",
        ),
        "甲.power",
    ),
    "ws soul": (
        WS_ATTACK.format(
            attacker="{name: 甲, type: character, level: 0, power: 3000}",
            defender="{deck: 5, clock: 5, level: 3}",
            kind="direct",
            ask="B.clock",
        ),
        "甲.soul",
    ),
    "ws card level": (
        WS_PLAY.format(player="level: 0, stock: 3, ", card="{name: 甲, type: character, cost: 0}"),
        "甲.level",
    ),
    "ws cost": (
        WS_PLAY.format(player="level: 1, stock: 0, ", card="{name: 甲, type: character, level: 0}"),
        "甲.cost",
    ),
    "ws player level": (
        WS_PLAY.format(player="stock: 3, ", card="{name: 甲, type: character, level: 2, cost: 0}"),
        "A.level",
    ),
    # vg: the hit (10.7.1.2: power), the damage dealt (10.7.1.4: critical), a normal ride's grade
    "vg power": (
        VG_BATTLE.format(
            attacker="{name: 竜, grade: 3, power: 13000, critical: 1}",
            defender="{name: 騎士, grade: 3}",
        ),
        "騎士.power",
    ),
    "vg critical": (
        VG_BATTLE.format(
            attacker="{name: 竜, grade: 3, power: 13000}",
            defender="{name: 騎士, grade: 3, power: 10000}",
        ),
        "竜.critical",
    ),
    "vg grade": (
        """game: vg
title: t
turn: {player: A, number: 3, phase: ride}
players:
  A: {deck: 10, hand: [{name: 次, power: 10000}], vanguard: {name: 竜, grade: 1, power: 8000}}
  B: {deck: 10, vanguard: {name: 騎士, grade: 3, power: 10000}}
actions:
  - {do: ride, card: 次, normal: true}
ask: [次.zone]
""",
        "次.grade",
    ),
    # vs: the attack (ap) and the defence (dp) of a battle (7.1.5.4), a card's level (its cost)
    "vs ap": (
        VS_BATTLE.format(
            attacker="{name: 春香, dp: 2000}", defender="{name: 美希, ap: 2000, dp: 3000}"
        ),
        "春香.attack",
    ),
    "vs dp": (
        VS_BATTLE.format(
            attacker="{name: 春香, ap: 3000, dp: 2000}", defender="{name: 美希, ap: 2000}"
        ),
        "美希.dp",
    ),
    # co: AP and DP of a battle (4.3.9), a card's cost
    "co ap": (
        CO_BATTLE.format(
            attacker="{name: 甲, type: character, dp: 3}",
            defender="{name: 乙, type: character, ap: 1, dp: 2}",
        ),
        "甲.AP",
    ),
    "co dp": (
        CO_BATTLE.format(
            attacker="{name: 甲, type: character, ap: 2, dp: 3}",
            defender="{name: 乙, type: character, ap: 1}",
        ),
        "乙.dp",
    ),
    "co cost": (
        """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, energy: 1, hand: [{name: 甲, type: character, ap: 2, dp: 3}]}
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 甲}
ask: [甲.zone]
""",
        "甲.cost",
    ),
    # mc: the attack damage (9.2: attack) and death (11.3.1.2.1: defence)
    "mc attack": (
        MC_BATTLE.format(
            attacker="{name: 甲, type: unit, level: 2, defense: 3}",
            defender="{name: 乙, type: unit, level: 1, attack: 2, defense: 2}",
        ),
        "甲.attack",
    ),
    "mc defense": (
        MC_BATTLE.format(
            attacker="{name: 甲, type: unit, level: 2, attack: 4, defense: 3}",
            defender="{name: 乙, type: unit, level: 1, attack: 2}",
        ),
        "乙.defen",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_value_left_out_where_it_matters_is_branched_on_or_said(case: str) -> None:
    text, key = CASES[case]
    r = resolve(loads(text + f"expect:\n  unknown: [{key}]\n"))
    assert not check_expect(r), check_expect(r)


@pytest.mark.parametrize("game", ["ws", "vg", "vs", "co", "mc"])
def test_every_game_is_audited(game: str) -> None:
    assert sum(c.startswith(game) for c in CASES) >= 2
