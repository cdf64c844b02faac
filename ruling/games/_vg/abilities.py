"""Vanguard card abilities at run time: the programs of ``ruling.games._vg.cardtext`` run as
engine procedures (they yield events and requests like every procedure; the core writes the
trace).

- ``card_trigger`` / ``card_resolve``: automatic abilities printed on cards (11.1.1.2, 11.9),
  one ``AbilityDef``; they trigger on the events the Vanguard procedures emit (a ride, a call,
  an attack, a boost, a guardian, a discard, the start of a phase, the end of a battle).
- ``activate``: the ``activate`` action, playing an activated ability (11.1.1.1, 9.9.2.4,
  11.8.2).
- ``text_mods`` / ``gained_skills`` / ``energy_limit``: continuous abilities (11.1.1.3) computed
  from the cards where their text works (11.4.4) whenever a value is asked for.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from ruling.abilities import Ability, abilities_of
from ruling.cardtext.ir import Cond, CostItem, Op, Program, Sel, Trig
from ruling.core import Ctx, LastKnown
from ruling.games._vg.common import (
    BACK,
    CIRCLE_JA,
    CIRCLES,
    COLUMN,
    FRONT,
    NO,
    YES,
    card_option,
    circle,
    circle_of,
    field_units,
    find_card,
    grade,
    is_order,
    is_unit,
    label,
    open_circles,
    val,
    vanguard,
    vkey,
    where_circle,
)
from ruling.games._vg.dress import worn_by
from ruling.rules import (
    AbilityDef,
    AddEffect,
    Choose,
    Do,
    Event,
    Mark,
    Move,
    Option,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Triggered,
)
from ruling.state import Card, Effect
from ruling.zone import stated_cards

Proc = Iterator[Any]

# clauses for each kind of printed ability
AUTO = ("11.1.1.2", "11.8.3.1", "11.8.3.1.1")
ACTIVATED = ("11.1.1.1", "11.8.3.1", "11.8.3.1.1")
CONTINUOUS = ("11.1.1.3", "11.8.1")
WHERE = ("11.4.4",)


def programs(ctx: Ctx, uid: str) -> tuple[Ability, ...]:
    """A card's abilities: printed, and given to it by an effect (for its duration, 7.14.1)
    or by a continuous ability (while it applies, 11.11.1.5)."""
    c = ctx.card(uid)
    if c is None or c.states.get("locked"):
        return ()  # a locked card has no text (7.30.1.2) and refers to no card (7.30.6)
    own = abilities_of("vg", c) if c.text else ()
    # an order's text printed on the line of a continuous ability (11.8.2.4.2): its own ability
    parts = tuple(
        Ability(ab.text, "event", True, program=part, index=ab.index + ORDER_PART)
        for ab in own
        if ab.program is not None
        for part in _order_parts(ab.program)
    )
    return own + parts + granted(ctx, c)


def _order_parts(p: Program) -> list[Program]:
    return [x[1] for x in p.params if isinstance(x, tuple) and len(x) == 2 and x[0] == "order"]


GRANTED = 1000  # the indices of given abilities start here (printed ones count from 0)
ORDER_PART = 500  # an order's text printed after a continuous ability: that ability's index + this


def granted(ctx: Ctx, c: Card) -> tuple[Ability, ...]:
    out: list[Ability] = []
    for e in ctx.state.effects:
        if e.target == c.uid and e.stat == "grant" and isinstance(e.value, str):
            for k, ab in enumerate(_abilities_of_text(e.value)):
                out.append(replace(ab, index=GRANTED + 10 * e.id + k))
    if not _computing:
        for src, ab, rt in _continuous(ctx):
            for j, op in enumerate(ab.program.steps):
                if op.verb != "grant" or op.target is None or not holds(rt, op.cond):
                    continue
                if c.uid not in resolve_sel(rt, op.target):
                    continue
                for k, (text, prog) in enumerate(op.modes):
                    key = zlib.crc32(f"{src.uid}|{ab.index}|{j}|{k}".encode()) % 100000
                    out.append(
                        Ability(
                            text, prog.kind, True, ast=None, program=prog, index=2 * GRANTED + key
                        )
                    )
    return tuple(out)


def stride_skill(ctx: Ctx, uid: str) -> tuple[str, int] | None:
    """The step a card's stride skill names and the grade total of its cost (14.12.3), read
    from its text; None when it has no stride skill the engine read."""
    for ab in programs(ctx, uid):
        p = ab.program
        if p is not None and p.kind == "keyword" and p.keyword == "stride_skill":
            d = dict(p.params)
            return str(d["timing"]), int(d["grade_total"])
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


HELD = "held_ability"  # an Effect: the player ``target`` holds the ability ``value`` (a text)


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


def in_group(ctx: Ctx, player: str, zone: str, group: str) -> bool:
    c = circle_of(zone)
    if group == "vanguard":
        return c == "vanguard"
    if group == "rear":
        return c is not None and c in open_circles(ctx, player)
    if group == "back":
        return c in BACK
    if group == "front_rear":  # 【前列の(R)】: a rear-guard circle of the front row
        return c is not None and c in FRONT and c != "vanguard"
    if group in ("center_back", "left_back", "right_back", "left_front", "right_front"):
        return c == group  # 【中央後列の(R)】, 【左後列の(R)】 …: that one circle
    if group == "front":
        return c in FRONT
    if group == "guardian":
        return c == "guardian"
    return zone == group


def works_in(ctx: Ctx, card: Card, prog: Program, player: str, zone: str) -> bool:
    """11.4.4: an ability with 【(zone)】 works only there (11.4.4.2: either of 【A/B】); one with
    no zone works anywhere (11.4.4.1), a crest's only in the crest zone (11.4.4.1.1)."""
    if prog.zones:
        return any(in_group(ctx, player, zone, g) for g in prog.zones)
    if card.type in ("crest", "ride_deck_crest"):
        return zone == "crest_zone"
    return True


def where_clauses(card: Card, prog: Program) -> tuple[str, ...]:
    if card.type == HELD:
        return ("7.14.1",)  # a player's: working for as long as the player holds it
    if prog.zones:
        return ("11.4.4", "11.4.4.2") if len(prog.zones) > 1 else ("11.4.4",)
    if card.type in ("crest", "ride_deck_crest"):
        return ("11.4.4.1.1",)
    return ("11.4.4.1",)


def has_icon(ctx: Ctx, c: Card, icon: str) -> bool:
    if icon in c.extra.get("skills", ()):
        return True
    return any(ab.program is not None and icon in ab.program.icons for ab in programs(ctx, c.uid))


def _cmp(v: int, cmp: str, n: int) -> bool:
    return {"ge": v >= n, "le": v <= n, "eq": v == n, "lt": v < n, "gt": v > n}[cmp]


_KEYWORD_LABELS = {
    "regalis_piece": "レガリスピース",
    "sentinel": "守護者",
    "glitter": "煌求者",
    "happy_toys": "ハッピー・トイズ",
    "pickup_gacha": "ピックアップガチャ",
}


def _has_keyword(ctx: Ctx, c: Card, kw: str) -> bool:
    """The card has this keyword: given by the scenario (``skills``), a keyword line of its text
    (守護者), or printed as the label / prefix of one of its abilities (【レガリスピース】)."""
    if kw in c.extra.get("skills", ()):
        return True
    for ab in programs(ctx, c.uid):
        if ab.program is not None and ab.program.keyword == kw:
            return True
        node = ab.ast
        name = _KEYWORD_LABELS.get(kw, "")
        if node is not None and name:
            if (getattr(node, "prefix", None) or "").startswith(f"【{name}】"):
                return True
            if any(lb.name == name for lb in getattr(node, "labels", ())):
                return True
            if getattr(getattr(node, "keyword", None), "name", None) == name:
                return True
    return False


def _treats(ctx: Ctx, c: Card) -> list[tuple[str, bool]]:
    """(name, also) of the card's own 「このカードは「X」として扱う」 / 「としても扱う」 (continuous
    abilities of the card, 11.11.1.6) working where it is now (11.4.4: with no zone, in every
    zone, 11.4.4.1; 【山札】: only in the deck)."""
    if "として" not in (c.text or ""):
        return []
    w = ctx.where(c.uid)
    out = []
    for ab in programs(ctx, c.uid):
        p = ab.program
        if p is None or p.kind != "continuous" or p.cond is not None:
            continue
        if p.zones and (w is None or not works_in(ctx, c, p, w[0], w[1])):
            continue
        for op in p.steps:
            if op.verb == "treat" and op.name:
                out.append((op.name, ("also", True) in op.detail))
    return out


def treated_name(ctx: Ctx, c: Card) -> str | None:
    """このカードは「X」として扱う: the name the card is treated as now, else None."""
    return next((n for n, also in _treats(ctx, c) if not also), None)


TREATED = CONTINUOUS + ("11.4.4.1", "11.11.1.6")


def _play_program(ctx: Ctx, uid: str) -> tuple[Ability, Program] | None:
    for ab in programs(ctx, uid):
        p = ab.program
        if p is not None and p.kind == "event" and p.params and p.params[0][0] == "require":
            return ab, p
    return None


def order_requirement(ctx: Ctx, player: str, uid: str) -> Proc:
    """An order's own 「…ならプレイできる！」 (11.8.2.4.2): when its requirement is not met, the
    order cannot be played. True when it can."""
    got = _play_program(ctx, uid)
    if got is None or got[1].params[0][1] is None:
        return True
    ab, p = got
    cond = p.params[0][1]
    rt = Rt(ctx, player, uid, p, ab.text, {"placed": None})
    if holds(rt, cond):
        s = yield Mark(
            clauses=("11.8.2.4", "11.8.2.4.2") + cond_clauses(cond, "activated")[1:],
            watch=cond_watch(rt, cond),
            ja=f"プレイの要件を満たす: {ab.text}",
            en=f"the requirement to play it is met: {ab.text}",
        )
        return s is not None
    yield Reject(
        f"プレイの要件を満たさないため、このオーダーはプレイできません: {ab.text}",
        f"the requirement to play it is not met: this order cannot be played: {ab.text}",
        ("11.8.2.4", "11.8.2.4.2") + cond_clauses(cond, "activated")[1:],
    )
    return False


def order_play(ctx: Ctx, player: str, uid: str, cause: int | None = None) -> Proc:
    """The cost of an order's 「【コスト】[…]ことでプレイできる！」, paid when it is played
    (11.8.2.4.2; all or nothing, 11.8.2.2). True when the play goes on."""
    got = _play_program(ctx, uid)
    if got is None or not got[1].cost:
        return True
    ab, p = got
    rt = Rt(
        ctx, player, uid, p, ab.text, {"placed": None, "play": True}, why=(cause,) if cause else ()
    )
    free = _free_play(ctx, uid)
    if free is not None:
        # 「この能力はコストを払わずにプレイできる」: the cost is nothing, paid by declaring it
        # (11.7.2; the card's text over the rule, 1.3.1) — what it would have taken stays
        yield Mark(
            clauses=("11.8.2.4.2", "11.7.2", "1.3.1", *CONTINUOUS),
            caused_by=(cause,) if cause else (),
            touches=_cost_zones(rt, p.cost),
            ja=f"コストを払わずにプレイする（宣言のみで支払う）: {free}",
            en=f"played without paying its cost (paid by declaring it): {free}",
        )
        return True
    why = _payable(rt, _reduced(rt, p.cost)[0])
    if why is not None:
        yield Reject(
            f"プレイのコストを支払えないため（{why}）、プレイは取り消されます",
            f"the cost of playing it cannot be paid ({why}): the play is cancelled",
            ("11.8.2.2", "11.8.2.4", "11.8.2.4.2") + unpayable_clauses(ctx, why),
        )
        return False
    yield from pay_cost(rt, p.cost, optional=False)
    return True


def _free_play(ctx: Ctx, uid: str) -> str | None:
    """The text of the card's own continuous ability letting its order text be played without
    its cost now (its condition met), else None."""
    for c, ab, rt in _continuous(ctx):
        if c.uid != uid:
            continue
        for op in ab.program.steps:
            if op.verb == "free_play" and holds(rt, op.cond):
                return ab.text
    return None


def order_text(ctx: Ctx, player: str, uid: str, cause: int) -> Proc:
    """An order card resolving runs its own text (11.8.3.1) when it compiled; its effects are
    carried out in the order written (11.8.3.1.1)."""
    for ab in programs(ctx, uid):
        if ab.program is not None and ab.program.kind == "event":
            rt = Rt(ctx, player, uid, ab.program, ab.text, {"placed": None}, why=(cause,))
            # its cost, if any, was paid when it was played (11.8.2.4.2)
            yield from run_program(rt, ("11.8.3.1", "11.8.3.1.1"), paid=True)


def regalis_exempt(ctx: Ctx, c: Card, kind: str) -> str | None:
    """「このカードの【自】能力は、…【レガリスピース】能力を解決していても解決できる」 (the card's own
    continuous ability, no zone: it works everywhere, 11.4.4.1): its text, else None."""
    for ab in programs(ctx, c.uid):
        p = ab.program
        if p is not None and p.kind == "continuous" and not p.zones:
            if any(op.verb == "regalis_exempt" and op.skill == kind for op in p.steps):
                return ab.text
    return None


def _regalis_gate(rt: Rt, kind: str) -> Proc:
    """14.51.2.2 for an ability of a card with 【レガリスピース】 (read with a note): over the
    limit its text is not resolved, unless the card's own text says it can be (1.3.1). True when
    the ability resolves; the resolution is counted after it (``_regalis_count``)."""
    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    if c is None or not _has_keyword(ctx, c, "regalis_piece"):
        return True
    m = rt.master
    done = int(val(ctx, "regalis_resolved", m))
    rlimit = int(val(ctx, "regalis_limit", m, 1) or 1)
    rt.data["regalis_ok"] = True
    if done < rlimit:
        return True
    exempt = regalis_exempt(ctx, c, kind)
    if exempt is not None:
        s = yield Mark(
            clauses=("14.51.2.2", "1.3.1", "11.4.4.1"),
            caused_by=rt.why,
            ja=f"{m} はすでにレガリスピースを{done}回解決しているが、このカードのテキストにより"
            f"この能力は解決できる（{exempt}）",
            en=f"{m} already resolved a regalis piece {done} time(s), but this card's text lets this "
            f"ability resolve ({exempt})",
        )
        rt.why += (s,)
        return True
    rt.data["regalis_ok"] = False
    yield Mark(
        clauses=("14.51.2", "14.51.2.2", "14.51.2.2.1"),
        caused_by=rt.why,
        touches=(f"{m}.deck", f"{m}.hand"),
        note=REGALIS_ABILITY_NOTE,
        ja=f"{m} はこのゲーム中すでにレガリスピースを{done}回解決しており（上限{rlimit}）、"
        f"この能力のテキストは解決しない",
        en=f"{m} already resolved a regalis piece {done} time(s) this game (limit {rlimit}): "
        f"this ability's text is not resolved",
    )
    return False


def _regalis_count(rt: Rt) -> Proc:
    if rt.data.get("regalis_ok"):
        m = rt.master
        yield SetVar(
            key=vkey("regalis_resolved", m),
            value=int(val(rt.ctx, "regalis_resolved", m)) + 1,
            clauses=("14.51.2", "14.51.2.2"),
            ja=f"{m} はレガリスピースを持つカードの能力を解決した",
            en=f"{m} resolved an ability of a card with regalis piece",
        )


def may_have_gauge(ctx: Ctx, player: str, name: str) -> str | None:
    """An effect that lets ``player`` have ‘(name)ゲージ’ applies (7.40.7, 13.9.2): the text of
    the continuous ability, else None."""
    for _c, ab, rt in _continuous(ctx):
        if rt.master != player:
            continue
        if any(op.verb == "may_have_gauge" and op.name == name for op in ab.program.steps):
            return ab.text
    return None


def intercept_from_back(ctx: Ctx, uid: str) -> str | None:
    """「このユニットは後列からでもインターセプトできる」 applies to the unit ``uid`` now (14.4.2
    reads the front row; the text comes first, 1.3.1): the ability's text, else None."""
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "intercept_from_back" or op.target is None or not holds(rt, op.cond):
                continue
            if uid in resolve_sel(rt, op.target):
                return ab.text
    return None


def unchoosable(ctx: Ctx, uid: str, chooser: str) -> str | None:
    """「このユニットは相手のカードの効果で選べない」 applies to ``uid`` against an effect whose
    master is ``chooser`` (7.50.2: it cannot be chosen by a 選ぶ instruction of its opponent's
    card): the ability's text, else None."""
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "unchoosable" or op.target is None or not holds(rt, op.cond):
                continue
            if chooser != rt.master and uid in resolve_sel(rt, op.target):
                return ab.text
    return None


def banned(ctx: Ctx, uid: str, action: str) -> str | None:
    """Whether the unit ``uid`` is prohibited (1.3.3) from ``action`` — ``attack``,
    ``intercept``, ``boost``, or being ``attacked`` / ``boosted`` — by an effect in force
    (「そのターン中、そのユニットはインターセプトできない」) or a continuous ability that applies
    now (「このユニットはアタックされない」): the source's text, else None."""
    e = ctx.prohibition(uid, action)
    if e is not None:
        return e.source or action
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "ban" or op.stat != action or op.target is None:
                continue
            if holds(rt, op.cond) and uid in resolve_sel(rt, op.target):
                return ab.text
    return None


# the actions a unit may be prohibited from (``Op`` ``ban``), as said in the trace
BANS = {
    "attack": ("アタックできない", "cannot attack"),
    "intercept": ("インターセプトできない", "cannot intercept"),
    "boost": ("ブーストできない", "cannot boost"),
    "attacked": ("アタックされない", "cannot be attacked"),
    "boosted": ("ブーストされない", "cannot be boosted"),
}


def unretirable(ctx: Ctx, uid: str, master: str) -> str | None:
    """「このユニットは相手のカードの効果で退却しない」 applies to the unit ``uid`` against an
    effect whose master is ``master`` (a card effect of its opponent; 1.3.3): the ability's
    text, else None."""
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "unretirable" or op.target is None or not holds(rt, op.cond):
                continue
            if master != rt.master and uid in resolve_sel(rt, op.target):
                return ab.text
    return None


def _kept_from_drop(rt: Rt, us: list[str], clauses: tuple[str, ...]) -> Proc:
    """The units an effect would retire (7.18.1), or put from the field into the drop (7.18.2),
    less those a 「相手のカードの効果で退却しない」 keeps (1.3.3); a step says which."""
    kept = [
        (u, why)
        for u in us
        if circle_of((rt.ctx.where(u) or ("", ""))[1]) is not None
        and (why := unretirable(rt.ctx, u, rt.master)) is not None
    ]
    for u, why in kept:
        s = yield Mark(
            clauses=clauses + ("1.3.3", "7.18.1", "7.18.2"),
            watch=(u,),
            ja=f"{label(rt.ctx, u)} は相手のカードの効果で退却しない（{why}）",
            en=f"{label(rt.ctx, u)} is not retired by its opponent's card effects ({why})",
        )
        rt.why += (s,)
    return [u for u in us if u not in {k for k, _w in kept}]


def _chosen_order(rt: Rt, us: list[str]) -> Proc:
    """「…に望む順で置く」: the master, who performs it (11.8.5.1), says which card goes next;
    left unanswered, the order listed is taken, as an assumption (the cards are hidden)."""
    left, out = list(us), []
    while len(left) > 1:
        u = yield Choose(
            rt.master,
            "order",
            "次に置くカード（望む順）",
            "the card to put next (in the order wished)",
            tuple(card_option(rt.ctx.card(x), ctx=rt.ctx) for x in left),  # type: ignore[arg-type]
            ("11.8.5.1",),
            assume=(
                "「望む順で」置く順番が書かれていないため、並んでいる順に置くものとした",
                "the order 「望む順で」 is not given: the cards are put in the order listed",
            ),
        )
        out.append(u)
        left.remove(u)
    return out + left


def _choosable(rt: Rt, cands: list[str], clauses: tuple[str, ...]) -> Proc:
    """The candidates of a 選ぶ instruction of this effect, less those that cannot be chosen by
    it (7.50.2); a step says which were left out."""
    out = [u for u in cands if unchoosable(rt.ctx, u, rt.master) is None]
    if len(out) < len(cands):
        left = [u for u in cands if u not in out]
        s = yield Mark(
            clauses=clauses + ("7.50.2",),
            watch=tuple(left),
            ja=f"{'、'.join(label(rt.ctx, u) for u in left)} は相手のカードの効果で選べないため、選ぶ対象にならない",
            en=f"{', '.join(label(rt.ctx, u) for u in left)} cannot be chosen by its opponent's card effects",
        )
        rt.why += (s,)
    return out


