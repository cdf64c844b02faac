"""Round 59 (s56vgC2): 「このユニットの後ろの(R)が空いているなら」 — the circle behind a unit is
the back-row circle of its column (4.9.1.1 columns, 4.9.1.3 rows), on its own field; 「後ろの(R)」
naming no unit is this unit's (11.8.5.3). 「…が空いているなら」: that circle has no card on it
(before: the position behind / the condition vacant.progressive). 「あなたの(R)が空いているなら」
(any circle? all?) stays refused."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import ATTACK, run, value

BEHIND = "left_back: {name: 兵1, type: normal, grade: 1, power: 8000}"
# the back circle of another column taken: not the one behind 剣士 (left front)
ELSEWHERE = "right_back: {name: 兵1, type: normal, grade: 1, power: 8000}"


@pytest.mark.parametrize("whose", ["このユニットの", ""])
@pytest.mark.parametrize(("extra", "power"), [("", 12000), (ELSEWHERE, 12000), (BEHIND, 10000)])
def test_circle_behind_vacant(whose: str, extra: str, power: int) -> None:
    text = (
        f"【自】【(R)】：このユニットがアタックした時、{whose}後ろの(R)が空いているなら、"
        "そのターン中、このユニットのパワー＋2000。"
    )
    r = run(text, actions=ATTACK, extra=extra)
    assert not unsupported(r) and value(r, "power") == power


def test_any_circle_vacant_is_refused() -> None:
    text = "【自】【(R)】：このユニットがアタックした時、あなたの(R)が空いているなら、１枚引く。"
    assert unsupported(run(text, actions=ATTACK))
