"""Weiß Schwarz card abilities: the one-shot actions that choose and move cards (8.6.3, 8.8.1) —
choosing, moving between zones, putting into slots, swapping, revealing from the hand, markers
under a card (3.7)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.choosing import choose_one_at_a_time, chosen_order
from ruling.core import Ctx
from ruling.games._ws.automatic import keyword_used
from ruling.games._ws.basic import done_one_by_one, resumes, suspends
from ruling.games._ws.cardtext import Op, Sel, ws_sel
from ruling.games._ws.cardtext.ir import (
    but_chosen,
    dest_pos,
    ext,
    not_kind,
    not_names,
    op_ext,
    trig_ext,
    with_op,
)
from ruling.games._ws.common import (
    ORDERED_PILES,
    SLOT_JA,
    dest_clauses,
    leave_stage,
    leave_stage_together,
    markers,
    owner_orders,
    stage,
    swap_on_stage,
    take_top,
)
from ruling.games._ws.conditions import per_absent_clauses, per_count
from ruling.games._ws.continuous import (
    changed_off_stage,
    choice_shield,
    effect_banned,
    eval_x,
    move_banned,
    name_effects,
    programs,
    put_banned,
    stat_clauses,
    trait_clauses,
    x_absent_clauses,
)
from ruling.games._ws.costs import _pick
from ruling.games._ws.selection import (
    ADJACENT,
    BEHIND,
    FACING,
    IN_FRONT,
    NO,
    NO_UP_TO,
    YES,
    ZONE_JA,
    Proc,
    Rt,
    _name_keys,
    _still_same,
    _under_this_zone,
    absent_values_read,
    card_label,
    card_option,
    colours,
    declines_optional,
    known_traits,
    last_slot,
    link_clauses,
    master_of,
    moved_slot_to_slot,
    one_card,
    resolve_sel,
    same_card_since,
    slot_of,
    slots_to_move,
    text_slot,
    up_to_count_options,
    zone_ids,
)
from ruling.principles import count_options
from ruling.rules import AtOnce, Choose, Mark, Move, MoveMany, Option, Orient, Reject, SetVar, Warn
from ruling.values import branch_candidates, lacks_by_type, unknown_zone

RESTED_JA = {"rest": "【レスト】して"}


def unchosen_clauses(rt: Rt) -> tuple[str, ...]:
    """Why 「そのキャラ」 names no card: none was chosen (8.6.3.1.3), or — a delayed ability
    (8.7.5) remembering the cards its effect chose — they have changed zones since (3.1.4: a new
    card there) and the effect on them cannot be done (8.7.7)."""
    if rt.data.get("chosen_moved"):
        return ("8.7.7", "3.1.4")
    return ("8.6.3.1.3",)


def no_target_clauses(rt: Rt, target: Sel | None) -> tuple[str, ...]:
    """Why a step has no card to act on: the cards it names were to be chosen and none was
    (8.6.3.1.3: the effects that involve an unchosen target are ignored), or its card has moved
    since (8.7.7; 3.1.4: in its new zone it is a new card)."""
    ref = target.ref if target is not None else None
    if ref in ("chosen", "among_chosen") and not rt.chosen:
        return unchosen_clauses(rt)
    att = rt.ctx.state.vars.get("attack") or {}
    if target is not None and "in_battle" in target.states and att.get("kind") != "front":
        # 「そのバトル中、…」 with no battle: only a front attack makes its attacker and defender
        # characters in battle (7.2.1.5.1); a side or direct attack has no battle step (7.5.1.3)
        return ("7.2.1.5.1", "7.5.1.3") if att else ("7.2.1.5.1",)
    if ref == "this" and rt.program.kind == "auto":
        return ("8.7.7", "3.1.4")
    if ref in PLACE_CLAUSES:
        # 「このカードの正面のキャラ」 with no card there (a back-row card faces no slot, 3.6.6):
        # the definition of the place is why the step has nothing to act on
        return PLACE_CLAUSES[ref]
    return ("8.7.7",)


# the clauses defining the place a reference names relative to this card: 正面 (3.6.6), 前 / 後ろ
# (3.6.5), 隣 (3.6.4), the battle opponent (7.2.1.5.1)
PLACE_CLAUSES = {
    "facing": ("3.6.6",),
    "front": ("3.6.5",),
    "behind": ("3.6.5",),
    "adjacent": ("3.6.4",),
    "battle_opponent": ("7.2.1.5.1",),
}


def no_target_touches(rt: Rt, target: Sel | None) -> tuple[str, ...]:
    """What a step with no card to act on is about: 「このカード」 of an automatic ability whose
    card has moved since it triggered (8.7.7) is that card — the step not done is why it stays
    as it is (its power not raised, its zone not changed), the clause read to conclude so."""
    ref = target.ref if target is not None else None
    if ref == "this" and rt.program.kind == "auto" and rt.source:
        return (rt.source,)
    return ()


def op_to_slot(rt: Rt, op: Op) -> Proc:
    """Put a card into a slot of the stage (舞台の好きな枠 / このカードがいた枠 / キャラのいない
    枠): it is placed standing when it comes from outside the stage (3.6.3); a character already
    in that slot is dealt with by the rule process (9.6)."""
    ctx = rt.ctx
    assert op.target is not None and op.dest is not None
    targets = [u for u in resolve_sel(rt, op.target) if not slot_of(ctx, u)]
    # 「相手の舞台の…枠に置く」: only the opponent's cards go there (3.1.6)
    owners = [c.owner for u in targets if (c := ctx.card(u)) is not None]
    if not (yield from _into_opponents_zone(rt, op, owners)):
        return
    if not targets:
        rt.done = False
        yield Reject(
            "枠に置くカードがない（すでに移動している）ため、この処理は行えません",
            "there is no card to put into a slot: this is not done",
            no_target_clauses(rt, op.target) + ctx.principle("impossible"),
            # 「選んだカードを」 with none chosen (「1枚まで選び」, 8.6.3.1.1): that choice is why
            caused_by=rt.causes(op.target),
            touches=no_target_touches(rt, op.target),
        )
        return
    moved = []
    used: list[str] = []
    last_info: tuple[str, ...] = ()

    def put_all() -> Generator[Any, Any, bool]:
        nonlocal last_info
        for uid in targets:
            # the clause defining the slot named, where its kind needs one (正面: 3.6.6)
            slot_clauses: tuple[str, ...] = ()
            # 3.1.6: a stage whose player the text does not name is that of the card's owner
            c = ctx.card(uid)
            owner = c.owner if c is not None else rt.master
            kind, _, zone = op.dest.partition(":")
            if kind == "was":
                was = rt.data.get("was_slot") or (
                    rt.data.get("slot") if rt.data.get("card") == rt.source else None
                )
                then = rt.data.get("slot_then")
                if was and then and then != was and rt.data.get("was_slot"):
                    # this card moved from slot to slot after the ability triggered, then left: is
                    # 「このカードがいた枠」 the slot it left (10.8.1 「元のキャラのいた領域」) or the one
                    # it was in as the ability triggered (8.7.4)? Both readings are run
                    left_from = yield unsettled.choose(
                        rt.master, "ws", "slot_after_move", {"left_from": True, "at_trigger": False}
                    )
                    if not left_from:
                        was = then
                slots = [was] if was else []
                # 8.11.1: the slot this card was in, read when it has gone from the stage to a zone
                # other than a slot (a cost returned it to the hand, put it into the waiting room):
                # its placement as it last was on the stage
                at_now = ctx.where(rt.source) if rt.source else None
                if was and (at_now is None or not at_now[1].startswith("stage.")):
                    last_info = ("8.11.1",)
            elif kind == "was_target":
                # そのキャラをそのキャラがいた枠に: the slot the card left (the trigger's card: the
                # slot its move started from; a card this effect moved: the slot it was in)
                was = (
                    rt.data.get("slot")
                    if rt.data.get("card") == uid
                    else rt.data.get("left_slots", {}).get(uid)
                )
                slots = [was] if was else []
            elif kind == "was_left":
                # そのキャラがいた枠 of a card an earlier step of this effect moved off the stage (not
                # the card put there): the slot it left, on the stage of the card put there (3.1.6);
                # none, or several such cards, and the slot is not known
                # (the card put there may be that card itself, back from where the effect put it: a
                # new card, 3.1.4, but the slot is still the one it left)
                gone = {
                    u: sl
                    for u, sl in rt.data.get("left_slots", {}).items()
                    if (lc := ctx.card(u)) is not None and lc.owner == owner
                }
                left = [sl for u, sl in gone.items() if u not in targets] or list(gone.values())
                slots = left if len(left) == 1 else []
            elif kind == "facing_ref":
                # そのキャラの正面の枠: the slot facing (3.6.6) a character the reference names — of
                # the cards this effect named (its choices, latest first, then the trigger's card),
                # the last one on a stage now other than the cards put there (a card cannot name
                # the slot facing itself); it must be on the stage opposite the one the card goes to
                # (3.1.6), else there is no such slot
                named = [*reversed(rt.data.get("chosen_all", ())), rt.data.get("card")]
                ref = next(
                    (u for u in named if u and u not in targets and slot_of(ctx, u) is not None),
                    None,
                )
                at = ctx.where(ref) if ref else None
                slots = (
                    [FACING[at[1].split(".", 1)[1]]]
                    if at is not None and at[0] != owner and at[1].split(".", 1)[1] in FACING
                    else []
                )
                slot_clauses = ("3.6.6",) if slots else ()
            elif kind == "here":
                # このカードがいる枠: the slot this card is in now, on the stage of the card put there
                # (3.1.6); this card elsewhere, and there is no such slot
                at = ctx.where(rt.source) if rt.source else None
                slots = (
                    [at[1].split(".", 1)[1]]
                    if at is not None and at[0] == owner and at[1].startswith("stage.")
                    else []
                )
            elif kind in ("near", "near_empty"):
                # このカードの後ろの枠 / 前の枠 / 隣の枠: the slots so related to the one this card is in
                # now (3.6.5, 3.6.4), on the stage of the card put there (3.1.6); this card off the
                # stage (or with no such slot: 後ろ of a back-row slot), and there is none
                at = ctx.where(rt.source) if rt.source else None
                here = (
                    at[1].split(".", 1)[1]
                    if at is not None and at[0] == owner and at[1].startswith("stage.")
                    else None
                )
                rel = {"front": IN_FRONT, "behind": BEHIND, "adjacent": ADJACENT}[zone]
                slots = list(rel.get(here, ())) if here is not None else []
                if kind == "near_empty":
                    slots = [sl for sl in slots if not ctx.zone(owner, f"stage.{sl}")]
            elif kind == "was_moved":
                # そのキャラがいた枠, the cards put there named by their place in a pile (not chosen):
                # the slot the one card an earlier step moved off the stage left, on the stage of the
                # card put there (3.1.6) — even when that card is the one put there again
                left = [
                    sl
                    for u, sl in rt.data.get("left_slots", {}).items()
                    if (lc := ctx.card(u)) is not None and lc.owner == owner
                ]
                slots = left if len(left) == 1 else []
            else:
                slots = [z.split(".", 1)[1] for z in zone_ids(zone)]
                if kind in ("empty", "separate_empty"):
                    slots = [sl for sl in slots if not ctx.zone(owner, f"stage.{sl}")]
                if kind in ("separate", "separate_empty"):
                    # 別々の枠: not a slot another of these cards was put into
                    slots = [sl for sl in slots if sl not in used]
            # 「このカードは前列の枠に置けない」 (in force wherever the card is, 2.12.2.3): a slot of
            # that row is none the effect may put it into (1.3.3 — the prohibition wins; 3.6.4)
            bans = [b for sl in slots if (b := put_banned(ctx, uid, sl)) is not None]
            slots = [sl for sl in slots if put_banned(ctx, uid, sl) is None]
            if not slots:
                rt.done = False
                yield Reject(
                    "置ける枠がないため、この処理は行えません",
                    "there is no slot to put it into: this is not done",
                    ctx.principle("impossible")
                    + (("1.3.3", "2.12.2.3", "3.6.4", *bans[0].clauses) if bans else ()),
                )
                return False
            if bans:
                yield Mark(
                    clauses=("1.3.3", "2.12.2.3", "3.6.4", *bans[0].clauses),
                    ja=f"{card_label(ctx, uid)} は置けない枠があり、残りの枠から選ぶ（{bans[0].source}）",
                    en=f"{card_label(ctx, uid)} may not be put into some slots ({bans[0].source})",
                )
            if op.optional and (
                yield from declines_optional(
                    rt, op, f"{card_label(ctx, uid)} を枠に置く", "put it into a slot"
                )
            ):
                return False
            slot = yield from text_slot(
                rt,
                slots,
                f"{card_label(ctx, uid)} を置く枠",
                f"slot for {card_label(ctx, uid)}",
                ("8.6.3",),
                owner,
            )
            # a slot the text leaves to the player (舞台の好きな枠) taken by a character already: the
            # text does not say whether an occupied slot may be chosen (9.6.2 deals with two
            # characters in a slot; only the standby icon says so in words, 4.12.2.10.1): both
            # readings run (any_slot_occupied, the engine's first; the reading choice is what the
            # ruling's ambiguity warning names)
            open_slot = (
                kind
                not in (
                    "was",
                    "was_target",
                    "was_left",
                    "was_moved",
                    "here",
                    "empty",
                    "near_empty",
                    "facing_ref",
                )
                and rt.program.keyword != "チェンジ"
                and bool(ctx.zone(owner, f"stage.{slot}"))
            )
            if open_slot:
                any_slot = yield unsettled.choose(
                    rt.master, "ws", "any_slot_occupied", {"any_slot": True, "empty_slot": False}
                )
                if not any_slot:
                    # only an empty slot may be chosen: one of those the player picks, or with none
                    # the character is not put (1.3.2)
                    empty = [sl for sl in slots if not ctx.zone(owner, f"stage.{sl}")]
                    if not empty:
                        rt.done = False
                        yield Reject(
                            f"キャラのいない枠がないため、{card_label(ctx, uid)} は置かれません",
                            f"no slot is empty: {card_label(ctx, uid)} is not put onto the stage",
                            ("3.6.2", "4.12.2.10.1") + ctx.principle("impossible"),
                        )
                        continue
                    slot = yield from text_slot(
                        rt,
                        empty,
                        f"{card_label(ctx, uid)} を置く枠（キャラのいない枠）",
                        f"slot for {card_label(ctx, uid)} (an empty one)",
                        ("8.6.3", "3.6.2"),
                        owner,
                    )
            means = yield from _encore_words(rt, kind, uid)
            step = yield Move(
                uid=uid,
                player=owner,
                zone=f"stage.{slot}",
                orientation=op.orientation
                or "stand",  # 【レスト】して置く: as the text says (3.6.3)
                face_up=True,
                # 10.8.1 / 10.8.5: a チェンジ puts the character onto the stage in the place of this one
                clauses=("8.8.1", "3.6.3")
                + (("3.1.5",) if len(targets) > 1 else ())  # put with the others, at once
                + last_info
                + slot_clauses
                + (("3.1.6",) if owner != rt.master else ())
                + (("10.8.1", "10.8.5") if rt.program.keyword == "チェンジ" else ()),
                caused_by=rt.causes(op.target),
                tag="change" if rt.program.keyword == "チェンジ" else None,
                # 10.8.4: 『チェンジ』で舞台に置かれた — by an automatic チェンジ ability, from outside
                # the stage (the trigger checks the source zone)
                # 10.8.5: 『チェンジ』を使った — a character put onto the stage by the effect of any
                # チェンジ ability (``used``)
                data={"means": "チェンジ", "used": "チェンジ"}
                if rt.program.keyword == "チェンジ" and rt.program.kind == "auto"
                else {"used": "チェンジ"}
                if rt.program.keyword == "チェンジ"
                else means,
                ja=f"{card_label(ctx, uid)} を{SLOT_JA[slot]}の枠に{RESTED_JA.get(op.orientation, '')}置く",
                en=f"{card_label(ctx, uid)} is put into {slot}"
                + (" rested" if op.orientation == "rest" else ""),
            )
            rt.chosen_step = step
            moved.append(uid)
            used.append(slot)
            if op_ext(op, "role") == "defender":
                yield from _becomes_defender(rt, uid, owner, slot, step)
            if rt.program.keyword == "チェンジ":
                yield from keyword_used(rt, "チェンジ", ("10.8.2", "10.8.5"), (uid,), (step,))
        return True

    # several cards put by one instruction are put at the same time (3.1.5): one moment, whose
    # 「舞台に置かれた時」 are looked for once all are in their slots — each sees the others
    if len(targets) > 1:
        ok = yield AtOnce(put_all())
    else:
        ok = yield from put_all()
    if not ok:
        return
    rt.chosen = moved
    rt.done = True


def _encore_words(rt: Rt, kind: str, uid: str) -> Generator[Any, Any, dict[str, Any]]:
    """An automatic ability without the keyword 『アンコール』 that puts its own card back from the
    waiting room into 「このカードがいた枠」 after it left the stage (the words 10.2.2 gives the
    encore): is that placement 「アンコールを使った」 (10.2.4)? Asked (the point
    ``encore_words_without_keyword``, both readings run) only where an ability in force waits
    for an encore's use; the placement's data (``means``) under the reading taken."""
    ctx = rt.ctx
    if (
        kind != "was"
        or uid != rt.source
        or rt.program.kind != "auto"
        or rt.program.keyword == "アンコール"
        or rt.data.get("slot") is None
        or ctx.where(uid) != (rt.master, "waiting_room")
        or not _encore_use_watched(ctx)
    ):
        return {}
    encore = yield unsettled.choose(
        rt.master, "ws", "encore_words_without_keyword", {"encore": True, "keyword_only": False}
    )
    return {"means": "アンコール"} if encore else {}


def _encore_use_watched(ctx: Ctx) -> bool:
    """Whether a card on a stage has an automatic ability 「…アンコールを使った時」 / 「…『アンコール』で
    舞台に置かれた時」 (10.2.4)."""
    for pl in ctx.state.players:
        for z in zone_ids("stage"):
            for c in ctx.zone(pl, z):
                for ab in programs(ctx, c.uid):
                    p = ab.program
                    if (
                        p is not None
                        and p.kind == "auto"
                        and p.trigger is not None
                        and (
                            (p.trigger.event == "placed" and p.trigger.means == "アンコール")
                            or (
                                p.trigger.event == "used"
                                and trig_ext(p.trigger, "keyword") == "アンコール"
                            )
                        )
                    ):
                        return True
    return False


def _becomes_defender(rt: Rt, uid: str, owner: str, slot: str, step: int) -> Proc:
    """「…枠に防御キャラとして置く」: the card put into the slot facing the attacker of a front
    attack becomes its defending character (7.2.1.5.1: 「フロントアタックされているキャラ」), in
    the place of the one that left that slot; with no such attack it is only put there (1.3.2)."""
    ctx = rt.ctx
    att = ctx.state.vars.get("attack")
    c = ctx.card(uid)
    if (
        not att
        or c is None
        or att.get("kind") != "front"
        or att.get("opponent") != owner
        or (att.get("defender_slot") or FACING.get(att["slot"])) != slot
    ):
        yield Reject(
            f"{card_label(ctx, uid)} を置いた枠は、フロントアタックされている枠ではないため、"
            "防御キャラにはなりません",
            f"{card_label(ctx, uid)} is not in the slot a front attack is made against: it does "
            "not become the defending character",
            ("7.2.1.5.1",) + ctx.principle("impossible"),
            (step,),
        )
        return
    new = {**att, "defender": uid, "attacked": uid, "defender_placed": c.placed}
    changed = yield SetVar(
        key="attack",
        value=new,
        clauses=("7.2.1.5.1",),
        caused_by=(step,),
        tag="defender_changed",
        ja=f"{card_label(ctx, uid)} が防御キャラになる",
        en=f"{card_label(ctx, uid)} becomes the defending character",
    )
    from ruling.games._ws.attack import _record

    yield _record(ctx, new, (changed,), replace_last=True)


def op_reveal_hand(rt: Rt, op: Op) -> Proc:
    """手札の「X」をN枚公開する(てよい): the cards are shown and stay in the hand (4.9.1). In a
    共鳴 ability whose cost reveals nothing, doing the first such reveal of its text as told is
    using 共鳴 (10.13.3.2)."""
    ctx = rt.ctx
    assert op.target is not None
    cands = resolve_sel(rt, op.target)
    n = len(cands) if op.bound == "all" else op.n or 1
    p = rt.program
    first = next((s for s in p.steps if s.verb == "reveal_hand"), None)
    # 10.13.3.2: a 共鳴 whose cost reveals nothing is used by doing this reveal as told
    resonance = (
        p.keyword == "共鳴"
        and op is first
        and op.optional
        and not any(it.what == "reveal" for it in p.cost)
    )
    # 10.13.3.2 names the 「公開してよい」 first printed in the 共鳴 paragraph: a later one, the
    # first never reached (its condition unmet, the step it follows not done), uses nothing
    other = (
        p.keyword == "共鳴"
        and first is not None
        and op is not first
        and first.optional
        and not any(it.what == "reveal" for it in p.cost)
        and not rt.data.get("resonance_first_reached")
    )
    if op is first:
        rt.data["resonance_first_reached"] = True
    if len(cands) < n and op.bound != "up_to":
        rt.done = False
        yield Reject(
            "公開できるカードが手札に足りないため、公開できません",
            "not enough such cards in the hand: nothing is revealed",
            ctx.principle("impossible"),
        )
        if resonance:
            yield from _resonance_not_used(rt)
        return
    if op.optional and (
        yield from declines_optional(rt, op, "手札のカードを公開する", "reveal cards from the hand")
    ):
        if resonance:
            yield from _resonance_not_used(rt)
        return
    if op.bound == "all":  # 「自分の手札を公開する」: every card of it, none to pick (4.9.1)
        picks = list(cands)
    elif op.bound == "up_to":
        # 「…を2枚まで公開してよい」: from none up to that many (8.6.3.1.1), the master stopping
        # when they like
        picks = yield from choose_one_at_a_time(
            rt.master,
            cands,
            n,
            lambda u: card_option(ctx, u),
            "choose",
            lambda _k: ("公開するカード（まで）", "card to reveal (up to)"),
            ("8.6.3.1.1", "4.9.1"),
            stop=NO_UP_TO,
        )
        if not picks and resonance:
            # the first 「公開してよい」 of the 共鳴 paragraph carried out with none (「まで」
            # allows it, 8.6.3.1.1): is that revealing 「指定通りに」 (10.13.3.2), or no reveal
            # of the cards 共鳴 is about (10.13.1)? the point ws.resonance_revealed_none
            used = yield from unsettled.holds(rt.master, "ws", "resonance_revealed_none", "used")
            if not used:
                rt.done = True
                rt.chosen = []
                yield from _resonance_not_used(rt)
                return
    else:
        picks = yield from _pick(rt, cands, n, "公開するカード", "card to reveal")
    rt.data["revealed_by_effect"] = [*rt.data.get("revealed_by_effect", ()), *picks]
    rt.data["revealed_placed"] = {
        **rt.data.get("revealed_placed", {}),
        **{u: c.placed for u in picks if (c := ctx.card(u)) is not None},
    }
    rt.chosen = list(picks)  # それらのカード: the cards revealed
    step = yield Mark(
        clauses=("8.8.1", "4.9.1"),
        touches=tuple(picks),
        caused_by=rt.causes(),
        ja=f"{rt.master} は手札の {'、'.join(card_label(ctx, u) for u in picks) or '（なし）'} を公開する",
        en=f"{rt.master} reveals {', '.join(card_label(ctx, u) for u in picks) or '(none)'} from the hand",
    )
    rt.done = True
    if resonance:
        step = yield from keyword_used(rt, "共鳴", ("10.13.2", "10.13.3", "10.13.3.2"), (), (step,))
    elif other:
        yield from _resonance_not_used(rt, first_not_reached=True)
    rt.why += (step,)  # そうしたら: what follows happens because the cards were revealed


def _resonance_not_used(rt: Rt, first_not_reached: bool = False) -> Proc:
    """10.13.3.2: the reveal that would use 共鳴 was declined or could not be done — 共鳴 is not
    used, so 「『共鳴』を使った時」 does not trigger (the step says so, ``keyword_declined``).
    ``first_not_reached``: a reveal done is not the first printed one, which was never reached."""
    yield Mark(
        clauses=("10.13.3", "10.13.3.2"),
        tag="keyword_declined",
        data={"card": rt.source, "player": rt.master, "keyword": "共鳴"},
        caused_by=rt.causes(),
        ja=(
            f"{rt.master} の公開は共鳴の段落で最初に表記された「公開してよい」ではないため、"
            "『共鳴』を使っていない"
            if first_not_reached
            else f"{rt.master} は指定通りに公開していないため、『共鳴』を使っていない"
        ),
        en=(
            f"{rt.master}'s reveal is not the 「公開してよい」 first printed in the 共鳴 "
            "paragraph: 『共鳴』 was not used"
            if first_not_reached
            else f"{rt.master} did not reveal as told: 『共鳴』 was not used"
        ),
    )


def _to_level(zone: str) -> tuple[str, ...]:
    """3.9.2.1: a card put into the level zone, no instruction saying otherwise, is face up."""
    return ("3.9.2.1",) if zone == "level" else ()


def _swap_places(ctx: Ctx, a: str, b: str, caused_by: tuple[int, ...]) -> Proc:
    """Two cards swap places (8.8.1): each goes where the other was, at its position in that
    zone, face up unless into the stock or the deck. Returns the second move's step."""
    wa, wb = ctx.where(a), ctx.where(b)
    assert wa is not None and wb is not None
    ia = [c.uid for c in ctx.zone(*wa)].index(a)
    ib = [c.uid for c in ctx.zone(*wb)].index(b)
    # a face-down level / memory card takes the face of the zone it goes to (3.9.2.2.2)
    cl_b = face_down_leaving_clauses(ctx, b, wa[1]) + _to_level(wa[1])
    # a takes b's place (b moves down one), then b takes the place a left
    yield Move(
        uid=a,
        player=wb[0],
        zone=wb[1],
        at=ib,
        face_up=wb[1] not in ("stock", "deck"),
        clauses=("8.8.1", *face_down_leaving_clauses(ctx, a, wb[1]), *_to_level(wb[1])),
        caused_by=caused_by,
        ja=f"{card_label(ctx, a)} を{ZONE_JA.get(wb[1], wb[1])}へ（入れ替え）",
        en=f"{card_label(ctx, a)} goes to the {wb[1]} (swap)",
    )
    return (
        yield Move(
            uid=b,
            player=wa[0],
            zone=wa[1],
            at=ia,
            face_up=wa[1] not in ("stock", "deck"),
            clauses=("8.8.1", *cl_b),
            caused_by=caused_by,
            ja=f"{card_label(ctx, b)} を{ZONE_JA.get(wa[1], wa[1])}へ（入れ替え）",
            en=f"{card_label(ctx, b)} goes to the {wa[1]} (swap)",
        )
    )


