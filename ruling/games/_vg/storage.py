"""17.11 スカウト / エンゲージ: the storage process (ストレージ処理, 17.11.1.1). 「(カード)を基地に
スカウトする」 (17.11.1.2) / 「…を庭園にエンゲージする」 (17.11.1.3) name a subtype (the goal of the
verb); on resolution, when a set order of that subtype whose master is the fighter carrying the
instruction out is in the order zone, the card is put into that order zone, in the state of that
process (17.11.2, 17.11.2.1: the card state ``stored``, the subtype); else nothing is done. A
stored card keeps its information, is no card on the field and its abilities do not work
(17.11.3.1: ``continuous.programs``; abilities a card states work while stored are not read);
with no card of the subtype left in that order zone the rule process puts it into its owner's
drop (17.11.4)."""

from __future__ import annotations

from ruling.core import Ctx
from ruling.games._vg.common import Proc
from ruling.rules import Finding, Mark, Move, SetCard
from ruling.state import Card

STATE = "stored"
# 17.11.1.2 / 17.11.1.3: the instruction of each verb and the clause that defines it
ACTS = {"スカウト": ("scout", "17.11.1.2"), "エンゲージ": ("engage", "17.11.1.3")}


def _subtypes(c: Card) -> set[str]:
    """A card's subtypes as the scenario gives them (``traits`` / ``groups``)."""
    return {*(c.traits or ()), *c.extra.get("groups", ())}


def store(
    ctx: Ctx,
    player: str,
    uid: str,
    subtype: str,
    verb: str,
    cause: tuple[int, ...],
    clauses: tuple[str, ...],
) -> Proc:
    """17.11.2.1: put card ``uid`` into ``player``'s order zone stored under ``subtype`` when a
    set order of that subtype is there (``player`` its master); else nothing is done."""
    c = ctx.card(uid)
    if c is None:
        return False
    defined = ACTS.get(verb, ("", ""))[1]
    cl = clauses + ("17.11.1", "17.11.1.1", defined, "17.11.2", "17.11.2.1")
    holders = [
        o
        for o in ctx.zone(player, "order_zone")
        if o.type == "set_order" and not o.states.get(STATE) and subtype in _subtypes(o)
    ]
    if not holders:
        yield Mark(
            clauses=cl,
            touches=(uid,),
            ja=f"{player} のオーダーゾーンにサブタイプ「{subtype}」のセットオーダーがないため、"
            f"{c.label} は{verb}されない",
            en=f"{player} has no set order of subtype {subtype} in the order zone: {c.label} "
            "is not stored",
        )
        return False
    s = yield Move(
        uid=uid,
        player=player,
        zone="order_zone",
        clauses=cl,
        caused_by=cause,
        ja=f"{c.label} を{subtype}に{verb}し、{player} のオーダーゾーンに置く",
        en=f"{c.label} is stored ({verb}) under {subtype}, in {player}'s order zone",
    )
    yield SetCard(
        uid=uid,
        changes={STATE: subtype, "orientation": "stand"},
        caused_by=(s,),
        # 17.11.3.1: it keeps its information, is no card on the field, its abilities not valid
        clauses=("17.11.3", "17.11.3.1"),
    )
    return True


def find_stored(ctx: Ctx) -> list[Finding]:
    """17.11.4: a stored card whose order zone holds no card of its subtype."""
    out = []
    for p in ctx.state.order():
        oz = ctx.zone(p, "order_zone")
        for c in oz:
            sub = c.states.get(STATE)
            if not sub:
                continue
            if any(o is not c and not o.states.get(STATE) and sub in _subtypes(o) for o in oz):
                continue
            out.append(Finding(p, (c.uid,), {"uid": c.uid, "subtype": sub}))
    return out


def apply_stored(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    yield Move(
        uid=c.uid,
        player=c.owner,
        zone="drop",
        clauses=("17.11.4",),
        ja=f"オーダーゾーンにサブタイプ「{f.data['subtype']}」のカードがないため、{c.label} を"
        "オーナーのドロップゾーンに置く",
        en=f"no card of subtype {f.data['subtype']} in the order zone: {c.label} goes to its "
        "owner's drop",
    )
    yield SetCard(uid=c.uid, changes={STATE: None})
