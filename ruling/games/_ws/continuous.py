"""Weiß Schwarz card abilities: continuous effects (8.1.1.3, 8.9) — the abilities a card has now,
given ones included (8.9.1.2), its traits, the effects the continuous abilities in play generate,
applied in timestamp order (8.9.1.5) with dependency (8.9.1.4), a card's values, prohibitions,
and Ｘ."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator
from dataclasses import replace
from functools import lru_cache
from typing import Any
from weakref import WeakKeyDictionary

from ruling import unsettled
from ruling.abilities import Ability, abilities_of
from ruling.core import Ctx
from ruling.definitions import defined
from ruling.games._ws.cardtext import GRANTED, Cond, Op, Program, Sel, XDef, compile_ability, ws_sel
from ruling.games._ws.cardtext.ir import ext, op_ext, prog_ext, with_ext
from ruling.games._ws.common import SLOTS, active_in_clauses
from ruling.games._ws.conditions import cond_absent_clauses, cond_clauses, cond_watch, holds
from ruling.games._ws.selection import (
    BLANK_ZONES,
    HELD,
    RELATED_CLAUSES,
    Rt,
    _who,
    colours,
    distinct_named,
    icon_count,
    label_clauses,
    link_clauses,
    master_of,
    resolve_sel,
    slot_of,
    text_active,
    zone_ids,
)
from ruling.rules import AddEffect, EndEffects, Mark, Reject, SetVar
from ruling.state import Card, Effect, added


def programs(ctx: Ctx, uid: str, granted: tuple[str, ...] | None = None) -> tuple[Ability, ...]:
    """The abilities a card has now: its printed ones, then those effects gave it (8.9.1.2) —
    ``granted`` overrides the latter (a card read as it last was on the stage, 8.7.4.1.2)."""
    c = ctx.card(uid)
    if c is None:
        return ()
    printed = abilities_of("ws", c) if c.text else ()
    keys = granted_keys(ctx, uid) if granted is None else granted
    if not keys:
        return printed
    return printed + tuple(granted_ability(k, len(printed) + i) for i, k in enumerate(keys))


@lru_cache(maxsize=4096)
def granted_ability(key: str, index: int) -> Ability:
    """A given ability (『…』を得る / 与える), compiled like a printed one."""
    node = GRANTED[key]
    kind = node.kind.value if node.kind.value in ("auto", "continuous", "activated") else "unknown"
    return Ability(
        text=key,
        kind=kind,
        supported=True,
        keyword=node.keyword.name if node.keyword else None,
        ast=node,
        program=compile_ability(node),
        index=index,
    )


def granted_effects(ctx: Ctx, uid: str) -> list[Effect]:
    """The effects that give this card abilities now, oldest first (8.9.1.5)."""
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat == "ability"]
    if _computing or _may_give(ctx, "grant"):
        effs += [e for e in _current(ctx) if e.target == uid and e.stat == "ability"]
    return sorted(effs, key=lambda e: e.id)


def _may_give(ctx: Ctx, verb: str | tuple[str, ...]) -> bool:
    """Is there a continuous ability in play that gives abilities (``grant``) or forbids
    (``prohibit``)? (If not, there is no need to work the continuous effects out for it.)"""
    st = ctx.state
    verbs = (verb,) if isinstance(verb, str) else verb
    # a continuous ability may work from another zone than the stage: one written for it
    # (2.12.2.3), an アラーム at the top of the clock (10.1.1), a 記憶 in the memory (10.9.1) —
    # a prohibition, a gift of abilities or any other effect alike
    zones = ("hand", "clock", "memory", "waiting_room")
    for pl in st.players:
        for z in (*zone_ids("stage"), "climax", *zones):
            for c in ctx.zone(pl, z):
                abs_ = list(abilities_of("ws", c)) if c.text else []
                abs_ += [
                    granted_ability(str(e.value), 0)
                    for e in st.effects
                    if e.target == c.uid and e.stat == "ability" and e.value in GRANTED
                ]
                for ab in abs_:
                    p = ab.program
                    if p is not None and p.kind == "continuous":
                        if any(op.verb in verbs for op in p.steps):
                            return True
                        if verb in ("prohibit", "forbid") and any(
                            op.verb == "grant" for op in p.steps
                        ):
                            return True  # a given ability may forbid
    return False


def _current(ctx: Ctx) -> list[Effect]:
    """``continuous_effects`` without the defensive copy (read only)."""
    if _computing:
        return _computing[-1]
    continuous_effects(ctx)
    return _CACHE[ctx][1]


def granted_keys(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """Keys of the abilities effects give this card now: one per effect that gives it — an
    ability given twice (two effects) is held twice, each triggering on its own (8.7.2)."""
    return given_keys(granted_effects(ctx, uid))


def given_keys(effects: list[Effect]) -> tuple[str, ...]:
    """The ability keys of ``effects``, one per distinct effect (its id and source)."""
    seen = {(e.id, e.source, str(e.value)): str(e.value) for e in effects}
    return tuple(seen.values())


_NAMING = ("also_name", "lose_name")


def also_names(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The card names effects say the card also has (「「X」としても扱う」) and it has now."""
    return tuple(n for n in card_names(ctx, c) if n != c.name)


