"""Using a special ability (10.1) and the counter chain (10.2, 10.3).

``use {card, ability, target, cost_cards, dice, respond}``: the declaration (10.1.4–10.1.9:
timing, target, costs declared, dice rolled), then the answers — each a ``use`` of a [対抗]
ability by the other player, answering the one before and resolved before it (10.1.10–10.1.12,
逆順処理 10.3.1) — then the resolution (10.1.13: costs carried out; 10.1.14: the effect if the
target is still proper and the ability not lost), and a check step (10.2.3).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Generator
from dataclasses import replace
from typing import Any, Concatenate, ParamSpec

from ruling import unsettled
from ruling.abilities import abilities_of
from ruling.choosing import choose_card
from ruling.core import Ctx
from ruling.games._mc.cardtext import (
    AUTO_CARD_STEPS,
    CHOSEN,
    DAMAGE_ATTRIBUTES,
    DECLARED_DAMAGE_ATTRIBUTE,
    DECLARED_RACE,
    EXCEPT_THIS,
    ON_THIS_TERRAIN,
    PLAYER_STEPS,
    AdvancePermitStep,
    AfterApplied,
    ChangeStep,
    ChooseStep,
    DamageStep,
    DieStep,
    DiscardInUseStep,
    GrantStep,
    Guarded,
    HandLimitStep,
    HealStep,
    InitiativeResultStep,
    LoseAbilitiesStep,
    LoseStandingStep,
    OnThis,
    Program,
    RestStep,
    RollStep,
    SetToStep,
    StandStep,
    StatStep,
    SwapStep,
    VanishStep,
    ZoneStep,
    unchosen,
)
from ruling.games._mc.common import (
    AUTO_RUNNING,
    CHAIN_USES,
    PHASE_ACTIONS,
    PROCEDURE_ENDS,
    STEP_UNTIL,
    USES,
    Proc,
    _matches,
    abilities_lost,
    adjacent,
    area_of_zone,
    attack,
    characteristics,
    condition_card,
    condition_clauses,
    condition_met,
    condition_text,
    defense,
    dice_results,
    effect_until,
    end_chain_effects,
    equipment,
    find_card,
    gear_on_effect_dice,
    guard_card,
    holder_of_area,
    in_group,
    is_unit,
    label,
    narrowed_clauses,
    not_applied_since,
    on_this,
    roll_die,
    target_clauses,
    target_unit,
    this_unit,
    until_ja,
)
from ruling.pregame import deck_listed
from ruling.rules import (
    ActionProper,
    AddEffect,
    CheckTiming,
    Choose,
    Do,
    Mark,
    Move,
    Option,
    Orient,
    Reject,
    SetCard,
    SetVar,
    Warn,
)
from ruling.state import Card
from ruling.values import branch_candidates

# the notation each mark's ability is read by (mark, timing, name, 〈cost / target〉, effect)
# ◎: its costs are only those its 〈コスト〉 names (14.4.3): the unit is not made acted
_NOTATION = {
    "□": ("14.2.2",),
    "×": ("14.3.2",),
    "◎": ("14.4.2", "14.4.3"),
    "▽": ("14.8.1", "14.8.2", "14.8.3"),
}

# the cost each mark's ability pays with its own card (declared at 10.1.6, 10.1.15 frees it):
# □ the unit becomes acted (14.2.1), × it is discarded (14.3.1), ▽ its terrain is turned
# over into a proxy terrain (14.8.1, 14.8.3)
_OWN_COST = {"□": "rest", "×": "move", "▽": "flip"}

# how many uses have been declared so far: an answer that declared nothing was refused
DECLARED_N = "mc.declared_n"

# the units whose × ability's use is declared in the chain and not yet carried out (14.3.5)
X_DECLARED = "mc.x_declared"

# a chain's 【nD】 damage share, rolled at its declaration (15.2.5.1): its declaration's step ->
# {"amounts": {step index: result}, "steps": the steps saying the dice}
CHAIN_ROLLED = "mc.chain_rolled"


def _own_cost(prog: Program) -> str | None:
    """The cost a use pays with its own card: its mark's (``_OWN_COST``), or a discard for
    〈コスト:このカードを破棄〉 (10.11.6, 10.11.7)."""
    return (
        _OWN_COST.get(prog.mark)
        or ("move" if prog.discard_self else None)
        or ("rest" if getattr(prog, "rest_self", False) else None)
    )


def _cost_unit(ctx: Ctx, c: Any, prog: Program) -> Any:
    """The card a use's own unit cost is paid with — □'s and 〈コスト:このユニットを行動完了にする〉's
    acted, ×'s discard (14.2.1, 14.3.1: 「その特殊能力を使用するユニット」): the unit 「このユニット」
    names (4.7.2: an equipment's wearer; 10.1.9: a consumable's user), else the card itself.
    〈コスト:このカードを破棄〉 is the card's own (10.11.6)."""
    if prog.mark == "×" or _rests_self(prog):
        u = this_unit(c)
        return (ctx.card(u) if u else None) or c
    return c


def _rests_self(prog: Program) -> bool:
    """A use whose cost makes its own unit acted: □ (14.2.3), or 〈コスト:このユニットを行動完了に
    する〉 on a ◎ ability (10.11.6)."""
    return prog.mark == "□" or bool(getattr(prog, "rest_self", False))


def _rest_cl(prog: Program) -> tuple[str, ...]:
    """The clauses of that cost: □'s (14.2.1, 14.2.3), or an additional cost's (10.11.6)."""
    return ("14.2.1", "14.2.3") if prog.mark == "□" else ("10.11.6", "10.18.1")


TIMING_JA = {"normal": "普通", "counter": "対抗", "initiative": "イニシアチブ", "main": "メイン"}


# the clause of each timing notation saying where an ability so marked may be declared
NOTATION = {"normal": "10.9.4", "counter": "10.9.5", "initiative": "10.9.7", "main": "10.9.9"}


def _timing_ok(
    ctx: Ctx, prog: Program, player: str, responding: bool
) -> tuple[bool, tuple[str, ...]]:
    """Whether the ability's timing notation (10.9.1, 10.9.2) allows a declaration now, with the
    clauses that say so. An ability with several notations may be declared in any of them
    (10.9.3); refused, the clauses of its own notations say where it may be (10.9.4–10.9.9)."""
    ok, cl = _timing_here(ctx, prog, player, responding)
    if not ok:
        cl += tuple(NOTATION[t] for t in prog.timings if t in NOTATION and NOTATION[t] not in cl)
    else:
        # allowed: the timing it is declared in and the notation that lets it be (10.9.4 in a
        # normal timing, 10.9.9 in the main phase's play step, 10.9.5 answering); the clauses
        # of its other notations said only why they do not apply here
        cl = tuple(c for c in cl if c != "10.9.9.1" and (c != "10.9.5" or responding))
    return ok, cl


def _timing_here(
    ctx: Ctx, prog: Program, player: str, responding: bool
) -> tuple[bool, tuple[str, ...]]:
    st = ctx.state
    if responding:
        return "counter" in prog.timings, ("10.1.10", "10.9.5")
    step = st.turn.step if st.vars.get("mc.battle") else None
    alone = ("10.9.5",) if "counter" in prog.timings else ()
    if st.vars.get("mc.battle") and "main" in prog.timings:
        alone += ("10.9.9.1",)  # a [メイン] ability is not used in a battle
    if step in ("first_normal", "second_normal"):
        first = st.vars.get("mc.initiative")
        side = first if step == "first_normal" else st.opponent(str(first))
        cl = "8.3.5.4" if step == "first_normal" else "8.3.6.4"
        return "normal" in prog.timings and player == side, (cl, "10.9.4", *alone)
    if step == "initiative":
        if st.vars.get("mc.initiative_chain"):
            # 10.9.7: the counter chain an [イニシアチブ] ability started has resolved — the
            # initiative result is fixed; the timing has only the one chain
            return False, ("10.9.7",)
        return "initiative" in prog.timings, ("8.3.4.6", "10.9.7", *alone)
    if st.vars.get("mc.battle"):
        return False, ("10.9.1", *alone)
    ok = "main" in prog.timings and st.turn.phase == "main" and player == st.turn.player
    # after a battle the advancing side has its normal play step again (7.3.4)
    again = ("7.3.4",) if ok and st.vars.get("mc.play_step_regained") else ()
    # refused in another phase's play step: the list of what may be done there, which has no
    # ability use in it (the summon phase's, 7.4.4), decides it too
    here = (
        () if ok else tuple(c for c in PHASE_ACTIONS.get(st.turn.phase or "", ()) if c != "7.3.3")
    )
    return ok, ("7.3.3", "10.9.9", *again, *alone, *here)


def _group_areas(ctx: Ctx, t: Any, area: str | None) -> tuple[list[str], tuple[str, ...]]:
    """The terrains a 〈対象:…〉 naming a group looks for its units on, with the clauses that
    say where a target may be. A party is one player's units on one terrain (4.4.1: the
    ability's own), as is a group 「この地形に存在する…」 (``Target.here``). Any other group
    (「ユニットすべて」, 「敵軍ユニットすべて」) is every unit it describes wherever it may be
    targeted: in a battle only on the battle's terrain (8.2.4; 10.10.6: an ability used in a
    battle, of timing [普通] [対抗] [イニシアチブ] [戦闘] …, targets only the battle's terrain and
    what is there), else on every terrain (10.10.7: a [メイン] / [自軍ターン] ability may target
    「地形に存在するユニット」, no terrain named)."""
    from ruling.games._mc.common import AREAS

    if getattr(t, "near", False):
        # 「この地形に隣接する地形に存在する…」: the terrains next to the ability's card's
        # (5.1.2.18; an ability of a battle's timing never names them, ``cardtext``)
        return [a for a in AREAS if area and adjacent(a, area)], ("5.1.2.18",)
    if t.kind == "party" or getattr(t, "here", False):
        return ([area] if area else []), ()
    st = ctx.state
    if st.vars.get("mc.battle"):
        where = st.vars.get("mc.battle_area") or area
        return ([str(where)] if where else []), ("8.2.4", "10.10.6")
    return list(AREAS), ("10.10.7",)


def _targets(
    ctx: Ctx, prog: Program, player: str, src: str, ref: Any
) -> tuple[list[str] | str, tuple[str, ...]]:
    """The target(s), or why there is no proper one (10.10.2, 10.10.3), with the clauses."""
    t = prog.target
    if t is None:
        return [], ()
    w = ctx.where(src)
    area = area_of_zone(w[1]) if w else None
    # the unit 「このユニット」 names (4.7.2) — for 「装備ユニットと戦闘している…」 (``worn``) only the
    # unit wearing this equipment
    me = target_unit(ctx.card(src), t) if ctx.card(src) is not None else None
    if (t.with_this or t.fought) and me is None:
        # 「このユニットと同じ地形 / 戦闘している…」 on a card naming no unit (4.7.2): none
        return "「このユニット」に当たるユニットがいない", ("10.10.3", "4.7.2")
    if t.fought and not _matches(ctx.card(me), ("in_battle", ()), ctx):
        # 「このユニットと戦闘している敵軍ユニット」: that unit takes part in no battle (8.2.3)
        return "このユニットは戦闘に参加していない", ("10.10.2", "10.10.3", "8.2.3")
    if t.kind == "player":
        # 〈対象:自軍/敵軍プレイヤー〉 (10.10.1): the player it names; a player named by the
        # scenario's ``target`` must be that one
        who = player if t.owner == "own" else ctx.state.opponent(player)
        if ref not in (None, who):
            return "自軍／敵軍プレイヤーの指定に合わない", ("10.10.2", "10.10.3")
        return [], ("10.10.1",)
    if t.kind == "this_unit":
        # 「このユニット」: the card itself, or the unit wearing an equipment (4.7.2)
        c = ctx.card(src)
        me = target_unit(c, t) if c is not None else None
        if me is None:
            return "「このユニット」に当たるユニットがいない", ("10.10.3", "4.7.2")
        used = ("10.13.1",) if t.used else ()  # 「…を使用したユニット」: the use's declarer
        return [me], ("10.10.1", *(("4.7.2",) if me != src else ()), *used)
    if t.kind in ("party", "all_units"):
        out = []
        areas, where_cl = _group_areas(ctx, t, area)
        for p in ctx.state.players:
            if t.owner == "own" and p != player or t.owner == "enemy" and p == player:
                continue
            for a in areas:
                if t.owner == "controller" and p != holder_of_area(ctx, a):
                    continue  # 「支配ユニット」: the terrain's 支配プレイヤー's units (3.2.1.7)
                for c in ctx.zone(p, f"field.{a}"):
                    if is_unit(c) and in_group(ctx, t, c, me):
                        out.append(c.uid)
        if not out:
            # a party of 0 units is no party (4.4.1.3, 10.10.12); 「すべて」 with none (10.10.11)
            cl = ("4.4.1.3", "10.10.12") if t.kind == "party" else ("10.10.11",)
            # the conditions 「～」 asks of each unit, read to conclude none meets them (10.10.2)
            return "対象になるユニットがいない", ("10.10.3", *cl, *where_cl, *target_clauses(t))
        return out, ("10.10.1", *where_cl, *target_clauses(t))
    if t.kind == "in_use":
        return _in_use_target(ctx, t, player, ref)
    if t.kind == "zone_card":
        return _zone_card_target(ctx, t, player, ref)
    if t.kind == "equipment":
        return _equipment_target(ctx, t, player, ref)
    if t.kind == "units":
        # 「敵軍ユニット2体(まで)」: each chosen unit as one target of its own, n of them (or 1 to
        # n for 「まで」), none twice (10.10.10)
        refs = list(ref) if isinstance(ref, list | tuple) else [ref] if ref is not None else []
        ok = 1 <= len(refs) <= t.count if t.up_to else len(refs) == t.count
        if not ok:
            return (
                f"対象は{t.count}体{'まで' if t.up_to else ''}（指定は{len(refs)}体）",
                ("10.10.1", "10.10.3", "10.10.10"),
            )
        got: list[str] = []
        cls: tuple[str, ...] = ()
        for r in refs:
            one, one_cl = _one_unit(ctx, t, player, area, me, r)
            if isinstance(one, str):
                return one, one_cl
            if one[0] in got:
                return "同じユニットを2度対象にはできない", ("10.10.1", "10.10.3")
            got.append(one[0])
            cls = (*cls, *one_cl)
        return got, ("10.10.10", *dict.fromkeys(cls))  # type: ignore[return-value]
    return _one_unit(ctx, t, player, area, me, ref)


def _zone_card_in_place(ctx: Ctx, t: Any, player: str, uid: str) -> bool:
    """The card ``uid`` is what 〈対象:自軍 / 敵軍 手札 / 捨て山の…カード1枚〉 ``t`` names (10.10.2):
    in that side's hand / discard pile, of that card kind (2.1.1)."""
    side = player if t.owner == "own" else ctx.state.opponent(player)
    w = ctx.where(uid)
    c = ctx.card(uid)
    return (
        c is not None
        and w is not None
        and w == (side, t.zone)
        and (not t.card_type or c.type == t.card_type)
    )


def _zone_card_target(
    ctx: Ctx, t: Any, player: str, ref: Any
) -> tuple[list[str] | str, tuple[str, ...]]:
    """〈対象:自軍捨て山の戦闘スペルカード1枚〉 / 〈対象:敵軍手札のカード1枚〉: one card in that
    side's hand / discard pile, of that kind — 10.10.6 / 10.10.7 name no card in a zone, but the
    text names it and prevails (1.3.1). ``ref`` names it (its name or uid), else the only one."""
    side = player if t.owner == "own" else ctx.state.opponent(player)
    pool = [c for c in ctx.zone(side, t.zone) if _zone_card_in_place(ctx, t, player, c.uid)]
    if ref is not None:
        pool = [c for c in pool if ref in (c.uid, c.name, f"{c.owner}.{c.name}")]
    if len(pool) != 1:
        why = "ない" if not pool else "複数ある（target で指定）"
        return f"対象にできるカードが{why}", ("10.10.2", "10.10.3", "1.3.1")
    return [pool[0].uid], ("10.10.1", "10.10.2", "1.3.1")


def _equipment_target(
    ctx: Ctx, t: Any, player: str, ref: Any
) -> tuple[list[str] | str, tuple[str, ...]]:
    """〈対象:(自軍 / 敵軍の)装備品1つ〉: one item equipped to a unit on the battlefield (12.2.8.9)
    — in a battle one on the battle's terrain (10.10.6: 「そこに存在するユニットとアイテム」),
    outside one on any terrain (10.10.7: 「地形に存在するユニットか装備品」); ``ref`` names it (its
    name or uid), else the only one."""
    st = ctx.state
    battle = st.vars.get("mc.battle")
    where_cl = ("10.10.6",) if battle else ("10.10.7",)
    pool = []
    for p in st.players:
        if t.owner == "own" and p != player or t.owner == "enemy" and p == player:
            continue
        for a in _areas():
            if battle and a != st.vars.get("mc.battle_area"):
                continue
            for c in ctx.zone(p, f"field.{a}"):
                host = ctx.card(str(c.states.get("on") or ""))
                if c.type == "item" and host is not None and is_unit(host):
                    pool.append(c)
    if ref is not None:
        pool = [c for c in pool if ref in (c.uid, c.name, f"{c.owner}.{c.name}")]
    if len(pool) != 1:
        why = "ない" if not pool else "複数ある（target で指定）"
        return f"対象にできる装備品が{why}", ("10.10.2", "10.10.3", *where_cl, "12.2.8.9")
    return [pool[0].uid], ("10.10.1", *where_cl, "12.2.8.9")


def _death_replacements(ctx: Ctx, uid: str) -> tuple[int, ...]:
    """The ids of the replacement effects of a death (10.8.2, ``replacements``) that apply to
    the unit ``uid`` now."""
    from ruling.games._mc.replacements import replacements

    return tuple(
        e.id
        for e in (*ctx.state.effects, *replacements(ctx))
        if e.op == "replace" and e.stat == "die" and e.target == uid
    )


def _worn_slot_stays_spent(ctx: Ctx, uid: str, decl: int) -> Proc:
    """13.1.2.6: an equipment moved out of its zone by a card's effect between a battle's
    initiative timing and its battle end timing leaves the 「i」 it was worn with spent (until
    they come back, 13.1.2.5); before that (or outside a battle) they are unspent again as it
    goes, as its cost no longer holds them."""
    st = ctx.state
    c = ctx.card(uid)
    host = ctx.card(str(c.states.get("on") or "")) if c is not None else None
    if c is None or host is None or not is_unit(host) or not st.vars.get("mc.battle"):
        return
    if st.turn.step in (None, "battle_start", "instant", "formation"):
        return
    cost = int(c.extra.get("equip_cost") or 1)
    yield SetCard(
        uid=host.uid,
        changes={"items_spent": int(host.states.get("items_spent") or 0) + cost},
        clauses=("13.1.2.6",),
        caused_by=(decl,),
        ja=f"{c.label} の装備コストとなっていた {host.label} の「i」（{cost}）は消費済みのまま",
        en=f"the 「i」 ({cost}) of {host.label} {c.label} was worn with stay spent",
    )


def _worn_now(ctx: Ctx, t: Any, c: Any) -> bool:
    """An equipment target (〈対象:装備品1つ〉) still worn by a unit as the effect comes
    (10.10.5: one no longer equipped is no longer proper)."""
    host = ctx.card(str(c.states.get("on") or ""))
    return getattr(t, "kind", None) == "equipment" and host is not None and is_unit(host)


def _areas() -> tuple[str, ...]:
    from ruling.games._mc.common import AREAS

    return tuple(AREAS)


def _in_use_kind(c: Any) -> str:
    """What a card in use is (10.10.6): ``spell`` a battle spell card, ``consumable`` a
    consumable item card, else ""."""
    from ruling.games._mc.cardtext import classification

    if c.type == "spell":
        return "spell"
    if c.type == "item" and classification(c) != "装備品":
        return "consumable"
    return ""


def _in_use_target(
    ctx: Ctx, t: Any, player: str, ref: Any
) -> tuple[list[str] | str, tuple[str, ...]]:
    """〈対象:戦闘スペル / 消耗品1つ〉: one card of that kind in use — in an effect zone (5.1.7.2),
    its use declared in the counter chain this ability answers — by a unit on the battle's
    terrain (10.10.6); ``ref`` names it (its name or uid), else the only one."""
    st = ctx.state
    # 〈対象:敵軍の / 自軍の戦闘スペル1つ〉: in that side's effect zone only (5.1.7.2)
    sides = [p for p in st.players if t.owner is None or (p == player) == (t.owner == "own")]
    pool = [
        c
        for p in sides
        for c in ctx.zone(p, "effect")
        if _in_use_kind(c) == t.in_use
        and (
            not st.vars.get("mc.battle")
            or (u := this_unit(c)) is None
            or area_of_zone((ctx.where(u) or ("", ""))[1]) == st.vars.get("mc.battle_area")
        )
    ]
    what = "戦闘スペル" if t.in_use == "spell" else "消耗品"
    if ref is not None:
        pool = [c for c in pool if ref in (c.uid, c.name, f"{c.owner}.{c.name}")]
    if len(pool) != 1:
        return (
            f"対象にできる使用中の{what}が{'ない' if not pool else '複数ある（target で指定）'}",
            ("10.10.3", "10.10.6", "5.1.7.2"),
        )
    return [pool[0].uid], ("10.10.1", "10.10.6", "5.1.7.2")


def _negate_in_use(ctx: Ctx, prog: Program, targets: list[str], decl: int) -> Proc:
    """「対象の効果を発揮させない / 無効にする」 on the card in use: still in use (the effect zone)
    its effect is not brought about when its use resolves (10.15.1, 10.19.2; read there with
    ``mc.vanished``); gone, the target is no longer proper (10.10.5)."""
    for t in targets:
        tc = ctx.card(t)
        tw = ctx.where(t)
        if tc is None or tw is None or tw[1] != "effect":
            yield Mark(
                clauses=("10.1.14", "10.10.3", "10.10.5"),
                ja=f"対象 {label(ctx, t)} が適切ではなくなった: 効果は発揮しない",
                en=f"the target {label(ctx, t)} is no longer proper: no effect on it",
                caused_by=(decl,),
                touches=_touch(ctx, [t]),
            )
            continue
        cur = tuple(ctx.state.vars.get("mc.vanished") or ())
        yield SetVar(
            key="mc.vanished",
            value=(*cur, t),
            clauses=("10.1.14", "10.10.6", "10.15.1", "10.19.2"),
            ja=f"使用中の{tc.label}の効果を発揮させない（無効）",
            en=f"the effect of {tc.label}, in use, is not brought about (made invalid)",
        )


def _one_unit(
    ctx: Ctx, t: Any, player: str, area: str | None, me: str | None, ref: Any
) -> tuple[list[str] | str, tuple[str, ...]]:
    """One unit ``ref`` as a target of 〈対象:～〉 ``t``: [its uid], or why it is none proper."""
    uid = find_card(ctx, ref)
    c = ctx.card(uid) if uid else None
    tw = ctx.where(uid) if uid else None
    if c is None or tw is None or not is_unit(c) or area_of_zone(tw[1]) is None:
        return "対象は戦場のユニット1体", ("10.10.2", "10.10.3")
    if ctx.state.vars.get("mc.battle") and area_of_zone(tw[1]) != ctx.state.vars.get(
        "mc.battle_area"
    ):
        return (
            "戦闘中に対象にできるのは戦闘が発生した地形のユニットだけ（8.2.4）",
            ("8.2.4", "10.10.3", "10.10.6"),
        )
    if t.owner == "own" and tw[0] != player or t.owner == "enemy" and tw[0] == player:
        return "自軍／敵軍の指定に合わない", ("10.10.2", "10.10.3")
    if t.here and area_of_zone(tw[1]) != area:
        # 「この地形に存在する…ユニット1体」: a unit on the ability's own terrain
        return "対象はこの地形に存在するユニット", ("10.10.2", "10.10.3")
    if t.near and (area is None or not adjacent(str(area_of_zone(tw[1])), area)):
        # 「この地形に隣接する地形に存在する…ユニット1体」: a unit on a terrain next to the
        # ability's own (5.1.2.18)
        return "対象はこの地形に隣接する地形に存在するユニット", ("10.10.2", "10.10.3", "5.1.2.18")
    if not in_group(ctx, t, c, me):
        # 「「種族:X」の敵軍ユニット1体」: the unit does not meet what 「～」 asks of it
        return "対象は〈対象:～〉の条件を満たすユニット", ("10.10.2", "10.10.3")
    # outside a battle a [メイン] ability may target a unit on any terrain (10.10.7)
    anywhere = ("10.10.7",) if not ctx.state.vars.get("mc.battle") else ("10.10.6",)
    # what 〈対象:～〉 asks, read on this unit (its several races each, 2.1.22.2)
    return [uid], ("10.10.1", *anywhere, *target_clauses(t, ctx, c))  # type: ignore[list-item]


def _still_by_this(ctx: Ctx, t: Any, c: Any, tw: tuple[str, str]) -> bool:
    """What 〈対象:～〉 asks by 「このユニット」 still holds of a target at ``tw`` as the effect
    comes (10.10.5): 「このユニットと同じ地形に存在する…」 — on that unit's terrain now;
    「このユニットと戦闘している…」 — that unit still in the battle (8.2.3). The unit gone: no."""
    if getattr(t, "near", False):
        # 「この地形に隣接する地形に存在する…」: still next to the ability's card's terrain
        # (5.1.2.18), the card still on the battlefield
        cw = ctx.where(c.uid) if c is not None else None
        here = area_of_zone(cw[1]) if cw is not None else None
        if here is None or not adjacent(str(area_of_zone(tw[1])), here):
            return False
    if not (t.with_this or t.fought):
        return True
    me = target_unit(c, t) if c is not None else None
    mine = ctx.card(me) if me else None
    mw = ctx.where(me) if me else None
    if mine is None or mw is None or area_of_zone(mw[1]) is None:
        return False
    if t.with_this and area_of_zone(mw[1]) != area_of_zone(tw[1]):
        return False
    return not t.fought or _matches(mine, ("in_battle", ()), ctx)


def _where_cl(t: Any) -> tuple[str, ...]:
    """The clauses a 〈対象:～〉 is read by (``common.target_clauses``): its kind's definition
    (a party, 4.4.1), 10.10.2 and each condition's clauses when it asks something of each unit
    it takes in (``Target.where``)."""
    return target_clauses(t)


def _activation_met(ctx: Ctx, c: Any, player: str, prog: Program) -> Proc:
    """〈発動条件:この地形に(自軍/敵軍)ユニットが存在する〉 (14.8.2), checked when the use is
    declared (10.1.4): a unit of that side on the terrain ``c`` is (``c`` a terrain on the
    battlefield: else there is no such terrain, 4.1.13). Refuses the use when it does not hold;
    returns whether it does."""
    kind, owner = prog.activation or ("", None)
    w = ctx.where(c.uid)
    area = area_of_zone(w[1]) if w and c.type == "terrain" else None
    seen: tuple[str, ...] = ()
    cond: tuple[str, Any] = ("", ())
    if kind in ("turn", "exists", "cond"):
        # 〈発動条件:自軍ターン〉: the turn is the using player's (7.1.2.1); 〈発動条件:この地形に敵軍
        # ユニットが2体以上存在する〉: the units so described, counted on the card's terrain
        # (5.1.2.4), as 「…が存在する場合」 is read (``common._matches``)
        if kind == "turn":
            held = (ctx.state.turn.player == player) == (owner == "own")
            what_ja = "自軍ターン" if owner == "own" else "敵軍ターン"
            what_en = "the user's own turn" if owner == "own" else "the other player's turn"
            # 自軍ターン: the turn the player is 進軍側 in (7.1.2.1, as 10.9.10 reads it)
            cl: tuple[str, ...] = ("7.1.2.1", "10.9.10")
        else:
            # 〈発動条件:自軍が守備側の場合〉 and the other conditions read on the card relative to
            # its player (``cardtext._activation_of``): as the same condition of a step is read
            cond = owner if kind == "cond" else ("exists", owner)
            held = _matches(c, cond, ctx)
            what_ja = condition_text(cond)
            what_en = what_ja
            cl = condition_clauses(cond)
            # the units the count read (those on the card's terrain)
            seen = tuple(
                u.uid
                for p in ctx.state.players
                for u in (ctx.zone(p, f"field.{area}") if area else [])
                if is_unit(u)
            )
        if not held:
            yield Reject(
                f"発動条件（{what_ja}）を満たさない: 使用できません",
                f"its 〈発動条件〉 ({what_en}) does not hold: it cannot be used",
                ("10.1.4", "14.8.2", *cl),
            )
            return False
        yield Mark(
            clauses=("10.1.4", "14.8.2", *cl),
            ja=f"発動条件（{what_ja}）を満たす",
            en=f"its 〈発動条件〉 ({what_en}) holds",
            touches=(c.uid, *(seen if "exists" in (kind, cond[0]) else ())),
        )
        return True
    if kind == "battle_here":
        # 〈発動条件:この地形で戦闘が発生している〉: the battle going on is on this terrain
        st = ctx.state
        here_now = (
            area is not None
            and bool(st.vars.get("mc.battle"))
            and (st.vars.get("mc.battle_area") == area)
        )
        # 〈発動条件:自軍 / 敵軍ユニットがこの地形で戦闘している〉: and a unit of that side takes
        # part in it (8.2.3)
        side = {"own": player, "enemy": st.opponent(player)}.get(str(owner))
        if here_now and side is not None:
            here_now = any(
                is_unit(u) and _matches(u, ("in_battle", ()), ctx)
                for u in ctx.zone(side, f"field.{area}")
            )
        who = {"own": "自軍ユニットが", "enemy": "敵軍ユニットが"}.get(str(owner), "")
        cl_side = ("8.2.3",) if side is not None else ()
        if not here_now:
            yield Reject(
                f"発動条件（{who}この地形で戦闘が発生している）を満たさない: 使用できません",
                f"its 〈発動条件〉 (a battle going on on this terrain{' with a unit of the ' + str(owner) + ' side in it' if side else ''}) "
                "does not hold: it cannot be used",
                ("10.1.4", "14.8.2", *cl_side, *(("4.1.13",) if area is None else ())),
            )
            return False
        yield Mark(
            clauses=("10.1.4", "14.8.2", *cl_side),
            ja=f"発動条件（{who}この地形で戦闘が発生している）を満たす",
            en="its 〈発動条件〉 (a battle going on on this terrain"
            f"{' with a unit of the ' + str(owner) + ' side in it' if side else ''}) holds",
            touches=(c.uid,),
        )
        return True
    side = {"own": player, "enemy": ctx.state.opponent(player)}.get(str(owner))
    here = [
        u.uid
        for p in ctx.state.players
        if side is None or p == side
        for u in (ctx.zone(p, f"field.{area}") if area else [])
        if is_unit(u)
    ]
    who = {"own": "自軍", "enemy": "敵軍"}.get(str(owner), "")
    if not here:
        yield Reject(
            f"発動条件（この地形に{who}ユニットが存在する）を満たさない: 使用できません",
            f"its 〈発動条件〉 (a unit{' of the ' + str(owner) + ' side' if owner else ''} on this terrain) does "
            "not hold: it cannot be used",
            ("10.1.4", "14.8.2", *(("4.1.13",) if area is None else ())),
        )
        return False
    yield Mark(
        clauses=("10.1.4", "14.8.2"),
        ja=f"発動条件（この地形に{who}ユニットが存在する）を満たす",
        en=f"its 〈発動条件〉 (a unit{' of the ' + str(owner) + ' side' if owner else ''} on this terrain) "
        "holds",
        touches=(c.uid, *here),
    )
    return True


def _chain_proper(ctx: Ctx, prog: Program, targets: list[str], chain: tuple[str, ...]) -> bool:
    """10.10.8: a [対抗] answer in a counter chain must have among its targets one of the
    chain's declaring units, cards used or their targets (10.10.8.1), or an item equipped to
    such a unit (10.10.8.2); an ability with [イニシアチブ] in the initiative timing is exempt
    (10.10.9)."""
    if not targets:
        return True  # no target: nothing to restrict (players are always proper, 10.10.8.2)
    involved = set(chain)
    for u in chain:
        involved.update(e.uid for e in equipment(ctx, u))
    return any(t in involved for t in targets)


def card_cost_items(prog: Program) -> tuple[tuple[int, Any, str, bool], ...]:
    """A program's card cost items in order: 〈コスト:…〉's first and the others of a cost of
    several items (10.11.9), each (n, restriction, zone, removed)."""
    if prog.hand_cost is None:
        return ()
    return (prog.hand_cost, *getattr(prog, "more_costs", ()))


