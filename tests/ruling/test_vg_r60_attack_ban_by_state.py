"""Round 60 (s57vgC): 「このユニットは【レスト】しているユニットにアタックできない」 — the unit may not
choose as the attacked unit one in that state (1.3.3; 5.2.1 レスト状態 a state of the card; the
attacked unit chosen, 10.4.1.6): an attack on a rested unit is not declared, on a standing one it
is."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000}
    left_front: {name: 剣士, grade: 2, power: 10000, text: "【永】【(R)】：このユニットはWHATユニットにアタックできない。"}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    right_front: {name: 槍兵, grade: 1, power: 6000, state: STATE}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: right_front, allowed: ALLOWED}
"""


@pytest.mark.parametrize(
    ("what", "state", "allowed"),
    [
        ("【レスト】している", "rest", False),
        ("【レスト】している", "stand", True),
        ("【スタンド】している", "stand", False),
        ("【スタンド】している", "rest", True),
    ],
)
def test_attack_on_a_unit_in_that_state(what: str, state: str, allowed: bool) -> None:
    body = BOARD.replace("WHAT", what).replace("STATE", state)
    body = body.replace("ALLOWED", str(allowed).lower())
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if not allowed:
        assert "5.2.1" in cited(r)
