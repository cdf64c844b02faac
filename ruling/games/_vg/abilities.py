"""Vanguard card abilities at run time: the programs of ``ruling.games._vg.cardtext`` run as
engine procedures (they yield events and requests like every procedure; the core writes the
trace).

- ``card_trigger`` / ``card_resolve``: automatic abilities printed on cards (11.1.1.2, 11.9),
  one ``AbilityDef``; they trigger on the events the Vanguard procedures emit (a ride, a call,
  an attack, a boost, a guardian, a discard, the start of a phase, the end of a battle).
- ``activate``: the ``activate`` action, playing an activated ability (11.1.1.1, 9.9.2.4,
  11.8.2); orders played and their requirements.
- ``text_mods`` / ``gained_skills`` / ``energy_limit``: continuous abilities (11.1.1.3) computed
  from the cards where their text works (11.4.4) whenever a value is asked for.

The families live in their own modules, from the bottom up: ``selectors`` (what the words refer
to, conditions), ``continuous`` (the abilities a card has, continuous effects), ``restrictions``
(prohibitions, 1.3.3), ``autos`` (triggers, limits of use), ``costs`` (paying), ``steps`` (the
effects). A lower module imports a higher one's function inside the function that calls it.
This module is their entry point for the rest of the engine (``__all__``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.abilities import Ability
from ruling.cardtext.ir import Program, Sel
from ruling.choosing import choose_yes_no
from ruling.core import Ctx
from ruling.games._vg.autos import (
    GAME_LIMITS,
    RENEWED_LIMIT,
    _limit_after,
    _limited,
    _same_card,
    _unusable,
    card_trigger,
    count_use,
    delayed_event,
    game_limit_unspent,
    game_limit_used,
    limit_new_card,
    program_limit_clauses,
    renewed_limit,
    state_loop,
    unspent_step,
    use_cap,
    used_this_turn,
)
from ruling.games._vg.common import (
    TIMING_POINT,
    find_card,
    label,
)
from ruling.games._vg.continuous import (
    _continuous,
    energy_limit,
    gained_skills,
    given_there,
    lost_skill_clauses,
    lost_skills,
    persona_from,
    programs,
    replacements,
    skill_clauses,
    stride_grade,
    stride_skill,
    text_clauses,
    text_mods,
    text_refs,
    text_sets,
)
from ruling.games._vg.costs import (
    _cost_zones,
    _main_or_alternative,
    _payable,
    _reduced,
    _text_reduced,
    alternatives,
    pay_cost,
    payable_now,
    unpayable_clauses,
)
from ruling.games._vg.order_acts import after_sung
from ruling.games._vg.restrictions import (
    MATE,
    _regalis_count,
    _regalis_gate,
    banned,
    intercept_from_back,
    mate_call_refused,
    mate_unit,
    may_have_gauge,
    no_play,
    ride_prohibited,
)
from ruling.games._vg.selectors import (
    ACTIVATED,
    AUTO,
    CIRCLE_GROUPS,
    CONTINUOUS,
    Proc,
    Rt,
    _has_keyword,
    cond_clauses,
    cond_watch,
    gone_from,
    holds,
    requirement,
    treated_name,
    valid_clauses,
    where_clauses,
    without,
    works_in,
)
from ruling.games._vg.steps import run_program
from ruling.rules import (
    AbilityDef,
    AddEffect,
    Create,
    EndEffects,
    Erase,
    Event,
    Lose,
    Mark,
    Move,
    MoveMany,
    Orient,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Shuffle,
    Triggered,
    Warn,
)

# the entry points other modules import from here (the families live in the modules above)
__all__ = [
    "ACTIVATED",
    "AUTO",
    "CARD_ABILITY",
    "CIRCLE_GROUPS",
    "CONTINUOUS",
    "DELAYED_ABILITY",
    "MATE",
    "Rt",
    "_has_keyword",
    "activate",
    "banned",
    "card_resolve",
    "energy_limit",
    "gained_skills",
    "intercept_from_back",
    "lost_skill_clauses",
    "lost_skills",
    "mate_call_refused",
    "mate_unit",
    "may_have_gauge",
    "no_play",
    "order_play",
    "order_requirement",
    "order_time",
    "order_text",
    "fuse_instruction",
    "persona_from",
    "programs",
    "replacements",
    "ride_prohibited",
    "run_program",
    "skill_clauses",
    "stride_grade",
    "stride_skill",
    "text_clauses",
    "text_mods",
    "text_refs",
    "text_sets",
    "treated_name",
]


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
            clauses=("11.8.2.4", "11.8.2.4.2")
            + without(cond_clauses(cond, "activated"), requirement("activated")),
            watch=cond_watch(rt, cond),
            ja=f"プレイの要件を満たす: {ab.text}",
            en=f"the requirement to play it is met: {ab.text}",
        )
        return s is not None
    yield Reject(
        f"プレイの要件を満たさないため、このオーダーはプレイできません: {ab.text}",
        f"the requirement to play it is not met: this order cannot be played: {ab.text}",
        ("11.8.2.4", "11.8.2.4.2")
        + without(cond_clauses(cond, "activated"), requirement("activated")),
    )
    return False


def order_time(ctx: Ctx, player: str, uid: str, when: tuple[str, ...]) -> Proc:
    """An order's own 「相手のターンにプレイできる。」 (``_vg/cardtext._play_time``): a permission
    to play it at that time. Played at its type's timing (``when``: 9.9.2.3 / 10.5.1.2.5) inside
    that time, the permission is what the rules give already (said); outside it, the rules' own
    timing lets it be played, and the other time the text names, a window no rule gives, is not
    taken into account — said as unsupported, never silently."""
    for ab in programs(ctx, uid):
        p = ab.program
        if p is None or p.kind != "event":
            continue
        for x in p.params:
            if not (isinstance(x, tuple) and x[:1] == ("play_time",)):
                continue
            rt = Rt(ctx, player, uid, p, ab.text, {"placed": None})
            if holds(rt, x[1]):
                yield Mark(
                    clauses=when,
                    watch=cond_watch(rt, x[1]),
                    ja=f"このオーダーは書かれた時（{ab.text.split('。')[0]}）にプレイされる",
                    en=f"this order is played at the time its text permits: {ab.text}",
                )
            else:
                yield Warn(
                    "unsupported",
                    f"未対応: このオーダーのテキストが許すプレイの時（{ab.text.split('。')[0]}）は"
                    f"このルーリングでは考慮していません。種類のタイミングでプレイされます: {ab.text}",
                    "unsupported: the time this order's text permits it to be played at is not "
                    f"taken into account; it is played at its type's timing: {ab.text}",
                    when,
                )


def fuse_instruction(ctx: Ctx, uid: str) -> tuple[Ability, Sel] | None:
    """The order's own instruction to 魔合成 another order card into it as it is played
    (「このカードをプレイする際、…を1枚選び、このカードに魔合成してよい」, 7.44.1): the ability and
    the cards it lets be chosen (``_vg/cardtext._fuse_instruction``); None when it has none."""
    for ab in programs(ctx, uid):
        p = ab.program
        if p is not None and p.kind == "event":
            got = dict(x for x in p.params if isinstance(x, tuple) and len(x) == 2).get("fuse")
            if got is not None:
                return ab, got
    return None


def order_play(
    ctx: Ctx, player: str, uid: str, cause: int | None = None, fused: str | None = None
) -> Proc:
    """The cost of an order's 「【コスト】[…]ことでプレイできる！」, paid when it is played
    (11.8.2.4.2; all or nothing, 11.8.2.2). True when the play goes on. ``fused``: order card B
    魔合成'd into it, whose original cost is added right after this order's (7.44.1.3), the
    whole paid at once (11.7.1)."""
    got = _play_program(ctx, uid)
    other = _play_program(ctx, fused) if fused is not None else None
    if other is not None and other[1].cost:
        ab2, p2 = other
        if got is None or not got[1].cost:
            got = (ab2, p2)
        else:
            got = (got[0], replace(got[1], cost=got[1].cost + p2.cost))
    if got is None or not got[1].cost:
        return True
    ab, p = got
    rt = Rt(
        ctx, player, uid, p, ab.text, {"placed": None, "play": True}, why=(cause,) if cause else ()
    )
    fclauses = ("7.44.1.3", "11.7.1") if other is not None and other[1].cost else ()
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
    why = yield from payable_now(rt, _reduced(rt, p.cost)[0])
    if why is not None:
        yield Reject(
            f"プレイのコストを支払えないため（{why}）、プレイは取り消されます",
            f"the cost of playing it cannot be paid ({why}): the play is cancelled",
            ("11.8.2.2", "11.8.2.4", "11.8.2.4.2") + fclauses + unpayable_clauses(ctx, why),
        )
        return False
    if fclauses:
        yield Mark(
            clauses=fclauses + ("11.8.2.4.2",),
            caused_by=(cause,) if cause else (),
            touches=_cost_zones(rt, p.cost),
            ja="魔合成したオーダーのコストを、元のコストの直後に追加してすべて同時に支払う",
            en="the 魔合成'd order's cost is added right after this order's, all paid at once",
        )
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


def order_text(ctx: Ctx, player: str, uid: str, cause: int, text_of: str | None = None) -> Proc:
    """An order card resolving runs its own text (11.8.3.1) when it compiled; its effects are
    carried out in the order written (11.8.3.1.1). ``text_of``: order card B 魔合成'd into it,
    whose text, added after this order's (7.44.1.3), is run as this card's."""
    for ab in programs(ctx, text_of or uid):
        if ab.program is not None and ab.program.kind == "event":
            if any(isinstance(x, tuple) and x[:1] == ("fuse",) for x in ab.program.params):
                continue  # the instruction to 魔合成, read as the order is played (7.44.1)
            rest = dict(x for x in ab.program.params if isinstance(x, tuple) and len(x) == 2).get(
                "rest_unsupported"
            )
            if rest is not None:
                # only its play requirement / cost compiled: the effect itself cannot be run
                yield Reject(
                    f"このオーダーの効果を実行できません（未対応: {rest}）: {ab.text}",
                    f"this order's effect cannot be run (unsupported: {rest}): {ab.text}",
                    ("11.8.3.1",),
                    caused_by=(cause,),
                    unsupported=True,
                )
                continue
            rt = Rt(ctx, player, uid, ab.program, ab.text, {"placed": None}, why=(cause,))
            # its cost printed at the start of its text, 「…ことでプレイできる！」, was paid when it
            # was played (11.8.2.4.2); one written in its text, 「[…]することで、」, is paid, or
            # not, as it resolves (11.8.2.4.3)
            p = ab.program
            at_play = bool(p.params) and p.params[0][0] == "require"
            yield from run_program(rt, ("11.8.3.1", "11.8.3.1.1"), paid=at_play or not p.cost)


# --------------------------------------------------------------------------- resolving


def _find(ctx: Ctx, uid: str | None, index: int) -> Ability | None:
    if not uid or ctx.card(uid) is None:
        return None
    return next(
        (ab for ab in programs(ctx, uid) if ab.index == index and ab.program is not None), None
    ) or next((ab for ab in given_there(ctx, uid) if ab.index == index), None)


def card_resolve(ctx: Ctx, pending: Any) -> Proc:
    ab = _find(ctx, pending.source, pending.data.get("index", 0))
    if ab is None:
        yield Reject(
            "この自動能力を持つカードが見つからないため、何も起こりません",
            "the card with this automatic ability is gone: nothing happens",
            ("11.9.9",),
        )
        return
    # ``resolving``: this instance triggered already (「この能力が発動していない」 reads the others)
    rt = Rt(
        ctx, pending.master, pending.source, ab.program, ab.text, {**pending.data, "resolving": 1}
    )
    yield from _played_though_gone(rt)
    yield from run_program(rt, AUTO)


def _played_though_gone(rt: Rt) -> Proc:
    """11.9.9: the card with a pending automatic ability has left its zone; the ability is
    played all the same (the step saying so is one of the reasons of what follows)."""
    ctx = rt.ctx
    lk = gone_from(rt)
    if lk is not None:
        trig = rt.program.trigger
        # a 「ライドされた時」 ability: its unit is referred to only where the ride put it
        # (6.3.5.1) — gone from there, 「このユニット」 finds nothing
        ridden = ("6.3.5.1",) if trig is not None and trig.event == "ridden" else ()
        s = yield Mark(
            clauses=("11.9.9", *ridden),
            caused_by=(lk.step,),
            # what becomes of the card that left (and of its ability) is what this step decides:
            # a question about that card has it among its reasons
            touches=(rt.source or "",),
            ja=f"{label(ctx, rt.source)} は{ctx.zone_name(lk.zone)}を離れたが、待機状態の自動能力はプレイしなければならない",
            en=f"{label(ctx, rt.source)} has left the {ctx.zone_name(lk.zone, 'en')}, but its pending automatic ability must still be played",
        )
        rt.why += (s,)


# --------------------------------------------------------------------------- activated


def activate(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """9.9.2.4: in the main phase the turn fighter may play one valid activated ability they
    are the master of; 11.8.2.2: its whole cost is paid at once or the play is cancelled."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    zones = (str(p["from"]),) if p.get("from") else None
    # a card named that is not the player's: the other fighter's (refused below, 9.9.2.4)
    uid = find_card(ctx, p["card"], player, zones) or find_card(ctx, p["card"], None, zones)
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
    if c.states.get("fused_under"):
        yield Reject(
            f"{c.label} は魔獣合成ユニットの束の一番上のカードではないため、その能力は無効です",
            f"{c.label} is not the top card of its 魔獣合成 bundle: its abilities are void",
            ("6.10.3.1.1",),
        )
        return
    acts = [ab for ab in programs(ctx, c.uid) if ab.kind == "activated"]
    want = p.get("ability")
    if want is not None:
        acts = [ab for ab in acts if ab.index + 1 == int(want)] or acts[:0]
    if not acts:
        from ruling.games._vg.continuous import printed_lost, unmet_skill_clauses

        yield Reject(
            f"{c.label} にはプレイできる起動能力がありません",
            f"{c.label} has no activated ability to play",
            # a continuous ability that would give it one, its condition unmet (11.11.1.5); the
            # printed one it lost (a deleted unit's text, 7.32.2)
            ("11.1.1.1",)
            + unmet_skill_clauses(ctx, c.uid, "activated", kind="ability")
            + printed_lost(ctx, c.uid, "activated"),
        )
        return
    ab = acts[0]
    if ab.program is None:
        yield Reject(
            f"未対応の能力（{c.label}）: {ab.text} — このルーリングはこの能力を実行できません",
            f"unsupported ability ({c.label}): {ab.text} — this ruling cannot run it",
            unsupported=True,
        )
        return
    prog = ab.program
    from ruling.games._vg.dominate import dominator

    # a unit dominated (7.39.1.1): the dominating fighter plays its abilities as their master
    # (7.39.2.3), the original master no longer is (7.39.1.1.1)
    dom = dominator(ctx, c.uid) if w[1].startswith("field.") else None
    master = dom or w[0]
    if st.turn.phase != "main" or st.turn.player != player or master != player:
        yield Reject(
            "起動能力はターンファイターがメインフェイズに、自身がマスターであるものをプレイします",
            "an activated ability is played by the turn fighter, its master, in the main phase",
            # a card in a zone of the other fighter: that fighter is its master (3.2.2)
            ("9.9.2.4", "11.1.1.1")
            + (("3.2.2",) if w[0] != player and dom is None else ())
            + (("7.39.2.3", "7.39.1.1.1") if dom is not None and master != player else ()),
        )
        return
    played_as: tuple[int, ...] = ()
    if dom is not None and w[0] != player:
        m = yield Mark(
            clauses=("7.39.2.3", "11.7.1"),
            watch=(c.uid,),
            ja=f"{player} は支配状態の {c.label} の起動能力を、自身がマスターであるかのようにプレイする"
            "（コストも自身がマスターであるもので支払う）",
            en=f"{player} plays the dominated {c.label}'s activated ability as its master (and "
            "pays its cost with what it is master of)",
        )
        played_as = (m,) if isinstance(m, int) else ()
    if not works_in(ctx, c, prog, w[0], w[1]):
        yield Reject(
            f"{c.label} は{ctx.zone_name(w[1])}にあるため、この起動能力は有効ではありません",
            f"{c.label} is in the {ctx.zone_name(w[1], 'en')}: this ability does not work there",
            # 「起【(領域)】」: the zone in the brackets is where it may be played (11.1.1.1.1)
            where_clauses(c, prog) + (("11.1.1.1.1",) if prog.zones else ()),
        )
        return
    if prog.limit and _limited(ctx, c.uid, ab.index, prog.limit):
        period = "このターン" if prog.limit.startswith("turn") else "このゲーム"
        yield Reject(
            f"使用回数に制限のあるこの能力は{period}すでにその回数使ったため、使えません",
            f"this ability was already used as many times as its limit allows ({prog.limit}): "
            "it cannot be used",
            program_limit_clauses(prog) + ("12.2.1", "12.2.1.1"),
        )
        return
    cap = use_cap(prog)
    if cap is not None:
        # 「この能力はターン中にN回だけ使える」: played N times this turn, it is 使えない (its text
        # says so), and an activated ability that is cannot be played (12.2.1.1); plays made by
        # the card before a move that made it a new card (4.1.8) count or not by a reading
        # (``text_limit_new_card``), the engine's: they do not
        own, before = used_this_turn(ctx, c.uid, ab.index)
        spent = own >= cap
        if not spent and own + before >= cap:
            spent = not (
                yield unsettled.choose(
                    player,
                    "vg",
                    "text_limit_new_card",
                    {"new_card": True, "same_ability": False},
                )
            )
        if spent:
            yield Reject(
                f"この能力はこのターンすでに{cap}回使ったため、使えません（「ターン中に{cap}回だけ使える」）",
                f"this ability was already used {cap} time(s) this turn, as many as its text "
                "allows: it cannot be used",
                ("12.2.1", "12.2.1.1") + (("4.1.8",) if own < cap else ()),
            )
            return
    icon = game_limit_used(ctx, prog, player)
    if icon is not None:
        ja, en = GAME_LIMITS[prog.game_limit][1:]
        yield Reject(
            f"このゲーム中すでに{ja}を使ったため、この能力は使えません",
            f"a {en} was already used this game: this ability cannot be used",
            icon + ("12.2.1", "12.2.1.1"),
        )
        return
    rt = Rt(
        ctx, player, c.uid, prog, ab.text, {"placed": c.placed, "index": ab.index}, why=played_as
    )
    req = next(
        (x for x in prog.params if isinstance(x, tuple) and x[:1] == ("use_requirement",)),
        None,
    )
    need = req[1] if req is not None else None
    if need is not None and not holds(rt, need):
        # 「この能力は…なければ使えない」: its text makes it 使えない now, and an activated ability
        # that is cannot be played (12.2.1.1); 「…なら発動できない」: to activate it is to play
        # and resolve it (7.15.1.2), so it is not played (the clause the word adds, req[2])
        yield Reject(
            f"この能力は今は使えない（そのテキストの条件を満たさない）ため、プレイできません: {ab.text}",
            f"this ability cannot be used now (its text's condition is not met): it cannot be "
            f"played: {ab.text}",
            ("12.2.1", "12.2.1.1")
            + (req[2] if len(req) > 2 else ())
            + without(cond_clauses(need, "activated"), requirement("activated")),
        )
        return
    if prog.valid is not None and not holds(rt, prog.valid):
        yield Reject(
            "この起動能力は有効条件を満たしていないため、プレイできません",
            "this activated ability does not meet its validity condition: it cannot be played",
            valid_clauses(prog.valid, "activated"),
        )
        return
    if prog.cost:
        why = yield from payable_now(rt, _reduced(rt, prog.cost)[0])
        if why is not None and any(
            _payable(rt, _reduced(rt, alt)[0]) is None for alt in alternatives(rt)
        ):
            why = None  # 「このコストは『…』でも払える」: an alternative it may pay instead (1.3.1)
        if why is not None:
            yield Reject(
                f"コストの一部を支払えないため（{why}）、プレイは取り消されます",
                f"part of the cost cannot be paid ({why}): the play is cancelled",
                # the cost read whole, as it is paid all at once by its master (11.7.1); an
                # activated ability's cost is paid as it is played (11.8.2.3)
                ("11.7.1", "11.8.2.2", "11.8.2.3") + unpayable_clauses(ctx, why),
            )
            return
    if not (yield from limit_new_card(ctx, c.uid, ab.index, prog.limit, player)):
        # the other reading of 12.3.2.2 / 4.1.8: the use-up follows the ability to the new card
        yield Reject(
            "この能力は移動前のカードで使った回数に達しているため、使えません（同じ能力として数える読み）",
            "this ability was used up by the card before its move: it cannot be used (the "
            "reading that counts it as the same ability)",
            program_limit_clauses(prog) + ("4.1.8", "12.2.1", "12.2.1.1"),
        )
        return
    s = yield Mark(
        # 11.1.1.1.2: one without a cost is played by declaring it
        clauses=("11.8.2.1", "9.9.2.4")
        + (() if prog.cost else ("11.1.1.1.2",))
        + where_clauses(c, prog)
        + valid_clauses(prog.valid, "activated")
        # playable again this period only as a new card's (4.1.8) after 12.3.2.2 used it up
        + (RENEWED_LIMIT if renewed_limit(ctx, c.uid, ab.index, prog.limit) else ()),
        ja=f"{player} は {c.label} の起動能力をプレイする: {ab.text}",
        en=f"{player} plays an activated ability of {c.label}: {ab.text}",
        # a limited ability used before this period and found not used up (12.3.2.2)
        caused_by=(unspent_step(ctx, c.uid, ab.index, prog.limit) if prog.limit else ())
        # an earlier use of a game-long limit icon found to change nothing (12.3.3.2)
        + game_limit_unspent(ctx, prog, player),
    )
    rt.why += (s,)
    if cap is not None:
        yield from count_use(ctx, c.uid, ab.index)
    if prog.cost:
        items = yield from _main_or_alternative(rt, prog.cost)
        items = yield from _text_reduced(rt, items)
        yield from pay_cost(rt, items, optional=False)
    ok = yield from _regalis_gate(rt, "activated")
    if not ok:
        return
    yield from _valid_lost(rt, "activated")
    # whether the effect changed the game, apart from the cost paid (12.3.2.2 read against a
    # cost paid and an effect that changed nothing: ``_limit_after``): an event of its own that
    # changes the state (a step only choosing, or marking what was not done, changes nothing)
    seen = len(ctx.events())
    yield from run_program(rt, ACTIVATED + ("11.8.3",), paid=True)
    # played and resolved: the ability has been activated (7.15.1.2) — 「あなたが…の【起】能力を
    # 発動した時」 triggers on it (autos, event ``activated``)
    yield Mark(
        clauses=("7.15.1.2",),
        caused_by=(s,),
        tag="ability_activated",
        data={"uid": c.uid, "player": player, "index": ab.index},
        ja=f"{player} は {c.label} の起動能力を発動した",
        en=f"{player} has activated an activated ability of {c.label}",
    )
    if prog.limit:
        rt.data["effect_acted"] = any(
            isinstance(ev, CHANGES)
            # a player's value (energy, a gift's count …), not the engine's own bookkeeping
            or (isinstance(ev, SetVar) and ev.key.partition(".")[0] in ctx.game.player_values)
            for _s, _n, ev in ctx.events()[seen:]
        )
    yield from _regalis_count(rt)
    yield from _limit_after(rt, ab.index)


