"""Round 47: two effect hits on a card whose sum alone reaches its defence rest on the audit's
effect_damage_accumulates (7.1.5.3 says only the attack's damage accumulates; 9.4.1 / 9.4.2
read 「防御力以上のダメージを受けた」): both readings are run — one total (the card leaves at
the check timing) or each hit received on its own (it stays)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, first_player: B, phase: ability}
players:
  A: {deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}}
  B:
    deck: 10
    waiting: 0
    ring: {name: 美希, ap: 2000, dp: 2000}
    bench: {left: {name: 雪歩, ap: 1000, dp: 2000}}
actions:
  - {do: damage, card: 雪歩, amount: FIRST}
  - {do: check_timing}
  - {do: damage, card: 雪歩, amount: 1000}
  - {do: check_timing}
CHOICE
expect:
  state: {B.waiting: WAITING}
AMBIGUOUS"""


def _run(first: int, choice: str, waiting: int) -> object:
    return resolve(
        loads(
            BOARD.replace("FIRST", str(first))
            .replace(
                "CHOICE",
                f"choices: [{{player: A, at: reading, choose: {choice}}}]" if choice else "",
            )
            .replace("WAITING", str(waiting))
            .replace("AMBIGUOUS", '  ambiguous: ["9.4.2"]\n'),
            "t.yaml",
        )
    )


@pytest.mark.parametrize(("choice", "waiting"), [("one_total", 1), ("attack_only", 0)])
def test_two_hits_summing_to_the_defence(choice: str, waiting: int) -> None:
    r = _run(1000, choice, waiting)
    assert not check_expect(r), check_expect(r)


def test_a_second_hit_reaching_the_defence_alone_asks_nothing() -> None:
    """The neighbour: the second hit reaches 2000 by itself — settled, no reading asked."""
    r = resolve(
        loads(
            BOARD.replace("FIRST", "1000")
            .replace(
                "amount: 1000}\n  - {do: check_timing}\nCHOICE",
                "amount: 2000}\n  - {do: check_timing}\n",
            )
            .replace("WAITING", "1")
            .replace("AMBIGUOUS", ""),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert not [c for lf in r.leaves + r.alternates for c in lf.choices if c.reading]  # type: ignore[attr-defined]
