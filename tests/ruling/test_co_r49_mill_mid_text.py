"""co round 49 (s46amb): a text whose first step crashes cards from a deck's top (「相手の山札の上から
カードを2枚クラッシュする」) and empties that deck before a later step — the end condition met in the
middle of the text (4.1.2#li2, 4.3.2.6) raises end_condition_mid_text as a damage or a draw does
(both readings: the game ends there / the text runs on, a draw when the later step empties the
other deck too); a deck left with cards raises nothing."""

from __future__ import annotations

from tests.ruling.boards import co_run

BOARD = """
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    hp: 20
    energy: 2
    deck: 1
    hand: [{{name: 崩落, type: spell, cost: 2, text: "相手の山札の上からカードを2枚クラッシュする。そのあと、あなたは山札からカードを1枚引く。"}}]
  B: {{hp: 20, deck: {deck}}}
actions:
  - {{do: play, card: 崩落}}
"""


def test_a_deck_emptied_by_a_mill_mid_text_is_a_reading() -> None:
    r = co_run(BOARD.format(deck=2))
    assert {"4.1.2", "4.1.2#li2"} <= set(r.outcome["depends_on_reading"])


def test_a_deck_left_with_cards_raises_nothing() -> None:
    r = co_run(BOARD.format(deck=5))
    assert not any(c.startswith("4.1.2") for c in r.outcome.get("depends_on_reading", ()))
