"""Vanguard tables and small helpers shared by the procedures.

Circles are zones ``field.<circle>`` (4.8, 4.9); the vanguard circle is the front-row centre
(4.9.2.3), the guardian circle the frontmost centre (4.9.2.4). Per-player numbers that are not
zones (vanguard damage 3.1.2, energy 3.1.3 …) live in ``state.vars["<name>.<player>"]``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ruling import cardfind
from ruling.core import Ctx
from ruling.hidden_order import HiddenOrder, top_card
from ruling.rules import Move, Option, Warn
from ruling.state import Card, GameState

Proc = Iterator[Any]

ACCEL = ("accel_1", "accel_2", "accel_3", "accel_4")
REAR = ("left_front", "right_front", "left_back", "center_back", "right_back")
CIRCLES = ("vanguard", *REAR, "guardian", *ACCEL)
FRONT = ("left_front", "vanguard", "right_front", *ACCEL)  # 4.9.1, 16.3.1.5.1.1
BACK = ("left_back", "center_back", "right_back")
BEHIND = {"left_front": "left_back", "vanguard": "center_back", "right_front": "right_back"}
COLUMN = {
    "left_front": "left",
    "left_back": "left",
    "vanguard": "center",
    "center_back": "center",
    "right_front": "right",
    "right_back": "right",
    # a circle an accel gift adds is a column of its own (no back circle: 16.3.1.5.1.2); where
    # both fighters add circles, one's 1st faces the other's 2nd, 3rd faces 4th
    # (16.3.1.5.1.2.1) — ``selectors.MIRROR`` pairs them
    **{a: a for a in ACCEL},
}
CIRCLE_JA = {
    "vanguard": "ヴァンガードサークル",
    "left_front": "前列左のリアガードサークル",
    "right_front": "前列右のリアガードサークル",
    "left_back": "後列左のリアガードサークル",
    "center_back": "後列中央のリアガードサークル",
    "right_back": "後列右のリアガードサークル",
    "guardian": "ガーディアンサークル",
    **{a: f"追加のリアガードサークル{a[-1]}" for a in ACCEL},
}


def circle_option(player: str, x: str) -> Option:
    """Circle ``x`` of ``player`` offered to a choice by its name (CIRCLE_JA): a scenario names it
    ``left_front``, or with its player, ``A.left_front`` / ``A.field.left_front``."""
    return Option(x, CIRCLE_JA[x], x, x, aliases=(f"{player}.{x}", f"{player}.field.{x}"))


UNIT_TYPES = ("normal", "trigger", "g", "token", "protect")
ORDER_TYPES = ("order", "blitz", "set_order", "token_order", "ticket")
PSEUDO = ("token", "token_order", "protect", "ticket", "crest")
# 15.2.4: where each pseudo-card may exist (anything else is its erase zone)
VALID_ZONES: dict[str, tuple[str, ...]] = {
    "token": tuple(f"field.{c}" for c in CIRCLES),  # 15.4.3.2
    "token_order": ("order_zone",),  # 15.4.4.2
    "protect": ("hand", "field.guardian"),  # 15.3.4
    "ticket": ("hand", "order_area"),  # 15.5.2
    "crest": ("crest_zone",),  # 15.7.2
}
# 7.40.5: a token put as plant gauge has the gauge zone among its valid zones (and so out of its
# erase zones) from then on — the card state ``valid_zones_added`` (``specific.gauge``)
ADDED_VALID = "valid_zones_added"


def valid_zones(c: Card) -> tuple[str, ...]:
    """15.2.4.1: where the pseudo-card ``c`` may exist — its type's zones (``VALID_ZONES``) and
    the zones an instruction added to them (7.40.5, ``ADDED_VALID``)."""
    return VALID_ZONES.get(c.type or "", ()) + tuple(c.states.get(ADDED_VALID) or ())


VALID_CLAUSES: dict[str, tuple[str, ...]] = {
    "token": ("15.4.3.2",),
    "token_order": ("15.4.4.2",),
    "protect": ("15.3.4",),
    "ticket": ("15.5.2",),
    "crest": ("15.7.2",),
}


def to_drop(c: Card, **kw: Any) -> Move:
    """The card ``c`` put in its owner's drop zone (``kw``: the rest of the ``Move`` — its
    clauses, texts, cause)."""
    return Move(uid=c.uid, player=c.owner, zone="drop", **kw)


def circle(c: str) -> str:
    return f"field.{c}"


def circle_of(zone: str) -> str | None:
    return zone.split(".", 1)[1] if zone.startswith("field.") else None


def val(ctx: Ctx, name: str, player: str, default: Any = 0) -> Any:
    return ctx.state.vars.get(f"{name}.{player}", default)


def vkey(name: str, player: str) -> str:
    return f"{name}.{player}"


def grade(card: Card | None) -> int | None:
    if card is None or card.states.get("locked"):
        return None  # 7.30.1.2: a locked card has none of its printed information
    g = card.extra.get("grade")
    return int(g) if g is not None else None


def skills(ctx: Ctx, card: Card) -> set[str]:
    """Skill icons and keyword abilities: printed (given by the scenario, or a keyword line of the
    card's text), plus those a continuous ability (11.11.1.5) or an effect gave (7.14.1)."""
    from ruling.games._vg.abilities import gained_skills, lost_skills

    out = set(card.extra.get("skills", ())) | gained_skills(ctx, card.uid)
    out -= lost_skills(ctx, card.uid)  # lost by a continuous ability (7.14.2, 11.11.1.5)
    for e in ctx.state.effects:
        if e.target == card.uid and e.stat == "skill":
            if e.op == "add":
                out.add(str(e.value))
            elif e.op == "prohibit":
                out.discard(str(e.value))
    if card.states.get("d_legion") and "persona_ride" in out:
        from ruling.games._vg.legion import in_legion

        if in_legion(ctx, card):
            out.discard("persona_ride")  # 6.4.1.3.1
    return out


def is_unit(card: Card) -> bool:
    """2.9.3.1: a unit (unknown type: taken to be a unit); hearts cards are not (6.5.2.2.2), nor
    dress origins (6.7.2.1, 2.9.3.4: their main type is then 'dress origin', 2.9.3.1.1), nor
    locked cards (7.30.1.2: they have no information; their circle is of the locked attribute,
    not a rear-guard circle, 4.9.2.7)."""
    return (
        (card.type in UNIT_TYPES or card.type is None)
        and not card.states.get("hearts")
        and not card.states.get("dress_origin")
        and not card.states.get("locked")
        and not card.states.get("buddy_soul")  # 17.17.7.2
        and not card.states.get("growth_origin")  # 17.16.6.2: its main type 成長元
        # 6.10.2, 6.10.3.1: a card under a 魔獣合成 token is part of that one unit
        and not card.states.get("fused_under")
    )


def is_order(card: Card) -> bool:
    return card.type in ORDER_TYPES


# the subtype of a song order (17.4.1)
SONG = "楽曲"


def is_song(card: Card) -> bool:
    """An order card of subtype 楽曲 (17.4.1): the scenario's skill ``song``, or the subtype
    among the card's categories (``groups``) or ``traits``."""
    said = (*card.extra.get("skills", ()), *card.extra.get("groups", ()), *(card.traits or ()))
    return is_order(card) and ("song" in said or SONG in said)


def units_at(ctx: Ctx, player: str, c: str) -> list[Card]:
    """The units on a circle; on the vanguard circle a legion leader first (6.4.3.2.1,
    6.4.3.2.2: the leader is the one a normal ride's grade and an attack refer to)."""
    out = [x for x in ctx.zone(player, circle(c)) if is_unit(x)]
    if c == "vanguard":
        # 6.9.3.1, 6.9.3.2: a 着装 unit is no vanguard; it neither attacks nor is attacked
        out = [x for x in out if not x.states.get("wearing")]
    if c == "vanguard" and len(out) > 1:
        from ruling.games._vg.legion import leader_first

        out = leader_first(ctx, out)
    return out


def slot_card(st: GameState, player: str, zone: str) -> Card | None:
    """The unit a circle holds, for a slot reference (``A.left_front``; ``Game.slot_card``):
    not a card under a 魔獣合成 bundle's top (6.10.3.1: the bundle is one unit with the top
    card's information), nor a hearts card (6.5.2.2.2), a dress origin (6.7.2.1) or a 着装 unit
    on the vanguard circle (6.9.3.1); of a legion, the leader first (6.4.3.2.1). None off the
    circles or when the circle holds no unit."""
    if circle_of(zone) is None:
        return None
    out = [x for x in st.players[player].zones.get(zone, []) if is_unit(x)]
    if zone == circle("vanguard"):
        out = [x for x in out if not x.states.get("wearing")]
        out.sort(key=lambda u: u.states.get("legion_role") != "leader")
    return out[0] if out else None


def unit_at(ctx: Ctx, player: str, c: str) -> Card | None:
    u = units_at(ctx, player, c)
    return u[0] if u else None


def vanguards(ctx: Ctx, player: str) -> list[Card]:
    """4.9.2.6: the units on the vanguard circle (hearts cards are not units)."""
    return units_at(ctx, player, "vanguard")


def vanguard(ctx: Ctx, player: str) -> Card | None:
    v = vanguards(ctx, player)
    return v[0] if v else None


def open_circles(ctx: Ctx, player: str) -> tuple[str, ...]:
    """The rear-guard circles that exist for ``player``: the five, plus accel circles made, less
    the circles that vanished (16.3.1.5.2.1, 7.41.1.2.1: ``_vg/stage``'s ``gone_circles``)."""
    n = int(val(ctx, "accel_circles", player, 0))
    gone = val(ctx, "gone_circles", player, None)
    if not gone:
        return REAR + ACCEL[:n]
    return tuple(x for x in REAR + ACCEL[:n] if x not in gone)


def rearguards(ctx: Ctx, player: str) -> list[tuple[str, Card]]:
    return [(c, u) for c in open_circles(ctx, player) for u in units_at(ctx, player, c)]


def field_units(ctx: Ctx, player: str) -> list[tuple[str, Card]]:
    return [
        (c, u)
        for c in ("vanguard", *open_circles(ctx, player), "guardian")
        for u in units_at(ctx, player, c)
    ]


def where_circle(ctx: Ctx, uid: str) -> tuple[str, str] | None:
    w = ctx.where(uid)
    if w is None:
        return None
    c = circle_of(w[1])
    return (w[0], c) if c else None


def label(ctx: Ctx, uid: str | None) -> str:
    c = ctx.card(uid) if uid else None
    return c.label if c else str(uid)


def card_option(c: Card, key: str | None = None, ctx: Ctx | None = None) -> Option:
    """A card as a choice option; it can be answered by uid, name, or (on a circle) by the
    circle (``vanguard``, ``B.left_front``)."""
    aliases = [c.uid, c.name or ""]
    if ctx is not None:
        w = ctx.where(c.uid)
        if w is not None and w[1].startswith("field."):
            circ = w[1].split(".", 1)[1]
            aliases += [circ, f"{w[0]}.{circ}"]
    return Option(key or c.uid, c.label, c.label, c.uid, sig=c.signature(), aliases=tuple(aliases))


def find_card(
    ctx: Ctx, ref: Any, player: str | None = None, zones: tuple[str, ...] | None = None
) -> str | None:
    """A card uid from a scenario reference: a uid, a circle (``vanguard`` / ``B.left_front``)
    or a card name (looked for in ``zones`` of ``player``, or everywhere)."""
    return cardfind.find_card(ctx, ref, player, zones, slot=_circle_zone, within=True)


def _circle_zone(ref: str) -> str | None:
    """The zone of the circle ``ref`` names (``vanguard``, ``field.left_front``)."""
    c = ref.removeprefix("field.")
    return circle(c) if c in CIRCLES else None


def take_top(ctx: Ctx, player: str, why_ja: str, matters: bool) -> Proc:
    """The top card of ``player``'s deck. After a shuffle its order is hidden (4.5.2, 7.5.1):
    when the card matters the resolver branches over the distinct cards (``deck_order``),
    otherwise the listed order is used and said as an assumption."""
    listed = Warn(
        "assumption",
        f"シャッフル後の{player}の山札の順番は不明です。{why_ja}は書かれた順番で扱いました",
        f"the order of {player}'s shuffled deck is hidden; the listed order was used",
        ("4.5.2",),
        key="hidden_order_listed",
    )
    order = HiddenOrder(
        f"シャッフル後の{player}の山札の一番上のカード（非公開の順番）",
        f"the top card of {player}'s shuffled deck (hidden order)",
        ("4.5.2", "7.5.1"),
        lambda c: card_option(c, ctx=ctx),
        chance=True,
        listed=None if matters else listed,
    )
    shuffled = f"{player}.deck" in ctx.state.vars.get("shuffled", [])
    return (yield from top_card(player, ctx.zone(player, "deck"), shuffled, None, order))


# who did it, when an ability's effect calls for the action (「…の能力で退却した時」): the card
# with the ability, its master, whether it is the master's vanguard
BY_KEYS = ("by", "by_master", "by_vanguard", "doer")  # doer: the payer of a cost (11.7.1)
# by_keyword: the keyword the ability carries (「リライトで登場した時」, 「…の暴喰で退却した時」)
BY_KEYS += ("by_keyword",)
# an act done as the cost of an ability (11.7.1, 「…の能力のコストで退却した時」): the card whose
# ability it is, its master, whether it is the master's vanguard (``costs.COST_KEYS``)
BY_KEYS += ("cost_of", "cost_master", "cost_vanguard", "cost_keyword")
# an act done as a result of a unit's act (「このユニットのアタックで相手のリアガードが退却した
# 時」: the rear-guard hit retired at the battle's close, 10.7.1.10): the unit whose act it was,
# its master, whether it was that master's vanguard, and the act (``Trig.means`` ``act:<role>``)
BY_KEYS += ("act_by", "act_master", "act_vanguard", "act_role")


def by_data(p: dict[str, Any]) -> dict[str, Any]:
    """The ``BY_KEYS`` of an action's parameters, as the data of the event it makes."""
    return {k: p[k] for k in BY_KEYS if k in p}


# A phase whose procedure names the step at which its timing abilities become pending (9.2.2:
# 「ターン開始時」 and 「スタンドフェイズ開始時」; 9.11.8: 「エンドフェイズ開始時」 and 「ターン終了時」, each
# only once per end phase): the phase's procedure yields a ``Mark`` of this tag with ``points``
# (the (phase, point) pairs) and ``seen`` (the (card, ability index) pairs already pending in
# this end phase).
TIMING_POINT = "timing_point"
POINT_PHASES = ("stand", "end")


# the step of the instruction that ended the turn (18.4.1.3), read by the end phase it moved to
TURN_ENDED = "turn_ended_by"


# the printed values a pseudo-card's information, as the rules define it, does not hold: a
# protect has a special type, a grade and two abilities (15.3.1–15.3.3) — no shield, no power,
# no critical. Those values are known to be absent (not unknown: the rules give the whole card)
PSEUDO_DEFINED: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "protect": (("shield", "power", "critical"), ("15.3.1", "15.3.2", "15.3.3")),
}


