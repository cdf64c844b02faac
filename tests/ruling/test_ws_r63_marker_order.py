"""Round 63 (s60vswsR): cards put in a marker zone at once are put 「任意の順番で」 (3.7.2.2), and
3.7.2.2 does not say who picks; 3.1.5 gives the order of cards put at once to their owner. When
the cards all belong to a player other than the effect's master, the point marker_order_chooser
is raised (the master / the owner picks); the master's own cards raise nothing."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_TEXT = (
    '"【起】 ［(1)］ {whose}控え室のキャラを2枚選び、このカードの下にマーカーとして置く。'
    'その後、このカードの下のマーカーを1枚、山札の上に置く。"'
)


def _board(opponent: bool) -> str:
    owner = "B" if opponent else "A"
    cards = "[{name: 王, type: character, level: 3}, {name: 妃, type: character, level: 3}]"
    text = _TEXT.format(whose="相手の" if opponent else "自分の")
    return (
        "game: ws\ntitle: t\nturn: {player: A, number: 8, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 2\n    stock: 2\n    deck: 10\n"
        f"    stage: {{center_front: {{name: 魔女, type: character, level: 2, power: 6000, text: {text}}}}}\n"
        + (f"    waiting_room: {cards}\n" if not opponent else "")
        + "  B:\n    deck: 10\n"
        + (f"    waiting_room: {cards}\n" if opponent else "")
        + "actions:\n  - {do: activate, card: 魔女}\n"
        "choices:\n  - {player: A, at: choose, choose: 王}\n  - {player: A, at: choose, choose: 妃}\n"
        + "ask: [王.zone, 妃.zone]\nexpect:\n"
        + (
            '  ambiguous: ["3.7.2.2", "3.1.5"]\n  readings:\n'
            f'    - {{clauses: ["3.7.2.2"], outcome: {{depends_on: A}}}}\n'
            f'    - {{clauses: ["3.1.5"], outcome: {{depends_on: {owner}}}}}\n'
            if opponent
            else "  outcome: {depends_on: A}\n"
        )
    )


@pytest.mark.parametrize("opponent", [True, False])
def test_who_orders_markers(opponent: bool) -> None:
    r = resolve(loads(_board(opponent), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    raised = [p for p in r.reading_points() if "3.7.2.2" in p]
    assert bool(raised) == opponent, r.reading_points()
