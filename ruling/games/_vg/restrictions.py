"""Vanguard prohibitions and permissions read from card text (1.3.3): what a unit may not do or
be chosen for, the 【レガリス】 gate, rides and calls refused, the named gauge (7.40.7).
"""

from __future__ import annotations

from typing import Any

from ruling.cardtext.ir import Sel
from ruling.choosing import chosen_order
from ruling.core import Ctx
from ruling.games._vg.common import (
    card_option,
    circle_of,
    label,
    val,
    vanguard,
    vkey,
)
from ruling.games._vg.continuous import _continuous, _working, programs
from ruling.games._vg.selectors import (
    CONTINUOUS,
    KEYWORD_MEANING_CLAUSES,
    STAT_JA,
    WHERE,
    Proc,
    Rt,
    _has_keyword,
    clan_clauses,
    cond_clauses,
    cond_watch,
    holds,
    matches,
    names_of,
    resolve_sel,
    where_clauses,
)
from ruling.rules import (
    Mark,
    Reject,
    SetVar,
)
from ruling.state import Card


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
    # an effect's permission for a period (「そのターン中、あなたは…ゲージを持てる」, 11.3.1.2)
    for e in ctx.state.effects:
        if e.stat == "may_have_gauge" and e.target == player and e.value == name:
            return str(e.source or name)
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


def unchoosable(ctx: Ctx, uid: str, chooser: str, verb: str = "unchoosable") -> str | None:
    """「このユニットは相手のカードの効果で選べない」 applies to ``uid`` against an effect whose
    master is ``chooser`` (7.50.2: it cannot be chosen by a 選ぶ instruction of its opponent's
    card): the ability's text, else None. ``verb`` ``unaffected``: 「…相手のカードの効果の影響を
    受けない」 (12.5.1) instead. An effect in force (「そのターン中、このユニットは相手のカードの
    効果で選べない」, its master the effect's ``value``) counts as the continuous ability does."""
    got = unchoosable_why(ctx, uid, chooser, verb)
    return got[0] if got is not None else None


def unchoosable_why(
    ctx: Ctx, uid: str, chooser: str, verb: str = "unchoosable", source: str | None = None
) -> tuple[str, tuple[str, ...]] | None:
    """``unchoosable`` with the clauses by which a continuous ability applies now (where it
    works, 11.4.4; a keyword's meaning: 抵抗 14.15.1). ``source``: the card the choosing effect
    comes from, read by one that names its source (「相手のGユニットの能力で選ばれない」)."""
    return _protection(ctx, uid, chooser, verb, own=False, source=source)


def own_protection(
    ctx: Ctx, uid: str, chooser: str, verb: str = "unchoosable", source: str | None = None
) -> tuple[str, tuple[str, ...]] | None:
    """A protection against the *opponent's* card effects (「相手のカードの効果で選べない」, 抵抗
    14.15.1: 「相手は抵抗を持つカードを…選ぶことができません」) that ``uid`` has while its own
    master, ``chooser``, chooses: it does not apply (7.50.2 bars the opponent only) — the
    ability's text and its clauses, else None."""
    return _protection(ctx, uid, chooser, verb, own=True, source=source)


def _protection(
    ctx: Ctx, uid: str, chooser: str, verb: str, *, own: bool, source: str | None = None
) -> tuple[str, tuple[str, ...]] | None:
    e = ctx.prohibition(uid, verb)
    if e is not None and (e.value == chooser) == own:
        return e.source or verb, ()
    for g in ctx.state.effects:
        # 「そのターン中、あなたのリアガードすべては、相手のカードの効果で選ばれない」 read as a
        # rule of the game (11.11.5, the other reading of group_prohibition_later_units): every
        # unit so described now, its master the effect's target
        if g.stat == "ban_group" and g.op == "prohibit" and g.value[0] == verb:
            if (g.target == chooser) != own:
                continue
            _v, sel, program, source = g.value
            if uid in resolve_sel(Rt(ctx, str(g.target), source, program, ""), sel):
                return g.source or verb, ("11.11.5",)
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != verb or op.target is None or not holds(rt, op.cond):
                continue
            if (chooser == rt.master) == own and uid in resolve_sel(rt, op.target):
                # 「相手のGユニットの能力で」: only an effect whose source card is so described
                # (11.5.1.1, 11.5.3.1)
                want = dict(op.detail).get("source")
                if want is not None and not _source_is(ctx, source, want, c.uid):
                    continue
                # 「相手の能力で」: what the ability's wording rests on (11.1.1: an effect is an
                # ability's, ``Op.detail`` said)
                said = tuple(dict(op.detail).get("said", ()))
                said += SOURCE_READ if want is not None else ()
                return ab.text, where_clauses(c, ab.program) + said
    return None


