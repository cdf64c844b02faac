"""mc round 61 (s58mcR): a value declared by card text (「種族:好きな種族」, 4.7.3 / 4.7.3.1) is a
choice by card text too, so ``at: choose`` answers it as ``at: declare`` does — a race no card has
(an open choice, ``Choose.open``) included. The race change (10.16.1) then drops a 【専用】 armour
of the old race (15.4.3.3)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import mc_scenario, problems

TEXT = "◎[メイン]変容の霧\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n対象を「種族:好きな種族」に変更する。"


def _board(at: str, race: str, armour_zone: str) -> str:
    return mc_scenario(
        a_top="    deck: 20\n    hand: [{name: 紙, type: item}]\n",
        a=(
            "      c2:\n        - {name: 丘, type: terrain, limit: 6}\n"
            f'        - {{name: 術師, type: unit, level: 2, attack: 1, defense: 2, text: "{TEXT}"}}\n'
        ),
        b=(
            "      l3:\n        - {name: 神殿, type: terrain, limit: 8}\n"
            "        - {name: 像, type: unit, level: 3, attack: 3, defense: 4, race: ゴーレム, item_slots: 1}\n"
            "        - {name: 鎧, type: item, equip_cost: 1, defense_bonus: 3, equipped_to: 像,"
            ' text: "【専用】「種族:ゴーレム」"}\n'
        ),
        rest=(
            "actions:\n  - {do: use, player: A, card: 術師, target: 像, cost_cards: [紙]}\n"
            f"choices:\n  - {{player: A, at: {at}, choose: {race}}}\n"
            f'expect:\n  state: {{鎧.zone: {armour_zone}, 像.zone: B.l3}}\n  decided_by: ["4.7.3.1", "10.16.1"]\n'
        ),
    )


@pytest.mark.parametrize("at", ["declare", "choose"])
def test_a_race_no_card_has_answered_either_way(at: str) -> None:
    assert problems(_board(at, "鉄竜", "B.discard")) == []


@pytest.mark.parametrize("at", ["declare", "choose"])
def test_the_same_race_keeps_the_armour(at: str) -> None:
    # 10.16.2: a change to the same value is not applied; the armour stays proper
    board = _board(at, "ゴーレム", "B.l3").replace('"4.7.3.1", "10.16.1"', '"4.7.3.1", "10.16.2"')
    assert problems(board) == []
