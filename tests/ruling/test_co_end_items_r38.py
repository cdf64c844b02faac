"""An end condition met in the middle of a text (the point ``end_condition_mid_text``, 4.1.2 with
4.3.2.6) names the items of 4.1.2 it rests on (round 38, issue 14): the condition met — an empty
deck (4.1.2#li2) or a player's HP at 0 (#li1) — and #li3, both met together, a draw."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run

BOARD = """
turn: {{player: A, number: 11, phase: main}}
players:
  A:
    hp: 5
    energy: 1
    deck: {deck}
    hand: [{{name: 魔導, type: spell, cost: 1, text: "{text}"}}]
  B: {{hp: 3, deck: 10}}
actions:
  - {{do: play, card: 魔導}}
"""
DRAW_THEN_DAMAGE = (
    "あなたは山札からカードを1枚引く。そのあと、相手のデュエルマスターに3点のダメージを与える。"
)
DAMAGE_THEN_DRAW = (
    "相手のデュエルマスターに3点のダメージを与える。そのあと、あなたは山札からカードを1枚引く。"
)


@pytest.mark.parametrize(
    ("text", "item"), [(DRAW_THEN_DAMAGE, "4.1.2#li2"), (DAMAGE_THEN_DRAW, "4.1.2#li1")]
)
def test_the_reading_names_the_condition_met_and_the_draw(text: str, item: str) -> None:
    r = co_run(BOARD.format(deck=1, text=text))
    assert {item, "4.1.2#li3"} <= set(r.outcome["depends_on_reading"])


def test_neighbour_no_condition_met_mid_text_no_reading() -> None:
    r = co_run(BOARD.format(deck=5, text=DRAW_THEN_DAMAGE.replace("3点", "1点")))
    assert not any(c.startswith("4.1.2") for c in r.outcome.get("depends_on_reading", ()))
