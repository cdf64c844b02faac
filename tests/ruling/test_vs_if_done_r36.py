"""Round 36 (s32vstext), issue 12: 「Xしたら、Y」 — an act of the performer printed as the condition
of the next step — is 「X。そうしたら、Y」 (shared ``ruling.cardtext.if_done``; vs 8.6.5 names
「「～したら」で示された項目を実行できない」: the item 「～したら」 shows is one to carry out). On a
board: with the act impossible (an empty hand) Y does nothing, citing 8.6.5; with it done, Y runs.
An event of another (「相手が…したら」) is no act of the effect: refused by name."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

T = "[リング]このカードがアタックした時、"
SAME = T + "あなたの手札を1枚控え室に置く。そうしたら、相手のリングのカードを+0/-2000。"


@pytest.mark.parametrize(
    "text",
    [
        "あなたの手札を1枚控え室に置いたら、相手のリングのカードを+0/-2000。",
        "あなたは手札を1枚控え室に置いたら、相手のリングのカードを+0/-2000。",
        "あなたの手札を1枚控え室に置いたら相手のリングのカードを+0/-2000。",
    ],
)
def test_the_same_program_as_so_done(text: str) -> None:
    assert vs_program(T + text) == vs_program(SAME)


def test_an_event_of_another_is_refused() -> None:
    assert "put.past" in vs_refused(
        T + "相手が手札を1枚控え室に置いたら、相手のリングのカードを+0/-2000。"
    )


BOARD = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: %d
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [美希.dp, 美希.zone]
"""


@pytest.mark.parametrize(("hand", "dp", "zone"), [(0, 3000, "B.ring"), (1, 1000, "B.retire")])
def test_on_a_board(hand: int, dp: int, zone: str) -> None:
    text = T + "あなたの手札を1枚控え室に置いたら、相手のリングのカードを+0/-2000。"
    r = resolve(loads(BOARD % (hand, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    got = r.outcome["state"]
    assert got["美希.zone"] == zone
    if hand == 0:
        assert got["美希.dp"] == dp
        assert "8.6.5" in r.decided_by
