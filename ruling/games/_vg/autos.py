"""Vanguard automatic abilities (11.1.1.2): when a printed ability triggers on the events the
Vanguard procedures emit (``card_trigger``), the trigger conditions' clauses, and the limits of
use (【ターン1回】 12.3.2, 【ディヴァインスキル】 12.3.3).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ruling import loops, unsettled
from ruling.cardtext.ir import Cond, Program, Sel, Trig
from ruling.core import Ctx, LastKnown
from ruling.games._vg.common import (
    COLUMN,
    POINT_PHASES,
    TIMING_POINT,
    circle_of,
    is_unit,
    label,
    val,
    vkey,
    where_circle,
)
from ruling.games._vg.continuous import (
    _computing,
    _continuous,
    given_there,
    is_worn_ability,
    programs,
    targets_while_computing,
)
from ruling.games._vg.costs import COST_KEYS, _cost_zones, skipped_reach
from ruling.games._vg.locked import unlocked_step
from ruling.games._vg.selectors import (
    CIRCLE_GROUPS,
    Proc,
    Rt,
    _column_at,
    _column_of,
    _owners,
    columns_of,
    cond_watch,
    holds,
    in_group,
    matches,
    meaning_clauses,
    resolve_sel,
    sel_clauses,
    turn_began,
    valid_clauses,
    where_clauses,
    works_in,
)
from ruling.rules import (
    AddEffect,
    Event,
    Lose,
    Mark,
    Move,
    SetCard,
    SetTurn,
    SetVar,
    Shuffle,
    Triggered,
)
from ruling.state import Card
from ruling.state_triggers import endless_state_loop, state_held_since, state_holds
from ruling.zone import stated_cards

# --------------------------------------------------------------------------- triggers


def _limited(ctx: Ctx, uid: str, index: int, limit: str | None = "turn") -> bool:
    """12.3.2.2 / 12.2.1: an ability with 【ターンN回】 that did something N times this turn
    cannot be used again this turn; with 【ファイトN回】, this game (12.3.2.1) — the uses of this
    card, the same card since (4.1.8: moved from circle to circle it is)."""
    period, _, times = (limit or "turn").partition(":")
    return len(_uses(ctx, uid, index, period, same=True)) >= int(times or 1)


def _uses(ctx: Ctx, uid: str, index: int, period: str, same: bool | None = None) -> list[Any]:
    """The recorded uses (``limit_used``) of ability ``index`` of card ``uid`` this period;
    ``same``: only those of the card as it is now (True), of an earlier card (False)."""
    here = _limit_period(ctx, period)
    used = [k for k in ctx.state.vars.get("limit_used") or [] if k[0] == here and k[1] == uid]
    used = [k for k in used if k[3] == index]
    if same is None:
        return used
    return [k for k in used if _same_card(ctx, uid, k[2]) == same]


def _same_card(ctx: Ctx, uid: str, placed: int | None) -> bool:
    """Whether card ``uid`` is the same card as the one placed at ``placed`` (a ``Card.placed``):
    since then it moved only from circle to circle (4.1.8's first sentence), never to another
    zone nor as a new card there (a call, a ride: 6.2.5, 6.3.4)."""
    c = ctx.card(uid)
    if c is None or placed is None:
        return False
    if c.placed == placed:
        return True
    for step in dict.fromkeys(st for st, n, _ev in ctx.events() if n > placed):
        for m_uid, _fp, fz, _tp, tz in ctx.moves(step):
            if m_uid != uid:
                continue
            zf, zt = ctx.game.zone(fz), ctx.game.zone(tz)
            if zf is None or zt is None or not (zf.slot and zt.slot):
                return False
            if (zf.group or zf.id) != (zt.group or zt.id):
                return False
        if any(
            isinstance(ev, Move) and ev.uid == uid and ev.new_card
            for st, _n, ev in ctx.events(step)
            if st == step
        ):
            return False
    return True


# the clauses a use rests on when its card is new (``renewed_limit``): the limit the card before
# the move used up (12.3.2.2) and the move that made it a new card (4.1.8)
RENEWED_LIMIT = ("12.3.2.2", "4.1.8")


def renewed_limit(ctx: Ctx, uid: str, index: int, limit: str | None) -> bool:
    """Whether the ability is usable only because its card is a new card (4.1.8: it left its
    circle for another zone and came back) while the same ability of the card before the move
    was used up this period (12.3.2.2)."""
    if not limit:
        return False
    period, _, times = limit.partition(":")
    n = int(times or 1)
    return len(_uses(ctx, uid, index, period, same=True)) < n <= len(_uses(ctx, uid, index, period))


def trigger_cap(p: Program) -> int | None:
    """「この能力は１ターンにN回まで発動する」: how many times a turn the automatic ability may
    trigger (``Program.params`` ``("triggers_per_turn", N)``), or None."""
    return next(
        (x[1] for x in p.params if isinstance(x, tuple) and x[:1] == ("triggers_per_turn",)),
        None,
    )


def use_cap(p: Program) -> int | None:
    """「【起】…。この能力はターン中にN回だけ使える」: how many times a turn the activated ability
    may be played (``Program.params`` ``("uses_per_turn", N)``), or None."""
    return next(
        (x[1] for x in p.params if isinstance(x, tuple) and x[:1] == ("uses_per_turn",)),
        None,
    )


def used_this_turn(ctx: Ctx, uid: str, index: int) -> tuple[int, int]:
    """How many times this activated ability of ``uid`` was played this turn: as this card, and
    as the card it was before a move that made it a new card (4.1.8: the key holds where it was
    put). A turn begun before the scenario: its earlier plays are not given, read as none
    (stated)."""
    if turn_began(ctx) is None:
        ctx.assume(
            "このターンの、場面より前の起動能力のプレイは書かれていないため、なかったものとして数える",
            "what was played earlier this turn, before the scenario, is not given: counted as none",
            key="earlier_plays_this_turn_none",
        )
    keys = [
        k
        for k in ctx.state.vars.get("uses_this_turn") or []
        if k[0] == ctx.state.turn.number and k[1] == uid and k[3] == index
    ]
    # as this card: the same card since (a move from circle to circle keeps it, 4.1.8)
    own = sum(1 for k in keys if _same_card(ctx, uid, k[2]))
    return own, len(keys) - own


def count_use(ctx: Ctx, uid: str, index: int) -> Proc:
    """Record one play of this activated ability this turn (``used_this_turn``)."""
    c = ctx.card(uid)
    key = [ctx.state.turn.number, uid, c.placed if c else None, index]
    yield SetVar(key="uses_this_turn", value=[*(ctx.state.vars.get("uses_this_turn") or []), key])


def _triggered_this_turn(
    ctx: Ctx, c: Card, index: int, batch: list[Triggered], same: bool = True
) -> int:
    """How many times this ability of ``c`` triggered this turn (7.15.1.3), as this card: since
    the turn began or the card became the card it is now (a new card, 4.1.8: not a move from
    circle to circle), whichever is later — the ones of this event too; ``same=False``: the
    earlier cards' too (the same printed ability, the other reading of ``turn_limit_new_card``).
    A turn begun before the scenario: its earlier triggers are not given, read as none (stated)."""
    began = turn_began(ctx)
    if began is None:
        ctx.assume(
            "このターンの、場面より前の発動は書かれていないため、なかったものとして数える",
            "what triggered earlier this turn, before the scenario, is not given: counted as none",
            key="earlier_this_turn_none",
        )
    since = began or 0
    here = _became(ctx, c.uid) if same else None
    if here is not None:
        since = max(since, here)
    now = [
        t for t in batch if t.blocked is None and t.source == c.uid and t.data.get("index") == index
    ]
    return len(ctx.triggered_at(c.uid, index, since)) + len(now)


def _became(ctx: Ctx, uid: str) -> int | None:
    """The step of the move that made card ``uid`` the card it is now: its last move to another
    zone, or one that made it a new card there (a call, a ride: 6.2.5, 6.3.4); a move from
    circle to circle keeps the same card (4.1.8). None: no such move since the scenario began."""
    last = None
    seen: set[int] = set()
    for step, _n, ev in ctx.events():
        uids = (ev.uid,) if isinstance(ev, Move) else tuple(getattr(ev, "uids", ()) or ())
        if uid not in uids or step in seen:
            continue
        seen.add(step)
        for m_uid, _fp, fz, _tp, tz in ctx.moves(step):
            if m_uid != uid:
                continue
            zf, zt = ctx.game.zone(fz), ctx.game.zone(tz)
            new = isinstance(ev, Move) and ev.new_card
            if new or zf is None or zt is None or not (zf.slot and zt.slot):
                last = step
            elif (zf.group or zf.id) != (zt.group or zt.id):
                last = step
    return last


def limit_new_card(ctx: Ctx, uid: str, index: int, limit: str | None, player: str) -> Proc:
    """Whether the ability may be used, when it is usable only because its card is a new card
    (``renewed_limit``): 12.3.2.2 「その指定期間中、この能力は使えなくなる」 against 4.1.8 「新しい
    領域における新しいカード」 — a reading choice point (the audit's ``turn_limit_new_card``), both
    readings run: counted afresh for the new card (usable), the engine's, or still used up. True
    (no point) when the card is not new or the ability was not used up before its move."""
    if not renewed_limit(ctx, uid, index, limit):
        return True
    usable = yield unsettled.choose(
        player, "vg", "turn_limit_new_card", {"new_card": True, "same_ability": False}
    )
    return bool(usable)


def unspent_step(ctx: Ctx, uid: str, index: int, limit: str) -> tuple[int, ...]:
    """The step that found this limited ability not used up by an earlier use (12.3.2.2)."""
    c = ctx.card(uid)
    key = [_limit_period(ctx, limit.partition(":")[0]), uid, c.placed if c else None, index]
    return tuple(s for k, s in ctx.state.vars.get("limit_unspent") or [] if k == key)


def _limit_period(ctx: Ctx, period: str) -> int | str:
    """The period a use counts in: this turn (its number), or the game."""
    return ctx.state.turn.number if period == "turn" else "game"


def said(prog: Program) -> bool:
    """Whether the ability's limit is said as its last sentence (「そのターン中、この能力は使え
    なくなる。」, ``cardtext.abilities.said_limit``), not printed as an icon."""
    return ("limit_said", True) in prog.params


def said_clauses(prog: Program) -> tuple[str, ...]:
    """The clauses of a limit said as a sentence: 11.2.1.1.1 (activated) / 11.2.1.2.1
    (automatic) — used up when its effect has changed the game, for this turn (12.2.1)."""
    if prog.kind == "auto":
        return ("11.2.1.2.1",)
    # with no cost, 11.2.1.1.2 says when it is resolved (even though its requirement fails)
    return ("11.2.1.1.1",) + (("11.2.1.1.2",) if not prog.cost else ())


def program_limit_clauses(prog: Program) -> tuple[str, ...]:
    """The clauses of an ability's limit: its icon's, or those of the sentence saying it."""
    return said_clauses(prog) if said(prog) else limit_clauses(prog.limit)


def limit_clauses(limit: str | None) -> tuple[str, ...]:
    """The limit icon's clauses: 【ターンN回】 (12.3.2.1.1: this turn), 【ファイトN回】 (this game:
    12.3.2.1.2 and 12.3.2.1.3 both say so, their icons lost in the extracted text — whichever of
    the two is this icon's, its period is the game: both are cited)."""
    if (limit or "").startswith("fight"):
        return ("12.3.1", "12.3.2", "12.3.2.1.2", "12.3.2.1.3", "12.3.2.2")
    return LIMIT_ICON


def _during(ctx: Ctx, trig: Trig, master: str) -> bool:
    """「あなたのターンに」 / 「バトルフェイズに」 / 「あなたのライドフェイズに」 in a trigger."""
    if trig.during is None:
        return True
    if trig.during.startswith("!"):
        # 「この能力はあなたのドローフェイズには発動しない」: any time but that one
        return not _during(ctx, replace(trig, during=trig.during[1:]), master)
    st = ctx.state
    who, _, phase = trig.during.partition(":")
    if who == "you" and st.turn.player != master:
        return False
    if who == "opponent" and st.turn.player == master:
        return False
    if phase.startswith("!"):  # 「バトルフェイズ以外に」
        return st.turn.phase != phase[1:]
    return not phase or st.turn.phase == phase


NO_ACTIVATION = frozenset({"no_activation"})


def _kept_from_activating(
    ctx: Ctx, uid: str, event: str
) -> tuple[str, tuple[str, str], tuple[str, ...]] | None:
    """What keeps the automatic abilities of ``uid`` triggered by ``event`` from becoming pending
    now (「…の『X時』の自動能力は発動しない」, 7.15.1.3.2): a continuous ability that applies
    (11.1.1.3), or a continuous effect an effect made for a period (「そのターン中、…」, 11.3.1.2)
    — (what it touches, its label, the clauses by which it applies), else None."""
    from ruling.games._vg.selectors import holds, resolve_sel

    for c, ab, rt in _continuous(ctx, NO_ACTIVATION):
        for op in ab.program.steps:
            if (
                op.verb == "no_activation"
                and dict(op.detail).get("event") == event
                and op.target is not None
                and holds(rt, op.cond)
                and uid in resolve_sel(rt, op.target)
            ):
                return (
                    c.uid,
                    (f"{label(ctx, c.uid)} の能力", f"{label(ctx, c.uid)}'s ability"),
                    ("11.1.1.3",),
                )
    for e in ctx.state.effects:
        if e.stat != "no_activation" or e.op != "prohibit" or e.value[0] != event:
            continue
        _ev, sel, program, source = e.value
        if uid in resolve_sel(Rt(ctx, str(e.target), source, program, ""), sel):
            said = e.source or e.stat
            return (
                (e.card or str(e.target)),
                (f"効果（{said}）", f"the effect ({said})"),
                ("11.3.1.2",),
            )
    return None


def _listeners(ctx: Ctx) -> Iterator[tuple[Card, str, str]]:
    given = _given_to(ctx)
    for pl in ctx.state.order():
        for z, cards in ctx.state.players[pl].zones.items():
            for c in stated_cards(cards, given):
                # 6.9.3.3: a 着装 unit's abilities are void; 6.10.3.1.1: so are those of a card
                # under a 魔獣合成 bundle's top, but its 「魔獣合成された時」 (card_trigger)
                if (
                    c.text
                    or c.uid in given
                    or c.extra.get("skills")
                    or (z == "field.vanguard" and _wears(ctx, c))
                ) and not c.states.get("wearing"):
                    yield c, pl, z


def watching(ctx: Ctx, event: str) -> list[str]:
    """The cards with an automatic ability triggered by an event of kind ``event`` (one of its
    parts, for 「…か…時」): those an act not done leaves untriggered (``unchanged:<uid>``)."""
    from ruling.games._vg.continuous import programs

    def has(t: Trig) -> bool:
        return t.event == event or any(has(q) for q in t.parts)

    out: list[str] = []
    for c, _pl, _z in _listeners(ctx):
        for ab in programs(ctx, c.uid):
            p = ab.program
            if p is not None and p.kind == "auto" and p.trigger is not None and has(p.trigger):
                out.append(c.uid)
                break
    return out


def _wears(ctx: Ctx, c: Card) -> bool:
    """Whether the vanguard ``c`` has 着装 units, whose abilities it gains (6.9.3.4)."""
    from ruling.games._vg.dress import worn_by

    return bool(worn_by(ctx, c.uid))


def _given_to(ctx: Ctx) -> set[str]:
    """The cards given abilities: by an effect, or by a continuous ability now."""
    out = {e.target for e in ctx.state.effects if e.stat == "grant"}
    if not _computing:
        for _src, ab, rt in _continuous(ctx, frozenset({"grant"})):
            for op in ab.program.steps:
                if op.verb == "grant" and op.target is not None and holds(rt, op.cond):
                    out.update(targets_while_computing(rt, op.target))
    return out


def event_again(
    ctx: Ctx, ev: Event, p: Program, c: Card, pl: str, moved: dict[str, tuple[Any, ...]]
) -> dict[str, bool]:
    """「…ドロップかソウルに置かれた時、…ソウルに置かれたなら」: for each condition of the program on
    the event that triggered it (``Cond("event_is")``), whether this event meets it — read now,
    as the trigger condition is; its subject left unsaid, or 「その」 of the card the trigger is
    about, is the trigger's (keyed by the condition's event)."""
    from ruling.cardtext.ir import conds_in

    out: dict[str, bool] = {}
    trig = p.trigger
    # the ability's own condition too (「…退却した時、それが…によるなら、」 before its effect)
    for cond in conds_in((p.cond, p.steps)) if trig is not None else ():
        if cond.what != "event_is" or cond.event is None:
            continue
        t = cond.event
        if t.event == "it":
            # 「それがあなたのカードの効果によるなら」: the trigger's own event, made by that means
            t = replace(trig, means=t.means, by=t.by)
            got = _fires(ctx, ev, t, c, pl, moved)
            out[repr(cond.event)] = got is not None and "blocked" not in got
            continue
        main = next((x for x in (trig.parts or (trig,)) if x.event == t.event), trig)
        if t.subject is None or t.subject == Sel(ref="that"):
            t = replace(t, subject=main.subject)
        got = _fires(ctx, ev, t, c, pl, moved)
        out[repr(cond.event)] = got is not None and "blocked" not in got
    return out


def delayed_event(
    ctx: Ctx, ev: Event, step: int, trig: Trig, source: str | None, master: str
) -> dict[str, Any] | None:
    """Whether event ``ev`` meets a delayed trigger's event (「次に…した時」, 11.9.7), read as
    the trigger condition of an automatic ability of ``source`` (its card, else none: a bare
    effect's 「あなたの」 is its master's) is: the data it fired with, else None."""
    moved = {m[0]: m for m in ctx.moves(step)}
    c = ctx.card(source or "") or Card(uid="", owner=master)
    data = _fires(ctx, ev, trig, c, master, moved)
    if data is None or "blocked" in data:
        return None
    return data


def _by_rule_process(ctx: Ctx, step: int) -> bool:
    """Whether trace step ``step`` was carried out by a rule process (chapter 13): one of the
    steps that caused it is the process's own (``Engine._rule``, kind ``rule``)."""
    return any(ctx.step_kind(s) == "rule" for s in ctx.causes(step) if s is not None)


def card_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    # the abilities an event triggers are found with the state as the event left it: one read
    # scope (``Ctx.reading``: the continuous abilities giving abilities worked out once, not for
    # every card listening)
    with ctx.reading():
        return _card_trigger(ctx, ev, step)


def _card_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    out: list[Triggered] = []
    moved = {m[0]: m for m in ctx.moves(step)}
    for c, pl, z in _listeners(ctx):
        abs_ = programs(ctx, c.uid)
        if c.uid in moved:
            # the abilities it was given on the field it has just left: a trigger on that
            # leaving reads them as they were there (11.9.6.1.2)
            abs_ += tuple(
                ab
                for ab in given_there(ctx, c.uid)
                if ab.program is not None
                and ab.program.trigger is not None
                and _leaves_field(ab.program.trigger)
            )
        for ab in abs_:
            p = ab.program
            if p is None or p.kind != "auto" or p.trigger is None:
                continue
            if c.states.get("hearts") and not _on_stride(p.trigger):
                # a hearts card keeps only its power and name (6.5.2.2.3): no text of its own
                # triggers, but for one on another unit's stride (11.9.6.1.5)
                continue
            if c.states.get("fused_under") and p.trigger.event != "fused_under":
                continue  # 6.10.3.1.1: void under a bundle's top, but 「魔獣合成された時」
            if ev.tag == TIMING_POINT and any(
                list(x[:2]) == [c.uid, ab.index] and (len(x) < 3 or x[2] == c.placed)
                for x in ev.data.get("seen", ())
            ):
                # 9.11.8: pending once already in this end phase — the card in that stay (one
                # that left and came back is a new card, 4.1.8; ``turn.end_phase`` leaves the
                # stay out under the other reading of end_phase_returned_card)
                continue
            if (
                p.trigger.event == "ridden"
                and isinstance(ev, Mark)
                and c.uid in (ev.data.get("text_lost") or ())
            ):
                # the unit ridden upon was deleted, its printed text lost (7.32.2) under the
                # reading text_lost of ridden_deleted_unit_text (7.32.8, _vg/turn)
                continue
            data = (
                _at_once_fires(ctx, ev, step, p.trigger, c, pl)
                if p.trigger.at_once
                else _fires(ctx, ev, p.trigger, c, pl, moved)
            )
            if data is None:
                continue
            if "blocked" in data:
                touches = data["touches"]
                if data.get("means_missed") and _by_rule_process(ctx, step):
                    # 「カードの効果で…置かれた時」 and a rule process moved it: a rule process is
                    # no effect and has no source (11.5.1.2)
                    data = {**data, "clauses": (*data.get("clauses", ()), "11.5.1.2")}
                if data.get("near_miss"):
                    # what the ability would have changed is as it was because it did not trigger
                    rt = Rt(ctx, pl, c.uid, p, ab.text)
                    touches += _cost_zones(rt, p.cost) + skipped_reach(rt, p.steps)
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        # the pending ability's, under a reading that triggers it (``reading``)
                        {"index": ab.index, "placed": c.placed, "that": data["that"]}
                        if data.get("reading")
                        else {},
                        clauses=data.get("clauses", ("7.17.1",)) + meaning_clauses(p),
                        blocked=data["blocked"],
                        touches=tuple(dict.fromkeys(touches)),
                        near_miss=bool(data.get("near_miss")),
                        note=data.get("note"),
                        reading=data.get("reading"),
                    )
                )
                continue
            again = event_again(ctx, ev, p, c, pl, moved)
            if again:
                data = {**data, "event_again": again}
            if _counts_upto_trigger(p):
                # 「…したのが２回目なら」: the turn's record read up to the triggering event
                data = {**data, "trigger_step": step}
            placed = c.placed
            left_with = False
            if _leaves_field(p.trigger) or _put_from_field(ctx, c, p.trigger, moved):
                data = {**data, "placed_after": c.placed}  # where the move put it (11.9.9)
                # 11.9.6.1.2: a trigger on leaving the field reads the card as it was there —
                # whether the ability worked, and "this unit" (the field stay it left)
                lk = ctx.last_known(c.uid)
                if lk is None or not works_in(ctx, c, p, lk.player, lk.zone):
                    if (
                        lk is not None
                        and p.zones
                        and _put_from_field(ctx, c, p.trigger, moved)
                        and works_in(ctx, c, p, pl, z)
                    ):
                        # 「【自】【Gゾーン】：このカードがGゾーンに置かれた時」 put there from a
                        # circle: its 【】 names the zone the trigger puts it in, not the circle
                        # it left — 11.9.6.1.2 reads the card's information as on the field, and
                        # says nothing of the ability's validity (11.4.4, 11.9.6.1): both
                        # readings run (the audit's put_from_field_zone_label), the engine's —
                        # valid where it is put, as 9.11.7's 「Gゾーンに置かれた時」 reads it —
                        # first
                        out.append(
                            _blocked_under_reading(
                                Triggered(
                                    pl, c.uid, {"index": ab.index, "placed": c.placed, **data}
                                ),
                                trigger_clauses(p.trigger) + ("11.9.6.1.2", "11.4.4"),
                                (
                                    f"{label(ctx, c.uid)} の自動能力は、フィールドにあった時の状態では"
                                    "【】の領域で有効ではないため誘発しない",
                                    f"{label(ctx, c.uid)}'s automatic ability: as it was on the "
                                    "field it is not in the zone its 【】 names: no trigger",
                                ),
                                (c.uid,),
                                PUT_LABEL,
                                ("destination", ("11.4.4",)),
                            )
                        )
                    continue
                placed = lk.placed
            elif (lk := _left_with_it(ctx, c, p, pl, z, step, data)) is not None:
                # it left the field at the same moment as the other card its trigger names
                # (two units retired at once): read as it was on the circle it left, where its
                # ability worked — the point left_together_sees_the_other, both readings run
                # (below)
                left_with = True
                placed = lk.placed
            # 11.9.6.1.4: a unit sent to the soul by a ride keeps its unit text for ridden
            elif p.trigger.event != "ridden" and not works_in(ctx, c, p, pl, z):
                if circle_of(z) is not None:
                    # 11.4.4: a unit on a circle its 【(zone)】 does not name (a 【後列の(R)】
                    # ability on a front-row circle): the event happened, the ability does not
                    # work there, so it does not trigger
                    out.append(
                        Triggered(
                            pl,
                            c.uid,
                            clauses=trigger_clauses(p.trigger) + where_clauses(c, p),
                            blocked=(
                                f"{label(ctx, c.uid)} の自動能力は、このサークルでは有効ではないため、誘発しない",
                                f"{label(ctx, c.uid)}'s automatic ability does not work on this "
                                "circle: it does not trigger",
                            ),
                            touches=(c.uid, f"{pl}.{z}"),
                        )
                    )
                elif isinstance(ev, Mark) and ev.data.get("uid") == c.uid:
                    # an event about this card (its attack's 'not hit', 10.7.1.7) that happens
                    # after it left the zones its ability works in: a new card there (4.1.8),
                    # the ability not valid (11.4.4) — no look-back but for a trigger on its own
                    # move from the field (11.9.6.1.2): it does not trigger, and what it would
                    # have changed stays as it was
                    fired = _fires(ctx, ev, p.trigger, c, pl, moved)
                    if fired is not None and "blocked" not in fired:
                        rt = Rt(ctx, pl, c.uid, p, ab.text)
                        out.append(
                            Triggered(
                                pl,
                                c.uid,
                                clauses=trigger_clauses(p.trigger)
                                + where_clauses(c, p)
                                + ("4.1.8",),
                                blocked=(
                                    f"{label(ctx, c.uid)} はもう能力が有効な領域になく（新しいカード）、その自動能力は誘発しない",
                                    f"{label(ctx, c.uid)} is no longer where its ability works (a new "
                                    "card): its automatic ability does not trigger",
                                ),
                                touches=(c.uid, *skipped_reach(rt, p.steps)),
                            )
                        )
                continue
            if not _during(ctx, p.trigger, pl):
                # 11.1.1.2.1: the event happened, but not in the turn or phase the trigger
                # condition names (「あなたのターンに」): the condition is not met
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        clauses=trigger_clauses(p.trigger) + ("11.1.1.2.1",),
                        blocked=(
                            f"{label(ctx, c.uid)} の自動能力は、誘発条件のターンやフェイズではないため、誘発しない",
                            f"{label(ctx, c.uid)}'s automatic ability: not the turn or phase its "
                            "trigger condition names, it does not trigger",
                        ),
                        touches=(c.uid, f"{pl}.{z}"),
                    )
                )
                continue
            kept = _kept_from_activating(ctx, c.uid, p.trigger.event)
            if kept is not None:
                # 「…の『X時』の自動能力は発動しない」: the event does not make it pending
                # (7.15.1.3.2), while that continuous ability applies (11.1.1.3) or for the
                # period of the effect that said it (11.3.1.2)
                by, by_label, by_cl = kept
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        clauses=trigger_clauses(p.trigger) + ("7.15.1.3.2", *by_cl),
                        blocked=(
                            f"{label(ctx, c.uid)} の自動能力は、{by_label[0]} により"
                            "発動しない（待機状態にならない）",
                            f"{label(ctx, c.uid)}'s automatic ability does not activate (it does "
                            f"not become pending), by {by_label[1]}",
                        ),
                        touches=(c.uid, by),
                    )
                )
                continue
            # 「このユニットがドロップから登場したターン中、…した時」, 「このユニットがブーストした
            # バトル中、…した時」: the event happened in a turn / battle in which that did not:
            # the trigger condition is not met (11.1.1.2.1)
            period = next(
                (
                    (cond, ja, en)
                    for key, ja, en in (
                        ("in_turn", "ターン", "turn"),
                        ("in_battle", "バトル", "battle"),
                    )
                    if (cond := dict(p.trigger.detail).get(key)) is not None
                    and not holds(Rt(ctx, pl, c.uid, p, ab.text), cond)
                ),
                None,
            )
            if period is not None:
                cond, ja, en = period
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        clauses=trigger_clauses(p.trigger) + ("11.1.1.2.1",),
                        blocked=(
                            f"{label(ctx, c.uid)} の自動能力は、誘発条件の{ja}中ではないため、誘発しない",
                            f"{label(ctx, c.uid)}'s automatic ability: not in the {en} its "
                            "trigger condition names, it does not trigger",
                        ),
                        touches=cond_watch(Rt(ctx, pl, c.uid, p, ab.text), cond),
                    )
                )
                continue
            put_there = ritual_event_cards(ctx, p, pl, moved)
            if p.valid is not None and not holds(Rt(ctx, pl, c.uid, p, ab.text), p.valid):
                # 14.2.3.2.1: its validity condition not met when the event happens, it does not
                # trigger
                if put_there is not None and _ritual_met_with(ctx, p, pl, put_there):
                    # 儀式 on an automatic ability whose event put cards from the field into
                    # the drop (14.20.2.3): counted whatever their grade, it would be met — the
                    # point ritual_event_cards, both readings run
                    out.append(
                        Triggered(
                            pl,
                            c.uid,
                            {"index": ab.index, "placed": c.placed, **data},
                            clauses=trigger_clauses(p.trigger)
                            + valid_clauses(p.valid, "auto")
                            + ("14.20.2.3",),
                            blocked=(
                                f"{label(ctx, c.uid)} の儀式の自動能力は、ドロップゾーンのグレード1の"
                                "カードが指定枚数に達していないため誘発しない（置かれたカードはグレード1"
                                "のものだけ数える）",
                                f"{label(ctx, c.uid)}'s 儀式 automatic ability: the grade 1 cards "
                                "of the drop fall short (the cards put there counted only if of grade "
                                "1): it does not trigger",
                            ),
                            touches=cond_watch(Rt(ctx, pl, c.uid, p, ab.text), p.valid),
                            note=unsettled.note("vg", "ritual_event_cards"),
                            reading=("vg", "ritual_event_cards", "any_grade"),
                        )
                    )
                    continue
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
                icon = next((g for g in GAME_LIMITS.values() if g[0] == unusable), None)
                why = f"{icon[1]}の" if icon else "使用回数を使い切った"
                why_en = icon[2] if icon else "use-limited"
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
                        capped=True,  # what it did when used is what the answer rests on
                    )
                )
                continue
            cap = trigger_cap(p)
            if cap is not None and _triggered_this_turn(ctx, c, ab.index, out) >= cap:
                # 「この能力は１ターンにN回まで発動する」: an automatic ability 発動する when it
                # triggers and becomes pending (7.15.1.3); past N this turn it does not
                # (7.15.1.3.2), by its own text
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        clauses=trigger_clauses(p.trigger) + ("7.15.1.3", "7.15.1.3.2"),
                        blocked=(
                            f"{label(ctx, c.uid)} の自動能力はこのターンすでに{cap}回発動したため、"
                            "発動しない（待機状態にならない）",
                            f"{label(ctx, c.uid)}'s automatic ability already triggered {cap} "
                            "time(s) this turn: it does not trigger (it does not become pending)",
                        ),
                        touches=(f"{pl}.{z}",),
                        capped=True,  # what it did when it triggered is what the answer rests on
                    )
                )
                continue
            cl = trigger_clauses(p.trigger) + (
                where_clauses(c, p) if p.trigger.event != "ridden" else meaning_clauses(p)
            )
            if cap is not None:
                cl += ("7.15.1.3",)
                if _triggered_this_turn(ctx, c, ab.index, out, same=False) >= cap:
                    # the card before its move reached the cap: it triggers as a new card's
                    # ability (the engine's reading); its resolution runs the other reading
                    data = {**data, "renewed_cap": cap}
            cl += valid_clauses(p.valid, "auto")  # its validity keyword (14.2.3.2)
            if is_worn_ability(ab.index):
                # gained from a 着装 unit, held as if printed on this vanguard (6.9.3.4, 7.14.1)
                cl += ("6.9.3.4", "7.14.1")
            if put_there is not None:
                cl += ("14.20.2.3",)  # 儀式: the cards its event put in the drop counted
            cl += _requirement_not_read(Rt(ctx, pl, c.uid, p, ab.text))
            if (
                _on_stride(p.trigger)
                and z == "field.vanguard"
                and (c.uid != getattr(ev, "uid", None) or p.trigger.event == "hearts")
            ):
                # the vanguard strided over becomes a hearts card (6.5.1.2): its ability on that
                # stride has its text as a unit's until it has resolved (11.9.6.1.5)
                cl += ("11.9.6.1.5",)
            if data.pop("erased_left", None):
                cl += ("15.2.3.2", "15.2.3.1")
            # the event read from the other side of the act that made it (「…にアタックされた
            # 時」 met by an attack: 'A attacked B' is 'B was attacked by A', 1.3.7.3)
            cl += tuple(data.pop("event_clauses", ()))
            if any(
                q.source == c.uid and q.data.get("index") == ab.index
                for q in (*ctx.state.pending, *out)
                if q.data.get("placed") == placed
            ):
                # 11.9.3: its condition met again while it is pending: pending once more
                cl += ("11.9.3",)
            with_event = p.valid is not None and _valid_only_with(ctx, p, pl, c, ab.text, step)
            raised = (
                not with_event
                and put_there is not None
                and _ritual_short_if_raised(ctx, p, pl, ritual_put_cards(p, pl, moved))
            )
            face_down = not with_event and not raised and _face_down_binds_decide(ctx, p, pl)
            if (
                not (with_event or raised or face_down)
                and p.trigger.event == "ridden"
                and p.zones
                and not works_in(ctx, c, p, pl, z)
            ):
                # 「【(V)】：このユニットがライドされた時」: the unit is in the soul now. 11.9.6.1.4
                # keeps its text as a unit's there, but does not say its 【(V)】 is then met
                # (11.4.4): both readings run (the audit's ridden_zone_label), the engine's own —
                # the ability as it was on (V) when ridden — first
                out.append(
                    _blocked_under_reading(
                        Triggered(pl, c.uid, {"index": ab.index, "placed": placed, **data}),
                        cl + ("11.4.4",),
                        (
                            f"{label(ctx, c.uid)} の自動能力は、ソウルでは【】の領域にいないため誘発しない",
                            f"{label(ctx, c.uid)}'s automatic ability: in the soul it is not in the "
                            "zone its 【】 names, so it does not trigger",
                        ),
                        (c.uid,),
                        RIDDEN_LABEL,
                        ("as_on_circle", ("11.4.4",)),
                    )
                )
                continue
            if left_with:
                # it left the field at the same moment as the event's card (11.9.6.1.2 reads the
                # card that moved as it was on the field, not the ability of one that left with
                # it): does it see that moment's event? The engine's reading: yes, read as on
                # the circle it left (the audit's left_together_sees_the_other) — both readings
                # run
                out.append(
                    _blocked_under_reading(
                        Triggered(pl, c.uid, {"index": ab.index, "placed": placed, **data}),
                        cl,
                        (
                            f"{label(ctx, c.uid)} は同じ瞬間にフィールドを離れたため、その自動能力は"
                            "その瞬間の事象を見ず、誘発しない",
                            f"{label(ctx, c.uid)} left the field at the same moment: its automatic "
                            "ability does not see that moment's events and does not trigger",
                        ),
                        (c.uid,),
                        LEFT_TOGETHER,
                        ("look_back", ("11.9.6.1.2",)),
                    )
                )
                continue
            if _appeared_with_it(ctx, c.uid, pl, z, moved, step):
                # put on its circle at the same moment as the event's card (6.2.3.3), its
                # 【(R)】 ability working from that moment (11.4.4): does it see that moment's
                # events? The engine's reading: yes, all are placed when triggers are looked for
                # (the audit's appear_together_sees_other) — both readings run
                out.append(
                    _blocked_under_reading(
                        Triggered(pl, c.uid, {"index": ab.index, "placed": placed, **data}),
                        cl,
                        (
                            f"{label(ctx, c.uid)} は同じ瞬間にサークルに置かれたため、その自動能力は"
                            "その瞬間の事象を見ず、誘発しない",
                            f"{label(ctx, c.uid)} was put on its circle at the same moment: its "
                            "automatic ability does not see that moment's events and does not "
                            "trigger",
                        ),
                        (c.uid,),
                        APPEAR_TOGETHER,
                        ("sees", ()),
                    )
                )
                continue
            if face_down or raised:
                # 雷激 met only with the opponent's face-down bind cards counted (14.28.3 counts
                # the cards there; 4.12.4 leaves a face-down one no information; 14.43.2.4 drops
                # them for 白翼 / 黒翼 only: the audit's thunderstrike_face_down); 儀式 met with
                # the cards its event put in the drop counted (the engine's reading; 14.20.2.3's
                # 「…枚数も儀式の数値に加えます」 read as raising the number by them, it is not
                # met: the audit's ritual_number_raised) — both readings run
                why = (
                    (
                        f"{label(ctx, c.uid)} の雷激の自動能力は、裏向きのバインドカードを数えなければ"
                        "有効条件を満たさないため誘発しない",
                        f"{label(ctx, c.uid)}'s 雷激 automatic ability meets its condition only "
                        "with the face-down bind cards counted: it does not trigger",
                    )
                    if face_down
                    else (
                        f"{label(ctx, c.uid)} の儀式の自動能力は、ドロップゾーンに置かれたカードの"
                        "枚数を儀式の数値に加えると、有効条件を満たさないため誘発しない",
                        f"{label(ctx, c.uid)}'s 儀式 automatic ability: with the cards put in the "
                        "drop added to the 儀式 number, its condition is not met: it does not "
                        "trigger",
                    )
                )
                out.append(
                    _blocked_under_reading(
                        Triggered(pl, c.uid, {"index": ab.index, "placed": placed, **data}),
                        cl,
                        why,
                        cond_watch(Rt(ctx, pl, c.uid, p, ab.text), p.valid),
                        FACE_DOWN_BIND if face_down else RITUAL_NUMBER,
                        ("counted", valid_clauses(p.valid, "auto")),
                    )
                )
                continue
            out.append(
                Triggered(
                    pl,
                    c.uid,
                    {"index": ab.index, "placed": placed, **data},
                    cl,
                    # a limited ability used before this period and found not used up (12.3.2.2:
                    # its effect changed nothing): it triggers again because of that step, as
                    # an activated one is played again (``abilities``)
                    made_by=(unspent_step(ctx, c.uid, ab.index, p.limit) if p.limit else ())
                    + game_limit_unspent(ctx, p, pl)
                    # a card unlocked, a new card whose text is read from then (7.31.1.1): its
                    # ability triggers because of the step that unlocked it
                    + unlocked_step(ctx, c.uid, placed),
                    # its validity condition holds only with the very event that triggers it
                    # counted (結束: the call that makes two): is 14.2.3.2.1's 「誘発条件が満たさ
                    # れる時」 read with the event or before it? Both readings run
                    blocked=(
                        (
                            f"{label(ctx, c.uid)} の自動能力は、誘発させた事象を数えなければ有効条件を"
                            "満たさないため、誘発しない",
                            f"{label(ctx, c.uid)}'s automatic ability meets its validity condition "
                            "only with the event that triggers it counted: it does not trigger",
                        )
                        if with_event
                        else None
                    ),
                    note=unsettled.note("vg", VALID_WITH_EVENT) if with_event else None,
                    reading=(
                        ("vg", VALID_WITH_EVENT, "with_event", valid_clauses(p.valid, "auto"))
                        if with_event and p.valid is not None
                        else None
                    ),
                )
            )
    return [_made_known(ctx, t) for t in out] + state_triggers(ctx, out)


