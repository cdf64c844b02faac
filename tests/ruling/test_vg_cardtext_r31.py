"""Vanguard card-text constructions of round 31 (issue 12, s27vgtext): each a minimal ability
text and what it does on a board, beside a neighbour that must not."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

DAMAGED = "[{name: 傷, type: normal, grade: 1}]"
YES = "choices:\n  - {player: A, at: cost, choose: yes}"
NO = "choices:\n  - {player: A, at: cost, choose: no}"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ------------------------------ 「[コスト] (テキスト)」 … 「コストを払ってよい。払ったら、…」 (11.1.1.2.2)

BARE = "【自】【(R)】：[【カウンターブラスト】(1)] このユニットがアタックした時、コストを払ってよい。払ったら、１枚引く。"
MARKED = "【自】【(R)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"


def test_a_bracket_opening_an_auto_ability_is_its_cost() -> None:
    """The bracket before the text is the cost the text calls 「コスト」 (11.1.1.2.2): the same
    ability as 「【コスト】[…]することで、…」 (11.9.5.1 names both forms together)."""
    assert _program(BARE) == _program(MARKED)
    cond = (
        "【自】【(R)】：[【ソウルブラスト】(1)] このユニットがアタックした時、あなたのヴァンガードが"
        "グレード３以上なら、コストを払ってよい。払ったら、１枚引く。"
    )
    marked = (
        "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードがグレード３以上なら、"
        "【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    )
    assert _program(cond) == _program(marked)


def test_paid_the_card_is_drawn_unpaid_nothing() -> None:
    """On the attack its master pays (the damage card turned face down) and draws; declining,
    nothing happens (11.9.5.1)."""
    paid = vg_card_run(BARE, damage=DAMAGED, choices=YES)
    assert not unsupported(paid) and zone(paid, "A", "hand") == ["山1"]
    unpaid = vg_card_run(BARE, damage=DAMAGED, choices=NO)
    assert not unsupported(unpaid) and zone(unpaid, "A", "hand") == []


def test_an_activated_ability_pays_its_bracket_when_played() -> None:
    """「【起】…：[コスト] (テキスト)」: the bracket is the ability's cost (paid on play)."""
    assert _program("【起】【(R)】：[【カウンターブラスト】(1)] １枚引く。") == _program(
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    )
