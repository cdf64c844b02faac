"""Round 53 (s50vsOld): a state trigger whose state arose inside one action and was gone at the
check timing after it (the last hand card set in the surprise zone, 6.5.1.2.4, then its draw) —
8.6.9.1 uses it 「その状態が発生した時に」, but nothing says a state is looked at inside an action
rather than between actions, as a rule process is (9.1.1): the point state_trigger_inside_action,
both readings run, raised naming the action's clause. A state still holding at the check timing
raises nothing."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ambiguity_clauses

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: HAND
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 小鳥, ap: 1000, dp: 1000, text: "[ベンチ]あなたの手札にカードがない時、あなたは1枚引く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: set_surprise, card: 伏兵}
ask: [A.hand]
"""


def test_a_state_gone_by_the_check_timing_is_a_point_run_both_ways() -> None:
    r = resolve(loads(BOARD.replace("HAND", "[{name: 伏兵}]"), "t.yaml"))
    assert r.outcome["state"] == {"A.hand": 2}  # the engine's reading: the state arose
    readings = {tuple(x["reading"]): x["outcome"] for x in r.outcome["readings"]}
    assert readings[("at_check",)]["state"] == {"A.hand": 1}
    assert any({"8.6.9.1", "9.1.1", "6.5.1.2.4"} <= set(c) for c in ambiguity_clauses(r))


def test_no_state_arising_raises_no_point() -> None:
    r = resolve(loads(BOARD.replace("HAND", "[{name: 伏兵}, {name: 雪歩}]"), "t.yaml"))
    assert r.outcome["state"] == {"A.hand": 2}
    assert not ambiguity_clauses(r)
