"""Shared helpers: the battlefield's areas, terrains, parties, a unit's values, dice.

The battlefield (戦場, 5.1.2) is one zone common to both players, 3 columns x 4 rows of areas
(5.1.2.4). The state keeps it as the zone group ``field``: ``field.l1`` … ``field.r4``, one zone
per area *per player*; a player's zone of an area holds the cards that player owns there — the
terrain card that player placed (type ``terrain``), that player's units (type ``unit``) and the
items equipped to them (``states["on"]``: the uid of the unit). Row 1 is the row nearest the
first player of the scenario file; rows 1–2 are that player's territory (自軍領土, 5.1.2.16),
rows 3–4 the other's; columns ``l c r`` are read from the first player's side. ``state: rest`` is
行動完了 (acted), ``stand`` 未行動 (3.2.4, 4.10.1).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling.core import Ctx
from ruling.rules import Choose, Option
from ruling.state import Card

Proc = Generator[Any, Any, Any]

COLS = "lcr"
ROWS = (1, 2, 3, 4)
AREAS = tuple(f"{c}{r}" for r in ROWS for c in COLS)
HAND_LIMIT = 6  # 5.1.4.7


def zid(area: str) -> str:
    return f"field.{area}"


def area_of_zone(zone: str) -> str | None:
    return zone.split(".", 1)[1] if zone.startswith("field.") else None


def players(ctx: Ctx) -> list[str]:
    return list(ctx.state.players)


def home_rows(ctx: Ctx, player: str) -> tuple[int, int]:
    """The rows of ``player``'s territory (5.1.2.16): 1–2 for the file's first player."""
    return (1, 2) if players(ctx).index(player) == 0 else (3, 4)


def in_territory(ctx: Ctx, player: str, area: str) -> bool:
    return int(area[1]) in home_rows(ctx, player)


def adjacent(a: str, b: str) -> bool:
    """5.1.2.18: vertically or horizontally next to each other (not diagonally)."""
    ca, ra = COLS.index(a[0]), int(a[1])
    cb, rb = COLS.index(b[0]), int(b[1])
    return abs(ca - cb) + abs(ra - rb) == 1


def is_unit(c: Card) -> bool:
    return c.type == "unit" and not c.states.get("on")


def units(ctx: Ctx, player: str, area: str) -> list[Card]:
    """``player``'s party on ``area`` (4.4.1), in formation order (front first, 8.3.3.1)."""
    return [c for c in ctx.zone(player, zid(area)) if is_unit(c)]


def all_units(ctx: Ctx, player: str | None = None) -> list[tuple[str, Card]]:
    out = []
    for p in [player] if player else players(ctx):
        for a in AREAS:
            out += [(a, c) for c in units(ctx, p, a)]
    return out


def terrain(ctx: Ctx, area: str) -> Card | None:
    """The terrain in ``area`` (one at most, 5.1.2.4), whoever placed it."""
    for p in players(ctx):
        for c in ctx.zone(p, zid(area)):
            if is_terrain(c):
                return c
    return None


def is_terrain(c: Card) -> bool:
    """A terrain card, or a deck card placed as a proxy terrain (5.1.2.20.1)."""
    return c.type == "terrain" or bool(c.states.get("proxy") or c.extra.get("proxy"))


def is_hq(c: Card | None) -> bool:
    return c is not None and bool(c.extra.get("hq"))


def hq_area(ctx: Ctx, player: str) -> str | None:
    """Where ``player``'s headquarters (本陣, 5.1.2.8) is."""
    for a in AREAS:
        for c in ctx.zone(player, zid(a)):
            if is_terrain(c) and is_hq(c):
                return a
    return None


def limit_of(ctx: Ctx, t: Card) -> tuple[int | None, tuple[str, ...]]:
    """A terrain's limit (2.1.26.1): printed, 10 for a headquarters (5.1.2.9), 8 for a proxy
    terrain (5.1.2.20.2); effects on ``limit`` added."""
    if is_hq(t):
        base, cl = 10, ("5.1.2.9",)
    elif t.extra.get("proxy") or t.states.get("proxy"):
        base, cl = 8, ("5.1.2.20.2",)
    elif t.extra.get("limit") is not None:
        base, cl = int(t.extra["limit"]), ("2.1.26.1",)
    else:
        return None, ()
    mod = sum(int(e.value) for e in ctx.state.effects_on(t.uid, "limit") if e.op == "add")
    return base + mod, cl


