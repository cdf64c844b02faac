"""Monster Collection (mc), round 51 (s48mcB), issue 12: a ○[戦闘] ability whose condition is the
battle's terrain having either of two attributes — 「戦闘が発生している地形が「属性:水」または
「属性:土」の場合」 (8.2.5, 4.7.5) — and whose change is 「「防御力:+このユニットのレベル」」 (the
unit's level as it is, 4.7.2; a ○ ability in force 14.5.4.1)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_read, mc_scenario

get_game("mc")  # registers mc's card-text compiler

_TEXT = (
    "○[戦闘]生きた化石\\n〈対象:このユニット〉\\n戦闘が発生している地形が「属性:水」または「属性:土」"
    "の場合、対象を「防御力:+このユニットのレベル」する。"
)


def test_it_compiles() -> None:
    (a,) = _abilities("mc", _TEXT.replace("\\n", "\n"), "unit")
    assert a.supported, a.reason
    assert a.program.condition == ("battle_terrain", ("attribute", ("水", "土")))
    assert a.program.steps[0].of_this == "level"


def _battle(attribute: str) -> Any:
    """A's 戦士 (attack 3) advances into B's c3, where 化石 (level 2, defence 2) stands."""
    scn = mc_scenario(
        a=mc_area("c2", "平原", 6, "{name: 戦士, type: unit, level: 2, attack: 3, defense: 3}"),
        b=mc_area(
            "c3",
            "湖",
            6,
            f'{{name: 化石, type: unit, level: 2, attack: 0, defense: 2, text: "{_TEXT}"}}',
        ).replace("limit: 6}", f"limit: 6, attribute: {attribute}}}"),
        rest="actions:\n  - {do: advance, units: [戦士], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [化石.zone]\n",
    )
    return mc_read(loads(scn))


@pytest.mark.parametrize(
    ("attribute", "zone"),
    [("水", "B.field.c3"), ("土", "B.field.c3"), ("火", "B.discard")],
)
def test_either_attribute_meets_it(attribute: str, zone: str) -> None:
    """On 水 or 土 化石's defence is 2 + its level 2 = 4: 戦士's 3 does not kill it; on 火 it dies."""
    r = _battle(attribute)
    assert r.outcome["state"]["化石.zone"] == zone, r.outcome
    if zone != "B.discard":
        assert {"14.5.4.1", "8.2.5", "4.7.5"} <= set(r.decided_by), r.decided_by
