"""「この効果で控え室に置かれたカード1枚につき」 after the effect's damage (round 61, s58wsR): the
cards the damage processing revealed or moved (a damage cancel's waiting room, 4.10.1.2) are not
among the cards the effect put there (4.10.3) — the per-count cites it; a count of cards the effect
itself moved does not."""

from __future__ import annotations

from typing import Any

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, main_state, unsupported

DAMAGE = (
    "相手に2ダメージを与える。その後、この効果で控え室に置かれたカード1枚につき、あなたは1枚引く。"
)
MILL = "相手の山札の上から2枚を控え室に置く。その後、この効果で控え室に置かれたカード1枚につき、あなたは1枚引く。"


def _run(text: str) -> Any:
    return resolve(
        loads(f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    level: 1
    clock: [{{name: 赤, type: character, color: red}}]
    stock: 1
    hand:
      - {{name: 札, type: event, level: 1, cost: 1, color: red, text: "{text}"}}
    deck: 10
  B:
    deck: [{{name: 枝, type: character, level: 0}}, {{name: 宴, type: climax, trigger: soul}}, 10]
actions:
  - {{do: play, card: 札}}
ask: [A.hand, B.waiting_room, B.clock]
""")
    )


def test_damage_cancel_cards_are_not_counted() -> None:
    r = _run(DAMAGE)
    assert not unsupported(r)
    assert main_state(r, "B.waiting_room") == 2 and main_state(r, "B.clock") == 0
    assert main_state(r, "A.hand") == 0
    assert {"4.10.1.2", "4.10.3"} <= decided(r)


def test_cards_the_effect_moved_are_counted() -> None:
    r = _run(MILL)
    assert not unsupported(r)
    assert main_state(r, "B.waiting_room") == 2
    assert main_state(r, "A.hand") == 2
    assert "4.10.3" not in decided(r)
