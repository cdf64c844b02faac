"""A reference beside 他の is not a plain noun phrase for the shared compiler (round 18, lead).

「他のあなたの、このカードと同じカード名のキャラ」 (2.1.2: a card's name; 8.1.1.3 compares it): the
grammar reads 「他のあなたの、このカード」 as the phrase 「同じ」 compares with; the shared noun
compiler refuses a reference (このカード) with further words (他の), so WS's own reader keeps it.
"""

from __future__ import annotations

import pytest

from ruling import abilities
from ruling.rules import get_game


@pytest.fixture(scope="module", autouse=True)
def _ws() -> None:
    get_game("ws")


@pytest.mark.parametrize(
    "text",
    [
        "【永】 他のあなたの、このカードと同じカード名のキャラがいるなら、このカードのパワーを＋1000。",
        "【永】 他のあなたのこのカードと同じカード名のキャラがいるなら、このカードのパワーを＋1000。",
    ],
)
def test_other_beside_this_card_is_read(text: str) -> None:
    (ab,) = abilities._abilities("ws", text, "character")
    assert ab.supported, ab.reason
