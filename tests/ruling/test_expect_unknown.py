"""``expect.unknown`` (issue 14, a writer-facing key): what the scenario leaves out that the ruling
must branch on or state an assumption about, named as a card, a card's value or a clause id —
never by the engine's wording of its branch keys or warnings."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

WS_BATTLE = """
game: ws
title: t
turn: {player: A, number: 3, phase: attack, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 0, soul: 1}}
    deck: 5
  B:
    stage: {center_front: {name: 乙, type: character, level: 0, power: 3000, soul: 1}}
    deck: 5
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
ask: [A.center_front, B.center_front]
expect:
  unknown: %s
"""

CO_DP = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 誰か, type: character, ap: 2}]}
  B: {hp: 10, deck: 10}
actions:
  - {do: draw, player: A, amount: 1}
expect:
  unknown: %s
"""


def problems(text: str) -> list[str]:
    return check_expect(resolve(loads(text)))


def test_a_value_branched_on_is_named_by_card_and_value() -> None:
    # 7.6.1.2 compares the powers: 甲's power is not given, the ruling branches on it
    assert problems(WS_BATTLE % '["甲.power", "甲", "7.6.1.2"]') == []


def test_a_value_nobody_branched_on_fails() -> None:
    got = problems(WS_BATTLE % '["乙.soul"]')
    assert len(got) == 1 and "乙.soul" in got[0]


def test_an_assumption_stated_counts() -> None:
    # the DP not given: the character is not crashed, and the ruling says what it assumed
    assert problems(CO_DP % '["誰か.dp"]') == []
    assert problems(CO_DP % '["誰か.ap"]') != []


def test_the_key_is_validated() -> None:
    import pytest

    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError):
        loads(WS_BATTLE % "甲")
