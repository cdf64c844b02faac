"""co round 51 (s48coB): ``draw_phase`` takes ``actions:`` — what is declared in the draw step,
right after the card is drawn (3−3−2, KB 3.2.2#2), each judged as any action there: 3−3−2 allows
no use, save one whose 「〜の直後にのみ」 is met (4.3.5; its example names the draw phase,
4.3.5#ex1). A use refused at a point that bars it also names 3.4.4, the clause saying when a
field card's ability may be used (All Turn), as a play's refusal names its type's clause."""

from __future__ import annotations

from tests.ruling.boards import co_run

GATED = "『魔女』をタップする:相手のデュエルマスターに1点のダメージを与える。この特殊能力は、相手のデュエルマスターがカードを引いた直後にのみ使用してもよい。"
PLAIN = "『魔女』をタップする:相手のデュエルマスターに1点のダメージを与える。"

BOARD = """
turn: {{player: A, number: 9, phase: draw}}
players:
  A: {{hp: 5, deck: 10, hand: 3}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 魔女, type: character, ap: 1, dp: 1, text: "{text}"}}]
actions:
  - {{do: draw_phase, actions: [{{do: activate, player: B, card: 魔女, allowed: {allowed}}}]}}
ask: [A.hp, A.hand]
"""


def test_a_use_right_after_the_draw_is_made_in_the_draw_step() -> None:
    r = co_run(BOARD.format(text=GATED, allowed="true"))
    assert r.outcome["state"] == {"A.hp": 4, "A.hand": 4}
    assert {"3.2.2#2", "4.3.5", "4.3.5#ex1"} <= set(r.decided_by)


def test_an_ungated_use_is_refused_by_the_draw_step() -> None:
    r = co_run(BOARD.format(text=PLAIN, allowed="false"))
    assert r.outcome["state"] == {"A.hp": 5, "A.hand": 4}
    assert {"3.2.2#2", "3.4.4"} <= set(r.decided_by)
