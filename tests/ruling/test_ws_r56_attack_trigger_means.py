"""ws round 56 (s53wsC): 「このカードのアタックでクライマックスがトリガーした時」 — the trigger check of
the attack this card makes (7.3.1; 「このカードの攻撃中に実行されるトリガーチェック」, 7.3.1.2.3.1),
read as 「このカードのトリガーチェックでクライマックスがでた時」: a climax checked in another
character's attack, or a character checked in its own, does not trigger it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

_TEXT = "【自】 このカードのアタックでクライマックスがトリガーした時、あなたは1枚引く。"

_BASE = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    stock: 0
    deck: [{{name: 合図, type: {kind}, trigger: [soul]}}, 9]
    stage:
      center_front: {{name: 狙撃手, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
      left_front: {{name: 僚友, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: 10
actions:
  - {{player: A, do: attack, slot: {slot}}}
expect:
  triggered: {{狙撃手: {n}}}
"""


@pytest.mark.parametrize(
    ("kind", "slot", "n"),
    [("climax", "center_front", 1), ("climax", "left_front", 0), ("character", "center_front", 0)],
)
def test_only_a_climax_of_its_own_attack_trigger_check(kind: str, slot: str, n: int) -> None:
    r = resolve(loads(_BASE.format(kind=kind, slot=slot, n=n, text=_TEXT)))
    assert check_expect(r) == []
    assert not unsupported(r)
