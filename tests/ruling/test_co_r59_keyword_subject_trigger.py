"""「あなたのフィールドの「飛行」の特殊能力を持つキャラクターがアタックしたとき、…」 (round 59,
s56coC2): the attack of a character of that player's (4.2.12) that has the keyword as in force when
it attacks (3.4.5.7, 4.3.8 step 3) triggers it (4.3.6); another character's attack does not."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, main_state, unsupported

TEXT = (
    "あなたのフィールドの「飛行」の特殊能力を持つキャラクターがアタックしたとき、"
    "あなたは1エネルギーを得る。"
)


def test_read_as_the_group_with_the_keyword() -> None:
    a = co_ability(TEXT)
    assert a.supported, a.reason
    assert (a.program.on, a.program.whose) == ("attack", "you")
    assert a.program.subject_keywords == (("flying", True),)
    b = co_ability(
        "「飛行」の特殊能力を持たない相手のキャラクターがアタックしたとき、あなたは1エネルギーを得る。"
    )
    assert b.supported, b.reason
    assert (b.program.whose, b.program.subject_keywords) == ("opponent", (("flying", False),))


@pytest.mark.parametrize(("attacker", "energy"), [("燕", 1), ("熊", 0)])
def test_only_a_character_with_the_keyword(attacker: str, energy: int) -> None:
    text = TEXT.replace("「", "\\u300c").replace("」", "\\u300d")
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    deck: 10\n"
        "    field:\n"
        f'      - {{name: 風見, type: navigator, text: "{text}"}}\n'
        '      - {name: 燕, type: character, gender: 男性, ap: 1, dp: 2, text: "\\u300c飛行\\u300d"}\n'
        "      - {name: 熊, type: character, gender: 男性, ap: 1, dp: 2}\n"
        "  B: {hp: 10, deck: 10}\n"
        f"actions:\n  - {{do: attack, attacker: {attacker}}}\n"
        "ask: [A.energy]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "A.energy") == energy
