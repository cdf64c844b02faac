"""Round 53 (s50vgR): the circles an accel gift adds (16.3.1.5.1.x) and the protect pseudo-card
(15.3.x), each on a minimal board.

- an accel circle is front row (16.3.1.5.1.1): its unit may be attacked, and may intercept;
- it is beside the front row with no back circle (16.3.1.5.1.2): no column exchange with it;
- both fighters' added circles: one's 1st and the other's 2nd share a column (16.3.1.5.1.2.1);
- a protect's information is what 15.3.1–15.3.3 give it: no shield (known, not unknown);
- a protect in the hand is a hand card (15.3.9): discarded for a hand cost;
- a protect is no unit card: no normal call (9.9.2.1, 15.3.5).
"""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

ACCEL_A = """    accel_circles: 1
    gift_accel: 1
    gift_markers: "accel_1:accel1"
"""
UNIT = "{name: 兵, type: normal, grade: 2, power: 10000}"


def test_unit_on_accel_circle_is_attacked() -> None:
    r = vg_run(
        f"""players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
    right_front: {{name: 重騎兵, type: normal, grade: 2, power: 15000}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
{ACCEL_A.replace("    ", "    ")}    accel_1: {UNIT}
    hand: 0
    deck: 10
actions:
  - {{do: attack, attacker: right_front, target: B.accel_1}}
""",
        phase="battle",
    )
    assert zone_names(r, "B", "drop") == ["兵"]
    assert {"16.3.1.5.1", "16.3.1.5.1.1", "10.4.1.6"} <= cited(r)


def test_unit_on_accel_circle_intercepts() -> None:
    r = vg_run(
        f"""players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 23000}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
{ACCEL_A}    accel_1: {{name: 盾兵, type: normal, grade: 2, power: 10000, shield: 15000, skills: [intercept]}}
    hand: 0
    deck: 10
actions:
  - {{do: attack, attacker: vanguard, target: B.vanguard, guard_actions: [{{do: intercept, circle: accel_1}}]}}
""",
        phase="battle",
    )
    assert zone_names(r, "B", "drop") == ["盾兵"]
    assert {"14.4.2", "16.3.1.5.1.1"} <= cited(r)


def test_accel_circle_has_no_back_circle() -> None:
    r = vg_run(
        f"""players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
{ACCEL_A}    accel_1: {UNIT}
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: swap, circle: accel_1, with: left_back}}
"""
    )
    assert r.main.rejected
    assert zone_names(r, "A", "field.accel_1") == ["兵"]
    assert "16.3.1.5.1.2" in cited(r)


def test_first_and_second_added_circles_share_a_column() -> None:
    text = "このユニットと同じ縦列の相手のリアガードすべてを退却させる。"
    r = vg_run(
        f"""players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
{ACCEL_A}    accel_1: {{name: 槌兵, type: normal, grade: 2, power: 10000}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    accel_circles: 2
    gift_accel: 1
    gift_markers: "accel_1:accel1, accel_2:accel1"
    accel_1: {{name: 槍兵, type: normal, grade: 2, power: 10000}}
    accel_2: {{name: 弓兵, type: normal, grade: 2, power: 10000}}
    deck: 10
actions:
  - do: main_phase
    actions:
      - {{do: resolve_text, player: A, card: 槌兵, text: "{text}"}}
"""
    )
    assert zone_names(r, "B", "drop") == ["弓兵"]
    assert zone_names(r, "B", "field.accel_1") == ["槍兵"]
    assert {"16.3.1.5.1.2.1", "4.9.1.2"} <= cited(r)


PROTECT_GUARD = """players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: [{name: 山, type: normal, trigger: none}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: HAND
    damage: 2
    deck: [{name: 山, type: normal, trigger: none}, 10]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [守り一]}
CHOICES"""


def test_protect_has_no_shield() -> None:
    # no card left to pay its cost: the guard adds nothing, 13000 hits 13000 — no branch on a
    # shield the scenario did not give (the rules give the protect none, 15.3.1–15.3.3)
    r = vg_run(
        PROTECT_GUARD.replace("HAND", "[{name: プロテクト, type: protect, uid: 守り一}]").replace(
            "CHOICES", ""
        ),
        phase="battle",
    )
    assert len(r.leaves) == 1
    assert len(zone_names(r, "B", "damage")) == 3
    assert {"2.6.3", "15.3.1"} <= cited(r)


def test_protect_discarded_as_a_hand_card() -> None:
    hand = "[{name: プロテクト, type: protect, uid: 守り一}, {name: プロテクト, type: protect, uid: 守り二}]"
    r = vg_run(
        PROTECT_GUARD.replace("HAND", hand).replace(
            "CHOICES", "choices:\n  - {player: B, at: cost, choose: yes}\n"
        ),
        phase="battle",
    )
    assert zone_names(r, "B", "hand") == []
    assert zone_names(r, "B", "drop") == []  # both erased (15.2.4.2.1)
    assert "15.3.9" in cited(r)


def test_protect_is_not_normal_called() -> None:
    r = vg_run(
        """players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand: [{name: プロテクト, type: protect}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: call, card: プロテクト, circle: left_front}
"""
    )
    assert r.main.rejected
    assert zone_names(r, "A", "hand") == ["プロテクト"]
    assert {"9.9.2.1", "15.3.5"} <= cited(r)
