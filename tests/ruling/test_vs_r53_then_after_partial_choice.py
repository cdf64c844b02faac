"""Round 53 (s50wcvR): 「…を2枚選び、…に置く。そうしたら、…」 with one card to choose: the step is
done on it (8.6.11.1.2) — is that the 「～したら」 item carried out, or one that 「実行できない」
(8.6.5)? The point then_after_partial_choice, both run; with two cards to choose none is raised."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 5
    hand: 0
    waiting: WAITING
    ring: {name: 潮, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたの控え室のカードを2枚選び、あなたの山札の下に置く。そうしたら、あなたは1枚引く。"}
    bench: {left: {name: 支, ap: 1000, dp: 1000}}
  B:
    deck: 5
    ring: {name: 渚, ap: 1000, dp: 3000}
actions:
  - {do: attack, support: 支}
"""


def test_short_choice_both_readings() -> None:
    text = (
        BOARD.replace("WAITING", "[{name: 木, ap: 1000, dp: 1000}]")
        + """expect:
  ambiguous: ["8.6.5"]
  state: {木.zone: A.deck}
  readings:
    as_far_as_possible: {state: {A.hand: 1}}
    not_carried_out: {state: {A.hand: 0}}
"""
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_full_choice_raises_nothing() -> None:
    text = (
        BOARD.replace("WAITING", "[{name: 木, ap: 1000, dp: 1000}, {name: 石, ap: 1000, dp: 1000}]")
        + "expect:\n  state: {A.hand: 1}\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r)
    assert not any(c.reading for lf in r.leaves for c in lf.choices)