def ride_prohibited(ctx: Ctx, player: str, card: Card) -> str | None:
    """「あなたは「リィエル」を含まないグレード３以上にライドできず」: a continuous prohibition on
    ``player`` riding ``card`` (1.3.3); its text, else None."""
    for _c, ab, rt in _continuous(ctx):
        if rt.master != player:
            continue
        for op in ab.program.steps:
            if op.verb == "no_ride" and op.target is not None:
                if matches(ctx, card, op.target, rt.source):
                    return ab.text
    # 「このカードは「X」を含むグレード３からのみライドできる」: the card's own text, wherever it
    # is (11.4.4.1), on the vanguard it would be ridden on
    old = vanguard(ctx, player)
    for ab in programs(ctx, card.uid):
        for op in ab.program.steps if ab.program is not None else ():
            if op.verb == "ride_only_from" and op.target is not None:
                if old is None or not matches(ctx, old, op.target, card.uid):
                    return ab.text
    return None


def mate_unit(ctx: Ctx, c: Card) -> str | None:
    """The name X of the card's 【メイトユニット】－「X」 (14.54), else None."""
    for ab in programs(ctx, c.uid):
        p = ab.program
        if p is not None and p.kind == "keyword" and p.keyword == "mate_unit":
            return str(dict(p.params)["name"])
    return None


MATE = ("14.54.1", "14.54.2", "1.3.3")


def mate_call_refused(ctx: Ctx, player: str, c: Card) -> str | None:
    """14.54.2: a mate unit is not called unless its master's vanguard contains its name: the
    name when the call is refused, else None."""
    name = mate_unit(ctx, c)
    if name is None:
        return None
    v = vanguard(ctx, player)
    if v is not None and any(name in n for n in names_of(ctx, v)):
        return None
    return name


def no_play(ctx: Ctx, c: Card) -> str | None:
    """「このカードはプレイできない」 (a continuous ability of the card with no zone, so working
    wherever it is, 11.4.4.1): its text, else None."""
    for ab in programs(ctx, c.uid):
        p = ab.program
        if p is not None and p.kind == "continuous" and not p.zones:
            if any(op.verb == "no_play" for op in p.steps):
                return ab.text
    return None


