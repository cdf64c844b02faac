"""Round 65 (s62vgR): 「山札の上から３枚まで見て」 ended before any card is looked at (7.7.2.3, so
7.7.2.4 is never carried out) is no look: an ability triggered by looking at the deck does not
trigger, and the ruling says why (the step that looked at nothing). The how-many is answered
``at: look`` or ``at: count`` (docs/scenarios.md)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 巫
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：山札の上から３枚まで見て、山札をシャッフルする。"
    left_front:
      name: 童子
      type: normal
      grade: 1
      power: 8000
      text: "【自】【(R)】：あなたが山札を見た時、そのターン中、このユニットのパワー＋2000。"
    deck: 10
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: activate, card: 巫, ability: 1}
choices:
  - {player: A, at: AT, choose: N}
expect:
  state: {童子.power: POWER}
  triggered: {童子: TRIG}
"""


@pytest.mark.parametrize("at", ["look", "count"])
def test_a_look_ended_at_none_triggers_no_look_watcher(at: str) -> None:
    text = BOARD.replace("AT", at).replace("N}", "0}").replace("POWER", "8000")
    r = resolve(loads(text.replace("TRIG", "0"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"7.7.2.3", "7.7.2.4"} <= cited(r)


def test_a_look_of_one_card_triggers_it() -> None:
    text = BOARD.replace("AT", "count").replace("N}", "1}").replace("POWER", "10000")
    r = resolve(loads(text.replace("TRIG", "1"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
