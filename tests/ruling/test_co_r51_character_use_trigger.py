"""co round 51 (s48coA): 「あなた / 敵デュエルマスターがコントロールしているキャラクターが特殊能力を使用
したとき、…」 (cards_r50's wording) — an ability of a character that player controls is used by its
controller (3.4.4, 4.2.12), so the trigger waits for that player's use of a character's ability
and is handled at the use's step 4, before it resolves (4.3.3.4, 4.3.6). A navigator's ability
used does not fire it. Before, the trigger was refused (「the trigger do.past」)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run, decided, main_state, unsupported

_WATCH = "キャラクターが特殊能力を使用したとき、あなたは山札からカードを1枚引く。"


def _run(who: str, watcher_side: str, user: str = "character") -> object:
    watcher = (
        f'      - {{name: 見張り, type: navigator, text: "{who}がコントロールしている{_WATCH}"}}\n'
    )
    a_field = (
        "    field:\n"
        f'      - {{name: 技師, type: {user}, ap: 1, dp: 1, text: "1エネルギーを支払う:'
        '対象のデュエルマスターに1点のダメージを与える。"}\n'
        + (watcher if watcher_side == "A" else "")
    )
    b_field = "    field:\n" + watcher if watcher_side == "B" else ""
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 10\n" + a_field + "  B:\n    hp: 10\n    deck: 10\n" + b_field + "actions:\n"
        "  - {do: activate, card: 技師, target: B}\nask: [A.deck, B.deck, B.hp]\n"
    )


@pytest.mark.parametrize(
    ("who", "side", "deck"), [("あなた", "A", "A.deck"), ("敵デュエルマスター", "B", "B.deck")]
)
def test_co_use_of_a_controlled_characters_ability_triggers(who: str, side: str, deck: str) -> None:
    r = _run(who, side)
    assert not unsupported(r)
    assert main_state(r, deck) == 9
    assert main_state(r, "B.hp") == 9
    assert "4.3.3.4" in decided(r)


def test_co_use_by_the_other_player_does_not_trigger() -> None:
    r = _run("あなた", "B")  # B's watcher waits for B's characters; A uses A's
    assert not unsupported(r)
    assert main_state(r, "B.deck") == 10


def test_co_navigators_ability_does_not_trigger_the_character_use() -> None:
    r = _run("あなた", "A", user="navigator")
    assert not unsupported(r)
    assert main_state(r, "A.deck") == 10