def not_chosen_noted(
    rt: Rt, us: list[str], clauses: tuple[str, ...], said: str = "「すべて」を対象とし"
) -> Proc:
    """An effect on every card of a description (「すべて」, no number: 7.50.1.2, nothing is
    chosen) reaches a card its opponent's effects cannot choose (「相手のカードの効果で選べない」,
    抵抗 14.15.1): a step says that it is not protected, citing both. ``said``: how the effect
    names its cards (「すべて」, or a description with no number: 「相手のヴァンガード」)."""
    for u in us:
        got = unchoosable_why(rt.ctx, u, rt.master, source=rt.source)
        if got is None:
            continue
        why, cited = got
        s = yield Mark(
            clauses=clauses + ("7.50.1.2", "7.50.2") + cited,
            watch=(u,),
            touches=(u,),
            ja=f"{label(rt.ctx, u)} は相手のカードの効果で選べないが、この効果は{said}"
            f"選ぶものではないため、適用される（{why}）",
            en=f"{label(rt.ctx, u)} cannot be chosen by its opponent's card effects, but this effect "
            f"names its cards with no number and chooses nothing: it applies ({why})",
        )
        rt.why += (s,)


def unaffected(ctx: Ctx, uid: str, master: str) -> str | None:
    """「このユニットは相手のカードの効果の影響を受けない」 applies to ``uid`` against an effect
    whose master is ``master`` (12.5.1): the ability's text, else None."""
    return unchoosable(ctx, uid, master, "unaffected")


def banned(ctx: Ctx, uid: str, action: str) -> str | None:
    """Whether the unit ``uid`` is prohibited (1.3.3) from ``action`` — ``attack``,
    ``intercept``, ``boost``, or being ``attacked`` / ``boosted`` — by an effect in force
    (「そのターン中、そのユニットはインターセプトできない」) or a continuous ability that applies
    now (「このユニットはアタックされない」): the source's text, else None."""
    got = banned_why(ctx, uid, action)
    return got[0] if got is not None else None


def banned_why(ctx: Ctx, uid: str, action: str) -> tuple[str, tuple[str, ...]] | None:
    """``banned`` with the clauses by which a continuous ability's prohibition applies now:
    where it works (11.4.4; a keyword's meaning, 14.x: 拘束 14.6.2, 盟主 14.9.2) and what its
    condition read."""
    e = ctx.prohibition(uid, action)
    if e is not None:
        return e.source or action, ()
    for g in ctx.state.effects:
        # a prohibition on a described group read as a rule of the game (11.11.5, the other
        # reading of group_prohibition_later_units): every unit so described now
        if g.stat == "ban_group" and g.op == "prohibit" and g.value[0] == action:
            _a, sel, program, source = g.value
            if uid in resolve_sel(Rt(ctx, str(g.target), source, program, ""), sel):
                return g.source or action, ()
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "ban" or op.stat != action or op.target is None:
                continue
            if holds(rt, op.cond) and uid in resolve_sel(rt, op.target):
                cited = where_clauses(c, ab.program) + cond_clauses(
                    op.cond or ab.program.cond, "continuous"
                )
                return ab.text, cited
    return None


