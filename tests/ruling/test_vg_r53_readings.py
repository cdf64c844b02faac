"""Round 53 (s50vgR): three points of vg.unsettled raised where the text leaves a value open, each
with both readings run on a minimal board.

- force_two_cumulative: two force II markers on one circle (16.3.1.4.1.1 「効果は累積します」 against
  16.3.1.4.3's 「元々のクリティカルは 2 になる」): 2, or each marker adding its change (3);
- force_two_original_order: a force II marker and an effect setting the original critical
  (16.2.1.3.1.1: the marker at 11.11.1.4, against 11.11.1.2);
- hearts_effect_returns: a turn effect on a unit that became a hearts card and is a unit again
  (6.5.2.2.2.1 against 6.5.2.2.3).
"""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import vg_run, zone_names

FORCE = """players:
  A:
    vanguard: {name: 剣聖, type: normal, grade: 3, power: 23000, critical: 1}
    gift_force: 2
    gift_markers: "MARKERS"
    deck: [{name: 山, type: normal, trigger: none}, 10]
  B:
    vanguard: {name: 巫女, type: normal, grade: 3, power: 13000}
    damage: 1
    hand: 0
    deck: [{name: 一, type: normal, trigger: none}, {name: 二, type: normal, trigger: none}, {name: 三, type: normal, trigger: none}, 10]
actions:
BEFORE  - {do: attack, attacker: vanguard, target: B.vanguard}
"""


def _damages(r: Any) -> set[int]:
    return {len(leaf.final.players["B"].zones["damage"]) for leaf in [*r.leaves, *r.alternates]}


def test_one_force_two_marker_is_settled() -> None:
    r = vg_run(FORCE.replace("MARKERS", "vanguard:force2").replace("BEFORE", ""), phase="battle")
    assert _damages(r) == {3}
    assert not r.alternates


def test_two_force_two_markers_both_readings() -> None:
    r = vg_run(
        FORCE.replace("MARKERS", "vanguard:force2, vanguard:force2").replace("BEFORE", ""),
        phase="battle",
    )
    assert _damages(r) == {3, 4}
    assert len(zone_names(r, "B", "damage")) == 3  # the engine's reading: set once


def test_force_two_and_an_original_critical_effect_both_readings() -> None:
    before = (
        "  - {do: main_phase, actions: [{do: critical, card: 剣聖, original: 1, until: turn}]}\n"
    )
    r = vg_run(FORCE.replace("MARKERS", "vanguard:force2").replace("BEFORE", before), phase="main")
    assert _damages(r) == {2, 3}
    assert len(zone_names(r, "B", "damage")) == 2  # the engine's reading: the later effect wins


HEARTS = """players:
  A:
    vanguard: {name: 獅子王, type: normal, grade: 3, power: 13000}
    g_zone: [{name: 獅子神, type: g, grade: 4, power: 15000}]
    hand: [{name: 老獅子, type: normal, grade: 3}]
    deck: 10
  B: {vanguard: {name: 魔女, type: normal, grade: 3, power: 13000}, deck: 10}
EFFECTS
actions:
  - {do: ride_phase, stride: 獅子神, stride_discard: [老獅子]}
  - {do: main_phase, actions: [{do: move, card: 獅子神, to: g_zone}]}
ask: [獅子王.power]
"""


def test_hearts_effect_returns_both_readings() -> None:
    eff = 'effects:\n  - {target: 獅子王, stat: power, op: add, value: 5000, until: turn, source: "＋5000"}'
    r = vg_run(HEARTS.replace("EFFECTS", eff), phase="ride")
    assert len(r.leaves) + len(r.alternates) == 2
    # under the reading lost the effect is ended when the hearts state ends
    lost = [leaf for leaf in [*r.leaves, *r.alternates] if not leaf.final.effects]
    assert len(lost) == 1


def test_no_effect_no_point() -> None:
    r = vg_run(HEARTS.replace("EFFECTS", ""), phase="ride")
    assert len(r.leaves) == 1 and not r.alternates
