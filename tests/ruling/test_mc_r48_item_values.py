"""Monster Collection (mc), round 48 (s45mcE): an item card's number for attack / defence.

攻撃力 and 防御力 are a unit's values (2.1.15.1, 2.1.17.1). The number an item card has for them is
what it adds to the unit equipping it: its 追加攻撃力 / 追加防御力 (2.1.16.1, 2.1.18.1). An item
card entry given ``attack`` / ``defense`` is read as that (where it gives no ``attack_bonus`` /
``defense_bonus``), so the equipped unit's attack counts it (12.2.8.9, 2.1.16.2).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")


def _board(item: str) -> Any:
    """A equips ``item`` (an item card's fields) to 騎士 (attack 2, defence 3) in the summon phase."""
    scn = f"""game: mc
title: item values
turn: {{player: A, number: 6, phase: summon}}
players:
  A:
    deck: 20
    hand: [{{name: 長剣, type: item, equip_cost: 1, {item}}}]
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 騎士, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1}}
  B:
    deck: 20
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: equip, card: 長剣, unit: 騎士}}
ask: [騎士.attack, 騎士.defense]
"""
    return resolve(loads(scn))


@pytest.mark.parametrize(
    ("item", "atk", "dfn"),
    [
        ("attack: 2", 4, 3),
        ("defense: 1", 2, 4),
        ("attack_bonus: 2", 4, 3),
        # the entry's own 追加攻撃力 is the item's; its ``attack`` is not added on top
        ("attack_bonus: 1, attack: 2", 3, 3),
    ],
)
def test_an_items_attack_is_its_attack_bonus(item: str, atk: int, dfn: int) -> None:
    r = _board(item)
    st = r.outcome["state"]
    assert (st["騎士.attack"], st["騎士.defense"]) == (atk, dfn), r.outcome


def test_the_bonus_is_cited() -> None:
    r = _board("attack: 2")
    assert {"2.1.16.1", "12.2.8.9"} <= set(r.decided_by), r.decided_by
