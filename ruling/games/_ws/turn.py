"""Weiß Schwarz turn (chapter 6): the stand, draw, clock, main, climax and end phases, and moving
between slots in the main phase (6.5.1.2.4)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.choosing import NO, YES, may_choose
from ruling.core import Ctx
from ruling.games._ws.automatic import (
    TURN_END_READING,
    turn_end_delayed_waiting,
    turn_end_pending_now,
    turn_end_returned,
    turn_end_waiting,
)
from ruling.games._ws.common import (
    PHASE_JA,
    Proc,
    card_option,
    char_at,
    end_play_timing,
    find_card,
    leave_play_timing,
    leave_stage,
    on_stage,
    open_play_timing,
    stage,
    swap_on_stage,
    timing,
)
from ruling.games._ws.continuous import card_banned, clock_forbidden, move_banned
from ruling.principles import rule_step_prohibited
from ruling.rules import (
    ActionProper,
    CheckTiming,
    Choose,
    Do,
    Mark,
    Move,
    Option,
    Orient,
    Reject,
    SetTurn,
    SetVar,
    Warn,
)
from ruling.turn_end import end_turn_effects
from ruling.values import count_not_given

# 6.1.1: the phases of a turn, carried out in this order
PHASE_ORDER = ("stand", "draw", "clock", "main", "climax", "attack", "end")


def phase_passed(ctx: Ctx, name: str) -> Reject | None:
    """6.1.1: the phases of a turn come in order, each once — an action of phase ``name`` (an
    attack, the encore step) taken when the game is already past that phase this turn is refused;
    when an effect moved the game past it (11.4.1.2 「その間のステップやフェイズは飛ばされ」), the
    skip is the reason too."""
    st = ctx.state
    if name not in PHASE_ORDER:
        return None
    done = st.vars.get("phases_done") or {}
    this_turn = done.get("turn") == st.turn.number
    phases = list(done.get("phases", ())) if this_turn else []
    later = PHASE_ORDER[PHASE_ORDER.index(name) + 1 :]
    if st.turn.phase not in later and not any(ph in phases for ph in later):
        return None
    if name in (done.get("skipped", ()) if this_turn else ()):
        return Reject(
            f"このターンの{PHASE_JA[name]}は効果による直接の移行で飛ばされています",
            f"this turn's {name} phase was skipped by an effect's move to a later phase",
            ("6.1.1", "11.4.1.2"),
        )
    return Reject(
        f"このターンの{PHASE_JA[name]}はすでに終わっています（フェイズは順に1回ずつ）",
        f"this turn's {name} phase is over (each phase once, in order)",
        ("6.1.1",),
    )


def once_in_turn(name: str) -> Callable[[Callable[[Ctx, dict[str, Any]], Proc]], Any]:
    """A phase is carried out once in a turn, in its place (6.1.1): its action is refused when
    the replay has already carried it out this turn, or a phase after it."""

    def wrap(run: Callable[[Ctx, dict[str, Any]], Proc]) -> Callable[[Ctx, dict[str, Any]], Proc]:
        def proc(ctx: Ctx, p: dict[str, Any]) -> Proc:
            st = ctx.state
            done = st.vars.get("phases_done") or {}
            phases = list(done.get("phases", ())) if done.get("turn") == st.turn.number else []
            # the phases the replay has carried out this turn: this one, or one after it
            later = PHASE_ORDER[PHASE_ORDER.index(name) :]
            if any(ph in phases for ph in later):
                skipped = done.get("skipped", ()) if done.get("turn") == st.turn.number else ()
                if name in skipped:
                    # an effect moved the game past it (11.4.1.2: the phases between are skipped)
                    yield Reject(
                        f"このターンの{PHASE_JA[name]}は効果による直接の移行で飛ばされています",
                        f"this turn's {name} phase was skipped by an effect's move to a later "
                        "phase",
                        ("6.1.1", "11.4.1.2"),
                    )
                    return
                yield Reject(
                    f"このターンの{PHASE_JA[name]}はすでに行われています（フェイズは順に1回ずつ）",
                    f"this turn's {name} phase has already been carried out (each phase once, "
                    "in order)",
                    ("6.1.1",),
                )
                return
            yield SetVar(
                key="phases_done",
                value={**done, "turn": st.turn.number, "phases": [*phases, name]}
                if done.get("turn") == st.turn.number
                else {"turn": st.turn.number, "phases": [name]},
            )
            yield from run(ctx, p)

        return proc

    return wrap


@once_in_turn("stand")
def stand_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    began_at = yield SetTurn(
        changes={"phase": "stand", "step": None},
        clauses=("6.2.1",),
        ja="スタンドフェイズ",
        en="stand phase",
    )
    # 6.2.1.1: 「ターンの始めに」 and 「スタンドフェイズの始めに」 at the same moment
    yield timing("turn", "start", ("6.2.1.1",), began=began_at)
    yield timing("stand", "start", ("6.2.1.1",), began=began_at)
    yield CheckTiming(("6.2.1.1",))
    for _s, c in on_stage(ctx, tp):
        if c.orientation != "stand":
            # the card's 「スタンドフェイズに【スタンド】しない」, or a prohibition of standing it
            # at all (an effect of op ``prohibit`` on the action ``stand`` done to the card)
            ban = (
                card_banned(ctx, c.uid, "stand_phase")
                or card_banned(ctx, c.uid, "stand")
                or ctx.prohibition(c.uid, "stand")
            )
            if ban is not None:
                # the card's 「【スタンド】しない」 beats the rule that stands it (1.3.1, 1.3.3):
                # the rules' step is not made — nothing the scenario asked is refused — and the
                # card stays rested in its slot because of it
                yield rule_step_prohibited(
                    ctx,
                    c.uid,
                    ban,
                    ("6.2.1.2",),
                    f"{c.label} はスタンドフェイズに【スタンド】しない（{ban.source}）",
                    f"{c.label} does not stand in the stand phase ({ban.source})",
                )
                continue
            yield Orient(uid=c.uid, orientation="stand", clauses=("6.2.1.2",))
    yield CheckTiming(("6.2.1.3",))


@once_in_turn("draw")
def draw_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    began_at = yield SetTurn(
        changes={"phase": "draw", "step": None},
        clauses=("6.3.1",),
        ja="ドローフェイズ",
        en="draw phase",
    )
    yield timing("draw", "start", ("6.3.1.1",), began=began_at)
    yield CheckTiming(("6.3.1.1",))
    yield Do("draw", {"player": tp, "amount": 1}, clauses=("6.3.1.2",), by_rules=True)
    yield CheckTiming(("6.3.1.3",))


@once_in_turn("clock")
def clock_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    began_at = yield SetTurn(
        changes={"phase": "clock", "step": None},
        clauses=("6.4.1",),
        ja="クロックフェイズ",
        en="clock phase",
    )
    yield timing("clock", "start", ("6.4.1.1",), began=began_at)
    yield CheckTiming(("6.4.1.1",))
    # the action proper: putting a hand card into the clock (6.4.1.2); the phase's start and what
    # triggered there (6.4.1.1) happen whether or not the card named can then be put there — a
    # card the start's abilities took from the hand refuses the action, not the phase
    yield ActionProper()
    ref = p.get("card")
    # 「…手札のクライマックスをクロック置場に置いてカードを引くことができない」: the cards the
    # player may not put into the clock by the action (1.3.3 over 6.4.1.2)
    banned = {c.uid: e for c in ctx.zone(tp, "hand") if (e := clock_forbidden(ctx, tp, c))}
    hand = [c for c in ctx.zone(tp, "hand") if c.uid not in banned]
    uid: str | None
    if ref in ("none", False, "no"):
        uid = None
    elif ref is not None:
        uid = find_card(ctx, ref, tp, ("hand",))
        if uid is not None and ctx.where(uid) != (tp, "hand"):
            uid = None
        if uid is None:
            yield Reject(
                f"手札に {ref} がありません",
                f"{ref} is not in the hand",
                ctx.principle("impossible"),
            )
        elif uid in banned:
            e = banned[uid]
            yield Reject(
                f"{ctx.card(uid).label} をクロック置場に置いてカードを引くことはできない（{e.source}）",  # type: ignore[union-attr]
                f"{ctx.card(uid).label} may not be put into the clock to draw ({e.source})",  # type: ignore[union-attr]
                ("6.4.1.2",) + ctx.declaration_prohibited() + e.clauses,
            )
            uid = None
    elif hand:
        uid = yield from may_choose(
            tp,
            "clock",
            "クロックに置く手札のカード（置かなくてもよい）",
            "card from hand to clock (optional)",
            tuple(card_option(c) for c in hand),
            YES,
            NO,
            ("6.4.1.2",) + (ctx.declaration_prohibited() if banned else ()),
            also=(),
        )
        uid = uid or None
    else:
        uid = None
    if not uid:
        yield Mark(
            clauses=("6.4.1.2",),
            touches=(f"{tp}.hand", f"{tp}.clock"),
            ja=f"{tp} はクロックに置かない（任意）",
            en=f"{tp} does not put a card into the clock (optional)",
        )
    if uid:
        c = ctx.card(uid)
        # 「このカードが手札からクロック置場に置かれる時、かわりに…」 (8.2.1.3.1): the placement
        # is replaced and never happens (8.10.1.1) — so 「そうした場合」 draws nothing
        from ruling.games._ws.replacing import replace_leave

        replaced, why = yield from replace_leave(
            ctx, uid, "clock", ("6.4.1.2",), (), tp, src="hand"
        )
        if not replaced and ctx.replaceable(uid, "move"):
            # a replacement in force on this card's move (a scenario's `op: replace` of `move`):
            # the rules' placement is carried out as the action it names, so that it applies
            # (8.10.1); the card not in the clock after it, the placement was replaced
            first = ctx.last + 1
            yield Do(
                "move",
                {"card": uid, "to": "clock", "player": tp},
                clauses=("6.4.1.2",),
                by_rules=True,
            )
            if ctx.where(uid) != (tp, "clock"):
                replaced, why = True, tuple(range(first, ctx.last + 1))
            else:
                s = ctx.last
                yield Do(
                    "draw",
                    {"player": tp, "amount": 2},
                    caused_by=(s,),
                    clauses=("6.4.1.2",),
                    by_rules=True,
                )
                yield CheckTiming(("6.4.1.3",))
                return
        if replaced:
            # 「そうした場合」: the placement replaced never happened (8.10.1.1), or the player
            # did what 6.4.1.2 lets them do, carried out as replaced (8.10.1)? — the audit's
            # clock_placement_replaced_draw, both readings run (the engine's: no draw)
            done = yield from unsettled.holds(tp, "ws", "clock_placement_replaced_draw", "draws")
            label = c.label if c else uid
            if not done:
                yield Mark(
                    clauses=("6.4.1.2", "8.10.1.1"),
                    caused_by=tuple(why),
                    touches=(f"{tp}.clock", f"{tp}.hand", f"{tp}.deck"),
                    ja=f"{label} はクロックに置かれなかった（置換）: カードは引かない",
                    en=f"{label} was not put into the clock (replaced): no card is drawn",
                )
                yield CheckTiming(("6.4.1.3",))
                return
            s = yield Mark(
                clauses=("6.4.1.2", "8.10.1"),
                caused_by=tuple(why),
                ja=f"{tp} は手札の {label} をクロックに置くことを行った（置換されて実行された）",
                en=f"{tp} did put {label} from the hand into the clock (carried out as replaced)",
            )
            yield Do(
                "draw",
                {"player": tp, "amount": 2},
                caused_by=(s,),
                clauses=("6.4.1.2",),
                by_rules=True,
            )
            yield CheckTiming(("6.4.1.3",))
            return
        s = yield Move(
            uid=uid,
            player=tp,
            zone="clock",
            clauses=("6.4.1.2", "4.10.2"),
            ja=f"{tp} は手札の {c.label if c else uid} をクロックに置く",
            en=f"{tp} puts {c.label if c else uid} from hand into the clock",
        )
        # the two draws are the rules' own instruction (6.4.1.2), not an effect's: a card's
        # prohibition of drawing stops them as its text over the rules (1.3.1; ``by_rules``)
        yield Do(
            "draw", {"player": tp, "amount": 2}, caused_by=(s,), clauses=("6.4.1.2",), by_rules=True
        )
    yield CheckTiming(("6.4.1.3",))


@once_in_turn("main")
def main_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    began_at = yield SetTurn(
        changes={"phase": "main", "step": None},
        clauses=("6.5.1",),
        ja="メインフェイズ",
        en="main phase",
    )
    yield timing("main", "start", ("6.5.1.1",), began=began_at)
    yield CheckTiming(("6.5.1.2", "4.5.2", "8.5.2.1"))


@once_in_turn("climax")
def climax_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    passed: tuple[int, ...] = ()
    if ctx.state.turn.phase == "main":
        # 6.5.1.3 / 8.5.2.3: the main phase ends because the turn player chose to do nothing at
        # its play timing (4.5.3, 4.5.3.2: the game goes on)
        m = yield Mark(
            clauses=("6.5.1.3", "8.5.2", "8.5.2.3", "4.5.1", "4.5.3", "4.5.3.2"),
            ja=f"{tp} はメインフェイズのプレイタイミングで何もしないことを選ぶ",
            en=f"{tp} chooses to do nothing at the main phase's play timing",
        )
        passed = (m,)
    began_at = yield SetTurn(
        changes={"phase": "climax", "step": None},
        clauses=("6.6.1",),
        caused_by=passed,
        ja="クライマックスフェイズ",
        en="climax phase",
    )
    yield timing("climax", "start", ("6.6.1.1",), began=began_at)
    yield CheckTiming(("6.6.1.2", "4.5.2", "8.5.2.1"))
    yield from open_play_timing(ctx, "climax")
    if p.get("card") not in (None, "none"):
        # a climax played ends the play timing (6.6.1.2.2) and the phase's check timing runs
        # (6.6.1.3) — in `play`; a play refused is no action taken: the play timing is still
        # the turn player's (4.5.3), the scenario's next action is taken at it
        yield Do("play", {"player": tp, "card": p["card"]})
        return
    yield from end_play_timing(ctx, "climax", acted=False)


def hand_limit(
    ctx: Ctx, player: str, clauses: tuple[str, ...]
) -> tuple[int, tuple[str, ...], tuple[int, ...]]:
    """``player``'s hand limit now (3.3.3.1: 7 when no effect applies), with the clauses that
    decide it and the steps it rests on: an effect setting it (an ability's effect for a time,
    ``Ctx.param``, or a 【永】 in force, 「あなたの手札の上限はN枚になる」) beats the rule (1.3.1);
    of several, the one applied last in timestamp order (8.9.1.5)."""
    from ruling.games._ws.continuous import continuous_effects

    value, cl, cause = ctx.param("hand_limit", player, 7, clauses)
    held = [
        e
        for e in continuous_effects(ctx)
        if e.op == "param" and e.stat == "hand_limit" and e.target == player
    ]
    if not held:
        return int(value), cl, cause
    last = max(held, key=lambda e: e.id)
    given = [
        e
        for e in ctx.state.effects
        if e.op == "param" and e.stat == "hand_limit" and e.target == player
    ]
    if given and max(e.id for e in given) > last.id:
        return int(value), cl + ("8.9.1.5",), cause
    order = ("8.9.1.5",) if len(held) > 1 or given else ()
    src = ctx.card(last.card) if last.card else None
    return (
        int(last.value),
        tuple(dict.fromkeys((*clauses, *ctx.principle("text_beats_rules"), *last.clauses, *order))),
        tuple(x for x in ctx.provenance((src.uid,)) if x is not None) if src else (),
    )


@once_in_turn("end")
def end_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    tp = st.turn.player
    yield from leave_play_timing(ctx, "climax")
    yield SetTurn(
        changes={"phase": "end", "step": None},
        clauses=("6.8.1",),
        ja="エンドフェイズ",
        en="end phase",
    )
    again: tuple[int, ...] = ()  # the step that started the end phase over
    again_cl: tuple[str, ...] = ()
    for _round in range(10):
        # 6.8.1.1: each time the end phase is run (again, 6.8.1.5), 「ターンの終わりに」 occurs for
        # the abilities that have not met it yet this turn (automatic.py keeps count)
        yield replace(timing("turn", "end", ("6.8.1.1",) + again_cl), caused_by=again)
        yield CheckTiming(("6.8.1.1",))
        limit, lcl, lcause = hand_limit(ctx, tp, ("3.3.3", "3.3.3.1"))
        hand = ctx.zone(tp, "hand")
        excess = len(hand) - int(limit)
        # a hand the scenario did not list holds only the cards put there: said (6.8.1.2)
        count_not_given(ctx, tp, "hand", "手札", "hand", int(limit) + 1, ("6.8.1.2",), False)
        # the hand limit is read for the turn player only (6.8.1.2, 3.3.3): the check decides
        # what every hand holds after the end phase, whether or not a card is discarded
        s = yield Mark(
            clauses=("6.8.1.2",) + lcl,
            caused_by=lcause + again,
            watch=(f"{tp}.hand",),
            touches=tuple(f"{pl}.hand" for pl in st.order()),
            ja=(
                f"{tp} の手札{len(hand)}枚が上限{limit}枚を{excess}枚超えている"
                if excess > 0
                else f"{tp} の手札{len(hand)}枚は上限{limit}枚以下（手札の上限はターンプレイヤーのみ）"
            ),
            en=(
                f"{tp} has {len(hand)} cards in hand, {excess} over the limit of {limit}"
                if excess > 0
                else f"{tp} has {len(hand)} cards in hand, within the limit of {limit} "
                "(the hand limit is the turn player's only)"
            ),
        )
        if excess > 0:
            for _ in range(excess):
                uid = yield Choose(
                    tp,
                    "discard",
                    "控え室に置く手札のカード",
                    "card from hand to discard",
                    tuple(card_option(c) for c in ctx.zone(tp, "hand")),
                    ("6.8.1.2",),
                )
                # 「このカードが手札から控え室に置かれる時、かわりに…」 (8.10.1): the discard is
                # replaced and never happens (8.10.1.1)
                from ruling.games._ws.replacing import replace_leave

                replaced, _why = yield from replace_leave(
                    ctx, uid, "waiting_room", ("6.8.1.2",), (s,), tp, src="hand"
                )
                if replaced:
                    continue
                yield Move(
                    uid=uid, player=tp, zone="waiting_room", clauses=("6.8.1.2",), caused_by=(s,)
                )
        for c in list(ctx.zone(tp, "climax")):
            yield Move(uid=c.uid, player=tp, zone="waiting_room", clauses=("6.8.1.3",))
        n = yield CheckTiming(("6.8.1.4",))
        resolved = ctx.last  # the last step of that check timing
        # the 「ターンの終わりに」 abilities that have not met it yet: one an effect ending now gave
        # never meets it (6.8.1.5 finds none left waiting)
        waiting_before = turn_end_pending_now(ctx)
        # the hand within the limit in force before the effects end (6.8.1.2 discarded to it)
        within_before = len(ctx.zone(tp, "hand")) <= int(hand_limit(ctx, tp, ())[0])
        yield from end_turn_effects(
            ctx,
            (
                ("6.8.1.4",),
                "「ターンの終わりまで」「そのターン中」の効果が消滅",
                "effects lasting until end of turn / this turn end",
            ),
            (
                ("6.8.1.4",),
                "「次の相手のターンの終わりまで」の効果がこのターンの終わりに消滅",
                "effects lasting until the end of this (the opponent's next) turn end",
            ),
            (
                ("6.8.1.4",),
                "後のターンの終わりまで続く効果は、このターンの終わりには消滅しない",
                "effects lasting until the end of a later turn do not end with this one",
            ),
        )
        still = {(t.source, t.data.get("index")) for t in turn_end_pending_now(ctx)}
        lost = [t for t in waiting_before if (t.source, t.data.get("index")) not in still]
        if lost:
            names = "、".join(
                dict.fromkeys(c.label for t in lost if (c := ctx.card(t.source or "")))
            )
            yield Mark(
                clauses=("6.8.1.4", "6.8.1.5", "6.8.1.1"),
                caused_by=tuple(
                    dict.fromkeys(x for t in lost if (x := ctx.step_of(t.source or "")) is not None)
                ),
                touches=tuple(dict.fromkeys(r for t in lost for r in t.data.get("reach", ()))),
                ja=f"{names} の「ターンの終わりに」の能力は誘発条件を満たす前に効果の終了で失われたため、"
                "誘発しない",
                en=f"the 「ターンの終わりに」 ability of {names} ended with the effects before meeting "
                "its trigger condition: it never triggers",
            )
        over = len(ctx.zone(tp, "hand")) > int(hand_limit(ctx, tp, ())[0])
        if TURN_END_READING not in st.vars and turn_end_returned(ctx):
            # a card whose 「ターンの終わりに」 ability met it this turn left and came back: a new
            # card (3.1.4) whose ability has not met it yet (6.8.1.1), or the same ability already
            # met — the audit's turn_end_returned_card, a reading choice point
            reading = yield unsettled.choose(
                tp,
                "ws",
                "turn_end_returned_card",
                {"new_card": "new_card", "same_ability": "same_ability"},
            )
            yield SetVar(key=TURN_END_READING, value=reading, clauses=("6.8.1.1", "6.8.1.5"))
        waiting = turn_end_waiting(ctx)
        due_after = False
        if not over and not n and not st.pending and not waiting:
            if any(rp.kind == "check" and rp.find(ctx) for rp in ctx.game.rule_processes):
                # a check-type rule process made due by the effects that just ended: 6.8.1.5
                # names only what was resolved at 6.8.1.4's check timing — as written the turn
                # ends (the process waits for the next turn's first check timing, 6.2.1.1); by
                # its purpose the end phase starts over (the audit's
                # end_phase_rule_process_after_effects_end, a reading choice point)
                due_after = yield from unsettled.holds(
                    tp, "ws", "end_phase_rule_process_after_effects_end", "starts_over"
                )
            if not due_after:
                break
        # a delayed 「ターンの終わりに」 made during this end phase waits for its moment (8.7.5)
        late = ("8.7.5",) if turn_end_delayed_waiting(ctx) else ()
        # the hand over the limit only since a 「そのターン中」 limit ended at 6.8.1.4: that end
        # is why the end phase starts over
        limit_ended = over and within_before
        restart = yield Mark(
            clauses=("6.8.1.5", *late) + (("6.8.1.4",) if due_after or limit_ended else ()),
            watch=(f"{tp}.hand",) if over else (),
            caused_by=(resolved,) if n else (),
            ja="ルール処理が必要なため、エンドフェイズを最初から実行しなおす"
            if due_after
            else "条件を満たさないため、エンドフェイズを最初から実行しなおす",
            en="a rule process is due: the end phase starts over"
            if due_after
            else "the conditions are not met: the end phase starts over",
        )
        again, again_cl = (restart,), ("6.8.1.5",)
    else:
        yield Warn(
            "loop",
            "エンドフェイズの繰り返しが10回を超えたため打ち切りました（11.1）",
            "the end phase repeated more than 10 times; stopped (11.1)",
            ("11.1.1",),
        )
    nxt = st.opponent(tp)
    turn_clauses: tuple[str, ...] = ("6.8.1.5",)
    extra = list(st.vars.get("extra_turns") or [])
    caused: tuple[int, ...] = ()
    if extra:
        # 11.2.1: the player the effect names becomes the turn player instead; 11.2.2: of several,
        # the one that arose last applies, the others carry over to the next turn. The list is
        # in the order the effects arose (each appended as it arises, ``misc.extra_turn``)
        at = len(extra) - 1
        if len({e["player"] for e in extra}) > 1:
            # 11.2.2 「ターンプレイヤーは其中で最も後に発生した効果を 1 つ選んで適用します」 (its
            # words damaged): the latest effect, or the turn player's pick among them — a reading
            # (the audit's several_extra_turns), asked only when the effects give the turn to
            # different players
            picks = yield unsettled.choose(
                tp, "ws", "several_extra_turns", {"latest": False, "turn_player_picks": True}
            )
            if picks:
                seen: dict[str, int] = {}
                for i in range(len(extra) - 1, -1, -1):  # the latest effect for each player
                    seen.setdefault(extra[i]["player"], i)
                at = yield Choose(
                    tp,
                    "extra_turn",
                    "適用する追加のターンを得る効果を選ぶ（11.2.2）",
                    "choose the extra-turn effect to apply (11.2.2)",
                    tuple(
                        Option(p, f"{p} の追加のターン", f"{p}'s extra turn", i)
                        for p, i in seen.items()
                    ),
                    ("11.2.2",),
                )
        latest = extra[at]
        rest = [e for i, e in enumerate(extra) if i != at]
        nxt = latest["player"]
        turn_clauses += ("11.2.1",) + (("11.2.2",) if rest else ())
        caused = (
            (
                yield SetVar(
                    key="extra_turns",
                    value=rest or None,
                    clauses=turn_clauses[1:],
                    watch=("var:extra_turns",),
                    ja=f"追加のターンを適用: 次のターンプレイヤーは {nxt}"
                    + (f"（残り{len(rest)}回は次のターンに持ち越し）" if rest else ""),
                    en=f"the extra turn applies: {nxt} takes the next turn"
                    + (f" ({len(rest)} more carried over)" if rest else ""),
                )
            ),
        )
    yield SetVar(key="attacks", value=None)
    yield SetVar(key="climax_played", value=None)
    yield SetTurn(
        changes={"player": nxt, "number": st.turn.number + 1, "phase": "stand", "step": None},
        clauses=turn_clauses,
        caused_by=caused,
        ja=f"ターン終了: {nxt} がターンプレイヤーになる",
        en=f"the turn ends: {nxt} becomes the turn player",
    )


def swap(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = p.get("player") or st.turn.player
    a, b = str(p["slot"]).removeprefix("stage."), str(p["with"]).removeprefix("stage.")
    if st.turn.phase != "main" or player != st.turn.player:
        yield Reject(
            "枠の入れ替えはターンプレイヤーのメインフェイズに行います",
            "moving between slots is done in the turn player's main phase",
            ("6.5.1.2.4",),
        )
        return
    ca, cb = char_at(ctx, player, a), char_at(ctx, player, b)
    for c, to in ((ca, b), (cb, a)):
        ban = move_banned(ctx, c.uid, to) if c is not None else None
        if c is not None and ban is not None:
            # 「このカードは他の枠に動かせない」 (1.3.3): the move would take it to another slot
            yield Reject(
                f"{c.label} はその枠（{to}）に動かせない（{ban.source}）",
                f"{c.label} cannot be moved to {to} ({ban.source})",
                ("6.5.1.2.4",) + ctx.declaration_prohibited() + ban.clauses,
            )
            return
    if ca is None and cb is None:
        yield Mark(
            clauses=("6.5.1.2.4",),
            ja="両方の枠にキャラがいないので何も起こらない",
            en="neither slot has a character: nothing happens",
        )
        return
    # a move from a slot to a slot makes no new card (3.1.4 makes one only of a card leaving the
    # slots): the effects on a moved card go on applying to it — cited when there are some
    moved = tuple(c.uid for c in (ca, cb) if c is not None)
    # (8.9.2: an effect not of a continuous ability stops applying only to a card that moved
    # from a slot to a zone other than a slot — the principle new_object, 3.1.4 with 8.9.2)
    same = ctx.principle("new_object") if any(e.target in moved for e in ctx.state.effects) else ()
    cl = ("6.5.1.2.4", "3.6.3") + same
    if ca is not None and cb is not None:
        yield from swap_on_stage(ctx, ca.uid, cb.uid, cl)
        return
    if ca is not None:
        yield from leave_stage(ctx, ca.uid, player, stage(b), cl, orientation=ca.orientation)
    if cb is not None:
        yield from leave_stage(ctx, cb.uid, player, stage(a), cl, orientation=cb.orientation)
