"""Weiß Schwarz card abilities: running a compiled program (8.8.1) — its condition, 「そうしたら」
(8.6.4), who carries each step out (8.6.5) and every step's action."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Generator, Sequence
from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.definitions import defined
from ruling.games._ws.automatic import _RESOLVING
from ruling.games._ws.basic import (
    DAMAGE_GROUP_VAR,
    EVERY_PLAYER_VAR,
    done_one_by_one,
    end_damage_group,
    resumes,
    suspends,
)
from ruling.games._ws.cardtext import Op, Program, Sel
from ruling.games._ws.cardtext.ir import op_ext, prog_ext, with_op
from ruling.games._ws.common import PHASE_JA, find_card, take_top
from ruling.games._ws.conditions import (
    cond_absent_clauses,
    cond_clauses,
    cond_watch,
    holds,
    per_absent_clauses,
    per_count,
)
from ruling.games._ws.continuous import (
    FORBIDDEN_EN,
    FORBIDDEN_JA,
    STAGE_GROUPS,
    bans_of,
    card_banned,
    choice_shield,
    eval_x,
    x_absent_clauses,
)
from ruling.games._ws.costs import cost_zones, op_pay_cost
from ruling.games._ws.ops import (
    no_target_clauses,
    no_target_touches,
    op_choose,
    op_choose_parts,
    op_move,
    op_move_slot,
    op_reveal_hand,
    op_swap_chosen,
    op_swap_chosen_pair,
    op_swap_each,
    op_swap_last_two,
    op_swap_stage,
    op_swap_this,
    op_to_slot,
)
from ruling.games._ws.replay import replayed
from ruling.games._ws.selection import (
    NO,
    SLOT_RELATIONS,
    YES,
    ZONE_JA,
    Proc,
    Rt,
    _ask_optional,
    _who,
    blank_clauses,
    card_label,
    declines_optional,
    is_blank,
    last_slot,
    master_of,
    name_key,
    resolve_sel,
    slot_of,
    zone_ids,
)
from ruling.games._ws.setup import shuffled_now
from ruling.games._ws.triggers import set_trigger_checks
from ruling.principles import count_options, turn_order
from ruling.rules import (
    AddDelayed,
    AddEffect,
    CheckTiming,
    Choose,
    Do,
    EndEffects,
    Mark,
    Move,
    MoveMany,
    Option,
    Orient,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Shuffle,
    Warn,
)
from ruling.turn_end import turn_of
from ruling.values import branch_condition

# why a player may look at a hidden zone when an effect says so: the zone's rule (3.3.2 the hand,
# 3.10.2 the stock: no player sees it), overridden by the text (1.3.1)
LOOK_ZONE_CLAUSES = {
    "hand": ("3.3.2",),
    "stock": ("3.10.2", "1.3.1"),
    # public zones: any player may see their cards (looking changes nothing)
    "waiting_room": ("3.4.2",),
    "clock": ("3.8.2",),
    "level": ("3.9.2",),
    "climax": ("3.11.2",),
    "memory": ("3.12.2",),
}

# what a prohibition on a card (Op "prohibit") forbids, as a trace says it
BANNED_JA = {
    "stand_phase": "次の相手のスタンドフェイズに【スタンド】しない",
    "reverse": "【リバース】しない",
    "stand": "【スタンド】できない",
    "side_attack_soul": "サイドアタックしてもソウルが減少しない",
    "damage_from_bottom": "の与えるダメージは山札の下からダメージ処理を行う",
    "attack": "アタックできない",
    "front_attack": "フロントアタックできない",
    "side_attack": "サイドアタックできない",
    "direct_attack": "ダイレクトアタックできない",
    "to_hand:opponent": "相手の効果で手札に戻らない",
    "to_deck:opponent": "相手の効果で山札に戻らない",
}
BANNED_EN = {
    "stand_phase": "does not stand in the next stand phase",
    "reverse": "is not reversed",
    "stand": "may not stand",
    "side_attack_soul": "loses no soul when it side-attacks",
    "damage_from_bottom": "deals damage processed from the bottom of the deck",
    "attack": "may not attack",
    "front_attack": "may not front-attack",
    "side_attack": "may not side-attack",
    "direct_attack": "may not direct-attack",
    "to_hand:opponent": "is not returned to the hand by the opponent's effects",
    "to_deck:opponent": "is not returned to the deck by the opponent's effects",
}


# 「…としても扱う」 ops: the card field given another value, the clauses, how the value is shown
_TREATED_ALSO: dict[str, tuple[str, tuple[str, ...], str]] = {
    "also_colour": ("colour", ("8.2.1.2", "2.4.1"), "{}"),
    "also_name": ("name", ("8.2.1.2", "2.1.2"), "「{}」"),
}


def _shield_for(ctx: Ctx, uid: str, master: str, what: str | None) -> str | None:
    """A ban on being chosen (「相手の効果に選ばれない」, ``continuous.choice_shield``) an effect
    puts on a card: 相手 / あなた are the effect's master's (4.3.3) — said of the card's master,
    as ``choice_shield`` reads them, they turn round on a card of the opponent's. Any other ban
    as it is. 「相手の効果で手札に戻らない」 (``to_hand:opponent``, ``effect_banned``) on a card of
    the opponent's: the effects of that card's own master (``:own``)."""
    if what is None or master_of(ctx, uid) == master:
        return what
    if what.startswith("to_") and what.endswith(":opponent"):
        return what.removesuffix(":opponent") + ":own"
    if what == "chosen_by_opponent":
        what = "chosen_by:opponent:::"
    if not what.startswith("chosen_by:"):
        return what
    parts = what.split(":")
    parts[1] = {"you": "opponent", "opponent": "you"}.get(parts[1], parts[1])  # "any" stays
    return ":".join(parts)


def run_program(rt: Rt, clauses: tuple[str, ...]) -> Proc:
    c = rt.ctx.card(rt.source or "")
    stack = _RESOLVING.setdefault(rt.ctx, [])
    stack.append(
        (name_key(c.name) if c is not None else None, rt.program.kind, rt.master, rt.source)
    )
    # the stage as the ability was played (8.6.2.4, before its resolution): 8.9.2's cut-off
    rt.data.setdefault(
        "stage_at_play",
        (
            rt.ctx.state.seq,
            {
                c.uid
                for pl in rt.ctx.state.order()
                for z in zone_ids("stage")
                for c in rt.ctx.zone(pl, z)
            },
        ),
    )
    try:
        yield from _run_program(rt, clauses)
    finally:
        stack.pop()
    w = rt.ctx.where(rt.source or "")
    if w is None or w[1] != "resolution":
        # an event's effect is all its text, resolved before the card leaves the resolution
        # zone (8.6.2.5.2): the jump waits for that (``play``)
        yield from phase_jump(rt.ctx)


def phase_jump(ctx: Ctx) -> Proc:
    """11.4.1.2: an effect said 「…フェイズに進む」 — once it is resolved, the game goes straight to
    the phase named, without a check timing; the phases between are skipped (their processes not
    carried out). 11.4.1.3: what is waiting is done at that phase's check timing."""
    from ruling.games._ws.common import on_stage
    from ruling.games._ws.turn import PHASE_ORDER

    st = ctx.state
    jump = st.vars.get("phase_jump")
    if not jump or jump.get("turn") != st.turn.number or jump.get("done"):
        return
    yield SetVar(key="phase_jump", value={**jump, "done": True})
    here, there = st.turn.phase, jump["phase"]
    skipped = (
        PHASE_ORDER[PHASE_ORDER.index(here) : PHASE_ORDER.index(there)]
        if here in PHASE_ORDER and there in PHASE_ORDER
        else ()
    )
    # what the phases skipped would have done, not done (11.4.1.2): the attack phase's encore
    # step puts the reversed characters into the waiting room (7.7.1.2)
    left = tuple(
        ref
        for pl in st.players
        for slot, c in on_stage(ctx, pl)
        if "attack" in skipped and st.turn.step != "encore" and c.orientation == "reverse"
        for ref in (c.uid, f"{pl}.stage.{slot}")
    )
    if "attack" in skipped and any(e.until == "attack" for e in st.effects):
        # 11.4.1.1: 「そのアタック中」 ends with the attack the jump leaves
        yield EndEffects(
            until="attack",
            clauses=("11.4.1.1",),
            caused_by=tuple(jump.get("by", ())),
            ja="「そのアタック中」の効果が消滅（フェイズの移行により期限が終了）",
            en="effects lasting this attack end (their period ends with the jump)",
        )
    if "attack" in skipped and any(e.until == "battle" for e in st.effects):
        # 11.4.1.1: 「そのバトル中」 (the front attack's sub-phase, 7.2.1.5.1) ends with it too
        yield EndEffects(
            until="battle",
            clauses=("11.4.1.1", "7.2.1.5.1"),
            caused_by=tuple(jump.get("by", ())),
            ja="「そのバトル中」の効果が消滅（フェイズの移行により期限が終了）",
            en="effects lasting this battle end (their period ends with the jump)",
        )
    if skipped:
        # the phases skipped are passed in this turn (11.4.1.2 「その間のステップやフェイズは飛ばされ
        # ます」): a later action naming one is refused as one already carried out (6.1.1)
        done = st.vars.get("phases_done") or {}
        ran = list(done.get("phases", ())) if done.get("turn") == st.turn.number else []
        yield SetVar(
            key="phases_done",
            value={
                "turn": st.turn.number,
                "phases": [*ran, *(ph for ph in skipped if ph not in ran)],
                "skipped": [ph for ph in skipped if ph not in ran],
            },
        )
    moved = yield SetTurn(
        changes={"phase": there, "step": None},
        clauses=("11.4.1", "11.4.1.2"),
        caused_by=tuple(jump.get("by", ())),
        ja=f"効果により直接{PHASE_JA.get(there, there)}に移行する（間のフェイズは飛ばされ、その処理は"
        "実行されない）",
        en=f"the effect moves the game straight to the {there} phase (the phases between are "
        "skipped, their processes not carried out)",
    )
    if left:
        yield Mark(
            clauses=("11.4.1.2", "7.7.1.2"),
            caused_by=(moved,),
            touches=left,
            ja="アンコールステップは飛ばされ、リバース状態のキャラは控え室に置かれない",
            en="the encore step is skipped: the reversed characters are not put into the "
            "waiting room",
        )
    # the first check timing since the effect resolved: the move was made without one (11.4.1.2),
    # what waits is done at the phase moved to (11.4.1.3)
    yield CheckTiming(("11.4.1.2", "11.4.1.3"))


