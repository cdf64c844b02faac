"""Imaginary gifts (chapter 16) and the automatic abilities the engine plays: the gift a ride
brings (6.3.7, played at check timing before automatic abilities, 11.6.1.2–11.6.1.3), the
protect pseudo-card's ability (15.3.3), and automatic abilities a scenario describes with their
effect spelled out as actions (the engine cannot run card text yet: 11.9.2, 11.9.4)."""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import (
    ACCEL,
    CIRCLE_JA,
    Proc,
    as_hand_card,
    card_option,
    circle,
    circle_option,
    field_units,
    label,
    open_circles,
    val,
    vkey,
)
from ruling.games._vg.stage import accel_onto_stage, stages
from ruling.rules import (
    AbilityDef,
    AddEffect,
    Choose,
    Create,
    Do,
    Event,
    Mark,
    Move,
    Option,
    Reject,
    SetVar,
    Triggered,
)
from ruling.state import Card

CROWNS = {"force": "フォース", "accel": "アクセル", "protect": "プロテクト"}
ROMAN = {1: "Ⅰ", 2: "Ⅱ"}
# 2.13.2.2–2.13.2.4: the icon of each crown type
ICON_CLAUSES = {"force": "2.13.2.2", "accel": "2.13.2.3", "protect": "2.13.2.4"}


def crown_id(name: str) -> str | None:
    low = str(name).strip().lower()
    for k, ja in CROWNS.items():
        if low in (k, ja.lower()):
            return k
    return None


def shown_markers(markers: list[dict[str, Any]]) -> str | None:
    """The player value ``gift_markers`` as a scenario writes it: each marker's circle, crown and
    kind (``"vanguard:force1, accel_1:accel1"``), in the order they were put (16.2.1.3.1.1)."""
    return ", ".join(f"{m['circle']}:{m['crown']}{m['kind']}" for m in markers) or None


def _put_markers(ctx: Ctx, player: str, markers: list[dict[str, Any]], **kw: Any) -> Proc:
    """Put a gift marker (16.2.1.3.1.1, the crown's own clause in ``kw``): the markers the
    engine reads (``gifts``) and the player value ``gift_markers`` an expectation reads
    (``A.gift_markers``), the latter caused by the former so that a ruling asking where the
    markers are cites the clause that put them."""
    s = yield SetVar(key=vkey("gifts", player), value=markers, **kw)
    yield SetVar(key=vkey("gift_markers", player), value=shown_markers(markers), caused_by=(s,))
    return s