# 4.14.2: the G zone is a hidden zone, but only its face-down cards are hidden from the others
# (a face-up G unit there is known); the hand, the deck and the gauge zone hide every card
HIDDEN_FACE_DOWN_ONLY = ("g_zone",)


def _made_known(ctx: Ctx, t: Triggered) -> Triggered:
    """An ability that triggered on a hidden card in a hidden zone (a hand card's 【自】, 4.6.2)
    becomes pending only if its master makes it known (11.1.1.2.1.1): marked for the core to ask
    (``Triggered.make_known``). One that did not trigger, or a card in a public zone, is as it
    was."""
    if t.blocked is not None or not t.source:
        return t
    at = ctx.where(t.source)
    c = ctx.card(t.source)
    if at is None or c is None:
        return t
    z = ctx.game.zone(at[1])
    if z is None or z.public or (at[1] in HIDDEN_FACE_DOWN_ONLY and c.face_up):
        return t
    return replace(t, make_known=("11.1.1.2.1.1",))


# the audit's point: a validity condition read at the moment of the event it counts
VALID_WITH_EVENT = "validity_counts_its_event"
# the audit's point: an ability of a card that appeared at the moment of the event it sees
APPEAR_TOGETHER = "appear_together_sees_other"
# the audit's point: an ability of a card that left the field at the moment of the event it sees
LEFT_TOGETHER = "left_together_sees_the_other"


