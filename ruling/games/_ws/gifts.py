"""Weiß Schwarz abilities the rules give (encore 10.2, the shot ability 4.12.2.7, a card's automatic
and delayed abilities 8.7) and the keyword table (chapter 10)."""

from __future__ import annotations

from typing import Any

from ruling import unsettled
from ruling.choosing import NO, YES
from ruling.core import Ctx
from ruling.games._ws.automatic import card_trigger, delayed_trigger
from ruling.games._ws.basic import DAMAGE_GROUP_VAR, shot_of
from ruling.games._ws.common import (
    SLOT_JA,
    Proc,
    encore_fails_whole,
    encore_slot_reading,
    slot_of,
    stage,
)
from ruling.games._ws.continuous import encore_forbidden, player_forbidden
from ruling.games._ws.playing import card_resolve, delayed_resolve
from ruling.rules import (
    AbilityDef,
    Choose,
    Do,
    Event,
    KeywordDef,
    Mark,
    Move,
    MoveMany,
    Reject,
    SetVar,
    Triggered,
)


def encore_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    out = []
    for uid, fp, fz, tp, tz in ctx.moves(step):
        c = ctx.card(uid)
        if c is None or c.type not in ("character", None) or not fz.startswith("stage."):
            continue
        if tz != "waiting_room":
            if not tz.startswith("stage."):
                # checked and not met (10.2.1: encore is an automatic ability whose trigger is
                # being put from the stage into the waiting room; 10.2.2: 「舞台から控え室に置かれた
                # とき」): the character left the stage for another zone — the reason a ruling
                # asked about it finds no encore; the encore read is the one every character has
                # (10.2.3), as for the move into the waiting room below
                out.append(
                    Triggered(
                        tp,
                        uid,
                        blocked=(
                            f"{c.label} は舞台から控え室以外（{tz}）に置かれたため、アンコールは誘発しない",
                            f"{c.label} left the stage for the {tz}, not the waiting room: no "
                            "encore triggers",
                        ),
                        clauses=("10.2.1", "10.2.2", "10.2.3"),
                        touches=(uid,),
                        near_miss=True,
                    )
                )
            continue
        ban = encore_forbidden(ctx, tp, c, ("10.2.1", "10.2.3"))
        out.append(Triggered(tp, uid, {"slot": slot_of(fz), "from_player": fp}, **ban))
    return out


def _printed_encore(ctx: Ctx, uid: str) -> bool:
    """Whether the card has an encore of its own, printed or given (『【自】 アンコール ［…］』)."""
    from ruling.games._ws.continuous import programs

    return any(ab.keyword == "アンコール" for ab in programs(ctx, uid))


def _stock_encore_payable(ctx: Ctx, p: str, uid: str) -> bool:
    """Can ``p`` pay the rules' encore ［(3)］ now (stock, with the markers an ability lets its
    master pay with instead, 10.2.3)?"""
    from ruling.games._ws.costs import instead_count, stock_substitutes

    subs = stock_substitutes(ctx, p, uid, "auto", "アンコール")
    return len(ctx.zone(p, "stock")) + instead_count(subs, 3) >= 3


