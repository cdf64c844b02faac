"""Record markers (記録型マーカー, 15.8) put by name: 「…に(名称)マーカーを置く」 (7.4.2).

A record marker is no card and no pseudo-card (15.8.1.2); it has a place (15.8.2): a circle
(15.8.2.1) or a unit (15.8.2.2). Each is kept in the player value ``record_markers`` of its
master (15.8.5: the master of the effect that made it), and shown in the player value
``markers`` (「left_front:龍樹, 槍兵:無限鱗粉」: a circle or the unit it is on, then its name), which a
scenario may also give as the markers already on circles when it starts. A marker on a unit stays
on it when the unit moves to another circle (15.8.4.3) and is erased when the unit leaves the
circles or is locked (15.8.4.4). Gift markers (16.3.1.2) are kept by ``_vg/gifts.py``.
"""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import (
    CIRCLE_JA,
    Proc,
    circle_of,
    find_card,
    is_unit,
    label,
    open_circles,
    val,
    vkey,
)
from ruling.rules import Reject, SetVar

KEY = "record_markers"
# the names of the record markers erased from a unit as it left the circles (15.8.4.4), by uid
ERASED = "markers_erased_on_leaving:"


def _items(ctx: Ctx, player: str) -> list[dict[str, Any]]:
    return [dict(m) for m in val(ctx, KEY, player, None) or []]


def shown(ctx: Ctx, items: list[dict[str, Any]]) -> str:
    """The player value ``markers``: each marker's place (a circle, or the unit it is on) and
    its name."""
    return ", ".join(
        f"{m['circle'] if m.get('circle') else label(ctx, m.get('unit'))}:{m['name']}"
        for m in items
    )


def _set(ctx: Ctx, player: str, items: list[dict[str, Any]], **kw: Any) -> Proc:
    s = yield SetVar(key=vkey(KEY, player), value=items or None, **kw)
    yield SetVar(key=vkey("markers", player), value=shown(ctx, items) or None, caused_by=(s,))
    return s


def given(ctx: Ctx) -> None:
    """Record markers already on circles when the scenario starts: the player value ``markers``,
    ``"left_front:龍樹, right_back:龍樹"`` (a circle the player has, then the name). Bad input
    is an error of the scenario."""
    from ruling.scenario import Diagnostic, ScenarioError

    st = ctx.state
    for pl in st.players:
        raw = st.vars.get(vkey("markers", pl))
        if raw is None:
            continue
        items: list[dict[str, Any]] = []
        for item in (x.strip() for x in str(raw).replace("、", ",").split(",")):
            if not item:
                continue
            circ, _, name = (s.strip() for s in item.partition(":"))
            circ = circ.removeprefix("field.")
            if not name or circ not in ("vanguard", *open_circles(ctx, pl)):
                raise ScenarioError(
                    "",
                    [
                        Diagnostic(
                            f"players.{pl}.markers",
                            f"'{item}': write 'circle:name' (left_front:龍樹) with a circle "
                            f"{pl} has",
                            ja=f"'{item}': 「サークル:名称」（例 left_front:龍樹）と書き、サークルは"
                            f"{pl} にあるもの",
                        )
                    ],
                )
            items.append({"name": name, "circle": circ})
        st.vars[vkey(KEY, pl)] = items or None


