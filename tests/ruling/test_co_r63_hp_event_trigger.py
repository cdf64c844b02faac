"""A player's HP changing as a trigger (round 63, s60coC; issue 12, owed from round 62):
「相手のデュエルマスターのHPが回復したとき、…」, 「あなたのHPが失われるたびに、…」 — the runtime
fires ``hp_healed`` / ``hp_lost`` of the player whose HP rose / fell (``basic.change_hp``), and the
abilities of the cards on the field waiting for that player's HP trigger (4.3.6): 「あなたの」 their
controller's, 「相手の」 the other's. Damage to a player is HP lost (4.1.2#li1); an HP that reaches
0 ends the game before anything resolves (4.1.2)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, co_ability, co_run, main_state

HEALED = "相手のデュエルマスターのHPが回復したとき、あなたは山札からカードを1枚引く。"
LOST = "あなたのHPが失われるたびに、あなたは山札からカードを1枚引く。"


def test_read_as_events_of_a_players_hp() -> None:
    a = co_ability(HEALED, "navigator", "家")
    assert a.supported, a.reason
    assert (a.program.on, a.program.whose) == ("hp_healed", "opponent")
    b = co_ability(LOST, "navigator", "家")
    assert b.supported, b.reason
    assert (b.program.on, b.program.whose) == ("hp_lost", "you")


def _board(text: str, spell: str, hp_a: int = 10) -> str:
    return (
        "turn: {player: B, number: 8, phase: main}\n"
        "players:\n"
        f"  A:\n    hp: {hp_a}\n    deck: 20\n"
        f'    field:\n      - {{name: 家, type: navigator, text: "{text}"}}\n'
        "  B:\n    hp: 10\n    energy: 3\n    deck: 20\n"
        f'    hand: [{{name: 術, type: spell, cost: 1, text: "{spell}"}}]\n'
        "actions:\n  - {do: play, card: 術}\n"
        "ask: [A.hand, A.hp, B.hp]\n"
    )


@pytest.mark.parametrize(
    ("text", "spell", "drawn"),
    [
        (HEALED, "あなたのHPは2点回復する。", 1),  # the opponent's HP rose
        (HEALED, "相手のHPは2点回復する。", 0),  # the controller's own: not this one
        (LOST, "相手に2点のダメージを与える。", 1),  # damage: the controller's HP lost
        (LOST, "あなたに2点のダメージを与える。", 0),  # the other player's HP
        (LOST, "あなたのHPは2点回復する。", 0),  # a rise is no loss
    ],
)
def test_on_a_board(text: str, spell: str, drawn: int) -> None:
    r = co_run(_board(text, spell))
    assert not r.main.rejected, r.main.rejected
    assert main_state(r, "A.hand") == drawn
    if drawn:
        assert "4.3.6" in cited(r)


def test_hp_brought_to_zero_ends_the_game_first() -> None:
    r = co_run(_board(LOST, "相手に2点のダメージを与える。", hp_a=2))
    assert r.main.outcome == {"game_over": True, "winner": "B", "loser": "A"}
    assert not any("誘発する" in str(getattr(s, "ja", "")) for s in r.main.trace)
