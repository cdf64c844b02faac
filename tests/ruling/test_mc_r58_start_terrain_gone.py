"""mc round 58 (s55mcR): a failed advance from two terrains, the units that began it from one of
them all gone in the battle, and a unit summoned in the battle to send back (8.4.6): whether 8.4.5
confirms the gone units' starting terrain too is the point start_terrain_of_unit_gone — both
readings run (still there: only c2, where 援軍 is discarded by the limit adjustment, 8.4.7; every
unit at the start: l3 too, A's choice). With both units still there the point is not raised."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TURN = "{player: A, number: 12, phase: main}"


def _board(spear_defence: int) -> str:
    a = mc_area(
        "c2", "細道", 4, "{name: 鉄兵, type: unit, level: 3, attack: 2, defense: 5}"
    ) + mc_area(
        "l3",
        "奪った砦",
        5,
        f"{{name: 槍兵, type: unit, level: 2, attack: 1, defense: {spear_defence}}}",
    )
    b = mc_area("c3", "大城門", 8, "{name: 城兵, type: unit, level: 4, attack: 3, defense: 9}")
    rest = (
        "actions:\n  - do: advance\n    units: [鉄兵, 槍兵]\n    to: c3\n"
        "    instant: {A: [援軍]}\n    formation: {A: [槍兵, 鉄兵, 援軍]}\n"
        "    dice: {A: 6, B: 1}\n"
        "ask: [援軍.zone]\n"
    )
    hand = "    deck: 9\n    hand: [{name: 援軍, type: unit, level: 3, attack: 1, defense: 3, instant: true}]\n"
    return mc_scenario(a=a, b=b, rest=rest, turn=_TURN, a_top=hand)


def test_a_starting_terrain_whose_units_are_gone_is_a_reading() -> None:
    r = resolve(loads(_board(2)))
    assert r.outcome["state"]["援軍.zone"] == "A.discard"
    assert {"8.4.5", "8.4.6"} <= set(r.outcome.get("depends_on_reading", ()))
    assert any(lf.outcome["state"]["援軍.zone"] == "A.field.l3" for lf in r.alternates)


def test_every_starting_unit_still_there_raises_no_point() -> None:
    r = resolve(loads(_board(9)))
    assert not r.outcome.get("depends_on_reading")
    assert not r.alternates
