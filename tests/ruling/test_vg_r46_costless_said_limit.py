"""Round 46: 11.2.1.1.2 — an activated ability with no cost: its 「そのターン中、この能力は使えなく
なる。」 is resolved even though its requirement (「…なら、」, 11.2.1.1) was not met and the game did
not change; a second use that turn is refused (12.2.1.1), citing 11.2.1.1.2."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000, text: "【起】【(V)】：COSTあなたのソウルが５枚以上なら、１枚引く。そのターン中、この能力は使えなくなる。"}
    soul: 2
    damage: 2
    hand: 1
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 占術師}
  - {do: activate, card: 占術師, allowed: ALLOWED}
"""


def test_no_cost_used_up_though_the_requirement_failed() -> None:
    r = resolve(loads(BOARD.replace("COST", "").replace("ALLOWED", "false"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"11.2.1.1.2", "12.2.1.1"} <= cited(r)


def test_with_a_cost_paid_it_is_used_up_by_11_2_1_1_1() -> None:
    text = BOARD.replace("COST", "【コスト】[【カウンターブラスト】(1)]、").replace(
        "ALLOWED", "false"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "11.2.1.1.1" in cited(r)
