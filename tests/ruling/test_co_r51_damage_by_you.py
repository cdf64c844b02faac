"""co round 51 (s48coC): 「あなたは対象のキャラクター1体に2点のダメージを与える(てもよい)。」 (cards_r50
U-8908) — 「あなたは」 names the player carrying the text out, its controller (4.2.12), who deals
every damage of the text as when it is left unsaid: the damage is dealt (4.3.2.6, 4.3.9). Another
player said as the dealer (「相手は…与える」) stays refused. Before, the text was refused
(「damage with topic」)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import co_run, decided, main_state, unsupported


@pytest.mark.parametrize("who", ["あなたは", ""])
def test_co_damage_said_of_you_is_dealt(who: str) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 2\n"
        "    deck: 10\n    hand:\n"
        f'      - {{name: 火球, type: spell, cost: 2, text: "使い捨て。{who}対象のキャラクター1体に'
        '2点のダメージを与える。"}\n'
        "  B:\n    hp: 10\n    deck: 10\n    field: [{name: 鬼, type: character, ap: 1, dp: 2}]\n"
        "actions:\n  - {do: play, player: A, card: 火球, target: 鬼}\nask: [鬼.zone]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "鬼.zone") == "B.dustbox"
    assert {"4.3.2.6", "4.3.9"} <= decided(r)


def test_co_damage_said_of_another_player_stays_refused() -> None:
    get_game("co")
    (ab,) = _abilities("co", "相手は対象のキャラクター1体に2点のダメージを与える。", "spell")
    assert not ab.supported
