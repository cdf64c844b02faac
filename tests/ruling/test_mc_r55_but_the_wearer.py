"""mc round 55 (s52mcT), issue 12: 〈対象:この地形に存在する自軍ユニットすべて(装備ユニットを除く)〉 —
every unit 「～」 takes in but the one 「装備ユニット」 names: the wearer of the equipment the text
is on (4.7.2, 12.2.8.9), as 「このユニットを除く」 leaves out the unit 「このユニット」 names. On a
card that is no equipment, 「装備ユニット」 names no unit (``common.target_unit``): none is left
out."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_TEXT = "○号令\\n〈対象:この地形に存在する自軍ユニットすべて(装備ユニットを除く)〉\\n対象を「攻撃力:+1」する。"


def test_it_compiles_to_but_the_wearer() -> None:
    (ab,) = _abilities("mc", _TEXT.replace("\\n", "\n"), "item")
    assert ab.supported, ab.reason
    assert ab.program.target.but_this and ab.program.target.worn


@pytest.mark.parametrize(
    ("on", "captain", "sailor"),
    [
        ("item", 2, 3),  # the equipment's wearer 船長 is left out, 水夫 raised
        ("unit", 3, 3),  # printed on 船長 itself: 「装備ユニット」 names none, both raised
    ],
)
def test_on_a_board(on: str, captain: int, sailor: int) -> None:
    cap_text = f', text: "{_TEXT}"' if on == "unit" else ""
    units = [
        f"{{name: 船長, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1{cap_text}}}",
        "{name: 水夫, type: unit, level: 1, attack: 2, defense: 3}",
    ]
    if on == "item":
        units.append(
            f'{{name: 三角帽, type: item, equip_cost: 1, equipped_to: 船長, text: "{_TEXT}"}}'
        )
    scn = mc_scenario(a=mc_area("c2", "平原", 8, *units), rest="ask: [船長.attack, 水夫.attack]\n")
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"船長.attack": captain, "水夫.attack": sailor}
    if on == "item":
        assert "4.7.2" in r.decided_by
