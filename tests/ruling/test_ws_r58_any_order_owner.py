"""ws round 58 (s55wsR): 「…を2枚選び、好きな順番で相手の山札の上に置く」: the order is specified by the
text (3.1.5 「特に指定が無いかぎり」) and is the order of the one who carries it out, the master (8.6.5),
even for the other player's cards; 3.1.5.1 (the other player does not learn an order the owner
decides) is said only of the master's own cards."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state


def _board(whose: str) -> str:
    return (
        WS_HEAD + "players:\n  A:\n    level: 1\n    stock: 1\n    deck: 5\n"
        "    clock: [{name: 傷, type: character, level: 0, color: purple}]\n"
        "    hand:\n      - {name: 逆流, type: event, level: 1, cost: 1, color: purple, "
        f'text: "{whose}の控え室のカードを2枚選び、好きな順番で{whose}の山札の上に置く。"}}\n'
        + (
            "    waiting_room: [{name: 札一, type: character}, {name: 札二, type: character}]\n"
            if whose == "あなた"
            else ""
        )
        + "  B:\n    deck: 5\n"
        + (
            "    waiting_room: [{name: 札一, type: character}, {name: 札二, type: character}]\n"
            if whose == "相手"
            else ""
        )
        + "actions:\n  - {do: play, card: 逆流}\n"
        "choices:\n  - {player: A, at: order, choose: 札二}\n"
        "ask: [札二.zone]\n"
    )


@pytest.mark.parametrize(("whose", "hidden"), [("相手", False), ("あなた", True)])
def test_the_master_orders_them(whose: str, hidden: bool) -> None:
    r = resolve(loads(_board(whose), "t.yaml"))
    assert main_state(r, "札二.zone") == ("B.deck" if whose == "相手" else "A.deck")
    assert "3.1.5" in decided(r)
    assert ("3.1.5.1" in decided(r)) == hidden
