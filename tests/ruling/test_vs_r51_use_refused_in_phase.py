"""Round 51: a use of an activated technique tried in the ability phase (6.6.1.2, the turn
player's activation timing) whose cost cannot be paid is cancelled (8.5.1.3.2): the refusal
cites the procedure it was tried under, 6.6.1.2, as the use carried out does."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 5, phase: ability}
players:
  A:
    deck: 10
    hand: HAND
    ring: {name: 甲, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 乙, level: 1, ap: 1000, dp: 1000, state: stand, text: "[ベンチ][このカードをレストし、あなたの手札を2枚控え室に置く]あなたは1枚引く。"}
  B: {deck: 10, ring: {name: 丙, level: 1, ap: 2000, dp: 3000}}
actions:
  - {do: use, card: 乙, allowed: ALLOWED}
expect:
  EXPECT
"""


def _run(hand: str, allowed: str, expect: str) -> object:
    text = BOARD.replace("HAND", hand).replace("ALLOWED", allowed).replace("EXPECT", expect)
    return resolve(loads(text, "t.yaml"))


def test_cost_refused_in_the_ability_phase_cites_the_timing() -> None:
    r = _run(
        "[{name: 丁, level: 1}]",
        "false",
        "outcome: {rejected: true}\n  state: {乙.state: stand, A.hand: 1}\n"
        '  decided_by: ["6.6.1.2", "8.5.1.3.2"]',
    )
    assert check_expect(r) == []


def test_cost_paid_in_the_ability_phase_cites_the_timing() -> None:
    r = _run(
        "[{name: 丁, level: 1}, {name: 戊, level: 1}]",
        "true",
        'state: {乙.state: rest, A.waiting: 2, A.hand: 1}\n  decided_by: ["6.6.1.2", "8.5.1.3.2"]',
    )
    assert check_expect(r) == []
