"""``legion_order_grade`` (round 58, s55vgR): 9.9.2.3 「自身のヴァンガードのグレード以下」 with a
legion's two vanguards of different grades (6.4.3.2) — either vanguard's grade, or the leader's
(as 6.4.3.2.1 says for the ride step's ride). Raised only when the order's grade is above the
leader's and within the other's; a vanguard alone decides it with no point."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_run, zone_names


def _run(leader: int, mate: int | None, order: int) -> object:
    v = (
        f"[{{name: 主, type: normal, grade: {leader}, power: 10000, legion: leader}},"
        f" {{name: 従, type: normal, grade: {mate}, power: 10000, legion: mate}}]"
        if mate is not None
        else f"{{name: 主, type: normal, grade: {leader}, power: 10000}}"
    )
    return vg_run(
        f"players:\n  A: {{vanguard: {v}, hand: [{{name: 令, type: order, grade: {order},"
        ' text: "１枚引く。"}], deck: 10}\n'
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: main_phase, actions: [{do: play_order, card: 令}]}\n"
    )


def test_both_readings_between_the_grades() -> None:
    r = _run(2, 3, 3)
    assert len(r.alternates) == 1  # type: ignore[attr-defined]
    assert "令" in zone_names(r, "A", "drop")
    assert "令" in {c.name for c in r.alternates[0].final.players["A"].zones["hand"]}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("leader", "mate", "order", "played"),
    [(3, 2, 3, True), (2, 3, 2, True), (2, 2, 3, False), (2, None, 3, False)],
)
def test_not_raised_elsewhere(leader: int, mate: int | None, order: int, played: bool) -> None:
    r = _run(leader, mate, order)
    assert not r.alternates  # type: ignore[attr-defined]
    assert ("令" in zone_names(r, "A", "drop")) is played
