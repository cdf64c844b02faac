"""Round 59 (s56vgC): 「あなたのソウルのカードがちょうど８枚なら」 — ちょうど (exactly) before a count
with no bound: that many, as 「８枚なら」 reads (a spelling fold, ``grammar.normalise.SPELLINGS``)."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from tests.ruling.boards import unsupported, vg_card_run, zone_names


def test_the_fold() -> None:
    assert normalise("ソウルのカードがちょうど８枚なら、").text == "ソウルのカードが8枚なら、"
    # a bound after the count is left to the count
    assert "ちょうど" in normalise("ちょうど８枚以上なら、").text


@pytest.mark.parametrize(("soul", "hand"), [(3, 1), (2, 0), (4, 0)])
def test_exactly_on_a_board(soul: int, hand: int) -> None:
    text = "【起】【(R)】：あなたのソウルのカードがちょうど３枚なら、１枚引く。"
    souls = ", ".join(f"{{name: 魂{i}, type: normal, grade: 1}}" for i in range(soul))
    r = vg_card_run(
        text,
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}",
        extra=f"soul: [{souls}]",
    )
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand
