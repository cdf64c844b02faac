"""mc (round 54, s51mcT): 「対象が「英雄」を持つ場合」 — 「英雄」 is what a unit has (15.1.1: a hero
is a unit with the hero icon), the same condition as 「対象が「英雄」の場合」; 「持たない」 its negation.
A ○ ability of an item on the unit it is equipped to (4.7.2) raises a hero's attack only."""

from __future__ import annotations

import pytest

from tests.ruling.boards import main_state, mc_run

_ROBE = "○晴れ姿\\n〈対象:このアイテムを装備しているユニット〉\\n対象が「英雄」を{verb}場合、対象を「攻撃力:+1」する。"


@pytest.mark.parametrize(
    ("verb", "hero", "attack"),
    [("持つ", True, 3), ("持つ", False, 2), ("持たない", True, 2), ("持たない", False, 3)],
)
def test_an_item_raises_a_hero_only(verb: str, hero: bool, attack: int) -> None:
    r = mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 6}\n"
        "        - {name: 力士, type: unit, level: 2, attack: 2, defense: 4, item_slots: 1"
        + (", hero: true" if hero else "")
        + "}\n"
        f'        - {{name: 廻し, type: item, equipped_to: 力士, text: "{_ROBE.format(verb=verb)}"}}\n'
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions: []\nask: [力士.attack]\n"
    )
    assert main_state(r, "力士.attack") == attack
