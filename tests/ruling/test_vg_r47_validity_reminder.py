"""Round 47 (issue 14): a validity keyword's condition is the rules' own (神託 14.18.3: five or
more cards in hand); a reminder printed with it has no effect (2.11.3) — whatever it says — and
the ruling cites 2.11.3 beside the keyword's clauses. Printed without a reminder, it does not."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front: {name: 巫女, grade: 2, power: 9000, text: "%s"}
    hand: %d
    deck: 10
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: check, state: {A.hand: %d}}
expect:
  state: {巫女.power: %d}
"""
REMINDED = "【永】【(R)】神託：（あなたの手札が4枚以上なら有効）このユニットのパワー+5000。"
PLAIN = "【永】【(R)】神託：このユニットのパワー+5000。"


@pytest.mark.parametrize(("hand", "on"), [(4, False), (5, True)])
def test_the_reminder_does_not_change_the_condition(hand: int, on: bool) -> None:
    r = vg_run(BOARD % (REMINDED, hand, hand, 14000 if on else 9000))
    assert not check_expect(r)
    assert {"14.18.3", "2.11.3"} <= cited(r)


def test_without_a_reminder_it_is_not_cited() -> None:
    r = vg_run(BOARD % (PLAIN, 4, 4, 9000))
    assert not check_expect(r)
    assert "14.18.3" in cited(r)
    assert "2.11.3" not in cited(r)
