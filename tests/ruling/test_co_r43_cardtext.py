"""co card-text constructions of round 43 (issue 12; from the development card sets cards_r31–r36
and cards_r42), each on a minimal board of its own."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, decided, main_state

LORD = (
    "『主』がフィールドに出ている限り、あなたがコントロールしている女性キャラクターすべてに"
    "「+1:+0」の修正を与える。"
)


def _two_characters(me: str, lord: str = LORD, ask: str = "人形.ap") -> object:
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n"
        f"  A: {{hp: 10, deck: 20, field: [{me}, "
        f'{{name: 主, type: character, gender: 男性, ap: 1, dp: 1, text: "{lord}"}}]}}\n'
        "  B: {hp: 10, deck: 20}\n"
        f"actions: []\nask: [{ask}]\n"
    )


@pytest.mark.parametrize(
    ("text", "ap"),
    [
        # 4.3.8 step 2: its type decided 「その他」 over the 女性 printed — not of the group
        ("『人形』は「その他」キャラクターとして扱う。", 1),
        ("『人形』は「男性」キャラクターとして扱う。", 1),
        # 「女性」 as printed: of the group, modified
        ("『人形』は「女性」キャラクターとして扱う。", 2),
    ],
)
def test_co_own_type_treated_as_a_gender(text: str, ap: int) -> None:
    assert co_ability(text, "character", "人形").supported
    me = f'{{name: 人形, type: character, gender: 女性, ap: 1, dp: 1, text: "{text}"}}'
    r = _two_characters(me)
    assert main_state(r, "人形.ap") == ap
    assert "4.3.8" in decided(r)
