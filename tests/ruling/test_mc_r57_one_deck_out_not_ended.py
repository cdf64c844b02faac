"""mc round 57 (s54mcR): asked whether the game is over with one player's deck out and the
other's not, the deck-out judgement (1.2.3.1: every player's deck run out) is why it goes on
(``Game.end_not_met``); with both decks left, or not asked, it is not cited."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_A = mc_area("c2", "村", 6, "{name: 兵, type: unit, level: 1, attack: 1, defense: 1}")


def _text(a_deck: int, ask: str) -> str:
    return mc_scenario(
        a=_A,
        a_top=f"    deck: {a_deck}\n",
        b_top="    deck: 5\n",
        rest=f"ask: [{ask}]\nexpect:\n  outcome: {{game_over: false}}\n",
        turn="{player: A, number: 14, phase: main}",
    )


def test_one_deck_out_asked_cites_1_2_3_1() -> None:
    assert "1.2.3.1" in resolve(loads(_text(0, "game_over"))).decided_by


def test_both_decks_left_does_not_cite_it() -> None:
    assert "1.2.3.1" not in resolve(loads(_text(3, "game_over"))).decided_by


def test_not_asked_does_not_cite_it() -> None:
    assert "1.2.3.1" not in resolve(loads(_text(0, "兵.zone"))).decided_by