# the clause of each ability kind saying its cost beyond the kind's own is the one written in
# 〈 〉's “コスト” (□ 14.2.3, × 14.3.3, ▽ 14.8.3; ◎ has only that cost, 14.4.3): cited where such a
# written cost cannot be paid
MARK_COST: dict[str, str] = {"□": "14.2.3", "×": "14.3.3", "◎": "14.4.3", "▽": "14.8.3"}


def _hand_cost(
    ctx: Ctx,
    prog: Program,
    player: str,
    given_refs: Any,
    taken: tuple[str, ...] = (),
    source: str | None = None,
) -> Any:
    """The cards declared for 〈コスト:手札n枚破棄 / 手札n枚除外 / 捨て山n枚除外(…)〉 (10.1.6), or
    None (refused): for a cost of several items (10.11.9), each item's in order, all declared at
    once (10.11.2) — a card declared for one is not another's (10.11.5). Cards ``taken`` are
    another declaration's cost already (10.11.5). ``source``: the ability's card (「このユニット
    以外の…」 leaves it out)."""
    picks: list[str] = []
    # the kind's own clause placing the extra cost in 〈 〉 (``MARK_COST``): why it is asked
    own = (MARK_COST[prog.mark],) if getattr(prog, "mark", None) in MARK_COST else ()
    for item in card_cost_items(prog):
        got = yield from _one_card_cost(
            ctx, item, player, given_refs, (*taken, *picks), own, source
        )
        if got is None:
            return None
        picks += got
    return picks


def _itself_as_cost(ctx: Ctx, prog: Program, player: str, c: Any) -> Any:
    """Whether the card used from the hand (a consumable, a battle spell) may be its own
    〈コスト:手札n枚破棄 / 除外〉: asked only where the hand's other cards that may pay an item are
    fewer than its n and the card itself would make it up — 10.11.10 counts the cards in the
    hand, where the card still is at 10.1.4 / 10.1.6, while 10.1.6 names 「使用された…消耗品の
    アイテムカード」 and 「コストとして「手札」…から支払われたカード」 apart (the point
    used_card_pays_own_hand_cost, both readings run; the engine's: not its own). Elsewhere
    False: the card used is not among the cards that pay."""
    for k, restr, zone, _remove in card_cost_items(prog):
        if zone != "hand":
            continue
        restr, not_self = _split_except_this(restr)
        restr, _here = _split_except_this(restr, ON_THIS_TERRAIN)
        if not_self or (restr is not None and not _matches(c, restr, ctx)):
            continue
        others = [
            h
            for h in ctx.zone(player, "hand")
            if h.uid != c.uid and (restr is None or _matches(h, restr, ctx))
        ]
        if len(others) < k <= len(others) + 1:
            own = yield unsettled.choose(
                player,
                "mc",
                "used_card_pays_own_hand_cost",
                {"not_its_own": False, "its_own": True},
            )
            return bool(own)
    return False


def _split_except_this(restr: Any, part: Any = EXCEPT_THIS) -> tuple[Any, bool]:
    """A card cost's restriction without its ``part`` read on the ability's card — 「このユニット
    以外の」 (``EXCEPT_THIS``) or 「この地形に存在する」 (``ON_THIS_TERRAIN``) — and whether it had
    it."""
    if restr == part:
        return None, True
    if isinstance(restr, tuple) and restr and restr[0] == "all_of" and part in restr[1]:
        rest = tuple(x for x in restr[1] if x != part)
        return (rest[0] if len(rest) == 1 else ("all_of", rest)), True
    return restr, False


def _one_card_cost(
    ctx: Ctx,
    item: tuple[int, Any, str, bool],
    player: str,
    given_refs: Any,
    taken: tuple[str, ...] = (),
    own: tuple[str, ...] = (),
    source: str | None = None,
) -> Any:
    """One card cost item's cards (``_hand_cost``), or None (refused); ``own``: the ability
    kind's clause for its written cost, cited on a refusal; ``source``: the ability's card,
    which 「このユニット以外の…」 (``EXCEPT_THIS``) leaves out of the cards that may pay."""
    k, restr, zone, remove = item
    restr, not_self = _split_except_this(restr)
    restr, here = _split_except_this(restr, ON_THIS_TERRAIN)
    zja = {
        "hand": "手札",
        "deck": "山札",
        "deck_top": "山札の上から",
        "field": "戦場の自軍ユニット",
        "removed": "除外ゾーン",
    }.get(zone, "捨て山")
    act = "除外" if remove else "破棄"
    if zone == "deck_top":
        # 〈コスト:山札の上からn枚破棄〉: the deck's top n cards, no choice (10.11.10); too few, or
        # not of the (～) asked (10.11.12): it cannot be declared
        whole = ctx.zone(player, "deck")
        if not deck_listed(ctx, player):
            yield Warn(
                "assumption",
                f"{player} の山札がシナリオにない: 上から{k}枚は支払えるものとし、そのカードは不明",
                f"{player}'s deck is not given: its top {k} are taken to pay the cost, unknown",
                ("10.11.10",),
                key="zone_not_given_not_empty",
            )
            return []
        top = [h for h in whole[:k] if h.uid not in taken]
        if len(top) < k or any(restr is not None and not _matches(h, restr, ctx) for h in top):
            yield Reject(
                f"コスト（山札の上から{k}枚{act}）を支払えません",
                f"the cost (the deck's top {k} {'removed' if remove else 'discarded'}) cannot be "
                "paid",
                (
                    "10.1.4",
                    "10.11.1",
                    "10.11.10",
                    *(("10.11.12",) if restr is not None else ()),
                    *own,
                ),
                caused_by=ctx.taken_from(f"{player}.deck"),
            )
            return None
        return [h.uid for h in top]
    whole = (
        [u for a in _areas() for u in ctx.zone(player, f"field.{a}") if is_unit(u)]
        if zone == "field"
        else ctx.zone(player, zone)
    )
    if zone in STAYS_TILL_13:
        # a card declared already as a cost that moves it (10.1.6; 10.11.7 on the battlefield,
        # 5.1.7.2 names no effect zone for the removed zone's) is not declared again (10.11.5)
        moving = dict(ctx.state.vars.get("mc.declared_costs") or {})
        whole = [u for u in whole if moving.get(u.uid) != "move"]
    if zone == "field":
        if not_self:
            # 「このユニット以外の」: the ability's own unit (4.7.2) does not pay
            whole = [u for u in whole if u.uid != source]
        if here:
            # 「この地形に存在する」: the units in the area of the ability's card (5.1.2.4)
            at = ctx.where(source) if source is not None else None
            whole = [u for u in whole if at is not None and ctx.where(u.uid) == at]
    if zone == "deck":
        # 〈コスト:山札n枚破棄〉: 10.11.10 counts the deck's cards and 10.11.12 lets a (～) restrict
        # them, but no clause says which cards of the deck are paid (10.11.11 says 「任意の」 only
        # of the discard pile): read as the cards the player declares (``cost_cards``), as for a
        # hand cost, and said so
        yield Warn(
            "assumption",
            "〈コスト:山札n枚破棄〉でどの山札のカードを支払うかを定める条文はない: 宣言したカード"
            "（cost_cards、なければそのプレイヤーの選択）として扱う",
            "no clause says which cards of the deck a 〈コスト:山札n枚破棄〉 pays: taken as the "
            "cards the player declares (cost_cards, else that player's choice)",
            ("10.11.10", "10.11.12"),
            key="cost_cards_as_declared",
        )
    pool = [h for h in whole if h.uid not in taken]
    ok_cards = [h for h in pool if restr is None or _matches(h, restr, ctx)]
    given = [find_card(ctx, r, player) for r in given_refs or []]
    picks = [g for g in given if g in {h.uid for h in ok_cards}]
    spent = [
        g
        for g in given
        if g is not None and g not in picks and (g in taken or ctx.where(g) == (player, "effect"))
    ]
    if spent and zone != "field":
        # a card the player declares for this cost that is declared as the cost of another use
        # not ended yet (it waits in the effect zone, or is this declaration's other item):
        # 10.1.6 「宣言されたコストは、以降「10.1.15」が終了するまで、他の…」, 10.11.5 — the
        # declaration as made is refused (another card is not put in its place)
        yield Reject(
            f"{label(ctx, spent[0])} はすでに別の使用のコストとして宣言されている: "
            "別のコストとして宣言できない",
            f"{label(ctx, spent[0])} is declared already as another use's cost: it cannot be "
            "declared as another cost",
            ("10.1.4", "10.1.6", "10.11.5", *own),
            caused_by=ctx.taken_from(f"{player}.{zone}"),
        )
        return None
    while len(picks) < k and len(picks) < len(ok_cards):
        rest = [h for h in ok_cards if h.uid not in picks]
        pick = yield choose_card(
            player,
            rest,
            "cost",
            f"コストとして{act}する{zja}のカードを選ぶ",
            f"choose a card of the {zone} to {'remove' if remove else 'discard'} as the cost",
            ("10.1.6",),
        )
        picks.append(pick)
    if zone == "deck" and len(picks) >= k:
        # which cards of the deck the cost takes no clause says (the audit's
        # deck_cost_which_cards): flagged where the cards declared are not the top n (cards the
        # scenario tells apart), with what the top n would be
        top = whole[:k]
        chosen = [ctx.card(u) for u in picks[:k]]
        sig = sorted(str(c.signature()) for c in chosen if c is not None)
        if sig != sorted(str(c.signature()) for c in top):
            names = "、".join(c.label for c in top)
            ja, en = (
                f"山札の上から{k}枚（{names}）を破棄する",
                f"the top {k} ({names}) are discarded",
            )
            if restr is not None:  # 10.11.12: they must meet the (～) then
                ja += "（それらが「(～)」に該当しなければ宣言できない）"
                en += " (if they do not meet the 「(～)」, it cannot be declared)"
            yield unsettled.flag("mc", "deck_cost_which_cards", (ja, en))
    if len(picks) < k:
        few = len(pool) < k
        cl = ["10.1.4", "10.11.1", "10.11.6"]
        # a discard of own units on the battlefield is 10.11.7's, of hand cards 10.11.8's
        cl += (
            ["10.11.13"]
            if remove
            else list(COST_WORDING[(zone, False)])
            if zone in STAYS_TILL_13
            else ["10.11.8"]
        )
        if few and zone != "removed":
            cl += ["10.11.10" if zone in ("hand", "deck") else "10.11.11"]
            # too few in the player's own zone: the wording's zone is its own (``ZONE_OWN``)
            cl += [ZONE_OWN[zone]] if zone in ZONE_OWN else []
            if len(whole) >= k:
                cl += ["10.11.5"]  # enough cards, but some are another declaration's cost
        else:
            cl += ["10.11.12"]
        yield Reject(
            f"コスト（{zja}{k}枚{act}）を支払えません: "
            + (
                f"{zja}に使えるカードが{len(pool)}枚しかない"
                if few
                else "条件に合うカードが足りない"
            ),
            f"the cost ({k} card(s) of the {zone} {'removed' if remove else 'discarded'}) cannot "
            "be paid: "
            + (f"only {len(pool)} usable in the {zone}" if few else "too few cards that qualify"),
            (*cl, *own),
            # too few there: the steps that took its cards out are why (``Ctx.taken_from``)
            caused_by=ctx.taken_from(f"{player}.{zone}") if few else (),
        )
        return None
    return picks[:k]


# a card cost's zone printed without 自軍 / 敵軍 (〈コスト:捨て山n枚除外〉): the clause making it
# the own one, cited on a refusal for too few cards there (data)
ZONE_OWN: dict[str, str] = {
    "hand": "5.1.4.6",
    "deck": "5.1.3.5",
    "deck_top": "5.1.3.5",
    "discard": "5.1.5.5",
}

# the clauses defining each card-cost wording 〈コスト:(zone)n枚(破棄 / 除外)〉, by (zone, removed):
# what it means (10.11.11 「捨て山n枚除外」とは…を表します) and how it goes through the effect
# zone (10.11.8 discarded, 10.11.13 removed); data, cited on each step that pays it
COST_WORDING: dict[tuple[str, bool], tuple[str, ...]] = {
    # the zone of the wording is printed with no 自軍 / 敵軍: the own one (5.1.3.5 山札, 5.1.4.6
    # 手札, 5.1.5.5 捨て山 — ``ZONE_OWN``)
    ("hand", False): ("10.11.8", "5.1.4.6"),
    ("deck", False): ("10.11.8", "5.1.3.5"),
    ("deck_top", False): ("10.11.8", "10.11.10", "5.1.3.5"),
    ("hand", True): ("10.11.13", "5.1.4.6"),
    ("discard", True): ("10.11.11", "10.11.13", "5.1.5.5"),
    # 〈コスト:自軍ユニットn体破棄〉: a battlefield card moved as the cost, at 10.1.13 (10.11.7)
    ("field", False): ("10.11.7",),
    # 〈コスト:自軍除外ゾーンのカードn枚を自軍捨て山に置く〉: a cost of its own words (10.11.6),
    # a move to the discard pile from a zone that is no 捨て山 — 破棄 (12.4.1)
    ("removed", False): ("10.11.6", "12.4.1"),
}

# the card-cost zones whose cards are not put in the effect zone at 10.1.6 (5.1.7.2 puts there
# the costs paid from the hand, the deck and the discard pile only): declared at 10.1.6 and
# moved at 10.1.13, where the costs are carried out (10.11.3; on the battlefield 10.11.7)
STAYS_TILL_13 = frozenset({"field", "removed"})


# where a card paid as a cost arrives at 10.1.13, and the clauses saying so: removed — the zone
# that holds 「コストとして(ゲームから)除外されたカード」 (5.1.6.2), its owner's (12.5.1); discarded
# — the zone of discarded cards (5.1.5.2), its owner's (12.4.1). Data, cited on the move.
COST_DESTINATION: dict[bool, tuple[str, tuple[str, ...]]] = {
    True: ("removed", ("5.1.6.2", "12.5.1")),
    False: ("discard", ("5.1.5.2", "12.4.1")),
}


def _cost_cl(prog: Program) -> tuple[str, ...]:
    """The clauses of a card cost's wording (``COST_WORDING``): the clause by which it goes to
    the effect zone, removal (10.11.13) or discard (10.11.8), and the one defining it — of each
    item of a cost of several (with 10.11.9)."""
    items = card_cost_items(prog) or ((0, None, "hand", False),)
    cl = tuple(dict.fromkeys(x for it in items for x in _item_cl(it)))
    return (*cl, "10.11.9") if len(items) > 1 else cl


def _item_cl(item: tuple[int, Any, str, bool]) -> tuple[str, ...]:
    """``COST_WORDING``'s clauses of one card cost item."""
    _k, _restr, zone, remove = item
    return COST_WORDING.get((zone, remove), ("10.11.13",) if remove else ("10.11.8",))


def _never_acted_refusal(ctx: Ctx, c: Any, prog: Program, player: str) -> Proc:
    """10.1.6 / 10.11.1 / 10.11.2: a cost that cannot be carried out is not declared — a unit that
    「行動完了にならない」 (a ○ in force, 4.1.12) asked to become acted as the cost of a □ (14.2.3)
    or of 〈コスト:このユニットを行動完了にする〉. Whether that cost is one that cannot be carried
    out is the audit's acted_cost_of_unit_never_acted (4.1.12 speaks of effects; a cost is none):
    under cost_impossible the declaration is refused here (before, it was declared and then not
    carried out at 10.1.13); under cost_made it goes on (``_pay`` takes the same reading).
    Returns the refusal, or None."""
    if not _rests_self(prog):
        return None
    from ruling.games._mc.common import cannot_become_acted

    unit = _cost_unit(ctx, c, prog)
    w = ctx.where(unit.uid)
    if w is None or area_of_zone(w[1]) is None or unit.orientation == "rest":
        return None
    no = cannot_become_acted(ctx, unit, prog.mark, getattr(c, "uid", None) == unit.uid)
    if not no:
        return None
    made = yield unsettled.choose(
        player,
        "mc",
        "acted_cost_of_unit_never_acted",
        {"cost_impossible": False, "cost_made": True},
    )
    if made:
        return None
    m = prog.mark
    return Reject(
        f"{unit.label} は行動完了にならないため、{m}特殊能力のコスト（行動完了にする）を実行できず、"
        "宣言できません",
        f"{unit.label} does not become acted: the {m} ability's cost (becoming acted) cannot be "
        "carried out, so it is not declared",
        (*_rest_cl(prog), "10.11.1", "10.11.2", *no),
    )


def _paid_items(prog: Program, paid: list[str]) -> list[tuple[str, tuple[int, Any, str, bool]]]:
    """Each card paid with the cost item it was declared for (``_hand_cost`` declares each
    item's n cards in order)."""
    out: list[tuple[str, tuple[int, Any, str, bool]]] = []
    rest = list(paid)
    for item in card_cost_items(prog):
        out += [(h, item) for h in rest[: item[0]]]
        rest = rest[item[0] :]
    return out


def _own_cost_ok(ctx: Ctx, c: Any, prog: Program, declared: dict[str, str]) -> Reject | None:
    """10.1.6: a cost declared stays its declaration's until 10.1.15 — a unit whose own cost
    (becoming acted, being discarded) is declared in this chain cannot pay it again."""
    c = _cost_unit(ctx, c, prog) if prog.mark != "▽" else c
    if declared.get(c.uid) == "move":
        return Reject(
            f"{c.label} はゾーン移動させるコストとして宣言されているため、□×◎特殊能力を使用できません",
            f"{c.label} is declared as a cost that moves it: it cannot use □ × ◎ abilities",
            ("10.1.6", "10.11.7", "14.3.4", "14.3.5"),
        )
    if prog.mark == "▽":
        from ruling.games._mc.cardtext import face_down
        from ruling.games._mc.common import is_terrain

        if not is_terrain(c) or c.states.get("hq") or c.extra.get("hq"):
            return Reject(
                f"{c.label} は地形ではないため、▽特殊能力のコスト（裏返して代理地形にする）を支払えません",
                f"{c.label} is no terrain: it cannot pay a ▽ ability's cost (turned into a proxy)",
                ("14.8.1", "14.8.3", "10.11.1"),
            )
        if face_down(c) or declared.get(c.uid) == "flip":
            return Reject(
                f"{c.label} はすでに代理地形（またはそのコストを宣言済み）: ▽特殊能力を使用できません",
                f"{c.label} is a proxy terrain already (or that cost is declared): no ▽ ability",
                ("14.8.1", "14.8.3", "5.1.2.20.1", *(("10.1.6",) if not face_down(c) else ())),
            )
    k = int(getattr(prog, "replenish_cost", 0) or 0)
    owner = c.owner
    if k and deck_listed(ctx, owner) and len(ctx.zone(owner, "deck")) < k:
        # 〈コスト:カードをn枚補充する〉 with fewer than n cards in the deck: not declared (10.11.10)
        return Reject(
            f"山札が{k}枚未満のため、コスト（カードを{k}枚補充する）を宣言できません",
            f"fewer than {k} cards in the deck: the cost (replenish {k}) cannot be declared",
            # the cost found not proper at the use's check (10.1.4), as any other cost's
            ("10.1.4", "10.11.1", "10.11.6", "10.11.10"),
            caused_by=ctx.taken_from(f"{owner}.deck"),
        )
    if _rests_self(prog) and (c.orientation == "rest" or declared.get(c.uid) == "rest"):
        acted = c.orientation == "rest"
        m = prog.mark
        return Reject(
            f"{c.label} は行動完了のため、{m}特殊能力のコストを支払えません"
            if acted
            else f"{c.label} を行動完了にするコストは宣言済みのため、{m}特殊能力のコストにできません",
            f"{c.label} has acted: it cannot pay a {m} ability's cost"
            if acted
            else f"{c.label} becoming acted is already a declared cost: not again for a {m} ability",
            (
                *_rest_cl(prog),
                *(("14.2.4",) if m == "□" else ()),
                "10.11.1",
                *(() if acted else ("10.1.6",)),
            ),
        )
    return None


def _effect_zone_card_out(ctx: Ctx, player: str, c: Any) -> Proc:
    """10.1.13: the card used, in the effect zone, goes to the discard pile. Where a replacement
    of that card's 「破棄」 is in force (「…アイテムカードが破棄される場合、代わりに…」), whether this
    move is a 破棄 is the point effect_zone_to_discard_is_discard (12.4.1's definition, 10.15.3's
    「エフェクトゾーン…を破棄する」, against 10.1.13's 「捨て山に移動します」): both readings run;
    read as one, the move is the discard the replacement may replace (10.8.3)."""
    from ruling.games._mc.replacements import replacements

    catch = [e for e in replacements(ctx) if e.target == c.uid and e.stat == "discard"]
    if catch:
        discard = yield unsettled.choose(
            player, "mc", "effect_zone_to_discard_is_discard", {"move": False, "discard": True}
        )
        if discard:
            cl = ("10.1.13", "12.4.1", "10.15.3")
            yield Do("discard", {"card": c.uid, "clauses": cl}, clauses=cl)
            return
    yield Move(uid=c.uid, player=player, zone="discard", clauses=("10.1.13", "5.1.7.2"))


def _pay(ctx: Ctx, player: str, c: Any, prog: Program, paid: list[str]) -> Any:
    """10.1.13: every declared cost is carried out, as far as it can be (10.11.3); returns what
    could not be (texts, clauses)."""
    failed: list[str] = []
    fail_cl: list[str] = []
    card = c
    # the unit paying □ / × / 「このユニットを行動完了にする」: an equipment's wearer (4.7.2)
    c = _cost_unit(ctx, c, prog)
    src_w = ctx.where(c.uid)
    on_field = src_w is not None and area_of_zone(src_w[1]) is not None
    if _rests_self(prog):
        from ruling.games._mc.common import acted_cost_kept, cannot_become_acted

        # the unit pays the cost of an ability of its own card, or of its equipment's (4.7.2)
        own = getattr(card, "uid", None) == c.uid
        no = cannot_become_acted(ctx, c, prog.mark, own) if on_field else ()
        # 「ただし、対象自身の□特殊能力のコストとして行動完了にすることはできる」: kept by the text
        kept = acted_cost_kept(ctx, c, prog.mark, own) if on_field and not no else ()
        made = False
        if on_field and c.orientation != "rest" and no:
            # 「対象は行動完了にならない」 against a cost of making it acted: 4.1.12 speaks of
            # effects, a cost is none (10.11.1) — the audit's acted_cost_of_unit_never_acted
            made = yield unsettled.choose(
                player,
                "mc",
                "acted_cost_of_unit_never_acted",
                {"cost_impossible": False, "cost_made": True},
            )
            if made:
                yield Mark(
                    clauses=(*_rest_cl(prog), "10.1.13", "4.1.12", *no),
                    ja=f"{c.label} を行動完了にするコストを実行したものとする（行動完了にはならない）",
                    en=f"{c.label}'s cost of becoming acted is taken as carried out (it stays unacted)",
                )
        if made:
            pass
        elif on_field and c.orientation != "rest" and not no:
            yield Orient(
                uid=c.uid,
                orientation="rest",
                clauses=(*_rest_cl(prog), "10.1.13", *kept),
                ja=f"{c.label} を行動完了にする（{prog.mark}のコスト）",
                en=f"{c.label} becomes acted (the {prog.mark} cost)",
            )
        else:
            # a unit that does not become acted (4.1.12) cannot pay it either (10.11.3)
            failed.append(f"{c.label} を行動完了にする")
            fail_cl += [_rest_cl(prog)[1], *no]
    if prog.mark == "×" or prog.discard_self:
        # a battlefield card moved as the cost: only declared at 10.1.6, moved now (10.11.7,
        # which names the × ability's discard as such a cost)
        cl = ("14.3.1", "14.3.3", "10.11.7") if prog.mark == "×" else ("10.11.6", "10.11.7")
        if c is not card:
            cl = (*cl, "4.7.2")  # 「このユニット」 of an equipment: the unit wearing it
        if on_field:
            yield Do("discard", {"card": c.uid, "clauses": (*cl, "10.1.13")})
        else:
            failed.append(f"{c.label} を破棄する")
            fail_cl += list(cl)
    unit, c = c, card  # the own-unit costs are paid; the rest are the card's
    if prog.mark == "▽":
        from ruling.games._mc.cardtext import face_down

        if on_field and not face_down(c):
            yield SetCard(
                uid=c.uid,
                changes={"proxy": True},
                clauses=("14.8.1", "14.8.3", "10.1.13", "5.1.2.20.1", "5.1.2.20.2"),
                ja=f"{c.label} を裏返して代理地形にする（▽のコスト）: カード内容は非公開、リミット8",
                en=f"{c.label} is turned over into a proxy terrain (the ▽ cost): its content "
                "hidden, limit 8",
            )
            # the turn a ▽ made a proxy terrain of the player's, read by a terrain placement
            # later in it (``basic``: no proxy placement was declared, 5.1.2.20.4)
            yield SetVar(key=f"mc.flipped_proxy.{player}", value=ctx.state.turn.number)
        else:
            failed.append(f"{c.label} を裏返して代理地形にする")
            fail_cl += ["14.8.3"]
    k = int(getattr(prog, "replenish_cost", 0) or 0)
    if k:
        # 〈コスト:カードをn枚補充する〉 carried out with the others (10.1.13, 10.11.3); fewer than n
        # there by now: not carried out in full (10.11.10)
        if deck_listed(ctx, player) and len(ctx.zone(player, "deck")) < k:
            failed.append(f"カードを{k}枚補充する")
            fail_cl += ["10.11.10"]
        yield Do(
            "replenish",
            {"player": player, "amount": k},
            clauses=("10.1.13", "10.11.6", "12.3.1"),
        )
    if prog.mark == "◇" and ctx.where(c.uid) == (player, "effect"):
        # 10.1.13: the card in the effect zone goes to the discard pile
        yield from _effect_zone_card_out(ctx, player, c)
    several = len(card_cost_items(prog)) > 1
    for h, item in _paid_items(prog, paid):
        remove = bool(item[3])
        if item[2] == "field":
            moving = dict(ctx.state.vars.get("mc.declared_costs") or {})
            moving.pop(h, None)
            yield SetVar(key="mc.declared_costs", value=moving or None)
            hw = ctx.where(h)
            if hw is not None and area_of_zone(hw[1]) is not None:
                yield Do("discard", {"card": h, "clauses": ("10.1.13", "10.11.7")})
            else:
                failed.append(f"{label(ctx, h)} を破棄する")
                fail_cl += ["10.11.7"]
            continue
        if item[2] == "removed":
            # declared at 10.1.6, still in the removed zone: put in the discard pile now
            # (10.1.13, 10.11.3), its owner's (12.4.1); gone from there, not carried out
            moving = dict(ctx.state.vars.get("mc.declared_costs") or {})
            moving.pop(h, None)
            yield SetVar(key="mc.declared_costs", value=moving or None)
            if ctx.where(h) == (player, "removed"):
                dest, dest_cl = COST_DESTINATION[False]
                yield Move(
                    uid=h,
                    player=player,
                    zone=dest,
                    clauses=(
                        "10.1.13",
                        "10.11.3",
                        *_item_cl(item),
                        *dest_cl,
                        *(("10.11.9",) if several else ()),
                        *(("14.4.3",) if prog.mark == "◎" else ()),
                    ),
                )
            else:
                failed.append(f"{label(ctx, h)} を捨て山に置く")
                fail_cl += list(_item_cl(item))
            continue
        if h == c.uid and not remove and ctx.where(h) == (player, "discard"):
            # the card used paying its own discard cost (``_itself_as_cost``): it went from the
            # effect zone to the discard pile above (10.1.13) — the cost carried out with it
            continue
        if ctx.where(h) == (player, "effect"):
            dest, dest_cl = COST_DESTINATION[remove]
            yield Move(
                uid=h,
                player=player,
                zone=dest,
                clauses=(
                    "10.1.13",
                    # 10.11.3: the declared costs are carried out at 10.1.13, all at once
                    "10.11.3",
                    *_item_cl(item),
                    *dest_cl,
                    *(("10.11.9",) if several else ()),
                    *(("14.4.3",) if prog.mark == "◎" else ()),
                ),
            )
        else:
            failed.append(f"{label(ctx, h)} を{'除外' if remove else '破棄'}する")
            fail_cl += list(_item_cl(item))
    if _own_cost(prog):
        declared = dict(ctx.state.vars.get("mc.declared_costs") or {})
        declared.pop(unit.uid, None)
        yield SetVar(key="mc.declared_costs", value=declared or None)
    if unit.uid in (ctx.state.vars.get(X_DECLARED) or []):
        xs = [u for u in ctx.state.vars.get(X_DECLARED) or [] if u != unit.uid]
        yield SetVar(key=X_DECLARED, value=xs or None)
    several = (prog.mark in ("□", "×", "▽") or prog.discard_self or _rests_self(prog)) + len(
        paid
    ) > 1
    if failed and several:
        # several costs, fewer carried out than declared: the cost counts as not carried out,
        # the rest still carried out as far as it could be (10.11.9)
        fail_cl.append("10.11.9")
    return failed, tuple(dict.fromkeys(fail_cl))


def _link_specs(
    ctx: Ctx, p: dict[str, Any], player: str, c: Any, prog: Program, declared: dict[str, str]
) -> Any:
    """15.2.3–15.2.5: the chain declared after a [チェイン] ability (the chain origin): abilities
    with the same effect name and チェイン (15.2.2) of the player's cards, each checked as a use
    (15.2.5.1: its timing, its costs). Returns [(card, program, paid, the dice given for it)], or
    None (refused).
    What a chain adds is damage to the origin's (15.2.5.5); other chained effects are refused."""
    refs = list(p.get("chain") or [])
    if not refs:
        return []
    if "chain" not in prog.keywords:
        yield Reject(
            f"『{prog.name}』は[チェイン]の能力ではないため、チェインを宣言できません",
            f"'{prog.name}' is no [チェイン] ability: no chain can be declared on it",
            ("15.2.2", "15.2.4.1"),
        )
        return None
    if not prog.steps or not all(isinstance(x, DamageStep) for x in prog.steps):
        yield Reject(
            "チェインで増えるのはチェイン起点効果のダメージ（15.2.5.5）: ダメージ以外の効果のチェインは実行しない",
            "a chain adds to the chain origin's damage (15.2.5.5): chains of other effects are "
            "not run",
            ("15.2.5.5",),
        )
        return None
    st = ctx.state
    costs = dict(declared)
    own = _own_cost(prog)
    if own:
        costs[c.uid] = own
    taken: tuple[str, ...] = tuple(p.get("_taken") or ())
    out: list[tuple[Any, Program, list[str]]] = []
    for ref in refs:
        item = dict(ref) if isinstance(ref, dict) else {"card": ref}
        odd = set(item) - {"card", "cost_cards", "dice"}
        if odd or not item.get("card"):
            yield Reject(
                f"チェインの指定は カード名 か {{card, cost_cards, dice}} です（{', '.join(sorted(odd)) or 'card がない'}）",
                f"a chain entry is a card or {{card, cost_cards, dice}} (got {', '.join(sorted(odd)) or 'no card'})",
                ("15.2.5.1",),
            )
            return None
        uid = find_card(ctx, item.get("card"), player)
        lc = ctx.card(uid) if uid else None
        lw = ctx.where(uid) if uid else None
        if lc is None or lw is None or area_of_zone(lw[1]) is None or lc.owner != player:
            yield Reject(
                f"チェイン {item.get('card')} は {player} が所有者である戦場のカードではありません",
                f"the chain {item.get('card')} is no card of {player}'s on the battlefield",
                ("10.1.2", "15.2.5.1"),
            )
            return None
        if st.vars.get("mc.battle") and area_of_zone(lw[1]) != st.vars.get("mc.battle_area"):
            yield Reject(
                "戦闘中に使用できるのは戦闘が発生した地形のカードの能力だけです",
                "in a battle only the abilities of cards on the battle's terrain may be used",
                ("8.2.2", "15.2.5.1"),
            )
            return None
        same = [
            a.program
            for a in abilities_of("mc", lc)
            if a.supported
            and isinstance(a.program, Program)
            and a.program.kind == "activated"
            and "chain" in a.program.keywords
            and a.program.name == prog.name
        ]
        if not same:
            yield Reject(
                f"{lc.label} に効果名『{prog.name}』の[チェイン]の能力がないため、チェインできません",
                f"{lc.label} has no [チェイン] ability named '{prog.name}': it cannot chain",
                ("15.2.2",),
            )
            return None
        lprog = same[0]
        # a chain is declared in the timing of its origin — as an answer too (15.2.5.1)
        ok, tcl = _timing_ok(ctx, lprog, player, bool(p.get("_respond")))
        if not ok:
            yield Reject(
                f"チェイン『{lprog.name}』はこの時点で使用できません",
                f"the chain '{lprog.name}' cannot be used at this point",
                ("10.1.4", "10.9.2", "15.2.5.1", *tcl),
            )
            return None
        if not all(isinstance(x, DamageStep) for x in lprog.steps):
            yield Reject(
                "ダメージ以外の効果のチェインは実行しない",
                "chains of effects other than damage are not run",
                ("15.2.5.5",),
            )
            return None
        refusal = _own_cost_ok(ctx, lc, lprog, costs)
        if refusal is not None:
            yield refusal
            return None
        lpaid = yield from _hand_cost(
            ctx, lprog, player, item.get("cost_cards"), taken, source=lc.uid
        )
        if lpaid is None:
            return None
        taken += tuple(lpaid)
        lown = _own_cost(lprog)
        if lown:
            costs[lc.uid] = lown
        # its dice, rolled at its own declaration (15.2.5.1)
        out.append((lc, lprog, lpaid, item.get("dice")))
    return out


