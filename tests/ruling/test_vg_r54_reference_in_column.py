"""Round 54 (issue 12, s51vgT2): 「そのユニットが(このユニットと)同じ縦列にいるなら」 (BT28) — the card a
reference points at (the unit the trigger was about) is in this unit's column (4.9.1.2): a match
of that card against the column (``conditions._exists``, ``Cond("match")``), as 「このユニットと
同じ縦列の…」 describes a card. Refused before as "an existence condition on a reference of this
shape"."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

TEXT = "【自】【(R)】：あなたのリアガードが登場した時、そのユニットが{with_}同じ縦列にいるなら、１枚引く。"
CALL = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: CIRCLE}]}"
HAND = "[{name: 新兵, type: normal, grade: 1, power: 6000}]"


@pytest.mark.parametrize("with_", ["このユニットと", ""])
def test_compiles_as_a_match(with_: str) -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT.format(with_=with_), None)
    assert a.supported, a.reason
    assert a.program.cond.what == "match" and a.program.cond.sel.ref == "that"


@pytest.mark.parametrize(("circle", "drawn"), [("left_back", True), ("right_back", False)])
def test_on_a_board(circle: str, drawn: bool) -> None:
    """剣士 stands on the left front circle: 新兵 called behind it (left column) draws a card; on
    the right back circle, not."""
    r = run(TEXT.format(with_=""), actions=CALL.replace("CIRCLE", circle), hand=HAND)
    assert not unsupported(r), unsupported(r)
    assert (len(zone(r, "A", "hand")) == 1) is drawn
    if drawn:
        assert "4.9.1.2" in cited(r)
