"""Round 53 (s50vsT2), issue 12: 「…がアタックに負けた時」 stays refused, with the reason the rules give:
they define no event of a card losing an attack (3.5.1 only names the retire zone's cards 「アタックに
よって負けたカード」, as a rule; 7.1.5.2 / 7.1.5.4 put cards there without calling it a loss), and the
texts 「…負けた時、このカードをリタイヤ置場ではなく控え室に置いてよい」 place the loss before that move,
which a trigger after it cannot replace. Before: 「the trigger lose_to.past」."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_refused


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがアタックに負けた時、あなたは1枚引く。",
        "①[あなたのリングのカードがアタックに負けた時]→あなたのリタイヤ置場のカードを1枚選び、手札に戻す。",
    ],
)
def test_refused_with_its_reason(text: str) -> None:
    assert "no event of losing an attack" in vs_refused(text)