def put(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.4.2: 「…に(名称)マーカーを置く」 — a record marker named ``name`` on the circle ``circle``
    (15.8.2.1) or on the unit ``unit`` (15.8.2.2) of ``player`` (the effect's master, who is the
    marker's master, 15.8.5). No proper place: it is not put (15.8.3.1)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    name = str(p.get("name") or "").removesuffix("マーカー").strip()
    if not name:
        yield Reject(
            "マーカーの名称が書かれていません",
            "the marker's name is not given",
            ("7.4.2", "15.1.2.1"),
        )
        return
    item: dict[str, Any]
    if p.get("unit") is not None:
        uid = find_card(ctx, p["unit"], player)
        c = ctx.card(uid) if uid else None
        w = ctx.where(uid) if uid else None
        if c is None or w is None or circle_of(w[1]) is None or not is_unit(c):
            yield Reject(
                f"{p['unit']} はサークルにいるユニットではないため、{name}マーカーは置かれません",
                f"{p['unit']} is no unit on a circle: the {name} marker is not put",
                ("15.8.2.2", "15.8.3", "15.8.3.1"),
            )
            return
        item = {"name": name, "unit": c.uid, "placed": c.placed}
        where_ja, where_en, cl = f"{c.label}の上", f"on {c.label}", ("15.8.2.2",)
    else:
        circ = str(p.get("circle") or "").removeprefix("field.").removeprefix(f"{player}.")
        if circ not in ("vanguard", *open_circles(ctx, player)):
            yield Reject(
                f"{player} に{CIRCLE_JA.get(circ, circ)}がないため、{name}マーカーは置かれません",
                f"{player} has no circle {circ}: the {name} marker is not put",
                ("7.4.2", "15.8.2.1", "15.8.3", "15.8.3.1"),
            )
            return
        item = {"name": name, "circle": circ}
        where_ja, where_en, cl = CIRCLE_JA.get(circ, circ), circ, ("7.4.2", "15.8.2.1")
    yield from _set(
        ctx,
        player,
        [*_items(ctx, player), item],
        clauses=cl + ("15.8.3", "15.8.5"),
        ja=f"{player} は{where_ja}に{name}マーカーを置く",
        en=f"{player} puts a {name} marker {where_en}",
    )


def on_circle(ctx: Ctx, player: str, circ: str, name: str) -> tuple[str, ...] | None:
    """Whether a record marker named ``name`` is on ``player``'s circle ``circ`` (15.8.2.3):
    one put on that circle, or one put on the unit now there (15.8.2.3.1). The clauses that
    read it, or None when there is none."""
    circ = circ.removeprefix("field.")
    here = {c.uid for c in ctx.zone(player, f"field.{circ}")}
    best: tuple[str, ...] | None = None
    for pl in ctx.state.order():
        for m in _items(ctx, pl):
            if m.get("name") != name:
                continue
            if m.get("circle") == circ and pl == player:
                best = best or ("15.8.2.1", "15.8.2.3")
            elif m.get("unit") in here:
                return ("15.8.2.2", "15.8.2.3", "15.8.2.3.1", "15.8.4.3")
    return best


def unit_moved(
    ctx: Ctx, uid: str, zone: str, step: int, frm: tuple[str, str] | None = None
) -> Proc:
    """After the unit ``uid`` moved to ``zone`` (from ``frm``, a player's circle): the record
    markers on it stay on it on another circle (15.8.4.3) and are erased when it leaves the
    circles (15.8.4.4); those put on the circle it left stay there — their place is the circle
    (15.8.2.1), and only their own move out of the circles erases them (15.8.4.2)."""
    left = circle_of(frm[1]) if frm is not None else None
    if frm is not None and left is not None and zone != frm[1]:
        items = _items(ctx, frm[0])
        stay = [m["name"] for m in items if m.get("circle") == left]
        if stay:
            # the markers stay where they are: written again, so what reads them reads this
            names = "、".join(f"{n}マーカー" for n in stay)
            yield from _set(
                ctx,
                frm[0],
                items,
                clauses=("15.8.2.1", "15.8.4.2"),
                caused_by=(step,),
                ja=f"{CIRCLE_JA.get(left, left)}の{names}はサークルに置かれたもので、"
                f"{label(ctx, uid)} が離れても置かれたまま",
                en=f"the {names} on {left} were put on the circle: they stay as "
                f"{label(ctx, uid)} leaves",
            )
    for pl in ctx.state.order():
        items = _items(ctx, pl)
        on = [m for m in items if m.get("unit") == uid]
        if not on:
            continue
        names = "、".join(f"{m['name']}マーカー" for m in on)
        if circle_of(zone) is not None:
            c = ctx.card(uid)
            for m in on:
                m["placed"] = c.placed if c is not None else m.get("placed")
            yield from _set(
                ctx,
                pl,
                items,
                clauses=("15.8.4.3",),
                caused_by=(step,),
                ja=f"{names}は {label(ctx, uid)} の上に置かれたまま移動する",
                en=f"the {names} stay on {label(ctx, uid)} on its new circle",
            )
        else:
            # the markers it had as it left, for an effect that counts them later (the audit's
            # markers_erased_on_leaving)
            s = yield SetVar(key=f"{ERASED}{uid}", value=[m["name"] for m in on], caused_by=(step,))
            yield from erase_on(ctx, uid, s, ("15.8.4.4", "15.8.4.1"))


def erase_on(ctx: Ctx, uid: str, step: int | None, clauses: tuple[str, ...]) -> Proc:
    """15.8.4.4: the record markers on the unit ``uid`` are erased (15.8.4.1) — it left the
    circles, was locked, or is a unit no more."""
    for pl in ctx.state.order():
        items = _items(ctx, pl)
        on = [m for m in items if m.get("unit") == uid]
        if not on:
            continue
        names = "、".join(f"{m['name']}マーカー" for m in on)
        yield from _set(
            ctx,
            pl,
            [m for m in items if m.get("unit") != uid],
            clauses=clauses,
            caused_by=(step,) if step is not None else (),
            ja=f"{label(ctx, uid)} の上の{names}は消去される",
            en=f"the {names} on {label(ctx, uid)} are erased",
        )
