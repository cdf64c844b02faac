"""A continuous ability's part said to hold under a condition is void while it is unmet (11.4.3,
round 37, s33rulesVG): cited where that void change decides the battle (10.7.1.2), not where the
change would not have turned the comparison."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


_BATTLE = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍, type: normal, grade: 2, power: %d}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 兵, type: normal, grade: 2, power: 8000, text: "【永】【(R)】：あなたのターン中、このユニットのパワー＋5000。"}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.right_front}
ask: [兵.zone]
"""


def test_your_turn_continuous_void_in_opponent_turn_decides_the_hit() -> None:
    r = _run(_BATTLE % 10000)
    assert _state(r, "兵.zone") == "B.drop"
    assert "11.4.3" in r.decided_by


def test_neighbour_void_change_that_would_not_turn_it_is_not_cited() -> None:
    r = _run(_BATTLE % 14000)
    assert _state(r, "兵.zone") == "B.drop"
    assert "11.4.3" not in r.decided_by
