"""mc round 50 (s47mcA): 「対象が「種族:X」かつ「レベル:n以上」 / 「リミット:n以上」の場合」 — a part of a
かつ condition (4.7.7) bounding a value in quotes. 「リミット」 is a terrain card's value (2.1.26.1):
asked of a unit it is not defined, so false (4.1.13), and with かつ the whole condition fails."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

get_game("mc")


def _text(part: str) -> str:
    return (
        "◎[メイン]竜の誇り\\n〈コスト:手札1枚破棄/対象:ユニット1体〉\\n"
        f"対象が「種族:ドラゴン」かつ「{part}」の場合、対象に「攻撃力:+2」を付与する。"
    )


def test_it_compiles_to_both_parts() -> None:
    (ab,) = _abilities("mc", _text("リミット:6以上").replace("\\n", "\n"), "unit")
    assert ab.supported, ab.reason
    assert ab.program.condition == ("and", (("species", ("ドラゴン",)), ("limit", (">=", 6))))
    (ab,) = _abilities("mc", _text("レベル:3以上").replace("\\n", "\n"), "unit")
    assert ab.program.condition == (
        "and",
        (("species", ("ドラゴン",)), ("stat", ("level", ">=", 3))),
    )


@pytest.mark.parametrize(
    ("part", "attack", "cited"),
    [("リミット:6以上", 3, "4.1.13"), ("レベル:3以上", 5, "4.7.7"), ("レベル:4以上", 3, "4.7.7")],
)
def test_on_a_board(part: str, attack: int, cited: str) -> None:
    """飛竜 (ドラゴン, level 3): a limit it does not have fails the condition; a level bound is
    read on it."""
    unit = f'{{name: 竜使い, type: unit, level: 2, attack: 1, defense: 3, text: "{_text(part)}"}}'
    text = mc_scenario(
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {unit}
        - {{name: 飛竜, type: unit, level: 3, attack: 3, defense: 3, race: [ドラゴン]}}
""",
        a_top="    deck: 20\n    hand: [{name: 石, type: unit, level: 1}]\n",
        rest=f"""\
actions:
  - {{do: use, card: 竜使い, target: 飛竜, cost_cards: [石]}}
expect:
  state: {{飛竜.attack: {attack}, 石.zone: A.discard}}
""",
        turn="{player: A, number: 5, phase: main, first_player: A}",
    )
    assert problems(text) == []
    r = resolve(loads(text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert cited in r.decided_by