def names_of(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The card names ``c`` has now (12.6.2): its own (or the one its text treats it as,
    11.11.1.6), and, for a G unit that is a vanguard, the name of the hearts card chosen for it
    (6.5.1.3: 「その指定したカードのカード名を追加で持ち」) — held side by side, not joined
    (12.6.2.1)."""
    if c.states.get("locked"):
        return ()  # 7.30.1.2: a locked card has none of the information printed on it
    base = treated_name(ctx, c) or c.name
    out = [base] if base else []
    # 「このカードは「X」としても扱う」: X besides (12.6.2.1: names held side by side)
    out += [n for n, also in _treats(ctx, c) if also and n not in out]
    w = where_circle(ctx, c.uid)
    if w is not None and w[1] == "vanguard" and c.type == "g" and not c.states.get("hearts"):
        from ruling.games._vg.values import hearts_of

        for h in hearts_of(ctx, w[0]):
            if h.states.get("hearts") == "named" and h.name and h.name not in out:
                out.append(h.name)
    return tuple(out)


def same_name(ctx: Ctx, a: Card, b: Card) -> bool:
    """12.6.1 / 12.6.2.2: two cards are of the same name when they share one card name."""
    return bool(set(names_of(ctx, a)) & set(names_of(ctx, b)))


# card kinds named by one card type (2.9.3.2: the order's subtypes)
KIND_TYPES = {"set_order": "set_order", "normal_order": "order", "trigger_unit": "trigger"}
KIND_TYPES.update({"g_unit": "g", "token": "token"})
CIRCLE_GROUPS = ("vanguard", "rear", "guardian", "back", "front", "front_rear", "center_back")


def stat_of(ctx: Ctx, c: Card, stat: str) -> int | None:
    """A unit's value now (grade printed; power, shield, critical, drive with every change)."""
    if stat == "grade":
        return grade(c)
    from ruling.games._vg import values

    getter = getattr(values, stat, None)
    if getter is None:
        return None
    v = getter(ctx, c.uid)
    return v[0] if isinstance(v, tuple) else v


def matches(ctx: Ctx, c: Card, s: Sel, source: str | None, rt: Rt | None = None) -> bool:
    if s.alts and not any(matches(ctx, c, a, source, rt) for a in s.alts):
        return False
    if s.other and c.uid == source:
        return False
    if s.other_name or s.same_name:
        src = ctx.card(source or "")
        if src is not None and same_name(ctx, c, src) != s.same_name:
            return False
    if s.names or s.contains:
        names = names_of(ctx, c) or ("",)
        if s.names and not any(n in s.names for n in names):
            return False
        # 「X」を含む: one of its names contains X (12.6.2.1: the names are not joined)
        if s.contains and not any(all(x in n for x in s.contains) for n in names):
            return False
    if s.contains_any:
        names = names_of(ctx, c) or ("",)
        if not any(x in n for x in s.contains_any for n in names):
            return False
    if s.not_contains:
        names = names_of(ctx, c) or ("",)
        if any(x in n for x in s.not_contains for n in names):
            return False
    for stat, cmp, value in s.stats:
        if value is None:
            ref = _stat_ref(ctx, s, stat, rt)
            if ref is None:
                return False
            value = ref
        got = stat_of(ctx, c, stat)
        if got is None or not _cmp(got, cmp, value):
            return False
    if any(not has_icon(ctx, c, i) for i in s.icons):
        return False
    if s.has and not all(_has_skill_or_keyword(ctx, c, k) for k in s.has):
        return False
    if s.lacks and any(_has_keyword(ctx, c, k) for k in s.lacks):
        return False
    if s.groups and not all(g in _groups(ctx, c) for g in s.groups):
        return False
    if s.traits:
        # 《X》: a clan or nation the card belongs to (2.3.2, 2.3.3), or a trait the scenario gives
        mine = _clans(c)
        if not all(t in mine for t in s.traits):
            return False
        if "traits_only" in s.states and not mine <= set(s.traits):
            return False
    if s.races and not set(s.races) <= _races(c):
        return False  # 〈X〉: a race of the card (2.3.3; several, 2.3.4)
    if s.kinds and not any(_is_kind(ctx, c, k) for k in s.kinds):
        return False
    for st in s.states:
        if not _in_state(ctx, c, st):
            return False
    return True


def _stat_ref(ctx: Ctx, s: Sel, stat: str, rt: Rt | None) -> int | None:
    """The value a filter compares with when it names another card's (あなたのヴァンガードの
    グレード以下): that card's value now."""
    if s.stat_ref is None or rt is None:
        return None
    cards = resolve_sel(rt, s.stat_ref)
    c = ctx.card(cards[0]) if cards else None
    return stat_of(ctx, c, stat) if c is not None else None


def _is_kind(ctx: Ctx, c: Card, k: str) -> bool:
    if k in ("card",):
        return True
    if k in ("unit_card", "unit"):
        return is_unit(c)
    if k == "normal_unit":
        return c.type in ("normal", None)
    if k == "order":
        return is_order(c)
    if k == "locked_card":
        return bool(c.states.get("locked"))
    if k == "crest":
        return c.type in ("crest", "ride_deck_crest")
    if k in KIND_TYPES:
        return c.type == KIND_TYPES[k]
    if k in ("vanguard", "rearguard", "guardian"):
        w = where_circle(ctx, c.uid)
        if w is None or not is_unit(c):
            return False
        if k == "vanguard":
            return w[1] == "vanguard"
        if k == "guardian":
            return w[1] == "guardian"
        return w[1] not in ("vanguard", "guardian")
    return False


def _races(c: Card) -> set[str]:
    """The card's races (2.3.1): the scenario's ``race`` (a list, or names joined by ‘/’ as
    printed, 2.3.4)."""
    v = c.extra.get("race") or c.extra.get("races") or ()
    names = v.split("/") if isinstance(v, str) else list(v)
    return {str(n).strip() for n in names if str(n).strip()}


def _clans(c: Card) -> set[str]:
    out = set(c.traits)
    for k in ("clan", "nation"):
        v = c.extra.get(k)
        if v:
            out.add(str(v))
    return out


def _in_state(ctx: Ctx, c: Card, st: str) -> bool:
    if st == "traits_only":
        return True  # read with the traits (matches)
    if st == "face_up":
        return bool(c.face_up)
    if st == "face_down":
        return not c.face_up
    if st in ("stand", "rest"):
        return c.orientation == st and not c.states.get("locked")
    if st in ("attacked", "attacking"):
        # アタックされている / アタックしている: in the battle now, still where it was
        battle = ctx.state.vars.get("battle") or {}
        if st == "attacking":
            return battle.get("attacker") == c.uid and where_circle(ctx, c.uid) is not None
        at = (battle.get("attacked_at") or {}).get(c.uid)
        if c.uid not in (battle.get("attacked") or ()) or at is None:
            return False
        return where_circle(ctx, c.uid) == tuple(at)
    if st in ("boosting", "boosted"):
        # ブーストしている / ブーストされている: in the battle now, as long as the booster is
        # boosting — still on its circle (10.4.1.12, 10.4.1.12.1)
        battle = ctx.state.vars.get("battle") or {}
        booster = battle.get("booster")
        if booster is None or where_circle(ctx, booster) is None:
            return False
        who = booster if st == "boosting" else battle.get("attacker")
        return who == c.uid and where_circle(ctx, c.uid) is not None
    if st in ("legion", "d_legion"):
        # 双闘している / D-双闘している (6.4.2.2): in that state now, with its partner
        from ruling.games._vg.legion import in_legion

        return in_legion(ctx, c) and (st == "legion" or bool(c.states.get("d_legion")))
    return False


def _groups(ctx: Ctx, c: Card) -> set[str]:
    """The named groups a card belongs to (“…”): given by the scenario (``groups``)."""
    return set(c.extra.get("groups") or ())


def _has_skill_or_keyword(ctx: Ctx, c: Card, k: str) -> bool:
    from ruling.games._vg.common import skills

    return k in _skills_now(ctx, c) or k in skills(ctx, c) or _has_keyword(ctx, c, k)


# --------------------------------------------------------------------------- runtime


@dataclass
class Rt:
    """One resolution of a card's ability."""

    ctx: Ctx
    master: str
    source: str | None
    program: Program
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    chosen: list[str] = field(default_factory=list)
    looked: list[str] = field(default_factory=list)
    done: dict[str, bool] = field(default_factory=dict)
    why: tuple[int, ...] = ()
    acted: bool = False


def _owners(ctx: Ctx, owner: str | None, master: str, doer: str | None = None) -> list[str]:
    """The players a selector's owner names: あなた (the master), 相手, 自分 (``self``: the
    player doing the step, ``doer`` — 「相手は自分の…」 is the opponent's), else both."""
    if owner == "you":
        return [master]
    if owner == "opponent":
        return [ctx.state.opponent(master)]
    if owner == "self":
        return [doer or master]
    return list(ctx.state.order())


def _doer(rt: Rt) -> str:
    """The player doing the step being run: its master unless the step names another (「相手は
    …」, 11.8.5.1)."""
    return str(rt.data.get("doer") or rt.master)


def still_here(rt: Rt) -> bool:
    c = rt.ctx.card(rt.source or "")
    return c is not None and rt.data.get("placed") in (None, c.placed)


def resolve_sel(rt: Rt, s: Sel) -> list[str]:
    """The uids a selector names now."""
    ctx = rt.ctx
    if s.ref == "this":
        return [rt.source] if rt.source and still_here(rt) else []
    if s.ref == "that":
        u = rt.data.get("that")
        if u and ctx.card(u) is not None:
            return [u]
        return [u for u in rt.chosen if ctx.card(u) is not None]
    if s.ref == "chosen":
        return [u for u in rt.chosen if ctx.card(u) is not None]
    if s.ref == "called":  # the units the call before made (new cards on the circles, 4.1.8)
        return [u for u in rt.data.get("called", ()) if ctx.card(u) is not None]
    if s.ref == "moved":  # the cards the step before acted on
        return [u for u in rt.data.get("moved", ()) if ctx.card(u) is not None]
    if s.ref == "each":
        u = rt.data.get("each")
        return [u] if u and ctx.card(u) is not None else []
    if s.ref == "rest":  # 残り: looked at, not chosen, still in the deck
        return [u for u in rt.looked if u not in rt.chosen and ctx.where(u) == (rt.master, "deck")]
    if s.ref == "looked":
        return [u for u in rt.looked if ctx.card(u) is not None]
    if s.ref is not None:
        return []
    if s.on is not None:
        # 「このユニットに着装されているユニット」: the 着装 units of the units ``on`` names
        # (6.9.2.3), of the other filters
        rest = replace(s, on=None)
        return [
            c.uid
            for u in resolve_sel(rt, s.on)
            for c in worn_by(ctx, u)
            if matches(ctx, c, rest, rt.source, rt)
        ]
    if s.zones == ("looked",):
        return [u for u in rt.looked if (c := ctx.card(u)) and matches(ctx, c, s, rt.source, rt)]
    if s.gauge is not None:
        # あなたの時刻印ゲージ: gauge cards of that name associated with the player (4.15.3.1,
        # 4.15.4.1), in any gauge zone (a gauge is put in its owner's, 7.40.1)
        whose = set(_owners(ctx, s.owner, rt.master, _doer(rt)))
        return [
            c.uid
            for pl in ctx.state.order()
            for c in ctx.zone(pl, "gauge")
            if c.states.get("gauge_player") in whose
            and c.states.get("gauge_name") == s.gauge
            and matches(ctx, c, replace(s, gauge=None, zones=(), owner=None), rt.source, rt)
        ]
    out: list[str] = []
    for pl in _owners(ctx, s.owner, rt.master, _doer(rt)):
        cards: list[Card] = []
        for z in s.zones or (None,):
            cards += [c for c in _place(rt, pl, z, s) if c not in cards]
        # それと同名の / あなたのヴァンガードと同名の: compared with that card, else this one
        ref = rt.source
        if s.same_as is not None:
            named = resolve_sel(rt, s.same_as)
            ref = named[0] if named else None
        out += [c.uid for c in cards if matches(ctx, c, s, ref, rt)]
    return out


def _place(rt: Rt, pl: str, z: str | None, s: Sel) -> list[Card]:
    """The cards of ``pl`` in the zone or circle group ``z`` (None: units on the field, or
    the locked cards on the circles for 呪縛カード)."""
    ctx = rt.ctx
    if z is None and s.kinds == ("locked_card",):
        # 呪縛カード: the cards in the locked state on the fighter's circles (7.30.1.2, 4.9.2.7)
        return [c for zz in _CIRCLE_ZONES for c in ctx.zone(pl, zz) if c.states.get("locked")]
    if z is None or z in CIRCLE_GROUPS:
        units = field_units(ctx, pl)
        if z is not None:
            units = [(c, u) for c, u in units if in_group(ctx, pl, circle(c), z)]
        if s.column == "chosen":
            # その縦列の: the columns chosen (each as seen from this player's side, 4.9.1.2)
            mine = rt.data.get("columns") or []
            cols = set(mine if pl == rt.master else [MIRROR[c] for c in mine])
            units = [(c, u) for c, u in units if COLUMN.get(c) in cols]
        elif s.column == "of":
            # 「あなたのヴァンガードと同じ縦列の」: the column of each card named (4.9.1.1,
            # 4.9.1.2: as seen from this player's side)
            cols = {col for u in resolve_sel(rt, s.column_of) if (col := _column_at(ctx, u, pl))}  # type: ignore[arg-type]
            units = [(c, u) for c, u in units if COLUMN.get(c) in cols]
        elif s.column is not None:
            col = _column_of(rt, pl)
            units = [(c, u) for c, u in units if COLUMN.get(c) == col and col is not None]
        if z is None and not s.kinds:
            return []
        return [u for _c, u in units]
    return list(ctx.zone(pl, z))


MIRROR = {"left": "right", "center": "center", "right": "left"}
_CIRCLE_ZONES = tuple(circle(c) for c in CIRCLES)


def gone_from(rt: Rt) -> LastKnown | None:
    """This card's last-known information (11.13.1), when it has left the zone it was in when
    the ability triggered or was played: an effect that refers to it (its information, or the
    circle it was on) reads it as it last was there."""
    if not rt.source or still_here(rt):
        return None
    return rt.ctx.last_known(rt.source, rt.data.get("placed"))


def _column_at(ctx: Ctx, uid: str, player: str) -> str | None:
    """The column of the unit ``uid`` on its circle, as seen from ``player``'s side (4.9.1.2:
    the opponent's left faces one's right); None off the circles."""
    w = ctx.where(uid)
    col = COLUMN.get(circle_of(w[1]) or "") if w is not None else None
    if w is None or col is None:
        return None
    return col if player == w[0] else MIRROR[col]


def _column_of(rt: Rt, player: str) -> str | None:
    """The column of this unit, as seen from ``player``'s side: the opponent's column facing it
    is the same column (4.9.1.1, 4.9.1.2: left faces right). A unit that has left its circle
    is in the column of the circle it was last on (11.13.1)."""
    lk = gone_from(rt)
    if lk is not None:
        owner, col = lk.player, lk.info.get("column")
    else:
        w = rt.ctx.where(rt.source or "")
        if w is None or not still_here(rt):
            return None
        owner, col = w[0], COLUMN.get(circle_of(w[1]) or "")
    if not isinstance(col, str):
        return None
    return col if player == owner else MIRROR[col]


def sel_watch(rt: Rt, s: Sel | None) -> tuple[str, ...]:
    if s is None:
        return ()
    if s.ref is not None:
        return tuple(resolve_sel(rt, s))
    plain = [z for z in s.zones if z not in CIRCLE_GROUPS and z != "looked"]
    circles = not s.zones or any(z in CIRCLE_GROUPS for z in s.zones)
    zones = plain + (
        [f"field.{c}" for c in ("vanguard", *open_circles(rt.ctx, rt.master), "guardian")]
        if circles
        else []
    )
    return tuple(f"{p}.{z}" for p in _owners(rt.ctx, s.owner, rt.master, _doer(rt)) for z in zones)


def holds(rt: Rt, cond: Cond | None) -> bool:
    if cond is None:
        return True
    ctx, st = rt.ctx, rt.ctx.state
    who = rt.master if cond.owner == "you" else st.opponent(rt.master)
    w = cond.what
    if w == "and":
        return all(holds(rt, p) for p in cond.parts)
    if w == "or":
        return any(holds(rt, p) for p in cond.parts)
    if w == "not":
        return not holds(rt, cond.parts[0])
    if w == "valid":  # a validity keyword's condition (14.2): its count
        return holds(rt, cond.parts[0])
    if w == "at":
        # 「このユニットが前列にいるなら」: the card is in one of those places (a circle of that
        # row or group, 4.9.1, 4.9.1.3)
        assert cond.sel is not None and cond.filt is not None
        owners = _owners(ctx, cond.filt.owner, rt.master)
        for u in resolve_sel(rt, cond.sel):
            at = ctx.where(u)
            if at is None or at[0] not in owners:
                continue
            if any(in_group(ctx, at[0], at[1], z) for z in cond.filt.zones):
                return True
        return False
    if w == "appeared":
        return rt.data.get("circle") is not None and in_group(
            ctx, rt.master, f"field.{rt.data['circle']}", cond.verb or ""
        )
    if w == "turn":
        return st.turn.player == who
    if w == "second":
        return st.turn.first_player is not None and st.turn.first_player != rt.master
    if w == "first":
        return st.turn.first_player == rt.master
    if w == "count" and cond.than is not None:
        # 「あなたのリアガードが相手より多い」: how many each names, compared
        assert cond.sel is not None
        return _cmp(len(resolve_sel(rt, cond.sel)), cond.cmp, len(resolve_sel(rt, cond.than)))
    if w == "count":
        assert cond.sel is not None and cond.n is not None
        return _cmp(len(resolve_sel(rt, cond.sel)), cond.cmp, cond.n)
    if w in ("match", "stat"):
        assert cond.sel is not None
        cards = [c for c in (ctx.card(u) for u in resolve_sel(rt, cond.sel)) if c is not None]
        if not cards:
            return False
        if w == "match":
            assert cond.filt is not None
            return all(matches(ctx, c, cond.filt, rt.source, rt) for c in cards)
        n = cond.n
        if n is None and cond.than is not None:
            others = [ctx.card(u) for u in resolve_sel(rt, cond.than)]
            vals = [stat_of(ctx, o, cond.stat or "") for o in others if o is not None]
            if not vals or vals[0] is None:
                return False
            n = vals[0]
        assert n is not None
        return all(
            (x := stat_of(ctx, c, cond.stat or "")) is not None and _cmp(x, cond.cmp, n)
            for c in cards
        )
    if w == "history" and cond.verb == "persona_ride":
        return bool(st.vars.get(vkey("persona_rode", rt.master)))
    if w == "history" and cond.event is not None:
        since = dict(cond.detail).get("since")
        if cond.n == 1 and cond.cmp == "ge":
            return happened(rt, cond.event, since) is not None
        # 「このターンに…が２回以上アタックしているなら」: how many such events this turn
        return _cmp(len(happenings(rt, cond.event, since)), cond.cmp, cond.n or 0)
    if w == "done" and cond.filt is not None:
        # 「グレード３以上を置いたなら」: the step before did it to a card so described (11.2.3)
        acted = [ctx.card(u) for u in rt.data.get(f"acted:{cond.verb}", ())]
        return bool(rt.done.get(cond.verb or "")) and any(
            c is not None and matches(ctx, c, cond.filt, rt.source, rt) for c in acted
        )
    if w == "done":
        return bool(rt.done.get(cond.verb or ""))
    if w == "not_done":
        return not rt.done.get(cond.verb or "")
    if w == "battle_number":
        # 「このターンN回目(以降)のバトルなら」: the battle in progress, counted among this
        # turn's attacks (10.3.1.3: each attack chosen begins a battle)
        if not st.vars.get("battle"):
            return False
        if turn_began(ctx) is None:
            ctx.assume(
                "このターンの、場面より前のバトルは書かれていないため、なかったものとして数える",
                "the battles earlier this turn, before the scenario, are not given: counted as none",
            )
        return _cmp(int(st.vars.get("attacks") or 0), cond.cmp, cond.n or 0)
    if w == "wearing":
        # 「XがAとBを着装しているなら」: X's 着装 units (6.9.2.3), one for each description
        assert cond.sel is not None
        return any(_wears(rt, u, cond.detail) for u in resolve_sel(rt, cond.sel))
    if w == "rode_from":  # this unit appeared by a ride from the hand
        return rt.data.get("rode_from") == cond.verb
    if w == "appeared_by":  # 「「X」の能力で登場したなら」: the 登場 the trigger was about
        src = rt.ctx.card(rt.source or "")
        d = {
            k: rt.data[f"appeared_{k}"]
            for k in ("by", "by_master", "by_vanguard")
            if f"appeared_{k}" in rt.data
        }
        trig = Trig("appear", means=cond.verb, by=cond.sel)
        return src is not None and _by_ok(rt.ctx, trig, d, src, rt.master)
    raise ValueError(w)


def _wears(rt: Rt, uid: str, wanted: tuple[Any, ...]) -> bool:
    """Each description in ``wanted`` is met by a different 着装 unit associated with ``uid``
    (6.9.2.3)."""
    worn = worn_by(rt.ctx, uid)

    def fit(i: int, used: frozenset[str]) -> bool:
        if i == len(wanted):
            return True
        return any(
            c.uid not in used
            and matches(rt.ctx, c, wanted[i], rt.source, rt)
            and fit(i + 1, used | {c.uid})
            for c in worn
        )

    return fit(0, frozenset())


def turn_began(ctx: Ctx) -> int | None:
    """The step this turn began at (9.1: a new turn fighter and number), or None when it
    began before the scenario's first step."""
    for step, _seq, ev in reversed(ctx.events()):
        if isinstance(ev, SetTurn) and "number" in ev.changes:
            return step
    return None


def phase_began(ctx: Ctx, phase: str) -> int | None:
    """The step this turn's ``phase`` began at, or None (not begun in the scenario)."""
    for step, _seq, ev in reversed(ctx.events()):
        if isinstance(ev, SetTurn) and ev.changes.get("phase") == phase:
            return step
        if isinstance(ev, SetTurn) and "number" in ev.changes:
            return None
    return None


def happened(rt: Rt, trig: Trig, since: str | None = None) -> int | None:
    """「このターンに…している」: the step of this turn at which an event of the shape ``trig``
    describes happened, read as the trigger condition would have read it then (this card's
    own events only during its present stay, 4.1.8), or None. A turn begun before the
    scenario's first step is read as having had no such event before it (an assumption)."""
    got = happenings(rt, trig, since, first=True)
    return got[0] if got else None


def happenings(rt: Rt, trig: Trig, since: str | None = None, first: bool = False) -> list[int]:
    """The steps of this turn at which events of the shape ``trig`` describes happened (see
    ``happened``; ``first``: stop at the first one)."""
    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    if c is None:
        return []
    start = turn_began(ctx)
    if since is not None:
        # 「このバトルフェイズに」: since that phase began — not in it now, nothing happened in
        # 「this」 one; begun before the scenario, read from the scenario's start (below)
        if ctx.state.turn.phase != since:
            return []
        start = phase_began(ctx, since)
    this = trig.subject is not None and trig.subject.ref == "this"
    out: list[int] = []
    for step, seq, ev in ctx.events(start or 0):
        if this and seq < c.placed:
            continue
        moved = {m[0]: m for m in ctx.moves(step)}
        got = _fires(ctx, ev, trig, c, rt.master, moved)
        if got is not None and "blocked" not in got:
            out.append(step)
            if first:
                return out
    if start is None:
        ctx.assume(
            "このターンの、場面より前の出来事は書かれていないため、起きていないものとして読む",
            "what happened earlier this turn, before the scenario, is not given: read as nothing",
        )
    return out


def cond_watch(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    if cond is None:
        return ()
    if cond.what in ("and", "or", "not", "valid"):
        return tuple(w for p in cond.parts for w in cond_watch(rt, p))
    if cond.what in ("match", "stat"):
        return sel_watch(rt, cond.sel) + sel_watch(rt, cond.than)
    if cond.what == "count":
        return sel_watch(rt, cond.sel) + sel_watch(rt, cond.than)
    if cond.what == "at":
        return sel_watch(rt, cond.sel)
    if cond.what == "history" and cond.verb == "persona_ride":
        return (f"var:persona_rode.{rt.master}",)
    if cond.what == "wearing":  # the 着装 units stand on the wearer's circle (6.9.2.2)
        at = [rt.ctx.where(u) for u in resolve_sel(rt, cond.sel)]
        return sel_watch(rt, cond.sel) + tuple(f"{w[0]}.{w[1]}" for w in at if w is not None)
    return ()


COND_CLAUSES = {
    "battle_number": ("10.3.1.3",),  # the attacks chosen this turn, one battle each
    "second": ("8.2.1.6",),  # who is the first (and so the second) fighter
    "first": ("8.2.1.6",),
    "done": ("11.2.3",),
    "not_done": ("11.2.3",),
    "appeared": ("7.17.2",),
    "rode_from": ("7.17.2",),  # the 登場 the trigger was about: from the zone named
    "appeared_by": ("7.17.2",),  # the 登場 the trigger was about: by an ability of that card
    "wearing": ("6.9.2.3", "6.9.3"),  # the 着装 units associated with a vanguard
    "at": ("4.9.1", "4.9.1.3"),  # where a card is: the circles, a row of them
}
HISTORY_CLAUSES = {"persona_ride": ("7.15.1.4.3",)}
# a validity-condition keyword (14.2.1, 14.2.2): the keyword's own condition, and what it means on
# each kind of ability (14.2.3)
VALID_KEYWORD = {
    "limit_break": ("14.7.1", "14.7.2"),
    "generation_break": ("14.14.1", "14.14.3"),
    "brave": ("14.17.1", "14.17.3"),
    "ritual": ("14.20.1", "14.20.2.2"),
    "thunderstrike": ("14.28.1", "14.28.3"),
}
VALID_KIND = {
    "continuous": ("14.2.3.1", "14.2.3.1.1"),
    "auto": ("14.2.3.2", "14.2.3.2.1"),
    "activated": ("14.2.3.3", "14.2.3.3.1"),
}
# a card referred to by its keyword 【煌求者】: the keyword printed alone, with no effect of its
# own (14.47.1, 14.47.1.1, 14.47.2)
KEYWORD_CLAUSES = {
    "glitter": ("14.1.1", "14.47.1", "14.47.1.1", "14.47.2"),
    "happy_toys": ("14.60.1", "14.60.2", "14.60.3"),
}


def sel_clauses(s: Sel | None) -> tuple[str, ...]:
    """What a selector's words rest on: ヴァンガード / リアガード (the units on circles of that
    attribute, 4.9.2.6), 呪縛カード (7.30.1.2, 4.9.2.7), 同名 / 別名 (12.6.1), a named gauge
    (4.15.3.1, 4.15.4.1), a keyword printed alone."""
    if s is None:
        return ()
    out: tuple[str, ...] = ()
    if any(k in ("vanguard", "rearguard", "guardian") for k in s.kinds):
        out += ("4.9.2.6",)
    if "locked_card" in s.kinds:
        out += ("7.30.1.2", "4.9.2.7")
    if s.same_name or s.other_name:
        out += NAME_SAME
    if s.distinct_names:
        out += ("12.6.2.2", "12.6.2.2.1")
    if s.gauge:
        out += ("4.15.3.1", "4.15.4.1")
    if s.column == "of":  # 「…と同じ縦列の」: a column, on either side (4.9.1.1, 4.9.1.2)
        out += ("4.9.1.1", "4.9.1.2") + sel_clauses(s.column_of)
    if "legion" in s.states or "d_legion" in s.states:
        out += ("6.4.2.2",)
    if "boosting" in s.states or "boosted" in s.states:
        out += ("10.4.1.12", "10.4.1.12.1")
    for k in s.has:
        out += KEYWORD_CLAUSES.get(k, ())
    for a in s.alts:
        out += sel_clauses(a)
    return out + sel_clauses(s.stat_ref)


# whose 「…なら」: 11.2.1.1 an activated ability's, 11.2.1.2 an automatic ability's (checked on
# resolution); a continuous ability's is the condition under which it applies (11.1.1.3)
REQUIREMENT = {"activated": ("11.2.1.1",), "continuous": ()}


def cond_clauses(cond: Cond | None, kind: str = "auto") -> tuple[str, ...]:
    """The 「…なら」 of an ability (11.2.1.1 / 11.2.1.2); 11.2.2: it covers its sentence."""
    if cond is None:
        return ()
    out: tuple[str, ...] = REQUIREMENT.get(kind, ("11.2.1.2",)) + ("11.2.2",)
    todo = [cond]
    while todo:
        c = todo.pop()
        if c.what in ("and", "or", "not"):
            todo += c.parts
            continue
        if c.what == "valid":
            out += ("14.2.1", "14.2.2") + VALID_KIND.get(kind, ()) + VALID_KEYWORD[c.verb or ""]
            todo += c.parts
            continue
        out += COND_CLAUSES.get(c.what, ())
        if c.what == "history":
            out += HISTORY_CLAUSES.get(c.verb or "", ())
            out += trigger_clauses(c.event) if c.event is not None else ()
        out += sel_clauses(c.sel) + sel_clauses(c.filt) + sel_clauses(c.than)
    return tuple(dict.fromkeys(out))


def valid_clauses(cond: Cond | None, kind: str) -> tuple[str, ...]:
    """The clauses of an ability's validity keywords (14.2), alone (no 「…なら」 of a text)."""
    prefix = (*REQUIREMENT.get(kind, ("11.2.1.2",)), "11.2.2")
    return tuple(x for x in cond_clauses(cond, kind) if x not in prefix)


NAME_SAME = ("12.6.1",)  # 同名 / 別名: the same card name, or none in common
# a card with several names (12.6.2): side by side (12.6.2.1), one in common is enough (12.6.2.2)
NAME_MANY = ("12.6.2", "12.6.2.1")


def _leaves(cond: Cond) -> list[Cond]:
    if cond.what in ("and", "or", "not"):
        return [x for p in cond.parts for x in _leaves(p)]
    return [cond]


def name_clauses(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition about card names read a card that has several names now (12.6.2): the
    clauses saying how they are read, and 6.5.1.3 for the name a G unit has from its hearts."""
    if cond is None:
        return ()
    ctx = rt.ctx
    out: tuple[str, ...] = ()
    for c in _leaves(cond):
        filt = c.filt if c.what == "match" else c.sel
        s = c.sel
        if s is None or filt is None:
            continue
        if not (filt.names or filt.contains or filt.same_name or filt.other_name):
            continue
        read = [ctx.card(u) for u in resolve_sel(rt, s)]
        if filt.same_name or filt.other_name:
            read.append(ctx.card(rt.source or ""))
        for card in read:
            if card is None or len(names_of(ctx, card)) < 2:
                continue
            out += NAME_MANY + (("12.6.2.2",) if filt.same_name or filt.other_name else ())
            if card.type == "g":
                out += ("6.5.1.3",)
    return tuple(dict.fromkeys(out))


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
        if ab.program is not None and ab.program.kind == "keyword" and ab.program.keyword:
            out.add(ab.program.keyword)
    for e in ctx.state.effects:
        if e.target == card.uid and e.stat == "skill" and e.op == "add":
            out.add(str(e.value))
    if _layer_gains:
        out |= _layer_gains[-1].get(card.uid, set())
    return out


def _gives(ab: Ability) -> bool:
    return any(op.verb == "gain" for op in ab.program.steps)


def _continuous(ctx: Ctx) -> list[tuple[Card, Ability, Rt]]:
    """Every continuous ability working now (11.1.1.3, 11.4.4) whose condition holds. Those that
    give abilities come first (11.11.1.5), worked out until none changes: one whose condition
    holds only because another gave a skill depends on it and comes after it (11.11.3)."""
    if _computing:
        return []  # a condition asked for a value: rules values only
    _computing.append(True)
    try:
        found = _working(ctx)
        if not any(_gives(ab) for _c, ab, _rt in found):
            return [x for x in found if holds(x[2], x[1].program.cond)]
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
            rest = [x for x in found if not _gives(x[1]) and holds(x[2], x[1].program.cond)]
        finally:
            _layer_gains.pop()
        return on + rest
    finally:
        _computing.pop()


def _working(ctx: Ctx) -> list[tuple[Card, Ability, Rt]]:
    """Every continuous ability in a zone where it works (11.4.4), conditions not checked
    (abilities an effect gave included)."""
    out = []
    given = {e.target for e in ctx.state.effects if e.stat == "grant"}
    for pl in ctx.state.order():
        for z, cards in ctx.state.players[pl].zones.items():
            for c in stated_cards(cards, given):
                if not (c.text or c.uid in given) or c.states.get("hearts"):
                    continue
                # 6.9.3.3: a 着装 unit's abilities are void; 6.9.3.4: the vanguard it is
                # associated with has them (its own, so "this unit" is that vanguard)
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
                    if not works_in(ctx, holder, p, pl, z):
                        continue
                    out.append((c, ab, Rt(ctx, pl, holder.uid, p, ab.text)))
    for e in ctx.state.effects:
        if e.stat != HELD or not isinstance(e.value, str):
            continue
        # an ability a player holds (7.14.1): no card has it; "effect:ID" stands for it
        holder = Card(uid=f"effect:{e.id}", owner=e.target, name=e.source, type=HELD)
        for ab in held_abilities(e.value):
            if ab.program is not None and ab.program.kind == "continuous":
                out.append((holder, ab, Rt(ctx, e.target, None, ab.program, ab.text)))
    return out


def amount_now(rt: Rt, op: Op) -> tuple[int, bool]:
    """The amount of a stat change when it is applied: the last 「A ではなく B」 whose condition
    holds replaces it (11.3.1.3.5); True when one did."""
    amount, replaced = op.amount, False
    for cond, alt in op.instead:
        if holds(rt, cond):
            amount, replaced = alt, True
    return amount, replaced


REPLACED = ("11.3.1.3", "11.3.1.3.5")


def text_mods(ctx: Ctx, uid: str, stat: str) -> list[tuple[int, str, str]]:
    """(amount, source uid, text) of the continuous abilities that change ``stat`` of ``uid``
    now (11.11.1.7)."""
    out = []
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "stat" or op.set_to or not holds(rt, op.cond):
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
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "stat" or not op.set_to or op.stat != stat:
                continue
            if (("original", True) in op.detail) != original or not holds(rt, op.cond):
                continue
            assert op.target is not None
            if uid in resolve_sel(rt, op.target):
                out.append((op.amount, c.uid, ab.text))
    return out


def gained_skills(ctx: Ctx, uid: str) -> set[str]:
    """Skills a continuous ability gives ``uid`` (11.11.1.5), and the card's own keyword lines
    (守護者 …)."""
    out: set[str] = set()
    for ab in programs(ctx, uid):
        p = ab.program
        # a keyword line, or a keyword printed before an ability (【レガリスピース】【永】：…)
        if p is not None and p.kind in ("keyword", "continuous", "event") and p.keyword:
            out.add(p.keyword)
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb == "gain" and op.target is not None and holds(rt, op.cond):
                if uid in resolve_sel(rt, op.target) and op.skill:
                    out.add(op.skill)
    return out


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


def persona_from(ctx: Ctx, card: Card, old: Card | None) -> tuple[str, ...]:
    """The clauses of this card's own 「…からノーマルライドしてもペルソナライドになる」 when ``old``
    (the vanguard it rode upon) matches it; () when it does not apply."""
    if old is None:
        return ()
    for ab in programs(ctx, card.uid):
        p = ab.program
        if p is None or p.kind != "continuous" or p.zones:
            continue
        for op in p.steps:
            if op.verb == "persona_from" and op.target is not None:
                if matches(ctx, old, op.target, card.uid):
                    return CONTINUOUS + ("11.4.4.1", "1.3.1")
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
                key = f"{c.uid}|{ab.index}|{u}"
                out.append(
                    Effect(
                        id=-(zlib.crc32(key.encode()) + 1),
                        target=u,
                        stat=op.stat or "",
                        op="replace",
                        value=value,
                        source=f"{label(ctx, c.uid)}: {ab.text}",
                        clauses=CONTINUOUS + where_clauses(c, ab.program) + ("11.3.1.3.1",),
                    )
                )
    return out


def energy_limit(ctx: Ctx, player: str) -> tuple[int | None, str | None]:
    """3.1.3.1: energy has no upper limit unless an effect sets one."""
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb == "energy_limit" and rt.master == player and holds(rt, op.cond):
                return op.n, c.uid
    return None, None


def text_clauses(ctx: Ctx, uids: list[str], stat: str | None = None) -> tuple[str, ...]:
    """The clauses of the continuous abilities that change these units' values now (only
    ``stat`` when given)."""
    out: list[str] = []
    for c, ab, _rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "stat":
                continue
            if stat is not None and stat not in (op.stat, *(s for s, _a in op.more)):
                continue
            if not any(u in resolve_sel(_rt, op.target) for u in uids if op.target is not None):
                continue
            cl = CONTINUOUS + where_clauses(c, ab.program)
            if not op.set_to:
                cl += ("11.11.1.7",)
            else:
                cl += ("11.11.1.2",) if ("original", True) in op.detail else ("11.11.1.9",)
            cl += ("11.8.3.1.3",) if op.more else ()
            cl += dict(op.detail).get("unsaid", ())  # 「パワー＋5000」: this unit (11.8.5.3)
            cl += PER if op.per is not None else ()
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
            out += [x for x in cl if x not in out]
    return tuple(out)


def text_refs(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The cards whose continuous abilities change ``uid``'s values (their moves caused it)."""
    out = []
    for stat in ("power", "critical", "shield", "drive"):
        out += [src for _a, src, _t in text_mods(ctx, uid, stat) if src not in out]
    return tuple(out)


# --------------------------------------------------------------------------- triggers


def _limited(ctx: Ctx, uid: str, index: int, limit: str | None = "turn") -> bool:
    """12.3.2.2 / 12.2.1: an ability with 【ターンN回】 that did something N times this turn
    cannot be used again this turn; with 【ファイトN回】, this game (12.3.2.1)."""
    c = ctx.card(uid)
    used = ctx.state.vars.get("limit_used") or []
    period, _, times = (limit or "turn").partition(":")
    key = [_limit_period(ctx, period), uid, c.placed if c else None, index]
    return used.count(key) >= int(times or 1)


def _limit_period(ctx: Ctx, period: str) -> int | str:
    """The period a use counts in: this turn (its number), or the game."""
    return ctx.state.turn.number if period == "turn" else "game"


def limit_clauses(limit: str | None) -> tuple[str, ...]:
    """The limit icon's clauses: 【ターンN回】 (12.3.2.1.1: this turn), 【ファイトN回】 (this game:
    12.3.2.1.2 and 12.3.2.1.3 both say so, their icons lost in the extracted text)."""
    if (limit or "").startswith("fight"):
        return ("12.3.1", "12.3.2", "12.3.2.2")
    return LIMIT_ICON


def _during(ctx: Ctx, trig: Trig, master: str) -> bool:
    """「あなたのターンに」 / 「バトルフェイズに」 / 「あなたのライドフェイズに」 in a trigger."""
    if trig.during is None:
        return True
    st = ctx.state
    who, _, phase = trig.during.partition(":")
    if who == "you" and st.turn.player != master:
        return False
    if who == "opponent" and st.turn.player == master:
        return False
    if phase.startswith("!"):  # 「バトルフェイズ以外に」
        return st.turn.phase != phase[1:]
    return not phase or st.turn.phase == phase


def _listeners(ctx: Ctx) -> Iterator[tuple[Card, str, str]]:
    given = _given_to(ctx)
    for pl in ctx.state.order():
        for z, cards in ctx.state.players[pl].zones.items():
            for c in stated_cards(cards, given):
                if (c.text or c.uid in given) and not c.states.get("wearing"):  # 6.9.3.3
                    yield c, pl, z


def _given_to(ctx: Ctx) -> set[str]:
    """The cards given abilities: by an effect, or by a continuous ability now."""
    out = {e.target for e in ctx.state.effects if e.stat == "grant"}
    if not _computing:
        for _src, ab, rt in _continuous(ctx):
            for op in ab.program.steps:
                if op.verb == "grant" and op.target is not None and holds(rt, op.cond):
                    out.update(resolve_sel(rt, op.target))
    return out


def card_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    out: list[Triggered] = []
    moved = {m[0]: m for m in ctx.moves(step)}
    for c, pl, z in _listeners(ctx):
        for ab in programs(ctx, c.uid):
            p = ab.program
            if p is None or p.kind != "auto" or p.trigger is None:
                continue
            data = _fires(ctx, ev, p.trigger, c, pl, moved)
            if data is None:
                continue
            if "blocked" in data:
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        clauses=("7.17.1",),
                        blocked=data["blocked"],
                        touches=data["touches"],
                    )
                )
                continue
            placed = c.placed
            if _leaves_field(p.trigger):
                # 11.9.6.1.2: a trigger on leaving the field reads the card as it was there —
                # whether the ability worked, and "this unit" (the field stay it left)
                lk = ctx.last_known(c.uid)
                if lk is None or not works_in(ctx, c, p, lk.player, lk.zone):
                    continue
                placed = lk.placed
            # 11.9.6.1.4: a unit sent to the soul by a ride keeps its unit text for ridden
            elif p.trigger.event != "ridden" and not works_in(ctx, c, p, pl, z):
                continue
            if not _during(ctx, p.trigger, pl):
                continue
            if p.valid is not None and not holds(Rt(ctx, pl, c.uid, p, ab.text), p.valid):
                # 14.2.3.2.1: its validity condition not met when the event happens, it does not
                # trigger
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        clauses=trigger_clauses(p.trigger) + valid_clauses(p.valid, "auto"),
                        blocked=(
                            f"{label(ctx, c.uid)} の自動能力は有効条件を満たしていないため、誘発しない",
                            f"{label(ctx, c.uid)}'s automatic ability does not meet its validity "
                            "condition: it does not trigger",
                        ),
                        touches=cond_watch(Rt(ctx, pl, c.uid, p, ab.text), p.valid),
                    )
                )
                continue
            unusable = _unusable(ctx, c.uid, ab.index, p, pl)
            if unusable is not None:
                # 12.2.1.2.1: an automatic ability that cannot be used does not trigger
                divine = unusable == DIVINE
                why = "【ディヴァインスキル】の" if divine else "使用回数を使い切った"
                why_en = "【Divine Skill】" if divine else "use-limited"
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        clauses=trigger_clauses(p.trigger)
                        + unusable
                        + ("12.2.1", "12.2.1.2", "12.2.1.2.1"),
                        blocked=(
                            f"{label(ctx, c.uid)} の{why}自動能力は使えないため、"
                            "条件を満たしても誘発しない",
                            f"{label(ctx, c.uid)}'s {why_en} automatic ability cannot be used: it "
                            "does not trigger",
                        ),
                        touches=(f"{pl}.{z}",),
                    )
                )
                continue
            cl = trigger_clauses(p.trigger) + (
                where_clauses(c, p) if p.trigger.event != "ridden" else ()
            )
            cl += valid_clauses(p.valid, "auto")  # its validity keyword (14.2.3.2)
            out.append(Triggered(pl, c.uid, {"index": ab.index, "placed": placed, **data}, cl))
    return out