def controller_of_area(ctx: Ctx, area: str) -> str | None:
    """The player for whom the terrain is 自軍支配地形 (only that player's units, 5.1.2.11)."""
    present = [p for p in players(ctx) if units(ctx, p, area)]
    return present[0] if len(present) == 1 else None


def equipment(ctx: Ctx, uid: str) -> list[Card]:
    w = ctx.where(uid)
    if w is None:
        return []
    return [c for c in ctx.zone(w[0], w[1]) if c.states.get("on") == uid]


def level(ctx: Ctx, c: Card) -> int:
    return ctx.stat(c.uid, "level")


def party_level(ctx: Ctx, player: str, area: str) -> int:
    """A party's total level; a negative level counts as 0 for the limit (4.6.2)."""
    return sum(max(level(ctx, c), 0) for c in units(ctx, player, area))


def attack(ctx: Ctx, c: Card, printed_only: bool = False) -> int:
    """攻撃力 (2.1.15): printed, plus the equipped items' 追加攻撃力 (2.1.16), plus effects."""
    if printed_only:
        return int(c.extra.get("attack") or 0)
    bonus = sum(int(e.extra.get("attack_bonus") or 0) for e in equipment(ctx, c.uid))
    return ctx.stat(c.uid, "attack") + bonus


def defense(ctx: Ctx, c: Card, printed_only: bool = False) -> int:
    """防御力 (2.1.17): printed, plus 追加防御力 (2.1.18), plus effects."""
    if printed_only:
        return int(c.extra.get("defense") or 0)
    bonus = sum(int(e.extra.get("defense_bonus") or 0) for e in equipment(ctx, c.uid))
    return ctx.stat(c.uid, "defense") + bonus


def initiative(ctx: Ctx, c: Card, printed_only: bool = False) -> int:
    """「イニシアチブ:x」 (13.1.1), the unit's own and its equipment's (追加常備能力)."""
    own = int(c.extra.get("initiative") or 0)
    if printed_only:
        return own
    extra = sum(int(e.extra.get("initiative") or 0) for e in equipment(ctx, c.uid))
    mod = sum(int(e.value) for e in ctx.state.effects_on(c.uid, "initiative") if e.op == "add")
    return own + extra + mod


def damage_of(c: Card) -> int:
    return int(c.states.get("damage") or 0)


def find_card(ctx: Ctx, ref: Any, player: str | None = None) -> str | None:
    """A card named by uid, ``P.name`` or name (``player``'s cards first)."""
    if ref is None:
        return None
    ref = str(ref)
    if ctx.card(ref) is not None:
        return ref
    pl, _, rest = ref.partition(".")
    if rest and pl in ctx.state.players:
        player, ref = pl, rest
    order = [player] if player else []
    order += [p for p in ctx.state.order() if p not in order]
    for p in order:
        for cards in ctx.state.players[p].zones.values():
            for c in cards:
                if c.name == ref or c.uid == ref:
                    return c.uid
    return None


def label(ctx: Ctx, uid: str) -> str:
    c = ctx.card(uid)
    return c.label if c is not None else uid


def deck_known(ctx: Ctx, player: str) -> bool:
    return not ctx.state.vars.get(f"mc.deck_unknown.{player}")


def roll_die(
    ctx: Ctx,
    player: str,
    why_ja: str,
    why_en: str,
    clauses: tuple[str, ...],
    given: Any = None,
    classes: dict[int, tuple[str, str, str]] | None = None,
) -> Proc:
    """One die (3.4.1: 1 to 6, each as likely). A result the scenario gives (``given``) is used;
    otherwise the result is a choice of kind ``dice`` — answered by ``choices: [{player, at:
    dice, choose: 4}]``, or explored as branches. ``classes`` maps a result to (sig, ja, en):
    results with one sig lead to the same game, so they are one branch."""
    if given is not None:
        return int(given)
    opts = []
    for v in range(1, 7):
        sig, cja, cen = classes[v] if classes else (str(v), "", "")
        opts.append(Option(str(v), f"{v}{cja}", f"{v}{cen}", v, sig=sig))
    got = yield Choose(
        player,
        "dice",
        f"{player} のダイス結果（{why_ja}）",
        f"{player}'s die ({why_en})",
        tuple(opts),
        clauses,
    )
    return int(got)
