"""「あなたの手札と相手の手札の枚数が同じなら」 / 「あなたの手札の枚数が相手の手札の枚数と同じなら」
(round 57, s54vgC): how many cards each names, equal (``conditions._same_count``, a count
compared with another's as 「…より多い」 is). Before: refused (the condition same.final)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value


@pytest.mark.parametrize(
    "cond", ["あなたの手札と相手の手札の枚数が同じ", "あなたの手札の枚数が相手の手札の枚数と同じ"]
)
def test_equal_hands(cond: str) -> None:
    """B's hand is empty: A's empty hand is the same number (+5000), one card is not."""
    text = f"【永】【(R)】：{cond}なら、このユニットのパワー＋5000。"
    r = run(text, hand="[]")
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(text, hand="[{name: 札, type: normal, grade: 1}]"), "power") == 10000


def test_a_value_the_same_is_not_read_as_a_count() -> None:
    get_game("vg")
    text = "【永】【(R)】：あなたのヴァンガードのグレードが相手のヴァンガードのグレードと同じなら、このユニットのパワー＋5000。"
    (ab,) = _abilities("vg", text, None)
    assert ab.program is None or ab.program.cond.what != "count"
