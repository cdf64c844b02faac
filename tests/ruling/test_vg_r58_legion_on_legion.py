"""``legion_on_legion`` (round 58, s55vgR): a legion instruction on a vanguard already in legion
state — 6.4.1.1's 「そのカード」 the vanguard named first (not carried out) or the card to be put
(a new mate; 13.3.4 then sends the older mate to the soul). Raised only there: a vanguard not in
legion is legioned with no reading point."""

from __future__ import annotations

from tests.ruling.boards import vg_run

PAIR = """\
    vanguard:
      - {name: 主, type: normal, grade: 3, power: 13000, legion: leader}
      - {name: 旧, type: normal, grade: 3, power: 12000, legion: mate}
"""
LONE = "    vanguard: {name: 主, type: normal, grade: 3, power: 13000}\n"


def _run(vanguard: str) -> object:
    return vg_run(
        "players:\n  A:\n"
        + vanguard
        + "    deck: [{name: 新, type: normal, grade: 3, power: 12000}, 9]\n"
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: main_phase, actions: [{do: legion, card: 新, from: deck}]}\n"
    )


def _names(leaf: object, zone: str) -> set[str]:
    return {c.name for c in leaf.final.players["A"].zones[zone]}  # type: ignore[attr-defined]


def test_both_readings_on_a_legion() -> None:
    r = _run(PAIR)
    leaves = [*r.leaves, *r.alternates]  # type: ignore[attr-defined]
    assert len(leaves) == 2
    by = {"新" in _names(lf, "field.vanguard"): lf for lf in leaves}
    assert _names(by[False], "field.vanguard") == {"主", "旧"}
    assert _names(by[True], "field.vanguard") == {"主", "新"} and _names(by[True], "soul") == {"旧"}


def test_not_raised_on_a_lone_vanguard() -> None:
    r = _run(LONE)
    assert len(r.leaves) == 1 and not r.alternates  # type: ignore[attr-defined]
    assert _names(r.main, "field.vanguard") == {"主", "新"}  # type: ignore[attr-defined]
