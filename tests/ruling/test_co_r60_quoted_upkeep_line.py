"""A cost keyword's whole line quoted in 「…」 (round 60, s57coC, from cards_r59): 「維持費:2エネル
ギー。」 on a line of its own is the keyword 維持費2 (3.6.2), as the rules quote an ability in 「…」
(3.4.2 「「All Turnでプレイしてもよい」という特殊能力」, 3.4.5.7 「飛行」) and as the line unquoted
reads; any other quoted line is left as it was."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

UPKEEP = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, energy: %d, field: [{name: 巨人, type: character, ap: 3, dp: 3, text: "\\u300c維持費:2エネルギー。\\u300d"}]}
  B: {hp: 20, deck: 10}
actions:
  - {do: end_phase}
%s
ask: [巨人.zone, A.energy]
"""
PAY = "choices:\n  - {player: A, at: upkeep, choose: yes}"


@pytest.mark.parametrize("text", ["「維持費:2エネルギー。」", "「維持費:2エネルギー」"])
def test_the_quoted_line_is_the_keyword(text: str) -> None:
    ab = co_ability(text, "character", "巨人")
    assert ab.supported, ab.reason
    assert ab.program.keyword == "upkeep" and ab.program.number == 2
    assert ab.program == co_ability("維持費:2エネルギー。", "character", "巨人").program


def test_a_quoted_line_of_other_words_is_not_a_keyword() -> None:
    assert not co_ability("「湯けむり」", "character", "巨人").supported


def test_the_upkeep_is_paid_or_the_card_crashes() -> None:
    """3.6.2: paid with 2 energy the card stays; with 1 energy it cannot be paid and crashes."""
    r = co_run(UPKEEP % (2, PAY))
    assert r.outcome["state"] == {"巨人.zone": "A.field", "A.energy": 0}
    assert "3.6.2" in r.decided_by
    r = co_run(UPKEEP % (1, ""))
    assert r.outcome["state"] == {"巨人.zone": "A.dustbox", "A.energy": 1}
