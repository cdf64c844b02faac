"""Round 54 (s51coR): a value a ``check`` reads after the battle ends rests on the end of the
effects lasting 「戦闘終了時まで」 (3.4.5.5) — also when the game ends later in the replay: a
``check`` is asked about at its moment, whatever follows (``resolve._outcome``)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 5
    energy: 1
    field:
      - {name: 兵, type: character, ap: 1, dp: 2}
      - {name: 卒, type: character, ap: 1, dp: 1}
    hand:
      - {name: 鼓舞, type: event, cost: 1, text: "戦闘終了時まで、対象のキャラクターに「+2:+0」の修正を与える。\\n使い捨て"}
  B: {hp: HP, deck: 5}
actions:
  - do: attack
    attacker: 兵
    defender: none
    after_defense: [{do: play, player: A, card: 鼓舞, target: 兵}]
  - {do: check, state: {兵.ap: 1}}
  - {do: attack, attacker: 卒, defender: none}
"""


def test_value_after_battle_end_cites_the_end() -> None:
    r = resolve(loads(BOARD.replace("HP", "10"), "t.yaml"))
    assert not check_expect(r)
    assert "3.4.5.5" in r.decided_by


def test_check_asked_when_the_game_ends_later() -> None:
    r = resolve(loads(BOARD.replace("HP", "4"), "t.yaml"))
    assert not check_expect(r)
    assert r.leaves[0].final.result is not None
    assert "3.4.5.5" in r.decided_by
