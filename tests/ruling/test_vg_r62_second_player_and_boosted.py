"""「あなたが後攻で、ブーストされたユニットがヴァンガードなら」 (round 62, s59vgC): the grammar hangs
「あなたが後攻で、」 on the passive relative clause after it; a passive's subject is what undergoes
it, so it is the condition's first part (``conditions.first_conjunct_out_of_passive``) — both must
hold: the master is the second player (``turn.first_player`` the other) and the unit boosted is
the vanguard."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: vg
title: a boost by the second player
turn: {player: A, number: 6, phase: battle, first_player: FIRST}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 1, power: 13000}
    center_back:
      name: 兵
      type: normal
      grade: 1
      power: 8000
      skills: [boost]
      text: "【自】【(R)】：このユニットがブーストした時、あなたが後攻で、ブーストされたユニットがヴァンガードなら、そのバトル中、ブーストされたユニットのパワー＋5000。"
    deck: [{name: 札, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 24000}
    hand: 0
    deck: [{name: 平傷, type: normal, grade: 1, trigger: none}, 9]
actions:
  - {do: attack, attacker: vanguard, target: vanguard, boost: 兵}
"""


@pytest.mark.parametrize(("first", "damage"), [("B", 1), ("A", 0)])
def test_only_the_second_player_boosting_the_vanguard(first: str, damage: int) -> None:
    # 13000 + 8000 boosting (21000) does not hit 24000; with + 5000 (26000) it does
    r = resolve(loads(BOARD.replace("FIRST", first), "second_player_boost.yaml"))
    assert len(r.leaves[0].final.players["B"].zones["damage"]) == damage