def _swap_with_staged(
    ctx: Ctx,
    staged: str,
    other: str,
    slot: str,
    player: str,
    caused_by: tuple[int, ...],
    out_clauses: tuple[str, ...] = (),
    in_clauses: tuple[str, ...] = (),
    data: dict[str, Any] | None = None,
) -> Proc:
    """A character on the stage and a card elsewhere swap places (8.8.1): the character leaves
    its slot for the other's zone, at the other's position, and the other is put standing into
    ``player``'s slot ``slot`` (3.6.3). ``out_clauses`` / ``in_clauses`` are cited beside 8.8.1 by
    each move (a keyword's). Returns the step of the card put into the slot."""
    w = ctx.where(other)
    assert w is not None
    at = [c.uid for c in ctx.zone(*w)].index(other)
    out = yield from leave_stage(
        ctx,
        staged,
        w[0],
        w[1],
        ("8.8.1",) + out_clauses,
        ja=f"{card_label(ctx, staged)} を{ZONE_JA.get(w[1], w[1])}へ（入れ替え）",
        en=f"{card_label(ctx, staged)} goes to the {w[1]} (swap)",
        caused_by=caused_by,
    )
    # leave_stage put it on top; it takes the place of the card it swaps with
    if at:
        yield Move(
            uid=staged, player=w[0], zone=w[1], at=at + 1, clauses=("8.8.1",), caused_by=(out,)
        )
    return (
        yield Move(
            uid=other,
            player=player,
            zone=f"stage.{slot}",
            orientation="stand",
            face_up=True,
            clauses=("8.8.1", "3.6.3") + in_clauses,
            caused_by=(out,),
            data=data or {},
            ja=f"{card_label(ctx, other)} を{SLOT_JA[slot]}の枠に【スタンド】して置く（入れ替え）",
            en=f"{card_label(ctx, other)} is put standing into {slot} (swap)",
        )
    )


