"""ws round 59 (s56wsC): 「このカードがアンコールされて舞台に置かれた時」 / 「他のあなたのキャラがアンコール
されて舞台に置かれた時」 — the keyword done to the card and the card put onto the stage by it: the trigger
「…がアンコールで舞台に置かれた時」 (10.2.4)."""

from __future__ import annotations

import pytest

from tests.ruling.test_ws_cardtext_r28 import encore_drew


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードがアンコールされて舞台に置かれた時、あなたは1枚引く。",
        "【自】 このカードがアンコールで舞台に置かれた時、あなたは1枚引く。",
    ],
)
def test_this_card_encored(text: str) -> None:
    assert encore_drew(text) == (1, "主役")
    assert encore_drew(text, pay="no") == (0, "")


@pytest.mark.parametrize(("pick", "want"), [("脇役", 1), ("主役", 0)])
def test_another_character_encored(pick: str, want: int) -> None:
    text = "【自】 他のあなたのキャラがアンコールされて舞台に置かれた時、あなたは1枚引く。"
    got, _ = encore_drew(text, pick=pick)
    assert got == want
