"""co 4.3.9 「能力値への修正を受けるなどして、DPが0になったキャラクターは、クラッシュされます」 names a DP
that became 0; a DP taken below 0 at once (the modifiers summed, 4.3.8#ex1) with no damage is the
audit's point ``dp_below_zero``: both readings are run (round 53, s50oldR) — 0 or less crashes
alike (the engine's), or only exactly 0 does (the character stays at its negative DP)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """\
game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 1}]
  B: {hp: 20, deck: 10}
actions:
  - {do: effect, player: B, target: 兵, stat: dp, value: %d, until: turn, source: "修正"}
ask: [兵.zone]
"""


def _run(value: int) -> Any:
    return resolve(loads(_BOARD % value, "t.yaml"))


def test_dp_below_zero_runs_both_readings() -> None:
    r = _run(-2)
    assert r.outcome["state"] == {"兵.zone": "A.dustbox"}
    assert r.outcome["depends_on_reading"] == ["4.3.9"]
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["exactly_zero"]
    assert other["outcome"]["state"] == {"兵.zone": "A.field"}


def test_dp_exactly_zero_crashes_under_any_reading() -> None:
    """The neighbour the text settles: a DP of exactly 0 crashes, no reading raised."""
    r = _run(-1)
    assert r.outcome["state"] == {"兵.zone": "A.dustbox"}
    assert "depends_on_reading" not in r.outcome
    assert "4.3.9" in r.decided_by
