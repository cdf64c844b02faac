"""Buddy soul (バディソウル, 17.17.7): cards under a Buddyfight-related rear-guard.

A Buddyfight-related card is one of the nation 'バディファイト' (17.17.1). Cards stacked under such
a rear-guard on its circle are its buddy soul (17.17.7, 17.17.7.1): not units on that circle
(17.17.7.2), not counted among the cards of 13.3.5; they move with their unit to another
rear-guard or guardian circle (17.17.7.3) and go to their master's drop when it goes anywhere
else (17.17.7.4). A vanguard has none: buddy soul on the vanguard circle goes to the drop by the
rule process of 13.14.1.

A scenario lists the circle's cards top first — the unit, then the cards under it with
``buddy_soul: true``. A buddy soul card keeps the card state ``buddy_soul`` (the uid of its
unit). Calling with a call cost (17.17.8) and ソウルガード (17.17.9) are not run.
"""

from __future__ import annotations

from ruling.core import Ctx
from ruling.games._vg.common import CIRCLES, Proc, circle
from ruling.rules import Finding, MoveMany, SetCard
from ruling.state import Card

NATION = "バディファイト"  # 17.17.1


def buddyfight(card: Card | None) -> bool:
    """17.17.1: a card whose nation is 'バディファイト'."""
    return card is not None and str(card.extra.get("nation") or "") == NATION


def setup(ctx: Ctx) -> None:
    """The cards a scenario lists under a Buddyfight-related rear-guard with ``buddy_soul``:
    its buddy soul (17.17.7.1). Under anything else they are plain cards of the circle (a
    vanguard's go by 13.14.1, a non-Buddyfight rear-guard's by 13.3.5)."""
    st = ctx.state
    for p in st.players:
        for c in CIRCLES:
            cards = st.zone(p, circle(c))
            if not cards:
                continue
            top = cards[0]
            for x in cards[1:]:
                if not x.extra.get("buddy_soul"):
                    continue
                if c == "vanguard":
                    x.states["buddy_soul"] = "vanguard"
                elif buddyfight(top):
                    x.states["buddy_soul"] = top.uid


def soul_of(ctx: Ctx, uid: str) -> list[Card]:
    """The buddy soul of the unit ``uid`` (17.17.7.1)."""
    w = ctx.where(uid)
    if w is None or not w[1].startswith("field."):
        return []
    return [c for c in ctx.zone(*w) if c.states.get("buddy_soul") == uid]


def follow(ctx: Ctx, soul: list[Card], to_player: str, zone: str, moved: int) -> Proc:
    """17.17.7.3: to another rear-guard circle (or the guardian circle) the buddy soul goes
    with its unit; 17.17.7.4: anywhere else it goes to its master's drop."""
    if not soul:
        return
    rear = zone.startswith("field.") and zone != circle("vanguard")
    if rear:
        yield MoveMany(
            uids=tuple(c.uid for c in soul),
            player=to_player,
            zone=zone,
            pos="bottom",
            clauses=("17.17.7.3",),
            caused_by=(moved,),
            ja=f"バディソウル（{'、'.join(c.label for c in soul)}）もユニットと同時に移動する",
            en=f"its buddy soul ({', '.join(c.label for c in soul)}) moves with the unit",
        )
        return
    for c in soul:
        yield SetCard(uid=c.uid, changes={"buddy_soul": None}, caused_by=(moved,))
    yield MoveMany(
        uids=tuple(c.uid for c in soul),
        player=soul[0].owner,
        zone="drop",
        clauses=("17.17.7.4",),
        caused_by=(moved,),
        ja=f"バディソウルを持つユニットがリアガードサークル・ガーディアンサークル以外に移動したため、バディソウル（{'、'.join(c.label for c in soul)}）はドロップゾーンに置かれる",
        en=f"the unit left for a zone other than a rear-guard or guardian circle: its buddy soul "
        f"({', '.join(c.label for c in soul)}) goes to the drop",
    )


# --------------------------------------------------------------------------- 13.14.1


def find_vanguard_buddy_soul(ctx: Ctx) -> list[Finding]:
    """13.14.1: a vanguard with buddy soul."""
    out = []
    for p in ctx.state.order():
        soul = [c.uid for c in ctx.zone(p, circle("vanguard")) if c.states.get("buddy_soul")]
        if soul:
            out.append(Finding(p, tuple(soul), {"uids": tuple(soul)}))
    return out


def apply_vanguard_buddy_soul(ctx: Ctx, f: Finding) -> Proc:
    cards = [c for c in (ctx.card(u) for u in f.data["uids"]) if c is not None]
    for c in cards:
        yield SetCard(uid=c.uid, changes={"buddy_soul": None})
    yield MoveMany(
        uids=tuple(c.uid for c in cards),
        player=cards[0].owner,
        zone="drop",
        clauses=("13.14.1",),
        ja=f"ヴァンガードがバディソウル（{'、'.join(c.label for c in cards)}）を持っているため、オーナーのドロップゾーンに置く",
        en=f"a vanguard has buddy soul ({', '.join(c.label for c in cards)}): to the owner's drop",
    )