def gift_process(
    ctx: Ctx,
    player: str,
    crown: str,
    kind: int | None,
    by_ride: bool,
    source: str | None,
    cause: tuple[Any, ...] = (),
) -> Proc:
    """16.3.1. ``cause``: the steps the process rests on (an effect's 「…を得る」, 7.14.3)."""
    name = CROWNS[crown]
    if by_ride:
        before = val(ctx, "ride_gift", player, None)
        if before and before != crown:
            yield Reject(
                f"{player} はすでにライドによる{CROWNS.get(before, before)}のイマジナリーギフト処理を行っているため、{name}の処理は実行されません",
                f"{player} already had a ride gift of {before}: this {crown} gift is not carried out",
                ("16.3.1.1",),
            )
            return
        if not before:
            yield SetVar(key=vkey("ride_gift", player), value=crown, clauses=("16.3.1.1",))
    cl: tuple[str, ...] = ("16.3.1",)
    if not by_ride and val(ctx, "ride_gift", player, None) not in (None, crown):
        # 16.3.1.1 stops a gift only when a ride's gift icon causes it: one an effect gives
        # is carried out though the fighter had a ride gift of another crown type
        cl += ("16.3.1.1",)
    if by_ride:
        # the ridden card's gift icon gives it the gift of that crown type (2.13.2)
        cl += ("2.13.2", ICON_CLAUSES[crown])
    if kind is not None:
        # a kind printed with the icon's crown type (「フォースⅠ」) is written as its Roman
        # numeral (16.2.1.2.1)
        cl += ("16.3.1.3",) + (("16.2.1.2.1",) if by_ride else ())
    else:
        kind = val(ctx, f"gift_{crown}", player, None)
        if kind:
            cl += ("16.3.1.3.1",)
        else:
            kind = yield Choose(
                player,
                "gift_kind",
                f"{name}のギフト種別（このゲーム中はこの種別を使う）",
                f"the gift kind for {crown} (kept for the rest of the game)",
                (
                    Option("1", "Ⅰ", "I", 1, aliases=("I", "Ⅰ")),
                    Option("2", "Ⅱ", "II", 2, aliases=("II", "Ⅱ")),
                ),
                ("16.3.1.3.2",),
            )
            cl += ("16.3.1.3.2",)
    kind = int(kind)  # type: ignore[arg-type]
    if not val(ctx, f"gift_{crown}", player, None):
        yield SetVar(key=vkey(f"gift_{crown}", player), value=kind)
    start = yield Mark(
        clauses=cl,
        caused_by=cause,
        ja=f"{player} は {name}{ROMAN[kind]} のイマジナリーギフト処理を行う",
        en=f"{player} carries out the imaginary gift {crown} {ROMAN[kind]}",
    )
    markers = list(val(ctx, "gifts", player, []) or [])
    if crown == "force":
        circles = ("vanguard", *open_circles(ctx, player))
        c = yield Choose(
            player,
            "gift_circle",
            "フォースのギフトマーカーを置くサークル",
            "the circle for the force gift marker",
            tuple(circle_option(player, x) for x in circles),
            ("16.3.1.4.1", "16.3.1.4.1.1"),
            # a choice of a circle: a scenario's ``at: circle`` answers it too
            also=("circle",),
        )
        markers.append({"circle": c, "crown": crown, "kind": kind})
        yield from _put_markers(
            ctx,
            player,
            markers,
            caused_by=(start,),
            clauses=("16.3.1.4.1", "16.3.1.4.2" if kind == 1 else "16.3.1.4.3", "16.2.1.3.1.1"),
            ja=f"{CIRCLE_JA[c]}にフォース{ROMAN[kind]}のギフトマーカーを置く"
            + ("（あなたのターン中、パワー+10000）" if kind == 1 else "（元々のクリティカルは2）"),
            en=f"a force {ROMAN[kind]} gift marker is put on {c}",
        )
    elif crown == "accel" and stages(ctx, player):
        # 7.41.2: a stage circle takes the marker, no circle is made (``_vg/stage``)
        yield from accel_onto_stage(ctx, player, kind, start)
    elif crown == "accel":
        n = int(val(ctx, "accel_circles", player, 0))
        if n >= len(ACCEL):
            yield Reject(
                "これ以上サークルを増やせません",
                "no more circles can be added",
                ctx.principle("impossible"),
            )
            return
        new = ACCEL[n]
        made = yield SetVar(
            key=vkey("accel_circles", player),
            value=n + 1,
            caused_by=(start,),
            clauses=("16.3.1.5.1", "16.3.1.5.1.1", "16.3.1.5.1.2"),
            ja=f"{player} のリアガードサークルが1つ増える（前列, {CIRCLE_JA[new]}）",
            en=f"{player} gets one more rear-guard circle (front row, {new})",
        )
        if kind == 2:
            yield Do(
                "draw",
                {"player": player, "amount": 1},
                caused_by=(made,),
                clauses=("16.3.1.5.4", "7.6.4.1.1"),
            )
        markers.append({"circle": new, "crown": crown, "kind": kind})
        yield from _put_markers(
            ctx,
            player,
            markers,
            caused_by=(made,),
            clauses=("16.3.1.5.2", "16.3.1.5.3" if kind == 1 else "16.3.1.5.4", "16.2.1.3.1.1"),
            ja=f"{CIRCLE_JA[new]}にアクセル{ROMAN[kind]}のギフトマーカーを置く（あなたのターン中、パワー+{10000 if kind == 1 else 5000}）",
            en=f"an accel {ROMAN[kind]} gift marker is put on {new}",
        )
    else:
        if kind == 1:
            yield Create(
                player=player,
                zone="hand",
                fields={
                    "name": "プロテクト",
                    "type": "protect",
                    "extra": {"skills": ["sentinel"], "grade": None},
                },
                caused_by=(start,),
                clauses=("16.3.1.6.1", "15.3.1", "15.3.3", "15.2.2"),
                ja=f"{player} の手札に疑似カード「プロテクト」を作成する",
                en=f"a protect pseudo-card is created in {player}'s hand",
            )
        else:
            circles = open_circles(ctx, player)
            c = yield Choose(
                player,
                "gift_circle",
                "プロテクトⅡのギフトマーカーを置くリアガードサークル",
                "the rear-guard circle for the protect II gift marker",
                tuple(circle_option(player, x) for x in circles),
                ("16.3.1.6.2",),
                also=("circle",),
            )
            markers.append({"circle": c, "crown": crown, "kind": kind})
            yield from _put_markers(
                ctx,
                player,
                markers,
                caused_by=(start,),
                clauses=("16.3.1.6.2", "16.2.1.3.1.1"),
                ja=f"{CIRCLE_JA[c]}にプロテクトⅡのギフトマーカーを置く（パワー+5000）",
                en=f"a protect II gift marker is put on {c}",
            )


