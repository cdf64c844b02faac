"""Round 48: a circle is of the rear-guard attribute while it holds no card or a face-up card
(4.9.2.5) — a normal call to a circle holding a face-down card, or a locked one (4.9.2.7, 7.30.3),
is refused and the card there stays; a face-up unit there is called over (6.2.3.4)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A:
    vanguard: {name: 指揮竜, grade: 3, power: 13000}
    left_front: {name: 古兵, type: normal, grade: 2, power: 10000%s}
    hand: [{name: 新兵, type: normal, grade: 2, power: 10000}]
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: call, card: 新兵, circle: left_front%s}
expect:
  state: {A.hand: %s, A.drop: %d}
"""


@pytest.mark.parametrize(
    ("field", "clauses"),
    [(", face: down", {"4.9.2.5"}), (", locked: true", {"4.9.2.5", "4.9.2.7", "7.30.3"})],
)
def test_no_call_over_a_face_down_card(field: str, clauses: set[str]) -> None:
    r = vg_run(BOARD % (field, ", allowed: false", "[新兵]", 0))
    assert not check_expect(r)
    assert clauses <= cited(r)


def test_a_face_up_unit_is_called_over() -> None:
    r = vg_run(BOARD % ("", "", "[]", 1))
    assert not check_expect(r)
    assert "4.9.2.5" not in cited(r) or "6.2.3.4" in cited(r)
