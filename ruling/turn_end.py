"""The effects that end when a turn ends: those lasting 「そのターン中」 / until the end of the turn,
and those made in an earlier turn that last until the end of this one: kept as ``until: turn:N``
(the end of turn N) or ``until: turn_of:P:N`` (the end of the first turn numbered N or later whose
turn player is P — 「次の相手のターンの終わりまで」 names a turn by its player, and turns do not
always alternate: an extra turn comes between, ws 11.2.1).

A game plugs in the clauses and wording of each; the steps are built here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ruling.core import Ctx
from ruling.rules import EndEffects, Mark

# (clauses, ja, en) of one step
Wording = tuple[tuple[str, ...], str, str]


def turn_of(player: str, first: int) -> str:
    """The ``until`` of an effect lasting until the end of ``player``'s next turn that is turn
    ``first`` or later."""
    return f"turn_of:{player}:{first}"


def during_turn_of(player: str, first: int) -> str:
    """The ``until`` of an effect in force only during ``player``'s next turn that is turn
    ``first`` or later, and ending with it (a period that starts later: the game's reader of
    ``in_force`` leaves it out before that turn)."""
    return f"during_turn_of:{player}:{first}"


def in_its_turn(until: str, turn_player: str, number: int) -> bool:
    """Is an effect lasting ``until`` in force in turn ``number`` of ``turn_player``? Only a
    ``during_turn_of:P:N`` is not, outside that turn."""
    if not until.startswith("during_turn_of:"):
        return True
    _, player, first = until.split(":")
    return player == turn_player and int(first) <= number


def in_its_period(until: str, turn_player: str, number: int, phase: str | None) -> bool:
    """Is an effect lasting ``until`` in force now — in turn ``number`` of ``turn_player``, in its
    ``phase``? A period that starts later is not, before it: ``during_turn_of:P:N`` outside that
    turn (``in_its_turn``), and ``<phase>_phase:N`` — a period of one phase of turn N (vg's
    「次の相手のスタンドフェイズ中」, 「このスタンドフェイズ中」, 11.3.1.2) — outside that phase."""
    head, sep, n = until.rpartition(":")
    if sep and head.endswith("_phase") and n.isdigit():
        return int(n) == number and phase == head[: -len("_phase")]
    return in_its_turn(until, turn_player, number)


def ends_this_turn(until: str, turn_player: str, number: int) -> bool:
    """Does a duration of an earlier turn (``turn:N``, ``turn_of:P:N`` or ``during_turn_of:P:N``)
    end at the end of turn ``number``, whose turn player is ``turn_player``?"""
    if until.startswith("during_turn_of:"):
        until = until[len("during_") :]
    if until.startswith("turn_of:"):
        _, player, first = until.split(":")
        return player == turn_player and int(first) <= number
    return until == f"turn:{number}"


def lasts_past(until: str, turn_player: str, number: int) -> bool:
    """Is ``until`` a turn's end still to come after turn ``number`` ends?"""
    if until.startswith(("turn_of:", "during_turn_of:")):
        return not ends_this_turn(until, turn_player, number)
    return until.startswith("turn:") and int(until[5:]) > number


def end_turn_effects(
    ctx: Ctx, this_turn: Wording, until_this: Wording, lasting: Wording | None = None
) -> Iterator[Any]:
    """End the effects lasting the turn (``this_turn``), then, when there are any, the effects of
    an earlier turn that last until the end of this one (``until_this``). With ``lasting``: a
    step for the effects lasting until the end of a later turn, which the rule that ends this
    turn's effects read and left in force (a value they change rests on it)."""
    clauses, ja, en = this_turn
    yield EndEffects(until="turn", clauses=clauses, ja=ja, en=en)
    st = ctx.state
    ending = dict.fromkeys(
        x.until for x in st.effects if ends_this_turn(x.until, st.turn.player, st.turn.number)
    )
    clauses, ja, en = until_this
    for until in ending:
        yield EndEffects(until=until, clauses=clauses, ja=ja, en=en)
    kept = [e for e in st.effects if lasts_past(e.until, st.turn.player, st.turn.number)]
    if lasting is not None and kept:
        clauses, ja, en = lasting
        refs = tuple(f"effect:{e.id}" for e in kept)
        yield Mark(
            clauses=clauses,
            ja=ja,
            en=en,
            # each effect, and what it changes (as the step that made it touched it)
            touches=tuple(dict.fromkeys((*refs, *(e.target for e in kept)))),
            caused_by=tuple(s for s in (ctx.step_of(r) for r in refs) if s is not None),
        )
