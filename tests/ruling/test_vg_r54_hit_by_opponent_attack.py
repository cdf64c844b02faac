"""Round 54 (issue 12, s51vgT2): 「そのバトル中、相手のユニットのアタックではヒットされない」 (G-BT31's
G guardians) — what does not hit the unit is named by the opponent's attack (「…のアタックでは」),
not by its cards (「相手のカードに」): the same effect, since what hits a unit is the attack of the
opponent's attacking unit (10.7.1.2): ``detail`` ``by: opponent``. Any other attack named is
refused. Refused before as "ヒットされない for a time other than this battle"."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from tests.ruling.boards import cited, compiled_first, vg_run
from tests.ruling.test_vg_r52_hit_by_opponent_cards import BOARD, GUARD


@pytest.mark.parametrize("by", ["相手のユニットのアタックでは", "相手のアタックでは"])
def test_compiled_as_by_opponent_cards(by: str) -> None:
    assert compiled_first(GUARD % by, "vg") == compiled_first(GUARD % "相手のカードに", "vg")


def test_another_attack_refused() -> None:
    with pytest.raises(Unsupported):
        compiled_first(GUARD % "グレード３のユニットのアタックでは", "vg")


def test_the_attack_does_not_hit_on_a_board() -> None:
    r = vg_run(BOARD % (GUARD % "相手のユニットのアタックでは"), phase="battle")
    assert len(r.main.final.players["B"].zones["damage"]) == 2
    assert {"10.7.1.2", "1.3.1", "11.3.1.2"} <= cited(r)
