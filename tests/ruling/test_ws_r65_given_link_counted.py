"""A link 『【永】 リンク X』 (10.17.2's notation) given by an event is counted by 「他のあなたの
『【リンク】 X』を持つキャラ1枚につき」 (round 65, s62wsR): 10.17.4.1 (『X』を持つ = has a link
ability named X), an ability given applied before power (8.9.1.2). Printed in the rules' notation
on a card, it is counted too."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 8, phase: main, first_player: B}
players:
  A:
    level: 1
    stock: 2
    hand:
      - {name: 継承, type: event, level: 0, cost: 0, text: "あなたのキャラを1枚選び、そのターン中、次の能力を与える。『【永】 リンク 星屑』"}
    deck: 10
    stage:
      center_front: {name: 指揮者, type: character, level: 1, power: 6000, soul: 1, text: "【永】 他のあなたの『【リンク】 星屑』を持つキャラ1枚につき、このカードのパワーを＋1000。"}
      left_front: {name: 鼓手, type: character, level: 0, power: 2500, soul: 1, text: "LINK"}
      right_front: {name: 笛吹き, type: character, level: 0, power: 3000, soul: 1}
  B:
    deck: 10
actions:
  - {do: play, card: 継承}
choices:
  - {player: A, choose: 笛吹き}
expect:
  state: {指揮者.power: POWER}
  decided_by: ["10.17.4.1", "8.9.1.2"]
"""


@pytest.mark.parametrize(
    ("link", "power"),
    [("【永】 リンク 星屑", 8000), ("【永】 【リンク】 星屑", 8000), ("【永】 リンク 月影", 7000)],
    ids=["spaced", "icon", "another-name"],
)
def test_given_link_counted(link: str, power: int) -> None:
    r = resolve(loads(BOARD.replace("LINK", link).replace("POWER", str(power)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
