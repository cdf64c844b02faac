"""Round 50 (s47vsA), issue 12: 「あなたは自分の山札を上から1枚見る。そのカードが《X》のカードなら、
あなたはそのカードを公開し、手札に加えてよい。」 — 「そのカード」 after a look is the card looked at
(4.11.2), still in the deck: shown to both players (3.1.7), not moving by it (3.1.8), then put
in the hand if the master wants (8.1.1.5); the condition that opens the sentence is read as the
step is reached (8.6.5) and holds the whole sentence, the reveal and the put. Before: refused as
「what the noun phrase (looked) names」."""

from __future__ import annotations

import pytest

from ruling.games._vs.cardtext import UNDER
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

_TEXT = (
    "[ベンチ][このカードをレストする]あなたは自分の山札を上から1枚見る。そのカードが《太鼓》の"
    "カードなら、あなたはそのカードを公開し、手札に加えてよい。"
)


def test_the_compiled_steps() -> None:
    look, reveal, put = vs_program(_TEXT).ops
    assert (look.kind, look.amount) == ("look", 1)
    assert (reveal.kind, reveal.who) == ("reveal", "looked")
    assert put.kind == "put_looked" and put.optional
    # the sentence's condition holds both steps: read at the reveal, the put under it (round 50,
    # s47vsB: ``UNDER``, the general reading of a sentence's condition)
    assert reveal.cond == ("match", "looked", ("太鼓",), (), ())
    assert put.cond == UNDER


_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 上一, text: "【鼓】《%s》[リング]ターンの始めに、あなたは1枚引く。"}, {name: 上二}, 7]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices: [{player: A, at: optional, choose: %s}]
ask: [上一.zone, A.hand]
"""


@pytest.mark.parametrize(
    ("attribute", "answer", "zone"),
    [
        ("太鼓", "yes", "A.hand"),  # so described, and the master puts it in the hand
        ("太鼓", "no", "A.deck"),  # the master declines (「てよい」, 8.1.1.5)
        ("笛", "yes", "A.deck"),  # not so described: neither step is done (8.6.5)
    ],
)
def test_the_card_looked_at_revealed_and_taken(attribute: str, answer: str, zone: str) -> None:
    r = resolve(loads(_BOARD % (attribute, _TEXT, answer)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["上一.zone"] == zone
    assert r.outcome["state"]["A.hand"] == (1 if zone == "A.hand" else 0)
    if attribute == "太鼓":
        assert {"3.1.7", "3.1.8"} <= set(r.decided_by) or answer == "no"
