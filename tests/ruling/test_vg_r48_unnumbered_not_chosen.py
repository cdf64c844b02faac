"""Round 48 (s45vgF): 「そのターン中、相手のヴァンガードのパワー－5000。」 names its unit with no number: like
「すべて」, it does not choose (7.50.1.2), so 「相手の効果に選ばれない」 (7.50.2) does not keep the unit out — the
value change says so, citing both (``restrictions.not_chosen_noted``)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 呪詛の竜, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 聖騎士, grade: 3, power: 13000, text: "【永】【(V)】：このユニットは相手の効果に選ばれない。"}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "そのターン中、相手のヴァンガードのパワー－5000。"}
expect:
  state: {聖騎士.power: 8000}
  decided_by: ["7.50.1.2", "7.50.2"]
"""


def test_unnumbered_description_is_not_a_choice() -> None:
    assert not (got := check_expect(resolve(loads(BOARD, "t.yaml")))), got
