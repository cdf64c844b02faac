"""co round 60 (s57coR): 「相手の / あなたのキャラクターが特殊能力を使用したとき、そのキャラクターに…」 — a
card's ability is used by the player controlling it (3.4.4, 4.2.12), so 「相手のキャラクターが」 is that
player's use of a character's ability, handled at the use's step 4 once the cost is paid (4.3.3.4),
before the ability resolves (4.3.3.6). A navigator's ability, or a use by the other player, does not
fire it. Before, the trigger was refused (「a play trigger of this player」)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run, decided, main_state, unsupported

_WATCH = "キャラクターが特殊能力を使用したとき、そのキャラクターに1点のダメージを与える。"


def _run(who: str, watcher_side: str, user: str = "character") -> object:
    watcher = f'      - {{name: 見張り, type: navigator, text: "{who}の{_WATCH}"}}\n'
    a_field = (
        "    field:\n"
        f'      - {{name: 技師, type: {user}, ap: 1, dp: 3, text: "1エネルギーを支払う:'
        '対象のデュエルマスターに1点のダメージを与える。"}\n'
        + (watcher if watcher_side == "A" else "")
    )
    b_field = "    field:\n" + watcher if watcher_side == "B" else ""
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 10\n" + a_field + "  B:\n    hp: 10\n    deck: 10\n" + b_field + "actions:\n"
        "  - {do: activate, card: 技師, target: B}\nask: [技師.damage, B.hp]\n"
    )


@pytest.mark.parametrize(("who", "side"), [("相手", "B"), ("あなた", "A")])
def test_co_use_of_an_owned_characters_ability_triggers(who: str, side: str) -> None:
    r = _run(who, side)
    assert not unsupported(r)
    assert main_state(r, "技師.damage") == 1
    assert main_state(r, "B.hp") == 9  # the used ability still resolves (4.3.3.6)
    assert "4.3.3.4" in decided(r)


@pytest.mark.parametrize(("who", "side"), [("あなた", "B"), ("相手", "A")])
def test_co_use_by_the_other_player_does_not_trigger(who: str, side: str) -> None:
    r = _run(who, side)
    assert not unsupported(r)
    assert main_state(r, "技師.damage") == 0


def test_co_navigators_ability_does_not_trigger_the_character_use() -> None:
    r = _run("相手", "B", user="navigator")
    assert not unsupported(r)
    assert main_state(r, "B.hp") == 9
    assert "4.3.3.4" not in decided(r)
