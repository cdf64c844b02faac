"""「あなたのソウルのカードのグレードの合計５につき、このユニットのパワー＋5000」 (round 57, s54vgC):
X of 「XにつきY」 (12.7.1) a total of values over a place's cards, in steps of N — the total
divided by N, the remainder dropped (``Op.per_stat`` ``("total:grade", N)``, read by vg's
``_per_x``); not each card's value divided on its own. Before: refused ("a count of unit none")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

TEXT = "【永】【(R)】：あなたのソウルのカードのグレードの合計５につき、このユニットのパワー＋5000。"


def _soul(*grades: int) -> str:
    cards = ", ".join(f"{{name: 魂{i}, type: normal, grade: {g}}}" for i, g in enumerate(grades))
    return f"soul: [{cards}]"


@pytest.mark.parametrize(
    ("grades", "power"),
    [((3, 2), 15000), ((3, 3, 3, 1), 20000), ((2, 2), 10000), ((3, 3, 3), 15000)],
)
def test_per_five_of_the_total(grades: tuple[int, ...], power: int) -> None:
    """3+2 = 5: once; 3+3+3+1 = 10: twice; 2+2: none; 9: once (not 0 per card)."""
    r = run(TEXT, extra=_soul(*grades))
    assert not unsupported(r) and value(r, "power") == power
