"""Round 51 (s48vsA), issue 12: 「[ベンチ]相手がカードを引く時、かわりに相手は自分の山札の上から1枚を自分の
控え室に置く。」 — a replacement effect on a player's draw (8.2.1.3.1, 8.10.1), in force while its card
is in its [領域] (8.1.1.4): each card the player would draw (4.10.3: 「N枚引く」 is 「1枚引く」 N
times) is not drawn; the player puts its deck's top card in its waiting room instead (3.2.5, 3.1.4),
and has done the draw (8.10.1.1.1). Before: refused as 「a replacement of this event」."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = "[ベンチ]相手がカードを引く時、かわりに相手は自分の山札の上から1枚を自分の控え室に置く。"


def test_the_compiled_replacement() -> None:
    (op,) = vs_program(_TEXT).ops
    assert (op.kind, op.who, op.value) == (
        "replace",
        "opponent_player",
        ("draw", ("deck_top", 1, "waiting")),
    )


def test_a_put_by_another_player_stays_refused() -> None:
    with pytest.raises(Exception, match="deck top put"):
        vs_program(
            "[ベンチ]相手がカードを引く時、かわりにあなたは自分の山札の上から1枚を自分の控え室に置く。"
        )


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山1}, {name: 山2}, 8]
    hand: 0
    waiting: 0
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, level: 1, ap: 2000, dp: 3000}
    bench: {left: {name: 響, level: 1, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: draw, player: %s, amount: 2}
ask: [A.hand, A.waiting, A.deck, B.hand]
"""


@pytest.mark.parametrize(
    ("drawer", "want"),
    [
        ("A", {"A.hand": 0, "A.waiting": 2, "A.deck": 8, "B.hand": 0}),  # the opponent: replaced
        ("B", {"A.hand": 0, "A.waiting": 0, "A.deck": 10, "B.hand": 2}),  # its master: not
    ],
)
def test_each_card_drawn_replaced(drawer: str, want: dict[str, int]) -> None:
    r = resolve(loads(_BOARD % (_TEXT, drawer)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    st = r.outcome["state"]
    assert {k: st[k] for k in want} == want
    assert ({"8.10.1", "8.10.1.1.1", "8.2.1.3.1"} <= set(r.decided_by)) == (drawer == "A")
