"""CrossOver 『…』 card-name references in card text, with the AST asserted and the exact
round trip."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.coname import is_card_name
from grammar.parse import parse_card
from grammar.render import render


def card(text: str) -> A.Card:
    res = parse_card(text, "co")
    assert res.fully_typed, res.unparsed
    assert res.card is not None
    assert render(res.card) == res.normalised.text
    return res.card


def test_card_name_in_a_cost() -> None:
    (ab,) = card(
        "『藤島 綾香』をタップする:ターン終了時まで、対象のキャラクター1体のAPとDPの数値を入れ替える。"
    ).abilities
    assert ab.kind is A.AbilityKind.ACTIVATED and ab.cost is not None
    (item,) = ab.cost.items
    assert isinstance(item.body, A.Action)
    assert item.body.args[0].role is A.Role.OBJECT
    assert item.body.args[0].value == A.NounPhrase((A.CardName("藤島綾香"),))


def test_card_name_as_subject_of_a_relative_clause() -> None:
    c = card("『ファイナルうさパンチ』をセットしているキャラクターにダメージを与える。")
    names = [n for n in A.walk(c) if isinstance(n, A.CardName)]
    assert names == [A.CardName("ファイナルうさパンチ")]
    assert not any(isinstance(n, A.Quote) for n in A.walk(c))


def test_quoted_ability_text_stays_a_quote() -> None:
    res = parse_card(
        "以下の特殊能力を得る。『「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい』",
        "co",
    )
    assert res.card is not None
    assert any(isinstance(n, A.Quote) for n in A.walk(res.card))
    assert not any(isinstance(n, A.CardName) for n in A.walk(res.card))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("藤島綾香", True),
        ("剣を捨てて......", True),
        ("エルファーシア・エル・アークライン", True),
        ("「飛行」の特殊能力を持つキャラクターをディフェンスしてもよい", False),
        ("このキャラクターをアンタップする", False),
        ("1枚引く。", False),
        ("", False),
    ],
)
def test_is_card_name(text: str, expected: bool) -> None:
    assert is_card_name(text) is expected


def test_other_games_keep_quotes() -> None:
    res = parse_card("『藤島綾香』を持つキャラを1枚選ぶ。", "ws")
    assert res.card is not None
    assert not any(isinstance(n, A.CardName) for n in A.walk(res.card))
