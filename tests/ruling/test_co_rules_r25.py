"""co rules found through the round-24 blind files (s20rulesA; round 24, session 20), each on a
minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- 「あなたはこのゲームに敗北しない」 against a loss the rules instruct (4.1.2 with 4.2.9) ---

_HP = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 剣士, type: character, ap: 3, dp: 2}]
  B:
    hp: 3
    deck: 10
effects: %s
actions:
  - {do: attack, attacker: 剣士, defender: none}
"""

_NOT_LOSE = '[{target: B, stat: lose, op: prohibit, source: "あなたはこのゲームに敗北しない"}]'


def test_a_loss_at_zero_hp_kept_off_ends_once_and_cites_the_text_beating_the_rules() -> None:
    """B at 0 HP under 「敗北しない」: the loss (4.1.2) is kept off — once per check timing, not
    over and over until the endless-loop cut-off (before: the same process again and again,
    the ruling's reasons lost) — and the step cites the card text beating the basic rules
    (4.2.9), a reason of "the game goes on"."""
    r = _run(_HP % _NOT_LOSE)
    assert r.main.outcome["game_over"] is False
    assert not any(w.kind == "loop" or "永久" in w.ja for w in r.main.warnings)
    assert {"4.1.2", "4.2.9"} <= set(r.decided_by)
    kept = [s for s in r.main.trace.steps if s.event == "rule" and "敗北しない" in s.ja]
    assert 1 <= len(kept) <= 3  # one per check timing that finds it
    # no such effect: B loses (the neighbour)
    lost = _run(_HP % "[]")
    assert lost.main.outcome["game_over"] is True and lost.main.outcome.get("winner") == "A"


# --- a count of navigators played said as yes / no (3−4−1) ---

_NAV = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    navigator_played: %s
    hand: [{name: 道化, type: navigator}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 道化}
ask: [A.hand, A.field]
"""


@pytest.mark.parametrize(("given", "refused"), [("true", True), ("1", True), ("false", False)])
def test_navigator_played_may_be_said_as_yes_or_no(given: str, refused: bool) -> None:
    """``navigator_played: true`` is what a user writes for 「このターンにナビゲーターをプレイした」:
    read as 1 (the second navigator refused, 3−4−1); ``false`` as 0 (played)."""
    r = _run(_NAV % given)
    assert bool(r.main.outcome.get("rejected")) is refused
    if refused:
        assert "3.4.1" in r.decided_by


def test_a_flag_is_accepted_only_where_a_count_may_be_said_so() -> None:
    """``hp: true`` stays an error (a number is needed), said, not a traceback."""
    with pytest.raises(ScenarioError, match="players.A.hp"):
        loads(
            (_NAV % "0").replace(
                "hp: 20\n    deck: 10\n    navigator", "hp: true\n    deck: 10\n    navigator"
            ),
            "t.yaml",
        )
