"""The turn (chapter 6): stand, draw, energy, chara, ability, attack and end phases; the end
phase passes the turn (6.8.1.5)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.choosing import choose_card
from ruling.core import Ctx
from ruling.games._vs.basic import to_zone
from ruling.games._vs.common import BENCH_ZONES, Proc, field_cards, find_card, first_turn, zone_of
from ruling.rules import (
    CheckTiming,
    Do,
    EndEffects,
    Mark,
    Move,
    Orient,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Warn,
)
from ruling.values import count_not_given

# the phase a play timing leads out of when both players give it up with the resolution zone
# empty (4.8.4): the chara phase to the ability phase (6.5.1.3), that to the attack phase (6.6.1.4)
PASSED = {("chara", "ability"): "6.5.1.3", ("ability", "attack"): "6.6.1.4"}

# the reading of vs end_phase_late_card, once asked (``end_phase``)
LATE_READING = "vs.end_late_reading"
# the reading of vs end_phase_reset_order taken in this run (asked once a ruling)
RESET_READING = "vs.end_reset_reading"


def passed_from(ctx: Ctx, phase: str) -> tuple[str, ...]:
    """The clauses that move the game on to ``phase`` from the phase it is in, if any."""
    c = PASSED.get((ctx.state.turn.phase or "", phase))
    return (c, "4.8.4") if c else ()


# the phases whose end a technique may name (「エネルギーフェイズの終わりに」, 8.1.1.2.1), with the
# clause that leaves each for the next, and their names
PHASE_ENDS = {
    "stand": ("6.2.1.4", "スタンドフェイズ", "stand phase"),
    "draw": ("6.3.1.3", "ドローフェイズ", "draw phase"),
    "energy": ("6.4.1.3", "エネルギーフェイズ", "energy phase"),
    "chara": ("6.5.1.3", "キャラフェイズ", "chara phase"),
    "ability": ("6.6.1.4", "アビリティフェイズ", "ability phase"),
    "attack": ("7.1.2.2", "アタックフェイズ", "attack phase"),
}


def _phase_end_watched(ctx: Ctx, phase: str = "") -> bool:
    """Whether a card of the game has a technique that triggers at a phase's end (``phase``:
    that phase's)."""
    from ruling.games._vs.cardtext import programs

    want = f"phase_end:{phase}" if phase else "phase_end:"
    return any(
        (prog.trigger or "").startswith(want)
        for player in ctx.state.players.values()
        for cards in player.zones.values()
        for card in cards
        if card.text
        for _, prog in programs(card)
    )


def phase_over(ctx: Ctx, nxt: str) -> Proc:
    """The phase in progress is left for ``nxt``: its 「…フェイズの終わりに」 trigger condition
    (8.1.1.2.1, tag ``phase_end:<phase>``) occurs, then a check timing. The phases' procedures
    go on to the next phase with no such moment (the audit's phase_end_timing): read here, as
    the phase is left. Marked only when a technique of the game may trigger on it."""
    cur = ctx.state.turn.phase or ""
    if cur == nxt or cur not in PHASE_ENDS or not _phase_end_watched(ctx):
        return
    left, ja, en = PHASE_ENDS[cur]
    if _phase_end_watched(ctx, cur):
        # a technique triggers at this phase's end, a moment the phase's procedure does not
        # name (``left``): both readings of the audit's phase_end_timing are run (round 29;
        # before, only said)
        never = yield unsettled.choose(
            ctx.state.turn.player,
            "vs",
            "phase_end_timing",
            {"as_left": False, "never": True},
            (left,),
        )
        if never:
            return
    yield SetTurn(
        changes={"step": None},
        clauses=("8.1.1.2.1", left),
        ja=f"{ja}の終わり",
        en=f"the end of the {en}",
        tag=f"phase_end:{cur}",
    )
    yield CheckTiming(clauses=("8.1.1.2.1",))


def _phase(
    ctx: Ctx,
    phase: str,
    clauses: tuple[str, ...],
    ja: str,
    en: str,
    start: bool = True,
    caused_by: tuple[int, ...] = (),
) -> Proc:
    """A phase begins (the one before it left, ``phase_over``); its 「…フェイズの始めに」 trigger
    condition occurs (tag ``start:<phase>``). ``caused_by``: the step that started it over (the
    end phase, 6.8.1.5)."""
    yield from phase_over(ctx, phase)
    yield SetTurn(
        changes={"phase": phase, "step": None},
        caused_by=caused_by,
        clauses=(*clauses, *passed_from(ctx, phase)),
        ja=ja,
        en=en,
        tag=f"start:{phase}" if start else None,
    )


