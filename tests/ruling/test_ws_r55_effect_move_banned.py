"""ws round 55 (s52wsR): a move of a character from its slot to another slot by an effect (the
action ``move`` to a slot) is not done when 「このカードは他の枠に動かせない」 / 「前列に動かせない」
is in force on it (1.3.3), as the main phase's move is not; a move out of the stage is no move
to another slot and is done."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided

BOARD = """\
players:
  A:
    stage:
      left_back: {{name: 大樹, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: move, card: 大樹, to: {to}}}
ask: [大樹.zone]
"""
STAY = "【永】 このカードは他の枠に動かせない。"
NOT_FRONT = "【永】 このカードは前列に動かせない。"


@pytest.mark.parametrize(
    ("text", "to", "zone", "refused"),
    [
        (STAY, "left_front", "A.stage.left_back", True),
        (NOT_FRONT, "left_front", "A.stage.left_back", True),
        (NOT_FRONT, "right_back", "A.stage.right_back", False),
        (STAY, "waiting_room", "A.waiting_room", False),
        ("", "left_front", "A.stage.left_front", False),
    ],
)
def test_effect_move_to_another_slot(text: str, to: str, zone: str, refused: bool) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(text=text, to=to)))
    assert r.outcome["state"]["大樹.zone"] == zone
    assert ("1.3.3" in decided(r)) == refused
