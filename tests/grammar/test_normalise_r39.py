"""Round 39 input layout (grammar/normalise.py): a cost printed on a line of its own is the head of
the effect on the next line (「【コスト】[…]⏎…」 read as 「【コスト】[…]、…」, one character for one), and a
card's abilities are cut from the same layout."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from grammar.normalise import cost_head_lines, layout_lines
from ruling.abilities import _abilities
from ruling.rules import get_game

ORDER = "【コスト】[【カウンターブラスト】(1)]\nあなたのヴァンガードを１枚選び、そのバトル中、シールド＋15000。"


def test_the_cost_line_joins_the_next() -> None:
    assert cost_head_lines(ORDER) == ORDER.replace("\n", "、")
    assert cost_head_lines(ORDER.replace("[", "［").replace("]", "］")).count("\n") == 0


def test_other_lines_are_left() -> None:
    # a cost not alone on its line, a cost line last, a cost line before a marked ability
    for text in (
        "【コスト】[【カウンターブラスト】(1)]することで、１枚引く。\n１枚引く。",
        "１枚引く。\n【コスト】[【カウンターブラスト】(1)]",
        "【コスト】[【カウンターブラスト】(1)]\n【自】：このユニットがアタックした時、１枚引く。",
        "【コスト】[【カウンターブラスト】(1)]と[１枚捨てる]\n１枚引く。",
    ):
        assert cost_head_lines(text) == text


@given(st.text(alphabet="【コスト】[]［］()\n１枚引く、。", max_size=40))
def test_same_length(text: str) -> None:
    assert len(layout_lines(text)) == len(text)


def test_one_ability_paid_by_the_cost() -> None:
    get_game("vg")
    (ab,) = _abilities("vg", ORDER, "Blitz Order")
    assert ab.supported
    assert [c.what for c in ab.program.cost] == ["counter_blast"]
