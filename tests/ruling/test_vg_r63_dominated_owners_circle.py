"""Round 63 (s60vgR3): a dominated unit an effect moves to another circle of its owner's field
(「あなたのリアガードを１枚選び、ユニットのいない相手の(R)に」, the dominating fighter's ability: the dominated unit is its rear-guard, 7.39.2, the circles its owner's) —
neither 7.39.4.1 (a zone that is no circle) nor 7.39.4.2 (a circle whose master is not its owner)
applies, so the move is made by the usual rules (7.39.4.3): the unit goes there, still dominated
(the same card moved between circles, 4.1.8)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 征服者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。"}
    left_front: {name: 導き手, type: normal, grade: 2, power: 9000, text: "【起】【(R)】【ターン1回】：あなたのリアガードを１枚選び、ユニットのいない相手の(R)に移動させる。"}
    damage: [{name: 傷, type: normal}]
    deck: 10
  B:
    vanguard: {name: 女王, grade: 3, power: 13000}
    right_front: {name: 捕虜, type: normal, grade: 2, power: 9000}
    deck: 10
actions:
  - {do: activate, player: A, card: 征服者}
  - {do: activate, player: A, card: 導き手}
choices:
  - {player: A, at: choose, choose: 捕虜}
  - {player: A, at: choose, choose: 捕虜}
  - {player: A, at: circle, choose: B.left_back}
expect:
  state: {B.left_back: [捕虜], B.right_front: empty}
"""


def test_a_dominated_unit_moves_to_its_owners_other_circle() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    got = cited(r)
    assert {"7.39.4", "7.39.4.3", "4.1.8"} <= got
    assert "7.39.4.2" not in got
    from ruling.games._vg.dominate import dominator

    moved = r.main.final.players["B"].zones["field.left_back"]  # type: ignore[attr-defined]
    assert dominator(r.main.ctx, moved[0].uid) == "A"  # type: ignore[attr-defined]
