"""mc: triggers on a card's own leaving of the battlefield — 〈発揮:このユニットが破棄された時〉 /
〈発揮:このユニットが死亡した時〉 of a ● ability, and a ○ ability opening with 「このユニットが死亡した時
に、…」 (``cardtext.LEAVE_MOMENTS``).

A zone-move trigger (領域移動誘発, 10.5.4): its condition is met by the card's move from the
battlefield to the discard pile (破棄, 12.4.1; a death is one, 12.6.1) — the card is then off the
battlefield, so the ability is read with the card's information as it was there (10.5.4.1.2:
its printed text; the effects on it there end with the move, 5.1.1.8). It becomes waiting (10.5.2)
and is played at the check step that follows (10.5.1, 10.5.3: the shared core's pending
abilities). A ● one: 14.7.1 has a ● ability trigger 「戦場に存在している時に」 — whether the card
that left triggers, looked back at (10.5.4.1.2), is the point zone_move_trigger_off_battlefield
(both run, look_back the engine's own); it is played though its card has changed zones (10.5.6),
its effect on a player's cards, which the zone change does not make impossible, or (round 63)
plain damage on a group of units — the party of the terrain it left, looked back at
(10.5.4.1.2), a [戦闘] one only from a battle there (14.7.3.1); the compiler refuses the rest.
A ○ one is the point standing_when_clause_trigger: a triggered ability whose source is a ○,
cancelled because its card has changed zones (10.5.7), or one of 4.1.6.1's 「一部の常動型特殊能力」
that is no triggered ability, whose effect is brought about as the unit dies — both run (the
second played at the same check step: what it does is the same).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling.core import Ctx
from ruling.rules import AbilityDef, Event, Mark, Move, Triggered

Proc = Generator[Any, Any, Any]

# the moment's clause: a move to the discard pile is 破棄 (12.4.1), a death a discard from the
# battlefield by a death effect (12.6.1)
_CL = {"this_discarded": ("12.4.1",), "this_died": ("12.6.1",)}


def _met(moment: str, to_zone: str, died: bool) -> bool:
    """Whether the card's move meets the moment: to the discard pile (破棄, 12.4.1) — a death
    too (12.6.1) — or, for 「死亡した時」, a death only."""
    return to_zone == "discard" and (moment == "this_discarded" or died)


def trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The abilities of each card this step moved from the battlefield (``area_of_zone``) that
    trigger on that leaving, read from its printed text (10.5.4.1.2)."""
    from ruling.games._mc.cardtext import LEAVE_MOMENTS, programs
    from ruling.games._mc.common import area_of_zone

    if not isinstance(ev, Move):
        return []
    out: list[Triggered] = []
    # a death's move cites 12.6.1 (``basic.die``)
    died = "12.6.1" in ev.clauses
    for uid, fp, fz, _tp, tz in ctx.moves(step):
        if area_of_zone(fz) is None or area_of_zone(tz) is not None:
            continue
        card = ctx.card(uid)
        if card is None:
            continue
        for i, prog in programs(card):
            moment = str(prog.trigger)
            if prog.kind != "auto" or moment not in LEAVE_MOMENTS.values():
                continue
            if not _met(moment, tz, died):
                continue
            master = card.owner or fp
            cl = ("10.5.4", "10.5.4.1.2", "10.5.1", *_CL[moment])
            # the terrain it left: where its group target is read, looked back at (10.5.4.1.2)
            data = {"index": i, "area": area_of_zone(fz)}
            st = ctx.state
            if "combat" in prog.timings and not (
                st.vars.get("mc.battle") and st.vars.get("mc.battle_area") == area_of_zone(fz)
            ):
                # [戦闘]: only a unit taking part in a battle (14.7.3.1) — none on the terrain it
                # left, looked back at (10.5.4.1.2)
                out.append(
                    Triggered(
                        master,
                        uid,
                        clauses=(*cl, "14.7.3.1"),
                        blocked=(
                            f"{card.label} の●『{prog.name}』は[戦闘]: 戦闘に参加していないため誘発しない",
                            f"{card.label}'s ● '{prog.name}' is [戦闘]: it took part in no battle, "
                            "so it does not trigger",
                        ),
                        touches=(uid,),
                    )
                )
                continue
            if "combat" in prog.timings:
                # it took part in the battle on the terrain it left (14.7.3.1)
                cl = (*cl, "14.7.3.1")
            if "own_turn" in prog.timings and ctx.state.turn.player != master:
                # [自軍ターン]: only while its side is the advancing side (14.7.3.2, 10.9.10)
                out.append(
                    Triggered(
                        master,
                        uid,
                        clauses=(*cl, "14.7.3.2", "10.9.10"),
                        blocked=(
                            f"{card.label} の●『{prog.name}』は[自軍ターン]: 敵軍のターンには誘発しない",
                            f"{card.label}'s ● '{prog.name}' is [自軍ターン]: it does not "
                            "trigger in the opponent's turn",
                        ),
                        touches=(uid,),
                    )
                )
                continue
            if getattr(prog, "of_standing", False):
                # 10.5.7: its source a ○ and its card's zone changed — cancelled, not played;
                # under 4.1.6.1 no triggered ability at all (standing_when_clause_trigger)
                out.append(
                    Triggered(
                        master,
                        uid,
                        data,
                        clauses=(*cl, "10.5.7"),
                        blocked=(
                            f"{card.label} の○『{prog.name}』を発生源とする誘発型能力は、カードの"
                            "ゾーンが変わっているため待機状態が取り消され、発動しない",
                            f"the triggered ability whose source is {card.label}'s ○ "
                            f"'{prog.name}' has its waiting cancelled, its card having changed "
                            "zones: it is not played",
                        ),
                        touches=(uid, f"{master}.hand", f"{master}.deck"),
                        cancelled=True,
                        reading=("mc", "standing_when_clause_trigger", "not_triggered"),
                    )
                )
                continue
            # a ● ability triggers 「戦場に存在している時に」 (14.7.1), and its card has left:
            # triggered by looking back at it there (10.5.4.1.2), or not (the point
            # zone_move_trigger_off_battlefield, both run)
            out.append(
                Triggered(
                    master,
                    uid,
                    data,
                    clauses=(*cl, "14.7.3.7"),
                    blocked=(
                        f"{card.label} は戦場に存在しない: ●『{prog.name}』は誘発しない",
                        f"{card.label} is not on the battlefield: its ● '{prog.name}' does not "
                        "trigger",
                    ),
                    touches=(uid, f"{master}.hand", f"{master}.deck"),
                    reading=("mc", "zone_move_trigger_off_battlefield", "look_back"),
                )
            )
    return out


