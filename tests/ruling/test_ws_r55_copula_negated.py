"""ws round 55 (s52wsT): the copula's negative 「…が…でないなら」 holds when its positive does not —
「このカードのバトル相手が《X》でないなら」 (the partner, 7.2.1.5.1, is there and is not one) and
「そのターンがあなたのターンでないなら」 (the turn it is now is not that player's, 6.1.1)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state, unsupported

# B's 5000 character front-attacks A's 1000 one in B's turn (or A's attacks B's in A's turn):
# A's character is reversed (7.2.1.5.2 … battle damage), its text triggers
BOARD = """\
game: ws
title: t
turn: {{player: {turn}, number: 6, phase: attack, first_player: A}}
players:
  A:
    deck: 6
    stage:
      center_front: {{name: 縫子, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
  B:
    deck: 6
    stage:
      center_front: {{name: 相手役, type: character, level: 0, power: 5000, soul: 1, traits: [{trait}]}}
actions:
  - {{do: attack, player: {turn}, slot: center_front, kind: front}}
ask: [縫子.zone, A.hand]
"""
PARTNER = "【自】 このカードが【リバース】した時、このカードのバトル相手が《仕立て》でないなら、あなたは1枚引く。"
TURN = (
    "【自】 このカードが【リバース】した時、そのターンがあなたのターンでないなら、あなたは1枚引く。"
)


def _hand(text: str, trait: str, turn: str = "B") -> int:
    r = resolve(loads(BOARD.format(text=text, trait=trait, turn=turn), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert main_state(r, "縫子.zone") == "A.stage.center_front"
    return int(main_state(r, "A.hand"))


@pytest.mark.parametrize(("trait", "drawn"), [("仕立て", 0), ("鉱山", 1)])
def test_partner_not_of_trait(trait: str, drawn: int) -> None:
    assert _hand(PARTNER, trait) == drawn


@pytest.mark.parametrize(("turn", "drawn"), [("B", 1), ("A", 0)])
def test_turn_not_yours(turn: str, drawn: int) -> None:
    assert _hand(TURN, "鉱山", turn) == drawn