def _swap_with_marker(rt: Rt, uid: str, marker: str, slot: str, player: str) -> Proc:
    """This character and one of its own markers exchange places (8.8.1): the character goes into
    the marker zone at the marker's place, the marker into the slot, standing (3.6.3), face up
    (3.6.2). The character is put face up only when both were face up (3.7.2.1.1), else face
    down as markers are (3.7.2). One exchange of two cards, not the character leaving its slot
    with its markers (3.7.3.2): the other markers, if any, stay — the point
    ws.marker_swap_other_markers, both readings run. Returns the step of the card put into the slot."""
    ctx = rt.ctx
    m = ctx.card(marker)
    me = ctx.card(uid)
    assert m is not None and me is not None
    both_up = m.face_up and me.face_up
    zone = markers(slot)
    pile = [c.uid for c in ctx.zone(player, zone)]
    others = [u for u in pile if u != marker]
    # whether the other markers stay under the new character (one exchange of two cards) or go
    # to the waiting room with the character put into the marker zone (3.7.3.2): the point
    # ws.marker_swap_other_markers, both readings run (the engine's: they stay)
    stay = (
        (yield from unsettled.holds(rt.master, "ws", "marker_swap_other_markers", "stay"))
        if others
        else True
    )
    at = pile.index(marker)
    out = yield Move(
        uid=uid,
        player=player,
        zone=zone,
        at=at,
        face_up=both_up,
        clauses=("8.8.1",) + (("3.7.2.1.1",) if both_up else ("3.7.2",)),
        caused_by=rt.causes(),
        ja=f"{card_label(ctx, uid)} をマーカー置場の {card_label(ctx, marker)} の位置に"
        + (
            "表向きに置く（入れ替え。どちらも表向きだったため）"
            if both_up
            else "裏向きに置く（入れ替え）"
        ),
        en=f"{card_label(ctx, uid)} goes into the marker zone in {card_label(ctx, marker)}'s place "
        + ("face up (swap: both were face up)" if both_up else "face down (swap)"),
    )
    if not stay:
        # 3.7.3.2: the slot's card put into a zone other than a slot, the cards of the slot's
        # marker zone there before it go to their owners' waiting rooms at the same time
        for u in others:
            c = ctx.card(u)
            yield Move(
                uid=u,
                player=c.owner if c is not None else player,
                zone="waiting_room",
                clauses=("3.7.3.2", "3.7.1.2"),
                caused_by=(out,),
                ja=f"{card_label(ctx, u)} を控え室に置く（移動元の枠のマーカー）",
                en=f"{card_label(ctx, u)} goes to the waiting room (a marker of the slot left)",
            )
    return (
        yield Move(
            uid=marker,
            player=player,
            zone=f"stage.{slot}",
            orientation="stand",
            face_up=True,
            clauses=("8.8.1", "3.6.3") + (("3.7.2.1.1",) if both_up else ()),
            caused_by=(out,),
            ja=f"{card_label(ctx, marker)} を{SLOT_JA[slot]}の枠に【スタンド】して置く（入れ替え）",
            en=f"{card_label(ctx, marker)} is put standing into {slot} (swap)",
        )
    )


def op_swap_this(rt: Rt, op: Op) -> Proc:
    """「…の「X」を1枚とこのカードを選び、入れ替える」: this character goes to X's place and X into
    this character's slot, standing (3.6.3). For チェンジ (10.8.1's second form), 10.8.3: if this
    character has left its slot, or there is no such card there, nothing is swapped."""
    ctx = rt.ctx
    assert op.target is not None
    uid = rt.source or ""
    slot = slot_of(ctx, uid) if _still_same(rt) else None
    cands = resolve_sel(rt, op.target)
    change = rt.program.keyword == "チェンジ"
    if slot is None or not cands:
        rt.done = False
        yield Reject(
            "このカードが枠にいないか、入れ替えるカードがないため、入れ替えは行いません",
            "this card is not in its slot or there is no card to swap with: nothing is swapped",
            (("10.8.3",) if change else ()) + ("8.7.7",) + ctx.principle("impossible"),
        )
        return
    if op.optional and (yield from declines_optional(rt, op, "入れ替える", "swap")):
        return
    if op.bound == "up_to":
        # 「…を1枚までと、このカードを選び、入れ替える」: none may be chosen (8.6.3.1.1); then
        # nothing is swapped (8.6.3.1.3)
        pick = yield Choose(
            rt.master,
            "choose",
            f"{rt.text} — 入れ替えるカード（1枚まで）",
            f"{rt.text} — the card to swap with (up to 1)",
            (*(card_option(ctx, u) for u in cands), Option("none", "選ばない", "none", None)),
            ("8.6.3", "8.6.3.1.1"),
        )
        if pick is None:
            rt.done = False
            yield Reject(
                "カードを選ばなかったため、入れ替えは行いません",
                "no card was chosen: nothing is swapped",
                ("8.6.3.1.1", "8.6.3.1.3"),
            )
            return
    else:
        pick = yield from one_card(
            rt,
            cands,
            "choose",
            f"{rt.text} — 入れ替えるカード",
            f"{rt.text} — the card to swap with",
            ("8.6.3", "8.6.3.1"),
        )
    where = ctx.where(pick)
    assert where is not None
    if where[1] == markers(slot):
        # 「このカードの下のマーカーの「X」を1枚とこのカードを選び、入れ替える」
        step = yield from _swap_with_marker(rt, uid, pick, slot, where[0])
        rt.chosen, rt.chosen_step, rt.done = [pick], step, True
        return
    step = yield from _swap_with_staged(
        ctx,
        uid,
        pick,
        slot,
        where[0],
        rt.causes(),
        # 10.8.3: at resolution this character is still in its slot and the card named in the
        # zone named (checked above): the swap is carried out
        (("10.8.1", "10.8.3") if change else ()),
        (("10.8.1", "10.8.5") if change else ()),
        {"means": "チェンジ", "used": "チェンジ"}
        if change and rt.program.kind == "auto"
        else {"used": "チェンジ"}
        if change
        else {},
    )
    rt.chosen, rt.chosen_step, rt.done = [pick], step, True
    if change:
        yield from keyword_used(rt, "チェンジ", ("10.8.2", "10.8.5"), (pick,), (step,))


def op_swap_stage(rt: Rt, op: Op) -> Proc:
    """「あなたは自分の…キャラを1枚とこのカードを選び、(それぞれを【スタンド】して)入れ替える」: this
    character and the one chosen swap slots, their markers with them (3.7.3.1); nothing is swapped
    when this card has left its slot or no character can be chosen (8.7.7; 1.3.2)."""
    ctx = rt.ctx
    assert op.target is not None
    here = slot_of(ctx, rt.source or "") if _still_same(rt) else None
    # 「このカードは他の枠に動かせない」 (1.3.3): a character that may not move is not swapped
    if here is not None and effect_banned(ctx, rt.source or "", "move_slot", rt.master) is not None:
        here = None
    cands = [
        u
        for u in resolve_sel(rt, op.target)
        if slot_of(ctx, u)
        and u != rt.source
        and move_banned(ctx, u, here) is None
        and move_banned(ctx, rt.source or "", slot_of(ctx, u)) is None
    ]
    if here is None or not cands:
        rt.done = False
        yield Reject(
            "このカードが枠にいないか、入れ替えるキャラがいないため、入れ替えは行いません",
            "this card is not in its slot or there is no character to swap with: nothing is swapped",
            ("8.7.7",) + ctx.principle("impossible"),
        )
        return
    if op.target.ref is not None:
        # 「このカードとそのキャラを入れ替える」: the character the text names (no choice, 8.6.3
        # is not reached) — one card
        pick = cands[0]
    else:
        pick = yield from one_card(
            rt,
            cands,
            "choose",
            f"{rt.text} — 入れ替えるキャラ",
            f"{rt.text} — the character to swap slots with",
            ("8.6.3", "8.6.3.1"),
        )
    if op.optional and (yield from declines_optional(rt, op, "入れ替える", "swap")):
        return
    step = yield from swap_on_stage(
        ctx,
        rt.source or "",
        pick,
        ("8.8.1",)
        + (("8.6.3",) if op.target.ref is None else ())
        + (("3.6.3",) if op.orientation is None else ()),
        orientation=op.orientation,
        caused_by=rt.causes(),
    )
    _keep_identity(rt, rt.source or "")
    rt.chosen, rt.chosen_step, rt.done = [pick, rt.source or ""], step, True


def op_swap_each(rt: Rt, op: Op) -> Proc:
    """「AとBを1枚ずつ選び、入れ替える」: one card of each zone is chosen (8.6.3), then each goes
    to the other's place — the same position in the other's zone. If either cannot be chosen,
    nothing is swapped (8.6.3.1.3; 1.3.2)."""
    ctx = rt.ctx
    assert op.target is not None and op_ext(op, "other") is not None
    picks: list[str] = []
    cl: tuple[str, ...] = ("8.6.3", "8.6.3.1")
    for s in (op.target, op_ext(op, "other")):
        cands = resolve_sel(rt, s)
        if not cands:
            rt.done = False
            yield Reject(
                f"{ZONE_JA.get(s.zone or '', s.zone)}に選べるカードがないため、入れ替えは行いません",
                f"no card can be chosen in the {s.zone}: nothing is swapped",
                ("8.6.3.1.3",) + ctx.principle("impossible"),
            )
            return
        pick = yield from one_card(
            rt,
            cands,
            "choose",
            f"{rt.text} — {ZONE_JA.get(s.zone or '', s.zone)}から選ぶカード",
            f"{rt.text} — the card to choose in the {s.zone}",
            cl,
        )
        picks.append(pick)
    a, b = picks
    chosen = yield Mark(
        clauses=cl,
        caused_by=rt.causes(),
        touches=(a, b),
        ja=f"{rt.master} は {card_label(ctx, a)} と {card_label(ctx, b)} を選ぶ",
        en=f"{rt.master} chooses {card_label(ctx, a)} and {card_label(ctx, b)}",
    )
    if op.optional and (yield from declines_optional(rt, op, "入れ替える", "swap")):
        return
    step = yield from _swap_places(ctx, a, b, (chosen,))
    rt.chosen, rt.chosen_step, rt.done = [a, b], step, True


def op_swap_last_two(rt: Rt, op: Op) -> Proc:
    """「山札を見てCXを1枚まで選んで公開し、手札のCXを1枚まで選んで公開し、それらのCXを入れ替え」:
    the cards of the effect's last two choices (one each, 8.6.3) swap places — each goes where
    the other was, at its position in that zone (8.8.1). If either choice chose no card (「1枚まで」
    with none chosen or none to choose: that target is not chosen and the swap, which involves
    it, is ignored — 8.6.3.1.3), or both are in one zone, nothing is swapped (1.3.2)."""
    ctx = rt.ctx
    assert op.target is not None
    last = rt.data.get("choices", ())[-2:]
    picks = [u for ch in last if len(ch) == 1 for u in ch if ctx.card(u) is not None]
    where = [ctx.where(u) for u in picks]
    if len(last) != 2 or len(picks) != 2 or None in where or where[0] == where[1]:
        rt.done = False
        unchosen = ("8.6.3.1.3",) if any(not ch for ch in last) else ()
        yield Reject(
            "入れ替える2枚がそろわないため、入れ替えは行いません",
            "the two cards to swap are not both there: nothing is swapped",
            ("8.6.3", "8.8.1") + unchosen + ctx.principle("impossible"),
        )
        return
    a, b = picks
    causes = rt.causes() + tuple(s for s in (rt.chosen_step,) if s is not None)
    step = yield from _swap_places(ctx, a, b, causes)
    rt.chosen, rt.chosen_step, rt.done = [a, b], step, True