# the values the rules give a pseudo-card that are no numbers: a protect's grade is 'protect'
# (15.3.2), which is not increased or decreased as a number (15.3.2.1) — a description naming a
# grade by number (「グレード０の」, 「グレード１以下の」) does not name it, and that is known
PSEUDO_NON_NUMBER: dict[str, dict[str, tuple[str, ...]]] = {
    "protect": {"grade": ("15.3.2", "15.3.2.1")},
}


def non_number(c: Any, stat: str) -> tuple[str, ...]:
    """The clauses by which card ``c`` has the value ``stat`` as no number (a protect's grade,
    ``PSEUDO_NON_NUMBER``) when the scenario did not give it one; () otherwise."""
    why = PSEUDO_NON_NUMBER.get(getattr(c, "type", None) or "", {}).get(stat, ())
    return why if why and getattr(c, stat, None) is None else ()


def defined_absent(c: Any, printed: str) -> tuple[str, ...]:
    """The clauses defining a pseudo-card (``PSEUDO_DEFINED``) whose information lacks the value
    ``printed`` when the scenario did not give it; () otherwise."""
    absent, why = PSEUDO_DEFINED.get(getattr(c, "type", None) or "", ((), ()))
    return why if printed in absent and c.extra.get(printed) is None else ()


def as_hand_card(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """A protect in the hand follows the rules for hand cards (15.3.9): discarded, chosen, paid
    for a cost like any hand card — the clause an action on it taken as a hand card rests on."""
    c = ctx.state.card(uid)
    w = ctx.where(uid)
    return ("15.3.9",) if c is not None and c.type == "protect" and w and w[1] == "hand" else ()


def value_set(ctx: Ctx, uid: str, printed: str) -> bool:
    """``Game.value_set``: a value the rules define for a card though no scenario prints it
    (a pseudo-card's, ``defined_absent``: none, so 0)."""
    c = ctx.state.card(uid)
    return c is not None and bool(defined_absent(c, printed))


def shieldless(c: Any) -> tuple[str, ...]:
    """A guardian given with no shield (``shield: 0`` / ``none``; a value not given is unknown,
    not none), or a pseudo-card whose information the rules give without one (a protect,
    15.3.1–15.3.3): it adds nothing to the unit it guards — some units have no shield (2.6.3)."""
    if c is not None and (why := defined_absent(c, "shield")):
        return ("2.6.3", *why)
    v = c.extra.get("shield") if c is not None else None
    return ("2.6.3",) if v is not None and str(v).strip().lower() in ("0", "none", "-", "") else ()


def listed_off_circles(ctx: Ctx, key: str) -> list[str]:
    """The labels of the cards a scenario lists with the card field ``key`` (a state only a
    card on a circle can be in: ``deleted``, ``dress_origin``) anywhere but on a circle."""
    st = ctx.state
    on = {x.uid for p in st.players for c in CIRCLES for x in st.zone(p, circle(c))}
    return [
        x.label
        for pl in st.players.values()
        for cards in pl.zones.values()
        for x in cards
        if x.extra.get(key) and x.uid not in on
    ]
