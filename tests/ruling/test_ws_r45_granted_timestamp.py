"""ws round 45: the audit point granted_continuous_timestamp — a 【永】 ability an effect gave a card
after it was placed, with an effect setting the value it changes (「ソウルを0にする」) made between the
two times: ordered from the card's placement (8.9.1.5.1, the engine's reading: the set applies last,
soul 0) or from when the giving effect arose (8.9.1.5: +1 after the set, soul 1). Both run; with no
such set in between nothing is raised."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

FILE = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage: {center_front: {name: 騎手, type: character, level: 1, power: 7000, soul: 1}}
    deck: 5
  B:
    deck: 5
effects:
SET  - {target: 騎手, stat: ability, op: grant, value: "『【永】 このカードのソウルを＋1。』", until: turn, source: 与える}
actions:
  - {do: resolve_text, player: A, text: "あなたは1枚引く。"}
ask: [騎手.soul]
"""
SET = "  - {target: 騎手, stat: soul, op: set, value: 0, until: turn, source: 0にする}\n"


def test_both_orders_run_when_a_set_lies_between() -> None:
    r = resolve(loads(FILE.replace("SET", SET)))
    souls = sorted(leaf.outcome["state"]["騎手.soul"] for leaf in (*r.leaves, *r.alternates))
    assert souls == [0, 1]
    assert any(w.kind == "ambiguity" and "8.9.1.5" in w.clauses for w in r.warnings())


def test_nothing_raised_without_a_set() -> None:
    r = resolve(loads(FILE.replace("SET", "")))
    assert len(r.leaves) == 1 and not r.alternates
    assert r.leaves[0].outcome["state"]["騎手.soul"] == 2
