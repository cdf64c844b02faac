"""overDress (6.7, 14.42, 9.9.2.5) and cross overDress (6.8, 14.49).

A dress origin keeps the card state ``dress_origin`` (the uid of the unit it is associated with);
its main type is then 'dress origin' (6.7.2.1), so it is not a unit (``common.is_unit``). A unit
is in overDress / cross overDress state while a dress origin is associated with it (6.7.3, 6.8.4);
``overdress`` / ``cross_overdress`` card states say which of the two put it there (6.8.5).
"""

from __future__ import annotations

from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._vg.common import (
    CIRCLE_JA,
    Proc,
    circle,
    circle_option,
    find_card,
    grade,
    open_circles,
    unit_at,
    vanguard,
    vanguards,
    where_circle,
)
from ruling.games._vg.keyword_states import card_info, meets
from ruling.rules import Choose, Finding, Mark, Move, MoveMany, Option, Reject, SetCard
from ruling.state import Card


def origins(ctx: Ctx, uid: str) -> list[Card]:
    """The dress origins associated with the unit ``uid`` (6.7.4: it is their dress target)."""
    w = ctx.where(uid)
    if w is None:
        return []
    return [c for c in ctx.zone(*w) if c.states.get("dress_origin") == uid]


def origins_listed(ctx: Ctx) -> None:
    """At set-up: a card a scenario lists on a circle with ``dress_origin: true`` is a dress
    origin of the unit on that circle (6.7.2.2, 6.7.4: its main type 'dress origin', 6.7.2.1),
    and that unit is in overDress state (6.7.3) — in cross overDress state (6.8.4) when its
    card names origins with ``cross_over_dress``. A circle holding origins needs exactly one
    unit for them; ``dress_origin`` off a circle is an error of the scenario."""
    from ruling.games._vg.common import CIRCLES, listed_off_circles
    from ruling.scenario import Diagnostic, ScenarioError

    st = ctx.state
    wrong: list[str] = []
    for p in st.players:
        for c in CIRCLES:
            z = st.zone(p, circle(c))
            listed = [x for x in z if x.extra.get("dress_origin")]
            if not listed:
                continue
            units = [x for x in z if not x.extra.get("dress_origin")]
            if len(units) != 1:
                wrong.append(f"{p}.{c}")
                continue
            unit = units[0]
            for x in listed:
                x.states["dress_origin"] = unit.uid
            cross = bool(unit.extra.get("cross_over_dress"))
            unit.states["cross_overdress" if cross else "overdress"] = True
    stray = listed_off_circles(ctx, "dress_origin")
    if wrong or stray:
        en = [f"{w}: dress origins need exactly one unit on their circle (6.7.4)" for w in wrong]
        ja = [f"{w}: ドレス元はそのサークルのユニット1枚に関連付けられる（6.7.4）" for w in wrong]
        if stray:
            en.append(
                f"{', '.join(stray)}: `dress_origin: true` is for a card on a circle (6.7.2.2)"
            )
            ja.append(
                f"{'、'.join(stray)}: `dress_origin: true` はサークル上のカードにだけ書ける（6.7.2.2）"
            )
        raise ScenarioError(
            "", [Diagnostic("dress_origin", e, ja=j) for e, j in zip(en, ja, strict=True)]
        )


def _main_phase_check(
    ctx: Ctx, player: str, card: Card, what: str, clauses: tuple[str, ...]
) -> str | None:
    st = ctx.state
    if st.turn.player != player or st.turn.phase != "main":
        return f"{what}はターンファイターのメインフェイズに行います"
    if ctx.where(card.uid) != (player, "hand"):
        return f"{card.label} が手札にありません"
    v = vanguard(ctx, player)
    from ruling.games._vg.values import grade_now

    if "9.9.2.5" in clauses and (v is None or (grade(card) or 0) > (grade_now(ctx, v.uid) or 0)):
        return f"{card.label}（グレード{grade(card)}）のグレードがヴァンガードのグレード以下ではありません"
    return None


