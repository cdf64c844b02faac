"""Monster Collection (mc), round 49 (s46mcC), issue 12: 〈対象:戦闘スペルの効果1つ〉 対象を無効にする。

The effect of a card in use is that card's (10.15.1.1 names 「使用中の～の効果」 so; 10.10.6 lists the
battle spell in use as what may be targeted): 〈対象:戦闘スペルの効果1つ〉 is 〈対象:戦闘スペル1つ〉,
and 「対象を無効にする」 on it is 「対象の効果を無効にする」 (10.19.2: the effect not brought about).
Refused before ("〈対象:…〉 with Word", "the effect 「do」 of this form")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.games._mc.cardtext import NegateStep
from ruling.rules import get_game
from tests.ruling.test_mc_cardtext_r27 import _answered

get_game("mc")

_TEXT = "◇[対抗:戦闘スペル限定]呪文返し\\n〈対象:戦闘スペルの効果1つ〉\\n対象を無効にする。"


def test_it_compiles_as_the_card_in_use_negated() -> None:
    (ab,) = _abilities("mc", _TEXT.replace("\\n", "\n"), "spell")
    (same,) = _abilities(
        "mc",
        "◇[対抗:戦闘スペル限定]呪文返し\n〈対象:戦闘スペル1つ〉\n対象の効果を無効にする。",
        "spell",
    )
    assert ab.supported, ab.reason
    assert (ab.program.target.kind, ab.program.target.in_use) == ("in_use", "spell")
    assert ab.program.steps == (NegateStep(),)
    assert ab.program == same.program


def test_on_a_board_the_spell_in_use_has_no_effect() -> None:
    """火球 (3 damage on 門番, defence 3) answered: 門番 stays, 火球 goes to the discard pile."""
    r = _answered(_TEXT, as_spell=True)
    assert r.outcome["state"]["門番.zone"] == "B.field.c3", r.outcome
    assert r.outcome["state"]["火球.zone"] == "A.discard"
    assert {"10.10.6", "10.19.2"} & set(r.decided_by)


@pytest.mark.parametrize(
    "text",
    [
        "◇[対抗]x\n〈対象:敵軍ユニット1体〉\n対象を無効にする。",  # a unit is no card in use
        "◇[対抗]x\n〈対象:戦闘スペルの効果1つ〉\n対象を破棄する。",  # another step
    ],
)
def test_the_neighbours_stay_refused(text: str) -> None:
    (ab,) = _abilities("mc", text, "spell")
    assert not ab.supported
