"""Round 46: a card played onto a bench frame that holds a card — 8.4.1.3.1 sends 「そのカード」
(printed after the card just put there) to the waiting room, 6.5.1.2.1 「他のカード」 (and 9.5.2 keeps
the card placed last): the audit's played_onto_occupied_frame, both readings run; onto an empty
frame nothing is asked."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, title: アイドル, level: 1, ap: 1000, dp: 2000}]
    energy: [{state: stand}]
    ring: {name: 千早, title: 歌姫, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, title: アイドル, level: 1, ap: 1000, dp: 1000}
  B:
    deck: 10
    ring: {name: 美希, title: アイドル, level: 1, ap: 2000, dp: 3000}
actions:
  - {do: play, card: 雪歩, to: FRAME}
EXPECT
"""
BOTH = """expect:
  ambiguous: ["8.4.1.3.1"]
  readings:
    - {clauses: ["8.4.1.3.1"], state: {春香.zone: A.waiting, 雪歩.zone: A.left}}
    - {clauses: ["8.4.1.3.1"], state: {雪歩.zone: A.waiting, 春香.zone: A.left}}
"""


def test_occupied_frame_both_readings() -> None:
    r = resolve(loads(BOARD.replace("FRAME", "left").replace("EXPECT", BOTH), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_empty_frame_asks_nothing() -> None:
    plain = "expect:\n  state: {雪歩.zone: A.center, 春香.zone: A.left}\n"
    r = resolve(loads(BOARD.replace("FRAME", "center").replace("EXPECT", plain), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]
