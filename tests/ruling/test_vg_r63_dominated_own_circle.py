"""Round 63 (s60shD): a dominated unit an effect moves to another circle of its owner's field —
the circle's master is the unit's owner, so 7.39.4.2 does not stop it and the move follows the
usual rules (7.39.4.3 「上記以外の条件の場合、その移動は通常のルールに従って処理されます」): the
master of the ability picks the circle (11.8.5.1), the unit moves there (7.34.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited
from tests.ruling.test_vg_r63_dominated_moved import BOARD

# the dominated unit is the dominating fighter's rear-guard (7.39.1.1.1): 「あなたのリアガード」
MOVE = "あなたのリアガードを１枚選び、ユニットのいない相手の(R)に移動する。"
OTHER = "あなたのリアガードを１枚選び、別の(R)に移動する。"


def board(text: str, circle: str, expect: str) -> str:
    return (
        BOARD.replace("あなたのリアガードを１枚選び、ユニットのいないあなたの(R)に移動する。", text)
        .replace("CIRCLE", circle)
        .replace("state: {B.right_front: [捕虜], A.left_back: empty}", expect)
    )


@pytest.mark.parametrize("text", [MOVE, OTHER])
def test_a_dominated_unit_moved_to_its_owners_other_circle(text: str) -> None:
    """「ユニットのいない相手の(R)に」 (the owner's field named) and 「別の(R)に」 (the field it is
    on, its owner's): moved to the circle chosen, citing 7.39.4.3."""
    r = resolve(
        loads(board(text, "B.left_back", "state: {B.left_back: [捕虜], B.right_front: empty}"), "t")
    )
    assert not check_expect(r), check_expect(r)
    assert {"7.39.4", "7.39.4.3", "11.8.5.1"} <= cited(r)
    assert "7.39.4.2" not in cited(r)


def test_an_undominated_units_move_cites_no_domination() -> None:
    """Not dominated, 「あなたのリアガード」 is A's own: 導き手 itself moved to A's empty circle."""
    body = board(OTHER, "A.left_back", "state: {A.left_back: [導き手], A.left_front: empty}")
    body = body.replace("  - {do: activate, player: A, card: 征服者}\n", "").replace(
        "  - {player: A, at: choose, choose: 捕虜}\n  - {player: A, at: choose, choose: 捕虜}\n",
        "  - {player: A, at: choose, choose: 導き手}\n",
    )
    r = resolve(loads(body, "t"))
    assert not check_expect(r), check_expect(r)
    assert "7.39.4.3" not in cited(r)
