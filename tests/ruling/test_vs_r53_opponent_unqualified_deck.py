"""Round 53 (s50vsT2), issue 12: 「相手は山札の上から1枚を控え室に置く」 / 「相手は山札の1番上のカードを
控え室に置く」 — a put by the opponent of 「山札」 with no owner printed. The rules read an unqualified
「山札」 in an instruction to a named player as that player's own deck (4.11.2 「指定されたプレイヤー
は、指定されたプレイヤーの山札の1番上から…」, 4.10.3), each card to its owner's zone (3.1.4): the
same step as 「相手は自分の山札の上から1枚を、自分の控え室に置く」. Before: refused as 「a move by
another player of a deck not named 「自分の」」. 「相手はあなたの山札の…」 stays refused."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    waiting: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手はWHAT控え室に置く。"}}
  B:
    deck: 10
    waiting: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: use, card: 律子}
expect:
  state: {A.deck: 10, A.waiting: 0, B.deck: 9, B.waiting: 1}
"""


@pytest.mark.parametrize(
    "what", ["山札の上から1枚を", "山札の1番上のカードを", "自分の山札の上から1枚を、"]
)
def test_the_opponent_puts_its_own_deck_top(what: str) -> None:
    r = resolve(loads(BOARD.replace("WHAT", what), "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert not check_expect(r), check_expect(r)


def test_the_compiled_step() -> None:
    prog = vs_program("[リング]このカードがアタックした時、相手は山札の上から1枚を控え室に置く。")
    assert [(o.kind, o.who, o.value) for o in prog.ops] == [("deck_top", "opponent", "waiting")]


def test_another_players_deck_stays_refused() -> None:
    assert vs_refused(
        "[リング]このカードがアタックした時、相手はあなたの山札の上から1枚を控え室に置く。"
    )
