"""Weiß Schwarz rules read again in round 23 (lead): minimal cases, one per rule."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

TWO_LEVEL_UPS = """
game: ws
title: t
turn: {player: B, number: 8, phase: main, first_player: A}
players:
  A: {level: 3, clock: 6, deck: [{name: A札, type: character}, 9]}
  B: {level: 3, clock: 6, deck: [{name: B札, type: character}, 9]}
actions:
  - do: simultaneous
    actions:
      - {do: damage, to: A, amount: 1}
      - {do: damage, to: B, amount: 1}
choices:
  - {player: B, at: level_up, choose: B札}
  - {player: A, at: level_up, choose: A札}
"""


def test_ws_a_loss_met_before_an_interrupt_process_is_run_under_both_readings_of_1_2_2() -> None:
    """The turn player's level up runs first (9.1.2.1.1.1) and puts B at level 4; A's level up
    (interrupt-type, 9.3.1) is the next rule process. 1.2.2 has B lose 「次にルール処理(9)を行う
    時点で」: B alone loses there; the loss check being check-type (9.4.1, 9.1.2.2), both lose at
    the check timing: a draw (1.2.3). The engine's reading is the check timing; the ruling gives
    the outcome under the other one too (ws.loss_at_interrupt_process)."""
    r = resolve(loads(TWO_LEVEL_UPS))
    assert r.outcome.get("draw") is True
    readings = r.outcome.get("readings") or []
    assert [x["reading"] for x in readings] == [["next_rule_process"]]
    assert readings[0]["outcome"].get("loser") == "B"
    assert {"1.2.2", "9.4.1", "9.1.2.2"} <= set(r.outcome.get("depends_on_reading") or ())
