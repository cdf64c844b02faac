"""Round 58 (s55vgC2): the battles of this turn said with 「このターン中の」 — counted
(「このターン中のバトルが４回以上なら」, 「このターン中のあなたのバトルの回数が３回以下なら」: one
fighter's) and numbered (「そのバトルがこのターン中の最初のバトルなら」: the battle in progress is
the first). Each attack begins one battle (10.3.1.3), so the attacks this turn are counted from the
turn's record. Refused before as "the reference this"."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from tests.ruling.boards import unsupported, vg_card_run

TWO_ATTACKS = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: vanguard}"
)
ONE_ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


def _drawn(r: object) -> int:
    return len([s for s in r.main.trace.steps if s.event == "draw" and "A draws" in s.en])  # type: ignore[attr-defined]


def _ability(text: str):  # type: ignore[no-untyped-def]
    return parse_card(text, "vg").card.abilities[0]


def test_during_this_turn_reads_as_this_turn() -> None:
    said = "【自】【(R)】：このユニットがアタックした時、このターン中のバトルが４回以上なら、１枚引く。"
    plain = (
        "【自】【(R)】：このユニットがアタックした時、このターンのバトルが４回以上なら、１枚引く。"
    )
    assert compile_ability(_ability(said)) == compile_ability(_ability(plain))


@pytest.mark.parametrize(("n", "drawn"), [(2, 1), (3, 0)])
def test_battles_this_turn_counted(n: int, drawn: int) -> None:
    text = f"【自】【(R)】：このユニットがアタックした時、このターン中のバトルが{'０１２３'[n]}回以上なら、１枚引く。"
    r = vg_card_run(text, TWO_ATTACKS)
    assert not unsupported(r)
    assert _drawn(r) == drawn


@pytest.mark.parametrize(("n", "drawn"), [(1, 0), (2, 1)])
def test_your_battles_counted_at_most(n: int, drawn: int) -> None:
    """「あなたのバトルの回数がN回以下なら」: the second attack makes two of A's battles."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このターン中のあなたのバトルの回数が"
        f"{'０１２３'[n]}回以下なら、１枚引く。"
    )
    r = vg_card_run(text, TWO_ATTACKS)
    assert not unsupported(r)
    assert _drawn(r) == drawn


@pytest.mark.parametrize(("actions", "drawn"), [(ONE_ATTACK, 1), (TWO_ATTACKS, 0)])
def test_the_first_battle_of_the_turn(actions: str, drawn: int) -> None:
    text = "【自】【(R)】：このユニットがアタックした時、そのバトルがこのターン中の最初のバトルなら、１枚引く。"
    r = vg_card_run(text, actions)
    assert not unsupported(r)
    assert _drawn(r) == drawn
