"""Monster Collection (mc), round 60 (s57mcR): 「追加常備能力「チャージ:+2」」.

The heading of 2.1.21.1 (an equipment's) or 2.1.20.1 (a unit's) with the standing abilities
quoted right after it, as 13.1 prints them — read as 「追加常備能力:チャージ:+2」 is: the abilities
given to the wearer while the equipment is worn (2.1.21.2). On the wrong card type it stays refused.
"""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")


@pytest.mark.parametrize(
    ("text", "card_type", "ids"),
    [
        ("追加常備能力「チャージ:+2」", "item", ["charge"]),
        ("追加常備能力「耐性:火炎」「チャージ:+1」", "item", ["resistance", "charge"]),
        ("常備能力「ディフェンダー:+1」", "unit", ["defender"]),
    ],
)
def test_read(text: str, card_type: str, ids: list[str]) -> None:
    (a,) = _abilities("mc", text, card_type)
    assert a.supported, a.reason
    got = [a.program.id, *(k.id for k in a.program.more)]
    assert got == ids


def test_wrong_type_refused() -> None:
    assert not _abilities("mc", "追加常備能力「チャージ:+2」", "unit")[0].supported


@pytest.mark.parametrize(("lance", "dies"), [(True, True), (False, False)])
def test_charge_given_by_the_lance(lance: bool, dies: bool) -> None:
    """A's 騎士 (attack 2) strikes first: with the lance's 「チャージ:+2」 its 4 kills 門衛
    (defence 4); without it 門衛 lives."""
    worn = (
        (
            "{name: 槍, type: item, equip_cost: 1, equipped_to: 騎士,"
            ' text: "追加常備能力「チャージ:+2」"}',
        )
        if lance
        else ()
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area(
            "c2",
            "草原",
            8,
            "{name: 騎士, type: unit, level: 2, attack: 2, defense: 3, item_slots: 1}",
            *worn,
        ),
        b="      c3:\n        - {name: 城門, type: terrain, limit: 6}\n"
        "        - {name: 門衛, type: unit, level: 2, attack: 0, defense: 4}\n",
        rest="actions:\n  - {do: advance, units: [騎士], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [門衛.zone]\n",
    )
    r = resolve(loads(scn))
    assert not r.main.outcome.get("may_depend_on_unsupported"), r.main.outcome
    assert r.main.outcome["state"]["門衛.zone"] == ("B.discard" if dies else "B.field.c3")
