"""Vanguard effects at run time: ``run_program`` resolves a program's steps and ``run_op`` does
one step (moves, value changes, choices, periods of continuous effects 11.3.1.2).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.at_once import by_effect as game_end_by_effect
from ruling.cardtext.ir import NEXT_ONLY, Cond, Op, Sel, Value
from ruling.choosing import NO, YES, choose_card
from ruling.core import Ctx, Unsupported
from ruling.definitions import defined, defined_term
from ruling.games._vg.common import (
    CIRCLE_JA,
    COLUMN,
    ORDER_TYPES,
    TURN_ENDED,
    card_option,
    circle,
    circle_of,
    circle_option,
    is_unit,
    label,
    open_circles,
    shieldless,
    val,
    vanguard,
    where_circle,
)
from ruling.games._vg.continuous import REPLACED, amount_now, programs
from ruling.games._vg.costs import (
    REDUCED_EN,
    REDUCED_JA,
    _cost_zones,
    _main_or_alternative,
    _order_text_cost,
    _text_reduced,
    pay_cost,
    skipped_reach,
)
from ruling.games._vg.declaring import bind, declared_of
from ruling.games._vg.restrictions import (
    BANS,
    _choosable,
    _chosen_order,
    _kept_from_drop,
    _regalis_gate,
    guard_ban_text,
    guard_ban_value,
    not_chosen_noted,
    unaffected_left_out,
)
from ruling.games._vg.selectors import (
    CIRCLE_GROUPS,
    HELD,
    KEYWORD_MEANING_CLAUSES,
    MEANING_SHORT,
    STAT_JA,
    TREATED,
    Proc,
    Rt,
    _doer,
    _owners,
    also_named_clauses,
    columns_of,
    cond_clauses,
    cond_watch,
    description_clauses,
    dominion_clauses,
    gone_from,
    holds,
    in_group,
    kinds_clauses,
    kinds_count,
    matches,
    meaning_clauses,
    name_clauses,
    reads_last_known,
    resolve_sel,
    same_name,
    sel_clauses,
    sel_watch,
    stat_of,
    still_here,
    treated_name,
    units_values,
    where_it_went,
)
from ruling.games._vg.triggers import trigger_effects_kept
from ruling.rules import (
    AddEffect,
    AtOnce,
    Choose,
    Do,
    EndEffects,
    Erase,
    Mark,
    Move,
    MoveMany,
    Option,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    TurnEnds,
)
from ruling.state import Card
from ruling.values import branch_candidates, branch_condition

# an effect lasting 「そのバトル中」 created outside a battle is not created (11.3.1.2.1)
_NO_BATTLE = Reject(
    "バトル中ではないので、「そのバトル中」の継続効果は作成されません",
    "not during a battle: an effect lasting this battle is not created",
    ("11.3.1.2.1",),
)


def _became(cond: Cond | None) -> list[Cond]:
    """The 「…になったなら」 conditions in ``cond``."""
    if cond is None:
        return []
    if cond.what == "became":
        return [cond]
    return [c for p in cond.parts for c in _became(p)]


def run_for_each(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「…を２枚まで選び、それぞれについて、A、B」: the steps after the connector, once for each
    card chosen, in the order chosen, that card as 「その…」 (``each``); what each pass chose is
    its own (a pass reads the cards the choice before it chose as none of its own)."""
    ctx, m = rt.ctx, rt.master
    assert op.target is not None and len(op.modes) == 1
    text, prog = op.modes[0]
    cards = resolve_sel(rt, op.target)
    s = yield Mark(
        clauses=clauses,
        ja=f"{m} は選んだ{len(cards)}枚それぞれについて「{text}」を行う",
        en=f"{m} carries out 「{text}」 for each of the {len(cards)} cards chosen",
    )
    # what the passes acted on, all of them (「この効果で２枚コールしたなら」 after the loop, 11.2.3)
    acted: dict[str, list[str]] = {}
    for u in cards:
        sub = Rt(ctx, m, rt.source, prog, text, {**rt.data, "each": u})
        sub.chosen, sub.looked, sub.why = [], list(rt.looked), rt.why + (s,)
        yield from run_program(sub, clauses)
        for key, got in sub.data.items():
            if key.startswith("acted:") and isinstance(got, list) and got != rt.data.get(key):
                acted.setdefault(key, []).extend(x for x in got if x not in acted.get(key, []))
        for key, done in sub.done.items():
            rt.done[key] = rt.done.get(key, False) or done
        rt.acted = rt.acted or sub.acted
    rt.data.update(acted)
    rt.done["for_each"] = bool(cards)


