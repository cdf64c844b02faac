"""「Xの枚数が、Yの枚数以上なら」 with Y any description of an owner's cards (round 56, issue 12):
「相手のリアガードの枚数」 / 「相手のバインドゾーンの裏のカードの枚数」 — 「の枚数」 printed says B's
cards are counted, as 「相手のダメージゾーンの枚数以上」 was read (``conditions._compared_count``)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

TEXT = "【永】【(R)】：相手のリアガードの枚数が、あなたのリアガードの枚数以上なら、このユニットのパワー＋5000。"
MORE = "left_back: {name: 従者, type: normal, grade: 1, power: 8000}"


@pytest.mark.parametrize(("extra", "power"), [("", 15000), (MORE, 10000)])
def test_on_a_board_rearguards_compared(extra: str, power: int) -> None:
    """B has one rear-guard (槍兵); A has 剣士 (one, the condition holds: 1 ≥ 1) or 剣士 and 従者
    (two: 1 < 2, it does not)."""
    r = run(TEXT, extra=extra)
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == power


@pytest.mark.parametrize(
    ("bind", "power"),
    [("[]", 10000), ("[{name: 縛1}]", 10000), ("[{name: 縛1, face: down}]", 15000)],
)
def test_on_a_board_face_down_bound_cards(bind: str, power: int) -> None:
    """「あなたのバインドゾーンの裏のカードの枚数が、相手のリアガードの枚数以上なら」: none bound
    (0 < 1), one face up (not counted), or one face down (1 ≥ 1)."""
    text = (
        "【永】【(R)】：あなたのバインドゾーンの裏のカードの枚数が、相手のリアガードの枚数以上なら、"
        "このユニットのパワー＋5000。"
    )
    r = run(text, extra=f"bind: {bind}")
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == power
