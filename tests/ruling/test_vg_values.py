"""Vanguard values: the order of 11.11.1, fixed amounts of 11.11.4.1, and the clauses cited."""

from __future__ import annotations

from ruling.core import Engine
from ruling.games._vg.values import layers, power
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

BASE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A: {vanguard: {name: 覇竜, grade: 3, power: 13000}, deck: 10}
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [ACTIONS]}
"""


def _power(actions: str) -> tuple[int, tuple[str, ...]]:
    state = resolve(loads(BASE.replace("ACTIONS", actions), "t.yaml")).main.final
    ctx = Engine(get_game("vg"), state).ctx
    uid = state.players["A"].zones["field.vanguard"][0].uid
    return power(ctx, uid), layers(ctx, uid)


def test_printed_value_alone_cites_nothing() -> None:
    assert _power("{do: stand_phase}") == (13000, ())


def test_set_after_add_whatever_their_order() -> None:
    p, cl = _power(
        "{do: power, card: A.vanguard, set: 15000}, {do: power, card: A.vanguard, amount: 10000}"
    )
    assert p == 15000
    assert cl[:2] == ("11.11.1", "11.11.1.1") and "11.11.1.9" in cl and "11.11.3.1" not in cl


def test_later_set_wins() -> None:
    p, cl = _power(
        "{do: power, card: A.vanguard, set: 20000}, {do: power, card: A.vanguard, set: 9000}"
    )
    assert p == 9000 and "11.11.3.1" in cl


def test_to_and_double_are_fixed_at_resolution() -> None:
    p, cl = _power(
        "{do: power, card: A.vanguard, to: 15000}, {do: power, card: A.vanguard, double: true},"
        " {do: power, card: A.vanguard, amount: 5000}"
    )
    assert p == 35000 and cl == ("11.11.1.7",)


def test_original_before_changes() -> None:
    p, cl = _power(
        "{do: power, card: A.vanguard, amount: 5000}, {do: power, card: A.vanguard, original: 4000}"
    )
    assert p == 9000 and "11.11.1.2" in cl
