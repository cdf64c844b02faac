"""Two clauses a vg ruling was missing (round 39, from the r39 blind set): a unit on a circle an
accel gift added attacks as a front-row unit because that circle counts as the front row
(16.3.1.5.1.1); a unit's own continuous ability labelled with a zone it is not in now does not change
its value (11.4.4: an intercepting rear-guard's 【(R)】 shield bonus on the guardian circle)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, vg_run

ACCEL = """players:
  A:
    vanguard: {name: 疾風竜, type: normal, grade: 3, power: 13000, gift: accel}
    ride_gift: accel
    gift_accel: 1
    accel_circles: 1
    gift_markers: "accel_1:accel1"
    accel_1: {name: 加速兵, type: normal, grade: 1, power: 8000, critical: 1}
    left_front: {name: 前衛, type: normal, grade: 1, power: 8000, critical: 1}
    deck: 20
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: 2
    deck: [{name: 札, type: normal, grade: 1, trigger: none}, 19]
actions:
  - {do: attack, attacker: CIRCLE, target: B.vanguard}
ask: [B.damage]
"""


@pytest.mark.parametrize(("circle", "cited"), [("accel_1", True), ("left_front", False)])
def test_an_accel_circle_attacks_as_front_row(circle: str, cited: bool) -> None:
    r = vg_run(ACCEL.replace("CIRCLE", circle), "battle")
    assert ("16.3.1.5.1.1" in decided(r)) is cited
    assert "10.4.1.3" in decided(r)


INTERCEPT = """players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 18000, critical: 1}
    deck: [{name: 札, type: normal, grade: 2, trigger: none}, 19]
  B:
    vanguard: {name: 賢者, type: normal, grade: 3, power: 13000}
    damage: 2
    right_front: {name: 盾兵, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept], text: "TEXT"}
    deck: [{name: 受け札, type: normal, grade: 1, trigger: none}, 19]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, intercept: [right_front]}
ask: [B.damage]
"""


@pytest.mark.parametrize(
    ("text", "damage", "idle"),
    [
        # on the guardian circle the 【(R)】 ability does not work: shield 5000, 18000 vs 18000 hits
        ("【永】【(R)】：このユニットのシールド＋5000。", 3, True),
        # a 【(G)】 one works there: shield 10000, 23000 > 18000, no hit
        ("【永】【(G)】：このユニットのシールド＋5000。", 2, False),
    ],
)
def test_a_zone_label_the_guardian_is_not_in(text: str, damage: int, idle: bool) -> None:
    r = vg_run(INTERCEPT.replace("TEXT", text), "battle")
    assert main_state(r, "B.damage") == damage
    if idle:  # (a 【(G)】 ability in force cites 11.4.4 too: why it works there)
        assert "11.4.4" in decided(r)
