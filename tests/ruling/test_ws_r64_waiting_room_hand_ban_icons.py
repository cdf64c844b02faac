"""「【永】 相手は自分の控え室のカードを手札に加えることができない」 (round 64, s61vswsR2): 「自分の」
names the zone of the player the step binds, read as 「控え室のカードを手札に加えられない」
(``ruling.cardtext.modal.read_modal``); in force, it stops a comeback icon's move to the hand
(4.12.2.5; 1.3.3 the prohibition over the instruction): nothing is offered, the trigger card still
goes to the stock (7.3.1.2.3)."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card

BAN = "【永】 相手は自分の控え室のカードを手札に加えることができない。"


@pytest.mark.parametrize("text", [BAN, "【永】 相手は控え室のカードを手札に加えられない。"])
def test_own_zone_written_or_not_compiles(text: str) -> None:
    get_game("ws")
    (ab,) = abilities_of("ws", Card("x", "x", text=text))
    assert ab.supported, ab.reason


def _board(ban: str) -> str:
    return f"""\
game: ws
title: t
turn: {{player: A, number: 6, phase: attack, first_player: B}}
players:
  A:
    level: 1
    clock: 2
    hand: 2
    deck: [{{name: 鐘, type: climax, trigger: comeback}}, 9]
    waiting_room: [{{name: 草, type: character, level: 1, power: 4000, soul: 1}}]
    stage:
      center_front: {{name: 郵便屋, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: 10
    stage:
      center_front: {{name: 司書, type: character, level: 1, power: 4500, soul: 1, text: "{ban}"}}
actions:
  - {{do: attack, slot: center_front, kind: side}}
choices:
  - {{player: A, at: comeback, choose: 草{", allowed: false" if ban else ""}}}
expect:
  state:
    草.zone: {"A.waiting_room" if ban else "A.hand"}
    鐘.zone: A.stock
"""


@pytest.mark.parametrize("ban", [BAN, ""], ids=["banned", "free"])
def test_comeback_refused_under_the_ban(ban: str) -> None:
    r = resolve(loads(_board(ban), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if ban:
        assert {"1.3.3", "4.12.2.5"} <= set(r.decided_by)
