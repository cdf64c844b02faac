"""``expect.unknown`` (issue 14, a writer-facing key): what the scenario leaves out that the ruling
must branch on or state an assumption about, named as a card, a card's value or a clause id —
never by the engine's wording of its branch keys or warnings."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import MC_GUARDED_ADVANCE, problems, ws_unknown_power_attack

WS_BATTLE = ws_unknown_power_attack("""\
ask: [A.center_front, B.center_front]
expect:
  unknown: %s
""")

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


# ------------------------------------------------ expect.readings: an outcome per reading

MC_READINGS = MC_GUARDED_ADVANCE % "readings:\n    %s"


def test_an_outcome_per_reading() -> None:
    """8.3.8.4 ends the +2 at the battle's end; whether the 4 damage is still on 騎士 then
    (11.3.1.2.1) is a reading the text does not settle: kept, 騎士 dies and オーク stays on 森."""
    r = resolve(loads(MC_READINGS % "kept: {state: {騎士.zone: B.discard, オーク.zone: A.c3}}"))
    assert check_expect(r) == []
    # the engine's own reading is named the same way (its option key)
    own = next(c.option for c in r.main.choices if c.reading)
    text = MC_READINGS % f"{own}: {{state: {{騎士.zone: B.c3}}, game_over: false}}"
    assert check_expect(resolve(loads(text))) == []


def test_a_wrong_outcome_under_a_reading_fails() -> None:
    got = problems(MC_READINGS % "kept: {state: {騎士.zone: B.c3}}")
    assert got and all(p.startswith("reading kept:") for p in got)
    got = problems(MC_READINGS % "nosuch: {game_over: false}")
    assert len(got) == 1 and "no reading 'nosuch'" in got[0]
