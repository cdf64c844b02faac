"""「あなたは1エネルギーを支払う:…」 (round 61, s58coC): a cost said of 「あなた」 — the player of
the text, the one who uses the ability and pays its cost (4.3.3.1 / 4.3.3.3) — is the same cost
as printed without the topic: the same program, paid the same way on a board. A cost said of
another player is not read so."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

EFFECT = "あなたはカードを1枚引く。"


@pytest.mark.parametrize(
    "cost", ["1エネルギーを支払う", "手札を1枚クラッシュする", "手札からカードを1枚クラッシュする"]
)
def test_same_program_as_without_the_topic(cost: str) -> None:
    said = co_ability(f"あなたは{cost}：{EFFECT}", "character", "兵")
    plain = co_ability(f"{cost}：{EFFECT}", "character", "兵")
    assert plain.supported, plain.reason
    assert said.supported, said.reason
    assert said.program == plain.program


def test_another_players_payment_is_not_read_as_yours() -> None:
    assert not co_ability(f"相手は1エネルギーを支払う：{EFFECT}", "character", "兵").supported


@pytest.mark.parametrize(("energy", "drawn"), [(1, 1), (0, 0)])
def test_paid_on_a_board(energy: int, drawn: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 20\n    energy: {energy}\n    deck: 10\n    hand: []\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "あなたは1エネルギーを支払う：{EFFECT}"}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: activate, card: 兵}\n"
        "ask: [A.hand, A.energy]\n"
    )
    assert main_state(r, "A.hand") == drawn
    assert bool(r.main.rejected) == (energy == 0)
    if energy:
        assert main_state(r, "A.energy") == 0
