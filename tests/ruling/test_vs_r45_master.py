"""vs round 45: 「相手は…」 in an automatic technique is the player opposite its master — the player
whose card has it (4.3.5), not the turn player's opponent: B's 「相手のカードがアタックした時、相手は
1枚引く」 makes A, the attacking player, draw; 「あなたは1枚引く」 makes B draw and cites no master
reading."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

FILE = """game: vs
title: t
turn: {player: A, number: 4, first_player: B, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]相手のカードがアタックした時、WHOは1枚引く。"}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, B.hand]
"""


def _hands(who: str) -> tuple[int, int, set[str]]:
    r = resolve(loads(FILE.replace("WHO", who)))
    z = r.main.final.players
    cited = {c for s in r.main.trace.steps for c in s.clauses}
    return len(z["A"].zones["hand"]), len(z["B"].zones["hand"]), cited


def test_the_opponent_of_the_master_draws() -> None:
    a, b, cited = _hands("相手")
    assert (a, b) == (1, 0) and "4.3.5" in cited


def test_the_master_draws() -> None:
    a, b, cited = _hands("あなた")
    assert (a, b) == (0, 1) and "4.3.5" not in cited
