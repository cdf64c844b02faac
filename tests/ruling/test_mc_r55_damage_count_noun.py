"""mc round 55 (s52mcT), issue 12: 「対象にnダメージ。」 — the noun predicate with a count of
damage (「nダメージ」, no 【】), read as 「対象にnダメージを与える。」 as the keyword form
「対象に【n】ダメージ。」 is (10.17.1's example prints the noun predicate); with a step's own
condition on each target (4.7.2) and after 「代わりに」 (4.7.3)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

get_game("mc")


def _board(effect: str, target: str, expect: str) -> str:
    text = f"◎[メイン]x\\n〈コスト:手札1枚破棄/対象:{target}〉\\n{effect}"
    return mc_scenario(
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 術士, type: unit, level: 2, attack: 1, defense: 5, race: [人間], text: "{text}"}}
        - {{name: 骸骨, type: unit, level: 1, attack: 1, defense: 5, race: [アンデッド]}}
        - {{name: 兵士, type: unit, level: 1, attack: 1, defense: 5, race: [人間]}}
""",
        a_top="    deck: 20\n    hand: [{name: 石, type: unit, level: 1}]\n",
        rest=f"""\
actions:
  - {{do: use, card: 術士, target: {"兵士" if "1体" in target else "[術士, 骸骨, 兵士]"}, cost_cards: [石]}}
expect:
  state: {{{expect}}}
""",
        turn="{player: A, number: 5, phase: main, first_player: A}",
    )


@pytest.mark.parametrize("n", [1, 2, 3])
def test_the_count_noun_compiles_and_deals_n(n: int) -> None:
    (ab,) = _abilities("mc", f"◎[メイン]x\n〈対象:ユニット1体〉\n対象に{n}ダメージ。", "unit")
    assert ab.supported, ab.reason
    assert problems(_board(f"対象に{n}ダメージ。", "ユニット1体", f"兵士.damage: {n}")) == []


def test_a_condition_on_each_target() -> None:
    """Only the targets that are not アンデッド are dealt the damage."""
    text = _board(
        "対象が「種族:アンデッド」でない場合、対象に1ダメージ。",
        "ユニットすべて",
        "兵士.damage: 1, 術士.damage: 1, 骸骨.damage: 0",
    )
    assert problems(text) == []
    assert "10.10.10" in resolve(loads(text)).decided_by


@pytest.mark.parametrize(
    ("race", "state"),
    [("アンデッド", "兵士.damage: 0, 兵士.attack: 2"), ("人間", "兵士.damage: 1, 兵士.attack: 1")],
)
def test_instead_of_the_step_before(race: str, state: str) -> None:
    """「対象を「攻撃力:+1」する。対象が「種族:X」の場合、代わりに対象に1ダメージ。」: the damage
    replaces the raise when the target (兵士, 人間) is of that race only."""
    text = _board(
        f"対象を「攻撃力:+1」する。対象が「種族:{race}」の場合、代わりに対象に1ダメージ。",
        "ユニット1体",
        state,
    )
    assert problems(text) == []
