"""ws round 54 (s51wsT1): 「このカードは相手の効果によって、手札に戻らず、山札に置かれない」 — the
「によって、」 set off before a chain of negatives says by what none of them happens (each step takes
it); 「山札に置かれない」 bans the move into the deck (1.3.3: the prohibition wins, the card stays).
The card's own master's effects still move it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    stage:
      left_front: {{name: 守り手, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {{do: resolve_text, player: {who}, text: "{act}"}}
choices:
  - {{player: {who}, at: choose, choose: 守り手}}
ask: [守り手.zone]
"""
BOTH = "【永】 このカードは相手の効果によって、手札に戻らず、山札に置かれない。"
TO_DECK = "あなたは{whose}キャラを1枚選び、山札の上に置く。"
TO_HAND = "あなたは{whose}キャラを1枚選び、手札に戻す。"


@pytest.mark.parametrize(
    ("text", "who", "act", "zone"),
    [
        (BOTH, "B", TO_DECK.format(whose="相手の"), "A.stage.left_front"),
        (BOTH, "B", TO_HAND.format(whose="相手の"), "A.stage.left_front"),
        # its own master's effect: not 相手の効果
        (BOTH, "A", TO_DECK.format(whose="自分の"), "A.deck"),
        # no ban: it goes
        ("", "B", TO_DECK.format(whose="相手の"), "A.deck"),
        (
            "【永】 このカードは山札に置かれない。",
            "A",
            TO_DECK.format(whose="自分の"),
            "A.stage.left_front",
        ),
    ],
)
def test_not_into_the_deck(text: str, who: str, act: str, zone: str) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, who=who, act=act), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["守り手.zone"] == zone
