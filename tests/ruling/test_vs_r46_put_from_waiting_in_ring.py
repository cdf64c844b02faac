"""Round 46: 「あなたは自分の控え室のカードを1枚選び、自分のリングに置く」 — a card of the master's waiting
room, as of the bench, hand or retire area before, put in its ring; the card there before goes to
the waiting room by the rule process (9.5.1). Not a play: its 【登場時】 does not trigger."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    retire: 9
    waiting: [{name: 雪歩, title: アイドル, level: 1, ap: 1000, dp: 2000, text: "{entry_spark}あなたは1枚引く。"}]
    ring: {name: 千早, title: 歌姫, level: 1, ap: 2000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, title: アイドル, level: 1, ap: 2000, dp: 3000}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の控え室のカードを1枚選び、自分のリングに置く。"}
expect:
  state: {雪歩.zone: A.ring, 千早.zone: A.waiting, A.hand: 0}
  triggered: {雪歩: 0}
"""


def test_from_the_waiting_room_to_the_ring() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "9.5.1" in cited(r)
