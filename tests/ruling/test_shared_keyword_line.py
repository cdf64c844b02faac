"""A line of keywords quoted side by side, read once for the games
(``ruling.cardtext.abilities.keywords_side_by_side``, folded from co's and mc's ``_keyword_line``):
the reader on minimal lines of each game, and the abilities it gives."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.cardtext.abilities import keywords_side_by_side
from tests.ruling.boards import co_ability, mc_compile


def _line(text: str, game: str, with_params: bool = True) -> tuple[str, ...]:
    r = parse_card(text, game)
    assert r.card is not None
    got = keywords_side_by_side(r.card.abilities[0], with_params)
    return tuple(k.name for k in got)


def test_co_keywords_side_by_side() -> None:
    assert _line("「飛行」「潜水」", "co", with_params=False) == ("飛行", "潜水")
    # each the keyword ability a line of its own would be
    ab = co_ability("「飛行」「潜水」")
    assert ab.supported
    assert [ab.program.keyword, *(p.keyword for p in ab.program.also)] == ["flying", "diving"]


@pytest.mark.parametrize(
    "text",
    [
        "『X』がフィールドに出たとき、「飛行」「潜水」",  # a trigger before them
        "「飛行」",  # one keyword: the grammar's own keyword line
    ],
)
def test_other_lines_are_not_keywords_side_by_side(text: str) -> None:
    assert _line(text, "co", with_params=False) == ()


def test_mc_keywords_with_parameters() -> None:
    text = "「イニシアチブ:+1」「アイテム:i」"
    got = _line(text, "mc")
    assert len(got) == 2
    # parameters stand there in mc, not where the game's data says none may
    assert _line(text, "mc", with_params=False) == ()
    # each the standing ability a line of its own would be (イニシアチブ+1, アイテム i)
    got_abilities = mc_compile(text)
    assert (got_abilities.id, got_abilities.value) == ("initiative", 1)
    assert [(m.id, m.value) for m in got_abilities.more] == [("item", 1)]
