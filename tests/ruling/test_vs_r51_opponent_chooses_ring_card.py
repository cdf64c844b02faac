"""Round 51: 「相手は自分のリングのカードを選び、自分のリタイヤ置場に置く」 — the player the text
names chooses (8.5.4): the master's opponent chooses its own ring card, and the trace names it
as the chooser (it named the master)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 8, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 甲, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 乙, level: 2, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手は自分のリングのカードを選び、自分のリタイヤ置場に置く。"}
  B:
    deck: 10
    ring: {name: 丙, level: 1, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 乙}
expect:
  state: {丙.zone: B.retire}
"""


def test_the_opponent_is_named_as_the_chooser() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    steps = list(r.main.trace.steps)
    chose = [s.ja for s in steps if "丙 を選ぶ" in (s.ja or "")]
    assert chose == ["B は 丙 を選ぶ"]
