"""mc round 57 (s54mcR): the refusals of an advance name the rule each rests on — several units
declared at once over the limit (12.2.3.2 with 12.2.3.3, their levels summed), a walking unit's
destination outside the range its advance type gives (12.2.2.2 with 12.2.2.1)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_TURN = "{player: A, number: 6, phase: main}"


def _two_units(units: str) -> str:
    a = (
        mc_area("c2", "砦", 6, "{name: 守衛, type: unit, level: 1, attack: 1, defense: 2}")
        + mc_area("l2", "牧草地", 6, "{name: 甲, type: unit, level: 3, attack: 1, defense: 2}")
        + mc_area("r2", "雑木林", 6, "{name: 乙, type: unit, level: 3, attack: 1, defense: 2}")
    )
    rest = f"actions:\n  - {{do: advance, units: [{units}], to: c2, allowed: false}}\n"
    return mc_scenario(a=a, rest=rest, turn=_TURN)


def test_several_units_over_the_limit_cite_12_2_3_3() -> None:
    r = resolve(loads(_two_units("甲, 乙")))
    assert r.outcome.get("rejected") and {"12.2.3.2", "12.2.3.3"} <= set(r.decided_by)


def test_one_unit_over_the_limit_does_not_cite_12_2_3_3() -> None:
    # 守衛 1 + 甲 3 = 4 is within the limit: make 甲 alone too heavy instead
    text = _two_units("甲").replace(
        "limit: 6}\n        - {name: 守衛", "limit: 3}\n        - {name: 守衛"
    )
    r = resolve(loads(text))
    assert (
        r.outcome.get("rejected") and "12.2.3.2" in r.decided_by and "12.2.3.3" not in r.decided_by
    )


def test_walking_unit_diagonal_cites_its_range_by_advance_type() -> None:
    a = mc_area(
        "c2", "村", 6, "{name: 旅人, type: unit, level: 1, attack: 1, defense: 1, advance: walk}"
    ) + mc_area("r3", "廃墟", 6)
    rest = "actions:\n  - {do: advance, units: [旅人], to: r3, allowed: false}\n"
    r = resolve(loads(mc_scenario(a=a, rest=rest, turn=_TURN)))
    assert r.outcome.get("rejected") and {"12.2.2.2", "12.2.2.1", "5.1.2.18"} <= set(r.decided_by)
