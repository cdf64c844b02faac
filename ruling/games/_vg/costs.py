"""Vanguard costs (1.3.1, 11.7): whether a cost can be paid, its reductions (7.28) and
alternatives, and paying it (blasts 7.24 / 7.25, rest, retire, discard, remove).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

from ruling.cardtext.ir import CostItem, Op
from ruling.choosing import NO, YES
from ruling.core import Ctx
from ruling.games._vg.common import (
    card_option,
    label,
    val,
    vkey,
    where_circle,
)
from ruling.games._vg.continuous import GRANTED, _continuous
from ruling.games._vg.restrictions import _chosen_order, may_have_gauge
from ruling.games._vg.selectors import (
    CIRCLE_GROUPS,
    CONTINUOUS,
    Proc,
    Rt,
    cond_clauses,
    cond_watch,
    holds,
    matches,
    names_of,
    non_number_out,
    requirement,
    resolve_sel,
    without,
)
from ruling.rules import (
    Choose,
    Do,
    EndEffects,
    Mark,
    Option,
    Reject,
    SetCard,
    SetVar,
)
from ruling.state import Card
from ruling.values import assume_zone_taken_as

# 誉 (17.14.2): each turn, once a fighter has paid the cost of one of its 誉 abilities, it
# cannot pay any 誉 cost again that turn — one payment a turn over all the fighter's 誉
# abilities, whatever card has them. The var holds the turn number of the last payment.
HOMARE = "homare"
HOMARE_PAID = "このターンすでに誉のコストを払った（誉のコストは各ターン１回だけ）"


def _homare_spent(rt: Rt) -> bool:
    return rt.program.keyword == HOMARE and rt.ctx.state.vars.get(
        vkey("homare_paid", rt.master)
    ) == (rt.ctx.state.turn.number)


def _payable(rt: Rt, items: tuple[CostItem, ...]) -> str | None:
    from ruling.games._vg.steps import _distinct_n

    ctx, m = rt.ctx, rt.master
    if items and _homare_spent(rt):
        return HOMARE_PAID
    for it in items:
        if it.what == "either":
            whys = [_payable(rt, (o,)) for o in it.options]
            if all(w is not None for w in whys):
                return " / ".join(w for w in whys if w)
            continue
        if it.what in BLAST_ZONES and it.sel is not None:
            if len(_blastable(rt, it)) < it.n:
                _blast_zone_not_given(rt, it)
                return f"{_DESCRIBED[it.what]}{it.n}枚ない"
            continue
        if (
            it.what == "counter_blast"
            and len([c for c in ctx.zone(m, "damage") if c.face_up]) < it.n
        ):
            _blast_zone_not_given(rt, it)
            return f"{_SHORT['counter_blast']}{it.n}枚ない"
        if it.what == "soul_blast" and len(ctx.zone(m, "soul")) < it.n:
            _blast_zone_not_given(rt, it)
            return f"{_SHORT['soul_blast']}{it.n}枚ない"
        if it.what == "energy_blast" and int(val(ctx, "energy", m)) < it.n:
            return f"{_SHORT['energy_blast']}{it.n}ない"
        if it.what != "act":
            continue
        assert it.sel is not None
        if it.verb == "shuffle":
            continue  # a deck of 0 or 1 card is shuffled all the same (7.5.1.1)
        if it.bound == "all" and it.sel.ref is None:
            continue  # 「すべて」 is payable when that all is in effect nothing (11.7.3)
        if it.verb == "gauge" and it.host is not None and len(resolve_sel(rt, it.host)) != 1:
            # 7.40.2: no one card to put it to — the cost cannot be paid as printed
            return "ゲージを関連付けるカードがない"
        if (
            it.verb == "gauge"
            and it.host is None
            and it.pos
            and may_have_gauge(ctx, m, it.pos) is None
        ):
            # 7.40.7.1: putting it as that gauge would do nothing — the cost cannot be paid
            return f"{it.pos}ゲージを持つことができる効果が適用されていない"
        cands = _cost_candidates(rt, it)
        if it.sel.ref == "this":
            if it.verb == "rest" and any(
                (c := ctx.card(u)) is not None and c.orientation != "stand"
                for u in resolve_sel(rt, it.sel)
            ):
                return "このユニットはすでにレスト状態" + ALREADY_RESTED
            if not cands:
                return "このカードがない"
            c = ctx.card(cands[0])
            assert c is not None
            w = ctx.where(c.uid)
            if it.verb == "move" and it.dest == "bind" or it.verb == "bind":
                if w is not None and w[1] == "drop" and _no_bind(ctx, m, c):
                    return NO_BIND
            continue
        need = it.n if it.least is None else it.least
        if len(cands) < need or it.sel.distinct_names and not _distinct_n(ctx, cands, need):
            where = "、".join(ctx.zone_name(z) for z in it.sel.zones) or "場"
            rested = it.verb == "rest" and len(resolve_sel(rt, it.sel)) > len(cands)
            return f"{where}にコストにできるカードが{need}枚ない" + (
                ALREADY_RESTED if rested else ""
            )
    return None


def payable_now(rt: Rt, items: tuple[CostItem, ...]) -> Generator[Any, Any, str | None]:
    """``_payable`` after branching on a blast's zone the scenario does not list (the damage
    zone of a counter blast 7.24.1, the soul of a soul blast 7.25.1) that falls short: whether it
    holds enough is not known, so it is not read as the cards it holds (round 29,
    ``values.branch_zone_count``; the cards missing are put there, face up, in the branch where
    it holds enough)."""
    from ruling.values import branch_zone_count

    ctx, m = rt.ctx, rt.master
    for it in items:
        if it.what not in BLAST_ZONES or it.sel is not None:
            continue
        zone = BLAST_ZONES[it.what]
        cards = ctx.zone(m, zone)
        have = len([c for c in cards if c.face_up]) if zone == "damage" else len(cards)
        if have < it.n:
            ja, en = ("ダメージゾーン", "damage zone") if zone == "damage" else ("ソウル", "soul")
            yield from branch_zone_count(
                ctx, m, zone, it.n - have + len(cards), ja, en, _SHORT_CLAUSE[it.what][:1]
            )
    return _payable(rt, items)


def _blast_zone_not_given(rt: Rt, it: CostItem) -> None:
    """A blast found short on a zone the scenario did not list (the damage zone, the soul):
    the zone is read as the cards it holds, and the ruling says so (7.24.1 / 7.25.1)."""
    zone = BLAST_ZONES[it.what]
    ja, en = ("ダメージゾーン", "damage zone") if zone == "damage" else ("ソウル", "soul")
    assume_zone_taken_as(rt.ctx, rt.master, zone, ja, en, _SHORT_CLAUSE[it.what][:1])


# what a blast lacks, as ``_payable`` words it, and the clause defining the blast that
# therefore cannot be done (7.24.1 face-up damage, 7.25.1 the soul, 7.49.2 energy)
_SHORT = {
    "counter_blast": "表向きのダメージが",
    "soul_blast": "ソウルが",
    "energy_blast": "エネルギーが",
}
# what it is, and how the printed 【カウンターブラスト】(n) / 【ソウルブラスト】(n) reads (7.24.2, 7.25.2)
_SHORT_CLAUSE = {
    "counter_blast": ("7.24.1", "7.24.2"),
    "soul_blast": ("7.25.1", "7.25.2"),
    "energy_blast": ("7.49.1", "7.49.2"),
}


# a blast of the cards of its zone meeting a condition (7.24.2.1 / 7.25.2.1: [(icon)(number)-
# (condition)], as 「「X」を【ソウルブラスト】(1)」): what ``_payable`` says it lacks, and the clause
_DESCRIBED = {
    "counter_blast": "表向きのダメージに条件を満たすカードが",
    "soul_blast": "ソウルに条件を満たすカードが",
}
_DESCRIBED_CLAUSE = {"counter_blast": "7.24.2.1", "soul_blast": "7.25.2.1"}


# a rest cost that only a rested unit could pay: resting it again is not done (1.3.2.1)
ALREADY_RESTED = "（レスト状態のユニットを改めてレストすることは行われない）"


def unpayable_clauses(ctx: Ctx, why: str) -> tuple[str, ...]:
    """The principle that makes the part of a cost ``_payable`` named impossible: a
    prohibition (1.3.3) or an act on something already in that state (1.3.2.1)."""
    if why == NO_BIND:
        return ctx.principle("prohibition")
    if why == HOMARE_PAID:
        return ("17.14.2",)
    blasts = tuple(
        c
        for k, w in _SHORT.items()
        if any(p.startswith(w) for p in why.split(" / "))
        for c in _SHORT_CLAUSE[k]
    ) + tuple(
        _DESCRIBED_CLAUSE[k]
        for k, w in _DESCRIBED.items()
        if any(p.startswith(w) for p in why.split(" / "))
    )
    return blasts + (ctx.principle("already_in_state") if ALREADY_RESTED in why else ())


ALT_COST = ("1.3.1", "11.7.1")


def alternatives(rt: Rt) -> list[tuple[CostItem, ...]]:
    """The costs 「このコストは『…』でも払える」 lets the master pay instead, whose condition holds
    now (1.3.1)."""
    return [
        p[2] for p in rt.program.params if p[0] == "alt_cost" and (p[1] is None or holds(rt, p[1]))
    ]


def _main_or_alternative(rt: Rt, items: tuple[CostItem, ...]) -> Proc:
    """「このコストは『…』でも払える」: when its condition holds, the master pays either the
    printed cost or the alternative its text gives (1.3.1), one that can be paid."""
    alts = alternatives(rt)
    if not alts:
        return items
    ways = [w for w in (items, *alts) if _payable(rt, w) is None] or [items]
    if len(ways) == 1:
        pick = ways[0]
    else:
        k = yield Choose(
            rt.master,
            "cost_alternative",
            "払うコスト（印刷されたコストか、テキストが与える代わりのコスト）",
            "the cost to pay (the printed one, or the alternative the text gives)",
            tuple(Option(str(i + 1), _cost_text(w), _cost_text(w), i) for i, w in enumerate(ways)),
            ALT_COST,
        )
        pick = ways[int(k)]
    if pick is not items:
        s = yield Mark(
            clauses=ALT_COST,
            caused_by=rt.why,
            ja=f"テキストが与える代わりのコストで払う: {_cost_text(pick)}",
            en=f"the alternative cost the text gives is paid: {_cost_text(pick)}",
        )
        rt.why += (s,)
    return pick


def _text_reduced(rt: Rt, items: tuple[CostItem, ...]) -> Proc:
    """「[Xなら、]このコストで払う【ソウルブラスト】は(1)減る。」 printed before the trigger: when X
    holds, the cost pays that many fewer (7.28.1; the card's text beats the rules, 1.3.1)."""
    for p in rt.program.params:
        if p[0] != "cost_down_if" or (p[1] is not None and not holds(rt, p[1])):
            continue
        _tag, cond, stat, n, per = p
        if _reduce(items, stat, 1) == items:
            continue
        counted = resolve_sel(rt, per) if per is not None else []
        if per is not None:  # 「…１枚につき」: N for each card counted (12.7.1)
            n *= len(counted)
        items = _reduce(items, stat, n)
        s = yield Mark(
            clauses=("7.28.1", "1.3.1")
            + without(cond_clauses(cond), (*requirement("auto"), "11.2.2"))
            + (("12.7.1", "12.7.1.1") if per is not None else ()),
            caused_by=rt.why,
            watch=cond_watch(rt, cond) + tuple(counted),
            ja=f"テキストにより、このコストで払う{stat}は({n})減る"
            + (f"（{len(counted)}枚につき）" if per is not None else ""),
            en=f"by its text, this cost's {stat} is {n} less"
            + (f" ({len(counted)} card(s) counted)" if per is not None else ""),
        )
        rt.why += (s,)
    return items


def _cost_text(items: tuple[CostItem, ...]) -> str:
    return "、".join(f"{i.what if i.what != 'act' else i.verb}({i.n})" for i in items)


def _cost_candidates(rt: Rt, it: CostItem) -> list[str]:
    """The cards a cost's action may take (this card, or the cards its description names,
    the master's own unless it says otherwise)."""
    assert it.sel is not None
    s = it.sel
    if s.ref is None and s.owner is None:
        s = replace(s, owner="you")
    out = resolve_sel(rt, s)
    if it.verb in ("rest",):
        out = [u for u in out if (c := rt.ctx.card(u)) is not None and c.orientation == "stand"]
    if it.verb == "face":
        # 「…を表にする」 as a cost: only a card of the other face is turned by it (7.3.1)
        up = it.face == "face_up"
        out = [u for u in out if (c := rt.ctx.card(u)) is not None and bool(c.face_up) != up]
    return out


_BLAST_JA = {
    "counter_blast": "カウンターブラスト",
    "soul_blast": "ソウルブラスト",
    "energy_blast": "エネルギーブラスト",
}
_COST_ZONES = {"counter_blast": "damage", "soul_blast": "soul"}


def skipped_reach(rt: Rt, ops: tuple[Op, ...]) -> tuple[str, ...]:
    """What steps not carried out would have changed (the cards their targets name now and
    their zones, the zones they put cards into, a draw's hand and deck), so that a ruling that
    nothing happened there names the step that says why."""
    ctx = rt.ctx
    out: list[str] = []
    for op in ops:
        who = ctx.state.opponent(rt.master) if op.performer == "opponent" else rt.master
        if op.target is not None:
            for u in resolve_sel(rt, op.target):
                w = ctx.where(u)
                out += [u] + ([f"{w[0]}.{w[1]}"] if w else [])
        if op.dest is not None and ctx.game.zone(op.dest) is not None:
            out.append(f"{who}.{op.dest}")
        if op.verb == "prohibit" and op.target is None:
            # 「相手はインターセプトできない」: the player's action it would have prohibited
            out.append(f"prohibit:{who}:{op.stat}")
        if op.verb == "draw":
            # and the cards it would have drawn, the top of the deck now (7.6.1)
            top = ctx.zone(who, "deck")[: op.n if isinstance(op.n, int) else 1]
            out += [f"{who}.hand", f"{who}.deck", *(c.uid for c in top)]
    return tuple(dict.fromkeys(out))


def _cost_zones(rt: Rt, items: tuple[CostItem, ...]) -> tuple[str, ...]:
    """The zones a cost would have changed, and the zone of the card with the ability: what a
    declined cost leaves as it was."""
    out = [f"{rt.master}.{_COST_ZONES[it.what]}" for it in items if it.what in _COST_ZONES]
    for it in items:
        if it.what == "act" and it.sel is not None and it.sel.ref is None:
            out += [f"{rt.master}.{z}" for z in it.sel.zones if z not in CIRCLE_GROUPS]
    w = rt.ctx.where(rt.source or "")
    if w is not None:
        out.append(f"{w[0]}.{w[1]}")
    return tuple(dict.fromkeys(out))


NO_BIND = "同名のカードをドロップからバインドできない"


def _no_bind(ctx: Ctx, player: str, c: Card) -> bool:
    """A prohibition on binding cards of this name from the drop (1.3.3 beats the cost)."""
    return any(
        e.op == "prohibit"
        and e.stat == "no_bind_from_drop"
        and e.target == player
        and e.value == c.name
        for e in ctx.state.effects
    )


def _prohibited_by(ctx: Ctx, player: str) -> tuple[int, ...]:
    """The steps that made the prohibitions on ``player``'s binding from the drop."""
    steps = (
        ctx.step_of(f"effect:{e.id}")
        for e in ctx.state.effects
        if e.op == "prohibit" and e.stat == "no_bind_from_drop" and e.target == player
    )
    return tuple(i for i in steps if i is not None)


def _effect_steps(ctx: Ctx, downs: list[dict[str, Any]]) -> tuple[int, ...]:
    """The steps that put in force the scenario's effects among ``downs``."""
    steps = (ctx.step_of(f"effect:{d['effect']}") for d in downs if "effect" in d)
    return tuple(i for i in steps if i is not None)


def _down_applies(rt: Rt, kinds: Any, original: bool) -> bool:
    """Whether a reduction naming abilities of a kind (「【自】能力」) and printed only (「元々持つ」)
    reaches this ability."""
    idx = rt.data.get("index")
    if kinds and rt.program.kind not in kinds:
        return False
    return not original or (idx is not None and int(idx) < GRANTED)


def _downs(rt: Rt) -> list[dict[str, Any]]:
    """The reductions of this ability's cost in force (7.28.1): those effects made this turn
    (``cost_down`` records: of the ability chosen, or of the abilities of the cards named — a
    ``next`` one only until used, 7.28.2) and those continuous abilities make now."""
    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    if c is None:
        return []
    out: list[dict[str, Any]] = []
    for d in ctx.state.vars.get("cost_down") or []:
        if d["turn"] not in (ctx.state.turn.number, None):  # None: until used (7.28.2)
            continue
        if d.get("player") is not None:
            # 「あなたが次に行う【カウンターブラスト】」: any that fighter pays (7.28.1)
            if d["player"] == rt.master:
                out.append(d)
        elif d.get("play") is not None:
            # the play of a card so named (its cost: order_play)
            if rt.data.get("play") and set(d["play"]) & set(names_of(ctx, c)):
                out.append(d)
        elif "index" not in rt.data:
            continue
        elif d.get("ability") is not None:
            if d["ability"] == [c.uid, c.placed, rt.data["index"]]:
                out.append(d)
        elif [c.uid, c.placed] in d["cards"] and _down_applies(rt, d["kinds"], d["original"]):
            out.append(d)
    for e in ctx.state.effects if "index" in rt.data else ():
        # an effect in force the scenario describes on this card, on its abilities' costs:
        # ``{target: card, stat: <part>_cost | cost, op: set, value: 0}`` — that part of the
        # cost (or all of it) 「なくす」 (7.21.1); ``op: add, value: -n`` — reduced by n (7.28.1)
        # — on a fighter (``target: A``, 「次にあなたがコストで払う【カウンターブラスト】は(1)
        # 減る」): on the next such cost that fighter pays, whatever the card (7.28.1, 7.28.2),
        # then used
        part = "all" if e.stat == "cost" else str(e.stat).removesuffix("_cost")
        if e.target not in (c.uid, rt.master) or part not in ("all", *WAIVABLE):
            continue
        if e.target == rt.master and e.target != c.uid:
            if e.op == "add" and part != "all" and isinstance(e.value, int) and e.value < 0:
                out.append({"stat": part, "n": -e.value, "next": True, "effect": e.id})
            continue
        if e.op == "set" and e.value in (0, "0"):
            out.append({"stat": part, "n": 0, "next": False, "waive": True, "effect": e.id})
        elif e.op == "add" and part != "all" and isinstance(e.value, int) and e.value < 0:
            out.append({"stat": part, "n": -e.value, "next": False, "effect": e.id})
    for src, ab, crt in _continuous(ctx) if "index" in rt.data else ():
        for op in ab.program.steps:
            if op.verb != "cost_down" or op.target is None or not holds(crt, op.cond):
                continue
            det = dict(op.detail)
            if c.uid in resolve_sel(crt, op.target) and _down_applies(
                rt, det.get("kinds"), bool(det.get("original"))
            ):
                out.append(
                    {"stat": op.stat, "n": op.n, "next": False, "by": src.uid, "text": ab.text}
                )
    return out


WAIVABLE = ("counter_blast", "soul_blast", "remove")


def _reduce(items: tuple[CostItem, ...], stat: str, by: int) -> tuple[CostItem, ...]:
    out = []
    for it in items:
        if it.what == stat or (stat == "remove" and it.what == "act" and it.verb == "remove"):
            it = replace(it, n=max(it.n - by, 0))
        elif it.what == "either":
            it = replace(it, options=_reduce(it.options, stat, by))
        out.append(it)
    return tuple(out)


def _reduced(
    rt: Rt, items: tuple[CostItem, ...]
) -> tuple[tuple[CostItem, ...], list[dict[str, Any]]]:
    """The cost with the reductions in force taken off (7.28.1; several add up, 7.28.2.1), and
    the reductions used: those whose payment the cost holds."""
    used: list[dict[str, Any]] = []
    waived = [d for d in _downs(rt) if d["stat"] == "all"]
    if waived and items:
        # 7.21.1 「コストを‘なくす’」: for the period, the actions of the cost are not done
        return (), waived
    for stat in WAIVABLE:
        downs = [d for d in _downs(rt) if d["stat"] == stat]
        if downs and _reduce(items, stat, 1) != items:
            waive = [d for d in downs if d.get("waive")]
            # that part made 「なくす」 (7.21.1): none of its action is done, whatever its number
            by = sum(it.n for it in items if it.what == stat) if waive else 0
            items = _reduce(items, stat, by or sum(int(d["n"]) for d in downs))
            used += waive or downs
    return items, used


REDUCED_JA = {
    "counter_blast": "払う【カウンターブラスト】",
    "soul_blast": "払う【ソウルブラスト】",
    "remove": "除外するカード",
}
REDUCED_EN = {
    "counter_blast": "the counter blast paid",
    "soul_blast": "the soul blast paid",
    "remove": "the cards removed",
}


def pay_cost(
    rt: Rt,
    items: tuple[CostItem, ...],
    optional: bool,
    replacement: bool = False,
    after: tuple[Any, ...] = (),
) -> Proc:
    """11.7.1 / 11.9.5: a cost is paid all at once, all or nothing. ``replacement``: the cost
    of a replacement (「【コスト】[…]することで、＋AではなくＢ」): unpaid, only the replacement is
    not made. ``after``: the steps a cost written on a step hangs (that step on), which a cost
    declined leaves undone."""
    ctx, m = rt.ctx, rt.master
    main = items == rt.program.cost  # the ability's own cost: the steps after it hang on it
    items, downs = _reduced(rt, items)
    downs_all = bool(downs)
    if downs and any(d["stat"] == "all" for d in downs):
        s = yield Mark(
            clauses=("7.21.1",) + (CONTINUOUS if any("by" in d for d in downs) else ()),
            caused_by=rt.why + _effect_steps(ctx, downs),
            watch=tuple(d["by"] for d in downs if "by" in d),
            ja="このコストはなくなっているので、コストで示される行動は行わない",
            en="this cost is waived: the actions of the cost are not done",
        )
        rt.why += (s,)
    elif downs and all(d.get("waive") for d in downs):
        # 7.21.1: a part of the cost made 「なくす」: its action is not done when the cost is paid
        s = yield Mark(
            clauses=("7.21.1",),
            caused_by=rt.why + _effect_steps(ctx, downs),
            ja="このコストの"
            + "・".join(REDUCED_JA[d["stat"]] for d in downs)
            + "はなくなっているので、その行動は行わない",
            en="part of this cost is waived ("
            + ", ".join(REDUCED_EN[d["stat"]] for d in downs)
            + "): its action is not done",
        )
        rt.why += (s,)
    elif downs:
        what = {d["stat"] for d in downs}
        s = yield Mark(
            clauses=("7.28.1",)
            + (("7.28.2",) if any(d["next"] for d in downs) else ())
            + (("7.28.2.1",) if len(downs) > 1 else ())
            + (CONTINUOUS if any("by" in d for d in downs) else ()),
            caused_by=rt.why,
            watch=tuple(d["by"] for d in downs if "by" in d),
            ja="このコストで"
            + "・".join(
                f"{REDUCED_JA[w]}は{sum(d['n'] for d in downs if d['stat'] == w)}減る"
                for w in sorted(what)
            )
            + ("（複数の減少は加算される）" if len(downs) > 1 else ""),
            en="for this cost, "
            + ", ".join(
                f"{REDUCED_EN[w]} is {sum(d['n'] for d in downs if d['stat'] == w)} less"
                for w in sorted(what)
            )
            + (" (the reductions add up)" if len(downs) > 1 else ""),
        )
        rt.why += (s,)
    downs = [d for d in downs if d["next"]]
    why = yield from payable_now(rt, items)
    if why is not None and replacement:
        yield Reject(
            f"コストを支払えないため（{why}）、置き換えは行われません",
            f"the cost cannot be paid ({why}): the replacement is not made",
            ("11.9.5", "11.3.1.3.5"),
        )
        return False
    if why is not None:
        yield Reject(
            f"コストを支払えないため（{why}）、それ以降は何も起こりません",
            f"the cost cannot be paid ({why}): nothing after it happens",
            (("11.9.5", "11.9.5.1") if rt.program.kind in ("auto", "item") else ("11.8.2.2",))
            # a cost written 「…することで」 is one its master may pay or not (11.9.5.2; an order's
            # text, 11.8.2.4.3): one that cannot be paid is simply not paid
            + (
                (("11.8.2.4.3",) if _order_text_cost(rt) else ("11.9.5.2",))
                if optional and not rt.data.get("play")
                else ()
            )
            # an order's cost paid as it is played (11.8.2.4.2): the play is cancelled
            + (("11.8.2.4", "11.8.2.4.2") if rt.data.get("play") else ())
            + unpayable_clauses(ctx, why),
            # a blast the zone is short of for: the steps that took its cards out (a soul blast
            # paid before, ``Ctx.taken_from``)
            caused_by=_prohibited_by(ctx, m)
            if why == NO_BIND
            else ctx.taken_from(
                *(f"{m}.{_COST_ZONES[it.what]}" for it in items if it.what in _COST_ZONES)
            ),
        )
        return False
    # an order card's cost written in its text (「[…]することで、」) is paid, or not, as the order
    # resolves (11.8.2.4.3); not paid, what follows is not done (11.8.3.3.1) — an automatic
    # ability's, 11.9.5.2 / 11.9.5.1
    in_order = _order_text_cost(rt)
    choose_cl = ("11.8.2.4.3",) if in_order else ("11.9.5.2",)
    declined_cl = ("11.8.2.4.3", "11.8.3.3.1") if in_order else ("11.9.5.1", "11.9.5.2")
    if optional:
        pay = yield Choose(
            m,
            "cost",
            f"コストを払うか: {rt.text}",
            f"pay the cost? {rt.text}",
            (YES, NO),
            choose_cl,
            # ws names its yes/no on an optional cost ``optional``: the same answer here
            also=("optional",),
        )
        if not pay and replacement:
            yield Mark(
                clauses=("11.9.5.2", "11.3.1.3.5"),
                caused_by=rt.why,
                ja=f"{m} はコストを払わないので、置き換えは行われません",
                en=f"{m} does not pay the cost: the replacement is not made",
            )
            return False
        if not pay:
            yield Mark(
                clauses=declined_cl,
                # what the cost and the steps after it would have changed stays as it was
                touches=_cost_zones(rt, items)
                + (skipped_reach(rt, rt.program.steps if main else after)),
                caused_by=rt.why,
                ja=f"{m} はコストを払わないので、それ以降は何も起こらない",
                en=f"{m} does not pay the cost: nothing after it happens",
            )
            return False
    if downs:
        # the reduction is used: it applied to this payment (7.28.2 「実際に次にその処理を実行する」)
        yield SetVar(
            key="cost_down",
            value=[d for d in ctx.state.vars.get("cost_down") or [] if d not in downs] or None,
            clauses=("7.28.2",),
        )
        used = tuple(d["effect"] for d in downs if d.get("next") and "effect" in d)
        if used:
            yield EndEffects(
                ids=used,
                clauses=("7.28.2",),
                caused_by=rt.why,
                ja="「次の」コストの減少はこの支払いで使われ、終わる",
                en="the reduction of the next cost is used by this payment and ends",
            )
    # the payment is that of the procedure it belongs to: an automatic ability's (or an item's)
    # on resolution (11.9.5), a card's or activated ability's as it is played (11.8.2.2)
    paid_by = ("11.7.1",) + (("11.9.5",) if rt.program.kind in ("auto", "item") else ("11.8.2.2",))
    if rt.program.kind == "activated":
        # 11.8.2.3 「プレイするのが起動能力である場合、そのコストを支払います」; the ［…］ is its
        # cost by the notation of an activated ability (11.1.1.1.1 「(コスト)がその起動能力を
        # プレイするためのコスト」), as ws 8.1.1.1.1
        paid_by += ("11.8.2.3", "11.1.1.1.1")
    if rt.data.get("play"):
        # an order's 「【コスト】[…]することでプレイできる！」: the cost written first, apart from
        # its other effects, is paid as the order is played (11.8.2.4, 11.8.2.4.1, 11.8.2.4.2)
        paid_by += ("11.8.2.4", "11.8.2.4.1", "11.8.2.4.2")
    if optional:
        # 「【コスト】[…]することで」: paid because its master chose to pay it (11.9.5.2)
        paid_by += ("11.9.5.2",)
    chosen: list[CostItem] = []
    for it in items:
        if it.what != "either":
            chosen.append(it)
            continue
        ok = [o for o in it.options if _payable(rt, (o,)) is None]
        pick = ok[0]
        whys = [w for o in it.options if (w := _payable(rt, (o,))) is not None]
        if whys:
            # 「AかBを払う」 and A cannot be paid: B is the cost paid (11.7.1), by the reason A
            # cannot be (its definition, a prohibition…)
            s0 = yield Mark(
                clauses=("11.7.1",) + tuple(c for w in whys for c in unpayable_clauses(ctx, w)),
                caused_by=rt.why,
                ja=f"払えないコストがある（{' / '.join(whys)}）ので、払えるものから払う",
                en=f"part of the choice cannot be paid ({' / '.join(whys)}): one that can is paid",
            )
            rt.why += (s0,)
        if len(ok) > 1:
            k = yield Choose(
                m,
                "cost_choice",
                "払うコストを選ぶ",
                "the cost to pay",
                tuple(
                    Option(
                        o.what,
                        f"{_BLAST_JA.get(o.what, o.verb or o.what)}({o.n})",
                        f"{o.what} ({o.n})",
                        i,
                    )
                    for i, o in enumerate(ok)
                ),
                ("11.7.1",),
            )
            pick = ok[int(k)]
        chosen.append(pick)
    for it in chosen:
        if downs_all and it.n == 0 and it.what in REDUCED_JA:
            # brought to 0 by a reduction (7.28.1): nothing is done for it — that part counts
            # as paid (1.3.2.3, cited with the payment below), not an action of 0 refused
            continue
        if it.what in BLAST_ZONES and it.sel is not None:
            # 「「X」を【ソウルブラスト】(1)」: the cards blasted are chosen among those
            picks: list[str] = []
            for _ in range(it.n):
                pool = [u for u in _blastable(rt, it) if u not in picks]
                picks.append(
                    (
                        yield Choose(
                            m,
                            "cost_card",
                            "コストにするカード",
                            "card for the cost",
                            tuple(card_option(ctx.card(u), ctx=ctx) for u in pool),  # type: ignore[arg-type]
                            ("11.7.1",),
                            also=("cost",),
                        )
                    )
                )
            # the cards of the zone that meet the condition (7.24.2.1 / 7.25.2.1)
            yield Do(
                it.what,
                {"player": m, "amount": it.n, "cards": picks},
                clauses=paid_by + (_DESCRIBED_CLAUSE[it.what],),
            )
            _kept(rt, it.what, picks)
        elif it.what in BLAST_ZONES:
            z = BLAST_ZONES[it.what]
            was = {c.uid for c in ctx.zone(m, z) if c.face_up or z != "damage"}
            # the printed 【カウンターブラスト】(n) / 【ソウルブラスト】(n) read (7.24.2, 7.25.2)
            yield Do(
                it.what, {"player": m, "amount": it.n}, clauses=paid_by + _SHORT_CLAUSE[it.what][1:]
            )
            # the cards blasted: those of the zone the blast took (or turned face down)
            now = {c.uid for c in ctx.zone(m, z) if c.face_up or z != "damage"}
            _kept(rt, it.what, [u for u in was if u not in now])
        elif it.what == "energy_blast":
            yield Do(it.what, {"player": m, "amount": it.n}, clauses=paid_by)
        elif it.what == "act":
            yield from _pay_act(rt, it)
    # the payment rests on the steps that paid it: the cards the blasts turned or moved (7.24.1,
    # 7.25.1), as the cost's items left them (``_kept``)
    paid = tuple(u for it in chosen for u in rt.data.get(f"cost:{it.what}", ()))
    # an action of the cost brought to 0 (a reduction, 7.28.1): nothing is done for it, and that
    # part of the cost counts as paid (1.3.2.3)
    zero = (
        ("1.3.2.3",)
        if downs_all and any(it.n == 0 for it in chosen if it.what in REDUCED_JA)
        else ()
    )
    if zero and all(it.n == 0 and it.what in REDUCED_JA for it in chosen):
        # every action of the cost brought to 0: the cost is in effect gone, paid by
        # declaration alone (11.7.2)
        zero += ("11.7.2",)
    s = yield Mark(
        clauses=paid_by + zero,
        watch=tuple(dict.fromkeys(paid)),
        ja="コストを支払った",
        en="the cost is paid",
    )
    rt.why += (s,)
    rt.acted = True
    if rt.program.keyword == HOMARE and main:
        yield SetVar(
            key=vkey("homare_paid", m),
            value=ctx.state.turn.number,
            clauses=("17.14.2",),
            caused_by=(s,),
            ja=f"誉: このターン、{m} はもう誉のコストを払えない",
            en=f"誉: {m} cannot pay a 誉 cost again this turn",
        )
    return True


def _kept(rt: Rt, what: str, uids: list[str]) -> None:
    """The cards a cost paid did ``what`` to, for 「このコストで…したなら」 (11.2.3, 11.7.1):
    ``rt.data["cost:<what>"]``, added to over the cost's items."""
    rt.data[f"cost:{what}"] = [*rt.data.get(f"cost:{what}", ()), *uids]


COST_ACTS = {"rest": "rest", "retire": "retire", "remove": "remove", "stand": "stand"}
# the data of an act done as the cost of an ability (``common.BY_KEYS``, read by a trigger
# 「…の能力のコストで退却した時」): the card whose ability it is, its master, whether that card is
# its master's vanguard
COST_KEYS = ("cost_of", "cost_master", "cost_vanguard")


def _cost_data(rt: Rt) -> dict[str, Any]:
    if rt.source is None:
        return {}
    v = where_circle(rt.ctx, rt.source) == (rt.master, "vanguard")
    # the keyword the ability carries (「魔装合体のコストで」, ``Trig.means`` ``kwcost:``)
    return {
        **dict(zip(COST_KEYS, (rt.source, rt.master, v), strict=True)),
        "cost_keyword": rt.program.keyword,
    }


# the zone a blast takes its cards from (7.24.1: face-up damage, 7.25.1: the soul)
BLAST_ZONES = {"counter_blast": "damage", "soul_blast": "soul"}


def _blastable(rt: Rt, it: CostItem) -> list[str]:
    """The cards a blast of described cards may take: of the description, in its zone (face up
    for a counter blast)."""
    assert it.sel is not None
    z = BLAST_ZONES[it.what]
    return [
        c.uid
        for c in rt.ctx.zone(rt.master, z)
        if (c.face_up or z != "damage") and matches(rt.ctx, c, it.sel, rt.source, rt)
    ]


def _pay_act(rt: Rt, it: CostItem) -> Proc:
    """A cost that is an action on cards: this card, or as many of the cards it describes as
    it says — a number of cards with no 「選ぶ」 is still a choice of that many (7.50.1.1)."""
    from ruling.games._vg.specific import move_card
    from ruling.games._vg.steps import _distinct_pool

    ctx, m = rt.ctx, rt.master
    assert it.sel is not None
    if it.verb == "shuffle":
        # 「【コスト】[このユニットを山札に戻し、(その)山札をシャッフルする]」: the fighter the deck
        # belongs to shuffles it (7.5.1) — with 0 or 1 card in it, shuffled all the same
        # (7.5.1.1) — as the cost is paid (11.7.1); no card is chosen
        who = ctx.state.opponent(m) if it.sel.owner == "opponent" else m
        few = len(ctx.zone(who, "deck")) <= 1
        yield Do(
            "shuffle",
            {"player": who},
            clauses=("11.7.1", "7.5.1") + (("7.5.1.1",) if few else ()),
            caused_by=rt.why,
        )
        return
    if it.sel.ref is not None:
        picks = _cost_candidates(rt, it)[:1]
    elif it.bound == "all":
        # 「…をすべて」: every card it describes, no choice; none is a cost paid all the same
        # (11.7.3)
        picks = list(_cost_candidates(rt, it))
        if not picks:
            s = yield Mark(
                clauses=("11.7.1", "11.7.3"),
                touches=tuple(f"{m}.{z}" for z in it.sel.zones),
                ja="コストの「すべて」は0枚だが、コストは支払える",
                en="the cost's 「すべて」 is in effect nothing: the cost is paid all the same",
            )
            rt.why += (s,)
            return
    else:
        picks = []
        # a range (「１枚以上、２枚まで」, 「１枚以上、望む枚数」): the payer picks one card at a
        # time and may stop once the least is paid (11.7.1: the cost as its text says)
        most = it.n if it.least is None or it.bound == "up_to" else len(_cost_candidates(rt, it))
        for _ in range(most):
            pool = _distinct_pool(ctx, _cost_candidates(rt, it), picks, it.sel.distinct_names)
            if not pool and it.least is not None:
                break
            opts = tuple(card_option(ctx.card(u), ctx=ctx) for u in pool)  # type: ignore[arg-type]
            if it.least is not None and len(picks) >= it.least:
                opts += (Option("none", "これ以上選ばない", "no more", None, aliases=("no",)),)
            u = yield Choose(
                m,
                "cost_card",
                "コストにするカード",
                "card for the cost",
                opts,
                # a card left out of the choice by a value that is no number (15.3.2.1)
                ("11.7.1", "7.50.1", "7.50.1.1") + non_number_out(rt, it.sel),
                also=("cost",),
            )
            if u is None:
                break
            picks.append(u)
    verb = it.verb or ""
    _kept(rt, verb, picks)
    # each act of the cost hangs on what its payment belongs to (``rt.why``: the ability played,
    # 11.8.2.1-11.8.2.3, or resolved, 11.9.5), as a cost that moves cards does
    if verb == "discard":
        yield Do(
            "discard",
            {"player": m, "cards": picks, "doer": m, **_cost_data(rt)},
            clauses=("11.7.1", "7.50.1", "7.50.1.1"),
            caused_by=rt.why,
        )
    elif verb in COST_ACTS:
        from ruling.games._vg.dominate import dominator

        for u in picks:
            yield Do(
                COST_ACTS[verb],
                {"player": m, "card": u, "doer": m, **_cost_data(rt)},
                # a unit the payer dominates is one it is master of, paid with as such
                # (7.39.2, 11.7.1)
                clauses=("11.7.1",) + (("7.39.2",) if dominator(ctx, u) == m else ()),
                caused_by=rt.why,
            )
    elif verb == "lock":
        # 「【コスト】[あなたのリアガードを１枚呪縛する]」: each card paid is locked as an effect's
        # 呪縛 locks it (7.30.1), as the cost is paid (11.7.1)
        from ruling.games._vg.steps import LOCK_CLAUSES, LOCKED_STATE, after_lock, lock_words

        for u in picks:
            c = ctx.card(u)
            if c is None or c.states.get("locked"):
                continue
            ja, en = lock_words(c.label)
            yield SetCard(
                uid=u,
                changes=LOCKED_STATE,
                clauses=("11.7.1",) + LOCK_CLAUSES,
                caused_by=rt.why,
                ja=f"コスト: {ja}",
                en=f"cost: {en}",
            )
            yield from after_lock(rt, c, ("11.7.1",))
    elif verb == "reveal":
        yield Mark(
            # 7.10.2: a card revealed for a cost is shown when all the costs are paid
            # (11.7.1); revealing does not change its zone (7.10.4), and it is put back when the
            # showing ends (7.10.3.1)
            clauses=("11.7.1", "7.10.1", "7.10.2", "7.10.3", "7.10.3.1", "7.10.4"),
            touches=tuple(f"{m}.{z}" for z in it.sel.zones),
            tag="revealed",
            data={
                "uids": picks,
                "zones": [(ctx.where(u) or ("", ""))[1] for u in picks],
                "by": rt.source,
                "by_master": m,
                "doer": m,  # the one who pays the cost reveals (read by 「…が公開した時」)
            },
            ja=f"コスト: {m} は {'、'.join(label(ctx, u) for u in picks)} を公開する",
            en=f"cost: {m} reveals {', '.join(label(ctx, u) for u in picks)}",
        )
    elif verb == "face":
        up = it.face == "face_up"
        for u in picks:
            # 「…を１枚選び、表にする / 裏向きにする」 (7.3.1) paid as the cost (11.7.1)
            yield SetCard(
                uid=u,
                changes={"face_up": up},
                caused_by=rt.why,
                clauses=("11.7.1", "7.3.1"),
                ja=f"コスト: {label(ctx, u)} を{'表' if up else '裏'}にする",
                en=f"cost: {label(ctx, u)} is turned face {'up' if up else 'down'}",
            )
    elif verb == "gauge":
        # 7.40.2: to the unit the cost names; else a named gauge is the payer's (7.40.7)
        hosts = resolve_sel(rt, it.host) if it.host is not None else []
        of = hosts[0] if hosts else (m if it.pos else None)
        for u in picks:
            yield Do(
                "gauge",
                {
                    "player": m,
                    "card": u,
                    "of": of,
                    "name": it.pos,
                    "face": "up" if it.face == "face_up" else None,
                    "by": {"doer": m, **_cost_data(rt)},
                },
                clauses=("11.7.1",),
            )
    elif verb == "move" and it.dest is not None:
        if it.order == "chosen" and len(picks) > 1:
            picks = yield from _chosen_order(rt, picks)
        for u in picks:
            c = ctx.card(u)
            assert c is not None
            bottom = it.pos == "bottom"
            yield from move_card(
                ctx,
                u,
                c.owner,
                it.dest,
                ("11.7.1", "11.8.5.2") + (("7.29.1",) if it.dest == "bind" else ()),
                f"コスト: {c.label} を{ctx.zone_name(it.dest)}{'の下' if bottom else ''}に置く",
                f"cost: {c.label} goes to the {'bottom of the ' if bottom else ''}{ctx.zone_name(it.dest, 'en')}",
                caused_by=rt.why,
                pos="bottom" if bottom else "top",
                data={"by": rt.source, "by_master": m, "doer": m, **_cost_data(rt)},
            )
    else:
        raise ValueError(verb)


def _order_text_cost(rt: Rt) -> bool:
    """Whether the cost being paid is one written in an order card's text (11.8.2.4.3), paid as
    the order resolves — not an automatic or activated ability's."""
    from ruling.games._vg.common import is_order

    c = rt.ctx.card(rt.source) if rt.source else None
    return (
        c is not None
        and is_order(c)
        and rt.program.kind not in ("auto", "item", "activated")
        and not rt.data.get("play")
    )
