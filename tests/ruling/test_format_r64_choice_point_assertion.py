"""A ``choices:`` entry with ``at:`` and ``allowed:`` and no ``choose`` asserts that a choice
point of that kind does (true) / does not (false) come to the player (round 64, s61vgR2; every
game — the core's ``_choose_open``, ``resolve._allowed_problems``). Without ``at:`` or
``allowed:`` an entry still needs ``choose``. Board: two replacements of one event (8.10.2) make
the affected player choose (``at: replacement``); one alone makes no choice."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 1, cost: 0, power: 7000, soul: 1}}
    deck: [{{name: 山1, type: character, trigger: none}}, 5]
  B:
    stage:
      center_front: {{name: 乙, type: character, level: 1, cost: 0, power: 5000, soul: 1}}
    deck: [{{name: 札1, type: character}}, 5]
effects:
{effects}
actions:
  - {{do: attack, player: A, slot: center_front, kind: front}}
choices:
{choices}
"""
STAND = '  - {target: 乙, stat: reverse, op: replace, value: stand, source: "かわりに【スタンド】する。"}'
REST = (
    '  - {target: 乙, stat: reverse, op: replace, value: rest, source: "かわりに【レスト】する。"}'
)
ANSWER = '  - {player: B, at: replacement, choose: "かわりに【スタンド】する。"}'


def _problems(effects: str, choices: str) -> list[str]:
    return check_expect(resolve(loads(BOARD.format(effects=effects, choices=choices))))


def test_no_choice_point_comes_holds_with_one_replacement() -> None:
    assert _problems(STAND, "  - {player: B, at: replacement, allowed: false}") == []


def test_no_choice_point_comes_fails_when_one_comes() -> None:
    probs = _problems(
        STAND + "\n" + REST, "  - {player: B, at: replacement, allowed: false}\n" + ANSWER
    )
    assert any("came to B, not allowed" in p for p in probs), probs


def test_a_choice_point_comes_holds_and_fails() -> None:
    both = STAND + "\n" + REST
    assert _problems(both, "  - {player: B, at: replacement, allowed: true}\n" + ANSWER) == []
    probs = _problems(STAND, "  - {player: B, at: replacement, allowed: true}")
    assert any("no choice (replacement) of B came" in p for p in probs), probs


@pytest.mark.parametrize(
    "entry", ["{player: B, at: replacement}", "{player: B, allowed: false}", "{player: B}"]
)
def test_an_entry_without_choose_needs_at_and_allowed(entry: str) -> None:
    with pytest.raises(ScenarioError, match="choose"):
        loads(BOARD.format(effects=STAND, choices="  - " + entry))
