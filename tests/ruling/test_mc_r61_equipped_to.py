"""mc round 61 (s58mcR): ``<item>.equipped_to`` in ``expect.state`` / ``ask`` — the unit an item is
equipped to now (2.1.18; moved by passing it, 12.2.6.2.2), named by the unit's name or uid
(``values.CardRef``); ``null`` when it is on none."""

from __future__ import annotations

import pytest

from ruling.scenario import loads
from tests.ruling.boards import mc_scenario, problems


def _board(state: str, passes: bool = True) -> str:
    act = (
        "actions:\n  - do: main_phase\n"
        "    actions: [{do: pass_equipment, player: A, card: 剣, to: 乙}]\n"
        if passes
        else ""
    )
    return mc_scenario(
        a=(
            "      c2:\n        - {name: 丘, type: terrain, limit: 8}\n"
            "        - {name: 甲, type: unit, level: 2, attack: 2, defense: 2, item_slots: 1}\n"
            "        - {name: 甲, uid: 甲二, type: unit, level: 1, attack: 1, defense: 1, item_slots: 1}\n"
            "        - {name: 乙, uid: 乙の兵, type: unit, level: 2, attack: 2, defense: 2, item_slots: 1}\n"
            "        - {name: 剣, type: item, equip_cost: 1, attack_bonus: 2, equipped_to: 甲二}\n"
            "        - {name: 盾, type: item, equip_cost: 1}\n"
        ),
        rest=f"{act}expect:\n  state: {state}\n",
    )


def test_the_key_loads() -> None:
    loads(_board("{剣.equipped_to: 乙}"))


@pytest.mark.parametrize("ref", ["乙", "乙の兵"])
def test_passed_item_names_its_new_unit_by_name_or_uid(ref: str) -> None:
    assert problems(_board(f"{{剣.equipped_to: {ref}}}")) == []


def test_a_wrong_unit_is_a_problem() -> None:
    (p,) = problems(_board("{剣.equipped_to: 甲二}"))
    assert "expected '甲二', got '乙'" in p


def test_before_the_pass_and_an_item_on_none() -> None:
    assert problems(_board("{剣.equipped_to: 甲二, 盾.equipped_to: null}", passes=False)) == []
