"""mc round 55 (s52mcT2), issue 12: 「対象は後衛に移動できない」 / 「対象は後衛から前衛へ移動できない」 —
the MC rules know a party's order (隊列) only as relative places, a unit 前列 / 後列 of another
(8.3.3.1) and the ends 最前列 / 最後列 (8.3.3.2): 「前衛」 / 「後衛」 name no place of theirs, so the
step is refused with that reason (not read as a nearby term by guess), and the ability with it."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game

get_game("mc")


@pytest.mark.parametrize(
    "step",
    ["対象は後衛に移動できない。", "対象は後衛から前衛へ移動できない。"],
)
def test_row_words_are_refused_by_name(step: str) -> None:
    (ab,) = _abilities("mc", f"○[戦闘]鉄鎖\n〈対象:このユニット〉\n{step}", "unit")
    assert not ab.supported
    assert "8.3.3.1" in ab.reason and "後衛" in ab.reason


def test_the_relative_rows_are_not_caught() -> None:
    # 「行動完了にならない」 beside it: no row word, compiled as before
    (ab,) = _abilities("mc", "○[戦闘]x\n〈対象:このユニット〉\n対象は行動完了にならない。", "unit")
    assert ab.supported, ab.reason
