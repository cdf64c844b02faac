"""A `gift` action's kind is Ⅰ or Ⅱ (16.2.1.2.1): another is refused, said, not a crash (found by
tests/test_fuzz.py in round 61: `kind: -1` raised a KeyError)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 3, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: gift, player: A, crown: force, kind: KIND}
"""


def _final(kind: str) -> object:
    r = resolve(loads(BOARD.replace("KIND", kind), "t.yaml"))
    return r.leaves[0].final


@pytest.mark.parametrize("kind", ["-1", "3", "0"])
def test_a_kind_other_than_one_or_two_is_refused(kind: str) -> None:
    assert not _final(kind).vars.get("gift_force.A")  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind,value", [("1", 1), ("2", 2)])
def test_kind_one_or_two_is_kept_for_the_game(kind: str, value: int) -> None:
    assert _final(kind).vars.get("gift_force.A") == value  # type: ignore[attr-defined]
