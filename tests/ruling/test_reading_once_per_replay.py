"""A point the rules text does not settle is read one way in one replay (round 42): raised again
(two techniques of the same text, a loop), it takes the reading the replay took before instead of
branching again — 2 readings, not 2^n leaves (vs r21_018 took 24 s of branches over one point)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_TWO = """
game: vs
title: two techniques that raise one reading
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, text: "TEXT"}
      right: {name: 律子, ap: 1000, dp: 1000, text: "TEXT"}
  B: {deck: 10, ring: {name: 美希, ap: 1000, dp: 5000}}
actions:
  - {do: attack, support: 春香}
ask: [千早.ap]
""".replace("TEXT", "[ベンチ]あなたのカードがアタックした時、あなたのリングのカードを+1000/+0。")


def test_a_point_raised_twice_is_read_once() -> None:
    r = resolve(loads(_TWO))
    leaves = r.leaves + r.alternates
    readings = [[c.option for c in lf.choices if c.reading] for lf in leaves]
    # every leaf took the point's reading once, and both readings were run
    assert all(len(x) == 1 for x in readings), readings
    assert {x[0] for x in readings} == {"ring_zone", "ring_card"}
    # the second raise is a step of its own saying it took the reading taken before
    again = [
        s
        for lf in leaves
        for s in lf.trace.steps
        if s.event == "choice" and "the reading this replay took before" in s.en
    ]
    assert len(again) == len(leaves)
    assert all(lf.outcome["state"] == {"千早.ap": 3000} for lf in leaves)