def op_swap_chosen(rt: Rt, op: Op) -> Proc:
    """「あなたは…を1枚選び、相手は…を1枚選び、入れ替える」: the card on the stage and the one the
    other player chose elsewhere swap places — the one goes where the other was, the other into
    the slot, standing (8.8.1, 3.6.3). If either was not chosen, or neither or both are on the
    stage, nothing is swapped (1.3.2)."""
    ctx = rt.ctx
    assert op.target is not None and op_ext(op, "other") is not None
    a, b = resolve_sel(rt, op.target), resolve_sel(rt, op_ext(op, "other"))
    on = [u for u in (*a, *b) if slot_of(ctx, u)]
    if len(a) != 1 or len(b) != 1 or len(on) != 1:
        rt.done = False
        yield Reject(
            "入れ替える2枚がそろわないため、入れ替えは行いません",
            "the two cards to swap are not both there: nothing is swapped",
            ("8.8.1",) + ctx.principle("impossible"),
        )
        return
    staged = on[0]
    other = b[0] if staged == a[0] else a[0]
    slot = slot_of(ctx, staged)
    here = ctx.where(staged)
    assert slot is not None and here is not None
    step = yield from _swap_with_staged(
        ctx, staged, other, slot, here[0], rt.causes(Sel(ref="chosen"))
    )
    rt.chosen, rt.chosen_step, rt.done = [other, staged], step, True


def op_swap_chosen_pair(rt: Rt, op: Op) -> Proc:
    """「…を2枚選び、(それぞれを【スタンド】して)入れ替える」: the two characters chosen, on one
    player's stage, swap slots (8.8.1), standing when the text says so, each keeping its
    orientation otherwise (3.6.3), their markers with them (3.7.3.1). Unless exactly two were
    chosen, both on one stage and neither barred from moving (1.3.3), nothing is swapped: the
    effect needs both (8.6.3.1.3; 1.3.2)."""
    ctx = rt.ctx
    assert op.target is not None
    picks = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
    owners = {(ctx.where(u) or ("", ""))[0] for u in picks}
    barred = [
        u
        for u, v in ((picks, picks[::-1]) if len(picks) == 2 else ())
        if effect_banned(ctx, u, "move_slot", rt.master) is not None
        or move_banned(ctx, u, slot_of(ctx, v)) is not None
    ]
    if len(owners) == 1 and (
        (len(picks) == 1 and op.orientation is not None) or (len(picks) == 2 and len(barred) == 1)
    ):
        # the act on the pair can be done on one of them only (one could be chosen and the
        # text orients them; one of the two may not move, 1.3.3): the unsettled point
        # pair_step_in_part — done as far as it can be (8.6.3.1.2, 1.3.2) or not at all
        kw = ("10.14.1",) if rt.program.keyword == "フォース" else ()
        in_part = yield unsettled.choose(
            rt.master,
            "ws",
            "pair_step_in_part",
            {"as_far_as_possible": True, "not_done": False},
            more=kw,
        )
        if in_part:
            yield from _pair_step_in_part(rt, op, picks, barred, kw)
            return
    if (
        len(picks) != 2
        or len(owners) != 1
        or any(effect_banned(ctx, u, "move_slot", rt.master) is not None for u in picks)
        or any(move_banned(ctx, u, slot_of(ctx, v)) is not None for u, v in (picks, picks[::-1]))
    ):
        rt.done = False
        yield Reject(
            "入れ替える2枚のキャラがそろわないため、入れ替えは行いません",
            "the two characters to swap are not both there: nothing is swapped",
            ("8.6.3.1.3",) + ctx.principle("impossible"),
        )
        return
    if op.optional and (yield from declines_optional(rt, op, "入れ替える", "swap")):
        return
    a, b = picks
    step = yield from swap_on_stage(
        ctx,
        a,
        b,
        ("8.8.1",) + (("3.6.3",) if op.orientation is None else ()),
        orientation=op.orientation,
        caused_by=rt.causes(op.target),
    )
    rt.chosen, rt.chosen_step, rt.done = [a, b], step, True


def _pair_step_in_part(
    rt: Rt, op: Op, picks: list[str], barred: list[str], kw: tuple[str, ...]
) -> Proc:
    """The reading as_far_as_possible of pair_step_in_part: the swap of a chosen pair done on
    what it can be done on (8.6.3.1.2 「可能なかぎりの目標を選び、それらに対して指定された効果を与えます」,
    1.3.2 「可能な限りその行動を行います」) — the chosen card(s) put in the orientation the text
    names; the one free to move put into the other's slot (the one barred stays, 1.3.3; the slot
    then holding two, 9.6.2 keeps the one placed last at the check timing); with one card chosen
    there is no slot to exchange, nothing moves."""
    ctx = rt.ctx
    cl = ("8.6.3.1.2", "1.3.2", *kw)
    if op.orientation is not None:
        for u in picks:
            c = ctx.card(u)
            if c is not None and c.orientation != op.orientation:
                yield Orient(
                    uid=u, orientation=op.orientation, clauses=cl, caused_by=rt.causes(op.target)
                )
    if len(picks) == 2 and len(barred) == 1:
        mover = next(u for u in picks if u not in barred)
        stay = barred[0]
        w, to = ctx.where(mover), slot_of(ctx, stay)
        c = ctx.card(mover)
        assert w is not None and to is not None and c is not None
        yield from leave_stage(
            ctx,
            mover,
            w[0],
            stage(to),
            cl + ("1.3.3", "3.6.3", "9.6.2"),
            orientation=c.orientation,
            caused_by=rt.causes(op.target),
        )
    else:
        yield Mark(
            clauses=cl + ("8.8.1",),
            ja="選べたキャラは1枚のみ: 入れ替える相手がいないため、入れ替えは行わない",
            en="only one character could be chosen: there is nothing to swap it with",
        )
    rt.chosen, rt.done = list(picks), True


def op_move_slot(rt: Rt, op: Op) -> Proc:
    """Move a character from its slot to another (後列のキャラのいない枠に動かす): its
    orientation stays as it is (3.6.3) and its markers go with it (3.7.3.1)."""
    ctx = rt.ctx
    assert op.target is not None and op.dest is not None
    targets = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
    if not targets:
        rt.done = False
        yield Reject(
            "動かすキャラが舞台にいないため、この処理は行えません",
            "there is no character on the stage to move: this is not done",
            no_target_clauses(rt, op.target) + ctx.principle("impossible"),
        )
        return
    uid = targets[0]
    ban = effect_banned(ctx, uid, "move_slot", rt.master)
    if ban is not None:
        # 「このカードは他の枠に動かせない」 (1.3.3)
        rt.done = False
        yield Reject(
            f"{card_label(ctx, uid)} は他の枠に動かせないため、この処理は行えません（{ban.source}）",
            f"{card_label(ctx, uid)} cannot be moved to another slot ({ban.source})",
            ctx.principle("prohibition") + ban.clauses,
        )
        return
    owner = master_of(ctx, uid)
    # このカードがいた枠 (as in ``op_to_slot``): the slot this card left
    was = rt.data.get("was_slot") or (
        rt.data.get("slot") if rt.data.get("card") == rt.source else None
    )
    dest = op.dest
    if dest == "was_left":
        # 「…を手札に戻し、…1枚選び、そのキャラがいた枠に動かす」: the slot a card an earlier
        # step of this effect moved off the stage left, on this character's stage (3.1.6); none,
        # or several such cards, and the slot is not known
        left = [
            sl
            for u, sl in rt.data.get("left_slots", {}).items()
            if u != uid and (lc := ctx.card(u)) is not None and lc.owner == owner
        ]
        was, dest = (left[0] if len(left) == 1 else None), "was"
    slots = slots_to_move(ctx, uid, dest, was, rt.source)
    if not slots:
        rt.done = False
        yield Reject(
            "動かせる枠がないため、この処理は行えません",
            "there is no slot to move it to: this is not done",
            ctx.principle("impossible"),
        )
        return
    if op.optional and (
        yield from declines_optional(
            rt, op, f"{card_label(ctx, uid)} を動かす", f"move {card_label(ctx, uid)}"
        )
    ):
        return
    slot = yield from text_slot(
        rt,
        slots,
        f"{card_label(ctx, uid)} を動かす枠",
        f"slot to move {card_label(ctx, uid)} to",
        ("8.6.3",),
        owner,
    )
    held = [x.uid for x in ctx.zone(owner, f"stage.{slot}") if x.uid != uid]
    if held and op.dest.startswith(("any:", "other:", "near:")):
        # 「他の枠 / 舞台の好きな枠に動かす」 into a slot a character holds: the rules give a swap
        # only to the turn player's move of the main phase (6.5.1.2.4); for an effect's move
        # they do not say (3.6.2: in principle one card a slot; 9.6.2: two in one slot, the
        # one put there earlier to the waiting room) — every reading runs
        reading = yield unsettled.choose(
            rt.master,
            "ws",
            "move_into_occupied_slot",
            {"swap": "swap", "rule_process": "rule_process", "empty_only": "empty_only"},
        )
        if reading == "swap":
            moved = yield from swap_on_stage(
                ctx, uid, held[0], ("8.8.1", "3.6.3", "6.5.1.2.4"), caused_by=rt.causes(op.target)
            )
            _keep_identity(rt, uid, held[0])
            rt.chosen_step = moved
            rt.chosen = [uid]
            rt.done = True
            return
        if reading == "empty_only":
            empty = [sl for sl in slots if not ctx.zone(owner, f"stage.{sl}")]
            if not empty:
                rt.done = False
                yield Reject(
                    f"キャラのいない枠がないため、{card_label(ctx, uid)} は動かされません",
                    f"no slot is empty: {card_label(ctx, uid)} is not moved",
                    ("3.6.2",) + ctx.principle("impossible"),
                )
                return
            slot = yield from text_slot(
                rt,
                empty,
                f"{card_label(ctx, uid)} を動かす枠（キャラのいない枠）",
                f"slot to move {card_label(ctx, uid)} to (an empty one)",
                ("8.6.3", "3.6.2"),
                owner,
            )
    c = ctx.card(uid)
    step = yield from leave_stage(
        ctx,
        uid,
        owner,
        f"stage.{slot}",
        ("8.8.1", "3.6.3"),
        ja=f"{card_label(ctx, uid)} を{SLOT_JA[slot]}の枠に動かす",
        en=f"{card_label(ctx, uid)} is moved to {slot}",
        orientation=c.orientation if c is not None else None,
        caused_by=rt.causes(op.target),
    )
    _keep_identity(rt, uid)
    rt.chosen_step = step
    rt.chosen = [uid]
    rt.done = True


def _keep_identity(rt: Rt, *uids: str) -> None:
    """A card moved from a slot to another slot is the same card (3.1.4 makes a new card only of
    one that leaves the slots): 「このカード」 still names it in the rest of the effect."""
    c = rt.ctx.card(rt.source or "")
    if rt.source in uids and c is not None and slot_of(rt.ctx, c.uid) and "placed" in rt.data:
        rt.data["placed"] = c.placed


def _markers_chosen(rt: Rt, op: Op, picks: list[str]) -> Generator[Any, Any, list[str]]:
    """Markers chosen under this card (「このカードの下のマーカーを1枚選び」) that are not the top
    ones of their zone: removed as chosen (the text's choice, 8.6.3 / 1.3.1), or from the top
    whatever was chosen (3.7.2) — the audit's marker_chosen_not_top, both readings run, the
    engine's (as chosen) first. The cards chosen under the reading taken."""
    assert op.target is not None
    if op.target.zone != "under_this" or not picks:
        return picks
    where = rt.ctx.where(picks[0])
    if where is None:
        return picks
    pile = [c.uid for c in rt.ctx.zone(where[0], where[1])]
    top = pile[: len(picks)]
    if set(picks) == set(top) or not set(picks) <= set(pile):
        return picks
    from ruling import unsettled

    # face-up markers (3.7.2.1) can be told apart: the choice is one among known cards
    face_up = all((c := rt.ctx.card(u)) is not None and c.face_up for u in pile)
    if (
        yield unsettled.choose(
            rt.master,
            "ws",
            "marker_chosen_not_top",
            {"chosen": False, "from_top": True},
            ("3.7.2.1",) if face_up else (),
        )
    ):
        s = yield Mark(
            clauses=("3.7.2",),
            ja="マーカーは一番上から順番に取り除かれる（3.7.2 の読み）",
            en="markers are removed from the top, in order (the reading of 3.7.2)",
        )
        rt.why += (s,)
        return top
    return picks


