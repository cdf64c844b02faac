"""ws round 57 (s54wsC): 「このカードのトリガーチェックで、CXがめくられた時」 — the trigger check flips
the deck's top card (7.3.1.2): read as 「このカードのトリガーチェックでCXがでた時」 (the trigger check of
the attack this card makes, 7.3.1), another character's check not it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_TEXT = "【自】 このカードのトリガーチェックで、CXがめくられた時、あなたは1枚引く。"

_BASE = """
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    deck: [{name: 合図, type: climax, trigger: [soul]}, 9]
    stage:
      center_front: {name: 射手, type: character, level: 1, power: 5000, soul: 1, text: "%s"}
      left_front: {name: 僚友, type: character, level: 1, power: 5000, soul: 1}
  B:
    deck: 10
actions:
  - {player: A, do: attack, slot: %s}
expect:
%s
"""


def test_its_own_check_flipping_a_climax() -> None:
    r = resolve(loads(_BASE % (_TEXT, "center_front", "  triggered: {射手: 1}")))
    assert check_expect(r) == []


def test_another_characters_check_does_not() -> None:
    r = resolve(loads(_BASE % (_TEXT, "left_front", "  triggered: {射手: 0}")))
    assert check_expect(r) == []
