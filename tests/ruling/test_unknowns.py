"""Unknown stays unknown (issue 14): a value or a zone the scenario leaves out is never read as
0 or empty by a rule that would then act; the ruling states the assumption instead."""

from __future__ import annotations

import pytest

from ruling.render import ruling_data
from ruling.resolve import resolve
from ruling.scenario import loads


def assumptions(text: str) -> tuple[dict, list[str]]:
    r = resolve(loads(text))
    data = ruling_data(r, "en")
    return r.outcome, [w["text"] for w in data["warnings"] if w["kind"] == "assumption"]


@pytest.mark.parametrize(
    ("game", "board"),
    [
        ("ws", "A: {deck: 10, hand: 1}\n  B: {hand: 2}"),
        (
            "vg",
            "A: {deck: 10, hand: 1, vanguard: {name: 竜, grade: 3, power: 13000}}\n  B: {hand: 2, vanguard: {name: 騎士, grade: 3, power: 13000}}",
        ),
    ],
)
def test_a_deck_not_given_is_not_empty(game: str, board: str) -> None:
    text = f"""
game: {game}
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  {board}
actions:
  - {{do: draw, player: A, amount: 1}}
"""
    outcome, said = assumptions(text)
    assert outcome["game_over"] is False
    assert any("B's deck is not given" in s for s in said)


def test_a_deck_given_empty_still_loses() -> None:
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {deck: 10, hand: 1}
  B: {hand: 2, deck: 0}
actions:
  - {do: draw, player: A, amount: 1}
"""
    outcome, _said = assumptions(text)
    assert outcome.get("loser") == "B"


def test_ws_power_not_given_is_not_zero() -> None:
    text = """
game: ws
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {deck: 10, stage: {center_front: {name: 誰か, type: character, level: 1}}}
  B: {deck: 10}
"""
    r = resolve(loads(text))
    assert r.main.final.zone("A", "stage.center_front")
    said = [w["text"] for w in ruling_data(r, "en")["warnings"] if w["kind"] == "assumption"]
    assert any("誰か's power is not given" in s for s in said)


def test_co_dp_not_given_does_not_crash() -> None:
    text = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 誰か, type: character, ap: 2}]}
  B: {hp: 10, deck: 10}
actions:
  - {do: draw, player: A, amount: 1}
"""
    r = resolve(loads(text))
    assert [c.name for c in r.main.final.zone("A", "field")] == ["誰か"]


def test_mc_defense_not_given_does_not_kill() -> None:
    text = """
game: mc
title: t
turn: {player: A, number: 3, phase: main}
players:
  A:
    deck: 20
    field: {c1: [{name: 本陣, type: terrain, hq: true}, {name: 誰か, type: unit, level: 1}]}
  B: {deck: 20}
actions:
  - {do: damage, to: 誰か, amount: 1}
"""
    r = resolve(loads(text))
    assert "誰か" in [c.name for c in r.main.final.zone("A", "field.c1")]
