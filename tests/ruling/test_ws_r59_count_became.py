"""ws round 59 (s56wsC): 「あなたの手札が0枚になった時」 — the number of cards in a player's zone became N:
met by a move that leaves N cards there where there were not N before it (8.1.1.2.1)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    hand:
      - {{name: 号外, type: event, level: 0, cost: 0, text: "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。"}}
{more}
    stage:
      center_front: {{name: 空手, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
    deck: [{{name: 一, type: character, level: 0}}, 10]
  B:
    deck: 10
actions:
  - {{do: play, card: 号外}}
choices:
  - {{player: A, at: choose, choose: 空手}}
ask: [一.zone]
"""

TEXT = "【自】 あなたの手札が0枚になった時、あなたは1枚引く。"


@pytest.mark.parametrize(
    "more,zone",
    [("", "A.hand"), ("      - {name: 残り, type: character, level: 0}", "A.deck")],
)
def test_the_hand_emptied(more: str, zone: str) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=TEXT, more=more)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["一.zone"] == zone


def test_the_opponents_hand_is_not_yours() -> None:
    text = "【自】 相手の手札が0枚になった時、あなたは1枚引く。"
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, more="")))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["一.zone"] == "A.deck"