def bans_not_in_force(ctx: Ctx, uid: str, action: str) -> list[tuple[str, tuple[str, ...]]]:
    """The continuous abilities that would forbid ``uid`` the ``action`` (「…なら、このユニットは
    アタックできない」, 盟主 14.9.2) whose condition does not hold now: each one's text and the
    clauses read to conclude it does not stop the action — where it works, its condition, and
    what the clans of the units it reads rest on (2.2.4 / 2.2.5: a unit of every clan)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for c, ab, rt in _working(ctx):  # conditions not yet read
        for op in ab.program.steps:
            if op.verb != "ban" or op.stat != action or op.target is None:
                continue
            cond = op.cond or ab.program.cond
            if cond is None or holds(rt, cond) or uid not in resolve_sel(rt, op.target):
                continue
            # the units the condition compares (``cond_watch``: the zones and cards it reads)
            read = [x for w in cond_watch(rt, cond) if "." in w for x in ctx.zone(*w.split(".", 1))]
            cited = (
                where_clauses(c, ab.program)
                + KEYWORD_MEANING_CLAUSES.get(ab.program.keyword or "", ())
                + cond_clauses(cond, "continuous")
                + clan_clauses(ctx, [c, *read])
            )
            out.append((ab.text, tuple(dict.fromkeys(cited))))
    return out


# keywords whose clause forbids only the choice of the attacking unit at the attack step
# (14.6.2 拘束, 14.9.2 盟主: 「アタックステップでアタックするユニットとして選択することができま
# せん」), run as 「このユニットはアタックできない」 (_vg/cardtext.MEANINGS)
ATTACK_STEP_ONLY = ("restraint", "lord")


def attack_step_only_ban(ctx: Ctx, uid: str) -> tuple[str, tuple[str, ...]] | None:
    """The unit's prohibition of attacking comes only from such a keyword: its text and
    clauses, else None (no prohibition, or one of another source as well)."""
    found: tuple[str, tuple[str, ...]] | None = None
    if ctx.prohibition(uid, "attack") is not None:
        return None
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "ban" or op.stat != "attack" or op.target is None:
                continue
            if holds(rt, op.cond) and uid in resolve_sel(rt, op.target):
                if ab.program.keyword not in ATTACK_STEP_ONLY:
                    return None
                found = found or (ab.text, where_clauses(c, ab.program))
    return found


# the actions a unit may be prohibited from (``Op`` ``ban``), as said in the trace
BANS = {
    "attack": ("アタックできない", "cannot attack"),
    "intercept": ("インターセプトできない", "cannot intercept"),
    "boost": ("ブーストできない", "cannot boost"),
    "attacked": ("アタックされない", "cannot be attacked"),
    "attack:vanguard": ("ヴァンガードにアタックできない", "cannot attack a vanguard"),
    "attack:rearguard": ("リアガードにアタックできない", "cannot attack a rear-guard"),
    "attack:front_rearguard": (
        "前列のリアガードにアタックできない",
        "cannot attack a front rear-guard",
    ),
    "attack:back_rearguard": (
        "後列のリアガードにアタックできない",
        "cannot attack a back rear-guard",
    ),
    "attack:rest": ("【レスト】しているユニットにアタックできない", "cannot attack a rested unit"),
    "attack:stand": (
        "【スタンド】しているユニットにアタックできない",
        "cannot attack a standing unit",
    ),
    "boosted": ("ブーストされない", "cannot be boosted"),
    "stand": ("【スタンド】しない", "does not stand"),
}


# the source of an effect (11.5.1.1: the card whose ability made it; 11.5.3.1: a unit's own
# ability makes that unit the source) read against a description of it
SOURCE_READ = ("11.5.1", "11.5.1.1", "11.5.3", "11.5.3.1")


def unretirable(
    ctx: Ctx, uid: str, master: str, source: str | None = None
) -> tuple[str, tuple[str, ...]] | None:
    """「このユニットは相手のカードの効果で退却しない」 applies to the unit ``uid`` against an
    effect whose master is ``master`` (a card effect of its opponent; 1.3.3) — with 「相手の
    ユニットの効果で」, one whose source card ``source`` is so described (11.5.1.1, 11.5.3.1): the
    ability's text and the clauses by which it applies now (a continuous ability, 11.1.1.3, where
    it works, 11.4.4, and what its condition read), else None."""
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "unretirable" or op.target is None or not holds(rt, op.cond):
                continue
            # 「相手のカードの効果で」: only the opponent's effects; 「カードの効果で」: any card's
            mine_too = dict(op.detail).get("by") != "opponent"
            if (mine_too or master != rt.master) and uid in resolve_sel(rt, op.target):
                want = dict(op.detail).get("source")
                if want is not None and not _source_is(ctx, source, want, c.uid):
                    continue
                cited = CONTINUOUS + where_clauses(c, ab.program)
                cited += SOURCE_READ if want is not None else ()
                # 「相手の能力で」: what the wording rests on (11.1.1, ``Op.detail`` said)
                cited += tuple(dict(op.detail).get("said", ()))
                return ab.text, cited + cond_clauses(op.cond or ab.program.cond, "continuous")
    return None


def _source_is(ctx: Ctx, source: str | None, want: Sel, this: str) -> bool:
    """Whether the card an effect comes from (its card's last-known information when it has
    left) is one the description names — a ‘unit’ only while on a circle (2.9.3.1.1)."""
    c = ctx.card(source or "")
    return c is not None and matches(ctx, c, want, this)


def source_not_described(
    ctx: Ctx, uid: str, master: str, source: str | None
) -> tuple[str, tuple[str, ...]] | None:
    """A 「相手のユニットの効果で退却しない」 that would apply to ``uid`` against ``master``'s
    effect but for the kind of its source (an order card's effect comes from the order,
    11.5.1.1, 2.9.3.2 — no unit, 11.5.3.1): its text and those clauses, else None."""
    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "unretirable" or op.target is None or not holds(rt, op.cond):
                continue
            want = dict(op.detail).get("source")
            if want is None or master == rt.master or uid not in resolve_sel(rt, op.target):
                continue
            if _source_is(ctx, source, want, c.uid):
                continue
            src = ctx.card(source or "")
            order = src is not None and src.type in ("order", "set_order")
            return ab.text, SOURCE_READ + (("2.9.3.2",) if order else ())
    return None


def _kept_from_drop(rt: Rt, us: list[str], clauses: tuple[str, ...]) -> Proc:
    """The units an effect would retire (7.18.1), or put from the field into the drop (7.18.2),
    less those a 「相手のカードの効果で退却しない」 keeps (1.3.3); a step says which."""
    on = [u for u in us if circle_of((rt.ctx.where(u) or ("", ""))[1]) is not None]
    kept = [
        (u, why) for u in on if (why := unretirable(rt.ctx, u, rt.master, rt.source)) is not None
    ]
    for u in on:
        other = (
            None
            if u in {k for k, _w in kept}
            else source_not_described(rt.ctx, u, rt.master, rt.source)
        )
        if other is not None:
            # the protection read and not applying: this effect's source is not so described
            s = yield Mark(
                clauses=clauses + ("1.3.3",) + other[1],
                watch=(u,),
                ja=f"{label(rt.ctx, u)} の「{other[0]}」は、この効果の発生源（{label(rt.ctx, rt.source)}）に当てはまらないため適用されない",
                en=f"{label(rt.ctx, u)}'s 「{other[0]}」 does not apply: this effect's source "
                f"({label(rt.ctx, rt.source)}) is not one it names",
            )
            rt.why += (s,)
    for u, (why, cited) in kept:
        # the prohibition wins over the effect's instruction (1.3.3): the retire asked of it is an
        # action that cannot be done, simply not done (1.3.2, the principle ``impossible``)
        s = yield Mark(
            clauses=clauses
            + ("1.3.3",)
            + rt.ctx.principle("impossible")
            + ("7.18.1", "7.18.2")
            + cited,
            watch=(u,),
            # the unit stays where it is because of it: a ruling on that names this step
            touches=rt.ctx.kept(u),
            ja=f"{label(rt.ctx, u)} はこの効果で退却しない（{why}）",
            en=f"{label(rt.ctx, u)} is not retired by this effect ({why})",
        )
        rt.why += (s,)
    return [u for u in us if u not in {k for k, _w in kept}]


def unaffected_left_out(rt: Rt, us: list[str], clauses: tuple[str, ...]) -> Proc:
    """The cards an effect would move, turn or modify, less those unaffected by it (12.5.1: an
    effect of that condition does not change their zone or state, nor their values); a step
    says which."""
    kept = [(u, why) for u in us if (why := unaffected(rt.ctx, u, rt.master)) is not None]
    for u, why in kept:
        s = yield Mark(
            clauses=clauses + ("12.5.1",),
            watch=(u,),
            # the card stays as it is because of it (its zone, state, values): a ruling on it
            # rests on this step
            touches=rt.ctx.kept(u),
            ja=f"{label(rt.ctx, u)} は相手のカードの効果の影響を受けないため、この効果は適用されない（{why}）",
            en=f"{label(rt.ctx, u)} is unaffected by its opponent's card effects: this effect does not apply to it ({why})",
        )
        rt.why += (s,)
    return [u for u in us if u not in {k for k, _w in kept}]


def _chosen_order(rt: Rt, us: list[str]) -> Proc:
    """「…に望む順で置く」: the master, who performs it (11.8.5.1), says which card goes next;
    left unanswered, the order listed is taken, as an assumption (the cards are hidden)."""
    return (
        yield from chosen_order(
            rt.master,
            us,
            lambda x: card_option(rt.ctx.card(x), ctx=rt.ctx),  # type: ignore[arg-type]
            lambda _k: ("次に置くカード（望む順）", "the card to put next (in the order wished)"),
            ("11.8.5.1",),
            assume=(
                "「望む順で」置く順番が書かれていないため、並んでいる順に置くものとした",
                "the order 「望む順で」 is not given: the cards are put in the order listed",
            ),
        )
    )


def _choosable(rt: Rt, cands: list[str], clauses: tuple[str, ...]) -> Proc:
    """The candidates of a 選ぶ instruction of this effect, less those that cannot be chosen by
    it (7.50.2); a step says which were left out."""
    # each card kept out with the clauses by which the ability keeping it out applies (where
    # it works, 11.4.4; a keyword's meaning: 抵抗 14.15.1)
    why_immune = {u: unchoosable_why(rt.ctx, u, rt.master, "unaffected") for u in cands}
    immune = [u for u in cands if why_immune[u] is not None]
    if immune:
        s = yield Mark(
            clauses=clauses
            + ("12.5.1",)
            + tuple(dict.fromkeys(c for u in immune for c in (why_immune[u] or ("", ()))[1])),
            watch=tuple(immune),
            ja=f"{'、'.join(label(rt.ctx, u) for u in immune)} は相手のカードの効果の影響を受けないため、選ぶ対象にならない",
            en=f"{', '.join(label(rt.ctx, u) for u in immune)} is unaffected by its opponent's card effects: it cannot be chosen by them",
        )
        rt.why += (s,)
        cands = [u for u in cands if u not in immune]
    why_left = {u: unchoosable_why(rt.ctx, u, rt.master, source=rt.source) for u in cands}
    out = [u for u in cands if why_left[u] is None]
    if len(out) < len(cands):
        left = [u for u in cands if u not in out]
        s = yield Mark(
            clauses=clauses
            + ("7.50.2",)
            + tuple(dict.fromkeys(c for u in left for c in (why_left[u] or ("", ()))[1])),
            watch=tuple(left),
            ja=f"{'、'.join(label(rt.ctx, u) for u in left)} は相手のカードの効果で選べないため、選ぶ対象にならない",
            en=f"{', '.join(label(rt.ctx, u) for u in left)} cannot be chosen by its opponent's card effects",
        )
        rt.why += (s,)
    for u in out:
        # 「相手のカードの効果で選べない」 (抵抗 14.15.1) on a card its own master's effect chooses
        # among: the protection bars the opponent only (7.50.2), the card can be chosen
        mine = own_protection(rt.ctx, u, rt.master, source=rt.source)
        if mine is None:
            continue
        s = yield Mark(
            clauses=clauses + ("7.50.2",) + mine[1],
            watch=(u,),
            ja=f"{label(rt.ctx, u)} は相手のカードの効果で選べないが、この効果はそのマスター自身のものであり、選ぶことができる（{mine[0]}）",
            en=f"{label(rt.ctx, u)} cannot be chosen by its opponent's card effects, but this effect is its own master's: it can be chosen ({mine[0]})",
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


def ride_ban(ctx: Ctx, player: str, card: Card) -> tuple[tuple[str, ...], tuple[int, ...]] | None:
    """What keeps ``player`` from riding ``card`` wherever a ride is instructed (a rule process's
    13.5.1 as well as an effect's or the player's own, 1.3.3): a prohibition in force on the
    player or on the card (``Ctx.prohibition``, ``ride``) — its principles and the step that put it
    in force — or a continuous 「…にライドできない」 (``ride_prohibited``); None when it may be ridden."""
    for target in (player, card.uid):
        e = ctx.prohibition(target, "ride")
        if e is not None:
            s = ctx.prohibited_step(e)
            return ctx.prohibited(True), ((s,) if s is not None else ())
    if ride_prohibited(ctx, player, card) is not None:
        return ("1.3.3", "11.1.1.3"), ()
    return None


def mate_unit(ctx: Ctx, c: Card) -> str | None:
    """The name X of the card's 【メイトユニット】－「X」 (14.54), else None."""
    from ruling.games._vg.keyword_states import card_info

    info = card_info(ctx, c, "mate_unit")
    return info.names[0] if info is not None and info.names else None


