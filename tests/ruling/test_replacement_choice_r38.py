"""Which of two replacement effects applies rests on the affected player's choice (8.10.2): the
replacement step is caused by that choice, so a ruling about what it changed cites 8.10.2 (round
38, issue 14; the core's ``_replace``, every game) — before, the choice was a step of its own
that nothing rested on."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 1, cost: 0, power: 7000, soul: 1}}
    deck: [{{name: 山1, type: character, trigger: none}}, 5]
  B:
    stage:
      center_front: {{name: 乙, type: character, level: 1, cost: 0, power: 5000, soul: 1}}
    deck: [{{name: 札1, type: character}}, 5]
effects:
{effects}
actions:
  - {{do: attack, player: A, slot: center_front, kind: front}}
choices:
  - {{player: B, at: replacement, choose: "かわりに【スタンド】する。"}}
ask: [乙.state]
"""
STAND = '  - {target: 乙, stat: reverse, op: replace, value: stand, source: "かわりに【スタンド】する。"}'
REST = (
    '  - {target: 乙, stat: reverse, op: replace, value: rest, source: "かわりに【レスト】する。"}'
)


def test_the_chosen_replacement_rests_on_the_choice() -> None:
    r = resolve(loads(BOARD.format(effects=STAND + "\n" + REST)))
    assert r.outcome["state"] == {"乙.state": "stand"}
    assert {"8.10.2", "8.10.1", "8.10.1.1"} <= set(r.decided_by)


def test_neighbour_one_replacement_has_no_choice_to_cite() -> None:
    r = resolve(loads(BOARD.format(effects=STAND)))
    assert r.outcome["state"] == {"乙.state": "stand"}
    assert "8.10.2" not in r.decided_by
    assert {"8.10.1", "8.10.1.1"} <= set(r.decided_by)
