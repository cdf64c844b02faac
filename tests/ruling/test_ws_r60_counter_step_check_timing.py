"""Round 60 (s57wsR): the counter step's play timing comes after a check timing (7.4.1.2
「プレイタイミング(およびそれに先んじたチェックタイミング)」, 8.5.2.1): an ability 「カウンター
ステップの始めに」 set off (7.4.1.1) is played there, before the defender's play — ws/r60_014."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

Y = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 攻め, type: character, level: 1, power: 4000, soul: 1}
    deck: [{name: 札, type: character, trigger: none}, 8]
  B:
    level: 1
    hand: 0
    stage:
      center_front: {name: 守り, type: character, level: 1, power: 2500, soul: 1, text: "【自】 カウンターステップの始めに、あなたは1枚引く。"}
    deck: [{name: 引いた札, type: character, trigger: none}, {name: 受, type: character, trigger: none}, 8]
actions:
  - {do: attack, player: A, slot: center_front, kind: front}
expect:
  state: {引いた札.zone: B.hand}
  decided_by: ["7.4.1.1", "7.4.1.2", "8.5.2.1"]
"""


def test_counter_step_start_ability_played_at_the_check_timing() -> None:
    r = resolve(loads(Y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
