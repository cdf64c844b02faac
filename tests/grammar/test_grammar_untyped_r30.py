"""Constructions of round 30 that the grammar could not type (issue 12, s26untyped), grouped by
where the parser stopped over the whole development material; each with variants another writer
could print, checked typed, round-tripping (render gives the text back) and shaped as the
construction says."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grammar import ast as A
from grammar.coverage import round_trips
from grammar.parse import parse_card

# ---------------------------------------- 【コスト】[…]で、: the connective after a cost's bracket

_ITEMS = [
    "【カウンターブラスト】(1)",
    "【ソウルブラスト】(2)",
    "手札から１枚捨てる",
    "このユニットを退却させる",
    "【カウンターブラスト】(1)，手札から１枚捨てる",
]
_BEFORE = [
    "",
    "このユニットがアタックした時、",
    "このユニットがアタックした時、あなたのダメージゾーンが２枚以上なら、",
]
_AFTER = [
    "１枚引く。",
    "そのターン中、このユニットのパワー＋5000。",
    "相手のリアガードを１枚選び、退却させる。",
]


def _cost_of(text: str) -> A.Cost:
    res = parse_card(text, "vg")
    assert res.ok and not A.unparsed(res.card), text
    (ab,) = res.card.abilities
    costs = [ab.cost] if ab.cost is not None else []
    costs += [st.cost for s in ab.effect.sentences for st in s.steps if st.cost is not None]
    (cost,) = costs
    assert round_trips(res), text
    return cost


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_ITEMS), st.sampled_from(_BEFORE), st.sampled_from(_AFTER))
def test_the_short_connective_types_as_a_cost(item: str, before: str, after: str) -> None:
    """「【コスト】[X]で、Y」 types as 「【コスト】[X]（する）ことで、Y」 does: the same items, the same effect,
    the connective kept (``Cost.tail``) so that render gives the text back."""
    mark = "【自】：" if before else "【起】【(R)】："
    short = _cost_of(f"{mark}{before}【コスト】[{item}]で、{after}")
    tail = "することで" if item.endswith(")") else "ことで"  # the form render prints back
    long_ = _cost_of(f"{mark}{before}【コスト】[{item}]{tail}、{after}")
    assert short.tail == "で" and long_.tail == ""
    assert short.items == long_.items


def test_the_short_connective_inside_a_sentence() -> None:
    """A cost opening a later step of a sentence: 「１枚引き、【コスト】[…]で、さらに１枚引く」."""
    cost = _cost_of(
        "【自】：このユニットがアタックした時、１枚引き、【コスト】[【ソウルブラスト】(1)]で、"
        "さらに１枚引く。"
    )
    assert cost.tail == "で"


@pytest.mark.parametrize("text", ["]でも払える。", "]で１枚引く。"])
def test_de_without_its_comma_is_not_the_connective(text: str) -> None:
    """で not followed by a comma (「でも払える」, 「で１枚引く」) is not read as the connective."""
    res = parse_card(
        "【自】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)" + text, "vg"
    )
    assert not res.ok or A.unparsed(res.card)


# ------------------------ 「【自】：時翔－…」: a keyword heading the text after the colon, before a dash


@pytest.mark.parametrize(
    ("text", "name", "params"),
    [
        ("【自】：時翔－このユニットが(R)に登場した時、１枚引く。", "時翔", ()),
        ("【自】【(R)】：超爆－このユニットがアタックしたバトル終了時、１枚引く。", "超爆", ()),
        ("【永】【(R)】：過充填－このユニットのパワー＋5000。", "過充填", ()),
        ("【永】【(R)】：オーバーチャージ－このユニットのパワー＋5000。", "オーバーチャージ", ()),
        ("【自】：救援(1)－このユニットが(R)に登場した時、１枚引く。", "救援", (1,)),
        ("【自】：救援１－このユニットが(R)に登場した時、１枚引く。", "救援", (1,)),
    ],
)
def test_a_keyword_before_a_dash_heads_the_text(text: str, name: str, params: tuple) -> None:
    """A keyword of the chapter-14 table heading the text before 「－」 (an automatic keyword, 14.29,
    or a label naming the ability's family, 14.19 / 14.30 / 14.34 / 14.55; its number printed
    「１」 or 「(1)」): the ability's keyword, and the rest typed as the ability's text."""
    res = parse_card(text, "vg")
    (ab,) = res.card.abilities
    assert ab.keyword is not None and ab.keyword.name == name
    assert tuple(p.value for p in ab.keyword.params) == params
    assert not A.unparsed(res.card) and not ab.reminders
    assert (ab.trigger is not None) == ("時、" in text)