# --------------------------------------------------------------------------- the ride gift


def gift_of(c: Card) -> str | None:
    """The crown type of the imaginary gift a card has (2.13.2): the scenario's ``gift``, else
    the icon its text prints as a line of its own (「イマジナリーギフト:フォース」, 2.13.2.2–2.13.2.4;
    ``Program.icons`` ``gift:<crown>``)."""
    from ruling.abilities import abilities_of

    if c.extra.get("gift"):
        return crown_id(str(c.extra["gift"]))
    if not c.text or "ギフト" not in c.text:
        return None
    for ab in abilities_of("vg", c):
        if ab.program is not None and ab.program.kind == "keyword":
            for i in ab.program.icons:
                if i.startswith("gift:"):
                    return i[len("gift:") :]
    return None


def gift_kind_of(c: Card) -> int | None:
    """The gift kind a card's imaginary gift line prints after its crown type (「イマジナリー
    ギフト:フォースⅠ」, 16.2.1.2.1; ``Program.params`` ``gift_kind``): the kind the process takes
    as specified (16.3.1.3). None when none is printed."""
    from ruling.abilities import abilities_of

    if c.extra.get("gift") or not c.text or "ギフト" not in c.text:
        return None
    for ab in abilities_of("vg", c):
        if ab.program is not None and ab.program.kind == "keyword":
            kind = dict(ab.program.params).get("gift_kind")
            if kind is not None:
                return int(kind)
    return None


def gift_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    if not isinstance(ev, Mark) or ev.tag != "ride":
        return []
    uid = ev.data.get("uid")
    c = ctx.card(uid) if uid else None
    crown = gift_of(c) if c is not None else None
    if c is None or crown is None:
        return []
    return [Triggered(ev.data["player"], uid, {"crown": crown, "kind": gift_kind_of(c)})]


def gift_resolve(ctx: Ctx, pending: Any) -> Proc:
    kind = pending.data.get("kind")
    yield from gift_process(ctx, pending.master, pending.data["crown"], kind, True, pending.source)


# --------------------------------------------------------------------------- protect (15.3.3)


def protect_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    out = []
    for uid, _fp, _fz, tp, tz in ctx.moves(step):
        c = ctx.card(uid)
        if c is not None and c.type == "protect" and tz == circle("guardian"):
            out.append(Triggered(tp, uid, {}))
    return out


def protect_resolve(ctx: Ctx, pending: Any) -> Proc:
    p = pending.master
    hand = [c for c in ctx.zone(p, "hand")]
    if not hand:
        yield Reject(
            "捨てる手札がないため、プロテクトのコストを払えません",
            "no hand card to discard: the protect's cost cannot be paid",
            ("15.3.3", "11.9.5"),
        )
        return
    pay = yield Choose(
        p,
        "protect_cost",
        "プロテクトのコスト（手札を1枚捨てる）を払うか",
        "pay the protect's cost (discard a hand card)?",
        (
            Option("yes", "払う", "pay", True, aliases=("はい", "true")),
            Option("no", "払わない", "do not pay", False, aliases=("いいえ", "false", "none")),
        ),
        ("15.3.3", "11.9.5.2"),
        # a cost payment like any other: a scenario's ``at: cost`` answers it (docs/scenarios.md)
        also=("cost",),
    )
    if not pay:
        yield Mark(
            clauses=("11.9.5.1",), ja=f"{p} はコストを払わない", en=f"{p} does not pay the cost"
        )
        return
    d = yield Choose(
        p,
        "discard",
        "捨てる手札",
        "hand card to discard",
        tuple(card_option(c, ctx=ctx) for c in hand),
        ("15.3.3",),
    )
    paid = yield Move(
        uid=d, player=p, zone="drop", clauses=("15.3.3", "7.9.1", "11.9.5", *as_hand_card(ctx, d))
    )
    units = [u for _c, u in field_units(ctx, p)]
    battle = ctx.state.vars.get("battle") or {}
    attacked = [u for u in units if u.uid in battle.get("attacked", [])]
    t = yield Choose(
        p,
        "protect_unit",
        "そのバトル中ヒットされないユニット",
        "the unit that cannot be hit this battle",
        tuple(card_option(u, ctx=ctx) for u in (attacked or units)),
        ("15.3.3",),
    )
    yield AddEffect(
        target=t,
        stat="no_hit",
        op="add",
        value=1,
        until="battle",
        caused_by=(paid,),
        clauses=("15.3.3",),
        source="protect",
        ja=f"そのバトル中、{label(ctx, t)} はヒットされない",
        en=f"this battle, {label(ctx, t)} cannot be hit",
    )


