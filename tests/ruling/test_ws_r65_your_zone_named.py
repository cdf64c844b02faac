"""「あなたの…置場に置く」 names the zone's player (round 65, s62wsR): a card of the opponent's goes
into the master's zone — 3.1.6 gives the owner's zone only where the zone's player is not named.
Paid later as a circled number from the master's stock, where it goes is the point
ws.stock_paid_card_of_another_owner (8.4.3's 「自身の控え室」 / its owner's, 3.1.6): both run."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    clock: 2
    stock: 0
    deck: 10
    waiting_room: 0
    hand:
      - {name: 夜, type: event, level: 0, cost: 0, text: "TEXT"}
    stage:
      center_front: {name: 主, type: character, level: 1, power: 4500, soul: 1, text: "【起】［(1)］ そのターン中、このカードのパワーを＋1500。"}
  B:
    deck: 10
    waiting_room: 0
    stock: 0
    stage:
      left_back: {name: 人形, type: character, level: 0, power: 1500, soul: 1}
actions:
  - {do: play, card: 夜}
choices:
  - {player: A, at: choose, choose: 人形}
expect:
  state: {人形.zone: ZONE}
"""


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("相手の後列のキャラを1枚選び、あなたのストック置場に置く。", "A.stock"),
        ("相手の後列のキャラを1枚選び、ストック置場に置く。", "B.stock"),
        ("相手の後列のキャラを1枚選び、あなたの控え室に置く。", "A.waiting_room"),
    ],
    ids=["your-stock", "no-player-owner", "your-waiting-room"],
)
def test_the_named_players_zone(text: str, zone: str) -> None:
    r = resolve(loads(BOARD.replace("TEXT", text).replace("ZONE", zone), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert ("3.1.6" in r.decided_by) == (zone == "B.stock")


def test_paid_from_the_stock_both_readings() -> None:
    board = (
        BOARD.replace("TEXT", "相手の後列のキャラを1枚選び、あなたのストック置場に置く。")
        .replace(
            "  - {do: play, card: 夜}\n", "  - {do: play, card: 夜}\n  - {do: activate, card: 主}\n"
        )
        .replace(
            "  state: {人形.zone: ZONE}\n",
            "  state: {主.power: 6000, A.stock: 0}\n"
            '  ambiguous: ["8.4.3", "3.1.6"]\n'
            "  readings:\n"
            '    - {clauses: ["8.4.3", "3.1.6"], state: {人形.zone: A.waiting_room}}\n'
            '    - {clauses: ["8.4.3", "3.1.6"], state: {人形.zone: B.waiting_room}}\n',
        )
    )
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
