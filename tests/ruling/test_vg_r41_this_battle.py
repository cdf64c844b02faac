"""「これがこのターンのN回目以降のバトルなら」 (round 41, issue 12): 「これ」 said to be a battle
names the battle in progress, as 「それ」 / 「このバトル」 do — that battle counted among the
turn's battles (each attack begins one, 10.3.1.3)."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import vg_card_run


def _ability(text: str):  # type: ignore[no-untyped-def]
    return parse_card(text, "vg").card.abilities[0]


def test_this_one_reads_as_the_battle_in_progress() -> None:
    this = "【自】【(R)】：このユニットがアタックした時、これがこのターンの２回目以降のバトルなら、１枚引く。"
    that = "【自】【(R)】：このユニットがアタックした時、このバトルがこのターンの２回目以降のバトルなら、１枚引く。"
    assert compile_ability(_ability(this)) == compile_ability(_ability(that))


TEXT = (
    "【自】【(R)】：このユニットがアタックした時、これがこのターンの{n}回目以降のバトルなら、"
    "【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
)
TWO_ATTACKS = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: vanguard}"
)


@pytest.mark.parametrize(("n", "drawn"), [(2, 1), (3, 0)])
def test_on_a_board_the_second_attack_is_the_second_battle(n: int, drawn: int) -> None:
    r = vg_card_run(
        TEXT.replace("{n}", str(n)),
        TWO_ATTACKS,
        damage="[{name: 傷, type: normal, grade: 1}]",
        choices="choices:\n  - {player: A, at: cost, choose: yes}",
    )
    drew = [s for s in r.main.trace.steps if s.event == "draw" and "A draws" in s.en]
    assert len(drew) == drawn
