"""「他のあなたのキャラがプレイされて舞台に置かれた時」 (round 61, s58wsR): another card put onto
the stage by its play (8.6.2.5.1) — the trigger 「…が舞台に置かれた時」 of that subject, its means
the play. A character put there by an effect does not trigger it; the returned card's own pending
ability is still played (8.7.7)."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, main_state, unsupported, ws_compile

RETURN = "【自】 他のあなたのキャラがプレイされて舞台に置かれた時、そのキャラを手札に戻す。"
DRAW = "【自】 このカードがプレイされて舞台に置かれた時、あなたは1枚引く。"


def _run(action: str, first: str = "") -> Any:
    choices = f"choices:\n  - {{player: A, at: pending_order, choose: {first}}}\n" if first else ""
    text = f"""game: ws
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    level: 1
    clock: [{{name: 赤, type: character, color: red}}]
    hand:
      - {{name: 新, type: character, level: 0, cost: 0, power: 2000, soul: 1, color: red, text: "{DRAW}"}}
    waiting_room:
      - {{name: 控, type: character, level: 0, cost: 0, power: 2000, soul: 1, color: red}}
    deck: 10
    stage:
      center_front: {{name: 書記, type: character, level: 1, power: 5000, soul: 1, color: red, text: "{RETURN}"}}
  B:
    deck: 20
actions:
  - {action}
{choices}ask: [新.zone, 控.zone, A.hand]
"""
    return resolve(loads(text))


def test_compiles_as_a_placed_trigger_by_play() -> None:
    trig = ws_compile(RETURN).trigger
    assert trig.event == "placed" and trig.means == "play" and trig.dst == ("stage",)
    assert trig.subject is not None and trig.subject.ref != "this"


def test_played_other_returned_its_own_pending_ability_still_played() -> None:
    """The return resolved first: the card goes back to the hand; its 「1枚引く」 is still played
    (8.7.7) — hand 0 + 1 + 1."""
    r = _run("{do: play, card: 新, slot: left_front}", first="書記")
    assert not unsupported(r)
    assert main_state(r, "新.zone") == "A.hand"
    assert main_state(r, "A.hand") == 2
    assert {"8.7.7", "8.6.2.5.1"} <= decided(r)


REVIVE = "【起】 ［(0)］ あなたの控え室のキャラを1枚選び、舞台の好きな枠に置く。"


def test_put_by_an_effect_is_not_played() -> None:
    """A character put onto the stage by an ability's effect was not played (8.6.2.5.1 is the
    play's step): the return does not trigger, the card stays on the stage."""
    text = f"""game: ws
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    level: 1
    clock: [{{name: 赤, type: character, color: red}}]
    waiting_room:
      - {{name: 控, type: character, level: 0, cost: 0, power: 2000, soul: 1, color: red}}
    deck: 10
    stage:
      center_front: {{name: 書記, type: character, level: 1, power: 5000, soul: 1, color: red, text: "{RETURN}"}}
      right_front: {{name: 起動, type: character, level: 1, power: 5000, soul: 1, color: red, text: "{REVIVE}"}}
  B:
    deck: 20
actions:
  - {{do: activate, player: A, card: 起動}}
choices:
  - {{player: A, choose: 控}}
  - {{player: A, choose: left_front}}
ask: [控.zone]
"""
    r = resolve(loads(text))
    assert not unsupported(r)
    assert main_state(r, "控.zone") == "A.stage.left_front"
