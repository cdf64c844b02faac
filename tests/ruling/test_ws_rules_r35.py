"""ws rules found by the round-35 blind set moved into development (round 35, s31rulesWS), each on
a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.scenario import ScenarioError, loads

# ---------------- 3.6.4: ws's back row has two slots; a board naming vg's centre back circle is
# refused with a message that says what the back row has and where each slot stands (3.6.5)

BACK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    %(zone)s:
      %(slot)s: %(value)s
    deck: 10
  B: {deck: 10}
"""


@pytest.mark.parametrize(
    ("zone", "value"),
    [
        ("stage", "{name: 甲, type: character, level: 0, power: 3000, soul: 1}"),
        ("markers", "[{name: 乙, type: character, face: down}]"),
    ],
)
def test_a_centre_back_slot_is_refused_saying_what_the_back_row_has(zone: str, value: str) -> None:
    with pytest.raises(ScenarioError) as exc:
        loads(BACK % {"zone": zone, "slot": "center_back", "value": value})
    msg = str(exc.value)
    assert f"unknown {zone} position 'center_back'" in msg
    assert "two slots only, left_back and right_back (3.6.4" in msg
    assert "behind center_front and right_front (3.6.5)" in msg


def test_the_back_row_slots_load() -> None:
    for slot in ("left_back", "right_back"):
        scn = loads(
            BACK
            % {
                "zone": "stage",
                "slot": slot,
                "value": "{name: 甲, type: character, level: 0, power: 3000, soul: 1}",
            }
        )
        assert scn.game == "ws"