def run_per_group(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「XにつきAを１枚選び、B」: X fixed first (12.7.2), then the choice and the rest of the
    sentence done X times (12.7.1), each time on what that time chose; a card chosen by an
    earlier time cannot be chosen again until every time is done (12.7.3)."""
    ctx, m = rt.ctx, rt.master
    assert len(op.modes) == 1
    text, prog = op.modes[0]
    times = yield from _per_times(rt, op, clauses)
    chosen: list[str] = []
    acted: dict[str, list[str]] = {}
    for _ in range(times):
        sub = Rt(ctx, m, rt.source, prog, text, {**rt.data, "not_again": tuple(chosen)})
        sub.chosen, sub.looked, sub.why = [], list(rt.looked), rt.why
        yield from run_program(sub, clauses)
        chosen += [u for u in sub.chosen if u not in chosen]
        for key, got in sub.data.items():
            if key.startswith("acted:") and isinstance(got, list) and got != rt.data.get(key):
                acted.setdefault(key, []).extend(x for x in got if x not in acted.get(key, []))
        for key, done in sub.done.items():
            rt.done[key] = rt.done.get(key, False) or done
        rt.acted = rt.acted or sub.acted
    rt.data.update(acted)
    rt.chosen = chosen


def run_program(
    rt: Rt, clauses: tuple[str, ...], paid: bool = False, gate: str | None = None
) -> Proc:
    """Run an ability's effect: the ability's condition, its cost (「[コスト]することで」 may be
    declined, 11.9.5.2; not paid, nothing after it happens, 11.9.5.1), then its steps in the
    order written (11.8.3.1.1)."""
    p = rt.program
    # the kind whose 「…なら」 the requirements are: an order card's effect is an order
    # ability's (11.2.1.3), not an automatic one's
    kind = _requirement_kind(rt)
    # a keyword's meaning run as an ability (14.x): every step of it rests on the keyword's clause
    clauses = clauses + tuple(x for x in meaning_clauses(p) if x not in clauses)
    gate_sentence: int | None = None  # a failed condition skips the rest of its sentence
    declined: int | None = None  # the sentence of a cost declined, under a reading (11.2.5)
    became = [c for op in p.steps for c in _became(op.cond)]
    if became and "became_before" not in rt.data:
        # 「…になったなら」: whether it held when the effect began to resolve
        rt.data["became_before"] = {repr(c.parts[0]): holds(rt, c.parts[0]) for c in became}
        # 「そのユニットのパワーが０以下になったなら」: the card is named only later in the effect,
        # so each unit's value then is kept (``selectors.held_before``)
        stats = {c.parts[0].stat for c in became if c.parts[0].sel and c.parts[0].sel.ref}
        if stats:
            rt.data["became_stats"] = units_values(rt.ctx, stats)
    if p.cond is not None:
        # a value not given that decides the condition is branched on (``branch_condition``)
        cond = p.cond
        ok = yield from branch_condition(
            rt.ctx, lambda: holds(rt, cond), rt.master, rt.text, cond_clauses(cond, kind)
        )
        s = yield Mark(
            clauses=clauses
            + cond_clauses(p.cond, kind)
            + name_clauses(rt, p.cond)
            + defined("vg", rt.text, "condition")
            + (rt.ctx.principle("last_known") if reads_last_known(rt, p.cond) else ()),
            watch=cond_watch(rt, p.cond),
            # not met: what its cost and steps would have changed is as it was because of it
            touches=() if ok else _cost_zones(rt, p.cost) + skipped_reach(rt, p.steps),
            ja=f"条件{'を満たす' if ok else 'を満たさない'}: {rt.text}",
            en=f"the condition is {'met' if ok else 'not met'}: {rt.text}",
        )
        rt.why += (s,)
        if not ok:
            gate_sentence = 0
            rt.data["requirement_unmet"] = True  # read by the limit icon (11.2.1.2.1)
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
        ok2 = yield from pay_cost(
            rt, items, optional=p.kind in ("auto", "item") or _order_text_cost(rt)
        )
        if ok2 and p.kind == "auto" and p.valid is not None:
            # the cost paid on resolution (11.9.5) may itself take the validity condition away
            # (儀式's cost binding a grade 1 card of the drop): it resolves all the same
            # (14.2.3.2.1, 14.20.2.4)
            from ruling.games._vg.abilities import _valid_lost

            yield from _valid_lost(rt, "auto")
        if not ok2:
            first = p.steps[0].sentence if p.steps else 0
            if (yield from _order_cost_sentence_only(rt, first)):
                declined = first
            else:
                declined = yield from _furthermore_after_declined(rt)
                if declined is None:
                    return
    if gate is not None and gate_sentence is None:
        # an automatic ability of a card with 【レガリスピース】: played (its cost paid), then
        # resolved only within the limit (14.51.2.2)
        ok4 = yield from _regalis_gate(rt, gate)
        if not ok4:
            return
    last_done = False  # whether the step before did what it said (11.2.3)
    result_step: tuple[int, ...] = ()  # the step that gave that result
    unmet: int | None = None  # the sentence a step's own condition gated (「違うなら」 reads it)
    # the sentences whose requirement was not met (「さらに」 after one is not done, 11.2.5)
    failed: set[int] = {0} if gate_sentence == 0 else set()
    if declined is not None:
        gate_sentence = declined  # not a requirement not met: 「さらに」 after it is resolved
    # 「A。Xなら、かわりにB。」: the sentence A -> B's first step; X decided once, as A is to be
    # resolved (11.3.1.3.4), whether B is done in place of A
    replacing = {o.sentence - 1: o for o in p.steps if o.lead == "replaces"}
    replaced: dict[int, bool] = {}
    covered: set[int] = set()  # steps done X times with the 「XにつきY」 before them (12.7.1.1)
    declares = any(o.verb == "declare" for o in p.steps)  # 「…を宣言する」 (7.13.1)
    for i, op in enumerate(p.steps):
        if i in covered:
            continue
        if declares and declared_of(op):
            # 「宣言したグレードの…」: the value declared earlier in this resolution (7.13.1)
            op = bind(op, rt.data)
        if (
            op.sentence in replacing
            and op.sentence not in replaced
            and gate_sentence != op.sentence
        ):
            b = replacing[op.sentence]
            assert b.cond is not None
            met = holds(rt, b.cond)
            replaced[op.sentence] = met
            s = yield Mark(
                clauses=clauses + ("11.3.1.3.4",) + cond_clauses(b.cond, kind),
                watch=cond_watch(rt, b.cond),
                touches=skipped_reach(
                    rt,
                    tuple(
                        o for o in p.steps[i:] if o.sentence == (op.sentence if met else b.sentence)
                    ),
                ),
                ja=f"「かわりに」の条件を{'満たすので、前の文のかわりに次の文を実行する' if met else '満たさないので、前の文を実行し、次の文は実行しない'}（{op.verb}）",
                en=f"the condition of 「かわりに」 is {'met: the next sentence is done in place of this one' if met else 'not met: this sentence is done, not the next'} ({op.verb})",
            )
            rt.why += (s,)
            if met:
                gate_sentence = op.sentence
                last_done = False
                continue
        if op.lead == "replaces":
            if op.sentence - 1 not in replaced and op.cond is not None and holds(rt, op.cond):
                # 「Xなら、A。Yなら、かわりにB。」: A's requirement X was not met (A is not done,
                # 11.2.2) and B's Y is — the engine reads nothing to replace (11.3.1.3: a
                # replacement is of an event that happens); the other reading does B (the
                # audit's instead_of_a_sentence_not_done)
                done = yield unsettled.choose(
                    rt.master,
                    "vg",
                    "instead_of_a_sentence_not_done",
                    {"nothing_replaced": False, "done": True},
                )
                replaced[op.sentence - 1] = bool(done)
            if not replaced.get(op.sentence - 1, False):
                gate_sentence = op.sentence
                last_done = False
                continue
            op = replace(op, cond=None, lead=None)  # decided above, as A was to be resolved
            gate_sentence = None
        if op.lead == "furthermore" and _furthermore_skipped(p.steps, i, failed):
            yield _sentence_skipped(
                rt,
                p.steps,
                i,
                clauses + ("11.2.5",),
                f"前文が要件を満たさなかったので、「さらに」で始まる文章は解決されません（{op.verb}）",
                f"the sentence before did not meet its requirement: the sentence opened by 「さらに」 is not resolved ({op.verb})",
            )
            gate_sentence = op.sentence
            failed.add(op.sentence)
            last_done = False
            continue
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
            # whether this one is done (11.2.3, 11.2.4) — a reason of what the sentence would
            # have changed (``_sentence_skipped``), resting on the step that gave that result
            yield replace(
                _sentence_skipped(
                    rt,
                    p.steps,
                    i,
                    clauses + ("11.2.3", "11.2.4"),
                    f"前の文の結果により、この文は実行しません（{op.verb}）",
                    f"by the result of the sentence before, this one is not done ({op.verb})",
                ),
                caused_by=result_step,
            )
            gate_sentence = op.sentence
            failed.add(op.sentence)
            last_done = False
            continue
        if op.lead in ("if_done", "otherwise"):
            # the result of the sentence before was read, and this one is done (11.2.3)
            s = yield Mark(
                clauses=clauses + ("11.2.3",),
                caused_by=result_step,
                ja=f"前の文の結果により、この文を実行する（{op.verb}）",
                en=f"by the result of the sentence before, this one is done ({op.verb})",
            )
            rt.why += (s,)
        if _result_of_failed_sentence(p.steps, i, failed):
            # 「退却させなかったなら、」 opening the sentence after one whose requirement was not
            # met: it reads that sentence's result, so it is not resolved (11.2.4)
            yield _sentence_skipped(
                rt,
                p.steps,
                i,
                clauses + ("11.2.4",),
                f"前文が要件を満たさなかったので、その結果を参照する要件で始まる文章は解決されません（{op.verb}）",
                f"the sentence before did not meet its requirement: the sentence whose requirement reads its result is not resolved ({op.verb})",
            )
            gate_sentence = op.sentence
            failed.add(op.sentence)
            last_done = False
            continue
        if _value_of_failed_sentence(p.steps, i, failed) and (
            yield from unsettled.holds(
                rt.master, "vg", "requirement_reads_value_failed_sentence_changes", "not_resolved"
            )
        ):
            # a requirement on a value the failed sentence before would have changed, read as
            # referring to its result: not resolved (11.2.4)
            yield _sentence_skipped(
                rt,
                p.steps,
                i,
                clauses + ("11.2.4",),
                f"前文が要件を満たさず、この文の要件は前文が変える値（その結果）を参照するため解決されません（{op.verb}）",
                f"the sentence before did not meet its requirement, and this one's reads the value it changes (its result): not resolved ({op.verb})",
            )
            gate_sentence = op.sentence
            failed.add(op.sentence)
            last_done = False
            continue
        met = False
        if op.cond is not None:
            c_ = op.cond
            met = yield from branch_condition(
                rt.ctx, lambda c_=c_: holds(rt, c_), rt.master, rt.text, cond_clauses(c_, kind)
            )
        # a requirement on the result of the sentence before (「退却させたら」, 11.2.3) rests on
        # the step that gave that result
        reads = result_step if op.cond is not None and op.cond.what in ("done", "not_done") else ()
        if op.cond is not None and met:
            s = yield Mark(
                caused_by=reads,
                clauses=clauses
                + cond_clauses(op.cond, kind)
                + name_clauses(rt, op.cond)
                + defined("vg", rt.text, "condition")
                + _sentence_before_read(op, _opens_after_failed(p.steps, i, failed))
                + (rt.ctx.principle("last_known") if reads_last_known(rt, op.cond) else ()),
                watch=cond_watch(rt, op.cond),
                ja=f"条件を満たすので、この文の残りを実行する（{op.verb}）",
                en=f"the condition is met: the rest of this sentence is done ({op.verb})",
            )
            rt.why += (s,)
        elif op.cond is not None:
            yield Mark(
                caused_by=reads,
                clauses=clauses
                + cond_clauses(op.cond, kind)
                + name_clauses(rt, op.cond)
                + defined("vg", rt.text, "condition")
                + _sentence_before_read(op, _opens_after_failed(p.steps, i, failed)),
                watch=cond_watch(rt, op.cond),
                touches=skipped_reach(
                    rt, tuple(o for o in p.steps[i:] if o.sentence == op.sentence)
                ),
                ja=f"条件を満たさないため、この文の残りは実行しません（{op.verb}）",
                en=f"the condition is not met: the rest of this sentence is not done ({op.verb})",
            )
            gate_sentence = op.sentence
            unmet = op.sentence
            failed.add(op.sentence)
            last_done = False
            rt.data["requirement_unmet"] = True  # read by the limit icon (11.2.1.2.1)
            continue
        if op.cost is not None:
            # 「このコストは『…』でも払える」 of an ability whose one cost is on a step
            items = op.cost if p.cost else (yield from _main_or_alternative(rt, op.cost))
            ok3 = yield from pay_cost(rt, items, optional=True, after=tuple(p.steps[i:]))
            if not ok3:
                if not (yield from _order_cost_sentence_only(rt, op.sentence)):
                    return
                gate_sentence = op.sentence
                last_done = False
                continue
        rt.done.pop(_done_key(op), None)
        rest = _per_rest(p.steps, i) if _per_scope_open(rt, op, p.steps[i + 1 :]) else None
        if rest:
            # 「XにつきYし、Zする」: 12.7.1.1 「この場合の‘Yする’は、原則として‘につき’の次から‘.’の
            # 前までを指します」 — the rest of the sentence is done X times with it (X fixed before
            # the first, 12.7.2); that the rule is only 「原則として」 is the audit's
            # per_scope_to_period, raised with the other reading
            yield unsettled.flag(
                "vg",
                "per_scope_to_period",
                (
                    "「につき」に続く行動だけがX回実行され、残りは1回",
                    "only the action joined to 「につき」 is done X times, the rest once",
                ),
            )
            times = yield from _per_times(rt, op, clauses + ("12.7.1.1",))
            for _ in range(times):
                for j in (i, *rest):
                    o = p.steps[j]
                    yield from run_op(rt, replace(o, per=None, per_stat=None), clauses)
            covered.update(rest)
            last_done = bool(rt.done.get(_done_key(p.steps[rest[-1]]), True))
            rt.done["do"] = last_done
            continue
        if rest is not None:
            # a rest of another shape (a condition, a choice of its own): the 「につき」 step alone
            # repeated, the point raised with 12.7.1.1's reading
            yield unsettled.flag(
                "vg",
                "per_scope_to_period",
                (
                    "「。」までの残りの行動もX回実行される",
                    "the rest up to the period is done X times too",
                ),
            )
        yield from run_op(rt, op, clauses)
        # the last step of what it did: the result a 「そうしたら」 after it reads (11.2.3)
        result_step = (rt.ctx.last,)
        if rt.data.get("turn_ended") is not None and rt.data.get("turn_ended_in_end_phase"):
            # in the end phase already (18.4.1.3 moves nothing): the ability finishes (18.4.1.2)
            # and the end phase goes on where it was
            yield Mark(
                clauses=("18.4.1", "18.4.1.2", "18.4.1.3"),
                caused_by=(rt.data["turn_ended"],),
                touches=skipped_reach(rt, tuple(p.steps[i + 1 :])),
                ja=f"ターンを終了する処理: 解決中の能力はその解決を終える。すでにエンドフェイズなので移行はない（{rt.text}）",
                en=f"the turn ends: the ability being resolved finishes; already in the end phase, "
                f"nothing moves ({rt.text})",
            )
            return
        if rt.data.get("turn_ended") is not None:
            # 18.4.1.2: the ability being resolved finishes here — what its text says after the
            # instruction is not done; nothing of the procedure it was resolved in goes on
            # (18.4.3: the abilities pending wait for the end phase's check timing)
            s = yield Mark(
                clauses=("18.4.1", "18.4.1.2"),
                caused_by=(rt.data["turn_ended"],),
                touches=skipped_reach(rt, tuple(p.steps[i + 1 :])),
                ja=f"ターンを終了する処理: 解決中の能力はその解決を終え、これ以降の処理は実行されない（{rt.text}）",
                en=f"the turn ends: the ability being resolved finishes; what it says after that "
                f"is not done ({rt.text})",
            )
            yield TurnEnds(
                "ターンが終了する指示により、以降の手順は行われずエンドフェイズに移行した",
                "the turn was ended by an instruction: nothing more of the procedure is done, the "
                "game is in its end phase",
                ("18.4.1", "18.4.1.3", "18.4.3"),
                caused_by=(s,),
            )
            return
        # a step that records nothing of its result did what it said when it ran
        last_done = bool(rt.done.get(_done_key(op), True))
        # 「したら」 / 「払ったら」 with nothing else (``Cond("done", verb="do")``): whether the
        # step before did what it said (11.2.3), whatever its verb
        rt.done["do"] = last_done
    yield from end_domination(rt)
    # 「…にアタックする」 (7.36.1): carried out once the effect is over
    for params, s_ in rt.data.pop("attack_after_effect", ()):
        yield Do("attack_by_effect", params, caused_by=(s_,), clauses=("7.36.1",))


def _per_rest(steps: tuple[Op, ...] | list[Op], i: int) -> tuple[int, ...]:
    """The steps after ``steps[i]`` (a 「XにつきY」) up to its sentence's period that 12.7.1.1's
    Y covers: plain steps (no condition, lead, cost or choice of their own, not multiplied
    themselves); any other shape among them leaves the sentence as the engine read it before
    (only the 「につき」 step repeated): empty."""
    sent = steps[i].sentence
    rest = [j for j in range(i + 1, len(steps)) if steps[j].sentence == sent]
    for j in rest:
        o = steps[j]
        if (
            o.per is not None
            or o.cond is not None
            or o.lead is not None
            or o.cost is not None
            or o.optional
            or o.verb in ("choose", "search", "per_group")
        ):
            return ()
    return tuple(rest)


def _per_scope_open(rt: Rt, op: Op, after: tuple[Op, ...] | list[Op]) -> bool:
    """A step 「XにつきY」 repeated alone (not a choice whose cards the rest act on: that is
    ``per_group``, the whole rest) with another step after it in its sentence that is not
    multiplied itself, and X not 1: under 12.7.1.1's 「原則として…‘.’の前まで」 the rest would be
    done X times too (the audit's per_scope_to_period); X = 1 reads the same either way."""
    if op.per is None or op.verb == "per_group":
        return False
    if not any(o.sentence == op.sentence and o.per is None for o in after):
        return False
    try:
        return _per_x(rt, op)[0] != 1
    except ValueError:
        return False


def _furthermore_after_declined(rt: Rt) -> Proc:
    """A 「[コスト]することで、」 cost declined (11.9.5.2) of an automatic ability whose next
    sentence opens with 「さらに」: 11.9.5.1 says nothing after 「することで、」 happens, 11.2.5 holds
    back a 「さらに」 sentence only after a sentence whose requirement was not met (a cost is not
    one). The audit's furthermore_after_declined_cost: returns None (nothing more is done, the
    engine's reading) or the cost's sentence, skipped while the 「さらに」 one is resolved."""
    p = rt.program
    if p.kind != "auto" or not p.steps:
        return None
    first = p.steps[0].sentence
    nxt = next((o for o in p.steps if o.sentence != first), None)
    if nxt is None or nxt.lead != "furthermore":
        return None
    go_on = yield unsettled.choose(
        rt.master,
        "vg",
        "furthermore_after_declined_cost",
        {"nothing": False, "furthermore_resolved": True},
    )
    if not go_on:
        # the engine's reading: in an automatic ability, paying the cost is the requirement of
        # the sentence it is in (11.2.5.1), so the 「さらに」 sentence after it is not resolved
        # (11.2.5)
        yield Mark(
            clauses=("11.2.5", "11.2.5.1"),
            touches=skipped_reach(rt, tuple(o for o in p.steps if o.sentence == nxt.sentence)),
            ja=f"コストの支払いが前文の要件で、それを満たさないため「さらに」で始まる文章は解決されない（{rt.text}）",
            en="paying the cost is the requirement of the sentence before, not met: the sentence "
            f"opened by 「さらに」 is not resolved ({rt.text})",
        )
        return None
    s = yield Mark(
        clauses=("11.9.5.2", "11.2.5"),
        touches=skipped_reach(rt, tuple(o for o in p.steps if o.sentence == first)),
        ja=f"コストを支払わなかった文は実行せず、「さらに」で始まる文章を解決する（{rt.text}）",
        en=f"the sentence of the cost declined is not done; the sentence opened by 「さらに」 is "
        f"resolved ({rt.text})",
    )
    rt.why += (s,)
    return first


# the audit's point: how far 11.8.3.3.1's 「その‘することで、’以降の処理」 reaches in an order
ORDER_COST_SCOPE = "order_cost_declined_scope"


def _order_cost_sentence_only(rt: Rt, sentence: int) -> Proc:
    """An order card's in-text cost (11.8.2.4.3) not paid, with a sentence after the one it is
    in: 11.8.3.3.1 skips 「その‘することで、’以降の処理」 — the rest of the text (the engine's
    reading, False) or the rest of that sentence, the next carried out in printed order
    (11.8.3.1.1; True). The audit's order_cost_declined_scope, both run."""
    steps = rt.program.steps
    if not _order_text_cost(rt) or not any(o.sentence > sentence for o in steps):
        return False
    only = yield unsettled.choose(
        rt.master, "vg", ORDER_COST_SCOPE, {"rest_of_text": False, "its_sentence": True}
    )
    if only:
        s = yield Mark(
            clauses=("11.8.3.3.1", "11.8.3.1.1"),
            touches=skipped_reach(rt, tuple(o for o in steps if o.sentence == sentence)),
            ja=f"コストを支払わなかった文の残りは実行せず、次の文から表記順に実行する（{rt.text}）",
            en=f"the rest of the sentence of the cost not paid is not done; the next sentences "
            f"are carried out in printed order ({rt.text})",
        )
        rt.why += (s,)
    return bool(only)


def _exchanged_zones(rt: Rt, op: Op) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """「あなたの手札とソウルを入れ替える」: two zones (not circles) named as the swap's target,
    each as (player, zone); the second's owner, unsaid, is the first's. None for any other
    swap."""
    t = op.target
    if t is None or len(t.alts) != 2 or dict(op.detail).get("with") is not None:
        return None
    out: list[tuple[str, str]] = []
    owner = None
    for alt in t.alts:
        if len(alt.zones) != 1 or alt.zones[0] in CIRCLE_GROUPS or circle_of(alt.zones[0]):
            return None
        owner = alt.owner or owner
        who = rt.ctx.state.opponent(rt.master) if owner == "opponent" else rt.master
        out.append((who, alt.zones[0]))
    return out[0], out[1]


def _exchange_zones(
    rt: Rt, zones: tuple[tuple[str, str], tuple[str, str]], clauses: tuple[str, ...]
) -> Proc:
    """7.8.3: 「領域Aと領域Bを‘入れ替える’」 — the cards of A go to B and those of B to A (each
    taken before either moves)."""
    ctx = rt.ctx
    (pa, za), (pb, zb) = zones
    cards_a = tuple(c.uid for c in ctx.zone(pa, za))
    cards_b = tuple(c.uid for c in ctx.zone(pb, zb))
    for uids, (pl, z) in ((cards_a, (pb, zb)), (cards_b, (pa, za))):
        if uids:
            yield MoveMany(
                uids=uids,
                player=pl,
                zone=z,
                clauses=clauses + ("7.8.3",),
                caused_by=rt.why,
                ja=f"{'、'.join(label(ctx, u) for u in uids)} を{pl}の{z}へ（領域の入れ替え）",
                en=f"{', '.join(label(ctx, u) for u in uids)} go to {pl}'s {z} (the zones exchanged)",
            )
    if not cards_a and not cards_b:
        yield Mark(
            clauses=clauses + ("7.8.3",),
            ja="入れ替える領域にカードがない",
            en="the zones exchanged hold no card",
        )
    rt.done["swap"] = bool(cards_a or cards_b)


def _requirement_kind(rt: Rt) -> str:
    """The ability kind a requirement of ``rt``'s program is read as: 「order」 for the effect of
    an order card (11.2.1.3), else the program's kind."""
    from ruling.games._vg.common import is_order

    p = rt.program
    c = rt.ctx.card(rt.source) if rt.source else None
    if p.kind not in ("auto", "activated", "continuous") and c is not None and is_order(c):
        return "order"
    return p.kind


def _sentence_before_read(op: Op, after_failed: bool = False) -> tuple[str, ...]:
    """The clauses by which a step's requirement was read only after the sentence before was
    found to meet its own: a requirement on that sentence's result (11.2.4), a sentence opened
    by 「さらに」 (11.2.5) — ``run_program`` skips either after a sentence that failed. A sentence
    opened by a requirement that does not read that result, after a sentence that failed
    (``after_failed``), is judged on its own: 11.2.4 stops only one that reads it."""
    assert op.cond is not None
    reads_result = op.cond.what in ("done", "not_done")
    return (("11.2.4",) if reads_result or after_failed else ()) + (
        ("11.2.5",) if op.lead == "furthermore" else ()
    )


def _opens_after_failed(steps: tuple[Op, ...], i: int, failed: set[int]) -> bool:
    """Whether ``steps[i]`` opens its sentence with a requirement (「…なら、」) right after a
    sentence whose requirement was not met (11.2.4's case)."""
    op = steps[i]
    if op.cond is None or any(o.sentence == op.sentence for o in steps[:i]):
        return False
    before = [o.sentence for o in steps[:i] if o.sentence < op.sentence]
    return bool(before) and max(before) in failed


def _result_of_failed_sentence(steps: tuple[Op, ...], i: int, failed: set[int]) -> bool:
    """11.2.4: a sentence opened by a requirement on the result of the sentence before it
    (「…しなかったなら、」 / 「…したなら、」: ``done`` / ``not_done`` of an action that sentence
    does) is not resolved when that sentence did not meet its own requirement."""
    op = steps[i]
    if op.cond is None or op.cond.what not in ("done", "not_done"):
        return False
    if any(o.sentence == op.sentence for o in steps[:i]):
        return False  # not at the opening of its sentence
    before = [o.sentence for o in steps[:i] if o.sentence < op.sentence]
    if not before or max(before) not in failed:
        return False
    # the result it reads is that sentence's only if the sentence does what it names
    # (「公開したなら」 after 「公開しなかったなら、…引く。」 reads the reveal before them both)
    return any(o.verb == op.cond.verb for o in steps[:i] if o.sentence == max(before))


def _value_of_failed_sentence(steps: tuple[Op, ...], i: int, failed: set[int]) -> bool:
    """``steps[i]`` opens its sentence with a requirement on a value (「…のパワーがN以上なら、」)
    that a step of the sentence right before — one whose requirement was not met — would have
    changed (「…のパワー＋N」 of the same card): the point
    requirement_reads_value_failed_sentence_changes (11.2.4's 「前文の結果を参照する」?)."""
    op = steps[i]
    if op.cond is None or op.cond.what != "stat" or not _opens_after_failed(steps, i, failed):
        return False
    before = max(o.sentence for o in steps[:i] if o.sentence < op.sentence)
    return any(
        o.sentence == before
        and o.verb == "stat"
        and o.stat == op.cond.stat
        and o.target == op.cond.sel
        for o in steps[:i]
    )


def _sentence_skipped(
    rt: Any, steps: tuple[Op, ...], i: int, clauses: tuple[str, ...], ja: str, en: str
) -> Mark:
    """The step saying the sentence of ``steps[i]`` is not resolved (11.2.4, 11.2.5): it
    reaches every step of that sentence, from ``i`` on."""
    sentence = steps[i].sentence
    return Mark(
        clauses=clauses,
        touches=skipped_reach(rt, tuple(o for o in steps[i:] if o.sentence == sentence)),
        ja=ja,
        en=en,
    )


def _furthermore_skipped(steps: tuple[Op, ...], i: int, failed: set[int]) -> bool:
    """11.2.5: a sentence opened by 「さらに」 is resolved only if the sentence before it met its
    requirement (its 「…なら」 / 「…たら」; one not resolved met none)."""
    op = steps[i]
    before = [o.sentence for o in steps[:i] if o.sentence < op.sentence]
    return bool(before) and max(before) in failed and op.sentence != max(before)


def _as_many_as(rt: Rt, n_of: Sel, clauses: tuple[str, ...], verb_ja: str) -> Proc:
    """「（捨てた|置いた）枚数と同じ枚数…」: as many as the cards ``n_of`` names, counted now
    (11.8.5.1); the count is a step of its own, a reason of what follows (returned as the
    generator's value)."""
    ctx = rt.ctx
    counted = resolve_sel(rt, n_of)
    n = len(counted)
    s = yield Mark(
        clauses=clauses + ("11.8.5.1",),
        watch=sel_watch(rt, n_of),
        ja=f"{verb_ja}枚数は {'、'.join(label(ctx, u) for u in counted) or 'なし'} と同じ{n}枚",
        en=f"as many as {', '.join(label(ctx, u) for u in counted) or 'none'}: {n}",
    )
    rt.why += (s,)
    return n


def _ask(rt: Rt, what_ja: str, what_en: str, who: str | None = None) -> Proc:
    """Whether an optional step (「…してよい」) is done: asked of the fighter who does it — the
    master, or the fighter the text names (「相手は…コールしてよい」, 11.8.5.1)."""
    ok = yield Choose(
        who or rt.master, "optional", f"{what_ja}（任意）", f"{what_en} (optional)", (YES, NO)
    )
    return bool(ok)


PER = ("12.7.1", "12.7.1.1")


def per_clauses(op: Op) -> tuple[str, ...]:
    """The clauses of a 「XにつきYする」 (12.7.1), with what a count of kinds X rests on
    (``per_stat`` ``kinds:<value>``: 18.3.1 / 18.3.1.2, ``selectors.kinds_clauses``)."""
    if op.per is None:
        return ()
    kinds = op.per_stat[0] if op.per_stat is not None else ""
    return PER + (kinds_clauses(kinds.removeprefix("kinds:")) if kinds.startswith("kinds:") else ())


# 「…すべて」: the cards are not chosen (7.50.1.2); every one that matches now
ALL = ("7.50.1.2",)


def _per_x(rt: Rt, op: Op) -> tuple[int, list[str]]:
    """X of 「XにつきYする」 now: how many cards match ``op.per``, or the value ``per_stat`` of the
    unit(s) it names, counted in its steps (グレード１につき: the grade); and the cards read."""
    assert op.per is not None
    uids = resolve_sel(rt, op.per)
    if op.per_stat is None and op.per.distinct_names:
        # 「あなたのリアガードの名前の異なるカード１枚につき」: the most of them no two of which
        # share a name (12.6.2.2, 12.6.2.2.1), as a count condition reads it
        k = 0
        while k < len(uids) and _distinct_n(rt.ctx, uids, k + 1):
            k += 1
        return k, uids
    if op.per_stat is None:
        return len(uids), uids
    stat, step_ = op.per_stat
    if stat == "cards":  # 「２枚につき」: once per N of the cards
        return len(uids) // step_, uids
    if stat.startswith("kinds:"):
        # 「あなたのリアガードのグレードの種類数１つにつき」: how many different values the cards
        # have (18.3.1.2), once per N kinds (12.7.1)
        return kinds_count(rt.ctx, uids, stat.removeprefix("kinds:")) // step_, uids
    if stat.startswith("total:"):
        # 「あなたのソウルのカードのグレードの合計５につき」: the cards' values added up, once per
        # N of the total (12.7.1)
        got = (rt.ctx.card(u) for u in uids)
        total = sum(stat_of(rt.ctx, c, stat.removeprefix("total:")) or 0 for c in got if c)
        return max(total, 0) // step_, uids
    if stat != "grade":
        raise ValueError(f"a multiplier by the value {stat}")  # refused by the compiler
    total = 0
    for u in uids:
        from ruling.games._vg.values import grade_now

        v = grade_now(rt.ctx, u)
        total += max(v or 0, 0) // step_
    return total, uids


def _markers_erased_on_leaving(rt: Rt, op: Op, x: int) -> Proc:
    """「このユニットに置かれている龍樹マーカー１つにつき」 counted when the unit has left the circles:
    its markers were erased right after it left (15.8.4.4). Whether they are counted as they
    were when it left, or as they are now (none), is the audit's markers_erased_on_leaving —
    raised only where some were erased so; returns the count under the reading chosen."""
    from ruling.games._vg.markers import ERASED

    per = op.per
    if per is None or per.marker is None or per.on is None:
        return x
    erased = 0
    for u in resolve_sel(rt, per.on):
        if circle_of((rt.ctx.where(u) or ("", ""))[1]) is not None:
            continue
        erased += sum(1 for n in rt.ctx.state.vars.get(f"{ERASED}{u}") or () if n == per.marker)
    if not erased:
        return x
    return int(
        (
            yield unsettled.choose(
                rt.master,
                "vg",
                "markers_erased_on_leaving",
                {"at_resolution": x, "as_it_left": x + erased},
            )
        )
    )


def _per_times(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """12.7.1: Y is done X times; 12.7.2: X is fixed before the first Y and does not change
    until every Y is done."""
    x, read = _per_x(rt, op)
    x = yield from _markers_erased_on_leaving(rt, op, x)
    what = "、".join(label(rt.ctx, u) for u in read) or "なし"
    s = yield Mark(
        # X of 0 or less: Y is not done at all (1.3.2.2)
        clauses=clauses
        + per_clauses(op)
        + ("12.7.2",)
        + (rt.ctx.principle("non_positive_count") if x <= 0 else ()),
        watch=tuple(read),
        ja=f"「XにつきYする」: X＝{x}（{what}）をYの実行前に決定し、Yを{x}回実行する",
        en=f"「Y per X」: X = {x} ({what}) is fixed before Y starts; Y is done {x} time(s)",
    )
    rt.why += (s,)
    return x


def _measured(rt: Rt, by: Value, clauses: tuple[str, ...]) -> Proc:
    """「…のパワーを、そのユニットの元々のパワー分、増やす」 / 「パワー＋Zのパワーと同じ値」 /
    「パワー＋Zのパワーの半分（端数切り捨て）」: the amount is the value term (``ir.Value``) when
    the change is made (11.11.4: fixed then; its original value when 元々の, 5.1.3, 11.11.1.2;
    a half with the remainder dropped, as the card prints); no card named there: nothing is
    added (11.8.4.1.3)."""
    from ruling.games._vg import values

    original = by.stat.startswith("original_")
    stat = by.stat.removeprefix("original_")
    ctx = rt.ctx
    lk = gone_from(rt) if by.of.ref == "this" else None
    kept = lk.info.get(by.stat) if lk is not None else None
    us = [rt.source] if isinstance(kept, int) else resolve_sel(rt, by.of)
    if len(us) != 1:
        yield Mark(
            clauses=clauses + ("11.8.4.1.3",),
            ja="値を参照するカードがないため、増やす値は0",
            en="no card to read the value from: the increase is 0",
        )
        return 0
    u = us[0]
    if isinstance(kept, int):
        # 「このユニットをソウルに置く」 paid, then 「このユニットのパワーの半分」: its value as it
        # last was on the field (11.13.1)
        read = kept
        clauses = clauses + ("11.13.1",)
    else:
        read = values.original(ctx, u, stat) if original else int(getattr(values, stat)(ctx, u))
    n = read * by.times // by.div + by.plus
    now = None if original or isinstance(kept, int) else getattr(values, stat)(ctx, u)
    if values.is_infinite(now) and by.times == by.div == 1:
        # the value read is ∞: a value made the same as it is ∞ with its number (17.17.12.1.1)
        n = now + by.plus
    part_ja = f"の{by.div}分の1（端数切り捨て）" if by.div > 1 else ""
    part_en = f" divided by {by.div}, rounded down" if by.div > 1 else ""
    s = yield Mark(
        # 11.11.4: a value an effect refers to is fixed when it resolves
        clauses=clauses + ("11.11.4",) + (("11.11.1.2",) if original else ()),
        watch=(u,),
        ja=f"増やす値: {label(ctx, u)} の{'元々の' if original else ''}{STAT_JA[stat]}{part_ja}＝{n}",
        en=f"the increase: {label(ctx, u)}'s {'original ' if original else ''}{stat}{part_en} = {n}",
    )
    rt.why += (s,)
    return n


# 呪縛 (7.30.1): the unit turns face down, then stands (7.30.1.1): a locked card, with none of its
# information (7.30.1.2), its circle of the locked attribute while it is there (7.30.3)
LOCKED_STATE: dict[str, Any] = {"locked": True, "face_up": False, "orientation": "stand"}
LOCK_CLAUSES = ("7.30.1", "7.30.1.1", "7.30.1.2")


def lock_words(label: str) -> tuple[str, str]:
    return (
        f"{label} を呪縛する（裏向きにし、スタンドする）",
        f"{label} is locked (turned face down, then stood)",
    )


def after_lock(rt: Rt, c: Any, clauses: tuple[str, ...]) -> Proc:
    """What follows a unit's locking, by an effect or as a cost: a G unit on a rear-guard circle
    goes face up to its owner's G zone (7.30.4); the locked card is not the card it was, so the
    effects on it end (7.30.1.1); a token is erased and the rule processes of a locked card run
    (``locked.after_locked``: 15.4.3.3, 6.10.4)."""
    from ruling.games._vg.locked import after_locked

    if c.type == "g":
        yield Move(
            uid=c.uid,
            player=c.owner,
            zone="g_zone",
            face_up=True,
            clauses=clauses + ("7.30.4",),
            caused_by=rt.why,
            ja=f"呪縛された G ユニット {c.label} を G ゾーンに表向きで置く",
            en=f"the locked G unit {c.label} goes face up to the G zone",
        )
    yield from _new_card_effects_end(rt, c.uid, clauses + ("7.30.1.1",))
    yield from after_locked(rt.ctx, c.uid, clauses, rt.why)


def _set_on_targets(
    rt: Rt,
    op: Op,
    clauses: tuple[str, ...],
    applies: Callable[[Any, Any], bool],
    changes: dict[str, Any],
    cited: tuple[str, ...],
    say: Callable[[str], tuple[str, str]],
    then: Callable[[Any], Proc] | None = None,
    data: dict[str, Any] | None = None,
) -> Proc:
    """A keyword action that sets a state on each card the step names (呪縛 7.30.1, 解呪 7.31.1,
    デリート 7.32.1): the targets, less those an effect leaves out; each card where the action
    applies (``applies(card, where)``) gets ``changes`` citing ``cited``, then ``then(card)``;
    the cards acted on are recorded for a later step (``acted:<verb>``, ``done[<verb>]``).
    ``data``: what the change's event says of itself (``unlocked``: a stand not from rest,
    7.31.2, which no 「【スタンド】した時」 reads)."""
    assert op.target is not None
    us = yield from _targets(rt, op, clauses)
    us = yield from unaffected_left_out(rt, us, clauses)
    acted: list[str] = []
    for u in us:
        c = rt.ctx.card(u)
        w = rt.ctx.where(u)
        if c is None or w is None or not applies(c, w):
            continue
        ja, en = say(c.label)
        yield SetCard(
            uid=u,
            changes=changes,
            clauses=clauses + cited,
            caused_by=rt.why,
            ja=ja,
            en=en,
            data=data or {},
        )
        if then is not None:
            yield from then(c)
        acted.append(u)
    rt.data[f"acted:{op.verb}"] = acted
    rt.done[op.verb] = bool(acted)


def _while_deleted(ctx: Ctx, uid: str, stat: str) -> tuple[str, ...]:
    """A deleted unit's power changed after it was deleted is changed as usual (7.32.6), from
    the power it has as deleted (7.32.2)."""
    c = ctx.card(uid)
    deleted = c is not None and bool(c.states.get("deleted"))
    return ("7.32.6", "7.32.2") if deleted and stat == "power" else ()


def _new_card_effects_end(rt: Rt, uid: str, clauses: tuple[str, ...]) -> Proc:
    """A card an action makes a card other than the one it was (呪縛 7.30.1.1, 解呪 7.31.1.1:
    「元のカードと同じものとしては扱いません」): the effects on it end, as on a card that
    changed zone."""
    ids = tuple(e.id for e in rt.ctx.state.effects if e.target == uid)
    if not ids:
        return
    yield EndEffects(
        ids=ids,
        clauses=clauses,
        caused_by=rt.why,
        ja=f"{label(rt.ctx, uid)} は元のカードと同じものとしては扱わない: それへの効果は終わる",
        en=f"{label(rt.ctx, uid)} is not the card it was: the effects on it end",
    )


def _put_locked(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「…を(R)に呪縛カードとして置く」 (7.30.5): each card goes face down onto a rear-guard circle of
    the master's field as a locked card, no unit (no 登場); its owner picks the circle (7.30.5.1)
    unless the effect chose it (``dest_chosen``: its master did, 11.8.3.1.1),
    one circle each, none already locked (7.30.5.3); what was on that circle goes at once to its
    owner's drop (7.30.5.2)."""
    from ruling.games._vg.locked import is_locked_circle

    ctx = rt.ctx
    # the field the circles are on: the master's, the opponent's (「相手のリアガードサークルに」),
    # or the performer's own (「相手は…自分のリアガードサークルに」, 11.8.5.1)
    whose = dict(op.detail).get("dest_owner")
    m = (
        ctx.state.opponent(rt.master)
        if whose == "opponent"
        else rt.data.get("doer", rt.master)
        if whose == "self"
        else rt.master
    )
    assert op.target is not None
    us = yield from _targets(rt, op, clauses)
    us = yield from unaffected_left_out(rt, us, clauses)
    used: list[str] = []
    put: list[str] = []
    erased = False
    for u in us:
        c = ctx.card(u)
        if c is None:
            continue
        free = [
            x for x in open_circles(ctx, m) if x not in used and not is_locked_circle(ctx, m, x)
        ]
        if not free:
            continue
        # 「…を１つ選び、…をそこに呪縛カードとして置く」: the effect says which circle, its master
        # chose it (11.8.3.1.1); else the card's owner picks (7.30.5.1)
        chosen = ("dest_chosen", True) in op.detail
        pick = yield Choose(
            rt.master if chosen else c.owner,
            "circle",
            "呪縛カードとして置くリアガードサークル",
            "the rear-guard circle to put the locked card on",
            tuple(circle_option(m, x) for x in free),
            clauses + (("11.8.3.1.1",) if chosen else ("7.30.5.1",)) + ("7.30.5.3",),
        )
        for x in list(ctx.zone(m, circle(pick))):
            yield Move(
                uid=x.uid,
                player=x.owner,
                zone="drop",
                clauses=clauses + ("7.30.5.2",),
                caused_by=rt.why,
                ja=f"{x.label} は呪縛サークルになった{CIRCLE_JA[pick]}からドロップに置かれる",
                en=f"{x.label} goes to the drop from {pick}, now a locked circle",
            )
        protect = c.type == "protect"
        s = yield Move(
            uid=u,
            player=m,
            zone=circle(pick),
            face_up=False,
            orientation="stand",
            clauses=clauses + ("7.30.5",) + (("15.3.7",) if protect else ()),
            caused_by=rt.why,
            ja=f"{c.label} を{CIRCLE_JA[pick]}に呪縛カードとして置く（裏向き、ユニットではない）",
            en=f"{c.label} is put on {pick} as a locked card (face down, not a unit)",
        )
        used.append(pick)
        if protect:
            # 15.3.7: a protect locked from the hand is put on the circle (what was there has
            # gone to the drop, 7.30.5.2), then erased from it — not the move 15.3.6 replaces
            yield Erase(uid=u, clauses=clauses + ("15.3.7",), caused_by=(s,))
            erased = True
            continue
        yield SetCard(
            uid=u,
            changes={"locked": True, "face_up": False, "orientation": "stand"},
            caused_by=(s,),
            clauses=clauses + ("7.30.5", "7.30.1.2", "7.30.3"),
            ja=f"{c.label} は呪縛カード（{CIRCLE_JA[pick]}は呪縛サークル）",
            en=f"{c.label} is a locked card ({pick} is a locked circle)",
        )
        put.append(u)
    rt.data["moved"] = rt.data["acted:lock_put"] = put
    rt.done["lock_put"] = bool(put) or erased


def _not_done_as_mark(rt: Rt, gen: Proc, clauses: tuple[str, ...]) -> Proc:
    """A procedure of a game action run by card text: a refusal (``Reject``) there is the step
    not done (what it says, with its clauses), not the effect stopped. Each mark's step joins
    ``rt.why``; returns the tags of the marks made (``beast_fused`` …)."""
    tags: list[str] = []
    sent: Any = None
    while True:
        try:
            item = gen.send(sent)
        except StopIteration:
            return tags
        if isinstance(item, Reject):
            item = Mark(
                clauses=clauses + item.clauses,
                caused_by=rt.why,
                touches=item.touches,
                ja=item.ja,
                en=item.en,
            )
        sent = yield item
        if isinstance(item, (Mark, SetVar)) and isinstance(sent, int):
            rt.why += (sent,)
            if isinstance(item, Mark) and item.tag:
                tags.append(item.tag)


def _beast_fusion(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「それらを魔獣合成する」 (6.10.2): the units ``op.target`` names now, fused by
    ``_vg/fusion.fuse`` (one or none: not made, 6.10.2.2); ``done`` is whether it was made
    (「魔獣合成したなら」, 6.10.5, 6.10.5.1, 11.2.3)."""
    from ruling.games._vg.fusion import fuse

    assert op.target is not None
    units = resolve_sel(rt, op.target)
    tags = yield from _not_done_as_mark(
        rt, fuse(rt.ctx, {"units": units, "player": rt.master}), clauses
    )
    rt.done["beast_fusion"] = "beast_fused" in tags


def _put_marker(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「…を１体選び、「X」マーカーを置く」 (7.4.2, 15.8.2.2): a record marker named X on each unit
    ``op.target`` names (``_vg/markers.put``, its master the effect's, 15.8.5); no unit there,
    no place: it is not put (15.8.3, 15.8.3.1). ``done`` (「置いたなら」, 11.2.3) is whether one
    was put."""
    from ruling.games._vg import markers
    from ruling.games._vg.common import vkey

    assert op.target is not None
    ctx, m = rt.ctx, rt.master
    name = str(dict(op.detail).get("marker") or "")
    units = resolve_sel(rt, op.target)
    if not units:
        s = yield Mark(
            clauses=clauses + ("15.8.2.2", "15.8.3", "15.8.3.1"),
            caused_by=rt.why,
            # what the master's record markers are (none put): the player value ``markers``
            touches=(f"var:{vkey('markers', m)}",),
            ja=f"{name}マーカーを置く場所となるユニットがないため、{name}マーカーは置かれない",
            en=f"no unit to be the {name} marker's place: the marker is not put",
        )
        rt.why += (s,)
    before = len(ctx.state.vars.get(vkey(markers.KEY, m)) or [])
    for u in units:
        yield from _not_done_as_mark(
            rt, markers.put(ctx, {"unit": u, "name": name, "player": m}), clauses
        )
    # 「置いたなら」: the step before was this put (11.2.3)
    put = len(ctx.state.vars.get(vkey(markers.KEY, m)) or []) > before
    rt.done["put_marker"] = rt.done["move"] = put


def _retire_called_over(rt: Rt, m: str, called: list[str], clauses: tuple[str, ...]) -> Proc:
    """Cards called at once are put on their circles all at the same time (6.2.3.3) — each an
    appearance of its own that an 「登場した時」 hears, the unit called over still on its circle —
    and only then is each unit a called card shares a rear-guard circle with retired (6.2.3.4)."""
    from ruling.games._vg.turn import called_over

    ctx = rt.ctx
    over: dict[str, list[str]] = {}
    for u in called:
        w = ctx.where(u)
        on = circle_of(w[1]) if w is not None else None
        if on is None or on == "guardian" or on == "vanguard":
            continue
        here = [c.uid for c in ctx.zone(m, circle(on)) if c.uid not in called]
        if here:
            over[u] = here
    if not over:
        return None
    s = yield Mark(
        clauses=clauses + ("6.2.3.3", "6.2.3.4"),
        touches=tuple(x for xs in over.values() for x in xs),
        caused_by=rt.why,
        ja="同時にコールしたカードをすべてサークルに置いた後、コールしたユニット以外のユニットを退却させる",
        en="the cards called at once are all on their circles: the other units there are retired",
    )
    for u, here in over.items():
        # an effect's call: a superior call (6.2.2.2)
        yield from called_over(ctx, here, s, u, "superior")
    return None


def _guardian_call(rt: Rt, us: list[str], clauses: tuple[str, ...]) -> Proc:
    """「…を(G)にコールする」 by an effect (a superior call, 6.2.2.2): the cards go together to
    their master's guardian circle (6.2.3.3), rested (6.2.3.3.1), each a guardian guarding an
    attacked unit of its fighter (10.4.1.10; the only one, 10.4.1.10.1) — its shield added to
    that unit's power (6.2.4.1) — and, called in no battle, guarding none. A prohibition of
    calls to (G) (1.3.3 over 10.5.1.2.2) keeps a card where it is."""
    from ruling.games._vg.battle import guarded
    from ruling.games._vg.restrictions import guard_call_banned

    ctx, m = rt.ctx, rt.master
    battle = ctx.state.vars.get("battle") or {}
    attacked = [t for t in battle.get("attacked", []) if ctx.card(t) is not None]
    called: list[str] = []
    for u in us:
        c = ctx.card(u)
        w = ctx.where(u)
        if c is None or w is None:
            continue
        ban = guard_call_banned(ctx, m, c)
        if ban is not None:
            text, why, step = ban
            yield Reject(
                f"{c.label} を(G)にコールできません（効果により禁止：{text}）",
                f"{c.label} cannot be called to (G): an effect prohibits it ({text})",
                clauses + why,
                rt.why + ((step,) if step is not None else ()),
            )
            continue
        s = yield Move(
            uid=u,
            player=m,
            zone=circle("guardian"),
            orientation="rest",
            face_up=True,
            clauses=clauses + ("6.2.2.2", "6.2.3.3", "6.2.3.3.1", "4.9.2.4"),
            caused_by=rt.why,
            tag="called",
            data={"call_kind": "superior"},  # an effect's call: no normal call (6.2.2.2)
            ja=f"{m} は{ctx.zone_name(w[1])}の {c.label} をガーディアンサークルにコールする（レスト状態）",
            en=f"{m} calls {c.label} from the {ctx.zone_name(w[1], 'en')} to the guardian circle (rested)",
        )
        target, cl = yield from guarded(ctx, m, attacked, None, c.label)
        if target is not None:
            yield SetCard(
                uid=u,
                changes={"guards": target},
                caused_by=(s,),
                clauses=("10.4.1.10", *cl, "6.2.4", "6.2.4.1", *shieldless(c)),
                ja=f"{c.label} は {label(ctx, target)} をガードする（シールドの値だけパワーが増える）",
                en=f"{c.label} guards {label(ctx, target)} (its power goes up by the shield)",
            )
        called.append(u)
    rt.data["called"] = rt.data["acted:call"] = called
    rt.done["call"] = bool(called)


# the zone where a charge leaves its cards (7.27.1 the soul, 7.26.2 the damage zone face up)
CHARGE_ZONES = {"soul_charge": "soul", "counter_charge": "damage"}


def _charge_cards(ctx: Ctx, m: str, verb: str) -> set[str] | None:
    """The cards a charge of kind ``verb`` counts as charged in ``m``'s zone now: the soul's
    cards, the damage zone's face-up cards; None for another step."""
    zone = CHARGE_ZONES.get(verb)
    if zone is None:
        return None
    cards = ctx.zone(m, zone)
    return {c.uid for c in cards if zone != "damage" or c.face_up}


def _gain_info(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「(ユニットA)は(ユニットB)のパワーを得る」 (7.14.4: B's value added to A's — read as B's value
    now or fixed when the effect arose, the audit's gained_value_follows, both run) / 「…のカード名
    を得る」 (7.14.5: B's names held beside A's own), for the period (11.3.1.2)."""
    from ruling import unsettled
    from ruling.games._vg.common import where_circle
    from ruling.games._vg.selectors import names_of
    from ruling.games._vg.values import power

    ctx = rt.ctx
    assert op.target is not None
    d = dict(op.detail)
    until = effect_until(rt, op.until)
    period_ja = PERIOD_JA.get(op.until or "turn", "そのターン中")
    period_en = PERIOD_EN.get(op.until or "turn", "this turn")
    if "name" in d:
        # 「カード名「X」を得る」: the name said, held beside the card's own (7.14.5, 12.6.2.1)
        for u in resolve_sel(rt, op.target):
            yield AddEffect(
                target=u,
                stat="gained_name",
                op="set",
                value=d["name"],
                until=until,
                caused_by=rt.why,
                clauses=clauses + ("11.3.1.2", "7.14.5", "12.6.2.1"),
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"{period_ja}、{label(ctx, u)} はカード名「{d['name']}」を追加で持つ",
                en=f"{label(ctx, u)} also has the card name 「{d['name']}」 ({period_en})",
            )
        return
    info, src = d["info"], resolve_sel(rt, d["source"])
    b = ctx.card(src[0]) if len(src) == 1 else None
    if b is None:
        s = yield Mark(
            clauses=clauses + ("7.14.4" if info == "power" else "7.14.5",),
            caused_by=rt.why,
            ja="情報を得る元のカードが１枚に定まらないため、何も得ない",
            en="no one card to gain the information from: nothing is gained",
        )
        rt.why += (s,)
        return
    targets = [u for u in resolve_sel(rt, op.target) if u != b.uid]
    if info == "card_name":
        names = names_of(ctx, b)
        for u in targets:
            for n in names:
                yield AddEffect(
                    target=u,
                    stat="gained_name",
                    op="set",
                    value=n,
                    until=until,
                    caused_by=rt.why,
                    clauses=clauses + ("11.3.1.2", "7.14.5", "12.6.2.1"),
                    source=f"{label(ctx, rt.source)}: {rt.text}",
                    ja=f"{period_ja}、{label(ctx, u)} はカード名「{n}」を追加で持つ",
                    en=f"{label(ctx, u)} also has the card name 「{n}」 ({period_en})",
                )
        return
    was = power(ctx, b.uid)
    fixed = yield unsettled.choose(
        rt.master, "vg", "gained_value_follows", {"follows": False, "fixed": True}
    )
    for u in targets:
        yield AddEffect(
            target=u,
            stat="power" if fixed else "power_of",
            op="add",
            value=was if fixed else {"uid": b.uid, "at": where_circle(ctx, b.uid), "was": was},
            until=until,
            caused_by=rt.why,
            clauses=clauses + ("11.3.1.2", "7.14.4") + (("11.11.4",) if fixed else ()),
            source=f"{label(ctx, rt.source)}: {rt.text}",
            ja=f"{period_ja}、{label(ctx, u)} は {b.label} のパワー"
            + (f"（{was}）を得る（発生時の値）" if fixed else "を得る（その時々の値）"),
            en=f"{label(ctx, u)} gains {b.label}'s power"
            + (f" ({was}, as it was)" if fixed else " (as it is)")
            + f" ({period_en})",
        )


def _declare(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「（相手は）グレードを１つ宣言する」: the fighter doing the step names a grade (7.13.1; a
    proper one, 7.13.2: ``declare.GRADES``), its decision — answered by ``at: declare``, else
    branched on; kept for the later steps of the resolution (``declare.bind``)."""
    from ruling.games._vg.declaring import CLAUSES, GRADES

    field = dict(op.detail)["field"]
    who = _doer(rt)
    pick = yield Choose(
        who,
        "declare",
        "宣言するグレード",
        "the grade to declare",
        tuple(Option(str(g), f"グレード{g}", f"grade {g}", g) for g in GRADES),
        clauses + CLAUSES,
    )
    rt.data[f"declared:{field}"] = int(pick)
    s = yield Mark(
        clauses=clauses + CLAUSES,
        ja=f"{who} はグレード{pick}を宣言する",
        en=f"{who} declares grade {pick}",
    )
    rt.why += (s,)
    rt.done[_done_key(op)] = True


def _boost_instruction(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「ユニットAはユニットBをブーストする」 (7.47.1): a rested A, or a B not attacking, does
    nothing (7.47.1.1); a standing A rests and boosts the attacking B, from whatever circle,
    while both stay on their circles until the close step (7.47.1.2) — B's power goes up by A's
    as a boost's does (10.4.1.12.1, 11.11.1.8)."""
    from ruling.games._vg.common import where_circle
    from ruling.games._vg.values import power

    ctx = rt.ctx
    st = ctx.state
    assert op.target is not None
    a_ = resolve_sel(rt, op.target)
    b_ = resolve_sel(rt, dict(op.detail)["boosted"])
    if len(a_) > 1 or len(b_) > 1:
        # several units named where the instruction speaks of one unit A and one unit B
        yield Reject(
            "ブーストの指示が複数のユニットを指している（未対応）",
            "the boost instruction names several units (not supported)",
            clauses + ("7.47.1",),
            caused_by=rt.why,
            unsupported=True,
        )
        return
    battle = st.vars.get("battle")
    a = ctx.card(a_[0]) if a_ else None
    b = ctx.card(b_[0]) if b_ else None
    attacking = battle is not None and b is not None and battle.get("attacker") == b.uid
    if a is None or b is None or a.orientation != "stand" or not attacking:
        why_ja = (
            "ブーストするユニットがいない"
            if a is None
            else f"{a.label} はレスト状態"
            if a.orientation != "stand"
            else "ブーストされるユニットはアタックを行っていない"
        )
        s = yield Mark(
            clauses=clauses + ("7.47.1", "7.47.1.1"),
            caused_by=rt.why,
            touches=tuple(x.uid for x in (a, b) if x is not None),
            ja=f"{why_ja}ため、ブーストは何もしない",
            en="the booster is missing or rested, or the unit to boost is not attacking: the "
            "boost does nothing",
        )
        rt.why += (s,)
        return
    assert battle is not None
    if battle.get("booster"):
        # a second boost of the battle (7.47.1.2.1: each pair one boost): the battle keeps one
        yield Reject(
            f"{a.label} のブースト: このバトルにはすでにブーストしているユニットがいます（複数の"
            "ブーストの組は未対応）",
            f"{a.label}'s boost: the battle already has a booster (several boosting pairs are "
            "not supported)",
            clauses + ("7.47.1.2.1",),
            caused_by=rt.why,
            unsupported=True,
        )
        return
    r = yield SetCard(
        uid=a.uid,
        changes={"orientation": "rest"},
        clauses=clauses + ("7.47.1", "7.47.1.2"),
        caused_by=rt.why,
        ja=f"{a.label} をレストして {b.label} をブーストする",
        en=f"{a.label} rests and boosts {b.label}",
    )
    yield SetVar(
        key="battle",
        value=dict(battle, booster=a.uid, boosted=b.uid, booster_at=where_circle(ctx, a.uid)),
        caused_by=(r,),
        tag="boost",
        # the pair is deemed to have boosted once (7.47.1.2.1): a boost begun by A on B makes
        # 'A boosted B' and 'B was boosted by A' happen (1.3.7.3) — 「ブーストされた時」 hears it
        data={"uid": a.uid, "boosted": b.uid, "instruction": True},
        clauses=("7.47.1.2", "7.47.1.2.1", "10.4.1.12.1", "11.11.1.8"),
        ja=f"{a.label} が {b.label} をブーストしている（パワー+{power(ctx, a.uid)}）",
        en=f"{a.label} boosts {b.label} (+{power(ctx, a.uid)} power)",
    )


# the values a 「…が増加した / 減少した時」 can watch (``_vg/cardtext._value_change_event``)
WATCHED_VALUES = ("power", "shield", "critical")


def _period_effect(
    rt: Rt,
    op: Op,
    target: str,
    stat: str,
    verb: str,
    value: Any,
    clauses: tuple[str, ...],
    ja: str,
    en: str,
) -> AddEffect:
    """The continuous effect this text makes on `target` for the period the step says (11.3.1.2;
    ``effect_until``), caused by what the text did so far: the caller names what it does."""
    return AddEffect(
        target=target,
        stat=stat,
        op=verb,
        value=value,
        until=effect_until(rt, op.until),
        caused_by=rt.why,
        clauses=clauses,
        source=f"{label(rt.ctx, rt.source)}: {rt.text}",
        ja=ja,
        en=en,
    )


def _prohibit_units(
    rt: Rt,
    op: Op,
    m: str,
    stat: str,
    value: Any,
    rule: str,
    clauses: tuple[str, ...],
    ja: str,
    en: str,
) -> Proc:
    """「そのターン中、<units> は<ja>」: each unit `op.target` names is prohibited (`stat`, by the
    rule clause `rule`) for the effect's period (11.3.1.2). A described group (「…すべて」) is
    fixed on the units there now (11.11.4, the engine's reading), or a rule of the game for the
    period that binds a unit arriving later too (11.11.5): the audit's
    group_prohibition_later_units. `m`: who does the step (the master, or the fighter named)."""
    assert op.target is not None
    period_ja = PERIOD_JA.get(op.until or "turn", "そのターン中")
    period_en = PERIOD_EN.get(op.until or "turn", "this turn")
    if op.target.ref is None and op.target.bound == "all":
        reading = yield unsettled.choose(
            m, "vg", "group_prohibition_later_units", {"fixed": "fixed", "rule": "rule"}
        )
        if reading == "rule":
            yield _period_effect(
                rt,
                op,
                m,
                "ban_group",
                "prohibit",
                (stat, op.target, rt.program, rt.source),
                clauses + ("11.3.1.2", rule, "11.11.5"),
                f"{period_ja}、ゲームのルールとして、記述にあてはまるユニットは{ja}（後から置かれたユニットも）",
                f"as a rule of the game, the units so described {en}, units put there later "
                f"too ({period_en})",
            )
            return
    for u in resolve_sel(rt, op.target):
        yield _period_effect(
            rt,
            op,
            u,
            stat,
            "prohibit",
            value,
            clauses + ("11.3.1.2", rule),
            f"{period_ja}、{label(rt.ctx, u)} は{ja}",
            f"{label(rt.ctx, u)} {en} ({period_en})",
        )


def _delay_point_ja(when: Any) -> str:
    """The timing a delayed trigger waits for, in words: 「そのバトル終了時」 / 「そのターン終了時」 /
    「次のあなたのターン開始時」 (the fighter named from the ability's master's side)."""
    if ("next", "turn") in when.detail:
        who = "あなた" if when.owner == "you" else "相手"
        return f"次の{who}のターン{'開始' if when.point == 'start' else '終了'}時"
    return f"{'そのバトル' if when.phase == 'battle' else 'そのターン'}終了時"


def _delay_point_en(when: Any) -> str:
    if ("next", "turn") in when.detail:
        who = "your" if when.owner == "you" else "the opponent's"
        return f"the {when.point} of {who} next turn"
    return f"the end of that {when.phase}"


# (keyword, zone) -> the clause that names a card the keyword's resolution puts in that zone
# (14.22.3: the card 天啓 puts from the top of the deck into the soul is 「天啓の効果で置かれた」)
KEYWORD_PUT: dict[tuple[str, str], tuple[str, ...]] = {("revelation", "soul"): ("14.22.3",)}


def run_op(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """One step; a value change (``stat``) where an ability waits for a value to go up or down
    (「このユニットのパワーが増加した時」) is followed by the changes it made: each unit's value
    before and after (``_values_changed``)."""
    from ruling.games._vg.autos import listens_for
    from ruling.games._vg.dominate import any_dominated

    yield from _this_is_new(rt, op, clauses)
    if any_dominated(rt.ctx) and op.verb != "dominate":
        return (yield from _dominated_moved(rt, op, clauses))
    if (
        op.verb != "stat"
        or rt.data.get("values_watched")
        or not listens_for(rt.ctx, "value_changed")
    ):
        return (yield from _run_op(rt, op, clauses))
    before = _unit_values(rt.ctx)
    rt.data["values_watched"] = True
    touched: set[str] = set()  # the units the step gave a value change to
    gen = _run_op(rt, op, clauses)
    got = None
    try:
        ev = next(gen)
        while True:
            if isinstance(ev, AddEffect):
                touched.add(str(ev.target))
            ev = gen.send((yield ev))
    except StopIteration as stop:
        got = stop.value
    finally:
        rt.data.pop("values_watched", None)
    yield from _values_changed(rt, op, before, touched)
    return got


def _this_is_new(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """A step acting on 「このユニット」 / 「このカード」 whose card has moved since the ability
    was played, to another zone (not circle to circle): 4.1.8 「サークルからサークルへの移動でない
    領域間の移動を行う場合…新しい領域における新しいカードであるとみなされます」 — the card there is
    not the card the text names, so the step does not act on it (``selectors.resolve_sel`` names
    nothing). A check made on that card, resting on the move that made it new (「そのバトル終了時、
    このユニットを(R)にコールする」 after the guardian was retired: it stays in the drop)."""
    from ruling.games._vg.autos import _became

    if op.target is None or op.target.ref != "this" or not rt.source:
        return
    c = rt.ctx.card(rt.source)
    if c is None or still_here(rt) or where_it_went(rt):
        return
    s = _became(rt.ctx, rt.source)
    yield Mark(
        clauses=clauses + ("4.1.8",),
        touches=(rt.source,),
        caused_by=(s,) if s is not None else (),
        ja=f"{label(rt.ctx, c.uid)} は移動して新しいカードになっており、この能力が「この」と呼ぶカードではない（{op.verb}）",
        en=f"{label(rt.ctx, c.uid)} moved and is a new card: not the card this ability names ({op.verb})",
    )


def _dominated_moved(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """A step run while a unit is dominated (7.39): a dominated unit it moves to a zone not a
    circle goes to its owner's zone of that name (7.39.4, 7.39.4.1 — cited on the move); one it
    moves to another circle (7.39.4.2), or into a zone not its owner's, is refused (not built),
    as is a dominated unit leaving where an automatic ability could see it leave (whose it is,
    7.39.2, 11.9.4.2, not built)."""
    from ruling.games._vg.autos import _listeners
    from ruling.games._vg.dominate import dominated

    ctx = rt.ctx
    doms = {u for u, _by, _o in dominated(ctx)}
    autos = any(
        ab.program is not None and ab.program.kind == "auto"
        for c, _pl, _z in _listeners(ctx)
        for ab in programs(ctx, c.uid)
    )
    was = {u: (ctx.where(u), c.placed) for u in doms if (c := ctx.card(u)) is not None}
    gen = _run_op(rt, op, clauses)
    got = None
    try:
        ev = next(gen)
        while True:
            if isinstance(ev, (Move, MoveMany)):
                moved = set((ev.uid,) if isinstance(ev, Move) else ev.uids) & doms
                if moved:
                    ev = _dominated_move(ctx, ev, moved, autos)
            elif isinstance(ev, Do) and autos and ev.params.get("card") in doms:
                raise Unsupported(
                    "a dominated unit acted on where an automatic ability may see it (whose it "
                    "is: 7.39.2, 11.9.4.2)"
                )
            ev = gen.send((yield ev))
    except StopIteration as stop:
        got = stop.value
    for u, (w0, placed) in was.items():
        c, w = ctx.card(u), ctx.where(u)
        if c is None or w is None or w0 is None or (w == w0 and c.placed == placed):
            continue
        if circle_of(w[1]) is not None and w[0] == c.owner:
            continue  # to its owner's other circle: cited on the move (7.39.4.3)
        if circle_of(w[1]) is not None:
            raise Unsupported("a dominated unit moved to another circle (7.39.4.2)")
        if w[0] != c.owner:
            raise Unsupported(f"a dominated unit moved into a zone not its owner's ({w[0]})")
        # the move a procedure made (「退却させる」 is the retire action, 7.18.1): where it went
        s = yield Mark(
            clauses=clauses + ("7.39.4", "7.39.4.1"),
            caused_by=rt.why,
            watch=(u,),
            touches=(u, f"{w[0]}.{w[1]}", f"{w0[0]}.{w0[1]}"),
            ja=f"支配状態だった {c.label} はサークルでない領域に移動したので、オーナー（{c.owner}）の"
            f"{w[1]}に置かれる",
            en=f"the dominated {c.label} moved to a zone not a circle: it is in its owner's "
            f"({c.owner}) {w[1]}",
        )
        rt.why += (s,)
    return got


def _dominated_move(ctx: Ctx, ev: Move | MoveMany, moved: set[str], autos: bool) -> Any:
    """The move ``ev`` of the dominated units ``moved``: to a zone not a circle, its owner's
    (7.39.4.1, cited on the move); to another circle of its owner's, made by the usual rules
    (7.39.4.3: neither 7.39.4.1 nor 7.39.4.2 applies); else refused (not built — a circle of
    another fighter's is kept from the move by ``_dominated_to_circle``, 7.39.4.2)."""
    if autos:
        raise Unsupported(
            "a dominated unit leaving its circle where an automatic ability may see it (whose it "
            "is: 7.39.2, 11.9.4.2)"
        )
    if circle_of(ev.zone) is not None:
        for u in moved:
            c = ctx.card(u)
            if c is None or c.owner != ev.player:
                raise Unsupported("a dominated unit moved to another circle (7.39.4.2)")
        return replace(ev, clauses=tuple(dict.fromkeys((*ev.clauses, "7.39.4", "7.39.4.3"))))
    for u in moved:
        c = ctx.card(u)
        if c is None or c.owner != ev.player:
            raise Unsupported(f"a dominated unit moved into a zone not its owner's ({ev.player})")
    return replace(ev, clauses=tuple(dict.fromkeys((*ev.clauses, "7.39.4", "7.39.4.1"))))


def _dominate(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「相手のリアガードを１枚選び、（このターン中、）支配する」 (7.39.1): each unit named on a
    rear-guard circle is dominated by this effect's master (7.39.1.1) for the period printed (this
    turn), else only while this effect resolves (7.39.1.2, ended by ``end_domination``); a unit
    dominated already is not dominated again (7.39.1.1.2); a vanguard too (its attack: 7.39.3,
    7.39.7, ``battle``). Refused (not built): another period (7.39.1.2.1), a unit in legion
    (7.39.1.4), a unit with automatic abilities (played by the dominating fighter, 7.39.2.3.1)."""
    from ruling.games._vg.common import is_unit
    from ruling.games._vg.dominate import DOMINATED, PERIODS, dominator

    ctx = rt.ctx
    if op.until not in PERIODS:
        raise Unsupported(f"支配する for the period {op.until} (7.39.1.2.1)")
    us = yield from _targets(rt, op, clauses)
    us = yield from unaffected_left_out(rt, us, clauses)
    acted: list[str] = []
    for u in us:
        c, w = ctx.card(u), ctx.where(u)
        where = circle_of(w[1]) if w is not None else None
        if c is None or w is None or where is None or not is_unit(c):
            continue
        from ruling.games._vg.legion import in_legion

        if where != "vanguard" and where not in open_circles(ctx, w[0]):
            raise Unsupported("a dominated guardian (7.39.1.2.1)")
        if in_legion(ctx, c):
            # 7.39.1.4: the unit it is in legion with is dominated too — not built
            raise Unsupported("dominating a unit in legion (7.39.1.4)")
        if dominator(ctx, u) is not None:
            s = yield Mark(
                clauses=clauses + ("7.39.1.1.2",),
                caused_by=rt.why,
                watch=(u,),
                ja=f"{c.label} はすでに支配状態なので、さらに支配状態にはならない",
                en=f"{c.label} is dominated already: it is not dominated again",
            )
            rt.why += (s,)
            continue
        if w[0] == rt.master:
            raise Unsupported("a fighter dominating its own unit (7.39.1)")
        abs_ = programs(ctx, u)
        if any(ab.program is None or ab.program.kind == "auto" for ab in abs_) or (
            c.text and not abs_
        ):
            # its 【起】 the dominating fighter plays (7.39.2.3, ``abilities.activate``), its
            # 【永】 work with that fighter as their master (7.39.2, ``continuous._working``);
            # an automatic ability (who plays it, 7.39.2.3.1) or one not read: not built
            raise Unsupported(
                "a dominated unit with automatic abilities (played by the dominating fighter, "
                "7.39.2.3, 7.39.2.3.1)"
            )
        period = ("7.39.1.2",) if op.until is None else ()
        s = yield AddEffect(
            target=u,
            stat=DOMINATED,
            op="set",
            value=rt.master,
            until="turn",
            caused_by=rt.why,
            clauses=clauses + ("7.39.1", "7.39.1.1") + period,
            source=f"{label(ctx, rt.source)}: {rt.text}",
            ja=f"{c.label} を{PERIOD_JA.get(op.until or '', 'この効果の解決中')}、{rt.master} が支配する",
            en=f"{rt.master} dominates {c.label} "
            f"({PERIOD_EN.get(op.until or '', 'while this effect resolves')})",
        )
        rt.why += (s,)
        acted.append(u)
    if op.until is None:
        rt.data.setdefault("dominated_while_resolving", []).extend(acted)
    rt.data["acted:dominate"] = acted
    rt.done["dominate"] = bool(acted)


def end_domination(rt: Rt) -> Proc:
    """7.39.1.2: a domination with no period printed lasts only while its effect resolves — it
    ends as the effect's resolution ends (its unit no longer dominated, 7.39.1.1)."""
    from ruling.games._vg.dominate import DOMINATED

    us = set(rt.data.pop("dominated_while_resolving", ()))
    ids = tuple(e.id for e in rt.ctx.state.effects if e.stat == DOMINATED and e.target in us)
    if ids:
        yield EndEffects(
            ids=ids,
            clauses=("7.39.1.2",),
            caused_by=rt.why,
            ja="効果の解決が終わり、その効果による支配状態が終わる",
            en="the effect has resolved: the domination it made ends",
        )
    # a fighter's state made with no period, read as lasting while the effect resolves
    # (``state_without_period``'s reading ``while_resolving``)
    made = set(rt.data.pop("state_while_resolving", ()))
    ids = tuple(e.id for e in rt.ctx.state.effects if e.id in made)
    if ids:
        yield EndEffects(
            ids=ids,
            clauses=("7.42.1",),
            caused_by=rt.why,
            ja="効果の解決が終わり、期間の指定のない状態が終わる",
            en="the effect has resolved: the state it made with no period ends",
        )


def _unit_values(ctx: Ctx) -> dict[tuple[str, str], int]:
    """(uid, value) -> the value now, of every unit on a circle."""
    from ruling.games._vg import values

    out: dict[tuple[str, str], int] = {}
    for pl in ctx.state.players:
        for z in ctx.state.players[pl].zones:
            if circle_of(z) is None:
                continue
            for c in ctx.zone(pl, z):
                for stat in WATCHED_VALUES:
                    out[(c.uid, stat)] = int(getattr(values, stat)(ctx, c.uid))
    return out


def _values_changed(rt: Rt, op: Op, before: dict[tuple[str, str], int], touched: set[str]) -> Proc:
    """A value changed to a higher one has increased, to a lower one decreased (1.3.6) —
    whatever the instruction said: an 「＋」 that left it lower is a decrease, and the reverse
    (1.3.6.1); one the step's change left where it was neither (said: what a 「増加した時」
    rests on). Each change is marked (``value_changed``) for the triggers that wait for it."""
    now = _unit_values(rt.ctx)
    for (uid, stat), was in before.items():
        after = now.get((uid, stat))
        if after is None:
            continue
        if after == was:
            if uid in touched and stat == op.stat:
                yield Mark(
                    clauses=("1.3.6",),
                    # for the triggers that wait for a change of it: the reason they do not fire
                    tag="value_unchanged",
                    data={"uid": uid, "stat": stat, "before": was, "after": was},
                    ja=f"{label(rt.ctx, uid)} の{STAT_JA.get(stat, stat)}は{was}のまま変わらない:"
                    "増加も減少もしていない",
                    en=f"{label(rt.ctx, uid)}'s {stat} stays {was}: it neither increased nor"
                    " decreased",
                )
            continue
        up = after > was
        said = op.amount if op.stat == stat and not op.set_to else None
        against = said is not None and (said > 0) != up and said != 0
        yield Mark(
            clauses=("1.3.6",) + (("1.3.6.1",) if against else ()),
            tag="value_changed",
            data={
                "uid": uid,
                "stat": stat,
                "before": was,
                "after": after,
                "dir": "up" if up else "down",
            },
            ja=f"{label(rt.ctx, uid)} の{STAT_JA.get(stat, stat)}が{was}から{after}に{'増加' if up else '減少'}した",
            en=f"{label(rt.ctx, uid)}'s {stat} {'increased' if up else 'decreased'} from {was} to {after}",
        )


def _run_op(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    ctx, m = rt.ctx, rt.master
    st = ctx.state
    # a unit the step leaves unsaid, with nothing before it to act on: this unit (11.8.5.3)
    clauses = clauses + dict(op.detail).get("unsaid", ())
    # what the verb printed means or does (``Vocab.verb_clauses``: 7.10.1.1 「見せる」 is 公開する,
    # 7.10.4; 7.25.3 a blast paid as part of an effect): cited where the step is carried out
    clauses = clauses + tuple(dict(op.detail).get("said", ()))
    if dict(op.detail).get("slashed"):
        clauses = clauses + ("11.8.3.1.3",)  # steps separated by 「/」: each carried out
    # a step a keyword stands for in this effect (「救援１」, 14.19.1.1): its clauses
    kw = dict(op.detail).get("keyword")
    if kw is not None:
        clauses = clauses + KEYWORD_MEANING_CLAUSES.get(kw, ())
    if op.performer == "each":
        # 「あなたと相手は、それぞれ…」: each player does it, the turn fighter first (1.3.4); what
        # they choose is chosen together (the next step acts on all of it)
        picked: list[str] = []
        # cards chosen in a non-public zone (the hand, the deck): the turn fighter chooses
        # without revealing them, then the other (1.3.4.1)
        private = {z.id for z in ctx.game.zones if not z.public}
        hidden = op.target is not None and bool(set(op.target.zones) & private)
        both = ("1.3.4", "1.3.4.1") if hidden else ("1.3.4",)
        for pl in st.order():
            rt.chosen = []
            who = "you" if pl == m else "opponent"
            yield from run_op(rt, replace(op, performer=who), clauses + both)
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
    elif m != st.turn.player:
        # the non-turn fighter does it: the effect's master, as the master of its ability
        # (3.2.2.5.1 / 11.8.5.1 with 3.2.2.x) — what decides who acts is then worth a citation
        clauses = (
            clauses + ctx.principle("master_does") + ctx.principle(f"master_of_{rt.program.kind}")
        )
    if op.until in TURN_PERIOD_OF:
        until = yield from turn_period(rt, op.until, clauses)
        if until is None:
            return
        op = replace(op, until=until)
    if op.optional:
        ok = yield from _ask(rt, f"{op.verb} をする", f"do {op.verb}", m)
        if not ok:
            rt.done[_done_key(op)] = False
            return
    if op.per is not None and op.verb not in ("stat", "per_group"):
        # 「XにつきYする」: X fixed first, then Y done X times (12.7.1, 12.7.2); a value change
        # multiplies its amount instead (below)
        times = yield from _per_times(rt, op, clauses)
        for _ in range(times):
            yield from run_op(rt, replace(op, per=None, per_stat=None, optional=False), clauses)
        return
    # choosing, looking and revealing change nothing in the game: an ability that only did
    # these has not changed the game's state (12.3.2.2, 12.3.3.2); nor does finding cards by a
    # search (7.11.2: what the step after it does with them does)
    acted_before = rt.acted
    # (nor does a declaration, 7.13.1: information named)
    if op.verb not in (
        "choose",
        "choose_ability",
        "search",
        "look",
        "reveal",
        "shuffle",
        "declare",
    ):
        rt.acted = True
    if op.verb == "shuffle":
        # a shuffle moves, turns and changes no card: whether it changes the game's state
        # (12.3.2.2, 12.3.3.2) is the audit's limit_shuffle_only (``autos._shuffle_only``)
        rt.data["acted:shuffle"] = True
    if op.each is not None:
        yield from _each(rt, op, clauses)
        return
    if op.verb == "draw":
        before = len(ctx.zone(m, "hand"))
        held = {c.uid for c in ctx.zone(m, "hand")}
        n = yield from replaced_count(rt, op, clauses)
        n_of = dict(op.detail).get("n_of")
        if n_of is not None:
            # 「同じ枚数引く」 / 「捨てた枚数と同じ枚数引く」: as many as those cards, counted now
            n = yield from _as_many_as(rt, n_of, clauses, "引く")
        yield Do(
            "draw", {"player": m, "amount": n}, clauses=clauses + ("11.8.5.1",), caused_by=rt.why
        )
        rt.done["draw"] = len(ctx.zone(m, "hand")) > before
        # 「２枚引いたなら」: the cards drawn (11.2.3)
        rt.data["acted:draw"] = [c.uid for c in ctx.zone(m, "hand") if c.uid not in held]
    elif op.verb in ("soul_charge", "energy_charge", "counter_charge") or op.verb in BLASTS:
        before = _charged(ctx, m)
        held = _charge_cards(ctx, m, op.verb)
        n = yield from replaced_count(rt, op, clauses)
        if op.verb in BLASTS:
            n = yield from _next_act_reduced(rt, op.verb, m, n)
        # 「N枚カウンターブラストする」 (7.24.4.1 / 7.25.4.1): the blast spelled as a verb, not an
        # effect's 「…を払う」 instruction, the only one 7.24.3 / 7.25.3 make all-or-nothing (an
        # optional one, 「…してよい。そうしたら」, left to the audit's points: may a blast that can
        # be done only in part be chosen?)
        spelled = (
            op.verb in BLASTS
            and not op.optional
            and any(c in ("7.24.4.1", "7.25.4.1") for c in dict(op.detail).get("said", ()))
        )
        params: dict[str, Any] = {"player": m, "amount": n}
        if spelled:
            params["spelled"] = True
        yield Do(op.verb, params, clauses=clauses, caused_by=rt.why)
        rt.done[op.verb] = _charged(ctx, m) != before  # 11.2.3: what it did, read after
        if not rt.done[op.verb] and op.verb in BLASTS and n:
            # a payment printed in the effect that could not be made (7.24.3 / 7.25.3 / 7.49.2:
            # 「その指示は実行できません」): what reads that it was not done rests on that step
            rt.why += (ctx.last,)
        if held is not None:
            # 「(ソウル)チャージしたカード」: the cards this charge put into the soul (7.27.1) or
            # turned face up (7.26.2), for a later step (nouns._acted)
            now = _charge_cards(ctx, m, op.verb) or set()
            put = [c.uid for c in ctx.zone(m, CHARGE_ZONES[op.verb]) if c.uid in now - held]
            rt.data[f"acted:{op.verb}"] = rt.data["acted:charge"] = put
            if op.verb == "soul_charge":
                # 「ソウルに置かれたカード」 after a soul charge: the cards it put there (7.27.1)
                rt.data["acted:to:soul"] = put
            rt.done["charge"] = bool(put)
    elif op.verb == "choose" and ("what", "column") in op.detail:
        yield from _choose_columns(rt, op, clauses)
    elif op.verb in ("choose", "search"):
        assert op.target is not None
        # the steps this choice makes before it (a card left out as 「選べない」, 7.50.2; none
        # left to choose, 11.8.4.1.3): what is chosen rests on them
        since = len(rt.why)
        op = yield from _filter_replaced(rt, op, clauses)
        assert op.target is not None
        target = op.target
        # a card the description leaves out only by a value not given: branched on, or stated
        # (``values.branch_candidates``)
        cands = yield from branch_candidates(
            ctx, lambda: resolve_sel(rt, target), m or "", rt.text, clauses
        )
        if ("joined", True) in op.detail:
            # the second part of one choice (「Xと、他のYを１枚選び」): a card the first part chose
            # is already among the things chosen, not chosen twice (7.50.1: that number of things)
            cands = [u for u in cands if u not in rt.chosen]
        again = [u for u in cands if u in rt.data.get("not_again", ())]
        if again:
            # 「XにつきYする」 with a choice in Y: what an earlier time chose cannot be chosen
            # again until every time is done (12.7.3)
            cands = [u for u in cands if u not in again]
            s0 = yield Mark(
                clauses=clauses + ("12.7.3",),
                ja=f"{'、'.join(label(ctx, u) for u in again)} は前の回で選んだので選べない",
                en=f"{', '.join(label(ctx, u) for u in again)}: chosen an earlier time, not again",
            )
            rt.why += (s0,)
        locked = _locked_not_oriented(rt, target, cands)
        if locked:
            # 「レストしている」 / 「スタンドしている」 read of a locked card: it is neither (7.30.1.3)
            s0 = yield Mark(
                clauses=clauses + ("7.30.1.2", "7.30.1.3"),
                watch=locked,
                touches=locked,
                ja=f"{'、'.join(label(ctx, u) for u in locked)} は呪縛カードであり、スタンド状態でも"
                "レスト状態でもないため、この記述に当てはまらない",
                en=f"{', '.join(label(ctx, u) for u in locked)} is a locked card, neither standing "
                "nor rested: the description does not take it",
            )
            rt.why += (s0,)
        searching = op.verb == "search"
        if searching and "deck" in op.target.zones and ctx.zone(m, "deck"):
            # 7.11.1: a search looks at every card of the place searched — of the deck, a look
            # at the deck (the first of this effect's, 7.7.4, triggers 「山札を見た時」)
            first = not rt.data.get("looked_deck")
            rt.data["looked_deck"] = True
            s_look = yield Mark(
                clauses=clauses + ("7.11.1",),
                touches=(f"{m}.deck",),
                tag="looked",
                data={"doer": m, "deck_of": m, "first": first, "by": rt.source, "by_master": m},
                ja=f"{m} は探すために山札のカードをすべて見る",
                en=f"{m} looks at every card of the deck to search it",
            )
            rt.why += (s_look,)
        if dict(op.detail).get("count") == "circle":
            # 「相手のヴァンガードを選び」 (no number printed): the units its words name, on one
            # circle (4.9.2.6) — each chosen, as a choice of that many (11.8.4, 7.50.1), not a
            # process on things with no number that chooses none (7.50.1.2)
            op = replace(op, n=max(len(cands), 1), bound="exact")
            clauses = clauses + ("4.9.2.6",)
        if op.bound == "all":
            rt.chosen = cands
            rt.data[f"acted:{op.verb}"] = cands  # 「３枚以上選んだなら」 (11.2.3)
            rt.done[op.verb] = bool(cands)
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
        # 「それぞれ別名の、グレード３か４の…」: said of each alternative description, it holds
        # across the cards chosen by all of them (before: read only when said of the whole)
        distinct = op.target.distinct_names or (
            bool(op.target.alts) and all(a.distinct_names for a in op.target.alts)
        )
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
        # 7.11.2: a hidden zone may be searched without finding what is there; 7.11.3: in a
        # public zone a card there must be found (``_search_bound``)
        bound = chosen_bound
        search_cl: tuple[str, ...] = ("7.11.1", "7.11.2")
        if searching:
            bound, search_cl = yield from _search_bound(rt, op, cands)
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
        at_random = ("random", True) in op.detail
        if at_random:
            # 「ランダムに選ぶ」: chosen by chance among the cards named, each equally likely (12.4.1,
            # 12.4.2) — no player's choice
            clauses = clauses + ("12.4.1", "12.4.2")
        fits = _goal_fits(ctx, op)
        for group in groups:
            picks += yield from _pick(
                rt,
                group,
                n,
                "exact" if at_random else bound,
                ("search", "見つけ出すカード", "card to find") if searching else None,
                search_cl
                if searching
                else ("11.8.4", "11.8.4.1", "7.50.1") + (("12.4.1", "12.4.2") if at_random else ()),
                distinct,
                at_random,
                fits,
            )
        if places:
            clauses = clauses + ("11.8.6",)
        if len(picks) < n * len(groups) and bound == "exact" and not picks and not searching:
            # none could be chosen: the target is not chosen and every effect on it is ignored
            # (what follows reads it: 「退却させなかったなら」)
            none_s = yield Mark(
                clauses=("11.8.4.1.3",)
                + ctx.principle("impossible")
                # a keyword's clause that says so of its own part (14.22.2.1)
                + MEANING_SHORT.get(rt.program.keyword or "", ()),
                # what the step rests on (a condition met: 「退却させなかったなら、…選び」)
                caused_by=rt.why,
                watch=sel_watch(rt, op.target),  # why none could be chosen
                # the zones the target was to come from stay as they are because of it
                touches=tuple(
                    f"{pl}.{z}"
                    for pl in _owners(ctx, op.target.owner, m, _doer(rt))
                    for z in op.target.zones
                    if ctx.game.zone(z) is not None
                )
                # and the cards the description's values left out (「グレード２以上の相手のリア
                # ガード」 with grade-1 ones only): they stay where they are because of it
                + _left_out_by_values(rt, op.target, cands)
                # and what the rest of its sentence would have done with the card chosen (the
                # hand 「手札に加える」 would have put it into): as it was because of it
                + skipped_reach(
                    rt,
                    tuple(o for o in rt.program.steps if o.sentence == op.sentence and o != op),
                ),
                ja="選べる対象がないため目標は選ばれず、その目標にかかわる効果はすべて無視される",
                en="no target can be chosen: none is, and every effect on it is ignored",
            )
            rt.why += (none_s,)
        elif len(picks) < n * len(groups) and bound == "exact":
            yield Mark(
                clauses=("11.8.4.1.2",),
                ja=f"選べる対象が{len(picks)}枚しかないので、可能な限り選ぶ",
                en=f"only {len(picks)} target(s) can be chosen: as many as possible",
            )
        named = op.target.names or op.target.contains
        treated = named and any(treated_name(ctx, ctx.card(u)) for u in picks)  # type: ignore[arg-type]
        # and, a unit chosen being dominated, that the dominating fighter's description names it
        # (7.39.2: 「あなたのリアガード」 includes it) or the original master's leaves it out
        belonged = description_clauses(ctx, op.target, picks) + dominion_clauses(
            rt, op.target, picks, counted=False
        )
        # fewer than the number could be chosen: as many as possible, the effect given to them
        # (11.8.4.1.2) — the choice itself rests on it
        fewer = bool(picks) and len(picks) < n * len(groups) and bound == "exact"
        # a search of a hidden zone that found fewer than it could: a card there meeting the
        # description need not be chosen (11.8.4.1.4, with 7.11.2)
        left = searching and "7.11.2" in search_cl and len(picks) < min(n, len(cands))
        s = yield Mark(
            clauses=clauses
            + (search_cl if searching else ("11.8.4", "7.50.1"))
            # a number named (「１枚選び」): the master must choose up to it as far as possible and
            # may not leave a choice it can make (11.8.4.1) — what makes even a lone target chosen
            # (a search of a public zone too: the card there must be found, 7.11.3)
            + (("11.8.4.1",) if picks and bound == "exact" else ())
            + (("11.8.4.1.4",) if left else ())
            + (("11.8.4.1.2",) if fewer and not searching else ())
            # as many candidates as the number named, no more: the choice is forced by what
            # could be chosen, and the keyword's clause on its part with none to choose is read
            # and found not to apply (14.22.2.1: not every rear-guard is rested — the one left
            # standing is the one rested)
            + (
                MEANING_SHORT.get(rt.program.keyword or "", ())
                if picks and bound == "exact" and not searching and len(picks) == len(cands)
                else ()
            )
            # 「可能な限り２体選び」: chosen so that the number comes as near as it can (1.3.2.4); with
            # fewer there, the part that can be done is done (1.3.2)
            + (
                ("1.3.2.4",) + (ctx.principle("impossible") if fewer else ())
                if ("as_possible", True) in op.detail
                else ()
            )
            # 「…まで選び」: any number from 0 to it (11.8.4.1.1; 1.3.5.1 「～まで」 with no lower
            # bound allows 0)
            + (
                ("11.8.4.1.1", "1.3.5.1")
                if bound == "up_to" and op.bound != "any" and not searching
                else ()
            )
            # none chosen (0 of 「…まで」): the target is not chosen, and every effect on it is
            # ignored (11.8.4.1.3)
            + (("11.8.4.1.3",) if bound == "up_to" and not picks and not searching else ())
            + (TREATED if treated else ())
            + (also_named_clauses(ctx, picks, op.target.names) if named else ())
            + belonged
            + sel_clauses(op.target),
            watch=sel_watch(rt, op.target),
            # 「このユニットが…の能力で選ばれた時」: the cards an effect chose (7.50.1, 11.8.4)
            tag=None if searching or not picks else "chosen",
            data=(
                {}
                if searching or not picks
                else {
                    "uids": list(picks),
                    "by": rt.source,
                    "by_master": rt.master,
                    "doer": m,
                    "by_vanguard": _by_vanguard(rt),
                    "by_keyword": rt.program.keyword,
                }
            ),
            caused_by=rt.why[since:],
            ja=f"{m} は {'、'.join(label(ctx, u) for u in picks) or 'なにも'} を{'見つけ出す' if searching else '選ぶ'}",
            en=f"{m} {'finds' if searching else 'chooses'} {', '.join(label(ctx, u) for u in picks) or 'nothing'}",
        )
        for u in picks:  # 「山札から探したなら」: where each was found (11.2.3)
            w = ctx.where(u)
            if w is not None:
                rt.done[f"{op.verb}:from:{w[1]}"] = True
        if ("joined", True) in op.detail:
            # 「手札から１枚と、リアガードを１枚選び」: the second part of one choice — the cards
            # chosen are those of both parts (7.50.1.1)
            picks = [*rt.chosen, *picks]
        rt.chosen = picks
        rt.data[f"acted:{op.verb}"] = picks  # 「３枚以上選んだなら」 (11.2.3)
        rt.done[op.verb] = bool(picks)
        rt.data.pop("that", None)
        rt.why += (s,)
    elif op.verb == "stat":
        assert op.target is not None and op.stat is not None
        if op.until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        t = op.target
        if t.ref is None and t.count and t.bound in ("exact", "up_to") and op.n is None:
            # 「あなたのユニット２枚のパワー＋3000」: a number of cards with no 「選ぶ」 is a
            # choice of that many (7.50.1.1), not every unit of the description
            picked = replace(op, n=t.count, bound=t.bound, target=replace(t, count=None))
            targets = yield from _targets(rt, picked, clauses)
        else:
            targets = resolve_sel(rt, t)
            if t.ref is None and t.count is None:
                # 「相手のヴァンガードのパワー－5000」: cards named with no number (as 「すべて」)
                # are not chosen (7.50.1.2): 「選ばれない」 does not keep one out
                yield from not_chosen_noted(rt, targets, clauses, "数を指定せずに対象とし")
        targets = yield from unaffected_left_out(rt, targets, clauses)
        if not targets:
            s = yield Mark(
                clauses=clauses + ("11.8.4.1.3",) + rt.ctx.principle("impossible"),
                ja="対象がいないため、この変更は行われません",
                en="no unit to apply it to: the change is not made",
            )
            rt.why += (s,)
            rt.acted = acted_before  # nothing changed (12.3.2.2 reads whether the game did)
        times = 1
        if op.per is not None:
            times = yield from _per_times(rt, op, clauses)
        by = dict(op.detail).get("by_value")
        if by is not None:
            op = replace(op, amount=(yield from _measured(rt, by, clauses)))
        amount0, replaced = amount_now(rt, op)
        if not op.set_to:
            amount0 = int(amount0)  # an ∞ value read as an increase: its number (17.17.12)
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
        elif not paid_for:
            yield from not_replaced(rt, op, clauses, f"{op.amount:+d}")
        factor = dict(op.detail).get("times")
        if factor is not None:
            # 「…のパワーは２倍になる」: an increase by the value now times N-1, fixed from then on
            # (11.11.4.1.1; applied among the increases, 11.11.1.7)
            from ruling.games._vg import values

            for u in targets:
                now = int(getattr(values, op.stat)(ctx, u))
                diff = now * (int(factor) - 1)
                yield _period_effect(
                    rt,
                    op,
                    u,
                    op.stat,
                    "add",
                    diff,
                    clauses
                    + ("11.3.1.2", "11.11.4", "11.11.4.1.1", "11.11.1.7")
                    + _while_deleted(ctx, u, op.stat),
                    f"{label(ctx, u)} の{STAT_JA[op.stat]}を{factor}倍にする: 解決時点の{now}を増加分として{diff:+d}（{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}）",
                    f"{label(ctx, u)}'s {op.stat} times {factor}: {diff:+d}, the value {now} at "
                    f"resolution as the increase ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
                )
            return
        if ("to_equal", True) in op.detail:
            # 「…と同じになるまで増減する」: by the difference now, fixed from then on (11.11.4.1)
            from ruling.games._vg import values

            for u in targets:
                diff = amount0 - int(getattr(values, op.stat)(ctx, u))
                yield _period_effect(
                    rt,
                    op,
                    u,
                    op.stat,
                    "add",
                    diff,
                    clauses
                    + ("11.3.1.2", "11.11.4", "11.11.4.1")
                    + _while_deleted(ctx, u, op.stat),
                    f"{label(ctx, u)} の{STAT_JA[op.stat]}{diff:+d}（{amount0}と同じになるまでの差分、{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}）",
                    f"{label(ctx, u)} gets {op.stat} {diff:+d} (the difference to {amount0}, {PERIOD_EN.get(op.until or 'turn', 'this turn')})",
                )
            return
        if op.set_to:
            # 「…をNにする」: always N (11.11.1.9); 「元々の…をNにする」: the original value
            # (11.11.1.2); the cards are fixed when it is made (11.11.4)
            original = ("original", True) in op.detail
            from ruling.games._vg import values

            amount: Any = op.amount
            inf: tuple[str, ...] = ()
            if ("infinite", True) in op.detail:
                # 「∞にする」: the number 0, the value in the ∞ state (17.17.12.1)
                amount, inf = values.Inf(op.amount), ("17.17.12", "17.17.12.1")
            elif values.is_infinite(amount):
                # the same value as an ∞ one: ∞, with its number (17.17.12.1.1)
                inf = ("17.17.12", "17.17.12.1.1")
            for u in targets:
                yield AddEffect(
                    target=u,
                    stat=f"base_{op.stat}" if original else op.stat,
                    op="set",
                    value=values.stored(amount),
                    until=effect_until(rt, op.until),
                    master=rt.master,
                    caused_by=rt.why,
                    clauses=clauses
                    + ("11.3.1.2", "11.11.4", "11.11.1.2" if original else "11.11.1.9")
                    + inf,
                    source=f"{label(ctx, rt.source)}: {rt.text}",
                    ja=f"{label(ctx, u)} の{'元々の' if original else ''}{STAT_JA[op.stat]}を{amount!r}にする（{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}）",
                    en=f"{label(ctx, u)}'s {'original ' if original else ''}{op.stat} becomes {amount!r} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
                )
            return
        if targets:
            # the amounts this effect changed a value by (「この効果で＋10000したなら」)
            rt.data["changed"] = (*rt.data.get("changed", ()), amount0 * times)
        for u in [t for t in targets for _ in range(times)]:
            for stat, amount in ((op.stat, amount0), *op.more):
                yield _period_effect(
                    rt,
                    op,
                    u,
                    stat,
                    "add",
                    amount,
                    clauses
                    + ("11.3.1.2", "11.11.4")
                    + (ALL if op.target.bound == "all" else ())
                    + description_clauses(ctx, op.target, (u,))
                    # the words of the description (「リアガード」: the units on circles of that
                    # attribute, 4.9.2.6), as a choice of the same words cites them
                    + sel_clauses(op.target)
                    + _tracked(rt, op, u)
                    + _while_deleted(ctx, u, stat),
                    f"{label(ctx, u)} の{STAT_JA[stat]}{amount:+d}（{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}）",
                    f"{label(ctx, u)} gets {stat} {amount:+d} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
                )
    elif op.verb == "no_hit":
        if not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        assert op.target is not None
        for u in resolve_sel(rt, op.target):
            # 「相手のカードにヒットされない」: only a card of its master's opponent does not hit it
            # (``value`` "opponent", read with ``master`` by the damage step)
            by = dict(op.detail).get("by")
            yield AddEffect(
                target=u,
                stat="no_hit",
                value=by or 1,
                master=rt.master,
                until="battle",
                caused_by=rt.why,
                clauses=clauses + ("11.3.1.2",),
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"そのバトル中、{label(ctx, u)} は{'相手のカードに' if by else ''}ヒットされない",
                en=f"this battle, {label(ctx, u)} cannot be hit"
                + (" by its opponent's cards" if by else ""),
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
        us = yield from unaffected_left_out(rt, us, clauses)
        if op.verb == "retire":
            us = yield from _kept_from_drop(rt, us, clauses)
        unchanged: set[str] = set()

        def each(clauses: tuple[str, ...]) -> Proc:
            for u in us:
                # a vanguard too is a card on the field: retiring moves it to the drop (7.18.1)
                if op.verb == "retire" and circle_of((ctx.where(u) or ("", ""))[1]) is None:
                    continue
                by = {
                    "by": rt.source,
                    "by_master": rt.master,
                    "doer": m,
                    "by_vanguard": _by_vanguard(rt),
                    "by_keyword": rt.program.keyword,
                }
                was = ctx.where(u)
                if was is not None:
                    # 「退却させたユニットがいた(R)」: where the card was when this step moved it
                    rt.data.setdefault("was_at", {})[u] = was
                before = c_.orientation if (c_ := ctx.card(u)) is not None else None
                yield Do(op.verb, {"player": m, "card": u, **by}, clauses=clauses, caused_by=rt.why)
                if op.verb in ("stand", "rest") and before == op.verb:
                    # a unit already so is not stood / rested again (1.3.2.1): 「【スタンド】した
                    # なら」 is not met by it (11.2.3)
                    unchanged.add(u)

        if op.verb == "retire" and len(us) > 1:
            # one step retiring several units moves them to the drop together (4.1.9: cards
            # put in a zone at once): one moment, whose 「２枚以上同時に退却した時」 counts them
            yield AtOnce(each(clauses + ("4.1.9",)))
        else:
            yield from each(clauses)
        rt.data["moved"] = rt.data[f"acted:{op.verb}"] = us
        rt.done[op.verb] = any(u not in unchanged for u in us)
    elif op.verb == "remove":
        # 「このカードを除外する」: out of the game (7.19.1)
        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        for u in us:
            yield Do("remove", {"player": m, "card": u}, clauses=clauses, caused_by=rt.why)
        rt.data["moved"] = rt.data["acted:remove"] = us
        rt.done["remove"] = bool(us)
    elif op.verb == "swap":
        # 「XとYの位置を入れ替える」 (7.8.1): X goes to Y's circle and Y to X's, at once; a move
        # of each (7.34.1.1). Only two rear-guards of one fighter's field: a card that cannot go to
        # the other's circle (a vanguard, another fighter's field, a locked circle, not on a
        # circle) makes the whole swap not done (7.8.2)
        assert op.target is not None
        other = dict(op.detail).get("with")
        zones = _exchanged_zones(rt, op)
        if zones is not None:
            yield from _exchange_zones(rt, zones, clauses)
            return
        pair = resolve_sel(rt, op.target)
        if other is not None:
            cands = [u for u in resolve_sel(rt, other) if u not in pair]
            if len(pair) == 1 and len(cands) > 1:
                cands = yield from _pick(rt, cands, 1, "exact", None, ("7.50.1", "7.50.1.1"))
            pair = pair + cands[:1]
        wheres = [ctx.where(u) for u in pair]
        # a rear-guard and a card of its fighter's hand swap too (7.8.1: each to the other's
        # area): the hand card goes to the circle, the unit to the hand
        on_circle = [w is not None and circle_of(w[1]) not in (None, "vanguard") for w in wheres]
        in_hand = [w is not None and w[1] == "hand" for w in wheres]
        ok = (
            len(pair) == 2
            and all(c or h for c, h in zip(on_circle, in_hand, strict=True))
            and any(on_circle)
            and len({w[0] for w in wheres if w is not None}) == 1
            and not any(ctx.card(u) is None or ctx.card(u).states.get("locked") for u in pair)  # type: ignore[union-attr]
        )
        if not ok:
            s = yield Mark(
                clauses=clauses + ("7.8.1", "7.8.2"),
                ja="入れ替える２枚のリアガードがそろわない（または互いのサークルへ移動できない）ので、入れ替えは実行されない",
                en="there are not two rear-guards that can go to each other's circle: the swap is not done",
            )
            rt.why += (s,)
            rt.done["swap"] = False
            return
        (pa, za), (pb, zb) = wheres  # type: ignore[misc]
        a, b = pair
        for u, pl, z, was in ((a, pb, zb, za), (b, pa, za, zb)):
            # a card from the hand is put on the circle standing, nothing saying otherwise
            # (4.3.2.3); a unit from a circle to the hand leaves the field (4.1.8)
            from_hand = was == "hand"
            yield Move(
                uid=u,
                player=pl,
                zone=z,
                orientation="stand" if from_hand else None,
                face_up=True if from_hand else None,
                new_card=from_hand,
                clauses=clauses
                + ("7.8.1",)
                + (
                    ("4.3.2.3",)
                    if from_hand
                    else ("4.1.8",)
                    if z == "hand"
                    else ("7.34.1.1", "4.1.8")
                ),
                caused_by=rt.why,
                ja=f"{label(ctx, u)} を{'手札' if z == 'hand' else CIRCLE_JA.get(str(circle_of(z)), z)}に移動する（入れ替え）",
                en=f"{label(ctx, u)} moves to {circle_of(z) or z} (swapped)",
            )
        rt.data["moved"] = rt.data["acted:swap"] = [a, b]
        rt.done["swap"] = True
    elif op.verb == "gauge":
        # 「…を(このユニットの)(名称)ゲージとして(表で)置く」: each card to its owner's gauge zone
        # (7.40.1), associated with the unit named (7.40.2) or, a named gauge with no unit named,
        # its master (7.40.7); named (7.40.3)
        assert op.target is not None
        put = op
        if op.target.pos in ("top", "bottom") and op.bound == "up_to" and op.n:
            # 「山札の上から２枚まで…ゲージとして置く」: the number is chosen first, then that many
            # cards move to the gauge zone (7.40.4) — not one card at a time, seen before the next
            k = yield Choose(
                m,
                "count",
                f"ゲージとして置く枚数（０～{op.n}枚）",
                f"how many cards to put as gauge (0 to {op.n})",
                tuple(Option(str(k), f"{k}枚", str(k), k) for k in range(op.n + 1)),
                clauses + ("7.40.4", "11.8.4.1.1", "1.3.5.1"),
            )
            s = yield Mark(
                clauses=clauses + ("7.40.4",),
                ja=f"{m} は {k} 枚を置くと決める（枚数を選んでから移動する）",
                en=f"{m} chooses to put {k} card(s) (the number first, then the move)",
            )
            rt.why += (s,)
            put = replace(op, n=int(k), bound="exact")
        us = (yield from _targets(rt, put, clauses)) if put is op or put.n else []
        us = yield from unaffected_left_out(rt, us, clauses)
        d = dict(op.detail)
        of = d.get("of")
        host: str | None = m if of == "master" else None
        if of is not None and of != "master":
            hosts = resolve_sel(rt, of)
            if len(hosts) != 1:
                us = []  # no unit (or not one) to put it to: nothing is put (11.8.4.1.3)
            else:
                host = hosts[0]
        by = {
            "by": rt.source,
            "by_master": rt.master,
            "doer": m,
            "by_vanguard": _by_vanguard(rt),
            "by_keyword": rt.program.keyword,
        }
        for u in us:
            params = {"player": m, "card": u, "of": host, "name": d.get("name"), "by": by}
            params["face"] = "up" if d.get("face") == "face_up" else None
            yield Do("gauge", params, clauses=clauses + ("7.40.1",), caused_by=rt.why)
        rt.data["moved"] = us
        rt.done["gauge"] = bool(us)
    elif op.verb == "gauge_move":
        # 「…の冠ゲージを、あなたのヴァンガードに移動する」 (7.40.6): each gauge card's association
        # is cancelled and made with the card the goal names (one, chosen by the master when
        # several are named — a lone one too, the card the move is to be made to, 7.40.6); its
        # zone does not change (7.40.6.1). A card that is no gauge is not moved so; onto a card
        # whose owner or master is not the gauge card's, the move is not done (7.40.6.2) — a
        # dominated unit's master being the dominating fighter (7.39.1, 7.39.1.1), its owner not
        from ruling.games._vg.dominate import dominator

        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        us = [u for u in us if (w := ctx.where(u)) is not None and w[1] == "gauge"]
        to = dict(op.detail)["to"]
        hosts = resolve_sel(rt, to)
        if us and hosts:
            hosts = yield from _pick(
                rt, hosts, 1, "exact", ("choose", "移動先のカード", "card to move to"), clauses
            )
        moved: list[str] = []
        for u in us if hosts else []:
            c, h = ctx.card(u), ctx.card(hosts[0])
            assert c is not None and h is not None
            if c.states.get("gauge_of") == h.uid:
                continue
            hw, cw = ctx.where(h.uid), ctx.where(u)
            by = dominator(ctx, h.uid)
            h_master = by or (hw[0] if hw is not None else h.owner)
            c_master = cw[0] if cw is not None else c.owner
            if h.owner != c.owner or h_master != c_master:
                yield Reject(
                    "オーナーかマスターが異なるカードのゲージにはできません",
                    "it cannot become the gauge of a card with another owner or master",
                    clauses + ("7.40.6.2",) + (("7.39.1", "7.39.1.1") if by is not None else ()),
                )
                continue
            # the association it had is cancelled (4.15.3.5), remembered as the fact it was
            # that unit's gauge (4.15.3.4): read when that unit leaves the circles
            was = c.states.get("gauge_of")
            yield SetCard(
                uid=u,
                changes={"gauge_of": h.uid, "gauge_player": None, "gauge_was_of": was},
                clauses=clauses + ("7.40.6", "7.40.6.1", "4.15.3") + (("4.15.3.5",) if was else ()),
                caused_by=rt.why,
                ja=f"{label(ctx, u)} の関連付けを {label(ctx, h.uid)} に移す（ゲージを移動する）",
                en=f"{label(ctx, u)} is associated with {label(ctx, h.uid)} instead (gauge moved)",
            )
            moved.append(u)
        rt.data["moved"] = moved
        rt.done["gauge_move"] = rt.done["move"] = bool(moved)
    elif op.verb == "lock":
        # 「相手のリアガードを１枚選び、呪縛する」 (7.30.1): each unit named on a circle is locked
        # (``after_lock``); a card already locked is left as it is
        yield from _set_on_targets(
            rt,
            op,
            clauses,
            lambda c, w: circle_of(w[1]) is not None and not c.states.get("locked"),
            LOCKED_STATE,
            LOCK_CLAUSES,
            lock_words,
            lambda c: after_lock(rt, c, clauses),
        )
    elif op.verb == "dominate":
        yield from _dominate(rt, op, clauses)
    elif op.verb == "lock_put":
        yield from _put_locked(rt, op, clauses)
    elif op.verb == "beast_fusion":
        yield from _beast_fusion(rt, op, clauses)
    elif op.verb == "leave_growth_origins":
        # 「成長元をこのリアガードサークルに残して」 (17.16.6.7): the move after it leaves them
        from ruling.games._vg.growth import leave_step

        assert op.target is not None
        rt.data["leave_growth_origins"] = True
        yield from leave_step(ctx, resolve_sel(rt, op.target), rt.why)
    elif op.verb == "put_marker":
        yield from _put_marker(rt, op, clauses)
    elif op.verb == "unlock":
        # 「あなたの呪縛カードを１枚選び、解呪する」 (7.31.1): a locked card turns face up, out of
        # the locked state, standing (7.31.2: not a unit that stood from rest, nothing triggers on
        # standing); it is no 登場 (7.31.4). A card not locked is left as it is.
        yield from _set_on_targets(
            rt,
            op,
            clauses,
            lambda c, w: bool(c.states.get("locked")),
            {"locked": None, "face_up": True, "orientation": "stand"},
            ("7.31.1", "7.31.1.1", "7.31.2", "7.31.4"),
            lambda label: (
                f"{label} を解呪する（表向き、スタンド状態。スタンドしたものとはみなさない）",
                f"{label} is unlocked (face up, standing; it did not stand from rest)",
            ),
            # 7.31.1.1: the unlocked card is not the card it was — the effects on it end
            lambda c: _new_card_effects_end(rt, c.uid, clauses + ("7.31.1.1",)),
            # standing, not deemed to have gone from rest to stand (7.31.2), as at the end
            # phase (9.11.3, ``locked.unlock_at_end``)
            data={"unlocked": True},
        )
    elif op.verb == "imprison":
        # 「相手のリアガードを１枚選び、収容する」 (17.5.1.1): each card named goes to the order zone
        # of the fighter carrying out the step, imprisoned, when that fighter has a prison (a set
        # order of subtype 監獄) there — else nothing happens (17.5.1.1's condition)
        from ruling.games._vg.specific import imprison

        assert op.target is not None
        for uid in resolve_sel(rt, op.target):
            yield from imprison(rt.ctx, {"card": uid, "player": rt.master, "by_text": clauses})
    elif op.verb == "store":
        # 「…を基地にスカウトする」 / 「…を庭園にエンゲージする」 (17.11.1.2, 17.11.1.3): each card
        # named stored in the order zone of the fighter carrying the step out, when a set order
        # of the subtype is there (17.11.2.1)
        from ruling.games._vg.storage import store

        d = dict(op.detail)
        stored = []
        for u in (yield from _targets(rt, op, clauses)):
            if (yield from store(ctx, m, u, str(d["subtype"]), str(d["act"]), rt.why, clauses)):
                stored.append(u)
        rt.done["store"] = bool(stored)
    elif op.verb in ("sing", "operate"):
        # 「…曲を1枚選び、歌う」 (17.7.2) / 「…プロダクトを１枚選び、稼働させる」 (17.12.2): the
        # card's event, nothing else (``_vg/order_acts``)
        from ruling.games._vg.order_acts import order_act

        us = yield from _targets(rt, op, clauses)
        yield from order_act(rt.ctx, op.verb, list(us), rt.master, clauses, rt.why)
    elif op.verb == "time_leap":
        # 「あなたのリアガードを２枚まで選び、タイムリープする」 (7.33.1.1, ``_vg/time_leap``)
        from ruling.games._vg.time_leap import time_leap

        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        yield from time_leap(rt, us, clauses)
    elif op.verb == "delete":
        # 「相手のヴァンガードをデリートする」 (7.32.1): each unit named on a circle turns face down
        # where it is, the same unit (its stand / rest state kept, 7.32.3): a deleted unit, its
        # power less its printed power and its printed text lost (7.32.2: values.power,
        # continuous.programs), its face visible to all (7.32.5)
        yield from _set_on_targets(
            rt,
            op,
            clauses,
            lambda c, w: circle_of(w[1]) is not None and not c.states.get("deleted"),
            {"deleted": True, "face_up": False},
            ("7.32.1", "7.32.2", "7.32.3", "7.32.5"),
            lambda label: (
                f"{label} をデリートする（裏向き。表記パワー分パワーが減り、表記テキストを失う）",
                f"{label} is deleted (face down; less its printed power, its printed text lost)",
            ),
        )
        yield from _deleted_original_power(rt, list(rt.data.get("acted:delete") or ()))
    elif op.verb == "damage":
        # 「相手のヴァンガードに１ダメージを与える」: each vanguard named takes N damage (7.35.1),
        # applied by the rule processes at the next check timing (7.35.2.2, 13.6)
        assert op.target is not None
        us = resolve_sel(rt, op.target)
        several: tuple[str, ...] = ()
        if op.target.count is None and len(us) > 1:
            from ruling.games._vg.legion import partner

            # 「ヴァンガードに…ダメージを与える」 with no number of vanguards named and several
            # there: each takes the damage (7.35.2.1) — a legion's leader and mate are both
            # vanguards (6.4.3.2), so the mate takes it too (only an attack is the leader's
            # alone, 6.4.3.2.2; battle damage the leader's critical, 10.7.1.4)
            several = ("7.35.2.1",)
            if any(
                (c := ctx.card(u)) is not None
                and c.states.get("legion_role") == "mate"
                and partner(ctx, c) is not None
                for u in us
            ):
                several += ("6.4.3.2",)
        # 「…に(数値)ダメージ。」: 「…に(数値)ダメージを与える。」 (7.35.2)
        shorthand = ("7.35.2",) if ("shorthand", True) in op.detail else ()
        for u in us:
            c = ctx.card(u)
            if c is not None:
                yield Do(
                    "damage",
                    {
                        "to": c.owner,
                        "amount": op.n or 0,
                        "source": rt.source,
                        # skill damage: its source the effect's (11.5.2.2)
                        "skill": True,
                        "by_master": rt.master,
                        "by_vanguard": _by_vanguard(rt),
                    },
                    clauses=clauses + shorthand + several + ("7.35.2.2",),
                    caused_by=rt.why,
                )
        rt.done["damage"] = bool(us)
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
        # each card from the hand (or deck, or gauge zone: 7.9.1) it is in, by that zone's player:
        # 「相手は自分の手札から１枚選び、捨てる」 — the opponent's card, discarded by the opponent
        # (11.8.5.1); 「…の冠ゲージを１枚選び、捨てる」: a gauge card
        us = [
            u for u in us if (w := ctx.where(u)) is not None and w[1] in ("hand", "deck", "gauge")
        ]
        for pl in ctx.state.order():
            mine = [u for u in us if (ctx.where(u) or ("", ""))[0] == pl]
            if mine:
                # made by the ability (「…の能力で捨てられた時」 reads who did it, 11.9.2)
                by = {
                    "by": rt.source,
                    "by_master": rt.master,
                    "doer": m,
                    "by_vanguard": _by_vanguard(rt),
                    "by_keyword": rt.program.keyword,
                }
                yield Do(
                    "discard",
                    {"player": pl, "cards": mine, **by},
                    clauses=clauses + (("11.8.5.1",) if pl != m else ()),
                    caused_by=rt.why,
                )
        rt.data["moved"] = rt.data["acted:discard"] = us
        rt.done["discard"] = bool(us)
    elif op.verb == "move":
        assert op.target is not None and op.dest is not None
        from ruling.games._vg.specific import move_card

        n_of = dict(op.detail).get("n_of")
        if n_of is not None:
            # 「山札の上から、置いた枚数と同じ枚数のカードをドロップゾーンに置く」: as many as
            # those cards, counted now (11.8.5.1), from the top of the pile (none: none moved)
            n = yield from _as_many_as(rt, n_of, clauses, "置く")
            op = replace(op, n=n)
        us = [] if op.n == 0 else (yield from _targets(rt, op, clauses))
        us = yield from unaffected_left_out(rt, us, clauses)
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
        to_whom = dict(op.detail).get("dest_owner")  # 「あなたのソウルに」: whose zone
        # one card put on top of the deck it lies on top of (「山札の上から１枚見て、山札の上に戻
        # す」: looking moved nothing, 7.7.1): the game's state is as it was (12.3.2.2, 12.3.4.2)
        in_place = (
            op.dest == "deck"
            and where != "bottom"
            and len(us) == 1
            and (c0 := ctx.card(us[0])) is not None
            and ctx.where(us[0]) == (c0.owner, "deck")
            and ctx.zone(c0.owner, "deck")[0].uid == us[0]
        )
        for u in list(us):
            c = ctx.card(u)
            assert c is not None
            dest_player = {"you": m, "opponent": ctx.state.opponent(m)}.get(str(to_whom))
            moved_over = False
            if dest_player is not None and dest_player != c.owner:
                # 4.1.13: a card does not go to a zone of a fighter other than its owner unless a
                # rule or an effect says so specifically; whether the effect naming the zone's
                # fighter is such a word the text does not settle (the audit's
                # ``move_into_other_fighters_zone``): both readings are run, the engine's first
                moved_over = yield unsettled.choose(
                    m, "vg", "move_into_other_fighters_zone", {"not_moved": False, "moved": True}
                )
            if dest_player is not None and dest_player != c.owner and not moved_over:
                yield Reject(
                    f"{c.label} のオーナーは {c.owner} なので、{dest_player} の{ctx.zone_name(op.dest)}には移動しません",
                    f"{c.label}'s owner is {c.owner}: it does not go to {dest_player}'s "
                    f"{ctx.zone_name(op.dest, 'en')}",
                    clauses + ("4.1.13",),
                    rt.why,
                    (u, f"{dest_player}.{op.dest}"),
                )
                us.remove(u)
                continue
            bottom = where == "bottom"
            was = ctx.where(u)
            if was is not None:
                # 「置いたユニットがいた(R)」: where the card was when this step moved it
                rt.data.setdefault("was_at", {})[u] = was
            # who moved it: an ability of this card, and whether it is its master's vanguard
            # now (「…あなたのヴァンガードの能力でバインドされた時」)
            by_v = _by_vanguard(rt)
            yield from move_card(
                ctx,
                u,
                dest_player if moved_over and dest_player else c.owner,
                op.dest,
                clauses
                + (("4.1.13",) if moved_over else ("11.8.5.2",))
                # 「ソウルに置き」 naming no fighter: the owner's zone (4.1.12), which decides
                # where the card goes when its owner is not the ability's master
                + (("4.1.12",) if to_whom is None and c.owner != m else ())
                + (("7.29.1",) if op.dest == "bind" else ())
                # a card a keyword ability's resolution puts in a zone is the card 「put by that
                # keyword's effect」 its rule defines (``KEYWORD_PUT``: 天啓, 14.22.3)
                + KEYWORD_PUT.get((rt.program.keyword or "", op.dest), ())
                # the zone's name as the text printed it, where the rules define that spelling
                # (「ドロップ」 is the drop zone, 4.7.3; ``ruling/games/definitions.toml``)
                + defined_term("vg", rt.text, "effect", f"zone:{op.dest}")
                # a unit put from the field into the drop is treated as retired (7.18.2)
                + (
                    ("7.18.2",)
                    if op.dest == "drop" and was is not None and circle_of(was[1]) is not None
                    else ()
                ),
                f"{c.label} を{ctx.zone_name(op.dest)}{'の下' if bottom else ''}に置く",
                f"{c.label} goes to the {'bottom of the ' if bottom else ''}{ctx.zone_name(op.dest, 'en')}",
                caused_by=rt.why,
                pos="bottom" if bottom else "top",
                data={
                    "by": rt.source,
                    "by_master": rt.master,
                    "doer": m,
                    "by_vanguard": by_v,
                    "by_keyword": rt.program.keyword,
                    # 17.16.6.7: the step before said to leave its 成長元 on the circle
                    "leave_growth_origins": bool(rt.data.get("leave_growth_origins")),
                },
            )
            if was is not None and ctx.where(u) != was:
                rt.done[f"move:from:{was[1]}"] = True  # 「手札から置いたなら」 (11.2.3)
            if op.face == "face_down" and ctx.card(u) is not None:
                yield SetCard(uid=u, changes={"face_up": False}, clauses=clauses, caused_by=rt.why)
        rt.data["moved"] = rt.data["acted:move"] = us
        # 「ソウルに置いたカード」: the cards this step put in that zone, there now
        rt.data[f"acted:to:{op.dest}"] = [
            u for u in us if (w := ctx.where(u)) is not None and w[1] == op.dest
        ]
        if op.dest == "deck":
            # 「山札の下に置いたカード」: the cards this step put at that end of the deck
            end = "bottom" if where == "bottom" else "top"
            rt.data[f"acted:to:deck:{end}"] = rt.data["acted:to:deck"]
        rt.done["move"] = bool(us)
        yield from _redirected_move(rt, op, us)
        if not us:
            # no card to move (none was found or chosen, 1.3.2): nothing changed (12.3.2.2 /
            # 12.3.3.2 read whether the game did)
            rt.acted = acted_before
        if in_place and ctx.zone(c0.owner, "deck")[0].uid == us[0]:
            rt.acted = acted_before  # nothing changed (12.3.2.2 reads whether the game did)
        if where in ("top", "bottom"):  # 「下に置いたなら」: where they went
            rt.done[f"move:{where}"] = bool(us)
    elif op.verb == "call" and op.dest == "guardian":
        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        yield from _guardian_call(rt, us, clauses)
    elif op.verb == "call":
        assert op.target is not None
        us = yield from _targets(rt, op, clauses)
        banned = ctx.prohibition(m, "superior_call") if us else None
        if banned is not None:
            # a call by an effect is a superior call (6.2.2.2: not 「効果によらずに」, 6.2.2.1);
            # 「スペリオルコールできない」 in force beats the effect's instruction (1.3.3) and
            # the call is simply not done (1.3.2) — the guard step's call, a normal one
            # (10.5.1.2.2.1), and the main phase's (9.9.2.1.1) are not touched
            at = ctx.prohibited_step(banned)
            yield Mark(
                clauses=clauses + ("6.2.2.2", "1.3.3", "1.3.2"),
                touches=tuple(us),
                caused_by=rt.why + ((at,) if at is not None else ()),
                ja=f"{m} はスペリオルコールできないため、コールしない（{banned.source}）",
                en=f"{m} cannot make a superior call: nothing is called ({banned.source})",
            )
            us = []
        orientation = op.orientation
        for key, val in op.detail:
            if key != "instead_manner" or not us:
                continue
            # 「…なら、コールする際、【レスト】ではなく【スタンド】でコールしてよい」 (11.3.1.3.5)
            cond, _what, now, optional = val
            if cond is not None and not holds(rt, cond):
                continue
            state_ja = {"stand": "【スタンド】", "rest": "【レスト】"}
            take = True
            if optional:
                take = yield from _ask(
                    rt,
                    f"{state_ja.get(orientation or '', orientation)}ではなく{state_ja[now]}でコールする",
                    f"call in {now} instead of {orientation}",
                )
            if take:
                s = yield Mark(
                    clauses=clauses + REPLACED,
                    watch=tuple(cond_watch(rt, cond)) if cond is not None else (),
                    ja=f"「ではなく」: {state_ja[now]}でコールする",
                    en=f"「instead」: called in {now}",
                )
                rt.why += (s,)
                orientation = now
        # 6.2.3.2.1: cards called at once go to different circles, none chosen twice; too few
        # circles: as many as can be are called, the others stay where they are (6.2.3.2.1.1)
        several = len(us) > 1
        used: list[str] = []

        def put_all() -> Proc:
            for u in us:
                w = ctx.where(u)
                params: dict[str, Any] = {"player": m, "card": u, "superior": True}
                params.update(
                    by=rt.source,
                    by_master=rt.master,
                    doer=m,
                    by_vanguard=_by_vanguard(rt),
                    by_keyword=rt.program.keyword,
                )
                if w is not None:
                    params["from"] = w[1]
                if orientation:
                    params["orientation"] = orientation
                col = dict(op.detail).get("dest_column")
                dw = dict(op.detail).get("dest_was")
                if isinstance(dw, Sel) and dw.ref == "that":
                    # 「そのユニットがいた(R)に」: the circle the one card 「その」 names is on, or
                    # last was on (11.13.1), on the performer's field
                    named = resolve_sel(rt, dw)
                    uid = named[0] if len(named) == 1 else ""
                    lk, w = (ctx.last_known(uid), ctx.where(uid)) if uid else (None, None)
                    whose = lk.player if lk is not None else w[0] if w else None
                    on = circle_of(lk.zone) if lk is not None else circle_of(w[1]) if w else None
                    params["circles"] = [x for x in open_circles(ctx, m) if x == on and whose == m]
                    if lk is not None and on is not None:
                        s = yield Mark(
                            clauses=clauses + ("11.13.1",),
                            watch=(uid,),
                            ja=f"{label(ctx, uid)} が最後にいたサークル: {on}",
                            en=f"the circle {label(ctx, uid)} was last on: {on}",
                        )
                        rt.why += (s,)
                elif dw is not None and isinstance(dw, Sel) and dw.ref != "this":
                    # 「置いたユニットがいた(R)に」: the circle(s) on the performer's field the cards
                    # a step of this ability moved were on when it moved them
                    at = rt.data.get("was_at", {})
                    ons = {
                        circle_of(at[x][1])
                        for x in resolve_sel(rt, dw)
                        if x in at and at[x][0] == m
                    }
                    params["circles"] = [x for x in open_circles(ctx, m) if x in ons]
                elif "dest_was" in dict(op.detail):
                    # 「このユニットのいた(R)に」: the circle this unit is on, or last was on (11.13.1)
                    lk = gone_from(rt)
                    w = ctx.where(rt.source or "")
                    on = circle_of(lk.zone) if lk is not None else circle_of(w[1]) if w else None
                    params["circles"] = [x for x in open_circles(ctx, m) if x == on]
                elif op.dest not in (None, "rear") or dict(op.detail).get("dest_states") or col:
                    # 「ユニットのいない後列の(R)に」: only the circles of that group, empty ones;
                    # 「このユニットと同じ縦列の(R)に」: of that column (4.9.1.1)
                    empty = "empty" in dict(op.detail).get("dest_states", ())
                    cols = columns_of(rt, col, m) if col is not None else None
                    params["circles"] = [
                        x
                        for x in open_circles(ctx, m)
                        if in_group(ctx, m, circle(x), op.dest or "rear")
                        and not (empty and ctx.zone(m, circle(x)))
                        and (cols is None or COLUMN.get(x) in cols)
                    ]
                if ("dest_other", True) in op.detail and w is not None:
                    # 「別の(R)にコールする」: a circle of that kind other than the one the card is on
                    # (called from a circle, it is a new card there all the same, 6.2.5)
                    params["circles"] = [
                        x
                        for x in params.get("circles", open_circles(ctx, m))
                        if in_group(ctx, m, circle(x), op.dest or "rear") and x != circle_of(w[1])
                    ]
                if several:
                    # all put first (6.2.3.3), the units called over retired after (6.2.3.4)
                    params["retire_later"] = True
                    params["circles"] = [
                        x for x in params.get("circles", open_circles(ctx, m)) if x not in used
                    ]
                    if not params["circles"]:
                        yield Mark(
                            clauses=clauses + ("6.2.3.2.1", "6.2.3.2.1.1"),
                            touches=(u,) + ((f"{m}.{w[1]}",) if w is not None else ()),
                            caused_by=rt.why,
                            ja=f"同時にコールするカードのサークルが不足するため、{label(ctx, u)} はコールされず元の領域に残る",
                            en=f"too few circles for the cards called at once: {label(ctx, u)} is not"
                            " called and stays where it is",
                        )
                        continue
                yield Do(
                    "call",
                    params,
                    clauses=clauses + ("6.2.2.2",) + (("6.2.3.2.1",) if several else ()),
                    caused_by=rt.why,
                )
                on = ctx.where(u)
                if several and on is not None and circle_of(on[1]) is not None:
                    used.append(str(circle_of(on[1])))

        if several:
            # one moment (6.2.3.3): the 「登場した時」 of each card put is looked for once all are
            # on their circles — a called unit sees the others called with it appear (7.17.2)
            yield AtOnce(put_all())
        else:
            yield from put_all()
        called = [u for u in us if (w := ctx.where(u)) is not None and w[1].startswith("field.")]
        if several:
            yield from _retire_called_over(rt, m, called, clauses)
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
    elif op.verb == "look" and op.n is None:
        # 「相手の手札を見る」: the master learns every card of the place named — a private zone
        # (4.6.2: another fighter's hand is not seen) the text lets it see (1.3.1); 「その中から」 /
        # 「残り」 after it are among them
        assert op.target is not None
        seen = resolve_sel(rt, op.target)
        rt.looked = list(seen)
        rt.data["acted:look"] = list(seen)  # 「見たカード」 (nouns._acted)
        s = yield Mark(
            clauses=clauses + ("4.6.2", "1.3.1"),
            watch=sel_watch(rt, op.target),
            ja=f"{m} は {'、'.join(label(ctx, u) for u in seen) or 'なにも'} を見る",
            en=f"{m} looks at {', '.join(label(ctx, u) for u in seen) or 'nothing'}",
        )
        rt.why += (s,)
    elif op.verb == "look":
        n, how = op.n, ("7.7.1",)
        if op.bound == "up_to" and n:
            # 「山札を上から３枚まで見る」 (7.7.2): the player may stop after each card (7.7.2.3):
            # how many of the top cards it looks at, none to N
            n = yield Choose(
                m,
                "look",
                f"山札の上から何枚見るか（０～{n}枚）",
                f"how many of the top cards to look at (0 to {n})",
                tuple(Option(str(k), f"{k}枚", str(k), k) for k in range(n + 1)),
                clauses + ("7.7.2", "7.7.2.3"),
                # a how-many of 「N枚まで」 answered ``at: count`` too (docs/scenarios.md: `count`
                # and `look`, how many)
                also=("count",),
            )
            # the procedure of 7.7.2 the count stands for: the number 1 first (7.7.2.2), the
            # fighter free to end it (7.7.2.3), the card at that number learnt (7.7.2.4), the
            # number raised until the value is reached (7.7.2.5)
            # — ended at none, 7.7.2.4 is never carried out: no card was looked at
            how = ("7.7.2", "7.7.2.2", "7.7.2.3", "7.7.2.4") + (("7.7.2.5",) if n else ())
        deck = ctx.zone(m, "deck")[: int(n or 0)]
        rt.looked = [c.uid for c in deck]
        rt.data["acted:look"] = list(rt.looked)  # 「見たカード」 (nouns._acted), wherever they go
        # 7.7.4: of the looks at the deck in one effect, only the first makes an automatic
        # ability triggered by looking at the deck pending (``autos``, event ``looked``)
        first = bool(deck) and not rt.data.get("looked_deck")
        if deck:
            rt.data["looked_deck"] = True
        # no card looked at (「まで見る」 ended at none, 7.7.2.3, or an empty deck): no act of
        # looking, which an ability watching a look reads as why it did not trigger
        from ruling.games._vg.autos import watching

        unseen = () if deck else tuple(f"unchanged:{u}" for u in watching(ctx, "looked"))
        s = yield Mark(
            clauses=clauses + how,
            touches=(f"{m}.deck", *unseen),
            tag="looked" if deck else "",
            data={
                "doer": m,
                "deck_of": m,
                "first": first,
                "by": rt.source,
                "by_master": rt.master,
            },
            ja=f"{m} は山札の上から{len(deck)}枚を見る（{'、'.join(c.label for c in deck)}）",
            en=f"{m} looks at the top {len(deck)} card(s) of the deck",
        )
        rt.why += (s,)
    elif op.verb == "reveal":
        t = op.target
        n_of = dict(op.detail).get("n_of")
        if t is not None and t.ref is None and t.zones == ("deck",) and t.pos == "top":
            n = t.count or 1
            if n_of is not None:
                # 「置いた枚数と同じ枚数、山札の上から公開し」: as many as those cards, counted
                # now (none: none revealed)
                n = yield from _as_many_as(rt, n_of, clauses, "公開する")
            # 「山札を上からN枚公開し」: the top N cards (7.10.1); 「それ」 after it names them
            shown = [c.uid for c in ctx.zone(m, "deck")[:n]]
            rt.data["moved"] = shown
            # seen by all, and still in the deck: 「残り」 after a choice among them are the others
            rt.looked = shown
        else:
            shown = resolve_sel(rt, t) if t is not None else list(rt.chosen)
        if shown:
            s = yield Mark(
                # shown until the effect's part on them ends, then put back (7.10.3 / 7.10.3.1):
                # where the revealed cards are after it rests on this step
                clauses=clauses + ("7.10.1", "7.10.3", "7.10.3.1", "7.10.4"),
                touches=tuple(shown),
                tag="revealed",
                data={
                    "uids": shown,
                    "zones": [(ctx.where(u) or ("", ""))[1] for u in shown],
                    "by": rt.source,
                    "by_master": rt.master,
                    "doer": m,
                    "by_vanguard": _by_vanguard(rt),
                    "by_keyword": rt.program.keyword,
                },
                ja=f"{m} は {'、'.join(label(ctx, u) for u in shown)} を公開する",
                en=f"{m} reveals {', '.join(label(ctx, u) for u in shown)}",
            )
            rt.why += (s,)
        rt.data["acted:reveal"] = shown  # 「公開されたカード」 (nouns._acted)
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
            # the turn it is kept for; None: no duration written, kept until used (7.28.2)
            "turn": st.turn.number if op.until is not None else None,
            "stat": op.stat,
            "n": op.n,
            "next": bool(det.get("next")),
        }
        if det.get("performer"):
            # 「あなたが次に行う【カウンターブラスト】」: that fighter's next one, whatever it is paid
            # for (7.28.1)
            rec["player"] = m if det["performer"] == "you" else st.opponent(m)
            if det.get("cost_only"):
                rec["cost_only"] = True
            whose = f"{rec['player']} が次に行う{REDUCED_JA.get(str(op.stat), str(op.stat))}"
        elif op.target is None:
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
        if det.get("waive"):
            # 7.21.1 「…のコストの【カウンターブラスト】をなくす」: that part of the cost is not done
            # (``costs._reduced``), the rest of the cost paid as it is
            rec["waive"] = True
            yield SetVar(
                key="cost_down",
                value=[*(st.vars.get("cost_down") or []), rec],
                clauses=clauses + ("7.21.1",),
                caused_by=rt.why,
                ja=f"このターン中、{whose}のコストの{REDUCED_JA.get(str(op.stat), str(op.stat))}をなくす",
                en=f"this turn, {REDUCED_EN.get(str(op.stat), str(op.stat))} of the cost of {whose} is waived",
            )
            return
        if op.stat == "all":
            # 7.21.1 「コストを‘なくす’」: for the period the cost's actions are not done
            yield SetVar(
                key="cost_down",
                value=[*(st.vars.get("cost_down") or []), rec],
                clauses=clauses + ("7.21.1",),
                caused_by=rt.why,
                ja=f"このターン中、{whose}のコストをなくす",
                en=f"this turn, the cost of {whose} is waived",
            )
            return
        yield SetVar(
            key="cost_down",
            value=[*(st.vars.get("cost_down") or []), rec],
            clauses=clauses + ("7.28.1",) + (("7.28.2",) if rec["next"] else ()),
            caused_by=rt.why,
            ja=(
                f"{'このターン中、' if rec['turn'] is not None else ''}{whose}は{op.n}減る"
                if "player" in rec
                else f"このターン中、{whose}のコストで{'次に' if rec['next'] else ''}"
                + f"{REDUCED_JA[str(op.stat)]}は{op.n}減る"
            ),
            en=(
                f"{'this turn, ' if rec['turn'] is not None else ''}the next {op.stat} "
                + f"{rec['player']} does is {op.n} less"
                if "player" in rec
                else f"this turn, {REDUCED_EN[str(op.stat)]} for {whose}'s cost is {op.n} less"
                + (" (the next time)" if rec["next"] else "")
            ),
        )
    elif op.verb == "ride":
        # 【スタンド】でライドしてよい: a ride by an effect (a superior ride, 6.3.2.2), the card in
        # stand (the engine puts a riding unit standing, 6.3.3.4)
        assert op.target is not None
        rode = False
        upon: list[str] = []
        onto = dict(op.detail).get("upon")
        if isinstance(onto, Sel) and onto.ref == "this":
            # 「このユニットにライドする」: the ride is made upon this unit, the master's vanguard
            # (6.3.3); not the vanguard now, no ride (1.3.2: what cannot be done is not done)
            here = [c.uid for c in ctx.zone(m, "field.vanguard")]
            if rt.source not in here:
                yield Mark(
                    clauses=clauses + ("6.3.3", "1.3.2"),
                    caused_by=rt.why,
                    ja=f"{label(ctx, rt.source or '')} は{m}のヴァンガードではないため、"
                    "その上にライドすることはできない",
                    en=f"{label(ctx, rt.source or '')} is not {m}'s vanguard: no ride upon it",
                )
                onto = False
        for u in (yield from _targets(rt, op, clauses)) if onto is not False else ():
            w = ctx.where(u)
            # the vanguard ridden upon (6.3.3): 「グレード３からライドしたなら」 reads it
            upon = [c.uid for c in ctx.zone(m, "field.vanguard")]
            yield Do(
                "ride",
                {
                    "player": m,
                    "card": u,
                    "from": w[1] if w else None,
                    # by what it rode (「能力でライドした時」, 「リライトで登場した時」)
                    "by": rt.source,
                    "by_master": rt.master,
                    "doer": m,
                    "by_vanguard": _by_vanguard(rt),
                    "by_keyword": rt.program.keyword,
                },
                clauses=clauses + ("6.3.2.2", "6.3.3"),
                caused_by=rt.why,
            )
            rode = rode or (ctx.where(u) or ("", ""))[1] == "field.vanguard"
        rt.done["ride"] = rt.done["ride_upon"] = rode
        rt.data["acted:ride_upon"] = upon if rode else []
    elif op.verb == "stride":
        # 「…を１枚選び、このユニットに超越する」: the stride an effect tells (6.5.1), of a G unit
        # card of the master's G zone, onto the unit named — the master's vanguard then (else
        # it cannot be done, 1.3.2)
        from ruling.games._vg.turn import stride_onto

        assert op.target is not None
        onto = dict(op.detail).get("upon")
        here = [c.uid for c in ctx.zone(m, "field.vanguard")]
        strode: list[str] = []
        if isinstance(onto, Sel) and onto.ref == "this" and rt.source not in here:
            yield Mark(
                clauses=clauses + ("6.5.1", "1.3.2"),
                caused_by=rt.why,
                ja=f"{label(ctx, rt.source or '')} は{m}のヴァンガードではないため、超越できない",
                en=f"{label(ctx, rt.source or '')} is not {m}'s vanguard: no stride onto it",
            )
        else:
            for u in (yield from _targets(rt, op, clauses)):
                c = ctx.card(u)
                if ctx.where(u) != (m, "g_zone") or c is None or strode:
                    continue
                yield from stride_onto(ctx, m, u, rt.why, clauses)
                strode.append(u)
        rt.done["stride"] = bool(strode)
        rt.data["acted:stride"] = strode
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
    elif op.verb == "overdress":
        # 「…を(ユニット B)にオーバードレスする」 (6.7.2): each card overDressed onto B in turn, by
        # the effect (not the main phase's action, 9.9.2.5: no unit condition read); B not a
        # rear-guard of the master's: nothing is done (6.7.2 names a unit on a rear-guard circle)
        assert op.target is not None
        cards = yield from _targets(rt, op, clauses)
        if any(ctx.where(u) != (m, "hand") for u in cards):
            raise Unsupported("an overDress of a card not in the hand (6.7.2)")
        on = resolve_sel(rt, dict(op.detail)["on"])
        if cards and on:
            # the unit the text names (several: the master chooses the one, 11.8.4)
            on = yield from _pick(
                rt,
                on,
                1,
                "exact",
                ("choose", "オーバードレス先のユニット", "unit to overDress onto"),
                clauses,
            )
        where_b = where_circle(ctx, on[0]) if on else None
        done: list[str] = []
        for u in cards:
            if where_b is None or where_b[0] != m or where_b[1] == "vanguard":
                yield Reject(
                    "オーバードレス先のリアガードがいないため、オーバードレスは行われません",
                    "no rear-guard to overDress onto: nothing is done",
                    clauses + ("6.7.2",),
                )
                break
            yield Do(
                "overdress",
                {"player": m, "card": u, "circle": where_b[1], "effect": True},
                clauses=clauses + ("6.7.2",),
                caused_by=rt.why,
            )
            done.append(u)
        rt.done["overdress"] = bool(done)
        rt.data["acted:overdress"] = done
    elif op.verb == "equip":
        # 「…を(ヴァンガード)に装備する」 (17.8.4): each order equipped to the unit in turn
        from ruling.games._vg import equip

        assert op.target is not None
        on = resolve_sel(rt, dict(op.detail)["on"])
        equipped = []
        for u in (yield from _targets(rt, op, clauses)):
            if (yield from equip.equip(ctx, m, u, on[0] if on else None, rt.why, clauses)):
                equipped.append(u)
        # 「装備させたなら」 (the verb 「装備」 reads as ``equip_order``): whether it was done (11.2.3)
        rt.done["equip_order"] = bool(equipped)
        rt.data["acted:equip_order"] = equipped
    elif op.verb == "shuffle":
        # 「…を探し、…、その山札をシャッフルする」: a shuffle after a search randomises the other
        # cards, not those found (7.12.2)
        steps = rt.program.steps
        after_search = op in steps and any(o.verb == "search" for o in steps[: steps.index(op)])
        # 「相手の山札をシャッフルする」: the deck of the player printed (「あなたの」 / 「相手の」 of
        # the master, 11.8.5), else the deck of the one who does the step
        owner = op.target.owner if op.target is not None else None
        deck_of = {"opponent": st.opponent(rt.master), "you": rt.master}.get(owner or "", m)
        yield Do(
            "shuffle",
            {"player": deck_of},
            clauses=clauses + (("7.12.1", "7.12.2") if after_search else ()),
            caused_by=rt.why,
        )
    elif op.verb == "modes":
        yield from run_modes(rt, op, clauses)
    elif op.verb == "for_each":
        yield from run_for_each(rt, op, clauses)
    elif op.verb == "per_group":
        yield from run_per_group(rt, op, clauses)
    elif op.verb == "ban":
        # 「そのターン中、そのユニットはインターセプトできない」: each unit is prohibited from the
        # action for the effect's duration (1.3.3)
        if op.until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        outside = not_in_stand_phase(rt, op.until)
        if outside is not None:
            yield outside
            return
        assert op.target is not None and op.stat is not None
        ja, en = BANS[op.stat]
        yield from _prohibit_units(rt, op, m, op.stat, 0, "1.3.3", clauses, ja, en)
    elif op.verb == "no_activation":
        # 「そのターン中、相手のユニットの『登場した時』の自動能力は発動しない」 in an effect: for
        # the period, an automatic ability of a card so described — then or later — does not
        # become pending for that event (7.15.1.3.2, a continuous effect 11.3.1.2; read by
        # ``autos._kept_from_activating``)
        assert op.target is not None
        period_ja = PERIOD_JA.get(op.until or "turn", "そのターン中")
        yield _period_effect(
            rt,
            op,
            m,
            "no_activation",
            "prohibit",
            (dict(op.detail)["event"], op.target, rt.program, rt.source),
            clauses + ("7.15.1.3.2", "11.3.1.2"),
            f"{period_ja}、記述にあてはまるカードのその自動能力は発動しない",
            "the automatic abilities so described do not activate "
            f"({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
        )
    elif op.verb == "attack_instruction":
        yield from _attack_instruction(rt, op, clauses)
    elif op.verb == "back_row_attack":
        # 「そのターン中、後列からアタックできる」: each unit may attack from the back row for
        # the effect's duration (10.4.1.3 overridden, 1.3.1; ``battle.granted``)
        assert op.target is not None
        only = dict(op.detail).get("only")  # 「後列からリアガードにアタックできる」: rear-guards
        for u in resolve_sel(rt, op.target):
            yield _period_effect(
                rt,
                op,
                u,
                "back_row_attack",
                "set",
                only or "yes",
                clauses + ("11.3.1.2", "10.4.1.3", "1.3.1"),
                f"{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}、{label(ctx, u)} は後列からアタックできる",
                f"{label(ctx, u)} may attack from the back row ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
            )
    elif op.verb == "drive_check":
        # 「…リアガードがアタックしたバトルでもドライブチェックを行う」: a rear-guard an effect makes
        # drive check (10.6.1.2, 10.6.1.2.1), read at the drive step (``battle.drives``): the
        # fighter's rear-guards for the period (no target), or the units named
        until = effect_until(rt, op.until)
        if until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        period_ja = PERIOD_JA.get(op.until or "turn", "そのターン中")
        period_en = PERIOD_EN.get(op.until or "turn", "this turn")
        made = clauses + ("11.3.1.2", "10.6.1.2", "10.6.1.2.1", "1.3.1")
        if op.target is None:
            yield AddEffect(
                target=m,
                stat="drive_check",
                op="set",
                value="rearguard",
                until=until,
                caused_by=rt.why,
                clauses=made,
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"{period_ja}、{m} のリアガードはアタックしたバトルでもドライブチェックを行う",
                en=f"{m}'s rear-guards drive check in the battles they attack in ({period_en})",
            )
            return
        for u in resolve_sel(rt, op.target):
            yield AddEffect(
                target=u,
                stat="drive_check",
                op="set",
                value="yes",
                until=until,
                caused_by=rt.why,
                clauses=made,
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"{period_ja}、{label(ctx, u)} はアタックしたバトルでドライブチェックを行う",
                en=f"{label(ctx, u)} drive checks in a battle it attacks in ({period_en})",
            )
    elif op.verb == "boost":
        yield from _boost_instruction(rt, op, clauses)
    elif op.verb == "gain_info":
        yield from _gain_info(rt, op, clauses)
    elif op.verb == "declare":
        yield from _declare(rt, op, clauses)
    elif op.verb == "persona_ride":
        # 「ペルソナライドを発動する」: the fighter carries out what a persona ride does
        # (7.15.1.4, 7.15.1.5: the process activated is carried out) — no ride is made
        from ruling.games._vg.turn import persona_ride_done

        who = m if op.performer != "opponent" else st.opponent(m)
        s = yield Mark(
            clauses=clauses + ("7.15.1.4",),
            caused_by=rt.why,
            ja=f"{who} はペルソナライドを発動する",
            en=f"{who} activates a persona ride",
        )
        rt.why += (s,)
        yield from persona_ride_done(ctx, who, True, rt.why)
    elif op.verb == "twin_drive":
        # 「そのバトル中、このユニットはツインドライブを行う」 (7.46.1): read at the drive step of
        # the battle the unit attacks in (``battle.drives``: even a rear-guard, 7.46.1.1;
        # ``values.drive``: as if its drive were 2, 7.46.1.2)
        until = effect_until(rt, op.until)
        if until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        period_ja = PERIOD_JA.get(op.until or "turn", "そのターン中")
        period_en = PERIOD_EN.get(op.until or "turn", "this turn")
        for u in resolve_sel(rt, op.target):
            yield AddEffect(
                target=u,
                stat="twin_drive_act",
                op="set",
                value="yes",
                until=until,
                caused_by=rt.why,
                clauses=clauses + ("11.3.1.2", "7.46.1"),
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"{period_ja}、{label(ctx, u)} はツインドライブを行う",
                en=f"{label(ctx, u)} performs twin drive ({period_en})",
            )
    elif op.verb == "fighter_state":
        # 「そのターン中、あなたは“一気爆勢”になる」 (7.42.1): the fighter is in that state for the
        # period (read by 「あなたが“一気呵勢”なら」, selectors.holds)
        assert op.target is not None and op.name
        who = m if op.target.owner != "opponent" else st.opponent(m)
        until = op.until
        if until is None:
            # no period printed: 7.42.1 「その指定された期間の間」 names none — for the game, as
            # a continuous effect with no period is (11.3.1.2), or only while this effect
            # resolves, as 7.39.1.2 rules for 支配 (``state_without_period``)
            game = yield from unsettled.holds(m, "vg", "state_without_period", "game")
            until = "game" if game else "turn"
        s = yield _period_effect(
            rt,
            replace(op, until=until),
            who,
            "fighter_state",
            "add",
            op.name,
            clauses + ("7.42.1", "11.3.1.2"),
            f"{PERIOD_JA.get(until, 'そのターン中')}、{who} は“{op.name}”になる"
            + ("（この効果の解決中のみ）" if op.until is None and until == "turn" else ""),
            f"{who} is “{op.name}” ({PERIOD_EN.get(until, 'this turn')})"
            + (
                " (only while this effect resolves)" if op.until is None and until == "turn" else ""
            ),
        )
        if op.until is None and until == "turn":
            made = [e.id for e in st.effects if e.stat == "fighter_state" and e.target == who]
            rt.data.setdefault("state_while_resolving", []).extend(made[-1:])
        del s
    elif op.verb == "order_limit":
        # 「このターン中、あなたのオーダー上限は＋１される」: the fighter's order limit (1 「特に指定
        # がないかぎり」, 9.9.2.3.1) changed by n for the period (``specific.order_limit`` adds it)
        assert op.target is not None and op.n is not None
        who = m if op.target.owner != "opponent" else st.opponent(m)
        period = PERIOD_JA.get(op.until or "turn", "そのターン中")
        yield _period_effect(
            rt,
            op,
            who,
            "order_limit",
            "add",
            int(op.n),
            clauses + ("9.9.2.3.1", "11.3.1.2"),
            f"{period}、{who} のオーダー上限は{int(op.n):+d}される",
            f"{who}'s order limit {int(op.n):+d} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
        )
    elif op.verb == "legion":
        # 「…を１枚探し、このユニットと双闘する」 (6.4.1): this unit, the vanguard, legions with
        # the card chosen, from where it is (the legion procedure: 6.4.1.2 shown, 6.4.1.3 put on
        # the vanguard circle, the leader as 6.4.3 / 6.4.3.1 say)
        from ruling.games._vg.legion import legion

        assert op.target is not None
        found = resolve_sel(rt, op.target)
        w = ctx.where(found[0]) if len(found) == 1 else None
        if w is None or w[0] != m or rt.source is None:
            s = yield Mark(
                clauses=clauses + ctx.principle("impossible"),
                ja="双闘するカードがないので、双闘は行われない",
                en="no card to legion with: no legion",
            )
            rt.why += (s,)
        else:
            yield from legion(ctx, {"player": m, "card": found[0], "from": w[1], "with": rt.source})
    elif op.verb == "world":
        # 「あなたの世界は深淵黑夜になる」 (7.43.2): the fighter's 世界 is that name only now — the
        # name it had is lost (7.43.2.2)
        assert op.target is not None and op.name
        from ruling.games._vg.common import vkey

        who = m if op.target.owner != "opponent" else st.opponent(m)
        key = vkey("world", who)
        was = st.vars.get(key)
        yield SetVar(
            key=key,
            value=op.name,
            caused_by=rt.why,
            clauses=clauses + ("7.43.1", "7.43.2", "7.43.2.2"),
            ja=f"{who} の世界は{op.name}になる" + (f"（{was}は失われる）" if was else ""),
            en=f"{who}'s world becomes {op.name}" + (f" ({was} is lost)" if was else ""),
        )
    elif op.verb == "circle_attribute":
        # 「そのターン中、あなたの左後列のリアガードサークルは星域属性を得る」 (17.3.1): the circle has
        # the attribute in addition for the effect's period (11.3.1.2; ``_vg/circle_attributes``)
        assert op.target is not None and op.dest and op.name
        from ruling.games._vg.cardtext import CIRCLE_ATTRIBUTES
        from ruling.games._vg.circle_attributes import STAT

        who = m if op.target.owner != "opponent" else st.opponent(m)
        word = {"star_domain": "星域"}.get(op.name, op.name)
        ci: str = op.dest
        chosen: tuple[str, ...] = ()
        if ("dest_chosen", True) in op.detail:
            # 「あなたのリアガードサークルを１つ選び、そのターン中、星域にする」: the effect's master
            # chooses one circle of the group (7.50.1) — a rear-guard circle now, so not a locked
            # one (4.9.2.5, 4.9.2.7); none: nothing gains it (1.3.2)
            from ruling.games._vg.locked import is_locked_circle

            cs = [
                x
                for x in open_circles(ctx, who)
                if in_group(ctx, who, circle(x), op.dest) and not is_locked_circle(ctx, who, x)
            ]
            if not cs:
                yield Reject(
                    f"{who} に選べるリアガードサークルがないため、{word}属性を得るサークルはありません",
                    f"{who} has no rear-guard circle to choose: no circle gains the {op.name} "
                    "attribute",
                    clauses + ("7.50.1", "4.9.2.5", "4.9.2.7") + ctx.principle("impossible"),
                )
                return
            ci = yield Choose(
                m,
                "circle",
                f"{word}属性を得るリアガードサークル",
                f"the rear-guard circle that gains the {op.name} attribute",
                tuple(circle_option(who, x) for x in cs),
                clauses + ("7.50.1",),
            )
            chosen = ("7.50.1",)
        yield _period_effect(
            rt,
            op,
            who,
            STAT,
            "add",
            (ci, op.name),
            clauses + chosen + CIRCLE_ATTRIBUTES[op.name] + ("11.3.1.2",),
            f"{who} の{CIRCLE_JA[ci]}は{word}属性を得る",
            f"{who}'s {ci} circle gains the {op.name} attribute",
        )
    elif op.verb == "may_have_gauge":
        # 「そのターン中、あなたは時刻印ゲージを持てる」: an effect that lets the master have that
        # gauge (7.40.7) for the period (11.3.1.2), read by ``restrictions.may_have_gauge``
        assert op.name is not None
        yield _period_effect(
            rt,
            op,
            m,
            "may_have_gauge",
            "add",
            op.name,
            clauses + ("7.40.7", "11.3.1.2"),
            f"{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}、{m} は{op.name}ゲージを持てる",
            f"{m} may have 「{op.name}」 gauge ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
        )
    elif op.verb == "stage":
        # 「…を１つ選び、ステージにする」 (7.41.1: ``_vg/stage``)
        from ruling.games._vg.stage import make_stage

        yield from make_stage(rt, op, clauses)
    elif op.verb == "gift":
        # 「イマジナリーギフト・フォースを１回得る」: the effect's master (7.14.3.2) carries out the
        # process of that crown type at once, without waiting for a check timing (7.14.3.1)
        from ruling.games._vg.gifts import gift_process

        assert op.name
        # 16.3.2: an effect carrying out several gift processes does them in its printed order
        # (the program's steps, run in that order)
        several = sum(1 for o in rt.program.steps if o.verb == "gift") > 1
        if dict(op.detail).get("perform"):
            # 「イマジナリーギフト:フォースを行う」: the effect's master carries out the process
            # (16.3.1 「効果によりイマジナリーギフト処理を行う場合」)
            s = yield Mark(
                clauses=clauses + ("16.3.1",) + (("16.3.2",) if several else ()),
                caused_by=rt.why,
                ja=f"{m} はイマジナリーギフト処理を行う"
                + ("（効果の表記順に従う）" if several else ""),
                en=f"{m} carries out an imaginary gift process"
                + (" (in the effect's printed order)" if several else ""),
            )
        else:
            s = yield Mark(
                clauses=clauses
                + ("7.14.3", "7.14.3.1", "7.14.3.2")
                + (("16.3.2",) if several else ()),
                caused_by=rt.why,
                ja=f"{m} はイマジナリーギフトを得る（チェックタイミングを待たずに処理する）",
                en=f"{m} gets an imaginary gift (processed at once, without waiting for a check "
                "timing)",
            )
        # the process rests on the gain (7.14.3.1: at once; 7.14.3.2: the master's)
        yield from gift_process(ctx, m, op.name, op.n, False, rt.source, cause=(s,))
    elif op.verb == "named_state":
        # 「そのターン中、…邪竜解放状態にする」: each card named is in that state for the period
        # (5.2.2, 5.2.2.2: only the cards the effect names; 11.3.1.2), read by selectors._groups
        assert op.target is not None and op.name
        pair = dict(op.detail).get("with")
        units = list(resolve_sel(rt, op.target))
        if pair is not None:
            from ruling.games._vg.keyword_states import paired_state

            yield from paired_state(rt, op, units, list(resolve_sel(rt, pair)), clauses)
            return
        from ruling.games._vg.keyword_states import LEGION_BOTH, entered
        from ruling.games._vg.legion import partner

        # a keyword whose clause puts the legion leader and mate both in the state when the
        # vanguard is in legion state (14.23.1.1): cited on the state of each of the pair
        both = LEGION_BOTH.get(rt.program.keyword or "", ())
        for u in units:
            c = ctx.card(u)
            pair_of = both if c is not None and partner(ctx, c) is not None else ()
            yield AddEffect(
                data={"entered": entered(ctx, u, op.name)},
                target=u,
                stat="named_state",
                op="add",
                value=op.name,
                until=effect_until(rt, op.until),
                caused_by=rt.why,
                clauses=clauses + ("5.2.2", "5.2.2.2", "11.3.1.2") + pair_of,
                source=f"{label(ctx, rt.source)}: {rt.text}",
                ja=f"{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}、{label(ctx, u)} は{op.name}状態になる",
                en=f"{label(ctx, u)} is in the state {op.name} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
            )
    elif op.verb in ("unchoosable", "unaffected"):
        # 「そのターン中、このユニットは相手のカードの効果で選べない」: for the duration, an effect
        # of a card whose master is not this ability's master cannot choose the unit (7.50.2,
        # 11.3.1.2); 「…相手のカードの効果の影響を受けない」: nor affect it (12.5.1) —
        # restrictions.unchoosable / unaffected read it
        if op.until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        assert op.target is not None
        ja_what, en_what, rule = (
            ("相手のカードの効果で選べない", "cannot be chosen by", "7.50.2")
            if op.verb == "unchoosable"
            else ("相手のカードの効果の影響を受けない", "is not affected by", "12.5.1")
        )
        yield from _prohibit_units(
            rt, op, m, op.verb, m, rule, clauses, ja_what, f"{en_what} its opponent's card effects"
        )
    elif op.verb == "prohibit" and op.stat in PLAYER_BAN_WORDS:
        # 相手はインターセプトできない (1.3.3 over 14.4.2) / あなたはライドできない / 相手は
        # オーダーをプレイできない: the player's action, for the period said (11.3.1.2)
        who = m  # the player the step names (m is already the doer: 「相手は…できない」)
        if op.until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        ja_word, en_word, own = PLAYER_BAN_WORDS[op.stat]
        yield _period_effect(
            rt,
            op,
            who,
            op.stat,
            "prohibit",
            0,
            clauses + ("1.3.3",) + own + (("11.3.1.2",) if op.stat != "intercept" else ()),
            f"{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}、{who} は{ja_word}できない",
            f"{who} cannot {en_word} ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
        )
    elif op.verb == "forbid_act":
        # 「そのターン中、相手はカードを引けない」 (``ruling.cardtext.modal``): the fighter named
        # may not do the act for the period (1.3.3, 11.3.1.2); the act's check reads it wherever
        # it is attempted
        from ruling.cardtext.modal import prohibition_effect

        if op.until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        period = op.until or "turn"
        # (「相手は」: ``m`` is the opponent already, made the doer above); 「そのユニットは」:
        # each unit named (its activated abilities: the card the action names, 12.2.1.1)
        if op.target is not None:
            bound = [(u, label(ctx, u)) for u in resolve_sel(rt, op.target)]
        else:
            bound = [(p, p) for p in ((m, st.opponent(m)) if op.performer == "both" else (m,))]
        for who, name in bound:
            yield prohibition_effect(
                player=who,
                label=name,
                action=str(op.stat),
                where=_modal_where(rt, op),
                detail=op.detail,
                until=effect_until(rt, op.until),
                period_ja=PERIOD_JA.get(period, "そのターン中"),
                period_en=PERIOD_EN.get(period, "this turn"),
                source=f"{label(ctx, rt.source)}: {rt.text}",
                caused_by=rt.why,
                clauses=clauses + ("1.3.3", "11.3.1.2"),
            )
    elif op.verb == "face":
        # 「…を表にする / 裏にする」 (7.3.1); a card already so is not turned again (1.3.2.1)
        up = op.face == "face_up"
        turned: list[str] = []
        for u in resolve_sel(rt, op.target) if op.target is not None else []:
            c = ctx.card(u)
            if c is None:
                continue
            side = ("表", "face up") if up else ("裏", "face down")
            if bool(c.face_up) == up:
                yield Mark(
                    clauses=clauses + ("7.3.1",) + ctx.principle("impossible"),
                    watch=(u,),
                    ja=f"{label(ctx, u)} はすでに{side[0]}向き",
                    en=f"{label(ctx, u)} is already {side[1]}",
                )
                continue
            if up and c.states.get("locked"):
                # a locked card turned face up is unlocked (7.31.3 「解呪するものとして扱います」,
                # 7.31.1): locked no more (7.30.2), standing, not a unit that stood from rest
                # (7.31.2), no 登場 (7.31.4), and not the card it was: the effects on it end
                # (7.31.1.1), as with 「解呪する」
                yield SetCard(
                    uid=u,
                    changes={"locked": None, "face_up": True, "orientation": "stand"},
                    caused_by=rt.why,
                    clauses=clauses + ("7.3.1", "7.31.3", "7.31.1", "7.30.2", "7.31.2", "7.31.4"),
                    ja=f"{label(ctx, u)} を表にする（呪縛状態ではなくなり、解呪されたものとみなす）",
                    en=f"{label(ctx, u)} is turned face up: no longer locked (unlocked)",
                )
                yield from _new_card_effects_end(rt, u, clauses + ("7.31.3", "7.31.1.1"))
                turned.append(u)
                continue
            if up and c.states.get("deleted"):
                # a deleted unit turned face up is deleted no more (7.32.4): its printed power and
                # text back; the continuous effects that modified it while deleted carry over
                # (7.32.6.1) — they stay on the same unit (7.32.1)
                kept = any(e.target == u for e in ctx.state.effects)
                yield SetCard(
                    uid=u,
                    changes={"deleted": None, "deleted_less": None, "face_up": True},
                    caused_by=rt.why,
                    clauses=clauses + ("7.3.1", "7.32.4") + (("7.32.6.1",) if kept else ()),
                    ja=f"{label(ctx, u)} を表にする（デリート状態ではなくなる"
                    + ("。デリート中に受けた修正は引き継がれる）" if kept else "）"),
                    en=f"{label(ctx, u)} is turned face up: no longer deleted"
                    + (" (the modifications it got while deleted carry over)" if kept else ""),
                )
                turned.append(u)
                continue
            yield SetCard(
                uid=u,
                changes={"face_up": up},
                caused_by=rt.why,
                clauses=clauses + ("7.3.1",),
                ja=f"{label(ctx, u)} を{side[0]}にする",
                en=f"{label(ctx, u)} is turned {side[1]}",
            )
            turned.append(u)
        # 「表にしたなら」 / 「そうしたら」: whether it turned a card (11.2.3; a card already of
        # that face is not turned, 1.3.2.1), and which (「表にしたカード」)
        rt.data["acted:face"] = turned
        rt.done["face"] = rt.done[f"face:{op.face}"] = bool(turned)
        rt.done.pop(f"face:{'face_down' if up else 'face_up'}", None)
    elif op.verb == "guard_ban":
        # 「そのバトル中、相手は手札からグレード１以上を(G)にコールできない」 (1.3.3 over
        # 10.5.1.2.2): the player named may not call such cards; m is already that player
        if op.until == "battle" and not st.vars.get("battle"):
            yield _NO_BATTLE
            return
        until = effect_until(rt, op.until)
        what = guard_ban_text(op.target)
        # a prohibition on the player named, not a step that player performs (no 11.8.5.1)
        clauses = tuple(c for c in clauses if c != "11.8.5.1")
        at_once = dict(op.detail).get("at_once")
        most = dict(op.detail).get("most_at_once")
        unless = (
            (f"{at_once}枚以上同時にコールしない限り", f" unless {at_once} or more at once")
            if at_once
            else (f"{most}枚以上同時に", f" {most} or more at once")
            if most
            else ("", "")
        )
        yield AddEffect(
            target=m,
            stat="guard_call",
            op="prohibit",
            value=guard_ban_value(op.target)
            + ((("at_once", at_once),) if at_once else ())
            + ((("most_at_once", most),) if most else ()),
            until=until,
            caused_by=rt.why,
            clauses=clauses + ("11.3.1.2", "1.3.3"),
            source=f"{label(ctx, rt.source)}: {rt.text}",
            ja=f"{PERIOD_JA.get(op.until or 'turn', 'そのターン中')}、{m} は手札から{what[0]}を(G)に"
            + f"{unless[0]}コールできない",
            en=f"{m} cannot call {what[1]} from hand to (G){unless[1]}"
            + f" ({PERIOD_EN.get(op.until or 'turn', 'this turn')})",
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
                ("11.8.4.1.1", "1.3.5.1"),
            )
            clauses += ("11.8.4.1.1",)
        at: str | None = None
        dw = dict(op.detail).get("dest_was")
        if dw is not None:
            # 「このユニットがいた(R)にコールする」: the circle this unit is on, or last was on
            # (11.13.1); 「そのユニットがいた(R)」: the one card named so; on the master's side
            # only, and none that the master may call to, no token is called
            if dw.ref == "this":
                lk, w = gone_from(rt), ctx.where(rt.source or "")
            else:
                named = resolve_sel(rt, dw) if isinstance(dw, Sel) else []
                uid = named[0] if len(named) == 1 else ""
                lk, w = ctx.last_known(uid) if uid else None, ctx.where(uid)
            whose = lk.player if lk is not None else w[0] if w else None
            at = circle_of(lk.zone) if lk is not None else circle_of(w[1]) if w else None
            if at is None or whose != m or at not in open_circles(ctx, m):
                yield Reject(
                    "このユニットがいたリアガードサークルがないので、トークンはコールされません",
                    "there is no rear-guard circle this unit was on: no token is called",
                    clauses + ("11.13.1", "15.4.6.1"),
                )
                return
            clauses += ("11.13.1",) if lk is not None else ()
        whose_circle = m
        if "token_owner" in dict(op.detail):
            # 「(相手の)(ユニットのいない)リアガードサークルを１つ選び、…トークンを(そこに)コール
            # する」: the master of the effect chooses the circle (11.8.3.1.1); the token is made
            # there, its owner and master the fighter whose circle it is (15.2.2.1)
            whose_circle = m if dict(op.detail)["token_owner"] == "you" else ctx.state.opponent(m)
            empty = "empty" in dict(op.detail).get("token_states", ())
            cs = [
                x
                for x in open_circles(ctx, whose_circle)
                if not (empty and any(is_unit(c) for c in ctx.zone(whose_circle, circle(x))))
            ]
            if not cs:
                yield Reject(
                    "選べるリアガードサークルがないので、トークンはコールされません",
                    "no rear-guard circle to choose: no token is called",
                    clauses + ("15.4.6.1",) + ctx.principle("impossible"),
                )
                return
            at = yield Choose(
                m,
                "circle",
                f"{op.name}・トークンをコールするリアガードサークル",
                f"the rear-guard circle the {op.name} token is called to",
                tuple(circle_option(whose_circle, x) for x in cs),
                ("11.8.3.1.1", "6.2.3.2"),
            )
            clauses += ("11.8.3.1.1",) + (("15.2.2.1",) if whose_circle != m else ())
        for _ in range(n):
            params: dict[str, Any] = {"player": whose_circle, "name": op.name, **vals}
            races = dict(op.detail).get("races")
            if races:
                # the race the reminder names (15.4.3.1, 15.4.3.1.2)
                params["race"] = "/".join(races)
            if at is not None:
                params["circle"] = at
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
            # 「コールしたユニットは…ターン終了時に退却する」: the cards the steps before acted on
            # (cards only: a flag such as ``acted:shuffle`` names no card)
            "acted": {
                k: list(x)
                for k, x in rt.data.items()
                if k.startswith(("acted:", "cost:")) and isinstance(x, list | tuple)
            },
            # each of those cards as it is now (``Card.placed``): one that becomes a new card
            # before the delayed ability resolves is not the card the effect acted on (4.1.8)
            "acted_placed": {
                u: c.placed
                for k, x in rt.data.items()
                if k.startswith(("acted:", "cost:")) and isinstance(x, list)
                for u in x
                if isinstance(u, str) and (c := ctx.card(u)) is not None
            },
            # 「あなたのターン終了時に」: only at the end of that fighter's turn (``autos``)
            "owner": op.when.owner,
            # 「次に<事象>した時、…」: the event it waits for (a trigger, read as an automatic
            # ability's is, ``autos.delayed_event``)
            "trigger": op.when if op.when.event != "timing" else None,
            "turn": st.turn.number,
            # 「次のあなたのターン開始時」: only in a turn after this one
            "next_turn": ("next", "turn") in op.when.detail,
            # 「そのターン中、…時」: the period printed (11.9.7.1), ``abilities.delayed_trigger``
            "until": op.until,
            # 「そのターン中、次に…した時」: the next such event only, within the period
            "once": NEXT_ONLY in op.detail,
            # the steps the effect that made it rests on (「そうしたなら」 met, 11.2.3)
            "made_by": list(rt.why),
        }
        yield SetVar(
            key="delayed",
            value=[*(st.vars.get("delayed") or []), d],
            clauses=clauses + ("11.9.7",),
            caused_by=rt.why,
            ja=(
                f"次に「{op.modes[0][0] or rt.text}」の事象が起きた時に一度だけ誘発する自動能力（時限誘発）を作る"
                if op.when.event != "timing"
                else f"{_delay_point_ja(op.when)}に誘発する自動能力（時限誘発）を作る"
            ),
            en=(
                "an automatic ability is made that triggers once, the next time its event happens "
                "(a delayed trigger)"
                if op.when.event != "timing"
                else f"an automatic ability is made that triggers at {_delay_point_en(op.when)} (a delayed trigger)"
            ),
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
    elif op.verb == "change_target":
        yield from change_attack_target(rt, op, clauses)
    elif op.verb == "void_triggers":
        # 「そのターン中、相手のドライブチェックのトリガーの効果を無効にする」: the fighter's checks'
        # trigger abilities are not played for the period (11.10.4.2; triggers.play_trigger)
        who = st.opponent(rt.master) if op.performer == "opponent" else rt.master
        s = yield AddEffect(
            target=who,
            stat="trigger_effects",
            op="prohibit",
            value=op.skill,
            until=effect_until(rt, op.until),
            caused_by=rt.why,
            clauses=clauses + ("11.3.1.2", "11.10.4.2"),
            source=f"{label(ctx, rt.source)}: {rt.text}",
            ja=f"{who} の{CHECK_JA.get(op.skill or '', 'チェック')}のトリガーの効果は無効になる",
            en=f"{who}'s {op.skill or 'check'} trigger effects are nullified",
        )
        yield from trigger_effects_kept(ctx, who, s)
    elif op.verb == "end_turn":
        yield from end_turn_by_instruction(rt, clauses)
    elif op.verb == "game_end":
        # 「（あなた|相手）は（このゲームに）敗北する / 勝利する」 (1.2.5), 「…は投了する」 (1.2.4.1:
        # no effect forces a concession); ``m`` is the fighter the text names
        yield from game_end_by_effect(
            ctx, m, dict(op.detail)["game_end"], ("1.2.5",), ("1.2.4.1", "1.2.4"), rt.why
        )
    elif op.verb == "lose_ability":
        # 「この能力を失う」 (7.14.2): the ability being resolved is treated as not on its card (a
        # given one as not given) for the period (``continuous.programs`` leaves it out)
        index = rt.data.get("index")
        if rt.source is None or index is None:
            raise ValueError("lose_ability without the ability's card and index")
        yield _period_effect(
            rt,
            op,
            rt.source,
            "ability_lost",
            "prohibit",
            int(index),
            clauses + ("7.14.2", "11.3.1.2"),
            f"{label(ctx, rt.source)} はこの能力（{rt.text[:40]}）を失う",
            f"{label(ctx, rt.source)} loses this ability",
        )
    elif op.verb == "lose_all":
        # 「…はすべての能力を失う」 (7.14.2): each card is treated as having none of its abilities
        # for the period (``continuous.programs`` leaves them out, 11.11.1.5)
        assert op.target is not None
        for u in resolve_sel(rt, op.target):
            yield _period_effect(
                rt,
                op,
                u,
                "abilities_lost",
                "prohibit",
                True,
                clauses + ("7.14.2", "11.3.1.2"),
                f"{label(ctx, u)} はすべての能力を失う",
                f"{label(ctx, u)} loses every ability",
            )
    elif op.verb in ("gain", "lose"):
        # 『ブースト』を得る by an effect: the skill for the effect's duration (7.14.1);
        # 『ブースト』を失う: treated as not having the icon for the effect's duration (7.14.2;
        # common.skills reads both in timestamp order)
        assert op.target is not None
        gain = op.verb == "gain"
        for u in resolve_sel(rt, op.target):
            yield _period_effect(
                rt,
                op,
                u,
                "skill",
                "add" if gain else "prohibit",
                op.skill,
                clauses + ("7.14.1" if gain else "7.14.2", "11.3.1.2"),
                f"{label(ctx, u)} は『{op.skill}』を{'得る' if gain else '失う'}",
                f"{label(ctx, u)} {'gains' if gain else 'loses'} {op.skill}",
            )
    else:
        raise ValueError(op.verb)


# The period of a continuous effect (11.3.1.2) as ``Effect.until``: ``battle``, ``turn`` (9.11.9),
# ``game``; 「次の相手のターン終了時まで」 / 「次のあなたのターン終了時まで」 (``opponent_next_turn`` /
# ``your_next_turn``) end with that player's next turn, not the present one: ``turn:N``, N its
# number counted from now, turns alternating (9.11.10), ended at its 9.11.9 (turn.py)
NEXT_TURN_OF = {"opponent_next_turn": "opponent", "your_next_turn": "you"}
# a player's next stand phase (9.2): the effect ends as that phase ends (``stand_phase:N``)
NEXT_STAND_OF = {"opponent_next_stand_phase": "opponent", "your_next_stand_phase": "you"}
PERIOD_JA = {
    "battle": "そのバトル中",
    "turn": "そのターン中",
    "game": "このゲーム中",
    "opponent_next_turn": "次の相手のターン終了時まで",
    "your_next_turn": "次のあなたのターン終了時まで",
    "opponent_next_stand_phase": "次の相手のスタンドフェイズ中",
    "your_next_stand_phase": "次のあなたのスタンドフェイズ中",
    "this_stand_phase": "このスタンドフェイズ中",
}
PERIOD_EN = {
    "battle": "this battle",
    "turn": "this turn",
    "game": "this game",
    "opponent_next_turn": "until the end of the opponent's next turn",
    "your_next_turn": "until the end of your next turn",
    "opponent_next_stand_phase": "during the opponent's next stand phase",
    "your_next_stand_phase": "during your next stand phase",
    "this_stand_phase": "during this stand phase",
}


# the player actions a step may prohibit (``Op`` prohibit, ``cardtext.PLAYER_BANS``): (ja, en, the
# clauses defining the action)
PLAYER_BAN_WORDS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "intercept": ("インターセプト", "intercept", ()),
    "ride": ("ライド", "ride", ("6.3.3",)),
    "play_order": ("オーダーをプレイ", "play an order", ("11.8.2",)),
    "normal_call": ("ノーマルコール", "make a normal call", ("6.2.2.1",)),
}


# 「相手のターン中、…」 / 「あなたのターン中、…」 as the period of an effect (11.3.1.2): that player's turn
TURN_PERIOD_OF = {"opponent_turn": "opponent", "your_turn": "you"}


def turn_period(rt: Rt, until: str, clauses: tuple[str, ...]) -> Generator[Any, Any, str | None]:
    """The period 「<player>のターン中」 of an effect made now (11.3.1.2): in that player's turn, this
    turn (``turn``, ended at 9.11.9). In another player's turn the rules do not settle it (the
    audit's turn_period_later, both run): the period contradicts the present situation and the
    effect is not created (11.3.1.2.1, as 「そのバトル中」 outside a battle; None), or it names a
    turn still to come: the effect is in force only during that player's next turn and ends with
    it (``during_turn_of:P:N``, turn_end.ends_this_turn; _vg/values.in_force)."""
    from ruling.turn_end import during_turn_of

    st = rt.ctx.state
    whose = rt.master if TURN_PERIOD_OF[until] == "you" else st.opponent(rt.master)
    if st.turn.player == whose:
        return "turn"
    later = yield from unsettled.holds(rt.master, "vg", "turn_period_later", "later")
    if not later:
        yield Reject(
            f"{whose} のターン中ではないので、「{whose} のターン中」を期間とする継続効果は作成されません",
            f"not {whose}'s turn: an effect lasting {whose}'s turn is not created",
            ("11.3.1.2", "11.3.1.2.1"),
        )
        return None
    s = yield Mark(
        clauses=clauses + ("11.3.1.2", "11.3.1.2.1"),
        caused_by=rt.why,
        ja=f"「{whose} のターン中」は次の {whose} のターンを指す: その間だけ有効な継続効果を作成する",
        en=f"「{whose}'s turn」 names {whose}'s next turn: the effect is in force only during it",
    )
    rt.why += (s,)
    return during_turn_of(whose, st.turn.number + 1)


def effect_until(rt: Rt, until: str | None) -> str:
    """``Effect.until`` of an effect made now with the period ``until`` (None: this turn)."""
    if until in NEXT_TURN_OF:
        st = rt.ctx.state
        whose = rt.master if NEXT_TURN_OF[until] == "you" else st.opponent(rt.master)
        return f"turn:{st.turn.number + (2 if st.turn.player == whose else 1)}"
    if until in NEXT_STAND_OF:
        # that player's next stand phase: of the next turn of theirs (this turn's stand phase,
        # if it is theirs, is over or going on: the next one is meant)
        st = rt.ctx.state
        whose = rt.master if NEXT_STAND_OF[until] == "you" else st.opponent(rt.master)
        return f"stand_phase:{st.turn.number + (2 if st.turn.player == whose else 1)}"
    if until == "this_stand_phase":
        # the stand phase going on (its effects end as it ends, turn.stand_phase, 9.2.4);
        # callers check there is one (``not_in_stand_phase``)
        return f"stand_phase:{rt.ctx.state.turn.number}"
    return until or "turn"


def not_in_stand_phase(rt: Rt, until: str | None) -> Reject | None:
    """An effect lasting 「このスタンドフェイズ」 made outside a stand phase: the period contradicts
    the present situation, the effect is not created (11.3.1.2.1, as 「そのバトル中」 outside a
    battle); None when it is not such an effect or the turn is in its stand phase (9.2)."""
    if until != "this_stand_phase" or rt.ctx.state.turn.phase == "stand":
        return None
    return Reject(
        "スタンドフェイズ中ではないので、「このスタンドフェイズ」の継続効果は作成されません",
        "not during a stand phase: an effect lasting this stand phase is not created",
        ("11.3.1.2.1",),
    )


COLUMN_JA = {"left": "左の縦列", "center": "中央の縦列", "right": "右の縦列"}


def replaced_count(
    rt: Rt,
    op: Op,
    clauses: tuple[str, ...],
    default: int | None = None,
    unit: str = "",
    then: tuple[str, str] = ("に置き換えて実行する", "instead"),
) -> Proc:
    """The count a step is done with: its own (``default`` where the text gives none), or the one
    a later 「AではなくB」 of the ability puts in its place when that condition holds as the step
    is done (``Op.instead``: 「１枚引く。…なら、１枚ではなく２枚引く。」, 「【エネルギーチャージ】(1)。
    …なら、(1)ではなく(2)。」, 「１つではなく、２つ選ぶ」 — 11.3.1.3, 11.3.1.3.5). ``unit`` and
    ``then`` (ja, en) word the step's note."""
    n = op.n if default is None else (op.n or default)
    for cond, alt in op.instead:
        if holds(rt, cond):
            s = yield Mark(
                clauses=clauses + REPLACED,
                watch=tuple(cond_watch(rt, cond)),
                ja=f"「{n}{unit}ではなく{alt}{unit}」: 条件を満たすので、{alt}{unit}{then[0]}",
                en=f"「{alt} instead of {n}」: the condition is met, {alt} {then[1]}",
            )
            rt.why += (s,)
            n = alt
    if n == (op.n if default is None else (op.n or default)):
        yield from not_replaced(rt, op, clauses, f"{n}{unit}")
    return n


def not_replaced(rt: Rt, op: Op, clauses: tuple[str, ...], printed: str) -> Proc:
    """「AではなくB」 (``Op.instead``) none of whose conditions holds as the step is done: the
    replacement is read at that moment and does not apply (11.3.1.3.5: it replaces A 「この能力内
    で[テキスト A]部分を解決する際」), A is done as printed — said, with what the condition read
    (``watch``: a cost the ability paid just before may be what broke it). ``printed``: A's words."""
    if not op.instead or any(holds(rt, cond) for cond, _alt in op.instead):
        return
    s = yield Mark(
        clauses=clauses + REPLACED,
        watch=tuple(w for cond, _a in op.instead for w in cond_watch(rt, cond)),
        ja=f"「{printed}ではなく…」: 解決する時点で条件を満たさないので、{printed}のまま実行する",
        en=f"「instead of {printed}」: its condition is not met as the step is done: {printed} as printed",
    )
    rt.why += (s,)


def _choose_columns(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「縦列を１つ選び」: the master chooses that many columns (4.9.1.1: left, centre, right, as
    seen from the master's side); 「１つではなく、２つ選ぶ」 replaces the number (11.3.1.3.5)."""
    n = yield from replaced_count(
        rt, op, clauses, default=1, unit="つ", then=("選ぶ", "are chosen")
    )
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


# a circle group as printed (「(R)に置く」)
_GROUP_MARK = {"rear": "(R)", "vanguard": "(V)", "guardian": "(G)"}


def _to_circles(rt: Rt, us: list[str], op: Op, clauses: tuple[str, ...]) -> Proc:
    """Move each unit of ``us`` to a circle of the group ``op.dest`` of the field it is on,
    chosen by the master of the ability (11.8.5.1), in ``op.orientation`` if given. A dominated
    unit (7.39) goes to a circle of the field the text names (「あなたの(R)に」: the dominating
    fighter's, read from the ability's master) — a circle whose master is not the unit's owner is
    chosen, and the move is not done (7.39.4.2; ``_dominated_to_circle``)."""
    from ruling.games._vg.dominate import dominator

    ctx = rt.ctx
    for u in us:
        c, w = ctx.card(u), where_circle(ctx, u)
        if c is not None and w is None:
            # a card from a zone that is no circle put onto one (「山札の上から１枚を(R)に置く」
            # after a look) appears there without a call (7.17.1, 6.2.1.1): not run — said, not
            # passed over (the compiler refuses the texts that name such a zone, OFF_CIRCLE_ZONES)
            yield Reject(
                f"{c.label} を{_GROUP_MARK.get(op.dest or '', op.dest)}に置く: サークル以外からサークルに置く処理（コールでない登場）は未対応",
                f"{c.label} put onto a circle ({op.dest}) from a zone that is no circle (an "
                "appearance that is not a call): not supported",
                clauses + ("7.17.1",),
                caused_by=rt.why,
                unsupported=True,
            )
            continue
        if c is None or w is None:
            continue
        whose = dict(op.detail).get("dest_owner")
        if whose is not None and dominator(ctx, u) is not None:
            field = _owners(ctx, str(whose), rt.master, _doer(rt))[0]
            if field != w[0]:
                yield from _dominated_to_circle(rt, c, w, field, op, clauses)
                continue
        if op.dest == "vanguard" and w[1] != "vanguard":
            from ruling.games._vg.turn import rear_to_vanguard_circle

            yield from rear_to_vanguard_circle(ctx, w[0], u, clauses, rt.why)  # 7.4.1.1
            continue
        empty = "empty" in dict(op.detail).get("dest_states", ())
        col = dict(op.detail).get("dest_column")
        # 「そのユニットと同じ縦列の(R)に移動させる」: a circle of that column (4.9.1.1)
        cols = columns_of(rt, col, w[0]) if col is not None else None
        if col is not None and col.column == "this" and not cols and not _on_a_circle(rt):
            # 「同じ縦列の(R)に移動する」 naming no card: 11.8.5.3 would name the unit with the
            # ability, and the card of an order is none — the column is the one of the unit
            # moved, its own column (4.9.1.1)
            cols = {COLUMN[w[1]]} if w[1] in COLUMN else set()
        elif (
            ("dest_column_unsaid", True) in op.detail
            and u != rt.source
            and w[1] in COLUMN
            and cols is not None
            and COLUMN[w[1]] not in cols
        ):
            # 「…を選び、同じ縦列の後列の(R)に移動させる」: the column of the unit with the ability
            # (11.8.5.3, the engine's reading) or of the unit moved — the point
            # same_column_unnamed_in_move, both readings run where the two columns differ
            own = yield unsettled.choose(
                rt.master,
                "vg",
                "same_column_unnamed_in_move",
                {"ability_unit": False, "moved_unit": True},
            )
            if own:
                cols = {COLUMN[w[1]]}
        cs = [x for x in open_circles(ctx, w[0]) if cols is None or COLUMN.get(x) in cols]
        cs = [
            x
            for x in cs
            if in_group(ctx, w[0], circle(x), op.dest or "")
            # 「ユニットのいない(R)に移動させる」: only a circle no unit is on
            and not (empty and ctx.zone(w[0], circle(x)))
            # 「別の(R)に」: not the circle it is on
            and not (("dest_other", True) in op.detail and x == w[1])
        ]
        if not cs:
            continue
        to = yield Choose(
            rt.master,
            "circle",
            f"{c.label} を移動するサークル",
            f"the circle {c.label} moves to",
            tuple(circle_option(w[0], x) for x in cs),
            clauses + ("11.8.5.1",),
        )
        # 「…を別の(R)と入れ替える」: the unit on the circle chosen, if any, goes to the first
        # one's circle at once (7.8.1, 7.8.3; a move of each, 7.34.1.1)
        there = list(ctx.zone(w[0], circle(str(to)))) if ("exchange", True) in op.detail else []
        swapped = ("7.8.1", "7.8.3", "7.34.1.1") if ("exchange", True) in op.detail else ()
        from ruling.games._vg.specific import move_card

        # each as any card moved: its dress origins go with it (6.7.5), its gauge and the
        # markers on it stay its own (4.15.3.2, 15.8.4.3)
        yield from move_card(
            ctx,
            u,
            w[0],
            circle(str(to)),
            # a unit of the field put on another circle of the field: the text's 「移動する」
            # (7.34.1), the same card with the effects it had (4.1.8)
            clauses + ("11.8.5.2", "7.34.1", "4.1.8") + swapped,
            ja=f"{c.label} を{CIRCLE_JA[str(to)]}に移動する",
            en=f"{c.label} moves to {to}",
            orientation=op.orientation,
            caused_by=rt.why,
        )
        for x in there:
            yield from move_card(
                ctx,
                x.uid,
                w[0],
                circle(w[1]),
                clauses + swapped,
                ja=f"{x.label} を{CIRCLE_JA[w[1]]}に移動する（入れ替え）",
                en=f"{x.label} moves to {w[1]} (swapped)",
                caused_by=rt.why,
            )


def _dominated_to_circle(
    rt: Rt, c: Card, w: tuple[str, str], field: str, op: Op, clauses: tuple[str, ...]
) -> Proc:
    """A dominated unit ``c`` (on ``w``) an effect moves to a circle of another fighter's field
    ``field`` (the one the text names): the master chooses the circle (11.8.5.1); whose master is
    not the unit's owner, the move is not done (7.39.4, 7.39.4.2; principle ``impossible``) and
    the unit stays where it is, on its circle whose master has not changed (7.39.5). A move to
    its owner's circle (7.39.4.3) is not built."""
    ctx = rt.ctx
    if field == c.owner:
        raise Unsupported("a dominated unit moved to its owner's other circle (7.39.4.3)")
    empty = "empty" in dict(op.detail).get("dest_states", ())
    if dict(op.detail).get("dest_column") is not None or op.dest == "vanguard":
        raise Unsupported("a dominated unit moved to a column's or a vanguard circle (7.39.4.2)")
    cs = [
        x
        for x in open_circles(ctx, field)
        if in_group(ctx, field, circle(x), op.dest or "")
        and not (empty and ctx.zone(field, circle(x)))
    ]
    if not cs:
        return
    to = yield Choose(
        rt.master,
        "circle",
        f"{c.label} を移動するサークル",
        f"the circle {c.label} moves to",
        tuple(circle_option(field, x) for x in cs),
        clauses + ("11.8.5.1",),
    )
    s = yield Mark(
        clauses=clauses + ("7.39.4", "7.39.4.2", "7.39.5") + ctx.principle("impossible"),
        caused_by=rt.why,
        watch=(c.uid,),
        touches=(c.uid, f"{field}.{circle(str(to))}", f"{w[0]}.{circle(w[1])}"),
        ja=f"支配状態の {c.label} を移動する{field}の{CIRCLE_JA[str(to)]}はオーナー（{c.owner}）の"
        f"サークルではないため、その移動は実行されず、{w[0]}の{CIRCLE_JA[w[1]]}に残る",
        en=f"the dominated {c.label} is to move to {field}'s {to}, a circle whose master is not its "
        f"owner ({c.owner}): the move is not done, it stays on {w[0]}'s {w[1]}",
    )
    rt.why += (s,)


def _on_a_circle(rt: Rt) -> bool:
    """Is the card whose ability this is a unit — on a circle, or last on one (11.13.1)?"""
    if gone_from(rt) is not None:
        return True
    w = rt.ctx.where(rt.source or "")
    return w is not None and where_circle(rt.ctx, rt.source or "") is not None


# the steps of an effect that move a card to another zone (its ``acted:`` record): a later step
# of the same effect acting on 「その…」 follows the card moved (4.1.8.1)
_MOVING = ("acted:call", "acted:ride", "moved", "acted:to:soul", "acted:lock_put")


def _tracked(rt: Rt, op: Op, uid: str) -> tuple[str, ...]:
    """4.1.8.1 「ひとつのカードの効果によってカードの領域移動を行い、移動させた先のカードに対して
    何らかの処理を行う場合、その効果は移動させたカードを追跡し、処理を行います」: ``op`` acts on a
    card an earlier step of this effect moved, named back (「そのユニット」)."""
    if op.target is None or op.target.ref not in ("that", "chosen", "it"):
        return ()
    moved = any(uid in (rt.data.get(k) or ()) for k in _MOVING)
    return ("4.1.8.1",) if moved else ()


# zones whose cards the other fighter does not see (a choice among them rests on information
# hidden from that fighter, 1.3.2.4.1)
_HIDDEN_FROM_OTHER = ("hand", "deck", "ride_deck")


def _undoable(ctx: Ctx, op: Op, uid: str) -> tuple[str, ...] | None:
    """The clauses by which ``op`` cannot be done with card ``uid`` (a call, or a move, to a
    circle of a card whose main type is order: it goes to the drop instead, 4.4.3); None when it
    can be, or when what the card is is not known."""
    c = ctx.card(uid)
    to_circle = op.verb == "call" or circle_of(op.dest or "") is not None or op.dest == "rear"
    if c is not None and to_circle and c.type in ORDER_TYPES:
        return ("4.4.3",)
    return None


def _as_possible(rt: Rt, op: Op, cands: list[str], clauses: tuple[str, ...]) -> Proc:
    """「１枚を可能な限り(R)にコールする」: the master must choose so that the number named is done
    as nearly as possible (1.3.2.4) — the cards with which the step cannot be done are left out
    of the choice while others can be; chosen among cards the other fighter does not see, this is
    1.3.2.4.1 (its example: the cards that can be called must be chosen), and none of them doable
    they are shown to every fighter (1.3.2.4.1)."""
    ctx = rt.ctx
    why = {u: _undoable(ctx, op, u) for u in cands}
    left = [u for u in cands if why[u] is not None]
    if not left:
        return cands
    out = [u for u in cands if why[u] is None]
    hidden = any((w := ctx.where(u)) is not None and w[1] in _HIDDEN_FROM_OTHER for u in left)
    cl = ("1.3.2.4",) + (("1.3.2.4.1",) if hidden else ())
    cl += tuple(dict.fromkeys(c for u in left for c in why[u] or ()))
    names = "、".join(label(ctx, u) for u in left)
    names_en = ", ".join(label(ctx, u) for u in left)
    if out:
        s = yield Mark(
            clauses=clauses + cl,
            watch=tuple(left),
            ja=f"「可能な限り」: {names} ではこの処理を行えないため、行えるカードから選ぶ",
            en=f"「as far as possible」: the step cannot be done with {names_en}; the cards it can"
            " be done with are chosen from",
        )
    else:
        s = yield Mark(
            clauses=clauses + cl,
            watch=tuple(left),
            ja="「可能な限り」: どのカードでもこの処理を行えない"
            + (f"（{names} を公開する）" if hidden else f"（{names}）"),
            en="「as far as possible」: the step can be done with no card"
            + (f" ({names_en} are shown)" if hidden else f" ({names_en})"),
        )
    rt.why += (s,)
    return out


def _targets(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """The cards a step acts on: those its reference names, all of a description
    (「…すべて」, 7.50.1.2), or as many as it says, chosen by the master (a number of cards
    with no 「選ぶ」 is a choice of that many, 7.50.1.1)."""
    ctx, m = rt.ctx, rt.master
    assert op.target is not None
    # a card the description leaves out only by a value not given is branched on (qualifies /
    # not, ``values.branch_candidates``), or — a card of a count, too many — stated
    target = op.target
    cands = yield from branch_candidates(
        ctx, lambda: resolve_sel(rt, target), m or "", rt.text, clauses
    )
    # 「その中からユニットを２枚まで(R)にコールし」: a number of the cards a step before dealt
    # with (``acted:<op>``) is a choice of that many among them (7.50.1.1), not all of them
    among = (
        (op.target.ref or "").startswith("acted:")
        and op.verb != "choose"
        and op.target.count is not None
        and op.n is not None
        and op.bound in ("exact", "up_to")
    )
    if (
        (op.target.ref is not None and not among)
        or op.bound == "all"
        or (op.n is None and op.bound != "any")
    ):
        if op.target.ref is None and op.verb != "choose":
            # every card described, none chosen (7.50.1.2): 「選べない」 does not keep one out
            yield from not_chosen_noted(rt, cands, clauses)
            if op.bound == "all":
                s = yield Mark(
                    clauses=clauses + ALL + description_clauses(ctx, target, cands),
                    watch=tuple(cands),
                    ja="「すべて」: 該当するカードすべてが対象で、選ぶものではない: "
                    + ("、".join(label(ctx, u) for u in cands) or "なし"),
                    en="「すべて」: every card described, none chosen: "
                    + (", ".join(label(ctx, u) for u in cands) or "none"),
                )
                rt.why += (s,)
        return cands
    if op.target.pos in ("top", "bottom") and op.n and op.bound == "exact":
        # 「山札を上から１枚…に置く」: the top (bottom) cards of the pile, no choice — a card of
        # the deck moved is its top card (7.6.1)
        out: list[str] = []
        for pl, z in dict.fromkeys(w for u in cands if (w := ctx.where(u)) is not None):
            pile = [c.uid for c in ctx.zone(pl, z)]
            pile = pile[: op.n] if op.target.pos == "top" else pile[-op.n :]
            out += [u for u in pile if u in cands]
        from_deck = any((w := ctx.where(u)) is not None and w[1] == "deck" for u in cands)
        several: tuple[str, ...] = ()
        if from_deck and op.n > 1:
            # 「山札の上から３枚」: N cards of the deck moved, one at a time N times (7.6.2,
            # 4.5.3); a move the deck has no card for is not done (1.3.2)
            several = ("7.6.2", "4.5.3")
            if len(out) < op.n:
                several += ctx.principle("impossible")
        s = yield Mark(
            clauses=clauses + ("7.6.1",) + several,
            touches=tuple(out),
            ja=f"{'上' if op.target.pos == 'top' else '下'}から{op.n}枚: "
            + ("、".join(label(ctx, u) for u in out) or "なし"),
            en=f"the {op.target.pos} {op.n} card(s): "
            + (", ".join(label(ctx, u) for u in out) or "none"),
        )
        rt.why += (s,)
        return out
    cands = yield from _choosable(rt, cands, clauses)
    if ("as_possible", True) in op.detail:
        cands = yield from _as_possible(rt, op, cands, clauses)
    # 「望む枚数」: as many as the master picks, none to all (11.8.4.1.1)
    n, bound = (len(cands), "up_to") if op.bound == "any" else (op.n or 0, op.bound)
    if op.bound == "any":
        clauses = clauses + ("11.8.4.1.1",)
    picks = yield from _pick(
        rt, cands, n, bound, None, ("7.50.1", "7.50.1.1"), op.target.distinct_names
    )
    # fewer there than the number the step names: as many as can be (1.3.2 「その一部のみ実行
    # 不可能な場合、可能な限りその行動を行います」)
    short = ctx.principle("impossible") if bound == "exact" and len(picks) < n else ()
    if short:
        # a keyword's clause that says so for its own part (14.22.2.1)
        short += MEANING_SHORT.get(rt.program.keyword or "", ())
    if bound == "up_to" and op.bound != "any":
        # 「N枚まで」: any number from 0 to N (11.8.4.1.1; 1.3.5.1 「～まで」 with no lower bound
        # allows 0); a move of up to N cards is made a card at a time, the fighter free to end
        # it before each (7.6.3, 7.6.3.2, 7.6.3.3)
        short += ("11.8.4.1.1", "1.3.5.1")
        if op.verb == "move" and n > 0:
            short += ("7.6.3", "7.6.3.2") + (("7.6.3.3",) if picks else ())
    # a number of things named is a choice of them (7.50.1.1), so the rules of choosing hold:
    # targets chosen when the step is carried out (11.8.4), the number named chosen as far as
    # possible (11.8.4.1)
    chose = ("11.8.4", "11.8.4.1") if bound == "exact" else ("11.8.4",)
    s = yield Mark(
        clauses=clauses + ("7.50.1", "7.50.1.1") + chose + short,
        watch=sel_watch(rt, op.target),
        ja=f"{m} は {'、'.join(label(ctx, u) for u in picks) or 'なにも'} を選ぶ",
        en=f"{m} chooses {', '.join(label(ctx, u) for u in picks) or 'nothing'}",
    )
    rt.why += (s,)
    return picks


def _filter_replaced(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「…グレード１以下の…を選び、…。Xなら、グレード１以下ではなくグレード２以下にする」: the
    choice's filter A replaced by B when X holds as the choice is made (11.3.1.3, 11.3.1.3.5);
    the choice as it is otherwise. Returns the choice to make."""
    assert op.target is not None
    for _key, (cond, was, now) in [d for d in op.detail if d[0] == "instead_filter"]:
        if not holds(rt, cond):
            continue
        stats = tuple(x for x in op.target.stats if x not in was) + tuple(now)
        s = yield Mark(
            clauses=clauses + REPLACED,
            watch=tuple(cond_watch(rt, cond)),
            ja=f"「ではなく」: 条件を満たすので、選ぶカードの条件 {_stats_text(was)} を"
            f" {_stats_text(now)} に置き換える",
            en=f"「instead」: the condition is met, the choice's filter {_stats_text(was)} "
            f"becomes {_stats_text(now)}",
        )
        rt.why += (s,)
        op = replace(op, target=replace(op.target, stats=stats))
    return op


def _stats_text(stats: tuple[tuple[str, str, int], ...]) -> str:
    return "、".join(f"{st} {cmp} {n}" for st, cmp, n in stats)


def _by_vanguard(rt: Rt) -> bool:
    """Whether the card whose ability this is, is its master's vanguard now (「…あなたのヴァン
    ガードの能力で」)."""
    return rt.source is not None and where_circle(rt.ctx, rt.source) == (rt.master, "vanguard")


# a blast done as a step of an effect, not as a cost (「【ソウルブラスト】(1)してよい」)
BLASTS = ("counter_blast", "soul_blast", "energy_blast")


def _charged(ctx: Ctx, m: str) -> tuple[int, int, Any]:
    """What a charge (or a blast) changes: the soul, the face-up damage, the energy."""
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


# the clause that says whether a zone is public or hidden (4.1.2), by zone
_VISIBILITY = {
    "deck": "4.5.2",
    "hand": "4.6.2",
    "drop": "4.7.2",
    "field": "4.9.3",
    "soul": "4.10.2",
    "damage": "4.11.2",
    "bind": "4.12.2",
    "trigger": "4.13.2",
    "g_zone": "4.14.2",
    "gauge": "4.15.2",
    "order_area": "4.16.2",
    "order_zone": "4.17.2",
    "crest_zone": "4.19.2",
}


def _search_bound(rt: Rt, op: Op, cands: list[str]) -> Proc:
    """How a search (7.11.1) may end, by the zones it looks through: a hidden zone may be searched
    without finding a card that is there (7.11.2: up to the number), a public zone must give the
    card found when there is one (7.11.3: as many as there are, up to the number). A search of
    「(領域A)か(領域B)から」 (7.11.4) of a hidden and a public zone with a card to find in the
    public one is the audit's search_hidden_or_public: each zone by its own clause (the card in
    the public zone must be found) or the search as one over a hidden zone (it may find
    none). Returns (the bound, the clauses of the search)."""
    ctx = rt.ctx
    assert op.target is not None
    zones = [z for z in op.target.zones if ctx.game.zone(z) is not None]
    public = {z for z in zones if ctx.game.zone(z).public}  # type: ignore[union-attr]
    # the clause that makes each zone searched public or hidden (4.7.2 「ドロップゾーンは公開
    # 領域です」, 4.5.2 …): what decides which of 7.11.2 / 7.11.3 applies
    seen = tuple(dict.fromkeys(c for z in zones if (c := _VISIBILITY.get(z.split(".")[0]))))
    if not public:
        return "up_to", ("7.11.1", "7.11.2", *seen)
    if public == set(zones):
        return "exact", ("7.11.1", "7.11.3", *seen)
    in_public = [u for u in cands if (w := ctx.where(u)) is not None and w[1] in public]
    if not in_public:
        # nothing to find in the public zone: the hidden one's search may find none
        return "up_to", ("7.11.1", "7.11.4", "7.11.2")
    must = yield unsettled.choose(
        rt.master, "vg", "search_hidden_or_public", {"must_find": True, "may_decline": False}
    )
    return (
        ("exact", ("7.11.1", "7.11.4", "7.11.3"))
        if must
        else (
            "up_to",
            ("7.11.1", "7.11.4", "7.11.2"),
        )
    )


def _goal_fits(ctx: Ctx, op: Op) -> Callable[[list[str], str], bool] | None:
    """What the cards chosen together must meet (``steps.choice_goal``), as a test of one more
    card against those chosen before it: 「グレードの合計がN以下になるように」 (``goal_total``:
    the sum with it at most N) / 「グレードがそれぞれ異なるように」 (``goal_distinct``: its value
    unlike theirs); None when the choice names none."""
    d = dict(op.detail)

    def value(u: str, stat: str) -> int:
        c = ctx.card(u)
        return (stat_of(ctx, c, stat) or 0) if c is not None else 0

    if "goal_total" in d:
        st, _cmp, n = d["goal_total"]
        return lambda picks, u: sum(value(p, st) for p in picks) + value(u, st) <= n
    if "goal_distinct" in d:
        sd = d["goal_distinct"]
        return lambda picks, u: all(value(p, sd) != value(u, sd) for p in picks)
    return None


def _pick(
    rt: Rt,
    cands: list[str],
    n: int,
    bound: str,
    what: tuple[str, str, str] | None,
    clauses: tuple[str, ...],
    distinct: bool = False,
    at_random: bool = False,
    fits: Callable[[list[str], str], bool] | None = None,
) -> Proc:
    """``n`` of ``cands`` chosen one by one by the master (``up_to``: may stop); ``distinct``
    (それぞれ別名の, 12.6.2.2.1): no card chosen shares a name with one chosen before it;
    ``at_random``: by chance, not by the master (12.4.2; the ruling branches on the result);
    ``fits``: what the cards chosen together must meet (``_goal_fits``), each card chosen so."""
    ctx = rt.ctx
    kind, ja, en = what or ("choose", "選ぶカード", "card to choose")
    picks: list[str] = []
    for _ in range(n):
        pool = _distinct_pool(ctx, cands, picks, distinct)
        if fits is not None:
            pool = [u for u in pool if fits(picks, u)]
        if not pool:
            break
        opts = tuple(card_option(ctx.card(u), ctx=ctx) for u in pool)  # type: ignore[arg-type]
        if bound == "up_to":
            opts += (Option("none", "選ばない", "choose no more", None, aliases=("no",)),)
        if at_random:
            u = yield Choose(
                _doer(rt), kind, f"ランダムに{ja}", f"{en} at random", opts, clauses, chance=True
            )
        else:
            # a card found by a search (7.11.1) is a card chosen among those seen: a scenario's
            # ``at: choose`` naming one of them answers it too (docs/scenarios.md)
            also = ("choose",) if kind == "search" else ()
            u = yield Choose(_doer(rt), kind, ja, en, opts, clauses, also=also)
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
    first = rt.program.steps[0].sentence if rt.program.steps else None
    if not either and (op.cond is not None or rt.program.cond is not None and op.sentence == first):
        # 「…なら、以下のすべてを行う」: the condition written before the list, read when it is
        # resolved, fixes whether the items are carried out (11.8.3.1.2.1)
        items += ("11.8.3.1.2.1",)
    picks: list[int] = []
    modes = list(op.modes)
    eligible = range(len(modes))
    if op.skill == "quoted":
        # 「『…』を行う」: the quoted effect, carried out as a part of this one (nothing chosen)
        picks, items = [0], ()
    elif dict(op.detail).get("according") is not None:
        # 「Xの枚数により以下…を行う」: the number of cards X, stated before the list, fixes
        # which items are carried out when the instruction comes (11.8.3.1.2.1): each item's
        # 「N枚以上‐」 read now, not again while they are done
        eligible = [i for i, (_t, p) in enumerate(modes) if p.cond is None or holds(rt, p.cond)]
        items = ("11.8.3.1.2", "11.8.3.1.2.1")
        s0 = yield Mark(
            clauses=clauses + items,
            ja="実行する項目が決まる: "
            + ("、".join(modes[i][0] for i in eligible) if eligible else "なし"),
            en="the items to carry out are fixed: "
            + (" / ".join(modes[i][0] for i in eligible) if eligible else "none"),
        )
        rt.why += (s0,)
        modes = [(t, replace(p, cond=None)) for t, p in modes]
        if op.bound == "all":
            picks = list(eligible)
    same = dict(op.detail).get("same_effect")
    # 「以下から、このターンに選んでいないものを…」: the text says so itself (11.8.4: what is to be
    # chosen is what it says), kept as the note's items are
    unchosen = dict(op.detail).get("unchosen")
    barred = ("11.9.5.1.1",) if same is not None else ("11.8.4",)
    same = same or unchosen
    key = f"same_effect.{rt.source}.{rt.data.get('index', 0)}"
    if same is not None:
        # 「このターン中、同じ効果は発動できない」: an item chosen before this turn by this ability
        # cannot be chosen again, carried out or not (11.9.5.1.1)
        was = ctx.state.vars.get(key) or {}
        before = was.get("picked", []) if was.get("turn") == ctx.state.turn.number else []
        if before:
            eligible = [i for i in eligible if i not in before]
            s0 = yield Mark(
                clauses=clauses + barred,
                ja="このターンすでに選んだ項目は、実行していなくても再び選べない: "
                + "、".join(modes[i][0] for i in before),
                en="the items chosen already this turn cannot be chosen again, done or not: "
                + " / ".join(modes[i][0] for i in before),
            )
            rt.why += (s0,)
    # 「以下を２つまで行う」 / 「以下から２つまで選び、行う」: any number of the items from none up
    # to that many (11.8.4.1.1): the master may stop choosing
    up_to = op.bound == "up_to"
    upto = ("11.8.4.1.1",) if up_to else ()
    # 「相手は以下を１つ選ぶ。あなたは選ばれたものを行う」: the player the text names chooses (11.8.4),
    # the master carries the items out
    chooser = ctx.state.opponent(m) if dict(op.detail).get("chooser") == "opponent" else m
    # 「同じものを２回選んでもよい」: an item may be chosen that many times (the text's own rule
    # over 11.8.4's one choice of each, 1.3.1)
    again = int(dict(op.detail).get("repeat") or 1)
    times = op.n if again > 1 and eligible else min(op.n, len(eligible))
    for _ in range(0 if op.skill == "quoted" or op.bound == "all" else times):
        opts = tuple(
            Option(str(i + 1), t, t, i, aliases=(t,))
            for i, (t, _p) in enumerate(modes)
            if picks.count(i) < again and i in eligible
        )
        if not opts:
            break
        if up_to:
            opts += (Option("none", "これ以上選ばない", "choose no more", None, aliases=("no",)),)
        k = yield Choose(
            chooser,
            "mode",
            "行う項目を選ぶ（以下を行う）" if not either else "行う方を選ぶ",
            "choose the item to carry out" if not either else "choose which to do",
            opts,
            ("11.8.4",) if either else ("11.8.4", "11.8.3.1.2", *upto),
        )
        if k is None:
            break
        picks.append(int(k))
    if op.bound == "all" and op.skill != "quoted" and not dict(op.detail).get("according"):
        # 「以下すべてを行う」: every item, from the top (11.8.3.1.2), nothing chosen
        picks = list(range(len(modes)))
    picks.sort()
    if same is not None and picks:
        was = ctx.state.vars.get(key) or {}
        before = was.get("picked", []) if was.get("turn") == ctx.state.turn.number else []
        yield SetVar(
            key=key,
            value={"turn": ctx.state.turn.number, "picked": sorted({*before, *picks})},
            clauses=barred,
        )
    twice = ("1.3.1",) if len(set(picks)) < len(picks) else ()  # an item chosen again, as printed
    s = yield Mark(
        clauses=clauses + items + upto + twice,
        ja=(f"{chooser} が選んだ、" if chooser != m else "")
        + f"{m} は {'、'.join(modes[i][0] for i in picks) or 'なにも'} を行う"
        + ("" if op.bound == "all" or chooser != m else "ことを選ぶ"),
        en=(f"chosen by {chooser}: " if chooser != m else "")
        + f"{m} {'carries' if op.bound == 'all' or chooser != m else 'chooses to carry'} out: "
        + (" / ".join(modes[i][0] for i in picks) or "nothing"),
    )
    # items of the list left undone by their condition (11.8.3.1.2.2): those the number stated
    # before the list left out, and each chosen one whose condition fails when its turn comes
    undone = (
        [i for i in range(len(modes)) if i not in eligible]
        if op.bound == "all" and dict(op.detail).get("according") is not None
        else []
    )
    carried = 0
    asked = False
    stopped: list[int] = []
    for at, i in enumerate(picks):
        text, prog = modes[i]
        if stopped:
            # 11.8.3.1.2.2 as printed: once an item is not carried out, the others are not
            stopped.append(i)
            continue
        if prog.cond is not None and not holds(rt, prog.cond):
            undone.append(i)
            if op.skill not in ("quoted", "either") and (carried or picks[at + 1 :]):
                # one item of several not carried out by its condition: are the others carried
                # out (11.8.3.1.2; 11.8.3.1.2.2's 「実行されません」 read as a misprint), or, as
                # printed, not — the point list_items_not_executed_misprint, both readings run
                # (the items carried out before it stay done)
                asked = True
                go_on = yield unsettled.choose(
                    m,
                    "vg",
                    "list_items_not_executed_misprint",
                    {"executed": True, "not_executed": False},
                )
                if not go_on:
                    stopped.append(i)
        else:
            carried += 1
        sub = Rt(ctx, m, rt.source, prog, text, dict(rt.data))
        sub.chosen, sub.looked, sub.why = list(rt.chosen), list(rt.looked), rt.why + (s,)
        yield from run_program(sub, clauses + items[1:])
        rt.done.update(sub.done)
        rt.chosen, rt.looked = sub.chosen, sub.looked
        rt.acted = rt.acted or sub.acted
    if stopped[1:]:
        yield Mark(
            clauses=("11.8.3.1.2.2",),
            caused_by=(s,),
            touches=skipped_reach(rt, tuple(o for i in stopped[1:] for o in modes[i][1].steps)),
            ja="項目が条件により実行されなかったため、他の項目も実行されない（11.8.3.1.2.2 の文字どおり）: "
            + "、".join(modes[i][0] for i in stopped[1:]),
            en="an item was not carried out by its condition: the others are not either "
            "(11.8.3.1.2.2 as printed): " + " / ".join(modes[i][0] for i in stopped[1:]),
        )
    if undone and carried and not asked and op.skill not in ("quoted", "either"):
        # one item not carried out by its condition, another carried out: as printed, 11.8.3.1.2.2
        # says the others are not carried out either (「実行されません」, read as a misprint)
        yield unsettled.flag(
            "vg",
            "list_items_not_executed_misprint",
            (
                "条件を満たした項目も実行されない",
                "the items whose conditions are met are not carried out either",
            ),
        )


def _next_act_reduced(rt: Rt, verb: str, player: str, n: int) -> Proc:
    """A blast printed in an effect, done by ``player``: 「あなたが次に行う【カウンターブラスト】は
    １減る」 made this turn takes its number off (7.28.1; 「次の」 the next time it is actually
    done, then used, 7.28.2; several add up, 7.28.2.1). Returns the number left."""
    st = rt.ctx.state
    downs = [
        d
        for d in st.vars.get("cost_down") or []
        if d.get("player") == player
        and d["stat"] == verb
        and d["turn"] in (st.turn.number, None)
        and not d.get("cost_only")  # 「次にあなたが払う…」: paid as a cost only
    ]
    if not downs or n <= 0:
        return n
    by = sum(int(d["n"]) for d in downs)
    s = yield Mark(
        clauses=("7.28.1",)
        + (("7.28.2",) if any(d["next"] for d in downs) else ())
        + (("7.28.2.1",) if len(downs) > 1 else ()),
        caused_by=rt.why,
        ja=f"{player} の{verb}の数値は{by}減る: {n} → {max(n - by, 0)}",
        en=f"{player}'s {verb} is {by} less: {n} -> {max(n - by, 0)}",
    )
    rt.why += (s,)
    used = [d for d in downs if d["next"]]
    if used:
        yield SetVar(
            key="cost_down",
            value=[d for d in st.vars.get("cost_down") or [] if d not in used] or None,
            clauses=("7.28.2",),
        )
    return max(n - by, 0)


def _done_key(op: Op) -> str:
    return op.verb


def _redirected_move(rt: Rt, op: Op, us: list[str]) -> Proc:
    """Cards the step moved toward ``op.dest`` that a rule put elsewhere instead (4.18.4: a card
    from the ride-deck zone 「山札ではなく、ライドデッキ置場に」; 4.4.2: a G unit to the G zone).
    When the ability reads whether the step was done (「戻したなら」, 11.2.3), is it done — the
    instruction carried out, its card redirected by the rules — or not, the card never reaching
    that zone? The audit's redirected_move_if_done, both readings run (the engine's: not done);
    a step that moved other cards there as said is done either way."""
    ctx = rt.ctx
    away = [u for u in us if (w := ctx.where(u)) is not None and w[1] != op.dest]
    if not away or len(away) < len(us):
        return
    steps = rt.program.steps
    if not any(
        o.lead in ("if_done", "otherwise")
        or (o.cond is not None and o.cond.what in ("done", "not_done"))
        for o in steps
    ):
        return
    done = yield unsettled.choose(
        rt.master, "vg", "redirected_move_if_done", {"not_done": False, "done": True}
    )
    if not done:
        rt.done["move"] = False


def _locked_not_oriented(rt: Rt, target: Any, cands: list[str]) -> tuple[str, ...]:
    """The locked cards a description naming a stand / rest state (「相手のレストしている
    リアガード」) would reach but for that state: a locked card is neither standing nor rested
    when that is read (7.30.1.3), whatever way it lies."""
    oriented = {"stand", "rest"}
    if not oriented & set(target.states):
        return ()
    rest = tuple(st for st in target.states if st not in oriented)
    kinds = tuple("locked_card" if k in ("rearguard", "unit") else k for k in target.kinds)
    wide = replace(target, states=rest, kinds=kinds)
    ctx = rt.ctx
    return tuple(
        u
        for u in resolve_sel(rt, wide)
        if u not in cands and (c := ctx.card(u)) is not None and c.states.get("locked")
    )


def _left_out_by_values(rt: Rt, target: Any, cands: list[str]) -> tuple[str, ...]:
    """The cards the selection ``target`` would take but for its values (grade, power …:
    ``Sel.stats``) or the states it names (「スタンド状態の」: a rested unit, which stays as it
    is because of it), each with the circle / zone it is in (not those it takes and that were
    left out for another reason, which says so itself)."""
    if not target.stats and target.stat_ref is None and not target.states:
        return ()
    taken = set(resolve_sel(rt, target)) | set(cands)
    out: list[str] = []
    for u in resolve_sel(rt, replace(target, stats=(), stat_ref=None, states=())):
        if u in taken:
            continue
        w = rt.ctx.where(u)
        out += [u] + ([f"{w[0]}.{w[1]}"] if w else [])
    return tuple(out)


CHECK_JA = {"drive": "ドライブチェック", "damage": "ダメージチェック"}


def end_turn_by_instruction(rt: Rt, clauses: tuple[str, ...]) -> Proc:
    """「このターンを終了する」 (18.4.1): the continuous effects lasting less than this turn end
    (18.4.1.1: 「そのバトル中」, the battle with them), the game moves to its end phase unless it
    is in it (18.4.1.3), and vanguard damage left is dealt by the end phase's rule process
    (18.4.2). ``run_program`` then finishes the ability (18.4.1.2) and stops what it was
    resolved in (``TurnEnds``)."""
    ctx = rt.ctx
    st = ctx.state
    s = yield Mark(
        clauses=clauses + ("18.4.1",),
        caused_by=rt.why,
        ja="ターンを終了する指示: 18.4.1 の処理を実行する",
        en="an instruction ends the turn: 18.4.1 is carried out",
    )
    if any(e.until == "battle" for e in st.effects) or st.vars.get("battle") is not None:
        yield EndEffects(
            until="battle",
            clauses=("18.4.1", "18.4.1.1"),
            ja="「そのバトル中」を期限とする継続効果の期限が終了する",
            en="continuous effects lasting this battle end",
        )
        yield SetVar(key="battle", value=None, clauses=("18.4.1", "18.4.1.1"))
    ended = s
    rt.data["turn_ended_in_end_phase"] = st.turn.phase == "end"
    if st.turn.phase != "end":
        ended = yield SetTurn(
            changes={"phase": "end", "step": None},
            clauses=("18.4.1", "18.4.1.3"),
            caused_by=(s,),
            ja="ターンを終了する処理: エンドフェイズに移行する",
            en="the turn ends: the game moves to the end phase",
        )
    yield SetVar(key=TURN_ENDED, value=ended, clauses=("18.4.1",))
    for pl in st.order():
        if int(val(ctx, "vanguard_damage", pl)) >= 1:
            # 18.4.2: the damage process (13.6) of the vanguard damage left is the end phase's
            dealt = ctx.step_of(f"var:vanguard_damage.{pl}")
            yield Mark(
                clauses=("18.4.2",),
                caused_by=(s,) + ((dealt,) if dealt is not None else ()),
                touches=(f"var:vanguard_damage.{pl}",),
                ja=f"{pl} のヴァンガードダメージが残っているため、エンドフェイズのルール処理でダメージ処理を実行する",
                en=f"{pl}'s vanguard damage is left: the end phase's rule process deals it",
            )
    rt.data["turn_ended"] = ended


def _deleted_original_power(rt: Rt, deleted: list[str]) -> Proc:
    """A unit deleted whose original power an effect or ability set (11.11.1.2) to other than its
    printed power: 7.32.2 takes off 「カードに表記されたパワー」 — the printed one, or the original
    one as changed? (the audit's deleted_original_power, both readings run; ``values.power``
    reads the card's ``deleted_less``). A unit whose original power is its printed one reads
    the same either way and is not asked."""
    from ruling.games._vg.values import _sets

    ctx = rt.ctx
    for u in deleted:
        c = ctx.card(u)
        sets = _sets(ctx, u, "power", original=True)
        if c is None or not sets or sets[-1][0] == int(c.power or 0):
            continue
        how = yield unsettled.choose(
            rt.master,
            "vg",
            "deleted_original_power",
            {"printed": "printed", "original": "original"},
        )
        yield SetCard(
            uid=u,
            changes={"deleted_less": how},
            clauses=("7.32.2", "11.11.1.2"),
            caused_by=rt.why,
            ja=f"{c.label} のデリートで減るパワー: "
            + ("表記されたパワー" if how == "printed" else "元々のパワー（変更後）"),
            en=f"{c.label}'s deletion takes off "
            + ("its printed power" if how == "printed" else "its original power (as changed)"),
        )


def change_attack_target(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「アタックしているユニットのアタック先を、…に変更する」 (7.38.1): the attacking unit described,
    when it is the one attacking in the battle now, attacks the unit named (chosen by the master
    when counted, 11.8.4) and that unit only, however many it attacked (7.38.1.1). Moved between
    a vanguard and a rear-guard (10.1.5), the battle's record of what it attacked is the new
    unit's — or, by 10.1.4 (a designated vanguard makes the battle one that attacked a vanguard
    until the close step ends), both: the audit's attack_moved_vanguard_rearguard, both run."""
    from ruling.games._vg.battle import _record, present
    from ruling.games._vg.restrictions import banned

    ctx, st = rt.ctx, rt.ctx.state
    battle = st.vars.get("battle")
    assert op.target is not None
    attacker = battle.get("attacker") if battle else None
    if attacker is None or attacker not in resolve_sel(rt, op.target):
        s = yield Mark(
            clauses=clauses + ("7.38.1",) + ctx.principle("impossible"),
            caused_by=rt.why,
            ja="そのアタックしているユニットはいないため、アタック先は変更されない",
            en="no such attacking unit: no attack target is changed",
        )
        rt.why += (s,)
        return
    to = dict(op.detail)["to"]
    defender = battle["defender"]
    cands = [
        u
        for u in resolve_sel(rt, to)
        if (w := where_circle(ctx, u)) is not None and w[0] == defender
    ]
    barred = [u for u in cands if banned(ctx, u, "attacked") is not None]
    if barred:
        # 10.2.3: a unit an effect bars from being designated as the attacked unit does not
        # battle — the engine reads it as no unit the target may be changed to (1.3.3); the
        # audit's attack_target_changed_to_unattackable (7.38.1 designates it all the same?)
        yield unsettled.flag("vg", "attack_target_changed_to_unattackable")
        s0 = yield Mark(
            clauses=clauses + ("7.38.1", "10.2.3") + ctx.principle("prohibition"),
            caused_by=rt.why,
            ja=f"{'、'.join(label(ctx, u) for u in barred)} は効果によりアタックされないため、新たなアタック先にはならない",
            en=f"{', '.join(label(ctx, u) for u in barred)} cannot be attacked by an effect: not a "
            "new attack target",
        )
        rt.why += (s0,)
        cands = [u for u in cands if u not in barred]
    if op.n:
        picks = yield from _pick(rt, cands, 1, "exact", None, ("7.38.1", "11.8.4"))
    else:
        picks = cands[:1]
    if not picks:
        s = yield Mark(
            clauses=clauses + ("7.38.1", "11.8.4.1.3") + ctx.principle("impossible"),
            caused_by=rt.why,
            ja="新たなアタック先となるユニットがいないため、アタック先は変更されない",
            en="no unit to be the new attack target: the target is not changed",
        )
        rt.why += (s,)
        return
    new = picks[0]
    at = where_circle(ctx, new)
    assert at is not None
    old = [u for u in battle["attacked"] if present(ctx, u, battle["attacked_at"].get(u))]
    kind = "vanguard" if at[1] == "vanguard" else "rearguard"
    old_kinds = {
        "vanguard" if w[1] == "vanguard" else "rearguard"
        for w in (battle.get("attacked_at") or {}).values()
    } | set(battle.get("attacked_kinds_kept") or ())
    cl: tuple[str, ...] = ("7.38.1",)
    if len(battle["attacked"]) > 1:
        cl += ("7.38.1.1",)
    kept: tuple[str, ...] = ()
    if old_kinds - {kind}:
        # 10.1.5: 「それまでのユニットにアタックしている事象は、新たなユニットにアタックしている
        # 事象に変更されます」 — against 10.1.4's 「クローズステップが終了するまで、ヴァンガードに
        # アタックしたことになります」
        keep = yield unsettled.choose(
            rt.master,
            "vg",
            "attack_moved_vanguard_rearguard",
            {"changed": False, "designated": True},
        )
        cl += ("10.1.5",)
        if keep:
            kept = tuple(sorted(old_kinds - {kind}))
            cl += ("10.1.4",)
    new_battle = {
        **battle,
        "attacked": [new],
        "attacked_at": {new: at},
        "attacked_kinds_kept": kept,
        # the units designated at step 10.4.1.8, before any change (10.7.1.6.1 names them; the
        # audit's hit_event_designated_unit, raised at the hit event)
        "attacked_designated": battle.get("attacked_designated") or dict(battle["attacked_at"]),
    }
    s = yield SetVar(
        key="battle",
        value=new_battle,
        caused_by=rt.why,
        clauses=clauses + cl,
        ja=f"アタック先を変更: {'、'.join(label(ctx, u) for u in old) or 'なし'}→{label(ctx, new)}"
        + ("（複数からその1体のみに）" if "7.38.1.1" in cl else ""),
        en=f"the attack target changed to {label(ctx, new)}"
        + (" (that one only, of several)" if "7.38.1.1" in cl else ""),
    )
    rt.why += (s,)
    yield _record(ctx, new_battle, (s,), cl, replace_last=True)
    rt.done["change_target"] = True
    yield from _guardians_after_change(rt, new, s)


def _guardians_after_change(rt: Rt, new: str, changed: int) -> Proc:
    """The guardians on the defender's (G) paired (6.2.4) with a unit the change of the attack's
    target (7.38.1) left unattacked, the attack now on ``new`` alone: nothing pairs them again
    (the audit's ``guardian_after_target_change``: the engine's reading keeps the pairing, the
    shield adding to no unit, 6.2.4.1; the other reads 10.4.1.10.1 as guarding the only attacked
    unit)."""
    ctx = rt.ctx
    at = ctx.where(new)
    if at is None:
        return
    stale = [
        g for g in ctx.zone(at[0], "field.guardian") if g.states.get("guards") not in (None, new)
    ]
    if not stale:
        return
    again = yield from unsettled.holds(
        at[0], "vg", "guardian_after_target_change", "guards_attacked"
    )
    for g in stale:
        if again:
            yield SetCard(
                uid=g.uid,
                changes={"guards": new},
                caused_by=(changed,),
                clauses=("10.4.1.10.1", "6.2.4.1", "7.38.1"),
                ja=f"{g.label} はアタックされている唯一のユニット {label(ctx, new)} をガードする",
                en=f"{g.label} guards the only attacked unit, {label(ctx, new)}",
            )
        else:
            yield Mark(
                caused_by=(changed,),
                clauses=("6.2.4", "6.2.4.1", "7.38.1"),
                watch=(g.uid,),
                touches=(g.uid, new),
                ja=f"{g.label} の対応は変わらず、{label(ctx, new)} のパワーにシールドは加わらない",
                en=f"{g.label} stays paired with the unit it guarded: its shield does not add "
                f"to {label(ctx, new)}",
            )


def _modal_where(rt: Rt, op: Op) -> Any:
    """The cards a modal step's prohibition covers (``ruling.cardtext.modal``: 「相手はグレード３の
    カードをコールできない」, 「あなたはこのカードと同名のカードの【起】能力を発動できない」): the
    description read by the unit matcher whenever the act is attempted, what it refers to (this
    card, the card chosen) the effect's own (``rt``); None when the step names no cards."""
    from ruling.cardtext.modal import modal_of_detail
    from ruling.state import CardFilter

    w = modal_of_detail(op.detail)["where"]
    if w is None:
        return None
    ref = rt.source
    if w.same_as is not None:
        # 「あなたのヴァンガードと同名の」 / 「バインドしたカードと同名の」: the card compared with,
        # fixed when the effect is made (as ``resolve_sel`` reads it); none: no card is of its name
        named = resolve_sel(rt, w.same_as)
        if not named:
            return CardFilter(test=lambda ctx, c: False, ja="（該当なし）", en="(none)")
        ref = named[0]
    # 「Xと同名のカード」 in a prohibition names the cards of X's name, X among them (the card the
    # names are compared with has its own name, 12.6.1): its other descriptions still apply
    itself = replace(w, same_name=False, same_as=None)

    def test(ctx: Ctx, c: Card) -> bool:
        if w.same_name and c.uid == ref:
            return matches(ctx, c, itself, None, rt)
        return matches(ctx, c, w, ref, rt)

    return CardFilter(
        test=test,
        ja="その効果が述べるカード",
        en="the cards the effect describes",
    )


def _attack_instruction(rt: Rt, op: Op, clauses: tuple[str, ...]) -> Proc:
    """「(ユニットA)は(ユニットB)にアタックする」 (7.36.1): the units named now as unit A and unit B
    (11.8.4), attacked with once the effect is over (``run_program``; the action itself is
    ``battle.attack_by_effect``, the effect's master the attacking fighter, 7.36.1.2.1)."""
    ctx = rt.ctx
    assert op.target is not None
    whom = dict(op.detail).get("attacked")
    units = list(resolve_sel(rt, op.target))
    attacked = list(resolve_sel(rt, whom)) if isinstance(whom, Sel) else []
    s = yield Mark(
        clauses=clauses + ("7.36.1",),
        watch=sel_watch(rt, op.target),
        ja=f"効果の終了後、{'、'.join(label(ctx, u) for u in units) or 'なし'} が "
        f"{'、'.join(label(ctx, u) for u in attacked) or 'なし'} にアタックする（7.36）",
        en=f"once the effect is over, {', '.join(label(ctx, u) for u in units) or 'nothing'} "
        f"attacks {', '.join(label(ctx, u) for u in attacked) or 'nothing'} (7.36)",
    )
    if len(attacked) > 1:
        # 7.36.1.1: one of the units named as unit B is designated — by the effect's master
        pick = yield choose_card(
            rt.master,
            [c for c in (ctx.card(u) for u in attacked) if c is not None],
            "attacked_unit",
            "アタックされるユニット",
            "the unit to be attacked",
            clauses + ("7.36.1.1",),
        )
        attacked = [pick] if pick else attacked[:1]
    params = {"player": rt.master, "attacker": units, "target": attacked[0] if attacked else None}
    queued = list(rt.data.get("attack_after_effect", ()))
    rt.data["attack_after_effect"] = [*queued, (params, s)]