def op_choose(rt: Rt, op: Op, exclude: tuple[str, ...] = ()) -> Proc:
    """``exclude``: cards chosen already by another part of the same choice (「AをN枚とBをM枚
    選び」: a card is one choice only)."""
    ctx = rt.ctx
    assert op.target is not None
    if ext(op.target, "stat_x") is not None and op_ext(op, "x") is not None:
        # レベルＸ以下の…を選び: X as it is now (「Ｘは…に等しい」)
        st_name, cmp = ext(op.target, "stat_x")
        xv = eval_x(rt, op_ext(op, "x"))
        xstep = yield Mark(
            clauses=("8.6.3", *x_absent_clauses(rt, op_ext(op, "x"))),
            caused_by=rt.causes(op_ext(op, "x").sel),
            watch=tuple(rt.chosen) if op_ext(op, "x").sel.ref == "chosen" else (),
            ja=f"Ｘ = {xv}",
            en=f"X = {xv}",
        )
        rt.why += (xstep,)  # what may be chosen is decided by Ｘ's value
        op = with_op(
            op, target=ws_sel(op.target, stat_x=None, stats=op.target.stats + ((st_name, cmp, xv),))
        )
    if op_ext(op, "x") is not None and op.n is None and ext(op.target, "stat_x") is None:
        # the count is Ｘ (a stat filter's Ｘ, 「レベルＸ以下の」, was read above):
        # 「自分の手札を同じ枚数選び」: as many as the step before dealt with, counted now;
        # 「…をＸ枚まで選び。Ｘは…に等しい」: Ｘ as it is now (never below 0)
        xv = max(eval_x(rt, op_ext(op, "x")), 0)
        same = op_ext(op, "x").op == "same"
        rt.why += (
            (
                yield Mark(
                    clauses=("8.6.3", *x_absent_clauses(rt, op_ext(op, "x"))),
                    caused_by=rt.causes(op_ext(op, "x").sel),
                    ja=f"選ぶ枚数 = {xv}" + ("（同じ枚数）" if same else "（Ｘ）"),
                    en=f"the number to choose = {xv}" + (" (the same number)" if same else " (X)"),
                )
            ),
        )
        op = with_op(op, n=xv, x=None)
    # a card the filter leaves out only by a value not given is branched on (qualifies / not,
    # ``values.branch_candidates``), or — a card of a count, too many — stated
    owner_ = rt.data.get("effect_master") or rt.master or ""
    target = op.target
    own_hand = (
        target.owner is None
        and target.ref is None
        and target.zones == ("hand",)
        and op.performer in (None, "you", "opponent")
    )
    if own_hand:
        # 「(あなたは)手札を1枚選び」, no owner named: the hand of the player who chooses — a
        # player cannot see the other's hand (3.3.2), so the cards are their own
        target = replace(target, owner=op.performer or "you")
    cands = yield from branch_candidates(
        ctx,
        lambda: [u for u in resolve_sel(rt, target) if u not in exclude],
        owner_,
        rt.text,
        ("8.6.3",),
    )
    if op.target.ref == "among_chosen":
        # 残りのカード: those of them not chosen now (「それらのカードの《X》のキャラを1枚まで選
        # び、…残りのカードを」: the cards the filter left out are among the rest)
        rt.looked = [u for u in resolve_sel(rt, Sel(ref="among_chosen")) if u not in exclude]
    # whose effect this is: its master, also when the text makes another player carry the step
    # out (「相手は自分のキャラを1枚選び」, 8.6.5; the effect's master, 4.3.3)
    owner = rt.data.get("effect_master") or rt.master
    shields = {
        u: e
        for u in cands
        if slot_of(ctx, u)
        and (e := choice_shield(ctx, u, owner, rt.source, rt.program)) is not None
    }
    shielded = list(shields)
    if shielded:
        # 「このカードは相手の効果に選ばれない」 (or 「相手のキャラの効果に」, 「他のあなたのキャラの
        # 効果に」): that card's continuous effect (8.1.1.3) takes it out of what this effect may
        # choose (8.6.3); the prohibition beats the instruction (1.3.3)
        why = "、".join(dict.fromkeys(str(e.source) for e in shields.values()))
        shield = yield Mark(
            # whose effect it is, against whom the card is shielded: the effect's master, the
            # master of the ability that made it (4.3.3)
            clauses=("8.1.1.3", "8.6.3", "4.3.3") + ctx.principle("prohibition"),
            touches=tuple(shielded),
            ja=f"{'、'.join(card_label(ctx, u) for u in shielded)} はこの効果に選ばれないため、選べません（{why}）",
            en=f"{', '.join(card_label(ctx, u) for u in shielded)} cannot be chosen by this "
            f"effect ({why})",
        )
        cands = [u for u in cands if u not in shielded]
        rt.why += (shield,)  # what is left to choose from
    n = (op.n or 0) * (per_count(rt, op.per) if op.per is not None else 1)
    if op.bound in ("all", "any"):
        # 「…すべてを選び」: every card that can be chosen is (8.6.3); one that cannot (above, or
        # none there) is simply not among them (1.3.2). 「好きな枚数選び」: up to every one of
        # them, the master stopping when they like
        n = len(cands)
    if op.per is not None and n == 0:
        rt.done = False
        rt.chosen = []  # nothing chosen: the steps about 「選んだカード」 act on none (1.3.2)
        rt.data["chosen_n"] = 0
        yield Reject(
            "「1枚につき」の数が0のため、選びません",
            "the 'for each' count is 0: nothing is chosen",
            ctx.principle("non_positive_count"),
        )
        return
    hidden = (op.target.zone or "") in ("deck", "looked", "hand")
    # 「…を1枚選んでよい」: the master may choose none (8.6.4: doing it or not is theirs to pick)
    may_skip = (
        op.bound in ("up_to", "any") or op.optional or (hidden and _asks_card_info(op.target))
    )
    cl: tuple[str, ...] = ("8.6.3",) + link_clauses(op.target) + (("3.3.2",) if own_hand else ())
    if op.target.same_as is not None:
        # 「…と同じカード名の」: the names those cards have now, an effect's 「「X」としても扱う」
        # among them (2.1.2; a continuous effect on the card's information, 8.9.1.2)
        given = [e for u in resolve_sel(rt, op.target.same_as) for e in name_effects(ctx, u)]
        if given:
            cl += ("2.1.2",) + tuple(c for e in given for c in e.clauses)
    if op.target.same_trait is not None and any(
        not known_traits(ctx, u) for u in resolve_sel(rt, op.target.same_trait)
    ):
        # 「Xと同じ特徴を」 with a card X that has no trait: its trait is read as absent (2.19.1)
        # and no trait is the same as it (2.19.2)
        cl += ("2.19.1", "2.19.2")
    if op.target.kind == "character" and op.target.zone in (None, "stage") and not op.target.ref:
        # 「キャラ」 (the compiler reads a zone left unnamed as the stage): a character card on the
        # stage — not one in the hand or the waiting room
        cl += ("2.3.2.1.2",)
    if op.target.kind == "climax" and ext(op.target, "unnamed_zone"):
        # 「クライマックス」 with no zone named: one in the climax zone, not the hand's or the
        # waiting room's (2.3.2.3.2)
        cl += ("2.3.2.3.2",)
    if op.bound != "any":
        # a number given (8.6.3.1), or up to it (8.6.3.1.1); 「好きな枚数」 gives none
        cl += ("8.6.3.1.1",) if op.bound == "up_to" else ("8.6.3.1",)
    if op.optional and op.bound != "up_to":
        cl += ("8.6.4",)
    cl += absent_values_read(ctx, op.target, cands)
    if ext(op.target, "distinct_colours"):
        cl += ("2.4.1",)
    if op.target.traits or op.target.traits_any:
        # 「《X》のキャラ」: which cards have the trait now, a continuous effect's gift (or a gift
        # whose condition is unmet) among the reasons (8.9.1.2)
        for u in resolve_sel(
            rt, replace(op.target, traits=(), traits_any=(), count=None, bound="all")
        ):
            for t in (*op.target.traits, *op.target.traits_any):
                cl += tuple(c for c in trait_clauses(ctx, u, t) if c not in cl)
            # a card of a type that has no traits (an event, a climax: 2.5.1) is not one
            card = ctx.card(u)
            lack = lacks_by_type(ctx, card, "traits") if card is not None else None
            if lack is not None and lack not in cl:
                cl += (lack,)
    if op.bound not in ("up_to", "any") and hidden and may_skip:
        # the zone is a hidden one (3.1.3: its cards are not revealed to every player — the hand
        # too, though its player sees it, 3.3.2; the deck, 3.2.2): the chooser may choose none
        cl += ("8.6.3.1.4", "3.1.3") + HIDDEN_ZONE_CLAUSES.get(op.target.zone or "", ())
    if (
        op.target.zone == "stock"
        and not op.target.ref
        and op.bound not in ("all", "any")
        and n < len(cands)
    ):
        # 「ストックをN枚選び」 with more cards there than it names: which may be chosen is a
        # reading (the audit's stock_choice_position) — any (the text's 「選び」, 1.3.1 / 8.6.3.1)
        # or the top ones, as any card removed from the stock is (3.10.2)
        from_top = yield unsettled.choose(
            rt.master, "ws", "stock_choice_position", {"any_card": False, "from_top": True}
        )
        if from_top:
            cl += ("3.10.2",)
            cands = [u for u in cands if _stock_depth(ctx, u) < n]
    if op_ext(op, "count_omitted") and cands:
        # 「相手のキャラを選び」: no number printed; read as one target (8.6.3), a number the rules
        # do not give (the audit's omitted_choice_count)
        yield unsettled.flag(
            "ws",
            "omitted_choice_count",
            (
                "任意の枚数（0枚を含む）を選べる",
                "any number may be chosen, none included",
            ),
        )
    picks: list[str] = []
    taken: set[str] = set()  # 「それぞれ異なるカード名の」: the names of the cards picked so far
    hues: set[str] = set()  # 「色が異なる」: the colours of the cards picked so far
    # 「N枚まで選び」 is asked card by card, ``no`` stopping it; a scenario may also answer it by
    # the number chosen (8.6.3.1.1 「0から指定された数までの間で任意の数」): ``0`` is ``no``, and a
    # number k of 1…N (asked first, with N ≥ 2) is the count — the next k answers are the cards.
    # The counts have the first card's sig: no branch of their own (``up_to_count_options``)
    counted = False
    while len(picks) < n:
        left = [u for u in cands if u not in picks]
        if op.target.distinct_names:
            left = [u for u in left if not (_name_keys(ctx, u) & taken)]
        if ext(op.target, "distinct_colours"):
            # 「色が異なるキャラを3枚まで選び」: none sharing a colour with a card picked (2.4.1)
            left = [u for u in left if not (colours(ctx, [u]) & hues)]
        if not left:
            if op.bound not in ("up_to", "any") and len(picks) < n:
                # as many as can be chosen (1.3.2: the part that cannot be done is not done)
                cl += (("8.6.3.1.2",) if picks else ("8.6.3.1.3",)) + ctx.principle("impossible")
            break
        if op.bound == "all":
            picks.append(left[0])  # 「すべてを選び」: no choice is left to the master
            continue
        if op.target.ref == "this" and not may_skip and len(left) == 1:
            # 「…とこのカードを選ぶ」: this card is the one target the words allow — no choice
            # is left to its master (8.6.3.1: chosen, as it can be)
            picks.append(left[0])
            continue
        cards = tuple(card_option(ctx, u) for u in left)
        counts: tuple[Option, ...] = ()
        if op.bound == "up_to" and not picks and not counted and n >= 2:
            counts = up_to_count_options(cards[0], min(n, len(left)))
        skip = (
            ()
            if counted
            else ((NO_UP_TO if op.bound in ("up_to", "any") else NO,) if may_skip else ())
        )
        pick = yield Choose(
            rt.master,
            "choose",
            f"{rt.text} — 選ぶカード",
            f"{rt.text} — the card to choose",
            (*cards, *counts, *skip),
            cl,
            # a choice none of which may be taken, before a may on the cards chosen (「…を1枚
            # 選び、…に置いてよい」 / 「手札の…を1枚控え室に置いてよい」): an `at: optional` entry
            # next is the writer's answer to that may — the branch choosing none never reaches
            # it and is ruled out
            leads_to=("optional",) if skip and not counted else (),
        )
        if isinstance(pick, tuple) and pick[:1] == ("count",):
            n, counted = pick[1], True  # that many cards, each the next answer
            continue
        if not pick:
            break
        picks.append(pick)
        taken |= _name_keys(ctx, pick)
        hues |= colours(ctx, [pick])
    picks = yield from _markers_chosen(rt, op, picks)
    rt.chosen = picks
    # 「Ｘはその枚数×1000に等しい」: how many this choice chose, wherever they go next
    rt.data["chosen_n"] = len(picks)
    # fewer chosen than the number printed, some (1.3.2: as many as could be): a may that then
    # acts on them is the reading optional_step_in_part
    rt.data["short_choice"] = op.bound not in ("up_to", "any") and 0 < len(picks) < n
    rt.data.setdefault("chosen_all", []).extend(picks)  # 「その舞台のキャラ」: any choice before
    # each player's choice, kept apart (「あなたが選んだキャラ」, 「…選び、相手は…選び、入れ替える」)
    rt.data.setdefault("chosen_by", {})["opponent" if rt.data.get("as_opponent") else "you"] = picks
    rt.data["chosen_last"] = picks  # 「選んだキャラ」, whoever chose
    # the stay on the stage of each character chosen there: a later 「そのキャラの…」 of this
    # effect reads it as it last was there once it has left (8.11.1, ``eval_x``)
    rt.data["chosen_stays"] = {
        **rt.data.get("chosen_stays", {}),
        **{u: c.placed for u in picks if slot_of(ctx, u) and (c := ctx.card(u)) is not None},
    }
    # every choice of this effect in order (「…選び、…選び、それらを入れ替え」: the last two)
    rt.data["choices"] = (*rt.data.get("choices", ()), tuple(picks))
    rt.done = bool(picks)
    if picks and rt.data.pop("read_last_slot", False):
        # 「このカードの正面の」 of a card that has left its slot: read where it last was (8.11.1)
        cl += ("8.11.1",)
    if picks:
        # a value the filter read that an effect changed where the card is (the hand's level,
        # 2.12.2.3): that effect decides the choice too
        for u in picks:
            for st_name, _cmp, _n in op.target.stats:
                if not slot_of(ctx, u) and changed_off_stage(ctx, u, st_name):
                    cl += stat_clauses(ctx, u, st_name)
        rt.chosen_step = yield Mark(
            caused_by=rt.causes(op.target),
            clauses=cl,
            touches=tuple(picks),
            ja=f"{rt.master} は {'、'.join(card_label(ctx, u) for u in picks)} を選ぶ",
            en=f"{rt.master} chooses {', '.join(card_label(ctx, u) for u in picks)}",
        )
    else:
        # a zone left unnamed (2.3.2.1.2, 2.3.2.3.2): the cards of that kind in the hand or the
        # waiting room were never candidates — that reading is why they stay where they are
        left_out = (
            [
                u
                for z in ("hand", "waiting_room")
                for u in resolve_sel(rt, ws_sel(op.target, zone=z))
                if u not in cands
            ]
            if ext(op.target, "unnamed_zone")
            else []
        )
        rt.chosen_step = yield Mark(
            clauses=cl,
            # the cards that could have been chosen stay where they are
            touches=tuple(
                r
                for u in (*cands, *left_out)
                for r in (u, *(f"{w[0]}.{w[1]}" for w in [ctx.where(u)] if w is not None))
            ),
            ja="選べるカードがない（または選ばない）ため、選ばれたカードはありません",
            en="no card is chosen (none can be, or the player chooses none)",
        )


