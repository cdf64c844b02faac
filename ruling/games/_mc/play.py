"""Using a special ability (10.1) and the counter chain (10.2, 10.3).

``use {card, ability, target, cost_cards, dice, respond}``: the declaration (10.1.4–10.1.9:
timing, target, costs declared, dice rolled), then the answers — each a ``use`` of a [対抗]
ability by the other player, answering the one before and resolved before it (10.1.10–10.1.12,
逆順処理 10.3.1) — then the resolution (10.1.13: costs carried out; 10.1.14: the effect if the
target is still proper and the ability not lost), and a check step (10.2.3).
"""

from __future__ import annotations

from typing import Any

from ruling.abilities import abilities_of
from ruling.core import Ctx
from ruling.games._mc.cardtext import DamageStep, Program, StatStep
from ruling.games._mc.common import (
    Proc,
    _matches,
    area_of_zone,
    find_card,
    is_unit,
    label,
    roll_die,
)
from ruling.rules import CheckTiming, Choose, Do, Mark, Move, Option, Orient, Reject

TIMING_JA = {"normal": "普通", "counter": "対抗", "initiative": "イニシアチブ", "main": "メイン"}


def _timing_ok(ctx: Ctx, prog: Program, player: str, responding: bool) -> tuple[bool, str]:
    st = ctx.state
    if responding:
        return "counter" in prog.timings, "10.1.10"
    step = st.turn.step if st.vars.get("mc.battle") else None
    if step in ("first_normal", "second_normal"):
        first = st.vars.get("mc.initiative")
        side = first if step == "first_normal" else st.opponent(str(first))
        cl = "8.3.5.4" if step == "first_normal" else "8.3.6.4"
        return "normal" in prog.timings and player == side, cl
    if step == "initiative":
        return "initiative" in prog.timings, "8.3.4.6"
    if st.vars.get("mc.battle"):
        return False, "10.9.1"
    return "main" in prog.timings and st.turn.phase == "main" and player == st.turn.player, "7.3.3"


def _targets(ctx: Ctx, prog: Program, player: str, src: str, ref: Any) -> list[str] | str:
    """The target(s), or why there is no proper one."""
    t = prog.target
    if t is None:
        return []
    w = ctx.where(src)
    area = area_of_zone(w[1]) if w else None
    if t.kind == "this_unit":
        return [src]
    if t.kind in ("party", "all_units"):
        out = []
        for p in ctx.state.players:
            if t.owner == "own" and p != player or t.owner == "enemy" and p == player:
                continue
            for c in ctx.zone(p, f"field.{area}"):
                if is_unit(c):
                    out.append(c.uid)
        return out or "対象になるユニットがいない"
    uid = find_card(ctx, ref)
    c = ctx.card(uid) if uid else None
    tw = ctx.where(uid) if uid else None
    if c is None or tw is None or not is_unit(c) or area_of_zone(tw[1]) is None:
        return "対象は戦場のユニット1体"
    if ctx.state.vars.get("mc.battle") and area_of_zone(tw[1]) != ctx.state.vars.get(
        "mc.battle_area"
    ):
        return "戦闘中に対象にできるのは戦闘が発生した地形のユニットだけ（8.2.4）"
    if t.owner == "own" and tw[0] != player or t.owner == "enemy" and tw[0] == player:
        return "自軍／敵軍の指定に合わない"
    return [uid]  # type: ignore[list-item]


