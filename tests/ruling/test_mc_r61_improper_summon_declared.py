"""mc round 61 (s58mcR): the point ``improper_summon_declared`` (12.2.7.2 against 12.2.7.4.1 /
12.2.7.4.3): a summon over the terrain's limit — 12.2.7.2 says it 「宣言できません」, the procedure
declares it (12.2.7.4.1: 「普通召喚宣言時」 comes) and checks the terrain after the check step
(12.2.7.4.3). Raised only where a ● ability on the battlefield watches the declaration and the
limit refuses the summon; both readings run (declared: the ● replenishes; not declared: nothing
triggers). The summon is refused either way."""

from __future__ import annotations

import pytest

from ruling.resolve import raised_points, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

CRIER = "●[自軍ターン]触れ回り\\n〈発揮:普通召喚宣言時〉\\nカードを1枚補充する。"
POINT = ("12.2.7.2", "12.2.7.4.1", "12.2.7.4.3")


def _board(summoned_level: int, crier: bool, expect: str = "") -> str:
    text = f', text: "{CRIER}"' if crier else ""
    return mc_scenario(
        turn="{player: A, number: 14, phase: summon}",
        a_top=(
            "    deck: 10\n"
            f"    hand: [{{name: 大鬼, type: unit, level: {summoned_level}, attack: 5, defense: 5}}]\n"
        ),
        a=(
            "      c2:\n        - {name: 丘, type: terrain, limit: 10, summon: true}\n"
            f"        - {{name: 触れ役, type: unit, level: 4, attack: 1, defense: 2{text}}}\n"
            "        - {name: 衛兵, type: unit, level: 4, attack: 4, defense: 4}\n"
        ),
        rest=(
            "actions:\n  - {do: summon, card: 大鬼, area: c2"
            + (", allowed: false" if summoned_level > 2 else "")
            + "}\n"
            + expect
        ),
    )


def _raised(text: str) -> list[tuple[str, ...]]:
    return [cl for cl, _both in raised_points(resolve(loads(text)))]


def test_both_readings_run_where_a_watcher_would_trigger() -> None:
    expect = (
        'expect:\n  ambiguous: ["12.2.7.2"]\n  readings:\n'
        '    - {clauses: ["12.2.7.4.1"], state: {A.hand: 2, A.deck: 9, 大鬼.zone: A.hand}}\n'
        '    - {clauses: ["12.2.7.2"], state: {A.hand: 1, A.deck: 10, 大鬼.zone: A.hand}}\n'
    )
    assert problems(_board(4, True, expect)) == []


@pytest.mark.parametrize(("level", "crier"), [(4, False), (2, True)])
def test_not_raised_where_the_readings_agree(level: int, crier: bool) -> None:
    # nothing watches the declaration, or the summon fits the limit (10 ≥ 8 + 2)
    assert POINT not in _raised(_board(level, crier))
