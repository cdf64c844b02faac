"""ws round 44: a character printing an encore of its own (「【自】 アンコール ［手札のキャラを1枚控え室に
置く］」) — does it also hold the rules' ［(3)］ encore (10.2.3 「特に指定が無いかぎり」)? The audit's
printed_encore_and_rules_encore: both readings run; a character with no encore of its own raises nothing."""

from __future__ import annotations

from tests.ruling.boards import zone_per_reading

SCN = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 2, power: 9000, soul: 1}}
    deck: [{name: 山1, type: character, trigger: none}, 10]
  B:
    hand: 0
    stock: 3
    stage: {center_front: {name: 古参, type: character, level: 2, power: 6000, soul: 1TEXT}}
    deck: [{name: 札1, type: character}, 10]
actions:
  - {do: attack, slot: center_front, kind: front}
  - {do: encore_step}
choices:
  - {player: B, at: encore, choose: "yes"}
"""
OWN = ', text: "【自】 アンコール ［手札のキャラを1枚控え室に置く］"'


def _zones(x: str) -> tuple[object, dict[str | None, str]]:
    return zone_per_reading(SCN.replace("TEXT", x), "B", "古参")


def test_a_printed_encore_is_a_reading_of_the_rules_encore() -> None:
    r, got = _zones(OWN)
    assert got == {"both": "stage.center_front", "printed_only": "waiting_room"}
    points = [cl for cl, raised in r.reading_points().items() if raised]  # type: ignore[attr-defined]
    assert any("10.2.3" in cl for cl in points)


def test_no_encore_of_its_own_raises_nothing() -> None:
    _r, got = _zones("")
    assert got == {None: "stage.center_front"}
