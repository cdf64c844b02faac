"""ws round 58 (s55wsC2): 「このカードが舞台から控え室に置かれた時、このカードが《X》を持っていたな
ら」 — what this card had on the stage it left, its last-known information there (8.7.4.1.2): a
trait given by another card's continuous ability counts, though the card in the waiting room has
it no longer. In an ability not triggered by that leaving it is refused (nothing says when)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import unsupported

TEXT = "【自】 このカードが舞台から控え室に置かれた時、このカードが《楽団》を持っていたなら、あなたは1枚引く。"

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    stage:
      center_front: {{name: 奏者, type: character, level: 0, power: 1000, soul: 1, traits: {traits}, text: "{text}"}}
      left_back: {{name: 指揮役, type: character, level: 0, power: 1000, soul: 1, text: "{giver}"}}
    hand: [{{name: 新顔, type: character, level: 0, cost: 0, power: 1000, soul: 1}}]
    deck: 10
  B:
    deck: 10
actions:
  - {{player: A, do: play, card: 新顔, slot: center_front}}
ask: [A.hand, 奏者.zone]
"""

GIVER = "【永】 他のあなたのキャラすべてに、《楽団》を与える。"


@pytest.mark.parametrize(
    ("traits", "giver", "drawn"),
    [("[楽団]", "", 1), ("[]", GIVER, 1), ("[]", "", 0), ("[音楽]", "", 0)],
)
def test_the_trait_it_had_on_the_stage(traits: str, giver: str, drawn: int) -> None:
    r = resolve(loads(BOARD.format(traits=traits, text=TEXT, giver=giver)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["奏者.zone"] == "A.waiting_room"
    assert r.outcome["state"]["A.hand"] == drawn
    if drawn:
        assert "8.7.4.1.2" in r.decided_by


def test_refused_outside_a_leaving_trigger() -> None:
    text = (
        "【自】 このカードがアタックした時、このカードが《楽団》を持っていたなら、あなたは1枚引く。"
    )
    (ab,) = abilities_of("ws", Card(uid="x", owner="A", name="t", text=text))
    assert not ab.supported
