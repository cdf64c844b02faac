"""Round 58 (s55vsR): no standing bench card at the attack declaration step — 7.1.2.2 writes the
jump to the end phase only for a player who does not wish to attack, 7.1.3.1 ends the sub-phase
when no card can support. Is 「アタック宣言ステップの始めに」 (7.1.2.3) reached? The audit's
``no_standing_declaration_start``, raised only where a technique in force triggers on it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, state: %s, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: end_phase}
ask: [A.hand]
"""
_DRAW = "[リング]アタック宣言ステップの始めに、あなたは1枚引く。"


def test_both_readings_with_a_trigger_on_it() -> None:
    r = resolve(loads(_BOARD % (_DRAW, "rest")))
    assert r.outcome["state"]["A.hand"] == 0
    assert [lf.outcome["state"]["A.hand"] for lf in r.alternates] == [1]


def test_no_trigger_on_it_no_point() -> None:
    r = resolve(loads(_BOARD % ("[リング]このカードがアタックした時、あなたは1枚引く。", "rest")))
    assert not r.alternates


def test_a_standing_card_no_point() -> None:
    # A does not attack by choice (7.1.2.2): the sub-phase ends there, nothing to read
    r = resolve(loads(_BOARD % (_DRAW, "stand")))
    assert not r.alternates
