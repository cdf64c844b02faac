"""mc (round 56, s53mcC): 「(この戦闘で)敵軍 / 自軍が進軍側 / 守備側でない場合」 — the denial of
「…が進軍側 / 守備側の場合」 (``cardtext._target_condition``): every turn is one of the two
players', its 進軍側 that player and the other 守備側 (1.3.7, 7.1.2.1), so 「敵軍が進軍側でない」
is 「自軍が進軍側」, read relative to the ability's own card (``common.guard_card``); 「この戦闘で」
with no battle going on stays false (4.1.13)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import decided, main_state
from tests.ruling.test_mc_r54_side_of_a_step import _battle

_SLAP = (
    "●[戦闘]張り手\\n〈発揮:戦闘の開始時/対象:敵軍ユニット1体〉\\n対象に【通常:1】のダメージを与える。"
    "{cond}場合、さらに対象に【通常:1】のダメージを与える。"
)


def test_the_denial_reads_as_the_other_side() -> None:
    get_game("mc")
    text = "○テスト\n〈対象:このユニット〉\nこの戦闘で敵軍が進軍側でない場合、対象を「攻撃力:+2」する。"
    (a,) = _abilities("mc", text, "unit")
    assert a.supported, a.reason
    assert a.program.condition == ("turn", ("own", "battle"))


@pytest.mark.parametrize(
    ("cond", "extra"),
    [
        ("この戦闘で敵軍が進軍側でない", 1),  # B's turn is not: A advances
        ("この戦闘で敵軍が守備側でない", 0),
        ("この戦闘で自軍が守備側でない", 1),
        ("自軍が進軍側でない", 0),
    ],
)
def test_the_advancing_sides_denied_condition(cond: str, extra: int) -> None:
    """A's 押し出し advances (A is 進軍側, 1.3.7): its 「…でない場合、さらに…」 deals the second
    damage exactly when the side denied is not A's."""
    r = _battle(_SLAP.format(cond=cond), "")
    assert main_state(r, "力士.damage") == 1 + extra
    assert {"1.3.7", "7.1.2.1"} <= decided(r), decided(r)


def test_the_defending_sides_denied_condition() -> None:
    """B's 力士 is 守備側: 「敵軍が守備側でない場合」 holds for its ability (A is 進軍側)."""
    r = _battle("", _SLAP.format(cond="この戦闘で敵軍が守備側でない"))
    assert main_state(r, "押し出し.damage") == 2
