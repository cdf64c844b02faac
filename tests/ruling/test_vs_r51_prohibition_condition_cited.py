"""Round 51: a continuous prohibition 「このカードはアタックされない」 effective only under a
condition (「この効果は…時のみ有効」) refuses the attack (and so the support, 7.1.3.2.1,
7.1.3.1.1) while the condition holds: the refusal cites the condition of validity read (8.3.3);
when it does not hold the support is made."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 6, phase: attack}
players:
  A:
    deck: 10
    retire: RETIRE
    ring: {name: 甲, level: 2, ap: 3000, dp: 2000}
    bench: {left: {name: 乙, level: 1, ap: 1000, dp: 1000, state: stand}}
  B:
    deck: 10
    retire: 2
    ring: {name: 丙, level: 1, ap: 2000, dp: 5000, text: "[リング]このカードはアタックされない。この効果は相手のリタイヤがあなたより多い時のみ有効。"}
actions:
  - {do: attack, support: 乙, allowed: ALLOWED}
expect:
  EXPECT
"""


def _run(retire: str, allowed: str, expect: str) -> object:
    text = BOARD.replace("RETIRE", retire).replace("ALLOWED", allowed).replace("EXPECT", expect)
    return resolve(loads(text, "t.yaml"))


def test_prohibition_in_force_cites_its_condition() -> None:
    r = _run(
        "3",
        "false",
        'outcome: {rejected: true}\n  state: {乙.state: stand}\n  decided_by: ["7.1.3.2.1", "8.3.3"]',
    )
    assert check_expect(r) == []


def test_prohibition_not_in_force_lets_the_support_be_made() -> None:
    r = _run("1", "true", "state: {乙.state: rest}")
    assert check_expect(r) == []