_GRANT_JA = {
    "species": "種族",
    "attribute": "属性",
    "advance_type": "進軍タイプ",
    "resistance": "耐性",
    "weakness": "弱点",
    "charge": "チャージ",
    "defender": "ディフェンダー",
    "item": "アイテム",
}


def _grant(
    ctx: Ctx,
    uid: str,
    step: GrantStep,
    src: str,
    decl: int,
    extra: tuple[str, ...] = (),
    via: tuple[str, ...] = ("10.1.14",),
) -> Proc:
    """「対象に「種族:X」/「属性:X」/「耐性:X」を付与する」: the card has it too (10.14.1, 10.14.2,
    10.14.4) for the battle, or outside one for the phase (10.14.6); one it already has is not
    granted again (10.14.3, 10.14.4; 4.1.15)."""
    c = ctx.card(uid)
    assert c is not None
    what = f"「{_GRANT_JA[step.kind]}:{step.value}」"
    until = yield from effect_until(ctx)
    if step.kind == "weakness":
        # several 「弱点:y」 of one y add up (13.1.8.5): granting one is never "the same"
        what = f"「弱点:{step.value}(+{step.amount}ダメージ)」"
        yield AddEffect(
            target=uid,
            stat="weakness",
            op="grant",
            value=(step.value, step.amount),
            until=until,
            source=src,
            clauses=(*via, "10.14.1", "10.14.6", "10.7.1", *extra),
            caused_by=(decl,),
            ja=f"{c.label} に{what}を付与する（{until_ja(until)}まで）",
            en=f"{c.label} is granted {what} (until the end of the {until})",
        )
        return True
    if step.kind == "item":
        yield from _grant_item_slots(ctx, c, step, src, decl, until, (*via, *extra))
        return True
    if step.kind in ("charge", "defender"):
        # 「チャージ:x」 / 「ディフェンダー:x」 given: several add up into one x (13.1.5.6,
        # 13.1.6.6), counted by the battle's attack while the unit is on its side (13.1.5.3,
        # 13.1.6.3, ``common.battle_mods``)
        what = f"「{_GRANT_JA[step.kind]}:{step.amount:+d}」"
        adds = ("13.1.5.6",) if step.kind == "charge" else ("13.1.6.6",)
        if step.amount < 0:
            # a negative x granted: summed into the one x (13.1.5.6 / 13.1.6.6), or no x at all
            # (13.1.5.1 / 13.1.6.1: 「「x」には「-2」や「+3」といった数値が入りません」) — the
            # points negative_charge_granted / negative_defender_granted, both run
            point = (
                "negative_charge_granted" if step.kind == "charge" else "negative_defender_granted"
            )
            summed = yield from unsettled.holds(c.owner, "mc", point, "summed")
            if not summed:
                yield Mark(
                    clauses=(("13.1.5.1",) if step.kind == "charge" else ("13.1.6.1",)),
                    ja=f"{what} の「x」は入りえない数値: 付与されない",
                    en=f"{what}: x takes no such number — it is not granted",
                    caused_by=(decl,),
                    touches=(uid,),
                )
                return False
        yield AddEffect(
            target=uid,
            stat=step.kind,
            op="grant",
            value=step.amount,
            until=until,
            source=src,
            clauses=(*via, "10.14.1", "10.14.6", "10.7.1", *adds, *extra),
            caused_by=(decl,),
            ja=f"{c.label} に{what}を付与する（{until_ja(until)}まで）",
            en=f"{c.label} is granted {what} (until the end of the {until})",
        )
        return True
    if step.kind == "resistance":
        from ruling.games._mc.cardtext import standing

        have = {k.text for k in standing(c, "resistance")}
        for e in sorted(ctx.state.effects_on(uid, "resistance"), key=lambda e: e.id):
            # in the order they began (10.7.2.2): a loss (10.15.2.1) makes x not held
            if e.op == "grant":
                have.add(str(e.value))
            elif e.op == "lose" and str(e.value) == "x":
                have.clear()  # every 「耐性:x」 lost (10.15.2.1)
            elif e.op == "lose":
                have.discard(str(e.value))
        cl: tuple[str, ...] = ("10.14.1", "10.14.4", "10.14.6")
    else:
        have = characteristics(c, step.kind, ctx)
        cl = ("10.14.1", "10.14.2", "10.14.6")
    same = step.value in have
    if step.kind == "resistance" and len(step.group) > 1:
        # 「耐性:火炎/電撃」 (one x of several attributes, 13.1.7.2) granted to one holding
        # 「耐性:火炎」: whether that is 「同一の「耐性:x」」 (10.14.4) the text does not settle (mc
        # resistance_grant_overlap, both run) — asked once for the x, at its first attribute
        key = f"mc.grant_overlap.{decl}.{'/'.join(step.group)}"
        verdict = ctx.state.vars.get(key)
        if verdict is None:
            held = [g for g in step.group if g in have]
            verdict = "plain"
            if held and len(held) < len(step.group):
                applied = yield unsettled.choose(
                    c.owner,
                    "mc",
                    "resistance_grant_overlap",
                    {"applied": True, "not_applied": False},
                )
                verdict = "applied" if applied else "not_applied"
            yield SetVar(key=key, value=verdict)
        if verdict == "not_applied":
            same = True
    if same:
        yield Mark(
            clauses=("10.14.3" if step.kind != "resistance" else "10.14.4", "4.1.15"),
            ja=f"{c.label} はすでに{what}を持つ: 付与する効果は適用されない",
            en=f"{c.label} already has {what}: granting it is not applied",
            caused_by=(decl,),
            touches=_touch(ctx, [uid]),
        )
        return False
    granted = yield AddEffect(
        target=uid,
        stat={"species": "race", "advance_type": "advance"}.get(step.kind, step.kind),
        op="grant",
        value=step.value,
        until=until,
        source=src,
        clauses=(*via, *cl, "10.7.1", *extra),
        caused_by=(decl,),
        ja=f"{c.label} に{what}を付与する（{until_ja(until)}まで）",
        en=f"{c.label} is granted {what} (until the end of the {until})",
    )
    if step.kind in ("species", "attribute"):
        from ruling.games._mc.basic import exclusive_still_met

        yield from exclusive_still_met(ctx, uid, step.kind, (granted,))
    return True


def _grant_item_slots(
    ctx: Ctx, c: Card, step: GrantStep, src: str, decl: int, until: str, via: tuple[str, ...]
) -> Proc:
    """「対象に「アイテム:i」を付与する」: ``step.amount`` item slots given (10.14.1), unspent
    when got (13.1.2.4). A unit that lost slots it had spent (10.15.2.1) and gets 「i」 again:
    13.1.2.7 has it come back 「失う前と同じ状態の同じ「i」」 (spent), 13.1.2.4 unspent — the
    point ``regained_item_slot_state``, both readings run."""
    from ruling.games._mc.keywords import lost

    what = f"「アイテム:{'i' * step.amount}」"
    spent = int(c.states.get("items_spent") or 0)
    cl: tuple[str, ...] = ("10.14.1", "10.14.6", "10.7.1", "13.1.2.4")
    if lost(ctx, c, "item", "x") is not None and spent:
        reading = yield unsettled.choose(
            c.owner, "mc", "regained_item_slot_state", {"as_before": spent, "unspent": 0}
        )
        cl = ("10.14.1", "10.14.6", "10.7.1", "13.1.2.7", "13.1.2.4")
        if int(reading) != spent:
            yield SetCard(
                uid=c.uid,
                changes={"items_spent": int(reading)},
                clauses=("13.1.2.4",),
                ja=f"{c.label} の得た「i」は未消費（13.1.2.4）",
                en=f"the 「i」 {c.label} gets is unspent (13.1.2.4)",
            )
    yield AddEffect(
        target=c.uid,
        stat="item",
        op="grant",
        value=step.amount,
        until=until,
        source=src,
        clauses=(*via, *cl),
        caused_by=(decl,),
        ja=f"{c.label} に{what}を付与する（{until_ja(until)}まで）",
        en=f"{c.label} is granted {what} (until the end of the {until})",
    )


def _declare(
    ctx: Ctx,
    uid: str,
    player: str,
    decl: int,
    what: tuple[str, str],
    known: list[str],
    clauses: tuple[str, ...],
    open_: bool = False,
) -> Proc:
    """``player`` declares one value of the kind ``what`` (ja, en) for the effect on ``uid``
    (4.7.3): a choice among ``known`` (``open_``: any value the scenario names too, 4.7.3.1),
    said by a step citing the declaration's clauses; the value, or None when not answered."""
    ja, en = what
    got = yield Choose(
        player,
        "declare",
        f"{ja}を1つ宣言する"
        + (
            "（任意: カードに実在しないものも宣言できる）"
            if open_
            else "（カードに実在するもののみ）"
        ),
        f"declare one {en}" + (" (any: one no card has too)" if open_ else " (only one on a card)"),
        tuple(Option(v, v, v, v) for v in known),
        clauses,
        open=open_,
        # a value declared by card text is a choice by card text too (docs/scenarios.md: any
        # such choice is answered ``at: choose``)
        also=("choose",),
    )
    if got is None:
        return None
    yield Mark(
        clauses=clauses[:2],
        ja=f"{player} は{ja}「{got}」を宣言した",
        en=f"{player} declared the {en} {got}",
        caused_by=(decl,),
        touches=_touch(ctx, [uid]),
    )
    return str(got)


def _declared_race(
    ctx: Ctx, uid: str, step: ChangeStep | GrantStep, player: str, decl: int
) -> Proc:
    """「種族:好きな種族」 (a change, or a grant: 「対象に「種族:好きな種族」を付与する」):
    ``player`` declares one race (4.7.3) — any, one no card has too (4.7.3.1): an open choice
    (``Choose.open``) whose options are the races of the cards in the game and which takes any
    race the scenario names. The step with that race; any other step as it is."""
    granted = isinstance(step, GrantStep)
    if granted and (step.kind != "species" or step.value != DECLARED_RACE):
        return step
    if not granted and step.values != (DECLARED_RACE,):
        return step
    known = sorted(
        {
            r
            for pl in ctx.state.players.values()
            for cards in pl.zones.values()
            for c in cards
            for r in characteristics(c, "species", ctx)
        }
    )
    race = yield from _declare(
        ctx,
        uid,
        player,
        decl,
        ("種族", "race"),
        known,
        ("4.7.3", "4.7.3.1"),
        open_=True,
    )
    if race is None:
        return step
    if isinstance(step, GrantStep):
        return replace(step, value=str(race))
    return replace(step, values=(str(race),))


def _declared_attribute(ctx: Ctx, uid: str, step: GrantStep, player: str, decl: int) -> Proc:
    """「耐性:好きなダメージ属性」: ``player`` declares one damage attribute (4.7.3) that exists on
    a card (4.7.3.2): a choice among those 13.1.7.2 names and those the cards in the game print
    (【X:n】) — no other. The step with that attribute; any other step as it is."""
    if step.kind != "resistance" or step.value != DECLARED_DAMAGE_ATTRIBUTE:
        return step
    printed = {
        m.group(1)
        for pl in ctx.state.players.values()
        for cards in pl.zones.values()
        for c in cards
        for m in re.finditer(r"【([^:：【】\d]+)[:：]", c.text or "")
    }
    known = [*DAMAGE_ATTRIBUTES, *sorted(printed - set(DAMAGE_ATTRIBUTES))]
    attr = yield from _declare(
        ctx,
        uid,
        player,
        decl,
        ("ダメージ属性", "damage attribute"),
        known,
        ("4.7.3", "4.7.3.2", "13.1.7.2"),
    )
    if attr is None:
        return step
    return replace(step, value=str(attr))


def _change(
    ctx: Ctx, uid: str, step: ChangeStep, src: str, decl: int, via: tuple[str, ...] = ("10.1.14",)
) -> Proc:
    """「対象を「属性:X」に変更する」: the item loses all it held and has exactly X (10.16.1) for
    the battle, or outside one for the phase (10.16.3); a change to what it already is is not
    applied (10.16.2)."""
    c = ctx.card(uid)
    assert c is not None
    what = f"「{_GRANT_JA[step.kind]}:{'/'.join(step.values)}」"
    # some of the values already held, not all (「ドラゴン/レプタイル」 to 「ドラゴン」): no 「同一の
    # 内容」 — 10.16.2 read to conclude the change is applied
    partly = ("10.16.2",) if characteristics(c, step.kind, ctx) & set(step.values) else ()
    if characteristics(c, step.kind, ctx) == set(step.values):
        yield Mark(
            clauses=("10.16.2", "4.1.15"),
            ja=f"{c.label} はすでに{what}: 変更する効果は適用されない",
            en=f"{c.label} already is {what}: the change is not applied",
            caused_by=(decl,),
            touches=_touch(ctx, [uid]),
        )
        return False
    until = yield from effect_until(ctx)
    field = {"species": "race"}.get(step.kind, step.kind)
    met = _combat_conditions(ctx, c)
    # continuous effects apply over the printed value in the order they began (10.7.2.1,
    # 10.7.2.2, 10.7.2.2.2): this change replaces what earlier ones granted
    earlier = ("10.7.2.1", "10.7.2.2", "10.7.2.2.2") if ctx.state.effects_on(uid, field) else ()
    changed = yield AddEffect(
        target=uid,
        stat=field,
        op="change",
        value=tuple(step.values),
        until=until,
        source=src,
        clauses=(*via, "10.16.1", "10.16.3", "10.7.1", *earlier, *partly),
        caused_by=(decl,),
        ja=f"{c.label} を{what}に変更する（{until_ja(until)}まで）",
        en=f"{c.label} is changed to {what} (until the end of the {until})",
    )
    if step.kind in ("species", "attribute"):
        from ruling.games._mc.basic import exclusive_still_met

        yield from exclusive_still_met(ctx, uid, step.kind, (changed,))
    yield from _condition_drift(ctx, uid, met)
    return True


def battle_conditions_before(ctx: Ctx, uid: str) -> dict[str, dict[tuple[str, str], bool]]:
    """Before the unit ``uid`` leaves a battle's terrain: whether each other unit there meets
    each [戦闘] ○ ability's condition (``_combat_conditions``) — a unit gone is a change of the
    units (14.5.4.1's 「ユニット…の増減」) that may move them (``battle_conditions_drift``)."""
    st = ctx.state
    w = ctx.where(uid)
    if not st.vars.get("mc.battle") or w is None:
        return {}
    area = area_of_zone(w[1])
    if area is None or area != st.vars.get("mc.battle_area"):
        return {}
    from ruling.games._mc.common import zid

    return {
        c.uid: _combat_conditions(ctx, c)
        for p in st.players
        for c in ctx.zone(p, zid(area))
        if c.uid != uid and is_unit(c)
    }


def battle_conditions_drift(ctx: Ctx, before: dict[str, dict[tuple[str, str], bool]]) -> Proc:
    """After a unit left the battle's terrain: each other unit whose [戦闘] ○ condition moved
    with it raises mc combat_condition_after_formation (``_condition_drift``)."""
    for uid, met in before.items():
        if met and ctx.where(uid) is not None:
            yield from _condition_drift(ctx, uid, met)


def _combat_conditions(ctx: Ctx, c: Any) -> dict[tuple[str, str], bool]:
    """Whether ``c`` meets the condition of each [戦闘] ○ ability with one on its terrain (the
    ones whose target takes it in), by (source, ability name)."""
    from ruling.games._mc.cardtext import programs
    from ruling.games._mc.common import continuous_holds, member_condition, zid

    w = ctx.where(c.uid)
    area = area_of_zone(w[1]) if w else None
    if area is None:
        return {}
    out: dict[tuple[str, str], bool] = {}
    for p in ctx.state.players:
        for src in ctx.zone(p, zid(area)):
            for _i, prog in programs(src):
                cond = member_condition(prog)
                if prog.kind == "continuous" and "combat" in prog.timings and cond:
                    out[(src.uid, prog.name)] = continuous_holds(ctx, prog, src, c)
    return out


def _condition_drift(ctx: Ctx, uid: str, before: dict[tuple[str, str], bool]) -> Proc:
    """A change after the battle's formation timing that makes ``uid`` meet (or stop meeting) a
    [戦闘] ○ ability's condition: 14.5.4.1 re-applies such abilities on the changes it lists up
    to the end of the formation timing only — an unsettled point (mc
    combat_condition_after_formation): under the reading "fixed" the ability's effect on the
    unit stays as it was (``combat_cond_fixed``, read by ``common.continuous_on``)."""
    st = ctx.state
    c = ctx.card(uid)
    if c is None or not st.vars.get("mc.battle"):
        return
    if st.turn.step in (None, "battle_start", "instant", "formation"):
        return
    after = _combat_conditions(ctx, c)
    drift = [k for k, v in before.items() if after.get(k, v) != v]
    if not drift:
        return
    follows = yield unsettled.choose(
        c.owner,
        "mc",
        "combat_condition_after_formation",
        {"continuous": True, "fixed": False},
    )
    if follows:
        return
    battle = [st.turn.number, st.vars.get("mc.battle_area")]
    yield SetCard(
        uid=uid,
        changes={"combat_cond_fixed": [battle, [[k[0], k[1], before[k]] for k in drift]]},
        clauses=("14.5.4.1",),
        ja=f"{c.label} への[戦闘]の○特殊能力の効果は隊列変更タイミング終了時のまま",
        en=f"the [戦闘] ○ abilities' effect on {c.label} stays as it was when the formation "
        "timing ended",
    )


def _value_now(ctx: Ctx, uid: str, stat: str) -> int:
    """A value as it is now, which a swap or a change to another value reads (4.6.5, 4.6.4:
    「入れ替える前の数値」 / 「変更する前の数値」): attack and defence with every change in force on
    them — effects, the items' 追加攻撃力 / 追加防御力 (2.1.16, 2.1.18) and ○ abilities (14.5) —
    not the printed one; any other value with the effects on it."""
    c = ctx.card(uid)
    if c is not None and stat == "attack":
        return attack(ctx, c)
    if c is not None and stat == "defense":
        return defense(ctx, c)
    return ctx.stat(uid, stat)


def _changed(ctx: Ctx, uid: str, stat: str) -> bool:
    """Whether something besides the printed value is in ``stat`` now (an effect, an item's
    bonus, a ○ ability): the swap then counts from that value, the changes in the order they
    were applied (4.6.8)."""
    c = ctx.card(uid)
    if ctx.state.effects_on(uid, stat):
        return True
    return (
        c is not None
        and stat in ("attack", "defense")
        and _value_now(ctx, uid, stat) != int(c.extra.get(stat) or 0)
    )


def _swap(ctx: Ctx, uid: str, step: SwapStep, src: str, decl: int, via: tuple[str, ...]) -> Proc:
    """「…と…を入れ替える」: each value as it is now becomes the other's, counted as ±n on each
    (4.6.5) and lasting as any change (4.6.9); the rising value first, so that no value passes
    below what it ends at. Equal values change nothing (±0 is not applied, 4.6.7)."""
    a, b = step.stats
    va, vb = _value_now(ctx, uid, a), _value_now(ctx, uid, b)
    if va == vb:
        yield Mark(
            clauses=("4.6.5", "4.6.7", "4.1.15"),
            ja=f"{label(ctx, uid)} の2つの数値は同じ: 入れ替えは±0で適用されない",
            en=f"{label(ctx, uid)}'s two values are equal: the swap is ±0 and not applied",
            caused_by=(decl,),
            touches=_touch(ctx, [uid]),
        )
        return False
    changes = sorted(((a, vb - va), (b, va - vb)), key=lambda x: -x[1])
    # values another effect changed before: this one counts from them, in the order the effects
    # were applied (4.6.8)
    order = ("4.6.8",) if any(_changed(ctx, uid, s) for s in (a, b)) else ()
    until = yield from effect_until(ctx)
    lasts: tuple[str, ...] = ()
    if until == "battle":
        # 4.6.9 gives a swap a duration only when applied outside a battle (to the phase's
        # end); in a battle it names 「数値の変更」「数値の増減」 only, and 8.3.8.4 does not list
        # every effect: to the battle's end as they, or to the phase's end (4.6.5: a swap is a
        # ±n effect) — both readings run (mc swap_in_battle_duration)
        until = yield unsettled.choose(
            ctx.state.turn.player,
            "mc",
            "swap_in_battle_duration",
            {"battle": "battle", "phase": "phase"},
        )
        lasts = ("4.6.9",)
    for stat, n in changes:
        yield Do(
            "modify",
            {"card": uid, "stat": stat, "amount": n, "source": src, "until": until},
            caused_by=(decl,),
            clauses=(*via, "4.1.8", "4.6.5", *order, *lasts),
        )
    return True


def _set_to(ctx: Ctx, uid: str, step: SetToStep, src: str, decl: int, via: tuple[str, ...]) -> Proc:
    """「対象を「攻撃力:対象の防御力」…に変更する」: every value named read first, then each changed
    to the other one's as ±n (4.6.4), the rising one first as a swap (4.6.5 is the same ±n);
    a change by ±0 is not applied (4.6.7)."""
    now = {s: _value_now(ctx, uid, s) for pair in step.pairs for s in pair if isinstance(s, str)}
    changes = sorted(
        ((a, (b if isinstance(b, int) else now[b]) - now[a]) for a, b in step.pairs),
        key=lambda x: -x[1],
    )
    # values another effect changed before: counted from them, in order (4.6.8)
    order = ("4.6.8",) if any(_changed(ctx, uid, s) for s in now) else ()
    # 「A&B」: the changes take effect at once (4.7.6) — every value read before any is changed
    both = ("4.7.6",) if len(step.pairs) > 1 else ()
    # each of two values changed to the other's: the values are swapped, a ±n on each (4.6.5)
    pairs = {(a, b) for a, b in step.pairs if isinstance(b, str)}
    if any((b, a) in pairs for a, b in pairs if a != b):
        both += ("4.6.5",)
    applied = False
    for stat, n in changes:
        if n == 0:
            yield Mark(
                clauses=("4.6.4", "4.6.7", "4.1.15"),
                ja=f"{label(ctx, uid)} の{stat}は変更しても同じ値: ±0で適用されない",
                en=f"{label(ctx, uid)}'s {stat} would become the same value: ±0, not applied",
                caused_by=(decl,),
                touches=_touch(ctx, [uid]),
            )
            continue
        applied = True
        yield Do(
            "modify",
            {"card": uid, "stat": stat, "amount": n, "source": src},
            caused_by=(decl,),
            clauses=(*via, "4.1.8", "4.6.4", *order, *both),
        )
    return applied


def _rest(ctx: Ctx, uid: str, decl: int, via: tuple[str, ...] = ("10.1.14",)) -> Proc:
    """「対象を行動完了にする」: an unacted unit becomes acted; on an acted one it is not applied
    (10.18.1)."""
    c = ctx.card(uid)
    assert c is not None
    if c.orientation == "rest":
        yield Mark(
            clauses=("10.18.1", *ctx.principle("already_in_state")),
            ja=f"{c.label} はすでに行動完了: 「行動完了にする」効果は適用されない",
            en=f"{c.label} has already acted: 'make it acted' is not applied",
            caused_by=(decl,),
            touches=_touch(ctx, [uid]),
        )
        return False
    from ruling.games._mc.common import become_acted

    return (
        yield from become_acted(
            ctx,
            c,
            (*via, "10.18.1"),
            f"{c.label} を行動完了にする",
            f"{c.label} becomes acted",
            (decl,),
        )
    )


def _heal(
    ctx: Ctx, uid: str, step: HealStep, decl: int, via: tuple[str, ...] = ("10.1.14",)
) -> Proc:
    """「対象の受けているダメージをn点 / すべて回復する」: the damage the unit has received goes
    down by n, not below 0 (all of it: to 0) — the damage 11.3.1.2.1 compares with its defence
    first, then damage a 「耐性:x」 kept from killing it (13.1.7.1, received all the same). A unit
    with no damage: not applied (4.1.15)."""
    c = ctx.card(uid)
    assert c is not None
    dmg, res = int(c.states.get("damage") or 0), int(c.states.get("resisted") or 0)
    if not dmg and not res:
        yield Mark(
            clauses=(*via, *ctx.principle("impossible")),
            ja=f"{c.label} はダメージを受けていない: 回復する効果は適用されない",
            en=f"{c.label} has received no damage: the healing is not applied",
            caused_by=(decl,),
            touches=_touch(ctx, [uid]),
        )
        return False
    n = dmg + res if step.amount is None else step.amount
    off_dmg = min(n, dmg)
    off_res = min(n - off_dmg, res)
    changes: dict[str, Any] = {"damage": (dmg - off_dmg) or None}
    if off_res:
        left = res - off_res
        changes["resisted"] = left or None
        by_x = dict(c.states.get("resisted_x") or {})
        if not left:
            changes["resisted_x"] = None
        elif len(by_x) == 1:
            # one x kept it all: its share is what is left (13.1.7.5 reads it when lost)
            changes["resisted_x"] = {next(iter(by_x)): left}
        else:
            # which x's kept-off damage goes is not said: their total only is read (13.1.7.5
            # asks each x's share when that resistance is lost), kept in proportion is no rule —
            # the amounts are kept as they were, capped by the total left
            ctx.assume(
                f"{c.label} の耐性で死亡しなかったダメージのうち、どの「耐性:x」の分が回復したかは"
                "示されない: 合計だけを減らす",
                f"which 「耐性:x」's kept-off damage of {c.label} was healed is not said: only the "
                "total goes down",
                ("13.1.7.5",),
            )
    shown = "すべて" if step.amount is None else f"{step.amount}点"
    yield SetCard(
        uid=uid,
        changes=changes,
        clauses=via,
        caused_by=(decl,),
        ja=f"{c.label} の受けているダメージを{shown}回復する（{dmg + res} → {dmg + res - off_dmg - off_res}）",
        en=f"{c.label}'s damage received is healed by {'all' if step.amount is None else step.amount}"
        f" ({dmg + res} -> {dmg + res - off_dmg - off_res})",
    )
    return True


def _stand(ctx: Ctx, uid: str, decl: int, via: tuple[str, ...] = ("10.1.14",)) -> Proc:
    """「対象を未行動にする」: an acted unit becomes unacted; on an unacted one it is not applied
    (4.1.15)."""
    c = ctx.card(uid)
    assert c is not None
    if c.orientation != "rest":
        yield Mark(
            clauses=("4.1.15", *ctx.principle("already_in_state")),
            ja=f"{c.label} はすでに未行動: 「未行動にする」効果は適用されない",
            en=f"{c.label} is unacted already: 'make it unacted' is not applied",
            caused_by=(decl,),
            touches=_touch(ctx, [uid]),
        )
        return False
    from ruling.games._mc.common import become_unacted

    # 「未行動にならない」 of a ○ ability in force wins over the effect (4.1.12)
    return (
        yield from become_unacted(
            ctx,
            c,
            tuple(via),
            f"{c.label} を未行動にする",
            f"{c.label} becomes unacted",
            (decl,),
        )
    )


# the tags of the steps where a ● ability triggers (becomes waiting, 10.5.2) and where it is
# played and takes effect (10.5.3): typed events ``trigger`` / ``play``, ``resolve`` of its card
# (``contract.TYPED_EVENTS``), which ``expect.triggered`` and ``expect.order`` count
TRIGGERED = "mc_triggered"
PLAYED = "mc_played"


def not_triggered(
    src: Any, index: int, clauses: tuple[str, ...], ja: str, en: str, touches: tuple[str, ...] = ()
) -> Mark:
    """The step saying that ``src``'s ``index``-th ability did not trigger though its 発揮時期
    came (a ``not_triggered`` step, as the core records one: ``expect.triggered`` of 0 cites
    it)."""
    return Mark(
        clauses=clauses,
        ja=ja,
        en=en,
        touches=touches,
        tag="not_triggered",
        data={"source": src.uid, "ability": str(index)},
    )


