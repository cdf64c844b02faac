"""Round 60 (s57vgC): 「相手の【スタンド】しているリアガードが、あなたの【スタンド】しているリアガード
より少ないなら」 / 「…の枚数が、…の枚数より多いなら」: how many cards the subject names against how
many the other phrase names (``conditions._more``). The grammar hangs the subject printed
「が、」 in the relative clause 「あなたの【スタンド】している」 beside that clause's own subject
(one verb has not two subjects: ``_subject_out_of_than``); each side counts the units in its state
(【スタンド】 / 【レスト】, 5.2.1: a state of the card)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000}
    left_front: {name: 剣士, grade: 2, power: 10000, text: "【永】【(R)】：TEXT、このユニットのパワー＋5000。"}
    right_front: {name: 兵A, grade: 1, power: 6000, state: STATE_A}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    left_front: {name: 兵B1, grade: 1, power: 6000, state: STATE_B1}
    right_front: {name: 兵B2, grade: 1, power: 6000, state: STATE_B2}
    deck: 10
actions: []
ask: [剣士.power]
"""

FEWER = (
    "相手の【スタンド】しているリアガードが、あなたの【スタンド】しているリアガードより少ないなら"
)
MORE = (
    "相手の【レスト】しているリアガードの枚数が、あなたの【レスト】しているリアガードの枚数より"
    "多いなら"
)


def _power(text: str, a: str, b1: str, b2: str) -> int:
    body = (
        BOARD.replace("TEXT", text)
        .replace("STATE_A", a)
        .replace("STATE_B1", b1)
        .replace("STATE_B2", b2)
    )
    r = resolve(loads(body, "t.yaml"))
    return int(r.outcome["state"]["剣士.power"])


@pytest.mark.parametrize(
    ("a", "b1", "b2", "power"),
    [
        # A's standing: 剣士 and 兵A (2); B's standing: 0, 1, 2
        ("stand", "rest", "rest", 15000),
        ("stand", "stand", "rest", 15000),
        ("stand", "stand", "stand", 10000),
        # A's standing 剣士 alone (1) against B's one: not fewer
        ("rest", "stand", "rest", 10000),
    ],
)
def test_fewer_standing_rearguards(a: str, b1: str, b2: str, power: int) -> None:
    assert _power(FEWER, a, b1, b2) == power


@pytest.mark.parametrize(
    ("a", "b1", "b2", "power"),
    [
        ("stand", "rest", "stand", 15000),  # B's rested 1 against A's 0
        ("rest", "rest", "stand", 10000),  # 1 against 1: not more
        ("rest", "rest", "rest", 15000),  # 2 against 1
        ("stand", "stand", "stand", 10000),  # 0 against 0
    ],
)
def test_more_rested_rearguards_counted(a: str, b1: str, b2: str, power: int) -> None:
    assert _power(MORE, a, b1, b2) == power
