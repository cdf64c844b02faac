"""ws round 55 (s52wsO): why a change of a slot-relation continuous ability ended for a value asked
(ws/r55_007) — 『応援』 「このカードの前のあなたのキャラすべてに、パワーを＋1000。」 reached the character
in front of it (3.6.5); a swap moved the two (3.6.3) and now it does not: the value asked cites the
relation judged from the slots before the move, the keyword's meaning (10.3.2) and 8.1.1.3 / 8.9.1.
A character the ability never reached cites none of it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided

_BOARD = """
game: ws
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    stage:
      left_front: {name: 前衛, type: character, level: 0, power: 3000, soul: 1}
      right_front: {name: 右衛, type: character, level: 0, power: 3000, soul: 1}
      left_back: {name: 応援役, type: character, level: 1, power: 2000, soul: 1,
                  text: "【永】 応援 このカードの前のあなたのキャラすべてに、パワーを＋1000。"}
    deck: 20
  B:
    stage:
      left_front: {name: 敵, type: character, level: 0, power: 3000, soul: 1}
    deck: 20
actions:
%s
ask: [%s]
"""


def _run(actions: str, ask: str) -> object:
    return resolve(loads(_BOARD % (actions, ask)))


def test_swap_ends_the_boost_and_says_why() -> None:
    r = _run("  - {do: swap, slot: left_front, with: left_back}", "前衛.power")
    assert r.outcome["state"]["前衛.power"] == 3000
    assert {"10.3.2", "3.6.5", "3.6.3", "8.1.1.3"} <= decided(r)


def test_never_reached_cites_nothing_of_it() -> None:
    # the opponent's character facing the moved one: never 「このカードの前のあなたのキャラ」
    r = _run("  - {do: swap, slot: left_front, with: left_back}", "敵.power")
    assert r.outcome["state"]["敵.power"] == 3000
    assert not {"10.3.2", "3.6.5"} & decided(r)


def test_still_reached_is_the_change_itself() -> None:
    r = _run("  - {do: swap, slot: right_front, with: center_front}", "前衛.power")
    assert r.outcome["state"]["前衛.power"] == 4000
    assert "3.6.3" not in decided(r)