# ------------------------------------------------------------ protect II marker (16.3.1.6.2)

PROTECT_TWO = ("16.3.1.6.2", "16.2.1.3.1.1", "10.5.1.2.4.1")


def protect_two_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """16.3.1.6.2: a unit on a circle with a protect II gift marker has 『【自】: このユニットが
    インターセプトした時、このユニットのシールド+10000。』; it becomes pending when the unit is
    chosen to intercept (10.5.1.2.4.1), read on the circle it left for the guardian circle."""
    if not isinstance(ev, Move) or ev.tag != "intercepted":
        return []
    out = []
    for uid, fp, fz, _tp, tz in ctx.moves(step):
        if tz != circle("guardian") or not fz.startswith("field."):
            continue
        marked = [
            m
            for m in val(ctx, "gifts", fp, []) or []
            if m.get("crown") == "protect"
            and int(m.get("kind") or 0) == 2
            and circle(str(m.get("circle"))) == fz
        ]
        if marked:
            out.append(Triggered(fp, uid, {"circle": fz}, clauses=PROTECT_TWO))
    return out


def protect_two_resolve(ctx: Ctx, pending: Any) -> Proc:
    """The marker's ability: 「このユニットのシールド+10000」. The unit has left the marker's
    circle, so it no longer has the ability: a pending ability is played all the same (11.9.9),
    and 「このユニット」 is the same card on the guardian circle (4.1.8: moved circle to circle)."""
    uid = pending.source
    w = ctx.where(uid) if uid else None
    cause: tuple[int, ...] = ()
    if w is None or w[1] != pending.data.get("circle"):
        s = yield Mark(
            clauses=("11.9.9",)
            + (("4.1.8",) if w is not None and w[1].startswith("field.") else ()),
            ja=f"{label(ctx, uid)} はギフトマーカーのサークルを離れたが、待機状態の自動能力はプレイしなければならない",
            en=f"{label(ctx, uid)} has left the gift marker's circle, but its pending automatic "
            "ability must still be played",
        )
        cause = (s,)
    if w is None or not w[1].startswith("field."):
        yield Reject(
            f"{label(ctx, uid)} はフィールドにいないため、シールドは増えません",
            f"{label(ctx, uid)} is not on the field: no shield is added",
            ("16.3.1.6.2",) + ctx.principle("impossible"),
            cause,
        )
        return
    yield Do(
        "shield",
        {"card": uid, "amount": 10000, "until": "game"},
        clauses=("16.3.1.6.2", "11.8.3.1"),
        caused_by=cause,
    )


# --------------------------------------------------------------------------- described autos


def auto_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    if isinstance(ev, Mark) and ev.tag == "auto_triggered":
        d = dict(ev.data)
        return [Triggered(d["player"], d.get("source"), d)]
    out = []
    for d in ctx.state.delayed:
        if d.ability != "auto" or not ev.tag or d.data.get("when") != ev.tag:
            continue
        # whose event it is (11.1.1.2.1: the event the trigger condition names): the player
        # its data names, else the player an event moving a card acts for (a draw's drawer)
        whose = (ev.data or {}).get("player") or getattr(ev, "player", None)
        if whose is not None and whose != d.data.get("whose", d.master):
            continue
        out.append(Triggered(d.master, d.source, dict(d.data)))
    return out


def auto_resolve(ctx: Ctx, pending: Any) -> Proc:
    p = pending.master
    cost = pending.data.get("cost") or []
    paid: tuple[int, ...] = ()
    if cost:
        ok = yield Do("cost", {"player": p, "steps": cost}, clauses=("11.9.5",))
        if ok is False:
            yield Mark(
                clauses=("11.9.5.1",),
                ja="コストを払えないため、この自動能力は何も起こさない",
                en="the cost cannot be paid: the ability does nothing",
            )
            return
        paid = (ok,) if isinstance(ok, int) and not isinstance(ok, bool) else ()
    for sub in pending.data.get("effect") or []:
        params = {k: v for k, v in sub.items() if k != "do"}
        params.setdefault("player", p)
        yield Do(sub["do"], params, clauses=("11.8.3.1", "11.8.3.1.1"), caused_by=paid)


