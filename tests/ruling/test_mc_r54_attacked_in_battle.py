"""mc (round 54, s51mcT2): 「対象がこの戦闘中に攻撃を行った / 行っていない場合」 — whether the unit
took part in an attack (9.1; 9.3 「攻撃に参加したユニット」) in the battle going on, the engine
keeping the units of each attack declared in it (``mc.battle_attackers``, from its declaration:
the units that take part are named by it). With no battle going on there is no 「この戦闘」, not
defined: false (4.1.13)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import decided, main_state, mc_run


def _battle(b_text: str, answer: str = "") -> object:
    """A's 戦士 (attack 1, defence 5) advances onto B's 森, where 門番 (attack 0) stands."""
    return mc_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 8}\n"
        "        - {name: 戦士, type: unit, level: 2, attack: 1, defense: 5}\n"
        "  B:\n    deck: 20\n    field:\n      c3:\n        - {name: 森, type: terrain, limit: 8}\n"
        "        - {name: 門番, type: unit, level: 2, attack: 0, defense: 9, "
        f'text: "{b_text}"}}\n'
        "      c4: [{name: 本陣, type: terrain, hq: true}]\n"
        "actions:\n  - do: advance\n    units: [戦士]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        + (f"    answer_first_attack: [{answer}]\n" if answer else "")
        + "ask: [戦士.damage]\n"
    )


@pytest.mark.parametrize(("verb", "damage"), [("行った", 1), ("行っていない", 0)])
def test_an_answer_to_the_attack_sees_its_declarer_attacking(verb: str, damage: int) -> None:
    """門番's ◎[対抗] answers 戦士's attack (10.2.1): 戦士 takes part in it (9.3)."""
    text = (
        "◎[対抗]返し\\n〈対象:敵軍ユニット1体〉\\n"
        f"対象がこの戦闘中に攻撃を{verb}場合、対象に【通常:1】のダメージを与える。"
    )
    r = _battle(text, "{do: use, card: 門番, target: 戦士}")
    assert main_state(r, "戦士.damage") == damage
    if damage:
        assert {"9.1", "9.3"} <= decided(r), decided(r)


@pytest.mark.parametrize(("verb", "damage"), [("行った", 0), ("行っていない", 1)])
def test_at_the_battles_start_no_unit_has_attacked(verb: str, damage: int) -> None:
    text = (
        "●[戦闘]待ち\\n〈発揮:戦闘の開始時/対象:敵軍ユニット1体〉\\n"
        f"対象がこの戦闘中に攻撃を{verb}場合、対象に【通常:1】のダメージを与える。"
    )
    assert main_state(_battle(text), "戦士.damage") == damage


def test_outside_a_battle_the_condition_is_false() -> None:
    """◎[メイン] in the main phase, no battle: neither 「行った」 nor 「行っていない」 holds."""
    for verb in ("行った", "行っていない"):
        text = (
            "◎[メイン]構え\\n〈対象:このユニット〉\\n"
            f"対象がこの戦闘中に攻撃を{verb}場合、対象を「攻撃力:+1」する。"
        )
        r = mc_run(
            "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n"
            "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
            "        - {name: 平原, type: terrain, limit: 8}\n"
            f'        - {{name: 力士, type: unit, level: 2, attack: 1, defense: 3, text: "{text}"}}\n'
            "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
            "actions:\n  - {do: use, card: 力士, ability: 1}\nask: [力士.attack]\n"
        )
        assert main_state(r, "力士.attack") == 1


def test_an_attack_of_no_time_said_is_refused() -> None:
    get_game("mc")
    text = "[対抗]\n〈対象:敵軍ユニット1体〉\n対象が攻撃を行っていない場合、対象を行動完了にする。"
    (a,) = _abilities("mc", text, "spell")
    assert not a.supported
