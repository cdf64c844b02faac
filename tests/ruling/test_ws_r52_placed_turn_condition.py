"""Round 52 (s49wsB): 「このカードが手札から舞台に置かれたターンなら」 as a condition — this is the
turn this card was put onto the stage from the hand (and it stayed there: a card that leaves the
stage is a new card, 3.1.4), read as the trigger 「…ターン中、…時」 is (``entered``):
``Cond("entered")``."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import ws_compile, zone_names

TEXT = "【自】 このカードのアタックの終わりに、このカードが手札から舞台に置かれたターンなら、あなたは1枚引く。"

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    hand: {hand}
    deck: [{{name: 山1, type: character, level: 0}}, {{name: 山2, type: character}}, 8]
    stage: {stage}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 相手役, type: character, level: 0, power: 1000, soul: 1}}
actions:
{actions}  - {{do: attack, slot: center_front, kind: front}}
"""

CARD = (
    "{name: 新顔, type: character, level: 0, cost: 0, power: 9000, soul: 1, color: YELLOW, "
    f'text: "{TEXT}"}}'
)


def test_compiles_to_the_entered_condition() -> None:
    prog = ws_compile(TEXT)
    assert prog.cond is not None and prog.cond.what == "entered"
    assert dict(prog.cond.detail)["zones"] == ("hand",)


def test_holds_in_the_turn_it_was_played() -> None:
    played = BOARD.format(
        hand=f"[{CARD}]", stage="{}", actions="  - {do: play, card: 新顔, slot: center_front}\n"
    )
    r = resolve(loads(played, "t.yaml"))
    assert zone_names(r, "A", "hand") == ["山2"]  # the trigger check took 山1


def test_does_not_hold_for_a_card_there_since_an_earlier_turn() -> None:
    earlier = BOARD.format(hand="[]", stage=f"{{center_front: {CARD}}}", actions="")
    r = resolve(loads(earlier, "t.yaml"))
    assert zone_names(r, "A", "hand") == []
