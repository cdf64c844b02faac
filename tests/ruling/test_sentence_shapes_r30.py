"""Sentence shapes and grammar constructions of round 30 (issue 12, s26untyped): each on a minimal
ability text and a board, with variants another writer could print (other connectives, the
condition before or after, another cost, another count) and the neighbour that must not change
(docs/cardtext.md, "Round 30: untyped text and sentence shapes")."""

from __future__ import annotations

from typing import Any

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, run

DAMAGE = "[{name: 傷, type: normal, grade: 1}]"


def _vg(text: str) -> Any:
    get_game("vg")
    return A._abilities("vg", text, "Normal Unit")


# ------------------------------------- the cost's connective: 「【コスト】[…]で、」 = 「…ことで、」


@pytest.mark.parametrize("tail", ["することで、", "で、", "することで"])
def test_a_cost_before_the_effect_with_its_connectives(tail: str) -> None:
    """「【コスト】[【カウンターブラスト】(1)]で、１枚引く」: the particle で alone is the means of
    the step as 「…することで」 is (11.1.1.2.2, the cost paid before the effect): paid, the face-up
    damage card turns face down and one card is drawn; with no face-up damage nothing is done."""
    text = f"【起】【(R)】：【コスト】[【カウンターブラスト】(1)]{tail}１枚引く。"
    r = run(text, actions=ACTIVATE, damage=DAMAGE)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert [c.face_up for c in r.main.final.players["A"].zones["damage"]] == [False]
    unpaid = run(text, actions=ACTIVATE)
    assert not unsupported(unpaid) and zone(unpaid, "A", "hand") == []


@pytest.mark.parametrize(
    "text",
    [
        # a verb cost, the same program as 「…ことで、」
        "【起】【(R)】：【コスト】[手札から１枚捨てる]で、１枚引く。",
        # after the trigger and a condition (the cost opens the first step)
        "【自】：このユニットがアタックした時、あなたのダメージゾーンが１枚以上なら、"
        "【コスト】[【カウンターブラスト】(1)]で、１枚引く。",
        # inside a sentence, after a first step
        "【自】：このユニットがアタックした時、１枚引き、【コスト】[【カウンターブラスト】(1)]で、"
        "さらに１枚引く。",
        # in a later sentence
        "【自】：このユニットがアタックした時、１枚引く。【コスト】[【ソウルブラスト】(1)]で、"
        "さらに１枚引く。",
    ],
)
def test_the_short_connective_is_the_long_one(text: str) -> None:
    """Wherever a cost stands (the first step, after a condition, inside or after a sentence), the
    program of 「…で、」 is the program of 「…することで、」 / 「…ことで、」."""
    (short,) = _vg(text)
    long_ = text.replace("]で、", "]することで、" if "】(1)]" in text else "]ことで、")
    (want,) = _vg(long_)
    assert short.supported and want.supported, (short.reason, want.reason)
    assert repr(short.program) == repr(want.program)


def test_a_discard_cost_with_the_short_connective_on_a_board() -> None:
    """「【コスト】[手札から１枚捨てる]で、１枚引く」: the hand card is discarded, then one drawn."""
    text = "【起】【(R)】：【コスト】[手札から１枚捨てる]で、１枚引く。"
    hand = "[{name: 札, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, choose: 札}"
    r = run(text, actions=ACTIVATE, hand=hand, choices=pick)
    assert not unsupported(r) and zone(r, "A", "drop") == ["札"] and zone(r, "A", "hand") == ["山1"]


def test_de_mo_after_a_cost_is_not_the_connective() -> None:
    """「【コスト】[…]でも払える」 (another way to pay) is not 「で、」: it stays refused, reported."""
    (ab,) = _vg(
        "【自】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]でも払える。"
    )
    assert not ab.supported and ab.reason
