"""mc round 61 (s58mcR): 「自軍 / 敵軍パーティが同じ「種族」のユニットだけで構成されている場合」 — the
condition 「対象が…」 had (``same_only``) said of a side's party: that side's units on the terrain of
the ability's card (4.4.1), read on the card (``common.ON_CARD_KINDS``). A unit with several races
matches only if all of them are the same (10.17.2); the units' races are read as they are when the
effect resolves (a race change, 10.16.1, is a cause of the outcome)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import mc_compile, mc_scenario, problems

COND = "{side}パーティが同じ「種族」のユニットだけで構成されている場合、対象に「防御力:+2」を付与する。"
TEXT = "◎[メイン]結束\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n" + COND


@pytest.mark.parametrize(("side", "whose"), [("自軍", "own"), ("敵軍", "enemy")])
def test_compiles_on_the_side(side: str, whose: str) -> None:
    text = TEXT.replace("\\n", "\n").format(side=side)
    assert mc_compile(text).condition == ("party_same_only", (whose, "species"))


def _board(side: str, mate: str, enemy: str = "", defense: int = 5, enemy2: str = "") -> str:
    return mc_scenario(
        a_top="    deck: 20\n    hand: [{name: 紙, type: item}]\n",
        a=(
            "      l2:\n        - {name: 巣, type: terrain, limit: 8}\n"
            f'        - {{name: 竜騎兵, type: unit, level: 2, attack: 3, defense: 3, race: ドラゴン, text: "{TEXT.format(side=side)}"}}\n'
            f"        - {{name: 僚友, type: unit, level: 2, attack: 2, defense: 2, race: {mate}}}\n"
        ),
        b=(
            f"      l2:\n        - {{name: 敵兵, type: unit, level: 1, attack: 1, defense: 1, race: {enemy}}}\n"
            + (
                f"        - {{name: 敵兵二, type: unit, level: 1, attack: 1, defense: 1, race: {enemy2}}}\n"
                if enemy2
                else ""
            )
            if enemy
            else ""
        ),
        rest=(
            "actions:\n  - {do: use, player: A, card: 竜騎兵, cost_cards: [紙]}\n"
            f'expect:\n  state: {{竜騎兵.defense: {defense}}}\n  decided_by: ["4.4.1", "10.17.2"]\n'
        ),
    )


def test_own_party_of_one_race_holds() -> None:
    assert problems(_board("自軍", "ドラゴン")) == []


def test_a_two_race_unit_fails_it() -> None:
    assert problems(_board("自軍", "ドラゴン/ヒューマン", defense=3)) == []


def test_another_race_fails_it() -> None:
    assert problems(_board("自軍", "ヒューマン", defense=3)) == []


def test_enemy_party_on_the_same_terrain() -> None:
    assert problems(_board("敵軍", "ヒューマン", enemy="ゴブリン")) == []
    # B's units on the terrain of the ability's card, its own party aside
    assert problems(_board("敵軍", "ドラゴン", enemy="ゴブリン", enemy2="ゴブリン")) == []
    assert (
        problems(_board("敵軍", "ドラゴン", "ゴブリン", defense=3, enemy2="ゴブリン/オーク")) == []
    )


def test_no_enemy_party_is_not_met() -> None:
    # no party there: made of no units, the condition is false (4.1.13)
    assert problems(_board("敵軍", "ドラゴン", defense=3)) == []
