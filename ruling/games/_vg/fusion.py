"""魔獣合成 (6.10): a series of units made one bundle treated as one unit.

The cards put under the 〈魔獣合成体〉 token unit keep the card state ``fused_under`` (the token's
uid) and stay on the token's circle. They are no units of their own (6.10.2: the bundle is
treated as one unit; 6.10.3.1: its information is the top card's), so ``common.is_unit`` leaves
them out, and their abilities are void (6.10.3.1.1) but an automatic ability on 「魔獣合成された」
(6.10.7; autos.card_trigger). The ``beast_fused`` mark is the event of 「あなたが / このユニットが
魔獣合成した」 and 「このカードが魔獣合成された」 (6.10.5–6.10.7). The bundle moves as one unless
a card of it is named (6.10.3.2); off the circles its cards are no fusion unit any more, just
cards (6.10.3.2.1). A bundle left with one card is no fusion unit (6.10.3.3).

A scenario gives a fusion unit made before by listing the token and the cards under it on one
circle (``bundles_listed``). Not implemented: a bundle associated with a card as no unit
(6.10.3.2.1.2).
"""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import CIRCLE_JA, Proc, circle_of, find_card, is_unit, label
from ruling.rules import Choose, Mark, Move, MoveMany, Reject, SetCard
from ruling.state import Card

FUSION_RACE = "魔獣合成体"


def bundle(ctx: Ctx, uid: str) -> list[Card]:
    """The cards under the unit ``uid`` by 魔獣合成 (6.10.2.1), in the order they were put."""
    w = ctx.where(uid)
    if w is None:
        return []
    return [c for c in ctx.zone(*w) if c.states.get("fused_under") == uid]


def _races(c: Card) -> set[str]:
    v = c.extra.get("race") or c.extra.get("races") or ()
    names = v.split("/") if isinstance(v, str) else list(v)
    return {str(n).strip() for n in names}


def is_fusion_token(c: Card) -> bool:
    """6.10.2.1: a token unit whose race is 〈魔獣合成体〉."""
    return c.type == "token" and FUSION_RACE in _races(c)


def bundles_listed(ctx: Ctx) -> None:
    """At set-up: a circle a scenario lists with one 〈魔獣合成体〉 token unit and other cards
    (none a dress origin or locked) holds a fusion unit made before: the other cards are under
    the token, the bundle's top whatever the order listed (6.10.2.1 — the cards put under such a token; 6.10.3: the bundle
    is one 魔獣合成ユニット). Two such tokens on one circle, or none, are
    left as given (13.3: more units than one on a circle)."""
    from ruling.games._vg.common import CIRCLES, circle

    st = ctx.state
    for p in st.players:
        for ci in CIRCLES:
            z = st.zone(p, circle(ci))
            tokens = [x for x in z if is_fusion_token(x)]
            others = [x for x in z if x not in tokens]
            if len(tokens) != 1 or not others:
                continue
            if any(x.extra.get("dress_origin") or x.extra.get("locked") for x in z):
                continue
            for x in others:
                x.states["fused_under"] = tokens[0].uid


