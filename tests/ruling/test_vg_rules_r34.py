"""vg rules found by the round-34 blind set moved into development (round 34, s30rulesVGWS), each on
a minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads

WEAR = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    left_front: {name: 装備竜, type: normal, grade: 1, power: 5000}
    right_front: {name: 右衛, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 15000}
    deck: [{name: 一, type: normal}, 9]
actions:
  - %(wear)s
  - {do: check_timing}
  - {do: attack, attacker: %(attacker)s%(allowed)s}
ask: [B.damage, 右衛.state]
"""


def _state(r: object) -> dict:
    return r.outcome["state"]  # type: ignore[attr-defined]


# ---------------- a plain YAML key that YAML 1.1 reads as a boolean (`on`, `yes`…) stays the word:
# vg's wear {card, on}, written as docs/scenarios.md names it


def test_the_wear_parameter_on_is_read_as_the_word() -> None:
    for wear in ("{do: wear, card: 装備竜, on: vanguard}", "{do: wear, card: 装備竜}"):
        r = resolve(loads(WEAR % {"wear": wear, "attacker": "vanguard", "allowed": ""}))
        assert _state(r)["B.damage"] == 1  # 13000 + 5000 against 15000: a hit
        assert "6.9.3.5" in r.decided_by


def test_a_boolean_value_is_still_refused_where_a_word_is_wanted() -> None:
    with pytest.raises(ScenarioError):
        loads(WEAR % {"wear": "{do: check_timing}", "attacker": "on", "allowed": ""})


# ---------------- 6.9.3.2 the attacker named by its unit's name: a worn (着装) unit cannot attack;
# a rear-guard named is the unit on its circle


def test_a_worn_unit_named_as_the_attacker_is_refused() -> None:
    r = resolve(
        loads(
            WEAR
            % {
                "wear": "{do: wear, card: 装備竜}",
                "attacker": "装備竜",
                "allowed": ", allowed: false",
            }
        )
    )
    assert {"6.9.3.2", "6.9.3.1"} <= set(r.decided_by)
    assert _state(r)["B.damage"] == 0


def test_a_rearguard_named_as_the_attacker_attacks_from_its_circle() -> None:
    r = resolve(loads(WEAR % {"wear": "{do: check_timing}", "attacker": "右衛", "allowed": ""}))
    assert _state(r)["右衛.state"] == "rest"


def test_a_name_of_no_unit_on_the_field_is_refused_when_it_runs() -> None:
    r = resolve(
        loads(
            WEAR % {"wear": "{do: check_timing}", "attacker": "一", "allowed": ", allowed: false"}
        )
    )
    assert _state(r)["B.damage"] == 0
