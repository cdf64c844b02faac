"""CrossOver (co): engine rules read from the round-15 blind set moved into development (r15_*),
each on a minimal board of its own."""

from __future__ import annotations

from tests.ruling.boards import co_run as _run

COST = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    hand: 0
%s
    field: [{name: 魔術師, type: character, ap: 1, dp: 2, text: "手札からカードをクラッシュする:対象のキャラクターに1点のダメージを与える。"}]
  B: {hp: 10, deck: 10, field: [{name: 斥候, type: character, ap: 1, dp: 1}]}
actions:
  - {do: activate, player: A, card: 魔術師, target: 斥候, allowed: false}
ask: [斥候.zone]
"""


def test_an_empty_hand_with_a_card_aside_cites_that_it_is_no_hand_card() -> None:
    """4.3.3.1: no hand card to crash; a card set aside 「手札にあるかのように」 is not one of the
    hand's cards (4.2.1), which the refusal says and cites — without one, 4.2.1 is not cited."""
    r = _run(COST % "    aside: [{name: 盗品の剣, type: item, cost: 1, owner: B}]")
    assert r.outcome["state"] == {"斥候.zone": "B.field"}
    assert {"4.2.1", "4.3.3.1"} <= set(r.decided_by)
    r = _run(COST % "")
    assert "4.3.3.1" in r.decided_by and "4.2.1" not in r.decided_by
