"""Round 48: a delayed ability 「ターンの終わりに、…」 (8.7.5) made while the end phase runs — after
6.8.1.1's 「ターンの終わりに」 had occurred — has not met its trigger condition this turn: 6.8.1.5
runs the end phase again and it triggers then, once (8.7.5.1). Made before the end phase, it
triggers at the first 6.8.1.1 and the end phase is not run again for it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

DURING = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1, color: GREEN, text: "【自】 あなたのターンの終わりに、あなたは1枚引く。ターンの終わりに、あなたは1枚引く。"}}
    hand: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: end_phase}
expect:
  outcome: {game_over: false}
  triggered: {甲: 1}
  state: {A.hand: 2}
  decided_by: ["6.8.1.1", "6.8.1.5", "8.7.5"]
"""

BEFORE = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1, color: GREEN}}
    hand: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "ターンの終わりに、あなたは1枚引く。"}
  - {do: end_phase}
expect:
  outcome: {game_over: false}
  state: {A.hand: 1}
"""


def test_delayed_made_in_the_end_phase_runs_it_again() -> None:
    r = resolve(loads(DURING, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_delayed_made_before_the_end_phase_triggers_once() -> None:
    r = resolve(loads(BEFORE, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "8.7.5" in r.decided_by
