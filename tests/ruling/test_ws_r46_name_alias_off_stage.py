"""Round 46: the bond (10.4.2) searching the waiting room for 「光」 finds 影 only by its own text
「【永】 このカードのカード名は「光」としても扱う」 — a character's text works on the stage (2.12.2.1), an
ability meant for another zone there too (2.12.2.3): the audit's name_alias_off_stage, both
readings run; a card named 「光」 itself asks nothing."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand:
      - {name: 光の守り手, type: character, level: 0, cost: 0, power: 2500, soul: 1, color: yellow, text: "【自】 絆／「光」 ［(1)］ （このカードがプレイされて舞台に置かれた時、あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の「光」を1枚選び、手札に戻す）"}
    waiting_room:
      - {name: NAME, type: character, level: 1, cost: 0, power: 4000, soul: 1, color: yellow, text: "【永】 このカードのカード名は「光」としても扱う。"}
    stock: 1
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, card: 光の守り手, slot: center_front}
choices:
  - {player: A, at: bond, choose: "yes"}
  - {player: A, choose: NAME}
EXPECT
"""
BOTH = """expect:
  ambiguous: ["2.12.2.1", "2.12.2.3"]
  readings:
    - {clauses: ["2.12.2.1"], state: {影.zone: A.waiting_room}}
    - {clauses: ["2.12.2.3"], state: {影.zone: A.hand}}
"""


def test_an_alias_in_the_waiting_room_both_readings() -> None:
    r = resolve(loads(BOARD.replace("NAME", "影").replace("EXPECT", BOTH), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_name_itself_asks_nothing() -> None:
    plain = "expect:\n  state: {光.zone: A.hand}\n"
    r = resolve(loads(BOARD.replace("NAME", "光").replace("EXPECT", plain), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]
