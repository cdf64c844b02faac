"""vg round 43: the power comparison (10.7.1.2) rests on every guardian's shield in the attacked
unit's power (6.2.4.1) — a hand guardian called first (10.5.1.2.2) and an interceptor after it
(10.5.1.2.4) are both its causes, not only the last to guard."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_run

BOARD = """players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, critical: 1}
    deck: [{name: 外れ札, type: normal, grade: 2, trigger: none}, 10]
  B:
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 9000, shield: 5000, skills: [intercept]}
    hand: [{name: 乙女, type: normal, grade: 1, power: 6000, shield: 10000}]
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: vanguard, GUARDS}
ask: [B.damage]
"""


@pytest.mark.parametrize(
    ("guards", "cited"),
    [
        ("intercept: [left_front], guard: [乙女]", {"10.5.1.2.2", "10.5.1.2.4"}),
        ("guard: [乙女]", {"10.5.1.2.2"}),
        ("intercept: [left_front]", {"10.5.1.2.4"}),
    ],
)
def test_vg_every_guardian_is_a_cause_of_the_comparison(guards: str, cited: set[str]) -> None:
    r = vg_run(BOARD.replace("GUARDS", guards), phase="battle")
    assert cited <= set(r.decided_by)
    assert not ({"10.5.1.2.2", "10.5.1.2.4"} - cited) & set(r.decided_by)