# the events that change the game's state (12.3.2.2 「ゲームの状態が変化していた」)
CHANGES = (Move, MoveMany, Orient, SetCard, Create, Erase, AddEffect, EndEffects, Shuffle, Lose)


# an ability of a validity keyword (14.2) whose condition no longer holds when it resolves: it
# resolves all the same (14.2.3.2.1 automatic, 14.2.3.3.1 activated); a keyword that says so again
VALID_LOST = {"auto": ("14.2.3.2.1",), "activated": ("14.2.3.3.1",)}
VALID_LOST_KEYWORD = {"ritual": ("14.20.2.4",)}


def _valid_lost(rt: Rt, kind: str) -> Proc:
    """14.2.3.2.1 「一度誘発したならば、解決まで有効条件を満たさなくなっても、その自動能力はその
    まま解決されます」, 14.2.3.3.1 (an activated ability: checked when played), 14.20.2.4 (儀式):
    the validity condition of the ability now resolving no longer holds — said, and it resolves."""
    v = rt.program.valid
    if v is None or rt.data.get("valid_lost") or holds(rt, v):
        return
    rt.data["valid_lost"] = True  # said once: before its cost or after it (``run_program``)
    todo, kws = [v], []
    while todo:
        c = todo.pop()
        if c.what == "valid" and c.verb:
            kws.append(c.verb)
        todo += list(c.parts)
    extra = tuple(x for k in kws for x in VALID_LOST_KEYWORD.get(k, ()))
    s = yield Mark(
        clauses=("14.2.1", "14.2.2") + VALID_LOST[kind] + extra,
        watch=tuple(cond_watch(rt, v)),
        ja=f"{label(rt.ctx, rt.source)} の能力は有効条件を満たさなくなったが、そのまま解決される",
        en=f"{label(rt.ctx, rt.source)}'s ability no longer meets its validity condition: it "
        "resolves all the same",
    )
    rt.why += (s,)