def card_names(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The card names card ``c`` has now (2.1): its own and those effects say it also has
    (「「X」としても扱う」, 2.1.2), applied in timestamp order (8.9.1.5): 「カード名をすべて
    失い」 takes away those it had then; with 「カード名を得ない」 it has none at all, a name given
    before or after included. A card with no name shares no name with any card (2.1.2)."""
    effs = name_effects(ctx, c.uid)
    if any(e.op == "lose" and e.value == "gain_name" for e in effs):
        return ()
    out = dict.fromkeys([c.name] if c.name else [])
    for e in sorted(effs, key=lambda e: e.id):
        if e.op == "lose":
            out.clear()
        else:
            out[str(e.value)] = None
    return tuple(out)


def colours_of(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The colours card ``c`` has now (2.4.1): its printed one and those effects say it is also
    treated as (「このカードは青としても扱う」 / 「そのターン中、そのキャラは緑としても扱う」), in
    timestamp order, 「色を持たず」 taking away every colour it had then."""
    out = dict.fromkeys([str(c.color).upper()] if c.color else [])
    effs = [e for e in ctx.state.effects if e.target == c.uid and e.stat == "colour"]
    if _may_give(ctx, ("also_colour", "lose_colour")):
        effs += [e for e in _current(ctx) if e.target == c.uid and e.stat == "colour"]
    for e in sorted(effs, key=lambda e: e.id):
        if e.op == "lose":  # 「色を持たず」: no colour, those given before it too (8.9.1.5)
            out.clear()
        else:
            out[str(e.value)] = None
    return tuple(out)


def changed_off_stage(ctx: Ctx, uid: str, name: str) -> bool:
    """Does an effect change this value of a card that is not on the stage (one in the hand with
    「あなたの手札のこのカードのレベルを－1」, 2.12.2.3)?"""
    if any(True for _e in ctx.state.effects_on(uid, name)):
        return True
    return any(e.target == uid and e.stat == name for e in continuous_effects(ctx))


def name_effects(ctx: Ctx, uid: str) -> list[Effect]:
    """The effects that say the card also has another card name (「「X」としても扱う」) now."""
    out = [e for e in ctx.state.effects if e.target == uid and e.stat == "name"]
    if _may_give(ctx, _NAMING):
        out += [e for e in _current(ctx) if e.target == uid and e.stat == "name"]
    return out


def granted_icons(ctx: Ctx, uid: str) -> list[Effect]:
    """The effects that give this card trigger icons now (「トリガーアイコンに[[X]]を得る」)."""
    return [e for e in continuous_effects(ctx) if e.target == uid and e.stat == "icon"]


def traits_of(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """Printed traits, with those effects gave it (《X》を得る / 与える) or took away (「その特徴を
    すべて失う」) applied in timestamp order (8.9.1.5): a trait given after it was lost is had."""
    effs = [e for e in ctx.state.effects if e.target == c.uid and e.stat == "trait"]
    effs += [e for e in continuous_effects(ctx) if e.target == c.uid and e.stat == "trait"]
    # a card has a trait or not (2.5.1): one given twice, or printed and given, is there once
    out = dict.fromkeys(c.traits)
    for e in sorted(effs, key=lambda e: e.id):
        if e.op == "lose" and e.value == "*":
            out.clear()  # 「特徴をすべて失う」: every trait it has then (2.5)
        elif e.op == "lose":
            out.pop(str(e.value), None)
        else:
            out[str(e.value)] = None
    return tuple(out)


_computing: list[list[Effect]] = []


def continuous_effects(ctx: Ctx) -> list[Effect]:
    """The continuous effects the continuous abilities of the cards in play generate now
    (8.1.1.3, 8.2.1.2). Each gets the timestamp of its card's placement (8.9.1.5.1). Effects
    that are not power or soul changes (given abilities and traits, level) come first
    (8.9.1.2); the power and soul changes are then read from every ability the cards have,
    given ones included (8.9.1.3)."""
    if _computing:
        # a condition of a continuous ability asked for a value: what the earlier layer gave
        return list(_computing[-1])
    # every state change is a trace step: the effects are the same until the next one
    key = (ctx.last, ctx.state.seq, len(ctx.state.effects), id(ctx.state))
    hit = _CACHE.get(ctx)
    if hit is not None and hit[0] == key:
        return list(hit[1])
    out = _compute_continuous(ctx)
    _CACHE[ctx] = (key, out)
    return list(out)


_CACHE: WeakKeyDictionary[Ctx, tuple[Any, list[Effect]]] = WeakKeyDictionary()


def _compute_continuous(ctx: Ctx) -> list[Effect]:
    _ORDER_NOTES[ctx] = {}
    _computing.append([])
    try:
        first: list[Effect] = []
        givers = _continuous_sources(ctx)
        for c, z, pl, ab in givers:
            first += _continuous_of(ctx, c, z, pl, ab, layer="grant")
        if any(_reads_traits(src[3].program) for src in givers):
            # 「他のあなたの《X》のキャラが2枚以上なら、このカードは《X》を得る」: the traits the
            # conditions read are those given before, in order (8.9.1.4, 8.9.1.5)
            first = _in_order(ctx, [], givers, layer="grant")
        _computing[-1] = list(first)
        # the other 8.9.1.2 effects (prohibitions, level) are read from the given abilities too
        sources = _continuous_sources(ctx)
        grants = list(first)
        other: list[Effect] = []
        for c, z, pl, ab in sources:
            other += _continuous_of(ctx, c, z, pl, ab, layer="other")
        if any(_reads_level(src[3].program) for src in sources):
            other = _in_order(ctx, grants, sources)
        first += other
        _computing[-1] = first
        stats = [e for src in sources for e in _continuous_of(ctx, *src, layer="stat")]
        if any(_reads_values(src[3].program) for src in sources):
            stats = _dependent(ctx, first, sources, stats)
        return first + stats
    finally:
        _computing.pop()


def _reads_values(p: Program, stats: tuple[str, ...] = ("power", "soul")) -> bool:
    """Does which cards this ability changes, or whether it applies, depend on power or soul
    (パワー5000以上のキャラ / このカードのパワーが…以上なら) — or on the other ``stats`` named
    (レベル5以上のキャラがいるなら)?"""
    sels = [op.target for op in p.steps] + [op.per for op in p.steps]
    conds = [p.cond] + [op.cond for op in p.steps]
    sels += [x for cond in conds for c in _flat_cond(cond) for x in (c.sel, c.filt)]
    if any(x is not None and any(st in stats for st, _c, _n in x.stats) for x in sels):
        return True
    return any(
        c.what in ("stat", "total") and c.stat in stats for cond in conds for c in _flat_cond(cond)
    )


def _flat_cond(c: Cond | None) -> list[Cond]:
    return [] if c is None else [c] + [x for p in c.parts for x in _flat_cond(p)]


def _reads_traits(p: Program) -> bool:
    """Does whether this ability gives abilities or traits, or to which cards, depend on traits
    (《X》のキャラ)?"""
    ops = [op for op in p.steps if _layer(op) == "grant"]
    if not ops:
        return False
    conds = [p.cond] + [op.cond for op in ops]
    sels = [op.target for op in ops]
    sels += [x for cond in conds for c in _flat_cond(cond) for x in (c.sel, c.filt)]
    return any(x is not None and bool(x.traits or x.traits_any) for x in sels)


def _in_order(
    ctx: Ctx,
    first: list[Effect],
    sources: list[tuple[Card, str, str, Ability]],
    layer: str = "other",
) -> list[Effect]:
    """The 8.9.1.2 effects of a ``layer`` (``grant``: abilities and traits given, when a
    condition or a choice of cards reads a trait; ``other``: level and the others that are not
    power or soul, when one reads a level or cost): applied one ability at a time in timestamp order
    (8.9.1.5, 8.9.1.5.1), each worked out with those applied before it — except that an ability
    whose effect would change were another still waiting applied first depends on it and waits
    for it (8.9.1.4), unless that one depends on it too (a loop: timestamp order decides). An
    effect whose condition or targets were judged with others applied cites the order; the
    sources whose condition was judged so are noted for ``unmet_clauses``."""
    order = sorted(
        (src for src in sources if any(_layer(op) == layer for op in src[3].program.steps)),
        key=lambda src: src[0].placed,
    )
    several = len(order) > 1
    applied: list[Effect] = []
    notes: dict[tuple[str, str], tuple[str, ...]] = {}

    def reading(src: tuple[Card, str, str, Ability], extra: list[Effect]) -> list[Effect]:
        _computing[-1] = first + applied + extra
        try:
            return _continuous_of(ctx, *src, layer=layer)
        finally:
            _computing[-1] = first + applied

    def key(effs: list[Effect]) -> list[tuple[Any, ...]]:
        return [(e.id, e.source, e.target, e.stat, e.value) for e in effs]

    # each ability's effects with those applied so far (until the next one is applied)
    plain_of: dict[int, list[Effect]] = {}

    def plain(src: tuple[Card, str, str, Ability]) -> list[Effect]:
        if id(src) not in plain_of:
            plain_of[id(src)] = reading(src, [])
        return plain_of[id(src)]

    def depends(a: tuple[Card, str, str, Ability], b: tuple[Card, str, str, Ability]) -> bool:
        extra = plain(b)
        return bool(extra) and key(reading(a, extra)) != key(plain(a))

    out: list[Effect] = []
    waited: set[int] = set()  # the sources (``id``) that waited for one they depend on
    reads = _reads_traits if layer == "grant" else _reads_level
    while order:
        pick = order[0]
        for src in order:
            # only an ability whose condition or targets read the values of this layer can
            # depend on another of it
            if reads(src[3].program) and any(
                o is not src and depends(src, o) and not depends(o, src) for o in order
            ):
                waited.add(id(src))
                continue
            pick = src
            break
        order.remove(pick)
        cited = ("8.9.1.4", "8.9.1.5") if id(pick) in waited else ("8.9.1.5",)
        effs = plain(pick)
        plain_of.clear()
        # what it gives with none of the others applied: the same unless it reads their values
        alone = key(_alone(ctx, first, pick, layer) if applied and reads(pick[3].program) else effs)
        mine = [
            e
            if (e.id, e.source, e.target, e.stat, e.value) in alone
            else dataclasses.replace(e, clauses=e.clauses + cited)
            for e in effs
        ]
        if several and reads(pick[3].program):
            notes[(pick[0].uid, pick[3].text)] = ("8.9.1.2", *cited)
        applied += mine
        out += mine
    _ORDER_NOTES.setdefault(ctx, {}).update(notes)
    return out


def _reads_level(p: Program) -> bool:
    """Does whether this ability's level (and other 8.9.1.2) changes apply, or to which cards,
    depend on a level or cost?"""
    if not any(_layer(op) == "other" for op in p.steps):
        return False
    return _reads_values(p, ("level", "cost"))


def _alone(
    ctx: Ctx, first: list[Effect], src: tuple[Card, str, str, Ability], layer: str
) -> list[Effect]:
    """An ability's 8.9.1.2 effects read with none of the others of that layer applied."""
    keep = _computing[-1]
    _computing[-1] = list(first)
    try:
        return _continuous_of(ctx, *src, layer=layer)
    finally:
        _computing[-1] = keep


_ORDER_NOTES: WeakKeyDictionary[Ctx, dict[tuple[str, str], tuple[str, ...]]] = WeakKeyDictionary()


def _dependent(
    ctx: Ctx,
    first: list[Effect],
    sources: list[tuple[Card, str, str, Ability]],
    stats: list[Effect],
) -> list[Effect]:
    """8.9.1.4: an effect whose targets or application change when another is applied first
    depends on it and is applied after it. Each ability's power and soul changes are worked out
    again with the others' applied (not its own), until nothing changes; the effects that came
    out differently from the timestamp-order reading cite 8.9.1.4."""
    base = {(e.id, e.source, e.target, e.value) for e in stats}
    cur = stats
    for _round in range(4):
        new: list[Effect] = []
        for c, z, pl, ab in sources:
            mine = f"{c.label}: {ab.text}"
            _computing[-1] = first + [e for e in cur if not (e.id == c.placed and e.source == mine)]
            new += _continuous_of(ctx, c, z, pl, ab, layer="stat")
        _computing[-1] = first
        if [(e.id, e.source, e.target, e.value) for e in new] == [
            (e.id, e.source, e.target, e.value) for e in cur
        ]:
            break
        cur = new
    # an effect of the timestamp-order reading that came out as nothing once worked out after
    # those it depends on (「3000以下なら」 read after a +500): the values it would have changed are
    # decided by that order too (8.9.1.4), so the effects left on them cite it
    now = {(e.id, e.source, e.target, e.value) for e in cur}
    dropped = {(e.target, e.stat) for e in stats if (e.id, e.source, e.target, e.value) not in now}
    return [
        e
        if (e.id, e.source, e.target, e.value) in base and (e.target, e.stat) not in dropped
        else dataclasses.replace(e, clauses=e.clauses + ("8.9.1.4",))
        for e in cur
    ]


# zones where a card's continuous abilities work only when written to (2.12.2.3)
_ELSEWHERE = ("clock", "memory", "waiting_room", "deck", "level", "stock", "resolution")


# the reading of the point face_down_own_zone_text taken (absent: not asked; the engine's own
# reading, ``works_there``, applies)
FACE_DOWN_READING = "ws.face_down_own_zone_text"


def _own_zone_text(c: Card, z: str) -> bool:
    """Has the card an ability written to be used in zone ``z`` (2.12.2.3: ``active_in``)?"""
    return any(
        a.program is not None and z in prog_ext(a.program, "active_in")
        for a in (abilities_of("ws", c) if c.text else ())
    )


def blank_there(ctx: Ctx, c: Card, z: str) -> bool:
    """A face-down card of the memory or the level zone (3.12.2.2.1, 3.9.2.2.1) whose ability
    written for that zone is not in force under the reading ``blank`` of face_down_own_zone_text."""
    return z in BLANK_ZONES and not c.face_up and ctx.state.vars.get(FACE_DOWN_READING) == "blank"


def _sels(x: Any) -> Any:
    """Every ``Sel`` inside a program's parts (its condition, steps, selectors)."""
    if isinstance(x, Sel):
        yield x
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            yield from _sels(getattr(x, f.name))
    elif isinstance(x, tuple | list):
        for y in x:
            yield from _sels(y)


def _marker_reading(ctx: Ctx) -> Any:
    """The point face_down_marker_information (3.7.2 against 3.7.2.1; no blank-card rule for a
    marker as 3.9.2.2.1 / 3.12.2.2.1): asked once, at the first check timing where a face-down
    marker lies and a card on the stage has an ability naming a marker's information
    (「「X」のマーカーがあるなら」); both readings run, the engine's own (``read``) first."""
    from ruling.games._ws.conditions import reads_marker_info
    from ruling.games._ws.selection import MARKER_READING

    if ctx.state.vars.get(MARKER_READING) is not None:
        return
    down = [
        (pl, c)
        for pl in ctx.state.order()
        for sl in SLOTS
        for c in ctx.zone(pl, f"markers.{sl}")
        if not c.face_up
    ]
    if not down:
        return
    for pl in ctx.state.order():
        for sl in SLOTS:
            for c in ctx.zone(pl, f"stage.{sl}"):
                progs = [a.program for a in (abilities_of("ws", c) if c.text else ())]
                if not any(
                    p is not None and any(reads_marker_info(x) for x in _sels(p)) for p in progs
                ):
                    continue
                how = yield unsettled.choose(
                    pl, "ws", "face_down_marker_information", {"read": "read", "hidden": "hidden"}
                )
                marker = down[0][1]
                yield SetVar(
                    key=MARKER_READING,
                    value=how,
                    clauses=("3.7.2",) if how == "hidden" else ("3.7.2", "3.7.2.1"),
                    ja=f"裏向きのマーカー（{marker.label}）の情報は"
                    + (
                        "読まれない（誰も見られない）"
                        if how == "hidden"
                        else "そのカードのものとして読む"
                    ),
                    en=f"the face-down marker {marker.label}'s information is "
                    + ("not read (no one may see it)" if how == "hidden" else "read as the card's"),
                )
                return


def _entered_reading(ctx: Ctx) -> Any:
    """The point entered_turn_new_card (3.1.4): a card on the stage with a continuous ability
    under 「このカードが手札から舞台に置かれたターン中」 (Cond ``entered``) that was put there from
    that zone this turn, left the stage and is back (from another zone): is the condition met?
    Asked once, at the first check timing where it decides; both readings run, the engine's own
    (``new_card``: a new card, 3.1.4, never put there from that zone — not met) first."""
    from ruling.games._ws.automatic import ENTERED_READING, entered_earlier

    if ctx.state.vars.get(ENTERED_READING) is not None:
        return
    trig = _entered_trigger_holder(ctx)
    if trig is not None:
        yield from _ask_entered(ctx, *trig)
        return
    for c, z, pl, ab in _continuous_sources(ctx):
        if not z.startswith("stage."):
            continue
        p: Program = ab.program
        conds = [x for cond in (p.cond, *(op.cond for op in p.steps)) for x in _flat_cond(cond)]
        if not any(
            x.what == "entered"
            and x.sel == Sel(ref="this")
            and entered_earlier(ctx, c.uid, dict(x.detail)["zones"])
            for x in conds
        ):
            continue
        yield from _ask_entered(ctx, c, pl)
        return


def _ask_entered(ctx: Ctx, c: Card, pl: str) -> Any:
    """Ask the point entered_turn_new_card (3.1.4) for ``c`` (mastered by ``pl``) and record it."""
    from ruling.games._ws.automatic import ENTERED_READING

    how = yield unsettled.choose(
        pl, "ws", "entered_turn_new_card", {"new_card": "new_card", "same_card": "same_card"}
    )
    yield SetVar(
        key=ENTERED_READING,
        value=how,
        clauses=("3.1.4",),
        touches=(c.uid,),
        ja=f"{c.label} は舞台を離れて戻った: 「舞台に置かれたターン中」は"
        + ("新しいカードとして満たさない" if how == "new_card" else "同じカードとして満たす"),
        en=f"{c.label} left the stage and is back: 「…舞台に置かれたターン中」 is "
        + ("not met by the new card" if how == "new_card" else "met as the same card"),
    )


def _entered_trigger_holder(ctx: Ctx) -> tuple[Card, str] | None:
    """A card on the stage with an automatic ability whose trigger is read within 「このカードが
    手札から舞台に置かれたターン中、…の始めに」 (the trigger detail ``entered``) that was put there
    from that zone this turn, left the stage and is back: the same point entered_turn_new_card
    (3.1.4) as the continuous form's (round 55, s52wsO) — asked before the trigger's event."""
    from ruling.games._ws.automatic import entered_earlier
    from ruling.games._ws.cardtext.ir import trig_ext

    for pl in ctx.state.order():
        for z in zone_ids("stage"):
            for c in ctx.zone(pl, z):
                if blank_there(ctx, c, z):
                    continue
                for ab in programs(ctx, c.uid):
                    p = ab.program
                    if p is None or p.kind != "auto" or p.trigger is None:
                        continue
                    zones = trig_ext(p.trigger, "entered")
                    if zones and entered_earlier(ctx, c.uid, zones):
                        return c, pl
    return None


def value_readings(ctx: Ctx) -> Any:
    """``Game.value_readings``: a card face down in the memory or the level zone with an ability
    written to be used there that does not say 「裏向きでも」 — the point face_down_own_zone_text
    (3.12.2.2.1 against 2.12.2.3), asked once, at the first check timing such a card is there;
    both readings run, the engine's own (in force) first (``blank_there`` reads the other); and
    granted_continuous_timestamp (8.9.1.5.1 against 8.9.1.5), asked once where the order of a
    given 【永】 ability decides a value (``_grant_order_decides``)."""
    if ctx.state.vars.get(GRANT_STAMP_READING) is None:
        who = _grant_order_decides(ctx)
        if who is not None:
            how = yield unsettled.choose(
                who,
                "ws",
                "granted_continuous_timestamp",
                {"placed": "placed", "granted": "granted"},
            )
            yield SetVar(key=GRANT_STAMP_READING, value=how)
    yield from _marker_reading(ctx)
    yield from _entered_reading(ctx)
    if ctx.state.vars.get(FACE_DOWN_READING) is not None:
        return
    for pl in ctx.state.order():
        for z, clauses in BLANK_ZONES.items():
            for c in ctx.zone(pl, z):
                if c.face_up or not _own_zone_text(c, z):
                    continue
                how = yield unsettled.choose(
                    pl,
                    "ws",
                    "face_down_own_zone_text",
                    {"works_there": "works_there", "blank": "blank"},
                )
                yield SetVar(
                    key=FACE_DOWN_READING,
                    value=how,
                    clauses=clauses if how == "blank" else ("2.12.2.3", *clauses),
                    ja=f"{c.label} は裏向き: その領域を前提とする能力は"
                    + ("有効" if how == "works_there" else "持たない（空白のカード）"),
                    en=f"{c.label} is face down: its ability written for that zone is "
                    + ("in force" if how == "works_there" else "not had (a blank card)"),
                )
                return


# the reading of granted_continuous_timestamp taken in this line of the ruling (asked once)
GRANT_STAMP_READING = "ws.granted_continuous_timestamp"


def _grant_of(ctx: Ctx, uid: str, index: int) -> Effect | None:
    """The effect that gave card ``uid`` its ability of ``index`` (``programs``: the given ones
    after the printed ones, one per distinct giving effect), else None (a printed ability)."""
    c = ctx.card(uid)
    if c is None:
        return None
    printed = len(abilities_of("ws", c)) if c.text else 0
    effs = list({(e.id, e.source, str(e.value)): e for e in granted_effects(ctx, uid)}.values())
    i = index - printed
    return effs[i] if 0 <= i < len(effs) else None


def _grant_order_decides(ctx: Ctx) -> str | None:
    """A card on the stage with a 【永】 ability an effect gave it after it was placed, and an
    effect setting a value that ability changes (「…にする」) made between the two times: the
    order of 8.9.1.5.1 and 8.9.1.5 differ there. Its player, else None."""
    for pl in ctx.state.order():
        for z in zone_ids("stage"):
            for c in ctx.zone(pl, z):
                stamp = order_stamp(ctx, c, z)
                for ab in programs(ctx, c.uid):
                    p = ab.program
                    given = _grant_of(ctx, c.uid, ab.index)
                    if p is None or p.kind != "continuous" or given is None or given.id <= stamp:
                        continue
                    stats = {op.stat for op in p.steps if op.stat}
                    if any(
                        e.target == c.uid
                        and e.op == "set"
                        and e.stat in stats
                        and stamp < e.id < given.id
                        for e in ctx.state.effects
                    ):
                        return pl
    return None


# the reading of new_card_move_scope taken in this line of the ruling (asked once)
MOVE_SCOPE_READING = "ws.new_card_move_scope"


# the changes of 「…すべて」 a part of the stage kept on its slots under stage_group_slot_move's
# reading read_while_it_lasts (``program._keep_stage_group``)
STAGE_GROUPS = "ws.stage_groups"


def _stage_group_move(ctx: Ctx, uid: str, player: str, src: str, dest: str) -> Any:
    """A character moved slot to slot under stage_group_slot_move's reading read_while_it_lasts:
    out of a part of the stage a played change names, the change on it ends; into it, it gets
    the change (8.9.2 excludes only a card that comes from outside the slots)."""
    groups = list(ctx.state.vars.get(STAGE_GROUPS) or ())
    changed = False
    c = ctx.card(uid)
    label = c.label if c is not None else uid
    for k, g in enumerate(groups):
        if player not in g["players"] or (src in g["slots"]) == (dest in g["slots"]):
            continue
        if src in g["slots"]:
            ids = tuple(e.id for e in ctx.state.effects if e.target == uid and e.id in g["effects"])
            if ids:
                yield EndEffects(
                    ids=ids,
                    clauses=("8.2.1.2", "8.9.2"),
                    ja=f"{label} は効果の対象の枠を離れたため、その効果（{g['source']}）は適用されない",
                    en=f"{label} left the slots the effect names: it no longer applies "
                    f"({g['source']})",
                )
            continue
        yield AddEffect(
            target=uid,
            stat=g["stat"],
            value=g["amount"],
            until=g["until"],
            source=g["source"],
            clauses=(
                "8.2.1.2",
                "8.9.2",
                "8.9.1.3" if g["stat"] in ("power", "soul") else "8.9.1.2",
            ),
            ja=f"{label} は効果の対象の枠に枠から移動したため、その効果（{g['source']}）が適用される",
            en=f"{label} moved slot to slot into the slots the effect names: it applies "
            f"({g['source']})",
        )
        groups[k] = {**g, "effects": (*g["effects"], ctx.state.effects[-1].id)}
        changed = True
    if changed:
        yield SetVar(key=STAGE_GROUPS, value=tuple(groups))


def move_readings(ctx: Ctx, ev: Any) -> Any:
    """``Game.moving``: a card moved from a zone that is not a slot to another zone, with
    effects on it (not of a continuous ability, 8.9.2) — 3.1.4 and 8.9.2 make a card a new card,
    its effects ending, on 「枠から枠以外の領域間の移動」: a move from a slot, as written, or every
    move but slot to slot? The audit's new_card_move_scope, asked once (both readings run); as
    written the effects go on (cited), under the other they end with the move."""
    uids = (ev.uid,) if hasattr(ev, "uid") else tuple(ev.uids)
    for uid in uids:
        w = ctx.where(uid)
        if w is not None and w[1].startswith("stage.") and ev.zone.startswith("stage."):
            yield from _stage_group_move(ctx, uid, w[0], w[1], ev.zone)
            continue
        if w is None or w[1].startswith("stage.") or w[1] == ev.zone:
            continue
        on_it = [e for e in ctx.state.effects if e.target == uid]
        if not on_it:
            continue
        c = ctx.card(uid)
        label = c.label if c is not None else uid
        taken = ctx.state.vars.get(MOVE_SCOPE_READING)
        if taken is None:
            taken = yield unsettled.choose(
                w[0],
                "ws",
                "new_card_move_scope",
                {
                    "from_slot_only": "from_slot_only",
                    "all_but_slot_to_slot": "all_but_slot_to_slot",
                },
            )
            yield SetVar(key=MOVE_SCOPE_READING, value=taken)
        clauses = ("3.1.4", "8.9.2")
        if taken == "all_but_slot_to_slot":
            yield EndEffects(
                ids=tuple(e.id for e in on_it),
                clauses=clauses,
                ja=f"{label} は領域を移動して新しいカードになるため、適用されていた効果は終わる",
                en=f"{label} changes zones and becomes a new card: the effects on it end",
            )
        else:
            yield Mark(
                clauses=clauses,
                touches=tuple(f"effect:{e.id}" for e in on_it),
                caused_by=tuple(x for e in on_it if (x := ctx.prohibited_step(e)) is not None),
                ja=f"{label} の移動は枠から枠以外の領域への移動ではないため、新しいカードにならず、"
                "効果は適用され続ける",
                en=f"{label}'s move is not from a slot to a zone that is not a slot: it is no new "
                "card, and the effects on it go on applying",
            )


def _continuous_sources(ctx: Ctx) -> list[tuple[Card, str, str, Ability]]:
    out = []
    for pl in ctx.state.order():
        for z in (*zone_ids("stage"), "climax", "hand", *_ELSEWHERE):
            for c in ctx.zone(pl, z):
                if z in _ELSEWHERE and not _own_zone_text(c, z):
                    continue
                if blank_there(ctx, c, z):
                    continue  # a blank card: no ability (3.12.2.2.1, 3.9.2.2.1)
                for ab in programs(ctx, c.uid):
                    p = ab.program
                    if (
                        p is None
                        or p.kind != "continuous"
                        or (p.keyword == "大活躍" and not p.steps)
                    ):
                        continue
                    if "play_restriction" in prog_ext(p, "notes") or "play_permission" in prog_ext(
                        p, "notes"
                    ):
                        continue  # read when the card is played (play_restriction)
                    if "attack_permission" in prog_ext(p, "notes") or "attack_redirect" in prog_ext(
                        p, "notes"
                    ):
                        continue  # read when the attacking character is chosen (attack.py)
                    if "play_permission_group" in prog_ext(p, "notes"):
                        continue  # read when a hand card is played (playing.group_play_permission)
                    if "attack_checks" in prog_ext(p, "notes"):
                        continue  # read by the trigger step (triggers.continuous_checks)
                    if "replacement" in prog_ext(p, "notes"):
                        continue  # applied by the event it replaces (replacing.py)
                    if "stock_instead" in prog_ext(p, "notes"):
                        continue  # read when a stock cost is paid (costs.stock_substitutes)
                    if "deck_construction" in prog_ext(p, "notes"):
                        # a deck-construction condition replaces those of 5.1.2 (5.1.2.4), which
                        # the deck meets only when presented before the game (5.2.1.1): nothing
                        # in play (DECK_RULES)
                        continue
                    if not (text_active(ctx, c, z) or z in prog_ext(p, "active_in")):
                        continue
                    out.append((c, z, pl, ab))
    return out


def climax_text_reach(ctx: Ctx, c: Card, pl: str) -> tuple[str, ...]:
    """The cards a climax's continuous abilities would change were it in the climax zone
    (2.12.2.2: it works only there): () for any other card."""
    if c.type != "climax" or not c.text:
        return ()
    out: list[str] = []
    for ab in programs(ctx, c.uid):
        if ab.program is None or ab.program.kind != "continuous":
            continue
        for layer in ("grant", "other", "stat"):
            out += [
                e.target
                for e in _continuous_of(ctx, c, "climax", pl, ab, layer)
                if e.target and e.target not in out
            ]
    return tuple(out)


def _layer(op: Op) -> str:
    if op.verb in ("grant", "lose_trait"):
        return "grant"
    if op.verb in (
        "prohibit",
        "forbid",
        "forbid_act",
        "permit_choose",
        "param",
        "also_colour",
        "lose_colour",
        *_NAMING,
    ):
        return "other"
    if op.stat == "level":
        return "other"
    return "stat"


def bans_of(stat: str | None) -> tuple[str | None, ...]:
    """The bans a prohibition's value holds: 「手札と山札に戻らない」 (``to_hand:opponent|to_deck:
    opponent``) one per zone; any other value (a choice shield's 「《X》か《Y》」 holds 「|」) as one."""
    parts = str(stat).split("|")
    if stat is not None and len(parts) > 1 and all(p.startswith("to_") for p in parts):
        return tuple(parts)
    return (stat,)


# the verbs of a continuous ability whose effect on each target is one Effect per value, in
# this order: (stat, kind, the values) — 「…としても扱う」 another name (2.1.2), 「《X》をすべて失う」
# (2.5), 「カード名をすべて失い」 (2.1), a prohibition, 「[[X]]の効果で…を選んでよい」, and what
# 「…を得る」 grants: abilities, traits, trigger icons (a grant's 「…すべての特徴を得る」 follows)
_PER_VALUE: dict[str, Callable[[Op], tuple[tuple[str, str, tuple[Any, ...]], ...]]] = {
    "also_name": lambda op: (("name", "also", tuple(op_ext(op, "also"))),),
    "also_colour": lambda op: (("colour", "also", tuple(op_ext(op, "also"))),),
    "lose_colour": lambda op: (("colour", "lose", ("all",)),),
    "lose_trait": lambda op: (("trait", "lose", tuple(op_ext(op, "traits"))),),
    "lose_name": lambda op: (
        ("name", "lose", (op_ext(op, "forbid")[0] if op_ext(op, "forbid") else "",)),
    ),
    "prohibit": lambda op: (("ban", "prohibit", bans_of(op.stat)),),
    "permit_choose": lambda op: (("permit", "permit", tuple(op_ext(op, "icons"))),),
    "grant": lambda op: (
        ("ability", "grant", tuple(op_ext(op, "grants"))),
        ("trait", "grant", tuple(op_ext(op, "traits"))),
        ("icon", "grant", tuple(op_ext(op, "icons"))),
    ),
}


# the ``Card.placed`` of each card when it was put into a slot from outside the slots, as long as it
# stays on the stage (kept by ``automatic.card_trigger`` as the moves happen): a move from slot to
# slot gives the card a new ``placed`` but not a new time (8.9.1.5.1)
STAGE_SINCE: WeakKeyDictionary[Ctx, dict[str, int]] = WeakKeyDictionary()


def order_stamp(ctx: Ctx, c: Card, zone: str) -> int:
    """When the continuous effects of card ``c``'s 【永】 abilities arose, for their order
    (8.9.1.5): the moment it was put into its current zone (8.9.1.5.1) — for a character in a
    slot, the moment it was put into a slot from outside the slots (one moved from slot to slot
    keeps it); a card on the stage since the scenario began and never off it, its given one."""
    if not zone.startswith("stage."):
        return c.placed
    since = STAGE_SINCE.get(ctx, {}).get(c.uid)
    if since is not None:
        return since
    start = getattr(ctx._e, "initial", None)
    w = start.find(c.uid) if start is not None else None
    if w is not None and w[1].startswith("stage."):
        return start.players[w[0]].zones[w[1]][w[2]].placed
    return c.placed


def _continuous_of(ctx: Ctx, c: Card, zone: str, pl: str, ab: Ability, layer: str) -> list[Effect]:
    p: Program = ab.program
    ops = [op for op in p.steps if _layer(op) == layer]
    if not ops:
        return []
    # 8.9.1.3: power and soul changes are applied after the others (8.9.1.2: abilities, level)
    # — by the value changed, not the engine's layer: a cost change is none of power and soul
    order = tuple(
        dict.fromkeys(
            "8.9.1.2" if layer != "stat" or op.stat in ("cost", "level") else "8.9.1.3"
            for op in ops
        )
    )
    clauses: tuple[str, ...] = ("8.1.1.3", "8.1.1.3.1", "8.2.1.2", *order, "8.9.1.5.1")
    if p.keyword == "応援":
        if zone not in zone_ids("back_row"):
            return []
        clauses += ("10.3.1", "10.3.2", "3.6.5")  # 「このカードの前の」: the front-back relation
    if zone in prog_ext(p, "active_in"):
        # written to work in this zone (2.12.2.3), an exception to where its card's text is in
        # force (2.12.2.1: a character's on the stage)
        clauses += active_in_clauses(p) + (TEXT_IN_FORCE.get(c.type or "character", "2.12.2.1"),)
    if any(
        op.target is not None
        and op.target.zones
        and not any(z == "stage" or z in SLOTS for z in op.target.zones)
        for op in ops
    ):
        # a change of the information of the cards of a zone off the stage (「あなたの手札のこの
        # カードのレベルを－1」): it applies to a card's information as it enters that zone, and so
        # to a card there (8.9.3 「特定の領域におけるカードの情報を変更する継続効果は、該当する
        # カードがその領域に入ると同時にその情報に適用されます」) — not to it in another zone
        clauses += ("8.9.3",)
    if zone in BLANK_ZONES and not c.face_up:
        # a face-down card there is blank (3.12.2.2.1, 3.9.2.2.1) — its ability written for the
        # zone in force under the engine's reading of face_down_own_zone_text (2.12.2.3)
        clauses += BLANK_ZONES[zone]
    if c.type == "climax" and zone == "climax":
        # a climax's text is in force in the climax zone (2.12.2.2): why its ability applies
        clauses += (TEXT_IN_FORCE["climax"],)
    clauses += label_clauses(p) + cond_clauses(p.cond)
    if any(op.target is not None and op.target.owner in ("you", "opponent") for op in ops):
        # 「あなたの…」 / 「相手の…」 of a continuous ability: its master is the master of the
        # card that has it (4.3.6), the player whose zone that card is in (4.3.2)
        clauses += ("4.3.2", "4.3.6")
    # 「このカードの正面のキャラ」 / 「前の」 / 「後ろの」 / 「隣の」: the cards named by their slot's
    # relation to this card's — the clause defining that relation says which (3.6.4-3.6.6)
    clauses += tuple(
        dict.fromkeys(
            RELATED_CLAUSES[op.target.ref]
            for op in ops
            if op.target is not None and op.target.ref in RELATED_CLAUSES
        )
    )
    # what the cards it changes are filtered by: a trait in 《》 (2.5.3), a card name in 「」
    # (2.1.2), a part of a card name (2.1.2.1), … — and those it counts (「…を持つキャラ1枚につき」:
    # 『【リンク】 (名称)』, 10.17.4.1)
    clauses += tuple(
        dict.fromkeys(x for op in ops for x in link_clauses(op.target) + link_clauses(op.per))
    )
    stamp = order_stamp(ctx, c, zone)  # when the effects arose (8.9.1.5.1)
    if ctx.state.vars.get(GRANT_STAMP_READING) == "granted":
        # a given ability's effects ordered from when the effect giving it arose (8.9.1.5),
        # under that reading of granted_continuous_timestamp
        given = _grant_of(ctx, c.uid, ab.index)
        if given is not None and given.id > stamp:
            stamp = given.id
            clauses += ("8.9.1.5",)
    rt = Rt(ctx, pl, c.uid, p, ab.text)
    if not holds(rt, p.cond):
        return []
    # and the definitions of its condition's wording (the table: 「CX置場」, 3.11.4)
    clauses += (
        cond_clauses(p.cond) + cond_absent_clauses(rt, p.cond) + defined("ws", ab.text, "condition")
    )
    out = []
    src = f"{c.label}: {ab.text}"
    for op in ops:
        if not holds(rt, op.cond):
            continue
        if op.verb == "forbid_act":
            # 「【永】 相手はカードを引けない」 (``ruling.cardtext.modal``): the player named may not
            # do the act while the ability is in force (1.3.3), read by the act's check
            # (``modal_prohibitions``)
            from ruling.cardtext.modal import modal_of_detail, players

            opp = ctx.state.opponent(pl)
            for who in players(op.performer, pl, opp):
                out.append(
                    Effect(
                        stamp,
                        who,
                        str(op.stat),
                        "prohibit",
                        MODAL_VALUE,
                        "continuous",
                        src,
                        # a prohibition on a player, not a card's information: 8.9.1's order
                        # of applying effects to a card's values is not read for it
                        (
                            *(x for x in clauses if not x.startswith("8.9.1")),
                            "1.3.3",
                            *modal_of_detail(op.detail)["clauses"],
                        ),
                        card=c.uid,
                    )
                )
            continue
        assert op.target is not None
        if op.verb == "param":
            # 「あなたの手札の上限はN枚になる」: a rules parameter for the players it names, over
            # the rule's own value (1.3.1), read where the rule reads it (``Ctx.param``)
            for who in _who(op.target.owner, pl, ctx):
                out.append(
                    Effect(
                        stamp,
                        who,
                        str(op.stat),
                        "param",
                        op.amount,
                        "continuous",
                        src,
                        # a rules parameter, not a card's information: 8.9.1's order of
                        # applying the effects to a card's values is not read for it
                        tuple(x for x in clauses if not x.startswith("8.9.1")),
                        card=c.uid,
                    )
                )
            continue
        if op.verb == "forbid":
            # 「相手はイベントを手札からプレイできない」: on the players it names (1.3.3)
            for who in _who(op.target.owner, pl, ctx):
                for item in op_ext(op, "forbid"):
                    out.append(
                        Effect(
                            stamp,
                            who,
                            "forbid",
                            "forbid",
                            (op.stat, item, c.uid),
                            "continuous",
                            src,
                            clauses,
                            card=c.uid,
                        )
                    )
            continue
        targets = resolve_sel(rt, op.target)
        op_clauses = clauses
        if layer == "stat" and _filter_changed(ctx, rt, op.target, op.target):
            # 「他のあなたのレベル1以上のキャラすべてに、パワーを＋1000」 with a level raised by an
            # effect: the cards it applies to are picked after the level changes (8.9.1.2)
            op_clauses = (*clauses, "8.9.1.2")
        per_value = _PER_VALUE.get(op.verb)
        if per_value is not None:
            for uid in targets:
                for stat, kind, values in per_value(op):
                    out += [
                        Effect(stamp, uid, stat, kind, v, "continuous", src, clauses, c.uid)
                        for v in values
                    ]
                if op_ext(op, "traits_from") is not None:
                    # 「…すべての特徴を得る」: the traits those cards have now, each once
                    copied = {
                        t: None
                        for u in resolve_sel(rt, op_ext(op, "traits_from"))
                        if (o := ctx.card(u)) is not None
                        for t in traits_of(ctx, o)
                    }
                    for t in copied:
                        out.append(
                            Effect(
                                stamp,
                                uid,
                                "trait",
                                "grant",
                                t,
                                "continuous",
                                src,
                                clauses,
                                card=c.uid,
                            )
                        )
            continue
        assert op.stat is not None
        mult = (
            len(resolve_sel(rt, with_ext(op.per, every=1))) // max(ext(op.per, "every", 1), 1)
            if op.per is not None
            else 1
        )
        if op_ext(op, "per_traits") is not None:
            # 「…の持つ異なる特徴１つにつき」: the different traits those cards have now
            mult *= len(
                {
                    t
                    for u in resolve_sel(rt, op_ext(op, "per_traits"))
                    if (o := ctx.card(u)) is not None
                    for t in traits_of(ctx, o)
                }
            )
        # 「…の下のマーカー1枚につき」: the markers in the marker zone of its slot are the ones the
        # character has (3.7.4)
        per_cl = (
            ()
            if op.per is None or op.per.kind != "marker"
            # 「後列のマーカー」: the marker zones of those slots, by the row they have (3.7.1.1)
            else ("3.7.1", "3.7.1.1")
            if op.per.zone not in (None, "under_this", "under_chosen")
            else ("3.7.4",)
        )
        if (
            op.per is not None
            and op.per.kind == "character"
            and op.per.zone in (None, "stage")
            and any(
                c2.type == "character"
                for pl2 in ctx.state.players
                for sl in SLOTS
                for c2 in ctx.zone(pl2, f"markers.{sl}")
            )
        ):
            # 「キャラ1枚につき」 with character cards as markers: a marker zone is not in the stage
            # (3.7.1.2), so a marker is no character (2.3.2.1.2) and is not counted
            per_cl += ("3.7.1.2",)
        if op.per is not None and op.per.has:
            # 「『…』を持つキャラ1枚につき」: a card counted because an effect gave it the ability
            # — that grant applied first (8.9.1.2 before 8.9.1.3) decides the count
            per_cl += tuple(
                c2
                for u in resolve_sel(rt, with_ext(op.per, every=1))
                for c2 in _held_by_grant(ctx, op.per, u)
            )
        if op.per is not None and op.per.same_trait is not None:
            from ruling.games._ws.selection import known_traits

            # 「…と同じ特徴を持つキャラ1枚につき」 with a card compared that has no trait: an
            # absent trait is read as absent (2.19.1) and is the same as none (2.19.2)
            compared = [
                *resolve_sel(rt, op.per.same_trait),
                *resolve_sel(rt, with_ext(replace(op.per, same_trait=None), every=1)),
            ]
            if any(not known_traits(ctx, u) for u in compared):
                per_cl += ("2.19.1", "2.19.2")
        for uid in targets:
            amount = op.amount * (
                eval_x(rt, op_ext(op, "x"), uid) if op_ext(op, "x") is not None else 1
            )
            # 「1枚につき」 counting none: the change is 0, the value stays the printed one
            zero = ctx.principle("printed_base") if op.per is not None and mult == 0 else ()
            total = amount * mult
            cap = op_ext(op, "cap")
            if cap is not None and total > cap:
                # 「ただし、この効果でソウルは＋2までしか上がらない」: the text's own limit on what
                # the change adds, however many cards it counts
                total = cap
            out.append(
                Effect(
                    stamp,
                    uid,
                    op.stat,
                    "add",
                    total,
                    "continuous",
                    src,
                    op_clauses + per_cl + zero + _held_by_grant(ctx, op.target, uid),
                    card=c.uid,
                    floor=op_ext(op, "floor"),
                )
            )
    return out


def _held_by_grant(ctx: Ctx, target: Sel, uid: str) -> tuple[str, ...]:
    """「『…』を持つキャラ」 as the cards a power or soul change reaches: when ``uid`` holds an
    ability given by a continuous effect, that grant was applied first and decides that it is
    reached (8.9.1.2 before 8.9.1.3): the grants' clauses."""
    if not target.has:
        return ()
    out: list[str] = []
    for e in _current(ctx):
        if e.target == uid and e.stat == "ability" and e.op == "grant":
            out += [c for c in e.clauses if c not in out]
    return tuple(out)


def stat(ctx: Ctx, uid: str, name: str) -> int:
    """A card's value with every continuous effect applied in timestamp order (8.9.1.5): the
    effects in force in the state and those the continuous abilities in play generate."""
    card = ctx.card(uid)
    base = getattr(card, name, None) if card is not None else None
    value = int(base or 0)
    effs = [e for e in ctx.state.effects_on(uid, name)]
    effs += [e for e in continuous_effects(ctx) if e.target == uid and e.stat == name]
    effs += zone_entry_effects(ctx, uid, name)
    for e in sorted(effs, key=lambda e: e.id):
        if e.op == "set":
            value = int(e.value)
        elif e.op == "add":
            # with its text's floor (「ただし、この効果でソウルは0以下にならない」), in this order
            value = added(value, e)
    return value


ZONE_EFFECT = "zone:"


def zone_entry_effects(ctx: Ctx, uid: str, name: str) -> list[Effect]:
    """The effects of a played ability on the cards of a zone off the stage (「そのターン中、あなた
    の手札のキャラすべてのレベルを－1」) that card ``uid`` gets because it entered that zone after
    the effect was made, under the reading enters_zone of the unsettled point
    zone_effect_newcomer (8.9.3 「該当するカードがその領域に入ると同時にその情報に適用」): each kept
    as an effect on the zone (target ``zone:<player>.<zone>``, value ``{amount, sel}``), read
    here as one on the card."""
    c, w = ctx.card(uid), ctx.where(uid)
    if c is None or w is None:
        return []
    key = f"{ZONE_EFFECT}{w[0]}.{w[1]}"
    from ruling.games._ws.selection import matches

    return [
        replace(e, target=uid, value=e.value["amount"], clauses=(*e.clauses, "8.9.3"))
        for e in ctx.state.effects
        if e.target == key
        and e.stat == name
        and c.placed > e.id
        and matches(ctx, c, e.value["sel"], e.card)
    ]


def stat_clauses(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """The clauses of the continuous abilities that change this value now (they decide it), with
    the printed value they start from (8.9.1 / 8.9.1.1); and, when the order of the effects changes the value (a 「…にする」 among others), the order: the
    printed value first (8.9.1.1), then in timestamp order (8.9.1.5) — an effect not of a
    continuous ability dated from when it was played (8.9.1.5.2)."""
    out: list[str] = []
    cont = [e for e in continuous_effects(ctx) if e.target == uid and e.stat == name]
    for e in cont:
        out += [c for c in e.clauses if c not in out]
        src = ctx.card(e.card) if e.card else None
        w = ctx.where(src.uid) if src is not None else None
        if (
            src is not None
            and src.orientation == "reverse"
            and w is not None
            and w[1].startswith("stage.")
            and "2.12.2.1" not in out
        ):
            # a reversed character's text is in force still: on the stage, whatever its
            # orientation (2.12.2.1)
            out.append("2.12.2.1")
    if cont:
        # the value a continuous effect changes starts from the printed one (8.9.1.1: 「カード自身に
        # 表記されている情報が、常に基準の値となります」), the effects applied to it in the order of
        # 8.9.1 — as vs cites its 8.9.1 / 8.9.1.1 for any value an effect changes (round 39)
        out += [c for c in ("8.9.1", "8.9.1.1") if c not in out]
    card = ctx.card(uid)
    if card is not None and any(card.placed > e.id for e in cont) and "8.9.3" not in out:
        # the card entered its zone after the ability was there: the effect changes its
        # information from the moment it enters (8.9.3) — a continuous ability's: 8.9.2 keeps
        # from such a card only the effects of abilities other than continuous ones (read, and
        # not applying)
        out += ["8.9.3", "8.9.2"]
    played = list(ctx.state.effects_on(uid, name)) + zone_entry_effects(ctx, uid, name)
    for e in played:
        if "8.9.3" in e.clauses:
            out += [c for c in e.clauses if c not in out]
    if played:
        # an effect of a resolved ability (or one the scenario gives in force) changes the value
        # too: read with it applied, in 8.9.1's order — a power or soul change after the
        # others (8.9.1.3), any other value before them (8.9.1.2)
        layer = "8.9.1.3" if name in ("power", "soul") else "8.9.1.2"
        out += [c for c in ("8.9.1", layer) if c not in out]
    if len(cont) + len(played) > 1 and any(e.op == "set" for e in (*cont, *played)):
        out += [c for c in ("8.9.1", "8.9.1.1", "8.9.1.5") if c not in out]
        if played:
            out += [] if "8.9.1.5.2" in out else ["8.9.1.5.2"]
    return tuple(out)


# where a card's text is in force (2.12.2.1 a character's on the stage, 2.12.2.2 a climax's in
# the climax zone)
TEXT_IN_FORCE = {"character": "2.12.2.1", "climax": "2.12.2.2"}


def unmet_clauses(ctx: Ctx, uid: str, name: str, conditions_only: bool = False) -> tuple[str, ...]:
    """Why a continuous ability in force that would change this value does not: its condition
    (「〜なら」) is not met, and a part of an effect valid under a condition is not valid while the
    condition is unmet (8.3.3); with the clauses defining what the condition reads
    (``cond_clauses``) and, for a condition that its card be in another zone (記憶
    「思い出置場にこのカードがあるなら」), where the card's text is in force now and why the ability
    works in that zone (``active_in_clauses``). A value that stayed as printed has these reasons.
    ``conditions_only``: only the abilities whose condition is unmet (not a filter, a text out of
    force or a 『応援』 off the back row)."""
    out: list[str] = []
    notes = _ORDER_NOTES.get(ctx, {})
    for c, ab, rt, failed, zone in _unmet(ctx, uid, name):
        p = ab.program
        # 「この能力は、…間は無効。」: the condition's last part is 「not (the state)」, the rest
        # (if any) the ability's own (``cardtext.abilities._void_while``)
        off = inner = None
        if prog_ext(p, "void_while") and p.cond is not None:
            off = p.cond if p.cond.what == "not" else p.cond.parts[-1]
            inner = p.cond.parts[0] if p.cond.what == "and" else None
        if off is not None and not holds(rt, off):
            # the state it is void under holds: it exists and makes no effect (8.3.2)
            out.append("8.3.2")
        if (
            off is None
            or any(x is not p.cond for x in failed)
            or (inner is not None and not holds(rt, inner))
        ):
            out.append("8.3.3")
        # judged with the 8.9.1.2 effects before it applied, in order (``_in_order``)
        out += notes.get((c.uid, ab.text), ())
        if zone in prog_ext(ab.program, "active_in"):
            # read where it works though its card's text is not in force there (2.12.2.3:
            # 「あなたの手札のこのカードのレベルを－1」 in the hand)
            out += active_in_clauses(ab.program)
        # the keyword it is labelled with (経験, 10.10.1), as when it applies
        out += label_clauses(ab.program)
        out += defined("ws", ab.text, "condition")  # its wording's definitions (the table)
        for x in failed:
            out += cond_clauses(x)
            out += cond_absent_clauses(rt, x)
            out += _nameless_clauses(ctx, x)
            if name in ("power", "soul"):
                out += _read_after_other_effects(ctx, rt, x)
            if any(f.what == "at" and f.sel == Sel(ref="this") for f in _flat_cond(x)):
                out += [TEXT_IN_FORCE.get(c.type or "character", "2.12.2.1")]
                out += (
                    active_in_clauses(ab.program)
                    if prog_ext(ab.program, "active_in")
                    else label_clauses(ab.program)
                )
    if conditions_only:
        if any(
            (w := ctx.where_given(u)) is not None and w[1] in zone_ids("back_row")
            for u in _assist_idle(ctx, uid, name)
        ):
            # a 『応援』 card moved from the back row to the front row (a swap, 6.5.1.2.4): its
            # condition 「このキャラが後列の枠に置かれているかぎり」 (10.3.2) is unmet now (8.3.3)
            out += ["8.3.3", "10.3.1", "10.3.2"]
        return tuple(dict.fromkeys(out))
    if name in ("power", "soul") and _filtered_out_after_changes(ctx, uid, name):
        # a power change whose targets' level / cost / trait filter leaves this card out once
        # an effect changed what it reads (「レベル1以上の」 with its level lowered): the filter is
        # read after those changes (8.9.1.2 before 8.9.1.3) — why the ability changes nothing here
        out += ["8.1.1.3", "8.2.1.2", "8.9.1.2", "8.9.1.3"]
    out += _out_of_force_clauses(ctx, uid, name)
    if _assist_idle(ctx, uid, name):
        # 『応援』 means 「このキャラが後列の枠に置かれているかぎり…有効」 (10.3.2): off the back row
        # it is a condition unmet (8.3.3)
        out += ["8.3.3", "10.3.1", "10.3.2"]
    return tuple(dict.fromkeys(out))


def _read_after_other_effects(ctx: Ctx, rt: Rt, cond: Cond) -> tuple[str, ...]:
    """A power or soul change (8.9.1.3) whose condition reads the traits, level or cost of cards
    (「他のあなたの《音楽》のキャラが3枚以上なら」) that an effect in force changes (「その特徴をすべて
    失う」): the condition is read with the effects that change no power or soul applied first
    (8.9.1.2), then the power and soul changes (8.9.1.3)."""
    for c in _flat_cond(cond):
        # the cards read and the filter they are read by: the shared match names the cards in
        # ``sel`` and the filter in ``filt``; the other words filter the cards ``sel`` names
        sel = c.filt if c.what == "match" else c.sel
        if sel is None or c.sel is None:
            continue
        if _filter_changed(ctx, rt, c.sel, sel):
            return ("8.9.1.2", "8.9.1.3")
    return ()


def _filter_changed(ctx: Ctx, rt: Rt, cards: Sel, sel: Sel, only: str | None = None) -> bool:
    """Whether an effect in force that changes no power or soul (8.9.1.2: a level, a cost, a
    trait) changes what ``sel`` filters by — its traits, level or cost — on one of the cards
    ``cards`` names without that filter: what it picks is then read after those effects
    (8.9.1.2 before 8.9.1.3). Asked while the power and soul layer is computed, the effects in
    force are those of the earlier layer (``continuous_effects``). ``only``: that card only."""
    reads = {"trait"} if sel.traits or sel.traits_any else set()
    reads |= {st for st, _cmp, _n in sel.stats if st in ("level", "cost")}
    if not reads:
        return False
    effects = [*ctx.state.effects, *continuous_effects(ctx)]
    bare = resolve_sel(rt, ws_sel(cards, traits=(), stats=()))
    if only is not None:
        bare = [u for u in bare if u == only]  # that card only
    return any(
        e.target in bare
        and e.stat in reads
        and (
            e.stat != "trait" or str(e.value) in (*sel.traits, *sel.traits_any)
        )  # a trait it filters by
        for e in effects
    )


def _nameless_clauses(ctx: Ctx, cond: Cond) -> tuple[str, ...]:
    """A condition that reads card names (「「X」があるなら」, 「このカードと同じカード名の」)
    when an effect in force took the names of cards it would read away (「カード名をすべて失い」):
    the clauses of that effect, and 2.1.2 (a name refers to the cards that have it, and a card
    with none has the same name as no card)."""
    from ruling.games._ws.selection import matches

    sels = [
        x
        for c in _flat_cond(cond)
        for x in (c.sel, c.filt)
        if x is not None and (x.names or x.same_as is not None or x.contains_any or x.not_contains)
    ]
    if not sels:
        return ()
    out: list[str] = []
    for e in continuous_effects(ctx):
        if e.stat != "name" or e.op != "lose" or (card := ctx.card(e.target)) is None:
            continue
        unnamed = [ws_sel(x, names=(), same_name=None, name_has=(), not_name_has=()) for x in sels]
        if any(matches(ctx, card, x, None) for x in unnamed):
            out += ["2.1.2", *e.clauses]
    return tuple(dict.fromkeys(out))


def unmet_watch(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """What the unmet conditions of ``unmet_clauses`` read (the zones they count): the steps
    that last changed them decided that the value stayed as it is."""
    out: list[str] = []
    for _c, _ab, rt, failed, _z in _unmet(ctx, uid, name):
        for x in failed:
            out += cond_watch(rt, x)
    out += _assist_idle(ctx, uid, name)  # where the 応援 character is (the step that moved it)
    return tuple(dict.fromkeys(out))


def per_watch(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """What the counts of the continuous changes reaching this value of ``uid`` read — 「…1枚に
    つき」, the zones counted: the steps that last changed them decided how much the change is
    (8.9.1.3 applied on the count it reads now; 「このカードの下のマーカー1枚につき」, 3.7.4)."""
    out: list[str] = []
    for c, _z, pl, ab in _continuous_sources(ctx):
        p: Program = ab.program
        rt = Rt(ctx, pl, c.uid, p, ab.text)
        for op in p.steps:
            if _layer(op) != "stat" or op.stat != name or op.per is None or op.target is None:
                continue
            if not holds(rt, p.cond) or not holds(rt, op.cond):
                continue
            if uid not in resolve_sel(rt, op.target):
                continue
            out += cond_watch(rt, Cond("count", sel=with_ext(op.per, every=1)))
    return tuple(dict.fromkeys(out))


def _assist_idle(ctx: Ctx, uid: str, name: str) -> list[str]:
    """The characters of ``uid``'s master in the front row whose 『応援』 would change this value
    of ``uid`` (a front-row character of theirs) were they in the back row (10.3.2)."""
    where = ctx.where(uid)
    if where is None or where[1] not in zone_ids("front_row"):
        return []
    out = []
    for c, z, pl, ab in _continuous_sources(ctx):
        p: Program = ab.program
        if p.keyword != "応援" or pl != where[0] or c.uid == uid or z not in zone_ids("front_row"):
            continue
        if any(op.stat == name and _layer(op) != "grant" for op in p.steps):
            out.append(c.uid)
    return out


def _filtered_out_after_changes(ctx: Ctx, uid: str, name: str) -> bool:
    """Whether a continuous ability in force (its condition met) whose ``name`` change would reach
    this card but for its level / cost / trait filter leaves it out, an effect that changes no
    power or soul (8.9.1.2) having changed what that filter reads on it (``_filter_changed``)."""
    continuous_effects(ctx)
    for c, _z, pl, ab in _continuous_sources(ctx):
        p: Program = ab.program
        rt = Rt(ctx, pl, c.uid, p, ab.text)
        for op in p.steps:
            if _layer(op) != "stat" or op.stat != name or op.target is None:
                continue
            if not holds(rt, p.cond) or not holds(rt, op.cond):
                continue  # a condition unmet: ``_unmet`` says why
            if uid in resolve_sel(rt, op.target):
                continue
            if _filter_changed(ctx, rt, op.target, op.target, only=uid):
                return True
    return False


def _out_of_force_clauses(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """Why a continuous ability printed on a card whose text is not in force where it is (a
    character's in the waiting room, 2.12.2.1 / 2.12.2.2, none of its abilities written for that
    zone, 2.12.2.3) does not change this value of the card, though its effect would name it: the
    clause read to conclude so (``common.text_out_of_force``), and the value's base, the printed
    one (8.9.1.1), when no effect changes it."""
    from ruling.games._ws.common import text_out_of_force

    out: list[str] = []
    for pl in ctx.state.order():
        for z in ctx.state.players[pl].zones:
            for c in ctx.zone(pl, z):
                if not c.text or c.uid == uid:
                    continue
                why = text_out_of_force(ctx, c.uid)
                if not why:
                    continue
                for ab in abilities_of("ws", c):
                    p = ab.program
                    if p is None or p.kind != "continuous":
                        continue
                    rt = Rt(ctx, pl, c.uid, p, ab.text)
                    if any(
                        _layer(op) != "grant"
                        and op.stat == name
                        and op.target is not None
                        and uid in resolve_sel(rt, op.target)
                        for op in p.steps
                    ):
                        out += why
    if out and not stat_clauses(ctx, uid, name):
        out.append("8.9.1.1")
    return tuple(dict.fromkeys(out))


def ended_clauses(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """Why a value a step reads no longer has the change a continuous ability made to it: the
    card with the ability left, during the run, the zone where its text is in force (a character
    the stage, 2.12.2.1; a climax the climax zone, 2.12.2.2), and a continuous ability makes its
    effect only while it is in force (8.1.1.3), so the value is read with the effects in force
    now (8.9.1). An effect naming cards by their slot's relation to its card's (「このカードの前の」,
    3.6.4-3.6.6) is judged from the slot the card left. () when no such effect named the card."""
    from ruling.games._ws.common import text_out_of_force
    from ruling.games._ws.selection import ADJACENT, BEHIND, FACING, IN_FRONT

    out: list[str] = []
    here = slot_of(ctx, uid)
    for pl in ctx.state.order():
        for z in ctx.state.players[pl].zones:
            for c in ctx.zone(pl, z):
                if not c.text or c.uid == uid:
                    continue
                why = text_out_of_force(ctx, c.uid)
                last = ctx.provenance((c.uid,))[0] if why else None
                if last is None:
                    continue
                left = [
                    m
                    for m in ctx.moves(last)
                    if m[0] == c.uid and (m[2].startswith("stage.") or m[2] == "climax")
                ]
                if not left:
                    continue
                was_pl, was = left[0][1], left[0][2]
                for ab in abilities_of("ws", c):
                    p = ab.program
                    if p is None or p.kind != "continuous":
                        continue
                    rt = Rt(ctx, pl, c.uid, p, ab.text)
                    # a keyword ability (『応援』 …) is the ability its clauses say it means (10.x):
                    # the change that ended is that one's
                    kw = tuple(x for k in ctx.game.keywords if k.ja == p.keyword for x in k.clauses)
                    for op in p.steps:
                        if _layer(op) == "grant" or op.stat != name or op.target is None:
                            continue
                        ref = op.target.ref
                        if ref in RELATED_CLAUSES:
                            # judged from the slot it was in (3.6.4-3.6.6)
                            if here is None or not was.startswith("stage."):
                                continue
                            base = was.split(".", 1)[1]
                            same = master_of(ctx, uid) == was_pl
                            if ref == "facing":
                                hit = not same and FACING.get(base) == here
                            else:
                                rel = {"front": IN_FRONT, "behind": BEHIND, "adjacent": ADJACENT}
                                hit = same and here in rel[ref].get(base, ())
                            if hit:
                                out += (*why, RELATED_CLAUSES[ref], "8.1.1.3", "8.9.1", *kw)
                        elif uid in resolve_sel(rt, op.target):
                            out += (*why, "8.1.1.3", "8.9.1", *kw)
    return tuple(dict.fromkeys(out))


def _first_slots(ctx: Ctx) -> dict[str, tuple[str, str]]:
    """Each card moved from a slot of the stage to another during the run: (player, slot) it
    stood in before its first such move."""
    first: dict[str, tuple[str, str]] = {}
    for step in range(len(ctx._e.trace)):
        for m in ctx.moves(step):
            if m[2].startswith("stage.") and m[4].startswith("stage.") and m[0] not in first:
                first[m[0]] = (m[1], m[2].split(".", 1)[1])
    return first


def _related_at(ref: str, src: tuple[str, str], dst: tuple[str, str]) -> bool:
    """Whether the slot ``dst`` (player, slot) stands in relation ``ref`` to ``src``'s (3.6.4-
    3.6.6: 正面 the opponent's slot facing it; 前 / 後ろ / 隣 the same player's)."""
    from ruling.games._ws.selection import ADJACENT, BEHIND, FACING, IN_FRONT

    if ref == "facing":
        return src[0] != dst[0] and FACING.get(src[1]) == dst[1]
    rel = {"front": IN_FRONT, "behind": BEHIND, "adjacent": ADJACENT}.get(ref)
    return rel is not None and src[0] == dst[0] and dst[1] in rel[src[1]]


def moved_out_clauses(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """Why a value no longer has the change a continuous ability of a card still on the stage
    made to it: the ability names cards by their slot's relation to its card's (「このカードの前
    の」, 3.6.4-3.6.6), and one of the two cards moved to another slot during the run (3.6.3) —
    judged from the slots they stood in before, the effect reached this card; now it does not, and
    a continuous ability's effect is the one its text makes now (8.1.1.3, 8.9.1). A keyword ability
    (『応援』) cites what it means (10.3.2 「このキャラが後列の枠に置かれているかぎり」). Round 55,
    s52wsO (ws/r55_007)."""
    from ruling.games._ws.common import on_stage

    first = _first_slots(ctx)
    here = slot_of(ctx, uid)
    if not first or here is None:
        return ()
    now_uid = (master_of(ctx, uid), here)
    was_uid = first.get(uid, now_uid)
    reaching = {e.card for e in continuous_effects(ctx) if e.target == uid and e.stat == name}
    out: list[str] = []
    for pl in ctx.state.order():
        for slot, c in on_stage(ctx, pl):
            if c.uid == uid or c.uid in reaching or (c.uid not in first and uid not in first):
                continue
            was_src = first.get(c.uid, (pl, slot))
            for ab in programs(ctx, c.uid):
                p = ab.program
                if p is None or p.kind != "continuous":
                    continue
                kw = tuple(x for k in ctx.game.keywords if k.ja == p.keyword for x in k.clauses)
                for op in p.steps:
                    if _layer(op) == "grant" or op.stat != name or op.target is None:
                        continue
                    ref = op.target.ref
                    if ref in RELATED_CLAUSES and _related_at(ref, was_src, was_uid):
                        out += (RELATED_CLAUSES[ref], "3.6.3", "8.1.1.3", "8.9.1", *kw)
    return tuple(dict.fromkeys(out))


def _unmet(ctx: Ctx, uid: str, name: str) -> list[tuple[Card, Ability, Rt, list[Cond], str]]:
    """The continuous abilities in force that would change this value of the card but whose
    condition is unmet now, with the conditions that fail and the zone of the card."""
    out = []
    continuous_effects(ctx)
    for c, z, pl, ab in _continuous_sources(ctx):
        p: Program = ab.program
        ops = [
            op
            for op in p.steps
            if _layer(op) != "grant" and op.stat == name and op.target is not None
        ]
        if not ops:
            continue
        rt = Rt(ctx, pl, c.uid, p, ab.text)
        for op in ops:
            failed = [x for x in (p.cond, op.cond) if x is not None and not holds(rt, x)]
            if not failed or uid not in resolve_sel(rt, op.target):  # type: ignore[arg-type]
                continue
            out.append((c, ab, rt, failed, z))
    return out


def trait_clauses(ctx: Ctx, uid: str, trait: str) -> tuple[str, ...]:
    """Why a card has, or has not, a trait a choice filters by (《X》のキャラを選び) when continuous
    effects decide it: the clauses of the effects that give it the trait now, and of a gift in
    force that would but whose condition is unmet (8.3.3, with the order its condition was read
    in, ``_in_order``); () when only its printed traits decide."""
    out: list[str] = []
    for e in continuous_effects(ctx):
        if e.target == uid and e.stat == "trait" and str(e.value) == trait:
            out += e.clauses
    notes = _ORDER_NOTES.get(ctx, {})
    for c, _z, pl, ab in _continuous_sources(ctx):
        p: Program = ab.program
        ops = [
            op
            for op in p.steps
            if op.verb == "grant" and trait in op_ext(op, "traits") and op.target
        ]
        if not ops:
            continue
        rt = Rt(ctx, pl, c.uid, p, ab.text)
        for op in ops:
            failed = [x for x in (p.cond, op.cond) if x is not None and not holds(rt, x)]
            if not failed or uid not in resolve_sel(rt, op.target):  # type: ignore[arg-type]
                continue
            out += ["8.3.3", *notes.get((c.uid, ab.text), ())]
            out += defined("ws", ab.text, "condition")
            for x in failed:
                out += cond_clauses(x)
    return tuple(dict.fromkeys(out))


def stat_watch(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """Provenance refs of a value: the effects in force on it and the cards whose continuous
    abilities change it (their last move caused the change)."""
    srcs = []
    for e in continuous_effects(ctx):
        if e.target == uid and e.stat == name:
            src = next(
                (
                    c.uid
                    for pl in ctx.state.players
                    for z in (*zone_ids("stage"), "climax", "hand")
                    for c in ctx.zone(pl, z)
                    if c.placed == e.id
                ),
                None,
            )
            if src:
                srcs.append(src)
    return (f"stat:{uid}:{name}", *srcs)


def eval_x(rt: Rt, x: XDef, target: str | None = None) -> int:
    """The value of Ｘ now (「Ｘは…に等しい」); ``target``: the card そのキャラ means when the
    amount is given to each of several cards. 「ＡからＢを引いた数」 (``XDef.less``): Ａ less Ｂ,
    which may be 0 or less (an action asked that many times is not done, 1.3.2.2)."""
    if x.less is not None:
        first = dataclasses.replace(x, less=None, op=None, k=0)
        return _x_op(_eval_x(rt, first, target) - eval_x(rt, x.less, target), x)
    return _eval_x(rt, x, target)


def _eval_x(rt: Rt, x: XDef, target: str | None = None) -> int:
    ctx = rt.ctx
    if x.what == "drawn":  # 「N枚まで引き、…同じ枚数」: the cards the draw before drew
        return int(rt.data.get("drawn", 0))
    if x.what == "chosen_count":
        # 「…を3枚まで選び、山札の下に置き、…Ｘはその枚数×1000に等しい」: how many cards the choice
        # chose (counted when chosen: they have moved since, 3.1.4)
        return _x_op(int(rt.data.get("chosen_n", 0)), x)
    if x.what == "event_damage":  # 「同じダメージ」: the amount of the damage the trigger named
        return int(rt.data.get("damage_amount", 0))
    if x.what == "declared":
        # 「Ｘは相手の宣言した数＋1に等しい」: the number that player declared in this effect
        from ruling.games._ws.selection import declared

        d = declared(rt, x.sel.owner or "you")
        if d is None:
            raise ValueError("Ｘ is a number declared, but nothing was declared")
        return _x_op(d, x)
    if x.what == "level":  # 「あなたのレベル」: the cards in that player's level zone (3.9)
        who = rt.master if x.sel.owner == "you" else ctx.state.opponent(rt.master)
        uids = [c.uid for c in ctx.zone(who, "level")]
    elif x.sel.ref == "chosen" and target is not None:
        uids = [target]
    else:
        uids = _x_cards(rt, x)
    if x.what == "count" and x.sel.distinct_names:
        # 「異なるカード名のマーカーの枚数」: the most of them with no two sharing a card name
        v = distinct_named(ctx, uids)
    elif x.what in ("count", "level"):
        v = len(uids)
    elif x.what == "colors":  # 「…の持つ色の合計」: the colours between them
        v = len(colours(ctx, uids))
    elif x.what == "icons":  # 「…のトリガーアイコンの[[soul.gif]]の合計」
        v = icon_count(ctx, uids, x.stat or "")
    else:
        vals = []
        for u in uids:
            c = ctx.card(u)
            if c is None:
                continue
            known = left_stage_stat(rt, u, x.stat or "level")
            if known is not None:
                vals.append(known)
            elif slot_of(ctx, u):
                vals.append(stat(ctx, u, x.stat or "level"))
            else:
                vals.append(int(getattr(c, x.stat or "level") or 0))
        if x.what == "stat":
            v = vals[0] if vals else 0
        else:
            v = sum(vals)
    return _x_op(v, x)


def _x_cards(rt: Rt, x: XDef) -> list[str]:
    """The cards Ｘ reads: its selection now; 「このカード」 that has left its slot (a new card,
    3.1.4, no longer this card) is still read, as it last was on the stage, when Ｘ reads a value
    of it (8.11.1: the cost put it into the waiting room before the effect, 8.4.2)."""
    uids = resolve_sel(rt, x.sel)
    if (
        not uids
        and x.sel.ref == "this"
        and x.what in ("stat", "total")
        and rt.source
        and left_stage_stat(rt, rt.source, x.stat or "level") is not None
    ):
        return [rt.source]
    return uids


def _left_from(rt: Rt, uid: str) -> Any:
    """The stay on the stage 8.11.1 reads card ``uid`` from: a character this effect chose there
    (``chosen_stays``), or the ability's own card as it was when the ability was played or
    triggered (``rt.data["placed"]``: 「このカードのパワー」 after the cost put it into the waiting
    room, 8.4.2); None for any other card."""
    placed = rt.data.get("chosen_stays", {}).get(uid)
    if placed is None and uid == rt.source:
        placed = rt.data.get("placed")
    return placed


def left_stage_stat(rt: Rt, uid: str, name: str) -> int | None:
    """8.11.1: a character this effect chose on the stage (``chosen_stays``), or the ability's own
    card (``_left_from``), that has since moved from its slot to a zone other than a slot is read
    as it last was there — its value ``name`` then, effects applied; None for any other card
    (read where it is)."""
    placed = _left_from(rt, uid)
    if placed is None or slot_of(rt.ctx, uid):
        return None
    lk = rt.ctx.last_known(uid, placed)
    if lk is None or not lk.zone.startswith("stage.") or name not in lk.info.get("stats", {}):
        return None
    return int(lk.info["stats"][name])


def trigger_left_stat(rt: Rt, uid: str, name: str) -> int | None:
    """8.7.4.1.2: the card whose leaving the stage triggered this ability (its own card), read by
    its effect as it was on the stage it left — its value ``name`` there, effects applied
    (``Game.last_known``); None for any other card, or once it is back in a slot."""
    placed = rt.data.get("left_stage")
    if placed is None or uid != rt.source or slot_of(rt.ctx, uid):
        return None
    lk = rt.ctx.last_known(uid, placed)
    if lk is None or not lk.zone.startswith("stage.") or name not in lk.info.get("stats", {}):
        return None
    return int(lk.info["stats"][name])


def left_stage_stat_clauses(rt: Rt, uid: str, name: str) -> tuple[str, ...]:
    """The clauses of the effects that made value ``name`` of a character this effect chose on
    the stage, as it last was there (``left_stage_stat``; 8.11.1): () for any other card."""
    placed = _left_from(rt, uid)
    if placed is None or slot_of(rt.ctx, uid):
        return ()
    lk = rt.ctx.last_known(uid, placed)
    if lk is None or not lk.zone.startswith("stage."):
        return ()
    return tuple(lk.info.get("stat_clauses", {}).get(name, ()))


def left_stage_info(rt: Rt, uid: str) -> dict[str, object] | None:
    """8.11.1: what a filter reads of a character this effect chose on the stage
    (``chosen_stays``) that has since moved from its slot to a zone other than a slot — its
    information there (``Game.last_known``: values, traits, names) and its 配置状態, the
    orientation it had (4.6.1); None for any other card (read where it is)."""
    placed = _left_from(rt, uid)
    if placed is None or slot_of(rt.ctx, uid):
        return None
    lk = rt.ctx.last_known(uid, placed)
    if lk is None or not lk.zone.startswith("stage."):
        return None
    return {**lk.info, "orientation": lk.card.orientation}


def x_last_known_clauses(rt: Rt, x: XDef) -> tuple[str, ...]:
    """8.11.1 when Ｘ reads a value of a card this effect chose on the stage that has left it
    (its last information there is used), and the clauses of what made that value there (the
    応援 of the character behind it, 10.3.2: ``left_stage_stat_clauses``)."""
    if x.what not in ("stat", "total") or x.sel is None:
        return ()
    name = x.stat or "level"
    uids = rt.chosen if x.sel.ref == "chosen" else _x_cards(rt, x)
    read = [u for u in uids if left_stage_stat(rt, u, name) is not None]
    if not read:
        return ()
    made = (c for u in read for c in left_stage_stat_clauses(rt, u, name))
    return tuple(dict.fromkeys(("8.11.1", *made)))


def _x_op(v: int, x: XDef) -> int:
    """Ｘ's value after the operation its definition ends with (「×500」, 「＋1」, 「－1」)."""
    if x.op == "x":
        v *= x.k
    elif x.op == "+":
        v += x.k
    elif x.op == "-":
        v -= x.k
    return v


def x_absent_clauses(rt: Rt, x: XDef) -> tuple[str, ...]:
    """2.19.1 when Ｘ is a number (「Ｘは公開されたカードのレベルに等しい」) read off a card whose
    kind does not have it (a climax's level, ``HELD``): it is read as 0; with 8.11.1 when it is
    read off a character this effect chose on the stage that has left it."""
    if x.what not in ("stat", "total") or x.sel is None:
        return ()
    last = x_last_known_clauses(rt, x)
    name = x.stat or "level"
    for u in _x_cards(rt, x):
        c = rt.ctx.card(u)
        if (
            c is not None
            and not slot_of(rt.ctx, u)
            and left_stage_stat(rt, u, name) is None
            and c.value(name) is None
            and name not in HELD.get(c.type or "", (name,))
        ):
            return last + ("2.19.1",)
    return last


FORBIDDEN_JA = {
    "event": "イベント",
    "character": "キャラ",
    "climax": "クライマックス",
    "backup": "『助太刀』",
    "encore": "『【自】 アンコール』",
    "encore@other": "他のキャラの『【自】 アンコール』",
    "activated@stage": "舞台にいるキャラの【起】",
    "damage@opponent_character_auto": "相手のキャラの【自】の効果によるダメージ",
}
FORBIDDEN_EN = {
    "event": "events",
    "character": "characters",
    "climax": "climaxes",
    "backup": "backup",
    "encore": "encore",
    "encore@other": "the encore of its other characters",
    "activated@stage": "activated abilities of characters on the stage",
    "damage@opponent_character_auto": "damage by the effects of the opponent's characters' "
    "automatic abilities",
}


def play_forbidden_by_name(ctx: Ctx, player: str, uid: str) -> Effect | None:
    """「あなたは「X」を手札からプレイできない」 in force on ``player`` for the card ``uid`` (its name,
    or a name it is also treated as, is X: 2.1.2), or 「相手はレベル2以下のイベントを…」 (a card of
    that kind whose value passes the filter), if any."""
    from ruling.games._ws.cardtext import Sel
    from ruling.games._ws.selection import matches

    c = ctx.card(uid)
    if c is None:
        return None
    for e in player_prohibitions(ctx, player, "play"):
        what = str(e.value[1])
        if what.startswith("name:") and matches(ctx, c, Sel(names=(what[5:],)), None):
            return e
        if what.startswith("filter:"):
            # 「レベル2以下のイベントを」: a card of that kind with that value now (2.12.2.3)
            _f, kind, st, cmp, n = what.split(":")
            if c.type == kind and matches(ctx, c, Sel(stats=((st, cmp, int(n)),)), None):
                return e
    return None


# the value of the effects a continuous ability's modal step makes (``_continuous_of``)
MODAL_VALUE = "modal"


def modal_prohibitions(ctx: Ctx) -> list[Effect]:
    """The prohibitions the continuous abilities in force put on players now (「【永】 相手は
    カードを引けない」, ``ruling.cardtext.modal``): effects of op ``prohibit`` on the act, read by
    the engine's action check (``Game.prohibitions``) and by a move's (``ops._op_move``)."""
    if not _may_give(ctx, "forbid_act"):
        return []
    return [e for e in _current(ctx) if e.op == "prohibit" and e.value == MODAL_VALUE]


def move_prohibition(ctx: Ctx, player: str, src: str, dest: str) -> Effect | None:
    """The prohibition in force on ``player`` to move cards from their ``src`` zone to ``dest``
    (「相手は控え室のカードを手札に加えられない」 / 「相手は手札のカードを控え室に置けない」,
    ``ruling.cardtext.modal``; 1.3.3), one-shot or continuous, if any."""
    stat = f"move:{src}>{dest}"
    return next(
        (
            e
            for e in (*ctx.state.effects, *modal_prohibitions(ctx))
            if e.op == "prohibit" and e.target == player and e.stat == stat
        ),
        None,
    )


def player_prohibitions(ctx: Ctx, player: str, action: str) -> list[Effect]:
    """Every prohibition on ``player`` to ``action`` (play / use) something, in force now."""
    effs = [e for e in ctx.state.effects if e.target == player and e.stat == "forbid"]
    if _may_give(ctx, "forbid"):
        effs += [e for e in _current(ctx) if e.target == player and e.stat == "forbid"]
    return [e for e in effs if e.value[0] == action]


def player_forbidden(
    ctx: Ctx, player: str, action: str, item: str, card: str | None = None
) -> Effect | None:
    """The effect that forbids ``player`` to ``action`` (play / use) ``item`` (event, backup,
    encore, activated@stage), if any — ``card``: the card whose ability it would be (「他のあなたの
    キャラの『【自】 アンコール』」 does not forbid the encore of the card that forbids it)."""
    for e in player_prohibitions(ctx, player, action):
        _act, what, src = e.value
        if what == item or (what == "encore@other" and item == "encore" and card != src):
            return e
    return None


def ended_forbid_clauses(
    ctx: Ctx, player: str, action: str, item: str
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Why a prohibition on ``player`` to ``action`` (play / use) ``item`` printed on a card does
    not forbid it now: the card left, during the run, the zone where its text is in force (a
    character the stage, 2.12.2.1; a climax the climax zone, 2.12.2.2), and a continuous ability
    makes its effect only while it is in force (8.1.1.3) — the clauses read to conclude that the
    action is allowed (the text's 「相手はイベントを手札からプレイできない」 ended with its card's
    place), and those cards' labels. ((), ()) when no such card is there."""
    from ruling.games._ws.common import text_out_of_force

    out: list[str] = []
    names: list[str] = []
    for pl in ctx.state.order():
        for z in ctx.state.players[pl].zones:
            for c in ctx.zone(pl, z):
                why = text_out_of_force(ctx, c.uid) if c.text else ()
                last = ctx.provenance((c.uid,))[0] if why else None
                if last is None:
                    continue
                left = [
                    m
                    for m in ctx.moves(last)
                    if m[0] == c.uid and (m[2].startswith("stage.") or m[2] == "climax")
                ]
                if not left:
                    continue
                was_pl = left[0][1]
                for ab in abilities_of("ws", c):
                    prog = ab.program
                    if prog is None or prog.kind != "continuous":
                        continue
                    for op in prog.steps:
                        if (
                            op.verb == "forbid"
                            and op.stat == action
                            and op.target is not None
                            and item in op_ext(op, "forbid")
                            and player in _who(op.target.owner, was_pl, ctx)
                        ):
                            out += (*why, "8.1.1.3")
                            names.append(c.label)
    return tuple(dict.fromkeys(out)), tuple(dict.fromkeys(names))


def clock_forbidden(ctx: Ctx, player: str, c: Card) -> Effect | None:
    """The effect that forbids ``player`` the clock phase's action (6.4.1.2) with the hand card
    ``c`` (「手札のクライマックスをクロック置場に置いてカードを引くことができない」: the kind it
    names, ``card`` any), if any (1.3.3)."""
    for e in player_prohibitions(ctx, player, "clock"):
        what = e.value[1]
        if what == "card" or c.type == what:
            return e
    return None


def encore_forbidden(
    ctx: Ctx, player: str, c: Card, own: tuple[str, ...] = ("10.2.1",)
) -> dict[str, Any]:
    """「(他のあなたのキャラの)『【自】 アンコール』を使えない」 in force when the character is put into
    the waiting room (the rules' ［(3)］ one too, 10.2.3): the encore may not be used — it does not
    become pending (1.3.3); a prohibition whose card left the stage at the same time is not in
    force. The ``Triggered`` fields that say so (none when it may be used)."""
    ban = player_forbidden(ctx, player, "use", "encore", c.uid)
    if ban is None:
        return {}
    return {
        "clauses": own + ban.clauses + ctx.principle("prohibition"),
        "blocked": (
            f"{player} は {c.label} の『アンコール』を使えない（{ban.source}）ため、待機状態にならない",
            f"{player} may not use {c.label}'s encore ({ban.source}): it does not become pending",
        ),
        "touches": (str(ban.value[2]), c.uid),
    }


def reject_forbidden(
    ctx: Ctx, e: Effect, ja: str, en: str, clauses: tuple[str, ...]
) -> Generator[Any, Any, None]:
    """The action is not done: the prohibition ``e`` (``player_forbidden``) is in force and beats
    what the rules allow (1.3.3)."""
    mine = e in ctx.state.effects
    met = yield Mark(
        clauses=e.clauses,
        # a one-shot effect's prohibition: the step that made it; a continuous one: its card
        watch=(f"effect:{e.id}",) if mine else (str(e.value[2]),),
        ja=f"禁止する効果がある: {e.source}",
        en=f"a prohibition is in force: {e.source}",
    )
    yield Reject(ja, en, clauses + ctx.principle("prohibition"), caused_by=(met,))


def icon_permits(ctx: Ctx, icon: str) -> list[Effect]:
    """The effects in force that let the action of the trigger icon ``icon`` choose a card it
    does not name (「あなたは[[salvage.gif]]の効果で…を選んでよい」, 1.3.1): one per card."""
    effs = [e for e in ctx.state.effects if e.stat == "permit" and e.value == icon]
    if _may_give(ctx, "permit_choose"):
        effs += [e for e in _current(ctx) if e.stat == "permit" and e.value == icon]
    return effs


def choice_shield(
    ctx: Ctx, uid: str, owner: str, source: str | None, program: Program | None = None
) -> Effect | None:
    """The continuous effect that keeps card ``uid`` from being chosen by an effect whose master
    is ``owner`` and whose ability is on card ``source`` (8.6.3, 1.3.3), if any: 「相手の効果に
    選ばれない」 (``chosen_by_opponent``) and its neighbours that name the effect's card —
    「相手のキャラの効果に」 / 「相手のイベントの効果に」 / 「他のあなたのキャラの効果に」
    (``chosen_by:<whose>:<kind>:<other>``, ``effects._card_prohibition``); ``kind`` counter /
    backup (「相手の【カウンター】の効果に」, 「『助太刀』で」, whose ``whose`` is any) is read on
    ``program``, the ability whose effect chooses."""
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat == "ban"]
    if _may_give(ctx, "prohibit"):
        effs += [e for e in _current(ctx) if e.target == uid and e.stat == "ban"]
    src = ctx.card(source) if source else None
    for e in effs:
        v = str(e.value)
        traits = ""
        if v == "chosen_by_opponent":
            whose, kind, other = "opponent", "", ""
        elif v.startswith("chosen_by:"):
            whose, kind, other, *more = v.split(":")[1:]
            traits = more[0] if more else ""
        else:
            continue
        mine = master_of(ctx, uid) == owner
        if whose != "any" and (whose == "opponent") == mine:
            continue
        if kind == "counter":
            # 「【カウンター】の効果に」: the effect of an ability printed with the counter icon
            # (2.8.2) — a counter event's text, 『助太刀』 (10.5.2)
            if program is None or not prog_ext(program, "counter"):
                continue
        elif kind == "backup":
            # 「『助太刀』で」: the effect of the ability 10.5.2 defines
            if program is None or program.keyword != "助太刀":
                continue
        elif kind and (src is None or src.type != kind):
            continue
        if traits:
            # 「相手の《X》のキャラの効果に」 (the effect's card has one of the traits, 2.5) /
            # 「《X》以外のキャラの」 (has none of them)
            has = src is not None and bool(set(traits[1:].split("|")) & set(traits_of(ctx, src)))
            if has != (traits[0] == "+"):
                continue
        if other and source == uid:
            continue
        return e
    return None


def card_banned(ctx: Ctx, uid: str, what: str) -> Effect | None:
    """The effect that forbids this card ``what`` (attack, side_attack, stand_phase), if any."""
    return next((e for e in card_bans(ctx, uid) if e.value == what), None)


def card_bans(ctx: Ctx, uid: str) -> list[Effect]:
    """The prohibitions in force on this card (1.3.3)."""
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat == "ban"]
    if _may_give(ctx, "prohibit"):
        effs += [e for e in _current(ctx) if e.target == uid and e.stat == "ban"]
    return effs


def effect_banned(ctx: Ctx, uid: str, what: str, master: str | None) -> Effect | None:
    """The effect that forbids card ``uid`` ``what`` when an effect whose master is ``master``
    would do it (1.3.3): the prohibition on any effect, or the one on the effects of the card's
    master's opponent only (「相手の効果によって…ない」, ``what:opponent``) when ``master`` is not
    the card's master; the one on the effects of the card's own master (``what:own``: an effect
    of the other player's put 「相手の効果で…ない」 on it, ``program._shield_for``) when it is."""
    ban = card_banned(ctx, uid, what)
    if ban is None and master is not None and master != master_of(ctx, uid):
        ban = card_banned(ctx, uid, f"{what}:opponent")
    if ban is None and master is not None and master == master_of(ctx, uid):
        ban = card_banned(ctx, uid, f"{what}:own")
    return ban


def move_banned(ctx: Ctx, uid: str, to_slot: str | None = None) -> Effect | None:
    """The effect that forbids this character a move to another slot (1.3.3), if any:
    「他の枠に動かせない」 (``move_slot``, any move), 「前列に動かせない」 (``move_slot@front_row``: into
    a slot of that zone), 「前列の中央の枠以外に動かせない」 (``move_slot!center``: into a slot out
    of it) — the last two only when the slot it would go to, ``to_slot``, is known."""
    full = card_banned(ctx, uid, "move_slot")
    if full is not None or to_slot is None:
        return full
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat == "ban"]
    if _may_give(ctx, "prohibit"):
        effs += [e for e in _current(ctx) if e.target == uid and e.stat == "ban"]
    for e in effs:
        what = str(e.value)
        if not what.startswith(("move_slot@", "move_slot!")):
            continue
        inside = f"stage.{to_slot}" in zone_ids(what[10:])
        if inside == (what[9] == "@"):
            return e
    # 「前列の枠に置けない」: a move into a slot of that row puts the card there (3.6.3)
    return put_banned(ctx, uid, to_slot)


def put_banned(ctx: Ctx, uid: str, slot: str) -> Effect | None:
    """The effect that forbids card ``uid``, wherever it is (2.12.2.3), to be put into ``slot``
    (「このカードは前列の枠に置けない」, ``put_slot@front_row``: a slot of that row, 3.6.4; 1.3.3),
    if any: by a play (6.5.1.2.1), a move (6.5.1.2.4) or an effect alike."""
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat == "ban"]
    if _may_give(ctx, "prohibit"):
        effs += [e for e in _current(ctx) if e.target == uid and e.stat == "ban"]
    for e in effs:
        what = str(e.value)
        if what.startswith("put_slot@") and f"stage.{slot}" in zone_ids(what[9:]):
            return e
    return None


def has_keyword(ctx: Ctx, uid: str, keyword: str) -> bool:
    return any(a.program is not None and a.program.keyword == keyword for a in programs(ctx, uid))
