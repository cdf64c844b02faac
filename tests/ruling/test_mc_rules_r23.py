"""Monster Collection (mc), round 22 (s18mc): the r22 development files the engine did not agree
with, each settled in general form and tested here on a minimal case of its own
(docs/cardtext.md "MC round 22 (s18mc)")."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

# --- a negative attack in a party's total: both readings run (mc negative_attack_in_total) -----

_PARTY = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 剣兵, type: unit, level: 2, attack: %d, defense: 4}
        - {name: 弱兵, type: unit, level: 1, attack: %d, defense: 4}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 番兵, type: unit, level: 2, attack: 0, defense: %d}
""",
    rest="""\
actions:
  - {do: modify, card: 弱兵, stat: attack, amount: %d}
  - {do: advance, units: [剣兵, 弱兵], to: c3, dice: {A: 6, B: 1}}
ask: [番兵.zone]
""",
)


def test_a_negative_attack_beside_a_positive_one_runs_both_readings() -> None:
    """3 and −1 against a defence of 3: counted 0 (4.6.3, 9.2; the engine's reading) the total is
    3 and 番兵 dies; summed as it is (9.3, 4.6.1) the total is 2 and it lives."""
    r = resolve(loads(_PARTY % (3, 2, 3, -3)))
    assert r.outcome["state"] == {"番兵.zone": "B.discard"}
    assert "9.3" in r.outcome["depends_on_reading"]
    other = {x["reading"][0]: x["outcome"]["state"] for x in r.outcome["readings"]}
    assert other == {"signed_sum": {"番兵.zone": "B.field.c3"}}


@pytest.mark.parametrize(
    ("attacks", "defence", "zone", "read"),
    [
        # attack exactly 0: 0 either way
        ((3, 2, -2), 3, "B.discard", False),
        # no positive attack beside it: a total of 0 or less is 0 either way (4.5.3)
        ((0, 1, -3), 1, "B.field.c3", False),
        # the totals differ (3 and 2), both below the defence: both run, the outcome one
        ((3, 2, -3), 4, "B.field.c3", True),
    ],
)
def test_the_reading_is_run_only_where_the_totals_differ(
    attacks: tuple[int, int, int], defence: int, zone: str, read: bool
) -> None:
    """The point is raised only where the two totals differ: an attack of exactly 0, or no
    positive attack beside the negative one, sums alike under both readings."""
    a, b, change = attacks
    r = resolve(loads(_PARTY % (a, b, defence, change)))
    assert r.outcome["state"] == {"番兵.zone": zone}
    # both readings give the same outcome: 「regardless_of_reading」
    assert bool(r.outcome.get("regardless_of_reading")) == read
    assert "depends_on_reading" not in r.outcome