def use(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = str(p.get("player") or st.turn.player)
    uid = find_card(ctx, p.get("card"), player)
    c = ctx.card(uid) if uid else None
    w = ctx.where(uid) if uid else None
    if c is None or w is None or area_of_zone(w[1]) is None or c.owner != player:
        yield Reject(
            "自分が所有者である戦場のカードではないため使用できません",
            "not a card of this player's on the battlefield: it cannot be used",
            ("10.1.2",),
        )
        return
    if st.vars.get("mc.battle") and area_of_zone(w[1]) != st.vars.get("mc.battle_area"):
        yield Reject(
            "戦闘中に使用できるのは戦闘が発生した地形のカードの能力だけです",
            "in a battle only the abilities of cards on the battle's terrain may be used",
            ("8.2.2",),
        )
        return
    abs_ = [a for a in abilities_of("mc", c) if a.kind != "keyword"]
    acts = [a for a in abs_ if not (a.supported and getattr(a.program, "kind", "") != "activated")]
    n = int(p.get("ability") or 1)
    if not 1 <= n <= len(acts):
        yield Reject("その能力はありません", "no such ability", ("10.1.4",))
        return
    ab = acts[n - 1]
    if not ab.supported:
        yield Reject(
            f"未対応の能力（{c.label}）: {ab.text} — 実行できないため、このルーリングでは使用しない",
            f"unsupported ability ({c.label}): {ab.text} — it cannot be run, so it is not used",
            ("10.1.4",),
        )
        return
    prog: Program = ab.program
    responding = bool(p.get("_respond"))
    ok, tcl = _timing_ok(ctx, prog, player, responding)
    if not ok:
        yield Reject(
            f"『{prog.name}』[{'/'.join(TIMING_JA.get(t, t) for t in prog.timings)}] はこの時点で使用できません",
            f"'{prog.name}' [{'/'.join(prog.timings)}] cannot be used at this point",
            ("10.1.4", tcl),
        )
        return
    if responding and "no_counter" in (p.get("_against") or ()):
        yield Reject(
            "対抗不可の効果の宣言に対しては[対抗]を宣言できません",
            "no [counter] may be declared against a declaration marked 対抗不可",
            ("15.3.1",),
        )
        return
    if prog.mark == "□" and c.orientation == "rest":
        yield Reject(
            f"{c.label} は行動完了のため、□特殊能力のコストを支払えません",
            f"{c.label} has acted: it cannot pay a □ ability's cost",
            ("14.2.1",),
        )
        return
    targets = _targets(ctx, prog, player, c.uid, p.get("target"))
    if isinstance(targets, str):
        yield Reject(
            f"対象が適切ではありません: {targets}", "no proper target", ("10.1.4", "10.10.1")
        )
        return
    # 10.1.6: costs declared; cards paid from the hand go to the effect zone
    paid: list[str] = []
    if prog.hand_cost is not None:
        k, restr = prog.hand_cost
        hand = ctx.zone(player, "hand")
        ok_cards = [h for h in hand if restr is None or _matches(h, (restr[0], (restr[1],)))]
        given = [find_card(ctx, r, player) for r in p.get("cost_cards") or []]
        picks = [g for g in given if g in {h.uid for h in ok_cards}]
        while len(picks) < k and len(picks) < len(ok_cards):
            rest = [h for h in ok_cards if h.uid not in picks]
            pick = yield Choose(
                player,
                "cost",
                "コストとして破棄する手札を選ぶ",
                "choose a hand card to discard as the cost",
                tuple(Option(h.uid, h.label, h.label, h.uid, sig=h.signature()) for h in rest),
                ("10.1.6",),
            )
            picks.append(pick)
        if len(picks) < k:
            yield Reject(
                "コスト（手札の破棄）を支払えません",
                "the cost (discarding hand cards) cannot be paid",
                ("10.1.4", "10.11.8"),
            )
            return
        paid = picks[:k]
    decl = yield Mark(
        clauses=("10.1.5", "10.1.6"),
        ja=f"{player} は {c.label} の『{prog.name}』の使用を宣言する（対象: {'、'.join(label(ctx, t) for t in targets) or 'なし'}）",
        en=f"{player} declares {c.label}'s '{prog.name}' (target: {', '.join(label(ctx, t) for t in targets) or 'none'})",
        touches=(c.uid, *targets),
    )
    for h in paid:
        yield Move(uid=h, player=player, zone="effect", clauses=("10.1.6", "5.1.7.2"))
    # 10.1.8: every die is rolled now (3.4.6)
    rolled: dict[int, int] = {}
    dice_steps: list[int] = []
    given_dice = list(p.get("dice") or [])
    for i, step in enumerate(prog.steps):
        if isinstance(step, StatStep) and step.dice:
            count, sign, pick = step.dice
            vals = []
            for j in range(count):
                v = yield from roll_die(
                    ctx,
                    player,
                    f"『{prog.name}』の{count}Dの{j + 1}個目",
                    f"'{prog.name}' die {j + 1} of {count}D",
                    ("10.1.8", "3.4.6"),
                    given_dice.pop(0) if given_dice else None,
                )
                vals.append(v)
            res = max(vals) if pick == "high" else min(vals) if pick == "low" else sum(vals)
            rolled[i] = -res if sign == "-" else res
            dm = yield Mark(
                clauses=("10.1.8", "3.4.4" if pick else "3.4.2", "3.4.5"),
                ja=f"ダイス {vals} → ダイス結果 {res}",
                en=f"dice {vals} -> dice result {res}",
                caused_by=(decl,),
            )
            dice_steps.append(dm)
    # 10.1.10–10.1.12: the answers, resolved first (10.3.1)
    resp = list(p.get("respond") or [])
    if resp:
        yield Mark(
            clauses=("10.1.12", "4.3.6", "10.3.1"),
            ja="対抗連鎖: 後から宣言された効果から逆順に解決する（4.3.6の「解決されませぬ」は10.1.12「逆順処理(10.3)によって特殊能力が解決されます」に従い「解決されます」と読む）",
            en="counter chain: the later declarations resolve first (4.3.6's 「解決されませぬ」 read as "
            "「解決されます」, as 10.1.12 says the abilities are resolved by 逆順処理)",
            note=(
                "4.3.6 は印刷では「解決されませぬ」。10.1.12・10.3.1 に従い「解決されます」と読んだ",
                "4.3.6 prints 「解決されませぬ」; read as 「解決されます」 as 10.1.12 and 10.3.1 require",
            ),
            caused_by=(decl,),
        )
        first = dict(resp[0])
        verb = first.pop("do")
        first.setdefault("player", st.opponent(player))
        first["_respond"] = True
        first["_against"] = prog.keywords
        if resp[1:]:
            first.setdefault("respond", resp[1:])
        yield Do(verb, first, caused_by=(decl,), clauses=("10.1.10", "10.3.1"))
    # 10.1.13: the costs
    if prog.mark == "□" and ctx.where(c.uid) and c.orientation != "rest":
        yield Orient(
            uid=c.uid,
            orientation="rest",
            clauses=("14.2.1", "10.1.13"),
            ja=f"{c.label} を行動完了にする（□のコスト）",
            en=f"{c.label} becomes acted (the □ cost)",
        )
    if prog.mark == "×" and ctx.where(c.uid):
        yield Do("discard", {"card": c.uid, "clauses": ("14.3.1", "10.1.13")})
    for h in paid:
        if ctx.where(h) == (player, "effect"):
            yield Move(uid=h, player=player, zone="discard", clauses=("10.1.13",))
    # 10.1.14: the effect, if the target is proper and the ability not lost
    src_w = ctx.where(c.uid)
    if prog.mark != "×" and (src_w is None or area_of_zone(src_w[1]) is None):
        yield Mark(
            clauses=("10.1.14",),
            ja=f"{c.label} が戦場を離れ、『{prog.name}』は失われている: 効果は発揮しない",
            en=f"{c.label} has left the battlefield and '{prog.name}' is lost: no effect",
            caused_by=(decl,),
            touches=tuple(targets),
        )
        yield CheckTiming(("10.2.3",))
        return
    for t in targets:
        tw = ctx.where(t)
        tc = ctx.card(t)
        if tc is None or tw is None or area_of_zone(tw[1]) is None or not is_unit(tc):
            yield Mark(
                clauses=("10.1.14",),
                ja=f"対象 {label(ctx, t)} が適切ではなくなった: 効果は発揮しない",
                en=f"the target {label(ctx, t)} is no longer proper: no effect on it",
                caused_by=(decl,),
            )
            continue
        if not _matches(tc, prog.condition):
            yield Mark(
                clauses=("4.1.10", "4.1.13"),
                ja=f"{tc.label} は条件（{'/'.join(prog.condition[1]) if prog.condition else ''}）を満たさない: 効果は発揮されるが適用されない",
                en=f"{tc.label} does not meet the condition: the effect is brought about but not applied",
                caused_by=(decl,),
                touches=(t,),
            )
            continue
        for i, step in enumerate(prog.steps):
            src = f"{c.label}『{prog.name}』"
            if isinstance(step, StatStep):
                amount = rolled.get(i, step.amount)
                yield Do(
                    "modify",
                    {"card": t, "stat": step.stat, "amount": amount, "source": src},
                    caused_by=(decl, *dice_steps),
                    clauses=("10.1.14", "4.1.8"),
                )
            elif isinstance(step, DamageStep):
                yield Do(
                    "damage",
                    {"to": t, "amount": step.amount, "attribute": step.attribute, "source": src},
                    caused_by=(decl,),
                    clauses=("10.1.14", "4.5.1"),
                )
    yield CheckTiming(("10.2.3",))