def fuse(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.10.2: 「(指定の一連のユニット)を魔獣合成する」 — ``units`` (cards or circles of the fighter);
    ``token`` names the 〈魔獣合成体〉 token unit the others go under when several are among them
    (else its master chooses)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    units: list[Card] = []
    for ref in p.get("units") or p.get("cards") or []:
        uid = find_card(ctx, ref, player)
        c = ctx.card(uid) if uid else None
        w = ctx.where(uid) if uid else None
        if c is None or w is None or circle_of(w[1]) is None or not is_unit(c):
            yield Reject(
                f"{ref} は{player}のサークルにいるユニットではないため、魔獣合成する一連のユニットに含まれません",
                f"{ref} is no unit on a circle of {player}: it is not among the units fused",
                ("6.10.2",) + ctx.principle("impossible"),
            )
            continue
        if c.uid not in [u.uid for u in units]:
            units.append(c)
    if len(units) <= 1:
        # 6.10.2.2: one unit or none: not done — and so not 「魔獣合成した」 (6.10.5.1)
        yield Reject(
            f"魔獣合成を行うよう指定されたユニットが{len(units)}体なので、魔獣合成は行われません（魔獣合成を行ったことにもなりません）",
            f"{len(units)} unit(s) named to fuse: no 魔獣合成 is made (nor counts as made)",
            ("6.10.2.2", "6.10.5.1"),
        )
        return
    tokens = [u for u in units if is_fusion_token(u)]
    if not tokens:
        yield Reject(
            "魔獣合成する一連のユニットの中に〈魔獣合成体〉であるトークンユニットがいないため、魔獣合成は行われません（魔獣合成を行ったことにもなりません）",
            "no 〈魔獣合成体〉 token unit among the units named: no 魔獣合成 is made (nor counts as "
            "made)",
            ("6.10.2.1", "6.10.2.1.1", "6.10.5.1"),
        )
        return
    top = tokens[0]
    named = find_card(ctx, p["token"], player) if p.get("token") else None
    if named is not None and named in [t.uid for t in tokens]:
        top = next(t for t in tokens if t.uid == named)
    elif len(tokens) > 1:
        from ruling.games._vg.common import card_option

        pick = yield Choose(
            player,
            "fusion_token",
            "下にカードを重ねる〈魔獣合成体〉のトークンユニット",
            "the 〈魔獣合成体〉 token unit the others go under",
            tuple(card_option(t, ctx=ctx) for t in tokens),
            ("6.10.2.1",),
        )
        top = next(t for t in tokens if t.uid == pick)
    w = ctx.where(top.uid)
    assert w is not None
    under = [u for u in units if u.uid != top.uid]
    # a fusion unit fused again brings its bundle along (all of it goes under the new top)
    cards = [x for u in under for x in (u, *bundle(ctx, u.uid))]
    first = None
    for c in cards:
        s = yield Move(
            uid=c.uid,
            player=w[0],
            zone=w[1],
            clauses=("6.10.1", "6.10.2", "6.10.2.1"),
            ja=f"{c.label} を {top.label} の下に重ねる",
            en=f"{c.label} is put under {top.label}",
        )
        first = first or s
        yield SetCard(
            uid=c.uid,
            changes={"fused_under": top.uid},
            clauses=("6.10.2", "6.10.3"),
            caused_by=(s,),
            ja=f"{c.label} は魔獣合成ユニットの束のカードになる（ユニットとしては扱わない）",
            en=f"{c.label} becomes a card of the fusion unit's bundle (no unit of its own)",
        )
    circle_ja = CIRCLE_JA.get(w[1].removeprefix("field."), w[1])
    yield Mark(
        tag="beast_fused",
        data={"player": player, "top": top.uid, "under": [c.uid for c in cards]},
        # the abilities of the cards under the top are void from now (6.10.3.1.1)
        clauses=("6.10.2", "6.10.3", "6.10.3.1")
        + (("6.10.3.1.1",) if any(c.text for c in cards) else ()),
        caused_by=(first,) if first is not None else (),
        touches=(f"{w[0]}.{w[1]}",),
        ja=f"{player} は魔獣合成した: {circle_ja}の {top.label} を一番上とする束"
        f"（{len(cards) + 1}枚）が1体の魔獣合成ユニットになる",
        en=f"{player} made a 魔獣合成: the bundle topped by {top.label} ({len(cards) + 1} cards) "
        "is one fusion unit",
    )


def follow(ctx: Ctx, fused: list[Card], to_player: str, zone: str, moved: int) -> Proc:
    """6.10.3.2: the bundle moves with its top card, in the same action; off the circles its
    cards are no fusion unit any more, just cards there (6.10.3.2.1)."""
    if not fused:
        return
    yield MoveMany(
        uids=tuple(c.uid for c in fused),
        player=to_player,
        zone=zone,
        clauses=("6.10.3.2",),
        caused_by=(moved,),
        ja=f"魔獣合成ユニットの束のカード（{'、'.join(c.label for c in fused)}）も重ねたまま"
        f"{ctx.zone_name(zone)}に移動する",
        en=f"the bundle's cards ({', '.join(c.label for c in fused)}) move with it to the "
        f"{ctx.zone_name(zone, 'en')}",
    )
    if circle_of(zone) is None:
        for c in fused:
            yield SetCard(
                uid=c.uid,
                changes={"fused_under": None},
                clauses=("6.10.3.2.1",),
                caused_by=(moved,),
                ja=f"{c.label} は魔獣合成ユニットではなくなり、単に{ctx.zone_name(zone)}のカードになる",
                en=f"{c.label} is no longer part of a fusion unit: just a card in the "
                f"{ctx.zone_name(zone, 'en')}",
            )


def leave_bundle(ctx: Ctx, c: Card, zone: str, moved: int) -> Proc:
    """A card of a bundle named and moved by itself (6.10.3.2: 「その束の特定のカードを指定する
    もの」) off its circle is a card there; the top left alone is no fusion unit (6.10.3.3)."""
    top = str(c.states.get("fused_under") or "")
    if not top or ctx.where(c.uid) is None:
        return
    w = ctx.where(c.uid)
    tw = ctx.where(top)
    if w == tw:
        return  # still on the top's circle (not moved off it)
    alone = not [x for x in bundle(ctx, top) if x.uid != c.uid]
    yield SetCard(
        uid=c.uid,
        changes={"fused_under": None},
        clauses=("6.10.3.2",) + (("6.10.3.3",) if alone else ()),
        caused_by=(moved,),
        # the top left alone is no fusion unit: that is about its circle too
        touches=(f"{tw[0]}.{tw[1]}", top) if alone and tw is not None else (),
        ja=f"{c.label} は魔獣合成ユニットの束を離れる"
        + (f"（{label(ctx, top)} だけが残り、魔獣合成ユニットではなくなる）" if alone else ""),
        en=f"{c.label} leaves the fusion unit's bundle"
        + (f" ({label(ctx, top)} is left alone: no fusion unit any more)" if alone else ""),
    )