def overdress(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.7.2: overDress card A onto rear-guard B (``circle``). Without ``effect: true`` it is the
    main-phase action of 9.9.2.5 (14.42.2): A is in the hand, has an overDress ability whose
    unit condition (the card field ``over_dress``, a card name) B meets, and its grade is not
    above the vanguard's."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    at = str(p["circle"]).removeprefix("field.")
    uid = find_card(ctx, p["card"], player, ("hand",))
    card = ctx.card(uid) if uid else None
    b = unit_at(ctx, player, at) if at in open_circles(ctx, player) else None
    if card is None:
        yield Reject(
            f"{p['card']} が見つかりません",
            f"{p['card']} is not found",
            ctx.principle("impossible"),
        )
        return
    if b is None:
        yield Reject(
            f"{CIRCLE_JA.get(at, at)}にリアガードがいないため、オーバードレスできません",
            f"no rear-guard on {at}: no overDress",
            ("6.7.2",) + ctx.principle("impossible"),
        )
        return
    by_effect = bool(p.get("effect"))
    info = None
    if not by_effect:
        # the unit condition: the card field ``over_dress`` or its text's 「オーバードレス－…」
        info = card_info(ctx, card, "overdress")
        why = _main_phase_check(ctx, player, card, "オーバードレス", ("9.9.2.5",))
        if why is None and (info is None or not info.names):
            why = f"{card.label} はオーバードレス能力を持ちません"
        if why is None and info is not None and not meets(info, b.name or ""):
            cond = "か".join(info.names) + ("を含むリアガード" if info.contains else "")
            why = f"{b.label} は {card.label} のオーバードレス能力の条件（{cond}）を満たしません"
        if why is not None:
            yield Reject(
                f"オーバードレスできません: {why}",
                f"no overDress: {why}",
                ("9.9.2.5", "14.42.2"),
            )
            return
    start = yield Mark(
        clauses=("6.7.2",)
        + (() if by_effect else ("9.9.2.5", "14.42.1", "14.42.2"))
        + (info.clauses if info is not None else ()),
        ja=f"{player} は {card.label} を {b.label}（{CIRCLE_JA[at]}）にオーバードレスする",
        en=f"{player} overDresses {card.label} onto {b.label} ({at})",
    )
    yield from _dress(ctx, player, card, [b], at, start, "overdress")


def cross_overdress(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.8.3: cross overDress card A onto ``circle`` with the rear-guards ``origins`` as its
    dress origins. Without ``effect: true`` it is the main-phase action of 14.49.2: A is in the
    hand and the origins are the cards its cross overDress names (card field
    ``cross_over_dress``, a list of names)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    at = str(p["circle"]).removeprefix("field.")
    uid = find_card(ctx, p["card"], player, ("hand",))
    card = ctx.card(uid) if uid else None
    refs = p.get("origins") or []
    picked = [ctx.card(u) for u in (find_card(ctx, r, player) for r in refs) if u]
    chosen = [c for c in picked if c is not None]
    if card is None or at not in open_circles(ctx, player):
        yield Reject(
            "クロスオーバードレスするカードかリアガードサークルが見つかりません",
            "the card or the rear-guard circle for the cross overDress is not found",
            ctx.principle("impossible"),
        )
        return
    bad = [
        c
        for c in chosen
        if (w := where_circle(ctx, c.uid)) is None
        or w[0] != player
        or w[1] not in open_circles(ctx, player)
    ]
    if bad or len(chosen) != len(refs) or not chosen:
        yield Reject(
            "ドレス元に指定できるのは自分のリアガードだけです",
            "only your own rear-guards can be designated as dress origins",
            ("6.8.3.1",),
        )
        return
    by_effect = bool(p.get("effect"))
    info = None
    if not by_effect:
        # the designated cards: the card field ``cross_over_dress`` or its text's
        # 「クロスオーバードレス－「X」」
        info = card_info(ctx, card, "crossover_dress")
        need = list(info.names) if info is not None else []
        why = _main_phase_check(ctx, player, card, "クロスオーバードレス", ("14.49.2",))
        if why is None and not need:
            why = f"{card.label} はクロスオーバードレス能力を持ちません"
        if why is None and sorted(c.name or "" for c in chosen) != sorted(need):
            why = f"ドレス元が {card.label} の指定のカード（{'、'.join(need)}）ではありません"
        if why is not None:
            yield Reject(
                f"クロスオーバードレスできません: {why}",
                f"no cross overDress: {why}",
                ("14.49.2",),
            )
            return
    start = yield Mark(
        clauses=("6.8.3", "6.8.3.1", "6.8.2")
        + (() if by_effect else ("14.49.1", "14.49.2"))
        + (info.clauses if info is not None else ()),
        ja=f"{player} は {'、'.join(c.label for c in chosen)} をドレス元に指定して {card.label} を{CIRCLE_JA[at]}にクロスオーバードレスする",
        en=f"{player} cross overDresses {card.label} onto {at} with {', '.join(c.label for c in chosen)} as dress origins",
    )
    away = [c for c in chosen if where_circle(ctx, c.uid) != (player, at)]
    if away:
        yield MoveMany(
            uids=tuple(c.uid for c in away),
            player=player,
            zone=circle(at),
            clauses=("6.8.3.2",),
            caused_by=(start,),
            ja=f"ドレス元に指定したリアガード（{'、'.join(c.label for c in away)}）を{CIRCLE_JA[at]}に置く",
            en=f"the designated rear-guards ({', '.join(c.label for c in away)}) are put on {at}",
        )
    yield from _dress(ctx, player, card, chosen, at, start, "cross_overdress")


def _dress(
    ctx: Ctx, player: str, card: Card, bs: list[Card], at: str, start: int, kind: str
) -> Proc:
    cross = kind == "cross_overdress"
    inherited = [o for b in bs for o in origins(ctx, b.uid)]
    from ruling.games._vg.markers import erase_on

    for b in bs:
        became = yield SetCard(
            uid=b.uid,
            changes={"dress_origin": "pending"},
            clauses=("6.8.3.2",) if cross else ("6.7.2.1",),
            caused_by=(start,),
            ja=f"{b.label} のメインタイプをドレス元に変更する",
            en=f"{b.label}'s main type becomes dress origin",
        )
        # no longer a unit (2.9.3.4): the record markers put on it are erased right after
        # (15.8.4.4); its gauge goes by the rule process of 13.9.1
        yield from erase_on(
            ctx,
            b.uid,
            became if isinstance(became, int) else None,
            ("15.8.4.4", "15.8.4.1"),
        )
    put = yield Move(
        uid=card.uid,
        player=player,
        zone=circle(at),
        orientation="stand",
        face_up=True,
        clauses=("6.8.3.3", "6.8.1", "6.8.1.1") if cross else ("6.7.2.2", "6.7.1", "6.7.1.1"),
        caused_by=(start,),
        tag="over_dressed",
        data={"uid": card.uid, "player": player, "kind": kind},
        ja=f"{card.label} を{CIRCLE_JA[at]}に置く（コールではない）",
        en=f"{card.label} is put on {at} (not a call)",
    )
    for b in bs:
        yield SetCard(
            uid=b.uid,
            changes={"dress_origin": card.uid},
            clauses=("6.8.3.3", "6.7.4") if cross else ("6.7.2.2", "6.7.4"),
            caused_by=(put,),
            # 「このカードがオーバードレスのドレス元になった時」: made one by this dress
            tag="became_origin",
            data={"kind": kind, "target": card.uid},
            ja=f"ドレス元 {b.label} を {card.label} に関連付ける",
            en=f"dress origin {b.label} is associated with {card.label}",
        )
    for o in inherited:
        yield SetCard(
            uid=o.uid,
            changes={"dress_origin": card.uid},
            clauses=("6.7.2.2.1",) + (("6.8.3.5",) if cross else ()),
            caused_by=(put,),
            ja=f"{o.label} はドレス元に関連付けられていたので、その関連付けを {card.label} に移す",
            en=f"{o.label}, a dress origin of a dress origin, is associated with {card.label} instead",
        )
    yield SetCard(
        uid=card.uid,
        changes={kind: True},
        clauses=("6.8.4", "6.8.5") if cross else ("6.7.3",),
        caused_by=(put,),
        ja=f"{card.label} は{'クロス' if cross else ''}オーバードレス状態である",
        en=f"{card.label} is in {'cross ' if cross else ''}overDress state",
    )


def _unassociated(o: Card, moved: int, leaving: bool = False) -> SetCard:
    """6.7.5.1: a dress origin that leaves the field with its unit is associated no more, its
    main type unit again."""
    return SetCard(
        uid=o.uid,
        changes={"dress_origin": None},
        clauses=("6.7.5.1",),
        caused_by=(moved,),
        ja=f"{o.label} の関連付けは取り消され、メインタイプはユニットになる"
        + ("（フィールドを離れる移動）" if leaving else ""),
        en=f"{o.label} is no longer associated; its main type is "
        + ("unit as it leaves the field" if leaving else "unit again"),
    )


def follow(ctx: Ctx, os: list[Card], to_player: str, zone: str, moved: int) -> Proc:
    """6.7.5: the dress origins of a unit that moves go with it, in the same action (no check
    timing comes between, so no rule process or ability sees them apart); leaving the field,
    they stop being dress origins and are units again (6.7.5.1)."""
    if not os:
        return
    if (yield from _origins_retire(ctx, os, to_player, zone, moved)):
        return
    if zone == "deck":
        # 6.7.5.2: an origin that was in the ride-deck zone as the game began goes face up to
        # the ride-deck zone instead of the deck (4.18.4), no longer an origin (6.7.5.1)
        back = [o for o in os if o.states.get("ride_deck_origin")]
        for o in back:
            yield _unassociated(o, moved)
            yield Move(
                uid=o.uid,
                player=o.owner,
                zone="ride_deck",
                face_up=True,
                clauses=("6.7.5", "6.7.5.2", "4.18.4"),
                caused_by=(moved,),
                ja=f"ドレス元 {o.label} はゲーム開始時にライドデッキ置場にあったカードなので、山札ではなく"
                "ライドデッキ置場に表向きで置かれる",
                en=f"the dress origin {o.label} was in the ride-deck zone as the game began: it goes "
                "face up to the ride-deck zone instead of the deck",
            )
        os = [o for o in os if not o.states.get("ride_deck_origin")]
        if not os:
            return
    yield MoveMany(
        uids=tuple(o.uid for o in os),
        player=to_player,
        zone=zone,
        clauses=("6.7.5", "6.8.3.5"),
        caused_by=(moved,),
        ja=f"ドレス元（{'、'.join(o.label for o in os)}）も同時に{ctx.zone_name(zone)}に移動する",
        en=f"its dress origins ({', '.join(o.label for o in os)}) move to the {ctx.zone_name(zone, 'en')} with it",
    )
    if not zone.startswith("field."):
        for o in os:
            yield _unassociated(o, moved)


def _origins_retire(ctx: Ctx, os: list[Card], to_player: str, zone: str, moved: int) -> Proc:
    """The dress origins of a unit that goes from a rear-guard circle to the drop, where an
    automatic ability waits for a retire (the point dress_origin_retired; nowhere else does the
    reading change what happens): under ``retired`` they go as units (6.7.5.1) moved from the
    field to the drop, retired rear-guards (7.18.1) — their type is unit as they move, so a
    trigger reading the card as it was on its circle sees a rear-guard. Returns whether it moved
    them (else ``follow`` moves them as dress origins)."""
    from ruling.games._vg.autos import listens_for

    if zone != "drop":
        return False
    was = [ctx.where(o.uid) for o in os]
    if not all(w is not None and w[1].startswith("field.") for w in was):
        return False
    if not any(w is not None and w[1] != "field.vanguard" for w in was):
        return False
    if not listens_for(ctx, "retired"):
        return False
    retired = yield from unsettled.holds(to_player, "vg", "dress_origin_retired", "retired")
    if not retired:
        return False
    for o in os:
        yield _unassociated(o, moved, leaving=True)
    yield MoveMany(
        uids=tuple(o.uid for o in os),
        player=to_player,
        zone=zone,
        clauses=("6.7.5", "6.8.3.5", "6.7.5.1", "7.18.1", "7.18.2"),
        caused_by=(moved,),
        ja=f"ドレス元だった {'、'.join(o.label for o in os)} も同時にドロップゾーンに移動する（フィールドからドロップへ: 退却）",
        en=f"the former dress origins ({', '.join(o.label for o in os)}) go to the drop with it "
        "(from the field to the drop: retired)",
    )
    return True


# --------------------------------------------------------------------------- 着装 (6.9)

WEAR_NOTE = (
    "6.9.2 は「以下の処理を行いません」と書かれているが、6.9.2.1 はユニット A がリアガードでない"
    "かユニット B がヴァンガードでない場合にのみこの処理は何もしないとしている。「以下の処理を"
    "行います」と読む",
    "6.9.2 reads 「以下の処理を行いません」 (does not do the following), yet 6.9.2.1 says the "
    "process does nothing only when A is not a rear-guard or B not a vanguard; read as "
    "「以下の処理を行います」",
)


def wearing(card: Card) -> bool:
    """6.9.2.2: the unit has the special type 着装."""
    return bool(card.states.get("wearing"))


def wear(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.9.2: '(unit A) を (unit B) に着装する'. ``card``: the rear-guard A, ``on``: B (default
    the vanguard)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    uid = find_card(ctx, p["card"], player)
    a = ctx.card(uid) if uid else None
    # the default B is the vanguard, never a unit already 着装 on its circle (6.9.3.1)
    v = vanguard(ctx, player)
    b_uid = find_card(ctx, p["on"], player) if p.get("on") else (v.uid if v else None)
    b = ctx.card(b_uid) if b_uid else None
    wa = where_circle(ctx, uid) if uid else None
    wb = where_circle(ctx, b_uid) if b_uid else None
    a_rear = (
        a is not None
        and wa is not None
        and wa[1] in open_circles(ctx, wa[0])
        and not a.states.get("dress_origin")
    )
    b_van = b is not None and wb is not None and wb[1] == "vanguard" and b in vanguards(ctx, wb[0])
    if not (a_rear and b_van):
        yield Reject(
            f"{p['card']} がリアガードではないか、着装先がヴァンガードではないため、着装は何もしません",
            f"{p['card']} is not a rear-guard or the target is not a vanguard: the 着装 does nothing",
            ("6.9.2", "6.9.2.1"),
        )
        return
    assert a is not None and b is not None and wb is not None
    put = yield Move(
        uid=a.uid,
        player=wb[0],
        zone=circle("vanguard"),
        orientation="stand",
        # from circle to circle: the same card, the effects on it still applied (4.1.8)
        clauses=("6.9.1", "6.9.2", "6.9.2.2", "4.1.8"),
        note=WEAR_NOTE,
        tag="wear",
        data={"uid": a.uid, "player": player},
        ja=f"{a.label} を {b.label} のいるヴァンガードサークルにスタンド状態で移動する",
        en=f"{a.label} moves standing to the vanguard circle of {b.label}",
    )
    yield SetCard(
        uid=a.uid,
        changes={"wearing": b.uid},
        clauses=("6.9.2.2", "6.9.2.3", "6.9.3", "6.9.3.1"),
        caused_by=(put,),
        ja=f"{a.label} は特殊タイプ「着装」を得て {b.label} に関連付けられる（ヴァンガードでもリアガードでもない）",
        en=f"{a.label} gets the special type 着装 and is associated with {b.label} (neither vanguard nor rear-guard)",
    )
    from ruling.games._vg.values import power

    # what being worn changes from now on: the worn unit's abilities are void and the vanguard
    # has them (6.9.3.3, 6.9.3.4 — each continuous one cites them where it applies), and the
    # vanguard's power goes up by the worn unit's (6.9.3.5, as 11.11.1.8 orders it)
    yield Mark(
        clauses=(("6.9.3.3",) if a.text else ()) + ("6.9.3.5", "11.11.1.8"),
        caused_by=(put,) if isinstance(put, int) else (),
        touches=(a.uid, b.uid),
        ja=f"{a.label} の能力はすべて無効になり、{b.label} のパワーは {a.label} のパワー"
        f"（{power(ctx, a.uid)}）だけ上昇する",
        en=f"{a.label}'s abilities are void and {b.label}'s power goes up by {a.label}'s "
        f"({power(ctx, a.uid)})",
    )


def worn_by(ctx: Ctx, uid: str) -> list[Card]:
    """The 着装 units associated with the vanguard ``uid`` (6.9.3.4, 6.9.3.5): they are put on
    the vanguard circle (6.9.3.1), so only the vanguard circles are read — asked of every card
    whose abilities are listed, this is no search of every zone."""
    for pl in ctx.state.players.values():
        z = pl.zones.get(VANGUARD_ZONE)
        # a vanguard circle of one card has no 着装 unit on it (the common case: no search)
        if z is not None and len(z) > 1 and any(c.uid == uid for c in z):
            return [c for c in z if c.states.get("wearing") == uid]
    return []


VANGUARD_ZONE = circle("vanguard")


def unwear(ctx: Ctx, c: Card, clauses: tuple[str, ...], orientation: str | None) -> Proc:
    """The 着装 unit loses 着装 and its association; if it is not on a rear-guard circle its master
    moves it to one of their rear-guard circles (chosen)."""
    s = yield SetCard(
        uid=c.uid,
        changes={"wearing": None},
        clauses=clauses,
        ja=f"{c.label} は着装を失い、関連付けを取り消される",
        en=f"{c.label} loses 着装 and its association",
    )
    w = where_circle(ctx, c.uid)
    if w is None or w[1] in open_circles(ctx, w[0]):
        return
    cs = open_circles(ctx, w[0])
    if cs and all(ctx.zone(w[0], circle(x)) for x in cs):
        # every rear-guard circle holds a card: is the move to 「任意のリアガードサークル」 made onto
        # one of them (the card there then put out by 13.3.5), or can it not be done (1.3.2)?
        # Both readings are run, the engine's first
        onto = yield unsettled.choose(
            w[0], "vg", "worn_unit_every_circle_full", {"onto_a_unit": True, "not_done": False}
        )
        if not onto:
            # the circle the master would choose: none can be taken (an answer naming one is not
            # followed, the ruling says why — ``Choose.unavailable``)
            yield Choose(
                w[0],
                "circle",
                f"{c.label} を移動するリアガードサークル",
                f"the rear-guard circle {c.label} moves to",
                (Option("none", "移動しない", "not moved", None),),
                clauses,
                unavailable=tuple(
                    (circle_option(w[0], x), ctx.principle("impossible")) for x in cs
                ),
            )
            yield Mark(
                clauses=(*clauses, *ctx.principle("impossible")),
                caused_by=(s,),
                touches=(c.uid, *(f"{w[0]}.{circle(x)}" for x in cs)),
                ja=f"リアガードサークルがすべて埋まっているため、{c.label} の移動は行えない",
                en=f"every rear-guard circle holds a unit: {c.label} cannot be moved",
            )
            return
    to = yield Choose(
        w[0],
        "circle",
        f"{c.label} を移動するリアガードサークル",
        f"the rear-guard circle {c.label} moves to",
        tuple(circle_option(w[0], x) for x in cs),
        clauses,
    )
    yield Move(
        uid=c.uid,
        player=w[0],
        zone=circle(str(to)),
        orientation=orientation,
        clauses=clauses,
        caused_by=(s,),
        ja=f"{c.label} を{CIRCLE_JA[str(to)]}に移動する",
        en=f"{c.label} moves to {to}",
    )


def end_phase_wear(ctx: Ctx, player: str) -> Proc:
    """9.11.6, 6.9.5: at the end phase a 着装 unit loses 着装 and moves rested to a rear-guard
    circle of its master's choice."""
    for c in list(ctx.zone(player, circle("vanguard"))):
        if wearing(c):
            yield from unwear(ctx, c, ("9.11.6", "6.9.5"), "rest")


def find_wear(ctx: Ctx) -> list[Finding]:
    """13.12.1: a 着装 unit whose associated unit is gone, on another circle, or not a vanguard;
    13.12.2: a locked card associated with a unit by 着装 (a 着装 unit locked)."""
    out = []
    for p in ctx.state.order():
        for z, cards in ctx.state.players[p].zones.items():
            if not z.startswith("field."):
                continue
            for c in cards:
                if not wearing(c):
                    continue
                if c.states.get("locked"):
                    # 13.12.2: a locked card associated with a unit by 着装
                    out.append(Finding(p, (c.uid,), {"locked": True}))
                    continue
                b = ctx.card(str(c.states["wearing"]))
                wb = where_circle(ctx, b.uid) if b is not None else None
                ok = (
                    b is not None
                    and wb is not None
                    and wb == where_circle(ctx, c.uid)
                    and wb[1] == "vanguard"
                    and b in vanguards(ctx, wb[0])
                )
                if not ok:
                    out.append(Finding(p, (c.uid,), {}))
    return out


def apply_wear(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.watch[0])
    if c is None or not wearing(c):
        return
    if f.data.get("locked"):
        # 13.12.2: the locked card is retired (7.18.1: from the field to its owner's drop),
        # associated no more (out of the field, 6.9.2.3 no longer holds)
        s = yield Move(
            uid=c.uid,
            player=c.owner,
            zone="drop",
            face_up=True,
            clauses=("13.12.2", "6.9.4", "7.18.1"),
            ja=f"着装により関連付けられた呪縛カード {c.label} を退却する",
            en=f"the locked card {c.label}, associated by 着装, is retired",
        )
        yield SetCard(
            uid=c.uid,
            changes={"wearing": None, "locked": None},
            clauses=("13.12.2", "7.30.2"),
            caused_by=(s,),
            ja=f"{c.label} はドロップゾーンで表向きになり、着装の関連付けも呪縛状態もない",
            en=f"{c.label} is face up in the drop, neither associated by 着装 nor locked",
        )
        return
    yield from unwear(ctx, c, ("13.12.1", "6.9.4"), None)