ABILITIES = {
    "gift": AbilityDef(
        "gift",
        "イマジナリーギフト処理",
        "imaginary gift",
        ("6.3.7", "16.3.1"),
        gift_trigger,
        gift_resolve,
        tier=0,
        pending_principle="early_pending",
        order_principle="early_order",
    ),
    "protect": AbilityDef(
        "protect",
        "プロテクトの自動能力",
        "the protect's automatic ability",
        ("15.3.3", "11.9.2"),
        protect_trigger,
        protect_resolve,
        tier=1,
    ),
    "protect_two": AbilityDef(
        "protect_two",
        "プロテクトⅡのギフトマーカーが与える自動能力",
        "the automatic ability a protect II gift marker gives",
        ("16.3.1.6.2", "11.9.2"),
        protect_two_trigger,
        protect_two_resolve,
        tier=1,
    ),
    "auto": AbilityDef(
        "auto",
        "自動能力",
        "automatic ability",
        ("11.1.1.2", "11.9.2"),
        auto_trigger,
        auto_resolve,
        tier=1,
    ),
}


# --------------------------------------------------------------------------- the starting state

ROMAN_IN = {"1": 1, "2": 2, "i": 1, "ii": 2, "ⅰ": 1, "ⅱ": 2, "Ⅰ": 1, "Ⅱ": 2}


def markers_given(ctx: Ctx) -> None:
    """Gift markers already on circles when the scenario starts (the player value
    ``gift_markers``: ``"vanguard:force, accel_1:accel"`` — each a circle and a crown, the
    kind from the player's ``gift_force`` / ``gift_accel`` / ``gift_protect``, 16.3.1.3.1, or
    written after the crown, ``force2``). What a marker does is the crown's (16.3.1.4.2 …); an
    accel marker's circle must be one the player has (``accel_circles``), a protect marker is on
    a rear-guard circle (16.3.1.6.2). Bad input is an error of the scenario."""
    from ruling.scenario import Diagnostic, ScenarioError

    st = ctx.state
    for pl in st.players:
        raw = st.vars.get(vkey("gift_markers", pl))
        if raw is None:
            continue
        where = f"players.{pl}.gift_markers"
        markers: list[dict[str, object]] = list(val(ctx, "gifts", pl, []) or [])
        for item in (x.strip() for x in str(raw).replace("、", ",").split(",")):
            if not item:
                continue
            circ, _, rest = item.partition(":")
            circ = circ.strip().removeprefix("field.")
            rest = rest.strip()
            digits = rest.rstrip("12ⅠⅡ").strip()
            crown = crown_id(digits)
            kind_s = rest[len(digits) :].strip()
            kind = ROMAN_IN.get(kind_s) if kind_s else val(ctx, f"gift_{crown}", pl, None)
            problem = None
            if crown is None:
                problem = (
                    f"'{item}': クラウンは force / accel / protect（フォース / アクセル / プロテクト）",
                    f"'{item}': the crown is force / accel / protect",
                )
            elif kind not in (1, 2):
                problem = (
                    f"'{item}': ギフト種別が分かりません（gift_{crown}: 1 か 2、または {crown}1 / {crown}2）",
                    f"'{item}': the gift kind is not given (gift_{crown}: 1 or 2, or {crown}1 / "
                    f"{crown}2)",
                )
            elif circ not in ("vanguard", *open_circles(ctx, pl)) or (
                crown == "protect" and circ == "vanguard"
            ):
                problem = (
                    f"'{item}': {pl} のサークル {circ} にはこのマーカーを置けません",
                    f"'{item}': {pl} has no circle {circ} for this marker",
                )
            if problem is not None:
                raise ScenarioError("", [Diagnostic(where, problem[1], ja=problem[0])])
            markers.append({"circle": circ, "crown": crown, "kind": int(kind)})  # type: ignore[arg-type]
            st.vars.setdefault(vkey(f"gift_{crown}", pl), int(kind))  # type: ignore[arg-type]
        st.vars[vkey("gifts", pl)] = markers
        # the value as the engine keeps it from here on (``shown_markers``), so that an
        # expectation of an unchanged ``A.gift_markers`` reads it as written after put markers
        st.vars[vkey("gift_markers", pl)] = shown_markers(markers)
