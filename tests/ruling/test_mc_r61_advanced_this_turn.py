"""mc (round 61, s58mcC2): 「対象 / このユニットがこのターン進軍した / していない場合」 — whether the
unit carried out an advance this turn (12.2.5.1.5: the units chosen advance into their
destinations). The engine keeps the units that advanced with the turn's number
(``common.ADVANCES``); the advances made before the scenario's first action are not given: taken
as none, and said. Without 「このターン」 the advance meant is not said: refused."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import decided, main_state, mc_run


def _battle(b_text: str) -> object:
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
        "ask: [戦士.damage, 門番.damage]\n"
    )


@pytest.mark.parametrize(("verb", "damage"), [("進軍した", 1), ("進軍していない", 0)])
def test_the_unit_that_advanced_into_the_battle(verb: str, damage: int) -> None:
    """At the battle's start 戦士 has advanced this turn (12.2.5.1.5)."""
    text = (
        "●[戦闘]待ち\\n〈発揮:戦闘の開始時/対象:敵軍ユニット1体〉\\n"
        f"対象がこのターン{verb}場合、対象に【通常:1】のダメージを与える。"
    )
    r = _battle(text)
    assert main_state(r, "戦士.damage") == damage
    assert "12.2.5.1.5" in decided(r), decided(r)


@pytest.mark.parametrize(("verb", "damage"), [("進軍していた", 0), ("進軍していなかった", 3)])
def test_the_defender_did_not_advance(verb: str, damage: int) -> None:
    """門番, on its own terrain, did not advance: read on 「このユニット」 as well (its attack
    raised to 3 or left at 0, the damage it deals 戦士)."""
    text = (
        "●[戦闘]待ち\\n〈発揮:戦闘の開始時/対象:このユニット〉\\n"
        f"このユニットがこのターン{verb}場合、対象を「攻撃力:+3」する。"
    )
    assert main_state(_battle(text), "戦士.damage") == damage


def _main(verb: str, advance: bool) -> object:
    text = f"◎[メイン]構え\\n〈対象:このユニット〉\\n対象がこのターン{verb}場合、対象を「攻撃力:+1」する。"
    return mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n"
        "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n      c2:\n"
        "        - {name: 平原, type: terrain, limit: 8}\n"
        f'        - {{name: 力士, type: unit, level: 2, attack: 1, defense: 3, text: "{text}"}}\n'
        "      c3: [{name: 森, type: terrain, limit: 8}]\n"
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions:\n"
        + ("  - {do: advance, units: [力士], to: c3}\n" if advance else "")
        + "  - {do: use, card: 力士, ability: 1}\nask: [力士.attack]\n"
    )


@pytest.mark.parametrize(
    ("verb", "advance", "attack"),
    [
        ("進軍していた", True, 2),
        ("進軍していた", False, 1),
        ("進軍していない", True, 1),
        ("進軍していない", False, 2),
    ],
)
def test_an_advance_earlier_in_the_main_phase(verb: str, advance: bool, attack: int) -> None:
    """力士 advanced onto its own empty 森 (no battle, 8.1.1), then uses its ◎[メイン]."""
    assert main_state(_main(verb, advance), "力士.attack") == attack


def test_an_advance_of_no_time_said_is_refused() -> None:
    get_game("mc")
    text = "[対抗]\n〈対象:敵軍ユニット1体〉\n対象が進軍していない場合、対象を行動完了にする。"
    (a,) = _abilities("mc", text, "spell")
    assert not a.supported