def trigger_conditions(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """``Game.trigger_conditions``: the clauses of the 発揮時期 of the ● abilities of card
    ``uid`` the engine runs (14.7.3.7: a ● ability triggers only when its 発揮時期 is met; each
    moment's clause, ``_MOMENT_CL``) — the reason one ``expect.triggered`` says never triggered,
    no step having found it not to, did not: its moment never came; () for a card with none."""
    from ruling.games._mc.cardtext import programs

    card = ctx.card(uid)
    if card is None:
        return ()
    out: tuple[str, ...] = ()
    for _i, prog in programs(card):
        if prog.kind == "auto" and prog.trigger in _MOMENT_CL:
            out += ("14.7.3.7", *_MOMENT_CL[str(prog.trigger)], *_at_each_declaration(prog))
    return tuple(dict.fromkeys(out))


def _left_before(ctx: Ctx, moments: tuple[str, ...]) -> Proc:
    """A "no" has its reasons: a card with a ● ability of one of ``moments`` that left the
    battlefield earlier in this ruling (died, discarded) is not there when its 発揮時期 comes:
    a ● ability triggers only while its card is on the battlefield (14.7.1), the moment's clause
    read to conclude it does not (co's kin: ``_co/triggers._left_before``)."""
    from ruling.games._mc.cardtext import programs

    for pl in ctx.state.players:
        for src in ctx.zone(pl, "discard"):
            if ctx.step_of(src.uid) is None:
                continue
            for i, prog in programs(src):
                if prog.kind != "auto" or prog.trigger not in moments:
                    continue
                yield not_triggered(
                    src,
                    i,
                    ("14.7.1", *_MOMENT_CL.get(prog.trigger, ())),
                    f"{src.label} はすでに戦場を離れている: ●『{prog.name}』は誘発しない",
                    f"{src.label} has already left the battlefield: its ● '{prog.name}' does "
                    "not trigger",
                    touches=(src.uid, f"{pl}.discard"),
                )


def _outside_battle(ctx: Ctx, area: str, step: str) -> Proc:
    """A "no" has its reasons: a ● [戦闘] ability with this 発揮時期 on a card on the
    battlefield outside this battle (not taking part, not its terrain) does not trigger
    (14.7.3.1) — said of the battle's units it would have acted on."""
    from ruling.games._mc.cardtext import programs
    from ruling.games._mc.common import AREAS, zid

    st = ctx.state
    for pl in st.players:
        for other in AREAS:
            if other == area:
                continue
            for src in ctx.zone(pl, zid(other)):
                for i, prog in programs(src):
                    if prog.kind != "auto" or prog.trigger != step:
                        continue
                    if "combat" not in prog.timings:
                        continue  # 14.7.3.1 is of [戦闘] ones (the others: ``fire``)
                    t = prog.target
                    would = (
                        # no 〈対象〉: its player's cards it would have acted on
                        [f"{pl}.hand", f"{pl}.deck", f"{pl}.discard"]
                        if t is None
                        else [
                            c.uid
                            for p2 in st.players
                            if not (
                                t.owner == "own" and p2 != pl or t.owner == "enemy" and p2 == pl
                            )
                            for c in ctx.zone(p2, zid(area))
                            if is_unit(c)
                            and t.kind != "this_unit"
                            and in_group(ctx, t, c, target_unit(src, t))
                        ]
                    )
                    yield not_triggered(
                        src,
                        i,
                        # in a battle, a ● ability in effect is the battle terrain's own or its
                        # units' and equipment's (8.2.3)
                        ("14.7.3.1", "8.2.3"),
                        f"{src.label} の●『{prog.name}』は戦闘に参加しておらず、戦闘の地形にもない: 誘発しない",
                        f"{src.label}'s ● '{prog.name}' is neither in this battle nor on its "
                        "terrain: it does not trigger",
                        (src.uid, *would),
                    )


def auto_abilities(ctx: Ctx, area: str, step: str) -> Proc:
    """● abilities (14.7) whose 発揮時期 is the start of this battle step (``fire`` on the
    battle's terrain ``area``)."""
    yield from fire(ctx, (step,), area)


def _grants(prog: Program) -> bool:
    """「付与する」 (14.7.3.4): a ● ability whose effect grants — a keyword / ability granted, a
    value's 「…を付与する」, or a player's 「手札上限枚数:±n枚」 granted (10.14.5)."""
    return any(
        isinstance(x, GrantStep | HandLimitStep) or getattr(x, "grant", False) for x in prog.steps
    )


def _kind_cl(prog: Program) -> tuple[str, ...]:
    """The class of a ● ability's effect (14.7.3.3): granting (14.7.3.4), else 「～宣言時」
    (14.7.3.6: it triggers at each declaration — of the non-granting kind only), else 「～開始時」
    / 「～終了時」 (14.7.3.5)."""
    if _grants(prog):
        return ("14.7.3.4",)
    return ("14.7.3.6",) if str(prog.trigger).endswith("_declared") else ("14.7.3.5",)


def _at_each_declaration(prog: Program) -> tuple[str, ...]:
    """14.7.3.6 where it applies: a non-granting ● ability of a 「～宣言時」 moment, which triggers
    at each such declaration; a granting one (14.7.3.4) is not of that class."""
    return ("14.7.3.6",) if _kind_cl(prog) == ("14.7.3.6",) else ()


_MOMENT_CL = {
    "battle_start": ("8.3.1.1",),
    "initiative": ("8.3.4.3",),
    "instant_start": ("8.3.2.2",),
    "instant_end": ("8.3.2.10",),
    "formation_start": ("8.3.3.5",),
    "formation_end": ("8.3.3.13",),
    "first_normal_start": ("8.3.5.2",),
    "second_normal_start": ("8.3.6.2",),
    "battle_end_start": ("8.3.8.2",),
    "advance_declared": ("12.2.5.1.1",),
    "attack_declared": ("9.1",),
    "advance_fixed": ("12.2.5.1.4",),
    "advance_end": ("12.2.5.1.8",),
    "placement_declared": ("12.1.1.2.3",),
    "placed_this": ("12.1.1.2.8",),
    "normal_summon_declared": ("12.2.7.4.1", "12.2.8.1"),
    "instant_summon_declared": ("12.2.7.4.1", "12.2.8.1", "8.3.2.8", "8.3.2.9"),
    "hand1_start": ("7.2.2",),
    "hand2_start": ("7.5.2",),
    "hand_start": ("7.2.2", "7.5.2"),
    "main_start": ("7.3.2",),
    "summon_start": ("7.4.2",),
    "end_end": ("7.6.2",),
    # 「ターン開始時」: the start of the turn's first phase (7.1.1; the engine's reading, mc
    # turn_start_moment), 「ターン終了時」: 7.6.2's 「ターン終了時に発揮される効果」
    "turn_start": ("7.1.1",),
    "turn_end": ("7.6.2",),
    "hand1_end": ("7.2.6",),
    "hand2_end": ("7.5.6",),
    "hand_end": (),  # with hand1_end or hand2_end, whose clause says which phase
    "main_end": ("7.3.5",),
    "summon_end": ("7.4.6",),
    "initiative_end": ("8.3.4.10",),
    "first_normal_end": ("8.3.5.10",),
    "second_normal_end": ("8.3.6.10",),
}


# the check step a moment's waiting ● abilities are played at: for a phase's end the one that
# closes the phase (7.2.7, 7.3.6, 7.4.7, 7.5.7: 「チェックステップが発生します。…を終了します」)
_CLOSING_CHECK = {
    "hand1_end": ("7.2.7",),
    "hand2_end": ("7.5.7",),
    "main_end": ("7.3.6",),
    "summon_end": ("7.4.7",),
    # the same for each battle timing's start and end, the end declaration phase's end and the
    # terrain placement's moments: the clause after the one raising the moment says
    # 「チェックステップが発生します」 (8.3.2.3, 8.3.2.11, … 12.1.1.2.9) — the check step the ●
    # ability that moment made waiting is played at (10.5.3)
    "initiative": ("8.3.4.4",),
    "initiative_end": ("8.3.4.11",),
    "instant_start": ("8.3.2.3",),
    "instant_end": ("8.3.2.11",),
    "formation_start": ("8.3.3.6",),
    "formation_end": ("8.3.3.14",),
    "first_normal_start": ("8.3.5.3",),
    "first_normal_end": ("8.3.5.11",),
    "second_normal_start": ("8.3.6.3",),
    "second_normal_end": ("8.3.6.11",),
    "battle_end_start": ("8.3.8.3",),
    "end_end": ("7.6.3",),
    "placement_declared": ("12.1.1.2.4",),
    "placed_this": ("12.1.1.2.9",),
}


def _check_process_due(ctx: Ctx) -> bool:
    """Whether a check-type rule process (11.1.2.4) not held back would be carried out at a
    check step now."""
    from ruling.games._mc.processes import RULE_PROCESSES

    st = ctx.state
    return any(
        rp.kind == "check"
        and not any(st.vars.get(flag) for flag in rp.suspended_by)
        and rp.find(ctx)
        for rp in RULE_PROCESSES
    )


def fire(
    ctx: Ctx,
    moments: tuple[str, ...],
    area: str | None = None,
    only: str | None = None,
    by: tuple[str, ...] = (),
    why: tuple[str, ...] = (),
) -> Proc:
    """The triggered abilities (10.5) whose 誘発条件 is one of ``moments``: ● abilities (14.7.1)
    on the battlefield whose 発揮時期 is met (14.7.3.7) — a [戦闘] one only on a unit taking part
    in the battle on ``area`` or on that terrain (14.7.3.1), a [自軍ターン] one only on its
    owner's turn, from the first hand adjustment phase to the end declaration phase (14.7.3.2).
    Each becomes waiting (10.5.2, 10.4.1) and is played at the check step that follows (10.5.1,
    10.5.3): the advancing side's first, then the defending side's (10.20.1.1.1, 10.20.1.1.2,
    14.7.3.8), each in the order their cards lie (the owner's order, 10.5.3.1); a waiting one is
    played though not chosen (10.5.3.1), with no counter chain (14.7.3.9). What they grant lasts
    to the end of the battle ([戦闘]) or of the phase ([自軍ターン]) (14.7.3.4); other effects
    happen once (14.7.3.5), at each declaration for 「～宣言時」 (14.7.3.6). ``only``: the one card
    whose abilities the moment is about (「この地形配置時」, 12.1.1.2.8: the terrain placed);
    ``by``: the units making the declaration (an attack's, 9.1) — a 「このユニットの～宣言時」
    triggers only on a card whose unit (4.7.2) is one of them; ``why``: the clauses by which the
    act is the moment (an equipping is a summon, 12.2.7.1), cited where each starts waiting."""
    from ruling.games._mc.cardtext import programs
    from ruling.games._mc.common import AREAS, is_terrain, zid

    st = ctx.state
    tp = st.turn.player
    if area is not None:
        yield from _outside_battle(ctx, area, moments[0])
    if only is None:
        yield from _left_before(ctx, moments)
    waiting: list[tuple[str, Any, Program, str, int]] = []
    for pl in (tp, st.opponent(tp)):
        for a in AREAS:
            for src in list(ctx.zone(pl, zid(a))):
                # a unit, a terrain, or an equipment worn (its abilities in force where it is,
                # on the battlefield: 4.7.2 names its wearer 「このユニット」)
                worn_item = src.type == "item" and bool(src.states.get("on"))
                if not (is_unit(src) or is_terrain(src) or worn_item) or only not in (
                    None,
                    src.uid,
                ):
                    continue
                lost = abilities_lost(ctx, this_unit(src) or src.uid)
                if lost is not None:
                    # its special abilities are treated as not there (10.15.2.1): a ● one whose
                    # 発揮時期 came does not trigger — said, caused by the effect that took them
                    for i, prog in programs(src):
                        if prog.kind == "auto" and prog.trigger in moments:
                            yield replace(
                                not_triggered(
                                    src,
                                    i,
                                    ("10.15.2", "10.15.2.1"),
                                    f"{src.label} は特殊能力を失っている: ●『{prog.name}』は誘発しない",
                                    f"{src.label} has lost its special abilities: ● '{prog.name}' "
                                    "does not trigger",
                                ),
                                caused_by=tuple(lost),
                            )
                    continue
                for i, prog in programs(src):
                    if prog.kind != "auto" or prog.trigger not in moments:
                        continue
                    if not prog.timings and not getattr(prog, "meaning_of", ""):
                        # a ● ability printed without a timing notation, its 発揮時期 come: an
                        # ability without a timing notation (10.9.11, the engine's reading), or a
                        # ● ability whose timing is [戦闘] or [自軍ターン] (14.7.3) — which of
                        # the two not printed: each run as its own reading (unsettled
                        # auto_without_timing)
                        as_timing = yield unsettled.choose(
                            pl,
                            "mc",
                            "auto_without_timing",
                            {"no_timing": None, "combat": "combat", "own_turn": "own_turn"},
                        )
                        if as_timing is not None:
                            prog = replace(prog, timings=(as_timing,))
                        if as_timing == "combat" and area is None:
                            # read as [戦闘]: no battle, so it does not trigger (14.7.3.1)
                            yield not_triggered(
                                src,
                                i,
                                ("14.7.3.1",),
                                f"{src.label} の●『{prog.name}』を[戦闘]と読むと、戦闘中でないため誘発しない",
                                f"{src.label}'s ● '{prog.name}' read as [戦闘]: no battle, it does "
                                "not trigger",
                            )
                            continue
                    if "combat" in prog.timings and a != area:
                        continue  # 14.7.3.1 (said by _outside_battle)
                    if "combat" in prog.timings and worn_item:
                        # a [戦闘] ● printed on an equipment worn in the battle: 14.7.3.1 names
                        # a unit taking part or a terrain, an equipment is neither; 8.2.3 counts
                        # equipment among the holders (worn_item_combat_auto, both run)
                        fires = yield from unsettled.holds(
                            pl, "mc", "worn_item_combat_auto", "wearer"
                        )
                        if not fires:
                            yield not_triggered(
                                src,
                                i,
                                ("14.7.3.1",),
                                f"{src.label} の●『{prog.name}』は[戦闘]: 装備品はユニットでも地形でもないため誘発しない",
                                f"{src.label}'s ● '{prog.name}' is [戦闘]: an equipment is neither "
                                "a unit nor a terrain, so it does not trigger",
                            )
                            continue
                    if "own_turn" in prog.timings and pl != tp:
                        # 14.7.3.2: on its owner's turn only (10.9.10: not on the defending
                        # side's) — its 発揮時期 came, but it does not trigger: said
                        yield not_triggered(
                            src,
                            i,
                            ("14.7.3.2", "10.9.10"),
                            f"{src.label} の●『{prog.name}』は[自軍ターン]: 持ち主が守備側のターンには誘発しない",
                            f"{src.label}'s ● '{prog.name}' is [自軍ターン]: it does not trigger on "
                            "its owner's opponent's turn",
                        )
                        continue
                    if (
                        "own_turn" in prog.timings
                        and area is not None
                        and a != area
                        and st.vars.get("mc.battle")
                    ):
                        # a [自軍ターン] ● whose 発揮時期 is a moment of the battle, on a card off
                        # the battle's terrain: 8.2.3 asks a ● ability in effect during a battle
                        # to be the terrain's or its units', 14.7.3.2 only its owner's turn
                        # (mc own_turn_auto_off_battle_terrain, both run)
                        fires = yield from unsettled.holds(
                            pl, "mc", "own_turn_auto_off_battle_terrain", "triggers"
                        )
                        if not fires:
                            yield not_triggered(
                                src,
                                i,
                                ("8.2.3",),
                                f"{src.label} の●『{prog.name}』は戦闘の地形にない: 誘発しない",
                                f"{src.label}'s ● '{prog.name}' is not on the battle's terrain: "
                                "it does not trigger",
                            )
                            continue
                    t = st.turn
                    if (
                        "own_turn" in prog.timings
                        and pl == tp
                        and t.number == 1
                        and t.first_player in (None, tp)
                    ):
                        # the first player's first turn has no first hand adjustment phase
                        # (7.2.8): whether 14.7.3.2's period 「第1手札調整フェイズ」から… runs on
                        # it the text does not settle (own_turn_first_turn; both run)
                        within = yield unsettled.choose(
                            pl,
                            "mc",
                            "own_turn_first_turn",
                            {"own_turn": True, "no_period": False},
                        )
                        if not within:
                            yield not_triggered(
                                src,
                                i,
                                ("14.7.3.2", "7.2.8"),
                                f"{src.label} の●『{prog.name}』は[自軍ターン]: 先手の第1ターンには"
                                "「第1手札調整フェイズ」が存在せず、その期間が始まらないため誘発しない",
                                f"{src.label}'s ● '{prog.name}' is [自軍ターン]: the first "
                                "player's first turn has no first hand adjustment phase, so its "
                                "period never begins and it does not trigger",
                            )
                            continue
                    if getattr(prog, "trigger_by_this", False) and (
                        this_unit(src) not in by
                        or (getattr(prog, "trigger_by_wearer", False) and src.type != "item")
                    ):
                        # another unit's declaration: not its 発揮時期 (14.7.3.7); 「このアイテムを
                        # 装備しているユニット」 on a card that is no item names none (4.7.2)
                        continue
                    side = getattr(prog, "trigger_side", None)
                    if side is not None and (pl == tp) != (side == "you"):
                        # 〈発揮:自軍… / 敵軍…〉: the moment of that side's turn only (7.1.2.1:
                        # 自軍 is its owner, the advancing side in its own turn) — said
                        whose = "自軍" if side == "you" else "敵軍"
                        yield not_triggered(
                            src,
                            i,
                            ("7.1.2.1",),
                            f"{src.label} の●『{prog.name}』の発揮時期は{whose}のターンのもの: "
                            "このターンには誘発しない",
                            f"{src.label}'s ● '{prog.name}' names a moment of the "
                            f"{'owner' if side == 'you' else 'opponent'}'s turn: it does not "
                            "trigger in this one",
                        )
                        continue
                    waiting.append((pl, src, prog, a, i))
    if not waiting:
        return (yield from play_delayed(ctx, moments))
    at = tuple(dict.fromkeys(c for m in moments for c in _MOMENT_CL.get(m, ())))
    if area is not None and any(
        not any(is_unit(c) for c in ctx.zone(q, zid(area))) for q in st.players
    ):
        # a moment of a battle one side of which has no unit left: the battle's timings exist
        # all the same, to its end timing (8.2.6) — the reason this moment still comes
        at = (*at, "8.2.6")
    if "main_end" in moments and st.vars.get("mc.play_step_regained"):
        # the pass raising 「メインフェイズ終了時」 (7.3.5) is of the play step given again after
        # this phase's battle (7.3.4)
        at = (*at, "7.3.4")
    pending: list[tuple[str, Any, Program, str, int, int]] = []
    for pl, src, prog, a, i in waiting:
        # its trigger condition met again in this phase (at each declaration, 14.7.3.6): it
        # waits again, once per time (10.5.2.1)
        key = f"mc.waited.{src.uid}.{prog.name}"
        here = [st.turn.number, st.turn.phase]
        again = st.vars.get(key) == here
        if not again:
            yield SetVar(key=key, value=here)
        w = yield Mark(
            clauses=(
                *why,
                "10.5.1",
                "10.5.2",
                *(("10.5.2.1",) if again else ()),
                "10.4.1",
                "14.7.1",
                "14.7.3.7",
                # [戦闘] (14.7.3.1); [自軍ターン]: the advancing side's only (14.7.3.2, 10.9.10);
                # none: whenever its 発揮時期 comes while on the battlefield (10.9.11)
                *(
                    ("14.7.3.1",)
                    if "combat" in prog.timings
                    else ("14.7.3.2",)
                    if "own_turn" in prog.timings
                    else ("10.9.11",)
                ),
                *(("10.9.10",) if "own_turn" in prog.timings else ()),
                *(("7.1.2.1",) if getattr(prog, "trigger_side", None) else ()),
                *at,
                *_at_each_declaration(prog),
            ),
            ja=f"{src.label} の●『{prog.name}』の誘発条件が満たされ、待機状態になる",
            en=f"{src.label}'s ● '{prog.name}' meets its trigger condition and waits",
            touches=(src.uid,),
            # the event ``expect.triggered`` / ``expect.order`` count: this ability triggered
            tag=TRIGGERED,
            data={"card": src.uid, "index": i},
        )
        pending.append((pl, src, prog, a, w, i))
    # 10.5.3.1: a player with several waiting chooses which to play first — each side's in turn
    # (10.20.1.1.1, 10.20.1.1.2); left unanswered by the scenario, every order is explored
    ordered: list[tuple[str, Any, Program, str, int, int]] = []
    for side in (tp, st.opponent(tp)):
        mine = [x for x in pending if x[0] == side]
        while mine:
            pick = mine[0]
            if len(mine) > 1:
                pick = yield Choose(
                    side,
                    "pending_order",
                    "待機状態の●特殊能力から、先にプレイするものを選ぶ",
                    "choose which of the waiting ● abilities to play first",
                    tuple(
                        Option(
                            f"{x[1].label}#{x[2].name}",
                            f"{x[1].label} の●『{x[2].name}』",
                            f"{x[1].label}'s ● '{x[2].name}'",
                            x,
                            aliases=(x[2].name, x[1].name),
                        )
                        for x in mine
                    ),
                    (
                        "10.5.3",
                        "10.5.3.1",
                        "10.20.1.1.1" if side == tp else "10.20.1.1.2",
                    ),
                )
            mine.remove(pick)
            ordered.append(pick)
    if ordered and _check_process_due(ctx):
        # the check step the waiting ● abilities are played at carries out its rule processes
        # first (10.20.1.1), before any waiting ability (10.20.1.1.1): a check-type one due now
        # (11.1.2.4) is carried out before them — and may end the game
        yield CheckTiming(
            ("10.20.1.1", "10.20.1.1.1", "11.1.2.4"),
            "チェックステップ: 待機状態の誘発型能力より先にルール処理を行う",
            "the check step: its rule processes before the waiting triggered abilities",
        )
        if st.result is not None:
            return True
    once: list[tuple[int, str]] = []  # (its step, the procedure) of each ● played once
    for pl, src, prog, a, w, i in ordered:
        # the ● ability being brought about: its timing and moment, read where the rules give
        # its effect a duration (``common.effect_until``)
        yield SetVar(
            key=AUTO_RUNNING,
            value={"own_turn": "own_turn" in prog.timings, "moment": str(prog.trigger)},
        )
        order = "10.20.1.1.1" if pl == tp else "10.20.1.1.2"
        # 「付与する」 (14.7.3.4): a keyword / ability granted, a value's 「…を付与する」, or a
        # player's 「手札上限枚数:±n枚」 granted (10.14.5)
        grants = _grants(prog)
        at_decl = str(prog.trigger).endswith("_declared")
        trig = yield Mark(
            clauses=(
                "10.5.3",
                "10.5.3.1",
                "10.20.1.1",
                "14.7.2",
                "14.7.3",
                "14.7.3.3",
                "14.7.3.8",
                "14.7.3.9",
                # a declaration's moment: the play step given after the declaration (10.1.10)
                # begins with the check step it is played at (10.20.1.2, 10.20.1.2.1)
                *(("10.20.1.2", "10.20.1.2.1") if at_decl else ()),
                # 「～宣言時」 at each declaration: of a non-granting ● only (14.7.3.6)
                *_at_each_declaration(prog),
                # an additional rule's meaning (15.4.10.2): the rules' own text, no timing
                # notation printed or asked (not a card's ● ability missing one, 15.4.1)
                *((prog.meaning_of, "15.4.1") if getattr(prog, "meaning_of", "") else ()),
                order,
                # the check step it is played at (a phase's end: the one that closes the phase)
                *_CLOSING_CHECK.get(
                    # 「手札調整フェイズ終了時」 (either): the phase now says which
                    f"{st.turn.phase}_end" if prog.trigger == "hand_end" else str(prog.trigger),
                    (),
                ),
            ),
            ja=f"チェックステップで {pl} が {src.label} の●『{prog.name}』をプレイし、効果を発揮する（対抗連鎖は発生しない）",
            en=f"at the check step {pl} plays {src.label}'s ● '{prog.name}', which takes effect "
            "(no counter chain)",
            caused_by=(w,),
            touches=(src.uid,),
            tag=PLAYED,
            data={"card": src.uid, "index": i},
        )
        if not grants and str(prog.trigger) in PROCEDURE_ENDS:
            # brought about in a procedure's steps whose end loses its effects (12.2.5.1.9,
            # 12.1.1.2.10): what it does once (14.7.3.5, 10.6.1) is read there (``once_done``)
            once.append((trig, PROCEDURE_ENDS[str(prog.trigger)][0]))
        here = ctx.where(src.uid)
        if here is None or area_of_zone(here[1]) is None:
            # 10.5.6: played though its card left (「それでも…発動しなければいけません」); its
            # effect fails only where the zone change makes it impossible — one on a player's
            # cards (no 〈対象〉, or a player's) whose condition does not read the card or its
            # terrain does not need the card: it is done
            free = (prog.target is None or prog.target.kind == "player") and (
                prog.condition is None
                or prog.condition[0] in ("controlled", "hand_count", "terrains")
            )
            if not free:
                yield Mark(
                    clauses=("10.5.6",),
                    ja=f"{src.label} は戦場を離れている: 効果は実行できず解決に失敗する",
                    en=f"{src.label} has left the battlefield: the effect cannot be done and fails",
                    caused_by=(trig,),
                    # about the card whose zone change makes it fail (its zone read here)
                    touches=(src.uid,),
                )
                continue
            trig = yield Mark(
                clauses=("10.5.6",),
                ja=f"{src.label} は戦場を離れているが、効果はそのカードによらず実行できる: 解決する",
                en=f"{src.label} has left the battlefield, but its effect does not need the card: "
                "it is done",
                caused_by=(trig,),
            )
        t = prog.target
        if t is None or t.kind == "player":
            # 〈対象:自軍/敵軍プレイヤー〉 (10.10.1): its steps on that player's cards, as the
            # compiler resolved them (own / enemy of the ability's owner), once (14.7.3.5); no
            # 〈対象〉: its steps on its own player's cards (「カードを1枚補充する」: the player the
            # effect is applied to, 12.3.1.3, is the one playing it — 4.1.10)
            from ruling.games._mc.common import ON_CARD_KINDS, controlled_terrains
            from ruling.games._mc.effects import run_player_steps

            if prog.condition is not None and (
                (
                    prog.condition[0]
                    in (
                        *ON_CARD_KINDS,
                        "advanced_into",
                        "died",
                        "on_this",
                    )
                    and prog.condition[0] != "controlled"  # said with its terrains (below)
                )
                # 「このユニットが進軍側パーティに属している場合」: said of 「このユニット」 (4.7.2)
                or on_this(prog.condition)
            ):
                # 「この地形に自軍ユニットが存在する場合」 (5.1.2.4), 「このユニットが敵軍支配地形に
                # 進軍した場合」, 「この戦闘で自軍ユニットが死亡した場合」: read on the card as it
                # resolves (10.12.1)
                # read on the card with the ability, or the unit 「このユニット」 names (4.7.2)
                about = condition_card(ctx, prog, src, src)
                met = about is not None and _matches(about, prog.condition, ctx)
                m = yield Mark(
                    clauses=("10.12.1", "10.12.2", *condition_clauses(prog.condition, ctx, about)),
                    ja=f"{src.label} の条件（{condition_text(prog.condition)}）を"
                    f"{'満たす' if met else '満たさない: 効果は発揮されるが適用されない'}",
                    en=f"the condition of {src.label}'s ability is "
                    f"{'met' if met else 'not met: no effect is applied'}",
                    caused_by=(trig,),
                    touches=(src.uid,),
                )
                if not met:
                    continue
                trig = m
            elif prog.condition is not None:
                # 「自軍/敵軍支配地形がnつ以上の場合」 (5.1.2.11), read as it resolves (10.12.1)
                owner, cmp, n = prog.condition[1]
                who = pl if owner == "own" else st.opponent(pl)
                have = controlled_terrains(ctx, who)
                met = {">=": len(have) >= n, "<=": len(have) <= n, "==": len(have) == n}[cmp]
                m = yield Mark(
                    clauses=("10.12.1", "10.12.2", "5.1.2.11"),
                    ja=f"{who} の支配地形は{len(have)}つ（{'、'.join(have) or 'なし'}）: 条件を"
                    f"{'満たす' if met else '満たさない: 効果は発揮されるが適用されない'}",
                    en=f"{who} controls {len(have)} terrain(s): the condition is "
                    f"{'met' if met else 'not met: no effect is applied'}",
                    caused_by=(trig,),
                    watch=tuple(f"{q}.{zid(a)}" for q in st.players for a in AREAS),
                )
                if not met:
                    continue
                trig = m

            via = ("10.10.1",) if t is not None else ("4.1.10",)
            # what it grants lasts (14.7.3.4); anything else happens once (14.7.3.5), or at each
            # declaration for 「～宣言時」 (14.7.3.6)
            kind = _kind_cl(prog)[0]
            # its dice (「イニシアチブ結果を「+1D」する」) rolled as it resolves (14.7.3.10)
            p_rolled, p_dice = yield from roll_steps(ctx, pl, prog, [], ("14.7.3.10",), trig)
            yield from run_player_steps(
                ctx, pl, prog.steps, (trig, *p_dice), (*via, kind), rolled=p_rolled
            )
            continue
        if t.kind == "this_unit":
            me = target_unit(src, t)  # an equipment's wearer (4.7.2)
            targets = [me] if me is not None else []
        else:
            # the battle's terrain for a [戦闘] ability (14.7.3.1) or 「この地形に存在する」; the
            # party of the card's terrain; else every unit on the battlefield
            where = (
                (area,)
                if "combat" in prog.timings and area is not None
                else tuple(x for x in AREAS if adjacent(x, a))
                if t.near
                else (a,)
                if t.here or t.kind == "party"
                else AREAS
            )
            battle_at = st.vars.get("mc.battle_area") if st.vars.get("mc.battle") else None
            if where == AREAS and battle_at is not None and "combat" not in prog.timings:
                # a [自軍ターン] ● ability resolving in a battle with a group target: 10.10.7
                # lets it target units on any terrain, 8.2.4 only the battle's — where the two
                # differ (a unit it takes in elsewhere), the point own_turn_target_in_battle
                elsewhere = any(
                    is_unit(c) and in_group(ctx, t, c, this_unit(src))
                    for ar in AREAS
                    if ar != battle_at
                    for p2 in st.players
                    if not (t.owner == "own" and p2 != pl or t.owner == "enemy" and p2 == pl)
                    for c in ctx.zone(p2, zid(ar))
                )
                if elsewhere:
                    anywhere = yield unsettled.choose(
                        pl,
                        "mc",
                        "own_turn_target_in_battle",
                        {"every_terrain": True, "battle_terrain": False},
                    )
                    if not anywhere:
                        where = (str(battle_at),)
            targets = [
                c.uid
                for p2 in st.players
                if not (t.owner == "own" and p2 != pl or t.owner == "enemy" and p2 == pl)
                for ar in where
                for c in ctx.zone(p2, zid(ar))
                if is_unit(c) and in_group(ctx, t, c, this_unit(src))
            ]
            me = target_unit(src, t)
            mine = ctx.card(me) if me else None
            if t.fought and (mine is None or not _matches(mine, ("in_battle", ()), ctx)):
                # 「このユニットと戦闘した敵軍ユニット」: no unit 「このユニット」 names in the battle
                # (a terrain's ability, an equipment worn by none): none fought it (8.2.3)
                targets = []
            if t.kind == "unit" and len(targets) > 1:
                # 〈対象:(自軍/敵軍)ユニット1体〉: its owner chooses the one (10.10.1) as it
                # resolves — among the units on the battle's terrain for a [戦闘] one (10.10.6)
                pick = yield choose_card(
                    pl,
                    [c for u in targets if (c := ctx.card(u)) is not None],
                    "target",
                    f"●『{prog.name}』の対象を1体選ぶ",
                    f"choose the one target of ● '{prog.name}'",
                    ("10.10.1", *(("10.10.6",) if "combat" in prog.timings else ())),
                )
                targets = [pick]
        if not targets:
            yield Mark(
                clauses=("10.10.3",),
                ja=f"●『{prog.name}』の対象が存在しない: 効果は発揮されない",
                en=f"● '{prog.name}' has no target: no effect",
                caused_by=(trig,),
            )
            continue
        if grants and t.kind in ("party", "all_units"):
            # what it grants lasts (14.7.3.4) on the units it took in as it was played: a unit
            # put onto the battlefield later is not one of them (10.7.3, ``basic._group_effects_miss``)
            group = list(st.vars.get("mc.group_uses") or [])
            # (with whether its group is bound to a terrain: a party or 「この地形に存在する…」)
            bound = t.kind == "party" or bool(t.here)
            yield SetVar(
                key="mc.group_uses", value=[*group, [trig, prog.name, list(targets), bound]]
            )
        kind_cl = _kind_cl(prog)
        # what 〈対象:～〉 asks of each unit it takes in (10.10.2 and the condition's clauses)
        kind_cl = (*kind_cl, *_where_cl(t))
        srcname = f"{src.label}●『{prog.name}』"
        # 14.7.3.10: its dice are rolled as it resolves (once, for every target)
        rolled, dsteps = yield from roll_steps(ctx, pl, prog, [], ("14.7.3.10",), trig, src.uid)
        cause = (trig, *dsteps)
        for u in targets:
            tc = ctx.card(u)
            about = condition_card(ctx, prog, src, tc)  # 「このユニットが…の場合」: on that unit
            if tc is None:
                continue
            # a value compared (「対象の防御力が2以下の場合」) as it is now, one not given branched
            # on (``condition_met``, 4.1.14)
            if about is None or not (
                yield from condition_met(ctx, about, prog.condition, this_unit(src))
            ):
                # a "no" has its reasons: its 「対象が…の場合、」 not met on this target, the effect
                # is not applied to it (10.12.1, 10.12.2) — as a used ability's (``_resolve``)
                yield Mark(
                    clauses=("10.12.1", "10.12.2", *condition_clauses(prog.condition)),
                    ja=f"{tc.label} は{srcname}の条件（{condition_text(prog.condition)}）を満たさない: "
                    "効果は適用されない",
                    en=f"{tc.label} does not meet the condition of {srcname}: the effect is not "
                    "applied to it",
                    caused_by=cause,
                    touches=_touch(ctx, [u]),
                )
                continue
            if prog.steps and all(isinstance(unchosen(x), PLAYER_STEPS) for x in prog.steps):
                # steps on the player's cards beside its one unit target: applied because the
                # text names them (10.10.4), once, that target proper (10.10.3)
                from ruling.games._mc.effects import run_player_steps

                yield from run_player_steps(ctx, pl, prog.steps, cause, ("10.10.4", *kind_cl))
                break
            replaced: dict[Any, bool] = {}
            for i, step_ in enumerate(prog.steps):
                kcl = kind_cl
                if isinstance(step_, RollStep):
                    continue  # rolled as it resolves (14.7.3.10), read by what follows
                if isinstance(step_, AfterApplied):
                    # 「効果適用後、」 (4.1.11): the step before it was applied to its one target
                    # (a unit on the battlefield, ``targets``); 「その効果を使用したユニットが戦場から
                    # 離れた場合」 — whether that reaches the ●'s own unit is not settled (mc
                    # after_applied_auto_unit_left), asked only when it has left
                    mine = this_unit(src)
                    mw = ctx.where(mine) if mine else None
                    if mw is None or area_of_zone(mw[1]) is None:
                        stops = yield from unsettled.holds(
                            pl, "mc", "after_applied_auto_unit_left", "its_unit"
                        )
                        if stops:
                            yield Mark(
                                clauses=("4.1.11",),
                                ja=f"{srcname}のユニットが戦場を離れている: 「効果適用後、」の後の"
                                "効果は発揮されない",
                                en=f"the unit of {srcname} has left the battlefield: what follows "
                                "「効果適用後、」 is not brought about",
                                caused_by=cause,
                                touches=_touch(ctx, [u]),
                            )
                            break
                    applied = yield Mark(
                        clauses=("4.1.11",),
                        ja="「効果適用後、」の前の効果が適用された: その後の効果を発揮する",
                        en="the effect before 「効果適用後、」 was applied: what follows it is "
                        "brought about",
                        caused_by=cause,
                        touches=_touch(ctx, [u]),
                    )
                    cause = (applied,)
                    continue
                if isinstance(unchosen(step_), PLAYER_STEPS):
                    # the player's cards beside its one unit target, after 「効果適用後、」: done
                    # because the text names them (10.10.4), by its player (4.1.10)
                    from ruling.games._mc.effects import run_player_steps

                    yield from run_player_steps(ctx, pl, (step_,), cause, ("10.10.4", *kcl))
                    continue
                if isinstance(step_, Guarded) and step_.cond == CHOSEN:
                    # 「…してもよい」: the ability's player decides (10.1.14); declined, the step
                    # is not applied to it (4.1.15)
                    from ruling.games._mc.effects import chosen_to

                    if not (yield from chosen_to(ctx, pl, step_, cause, kcl, _touch(ctx, [u]))):
                        continue
                    kcl, step_ = (*kcl, "10.1.14"), step_.step
                if isinstance(step_, Guarded):
                    # a step's own 「対象が…の場合、」 (10.12.1, 10.12.2; 代わりに: 10.8.2), on
                    # this unit as the step comes; 「出目が…の場合」 on the roll before it (3.4.5)
                    on = guard_card(ctx, step_.cond, this_unit(src), tc, src.uid)
                    met = (
                        replaced[step_.cond]
                        if step_.instead and step_.cond in replaced
                        else replaced[(UNDER_KEY, step_.cond)]
                        if step_.under and (UNDER_KEY, step_.cond) in replaced
                        else dice_met(step_.cond, rolled)
                        if step_.cond[0] == "dice"
                        # two units' values compared: this unit's value and 「このユニット」's
                        # (4.1.14, 4.7.2), branched on where one is not given
                        else on is not None
                        and (yield from condition_met(ctx, on, step_.cond, this_unit(src)))
                        if step_.cond[0] == "stat_vs"
                        else on is not None and _matches(on, step_.cond, ctx)
                    )
                    if not (step_.instead or step_.negate or step_.otherwise or step_.under):
                        # 「…の場合、AしBする」: B follows this reading (read once, 10.12.1)
                        replaced[(UNDER_KEY, step_.cond)] = met
                    if step_.negate:
                        # 「…の場合、代わりに B」: decided once, as the step it replaces comes
                        # (10.8.2, 10.8.3); B follows that decision (``_guarded``)
                        replaced[step_.cond] = met
                    if met == (step_.negate or step_.otherwise):
                        yield Mark(
                            clauses=(
                                "10.12.1",
                                "10.12.2",
                                *condition_clauses(step_.cond, ctx, on),
                            ),
                            ja=f"{tc.label} は条件（{condition_text(step_.cond)}）"
                            + (
                                "を満たす: 「そうでない場合」の効果は適用されない"
                                if step_.otherwise
                                else "を満たす: 代わりの効果に置き換えられる"
                                if step_.negate
                                else "を満たさない: この効果は適用されない"
                            ),
                            en=f"{tc.label}: "
                            + (
                                "the condition is met: the 「そうでない場合」 effect is not applied"
                                if step_.otherwise
                                else "the condition is met: replaced by the 「代わりに」 effect"
                                if step_.negate
                                else "the condition is not met: this effect is not applied"
                            ),
                            caused_by=cause,
                            touches=_touch(ctx, [u]),
                        )
                        continue
                    kcl = (
                        *kind_cl,
                        "10.12.1",
                        "10.12.2",
                        *condition_clauses(step_.cond, ctx, on),
                    )
                    step_ = step_.step
                if isinstance(step_, OnThis):
                    # 「このユニット / このカード / 装備ユニットに…」 beside the one target: done to
                    # what the text names (4.7.2, 10.10.4), once (the compiler allows it beside
                    # one unit target only)
                    yield from _on_this(
                        ctx,
                        this_unit(src),
                        i,
                        step_.step,
                        srcname,
                        trig,
                        (*kcl, "10.10.4"),
                        rolled,
                        tuple(dsteps),
                        "特殊能力",
                        None,
                        step_.of,
                        src.uid,
                    )
                elif isinstance(step_, GrantStep):
                    yield from lasting(step_, _grant(ctx, u, step_, srcname, trig, kcl))
                elif isinstance(step_, StatStep):
                    yield from lasting(
                        step_,
                        _do_gen(
                            Do(
                                "modify",
                                {
                                    "card": u,
                                    "stat": step_.stat,
                                    "amount": rolled.get(i, step_.amount),
                                    "source": srcname,
                                },
                                caused_by=cause,
                                clauses=(*kcl, *stat_grant_clauses(step_)),
                            )
                        ),
                    )
                elif isinstance(step_, SwapStep):
                    # 「…と…を入れ替える」: ±n on each value (4.6.5), for the battle
                    yield from _swap(ctx, u, step_, srcname, trig, kcl)
                elif isinstance(step_, AdvancePermitStep):
                    yield from _permit_advance(ctx, u, step_, srcname, trig, kcl)
                elif isinstance(step_, RestStep | StandStep | HealStep):
                    # 「対象を行動完了 / 未行動にする」 (10.18.1), 「…ダメージを回復する」: as any
                    # effect's (``apply_step``)
                    yield from apply_step(ctx, u, i, step_, srcname, trig, kcl)
                elif isinstance(step_, AUTO_CARD_STEPS):
                    # 「対象を破棄する / 死亡させる / 手札に戻す」, 「対象の「チャージ:x」を失わせる」,
                    # 「…に変更する」: what changes or moves the card, as any effect's
                    # (``apply_step``), an ability's effect (13.1.7.2), done by its player
                    yield from apply_step(
                        ctx,
                        u,
                        i,
                        step_,
                        srcname,
                        trig,
                        kcl,
                        rolled,
                        tuple(dsteps),
                        (),
                        "特殊能力",
                        pl,
                    )
                else:  # DamageStep: the compiler refuses any other ● step
                    assert isinstance(step_, DamageStep)
                    yield Do(
                        "damage",
                        {
                            "to": u,
                            "amount": rolled.get(i, step_.amount),
                            "attribute": step_.attribute,
                            "source": srcname,
                            "origin": "特殊能力",
                        },
                        caused_by=cause,
                        clauses=kcl,
                    )
    yield SetVar(key=AUTO_RUNNING, value=None)
    yield from once_done(ctx, once)
    yield from play_delayed(ctx, moments, after_autos=True)
    return True


def play_delayed(ctx: Ctx, moments: tuple[str, ...], after_autos: bool = False) -> Proc:
    """The delayed triggers (時限誘発, 10.5.4.2: ``effects.make_delayed``) whose moment is one of
    ``moments``, made this turn: each meets its condition once (10.5.4.2.1) — it is gone once
    triggered — and is played at the check step (10.5.3), its steps on its player's cards.
    ``after_autos``: ● abilities waited at the same moment and were played first (the owner's
    choice of order, 10.5.3.1, is not explored: said). Returns whether any was played."""
    from ruling.games._mc.cardtext import MOMENTS
    from ruling.games._mc.effects import DELAYED, run_player_steps
    from ruling.rules import AddDelayed, RemoveDelayed

    st = ctx.state
    due = [
        d
        for d in st.delayed
        if d.ability == DELAYED
        and d.data.get("moment") in moments
        and d.data.get("turn") == st.turn.number
    ]
    for d in due:
        made = next(
            (
                step
                for step, _seq, ev in ctx.events(0)
                if isinstance(ev, AddDelayed)
                and ev.ability == DELAYED
                and dict(ev.params) == d.data
            ),
            None,
        )
        when = next((k for k, v in MOMENTS.items() if v == d.data.get("moment")), "")
        if after_autos:
            yield Warn(
                "assumption",
                "同じ時点で待機状態の●特殊能力を先にプレイした: 時限誘発とのプレイの順番（10.5.3.1）は"
                "検討していない",
                "the ● abilities waiting at the same moment were played first: the order against "
                "the delayed trigger (10.5.3.1) is not explored",
                ("10.5.3.1",),
            )
        w = yield RemoveDelayed(
            id=d.id,
            clauses=("10.5.4.2", "10.5.4.2.1", "10.5.1", "10.5.2"),
            caused_by=(made,) if made is not None else (),
            ja=f"{d.master} の時限誘発の誘発条件（{when}）が満たされ、待機状態になる（一度だけ誘発する）",
            en=f"{d.master}'s delayed trigger meets its condition ({when}) and waits (it "
            "triggers once)",
            touches=(f"{d.master}.hand", f"{d.master}.deck"),
        )
        trig = yield Mark(
            clauses=("10.5.3", "10.20.1.1", "10.6.1"),
            ja=f"チェックステップで {d.master} が時限誘発をプレイし、効果を発揮する",
            en=f"at the check step {d.master} plays the delayed trigger, which takes effect",
            caused_by=(w,),
        )
        yield from run_player_steps(
            ctx, d.master, d.data.get("steps") or (), (trig,), ("10.5.3",), d.source
        )
    return bool(due)


def once_done(ctx: Ctx, once: list[tuple[int, str]]) -> Proc:
    """Record, for the end of the procedure it was played in (``common.end_procedure_effects``),
    each ● ability played once there (14.7.3.5): its step and the cards and zones its one-shot
    effect (10.6.1) moved — the moves since it was played, up to the next one."""
    from ruling.games._mc.common import ONCE_IN_PROCEDURE

    steps = [s for s, _u in once]
    for k, (step, until) in enumerate(once):
        upto = steps[k + 1] if k + 1 < len(steps) else None
        refs: dict[str, None] = {}
        for at, _n, _ev in ctx.events(step):
            if upto is not None and at >= upto:
                break
            for uid, fp, fz, tp, tz in ctx.moves(at):
                refs.update({uid: None, f"{fp}.{fz}": None, f"{tp}.{tz}": None})
        if not refs:
            continue
        key = f"{ONCE_IN_PROCEDURE}.{until}"
        had = list(ctx.state.vars.get(key) or [])
        yield SetVar(key=key, value=[*had, (step, tuple(refs))])


def declared(ctx: Ctx, kind: str, why: tuple[str, ...] = ()) -> Proc:
    """A declaration's 「～宣言時」 triggers (14.7.3.6: at each such declaration): ``kind`` is
    ``advance`` (12.2.5.1.1), ``summon`` (普通召喚宣言時 in the summon phase, 即時召喚宣言時 in a
    battle: 12.2.7.4.1, 12.2.8.1, 8.3.2.8, 8.3.2.9) or ``placement`` (12.1.1.2.3). What is
    played there is the game reaching the act, not the act (``ActionProper`` after it)."""
    st = ctx.state
    area = st.vars.get("mc.battle_area") if st.vars.get("mc.battle") else None
    moment = {
        "advance": "advance_declared",
        "placement": "placement_declared",
        "summon": "instant_summon_declared" if area else "normal_summon_declared",
    }[kind]
    if (yield from fire(ctx, (moment,), area, why=why)):
        yield ActionProper()


def declaration_watched(ctx: Ctx, kind: str) -> bool:
    """Whether a ● ability on the battlefield (a unit's, a terrain's, a worn item's) has the
    declaration ``kind`` (``declared``) as its 発揮時期 — its timing and side not read (``fire``
    reads them when the moment comes)."""
    from ruling.games._mc.cardtext import programs
    from ruling.games._mc.common import AREAS, zid

    st = ctx.state
    battle = bool(st.vars.get("mc.battle"))
    moment = {
        "advance": "advance_declared",
        "placement": "placement_declared",
        "summon": "instant_summon_declared" if battle else "normal_summon_declared",
    }[kind]
    return any(
        prog.kind == "auto" and prog.trigger == moment
        for pl in st.players
        for a in AREAS
        for src in ctx.zone(pl, zid(a))
        for _i, prog in programs(src)
    )


_PLACES_JA = {"substitute": "代理地形", "empty": "誰もいない地形（敵軍本陣を除く）"}


def _permit_advance(
    ctx: Ctx, uid: str, step: Any, src: str, decl: int, via: tuple[str, ...]
) -> Proc:
    """「対象は…へ進軍してもよい」: the unit may advance into those terrains in the advance being
    declared (its range widened, 12.2.2.2); the permission is lost with the advance
    (12.2.5.1.9), and a prohibition beats it (4.1.12, read by the engine's prohibitions)."""
    from ruling.games._mc.own_play import where_ja

    c = ctx.card(uid)
    assert c is not None
    what = "・".join([*(_PLACES_JA[x] for x in step.places), *(where_ja(w) for w in step.where)])
    yield AddEffect(
        target=uid,
        stat="advance_permit",
        op="permit",
        value=(*step.places, *step.where),
        until="advance",
        source=src,
        clauses=(*via, "4.1.10", "12.2.5.1.9"),
        caused_by=(decl,),
        ja=f"{c.label} はこの進軍で{what}へ進軍してもよい（進軍の終了まで）",
        en=f"{c.label} may advance into {what} in this advance (until the advance ends)",
    )


def _player_zones(player: str | None, steps: Any) -> tuple[str, ...]:
    """The zones a step on the player's cards (``PLAYER_STEPS``: replenishing, discarding …)
    touches, when ``steps`` hold one."""
    from ruling.games._mc.cardtext import PLAYER_STEPS, unchosen

    if not player or not any(isinstance(unchosen(x), PLAYER_STEPS) for x in steps):
        return ()
    return tuple(f"{player}.{z}" for z in ("hand", "deck", "discard"))


def _touch(ctx: Ctx, uids: Any) -> tuple[str, ...]:
    """The cards and the zones they are in: what a step about them touches."""
    out: list[str] = []
    for u in uids:
        w = ctx.where(u)
        out += [u, *((f"{w[0]}.{w[1]}",) if w else ())]
    return tuple(out)


def stat_grant_clauses(step: StatStep) -> tuple[str, ...]:
    """The clauses of a value change written 「対象に「攻撃力:±n」を付与する」 (10.14.1): a change of a
    value (10.14.5) that lasts to the battle's end when given in one, else to the phase's end
    (10.14.6) — cited wherever such a step is applied (a ◎ / □ / ● ability or a bare effect);
    「…する」 is a plain change (4.6.4, 4.6.9: the modify action's own)."""
    joined = ("4.7.6",) if getattr(step, "joined", False) else ()  # 「A&B」: at the same time
    return (*(("10.14.1", "10.14.5", "10.14.6") if step.grant else ()), *joined)


def _do_gen(event: Any) -> Proc:
    """One event as a procedure."""
    yield event


def lasting(step: Any, run: Proc) -> Proc:
    """``run`` (the step's procedure) with the step's own duration in force: a step whose text
    says 「このターン、」 / 「ターン終了時まで、」 (``turn``) makes the effects it brings about last to
    the turn's end (``common.STEP_UNTIL``, read by ``effect_until``; 1.3.1); 「ゲーム終了時まで」
    (``game``) for the rest of the game (10.7.1)."""
    until = (
        "turn" if getattr(step, "turn", False) else "game" if getattr(step, "game", False) else ""
    )
    if until:
        yield SetVar(key=STEP_UNTIL, value=until)
    out = yield from run
    if until:
        yield SetVar(key=STEP_UNTIL, value=None)
    return out


_P = ParamSpec("_P")


def _under_step_duration(
    fn: Callable[Concatenate[Ctx, str, int, Any, _P], Proc],
) -> Callable[Concatenate[Ctx, str, int, Any, _P], Proc]:
    """A step's procedure run under the step's own duration (``lasting``)."""

    @functools.wraps(fn)
    def run(ctx: Ctx, t: str, i: int, step: Any, *args: _P.args, **kwargs: _P.kwargs) -> Proc:
        return (yield from lasting(step, fn(ctx, t, i, step, *args, **kwargs)))

    return run


@_under_step_duration
def apply_step(
    ctx: Ctx,
    t: str,
    i: int,
    step: Any,
    src: str,
    decl: int,
    via: tuple[str, ...],
    rolled: dict[int, int] | None = None,
    dice_steps: tuple[int, ...] = (),
    link_ok: list[Any] | tuple[Any, ...] = (),
    origin: str | None = None,
    doer: str | None = None,
) -> Proc:
    """The effect's step ``i`` on the target ``t``, brought about by ``via`` (10.1.14 for a
    used ability; 4.1.10 for a bare effect): a value change, a grant, a change, the acted
    state, damage (``rolled``: the dice results by step; ``link_ok``: the chain's links;
    ``origin``: the kind of effect the damage comes from, 「特殊能力」 for an ability, 13.1.7.2)."""
    rolled = rolled or {}
    applied = True
    if isinstance(step, StatStep):
        amount = rolled.get(i, step.amount)
        if amount == 0:
            applied = False  # ±0 is not applied (4.6.7, 4.1.15): the modify action says so
        yield Do(
            "modify",
            {"card": t, "stat": step.stat, "amount": amount, "source": src},
            caused_by=(decl, *dice_steps),
            clauses=(
                *via,
                "4.1.8",
                *stat_grant_clauses(step),
            ),
        )
    elif isinstance(step, SwapStep):
        applied = yield from _swap(ctx, t, step, src, decl, via)
    elif isinstance(step, SetToStep):
        applied = yield from _set_to(ctx, t, step, src, decl, via)
    elif isinstance(step, GrantStep):
        tc = ctx.card(t)
        met = _combat_conditions(ctx, tc) if tc is not None else {}
        step = yield from _declared_attribute(ctx, t, step, doer or ctx.state.order()[0], decl)
        step = yield from _declared_race(ctx, t, step, doer or ctx.state.order()[0], decl)
        applied = yield from _grant(ctx, t, step, src, decl, via=via)
        yield from _condition_drift(ctx, t, met)
    elif isinstance(step, ChangeStep):
        step = yield from _declared_race(ctx, t, step, doer or ctx.state.order()[0], decl)
        applied = yield from _change(ctx, t, step, src, decl, via)
    elif isinstance(step, RestStep):
        applied = yield from _rest(ctx, t, decl, via)
    elif isinstance(step, HealStep):
        applied = yield from _heal(ctx, t, step, decl, via)
    elif isinstance(step, StandStep):
        applied = yield from _stand(ctx, t, decl, via)
    elif isinstance(step, VanishStep):
        # 10.15.1.1: the effect of the ability the target is using (declared in this counter
        # chain, not yet resolved) is not brought about — read when that ability resolves
        c = ctx.card(t)
        assert c is not None
        cur = tuple(ctx.state.vars.get("mc.vanished") or ())
        yield SetVar(
            key="mc.vanished",
            value=(*cur, t),
            clauses=(*via, "10.15.1", "10.15.1.1"),
            ja=f"{c.label} が使用中の特殊能力の効果を1つ選んで消失させる",
            en=f"one effect of the special ability {c.label} is using is made to vanish",
        )
    elif isinstance(step, LoseStandingStep):
        # 「対象は「耐性:x」を失う」 (10.15.2, 10.15.2.1): x treated as not there while in force;
        # one the unit does not hold is not lost (4.1.15: nothing applied). 「対象はすべての常備
        # 能力を失う」 (kind "all"): each of chapter 13's standing abilities the unit holds (13.1)
        from ruling.games._mc.common import initiative, side_bonus_x
        from ruling.games._mc.keywords import item_slots, resistances, weaknesses

        c = ctx.card(t)
        assert c is not None
        every = step.value == "x" and step.kind in ("weakness", "resistance", "all")
        names = {
            "item": "「アイテム:x」",
            "spell": "「スペル:x」",
            "weakness": "「弱点」" if every else f"「弱点:{step.value}」",
            "resistance": "「耐性」" if every else f"「耐性:{step.value}」",
            "initiative": "「イニシアチブ:x」",
            "charge": "「チャージ:x」",
            "defender": "「ディフェンダー:x」",
        }

        def holds(kind: str) -> bool:
            if kind == "item":
                return item_slots(ctx, c) > 0
            if kind == "spell":
                return bool(spell_slots_held(ctx, c))
            if kind in ("charge", "defender"):
                return side_bonus_x(ctx, c, kind) != 0  # an x of 0 is none (13.1.5.6 / 13.1.6.6)
            if kind == "initiative":
                return initiative(ctx, c) != 0  # an x of 0 is none (13.1.1.1.2)
            if kind == "weakness":
                return any(every or y == step.value for y, _n in weaknesses(ctx, c))
            return bool(resistances(ctx, c)) if every else step.value in resistances(ctx, c)

        kinds = ALL_STANDING if step.kind == "all" else (step.kind,)
        held = [k for k in kinds if holds(k)]
        what = "常備能力" if step.kind == "all" else names.get(step.kind, f"「耐性:{step.value}」")
        if not held:
            yield Mark(
                clauses=(*via, "10.15.2", "4.1.15", *(("13.1",) if step.kind == "all" else ())),
                ja=f"{c.label} は{what}を持っていない: 失うものはない",
                en=f"{c.label} does not hold {what}: nothing is lost",
                caused_by=(decl,),
                touches=_touch(ctx, [t]),
            )
            applied = False
        else:
            until = (
                "turn"
                if ctx.state.vars.get(STEP_UNTIL) == "turn"
                else "battle"
                if ctx.state.vars.get("mc.battle")
                else "phase"
            )
            for kind in held:
                that_only = False
                if kind == "resistance" and not every:
                    from ruling.games._mc.keywords import resistance_groups

                    groups = [g for g in resistance_groups(ctx, c) if step.value in g]
                    if (str(step.value),) in groups and len(groups) > 1:
                        # 「耐性:v」 lost while another held 「耐性:x」 holds v too: the x lost as
                        # such (13.1.7.6: the several x's effect is one) or that ability only
                        # (10.15.2.1) — the point resistance_lost_held_twice, both run
                        that_only = yield from unsettled.holds(
                            c.owner, "mc", "resistance_lost_held_twice", "that_ability"
                        )
                name = names.get(kind, f"「耐性:{step.value}」")
                yield AddEffect(
                    target=t,
                    stat=kind,
                    op="lose",
                    value=step.value,
                    until=until,
                    source=src,
                    clauses=(
                        *via,
                        "10.15.2",
                        "10.15.2.1",
                        "10.14.6",
                        "10.7.1",
                        # every standing ability: chapter 13's, cost and ability alike (13.1)
                        *(("13.1",) if step.kind == "all" else ()),
                        *(("13.1.8.4",) if kind == "weakness" else ()),
                        *SIDE_BONUS_LOST.get(kind, ()),
                    ),
                    caused_by=(decl,),
                    ja=f"{c.label} は{name}を失う（存在しないものとして扱う、{until_ja(until)}まで）",
                    en=f"{c.label} loses {name} (treated as not there, until the end of the "
                    f"{until})",
                )
                if that_only:
                    from ruling.games._mc.keywords import RES_LOST_ONLY

                    yield SetVar(
                        key=RES_LOST_ONLY,
                        value=[
                            *(ctx.state.vars.get(RES_LOST_ONLY) or ()),
                            ctx.state.effects[-1].id,
                        ],
                    )
            applied = True
    elif isinstance(step, LoseAbilitiesStep):
        c = ctx.card(t)
        assert c is not None
        until = yield from effect_until(ctx)
        # its ○ abilities in force go with the rest (10.15.2.1): every effect they had is lost
        # (14.5.4.4), a ±n taken off the value (4.6.6) — read before they are gone
        from ruling.games._mc.basic import continuous_lost_mark

        gone = continuous_lost_mark(
            ctx, t, "はすべての特殊能力を失う", "loses every special ability"
        )
        lost_at = yield AddEffect(
            target=t,
            stat="abilities",
            op="lose",
            value=True,
            until=until,
            source=src,
            clauses=(*via, "10.15.2", "10.15.2.1"),
            caused_by=(decl,),
            ja=f"{c.label} はすべての特殊能力を失う（存在しないものとして扱う）",
            en=f"{c.label} loses every special ability (treated as not there)",
            note=unsettled.note("mc", "lose_abilities_duration"),
        )
        if gone is not None:
            yield replace(gone, caused_by=tuple(x for x in (lost_at,) if x is not None))
        worn = equipment(ctx, t)
        if worn:
            # its 「アイテム:x」 is a standing ability (常備能力, 13.1 / 4.1.3), no special
            # ability (4.1.2): the 「i」 stays, so the equipment worn by it is not discarded
            # (13.1.2.8 read to conclude nothing happens) and still gives what it gives
            # (12.2.8.9)
            yield Mark(
                clauses=("4.1.2", "4.1.3", "13.1.2.8", "12.2.8.9"),
                ja=f"{c.label} の「アイテム:x」は常備能力で失われない: 「i」は残り、装備品"
                f"（{'、'.join(e.label for e in worn)}）は破棄されない",
                en=f"{c.label}'s 「アイテム:x」 is a standing ability, not lost: its 「i」 stays "
                f"and its equipment ({', '.join(e.label for e in worn)}) is not discarded",
                caused_by=(decl,),
                touches=_touch(ctx, [t, *(e.uid for e in worn)]),
            )
    elif isinstance(step, DieStep):
        # a death effect (11.3.3.1): the unit that receives it dies by the rule process of
        # 11.3.1.3.1 (the die action cites it, with 12.6.1) — unless it holds 「耐性:x」 of the
        # effect's kind (13.1.7.1, 13.1.7.2: 「特殊能力」 for an ability's)
        from ruling.games._mc.basic import death_resisted

        if not (yield from death_resisted(ctx, t, origin, step.attribute, (decl,))):
            # done by the player whose effect it is (the one a replacement's order may fall
            # to, 10.8.4.2), as a discard is
            sc = ctx.card(src)
            by = sc.owner if sc is not None else doer
            key = "mc.deaths_of_ability"
            seen = dict(ctx.state.vars.get(key) or {})
            done_before = t in (seen.get(str(decl)) or ())
            replaced: tuple[int, ...] = ()
            again: tuple[str, ...] = ()
            if done_before and (ids := _death_replacements(ctx, t)):
                again = ("11.3.3.3", "10.8.4.3")
                # a second death effect of one ability on a unit a replacement kept alive:
                # 11.3.3.3 (every one must be replaced) against 10.8.4.3 (a replacement once
                # per event) — is each death effect its own event? Both readings run
                tc = ctx.card(t)
                once = yield unsettled.choose(
                    tc.owner if tc is not None else doer,
                    "mc",
                    "several_deaths_one_event",
                    {"each_effect": False, "one_event": True},
                )
                replaced = ids if once else ()
            yield SetVar(key=key, value={**seen, str(decl): (*(seen.get(str(decl)) or ()), t)})
            # the unit receives a death effect: it dies by the rule process (11.3.1.3.1) — the
            # event a replacement of its death replaces
            yield Do(
                "die",
                {"card": t, "clauses": (*via, *again), **({"player": by} if by else {})},
                caused_by=(decl,),
                clauses=(*via, "11.3.1.3.1", *again),
                replaced=replaced,
            )
    elif isinstance(step, ZoneStep):
        # the unit goes to its owner's discard pile (12.4.1) / removed zone (12.5.1); the
        # action's own clause is cited by it. It is done by the player whose effect it is (the
        # one a replacement's order may fall to, 10.8.4.2)
        sc = ctx.card(src)
        doer = sc.owner if sc is not None else doer
        yield from _worn_slot_stays_spent(ctx, t, decl)
        if step.zone == "hand":
            # 5.1.4.1: to its owner's hand (``player`` there names the card's owner)
            yield Do("return_to_hand", {"card": t}, caused_by=(decl,), clauses=via)
        elif step.zone == "deck":
            # 「…を山札の一番上 / 下に置く」: to its owner's deck (5.1.3.1, 5.1.1.4), at that end
            # (5.1.3.9); a card leaving the battlefield is a new card there (5.1.1.8)
            from ruling.games._mc.basic import _new_object_note

            card = ctx.card(t)
            if card is None:
                return False
            yield from _new_object_note(ctx, t)
            end = "一番上" if step.pos == "top" else "一番下"
            deck_of = card.owner
            if step.side is None and doer and doer != card.owner:
                # 「山札」 printed with no 自軍 / 敵軍 and a card of the other player's: 5.1.3.5
                # (自軍山札) against 5.1.1.4 (its owner's) — both readings run
                deck_of = yield unsettled.choose(
                    card.owner,
                    "mc",
                    "unqualified_zone_of_another_owner",
                    {"card_owner": card.owner, "effect_owner": doer},
                )
            yield Move(
                uid=t,
                player=str(deck_of),
                zone="deck",
                pos=step.pos,
                caused_by=(decl,),
                clauses=(*via, "5.1.3.1", "5.1.1.4", "5.1.3.9"),
                ja=f"{card.label} を {deck_of} の山札の{end}に置く",
                en=f"{card.label} is put at the {step.pos} of {deck_of}'s deck",
            )
        else:
            yield Do(
                "discard" if step.zone == "discard" else "remove",
                {"card": t, "clauses": via, **({"player": doer} if doer else {})},
                caused_by=(decl,),
                clauses=via,
            )
    elif isinstance(step, DamageStep):
        # 15.2.5.5: the chain's damage comes from the chain origin only
        # (a chain's 【nD】 share: its dice as rolled at its declaration, 15.2.5.1)
        shares = ctx.state.vars.get(CHAIN_ROLLED) or {}
        extra = sum(
            (shares.get(str(d)) or {}).get("amounts", {}).get(str(j), x.amount)
            for _lc, lp, d in link_ok
            for j, x in enumerate(lp.steps)
            if i == 0
        )
        link_dice = tuple(
            k
            for _lc, _lp, d in link_ok
            if i == 0
            for k in (shares.get(str(d)) or {}).get("steps", ())
        )
        attr = step.attribute
        read: tuple[int, ...] = ()
        if link_ok and i == 0:
            # a chained share of another damage attribute than the origin's (15.2.2 lets a
            # same-named ability of another card chain): the one damage from the origin has the
            # origin's attribute (15.2.5.5), or each share keeps its own (15.2.5.3 counts the
            # shares) — the point chain_share_attribute, both readings run
            from ruling.games._mc.basic import damage_attributes

            mine = damage_attributes(attr)
            shares = [
                a
                for _lc, lp, _d in link_ok
                for x in lp.steps
                if isinstance(x, DamageStep)
                for a in damage_attributes(x.attribute)
            ]
            joined = tuple(dict.fromkeys((*mine, *shares)))
            if set(joined) != set(mine):
                origin_only = yield from unsettled.holds(
                    ctx.state.turn.player, "mc", "chain_share_attribute", "origin_only"
                )
                read = (ctx.last,)
                if not origin_only:
                    attr = "/".join(joined)
        yield Do(
            "damage",
            {
                "to": t,
                "amount": rolled.get(i, step.amount) + extra,
                "attribute": attr,
                "source": src + (f"＋チェイン{len(link_ok)}" if link_ok else ""),
                **({"origin": origin} if origin else {}),
            },
            caused_by=(decl, *dice_steps, *(d for *_x, d in link_ok), *link_dice, *read),
            clauses=(
                *via,
                "4.5.1",
                "10.6.1",
                "10.6.2",
                *(("15.2.1", "15.2.5.5") if link_ok else ()),
            ),
        )
    return applied


def run_target_steps(
    ctx: Ctx,
    t: str,
    steps: tuple[Any, ...],
    src: str,
    decl: int,
    via: tuple[str, ...],
    rolled: dict[int, int] | None = None,
    dice_steps: tuple[int, ...] = (),
    link_ok: list[Any] | tuple[Any, ...] = (),
    origin: str | None = None,
    doer: str | None = None,
    user: str | None = None,
    player: str | None = None,
    card: str | None = None,
) -> Proc:
    """The effect's steps on the target ``t`` in the order written (``doer`` as in
    ``run_group_steps``); a 「効果適用後、」 (4.1.11) brings about the steps after it only if one
    of the steps before it applied, and (an ability's, ``user`` the unit that used it) only
    while that unit is still on the battlefield (4.1.11: 「Bが発揮する前に、その効果を使用した
    ユニットが戦場から離れた場合には、Bの効果は発揮しません」). A part between two 「効果適用後、」
    all on the player's cards (``PLAYER_STEPS``: replenishing, discarding …) is done on the
    cards of ``player`` (else ``doer``). Returns whether a step since the last 「効果適用後、」 applied."""
    from ruling.games._mc.cardtext import PLAYER_STEPS, segments
    from ruling.games._mc.effects import run_player_steps

    done = False
    cause: tuple[int, ...] = (decl,)
    # the unit that used the effect already off the battlefield before A applied (a ×
    # ability's cost, 10.1.13): 4.1.11 names a unit leaving between A and B (an unsettled point)
    uw0 = ctx.where(user) if user else None
    gone_first = bool(user) and (uw0 is None or area_of_zone(uw0[1]) is None)
    decided: dict[Any, bool] = {}  # the replacements decided so far (``_guarded``)
    start = ctx.last
    for k, part in enumerate(segments(steps)):
        if k:
            if not done:
                yield Mark(
                    clauses=("4.1.11", "4.1.15"),
                    ja="「効果適用後、」の前の効果が適用されなかった: その後の効果は発揮されない",
                    en="the effect before 「効果適用後、」 was not applied: what follows it is not "
                    "brought about",
                    caused_by=(*cause, *not_applied_since(ctx, start)),
                    # what is not brought about would have touched the target and, a part on
                    # the player's cards, that player's hand, deck and discard pile
                    touches=(*_touch(ctx, [t]), *_player_zones(player or doer, steps)),
                )
                return False
            uw = ctx.where(user) if user else None
            withheld = True
            if gone_first:
                withheld = yield unsettled.choose(
                    player or doer or ctx.state.turn.player,
                    "mc",
                    "after_applied_user_left_first",
                    {"withheld": True, "brought": False},
                )
            if user and withheld and (uw is None or area_of_zone(uw[1]) is None):
                left = ctx.step_of(user)
                yield Mark(
                    clauses=("4.1.11",),
                    ja=f"「効果適用後、」の後の効果が発揮される前に、効果を使用した{label(ctx, user)}"
                    "が戦場から離れた: その後の効果は発揮されない",
                    en=f"{label(ctx, user)}, which used the effect, left the battlefield before "
                    "what follows 「効果適用後、」 was brought about: it is not brought about",
                    caused_by=(*cause, *((left,) if left is not None else ())),
                    touches=_touch(ctx, [t, user]),
                )
                return False
            # the part before applied (「Aの内容が一部でも適用されれば、Bの内容は発揮します」): what
            # brings the part after about is 4.1.11, on one target as between the target and
            # the player's cards
            cause = (
                *cause,
                (
                    yield Mark(
                        clauses=("4.1.11",),
                        ja="「効果適用後、」の前の効果が適用された: その後の効果を発揮する",
                        en="the effect before 「効果適用後、」 was applied: what follows it "
                        "is brought about",
                        caused_by=cause,
                        touches=_touch(ctx, [t]),
                    )
                ),
            )
            done = False
        start = ctx.last
        mine = player or doer
        if part and mine and all(isinstance(unchosen(x), PLAYER_STEPS) for _i, x in part):
            # on the player's cards, not the target: applied because the text names them
            # (10.10.4)
            done = bool(
                (
                    yield from run_player_steps(
                        ctx, mine, tuple(x for _i, x in part), cause, (*via, "10.10.4"), user
                    )
                )
            )
            continue
        for i, step in part:
            here = via
            if isinstance(step, RollStep):
                continue  # rolled at the declaration (10.1.8): its result read by what follows
            if isinstance(step, Guarded):
                guarded = yield from _guarded(
                    ctx, t, step, via, cause, user, rolled, player or doer, decided, card
                )
                if guarded is None:
                    continue
                here, step = guarded
            if isinstance(step, PLAYER_STEPS) and mine:
                # a step on the player's cards under the target's own condition: applied
                # because the text names them (10.10.4)
                ok = yield from run_player_steps(
                    ctx, mine, (step,), cause, (*here, "10.10.4"), user
                )
                done = done or bool(ok)
                continue
            if isinstance(step, DiscardInUseStep):
                ok = yield from _discard_in_use(ctx, t, step, player or doer, cause[-1], here)
                done = done or bool(ok)
                continue
            if isinstance(step, OnThis):
                # 「このユニットに…」: done to the unit the text names (4.7.2), not the target —
                # affected because the text names what is not among the targets (10.10.4); after
                # 「効果適用後、」 brought about because the part before, on the target, applied
                # (4.1.11: as a part on the player's cards is; on the target alone the steps say it)
                aside = ("10.10.4",) if step.of != "this_unit" or user != t else ()
                aside = (*aside, "4.1.11") if aside and k else aside
                ok = yield from _on_this(
                    ctx,
                    user,
                    i,
                    step.step,
                    src,
                    cause[-1],
                    (*here, *aside),
                    rolled,
                    dice_steps,
                    origin,
                    doer,
                    step.of,
                    card,
                )
            else:
                ok = yield from apply_step(
                    ctx, t, i, step, src, cause[-1], here, rolled, dice_steps, link_ok, origin, doer
                )
            done = done or bool(ok)
    return done


def _discard_in_use(
    ctx: Ctx, t: str, step: DiscardInUseStep, player: str | None, decl: int, via: tuple[str, ...]
) -> Proc:
    """「対象が使用している戦闘スペル / 消耗品を1つ選び、破棄する」 (10.15.3): one such card the
    target ``t`` is using — in an effect zone (5.1.7), its user ``t`` — chosen by the player whose
    effect it is, discarded to its owner's discard pile (12.4.1); it then has no effect (read
    when its use resolves, ``mc.countered``). None there: nothing moves, not applied (4.1.15)."""
    from ruling.choosing import card_choice, choose_one_at_a_time

    is_kind = (
        (lambda x: x.type == "spell") if step.kind == "spell" else (lambda x: x.type == "item")
    )
    worn = step.kind == "worn"
    # 「対象が装備している装備品を1つ選び、破棄する」: one the target wears (12.2.8.9); else one it
    # is using, in an effect zone (5.1.7, 10.15.3)
    pool = (
        equipment(ctx, t)
        if worn
        else [
            x
            for p in ctx.state.players
            for x in ctx.zone(p, "effect")
            if x.states.get("on") == t and is_kind(x)
        ]
    )
    rule = ("12.2.8.9",) if worn else ("10.15.3",)
    what_ja = "装備品" if worn else "戦闘スペル" if step.kind == "spell" else "消耗品"
    what_en = "equipment" if worn else "battle spell" if step.kind == "spell" else "consumable"
    verb_ja, verb_en = ("装備している", "wears") if worn else ("使用している", "is using")
    if not pool:
        yield Mark(
            clauses=(*via, *rule, "4.1.15"),
            ja=f"{label(ctx, t)} が{verb_ja}{what_ja}はない: 破棄するカードがなく、適用されない",
            en=f"{label(ctx, t)} {verb_en} no {what_en}: nothing is discarded (not applied)",
            caused_by=(decl,),
            touches=_touch(ctx, [t]),
        )
        return False
    picks = yield from choose_one_at_a_time(
        player or ctx.state.turn.player,
        pool,
        1,
        card_choice,
        "choose",
        lambda _k: (
            f"{label(ctx, t)} が{verb_ja}{what_ja}を1つ選ぶ",
            f"choose a {what_en} {label(ctx, t)} {verb_en}",
        ),
        rule,
        forced_unasked=True,
    )
    for uid in picks:
        card = ctx.card(uid)
        assert card is not None
        if worn:
            # moved by a card's effect mid-battle: its 「i」 stays spent (13.1.2.6)
            yield from _worn_slot_stays_spent(ctx, uid, decl)
        yield Move(
            uid=uid,
            player=card.owner,
            zone="discard",
            clauses=(*via, *rule, "12.4.1"),
            caused_by=(decl,),
        )
        if worn:
            continue  # a worn equipment discarded gives its wearer nothing more (12.2.8.9)
        cur = tuple(ctx.state.vars.get("mc.countered") or ())
        yield SetVar(
            key="mc.countered",
            value=(*cur, uid),
            clauses=("10.15.3",),
            ja=f"破棄された {card.label} は効果を発揮しない",
            en=f"{card.label}, discarded, has no effect",
        )
    return bool(picks)


def _on_this(
    ctx: Ctx,
    user: str | None,
    i: int,
    step: Any,
    src: str,
    decl: int,
    via: tuple[str, ...],
    rolled: dict[int, int] | None,
    dice_steps: tuple[int, ...],
    origin: str | None,
    doer: str | None,
    of: str = "this_unit",
    card: str | None = None,
) -> Proc:
    """A step on what its own noun names (``cardtext.OnThis``), not the target: ``user``, the
    unit 「このユニット」 names (4.7.2: its own card, or the unit wearing an equipment); for
    ``of`` ``wearer`` (「このアイテムを装備しているユニット」, 「この消耗品を使用したユニット」) that
    unit only when the ability's ``card`` is an item (4.7.2, 10.13.1: the unit that declared its
    use); for ``card`` (「このカード」, 「このアイテム」) the card itself (4.7.2). With nothing of
    that on the battlefield there is nothing to act on and it is not applied (4.1.15)."""
    own = ctx.card(card) if card else None
    who = user
    cl: tuple[str, ...] = ("4.7.2",)
    name = "このユニット"
    if of == "card":
        who, name = card, "このカード"
    elif of == "wearer":
        name = "このカードを装備 / 使用しているユニット"
        who = user if own is not None and own.type in ("item", "spell") else None
        ow = ctx.where(card) if card else None
        if who is not None and (ow is None or area_of_zone(ow[1]) is None):
            cl = ("10.13.1",)  # an item in use, not worn: the unit that declared its use
    uw = ctx.where(who) if who else None
    if who is None or uw is None or area_of_zone(uw[1]) is None:
        yield Mark(
            clauses=(*via, *cl, "4.1.15"),
            ja=f"「{name}」が戦場にいない: その効果は適用されない",
            en=f"「{name}」 is not on the battlefield: that step is not applied",
            caused_by=(decl,),
            touches=_touch(ctx, [who] if who else []),
        )
        return False
    return (
        yield from apply_step(
            ctx, who, i, step, src, decl, (*via, *cl), rolled, dice_steps, (), origin, doer
        )
    )


# the key the reading of a sentence's condition is kept under, for the steps ``under`` it
UNDER_KEY = "under_sentence"


def _guarded(
    ctx: Ctx,
    t: str,
    step: Guarded,
    via: tuple[str, ...],
    cause: tuple[int, ...],
    this: str | None,
    rolled: dict[int, int] | None = None,
    decider: str | None = None,
    decided: dict[Any, bool] | None = None,
    card: str | None = None,
) -> Any:
    """A step under its own condition on target ``t`` (or, for a condition on 「このユニット」,
    on ``this``, the unit the ability's text names, ``guard_card``): the clauses it is done
    under and the step, or None (said) when it is not done there. ``decided``: the replacements
    decided on the targets so far — 「…の場合、代わりに B」 is decided once, as the step A it
    replaces comes (10.8.2, 10.8.3): B follows that decision, not the state A has made (A
    granting what the condition asks does not bring B about as well)."""
    # a step's own 「対象が…の場合、」 (10.12.1, 10.12.2), read on the target as the
    # step comes (4.1.14); 「代わりに」: the step it replaces is done only when it does
    # not hold (10.8.2, 10.8.3, 10.8.3.1)
    if step.cond == CHOSEN:
        # 「…してもよい」: the player whose effect it is decides (10.1.14); declined, the step is
        # not applied (4.1.15)
        from ruling.games._mc.effects import chosen_to

        who = decider or ctx.state.turn.player
        if not (yield from chosen_to(ctx, who, step, cause, via, _touch(ctx, [t]))):
            return None
        return (*via, "10.1.14"), step.step
    if step.cond[0] == "option":
        # 「Aする、またはBする」: the effect chosen at the declaration (10.1.7) is brought about;
        # the other is not applied (4.1.15)
        from ruling.games._mc.effects import option_chosen

        if not option_chosen(ctx, step, cause):
            return None
        return (*via, "10.1.7"), step.step
    if step.cond[0] == "dice":
        # 「出目が…の場合」: the dice result of the roll before it (3.4.5), not the target's
        tc = ctx.card(t)
        met = dice_met(step.cond, rolled)
    else:
        tc = guard_card(ctx, step.cond, this, ctx.card(t), card)
        key = (t, step.cond)
        if tc is not None:
            t = tc.uid
        if step.instead and decided is not None and key in decided:
            # (kept, not taken: a replacement of several steps reads the one decision, each
            # replacement's own 10.8.2 decision is made anew by the step it replaces)
            met = decided[key]
        elif step.under and decided is not None and (UNDER_KEY, key) in decided:
            # 「…の場合、AしBする」: B as the condition was read on this target when A came
            # (10.12.1: the condition before the effect; not read again)
            met = decided[(UNDER_KEY, key)]
        else:
            met = tc is not None and bool((yield from condition_met(ctx, tc, step.cond, this)))
        if step.negate and decided is not None:
            decided[key] = met
        if decided is not None and not (
            step.instead or step.negate or step.otherwise or step.under
        ):
            # 「…の場合、AしBする」: B follows this reading (read once, 10.12.1)
            decided[(UNDER_KEY, key)] = met
    cl = (
        "10.12.1",
        "10.12.2",
        *condition_clauses(step.cond, ctx, tc),
        *(("10.8.2", "10.8.3", "10.8.3.1") if step.negate or step.instead else ()),
    )
    if met == (step.negate or step.otherwise):
        yield Mark(
            clauses=("4.1.10", *cl),
            ja=(
                f"{label(ctx, t)} は条件（{condition_text(step.cond)}）を満たす: "
                "「そうでない場合」の効果は適用されない"
                if step.otherwise
                else f"{label(ctx, t)} は条件（{condition_text(step.cond)}）を満たす: "
                "代わりの効果に置き換えられ、この効果は発生しない"
                if step.negate
                else f"{label(ctx, t)} は条件（{condition_text(step.cond)}）を満たさない: "
                "この効果は適用されない"
            ),
            en=(
                f"{label(ctx, t)} meets the condition: the 「そうでない場合」 effect is not applied"
                if step.otherwise
                else f"{label(ctx, t)} meets the condition: this effect is replaced by the "
                "one written 「代わりに」 and does not happen"
                if step.negate
                else f"{label(ctx, t)} does not meet the condition: this effect is not applied"
            ),
            caused_by=cause,
            touches=_touch(ctx, [t]),
        )
        return None
    return (*via, *cl), step.step


def run_group_steps(
    ctx: Ctx,
    targets: list[str],
    steps: tuple[Any, ...],
    src: str,
    decl: int,
    via: tuple[str, ...],
    origin: str | None = None,
    rolled: dict[int, int] | None = None,
    dice_steps: tuple[int, ...] = (),
    link_ok: list[Any] | tuple[Any, ...] = (),
    doer: str | None = None,
    user: str | None = None,
    card: str | None = None,
) -> Proc:
    """The effect's steps on several units (``doer``: the player whose effect it is, when
    ``src`` is not a card; ``user``: the unit the ability's text names, 4.7.2): the steps between two 「効果適用後、」 (4.1.11) done
    on each unit in turn; the steps after one are brought about (on every unit) when a step
    before it applied to any of them — 「一部でも適用されれば」 — and on none when none did."""
    part: list[tuple[int, Any]] = []
    parts: list[list[tuple[int, Any]]] = []
    decided: dict[Any, bool] = {}  # the replacements decided so far (``_guarded``)
    for i, step in enumerate(steps):
        if isinstance(step, AfterApplied):
            parts.append(part)
            part = []
        else:
            part.append((i, step))
    parts.append(part)
    for k, part in enumerate(parts):
        if k:
            yield Mark(
                clauses=("4.1.11",),
                ja="「効果適用後、」の前の効果が一部でも適用された: その後の効果を発揮する",
                en="the effect before 「効果適用後、」 was applied, at least in part: what follows "
                "it is brought about",
                caused_by=(decl,),
                touches=_touch(ctx, targets),
            )
        done = False
        if part and all(isinstance(step, OnThis) for _i, step in part):
            # 「効果適用後、このユニットを…」 beside the group: once, on the unit the text names
            # (4.7.2) — still on the battlefield (4.1.11: one that left brings about nothing)
            uw = ctx.where(user) if user else None
            if uw is None or area_of_zone(uw[1]) is None:
                yield Mark(
                    clauses=("4.1.11",),
                    ja="効果を使用したユニットが戦場を離れている: 「効果適用後、」の後の効果は発揮されない",
                    en="the unit that used the effect has left the battlefield: what follows "
                    "「効果適用後、」 is not brought about",
                    caused_by=(decl,),
                    touches=_touch(ctx, targets),
                )
                return
            for i, step in part:
                ok = yield from _on_this(
                    ctx,
                    user,
                    i,
                    step.step,
                    src,
                    decl,
                    via,
                    rolled,
                    dice_steps,
                    origin,
                    doer,
                    step.of,
                    card,
                )
                done = done or bool(ok)
            continue
        for t in targets:
            if ctx.where(t) is None or area_of_zone(ctx.where(t)[1]) is None:
                continue  # left the battlefield meanwhile (e.g. died): nothing to act on
            for i, step in part:
                here = via
                if isinstance(step, RollStep):
                    continue  # rolled at the declaration (10.1.8)
                if isinstance(step, Guarded):
                    # a step's own 「対象が…の場合、」 / 「…の場合、さらに…」, on each unit as the
                    # step comes (10.12.1, 10.12.2)
                    guarded = yield from _guarded(
                        ctx, t, step, via, (decl,), user, rolled, doer, decided, card
                    )
                    if guarded is None:
                        continue
                    here, step = guarded
                ok = yield from apply_step(
                    ctx, t, i, step, src, decl, here, rolled, dice_steps, link_ok, origin, doer
                )
                done = done or bool(ok)
        if k + 1 < len(parts) and not done:
            yield Mark(
                clauses=("4.1.11", "4.1.15"),
                ja="「効果適用後、」の前の効果がどのユニットにも適用されなかった: その後の効果は発揮されない",
                en="the effect before 「効果適用後、」 was applied to no unit: what follows it is "
                "not brought about",
                caused_by=(decl,),
                touches=_touch(ctx, targets),
            )
            return


def _read_amount(
    ctx: Ctx, c: Any, player: str, prog: Program, read: tuple[Any, ...], decl: int
) -> Any:
    """The value a 【…】 damage reads (``cardtext._read_label``) and the step saying so:
    ``("this", stat)`` the attack / defence of the unit 「このユニット」 names (4.7.2), equipment
    and effects included (2.1.15.1, 2.1.16.1, 2.1.17.1, 2.1.18.1); ``("count", owner, kind, values)`` the units of the
    own / enemy party on the user's terrain (4.4.1) having any of the values, each counted once
    (10.17.1). For a × ability both are read as they are before its unit is discarded as the
    cost (10.11.4: the unit discarded is counted too)."""
    from ruling.games._mc.common import attack, defense, units, value_clauses

    selfdestruct = ("10.11.4", "14.3.3") if prog.mark == "×" else ()
    uid = this_unit(c)
    u = ctx.card(uid) if uid else None
    w = ctx.where(uid) if uid else None
    if read[0] == "this":
        stat = str(read[1])
        if u is None:
            n, what_ja, what_en = 0, "このユニットがない", "no such unit"
        else:
            n = attack(ctx, u) if stat == "attack" else defense(ctx, u)
            what_ja = f"{u.label} の{'攻撃力' if stat == 'attack' else '防御力'}"
            what_en = f"{u.label}'s {stat}"
        # what changes the value beyond the printed one: the equipment worn, whose 追加攻撃力 /
        # 追加防御力 counts in battle or not (2.1.16.2, 2.1.18.2), and the effects in force
        cl: tuple[str, ...] = (
            "4.7.2",
            *(("2.1.15.1", "2.1.16.1") if stat == "attack" else ("2.1.17.1", "2.1.18.1")),
            *(value_clauses(ctx, u, stat) if u is not None else ()),
            *selfdestruct,
        )
        # 4.1.14: a value changed since the use was declared is read as it is when the effect
        # takes effect — the steps that changed it are what the amount rests on
        changed = _effects_since(ctx, uid, decl, {stat}) if uid else ()
        if changed:
            cl = (*cl, "4.1.14")
    else:
        _k, owner, kind, values = read
        area = area_of_zone(w[1]) if w else None
        side = player if owner == "own" else ctx.state.opponent(player)
        party = units(ctx, side, area) if area else []
        counted = [x for x in party if characteristics(x, str(kind), ctx) & set(values)]
        n = len(counted)
        what_ja = f"{side} のパーティで{'or'.join(values)}を持つユニット数"
        what_en = f"the units of {side}'s party having {' or '.join(values)}"
        cl = ("4.4.1", "10.17.1", *selfdestruct)
        # 4.1.14: a race / attribute changed since the use was declared (on a unit of the
        # party) is read as it is when the effect takes effect — the steps that changed it are
        # what the count rests on
        field = {"species": "race", "advance_type": "advance"}.get(str(kind), str(kind))
        changed = tuple(
            dict.fromkeys(s for x in party for s in _effects_since(ctx, x.uid, decl, {field}))
        )
        if changed:
            cl = (*cl, "4.1.14")
    m = yield Mark(
        clauses=cl,
        ja=f"『{prog.name}』のダメージ量: {what_ja} = {n}"
        + ("（コストとして破棄される前の戦場での値）" if selfdestruct else "")
        + ("（使用宣言後に変化した値: 効果発揮時の値）" if changed else ""),
        en=f"'{prog.name}' damage: {what_en} = {n}"
        + (" (as it was on the battlefield, before the cost discards it)" if selfdestruct else "")
        + (
            " (as changed since the declaration: read as the effect takes effect)"
            if changed
            else ""
        ),
        caused_by=(decl, *changed),
        touches=tuple(x for x in (uid,) if x),
    )
    return n, m


# the effects special abilities used outside a battle brought about, lasting to their phase's
# end: read at a battle end timing (8.3.8.4 「すべての…「◎(宣言型)特殊能力」…の効果」 against
# 10.14.6 / 4.6.9; ``battle._used_effects_at_battle_end``)
USED_EFFECTS = "mc.used_effects"


# a 「チャージ:x」 / 「ディフェンダー:x」 lost mid-battle: the 「攻撃力:x」 it gave is lost at once
SIDE_BONUS_LOST = {"charge": ("13.1.5.4",), "defender": ("13.1.6.4",)}
# chapter 13's standing abilities (13.1: the costs 「アイテム:x」 / 「スペル:x」 and the abilities of
# 4.1.3), each lost by 「対象はすべての常備能力を失う」 (``LoseStandingStep`` kind "all") — the one
# effect's parts: the slots last, so that the equipment discarded for its 「i」 lost (13.1.2.8, a
# rule process) leaves after every ability it gave was lost with the unit's own
ALL_STANDING = ("initiative", "charge", "defender", "resistance", "weakness", "spell", "item")


def use(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A special ability used (10.1). The effects a [メイン] ability brought about outside a
    battle in the main phase (7.3.3 c; not an answer in its counter chain) are recorded: how
    long they last is read at the main phase's end (7.3.6 / 10.14.6 against 7.6.3); and every
    used ability's effect brought about outside a battle, read at a battle's end (8.3.8.4)."""
    st = ctx.state
    routed = _own_play_use(ctx, p)
    if routed is not None:
        # a ◇ ability summoning / placing its own card is used by the summon / placement
        # procedure (14.6.3.2, 14.6.3.3): that action, with the ability named
        yield Do(
            routed[0], routed[1], clauses=("14.6.3.2" if routed[0] == "summon" else "14.6.3.3",)
        )
        return None
    outside = not st.vars.get("mc.battle")
    main = st.turn.phase == "main" and outside and not p.get("_respond")
    before = {e.id for e in st.effects}
    result = yield from _use(ctx, p)
    if not p.get("_respond"):
        # the counter chain this use began has resolved (10.2)
        yield from end_chain_effects(ctx)
    made = [e.id for e in st.effects if e.id not in before and e.until == "phase"]
    if main and made:
        yield SetVar(key="mc.main_effects", value=[*(st.vars.get("mc.main_effects") or []), *made])
    if outside and made:
        yield SetVar(key=USED_EFFECTS, value=[*(st.vars.get(USED_EFFECTS) or []), *made])
    return result


def _own_play_use(ctx: Ctx, p: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """``use`` of a card of the hand whose ability named (or only ◇ ability) summons / places
    the card itself: the summon / placement action it stands for, else None."""
    from ruling.abilities import abilities_of
    from ruling.games._mc.own_play import OwnPlay

    player = str(p.get("player") or ctx.state.turn.player)
    uid = find_card(ctx, p.get("card"), player)
    c = ctx.card(uid) if uid else None
    if c is None or ctx.where(uid) != (player, "hand") or c.type not in ("unit", "terrain", None):
        return None
    abs_ = [a for a in abilities_of("mc", c) if a.kind != "keyword" or a.supported]
    n = p.get("ability")
    if n is not None:
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(abs_):
            return None
        picked = [abs_[n - 1]]
    else:
        picked = [a for a in abs_ if a.supported and isinstance(a.program, OwnPlay)]
    if len(picked) != 1 or not picked[0].supported or not isinstance(picked[0].program, OwnPlay):
        return None
    own = picked[0].program
    verb = "place_terrain" if own.act == "placement" else "summon"
    out: dict[str, Any] = {"player": player, "card": p.get("card"), "ability": own.name or True}
    for k in ("area", "cost_cards"):
        if p.get(k) is not None:
            out[k] = p[k]
    return verb, out


def _ability_dice(
    ctx: Ctx,
    player: str,
    name: str,
    count: int,
    given: list[int],
    when: tuple[str, ...] = ("10.1.8",),
) -> Proc:
    """The ``count`` dice of an ability's nD, rolled one by one when it is used (10.1.8, 3.4.6;
    ``when``); each takes the next of the scenario's ``given`` results (consumed), if any."""
    gear_on_effect_dice(ctx, player)
    vals = []
    for j in range(count):
        v = yield from roll_die(
            ctx,
            player,
            f"{f'『{name}』' if name else '効果'}の{count}Dの{j + 1}個目",
            f"{f'{name!r}' if name else 'the effect'} die {j + 1} of {count}D",
            (*when, "3.4.6"),
            given.pop(0) if given else None,
        )
        vals.append(v)
    return vals


_ICONS = "火水土風聖魔*"


def _secret_art(ctx: Ctx, c: Any, user: str) -> str | None:
    """The 【秘伝】「kind:X」 of the consumable / battle spell ``c`` its user does not meet now
    (15.4.5.2: 「使用ユニットの中にカード情報が○○であるユニットが0体以下の場合、このカードは
    使用できない」), or None; a kind not judged (other than race and attribute) is named too."""
    from ruling.games._mc.basic import EXCLUSIVE_KIND, exclusive_unmet
    from ruling.games._mc.cardtext import standing

    u = ctx.card(user)
    if u is None:
        return None
    for k in standing(c, "secret_art"):
        if EXCLUSIVE_KIND.get(k.text.partition(":")[0].strip()) is None:
            return k.text
    return exclusive_unmet(ctx, c, u, "secret_art")


def spell_slots_held(ctx: Ctx, u: Any) -> str:
    """The spell-slot icons ``u`` holds (13.1.3.1): its own (given or printed), those printed on
    the equipment it wears (追加常備能力, 2.1.21.1, 2.1.21.2) and those a ○ ability in force gives
    it (13.1.3.2); none while a 「対象はすべての常備能力を失う」 is in force (10.15.2.1: 「スペル:x」
    is a standing ability, 13.1)."""
    from ruling.games._mc.cardtext import spell_slots, standing
    from ruling.games._mc.common import continuous_grants, equipment
    from ruling.games._mc.keywords import lost

    if lost(ctx, u, "spell", "x") is not None:
        return ""
    worn = "".join(k.text for e in equipment(ctx, u.uid) for k in standing(e, "spell"))
    given = "".join(x for x, _n, _cl in continuous_grants(ctx, u, "spell"))
    return spell_slots(u) + worn + given


def _spell_payment(ctx: Ctx, u: Any, c: Any) -> list[str] | None:
    """The spell slots of ``u`` that pay the battle spell ``c``'s cost icons (13.1.3.1): each
    icon by an unspent slot of that attribute, else by a 「*」 (which counts as any one
    attribute when spent); None when they cannot."""
    from ruling.games._mc.cardtext import spell_cost

    free = list(spell_slots_held(ctx, u))
    for x in u.states.get("spells_spent") or []:
        if x in free:
            free.remove(x)
    paid: list[str] = []
    for icon in spell_cost(c):
        if icon in free and icon != "*":
            free.remove(icon)
            paid.append(icon)
        elif "*" in free:
            free.remove("*")
            paid.append("*")
        else:
            return None
    return paid


# a unit's state: how many of its spent 「i」 a consumable spent outside a battle (13.1.2.5 names
# only a battle's moments for their return; the point item_slot_spent_outside_battle)
SPENT_OFF_BATTLE = "items_spent_off_battle"


def _consumable_user(ctx: Ctx, player: str, c: Any, ref: Any) -> Proc:
    """The own unit on the battlefield that uses the consumable ``c`` (``unit:``): it needs
    「アイテム:x」 (13.1.2.2) and an unspent 「i」 — not one an equipment keeps spent (13.1.2.6)
    nor one a consumable spent (13.1.2.5 brings those back). Returns its uid, or None (refused)."""
    from ruling.games._mc.basic import _slots

    uid = find_card(ctx, ref, player) if ref else None
    u = ctx.card(uid) if uid else None
    w = ctx.where(uid) if uid else None
    if u is None or w is None or w[0] != player or area_of_zone(w[1]) is None or not is_unit(u):
        yield Reject(
            "消耗品を使用するユニット（unit:）は戦場の自軍ユニットです",
            "the unit using a consumable (unit:) is an own unit on the battlefield",
            ("10.1.9", "13.1.2.2"),
        )
        return None
    if dict(ctx.state.vars.get("mc.declared_costs") or {}).get(u.uid) == "move":
        # 10.11.7: a unit declared as a cost that moves it spends none of its 「アイテム:x」 /
        # 「スペル:x」 until it is moved (10.1.13)
        yield Reject(
            f"{u.label} はゾーン移動させるコストとして宣言されているため、"
            + ("スペル枠" if c.type == "spell" else "アイテム枠")
            + "を消費できません",
            f"{u.label} is declared as a cost that moves it: it spends no "
            + ("spell" if c.type == "spell" else "item")
            + " slot",
            (
                "10.11.7",
                "10.1.6",
                "13.1.3.1" if c.type == "spell" else "13.1.2.2",
                # a unit that declared a × makes no 「アイテム:x」 / 「スペル:x」 a cost (14.3.5)
                *(("14.3.5",) if u.uid in (ctx.state.vars.get(X_DECLARED) or []) else ()),
            ),
        )
        return None
    if c.type == "spell":
        return (yield from _spell_user(ctx, u, c))
    slots = _slots(ctx, u)
    worn = sum(int(e.extra.get("equip_cost") or 1) for e in equipment(ctx, u.uid))
    spent = worn + int(u.states.get("items_spent") or 0)
    off = int(u.states.get(SPENT_OFF_BATTLE) or 0)
    if slots and spent >= slots and off and not ctx.state.vars.get("mc.battle"):
        # slots spent by consumables used outside a battle, and none left: 13.1.2.5 brings them
        # back only at two moments of a battle (the point item_slot_spent_outside_battle, both
        # run; the engine's: as printed, they stay spent)
        free = yield from unsettled.holds(player, "mc", "item_slot_spent_outside_battle", "free")
        if free:
            spent -= off
    if not slots or spent >= slots:
        # a slot declared as the cost of a use not resolved yet (its consumable still in the
        # effect zone, 10.1.9): declared as one cost, it cannot be declared for another (10.11.5)
        pending = bool(slots) and any(
            e.states.get("on") == u.uid and e.type == "item"
            for pl in ctx.state.players
            for e in ctx.zone(pl, "effect")
        )
        yield Reject(
            f"{u.label} は"
            + ("「アイテム:x」を持たない" if not slots else "未消費のアイテム枠「i」がない")
            + ": 消耗品を使用できません",
            f"{u.label} has "
            + ("no 「アイテム:x」" if not slots else "no unspent item slot")
            + ": it cannot use a consumable",
            # 「アイテム:x」 is a cost notation (13.1.2.1), checked as the use is declared: not
            # proper, no further step (10.1.4)
            ("13.1.2.2", "10.1.4")
            if not slots
            else (
                "10.1.4",
                "13.1.2.1",
                "13.1.2.2",  # a unit uses item cards through its 「アイテム:x」
                "13.1.2.6",
                # a slot spent by a use is spent until the end of the formation timing or of the
                # battle end timing (13.1.2.5): read to conclude it is not back yet
                *(("13.1.2.5",) if int(u.states.get("items_spent") or 0) else ()),
                *(("10.11.5",) if pending else ()),
            ),
        )
        return None
    last = ctx.step_of(u.uid)  # what left it as it is (a slot come back, 13.1.2.5, …)
    ok = yield Mark(
        clauses=("13.1.2.1", "13.1.2.2"),
        ja=f"{u.label} には未消費のアイテム枠「i」がある（{slots - spent}/{slots}）",
        en=f"{u.label} has an unspent item slot ({slots - spent}/{slots})",
        caused_by=tuple(x for x in (last,) if x is not None),
        touches=(u.uid,),
    )
    return u.uid, ok


def _spell_user(ctx: Ctx, u: Any, c: Any) -> Proc:
    """A battle spell card's user: a unit with 「スペル:x」 (``spell_slots``; none: it cannot use
    one, 13.1.3.1) whose unspent slots pay the card's cost icons (``spell_cost``: a cost not
    given is an assumption, said)."""
    from ruling.games._mc.cardtext import spell_cost

    slots = spell_slots_held(ctx, u)
    cost = spell_cost(c)
    if not slots or any(x not in _ICONS for x in slots):
        yield Reject(
            f"{u.label} は「スペル:x」を持たない: 戦闘スペルカードを使用できません",
            f"{u.label} has no 「スペル:x」: it cannot use a battle spell card",
            # checked with the timing, target and cost as the use is declared (10.1.4)
            ("13.1.3.1", "10.1.4"),
        )
        return None
    if not cost:
        yield Warn(
            "assumption",
            f"{c.label} のコスト（スペル枠のアイコン）がシナリオにない: {u.label} が支払えるものとする",
            f"{c.label}'s cost (spell slot icons) is not given: taken as one {u.label} can pay",
            ("13.1.3.1",),
        )
    elif _spell_payment(ctx, u, c) is None:
        yield Reject(
            f"{u.label} の未消費のスペル枠では {c.label} のコスト（{cost}）を支払えません",
            f"{u.label}'s unspent spell slots do not pay {c.label}'s cost ({cost})",
            # the cost is checked as the use is declared: not proper, no further step (10.1.4);
            # a cost that cannot be carried out lets no declaration be made (10.11.1)
            ("13.1.3.1", "13.1.3.3", "10.1.4", "10.11.1"),
        )
        return None
    last = ctx.step_of(u.uid)
    ok = yield Mark(
        clauses=("13.1.3.1",),
        ja=f"{u.label} の未消費のスペル枠が {c.label} のコストを支払える",
        en=f"{u.label}'s unspent spell slots pay {c.label}'s cost",
        caused_by=tuple(x for x in (last,) if x is not None),
        touches=(u.uid,),
    )
    return u.uid, ok


def _dice_count(
    ctx: Ctx, player: str, count_of: tuple[str, ...], src: str | None = None
) -> int | None:
    """The n of 【nD】 a text defines (``DamageStep.count_of``): ("units", "own" / "enemy") the
    units of the user's side / the other side on the battlefield now; ("party_units", …) those
    on the terrain of ``src`` (the ability's unit, or the user of a card of the hand: a party
    is one player's units on one terrain, 4.4.1) — None when ``src`` is on no terrain."""
    from ruling.games._mc.common import AREAS, area_of_zone, units

    side = player if count_of[1] == "own" else next(p for p in ctx.state.players if p != player)
    if count_of[0] != "party_units":
        return sum(len(units(ctx, side, a)) for a in AREAS)
    w = ctx.where(src) if src else None
    area = area_of_zone(w[1]) if w else None
    return len(units(ctx, side, area)) if area in AREAS else None


def roll_steps(
    ctx: Ctx,
    player: str,
    prog: Program,
    given: list[int],
    when: tuple[str, ...],
    cause: int,
    src: str | None = None,
) -> Proc:
    """The dice of the effect's nD steps, all rolled at once — when the ability is used
    (10.1.8, 3.4.6) or, for a ● ability, when it resolves (14.7.3.10): ``when``. Returns the
    results by step and the steps that say them."""
    rolled: dict[int, int] = {}
    dice_steps: list[int] = []
    # 3.4.6: a used ability's dice are rolled at its declaration — what its answers do later
    # does not roll them again
    # (a chain's at its own declaration, 15.2.5.1)
    at_decl = ("3.4.6",) if "10.1.8" in when or "15.2.5.1" in when else ()
    for i, step in enumerate(prog.steps):
        if isinstance(step, DamageStep) and step.dice:
            count, mod = step.dice
            if step.count_of is not None:
                # 「【nD】…nは自軍ユニットの数」: n counted as the dice are rolled — at the
                # declaration, never again after (3.4.6 and its example)
                counted = _dice_count(ctx, player, step.count_of, src)
                if counted is None:
                    # 「自軍パーティの…」 with the ability's unit on no terrain: no party to count
                    # (4.4.1) — not run
                    yield Reject(
                        "nを数えるパーティがない（能力のユニットがどの地形にもいない）: 実行できない",
                        "no party to count n in (the ability's unit is on no terrain): not run",
                        ("4.4.1",),
                        caused_by=(cause,),
                        unsupported=True,
                    )
                    counted = 0
                count = counted
                yield Mark(
                    clauses=(*when, *at_decl, "3.4.2"),
                    ja=f"n = {count}（{'自軍' if step.count_of[1] == 'own' else '敵軍'}ユニットの数）",
                    en=f"n = {count} (the number of {step.count_of[1]} units)",
                    caused_by=(cause,),
                )
            vals = yield from _ability_dice(ctx, player, prog.name, count, given, when)
            # 「nDして高い目1つ(低い目1つ)」: the highest (lowest) die (3.4.4), else the sum (3.4.2)
            pick = step.pick
            rolled[i] = (max(vals) if pick == "high" else min(vals) if pick else sum(vals)) + mod
            dm = yield Mark(
                clauses=(*when, *at_decl, "3.4.4" if pick else "3.4.2", "3.4.5")
                + (("3.4.3",) if mod else ()),
                ja=f"ダイス {vals}{f' {mod:+d}' if mod else ''} → ダメージ {rolled[i]}",
                en=f"dice {vals}{f' {mod:+d}' if mod else ''} -> damage {rolled[i]}",
                caused_by=(cause,),
            )
            dice_steps.append(dm)
        if isinstance(step, StatStep) and step.dice:
            count, sign, pick = step.dice
            vals = yield from _ability_dice(ctx, player, prog.name, count, given, when)
            res = max(vals) if pick == "high" else min(vals) if pick == "low" else sum(vals)
            rolled[i] = -res if sign == "-" else res
            dm = yield Mark(
                clauses=(*when, *at_decl, "3.4.4" if pick else "3.4.2", "3.4.5"),
                ja=f"ダイス {vals} → ダイス結果 {res}",
                en=f"dice {vals} -> dice result {res}",
                caused_by=(cause,),
            )
            dice_steps.append(dm)
        if isinstance(step, InitiativeResultStep) and step.dice:
            # 「イニシアチブ結果を「±nD」する」: the dice result of nD (3.4.2), its sign kept;
            # 「±nDして高い目1つ / 低い目1つ」: the highest / lowest die (3.4.4)
            count, sign = step.dice
            vals = yield from _ability_dice(ctx, player, prog.name, count, given, when)
            pick = step.pick
            res = max(vals) if pick == "high" else min(vals) if pick == "low" else sum(vals)
            rolled[i] = -res if sign == "-" else res
            dm = yield Mark(
                clauses=(*when, *at_decl, "3.4.4" if pick else "3.4.2", "3.4.5"),
                ja=f"ダイス {vals} → ダイス結果 {res}",
                en=f"dice {vals} -> dice result {res}",
                caused_by=(cause,),
            )
            dice_steps.append(dm)
        if isinstance(step, RollStep):
            # 「ダイスをn個振る」: a dice result its conditions ask for (10.1.8, 3.4.5)
            vals = yield from _ability_dice(ctx, player, prog.name, step.count, given, when)
            rolled[i] = sum(vals)
            dm = yield Mark(
                clauses=(*when, *at_decl, "3.4.2", "3.4.5"),
                ja=f"ダイス {vals} → ダイス結果 {rolled[i]}",
                en=f"dice {vals} -> dice result {rolled[i]}",
                caused_by=(cause,),
            )
            dice_steps.append(dm)
    return rolled, dice_steps


def dice_met(cond: tuple[str, tuple[Any, ...]], rolled: dict[int, int] | None) -> bool:
    """「出目が…の場合」 (``("dice", (op, numbers, k))``): the dice result of the roll at step ``k``
    (3.4.5) meets it; 「1か2」 / 「1~3」 (``in``) any of the numbers (4.7.5); 「偶数 / 奇数」
    (``even`` / ``odd``) its parity."""
    op, nums, k = cond[1]
    got = (rolled or {}).get(int(k))
    if got is None:
        return False
    if op == "in":
        return got in nums
    if op in ("even", "odd"):
        # 「出目が偶数 / 奇数の場合」: the dice result's parity
        return got % 2 == (0 if op == "even" else 1)
    n = int(nums[0])
    return got >= n if op == ">=" else got <= n if op == "<=" else got == n


def _timing_also_refused(ctx: Ctx, c: Any, p: dict[str, Any], player: str) -> tuple[str, ...]:
    """10.1.4 checks the timing with the other conditions of a proper declaration: for a use
    refused for another reason (the card's place, 8.2.2), the clauses of its ability's timing
    notation when that refuses it as well (a [メイン] ability in a battle, 10.9.9.1), else ()."""
    abs_ = [a for a in abilities_of("mc", c) if a.kind != "keyword"]
    n = p.get("ability")
    if n is None:
        acts = [a for a in abs_ if a.supported and getattr(a.program, "kind", "") == "activated"]
        ab = acts[0] if acts else None
    else:
        ab = abs_[int(n) - 1] if 1 <= int(n) <= len(abs_) else None
    prog = getattr(ab, "program", None) if ab is not None and ab.supported else None
    if not isinstance(prog, Program) or getattr(prog, "kind", "") != "activated":
        return ()
    ok, tcl = _timing_ok(ctx, prog, player, bool(p.get("_respond")))
    return () if ok else ("10.9.2", *tcl)


def _battle_scope(ctx: Ctx, player: str, prog: Program, c: Any, decl: int) -> Proc:
    """10.9.1: an ability with a battle timing notation takes effect in a battle only on the
    players, the battle's terrain, its units and the cards they use or wear. Its steps acting
    on cards chosen from a zone outside the battle (「自軍捨て山のユニットカードを1枚選び、自軍
    手札に加える」: a discard-pile or hand card) are done by the player, and the text names
    them (10.10.4; 8.2.5's 「特に記載が無ければ」) — whether they apply is not settled
    (battle_ability_card_outside_battle, both readings run). Returns the program to resolve:
    under the narrow reading, without the choice and the step acting on the chosen cards."""
    from ruling.games._mc.cardtext import _BATTLE_TIMINGS

    if not ctx.state.vars.get("mc.battle") or not set(prog.timings) & _BATTLE_TIMINGS:
        return prog
    picks = [i for i, x in enumerate(prog.steps) if isinstance(x, ChooseStep)]
    if not picks:
        return prog
    applied = yield unsettled.choose(
        player,
        "mc",
        "battle_ability_card_outside_battle",
        {"player_act": True, "battle_scope": False},
    )
    if applied:
        return prog
    dropped = {*picks, *(i + 1 for i in picks)}
    yield Mark(
        clauses=("10.9.1",),
        ja=f"{c.label}『{prog.name}』は戦闘中のタイミング表記の能力: 戦闘の外のゾーンのカードを"
        "選んで動かす部分は効果を発揮しない",
        en=f"{c.label}'s '{prog.name}' has a battle timing notation: the part choosing and "
        "moving cards of a zone outside the battle takes no effect",
        caused_by=(decl,),
    )
    return replace(prog, steps=tuple(x for i, x in enumerate(prog.steps) if i not in dropped))


def _use(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = str(p.get("player") or st.turn.player)
    uid = find_card(ctx, p.get("card"), player)
    c = ctx.card(uid) if uid else None
    w = ctx.where(uid) if uid else None
    # a consumable item card of the hand, used by an own unit (14.6.1, 14.6.3.1, 13.1.2.2)
    from_hand = c is not None and w == (player, "hand") and c.type in ("item", "spell")
    user: str | None = None
    user_ok: int | None = None
    if from_hand:
        assert c is not None
        from ruling.games._mc.cardtext import classification

        if c.type == "item" and classification(c) == "装備品":
            # 「分類:装備品」 (2.1.24): an equipment is equipped by a summon (2.1.2.1.2, 12.2.7.1);
            # the ◇ abilities used from the hand are a consumable's, not an equipment's (14.6.1)
            yield Reject(
                f"{c.label} は分類が装備品のアイテムカード: 手札から使用できません（装備は召喚で行う）",
                f"{c.label} is an item card of the classification equipment: it is not used "
                "from the hand (it is equipped by a summon)",
                ("2.1.24.2", "2.1.2.1.2", "14.6.1", "12.2.7.1"),
            )
            return
        got = yield from _consumable_user(ctx, player, c, p.get("unit"))
        if got is None:
            return
        user, user_ok = got
        w = ctx.where(user)
        assert w is not None
        bad = _secret_art(ctx, c, user)
        if bad is not None:
            yield Reject(
                f"{c.label} は【秘伝】「{bad}」: 使用するユニットにその情報がないため使用できません",
                f"{c.label} has 【秘伝】「{bad}」: the unit using it lacks it, so it cannot be used",
                # 15.4.5.3: a 【秘伝】 card is used by the normal procedure — the use it cannot
                # have stops at the declaration's check (10.1.4: 「これ以降の手順を実行できません」),
                # as the place (8.2.2) and lost abilities (10.15.2.1) do below
                ("10.1.4", "15.4.5.1", "15.4.5.2", "15.4.5.3"),
            )
            return
    elif c is None or w is None or area_of_zone(w[1]) is None or c.owner != player:
        yield Reject(
            "自分が所有者である戦場のカードではないため使用できません",
            "not a card of this player's on the battlefield: it cannot be used",
            ("10.1.2",),
        )
        return
    if st.vars.get("mc.battle") and area_of_zone(w[1]) != st.vars.get("mc.battle_area"):
        # the ability's timing, checked at the same 10.1.4, refuses it too: both are said
        also = _timing_also_refused(ctx, c, p, player)
        yield Reject(
            "戦闘中に使用できるのは戦闘が発生した地形のカードの能力だけです"
            + ("（タイミング表記もこの時点の使用を許さない）" if also else ""),
            "in a battle only the abilities of cards on the battle's terrain may be used"
            + (" (and its timing notation does not allow a use now)" if also else ""),
            # where the card is, a condition of a proper declaration checked at 10.1.4
            ("10.1.4", "8.2.2", *also),
        )
        return
    if abilities_lost(ctx, this_unit(c) or c.uid) is not None:
        yield Reject(
            "このカードはすべての特殊能力を失っている（存在しないものとして扱う）: 使用できません",
            "this card has lost every special ability (treated as not there): it cannot be used",
            ("10.1.4", "10.15.2.1"),
        )
        return
    from ruling.games._mc.cardtext import face_down

    if face_down(c):
        yield Reject(
            f"{c.label} は代理地形（カード内容は非公開の地形）: 使用できる能力はありません",
            f"{c.label} is a proxy terrain (its content hidden): it has no ability to use",
            ("10.1.2", "5.1.2.20.1", "5.1.2.20.5"),
        )
        return
    abs_ = [a for a in abilities_of("mc", c) if a.kind != "keyword"]
    acts = [a for a in abs_ if not (a.supported and getattr(a.program, "kind", "") != "activated")]
    n = p.get("ability")
    if n is None:
        # no number: the card's first ability that is used (a ○ / ● one is not, 14.5, 14.7)
        if not acts:
            yield Reject("その能力はありません", "no such ability", ("10.1.4",))
            return
        ab = acts[0]
    else:
        # ``ability: n``: the card's n-th ability as printed
        if not 1 <= int(n) <= len(abs_):
            yield Reject("その能力はありません", "no such ability", ("10.1.4",))
            return
        ab = abs_[int(n) - 1]
        kind = getattr(ab.program, "kind", "") if ab.supported else "activated"
        if kind != "activated":
            yield Reject(
                f"{c.label} の{n}番目の能力は使用する能力ではありません（{ab.text[:20]}…）",
                f"{c.label}'s ability {n} is not one that is used ({ab.text[:20]}…)",
                ("10.1.4", *(("14.7.1",) if kind == "auto" else ("14.5.1",))),
            )
            return
    if not ab.supported:
        yield Reject(
            f"未対応の能力（{c.label}）: {ab.text} — 実行できないため、このルーリングでは使用しない",
            f"unsupported ability ({c.label}): {ab.text} — it cannot be run, so it is not used",
            ("10.1.4",),
            unsupported=True,
        )
        return
    prog: Program = ab.program
    if (prog.mark == "◇") != from_hand:
        # 14.6.1: a ◇ ability is declared only while its card is in the hand (a consumable,
        # 14.6.3.1); a card of the hand has no other ability to use
        yield Reject(
            f"『{prog.name}』は{'手札にあるときにしか' if prog.mark == '◇' else '戦場でしか'}使用できません",
            f"'{prog.name}' is used only {'from the hand' if prog.mark == '◇' else 'on the battlefield'}",
            ("10.1.2", "14.6.1"),
        )
        return
    # 〈コスト:このカードを破棄〉: the card leaves at 10.1.13 (10.11.7); what must still be on the
    # battlefield at 10.1.14 is the unit that used it (14.4.1) — the one 「このユニット」 names
    # (4.7.2: an equipment's wearer), read now, before the cost moves the card
    keeper = this_unit(c) if prog.discard_self and not from_hand else None
    responding = bool(p.get("_respond"))
    ok, tcl = _timing_ok(ctx, prog, player, responding)
    if responding and p.get("_step", "10.1.10") != "10.1.10":
        # an answer in the declarer's own play step (10.1.11), not its opponent's
        tcl = tuple(p["_step"] if x == "10.1.10" else x for x in tcl)
    if not ok:
        yield Reject(
            f"『{prog.name}』[{'/'.join(TIMING_JA.get(t, t) for t in prog.timings)}] はこの時点で使用できません",
            f"'{prog.name}' [{'/'.join(prog.timings)}] cannot be used at this point",
            ("10.1.4", "10.9.2", *tcl),
        )
        return
    # 「この特殊能力は1ターンにN回まで使用できる」: the text over 14.4.1's 「何度でも」 (1.3.1) —
    # the uses of this turn counted (``turn_key``), the N+1-th not declared
    turn_key = f"mc.used_turn.{c.uid}.{prog.name}"
    held_uses = st.vars.get(turn_key)
    uses_now = int(held_uses[1]) if held_uses and held_uses[0] == st.turn.number else 0
    if prog.per_turn is not None and uses_now >= prog.per_turn:
        yield Reject(
            f"『{prog.name}』はこのターンすでに{uses_now}回使用している"
            f"（テキスト「1ターンに{prog.per_turn}回まで」が総合ルールに優先する）ため使用できません",
            f"'{prog.name}' was used {uses_now} time(s) this turn (its text's limit of "
            f"{prog.per_turn} a turn over the rules): it cannot be used",
            ("10.1.4", "14.4.1", "1.3.1"),
            caused_by=tuple(x for x in (ctx.step_of(f"var:{turn_key}"),) if x is not None),
        )
        return
    # 「この効果は1回の戦闘にN回しか使用できない」: the same with the battle going on as the span
    # (8.1.1; ``battle_key`` holds the battle's number, ``mc.battle_serial``) — outside a battle the
    # text limits nothing
    battle_key = f"mc.used_battle.{c.uid}.{prog.name}"
    battle_no = int(st.vars.get("mc.battle_serial") or 0)
    held_battle = st.vars.get(battle_key)
    in_battle_uses = (
        int(held_battle[1])
        if held_battle and held_battle[0] == battle_no and st.vars.get("mc.battle")
        else 0
    )
    if (
        prog.per_battle is not None
        and st.vars.get("mc.battle")
        and in_battle_uses >= prog.per_battle
    ):
        yield Reject(
            f"『{prog.name}』はこの戦闘ですでに{in_battle_uses}回使用している"
            f"（テキスト「1回の戦闘に{prog.per_battle}回しか使用できない」が総合ルールに優先する）ため使用できません",
            f"'{prog.name}' was used {in_battle_uses} time(s) in this battle (its text's limit of "
            f"{prog.per_battle} a battle over the rules): it cannot be used",
            ("10.1.4", "14.4.1", "1.3.1", "8.1.1"),
            caused_by=tuple(x for x in (ctx.step_of(f"var:{battle_key}"),) if x is not None),
        )
        return
    if responding and from_hand and p.get("_step", "10.1.10") == "10.1.10":
        # a [対抗] card used from the hand in the play step 10.1.10 gives the declarer's
        # opponent (「[対抗]の特殊能力のみ」, where 10.1.11's reads 「[対抗]のカードや特殊能力」): the
        # audit's counter_card_in_opponents_play_step, both readings run (the engine's: allowed)
        allowed = yield unsettled.choose(
            player,
            "mc",
            "counter_card_in_opponents_play_step",
            {"allowed": True, "not_allowed": False},
        )
        if not allowed:
            yield Mark(
                clauses=("10.1.10", "10.1.11"),
                ja=f"{c.label} はカード: 10.1.10 の戦闘プレイステップでは[対抗]の特殊能力のみが使用でき、使用されない",
                en=f"{c.label} is a card: 10.1.10's battle play step allows only [counter] special "
                "abilities, so it is not used",
                touches=(c.uid,),
            )
            return
    kinds = tuple(p.get("_kinds") or ())
    if responding and prog.limits and not set(prog.limits) & set(kinds):
        yield Reject(
            f"『{prog.name}』は[対抗:～限定]の能力: この対抗連鎖には限定された宣言がないため使用できません",
            f"'{prog.name}' is a limited [counter]: this counter chain holds no declaration of "
            "the kind it is limited to",
            ("10.1.4", "10.9.6"),
        )
        return
    barred = responding and "no_counter" in (p.get("_against") or ())
    if barred and p.get("_against_answer"):
        # the 対抗不可 declaration is itself an answer: whether a [対抗] may still be declared in
        # the chain, as an answer to an earlier declaration, the text does not settle
        # (answer_after_no_counter_answer, both run; the engine's: refused)
        barred = not (
            yield from unsettled.holds(player, "mc", "answer_after_no_counter_answer", "chain")
        )
    if barred:
        yield Reject(
            "対抗不可の効果の宣言に対しては[対抗]を宣言できません",
            "no [counter] may be declared against a declaration marked 対抗不可",
            ("15.3.1",),
        )
        return
    declared = dict(st.vars.get("mc.declared_costs") or {})
    refusal = _own_cost_ok(ctx, c, prog, declared)
    if refusal is None:
        refusal = yield from _never_acted_refusal(ctx, c, prog, player)
    if refusal is not None:
        yield refusal
        return
    if prog.activation is not None:
        # 10.1.4: 〈発動条件:…〉 is checked with the timing, the target and the cost
        held = yield from _activation_met(ctx, c, player, prog)
        if not held:
            return
    # a consumable's 「このユニット」 and party are its user's (10.1.9)
    # a target the description (「「種族:X」の」) takes in or leaves out only by a value not given
    # is branched on (proper / not, ``values.branch_candidates``), or stated
    named = p.get("targets") or p.get("target")
    targets, tgt_cl = yield from branch_candidates(
        ctx,
        lambda: _targets(ctx, prog, player, user or c.uid, named),
        player,
        prog.name,
        ("10.10.2",),
    )
    exempt = "initiative" in prog.timings and st.turn.step == "initiative"
    read_cl: tuple[str, ...] = ()
    if isinstance(targets, str) and exempt and prog.target is not None and prog.target.where:
        # 10.10.9 in the initiative timing: a target its 〈対象:～〉's 「～」 leaves out — the rule
        # set aside is 10.10.8's (its name) or 10.10.3 (its number): the point
        # initiative_target_rule (both readings run)
        loose = replace(prog, target=replace(prog.target, where=()))
        found, found_cl = _targets(ctx, loose, player, user or c.uid, named)
        if not isinstance(found, str):
            whole = yield from unsettled.holds(
                player, "mc", "initiative_target_rule", "proper_rule"
            )
            if whole:
                yield Mark(
                    clauses=("10.10.9", "10.10.3"),
                    ja=f"『{prog.name}』は[イニシアチブ]を含む: イニシアチブ決定タイミングでは10.10.3を無視し、対象は常に適切とみなす",
                    en=f"'{prog.name}' has [イニシアチブ]: in the initiative timing 10.10.3 is set "
                    "aside and its target is always proper",
                    touches=_touch(ctx, found),
                )
                targets, tgt_cl = found, found_cl
            else:
                read_cl = ("10.10.9", "10.10.8")
    if isinstance(targets, str):
        yield Reject(
            f"対象が適切ではありません: {targets}",
            "no proper target",
            ("10.1.4", *tgt_cl, *read_cl),
        )
        return
    chain = tuple(p.get("_chain") or ())
    if responding and exempt and not _chain_proper(ctx, prog, targets, chain):
        yield Mark(
            clauses=("10.10.9",),
            ja=f"『{prog.name}』は[イニシアチブ]を含む: イニシアチブ決定タイミングでは対象は常に適切とみなす",
            en=f"'{prog.name}' has [イニシアチブ]: in the initiative timing its target is always "
            "proper",
            touches=_touch(ctx, targets),
        )
    elif responding and _chain_proper(ctx, prog, targets, chain) and prog.target is not None:
        # 10.10.8.2: a target among what this chain declared (10.10.8.1) makes it proper; a
        # unit that used a chain is among them (15.2.5.7)
        links_hit = set(targets) & set(p.get("_chain_links") or ())
        # a unit that declared a battle spell / consumable is 「～を使用中のユニット」 (10.1.9):
        # a declaring unit of the chain
        users_hit = set(targets) & set(p.get("_chain_users") or ())
        tgt_cl = (
            *tgt_cl,
            "10.10.8",
            "10.10.8.1",
            "10.10.8.2",
            *(("15.2.5.7",) if links_hit else ()),
            *(("10.1.9",) if users_hit else ()),
        )
    elif responding and not _chain_proper(ctx, prog, targets, chain):
        yield Reject(
            "対抗連鎖の[対抗]の対象は、その連鎖で宣言を行ったユニット・使用されたカード・その対象"
            "（とその装備品）を含まなければなりません",
            "a [counter] answer's target must include a unit that declared, a card used or a target "
            "in that counter chain (or an item equipped to such a unit)",
            ("10.1.4", "10.10.8", "10.10.8.1", "10.10.8.2", "10.13.1"),
        )
        return
    # 10.1.6: costs declared; cards paid from the hand go to the effect zone
    cost_refs = p.get("cost_cards")
    itself: tuple[str, ...] = ()
    if from_hand:
        # the card used from the hand is itself a hand card when its cost is checked (10.1.4)
        # and declared (10.1.6): whether it may pay its own 〈コスト:手札n枚破棄〉 is asked where
        # the other hand cards are too few without it (``_itself_as_cost``)
        own = yield from _itself_as_cost(ctx, prog, player, c)
        if not own:
            itself = (c.uid,)
            cost_refs = [r for r in cost_refs or [] if find_card(ctx, r, player) != c.uid]
    paid = yield from _hand_cost(ctx, prog, player, cost_refs, itself, source=c.uid)
    if paid is None:
        return
    specs = yield from _link_specs(ctx, {**p, "_taken": paid}, player, c, prog, declared)
    if specs is None:
        return
    # 14.4.1: a ◎ ability is used as often as its cost can be paid — cited when this one was
    # used before (its earlier use is what a limit would have counted)
    used_key = f"mc.used.{c.uid}.{prog.name}"
    again = prog.mark == "◎" and bool(st.vars.get(used_key))
    before = ctx.step_of(f"var:{used_key}") if again else None
    # 16.2.1 / 16.2.3: the targets this no-stack effect designated before, in this phase
    stack_key = f"mc.no_stack.{c.uid}.{prog.name}"
    phase_now = [st.turn.number, st.turn.phase]
    held = st.vars.get(stack_key) if prog.no_stack else None
    designated = set(held[1]) if held and list(held[0]) == phase_now else set()
    designated_at = ctx.step_of(f"var:{stack_key}") if designated else None
    decl = yield Mark(
        clauses=(
            "10.1.5",
            "10.1.6",
            # the timing it is declared in, which its timing notation allows (10.9.2)
            *tcl,
            *tgt_cl,
            *(("10.9.3",) if len(prog.timings) > 1 else ()),
            # a [対抗：～限定] declared in a counter chain holding a declaration of its kind: not
            # only right after it (10.9.6)
            *(("10.9.6",) if responding and prog.limits else ()),
            *(("10.11.2",) if paid else ()),
            *(("15.2.3", "15.2.4.1") if specs else ()),
            *_NOTATION.get(prog.mark, ()),
            # 14.4.1: used again; or by an acted unit — a ◎ ability is used by paying its stated
            # cost alone (14.4.3), no unacted unit needed (unlike □, 14.2.1)
            *(("14.4.1",) if again or (prog.mark == "◎" and c.orientation == "rest") else ()),
            # a [普通] / [イニシアチブ] declaration starts a counter chain, answered or not (10.2.1)
            *(("10.2.1",) if not responding and st.vars.get("mc.battle") else ()),
        ),
        caused_by=tuple(x for x in (before,) if x is not None),
        ja=f"{player} は {c.label} の『{prog.name}』の使用を宣言する（対象: {'、'.join(label(ctx, t) for t in targets) or 'なし'}）",
        en=f"{player} declares {c.label}'s '{prog.name}' (target: {', '.join(label(ctx, t) for t in targets) or 'none'})",
        touches=(c.uid, *targets),
    )
    if from_hand and user:
        # 10.13.1: the unit declaring the use of a battle spell / consumable is 「～したユニット」
        # while this counter chain is processed (10.13.2)
        yield SetVar(key=CHAIN_USES, value=(*(st.vars.get(CHAIN_USES) or ()), (user, c.type)))
    # how many uses were declared (an answer declared or refused, ``respond``)
    yield SetVar(key=DECLARED_N, value=int(st.vars.get(DECLARED_N) or 0) + 1)
    if from_hand and c.type in ("spell", "item"):
        # a battle spell / consumable used this turn (10.1.5, 10.1.9): what 「このターン中に…を
        # 使用していた場合」 counts (``common.used_this_turn``)
        yield SetVar(
            key=USES,
            value=[
                *(st.vars.get(USES) or []),
                [
                    st.turn.number,
                    player,
                    c.uid,
                    "spell" if c.type == "spell" else "consumable",
                    c.name,
                ],
            ],
        )
    if from_hand and user is not None:
        uc = ctx.card(user)
        assert uc is not None
        yield Move(
            uid=c.uid,
            player=player,
            zone="effect",
            clauses=(
                "10.1.6",
                "10.1.9",
                "5.1.7.2",
                "2.1.3.1" if c.type == "spell" else "2.1.2.1.1",
                "14.6.3.1",
            ),
            caused_by=(decl, *((user_ok,) if user_ok is not None else ())),
            ja=f"{c.label} をエフェクトゾーンに置く（{'戦闘スペル' if c.type == 'spell' else '消耗品'}、{uc.label} が使用）",
            en=f"{c.label} goes to the effect zone (a {'battle spell' if c.type == 'spell' else 'consumable'}, used by {uc.label})",
        )
        yield SetCard(uid=c.uid, changes={"on": user})  # 「このユニット」: its user (10.1.9)
        if c.type == "spell":
            paid_icons = _spell_payment(ctx, uc, c)
            yield SetCard(
                uid=user,
                changes={"spells_spent": [*(uc.states.get("spells_spent") or []), *paid_icons]},
                clauses=("13.1.3.1",),
                ja=f"{uc.label} のスペル枠（{''.join(paid_icons)}）を消費する",
                en=f"{uc.label} spends the spell slots {''.join(paid_icons)}",
            )
        else:
            off = not st.vars.get("mc.battle")
            yield SetCard(
                uid=user,
                changes={
                    "items_spent": int(uc.states.get("items_spent") or 0) + 1,
                    # how many of them were spent outside a battle (``_consumable_user``)
                    **(
                        {SPENT_OFF_BATTLE: int(uc.states.get(SPENT_OFF_BATTLE) or 0) + 1}
                        if off
                        else {}
                    ),
                },
                clauses=("13.1.2.1", "13.1.2.3"),
                ja=f"{uc.label} のアイテム枠「i」を1つ消費する",
                en=f"{uc.label} spends one item slot 「i」",
            )
    if prog.mark == "◎":
        yield SetVar(key=used_key, value=int(st.vars.get(used_key) or 0) + 1)
    if prog.per_turn is not None:
        yield SetVar(key=turn_key, value=[st.turn.number, uses_now + 1])
    if prog.per_battle is not None and st.vars.get("mc.battle"):
        yield SetVar(key=battle_key, value=[battle_no, in_battle_uses + 1])
    if prog.no_stack:
        yield SetVar(key=stack_key, value=[phase_now, sorted(designated | set(targets))])
    if prog.target is not None and prog.target.kind in ("party", "all_units"):
        # the units its lasting effects are on: a unit coming in later is not (10.7.3)
        group = list(st.vars.get("mc.group_uses") or [])
        # (with whether its group is bound to a terrain: a party or 「この地形に存在する…」)
        bound = prog.target.kind == "party" or bool(getattr(prog.target, "here", False))
        yield SetVar(key="mc.group_uses", value=[*group, [decl, prog.name, list(targets), bound]])
    if not responding and st.vars.get("mc.battle") and st.turn.step == "initiative":
        # this declaration starts the initiative timing's one counter chain (10.9.7)
        yield SetVar(key="mc.initiative_chain", value=decl)
    own_cost = _own_cost(prog)
    payer = _cost_unit(ctx, c, prog)  # an equipment's □ / ×: its wearer pays (4.7.2)
    if own_cost:
        declared[payer.uid] = own_cost
        yield SetVar(key="mc.declared_costs", value=declared)
    if prog.mark == "×":
        # the units whose × use is declared and not resolved yet: their 「アイテム:x」 /
        # 「スペル:x」 is no cost (14.3.5), until its 10.1.13 (``_pay``)
        yield SetVar(key=X_DECLARED, value=[*(st.vars.get(X_DECLARED) or []), payer.uid])
    for h, item in _paid_items(prog, paid):
        if item[2] in STAYS_TILL_13:
            # 10.11.7: a battlefield card is declared as the cost at 10.1.6 and moved at 10.1.13;
            # a removed-zone card too (5.1.7.2 names no effect zone for it; 10.11.3)
            declared[h] = "move"
            yield SetVar(
                key="mc.declared_costs",
                value=declared,
                clauses=("10.1.6", "10.11.7")
                if item[2] == "field"
                else ("10.1.6", "10.11.3", "5.1.7.2"),
                ja=f"{label(ctx, h)} をコスト（破棄）として宣言する（移動は10.1.13）",
                en=f"{label(ctx, h)} is declared as the cost (discarded at 10.1.13)",
            )
            continue
        if h == c.uid:
            continue  # the card used, its own cost: in the effect zone as the card used (10.1.6)
        yield Move(
            uid=h, player=player, zone="effect", clauses=("10.1.6", "5.1.7.2", *_cost_cl(prog))
        )
    # 10.1.7: the effect's choices (「～を選び～する」) are made now, before the costs reach the
    # discard pile (10.1.13)
    from ruling.games._mc.effects import choose_at_declaration

    yield from choose_at_declaration(ctx, player, prog.steps, decl)
    # 10.1.8: every die is rolled now (3.4.6) — a chain origin's at its own declaration, before
    # the chain's are declared (15.2.4.1)
    given_dice = dice_results(p.get("dice"), player)
    rolled, dice_steps = yield from roll_steps(
        ctx,
        player,
        prog,
        given_dice,
        ("10.1.8", *(("15.2.4.1",) if specs else ())),
        decl,
        user if from_hand and user else c.uid,
    )
    # 15.2.5.1: the chain's declarations, one by one, each with its own costs and dice
    links: list[tuple[Any, Program, list[str], int]] = []
    chain_rolled: dict[str, Any] = {}
    for lc, lprog, lpaid, ldice in specs:
        ldecl = yield Mark(
            clauses=("15.2.2", "15.2.5.1", "10.1.5", "10.1.6"),
            ja=f"{player} は {lc.label} の『{lprog.name}』をチェインとして宣言する",
            en=f"{player} declares {lc.label}'s '{lprog.name}' as a chain",
            caused_by=(decl,),
            touches=(lc.uid,),
        )
        lown = _own_cost(lprog)
        if lown:
            declared[lc.uid] = lown
            yield SetVar(key="mc.declared_costs", value=declared)
        for h in lpaid:
            yield Move(uid=h, player=player, zone="effect", clauses=("10.1.6", *_cost_cl(lprog)))
        # its dice, rolled as it is declared (15.2.5.1; 3.4.6: never again after)
        lrolled, ldsteps = yield from roll_steps(
            ctx, player, lprog, dice_results(ldice, player), ("15.2.5.1",), ldecl, lc.uid
        )
        if lrolled:
            chain_rolled[str(ldecl)] = {"amounts": {str(k): v for k, v in lrolled.items()}}
            chain_rolled[str(ldecl)]["steps"] = ldsteps
        links.append((lc, lprog, lpaid, ldecl))
    if chain_rolled:
        # what each chain's dice came to, added to the origin's damage (15.2.5.5)
        yield SetVar(key=CHAIN_ROLLED, value={**(st.vars.get(CHAIN_ROLLED) or {}), **chain_rolled})
    # 10.1.10–10.1.12: the answers, resolved first (10.3.1)
    resp = list(p.get("respond") or [])
    if resp and not responding and not st.vars.get("mc.battle"):
        # an answer to a use declared outside a battle ([メイン] / [自軍ターン]): 10.1.10 gives
        # the opponent a battle play step after every declaration, 4.3.3 gives one only while a
        # battle goes on and 10.2.1 starts a counter chain only from [イニシアチブ] / [普通] /
        # an attack — the point main_use_answered (both readings run)
        answered = yield unsettled.choose(
            st.opponent(player),
            "mc",
            "main_use_answered",
            {"answered": True, "no_play_step": False},
        )
        if not answered:
            yield Mark(
                clauses=("4.3.3", "10.2.1", "10.1.10"),
                ja="戦闘が行われていないため戦闘プレイステップは与えられず、[対抗]の能力で応じられない",
                en="no battle goes on: no battle play step is given, so no [対抗] ability "
                "answers it",
                caused_by=(decl,),
            )
            resp = []
    if resp:
        order = yield Mark(
            clauses=(
                "10.1.12",
                "4.3.6",
                "10.3.1",
                "10.2.2",
                *(("15.2.5.4", "15.2.5.6", "15.2.5.7") if links else ()),
            ),
            ja="対抗連鎖: 後から宣言された効果から逆順に解決する（4.3.6の「解決されませぬ」は10.1.12「逆順処理(10.3)によって特殊能力が解決されます」に従い「解決されます」と読む）",
            en="counter chain: the later declarations resolve first (4.3.6's 「解決されませぬ」 read as "
            "「解決されます」, as 10.1.12 says the abilities are resolved by 逆順処理)",
            note=(
                "4.3.6 は印刷では「解決されませぬ」。10.1.12・10.3.1 に従い「解決されます」と読んだ",
                "4.3.6 prints 「解決されませぬ」; read as 「解決されます」 as 10.1.12 and 10.3.1 require",
            ),
            caused_by=(decl,),
        )
        for k in range(len(resp)):
            first = dict(resp[k])
            verb = first.pop("do")
            first.setdefault("player", st.opponent(player))
            first["_respond"] = True
            # the play step it is declared in: the declarer's opponent's (10.1.10), or, answering
            # an answer or its own declaration, the first declarer's (10.1.11)
            first["_step"] = "10.1.11" if responding or first["player"] == player else "10.1.10"
            first["_against"] = prog.keywords
            # whether the declaration answered is itself an answer (15.3.1's point
            # answer_after_no_counter_answer)
            first["_against_answer"] = responding
            # 10.10.8.1: what this chain has declared so far — units, cards used, their targets
            # 15.2.5.7: the units that used a chain are in the chain too
            # (a battle spell's / consumable's user is the unit that declared its use, 10.1.9)
            first["_chain"] = (
                *chain,
                c.uid,
                *((user,) if from_hand and user else ()),
                *targets,
                *(lc.uid for lc, *_ in links),
            )
            first["_chain_links"] = tuple(lc.uid for lc, *_ in links)
            # the units using a battle spell / consumable in this chain (10.1.9)
            first["_chain_users"] = (
                *(p.get("_chain_users") or ()),
                *((user,) if from_hand and user else ()),
            )
            # 10.9.6: what kinds of declaration the chain holds, for [対抗:～限定]
            # (a battle spell / consumable used from the hand is a declaration of that kind too)
            used = (("spell" if c.type == "spell" else "consumable"),) if from_hand else ()
            first["_kinds"] = (*kinds, prog.mark, *used)
            if resp[k + 1 :]:
                first.setdefault("respond", resp[k + 1 :])
            # an answer to an answer is the first declarer's play step (10.1.11)
            # the answer resolves now, before the declaration it answers: it rests on the
            # reverse-order reading (4.3.6 read by 10.1.12 / 10.3.1)
            before = int(ctx.state.vars.get(DECLARED_N) or 0)
            yield (
                Do(
                    verb,
                    first,
                    caused_by=(decl, order),
                    clauses=(
                        first["_step"],
                        "10.3.1",
                        # outside a battle: 10.1.10 read over 10.2.1's origins (main_use_answered)
                        *(("10.2.1",) if not responding and not st.vars.get("mc.battle") else ()),
                    ),
                )
            )
            if int(ctx.state.vars.get(DECLARED_N) or 0) > before:
                break
            # an answer the rules refused was not declared (1.3.2): the play step it was tried in
            # is still that player's — the next one listed answers the same declaration (10.1.10)
    # 【このユニットの攻撃力】 / 【…のユニット数】ダメージ: read now, after the answers and
    # before the costs are carried out — a × ability's unit has left the battlefield as its
    # cost by the time the effect applies, and what it had there is what is read (10.11.4)
    for i, step in enumerate(prog.steps):
        if isinstance(step, DamageStep) and step.read:
            rolled[i], rm = yield from _read_amount(ctx, c, player, prog, step.read, decl)
            dice_steps.append(rm)
    # 10.1.13: every declared cost is carried out, as far as it can be (10.11.3)
    failed, fail_cl = yield from _pay(ctx, player, c, prog, paid)
    # a chain's links pay theirs too (15.2.5.1: 10.1.6–10.1.15 as for any use)
    link_ok = []
    for lc, lprog, lpaid, ldecl in links:
        lfail, _lcl = yield from _pay(ctx, player, lc, lprog, lpaid)
        lw = ctx.where(lc.uid)
        lost = lprog.mark != "×" and (lw is None or area_of_zone(lw[1]) is None)
        if lfail or lost:
            yield Mark(
                clauses=(
                    "15.2.5.3",
                    "10.1.14",
                    *(("10.11.3",) if lfail else ()),
                    # a ◎'s user must be on the battlefield at 10.1.14 (14.4.1)
                    *(("14.4.1",) if lost and lprog.mark == "◎" else ()),
                ),
                ja=f"チェイン {lc.label}『{lprog.name}』は効果を発揮しない: その分チェイン起点効果のダメージが減る",
                en=f"the chain {lc.label} '{lprog.name}' has no effect: the chain origin's damage "
                "is less by its share",
                caused_by=(ldecl,),
                touches=_touch(ctx, targets),
            )
        else:
            link_ok.append((lc, lprog, ldecl))
    if failed:
        yield Mark(
            clauses=(
                "10.1.13",
                "10.1.14",
                "10.11.1",
                "10.11.3",
                *fail_cl,
                *(("15.2.5.2",) if links else ()),
            ),
            ja=f"宣言したコスト（{'、'.join(failed)}）を実行できなかった: 『{prog.name}』は効果を発揮しない",
            en=f"the declared cost ({'; '.join(failed)}) could not be carried out: "
            f"'{prog.name}' has no effect",
            caused_by=(decl,),
            touches=_touch(ctx, targets),
        )
        yield CheckTiming(("10.2.3", "10.1.15"))
        return
    # 10.15.3: an answer discarded this battle spell / consumable from the effect zone
    countered = tuple(ctx.state.vars.get("mc.countered") or ())
    if from_hand and c.uid in countered:
        yield SetVar(key="mc.countered", value=tuple(u for u in countered if u != c.uid) or None)
        yield Mark(
            # the step of the use procedure at which it would have been brought about (10.1.14:
            # 「その他効果を発揮する条件が満たされていない場合は効果を発揮しません」)
            clauses=("10.15.3", "10.1.14"),
            ja=f"{c.label} はエフェクトゾーンから破棄された: 『{prog.name}』は効果を発揮しない",
            en=f"{c.label} was discarded from the effect zone: '{prog.name}' has no effect",
            caused_by=(
                decl,
                *((ctx.step_of("var:mc.countered"),) if ctx.step_of("var:mc.countered") else ()),
            ),
            touches=_touch(ctx, [c.uid, *targets]),
        )
        yield CheckTiming(("10.2.3", "10.1.15"))
        return
    # 10.15.1.1: an answer made the effect of this ability in use vanish — not brought about
    vanished = tuple(ctx.state.vars.get("mc.vanished") or ())
    using = this_unit(c) or c.uid
    if c.uid in vanished and using not in vanished:
        # 〈対象:戦闘スペル / 消耗品1つ〉: the card in use itself was the target (10.10.6)
        using = c.uid
    left = tuple(u for u in vanished if u != using)
    if left and not responding:
        # the whole chain has resolved but this: a unit made to lose an effect it was not using
        # (no declaration of it in the chain) loses nothing
        yield SetVar(key="mc.vanished", value=(using,) if using in vanished else None)
        yield Mark(
            clauses=("10.15.1.1",),
            ja="使用中の特殊能力がないユニットの効果は消失しない",
            en="a unit using no special ability has no effect to vanish",
            touches=_touch(ctx, list(left)),
        )
    if using in vanished:
        yield SetVar(key="mc.vanished", value=tuple(u for u in vanished if u != using) or None)
        yield Mark(
            # at the step of the use procedure that brings it about (10.1.14), its condition
            # not met; a chain origin's gone takes its chained links' with it (15.2.5.2)
            clauses=(
                "10.15.1",
                "10.15.1.1",
                "10.3.1",
                "10.1.14",
                *(("15.2.5.2",) if links else ()),
            ),
            ja=f"{c.label}『{prog.name}』の効果は消失している: 発揮されない",
            en=f"the effect of {c.label}'s '{prog.name}' has vanished: it is not brought about",
            caused_by=(
                decl,
                *((ctx.step_of("var:mc.vanished"),) if ctx.step_of("var:mc.vanished") else ()),
            ),
            touches=_touch(ctx, targets),
        )
        yield CheckTiming(("10.2.3", "10.1.15"))
        return
    # 10.1.14: the effect, if the target is proper and the ability not lost
    # a consumable's effect rests on its user (10.1.9), which must still be on the battlefield
    src_w = ctx.where(user or keeper or c.uid)
    lost_by = abilities_lost(ctx, this_unit(c) or c.uid) if not from_hand else None
    if lost_by is not None:
        # 10.15.2.1: its special abilities are treated as not there — the one used is lost
        yield Mark(
            clauses=("10.1.14", "10.15.2.1"),
            ja=f"{c.label} はすべての特殊能力を失っている: 使用した『{prog.name}』は失われており、効果は発揮しない",
            en=f"{c.label} has lost every special ability: '{prog.name}', which was used, is "
            "lost and has no effect",
            caused_by=(decl, *lost_by),
            # ``unapplied:<uid>``: what its effect would have changed of each target is as it was
            # (a value read later rests on this step, ``common.value_steps``)
            touches=(*_touch(ctx, targets), *(f"unapplied:{t}" for t in targets)),
        )
        yield CheckTiming(("10.2.3", "10.1.15"))
        return
    if prog.mark != "×" and (src_w is None or area_of_zone(src_w[1]) is None):
        # its declared targets gone from the battlefield too: a second reason, each enough
        # alone (10.10.5: a target that is not there is no longer proper)
        gone = bool(targets) and all(
            (tw := ctx.where(t)) is None or area_of_zone(tw[1]) is None for t in targets
        )
        uc = ctx.card(user) if from_hand and user else None
        # a consumable / battle spell: the cost declared with it is its user's item / spell slot
        # (10.1.6; 13.1.2.1 / 13.1.3.1), carried out at 10.1.13 — with the user gone from the
        # battlefield it cannot be, and a declaration whose cost is not all carried out takes
        # no effect (10.11.3, 10.1.14)
        slot_cl = ("13.1.3.1",) if c.type == "spell" else ("13.1.2.1",)
        yield Mark(
            clauses=(
                "10.1.14",
                *(("10.1.13", "10.11.3", "10.1.6", *slot_cl) if uc is not None else ()),
                *(("14.4.1",) if prog.mark == "◎" else ()),
                *(("15.2.5.2",) if links else ()),
                *(("10.10.3", "10.10.5") if gone else ()),
            ),
            ja=(
                f"使用した {uc.label} が戦場を離れ、宣言したコスト（{uc.label} の"
                f"{'スペル枠' if c.type == 'spell' else 'アイテム枠'}）を実行できない"
                if uc is not None
                else f"{c.label} が戦場を離れ、『{prog.name}』は失われている"
            )
            + ("（対象も戦場になく適切ではない）" if gone else "")
            + ": 効果は発揮しない",
            en=(
                f"its user {uc.label} has left the battlefield: the cost declared (its "
                f"{'spell' if c.type == 'spell' else 'item'} slot) cannot be carried out"
                if uc is not None
                else f"{c.label} has left the battlefield and '{prog.name}' is lost"
            )
            + (" (its target is gone too: no longer proper)" if gone else "")
            + ": no effect",
            caused_by=(decl,),
            touches=_touch(ctx, targets),
        )
        yield CheckTiming(("10.2.3", "10.1.15"))
        return
    if from_hand and user is not None and _secret_art(ctx, c, user) is not None:
        # 15.4.5.3: 【秘伝】 is checked again at 10.1.14 — not met now, no effect
        # the condition 【秘伝】 gives the card (15.4.5.2), and what made the user stop meeting
        # it: an effect on its card information (a race / attribute changed, 10.16.1)
        changed = (
            ctx.prohibited_step(e)
            for field in ("race", "attribute")
            for e in ctx.state.effects_on(user, field)
        )
        yield Mark(
            clauses=("15.4.5.3", "15.4.5.2", "10.1.14"),
            ja=f"{c.label} の【秘伝】の条件を使用ユニットが満たさなくなった: 効果は発揮しない",
            en=f"the unit using {c.label} no longer meets its 【秘伝】: no effect",
            caused_by=(decl, *dict.fromkeys(s for s in changed if s is not None)),
            touches=_touch(ctx, targets),
        )
        yield CheckTiming(("10.2.3", "10.1.15"))
        return
    # 10.1.14 reached with nothing that keeps the effect from being brought about: the ability
    # resolves now (the event ``resolve:<card>``; in a counter chain, the later declarations
    # first, 10.3.1) — with a proper target left, or none needed (10.10.5)
    resolved = Mark(
        ja=f"{c.label}『{prog.name}』の効果を発揮する",
        en=f"the effect of {c.label}'s '{prog.name}' is brought about",
        caused_by=(decl,),
        tag="mc_resolved",
        data={"card": c.uid},
    )
    if prog.target is not None and prog.target.kind == "in_use":
        yield resolved
        yield from _negate_in_use(ctx, prog, targets, decl)
        yield CheckTiming(("10.2.3", "10.1.15"))
        return
    if prog.until_chain:
        # 「対抗連鎖終了後、この効果を消失させる」: what it brings about lasts to the chain's end
        # (10.15.1.2; ended once the chain has resolved, ``common.end_chain_effects``)
        yield SetVar(key=STEP_UNTIL, value="chain")
    proper = []
    improper: list[int] = []
    for t in targets:
        tw = ctx.where(t)
        tc = ctx.card(t)
        if prog.target is not None and prog.target.kind == "zone_card":
            # a card in a hand / discard pile (1.3.1): proper while it is still there and of
            # that kind (10.10.5)
            gone = not _zone_card_in_place(ctx, prog.target, player, t)
        else:
            # 10.10.5: gone, or no longer what 〈対象:～〉's 「～」 asks (「「属性:水」の…」)
            gone = (
                tc is None
                or tw is None
                or area_of_zone(tw[1]) is None
                or not (is_unit(tc) or _worn_now(ctx, prog.target, tc))
                or (
                    prog.target is not None
                    and not in_group(ctx, prog.target, tc, this_unit(c))
                    and not (yield from _initiative_exempt(ctx, prog, player))
                )
                or (prog.target is not None and not _still_by_this(ctx, prog.target, c, tw))
            )
        if not gone:
            proper.append(t)
            continue
        improper.append(
            (
                yield Mark(
                    clauses=("10.1.14", "10.10.3", "10.10.5"),
                    ja=f"対象 {label(ctx, t)} が適切ではなくなった: 効果は発揮しない",
                    en=f"the target {label(ctx, t)} is no longer proper: no effect on it",
                    caused_by=(decl,),
                    touches=_touch(ctx, [t]),
                )
            )
        )
    for i, step in enumerate(prog.steps):
        if isinstance(step, StatStep) and step.read and step.read[0] == "hand":
            # 「…:+X。Xは自軍 / 敵軍手札の枚数に等しい。(最大n)」: the cards in that side's hand
            # (5.1.4.1) as the effect takes effect (4.1.14), no more than n
            _k, owner, cap = step.read
            side = player if owner == "own" else ctx.state.opponent(player)
            held = len(ctx.zone(side, "hand"))
            n = held if cap is None else min(held, int(cap))
            rolled[i] = int(step.amount) * n
            dice_steps.append(
                (
                    yield Mark(
                        clauses=("5.1.4.1", "4.1.14"),
                        ja=f"X = {side} の手札の枚数 {held}"
                        + (f"（最大{cap}）" if cap is not None else "")
                        + f" → {n}",
                        en=f"X = the cards in {side}'s hand, {held}"
                        + (f" (at most {cap})" if cap is not None else "")
                        + f" -> {n}",
                        caused_by=(decl,),
                    )
                )
            )
    if links and targets and not proper:
        # the chain origin's effect is not brought about: nor is any chained [チェイン] effect
        # declared with it (15.2.5.2)
        yield Mark(
            clauses=("15.2.5.2",),
            ja=f"チェイン起点効果『{prog.name}』が効果を発揮しない: チェインの効果も発揮されない",
            en=f"the chain origin '{prog.name}' has no effect: nor have the chained effects",
            caused_by=(decl, *improper),
            touches=_touch(ctx, targets),
        )
    if len(targets) > 1:
        yield Mark(
            clauses=("10.10.10",),
            ja=(
                f"宣言時の対象{len(targets)}体のうち{len(proper)}体が適切: その対象に効果を発揮する"
                if proper
                else "適切な対象が1つも存在しない: 効果は一切発揮されない"
            ),
            en=(
                f"{len(proper)} of the {len(targets)} targets declared are proper: the effect "
                "works on them"
                if proper
                else "no proper target is left: no effect at all"
            ),
            caused_by=(decl,),
            touches=_touch(ctx, proper or targets),
        )
    if proper or not targets:
        yield resolved
    prog = yield from _battle_scope(ctx, player, prog, c, decl)
    # 4.1.11 over several targets: whether the steps before 「効果適用後、」 applied to any
    together = len(targets) > 1 and any(isinstance(x, AfterApplied) for x in prog.steps)
    matched: list[str] = []
    if (
        prog.no_stack
        and prog.target is not None
        and prog.target.kind == "party"
        and designated & set(proper)
        and set(proper) - designated
    ):
        # 〈対象:自軍パーティ〉 designated before, and a unit has joined the party since: 16.2.1
        # asks whether 「the target」 was designated — each unit (16.2.3 speaks of a card
        # designated; the engine's) or the party, one player's units on one terrain (4.4.1)?
        as_party = yield unsettled.choose(
            player, "mc", "no_stack_party_designated", {"per_unit": False, "party": True}
        )
        if as_party:
            designated = designated | set(proper)
    copies = _no_stack_copies(ctx, c, prog.name, stack_key, phase_now) if prog.no_stack else {}
    again = [t for t in proper if t in copies and t not in designated]
    if again:
        # designated this phase by the same ability of another card of this card's name: is
        # 16.2.1's 「その効果」 this card's effect (4.8.2: its source; the engine's) or the effect
        # as printed, whichever copy brought it about?
        printed = yield unsettled.choose(
            player, "mc", "no_stack_other_copy", {"per_card": False, "printed": True}
        )
        if printed:
            designated = designated | set(again)
            designated_at = ctx.step_of(f"var:{copies[again[0]]}")
    # 「…に【n】ダメージを与える」 over several targets is one action carried out once (10.6.2):
    # each target's damage is dealt before the interrupt rule processes it requires run, so the
    # deaths it brings about are required at once (11.1.2.3: the advancing side's first)
    at_once = (
        len(proper) > 1 and bool(prog.steps) and all(isinstance(x, DamageStep) for x in prog.steps)
    )
    if at_once:
        yield SetVar(key="mc.dealing", value=True)
    for t in proper:
        tc = ctx.card(t)
        if t in designated:
            # 16.2.1: a no-stack effect is not applied to what it has designated before in this
            # phase; 16.2.2: the ability is still used and the effect brought about
            yield Mark(
                clauses=("16.2.1", "16.2.2", "16.2.3", "4.1.15"),
                ja=f"{tc.label} はこのフェイズにすでに『{prog.name}』（重複しない）の対象に指定されている: 効果は発揮されるが適用されない",
                en=f"{tc.label} was already designated by '{prog.name}' (no-stack) this phase: "
                "the effect is brought about but not applied",
                caused_by=(decl, *((designated_at,) if designated_at is not None else ())),
                touches=_touch(ctx, [t]),
            )
            continue
        about = condition_card(ctx, prog, c, tc)
        if not (yield from condition_met(ctx, about, prog.condition, this_unit(c))):
            # 4.1.14: information the condition reads, changed since the declaration, is read as
            # it is when the effect takes effect
            changed = _changed_since(ctx, t, decl, prog.condition)
            yield Mark(
                clauses=(
                    "4.1.10",
                    "4.1.13",
                    "10.12.1",
                    "10.12.2",
                    *condition_clauses(prog.condition, ctx, about),
                    *narrowed_clauses(ctx, about, prog.condition),
                    *(("4.1.14",) if changed else ()),
                ),
                ja=f"{tc.label} は条件（{condition_text(prog.condition)}）を満たさない: 効果は発揮されるが適用されない",
                en=f"{tc.label} does not meet the condition: the effect is brought about but not applied",
                caused_by=(decl, *changed),
                touches=_touch(ctx, [t]),
            )
            continue
        if together:
            matched.append(t)
            continue
        yield from run_target_steps(
            ctx,
            t,
            prog.steps,
            f"{c.label}『{prog.name}』",
            decl,
            (
                "10.1.14",
                *(("10.12.1", "10.12.2") if prog.condition else ()),
                *condition_clauses(prog.condition, ctx, about),
                # 「A&B」: the parts brought about at the same time (4.7.6)
                *(("4.7.6",) if prog.at_once else ()),
            ),
            rolled,
            tuple(dice_steps),
            link_ok,
            # an ability with a mark (□ × ◎ ○ ● …) is a 特殊能力 (chapter 14): its damage's kind —
            # a battle spell card's, used as a 戦闘スペル (2.1.3.1), is 「戦闘スペル」 (13.1.7.2)
            source_kind(c),
            # the player whose effect it is does its actions (10.8.4.2)
            doer=player,
            user=this_unit(c),
            player=player,
            card=c.uid,
        )
    if at_once:
        yield SetVar(key="mc.dealing", value=None)
    if together:
        yield from run_group_steps(
            ctx,
            matched,
            prog.steps,
            f"{c.label}『{prog.name}』",
            decl,
            (
                "10.1.14",
                *(("10.12.1", "10.12.2") if prog.condition else ()),
                *condition_clauses(prog.condition),
            ),
            source_kind(c),
            rolled,
            tuple(dice_steps),
            link_ok,
            doer=player,
            user=this_unit(c),
            card=c.uid,
        )
    if (prog.target is None or prog.target.kind == "player") and all(
        isinstance(unchosen(x), (*PLAYER_STEPS, AfterApplied)) for x in prog.steps
    ):
        # an ability without a target: its steps act on its player's cards (12.3, 12.4); one
        # whose target is a player: on that player (its steps name it, own or enemy)
        from ruling.games._mc.effects import run_player_steps

        cause = decl
        if prog.condition is not None:
            # its 「…の場合」 (「自軍手札が2枚以下の場合」, 「このユニットが戦場に存在する場合」): read
            # as it resolves (10.12.1) on the card with the ability, or the unit 「このユニット」
            # names (4.7.2; ``condition_card``) — not met: no effect is applied (10.12.2)
            about = condition_card(ctx, prog, c, c)
            met = about is not None and _matches(about, prog.condition, ctx)
            cause = yield Mark(
                clauses=("10.12.1", "10.12.2", *condition_clauses(prog.condition)),
                ja=f"{c.label}『{prog.name}』の条件（{condition_text(prog.condition)}）を"
                f"{'満たす' if met else '満たさない: 効果は適用されない'}",
                en=f"the condition of {c.label}'s '{prog.name}' is "
                f"{'met' if met else 'not met: no effect is applied'}",
                caused_by=(decl,),
                touches=(c.uid, *_player_zones(player, prog.steps)),
            )
            if not met:
                if prog.until_chain:
                    yield SetVar(key=STEP_UNTIL, value=None)
                yield CheckTiming(("10.2.3", "10.1.15"))
                return
        yield from run_player_steps(
            ctx,
            player,
            prog.steps,
            (cause, *dice_steps),
            ("10.1.14",),
            user=this_unit(c),
            rolled=rolled,
        )
    if prog.until_chain:
        yield SetVar(key=STEP_UNTIL, value=None)
    yield CheckTiming(("10.2.3", "10.1.15"))


def _no_stack_copies(
    ctx: Ctx, c: Any, name: str, own_key: str, phase_now: list[Any]
) -> dict[str, str]:
    """The targets the no-stack ability ``name`` of another card named as ``c`` designated in this
    phase (16.2.1, 16.2.3), each with the state key that recorded it."""
    out: dict[str, str] = {}
    for k, v in ctx.state.vars.items():
        if not k.startswith("mc.no_stack.") or k == own_key or not k.endswith(f".{name}"):
            continue
        other = ctx.card(k[len("mc.no_stack.") : -len(name) - 1])
        if other is None or other.name != c.name or not v or list(v[0]) != phase_now:
            continue
        for t in v[1]:
            out.setdefault(str(t), k)
    return out


def _initiative_exempt(ctx: Ctx, prog: Program, player: str) -> Generator[Any, Any, bool]:
    """10.10.9: an ability with [イニシアチブ] resolving in the initiative timing on a target its
    〈対象:～〉's 「～」 leaves out — applied when 10.10.9 sets aside 10.10.3 (its number), not
    when it sets aside 10.10.8's chain condition (its name): the point initiative_target_rule."""
    if "initiative" not in prog.timings or ctx.state.turn.step != "initiative":
        return False
    return (yield from unsettled.holds(player, "mc", "initiative_target_rule", "proper_rule"))


# the card information a condition's kind reads (4.1.14: 数値・属性・種族・進軍タイプ・タイプ),
# as the fields effects change
_CONDITION_FIELDS = {
    "species": ("race",),
    "attribute": ("attribute",),
    "advance_type": ("advance",),
    "has": ("initiative",),
}


def _condition_fields(cond: tuple[str, tuple[Any, ...]] | None) -> tuple[str, ...]:
    if cond is None:
        return ()
    if cond[0] == "and":
        return tuple(f for part in cond[1] for f in _condition_fields(part))
    if cond[0] == "not":
        return _condition_fields(cond[1])  # type: ignore[arg-type]
    return _CONDITION_FIELDS.get(cond[0], ())


def _changed_since(
    ctx: Ctx, uid: str, since: int, cond: tuple[str, tuple[Any, ...]] | None
) -> tuple[int, ...]:
    """The steps after ``since`` (a use's declaration) that began an effect changing the
    information of ``uid`` that ``cond`` reads (4.1.14)."""
    return _effects_since(ctx, uid, since, _condition_fields(cond))


def _effects_since(ctx: Ctx, uid: str, since: int, fields: Any) -> tuple[int, ...]:
    """The steps after ``since`` that began an effect on ``uid`` changing one of ``fields``."""
    return tuple(
        dict.fromkeys(
            step
            for step, _seq, ev in ctx.events(since + 1)
            if isinstance(ev, AddEffect) and ev.target == uid and ev.stat in fields
        )
    )


def source_kind(card: Any) -> str:
    """The kind of effect an ability's damage comes from (13.1.7.2 「「戦闘スペル」や「特殊能力」と
    いったダメージ発生源の効果の種別」): a battle spell card's ◇ ability, used as the 戦闘スペル it
    is (2.1.3.1: treated as one while in the effect zone, 14.6.3.1), 「戦闘スペル」; any other
    card's marked ability (chapter 14) 「特殊能力」."""
    return "戦闘スペル" if card is not None and card.value("type") == "spell" else "特殊能力"
