"""Round 63 (s60vgR1): a dominated unit an effect of the dominating fighter moves to 「あなたの(R)」 —
the circles offered are the dominating fighter's (named ``A.left_back`` or ``left_back``), and the
move is not done: the circle's master is not the unit's owner (7.39.4.2 「そのサークルのマスターが
そのユニットのオーナーと異なるなら、その移動は実行されません」), the unit stays on its circle (7.39.5)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 征服者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。"}
    left_front: {name: 導き手, type: normal, grade: 2, power: 9000, text: "【起】【(R)】【ターン1回】：あなたのリアガードを１枚選び、ユニットのいないあなたの(R)に移動する。"}
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
  - {player: A, at: circle, choose: CIRCLE}
expect:
  state: {B.right_front: [捕虜], A.left_back: empty}
"""


@pytest.mark.parametrize("answer", ["A.left_back", "left_back"])
def test_a_dominated_unit_is_not_moved_onto_the_dominating_fighters_circle(answer: str) -> None:
    r = resolve(loads(BOARD.replace("CIRCLE", answer), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"7.39.2", "7.39.4", "7.39.4.2", "7.39.5"} <= cited(r)


def test_the_circles_offered_are_the_dominating_fighters() -> None:
    # B's left_front is empty, A's is not: it is no option
    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError):
        resolve(loads(BOARD.replace("CIRCLE", "B.left_front"), "t.yaml"))


def test_an_undominated_unit_moves_as_before() -> None:
    body = BOARD.replace("  - {do: activate, player: A, card: 征服者}\n", "")
    body = body.replace(
        "  - {player: A, at: choose, choose: 捕虜}\n  - {player: A, at: choose, choose: 捕虜}\n",
        "",
    ).replace(
        "left_front: {name: 導き手",
        "right_front: {name: 兵, type: normal, grade: 1, power: 8000}\n    left_front: {name: 導き手",
    )
    body = body.replace(
        "state: {B.right_front: [捕虜], A.left_back: empty}", "state: {A.left_back: [兵]}"
    )
    body = body.replace("choices:\n", "choices:\n  - {player: A, at: choose, choose: 兵}\n")
    r = resolve(loads(body.replace("CIRCLE", "A.left_back"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "7.39.4.2" not in cited(r)
