"""ws round 55 (s52wsT): 「そのアタックがそのターンのN回目(以降)のアタックなら」 in an 「アタックした時」
ability: the attack being made is the n-th (or a later one, 以降) declared this turn (7.1.1: the
count starts anew each turn), as 「このターンN回目のアタック中なら」."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state, unsupported

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 6, phase: attack, first_player: A}}
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 先鋒, type: character, level: 0, power: 1000, soul: 1}}
      right_front: {{name: 見習い, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
  B:
    deck: 20
actions:
{actions}
ask: [見習い.power]
"""
FIRST = "  - {do: attack, player: A, slot: center_front, kind: direct}\n"
MINE = "  - {do: attack, player: A, slot: right_front, kind: direct}\n"
LATER = "【自】 このカードがアタックした時、そのアタックがそのターンの2回目以降のアタックなら、そのターン中、このカードのパワーを＋2000。"
ONLY_FIRST = "【自】 このカードがアタックした時、そのアタックがこのターンの1回目のアタックなら、そのターン中、このカードのパワーを＋2000。"


@pytest.mark.parametrize(
    ("text", "actions", "power"),
    [
        (LATER, MINE, 1000),
        (LATER, FIRST + MINE, 3000),
        (ONLY_FIRST, MINE, 3000),
        (ONLY_FIRST, FIRST + MINE, 1000),
    ],
)
def test_nth_attack_of_that_attack(text: str, actions: str, power: int) -> None:
    r = resolve(loads(BOARD.format(text=text, actions=actions.rstrip("\n")), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert main_state(r, "見習い.power") == power
