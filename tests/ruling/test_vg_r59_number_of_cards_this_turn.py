"""Round 59 (s56vgC): 「このターンにあなたのリアガードが退却した枚数が５枚以上なら」 — with 「このターン
に」 as with 「このターン中に」, 枚数 counts the cards the event happened to (``conditions.
counted_acts``); before, the vg reading of 「このターンに…したカードが」 took 枚数 for the cards acted
on (the word number_of_cards)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported, vg_swordsman, zone_names
from tests.ruling.test_vg_r56_this_turn_time import _prog


def test_the_same_as_with_the_period() -> None:
    head = "【永】【(V)】：{}あなたのリアガードが退却した枚数が２枚以上なら、このユニットのパワー＋5000。"
    assert _prog(head.format("このターンに")) == _prog(head.format("このターン中に"))


@pytest.mark.parametrize(("charge", "hand"), [(1, 1), (2, 3)])
def test_on_a_board_the_cards_counted(charge: int, hand: int) -> None:
    text = (
        f"【起】【(R)】：１枚引く。【ソウルチャージ】({charge})。"
        "このターンにカードがあなたのソウルに置かれた枚数が２枚以上なら、２枚引く。"
    )
    r = vg_swordsman(text, "    soul: []\n    deck: 10\n")
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand
