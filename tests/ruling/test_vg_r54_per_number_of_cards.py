"""Round 54 (issue 12, s51vgT2): 「あなたのソウルのトリガーユニットの枚数１枚につき＋1000」 (G-BT31) —
per the number of cards so described counted one card at a time, as 「…トリガーユニット１枚につき」
says (12.7.1: Y done once for each X); 「…の枚数２枚につき」 in steps of two cards. The shared
reader of 「XにつきY」 (``steps._per``). Refused before as "the word number_of_cards"."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

TEXT = "【永】【(R)】：このユニットのパワーはあなたのソウルのトリガーユニット{per}につき＋1000。"
SOUL = (
    "soul: [{name: 魂1, type: trigger, grade: 0, trigger: draw}, "
    "{name: 魂2, type: trigger, grade: 0, trigger: critical}, "
    "{name: 魂3, type: trigger, grade: 0, trigger: stand}, {name: 魂4, type: normal, grade: 1}]"
)


def test_reads_as_per_card() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT.format(per="の枚数１枚"), None)
    (b,) = _abilities("vg", TEXT.format(per="１枚"), None)
    assert a.supported, a.reason
    assert a.program == b.program


@pytest.mark.parametrize(("per", "power"), [("の枚数１枚", 13000), ("の枚数２枚", 11000)])
def test_on_a_board(per: str, power: int) -> None:
    """Three trigger units and a normal unit in the soul: +3000 one by one; +1000 by twos."""
    r = run(TEXT.format(per=per), extra=SOUL)
    assert not unsupported(r), unsupported(r)
    assert value(r, "power") == power
