"""A stride whose cost cannot be paid is refused at the stride's step of paying its cost
(round 38, issue 14): 6.6.2.2 「その超越スキルで指定されたコストを払います」 with the default
cost (14.12.3.1: grades totalling 3 or more) and 11.8.2.2 — before, the step was not cited."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_run

BOARD = """
players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
    g_zone: [{{name: 神竜, type: g, grade: 4, power: 15000, face: down}}]
    hand: [{{name: 捨て甲, type: normal, grade: {a}}}, {{name: 捨て乙, type: normal, grade: {b}}}]
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: ride_phase, stride: 神竜, stride_discard: [捨て甲, 捨て乙]}}
ask: [A.vanguard, A.hand]
"""


def test_a_stride_with_grades_below_three_is_refused_at_its_cost_step() -> None:
    r = vg_run(BOARD.format(a=1, b=0), phase="ride")
    assert r.main.rejected
    assert r.outcome["state"] == {"A.vanguard": ["竜"], "A.hand": 2}
    assert {"6.6.2.2", "14.12.3.1", "11.8.2.2"} <= set(r.decided_by)


@pytest.mark.parametrize(("a", "b"), [(2, 1), (3, 0)])
def test_neighbour_grades_of_three_pay_it(a: int, b: int) -> None:
    r = vg_run(BOARD.format(a=a, b=b), phase="ride")
    assert not r.main.rejected
    assert r.outcome["state"] == {
        "A.vanguard": ["神竜", "竜"],
        "A.hand": 0,
    }  # the heart beneath (6.6.2)
    assert "6.6.2.2" in r.decided_by
