"""Round 46: a surprise whose technique was cancelled — 12.3.1.1 leaves it face up in the surprise
zone, 9.7.1's rule process moves such a card to the waiting room: the audit's
cancelled_surprise_kept, both readings run (the engine's: 9.7.1 applies)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A}
players:
  A:
    deck: 10
    hand:
      - {name: 真, title: アイドル, level: 1, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}
    ring: {name: 千早, title: 歌姫, level: 1, ap: 3000, dp: 2000}
    bench:
      left: {name: 律子, title: プロデューサー, level: 1, ap: 1000, dp: 1000}
  B:
    deck: [{name: 雪歩, title: アイドル, level: 1, ap: 1000, dp: 2000}, 5]
    surprise:
      - {name: 罠, title: 策士, level: 1, ap: 1000, dp: 1000, text: "{surprise}[あなたのリングのカードがアタックされた時]→あなたのリングのカードを+0/+2000。"}
    ring: {name: 美希, title: アイドル, level: 1, ap: 2000, dp: 2000}
actions:
  - {do: attack, support: 律子}
choices:
  - {player: B, at: surprise, choose: "yes"}
  - {player: A, at: cancel, choose: 真}
expect:
  state: {美希.zone: B.retire}
  ambiguous: ["12.3.1.1", "9.7.1"]
  readings:
    - {clauses: ["12.3.1.1"], state: {罠.zone: B.waiting}}
    - {clauses: ["12.3.1.1"], state: {罠.zone: B.surprise}}
"""


def test_both_readings() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
