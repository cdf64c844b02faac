"""「あなたのHPが5以下の場合、『X』はアタックできない」 on X (round 62, s59coC): the act refused by
X's text over the battle rules (4.2.9, 3.4.5.2 / 3.4.5.3) while the condition holds — an effect in
force worked out again as the game changes (4.3.8), the same program as 「…である限り、『X』は
アタックできない」. The topic printed before the condition, with or without 「、」
(「『X』は(、)あなたのHPが5以下の場合、…」), is the sentence's when the condition names whose its
subject is (「あなたのHP」: X cannot be its owner) — the shared ``topic_before_condition``."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

HELD = "あなたのHPが5以下である限り、『兵』はアタックできない。"


@pytest.mark.parametrize(
    "text",
    [
        "あなたのHPが5以下の場合、『兵』はアタックできない。",
        "『兵』は、あなたのHPが5以下の場合、アタックできない。",
        "『兵』はあなたのHPが5以下の場合、アタックできない。",
    ],
)
def test_same_program_as_while(text: str) -> None:
    held = co_ability(HELD, "character", "兵")
    got = co_ability(text, "character", "兵")
    assert held.supported, held.reason
    assert got.supported, got.reason
    assert got.program == held.program


def test_modifier_with_the_topic_before_an_owned_subject() -> None:
    plain = co_ability("あなたのHPが5以下の場合、『兵』は「+1:+1」される。", "character", "兵")
    got = co_ability("『兵』はあなたのHPが5以下の場合、「+1:+1」される。", "character", "兵")
    assert plain.supported, plain.reason
    assert got.program == plain.program


def test_another_cards_refusal_is_not_read_so() -> None:
    got = co_ability(
        "あなたのHPが5以下の場合、相手のキャラクターはアタックできない。", "character", "兵"
    )
    assert not got.supported


BOARD = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: %d
    deck: 10
    field:
      - {name: 兵, type: character, ap: 2, dp: 3, text: "『兵』はあなたのHPが5以下の場合、アタックできない。"}
  B:
    hp: 20
    deck: 10
actions:
  - {do: attack, attacker: 兵, defender: none}
ask: [B.hp]
"""


@pytest.mark.parametrize(("hp", "refused"), [(5, True), (4, True), (6, False)])
def test_on_a_board(hp: int, refused: bool) -> None:
    r = co_run(BOARD % hp)
    assert bool(r.main.rejected) == refused
