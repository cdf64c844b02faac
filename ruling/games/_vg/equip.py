"""Equip orders (装備オーダー, 17.8).

An equip order has the keyword ability ‘(名称)装備 - (カード名)’ (17.8.2, 17.8.2.1; the keyword
``equip`` of ``keyword_states.CARD_INFO``, read from the card's text). Played and
resolved, it is not resolved and put into the drop: when a unit of that card name is on one of
its master's vanguard circles it is put on that circle and associated with the unit (17.8.3,
17.8.5), else it goes to the drop (17.8.3.1). While associated the unit 「装備している」 the order
(17.8.6: the selector state ``equipping``, selectors._in_state). The association is the card
state ``equipped_to`` (the unit's uid) of the order.

On the circle, the illegal-order process does not apply to it (17.8.8.1, processes.find_orders);
two equip orders of one name on a circle keep the latest placed (17.8.8.2), and an order whose
unit left the circle, is no longer a vanguard or lost the name is associated with a vanguard of
the circle that has the name, else put into the drop (17.8.8.3, 17.8.8.3.1, 17.8.8.3.2). A ride
onto a unit of the name keeps it, associated with the new vanguard (17.8.7: the rule process
re-associates it with the unit now there, and cites 17.8.7 when a ride put it there).

The effect 「(装備オーダー)を(ヴァンガード)に装備する」 (17.8.4) is ``equip``: the order put on the
unit's circle and associated with it, not done when the unit does not have the card name the
order names (17.8.4.1). Not run: 神器錬成 (declared absent, declared.py).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling.core import Ctx
from ruling.games._vg.common import Proc, circle, is_order, to_drop, vanguards
from ruling.rules import Finding, Mark, Move, SetCard
from ruling.state import Card

STATE = "equipped_to"


def equip_names(ctx: Ctx, c: Card) -> tuple[str, ...] | None:
    """The card names the equip ability of ``c`` names (17.8.2.1), or None when ``c`` is no
    equip order."""
    from ruling.games._vg.keyword_states import card_info

    info = card_info(ctx, c, "equip")
    return info.names if info is not None and info.names else None


def _named_vanguard(ctx: Ctx, player: str, names: tuple[str, ...]) -> Card | None:
    from ruling.games._vg.selectors import names_of

    for v in vanguards(ctx, player):
        if set(names_of(ctx, v)) & set(names):
            return v
    return None


def resolve(ctx: Ctx, player: str, c: Card, names: tuple[str, ...], cause: int) -> Proc:
    """17.8.3 / 17.8.3.1: the played equip order onto the named vanguard's circle, associated
    with it, or to the drop."""
    v = _named_vanguard(ctx, player, names)
    if v is None:
        yield to_drop(
            c,
            caused_by=(cause,),
            clauses=("17.8.3.1", "17.8.2.1"),
            ja=f"{'・'.join(names)} がヴァンガードサークルにいないため、{c.label} をドロップゾーンに置く",
            en=f"no {' / '.join(names)} on a vanguard circle: {c.label} goes to the drop",
        )
        return
    s = yield Move(
        uid=c.uid,
        player=player,
        zone=circle("vanguard"),
        pos="bottom",
        caused_by=(cause,),
        clauses=("17.8.3", "17.8.2.1"),
        ja=f"{c.label} を解決せずドロップゾーンにも置かず、{v.label} のいるヴァンガードサークルに置く",
        en=f"{c.label} is not resolved nor put into the drop: it goes on {v.label}'s vanguard circle",
    )
    yield SetCard(
        uid=c.uid,
        changes={STATE: v.uid},
        caused_by=(s,),
        clauses=("17.8.3", "17.8.5", "17.8.6"),
        ja=f"{c.label} を {v.label} に関連付ける（{v.label} は {c.label} を装備している）",
        en=f"{c.label} is associated with {v.label} ({v.label} equips {c.label})",
    )


def equip(
    ctx: Ctx,
    player: str,
    order: str,
    unit: str | None,
    cause: tuple[int, ...],
    clauses: tuple[str, ...],
) -> Generator[Any, Any, bool]:
    """17.8.4: an instruction to equip the equip order ``order`` to the vanguard ``unit`` puts
    the order on that unit's vanguard circle and associates it with the unit (17.8.5: the unit
    「装備した」 it); not done when the unit has not the card name the order's equip ability names
    (17.8.4.1), nor when ``order`` is no equip order or ``unit`` no vanguard (what the
    instruction is about, 17.8.4). Returns whether it was done."""
    from ruling.games._vg.selectors import names_of

    c = ctx.card(order)
    v = ctx.card(unit) if unit else None
    names = equip_names(ctx, c) if c is not None else None
    if c is None or names is None or v is None or v not in vanguards(ctx, player):
        yield Mark(
            clauses=clauses + ("17.8.4",),
            ja=f"{c.label if c else order} を装備できない（装備オーダーでないか、装備先がヴァンガードでない）",
            en=f"{c.label if c else order} is not equipped (no equip order, or no vanguard to equip)",
        )
        return False
    if not set(names_of(ctx, v)) & set(names):
        yield Mark(
            clauses=clauses + ("17.8.4", "17.8.4.1", "17.8.2.1"),
            touches=(c.uid, v.uid),
            ja=f"{v.label} は {c.label} の指定するカード名（{'・'.join(names)}）を持たないため、"
            "装備する処理は実行されない",
            en=f"{v.label} does not have the card name {c.label} names ({' / '.join(names)}): "
            "the equip is not done",
        )
        return False
    w = ctx.where(v.uid)
    assert w is not None
    s = yield Move(
        uid=c.uid,
        player=w[0],
        zone=w[1],
        pos="bottom",
        caused_by=cause,
        clauses=clauses + ("17.8.4",),
        ja=f"{c.label} を {v.label} のいるヴァンガードサークルに置く",
        en=f"{c.label} is put on {v.label}'s vanguard circle",
    )
    yield SetCard(
        uid=c.uid,
        changes={STATE: v.uid},
        caused_by=(s,),
        clauses=("17.8.4", "17.8.5", "17.8.6"),
        ja=f"{c.label} を {v.label} に関連付ける（{v.label} は {c.label} を装備した）",
        en=f"{c.label} is associated with {v.label} ({v.label} equipped {c.label})",
    )
    return True


def setup(ctx: Ctx) -> None:
    """An equip order a scenario lists on a vanguard circle is equipped by a vanguard there of
    the card name it names (17.8.6: the board as given, the association made before)."""
    from ruling.games._vg.selectors import names_of

    for p in ctx.state.players:
        for c in _equips(ctx, p):
            names = set(equip_names(ctx, c) or ())
            for v in vanguards(ctx, p):
                if set(names_of(ctx, v)) & names:
                    c.states[STATE] = v.uid
                    break


def equipping(ctx: Ctx, unit: Card, source: str | None) -> bool:
    """17.8.6 「装備している」: ``unit`` is associated with the equip order ``source`` (with any
    equip order when there is no source)."""
    w = ctx.where(unit.uid)
    if w is None:
        return False
    if source is not None:
        o = ctx.card(source)
        return o is not None and o.states.get(STATE) == unit.uid and ctx.where(source) == w
    return any(x.states.get(STATE) == unit.uid for x in ctx.zone(*w))


def equipped_with(ctx: Ctx, unit: str) -> list[Card]:
    """17.8.6 「(unit)が装備しているカード」: the equip orders associated with ``unit``, on its
    circle (17.8.3)."""
    w = ctx.where(unit)
    if w is None:
        return []
    return [x for x in ctx.zone(*w) if x.states.get(STATE) == unit]


def _equips(ctx: Ctx, player: str) -> list[Card]:
    return [c for c in ctx.zone(player, circle("vanguard")) if on_circle(ctx, c)]


def on_circle(ctx: Ctx, c: Card) -> bool:
    """An equip order on a circle (17.8.8): not put into the drop by 13.11 (17.8.8.1), not one
    of the cards a ride puts into the soul (17.8.7)."""
    return is_order(c) and c.face_up and equip_names(ctx, c) is not None


def keep_on_ride(ctx: Ctx, equips: list[Card], new: Card, cause: int) -> Proc:
    """17.8.7: the equip orders associated with the vanguard ridden or strode upon whose equip
    ability names a card name of the unit ridden / strode are associated with it as it is put on
    the circle — a G unit's names include its hearts card's (6.5.1.3)."""
    from ruling.games._vg.selectors import names_of

    for c in equips:
        names = equip_names(ctx, c) or ()
        have = set(names_of(ctx, new)) & set(names)
        if c.states.get(STATE) and have:
            # the name only the hearts card gives (6.5.1.3)
            hearts = new.type == "g" and new.name not in have
            yield SetCard(
                uid=c.uid,
                changes={STATE: new.uid},
                caused_by=(cause,),
                clauses=("17.8.7",) + (("6.5.1.3",) if hearts else ()),
                ja=f"{new.label} は {c.label} に関連付けられた状態でヴァンガードサークルに置かれる",
                en=f"{new.label} is put on the vanguard circle associated with {c.label}",
            )


# ---------------------------------------------------------------- 17.8.8.2 / 17.8.8.3


def find_same_name(ctx: Ctx) -> list[Finding]:
    """17.8.8.2: several equip orders of one name on a circle."""
    out = []
    for p in ctx.state.order():
        by_name: dict[str, list[Card]] = {}
        for c in _equips(ctx, p):
            by_name.setdefault(c.name, []).append(c)
        for name, cards in by_name.items():
            if len(cards) > 1:
                kept = max(cards, key=lambda c: c.placed)
                rest = tuple(c.uid for c in cards if c.uid != kept.uid)
                out.append(Finding(p, rest, {"kept": kept.uid, "rest": rest, "name": name}))
    return out


def apply_same_name(ctx: Ctx, f: Finding) -> Proc:
    kept = ctx.card(f.data["kept"])
    for uid in f.data["rest"]:
        c = ctx.card(uid)
        if c is None:
            continue
        yield Move(
            uid=uid,
            player=c.owner,
            zone="drop",
            clauses=("17.8.8.2", "17.8.8"),
            ja=f"同じサークルに同一名称の装備オーダーが複数あるため、最も後から置かれた "
            f"{kept.label if kept else ''} を残し {c.label} をドロップゾーンに置く",
            en=f"equip orders of one name on a circle: the latest placed "
            f"({kept.label if kept else ''}) stays, {c.label} goes to the drop",
        )


def find_unassociated(ctx: Ctx) -> list[Finding]:
    """17.8.8.3: an equip order on a vanguard circle whose associated unit is no longer there
    as a vanguard with the name."""
    from ruling.games._vg.selectors import names_of

    out = []
    for p in ctx.state.order():
        for c in _equips(ctx, p):
            names = equip_names(ctx, c) or ()
            unit = ctx.card(c.states.get(STATE) or "")
            here = [v.uid for v in vanguards(ctx, p)]
            if unit is not None and unit.uid in here and set(names_of(ctx, unit)) & set(names):
                continue
            out.append(Finding(p, (c.uid,), {"uid": c.uid}))
    return out


def apply_unassociated(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    names = equip_names(ctx, c) or ()
    w = ctx.where(c.uid)
    v = _named_vanguard(ctx, w[0], names) if w is not None else None
    if v is not None:
        yield SetCard(
            uid=c.uid,
            changes={STATE: v.uid},
            clauses=("17.8.8.3", "17.8.8.3.1"),
            ja=f"{c.label} は関連付けを失い、同じ名称の {v.label} に新たに関連付けられる",
            en=f"{c.label} loses its association and is associated with {v.label}, of the name",
        )
        return
    yield to_drop(
        c,
        clauses=("17.8.8.3", "17.8.8.3.2"),
        ja=f"{c.label} の関連付けられたユニットがいなくなり、指定のカード名のヴァンガードもいないため、ドロップゾーンに置く",
        en=f"{c.label}'s unit is gone and no vanguard of the circle has the name: it goes to the drop",
    )
