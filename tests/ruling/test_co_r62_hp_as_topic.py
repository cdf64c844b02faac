"""「あなたのHPはN点回復する」 (round 62, s59coC): 「〜のHP」 as the topic (は) of 回復する is the same
heal as with が (「あなたのHPがN点回復する」): the player named before 「のHP」 heals, carried out as
the text is (4.3.2.6). A topic naming no player's HP is not read so."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

COST = "1エネルギーを支払う："


@pytest.mark.parametrize("who", ["あなた", "相手のデュエルマスター"])
def test_same_program_as_with_ga(who: str) -> None:
    wa = co_ability(f"{COST}{who}のHPは2点回復する。", "character", "兵")
    ga = co_ability(f"{COST}{who}のHPが2点回復する。", "character", "兵")
    assert ga.supported, ga.reason
    assert wa.supported, wa.reason
    assert wa.program == ga.program


def test_a_topic_naming_no_hp_is_not_read() -> None:
    assert not co_ability(f"{COST}あなたの手札は2点回復する。", "character", "兵").supported


@pytest.mark.parametrize(
    ("who", "a_hp", "b_hp"), [("あなた", 17, 15), ("相手のデュエルマスター", 15, 17)]
)
def test_on_a_board(who: str, a_hp: int, b_hp: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        "  A:\n    hp: 15\n    energy: 1\n    deck: 10\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{COST}{who}のHPは2点回復する。"}}\n'
        "  B: {hp: 15, deck: 10}\n"
        "actions:\n  - {do: activate, card: 兵}\n"
        "ask: [A.hp, B.hp]\n"
    )
    assert not r.main.rejected
    assert main_state(r, "A.hp") == a_hp
    assert main_state(r, "B.hp") == b_hp