def _actions(ctx: Ctx, acts: list[dict[str, Any]] | None, clauses: tuple[str, ...]) -> Proc:
    """The turn player's plays in order, each followed by a check timing; once the resolution zone
    is empty again the play timing comes back to the turn player for the next one (4.7.1.3, 4.8.1)."""
    for i, act in enumerate(acts or []):
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=(*clauses, *(("4.7.1.3", "4.8.1") if i else ())), declared=True)
        if ctx.state.result is not None:
            return
        yield CheckTiming(clauses=clauses)


def stand_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.2.1: the turn player's rested bench and energy cards stand, reversed ones become
    rested (6.2.1.3), between two check timings (6.2.1.2, 6.2.1.4)."""
    tp = ctx.state.turn.player
    yield from _phase(ctx, "stand", ("6.2.1", "6.2.1.1"), "スタンドフェイズ", "stand phase")
    yield CheckTiming(clauses=("6.2.1.2",))
    zones: tuple[str, ...] = (*BENCH_ZONES, "energy")
    # a rested or reversed card of the player's elsewhere (the ring): 6.2.1.1 stands every card
    # the player is master of, 6.2.1.3 names the bench and the energy zone only — both are run
    others = [
        c
        for z in ("ring", "surprise")
        for c in ctx.zone(tp, z)
        if c.orientation in ("rest", "reverse")
    ]
    if others:
        every = yield unsettled.choose(
            tp, "vs", "stand_phase_scope", {"bench_and_energy": False, "every_card": True}
        )
        if every:
            zones = (*zones, "ring", "surprise")
    for z in zones:
        for c in list(ctx.zone(tp, z)):
            to = {"rest": "stand", "reverse": "rest"}.get(c.orientation)
            held = [e for e in ctx.state.effects if e.target == c.uid and e.stat == "no_stand"]
            if to and held:
                # 「次のスタンドフェイズにスタンドしない」: an effect forbids what the rule would do
                # (1.3.3): the card stays as it is, and the effect, spent, ends
                yield Mark(
                    clauses=("6.2.1.3", "1.3.3"),
                    ja=f"{c.label} は効果によりこのスタンドフェイズにスタンドしない",
                    en=f"{c.label} does not stand in this stand phase (an effect forbids it)",
                    touches=(c.uid,),
                )
                yield EndEffects(
                    ids=tuple(e.id for e in held),
                    clauses=("1.3.3",),
                    ja=f"{c.label} の「次のスタンドフェイズにスタンドしない」効果が終わる",
                    en=f"the effect keeping {c.label} from standing in its next stand phase ends",
                    touches=(c.uid,),
                )
                continue
            if not to and c.orientation == "stand" and c.text:
                # a card already standing is not stood again (1.3.2.1 「すでにある状態にあるものを
                # 改めてその状態にするよう求められた場合、…その行為自体が行われません」): no event of
                # its standing, which an ability watching it (「スタンドした時」) reads as the
                # reason it did not trigger (``unchanged:<uid>``)
                yield Mark(
                    clauses=("6.2.1.3", *ctx.principle("already_in_state")),
                    ja=f"{c.label} はすでにスタンド状態: 改めてスタンドする行為自体が行われない",
                    en=f"{c.label} is already standing: it is not stood again",
                    touches=(f"unchanged:{c.uid}",),
                )
            if to:
                yield Orient(
                    uid=c.uid,
                    orientation=to,
                    clauses=("6.2.1.3",) if z in BENCH_ZONES or z == "energy" else ("6.2.1.1",),
                    ja=f"{c.label} を{'スタンド' if to == 'stand' else 'レスト'}状態にする",
                    en=f"{c.label} becomes {to}",
                )
    yield CheckTiming(clauses=("6.2.1.4",))


# var: the phases whose procedure was done, with the turn (6.1.1: each phase of a turn once, in
# order) — {"turn": n, "phases": [...]}
PHASES_DONE = "vs.phases_done"


def _phase_again(ctx: Ctx, phase: str, ja: str, en: str, clause: str) -> Proc:
    """6.1.1: the turn player carries out the phases in the order given, each once a turn — a
    phase's procedure asked again in the same turn after it was done (a second card put by
    6.4.1.2, a second draw by 6.3.1.2) is not carried out. Returns True when refused."""
    done = ctx.state.vars.get(PHASES_DONE) or {}
    if done.get("turn") == ctx.state.turn.number and phase in done.get("phases", ()):
        step = ctx.step_of(f"var:{PHASES_DONE}")
        yield Reject(
            f"このターンの{ja}はすでに行われたため、もう一度行うことはできません",
            f"this turn's {en} was already carried out: it is not carried out again",
            ("6.1.1", clause),
            (step,) if step is not None else (),
        )
        return True
    return False


def _phase_done(ctx: Ctx, phase: str) -> Proc:
    done = ctx.state.vars.get(PHASES_DONE) or {}
    phases = list(done.get("phases", ())) if done.get("turn") == ctx.state.turn.number else []
    yield SetVar(key=PHASES_DONE, value={"turn": ctx.state.turn.number, "phases": [*phases, phase]})


def draw_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.3.1: the turn player draws one card (6.3.1.2); the first player's first turn has no
    draw phase (6.3.1.4)."""
    tp = ctx.state.turn.player
    if first_turn(ctx):
        yield Mark(
            clauses=("6.3.1.4",),
            ja="先攻プレイヤーの第一ターン目にはドローフェイズはない",
            en="the first player's first turn has no draw phase",
            touches=(f"{tp}.hand", f"{tp}.deck"),
        )
        return
    if (yield from _phase_again(ctx, "draw", "ドローフェイズ", "draw phase", "6.3.1.2")):
        return
    yield from _phase_done(ctx, "draw")
    yield from _phase(ctx, "draw", ("6.3", "6.3.1"), "ドローフェイズ", "draw phase")
    yield CheckTiming(clauses=("6.3.1.1",))
    yield Do("draw", {"player": tp, "amount": 1}, clauses=("6.3.1.2",), by_rules=True)
    yield CheckTiming(clauses=("6.3.1.3",))


