"""Round 58 (s55vsR): an effect's 「レストする」 on a reversed card — 4.9.1.2 calls 「レストする」
putting a standing card in the rest state (and forbids resting a card not standing for a cost
only): the audit's ``rest_reversed_by_effect``, raised only on a reversed card (a resting one is
already in the state, 1.3.2.1): both readings run, the engine's (not done) first."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、レストする。"}
  B:
    deck: 10
    ring: {name: 美希, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 亜美, level: 1, ap: 1000, dp: 1000, state: %s}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [亜美.state]
"""


def test_reversed_both_readings() -> None:
    r = resolve(loads(_BOARD % "reverse"))
    assert r.outcome["state"]["亜美.state"] == "reverse"
    assert [lf.outcome["state"]["亜美.state"] for lf in r.alternates] == ["rest"]


def test_resting_or_standing_no_point() -> None:
    for state, after in (("rest", "rest"), ("stand", "rest")):
        r = resolve(loads(_BOARD % state))
        assert r.outcome["state"]["亜美.state"] == after
        assert not r.alternates
