"""An event's 「…ダメージを受けたとき、」 is when it is played (round 59, s56coX): an event is played
from the hand, never in force to trigger (3.4.3), and 4.3.10.2 / 4.3.11.2 name a card whose
condition is 「…とき」 with one whose condition is 「…直後」 as the cards of that window — read as
4.3.5's 「…直後にのみプレイしてもよい。」. On a card in force the same words stay a trigger."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run, decided, main_state

WHEN = "あなたのキャラクターがダメージを受けたとき、そのダメージを2点軽減する。"
GATE = (
    "あなたのキャラクターがダメージを受けた直後にのみプレイしてもよい。そのダメージを2点軽減する。"
)


def test_the_event_reads_as_its_gate() -> None:
    ev = co_ability(WHEN, "event")
    assert ev.supported, ev.reason
    assert ev.program == co_ability(GATE, "event").program
    # on a character (a card in force) it is not read as a play condition
    assert co_ability(WHEN, "character").program != ev.program


def _board(actions: str) -> str:
    return (
        "turn: {player: A, number: 7, phase: main}\nplayers:\n"
        "  A:\n    hp: 10\n    deck: 10\n"
        "    field: [{name: 剣士, type: character, gender: 男性, ap: 2, dp: 3}]\n"
        "  B:\n    hp: 10\n    deck: 10\n"
        f'    hand: [{{name: 守り, type: event, cost: 0, text: "{WHEN}\\n使い捨て"}}]\n'
        "    field: [{name: 騎士, type: character, gender: 男性, ap: 1, dp: 2}]\n"
        f"actions:\n{actions}ask: [騎士.zone, 騎士.damage, 守り.zone]\n"
    )


def test_played_in_the_reduction_window() -> None:
    r = co_run(
        _board(
            "  - do: attack\n    attacker: 剣士\n    defender: 騎士\n    reduce:\n"
            "      騎士: [{do: play, player: B, card: 守り, allowed: true}]\n"
        )
    )
    assert main_state(r, "騎士.zone") == "B.field"
    assert main_state(r, "騎士.damage") == 0
    assert main_state(r, "守り.zone") == "B.dustbox"
    assert "4.3.10.2" in decided(r)


def test_not_played_outside_a_damage_window() -> None:
    r = co_run(_board("  - {do: play, player: B, card: 守り, allowed: false}\n"))
    assert main_state(r, "守り.zone") == "B.hand"
