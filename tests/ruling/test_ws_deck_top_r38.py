"""「山札の上からN枚を…に置く」 cites 3.2.3 — the action a player does on a number of cards from
the top of a deck — for one card too (round 38, issue 14: before, only for two or more, where it
is dealt with one by one): the clause says whose deck and from where the cards are taken."""

from __future__ import annotations

import pytest

from tests.ruling.boards import ws_resolve_text

PLAYERS = """
  A: {deck: [{name: A上, type: character}, {name: A次, type: character}, 8], stock: 0}
  B: {deck: [{name: B上, type: character}, 9], stock: 0}
"""


@pytest.mark.parametrize(("n", "stock"), [(1, 1), (2, 2)])
def test_cards_from_the_deck_top_cite_3_2_3(n: int, stock: int) -> None:
    r = ws_resolve_text(
        PLAYERS, f"あなたは自分の山札の上から{n}枚を、ストック置場に置く。", ask="A.stock"
    )
    assert r.outcome["state"] == {"A.stock": stock}
    assert "3.2.3" in r.decided_by


def test_each_player_from_its_own_deck_top() -> None:
    r = ws_resolve_text(
        PLAYERS,
        "あなたと相手は、それぞれ自分の山札の上から1枚を、ストック置場に置く。",
        ask="A.stock, B.stock",
    )
    assert r.outcome["state"] == {"A.stock": 1, "B.stock": 1}
    assert "3.2.3" in r.decided_by
