"""Round 53 (s50wcvR): an effect moving more cards from the top of the deck than the deck and
the waiting room hold: the cards there are moved, the refresh ends with nothing (9.2.2.1), the
rest is not done (3.2.3.3, 1.3.2) — and that refusal, which leaves the deck empty, is among the
reasons for the loss at the next check timing (9.4.1.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    waiting_room: 0
    deck:
      - {name: 一, type: character, level: 0}
  B:
    deck: 5
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の山札の上から2枚を、ストック置場に置く。"}
expect:
  outcome: {loser: A}
  state: {一.zone: A.stock}
"""


def test_rest_not_done_is_a_reason_for_the_loss() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert {"3.2.3.3", "1.3.2", "9.4.1.2"} <= set(r.decided_by)
