"""Monster Collection (mc), round 51 (s48mcB), issue 12: 「対象が「種族:X」で、ダメージを受けている
場合」 — the copula's 「で、」 joins two conditions on the target, both to hold (4.7.7): its race
(2.1.22.1) and damage on it (4.5.1). The grammar types the quoted race before 「で、」 as a means
(damage received by means of a race), which the compiler reads as the first of the two parts."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_read, mc_scenario

get_game("mc")  # registers mc's card-text compiler

_TEXT = (
    "●[戦闘]蟹喰い\\n〈発揮:戦闘終了タイミング開始時/対象:このユニットと戦闘した敵軍ユニットすべて〉"
    "\\n対象が「種族:クラブ」で、ダメージを受けている場合、対象を死亡させる。"
)


def test_it_compiles_to_both_parts() -> None:
    (a,) = _abilities("mc", _TEXT.replace("\\n", "\n"), "unit")
    assert a.supported, a.reason
    assert a.program.condition == ("and", (("species", ("クラブ",)), ("damaged", (True,))))


def _battle(race: str, attack: int) -> Any:
    """A's 鳥 advances into B's c3, where 蟹 (defence 4) stands; 鳥's attack does not kill it; at
    the battle's end timing 鳥's ● ability reads 蟹."""
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            f'{{name: 鳥, type: unit, level: 2, attack: {attack}, defense: 4, text: "{_TEXT}"}}',
        ),
        b=mc_area(
            "c3",
            "湖",
            6,
            f"{{name: 蟹, type: unit, level: 1, attack: 1, defense: 4, race: {race}}}",
        ),
        rest="actions:\n  - {do: advance, units: [鳥], to: c3, dice: {A: 1, B: 6}}\n"
        "ask: [蟹.zone]\n",
    )
    return mc_read(loads(scn))


@pytest.mark.parametrize(
    ("race", "attack", "zone"),
    [
        ("クラブ", 2, "B.discard"),  # both hold
        ("ゴブリン", 2, "B.field.c3"),  # damaged, not a crab
        ("クラブ", 0, "B.field.c3"),  # a crab with no damage on it
    ],
)
def test_both_parts_must_hold(race: str, attack: int, zone: str) -> None:
    r = _battle(race, attack)
    assert r.outcome["state"]["蟹.zone"] == zone, r.outcome
    if zone != "B.discard":
        # not met: not applied (10.12.1, 10.12.2), the two parts read (4.7.7, 4.5.1)
        assert {"10.12.1", "10.12.2", "4.7.7", "4.5.1"} <= set(r.decided_by), r.decided_by