def _stock_depth(ctx: Ctx, uid: str) -> int:
    """How many cards lie above card ``uid`` in its stock (0: the top card; 3.10.2 puts a card on
    top of those there, and takes the top one first)."""
    w = ctx.where(uid)
    stock = [c.uid for c in ctx.zone(w[0], w[1])] if w is not None else []
    return stock.index(uid) if uid in stock else 0


# the clause that makes each zone a choice may be made in a hidden one (8.6.3.1.4)
HIDDEN_ZONE_CLAUSES: dict[str, tuple[str, ...]] = {"hand": ("3.3.2",), "deck": ("3.2.2",)}


def _asks_card_info(sel: Sel) -> bool:
    """The choice needs a card's information (2.x: its kind, traits, name, values, colour,
    icons, abilities): in a hidden zone the chooser may then choose none (8.6.3.1.4)."""
    return bool(
        (sel.kind not in (None, "card"))
        or not_kind(sel)
        or not_names(sel)
        or sel.traits
        or sel.traits_any
        or sel.names
        or sel.contains_any
        or sel.not_contains
        or sel.stats
        or ext(sel, "stat_x")
        or ext(sel, "stat_level")
        or sel.colors
        or sel.icons
        or sel.icons_any
        or sel.has
        or sel.same_name
        or sel.same_trait
        or sel.alts
    )


def _into_opponents_zone(rt: Rt, op: Op, owners: list[str]) -> Proc:
    """「相手の…置場に置く」 (``op.dest_owner``): a card is put into a zone of its owner (3.1.6),
    so the opponent's cards go there as any card would; a card of another player's named into
    the opponent's zone is a move the engine does not run (warned, not done). True when the step
    goes on."""
    if op_ext(op, "dest_owner") != "opponent":
        return True
    opp = rt.ctx.state.opponent(rt.master)
    if all(o == opp for o in owners):
        return True
    text = rt.text or ""
    yield Warn(
        "unsupported",
        f"未対応の能力: {text} — 相手のものでないカードを相手の領域に置くことは扱えません",
        f"unsupported ability: {text} — a card not the opponent's put into the opponent's zone",
        ("3.1.6",),
    )
    rt.done = False
    return False


def dest_player(rt: Rt, op: Op, owner: str) -> str:
    """The player whose zone a card of ``owner`` goes to: the master's when the text names it
    (「あなたの…置場に置く」, ``op.dest_owner`` you), else the card's owner's (3.1.6: a zone whose
    player is not named is the owner's; 「相手の…」 is the owner's too, ``_into_opponents_zone``).
    「あなた」 is the ability's master even in a step the opponent does (「相手は…選び、あなたの手札に
    加える」, 8.6.5: ``effect_master`` while the opponent acts)."""
    if op_ext(op, "dest_owner") != "you":
        return owner
    return rt.data.get("effect_master") or rt.master


def op_move(rt: Rt, op: Op) -> Proc:
    if op.per is not None and op.target is not None and op.target.count:
        # 「それらのカードのCX1枚につき、…山札の上から1枚を、ストック置場に置く」: that many
        # cards of the pile's end for each card counted, when the step is done
        k = per_count(rt, op.per)
        yield Mark(
            clauses=("8.6.3", *per_absent_clauses(rt, op.per)),
            caused_by=rt.causes(op.per),
            ja=f"置く枚数 = {op.target.count}×{k}",
            en=f"the number of cards to put = {op.target.count} x {k}",
        )
        if k <= 0:
            rt.done = False
            yield Reject(
                "移動する枚数が0のため、この処理は行いません",
                "the number of cards to move is 0: this is not done",
                rt.ctx.principle("non_positive_count"),
            )
            return
        op = with_op(op, target=ws_sel(op.target, count=op.target.count * k), per=None)
    yield from _op_move(rt, op)


def _move_prohibited(rt: Rt, op: Op, dest: str) -> Generator[Any, Any, bool]:
    """「相手は控え室のカードを手札に加えられない」 (``ruling.cardtext.modal``) in force on the
    master, who would do the move (8.6.5): the move from that zone to ``dest`` is not done — the
    prohibition wins over the instruction (1.3.3); True when it was refused."""
    from ruling.games._ws.continuous import move_prohibition

    ctx = rt.ctx
    if op.target is None:
        return False
    if op.target.ref == "chosen":
        srcs = [w[1] for u in rt.chosen if (w := ctx.where(u)) is not None]
    elif op.target.ref is None and op.target.zone:
        srcs = [op.target.zone]
    else:
        return False
    for src in dict.fromkeys(srcs):
        ban = move_prohibition(ctx, rt.master, src, dest)
        if ban is None:
            continue
        rt.done = False
        yield Reject(
            f"{rt.master} は{ZONE_JA.get(src, src)}のカードを{ZONE_JA.get(dest, dest)}に置くことを"
            f"禁止されているため、移動しません（{ban.source}）",
            f"{rt.master} is prohibited from putting cards from the {src} into the {dest}: "
            f"they do not move ({ban.source})",
            (*ctx.principle("prohibition"), *ban.clauses),
            caused_by=rt.causes(),
        )
        return True
    return False


