"""ws round 55 (s52wsR): in the encore step, a reversed character of the non-turn player that an
ability took off the stage before 7.7.1.3 came is not put into the waiting room by the step: the
step read (7.7.1.3, nothing reversed left) is a reason of where that card stays."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided

SRC = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    stage:
      center_front: {name: 灯, type: character, level: 0, power: 1000, soul: 1, state: reverse,
                     text: "【自】 このカードが舞台から控え室に置かれた時、あなたは相手のリバースしているキャラを1枚選び、手札に戻す。"}
    deck: 10
  B:
    stage:
      center_front: {name: 少年, type: character, level: 0, power: 1000, soul: 1, state: reverse}
    deck: 10
actions:
  - {do: encore_step}
choices:
  - {player: A, choose: 少年}
ask: [少年.zone]
"""


def test_gone_card_rests_on_the_empty_step() -> None:
    r = resolve(loads(SRC))
    assert r.outcome["state"]["少年.zone"] == "B.hand"
    assert {"7.7.1.3", "8.8.1"} <= decided(r)
