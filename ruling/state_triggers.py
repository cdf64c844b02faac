"""State triggers at run time: an automatic ability whose trigger is a state holding, not an event
(vg 11.9.8, ws 8.7.6, vs 8.6.9: 「特定の事項が発生したことではなく、特定の条件が満たされていることを
誘発条件としている場合」, each with the example 「あなたの手札にカードがない時、～」).

What is the same in each game: whether a pile is in the state a trigger reads (``pile_holds``),
whether that state held through every step from a given one (``state_held_since``), and, for a
trigger compiled to ``Trig("state", subject=Sel(owner=…, zones=(zone,)), form="none" | "some")``
(vg, ws: ``ruling.cardtext.triggers.state_trig``), whether it holds now (``state_holds``). What is
the game's own is given as data: its zones, their names (said in the assumption when a zone the
scenario did not list is read) and the clause it cites for that assumption.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ruling import loops
from ruling.cardtext.ir import Program, Trig
from ruling.core import Ctx
from ruling.values import unknown_zone


def state_holds(
    ctx: Ctx,
    trig: Trig,
    master: str,
    zone_names: Mapping[str, tuple[str, str]],
    clauses: tuple[str, ...],
) -> tuple[str, str, bool] | None:
    """The state a state trigger reads, now: (whose, zone, holds); None if it is not one.
    ``zone_names``: the game's zone -> (ja, en) name; ``clauses``: the clause of the state trigger
    cited when the zone is unknown (a zone the scenario did not list is unknown, not empty: it is
    then assumed not empty, and said)."""
    if trig.event != "state" or trig.subject is None or not trig.subject.zones:
        return None
    whose = master if trig.subject.owner == "you" else ctx.state.opponent(master)
    zone = trig.subject.zones[0]
    empty = not ctx.zone(whose, zone)
    if empty and unknown_zone(ctx, whose, zone, *zone_names[zone], clauses):
        empty = False  # a zone the scenario did not list is unknown, not empty: so assumed
    return whose, zone, empty == (trig.form == "none")


def pile_holds(n: int, how: str | None) -> bool:
    """Whether a pile of ``n`` cards is in the state ``how`` a state trigger reads: ``none`` (no
    card), ``some`` (or None: a card or more), or a count ``<eq|le|ge|lt|gt>N`` (vs 8.6.9's
    「…がN枚以下の時」)."""
    if how == "none":
        return n == 0
    if how is None or how == "some":
        return n > 0
    cmp, k = how[:2], int(how[2:])
    return {"eq": n == k, "le": n <= k, "ge": n >= k, "lt": n < k, "gt": n > k}[cmp]


def arrived_at(ctx: Ctx, uid: str) -> int:
    """The step at which card ``uid`` last moved (came to where it is now); -1 for a card there
    since the scenario began (a state trigger's state that held from then on did not arise while
    its ability worked there: ws 8.7.6.1, vs 8.6.9.1)."""
    for step in sorted({s for s, _q, _e in ctx.events(0)}, reverse=True):
        if any(m[0] == uid for m in ctx.moves(step)):
            return step
    return -1


def state_held_since(
    ctx: Ctx, whose: str, zones: tuple[str, ...], how: str | None, since: int
) -> bool:
    """Whether a state trigger's state (the cards of ``whose``'s ``zones`` together in the state
    ``how``, ``pile_holds``) has held after every step from ``since`` on: the count read back from
    now through the moves of each step (vg 11.9.8.1, ws 8.7.6.1, vs 8.6.9.1: whether it arose
    again since it was last used)."""
    n = sum(len(ctx.zone(whose, z)) for z in zones)
    for step in sorted({s for s, _q, _e in ctx.events(max(since, 0))}, reverse=True):
        if not pile_holds(n, how):
            return False
        for _uid, fp, fz, tp, tz in ctx.moves(step):
            if tp == whose and tz in zones:
                n -= 1
            if fp == whose and fz in zones:
                n += 1
    return True


def endless_state_loop(
    ctx: Ctx,
    program: Program,
    master: str,
    data: Mapping[str, Any],
    zone_names: Mapping[str, tuple[str, str]],
    clauses: tuple[str, ...],
) -> bool:
    """After a state trigger pending again while its state held (``data["again"]``, the reading
    ``while_met`` of vg 11.9.8.1 / ws 8.7.6.1) has resolved: whether it will be pending again and
    again with nobody able to stop it — its state still holds (``state_holds``, the game's
    ``zone_names`` and ``clauses``), every zone's cards are as they were when it became pending
    (``data["board"]``, ``loops.board``) and it has no choice in it for either player (no cost,
    nothing optional or chosen). The game says the loop and its end in its own words (vg 18.1.1,
    ws 11.1.1)."""
    if not data.get("again") or program.trigger is None:
        return False
    got = state_holds(ctx, program.trigger, master, zone_names, clauses)
    if got is None or not got[2] or loops.board(ctx) != data.get("board"):
        return False
    return not (
        program.cost or any(o.optional or o.verb in ("choose", "modes") for o in program.steps)
    )