# the mate unit's 「ライドすることはできない」 / 「コールできない」 against the rules' ride and call
# (6.3, 9.9.2.1): its text over the rules (1.3.1), a prohibition (1.3.3)
MATE = ("14.54.1", "14.54.2", "1.3.1", "1.3.3")


def mate_call_refused(ctx: Ctx, player: str, c: Card) -> str | None:
    """14.54.2: a mate unit is not called unless its master's vanguard contains its name: the
    name when the call is refused, else None."""
    name = mate_unit(ctx, c)
    if name is None:
        return None
    v = vanguard(ctx, player)
    if v is not None and any(_bare(name) in _bare(n) for n in names_of(ctx, v)):
        return None
    return name


def _bare(name: str) -> str:
    """A card name without its spaces: a name printed unquoted after a keyword (「メイトユニット－
    蒼穹の騎士 アルト」) reaches the engine without the space between its parts, which names no
    other card — 含む (14.54.2) is read on the name's characters."""
    return "".join(name.split())


def mate_call_met(ctx: Ctx, player: str, c: Card) -> Mark | None:
    """14.54.2: a mate unit called, its master's vanguard containing its name: the check made
    on the card, which the call rests on (a ``Mark`` touching it) — the vanguard's name given by
    its text besides its own (「「X」としても扱う」, ドレスアップ 14.52.2: several names held side
    by side, 12.6.2, 12.6.2.1) cited where that name is the one that contains it. None for a
    card that is no mate unit, or one whose call is refused (``mate_call_refused``)."""
    from ruling.games._vg.selectors import meaning_clauses

    name = mate_unit(ctx, c)
    v = vanguard(ctx, player)
    if name is None or v is None or mate_call_refused(ctx, player, c) is not None:
        return None
    given: tuple[str, ...] = ()
    if _bare(name) not in _bare(v.name or ""):
        for ab in programs(ctx, v.uid):
            p = ab.program
            if p is None or p.kind != "continuous":
                continue
            if any(
                op.verb == "treat" and name in (op.name or "") and ("also", True) in op.detail
                for op in p.steps
            ):
                given += CONTINUOUS + ("12.6.2", "12.6.2.1") + meaning_clauses(p)
    return Mark(
        clauses=MATE[:2] + tuple(dict.fromkeys(given)),
        touches=(c.uid,),
        ja=f"{c.label} はメイトユニットで、ヴァンガード {v.label} は「{name}」を含むため、コールできる",
        en=f"{c.label} is a mate unit and the vanguard {v.label} contains 「{name}」: it may be "
        "called",
    )


