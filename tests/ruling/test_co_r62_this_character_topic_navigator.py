"""「このキャラクターは、あなたのフィールドにナビゲーターカードがある場合、「+0:+2」される。」 (round
62, s59coC2): the topic 「このキャラクターは、」 (this card, in a character's own text: 4-2-7,
4-2-10) before a condition with a subject of its own is the sentence's, as 『X』's is; the
modifier held in force (4.3.8 step 5) while that player's field has a navigator (4.2.7), read as
the effects are worked out."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

TEXT = "このキャラクターは、あなたのフィールドにナビゲーターカードがある場合、「+0:+2」される。"


def test_same_program_as_the_condition_first() -> None:
    got = co_ability(TEXT, "character", "兵")
    first = co_ability(
        "あなたのフィールドにナビゲーターカードがある場合、このキャラクターは「+0:+2」される。",
        "character",
        "兵",
    )
    assert got.supported, got.reason
    assert got.program == first.program


@pytest.mark.parametrize(("side", "dp"), [("A", 3), ("B", 1), (None, 1)])
def test_on_a_board(side: str | None, dp: int) -> None:
    nav = "      - {name: 灯, type: navigator}\n"
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        "  A:\n    hp: 20\n    deck: 10\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{TEXT}"}}\n'
        + (nav if side == "A" else "")
        + "  B:\n    hp: 20\n    deck: 10\n"
        + (f"    field:\n{nav}" if side == "B" else "")
        + "actions: []\n"
        "ask: [兵.dp]\n"
    )
    assert main_state(r, "兵.dp") == dp
