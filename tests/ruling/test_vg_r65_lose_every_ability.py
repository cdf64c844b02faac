"""Round 65 (s62vgC): 「そのユニットは能力をすべて失う」 — the quantity floated after its noun
(「能力をすべて」) is every ability, as 「すべての能力を失う」 (7.14.2; ``_vg/steps`` lose_all): the
unit's continuous ability no longer applies for the period."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import unsupported, vg_swordsman

ENEMY = (
    '    right_front: {name: 敵兵, type: normal, grade: 1, power: 8000, text: "【永】【(R)】：'
    'このユニットのパワー＋5000。"}\n'
)


@pytest.mark.parametrize(
    ("text", "power"),
    [
        (
            "【起】【(R)】：相手のリアガードを１枚選び、そのターン中、そのユニットは能力をすべて失う。",
            8000,
        ),
        (
            "【起】【(R)】：相手のリアガードを１枚選び、そのターン中、そのユニットはすべての能力を失う。",
            8000,
        ),
        (
            "【起】【(R)】：相手のリアガードを１枚選び、そのターン中、そのユニットのパワー＋1000。",
            14000,
        ),
    ],
)
def test_every_ability_lost_with_the_quantity_after_its_noun(text: str, power: int) -> None:
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
        f"expect:\n  state:\n    敵兵.power: {power}\n"
    )
    r = vg_swordsman(text, "", ENEMY, acts)
    assert not unsupported(r), unsupported(r)
    assert not check_expect(r), check_expect(r)