def encore_resolve(ctx: Ctx, pending: Any) -> Proc:
    uid = pending.source
    c = ctx.card(uid)
    p = pending.master
    gone = c is None or ctx.where(uid) != (p, "waiting_room")
    if gone and (c is None or not _stock_encore_payable(ctx, p, uid)):
        gone_fails = True  # no cost that could be paid: nothing is done under either reading
    else:
        gone_fails = gone and (yield from encore_fails_whole(ctx, p))
    if gone_fails:
        yield Reject(
            "このキャラはすでに控え室にないため、アンコールの効果は解決に失敗します",
            "the character is no longer in the waiting room: the encore fails",
            ("8.7.7",),
        )
        return
    from ruling.games._ws.costs import instead_count, markers_instead, stock_substitutes

    if _printed_encore(ctx, uid):
        # a character printing an encore of its own: is that the 「指定」 of 10.2.3, so that it
        # lacks the rules' ［(3)］ one? The engine's reading: both are held (the audit's
        # printed_encore_and_rules_encore)
        both = yield from unsettled.holds(p, "ws", "printed_encore_and_rules_encore", "both")
        if not both:
            yield Reject(
                f"{c.label} は自身のアンコールを持つため、ルールのアンコール［(3)］を持たない",
                f"{c.label} prints an encore of its own, so it lacks the rules' encore ［(3)］",
                ("10.2.3",),
                touches=(uid, f"{p}.stock", f"{p}.waiting_room"),
            )
            return
    # 10.2.3: the rules' encore is an automatic ability of the character (10.2.1): markers an
    # ability lets its master pay with in place of stock (1.3.1) count towards its cost
    subs = stock_substitutes(ctx, p, uid, "auto", "アンコール")
    if len(ctx.zone(p, "stock")) + instead_count(subs, 3) < 3:
        yield Reject(
            f"{p} のストックが{len(ctx.zone(p, 'stock'))}枚で3枚に足りず、コストを支払えないためアンコールしない",
            f"{p} has {len(ctx.zone(p, 'stock'))} stock, fewer than 3: the cost cannot be paid, no encore",
            ("8.4.2.2", "10.2.2"),
            # the stock is short because of the steps that took its cards (a cost paid before)
            caused_by=ctx.taken_from(f"{p}.stock"),
        )
        return
    pay = yield Choose(
        p,
        "encore",
        f"{c.label} のアンコール（ストック3枚）を支払うか",
        f"pay the encore cost (3 stock) for {c.label}?",
        (YES, NO),
        ("10.2.2", "8.7.3.2.1"),
        # a cost payment (10.2.2) the master may make (「コストを払ってよい」 like any optional cost):
        # answered `at: encore`, `at: cost` or `at: optional`
        also=("cost", "optional"),
        # the cards that pay it are the `at: cost` choice that follows: an `at: cost` entry
        # naming one of them means the cost is paid (the branch declining never reaches it)
        leads_to=("cost",),
    )
    if not pay:
        # the cost not paid (10.2.2: the master may pay it) is why the character stays in the
        # waiting room and the stock is left as it was: the decline decides both (10.2.3: the
        # rules' encore every character has)
        yield Mark(
            ja=f"{p} はアンコールのコストを支払わない",
            en=f"{p} does not pay the encore cost",
            clauses=("10.2.2", "10.2.3", "8.7.3.2.1"),
            touches=(uid, f"{p}.stock", f"{p}.waiting_room"),
        )
        return
    yield SetVar(
        key="paying_cost",
        value=True,
        clauses=("8.4.2.1",),
        ja="コストの支払いを開始",
        en="cost payment begins",
    )
    n = 3 - ((yield from markers_instead(ctx, p, 3, subs, ("10.2.1", "10.2.3"))) if subs else 0)
    paid = ctx.last
    if n:
        paid = yield MoveMany(
            uids=tuple(x.uid for x in ctx.zone(p, "stock")[:n]),
            player=p,
            zone="waiting_room",
            clauses=("8.4.3",),
            ja=f"{p} はストック{n}枚を控え室に置く",
            en=f"{p} puts {n} stock into the waiting room",
        )
    yield SetVar(
        key="paying_cost",
        value=None,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja="コストの支払いを完了",
        en="cost payment complete",
    )
    if gone:
        # under the reading pays of encore_card_gone_cost: the cost was paid, the placement
        # cannot be done and simply is not (1.3.2), the card having changed zones (8.7.7)
        yield Reject(
            f"{c.label} は控え室にないため、コストを支払っても枠に置くことは行われない",
            f"{c.label} is not in the waiting room: the cost paid, it is not put back",
            ("8.7.7", "3.1.4", "1.3.2"),
            caused_by=(paid,),
        )
        return
    slot = pending.data["slot"]
    held = bool(ctx.zone(p, stage(slot)))
    if not (yield from encore_slot_reading(ctx, p, c.label, slot, (paid,))):
        return
    yield Move(
        uid=uid,
        player=p,
        zone=stage(slot),
        orientation="rest",
        face_up=True,
        clauses=("10.2.2", "10.2.4") + (("9.6.2",) if held else ()),
        caused_by=(paid,),
        ja=f"{c.label} を直前にいた{SLOT_JA[slot]}の枠にレスト状態で置く（アンコール）",
        en=f"{c.label} returns rested to its slot {slot} (encore)",
        tag="encore",
        # 10.2.4: 「アンコールを使った時」 / 「『アンコール』で舞台に置かれた時」 is this placement
        data={"means": "アンコール"},
    )


