"""Round 46: a booster that moved to another circle mid-battle is boosting no more (7.47.1.2: only
while both units stay on their circles), but its ‘ブーストした’ / ‘ブーストされた’ events stand
(1.3.7.3, 1.3.7.4): 「このバトルでこのユニットがブーストされていたなら」 is met, citing them; while the
boost goes on, 1.3.7.4 is not what decides it."""

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
    vanguard: {name: 覇道竜, grade: 3, power: 13000, critical: 1, text: "【自】【(V)】：このユニットのアタックがヒットした時、このバトルでこのユニットがブーストされていたなら、１枚引く。"}
    center_back: {name: 軽業師, type: normal, grade: 1, power: 8000, skills: [boost], text: "【自】【(R)】：このユニットがブーストした時、このユニットをユニットのいない(R)に移動してよい。"}
    hand: 2
    deck: [{name: 平兵, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 騎士王, grade: 3, power: 10000}
    deck: [{name: 従者, type: normal, grade: 1, trigger: none}, 9]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, boost: center_back}
choices:
  - {player: A, at: optional, choose: MOVE}
CIRCLE
expect:
  state: {A.hand: 4}
"""


@pytest.mark.parametrize("moved", [True, False])
def test_the_boosted_event_stands(moved: bool) -> None:
    body = BOARD.replace("MOVE", "yes" if moved else "no").replace(
        "CIRCLE", "  - {player: A, at: circle, choose: left_front}" if moved else ""
    )
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert ("1.3.7.4" in cited(r)) is moved
