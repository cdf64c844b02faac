"""Round 53 (s50vgOld): 「このユニットが(X)にアタックしてヒットした時」 when the attack hit a unit that is not
X — the hit event came (10.7.1.6) but the unit attacked at this point is not the one described
(10.7.1.6.1), so the ability is not pending (11.9.2): a ruling that nothing triggered cites them.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front:
      name: 斬士
      type: normal
      grade: 2
      power: 10000
      text: "【自】【(R)】：このユニットが%sにアタックしてヒットした時、１枚引く。"
    hand: 0
    deck: [{name: 山1, type: normal}, 9]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 8000}
    right_front: {name: 身代わり, type: normal, grade: 0, power: 5000}
    hand: 0
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: %s}
ask: [A.hand]
expect: {triggered: {斬士: %d}}
"""


@pytest.mark.parametrize(
    ("named", "target", "drawn"),
    [
        ("ヴァンガード", "B.vanguard", 1),
        ("ヴァンガード", "B.right_front", 0),
        ("リアガード", "B.vanguard", 0),
    ],
)
def test_hit_on_a_unit_other_than_named_does_not_trigger_10_7_1_6_1(
    named: str, target: str, drawn: int
) -> None:
    r = resolve(loads(BOARD % (named, target, drawn)))
    assert r.outcome["state"]["A.hand"] == drawn
    if drawn == 0:
        # the hit came, its described unit did not: the reasons of 「nothing triggered」
        assert {"10.7.1.6", "10.7.1.6.1", "11.9.2"} <= set(r.decided_by)
    else:
        assert "10.7.1.6.1" in r.decided_by
