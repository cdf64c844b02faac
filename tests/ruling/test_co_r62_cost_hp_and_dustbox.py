"""Two cost items (round 62, s59coC2), paid 「指定された通りに」 (4.3.3.3):

- 「(あなたは)HPを1点失う：」: the payer's HP down by N, no damage (4.3.10); with fewer than N
  points the cost is not paid (the engine's reading of 4.3.3.1: what is not there is not
  prepared);
- 「(あなたは)ダストボックスのナビゲーターカード1枚を山札の一番下に置く：」: N cards of that type of
  the payer's own dustbox (4.2.12) to the bottom of the deck; none there, not paid."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state

EFFECT = "あなたは山札からカードを1枚引く。"


@pytest.mark.parametrize(
    "cost", ["HPを1点失う", "ダストボックスのナビゲーターカード1枚を山札の一番下に置く"]
)
def test_read_with_or_without_the_topic(cost: str) -> None:
    said = co_ability(f"あなたは{cost}：{EFFECT}", "character", "兵")
    plain = co_ability(f"{cost}：{EFFECT}", "character", "兵")
    assert said.supported, said.reason
    assert said.program == plain.program


def test_another_players_hp_is_not_read_as_a_cost() -> None:
    assert not co_ability(f"相手はHPを1点失う：{EFFECT}", "character", "兵").supported


@pytest.mark.parametrize(("hp", "paid"), [(5, True), (1, True), (0, False)])
def test_hp_paid_on_a_board(hp: int, paid: bool) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: {hp}\n    deck: 10\n    hand: []\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "あなたはHPを1点失う：{EFFECT}"}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: activate, card: 兵}\n"
        "ask: [A.hand, A.hp]\n"
    )
    assert bool(r.main.rejected) == (not paid)
    if paid and hp > 1:
        assert main_state(r, "A.hp") == hp - 1
        assert main_state(r, "A.hand") == 1


@pytest.mark.parametrize(
    ("dustbox", "paid"),
    [("[{name: 灯, type: navigator}]", True), ("[{name: 刃, type: character}]", False)],
)
def test_dustbox_card_paid_on_a_board(dustbox: str, paid: bool) -> None:
    text = f"あなたはダストボックスのナビゲーターカード1枚を山札の一番下に置く：{EFFECT}"
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: 20\n    deck: [{{name: 上}}, {{name: 下}}]\n    hand: []\n    dustbox: {dustbox}\n    field:\n"
        f'      - {{name: 兵, type: character, ap: 1, dp: 1, text: "{text}"}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: activate, card: 兵}\n"
        "ask: [A.hand, A.dustbox, A.deck, 上.zone]\n"
    )
    assert bool(r.main.rejected) == (not paid), r.main.rejected
    if paid:
        assert main_state(r, "A.dustbox") == 0
        assert main_state(r, "A.hand") == 1
        assert main_state(r, "A.deck") == 2  # 上 drawn; 下 and 灯 below it
        assert main_state(r, "上.zone") == "A.hand"
