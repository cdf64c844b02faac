"""mc round 45: a normal summon onto a summonable terrain the enemy holds — 7.4.4 / 7.4.5 and
12.2.7.4.3 ask nothing of who holds it, 15.4.7.2 spells out 「敵軍支配地形ではない地形」 for the
【普通召喚】 keyword's: both readings run (mc normal_summon_onto_enemy_held); a terrain nobody
holds raises nothing."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: mc
title: t
turn: {player: A, number: 5, phase: summon}
players:
  A:
    deck: 20
    hand: [{name: 歩兵, type: unit, level: 1, attack: 1, defense: 2}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 8, summon: true}
HOLDER      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: summon, card: 歩兵, area: c3}
"""
HELD = "        - {name: 番兵, type: unit, level: 2, attack: 2, defense: 2}\n"


def _points(r: object) -> set[str]:
    return {c.option for lf in r.leaves + r.alternates for c in lf.choices if c.reading}  # type: ignore[attr-defined]


def test_enemy_held_both_readings_run() -> None:
    r = resolve(loads(BOARD.replace("HOLDER", HELD)))
    assert r.main.rejected  # type: ignore[attr-defined]
    assert {"7.4.5", "15.4.7.2"} <= set(r.decided_by)  # type: ignore[attr-defined]
    assert {"not_enemy_held", "any_holder"} <= _points(r)
    other = [lf for lf in r.alternates if any(c.option == "any_holder" for c in lf.choices)]  # type: ignore[attr-defined]
    assert other and not other[0].rejected


def test_nobody_holds_it_no_point() -> None:
    r = resolve(loads(BOARD.replace("HOLDER", "")))
    assert not r.main.rejected  # type: ignore[attr-defined]
    assert not {"not_enemy_held", "any_holder"} & _points(r)
