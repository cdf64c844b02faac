"""The effects that end when a turn ends: those lasting 「そのターン中」 / until the end of the turn,
and those made in an earlier turn that last until the end of this one (「次の相手のターン終了時まで」,
kept as ``until: turn:N``).

A game plugs in the clauses and wording of each; the steps are built here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ruling.core import Ctx
from ruling.rules import EndEffects

# (clauses, ja, en) of one step
Wording = tuple[tuple[str, ...], str, str]


def end_turn_effects(ctx: Ctx, this_turn: Wording, until_this: Wording) -> Iterator[Any]:
    """End the effects lasting the turn (``this_turn``), then, when there are any, the effects of
    an earlier turn that last until the end of this one (``until_this``)."""
    clauses, ja, en = this_turn
    yield EndEffects(until="turn", clauses=clauses, ja=ja, en=en)
    until = f"turn:{ctx.state.turn.number}"
    if any(e.until == until for e in ctx.state.effects):
        clauses, ja, en = until_this
        yield EndEffects(until=until, clauses=clauses, ja=ja, en=en)
