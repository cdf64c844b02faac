"""Monster Collection (mc), round 54 (s51mcR), issue 14 (a scenario format that can say what a
situation needs): the discards a player may choose past the forced ones in a hand adjustment
phase (7.2.4 / 7.5.4) given as a count — the only thing a writer can give of a hand given as a
count (anonymous cards). A count over the hand's cards is an input error. And a ○ ability of a
terrain without a timing, 「対象に「手札上限枚数:+n枚」を付与する」, is in force while the
terrain is on the battlefield (10.9.11, 14.5.4.2): the limit the phase reads is raised (10.14.5)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import ScenarioError, loads

get_game("mc")

_GRANT = '"○蔵書\\n〈対象:自軍プレイヤー〉\\n対象に「手札上限枚数:+1枚」を付与する。"'


def _board(hand: Any, discard: Any, grant: bool = False) -> Any:
    terrain = (
        f"      l1: [{{name: 書庫, type: terrain, limit: 6, text: {_GRANT}}}]\n" if grant else ""
    )
    scn = f"""game: mc
title: t
turn: {{player: A, number: 8, phase: hand2}}
players:
  A:
    deck: 10
    hand: {hand}
    discard: []
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
{terrain}  B: {{deck: 20}}
actions:
  - {{do: hand_phase, which: 2, discard: {discard}}}
ask: [A.hand, A.deck, A.discard]
"""
    return resolve(loads(scn))


@pytest.mark.parametrize(
    ("hand", "discard", "grant", "state"),
    [
        # 6 cards, the limit 6: none forced (7.5.3), 2 chosen (7.5.4), 2 refilled (7.5.5)
        (6, 2, False, {"A.hand": 6, "A.deck": 8, "A.discard": 2}),
        # 9 cards, limit 7 by the terrain's ○: 2 forced, 1 chosen, 1 refilled
        (9, 1, True, {"A.hand": 7, "A.deck": 9, "A.discard": 3}),
        # a count of 0: nothing chosen
        (9, 0, True, {"A.hand": 7, "A.deck": 10, "A.discard": 2}),
    ],
)
def test_a_count_of_chosen_discards(hand: int, discard: int, grant: bool, state: Any) -> None:
    r = _board(hand, discard, grant)
    assert r.outcome["state"] == state, r.outcome
    assert "7.5.4" in r.decided_by or discard == 0
    if grant:
        assert {"10.9.11", "14.5.4.2", "10.14.5"} <= set(r.decided_by)


def test_named_cards_still_taken() -> None:
    """A hand of named cards: the list names the cards chosen, as before."""
    r = _board("[甲, 乙, 丙]", "[甲]")
    assert r.outcome["state"] == {"A.hand": 6, "A.deck": 6, "A.discard": 1}, r.outcome


def test_a_terrain_grant_is_in_force() -> None:
    """Without the terrain the limit is 6: 3 forced discards of 9 and 1 chosen leave 5, refilled
    to 6; with it 7 (10.9.11)."""
    assert _board(9, 1).outcome["state"] == {"A.hand": 6, "A.deck": 9, "A.discard": 4}


def test_a_count_over_the_hand_is_an_input_error() -> None:
    """After the forced discards the hand holds 7: a count of 8 names more cards than there are."""
    with pytest.raises(ScenarioError, match="more cards"):
        _board(9, 8, True)
