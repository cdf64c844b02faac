"""Round 53 (s50vsT2): 「…が無い」 (ない in kanji after its subject's が) folded to 「…がない」, as the
other spellings (``SPELLINGS``); 「無効」 and other words of 無 are left as printed."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        ("カードが無いなら", "カードがないなら"),
        ("カードが無く", "カードがなく"),
        ("カードが無かった", "カードがなかった"),
        ("その技は無効になる", "その技は無効になる"),
        ("効果が無効になる", "効果が無効になる"),
    ],
)
def test_folded(printed: str, read: str) -> None:
    assert normalise(printed).text == read
