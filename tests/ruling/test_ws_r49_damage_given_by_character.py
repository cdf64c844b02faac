"""Round 49: 「<プレイヤー>のキャラが<プレイヤー>にダメージを与えた時」 — a damage process of the
player named (4.10.1.1, cancelled or not, the event of 「あなたがダメージを受けた時」) whose source
(4.11.1) is a character of the player the subject names: the attacking character of the damage
step's damage (4.11.1.1), the card whose ability dealt it (4.11.1.2)."""

from __future__ import annotations

from ruling import abilities as AB
from ruling.games._ws.cardtext.ir import Sel
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

TEXT = "【自】 相手のキャラがあなたにダメージを与えた時、あなたは1枚引く。"


def test_compiles_to_damage_received_with_its_source() -> None:
    get_game("ws")
    (ab,) = AB._abilities("ws", TEXT, "character")
    assert ab.supported, ab.reason
    t = ab.program.trigger
    assert t.event == "damage_received" and t.owner == "you"
    assert t.subject == Sel(owner="opponent", kinds=("character",))


def _board(holder: str) -> str:
    singer = f'{{name: 歌姫, type: character, level: 1, power: 3000, soul: 1, text: "{TEXT}"}}'
    a_extra = f"      right_back: {singer}\n" if holder == "A" else ""
    b_extra = f"      left_back: {singer}\n" if holder == "B" else ""
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 遊撃手, type: character, level: 1, power: 5000, soul: 1}}
{a_extra}    deck: [{{name: 山一, type: character, trigger: none}}, 9]
    hand: 0
  B:
    level: 1
    stage:
      right_front: {{name: 壁, type: character, level: 1, power: 1000, soul: 1}}
{b_extra}    hand: 0
    deck: [{{name: 札一, type: character}}, {{name: 札二, type: character}}, {{name: 札三, type: character}}, 7]
actions:
  - {{do: attack, player: A, slot: center_front}}
"""


def test_attacking_characters_damage_triggers_its_opponents_ability() -> None:
    y = _board("B") + (
        "expect:\n  triggered: {歌姫: 1}\n  state: {B.clock: 2, B.hand: [札三]}\n"
        '  decided_by: ["4.11.1.1"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_damage_of_its_own_players_character_does_not() -> None:
    y = _board("A") + "expect:\n  triggered: {歌姫: 0}\n  state: {A.hand: 0}\n"
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
