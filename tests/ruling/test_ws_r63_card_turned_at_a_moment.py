"""Round 63 (s60wsC): 「…キャラを1枚選び、【スタンド】する。そのキャラは次のあなたのアンコールステップの
始めに、【レスト】する。」 (cards_r62 SRZ/S621-030; refused before as "an effect whose subject is a
card (rest.final)"): 「そのキャラは【レスト】する」 is putting that card in the rest state (4.6.1.2:
「【レスト】する」), as 「そのキャラを【レスト】する」 — and a moment printed after the step's topic
(「そのキャラは次の…の始めに、」) marks the same delayed ability (8.7.5) as one printed before it
(``abilities._timing_out``): the card is rested when the master's next encore step starts."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile

PICK = "【起】［(1)］ あなたは自分の【レスト】しているキャラを1枚選び、【スタンド】する。"
PRINTED = PICK + "そのキャラは次のあなたのアンコールステップの始めに、【レスト】する。"
BEFORE = PICK + "次のあなたのアンコールステップの始めに、あなたはそのキャラを【レスト】する。"
NOW = PICK + "そのキャラは【レスト】する。"


def test_the_same_program_as_the_moment_printed_first() -> None:
    assert ws_compile(PRINTED) == ws_compile(BEFORE)
    assert [o.verb for o in ws_compile(PRINTED).steps] == ["choose", "orient", "delay"]


def test_a_card_rested_now() -> None:
    steps = ws_compile(NOW).steps
    assert [(o.verb, o.orientation) for o in steps[1:]] == [("orient", "stand"), ("orient", "rest")]


BOARD = """
game: ws
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    level: 1
    stock: 3
    stage:
      center_front: {{name: 主, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
      left_front: {{name: 休, type: character, level: 0, power: 3000, soul: 1, state: rest}}
    deck: 10
  B:
    deck: 10
actions:
  - {{do: activate, player: A, card: 主}}
{more}ask: [A.left_front]
"""


@pytest.mark.parametrize(
    ("more", "slot"),
    [
        ("", ["休"]),  # stood by the effect, not yet rested
        ("  - {do: encore_step}\n", ["休(rest)"]),  # rested as the encore step starts
    ],
)
def test_rested_when_the_encore_step_starts(more: str, slot: list[str]) -> None:
    r = resolve(loads(BOARD.format(text=PRINTED, more=more)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.left_front"] == slot