def _op_move(rt: Rt, op: Op) -> Proc:
    ctx = rt.ctx
    assert op.target is not None and op.dest is not None
    dest = op.dest
    if (yield from _move_prohibited(rt, op, dest)):
        return
    if but_chosen(op.target) and not rt.chosen:
        # 「…を1枚選び、そのカード以外の…すべてを…」 with no card chosen: ignored as an effect
        # involving the target (8.6.3.1.3), or done on every card (1.3.2)? (the audit's
        # except_unchosen; the engine's reading first)
        ignored = yield unsettled.choose(
            rt.master, "ws", "except_unchosen", {"all_others": False, "ignored": True}
        )
        if ignored:
            rt.done = False
            yield Reject(
                "目標が1つも選ばれなかったため、その目標のかかわるこの処理は無視されます",
                "no target was chosen: this step, which involves it, is ignored",
                ("8.6.3.1.3",),
            )
            return
    if op_ext(op, "alt_dest") is not None:
        # 山札の上か控え室に置く / 山札の上か下か控え室に置く: the master picks one of them
        where = {"top": "上", "bottom": "下"}
        others = op_ext(op, "alt_dest").split("|")
        # a pile with ends named first (「山札の上か…」) is named with its end; another zone
        # (「控え室か山札の上に」) by itself
        ended = dest in ("deck", "stock")
        first = ZONE_JA.get(dest, dest) + (f"の{where.get(dest_pos(op), '')}" if ended else "")
        key = f"{dest}@{dest_pos(op)}" if ended and any("@" in o for o in others) else dest
        options = [
            # 「山札の上」: also named with its position (deck@top)
            Option(
                key,
                first,
                f"{dest_pos(op)} of {dest}" if ended else dest,
                key,
                aliases=(first, f"{dest}@{dest_pos(op)}") if ended else (first,),
            )
        ]
        zones = [dest] + [o.partition("@")[0] for o in others]
        for other in others:
            alt_zone, _, alt_pos = other.partition("@")
            second = ZONE_JA.get(alt_zone, alt_zone) + (f"の{where[alt_pos]}" if alt_pos else "")
            # 「控え室か山札の上に」: the pile named once, its name alone answers too
            alone = (alt_zone,) if alt_pos and zones.count(alt_zone) == 1 else ()
            options.append(Option(other, second, other, other, aliases=(second, *alone)))
        picked: Any = True
        if op.optional:
            # 「AかBに置いてよい」 (8.6.4): whether to put it, and where, is one decision — asked
            # as the may (`at: optional`: yes / no) that a place named answers too (`at: dest`:
            # the place is chosen and the put done); a yes leaves the place to the next question
            picked = yield Choose(
                rt.master,
                "optional",
                "置くか、どこに置くか（任意）",
                "put it, and where? (optional)",
                (
                    replace(YES, sig="do"),
                    NO,
                    *(replace(o, sig="do") for o in options),
                ),
                ("8.6.4",),
                also=("dest",),
            )
            if not picked:
                rt.done = False
                return
            op = with_op(op, optional=False)
        if picked is True:
            picked = yield Choose(
                rt.master,
                "dest",
                "置く先を選ぶ",
                "choose where to put it",
                tuple(options),
                ("8.6.3",),
            )
        dest, _, pos = str(picked).partition("@")
        op = with_op(op, dest=dest, dest_pos=pos or dest_pos(op), alt_dest=None)
        # the end picked (「山札の下に置いたなら」 reads it)
        rt.data["put_end"] = dest_pos(op) if dest == "deck" else None
    if (
        op_ext(op, "x") is not None
        and op.target.pos in ("top", "bottom")
        and op.target.count is None
    ):
        # 山札の下からＸ枚を / 山札の上から同じ枚数を: the number as it is when the step is done
        xv = eval_x(rt, op_ext(op, "x"))
        yield Mark(
            clauses=("8.6.3", *x_absent_clauses(rt, op_ext(op, "x"))),
            caused_by=rt.causes(op_ext(op, "x").sel),
            watch=tuple(rt.chosen) if op_ext(op, "x").sel.ref == "chosen" else (),
            ja=f"Ｘ = {xv}",
            en=f"X = {xv}",
        )
        if xv <= 0:
            rt.done = False
            yield Reject(
                "移動する枚数が0のため、この処理は行いません",
                "the number of cards to move is 0: this is not done",
                ctx.principle("non_positive_count"),
            )
            return
        op = with_op(op, target=ws_sel(op.target, count=xv))
    # 3.1.6: into the owner's zone — unless the text names the zone's player (「あなたの…」)
    cl: tuple[str, ...] = ("8.8.1",) + (() if op_ext(op, "dest_owner") == "you" else ("3.1.6",))
    if op.performer == "you" and not op_ext(op, "own_topic"):
        # 「山札の上から1枚をクロック置場に置く」: the text names no one to do it — the master
        # does it (8.6.5), from and into its own zones
        cl += ("8.6.5",)
    if op.target.zone == "under_this" and op.target.pos == "top":
        cl += ("3.7.2",)  # markers are taken from the top of their zone
    cl += dest_clauses(dest)  # 4.10.2 into the clock; 3.12.1 into the memory (思い出にする)
    if op.target.pos in ("top", "bottom") and op.target.bound == "up_to" and op.target.count:
        # 山札の上から1枚までを / クロックの下から2枚までを: how many is the master's choice
        # (none too, 8.6.3.1.1), taken from that end
        pl = rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
        n = op.target.count
        most = min(n, len(ctx.zone(pl, op.target.zone or "deck")))
        if most == 0 and not unknown_zone(
            ctx,
            pl,
            op.target.zone or "deck",
            ZONE_JA.get(op.target.zone or "deck", ""),
            op.target.zone or "deck",
        ):
            # 「クロックの上から1枚までを」 with that zone empty: there is nothing to put — the step
            # is simply not done (1.3.2), and what follows it in the effect is done all the same
            rt.done = False
            yield Reject(
                f"{pl} の{ZONE_JA.get(op.target.zone or '', '')}にカードがないため、この処理は行いません",
                f"{pl}'s {op.target.zone} holds no card: this step is not done",
                ("8.6.3.1.1",) + ctx.principle("impossible"),
            )
            return
        opts, whole = count_options(ctx, most)
        end_ja, end_en = ("上", "top") if op.target.pos == "top" else ("下", "bottom")
        k = yield Choose(
            rt.master,
            "count",
            f"{ZONE_JA.get(op.target.zone or '', '')}の{end_ja}から{ZONE_JA.get(dest, dest)}に"
            f"置く枚数（{n}枚まで）",
            f"how many to put from the {end_en} into {dest} (up to {n})",
            opts,
            ("8.6.3.1.1",)
            + whole
            # from the deck card by card (3.2.3): before each next card the master may declare
            # the end (3.2.3.1) — the number it stops at
            + (("3.2.3", "3.2.3.1") if (op.target.zone or "deck") == "deck" else ()),
        )
        if not k:
            rt.done = False
            return
        op = with_op(op, target=ws_sel(op.target, count=int(k), bound="exact"))
    if op.target.pos == "bottom" and op.target.zone == "deck":
        pl = rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
        if f"{pl}.deck" in ctx.state.vars.get("shuffled", []):
            yield Warn(
                "assumption",
                f"シャッフル後の{pl}の山札の順番は不明です。山札の下のカードは書かれた順番で扱いました",
                f"the order of {pl}'s shuffled deck is hidden; its bottom cards follow the listed order",
                ("3.2.4",),
                key="hidden_order_listed",
            )
    if dest == "under_this":
        # 「山札の上から1枚を、このカードの下にマーカーとして置く」 too: the cards named go under it
        yield from _put_under_this(rt, op, cl)
        return
    if dest == "under_chosen_on_stage":
        # 「その舞台のキャラの下にマーカーとして置く」: under the character on the stage this
        # effect chose before (3.7.1)
        hosts = resolve_sel(rt, Sel(ref="chosen_on_stage"))
        yield from _put_under_this(rt, op, cl, hosts[-1] if hosts else "")
        return
    if dest == "under_described":
        # 「自分のキャラの下にマーカーとして置く」: under one of the characters described, on the
        # stage, which the master picks as the one carrying the step out (3.7.1; 8.6.5); a card
        # does not go under itself
        going = set(resolve_sel(rt, op.target))
        host_sel = op_ext(op, "host")
        hosts = (
            [u for u in resolve_sel(rt, host_sel) if slot_of(ctx, u) and u not in going]
            if host_sel is not None
            else []
        )
        host = ""
        if hosts:
            host = yield from one_card(
                rt,
                hosts,
                "marker_host",
                "マーカーを置くキャラ",
                "the character the markers go under",
                ("3.7.1", "8.6.5"),
            )
        yield from _put_under_this(rt, op, cl + (("8.6.5",) if len(hosts) > 1 else ()), host)
        return
    if dest == "under_chosen":
        # 「このカードをそのキャラの下にマーカーとして置く」: under the one card just chosen or
        # named, on the stage (3.7.1)
        hosts = [u for u in resolve_sel(rt, Sel(ref="chosen")) if slot_of(ctx, u)]
        yield from _put_under_this(rt, op, cl, hosts[0] if len(hosts) == 1 else "")
        return
    if op.target.pos == "top" and op.target.zone == "deck":
        pl = rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
        if not (yield from _into_opponents_zone(rt, op, [pl])):
            return
        n = op.target.count or 1
        if op.optional and (
            yield from declines_optional(
                rt,
                op,
                f"山札の上から{n}枚を{ZONE_JA.get(dest, dest)}に置く",
                f"put the top {n} of the deck into {dest}",
            )
        ):
            return
        moved = []
        resumed: tuple[str, ...] = ()
        # 3.2.3: the action a player does on a number of cards from the top of a deck (one
        # card too: the clause says whose deck and from where), several dealt with one by one,
        # in order (as the scenario's move_top): a deck emptied partway is refreshed before
        # the next (3.2.3.2)
        cl += ("3.2.3",)
        held = len(ctx.zone(pl, "deck"))
        for k in range(n):
            if 0 < held == k < n and ctx.zone(pl, "deck"):
                # the deck held fewer than asked, as many as it held are dealt with and the
                # refresh has refilled it: 3.2.3.2 goes on, 3.2.3.3 ends the action — the rules
                # text does not settle which (``deck_short_refreshed_goes_on``)
                goes_on = yield from unsettled.holds(
                    pl, "ws", "deck_short_refreshed_goes_on", "goes_on"
                )
                if not goes_on:
                    break
            if not ctx.zone(pl, "deck"):
                yield Reject(
                    "山札にカードがないため、残りは行えません",
                    "the deck is empty: the rest is not done",
                    ("3.2.3.3",) + ctx.principle("impossible"),
                    # the deck stays empty, and the destination short, because the rest is not
                    # done: a loss read from the empty deck (9.4.1.2) has it among its causes
                    touches=(f"{pl}.deck", f"{pl}.{zone_ids(dest)[0]}"),
                )
                break
            # the deck runs out with cards still to deal with: the action is suspended for the
            # refresh, then goes on (3.2.3.2; the refresh reads it, ``apply_refresh``)
            last = yield from suspends(ctx, pl, k, n)
            uid = yield from take_top(ctx, pl, "効果による移動", matters=False)
            yield Move(
                uid=uid,
                player=pl,
                zone=dest,
                face_up=dest not in ("stock", "deck") and op.face != "down",
                clauses=cl + tuple(x for x in resumed if x not in cl),
                # what led to it: the ability played, its condition or connector met
                caused_by=rt.causes(),
                # card by card (3.2.3): after the deck ran out and was refreshed, the rest goes on
                watch=(f"{pl}.deck",) if resumed else (),
            )
            moved.append(uid)
            resumed = resumes(last)
        yield from done_one_by_one(ctx)
        rt.chosen = moved
        rt.done = bool(moved)
        rt.data["short"] = len(moved) < n  # not the whole step (8.6.4: 「そうしないなら」)
        return
    targets = resolve_sel(rt, op.target)
    if not targets and op.target.ref in ("chosen", "among_chosen") and not rt.chosen:
        # 「…を選び、手札に戻す」 with nothing chosen: the effect on that target is ignored
        rt.done = False
        yield Reject(
            "カードが選ばれなかったため、そのカードにかかわる効果は無視されます"
            if not rt.data.get("chosen_moved")
            else "選ばれたカードは領域を移動したため、そのカードにかかわる効果は実行できません",
            "no card was chosen: the effect on it is ignored"
            if not rt.data.get("chosen_moved")
            else "the chosen card has changed zones since: the effect on it cannot be done",
            unchosen_clauses(rt) + ctx.principle("impossible"),
            caused_by=rt.causes(op.target),
        )
        return
    if op.target.count and op.target.bound == "exact" and op.target.ref is None:
        # 「ストックの上から2枚を」 with one there: the step cannot be done as a whole (8.6.4)
        rt.data["short"] = len(targets) < op.target.count
    if not targets:
        rt.done = False
        yield Reject(
            "移動するカードがない（すでに移動している）ため、この処理は行えません",
            "there is no card to move (it has already moved): this is not done",
            # 8.7.7: an automatic ability whose card has moved is still played, without that card
            # (3.1.4: in its new zone it is a new card 「このカード」 no longer names)
            # — a delayed ability (8.7.5) is one too
            (
                ("8.7.7", "3.1.4")
                if (rt.program.kind == "auto" or rt.data.get("delayed") is not None)
                and op.target.ref == "this"
                else ()
            )
            # 「そのカード」, the card the trigger named, moved since (the trigger check's climax
            # put into the stock, 7.3.1.2.3): a new card in its new zone (3.1.4)
            + (("3.1.4",) if _named_card_moved(rt, op.target) else ())
            + ctx.principle("impossible"),
        )
        return
    owners = [c.owner for u in targets if (c := ctx.card(u)) is not None]
    if not (yield from _into_opponents_zone(rt, op, owners)):
        return
    cl += _moved_slot_to_slot_clauses(rt, op.target, targets)
    if op.optional and op.target.ref == "chosen" and rt.data.get("short_choice"):
        # 「…をN枚…てよい」 with fewer than N to choose: done as far as it can be (1.3.2), or the
        # may that cannot be done as a whole is not done (8.6.4 「処理 A を実行できなかった」)?
        # the audit's optional_step_in_part, both run
        whole = yield unsettled.choose(
            rt.master,
            "ws",
            "optional_step_in_part",
            {"as_far_as_possible": True, "not_done": False},
        )
        if not whole:
            rt.done = False
            yield Mark(
                clauses=("8.6.4", "1.3.2"),
                caused_by=rt.causes(op.target),
                touches=(
                    *targets,
                    *(f"{c.owner}.{zone_ids(dest)[0]}" for u in targets if (c := ctx.card(u))),
                ),
                ja="選べたカードが指定の枚数に足りないため、この処理（任意）は実行できない（行わない）",
                en="fewer cards than the number printed could be chosen: this optional step cannot "
                "be carried out (it is not done)",
            )
            return
    if op.optional:
        names = "、".join(card_label(ctx, u) for u in targets)
        if (
            yield from declines_optional(
                rt, op, f"{names} を{ZONE_JA.get(dest, dest)}に置く", f"put {names} into {dest}"
            )
        ):
            return
    if op_ext(op, "same_order") and len(targets) > 1:
        # 元の順番で置く: from the top down as they lay (the cards looked at are still in it)
        def place(u: str) -> tuple[int, ...]:
            w = ctx.where(u)
            cards = [c.uid for c in ctx.zone(*w)] if w else []
            return (cards.index(u),) if u in cards else (len(cards),)

        order = sorted(targets, key=place)
        yield from _put_in_order(
            rt, op, order, dest, cl + ("3.1.5",), ("元の順番で", "put back in their order")
        )
        return
    if op_ext(op, "any_order") and len(targets) > 1 and not any(slot_of(ctx, u) for u in targets):
        # 好きな順番で置く: the master orders them, from the top down; they move as one block
        order = yield from chosen_order(
            rt.master,
            list(targets),
            lambda u: card_option(ctx, u),
            lambda k: (
                f"{ZONE_JA.get(dest, dest)}に置く順番: 上から{k + 1}枚目のカード",
                f"order in {dest}: card number {k + 1} from the top",
            ),
            ("3.1.5",),
        )
        # 3.1.5: the order of cards put together is decided; in a hidden zone the other player
        # does not learn it (3.1.5.1) — said of an order their owner decides: the master's own
        # cards (putting the other player's, the master orders them as the text lets it, 8.6.5)
        own = all((c := ctx.card(u)) is not None and c.owner == rt.master for u in targets)
        hidden = ("3.1.5.1",) if dest in ("stock", "deck") and own else ()
        yield from _put_in_order(
            rt,
            op,
            order,
            dest,
            cl + ("3.1.5",) + hidden,
            ("好きな順番で", "put in the chosen order"),
        )
        return
    if all(ctx.where(u) == (rt.master, "resolution") for u in targets):
        # 集中 (10.7.3 「そのすべてのカードを同時に控え室に移動」): one move for all of them
        via: dict[str, str] = {}
        if rt.program.keyword == "集中" and _hears_from_deck(ctx, targets):
            # a trigger 「山札から…に置かれた時」 is heard: whether the move through the resolution
            # zone is 集中's move from the deck (10.7.1) is a reading — both are run
            from_deck = yield unsettled.choose(
                rt.master,
                "ws",
                "brainstorm_from_deck",
                {"from_resolution": False, "from_deck": True},
            )
            if from_deck:
                via = {u: "deck" for u in targets}
        step = yield MoveMany(
            data={"moved_from": via} if via else {},
            uids=tuple(targets),
            player=rt.master,
            zone=dest,
            face_up=dest not in ("stock", "deck") and op.face != "down",
            # 3.13.1.4: 集中's cards, put in the resolution zone for a while, then to the waiting room
            clauses=cl + (("10.7.2", "10.7.3", "3.13.1.4") if rt.program.keyword == "集中" else ()),
            caused_by=rt.causes(op.target),
        )
        rt.chosen = targets
        rt.chosen_step = step
        rt.done = True
        if rt.program.keyword == "集中" and rt.program.kind in ("event", "activated"):
            # 10.7.4: 『集中』を使った = during a 集中 event or activated ability, the flipped
            # cards were put into the waiting room
            if dest == "waiting_room":
                yield from keyword_used(rt, "集中", ("10.7.4",), tuple(targets), (step,))
        return
    if (
        op.target.ref is None
        and op.target.bound == "all"
        and not any(slot_of(ctx, u) for u in targets)
        and op.face != "down"
    ):
        # 「…のカードすべてを」: they move together, one move per owner (3.1.6: each to its
        # owner's zone); characters on the stage leave it together below
        owners = list(
            dict.fromkeys(dest_player(rt, op, c.owner) for u in targets if (c := ctx.card(u)))
        )
        last = None
        for owner in owners:
            last = yield MoveMany(
                uids=tuple(
                    u
                    for u in targets
                    if (c := ctx.card(u)) and dest_player(rt, op, c.owner) == owner
                ),
                player=owner,
                zone=dest,
                pos=dest_pos(op),
                face_up=dest not in ("stock", "deck") and op.face != "down",
                clauses=cl,
                caused_by=rt.causes(op.target),
            )
        rt.chosen, rt.chosen_step, rt.done = list(targets), last, True
        return
    on_stage = [u for u in targets if slot_of(ctx, u)]
    if (
        len(on_stage) > 1
        and any(dest_player(rt, op, c.owner) != c.owner for u in on_stage if (c := ctx.card(u)))
        and not dest.startswith("stage")
    ):
        # several characters, one not the master's, put into a zone the text names as the
        # master's: they leave the stage together into their owners' zones only
        # (``leave_stage_together``) — not run
        text = rt.text or ""
        yield Warn(
            "unsupported",
            f"未対応の能力: {text} — 複数のキャラを他のプレイヤーの領域に同時に置くことは扱えません",
            f"unsupported ability: {text} — several characters put together into a zone of a "
            "player not their owner",
            ("3.1.6",),
        )
        rt.done = False
        return
    if len(on_stage) > 1 and not dest.startswith("stage") and op.face != "down":
        # characters put off the stage by one instruction leave it at once (8.7.4.1.2: each is
        # read as it was there, before any of them left)
        yield from leave_stage_together(
            ctx, on_stage, dest, cl, caused_by=rt.causes(op.target), pos=dest_pos(op)
        )
        targets_left = [u for u in targets if u not in on_stage]
    else:
        targets_left = list(targets)
    # a card off the stage whose own replacement effect names this move (「このカードが手札から
    # クロック置場に置かれる時、かわりに…」, 8.2.1.3.1): not moved, the replacing event instead
    # (8.10.1.1; ``replacing.replace_leave``)
    from ruling.games._ws.replacing import replace_leave

    kept: list[str] = []
    for u in targets_left:
        w = ctx.where(u)
        if w is not None and not slot_of(ctx, u) and w[1] != dest:
            replaced, _why = yield from replace_leave(
                ctx, u, dest, cl, rt.causes(op.target), rt.master, src=w[1]
            )
            if replaced:
                continue
        kept.append(u)
    targets_left = kept
    # several cards into an ordered pile by this one instruction: each owner orders its own
    # (3.1.5); a card moved onto the pile's end covers those moved before it
    owner_cl: dict[str, tuple[str, ...]] = {}
    if len(targets_left) > 1 and dest in ORDERED_PILES:
        ordered: list[str] = []
        for owner in dict.fromkeys(c.owner for u in targets_left if (c := ctx.card(u))):
            mine = tuple(u for u in targets_left if (c := ctx.card(u)) and c.owner == owner)
            mine, oc = yield from owner_orders(ctx, owner, mine, dest)
            ordered += mine
            owner_cl.update({u: oc for u in mine})
        targets_left = ordered  # each owner's, the one to lie on top first
    face_up = dest not in ("stock", "deck") and op.face != "down"
    if (
        len(targets_left) > 1
        and not any(slot_of(ctx, u) for u in targets_left)
        and not any(face_down_leaving_clauses(ctx, u, dest) for u in targets_left)
        and (face_up or dest != "memory")
    ):
        # several cards put by one instruction are put there at once (3.1.5 「同時に置かれる」),
        # one move per owner (3.1.6): no interrupt-type process (a refresh, 9.1.2.1) comes
        # between two of them — it is carried out once all are there
        last = None
        for owner in dict.fromkeys(c.owner for u in targets_left if (c := ctx.card(u))):
            mine = tuple(u for u in targets_left if (c := ctx.card(u)) and c.owner == owner)
            last = yield MoveMany(
                uids=mine,
                player=dest_player(rt, op, owner),
                zone=dest,
                pos=dest_pos(op),
                face_up=face_up,
                clauses=cl + owner_cl.get(mine[0], ()),
                caused_by=rt.causes(op.target),
            )
        rt.chosen, rt.chosen_step, rt.done = list(targets), last, True
        return
    if owner_cl and dest_pos(op) == "top":
        # one card moved at a time onto the top: the one to lie on top moves last
        targets_left = list(reversed(targets_left))
    for uid in targets_left:
        c = ctx.card(uid)
        assert c is not None
        face_up = dest not in ("stock", "deck") and op.face != "down"
        # 「裏向きで思い出にする」: face down, as the text says (3.12.2.1, 3.12.2.2)
        cl_one = cl if face_up or dest != "memory" else cl + ("3.12.2.1", "3.12.2.2")
        cl_one += owner_cl.get(uid, ())
        cl_one += face_down_leaving_clauses(ctx, uid, dest)
        if slot_of(ctx, uid):
            # the slot it leaves (「そのキャラがいた枠」 later in the effect)
            rt.data["left_slots"] = {**rt.data.get("left_slots", {}), uid: slot_of(ctx, uid)}
            yield from leave_stage(
                ctx,
                uid,
                dest_player(rt, op, c.owner),
                dest,
                cl_one,
                caused_by=rt.causes(op.target),
                pos=dest_pos(op),
                face_up=face_up,
                doer=rt.master,
            )
        else:
            yield Move(
                uid=uid,
                player=dest_player(rt, op, c.owner),
                zone=dest,
                pos=dest_pos(op),
                face_up=face_up,
                clauses=cl_one,
                caused_by=rt.causes(op.target),
            )
    rt.chosen = targets
    rt.done = True