def resolve(ctx: Ctx, p: Any) -> Proc:
    """Played at the check step (10.5.3) though its card has left (10.5.6: its effect is on a
    player's cards, not made impossible by the zone change): its steps on its player's cards,
    once (14.7.3.5)."""
    from ruling.games._mc.cardtext import programs
    from ruling.games._mc.effects import run_player_steps

    card = ctx.card(p.source)
    if card is None:
        return
    prog = dict(programs(card)).get(p.data.get("index"))
    if prog is None:
        return
    standing = getattr(prog, "of_standing", False)
    m = yield Mark(
        clauses=("4.1.6.1",) if standing else ("10.5.6", "14.7.3.5"),
        ja=f"{card.label} の○『{prog.name}』の効果が発揮される（誘発型能力ではない）"
        if standing
        else f"{card.label} は戦場を離れているが、●『{prog.name}』はプレイされ、効果はそのカードに"
        "よらず実行できる: 解決する",
        en=f"{card.label}'s ○ '{prog.name}' takes effect (no triggered ability)"
        if standing
        else f"{card.label} has left the battlefield, but its ● '{prog.name}' is played and its "
        "effect does not need the card: it is done",
        touches=(card.uid,),
    )
    t = prog.target
    if t is not None and t.kind in ("party", "all_units"):
        yield from _on_group(ctx, p, card, prog, m)
        return
    via = ("10.10.1",) if prog.target is not None else ("4.1.10",)
    yield from run_player_steps(ctx, p.master, prog.steps, (m,), via, card.uid)


def _on_group(ctx: Ctx, p: Any, card: Any, prog: Any, m: int) -> Proc:
    """Its damage on the units of its group target, once (14.7.3.5): the party (4.4.1) of the
    terrain the card left, looked back at (10.5.4.1.2), or a [戦闘] one's battle terrain
    (14.7.3.1); 「…ユニットすべて」 on every terrain — its owner's or the enemy's units (10.10.1)."""
    from ruling.games._mc.common import AREAS, in_group, is_unit, zid
    from ruling.games._mc.play import run_target_steps

    st = ctx.state
    t = prog.target
    area = p.data.get("area")
    where = (area,) if (t.kind == "party" or t.here or "combat" in prog.timings) else AREAS
    pl = p.master
    targets = [
        c.uid
        for p2 in st.players
        if not (t.owner == "own" and p2 != pl or t.owner == "enemy" and p2 == pl)
        for ar in where
        if ar is not None
        for c in ctx.zone(p2, zid(ar))
        if is_unit(c) and in_group(ctx, t, c)
    ]
    if not targets:
        yield Mark(
            clauses=("10.10.3",),
            ja=f"●『{prog.name}』の対象が存在しない: 効果は発揮されない",
            en=f"● '{prog.name}' has no target: no effect",
            caused_by=(m,),
        )
        return
    src = f"{card.label}●『{prog.name}』"
    for u in targets:
        yield from run_target_steps(
            ctx, u, prog.steps, src, m, ("10.10.1", "14.7.3.5", "4.4.1"), player=pl, card=card.uid
        )


LEAVE = AbilityDef(
    "left",
    "戦場を離れた時の誘発型能力",
    "a trigger on its card's leaving the battlefield",
    ("10.5.4",),
    trigger,
    resolve,
)