# the rules that define each trigger condition's event
TRIGGER_CLAUSES: dict[str, tuple[str, ...]] = {
    "ridden": ("6.3.5", "11.9.6.1.4"),
    "rode": ("6.3.4",),
    "appear": ("7.17.1", "7.17.2"),  # 登場: put on a circle from outside the circles
    "attack": ("10.4.1.5.3",),
    "attacked": ("10.4.1.6",),
    "boost": ("10.4.1.12",),
    "boosted": ("10.4.1.12",),
    "put": ("11.9.6",),
    "discarded": ("7.9.1",),
    "left": ("11.9.6", "11.9.6.1.2"),
    "stood": ("7.2.1",),
    "intercept": ("10.5.1.2.4", "10.5.1.2.4.1"),
    "play": ("11.8.2", "11.8.2.4"),
    "stride": ("6.5.1", "6.5.1.1"),
    "hit": ("10.7.1.6",),  # 「…にヒットした時」: 10.7.1.6.1 (trigger_clauses)
    "not_hit": ("10.7.1.7",),
    "checked": ("7.16.1",),
    "retired": ("7.18.2", "11.9.6", "11.9.6.1.2"),
    "bound": ("7.29.1", "11.9.6", "11.9.6.1.2"),
    "timing": ("11.1.1.2.1",),
}
PLACE_CLAUSES = {"guardian": ("4.9.2.4",)}
STEP_START = {
    "step:stride": ("9.8.1",),
    "step:attack": ("10.4.1.2",),
    "step:guard": ("10.5.1.1",),
    "step:drive": ("10.6.1.1",),
    "step:damage": ("10.7.1.1",),
    "step:close": ("10.8.1.1",),
}


def trigger_clauses(t: Trig) -> tuple[str, ...]:
    if t.event == "any":
        return tuple(dict.fromkeys(x for p in t.parts for x in trigger_clauses(p)))
    out = TRIGGER_CLAUSES.get(t.event, ())
    if t.event == "timing" and t.role is not None and t.phase not in STEP_START:
        out = ("10.8.1.1",)  # the end of a battle
    elif t.event == "timing" and t.phase in STEP_START:
        out = STEP_START[t.phase]
    if t.event == "hit" and t.target is not None:
        out += ("10.7.1.6.1",)  # 「…にヒットした」: the unit it attacked
    if t.event in ("hit", "not_hit") and t.role == "boost":
        out += ("10.4.1.12",)  # the attack this unit boosted
    for z in t.dst:
        out += PLACE_CLAUSES.get(z, ())
    return out + sel_clauses(t.subject if t.subject is not None and t.subject.ref is None else None)


def _leaves_field(t: Trig) -> bool:
    """A trigger on this card leaving the field reads it as it was there (11.9.6.1.2)."""
    if t.event == "any":
        return any(_leaves_field(p) for p in t.parts)
    this = t.subject is not None and t.subject.ref == "this"
    return this and (
        t.event in ("retired", "bound", "left")
        or (t.event == "put" and any(z in CIRCLE_GROUPS for z in t.src))
    )


def _about(
    ctx: Ctx,
    trig: Trig,
    uid: str | None,
    c: Card,
    pl: str,
    rt: Rt | None = None,
    was: tuple[str, str] | None = None,
) -> bool:
    """The card an event is about is the one the trigger's subject names: this card, or a card
    of the description (its owner read from this ability's master). ``was``: the place a card
    the event moved was in — one that left the field is read as it was there (11.9.6.1.2:
    「相手のリアガードが退却した時」 is about a unit that was a rear-guard)."""
    s = trig.subject
    if s is not None and s.ref is None and was is not None and uid is not None:
        s = _as_it_was(ctx, s, uid, was)
        if s is None:
            return False
        trig = replace(trig, subject=s)
    if uid is None:
        return False
    if s is None or s.ref == "this":
        return uid == c.uid
    if s.ref is not None:
        return False
    card = ctx.card(uid)
    if card is None:
        return False
    w = ctx.where(uid)
    if s.owner is not None and w is not None:
        want = pl if s.owner == "you" else ctx.state.opponent(pl)
        if w[0] != want:
            return False
    if s.column == "of":
        at = _column_at(ctx, uid, pl)
        rt0 = rt or Rt(ctx, pl, c.uid, Program("auto"), "")
        if at is None or at not in {_column_at(ctx, u, pl) for u in resolve_sel(rt0, s.column_of)}:  # type: ignore[arg-type]
            return False
    elif s.column is not None and not _in_this_column(ctx, uid, w, c, pl, rt):
        return False
    ref: str | None = c.uid
    if s.same_as is not None:
        # 「あなたのヴァンガードと同名の…」: compared with the card the phrase names now
        named = resolve_sel(rt or Rt(ctx, pl, c.uid, Program("auto"), ""), s.same_as)
        ref = named[0] if named else None
        if ref is None:
            return False
    return matches(ctx, card, replace(s, owner=None, zones=()), ref)


def _as_it_was(ctx: Ctx, s: Sel, uid: str, was: tuple[str, str]) -> Sel | None:
    """A description's kinds of a unit on a circle (ヴァンガード / リアガード / ガーディアン) read
    for a card that has left the field, from the circle it was on (11.9.6.1.2): the
    description without them when the circle fits, None when it does not."""
    circ = circle_of(was[1])
    on_circle = [k for k in s.kinds if k in ("vanguard", "rearguard", "guardian")]
    card = ctx.card(uid)
    if circ is None or not on_circle or where_circle(ctx, uid) is not None or card is None:
        return s
    here = circ if circ in ("vanguard", "guardian") else "rearguard"
    if here not in on_circle or not is_unit(card):
        rest = tuple(k for k in s.kinds if k not in on_circle)
        return replace(s, kinds=rest) if rest else None
    return replace(s, kinds=())


def _in_this_column(
    ctx: Ctx, uid: str, w: tuple[str, str] | None, c: Card, pl: str, rt: Rt | None
) -> bool:
    """「このユニットと同じ縦列の…」 in a trigger: the card the event is about is in this unit's
    column (4.9.1.1, 4.9.1.2) — on its circle, or, when it has left it, on the circle it was last
    on (11.13.1)."""
    circ = circle_of(w[1]) if w is not None else None
    owner = w[0] if w is not None else None
    if circ is None:
        lk = ctx.last_known(uid)
        if lk is None or not isinstance(lk.info.get("column"), str):
            return False
        owner, col = lk.player, lk.info["column"]
    else:
        col = COLUMN.get(circ)
    mine = _column_of(rt or Rt(ctx, pl, c.uid, Program("auto"), ""), owner or pl)
    return mine is not None and col == mine


def _by_ok(ctx: Ctx, trig: Trig, data: dict[str, Any], c: Card, pl: str) -> bool:
    """「…の能力で」: the move was made by an ability (of a card the phrase names)."""
    if trig.means is None:
        return True
    by = data.get("by")
    if by is None:
        return False
    if trig.by is None:
        return True
    src = ctx.card(by)
    if src is None:
        return False
    if trig.by.owner is not None:
        want = pl if trig.by.owner == "you" else ctx.state.opponent(pl)
        if data.get("by_master") != want:
            return False
    by = replace(trig.by, owner=None, zones=())
    if trig.by.kinds == ("vanguard",):
        # the vanguard it was when its ability did it; the rest of the description read now
        if not data.get("by_vanguard"):
            return False
        by = replace(by, kinds=())
    return matches(ctx, src, by, c.uid)


def _fires(
    ctx: Ctx, ev: Event, trig: Trig, c: Card, pl: str, moved: dict[str, tuple[Any, ...]]
) -> dict[str, Any] | None:
    st = ctx.state
    e = trig.event
    if e == "any":
        blocked = None
        for part in trig.parts:
            got = _fires(ctx, ev, part, c, pl, moved)
            if got is not None and "blocked" not in got:
                return got
            blocked = blocked or got
        return blocked  # no part fired: why one did not, if it says
    if e in ("ridden", "rode", "appear") and isinstance(ev, Mark) and ev.tag == "ride":
        d = ev.data
        new = ctx.card(d.get("uid", ""))
        if e == "ridden" and c.uid in (d.get("prev") or ()):
            if trig.target is not None and (
                new is None or not matches(ctx, new, trig.target, None)
            ):
                return None
            return {"that": d.get("uid")}
        if e == "rode":
            # 「あなたがライドした時」 / 「相手がライドした時」: the player the subject names rode
            # (6.3.4); a subject that is not a player is not read
            s = trig.subject
            if s is not None and replace(s, owner=None) != Sel():
                return None
            if d.get("player") in _owners(ctx, s.owner if s else "you", pl):
                return {"that": d.get("uid")}
            return None
        if e == "appear" and _about(ctx, trig, d.get("uid"), c, pl):
            if trig.dst and not any(g in ("vanguard",) for g in trig.dst):
                return None
            if trig.src and d.get("from") not in trig.src:
                return None
            if trig.target is not None:  # 「X」からライドして登場した時 (the vanguard rode upon)
                prev = [ctx.card(u) for u in d.get("prev") or ()]
                if not any(p is not None and matches(ctx, p, trig.target, None) for p in prev):
                    return None
            return {"circle": "vanguard", "rode_from": d.get("from"), "that": d.get("uid")}
        return None
    if e == "checked" and isinstance(ev, Move) and ev.tag == trig.means:
        # 「…のドライブチェックで出た時」: put into the trigger zone by that check (7.16.1)
        want = pl if trig.owner == "you" else st.opponent(pl)
        if ev.player != want or not _about(ctx, trig, ev.uid, c, pl):
            return None
        return {"that": ev.uid}
    if e == "stride" and ev.tag == "stride" and isinstance(ev, Move):
        # 「…が【超越】した時」: the G unit put on the vanguard circle by striding (6.5.1.1)
        if trig.src or trig.dst or trig.target is not None or trig.means is not None:
            return None
        return {"that": ev.uid} if _about(ctx, trig, ev.uid, c, pl) else None
    if e == "appear" and ev.tag == "stride" and isinstance(ev, Move):
        if trig.dst and "vanguard" not in trig.dst or trig.src:
            return None
        return {"that": ev.uid, "circle": "vanguard"} if _about(ctx, trig, ev.uid, c, pl) else None
    if e == "appear" and moved:
        not_appeared: dict[str, Any] | None = None
        for uid, (_u, _fp, fz, _tp, tz) in moved.items():
            circ = circle_of(tz)
            if circ is None or circ in ("vanguard", "guardian"):
                continue
            if circle_of(fz) is not None:
                owner = moved[uid][3]
                if uid == c.uid and (
                    not trig.dst or any(in_group(ctx, owner, tz, g) for g in trig.dst)
                ):
                    # 7.17.1: moved from a circle to a circle, this unit did not appear
                    not_appeared = {
                        "blocked": (
                            f"{label(ctx, uid)} はサークルからサークルに移動しただけで、登場していない"
                            "ため、誘発しない",
                            f"{label(ctx, uid)} only moved from a circle to a circle: it did not "
                            "appear, and the ability does not trigger",
                        ),
                        "touches": (uid, f"{owner}.{tz}"),
                    }
                continue
            if not _about(ctx, trig, uid, c, pl):
                continue
            owner = moved[uid][3]
            if trig.dst and not any(in_group(ctx, owner, tz, g) for g in trig.dst):
                continue
            if trig.src and fz not in trig.src:
                continue
            if not _by_ok(ctx, trig, getattr(ev, "data", None) or {}, c, pl):
                continue
            # where it came from (手札から登場したなら), the unit (そのユニット), and by what
            # ability (「…の能力で登場したなら」)
            by = getattr(ev, "data", None) or {}
            return {
                "circle": circ,
                "rode_from": fz,
                "that": uid,
                **{f"appeared_{k}": by[k] for k in ("by", "by_master", "by_vanguard") if k in by},
            }
        return not_appeared
    if e in ("put", "retired", "bound", "discarded", "left") and moved:
        for uid, (_u, _fp, fz, tp, tz) in moved.items():
            if not _about(ctx, trig, uid, c, pl, was=(_fp, fz)):
                continue
            if e == "left" and (
                not trig.src
                or trig.dst
                or any(in_group(ctx, tp, tz, g) for g in trig.src)
                or not any(in_group(ctx, _fp, fz, g) for g in trig.src)
            ):
                continue  # 「(R)から離れた時」: it left that place for any other (11.9.6)
            if e == "retired" and not (fz.startswith("field.") and tz == "drop"):
                continue  # 7.18.2: from the field to the drop
            if e == "bound" and tz != "bind":
                continue
            if e == "discarded" and not (fz == "hand" and tz == "drop" and ev.tag == "discarded"):
                continue
            if e == "put" and not (trig.dst and any(in_group(ctx, tp, tz, g) for g in trig.dst)):
                continue
            if trig.src and not any(in_group(ctx, _fp, fz, g) for g in trig.src):
                continue
            if not _by_ok(ctx, trig, getattr(ev, "data", None) or {}, c, pl):
                continue
            return {"that": uid}
        return None
    if e == "intercept" and isinstance(ev, Move) and ev.tag == "intercepted":
        # インターセプトした時: it went to the guardian circle by intercepting (10.5.1.2.4.1)
        if trig.src or trig.dst or trig.means is not None or not _about(ctx, trig, ev.uid, c, pl):
            return None
        return {"that": ev.uid}
    if e == "play" and isinstance(ev, Mark) and ev.tag == "order_played":
        # 「あなたがノーマルオーダーをプレイした時」: a player's play of an order card, made
        # (11.8.2.4); the subject is the player, the target the order
        s = trig.subject
        if s is None or s.ref or s.kinds or s.zones or trig.src or trig.dst or trig.means:
            return None
        who = {"you": pl, "opponent": st.opponent(pl)}.get(s.owner or "")
        if who is None or ev.data.get("player") != who:
            return None
        oc = ctx.card(ev.data.get("uid", ""))
        if trig.target is not None and (oc is None or not matches(ctx, oc, trig.target, c.uid)):
            return None
        return {"that": ev.data.get("uid")}
    if e == "stood" and isinstance(ev, SetCard) and ev.changes.get("orientation") == "stand":
        # 【スタンド】した時: it became standing (7.2.1); 「…の能力で」: by that card's ability
        if not _about(ctx, trig, ev.uid, c, pl) or not _by_ok(ctx, trig, ev.data, c, pl):
            return None
        return {"that": ev.uid}
    if e in ("attack", "attacked") and isinstance(ev, Mark) and ev.tag == "attack_target":
        # one event for the attack: every unit it attacks (several when an effect makes it
        # battle all the front row, 10.4.1.8, 10.4.1.9.3) is in ``uids``
        # the attacker the event names (a past attack read for 「このターンに…アタックしている」),
        # else the battle's
        attacker = ev.data.get("attacker") or (st.vars.get("battle") or {}).get("attacker")
        for target in [t for t in (ev.data.get("uids") or [ev.data.get("uid")]) if t]:
            subject, other = (attacker, target) if e == "attack" else (target, attacker)
            if not _about(ctx, trig, subject, c, pl):
                continue
            if trig.target is not None:
                oc = ctx.card(other or "")
                if oc is None or not matches(ctx, oc, replace(trig.target, owner=None), c.uid):
                    continue
            return {
                "that": subject
                if trig.subject is not None and trig.subject.ref != "this"
                else target
            }
        return None
    if e in ("hit", "not_hit") and isinstance(ev, Mark) and ev.tag in ("hit", "not_hit"):
        # 「このユニットのアタックがヴァンガードにヒットした時」: the attacking unit is hitting
        # (10.7.1.6) — 「…にヒットした」: the unit it attacked is so described (10.7.1.6.1) — or
        # did not hit (10.7.1.7); 「このユニットがブーストしたアタック」: the unit is its booster
        if ev.tag != e or trig.src or trig.dst or trig.means:
            return None
        unit = ev.data.get({"attack": "uid", "boost": "booster"}.get(trig.role or "", ""))
        if unit is None or not _about(ctx, trig, unit, c, pl):
            return None
        if trig.target is not None:
            attacked = [ctx.card(u) for u in ev.data.get("attacked") or ()]
            want = replace(trig.target, owner=None)
            if not any(a is not None and matches(ctx, a, want, c.uid) for a in attacked):
                return None
        return {"that": ev.data.get("uid")}
    if e in ("boost", "boosted") and isinstance(ev, SetVar) and ev.tag == "boost":
        booster, boosted = ev.data.get("uid"), ev.data.get("boosted")
        subject, other = (booster, boosted) if e == "boost" else (boosted, booster)
        if not _about(ctx, trig, subject, c, pl):
            return None
        if trig.target is not None:
            oc = ctx.card(other or "")
            if oc is None or not matches(ctx, oc, replace(trig.target, owner=None), c.uid):
                return None
        return {"that": other}
    if e == "timing" and trig.role is None and isinstance(ev, SetTurn):
        step = (trig.phase or "").partition("step:")[2]
        if step:  # ガードステップ開始時 (9.8.1, 10.4.1.2, 10.5.1.1)
            if trig.point != "start" or ev.changes.get("step") != step:
                return None
        elif trig.point == "start" and ev.changes.get("phase") == trig.phase:
            if trig.phase == "battle" and st.vars.get("attacks"):
                return None  # 10.3.1.1: バトルフェイズ開始時 only at the first start step
        elif trig.point == "end" and trig.phase == "turn" and ev.changes.get("phase") == "end":
            pass  # ターン終了時: the end phase of that turn
        else:
            return None
        if trig.owner is None:
            return {}
        want = pl if trig.owner == "you" else st.opponent(pl)
        return {} if st.turn.player == want else None
    if e == "timing" and trig.role is not None and isinstance(ev, SetTurn):
        # このユニットがアタックした / ブーストしたバトル終了時 (10.8.1.1); 「…がアタックされた
        # バトルのガードステップ開始時」 (10.5.1.1): a step of that battle
        step = (trig.phase or "").partition("step:")[2]
        if step:
            if trig.point != "start" or ev.changes.get("step") != step:
                return None
        elif ev.changes.get("step") != "close" or trig.phase != "battle":
            return None
        battle = st.vars.get("battle") or {}
        if trig.role == "attacked":
            # the unit attacked in this battle that the subject describes: 「そのユニット」
            at = [u for u in battle.get("attacked_at") or {} if _about(ctx, trig, u, c, pl)]
            return {"that": at[0]} if at else None
        key = {"attack": "attacker", "boost": "booster"}.get(trig.role)
        if key is None or not _about(ctx, trig, battle.get(key), c, pl):
            return None
        if trig.target is not None:  # …にアタックしたバトル: what was attacked
            kinds = {w[1] == "vanguard" for w in (battle.get("attacked_at") or {}).values()}
            if (trig.target.kind == "vanguard") not in kinds:
                return None
        return {}
    return None


