"""「…場合、かわりに「-2:-2」される」 (round 62, s59coC): the modification said with される and whom
left unsaid, after 「かわりに」 — 「かわりに「-2:-2」の修正を受ける」 (4.3.8 例's wording), the card the
replaced step modified receiving it instead when the condition holds (4.3.2.6). The same program
as the 「修正を受ける」 wording; a bare 「「+1:+1」される」 with nothing to replace stays refused."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

DONE = (
    "相手のキャラクター1体を対象とする。ターン終了時まで、対象のキャラクターは「-2:-0」される。"
    "あなたのHPが相手のHPより少ない場合、かわりに「-2:-2」される。"
)
RECEIVED = (
    "ターン終了時まで、対象の相手のキャラクター1体は「-2:-0」の修正を受ける。"
    "あなたのHPが相手のHPより少ない場合、かわりに「-2:-2」の修正を受ける。"
)


def test_same_program_as_received() -> None:
    done = co_ability(DONE, "event", "声")
    received = co_ability(RECEIVED, "event", "声")
    assert received.supported, received.reason
    assert done.supported, done.reason
    assert done.program == received.program


def test_with_nothing_to_replace_it_stays_refused() -> None:
    assert not co_ability("「+1:+1」される。", "character", "兵").supported


@pytest.mark.parametrize(("hp", "ap", "dp"), [(5, 1, 1), (10, 1, 3)])
def test_on_a_board(hp: int, ap: int, dp: int) -> None:
    r = co_run(
        "turn: {player: A, number: 8, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: {hp}\n    energy: 1\n    deck: 20\n"
        f'    hand: [{{name: 声, type: event, cost: 0, text: "{DONE}使い捨て"}}]\n'
        "  B:\n    hp: 8\n    deck: 20\n    field:\n"
        "      - {name: 兵, type: character, ap: 3, dp: 3}\n"
        "actions:\n  - {do: play, card: 声, target: 兵}\n"
        "ask: [兵.ap, 兵.dp]\n"
    )
    assert not r.main.rejected, r.main.rejected
    assert (main_state(r, "兵.ap"), main_state(r, "兵.dp")) == (ap, dp)
