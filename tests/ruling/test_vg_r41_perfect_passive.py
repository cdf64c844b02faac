"""「このターンにあなたのソウルにカードが置かれていたなら」 inside an effect (round 41, issue 12):
the grammar reads 「…置かれて」 as a step and 「いたなら」 as the next step's bare condition; the
two are one condition, the perfect 「…されていた」 — the history of the event this turn, as
「…置かれているなら」 reads it."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_swordsman, zone_names

AFTER = "このターンにあなたのソウルにカードが置かれていたなら、さらに１枚引く。"


def _prog(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


@pytest.mark.parametrize("means", ["", "ライド以外で"])
def test_the_perfect_is_the_history(means: str) -> None:
    text = "【起】【(R)】：１枚引く。" + AFTER.replace("あなたのソウル", means + "あなたのソウル")
    assert _prog(text) == _prog(text.replace("置かれていた", "置かれている"))


@pytest.mark.parametrize(("first", "hand"), [("【ソウルチャージ】(1)", 2), ("１枚引く", 1)])
def test_on_a_board_a_card_put_in_the_soul_this_turn(first: str, hand: int) -> None:
    """A soul charge puts a card into the soul (7.27.2): the condition holds, two drawn; after a
    draw (one card) it does not, nothing more."""
    text = f"【起】【(R)】：{first}。" + AFTER.replace("さらに１枚引く", "２枚引く")
    r = vg_swordsman(text, "    soul: []\n    deck: 10\n")
    assert not unsupported(r), unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand
