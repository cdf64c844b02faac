"""vg 13.4.1 (round 63, s60vgR2): the audit's ``guardian_guarded_unit_gone`` — several units attacked
(10.4.1.9.3), the one a guardian guards (10.4.1.10) leaves the field while another is still
attacked: 13.4.1's 「アタックされているユニットがない状態で」 said of the battle (the guardian stays
until 10.7.1.10, the engine's reading) or of the unit it guards (to the drop at the next check
timing). Both readings run; the point is raised only in that configuration: with one attacked
unit gone the guardian is dropped by 13.4.1 as before, and a guardian whose unit is still
attacked raises nothing. (女王's 「(G)にユニットがいるなら、パワー＋5000」 makes the readings' outcomes
differ: a point whose readings end alike is not reported.)"""

from __future__ import annotations

from typing import Any

from ruling.resolve import raised_points, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜神, type: normal, grade: 3, power: 15000}
    deck: 20
  B:
    vanguard: {name: 女王, type: normal, grade: 3, power: 13000, text: "【永】【(V)】：あなたのガーディアンサークルにユニットがいるなら、このユニットのパワー＋5000。"}
    left_front: {name: 衛士, type: normal, grade: 2, power: 9000}
    hand: [{name: 小盾, type: normal, grade: 0, shield: 10000}]
    deck: 20
    damage: 2
EFFECTS
actions:
  - do: attack
    attacker: vanguard
    TARGET
    guard_actions:
      - {do: guard, card: 小盾, guards: GUARDED}
    guard_rounds:
      - {do: resolve_text, player: B, text: "あなたのリアガードを１枚選び、ソウルに置く。"}
choices:
  - {player: B, at: choose, choose: 衛士}
"""
ALL_FRONT = (
    'effects:\n  - {target: 竜神, stat: battle_all_front, op: set, value: "yes", until: turn,'
    ' source: "そのターン中、このユニットがアタックする際、相手の前列のユニットすべてとバトルする。"}'
)
POINT = ("13.4.1", "10.4.1.10", "10.7.1.10")


def _run(all_front: bool, guarded: str) -> Any:
    board = (
        BOARD.replace("EFFECTS", ALL_FRONT if all_front else "")
        .replace("TARGET", "" if all_front else "target: B.left_front")
        .replace("GUARDED", guarded)
    )
    return resolve(loads(board, "t.yaml"))


def _dropped_before_damage(lf: Any) -> bool:
    """Whether 小盾 went to the drop by 13.4.1 (not by the damage step's 10.7.1.10)."""
    return any(
        "13.4.1" in s.clauses and "小盾" in s.ja and "10.7.1.10" not in s.clauses
        for s in lf.trace.steps
    )


def test_both_readings_run_when_another_unit_is_still_attacked() -> None:
    r = _run(True, "B.left_front")
    assert any(set(POINT) <= set(cl) for cl, both in raised_points(r) if both)
    by = {
        c.option: _dropped_before_damage(lf)
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading and set(POINT) <= set(c.clauses)
    }
    assert by == {"battle_wide": False, "per_guardian": True}


def test_no_point_when_the_guarded_unit_is_still_attacked() -> None:
    """小盾 guards 女王 (still attacked); 衛士 leaves: nothing about 小盾 is unsettled."""
    r = _run(True, "B.vanguard")
    assert not any(set(POINT) <= set(cl) for cl, _both in raised_points(r))


def test_no_point_when_no_unit_is_attacked_any_more() -> None:
    """The attack on 衛士 alone: with 衛士 gone no unit is attacked — 13.4.1 drops 小盾, settled."""
    r = _run(False, "B.left_front")
    assert not any(set(POINT) <= set(cl) for cl, _both in raised_points(r))
    assert _dropped_before_damage(r.leaves[0])
