"""ws round 55 (s52wsT3): 「あなたは相手の手札を見ずに1枚選び、公開させてよい。そのカードのレベルが…なら」
— 見ずに as 見ないで: a choice among the cards of a hidden zone, made without their information
(8.6.3.1.4), the look itself not done; 「公開させ(てよい)」: the card just chosen revealed at the
master's bidding, as by 「公開する」, the optional form the master's option; 「そのカード」 reads it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

PEEK = (
    "【自】 このカードがアタックした時、あなたは相手の手札を見ずに1枚選び、公開させてよい。"
    "そのカードのレベルがこのカードのレベル以上なら、そのターン中、このカードのパワーを＋2500。"
)

BOARD = """\
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 覗, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
    hand:
      - {{name: 低, type: character, level: 0, power: 1000, soul: 1}}
      - {{name: 高, type: character, level: 2, power: 1000, soul: 1}}
    stage:
      center_front: {{name: 受, type: character, level: 1, power: 9000, soul: 1}}
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, choose: {picked}}}
  - {{player: A, choose: yes}}
ask: [覗.power, {picked}.zone]
"""


@pytest.mark.parametrize(("picked", "power"), [("高", 5500), ("低", 3000)])
def test_the_card_chosen_blind_is_read(picked: str, power: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=PEEK, picked=picked), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    state = r.outcome["state"]  # type: ignore[attr-defined]
    assert state["覗.power"] == power
    assert state[f"{picked}.zone"] == "B.hand"  # revealed, it stays in the hand


@pytest.mark.parametrize("said", ["見ずに", "見ないで"])
def test_the_same_choice(said: str) -> None:
    prog = compiled_first(PEEK.replace("見ずに", said), "ws")
    first = prog.steps[0]
    assert first.verb == "choose"
    assert first.target.owner == "opponent" and first.target.zone == "hand"
