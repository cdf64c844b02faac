"""Buddy soul (バディソウル, 17.17.7): cards under a Buddyfight-related rear-guard.

A Buddyfight-related card is one of the nation 'バディファイト' (17.17.1). Cards stacked under such
a rear-guard on its circle are its buddy soul (17.17.7, 17.17.7.1): not units on that circle
(17.17.7.2), not counted among the cards of 13.3.5; they move with their unit to another
rear-guard or guardian circle (17.17.7.3) and go to their master's drop when it goes anywhere
else (17.17.7.4). A vanguard has none: buddy soul on the vanguard circle goes to the drop by the
rule process of 13.14.1.

A scenario lists the circle's cards top first — the unit, then the cards under it with
``buddy_soul: true``. A buddy soul card keeps the card state ``buddy_soul`` (the uid of its
unit). Calling with a call cost (17.17.8) is not run; ソウルガード (17.17.9) is (below).
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping
from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import CIRCLES, Proc, circle
from ruling.rules import Choose, Finding, Move, MoveMany, Option, Reject, SetCard
from ruling.state import Card, Effect

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
        # no unit (17.17.7.2): its going to the drop is no retirement (7.18.2 「ユニットが」)
        data={"buddy_soul": True},
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


# --------------------------------------------------------------------------- 17.17.9 ソウルガード

SOUL_GUARD = "soul_guard"
# the actions that move a unit from its circle to a zone other than a rear-guard or guardian
# circle (17.17.9.1): retire (7.18), bind, put into the soul / hand / deck, remove
LEAVING_VERBS = ("retire", "bind", "move", "remove", "return_hand", "return_deck")


def soul_guard_replacements(ctx: Ctx) -> list[Effect]:
    """17.17.9.1 「このユニットがコストではない、バトルの結果や効果によりリアガードサークルや
    ガーディアンサークル以外に移動する際、このユニットのバディソウルを1枚捨ててよい。そうした場合、
    そのユニットはその領域に移動する代わりに移動しない」: for each rear-guard with ソウルガード, a
    selective replacement (11.3.1.3.2) of its leaving by an effect or a battle's result (not a
    cost: ``action_means``) — its choice, one card of its buddy soul to the drop (none: it cannot
    be made, 11.12.3), then nothing instead."""
    from ruling.games._vg.common import skills

    out: list[Effect] = []
    for p in ctx.state.order():
        for circ in CIRCLES:
            if circ == "vanguard":
                continue
            for c in ctx.zone(p, circle(circ)):
                if c.states.get("buddy_soul") or SOUL_GUARD not in skills(ctx, c):
                    continue
                if not soul_of(ctx, c.uid):
                    continue  # no buddy soul: its choice cannot be made, nothing offered (11.12.3)
                for verb in LEAVING_VERBS:
                    key = f"soul_guard|{c.uid}|{verb}"
                    out.append(
                        Effect(
                            id=-(zlib.crc32(key.encode()) + 1),
                            target=c.uid,
                            stat=verb,
                            op="replace",
                            value={
                                "do": None,
                                "choice": {"do": "discard_buddy_soul", "card": c.uid},
                                "means": ("effect", "battle"),
                                "means_clauses": ("17.17.9", "17.17.9.1"),
                            },
                            source=f"{c.label}: ソウルガード",
                            card=c.uid,
                            clauses=("17.17.9", "17.17.9.1", "11.3.1.3.2", "11.12.3"),
                        )
                    )
    return out


def discard_buddy_soul(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """ソウルガード's choice (17.17.9.1 「このユニットのバディソウルを1枚捨ててよい」): one card of
    the unit's buddy soul to its master's drop — no unit (17.17.7.2), so no retirement. No buddy
    soul: the choice cannot be made (refused)."""
    uid = str(p.get("card") or "")
    soul = soul_of(ctx, uid)
    if not soul:
        yield Reject(
            "バディソウルが無いため、バディソウルを捨てられません",
            "no buddy soul to discard",
            ("17.17.9.1", "17.17.7.1"),
        )
        return
    c = soul[0]
    if len(soul) > 1:
        got = yield Choose(
            p.get("player") or c.owner,
            "choose",
            "捨てるバディソウル",
            "the buddy soul card to discard",
            tuple(Option(x.uid, x.label, x.label, x.uid) for x in soul),
            ("17.17.9.1",),
        )
        c = next((x for x in soul if x.uid == got), c)
    yield SetCard(uid=c.uid, changes={"buddy_soul": None})
    yield Move(
        uid=c.uid,
        player=c.owner,
        zone="drop",
        clauses=("17.17.9.1",),
        data={"buddy_soul": True},  # no unit: not retired (17.17.7.2, 7.18.2)
        ja=f"ソウルガード: バディソウル（{c.label}）を捨てる",
        en=f"soul guard: its buddy soul ({c.label}) is discarded",
    )


def action_means(ctx: Ctx, params: Mapping[str, Any], clauses: tuple[str, ...]) -> set[str]:
    """``Game.action_means``: what makes an action — a cost (the ability's data, ``COST_KEYS``),
    an effect (the card whose effect it is, ``by``), the battle's result (10.7.1.10)."""
    from ruling.games._vg.costs import COST_KEYS

    if any(params.get(k) is not None for k in COST_KEYS):
        return {"cost"}
    out: set[str] = set()
    if params.get("by") is not None or params.get("by_master") is not None:
        out.add("effect")
    if "10.7.1.10" in clauses:
        out.add("battle")
    return out