def _at_once_fires(
    ctx: Ctx, ev: Event, step: int, trig: Trig, c: Card, pl: str
) -> dict[str, Any] | None:
    """「あなたのリアガードが２枚以上同時に退却した時」 (``Trig.at_once``): the cards the moment of
    ``step`` moved (each step of that moment, ``Ctx.moment``) that the one-card event would be
    met by, each read alone — met when they are at least N, once for the moment: at its first
    step moving such a card (11.9.2; 11.9.3 counts the condition met once). ``those``: the
    cards (「それらのユニット」)."""
    if not ctx.moves(step):
        return None
    one = replace(trig, at_once=None)
    steps = ctx.moment(step)
    events: dict[int, list[Event]] = {}
    for s, _seq, e in ctx.events(min(steps)):
        if s in steps:
            events.setdefault(s, []).append(e)
    events.setdefault(step, [ev])
    found: list[tuple[int, str]] = []
    for s in steps:
        for m in ctx.moves(s):
            if any(u == m[0] for _s, u in found):
                continue
            for e in events.get(s, ()):
                got = _fires(ctx, e, one, c, pl, {m[0]: m})
                if got is not None and "blocked" not in got:
                    found.append((s, m[0]))
                    break
    if len(found) < (trig.at_once or 0) or found[0][0] != step:
        return None
    return {"that": found[0][1], "those": [u for _s, u in found]}


def _left_with_it(
    ctx: Ctx, c: Card, p: Program, pl: str, zone: str, step: int, data: dict[str, Any]
) -> LastKnown | None:
    """The last-known information of ``c`` (now on ``zone`` of ``pl``, where ``p`` does not
    work) when it left a circle for a zone not a circle at the moment ``step`` belongs to, together
    with the other card the event is about (``data["that"]``), and ``p`` worked on the circle it
    left (11.4.4); else None."""
    that = data.get("that")
    if that in (None, c.uid) or works_in(ctx, c, p, pl, zone):
        return None
    left = {
        m[0]: (m[1], m[2])
        for m in ctx.moves_together(step)
        if circle_of(m[2]) is not None and circle_of(m[4]) is None
    }
    lk = ctx.last_known(c.uid)
    if that not in left or lk is None or left.get(c.uid) != (lk.player, lk.zone):
        return None
    return lk if works_in(ctx, c, p, lk.player, lk.zone) else None


def _appeared_with_it(
    ctx: Ctx, uid: str, pl: str, zone: str, moved: dict[str, Any], step: int
) -> bool:
    """The card ``uid`` (on ``zone`` of ``pl``, a circle) was put there from outside the circles
    by another event of the moment ``step`` belongs to (cards called at once, 6.2.3.3): it
    appeared (7.17.2) together with the event's card, not before it."""
    if uid in moved or circle_of(zone) is None:
        return False
    for m in ctx.moves_together(step):
        if m[0] == uid and (m[3], m[4]) == (pl, zone) and circle_of(m[2]) is None:
            return True
    return False


def _blocked_under_reading(
    t: Triggered,
    clauses: tuple[str, ...],
    why: tuple[str, str],
    touches: tuple[str, ...],
    point: str,
    reading: tuple[str, tuple[str, ...]],
) -> Triggered:
    """``t`` not triggering under the engine's reading of the audit's ``point`` (a point the
    rules text does not settle); under ``reading`` (its key and clauses) it triggers, and both
    readings run."""
    return replace(
        t,
        clauses=clauses,
        blocked=why,
        touches=touches,
        note=unsettled.note("vg", point),
        reading=("vg", point, *reading),
    )


def _valid_only_with(ctx: Ctx, p: Program, pl: str, c: Card, text: str, step: int) -> bool:
    """The validity condition of ``p`` holds now, and would not with the events of ``step`` (the
    event that triggers it) left out of the turn's record it counts (``happenings``)."""
    assert p.valid is not None
    if not _counts_history(p.valid):
        return False
    rt = Rt(ctx, pl, c.uid, p, text, {"history_before": step})
    return not holds(rt, p.valid)


def _counts_history(cond: Cond) -> bool:
    return cond.what == "history" or any(_counts_history(x) for x in cond.parts)


