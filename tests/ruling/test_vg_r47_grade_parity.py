"""Round 47: 「バインドしたカードのグレードが偶数 / 奇数なら」 — a value condition whose predicate is 偶数 / 奇数:
the remainder of the grade divided by 2 (14.43.2.1 names grades odd and even so; ``Cond`` ``mod2``),
of the card the step before bound (11.2.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first

TEXT = "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、あなたの山札の上から１枚バインドする。バインドしたカードのグレードがPARなら、１枚引く。"
BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000, text: "TEXT"}
    soul: 2
    deck: [{name: 上, type: normal, grade: GRADE}, 札, 札, 札, 札]
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 占術師}
expect:
  state: {A.bind: [上], A.hand: HAND}
"""


def test_compiles_to_mod2() -> None:
    prog = compiled_first(TEXT.replace("PAR", "偶数"), "vg")
    assert "mod2" in repr(prog)


@pytest.mark.parametrize(
    ("par", "grade", "hand"),
    [("偶数", 2, 1), ("偶数", 1, 0), ("奇数", 1, 1), ("奇数", 0, 0)],
)
def test_parity_on_the_board(par: str, grade: int, hand: int) -> None:
    body = BOARD.replace("TEXT", TEXT.replace("PAR", par)).replace("GRADE", str(grade))
    r = resolve(loads(body.replace("HAND", str(hand)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
