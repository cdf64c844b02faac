"""Round 64 (s61vgR1): 「他のあなたのリアガードが退却した時、そのユニットのパワーが…なら」 — the card
「その」 names (the trigger's event card) has left the circle: its value is read as it last was there
(11.13.1; 11.9.6.1.2 for a trigger on that leaving), not as the new card in the drop (4.1.8)
(``selectors.that_gone``)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000, text: "【起】(V)【ターン1回】：【コスト】[あなたのリアガードを１枚退却させる]、そのターン中、このユニットのパワー＋10000。"}}
    left_front: {{name: 槍兵, type: normal, grade: 2, power: 10000}}
    right_back: {{name: 記録係, type: normal, grade: 1, power: 7000, text: "【自】(R)：他のあなたのリアガードが退却した時、そのユニットのパワーが15000以上なら、１枚引く。"}}
    hand: 0
    deck: 10
  B:
    vanguard: {{name: 敵, type: normal, grade: 3, power: 13000}}
    deck: 10
effects:
  - {{target: 槍兵, stat: power, op: add, value: {plus}, until: turn}}
actions:
  - {{do: activate, player: A, card: 王}}
choices:
  - {{player: A, at: cost, choose: 槍兵}}
expect:
  state: {{A.hand: {hand}, A.drop: [槍兵]}}
  triggered: {{記録係: 1}}
"""


def test_the_retired_units_power_is_read_as_on_the_field() -> None:
    r = resolve(loads(BOARD.format(plus=5000, hand=1), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"11.13.1", "11.9.6.1.2"} <= cited(r)


def test_below_the_figure_on_the_field_nothing_is_drawn() -> None:
    r = resolve(loads(BOARD.format(plus=4000, hand=0), "t.yaml"))
    assert not check_expect(r), check_expect(r)
