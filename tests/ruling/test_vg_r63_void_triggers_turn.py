"""vg 11.10.4.2 (round 63, s60vgR2): a continuous ability 「あなたのターン中、相手のダメージチェックの
トリガーの効果は無効にする」 — the period of a continuous ability is whose turn it is, a condition
the ability applies under (before: refused, 「for a period」). On A's turn B's heal trigger from the
damage check is not played (the sixth damage stays: B loses, 13.2.2); with 「相手のターン中」 the
ability is not in force on A's turn and the heal is played (11.10.2.6)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 9, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 観測者, type: normal, grade: 3, power: 13000, text: "【永】【(V)】：WHOSEターン中、相手のダメージチェックのトリガーの効果は無効にする。"}
    deck: 20
  B:
    vanguard: {name: 聖騎士, type: normal, grade: 3, power: 13000}
    damage: 5
    deck: [{name: 乙女, type: trigger, grade: 0, trigger: heal, trigger_power: 10000}, 19]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard}
"""


def test_it_compiles_with_the_turn_as_its_condition() -> None:
    get_game("vg")
    text = "【永】【(V)】：あなたのターン中、相手のダメージチェックのトリガーの効果は無効にする。"
    (ab,) = _abilities("vg", text, None)
    assert ab.supported
    (op,) = ab.program.steps
    assert op.verb == "void_triggers" and op.skill == "damage" and op.cond is not None


@pytest.mark.parametrize("whose, loses", [("あなたの", True), ("相手の", False)])
def test_the_heal_not_played_on_the_turn_the_ability_names(whose: str, loses: bool) -> None:
    r = resolve(loads(BOARD.replace("WHOSE", whose), "t.yaml"))
    final = r.main.final
    damage = len(final.players["B"].zones["damage"])
    if loses:
        assert final.result is not None and damage == 6
        assert "11.10.4.2" in r.decided_by
    else:
        assert final.result is None and damage == 5
