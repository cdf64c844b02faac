"""Round 58 (s55vgR2): ``common.vanguard`` of a legion set up by a scenario is its leader.

``legion.legion_listed`` puts the mate on top of the vanguard circle (6.4.1.3: the legion action
puts it so); ``common.units_at`` orders the leader first (6.4.3.2.1, 6.4.3.2.2), so every caller
of ``vanguard`` (the ride's grade, the order's grade, the turn's grade-3 record …) reads the
leader, whichever order the scenario lists the two cards in."""

from __future__ import annotations

import pytest

from ruling.core import Engine
from ruling.games._vg.common import vanguard, vanguards
from ruling.rules import get_game
from tests.ruling.boards import vg_run


@pytest.mark.parametrize("roles", [("leader", "mate"), ("mate", "leader"), ("d_mate", "d_leader")])
def test_vanguard_is_the_leader(roles: tuple[str, str]) -> None:
    r = vg_run(
        "players:\n  A:\n    vanguard:\n"
        f"      - {{name: 甲, type: normal, grade: 3, power: 13000, legion: {roles[0]}}}\n"
        f"      - {{name: 乙, type: normal, grade: 2, power: 12000, legion: {roles[1]}}}\n"
        "    deck: 10\n"
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions: []\n"
    )
    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    leader = "甲" if roles[0].endswith("leader") else "乙"
    # the mate is on top of the circle, as the legion action puts it
    assert state.players["A"].zones["field.vanguard"][0].name != leader
    v = vanguard(ctx, "A")
    assert v is not None and v.name == leader
    assert [c.name for c in vanguards(ctx, "A")][0] == leader
