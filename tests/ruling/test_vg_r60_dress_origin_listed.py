"""A dress origin listed on a circle (round 60): `dress_origin: true` makes the card an origin of
the unit on its circle (6.7.2.2, 6.7.4) and the unit overDressed (6.7.3); the origins follow the
unit's moves (6.7.5, 6.7.5.1), and one that began in the ride-deck zone goes back there instead
of the deck (6.7.5.2, 4.18.4)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads

BOARD = """
game: vg
title: a listed dress origin follows its unit
turn: {player: B, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    right_front:
      - {name: 装騎, type: normal, grade: 3, power: 13000, over_dress: 見習い UNIT_EXTRA}
      - {name: 見習い, type: normal, grade: 1, power: 8000, dress_origin: true ORIGIN_EXTRA}
    deck: 20
  B:
    vanguard: {name: 魔導師, type: normal, grade: 3, power: 13000}
    hand: [{name: 渦, type: order, text: "相手のリアガードを１枚選び、WHERE。"}]
    deck: 20
actions:
  - {do: play_order, player: B, card: 渦}
choices:
  - {player: B, at: choose, choose: 装騎}
"""


def _run(where: str, unit: str = "", origin: str = "") -> object:
    text = (
        BOARD.replace("WHERE", where).replace(" UNIT_EXTRA", unit).replace(" ORIGIN_EXTRA", origin)
    )
    r = resolve(loads(text, "dress_origin_listed.yaml"))
    return r.leaves[0].final


def _zone(state: object, name: str) -> tuple[str, str] | None:
    for p, pl in state.players.items():  # type: ignore[attr-defined]
        for z, cards in pl.zones.items():
            if any(c.name == name for c in cards):
                return p, z
    return None


def test_a_listed_origin_goes_to_the_hand_with_its_unit_and_is_a_unit_again() -> None:
    st = _run("手札に戻す")
    assert _zone(st, "装騎") == ("A", "hand")
    assert _zone(st, "見習い") == ("A", "hand")
    origin = next(c for c in st.players["A"].zones["hand"] if c.name == "見習い")
    assert not origin.states.get("dress_origin")


def test_an_origin_from_the_ride_deck_goes_back_there_not_to_the_deck() -> None:
    st = _run("山札の下に置く", origin=", from_ride_deck: true")
    assert _zone(st, "装騎") == ("A", "deck")
    assert _zone(st, "見習い") == ("A", "ride_deck")


def test_a_unit_from_the_ride_deck_goes_back_there_its_origin_to_the_deck() -> None:
    st = _run("山札の下に置く", unit=", from_ride_deck: true")
    assert _zone(st, "装騎") == ("A", "ride_deck")
    assert _zone(st, "見習い") == ("A", "deck")


def test_an_origin_listed_off_a_circle_is_refused() -> None:
    text = (
        BOARD.replace("WHERE", "手札に戻す").replace(" UNIT_EXTRA", "").replace(" ORIGIN_EXTRA", "")
    )
    text = text.replace(
        "    deck: 20\n  B:",
        "    hand: [{name: 迷子, type: normal, dress_origin: true}]\n    deck: 20\n  B:",
        1,
    )
    with pytest.raises(ScenarioError, match="dress_origin"):
        resolve(loads(text, "stray.yaml"))


def test_origins_on_a_circle_without_exactly_one_unit_are_refused() -> None:
    text = BOARD.replace("WHERE", "手札に戻す").replace(" UNIT_EXTRA", ", dress_origin: true")
    text = text.replace(" ORIGIN_EXTRA", "")
    with pytest.raises(ScenarioError, match="dress_origin"):
        resolve(loads(text, "no_unit.yaml"))