def _upto_trigger(node: Any) -> bool:
    if isinstance(node, Cond):
        if ("upto", "trigger") in node.detail:
            return True
    if isinstance(node, tuple | list):
        return any(_upto_trigger(x) for x in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_upto_trigger(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


_UPTO: dict[int, tuple[Program, bool]] = {}


def _counts_upto_trigger(p: Program) -> bool:
    """Whether a condition of ``p`` counts a history up to the event that triggered it
    (「このターン中にあなたがライドしたのが２回目なら」, ``detail`` ``("upto", "trigger")``)."""
    got = _UPTO.get(id(p))
    if got is None or got[0] is not p:
        got = _UPTO[id(p)] = (p, _upto_trigger(p))
    return got[1]


def ritual_event_cards(
    ctx: Ctx, p: Program, master: str, moved: dict[str, tuple[Any, ...]]
) -> list[str] | None:
    """儀式 on an automatic ability (14.20.2.3 「儀式の自動能力がフィールドからあなたのドロップゾーン
    にカードが置かれることを誘発条件とする場合に、その儀式能力はドロップゾーンに置かれたカードの枚数も
    儀式の数値に加えます」): the cards the event moved from a circle into its master's drop that
    14.20.2.2's count (grade 1 cards of the drop) does not hold — of another grade; None when the
    ability has no 儀式 or its event put no card there from the field."""
    put = ritual_put_cards(p, master, moved)
    if not put:
        return None
    return [u for u in put if ctx.stat(u, "grade") != 1]


def ritual_put_cards(p: Program, master: str, moved: dict[str, tuple[Any, ...]]) -> list[str]:
    """The cards the event of a 儀式 automatic ability moved from a circle into its master's drop
    (14.20.2.3's 「ドロップゾーンに置かれたカード」), whatever their grade; none when the ability
    has no 儀式."""
    v = p.valid
    if v is None or v.what != "valid" or v.verb != "ritual":
        return []
    return [
        uid
        for uid, (_u, _fp, fz, tp, tz) in moved.items()
        if tp == master and tz == "drop" and circle_of(fz) is not None
    ]


# the audit's point: a 「ライドされた時」 ability with a zone label, read in the soul (11.9.6.1.4)
RIDDEN_LABEL = "ridden_zone_label"
# a 【zone】 auto ability whose trigger puts its card from a circle into that zone
PUT_LABEL = "put_from_field_zone_label"


# the audit's point: 雷激's count of the opponent's bind zone and its face-down cards
FACE_DOWN_BIND = "thunderstrike_face_down"


def _face_down_binds_decide(ctx: Ctx, p: Program, master: str) -> bool:
    """雷激 (14.28.3: 「相手のバインドゾーンのカードの枚数が(数値)枚以上」) whose count reaches its
    number only with the face-down cards of that zone (4.12.4: they have no information)."""
    v = p.valid
    if v is None or v.what != "valid" or v.verb != "thunderstrike" or not v.parts:
        return False
    inner = v.parts[0]
    if inner.what != "count" or inner.sel is None or inner.n is None:
        return False
    cards = resolve_sel(Rt(ctx, master, None, p, ""), inner.sel)
    up = [u for u in cards if (c := ctx.card(u)) is not None and c.face_up]
    return len(up) < int(inner.n) <= len(cards)


# the audit's point: 14.20.2.3's 「…枚数も儀式の数値に加えます」 read as raising the number
RITUAL_NUMBER = "ritual_number_raised"


def _ritual_short_if_raised(ctx: Ctx, p: Program, master: str, put: list[str]) -> bool:
    """Whether 儀式's count (14.20.2.2, read now, the cards put there among it) falls short of
    its number raised by the count of the cards the event put in the drop (14.20.2.3 read as
    adding them to 「儀式の数値」, the number)."""
    assert p.valid is not None
    inner = p.valid.parts[0]
    if not put or inner.what != "count" or inner.sel is None or inner.n is None:
        return False
    rt = Rt(ctx, master, None, p, "")
    return len(resolve_sel(rt, inner.sel)) < int(inner.n) + len(put)


def _ritual_met_with(ctx: Ctx, p: Program, master: str, extra: list[str]) -> bool:
    """Whether 儀式's count reaches its number with ``extra`` cards counted besides."""
    assert p.valid is not None
    inner = p.valid.parts[0]
    if not extra or inner.what != "count" or inner.sel is None or inner.n is None:
        return False
    rt = Rt(ctx, master, None, p, "")
    return len(resolve_sel(rt, inner.sel)) + len(extra) >= int(inner.n)


# 11.9.8 / 11.9.8.1: a state trigger (``Trig("state")``, cardtext._state_event)
STATE_CLAUSES = ("11.9.8", "11.9.8.1")
STATE_ZONE_NAMES = {
    "hand": ("手札", "hand"),
    "deck": ("山札", "deck"),
    "drop": ("ドロップゾーン", "drop zone"),
    "soul": ("ソウル", "soul"),
    "damage": ("ダメージゾーン", "damage zone"),
    "bind": ("バインドゾーン", "bind zone"),
}


def _state_holds(ctx: Ctx, trig: Trig, master: str) -> tuple[str, str, bool] | None:
    """The state of a state trigger now (``ruling.state_triggers.state_holds``, vg's zones)."""
    return state_holds(ctx, trig, master, STATE_ZONE_NAMES, ("11.9.8",))


def state_triggers(ctx: Ctx, found: list[Triggered]) -> list[Triggered]:
    """11.9.8 「自動能力が、特定の事項が発生したことではなく、特定の条件が満たされていることを誘発
    条件としている場合があります(‘あなたの手札にカードがない時、～’等)」: after each event, the state
    trigger of a card where it works (11.4.4) whose state holds becomes pending — once (11.9.8.1
    「自身が待機状態でない場合に一度だけ待機状態になります」): not while it is pending. Resolved
    with its state still holding, whether it is pending again is the point
    ``state_trigger_still_met`` (11.9.8.1 「解決された後、再びその自動能力の誘発条件が満たされた
    場合」): the engine's reading, once each time the state arises; the other, again while it holds
    (``data["again"]``: the resolution then reads whether that is an endless loop, 18.1.1)."""
    with ctx.reading():  # read with the state as it stands (``card_trigger``)
        return _state_triggers(ctx, found)


def _state_triggers(ctx: Ctx, found: list[Triggered]) -> list[Triggered]:
    out: list[Triggered] = []
    waiting = {(q.source, q.data.get("index")) for q in (*ctx.state.pending, *found)}
    for c, pl, z in _listeners(ctx):
        for ab in programs(ctx, c.uid):
            p = ab.program
            if p is None or p.kind != "auto" or p.trigger is None or p.trigger.event != "state":
                continue
            if (c.uid, ab.index) in waiting or c.states.get("hearts"):
                continue
            if not works_in(ctx, c, p, pl, z):
                continue
            got = _state_holds(ctx, p.trigger, pl)
            if got is None or not got[2]:
                continue
            whose, zone, _ = got
            cl = STATE_CLAUSES + where_clauses(c, p)
            data = {"index": ab.index, "placed": c.placed}
            used = [s for s in ctx.triggered_at(c.uid, ab.index) if s >= 0]
            if used and state_held_since(ctx, whose, (zone,), p.trigger.form, used[-1] + 1):
                # resolved, and its state has held ever since: pending again only under the
                # other reading of 11.9.8.1 (``state_trigger_still_met``, both run)
                out.append(
                    Triggered(
                        pl,
                        c.uid,
                        {**data, "again": True, "board": loops.board(ctx)},
                        cl,
                        blocked=(
                            f"{label(ctx, c.uid)} の状態誘発は、その状態が続いているだけなので"
                            "再び待機状態にならない（状態が再び発生した時に待機状態になる）",
                            f"{label(ctx, c.uid)}'s state trigger does not become pending again "
                            "while its state merely holds (only when it arises again)",
                        ),
                        touches=(f"{whose}.{zone}",),
                        note=unsettled.note("vg", "state_trigger_still_met"),
                        reading=("vg", "state_trigger_still_met", "while_met"),
                    )
                )
                continue
            out.append(Triggered(pl, c.uid, data, cl, touches=(f"{whose}.{zone}",)))
    return out


def state_loop(rt: Rt, data: dict[str, Any]) -> Proc:
    """After a state trigger pending again while its state held (the reading ``while_met`` of
    11.9.8.1) has resolved: if its state still holds and every zone's cards are as they were when
    it became pending, it will be pending again and again — an endless loop (18.1.1); with no
    choice in it for either fighter (no cost, nothing optional or chosen), nobody can stop it and
    the game ends in a draw (18.1.1.1). An ability with a choice in it is left to that choice."""
    ctx = rt.ctx
    if not endless_state_loop(ctx, rt.program, rt.master, data, STATE_ZONE_NAMES, ("11.9.8",)):
        return
    back = yield Mark(
        clauses=("18.1.1", *STATE_CLAUSES),
        caused_by=rt.why,
        ja=f"{label(ctx, rt.source)} の状態誘発は解決後も状態が続き、すべての領域のカードも同一: 永久循環",
        en=f"{label(ctx, rt.source)}'s state trigger resolved, its state still holds and every "
        "zone is as it was: an endless loop",
    )
    yield Lose(
        players=tuple(ctx.state.players),
        reason="loop",
        clauses=("18.1.1", "18.1.1.1"),
        caused_by=(back,),
        ja="どちらのファイターにも止める方法がない永久循環のため、ゲームは引き分けで終了",
        en="an endless loop neither fighter can stop: the game ends in a draw",
    )


def _requirement_not_read(rt: Rt) -> tuple[str, ...]:
    """11.2.1.2: an automatic ability 「【(領域)】(条件)時、(要件)なら…」 triggers when its
    condition is met even though its requirement is not: the clause by which it triggers, cited
    when the requirement of its first sentence (read on resolution, 11.2.2) does not hold as it
    triggers. A requirement that holds then is not what the trigger rests on."""
    p = rt.program
    req = (
        p.cond
        or next(
            (o.cond for o in p.steps if o.sentence == p.steps[0].sentence and o.cond is not None),
            None,
        )
        if p.steps
        else p.cond
    )
    if req is None or req.what in ("done", "not_done"):
        return ()
    try:
        met = holds(rt, req)
    except Exception:  # a requirement that reads what only its resolution has (chosen cards)
        return ()
    return () if met else ("11.2.1.2",)


# the rules that define each trigger condition's event
TRIGGER_CLAUSES: dict[str, tuple[str, ...]] = {
    "ridden": ("6.3.5", "11.9.6.1.4"),
    "rode": ("6.3.4",),
    "energy_charge": ("7.48.1", "7.48.2.1"),
    "appear": ("7.17.1", "7.17.2"),  # 登場: put on a circle from outside the circles
    "state_entered": ("5.2.2", "5.2.2.2"),  # 「…状態になった時」: put in a named state
    "attack": ("10.4.1.5.3",),
    "attacked": ("10.4.1.6",),
    "boost": ("10.4.1.12",),
    "boosted": ("10.4.1.12",),
    "put": ("11.9.6",),
    "discarded": ("7.9.1", "7.9.2"),
    "drew": ("7.6.4", "7.6.1"),
    "shuffled": ("7.5.1",),
    "left": ("11.9.6", "11.9.6.1", "11.9.6.1.2"),
    "stood": ("7.2.1",),
    "rested": ("7.2.1",),
    "called": ("6.2.1.1", "6.2.1.2"),
    "removed": ("7.19.1",),
    "moved": ("7.34.1", "7.34.1.1"),
    "persona_rode": ("7.15.1.4.3",),
    "d_legion": ("6.4.1", "6.4.1.3.2"),
    "became_origin": ("6.7.2.1", "6.8.3.2", "6.8.5"),
    "legion": ("6.4.1", "6.4.1.3.2", "6.4.2.1"),
    "drive_checked": ("10.6.1.2", "10.6.1.2.1", "10.6.1.2.3"),
    "damage_checked": ("13.6.3", "7.23.1"),
    "turned_face_up": ("7.3.1",),
    "turned_face_down": ("7.3.1",),
    # 「…が呪縛カードから表になった時」 / 「…が解呪された時」: out of the locked state, face up
    "unlocked": ("7.30.2", "7.31.1"),
    "locked": ("7.30.1", "7.30.1.2"),
    "deleted": ("7.32.1", "7.32.3"),
    "time_leaped": ("7.33.1", "7.33.1.1"),
    "revealed": ("7.10.1",),
    "looked": ("7.7.1", "7.7.4"),
    # 「このカードが歌われた時」 / 「このカードが稼働した時」 (17.7.2.1, 17.12.2: _vg/order_acts)
    "sung": ("17.7.2.1",),
    "operated": ("17.12.2",),
    "chosen": ("7.50.1", "11.8.4"),
    # 「カウンターブラストした時」 / 「ソウルブラストしているなら」: the act is the blast's own
    # moving of cards (7.24.4, 7.25.4), a counter blast / soul blast of 7.24.1 / 7.25.1 — not cards
    # moved so by an effect's own words
    "counter_blast": ("7.24.1", "7.24.4"),
    "soul_blast": ("7.25.1", "7.25.4"),
    "counter_charge": ("7.26.1", "7.26.2"),
    "soul_charge": ("7.27.1", "7.27.2"),
    "soul_charged": ("7.27.2",),
    "intercept": ("10.5.1.2.4", "10.5.1.2.4.1"),
    # 「…ガードした時」: a guardian put on the guardian circle guards an attacked unit (10.4.1.10)
    "guard": ("10.4.1.10", "10.5.1"),
    "play": ("11.8.2", "11.8.2.4"),
    "given": ("7.14.1",),
    "activated": ("7.15.1.2",),
    "stride": ("6.5.1", "6.5.1.1"),
    "hearts": ("6.5.1.2", "6.5.2.2"),
    "hit": ("10.7.1.6",),  # 「…にヒットした時」: 10.7.1.6.1 (trigger_clauses)
    "not_hit": ("10.7.1.7",),
    "fused": ("6.10.5",),  # 「このユニットが魔獣合成した」: 6.10.6 (trigger_clauses)
    "fused_under": ("6.10.7", "6.10.3.1.1"),
    "checked": ("7.16.1",),
    # 「退却した時」: 7.18.1 what retiring is (field to the owner's drop zone), 7.18.2 a unit put
    # there from the field is treated as retired
    "retired": ("7.18.1", "7.18.2", "11.9.6", "11.9.6.1", "11.9.6.1.2"),
    "bound": ("7.29.1", "11.9.6", "11.9.6.1", "11.9.6.1.2"),
    "healed": ("7.20.1",),
    # 「ダメージを受けた時」: damage dealt to the vanguard (7.35.1), from its source (11.5.2)
    "damaged": ("7.35.1", "11.5.2"),
    # 「パワーが増加した時」: a value changed to a higher / lower one (1.3.6)
    "value_changed": ("1.3.6",),
    "timing": ("11.1.1.2.1",),
}
# a trigger unit 出る in either check (7.16.1): 「このカードがトリガーで出た時」
CHECK_TAGS = ("drive_check", "damage_check")

PLACE_CLAUSES = {"guardian": ("4.9.2.4",)}
STEP_START = {
    # each start step of the battle phase (10.3.1.1 the first, 10.3.1.4 each one after a battle)
    "step:start": ("10.3.1", "10.3.1.1"),
    "step:stride": ("9.8.1",),
    "step:attack": ("10.4.1.2",),
    "step:guard": ("10.5.1.1",),
    "step:drive": ("10.6.1.1",),
    "step:damage": ("10.7.1.1",),
    "step:close": ("10.8.1.1",),
}


# zones whose cards are hidden (ZoneDef public=False in ruling/games/vg.py)
HIDDEN_ZONES = ("deck", "hand", "g_zone", "gauge", "ride_deck")


def listens_for(ctx: Ctx, event: str) -> bool:
    """Whether an automatic ability of any card waits for ``event`` (「登場した時」: ``appear``),
    or an ability of any card reads back whether it happened (「このターン中に相手がダメージを受け
    ていないなら」: a ``history`` condition of that event) — where a reading about that event
    matters at all."""
    from ruling.games._vg.continuous import programs

    for p in ctx.state.players.values():
        for cards in p.zones.values():
            for c in cards:
                for ab in programs(ctx, c.uid):
                    t = getattr(ab.program, "trigger", None)
                    if t is not None and (
                        t.event == event or any(x.event == event for x in t.parts)
                    ):
                        return True
                    if ab.program is not None and event in _history_events(ab.program):
                        return True
    return False


_HISTORY_EVENTS: dict[int, tuple[Program, frozenset[str]]] = {}


def _history_events(prog: Program) -> frozenset[str]:
    """The events ``prog``'s ``history`` conditions read back (「このターン中に…していないなら」),
    wherever they are in it: worked out once per program (a walk of its whole tree)."""
    from ruling.cardtext.ir import conds_in

    hit = _HISTORY_EVENTS.get(id(prog))
    if hit is None or hit[0] is not prog:
        found = frozenset(
            x.event.event
            for x in conds_in(prog)
            if x.what == "history" and x.event is not None and x.event.event
        )
        hit = _HISTORY_EVENTS[id(prog)] = (prog, found)
    return hit[1]


def _on_stride(t: Trig) -> bool:
    """A trigger on a unit's stride (「…が【超越】した時」) or on the card itself made a hearts
    card (「このユニットがハーツになった時」), one of its parts included: its text is a unit's
    though the card is a hearts card, until the ability has resolved (11.9.6.1.5)."""
    return t.event in ("stride", "hearts") or any(_on_stride(x) for x in t.parts)


def _pseudo(ctx: Ctx, uid: str) -> bool:
    from ruling.games._vg.common import PSEUDO

    c = ctx.card(uid)
    return c is not None and c.type in PSEUDO


def move_read(t: Trig) -> tuple[str, ...]:
    """11.9.6.1: the information a zone-move trigger reads of the card that moved. The engine
    reads it where the card is after the move, unless it left the field (11.9.6.1.2, read as it
    was there, ``_about``): that is 11.9.6.1.1 for a move from a hidden zone to a public one (its
    information in the public zone) and 11.9.6.1.3 for one between public zones off the field.
    A move from a public zone to a hidden one (read in the public zone, 11.9.6.1.1) is not cited:
    the engine does not keep that information."""
    if t.event not in ("put", "discarded"):
        return ()
    src = set(t.src) or ({"hand"} if t.event == "discarded" else set())
    dst = set(t.dst) or ({"drop"} if t.event == "discarded" else set())
    if not src or not dst or src & set(CIRCLE_GROUPS) or dst & set(CIRCLE_GROUPS):
        return ()
    hidden_src = src <= set(HIDDEN_ZONES)
    public_src = not src & set(HIDDEN_ZONES)
    public_dst = not dst & set(HIDDEN_ZONES)
    if hidden_src and public_dst:
        return ("11.9.6.1", "11.9.6.1.1")
    if public_src and public_dst:
        return ("11.9.6.1", "11.9.6.1.3")
    return ()


def trigger_clauses(t: Trig) -> tuple[str, ...]:
    if t.event == "any":
        return tuple(dict.fromkeys(x for p in t.parts for x in trigger_clauses(p)))
    out = TRIGGER_CLAUSES.get(t.event, ()) + move_read(t)
    if t.means in ("call:normal", "call:superior"):
        # the call's kind the trigger names (``_by_ok``)
        out += ("6.2.2", "6.2.2.1" if t.means == "call:normal" else "6.2.2.2")
    if (
        t.event in ("appear", "called", "put")
        and t.subject is not None
        and any(st in ("power", "shield", "critical") for st, _c, _v in t.subject.stats)
    ):
        # a card with a value entering a zone: the value with the continuous effects that zone
        # has already applied (11.11.7, 11.11.6; values are read with every change now)
        out += ("11.11.7", "11.11.6")
    if t.event == "timing" and t.role is not None and t.phase not in STEP_START:
        out = ("10.8.1.1",)  # the end of a battle
        if t.role in ("hit", "not_hit"):  # …のアタックがヒットしなかったバトル
            out += ("10.7.1.6",) if t.role == "hit" else ("10.7.1.7",)
            out += ("10.7.1.6.1",) if t.target is not None else ()
            out += ("10.4.1.12",) if t.act == "boost" else ()
    elif t.event == "timing" and t.phase in STEP_START:
        out = STEP_START[t.phase]
    if t.event == "timing" and t.role is not None and t.target is not None:
        # 「…にアタックしたバトル終了時」: what was attacked, read until the close step ends (10.1.4)
        out += ("10.1.4",)
    if t.event == "fused" and t.subject is not None and t.subject.ref is not None:
        out = ("6.10.6",)  # 「このユニットが魔獣合成した」: the bundle's top
    if t.event == "hit" and t.target is not None:
        # 「…にヒットした」: the unit it attacked (10.7.1.6.1); the battle is an attack on a
        # vanguard (a rear-guard) when the units attacked include one (10.1.4)
        out += ("10.7.1.6.1", "10.1.4")
    if t.event in ("hit", "not_hit") and t.role == "boost":
        out += ("10.4.1.12",)  # the attack this unit boosted
    if t.at_once:
        # 「２枚以上同時に」: the cards one moment moved together (4.1.9), the condition met once
        # for that moment (11.9.3)
        out += ("4.1.9", "11.9.3")
    if t.without == "boosted":
        out += ("10.4.1.12",)  # 「ブーストされないで」: no unit boosted it (battle.unboosted)
    if t.event == "ridden" and t.src:
        out += ("6.3.2.1",)  # ridden by a unit from the hand or the ride deck, as named
    if t.means == "effect" and t.by is not None:
        # 「あなたのカードの効果で」: the card an effect comes from is the card that has the
        # ability that made it (11.5.1.1) — a trigger icon's effect is its card's (11.10.1)
        out += ("11.5.1.1",)
    if t.event == "drew" and t.means == "ability":
        # 「カードの能力でカードを引いた時」: every draw but the draw phase's (7.6.4.1)
        out += ("7.6.4.1",)
    for z in t.dst:
        out += PLACE_CLAUSES.get(z, ())
    if t.target is not None and "occupied" in t.target.states:
        out += ("6.2.3.4",)  # 「ユニットのいる(R)に」: called over the unit there
    if t.event == "state_entered":
        from ruling.games._vg.keyword_states import state_clauses

        out += state_clauses(str(dict(t.detail).get("state")))
    if t.target is not None and t.target.column is not None:
        out += ("4.9.1.1", "4.9.1.2")  # 「同じ縦列に登場した」: a column's circles (4.9.1)
    return out + sel_clauses(t.subject if t.subject is not None and t.subject.ref is None else None)


# the rules saying which acts are NOT the event a trigger condition names, read where an ability
# did not trigger (``trigger_conditions``): 7.34.2 a ride or a call is no move (「移動した時」)
NOT_THE_EVENT: dict[str, tuple[str, ...]] = {"moved": ("7.34.2",)}


def _not_the_event(t: Trig) -> tuple[str, ...]:
    if t.event == "any":
        return tuple(x for p in t.parts for x in _not_the_event(p))
    return NOT_THE_EVENT.get(t.event, ())


def trigger_conditions(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The clauses defining the trigger conditions of card ``uid``'s automatic abilities
    (``Game.trigger_conditions``): read to conclude that no event met them (a rear-guard put
    into the soul has not retired, 7.18.1 / 7.18.2)."""
    from ruling.games._vg.continuous import programs

    out: tuple[str, ...] = ()
    for ab in programs(ctx, uid):
        p = ab.program
        if p is not None and p.kind == "auto" and p.trigger is not None:
            out += trigger_clauses(p.trigger) + meaning_clauses(p) + _not_the_event(p.trigger)
            if p.zones:
                # 「【(R)】」: it works, and so triggers, only with its card in the zone the label
                # names (11.4.4; either of two, 11.4.4.2) — a card that left the field is read as
                # it was there (11.9.6.1.2): from the guardian circle, an 【(R)】 one does not
                out += ("11.4.4",) + (("11.4.4.2",) if len(p.zones) > 1 else ())
    return tuple(dict.fromkeys(out))


def _leaves_field(t: Trig) -> bool:
    """A trigger on this card leaving the field reads it as it was there (11.9.6.1.2); the
    subject left unsaid (「【(R)】：退却した時」) is this card, as ``_about`` reads it."""
    if t.event == "any":
        return any(_leaves_field(p) for p in t.parts)
    this = t.subject is None or t.subject.ref == "this"
    return this and (
        t.event in ("retired", "bound", "left", "removed")
        or (t.event == "put" and any(z in CIRCLE_GROUPS for z in t.src))
    )


def _put_from_field(ctx: Ctx, c: Card, t: Trig, moved: dict[str, Any]) -> bool:
    """「このユニットが手札に戻った時」 (a put of this card to places off the field, from no place
    said, or from a circle said: 「このカードが(V)からGゾーンに置かれた時」) when the move was from
    a circle: a trigger on that leaving, read as the card was there (11.9.6.1.2) — whether its
    ability worked there (「【(R)】：…」)."""
    if (
        t.event != "put"
        or not t.dst
        or (t.src and not all(z in CIRCLE_GROUPS for z in t.src))
        or (t.subject is not None and t.subject.ref != "this")
    ):
        return False
    if any(z in CIRCLE_GROUPS or z.startswith("field.") for z in t.dst):
        return False
    m = moved.get(c.uid)
    return m is not None and circle_of(str(m[2])) is not None


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
        if s.zones and not any(in_group(ctx, was[0], was[1], g) for g in s.zones):
            # 「あなたのダメージゾーンのカードが手札に加えられた時」: the place the description
            # names is where the card was when the event moved it (as 11.9.6.1.2 reads a card
            # that left the field); before, the place was not read — a card from the drop met it
            return False
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
        if (master_was(ctx, uid, was) or w[0]) != want:
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


def master_was(ctx: Ctx, uid: str, was: tuple[str, str] | None) -> str | None:
    """Whose unit a card the event moved off a circle was there, when that was not the player
    whose circle it was: the fighter dominating it (7.39.2: 「支配ファイターがマスターである
    ユニット」 includes it), read as it was on the field (11.9.6.1.2; ``values.last_known``'s
    ``master``). None for any other card (its zone's player is its master)."""
    if was is None or circle_of(was[1]) is None or where_circle(ctx, uid) is not None:
        return None
    lk = ctx.last_known(uid)
    if lk is None or lk.zone != was[1]:
        return None
    master = lk.info.get("master")
    return master if isinstance(master, str) else None


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


# the kind a dress action marks its move with (dress._dress) -> the keyword whose action it is
DRESS_KEYWORDS = {"overdress": "overdress", "cross_overdress": "crossover_dress"}
# an appearance by one keyword's action that is not another's, though it resembles it (the
# kind its move is marked with, the means a trigger names) -> the clauses that say so
NOT_THAT_KEYWORD = {("cross_overdress", "kw:overdress"): ("6.8.5",)}
# 「超越で登場した時」: the stride (6.6.2.3), the action the stride skill names (14.12.1)
KIND_KEYWORDS = {**DRESS_KEYWORDS, "stride": "stride_skill", "intercept": "intercept"}


def _by_ok(ctx: Ctx, trig: Trig, data: dict[str, Any], c: Card, pl: str) -> bool:
    """「…の能力で」: the move was made by an ability (of a card the phrase names); 「…の能力の
    コストで」 (means ``cost``): as the cost of an ability of such a card (11.7.1; the data of
    a cost's act, ``costs.COST_KEYS``)."""
    if trig.means is None:
        return True
    if trig.means == "ride":
        # 「ライドして登場した時」: the appearance a ride makes (the ride's own mark, 6.3.4)
        return True
    if trig.means in ("ride:normal", "ride:superior"):
        # 「ノーマルライドで登場した時」 / 「スペリオルライドで登場した時」: the appearance a ride of
        # that kind makes — the ride is a normal ride (6.3.2.1) or not (6.3.2.2)
        return data.get("ride_kind") == trig.means.removeprefix("ride:")
    if trig.means in ("call:normal", "call:superior"):
        # 「スペリオルコールされた時」 / 「ノーマルコールで…」: the call of that kind — the main
        # phase's normal call (6.2.2.1) or a call by an effect, a superior call (6.2.2.2); a
        # call whose kind the record does not say (a guardian called from the hand, 10.5.1.2.2)
        # is neither
        return data.get("call_kind") == trig.means.removeprefix("call:")
    if trig.means == "not:ride":
        # 「ライド以外で」 (14.32.4): any move but the one a ride makes (``rule`` ``ride``: the
        # units on the vanguard circle put into the soul, 6.3.3.5, 6.3.3.5.1)
        return data.get("rule") != "ride"
    if trig.means.startswith("not:kw:"):
        # 「インターセプト以外で(G)に登場した時」: any move but the one that keyword makes
        return not _by_ok(ctx, replace(trig, means=trig.means[4:], by=None), data, c, pl)
    if trig.means.startswith(("kw:", "kwcost:")):
        # 「オーバードレスで登場した時」: put there by that keyword's action (6.7.1, 6.8.1; a cross
        # overDress is no overDress, 6.8.5); 「リライトで登場した時」 / 「…の暴喰で退却した時」: by
        # an ability that carries the keyword (14.58.1, 14.26.2; ``by_keyword``), of a card the
        # phrase names
        # 「魔装合体のコストで」 (``kwcost:``): as the cost of such an ability (11.7.1)
        cost = trig.means.startswith("kwcost:")
        kws = trig.means.partition(":")[2].split("/")
        if not cost and KIND_KEYWORDS.get(data.get("kind") or "") in kws:
            return trig.by is None
        if data.get("cost_keyword" if cost else "by_keyword") not in kws:
            return False
        keys = COST_KEYS if cost else ("by", "by_master", "by_vanguard")
    elif trig.means.startswith("act:"):
        # 「このユニットのアタックで」 / 「あなたのアタックで」: done as a result of that act of a
        # unit the phrase names (a rear-guard hit retired at the battle's close, 10.7.1.10)
        if data.get("act_role") != trig.means.removeprefix("act:"):
            return False
        keys: tuple[str, ...] = ("act_by", "act_master", "act_vanguard")
    elif trig.means == "cost":
        keys = COST_KEYS
    else:
        keys = ("by", "by_master", "by_vanguard")
    by = data.get(keys[0])
    if by is None:
        # 「効果で」 naming no card: an effect with no card behind it (a bare effect, its master
        # known) is an effect too; 「…の能力で」 / 「あなたのカードの効果で」 need the card
        return trig.means == "effect" and trig.by is None and data.get(keys[1]) is not None
    if trig.by is None:
        return True
    src = ctx.card(by)
    if src is None:
        return False
    if trig.by.owner is not None:
        want = pl if trig.by.owner == "you" else ctx.state.opponent(pl)
        if data.get(keys[1]) != want:
            return False
    by = replace(trig.by, owner=None, zones=())
    if by.ref is not None:
        # 「このユニットの能力で」 / 「このユニットのアタックで」: this very card (``matches`` reads
        # descriptions, not references: before, any card's ability or attack met it); another
        # reference is not read here — it never matches
        return (
            by.ref == "this"
            and src.uid == c.uid
            and matches(ctx, src, replace(by, ref=None), c.uid)
        )
    if trig.by.kinds == ("vanguard",):
        # the vanguard it was when its ability did it; the rest of the description read now
        if not data.get(keys[2]):
            return False
        by = replace(by, kinds=())
    return matches(ctx, src, by, c.uid)


def _at_place(ctx: Ctx, trig: Trig, owner: str, zone: str, c: Card, pl: str) -> bool:
    """The place a card went to, as the trigger describes it: whose (「相手の手札に」: ``owner``,
    as seen from this card's master), and the circle a unit appeared on / was called to:
    「このユニットと同じ縦列の(R)」 (``column`` ``this``: in this unit's column, 4.9.1.1, 4.9.1.2;
    ``of``: in the column of the cards ``column_of`` names, 「あなたのヴァンガードと同じ縦列の(R)」),
    「他の(R)」 (``other``: not the circle this unit is on). A trigger with no place described:
    True."""
    t = trig.target
    # 「同じ縦列に登場した時」: a column with no circle said is a place too (before, read as none)
    if t is None or not (t.zones or t.column):
        return True
    if t.owner is not None and owner not in _owners(ctx, t.owner, pl):
        return False
    circ = circle_of(zone)
    if t.column in ("this", "of"):
        # this unit's column, or that of the cards 「あなたのヴァンガードと同じ縦列の(R)」 names
        # (4.9.1.1, 4.9.1.2), as seen from the side the card went to
        cols = columns_of(Rt(ctx, pl, c.uid, Program("auto"), ""), t, owner)
        if COLUMN.get(circ or "") not in cols:
            return False
    if t.other:
        # this unit's circle: where it is, or (called over, it has left) where it last was
        w = ctx.where(c.uid)
        lk = ctx.last_known(c.uid)
        was = (lk.player, lk.zone) if lk is not None and circle_of(lk.zone) else w
        if was == (owner, zone):
            return False
    return True


def _put_as_gauge(ctx: Ctx, trig: Trig, data: dict[str, Any], pl: str) -> bool:
    """「…が(あなたの)詩譜ゲージとして置かれた時」 (``target`` ``gauge``): the move put the card as
    gauge of that name (7.40.3, the move's data), associated with the player 「あなたの」 names
    (7.40.7.2) when printed. A trigger with no gauge said: True."""
    t = trig.target
    if t is None or t.gauge is None:
        return True
    if data.get("gauge_name") != t.gauge:
        return False
    return t.owner is None or data.get("gauge_player") in _owners(ctx, t.owner, pl)


def _over_a_unit(ctx: Ctx, trig: Trig, ev: Event, uid: str, owner: str, zone: str) -> bool:
    """「…ユニットのいる(R)に登場した時」 (target state ``occupied``): a unit other than the one
    appearing was on that circle when it was put there — the unit the call retires (6.2.3.4),
    recorded on the call's event (``displaced``, turn.place_unit); an appearance that records
    none is read from the circle as the event left it (the unit there is retired after it).
    Any other trigger: True."""
    t = trig.target
    if t is None or "occupied" not in t.states:
        return True
    data = getattr(ev, "data", None) or {}
    if "displaced" in data:
        return bool(data["displaced"])
    return any(x.uid != uid for x in ctx.zone(owner, zone))


def _in_occasion(ev: Event, occ: Trig) -> bool:
    """「Xする際にYされた時」 (``Trig.occasion``): the event is one a procedure of the act X
    made as a part of it — the procedure records the act on the event (``data["occasion"]``:
    the act's event word and the zone it was made from; a ride from the ride deck's discard,
    6.3.3.2.2). An occasion described further than that is not read: it never matches."""
    got = (getattr(ev, "data", None) or {}).get("occasion")
    if not isinstance(got, dict) or got.get("event") != occ.event:
        return False
    if replace(occ, src=()) != Trig(occ.event):
        return False
    return not occ.src or got.get("src") in occ.src


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
    if trig.occasion is not None and not _in_occasion(ev, trig.occasion):
        return None
    if e == "state_entered":
        # 「このユニットが♪♪状態になった時」: a card the subject names was put in the named state,
        # not in it before (5.2.2; 14.36.1.3.1: one already in it does not enter it again)
        if not (
            isinstance(ev, AddEffect)
            and ev.stat == "named_state"
            and ev.value == dict(trig.detail).get("state")
            and ev.data.get("entered")
            and _about(ctx, trig, ev.target, c, pl)
        ):
            return None
        return {"that": ev.target}
    if e == "given":
        # 「このユニットが能力を与えられた時」: an effect gave the unit an ability — 7.14.1's
        # action, done by an effect's step 『…』を得る / を与える (``AddEffect`` ``grant``); what a
        # continuous ability holds on a card is no action done to it, and is not read here
        if not (isinstance(ev, AddEffect) and ev.stat == "grant" and ev.op == "add"):
            return None
        if not _about(ctx, trig, ev.target, c, pl):
            return None
        return {"that": ev.target}
    if e in ("ridden", "rode", "appear") and isinstance(ev, Mark) and ev.tag == "ride":
        d = ev.data
        new = ctx.card(d.get("uid", ""))
        if e != "ridden" and not _by_ok(ctx, trig, d, c, pl):
            # 「能力でライドした時」 / 「リライトで登場した時」: the ride made by what the means
            # names (an effect's ride keeps it, 6.3.2.2; a normal ride has none)
            return None
        if e == "ridden" and c.uid in (d.get("prev") or ()):
            if trig.target is not None and (
                new is None or not matches(ctx, new, trig.target, c.uid)
            ):
                return None
            if trig.src and d.get("from") not in trig.src:
                # 「ライドデッキのグレード１にライドされた時」 / 「手札からライドされた時」: the unit
                # riding came from there (the hand or the ride deck, 6.3.2.1)
                return None
            return {"that": d.get("uid")}
        if e == "rode":
            # 「あなたがライドした時」 / 「相手がライドした時」: the player the subject names rode
            # (6.3.4); 「このユニットがライドした時」: this card is the one that rode (the new
            # vanguard); another subject is not read
            s = trig.subject
            if s is not None and s.ref == "this" and replace(s, ref=None) == Sel():
                if d.get("uid") != c.uid:
                    return None
            elif s is not None and replace(s, owner=None) != Sel():
                return None
            elif d.get("player") not in _owners(ctx, s.owner if s else "you", pl):
                return None
            if trig.src and d.get("from") not in trig.src:
                # 「ライドデッキからライドした時」: the ridden card came from there (6.3.3.1)
                return None
            if trig.target is not None:
                # 「グレード３以上からライドした」: the vanguard ridden upon is so described
                prev = [ctx.card(u) for u in d.get("prev") or ()]
                if not any(p is not None and matches(ctx, p, trig.target, None) for p in prev):
                    return None
            return {"that": d.get("uid")}
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
    if (
        e == "checked"
        and isinstance(ev, Move)
        and (ev.tag == trig.means or trig.means == "check" and ev.tag in CHECK_TAGS)
    ):
        # 「…のドライブチェックで出た時」: put into the trigger zone by that check (7.16.1)
        want = pl if trig.owner == "you" else st.opponent(pl)
        if ev.player != want or not _about(ctx, trig, ev.uid, c, pl):
            return None
        if trig.subject is not None and trig.subject.kinds:
            # 「このカードがトリガーで出た時」: this card, a trigger unit (7.16.1)
            card = ctx.card(ev.uid)
            if card is None or not matches(ctx, card, replace(trig.subject, ref=None), c.uid):
                return None
        if trig.by is not None:
            # 「このユニットのドライブチェックで」: the check made for that unit's attack (10.6.1.2)
            attacker = (st.vars.get("battle") or {}).get("attacker")
            a = ctx.card(attacker or "")
            if a is None or not (
                attacker == c.uid
                if trig.by.ref == "this"
                else matches(ctx, a, replace(trig.by, owner=None), c.uid)
            ):
                return None
        return {"that": ev.uid}
    if e == "guard" and isinstance(ev, SetCard) and ev.changes.get("guards"):
        # 「あなたがガードした時」 / 「相手のヴァンガードのアタックにあなたがガードした時」: a unit
        # whose master is the fighter named was put on the guardian circle and guards an attacked
        # unit (10.4.1.10; the guard step, 10.5.1) — each guardian's guarding one event; the
        # attack named (``target``) the battle's attacking unit, or its booster (``role``).
        # An intercepting unit guards too (10.4.1.10: any unit of the defender put on the
        # guardian circle; 10.5.1.2.4), settled by the text
        s = trig.subject
        who = {"you": pl, "opponent": st.opponent(pl)}.get((s.owner if s else None) or "")
        if s is not None and (who is None or ctx.where(ev.uid)[0] != who):
            return None
        if trig.target is not None:
            key = {"attack": "attacker", "boost": "booster"}.get(trig.role or "")
            unit = (st.vars.get("battle") or {}).get(key or "")
            a = ctx.card(unit or "")
            if a is None or not (
                unit == c.uid if trig.target.ref == "this" else matches(ctx, a, trig.target, c.uid)
            ):
                return None
        if ev.data.get("guard_nth"):
            # a later guardian of one guard action (two hand cards called in one call,
            # 10.5.1.2.2): the fighter guarded once (one action, 1.3.7.1), or once per guardian
            # that guards (10.4.1.10, 11.9.3)? The text defines no fighter's guarding: the
            # audit's guard_trigger_per_guardian, both readings run, the engine's (per guardian,
            # it triggers again) first
            return {
                "blocked": (
                    f"{label(ctx, ev.uid)} は同じガードの行動で置かれた2体目以降のガーディアン:"
                    " ガードは1回として、誘発しない",
                    f"{label(ctx, ev.uid)} is a later guardian of the same guard action: the "
                    "fighter guarded once, and the ability does not trigger again",
                ),
                "clauses": ("10.5.1.2.2", "1.3.7.1", "10.4.1.10"),
                "touches": (ev.uid,),
                "note": unsettled.note("vg", "guard_trigger_per_guardian"),
                "reading": ("vg", "guard_trigger_per_guardian", "per_guardian"),
                "that": ev.uid,
            }
        return {"that": ev.uid}
    if e == "hearts" and isinstance(ev, SetCard) and ev.changes.get("hearts"):
        # 「このユニットがハーツになった時」: the vanguard strided over made a hearts card
        # (6.5.1.2, 6.5.2.2)
        if trig.src or trig.dst or trig.target is not None or trig.means is not None:
            return None
        return {"that": ev.uid} if _about(ctx, trig, ev.uid, c, pl) else None
    if e == "stride" and ev.tag == "stride" and isinstance(ev, Move):
        # 「…が【超越】した時」: the G unit put on the vanguard circle by striding (6.5.1.1)
        if trig.src or trig.dst or trig.target is not None or trig.means is not None:
            return None
        return {"that": ev.uid} if _about(ctx, trig, ev.uid, c, pl) else None
    if e == "appear" and ev.tag == "stride" and isinstance(ev, Move):
        if (
            trig.dst
            and "vanguard" not in trig.dst
            or trig.src
            or (trig.means or "").startswith("ride")
        ):
            return None
        return {"that": ev.uid, "circle": "vanguard"} if _about(ctx, trig, ev.uid, c, pl) else None
    if e == "appear" and moved:
        not_appeared: dict[str, Any] | None = None
        for uid, (_u, _fp, fz, _tp, tz) in moved.items():
            circ = circle_of(tz)
            # 7.17.1: put on any circle from outside the circles — the guardian circle too (a
            # guard call, a G guardian's: 「このユニットが(G)に登場した時」); the vanguard circle's
            # 登場 is a ride's or a stride's (above)
            if circ is None or circ == "vanguard":
                continue
            if circle_of(fz) is not None and not (getattr(ev, "data", None) or {}).get("appears"):
                owner = moved[uid][3]
                if uid == c.uid and (
                    not trig.dst or any(in_group(ctx, owner, tz, g) for g in trig.dst)
                ):
                    # 7.17.1: moved from a circle to a circle, this unit did not appear; by a
                    # call (6.2.5: a new card), 7.17.2's 「コールからライドにより」 read as
                    # 「コールかライド」 would make it one (the audit's
                    # call_between_circles_appears: the call asked the reading, and this is
                    # the engine's; ``data["appears"]`` the other)
                    called = isinstance(ev, Move) and ev.tag == "called"
                    not_appeared = {
                        "blocked": (
                            f"{label(ctx, uid)} はサークルからサークルに"
                            f"{'コールされた' if called else '移動した'}だけで、登場していない"
                            "ため、誘発しない",
                            f"{label(ctx, uid)} only {'was called' if called else 'moved'} from "
                            "a circle to a circle: it did not appear, and the ability does not "
                            "trigger",
                        ),
                        "touches": (uid, f"{owner}.{tz}"),
                        # 7.17.2: 登場 is being put on a circle from outside the circles (or by
                        # a ride from a call); a move between circles (an intercept, 7.34.1.1)
                        # is not
                        "clauses": ("7.17.1", "7.17.2") + (("6.2.5",) if called else ()),
                    }
                continue
            if not _about(ctx, trig, uid, c, pl):
                continue
            owner = moved[uid][3]
            if trig.dst and not any(in_group(ctx, owner, tz, g) for g in trig.dst):
                continue
            if not _at_place(ctx, trig, owner, tz, c, pl):
                continue
            if not _over_a_unit(ctx, trig, ev, uid, owner, tz):
                continue
            if trig.src and fz not in trig.src:
                # 「ドロップから登場した時」 and it appeared from elsewhere: the trigger condition
                # was checked and not met (7.17.2 what appearing is, 11.9.2 only a condition met
                # makes the ability pending) — a reason of a ruling that nothing happened
                not_appeared = not_appeared or {
                    "blocked": (
                        f"{label(ctx, uid)} は{ctx.zone_name(fz)}から登場したので、"
                        f"{'・'.join(ctx.zone_name(z) for z in trig.src)}からの登場を待つ自動能力は誘発しない",
                        f"{label(ctx, uid)} appeared from the {ctx.zone_name(fz, 'en')}: the "
                        "ability waiting for an appearance from "
                        f"{', '.join(ctx.zone_name(z, 'en') for z in trig.src)} does not trigger",
                    ),
                    "touches": (uid, f"{owner}.{tz}"),
                    "clauses": ("7.17.2", "11.9.2"),
                    "near_miss": True,
                }
                continue
            if not _by_ok(ctx, trig, getattr(ev, "data", None) or {}, c, pl):
                kind = (getattr(ev, "data", None) or {}).get("kind")
                rule = NOT_THAT_KEYWORD.get((kind, trig.means or ""))
                if rule is not None:
                    # 「オーバードレスで登場した時」 and it appeared by cross overDress: the
                    # condition was checked and not met — a reason of a ruling that nothing
                    # happened (6.8.5: appearing by a cross overDress is not by overDress)
                    not_appeared = not_appeared or {
                        "blocked": (
                            f"{label(ctx, uid)} はクロスオーバードレスで登場したので、オーバードレスで"
                            "の登場を待つ自動能力は誘発しない",
                            f"{label(ctx, uid)} appeared by cross overDress: the ability waiting "
                            "for an appearance by overDress does not trigger",
                        ),
                        "touches": (uid, f"{owner}.{tz}"),
                        "clauses": (*rule, "11.9.2"),
                        "near_miss": True,
                    }
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
    if e == "persona_rode" and isinstance(ev, SetVar) and ev.tag == "persona_rode" and ev.value:
        # 「あなたがペルソナライドした時」: the player the subject names persona rode (7.15.1.4.3)
        s = trig.subject
        if s is not None and replace(s, owner=None) != Sel():
            return None
        if ev.key.partition(".")[2] in _owners(ctx, s.owner if s else "you", pl):
            return {}
        return None
    if (
        e in ("d_legion", "legion")
        and isinstance(ev, Move)
        and ev.tag == "legion"
        and (e == "legion" or ev.data.get("d"))
    ):
        # 「【D-双闘】した」 (6.4.1): a player D-legioned, or a unit the subject names was one of
        # the two put in D-legion state (6.4.1.3.2); 「双闘した」: put in legion state from none,
        # a D-legion as well (6.4.2.1 ‘双闘した/D-双闘した時’)
        s = trig.subject
        if s is not None and replace(s, owner=None) != Sel():
            units = (ev.data.get("leader"), ev.data.get("mate"))
            return {} if any(u and _about(ctx, trig, u, c, pl) for u in units) else None
        return {} if ev.player in _owners(ctx, s.owner if s else "you", pl) else None
    if e == "damage_checked":
        # 「あなたがダメージチェックした時」: that fighter put a card of a damage check into the
        # trigger zone (13.6.3, 7.23.1); the subject is a fighter (cardtext._program_hook)
        if not (isinstance(ev, Move) and ev.tag == "damage_check"):
            return None
        s = trig.subject
        return {} if ev.player in _owners(ctx, s.owner if s else "you", pl) else None
    if e == "drive_checked" and isinstance(ev, Move) and ev.tag == "drive_check":
        # 「このユニットがドライブチェックした時」: the drive unit (10.6.1.2.1) made a check
        # (10.6.1.2.3); 「あなたがドライブチェックした時」: its master did
        s = trig.subject
        if s is None or replace(s, owner=None) == Sel():
            return {} if ev.player in _owners(ctx, s.owner if s else "you", pl) else None
        return {} if _about(ctx, trig, ev.data.get("unit"), c, pl) else None
    if e in ("turned_face_up", "turned_face_down") and isinstance(ev, SetCard):
        # 「このカードが表になった / 裏になった時」: its face turned (7.3.1), by any instruction
        # (a counter charge or blast too)
        up = (ev.changes or {}).get("face_up")
        if up is None or bool(up) != (e == "turned_face_up"):
            return None
        if not _about(ctx, trig, ev.uid, c, pl):
            return None
        if "locked" in (ev.changes or {}):
            # an unlock: 「カードは呪縛状態から表になります」 (7.31.1; 9.11.3's 「表向きにします」, whose
            # 「表にした時」 abilities 9.11.7 makes pending) — a card turned face up
            return {"that": ev.uid, "event_clauses": ("7.31.1",)}
        return {"that": ev.uid}
    if e == "shuffled" and isinstance(ev, Shuffle) and ev.zone == "deck":
        # 「あなたの山札がシャッフルされた時」 / 「このターンにあなたが山札を３回以上シャッフルして
        # いるなら」: the deck of the fighter named was shuffled (7.5.1; a deck of 0 or 1 card
        # is shuffled all the same, 7.5.1.1) — one event a shuffle
        s = trig.subject
        deck = Sel(zones=("deck",))
        if s is not None and replace(s, owner=None) not in (Sel(), deck):
            return None
        if trig.target is not None and replace(trig.target, owner=None) != deck:
            return None
        owner = (s.owner if s else None) or (trig.target.owner if trig.target else None)
        if ev.player not in _owners(ctx, owner or "you", pl):
            return None
        return {}
    if e == "drew" and isinstance(ev, Move) and ev.tag == "draw":
        # 「あなたがカードを引いた時」 / 「このターンにあなたがカードを２枚以上引いているなら」: the
        # fighter the subject names drew a card — moved one from the deck to the hand (7.6.4,
        # 7.6.1), one event a card; 「グレード３を引いた時」: the card drawn is so described
        s = trig.subject
        if s is not None and replace(s, owner=None) != Sel():
            return None
        if ev.player not in _owners(ctx, s.owner if s else "you", pl):
            return None
        drawn = ctx.card(ev.uid)
        if trig.target is not None and (
            drawn is None or not matches(ctx, drawn, trig.target, c.uid)
        ):
            return None
        if trig.means in ("ability", "effect") and (ev.data or {}).get("rule") == "draw_phase":
            # 7.6.4.1: a draw 「カードの能力で」 is every draw but the draw phase's (9.4.2): the
            # event came, its condition was not met — a reason of a ruling that nothing happened
            return {
                "blocked": (
                    "ドローフェイズに引いたカードは、カードの能力で引いたものではないため、誘発しない",
                    "the draw phase's draw is not a draw by a card's ability: it does not trigger",
                ),
                "touches": (ev.uid,),
                "clauses": ("7.6.4", "7.6.4.1", "9.4.2", "11.9.2"),
                "near_miss": True,
            }
        return {"that": ev.uid}
    if e == "healed" and isinstance(ev, Move) and ev.tag == "healed":
        # 「あなたがダメージを回復した時」 / 「このターンにあなたがダメージを回復しているなら」: the
        # fighter the subject names healed — put a card of their damage zone into their drop zone
        # by the specific action 回復する (7.20.1; a heal trigger's too, 11.10.2.6), one event a
        # card; a card put there otherwise is not healed
        s = trig.subject
        if s is not None and replace(s, owner=None) != Sel():
            return None
        if ev.player not in _owners(ctx, s.owner if s else "you", pl):
            return None
        healed = ctx.card(ev.uid)
        if trig.target is not None and (
            healed is None or not matches(ctx, healed, trig.target, c.uid)
        ):
            return None  # 「グレード３を回復した時」: the card healed is so described
        return {"that": ev.uid}
    if e == "became_origin" and isinstance(ev, SetCard) and ev.tag == "became_origin":
        # 「このカードがオーバードレスのドレス元になった時」: the card the subject names was made a
        # dress origin by that dress (6.7.2.1 / 6.8.3.2; 6.8.5 the two apart)
        kind = dict(trig.detail).get("kind")
        if kind not in ("any", ev.data.get("kind")) or not _about(ctx, trig, ev.uid, c, pl):
            return None
        return {"that": ev.data.get("target")}
    if e == "locked" and isinstance(ev, SetCard):
        # 「相手のリアガードが呪縛された時」: a unit on a circle locked (7.30.1: turned face down,
        # a locked card now, 7.30.1.2) — the subject read as it was, a unit on a rear-guard
        # circle (a lock acts on units on circles only)
        if (ev.changes or {}).get("locked") is not True:
            return None
        s = trig.subject
        at = ctx.where(ev.uid)
        card = ctx.card(ev.uid)
        if s is None or at is None or card is None:
            return None
        if "rearguard" in s.kinds and circle_of(at[1]) in (None, "vanguard", "guardian"):
            return None
        if s.owner is not None and at[0] != (pl if s.owner == "you" else ctx.state.opponent(pl)):
            return None
        return {"that": ev.uid}
    if e == "unlocked" and isinstance(ev, SetCard):
        # 「このユニットが呪縛カードから表になった時」 / 「…が解呪された時」: a locked card turned
        # face up, out of the locked state (7.30.2: by an unlock, 7.31.1, the end of its
        # fighter's turn, 9.11.3, or any other reason), a new card (7.31.1.1) whose text is read
        # as it is now
        ch = ev.changes or {}
        if "locked" not in ch or ch["locked"] is not None or not ch.get("face_up"):
            return None
        return {"that": ev.uid} if _about(ctx, trig, ev.uid, c, pl) else None
    if e in ("sung", "operated") and isinstance(ev, Mark) and ev.tag == e:
        # 「このカードが歌われた時」 (17.7.2.1) / 「このカードが稼働した時」 (17.12.2): the set order
        # the specific action was done to (``_vg/order_acts``)
        u = ev.data.get("uid")
        return {"that": u} if _about(ctx, trig, u, c, pl) else None
    if e == "looked" and isinstance(ev, Mark) and ev.tag == "looked":
        # 「あなたがカードの効果で山札を見た時」: the fighter named looked at its deck's cards (7.7.1)
        # — by an effect, the only way the engine looks (「カードの効果で」, 11.1.1) — the first look
        # of that effect only (7.7.4)
        s = trig.subject
        if trig.dst or (s is not None and replace(s, owner=None) != Sel()):
            return None
        if ev.data.get("doer") not in _owners(ctx, s.owner if s else "you", pl):
            return None
        if not ev.data.get("first"):
            return None
        return {}
    if e == "looked" and isinstance(ev, Mark) and ev.tag == "revealed":
        # 「あなたが山札を見た時」 and that fighter revealed cards of its deck (7.10.1): whether a
        # reveal is a look (7.7.1, 7.7.4) the text does not say (the audit's reveal_is_look):
        # not under the engine's reading, and both readings run
        s = trig.subject
        if trig.dst or (s is not None and replace(s, owner=None) != Sel()):
            return None
        if ev.data.get("doer") not in _owners(ctx, s.owner if s else "you", pl):
            return None
        if "deck" not in (ev.data.get("zones") or ()):
            return None
        return {
            "blocked": (
                f"{label(ctx, c.uid)} の能力: 公開は山札を見る行為（7.7）ではないので、誘発しない",
                f"{label(ctx, c.uid)}'s ability: a reveal is no look at the deck (7.7): it does "
                "not trigger",
            ),
            "clauses": ("7.7.1", "7.7.4", "7.10.1"),
            "touches": (c.uid,),
            "near_miss": True,
            "note": unsettled.note("vg", "reveal_is_look"),
            "reading": ("vg", "reveal_is_look", "looked"),
            "that": None,
        }
    if e == "revealed" and isinstance(ev, Mark) and ev.tag == "revealed":
        # 「このカードが(山札から)公開された時」: a card shown to every fighter (7.10.1), from the
        # zone it stays in; 「…の能力で」 of the ability that revealed it
        if trig.target is not None and trig.form != "passive":
            # 「相手が手札からカードを公開した時」: the fighter the subject names revealed (the
            # one who carried out the reveal, 11.8.5.1) a card of the description from the zone
            s = trig.subject
            if trig.dst or (s is not None and replace(s, owner=None) != Sel()):
                return None
            if ev.data.get("doer") not in _owners(ctx, s.owner if s else "you", pl):
                return None
            for u, z in zip(ev.data.get("uids", ()), ev.data.get("zones", ()), strict=False):
                shown = ctx.card(u)
                if (not trig.src or z in trig.src) and shown is not None:
                    if matches(ctx, shown, trig.target, c.uid):
                        return {"that": u}
            return None
        if trig.target is not None or trig.dst or not _by_ok(ctx, trig, dict(ev.data), c, pl):
            return None
        for u, z in zip(ev.data.get("uids", ()), ev.data.get("zones", ()), strict=False):
            if (not trig.src or z in trig.src) and _about(ctx, trig, u, c, pl):
                return {"that": u}
        return None
    if (
        e == "value_changed"
        and isinstance(ev, Mark)
        and ev.tag in ("value_changed", "value_unchanged")
    ):
        # 「このユニットのパワーが増加した時」: the value went that way (1.3.6, 1.3.6.1)
        want = dict(trig.detail)
        d = ev.data
        u = d.get("uid")
        if d.get("stat") != want.get("stat") or not u or not _about(ctx, trig, u, c, pl):
            return None
        if ev.tag == "value_changed" and d.get("dir") == want.get("dir"):
            return {"that": u}
        # a step changed this value the other way, or left it where it was: no 増加 (減少) as
        # 1.3.6 defines it, whatever the instruction said (1.3.6.1) — the event this ability
        # waits for did not happen (11.9.2), a reason of a ruling that nothing triggered
        way = {"up": ("増加", "increased"), "down": ("減少", "decreased")}.get(
            str(want.get("dir")), ("", "")
        )
        return {
            "blocked": (
                f"{label(ctx, u)} の値は{way[0]}していないため、誘発しない",
                f"{label(ctx, u)}'s value has not {way[1]}: it does not trigger",
            ),
            "touches": (u,),
            "clauses": (*ev.clauses, "11.9.2"),
            "near_miss": True,
        }
    if e == "damaged" and isinstance(ev, Mark) and ev.tag == "damaged":
        # 「このユニットが…のカードの効果でダメージを受けた時」: the vanguard received damage
        # (7.35.1); 「…の効果で」 read against the damage's source (11.5.2.2: skill damage's is
        # the effect's card; battle damage, 11.5.2.1, is no effect's)
        if trig.target is not None or trig.src or trig.dst:
            return None
        if not _by_ok(ctx, trig, dict(ev.data), c, pl):
            return None
        u = ev.data.get("uid")
        return {"that": u} if u and _about(ctx, trig, u, c, pl) else None
    if e == "chosen" and isinstance(ev, Mark) and ev.tag == "chosen":
        # 「このユニットが…の能力で選ばれた時」: chosen by an effect (7.50.1, 11.8.4); 「…の能力で」
        # of the ability whose effect chose it
        if trig.target is not None or trig.src or trig.dst:
            return None
        if not _by_ok(ctx, trig, dict(ev.data), c, pl):
            return None
        for u in ev.data.get("uids", ()):
            if _about(ctx, trig, u, c, pl):
                return {"that": u}
        return None
    if e in ("fused", "fused_under") and isinstance(ev, Mark) and ev.tag == "beast_fused":
        # a 魔獣合成 made (6.10.5.1: one not made records no ``beast_fused``); 「あなたが魔獣合成
        # した」: the player named made it (6.10.5); 「このユニットが魔獣合成した」: this card the
        # bundle's top (6.10.6); 「このカードが魔獣合成された」: put under the top (6.10.7)
        d = ev.data
        if trig.target is not None or trig.src or trig.dst or trig.means is not None:
            return None
        s = trig.subject
        if e == "fused" and (s is None or replace(s, owner=None) == Sel()):
            return {} if d.get("player") in _owners(ctx, s.owner if s else "you", pl) else None
        uids = (d.get("top"),) if e == "fused" else tuple(d.get("under") or ())
        got = next((u for u in uids if _about(ctx, trig, u, c, pl)), None)
        return {"that": d.get("top")} if got is not None else None
    if (
        e in ("counter_blast", "soul_blast", "energy_blast")
        and isinstance(ev, Mark)
        and ev.tag == e
    ):
        # 「あなたが【ソウルブラスト】した時」: that player did the blast (7.24.4, 7.25.4, 7.49.1);
        # nothing else of it described is read here
        s = trig.subject
        if trig.target is not None or trig.src or trig.dst or trig.means is not None:
            return None
        if s is not None and replace(s, owner=None) != Sel():
            return None
        return {} if ev.data.get("player") in _owners(ctx, s.owner if s else "you", pl) else None
    if e in ("counter_charge", "energy_charge") and isinstance(ev, Mark) and ev.tag == e:
        # 「あなたが【カウンターチャージ】した」: that player turned damage face up by a counter
        # charge (7.26.2); 「あなたがエネルギーチャージした」: that player's energy was raised by an
        # energy charge (7.48.1; one that raised nothing was not done, 7.48.2.1)
        s = trig.subject
        if s is not None and replace(s, owner=None) != Sel():
            return None
        return {} if ev.data.get("player") in _owners(ctx, s.owner if s else "you", pl) else None
    if e in ("soul_charge", "soul_charged") and isinstance(ev, Mark) and ev.tag == "soul_charge":
        # 「あなたが【ソウルチャージ】した」: that player put cards into the soul by a soul charge;
        # 「このカードが【ソウルチャージ】された」: the card so put (7.27.2) — one event for the
        # charge, the first card it names that the subject describes
        s = trig.subject
        if trig.target is not None or trig.src or trig.dst or trig.means is not None:
            return None
        if e == "soul_charge":
            if s is not None and replace(s, owner=None) != Sel():
                return None
            return (
                {} if ev.data.get("player") in _owners(ctx, s.owner if s else "you", pl) else None
            )
        got = next((u for u in ev.data.get("uids") or () if _about(ctx, trig, u, c, pl)), None)
        return {"that": got} if got is not None else None
    if e == "moved" and moved:
        # 7.34.1: a unit on the field put on another circle of the field (an intercept or a
        # swap too, 7.34.1.1; a ride or a call is no move, 7.34.2)
        anew = isinstance(ev, Move) and (ev.new_card or ev.tag == "called")
        for uid, (_u, fp, fz, tp, tz) in moved.items():
            if circle_of(fz) is None or circle_of(tz) is None or (fp, fz) == (tp, tz):
                continue
            if anew:
                # called (or ridden) from one circle to another: a new card there (6.2.5,
                # 6.3.4), and no move in the text's sense (7.34.2)
                if _about(ctx, trig, uid, c, pl):
                    return {
                        "blocked": (
                            f"{label(ctx, uid)} はサークルからサークルにコールされた（ライドされた）"
                            "だけで、テキストにおける移動ではないため、誘発しない",
                            f"{label(ctx, uid)} was called (ridden) from a circle to a circle: "
                            "no move in the text's sense, and the ability does not trigger",
                        ),
                        "clauses": ("7.34.2",),
                        "touches": (uid, f"{tp}.{tz}"),
                    }
                continue
            if not _about(ctx, trig, uid, c, pl):
                continue
            if trig.dst and not any(in_group(ctx, tp, tz, g) for g in trig.dst):
                continue
            if trig.src and not any(in_group(ctx, fp, fz, g) for g in trig.src):
                continue
            if not _by_ok(ctx, trig, getattr(ev, "data", None) or {}, c, pl):
                continue
            return {"that": uid, "circle": circle_of(tz)}
        return None
    if e == "called" and moved and isinstance(ev, Move) and ev.tag == "over_dressed":
        # 6.7.1.1: putting a unit on a rear-guard circle by overDress is no call (6.2.1.2 「それ
        # がオーバードレス(6.7.1)によるものでないかぎり」)
        return None
    if e == "called" and moved:
        # 6.2.1.2: a unit put on a rear-guard or guardian circle (from outside the circles:
        # a move between circles is no call, 7.17.1) is called
        moved_only: dict[str, Any] | None = None
        for uid, (_u, fp, fz, tp, tz) in moved.items():
            circ = circle_of(tz)
            if circ is None or circ == "vanguard":
                continue
            if circle_of(fz) is not None:
                # moved from a circle onto a rear-guard circle: 6.2.1.2 「原則として、ユニットが
                # リアガードサークル…に置かれた場合…‘コールされた’ものとして扱います」 against
                # 4.1.8 (a move between circles keeps the card) — no call under the engine's
                # reading (the audit's move_between_circles_called), said where a ruling rests
                # on the ability not triggering
                if moved_only is None and _about(ctx, trig, uid, c, pl):
                    moved_only = {
                        "blocked": (
                            f"{label(ctx, uid)} はサークルから移動しただけで、コールされていないため、誘発しない",
                            f"{label(ctx, uid)} only moved from a circle: it was not called, and "
                            "the ability does not trigger",
                        ),
                        "clauses": ("6.2.1.2", "4.1.8", "7.17.1"),
                        "touches": (uid, f"{tp}.{tz}"),
                        "near_miss": True,
                        "note": unsettled.note("vg", "move_between_circles_called"),
                        # under the other reading it was called: it triggers, about that unit
                        "reading": ("vg", "move_between_circles_called", "called"),
                        "that": uid,
                    }
                continue
            if not _about(ctx, trig, uid, c, pl):
                continue
            if trig.dst and not any(in_group(ctx, tp, tz, g) for g in trig.dst):
                continue
            if not _at_place(ctx, trig, tp, tz, c, pl):
                continue
            if trig.src and not any(in_group(ctx, fp, fz, g) for g in trig.src):
                continue
            if not _by_ok(ctx, trig, getattr(ev, "data", None) or {}, c, pl):
                continue
            return {"that": uid, "circle": circ}
        return moved_only
    if e == "time_leaped":
        # 「…がタイムリープした時」 / 「…がタイムリープされた時」: the unit bound by a time leap
        # (7.33.1.1), read as it was on its circle (11.9.6.1.2)
        if not (isinstance(ev, Move) and ev.tag == "time_leaped" and moved):
            return None
        for uid, (_u, fp, fz, _tp, _tz) in moved.items():
            if _about(ctx, trig, uid, c, pl, was=(fp, fz)) and _by_ok(
                ctx, trig, getattr(ev, "data", None) or {}, c, pl
            ):
                return {"that": uid}
        return None
    if e in ("put", "retired", "bound", "discarded", "left", "removed") and moved:
        missed: dict[str, Any] | None = None
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
            if e == "retired" and (getattr(ev, "data", None) or {}).get("buddy_soul"):
                continue  # buddy soul is no unit (17.17.7.2): 7.18.2 reads a unit put there
            if e == "bound" and tz != "bind":
                continue
            if e == "removed" and tz != "removed":
                continue
            if e == "discarded" and not (fz in ("hand", "deck", "gauge") and tz == "drop"):
                continue  # 7.9.2: put from the deck, hand or gauge zone into the drop: discarded
            if e == "put" and not (trig.dst and any(in_group(ctx, tp, tz, g) for g in trig.dst)):
                continue
            if e == "put" and not _at_place(ctx, trig, tp, tz, c, pl):
                continue  # 「相手の手札に加えられた時」: that player's hand
            if e == "put" and not _put_as_gauge(ctx, trig, getattr(ev, "data", None) or {}, pl):
                continue  # 「…が詩譜ゲージとして置かれた時」: put as that gauge (7.40.3)
            if trig.src and not any(in_group(ctx, _fp, fz, g) for g in trig.src):
                continue
            if e == "left" and tz == "removed" and _pseudo(ctx, uid):
                # a pseudo-card removed is erased where it is (15.2.3.2), and one erased in a
                # zone is taken to have left it (15.2.3.1): 「(R)から離れた時」 is met
                if not _by_ok(ctx, trig, getattr(ev, "data", None) or {}, c, pl):
                    continue
                return {"that": uid, "erased_left": True}
            if not _by_ok(ctx, trig, getattr(ev, "data", None) or {}, c, pl):
                # 「…の能力でソウルに置かれた時」 and a rule (a ride, 6.3.3.5) or another card's
                # ability moved it: the event came, its condition was not met (11.9.2)
                missed = missed or {
                    "blocked": (
                        f"{label(ctx, uid)} は誘発条件の能力によって移動したのではないため、誘発しない",
                        f"{label(ctx, uid)} was not moved by the ability its trigger condition "
                        "names: it does not trigger",
                    ),
                    "touches": (uid,),
                    "clauses": (*TRIGGER_CLAUSES[e], "11.9.2"),
                    "near_miss": True,
                    "means_missed": True,
                }
                continue
            if _pseudo(ctx, uid):
                # a pseudo-card is no card, but is treated as one (15.2.1.1 「カードと同様に
                # 扱い」): its move meets 「あなたのカードが…に置かれた時」 — a protect put into
                # the drop and erased there at once (15.3.6, 15.2.4.2.1) was put there
                return {"that": uid, "event_clauses": ("15.2.1", "15.2.1.1")}
            if trig.subject is not None and master_was(ctx, uid, (_fp, fz)) is not None:
                # a dominated unit that left: whose it was, read as on the field (7.39.2,
                # 11.9.6.1.2) — it went to its owner's zone (7.39.4.1)
                return {"that": uid, "event_clauses": ("7.39.2", "11.9.6.1.2", "7.39.4.1")}
            return {"that": uid}
        return missed
    if e == "intercept" and isinstance(ev, Move) and ev.tag == "intercepted":
        # インターセプトした時: it went to the guardian circle by intercepting (10.5.1.2.4.1)
        if trig.src or trig.dst or trig.means is not None or not _about(ctx, trig, ev.uid, c, pl):
            return None
        return {"that": ev.uid}
    if e == "activated" and isinstance(ev, Mark) and ev.tag == "ability_activated":
        # 「あなたがオーダーゾーンの魔法の【起】能力を発動した時」: a fighter's activated ability
        # played and resolved (7.15.1.2); the subject is the fighter, the target the card whose
        # ability it is
        s = trig.subject
        who = {"you": pl, "opponent": st.opponent(pl)}.get((s.owner if s else None) or "")
        if who is None or ev.data.get("player") != who:
            return None
        oc = ctx.card(ev.data.get("uid", ""))
        if trig.target is not None and (oc is None or not matches(ctx, oc, trig.target, c.uid)):
            return None
        return {"that": ev.data.get("uid")}
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
    if (
        e in ("stood", "rested")
        and isinstance(ev, SetCard)
        and ev.changes.get("orientation") == ("stand" if e == "stood" else "rest")
        # a card unlocked stands without being deemed to go from rest to stand (7.31.2)
        and not ev.data.get("unlocked")
    ):
        # 【スタンド】 / 【レスト】した時: it became standing / rested (7.2.1); 「…の能力で」: by
        # that card's ability
        if not _about(ctx, trig, ev.uid, c, pl) or not _by_ok(ctx, trig, ev.data, c, pl):
            return None
        return {"that": ev.uid}
    if e == "deleted" and isinstance(ev, SetCard) and ev.changes.get("deleted") is True:
        # 「相手のヴァンガードがデリートされた時」: a unit deleted (7.32.1), turned face down where
        # it is, the same unit (7.32.3); 「…の能力で」: by that card's ability
        if not _about(ctx, trig, ev.uid, c, pl) or not _by_ok(ctx, trig, ev.data, c, pl):
            return None
        return {"that": ev.uid}
    # 「ブーストされないでアタックした時」: the event of an attack not boosted (battle.py)
    tag = "attack_unboosted" if trig.without == "boosted" else "attack_target"
    if e in ("attack", "attacked") and isinstance(ev, Mark) and ev.tag == tag:
        # one event for the attack: every unit it attacks (several when an effect makes it
        # battle all the front row, 10.4.1.8, 10.4.1.9.3) is in ``uids``
        # the attacker the event names (a past attack read for 「このターンに…アタックしている」),
        # else the battle's
        attacker = ev.data.get("attacker") or (st.vars.get("battle") or {}).get("attacker")
        missed: dict[str, Any] | None = None
        if e == "attack" and ev.data.get("uids") == [] and trig.target is None:
            # the attack made with no attacked unit chosen (10.4.1.5.3 before 10.4.1.6, the
            # target no choice there: 10.4.1.7.1): 「アタックした時」 names no unit attacked
            return {"that": attacker} if _about(ctx, trig, attacker, c, pl) else None
        if e == "attack" and trig.src:
            # 「このユニットが後列からアタックした時」: the attacker is on a circle of that group as
            # it attacks (10.4.1.5.3; before, the place was not read and any attack did)
            w = ctx.where(attacker or "")
            if w is None or not any(in_group(ctx, w[0], w[1], g) for g in trig.src):
                return None
        for target in [t for t in (ev.data.get("uids") or [ev.data.get("uid")]) if t]:
            subject, other = (attacker, target) if e == "attack" else (target, attacker)
            lk = ctx.last_known(subject or "") if where_circle(ctx, subject or "") is None else None
            # an attack read back from the record (「そのバトルで相手のリアガードがアタックされた
            # なら」) whose unit has left the field since: read as it was there (11.9.6.1.2)
            was = (lk.player, lk.zone) if lk is not None else None
            if not _about(ctx, trig, subject, c, pl, was=was):
                continue
            if trig.target is not None:
                oc = ctx.card(other or "")
                if oc is None or not matches(ctx, oc, replace(trig.target, owner=None), c.uid):
                    # 「このユニットがヴァンガードにアタックした時」 and it attacked a rear-guard:
                    # the event came, its condition was not met (11.9.2: only a condition met
                    # makes the ability pending) — a reason of a ruling that nothing happened
                    missed = missed or {
                        "blocked": (
                            f"{label(ctx, subject)} の{'アタック' if e == 'attack' else 'アタックされた事象'}"
                            "は誘発条件の対象と一致しないため、誘発しない",
                            f"{label(ctx, subject)}'s {'attack' if e == 'attack' else 'being attacked'}"
                            " does not match what its trigger condition names: it does not trigger",
                        ),
                        "touches": (subject,),
                        # an attack is an act begun toward another unit: its events name both
                        # sides, 'A attacked B' and 'B was attacked by A' (1.3.7.3)
                        "clauses": (*TRIGGER_CLAUSES[e], "1.3.7.3", "11.9.2"),
                        "near_miss": True,
                    }
                    continue
            return {
                "that": subject
                if trig.subject is not None and trig.subject.ref != "this"
                else target,
                # 「…にアタックされた時」 with the attacker described: the attack read from the
                # side it was made toward (1.3.7.3)
                **({"event_clauses": ("1.3.7.3",)} if trig.target is not None else {}),
            }
        return missed
    if e in ("hit", "not_hit") and isinstance(ev, Mark) and ev.tag in ("hit", "not_hit"):
        # 「このユニットのアタックがヴァンガードにヒットした時」: the attacking unit is hitting
        # (10.7.1.6) — 「…にヒットした」: the unit it attacked is so described (10.7.1.6.1) — or
        # did not hit (10.7.1.7); 「このユニットがブーストしたアタック」: the unit is its booster
        if ev.tag != e or trig.src or trig.dst or trig.means:
            return None
        # 「このユニットがヒットしなかった時」 (no act named): the event is the attacking unit's
        # (10.7.1.6 「アタックしているユニットが‘ヒットしている’事象」, 10.7.1.7), its attack's
        unit = ev.data.get({"attack": "uid", "boost": "booster"}.get(trig.role or "attack", ""))
        if unit is None or not _about(ctx, trig, unit, c, pl):
            return None
        if trig.target is not None:
            attacked = [ctx.card(u) for u in ev.data.get("attacked") or ()]
            want = replace(trig.target, owner=None)
            if not any(a is not None and matches(ctx, a, want, c.uid) for a in attacked):
                # 「…にアタックしてヒットした時」 and the unit attacked at this point (10.4.1.8's
                # designated one, as an effect may have changed it, 7.38.1 / 10.1.5) is not so
                # described: the hit event came, its condition was not met (10.7.1.6.1; only a
                # condition met makes the ability pending, 11.9.2) — a reason of a ruling that
                # nothing happened
                return {
                    "blocked": (
                        f"{label(ctx, unit)} のアタックがヒットした対象は誘発条件の対象と一致しないため、誘発しない",
                        f"the unit {label(ctx, unit)}'s attack hit is not what its trigger"
                        " condition names: it does not trigger",
                    ),
                    "touches": (unit,),
                    "clauses": (*trigger_clauses(trig), "11.9.2"),
                    "near_miss": True,
                }
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
        if ev.data.get("instruction"):
            # a boost by an instruction: deemed done once for the pair (7.47.1.2.1), its events
            # 'A boosted B' / 'B was boosted by A' made by the act begun (1.3.7.3)
            return {"that": other, "event_clauses": ("7.47.1.2.1", "1.3.7.3")}
        return {"that": other}
    if e == "timing" and trig.role is None and isinstance(ev, Mark) and ev.tag == TIMING_POINT:
        # the procedure step at which these timings' abilities become pending: 「ターン開始時」 and
        # 「スタンドフェイズ開始時」 at 9.2.2, 「エンドフェイズ開始時」 and 「ターン終了時」 at 9.11.8
        if [trig.phase, trig.point] not in [list(x) for x in ev.data.get("points", ())]:
            return None
    elif e == "timing" and trig.role is None and isinstance(ev, SetTurn):
        step = (trig.phase or "").partition("step:")[2]
        if step:  # ガードステップ開始時 (9.8.1, 10.4.1.2, 10.5.1.1)
            if trig.point != "start" or ev.changes.get("step") != step:
                return None
        elif trig.point == "start" and ev.changes.get("phase") == trig.phase:
            if trig.phase in POINT_PHASES:
                return None  # pending at the phase's own step (TIMING_POINT), not as it begins
            if trig.phase == "battle" and st.vars.get("attacks"):
                return None  # 10.3.1.1: バトルフェイズ開始時 only at the first start step
        else:
            return None
    if e == "timing" and trig.role is None and (isinstance(ev, SetTurn) or ev.tag == TIMING_POINT):
        if trig.owner is None:
            return {}
        want = pl if trig.owner == "you" else st.opponent(pl)
        return {} if st.turn.player == want else None
    rerun = (
        isinstance(ev, Mark)
        and ev.tag == TIMING_POINT
        and ["step:close", "start"] in [list(x) for x in ev.data.get("points", ())]
    )
    if e == "timing" and trig.role is not None and (isinstance(ev, SetTurn) or rerun):
        # このユニットがアタックした / ブーストしたバトル終了時 (10.8.1.1); 「…がアタックされた
        # バトルのガードステップ開始時」 (10.5.1.1): a step of that battle — at 10.8.1.1 run again
        # by 10.8.1.3 (``rerun``), the battle that has just ended
        step = (trig.phase or "").partition("step:")[2]
        now = "close" if rerun else ev.changes.get("step")  # type: ignore[union-attr]
        if step:
            if trig.point != "start" or now != step:
                return None
        elif now != "close" or trig.phase != "battle":
            return None
        battle = (ev.data.get("battle") if rerun else st.vars.get("battle")) or {}
        if trig.role == "attacked":
            # the unit attacked in this battle that the subject describes: 「そのユニット」
            at = [u for u in battle.get("attacked_at") or {} if _about(ctx, trig, u, c, pl)]
            return {"that": at[0]} if at else None
        if trig.role in ("hit", "not_hit"):
            # 「このユニットのアタックが(ヴァンガードに)ヒットしなかったバトル終了時」: the
            # subject's act in this battle (its attack, or the attack it boosted) hit (10.7.1.6;
            # 「…に」: one of the units it attacked so described was hit, 10.7.1.6.1) or did not
            # (10.7.1.7)
            key = {"attack": "attacker", "boost": "booster"}.get(trig.act or "attack")
            if key is None or not _about(ctx, trig, battle.get(key), c, pl):
                return None
            hit = [
                u
                for u in battle.get("hit") or ()
                if trig.target is None or _attacked_is(ctx, battle, u, trig.target, c.uid)
            ]
            return {} if bool(hit) == (trig.role == "hit") else None
        key = {"attack": "attacker", "boost": "booster"}.get(trig.role)
        if key is None or not _about(ctx, trig, battle.get(key), c, pl):
            return None
        if trig.target is not None:  # …にアタックしたバトル: what was attacked
            kinds = {w[1] == "vanguard" for w in (battle.get("attacked_at") or {}).values()}
            # a target changed away from a vanguard (or to one) under 10.1.4's reading: the
            # battle attacked what was designated too (steps.change_attack_target)
            kinds |= {k == "vanguard" for k in battle.get("attacked_kinds_kept") or ()}
            if (trig.target.kind == "vanguard") not in kinds:
                return None
        return {}
    return None


def _attacked_is(ctx: Ctx, battle: dict[str, Any], uid: str, want: Sel, source: str) -> bool:
    """Whether the unit ``uid`` attacked in ``battle`` is as ``want`` describes (10.7.1.6.1): a
    vanguard or rear-guard by the circle it was attacked on (a rear-guard hit is retired before
    the close step, 10.7.1.10), the rest of the description on the card."""
    at = (battle.get("attacked_at") or {}).get(uid)
    circle_kind = {"vanguard": "vanguard"}.get(at[1] if at else "", "rearguard")
    if want.kinds and circle_kind not in want.kinds:
        return False
    rest = replace(want, kinds=(), owner=None)
    if rest == Sel():
        return True
    card = ctx.card(uid)
    return card is not None and matches(ctx, card, rest, source)


# 【ターン1回】: a limit icon (12.3.1), a period limit icon (12.3.2) for this turn (12.3.2.1.1):
# the steps that only look at or reveal cards (7.7, 7.10): what a fighter knows changes, no card
# (the audit's limit_look_only)
LOOK_ONLY = ("look", "reveal")
# once its effect has changed the game, the ability cannot be used this turn (12.3.2.2)
LIMIT_ICON = ("12.3.1", "12.3.2", "12.3.2.1.1", "12.3.2.2")


DIVINE = ("12.3.3", "12.3.3.1", "12.3.3.2")
UNIQUE = ("12.3.4", "12.3.4.1", "12.3.4.2")
# the limit icons of a game-long limit over all of a player's abilities with the icon (12.3.3,
# 12.3.4): id -> (clauses, name ja, name en); the record is the var ``<id>_used.<player>``
GAME_LIMITS = {
    "divine": (DIVINE, "【ディヴァインスキル】", "【Divine Skill】"),
    "unique": (UNIQUE, "【ユニークスキル】", "【Unique Skill】"),
}


def game_limit_unspent(ctx: Ctx, prog: Program | None, player: str) -> tuple[int, ...]:
    """The steps that found an earlier use of ``player``'s abilities with ``prog``'s game-long
    limit icon not to have changed the game (12.3.3.2, 12.3.4.2): why it may be used now."""
    if prog is None or not prog.game_limit:
        return ()
    return tuple(ctx.state.vars.get(vkey(f"{prog.game_limit}_unspent", player)) or ())


def game_limit_used(ctx: Ctx, prog: Program, player: str) -> tuple[str, ...] | None:
    """The clauses of ``prog``'s game-long limit icon if ``player`` has used up the abilities with
    it this game (12.3.3.2, 12.3.4.2), else None."""
    if prog.game_limit and val(ctx, f"{prog.game_limit}_used", player):
        return GAME_LIMITS[prog.game_limit][0]
    return None


def _unusable(ctx: Ctx, uid: str, index: int, prog: Program, master: str) -> tuple[str, ...] | None:
    """Why this ability is ‘使えない’ now (12.2): its 【ターン1回】 was used this turn, or its
    master has resolved a 【ディヴァインスキル】 this game; the clauses, else None."""
    if prog.limit and _limited(ctx, uid, index, prog.limit):
        return program_limit_clauses(prog) + (("12.2.1",) if said(prog) else ())
    icon = game_limit_used(ctx, prog, master)
    if icon is not None:
        return icon
    need = next(
        (x[1] for x in prog.params if isinstance(x, tuple) and x[:1] == ("use_requirement",)),
        None,
    )
    if need is not None and prog.kind == "auto" and not holds(Rt(ctx, master, uid, prog, ""), need):
        # 「この能力はXなら使えない」 / 「…なければ使えない」 of an automatic ability: its text makes
        # it 使えない now (12.2.1.2)
        from ruling.games._vg.selectors import cond_clauses

        return ("12.2.1",) + cond_clauses(need, "auto")
    cap = use_cap(prog)
    if cap is not None and prog.kind == "auto":
        # 「この能力はターン中にN回だけ使える / 解決できる」 of an automatic ability: played N
        # times this turn, it is 使えない (12.2)
        own, before = used_this_turn(ctx, uid, index)
        if own >= cap:
            return ("12.2",)
        if own + before >= cap:
            # the plays of the card before a move that made it a new card (4.1.8) are not
            # counted: the engine's reading, stated (the activated ability's reading choice,
            # ``text_limit_new_card``, is not asked for an automatic one)
            ctx.assume(
                "移動前のカードがこのターンに使った回数は、新しいカード（4.1.8）のこの能力の回数に数えない",
                "the plays this turn of the card before its move are not counted for the new card "
                "(4.1.8)",
                ("4.1.8",),
                key="text_limit_new_card_uncounted",
            )
    return None


def _shuffle_only(rt: Rt) -> Proc:
    """An effect of a limited ability (12.3.2.2, 12.3.3.2, 12.3.4.2) whose only act was a shuffle
    (7.12.1: a hidden zone randomised so that no fighter knows its order; a search that found
    nothing, 1.3.2, moved no card): whether that is 「ゲームの状態が変化していた」 the rules do not
    say — the audit's limit_shuffle_only, both readings run, the engine's (it did not) first."""
    if (
        (rt.program.limit or rt.program.game_limit)
        and not rt.acted
        and rt.data.get("acted:shuffle")
        and bool(
            (
                yield unsettled.choose(
                    rt.master, "vg", "limit_shuffle_only", {"unchanged": False, "changed": True}
                )
            )
        )
    ):
        rt.acted = True


def _limit_after(rt: Rt, index: int) -> Proc:
    yield from _shuffle_only(rt)
    if (
        rt.program.game_limit
        and not rt.acted
        and any(rt.data.get(f"acted:{v}") for v in LOOK_ONLY)
        and bool(
            (
                yield unsettled.choose(
                    rt.master, "vg", "limit_look_only", {"unchanged": False, "changed": True}
                )
            )
        )
    ):
        # a game-long limit icon's effect only looked at (or revealed) hidden cards: 12.3.3.2 /
        # 12.3.4.2 ask 「ゲームの状態が変化していた」 in 12.3.2.2's words — the same point
        # (limit_look_only), both readings run, the engine's (it did not change) first
        rt.acted = True
    if rt.program.game_limit and rt.acted:
        # 12.3.3.2 / 12.3.4.2: the game changed, so its master cannot use the abilities with that
        # icon this game
        cl, ja, en = GAME_LIMITS[rt.program.game_limit]
        yield SetVar(
            key=vkey(f"{rt.program.game_limit}_used", rt.master),
            value=True,
            clauses=cl,
            ja=f"{ja}: このゲーム中、{rt.master} は{ja}を持つ能力を使えなくなる",
            en=f"{en}: for the rest of the game {rt.master} cannot use abilities with {en}",
        )
    elif rt.program.game_limit:
        # 12.3.3.2 / 12.3.4.2: the game's state did not change after its effect resolved (nothing
        # moved, turned or changed: 1.3.2, an act no card could be found for is not done) — the
        # lock is not added, and its master may still use abilities with that icon
        cl, ja, en = GAME_LIMITS[rt.program.game_limit]
        s = yield Mark(
            clauses=cl,
            caused_by=rt.why,
            ja=f"{ja}: 効果の解決後にゲームの状態が変化していないため、{rt.master} は{ja}を持つ能力を"
            "まだ使える",
            en=f"{en}: the game's state did not change after its effect resolved: {rt.master} may "
            f"still use abilities with {en}",
        )
        key = vkey(f"{rt.program.game_limit}_unspent", rt.master)
        yield SetVar(key=key, value=[*(rt.ctx.state.vars.get(key) or []), s])
    if (
        rt.program.limit
        and said(rt.program)
        and not rt.acted
        and rt.source
        and rt.program.kind == "activated"
        and not rt.program.cost
    ):
        # 11.2.1.1.2: an activated ability with no cost — its 「そのターン中、この能力は使えなく
        # なる。」 is resolved even though its requirement was not met (11.2.1.1) and the game did
        # not change
        s = yield Mark(
            clauses=("11.2.1.1", "11.2.1.1.2"),
            caused_by=rt.why,
            ja="コストのない起動能力なので、要件が満たされなくとも「この能力は使えなくなる」は解決される",
            en="an activated ability with no cost: its 「この能力は使えなくなる」 is resolved though "
            "its requirement was not met",
        )
        rt.why += (s,)
        rt.acted = True
    if rt.program.limit and said(rt.program) and rt.acted and rt.source:
        if rt.program.kind == "auto" and not (
            yield unsettled.choose(
                rt.master,
                "vg",
                "said_limit_auto_resolved",
                {"used_up": True, "as_printed": False},
            )
        ):
            # 11.2.1.2.1 as printed: the sentence is not resolved once the game has changed
            yield Mark(
                clauses=("11.2.1.2.1",),
                caused_by=rt.why,
                ja=f"「そのターン中、この能力は使えなくなる。」は解決されない（11.2.1.2.1 の印刷どおり）:"
                f" この能力（{label(rt.ctx, rt.source)}）はまだ使える",
                en="「そのターン中、この能力は使えなくなる。」 is not resolved (11.2.1.2.1 as "
                f"printed): this ability of {label(rt.ctx, rt.source)} can still be used",
            )
            return
    if (
        rt.program.limit
        and rt.acted
        and rt.source
        and rt.data.get("effect_acted") is False
        and not said(rt.program)
    ):
        # an activated ability's cost paid, its effect changed nothing: does the payment count
        # as 12.3.2.2's 「ゲームの状態が変化していた」? (11.2.1.1.1 names the cost apart) — the
        # audit's limit_cost_paid_effect_nothing; both readings run, the engine's (it counts)
        # first
        counts = yield unsettled.choose(
            rt.master,
            "vg",
            "limit_cost_paid_effect_nothing",
            {"cost_counts": True, "effect_only": False},
        )
        if not counts:
            rt.acted = False
    if (
        rt.program.limit
        and not rt.acted
        and rt.source
        and any(rt.data.get(f"acted:{v}") for v in LOOK_ONLY)
        and bool(
            (
                yield unsettled.choose(
                    rt.master, "vg", "limit_look_only", {"unchanged": False, "changed": True}
                )
            )
        )
    ):
        # its effect only looked at (or revealed) hidden cards: nothing moved, turned or changed
        # — does that change 「ゲームの状態」 (12.3.2.2)? The audit's limit_look_only: both
        # readings run, the engine's (it does not) first
        rt.acted = True
    if rt.program.limit and not rt.acted and rt.source:
        # 12.3.2.2: the game's state did not change after its effect resolved: it is not used
        # up; a later use of it this period is allowed because of this (``limit_unspent``)
        c = rt.ctx.card(rt.source)
        period = rt.program.limit.partition(":")[0]
        key = [_limit_period(rt.ctx, period), rt.source, c.placed if c else None, index]
        s = yield Mark(
            clauses=program_limit_clauses(rt.program),
            caused_by=rt.why,
            ja=f"効果の解決後にゲームの状態が変化していないため、この能力（{label(rt.ctx, rt.source)}）は"
            "まだ使える",
            en=f"the game's state did not change after its effect resolved: this ability of "
            f"{label(rt.ctx, rt.source)} is not used up",
        )
        unspent = [e for e in rt.ctx.state.vars.get("limit_unspent") or [] if e[0] != key]
        yield SetVar(key="limit_unspent", value=[*unspent, [key, s]])
    if rt.program.limit and rt.acted and rt.source:
        if rt.program.kind == "auto" and rt.data.get("requirement_unmet") and not said(rt.program):
            # a requirement of this resolution was not met, yet the game changed: 12.3.2.2 uses
            # the ability up (the engine's reading); 11.2.1.2.1 as printed says the icon 「is not
            # resolved」 then — only in this configuration do the two part
            yield unsettled.flag(
                "vg",
                "auto_limit_requirement_unmet",
                (
                    f"{label(rt.ctx, rt.source)} のこの能力はこのターンまだ使える",
                    f"this ability of {label(rt.ctx, rt.source)} can still be used this period",
                ),
            )
        c = rt.ctx.card(rt.source)
        used = list(rt.ctx.state.vars.get("limit_used") or [])
        period, _, times = rt.program.limit.partition(":")
        key = [_limit_period(rt.ctx, period), rt.source, c.placed if c else None, index]
        used.append(key)
        what = "ターン" if period == "turn" else "ファイト"
        when = ("このターン中", "this turn") if period == "turn" else ("このゲーム中", "this game")
        n = int(times or 1)
        if len(_uses(rt.ctx, rt.source, index, period, same=True)) + 1 >= n:
            ja = f"【{what}{n}回】: {when[0]}、この能力（{label(rt.ctx, rt.source)}）は使えなくなる"
            en = f"【{what}{n}回】: this ability of {label(rt.ctx, rt.source)} cannot be used again {when[1]}"
        else:
            ja = f"【{what}{n}回】: {when[0]}、この能力（{label(rt.ctx, rt.source)}）を使った回数を数える"
            en = f"【{what}{n}回】: a use of this ability of {label(rt.ctx, rt.source)} counted for {when[1]}"
        if said(rt.program):
            said_when = "そのターン中" if period == "turn" else "そのゲーム中"
            ja = f"「{said_when}、この能力は使えなくなる。」: この能力（{label(rt.ctx, rt.source)}）は使えなくなる"
            en = f"「…この能力は使えなくなる。」: this ability of {label(rt.ctx, rt.source)} cannot be used again {when[1]}"
        yield SetVar(
            key="limit_used",
            value=used,
            clauses=(program_limit_clauses(rt.program)) + ("12.2.1",),
            ja=ja,
            en=en,
        )
