"""Round 54 (s51coR): an AP / DP swap given as an effect in force from the start (``effects:``)
is applied at 4.3.8 step 6, after the modifications (step 5) — as the action ``effect`` makes it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 5
    field:
      - {name: 兵, type: character, ap: 1, dp: 4, text: "『兵』は、「+2:+0」の修正を受ける。"}
  B:
    hp: 10
    deck: 5
effects:
  - {target: 兵, stat: swap, until: turn}
actions:
  - {do: check, state: {兵.ap: 4, 兵.dp: 3}}
expect:
  state: {兵.zone: A.field}
"""


def test_swap_in_force_applied_after_modifications() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert "4.3.8" in r.decided_by


def test_swap_in_force_alone() -> None:
    board = BOARD.replace(', text: "『兵』は、「+2:+0」の修正を受ける。"', "").replace(
        "{兵.ap: 4, 兵.dp: 3}", "{兵.ap: 4, 兵.dp: 1}"
    )
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r)