def _would_touch(master: str, program: Any) -> tuple[str, ...]:
    """The zones of its master an ability not played would have changed (「１枚引く」: the hand
    and the deck; a move: the zone it puts cards in) — what its not being played decides (a
    clause read to conclude that nothing happens is a reason too)."""
    out: list[str] = []
    for op in program.steps:
        if op.verb == "draw":
            out += [f"{master}.hand", f"{master}.deck"]
        elif op.dest and not str(op.dest).startswith("do:"):
            out.append(f"{master}.{op.dest}")
    return tuple(dict.fromkeys(out))


def _resolve_with_limit(ctx: Ctx, pending: Any) -> Proc:
    ab = _find(ctx, pending.source, pending.data.get("index", 0))
    if ab is None:
        yield from card_resolve(ctx, pending)
        return
    # ``resolving``: this instance triggered already (「この能力が発動していない」 reads the others)
    rt = Rt(
        ctx, pending.master, pending.source, ab.program, ab.text, {**pending.data, "resolving": 1}
    )
    unusable = _unusable(ctx, rt.source or "", ab.index, ab.program, rt.master)
    if unusable is not None:
        # 12.2.1.2.2: a pending ability that became unusable is not cancelled, but 11.9.4 plays
        # a pending ability only if it is not unusable: its pending count just goes down
        yield Mark(
            clauses=unusable + ("12.2.1", "12.2.1.2", "12.2.1.2.2", "11.9.4"),
            caused_by=(pending.step,) if getattr(pending, "step", None) is not None else (),
            touches=tuple(f"{p}.{z}" for p, z in [ctx.where(rt.source or "") or ("", "")] if p)
            + _would_touch(rt.master, ab.program)
            # and what its earlier resolutions changed: it would have changed them again
            + ctx.resolved_refs(pending.ability, pending.source, pending.data.get("index")),
            ja=f"{label(ctx, rt.source)} の待機状態の自動能力は使えない状態のため、プレイされずに待機状態が1回減る",
            en=f"{label(ctx, rt.source)}'s pending automatic ability cannot be used: it is not played, its pending count goes down by one",
        )
        return
    if pending.data.get("renewed_cap") and not (
        yield unsettled.choose(
            rt.master, "vg", "trigger_cap_new_card", {"new_card": True, "same_ability": False}
        )
    ):
        # 「この能力は１ターンにN回まで発動する」 reached by the card before its move: under the
        # reading that counts the same printed ability, it did not trigger (7.15.1.3.2)
        cap = pending.data["renewed_cap"]
        yield Mark(
            clauses=("7.15.1.3", "7.15.1.3.2", "4.1.8"),
            caused_by=(pending.step,) if getattr(pending, "step", None) is not None else (),
            ja=f"{label(ctx, rt.source)} の自動能力は移動前のカードでこのターンすでに{cap}回発動している"
            "（同じ能力として数える読み）: 発動しなかったものとして、プレイされない",
            en=f"{label(ctx, rt.source)}'s automatic ability already triggered {cap} time(s) this "
            "turn as the card before its move (the reading that counts it as the same ability): it "
            "did not trigger, and is not played",
        )
        return
    if not (yield from limit_new_card(ctx, rt.source or "", ab.index, ab.program.limit, rt.master)):
        # the other reading of 12.3.2.2 / 4.1.8: used up by the card before its move, it is not
        # usable; a pending ability that is not usable is not played, its count goes down
        yield Mark(
            clauses=program_limit_clauses(ab.program)
            + ("4.1.8", "12.2.1", "12.2.1.2", "12.2.1.2.2", "11.9.4"),
            caused_by=(pending.step,) if getattr(pending, "step", None) is not None else (),
            touches=_would_touch(rt.master, ab.program)
            + ctx.resolved_refs(pending.ability, pending.source, pending.data.get("index")),
            ja=f"{label(ctx, rt.source)} の自動能力は移動前のカードで使った回数に達しているため（同じ能力として数える読み）、プレイされずに待機状態が1回減る",
            en=f"{label(ctx, rt.source)}'s automatic ability was used up by the card before its move (the reading that counts it as the same ability): it is not played, its pending count goes down by one",
        )
        return
    if ab.program.limit:
        # 12.3.5: the master of a pending automatic ability with a limit icon may choose it and,
        # without playing it, reduce its pending count by one (then it is not used up, 12.3.2.2)
        play = yield from choose_yes_no(
            rt.master,
            "turn_limit",
            f"制限アイコンのある {label(ctx, rt.source)} の自動能力をプレイするか（しないなら待機状態を1回減らす）",
            f"play {label(ctx, rt.source)}'s automatic ability with a limit icon (if not, its "
            "pending count goes down by one)?",
            ("プレイする", "play it"),
            ("プレイしない", "do not"),
            ("12.3.5",),
            assume=(
                f"制限アイコンのある {label(ctx, rt.source)} の自動能力はプレイするものとした（12.3.5 によりプレイせずに待機状態を1回減らすこともできる）",
                f"{label(ctx, rt.source)}'s automatic ability with a limit icon is taken to be "
                "played (12.3.5 lets its master decline it, reducing its pending count by one)",
            ),
        )
        if not play:
            yield Mark(
                clauses=("12.3.5", "11.9.4"),
                caused_by=(pending.step,) if getattr(pending, "step", None) is not None else (),
                ja=f"{rt.master} は {label(ctx, rt.source)} の自動能力をプレイせず、待機状態を1回減らす（この能力はまだ使える）",
                en=f"{rt.master} does not play {label(ctx, rt.source)}'s automatic ability: its pending count goes down by one (the ability is not used up)",
            )
            return
    if use_cap(ab.program) is not None and rt.source:
        # 「この能力はターン中にN回だけ使える / 解決できる」: this play counts (``_unusable``)
        yield from count_use(ctx, rt.source, ab.index)
    yield from _played_though_gone(rt)
    yield from _valid_lost(rt, "auto")
    yield from run_program(rt, AUTO, gate="auto")
    # 17.7.3: a song's own 「歌われた時」 ability resolved — the song turns face down
    yield from after_sung(ctx, rt.source, ab.program.trigger.event if ab.program.trigger else None)
    yield from _regalis_count(rt)
    yield from _limit_after(rt, ab.index)
    yield from state_loop(rt, pending.data)


