"""mc round 56 (s53mcR), issue 14: in a battle an ability used there ([普通] …) targets only the
battle's terrain and what is on it (10.10.6, 8.2.4): 「〈対象:ユニットすべて〉」 reaches the units on
the battle's terrain, not a unit left behind. And the limit adjustment's choice (11.3.2.1) answers
to ``at: limit_adjustment`` as to ``at: limit``."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_GROW = "◎[普通]巨大化\\n〈対象:ユニットすべて〉\\n対象に「レベル:+1」を付与する。"
_SPARK = "◎[普通]火花\\n〈対象:ユニットすべて〉\\n対象に【1】ダメージを与える。"


def _run(at: str, limit: int, text: str = _GROW) -> object:
    a = mc_area(
        "c2",
        "宿場",
        8,
        f'{{name: 甲, type: unit, level: 3, attack: 1, defense: 4, text: "{text}"}}',
        "{name: 乙, type: unit, level: 2, attack: 1, defense: 2}",
        "{name: 留守, type: unit, level: 1, attack: 1, defense: 1}",
    )
    b = mc_area("c3", "渡し場", limit, "{name: 守兵, type: unit, level: 1, attack: 1, defense: 4}")
    rest = (
        "actions:\n  - do: advance\n    units: [甲, 乙]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    first_normal:\n      - {do: use, card: 甲}\n"
        f"choices:\n  - {{player: A, at: {at}, choose: 乙}}\n"
        "ask: [留守.zone, 乙.zone]\n"
    )
    return resolve(loads(mc_scenario(a=a, b=b, rest=rest)))


def test_only_the_battle_terrain_units() -> None:
    r = _run("limit", 8, _SPARK)
    # 留守 (defence 1) stays on c2: not a target (10.10.6); 乙 (defence 2) takes 1 and lives
    assert r.outcome["state"]["留守.zone"] == "A.field.c2"
    assert "10.10.6" in r.decided_by


@pytest.mark.parametrize("at", ["limit", "limit_adjustment"])
def test_limit_choice_names(at: str) -> None:
    # 3 + 1 + 2 + 1 = 7 > 6: A discards the one it names
    r = _run(at, 6)
    assert r.outcome["state"]["乙.zone"] == "A.discard"
