"""Round 63 (s60vgR1): a dominated unit chosen by the dominating fighter's 「あなたのリアガードを
１枚選び」 — the description names it (7.39.2 「支配ファイターがマスターであるユニットを参照する場合、
支配状態のユニットを含みます」), the choice cites it (not 7.39.2.1, which is about a count); bound,
it goes to its owner's bind zone (7.39.4.1)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 征服者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。"}
    left_front: {name: 封印師, type: normal, grade: 2, power: 9000, text: "【起】【(R)】【ターン1回】：あなたの他のリアガードを１枚選び、バインドする。"}
    damage: [{name: 傷, type: normal}]
    deck: 10
  B:
    vanguard: {name: 女王, grade: 3, power: 13000}
    right_front: {name: 捕虜, type: normal, grade: 2, power: 9000}
    deck: 10
actions:
  - {do: activate, player: A, card: 征服者}
  - {do: activate, player: A, card: 封印師}
choices:
  - {player: A, at: choose, choose: 捕虜}
  - {player: A, at: choose, choose: 捕虜}
expect:
  state: {捕虜.zone: B.bind, A.bind: 0}
"""


def test_the_dominated_unit_chosen_as_yours_cites_7_39_2() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    got = cited(r)
    assert {"7.39.2", "7.39.4.1"} <= got
    assert "7.39.2.1" not in got


def test_no_dominated_unit_no_7_39_2() -> None:
    body = BOARD.replace("  - {do: activate, player: A, card: 征服者}\n", "").replace(
        "  - {player: A, at: choose, choose: 捕虜}\n  - {player: A, at: choose, choose: 捕虜}\n",
        "  - {player: A, at: choose, choose: 征服者}\n",
    )
    body = body.replace(
        "state: {捕虜.zone: B.bind, A.bind: 0}", "state: {捕虜.zone: B.field.right_front}"
    )
    r = resolve(loads(body, "t.yaml"))
    assert "7.39.2" not in cited(r)
