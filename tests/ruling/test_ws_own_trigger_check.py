"""ws: 「このカードのトリガーチェックでクライマックスがでた時」 — the trigger check of the attack this
card makes (7.3.1, 7.3.1.2), not another character's; and the shot (4.12.2.7) triggered by the
attacker's own ability damage cancelled before the damage step (4.12.2.7.1, 4.11.1.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_SNIPER = (
    "【自】 このカードのトリガーチェックでクライマックスがでた時、相手に1ダメージを与える。"
    "（ダメージキャンセルは発生する）"
)

_BASE = """
game: ws
title: the trigger check of this card's attack
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stock: 0
    deck: [{name: 合図, type: climax, trigger: [%s]}, 9]
    stage:
      center_front: {name: 狙撃手, type: character, level: 1, power: 5000, soul: 1, text: "%s"}
      left_front: {name: 僚友, type: character, level: 1, power: 5000, soul: 1}
  B:
    clock: 0
    waiting_room: 0
    deck: [{name: 防ぐCX1, type: climax}, {name: 傷一, type: character}, {name: 防ぐCX2, type: climax}, {name: 傷二, type: character}, 6]
actions:
  - {player: A, do: attack, slot: %s}
expect:
%s
"""


def _problems(icon: str, slot: str, expect: str) -> list[str]:
    return check_expect(resolve(loads(_BASE % (icon, _SNIPER, slot, expect))))


def test_its_own_attack_trigger_check_triggers_it() -> None:
    expect = """  triggered: {狙撃手: 1}
  order: ["trigger:狙撃手", "cancel:B"]
  decided_by: ["7.3.1", "7.3.1.2"]"""
    assert _problems("soul", "center_front", expect) == []


def test_another_characters_trigger_check_does_not() -> None:
    assert _problems("soul", "left_front", "  triggered: {狙撃手: 0}") == []
    assert _problems("soul", "left_front", "  triggered: {狙撃手: 1}") != []


def test_the_shot_triggers_on_the_attackers_ability_damage_cancelled_first() -> None:
    expect = """  state: {B.clock: [傷一], B.waiting_room: [防ぐCX1, 防ぐCX2]}
  order: ["cancel:B", "move:傷一:B.clock", "cancel:B"]
  decided_by: ["4.12.2.7", "4.12.2.7.1", "4.11.1.2"]"""
    assert _problems("shot", "center_front", expect) == []
