"""ws round 44: 絆 with the card of its name in the waiting room no character (an event) — 10.4.2's
meaning (「カード名が「(カード名)」であるカード」) returns it, 10.4.1's definition (「特定のキャラカード」)
does not. The audit's bond_non_character: both readings run; a character of the name raises nothing."""

from __future__ import annotations

from tests.ruling.boards import zone_per_reading

SCN = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stock: 1
    hand: [{name: 結, type: character, level: 0, cost: 0, power: 2000, soul: 1, color: yellow, text: "【自】 絆／「鏡」 ［(1)］"}]
    waiting_room: [{name: 鏡, type: KIND}]
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, card: 結, slot: center_front}
choices:
  - {player: A, at: bond, choose: "yes"}
ask: [鏡.zone]
"""


def _zones(x: str) -> tuple[object, dict[str | None, str]]:
    return zone_per_reading(SCN.replace("KIND", x), "A", "鏡")


def test_an_event_of_the_bond_name_is_a_reading() -> None:
    r, got = _zones("event")
    assert got == {"any_card": "hand", "character_only": "waiting_room"}
    points = [cl for cl, raised in r.reading_points().items() if raised]  # type: ignore[attr-defined]
    assert any("10.4.1" in cl and "10.4.2" in cl for cl in points)


def test_a_character_of_the_bond_name_returns_with_no_reading() -> None:
    _r, got = _zones("character")
    assert got == {None: "hand"}
