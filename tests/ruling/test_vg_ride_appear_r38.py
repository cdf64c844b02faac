"""「このユニットがライドして登場した時」 with no unit or zone it rode from (round 38, issue 12):
its appearance on the vanguard circle by a ride (6.3.4; 7.17.1 登場) — triggered by a ride of
this card, not by a call of it to a rear-guard circle."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

TEXT = "【自】：このユニットがライドして登場した時、１枚引く。"
BOARD = """\
game: vg
title: t
turn: {{player: A, number: 3, first_player: A}}
players:
  A:
    vanguard: {{name: 前, type: normal, grade: 1}}
    hand: [{{name: 次, type: normal, grade: {grade}, text: "{text}"}}]
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 1}}, deck: 10}}
actions:
{action}
"""


def _hand(action: str, grade: int = 2) -> int:
    r = resolve(loads(BOARD.format(grade=grade, text=TEXT, action=action), "t.yaml"))
    return len(r.main.final.players["A"].zones["hand"])


def test_riding_it_draws() -> None:
    assert _hand("  - {do: ride_phase, card: 次}") == 1  # ridden from the hand, one drawn


def test_neighbour_calling_it_does_not() -> None:
    called = "  - do: main_phase\n    actions:\n      - {do: call, card: 次, circle: left_front}"
    assert _hand(called, grade=1) == 0
