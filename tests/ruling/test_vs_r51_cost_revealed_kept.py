"""Round 51: a hand card revealed as a cost stays revealed while that ability is in the resolution
zone (4.12.1) and is not revealed again for another cost (4.12.1.1): with one 『甲』 in the hand,
revealed for a technique, a cancel whose cost reveals a 『甲』 cannot be paid (8.5.1.3.2) and is
not offered; with a second 『甲』 it is."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand:
      - {name: 甲, level: 1, ap: 1000, dp: 1000}
      - {name: 返, level: 1, text: "{cancel}[手札][手札の『甲』を1枚公開する]相手の技を1つ選び、キャンセルする。"}
      EXTRA
    ring: {name: 丙, level: 1, ap: 2000, dp: 2000}
    bench: {left: {name: 乙, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][手札の『甲』を1枚公開する]あなたは2枚引く。"}}
  B:
    deck: 10
    hand: [{name: 打, level: 1, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 丁, level: 1, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 乙}
choices:
  - {player: B, at: cancel, choose: 打}
  - {player: A, at: cancel, choose: 返, allowed: ALLOWED}
expect:
  EXPECT
"""


def _run(extra: str, allowed: str, expect: str) -> object:
    b = BOARD.replace("EXTRA", extra).replace("ALLOWED", allowed).replace("EXPECT", expect)
    return resolve(loads(b, "t.yaml"))


def test_the_card_still_revealed_cannot_pay_the_cancel() -> None:
    r = _run("", "false", 'state: {返.zone: A.hand}\n  decided_by: ["4.12.1", "4.12.1.1"]')
    assert check_expect(r) == []


def test_another_such_card_pays_it() -> None:
    r = _run("- {name: 甲, level: 1, ap: 1000, dp: 1000}", "true", "outcome: {game_over: false}")
    assert check_expect(r) == []
