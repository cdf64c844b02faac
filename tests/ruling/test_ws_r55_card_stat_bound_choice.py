"""ws round 55 (s52wsT2): 「あなたはこのカードのレベル以下の相手のキャラを1枚選び」 — a choice among
the cards whose value is at most that value of a card a reference names: as 「レベルＸ以下の…。Ｘは
このカードのレベルに等しい」, worked out when the choice is made (8.6.3)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported, ws_compile

TEXT = (
    "【自】 このカードが手札から舞台に置かれた時、あなたはこのカードのレベル以下の相手のキャラを"
    "1枚選び、【レスト】する。"
)


def test_compiled_as_a_stat_filter_with_x() -> None:
    choose = ws_compile(TEXT).steps[0]
    assert choose.verb == "choose" and dict(choose.target.detail)["stat_x"] == ("level", "le")


BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: {level}
    stock: 5
    clock: [{{name: c1, color: yellow}}]
    hand:
      - {{name: 甲, type: character, level: {level}, cost: 0, color: yellow, power: 3000, text: "{text}"}}
    deck: 10
  B:
    deck: 10
    stage:
      left_front: {{name: 高, type: character, level: 2, power: 5000}}
      right_front: {{name: 低, type: character, level: 1, power: 5000}}
actions:
  - {{do: play, card: 甲, slot: center_front}}
"""


def _orients(level: int) -> tuple[str, str]:
    r = resolve(loads(BOARD.format(level=level, text=TEXT), "t.yaml"))
    assert not unsupported(r)
    f = r.main.final.players["B"].zones
    return f["stage.left_front"][0].orientation, f["stage.right_front"][0].orientation


@pytest.mark.parametrize(("level", "rested"), [(1, ("stand", "rest")), (0, ("stand", "stand"))])
def test_only_cards_at_most_that_level(level: int, rested: tuple[str, str]) -> None:
    assert _orients(level) == rested
