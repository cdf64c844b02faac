"""Chapter-1 principles that game procedures call, each cited with the game's own clause ids
(``Game.principles``; the names are those of ``ruling.core.PRINCIPLES``).

The core applies most principles itself (a prohibition beats an instruction, a count of 0 or
less is not done, "already in that state" does nothing, card text beats a rules parameter).
Simultaneous choices of several players are asked by game procedures, so the rule for their
order lives here: the game names who chooses, the core decides the order and cites the clause.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from dataclasses import replace
from typing import Any

from ruling.core import Ctx
from ruling.rules import Choose, Mark, Option
from ruling.state import Effect


def turn_order(ctx: Ctx, players: Iterable[str]) -> tuple[list[str], tuple[str, ...]]:
    """Players asked to choose at the same time, in the order they choose: the turn player
    first, then the others in turn order, each knowing the choices made before theirs
    (principle ``turn_player_first``). Returns that order and the clauses that decide it
    (none when only one player chooses)."""
    order = ctx.state.order()
    who = list(dict.fromkeys(players))
    who.sort(key=lambda p: order.index(p) if p in order else len(order))
    return who, (ctx.principle("turn_player_first") if len(who) > 1 else ())


def choose_in_turn_order(
    ctx: Ctx, requests: Sequence[Choose]
) -> Generator[Any, Any, list[tuple[str, Any, int | None]]]:
    """Ask several players' simultaneous choices in turn order (``turn_order``); each request
    cites the clauses of the principle as well as its own. Returns (player, answer, step of the
    choice or None when it needed no step), in the order asked."""
    order, clauses = turn_order(ctx, (r.player for r in requests))
    out: list[tuple[str, Any, int | None]] = []
    for player in order:
        for req in (r for r in requests if r.player == player):
            before = ctx.last
            answer = yield replace(req, clauses=req.clauses + clauses)
            out.append((player, answer, ctx.last if ctx.last != before else None))
    return out


def count_options(
    ctx: Ctx, most: int, ja_unit: str = "枚", en_unit: str = ""
) -> tuple[tuple[Option, ...], tuple[str, ...]]:
    """The numbers a player may choose when a card or the rules ask for "up to ``most``": the
    integers from 0 (principle ``non_negative_number``: no fractions, nothing below 0). Returns
    the options and the clauses to cite with the choice. 0 is also named ``none`` (``なし``,
    ``選ばない``): "up to N" lets the player choose none at all, and a scenario may say so by
    answering the choice of what to take with ``none`` (a count choice a game also addresses by
    the card choice that follows it, ``Choose.also``)."""
    opts = tuple(
        Option(
            str(i),
            f"{i}{ja_unit}",
            f"{i}{en_unit}",
            i,
            aliases=("none", "なし", "選ばない") if i == 0 else (),
        )
        for i in range(max(most, 0) + 1)
    )
    return opts, ctx.principle("non_negative_number")


def rule_step_prohibited(
    ctx: Ctx, uid: str, ban: Effect, clauses: tuple[str, ...], ja: str, en: str
) -> Mark:
    """The step saying that a step the rules themselves make on a card (``clauses``: a stand
    phase standing every card, …) is not made because a prohibition effect in force on it
    stops it: the principles it rests on (``Ctx.prohibited(by_rules=True)``: a prohibition
    wins, the card's text over the rules), the step that put the effect in force as its cause,
    and the card kept as it is where it is (``Ctx.kept``), so a ruling on the card or its zone
    rests on it."""
    return Mark(
        clauses=(*clauses, *ctx.prohibited(by_rules=True), *ban.clauses),
        ja=ja,
        en=en,
        caused_by=tuple(i for i in (ctx.prohibited_step(ban),) if i is not None),
        touches=ctx.kept(uid),
    )


def as_far_as_possible(
    ctx: Ctx,
    have: int,
    want: int,
    clauses: tuple[str, ...],
    ja: str,
    en: str,
    touches: tuple[str, ...] = (),
) -> Generator[Any, Any, tuple[int, ...]]:
    """An action of ``want`` parts (cards drawn, put into the soul, moved from the top of a
    deck) of which only ``have`` can be done: the step saying the rest is impossible and the
    action is done as far as it can be (principle ``impossible``). Yield it before the parts
    done, and give its step as their cause (the parts are done because of that principle, not
    refused with the rest). Returns () when nothing is short (all of it can be done, or none
    of it: then the action is refused, not cut short)."""
    if not 0 < have < want:
        return ()
    step = yield Mark(
        clauses=(*clauses, *ctx.principle("impossible")),
        ja=ja,
        en=en,
        touches=touches,
    )
    return (step,)
