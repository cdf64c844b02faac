"""Round 55 (s52vgF): a check-type rule process read at a check timing and not met records it
(``RuleProcess.near`` for kind "check", ``Engine._near_checked``), as interrupt-type ones did.
VG's duplicate check (13.3.5) on a rear-guard circle holding a unit and its dress origin: the
origin is not counted, nothing goes to the drop — a step citing 13.3.5 about the origin."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import vg_run, zone_names


def _board(dressed: bool) -> Any:
    hand = (
        "[{name: 剣士, type: normal, grade: 3, power: 13000, over_dress: [従者], "
        'text: "【オーバードレス】－「従者」"}]'
    )
    act = "  - {do: overdress, card: 剣士, circle: left_front}\n" if dressed else ""
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 剣聖, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 従者, type: normal, grade: 1, power: 8000}}
    hand: {hand}
    deck: 10
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
{act}  - {{do: check_timing}}
"""
    )


def _not_met(r: Any) -> list[Any]:
    return [
        s
        for s in r.main.trace.steps
        if "13.3.5" in s.clauses and s.event != "rule" and "重複はなく" in (s.ja or "")
    ]


def test_dress_origin_checked_not_met() -> None:
    r = _board(True)
    assert sorted(zone_names(r, "A", "field.left_front")) == ["剣士", "従者"]
    steps = _not_met(r)
    assert len(steps) == 1  # recorded once, however many check timings read it
    assert steps[0].clauses[0] == "13.3.5"


def test_nothing_recorded_for_one_card() -> None:
    assert _not_met(_board(False)) == []
