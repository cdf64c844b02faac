"""vs round 45: a [手札] technique is revealed from the hand at the first check timing after its
trigger (4.4.1.1); its card discarded from the hand before that (for the hand limit, 6.8.1.2), it
cannot be revealed and its technique never reaches the resolution zone — no reveal choice, no
effect. Kept in the hand, the reveal is its master's choice."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

FILE = """game: vs
title: t
turn: {player: A, number: 4, first_player: B, phase: attack}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000, text: "[手札]ターンの終わりに、あなたは1枚引く。"}, {name: 捨て札, ap: 1000, dp: 1000}, 4]
    waiting: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: end_phase}
choices:
  - {player: A, at: hand_limit, choose: DISCARD}
"""


def _run(discard: str) -> object:
    return resolve(loads(FILE.replace("DISCARD", discard)))


def test_discarded_before_the_check_timing_it_is_not_revealed() -> None:
    r = _run("雪歩")
    assert len(r.leaves) == 1  # type: ignore[attr-defined]
    assert len(r.main.final.players["A"].zones["deck"]) == 10  # type: ignore[attr-defined]


def test_kept_in_the_hand_the_reveal_is_a_choice() -> None:
    r = _run("捨て札")
    assert len(r.leaves) > 1  # type: ignore[attr-defined]
