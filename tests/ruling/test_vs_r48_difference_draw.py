"""Round 48: 「AからBを引いた枚数に等しい枚数引く」 — as many cards as A's count minus B's, counted
when the step is done (8.1.1.5); 0 or fewer draws nothing (4.10.3), and a negative count asks for
no reverse action (1.3.2.2). 「Xの枚数に等しい枚数」 is 「Xの枚数と同じ枚数」."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 2
    retire: MINE
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは、TEXT"}}
  B:
    deck: 10
    retire: THEIRS
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 春香}
expect:
  state: {A.hand: HAND, 春香.state: rest}
"""
DIFF = "相手のリタイヤの枚数からあなたのリタイヤの枚数を引いた枚数に等しい枚数引く。"


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "hand", "cites"),
    [
        (DIFF, 3, 1, 2, {"1.3.2.2", "4.10.3"}),
        (DIFF, 1, 1, 2, {"4.10.3"}),
        (DIFF, 1, 4, 5, {"4.10.3"}),
        ("相手のリタイヤの枚数に等しい枚数引く。", 0, 3, 5, {"4.10.3"}),
    ],
)
def test_draw_of_a_difference(
    text: str, mine: int, theirs: int, hand: int, cites: set[str]
) -> None:
    src = (
        BOARD.replace("TEXT", text)
        .replace("MINE", str(mine))
        .replace("THEIRS", str(theirs))
        .replace("HAND", str(hand))
    )
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    assert cites <= set(r.decided_by)  # type: ignore[attr-defined]
