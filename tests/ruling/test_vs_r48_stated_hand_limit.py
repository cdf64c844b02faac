"""Round 48: 「[領域]（あなた|相手）の手札上限はN枚。」 — a hand limit stated as a fact (3.7.4.1 states
the rule's own so, 「手札上限は5枚です」) is the same continuous technique as 「…はN枚になる」
(8.1.1.4); its 「あなた」 is the master of the card that has it (4.3.6), so it does not reach the
other player, and the ruling says so."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 7
    waiting: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000MINE}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 真, ap: 1000, dp: 1000THEIRS}}
actions:
  - {do: end_phase}
expect:
  state: {A.hand: HAND}
"""


@pytest.mark.parametrize(
    ("mine", "theirs", "hand"),
    [
        ("あなたの手札上限は7枚。", "", 7),
        ("あなたの手札上限は6枚。", "", 6),
        ("", "あなたの手札上限は7枚。", 5),
        ("", "相手の手札上限は7枚。", 7),
    ],
)
def test_stated_hand_limit(mine: str, theirs: str, hand: int) -> None:
    def text(t: str) -> str:
        return f', text: "[ベンチ]{t}"' if t else ""

    src = BOARD.replace("MINE", text(mine)).replace("THEIRS", text(theirs))
    src = src.replace("HAND", str(hand))
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    assert "4.3.6" in r.decided_by  # type: ignore[attr-defined]
