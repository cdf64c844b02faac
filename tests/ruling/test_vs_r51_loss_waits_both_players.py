"""Round 51: ten retire cards while an ability is in the resolution zone is not a loss
condition (1.2.2.1, 9.2.2), read once per player for what waits. With both players at ten the
record of that reading was one value shared by the players, so each pass of the check timing
found the other player's reading new, the rule processes never ended (an endless loop, 10.1.2,
both players losing) and the waiting ability never resolved. Now each player's reading is kept
apart: the check timing ends, the ability resolves, and the loss check (9.2.1) finds only the
player still at ten."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 8, phase: ability}
players:
  A:
    deck: 10
    retire: 9
    ring: {name: 甲, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 乙, level: 2, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは自分のリングのカードを選び、自分のリタイヤ置場に置く。相手は自分のリングのカードを選び、自分のリタイヤ置場に置く。"}
  B:
    deck: 10
    retire: 9
    ring: {name: 丙, level: 1, ap: 2000, dp: 3000}
    bench:
      left: {name: 丁, level: 1, ap: 1000, dp: 1000, TEXT}
actions:
  - {do: use, card: 乙}
expect:
  EXPECT
"""

SAVE = 'text: "[ベンチ]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは自分のリタイヤを1枚選び、自分の控え室に置く。"'


def _run(text: str, expect: str) -> object:
    return resolve(loads(BOARD.replace("TEXT", text).replace("EXPECT", expect), "t.yaml"))


def test_both_at_ten_the_waiting_ability_resolves_and_only_one_loses() -> None:
    r = _run(
        SAVE,
        "outcome: {game_over: true, loser: A}\n  state: {A.retire: 10, B.retire: 9}\n"
        '  decided_by: ["1.2.2.1", "9.2.2", "9.2.1"]\n  not_decided_by: ["10.1.2", "1.2.3"]',
    )
    assert check_expect(r) == []


def test_both_at_ten_with_nothing_waiting_is_a_draw() -> None:
    r = _run("text: null", 'outcome: {draw: true}\n  decided_by: ["9.2.1", "1.2.3"]')
    assert check_expect(r) == []
