"""Round 50: the end phase's reset (6.8.1.3: the turn's effects end and the damage becomes zero
once 「このチェックタイミングで行うべき処理」 are over) against the techniques waiting there
(6.8.1.1's 「ターンの終わりに」): the rule processes only (4.4.1 / 4.4.3: the techniques resolve
after the reset — the engine's reading) or the waiting techniques too (3.8.3: they resolve at
that check timing, the reset after) — the audit's end_phase_reset_order, both readings run."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 5, phase: attack, first_player: B}
players:
  A:
    deck: 10
    hand: 2
    ring: {name: 千早, ap: 2000, dp: 2000, TEXT}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, damage: 2000}
    retire: 0
effects:
  - {target: 美希, stat: dp, op: add, value: 1000, until: turn, source: "このターン中、+0/+1000。"}
actions:
  - {do: end_phase}
CHOICE
expect:
  state: STATE
AMBIGUOUS"""

TEXT = 'text: "[リング]ターンの終わりに、相手のリングのカードにNダメージを与える。"'


def _run(amount: int, choice: str, state: str, ambiguous: bool = True) -> object:
    text = TEXT.replace("N", str(amount)) if amount else "text: null"
    return resolve(
        loads(
            BOARD.replace("TEXT", text)
            .replace(
                "CHOICE",
                f"choices: [{{player: A, at: reading, choose: {choice}}}]" if choice else "",
            )
            .replace("STATE", state)
            .replace("AMBIGUOUS", '  ambiguous: ["6.8.1.3"]\n' if ambiguous else ""),
            "t.yaml",
        )
    )


@pytest.mark.parametrize(
    ("choice", "state"),
    [
        # reset first (damage 0, DP 3000), then 2000 damage: below 3000, it stays with 2000
        ("rules_only", "{美希.zone: B.ring, 美希.damage: 2000, B.retire: 0}"),
        # 2000 + 2000 reaches DP 4000 before the reset: retired (9.4.1)
        ("techniques_first", "{美希.zone: B.retire, B.retire: 1}"),
    ],
)
def test_end_of_turn_damage_against_the_turns_boost(choice: str, state: str) -> None:
    # expect.ambiguous names 6.8.1.3: check_expect fails unless the ruling flags it
    r = _run(2000, choice, state)
    assert not check_expect(r), check_expect(r)


def test_nothing_waiting_asks_nothing() -> None:
    """The neighbour: no technique waits at 6.8.1.3 — settled, the reset only."""
    r = _run(0, "", "{美希.zone: B.ring, 美希.damage: 0, B.retire: 0}", ambiguous=False)
    assert not check_expect(r), check_expect(r)
    assert not [c for lf in r.leaves + r.alternates for c in lf.choices if c.reading]  # type: ignore[attr-defined]
