"""mc round 61 (s58mcR): a unit on a proxy terrain (5.1.2.20.1: its card's content hidden — a
terrain flipped by a ▽ cost, 14.8.3, or given ``proxy: true``) whose card prints a ○ on the value
asked: the ○ is not in force and the value cites 5.1.2.20.1 (what it is read without); face up, the
○ applies and 5.1.2.20.1 is not cited."""

from __future__ import annotations

import pytest

from tests.ruling.boards import mc_scenario, problems

SPRING = "○加護\\n〈対象:この地形に存在する自軍ユニットすべて〉\\n対象に「防御力:+1」を付与する。"


def _board(proxy: bool, expect: str) -> str:
    flag = ", proxy: true" if proxy else ""
    return mc_scenario(
        a=(
            f'      r2:\n        - {{name: 泉, type: terrain, limit: 4{flag}, text: "{SPRING}"}}\n'
            "        - {name: 守り手, type: unit, level: 2, attack: 2, defense: 2}\n"
        ),
        rest=f"expect:\n{expect}",
    )


@pytest.mark.parametrize(
    ("proxy", "expect"),
    [
        (True, '  state: {守り手.defense: 2}\n  decided_by: ["5.1.2.20.1"]\n'),
        (False, '  state: {守り手.defense: 3}\n  not_decided_by: ["5.1.2.20.1"]\n'),
    ],
)
def test_a_hidden_terrain_s_bonus_is_not_in_force(proxy: bool, expect: str) -> None:
    assert problems(_board(proxy, expect)) == []


def test_a_hidden_terrain_without_such_a_bonus_cites_nothing() -> None:
    board = _board(True, '  state: {守り手.attack: 2}\n  not_decided_by: ["5.1.2.20.1"]\n')
    assert problems(board) == []
