"""ws round 58 (s55wsC): 「(相手のターン中、)このカードは《管楽器》を持つキャラとしても扱う」 — 《X》
names the cards that have that trait (2.5.3): the card is treated as having it besides its own
traits (2.5.1), while the continuous ability applies (its condition, 8.1.1.3)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: {turn}, number: 5, phase: main, first_player: B}}
players:
  A:
    stage:
      left_back: {{name: 奏者, type: character, level: 0, power: 1000, soul: 1, traits: [音楽], text: "{text}"}}
      right_front: {{name: 観測者, type: character, level: 0, power: 5000, soul: 1, text: "【永】 他のあなたの《管楽器》のキャラがいるなら、このカードのパワーを＋1000。"}}
    deck: 10
  B:
    deck: 10
actions: []
ask: [観測者.power]
"""


@pytest.mark.parametrize(
    ("text", "turn", "power"),
    [
        ("【永】 このカードは《管楽器》を持つキャラとしても扱う。", "A", 6000),
        ("【永】 相手のターン中、このカードは《管楽器》を持つキャラとしても扱う。", "B", 6000),
        ("【永】 相手のターン中、このカードは《管楽器》を持つキャラとしても扱う。", "A", 5000),
        ("【永】 このカードは《弦楽器》を持つキャラとしても扱う。", "A", 5000),
    ],
)
def test_treated_as_having_the_trait(text: str, turn: str, power: int) -> None:
    r = resolve(loads(BOARD.format(text=text, turn=turn)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == power


def test_its_own_traits_stay() -> None:
    """The trait is had besides the card's own: 《音楽》 still describes it."""
    text = "【永】 このカードは《管楽器》を持つキャラとしても扱う。"
    board = BOARD.format(text=text, turn="A").replace(
        "《管楽器》のキャラがいる", "《音楽》のキャラがいる"
    )
    r = resolve(loads(board))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == 6000