def _reads_under_this(x: Any) -> bool:
    """Does a program part name the markers under its card (a ``Sel`` of zone ``under_this``)?"""
    if isinstance(x, Sel):
        return "under_this" in x.zones or any(_reads_under_this(v) for v in vars(x).values())
    if isinstance(x, tuple | list):
        return any(_reads_under_this(v) for v in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return any(_reads_under_this(getattr(x, f.name)) for f in dataclasses.fields(x))
    return False


def _left_markers(rt: Rt) -> Proc:
    """8.7.4.1.2 makes a leave-the-stage trigger read its card as it was on the stage; whether
    the markers it had there (3.7.4 「マーカーを持つ」) are part of that, or gone with their own
    zone (3.7.1.2, 3.7.3.2), the rules do not say — the point left_card_markers, asked where the
    effect reads the markers under its card that left the stage with some (``_under_this``
    reads ``rt.data["left_markers"]``)."""
    placed = rt.data.get("left_stage")
    if placed is None or not rt.source or not _reads_under_this(rt.program.steps):
        return
    lk = rt.ctx.last_known(rt.source, placed)
    had = tuple(lk.info.get("markers") or ()) if lk is not None else ()
    if not had:
        return
    # 継承 is defined as moving 「自身や自身のマーカー」 (10.18.1): the configuration reaches the
    # point through that definition too
    more = ("10.18.1",) if rt.program.keyword == "継承" else ()
    if (yield from unsettled.holds(rt.master, "ws", "left_card_markers", "as_on_stage", more)):
        rt.data["left_markers"] = had


def _run_program(rt: Rt, clauses: tuple[str, ...]) -> Proc:
    ctx = rt.ctx
    p = rt.program
    yield from _left_markers(rt)
    if p.cond is not None and "cond_at_trigger" not in prog_ext(p, "notes"):
        # a card-text filter on a value not given that decides the condition is branched on
        # (``values.branch_condition``); otherwise nothing is said of it
        cond = p.cond
        ok = yield from branch_condition(
            ctx, lambda: holds(rt, cond), rt.master or "", rt.text, cond_clauses(cond)
        )
        if rt.unknown:
            yield Warn(
                "assumption",
                "値が書かれていないカードがあるため、その値を0として条件を判定しました",
                "a card's value is not stated: it was counted as 0 for the condition",
                (),
                key="not_given_taken_as",
            )
        watch = cond_watch(rt, p.cond)
        clauses = clauses + _trigger_info(rt, watch)
        # a step under 「そうしたら」 follows only a step done (8.6.4, 8.6.4.1): with the condition
        # unmet, the step it asks about is not done, so neither is the one after it
        gate = ("8.6.4", "8.6.4.1") if not ok and any(o.lead == "if_done" for o in p.steps) else ()
        # the condition's last part the text's own validity: 「Xなら、この効果は無効」 holding
        # (8.3.2: the ability exists, no effect of it arises, no choice it asks for is made),
        # 「この能力はXの場合のみ有効」 unmet (8.3.3: the part is void while X is not met)
        last = cond if cond.what != "and" else cond.parts[-1]
        if not ok and prog_ext(p, "void_while") and not holds(rt, last):
            gate += ("8.3.2",)
        if not ok and prog_ext(p, "valid_while") and not holds(rt, last):
            gate += ("8.3.3",)
        s = yield Mark(
            # what the condition reads (``cond_clauses``: 「キャラ」 on the stage, 2.3.2.1.2, a
            # count over its slots, 3.5.2; a climax's level read as 0, 2.19.1)
            clauses=clauses
            + cond_clauses(p.cond)
            + cond_absent_clauses(rt, p.cond)
            + defined("ws", rt.text, "condition")
            + gate
            + blank_clauses(ctx, watch),
            watch=watch,
            touches=() if ok else _touches(rt, p.steps),
            ja=f"条件{'を満たす' if ok else 'を満たさない'}: {rt.text}",
            en=f"the condition is {'met' if ok else 'not met'}: {rt.text}",
        )
        rt.why += (s,)
        if not ok and "8.3.2" in gate and p.steps and p.steps[0].verb == "pay_cost":
            # 「コストを払ってよい。そうしたら、…」 of an ability whose effect is void now (8.3.2):
            # whether its cost is still offered (8.4.1) is the point void_effect_cost_offer; when
            # it is, the steps before 「そうしたら」 run and nothing after them
            if (yield from unsettled.holds(rt.master, "ws", "void_effect_cost_offer", "cost_paid")):
                upto = next((i for i, o in enumerate(p.steps) if o.lead == "if_done"), None)
                if upto:
                    cost_only = dataclasses.replace(p, steps=p.steps[:upto], cond=None)
                    yield from _run_program(dataclasses.replace(rt, program=cost_only), clauses)
        if not ok:
            return
    c = ctx.card(rt.source or "")
    replay = replayed(c.text, rt.text) if c is not None else None
    if replay is not None:
        # 11.3.2: the card's replay instruction (11.3.1.1: the line opening with the replay icon,
        # 11.3.1.2: 『(リプレイ行動) (リプレイ効果)』) — what the text carries out as its replay
        # action is the replay effect
        s = yield Mark(
            clauses=("11.3.1", "11.3.1.1", "11.3.1.2", "11.3.2"),
            watch=(c.uid,),
            ja=f"リプレイ指示: 「{replay[0]}」の処理の代わりにリプレイ効果「{replay[1]}」を実行する",
            en=f"replay instruction: the replay effect 「{replay[1]}」 is carried out in place of "
            f"「{replay[0]}」",
        )
        rt.why += (s,)
    gated = False
    unmet: int | None = None  # the sentence whose condition was not met
    chain: bool | None = None  # whether the step 「そうしたら」 asked about was done
    gate_ends: int | None = None  # a 「そうしたら」 not met reaches only its own sentence
    for i, op in enumerate(p.steps):
        if op.lead == "otherwise":
            # 8.6.4: 「(処理 A)しなかったら、(処理 C)する」 — C only if A (the step before, or the
            # one 「そうしたら」 asked about) was not done, or could not be done as a whole
            done = (rt.done and not rt.data.get("short")) if chain is None else chain
            chain, gated = None, done
            yield from _connector_mark(rt, i, gated, done, "そうしないなら", "if you do not")
        if op.lead == "if_done":
            # 8.6.4 / 8.6.4.1: 「そうしたら」 is 「(処理 A)したら」 — what follows is done only if A was
            chain = rt.done
            gated = not rt.done
            yield from _connector_mark(rt, i, gated, rt.done, "そうしたら", "if you do")
            if gated and i + 1 < len(p.steps) and _later_sentences(rt, i):
                # 8.6.4 does not say how far 「そうしたら」 reaches: the point if_done_reach, both
                # readings run — the sentences after it under it too (the engine's), or only
                # its own sentence (「…。その後、…」 done whatever came before)
                if not (
                    yield from unsettled.holds(
                        rt.master, "ws", "if_done_reach", "following_sentences"
                    )
                ):
                    gate_ends = op.sentence
        if gated and gate_ends is not None and op.sentence > gate_ends:
            gated, gate_ends = False, None
        if gated:
            continue
        if op.cond is not None or op.lead is not None or op.sentence != unmet:
            unmet = None
        met = holds(rt, op.cond) if op.cond is not None else True
        unknown = _unknown_match(rt, op.cond)
        if unknown:
            # the card the condition reads is one the scenario gives no name nor type: whether
            # it meets the condition is not known — branched on, never taken as unmet
            met = yield from _branch_unknown_match(rt, unknown, clauses + cond_clauses(op.cond))
        if op.cond is not None:
            # what the sentence's condition was when read (「そうでないなら」: ``Cond`` ``unmet``)
            rt.data.setdefault("cond_met", {}).setdefault(op.sentence, met)
        last_read = cond_absent_clauses(rt, op.cond) if op.cond is not None and met else ()
        if "8.11.1" in last_read:
            # met on a character this effect chose on the stage and that has left it: read as
            # it last was there (8.11.1), which the step says — with the clauses of the effects
            # that made its value there
            rt.why += (
                (
                    yield Mark(
                        clauses=clauses + cond_clauses(op.cond) + last_read,
                        watch=cond_watch(rt, op.cond),
                        ja="条件は、舞台を離れたキャラを最後に舞台にあった時の情報で判断し、満たされる",
                        en="the condition, read on the character as it last was on the stage "
                        "it has left, is met",
                    )
                ),
            )
        info = _trigger_info(rt, cond_watch(rt, op.cond)) if op.cond is not None and met else ()
        if info and "8.11.1" not in last_read:
            # met on the card whose zone move triggered this ability, read as 8.7.4.1.1 -
            # 8.7.4.1.3 say (a card that left the stage: as it was there, 8.7.4.1.2), which the
            # step says, as a condition of the ability's own does (``_trigger_info``)
            rt.why += (
                (
                    yield Mark(
                        clauses=clauses + cond_clauses(op.cond) + info,
                        watch=cond_watch(rt, op.cond),
                        ja="条件は、この能力を誘発させたカードの情報を領域移動誘発の定めどおりに読み、満たされる",
                        en="the condition, read on the card that triggered this ability as a "
                        "zone-move trigger reads it, is met",
                    )
                ),
            )
        if not met:
            # 「…なら、Aし、Bし、Cする」: the condition, checked once, governs the steps chained
            # after it in its sentence up to one with a condition or lead of its own
            unmet = op.sentence
        if unmet is not None:
            rt.done = False  # the step is not done (8.6.4: what 「そうしたら」 asks after it)
            # the step whose condition was read and not met cites what that condition read, as
            # the ability's condition does above (issue 14: nothing happens, and why)
            read = (
                cond_clauses(op.cond)
                + cond_absent_clauses(rt, op.cond)
                + defined("ws", rt.text, "condition")
                + _trigger_info(rt, cond_watch(rt, op.cond))
                if op.cond is not None and not met
                else ()
            )
            yield Mark(
                clauses=clauses + read,
                watch=cond_watch(rt, op.cond) if op.cond is not None else (),
                touches=_touches(rt, (op,)),
                ja=f"条件を満たさないため、この処理は行いません（{op.verb}）",
                en=f"the condition is not met: this step is not done ({op.verb})",
            )
            continue
        before = ctx.last
        rt.data["short"] = False
        yield from run_op(rt, op)
        # 1.3.2: a step that could not be done (in whole or in part) is not done, and the
        # effect's later steps are done all the same — the skip decides them too
        imp = ctx.principle("impossible")
        skip = next(
            (
                j
                for j in range(before + 1, ctx.last + 1)
                if imp and set(imp) <= set(ctx.clauses_of(j))
            ),
            None,
        )
        if skip is not None and i + 1 < len(p.steps) and skip not in rt.why:
            rt.why += (skip,)
        if (yield from _moved_card_fails_whole(rt, op, i, before)):
            return
    del ctx


def _moved_card_fails_whole(rt: Rt, op: Op, i: int, before: int) -> Generator[Any, Any, bool]:
    """8.7.7: an automatic ability's step on 「このカード」 could not be done because the card has
    changed zones (3.1.4), and a step of the effect not hanging on it (「そうしたら」) follows —
    does 「その効果は解決に失敗します」 fail that part only (the rest done, the engine's reading) or
    the whole effect? The audit's auto_effect_partly_impossible, both run (asked once). Returns
    whether the rest of the effect is not done."""
    ctx, p = rt.ctx, rt.program
    nxt = p.steps[i + 1] if i + 1 < len(p.steps) else None
    if (
        p.kind != "auto"
        or op.target is None
        or op.target.ref != "this"
        or nxt is None
        or nxt.lead in ("if_done", "otherwise")
        or rt.data.get("moved_part_asked")
        or not any(
            {"8.7.7", "3.1.4"} <= set(ctx.clauses_of(j)) for j in range(before + 1, ctx.last + 1)
        )
    ):
        return False
    rt.data["moved_part_asked"] = True
    part = yield unsettled.choose(
        rt.master, "ws", "auto_effect_partly_impossible", {"part_only": True, "whole": False}
    )
    if part:
        return False
    rt.why += (
        (
            yield Mark(
                clauses=("8.7.7", "3.1.4"),
                ja="カードの領域が変わっているため、効果全体が解決に失敗する（残りの処理は行わない）",
                en="its card has changed zones: the whole effect fails (the rest is not done)",
            )
        ),
    )
    return True


def _unknown_match(rt: Rt, cond: Any) -> list[str]:
    """「そのカードが《X》のキャラなら」 (``Cond`` ``match``) read on a card the scenario gave no name
    nor type (an unnamed card of a pile: ``deck: 5``): its kind, traits and name are not known."""
    if cond is None or cond.what != "match" or cond.sel is None:
        return []
    return [
        u
        for u in resolve_sel(rt, cond.sel)
        if (c := rt.ctx.card(u)) is not None and c.name is None and c.type is None
    ]


def _branch_unknown_match(rt: Rt, uids: list[str], clauses: tuple[str, ...]) -> Proc:
    """Whether the unknown cards ``uids`` meet the condition: a choice point on a value the
    scenario does not give (``Choose.unknown``), explored as branches."""
    ctx = rt.ctx
    ja, en = [], []
    for u in uids:
        c = ctx.card(u)
        label = c.label if c is not None else u
        w = ctx.where_given(u)
        if w is not None:
            ja.append(
                f"{label}（{w[0]} の{ZONE_JA.get(w[1], w[1])}にあった、名前も種類も書かれていないカード）"
            )
            en.append(
                f"{label} (a card of {w[0]}'s {w[1]} ({w[0]}.{w[1]}), name and type not given)"
            )
        else:
            ja.append(f"{label}（名前も種類も書かれていないカード）")
            en.append(f"{label} (a card whose name and type are not given)")
    got = yield Choose(
        rt.master,
        "unknown_value",
        f"{'、'.join(ja)} が条件「{rt.text}」の指定を満たすか",
        f"whether {', '.join(en)} meets the condition of 「{rt.text}」",
        (Option("met", "満たす", "met", True), Option("unmet", "満たさない", "not met", False)),
        clauses,
        unknown=True,
    )
    return bool(got)


def _step_of(i: int | None) -> tuple[int, ...]:
    return () if i is None else (i,)


def _trigger_info(rt: Rt, watch: tuple[str, ...]) -> tuple[str, ...]:
    """8.7.4.1 and its case: a zone-move trigger's ability whose condition reads the card that
    triggered it (its own card, ``info_clauses`` of the trigger) reads it as 8.7.4.1.1 – 8.7.4.1.3
    say (round 27)."""
    info = tuple(rt.data.get("info_clauses") or ())
    src = rt.source or ""
    own = re.compile(rf"(^|[:.]){re.escape(src)}($|[:.])") if src else None
    if info and own is not None and any(own.search(w) for w in watch):
        return info
    return ()


def _connector_mark(rt: Rt, i: int, gated: bool, done: bool, ja: str, en: str) -> Proc:
    """The step 「そうしたら」 / 「そうしないなら」 decides (8.6.4, 8.6.4.1): whether the step it asks
    about was ``done``, and so whether what follows is carried out (not ``gated``); what is not
    leaves the zones it would have changed as they are."""
    mark = yield Mark(
        clauses=("8.6.4", "8.6.4.1"),
        caused_by=rt.causes(),
        touches=_touches(rt, rt.program.steps[i:]) if gated else (),
        ja=f"{ja}: 前の処理を"
        + ("行った" if done else "行わなかった")
        + ("ので、続きは行わない" if gated else "ので、続きを行う"),
        en=f"{en}: the step before was "
        + ("done" if done else "not done")
        + (", so what follows is not done" if gated else ", so what follows is"),
    )
    if not gated:
        rt.why += (mark,)


def effect_reach(
    ctx: Ctx, master: str, source: str, program: Program, text: str
) -> tuple[str, ...]:
    """What the effect of an ability (``program``, on card ``source``) would change were it
    carried out now: ``_touches`` of its steps."""
    return _touches(Rt(ctx, master, source, program, text), program.steps)


def _touches(rt: Rt, ops: tuple[Op, ...]) -> tuple[str, ...]:
    """What steps not carried out would have changed (cards and zones), so that a ruling that
    nothing happened there names why: the cards their targets name now and their zones, the
    zones a target is taken from or put into, and the zones a draw, a shuffle or a damage
    changes."""
    ctx = rt.ctx
    out: list[str] = []
    for op in ops:
        who = ctx.state.opponent(rt.master) if op.performer == "opponent" else rt.master
        other = ctx.state.opponent(who)
        owners = {who}
        if op.target is not None:
            for u in resolve_sel(rt, op.target):
                w = ctx.where(u)
                out += [u] + ([f"{w[0]}.{w[1]}"] if w else [])
                owners |= {w[0]} if w else set()
            if op.target.ref is None and op.target.zone not in (None, "looked", "under_this"):
                players = (
                    (other,)
                    if op.target.owner == "opponent"
                    else (who,)
                    if op.target.owner == "you"
                    else ctx.state.order()
                )
                out += [f"{pl}.{z}" for pl in players for z in zone_ids(op.target.zone or "")]
        if (
            op.dest is not None
            and ":" not in op.dest
            and op.verb != "show"
            and op.dest != "under_this"
        ):
            out += [f"{pl}.{z}" for pl in sorted(owners) for z in zone_ids(op.dest)]
        if op.verb == "draw":
            out += [f"{who}.hand", f"{who}.deck"]
        elif op.verb in ("shuffle", "search_deck") and not (
            op.target is not None and op.target.zone == "stock"  # the stock's: touched above
        ):
            out.append(f"{who}.deck")
        elif op.verb == "damage":
            tos = (
                ctx.state.order()
                if op_ext(op, "to") == "each"
                else (who if op_ext(op, "to") == "you" else other,)
            )
            out += [f"{to}.{z}" for to in tos for z in ("clock", "deck", "waiting_room")]
        elif op.verb == "pay_cost" and rt.program.cost:
            # 「コストを払ってよい」 not reached: the zones the cost would have taken cards from
            # (8.1.1.2.2), as a cost not paid leaves them (``op_pay_cost``)
            out += cost_zones(rt, rt.program.cost)
    return tuple(dict.fromkeys(out))


def _later_sentences(rt: Rt, i: int) -> bool:
    """Is there a step after ``i`` in a later sentence?"""
    steps = rt.program.steps
    return any(s.sentence > steps[i].sentence for s in steps[i + 1 :])


def until_of(rt: Rt, until: str | None) -> str:
    """The ``Effect.until`` of a duration: ``turn``, ``game``, ``turn:N`` (the end of turn N) or
    ``turn_of:P:N`` (the end of P's first turn numbered N or later: 次の相手のターンの終わりまで)."""
    if until == "opponent_next_turn":
        st = rt.ctx.state
        # the next end of a turn of the opponent: this one when it is the opponent's turn now;
        # named by its player, not counted (an extra turn of the master may come first, 11.2.1)
        return turn_of(st.opponent(rt.master), st.turn.number)
    if until == "your_next_turn":
        # 次のあなたのターンの終わりまで: the end of the master's next turn — one after this when
        # it is the master's turn now
        st = rt.ctx.state
        return turn_of(rt.master, st.turn.number + (1 if st.turn.player == rt.master else 0))
    if until == "next_turn":
        # 「そのターンの次のターンの終わりまで」: the end of the turn after the one it is made in
        return f"turn:{rt.ctx.state.turn.number + 1}"
    return until or "turn"


UNTIL_JA = {
    "turn": "そのターン中",
    "game": "このカードが舞台を離れるまで",
    "attack": "そのアタック中",
    "battle": "そのバトル中",
}


def run_op(rt: Rt, op: Op) -> Proc:
    """One step of an effect, each card it moves recorded with who put it there (``with_mover``)."""
    return (yield from with_mover(rt, _run_op_as_performer(rt, op)))


def with_mover(rt: Rt, proc: Proc) -> Proc:
    """Run ``proc``, recording in each move it makes the player who makes it (``data["mover"]``):
    the performer of the effect's step at that moment (``rt.master``: the master, or the player
    the text names, 8.6.5 「相手は…」) — what 「このターン中に、あなたが…を…に置いているなら」 asks
    (``conditions._placed_this_turn``). A move no effect makes (a rule, a play, a cost paid
    outside an effect) records none: it is the player whose card it moves."""
    try:
        item = next(proc)
    except StopIteration as stop:
        return stop.value
    while True:
        if isinstance(item, Move | MoveMany) and "mover" not in item.data:
            item = dataclasses.replace(item, data={**item.data, "mover": rt.master})
        try:
            sent = yield item
        except GeneratorExit:
            proc.close()
            raise
        except BaseException as exc:  # noqa: BLE001 — handed on to the step itself
            try:
                item = proc.throw(exc)
            except StopIteration as stop:
                return stop.value
            continue
        try:
            item = proc.send(sent)
        except StopIteration as stop:
            return stop.value


def _run_op_as_performer(rt: Rt, op: Op) -> Proc:
    if op.performer == "event_player":
        # そのプレイヤーは…: the player whose zone the trigger's card left — the master or the
        # opponent (8.6.5: the text names who does it)
        who = rt.data.get("event_player")
        if who is None:
            raise ValueError("そのプレイヤー with no player recorded by the trigger")
        op = with_op(op, performer="you" if who == rt.master else "opponent")
    if op.performer == "all":
        yield from _every_player(rt, op)
        return
    if op.performer == "opponent":
        # 相手は自分の…: the opponent does it; 自分 is the opponent (8.6.5)
        master = rt.master
        rt.master = rt.ctx.state.opponent(master)
        rt.why += (
            (
                yield Mark(
                    clauses=("8.6.5",),
                    ja=f"テキストが実行者を「相手」と明記しているため、{rt.master} が実行する",
                    en=f"the text names the opponent as who does it: {rt.master} does it",
                )
            ),
        )
        was = rt.data.get("as_opponent")
        rt.data["as_opponent"] = True  # whose choice a choice is (「相手が選んだ」)
        # the effect stays its master's (4.3.3): 「相手の効果に選ばれない」 reads that player
        was_master = rt.data.get("effect_master")
        rt.data["effect_master"] = master
        try:
            yield from _run_op(rt, op)
        finally:
            rt.master = master
            rt.data["as_opponent"] = was
            rt.data["effect_master"] = was_master
        return
    yield from _run_op(rt, op)


def _damage_players(rt: Rt, op: Op, players: Sequence[str], n: int, cl: tuple[str, ...]) -> Proc:
    """One damage of the effect: to one player, or to several at once (「自分と相手に1ダメージずつ
    与える」, 4.12.2.7.3) — each player's damage processing in turn, the turn player's first, as
    one action: the interrupt rule processes they make due wait for the last part (9.1.2.1.1.1;
    ``basic.held_for_every_player``) and the attacker's shot ability reads the parts as one damage
    (``basic.DAMAGE_GROUP_VAR``). Returns the last part's result."""
    ctx = rt.ctx
    group = len(players) > 1
    if group:
        yield SetVar(key=DAMAGE_GROUP_VAR, value={"cancelled": False, "shots": []})
        held = not ctx.state.vars.get(EVERY_PLAYER_VAR)
        if held:
            yield SetVar(key=EVERY_PLAYER_VAR, value=True)
    res = None
    for player in players:
        res = yield Do(
            "damage",
            {
                "to": player,
                "amount": n,
                "source": rt.source,
                "by": rt.program.kind,  # 【自】の効果によるダメージ …
            },
            caused_by=rt.causes(),
            # 4.11.1.2: a card's ability deals the damage: that card is its source (a
            # one-shot effect, 8.2.1.1) — also though the text has its player deal it
            # (「あなたは相手に…ダメージを与える」: the card, not the player, 4.11.1.2.1)
            clauses=cl
            + ("4.11.1", "4.11.1.2", "8.2.1.1")
            + (("4.11.1.2.1",) if op_ext(op, "own_topic") else ())
            + (x_absent_clauses(rt, op_ext(op, "x")) if op_ext(op, "x") is not None else ()),
        )
        if isinstance(res, dict) and "cancelled" in res:
            # 「このダメージがキャンセルされたなら」 reads the last damage processing of the
            # step (4.10.1.2 cancelled / 4.10.1.3 not); one not processed reads neither
            rt.data["damage"] = {"cancelled": bool(res["cancelled"]), "step": res.get("step")}
    if group:
        yield from end_damage_group(ctx, find_card(ctx, rt.source) if rt.source else None)
        if held:
            yield SetVar(
                key=EVERY_PLAYER_VAR,
                value=None,
                ja="複数のプレイヤーへの同時のダメージが終わった",
                en="the damage dealt to several players at once is over",
            )
    return res


def _not_chosen(rt: Rt, target: Sel) -> Proc:
    """「…すべてを」 (no 「選び」): the effect chooses nothing (8.6.3: targets are chosen only where
    the text says 「選び」/「選ぶ」), so a card that 「相手の効果に選ばれない」 is dealt with all the
    same — said on the cards it concerns, the reason a ruling asked about them finds them moved."""
    if target.ref is not None or target.bound != "all":
        return
    ctx = rt.ctx
    owner = rt.data.get("effect_master") or rt.master
    kept = [
        u
        for u in resolve_sel(rt, target)
        if slot_of(ctx, u) and choice_shield(ctx, u, owner, rt.source, rt.program) is not None
    ]
    if kept:
        names = "、".join(card_label(ctx, u) for u in kept)
        yield Mark(
            clauses=("8.6.3", "8.1.1.3"),
            touches=tuple(kept),
            ja=f"{names} はこの効果に選ばれないが、この効果は「選び」と書かれておらず何も選ばないため、対象になる",
            en=f"{', '.join(card_label(ctx, u) for u in kept)} cannot be chosen by this effect, "
            "but it chooses nothing (no 「選び」): it is dealt with all the same",
        )


def _every_player(rt: Rt, op: Op) -> Proc:
    """すべてのプレイヤーは…: every player does it, each with 自分 meaning themselves (8.6.5).
    Their choices are made at the same time, so the turn player chooses first and the others
    know it (``turn_player_first``, 1.3.4); what they chose is then dealt with together."""
    ctx = rt.ctx
    order, first = turn_order(ctx, ctx.state.order())
    choosing = op.verb == "choose"
    rt.why += (
        (
            yield Mark(
                clauses=("8.6.5",) + (first if choosing else ()),
                ja=f"テキストが「すべてのプレイヤー」を実行者としているため、{'、'.join(order)} が"
                + ("ターンプレイヤーから順に選ぶ" if choosing else "それぞれ実行する"),
                en=f"the text names every player as who does it: {', '.join(order)} "
                + ("choose, the turn player first" if choosing else "each do it"),
            )
        ),
    )
    master, chosen, steps = rt.master, [], []
    # the players' parts are one action at one moment: the interrupt rule processes they make
    # due are carried out after the last part, together (9.1.2.1.1.1; ``held_for_every_player``)
    held = not choosing and not ctx.state.vars.get(EVERY_PLAYER_VAR)
    if held:
        yield SetVar(key=EVERY_PLAYER_VAR, value=True)
    try:
        for player in order:
            rt.master = player
            yield from _run_op(rt, op)
            if choosing:
                chosen += rt.chosen
                steps.append(rt.chosen_step)
    finally:
        rt.master = master
    if held:
        yield SetVar(
            key=EVERY_PLAYER_VAR,
            value=None,
            clauses=("8.6.5",),
            ja="すべてのプレイヤーがそれぞれ実行し終えた",
            en="every player has done their part",
        )
    if choosing:
        rt.chosen = chosen
        rt.chosen_step = yield Mark(
            clauses=("8.6.5",) + first,
            caused_by=tuple(s for s in steps if s is not None),
            ja=f"選ばれたカード: {'、'.join(card_label(ctx, u) for u in chosen) or 'なし'}",
            en=f"the cards chosen: {', '.join(card_label(ctx, u) for u in chosen) or 'none'}",
        )
        rt.done = bool(chosen)


def _choose_trait(rt: Rt, op: Op) -> Proc:
    """「…の特徴を1つ選び」: the master chooses one trait among those the cards named have now. What
    is chosen is a trait, not a card (8.6.3): a card that may not be chosen still shows its
    traits. With no trait there, nothing is chosen (1.3.2)."""
    from ruling.games._ws.continuous import traits_of

    ctx = rt.ctx
    assert op.target is not None
    cards = [u for u in resolve_sel(rt, op.target) if ctx.card(u) is not None]
    traits = list(dict.fromkeys(t for u in cards for t in traits_of(ctx, ctx.card(u))))  # type: ignore[arg-type]
    if not traits:
        rt.done = False
        rt.data["trait"] = None
        yield Reject(
            "選べる特徴がないため、特徴は選ばれません",
            "there is no trait to choose: none is chosen",
            ("8.6.3",) + ctx.principle("impossible"),
        )
        return
    pick = yield Choose(
        rt.master,
        "choose",
        "選ぶ特徴",
        "the trait to choose",
        tuple(Option(t, f"《{t}》", t, t, aliases=(f"《{t}》",)) for t in traits),
        ("8.6.3",),
    )
    rt.data["trait"] = str(pick)
    rt.why += (
        (
            yield Mark(
                clauses=("8.6.3", "2.5.3"),
                watch=tuple(cards),
                ja=f"{rt.master} は特徴《{pick}》を選ぶ",
                en=f"{rt.master} chooses the trait {pick}",
            )
        ),
    )
    rt.done = True


def _declare(rt: Rt, op: Op) -> Proc:
    """「相手は0か1か2か3を宣言する」: the player doing the step (the master, or the one the text
    names, 8.6.5) declares one of the numbers printed; later steps read it (「相手の宣言した
    レベルの」, 「Ｘは相手の宣言した数＋1に等しい」). The declaration is that player's decision: left
    unanswered by the scenario, the ruling branches on it."""
    # -1: 「レベルを1つ宣言」's level no card is printed with (``cardtext.steps``)
    said = {n: (str(n), str(n)) if n >= 0 else ("その他", "another") for n in op_ext(op, "numbers")}
    pick = yield Choose(
        rt.master,
        "declare",
        "宣言する数（" + "か".join(j for j, _ in said.values()) + "）",
        "the number to declare (" + " / ".join(e for _, e in said.values()) + ")",
        tuple(Option(str(n), j, e, n) for n, (j, e) in said.items()),
        ("8.6.5",),
    )
    rt.data["declared"] = {**rt.data.get("declared", {}), rt.master: int(pick)}
    rt.why += (
        (
            yield Mark(
                clauses=("8.6.5",),
                ja=f"{rt.master} は {pick} を宣言する",
                en=f"{rt.master} declares {pick}",
            )
        ),
    )
    rt.done = True


def _nothing_to_do(rt: Rt, ja: str, en: str) -> Proc:
    """A step with nothing to act on is not done (8.6.3.1.3, the impossible-action principle)."""
    rt.done = False
    yield Reject(ja, en, ("8.6.3.1.3",) + rt.ctx.principle("impossible"))


def _gain_icons(rt: Rt, op: Op) -> Proc:
    """「そのターン中、そのカードは【ソウル】のトリガーアイコンを得る」: the card named gains the icons
    for the period (2.11, 8.2.1.2), wherever it is. 「そのカード」, the card the trigger named, moved
    since (the trigger check's card put into the stock, 7.3.1.2.3, before the ability resolves at
    7.3.1.3's check timing) is a new card there (3.1.4): nothing gains them. A card the trigger
    check put into the resolution zone keeps carrying out only the icons it had then (7.3.1.2.2):
    an icon gained later is never carried out, said where its action would act."""
    from ruling.games._ws.ops import _named_card_moved
    from ruling.games._ws.triggers import icon_reach

    ctx = rt.ctx
    assert op.target is not None
    icons = tuple(op_ext(op, "icons"))
    targets = resolve_sel(rt, op.target)
    if not targets:
        rt.done = False
        moved = _named_card_moved(rt, op.target)
        yield Reject(
            "トリガーアイコンを得るカードがない（すでに移動している）ため、この処理は行えません",
            "there is no card to gain the trigger icon (it has moved): this is not done",
            (("3.1.4",) if moved else ()) + ctx.principle("impossible"),
            touches=tuple(
                dict.fromkeys(r for i in icons for r in icon_reach(ctx, rt.master, i, None))
            ),
        )
        return
    until, when = _until_and_words(rt, op)
    for uid in targets:
        for icon in icons:
            yield _text_effect(
                rt,
                uid,
                "icon",
                "grant",
                icon,
                until,
                ("8.2.1.2", "2.11.1"),
                rt.causes(op.target),
                f"{card_label(ctx, uid)} は{when}トリガーアイコン（{icon}）を得る",
                f"{card_label(ctx, uid)} gains the trigger icon {icon} ({until})",
            )
    rt.done = True


def _characters_on_stage(rt: Rt, op: Op, ja: str, en: str) -> Generator[Any, None, list[str]]:
    """The characters `op.target` names that are on the stage now; none: the step is refused
    with the reason (ja, en)."""
    assert op.target is not None
    targets = [u for u in resolve_sel(rt, op.target) if slot_of(rt.ctx, u)]
    if not targets:
        yield from _nothing_to_do(rt, ja, en)
    return targets


def _text_effect(
    rt: Rt,
    target: str,
    stat: str | None,
    verb: str,
    value: Any,
    until: str,
    clauses: tuple[str, ...],
    caused_by: tuple[int, ...],
    ja: str,
    en: str,
) -> AddEffect:
    """The continuous effect this text makes on `target` for its duration (8.2.1.2): its source
    is the text, the caller names what it does and the clauses."""
    return AddEffect(
        target=target,
        stat=stat,
        op=verb,
        value=value,
        until=until,
        source=rt.text,
        clauses=clauses,
        caused_by=caused_by,
        ja=ja,
        en=en,
    )


def _until_and_words(rt: Rt, op: Op) -> tuple[str, str]:
    """The step's duration and how the trace says it in Japanese."""
    until = until_of(rt, op.until)
    return until, UNTIL_JA.get(until, "次の相手のターンの終わりまで")


def _lose_trait(rt: Rt, op: Op) -> Proc:
    """「…はその特徴をすべて失う」: each character named (on the stage now, 2.3.2.1.2) loses the
    trait chosen for the duration (8.2.1.2; traits are applied before power, 8.9.1.2)."""
    ctx = rt.ctx
    given = op_ext(op, "traits")
    # 「そのキャラは特徴をすべて失い」: every trait (``*``, ``continuous.traits_of``, 2.5);
    # otherwise the trait the step before chose
    trait = given[0] if given else rt.data.get("trait")
    nothing = (
        "特徴か対象のキャラがないため、何も失われません",
        "no trait or no character: nothing is lost",
    )
    if not trait:
        yield from _nothing_to_do(rt, *nothing)
        return
    targets = yield from _characters_on_stage(rt, op, *nothing)
    if not targets:
        return
    assert op.target is not None
    until, when = _until_and_words(rt, op)
    cl: tuple[str, ...] = ("8.2.1.2", "8.9.1.2")
    if op.target.kind == "character" and op.target.zone is None and not op.target.ref:
        cl += ("2.3.2.1.2",)  # 「キャラ」 with no zone: the characters on the stage
    for uid in targets:
        yield _text_effect(
            rt,
            uid,
            "trait",
            "lose",
            trait,
            until,
            cl,
            rt.causes(op.target),
            f"{card_label(ctx, uid)} は{when}特徴をすべて失う"
            if trait == "*"
            else f"{card_label(ctx, uid)} は{when}《{trait}》を失う",
            f"{card_label(ctx, uid)} loses every trait ({until})"
            if trait == "*"
            else f"{card_label(ctx, uid)} loses the trait {trait} ({until})",
        )
    rt.done = True


# the verbs whose step is one procedure of its own (ops.py, costs.py), run as they are
_DELEGATED: dict[str, Callable[[Rt, Op], Proc]] = {
    "reveal_hand": op_reveal_hand,
    "choose_trait": _choose_trait,
    "declare": _declare,
    "lose_trait": _lose_trait,
    "to_slot": op_to_slot,
    "move_slot": op_move_slot,
    "swap_stage": op_swap_stage,
    "swap_chosen_pair": op_swap_chosen_pair,
    "swap_chosen": op_swap_chosen,
    "swap_last_two": op_swap_last_two,
    "swap_each": op_swap_each,
    "swap_this": op_swap_this,
    "choose": op_choose,
    "choose_parts": op_choose_parts,
    "pay_cost": op_pay_cost,
}


def _look_pile(rt: Rt, op: Op, whose: str) -> Proc:
    """「自分のストックを上から1枚見る」: the cards at one end of an ordered pile other than the
    deck (the clock, the stock: ``lexicon.LOOKED_PILES``), seen by the master as the deck's are
    (4.8.1; the stock is hidden from every player, 3.10.2, and seen because the text says so,
    1.3.1); nothing moves. そのカード / それ is then the cards looked at."""
    ctx = rt.ctx
    zone = op.target.zone if op.target is not None else "deck"
    pile = ctx.zone(whose, zone or "deck")
    n = min(op.n or 0, len(pile))
    if op.optional:
        ok = yield from _ask_optional(
            rt, op, f"{ZONE_JA.get(zone or '', zone)}を{n}枚見る", f"look at {n} of the {zone}"
        )
        if not ok:
            rt.looked, rt.chosen, rt.done = [], [], False
            return
    cards = (
        pile[len(pile) - n :] if op.target is not None and op.target.pos == "bottom" else pile[:n]
    )
    rt.looked = [c.uid for c in cards]
    rt.chosen = rt.data["looked_as_chosen"] = list(rt.looked)
    hidden = ("3.10.2", "1.3.1") if zone == "stock" else ()
    looked = yield Mark(
        clauses=("4.8.1",) + hidden,
        touches=(f"{whose}.{zone}",),
        ja=f"{rt.master} は{whose}の{ZONE_JA.get(zone or '', zone)}から{len(rt.looked)}枚を見る",
        en=f"{rt.master} looks at {len(rt.looked)} of {whose}'s {zone}",
    )
    rt.why += (looked,)
    rt.done = bool(rt.looked)


# the state each orientation verb puts a card in, as the rules define the verb (4.6.1.1 スタンドする,
# 4.6.1.2 レストする, 4.6.1.3 リバースする)
ORIENT_DEFINED: dict[str, tuple[str, ...]] = {
    "stand": ("4.6.1.1",),
    "rest": ("4.6.1.2",),
    "reverse": ("4.6.1.3",),
}


def _run_op(rt: Rt, op: Op) -> Proc:
    ctx = rt.ctx
    cl: tuple[str, ...] = ("8.8.1", "8.6.5")
    if (
        op.target is not None
        and op.target.ref in SLOT_RELATIONS
        and "relation_of_card_left_stage" not in rt.data
        and last_slot(rt, rt.source) is not None
    ):
        # 「このカードの正面のキャラ」 after this card left its slot for a zone that is not a slot:
        # whether 8.11.1's 「情報や配置状態」 keeps the slot it was in (3.6.6, 4.6.1) the text does
        # not say — the point relation_of_card_left_stage, both readings run (the engine's: the
        # slot it last was in; the other: no such character, 3.1.4 / 8.7.7)
        rt.data["relation_of_card_left_stage"] = yield unsettled.choose(
            rt.master,
            "ws",
            "relation_of_card_left_stage",
            {"last_slot": True, "none": False},
        )
    if op.verb != "choose" and op.target is not None:
        yield from _not_chosen(rt, op.target)
    if (run := _DELEGATED.get(op.verb)) is not None:
        yield from run(rt, op)
        return
    if op.verb == "grant" and op_ext(op, "icons"):
        yield from _gain_icons(rt, op)
        return
    if op.verb == "grant":
        targets = yield from _characters_on_stage(
            rt,
            op,
            "対象のキャラがいないため、能力は与えられません",
            "no character to give it to: nothing is given",
        )
        if not targets:
            return
        until, when = _until_and_words(rt, op)
        grants = op_ext(op, "grants")
        if op_ext(op, "x") is not None:
            # 『…Ｘ以下…』Ｘは…に等しい: the ability given with Ｘ's value now (8.8.1)
            from ruling.games._ws.cardtext.effects import fixed_x_key

            xv = eval_x(rt, op_ext(op, "x"))
            grants = tuple(fixed_x_key(key, xv) for key in op_ext(op, "grants"))
        for uid in targets:
            for key in grants:
                yield _text_effect(
                    rt,
                    uid,
                    "ability",
                    "grant",
                    key,
                    until,
                    ("8.2.1.2", "8.9.1.2"),
                    rt.causes(op.target),
                    f"{card_label(ctx, uid)} は{when}『{key}』を得る",
                    f"{card_label(ctx, uid)} gets 『{key}』 ({until})",
                )
            for t in op_ext(op, "traits"):
                yield _text_effect(
                    rt,
                    uid,
                    "trait",
                    "grant",
                    t,
                    until,
                    ("8.2.1.2", "8.9.1.2"),
                    rt.causes(op.target),
                    f"{card_label(ctx, uid)} は{when}《{t}》を得る",
                    f"{card_label(ctx, uid)} gets the trait {t} ({until})",
                )
        rt.done = True
        return
    if op.verb == "trigger_checks":
        assert op.n is not None
        then = {"key": op.modes[0][0], "card": rt.source, "text": rt.text} if op.modes else None
        rt.done = yield from set_trigger_checks(ctx, rt.master, op.n, rt.causes(), then)
        return
    if op.verb == "flip":
        # 10.7.3: the flipped cards go to the resolution zone first, then together to the
        # waiting room (the put that follows)
        flipped = []
        n = op.n or 0
        resumed: tuple[str, ...] = ()
        for k in range(n):
            if not ctx.zone(rt.master, "deck"):
                yield Reject(
                    "山札にカードがないため、残りはめくれません",
                    "the deck is empty: the rest is not flipped",
                    ("3.2.3.3",) + ctx.principle("impossible"),
                )
                break
            # card by card from the top (3.2.3): a deck emptied with cards still to flip is
            # refreshed, then the flipping goes on (3.2.3.2)
            end = yield from suspends(ctx, rt.master, k, n)
            uid = yield from take_top(ctx, rt.master, "集中", matters=True)
            last = yield Move(
                uid=uid,
                player=rt.master,
                zone="resolution",
                face_up=True,
                # 3.2.5: a flipped card is revealed and moved to the resolution zone
                clauses=("10.7.1", "10.7.3", "3.2.5")
                + (("3.13.1.4",) if rt.program.keyword == "集中" else ())
                + resumed,
                caused_by=rt.causes() + ((rt.chosen_step,) if flipped and rt.chosen_step else ()),
                watch=(f"{rt.master}.deck",) if resumed else (),
            )
            resumed = resumes(end)
            rt.chosen_step = last
            flipped.append(uid)
        yield from done_one_by_one(ctx)
        rt.looked = list(flipped)
        rt.chosen = list(flipped)
        rt.done = bool(flipped)
        return
    if op.verb == "prohibit":
        # what the card may not do, for as long as the effect says (8.2.1.2)
        assert op.target is not None
        targets = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
        if not targets:
            rt.done = False
            yield Reject(
                "対象のキャラがいないため、何もしません",
                "no character: nothing happens",
                ("8.6.3.1.3",) + ctx.principle("impossible"),
            )
            return
        until = until_of(rt, op.until)
        for uid in targets:
            # 「手札と山札に戻らない」 (``to_hand:opponent|to_deck:opponent``): one ban per zone
            for what in bans_of(op.stat):
                yield _text_effect(
                    rt,
                    uid,
                    "ban",
                    "prohibit",
                    _shield_for(ctx, uid, rt.master, what),
                    until,
                    ("8.2.1.2",),
                    rt.causes(op.target),
                    f"{card_label(ctx, uid)} は{BANNED_JA.get(what, what)}",
                    f"{card_label(ctx, uid)} {BANNED_EN.get(what, what)} ({until})",
                )
        rt.done = True
        return
    if op.verb == "forbid_act":
        # 「そのターン中、相手はカードを引けない」 (``ruling.cardtext.modal``): the player named may
        # not do the act for as long as the effect says (8.2.1.2); the act's check reads it
        # wherever it is attempted (1.3.3)
        from ruling.cardtext.modal import prohibition_effect

        until = until_of(rt, op.until)
        # (「相手は」: the opponent, made the performer above)
        both = op.performer == "both"
        for who in (rt.master, ctx.state.opponent(rt.master)) if both else (rt.master,):
            yield prohibition_effect(
                player=who,
                action=str(op.stat),
                detail=op.detail,
                until=until,
                period_ja=UNTIL_JA.get(until, "その期間中"),
                period_en=until,
                source=rt.text,
                caused_by=rt.causes(),
                clauses=("8.2.1.2",),
            )
        rt.done = True
        return
    if op.verb == "lose_colour":
        # 「そのターン中、そのキャラは色を持たず」: no colour for as long as it says (8.2.1.2, 2.4.1)
        assert op.target is not None
        until = until_of(rt, op.until)
        targets = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
        for uid in targets:
            yield _text_effect(
                rt,
                uid,
                "colour",
                "lose",
                "all",
                until,
                ("8.2.1.2", "2.4.1"),
                rt.causes(),
                f"{card_label(ctx, uid)} は色を持たない（{UNTIL_JA.get(until, until)}）",
                f"{card_label(ctx, uid)} has no colour ({until})",
            )
        rt.done = bool(targets)
        return
    if op.verb in _TREATED_ALSO:
        # 「そのターン中、そのキャラは緑としても扱う」 / 「…このカードは「X」としても扱う」: another colour
        # (2.4.1) or card name (2.1.2: a quoted name refers to the cards with that name) for as
        # long as it says (8.2.1.2)
        assert op.target is not None
        field, clauses, shown = _TREATED_ALSO[op.verb]
        until = until_of(rt, op.until)
        targets = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
        for uid in targets:
            for value in op_ext(op, "also"):
                label = shown.format(value)
                yield _text_effect(
                    rt,
                    uid,
                    field,
                    "also",
                    value,
                    until,
                    clauses,
                    rt.causes(),
                    f"{card_label(ctx, uid)} は{label}としても扱う（{UNTIL_JA.get(until, until)}）",
                    f"{card_label(ctx, uid)} is also treated as {label} ({until})",
                )
        rt.done = bool(targets)
        return
    if op.verb == "forbid":
        # 「そのターン中、相手はイベントと『助太刀』を手札からプレイできない」: a prohibition on the
        # players it names, for as long as it says (8.2.1.2; it beats what the rules allow, 1.3.3)
        assert op.target is not None
        until = until_of(rt, op.until)
        for who in _who(op.target.owner, rt.master, ctx):
            for item in op_ext(op, "forbid"):
                yield _text_effect(
                    rt,
                    who,
                    "forbid",
                    "forbid",
                    (op.stat, item, rt.source),
                    until,
                    ("8.2.1.2",),
                    rt.causes(),
                    f"{who} は{UNTIL_JA.get(until, '次の相手のターンの終わりまで')}、"
                    f"{FORBIDDEN_JA.get(item, '「' + item[5:] + '」')}"
                    f"を{'手札からプレイ' if op.stat == 'play' else '使用'}できない",
                    f"{who} may not {op.stat} {FORBIDDEN_EN.get(item, '「' + item[5:] + '」')}"
                    f"{' from the hand' if op.stat == 'play' else ''} ({until})",
                )
        rt.done = True
        return
    if op.verb == "game_end":
        # 「あなたは（この）ゲームに勝利する / 敗北する」: the player the text names (run as that
        # player, ``run_op``) wins or loses at once, in the effect's processing, not waiting for a
        # check timing (1.2.5; a win is every other player's loss, 1.2.1); 「投了する」 no effect
        # forces (1.2.4.1)
        from ruling.at_once import by_effect

        what = dict(op.detail)["game_end"]
        yield from by_effect(ctx, rt.master, what, ("1.2.5", "1.2.1"), ("1.2.4.1", "1.2.4"), rt.why)
        rt.done = True
        return
    if op.verb == "turn_face":
        # 表向きにする / 裏向きにする: a card already showing that face is not changed (SetCard)
        for uid in resolve_sel(rt, op.target):
            yield SetCard(
                uid=uid,
                changes={"face_up": op.face == "up"},
                clauses=("3.7.2.1",) if op.face == "up" else ("3.7.2",),
                caused_by=rt.causes(op.target),
                ja=f"{card_label(ctx, uid)} を{'表' if op.face == 'up' else '裏'}向きにする",
                en=f"{card_label(ctx, uid)} is turned face {'up' if op.face == 'up' else 'down'}",
            )
        rt.done = True
        return
    if op.verb == "delay":
        # 「ターンの終わりに、…」: a delayed ability is created (8.7.5); it waits for that moment
        # and triggers once (8.7.5.1). It remembers the cards the effect named so far.
        assert op.when is not None
        key, _prog = op.modes[0]
        t = op.when
        when = "始め" if t.point == "start" else "終わり"
        who = {"you": "あなたの", "opponent": "相手の"}.get(t.owner or "", "")
        yield AddDelayed(
            ability="card_delayed",
            master=rt.master,
            params={
                "key": key,
                "card": rt.source,
                "placed": rt.data.get("placed"),
                "chosen": [[u, c.placed] for u in rt.chosen if (c := ctx.card(u)) is not None],
                "phase": t.phase,
                "point": t.point,
                "owner": t.owner,
                "text": rt.text,
            },
            until="game",
            clauses=("8.7.5",),
            caused_by=rt.causes(),
            ja=f"時限誘発「{who}{PHASE_JA.get(t.phase or '', t.phase)}の{when}に」が作られる: {rt.text}",
            en=f"a delayed ability ('at the {t.point} of the {t.phase}') is created: {rt.text}",
        )
        rt.done = True
        return
    if op.verb == "delay_event":
        # 「（そのターン中、）…した時、…」: a delayed ability on an event is created (8.7.5): it
        # triggers when the event happens — once with no period, each time this turn with
        # 「そのターン中」 (8.7.5.1), ending with the turn then
        key, _prog = op.modes[0]
        # 「そのターン中、次に…した時」: once (次に), ending with the turn if it has not triggered
        once = bool(op_ext(op, "once"))
        repeat = op.until == "turn" and not once
        yield AddDelayed(
            ability="card_delayed",
            master=rt.master,
            params={
                "key": key,
                "card": rt.source,
                "source_placed": (c.placed if (c := ctx.card(rt.source or "")) else None),
                "placed": rt.data.get("placed"),
                "chosen": [[u, c.placed] for u in rt.chosen if (c := ctx.card(u)) is not None],
                "event": True,
                "repeat": repeat,
                "text": rt.text,
            },
            until=op.until or "game",
            clauses=("8.7.5", "8.7.5.1"),
            caused_by=rt.causes(),
            ja="時限誘発が作られる"
            + (
                "（そのターン中、誘発するたびに）"
                if repeat
                else "（そのターン中、一度だけ誘発する）"
                if op.until
                else "（一度だけ誘発する）"
            )
            + f": {rt.text}",
            en="a delayed ability on an event is created"
            + (
                " (each time this turn)"
                if repeat
                else " (once, this turn)"
                if op.until
                else " (it triggers once)"
            )
            + f": {rt.text}",
        )
        rt.done = True
        return
    if op.verb == "put_back":
        # 元に戻す: the cards looked at (4.8.1) or revealed (4.9.1) were not moved — still in the
        # deck, where they were, they stay there
        shown = set(rt.data.get("revealed_cards", ()))
        back = [u for u in resolve_sel(rt, op.target) if (w := ctx.where(u)) and w[1] == "deck"]
        if not back:
            rt.done = False
            return
        rt.why += (
            (
                yield Mark(
                    clauses=("4.9.1",) if any(u in shown for u in back) else ("4.8.1",),
                    touches=tuple(back),
                    ja=f"{'、'.join(card_label(ctx, u) for u in back)} は元の位置（山札）のまま",
                    en=f"{', '.join(card_label(ctx, u) for u in back)} stays where it was (the deck)",
                )
            ),
        )
        rt.done = True
        return
    if op.verb == "repeat":
        # 次の行動を(N回)行う。『…』 / それらのカードのCX1枚につき、次の行動を行う: the quoted
        # action is carried out that many times (8.8.1), each time as written
        n = op_ext(op, "times") * (per_count(rt, op.per) if op.per is not None else 1)
        if n <= 0:
            rt.done = False
            yield Reject(
                "行う回数が0のため、この行動は行いません",
                "the action is to be carried out 0 times: it is not",
                ctx.principle("non_positive_count") + per_absent_clauses(rt, op.per),
            )
            return
        if op.optional and (
            yield from declines_optional(rt, op, "次の行動を行う", "carry out the action")
        ):
            return
        text, prog = op.modes[0]
        if text.startswith("（"):  # 「…1枚につき、…」: the rest of the ability's own sentence
            text = rt.text
        for i in range(n):
            sub = Rt(ctx, rt.master, rt.source, prog, text, {**rt.data, "put_by_action": []})
            sub.chosen, sub.why = list(rt.chosen), rt.why
            sub.why += (
                (
                    yield Mark(
                        clauses=("8.8.1",),
                        caused_by=rt.causes(op.per),
                        ja=f"{i + 1}/{n}回目: {text}",
                        en=f"the action ({i + 1} of {n}): {text}",
                    )
                ),
            )
            yield from run_program(sub, ("8.8.1",))
        rt.done = True
        return
    if op.verb == "modal":
        # 次の2つの効果のうちあなたが選んだ1つを行う: the master chooses one, which is carried out;
        # 「相手が選んだ1つ」: the opponent picks it, the master carries it out; 「…選んだ2つ」: so
        # many different ones, carried out in the printed order; 「1つまで」 / 「行ってよい」: the
        # master may carry out none (8.6.3, 8.6.4)
        if op.optional and (
            yield from declines_optional(rt, op, "次の効果のうち1つを行う", "carry out an effect")
        ):
            return
        picker = ctx.state.opponent(rt.master) if op_ext(op, "picker") else rt.master
        picks: list[int] = []
        for k in range(op_ext(op, "picks") or 1):
            left = [i for i in range(len(op.modes)) if i not in picks]
            pick = yield Choose(
                picker,
                "mode",
                "行う効果を1つ選ぶ" if not k else f"行う効果の{k + 1}つ目を選ぶ",
                "choose the effect to carry out"
                if not k
                else f"choose effect {k + 1} to carry out",
                tuple(
                    Option(str(i + 1), op.modes[i][0], op.modes[i][0], i, aliases=(op.modes[i][0],))
                    for i in left
                ),
                ("8.6.3",),
            )
            picks.append(int(pick))
        done = False
        for i in sorted(picks):
            text, prog = op.modes[i]
            sub = Rt(ctx, rt.master, rt.source, prog, text, dict(rt.data))
            sub.chosen, sub.why = list(rt.chosen), rt.why
            yield from run_program(sub, ("8.8.1",))
            done = done or bool(sub.done)
        rt.done = done
        if op_ext(
            op, "keep_chosen"
        ):  # 「自分か相手の…」: the cards the chosen step dealt with are 「それら」
            rt.chosen, rt.looked = list(sub.chosen), list(sub.looked)
        return
    if op.verb == "each_effect":
        # 次のN つの効果を(好きな順番で)1回ずつ行う: each quoted effect once (8.8.1), in the
        # printed order or, 「好きな順番で」, in the order the master chooses
        left = list(range(len(op.modes)))
        done = False
        while left:
            i = left[0]
            if op_ext(op, "any_order") and len(left) > 1:
                i = yield Choose(
                    rt.master,
                    "mode",
                    "次に行う効果を選ぶ",
                    "choose the effect to carry out next",
                    tuple(Option(str(k + 1), op.modes[k][0], op.modes[k][0], k) for k in left),
                    ("8.6.3",),
                )
            left.remove(i)
            text, prog = op.modes[i]
            sub = Rt(ctx, rt.master, rt.source, prog, text, dict(rt.data))
            sub.chosen, sub.why = list(rt.chosen), rt.why
            yield from run_program(sub, ("8.8.1",))
            done = done or bool(sub.done)
        rt.done = done
        return
    if op.verb == "damage":
        if op.optional:
            whom = "あなた" if op_ext(op, "to") == "you" else "相手"
            if (
                yield from declines_optional(
                    rt, op, f"{whom}に{op.n}ダメージを与える", "deal damage"
                )
            ):
                return
        n = (
            eval_x(rt, op_ext(op, "x"))
            if op_ext(op, "x") is not None and op_ext(op, "times")
            else (op.n or 0)
        )
        times = (
            op_ext(op, "times")
            if op_ext(op, "times") or op_ext(op, "x") is None
            else eval_x(rt, op_ext(op, "x"))
        )  # 1ダメージをＸ回
        rt.data["damage"] = None
        if times <= 0:
            # 「1ダメージをＸ回与える」 with Ｘ = 0: the damage is not dealt at all (1.3.2.2)
            yield Reject(
                f"ダメージを与える回数が{times}のため、この行動はまったく行われません",
                f"the damage is to be dealt {times} times: it is not dealt at all",
                cl
                + (x_absent_clauses(rt, op_ext(op, "x")) if op_ext(op, "x") is not None else ())
                + ctx.principle("non_positive_count"),
                caused_by=rt.causes(),
            )
        to = op_ext(op, "to")
        players = (
            turn_order(ctx, ctx.state.order())[0]
            if to == "each"
            else (rt.master if to == "you" else ctx.state.opponent(rt.master),)
        )
        for _ in range(times):
            yield from _damage_players(rt, op, players, n, cl)
        rt.done = times > 0
        return
    if op.verb == "stat":
        assert op.target is not None and op.stat is not None
        targets = resolve_sel(rt, op.target)
        if not targets:
            rt.done = False
            # none chosen (8.6.3.1.3), or its card has moved since (8.7.7, 3.1.4): the card
            # it would have changed stays as it is because of it
            yield Reject(
                "対象のカードがないため、この効果は何もしません",
                "no card to apply it to: the effect does nothing",
                no_target_clauses(rt, op.target) + ctx.principle("impossible"),
                caused_by=rt.causes(op.target),
                touches=no_target_touches(rt, op.target),
            )
            return
        if op.optional and (
            yield from declines_optional(rt, op, "パワー/ソウルの修整", "the stat change")
        ):
            return
        # 「相手の控え室のCX1枚につき、…パワーを＋500」: the amount times the cards counted as the
        # change is made (before, the count was dropped and the amount given once)
        mult = per_count(rt, op.per) if op.per is not None else 1
        yield from _zone_newcomers(rt, op, mult)
        # a part of the stage named (「前列のキャラすべて」): read again as cards move slot to slot?
        group = yield from _stage_group_reading(rt, op)
        targets = yield from _arrived_in_resolution(rt, op, targets)
        made: list[int] = []
        for uid in targets:
            name = {"power": "パワー", "soul": "ソウル", "level": "レベル"}.get(op.stat, op.stat)
            until = until_of(rt, op.until)
            amount = (
                op.amount * eval_x(rt, op_ext(op, "x"), uid)
                if op_ext(op, "x") is not None
                else op.amount
            )
            amount *= mult
            dur = UNTIL_JA.get(until, "次の相手のターンの終わりまで")
            yield AddEffect(
                target=uid,
                stat=op.stat,
                op="set" if op.set_to else "add",
                value=amount,
                until=until,
                source=rt.text,
                # 8.9.2: a continuous effect of an ability that is not a continuous one applies
                # to the cards it named when it was played — 「…すべてに」 reaches no character
                # that comes later
                clauses=("8.2.1.2",)
                + (("8.9.2",) if op.target.bound == "all" else ())
                # a power or soul change is applied after the other continuous effects
                # (8.9.1.3), as the scenario's `power` action; a level change among them (8.9.1.2)
                + (("8.9.1.3",) if op.stat in ("power", "soul") else ("8.9.1.2",))
                # Ｘ read off a card that has left the stage, as it last was there (8.11.1)
                + (x_absent_clauses(rt, op_ext(op, "x")) if op_ext(op, "x") is not None else ()),
                caused_by=rt.causes(op.target),
                floor=op_ext(op, "floor"),
                ja=f"{card_label(ctx, uid)} の{name}を{amount}にする（{dur}）"
                if op.set_to
                else f"{card_label(ctx, uid)} の{name}{amount:+d}（{dur}）",
                en=f"{card_label(ctx, uid)}'s {op.stat} becomes {amount} ({until})"
                if op.set_to
                else f"{card_label(ctx, uid)} gets {op.stat} {amount:+d} ({until})",
            )
            made.append(ctx.state.effects[-1].id)
        if group is not None:
            yield from _keep_stage_group(rt, op, group, mult, made)
        rt.done = True
        return
    if op.verb == "move":
        # 「…のキャラを選び、このカードをストック置場に置いてよい。そうしたら、そのキャラを…」: a
        # move of this card names no new 「その…」 — it is this card (「このカード」) to the text,
        # so 「そのキャラ」 after it is still the card chosen before (8.6.3: the steps in order,
        # each on what the text names)
        before = (
            (list(rt.chosen), rt.chosen_step)
            if op.target is not None
            and op.target.ref == "this"
            and rt.chosen
            and rt.source not in rt.chosen
            else None
        )
        yield from op_move(rt, op)
        if rt.done:
            # what this effect put where (この効果で控え室に置かれたカード)
            put = [(u, w[1]) for u in rt.chosen if (w := ctx.where(u)) is not None]
            rt.data["put_by_effect"] = [*rt.data.get("put_by_effect", ()), *put]
            # この行動で…置かれた: what the action being carried out put (``repeat`` starts it anew)
            rt.data["put_by_action"] = [*rt.data.get("put_by_action", ()), *put]
        if before is not None:
            rt.chosen, rt.chosen_step = before
        return
    if op.verb == "draw":
        n = (op.n or 0) * (per_count(rt, op.per) if op.per is not None else 1)
        if op_ext(op, "x") is not None:
            # 「Ｘ枚まで引く」: Ｘ as it is now (「Ｘは…に等しい」), never below 0
            n = max(eval_x(rt, op_ext(op, "x")), 0)
            rt.why += (
                (
                    yield Mark(
                        # how many cards are drawn
                        clauses=("4.7.1", *x_absent_clauses(rt, op_ext(op, "x"))),
                        caused_by=rt.causes(op_ext(op, "x").sel),
                        ja=f"Ｘ = {n}",
                        en=f"X = {n}",
                    )
                ),
            )
        rt.data["drawn"] = 0  # how many this draw drew (「…引き、…同じ枚数」)
        if op.bound == "up_to":
            # 「N枚まで引く」: before each card the master may declare not to go on (3.2.3.1)
            drawn = 0
            resumed: tuple[str, ...] = ()
            for i in range(n):
                more = yield Choose(
                    rt.master,
                    "optional",
                    f"{i + 1}枚目を引くか（{n}枚まで）",
                    f"draw card {i + 1}? (up to {n})",
                    (YES, NO),
                    ("3.2.3.1",) + (("3.2.3.1.1",) if i == 0 else ()),
                )
                if not more:
                    if i == 0:
                        # 3.2.3.1.1: the end declared before the first card: nothing is drawn
                        yield Mark(
                            clauses=("3.2.3.1", "3.2.3.1.1"),
                            caused_by=rt.causes(),
                            touches=(f"{rt.master}.hand",),
                            ja=f"{rt.master} は1枚目を引く前に終了を宣言し、1枚も引かない",
                            en=f"{rt.master} declares the end before the first card: draws none",
                        )
                    break
                last = len(ctx.zone(rt.master, "deck")) == 1
                yield Do(
                    "draw",
                    {"player": rt.master, "amount": 1},
                    # card by card: after the deck ran out and was refreshed it goes on (3.2.3.2)
                    clauses=cl + ("3.2.3.1",) + resumed + per_absent_clauses(rt, op.per),
                    caused_by=rt.causes(Sel(ref="chosen")) if op.per is not None else (),
                )
                resumed = resumes(last)
                drawn += 1
            rt.data["drawn"] = drawn
            rt.done = drawn > 0
            return
        ban = ctx.prohibition(rt.master, "draw")
        if op.optional and ban is not None:
            # 「引いてよい」 under a prohibition to draw (1.3.3): the master cannot choose to do it,
            # so it is not done — and a 「そうしなかったら」 after it is (8.6.4: 処理 A を実行
            # できなかった)
            rt.done = False
            rt.why += (
                (
                    yield Mark(
                        clauses=ctx.principle("prohibition") + ban.clauses + ("8.6.4",),
                        caused_by=(*rt.causes(), *_step_of(ctx.prohibited_step(ban))),
                        touches=(f"{rt.master}.hand", f"{rt.master}.deck"),
                        ja=f"{rt.master} は引くことを禁止されているため（{ban.source}）、"
                        f"「{n}枚引いてよい」を実行できない",
                        en=f"{rt.master} is prohibited from drawing ({ban.source}): "
                        f"'may draw {n}' cannot be carried out",
                    )
                ),
            )
            return
        if op.optional and (yield from declines_optional(rt, op, f"{n}枚引く", f"draw {n}")):
            return
        hand = len(ctx.zone(rt.master, "hand"))
        yield Do(
            "draw",
            {"player": rt.master, "amount": n},
            clauses=cl + ("8.2.1.1",) + per_absent_clauses(rt, op.per),  # a one-shot effect
            # what led to it: the ability played, its condition met (and for 「…1枚につき」 the
            # cards counted)
            caused_by=rt.causes(Sel(ref="chosen")) if op.per is not None else rt.causes(),
        )
        # a draw refused (prohibited, 1.3.3; or a count of 0) was not done: 「そうしなかったら」
        # after it is carried out (8.6.4: A could not be done), and the refusal is its cause
        rt.done = len(ctx.zone(rt.master, "hand")) > hand
        rt.data["drawn"] = max(0, len(ctx.zone(rt.master, "hand")) - hand)
        if not rt.done:
            rt.why += (ctx.last,)
        return
    if op.verb == "orient":
        target = op.target or Sel(ref="chosen")
        targets = [u for u in resolve_sel(rt, target) if slot_of(ctx, u)]
        if not targets:
            rt.done = False
            # none chosen (「…を1枚選び、【レスト】する」 with no card to choose): the step on that
            # target is ignored (8.6.3.1.3); else its card has left the stage (8.7.7)
            why = no_target_clauses(rt, target)
            none_chosen = "8.6.3.1.3" in why
            yield Reject(
                "選ばれたキャラがいないため、何もしません"
                if none_chosen
                else "対象のキャラが舞台にいないため、何もしません",
                "no character was chosen: nothing happens"
                if none_chosen
                else "the character is not on the stage: nothing happens",
                why + ctx.principle("impossible"),
                caused_by=rt.causes(target),
                touches=no_target_touches(rt, target),
            )
            return
        if op.optional and (
            yield from declines_optional(
                rt, op, f"{card_label(ctx, targets[0])} を{op.orientation}", f"{op.orientation}"
            )
        ):
            return
        rt.acted, steps = [], []
        src = ctx.card(rt.source or "")
        by_opponent_auto = (
            op.orientation == "reverse"
            and rt.program.kind == "auto"
            and src is not None
            and src.type in ("character", None)
        )
        for u in targets:
            c = ctx.card(u)
            ban = (
                card_banned(ctx, u, "reversed_by_opponent_auto")
                if by_opponent_auto and master_of(ctx, u) != rt.master
                else None
            )
            never = card_banned(ctx, u, "reverse") if op.orientation == "reverse" else None
            held = card_banned(ctx, u, "stand") if op.orientation == "stand" else None
            if held is not None and c is not None and c.orientation != "stand":
                # 「そのカードは…【スタンド】できない」: not stood by this effect either (1.3.3)
                yield Reject(
                    f"{card_label(ctx, u)} は【スタンド】できない（{held.source}）",
                    f"{card_label(ctx, u)} may not stand ({held.source})",
                    ctx.principle("prohibition") + held.clauses,
                )
                continue
            if never is not None:
                # 「このカードは【リバース】しない」: by no effect (1.3.3)
                yield Reject(
                    f"{card_label(ctx, u)} は【リバース】しない（{never.source}）",
                    f"{card_label(ctx, u)} is not reversed ({never.source})",
                    ctx.principle("prohibition") + never.clauses,
                )
                continue
            if ban is not None:
                # 「このカードは相手のキャラの【自】の効果によって【リバース】されない」 (1.3.3)
                yield Reject(
                    f"{card_label(ctx, u)} は相手のキャラの【自】の効果によって【リバース】されない"
                    f"（{ban.source}）",
                    f"{card_label(ctx, u)} is not reversed by the effects of the opponent's "
                    f"characters' automatic abilities ({ban.source})",
                    ctx.principle("prohibition") + ban.clauses,
                )
                continue
            turned = c is not None and c.orientation != (op.orientation or "rest")
            if turned and op.orientation == "reverse":
                from ruling.games._ws.replacing import replace_effect_reverse

                done = yield from replace_effect_reverse(rt, u, cl, rt.causes(op.target))
                if done:
                    continue
            steps.append(
                (
                    yield Orient(
                        uid=u,
                        orientation=op.orientation or "rest",
                        # what 「【スタンド】する」 / 「【レスト】する」 / 「【リバース】する」 is (4.6.1.1-3)
                        clauses=cl + ORIENT_DEFINED[op.orientation or "rest"],
                        caused_by=rt.causes(op.target),
                    )
                )
            )
            if turned:  # one already in that state is not turned (1.3.2.1)
                rt.acted.append(u)
        rt.data["acted_steps"] = tuple(s for s in steps if isinstance(s, int))
        # done only if a card was turned: one already in that state is not turned, the act
        # itself is not done (1.3.2.1), so a 「そうしたら」 after it is not met (8.6.4)
        rt.done = bool(rt.acted)
        return
    if op.verb == "shuffle" and op.target is not None and op.target.zone == "stock":
        # the stock's order no player may change (3.10.2), changed because the text says so
        # (1.3.1): the master shuffles it; the deck is not touched
        yield Shuffle(
            player=rt.master,
            zone="stock",
            clauses=("3.10.2", "1.3.1"),
            ja=f"{rt.master} はストックをシャッフルする",
            en=f"{rt.master} shuffles the stock",
        )
        rt.done = True
        return
    if op.verb in ("phase_end", "phase_jump"):
        yield from _phase_move(rt, op)
        return
    if op.verb == "extra_turn":
        # 「あなたは追加の1ターンを得る」 (11.2.1): the master's, kept until the end phase
        from ruling.games._ws.misc import extra_turn

        for _ in range(op.n or 0):
            yield from extra_turn(ctx, {"player": rt.master})
        rt.done = True
        return
    if op.verb == "shuffle":
        yield Shuffle(
            player=rt.master,
            zone="deck",
            clauses=("3.2.4",),
            ja=f"{rt.master} は山札をシャッフルする",
            en=f"{rt.master} shuffles the deck",
        )
        yield shuffled_now(ctx, rt.master)
        rt.looked = []
        return
    if op.verb == "look_zone":
        # 相手の手札を見る / 自分のストックすべてを見る: the master sees the cards of a zone hidden
        # from them (3.3.2, 3.10.2; the text allows it, 1.3.1); nothing moves
        assert op.target is not None
        whose = ctx.state.opponent(rt.master) if op.target.owner == "opponent" else rt.master
        z = op.target.zone or "hand"
        seen = [c.uid for c in ctx.zone(whose, z)]
        names = "、".join(card_label(ctx, u) for u in seen) or "なし"
        yield Mark(
            clauses=LOOK_ZONE_CLAUSES.get(z, ()),
            touches=(f"{whose}.{z}",),
            ja=f"{rt.master} は{whose}の{ZONE_JA.get(z, z)}を見る（{names}）",
            en=f"{rt.master} looks at {whose}'s {z} ({len(seen)} cards)",
        )
        rt.done = bool(seen)
        return
    if op.verb == "search_deck":
        rt.looked = [c.uid for c in ctx.zone(rt.master, "deck")]
        yield Mark(
            clauses=("4.8.1",),
            touches=(f"{rt.master}.deck",),
            ja=f"{rt.master} は自分の山札を見る（{len(rt.looked)}枚）",
            en=f"{rt.master} looks at their deck ({len(rt.looked)} cards)",
        )
        return
    if op.verb == "look_top":
        whose = rt.master
        if op.target is not None and op.target.owner == "opponent":
            whose = ctx.state.opponent(rt.master)  # 相手の山札を上から…見て
        if op.target is not None and op.target.zone not in (None, "deck"):
            yield from _look_pile(rt, op, whose)
            return
        deck = ctx.zone(whose, "deck")
        most = op.n or 0
        if op_ext(op, "x") is not None:
            # 上からＸ枚まで見て: X as it is now (「Ｘは…に等しい」)
            most = eval_x(rt, op_ext(op, "x"))
            rt.why += (
                (
                    yield Mark(
                        clauses=("4.8.1",),  # how many cards are looked at
                        caused_by=rt.causes(op_ext(op, "x").sel),
                        ja=f"Ｘ = {most}",
                        en=f"X = {most}",
                    )
                ),
            )
            op = with_op(op, n=most)
        n = min(most, len(deck))
        # 「山札を下から1枚見て」: the same from the bottom end of the deck
        bottom = op.target is not None and op.target.pos == "bottom"
        end_ja, end_en = ("下", "bottom") if bottom else ("上", "top")
        # 3.2.3 / 3.2.3.3: with fewer cards in the deck than the count, the action ends after
        # the cards the deck holds (no refresh half-way)
        short = ("3.2.3", "3.2.3.3") if most > len(deck) else ()
        if op.optional and op.bound != "up_to":
            # 「山札を上から1枚見てよい」: the master may decline (8.6.4)
            ok = yield from _ask_optional(
                rt, op, f"山札の{end_ja}から{n}枚を見る", f"look at the {end_en} {n} of the deck"
            )
            if not ok:
                rt.looked, rt.chosen, rt.done = [], [], False
                return
        if op.bound == "up_to":
            opts, whole = count_options(ctx, n)
            n = yield Choose(
                rt.master,
                "look",
                f"山札の{end_ja}から見る枚数（{op.n}枚まで）",
                f"how many cards to look at from the {end_en} (up to {op.n})",
                opts,
                # card by card from the top, the end declared before any next one (3.2.3, 3.2.3.1)
                ("4.8.1", "8.6.3.1.1", "3.2.3", "3.2.3.1") + whole + short,
            )
        # the top cards, one by one: after a shuffle their order is hidden (3.2.2, 3.2.4)
        looked: list[str] = []
        for _ in range(min(int(n or 0), len(deck))):
            looked.append(
                (yield from take_top(ctx, whose, "見る", matters=True, skip=looked, bottom=bottom))
            )
        rt.looked = looked
        # 「山札の上から1枚を見る。そのカードが…なら、それを…」: そのカード / それ is the card looked
        # at (4.8.1) until a step chooses or moves cards; 残り is then every card looked at
        # (``selection.resolve_sel``, ``looked_as_chosen``)
        rt.chosen = rt.data["looked_as_chosen"] = list(looked)
        looked = yield Mark(
            clauses=("4.8.1",) + short,
            touches=(f"{whose}.deck",),
            ja=f"{rt.master} は{whose}の山札の{end_ja}から{len(rt.looked)}枚を見る",
            en=f"{rt.master} looks at the {end_en} {len(rt.looked)} of {whose}'s deck",
        )
        rt.why += (looked,)  # what was looked at decides what the later steps deal with
        rt.done = bool(rt.looked)
        return
    if op.verb == "reveal_top":
        whose = rt.master
        if op.target is not None and op.target.owner == "opponent":
            whose = ctx.state.opponent(rt.master)  # 相手の山札の上から1枚を公開する
        deck = ctx.zone(whose, "deck")
        if not deck:
            rt.done = False
            yield Reject(
                "山札にカードがないため、公開できません",
                "the deck is empty: nothing is revealed",
                ctx.principle("impossible"),
            )
            return
        n = op.n or 1
        if op.bound == "up_to":
            # 「山札の上から3枚までを、公開してよい」: the master picks how many, none included
            opts, whole = count_options(ctx, min(n, len(deck)))
            n = yield Choose(
                rt.master,
                "reveal",
                f"山札の上から公開する枚数（{op.n}枚まで）",
                f"how many cards to reveal from the top (up to {op.n})",
                opts,
                # card by card from the top (3.2.3); before each next card the master may declare
                # the end (3.2.3.1): how many is chosen as the cards are seen
                ("4.9.1", "8.6.3.1.1", "3.2.3", "3.2.3.1") + whole,
            )
        elif op.optional:
            # 「山札の上から1枚を公開してよい」: the master may decline (8.6.4)
            ok = yield from _ask_optional(
                rt, op, f"山札の上から{n}枚を公開する", f"reveal the top {n} of the deck"
            )
            n = n if ok else 0
        if not n:
            rt.looked, rt.chosen, rt.done = [], [], False
            return
        top = yield from take_top(ctx, whose, "公開", matters=True)
        shown = [top] + [c.uid for c in deck[1:n]]
        rt.data["revealed_by_effect"] = [*rt.data.get("revealed_by_effect", ()), *shown]
        rt.data["revealed_placed"] = {
            **rt.data.get("revealed_placed", {}),
            **{u: c.placed for u in shown if (c := ctx.card(u)) is not None},
        }
        rt.looked = list(shown)
        rt.chosen = list(shown)
        rt.chosen_step = yield Mark(
            clauses=("4.9.1", "8.6.6"),
            touches=tuple(shown),
            caused_by=rt.causes(),
            ja=f"{rt.master} は{whose}の山札の上から {'、'.join(card_label(ctx, u) for u in shown)} を公開する",
            en=f"{rt.master} reveals {', '.join(card_label(ctx, u) for u in shown)} from the top of {whose}'s deck",
        )
        rt.done = True
        return
    if op.verb == "show":
        shown = resolve_sel(rt, op.target or Sel(ref="chosen"))
        if shown:
            names = "、".join(card_label(ctx, u) for u in shown)
            blank = ()
            if op.dest == "all":
                # revealed to both players: its information is disclosed (4.9.1) — a face-down
                # card of the memory too, which the steps after read by the text (1.3.1 over
                # 3.12.2.2.1: 「そのカードを公開し、そのカードが…なら」)
                rt.data["revealed_cards"] = [*rt.data.get("revealed_cards", ()), *shown]
                blank = ("1.3.1",) if any(is_blank(ctx, u) for u in shown) else ()
            rt.why += (
                (
                    yield Mark(
                        clauses=("4.9.1", *blank),
                        touches=tuple(shown),
                        ja=f"{names} を" + ("公開する" if op.dest == "all" else "相手に見せる"),
                        en=f"{'reveals' if op.dest == 'all' else 'shows'} {names}"
                        + ("" if op.dest == "all" else " to the opponent"),
                    )
                ),
            )
        return
    raise ValueError(op.verb)


def _stage_group_reading(rt: Rt, op: Op) -> Generator[Any, Any, tuple[str, ...] | None]:
    """A played ability's change of 「…すべて」 the characters of a part of the stage (「あなたの
    前列のキャラすべてに、そのターン中、パワーを＋1000。」): is the group fixed when it is played
    (8.2.1.2: the characters it reached), or read while the effect lasts — a character moved slot
    to slot into that part gets it, one moved out loses it (8.9.2 excludes only a card that comes
    from outside the slots)? The audit's stage_group_slot_move, both readings run (the engine's:
    fixed). The slots of the part under the other reading, else None."""
    sel = op.target
    if (
        sel is None
        or sel.bound != "all"
        or sel.ref is not None
        or not sel.zones
        or op.set_to
        or op_ext(op, "x") is not None
        or op.until is None
    ):
        return None
    slots = tuple(dict.fromkeys(z for zone in sel.zones for z in zone_ids(zone)))
    if not slots or any(not z.startswith("stage.") for z in slots):
        return None
    if set(slots) >= set(zone_ids("stage")):
        return None  # the whole stage: a slot-to-slot move never leaves it
    plain = type(sel)(owner=sel.owner, zones=sel.zones, kinds=sel.kinds, bound=sel.bound)
    if sel != plain:
        return None  # a filter besides the part of the stage: not kept on the slots
    again = yield unsettled.choose(
        rt.master,
        "ws",
        "stage_group_slot_move",
        {"fixed_at_play": False, "read_while_it_lasts": True},
    )
    return slots if again else None


def _keep_stage_group(rt: Rt, op: Op, slots: tuple[str, ...], mult: int, made: list[int]) -> Proc:
    """Under stage_group_slot_move's reading read_while_it_lasts: the group's change kept for
    the moves of ``continuous.move_readings`` (a state var: its slots, the players whose
    characters it reaches, the change and the effects it made)."""
    ctx = rt.ctx
    sel = op.target
    assert sel is not None and op.stat is not None
    owners = (
        (rt.master,)
        if sel.owner == "you"
        else (ctx.state.opponent(rt.master),)
        if sel.owner == "opponent"
        else tuple(ctx.state.order())
    )
    record = {
        "slots": slots,
        "players": owners,
        "stat": op.stat,
        "amount": op.amount * mult,
        "until": until_of(rt, op.until),
        "source": rt.text,
        "effects": tuple(made),
    }
    groups = tuple(ctx.state.vars.get(STAGE_GROUPS) or ())
    yield SetVar(key=STAGE_GROUPS, value=(*groups, record))


# the zones a group's change reaches where a card may arrive later: off the stage (on the stage
# 8.9.2's example settles it — a character played later is not changed)
_OFF_STAGE_GROUP = ("hand", "waiting_room", "clock", "stock", "level", "memory", "deck")


def _arrived_in_resolution(rt: Rt, op: Op, targets: list[str]) -> Generator[Any, Any, list[str]]:
    """A change of 「…すべて」 (no card named) whose group holds a character that came onto the stage
    from outside the slots since the ability was played (8.6.2.4; ``stage_at_play``): 8.9.2's
    cut-off is the play, the step comes later — the unsettled point
    group_change_card_arrived_in_resolution, both readings run: at_step (the engine's: reached,
    the group read when the step is done, 8.2.1.2) and from_play (left out, 8.9.2 as written).
    The targets the change is made on."""
    ctx = rt.ctx
    sel = op.target
    at_play = rt.data.get("stage_at_play")
    if sel is None or sel.bound != "all" or sel.ref is not None or at_play is None:
        return targets
    seq, there = at_play
    # the cards moved since the play to a zone that is not a slot (8.9.2 counts no slot-to-slot move)
    left = {
        u
        for _s, n, ev in ctx.events()
        if n > seq and isinstance(ev, Move | MoveMany) and not ev.zone.startswith("stage.")
        for u in ((ev.uid,) if isinstance(ev, Move) else ev.uids)
    }
    arrived = [u for u in targets if slot_of(ctx, u) and (u not in there or u in left)]
    if not arrived:
        return targets
    reached = yield unsettled.choose(
        rt.master,
        "ws",
        "group_change_card_arrived_in_resolution",
        {"at_step": True, "from_play": False},
    )
    if reached:
        return targets
    yield Mark(
        clauses=("8.9.2", "8.6.2.4"),
        caused_by=rt.causes(op.target),
        touches=tuple(arrived),
        ja=f"{'、'.join(card_label(ctx, u) for u in arrived)} は能力がプレイされた後に枠以外から舞台に"
        "置かれたため、この効果は適用されない（8.9.2）",
        en=f"{', '.join(card_label(ctx, u) for u in arrived)} came onto the stage from outside the "
        "slots after the ability was played: the effect does not apply to it (8.9.2)",
    )
    return [u for u in targets if u not in arrived]


def _zone_newcomers(rt: Rt, op: Op, mult: int) -> Proc:
    """A played ability's change of 「…すべて」 the cards of a zone off the stage (「そのターン中、
    あなたの手札のキャラすべてのレベルを－1」): does a card entering that zone later, in its period,
    get it? 8.9.2's rule speaks only of cards leaving a slot, its example of a character played
    onto the stage; 8.9.3 has an effect on the cards of a zone apply to a card as it enters it —
    the unsettled point zone_effect_newcomer, both readings run: fixed_at_play (the engine's:
    the cards there when it was played) and enters_zone (an effect kept on the zone, read by
    ``continuous.zone_entry_effects``). Only a plain group (owner, zone, kind) is kept on the
    zone; another filter is flagged, not run."""
    ctx = rt.ctx
    sel = op.target
    if (
        sel is None
        or sel.bound != "all"
        or sel.ref is not None
        or not sel.zones
        or any(z not in _OFF_STAGE_GROUP for z in sel.zones)
        or op.set_to
        or op_ext(op, "x") is not None
        or op.until is None
    ):
        return
    plain = type(sel)(owner=sel.owner, zones=sel.zones, kinds=sel.kinds, bound=sel.bound)
    if sel != plain:
        yield unsettled.flag("ws", "zone_effect_newcomer")
        return
    enters = yield unsettled.choose(
        rt.master, "ws", "zone_effect_newcomer", {"fixed_at_play": False, "enters_zone": True}
    )
    if not enters:
        return
    owners = (
        [rt.master]
        if sel.owner == "you"
        else [ctx.state.opponent(rt.master)]
        if sel.owner == "opponent"
        else list(ctx.state.order())
    )
    for who in owners:
        for z in sel.zones:
            yield _text_effect(
                rt,
                f"zone:{who}.{z}",
                op.stat,
                "add",
                {"amount": op.amount * mult, "sel": plain},
                until_of(rt, op.until),
                ("8.2.1.2", "8.9.3"),
                rt.causes(op.target),
                f"{who} の{z}に入るカードにも適用する（8.9.3）",
                f"it applies to cards entering {who}'s {z} too (8.9.3)",
            )


def _phase_move(rt: Rt, op: Op) -> Proc:
    """11.4.1: 「(このフェイズ|相手のアタックフェイズ)を終了し」 — the phase named, when it is the
    current one, is stopped; 「Xフェイズに進む」 — the game goes to X once the effect is resolved
    (``phase_jump``, 11.4.1.2), unless X is the current phase already."""
    st = rt.ctx.state
    whose = op_ext(op, "to")
    phase = op.dest or ""
    if op.verb == "phase_end":
        tp_ok = whose is None or (st.turn.player == rt.master) == (whose == "you")
        if not tp_ok or phase not in ("this", st.turn.phase):
            yield Mark(
                clauses=("11.4.1",),
                ja="そのフェイズは現在のフェイズではないため、終了できない",
                en="that phase is not the current one: it is not ended",
            )
            rt.done = False
            return
        m = yield Mark(
            clauses=("11.4.1",),
            ja=f"現在の{PHASE_JA.get(st.turn.phase, st.turn.phase)}を中止する",
            en=f"the current {st.turn.phase} phase is stopped",
        )
        rt.why += (m,)
        rt.done = True
        return
    if phase == st.turn.phase:
        rt.done = True
        return
    m = yield Mark(
        clauses=("11.4.1",),
        ja=f"この効果の解決後、{PHASE_JA.get(phase, phase)}に進む",
        en=f"once this effect is resolved, the game goes to the {phase} phase",
    )
    yield SetVar(
        key="phase_jump", value={"phase": phase, "turn": st.turn.number, "by": [*rt.why, m]}
    )
    rt.done = True
