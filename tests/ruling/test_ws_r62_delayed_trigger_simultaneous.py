"""A delayed trigger with no period whose event happens twice at one moment (round 62, s59cowsR,
from ws r62_029): two characters reversed at once in a battle (7.6.1.2) meet 「次にキャラが
【リバース】した時」 — once (8.7.5.1 「一度だけ」) or twice (8.7.2.1), the text does not settle:
ws.unsettled delayed_trigger_simultaneous, both readings run (the second pending still resolves
under each_event). One character reversed: no point."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: ws
title: a minimal case
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 15
    level: [{name: 覚書, type: character, level: 0, color: BLUE}]
    clock: [{name: 切れ端, type: character, level: 0, color: BLUE}]
    stock: 1
    hand:
      - {name: 誓い, type: event, level: 1, cost: 1, color: BLUE, text: "このターン中、次にキャラが【リバース】した時、あなたは1枚引く。"}
      - 2
    stage:
      center_front: {name: 剣士, type: character, level: 1, cost: 1, power: %d, soul: 1, color: BLUE}
  B:
    deck: 15
    stage:
      center_front: {name: 盾, type: character, level: 1, cost: 1, power: 4000, soul: 1, color: RED}
actions:
  - {do: play, card: 誓い}
  - {do: attack, slot: center_front, kind: front}
ask: [A.hand]
"""


def _hands(r: object) -> dict[str, int]:
    return {
        next(c.option for c in lf.choices if c.reading): lf.outcome["state"]["A.hand"]
        for lf in r.leaves + r.alternates  # type: ignore[attr-defined]
        if any(c.reading for c in lf.choices)
    }


def test_two_reversed_at_once_run_both_readings() -> None:
    r = resolve(loads(BOARD % 4000))
    assert _hands(r) == {"once": 3, "each_event": 4}


def test_one_reversed_raises_no_point() -> None:
    r = resolve(loads(BOARD % 5000))
    assert not _hands(r)
    assert r.outcome["state"]["A.hand"] == 3
