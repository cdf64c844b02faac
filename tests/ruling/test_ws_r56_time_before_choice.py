"""ws round 56 (s53wsC): 「そのターン中、…を1枚選び、ソウルを＋1」 — a choice is made at once and
lasts no time: the duration printed before it is the lasting step's, as 「…を1枚選び、そのターン中、
ソウルを＋1」."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BEFORE = "【起】［(1)］ そのターン中、このカードの前のあなたのキャラを1枚選び、ソウルを＋1。"
AFTER = "【起】［(1)］ このカードの前のあなたのキャラを1枚選び、そのターン中、ソウルを＋1。"

BOARD = f"""
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stock: 1
    stage:
      left_back: {{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{BEFORE}"}}
      left_front: {{name: 前, type: character, level: 0, power: 3000, soul: 1}}
      right_front: {{name: 横, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    deck: 10
actions:
  - {{do: activate, player: A, card: 番人}}
ask: [前.soul, 横.soul]
"""


def test_the_same_program_as_the_duration_after_the_choice() -> None:
    (before,) = _abilities("ws", BEFORE, None)
    (after,) = _abilities("ws", AFTER, None)
    assert before.supported
    assert before.program == after.program


def test_the_character_in_front_gains_soul() -> None:
    r = resolve(loads(BOARD))
    assert not unsupported(r)
    assert r.outcome["state"]["前.soul"] == 2
    assert r.outcome["state"]["横.soul"] == 1
