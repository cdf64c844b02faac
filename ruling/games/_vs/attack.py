"""The attack phase (chapter 7): one ``attack`` action is one attack sub-phase — declaration
(7.1.2), support (7.1.3), partner block (7.1.4), resolution (7.1.5) and end (7.1.6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.choosing import YES, may_choose
from ruling.core import Ctx
from ruling.games._vs.basic import DAMAGE_MET, refill_ring, to_retire, to_zone
from ruling.games._vs.cardtext import (
    damage_lessening,
    idle_prohibitions,
    lessening_clauses,
    prohibitions,
    support_prohibited,
    takes_no_damage,
)
from ruling.games._vs.common import (
    BENCH_ZONES,
    Proc,
    damage_of,
    field_cards,
    find_card,
    first_turn,
    label,
    partner_clauses,
    partner_of,
    ring_card,
    view,
    zone_of,
)
from ruling.rules import (
    ATTACK_LOG,
    ActionProper,
    CheckTiming,
    Choose,
    Do,
    EndEffects,
    Mark,
    Move,
    Option,
    Orient,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Warn,
    record_attack,
)
from ruling.state_triggers import arrived_at
from ruling.values import Operand, compare, is_unknown, known_number, shown

# the orientations of a card that is not standing, and the clause of each (4.9.1.2, 4.9.1.3)
NOT_STANDING = {"rest": "4.9.1.2", "reverse": "4.9.1.3"}


def _timing(ctx: Ctx, acts: list[dict[str, Any]] | None, clauses: tuple[str, ...]) -> Proc:
    for act in acts or []:
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=clauses, declared=True)
        if ctx.state.result is not None:
            return
        yield CheckTiming(clauses=clauses)


def _no_partner(ctx: Ctx, player: str) -> bool:
    """An effect 「パートナーアタックにならない」 in force (7.1.3.2.4): a scenario effect
    ``{target: A, stat: partner_attack, op: param, value: "no"}``, or card text
    「このアタックはパートナーアタックにならない」 resolved during this attack."""
    from ruling.games._vs.cardtext import no_partner_techniques

    return (
        ctx.param("partner_attack", player, "yes", ())[0] == "no"
        or ctx.state.vars.get(NO_PARTNER) == player
        or bool(no_partner_techniques(ctx, player))
    )


NO_PARTNER = "vs.no_partner_attack"  # the attacking player of the attack card text made normal


def _no_partner_why(
    ctx: Ctx, player: str
) -> tuple[tuple[str, ...], tuple[int, ...], tuple[str, ...]]:
    """The clauses, causing steps and watched refs of the effect 「パートナーアタックにならない」
    in force (7.1.3.2.4)."""
    from ruling.games._vs.cardtext import area_clauses, no_partner_techniques

    if ctx.state.vars.get(NO_PARTNER) == player:
        return ("7.1.3.2.4",), (), (f"var:{NO_PARTNER}",)
    held = no_partner_techniques(ctx, player)
    if held:
        # a continuous technique in force in its [領域] (8.1.1.4, 2.14.4)
        cl = ("7.1.3.2.4", "8.1.1.4", "2.14.4", *(c for _u, _t, a in held for c in area_clauses(a)))
        return tuple(dict.fromkeys(cl)), (), tuple(u for u, _t, _a in held)
    _v, ncl, ncause = ctx.param("partner_attack", player, "yes", ("7.1.3.2.4",))
    return ncl, ncause, ()


def _damaged_bench_cards(ctx: Ctx) -> Proc:
    """7.1.5.4 「蓄積されたダメージが防御力以上になったカードは、リタイヤ置場に置かれます。」 names no
    zone: a bench card whose damage reaches its defence in the resolution step (a bonus lost with
    the ring card that left, 8.1.1.4) — the point ``resolution_step_damaged_card``, both readings
    run: left to the next check timing's rule process (9.4.2, the waiting room; the engine's), or
    put in the retire zone here."""
    for c in field_cards(ctx):
        where = zone_of(ctx, c.uid)
        if where is None or where == "ring":
            continue
        dmg = damage_of(c)
        dp = known_number(ctx, c.uid, "dp", view(ctx, c.uid).dp)
        if dmg <= 0 or dp is None or dp <= 0 or dmg < dp:
            continue
        here = yield from unsettled.holds(c.owner, "vs", "resolution_step_damaged_card", "any_card")
        if here:
            yield from to_retire(
                ctx,
                Move(
                    uid=c.uid,
                    player=c.owner,
                    zone="retire",
                    clauses=("7.1.5.4",),
                    ja=f"蓄積されたダメージ{dmg}が防御力{dp}以上になった {c.label} はリタイヤ置場に置かれる",
                    en=f"{c.label}'s damage {dmg} reaches its defence {dp}: it goes to the "
                    "retire zone",
                ),
            )


def attack(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    tp = st.turn.player
    opp = st.opponent(tp)
    if p.get("player") and p["player"] != tp:
        yield Reject(
            "アタックするのはターンプレイヤーです",
            "only the turn player attacks",
            ("6.7.1",),
        )
        return
    first_attack = not st.vars.get("vs.attacked")
    from ruling.games._vs.turn import passed_from, phase_over

    yield from phase_over(ctx, "attack")
    yield SetTurn(
        changes={"phase": "attack", "step": "declare"},
        tag="start:attack" if first_attack else None,
        # a later attack: the end of the last one went back to the declaration step (7.1.6.2)
        clauses=(
            "6.7.1",
            "7.1",
            "7.1.2",
            *(() if first_attack else ("7.1.6.2",)),
            *passed_from(ctx, "attack"),
        ),
        ja="アタックフェイズ: アタック宣言ステップ",
        en="attack phase: attack declaration step",
    )
    if first_attack:
        yield SetVar(key="vs.attacked", value=True)
        yield CheckTiming(clauses=("7.1.2.1",))
    # the phase's start and what triggered there happen whether or not a card can then attack:
    # the game reaching the declaration, not the attack (as ws 7.2.1.3, vg 10.3.1.3)
    yield ActionProper()
    standing = [c for z in BENCH_ZONES for c in ctx.zone(tp, z) if c.orientation == "stand"]
    if not standing and first_attack and (yield from _declaration_start_unstood(ctx, tp)):
        yield from _ended_before_end_step(ctx, tp, "7.1.3.1")
        return
    if not standing:
        yield Reject(
            f"{tp} のベンチにスタンド状態のカードが無いため、アタックできない（エンドフェイズに移る）",
            f"{tp} has no standing bench card: no attack (on to the end phase)",
            # after an attack it is the end of that attack that sends the turn on (7.1.6.2); a
            # supporter named: no bench card can be chosen to support, which ends the attack
            # sub-phase (7.1.3.1)
            (
                *(("7.1.2.2",) if first_attack else ("7.1.2.2", "7.1.6.2")),
                *(("7.1.3.1",) if p.get("support") is not None else ()),
                # the state each bench card is in instead (4.9.1.2 rested, 4.9.1.3 reversed)
                *dict.fromkeys(
                    NOT_STANDING[c.orientation]
                    for z in BENCH_ZONES
                    for c in ctx.zone(tp, z)
                    if c.orientation in NOT_STANDING
                ),
            ),
        )
        return
    # an effect in force or a continuous technique of a ring card (「アタックされない」: the
    # opponent cannot attack) prohibits the attack, and so the support (7.1.3.2.1, 7.1.3.1.1);
    # 「サポートされない」 prohibits the opponent's support itself (7.1.3.1.1), and with it the
    # attack made by the support (7.1.3.2)
    ban = [
        e
        for e in (*st.effects, *prohibitions(ctx))
        if e.op == "prohibit" and e.stat in ("attack", "support") and e.target == tp
    ]
    if ban and p.get("support") is not None:
        if ban[-1].stat == "support":
            yield Reject(
                f"{tp} はサポートできない効果が有効なため、サポートできず、アタックもできない"
                f"（{ban[-1].source}）",
                f"{tp} cannot support ({ban[-1].source}), so makes no attack",
                (
                    "7.1.3.1.1",
                    "7.1.3.1",
                    "7.1.3.2",
                    *ctx.declaration_prohibited(),
                    *ban[-1].clauses,
                ),
            )
            return
        yield Reject(
            f"{tp} はアタックできない効果が有効なため、サポートもできない（{ban[-1].source}）",
            f"{tp} cannot attack ({ban[-1].source}), so cannot support either",
            ("7.1.3.2.1", "7.1.3.1.1", *ctx.declaration_prohibited(), *ban[-1].clauses),
        )
        return
    sref = p.get("support")
    if sref is None:
        # not attacking (again) is about what an attack would have changed (``Ctx.kept``): the
        # bench cards that could support stay standing; with no attack this turn, the ring
        # cards neither attack nor are attacked
        rings = [
            c.uid
            for c in (ring_card(ctx, tp), ring_card(ctx, opp))
            if c is not None and first_attack
        ]
        yield Mark(
            clauses=("7.1.2.2",),
            ja=f"{tp} はアタックしないことを選ぶ（エンドフェイズに移る）",
            en=f"{tp} chooses not to attack (on to the end phase)",
            touches=ctx.kept(*(c.uid for c in standing), *rings),
        )
        yield from _ended_before_end_step(ctx, tp, "7.1.2.2")
        return
    # the record of what happens in this attack (「…置かれていたなら」 at its end): from here
    yield SetVar(key="vs.attack_began", value=ctx.last + 1)
    # 7.1.2.2: with a bench card standing the player may choose to attack, and does
    chose = yield Mark(
        clauses=("7.1.2.2",),
        ja=f"{tp} のベンチにスタンド状態のカード（{'、'.join(c.label for c in standing)}）があるため、"
        f"{tp} はアタックすることを選ぶ",
        en=f"{tp} has a standing bench card ({', '.join(c.label for c in standing)}): {tp} "
        "chooses to attack",
        # it reads the standing cards as the steps before left them (4.9.1.4 put them standing)
        watch=tuple(c.uid for c in standing),
        touches=tuple(c.uid for c in standing),
    )
    # 7.1.2.3: the start of this attack declaration step (every attack sub-phase that attacks)
    # and the support step after it are reached because the player chose to attack (7.1.2.2;
    # not attacking goes on to the end phase): that choice is a cause of each
    yield SetTurn(
        changes={"step": "declare"},
        tag="start:declare",
        caused_by=(chose,),
        clauses=("7.1.2.3",) if first_attack else ("7.1.2.3", "7.1.6.2"),
        ja="アタック宣言ステップの始め",
        en="the start of the attack declaration step",
    )
    yield CheckTiming(clauses=("7.1.2.3",))
    # the support the scenario names is chosen now (7.1.3.1), after the declaration step's
    # start and its triggers (7.1.2.3) were carried out: a card that cannot be chosen then
    # refuses the attack (as vg's attacked unit chosen after the attacker rests, ActionProper)
    yield ActionProper()
    # 7.1.3: support
    yield SetTurn(
        changes={"step": "support"},
        caused_by=(chose,),
        clauses=("7.1.3", "7.1.2.4"),
        ja="サポートステップ",
        en="support step",
    )
    if sref is False or (isinstance(sref, str) and sref.lower() in NO_SUPPORT):
        # 「support: no」: the attack was chosen (7.1.2.2), then no bench card is chosen to
        # support — the player does not wish to: the sub-phase ends, on to the end phase (7.1.3.1).
        # When no standing bench card may support (each 「サポートできない」, 7.1.3.1.1) it is
        # not a wish but 7.1.3.1's other case, none can be chosen — said so (round 39)
        able = [
            c
            for c in standing
            if support_prohibited(ctx, c) is None and _prohibited_on(ctx, c.uid) is None
        ]
        if standing and not able:
            own = any(support_prohibited(ctx, c) is not None for c in standing)
            yield Mark(
                # a card's own continuous technique in force on the bench (8.1.1.4, its [領域]
                # 2.14.4), as when it is named to support
                clauses=("7.1.3.1", "7.1.3.1.1") + (("8.1.1.4", "2.14.4") if own else ()),
                ja=f"{tp} のベンチのスタンド状態のカード（{'、'.join(c.label for c in standing)}）は"
                "いずれも「サポートできない」ため、サポートするカードを選べない（アタックサブフェイズを終了し、"
                "エンドフェイズに移る）",
                en=f"{tp}'s standing bench cards ({', '.join(c.label for c in standing)}) all "
                "'cannot support': no card can be chosen to support (the attack sub-phase ends)",
                touches=ctx.kept(*(c.uid for c in standing)),
            )
        else:
            yield Mark(
                clauses=("7.1.3.1",),
                ja=f"{tp} はサポートするカードを選ばない（アタックサブフェイズを終了し、エンドフェイズに移る）",
                en=f"{tp} chooses no card to support (the attack sub-phase ends; on to the end "
                "phase)",
                touches=ctx.kept(*(c.uid for c in standing)),
            )
        yield from _ended_before_end_step(ctx, tp, "7.1.3.1")
        return
    sup = find_card(ctx, sref, tp, BENCH_ZONES)
    scard = ctx.card(sup) if sup else None
    if scard is None or zone_of(ctx, sup) not in BENCH_ZONES or ctx.where(sup)[0] != tp:  # type: ignore[arg-type, index]
        yield Reject(
            f"{sref} は {tp} のベンチにないため、サポートできない（アタックサブフェイズを終了し、エンドフェイズに移る）",
            f"{sref} is not on {tp}'s bench: it cannot support (the attack sub-phase ends)",
            ("7.1.3.1",),
        )
        return
    if scard.orientation != "stand":
        # 7.1.3.1: only a standing bench card can be chosen to support; none chosen, the attack
        # sub-phase ends — the step that left it so (a technique resting it at the declaration
        # step's start, 7.1.2.3) is a cause of the refusal
        yield Reject(
            f"{scard.label} はスタンド状態ではないため、サポートできない（アタックサブフェイズを終了し、エンドフェイズに移る）",
            f"{scard.label} is not standing: it cannot support (the attack sub-phase ends)",
            ("7.1.3.1", NOT_STANDING.get(scard.orientation, "4.9.1")),
            caused_by=tuple(x for x in ctx.provenance((scard.uid,)) if x is not None),
            touches=(scard.uid,),
        )
        return
    banned = support_prohibited(ctx, scard)
    on_card = _prohibited_on(ctx, scard.uid)
    # 7.1.3.2.1: 「アタックできない」 is 「サポートできない」 — cited where that is what bars it
    as_attack = (
        ("7.1.3.2.1",)
        if (banned is not None and banned == support_prohibited(ctx, scard, "attack"))
        or (banned is None and on_card is not None and on_card.stat == "attack")
        else ()
    )
    if banned is None and on_card is not None:
        # 7.1.3.1.1: an effect in force on the card 「サポートできない」 (a technique's, for its
        # duration, 8.2.1.2): it cannot be chosen to support; the prohibition wins (1.3.3)
        yield Reject(
            f"{scard.label} は「サポートできない」効果を受けているため、サポートできない"
            f"（{on_card.source}）",
            f"{scard.label} 'cannot support' ({on_card.source}): it cannot support",
            ("7.1.3.1.1", *as_attack, "7.1.3.1", *ctx.declaration_prohibited(), *on_card.clauses),
            touches=(scard.uid,),
        )
        return
    if banned is not None:
        # 7.1.3.1.1: a card that 「サポートできない」 cannot be chosen to support (its own
        # continuous technique, in force on the bench, 8.1.1.4); the prohibition wins (1.3.3)
        yield Reject(
            f"{scard.label} は「サポートできない」（{banned}）ため、サポートできない",
            f"{scard.label} 'cannot support' ({banned}): it cannot support",
            (
                "7.1.3.1.1",
                *as_attack,
                "7.1.3.1",
                "8.1.1.4",
                "2.14.4",
                *ctx.declaration_prohibited(),
            ),
            touches=(scard.uid,),
        )
        return
    no_rest = support_prohibited(ctx, scard, "rest")
    stays = False
    if no_rest is not None:
        # 「このカードはレストできない」: supporting is resting it (7.1.3.1); whether the
        # prohibition bars the support (1.3.3) or only its rest (1.3.2), the text does not say
        # (7.1.3.1.1 bars only 「サポートできない」): both readings run
        if (
            yield unsettled.choose(
                tp,
                "vs",
                "support_card_cannot_rest",
                {"cannot_support": False, "supports_standing": True},
            )
        ):
            stays = True
        else:
            yield Reject(
                f"{scard.label} は「レストできない」（{no_rest}）ため、サポートできない",
                f"{scard.label} 'cannot be rested' ({no_rest}): it cannot support",
                ("7.1.3.1", "1.3.3", "8.1.1.4", "2.14.4"),
                touches=(scard.uid,),
            )
            return
    attacker = ring_card(ctx, tp)
    attacked = ring_card(ctx, opp)
    if attacker is None or attacked is None:
        yield Reject(
            "リングにカードが無いため、アタックできない",
            "a ring is empty: no attack",
            ("7.1.3.2",),
        )
        return
    # 8.1.1.4: a 「アタックできない / アタックされない」 printed on a card outside its [領域] (one
    # that left the ring) is read at the support and generates nothing (7.1.3.2.1 not in force)
    idle = []
    for c, text in idle_prohibitions(ctx, tp):
        idle.append(
            (
                yield Mark(
                    clauses=("8.1.1.4", "7.1.3.2.1", "2.14.4"),
                    ja=f"{label(ctx, c.uid)} は技の[領域]にないため、「{text}」は発生せず、アタックを禁止しない",
                    en=f"{label(ctx, c.uid)} is not in its technique's zone: 「{text}」 generates "
                    "nothing and prohibits no attack",
                    touches=(c.uid,),
                )
            )
        )
    if stays:
        # chosen to support; its rest, prohibited, is not done (1.3.2) — it stays standing
        sstep = yield Mark(
            clauses=("7.1.3.1", "1.3.2", "1.3.3", "8.1.1.4"),
            caused_by=tuple(idle),
            watch=(scard.uid,),
            ja=f"{tp} はベンチの {scard.label} でサポートする（「レストできない」ため、レストはされない）",
            en=f"{tp} supports with {scard.label} on the bench (it cannot be rested: it stays standing)",
        )
    else:
        sstep = yield from _rest_supporter(ctx, scard, idle, first_attack, tp)
    partner = yield from partner_of(ctx, scard, attacker, tp)
    # whether this attack is a partner attack at this timing (7.1.3.2.2 as 7.1.3.2.4 / 7.1.3.2.6
    # leave it), for the triggers 「パートナーアタックした時」 of this moment (7.1.3.2.3)
    as_partner = partner and not first_turn(ctx) and not _no_partner(ctx, tp)
    if partner and first_turn(ctx) and not _no_partner(ctx, tp):
        from ruling.games._vs.techniques import partner_attack_triggers

        if partner_attack_triggers(ctx):
            # the first player's first turn: the partner support makes a partner attack
            # (7.1.3.2.2) before the triggers of 7.1.3.2.3 and 7.1.3.2.6 makes it normal, or no
            # partner attack arises at all (4.13.4 「成立せず」) — the point
            # first_turn_partner_trigger; the engine's reading: none arises
            as_partner = yield from unsettled.holds(
                tp, "vs", "first_turn_partner_trigger", "in_order"
            )
    astep = yield Mark(
        clauses=("7.1.3.2", "4.14.1"),
        ja=f"{attacker.label}（リング）が {attacked.label}（{opp}のリング）にアタックする",
        en=f"{attacker.label} (ring) attacks {attacked.label} ({opp}'s ring)",
        tag="attack",
        data={
            "attacker": attacker.uid,
            "attacked": attacked.uid,
            "supporter": scard.uid,
            "partner": as_partner,
        },
        touches=(attacker.uid, attacked.uid),
        # 7.1.3.2 「自分のリングにあるカードは、その時点で相手のリングにあるカードにアタックします」:
        # which cards attack and are attacked is where they are at that moment — the steps of
        # this ruling that put them in the rings are causes of the attack
        caused_by=(
            sstep,
            *sorted({s for c in (attacker, attacked) if (s := arrived_at(ctx, c.uid)) >= 0}),
        ),
    )
    pstep = None
    if partner:
        if first_turn(ctx):
            pstep = yield Mark(
                clauses=("7.1.3.2.2", "7.1.3.2.6", "7.1.5.1.2", "4.13.4"),
                ja="サポートしたカードはパートナーだが、先攻プレイヤーの第一ターンなので通常のアタックになる",
                en="the supporter is a partner, but in the first player's first turn it is a normal attack",
                caused_by=(sstep,),
                touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
            )
            partner = False
        elif _no_partner(ctx, tp):
            ncl, ncause, nwatch = _no_partner_why(ctx, tp)
            pstep = yield Mark(
                clauses=("7.1.3.2.2", *ncl),
                caused_by=(sstep, *ncause),
                watch=nwatch,
                touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
                ja="「パートナーアタックにならない」効果が有効なため、通常のアタックになる",
                en="an effect 'it does not become a partner attack' applies: a normal attack",
            )
            partner = False
        else:
            pstep = yield SetVar(
                key="vs.partner_attack",
                value=True,
                clauses=(
                    "7.1.3.2.2",
                    "4.13.1",
                    *partner_clauses(scard, attacker),
                    # the second player's first turn: the exception of the first player's
                    # first turn (4.13.4) read, and not this one
                    *(("4.13.4",) if ctx.state.turn.number == 2 else ()),
                ),
                ja=f"{scard.label} の名前と称号が {attacker.label} のパートナーの名前・称号と一致するため、パートナーアタックになる",
                en=f"{scard.label}'s name and title match {attacker.label}'s partner: a partner attack",
                caused_by=(sstep,),
            )
    else:
        # the partner definition read and not met (2.7.1; 2.7.2 with several names or titles)
        # when the ring card names a partner to compare with
        pn, pt = attacker.value("partner_name"), attacker.value("partner_title")
        # with a partner named to compare with, the partner attack's condition (4.13.1) is the
        # rule read and not met, as it is the rule met when they match (round 39)
        defn = ("2.7.1", "4.13.1") if pn or pt else ()
        if any("/" in str(x) or "／" in str(x) for x in (pn, pt) if x):
            defn += ("2.7.2",)
        pstep = yield Mark(
            clauses=("7.1.3.2.2", "7.1.3.2.5", *defn),
            ja=f"{scard.label} の名前・称号は {attacker.label} のパートナーの名前・称号と一致しないため、通常のアタック",
            en=f"{scard.label}'s name and title do not both match {attacker.label}'s partner: a "
            "normal attack",
            caused_by=(sstep,),
            touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
        )
    yield _record(ctx, attacker, attacked, scard, partner, (astep, pstep))
    yield from attack_steps(ctx, p, attacker, attacked, partner, astep, pstep)


def _prohibited_on(ctx: Ctx, uid: str) -> Any:
    """An effect in force on the bench card ``uid`` that bars its support: 「サポートできない」
    (7.1.3.1.1), or 「アタックできない」, which is the same (7.1.3.2.1); None if neither."""
    return ctx.prohibition(uid, "support") or ctx.prohibition(uid, "attack")


def _rest_supporter(ctx: Ctx, scard: Any, idle: list[Any], first_attack: bool, tp: str) -> Proc:
    """The bench card chosen rested: it supports (7.1.3.1). A replacement effect in force on
    its rest (「レストする時、かわりに…」): the rest is carried out as the action, so that the
    replacement applies (8.10.1); replaced, the player has still supported (8.10.1.1.1)."""
    cl = ("7.1.3.1",) if first_attack else ("7.1.3.1", "7.1.6.2")
    if ctx.replaceable(scard.uid, "orient"):
        yield Do("orient", {"card": scard.uid, "to": "rest"}, clauses=cl, by_rules=True)
        return (
            yield Mark(
                clauses=(*cl, "8.10.1.1.1"),
                caused_by=tuple(idle),
                ja=f"{tp} はベンチの {scard.label} でサポートした（レストは置き換えられたが、サポートは行なったこととなる）",
                en=f"{tp} has supported with {scard.label} on the bench (its rest was replaced, "
                "yet the support was made)",
            )
        )
    return (
        yield Orient(
            uid=scard.uid,
            caused_by=tuple(idle),
            orientation="rest",
            # a later attack of the turn: the attack end step went back to the declaration step
            # because a bench card stood and the player attacks again (7.1.6.2)
            clauses=("7.1.3.1",) if first_attack else ("7.1.3.1", "7.1.6.2"),
            watch=(scard.uid,),  # it supports as the standing bench card it is (its last change)
            ja=f"{tp} はベンチの {scard.label} をレストし、サポートする",
            en=f"{tp} rests {scard.label} on the bench: it supports",
        )
    )


def _record(
    ctx: Ctx,
    attacker: Any,
    attacked: Any,
    supporter: Any,
    partner: bool,
    caused_by: tuple[int | None, ...],
    replace_last: bool = False,
) -> SetVar:
    """The attack's values (``Game.attack_fields``): a normal or partner attack (7.1.3.2.2,
    7.1.5.1.1), the ring card attacking and the one attacked (7.1.3.2), the supporter
    (7.1.3.1)."""

    def named(c: Any) -> tuple[Any, Any]:
        return (c.name, c.uid) if c is not None else (None, None)

    values: dict[str, Any] = {"kind": "partner" if partner else "normal"}
    for f, c in (("attacker", attacker), ("attacked", attacked), ("supporter", supporter)):
        values[f], values[f"{f}_uid"] = named(c)
    # the turn it was made in: 「このターンに…パートナーアタックしていたなら」 reads this turn's
    # attacks (``attacks_this_turn``)
    values["turn"] = ctx.state.turn.number
    return record_attack(
        ctx.state.vars.get(ATTACK_LOG),
        values,
        ("7.1.3.2", "7.1.3.2.2"),
        tuple(x for x in caused_by if x is not None),
        replace_last,
    )


def _made_partner(
    ctx: Ctx, partner: bool, pstep: int | None
) -> Generator[Any, Any, tuple[bool, int | None]]:
    """A normal attack an ability made a partner attack at a play timing (「このアタックは
    パートナーアタックになる」, 7.1.3.2.3): from then on it is one — the partner block step and
    the resolution step read it so (7.1.5.1.1; 4.13.3 both cards make it stand)."""
    st = ctx.state
    if partner or not st.vars.get("vs.partner_by_effect") or not st.vars.get("vs.partner_attack"):
        return partner, pstep
    step = ctx.step_of("var:vs.partner_attack")
    log = st.vars.get(ATTACK_LOG) or []
    if log:
        yield record_attack(
            log,
            {**log[-1], "kind": "partner"},
            ("7.1.3.2.3",),
            tuple(x for x in (step,) if x is not None),
            replace_last=True,
        )
    return True, step if step is not None else pstep


# the steps of an attack after the support is declared (7.1.3-7.1.6), in order
STEPS = ("support", "partner_block", "resolution")


def _replaced_damage(ctx: Ctx, affected: str) -> Any:
    """The value 「アタックのダメージはaになる」 replaces this attack's damage by (8.2.1.3.3): a
    one-shot effect's for this attack (``vs.attack_damage``) or a continuous technique's in force
    (8.1.1.4); with (clauses, watched) — or (None, (), ()). Several of different values replace
    the one event: ``affected`` — the master of the card dealt the damage (8.10.2, 8.10.2.1) —
    orders them, each applied once (8.10.2.3); the value is the one applied last."""
    from ruling.games._vs.cardtext import continuous_attack_damage

    var = ctx.state.vars.get("vs.attack_damage")
    cont = continuous_attack_damage(ctx)
    values = {v for v, _, _, _ in cont} | ({var} if var is not None else set())
    if len(values) > 1:
        src = ctx.state.vars.get("vs.attack_damage.src") or {}
        left: list[tuple[int, str, str, tuple[str, ...], tuple[str, ...]]] = [
            *(
                [
                    (
                        var,
                        str(src.get("uid") or ""),
                        str(src.get("text") or ""),
                        (),
                        ("var:vs.attack_damage",),
                    )
                ]
                if var is not None
                else []
            ),
            *[(v, uid, text, ("8.1.1.4", *cl), (uid,)) for v, uid, text, cl in cont],
        ]
        watch = tuple(w for c in left for w in c[4])
        extra = tuple(dict.fromkeys(x for c in left for x in c[3]))
        order: list[str] = []
        while len(left) > 1:
            k = yield Choose(
                affected,
                "replacement",
                "このアタックのダメージを置き換える効果のうち、先に適用するもの",
                "which of the effects replacing this attack's damage applies first",
                tuple(
                    Option(
                        f"{i}",
                        f"{label(ctx, c[1]) if c[1] else '効果'}: ダメージは{c[0]}（{c[2]}）",
                        f"{label(ctx, c[1]) if c[1] else 'effect'}: damage {c[0]} ({c[2]})",
                        i,
                        aliases=tuple(x for x in (c[2], label(ctx, c[1]) if c[1] else "") if x),
                    )
                    for i, c in enumerate(left)
                ),
                ("8.10.2", "8.10.2.1"),
            )
            first = left.pop(int(k))
            order.append(f"{first[0]}")
        last = left[0]
        yield Mark(
            clauses=("8.10.2", "8.10.2.1", "8.10.2.3", "8.2.1.3.3"),
            ja=f"{affected} が置換効果の順を決める: ダメージを{'→'.join(order)}→{last[0]}に置き換え"
            f"（各置換効果は1回だけ）、このアタックのダメージは{last[0]}",
            en=f"{affected} orders the replacement effects: the damage becomes "
            f"{' then '.join(order)} then {last[0]} (each applied once); this attack deals "
            f"{last[0]}",
            watch=watch,
        )
        return last[0], ("8.2.1.3.3", "8.10.1", "8.10.2", "8.10.2.1", "8.10.2.3", *extra), watch
    if var is not None:
        # a replacement effect (8.2.1.3.3): the damage it replaces is not dealt, its own is
        # (8.10.1)
        return var, ("8.2.1.3.3", "8.10.1"), ("var:vs.attack_damage",)
    if cont:
        v, uid, _text, cl = cont[0]
        return v, ("8.2.1.3.3", "8.10.1", "8.1.1.4", *cl), (uid,)
    return None, (), ()


def attack_steps(
    ctx: Ctx,
    p: dict[str, Any],
    attacker: Any,
    attacked: Any,
    partner: bool,
    astep: int | None,
    pstep: int | None,
    resume: str | None = None,
) -> Proc:
    """The rest of the support step, the partner block step, the attack resolution step and
    the attack end step (7.1.3.3-7.1.6). ``resume``: the step the scenario started in
    (``turn.attack``): that step has begun and what was done at its play timing is done; its
    own procedure and the steps after it follow."""
    st = ctx.state
    tp = st.turn.player
    opp = st.opponent(tp)
    at = STEPS.index(resume) if resume in STEPS else 0
    # the attacked card as it is in the ring now: one that leaves the ring and comes back (put on
    # top of its deck, then refilled into the ring) is a new card there (3.1.3), not the attacked
    attacked_placed = attacked.placed

    def still_attacked() -> bool:
        """Whether the attacked card is still in the ring, not having left it since (3.1.3)."""
        now = ctx.card(attacked.uid)
        return (
            zone_of(ctx, attacked.uid) == "ring"
            and now is not None
            and now.placed == attacked_placed
        )

    def begins(step: str) -> bool:
        """Whether this step is still ahead (its start is run), not the one resumed."""
        return STEPS.index(step) > at or resume is None

    if at <= 0:
        yield CheckTiming(clauses=("7.1.3.3",))
        yield from _timing(ctx, p.get("after_support"), ("7.1.3.4",))
        if st.result is not None:
            return
    partner, pstep = yield from _made_partner(ctx, partner, pstep)
    # 7.1.4: partner block
    if begins("partner_block"):
        yield SetTurn(
            changes={"step": "partner_block"},
            # 7.1.4.1: 「パートナーブロックステップの始めに」 triggers here
            tag="start:partner_block",
            clauses=("7.1.4",),
            ja="パートナーブロックステップ",
            en="partner block step",
        )
        yield CheckTiming(clauses=("7.1.4.1",))
    blocked = None
    nob = None  # the step saying no partner block can be made (7.1.4.2)
    bref = p.get("partner_block") if at <= 1 else None
    # 「相手はパートナーブロックできない」 in force on the defender (an effect, 1.3.3: the
    # prohibition wins over 7.1.4.2's 「防ぐ事ができます」)
    # — or one prohibiting the move the block is made by (7.1.4.2: the partner put from the hand
    # into the waiting room; 「相手は手札のカードを控え室に置けない」, the text over the rules, 1.3.1)
    ban = [
        e
        for e in (*st.effects, *prohibitions(ctx))
        if e.op == "prohibit"
        and e.stat in ("partner_block", "move:hand>waiting")
        and e.target == opp
    ]
    if ban and at <= 1:
        if bref is not None and bref != "no":
            yield Reject(
                f"{opp} はパートナーブロックできない効果が有効です（{ban[-1].source}）",
                f"{opp} cannot partner-block ({ban[-1].source})",
                ("7.1.4.2", *ctx.declaration_prohibited(), *ban[-1].clauses),
            )
            return
        nob = yield Mark(
            clauses=("7.1.4.2", *ctx.declaration_prohibited(), *ban[-1].clauses),
            ja=f"{opp} はパートナーブロックできない効果が有効なため、パートナーブロックしない"
            f"（{ban[-1].source}）",
            en=f"{opp} cannot partner-block ({ban[-1].source}): no partner block",
            watch=tuple(f"effect:{e.id}" for e in ban),
            touches=(f"{opp}.hand",),
        )
        bref = None
    elif bref is None and at <= 1:
        # not given: the defender's choice (7.1.4.2 「…アタックを防ぐ事ができます」), asked when a
        # card of its hand is the partner of its ring card
        oring = ring_card(ctx, opp)
        ohand = ctx.zone(opp, "hand")
        cands = []
        for c in ohand:
            if oring is not None and (yield from partner_of(ctx, c, oring, opp)):
                cands.append(c)
        unnamed = [c for c in ohand if c.name is None]
        # a ring card printing its partner's name or title: with an empty hand too, 7.1.4.2 is
        # read (no card there is that partner) — the partner may have left the hand before
        has_partner = oring is not None and bool(
            oring.value("partner_name") or oring.value("partner_title")
        )
        if not cands and oring is not None and (ohand or has_partner):
            # 7.1.4.2 read and not met: no card of the hand has the ring card's partner name
            # and title (2.7.1); hand cards the scenario does not name are taken not to be it
            if unnamed:
                yield Warn(
                    "assumption",
                    f"{opp} の手札{len(unnamed)}枚はシナリオに名前と称号が書かれていないため、"
                    f"{oring.label} のパートナーではない（パートナーブロックしない）ものとして扱います",
                    f"{len(unnamed)} card(s) of {opp}'s hand are not named in the scenario: taken "
                    f"not to be {oring.label}'s partner (no partner block)",
                    ("7.1.4.2", "2.7.1"),
                    key="hand_not_partner",
                )
            nob = yield Mark(
                clauses=("7.1.4.2", "2.7.1"),
                ja=f"{opp} の手札に {oring.label} のパートナー（名前と称号が一致するカード）が無いため"
                + ("（名前の書かれていない手札はパートナーではないものとして）" if unnamed else "")
                + "、パートナーブロックできない",
                en=f"{opp}'s hand holds no partner of {oring.label} (name and title)"
                + (" (its unnamed cards taken not to be one)" if unnamed else "")
                + ": no partner block",
                watch=(oring.uid,),
                touches=tuple(c.uid for c in ohand) or (f"{opp}.hand",),
            )
        if cands:
            # a may-choose (7.1.4.2): the partner named, `no`, or `yes` and then the partner
            bref = yield from may_choose(
                opp,
                "partner_block",
                f"{opp} はパートナーブロックするか（手札のパートナーを控え室に置く）",
                f"does {opp} partner-block (its partner from the hand to the waiting room)?",
                tuple(Option(c.uid, c.label, c.label, c.uid, aliases=(c.label,)) for c in cands),
                YES,
                Option("no", "しない", "no", None),
                ("7.1.4.2",),
                also=(),
            )
    if bref is not None:
        buid = find_card(ctx, bref, opp, ("hand",))
        bcard = ctx.card(buid) if buid else None
        oring = ring_card(ctx, opp)
        if bcard is None or zone_of(ctx, buid) != "hand" or ctx.where(buid)[0] != opp:  # type: ignore[arg-type, index]
            yield Reject(
                f"{bref} は {opp} の手札にありません",
                f"{bref} is not in {opp}'s hand",
                ("7.1.4.2",),
            )
        elif oring is None or not (yield from partner_of(ctx, bcard, oring, opp)):
            yield Reject(
                f"{bcard.label} の名前と称号が {opp} のリングのカードのパートナーの名前・称号と一致しないため、パートナーブロックできない",
                f"{bcard.label} is not the partner of {opp}'s ring card: no partner block",
                ("7.1.4.2", "2.7.1"),
            )
        else:
            # the partner put into the waiting room — as the action, so that a replacement of
            # that move applies (8.10.1; ``basic.to_zone``): replaced, the player has still made
            # the partner block (8.10.1.1.1)
            moved = yield from to_zone(
                ctx,
                Move(
                    uid=bcard.uid,
                    player=opp,
                    zone="waiting",
                    clauses=("7.1.4.2", *partner_clauses(bcard, oring)),
                    ja=f"{opp} は手札のパートナー {bcard.label} を控え室に置き、パートナーブロックする（このアタックのダメージは0）",
                    en=f"{opp} puts the partner {bcard.label} from hand in the waiting room: a partner block (this attack's damage is 0)",
                    tag="partner_block",
                ),
            )
            blocked = moved
            if ctx.where(bcard.uid) != (opp, "waiting"):
                blocked = yield Mark(
                    clauses=("7.1.4.2", "8.10.1", "8.10.1.1.1"),
                    caused_by=(moved,) if isinstance(moved, int) else (),
                    tag="partner_block",
                    ja=f"{opp} は {bcard.label} でパートナーブロックした（控え室への移動は置き換えられたが、パートナーブロックは行なったこととなる）",
                    en=f"{opp} has partner-blocked with {bcard.label} (its move to the waiting room "
                    "was replaced, yet the partner block was made)",
                )
            yield CheckTiming(clauses=("7.1.4.3",))
    if at <= 1:
        yield CheckTiming(clauses=("7.1.4.4",))
        yield from _timing(ctx, p.get("after_block"), ("7.1.4.5",))
        if st.result is not None:
            return
    partner, pstep = yield from _made_partner(ctx, partner, pstep)
    # 7.1.5: resolution
    res_start: int | None = None  # the step the attack resolution step began with
    if begins("resolution"):
        res_start = ctx.last + 1
        yield SetTurn(
            changes={"step": "resolution"},
            # 7.1.5.1: 「アタック解決ステップの始めに」 triggers here
            tag="start:resolution",
            clauses=("7.1.5",),
            ja="アタック解決ステップ",
            en="attack resolution step",
        )
        yield CheckTiming(clauses=("7.1.5.1",))
    if partner and st.vars.get("vs.partner_by_effect") and first_turn(ctx):
        # 7.1.5.1.2: a partner attack an ability made (7.1.3.2.3) is read again at the
        # resolution step — in the first player's first turn it is a normal attack (4.13.4)
        pstep = yield Mark(
            clauses=("7.1.5.1.1", "7.1.5.1.2", "4.13.4"),
            caused_by=tuple(x for x in (pstep,) if x is not None),
            touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
            ja="先攻プレイヤーの第一ターンのため、能力によるパートナーアタックは通常のアタックになる",
            en="the first player's first turn: the partner attack the technique made is a normal attack",
        )
        partner = False
        yield SetVar(key="vs.partner_attack", value=None)
        log = ctx.state.vars.get(ATTACK_LOG) or []
        if log:
            yield record_attack(
                log, {**log[-1], "kind": "normal"}, ("7.1.5.1.2",), (pstep,), replace_last=True
            )
    late = False
    if partner and _no_partner(ctx, tp) and res_start is not None:
        _ncl, ncause, _nw = _no_partner_why(ctx, tp)
        made = [x for x in (ctx.step_of(f"var:{NO_PARTNER}"), *ncause) if x is not None]
        if made and max(made) > res_start:
            # 「パートナーアタックにならない」 arose inside the attack resolution step (its
            # 「アタック解決ステップの始めに」, 7.1.5.1): in time for 7.1.5.1.1's check, or too late
            # by 4.13.2 (「「アタック解決ステップ」までに通常のアタックにならなかった場合」)? The
            # audit's ``no_partner_made_in_resolution_step``, both readings run
            late = yield from unsettled.holds(
                tp, "vs", "no_partner_made_in_resolution_step", "too_late"
            )
            if late:
                pstep = yield Mark(
                    clauses=("4.13.2", "7.1.5.1"),
                    caused_by=tuple(made),
                    ja="「パートナーアタックにならない」効果はアタック解決ステップに入ってから生じた: "
                    "それまでに通常のアタックにならなかったため、パートナーアタックが成立している",
                    en="the effect 'it does not become a partner attack' arose inside the attack "
                    "resolution step: the attack had not become normal by then, the partner "
                    "attack stands",
                )
    if partner and not late and _no_partner(ctx, tp):
        ncl, ncause, nwatch = _no_partner_why(ctx, tp)
        pstep = yield Mark(
            clauses=("7.1.5.1.1", *ncl),
            caused_by=ncause,
            watch=nwatch,
            touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
            ja="「パートナーアタックにならない」効果が有効なため、通常のアタックになる",
            en="an effect 'it does not become a partner attack' applies: a normal attack",
        )
        partner = False
        yield SetVar(key="vs.partner_attack", value=None)
        log = ctx.state.vars.get(ATTACK_LOG) or []
        if log:
            # the attack recorded a partner attack: it is a normal one now (7.1.5.1.1)
            yield record_attack(
                log, {**log[-1], "kind": "normal"}, ("7.1.5.1.1",), (pstep,), replace_last=True
            )
    log = ctx.state.vars.get(ATTACK_LOG) or []
    sup = log[-1].get("supporter_uid") if log and partner else None
    if sup and not st.vars.get("vs.partner_by_effect") and zone_of(ctx, sup) not in BENCH_ZONES:
        # the supporter whose match made it a partner attack (7.1.3.2.2) has left the bench:
        # whether 7.1.5.1.1's check reads the match again the text does not settle
        # (``partner_check_rereads_match``; the engine's reading: only the effects)
        again = yield from unsettled.holds(tp, "vs", "partner_check_rereads_match", "rereads_match")
        if again:
            pstep = yield Mark(
                clauses=("7.1.5.1.1", "7.1.3.2.2"),
                caused_by=tuple(x for x in (pstep, ctx.step_of(sup)) if x is not None),
                touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
                ja="サポートしたカードがベンチを離れ、パートナーの一致がないため、通常のアタックになる",
                en="the supporter has left the bench: no partner match, a normal attack",
            )
            partner = False
            yield SetVar(key="vs.partner_attack", value=None)
            yield record_attack(
                log, {**log[-1], "kind": "normal"}, ("7.1.5.1.1",), (pstep,), replace_last=True
            )
    if (
        partner
        and still_attacked()
        and attacker is not None
        and zone_of(ctx, attacker.uid) != "ring"
        and not (
            yield unsettled.choose(
                tp,
                "vs",
                "partner_attack_attacker_left",
                {"retired": True, "not_retired": False},
            )
        )
    ):
        # 7.1.5.2 retires 「パートナーアタックされたカード」 whatever the damage and says nothing
        # of the attacking card; 4.14.1 makes the attack the attacking card's, and it has left
        # the ring: only this case rests on the reading (the audit's
        # partner_attack_attacker_left, both readings run) — here the other: not retired
        yield Mark(
            clauses=("7.1.5.2", "4.14.1"),
            ja=f"パートナーアタックした {attacker.label} はリングを離れているため、{attacked.label} はリタイヤ置場に置かれない",
            en=f"the partner-attacking {attacker.label} has left the ring: {attacked.label} is not retired",
            watch=(attacker.uid,),
            touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
        )
    elif partner and still_attacked():
        from ruling.games._vs.cardtext import continuous_attack_damage

        # a replacement of this attack's damage in force (8.2.1.3.3: a one-shot effect's for
        # this attack or a continuous technique's, 8.1.1.4) is read and does not keep the card:
        # 7.1.5.2 is 「ダメージと関係無く」 — the replacement is cited as the rule read and set
        # aside, its source watched
        in_force = continuous_attack_damage(ctx)
        one_shot = st.vars.get("vs.attack_damage") is not None
        replaced_to = sorted(
            {v for v, _u, _t, _c in in_force}
            | ({st.vars["vs.attack_damage"]} if one_shot else set())
        )
        m = yield Mark(
            clauses=(
                "7.1.5.2",
                "7.1.5.1.1",
                *(("8.2.1.3.3",) if replaced_to else ()),
            ),
            ja=f"パートナーアタックが成立: {attacked.label} はダメージと関係無く{'（パートナーブロックされていても）' if blocked else ''}リタイヤ置場に置かれる"
            + (
                f"（「アタックのダメージは{'・'.join(map(str, replaced_to))}になる」の置換効果があっても）"
                if replaced_to
                else ""
            ),
            en=f"the partner attack stands: {attacked.label} goes to the retire zone whatever the damage{' (even though blocked)' if blocked else ''}"
            + (
                f" (even with 「the attack's damage becomes {'/'.join(map(str, replaced_to))}」 in force)"
                if replaced_to
                else ""
            ),
            caused_by=tuple(x for x in (pstep,) if x is not None),
            watch=(
                *(("var:vs.attack_damage",) if one_shot else ()),
                *(u for _v, u, _t, _c in in_force),
            ),
        )
        yield from to_retire(
            ctx,
            Move(
                uid=attacked.uid,
                player=attacked.owner,
                zone="retire",
                clauses=("7.1.5.2", "4.13.2"),
                caused_by=(m,),
                # put there by the attack (「…のアタックで…置かれた時」, techniques.py)
                tag="by_attack",
                data={"attacker": attacker.uid if attacker is not None else None},
                ja=f"{attacked.label} を {attacked.owner} のリタイヤ置場に置く",
                en=f"{attacked.label} goes to {attacked.owner}'s retire zone",
            ),
        )
        # 7.1.5.4: the ring left empty is refilled at once — the refill 9.6.1 names
        yield from refill_ring(ctx, opp, ("7.1.5.4", "9.6.1"))
    elif partner:
        now = ring_card(ctx, opp)
        yield Mark(
            clauses=("7.1.5.2", "4.14.1"),
            ja="アタックされたカードはすでにリングを離れているため、新しくリングに置かれたカードはリタイヤ置場に置かれない",
            en="the attacked card already left the ring: the new ring card is not retired",
            watch=(attacked.uid,),
            touches=(f"{opp}.ring", f"{opp}.retire", *((now.uid,) if now else ())),
        )
    # 7.1.5.3: damage
    mine = ring_card(ctx, tp)
    replaced, rep_clauses, rep_watch = yield from _replaced_damage(ctx, opp)
    if blocked is not None and replaced is not None:
        # a partner block (7.1.4.2: the damage is 0) against 「アタックのダメージはaになる」
        # (8.2.1.3.3: the damage replaced by a): which wins the text does not say — the audit's
        # partner_block_against_damage_replacement, both readings run
        if (
            yield unsettled.choose(
                tp,
                "vs",
                "partner_block_against_damage_replacement",
                {"block": False, "replacement": True},
            )
        ):
            blocked = None
    if blocked is not None:
        yield Mark(
            clauses=("7.1.4.2", "7.1.5.3"),
            caused_by=(blocked,),
            ja="パートナーブロックされたため、このアタックのダメージは0",
            en="partner blocked: this attack deals 0 damage",
            # the attacked card, still in the ring, takes no damage and stays: this decides it
            # (one a partner attack retired is decided by 7.1.5.2)
            touches=(f"{opp}.ring",)
            + ((attacked.uid, f"{opp}.retire") if still_attacked() else ()),
        )
    elif not still_attacked():
        # 4.14.1: the attacked card is the one in the ring at the support, not the new one (a
        # partner attack's too: 7.1.5.3's proviso); the same card back in the ring is a new one
        # there (3.1.3)
        now = ring_card(ctx, opp)
        # the attacking card's attack of 0 or less deals no damage to any card either
        # (7.1.5.3.1: no 「0点のダメージ」): read too, when it is known — the answer to "does the new
        # ring card take damage" rests on both
        zero = None
        if mine is not None:
            av0 = view(ctx, mine.uid)
            oa0 = Operand(
                av0.ap, f"{mine.label} の攻撃力", f"{mine.label}'s attack", mine.uid, "ap"
            )
            if not is_unknown(ctx, oa0) and av0.ap <= 0:
                zero = av0
        yield Mark(
            clauses=("7.1.5.3", "4.14.1")
            + (("3.1.3",) if zone_of(ctx, attacked.uid) == "ring" else ())
            + (("7.1.5.3.1", *zero.clauses) if zero is not None and mine is not None else ()),
            ja=f"アタックされた {attacked.label} はすでにリングを離れているため、新しくリングに置かれたカードはダメージを受けない"
            + (
                f"（{mine.label} の攻撃力も{zero.ap}で、ダメージを与えない）"
                if zero is not None and mine is not None
                else ""
            ),
            en=f"the attacked {attacked.label} already left the ring: the new ring card takes no damage"
            + (
                f" ({mine.label}'s attack is {zero.ap} as well: it deals no damage)"
                if zero is not None and mine is not None
                else ""
            ),
            watch=(attacked.uid, *((mine.uid, *zero.sources) if zero and mine else ())),
            touches=(f"{opp}.ring", *((now.uid,) if now else ())),
        )
    elif mine is None:
        yield Mark(
            clauses=("7.1.5.3",),
            ja="リングにカードが無いためダメージは無い",
            en="no ring card: no damage",
        )
    elif replaced is not None and replaced <= 0:
        # 8.2.1.3.3: the damage replaced by 0 (「アタックのダメージは0になる」): none is dealt
        yield Mark(
            clauses=("7.1.5.3", *rep_clauses),
            ja=f"このアタックのダメージは0に置き換えられているため、{attacked.label} はダメージを受けない",
            en=f"this attack's damage was replaced by 0: {attacked.label} takes no damage",
            watch=rep_watch,
            touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire"),
        )
    elif (kept := takes_no_damage(ctx, attacked.uid)) is not None:
        # a continuous technique of the attacked card keeps the damage off it (8.1.1.4)
        yield Mark(
            clauses=("7.1.5.3", "8.1.1.4"),
            ja=f"{attacked.label} の「{kept}」により、{attacked.label} はダメージを受けない",
            en=f"{attacked.label}'s 「{kept}」: {attacked.label} takes no damage",
            touches=(attacked.uid, f"{opp}.ring"),
        )
    elif (
        attacker is not None
        and mine.uid != attacker.uid
        and not (
            yield unsettled.choose(
                tp,
                "vs",
                "attacker_left_before_damage",
                {"ring_card": True, "attacking_card": False},
            )
        )
    ):
        # 7.1.5.3 reads the card in the ring now; 4.14.1 / 7.1.5.3.1 speak of the attacking
        # card, which has left: only this case rests on the reading (the audit's
        # attacker_left_before_damage, both readings run) — here the other: no attacking card
        # is left to deal the damage
        yield Mark(
            clauses=("7.1.5.3", "4.14.1", "7.1.5.3.1"),
            ja=f"アタックした {attacker.label} はリングを離れているため、{attacked.label} にダメージは与えられない",
            en=f"the attacking {attacker.label} has left the ring: {attacked.label} takes no damage",
            watch=(attacker.uid,),
            touches=(attacked.uid, f"{opp}.ring", f"{opp}.retire", mine.uid),
        )
    else:
        av = view(ctx, mine.uid)
        oa = Operand(av.ap, f"{mine.label} の攻撃力", f"{mine.label}'s attack", mine.uid, "ap")
        if (
            replaced is not None
            and not is_unknown(ctx, oa)
            and av.ap <= 0
            and not (
                yield unsettled.choose(
                    tp, "vs", "zero_attack_damage_replaced", {"replaced": True, "no_damage": False}
                )
            )
        ):
            # an attacking card of attack 0 or less deals no damage (7.1.5.3.1): no event for
            # the replacement to replace (8.10.1) — the audit's zero_attack_damage_replaced, the
            # other reading (the engine's: the replacement deals a, 8.2.1.3.3)
            replaced = None
        if replaced is not None:
            # 8.2.1.3.3: 「アタックのダメージはaになる」: a is dealt, whatever the attack
            av.ap, av.clauses, av.sources = replaced, list(rep_clauses), list(rep_watch)
            oa = Operand(replaced, "置き換えられたダメージ", "the replaced damage")
        lessened = damage_lessening(ctx, attacked.uid, True)
        if lessened and not is_unknown(ctx, oa):
            # 「このカードが受けるアタックのダメージはN少なくなる」: a continuous technique in force
            # (8.1.1.4) — the damage dealt (7.1.5.3) is N less, not below 0
            less = sum(n for n, _u, _t in lessened)
            was, av.ap = av.ap, max(0, av.ap - less)
            oa = Operand(av.ap, "軽減されたダメージ", "the lessened damage")
            yield Mark(
                clauses=lessening_clauses(ctx, lessened),
                ja=f"{attacked.label} が受けるアタックのダメージは{less}少なくなる（{was} → {av.ap}）: "
                + "、".join(f"「{t}」" for _n, _u, t in lessened),
                en=f"the attack damage {attacked.label} takes is {less} less ({was} -> {av.ap})",
                watch=tuple(u for _n, u, _t in lessened),
                touches=(attacked.uid,),
            )
            av.clauses = [*av.clauses, "8.1.1.4"]
            av.sources = [*av.sources, *(u for _n, u, _t in lessened)]
        elif lessened:
            yield Warn(
                "unsupported",
                "アタックのダメージが不明のため、ダメージを少なくする技は適用されていません",
                "the attack's damage is unknown: the technique lessening it is not applied",
            )
        # 7.1.5.3.1: an attack of 0 or less deals no damage
        positive = yield from compare(
            ctx, oa, Operand(0, "0", "0"), lambda s: s > 0, ("7.1.5.3", "7.1.5.3.1")
        )
        if positive <= 0:
            yield Mark(
                clauses=("7.1.5.3.1", *av.clauses),
                ja=f"{mine.label} の攻撃力が{'0以下' if is_unknown(ctx, oa) else av.ap}のため、ダメージを与えない",
                en=f"{mine.label}'s attack is {'0 or less' if is_unknown(ctx, oa) else av.ap}: no damage",
                watch=(mine.uid, *av.sources),
                touches=(attacked.uid, f"{opp}.ring"),
            )
        else:
            total = damage_of(attacked) + av.ap
            by_effect = int(attacked.states.get("effect_damage") or 0)
            if by_effect > 0 and not is_unknown(ctx, oa):
                # 7.1.5.3 says the attack's damage accumulates, not that an effect's adds to it
                # (9.4.1, 6.8.1.3): only a card carrying an effect's damage rests on the reading
                other = total - by_effect
                beaten = other >= view(ctx, attacked.uid).dp
                yield unsettled.flag(
                    "vs",
                    "effect_damage_accumulates",
                    (
                        f"{attacked.label} のダメージは{other}"
                        + ("で、リタイヤ置場に置かれる" if beaten else "で、リングに残る"),
                        f"{attacked.label}'s damage is {other}: "
                        + ("it is retired" if beaten else "it stays in the ring"),
                    ),
                )
            # received as damage of its defence or more (9.4.1 read as an event): a defence
            # not known, the damage is what decides
            met = attacked.value("dp") is None or total >= view(ctx, attacked.uid).dp
            yield SetCard(
                uid=attacked.uid,
                changes={"damage": total, DAMAGE_MET: met},
                tag="damaged",
                clauses=("7.1.5.3", "2.10.1", *av.clauses),
                watch=(mine.uid, *av.sources),
                caused_by=tuple(x for x in (astep, nob) if x is not None),
                ja=f"{mine.label} の攻撃力{shown(ctx, oa)}の分だけ {attacked.label} にダメージ（蓄積{'?' if is_unknown(ctx, oa) else total}）",
                en=f"{mine.label} deals its attack {shown(ctx, oa)} to {attacked.label} (total {'?' if is_unknown(ctx, oa) else total})",
            )
            dv = view(ctx, attacked.uid)
            # the damage taken so far with this attack's: unknown when the attack is
            od = Operand(
                total,
                f"{attacked.label} の蓄積ダメージ",
                f"{attacked.label}'s damage",
                mine.uid if is_unknown(ctx, oa) else None,
                "ap",
                f"{attacked.label}.damage",
            )
            odp = Operand(
                dv.dp,
                f"{attacked.label} の防御力",
                f"{attacked.label}'s defence",
                attacked.uid,
                "dp",
            )
            # 7.1.5.4: damage at least its defence retires the ring card — the condition and the
            # move of the rule process 9.4.1 (a ring card with damage of its defence or more goes
            # to its owner's retire zone), read here at the step and cited both ways: met, the
            # card goes; not met, it stays
            retire = yield from compare(ctx, od, odp, lambda s: s >= 0, ("7.1.5.4", "9.4.1"))
            total_s = "?" if is_unknown(ctx, od) else str(total)
            if retire >= 0:
                yield from to_retire(
                    ctx,
                    Move(
                        uid=attacked.uid,
                        player=attacked.owner,
                        zone="retire",
                        clauses=("7.1.5.4", "9.4.1", "2.11.1", *dv.clauses),
                        watch=(attacked.uid, *dv.sources),
                        tag="by_attack",
                        data={"attacker": attacker.uid if attacker is not None else None},
                        ja=f"蓄積されたダメージ{total_s}が防御力{shown(ctx, odp)}以上になった {attacked.label} はリタイヤ置場に置かれる",
                        en=f"{attacked.label}'s damage {total_s} reaches its defence {shown(ctx, odp)}: it goes to the retire zone",
                    ),
                )
                yield from refill_ring(ctx, opp, ("7.1.5.4", "9.6.1"))
            else:
                yield Mark(
                    clauses=("7.1.5.4", "9.4.1", *dv.clauses),
                    ja=f"蓄積されたダメージ{total_s}は防御力{shown(ctx, odp)}未満のため、{attacked.label} はリングに残る",
                    en=f"{attacked.label}'s damage {total_s} is below its defence {shown(ctx, odp)}: it stays in the ring",
                    touches=(attacked.uid, f"{opp}.ring"),
                )
    yield from _damaged_bench_cards(ctx)
    yield CheckTiming(clauses=("7.1.5.5",))
    yield from _timing(ctx, p.get("after_resolution"), ("7.1.5.6",))
    if st.result is not None:
        return
    # 7.1.6: end of the attack
    yield SetTurn(
        changes={"step": "end"},
        clauses=("7.1.6",),
        ja="アタック終了ステップ",
        en="attack end step",
        tag="end:attack",
    )
    yield CheckTiming(clauses=("7.1.6.1",))
    yield SetVar(key="vs.partner_attack", value=None, clauses=("7.1.6.2",))
    if st.vars.get("vs.partner_by_effect"):
        yield SetVar(key="vs.partner_by_effect", value=None)
    yield SetVar(key="vs.attack_began", value=None, clauses=("7.1.6.2",))
    if st.vars.get("vs.attack_damage") is not None:
        yield SetVar(key="vs.attack_damage", value=None)  # it replaced this attack's only
        yield SetVar(key="vs.attack_damage.src", value=None)
    if st.vars.get(NO_PARTNER) is not None:
        yield SetVar(key=NO_PARTNER, value=None)  # 「このアタックは…」: this attack's only
    if any(e.until == "attack" for e in st.effects):
        # 「このアタック中」 (7.1.1: one attack sub-phase): the sub-phase ends here (7.1.6.2)
        yield EndEffects(
            until="attack",
            clauses=("7.1.1", "7.1.6.2"),
            ja="このアタックサブフェイズが終わり、「このアタック中」の効果が消滅する",
            en="this attack sub-phase ends: the effects 「このアタック中」 end",
            touches=tuple(f"{pl}.ring" for pl in st.players),
        )
    _ = label


# ``support:`` words for choosing the attack and then no supporter (7.1.3.1)
NO_SUPPORT = frozenset(("no", "none", "false", "なし"))


def attack_phase_passed(ctx: Ctx) -> Proc:
    """The end phase asked for before any attack phase of the turn: the phases come in their
    order (6.1.1), so the game passes through the attack phase — its first attack declaration
    step sets off 「アタックフェイズの始めに」 and its check timing (7.1.2.1) — where the turn
    player makes no attack: with no standing bench card it cannot, else it chooses not to
    (7.1.2.2), and the game moves on to the end phase."""
    from ruling.games._vs.turn import passed_from, phase_over

    st = ctx.state
    tp = st.turn.player
    yield from phase_over(ctx, "attack")
    yield SetTurn(
        changes={"phase": "attack", "step": "declare"},
        tag="start:attack",
        clauses=("6.1.1", "7.1", "7.1.2", *passed_from(ctx, "attack")),
        ja="アタックフェイズ: アタック宣言ステップ（エンドフェイズの前に）",
        en="attack phase: attack declaration step (before the end phase)",
    )
    yield SetVar(key="vs.attacked", value=True)
    yield CheckTiming(clauses=("7.1.2.1",))
    standing = [c for z in BENCH_ZONES for c in ctx.zone(tp, z) if c.orientation == "stand"]
    if not standing and (yield from _declaration_start_unstood(ctx, tp)):
        yield from _ended_before_end_step(ctx, tp, "7.1.3.1")
        return
    yield Mark(
        clauses=("7.1.2.2",),
        ja=(
            f"{tp} はアタックしないことを選ぶ（エンドフェイズに移る）"
            if standing
            else f"{tp} のベンチにスタンド状態のカードが無いため、アタックしない（エンドフェイズに移る）"
        ),
        en=(
            f"{tp} chooses not to attack (on to the end phase)"
            if standing
            else f"{tp} has no standing bench card: no attack (on to the end phase)"
        ),
        touches=ctx.kept(*(c.uid for c in standing)),
    )
    yield from _ended_before_end_step(ctx, tp, "7.1.2.2")


def _declaration_start_unstood(ctx: Ctx, tp: str) -> Generator[Any, Any, bool]:
    """No bench card of ``tp`` stands at the attack declaration step: 7.1.2.2 writes the jump to
    the end phase only for a player who chose not to attack, and 7.1.3.1 ends the sub-phase when
    no card can be chosen to support. Is 7.1.2.3 (「アタック宣言ステップの始めに」) reached before
    that? The audit's no_standing_declaration_start, asked only where a technique in force
    triggers on it. True when it is (the step's start, its check timing, then 7.1.3.1 ends the
    sub-phase: said here)."""
    from ruling.games._vs.techniques import _auto

    if not [t for t in _auto(ctx, ctx.state.order(), "start:declare") if not t.blocked]:
        return False
    reached = yield unsettled.choose(
        tp, "vs", "no_standing_declaration_start", {"ends_at_7_1_2_2": False, "steps_run": True}
    )
    if not reached:
        return False
    yield SetTurn(
        changes={"step": "declare"},
        tag="start:declare",
        clauses=("7.1.2.3",),
        ja="アタック宣言ステップの始め（スタンド状態のベンチのカードが無くても手順は進む読み）",
        en="the start of the attack declaration step (the reading where the steps run on with no "
        "standing bench card)",
    )
    yield CheckTiming(clauses=("7.1.2.3",))
    yield SetTurn(
        changes={"step": "support"},
        clauses=("7.1.3", "7.1.2.4"),
        ja="サポートステップ",
        en="support step",
    )
    yield Mark(
        clauses=("7.1.3.1",),
        ja=f"{tp} のベンチにスタンド状態のカードが無く、サポートするカードを選べない（アタックサブフェイズを"
        "終了し、エンドフェイズに移る）",
        en=f"{tp} has no standing bench card to choose to support (the attack sub-phase ends; on "
        "to the end phase)",
    )
    return True


def _ended_before_end_step(ctx: Ctx, tp: str, clause: str) -> Proc:
    """The attack sub-phase ended by 7.1.2.2 / 7.1.3.1 (「このアタックサブフェイズを終了し、ただちに
    エンドフェイズに移ります」), its attack end step never reached: whether 「アタックの終わりに」
    (7.1.1: one attack sub-phase) occurs then is the unsettled point
    ``attack_end_without_end_step``, raised only when a technique in force would trigger on it;
    under the other reading it triggers here (not 「パートナーアタックの終わりに」 nor 「このカードの
    アタックの終わりに」: no attack was made)."""
    from ruling.games._vs.techniques import attack_end_waiting

    if not attack_end_waiting(ctx):
        return
    ended = yield unsettled.choose(
        tp,
        "vs",
        "attack_end_without_end_step",
        {"end_step_only": False, "sub_phase_end": True},
        (clause,),
    )
    if not ended:
        return
    yield SetTurn(
        changes={},
        tag="end:attack_sub_phase",
        clauses=(clause, "7.1.1", "8.1.1.2.1"),
        ja="アタックサブフェイズの終わり（「アタックの終わりに」が発生する読み）",
        en="the end of the attack sub-phase (the reading where 「アタックの終わりに」 occurs)",
    )
