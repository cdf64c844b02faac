"""co round 51 (s48coA): 「すべてのデュエルマスターがプレイするカードのコストはN増加する。」 — a cost
change of every player's plays (the players are the duel masters, 1.1), the controller's and the
opponent's alike: summed with the other additional costs before it is applied (4.3.2.2), so a
reduction of 1 and an increase of 2 leave a card of cost 2 unpayable with 2 energy (4.3.2.1).
Before, the text was refused as 「a cost change of another player's plays」."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run, decided, main_state, unsupported

TOLL = "すべてのデュエルマスターがプレイするカードのコストは2増加する。"


def _board(toll_side: str, rebate: bool) -> str:
    rebate_card = (
        '    field: [{name: 行商人, type: navigator, text: "あなたがプレイするキャラクターカードの'
        'コストは1減少する。"}]\n'
        if rebate
        else ""
    )
    toll = f'    field: [{{name: 関所, type: navigator, text: "{TOLL}"}}]\n'
    a_field = toll if toll_side == "A" else rebate_card
    b_field = toll if toll_side == "B" else ""
    return (
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 3\n"
        "    deck: 20\n"
        + a_field
        + "    hand: [{name: 兵, type: character, cost: 2, ap: 1, dp: 1}]\n"
        "  B:\n    hp: 10\n    deck: 20\n"
        + b_field
        + "actions:\n  - {do: play, player: A, card: 兵}\n"
        "ask: [兵.zone, A.energy]\n"
    )


@pytest.mark.parametrize("side", ["A", "B"])
def test_co_cost_increase_of_every_player_applies_to_each(side: str) -> None:
    r = co_run(_board(side, rebate=False))
    assert not unsupported(r)
    # cost 2 + 2 = 4 > 3 energy: refused, whichever player controls the toll
    assert r.main.rejected
    assert main_state(r, "兵.zone") == "A.hand"
    assert "4.3.2.2" in decided(r)


def test_co_cost_increase_of_every_player_summed_with_a_reduction() -> None:
    r = co_run(_board("B", rebate=True))
    assert not unsupported(r)
    # 2 - 1 + 2 = 3 = 3 energy: paid
    assert main_state(r, "兵.zone") == "A.field"
    assert main_state(r, "A.energy") == 0
    assert "4.3.2.2" in decided(r)
