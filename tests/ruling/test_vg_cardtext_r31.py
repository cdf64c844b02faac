"""Vanguard card-text constructions of round 31 (issue 12, s27vgtext): each a minimal ability
text and what it does on a board, beside a neighbour that must not."""

from __future__ import annotations

from typing import Any

import pytest

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


# ------------------------------------------------ 「山札の一番上を見て」: the one card at that end

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
G3_TOP = "[{name: 山3, type: normal, grade: 3}, {name: 山1, type: normal, grade: 1}, 8]"


def test_the_very_top_card_is_one_card() -> None:
    """「山札の一番上を見て」 is 「山札の上から１枚見て」 (the one card at the top, 7.7)."""
    assert _program("【起】【(R)】：あなたの山札の一番上を見て、山札の上か下に置く。") == _program(
        "【起】【(R)】：あなたの山札の上から１枚見て、山札の上か下に置く。"
    )


@pytest.mark.parametrize(("end", "last"), [("下", "山3"), ("上", None)])
def test_the_very_top_card_looked_at_and_put_back(end: str, last: str | None) -> None:
    """The top card looked at and put at the bottom is the deck's last card; put back on top,
    the top card stays 山3 (and the bottom is not it)."""
    r = vg_card_run(
        "【起】【(R)】：あなたの山札の一番上を見て、山札の上か下に置く。",
        ACTIVATE,
        deck=G3_TOP,
        choices=f"choices:\n  - {{player: A, choose: {end}}}",
    )
    assert not unsupported(r)
    deck = zone(r, "A", "deck")
    assert len(deck) == 10
    if last is None:
        assert deck[0] == "山3" and deck[-1] != "山3"
    else:
        assert deck[-1] == last and deck[0] == "山1"


# ------------------------------------------------ 「好きな順序で」: a spelling of 「好きな順番で」

TWO_TOP = "[{name: 山一, type: normal, grade: 1}, {name: 山二, type: normal, grade: 2}, 8]"


def test_in_the_order_chosen_spelt_jun_jo() -> None:
    """「好きな順序で山札の上に置く」 is 「好きな順番で…」 (the cards go in the order their master
    chooses, 1.3.1); the grammar types 順序 as the word order."""
    jo = "【起】【(R)】：あなたの山札を上から２枚見て、好きな順序で山札の上に置く。"
    ban = "【起】【(R)】：あなたの山札を上から２枚見て、好きな順番で山札の上に置く。"
    assert _program(jo) == _program(ban)


@pytest.mark.parametrize(
    ("first", "deck"), [("山二", ["山一", "山二"]), ("山一", ["山二", "山一"])]
)
def test_the_order_chosen_on_a_board(first: str, deck: list[str]) -> None:
    """The card its master names first is put first (the next card goes on it, 11.8.5.1): the
    other ends on top."""
    r = vg_card_run(
        "【起】【(R)】：あなたの山札を上から２枚見て、好きな順序で山札の上に置く。",
        ACTIVATE,
        deck=TWO_TOP,
        choices=f"choices:\n  - {{player: A, choose: {first}}}",
    )
    assert not unsupported(r) and zone(r, "A", "deck")[:2] == deck


# ------------------------------- 「Aの枚数がBの枚数以上なら」: two counts compared (B with its 枚数)

COMPARED = (
    "【自】【(R)】：このユニットがアタックした時、あなたのダメージゾーンの枚数が相手のダメージゾーンの"
    "枚数以上なら、１枚引く。"
)


def test_the_number_of_cards_compared_with_the_number_of_cards() -> None:
    """「相手のダメージゾーンの枚数以上」 is 「相手のダメージゾーン以上」 (the count of B's cards)."""
    assert _program(COMPARED) == _program(
        COMPARED.replace("ダメージゾーンの枚数以上", "ダメージゾーン以上")
    )


@pytest.mark.parametrize(("theirs", "draws"), [(0, True), (1, True), (2, False)])
def test_two_counts_compared_on_a_board(theirs: int, draws: bool) -> None:
    """A has one damage: B with none or one — a draw; B with two — none."""
    knight = "{name: 騎士, grade: 3, power: 13000}" + (f"\n    damage: {theirs}" if theirs else "")
    r = vg_card_run(COMPARED, damage=DAMAGED, opponent=knight)
    assert not unsupported(r) and bool(zone(r, "A", "hand")) is draws


# ------------------- 「…を１枚選び、パワー＋5000。Xなら、かわりにパワー＋10000」 (the amount instead)

CHOSEN_INSTEAD = (
    "【起】【(R)】：あなたのリアガードを１枚選び、そのターン中、パワー＋5000。そのユニットが"
    "グレード３なら、かわりにパワー＋10000。"
)


def test_the_other_amount_of_the_chosen_unit_instead() -> None:
    """A sentence of one change of the cards chosen before, in place of the sentence before: the
    amount replaced (as 「＋5000ではなく＋10000」, 11.3.1.3.5), the choice made either way."""
    assert _program(CHOSEN_INSTEAD) == _program(
        CHOSEN_INSTEAD.replace("かわりにパワー＋10000", "＋5000ではなく＋10000")
    )


@pytest.mark.parametrize(("pick", "power"), [("三兵", 19000), ("剣士", 15000)])
def test_the_other_amount_on_a_board(pick: str, power: int) -> None:
    """The grade-3 rear-guard chosen gets +10000 (9000 → 19000); the grade-2 one +5000."""
    from tests.ruling.test_vg_constructions import value

    r = vg_card_run(
        CHOSEN_INSTEAD,
        ACTIVATE,
        extra="right_front: {name: 三兵, type: normal, grade: 3, power: 9000}",
        choices=f"choices:\n  - {{player: A, choose: {pick}}}",
    )
    assert not unsupported(r)
    where = "field.right_front" if pick == "三兵" else "field.left_front"
    assert value(r, "power", where=where) == power


# ------------------------- 「このユニットのヴァンガードへのアタックがヒットした時」 (XのYへのアタック)

TO_VANGUARD = "【自】【(R)】：このユニットのヴァンガードへのアタックが{hit}時、１枚引く。"
ON_VANGUARD = "【自】【(R)】：このユニットのアタックがヴァンガードに{hit}時、１枚引く。"


@pytest.mark.parametrize("hit", ["ヒットした", "ヒットしなかった"])
def test_the_attack_on_a_unit_named_before_it(hit: str) -> None:
    """「XのYへのアタック」 (への: what the act is done to) is the attack 「…がYにヒット」 names
    (10.7.1.6.1: the unit it attacked)."""
    assert _program(TO_VANGUARD.format(hit=hit)) == _program(ON_VANGUARD.format(hit=hit))


@pytest.mark.parametrize(("hit", "draws"), [("ヒットした", False), ("ヒットしなかった", True)])
def test_the_attack_on_the_vanguard_on_a_board(hit: str, draws: bool) -> None:
    """剣士 (10000) attacks the vanguard 騎士 (13000): the attack does not hit — the 「ヒットしなかった
    時」 ability draws, the 「ヒットした時」 one does not."""
    r = vg_card_run(TO_VANGUARD.format(hit=hit), damage="[]")
    assert not unsupported(r) and bool(zone(r, "A", "hand")) is draws
