"""A value setting the scenario describes (round 49, s46coE): ``effect`` with ``op: set`` makes a
character's AP or DP that value (「能力値を「1:1」にする」), applied at 4.3.8 step 4, before every
modification (step 5) whatever order they came in; ``op: add`` (the default) is a modification."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

DOC = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 騎士, type: character, ap: 4, dp: 4}]
  B: {hp: 20, deck: 10}
actions:
%s
ask: [騎士.ap, 騎士.dp]
"""
MOD = "  - {do: effect, target: 騎士, stat: %s, value: 2, until: turn}\n"
SET = "  - {do: effect, target: 騎士, stat: %s, op: set, value: 1, until: turn}\n"


def test_a_setting_after_a_modification_is_applied_before_it() -> None:
    r = resolve(loads(DOC % (MOD % "ap" + MOD % "dp" + SET % "ap" + SET % "dp")))
    assert r.outcome["state"] == {"騎士.ap": 3, "騎士.dp": 3}
    assert {"4.3.8", "4.3.8#ex1"} <= set(r.decided_by)
    assert check_expect(r) == []


def test_the_order_they_came_in_does_not_matter() -> None:
    r = resolve(loads(DOC % (SET % "ap" + MOD % "ap")))
    assert r.outcome["state"] == {"騎士.ap": 3, "騎士.dp": 4}


def test_a_setting_alone_keeps_the_other_value() -> None:
    r = resolve(loads(DOC % (SET % "dp")))
    assert r.outcome["state"] == {"騎士.ap": 4, "騎士.dp": 1}


def test_op_set_is_refused_on_a_flag() -> None:
    r = resolve(
        loads(DOC % "  - {do: effect, target: 騎士, stat: swap, op: set, allowed: false}\n")
    )
    assert check_expect(r) == []