def no_play(ctx: Ctx, c: Card) -> str | None:
    """「このカードはプレイできない」 (a continuous ability of the card with no zone, so working
    wherever it is, 11.4.4.1): its text, else None."""
    for ab in programs(ctx, c.uid):
        p = ab.program
        if p is not None and p.kind == "continuous" and not p.zones:
            if any(op.verb == "no_play" for op in p.steps):
                return ab.text
    return None


REGALIS_ABILITY_NOTE = (
    "14.51.2.2 は「レガリスピース能力を持つカードを解決する際」の処理として、テキストを解決せず"
    "カードをドロップゾーンに置くと書くが、数える対象には「そのカードが持つ能力」も含めている。"
    "レガリスピースを持つカードの起動能力・自動能力の解決にも同じ上限を適用し、その能力のテキストを解決しないと読む",
    "14.51.2.2 states the limit for resolving a card with regalis piece (its text is not resolved, "
    "the card goes to the drop), yet counts the abilities such a card has too; read as: the same "
    "limit applies when an activated or automatic ability of such a card resolves, and its text "
    "is not resolved",
)


# --------------------------------------------------------------------------- guardian calls

# the parts of a description a guardian-call prohibition keeps in its effect, as plain data
GUARD_BAN_FIELDS = ("kinds", "stats", "contains", "names", "has", "lacks", "icons")
GUARD_BAN = ("1.3.3", "10.5.1.2.2")


