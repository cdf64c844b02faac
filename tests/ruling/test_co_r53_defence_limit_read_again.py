"""Round 53 (s50wcvR): the attacker gains 「飛行」 after a defender without it was declared — 3.4.5.7
read at the declaration only (the defence stands, the engine's reading) or read again (the
defence no longer stands: the attack goes on as one not defended, 3.4.5.4). Both run."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 5
    energy: 1
    hand:
      - {name: 翼, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターは「飛行」の特殊能力を得る。\\n使い捨て"}
    field:
      - {name: 鷹, type: character, gender: 男性, ap: 3, dp: 9}
  B:
    hp: 10
    deck: 5
    field:
      - {name: 兵, type: character, gender: 男性, ap: 1, dp: 9}
actions:
  - do: attack
    attacker: 鷹
    defender: 兵
    after_defense:
      - {do: play, card: 翼, target: 鷹}
expect:
  ambiguous: ["3.4.5.7"]
  readings:
    - {clauses: ["3.4.5.7", "3.4.5.6"], state: {B.hp: 10}}
    - {clauses: ["3.4.5.7"], state: {B.hp: 7}}
"""


def test_both_readings_run() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
