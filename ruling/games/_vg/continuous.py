"""Vanguard continuous abilities (11.1.1.3): the abilities a card has now (printed, given by an
effect or by a continuous ability, 11.11.1.5), and the values, skills, replacements and limits
the continuous abilities where their text works (11.4.4) give whenever a value is asked for.
"""

from __future__ import annotations

import zlib
from dataclasses import replace
from functools import lru_cache
from typing import Any

from ruling.abilities import Ability, abilities_of
from ruling.cardtext.ir import Cond, Op, Program, Sel
from ruling.core import Ctx
from ruling.games._vg.common import (
    circle_of,
    label,
)
from ruling.games._vg.dominate import dominator, master_clauses
from ruling.games._vg.selectors import (
    CONTINUOUS,
    HELD,
    Rt,
    _naming,
    _worlding,
    cond_clauses,
    holds,
    matches,
    name_clauses,
    resolve_sel,
    where_clauses,
    works_in,
)
from ruling.games._vg.values import _GAINING
from ruling.state import Card, Effect
from ruling.zone import stated_cards


def programs(ctx: Ctx, uid: str) -> tuple[Ability, ...]:
    """A card's abilities: printed, and given to it by an effect (for its duration, 7.14.1)
    or by a continuous ability (while it applies, 11.11.1.5)."""
    c = ctx.card(uid)
    if c is None or c.states.get("locked"):
        return ()  # a locked card has no text (7.30.1.2) and refers to no card (7.30.6)
    if c.states.get("stored"):
        return ()  # 17.11.3.1: a scouted / engaged card's abilities are not valid
    if c.states.get("deleted"):
        # 7.32.2: a deleted unit loses only the text printed on its face; abilities given to it
        # are given as usual (7.32.6)
        return _not_lost(ctx, uid, granted(ctx, c))
    own = abilities_of("vg", c) if c.text else ()
    sk = c.extra.get("skills")
    if sk and any(meant_keyword(str(x)) for x in sk):
        # a keyword the scenario gives (``skills: [lord]``): the ability its line would be
        from ruling.games._vg.cardtext import keyword_abilities

        own += keyword_abilities(tuple(str(x) for x in sk))
    # an order's text printed on the line of a continuous ability (11.8.2.4.2): its own ability
    parts = tuple(
        Ability(ab.text, "event", True, program=part, index=ab.index + ORDER_PART)
        for ab in own
        if ab.program is not None
        for part in _order_parts(ab.program)
    )
    # an order whose text is refused but whose play requirement / cost compiled: that part, read
    # as it is played (11.8.2.4.2); its resolution refuses the rest (``order_text``)
    apart = tuple(
        Ability(ab.text, "event", True, program=ab.partial, index=ab.index)
        for ab in own
        if ab.program is None and ab.partial is not None and ab.kind != "item"
    )
    return _not_lost(ctx, uid, own + parts + apart + granted(ctx, c) + worn_abilities(ctx, c))


# the indices of the abilities a vanguard gains from its 着装 units (6.9.3.4): from here, the
# worn unit's place among them times ``WORN_STEP`` plus the ability's own index
WORN = 10_000_000
WORN_STEP = 1_000_000


def worn_abilities(ctx: Ctx, c: Card) -> tuple[Ability, ...]:
    """6.9.3.4: a vanguard associated with 着装 units gains all of their abilities, held as if
    printed on it (7.14.1: 「このユニット」 is the vanguard) — its automatic and activated ones;
    the continuous ones apply from the worn unit with the vanguard as holder (``_continuous``)."""
    from ruling.games._vg.dress import worn_by

    if c.states.get("wearing"):
        return ()
    out: list[Ability] = []
    for k, w in enumerate(worn_by(ctx, c.uid)):
        for ab in programs(ctx, w.uid):
            if ab.program is None or ab.program.kind == "continuous":
                continue
            out.append(replace(ab, index=WORN + WORN_STEP * k + ab.index))
    return tuple(out)


def is_worn_ability(index: int) -> bool:
    """Whether an ability's index is one a vanguard gained from a 着装 unit (6.9.3.4)."""
    return index >= WORN


def meant_keyword(skill: str) -> bool:
    """Whether a skill a scenario gives is a keyword run as the ability it means
    (``selectors.KEYWORD_MEANING_CLAUSES``), by id or as printed (no compiler loaded to tell)."""
    from grammar.keywords import lookup
    from ruling.games._vg.selectors import KEYWORD_MEANING_CLAUSES

    k = lookup("vg", skill)
    return skill in KEYWORD_MEANING_CLAUSES or (k is not None and k.id in KEYWORD_MEANING_CLAUSES)


