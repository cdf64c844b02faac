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


# ------------------------------------------------ expect.readings: an outcome per reading

MC_READINGS = """
game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 4, defense: 4}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - name: 騎士
          type: unit
          level: 2
          attack: 1
          defense: 3
          text: "◎[対抗]盾構え\\n〈対象:このユニット〉対象に「防御力:+2」を付与する。"
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [オーク]
    to: c3
    dice: {A: 6, B: 1}
    answer_first_attack: [{do: use, player: B, card: 騎士, target: 騎士}]
expect:
  readings:
    %s
"""


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