def energy_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.4.1: the turn player may put one hand card face down in the energy zone (6.4.1.2).
    Entered from the stand phase on the first player's first turn, it follows the draw phase
    that turn does not have (6.3.1.4): its absence is read, as a draw phase action reads it."""
    tp = ctx.state.turn.player
    if ctx.state.turn.phase == "stand" and first_turn(ctx):
        yield from draw_phase(ctx, {})
    if (yield from _phase_again(ctx, "energy", "エネルギーフェイズ", "energy phase", "6.4.1.2")):
        return
    yield from _phase_done(ctx, "energy")
    yield from _phase(ctx, "energy", ("6.4", "6.4.1"), "エネルギーフェイズ", "energy phase")
    yield CheckTiming(clauses=("6.4.1.1",))
    ref = p.get("card")
    if ref is None:
        # a "no" has its reasons: 6.4.1.2 lets the turn player put a card (「置くことができま
        # す」), it does not make it — none named, none put, hand and energy zone as they were
        yield Mark(
            clauses=("6.4.1.2",),
            ja=f"{tp} はエネルギー置場にカードを置かない（置くことは任意）",
            en=f"{tp} puts no card in the energy zone (putting one is optional)",
            touches=(f"{tp}.hand", f"{tp}.energy"),
        )
    if ref is not None:
        uid = find_card(ctx, ref, tp, ("hand",))
        if uid is None or zone_of(ctx, uid) != "hand":
            # what the hand holds was decided by the step that last changed it
            hand_step = ctx.step_of(f"{tp}.hand")
            yield Reject(
                f"{ref} は {tp} の手札にありません",
                f"{ref} is not in {tp}'s hand",
                ("6.4.1.2",),
                (hand_step,) if hand_step is not None else (),
            )
        else:
            yield Move(
                uid=uid,
                player=tp,
                zone="energy",
                face_up=False,
                orientation="stand",
                # face down (3.4.1, 4.9.1.6) and standing (4.9.1.4: a card moving between zones
                # is put there standing unless told otherwise)
                clauses=("6.4.1.2", "3.4.1", "4.9.1.6", "4.9.1.4"),
                watch=(uid,),
                ja=f"{tp} は手札のカードを1枚裏向きにエネルギー置場に置く",
                en=f"{tp} puts a hand card face down in the energy zone",
            )
    yield CheckTiming(clauses=("6.4.1.3",))


def chara_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.5.1: plays, the ring-to-bench move and the surprise-zone actions (6.5.1.2), each with
    the resolution zone empty."""
    yield from _phase(ctx, "chara", ("6.5", "6.5.1"), "キャラフェイズ", "chara phase")
    yield CheckTiming(clauses=("6.5.1.1",))
    yield from _actions(ctx, p.get("actions"), ("6.5.1.2",))


