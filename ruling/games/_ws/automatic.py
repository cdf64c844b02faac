"""Weiß Schwarz card abilities: when automatic abilities trigger (8.1.1.2, 8.7) — the cards that
listen, each trigger condition matched on the events the engine emits (a card placed, an attack, a
reverse, a phase's start or end, a keyword used), the last-known information of a card that left
the stage (8.7.4.1.2), delayed abilities (8.7.5)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any
from weakref import WeakKeyDictionary

from ruling import loops
from ruling.abilities import abilities_of
from ruling.core import Ctx
from ruling.definitions import defined
from ruling.games._ws.cardtext import Program, Sel, Trig, ws_sel
from ruling.games._ws.cardtext.ir import (
    orientation,
    prog_ext,
    trig_ext,
    uses_a_turn,
    with_trig,
    ws_program,
)
from ruling.games._ws.common import active_in_clauses
from ruling.games._ws.conditions import cond_clauses, cond_watch, holds
from ruling.games._ws.continuous import (
    STAGE_SINCE,
    also_names,
    blank_there,
    card_banned,
    encore_forbidden,
    given_keys,
    granted_effects,
    programs,
    stat,
    stat_clauses,
    traits_of,
)
from ruling.games._ws.lexicon import PLACED_BY_CLAUSES as KW_PLACED_BY_CLAUSES
from ruling.games._ws.lexicon import PLACED_USED, USED_CLAUSES
from ruling.games._ws.selection import (
    FRONT,
    RELATED_CLAUSES,
    Proc,
    Rt,
    _who,
    attacking,
    battle_opponent,
    card_label,
    label_clauses,
    master_of,
    matches,
    name_key,
    related_slot,
    slot_of,
    stage_stamp,
    text_active,
    zone_ids,
)
from ruling.rules import Event, Lose, Mark, Move, Orient, SetVar, Triggered
from ruling.state import Card, Effect
from ruling.state_triggers import endless_state_loop, state_held_since
from ruling.state_triggers import state_holds as shared_state_holds

# zones whose cards are not public (3.1.3): the deck, the hand, the stock
HIDDEN_ZONES = ("deck", "hand", "stock")


def _zone_class(z: str) -> set[str]:
    out = {z}
    if z.startswith("stage."):
        out.add("stage")
        out.add("front_row" if z.split(".", 1)[1] in FRONT else "back_row")
    return out


def _listeners(ctx: Ctx, moved: dict[str, tuple[str, str, str, str]]) -> list[tuple[Card, str]]:
    """Cards whose text may trigger now, with the zone their text is read in: every card in
    play, a card in the clock or memory with an automatic ability written to be used there
    (2.12.2.3: シフト, 【クロック】, 記憶), and a card that just left the stage, read as it was
    there (8.7.4.1.2)."""
    out = []
    seen = set()
    for pl in ctx.state.players:
        for z in (*zone_ids("stage"), "climax"):
            for c in ctx.zone(pl, z):
                out.append((c, z))
                seen.add(c.uid)
    for uid, (_fp, fz, _tp, _tz) in moved.items():
        c = ctx.card(uid)
        if c is not None and uid not in seen and fz.startswith("stage."):
            # a card that just left the stage: read as it was there (8.7.4.1.2), every ability
            # of its text, one written to be used in the zone it went to as well
            out.append((c, fz))
            seen.add(uid)
    for pl in ctx.state.players:
        for z in ("clock", "memory", "waiting_room", "level"):
            for c in ctx.zone(pl, z):
                # an ability written to be used in some zone (2.12.2.3) is listened to in the
                # others too, to say that it does not trigger there (``card_trigger``)
                if c.uid not in seen and _works_outside_stage(c) and not blank_there(ctx, c, z):
                    out.append((c, z))
                    seen.add(c.uid)
    for uid in moved:
        c = ctx.card(uid)
        where = ctx.where(uid)
        if c is None or uid in seen or where is None:
            continue
        gifts = _zone_gifts(ctx, uid, moved)
        gifted = [
            prog_ext(a.program, "active_in")
            for a in programs(ctx, uid, given_keys(list(gifts)))
            if gifts and a.program is not None
        ]
        if any(where[1] in zones for zones in (*_works_outside_stage(c), *gifted)):
            # 「このカードが手札から控え室に置かれた時」 (a zone-move trigger, 8.7.4, of the card
            # itself): the ability is written to be used as the card comes to that zone
            # (2.12.2.3) — heard there, the hand, the deck and the stock included
            out.append((c, where[1]))
            seen.add(uid)
    return out


def _works_outside_stage(c: Card) -> list[tuple[str, ...]]:
    """The zones each ability of the card's text written to be used outside the stage works in
    (2.12.2.3: ``active_in``), one entry an ability."""
    if not c.text:
        return []
    return [
        prog_ext(a.program, "active_in")
        for a in abilities_of("ws", c)
        if a.program is not None and prog_ext(a.program, "active_in")
    ]


def last_known(ctx: Ctx, card: Card, player: str, zone: str) -> dict[str, object] | None:
    """``Game.last_known``: what the core keeps of a card about to leave ``zone`` — for a card
    leaving the stage, the effects that give it abilities there, so that an automatic ability
    triggered by its leaving reads it as it was on the stage, given abilities included
    (8.7.4.1.2). Other zones keep nothing the engine refers to."""
    if zone.startswith("markers."):
        # a marker leaving its marker zone: nothing of it is read, but the move is kept (the
        # step it left at: 「…の下にあったマーカー」 is one whose last move was that, 3.7.3)
        return {}
    if not zone.startswith("stage."):
        _keep_zone_gifts(ctx, card, zone)
        return None
    return {
        "given": tuple(granted_effects(ctx, card.uid)),
        # the abilities its continuous abilities gave the other characters at that moment: they
        # lose them now (a continuous ability works while its card is on the stage, 8.1.1.3),
        # and a character that leaves the stage later is read without them (8.7.4.1.2)
        "gave": _gifts_of(ctx, card),
        # its traits and values there, for a trigger on its leaving that reads them (8.7.4.1.2)
        "traits": traits_of(ctx, card),
        # the names an effect gave it there (「「X」としても扱う」), for 「そのキャラと同じカード名の」
        "names": tuple(also_names(ctx, card)),
        "stats": {
            st: stat(ctx, card.uid, st)
            for st in ("level", "cost", "power", "soul")
            if getattr(card, st, None) is not None
        },
        # the clauses of the effects that made those values there (a 応援's 10.3.2 …): an
        # effect reading the value as it last was there (8.11.1) rests on them too
        "stat_clauses": {
            st: stat_clauses(ctx, card.uid, st)
            for st in ("level", "cost", "power", "soul")
            if getattr(card, st, None) is not None
        },
        # the cards of its slot's marker zone as it leaves (3.7.4: the markers it has), which go
        # with it (3.7.3): 「このカードの下にあったマーカー」 names them afterwards
        "markers": tuple(c.uid for c in ctx.zone(player, "markers." + zone.split(".", 1)[1])),
    }


# a card about to leave a zone other than the stage in which an ability of its own text works
# (2.12.2.3: 「あなたの手札のこのカードは『…』を得る」) and gives the card abilities: by uid, that
# zone and those effects — an ability so given works where the giving one does, and one that
# triggers on leaving that zone works too (2.12.2.3.1)
_ZONE_GIFTS: WeakKeyDictionary[Ctx, dict[str, tuple[str, tuple[Effect, ...]]]] = WeakKeyDictionary()


def _keep_zone_gifts(ctx: Ctx, card: Card, zone: str) -> None:
    table = _ZONE_GIFTS.setdefault(ctx, {})
    table.pop(card.uid, None)
    gives = any(
        a.program is not None
        and a.program.kind == "continuous"
        and zone in prog_ext(a.program, "active_in")
        and any(op.verb == "grant" for op in a.program.steps)
        for a in (abilities_of("ws", card) if card.text else ())
    )
    if not gives:
        return
    own = tuple(
        e
        for e in granted_effects(ctx, card.uid)
        if e.until == "continuous"
        and e.id == card.placed
        and e.source.startswith(f"{card.label}: ")
    )
    if own:
        table[card.uid] = (zone, own)


def _zone_gifts(
    ctx: Ctx, uid: str, moved: dict[str, tuple[str, str, str, str]]
) -> tuple[Effect, ...]:
    """The abilities card ``uid``, moved at this step, gave itself in the zone it left by an
    ability of its own working there (2.12.2.3.1; ``_keep_zone_gifts``); () if none."""
    kept = _ZONE_GIFTS.get(ctx, {}).get(uid)
    if kept is None or uid not in moved or moved[uid][1] != kept[0]:
        return ()
    return kept[1]


def _gifts_of(ctx: Ctx, card: Card) -> dict[str, tuple[int, tuple[Effect, ...]]]:
    """The abilities ``card``'s continuous abilities give the other characters on the stage now,
    by character: (its ``placed``, the effects). Effects a resolved ability made stay in force
    after their source left; only those worked out from its continuous abilities (8.1.1.3) count."""
    if not any(
        a.program is not None
        and a.program.kind == "continuous"
        and any(op.verb == "grant" for op in a.program.steps)
        for a in programs(ctx, card.uid)
    ):
        return {}  # none of its continuous abilities (printed or given) gives an ability
    out: dict[str, tuple[int, tuple[Effect, ...]]] = {}
    for pl in ctx.state.players:
        for z in zone_ids("stage"):
            for o in ctx.zone(pl, z):
                if o.uid == card.uid:
                    continue
                effs = tuple(
                    e
                    for e in granted_effects(ctx, o.uid)
                    # a continuous effect is stamped with its card's placement and text
                    if e.until == "continuous"
                    and e.id == card.placed
                    and e.source.startswith(f"{card.label}: ")
                )
                if effs:
                    out[o.uid] = (o.placed, effs)
    return out


def _gifts_lost(
    ctx: Ctx,
    ev: Event,
    step: int,
    c: Card,
    given: list[Effect],
    moved: dict[str, tuple[str, str, str, str]],
) -> list[Triggered]:
    """A character leaving the stage is read as it was there at that moment (8.7.4.1,
    8.7.4.1.2): an automatic ability another card's continuous ability gave it earlier in its
    stay, whose giver has since left the stage (8.1.1.3: the gift ended then), does not trigger
    on its leaving though its trigger condition is met — a near miss a ruling asked about the
    character gives as the reason (issue 14: nothing happens, and why)."""
    me = ctx.last_known(c.uid)
    if me is None or me.step != step:
        return []
    have = {str(e.value) for e in given}
    n = len(abilities_of("ws", c)) if c.text else 0
    out: list[Triggered] = []
    for pl in ctx.state.players:
        for z in zone_ids("stage"):
            for lk in ctx.left_from(pl, z):
                gave = dict(lk.info.get("gave") or {}).get(c.uid)
                if lk.step >= step or gave is None or gave[0] != me.placed:
                    continue
                lost = [e for e in gave[1] if str(e.value) not in have]
                for ab in programs(ctx, c.uid, given_keys(lost))[n:]:
                    p = ab.program
                    if p is None or p.kind != "auto":
                        continue
                    trig = _keyword_trigger(p) if p.keyword in ("アンコール", "絆") else p.trigger
                    if trig is None:
                        continue
                    master = zone_owner(ctx, c.uid, moved)
                    data = _fires(ctx, ev, step, trig, c, master, moved)
                    if data is None or "blocked" in data:
                        continue
                    g = lk.card.label
                    out.append(
                        Triggered(
                            master,
                            c.uid,
                            {},
                            ("8.7.4", "8.7.4.1", "8.7.4.1.2", "8.1.1.3"),
                            blocked=(
                                f"{c.label} は舞台にあった時の状態で見る：『{ab.text}』を与えていた"
                                f" {g} はすでに舞台を離れていたため、その能力は誘発しない",
                                f"{c.label} is read as it was on the stage: {g}, which gave it "
                                f"『{ab.text}』, had already left the stage, so that ability "
                                "does not trigger",
                            ),
                            touches=(c.uid,),
                            near_miss=True,
                        )
                    )
    return out


def _given_when_left(ctx: Ctx, uid: str, step: int) -> list[Effect]:
    """The effects that gave a card abilities on the stage it left at ``step`` (its last-known
    information, ``Ctx.last_known``); none when it did not leave the stage then."""
    lk = ctx.last_known(uid)
    if lk is None or lk.step != step:
        return []
    return list(lk.info.get("given", ()))


# the cards put onto the stage from another zone, by uid: (turn number, zone it came from), as
# long as they stay on the stage (「このカードが手札から舞台に置かれたターン中」)
_ENTERED: WeakKeyDictionary[Ctx, dict[str, tuple[int, str, int]]] = WeakKeyDictionary()
# every time a card (the physical card, by uid) was put onto the stage from another zone: (turn
# number, zone it came from) — kept when it leaves, for the point entered_turn_new_card
_ENTERED_EVER: WeakKeyDictionary[Ctx, dict[str, list[tuple[int, str]]]] = WeakKeyDictionary()
# the reading of the point entered_turn_new_card taken (absent: not asked; the engine's own,
# ``new_card``: a card back on the stage is a new card, 3.1.4, not the one put there earlier)
ENTERED_READING = "ws.entered_turn_new_card"


def entered_now(ctx: Ctx, uid: str, zones: tuple[str, ...]) -> bool:
    """「このカードが(zones)から舞台に置かれたターン」 met by the card's stay on the stage now: it
    was put onto the stage from one of ``zones`` this turn and has stayed there since."""
    e = _ENTERED.get(ctx, {}).get(uid)
    return e is not None and e[0] == ctx.state.turn.number and (e[1] in zones or "any" in zones)


def entered_earlier(ctx: Ctx, uid: str, zones: tuple[str, ...]) -> bool:
    """The card was put onto the stage from one of ``zones`` this turn in an earlier stay (it left
    the stage since and is back): met only as the same card — the point entered_turn_new_card."""
    if entered_now(ctx, uid, zones):
        return False
    t = ctx.state.turn.number
    return any(
        n == t and (z in zones or "any" in zones)
        for n, z in _ENTERED_EVER.get(ctx, {}).get(uid, ())
    )


# a zone-move trigger's destination 「…から離れた時」: any zone other than the one it left
ELSEWHERE = "elsewhere"

# a card turned to an orientation: the trigger's event → the orientation and its clause (「スタンド
# する」 4.6.1.1, 「レストする」 4.6.1.2)
ORIENTED = {"rested": ("rest", "4.6.1.2"), "stood": ("stand", "4.6.1.1")}


def _related_event(ctx: Ctx, c: Any, who: str, subj: Sel) -> dict[str, Any] | None:
    """An event about the card ``who`` that a trigger names by its slot's relation to this card's
    (``selection.RELATED_CLAUSES``: 正面 / 前 / 後ろ / 隣), with the filters the trigger says."""
    if subj.ref is None or not related_slot(ctx, c.uid, who, subj.ref):
        return None
    card = ctx.card(who)
    bare = dataclasses.replace(subj, ref=None)
    if card is None or not matches(ctx, card, bare, c.uid):
        return None
    return {"card": who, "trigger_clauses": (RELATED_CLAUSES[subj.ref],)}


def card_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    found = _card_trigger(ctx, ev, step)
    if ctx.state.turn.number != 0:
        return found
    # before the game (the pre-game procedure, 5.2.1: the game begins at 5.2.1.5): a check
    # timing, where automatic abilities are played, is a point in the game (4.4.1), while 8.7.2
    # makes an ability pending whenever its trigger condition is met — whether an event of the
    # procedure (the redraw's discard, 5.2.1.4) meets one the rules text does not settle (the
    # audit's pregame_event_triggers): both readings are run, the engine's (it does not) first
    return [
        dataclasses.replace(
            t,
            blocked=(
                f"{ctx.card(t.source).label if t.source and ctx.card(t.source) else ''} の"
                "誘発条件はゲーム開始前の手順の中で満たされたため、誘発しない（その読み）",
                "its trigger condition was met in the pre-game procedure, before the game "
                "began: it does not trigger (that reading)",
            ),
            reading=("ws", "pregame_event_triggers", "triggers"),
        )
        for t in found
        if t.blocked is None
    ]


def _card_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    moved = {m[0]: (m[1], m[2], m[3], m[4]) for m in ctx.moves(step)}
    # a move read as from another zone than the one the card left (集中's cards through the
    # resolution zone read as from the deck, ``brainstorm_from_deck``)
    via = ev.data.get("moved_from") or {}
    moved = {u: (fp, via.get(u, fz), tp, tz) for u, (fp, fz, tp, tz) in moved.items()}
    if moved:
        entered = _ENTERED.setdefault(ctx, {})
        since = STAGE_SINCE.setdefault(ctx, {})
        for uid, (_fp, fz, _tp, tz) in moved.items():
            if tz.startswith("stage.") and not fz.startswith("stage."):
                entered[uid] = (ctx.state.turn.number, fz, step)
                ever = _ENTERED_EVER.setdefault(ctx, {}).setdefault(uid, [])
                if (ctx.state.turn.number, fz) not in ever:
                    ever.append((ctx.state.turn.number, fz))
                now = ctx.card(uid)
                if now is not None:
                    since[uid] = now.placed  # 8.9.1.5.1: put into a slot from outside the slots
            elif not tz.startswith("stage."):
                entered.pop(uid, None)
                since.pop(uid, None)
    out: list[Triggered] = []
    # a card that left the stage at the same moment still sees this event (8.7.4.1.2)
    listeners = _listeners(ctx, {m[0]: (m[1], m[2], m[3], m[4]) for m in ctx.moves_together(step)})
    used = _used_card(ctx, ev)
    for c, zone in listeners:
        active = text_active(ctx, c, zone)
        left = c.uid in moved and not (ctx.where(c.uid) or ("", ""))[1].startswith("stage.")
        given = _given_when_left(ctx, c.uid, step) if left else granted_effects(ctx, c.uid)
        # abilities it gave itself in the zone it left, by an ability working there: they work
        # there, and one triggered by its leaving that zone works too (2.12.2.3.1)
        zone_gifts = _zone_gifts(ctx, c.uid, moved) if left and not given else ()
        given = given or list(zone_gifts)
        keys = given_keys(given)
        # 8.7.2.1: cards moved at once each meet a trigger that names another card (「相手のキャラが
        # 舞台から控え室に置かれた時」): the ability is tried again without the card it found, and
        # is pending once for each (``work`` grows as it is read)
        work: list[tuple[Any, dict[str, Any]]] = [(ab, moved) for ab in programs(ctx, c.uid, keys)]
        for ab, mv in work:
            p = ab.program
            if p is None:
                continue
            trig = _keyword_trigger(p) if p.keyword in ("アンコール", "絆") else p.trigger
            if p.kind != "auto" or trig is None or trig.event == "state":
                continue  # a state trigger is met by a state, not an event (``state_triggers``)
            if not (active or zone in prog_ext(p, "active_in")):
                if prog_ext(p, "active_in") and c.face_up:
                    out += _not_in_its_zone(ctx, ev, step, trig, c, zone, p, moved)
                continue
            if zone == "clock" and p.keyword == "アラーム" and not _clock_top(ctx, c.uid):
                # 10.1.1: an アラーム ability is one the card has while it is the top card of the
                # clock (3.8.2: the one put there last); a card under it does not have it
                continue
            master = zone_owner(ctx, c.uid, moved)
            data = _fires(ctx, ev, step, trig, c, master, mv)
            if mv is not moved and (data is None or "blocked" in data):
                continue  # the cards left after the ones found: none meets it
            void = card_banned(ctx, c.uid, "void:auto") if data is not None else None
            if void is not None and "blocked" not in data:  # type: ignore[operator]
                # 8.3.2: a void ability still exists, but no effect of it arises and no choice
                # it asks for is made — its trigger brings nothing about
                out.append(
                    Triggered(
                        master,
                        c.uid,
                        {},
                        (*void.clauses, "8.3.1", "8.3.2"),
                        blocked=(
                            f"{c.label} の【自】の能力は無効（{void.source}）のため、効果は発生しない",
                            f"{c.label}'s automatic ability is void ({void.source}): no effect "
                            "arises",
                        ),
                        touches=(c.uid,),
                    )
                )
                continue
            if (
                data is not None
                and "blocked" not in data
                and "cond_at_trigger" in prog_ext(p, "notes")
                and not holds(Rt(ctx, master, c.uid, p, ab.text), p.cond)
            ):
                # the card does not have the ability now (10.1.1: アラーム's condition before
                # the trigger is read when it triggers): it does not trigger, and the ruling
                # says so with what the condition read (issue 14: nothing happens, and why)
                out.append(
                    Triggered(
                        master,
                        c.uid,
                        {},
                        ("10.1.1",) + cond_clauses(p.cond) + defined("ws", ab.text, "condition"),
                        blocked=(
                            f"{c.label} の能力の条件を満たさないため、誘発しない",
                            f"{c.label}'s ability: its condition is not met, it does not trigger",
                        ),
                        touches=(c.uid, *cond_watch(Rt(ctx, master, c.uid, p, ab.text), p.cond)),
                    )
                )
                continue
            if data is not None and _turn_end(ev):
                # 6.8.1.1: at an end phase run again, only an ability that has not met
                # 「ターンの終わりに」 yet this turn (as this card in this zone) meets it
                met = _TURN_END.setdefault(ctx, set())
                key = (ctx.state.turn.number, c.uid, ab.index, c.placed)
                if key in met:
                    continue
                if ctx.state.vars.get(TURN_END_READING) == "same_ability" and _met_before(met, key):
                    # the other reading of turn_end_returned_card: the card that came back is
                    # the same card for 6.8.1.1, its ability already met 「ターンの終わりに」
                    continue
                met.add(key)
            if data is None and p.keyword == "絆":
                data = _bond_not_from_hand(ctx, c, moved)
            elif data is None and moved:
                data = _placed_elsewhere(ctx, ev, step, trig, c, master, moved)
                if data is None:
                    data = _off_stage_character(ctx, trig, c, master, moved)
                if data is None:
                    data = _arrived_blank(ctx, ev, step, trig, c, master, moved)
                    if data is not None:
                        from ruling.games._ws.program import effect_reach

                        # what the ability would have changed: why it stays as it is
                        data["touches"] = effect_reach(ctx, master, c.uid, p, ab.text)
            if data is not None and (
                trig is not p.trigger and _has_reminder(ab.text) or _reminder_on_trigger(ab.text)
            ):
                # the keyword's trigger is the rules' definition (10.2.2, 10.4.2), a written
                # trigger is what its text says: a reminder printed with it (one that speaks of
                # when it triggers, too) explains and does not affect the game (2.12.3)
                data["trigger_clauses"] = (*data.get("trigger_clauses", ()), "2.12.3")
            if data is not None and "blocked" in data:
                out.append(
                    Triggered(
                        master,
                        c.uid,
                        {},
                        tuple(data.get("trigger_clauses", ())),
                        blocked=data["blocked"],
                        touches=(c.uid, *data.get("touches", ())),
                        near_miss=bool(data.get("near_miss")),
                    )
                )
                continue
            if data is not None and p.keyword == "アンコール":
                ban = encore_forbidden(ctx, master, c)
                if ban:
                    out.append(Triggered(master, c.uid, {}, **ban))
                    continue
            if data is not None:
                # the trigger's wording's definitions too (the table: 「CXフェイズ」, 6.6.2)
                cl = (
                    tuple(data.pop("trigger_clauses", ()))
                    + label_clauses(p)
                    + defined("ws", ab.text, "trigger")
                )
                if zone in prog_ext(p, "active_in"):
                    cl += active_in_clauses(p)
                if zone_gifts and ab.text in given_keys(list(zone_gifts)):
                    # given by its own ability working in the zone it left (2.12.2.3): it works
                    # there, and on leaving it (2.12.2.3.1)
                    cl += ("2.12.2.3", "2.12.2.3.1")
                now = ctx.card(c.uid)
                subject = ctx.card(data["card"]) if data.get("card") else None
                opp = battle_opponent(ctx, c.uid)
                if opp is not None:
                    data["battle_opponent"] = opp
                    data["battle_opponent_placed"] = ctx.card(opp).placed  # type: ignore[union-attr]
                    data["battle_opponent_stay"] = stage_stamp(ctx, opp)
                data = {
                    "index": ab.index,
                    "placed": now.placed if now else None,
                    # its stay on the stage (3.1.4: a move from slot to slot keeps the card)
                    "stage_since": stage_stamp(ctx, now.uid) if now else None,
                    # the slot it was in as the ability triggered (「このカードがいた枠」 after a
                    # move from slot to slot: ``slot_after_move``)
                    "slot_then": slot_of(ctx, now.uid) if now else None,
                    "card_placed": subject.placed if subject else None,
                    # its stay on the stage: moved from slot to slot since, the same card (3.1.4)
                    "card_stage_since": stage_stamp(ctx, subject.uid) if subject else None,
                    **data,
                }
                if left and data.get("card") not in (None, c.uid) and data["card"] in moved:
                    # it left the stage in the same event as the other card its trigger names:
                    # the point left_together_sees_the_other, asked when it is played
                    data["left_with_it"] = True
                if c.type == "climax" and not active and zone in prog_ext(p, "active_in"):
                    # a climax's ability written for another zone (2.12.2.3) against a climax's
                    # text working only in the climax zone 「原則として」 (2.12.2.2): the point
                    # climax_text_outside_climax_zone, asked when the ability is played
                    data["climax_outside"] = True
                if ab.index >= len(abilities_of("ws", c) if c.text else ()):
                    data["granted"] = ab.text
                    data["sig"] = ("granted", ab.text)  # copies of one given ability are alike
                    e = next(e for e in given if e.value == ab.text)
                    data["granted_by"] = (
                        e.source,
                        # read as it was on the stage it left (8.7.4.1.2); given in the
                        # zone it left by its own ability (2.12.2.3.1), read there
                        e.clauses + (("8.7.4.1.2",) if left and not zone_gifts else ()),
                        e.id,
                    )
                    if e.card is not None and master_of(ctx, e.card) != master:
                        # the effect that gave it is another player's (4.3.3): whose ability
                        # it is, is the point granted_auto_master (4.3.5), asked when played
                        data["granted_by_master"] = master_of(ctx, e.card)
                if (
                    uses_a_turn(p) is not None
                    and not prog_ext(p, "limit_icon")
                    and not prog_ext(p, "limit_use")
                ):
                    # 「この能力は1ターンにつきN回まで発動する」: 発動 is triggering (8.1.1.2.1), so it
                    # is counted when it triggers, its cost paid or not — played this turn, or
                    # pending now
                    n = turn_uses(ctx, c.uid, ab.index) + _pending_count(ctx, out, c.uid, ab.index)
                    if n >= uses_a_turn(p):
                        out.append(
                            Triggered(
                                master,
                                c.uid,
                                data,
                                # the written limit overrides the rule that an ability is pending
                                # each time its condition is met (8.7.2.1): text beats rules
                                cl + ("8.1.1.2.1", "8.7.2.1") + ctx.principle("text_beats_rules"),
                                blocked=(
                                    f"{c.label} の能力はこのターンにすでに{n}回発動しているため"
                                    f"（1ターンにつき{uses_a_turn(p)}回まで）、発動しない",
                                    f"{c.label}'s ability has already triggered {n} time(s) this "
                                    f"turn (at most {uses_a_turn(p)}): it does not trigger",
                                ),
                                touches=(f"var:uses.{c.uid}.{ab.index}",),
                                capped=True,  # what it did when it triggered: the answer's
                            )
                        )
                        continue
                elif (
                    uses_a_turn(p) is not None
                    and not prog_ext(p, "limit_use")
                    and turn_uses(ctx, c.uid, ab.index) >= uses_a_turn(p)
                ):
                    # 10.19.3: played its limit of times this turn, it cannot be played: it
                    # still triggers and becomes pending (8.7.2), and that pending state is
                    # cancelled once when it is chosen to be played (8.7.3.2) — nothing of it is
                    # done, so it is not kept pending here, but it counts as triggered
                    n = turn_uses(ctx, c.uid, ab.index)
                    out.append(
                        Triggered(
                            master,
                            c.uid,
                            data,
                            cl + ("8.7.2", "10.19.3", "8.7.3.2"),
                            blocked=(
                                f"{c.label} の能力は誘発して待機状態になるが、このターンにすでに{n}回"
                                f"プレイされているため（ターン{uses_a_turn(p)}回）プレイできず、その"
                                "待機状態は1回取り消される",
                                f"{c.label}'s ability triggers and becomes pending, but it was "
                                f"already played {n} time(s) this turn (limit {uses_a_turn(p)}): "
                                "it cannot be played, and its pending state is cancelled once",
                            ),
                            touches=(f"var:uses.{c.uid}.{ab.index}",),
                            capped=True,  # what it did when it was played: the answer's
                            cancelled=True,
                        )
                    )
                    continue
                if _pending_already(ctx, out, c.uid, ab.index):
                    # 8.7.2.1: triggered again before it was played: pending once more
                    cl += ("8.7.2.1",)
                out.append(Triggered(master, c.uid, data, cl))
                found = data.get("card")
                if found in mv and len(mv) > 1:
                    work.append((ab, {u: m for u, m in mv.items() if u != found}))
        if left and c.uid in moved:
            out += _gifts_lost(ctx, ev, step, c, given, moved)
    if used is not None and all(c.uid != used.uid for c, _z in listeners):
        # 『助太刀』を使った時: the card was used from the hand, where that trigger works (2.12.2.3)
        for ab in programs(ctx, used.uid):
            p = ab.program
            if p is None or p.kind != "auto" or p.trigger is None or p.trigger.event != "used":
                continue
            if p.trigger.subject is None or p.trigger.subject.ref != "this":
                continue
            data = _fires(ctx, ev, step, p.trigger, used, used.owner, moved)
            if data is not None:
                now = ctx.card(used.uid)
                data = {"index": ab.index, "placed": now.placed if now else None, **data}
                # the trigger works where the card was used from, not its stage (2.12.2.3)
                out.append(Triggered(used.owner, used.uid, data, ("2.12.2.3",)))
    return out + state_triggers(ctx, listeners, moved, out)


# 8.7.6 / 8.7.6.1: a state trigger (``Trig("state")``, cardtext.triggers.state_trigger)
STATE_CLAUSES = ("8.7.6", "8.7.6.1")
STATE_ZONE_NAMES = {
    "hand": ("手札", "hand"),
    "deck": ("山札", "deck"),
    "waiting_room": ("控え室", "waiting room"),
    "stock": ("ストック", "stock"),
    "clock": ("クロック", "clock"),
    "memory": ("思い出置場", "memory"),
    "level": ("レベル置場", "level zone"),
    "climax": ("クライマックス置場", "climax zone"),
}


def state_holds(ctx: Ctx, trig: Trig, master: str) -> tuple[str, str, bool] | None:
    """The state a state trigger reads, now (``ruling.state_triggers.state_holds``, ws's zones)."""
    return shared_state_holds(ctx, trig, master, STATE_ZONE_NAMES, ("8.7.6",))


def _arrived_at(ctx: Ctx, uid: str) -> int:
    """The step at which card ``uid`` last moved (came to where it is now); -1 for a card
    there since the scenario began."""
    for step in sorted({s for s, _q, _e in ctx.events(0)}, reverse=True):
        if any(m[0] == uid for m in ctx.moves(step)):
            return step
    return -1


def state_triggers(
    ctx: Ctx,
    listeners: list[tuple[Card, str]],
    moved: dict[str, tuple[str, str, str, str]],
    found: list[Triggered],
) -> list[Triggered]:
    """8.7.6 「自動能力が、特定の事項が発生したことではなく、特定の条件が満たされていることを誘発
    条件としている場合があります（「あなたの手札にカードがない時、～」等）」: after each event, a state
    trigger of a card whose text is in force whose state holds becomes pending — once (8.7.6.1
    「その状態が発生したときに1度だけ待機状態になります」): not while it is pending. Two points the
    text leaves open are raised where the engine reaches them, both readings run: its state already
    held when the card came where its text works (``state_trigger_already_met``: did the state
    「発生した」 for it?), and its state still holding after it resolved (``state_trigger_still_met``:
    8.7.6.1's second sentence 「再びその自動能力の誘発条件が満たされている場合、その能力は再度待機状態
    になります」 — the engine's reading, pending again; ``data["again"]``: its resolution then reads
    whether that is an endless loop, 11.1.1.1)."""
    out: list[Triggered] = []
    waiting = {(q.source, q.data.get("index")) for q in (*ctx.state.pending, *found)}
    for c, zone in listeners:
        if c.uid in moved and not zone.startswith("stage.") or not text_active(ctx, c, zone):
            continue
        if c.uid in moved and not (ctx.where(c.uid) or ("", ""))[1].startswith("stage."):
            continue  # it left the stage: its text no longer works there
        for ab in programs(ctx, c.uid):
            p = ab.program
            if p is None or p.kind != "auto" or p.trigger is None or p.trigger.event != "state":
                continue
            if (c.uid, ab.index) in waiting:
                continue
            master = master_of(ctx, c.uid)
            got = state_holds(ctx, p.trigger, master)
            if got is None or not got[2]:
                continue
            whose, zone_, _ = got
            data: dict[str, Any] = {"index": ab.index, "placed": c.placed, "state": True}
            touches = (f"{whose}.{zone_}",)
            arrived = _arrived_at(ctx, c.uid)
            used = [s for s in ctx.triggered_at(c.uid, ab.index) if s > arrived]
            form = p.trigger.form
            since = used[-1] if used else arrived
            kept = ctx.not_triggered_at(c.uid, ab.index, max(since + 1, 0))
            if kept and state_held_since(ctx, whose, (zone_,), form, kept[-1]):
                continue  # found not to trigger while this state holds (a reading): kept
            if used and state_held_since(ctx, whose, (zone_,), form, used[-1] + 1):
                # resolved, and its state has held ever since
                out.append(
                    Triggered(
                        master,
                        c.uid,
                        {**data, "again": True, "board": loops.board(ctx)},
                        STATE_CLAUSES,
                        blocked=(
                            f"{c.label} の状態誘発は、その状態が続いているだけなので再び待機状態に"
                            "ならない（状態が再び発生した時に待機状態になる読み）",
                            f"{c.label}'s state trigger does not become pending again while its "
                            "state merely holds (the reading: only when it arises again)",
                        ),
                        touches=touches,
                        reading=("ws", "state_trigger_still_met", "while_met"),
                    )
                )
                continue
            if not used and state_held_since(ctx, whose, (zone_,), form, arrived):
                # its state held from the moment its card came where its text works: it did not
                # arise while the ability was there
                out.append(
                    Triggered(
                        master,
                        c.uid,
                        data,
                        STATE_CLAUSES,
                        blocked=(
                            f"{c.label} の状態誘発の状態は、このカードが来た時点ですでに満たされて"
                            "いたため、発生しておらず誘発しない（その読み）",
                            f"{c.label}'s state trigger: its state already held when the card "
                            "came there, so it did not arise and it does not trigger (that reading)",
                        ),
                        touches=touches,
                        reading=("ws", "state_trigger_already_met", "triggers"),
                    )
                )
                continue
            out.append(Triggered(master, c.uid, data, STATE_CLAUSES, touches=touches))
    return out


def state_loop(rt: Rt, data: dict[str, Any]) -> Proc:
    """After a state trigger pending again while its state held (the reading ``while_met`` of
    8.7.6.1) has resolved: if its state still holds and every zone's cards are as they were when
    it became pending, it will be pending again and again — an endless loop (11.1.1); with no
    choice in it for either player (no cost, nothing optional or chosen), nobody can stop it and
    the game ends in a draw (11.1.1.1). An ability with a choice in it is left to that choice."""
    ctx = rt.ctx
    if not endless_state_loop(ctx, rt.program, rt.master, data, STATE_ZONE_NAMES, ("8.7.6",)):
        return
    back = yield Mark(
        clauses=("11.1.1", *STATE_CLAUSES, "8.7.3.1"),
        caused_by=rt.why,
        ja=f"{card_label(ctx, rt.source)} の状態誘発は解決後も状態が続き、すべての領域のカードも同一: "
        "プレイは強制で、永久循環",
        en=f"{card_label(ctx, rt.source)}'s state trigger resolved, its state still holds and "
        "every zone is as it was: playing it is compulsory, an endless loop",
    )
    yield Lose(
        players=tuple(ctx.state.players),
        reason="loop",
        clauses=("11.1.1", "11.1.1.1"),
        caused_by=(back,),
        ja="どちらのプレイヤーにも止める方法がない永久循環のため、ゲームは引き分けで終了",
        en="an endless loop neither player can stop: the game ends in a draw",
    )


# the automatic abilities that met 「ターンの終わりに」: (turn, card, ability index, its placement)
_TURN_END: WeakKeyDictionary[Ctx, set[tuple[int, str, int, int]]] = WeakKeyDictionary()


def _turn_end(ev: Event) -> bool:
    return (
        isinstance(ev, Mark)
        and ev.tag == "timing"
        and ev.data.get("phase") == "turn"
        and ev.data.get("point") == "end"
    )


# the reading of the audit's turn_end_returned_card the ruling took (``turn.end_phase``)
TURN_END_READING = "turn_end_returned_card"


def _met_before(met: set[tuple[int, str, int, int]], key: tuple[int, str, int, int]) -> bool:
    """Did the same printed ability of the same card, in an earlier stay in its zone (another
    ``placed``: a card that left and came back is a new card, 3.1.4), meet 「ターンの終わりに」
    this turn?"""
    return any(k[:3] == key[:3] and k[3] != key[3] for k in met)


def turn_end_returned(ctx: Ctx) -> bool:
    """Would an automatic ability 「ターンの終わりに」 meet its trigger condition now only as a card
    that met it this turn in an earlier stay in its zone (it left and came back, 3.1.4)? The
    point 6.8.1.1 「このターン中にまだ誘発条件を満たしていなかった」 does not settle (the audit's
    turn_end_returned_card). Asked without recording anything."""
    from ruling.games._ws.common import timing

    saved = set(_TURN_END.get(ctx, set()))
    try:
        found = card_trigger(ctx, timing("turn", "end", ()), ctx.last)
    finally:
        _TURN_END[ctx] = saved
    turn = ctx.state.turn.number
    return any(
        t.blocked is None
        and t.source is not None
        and (c := ctx.card(t.source)) is not None
        and "index" in t.data
        and _met_before(saved, (turn, t.source, int(t.data["index"]), c.placed))
        for t in found
    )


def turn_end_pending_now(ctx: Ctx) -> list[Triggered]:
    """The automatic abilities 「ターンの終わりに」 that have not met their trigger condition yet
    this turn and would meet it now (``turn_end_waiting``'s), each with its reach: the data key
    ``reach`` holds what its effect would change (cards and zones). Asked without recording
    anything."""
    from ruling.games._ws.common import timing
    from ruling.games._ws.program import effect_reach

    saved = set(_TURN_END.get(ctx, set()))
    try:
        found = card_trigger(ctx, timing("turn", "end", ()), ctx.last)
    finally:
        _TURN_END[ctx] = saved
    out: list[Triggered] = []
    for t in found:
        if t.blocked is not None or t.source is None:
            continue
        ab = next((a for a in programs(ctx, t.source) if a.index == t.data.get("index")), None)
        reach = (
            effect_reach(ctx, t.master, t.source, ab.program, ab.text)
            if ab is not None and ab.program is not None
            else ()
        )
        out.append(dataclasses.replace(t, data={**t.data, "reach": reach}))
    return out


def turn_end_waiting(ctx: Ctx) -> bool:
    """6.8.1.5: is there an automatic ability 「ターンの終わりに」 that has not met its trigger
    condition yet this turn and would meet it now (a card that came to have it, e.g. the new top
    card of the clock with アラーム)? Asked without recording anything."""
    from ruling.games._ws.common import timing

    saved = set(_TURN_END.get(ctx, set()))
    try:
        found = card_trigger(ctx, timing("turn", "end", ()), ctx.last)
    finally:
        _TURN_END[ctx] = saved
    return any(t.blocked is None for t in found) or bool(turn_end_delayed_waiting(ctx))


def turn_end_delayed_waiting(ctx: Ctx) -> list[Triggered]:
    """6.8.1.5: the delayed abilities 「ターンの終わりに」 (8.7.5) that wait for this turn's end and
    have not met it yet — one an effect made during this end phase, after 6.8.1.1's moment had
    passed: the end phase is run again and it meets it then (once, 8.7.5.1)."""
    from ruling.games._ws.common import timing

    ev = timing("turn", "end", ())
    return [
        t
        for t in delayed_trigger(ctx, ev, ctx.last)
        if t.data.get("event_data") is None
        and not any(p.data.get("delayed") == t.data.get("delayed") for p in ctx.state.pending)
    ]


def _clock_top(ctx: Ctx, uid: str) -> bool:
    """Is the card the top card of its owner's clock (3.8.2: the one put there last)?"""
    w = ctx.where(uid)
    cards = ctx.zone(w[0], w[1]) if w else []
    return bool(cards) and cards[0].uid == uid


def turn_uses(ctx: Ctx, uid: str, index: int, earlier: bool = False) -> int:
    """How many times ability ``index`` of card ``uid`` was played this turn (10.19), by the card
    as it is now — a card that changed zones since is a new card (3.1.4), and its uses are those
    of the earlier card (``earlier=True`` counts those instead)."""
    st = ctx.state
    used = st.vars.get(f"uses.{uid}.{index}") or {}
    if used.get("turn") != st.turn.number:
        return 0
    same = used.get("seq") is None or not _new_card_since(ctx, uid, int(used["seq"]))
    return int(used.get("count", 0)) if same != earlier else 0


def _new_card_since(ctx: Ctx, uid: str, seq: int) -> bool:
    """Whether card ``uid`` moved from a slot to a zone that is not a slot of the stage after the
    state's sequence number ``seq``: it is a new card since (3.1.4; slot to slot it is not)."""
    steps = dict.fromkeys(step for step, n, _ev in ctx.events() if n > seq)
    for step in steps:
        for m_uid, _fp, fz, _tp, tz in ctx.moves(step):
            zf, zt = ctx.game.zone(fz), ctx.game.zone(tz)
            if m_uid != uid or zf is None or not zf.slot:
                continue
            if zt is None or not zt.slot or (zt.group or zt.id) != (zf.group or zf.id):
                return True
    return False


def _pending_count(ctx: Ctx, out: list[Triggered], uid: str, index: int) -> int:
    """How many times this ability of this card is pending now (or has just triggered)."""
    return sum(
        1
        for p in ctx.state.pending
        if p.ability == "card" and p.source == uid and p.data.get("index") == index
    ) + sum(1 for t in out if t.source == uid and t.data.get("index") == index and not t.blocked)


def _pending_already(ctx: Ctx, out: list[Triggered], uid: str, index: int) -> bool:
    """Whether this ability of this card is already pending (or has just triggered)."""
    return any(
        p.ability == "card" and p.source == uid and p.data.get("index") == index
        for p in ctx.state.pending
    ) or any(t.source == uid and t.data.get("index") == index for t in out)


def delayed_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """A delayed ability a card's effect created (8.7.5) triggers at its moment — once, no
    period being given (8.7.5.1: it is removed when it resolves, ``delayed_resolve``)."""
    out = _event_delayed(ctx, ev, step)
    if not (isinstance(ev, Mark) and ev.tag == "timing"):
        return out
    st = ctx.state
    for d in st.delayed:
        if d.ability != "card_delayed" or d.data.get("event"):
            continue
        p = d.data
        if (ev.data.get("phase"), ev.data.get("point")) != (p.get("phase"), p.get("point")):
            continue
        if p.get("owner") is not None:
            want = d.master if p["owner"] == "you" else st.opponent(d.master)
            if st.turn.player != want:
                continue
        out.append(Triggered(d.master, None, {"delayed": d.id}, ("8.7.5", "8.7.5.1")))
    return out


def _event_delayed(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """A delayed ability on an event (「…した時、…」 inside an effect, 8.7.5) triggers when that
    event happens, read as the same trigger of the card whose effect created it (「このカード」 is
    that card); without a period it is removed when it resolves (8.7.5.1, ``delayed_resolve``)."""
    from ruling.games._ws.cardtext import DELAYED

    out: list[Triggered] = []
    st = ctx.state
    if st.turn.number == 0:
        return out
    moved = {m[0]: (m[1], m[2], m[3], m[4]) for m in ctx.moves(step)}
    for d in st.delayed:
        if d.ability != "card_delayed" or not d.data.get("event"):
            continue
        prog = DELAYED.get(str(d.data.get("key")))
        c = ctx.card(str(d.data.get("card") or ""))
        if c is None and not d.data.get("card") and not _names_this(prog):
            # a bare effect's delayed ability (no card made it: a scenario's resolve_text) whose
            # trigger names no 「このカード」: read against its master only
            c = Card(uid="", owner=d.master)
        if prog is None or prog.trigger is None or c is None:
            continue
        if any(t.data.get("delayed") == d.id for t in out):
            continue
        waiting = [p for p in st.pending if p.data.get("delayed") == d.id]
        if not d.data.get("repeat") and waiting:
            # no period given: it meets its trigger condition once (8.7.5.1) — already pending;
            # where this event came at the same moment as the one that made it pending (events
            # of one kind in a row, only the pending ability recorded between: two characters
            # reversed at once, 7.6.1.2), whether that is once or two satisfactions made pending
            # twice (8.7.2.1) the text does not settle (``delayed_trigger_simultaneous``)
            if any(_same_moment(ctx, p.step, step) for p in waiting):
                chosen = tuple(
                    u
                    for u, placed in d.data.get("chosen", ())
                    if (x := ctx.card(u)) and x.placed == placed
                )
                data = _fires(ctx, ev, step, prog.trigger, c, d.master, moved, chosen)
                if data is not None and "blocked" not in data:
                    out.append(
                        Triggered(
                            d.master,
                            None,
                            {"delayed": d.id, "event_data": data},
                            ("8.7.5", "8.7.5.1", "8.7.2.1"),
                            blocked=(
                                "時限誘発は一度だけ誘発条件を満たす: 同時の2つ目のイベントでは"
                                "待機状態にならない",
                                "a delayed trigger meets its condition once: the second event "
                                "of the same moment does not make it pending again",
                            ),
                            reading=("ws", "delayed_trigger_simultaneous", "each_event"),
                        )
                    )
            continue
        # 「そのキャラ」: the cards the effect chose when it created the ability, each while it
        # is the same card (3.1.4: moved to another zone, it is a new one)
        chosen = tuple(
            u for u, placed in d.data.get("chosen", ()) if (x := ctx.card(u)) and x.placed == placed
        )
        data = _fires(ctx, ev, step, prog.trigger, c, d.master, moved, chosen)
        if data is None or "blocked" in data:
            continue
        # 8.7.5.1 decides either way: with no period it meets its condition once; with one
        # (「そのターン中」) each time within it
        cl = ("8.7.5", "8.7.5.1")
        out.append(Triggered(d.master, None, {"delayed": d.id, "event_data": data}, cl))
    return out


def _same_moment(ctx: Ctx, first: int | None, step: int) -> bool:
    """Whether the event of ``step`` came at the same moment as that of ``first``: events of one
    kind, one right after the other, with only abilities made pending between them (``first``
    the step that recorded an ability pending: its event, the step it rests on)."""
    if first is not None and ctx.step_kind(first) == "pending":
        first = max(ctx.causes(first), default=None)
    if first is None or first >= step or ctx.step_kind(first) != ctx.step_kind(step):
        return False
    return all(ctx.step_kind(s) == "pending" for s in range(first + 1, step))


def _names_this(prog: Any) -> bool:
    """Whether a delayed ability's trigger names a card by reference (「このカード」, its battle
    opponent, a card related to it): it needs the card whose effect made it."""
    if prog is None or prog.trigger is None:
        return False
    trigs = [prog.trigger, *(prog.trigger.parts or ())]
    return any(tr.subject is not None and tr.subject.ref is not None for tr in trigs)


def _used_card(ctx: Ctx, ev: Event) -> Card | None:
    """The card whose ability an ``ability_used`` event reports (8.6.2.4, 10.5.3)."""
    if isinstance(ev, Mark) and ev.tag == "ability_used":
        return ctx.card(str(ev.data.get("card")))
    return None


# what 『X』を使った means for each keyword that has a "used" event (USED_CLAUSES), the keywords
# whose 『X』を使った is a character put onto the stage by its effect (PLACED_USED, 10.2.4: an
# encore puts the character back from the waiting room): chapter 10's table, ``lexicon``
# 『X』で舞台に置かれた時; 「このカードがプレイされて舞台に置かれた時」: the character was put there by
# its play (8.6.2.5.1); the standby icon's effect (4.12.2.10)
# 「自分の / 相手の / カードの効果で…置かれた時」: a move made by the effect of a card's ability
# (8.2.1), of whose card — the zone's player's own, the other player's, any
EFFECT_MEANS = {"own_effect": "own", "opponent_effect": "opponent", "any_effect": "any"}
PLACED_BY_CLAUSES: dict[str, tuple[str, ...]] = {
    **KW_PLACED_BY_CLAUSES,
    "play": ("8.6.2.5.1",),
    "standby": ("4.12.2.10",),
}


def _placed_by_clauses(trig: Trig) -> tuple[str, ...]:
    """The clauses of the means a placed trigger names: a play puts a character into its slot
    (8.6.2.5.1), a climax into the climax zone (8.6.2.5.3); a keyword's placement (10.8.4 …); a
    card's effect (8.2.1)."""
    if trig.means == "play" and trig.dst == ("climax",):
        return ("8.6.2.5.3",)
    return PLACED_BY_CLAUSES.get(trig.means or "", ("8.2.1",))


def keyword_used(
    rt: Rt,
    keyword: str,
    clauses: tuple[str, ...],
    cards: tuple[str, ...] = (),
    after: tuple[int | None, ...] = (),
) -> Proc:
    """Record that ``rt.master`` used the keyword (the event 『X』を使った時 triggers on);
    ``after``: the steps that made it used."""
    return (
        yield Mark(
            clauses=clauses,
            tag="keyword_used",
            data={"card": rt.source, "player": rt.master, "keyword": keyword, "cards": cards},
            caused_by=rt.causes() + tuple(x for x in after if x is not None),
            ja=f"{rt.master} は『{keyword}』を使った",
            en=f"{rt.master} used 『{keyword}』",
        )
    )


def zone_owner(ctx: Ctx, uid: str, moved: dict[str, tuple[str, str, str, str]]) -> str:
    if uid in moved and moved[uid][1].startswith("stage."):
        return moved[uid][0]
    return master_of(ctx, uid)


def _has_reminder(text: str) -> bool:
    """Whether the printed ability carries a reminder (注釈文, 2.12.3): text in round brackets."""
    costs_aside = re.sub(r"[［\[][^］\]]*[］\]]", "", text)  # a cost ［(1)］ is no reminder
    return bool(re.search(r"[（(][^）)]*[）)]", costs_aside))


def _reminder_on_trigger(text: str) -> bool:
    """Whether the printed ability carries a reminder (注釈文, 2.12.3) that speaks of when it
    triggers (「（…時だけ発動する）」): text in round brackets naming 時 or 発動."""
    costs_aside = re.sub(r"[［\[][^］\]]*[］\]]", "", text)
    return any("時" in m or "発動" in m for m in re.findall(r"[（(]([^）)]*)[）)]", costs_aside))


def _keyword_trigger(p: Program) -> Trig:
    if p.keyword == "アンコール":  # 10.2.2
        return Trig("placed", subject=Sel(ref="this"), src=("stage",), dst=("waiting_room",))
    return Trig("placed", subject=Sel(ref="this"), src=("hand",), dst=("stage",))  # 10.4.2


def _with_dst(trig: Trig, dst: tuple[str, ...]) -> Trig | None:
    """The same trigger with another destination (of a placed trigger, or of each part of one
    「…時か…時」 of placed triggers); None for other triggers, or one with no zone it leaves."""
    if trig.event == "placed" and trig.dst and (trig.src or (trig.subject and trig.subject.zone)):
        return dataclasses.replace(trig, dst=dst)
    if trig.event == "any" and trig.parts:
        parts = [_with_dst(t, dst) for t in trig.parts]
        if all(t is not None for t in parts):
            return dataclasses.replace(trig, parts=tuple(parts))  # type: ignore[arg-type]
    return None


def _placed_elsewhere(
    ctx: Ctx,
    ev: Event,
    step: int,
    trig: Trig,
    c: Card,
    master: str,
    moved: dict[str, tuple[str, str, str, str]],
) -> dict[str, Any] | None:
    """「…のクロックが、…控え室に置かれた時」 / 「…が手札から舞台に置かれた時」: a card that left the
    zone the trigger names for another zone than the one it names is not the event written
    (8.1.1.2.1), and the ability does not become pending (8.7.2): the ruling says so."""
    for uid, (_fp, _fz, _tp, tz) in moved.items():
        alt = _with_dst(trig, tuple(_zone_class(tz)))
        if alt is None or _fires(ctx, ev, step, trig, c, master, {uid: moved[uid]}) is not None:
            continue
        if _fires(ctx, ev, step, alt, c, master, {uid: moved[uid]}) is None:
            continue
        card = ctx.card(uid)
        zdef = ctx.game.zone(tz)
        ja, en = (zdef.ja, zdef.en) if zdef is not None else (tz, tz)
        label = card.label if card is not None else uid
        return {
            "blocked": (
                f"{label} は{ja}に置かれたため、{c.label} の能力の誘発条件は満たされず、誘発しない",
                f"{label} went to the {en}: {c.label}'s trigger condition is not met, "
                "it does not trigger",
            ),
            "trigger_clauses": ("8.1.1.2.1", "8.7.2"),
        }
    return None


def _unnamed_character(trig: Trig) -> bool:
    """A zone-move trigger about 「キャラ」 with no zone named for it (「他のあなたのキャラが（舞台から）
    控え室に置かれた時」): a character card on the stage (2.3.2.1.2), before or after the move."""
    subj = trig.subject or Sel()
    return (
        trig.event == "placed"
        and subj.ref != "this"
        and "character" in (subj.kinds or ())
        and not subj.zone
        and (not trig.src or "stage" in trig.src)
    )


def _off_stage_character(
    ctx: Ctx, trig: Trig, c: Card, master: str, moved: dict[str, tuple[str, str, str, str]]
) -> dict[str, Any] | None:
    """A character card that went where a trigger about 「キャラ」 watches, from a zone that is not
    the stage (a marker going with its character, 3.7.3.2; a card from the hand) to one that is
    not either: no 「キャラ」 (2.3.2.1.2: a character card on the stage; a marker zone is no part
    of the stage, 3.7.1.2), so it does not meet the condition — said, as a reason for how often
    the ability triggered (a near miss, not a change)."""
    if not _unnamed_character(trig):
        return None
    subj = trig.subject or Sel()
    for uid, (_fp, fz, tp, tz) in moved.items():
        if fz.startswith("stage.") or tz.startswith("stage."):
            continue
        card = ctx.card(uid)
        if card is None or card.type != "character" or (subj.other and uid == c.uid):
            continue
        if trig.dst and trig.dst != (ELSEWHERE,) and not (_zone_class(tz) & set(trig.dst)):
            continue
        if subj.owner and tp not in _who(subj.owner, master, ctx):
            continue
        marker = fz.startswith("markers.")
        what = ("マーカー", "a marker") if marker else (ctx.zone_name(fz), ctx.zone_name(fz, "en"))
        return {
            "blocked": (
                f"{card.label} は{what[0]}のカードで舞台のキャラではないため、{c.label} の能力の"
                "誘発条件を満たさない",
                f"{card.label} was {what[1] if marker else 'a card of the ' + what[1]}, not a "
                f"character on the stage: it does not meet {c.label}'s trigger condition",
            ),
            "trigger_clauses": ("2.3.2.1.2",) + (("3.7.1.2",) if marker else ()),
            "near_miss": True,
            "touches": (uid,),
        }
    return None


def _arrived_blank(
    ctx: Ctx,
    ev: Event,
    step: int,
    trig: Trig,
    c: Card,
    master: str,
    moved: dict[str, tuple[str, str, str, str]],
) -> dict[str, Any] | None:
    """A card put face down from a hidden zone into a zone where a face-down card is blank (the
    memory 3.12.2.2.1, the level zone 3.9.2.2.1): a zone-move trigger reads it in that public
    zone (8.7.4.1.1), a card with no information — one that would have met the trigger's
    description face up does not, and the ability does not become pending: the ruling says so."""
    from ruling.games._ws.selection import BLANK_ZONES

    for uid, (_fp, fz, _tp, tz) in moved.items():
        card = ctx.card(uid)
        if card is None or card.face_up or tz not in BLANK_ZONES or fz not in HIDDEN_ZONES:
            continue
        card.face_up = True  # as it would be read face up, for the comparison only
        try:
            would = _fires(ctx, ev, step, trig, c, master, {uid: moved[uid]})
        finally:
            card.face_up = False
        if would is None:
            continue
        return {
            "blocked": (
                f"{card.label} は裏向きで置かれた空白のカードとして読まれ、{c.label} の能力の誘発条件は"
                "満たされず、誘発しない",
                f"{card.label} was put face down and is read as a blank card: {c.label}'s "
                "trigger condition is not met, it does not trigger",
            ),
            "trigger_clauses": ("8.7.4.1", "8.7.4.1.1", *BLANK_ZONES[tz], "8.7.2"),
        }
    return None


def _means_not_auto(
    ev: Event, trig: Trig, c: Card, moved: dict[str, tuple[str, str, str, str]]
) -> dict[str, Any] | None:
    """10.8.4: 「このカードが『チェンジ』で舞台に置かれた時」 means put onto the stage from outside it by
    the effect of an AUTOMATIC ability with the keyword チェンジ. This card put there by the effect of
    a チェンジ ability of another kind (【起】: the move is tagged ``change`` but carries no
    ``means``) is not that event (8.1.1.2.1): the ability does not trigger, and the ruling says
    why (citing 10.8.4 and 8.7.2)."""
    if trig.means != "チェンジ" or not isinstance(ev, Move) or ev.tag != "change":
        return None
    if c.uid not in moved or moved[c.uid][1].startswith("stage."):
        return None
    if (trig.subject or Sel()).ref != "this":
        return None
    return {
        "blocked": (
            f"{c.label} は自動能力でないチェンジの効果で舞台に置かれたため、"
            "「『チェンジ』で舞台に置かれた時」は誘発しない",
            f"{c.label} was put onto the stage by a チェンジ that is not an automatic ability: "
            "「『チェンジ』で舞台に置かれた時」 does not trigger",
        ),
        "trigger_clauses": ("10.8.4", "8.1.1.2.1", "8.7.2"),
    }


# where a played card of a kind is put by its play, with the clauses saying so (8.6.2.5.1 /
# 8.6.2.5.3; the climax zone is the zone of climaxes played, 3.11.1)
_PLAY_PUTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "character": ("stage.", ("8.6.2.5.1",)),
    "climax": ("climax", ("8.6.2.5.3", "3.11.1")),
}


def _put_not_played(ctx: Ctx, ev: Move, trig: Trig, c: Card, master: str) -> dict[str, Any] | None:
    """「あなたがクライマックスをプレイした時」 and a card of that description put where its play puts
    it (8.6.2.5.1 / 8.6.2.5.3) by something other than a play — an effect, a rule: it was not
    played (8.6.2.4 is the moment of playing), so the ability does not trigger, and the ruling
    says why."""
    card = ctx.card(ev.uid)
    if card is None or ev.data.get("means") == "play" or card.type not in _PLAY_PUTS:
        return None
    zone, clauses = _PLAY_PUTS[card.type]
    if not (ev.zone == zone or (zone.endswith(".") and ev.zone.startswith(zone))):
        return None
    if card.owner not in _who(trig.owner, master, ctx):
        return None
    if not matches(ctx, card, trig.subject or Sel(), c.uid):
        return None
    return {
        "blocked": (
            f"{card.label} はプレイされずに置かれたため、「プレイした時」は誘発しない",
            f"{card.label} was put there without being played: 「…をプレイした時」 does not trigger",
        ),
        "trigger_clauses": (*clauses, "8.6.2.4", "8.7.2"),
    }


def _bond_not_from_hand(
    ctx: Ctx, c: Card, moved: dict[str, tuple[str, str, str, str]]
) -> dict[str, Any] | None:
    """10.4.2: 絆 triggers when its character is put onto the stage from the hand; put there from
    another zone (not by being played), the ruling says why it does not trigger."""
    if c.uid not in moved:
        return None
    _fp, fz, tp, tz = moved[c.uid]
    if not tz.startswith("stage.") or fz.startswith("stage.") or "hand" in _zone_class(fz):
        return None
    zdef = ctx.game.zone(fz)
    ja, en = (zdef.ja, zdef.en) if zdef is not None else (fz, fz)
    return {
        "blocked": (
            f"{c.label} は手札からではなく{ja}から舞台に置かれたため、『絆』は誘発しない",
            f"{c.label} was put onto the stage from the {en}, not the hand: its bond does not "
            "trigger",
        ),
        "trigger_clauses": ("10.4.2",),
        # what its effect would have changed: the cost paid from the stock, the named card
        # returned from the waiting room to the hand
        "touches": tuple(f"{tp}.{z}" for z in ("stock", "waiting_room", "hand")),
    }


def _dealt_by(ctx: Ctx, trig: Trig, c: Card, master: str, source: str | None) -> bool:
    """Was the damage's source what the trigger names: this card (「このカードの与えたダメージ」), or
    the attacking character of that player (「あなたの(ダイレクト)アタックしているキャラの与えた
    ダメージ」: the one attacking now, 7.2.1.5, in an attack of the kind named, 7.2.1.4)?"""
    subj = trig.subject
    if subj is None or subj.ref == "this":
        return source == c.uid
    if source is not None and "attacking" not in subj.states:
        # 「(他の)あなたのキャラ / 相手のキャラの与えたダメージ」: the damage's source (4.11.1) is a
        # character of that player (the attacker of the damage step, 4.11.1.1, or the card
        # whose ability dealt it, 4.11.1.2); 「他の」: not this card
        sc = ctx.card(source)
        if sc is None or (subj.other and source == c.uid):
            return False
        if sc.type not in (None, "character"):
            return False
        owner = master if subj.owner == "you" else ctx.state.opponent(master)
        return master_of(ctx, source) == owner
    if source is None or "attacking" not in subj.states or not attacking(ctx, source):
        return False
    att = ctx.state.vars.get("attack") or {}
    kind = trig_ext(trig, "attack_kind")
    if kind is not None and att.get("kind") != kind:
        return False
    owner = master if subj.owner == "you" else ctx.state.opponent(master)
    return master_of(ctx, source) == owner


def _damage_read(ev: Mark) -> dict[str, Any]:
    """The damage process a 「ダメージを受けた時」 trigger was met by, as 「そのダメージがキャンセル
    された / されなかったなら」 reads it: cancelled (4.10.1.2) or not (4.10.1.3)."""
    return {"cancelled": bool(ev.data.get("cancelled")), "step": None}


def _described_giver(trig: Trig) -> bool:
    """Is the trigger's damage source a described character (「あなたのキャラの与えたダメージ」), not
    this card nor the attacking one?"""
    subj = trig.subject
    return subj is not None and subj.ref is None and "attacking" not in subj.states


def _giver_clauses(trig: Trig, ev: Mark) -> tuple[str, ...]:
    """The clauses naming the damage's source a described giver was read against (4.11.1: the
    attacking character's damage, 4.11.1.1, or an ability's, 4.11.1.2)."""
    if not _described_giver(trig):
        return ()
    return ("4.11.1", "4.11.1.1" if ev.data.get("by_rule") else "4.11.1.2")


def _giver_bound(trig: Trig, ev: Mark) -> dict[str, Any]:
    """「そのキャラ」 after 「…キャラの与えたダメージが…時」: the character that dealt it."""
    if not _described_giver(trig) or not ev.data.get("source"):
        return {}
    return {"card": ev.data["source"]}


def _not_in_battle(ctx: Ctx, c: Card) -> dict[str, Any] | None:
    """「このカードのバトル中」 not met while the event happens: when this card is the one a side
    attack is made against, the ruling says why it is not in a battle (7.2.1.5.1: only a front
    attack makes the attacker and the defender battle; 7.2.1.5.2: the character opposite a side
    attack is only 「アタックされた」); otherwise nothing triggers, and nothing need be said."""
    att = ctx.state.vars.get("attack") or {}
    if att.get("kind") != "side" or c.uid not in (att.get("attacked"), att.get("attacker")):
        return None
    return {
        "blocked": (
            f"{c.label} はサイドアタックに関わるだけでバトルしていないため、「このカードのバトル中」の"
            "誘発条件を満たさない",
            f"{c.label} takes part in a side attack, not a battle: 「このカードのバトル中」 is not met",
        ),
        "trigger_clauses": ("7.2.1.5.1", "7.2.1.5.2"),
    }


def _battle_opponent_gone(ctx: Ctx, c: Card, attacker: str) -> dict[str, Any] | None:
    """「このカードのバトル相手のアタックの終わりに」 when this card was front-attacked by the
    attacker but the two are not battling at the attack's end (7.6.1.5): the attacker or this
    card left its slot (7.2.1.5.1: they battle only while both stay), so the trigger condition
    is not met and the ability does not become pending (8.7.2) — the ruling says why. A card
    that was never in this attack's battle is simply not concerned (nothing is said)."""
    att = ctx.state.vars.get("attack") or {}
    if (
        att.get("kind") != "front"
        or att.get("attacker") != attacker
        or att.get("defender") != c.uid
        or att.get("defender_placed") != c.placed
    ):
        return None
    label = card_label(ctx, attacker)
    return {
        "blocked": (
            f"アタックの終わりに {label} は {c.label} のバトル相手ではない（枠を離れた）ため、"
            "「このカードのバトル相手のアタックの終わりに」の誘発条件を満たさない",
            f"at the end of the attack {label} is not {c.label}'s battle opponent (it left its "
            "slot): 「このカードのバトル相手のアタックの終わりに」 is not met",
        ),
        "trigger_clauses": ("7.2.1.5.1", "7.6.1.5", "8.7.2"),
        "touches": (attacker,),
    }


def _not_battling(ctx: Ctx, c: Card) -> dict[str, Any]:
    """「バトルしているこのカード」: the event happened to this card, but no attack makes it a
    battling character now (7.2.1.5.1 says which characters are): the trigger condition is not
    met, so the ability does not become pending (8.7.2)."""
    return {
        "blocked": (
            f"{c.label} はバトルしているキャラではない（アタックによるバトル中ではない）ため、"
            "「バトルしているこのカード」の誘発条件を満たさず、待機状態にならない",
            f"{c.label} is not a battling character (no attack makes it battle): "
            "「バトルしているこのカード」 is not met and the ability does not become pending",
        ),
        "trigger_clauses": ("7.2.1.5.1", *ctx.principle("pending")),
    }


def _not_in_its_zone(
    ctx: Ctx,
    ev: Event,
    step: int,
    trig: Trig,
    c: Card,
    zone: str,
    p: Program,
    moved: dict[str, tuple[str, str, str, str]],
) -> list[Triggered]:
    """An automatic ability written to be used in another zone (2.12.2.3: シフト in the clock,
    記憶 in the memory) whose trigger condition occurs while its card is in a zone where neither
    its text (2.12.2.1) nor that ability works: it does not trigger, and the ruling says why."""
    master = zone_owner(ctx, c.uid, moved)
    data = _fires(ctx, ev, step, trig, c, master, moved)
    if data is None or "blocked" in data:
        return []
    where = ctx.zone_name(zone)
    return [
        Triggered(
            master,
            c.uid,
            {},
            active_in_clauses(p),
            blocked=(
                f"{c.label} の能力は{where}では有効でないため、誘発しない",
                f"{c.label}'s ability does not work in the {ctx.zone_name(zone, 'en')}: it "
                "does not trigger",
            ),
            touches=(c.uid, f"{master}.{zone}"),
        )
    ]


def _entered_fires(
    ctx: Ctx,
    ev: Event,
    step: int,
    trig: Trig,
    c: Card,
    master: str,
    moved: dict[str, tuple[str, str, str, str]],
    chosen: tuple[str, ...],
) -> dict[str, Any] | None:
    """「このカードが手札から舞台に置かれたターン中、…の始めに」: the trigger is read only while the
    card was put onto the stage from those zones this turn (``_ENTERED``); a card that left the
    stage and is back (a new card, 3.1.4) meets it only in the reading same_card of the point
    entered_turn_new_card, as the continuous form 「…ターン中、X」 (``conditions.holds``)."""
    zones = trig_ext(trig, "entered")
    e = _ENTERED.get(ctx, {}).get(c.uid)
    if entered_now(ctx, c.uid, zones) and e is not None:
        why: list[int] = [e[2]]  # it was put onto the stage then
        extra: tuple[str, ...] = ()
    elif ctx.state.vars.get(ENTERED_READING) == "same_card" and entered_earlier(ctx, c.uid, zones):
        why, extra = [], ("3.1.4",)
    else:
        return None  # not put onto the stage from there this turn
    data = _fires(ctx, ev, step, with_trig(trig, entered=()), c, master, moved, chosen)
    if data is not None:
        if why:
            data["why_steps"] = why
        if extra:
            data["trigger_clauses"] = (*data.get("trigger_clauses", ()), *extra)
    return data


def _fires(
    ctx: Ctx,
    ev: Event,
    step: int,
    trig: Trig,
    c: Card,
    master: str,
    moved: dict[str, tuple[str, str, str, str]],
    chosen: tuple[str, ...] = (),
) -> dict[str, Any] | None:
    """Whether ``ev`` meets trigger ``trig`` of card ``c`` (``master``'s), and what it reports.
    ``chosen``: for a delayed ability (8.7.5), the cards the effect that created it chose
    (「そのキャラ」)."""
    st = ctx.state
    if trig.event == "any":  # 「…時か…時」: either event
        for part in trig.parts:
            data = _fires(ctx, ev, step, part, c, master, moved, chosen)
            if data is not None:
                return data
        return None
    if trig.during is not None:
        want = master if trig.during == "you" else st.opponent(master)
        if st.turn.player != want:
            return None
    if trig_ext(trig, "phase_during") is not None:
        who, phase = trig_ext(trig, "phase_during")
        if who is not None:  # 「あなたの / 相手のXフェイズ中」; none printed: either player's
            want = master if who == "you" else st.opponent(master)
            if st.turn.player != want:
                return None
        if st.turn.phase != phase:
            return None
    state = trig_ext(trig, "holds")
    if state is not None:
        # 「あなたのレベルが2以上で、…時」: the state joined before the event is part of the
        # trigger condition (8.1.1.2.1): met only if it holds when the event happens
        if not holds(Rt(ctx, master, c.uid, ws_program("auto"), ""), state):
            return None
        data = _fires(ctx, ev, step, with_trig(trig, holds=None), c, master, moved, chosen)
        if data is not None:
            data["trigger_clauses"] = (
                *data.get("trigger_clauses", ()),
                "8.1.1.2.1",
                *cond_clauses(state),
            )
        return data
    if trig_ext(trig, "entered"):
        return _entered_fires(ctx, ev, step, trig, c, master, moved, chosen)
    rt = Rt(ctx, master, c.uid, ws_program("auto"), "")
    if trig.event == "count_became":
        # 「あなたの手札が0枚になった時」: a move this step left N cards in that player's zone,
        # and there were not N before it (8.1.1.2.1: the event of the count becoming N)
        who = master if trig.owner == "you" else st.opponent(master)
        zone = trig.dst[0]
        came = sum(1 for fp, fz, tp, tz in moved.values() if tp == who and tz == zone)
        went = sum(1 for fp, fz, tp, tz in moved.values() if fp == who and fz == zone)
        now = len(ctx.zone(who, zone))
        if came == went or now != trig_ext(trig, "count"):
            return None  # the count is what it was before the move, or not N
        return {"player": who, "zone": zone, "trigger_clauses": ("8.1.1.2.1",)}
    if trig.event == "slot_moved":
        # 「…が他の枠に動いた時」: a card moved from a slot of the stage to another slot of the
        # same player's stage (3.6.3); each card moved meets it once (8.7.2.1)
        for uid, (fp, fz, tp, tz) in moved.items():
            if not (fz.startswith("stage.") and tz.startswith("stage.")) or fz == tz or fp != tp:
                continue
            if trig.dst and not (_zone_class(tz) & set(trig.dst)):
                continue  # 「前列に移動した時」: to a slot of that row (3.6.4)
            if trig.src and not (_zone_class(fz) & set(trig.src)):
                continue  # 「前列の枠から…動いた時」: from a slot of that row (3.6.4)
            subj = trig.subject or Sel()
            if subj.ref == "this":
                if uid != c.uid:
                    continue
            else:
                card = ctx.card(uid)
                if card is None or not matches(ctx, card, subj, c.uid):
                    continue
                if subj.owner and tp not in _who(subj.owner, master, ctx):
                    continue
            return {"card": uid, "slot": tz.split(".", 1)[1], "trigger_clauses": ("3.6.3",)}
        return None
    if trig.event == "placed":
        # 「自分の / 相手の / (any) カードの効果で」: checked per card below (EFFECT_MEANS)
        whose = EFFECT_MEANS.get(trig.means or "")
        own = whose is not None
        if trig.means is not None and not own and ev.data.get("means") != trig.means:
            # 『チェンジ』で / 『合体』で舞台に置かれた時: that keyword's effect put it
            return _means_not_auto(ev, trig, c, moved)
        by_master = (_RESOLVING.get(ctx) or [(None, "", None, None)])[-1]
        if own and by_master[1] not in _EFFECT_KINDS:
            return None  # no card's ability is being resolved: a rule or a game action moved it
        if trig.by is not None:
            # 「X」の(【起】の)効果で: the ability being resolved is one of a card named X
            now = _RESOLVING.get(ctx) or []
            if not now or now[-1][0] not in {name_key(n) for n in trig.by.names}:
                return None
            by_kind = trig_ext(trig, "by_kind")
            if by_kind is not None and now[-1][1] != by_kind:
                return None
        if trig_ext(trig, "not_by"):
            # 「「X」以外のカードの効果で」: the ability being resolved is not one of a card named X
            now = _RESOLVING.get(ctx) or []
            if now and now[-1][0] in {name_key(n) for n in trig_ext(trig, "not_by")}:
                return None
        if trig_ext(trig, "by_type"):
            # 「あなたのキャラの効果によって」: the effect of an ability of a card of that type (8.2.1)
            by_card = ctx.card(by_master[3] or "")
            if by_card is None or by_card.type not in trig_ext(trig, "by_type"):
                return None
        if trig_ext(trig, "not_by_kind") and by_master[1] in _EFFECT_KINDS:
            # 「CXの効果以外で」: the move is not made by the effect of a card of that type (8.2.1)
            by_card = ctx.card(by_master[3] or "")
            if by_card is not None and by_card.type in trig_ext(trig, "not_by_kind"):
                return None
        for uid, (_fp, fz, tp, tz) in moved.items():
            if whose == "own" and by_master[2] != _fp:
                continue  # the effect of another player's card (自分: the zone's player)
            if whose == "opponent" and by_master[2] in (None, _fp):
                continue  # 相手のカードの効果で: the effect of the other player's card
            if (trig.means is not None and not own or trig.by is not None) and fz.startswith(
                "stage."
            ):
                continue  # 10.8.4: 「舞台以外の領域から舞台に置かれた時」
            if trig.src and not (_zone_class(fz) & set(trig.src)):
                continue
            if trig.dst == (ELSEWHERE,):
                # 「…から離れた時」: to any zone other than the one it left (2.12.2.3.1)
                if _zone_class(tz) & set(trig.src or ("stage",)):
                    continue
            elif not (_zone_class(tz) & set(trig.dst)):
                continue
            subj = trig.subject or Sel()
            if (
                subj.zone
                and not trig.src
                and not (_zone_class(fz) & {subj.zone, *zone_ids(subj.zone)})
            ):
                # 「あなたのクライマックス置場のカードが控え室に置かれた時」: the subject is named by the
                # zone it is in when the event happens — a card moved from another zone is not it
                # (8.1.1.2.1: the trigger condition is that event)
                continue
            if _unnamed_character(trig) and not (
                fz.startswith("stage.") or tz.startswith("stage.")
            ):
                # 「キャラが控え室に置かれた時」: a 「キャラ」 with no zone named is a character card
                # on the stage (2.3.2.1.2) — a character card moved between other zones (a
                # marker, 3.7.1.2; a card of the hand) is none (``_off_stage_character``)
                continue
            info: tuple[str, ...] = ()
            if subj.ref == "this":
                if uid != c.uid:
                    continue
                info = ("8.7.4",)  # a zone-move trigger (領域移動誘発) of the card itself
            else:
                card = ctx.card(uid)
                # 8.7.4 / 8.7.4.1: a zone-move trigger that reads the card's information reads
                # it on the stage it left (8.7.4.1.2), in the public zone when it moved between
                # a hidden and a public one (8.7.4.1.1), else in the zone it moved to (8.7.4.1.3)
                # — with that zone's continuous effects applied (8.9.3, 8.9.3.1)
                known = None
                if fz.startswith("stage.") and not tz.startswith("stage."):
                    lk = ctx.last_known(uid)
                    known = dict(lk.info) if lk is not None and lk.step == step else None
                    info = ("8.7.4", "8.7.4.1", "8.7.4.1.2")
                elif fz in HIDDEN_ZONES or tz in HIDDEN_ZONES:
                    info = ("8.7.4", "8.7.4.1", "8.7.4.1.1")
                else:
                    info = ("8.7.4", "8.7.4.1", "8.7.4.1.3")
                if tz.startswith("stage.") and known is None:
                    info += ("8.9.3", "8.9.3.1")
                if card is None or not matches(ctx, card, subj, c.uid, known):
                    continue
                if subj.owner and tp not in _who(subj.owner, master, ctx):
                    continue
            out = {"card": uid, "slot": fz.split(".", 1)[1] if fz.startswith("stage.") else None}
            out["event_player"] = _fp  # 「そのプレイヤー」: whose zone the card left
            if subj.ref == "this":
                # what its effect reads of the card that triggered it (「このカードのレベルが0
                # なら」) is read as 8.7.4.1 says (``info_clauses``, cited where a condition
                # reads it): on the stage it left, in the public zone of a hidden/public move,
                # else in the zone it moved to
                if fz.startswith("stage.") and not tz.startswith("stage."):
                    out["info_clauses"] = ("8.7.4.1", "8.7.4.1.2")
                    # its stay on the stage, whose last-known values that reading uses
                    lk = ctx.last_known(uid)
                    if lk is not None and lk.step == step:
                        out["left_stage"] = lk.placed
                elif fz in HIDDEN_ZONES or tz in HIDDEN_ZONES:
                    out["info_clauses"] = ("8.7.4.1", "8.7.4.1.1")
                else:
                    out["info_clauses"] = ("8.7.4.1", "8.7.4.1.3")
            if fz.startswith("stage.") and tz.startswith("stage."):
                # moved from a slot of the stage to another (6.5.1.2.4 「…その枠に置きます」):
                # whether that is 「舞台に置かれた」 is a reading (the audit's
                # placed_by_slot_move), asked when the ability is played
                out["slot_to_slot"] = True
            if trig.means is not None or info:
                out["trigger_clauses"] = (
                    _placed_by_clauses(trig) if trig.means is not None else ()
                ) + info
            return out
        return None
    if trig.event in ("attack", "attacked"):
        if not (isinstance(ev, SetVar) and ev.key == "attack" and ev.value):
            return None
        if ev.tag == "defender_changed":  # an effect made another card the defender: no attack
            return None
        att = ev.value
        if trig_ext(trig, "attack_kind") and att.get("kind") != trig_ext(trig, "attack_kind"):
            return None
        # 7.2.1.5.2: the character opposite a front or a side attack is 「アタックされた」 (the
        # defending character of 7.2.1.5.1 only with a front attack)
        who = (
            att["attacker"] if trig.event == "attack" else att.get("attacked", att.get("defender"))
        )
        if who is None:
            return None
        subj = trig.subject or Sel()
        if trig.event == "attacked" and att.get("also_attacked") and subj.ref == "this":
            # the character opposite under 大活躍's reading facing (great_performance_facing_
            # attacked): 「アタックされた」 too (7.2.1.5.2)
            if c.uid == att["also_attacked"]:
                return {"card": c.uid, "trigger_clauses": ("7.2.1.5.2", "10.6.2")}
        if subj.ref == "this":
            if who != c.uid:
                return None
            return {"card": who} | (
                {"trigger_clauses": ("7.2.1.5.2",)} if trig.event == "attacked" else {}
            )
        if subj.ref in RELATED_CLAUSES:
            # 「このカードの正面のキャラがアタックした時」 / 「このカードの前のキャラがアタックした
            # 時」: the attacker stands in a slot so related to this card's as it attacks
            return _related_event(ctx, c, who, subj)
        card = ctx.card(who)
        if card is None or not matches(ctx, card, subj, c.uid):
            return None
        if subj.owner and master_of(ctx, who) not in _who(subj.owner, master, ctx):
            return None
        return {"card": who} | (
            {"trigger_clauses": ("7.2.1.5.2",)} if trig.event == "attacked" else {}
        )
    if trig.event == "reversed":
        if not (isinstance(ev, Orient) and ev.orientation == "reverse"):
            return None
        subj = trig.subject or Sel()
        if subj.ref == "this":
            if ev.uid != c.uid:
                return None
            if ("in_battle" in subj.states) and battle_opponent(ctx, c.uid) is None:
                # バトルしているこのカード, reversed outside a battle
                return _not_in_battle(ctx, c) or _not_battling(ctx, c)
            return {"card": ev.uid}
        if subj.ref == "chosen":
            # 「そのキャラが【リバース】した時」: a card the creating effect chose (8.7.5)
            return {"card": ev.uid} if ev.uid in chosen else None
        card = ctx.card(ev.uid)
        if card is None:
            return None
        of = trig_ext(trig, "of")
        if subj.ref == "battle_opponent_of" and of is not None:
            # 他のあなたのキャラのバトル相手: the card it battled passes the filters
            holder = battle_opponent(ctx, ev.uid)
            h = ctx.card(holder) if holder else None
            if h is None or not matches(ctx, h, of, c.uid):
                return None
            if of.owner and master_of(ctx, h.uid) not in _who(of.owner, master, ctx):
                return None
            return {"card": ev.uid, "trigger_clauses": ("7.2.1.5.1",)}
        if subj.ref in RELATED_CLAUSES:
            # 「このカードの正面のキャラが【リバース】した時」: the card reversed stands in a slot so
            # related to this card's
            return _related_event(ctx, c, ev.uid, subj)
        if subj.ref == "battle_opponent":
            if battle_opponent(ctx, c.uid) != ev.uid:
                return None
            bare = ws_sel(
                kind=subj.kind,
                traits=subj.traits or subj.traits_any,
                stats=subj.stats,
                names=subj.names,
                colors=subj.colors,
                alts=subj.alts,
            )
            return {"card": ev.uid} if matches(ctx, card, bare, c.uid) else None
        if subj.ref is None:
            # another character that passes the filters (他のあなたのバトル中のキャラ)
            if not slot_of(ctx, ev.uid) or not matches(ctx, card, subj, c.uid):
                return None
            if subj.owner and master_of(ctx, ev.uid) not in _who(subj.owner, master, ctx):
                return None
            return {"card": ev.uid}
        return None
    if trig.event == "drew":
        # 「あなたがカードを引いた時」: a card of that player's deck top moved to the hand by a draw
        # (4.7.1), one event for each card
        if not (isinstance(ev, Move) and ev.tag == "draw"):
            return None
        if ev.player not in _who(trig.owner, master, ctx):
            return None
        return {"card": ev.uid, "trigger_clauses": ("4.7.1",)}
    if trig.event == "level_up":
        # 「あなたがレベルアップした時」: the level-up rule process put a card into that player's
        # level zone (9.3.2)
        if not (isinstance(ev, Move) and ev.tag == "level_up"):
            return None
        if ev.player not in _who(trig.owner, master, ctx):
            return None
        return {"card": ev.uid, "trigger_clauses": ("9.3.2",)}
    if trig.event == "refresh":
        # 「あなたが山札をリフレッシュした時」: that player's refresh process was carried out
        # (9.2.4: carrying it out is 「リフレッシュする」) — done with its last step, the top card
        # of the new deck put into the clock (9.2.2)
        if not (isinstance(ev, Move) and ev.tag == "refresh_point"):
            return None
        if ev.player not in _who(trig.owner, master, ctx):
            return None
        return {"trigger_clauses": ("9.2.4", "9.2.2")}
    if trig.event == "played":
        # 「あなたがイベントをプレイした時」: a card of that player's, of that description, has been
        # played (8.6.2.4)
        if isinstance(ev, Move):
            return _put_not_played(ctx, ev, trig, c, master)
        if not (isinstance(ev, Mark) and ev.tag == "played"):
            return None
        card = ctx.card(str(ev.data.get("card")))
        subj = trig.subject or Sel()
        if card is None or card.owner not in _who(trig.owner, master, ctx):
            return None
        if not matches(ctx, card, subj, c.uid):
            return None
        return {"card": card.uid, "trigger_clauses": ("8.6.2.4",)}
    if trig.event in ORIENTED:
        # 「(相手の)【スタンド】しているキャラが【レスト】した時」 / 「このカードが【スタンド】した時」: a
        # character on the stage turned to that orientation (4.6.1; an Orient a card already so
        # oriented refuses is not done, 1.3.2.1, so nothing triggers); its state before the event
        # is the one the subject names
        if not (isinstance(ev, Orient) and ev.orientation == ORIENTED[trig.event][0]):
            return None
        card = ctx.card(ev.uid)
        subj = trig.subject or Sel()
        if card is None or not slot_of(ctx, ev.uid):
            return None
        if subj.ref == "this" and ev.uid != c.uid:
            return None
        if orientation(subj) is not None and ctx.oriented_from(step) != orientation(subj):
            return None
        if subj.ref in RELATED_CLAUSES:
            # 「このカードの正面のキャラが【レスト】した時」: the card turned stands in a slot so
            # related to this card's (3.6.4-3.6.6)
            return _related_event(ctx, c, ev.uid, ws_sel(subj, orientation=None))
        if subj.ref == "battle_opponent" and battle_opponent(ctx, c.uid) != ev.uid:
            return None  # このカードとバトル中のキャラ: battling this card when it is rested
        bare = ws_sel(subj, orientation=None, ref=None)
        if not matches(ctx, card, bare, c.uid):
            return None
        if subj.owner and master_of(ctx, ev.uid) not in _who(subj.owner, master, ctx):
            return None
        return {"card": ev.uid, "trigger_clauses": (ORIENTED[trig.event][1],)}
    del rt
    keyword = trig_ext(trig, "keyword")
    if trig.event == "used" and keyword in PLACED_USED:
        # 『チェンジ』 / 『合体』を使った is the moment its effect puts a character onto the stage
        # (10.8.5, 10.15.3) — not the end of the effect: a refresh or level up that interrupts the
        # rest of it (9.1.2.1) comes after
        # (『チェンジ』で舞台に置かれた, 10.8.4, needs an automatic チェンジ — ``means``; used, 10.8.5,
        # is the effect of any チェンジ ability — ``used``)
        if not (
            isinstance(ev, Move)
            and keyword in (ev.data.get("means"), ev.data.get("used"))
            and ev.zone.startswith("stage.")
        ):
            return None
        if ev.player not in _who((trig.subject or Sel()).owner, master, ctx):
            return None
        return {
            "card": ev.uid,
            "used_cards": [ev.uid],
            "trigger_clauses": USED_CLAUSES[keyword],
        }
    if trig.event == "used" and keyword is not None:
        # あなたが / 相手が『X』を使った時: the keyword's "used" event (USED_CLAUSES)
        if (
            isinstance(ev, Mark)
            and ev.tag == "keyword_declined"
            and ev.data.get("keyword") == keyword
            and ev.data.get("player") in _who((trig.subject or Sel()).owner, master, ctx)
        ):
            # the step that would have used it was not done (共鳴, 10.13.3.2): it was not used,
            # and the ruling says why this ability did not trigger
            return {
                "blocked": (
                    f"『{keyword}』は使われていないため、{c.label} の能力は誘発しない",
                    f"『{keyword}』 was not used: {c.label}'s ability does not trigger",
                ),
                "trigger_clauses": USED_CLAUSES[keyword] + tuple(ev.clauses),
            }
        if not (isinstance(ev, Mark) and ev.tag in ("ability_used", "keyword_used")):
            return None
        if ev.data.get("keyword") != keyword:
            return None
        if ev.data.get("player") not in _who((trig.subject or Sel()).owner, master, ctx):
            return None
        return {
            "card": ev.data.get("card"),
            "used_cards": list(ev.data.get("cards", ())),
            "trigger_clauses": USED_CLAUSES[keyword],
        }
    if trig.event == "used":
        if not (isinstance(ev, Mark) and ev.tag == "ability_used"):
            return None
        # 「相手が【起】を使った時」: the other player's use
        if ev.data.get("player") != (st.opponent(master) if trig.owner == "opponent" else master):
            return None
        subj = trig.subject or Sel()
        if subj.ref == "this":
            if ev.data.get("card") != c.uid or ev.data.get("keyword") != subj.kind:
                return None
        elif subj.kind == "activated" and ev.data.get("kind") != "activated":
            return None
        of = trig_ext(trig, "of")
        if of is not None:
            # 「他のあなたのキャラの【起】を使った時」: the ability is one of a card so described
            holder = ctx.card(str(ev.data.get("card")))
            if holder is None or not matches(ctx, holder, of, c.uid):
                return None
            if of.owner and master_of(ctx, holder.uid) not in _who(of.owner, master, ctx):
                return None
        if subj.kind == "activated":
            # 「【起】を使った時」: 『起動能力を使った』 is 『コストの支払いを終えた』 (8.1.1.1.2)
            return {"card": ev.data.get("card"), "trigger_clauses": ("8.1.1.1.2",)}
        return {"card": ev.data.get("card")}
    if trig.event == "timing":
        if not (isinstance(ev, Mark) and ev.tag == "timing"):
            return None
        d = ev.data
        if d.get("phase") != trig.phase or d.get("point") != trig.point:
            return None
        if trig.owner is not None:
            want = master if trig.owner == "you" else st.opponent(master)
            if st.turn.player != want:
                return None
        nth = trig_ext(trig, "nth")
        if nth is not None:
            # 「あなたの第1ターンの始めに」: the first player's turn is turn 1 and the players
            # alternate (5.2.1.5, 6.8.1.5) — an extra turn (11.2) is not counted here
            first = st.turn.first_player
            if first is None:
                return None
            ordinal = (st.turn.number + (1 if st.turn.player == first else 0)) // 2
            if ordinal != nth:
                return None
        return {}
    if trig.event == "damage_taken":
        # あなたの受けたダメージがキャンセルされなかった時: a damage process of the master ended
        # with the cards put into the clock (4.10.1.3)
        if not (isinstance(ev, Mark) and ev.tag == "damage_end" and not ev.data.get("cancelled")):
            return None
        # 「相手の受けたダメージが…」: the opponent's damage process
        if ev.data.get("to") != (st.opponent(master) if trig.owner == "opponent" else master):
            return None
        if trig.subject is not None and ("in_battle" in trig.subject.states):
            if battle_opponent(ctx, c.uid) is None:
                return _not_in_battle(ctx, c)  # このカードのバトル中: only while in a battle
        return {"trigger_clauses": ("4.10.1.3",), "damage_amount": ev.data.get("amount")}
    if trig.event == "damage_received":
        # 「あなたがダメージを受けた時」: a damage process of that player (4.10.1.1 「ダメージを受けた
        # プレイヤー」), whether it ended cancelled (4.10.1.2) or not (4.10.1.3) — read when it ends;
        # a card put into the clock otherwise is no damage (4.10.2)
        if not (isinstance(ev, Mark) and ev.tag == "damage_end"):
            return None
        if ev.data.get("to") != (st.opponent(master) if trig.owner == "opponent" else master):
            return None
        whose = EFFECT_MEANS.get(trig.means or "")
        if whose is not None:
            # 「あなたが相手の効果によってダメージを受けた時」: a card's ability dealt it (4.11.1.2),
            # not the damage step of an attack (4.11.1.1) nor a rule; the card is of the player
            # named (its master, 8.2.1) and of the type named (「相手のキャラの効果で」)
            source = ev.data.get("source")
            sc = ctx.card(source) if source else None
            if sc is None or ev.data.get("by_rule"):
                return None
            if whose != "any" and master_of(ctx, source) != (
                master if whose == "own" else st.opponent(master)
            ):
                return None
            types = trig_ext(trig, "by_type")
            if types and (sc.type or "character") not in types:
                return None
            return {
                "trigger_clauses": ("4.10.1.1", "4.11.1", "4.11.1.2"),
                "damage_amount": ev.data.get("amount"),
                "damage": _damage_read(ev),
            }
        if trig.subject is not None:
            # 「相手のキャラがあなたにダメージを与えた時」 / 「あなたが相手のイベントからダメージを
            # 受けた時」: the damage's source (4.11.1) is a card of that kind of the player named —
            # the attacking character of the damage step's damage (4.11.1.1), the card whose
            # effect dealt it (4.11.1.2; an event's, though its text names the player, 4.11.1.2.1)
            source = ev.data.get("source")
            sc = ctx.card(source) if source else None
            owner = master if trig.subject.owner == "you" else st.opponent(master)
            kinds = trig.subject.kinds or ("character",)
            kind_ok = sc is not None and (
                sc.type in kinds or (sc.type is None and "character" in kinds)
            )
            if not kind_ok or master_of(ctx, source) != owner:
                return None
            if "attacking" in trig.subject.states and not ev.data.get("by_rule"):
                # 「相手のキャラのアタックによって」: the damage step's damage of the attack (4.11.1.1)
                return None
            how = "4.11.1.1" if ev.data.get("by_rule") else "4.11.1.2"
            return {
                "trigger_clauses": ("4.10.1.1", "4.11.1", how),
                "damage_amount": ev.data.get("amount"),
                "damage": _damage_read(ev),
            }
        return {
            "trigger_clauses": ("4.10.1.1",),
            "damage_amount": ev.data.get("amount"),
            "damage": _damage_read(ev),
        }
    if trig.event == "damage_dealt":
        # このカードの与えたダメージがキャンセルされなかった時: a damage process this card was the
        # source of ended with the cards put into the clock (4.10.1.3)
        if not (isinstance(ev, Mark) and ev.tag == "damage_end" and not ev.data.get("cancelled")):
            return None
        if not _dealt_by(ctx, trig, c, master, ev.data.get("source")):
            return None
        return {
            "trigger_clauses": ("4.10.1.3", *_giver_clauses(trig, ev)),
            "damage_amount": ev.data.get("amount"),
            **_giver_bound(trig, ev),
        }
    if trig.event == "damage_cancelled":
        # このカードの(相手に)与えたダメージがキャンセルされた時: the damage process this card was
        # the source of ends cancelled (4.10.1.2)
        if not (isinstance(ev, Mark) and ev.tag == "damage_end" and ev.data.get("cancelled")):
            return None
        if trig.subject is None:
            # 「あなたの / 相手の受けたダメージがキャンセルされた時」: that player's damage process,
            # whatever dealt it
            if ev.data.get("to") != (st.opponent(master) if trig.owner == "opponent" else master):
                return None
            return {"trigger_clauses": ("4.10.1.2",), "damage_amount": ev.data.get("amount")}
        if trig.owner == "you":
            # このカードのバトル中、あなたの受けたダメージがキャンセルされた時
            if ev.data.get("to") != master:
                return None
            if battle_opponent(ctx, c.uid) is None:
                return _not_in_battle(ctx, c)
            return {"trigger_clauses": ("4.10.1.2",), "damage_amount": ev.data.get("amount")}
        if not _dealt_by(ctx, trig, c, master, ev.data.get("source")):
            return None
        if trig.owner == "opponent" and ev.data.get("to") != st.opponent(master):
            return None
        return {
            "trigger_clauses": ("4.10.1.2", *_giver_clauses(trig, ev)),
            "damage_amount": ev.data.get("amount"),
            **_giver_bound(trig, ev),
        }
    if trig.event == "triggered":
        # あなたのCXがトリガーした時: the trigger check put that card into the resolution zone
        if not (isinstance(ev, Move) and ev.tag == "trigger"):
            return None
        card = ctx.card(ev.uid)
        subj = trig.subject or Sel()
        if subj.ref == "this":
            # 「このカードがトリガーした時」: this card itself was put there (4.12, 7.3.1.2)
            if ev.uid != c.uid:
                return None
            return {"card": ev.uid, "trigger_clauses": ("7.3.1.2", "2.12.2.3")}
        if card is None or not matches(ctx, card, subj, c.uid):
            return None
        if subj.owner and card.owner not in _who(subj.owner, master, ctx):
            return None
        of = trig_ext(trig, "of")
        if of is not None and of.ref == "this":
            # このカードのトリガーチェック: only the trigger check of this card's attack (7.3.1;
            # 「このカードの攻撃中に実行されるトリガーチェック」, 7.3.1.2.3.1)
            if (st.vars.get("attack") or {}).get("attacker") != c.uid:
                return None
            return {"card": ev.uid, "trigger_clauses": ("7.3.1", "7.3.1.2", "7.3.1.2.3.1")}
        return {"card": ev.uid, "trigger_clauses": ("7.3.1.2",)}
    if trig.event == "attack_end":
        if not (isinstance(ev, Mark) and ev.tag == "timing" and ev.data.get("phase") == "attack"):
            return None
        attacker = ev.data.get("attacker")
        subj = trig.subject or Sel(ref="this")
        if ev.data.get("point") != "end" or attacker is None:
            return None
        if trig_ext(trig, "every"):
            # 「アタックの終わりに」: the end of any attack, the attacker wherever it is (the
            # timing step cites its clause: 7.6.1.5 after a battle, 7.5.1.4 after a direct or
            # side attack)
            return {}
        if subj.ref == "this":
            return {} if attacker == c.uid else None
        if subj.ref == "battle_opponent":
            # このカードのバトル相手のアタックの終わりに: the attacker is battling this card then
            # (7.2.1.5.1: only while both stay in their slots)
            if battle_opponent(ctx, c.uid) != attacker or not slot_of(ctx, attacker):
                return _battle_opponent_gone(ctx, c, attacker)
            return {"card": attacker, "trigger_clauses": ("7.2.1.5.1",)}
        card = ctx.card(attacker)
        w = ctx.where(attacker)
        if card is None or w is None or w[1] not in zone_ids(subj.zone or "stage"):
            return None  # 「前列の中央の枠のキャラの」: the attacker is in that slot at its end
        if not matches(ctx, card, ws_sel(subj, zone=None), c.uid):
            return None
        if subj.owner and master_of(ctx, attacker) not in _who(subj.owner, master, ctx):
            return None
        return {"card": attacker}
    return None


# the abilities being resolved, innermost last: (name of the card, kind of the ability, its
# master, the card's id) — what 「「X」の効果で舞台に置かれた時」 / 「自分のカードの効果で…置かれた時」 ask of the
# effect that moved a card; a rule process carried out meanwhile is (None, "rule", None): what it
# moves no effect moved
_RESOLVING: WeakKeyDictionary[Ctx, list[tuple[str | None, str, str | None, str | None]]] = (
    WeakKeyDictionary()
)
# the kinds of ability whose resolution is a card's effect (8.2.1) — a trigger icon's action
# (``icon``) and a rule process (``rule``) are not
_EFFECT_KINDS = ("auto", "activated", "event", "continuous")


def trigger_definition(t: Trig) -> tuple[str, ...]:
    """The clauses defining the event a trigger condition names, where the rules define it:
    『X』を使った (the keyword's ``used`` clauses: 10.7.4, only during a 集中 event or activated
    ability), 「このカードのトリガーチェックで」 (the check of this card's own attack, 7.3.1.2.3.1);
    () for a trigger the rules give no definition of its own here."""
    if t.event == "any":
        return tuple(dict.fromkeys(c for part in t.parts for c in trigger_definition(part)))
    keyword = trig_ext(t, "keyword")
    if t.event == "used" and keyword in USED_CLAUSES:
        return USED_CLAUSES[keyword]
    of = trig_ext(t, "of")
    if t.event == "triggered" and of is not None and of.ref == "this":
        return ("7.3.1.2", "7.3.1.2.3.1")
    return ()


def trigger_conditions(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The clauses defining the trigger conditions of card ``uid``'s automatic abilities
    (``Game.trigger_conditions``; ``trigger_definition``): read to conclude that no event met
    them (another character's trigger check is not this card's, 7.3.1.2.3.1; an automatic 集中
    is not 『集中』を使った, 10.7.4)."""
    c = ctx.card(uid)
    if c is None or not c.text:
        return ()
    out: tuple[str, ...] = ()
    for ab in abilities_of("ws", c):
        p = ab.program
        if p is not None and p.kind == "auto" and p.trigger is not None:
            out += trigger_definition(p.trigger)
    return tuple(dict.fromkeys(out))
