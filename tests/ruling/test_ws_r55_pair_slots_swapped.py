"""ws round 55 (s52wsT2): 「あなたは自分の前列のキャラを2枚選び、その2枚の枠を入れ替える」 — the
slots of the two cards just chosen swapped: the two swap places, as the bare 「…2枚選び、入れ替え
る」 (``swap_chosen_pair``)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      left_front: {{name: 左, type: character, level: 0, power: 1000}}
      right_front: {{name: 右, type: character, level: 0, power: 2000}}
      left_back: {{name: 係, type: character, level: 0, power: 500, text: "{text}"}}
  B: {{deck: 10}}
actions:
  - {{do: activate, card: 係}}
"""


@pytest.mark.parametrize("obj", ["その2枚の枠を", "それらのキャラの枠を", ""])
def test_the_two_swap_places(obj: str) -> None:
    text = f"【起】［このカードを【レスト】する］ あなたは自分の前列のキャラを2枚選び、{obj}入れ替える。"
    r = resolve(loads(BOARD.format(text=text), "t.yaml"))
    assert not unsupported(r)
    z = r.main.final.players["A"].zones
    assert [c.name for c in z["stage.left_front"]] == ["右"]
    assert [c.name for c in z["stage.right_front"]] == ["左"]
