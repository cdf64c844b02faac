"""「あなたの手札の枚数が奇数なら」 / 「あなたのソウルが偶数枚なら」 / 「あなたの手札が奇数なら」
(round 57, s54vgC): whether how many cards a place holds is odd or even — the count's remainder
mod 2 (``conditions._count_parity``, the comparison ``mod2`` a value's parity uses, 14.43.2.1).
Before, 「手札の枚数が奇数」 was refused and 「手札が奇数」 was read as cards of a group named
「奇数」 (a wrong reading counted executable)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

CARD = "{name: 札NUM, type: normal, grade: 1}"


def _hand(n: int) -> str:
    return "[" + ", ".join(CARD.replace("NUM", str(i)) for i in range(n)) + "]"


@pytest.mark.parametrize(
    "cond",
    ["あなたの手札の枚数が奇数", "あなたの手札が奇数", "あなたの手札が奇数枚"],
)
def test_an_odd_hand(cond: str) -> None:
    text = f"【永】【(R)】：{cond}なら、このユニットのパワー＋2000。"
    three = run(text, hand=_hand(3))
    assert not unsupported(three) and value(three, "power") == 12000
    assert value(run(text, hand=_hand(2)), "power") == 10000
    assert value(run(text, hand=_hand(0)), "power") == 10000  # 0 is even


def test_an_even_soul_counted_by_its_cards() -> None:
    text = "【永】【(R)】：あなたのソウルのカードの枚数が偶数なら、このユニットのパワー＋2000。"
    two = "soul: [{name: 魂1, type: normal}, {name: 魂2, type: normal}]"
    get_game("vg")
    (ab,) = _abilities("vg", text, None)
    assert ab.supported and ab.program.cond.cmp == "mod2" and ab.program.cond.n == 0
    r = run(text, extra=two)
    assert not unsupported(r) and value(r, "power") == 12000
    one = "soul: [{name: 魂1, type: normal}]"
    assert value(run(text, extra=one), "power") == 10000


def test_a_value_parity_is_still_the_value_s() -> None:
    """「あなたのヴァンガードのグレードが奇数なら」: a value's parity, not a count."""
    get_game("vg")
    (ab,) = _abilities(
        "vg",
        "【永】【(R)】：あなたのヴァンガードのグレードが奇数なら、このユニットのパワー＋2000。",
        None,
    )
    assert ab.program.cond.what == "stat" and ab.program.cond.stat == "grade"
