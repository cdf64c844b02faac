"""ws round 59 (s56wsC): a keyword's name printed unquoted, as the rules print the notation
(10.16.2 『分離 / (カード名) [(コスト)]』: 「【自】 分離／翠光のノラ ［(1)］」) is the keyword's name
parameter, the same as 「分離／「翠光のノラ」」."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported

BOARD = """
game: ws
title: t
turn: {{player: A, number: 7, phase: attack}}
players:
  A:
    stage:
      center_front: {{name: 連星機, type: character, level: 2, power: 8000, soul: 2, text: "{text}"}}
    markers: {{center_front: [{{name: 翠光のノラ, type: character, level: 1, power: 6000, soul: 1}}]}}
    level: [1, 1]
    stock: 3
    deck: [{{name: 替えの歯車, type: character, level: 0}}, 20]
  B:
    stage:
      center_front: {{name: 壁, type: character, level: 0, power: 1000, soul: 1}}
    deck: 20
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: optional, choose: yes}}
  - {{player: A, at: slot, choose: right_back}}
ask: [A.right_back, A.markers.right_back, A.stock]
"""


@pytest.mark.parametrize(
    "text", ["【自】 分離／翠光のノラ ［(1)］", "【自】 分離／「翠光のノラ」 ［(1)］"]
)
def test_separate_names_the_marker_quoted_or_not(text: str) -> None:
    r = resolve(loads(BOARD.format(text=text)))
    assert not unsupported(r), unsupported(r)
    st = r.outcome["state"]
    assert st["A.right_back"] == ["翠光のノラ"]
    assert st["A.markers.right_back"] == 1
    assert st["A.stock"] == 3  # 3 + the trigger check (7.3.1.2.3) - the cost (1)
    assert "10.16.2" in r.decided_by


def test_another_marker_is_not_the_named_one() -> None:
    board = BOARD.format(text="【自】 分離／蒼翼のロッタ ［(1)］").replace(
        "ask: [A.right_back,", "ask: [A.markers.center_front, A.right_back,"
    )
    r = resolve(loads(board))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.right_back"] == []
    assert r.outcome["state"]["A.markers.center_front"] == 1
    assert "10.16.4" in r.decided_by