# --------------------------------------------------------------------------- resolving


def _find(ctx: Ctx, uid: str | None, index: int) -> Ability | None:
    if not uid or ctx.card(uid) is None:
        return None
    return next(
        (ab for ab in programs(ctx, uid) if ab.index == index and ab.program is not None), None
    )


def card_resolve(ctx: Ctx, pending: Any) -> Proc:
    ab = _find(ctx, pending.source, pending.data.get("index", 0))
    if ab is None:
        yield Reject(
            "この自動能力を持つカードが見つからないため、何も起こりません",
            "the card with this automatic ability is gone: nothing happens",
            ("11.9.9",),
        )
        return
    rt = Rt(ctx, pending.master, pending.source, ab.program, ab.text, dict(pending.data))
    yield from _played_though_gone(rt)
    yield from run_program(rt, AUTO)


def _played_though_gone(rt: Rt) -> Proc:
    """11.9.9: the card with a pending automatic ability has left its zone; the ability is
    played all the same (the step saying so is one of the reasons of what follows)."""
    ctx = rt.ctx
    lk = gone_from(rt)
    if lk is not None:
        s = yield Mark(
            clauses=("11.9.9",),
            caused_by=(lk.step,),
            ja=f"{label(ctx, rt.source)} は{ctx.zone_name(lk.zone)}を離れたが、待機状態の自動能力はプレイしなければならない",
            en=f"{label(ctx, rt.source)} has left the {ctx.zone_name(lk.zone, 'en')}, but its pending automatic ability must still be played",
        )
        rt.why += (s,)


def run_program(
    rt: Rt, clauses: tuple[str, ...], paid: bool = False, gate: str | None = None
) -> Proc:
    """Run an ability's effect: the ability's condition, its cost (「[コスト]することで」 may be
    declined, 11.9.5.2; not paid, nothing after it happens, 11.9.5.1), then its steps in the
    order written (11.8.3.1.1)."""
    p = rt.program
    gate_sentence: int | None = None  # a failed condition skips the rest of its sentence
    if p.cond is not None:
        ok = holds(rt, p.cond)
        s = yield Mark(
            clauses=clauses + cond_clauses(p.cond, p.kind) + name_clauses(rt, p.cond),
            watch=cond_watch(rt, p.cond),
            # not met: what its steps would have changed is as it was because of it
            touches=() if ok else skipped_reach(rt, p.steps),
            ja=f"条件{'を満たす' if ok else 'を満たさない'}: {rt.text}",
            en=f"the condition is {'met' if ok else 'not met'}: {rt.text}",
        )
        rt.why += (s,)
        if not ok:
            gate_sentence = 0
    if p.cost and not paid and gate_sentence is None and p.free_if and holds(rt, p.free_if):
        s0 = yield Mark(
            clauses=clauses + ("11.1.1.2.2", "1.3.1"),
            ja=f"手札からライドして登場したので、このコストはなくなる: {rt.text}",
            en=f"it appeared by a ride from the hand: this cost is nothing: {rt.text}",
        )
        rt.why += (s0,)
        rt.acted = True
    elif p.cost and not paid and gate_sentence is None:
        items = yield from _main_or_alternative(rt, p.cost)
        items = yield from _text_reduced(rt, items)
        ok2 = yield from pay_cost(rt, items, optional=p.kind in ("auto", "item"))
        if not ok2:
            return
    if gate is not None and gate_sentence is None:
        # an automatic ability of a card with 【レガリスピース】: played (its cost paid), then
        # resolved only within the limit (14.51.2.2)
        ok4 = yield from _regalis_gate(rt, gate)
        if not ok4:
            return
    last_done = False  # whether the step before did what it said (11.2.3)
    unmet: int | None = None  # the sentence a step's own condition gated (「違うなら」 reads it)
    for i, op in enumerate(p.steps):
        if op.lead == "else":
            # 「Xなら A し、違うなら B」: B is done only when X, the condition before it in its
            # sentence, was not met (11.2.2, 11.2.3)
            run_else = gate_sentence == op.sentence and unmet == op.sentence
            s = yield Mark(
                clauses=clauses + ("11.2.2", "11.2.3"),
                ja=f"前の要件を{'満たさなかったので「違うなら」の処理を実行する' if run_else else '満たした（または実行されなかった）ので「違うなら」の処理は実行しない'}（{op.verb}）",
                en=f"the condition before {'was not met: the 「違うなら」 step is done' if run_else else 'was met (or not reached): the 「違うなら」 step is not done'} ({op.verb})",
            )
            unmet = None
            if not run_else:
                gate_sentence = op.sentence
                last_done = False
                continue
            rt.why += (s,)
            gate_sentence = None
        if gate_sentence is not None and op.sentence == gate_sentence:
            last_done = False
            continue
        gate_sentence = None
        if op.lead in ("if_done", "otherwise") and (op.lead == "if_done") != last_done:
            # 「そうしたなら」 / 「そうでないなら」: the result of the sentence before decides
            # whether this one is done (11.2.3, 11.2.4)
            yield Mark(
                clauses=clauses + ("11.2.3", "11.2.4"),
                ja=f"前の文の結果により、この文は実行しません（{op.verb}）",
                en=f"by the result of the sentence before, this one is not done ({op.verb})",
            )
            gate_sentence = op.sentence
            last_done = False
            continue
        if op.cond is not None and holds(rt, op.cond):
            s = yield Mark(
                clauses=clauses + cond_clauses(op.cond, p.kind) + name_clauses(rt, op.cond),
                watch=cond_watch(rt, op.cond),
                ja=f"条件を満たすので、この文の残りを実行する（{op.verb}）",
                en=f"the condition is met: the rest of this sentence is done ({op.verb})",
            )
            rt.why += (s,)
        elif op.cond is not None:
            yield Mark(
                clauses=clauses
                + cond_clauses(op.cond, p.kind)
                + name_clauses(rt, op.cond)
                + (("11.2.4",) if op.cond.what in ("done", "not_done") else ()),
                watch=cond_watch(rt, op.cond),
                touches=skipped_reach(
                    rt, tuple(o for o in p.steps[i:] if o.sentence == op.sentence)
                ),
                ja=f"条件を満たさないため、この文の残りは実行しません（{op.verb}）",
                en=f"the condition is not met: the rest of this sentence is not done ({op.verb})",
            )
            gate_sentence = op.sentence
            unmet = op.sentence
            last_done = False
            continue
        if op.cost is not None:
            # 「このコストは『…』でも払える」 of an ability whose one cost is on a step
            items = op.cost if p.cost else (yield from _main_or_alternative(rt, op.cost))
            ok3 = yield from pay_cost(rt, items, optional=True)
            if not ok3:
                return
        rt.done.pop(_done_key(op), None)
        yield from run_op(rt, op, clauses)
        # a step that records nothing of its result did what it said when it ran
        last_done = bool(rt.done.get(_done_key(op), True))


# 【ターン1回】: a limit icon (12.3.1), a period limit icon (12.3.2) for this turn (12.3.2.1.1):
# once its effect has changed the game, the ability cannot be used this turn (12.3.2.2)
LIMIT_ICON = ("12.3.1", "12.3.2", "12.3.2.1.1", "12.3.2.2")


DIVINE = ("12.3.3", "12.3.3.1", "12.3.3.2")


def _unusable(ctx: Ctx, uid: str, index: int, prog: Program, master: str) -> tuple[str, ...] | None:
    """Why this ability is ‘使えない’ now (12.2): its 【ターン1回】 was used this turn, or its
    master has resolved a 【ディヴァインスキル】 this game; the clauses, else None."""
    if prog.limit and _limited(ctx, uid, index, prog.limit):
        return limit_clauses(prog.limit)
    if prog.divine and val(ctx, "divine_used", master):
        return DIVINE
    return None


def _limit_after(rt: Rt, index: int) -> Proc:
    if rt.program.divine and rt.acted:
        # 12.3.3.2: the game changed, so its master cannot use Divine Skill abilities this game
        yield SetVar(
            key=vkey("divine_used", rt.master),
            value=True,
            clauses=DIVINE,
            ja=f"【ディヴァインスキル】: このゲーム中、{rt.master} は【ディヴァインスキル】を持つ能力を使えなくなる",
            en=f"【Divine Skill】: for the rest of the game {rt.master} cannot use abilities with 【Divine Skill】",
        )
    if rt.program.limit and rt.acted and rt.source:
        c = rt.ctx.card(rt.source)
        used = list(rt.ctx.state.vars.get("limit_used") or [])
        period, _, times = rt.program.limit.partition(":")
        key = [_limit_period(rt.ctx, period), rt.source, c.placed if c else None, index]
        used.append(key)
        what = "ターン" if period == "turn" else "ファイト"
        when = ("このターン中", "this turn") if period == "turn" else ("このゲーム中", "this game")
        n = int(times or 1)
        if used.count(key) >= n:
            ja = f"【{what}{n}回】: {when[0]}、この能力（{label(rt.ctx, rt.source)}）は使えなくなる"
            en = f"【{what}{n}回】: this ability of {label(rt.ctx, rt.source)} cannot be used again {when[1]}"
        else:
            ja = f"【{what}{n}回】: {when[0]}、この能力（{label(rt.ctx, rt.source)}）を使った回数を数える"
            en = f"【{what}{n}回】: a use of this ability of {label(rt.ctx, rt.source)} counted for {when[1]}"
        yield SetVar(
            key="limit_used",
            value=used,
            clauses=limit_clauses(rt.program.limit) + ("12.2.1",),
            ja=ja,
            en=en,
        )


def _payable(rt: Rt, items: tuple[CostItem, ...]) -> str | None:
    ctx, m = rt.ctx, rt.master
    for it in items:
        if it.what == "either":
            whys = [_payable(rt, (o,)) for o in it.options]
            if all(w is not None for w in whys):
                return " / ".join(w for w in whys if w)
            continue
        if it.what in BLAST_ZONES and it.sel is not None:
            if len(_blastable(rt, it)) < it.n:
                return f"コストにできるカードが{it.n}枚ない"
            continue
        if (
            it.what == "counter_blast"
            and len([c for c in ctx.zone(m, "damage") if c.face_up]) < it.n
        ):
            return f"表向きのダメージが{it.n}枚ない"
        if it.what == "soul_blast" and len(ctx.zone(m, "soul")) < it.n:
            return f"ソウルが{it.n}枚ない"
        if it.what == "energy_blast" and int(val(ctx, "energy", m)) < it.n:
            return f"エネルギーが{it.n}ない"
        if it.what != "act":
            continue
        assert it.sel is not None
        cands = _cost_candidates(rt, it)
        if it.sel.ref == "this":
            if it.verb == "rest" and any(
                (c := ctx.card(u)) is not None and c.orientation != "stand"
                for u in resolve_sel(rt, it.sel)
            ):
                return "このユニットはすでにレスト状態" + ALREADY_RESTED
            if not cands:
                return "このカードがない"
            c = ctx.card(cands[0])
            assert c is not None
            w = ctx.where(c.uid)
            if it.verb == "move" and it.dest == "bind" or it.verb == "bind":
                if w is not None and w[1] == "drop" and _no_bind(ctx, m, c):
                    return NO_BIND
            continue
        if it.verb == "gauge" and may_have_gauge(ctx, m, it.pos or "") is None:
            # 7.40.7.1: putting it as that gauge would do nothing — the cost cannot be paid
            return f"{it.pos}ゲージを持つことができる効果が適用されていない"
        if len(cands) < it.n or it.sel.distinct_names and not _distinct_n(ctx, cands, it.n):
            where = "、".join(ctx.zone_name(z) for z in it.sel.zones) or "場"
            rested = it.verb == "rest" and len(resolve_sel(rt, it.sel)) > len(cands)
            return f"{where}にコストにできるカードが{it.n}枚ない" + (
                ALREADY_RESTED if rested else ""
            )
    return None


# a rest cost that only a rested unit could pay: resting it again is not done (1.3.2.1)
ALREADY_RESTED = "（レスト状態のユニットを改めてレストすることは行われない）"


def unpayable_clauses(ctx: Ctx, why: str) -> tuple[str, ...]:
    """The principle that makes the part of a cost ``_payable`` named impossible: a
    prohibition (1.3.3) or an act on something already in that state (1.3.2.1)."""
    if why == NO_BIND:
        return ctx.principle("prohibition")
    return ctx.principle("already_in_state") if ALREADY_RESTED in why else ()


ALT_COST = ("1.3.1", "11.7.1")


def _main_or_alternative(rt: Rt, items: tuple[CostItem, ...]) -> Proc:
    """「このコストは『…』でも払える」: when its condition holds, the master pays either the
    printed cost or the alternative its text gives (1.3.1), one that can be paid."""
    alts = [
        p[2] for p in rt.program.params if p[0] == "alt_cost" and (p[1] is None or holds(rt, p[1]))
    ]
    if not alts:
        return items
    ways = [w for w in (items, *alts) if _payable(rt, w) is None] or [items]
    if len(ways) == 1:
        pick = ways[0]
    else:
        k = yield Choose(
            rt.master,
            "cost_alternative",
            "払うコスト（印刷されたコストか、テキストが与える代わりのコスト）",
            "the cost to pay (the printed one, or the alternative the text gives)",
            tuple(Option(str(i + 1), _cost_text(w), _cost_text(w), i) for i, w in enumerate(ways)),
            ALT_COST,
        )
        pick = ways[int(k)]
    if pick is not items:
        s = yield Mark(
            clauses=ALT_COST,
            caused_by=rt.why,
            ja=f"テキストが与える代わりのコストで払う: {_cost_text(pick)}",
            en=f"the alternative cost the text gives is paid: {_cost_text(pick)}",
        )
        rt.why += (s,)
    return pick


def _text_reduced(rt: Rt, items: tuple[CostItem, ...]) -> Proc:
    """「[Xなら、]このコストで払う【ソウルブラスト】は(1)減る。」 printed before the trigger: when X
    holds, the cost pays that many fewer (7.28.1; the card's text beats the rules, 1.3.1)."""
    for p in rt.program.params:
        if p[0] != "cost_down_if" or (p[1] is not None and not holds(rt, p[1])):
            continue
        _tag, cond, stat, n = p
        if _reduce(items, stat, 1) == items:
            continue
        items = _reduce(items, stat, n)
        s = yield Mark(
            clauses=("7.28.1", "1.3.1") + cond_clauses(cond)[2:],
            caused_by=rt.why,
            watch=cond_watch(rt, cond),
            ja=f"テキストにより、このコストで払う{stat}は({n})減る",
            en=f"by its text, this cost's {stat} is {n} less",
        )
        rt.why += (s,)
    return items


def _cost_text(items: tuple[CostItem, ...]) -> str:
    return "、".join(f"{i.what if i.what != 'act' else i.verb}({i.n})" for i in items)


def _cost_candidates(rt: Rt, it: CostItem) -> list[str]:
    """The cards a cost's action may take (this card, or the cards its description names,
    the master's own unless it says otherwise)."""
    assert it.sel is not None
    s = it.sel
    if s.ref is None and s.owner is None:
        s = replace(s, owner="you")
    out = resolve_sel(rt, s)
    if it.verb in ("rest",):
        out = [u for u in out if (c := rt.ctx.card(u)) is not None and c.orientation == "stand"]
    return out


_BLAST_JA = {
    "counter_blast": "カウンターブラスト",
    "soul_blast": "ソウルブラスト",
    "energy_blast": "エネルギーブラスト",
}
_COST_ZONES = {"counter_blast": "damage", "soul_blast": "soul"}


def skipped_reach(rt: Rt, ops: tuple[Op, ...]) -> tuple[str, ...]:
    """What steps not carried out would have changed (the cards their targets name now and
    their zones, the zones they put cards into, a draw's hand and deck), so that a ruling that
    nothing happened there names the step that says why."""
    ctx = rt.ctx
    out: list[str] = []
    for op in ops:
        who = ctx.state.opponent(rt.master) if op.performer == "opponent" else rt.master
        if op.target is not None:
            for u in resolve_sel(rt, op.target):
                w = ctx.where(u)
                out += [u] + ([f"{w[0]}.{w[1]}"] if w else [])
        if op.dest is not None and ctx.game.zone(op.dest) is not None:
            out.append(f"{who}.{op.dest}")
        if op.verb == "draw":
            out += [f"{who}.hand", f"{who}.deck"]
    return tuple(dict.fromkeys(out))


def _cost_zones(rt: Rt, items: tuple[CostItem, ...]) -> tuple[str, ...]:
    """The zones a cost would have changed, and the zone of the card with the ability: what a
    declined cost leaves as it was."""
    out = [f"{rt.master}.{_COST_ZONES[it.what]}" for it in items if it.what in _COST_ZONES]
    for it in items:
        if it.what == "act" and it.sel is not None and it.sel.ref is None:
            out += [f"{rt.master}.{z}" for z in it.sel.zones if z not in CIRCLE_GROUPS]
    w = rt.ctx.where(rt.source or "")
    if w is not None:
        out.append(f"{w[0]}.{w[1]}")
    return tuple(dict.fromkeys(out))


NO_BIND = "同名のカードをドロップからバインドできない"


def _no_bind(ctx: Ctx, player: str, c: Card) -> bool:
    """A prohibition on binding cards of this name from the drop (1.3.3 beats the cost)."""
    return any(
        e.op == "prohibit"
        and e.stat == "no_bind_from_drop"
        and e.target == player
        and e.value == c.name
        for e in ctx.state.effects
    )


def _prohibited_by(ctx: Ctx, player: str) -> tuple[int, ...]:
    """The steps that made the prohibitions on ``player``'s binding from the drop."""
    steps = (
        ctx.step_of(f"effect:{e.id}")
        for e in ctx.state.effects
        if e.op == "prohibit" and e.stat == "no_bind_from_drop" and e.target == player
    )
    return tuple(i for i in steps if i is not None)


def _down_applies(rt: Rt, kinds: Any, original: bool) -> bool:
    """Whether a reduction naming abilities of a kind (「【自】能力」) and printed only (「元々持つ」)
    reaches this ability."""
    idx = rt.data.get("index")
    if kinds and rt.program.kind not in kinds:
        return False
    return not original or (idx is not None and int(idx) < GRANTED)


def _downs(rt: Rt) -> list[dict[str, Any]]:
    """The reductions of this ability's cost in force (7.28.1): those effects made this turn
    (``cost_down`` records: of the ability chosen, or of the abilities of the cards named — a
    ``next`` one only until used, 7.28.2) and those continuous abilities make now."""
    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    if c is None:
        return []
    out: list[dict[str, Any]] = []
    for d in ctx.state.vars.get("cost_down") or []:
        if d["turn"] != ctx.state.turn.number:
            continue
        if d.get("play") is not None:
            # the play of a card so named (its cost: order_play)
            if rt.data.get("play") and set(d["play"]) & set(names_of(ctx, c)):
                out.append(d)
        elif "index" not in rt.data:
            continue
        elif d.get("ability") is not None:
            if d["ability"] == [c.uid, c.placed, rt.data["index"]]:
                out.append(d)
        elif [c.uid, c.placed] in d["cards"] and _down_applies(rt, d["kinds"], d["original"]):
            out.append(d)
    for src, ab, crt in _continuous(ctx) if "index" in rt.data else ():
        for op in ab.program.steps:
            if op.verb != "cost_down" or op.target is None or not holds(crt, op.cond):
                continue
            det = dict(op.detail)
            if c.uid in resolve_sel(crt, op.target) and _down_applies(
                rt, det.get("kinds"), bool(det.get("original"))
            ):
                out.append(
                    {"stat": op.stat, "n": op.n, "next": False, "by": src.uid, "text": ab.text}
                )
    return out


def _reduce(items: tuple[CostItem, ...], stat: str, by: int) -> tuple[CostItem, ...]:
    out = []
    for it in items:
        if it.what == stat or (stat == "remove" and it.what == "act" and it.verb == "remove"):
            it = replace(it, n=max(it.n - by, 0))
        elif it.what == "either":
            it = replace(it, options=_reduce(it.options, stat, by))
        out.append(it)
    return tuple(out)


def _reduced(
    rt: Rt, items: tuple[CostItem, ...]
) -> tuple[tuple[CostItem, ...], list[dict[str, Any]]]:
    """The cost with the reductions in force taken off (7.28.1; several add up, 7.28.2.1), and
    the reductions used: those whose payment the cost holds."""
    used: list[dict[str, Any]] = []
    for stat in ("counter_blast", "remove"):
        downs = [d for d in _downs(rt) if d["stat"] == stat]
        if downs and _reduce(items, stat, 1) != items:
            items = _reduce(items, stat, sum(int(d["n"]) for d in downs))
            used += downs
    return items, used


