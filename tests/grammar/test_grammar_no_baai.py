"""「Xの場合」 after a noun phrase is one suffix (marker ``no_baai``), not 「の」 + the noun 「場」
+ 「合」: the clause grammar reads it wherever a condition stands — a later sentence's condition
after a connector (MC 「効果適用後、…の場合、さらに…」), a count (CO 「…が3体以上の場合、…」) — as the
header condition 「…の場合、」 was already read (round 18, s14mc2)."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card


def _steps(text: str, game: str) -> list[A.Step]:
    (ab,) = parse_card(text, game).card.abilities
    assert ab.effect is not None
    return [st for s in ab.effect.sentences for st in s.steps]


def _be(cond: A.Condition | None) -> A.Action:
    assert cond is not None and cond.marker == "no_baai"
    assert isinstance(cond.clause, A.Action) and cond.clause.verb == "be"
    return cond.clause


@pytest.mark.parametrize(
    "text",
    [
        "あなたはカードを1枚引く。あなたの手札が3枚以上の場合、あなたはカードを1枚引く。",
        "あなたはカードを1枚引く。あなたの手札が3枚以上の場合あなたはカードを1枚引く。",
        "あなたはカードを1枚引く。あなたの手札が3枚以下の場合、あなたはカードを1枚引く。",
    ],
)
def test_co_a_count_then_no_baai_in_a_later_sentence(text: str) -> None:
    first, second = _steps(text, "co")
    assert first.condition is None
    be = _be(second.condition)
    pred = be.args[-1]
    assert pred.role is A.Role.PREDICATE
    (count,) = pred.value.terms
    assert isinstance(count, A.Count) and count.number.value == 3
    assert isinstance(second.body, A.Action) and second.body.verb == "draw"


@pytest.mark.parametrize("lead", ["効果適用後、", "その後、", ""])
def test_mc_a_condition_after_a_connector(lead: str) -> None:
    text = (
        "◇[普通]a\n〈対象:ユニット1体〉\n対象に【2】ダメージを与える。"
        f"{lead}対象が「属性:聖」の場合、さらに対象に【1】ダメージを与える。"
    )
    _, second = _steps(text, "mc")
    _be(second.condition)
    assert isinstance(second.body, A.Action) and second.body.verb == "give"
    assert "additionally" in (second.lead, second.lead_inner)


def test_the_field_is_still_a_noun() -> None:
    """「場」 alone after 「の」 is still the field (a zone), not a condition."""
    (st,) = _steps("◇[普通]a\n〈対象:ユニット1体〉\n対象を自軍の場に置く。", "mc")
    assert st.condition is None


@pytest.mark.parametrize(
    ("game", "text"), [("mc", "対象のダメージを2回復する。"), ("co", "HPを2回復する。")]
)
def test_n_then_the_verb_heal_is_not_a_count_of_times(game: str, text: str) -> None:
    """「2回復する」: the number 2 and the verb 回復する (heal), not 「2回」 (twice) + 「復」."""
    from grammar.parse import clause_parser

    tree = clause_parser().parse(text.rstrip("。"))
    words = [str(t) for t in tree.scan_values(lambda v: True)]
    assert "回復する" in words and "2回" not in words


def test_a_count_of_times_is_still_read() -> None:
    from grammar.parse import clause_parser

    words = [str(t) for t in clause_parser().parse("カードを1回引く").scan_values(lambda v: True)]
    assert "1回" in words
