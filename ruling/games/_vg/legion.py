"""Legion / D-legion (6.4) and its rule processes (13.3.1, 13.3.2, 13.3.4).

A legion puts a second card on the vanguard circle next to the vanguard; the two carry the card
states ``legion`` (the other's uid), ``legion_role`` (``leader`` / ``mate``) and, for a D-legion,
``d_legion``. Whether two cards *are* in legion state is read, not stored: 6.4.1.3.2.1 ends it as
soon as only one of them moves to another zone or becomes a hearts card, so the pair counts only
while both are on the same circle and neither is a hearts card. The stored marks are cleared by
the rule process below at the next check timing.
"""

from __future__ import annotations

from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._vg.common import (
    CIRCLE_JA,
    CIRCLES,
    Proc,
    card_option,
    circle,
    find_card,
    where_circle,
)
from ruling.games._vg.keyword_states import card_info
from ruling.rules import (
    Choose,
    Do,
    Finding,
    Mark,
    Move,
    MoveMany,
    Option,
    Reject,
    SetCard,
    SetVar,
)
from ruling.state import Card
from ruling.zone import stated_cards

# ``legion_mates``: the earlier mates of a leader legioned again while in legion (the reading
# ``card_put`` of ``legion_on_legion``): still in legion state with it until 13.3.4 sends them away
LEGION_STATES = ("legion", "legion_role", "d_legion", "legion_mates")


def partner(ctx: Ctx, card: Card) -> Card | None:
    """The unit ``card`` is in legion state with (6.4.1.3.2, 6.4.1.3.2.1), or None."""
    other = card.states.get("legion")
    if not other or card.states.get("hearts"):
        return None
    o = ctx.card(str(other))
    if o is None or o.states.get("hearts"):
        return None
    if o.states.get("legion") != card.uid and card.uid not in (o.states.get("legion_mates") or ()):
        return None
    here = where_circle(ctx, card.uid)
    return o if here is not None and where_circle(ctx, o.uid) == here else None


LISTED_ROLES = {"leader": ("leader", False), "mate": ("mate", False)}
LISTED_ROLES |= {"d_leader": ("leader", True), "d_mate": ("mate", True)}


def legion_listed(ctx: Ctx) -> None:
    """At set-up: the two cards a scenario lists on a vanguard circle with ``legion: leader`` and
    ``legion: mate`` (``d_leader`` / ``d_mate`` for a D-legion) are in legion state with each
    other (6.4.1.3.2), the mate the card placed later (6.4.3), on top as the legion action puts
    it (6.4.1.3). A circle with no such pair, or one of them only, is left as given."""
    st = ctx.state
    for p in st.players:
        z = st.zone(p, circle("vanguard"))
        roles = {}
        for c in z:
            r = LISTED_ROLES.get(str(c.extra.get("legion") or "").strip().lower())
            if r is not None:
                roles[r[0]] = (c, r[1])
        if set(roles) != {"leader", "mate"}:
            continue
        (lead, d1), (mate, d2) = roles["leader"], roles["mate"]
        for me, other, role in ((lead, mate, "leader"), (mate, lead, "mate")):
            me.states.update(
                legion=other.uid, legion_role=role, d_legion=True if d1 or d2 else None
            )
            me.states["was_legion"] = True
            if me.states.get("d_legion") is None:
                del me.states["d_legion"]
        z.remove(mate)
        z.insert(0, mate)


def in_legion(ctx: Ctx, card: Card) -> bool:
    return partner(ctx, card) is not None


def pair_prohibition(ctx: Ctx, uid: str, state: str) -> tuple[Any, tuple[str, ...]]:
    """The prohibition in force on ``uid`` changing to ``state`` (``stand`` / ``rest``) and the
    clauses it rests on: its own, else its legion partner's — 6.4.4.1 「一方のユニットが配置状態の
    変更を禁止された場合、その両方のユニットが、指定の配置状態への変更が禁止されます」. (None, ())
    when neither is prohibited."""
    e = ctx.prohibition(uid, state)
    if e is not None:
        return e, ()
    c = ctx.card(uid)
    o = partner(ctx, c) if c is not None else None
    e = ctx.prohibition(o.uid, state) if o is not None else None
    return (e, ("6.4.4", "6.4.4.1")) if e is not None else (None, ())


def leader_first(ctx: Ctx, units: list[Card]) -> list[Card]:
    """6.4.3.2.1, 6.4.3.2.2: of a legion on the vanguard circle, the legion leader is the one a
    normal ride's grade and an attack refer to; put it first."""
    return sorted(
        units,
        key=lambda u: not (in_legion(ctx, u) and u.states.get("legion_role") == "leader"),
    )


