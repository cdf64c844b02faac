"""mc round 52 (s49mcB): 〈対象:「種族:レプタイル」のユニット1体〉 read on a unit of two races (「種族:ドラゴン/
レプタイル」): it is each of them (2.1.22.2), so a proper target (10.10.2) — the definition is cited
where the target is read on that unit (``common.target_clauses`` with the unit), not for a unit of
one race."""

from __future__ import annotations

from typing import Any

from ruling.resolve import check_expect
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_area, mc_read, mc_scenario

_TEXT = "◎[メイン]鱗の加護\\n〈対象:「種族:レプタイル」のユニット1体〉\\n対象に「攻撃力:+2」を付与する。"


def _ruling(races: str) -> Any:
    unit = f"{{name: 竜人, type: unit, level: 3, attack: 3, defense: 3, race: [{races}]}}"
    return mc_read(
        loads(
            mc_scenario(
                a=mc_area("c2", "平原", 8, MC_CASTER % _TEXT, unit),
                rest="actions:\n  - do: main_phase\n    actions:\n"
                "      - {do: use, card: 術士, target: 竜人, allowed: true}\n"
                "      - {do: check, state: {竜人.attack: 5}}\n",
            ),
            "t.yaml",
        )
    )


def test_two_races_each_met_cites_the_definition() -> None:
    r = _ruling("ドラゴン, レプタイル")
    assert check_expect(r) == []
    assert {"2.1.22.2", "10.10.2"} <= set(r.decided_by)


def test_one_race_no_definition_of_several() -> None:
    r = _ruling("レプタイル")
    assert check_expect(r) == []
    assert "2.1.22.2" not in r.decided_by
