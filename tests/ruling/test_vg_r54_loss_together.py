"""Round 54 (issue 14): rule processes due at one check timing are carried out at the same time —
13.1.3 「ルール処理が複数同時に実行を求められる場合、それらをすべて同時に実行します」, 11.6.1.1
「現在処理を行うべきルール処理(第 13 章)すべてを同時に実行します」. The loss (13.2.1, 13.2.3: no card
in the deck) due with the illegal-guardian process (13.4.1: the attacked unit was retired) does not
pre-empt it: the guardian is put into the drop zone in the same moment the fighter loses
(``RuleProcess.ends_game``)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TOGETHER = """game: vg
title: t
turn:
  player: A
  number: 6
  phase: battle
  step: guard
  first_player: A
  attack: {attacker: A.left_front, defender: B.right_front}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, state: rest}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 狙われ役, type: normal, grade: 1, power: 8000}
    field: {guardian: [{name: 守り手, type: normal, grade: 1, shield: 10000}]}
    deck: 1
actions:
  - {do: resolve_text, player: A, text: "相手の山札の上から1枚をドロップゾーンに置く。相手のリアガードを1枚選び、退却させる。"}
choices:
  - {player: A, at: choose, choose: 狙われ役}
expect:
  outcome: {loser: B}
  state: {守り手.zone: B.drop}
  decided_by: ["13.1.3", "11.6.1.1", "13.4.1", "13.2.1", "13.2.3"]
"""


def test_loss_and_guardian_drop_due_together_are_both_carried_out() -> None:
    r = resolve(loads(TOGETHER, "t.yaml"))
    assert not check_expect(r), check_expect(r)
