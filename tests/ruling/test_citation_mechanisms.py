"""Citations complete by construction (issue 14): the mechanisms that make a reason the engine
used a step of the ruling, each on a minimal case of its own.

- the turn position an action is taken in, cited from the turn state and the game's phase table
  (``Ctx.turn_clauses``) where the action's legality rests on it;
- a card-text condition checked and not met: a step saying nothing is done, citing what the
  condition read;
- the definitions of the wording the card-text compiler read (``ruling.definitions``), cited by
  the steps of the part of the ability that holds it.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

# ------------------------------------------------------------------- the turn position (co)

CO_SPELL = """
game: co
title: a spell at one point of the turn
turn: {player: A, number: 10, phase: %s, step: %s}
players:
  A: {hp: 12, energy: 1, deck: 14, field: [{name: 剣崎, type: character, ap: 3, dp: 2}]}
  B:
    hp: 12
    energy: 1
    deck: 14
    hand: [{name: 落雷, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。"}]
actions:
  - {do: play, player: B, card: 落雷, target: 剣崎}
ask: [落雷.zone]
"""


def _step_clauses(game: str, phase: str, step: str) -> tuple[str, ...]:
    ph = next(p for p in get_game(game).phases if p.id == phase)
    return next(s for s in ph.steps if s.id == step).clauses


@pytest.mark.parametrize(
    ("phase", "step"),
    [("untap", "start"), ("draw", "end"), ("end", "start"), ("end", "upkeep"), ("end", "end")],
)
def test_co_play_refused_at_a_step_cites_that_step_from_the_phase_table(
    phase: str, step: str
) -> None:
    """3.2.1, 3.3.3, 3.6.1–3.6.3: no card is played at these steps; the refusal cites the clause
    the phase table gives the step the turn is at (read from the state), not a table of its own."""
    r = resolve(loads(CO_SPELL % (phase, step)))
    assert r.outcome["rejected"] is True
    want = _step_clauses("co", phase, step)
    assert want and set(want) <= set(r.decided_by)
    others = {
        c
        for p in get_game("co").phases
        for s in p.steps
        for c in s.clauses
        if (p.id, s.id) != (phase, step) and p.id in ("untap", "draw", "end")
    }
    # the clause of no other step of those phases is cited for the refusal
    assert not (others - set(want)) & set(r.decided_by)


def test_co_spell_at_the_end_phase_action_timing_cites_it() -> None:
    """3.6.4: the end phase's action timing lists the spells: played there, its play cites the
    action timing's clause, from the phase table."""
    r = resolve(loads(CO_SPELL % ("end", "action")))
    assert not r.outcome.get("rejected")
    assert set(_step_clauses("co", "end", "action")) <= set(r.decided_by)


def test_co_navigator_refused_in_the_end_phase_cites_its_action_timing() -> None:
    """3.4.1 (a navigator only in one's own main phase) and the action timing the turn is at,
    3.6.4 (what may be done there), read from the turn state."""
    r = resolve(
        loads(
            """
game: co
title: a navigator at the end phase's action timing
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 16
    deck: 18
    hand: [{name: 早瀬ゆかり, type: navigator, text: ""}]
  B: {hp: 16, deck: 18}
actions:
  - {do: play, card: 早瀬ゆかり}
ask: [早瀬ゆかり.zone]
"""
        )
    )
    assert r.outcome["rejected"] is True
    assert {"3.4.1", *_step_clauses("co", "end", "action")} <= set(r.decided_by)