def shot_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    if not isinstance(ev, Mark) or ev.tag != "damage_end" or not ev.data.get("cancelled"):
        return []
    out = []
    # 4.12.2.7.1: damage the attacker deals before the damage step (7.5.1.2), e.g. by an ability
    # whose source it is (4.11.1.2), is its next damage: cancelled, it triggers the shot
    early = ("4.12.2.7.1",) if ctx.state.turn.step != "damage" else ()
    # 4.12.2.7.3: a part of a damage dealt to several players at once (``basic.DAMAGE_GROUP_VAR``)
    # — any part cancelled triggers it, and it triggers once however many are
    group = ctx.state.vars.get(DAMAGE_GROUP_VAR)
    at_once = ("4.12.2.7.3",) if group is not None else ()
    for d in ctx.state.delayed:
        if d.ability == "shot" and (
            shot_of(ctx, d.data, ev.data.get("source")) or d.id in ev.data.get("shots", ())
        ):
            if ev.data.get("group_cancelled_before"):
                # another player's part of the same damage was cancelled first: it has
                # triggered already, and triggers once only (4.12.2.7.3)
                out.append(
                    Triggered(
                        d.master,
                        d.data.get("attacker"),
                        {},
                        ("4.12.2.7", "4.12.2.7.3"),
                        blocked=(
                            "複数のプレイヤーへの同時のダメージがそれぞれキャンセルされても、"
                            "ショットの自動能力は一度だけ誘発する",
                            "the damage dealt to several players at once was cancelled by more "
                            "than one of them: the shot ability triggers once only",
                        ),
                        near_miss=True,
                    )
                )
                continue
            # 4.12.2.7.1: the damage step's damage is the attacker's next one where nothing
            # before it since the shot came was damage — a card put into a clock not by 「ダメージ
            # を与える」 (4.10.2, no damage processing) left it waiting, and the ruling says so
            waited = (
                ("4.12.2.7.1",)
                if not early and _placed_not_damage(ctx, d.data.get("made_after"))
                else ()
            )
            out.append(
                Triggered(
                    d.master,
                    d.data.get("attacker"),
                    {"delayed": d.id, "card": d.data.get("card")},
                    # 4.12.2.7.2: damage to its own master cancelled triggers it too
                    early
                    + waited
                    + at_once
                    + (("4.12.2.7.2",) if ev.data.get("to") == d.master else ()),
                )
            )
    for spent in ctx.state.vars.get("shots_spent") or ():
        # 4.12.2.7.1: the shot ability of this attacker was used up by an earlier damage not
        # cancelled — this cancel does not trigger it, and the ruling says why (round 27)
        if spent.get("turn") != ctx.state.turn.number or out:
            continue
        if not shot_of(ctx, spent, ev.data.get("source")):
            continue
        to = ctx.state.opponent(spent["master"])
        out.append(
            Triggered(
                spent["master"],
                spent.get("attacker"),
                {},
                ("4.12.2.7", "4.12.2.7.1"),
                blocked=(
                    "ショットの自動能力はキャンセルされなかった先のダメージで使い切られているため、"
                    "このキャンセルでは誘発しない",
                    "the shot ability was used up by an earlier damage that was not cancelled: "
                    "this cancel does not trigger it",
                ),
                touches=(f"{to}.clock",),
                near_miss=True,
            )
        )
        break
    return out


def _placed_not_damage(ctx: Ctx, since: int | None) -> bool:
    """Whether a card went into a clock after step ``since`` by a placement that is no damage
    processing (4.10.2: not by 「ダメージを与える」)."""
    if since is None:
        return False
    return any(
        isinstance(ev, Move | MoveMany) and ev.zone == "clock" and "4.10.2" in ev.clauses
        for _s, _q, ev in ctx.events(since + 1)
    )


def _reads_own_damage(ctx: Ctx, uid: str) -> bool:
    """Whether card ``uid`` has an automatic ability about the damage it deals (「このカードの与えた
    ダメージがキャンセルされた / されなかった時」)."""
    from ruling.abilities import abilities_of

    c = ctx.card(uid)
    if c is None:
        return False
    for ab in abilities_of("ws", c):
        trig = getattr(ab.program, "trigger", None) if ab.supported else None
        if (
            trig is not None
            and trig.event in ("damage_cancelled", "damage_dealt")
            and getattr(trig.subject, "ref", None) == "this"
        ):
            return True
    return False


