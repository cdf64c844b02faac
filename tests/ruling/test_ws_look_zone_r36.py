"""「自分のクロックを見る」 / 「相手の思い出置場を見る」 (round 36, s32ws): a whole public zone looked at
(3.4.2, 3.8.2, 3.9.2, 3.11.2, 3.12.2 — any player may see it): nothing moves; a choice after it that
names no zone is among that zone's cards (as after 「相手の手札を見て」), never the stage's."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

HEAD = "【自】 このカードがアタックした時、"


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分のクロックを見る。",
        "あなたは相手の思い出置場を見る。",
        "あなたは自分の控え室を見る。",
        "あなたは相手のレベル置場を見る。",
    ],
)
def test_a_public_zone_looked_at_runs(text: str) -> None:
    (ab,) = abilities_of("ws", Card("x", "A", name="x", text=HEAD + text))
    assert ab.supported, ab.reason


LOOK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    hand:
      - {name: 覗き, type: event, level: 0, cost: 0, color: yellow, text: "%(text)s"}
    clock: [{name: 時計キャラ, type: character, color: yellow}]
    waiting_room: [{name: 控えキャラ, type: character, color: yellow}]
    stage:
      center_front: {name: 舞台の子, type: character, level: 0, power: 1000, soul: 1}
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 覗き}
expect:
  state: {%(card)s.zone: A.hand, 舞台の子.zone: A.stage.center_front}
"""


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("あなたは自分のクロックを見て、キャラを1枚選び、手札に戻す。", "時計キャラ"),
        ("あなたは自分の控え室を見て、キャラを1枚選び、手札に戻す。", "控えキャラ"),
    ],
)
def test_the_choice_after_the_look_is_among_the_zone_looked_at(text: str, card: str) -> None:
    assert check_expect(resolve(loads(LOOK % {"text": text, "card": card}))) == []
