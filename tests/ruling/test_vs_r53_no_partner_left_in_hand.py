"""Round 53 (s50wcvR): the defender's ring card prints its partner, and the hand is empty (the
partner used to pay a cost before): 7.1.4.2 is read and not met — no partner block — and the
ruling names it, as it does for a hand holding other cards."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 5
    ring: {name: 攻, ap: 3000, dp: 3000}
    bench: {left: {name: 支, ap: 1000, dp: 1000}}
  B:
    deck: 5
    hand: 0
    ring: {name: 守, ap: 1000, dp: 3000, partner_name: 友, partner_title: 幻}
actions:
  - {do: attack, support: 支}
expect:
  state: {守.zone: B.retire}
"""


def test_empty_hand_no_partner_block_cited() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert "7.1.4.2" in r.decided_by


def test_no_partner_printed_empty_hand_not_cited() -> None:
    r = resolve(loads(BOARD.replace(", partner_name: 友, partner_title: 幻", ""), "t.yaml"))
    assert not check_expect(r)
    assert "7.1.4.2" not in r.decided_by
