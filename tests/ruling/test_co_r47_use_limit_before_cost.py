"""Round 47: 「この特殊能力は1ターンに1回しか使用できない。」 printed before the cost (「…。1エネルギー
を支払う:…」) is the ability's limit, read as when printed after its effect (the text over 3.4.4's
「何回でも」, 4.2.9): a second use in the turn is refused. Before, the sentence before the cost was
refused (only 「…直後にのみ使用してもよい」 was read there)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    energy: 2
    deck: 20
    field: [{name: 狙撃手, type: navigator, text: "この特殊能力は1ターンに1回しか使用できない。1エネルギーを支払う:対象のキャラクターに1ダメージを与える。"}]
  B:
    deck: 20
    field: [{name: 乙, type: character, ap: 1, dp: 3}]
actions:
  - {do: activate, card: 狙撃手, target: 乙, allowed: true}
  - {do: activate, card: 狙撃手, target: 乙, allowed: false}
expect:
  state: {乙.damage: 1, A.energy: 1}
"""


def test_use_limit_before_the_cost_refuses_a_second_use() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
