"""Moving more cards from the deck top than the deck holds, the refresh refilling it partway
(round 38, issue 14, ambiguity as an answer): 3.2.3.2 goes on after the refresh, 3.2.3.3 ends the
action once as many cards as the deck held are dealt with and the deck has cards again — the
point ``deck_short_refreshed_goes_on``, both readings run."""

from __future__ import annotations

from tests.ruling.boards import ws_resolve_text

PLAYERS = """
  A: {{deck: {deck}, waiting_room: 0, clock: 1, level: 1}}
  B: {{deck: 10}}
"""
TEXT = "自分の山札を上から5枚、控え室に置く。"


def test_five_from_three_is_a_reading_with_both_outcomes() -> None:
    r = ws_resolve_text(PLAYERS.format(deck=3), TEXT, ask="A.deck, A.clock")
    assert "3.2.3.3" in r.outcome["depends_on_reading"]
    states = [x["outcome"]["state"] for x in r.outcome["readings"]]
    # goes on: 3 moved, refresh (1 to the clock), 2 more, refresh again (1 to the clock)
    assert r.outcome["state"] == {"A.deck": 1, "A.clock": 3}
    # ends: 3 moved, refresh (1 to the clock), done
    assert {"A.deck": 2, "A.clock": 2} in states


def test_neighbour_a_deck_holding_enough_raises_nothing() -> None:
    r = ws_resolve_text(PLAYERS.format(deck=8), TEXT, ask="A.deck, A.clock")
    assert r.outcome["state"] == {"A.deck": 3, "A.clock": 1}
    assert "readings" not in r.outcome
