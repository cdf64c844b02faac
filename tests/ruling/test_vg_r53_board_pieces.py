"""Round 53 (s50vgR): G-era board pieces a scenario gives.

- a legion already on the board: ``legion: leader`` / ``legion: mate`` on the vanguard circle's two
  cards (6.4.1.3.2, 6.4.3) — attacked through the leader only (6.4.3.2.2), strode upon as two
  hearts of which one gives its power (6.5.1.2, 6.5.1.3);
- a G zone card is face down unless given ``face: up`` (4.14.3); a face-up one is not strode
  (6.6.2 「裏向きの G ゾーンのカード」);
- a stride leaves the ridden card on the vanguard circle as a hearts card (6.5.2.2.3).
"""

from __future__ import annotations

from tests.ruling.boards import cited, vg_run, zone_names

LEGION = """    vanguard:
      - {name: 主, type: normal, grade: 3, power: 13000, legion: leader}
      - {name: 従, type: normal, grade: 3, power: 12000, legion: mate}
"""


def test_listed_legion_is_in_legion_state() -> None:
    r = vg_run(
        f"""players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
    right_front: {{name: 侍, type: normal, grade: 3, power: 20000}}
    deck: 10
  B:
{LEGION}    hand: 0
    damage: 2
    deck: [{{name: 山, type: normal, trigger: none}}, 10]
actions:
  - {{do: attack, attacker: right_front, target: B.vanguard}}
""",
        phase="battle",
    )
    v = r.main.final.players["B"].zones["field.vanguard"]
    roles = {c.name: c.states.get("legion_role") for c in v}
    assert roles == {"主": "leader", "従": "mate"}
    # attacked through the leader (13000), not the pair's sum: 20000 hits
    assert len(zone_names(r, "B", "damage")) == 3
    assert "6.4.3.2.2" in cited(r)


def test_one_listed_half_is_no_legion() -> None:
    r = vg_run(
        """players:
  A:
    vanguard:
      - {name: 主, type: normal, grade: 3, power: 13000, legion: leader}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: []}
"""
    )
    v = r.main.final.players["A"].zones["field.vanguard"]
    assert not v[0].states.get("legion")


G_BOARD = """players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    g_zone: [{name: 超越竜, type: g, grade: 4, power: 15000FACE}]
    hand: [{name: 捨て, type: normal, grade: 3}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: ride_phase, stride: 超越竜, stride_discard: [捨て]}
"""


def test_face_up_g_zone_card_is_not_strode() -> None:
    r = vg_run(G_BOARD.replace("FACE", ", face: up"), phase="ride")
    assert r.main.rejected
    assert zone_names(r, "A", "g_zone") == ["超越竜"]
    assert zone_names(r, "A", "hand") == ["捨て"]
    assert "6.6.2" in cited(r)


def test_g_zone_card_is_face_down_unless_said() -> None:
    r = vg_run(G_BOARD.replace("FACE", ""), phase="ride")
    assert not r.main.rejected
    # the ridden card stays on the circle as a hearts card (6.5.2.2.3)
    assert zone_names(r, "A", "field.vanguard") == ["超越竜", "竜"]
    hearts = r.main.final.players["A"].zones["field.vanguard"][1]
    assert hearts.states.get("hearts")