def delayed_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The delayed triggers (11.9.7) whose timing this is: the end of the battle (its close
    step) or of the turn (the end phase) during which they were made."""
    out = []
    st = ctx.state
    for i, d in enumerate(st.vars.get("delayed") or []):
        that = d.get("that")
        if d.get("until") == "turn" and d.get("turn") != st.turn.number:
            continue  # 「そのターン中、…時」: its period is over
        if d.get("next_turn") and d.get("turn") == st.turn.number:
            continue  # 「次のあなたのターン開始時」: a turn after the one it was made in
        if d.get("trigger") is not None:
            # 「次に<事象>した時」: the next such event, read as an automatic ability's trigger
            # condition is (11.1.1.2), of the card whose effect made it — once (11.9.7.1): not
            # again while it is pending; one with a period printed (「そのターン中、…時」) meets
            # it at each event in the period (11.9.3), as 11.9.7.1's exception may be read
            # (the audit's delayed_period_repeats, decided where it resolves)
            if (not d.get("until") or d.get("once")) and any(
                p.data.get("delayed") == i for p in st.pending
            ):
                continue
            fired = delayed_event(ctx, ev, step, d["trigger"], d["source"], d["master"])
            if fired is None:
                continue
            that = fired.get("that", that)
        elif (
            d["phase"] == "battle" and isinstance(ev, SetTurn) and ev.changes.get("step") == "close"
        ):
            pass
        elif (
            d["phase"] == "turn"
            and d.get("point") != "start"
            and ev.tag == TIMING_POINT
            and ["turn", "end"] in [list(x) for x in ev.data.get("points", ())]
            and (d.get("owner") is None or (st.turn.player == d["master"]) == (d["owner"] == "you"))
        ):
            pass  # 「ターン終了時」: pending at 9.11.8; 「あなたの / 相手のターン終了時」: that turn's
        elif (
            d["phase"] == "turn"
            and d.get("point") == "start"
            and ev.tag == TIMING_POINT
            and ["turn", "start"] in [list(x) for x in ev.data.get("points", ())]
            and (d.get("owner") is None or (st.turn.player == d["master"]) == (d["owner"] == "you"))
        ):
            pass  # 「次のあなたのターン開始時」: pending at the start of that turn (9.2.2)
        else:
            continue
        out.append(
            Triggered(
                d["master"],
                d["source"],
                {"delayed": i, "that": that},
                ("11.9.7", "11.9.7.1"),
                made_by=tuple(d.get("made_by") or ()),
            )
        )
    return out


def delayed_resolve(ctx: Ctx, pending: Any) -> Proc:
    st = ctx.state
    ds = list(st.vars.get("delayed") or [])
    i = pending.data.get("delayed", -1)
    if not 0 <= i < len(ds):
        return
    d = ds[i]
    repeats = False
    if d.get("until") and not d.get("once"):
        # 「そのターン中、…時、…」: 11.9.7.1 「特に期限が示されていない限り、一度だけ誘発条件を満た
        # します」 — with a period printed, whether it meets its condition at each event in it
        # (the audit's delayed_period_repeats)
        repeats = bool(
            (
                yield unsettled.choose(
                    d["master"],
                    "vg",
                    "delayed_period_repeats",
                    {"each_time": True, "once": False},
                )
            )
        )
    if not repeats:
        ds.pop(i)
        # 11.9.7.1: it triggers once: it is gone once played
        yield SetVar(key="delayed", value=ds or None, clauses=("11.9.7.1",))
    that = pending.data.get("that", d["that"])
    acted = dict(d.get("acted") or {})
    # 4.1.8: a card the effect acted on that has since moved other than from circle to circle is
    # a new card in its new zone — not 「この効果でコールされたユニット」 any more
    was = d.get("acted_placed") or {}
    gone = [
        u
        for x in acted.values()
        if isinstance(x, list)
        for u in x
        if u in was and not _same_card(ctx, u, was[u])
    ]
    if gone:
        from ruling.games._vg.autos import _became

        gone = list(dict.fromkeys(gone))
        yield Mark(
            clauses=("4.1.8",),
            touches=tuple(gone),
            caused_by=tuple(s for u in gone if (s := _became(ctx, u)) is not None),
            ja=f"{'、'.join(label(ctx, u) for u in gone)} は移動して新しいカードになっており、この効果が"
            "扱ったカードではない",
            en=f"{', '.join(label(ctx, u) for u in gone)} moved and is a new card: not the card "
            "this effect acted on",
        )
        acted = {
            k: [u for u in x if u not in gone] if isinstance(x, list) else x
            for k, x in acted.items()
        }
    data = {"placed": d["placed"], "that": that, **acted}
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
    # made by an effect (11.9.7), not one of the card's texts: counted as ``X#delayed``
    of_rules=True,
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
