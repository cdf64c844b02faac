"""「このターンのバトルが N 回以上なら」 (round 38, issue 12): the battles of this turn, counted —
the same condition as 「このターンに行われたバトルが N 回以上なら」 with 「行われた」 left unsaid
(each attack begins a battle, 10.3.1.3; ``_battles_held_nominal``)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import vg_card_run


def _ability(text: str):  # type: ignore[no-untyped-def]
    return parse_card(text, "vg").card.abilities[0]


@pytest.mark.parametrize("n", [2, 5])
def test_the_battles_of_this_turn_read_as_the_battles_held(n: int) -> None:
    bare = f"【永】【(V)】：このターンのバトルが{n}回以上なら、このユニットのクリティカル＋１。"
    held = f"【永】【(V)】：このターンに行われたバトルが{n}回以上なら、このユニットのクリティカル＋１。"
    assert compile_ability(_ability(bare)) == compile_ability(_ability(held))


TEXT = "【自】【(R)】：このユニットがアタックしたバトル終了時、このターンのバトルが{n}回以上なら、１枚引く。"
TWO_ATTACKS = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: vanguard}"
)


@pytest.mark.parametrize(("n", "drawn"), [(2, 1), (3, 0)])
def test_on_a_board_the_second_battle_counts_two(n: int, drawn: int) -> None:
    r = vg_card_run(TEXT.replace("{n}", str(n)), TWO_ATTACKS)
    drew = [s for s in r.main.trace.steps if s.event == "draw" and "A draws" in s.en]
    assert len(drew) == drawn
