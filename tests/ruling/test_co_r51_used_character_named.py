"""co round 51 (s48coC): 「敵デュエルマスターがコントロールしているキャラクターが特殊能力を使用したとき、
そのキャラクターに1点のダメージを与える。」 (cards_r50 U-8918) — 「そのキャラクター」 in the effect of a
use trigger naming characters is the character whose ability was used (the card of the use's step
4, 4.3.3.4; the ability resolves before the used one, 4.3.6), dealt the damage (4.3.9). Before, the
text was refused (「「そのキャラクター」 with no character of the event」)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state, unsupported

_EYE = "敵デュエルマスターがコントロールしているキャラクターが特殊能力を使用したとき、そのキャラクターに1点のダメージを与える。"


def _run(dp: int) -> object:
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 10\n    field:\n"
        f'      - {{name: 技師, type: character, ap: 1, dp: {dp}, text: "1エネルギーを支払う:'
        '対象のデュエルマスターに1点のダメージを与える。"}\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        f'      - {{name: 瞳, type: character, ap: 1, dp: 3, text: "{_EYE}"}}\n'
        "actions:\n  - {do: activate, card: 技師, target: B}\nask: [技師.damage, 技師.zone, 瞳.damage, B.hp]\n"
    )


def test_co_use_trigger_damages_the_character_used() -> None:
    r = _run(2)
    assert not unsupported(r)
    assert main_state(r, "技師.damage") == 1
    assert main_state(r, "瞳.damage") == 0
    assert main_state(r, "B.hp") == 9  # the used ability still resolves
    assert {"4.3.3.4", "4.3.6"} <= decided(r)


def test_co_use_trigger_crashes_the_character_used() -> None:
    r = _run(1)
    assert not unsupported(r)
    assert main_state(r, "技師.zone") == "A.dustbox"
    assert "4.3.9" in decided(r)
