"""Round 53 (s50vsOld): 9.1.1 「他の行動の実行中に条件を満たしていても、チェックタイミングの段階でその条件が
満たされていない場合、このルール処理は行われません」 for the deck renewal (9.8.1): a technique that draws the
deck's last card and then puts a card on the deck leaves nothing to renew, and a ruling asked about the deck
cites the renewal's condition read and not met, with 9.1.1 (it was met for a while during the action). A deck
that never ran out brings neither (``ruling.notmet``: an emptiness condition walked back between checks)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: DECK
    hand: 0
    waiting: [{name: 小春, ap: 1000, dp: 1000}, 2]
    retire: 0
    ring: {name: 千紘, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。あなたは自分の控え室のカードを1枚選び、自分の山札の上に置く。"}
    bench: {left: {name: 萩, ap: 1000, dp: 1000}}
  B: {deck: 10, hand: 0, ring: {name: 葵, ap: 1000, dp: 3000}}
actions:
  - {do: attack, support: 萩}
choices:
  - {player: A, at: choose_card, choose: 小春}
ask: [A.deck, A.retire]
"""


def test_a_deck_emptied_and_given_a_card_inside_one_action_is_not_renewed() -> None:
    r = resolve(loads(BOARD.replace("DECK", "[{name: 若菜, ap: 1000, dp: 1000}]"), "t.yaml"))
    assert r.outcome["state"] == {"A.deck": 1, "A.retire": 0}
    assert {"9.8.1", "9.1.1"} <= set(r.decided_by)


def test_a_deck_that_never_ran_out_reads_no_renewal() -> None:
    r = resolve(loads(BOARD.replace("DECK", "3"), "t.yaml"))
    assert r.outcome["state"] == {"A.deck": 3, "A.retire": 0}
    assert "9.8.1" not in r.decided_by