# a face-down card of the level zone / the memory leaving it: the zone it goes to decides its
# face, and into a hidden zone it goes unrevealed (3.9.2.2.2, 3.12.2.2.2)
FACE_DOWN_LEAVING = {"level": "3.9.2.2.2", "memory": "3.12.2.2.2"}


def face_down_leaving_clauses(ctx: Ctx, uid: str, dest: str) -> tuple[str, ...]:
    """3.9.2.2.2 / 3.12.2.2.2 when card ``uid`` is a face-down card of a level zone or a
    memory moved to another zone ``dest`` (face up there unless ``dest`` is a hidden zone, and
    not revealed on the way); () for any other card."""
    c, w = ctx.card(uid), ctx.where(uid)
    if c is None or w is None or c.face_up or w[1] == dest or w[1] not in FACE_DOWN_LEAVING:
        return ()
    # and the clause saying whether ``dest`` is a public zone (face up there) or a hidden one
    opened = ZONE_FACE.get(dest.partition(".")[0])
    return (FACE_DOWN_LEAVING[w[1]],) + ((opened,) if opened else ())


# whether a zone is public (its cards face up) or hidden: the clause of each zone saying so
ZONE_FACE = {
    "deck": "3.2.2",
    "hand": "3.3.2",
    "waiting_room": "3.4.2",
    "stage": "3.6.2",
    "markers": "3.7.2",
    "clock": "3.8.2",
    "level": "3.9.2",
    "stock": "3.10.2",
    "climax": "3.11.2",
    "memory": "3.12.2",
    "resolution": "3.13.2",
}


def _put_under_this(rt: Rt, op: Op, cl: tuple[str, ...], host: str | None = None) -> Proc:
    """「…をこのカードの下にマーカーとして(表向きに)置く」: into the marker zone of this card's
    slot (3.7.1), face down unless the text says face up (3.7.2, 3.7.2.1); several cards at
    once go on top of the markers there in the order the master picks (3.7.2.2). ``host``: the
    card they go under when it is not this card (「そのキャラの下に」; "" when there is none)."""
    ctx = rt.ctx
    assert op.target is not None
    left_slot: tuple[str, ...] = ()
    if host is None:
        under = _under_this_zone(rt)
        where_ja, where_en = "このカード", "this card"
        lk = rt.ctx.last_known(rt.source or "", rt.data.get("placed"))
        if under is None and last_slot(rt, rt.source or "") is not None and lk is not None:
            # this card moved from its slot to a zone that is not a slot since the ability was
            # played or triggered: whether 「このカードの下」 is the marker zone of the slot it last
            # was in (8.11.1, 3.7.1) or nothing (3.1.4, 8.7.7) the text does not say — the point
            # marker_zone_of_card_left_stage, both readings run (the engine's: nothing)
            if (
                yield unsettled.choose(
                    rt.master,
                    "ws",
                    "marker_zone_of_card_left_stage",
                    {"none": False, "last_slot": True},
                )
            ):
                under = (lk.player, "markers." + lk.zone.removeprefix("stage."))
                left_slot = ("8.11.1",)
    else:
        w, slot = (ctx.where(host), slot_of(ctx, host)) if host else (None, None)
        under = (w[0], f"markers.{slot}") if w and slot else None
        where_ja = card_label(ctx, host) if host else "そのキャラ"
        where_en = where_ja
    # a card does not go under itself
    itself = rt.source if host is None else host
    targets = [u for u in resolve_sel(rt, op.target) if itself is None or u != itself]
    if op_ext(op, "with_this"):
        # 「このカードと…を」: this card goes with them at the same moment (10.18.1 「自身や自身の
        # マーカーをマーカーとして移動する」)
        targets += [u for u in resolve_sel(rt, Sel(ref="this")) if u not in targets and u != itself]
        cl = cl + ("10.18.1",)
    if under is None or not targets:
        rt.done = False
        # no card to put: why its card names none (「このカード」 of an automatic ability moved
        # since it triggered: a new card where it is now, 3.1.4)
        why = no_target_clauses(rt, op.target) if not targets else ("8.7.7",)
        yield Reject(
            f"{where_ja}が舞台にないか、置くカードがないため、マーカーは置かれません",
            f"{where_en} is not on the stage, or there is no card to put: no marker is put",
            ("3.7.1", *why) + ctx.principle("impossible"),
            touches=no_target_touches(rt, op.target) if not targets else (),
        )
        return
    if op.optional:
        names = "、".join(card_label(ctx, u) for u in targets)
        if (
            yield from declines_optional(
                rt,
                op,
                f"{names} を{where_ja}の下にマーカーとして置く",
                f"put {names} under {where_en}",
            )
        ):
            return
    face = op.face == "up"
    cl = cl + left_slot + ("3.7.1", "3.7.2.1" if face else "3.7.2")
    order = list(targets)
    if len(targets) > 1:
        cl += ("3.7.2.2",)
        # 3.7.2.2's 「任意の順番で」 names no one; 3.1.5 gives the order of cards put in a zone at
        # once to their owner 「特に指定が無いかぎり」: cards all of one owner other than the master
        # raise the point marker_order_chooser (the engine's reading: the master)
        owners = {c.owner for u in targets if (c := ctx.card(u)) is not None}
        orderer = rt.master
        if len(owners) == 1 and (owner := next(iter(owners))) != rt.master:
            if (
                yield unsettled.choose(
                    rt.master, "ws", "marker_order_chooser", {"master": False, "owner": True}
                )
            ):
                orderer = owner
        # the first picked ends up lowest: each goes on top of the last
        order = yield from chosen_order(
            orderer,
            list(targets),
            lambda u: card_option(ctx, u),
            lambda k: (
                f"マーカーとして置く順番: 下から{k + 1}枚目のカード",
                f"order of the markers: card number {k + 1} from the bottom",
            ),
            ("3.7.2.2",),
        )
    player, zone = under
    for uid in order:
        if slot_of(ctx, uid):
            yield from leave_stage(
                ctx,
                uid,
                player,
                zone,
                cl,
                caused_by=rt.causes(op.target),
                face_up=face,
                doer=rt.master,
            )
        else:
            yield Move(
                uid=uid,
                player=player,
                zone=zone,
                face_up=face,
                clauses=cl,
                caused_by=rt.causes(op.target),
            )
    # 「そうしたら、そのキャラに…」 after 「このカードをそのキャラの下に…置く」: still that character
    rt.chosen = order if host is None else [host]
    rt.done = True


def op_choose_parts(rt: Rt, op: Op) -> Proc:
    """「AをN枚とBをM枚選び」: each part chosen in turn among the cards not chosen yet (a card is
    chosen once, 8.6.3); the cards chosen are all of them."""
    picks: list[str] = []
    steps: list[int] = []
    for part in op_ext(op, "parts"):
        yield from op_choose(rt, part, exclude=tuple(picks))
        picks += rt.chosen
        if rt.chosen and rt.chosen_step is not None:
            steps.append(rt.chosen_step)
    rt.chosen = picks
    rt.done = bool(picks)
    if picks:
        rt.chosen_step = yield Mark(
            clauses=("8.6.3",),
            caused_by=tuple(steps),
            touches=tuple(picks),
            ja=f"選ばれたカード: {'、'.join(card_label(rt.ctx, u) for u in picks)}",
            en=f"the cards chosen: {', '.join(card_label(rt.ctx, u) for u in picks)}",
        )


def _hears_from_deck(ctx: Ctx, moved: list[str]) -> bool:
    """Whether an automatic ability of a card in play, or of one of the cards ``moved``, triggers
    on a card put somewhere from the deck (「山札から…に置かれた時」): where 集中's way through the
    resolution zone (``brainstorm_from_deck``) may decide an outcome."""
    from ruling.abilities import abilities_of

    cards = [
        c
        for pl in ctx.state.players
        for z in (*zone_ids("stage"), "climax")
        for c in ctx.zone(pl, z)
    ]
    cards += [c for u in moved if (c := ctx.card(u)) is not None]
    for c in cards:
        for ab in abilities_of("ws", c) if c.text else ():
            t = ab.program.trigger if ab.program is not None else None
            parts = (t.parts if t.event == "any" else (t,)) if t is not None else ()
            if any(p.event == "placed" and "deck" in (p.src or ()) for p in parts):
                return True
    return False


def _put_in_order(
    rt: Rt, op: Op, order: list[str], dest: str, clauses: tuple[str, ...], how: tuple[str, str]
) -> Proc:
    """Put `order` (top first) together on the top or bottom of `dest` (3.1.5), as one step;
    ``how`` is the (ja, en) words for the order they go in."""
    ctx = rt.ctx
    owner = ctx.card(order[0]).owner  # type: ignore[union-attr]
    names_ja = "、".join(card_label(ctx, u) for u in order)
    names_en = ", ".join(card_label(ctx, u) for u in order)
    step = yield MoveMany(
        uids=tuple(order),
        player=owner,
        zone=dest,
        pos=dest_pos(op),
        face_up=dest not in ("stock", "deck"),
        clauses=clauses,
        caused_by=rt.causes(op.target),
        ja=f"{names_ja} を{how[0]}"
        f"{ZONE_JA.get(dest, dest)}の{'上' if dest_pos(op) == 'top' else '下'}に置く（上から順に）",
        en=f"{names_en} are {how[1]} on the {dest_pos(op)} of {dest} (top first)",
    )
    rt.chosen = order
    rt.chosen_step = step
    rt.done = True


def _moved_slot_to_slot_clauses(rt: Rt, sel: Any, targets: list[str]) -> tuple[str, ...]:
    """The card the trigger named (「そのキャラ」, 「このカードのバトル相手」), moved since only from
    slot to slot, is the same card (3.1.4); a battle partner so moved is still the partner, read as
    the last information before the resolution (8.11.2). () otherwise."""
    d = rt.data
    if sel.ref == "battle_opponent":
        uid, placed, stay = (
            d.get("battle_opponent"),
            d.get("battle_opponent_placed"),
            d.get("battle_opponent_stay"),
        )
    elif sel.ref == "trigger_card":
        uid, placed, stay = d.get("card"), d.get("card_placed"), d.get("card_stage_since")
    else:
        return ()
    if not uid or uid not in targets or not moved_slot_to_slot(rt.ctx, uid, placed, stay):
        return ()
    return ("3.1.4",) + (("8.11.2",) if uid == d.get("battle_opponent") else ())


def _named_card_moved(rt: Rt, sel: Any) -> bool:
    """Whether ``sel`` names the one card the trigger named (「そのカード」) and that card has
    moved since to another zone, where it is a new card (3.1.4)."""
    if sel.ref == "battle_opponent" and rt.data.get("battle_opponent"):
        # 「このカードのバトルしているキャラ」 as it was when the ability triggered: moved since
        # (its placement changed), it is a new card where it is now
        return not same_card_since(
            rt.ctx,
            rt.data["battle_opponent"],
            rt.data.get("battle_opponent_placed"),
            rt.data.get("battle_opponent_stay"),
        )
    if sel.ref != "trigger_card":
        return False
    u = rt.data.get("card")
    return bool(u) and rt.ctx.card(u) is not None
