"""Round 46: a partner block's move of the partner to the waiting room is done as the action, so a
replacement of that move applies (8.10.1; 「[手札]このカードが控え室に置かれる時、かわりにあなたの山札の
上に置く」 — the deck's top, the goal's owner read off, 3.1.4): the partner goes to the deck, and the
block is made all the same (8.10.1.1.1) — the attack deals 0 (7.1.4.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, title: 歌姫, level: 1, ap: 3000, dp: 2000}
    bench:
      left: {name: 律子, title: プロデューサー, level: 1, ap: 1000, dp: 1000}
  B:
    deck: 10
    hand:
      - {name: 伊織, title: お嬢様, level: 1, ap: 1000, dp: 1000TEXT}
    ring: {name: 美希, title: アイドル, level: 1, ap: 2000, dp: 2000, partner_name: 伊織, partner_title: お嬢様}
actions:
  - {do: attack, support: 律子, partner_block: 伊織}
expect:
  state: {伊織.zone: ZONE, 美希.zone: B.ring}
"""
REPLACING = ', text: "[手札]このカードが控え室に置かれる時、かわりにあなたの山札の上に置く。"'


@pytest.mark.parametrize(("text", "zone"), [(REPLACING, "B.deck"), ("", "B.waiting")])
def test_the_block_stands_wherever_the_partner_goes(text: str, zone: str) -> None:
    r = resolve(loads(BOARD.replace("TEXT", text).replace("ZONE", zone), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert ("8.10.1.1.1" in cited(r)) is bool(text)


def test_a_selection_named_with_no_player_is_no_traceback() -> None:
    # the fuzz's find: `replacement_cost` given by a scenario with no player — its selection is
    # the card's master's; a card that is nowhere is a clear refusal
    body = """game: vs
title: t
turn: {player: A, number: 0}
players: {A: {}, B: {}}
actions:
  - {do: replacement_cost, card: 桜, index: 0}
"""
    r = resolve(loads(body, "t.yaml"))
    assert r.main.rejected  # type: ignore[attr-defined]