def guard_ban_value(s: Sel | None) -> tuple[tuple[str, Any], ...]:
    """The description of the cards a guardian-call prohibition bars (``Op`` ``guard_ban``), as
    the plain data its effect keeps (``Effect.value``); () for every card."""
    if s is None:
        return ()
    return tuple((f, getattr(s, f)) for f in GUARD_BAN_FIELDS if getattr(s, f))


def guard_ban_text(s: Sel | None) -> tuple[str, str]:
    """The cards a guardian-call prohibition bars, said in the trace (ja, en)."""
    ja: list[str] = []
    en: list[str] = []
    for stat, cmp, n in s.stats if s is not None else ():
        bound = {"ge": ("以上", " or more"), "le": ("以下", " or less")}.get(cmp, ("", ""))
        ja.append(f"{STAT_JA.get(stat, stat)}{n}{bound[0]}")
        en.append(f"{stat} {n}{bound[1]}")
    for name in s.contains if s is not None else ():
        ja.insert(0, f"「{name}」を含む")
        en.append(f"containing 「{name}」")
    if s is not None and set(guard_ban_value(s)) - {("stats", s.stats), ("contains", s.contains)}:
        return "指定のカード", "the cards described"
    return ("".join(ja) or "カード"), (", ".join(en) and f"cards of {', '.join(en)}" or "cards")


