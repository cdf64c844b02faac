"""mc round 50 (s47mcA): equipment worn through an item slot its unit has lost is discarded by
the rule process 13.1.2.8 names, 11.3.4.1's (a unit with no item slot is no proper holder)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems

_BOARD = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 剣士, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1}
        - {name: 鋼の剣, type: item, equip_cost: 1, attack_bonus: 2, equipped_to: 剣士}
""",
    rest="""\
actions:
  - {do: resolve_text, player: B, text: "対象は「アイテム:x」を失う。", target: 剣士}
expect:
  state: {鋼の剣.zone: %s}
""",
    turn="{player: B, number: 6, phase: main, first_player: A}",
)


def test_equipment_of_a_lost_item_slot_is_discarded_by_11_3_4_1() -> None:
    text = _BOARD % "A.discard"
    assert problems(text) == []
    assert {"13.1.2.8", "11.3.4.1"} <= set(resolve(loads(text)).decided_by)
