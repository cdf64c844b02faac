"""Round 65 (s62vgR): 「その中から」 before a move (not only a choice): 「山札の上から２枚公開し、その中から
ユニットを２枚まで(R)にコールし」 calls up to two of the cards revealed, chosen by the master
(7.50.1.1: a number of cards is a choice of that many, 11.8.4.1.1 / 1.3.5.1: 「まで」 allows fewer),
to different circles (6.2.3.2.1), the occupant of a circle called to retired (6.2.3.4);
「山札の上から２枚見て、その中から１枚を手札に加え」 takes one of the cards looked at. Before, the
source 「その中から」 was refused (the word during)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 将, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：TEXT"}
    right_back: {name: 古参, type: normal, grade: 1, power: 7000}
    hand: 0
    deck: [{name: 兵甲, type: normal, grade: 1, power: 8000}, {name: 兵乙, type: normal, grade: 1, power: 8000}, 10]
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 将, ability: 1}
"""
CALL = "山札の上から２枚公開し、その中からユニットを２枚まで(R)にコールし、残りを山札の下に置く。"


def _run(text: str, extra: str) -> Any:
    return resolve(loads(BOARD.replace("TEXT", text) + extra, "t.yaml"))


def test_two_called_among_the_revealed_to_different_circles() -> None:
    r = _run(
        CALL,
        """choices:
  - {player: A, at: choose, choose: [兵甲, 兵乙]}
  - {player: A, at: circle, choose: A.left_back}
  - {player: A, at: circle, choose: A.right_back}
expect:
  state: {兵甲.zone: A.left_back, 兵乙.zone: A.right_back, 古参.zone: A.drop}
""",
    )
    assert not check_expect(r), check_expect(r)
    assert {"7.50.1.1", "6.2.3.2.1", "6.2.3.4"} <= cited(r)


def test_up_to_two_lets_one_be_called() -> None:
    r = _run(
        CALL,
        """choices:
  - {player: A, at: choose, choose: [兵甲]}
  - {player: A, at: choose, choose: no}
  - {player: A, at: circle, choose: A.left_back}
expect:
  state: {兵甲.zone: A.left_back, 兵乙.zone: A.deck, 古参.zone: A.right_back}
""",
    )
    assert not check_expect(r), check_expect(r)


def test_one_added_among_the_cards_looked_at() -> None:
    r = _run(
        "山札の上から２枚見て、その中から１枚を手札に加え、山札をシャッフルする。",
        """choices:
  - {player: A, at: choose, choose: 兵乙}
expect:
  state: {兵乙.zone: A.hand, 兵甲.zone: A.deck, A.hand: 1}
""",
    )
    assert not check_expect(r), check_expect(r)
