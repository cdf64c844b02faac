"""Monster Collection (mc), round 53 (s50mcT2), issue 12: 〈発揮:このユニットが攻撃を宣言した時〉 is
the moment 「このユニットの攻撃宣言時」 (the attack's declaration, 14.7.3.6, made by that unit);
〈発揮:このアイテムを装備しているユニットが攻撃を宣言した時〉 on an item is the same moment of the unit
wearing it — the unit 「このユニット」 names on an equipment (4.7.2). On a card that is no item the
wearer is none: the ability never triggers."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_FIRE = "●[戦闘]火矢\\n〈発揮:{moment}/対象:敵軍ユニット1体〉\\n対象に【2】ダメージを与える。"
_WEARER = "このアイテムを装備しているユニットが攻撃を宣言した時"


def _board(unit_text: str, item_text: str) -> Any:
    """狩人 (attack 2) wearing 竹光 advances into the goblin's terrain (defence 4), A first."""
    a = mc_area(
        "c2",
        "平原",
        6,
        f'{{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, item_slots: 1, text: "{unit_text}"}}',
        f'{{name: 竹光, type: item, equipped_to: 狩人, text: "{item_text}"}}',
    )
    b = mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}")
    rest = (
        "actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [ゴブリン.zone]\n"
    )
    return resolve(loads(mc_scenario(a=a, b=b, rest=rest)))


@pytest.mark.parametrize(
    ("unit_text", "item_text", "zone"),
    [
        # the wearer's declaration: 【2】 then the attack's 2 = the goblin's defence 4
        ("", _FIRE.format(moment=_WEARER), "B.discard"),
        # 「このユニットが攻撃を宣言した時」 on the unit: its own declaration
        (_FIRE.format(moment="このユニットが攻撃を宣言した時"), "", "B.discard"),
        # the wearer's words on a unit card: it wears nothing of itself — no trigger
        (_FIRE.format(moment=_WEARER), "", "B.field.c3"),
    ],
)
def test_the_declaration_triggers(unit_text: str, item_text: str, zone: str) -> None:
    r = _board(unit_text, item_text)
    assert not any(w.kind == "unsupported" for w in r.main.warnings), r.main.warnings
    assert r.outcome["state"] == {"ゴブリン.zone": zone}, r.outcome
    if zone == "B.discard":
        assert {"9.1", "14.7.3.6"} <= set(r.decided_by), r.decided_by