REDUCED_JA = {"counter_blast": "払う【カウンターブラスト】", "remove": "除外するカード"}
REDUCED_EN = {"counter_blast": "the counter blast paid", "remove": "the cards removed"}


def pay_cost(
    rt: Rt, items: tuple[CostItem, ...], optional: bool, replacement: bool = False
) -> Proc:
    """11.7.1 / 11.9.5: a cost is paid all at once, all or nothing. ``replacement``: the cost
    of a replacement (「【コスト】[…]することで、＋AではなくＢ」): unpaid, only the replacement is
    not made."""
    ctx, m = rt.ctx, rt.master
    items, downs = _reduced(rt, items)
    if downs:
        what = {d["stat"] for d in downs}
        s = yield Mark(
            clauses=("7.28.1",)
            + (("7.28.2",) if any(d["next"] for d in downs) else ())
            + (("7.28.2.1",) if len(downs) > 1 else ())
            + (CONTINUOUS if any("by" in d for d in downs) else ()),
            caused_by=rt.why,
            watch=tuple(d["by"] for d in downs if "by" in d),
            ja="このコストで"
            + "・".join(
                f"{REDUCED_JA[w]}は{sum(d['n'] for d in downs if d['stat'] == w)}減る"
                for w in sorted(what)
            )
            + ("（複数の減少は加算される）" if len(downs) > 1 else ""),
            en="for this cost, "
            + ", ".join(
                f"{REDUCED_EN[w]} is {sum(d['n'] for d in downs if d['stat'] == w)} less"
                for w in sorted(what)
            )
            + (" (the reductions add up)" if len(downs) > 1 else ""),
        )
        rt.why += (s,)
    downs = [d for d in downs if d["next"]]
    why = _payable(rt, items)
    if why is not None and replacement:
        yield Reject(
            f"コストを支払えないため（{why}）、置き換えは行われません",
            f"the cost cannot be paid ({why}): the replacement is not made",
            ("11.9.5", "11.3.1.3.5"),
        )
        return False
    if why is not None:
        yield Reject(
            f"コストを支払えないため（{why}）、それ以降は何も起こりません",
            f"the cost cannot be paid ({why}): nothing after it happens",
            (("11.9.5", "11.9.5.1") if rt.program.kind in ("auto", "item") else ("11.8.2.2",))
            + unpayable_clauses(ctx, why),
            caused_by=_prohibited_by(ctx, m) if why == NO_BIND else (),
        )
        return False
    if optional:
        pay = yield Choose(
            m,
            "cost",
            f"コストを払うか: {rt.text}",
            f"pay the cost? {rt.text}",
            (YES, NO),
            ("11.9.5.2",),
        )
        if not pay and replacement:
            yield Mark(
                clauses=("11.9.5.2", "11.3.1.3.5"),
                caused_by=rt.why,
                ja=f"{m} はコストを払わないので、置き換えは行われません",
                en=f"{m} does not pay the cost: the replacement is not made",
            )
            return False
        if not pay:
            yield Mark(
                clauses=("11.9.5.1", "11.9.5.2"),
                touches=_cost_zones(rt, items),
                caused_by=rt.why,
                ja=f"{m} はコストを払わないので、それ以降は何も起こらない",
                en=f"{m} does not pay the cost: nothing after it happens",
            )
            return False
    if downs:
        # the reduction is used: it applied to this payment (7.28.2 「実際に次にその処理を実行する」)
        yield SetVar(
            key="cost_down",
            value=[d for d in ctx.state.vars.get("cost_down") or [] if d not in downs] or None,
            clauses=("7.28.2",),
        )
    # the payment is that of the procedure it belongs to: an automatic ability's (or an item's)
    # on resolution (11.9.5), a card's or activated ability's as it is played (11.8.2.2)
    paid_by = ("11.7.1",) + (("11.9.5",) if rt.program.kind in ("auto", "item") else ("11.8.2.2",))
    chosen: list[CostItem] = []
    for it in items:
        if it.what != "either":
            chosen.append(it)
            continue
        ok = [o for o in it.options if _payable(rt, (o,)) is None]
        pick = ok[0]
        if len(ok) > 1:
            k = yield Choose(
                m,
                "cost_choice",
                "払うコストを選ぶ",
                "the cost to pay",
                tuple(
                    Option(
                        o.what,
                        f"{_BLAST_JA.get(o.what, o.verb or o.what)}({o.n})",
                        f"{o.what} ({o.n})",
                        i,
                    )
                    for i, o in enumerate(ok)
                ),
                ("11.7.1",),
            )
            pick = ok[int(k)]
        chosen.append(pick)
    for it in chosen:
        if it.what in BLAST_ZONES and it.sel is not None:
            # 「「X」を【ソウルブラスト】(1)」: the cards blasted are chosen among those
            picks: list[str] = []
            for _ in range(it.n):
                pool = [u for u in _blastable(rt, it) if u not in picks]
                picks.append(
                    (
                        yield Choose(
                            m,
                            "cost_card",
                            "コストにするカード",
                            "card for the cost",
                            tuple(card_option(ctx.card(u), ctx=ctx) for u in pool),  # type: ignore[arg-type]
                            ("11.7.1",),
                        )
                    )
                )
            yield Do(it.what, {"player": m, "amount": it.n, "cards": picks}, clauses=paid_by)
        elif it.what in ("counter_blast", "soul_blast", "energy_blast"):
            yield Do(it.what, {"player": m, "amount": it.n}, clauses=paid_by)
        elif it.what == "act":
            yield from _pay_act(rt, it)
    s = yield Mark(clauses=paid_by, ja="コストを支払った", en="the cost is paid")
    rt.why += (s,)
    rt.acted = True
    return True


COST_ACTS = {"rest": "rest", "retire": "retire", "remove": "remove", "stand": "stand"}
# the zone a blast takes its cards from (7.24.1: face-up damage, 7.25.1: the soul)
BLAST_ZONES = {"counter_blast": "damage", "soul_blast": "soul"}


def _blastable(rt: Rt, it: CostItem) -> list[str]:
    """The cards a blast of described cards may take: of the description, in its zone (face up
    for a counter blast)."""
    assert it.sel is not None
    z = BLAST_ZONES[it.what]
    return [
        c.uid
        for c in rt.ctx.zone(rt.master, z)
        if (c.face_up or z != "damage") and matches(rt.ctx, c, it.sel, rt.source, rt)
    ]


def _pay_act(rt: Rt, it: CostItem) -> Proc:
    """A cost that is an action on cards: this card, or as many of the cards it describes as
    it says — a number of cards with no 「選ぶ」 is still a choice of that many (7.50.1.1)."""
    from ruling.games._vg.specific import move_card

    ctx, m = rt.ctx, rt.master
    assert it.sel is not None
    if it.sel.ref is not None:
        picks = _cost_candidates(rt, it)[:1]
    else:
        picks = []
        for _ in range(it.n):
            pool = _distinct_pool(ctx, _cost_candidates(rt, it), picks, it.sel.distinct_names)
            u = yield Choose(
                m,
                "cost_card",
                "コストにするカード",
                "card for the cost",
                tuple(card_option(ctx.card(u), ctx=ctx) for u in pool),  # type: ignore[arg-type]
                ("11.7.1", "7.50.1", "7.50.1.1"),
            )
            picks.append(u)
    verb = it.verb or ""
    if verb == "discard":
        yield Do("discard", {"player": m, "cards": picks}, clauses=("11.7.1", "7.50.1", "7.50.1.1"))
    elif verb in COST_ACTS:
        for u in picks:
            yield Do(COST_ACTS[verb], {"player": m, "card": u}, clauses=("11.7.1",))
    elif verb == "reveal":
        yield Mark(
            # 7.10.2: a card revealed for a cost is shown when all the costs are paid
            # (11.7.1); it stays where it is (7.10.3.1: put back when the showing ends)
            clauses=("11.7.1", "7.10.1", "7.10.2", "7.10.3", "7.10.3.1"),
            touches=tuple(f"{m}.{z}" for z in it.sel.zones),
            ja=f"コスト: {m} は {'、'.join(label(ctx, u) for u in picks)} を公開する",
            en=f"cost: {m} reveals {', '.join(label(ctx, u) for u in picks)}",
        )
    elif verb == "gauge":
        for u in picks:
            yield Do(
                "gauge",
                {"player": m, "card": u, "of": m, "name": it.pos, "face": "up"},
                clauses=("11.7.1",),
            )
    elif verb == "move" and it.dest is not None:
        if it.order == "chosen" and len(picks) > 1:
            picks = yield from _chosen_order(rt, picks)
        for u in picks:
            c = ctx.card(u)
            assert c is not None
            bottom = it.pos == "bottom"
            yield from move_card(
                ctx,
                u,
                c.owner,
                it.dest,
                ("11.7.1", "11.8.5.2") + (("7.29.1",) if it.dest == "bind" else ()),
                f"コスト: {c.label} を{ctx.zone_name(it.dest)}{'の下' if bottom else ''}に置く",
                f"cost: {c.label} goes to the {'bottom of the ' if bottom else ''}{ctx.zone_name(it.dest, 'en')}",
                caused_by=rt.why,
                pos="bottom" if bottom else "top",
                data={"by": rt.source, "by_master": m},
            )
    else:
        raise ValueError(verb)


def _ask(rt: Rt, what_ja: str, what_en: str) -> Proc:
    ok = yield Choose(
        rt.master, "optional", f"{what_ja}（任意）", f"{what_en} (optional)", (YES, NO)
    )
    return bool(ok)


PER = ("12.7.1", "12.7.1.1")
# 「…すべて」: the cards are not chosen (7.50.1.2); every one that matches now
ALL = ("7.50.1.2",)


def _per_x(rt: Rt, op: Op) -> tuple[int, list[str]]:
    """X of 「XにつきYする」 now: how many cards match ``op.per``, or the value ``per_stat`` of the
    unit(s) it names, counted in its steps (グレード１につき: the grade); and the cards read."""
    assert op.per is not None
    uids = resolve_sel(rt, op.per)
    if op.per_stat is None:
        return len(uids), uids
    stat, step_ = op.per_stat
    if stat == "cards":  # 「２枚につき」: once per N of the cards
        return len(uids) // step_, uids
    if stat != "grade":
        raise ValueError(f"a multiplier by the value {stat}")  # refused by the compiler
    total = 0
    for u in uids:
        v = grade(rt.ctx.card(u))
        total += max(v or 0, 0) // step_
    return total, uids