def _not_lost(ctx: Ctx, uid: str, abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """Leaves out the abilities the card lost by 「この能力を失う」 (7.14.2; effect ``ability_lost``
    naming the ability's index)."""
    every = [e.id for e in ctx.state.effects if e.target == uid and e.stat == "abilities_lost"]
    if every:
        # 「すべての能力を失う」 (7.14.2): the abilities it had are gone; one given by an effect
        # after the loss is had (11.11.1.5 applies gains and losses in their order, 11.11.3)
        last = max(every)
        abilities = tuple(
            ab for ab in abilities if GRANTED <= ab.index < 2 * GRANTED and _given_after(ab, last)
        )
    lost = {e.value for e in ctx.state.effects if e.target == uid and e.stat == "ability_lost"}
    return tuple(ab for ab in abilities if ab.index not in lost) if lost else abilities


def _given_after(ab: Ability, loss: int) -> bool:
    """Whether an ability given by an effect (index ``GRANTED + 10 * effect id + k``) came from
    an effect later than the effect ``loss``."""
    return (ab.index - GRANTED) // 10 > loss


def abilities_lost(ctx: Ctx, uid: str) -> bool:
    """Whether the card is under a 「すべての能力を失う」 effect now (7.14.2)."""
    return any(e.target == uid and e.stat == "abilities_lost" for e in ctx.state.effects)


def printed_lost(ctx: Ctx, uid: str, kind: str) -> tuple[str, ...]:
    """When the card's printed text holds an ability of ``kind`` (``activated``, ``auto`` …)
    that it does not have now because its printed text is lost — a deleted unit (7.32.2) or
    one that lost every ability (7.14.2) — the clause that takes it away; else ()."""
    c = ctx.card(uid)
    if c is None or not c.text:
        return ()
    why = (
        ("7.32.2",) if c.states.get("deleted") else ("7.14.2",) if abilities_lost(ctx, uid) else ()
    )
    if not why or not any(ab.kind == kind for ab in abilities_of("vg", c)):
        return ()
    return why


def lost_changes(ctx: Ctx, uid: str, stat: str) -> tuple[str, ...]:
    """When the card has lost every ability (7.14.2) and one of its printed continuous abilities
    would change ``stat``: the loss is applied before the change would be (11.11.1.5 before
    11.11.1.6 / 11.11.1.7 / 11.11.1.9) — the clauses by which the value is without it; else ()."""
    c = ctx.card(uid)
    if c is None or not c.text or not abilities_lost(ctx, uid):
        return ()
    steps = [
        op
        for ab in abilities_of("vg", c)
        if ab.program is not None and ab.program.kind == "continuous"
        for op in ab.program.steps
        if op.stat == stat
    ]
    if not steps:
        return ()
    later = {"11.11.1.9" if op.set_to else "11.11.1.7" for op in steps}
    return ("11.11.1", "11.11.1.5", *sorted(later), "7.14.2")


def _order_parts(p: Program) -> list[Program]:
    return [x[1] for x in p.params if isinstance(x, tuple) and len(x) == 2 and x[0] == "order"]


def given_there(ctx: Ctx, uid: str) -> tuple[Ability, ...]:
    """The abilities given to a card on the field it has since left (its last-known
    information): a trigger on its leaving reads them as they were there (11.9.6.1.2)."""
    lk = ctx.last_known(uid)
    return tuple(lk.info.get("granted", ())) if lk is not None else ()


_GRANT = frozenset({"grant"})
_STAT = frozenset({"stat"})
GRANTED = 1000  # the indices of given abilities start here (printed ones count from 0)
ORDER_PART = 500  # an order's text printed after a continuous ability: that ability's index + this


def granted(ctx: Ctx, c: Card) -> tuple[Ability, ...]:
    out: list[Ability] = []
    for e in ctx.state.effects:
        if e.target == c.uid and e.stat == "grant" and isinstance(e.value, str):
            for k, ab in enumerate(_abilities_of_text(e.value)):
                out.append(replace(ab, index=GRANTED + 10 * e.id + k))
    if not _computing:
        for src, ab, rt in _continuous(ctx, _GRANT):
            for j, op in enumerate(ab.program.steps):
                if op.verb != "grant" or op.target is None or not holds(rt, op.cond):
                    continue
                if c.uid not in targets_while_computing(rt, op.target):
                    continue
                # here only (a board with no card text loads no card-text compiler, ruling/lazy.py)
                from ruling.games._vg.cardtext import SHARING_MEANINGS

                for k, (text, prog) in enumerate(op.modes):
                    key = zlib.crc32(f"{src.uid}|{ab.index}|{j}|{k}".encode()) % 100000
                    if prog.keyword is None and ab.program.keyword in SHARING_MEANINGS:
                        # an ability a keyword shares (旋律 14.41.2): held as that keyword's, so
                        # its trigger and resolution cite the keyword's clauses (meaning_clauses)
                        prog = replace(prog, keyword=ab.program.keyword)
                    out.append(
                        Ability(
                            text, prog.kind, True, ast=None, program=prog, index=2 * GRANTED + key
                        )
                    )
    return tuple(out)


def ultimate_stride(ctx: Ctx, uid: str) -> bool:
    """Whether the card's stride skill is an ultimate stride skill (究極超越, 14.13)."""
    return any(
        ab.program is not None
        and ab.program.kind == "keyword"
        and ab.program.keyword == "stride_skill"
        and ("ultimate", True) in ab.program.params
        for ab in programs(ctx, uid)
    )


def stride_skill(ctx: Ctx, uid: str) -> tuple[str, int, int] | None:
    """The step a card's stride skill names, the grade total of its cost and the number of hand
    cards a cost 「手札からカードをN枚捨てる」 discards (0: a grade total) (14.12.3), read from its
    text; None when it has no stride skill the engine read."""
    for ab in programs(ctx, uid):
        p = ab.program
        if p is not None and p.kind == "keyword" and p.keyword == "stride_skill":
            d = dict(p.params)
            return str(d["timing"]), int(d["grade_total"]), int(d.get("discard_count") or 0)
    return None


def g_guardian_skill(ctx: Ctx, uid: str) -> Ability | None:
    """A card's G guardian skill (14.16.1: 【Ｇガーディアン】-相手ターンのガードステップ-…), as the
    engine read it (its program None when refused); None when it has none."""
    for ab in programs(ctx, uid):
        p = ab.program
        if p is not None and p.kind == "keyword" and p.keyword == "g_guardian":
            return ab
    c = ctx.card(uid)
    for ab in programs(ctx, uid) if c is not None else ():
        if ab.program is None and ab.text.lstrip().startswith(
            ("【Ｇガーディアン】", "【Gガーディアン】")
        ):
            return ab
    return None


def stride_grade(ctx: Ctx, uid: str) -> tuple[int, str] | None:
    """The grade a card may count as in the stride cost by its own continuous ability working
    now (【手札】「あなたが【超越】のコストを払う際、このカードをグレード３として捨ててよい」), with
    that ability's text."""
    for c, ab, _rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb == "stride_grade" and c.uid == uid and op.n is not None:
                return op.n, ab.text
    return None


@lru_cache(maxsize=64)
def held_abilities(text: str) -> tuple[Ability, ...]:
    """The abilities of a text a player holds (「あなたは『…』を得る」), read as when given
    (``steps.held_program``: with no marker, continuous)."""
    from grammar.parse import parse_card
    from ruling.cardtext.steps import held_program
    from ruling.games._vg.cardtext import compile_ability

    card = parse_card(text, "vg").card
    out = []
    for k, q in enumerate(card.abilities if card is not None else ()):
        prog = held_program(q, compile_ability)
        out.append(Ability(text, prog.kind, True, program=prog, index=GRANTED + k))
    return tuple(out)


def _abilities_of_text(text: str) -> tuple[Ability, ...]:
    from ruling.abilities import _abilities

    return tuple(a for a in _abilities("vg", text, None) if a.supported)


# --------------------------------------------------------------------------- continuous

_computing: list[bool] = []
# while the continuous abilities are worked out: the skills given so far (11.11.1.5), by uid
_layer_gains: list[dict[str, set[str]]] = []


def _skills_now(ctx: Ctx, card: Card) -> set[str]:
    """A unit's skills for a condition: while the continuous abilities are being worked out,
    the printed ones, those effects gave and those the abilities applied so far gave."""
    if not _computing:
        from ruling.games._vg.common import skills

        return skills(ctx, card)
    out = set(card.extra.get("skills", ()))
    for ab in programs(ctx, card.uid):
        p = ab.program
        # a keyword line, or a keyword printed before an ability (「【永】：旋律－…」, 14.41.1)
        if p is not None and p.kind in ("keyword", "continuous", "event") and p.keyword:
            out.add(p.keyword)
    for e in ctx.state.effects:
        if e.target == card.uid and e.stat == "skill" and e.op == "add":
            out.add(str(e.value))
    if _layer_gains:
        out |= _layer_gains[-1].get(card.uid, set())
    return out


def targets_while_computing(rt: Rt, sel: Any) -> list[str]:
    """The units a continuous ability that gives abilities reaches, read as the continuous
    abilities are worked out (``_skills_now``): a target named by a skill (「旋律を持つあなたのユニット
    すべて」, 14.41.2) is read from the skills the units have before the abilities given (11.11.1.5,
    11.11.3) — else the target would ask for the abilities it gives, and so for itself."""
    _computing.append(True)
    try:
        return list(resolve_sel(rt, sel))
    finally:
        _computing.pop()


def _gives(ab: Ability) -> bool:
    return any(op.verb == "gain" for op in ab.program.steps)


def _with_verb(ab: Ability, verbs: frozenset[str] | None) -> bool:
    return verbs is None or any(op.verb in verbs for op in ab.program.steps)


def _continuous(ctx: Ctx, verbs: frozenset[str] | None = None) -> list[tuple[Card, Ability, Rt]]:
    """Every continuous ability working now (11.1.1.3, 11.4.4) whose condition holds. Those that
    give abilities come first (11.11.1.5), worked out until none changes: one whose condition
    holds only because another gave a skill depends on it and comes after it (11.11.3).
    ``verbs``: only the abilities with a step of one of these verbs (the caller reads no other),
    so that the others' conditions are not read; those that give skills are still worked out
    first, as the ones kept may hold only with the skills they give."""
    if _computing:
        return []  # a condition asked for a value: rules values only
    if _naming or _worlding or _GAINING:
        return _continuous_now(ctx, verbs)
    # read with no guard of a caller's up: the state's alone, worked out once in a read scope
    # (a card's abilities given by continuous abilities, ``granted``, asked for every card)
    return ctx.read_once(("vg.continuous", verbs), lambda: _continuous_now(ctx, verbs))


def _continuous_now(ctx: Ctx, verbs: frozenset[str] | None) -> list[tuple[Card, Ability, Rt]]:
    _computing.append(True)
    try:
        found = _working(ctx, verbs)
        if not any(_gives(ab) for _c, ab, _rt in found):
            return [x for x in found if _with_verb(x[1], verbs) and holds(x[2], x[1].program.cond)]
        gains: dict[str, set[str]] = {}
        on: list[tuple[Card, Ability, Rt]] = []
        _layer_gains.append(gains)
        try:
            changed = True
            while changed:  # each round may only add abilities: it ends
                changed = False
                for x in found:
                    c, ab, rt = x
                    if not _gives(ab) or x in on or not holds(rt, ab.program.cond):
                        continue
                    if gains:
                        _layer_gains.append({})
                        try:  # its condition holds only with the skills given before it
                            rt.data["depends"] = not holds(rt, ab.program.cond)
                        finally:
                            _layer_gains.pop()
                    on.append(x)
                    changed = True
                    for op in ab.program.steps:
                        if op.verb == "gain" and op.target is not None and holds(rt, op.cond):
                            for u in resolve_sel(rt, op.target):
                                gains.setdefault(u, set()).add(op.skill or "")
            rest = [
                x
                for x in found
                if not _gives(x[1]) and _with_verb(x[1], verbs) and holds(x[2], x[1].program.cond)
            ]
        finally:
            _layer_gains.pop()
        return [x for x in on if _with_verb(x[1], verbs)] + rest
    finally:
        _computing.pop()


_KEPT_VERBS = frozenset({"gain", "grant"})


def _working(ctx: Ctx, verbs: frozenset[str] | None = None) -> list[tuple[Card, Ability, Rt]]:
    """Every continuous ability in a zone where it works (11.4.4), conditions not checked
    (abilities an effect gave included). ``verbs``: only those with a step of one of these verbs,
    or that give skills or abilities (those are worked out first, and an ability a continuous
    ability gives may have the verbs asked: ``_continuous``, ``_granted_continuous``)."""
    wanted = None if verbs is None else verbs | _KEPT_VERBS
    out = []
    given = {e.target for e in ctx.state.effects if e.stat == "grant"}
    for pl in ctx.state.order():
        for z, cards in ctx.state.players[pl].zones.items():
            if not cards:
                continue
            for c in stated_cards(cards, given):
                if not (c.text or c.uid in given or c.extra.get("skills")) or c.states.get(
                    "hearts"
                ):
                    continue
                if c.states.get("fused_under"):
                    continue  # 6.10.3.1.1: a card under a 魔獣合成 bundle's top: void
                # 6.9.3.3: a 着装 unit's abilities are void; 6.9.3.4: the vanguard it is
                # associated with has them (its own, so "this unit" is that vanguard)
                if (
                    c.uid not in given
                    and not c.extra.get("skills")
                    and not any(
                        ab.program is not None and ab.program.kind == "continuous"
                        for ab in abilities_of("vg", c)
                    )
                ):
                    # no continuous ability printed, none given by an effect: none to list
                    # (those given by a continuous ability are ``_granted_continuous``'s; a worn
                    # unit's continuous ones are its own printed ones)
                    continue
                holder = c
                if c.states.get("wearing"):
                    v = ctx.card(str(c.states["wearing"]))
                    if v is None or ctx.where(v.uid) != (pl, z) or v.states.get("wearing"):
                        continue
                    holder = v
                for ab in programs(ctx, c.uid):
                    p = ab.program
                    if p is None or p.kind != "continuous":
                        continue
                    if wanted is not None and not any(op.verb in wanted for op in p.steps):
                        continue
                    if not works_in(ctx, holder, p, pl, z):
                        continue
                    # a dominated unit's ability: the dominating fighter is its master, whom
                    # its 「あなた」 refers to (7.39.2)
                    master = dominator(ctx, holder.uid) or pl if z.startswith("field.") else pl
                    out.append((c, ab, Rt(ctx, master, holder.uid, p, ab.text)))
    out += _granted_continuous(ctx, out)
    for e in ctx.state.effects:
        if e.stat != HELD or not isinstance(e.value, str):
            continue
        # an ability a player holds (7.14.1): no card has it; "effect:ID" stands for it
        holder = Card(uid=f"effect:{e.id}", owner=e.target, name=e.source, type=HELD)
        for ab in held_abilities(e.value):
            if ab.program is not None and ab.program.kind == "continuous":
                out.append((holder, ab, Rt(ctx, e.target, None, ab.program, ab.text)))
    return out


def _granted_continuous(
    ctx: Ctx, found: list[tuple[Card, Ability, Rt]]
) -> list[tuple[Card, Ability, Rt]]:
    """The continuous abilities a continuous ability of ``found`` gives (『【永】…』を得る,
    11.11.1.5: the abilities given are worked out first, then applied as the card's own): each
    on the unit given it, where it works (11.4.4), the giving ability's condition holding — one
    level (an ability given this way that gives another is not followed)."""
    out = []
    for c, ab, rt in found:
        steps = [op for op in ab.program.steps if op.verb == "grant" and op.target is not None]
        if not steps or not holds(rt, ab.program.cond):
            continue
        # here only (a board with no card text loads no card-text compiler, ruling/lazy.py)
        from ruling.games._vg.cardtext import SHARING_MEANINGS

        for j, op in enumerate(steps):
            if not holds(rt, op.cond):
                continue
            for u in resolve_sel(rt, op.target):  # type: ignore[arg-type]
                card, w = ctx.card(u), ctx.where(u)
                if card is None or w is None:
                    continue
                for k, (text, prog) in enumerate(op.modes):
                    if prog.kind != "continuous" or not works_in(ctx, card, prog, w[0], w[1]):
                        continue
                    key = zlib.crc32(f"{c.uid}|{ab.index}|{j}|{k}".encode()) % 100000
                    if prog.keyword is None and ab.program.keyword in SHARING_MEANINGS:
                        # an ability a keyword shares (旋律 14.41.2): applied as that keyword's,
                        # so a value it changes cites the keyword's clauses (meaning_clauses)
                        prog = replace(prog, keyword=ab.program.keyword)
                    given = Ability(text, "continuous", True, program=prog, index=2 * GRANTED + key)
                    out.append((card, given, Rt(ctx, w[0], u, prog, text)))
    return out


def amount_now(rt: Rt, op: Op) -> tuple[int, bool]:
    """The amount of a stat change when it is applied: the last 「A ではなく B」 whose condition
    holds replaces it (11.3.1.3.5); True when one did."""
    amount, replaced = op.amount, False
    for cond, alt in op.instead:
        if holds(rt, cond):
            amount, replaced = alt, True
    return amount, replaced


def _step_holds(rt: Rt, cond: Any) -> bool:
    """The condition of one step of a continuous ability (「…。Xなら、さらに…」), read as the
    ability's own condition is (``_continuous``): a value it asks for is the value the rules give,
    without the continuous abilities being worked out — else a condition on a value those
    abilities change (「あなたのヴァンガードのパワーが15000以上なら」) would ask for itself."""
    if cond is None:
        return True
    _computing.append(True)
    try:
        return holds(rt, cond)
    finally:
        _computing.pop()


REPLACED = ("11.3.1.3", "11.3.1.3.5")


def text_mods(ctx: Ctx, uid: str, stat: str) -> list[tuple[int, str, str]]:
    """(amount, source uid, text) of the continuous abilities that change ``stat`` of ``uid``
    now (11.11.1.7)."""
    from ruling.games._vg.steps import _per_x

    out = []
    for c, ab, rt in _continuous(ctx, _STAT):
        for op in ab.program.steps:
            if op.verb != "stat" or op.set_to or not _step_holds(rt, op.cond):
                continue
            changes = ((op.stat, op.amount), *op.more)
            if not any(s == stat for s, _ in changes):
                continue
            assert op.target is not None
            if uid not in resolve_sel(rt, op.target):
                continue
            # 12.7.1: …につきY — for a continuous effect, X is read whenever the value is
            mult = _per_x(rt, op)[0] if op.per is not None else 1
            changes = ((op.stat, amount_now(rt, op)[0]), *op.more)
            for s, a in changes:
                if s == stat:
                    out.append((a * mult, c.uid, ab.text))
    return out


def text_sets(ctx: Ctx, uid: str, stat: str, original: bool) -> list[tuple[int, str, str]]:
    """(value, source uid, text) of the continuous abilities that make ``stat`` of ``uid``
    always N (11.11.1.9) or its original value N (``original``, 11.11.1.2) now, in the order
    the abilities are read."""
    out = []
    for c, ab, rt in _continuous(ctx, _STAT):
        for op in ab.program.steps:
            if op.verb != "stat" or not op.set_to or op.stat != stat:
                continue
            if (("original", True) in op.detail) != original or not _step_holds(rt, op.cond):
                continue
            assert op.target is not None
            if uid in resolve_sel(rt, op.target):
                from ruling.games._vg.values import Inf

                # 「∞にする」: the number 0 in the ∞ state (17.17.12.1)
                n = Inf(op.amount) if ("infinite", True) in op.detail else op.amount
                out.append((n, c.uid, ab.text))
    return out


def gained_skills(ctx: Ctx, uid: str) -> set[str]:
    """Skills a continuous ability gives ``uid`` (11.11.1.5), and the card's own keyword lines
    (守護者 …)."""
    out: set[str] = set()
    c = ctx.card(uid)
    w = ctx.where(uid)
    for ab in programs(ctx, uid):
        p = ab.program
        # a keyword line, or a keyword printed before an ability (【レガリスピース】【永】：…)
        if p is not None and p.kind in ("keyword", "continuous", "event") and p.keyword:
            if p.kind == "keyword" and p.zones and c is not None:
                # 「【永】【(R)】：ブースト」: only where its zone label says (11.4.4)
                if w is None or not works_in(ctx, c, p, w[0], w[1]):
                    continue
            out.add(p.keyword)
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb == "gain" and op.target is not None and holds(rt, op.cond):
                if uid in resolve_sel(rt, op.target) and op.skill:
                    out.add(op.skill)
    return out


def lost_skills(ctx: Ctx, uid: str) -> set[str]:
    """Skills a continuous ability takes from ``uid`` (「このユニットは『インターセプト』を失う」):
    while it applies the unit is as if it had not the icon (7.14.2). Losses are applied with the
    gains (11.11.1.5), after them here: a loss and a gain of one skill, both by continuous
    abilities, are not ordered by their timestamps (11.11.3.1)."""
    out: set[str] = set()
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb == "lose" and op.target is not None and op.skill and holds(rt, op.cond):
                if uid in resolve_sel(rt, op.target):
                    out.add(op.skill)
    return out


def lost_skill_clauses(ctx: Ctx, uid: str, skill: str) -> tuple[str, ...]:
    """The clauses of the continuous abilities that take the skill from ``uid`` now (11.11.1.5,
    7.14.2), with their conditions' clauses."""
    out: list[str] = []
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "lose" or op.skill != skill or op.target is None:
                continue
            if not holds(rt, op.cond) or uid not in resolve_sel(rt, op.target):
                continue
            cl = CONTINUOUS + where_clauses(c, ab.program) + ("11.11.1.5", "7.14.2")
            cl += cond_clauses(ab.program.cond, "continuous") if ab.program.cond else ()
            out += [x for x in cl if x not in out]
    return tuple(out)


def skill_clauses(ctx: Ctx, uid: str, skill: str) -> tuple[str, ...]:
    """The clauses of the continuous abilities that give ``uid`` the skill now (11.11.1.5), with
    11.11.3 for one that applies only after another gave a skill its condition reads."""
    out: list[str] = []
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "gain" or op.skill != skill or op.target is None:
                continue
            if not holds(rt, op.cond) or uid not in resolve_sel(rt, op.target):
                continue
            cl = CONTINUOUS + where_clauses(c, ab.program) + ("11.11.1.5", "7.14.1")
            cl += cond_clauses(ab.program.cond, "continuous") if ab.program.cond else ()
            cl += ("11.11.3",) if rt.data.get("depends") else ()
            out += [x for x in cl if x not in out]
    return tuple(out)


# a continuous ability's part said to hold under a condition (「あなたのターン中、」, 「…なら」) is
# void while the condition is not met (11.4.3): why a change it would make is not in force
UNMET_VOID = ("11.4.3",)


def unmet_skill_clauses(ctx: Ctx, uid: str, skill: str, kind: str = "skill") -> tuple[str, ...]:
    """The clauses of the continuous abilities that would give ``uid`` the skill (11.11.1.5) —
    with ``kind`` ``ability``: an ability of the kind ``skill`` names (『【起】…』を得る) — but
    whose condition is not met now: what their condition read (a column, 4.9.1.2 …) is why the
    unit does not have it."""
    out: list[str] = []
    for c, ab, rt in _working(ctx):  # working where they are (11.4.4), condition or not
        for op in ab.program.steps:
            if op.target is None:
                continue
            if kind == "skill" and (op.verb != "gain" or op.skill != skill):
                continue
            if kind == "ability" and (
                op.verb != "grant" or not any(pr.kind == skill for _t, pr in op.modes)
            ):
                continue
            cond = op.cond if op.cond is not None and not holds(rt, op.cond) else None
            if cond is None and ab.program.cond is not None and not holds(rt, ab.program.cond):
                cond = ab.program.cond
            if cond is None or uid not in resolve_sel(rt, op.target):
                continue
            cl = CONTINUOUS + where_clauses(c, ab.program) + ("11.11.1.5",) + UNMET_VOID
            out += [x for x in cl + cond_clauses(cond, "continuous") if x not in out]
    return tuple(out)


def _skill_part(cond: Cond | None) -> tuple[Cond, str] | None:
    """The part of a condition that reads a skill a unit has (…が『トリプルドライブ』を持つ)."""
    if cond is None:
        return None
    if cond.what == "match" and cond.filt is not None and cond.filt.has:
        return cond, cond.filt.has[0]
    return next((x for p in cond.parts if (x := _skill_part(p)) is not None), None)


def gained_skill_clauses(ctx: Ctx, rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition that reads a skill a continuous ability gives the vanguard: that ability is
    applied first (11.11.1, 11.11.1.5); its clauses."""
    part = _skill_part(cond)
    if part is None:
        return ()
    c, skill = part
    cl: tuple[str, ...] = ()
    for u in resolve_sel(rt, c.sel) if c.sel is not None else []:
        cl += skill_clauses(ctx, u, skill)
    return ("11.11.1", "11.11.1.5", *cl) if cl else ()


def persona_from(ctx: Ctx, card: Card, old: Card | None, normal: bool = True) -> tuple[str, ...]:
    """The clauses of this card's own 「…からノーマルライドしてもペルソナライドになる」 when ``old``
    (the vanguard it rode upon) matches it and the ride is a normal ride from the hand
    (``normal``), or its 「…からライドしても」 (``any_ride``) on any ride (6.3.2); () when it does
    not apply."""
    if old is None:
        return ()
    for ab in programs(ctx, card.uid):
        p = ab.program
        if p is None or p.kind != "continuous" or p.zones:
            continue
        for op in p.steps:
            if op.verb == "persona_from" and op.target is not None:
                anyride = dict(op.detail).get("any_ride", False)
                if (normal or anyride) and matches(ctx, old, op.target, card.uid):
                    return CONTINUOUS + ("11.4.4.1", "1.3.1") + (("6.3.2",) if anyride else ())
    return ()


def replacements(ctx: Ctx) -> list[Effect]:
    """Replacement effects of the continuous abilities in force (11.3.1.3.1 「[行動A]する際、
    かわりに[行動B]する」), for the core to apply to the actions they name (11.12)."""
    out: list[Effect] = []
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "replace" or op.target is None or op.dest is None:
                continue
            for u in resolve_sel(rt, op.target):
                card = ctx.card(u)
                if card is None:
                    continue
                if op.dest.startswith("do:") and op.optional and op.skill:
                    # かわりに【ソウルブラスト】(1)してよい。そうしたら、… (11.3.1.3.2, 11.12.3)
                    value: Any = {
                        "do": op.dest[3:],
                        "choice": {"do": op.skill, "amount": op.n, "player": card.owner},
                    }
                elif op.dest.startswith("do:"):
                    value = op.dest[3:]
                else:
                    value = {"do": "move", "to": op.dest, "player": card.owner}
                    if op.pos == "bottom":
                        value["pos"] = "bottom"
                by = dict(op.detail).get("by")
                if by is not None:
                    # 「（相手の|あなたの）カードの効果で…する際」: only the event a card's effect
                    # (of that player) makes (the core's ``only_by``)
                    who = {"opponent": ctx.state.opponent(card.owner), "you": card.owner}
                    effect = by.endswith("_effect")  # 「相手の効果で」: no card needed
                    value = {
                        **value,
                        "only_by": who.get(by.removesuffix("_effect"), "*"),
                        **({"any_effect": True} if effect else {}),
                    }
                key = f"{c.uid}|{ab.index}|{u}"
                out.append(
                    Effect(
                        id=-(zlib.crc32(key.encode()) + 1),
                        target=u,
                        stat=op.stat or "",
                        op="replace",
                        value=value,
                        source=f"{label(ctx, c.uid)}: {ab.text}",
                        card=c.uid,
                        # 「…する際、かわりに[選択]してよい。そうしたら、…」 is a selective replacement
                        # (11.3.1.3.2), applied only when its choice can be carried out (11.12.3)
                        clauses=CONTINUOUS
                        + where_clauses(c, ab.program)
                        + (
                            ("11.3.1.3.2", "11.12.3")
                            if isinstance(value, dict) and "choice" in value
                            else ("11.3.1.3.1",)
                        ),
                    )
                )
    from ruling.games._vg.buddy import soul_guard_replacements

    return out + soul_guard_replacements(ctx)  # ソウルガード (17.17.9.1)


def _may_forbid(ctx: Ctx) -> bool:
    """Is there a card whose printed text holds a modal step (``forbid_act``)? A cheap look
    before the continuous abilities are worked out at every action (``modal_prohibitions``; an
    ability given by an effect is not looked for)."""
    for pl in ctx.state.players.values():
        for cards in pl.zones.values():
            for c in cards:
                if c.text and any(
                    ab.program is not None
                    and ab.program.kind == "continuous"
                    and any(op.verb == "forbid_act" for op in ab.program.steps)
                    for ab in abilities_of("vg", c)
                ):
                    return True
    return False


def modal_prohibitions(ctx: Ctx) -> list[Effect]:
    """The prohibitions the continuous abilities in force put on fighters now (【永】「相手は
    カードを引けない」, ``ruling.cardtext.modal``; 11.1.1.3, 1.3.3), for the core's action check
    (``Game.prohibitions``)."""
    from ruling.cardtext.modal import modal_of_detail, players

    if not _may_forbid(ctx):
        return []
    out: list[Effect] = []
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "forbid_act" or op.target is not None or not _step_holds(rt, op.cond):
                continue
            m = rt.master
            for who in players(op.performer, m, ctx.state.opponent(m)):
                key = f"{c.uid}|{ab.index}|{who}|{op.stat}"
                out.append(
                    Effect(
                        id=-(zlib.crc32(key.encode()) + 1),
                        target=who,
                        stat=str(op.stat),
                        op="prohibit",
                        value="modal",
                        source=f"{label(ctx, c.uid)}: {ab.text}",
                        card=c.uid,
                        clauses=CONTINUOUS
                        + where_clauses(c, ab.program)
                        + ("1.3.3", *modal_of_detail(op.detail)["clauses"]),
                    )
                )
    return out


def energy_limit(ctx: Ctx, player: str) -> tuple[int | None, str | None]:
    """3.1.3.1: energy has no upper limit unless an effect sets one: an effect in force on the
    player (a scenario's ``{target: B, stat: energy_limit, op: set|param, value: 5}``, the
    latest wins; its source is ``effect:<id>``) or a continuous ability of a card."""
    set_on_player = [
        e
        for e in ctx.state.effects
        if e.target == player and e.stat == "energy_limit" and e.op in ("set", "param")
    ]
    if set_on_player:
        e = max(set_on_player, key=lambda e: e.id)
        return int(e.value), f"effect:{e.id}"
    for c, ab, rt in _continuous(ctx, frozenset({"energy_limit"})):
        for op in ab.program.steps:
            if op.verb == "energy_limit" and rt.master == player and holds(rt, op.cond):
                return op.n, c.uid
    return None, None


def _dominion_applied(ctx: Ctx, master: str, uids: list[str]) -> tuple[str, ...]:
    """A change an ability of ``master`` makes on the units it names, one of them a unit
    ``master`` dominates: an effect on units the dominating fighter is master of applies to it
    (7.39.2, 7.39.2.2)."""
    from ruling.games._vg.dominate import dominated

    doms = {u for u, by, orig in dominated(ctx) if by == master and orig != master}
    return ("7.39.2", "7.39.2.2") if doms & set(uids) else ()


def _row_left_out(ctx: Ctx, master: str, s: Sel | None, uids: list[str]) -> tuple[str, ...]:
    """A description of ``master``'s units by row (「あなたの前列のユニット」) that does not name
    a unit ``master`` dominates among ``uids``: it is in neither row for it (7.39.3, 7.39.3.3)."""
    from ruling.games._vg.dominate import dominated
    from ruling.games._vg.selectors import _ROW_GROUPS

    if s is None or s.owner != "you" or not any(z in _ROW_GROUPS for z in s.zones):
        return ()
    if any(z in ("vanguard", "guardian") for z in s.zones):
        return ()
    doms = {u for u, by, orig in dominated(ctx) if by == master and orig != master}
    return ("7.39.3", "7.39.3.3") if doms & set(uids) else ()


def text_clauses(ctx: Ctx, uids: list[str], stat: str | None = None) -> tuple[str, ...]:
    """The clauses of the continuous abilities that change these units' values now (only
    ``stat`` when given)."""
    from ruling.games._vg.steps import per_clauses

    out: list[str] = []
    for c, ab, _rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "stat" or not holds(_rt, op.cond):
                continue  # a change whose 「…なら」 is not met is not in force (text_mods)
            if stat is not None and stat not in (op.stat, *(s for s, _a in op.more)):
                continue
            named = resolve_sel(_rt, op.target) if op.target is not None else []
            if not any(u in named for u in uids):
                # the dominating fighter's row description leaves a dominated unit out (7.39.3,
                # 7.39.3.3): why the change is not on it
                out += [x for x in _row_left_out(ctx, _rt.master, op.target, uids) if x not in out]
                continue
            cl = CONTINUOUS + where_clauses(c, ab.program) + master_clauses(ctx, c.uid)
            cl += _dominion_applied(ctx, _rt.master, [u for u in uids if u in named])
            if not op.set_to:
                cl += ("11.11.1.7",)
            else:
                cl += ("11.11.1.2",) if ("original", True) in op.detail else ("11.11.1.9",)
            cl += ("11.8.3.1.3",) if op.more else ()
            cl += dict(op.detail).get("unsaid", ())  # 「パワー＋5000」: this unit (11.8.5.3)
            cl += per_clauses(op)
            if op.instead and amount_now(_rt, op)[1]:
                cl += REPLACED + tuple(
                    x
                    for cond, _a in op.instead
                    if cond is not None
                    for x in cond_clauses(cond, "continuous")
                )
            cl += cond_clauses(ab.program.cond, "continuous") if ab.program.cond else ()
            cl += name_clauses(_rt, ab.program.cond)
            cl += gained_skill_clauses(ctx, _rt, ab.program.cond)
            cl += ("6.9.3.4", "6.9.3.4.1") if c.states.get("wearing") else ()
            # what the description of the units changed rests on (「このユニットと同じ縦列の」:
            # 4.9.1.1, 4.9.1.2; 「リアガード」: 4.9.2.6 …), as a one-shot effect's step cites it
            from ruling.games._vg.selectors import sel_clauses

            cl += sel_clauses(op.target)
            if op.target is not None and op.target.marked is not None:
                # 「「X」マーカーが置かれているサークルにいる」: where each marker is (15.8.2.3)
                from ruling.games._vg.selectors import marked_clauses

                cl += marked_clauses(ctx, op.target.marked, uids)
            # and what the cards counted rest on (「『ハッピー・トイズ』を持つ…１体につき」: a keyword
            # with no effect of its own, 14.60.2)
            cl += sel_clauses(op.per)
            out += [x for x in cl if x not in out]
    out += [x for x in _idle_here(ctx, uids, stat) if x not in out]
    out += [x for x in _left_the_group(ctx, uids, stat) if x not in out]
    # several 'always N' effects on one value: the order they came in decides (11.11.3.1)
    from ruling.games._vg.values import set_order_clauses

    for uid in uids:
        for st_ in (stat,) if stat is not None else ("power", "shield", "critical"):
            out += [x for x in set_order_clauses(ctx, uid, st_) if x not in out]
    return tuple(out)


# the attribute of a circle a unit stands on (4.9.2.3 the vanguard circle, 4.9.2.4 the guardian
# circle, 4.9.2.5 the others): the word 4.9.2.6 makes 「ヴァンガード」 / 「ガーディアン」 / 「リアガード」
def _attribute(circle_name: str | None) -> str | None:
    if circle_name is None:
        return None
    return circle_name if circle_name in ("vanguard", "guardian") else "rearguard"


def _left_the_group(ctx: Ctx, uids: list[str], stat: str | None) -> tuple[str, ...]:
    """Why a continuous effect on a described group (「相手のリアガードすべてのシールド－5000」) no
    longer changes ``stat`` of a unit that was in the group when the situation began: the unit
    now stands on a circle of another attribute (an intercepting rear-guard now on the guardian
    circle), and the description with its attribute word read as the unit's new one would take
    it — the word alone keeps it out. The step reading the value rests on what that word means,
    4.9.2.6 (「…その語に対応する属性であるサークルに置かれているユニットを指します」)."""
    from ruling.games._vg.selectors import sel_clauses

    out: tuple[str, ...] = ()
    for uid in uids:
        w, was = ctx.where(uid), ctx.where_given(uid)
        if w is None or was is None or w[0] != was[0]:
            continue
        now, then = _attribute(circle_of(w[1])), _attribute(circle_of(was[1]))
        if now is None or then is None or now == then:
            continue
        for _c, ab, rt in _continuous(ctx, frozenset({"stat"})):
            for op in ab.program.steps:
                t = op.target
                if op.verb != "stat" or t is None or t.ref is not None:
                    continue
                if stat is not None and stat not in (op.stat, *(s for s, _a in op.more)):
                    continue
                if then not in t.kinds or now in t.kinds:
                    continue
                if not holds(rt, op.cond) or uid in resolve_sel(rt, t):
                    continue
                kinds = tuple(now if k == then else k for k in t.kinds)
                if uid in resolve_sel(rt, replace(t, kinds=kinds)):
                    out += tuple(x for x in sel_clauses(t) if x not in out)
    return out


def _idle_here(ctx: Ctx, uids: list[str], stat: str | None) -> tuple[str, ...]:
    """Why a unit's own continuous ability that would change its ``stat`` (「このユニットのシールド
    ＋5000」) does not: its 【…】 names zones the unit is not in now (11.4.4: 「【 】の中に記載されて
    いる領域でのみ有効です」) — an intercepting rear-guard on the guardian circle, a 【(V)】 ability on a
    rear-guard. The clause read to conclude the value is the printed one (round 39)."""
    out: tuple[str, ...] = ()
    for uid in uids:
        c = ctx.card(uid)
        w = ctx.where(uid)
        if c is None or w is None or not c.text:
            continue
        for ab in abilities_of("vg", c):  # printed ones (what it gains is worked out apart)
            p = ab.program
            if p is None or p.kind != "continuous" or not p.zones:
                continue
            if works_in(ctx, c, p, w[0], w[1]):
                continue
            if any(
                op.verb == "stat"
                and op.target is not None
                and op.target.ref == "this"
                and (stat is None or stat in (op.stat, *(s for s, _a in op.more)))
                for op in p.steps
            ):
                out += tuple(x for x in where_clauses(c, p) if x not in out)
    return out


def info_read(ctx: Ctx, uid: str, stat: str) -> tuple[str, ...]:
    """The keys of the fighters' information (``Cond("player_info")``: 世界, 7.43.1) that the
    condition of a continuous change of ``uid``'s ``stat`` reads, met or not, and the record
    markers (15.8) it counts — each as a touch-log ref (``var:KEY``), and the gauge cards it
    counts (「このユニットのゲージが２枚以上なら」, 4.15.3.1) as their uids: a step that kept them a
    unit's gauge as it moved (4.15.3.2) decided the value too. Read as the continuous abilities are worked out (``_computing``):
    a condition on a skill an ability gives (「旋律を持つ」, 14.41.2) reads the skills given so far,
    not the abilities again."""
    if _computing:
        return ()
    _computing.append(True)
    try:
        return _info_read(ctx, uid, stat)
    finally:
        _computing.pop()


def _info_read(ctx: Ctx, uid: str, stat: str) -> tuple[str, ...]:
    from ruling.games._vg.common import vkey

    out: list[str] = []
    for _c, ab, rt in _working(ctx):
        if not any(
            op.verb == "stat"
            and op.target is not None
            and stat in (op.stat, *(x for x, _a in op.more))
            for op in ab.program.steps
        ):
            continue
        todo = [ab.program.cond] if ab.program.cond is not None else []
        infos = []
        # the record markers it counts (「あなたの龍樹マーカー１つにつき」, 「…マーカーが２つ以上なら」:
        # 15.8): the steps that put, moved or erased them (15.8.4) decided the value too
        counted = [op.per for op in ab.program.steps if op.per is not None and op.per.marker]
        gauges: list[Sel] = []
        while todo:
            c = todo.pop()
            todo += list(c.parts)
            if c.what == "player_info" and c.verb:
                infos.append(c)
            if c.what == "count" and c.sel is not None and c.sel.marker:
                counted.append(c.sel)
            if c.what == "count" and c.sel is not None and c.sel.gauge and c.sel.on:
                gauges.append(c.sel)
        gauges += [op.per for op in ab.program.steps if op.per is not None and op.per.gauge]
        if not infos and not counted and not gauges:
            continue
        if not any(
            uid in resolve_sel(rt, op.target)
            for op in ab.program.steps
            if op.verb == "stat" and op.target is not None
        ):
            continue
        for c in infos:
            who = rt.master if c.owner in (None, "you") else ctx.state.opponent(rt.master)
            key = f"var:{vkey(c.verb or '', who)}"
            if key not in out:
                out.append(key)
        for sel in gauges:
            out += [u for u in resolve_sel(rt, sel) if u not in out]
        from ruling.games._vg.markers import KEY

        for sel in counted:
            for who in ctx.state.order():
                if sel.owner == "you" and who != rt.master:
                    continue
                if sel.owner == "opponent" and who == rt.master:
                    continue
                if f"var:{vkey(KEY, who)}" not in out:
                    out.append(f"var:{vkey(KEY, who)}")
    return tuple(out)


def unmet_mods(ctx: Ctx, uids: list[str], stat: str) -> list[tuple[str, int, tuple[str, ...]]]:
    """(unit, amount, clauses) of the continuous ± changes of ``stat`` working where their text
    works (11.4.4) on these units whose condition is not met now: read at step 11.11.1.7 and not
    applied (their 「…なら」, 11.2.1.1, decides that no change is in force)."""
    from ruling.games._vg.steps import _per_x

    if _computing:
        return []
    _computing.append(True)
    try:
        out = []
        for c, ab, rt in _working(ctx):
            met = holds(rt, ab.program.cond)
            for op in ab.program.steps:
                if op.verb != "stat" or op.set_to or op.target is None:
                    continue
                if met and holds(rt, op.cond):
                    continue
                amount = sum(a for s, a in ((op.stat, op.amount), *op.more) if s == stat)
                if not amount:
                    continue
                mult = _per_x(rt, op)[0] if op.per is not None else 1
                cl = CONTINUOUS + where_clauses(c, ab.program) + ("11.11.1.7",) + UNMET_VOID
                cl += master_clauses(ctx, c.uid)
                cl += cond_clauses(ab.program.cond if not met else op.cond, "continuous")
                # a condition on names that read a card of several names (12.6.2.1)
                cl += name_clauses(rt, ab.program.cond if not met else op.cond)
                for u in resolve_sel(rt, op.target):
                    if u in uids:
                        out.append((u, amount * mult, cl))
        return out
    finally:
        _computing.pop()


def text_refs(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The cards whose continuous abilities change ``uid``'s values (their moves caused it)."""
    out = []
    for stat in ("power", "critical", "shield", "drive"):
        out += [src for _a, src, _t in text_mods(ctx, uid, stat) if src not in out]
    # and what each one's condition reads (「竜炎状態のこのユニットの…」: the step that put the unit
    # in the state): the value holds because the condition does (11.4.2 / 11.2.1)
    from ruling.games._vg.selectors import cond_watch

    for _c, ab, rt in _continuous(ctx, _STAT) if out else ():
        if _c.uid in out and ab.program.cond is not None:
            out += [r for r in cond_watch(rt, ab.program.cond) if r not in out]
    return tuple(out)


def battles_with(
    ctx: Ctx, attacker: str, target: str
) -> list[tuple[list[str], str, str, tuple[str, ...]]]:
    """(units, source uid, text, clauses) of the continuous abilities making ``attacker``,
    attacking ``target``, battle more units (「このユニットが(リアガードに)アタックする際、…と
    バトルする」: an effect changing the units attacked, applied once the target is set,
    10.4.1.8); the units named, 「そのユニット」 read as the unit attacked; the clauses their
    description rests on (「そのユニットと同じ縦列の」: 4.9.1.1, 4.9.1.2)."""
    out = []
    t = ctx.card(target)
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "battle_with" or not holds(rt, op.cond) or t is None:
                continue
            assert op.target is not None
            if attacker not in resolve_sel(rt, op.target):
                continue
            d = dict(op.detail)
            if d["against"] is not None and not matches(ctx, t, d["against"], rt.source, rt):
                continue
            on = replace(rt, data={**rt.data, "that": target})
            from ruling.games._vg.selectors import sel_clauses

            out.append((resolve_sel(on, d["whom"]), c.uid, ab.text, sel_clauses(d["whom"])))
    return out
