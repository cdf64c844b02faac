"""Round 54 (issue 14): check-type rule processes due at one check timing are carried out at the
same time — 9.1.2.2.1 「チェック型ルール処理に分類されるルール処理が複数同時に実行を求められる場合、
それらをすべて同時に実行します」, 8.5.1.1 「現在処理を行うべきルール処理すべてを同時に実行します」.
The loss check (9.4.1) due with the power check (9.5.1) does not pre-empt it: the character of
power 0 is put into the waiting room in the same moment the player loses
(``RuleProcess.ends_game``)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TOGETHER = """game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
  B:
    level: 3
    clock: 6
    deck: [{name: 山1, type: character}, 10]
    waiting_room: 3
    stage:
      center_front: {name: 守り, type: character, level: 0, power: 500, soul: 1}
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを1枚選び、そのターン中、パワーを－1000。相手に1ダメージを与える。"}
choices:
  - {player: A, at: choose, choose: 守り}
expect:
  outcome: {loser: B}
  state: {守り.zone: B.waiting_room}
  decided_by: ["9.1.2.2.1", "8.5.1.1", "9.5.1", "9.4.1", "9.4.1.1"]
"""


def test_loss_and_power_check_due_together_are_both_carried_out() -> None:
    r = resolve(loads(TOGETHER, "t.yaml"))
    assert not check_expect(r), check_expect(r)
