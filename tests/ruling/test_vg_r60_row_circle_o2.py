"""「後列のサークル」 (s57vgO2, round 60): the circles of a row named by 「サークル」 rather than 「(R)」 are
every circle of that row (4.9.1.3 横列) — a unit moved to 「同じ縦列の後列のサークル」 goes to the back
circle of its column (4.9.1.1), as with 「後列の(R)」."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】：このユニットのアタックしたバトル終了時、このユニットを同じ縦列の後列のサークルに移動させる。",
        "【自】【(R)】：このユニットのアタックしたバトル終了時、このユニットを同じ縦列の後列の(R)に移動させる。",
    ],
)
def test_moved_to_the_back_row_circle_of_its_column(text: str) -> None:
    """剣士 (left front) attacks; at the end of the battle it moves to the back circle of its column
    (left back): 「後列のサークル」 is the back row (4.9.1.3), the column its own (4.9.1.1)."""
    r = run(text, actions=ATTACK)
    assert not unsupported(r)
    assert zone(r, "A", "field.left_back") == ["剣士"] and zone(r, "A", "field.left_front") == []