def normal_call_refused(ctx: Ctx, player: str, card: Card, call: str) -> Reject | None:
    """「そのターン中、あなたはノーマルコールできない」 (an effect in force, ``steps``
    PLAYER_BAN_WORDS): ``player``'s normal call of ``card`` refused (1.3.3 over the rule allowing
    it). ``call``: the clause that makes this call a normal one — the main phase's (9.9.2.1.1) or
    the guard step's (10.5.1.2.2.1); a superior call by an effect (6.2.2.2) is not asked. The
    refusal, else None."""
    e = ctx.prohibition(player, "normal_call")
    if e is None:
        return None
    step = ctx.prohibited_step(e)
    return Reject(
        f"{player} はノーマルコールできないため、{card.label} をコールできません（{e.source}）",
        f"{player} cannot make a normal call: {card.label} is not called ({e.source})",
        ("1.3.3", call, "6.2.2.1"),
        (step,) if step is not None else (),
    )


def _too_many_at_once(ctx: Ctx, s: Sel, rt: Any, together: tuple[str, ...], most: int) -> bool:
    """Whether the one call of 10.5.1.2.2 made of the cards ``together`` puts ``most`` or more
    cards ``s`` describes on (G) at once."""
    cards = [x for u in together if (x := ctx.card(u)) is not None]
    src = rt.source if rt is not None else None
    return sum(1 for x in cards if matches(ctx, x, s, src, rt)) >= most


def guard_call_banned(
    ctx: Ctx, player: str, c: Card, at_once: int = 1, together: tuple[str, ...] = ()
) -> tuple[str, tuple[str, ...], int | None] | None:
    """Whether ``player`` may not call the hand card ``c`` to (G) (1.3.3 over 10.5.1.2.2): by an
    effect in force (「そのバトル中、相手は手札からグレード１以上を(G)にコールできない」) or by a
    continuous ability that applies now — (the source's text, the clauses, the step that made the
    effect), else None. ``at_once``: how many cards the one call of 10.5.1.2.2 it is part of
    puts there (「２枚以上同時にコールしない限りコールできない」 bars only a call of fewer);
    ``together``: the uids of the cards of that call (「グレード１以上のカードを２枚以上同時に(G)
    にコールできない」 bars a call that puts N or more cards of the description there, each of
    them: ``_too_many_at_once``)."""
    for e in reversed(ctx.state.effects):
        if e.op != "prohibit" or e.stat != "guard_call" or e.target != player:
            continue
        value = dict(e.value)
        if at_once >= value.pop("at_once", 1) > 1:
            continue
        most = value.pop("most_at_once", None)
        if most is not None and not _too_many_at_once(ctx, Sel(**value), None, together, most):
            continue
        if matches(ctx, c, Sel(**value), None):
            return e.source or "guard_call", GUARD_BAN, ctx.prohibited_step(e)
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "guard_ban" or not holds(rt, op.cond):
                continue
            if at_once >= dict(op.detail).get("at_once", 1) > 1:
                continue
            most = dict(op.detail).get("most_at_once")
            if most is not None and not _too_many_at_once(
                ctx, op.target or Sel(), rt, together, most
            ):
                continue
            who = rt.master if op.performer == "you" else ctx.state.opponent(rt.master)
            if who == player and matches(ctx, c, op.target or Sel(), rt.source, rt):
                return (
                    ab.text,
                    GUARD_BAN + CONTINUOUS + WHERE + cond_clauses(op.cond, "continuous"),
                    None,
                )
    return None
