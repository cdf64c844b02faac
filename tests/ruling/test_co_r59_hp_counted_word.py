"""「相手は1HPを失う」, 「あなたは1HPを得る」, 「あなたはHPを2点得る」 (round 59, s56coC2): the count
written on the word HP (or said apart), the player's HP down by N as 「HPをN点失う」 — no damage
(4.3.10) — or up by N as 「HPがN点回復する」 (4.3.2.6)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state, unsupported


def test_same_programs_as_the_usual_wordings() -> None:
    pairs = (
        ("相手は1HPを失う。", "相手はHPを1点失う。"),
        ("あなたは1HPを得る。", "あなたはHPが1点回復する。"),
        ("あなたはHPを2点得る。", "あなたはHPが2点回復する。"),
    )
    for text, same in pairs:
        a = co_ability(text, "event")
        assert a.supported, a.reason
        assert a.program == co_ability(same, "event").program


def test_counted_twice_is_refused() -> None:
    assert not co_ability("あなたは1HPを2点得る。", "event").supported


@pytest.mark.parametrize(
    ("text", "a_hp", "b_hp"), [("相手は1HPを失う。", 10, 9), ("あなたは1HPを得る。", 11, 10)]
)
def test_on_a_board(text: str, a_hp: int, b_hp: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        f'    hand: [{{name: 札, type: event, cost: 0, text: "{text}\\n使い捨て"}}]\n'
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: play, card: 札}\nask: [A.hp, B.hp]\n"
    )
    assert not unsupported(r)
    assert (main_state(r, "A.hp"), main_state(r, "B.hp")) == (a_hp, b_hp)
