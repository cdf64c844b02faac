"""Round 46: an activated technique printed as a cost and nothing more (「[ベンチ][このカードをレスト
する]」) — using it pays the cost (2.14.9: the cost is part of the text; 8.5.1.3.2) or nothing
happens at all (2.14.3 「その技は何も起こしません」): the audit's empty_technique_cost, both readings
run; a technique with an effect asks nothing."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, title: 歌姫, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, title: アイドル, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]TEXT"}
  B:
    deck: 10
    ring: {name: 美希, title: アイドル, level: 1, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 春香}
EXPECT
"""
BOTH = """expect:
  ambiguous: ["2.14.3"]
  readings:
    - {clauses: ["2.14.3"], state: {春香.state: rest}}
    - {clauses: ["2.14.3"], state: {春香.state: stand}}
"""


def test_empty_text_both_readings() -> None:
    r = resolve(loads(BOARD.replace("TEXT", "").replace("EXPECT", BOTH), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_with_an_effect_nothing_is_asked() -> None:
    plain = "expect:\n  state: {春香.state: rest, A.hand: 1}\n"
    r = resolve(
        loads(BOARD.replace("TEXT", "あなたは1枚引く。").replace("EXPECT", plain), "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]
