"""Round 48: a play the rules refuse in the counter step (its cost cannot be paid, 8.6.2.3.2) is no
action taken (1.3.2): the one action of 7.4.1.2.2 is still the non-turn player's, and a second
play is then allowed. A play that was made does use it up: the next one is refused (7.4.1.2.2)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage: {center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, color: RED}}
    deck: 10
  B:
    level: [{name: 黄札, type: character, level: 0, color: YELLOW}]
    stage: {center_front: {name: 乙, type: character, level: 0, power: 2500, soul: 1, color: YELLOW}}
    hand:
      - {name: 反撃, type: event, level: 0, cost: COST, color: YELLOW, text: "【カウンター】 あなたのキャラを1枚選び、そのターン中、パワーを＋1000。"}
      - {name: 反撃2, type: event, level: 0, cost: 0, color: YELLOW, text: "【カウンター】 あなたのキャラを1枚選び、そのターン中、パワーを＋3000。"}
    stock: 1
    deck: 10
actions:
  - do: attack
    slot: center_front
    kind: front
    counter:
      - {do: play, player: B, card: 反撃, allowed: FIRST}
      - {do: play, player: B, card: 反撃2, allowed: SECOND}
"""


@pytest.mark.parametrize(
    ("cost", "first", "second", "power"),
    [(2, "false", "true", 5500), (0, "true", "false", 3500)],
)
def test_refused_play_keeps_the_one_action(cost: int, first: str, second: str, power: int) -> None:
    text = (
        BOARD.replace("COST", str(cost)).replace("FIRST", first).replace("SECOND", second)
        + f'expect:\n  state: {{乙.power: {power}}}\n  decided_by: ["7.4.1.2.2"]\n'
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "8.6.2.3.2" in r.decided_by or first == "true"