def shot_resolve(ctx: Ctx, pending: Any) -> Proc:
    p = pending.master
    to = ctx.state.opponent(p)
    source = pending.data.get("card") or pending.source
    by = None
    if player_forbidden(ctx, to, "receive", "damage@opponent_character_auto") is not None:
        # 4.11.1.2 names the card that holds an ability as its damage's source; 4.12.2.7 says the
        # shot ability arises, not who holds it: when that player takes no damage from the
        # opponent's characters' automatic abilities, the reading decides (the audit's
        # shot_ability_holder) — the engine's: no card holds it
        held = yield unsettled.choose(
            p, "ws", "shot_ability_holder", {"nobody": None, "attacker": pending.source}
        )
        if held is not None:
            source, by = held, "auto"
    elif source and _reads_own_damage(ctx, source):
        # the attacker reads the damage it deals (「このカードの与えたダメージがキャンセルされた時」):
        # whether the shot's damage is its damage is the same point — 4.11.1.2 makes the card
        # holding an ability its damage's source, 4.12.2.7 names no card holding the shot's
        held = yield unsettled.choose(
            p, "ws", "shot_ability_holder", {"nobody": None, "attacker": source}
        )
        source = held
    yield Do(
        "damage",
        {
            "player": p,
            "to": to,
            "amount": 1,
            "source": source,
            **({"by": by} if by else {}),
        },
        caused_by=(pending.step,) if pending.step is not None else (),
        clauses=("4.12.2.7",),
    )


ABILITIES = {
    "encore": AbilityDef(
        "encore",
        "アンコール",
        "encore",
        ("10.2.1", "10.2.3"),
        encore_trigger,
        encore_resolve,
        of_rules=True,  # every character holds it (10.2.3)
    ),
    "shot": AbilityDef(
        "shot",
        "ショットの自動能力",
        "shot ability",
        ("4.12.2.7",),
        shot_trigger,
        shot_resolve,
        of_rules=True,  # made by the trigger icon (4.12.2.7)
    ),
    "card": AbilityDef(
        "card",
        "カードの自動能力",
        "automatic ability of a card",
        # 8.1.1.2.1: its trigger condition (「…時」「…の始めに」「…の終わりに」) met: it has triggered
        ("8.1.1.2", "8.1.1.2.1", "8.7.2"),
        card_trigger,
        card_resolve,
    ),
    "card_delayed": AbilityDef(
        "card_delayed",
        "カードの効果による時限誘発",
        "delayed ability created by a card's effect",
        ("8.7.5", "8.7.2"),
        delayed_trigger,
        delayed_resolve,
        of_rules=True,  # made by an effect (8.7.5), not one of the card's texts
    ),
}
KEYWORDS = (
    KeywordDef("alarm", "アラーム", "Alarm", ("10.1.1", "10.1.2")),
    KeywordDef("encore", "アンコール", "Encore", ("10.2.1", "10.2.2", "10.2.3"), ability="encore"),
    KeywordDef("assist", "応援", "Assist", ("10.3.1", "10.3.2")),
    KeywordDef("bond", "絆", "Bond", ("10.4.1", "10.4.2")),
    KeywordDef("backup", "助太刀", "Backup", ("10.5.1", "10.5.2")),
    KeywordDef("great_performance", "大活躍", "Great Performance", ("10.6.1", "10.6.2")),
    KeywordDef("brainstorm", "集中", "Brainstorm", ("10.7.1", "10.7.3")),
    KeywordDef("change", "チェンジ", "Change", ("10.8.1", "10.8.3")),
    KeywordDef("memory", "記憶", "Memory", ("10.9.1",)),
    KeywordDef("experience", "経験", "Experience", ("10.10.1",)),
    KeywordDef("shift", "シフト", "Shift", ("10.11.1", "10.11.2")),
    KeywordDef("accelerate", "加速", "Accelerate", ("10.12.1",)),
    KeywordDef("resonance", "共鳴", "Resonance", ("10.13.1",)),
    KeywordDef("force", "フォース", "Force", ("10.14.1",)),
    KeywordDef("combine", "合体", "Combine", ("10.15.1",)),
    KeywordDef("separate", "分離", "Separate", ("10.16.1", "10.16.2")),
    KeywordDef("link", "リンク", "Link", ("10.17.1",)),
    KeywordDef("inherit", "継承", "Inherit", ("10.18.1",)),
    KeywordDef("turn_limit", "ターン回数制限", "Turn limit", ("10.19.1", "10.19.3")),
)
