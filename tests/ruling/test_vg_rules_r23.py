"""VG rules and scenario format found through the round-22 development files (s18vg; round 22,
session 18): the booster named by its card name in an attack (10.4.1.12)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import zone_names as zone

_BOOST = """game: vg
title: t
turn: {player: A, number: 6, first_player: A}
players:
  A:
    vanguard: {name: 小竜, grade: 2, power: 8000}
    center_back: {name: 支援竜, type: normal, grade: 1, power: 8000, skills: [boost]}
    left_back: {name: 別竜, type: normal, grade: 1, power: 8000, skills: [boost]}
    deck: [{name: ノーマル, type: normal}, 9]
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: [{name: 一枚目, type: normal}, 9]}
actions:
  - {do: attack, boost: BOOST}
"""


def _attack(boost: str) -> Any:
    return resolve(loads(_BOOST.replace("BOOST", boost), "t.yaml"))


@pytest.mark.parametrize("boost", ["center_back", "支援竜", '"yes"'])
def test_the_booster_named_by_circle_or_by_name(boost: str) -> None:
    """`boost:` names the unit behind by its circle, by yes, or by its card name (r22 files wrote the
    name): it rests and boosts, 8000 + 8000 hits the 13000 vanguard (10.4.1.12, 10.4.1.12.1)."""
    r = _attack(boost)
    assert len(zone(r, "B", "damage")) == 1
    assert r.main.final.players["A"].zones["field.center_back"][0].orientation == "rest"
    assert any("10.4.1.12.1" in s.clauses for s in r.main.trace.steps)


def test_a_name_of_a_unit_not_behind_the_attacker_is_no_boost() -> None:
    """別竜 is on another column: named as the booster, it is refused (no unit behind by that name,
    14.5.2), and the attack is not boosted (8000 < 13000, no damage)."""
    r = _attack("別竜")
    assert zone(r, "B", "damage") == []
    assert r.main.final.players["A"].zones["field.left_back"][0].orientation == "stand"
