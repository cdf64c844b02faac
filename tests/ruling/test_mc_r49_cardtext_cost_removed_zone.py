"""Monster Collection (mc), round 49 (s46mcC), issue 12: 〈コスト:自軍捨て山のカード2枚を除外ゾーンに
置く〉.

「ゲームから除外」 is moving a card to its owner's removed zone (12.5.1; cards removed as a cost are put
there, 5.1.6.2, 10.1.13): 「…を除外ゾーンに置く」 is the cost 「捨て山n枚除外」 (10.11.11) said with
its zone, and 「捨て山のカード」 any card of it (no (～), 10.11.12; 「自軍捨て山のカード2枚をゲームから
除外」 too, refused before as a restriction of another form). Refused before ("〈コスト:…〉 other
than discarding or removing cards")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game

get_game("mc")

_TAIL = "/対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。"


def _cost(cost: str) -> tuple:
    (ab,) = _abilities("mc", f"◎[普通]砂嵐\n〈コスト:{cost}{_TAIL}", "unit")
    assert ab.supported, ab.reason
    return ab.program.hand_cost


@pytest.mark.parametrize(
    "cost",
    [
        "自軍捨て山のカード2枚を除外ゾーンに置く",
        "捨て山のカード2枚を除外ゾーンに置く",
        # 「…のカード」 with no (～): refused before as 「a cost restriction of this form」
        "自軍捨て山のカード2枚をゲームから除外",
    ],
)
def test_put_in_the_removed_zone_is_removing_as_a_cost(cost: str) -> None:
    assert _cost(cost) == _cost("捨て山2枚除外") == (2, None, "discard", True)


def test_a_restriction_said_inline_is_kept() -> None:
    got = _cost("自軍捨て山の「種族:ハニワ」のカード1枚を除外ゾーンに置く")
    assert got == _cost("捨て山1枚除外(「種族:ハニワ」のカード)")
    assert got[1] is not None


def test_putting_into_another_zone_stays_refused() -> None:
    (ab,) = _abilities(
        "mc", f"◎[普通]砂嵐\n〈コスト:自軍捨て山のカード2枚を手札に置く{_TAIL}", "unit"
    )
    assert not ab.supported
