"""Round 65 (s62wsC): 「このカードが後列にいて、…時」 / 「アラーム あなたのクロックの一番上にこのカードが
あり、…時」 — a state printed before the event (「…いて、」 / 「…あり、」) is part of the trigger condition
(8.1.1.2.1): the ability triggers on the event only while the state holds then (``holds``, as 「…で、
…時」 is read); a state naming the clock is where the ability works (アラーム, 10.1.1). Refused before
as "a trigger and" (cards_r64 PRL/W641-029, KDO/S642-037)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, unsupported

BACK = "【自】 このカードが後列にいて、あなたがイベントをプレイした時、あなたは1枚引く。"

BOARD = """players:
  A:
    level: 1
    stock: 0
    deck: 10
    hand:
      - {{name: 作戦, type: event, level: 0, cost: 0, color: yellow, text: "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。"}}
    stage:
      {slot}: {{name: 見張り, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: 作戦}}
choices:
  - {{player: A, choose: 見張り}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("slot", "hand"), [("left_back", 1), ("center_front", 0)])
def test_in_the_back_row_when_it_happens(slot: str, hand: int) -> None:
    r = resolve(loads(WS_HEAD + BOARD.format(slot=slot, text=BACK), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["A.hand"] == hand
    if hand:
        assert "8.1.1.2.1" in decided(r)


ALARM = (
    "【自】 アラーム あなたのクロックの一番上にこのカードがあり、あなたのクライマックスがクライマックス"
    "置場に置かれた時、あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1500。"
)

ALARM_BOARD = """game: ws
title: t
turn: {{player: A, number: 5, phase: climax, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    clock: [{clock}]
    hand:
      - {{name: 山場, type: climax, color: yellow}}
    stage:
      center_front: {{name: 主役, type: character, level: 0, power: 3000, soul: 1}}
  B: {{deck: 10}}
actions:
  - {{do: play, player: A, card: 山場}}
choices:
  - {{player: A, choose: 主役}}
ask: [主役.power]
"""

ALARM_CARD = f'{{name: 鐘, type: character, level: 1, power: 1000, text: "{ALARM}"}}'
OTHER = "{name: 下, type: character, level: 0}"


@pytest.mark.parametrize(
    ("clock", "power"),
    [(f"{ALARM_CARD}, {OTHER}", 4500), (f"{OTHER}, {ALARM_CARD}", 3000)],
)
def test_alarm_on_top_of_the_clock(clock: str, power: int) -> None:
    r = resolve(loads(ALARM_BOARD.format(clock=clock), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["主役.power"] == power