def ability_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.6.1: the turn player uses activated abilities (6.6.1.2)."""
    yield from _phase(ctx, "ability", ("6.6", "6.6.1"), "アビリティフェイズ", "ability phase")
    yield CheckTiming(clauses=("6.6.1.1",))
    yield from _actions(ctx, p.get("actions"), ("6.6.1.2",))
    yield CheckTiming(clauses=("6.6.1.3",))


def hand_limit(
    ctx: Ctx, player: str
) -> Generator[Any, Any, tuple[int, tuple[str, ...], tuple[int, ...]]]:
    """The player's hand limit (3.7.4), as set (``_hand_limit_set``), with the continuous
    techniques in force adding to it, 「…の手札上限を+Nする」 (8.1.1.4, 1.3.1), added. A setting
    and an addition both in force: the point hand_limit_set_and_added (8.9.1 orders effects on a
    card's information only, not on a player's hand limit)."""
    from ruling.games._vs.cardtext import area_clauses, hand_limit_techniques

    n, cl, cause = yield from _hand_limit_set(ctx, player)
    adds = hand_limit_techniques(ctx, player, kind="hand_limit_add")
    if not adds:
        return n, cl, cause
    areas = tuple(c for _u, _k, a in adds for c in area_clauses(a))
    cl = tuple(
        dict.fromkeys(
            (*cl, "3.7.4", "8.1.1.4", "2.14.4", "4.3.6", *areas, *ctx.principle("text_beats_rules"))
        )
    )
    steps = tuple(s for s in ctx.provenance(tuple(u for u, _k, _a in adds)) if s is not None)
    cause = (*cause, *steps)
    total = sum(k for _u, k, _a in adds)
    held = hand_limit_techniques(ctx, player)
    if not held:
        # no technique sets it: the additions are made to the rules' 5 (3.7.4.1) or to the
        # limit an effect set (its time against the techniques' not read)
        return max(0, n + total), cl, cause
    in_order = yield unsettled.choose(
        player, "vs", "hand_limit_set_and_added", {"in_order": True, "set_then_add": False}
    )
    if not in_order:
        return max(0, n + total), (*cl, "8.9.1.3"), cause

    # as 8.9.1.4 orders contradicting effects: each applied in the order its card was put in its
    # current zone, a later setting overriding what came before it
    def placed(uid: str) -> int:
        card = ctx.card(uid)
        return card.placed if card is not None else 0

    seq = sorted(
        [(placed(u), 0, "set", k) for u, k, _a in held]
        + [(placed(u), 1, "add", k) for u, k, _a in adds]
    )
    value = 5
    for _p, _o, what, k in seq:
        value = k if what == "set" else value + k
    return max(0, value), (*cl, "8.9.1.4"), cause


def _hand_limit_set(
    ctx: Ctx, player: str
) -> Generator[Any, Any, tuple[int, tuple[str, ...], tuple[int, ...]]]:
    """The player's hand limit as set (3.7.4): 5 with no effect applied (3.7.4.1); an effect setting it
    (a scenario's ``effects:``, an effect made for a time), or a continuous technique in force
    「…の手札上限はN枚になる」 (8.1.1.4, 1.3.1 the text over the rules). Several texts in force
    with different N: the point hand_limit_set_twice (the rules order none of them)."""
    from ruling.games._vs.cardtext import (
        area_clauses,
        hand_limit_techniques,
        hand_limit_techniques_gone,
    )

    v, cl, cause = ctx.param("hand_limit", player, 5, ("3.7.4", "3.7.4.1"))
    held = hand_limit_techniques(ctx, player)
    if not held and not cause:
        gone = hand_limit_techniques_gone(ctx, player)
        if gone:
            # a technique that set it left its [領域] in the replay: not generated now (8.1.1.4)
            return int(v), (*cl, "8.1.1.4"), tuple(s for _u, s in gone)
    if not held and hand_limit_techniques(ctx, player, others=True):
        # a 「あなたの手札上限はN枚」 in force naming the other player: 「あなた」 is the master of
        # the continuous technique (4.3.6), not this player — the limit is not set by it
        cl = (*cl, "4.3.6")
    if not held or cause:
        return int(v), cl, cause
    n = yield from unsettled.several_set(
        player, "vs", "hand_limit_set_twice", [k for _u, k, _a in held]
    )
    areas = tuple(c for _u, _k, a in held for c in area_clauses(a))
    cl = tuple(
        dict.fromkeys(
            (
                "3.7.4",
                "3.7.4.1",
                "8.1.1.4",
                "2.14.4",
                "4.3.6",
                *areas,
                *ctx.principle("text_beats_rules"),
            )
        )
    )
    steps = tuple(s for s in ctx.provenance(tuple(u for u, _k, _a in held)) if s is not None)
    return int(n if n is not None else v), cl, steps


def end_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.8.1: discard down to the hand limit (6.8.1.2), a check timing, then every effect "until
    the end of the turn" ends and accumulated damage becomes 0 (6.8.1.3), a check timing
    (6.8.1.4); the turn ends when nothing is left to do (6.8.1.5)."""
    st = ctx.state
    tp = st.turn.player
    if st.turn.phase in ("chara", "ability") and not st.vars.get("vs.attacked"):
        # the attack phase comes between (6.1.1): passed through with no attack
        from ruling.games._vs.attack import attack_phase_passed

        yield from attack_phase_passed(ctx)
    again: tuple[int, ...] = ()  # the step starting the end phase over (6.8.1.5)
    if any(e.until == "attack" for e in st.effects):
        # 「このアタック中」 (7.1.1): an attack sub-phase left for the end phase (7.1.2.2,
        # 7.1.3.1) ends, and what lasted during it with it
        yield EndEffects(
            until="attack",
            clauses=("7.1.1",),
            ja="アタックサブフェイズが終わり、「このアタック中」の効果が消滅する",
            en="the attack sub-phase is over: the effects 「このアタック中」 end",
            touches=tuple(f"{pl}.ring" for pl in st.players),
        )
    from ruling.games._vs.techniques import (
        DELAYED,
        END_MET,
        END_READING,
        end_met,
        end_returned,
        end_triggers,
    )

    for _round in range(5):
        # 6.8.1.1: only trigger conditions not yet met this turn (not again when it starts
        # over: ``techniques.end_met``)
        yield from _phase(
            ctx, "end", ("6.8", "6.8.1"), "エンドフェイズ", "end phase", caused_by=again
        )
        met = end_met(ctx) | {k for k, _uid in end_triggers(ctx)}
        yield SetVar(key=END_MET, value={"turn": st.turn.number, "keys": sorted(met)})
        yield Mark(
            clauses=("6.8.1.1",),
            ja="「エンドフェイズの始めに」「ターンの終わりに」の誘発",
            en="end-phase triggers",
        )
        round_start = ctx.last
        limit, lcl, lcause = yield from hand_limit(ctx, tp)
        hand = ctx.zone(tp, "hand")
        known = bool(hand) or "hand" in st.vars.get("listed", {}).get(tp, ())
        # a hand the scenario did not list holds only the cards put there: said (6.8.1.2)
        count_not_given(ctx, tp, "hand", "手札", "hand", limit + 1, ("6.8.1.2",), False)
        if known and len(hand) <= limit:
            # 6.8.1.2 read and not met: the hand does not exceed the limit (3.7.4.1: 5 with no
            # effect applied; or the limit an effect set), so nothing is discarded (a hand the
            # scenario does not list is not counted)
            by = "効果による" if lcause else ""
            by_en = " set by an effect" if lcause else ""
            yield Mark(
                clauses=("6.8.1.2", *lcl),
                caused_by=lcause,
                ja=f"手札{len(hand)}枚は{by}手札上限{limit}枚を超えていないため、控え室に置かない",
                en=f"{len(hand)} cards do not exceed the hand limit of {limit}{by_en}: none discarded",
                touches=(f"{tp}.hand", f"{tp}.waiting"),
            )
        while len(hand) > limit:
            pick = yield choose_card(
                tp,
                hand,
                "hand_limit",
                f"手札が{len(hand)}枚（上限{limit}枚）: 控え室に置くカードを選ぶ",
                f"{len(hand)} cards in hand (limit {limit}): choose one for the waiting room",
                ("6.8.1.2", *lcl),
            )
            yield from to_zone(
                ctx,
                Move(
                    uid=pick,
                    player=tp,
                    zone="waiting",
                    clauses=("6.8.1.2", *lcl),
                    caused_by=(*lcause, *again),
                    ja=f"{tp} は手札上限を超えた分の {ctx.card(pick).label} を控え室に置く",  # type: ignore[union-attr]
                    en=f"{tp} puts {ctx.card(pick).label} over the hand limit in the waiting room",  # type: ignore[union-attr]
                ),
            )
            hand = ctx.zone(tp, "hand")
        # 6.8.1.3's check timing is its rule processes (4.4.1): 「このチェックタイミングで行うべき
        # 処理」 are over once none is due, and the reset comes then — the techniques waiting
        # (6.8.1.1's) are resolved only in the timings after the check timing (4.4.3), i.e. after
        # the reset, at 6.8.1.4's check timing
        resets = any(e.until == "turn" for e in st.effects) or any(
            c.states.get("damage") for c in field_cards(ctx)
        )
        if st.pending and resets and RESET_READING not in st.vars:
            # techniques waiting here (6.8.1.1's) while the reset has something to end: whether
            # they are among 「このチェックタイミングで行うべき処理」 (3.8.3: they wait for a check
            # timing) or come after it (4.4.1 / 4.4.3) — the text does not settle it (vs
            # end_phase_reset_order)
            order = yield unsettled.choose(
                tp,
                "vs",
                "end_phase_reset_order",
                {"rules_only": "rules_only", "techniques_first": "techniques_first"},
            )
            yield SetVar(key=RESET_READING, value=order, clauses=("6.8.1.3",))
        if st.pending and st.vars.get(RESET_READING) == "techniques_first":
            # the techniques waiting resolve in 6.8.1.3's check timing (3.8.3), the reset after
            yield CheckTiming(clauses=("6.8.1.3", "3.8.3"))
        else:
            yield CheckTiming(clauses=("6.8.1.3", "4.4.1"), rules_only=True)
        if st.result is not None:
            return
        before: tuple[int, ...] = ()
        if st.pending:
            first = yield Mark(
                clauses=("6.8.1.3", "4.4.1", "4.4.3"),
                ja="チェックタイミング（ルール処理）が終わったため、待機状態の技の解決より前に、"
                "「ターンの終わりまで」の効果の消滅と蓄積ダメージのリセットを行う",
                en="the check timing (its rule processes) is over: the effects until the end of "
                "the turn end and the damage is reset before the waiting techniques resolve",
            )
            before = (first,)
        # 6.8.1.3 ends only the effects 「ターンの終わりまで」 / 「そのターン中」: one with no
        # duration lasts the game (8.2.1.2) and is read here and kept
        kept = [e for e in st.effects if e.until != "turn" and e.id >= 0]
        if kept:
            yield Mark(
                clauses=("6.8.1.3", "8.2.1.2"),
                ja="期限の指定がない（このゲーム中の）効果はエンドフェイズに消滅しない",
                en="effects with no duration (this game) do not end in the end phase",
                caused_by=tuple(
                    s
                    for s in ctx.provenance(tuple(f"effect:{e.id}" for e in kept))
                    if s is not None
                ),
                touches=tuple(f"effect:{e.id}" for e in kept),
            )
        ended: tuple[int, ...] = ()
        if any(e.until == "turn" for e in st.effects):
            # a limit raised for the turn that ends here is a cause of the hand being over the
            # limit the rules give back (3.7.4.1) at 6.8.1.5
            raised = any(
                e.until == "turn" and e.stat == "hand_limit" and e.target == tp for e in st.effects
            )
            end = yield EndEffects(
                until="turn",
                clauses=("6.8.1.3",),
                ja="「ターンの終わりまで」「そのターン中」を期限とする効果が消滅する",
                en="effects until the end of the turn end",
                touches=tuple(f"{pl}.ring" for pl in st.players),
            )
            ended = (end,) if raised else ()
        for c in field_cards(ctx):
            if c.states.get("damage"):
                yield SetCard(
                    uid=c.uid,
                    changes={"damage": None, "effect_damage": None},
                    # before the techniques waiting resolve (4.4.1, 4.4.3)
                    clauses=("6.8.1.3", *(("4.4.1", "4.4.3") if before else ())),
                    caused_by=before,
                    ja=f"{c.label} の蓄積されたダメージをゼロにする",
                    en=f"{c.label}'s accumulated damage becomes 0",
                )
        if before:
            # the timings after 6.8.1.3's check timing (4.4.3): the techniques waiting resolve
            yield CheckTiming(
                clauses=("6.8.1.3", "4.4.3"),
                ja="6.8.1.3 のチェックタイミングに続くタイミング（待機状態の技の解決）",
                en="the timings after 6.8.1.3's check timing (the waiting techniques resolve)",
            )
            if st.result is not None:
                return
        yield CheckTiming(clauses=("6.8.1.4",))
        if st.result is not None:
            return
        limit, lcl, lcause = yield from hand_limit(ctx, tp)
        # 6.8.1.5: a trigger condition of 「エンドフェイズの始めに」「ターンの終わりに」 not yet met
        # this turn (a card that came to its [領域] during the end phase): the end phase starts
        # over, and 6.8.1.1 meets it
        if END_READING not in st.vars and end_returned(ctx):
            # a card whose end-phase technique met its condition left and came back: a new card
            # (3.1.3) whose technique has not met it yet (6.8.1.1), or the same technique, met —
            # the audit's turn_end_returned_card, a reading choice point (ws has its kin)
            reading = yield unsettled.choose(
                tp,
                "vs",
                "turn_end_returned_card",
                {"new_card": "new_card", "same_ability": "same_ability"},
            )
            yield SetVar(key=END_READING, value=reading, clauses=("6.8.1.1", "6.8.1.5"))
        met = end_met(ctx)
        unmet = [uid for k, uid in end_triggers(ctx) if k not in met]
        if unmet and LATE_READING not in st.vars and END_READING not in st.vars:
            # a card that came to its [領域] during this end phase, with an end-phase technique:
            # its condition 「まだ…満たしていなかった」 (6.8.1.5 → 6.8.1.1 meets it) or that
            # moment past when it was not there (8.1.1.2.1) — the text does not settle it
            # (vs end_phase_late_card)
            late = yield unsettled.choose(
                tp, "vs", "end_phase_late_card", {"rerun": "rerun", "moment_past": "moment_past"}
            )
            yield SetVar(key=LATE_READING, value=late, clauses=("6.8.1.5", "6.8.1.1"))
        if unmet and st.vars.get(LATE_READING) == "moment_past" and END_READING not in st.vars:
            names = "、".join(ctx.card(u).label for u in unmet)  # type: ignore[union-attr]
            yield Mark(
                clauses=("8.1.1.2.1", "6.8.1.5"),
                ja=f"{names} はエンドフェイズの始めに[領域]に無かった: その技の時点はすでに過ぎており、"
                "エンドフェイズを実行しなおす理由にならない",
                en=f"{', '.join(ctx.card(u).label for u in unmet)} was not in its [領域] at the "  # type: ignore[union-attr]
                "start of the end phase: its moment is past, no reason to run the end phase again",
                touches=tuple(unmet),
            )
            unmet = []
        # … or a delayed trigger 「このターンの終わりに」 made during the end phase (8.6.8)
        unmet += [
            d["uid"]
            for d in st.vars.get(DELAYED) or []
            if d["when"] == "start:end" and d["turn"] == st.turn.number and ctx.card(d["uid"])
        ]
        if unmet:
            names = "、".join(ctx.card(u).label for u in unmet)  # type: ignore[union-attr]
            over = yield Mark(
                clauses=("6.8.1.5", "6.8.1.1"),
                caused_by=tuple(s for s in (ctx.step_of(u) for u in unmet) if s is not None),
                ja=f"このターン中にまだ誘発条件を満たしていない「エンドフェイズの始めに」「ターンの終わりに」の"
                f"技（{names}）があるため、エンドフェイズを最初から実行しなおす",
                en=f"a 'at the start of the end phase' / 'at the end of the turn' technique has not "
                f"met its trigger condition this turn ({', '.join(ctx.card(u).label for u in unmet)}): "  # type: ignore[union-attr]
                "the end phase starts over",
                touches=tuple(unmet),
            )
            again = (over,)
            continue
        if len(ctx.zone(tp, "hand")) <= limit:
            # 6.8.1.5 read and met: the hand is within the limit, so the end phase is not run
            # again and no more is discarded — a "no" with its reason, about the hand, when this
            # pass took cards out of it (the hand-limit discard 6.8.1.2, a technique's discard)
            # (only the steps that took a card out: with none, ``contributed`` names the zone)
            took = [
                s
                for s in ctx.provenance(
                    tuple(r for r in ctx.contributed(f"{tp}.hand", "out") if r.startswith("step:"))
                )
                if s is not None and s > round_start
            ]
            if took:
                yield Mark(
                    clauses=("6.8.1.5", *lcl),
                    caused_by=(*dict.fromkeys(took), *lcause),
                    ja=f"手札{len(ctx.zone(tp, 'hand'))}枚は手札上限{limit}枚を超えていない: "
                    "エンドフェイズを実行しなおさず、これ以上捨てない",
                    en=f"{len(ctx.zone(tp, 'hand'))} cards in hand are within the hand limit of "
                    f"{limit}: the end phase is not run again, nothing more is discarded",
                    touches=(f"{tp}.hand", f"{tp}.waiting"),
                )
            break
        # 6.8.1.5: the hand is over the limit at this point: the end phase starts over
        over = yield Mark(
            clauses=("6.8.1.5", *lcl),
            caused_by=(*lcause, *ended),
            ja=f"手札{len(ctx.zone(tp, 'hand'))}枚が手札上限{limit}枚を超えているため、エンドフェイズを最初から実行しなおす",
            en=f"{len(ctx.zone(tp, 'hand'))} cards in hand exceed the hand limit of {limit}: the end phase starts over",
            touches=(f"{tp}.hand", f"{tp}.waiting"),
        )
        again = (over,)
    else:
        met = end_met(ctx)
        if any(k not in met for k, _uid in end_triggers(ctx)):
            # the end phase started over again and again for conditions met anew each time: an
            # endless loop (10.1.1) whose end — a draw when nobody can stop it (10.1.2), else the
            # count a player declares (10.1.3 / 10.1.4) — the engine does not settle here: said
            yield Warn(
                "loop",
                "エンドフェイズが何度も最初から実行しなおされます（永久循環の可能性、10.1）: "
                "この判断は5回目で打ち切り、ターンを終了させています",
                "the end phase keeps starting over (an endless loop?, 10.1): this ruling stops "
                "after the fifth pass and ends the turn",
                ("6.8.1.5", "10.1.1", "10.1.2"),
            )
    late = [e for e in st.effects if e.until == "turn" and e.id >= 0]
    if late:
        # an effect 「ターンの終わりまで」 made after 6.8.1.3 ended such effects (at 6.8.1.4's
        # check timing) and the end phase not run again (6.8.1.5): whether the turn's end is its
        # limit (8.2.1.2) or it lasts, 6.8.1.3 being past — the audit's
        # turn_effect_made_after_its_end, both readings run
        ends = yield from unsettled.holds(tp, "vs", "turn_effect_made_after_its_end", "ends")
        if ends:
            yield EndEffects(
                until="turn",
                clauses=("8.2.1.2", "6.8.1.5"),
                ja="ターンが終了する: 6.8.1.3 の後に作られた「ターンの終わりまで」の効果も期限が来て消滅する",
                en="the turn ends: an effect until the end of the turn made after 6.8.1.3 ends "
                "too, its limit come",
                touches=tuple(f"{pl}.ring" for pl in st.players),
            )
    nxt = st.opponent(tp)
    if END_READING in st.vars:
        yield SetVar(key=END_READING, value=None)
    for pl in st.players:
        for key in (f"vs.surprise_done.{pl}", f"vs.surprise_by_effect.{pl}"):
            if st.vars.get(key):
                yield SetVar(key=key, value=None)
    yield SetVar(key="vs.attacked", value=None)
    yield SetTurn(
        changes={"player": nxt, "number": st.turn.number + 1, "phase": None, "step": None},
        clauses=("6.8.1.5", "6.1.1"),
        ja=f"ターン終了。{nxt} がターンプレイヤーとなり、次のターンのスタンドフェイズに進む",
        en=f"the turn ends; {nxt} becomes the turn player (stand phase of the next turn)",
    )


# the turn player's acts of the character phase (6.5.1.2.1 to 6.5.1.2.5)
CHARA_ACTS = ("play", "move_to_bench", "set_surprise", "discard_surprise")


def play_timing_again(ctx: Ctx, verb: str, p: dict[str, Any]) -> tuple[str, ...]:
    """6.5.1.2: the turn player does the character phase's acts only while the resolution zone is
    empty — an ability an act made trigger waits there until a check timing (3.8.3) and resolves
    in it (4.7.1.1), before the play timing comes back (4.7.1.3). A scenario's act of the
    character phase (not the phase's own ``actions`` list, which does it itself, ``_actions``)
    that left an ability waiting is followed by that check timing."""
    st = ctx.state
    if verb not in CHARA_ACTS or st.turn.phase != "chara" or not st.pending:
        return ()
    if p.get("player", st.turn.player) != st.turn.player:
        return ()
    return ("6.5.1.2", "3.8.3", "4.7.1.3")
