"""ws round 54 (s51wsT2): 「この能力は、このカードが舞台に置かれたターン中には使えない」 — a restriction
the card's text adds to when its activated ability may be played (1.3.1, read as it is played,
8.6.2.1): not in the turn the card was put onto the stage, from whichever zone (「このカードが手札から
舞台に置かれたターン」 names the zone; with none, any zone outside the stage). 中 printed before には
is not doubled (the shared ``use_requirement``); the same turn reads as a condition
(「このカードが舞台に置かれたターン中なら」)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

TEXT = "【起】 あなたは1枚引く。この能力は、このカードが舞台に置かれたターン中には使えない。"

BOARD = """\
players:
  A:
    level: 1
    stock: 3
    deck: 10
    hand:
      - {{name: 新顔, type: character, level: 0, cost: 0, color: yellow, power: 1000, soul: 1, text: "{text}"}}
    stage:
      left_front: {{name: 古株, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: 新顔, slot: center_front}}
  - {{do: activate, player: A, card: {card}}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("card", "hand"),
    [
        ("新顔", 0),  # put onto the stage this turn: not used, nothing drawn
        ("古株", 1),  # on the stage before this turn: used, one card drawn
    ],
)
def test_not_used_in_the_turn_the_card_entered(card: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=TEXT, card=card), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand


def test_the_entered_turn_from_any_zone_as_a_condition() -> None:
    prog = compiled_first(
        "【自】 このカードがアタックした時、このカードが舞台に置かれたターン中なら、あなたは1枚引く。",
        "ws",
    )
    assert prog.cond.what == "entered" and dict(prog.cond.detail)["zones"] == ("any",)