def legion(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.4.1: legion (``d: true``: D-legion) the vanguard with ``card`` from ``from``."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    d = bool(p.get("d"))
    word = "D-双闘" if d else "双闘"
    vs = [c for c in ctx.zone(player, circle("vanguard")) if not c.states.get("hearts")]
    with_ref = p.get("with")
    lead = (
        ctx.card(find_card(ctx, with_ref, player, (circle("vanguard"),)) or "")
        if with_ref
        else (leader_first(ctx, vs)[0] if vs else None)
    )
    if lead is None or where_circle(ctx, lead.uid) != (player, "vanguard"):
        yield Reject(
            f"{player} のヴァンガードがいないため、{word}できません",
            f"{player} has no vanguard: no legion",
            ctx.principle("impossible"),
        )
        return
    earlier: list[str] = []
    if in_legion(ctx, lead):
        # 6.4.1.1's 「そのカード」: the vanguard named first, or the card to be put
        # (``legion_on_legion``: only a vanguard already in legion reaches the point)
        again = yield from unsettled.holds(player, "vg", "legion_on_legion", "card_put")
        if not again:
            yield Reject(
                f"{lead.label} はすでに双闘状態なので、その{word}する指示は実行されません",
                f"{lead.label} is already in legion state: the legion is not carried out",
                ("6.4.1.1",),
            )
            return
        if lead.states.get("legion_role") != "leader":
            lead = partner(ctx, lead) or lead
        earlier = [
            *(lead.states.get("legion_mates") or ()),
            *([str(lead.states["legion"])] if lead.states.get("legion") else []),
        ]
    src = str(p.get("from") or "deck")
    uid = find_card(ctx, p["card"], player, (src,))
    if uid is None or ctx.where(uid) != (player, src):
        yield Reject(
            f"{player} の{ctx.zone_name(src)}に {p['card']} がないため、{word}できません",
            f"{p['card']} is not in {player}'s {ctx.zone_name(src, 'en')}: no legion",
            ctx.principle("impossible"),
        )
        return
    mate = ctx.card(uid)
    assert mate is not None
    shown = yield Mark(
        clauses=("6.4.1", "6.4.1.2"),
        ja=f"{player} は{ctx.zone_name(src)}の {mate.label} を{word}するカードとして明示する",
        en=f"{player} shows {mate.label} from the {ctx.zone_name(src, 'en')} as the card to legion",
    )
    put = yield Move(
        uid=uid,
        player=player,
        zone=circle("vanguard"),
        orientation=lead.orientation,
        face_up=True,
        clauses=("6.4.1.3", "6.4.1.3.2.2"),
        caused_by=(shown,),
        tag="legion",
        data={"leader": lead.uid, "mate": uid, "d": d},
        ja=f"{mate.label} を {lead.label} と同じ配置状態（{'スタンド' if lead.orientation == 'stand' else 'レスト'}）でヴァンガードサークルに置く（ライドではない）",
        en=f"{mate.label} is put on the vanguard circle {lead.orientation}, like {lead.label} (not a ride)",
    )
    if not earlier and _only_mate_seeks(ctx, lead, mate):
        # the process names no leader (6.4.3.1) and only the card newly placed has a seek mate
        # naming the other: 6.4.3 (the newly placed unit is the mate) against 6.4.3.1.1 (the
        # seek-mate holder leads) — both readings run
        swap = yield from unsettled.holds(
            player, "vg", "legion_leader_seek_mate_newly_placed", "seek_mate_holder_leads"
        )
        if swap:
            lead, mate = mate, lead
    from ruling.games._vg.common import skills

    persona = d and any("persona_ride" in skills(ctx, c) for c in (lead, mate))
    for me, other, role in ((lead, mate, "leader"), (mate, lead, "mate")):
        yield SetCard(
            uid=me.uid,
            changes={
                "legion": other.uid,
                "legion_role": role,
                "d_legion": True if d else None,
                "was_legion": True,  # 14.11.2: 'has never been in legion state'
            }
            | ({"legion_mates": tuple(earlier)} if earlier and role == "leader" else {}),
            clauses=("6.4.1.3.2", "6.4.3", "6.4.3.1")
            + (("6.4.1.3.1",) if persona else ())
            + (("6.4.3.2",) if role == "mate" else ()),
            caused_by=(put,),
            ja=f"{me.label} は {other.label} と{word}状態になる（"
            + ("レギオンリーダー" if role == "leader" else "新たに置かれたのでレギオンメイト")
            + "）",
            en=f"{me.label} is in {'D-' if d else ''}legion state with {other.label} (legion {role})",
        )


def _only_mate_seeks(ctx: Ctx, lead: Card, mate: Card) -> bool:
    """Whether only ``mate`` (the card newly placed) has a seek mate naming a card name of
    ``lead`` (14.11, 6.4.3.1.1), ``lead`` none naming ``mate``'s."""
    from ruling.games._vg.keyword_states import card_info
    from ruling.games._vg.selectors import names_of

    def names(c: Card) -> set[str]:
        info = card_info(ctx, c, "seek_mate")
        return set(info.names or ()) if info is not None else set()

    return bool(names(mate) & set(names_of(ctx, lead))) and not (
        names(lead) & set(names_of(ctx, mate))
    )


def orient_with_partner(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """6.4.4: the uids whose orientation changes when ``uid``'s does (its legion partner too)."""
    c = ctx.card(uid)
    o = partner(ctx, c) if c is not None else None
    return (uid, o.uid) if o is not None else (uid,)


# --------------------------------------------------------------------------- 13.3.1–13.3.4


def find_legion(ctx: Ctx) -> list[Finding]:
    out: list[Finding] = []
    for p in ctx.state.order():
        # legion marks left on a card whose pair has ended (6.4.1.3.2.1)
        for z, cards in ctx.state.players[p].zones.items():
            for c in stated_cards(cards):
                if c.states.get("legion") and partner(ctx, c) is None:
                    on_v = z == circle("vanguard") and not c.states.get("hearts")
                    kind = (
                        "lone_mate" if on_v and c.states.get("legion_role") == "mate" else "ended"
                    )
                    out.append(Finding(p, (c.uid,), {"kind": kind}))
        for cn in CIRCLES:
            units = [
                x
                for x in ctx.zone(p, circle(cn))
                if not x.states.get("hearts") and not x.states.get("wearing")
            ]
            paired = [x for x in units if in_legion(ctx, x)]
            lone = [x for x in units if not in_legion(ctx, x)]
            if paired and lone and cn == "vanguard":
                out.append(Finding(p, tuple(x.uid for x in units), {"kind": "mixed"}))
            mates = [x for x in paired if x.states.get("legion_role") == "mate"]
            if len(mates) > 1:
                out.append(Finding(p, tuple(x.uid for x in mates), {"kind": "mates", "circle": cn}))
    return out


def apply_legion(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    kind = f.data["kind"]
    if kind in ("ended", "lone_mate"):
        c = ctx.card(f.watch[0])
        if c is None or not c.states.get("legion") or partner(ctx, c) is not None:
            return
        mate = True
        if kind == "lone_mate" and where_circle(ctx, c.uid) == (p, "vanguard"):
            # 6.4.1.3.2.1 ends the pair the moment the leader leaves, so strictly no unit is
            # then a "legion mate"; 13.3.1 still speaks of the legion mate whose associated
            # leader is gone. Both readings are run: the engine's own first (13.3.1 applies to
            # the unit that was the mate of that pair, which keeps a lone mate from staying the
            # vanguard), then the literal one (no unit is a mate: 13.3.1 does nothing)
            mate = yield Choose(
                p,
                "reading",
                "13.3.1「レギオンメイト」はリーダーが離れた組のメイトだったユニットか",
                "is 13.3.1's 'legion mate' the unit that was the mate of the pair whose leader left?",
                (
                    Option("was_mate", "そう読む（ソウルに置く）", "yes (to the soul)", True),
                    Option(
                        "no_mate",
                        "読まない（6.4.1.3.2.1 で双闘は終わり、メイトはいない）",
                        "no (6.4.1.3.2.1 ended the pair: there is no mate)",
                        False,
                    ),
                ),
                ("13.3.1", "6.4.1.3.2.1"),
                reading=True,
            )
        if kind == "lone_mate" and mate and where_circle(ctx, c.uid) == (p, "vanguard"):
            yield Move(
                uid=c.uid,
                player=c.owner,
                zone="soul",
                clauses=("13.3.1", "6.4.1.3.2.1"),
                note=(
                    "6.4.1.3.2.1 ではリーダーが他の領域に移動した時点で双闘状態は終了するが、"
                    "13.3.1 は残ったユニットをなおレギオンメイトと呼んでいる。13.3.1 はその組で"
                    "レギオンメイトだったユニットに適用されると読む",
                    "6.4.1.3.2.1 ends the legion state when the leader leaves, yet 13.3.1 still "
                    "calls the remaining unit the legion mate; read as: 13.3.1 applies to the "
                    "unit that was the mate of that pair",
                ),
                ja=f"関連付けられたレギオンリーダーがいなくなったレギオンメイト {c.label} をソウルに置く",
                en=f"legion mate {c.label}, whose legion leader is gone, goes to the soul",
            )
        yield SetCard(
            uid=c.uid,
            changes={k: None for k in LEGION_STATES},
            clauses=("6.4.1.3.2.1",),
            ja=f"{c.label} の双闘状態は終了している（一方のみが他の領域に移動したかハーツ状態になった）",
            en=f"{c.label}'s legion state has ended (only one of the pair moved or became hearts)",
        )
        return
    if kind == "mixed":
        units = [
            x
            for x in ctx.zone(p, circle("vanguard"))
            if not x.states.get("hearts") and not x.states.get("wearing")
        ]
        lone = [x for x in units if not in_legion(ctx, x)]
        if not lone or len(units) == len(lone):
            return
        newest = max(x.placed for x in units)
        latest = [x for x in units if x.placed == newest]
        cl: tuple[str, ...] = ("13.3.2",)
        keep = latest[0].uid
        latest_lone = [x for x in lone if x.placed == max(y.placed for y in lone)]
        if len(latest_lone) > 1 and all(x in latest for x in latest_lone):
            keep = yield Choose(
                p,
                "keep",
                "ヴァンガードサークルに残すユニット",
                "the unit to keep on the vanguard circle",
                tuple(card_option(x, ctx=ctx) for x in latest_lone),
                ("13.3.2.1",),
            )
            cl += ("13.3.2.1",)
        kept = ctx.card(keep)
        for x in units:
            if x.uid != keep:
                yield Move(
                    uid=x.uid,
                    player=x.owner,
                    zone="soul",
                    clauses=cl,
                    ja=f"ヴァンガードサークルに双闘しているユニットと双闘していないユニットがいるので、最後に置かれた {kept.label if kept else keep} を除き {x.label} をソウルに置く",
                    en=f"legion units and a non-legion unit share the vanguard circle: all but the last placed ({kept.label if kept else keep}) go to the soul; {x.label} goes",
                )
        return
    cn = f.data["circle"]
    mates = [
        x
        for x in ctx.zone(p, circle(cn))
        if in_legion(ctx, x) and x.states.get("legion_role") == "mate"
    ]
    if len(mates) < 2:
        return
    newest = max(x.placed for x in mates)
    latest = [x for x in mates if x.placed == newest]
    keep = latest[0].uid
    cl = ("13.3.4",)
    if len(latest) > 1:
        keep = yield Choose(
            p,
            "keep",
            f"{CIRCLE_JA[cn]}に残すレギオンメイト",
            f"the legion mate to keep on {cn}",
            tuple(card_option(x, ctx=ctx) for x in latest),
            ("13.3.4.1",),
        )
        cl += ("13.3.4.1",)
    for x in mates:
        if x.uid != keep:
            yield Move(
                uid=x.uid,
                player=x.owner,
                zone="soul",
                clauses=cl,
                ja=f"{CIRCLE_JA[cn]}に複数のレギオンメイトがいるので、先に置かれた {x.label} をソウルに置く",
                en=f"several legion mates on {cn}: {x.label}, placed earlier, goes to the soul",
            )


# --------------------------------------------------------------------------- 14.11 seek mate

D_SEEK_NOTE = (
    "14.11.2.2 は D-シークメイトのコストの「トリガーユニットを 2 枚まで」に数えない 2 種類の"
    "トリガーアイコンを挙げているが、そのアイコンはルールの本文から読み取れない。この裁定は合計"
    "（4 枚、うちトリガーユニットは 2 枚まで）のみを確認する",
    "14.11.2.2 names two trigger icons whose trigger units do not count toward the 'up to 2 "
    "trigger units' of the D-seek mate cost, but the icons are not legible in the rules text; "
    "the ruling checks only the totals (4 cards, at most 2 trigger units)",
)


def seek_mate(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """14.11.2: the vanguard's seek mate (``d: true``: D-seek mate) activated ability. The card's
    ``seek_mate`` field lists the card names it may legion with (14.11.1.3, 14.11.2.3); ``cost``
    the four drop cards (top first), ``mate`` the deck card searched for (default: the first
    matching one)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    vs = [c for c in ctx.zone(player, circle("vanguard")) if not c.states.get("hearts")]
    ref = p.get("card")
    v = ctx.card(find_card(ctx, ref, player) or "") if ref else (vs[0] if vs else None)
    # the card information: the card field ``seek_mate`` or its text's 「【(D-)双闘】「X」」
    info = card_info(ctx, v, "seek_mate") if v is not None else None
    names = list(info.names) if info is not None else []
    d = bool(p.get("d")) or (info is not None and info.d)
    opp = st.opponent(player)
    ov = [c for c in ctx.zone(opp, circle("vanguard")) if not c.states.get("hearts")]
    why = None
    if v is None or where_circle(ctx, v.uid) != (player, "vanguard") or not names:
        why = ("ヴァンガードにシークメイト能力がありません", "the vanguard has no seek mate")
    elif st.turn.player != player or st.turn.phase != "main":
        why = (
            "起動能力はターンファイターがメインフェイズにプレイします",
            "an activated ability is played by the turn fighter in the main phase",
        )
    elif st.vars.get(f"seek_mate_used.{v.uid}"):
        why = ("この能力はこのゲーム中使えません", "this ability cannot be used again this game")
    elif v.states.get("was_legion"):
        why = ("このユニットは双闘状態になったことがあります", "this unit has been in legion state")
    elif not any(int(c.extra.get("grade") or 0) >= 3 for c in ov):
        why = (
            "相手のグレード3以上のヴァンガードがいません",
            "the opponent has no grade 3 or greater vanguard",
        )
    if why is not None:
        yield Reject(
            f"シークメイトを使えません: {why[0]}",
            f"no seek mate: {why[1]}",
            ("14.11.2", "9.9.2.4"),
        )
        return
    assert v is not None
    drop = ctx.zone(player, "drop")
    picked = [find_card(ctx, r, player, ("drop",)) for r in p.get("cost") or []]
    cost = [u for u in picked if u is not None and ctx.where(u) == (player, "drop")]
    triggers = [u for u in cost if (c := ctx.card(u)) is not None and c.type == "trigger"]
    if len(drop) < 4 or len(cost) != 4 or len(set(cost)) != 4 or (d and len(triggers) > 2):
        yield Reject(
            "シークメイトのコスト（ドロップゾーンから4枚"
            + ("、トリガーユニットは2枚まで" if d else "")
            + "）を支払えません",
            "the seek mate cost (4 cards from the drop zone"
            + (", at most 2 trigger units" if d else "")
            + ") cannot be paid",
            ("14.11.2.2",) if d else ("14.11.2.1",),
        )
        return
    start = yield Mark(
        clauses=("14.11.1", "14.11.2", "11.1.1.1", "9.9.2.4")
        + (info.clauses if info is not None else ()),
        ja=f"{player} は {v.label} の{'D-' if d else ''}シークメイトをプレイする",
        en=f"{player} plays {v.label}'s {'D-' if d else ''}seek mate",
    )
    yield MoveMany(
        uids=tuple(cost),
        player=player,
        zone="deck",
        pos="top" if not d else "bottom",
        clauses=("14.11.2.2",) if d else ("14.11.2.1",),
        caused_by=(start,),
        note=D_SEEK_NOTE if d else None,
        ja=f"コスト: ドロップゾーンの4枚を山札{'に戻す' if d else 'の上に置く'}",
        en=f"cost: 4 drop-zone cards go {'back to' if d else 'on top of'} the deck",
    )
    yield SetVar(key=f"seek_mate_used.{v.uid}", value=True, clauses=("14.11.2",))
    want = p.get("mate")
    deck = ctx.zone(player, "deck")
    match = [c for c in deck if c.name in names and (want is None or c.name == want)]
    if match:
        yield Do(
            "legion",
            {"player": player, "card": match[0].uid, "from": "deck", "d": d, "with": v.uid},
            caused_by=(start,),
            clauses=("14.11.2", "14.11.1.3") + (("14.11.2.3",) if len(names) > 1 else ()),
        )
    else:
        yield Mark(
            clauses=("14.11.2", *ctx.principle("impossible")),
            caused_by=(start,),
            ja=f"山札に {'か'.join(names)} がないので、双闘しない",
            en=f"no {' or '.join(names)} in the deck: no legion",
        )
    yield Do("shuffle", {"player": player}, clauses=("14.11.2",))
