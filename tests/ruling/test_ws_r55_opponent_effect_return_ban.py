"""ws round 55 (s52wsT3): 「このターン、そのキャラは相手の効果で手札と山札に戻らない」 — a ban an effect
puts on a card for a period (8.2.1.2) on each zone named (「XとYに」), on the effects whose master is
the opponent of the effect's master only (1.3.3: the prohibition wins, the move is not done, 1.3.2);
相手の効果で as 相手の効果によって. An effect of the card's own master still moves it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

GUARD = "【起】 あなたは自分のキャラを1枚選び、このターン、そのキャラは相手の効果で手札と山札に戻らない。"

BOARD = """\
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 守, type: character, level: 0, power: 3000, soul: 1, text: "{guard}"}}
  B:
    deck: 10
actions:
{guarded}  - {{do: resolve_text, player: {who}, text: "{move}"}}
choices:
  - {{player: A, choose: 守}}
  - {{player: {who}, choose: 守}}
ask: [守.zone]
"""


def _zone(guarded: bool, who: str, move: str) -> str:
    act = "  - {do: activate, player: A, card: 守}\n" if guarded else ""
    src = WS_HEAD + BOARD.format(guard=GUARD, guarded=act, who=who, move=move)
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return str(r.outcome["state"]["守.zone"])


HAND_B = "相手のキャラを1枚選び、手札に戻す。"
DECK_B = "相手のキャラを1枚選び、山札の上に置く。"


@pytest.mark.parametrize("move", [HAND_B, DECK_B])
def test_the_opponents_effect_does_not_move_it(move: str) -> None:
    assert _zone(True, "B", move) == "A.stage.center_front"
    assert _zone(False, "B", move) != "A.stage.center_front"  # without the ban it moves


def test_the_owners_effect_moves_it() -> None:
    assert _zone(True, "A", "あなたは自分のキャラを1枚選び、手札に戻す。") == "A.hand"


def test_compiled() -> None:
    prog = compiled_first(GUARD, "ws")
    op = prog.steps[-1]
    assert op.stat == "to_hand:opponent|to_deck:opponent"
    assert op.until == "turn"
