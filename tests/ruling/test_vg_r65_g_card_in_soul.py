"""Round 65 (s62vgR): the vanguard gone and a G card in the soul — whether 13.5.1 rides it or it is no
「ライド可能なカード」 of 13.5.1.1 is not settled (the audit's ``g_card_in_soul_rideable``): both
readings run, the engine's (ridden) first; a soul with another unit rides that under the other
reading, and a soul with no G card raises nothing."""

from __future__ import annotations

from typing import Any

from ruling.resolve import raised_points, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: B, number: 10, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    soul: SOUL
    deck: 10
  B: {vanguard: {name: 処刑人, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: bind, player: B, card: 竜}
  - {do: check_timing}
"""
G = "{name: 神竜, type: g, grade: 4, power: 15000}"
POINT = {"13.5.1.1", "13.5.1", "6.3.3.1", "4.4.2"}


def _run(soul: str) -> Any:
    return resolve(loads(BOARD.replace("SOUL", soul), "t.yaml"))


def _by_reading(r: Any) -> dict[str, Any]:
    return {
        c.option: lf
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and POINT <= set(c.clauses)
    }


def test_a_lone_g_card_is_ridden_or_the_fighter_loses() -> None:
    r = _run(f"[{G}]")
    assert any(POINT <= set(cl) for cl, both in raised_points(r) if both)
    by = _by_reading(r)
    v = by["rideable"].final.players["A"].zones["field.vanguard"]
    assert [c.name for c in v] == ["神竜"]
    assert by["not_rideable"].outcome["loser"] == "A"


def test_another_unit_is_ridden_under_the_other_reading() -> None:
    r = _run(f"[{G}, {{name: 見習い, type: normal, grade: 1, power: 8000}}]")
    by = _by_reading(r)
    v = by["not_rideable"].final.players["A"].zones["field.vanguard"]
    assert [c.name for c in v] == ["見習い"]


def test_no_point_without_a_g_card() -> None:
    r = _run("[{name: 見習い, type: normal, grade: 1, power: 8000}]")
    assert not any(POINT <= set(cl) for cl, _both in raised_points(r))
