"""Monster Collection (mc), round 53 (s50mcT2), issue 12: a unit's asked level counts the ○
abilities in force on it (14.5.4.2: 「対象のレベルを「レベル:+n」する」 with no timing works
anywhere on the battlefield), as its attack and defence do, and as the party's total level
(``level_of``) does."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TEXT = "○見上げ入道\\n〈対象:このユニット〉\\n対象のレベルを「レベル:+2」する。"


def test_the_asked_level_counts_the_ability() -> None:
    unit = f'{{name: 狸, type: unit, level: 1, attack: 1, defense: 3, text: "{_TEXT}"}}'
    scn = mc_scenario(a=mc_area("c2", "平原", 6, unit), rest="ask: [狸.level]\n")
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"狸.level": 3}, r.outcome
    assert "14.5.4.2" in r.decided_by, r.decided_by


def test_without_the_ability_the_printed_level() -> None:
    unit = "{name: 狸, type: unit, level: 1, attack: 1, defense: 3}"
    scn = mc_scenario(a=mc_area("c2", "平原", 6, unit), rest="ask: [狸.level]\n")
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"狸.level": 1}, r.outcome
