"""A ``check`` written as a question and its answer (round 60): ``{do: check, ask: [k], expect:
v}`` is ``{do: check, state: {k: v}}``; several keys pair with a list of values in order."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads

BOARD = """
game: co
title: a spell's damage, checked as a question and its answer
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    energy: 1
    hand:
      - {name: 氷柱, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。\\n使い捨て"}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 岩人, type: character, ap: 2, dp: 4}
actions:
  - {do: play, card: 氷柱, target: 岩人}
  - CHECK
expect:
  state: {岩人.zone: B.field}
  decided_by: ["4.3.9"]
"""


def _run(check: str) -> list[str]:
    scn = loads(BOARD.replace("CHECK", check), "check_ask.yaml")
    return check_expect(resolve(scn))


def test_one_key_and_its_value() -> None:
    assert _run("{do: check, ask: [岩人.damage], expect: 2}") == []
    assert any("岩人.damage" in p for p in _run("{do: check, ask: [岩人.damage], expect: 3}"))


def test_several_keys_pair_with_a_list_in_order() -> None:
    assert _run("{do: check, ask: [岩人.damage, 岩人.zone], expect: [2, B.field]}") == []
    assert _run("{do: check, ask: [岩人.zone, 岩人.damage], expect: [2, B.field]}") != []


def test_a_list_of_the_wrong_length_is_refused() -> None:
    with pytest.raises(ScenarioError, match="check"):
        _run("{do: check, ask: [岩人.damage, 岩人.zone], expect: [2]}")


def test_expect_written_as_a_state_mapping_of_the_keys_asked() -> None:
    # round 61: ``expect`` mapping each key asked to its value, as ``expect.state`` does
    assert (
        _run(
            "{do: check, ask: [岩人.damage, 岩人.zone], expect: {岩人.zone: B.field, 岩人.damage: 2}}"
        )
        == []
    )
    assert _run("{do: check, ask: [岩人.damage], expect: {岩人.damage: 2}}") == []
    assert any(
        "岩人.damage" in p
        for p in _run("{do: check, ask: [岩人.damage], expect: {岩人.damage: 3}}")
    )
