"""ws rules found by the round-35 blind set moved into development (round 35, s31rulesWS), each on
a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
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


# ---------------- 8.7.2.1: several cards moved at once, each meeting a trigger that names another
# card — the ability is pending once for each card (not once for the move)

LEAVE = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    clock: [{name: 時計札, type: character, color: blue}]
    hand:
      - {name: 総退場, type: event, level: 1, cost: 0, color: blue, text: "相手の前列のキャラすべてを、控え室に置く。"}
    stage:
      right_back: {name: 番人, type: character, level: 1, cost: 0, power: 3000, soul: 1,
        text: "【自】 相手のキャラが舞台から控え室に置かれた時、あなたは自分の山札の上から1枚を、ストック置場に置く。"}
    stock: 0
    deck: 10
  B:
    stage:
%(front)s
    deck: 10
actions:
  - {do: play, player: A, card: 総退場}
ask: [A.stock]
"""

FRONT = [
    "      left_front: {name: 乙, type: character, level: 1, power: 4000, soul: 1}",
    "      center_front: {name: 丙, type: character, level: 1, power: 4000, soul: 1}",
    "      right_front: {name: 丁, type: character, level: 1, power: 4000, soul: 1}",
]


@pytest.mark.parametrize("n", [1, 2, 3])
def test_a_trigger_naming_another_card_is_pending_once_for_each_card_moved_at_once(n: int) -> None:
    r = resolve(loads(LEAVE % {"front": "\n".join(FRONT[:n])}))
    assert r.outcome["state"]["A.stock"] == n
    if n > 1:
        assert "8.7.2.1" in r.decided_by
