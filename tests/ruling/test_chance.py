"""A branch on a random result (a shuffled deck, a die, who goes first) is worded as chance,
not as a player's choice (``Choose.chance``)."""

from __future__ import annotations

from ruling.render import outcome_line
from ruling.resolve import BranchChoice, Leaf, Ruling
from ruling.trace import Trace


def _leaf(option: str, outcome: dict, chance: bool) -> Leaf:
    choice = BranchChoice("A", "first_player", "先攻", "first", option, option, option, chance)
    return Leaf([choice], outcome, [], Trace(), None, None, [], [], [])  # type: ignore[arg-type]


def _ruling(chance: bool, same: bool = False) -> Ruling:
    a = {"game_over": False}
    b = a if same else {"rejected": True}
    return Ruling(None, [_leaf("A", a, chance), _leaf("B", b, chance)])  # type: ignore[arg-type]


def test_a_random_branch_says_chance() -> None:
    out = _ruling(chance=True).outcome
    assert out["by_chance"] is True
    assert "偶然" in outcome_line(out, "ja") and "選択" not in outcome_line(out, "ja")
    assert outcome_line(out, "en").startswith("depends on chance (first)")  # what it decides


def test_a_decision_still_says_choice() -> None:
    out = _ruling(chance=False).outcome
    assert "by_chance" not in out
    assert outcome_line(out, "en").startswith("depends on A's choice")


def test_the_same_outcome_whatever_the_random_result() -> None:
    out = _ruling(chance=True, same=True).outcome
    assert out["regardless_of"] == [] and out["regardless_of_chance"] is True
    assert "whatever the random result" in outcome_line(out, "en")


_FIRST_PLAYER = """
game: ws
title: who goes first is random
turn: {player: A, number: 0}
players:
  A: {deck: 50}
  B: {deck: 50}
actions:
  - {do: game_setup, mulligan: {A: 0, B: 0}}
  - {do: stand_phase}
  - {do: draw_phase}
expect:
  outcome: %s
"""


def _expect(outcome: str) -> list[str]:
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    return check_expect(resolve(loads(_FIRST_PLAYER % outcome)))


def test_expect_can_require_an_outcome_by_chance() -> None:
    """5.2.1.3: who goes first is decided at random; the hands differ with it, so the outcome
    depends on chance, and ``expect.outcome.by_chance`` says so (or fails)."""
    assert _expect("{by_chance: true}") == []
    assert _expect("{by_chance: false}") != []
    assert _expect("{regardless_of_chance: true}") != []


def test_expect_can_require_the_same_outcome_whatever_the_chance() -> None:
    """Stopped before the draw phase, the two branches end alike: the same outcome whatever
    the random result."""
    text = _FIRST_PLAYER.replace("  - {do: draw_phase}\n", "")
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    assert check_expect(resolve(loads(text % "{regardless_of_chance: true}"))) == []
    assert check_expect(resolve(loads(text % "{by_chance: true}"))) != []
