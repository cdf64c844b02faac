"""Round 47 (s44dup): the state trigger's run-time pieces folded into ``ruling/state_triggers.py``
(vg 11.9.8, ws 8.7.6, vs 8.6.9); the games' own tests cover the behaviour on boards."""

from __future__ import annotations

from ruling.state_triggers import pile_holds


def test_pile_holds_reads_none_some_and_counts() -> None:
    assert pile_holds(0, "none") and not pile_holds(1, "none")
    assert pile_holds(2, "some") and not pile_holds(0, "some")
    assert pile_holds(1, None) and not pile_holds(0, None)  # vg / ws: a form not given is some
    assert pile_holds(3, "le3") and not pile_holds(4, "le3")
    assert pile_holds(5, "ge5") and pile_holds(2, "eq2") and pile_holds(1, "lt2")
    assert pile_holds(3, "gt2") and not pile_holds(2, "gt2")
