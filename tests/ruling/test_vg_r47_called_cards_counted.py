"""Round 47: 「このターンにあなたがコールしたカードがN枚以上 / N枚以下なら」 — the cards a past act of this
turn was done to, counted: the clause 「このターンにあなたがカードをN枚以上コールしているなら」 says
(the history of this turn's calls, 6.2.3, counted per card; the head noun the act's object when the act
names its doer, else its subject). 「N枚以下」 is read as at most N (round 47, shared ``_times``)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import compiled_first

TEXT = "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、COND１枚引く。"
BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000, text: "TEXT"}
    hand: [{name: 新兵, type: normal, grade: 1, power: 8000}, {name: 古参兵, type: normal, grade: 1, power: 8000}]
    soul: 3
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
CALLS  - {do: activate, card: 覇竜}
"""
CALLS = "  - {do: call, card: 新兵, circle: left_front}\n  - {do: call, card: 古参兵, circle: right_front}\n"


def _run(cond: str, calls: str, hand: int) -> list[str]:
    body = BOARD.replace("TEXT", TEXT.replace("COND", cond)).replace("CALLS", calls)
    return check_expect(resolve(loads(body + f"expect:\n  state: {{A.hand: {hand}}}\n", "t.yaml")))


def test_compiles_as_the_history_of_calls() -> None:
    prog = compiled_first(
        TEXT.replace("COND", "このターンにあなたがコールしたカードが２枚以上なら、"), "vg"
    )
    assert "history" in repr(prog)


@pytest.mark.parametrize(
    ("cond", "calls", "hand"),
    [
        ("このターンにあなたがコールしたカードが２枚以上なら、", CALLS, 1),  # two called: drawn
        ("このターンにあなたがコールしたカードが２枚以上なら、", "", 2),  # none: not drawn
        ("このターンにあなたがコールしたカードが１枚以下なら、", "", 3),  # none: drawn
        ("このターンにあなたがコールしたカードが１枚以下なら、", CALLS, 0),  # two: not drawn
    ],
)
def test_counted_on_the_board(cond: str, calls: str, hand: int) -> None:
    assert not (got := _run(cond, calls, hand)), got
