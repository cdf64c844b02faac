"""A 「…なら」 requirement of an automatic ability, checked as it resolves, cites 11.2.1 (some
abilities check a requirement on resolution) with its kind's clause 11.2.1.2 and 11.2.2 (round 38,
issue 14: before, only the kind's clause) — met or not."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_card_run

TEXT = "【自】【(R)】：このユニットがアタックした時、あなたのダメージが{n}枚以上なら、そのバトル中、このユニットのパワー＋5000。"
DAMAGE = "[{name: 傷1, type: normal, grade: 1}, {name: 傷2, type: normal, grade: 1}]"


@pytest.mark.parametrize(("n", "met"), [(2, True), (3, False)])
def test_a_requirement_checked_on_resolution_cites_11_2_1(n: int, met: bool) -> None:
    r = vg_card_run(TEXT.replace("{n}", str(n)), damage=DAMAGE)
    assert {"11.2.1", "11.2.1.2", "11.2.2"} <= set(r.decided_by)
    unmet = [s.en for s in r.main.trace.steps if "the condition is not met" in s.en]
    assert (not unmet) is met
