"""Round 53 (s50vsT2), issue 12: 「…がアタックに負けた時」 was refused as an event the rules do not
define. Corrected (round 54, s51vsT): 3.5.1 names the retire zone the place 「アタックによって負けた
カードが置かれる」, so the loss is the move 7.1.5.2 / 7.1.5.4 make — 「このカードがアタックに負けた時」
now runs as 「…アタックによってリタイヤ置場に置かれた時」 (tests/ruling/test_vs_r54_lost_attack_retired.py).
and 「あなたのリングのカードがアタックに負けた時」 as the master's ring card so retired. What stays
refused: a text that undoes the move (a replacement, which a trigger after the move cannot make)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_ability


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがアタックに負けた時、あなたはこのカードを、リタイヤ置場ではなく控え室に置いてよい。",
        "[リング]このカードがアタックで負けた時、このカードをリタイヤ置場ではなくベンチに置いてよい。",
    ],
)
def test_refused(text: str) -> None:
    assert not vs_ability(text).supported