def _per_times(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """12.7.1: Y is done X times; 12.7.2: X is fixed before the first Y and does not change
    until every Y is done."""
    x, read = _per_x(rt, op)
    what = "、".join(label(rt.ctx, u) for u in read) or "なし"
    s = yield Mark(
        clauses=clauses + PER + ("12.7.2",),
        watch=tuple(read),
        ja=f"「XにつきYする」: X＝{x}（{what}）をYの実行前に決定し、Yを{x}回実行する",
        en=f"「Y per X」: X = {x} ({what}) is fixed before Y starts; Y is done {x} time(s)",
    )
    rt.why += (s,)
    return x


def run_op(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    ctx, m = rt.ctx, rt.master
    st = ctx.state
    # a unit the step leaves unsaid, with nothing before it to act on: this unit (11.8.5.3)
    clauses = clauses + dict(op.detail).get("unsaid", ())
    if op.performer == "each":
        # 「あなたと相手は、それぞれ…」: each player does it, the turn fighter first (1.3.4); what
        # they choose is chosen together (the next step acts on all of it)
        picked: list[str] = []
        for pl in st.order():
            rt.chosen = []
            who = "you" if pl == m else "opponent"
            yield from run_op(rt, replace(op, performer=who), clauses + ("1.3.4",))
            picked += rt.chosen
        rt.chosen = picked
        rt.data.pop("doer", None)
        return
    # 「相手は…」: the opponent does the step — draws, charges, chooses — its 「自分の」 being
    # the opponent's (11.8.5.1: the fighter named does it; else the master)
    rt.data["doer"] = st.opponent(m) if op.performer == "opponent" else m
    if op.performer == "opponent":
        clauses = clauses + ("11.8.5.1",)
        m = rt.data["doer"]
    if op.optional:
        ok = yield from _ask(rt, f"{op.verb} をする", f"do {op.verb}")
        if not ok:
            rt.done[_done_key(op)] = False
            return
    if op.per is not None and op.verb != "stat":
        # 「XにつきYする」: X fixed first, then Y done X times (12.7.1, 12.7.2); a value change
        # multiplies its amount instead (below)
        times = yield from _per_times(rt, op, clauses)
        for _ in range(times):
            yield from run_op(rt, replace(op, per=None, per_stat=None, optional=False), clauses)
        return
    # choosing, looking and revealing change nothing in the game: an ability that only did
    # these has not changed the game's state (12.3.2.2, 12.3.3.2)
    if op.verb not in ("choose", "choose_ability", "look", "reveal"):
        rt.acted = True
    if op.each is not None:
        yield from _each(rt, op, clauses)
        return
    if op.verb == "draw":
        before = len(ctx.zone(m, "hand"))
        yield Do(
            "draw", {"player": m, "amount": op.n}, clauses=clauses + ("11.8.5.1",), caused_by=rt.why
        )
        rt.done["draw"] = len(ctx.zone(m, "hand")) > before
    elif op.verb in ("soul_charge", "energy_charge", "counter_charge"):
        before = _charged(ctx, m)
        yield Do(op.verb, {"player": m, "amount": op.n}, clauses=clauses, caused_by=rt.why)
        rt.done[op.verb] = _charged(ctx, m) != before  # 11.2.3: what it did, read after
    elif op.verb == "choose" and ("what", "column") in op.detail:
        yield from _choose_columns(rt, op, clauses)
    elif op.verb in ("choose", "search"):
        assert op.target is not None
        cands = resolve_sel(rt, op.target)
        searching = op.verb == "search"
        if op.bound == "all":
            rt.chosen = cands
            rt.data.pop("that", None)
            s = yield Mark(
                clauses=clauses + ALL,
                watch=sel_watch(rt, op.target),
                ja=f"{m} は {'、'.join(label(ctx, u) for u in cands) or 'なにも'} を選ぶ",
                en=f"{m} takes {', '.join(label(ctx, u) for u in cands) or 'nothing'}",
            )
            rt.why += (s,)
            return
        n = len(cands) if op.bound == "any" else op.n
        assert n is not None
        chosen_bound = op.bound
        if op.bound == "any":
            # 「望む枚数」: as many as the master picks, none to all of them — a choice 「まで」
            # of every candidate (11.8.4.1.1)
            chosen_bound = "up_to"
            clauses = clauses + ("11.8.4.1.1",)
        distinct = op.target.distinct_names
        n_of = dict(op.detail).get("n_of")
        if n_of is not None:
            # 「…と同じ枚数（まで）選ぶ」: as many as those cards are now (11.8.4)
            counted = resolve_sel(rt, n_of)
            n = len(counted)
            s = yield Mark(
                clauses=clauses + ("11.8.4",),
                watch=sel_watch(rt, n_of),
                ja=f"選ぶ枚数は {'、'.join(label(ctx, u) for u in counted) or 'なし'} と同じ{n}枚",
                en=f"as many as {', '.join(label(ctx, u) for u in counted) or 'none'}: {n}",
            )
            rt.why += (s,)
        for cond, alt in op.instead:
            if holds(rt, cond):  # 「１枚ではなく２枚まで選ぶ」 (11.3.1.3, 11.3.1.3.5)
                s = yield Mark(
                    clauses=clauses + REPLACED,
                    watch=tuple(cond_watch(rt, cond)),
                    ja=f"「{n}枚ではなく{alt}枚」: 条件を満たすので、{alt}枚に置き換えて実行する",
                    en=f"「{alt} instead of {n}」: the condition is met, {alt} card(s) instead",
                )
                rt.why += (s,)
                n = alt
                chosen_bound = dict(op.detail).get("instead_bound", op.bound)
                distinct = distinct or ("instead_distinct", True) in op.detail
        # 7.11.2: a hidden zone may be searched without finding what is there
        bound = "up_to" if searching else chosen_bound
        if not searching:
            cands = yield from _choosable(rt, cands, clauses)
        places = dict(op.detail).get("each_place")
        groups = (
            # 「手札とドロップからそれぞれ１枚選び」: that many from each place (11.8.6)
            [[u for u in cands if (w := ctx.where(u)) is not None and w[1] == z] for z in places]
            if places
            else [cands]
        )
        picks = []
        for group in groups:
            picks += yield from _pick(
                rt,
                group,
                n,
                bound,
                ("search", "見つけ出すカード", "card to find") if searching else None,
                ("7.11.1", "7.11.2") if searching else ("11.8.4", "11.8.4.1", "7.50.1"),
                distinct,
            )
        if places:
            clauses = clauses + ("11.8.6",)
        if len(picks) < n * len(groups) and bound == "exact" and not picks and not searching:
            # none could be chosen: the target is not chosen and every effect on it is ignored
            yield Mark(
                clauses=("11.8.4.1.3",) + ctx.principle("impossible"),
                watch=sel_watch(rt, op.target),  # why none could be chosen
                # the zones the target was to come from stay as they are because of it
                touches=tuple(
                    f"{pl}.{z}"
                    for pl in _owners(ctx, op.target.owner, m, _doer(rt))
                    for z in op.target.zones
                    if ctx.game.zone(z) is not None
                ),
                ja="選べる対象がないため目標は選ばれず、その目標にかかわる効果はすべて無視される",
                en="no target can be chosen: none is, and every effect on it is ignored",
            )
        elif len(picks) < n * len(groups) and bound == "exact":
            yield Mark(
                clauses=("11.8.4.1.2",),
                ja=f"選べる対象が{len(picks)}枚しかないので、可能な限り選ぶ",
                en=f"only {len(picks)} target(s) can be chosen: as many as possible",
            )
        named = op.target.names or op.target.contains
        treated = named and any(treated_name(ctx, ctx.card(u)) for u in picks)  # type: ignore[arg-type]
        s = yield Mark(
            clauses=clauses
            + (("7.11.1", "7.11.2") if searching else ("11.8.4", "7.50.1"))
            + (TREATED if treated else ())
            + sel_clauses(op.target),
            watch=sel_watch(rt, op.target),
            ja=f"{m} は {'、'.join(label(ctx, u) for u in picks) or 'なにも'} を{'見つけ出す' if searching else '選ぶ'}",
            en=f"{m} {'finds' if searching else 'chooses'} {', '.join(label(ctx, u) for u in picks) or 'nothing'}",
        )
        for u in picks:  # 「山札から探したなら」: where each was found (11.2.3)
            w = ctx.where(u)
            if w is not None:
                rt.done[f"{op.verb}:from:{w[1]}"] = True
        rt.chosen = picks
        rt.data.pop("that", None)
        rt.why += (s,)
    elif op.verb == "stat":
        assert op.target is not None and op.stat is not None
        if op.until == "battle" and not st.vars.get("battle"):
            yield Reject(
                "バトル中ではないので、「そのバトル中」の継続効果は作成されません",
                "not during a battle: an effect lasting this battle is not created",
                ("11.3.1.2.1",),
            )
            return
        targets = resolve_sel(rt, op.target)
        if not targets:
            yield Mark(
                clauses=clauses + ("11.8.4.1.3",) + rt.ctx.principle("impossible"),
                ja="対象がいないため、この変更は行われません",
                en="no unit to apply it to: the change is not made",
            )
        times = 1
        if op.per is not None:
            times = yield from _per_times(rt, op, clauses)
        amount0, replaced = amount_now(rt, op)
        paid_for = dict(op.detail).get("instead_cost")
        if replaced and paid_for:
            # 「…なら、【コスト】[…]することで、＋AではなくＢ」: B only if its cost is paid
            # (it may be declined, 11.9.5)
            ok = yield from pay_cost(rt, paid_for, optional=True, replacement=True)
            if not ok:
                amount0, replaced = op.amount, False
        if replaced:
            s = yield Mark(
                clauses=clauses + REPLACED,
                watch=tuple(w for cond, _a in op.instead for w in cond_watch(rt, cond)),
                ja=f"「{op.amount:+d}ではなく{amount0:+d}」: 条件を満たすので、{amount0:+d} に置き換えて実行する",
                en=f"「{op.amount:+d} instead {amount0:+d}」: the condition is met, {amount0:+d} is applied instead",
            )
            rt.why += (s,)
        if op.set_to:
            # 「…をNにする」: always N (11.11.1.9); 「元々の…をNにする」: the original value
            # (11.11.1.2); the cards are fixed when it is made (11.11.4)
            original = ("original", True) in op.detail
            for u in targets:
                yield AddEffect(
                    target=u,
                    stat=f"base_{op.stat}" if original else op.stat,
                    op="set",
                    value=op.amount,
                    until=effect_until(rt, op.until),
                    caused_by=rt.why,
                    clauses=clauses
                    + ("11.3.1.2", "11.11.4", "11.11.1.2" if original else "11.11.1.9"),
                    source=f"{label(ctx, rt.source)}: {rt.text}",
                    ja=f"{label(ctx, u)} の{'元々の' if original else ''}{_STAT_JA[op.stat]}を{op.amount}にする（{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}）",
                    en=f"{label(ctx, u)}'s {'original ' if original else ''}{op.stat} becomes {op.amount} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
                )
            return
        for u in [t for t in targets for _ in range(times)]:
            for stat, amount in ((op.stat, amount0), *op.more):
                yield AddEffect(
                    target=u,
                    stat=stat,
                    op="add",
                    value=amount,
                    until=effect_until(rt, op.until),
                    caused_by=rt.why,
                    clauses=clauses
                    + ("11.3.1.2", "11.11.4")
                    + (ALL if op.target.bound == "all" else ()),
                    source=f"{label(ctx, rt.source)}: {rt.text}",
                    ja=f"{label(ctx, u)} の{_STAT_JA[stat]}{amount:+d}（{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}）",
                    en=f"{label(ctx, u)} gets {stat} {amount:+d} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
                )
    elif op.verb == "no_hit":
        if not st.vars.get("battle"):
            yield Reject(
                "バトル中ではないので、「そのバトル中」の継続効果は作成されません",
                "not during a battle: an effect lasting this battle is not created",
                ("11.3.1.2.1",),
            )
            return
        assert op.target is not None
        for u in resolve_sel(rt, op.target):
            yield AddEffect(
                target=u,
                stat="no_hit",
                value=1,
                until="battle",
                caused_by=rt.why,
                clauses=clauses + ("11.3.1.2",),
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"そのバトル中、{label(ctx, u)} はヒットされない",
                en=f"this battle, {label(ctx, u)} cannot be hit",
            )
    elif op.verb in ("retire", "stand", "rest"):
        assert op.target is not None
        if op.target.column == "chosen":
            us = resolve_sel(rt, op.target)
            cols = "と".join(COLUMN_JA[c] for c in rt.data.get("columns") or []) or "なし"
            s = yield Mark(
                clauses=clauses + ("4.9.1.1", "4.9.1.2") + (ALL if op.bound == "all" else ()),
                watch=sel_watch(rt, op.target),
                ja=f"選んだ縦列（{cols}）: {'、'.join(label(ctx, u) for u in us) or 'なし'}",
                en=f"the column(s) chosen: {', '.join(label(ctx, u) for u in us) or 'none'}",
            )
            rt.why += (s,)
        elif op.target.column == "of":
            us = resolve_sel(rt, op.target)
            s = yield Mark(
                clauses=clauses + ("4.9.1.1", "4.9.1.2") + (ALL if op.bound == "all" else ()),
                watch=sel_watch(rt, op.target),
                ja=f"指定のユニットと同じ縦列: {'、'.join(label(ctx, u) for u in us) or 'なし'}",
                en=f"the same column as the unit named: {', '.join(label(ctx, u) for u in us) or 'none'}",
            )
            rt.why += (s,)
        elif op.target.column:
            us = resolve_sel(rt, op.target)
            lk = gone_from(rt)
            was_ja = was_en = ""
            if lk is not None and lk.info.get("column"):
                cja = CIRCLE_JA.get(str(lk.info.get("circle")), str(lk.info.get("circle")))
                was_ja = f"（このユニットはもう{cja}にいないので、最後にいたそのサークルの縦列）"
                was_en = f" (this unit has left the {lk.info.get('circle')} circle: the column it was last in)"
            s = yield Mark(
                clauses=clauses
                + ("4.9.1.1", "4.9.1.2")
                + (ALL if op.bound == "all" else ())
                + (ctx.principle("last_known") if was_ja else ()),
                watch=sel_watch(rt, op.target),
                caused_by=(lk.step,) if was_ja and lk is not None else (),
                ja=f"このユニットと同じ縦列{was_ja}: {'、'.join(label(ctx, u) for u in us) or 'なし'}",
                en=f"the same column as this unit{was_en}: {', '.join(label(ctx, u) for u in us) or 'none'}",
            )
            rt.why += (s,)
        us = yield from _targets(rt, op, clauses)
        if op.verb == "retire":
            us = yield from _kept_from_drop(rt, us, clauses)
        for u in us:
            # a vanguard too is a card on the field: retiring moves it to the drop (7.18.1)
            if op.verb == "retire" and circle_of((ctx.where(u) or ("", ""))[1]) is None:
                continue
            by = {"by": rt.source, "by_master": m, "by_vanguard": _by_vanguard(rt)}
            yield Do(op.verb, {"player": m, "card": u, **by}, clauses=clauses, caused_by=rt.why)
        rt.data["moved"] = rt.data[f"acted:{op.verb}"] = us
        rt.done[op.verb] = bool(us)
    elif op.verb == "remove":
        # 「このカードを除外する」: out of the game (7.19.1)
        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        for u in us:
            yield Do("remove", {"player": m, "card": u}, clauses=clauses, caused_by=rt.why)
        rt.data["moved"] = rt.data["acted:remove"] = us
        rt.done["remove"] = bool(us)
    elif op.verb == "heal":
        # 「ダメージゾーンから１枚選び、回復する」: each card named, in a damage zone, goes to the
        # drop (7.20.1); one elsewhere is not healed (1.3.2)
        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        us = [u for u in us if (ctx.where(u) or ("", ""))[1] == "damage"]
        for u in us:
            yield Do("heal", {"player": m, "card": u}, clauses=clauses, caused_by=rt.why)
        rt.data["moved"] = rt.data["acted:heal"] = us
        rt.done["heal"] = bool(us)
    elif op.verb == "discard":
        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        # each card from the hand (or deck) it is in, by that zone's player: 「相手は自分の手札
        # から１枚選び、捨てる」 — the opponent's card, discarded by the opponent (11.8.5.1)
        us = [u for u in us if (w := ctx.where(u)) is not None and w[1] in ("hand", "deck")]
        for pl in ctx.state.order():
            mine = [u for u in us if (ctx.where(u) or ("", ""))[0] == pl]
            if mine:
                yield Do(
                    "discard",
                    {"player": pl, "cards": mine},
                    clauses=clauses + (("11.8.5.1",) if pl != m else ()),
                    caused_by=rt.why,
                )
        rt.data["moved"] = rt.data["acted:discard"] = us
        rt.done["discard"] = bool(us)
    elif op.verb == "move":
        assert op.target is not None and op.dest is not None
        from ruling.games._vg.specific import move_card

        us = yield from _targets(rt, op, clauses)
        if op.dest == "drop":
            us = yield from _kept_from_drop(rt, us, clauses)
        if ("order", "chosen") in op.detail and len(us) > 1:
            us = yield from _chosen_order(rt, us)
        where = op.pos
        if where == "top_or_bottom" and us:
            # 「山札の上か下に置く」: the master, who performs it (11.8.5.1), says where
            where = yield Choose(
                m,
                "position",
                f"{ctx.zone_name(op.dest)}の上か下か選ぶ",
                f"choose the top or the bottom of the {ctx.zone_name(op.dest, 'en')}",
                (
                    Option("top", "上", "top", "top", aliases=("上",)),
                    Option("bottom", "下", "bottom", "bottom", aliases=("下",)),
                ),
                ("11.8.5.1",),
            )
        if op.dest in CIRCLE_GROUPS:
            # 「(R)に【スタンド】で移動させる」: each unit to a circle of that group on its
            # master's field, which the master of the ability chooses (11.8.5.1)
            yield from _to_circles(rt, us, op, clauses)
            us = []
        for u in us:
            c = ctx.card(u)
            assert c is not None
            bottom = where == "bottom"
            was = ctx.where(u)
            # who moved it: an ability of this card, and whether it is its master's vanguard
            # now (「…あなたのヴァンガードの能力でバインドされた時」)
            by_v = _by_vanguard(rt)
            yield from move_card(
                ctx,
                u,
                c.owner,
                op.dest,
                clauses + ("11.8.5.2",) + (("7.29.1",) if op.dest == "bind" else ()),
                f"{c.label} を{ctx.zone_name(op.dest)}{'の下' if bottom else ''}に置く",
                f"{c.label} goes to the {'bottom of the ' if bottom else ''}{ctx.zone_name(op.dest, 'en')}",
                caused_by=rt.why,
                pos="bottom" if bottom else "top",
                data={"by": rt.source, "by_master": m, "by_vanguard": by_v},
            )
            if was is not None and ctx.where(u) != was:
                rt.done[f"move:from:{was[1]}"] = True  # 「手札から置いたなら」 (11.2.3)
            if op.face == "face_down" and ctx.card(u) is not None:
                yield SetCard(uid=u, changes={"face_up": False}, clauses=clauses)
        rt.data["moved"] = rt.data["acted:move"] = us
        rt.done["move"] = bool(us)
        if where in ("top", "bottom"):  # 「下に置いたなら」: where they went
            rt.done[f"move:{where}"] = bool(us)
    elif op.verb == "call":
        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        for u in us:
            w = ctx.where(u)
            params: dict[str, Any] = {"player": m, "card": u, "superior": True}
            params.update(by=rt.source, by_master=m, by_vanguard=_by_vanguard(rt))
            if w is not None:
                params["from"] = w[1]
            if op.orientation:
                params["orientation"] = op.orientation
            if op.dest not in (None, "rear") or dict(op.detail).get("dest_states"):
                # 「ユニットのいない後列の(R)に」: only the circles of that group, empty ones
                empty = "empty" in dict(op.detail).get("dest_states", ())
                params["circles"] = [
                    x
                    for x in open_circles(ctx, m)
                    if in_group(ctx, m, circle(x), op.dest or "rear")
                    and not (empty and ctx.zone(m, circle(x)))
                ]
            yield Do("call", params, clauses=clauses + ("6.2.2.2",), caused_by=rt.why)
        called = [u for u in us if (w := ctx.where(u)) is not None and w[1].startswith("field.")]
        rt.data["called"] = rt.data["acted:call"] = called
        rt.done["call"] = bool(called)
        if rt.source in called:
            # 4.1.8.1: the effect that moved this card follows it: 「このユニット」 after
            # 「このカードを(R)にコールし」 is the unit it became (a new card there, 6.2.5)
            c = ctx.card(rt.source or "")
            if c is not None:
                s = yield Mark(
                    clauses=clauses + ("4.1.8.1", "6.2.5"),
                    ja=f"この効果は移動させた {c.label} を追跡する（以後の「このユニット」はコールされたユニット）",
                    en=f"this effect follows {c.label}, which it moved (「this unit」 is now the called unit)",
                )
                rt.data["placed"] = c.placed
                rt.why += (s,)
    elif op.verb == "look":
        deck = ctx.zone(m, "deck")[: op.n]
        rt.looked = [c.uid for c in deck]
        s = yield Mark(
            clauses=clauses + ("7.7.1",),
            touches=(f"{m}.deck",),
            ja=f"{m} は山札の上から{op.n}枚を見る（{'、'.join(c.label for c in deck)}）",
            en=f"{m} looks at the top {op.n} card(s) of the deck",
        )
        rt.why += (s,)
    elif op.verb == "reveal":
        t = op.target
        if t is not None and t.ref is None and t.zones == ("deck",) and t.pos == "top":
            # 「山札を上からN枚公開し」: the top N cards (7.10.1); 「それ」 after it names them
            shown = [c.uid for c in ctx.zone(m, "deck")[: t.count or 1]]
            rt.data["moved"] = shown
        else:
            shown = resolve_sel(rt, t) if t is not None else list(rt.chosen)
        if shown:
            s = yield Mark(
                clauses=clauses + ("7.10.1", "7.10.3"),
                ja=f"{m} は {'、'.join(label(ctx, u) for u in shown)} を公開する",
                en=f"{m} reveals {', '.join(label(ctx, u) for u in shown)}",
            )
            rt.why += (s,)
        rt.done["reveal"] = bool(shown)
    elif op.verb == "choose_ability":
        # あなたのヴァンガードの【自】能力を１つ選び (11.8.4): among the vanguard's 【自】 abilities
        v = vanguard(ctx, m)
        autos = [ab for ab in programs(ctx, v.uid) if ab.kind == "auto"] if v is not None else []
        if v is None or not autos:
            yield Mark(
                clauses=clauses + ("11.8.4", "11.8.4.1.2"),
                ja="選べる【自】能力がないため、何も選ばない",
                en="there is no automatic ability to choose: nothing is chosen",
            )
            rt.data.pop("ability", None)
            return
        k = yield Choose(
            m,
            "ability",
            "選ぶ能力",
            "ability to choose",
            tuple(Option(str(i + 1), ab.text, ab.text, i) for i, ab in enumerate(autos)),
            ("11.8.4", "7.50.1"),
        )
        pick = autos[int(k)]
        s = yield Mark(
            clauses=clauses + ("11.8.4", "7.50.1"),
            ja=f"{m} は {label(ctx, v.uid)} の能力を選ぶ: {pick.text}",
            en=f"{m} chooses an ability of {label(ctx, v.uid)}: {pick.text}",
        )
        rt.data["ability"] = [v.uid, v.placed, pick.index]
        rt.why += (s,)
    elif op.verb == "cost_down":
        # 「次にそのコストで払う【カウンターブラスト】は(1)減る」 (the ability chosen), 「そのユニット
        # が元々持つ【起】能力のコストで払う…」 (the abilities of the cards named, as they are now):
        # kept this turn — a 「次に」 one until that cost is next paid (7.28.1, 7.28.2)
        det = dict(op.detail)
        rec: dict[str, Any] = {
            "turn": st.turn.number,
            "stat": op.stat,
            "n": op.n,
            "next": bool(det.get("next")),
        }
        if op.target is None:
            got = rt.data.get("ability")
            if not got:
                return
            rec["ability"] = list(got)
            whose = "その能力"
        elif det.get("play"):
            rec["play"] = list(op.target.names)
            whose = "次に" + "、".join(f"「{n}」" for n in op.target.names) + "をプレイする際"
        else:
            us = resolve_sel(rt, op.target)
            if not us:
                return
            cards = [ctx.card(u) for u in us]
            rec["cards"] = [[c.uid, c.placed] for c in cards if c is not None]
            rec["kinds"] = list(det.get("kinds") or ())
            rec["original"] = bool(det.get("original"))
            whose = "、".join(label(ctx, u) for u in us) + "の能力"
        yield SetVar(
            key="cost_down",
            value=[*(st.vars.get("cost_down") or []), rec],
            clauses=clauses + ("7.28.1",) + (("7.28.2",) if rec["next"] else ()),
            caused_by=rt.why,
            ja=f"このターン中、{whose}のコストで{'次に' if rec['next'] else ''}"
            + f"{REDUCED_JA[str(op.stat)]}は{op.n}減る",
            en=f"this turn, {REDUCED_EN[str(op.stat)]} for {whose}'s cost is {op.n} less"
            + (" (the next time)" if rec["next"] else ""),
        )
    elif op.verb == "ride":
        # 【スタンド】でライドしてよい: a ride by an effect (a superior ride, 6.3.2.2), the card in
        # stand (the engine puts a riding unit standing, 6.3.3.4)
        assert op.target is not None
        rode = False
        for u in (yield from _targets(rt, op, clauses)):
            w = ctx.where(u)
            yield Do(
                "ride",
                {"player": m, "card": u, "from": w[1] if w else None},
                clauses=clauses + ("6.3.2.2", "6.3.3"),
                caused_by=rt.why,
            )
            rode = rode or (ctx.where(u) or ("", ""))[1] == "field.vanguard"
        rt.done["ride"] = rode
    elif op.verb == "wear":
        # 「…を(ユニット B)に着装する」 (6.9.2): each unit, 着装 on B in turn (6.9.2.1: on
        # anything but a vanguard, or of a unit not a rear-guard, it does nothing)
        assert op.target is not None
        on = resolve_sel(rt, dict(op.detail)["on"])
        for u in (yield from _targets(rt, op, clauses)):
            yield Do(
                "wear",
                {"player": m, "card": u, "on": on[0] if on else "-"},
                clauses=clauses + ("6.9.2",),
                caused_by=rt.why,
            )
    elif op.verb == "shuffle":
        yield Do("shuffle", {"player": m}, clauses=clauses, caused_by=rt.why)
    elif op.verb == "modes":
        yield from run_modes(rt, op, clauses)
    elif op.verb == "ban":
        # 「そのターン中、そのユニットはインターセプトできない」: each unit is prohibited from the
        # action for the effect's duration (1.3.3)
        if op.until == "battle" and not st.vars.get("battle"):
            yield Reject(
                "バトル中ではないので、「そのバトル中」の継続効果は作成されません",
                "not during a battle: an effect lasting this battle is not created",
                ("11.3.1.2.1",),
            )
            return
        assert op.target is not None and op.stat is not None
        ja, en = BANS[op.stat]
        for u in resolve_sel(rt, op.target):
            yield AddEffect(
                target=u,
                stat=op.stat,
                op="prohibit",
                until=effect_until(rt, op.until),
                caused_by=rt.why,
                clauses=clauses + ("11.3.1.2", "1.3.3"),
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}、{label(ctx, u)} は{ja}",
                en=f"{label(ctx, u)} {en} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
            )
    elif op.verb == "prohibit" and op.stat == "intercept":
        # 相手はインターセプトできない: for the turn / the battle (1.3.3 over 14.4.2)
        who = m  # the player the step names (m is already the doer: 「相手は…できない」)
        if op.until == "battle" and not st.vars.get("battle"):
            yield Reject(
                "バトル中ではないので、「そのバトル中」の継続効果は作成されません",
                "not during a battle: an effect lasting this battle is not created",
                ("11.3.1.2.1",),
            )
            return
        yield AddEffect(
            target=who,
            stat="intercept",
            op="prohibit",
            until=op.until or "turn",
            caused_by=rt.why,
            clauses=clauses + ("1.3.3",),
            source=f"{label(ctx, rt.source)}: {rt.text}",
            ja=f"{'そのバトル' if op.until == 'battle' else 'そのターン'}中、{who} はインターセプトできない",
            en=f"{who} cannot intercept this {op.until or 'turn'}",
        )
    elif op.verb == "prohibit":
        # あなたはこのカードと同名のカードをドロップからバインドできない (this turn)
        # 11.13.1: this card has usually just been bound by the cost: its name as it was in the
        # zone it left
        c = ctx.card(rt.source or "")
        lk = gone_from(rt)
        name = lk.info.get("name") if lk is not None else c.name if c is not None else None
        yield AddEffect(
            target=m,
            stat="no_bind_from_drop",
            op="prohibit",
            value=name,
            until="turn",
            caused_by=rt.why + ((lk.step,) if lk is not None else ()),
            clauses=clauses + ("1.3.3",) + (ctx.principle("last_known") if lk is not None else ()),
            source=f"{label(ctx, rt.source)}: {rt.text}",
            ja=f"このターン中、{m} は「{name}」をドロップからバインドできない",
            en=f"this turn, {m} cannot bind 「{name}」 from the drop",
        )
    elif op.verb == "token":
        vals = dict(op.more)
        n = op.n or 0
        if op.bound == "up_to":  # 「２枚まで」: from none up to that many (11.8.4.1.1)
            n = yield Choose(
                m,
                "token_count",
                f"{op.name}・トークンをコールする数（{n}まで）",
                f"how many {op.name} tokens to call (up to {n})",
                tuple(Option(str(i), f"{i}体", str(i), i) for i in range(n, -1, -1)),
                ("11.8.4.1.1",),
            )
            clauses += ("11.8.4.1.1",)
        for _ in range(n):
            params: dict[str, Any] = {"player": m, "name": op.name, **vals}
            if op.skill:
                params["skills"] = [op.skill]
            yield Do("token", params, clauses=clauses + ("15.4.6.1", "15.4.3.1"), caused_by=rt.why)
    elif op.verb == "delay":
        # 「そのバトル終了時、…」: an automatic ability this effect makes, that triggers once at
        # that timing (11.9.7, 11.9.7.1); its effect's source is this one's (11.5.3.2)
        assert op.when is not None and op.modes
        d = {
            "source": rt.source,
            "placed": rt.data.get("placed"),
            "master": m,
            "phase": op.when.phase,
            "point": op.when.point,
            "program": op.modes[0][1],
            "text": op.modes[0][0] or rt.text,
            "chosen": list(rt.chosen),
            "that": rt.data.get("that"),
            "turn": st.turn.number,
        }
        yield SetVar(
            key="delayed",
            value=[*(st.vars.get("delayed") or []), d],
            clauses=clauses + ("11.9.7",),
            caused_by=rt.why,
            ja=f"{'そのバトル' if op.when.phase == 'battle' else 'そのターン'}終了時に誘発する自動能力（時限誘発）を作る",
            en=f"an automatic ability is made that triggers at the end of that {op.when.phase} (a delayed trigger)",
        )
    elif op.verb == "grant":
        # 『…』を得る / を与える by an effect: the abilities for the effect's duration (7.14.1);
        # 「あなたは『…』を得る」: the player holds them — continuous ones, working wherever the
        # player is (_working)
        assert op.target is not None
        if ("holder", "player") in op.detail:
            held = [(pl, HELD, str(pl)) for pl in _owners(ctx, op.target.owner, m)]
        else:
            held = [(u, "grant", label(ctx, u)) for u in resolve_sel(rt, op.target)]
        for who, stat, name in held:
            for text, _prog in op.modes:
                yield AddEffect(
                    target=who,
                    stat=stat,
                    op="add",
                    value=text,
                    until=effect_until(rt, op.until if op.until in PERIOD_JA else None),
                    caused_by=rt.why,
                    clauses=clauses + ("7.14.1", "11.3.1.2"),
                    source=f"{label(ctx, rt.source)}: {rt.text}",
                    ja=f"{name} は『{text}』を得る",
                    en=f"{name} gains 『{text}』",
                )
    elif op.verb in ("gain", "lose"):
        # 『ブースト』を得る by an effect: the skill for the effect's duration (7.14.1);
        # 『ブースト』を失う: treated as not having the icon for the effect's duration (7.14.2;
        # common.skills reads both in timestamp order)
        assert op.target is not None
        gain = op.verb == "gain"
        for u in resolve_sel(rt, op.target):
            yield AddEffect(
                target=u,
                stat="skill",
                op="add" if gain else "prohibit",
                value=op.skill,
                until=effect_until(rt, op.until),
                caused_by=rt.why,
                clauses=clauses + ("7.14.1" if gain else "7.14.2", "11.3.1.2"),
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"{label(ctx, u)} は『{op.skill}』を{'得る' if gain else '失う'}",
                en=f"{label(ctx, u)} {'gains' if gain else 'loses'} {op.skill}",
            )
    else:
        raise ValueError(op.verb)


# The period of a continuous effect (11.3.1.2) as ``Effect.until``: ``battle``, ``turn`` (9.11.9),
# ``game``; 「次の相手のターン終了時まで」 / 「次のあなたのターン終了時まで」 (``opponent_next_turn`` /
# ``your_next_turn``) end with that player's next turn, not the present one: ``turn:N``, N its
# number counted from now, turns alternating (9.11.10), ended at its 9.11.9 (turn.py)
NEXT_TURN_OF = {"opponent_next_turn": "opponent", "your_next_turn": "you"}
PERIOD_JA = {
    "battle": "そのバトル中",
    "turn": "そのターン中",
    "game": "このゲーム中",
    "opponent_next_turn": "次の相手のターン終了時まで",
    "your_next_turn": "次のあなたのターン終了時まで",
}
PERIOD_EN = {
    "battle": "this battle",
    "turn": "this turn",
    "game": "this game",
    "opponent_next_turn": "until the end of the opponent's next turn",
    "your_next_turn": "until the end of your next turn",
}


def effect_until(rt: Rt, until: str | None) -> str:
    """``Effect.until`` of an effect made now with the period ``until`` (None: this turn)."""
    if until in NEXT_TURN_OF:
        st = rt.ctx.state
        whose = rt.master if NEXT_TURN_OF[until] == "you" else st.opponent(rt.master)
        return f"turn:{st.turn.number + (2 if st.turn.player == whose else 1)}"
    return until or "turn"


COLUMN_JA = {"left": "左の縦列", "center": "中央の縦列", "right": "右の縦列"}


def _choose_columns(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「縦列を１つ選び」: the master chooses that many columns (4.9.1.1: left, centre, right, as
    seen from the master's side); 「１つではなく、２つ選ぶ」 replaces the number (11.3.1.3.5)."""
    n = op.n or 1
    for cond, alt in op.instead:
        if holds(rt, cond):
            s = yield Mark(
                clauses=clauses + REPLACED,
                watch=tuple(cond_watch(rt, cond)),
                ja=f"「{n}つではなく{alt}つ」: 条件を満たすので、{alt}つ選ぶ",
                en=f"「{alt} instead of {n}」: the condition is met, {alt} are chosen",
            )
            rt.why += (s,)
            n = alt
    left = ["left", "center", "right"]
    picks: list[str] = []
    for _ in range(min(n, 3)):
        if len(left) == 1:
            k = left[0]
        else:
            k = yield Choose(
                rt.master,
                "column",
                "選ぶ縦列",
                "the column to choose",
                tuple(Option(c, COLUMN_JA[c], c, c) for c in left),
                ("4.9.1.1", "11.8.4"),
            )
        picks.append(str(k))
        left.remove(str(k))
    rt.data["columns"] = picks
    s = yield Mark(
        clauses=clauses + ("4.9.1.1", "11.8.4"),
        ja=f"{rt.master} は{'と'.join(COLUMN_JA[c] for c in picks)}を選ぶ",
        en=f"{rt.master} chooses the {', '.join(picks)} column(s)",
    )
    rt.why += (s,)


def _to_circles(rt: Rt, us: list[str], op: Op, clauses: tuple[str, ...]) -> Proc:
    """Move each unit of ``us`` to a circle of the group ``op.dest`` of the field it is on,
    chosen by the master of the ability (11.8.5.1), in ``op.orientation`` if given."""
    ctx = rt.ctx
    for u in us:
        c, w = ctx.card(u), where_circle(ctx, u)
        if c is None or w is None:
            continue
        empty = "empty" in dict(op.detail).get("dest_states", ())
        cs = [
            x
            for x in open_circles(ctx, w[0])
            if in_group(ctx, w[0], circle(x), op.dest or "")
            # 「ユニットのいない(R)に移動させる」: only a circle no unit is on
            and not (empty and ctx.zone(w[0], circle(x)))
        ]
        if not cs:
            continue
        to = yield Choose(
            rt.master,
            "circle",
            f"{c.label} を移動するサークル",
            f"the circle {c.label} moves to",
            tuple(Option(x, CIRCLE_JA[x], x, x) for x in cs),
            clauses + ("11.8.5.1",),
        )
        yield Move(
            uid=u,
            player=w[0],
            zone=circle(str(to)),
            orientation=op.orientation,
            clauses=clauses + ("11.8.5.2",),
            caused_by=rt.why,
            ja=f"{c.label} を{CIRCLE_JA[str(to)]}に移動する",
            en=f"{c.label} moves to {to}",
        )


def _targets(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """The cards a step acts on: those its reference names, all of a description
    (「…すべて」, 7.50.1.2), or as many as it says, chosen by the master (a number of cards
    with no 「選ぶ」 is a choice of that many, 7.50.1.1)."""
    ctx, m = rt.ctx, rt.master
    assert op.target is not None
    cands = resolve_sel(rt, op.target)
    if op.target.ref is not None or op.bound == "all" or (op.n is None and op.bound != "any"):
        return cands
    if op.target.pos in ("top", "bottom") and op.n and op.bound == "exact":
        # 「山札を上から１枚…に置く」: the top (bottom) cards of the pile, no choice — a card of
        # the deck moved is its top card (7.6.1)
        out: list[str] = []
        for pl, z in dict.fromkeys(w for u in cands if (w := ctx.where(u)) is not None):
            pile = [c.uid for c in ctx.zone(pl, z)]
            pile = pile[: op.n] if op.target.pos == "top" else pile[-op.n :]
            out += [u for u in pile if u in cands]
        s = yield Mark(
            clauses=clauses + ("7.6.1",),
            touches=tuple(out),
            ja=f"{'上' if op.target.pos == 'top' else '下'}から{op.n}枚: "
            + ("、".join(label(ctx, u) for u in out) or "なし"),
            en=f"the {op.target.pos} {op.n} card(s): "
            + (", ".join(label(ctx, u) for u in out) or "none"),
        )
        rt.why += (s,)
        return out
    cands = yield from _choosable(rt, cands, clauses)
    # 「望む枚数」: as many as the master picks, none to all (11.8.4.1.1)
    n, bound = (len(cands), "up_to") if op.bound == "any" else (op.n or 0, op.bound)
    if op.bound == "any":
        clauses = clauses + ("11.8.4.1.1",)
    picks = yield from _pick(
        rt, cands, n, bound, None, ("7.50.1", "7.50.1.1"), op.target.distinct_names
    )
    s = yield Mark(
        clauses=clauses + ("7.50.1", "7.50.1.1"),
        watch=sel_watch(rt, op.target),
        ja=f"{m} は {'、'.join(label(ctx, u) for u in picks) or 'なにも'} を選ぶ",
        en=f"{m} chooses {', '.join(label(ctx, u) for u in picks) or 'nothing'}",
    )
    rt.why += (s,)
    return picks


def _by_vanguard(rt: Rt) -> bool:
    """Whether the card whose ability this is, is its master's vanguard now (「…あなたのヴァン
    ガードの能力で」)."""
    return rt.source is not None and where_circle(rt.ctx, rt.source) == (rt.master, "vanguard")


def _charged(ctx: Ctx, m: str) -> tuple[int, int, Any]:
    """What a charge changes: the soul, the face-up damage, the energy."""
    up = sum(1 for c in ctx.zone(m, "damage") if c.face_up)
    return len(ctx.zone(m, "soul")), up, val(ctx, "energy", m)


def _distinct_pool(ctx: Ctx, cands: list[str], picks: list[str], distinct: bool) -> list[str]:
    """The cards still to be chosen from: not chosen yet, and with ``distinct`` (それぞれ別名,
    12.6.2.2.1) of no name in common with a card chosen."""
    return [
        u
        for u in cands
        if u not in picks
        and not (distinct and any(same_name(ctx, ctx.card(u), ctx.card(p)) for p in picks))  # type: ignore[arg-type]
    ]


def _distinct_n(ctx: Ctx, cands: list[str], n: int, picks: tuple[str, ...] = ()) -> bool:
    """Whether ``n`` more cards of ``cands`` can be chosen, no two of a name (12.6.2.2.1)."""
    if n <= 0:
        return True
    pool = _distinct_pool(ctx, cands, list(picks), True)
    return any(_distinct_n(ctx, pool[i + 1 :], n - 1, (*picks, u)) for i, u in enumerate(pool))


def _pick(
    rt: Rt,
    cands: list[str],
    n: int,
    bound: str,
    what: tuple[str, str, str] | None,
    clauses: tuple[str, ...],
    distinct: bool = False,
) -> Proc:
    """``n`` of ``cands`` chosen one by one by the master (``up_to``: may stop); ``distinct``
    (それぞれ別名の, 12.6.2.2.1): no card chosen shares a name with one chosen before it."""
    ctx = rt.ctx
    kind, ja, en = what or ("choose", "選ぶカード", "card to choose")
    picks: list[str] = []
    for _ in range(n):
        pool = _distinct_pool(ctx, cands, picks, distinct)
        if not pool:
            break
        opts = tuple(card_option(ctx.card(u), ctx=ctx) for u in pool)  # type: ignore[arg-type]
        if bound == "up_to":
            opts += (Option("none", "選ばない", "choose no more", None, aliases=("no",)),)
        u = yield Choose(_doer(rt), kind, ja, en, opts, clauses)
        if u is None:
            break
        picks.append(u)
    return picks


def _each(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """それぞれ: the step done once for each card ``op.each`` names, that card as ``each``."""
    assert op.each is not None
    for u in resolve_sel(rt, op.each):
        rt.data["each"] = u
        yield from run_op(rt, replace(op, each=None), clauses)
    rt.data.pop("each", None)


def run_modes(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """以下をN つ行う: the master chooses the items when the instruction comes (11.8.4), then
    the chosen items whose conditions are met are carried out from the top (11.8.3.1.2); an
    item left undone does not make another one done instead (11.8.3.1.2.2)."""
    ctx, m = rt.ctx, rt.master
    assert op.n is not None
    either = op.skill == "either"  # 「AするかBする」, not a list
    items = ("11.8.4",) if either else ("11.8.4", "11.8.3.1.2")
    picks: list[int] = []
    if op.skill == "quoted":
        # 「『…』を行う」: the quoted effect, carried out as a part of this one (nothing chosen)
        picks, items = [0], ()
    for _ in range(0 if op.skill == "quoted" else min(op.n, len(op.modes))):
        opts = tuple(
            Option(str(i + 1), t, t, i, aliases=(t,))
            for i, (t, _p) in enumerate(op.modes)
            if i not in picks
        )
        k = yield Choose(
            m,
            "mode",
            "行う項目を選ぶ（以下を行う）" if not either else "行う方を選ぶ",
            "choose the item to carry out" if not either else "choose which to do",
            opts,
            ("11.8.4",) if either else ("11.8.4", "11.8.3.1.2"),
        )
        picks.append(int(k))
    picks.sort()
    s = yield Mark(
        clauses=clauses + items,
        ja=f"{m} は {'、'.join(op.modes[i][0] for i in picks)} を行うことを選ぶ",
        en=f"{m} chooses to carry out: {' / '.join(op.modes[i][0] for i in picks)}",
    )
    for i in picks:
        text, prog = op.modes[i]
        sub = Rt(ctx, m, rt.source, prog, text, dict(rt.data))
        sub.chosen, sub.looked, sub.why = list(rt.chosen), list(rt.looked), rt.why + (s,)
        yield from run_program(sub, clauses + items[1:])
        rt.done.update(sub.done)
        rt.chosen, rt.looked = sub.chosen, sub.looked
        rt.acted = rt.acted or sub.acted


_STAT_JA = {
    "power": "パワー",
    "critical": "クリティカル",
    "drive": "ドライブ",
    "shield": "シールド",
}


def _done_key(op: Op) -> str:
    return op.verb


# --------------------------------------------------------------------------- activated


def activate(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """9.9.2.4: in the main phase the turn fighter may play one valid activated ability they
    are the master of; 11.8.2.2: its whole cost is paid at once or the play is cancelled."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    uid = find_card(ctx, p["card"], player, (str(p["from"]),) if p.get("from") else None)
    c = ctx.card(uid) if uid else None
    w = ctx.where(uid) if uid else None
    if c is None or w is None:
        yield Reject(
            f"カード {p['card']} が見つかりません",
            f"card {p['card']} is nowhere",
            ctx.principle("impossible"),
        )
        return
    if c.states.get("wearing"):
        yield Reject(
            f"{c.label} は着装であるため、その能力はすべて無効です",
            f"{c.label} is 着装: its abilities are void",
            ("6.9.3.3",),
        )
        return
    acts = [ab for ab in programs(ctx, c.uid) if ab.kind == "activated"]
    want = p.get("ability")
    if want is not None:
        acts = [ab for ab in acts if ab.index + 1 == int(want)] or acts[:0]
    if not acts:
        yield Reject(
            f"{c.label} にはプレイできる起動能力がありません",
            f"{c.label} has no activated ability to play",
            ("11.1.1.1",),
        )
        return
    ab = acts[0]
    if ab.program is None:
        yield Reject(
            f"未対応の能力（{c.label}）: {ab.text} — このルーリングはこの能力を実行できません",
            f"unsupported ability ({c.label}): {ab.text} — this ruling cannot run it",
        )
        return
    prog = ab.program
    if st.turn.phase != "main" or st.turn.player != player or w[0] != player:
        yield Reject(
            "起動能力はターンファイターがメインフェイズに、自身がマスターであるものをプレイします",
            "an activated ability is played by the turn fighter, its master, in the main phase",
            ("9.9.2.4", "11.1.1.1"),
        )
        return
    if not works_in(ctx, c, prog, w[0], w[1]):
        yield Reject(
            f"{c.label} は{ctx.zone_name(w[1])}にあるため、この起動能力は有効ではありません",
            f"{c.label} is in the {ctx.zone_name(w[1], 'en')}: this ability does not work there",
            where_clauses(c, prog),
        )
        return
    if prog.limit and _limited(ctx, c.uid, ab.index, prog.limit):
        period = "このターン" if prog.limit.startswith("turn") else "このゲーム"
        yield Reject(
            f"使用回数に制限のあるこの能力は{period}すでにその回数使ったため、使えません",
            f"this ability was already used as many times as its limit allows ({prog.limit}): "
            "it cannot be used",
            limit_clauses(prog.limit) + ("12.2.1", "12.2.1.1"),
        )
        return
    if prog.divine and val(ctx, "divine_used", player):
        yield Reject(
            "このゲーム中すでに【ディヴァインスキル】を使ったため、この能力は使えません",
            "a 【Divine Skill】 was already used this game: this ability cannot be used",
            DIVINE + ("12.2.1", "12.2.1.1"),
        )
        return
    rt = Rt(ctx, player, c.uid, prog, ab.text, {"placed": c.placed, "index": ab.index})
    if prog.valid is not None and not holds(rt, prog.valid):
        yield Reject(
            "この起動能力は有効条件を満たしていないため、プレイできません",
            "this activated ability does not meet its validity condition: it cannot be played",
            valid_clauses(prog.valid, "activated"),
        )
        return
    if prog.cost:
        why = _payable(rt, _reduced(rt, prog.cost)[0])
        if why is not None:
            yield Reject(
                f"コストの一部を支払えないため（{why}）、プレイは取り消されます",
                f"part of the cost cannot be paid ({why}): the play is cancelled",
                ("11.8.2.2",) + unpayable_clauses(ctx, why),
            )
            return
    s = yield Mark(
        clauses=("11.8.2.1", "9.9.2.4")
        + where_clauses(c, prog)
        + valid_clauses(prog.valid, "activated"),
        ja=f"{player} は {c.label} の起動能力をプレイする: {ab.text}",
        en=f"{player} plays an activated ability of {c.label}: {ab.text}",
    )
    rt.why += (s,)
    if prog.cost:
        items = yield from _main_or_alternative(rt, prog.cost)
        items = yield from _text_reduced(rt, items)
        yield from pay_cost(rt, items, optional=False)
    ok = yield from _regalis_gate(rt, "activated")
    if not ok:
        return
    yield from run_program(rt, ACTIVATED + ("11.8.3",), paid=True)
    yield from _regalis_count(rt)
    yield from _limit_after(rt, ab.index)


REGALIS_ABILITY_NOTE = (
    "14.51.2.2 は「レガリスピース能力を持つカードを解決する際」の処理として、テキストを解決せず"
    "カードをドロップゾーンに置くと書くが、数える対象には「そのカードが持つ能力」も含めている。"
    "レガリスピースを持つカードの起動能力・自動能力の解決にも同じ上限を適用し、その能力のテキストを解決しないと読む",
    "14.51.2.2 states the limit for resolving a card with regalis piece (its text is not resolved, "
    "the card goes to the drop), yet counts the abilities such a card has too; read as: the same "
    "limit applies when an activated or automatic ability of such a card resolves, and its text "
    "is not resolved",
)


def _resolve_with_limit(ctx: Ctx, pending: Any) -> Proc:
    ab = _find(ctx, pending.source, pending.data.get("index", 0))
    if ab is None:
        yield from card_resolve(ctx, pending)
        return
    rt = Rt(ctx, pending.master, pending.source, ab.program, ab.text, dict(pending.data))
    unusable = _unusable(ctx, rt.source or "", ab.index, ab.program, rt.master)
    if unusable is not None:
        # 12.2.1.2.2: a pending ability that became unusable is not cancelled, but 11.9.4 plays
        # a pending ability only if it is not unusable: its pending count just goes down
        yield Mark(
            clauses=unusable + ("12.2.1", "12.2.1.2", "12.2.1.2.2", "11.9.4"),
            caused_by=(pending.step,) if getattr(pending, "step", None) is not None else (),
            touches=tuple(f"{p}.{z}" for p, z in [ctx.where(rt.source or "") or ("", "")] if p),
            ja=f"{label(ctx, rt.source)} の待機状態の自動能力は使えない状態のため、プレイされずに待機状態が1回減る",
            en=f"{label(ctx, rt.source)}'s pending automatic ability cannot be used: it is not played, its pending count goes down by one",
        )
        return
    yield from _played_though_gone(rt)
    yield from run_program(rt, AUTO, gate="auto")
    yield from _regalis_count(rt)
    yield from _limit_after(rt, ab.index)


def delayed_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The delayed triggers (11.9.7) whose timing this is: the end of the battle (its close
    step) or of the turn (the end phase) during which they were made."""
    out = []
    st = ctx.state
    for i, d in enumerate(st.vars.get("delayed") or []):
        if not isinstance(ev, SetTurn):
            continue
        if d["phase"] == "battle" and ev.changes.get("step") == "close":
            pass
        elif d["phase"] == "turn" and ev.changes.get("phase") == "end":
            pass
        else:
            continue
        out.append(Triggered(d["master"], d["source"], {"delayed": i}, ("11.9.7", "11.9.7.1")))
    return out


def delayed_resolve(ctx: Ctx, pending: Any) -> Proc:
    st = ctx.state
    ds = list(st.vars.get("delayed") or [])
    i = pending.data.get("delayed", -1)
    if not 0 <= i < len(ds):
        return
    d = ds.pop(i)
    # 11.9.7.1: it triggers once: it is gone once played
    yield SetVar(key="delayed", value=ds or None, clauses=("11.9.7.1",))
    data = {"placed": d["placed"], "that": d["that"]}
    rt = Rt(ctx, d["master"], d["source"], d["program"], d["text"], data)
    rt.chosen = list(d["chosen"])
    yield from run_program(rt, ("11.9.7", "11.5.3.2"))


DELAYED_ABILITY = AbilityDef(
    "delayed",
    "時限誘発",
    "a delayed trigger",
    ("11.9.7",),
    delayed_trigger,
    delayed_resolve,
    tier=1,
)


CARD_ABILITY = AbilityDef(
    "card",
    "カードの自動能力",
    "a card's automatic ability",
    ("11.1.1.2", "11.9.2"),
    card_trigger,
    _resolve_with_limit,
    tier=1,
)
