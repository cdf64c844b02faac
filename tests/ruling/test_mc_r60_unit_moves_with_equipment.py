"""Monster Collection (mc), round 60 (s57mcR): a unit and its equipment move together.

An equipment is laid on its unit (2.1.2.1.2.1) and gives it its 追加防御力 as long as it is worn
(2.1.18.2); going back after a failed advance (8.4.4, 8.4.7) the two move from area to area
together, so the durability check (11.3.1.2.1) and the check of equipment off its unit (11.3.4.1)
are not read on the unit moved without its equipment half-way.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario


def test_damaged_unit_goes_back_with_its_shield() -> None:
    """B's 大男 (attack 6) strikes first: 騎士 (defence 4, +3 from 盾) survives 6 < 7; its own
    2 does not kill 大男. Both remain: 騎士 goes back to c2 with 盾, alive."""
    scn = mc_scenario(
        turn="{player: A, number: 6, phase: main}",
        a=mc_area(
            "c2",
            "街",
            6,
            "{name: 騎士, type: unit, level: 3, attack: 2, defense: 4, item_slots: 1,"
            ' text: "「アイテム:i」"}',
            "{name: 盾, type: item, defense_bonus: 3, equip_cost: 1, equipped_to: 騎士}",
        ),
        b="      c3:\n        - {name: 斜面, type: terrain, limit: 6}\n"
        "        - {name: 大男, type: unit, level: 3, attack: 6, defense: 4}\n",
        rest="actions:\n  - {do: advance, units: [騎士], to: c3, dice: {A: 1, B: 6}}\n"
        "ask: [騎士.zone, 盾.zone]\n",
    )
    r = resolve(loads(scn))
    assert r.main.outcome["state"] == {"騎士.zone": "A.field.c2", "盾.zone": "A.field.c2"}, (
        r.main.outcome
    )
    assert {"8.4.4", "8.4.7"} <= set(r.decided_by)
