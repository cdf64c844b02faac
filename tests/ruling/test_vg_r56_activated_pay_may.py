"""Round 56 (issue 12, s53vgC2): an activated ability printed in the original era's form
「【起】：[コスト] (Xなら、)(あなたは)コストを払ってよい。払ったら、Y」. The bracket opening the text is the
activated ability's cost (11.1.1.1.1 「起【(領域)】:(条件)[(コスト)](効果)」), paid as it is played
(11.8.2.3); 「コストを払ってよい。払ったら、」 is the other printing of 「[コスト]することで、」 (11.9.5.1
names the two together), and X the requirement of its effect (11.2.1.1), as in
「【起】：Xなら、【コスト】[…]ことで、Y」. Refused before as "the action pay.optional"."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

OLD = "【起】【(R)】：[このユニットをソウルに置く] あなたのヴァンガードがグレード３なら、コストを払ってよい。払ったら、１枚引く。"
NEW = "【起】【(R)】：あなたのヴァンガードがグレード３なら、【コスト】[このユニットをソウルに置く]ことで、１枚引く。"
BARE = (
    "【起】【(R)】：[このユニットをソウルに置く] あなたはコストを払ってよい。払ったら、１枚引く。"
)
ACT = "  - {do: activate, card: 剣士}"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


def test_the_old_printing_is_the_activated_abilitys_cost() -> None:
    assert _program(OLD) == _program(NEW)
    bare = _program(BARE)
    assert bare.cost and bare.cond is None and [o.verb for o in bare.steps] == ["draw"]


@pytest.mark.parametrize(
    ("vanguard", "hand"),
    [
        ("{name: 竜, type: normal, grade: 3, power: 13000}", ["山1"]),
        # the requirement not met: the cost is paid as it is played (11.8.2.3), nothing drawn
        ("{name: 竜, type: normal, grade: 2, power: 10000}", []),
    ],
)
def test_played_the_cost_paid_the_requirement_checked(vanguard: str, hand: list[str]) -> None:
    r = vg_card_run(OLD, ACT, vanguard=vanguard)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == hand
    assert "剣士" in zone(r, "A", "soul")
    assert "11.8.2.3" in cited(r)
    assert "11.2.1.1" in cited(r)


def test_without_a_requirement_it_draws() -> None:
    r = vg_card_run(BARE, ACT)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]
    assert "剣士" in zone(r, "A", "soul")
