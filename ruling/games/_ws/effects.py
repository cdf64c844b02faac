"""Weiß Schwarz card abilities at run time: the programs of ``ruling.games._ws.cardtext`` executed as
engine procedures (they yield events and requests like every game procedure; the core writes
the trace).

- ``card_trigger`` / ``card_resolve``: the automatic abilities printed on cards (8.1.1.2, 8.7),
  plugged into the core as one ``AbilityDef``; triggers are matched on the events the WS module
  emits (a card placed, an attack, a reverse, the start or end of a phase or step).
- ``activate``: the ``activate`` action, playing an activated ability (8.1.1.1, 8.6.2) — also
  助太刀 from the hand in the counter step (10.5).
- ``run_event``: the effect of an event card being played (8.6.2.5.2).
- ``continuous_effects`` / ``stat``: continuous abilities (8.1.1.3, 8.9) computed from the cards
  in play whenever a value is asked for, applied in timestamp order (8.9.1.5).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any
from weakref import WeakKeyDictionary

from ruling.abilities import Ability, abilities_of
from ruling.core import Ctx
from ruling.games._ws.cardtext import (
    DELAYED,
    GRANTED,
    Cond,
    CostItem,
    Op,
    Program,
    Sel,
    Trig,
    XDef,
    ability_key,
    compile_ability,
)
from ruling.games._ws.common import ICONS, PHASE_JA, find_card, leave_stage, swap_on_stage, take_top
from ruling.games._ws.setup import shuffled_now
from ruling.principles import count_options, turn_order
from ruling.rules import (
    AddDelayed,
    AddEffect,
    Choose,
    Do,
    Event,
    Mark,
    Move,
    MoveMany,
    Option,
    Orient,
    Reject,
    RemoveDelayed,
    SetVar,
    Shuffle,
    Triggered,
    Warn,
)
from ruling.state import Card, Effect

Proc = Iterator[Any]

SLOTS = ("left_front", "center_front", "right_front", "left_back", "right_back")
FRONT = ("left_front", "center_front", "right_front")
BACK = ("left_back", "right_back")
# 3.6.5: the front-row slots in front of each back-row slot
IN_FRONT = {
    "left_back": ("left_front", "center_front"),
    "right_back": ("center_front", "right_front"),
}
BEHIND = {
    "left_front": ("left_back",),
    "center_front": ("left_back", "right_back"),
    "right_front": ("right_back",),
}
FACING = {"left_front": "right_front", "center_front": "center_front", "right_front": "left_front"}
ZONE_IDS = {
    "stage": tuple(f"stage.{s}" for s in SLOTS),
    "front_row": tuple(f"stage.{s}" for s in FRONT),
    "back_row": tuple(f"stage.{s}" for s in BACK),
    "center": ("stage.center_front",),
}
YES = Option("yes", "する", "yes", True, aliases=("はい", "true"))
NO = Option("no", "しない", "no", False, aliases=("いいえ", "false", "none"))
ZONE_JA = {
    "waiting_room": "控え室",
    "hand": "手札",
    "deck": "山札",
    "stock": "ストック",
    "clock": "クロック",
    "memory": "思い出置場",
    "level": "レベル置場",
    "climax": "クライマックス置場",
    "under_this": "このカードの下のマーカー",
}


# --------------------------------------------------------------------------- looking up cards


def zone_ids(zone: str) -> tuple[str, ...]:
    return ZONE_IDS.get(zone, (zone,))


def slot_of(ctx: Ctx, uid: str) -> str | None:
    w = ctx.where(uid)
    if w and w[1].startswith("stage."):
        return w[1].split(".", 1)[1]
    return None


def master_of(ctx: Ctx, uid: str) -> str:
    w = ctx.where(uid)
    if w is not None:
        return w[0]
    c = ctx.card(uid)
    return c.owner if c else ctx.state.turn.player


def programs(ctx: Ctx, uid: str, granted: tuple[str, ...] | None = None) -> tuple[Ability, ...]:
    """The abilities a card has now: its printed ones, then those effects gave it (8.9.1.2) —
    ``granted`` overrides the latter (a card read as it last was on the stage, 8.7.4.1.2)."""
    c = ctx.card(uid)
    if c is None:
        return ()
    printed = abilities_of("ws", c) if c.text else ()
    keys = granted_keys(ctx, uid) if granted is None else granted
    if not keys:
        return printed
    return printed + tuple(granted_ability(k, len(printed) + i) for i, k in enumerate(keys))


@lru_cache(maxsize=4096)
def granted_ability(key: str, index: int) -> Ability:
    """A given ability (『…』を得る / 与える), compiled like a printed one."""
    node = GRANTED[key]
    kind = node.kind.value if node.kind.value in ("auto", "continuous", "activated") else "unknown"
    return Ability(
        text=key,
        kind=kind,
        supported=True,
        keyword=node.keyword.name if node.keyword else None,
        ast=node,
        program=compile_ability(node),
        index=index,
    )


def granted_effects(ctx: Ctx, uid: str) -> list[Effect]:
    """The effects that give this card abilities now, oldest first (8.9.1.5)."""
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat == "ability"]
    if _computing or _may_give(ctx, "grant"):
        effs += [e for e in _current(ctx) if e.target == uid and e.stat == "ability"]
    return sorted(effs, key=lambda e: e.id)


def _may_give(ctx: Ctx, verb: str) -> bool:
    """Is there a continuous ability in play that gives abilities (``grant``) or forbids
    (``prohibit``)? (If not, there is no need to work the continuous effects out for it.)"""
    st = ctx.state
    for pl in st.players:
        for z in (*zone_ids("stage"), "climax"):
            for c in ctx.zone(pl, z):
                abs_ = list(abilities_of("ws", c)) if c.text else []
                abs_ += [
                    granted_ability(str(e.value), 0)
                    for e in st.effects
                    if e.target == c.uid and e.stat == "ability" and e.value in GRANTED
                ]
                for ab in abs_:
                    p = ab.program
                    if p is not None and p.kind == "continuous":
                        if any(op.verb == verb for op in p.steps):
                            return True
                        if verb == "prohibit" and any(op.verb == "grant" for op in p.steps):
                            return True  # a given ability may forbid
    return False


def _current(ctx: Ctx) -> list[Effect]:
    """``continuous_effects`` without the defensive copy (read only)."""
    if _computing:
        return _computing[-1]
    continuous_effects(ctx)
    return _CACHE[ctx][1]


def granted_keys(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """Keys of the abilities effects give this card now."""
    return tuple(dict.fromkeys(str(e.value) for e in granted_effects(ctx, uid)))


def traits_of(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """Printed traits and those effects gave it (《X》を得る / 与える)."""
    extra = [e.value for e in ctx.state.effects if e.target == c.uid and e.stat == "trait"]
    extra += [e.value for e in continuous_effects(ctx) if e.target == c.uid and e.stat == "trait"]
    return tuple(c.traits) + tuple(str(t) for t in extra if t not in c.traits)


def text_active(ctx: Ctx, card: Card, zone: str) -> bool:
    """2.12.2: character text works on the stage, climax text in the climax zone."""
    if card.type in ("character", None):
        return zone.startswith("stage.")
    if card.type == "climax":
        return zone == "climax"
    return zone == "resolution"


def _who(owner: str | None, master: str, ctx: Ctx) -> list[str]:
    if owner == "you":
        return [master]
    if owner == "opponent":
        return [ctx.state.opponent(master)]
    return list(ctx.state.order())


# zones where a face-down card is a blank card with no information: the level zone (3.9.2.2.1)
# and the memory (3.12.2.2.1)
BLANK_ZONES = {"level": ("3.9.2.2", "3.9.2.2.1"), "memory": ("3.12.2.2", "3.12.2.2.1")}


def _blank(ctx: Ctx, c: Card) -> bool:
    w = ctx.where(c.uid)
    return not c.face_up and w is not None and w[1] in BLANK_ZONES


def blank_clauses(ctx: Ctx, refs: tuple[str, ...]) -> tuple[str, ...]:
    """The clauses that make face-down cards blank, for the zones ``refs`` (``P.zone``) that
    hold one."""
    out: tuple[str, ...] = ()
    for ref in refs:
        pl, _, z = ref.partition(".")
        if z in BLANK_ZONES and pl in ctx.state.players:
            if any(not c.face_up for c in ctx.zone(pl, z)):
                out += BLANK_ZONES[z]
    return tuple(dict.fromkeys(out))


def matches(
    ctx: Ctx, c: Card, s: Sel, source: str | None, known: dict[str, Any] | None = None
) -> bool:
    """Does card ``c`` pass the filters of ``s`` (kind, traits, names, stats, other)?
    ``known``: its last-known traits and values on the stage it has just left (8.7.4.1.2)."""
    if s.other and c.uid == source:
        return False
    if (
        known is None
        and _blank(ctx, c)
        and (s.kind or s.traits or s.names or s.stats or s.name_has or s.colors or s.has)
    ):
        return False  # a face-down card there has no information to match (3.9.2.2.1, 3.12.2.2.1)
    if s.kind == "character" and c.type not in ("character", None):
        return False
    if s.kind in ("climax", "event") and c.type != s.kind:
        return False
    traits = known["traits"] if known and "traits" in known else traits_of(ctx, c)
    if s.traits and not set(s.traits) & set(traits):
        return False
    if s.names and c.name not in s.names:
        return False
    for st, cmp, n in s.stats:
        if known and st in known.get("stats", {}):
            v = known["stats"][st]
        else:
            v = stat(ctx, c.uid, st) if ctx.where(c.uid) and slot_of(ctx, c.uid) else getattr(c, st)
        if v is None or not compare(int(v), cmp, n):
            return False
    if s.name_has and not any(part in (c.name or "") for part in s.name_has):
        return False
    if s.orientation is not None and (not slot_of(ctx, c.uid) or c.orientation != s.orientation):
        return False
    if s.has and not set(s.has) & ability_keys(ctx, c):
        return False
    if s.markers == "none":
        slot = slot_of(ctx, c.uid)
        w = ctx.where(c.uid)
        if slot is None or w is None or ctx.zone(w[0], f"markers.{slot}"):
            return False
    if s.in_battle and battle_opponent(ctx, c.uid) is None:
        return False
    if s.colors and (c.color or "").upper() not in s.colors:
        return False
    if s.icons and not set(s.icons) & set(_icon_ids(c)):
        return False
    return True


def _icon_ids(c: Card) -> tuple[str, ...]:
    """The card's trigger icons as the engine's icon ids (the card list writes SOUL, …)."""
    out = []
    for t in c.triggers:
        key = str(t)
        out += [i for i, names in ICONS.items() if key.lower() == i or key in names]
    return tuple(out)


def ability_keys(ctx: Ctx, c: Card) -> set[str]:
    """What 『…』を持つ can name on this card: its keywords and its abilities."""
    out: set[str] = set()
    for ab in programs(ctx, c.uid):
        node = ab.ast
        if node is None:
            continue
        if getattr(node, "keyword", None) is not None:
            out.add(f"kw:{node.keyword.name}")
        out.add(ability_key(node))
    return out


# a deck-construction condition on a card (「デッキに合計4枚まで入れることができる」)
DECK_RULES = ("5.1.2.4", "5.2.1.1")

# keywords that name a kind of ability written 『（能力種類アイコン）X（文章）』: the clause that gives the
# ability the keyword (what 『X』を持つ reads, and what makes the keyword's own rules apply)
LABEL_CLAUSES: dict[str, tuple[str, ...]] = {
    "アラーム": ("10.1.1", "10.1.2"),
    "集中": ("10.7.2",),
    "チェンジ": ("10.8.2",),
    "記憶": ("10.9.2",),
    "経験": ("10.10.2",),
    "加速": ("10.12.2",),
    "共鳴": ("10.13.2",),
    "フォース": ("10.14.2",),
}


def label_clauses(p: Program | None) -> tuple[str, ...]:
    if p is None:
        return ()
    # 8.12.1: 【CXコンボ】 after the ability icon has no meaning in the rules — the ability is run
    # as its text says, whatever climax is or is not in the climax zone (the text checks that)
    return LABEL_CLAUSES.get(p.keyword or "", ()) + (("8.12.1",) if p.combo else ())


def link_clauses(s: Sel | None) -> tuple[str, ...]:
    """What 『…』を持つ in a selector rests on: for 『【リンク】 (名称)』, 「名称が (名称) であるリンク
    能力を持つ」 (10.17.4.1; the link is written with the icon 【リンク】 and read by other abilities,
    10.17.2-10.17.4); for a keyword that names a kind of ability (『記憶』, 『経験』), the clause
    that gives those abilities the keyword (10.9.2, 10.10.2)."""
    if s is None:
        return ()
    out: tuple[str, ...] = ()
    if any(h.startswith("link:") for h in s.has):
        out += ("10.17.2", "10.17.3", "10.17.4", "10.17.4.1")
    for h in s.has:
        if h.startswith("kw:"):
            out += LABEL_CLAUSES.get(h[3:], ())
    return out


def compare(v: int, cmp: str, n: int) -> bool:
    return {"ge": v >= n, "le": v <= n, "eq": v == n, "lt": v < n}[cmp]


@dataclass
class Rt:
    """One resolution of a card's ability: who plays it, from which card, what it chose."""

    ctx: Ctx
    master: str
    source: str | None
    program: Program
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    chosen: list[str] = field(default_factory=list)
    looked: list[str] = field(default_factory=list)
    done: bool | None = None
    paid: bool = False
    why: tuple[int, ...] = ()  # steps that decided the effect happens (the condition met …)
    chosen_step: int | None = None  # the step that chose ``chosen``
    unknown: bool = False  # a value the condition needed was not stated in the scenario

    def causes(self, target: Sel | None = None) -> tuple[int, ...]:
        extra = (
            (self.chosen_step,)
            if target is not None and (target.ref == "chosen" or target.but_chosen)
            else ()
        )
        return tuple(x for x in (*self.why, *extra) if x is not None)


def resolve_sel(rt: Rt, s: Sel) -> list[str]:
    """The uids a selector names now."""
    if s.stat_level is not None:
        # 自分のレベル以下のレベルの: that player's level now
        stat_name, cmp, whose = s.stat_level
        who = rt.master if whose == "you" else rt.ctx.state.opponent(rt.master)
        lv = len(rt.ctx.zone(who, "level"))
        s = Sel(**{**s.__dict__, "stat_level": None, "stats": s.stats + ((stat_name, cmp, lv),)})
    out = _resolve_sel(rt, s)
    if s.but_chosen:  # そのカード以外の
        out = [u for u in out if u not in rt.chosen]
    if s.ref is not None and (s.orientation or s.markers or s.name_has or s.has or s.in_battle):
        # a reference with a state filter (【スタンド】しているこのカード)
        bare = Sel(
            orientation=s.orientation,
            markers=s.markers,
            name_has=s.name_has,
            has=s.has,
            in_battle=s.in_battle,
        )
        out = [
            u for u in out if (c := rt.ctx.card(u)) is not None and matches(rt.ctx, c, bare, None)
        ]
    return out


def _resolve_sel(rt: Rt, s: Sel) -> list[str]:
    ctx = rt.ctx
    if s.ref == "this":
        return [rt.source] if rt.source and _still_same(rt) else []
    if s.ref == "chosen":
        return [u for u in rt.chosen if ctx.card(u) is not None]
    if s.ref == "rest":
        return [u for u in rt.looked if u not in rt.chosen and ctx.card(u) is not None]
    if s.ref == "battle_opponent":
        if "battle_opponent" in rt.data:  # as it was when the ability triggered
            u = rt.data["battle_opponent"]
            c = ctx.card(u) if u else None
            if c is None or c.placed != rt.data.get("battle_opponent_placed"):
                return []
            return [u] if slot_of(ctx, u) else []
        return [u for u in [battle_opponent(ctx, rt.source)] if u]
    if s.ref == "trigger_card":
        u = rt.data.get("card")
        return [u] if u and _same_object(ctx, u, rt.data) else []
    if s.ref in ("front", "behind", "facing"):
        slot = slot_of(ctx, rt.source) if rt.source else None
        if slot is None:
            return []
        owner = master_of(ctx, rt.source or "")
        if s.ref == "facing":
            if slot not in FACING:
                return []
            pl, slots = ctx.state.opponent(owner), (FACING[slot],)
        else:
            pl = owner
            slots = (IN_FRONT if s.ref == "front" else BEHIND).get(slot, ())
        out = []
        for sl in slots:
            for c in ctx.zone(pl, f"stage.{sl}"):
                if matches(ctx, c, s, rt.source):
                    out.append(c.uid)
        return out
    zone = s.zone or "stage"
    if zone == "under_this":
        return [u for u in _under_this(rt) if (c := ctx.card(u)) and matches(ctx, c, s, rt.source)]
    if s.kind == "marker":
        return []  # a marker is only ever named as under this card
    if zone == "looked":
        return [u for u in rt.looked if (c := ctx.card(u)) and matches(ctx, c, s, rt.source)]
    out = []
    for pl in _who(s.owner, rt.master, ctx):
        for z in zone_ids(zone):
            cards = ctx.zone(pl, z)
            if s.pos == "top":
                cards = cards[: s.count or 1]
            elif s.pos == "bottom":
                cards = cards[len(cards) - (s.count or 1) :]
            out += [c.uid for c in cards if matches(ctx, c, s, rt.source)]
    return out


def _under_this_zone(rt: Rt) -> tuple[str, str] | None:
    """The marker zone under the card with the ability (3.7.1), as (player, zone id)."""
    if not rt.source or not _still_same(rt):
        return None
    slot = slot_of(rt.ctx, rt.source)
    w = rt.ctx.where(rt.source)
    return (w[0], f"markers.{slot}") if slot and w else None


def _under_this(rt: Rt) -> list[str]:
    """このカードの下のマーカー: the cards of the marker zone under this card."""
    z = _under_this_zone(rt)
    return [c.uid for c in rt.ctx.zone(*z)] if z else []


def _same_object(ctx: Ctx, uid: str, data: dict[str, Any]) -> bool:
    c = ctx.card(uid)
    return c is not None and data.get("card_placed") in (None, c.placed)


def _still_same(rt: Rt) -> bool:
    """3.1.4 / 8.7.7: after the card changed zone it is a new card the ability cannot find."""
    c = rt.ctx.card(rt.source or "")
    if c is None:
        return False
    placed = rt.data.get("placed")
    return placed is None or c.placed == placed


def battle_opponent(ctx: Ctx, uid: str | None) -> str | None:
    att = ctx.state.vars.get("attack")
    if not att or uid is None or att.get("kind") != "front":
        return None
    if att.get("attacker") == uid:
        return att.get("defender")
    if att.get("defender") == uid:
        return att.get("attacker")
    return None


def card_label(ctx: Ctx, uid: str) -> str:
    c = ctx.card(uid)
    return c.label if c else uid


def card_option(ctx: Ctx, uid: str) -> Option:
    c = ctx.card(uid)
    assert c is not None
    return Option(uid, c.label, c.label, uid, sig=c.signature(), aliases=(uid, c.name or ""))


# --------------------------------------------------------------------------- conditions


def holds(rt: Rt, cond: Cond | None) -> bool:
    if cond is None:
        return True
    ctx = rt.ctx
    if cond.what == "and":
        return all(holds(rt, p) for p in cond.parts)
    if cond.what == "turn":
        me = rt.master
        return ctx.state.turn.player == (me if cond.owner == "you" else ctx.state.opponent(me))
    if cond.what == "count":
        assert cond.sel is not None
        return compare(len(resolve_sel(rt, cond.sel)), cond.cmp, cond.n)
    if cond.what == "level":
        who = rt.master if cond.owner == "you" else ctx.state.opponent(rt.master)
        return compare(len(ctx.zone(who, "level")), cond.cmp, cond.n)
    if cond.what == "total":
        assert cond.sel is not None and cond.stat is not None
        total = 0
        for u in resolve_sel(rt, cond.sel):
            c = ctx.card(u)
            if c is None:
                continue
            if slot_of(ctx, u):
                total += stat(ctx, u, cond.stat)
            elif c.type == "climax" and cond.stat == "level":
                total += 0  # a climax has no level: 0 (2.5)
            elif getattr(c, cond.stat) is None:
                rt.unknown = True
            else:
                total += int(getattr(c, cond.stat))
        return compare(total, cond.cmp, cond.n)
    if cond.what == "stat":
        assert cond.sel is not None and cond.stat is not None
        uids = resolve_sel(rt, cond.sel)
        return len(uids) == 1 and compare(stat(ctx, uids[0], cond.stat), cond.cmp, cond.n)
    if cond.what == "match":
        assert cond.sel is not None
        uids = resolve_sel(rt, Sel(ref="chosen"))
        return bool(uids) and all(
            (c := ctx.card(u)) is not None and matches(ctx, c, cond.sel, None) for u in uids
        )
    if cond.what == "state":
        uids = resolve_sel(rt, Sel(ref="this"))
        return bool(uids) and all(
            (c := ctx.card(u)) is not None and c.orientation == cond.orientation for u in uids
        )
    if cond.what == "in_zone":
        assert cond.sel is not None
        w = ctx.where(rt.source or "")
        if not w or w[1] not in zone_ids(cond.sel.zone or "stage"):
            return False
        if cond.sel.pos == "top":  # クロックの1番上: the card put there last (3.8.2)
            return ctx.zone(w[0], w[1])[0].uid == rt.source
        return True
    if cond.what == "among":
        # それらのカードにCXがあるなら: how many of the cards just dealt with pass the filter
        assert cond.sel is not None
        n = sum(
            1
            for u in rt.chosen
            if (c := ctx.card(u)) is not None and matches(ctx, c, cond.sel, None)
        )
        return compare(n, cond.cmp, cond.n)
    if cond.what == "above_level":
        # このカードのバトル相手のレベルが相手のレベルより高いなら
        assert cond.sel is not None
        uids = resolve_sel(rt, cond.sel)
        who = rt.master if cond.owner == "you" else ctx.state.opponent(rt.master)
        return len(uids) == 1 and stat(ctx, uids[0], "level") > len(ctx.zone(who, "level"))
    if cond.what == "every":
        # あなたのキャラすべてが《X》なら (every one; with none there is nothing that is not) /
        # このカードの正面のキャラが緑なら (n=1: that card must be there)
        assert cond.sel is not None and cond.filt is not None
        uids = resolve_sel(rt, cond.sel)
        if len(uids) < cond.n:
            return False
        return all(
            (c := ctx.card(u)) is not None and matches(ctx, c, cond.filt, None) for u in uids
        )
    if cond.what == "effect_moved":
        # その効果でCXが控え室に置かれたなら: the cards the used keyword's effect moved
        assert cond.sel is not None
        bare = Sel(**{**cond.sel.__dict__, "zone": None})
        return any(
            (c := ctx.card(u)) is not None
            and matches(ctx, c, bare, None)
            and (w := ctx.where(u)) is not None
            and w[1] in zone_ids(cond.sel.zone or "")
            for u in rt.data.get("used_cards", ())
        )
    raise ValueError(cond.what)


def cond_watch(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """What a condition looked at (so the trace step it decides names its causes)."""
    if cond is None:
        return ()
    if cond.what == "and":
        return tuple(w for p in cond.parts for w in cond_watch(rt, p))
    if cond.what in ("count", "total", "every") and cond.sel is not None and cond.sel.ref is None:
        zone = cond.sel.zone or "stage"
        if zone == "under_this":
            z = _under_this_zone(rt)
            return (f"{z[0]}.{z[1]}",) if z else ()
        return tuple(
            f"{p}.{z}" for p in _who(cond.sel.owner, rt.master, rt.ctx) for z in zone_ids(zone)
        )
    if cond.what == "level":
        who = rt.master if cond.owner == "you" else rt.ctx.state.opponent(rt.master)
        return (f"{who}.level",)
    if cond.what == "effect_moved":
        return tuple(rt.data.get("used_cards", ()))
    if cond.what == "among":
        return tuple(rt.chosen)
    if cond.what == "above_level":
        who = rt.master if cond.owner == "you" else rt.ctx.state.opponent(rt.master)
        return tuple(resolve_sel(rt, cond.sel)) + (f"{who}.level",)  # type: ignore[arg-type]
    return tuple(resolve_sel(rt, cond.sel)) if cond.sel is not None else ()


# --------------------------------------------------------------------------- continuous


_computing: list[list[Effect]] = []


def continuous_effects(ctx: Ctx) -> list[Effect]:
    """The continuous effects the continuous abilities of the cards in play generate now
    (8.1.1.3, 8.2.1.2). Each gets the timestamp of its card's placement (8.9.1.5.1). Effects
    that are not power or soul changes (given abilities and traits, level) come first
    (8.9.1.2); the power and soul changes are then read from every ability the cards have,
    given ones included (8.9.1.3)."""
    if _computing:
        # a condition of a continuous ability asked for a value: what the earlier layer gave
        return list(_computing[-1])
    # every state change is a trace step: the effects are the same until the next one
    key = (ctx.last, ctx.state.seq, len(ctx.state.effects), id(ctx.state))
    hit = _CACHE.get(ctx)
    if hit is not None and hit[0] == key:
        return list(hit[1])
    out = _compute_continuous(ctx)
    _CACHE[ctx] = (key, out)
    return list(out)


_CACHE: WeakKeyDictionary[Ctx, tuple[Any, list[Effect]]] = WeakKeyDictionary()


def _compute_continuous(ctx: Ctx) -> list[Effect]:
    _computing.append([])
    try:
        first: list[Effect] = []
        for c, z, pl, ab in _continuous_sources(ctx):
            first += _continuous_of(ctx, c, z, pl, ab, layer="grant")
        _computing[-1] = list(first)
        # the other 8.9.1.2 effects (prohibitions, level) are read from the given abilities too
        sources = _continuous_sources(ctx)
        for c, z, pl, ab in sources:
            first += _continuous_of(ctx, c, z, pl, ab, layer="other")
        _computing[-1] = first
        stats = [e for src in sources for e in _continuous_of(ctx, *src, layer="stat")]
        if any(_reads_values(src[3].program) for src in sources):
            stats = _dependent(ctx, first, sources, stats)
        return first + stats
    finally:
        _computing.pop()


def _reads_values(p: Program) -> bool:
    """Does which cards this ability changes, or whether it applies, depend on power or soul
    (パワー5000以上のキャラ / このカードのパワーが…以上なら)?"""
    sels = [op.target for op in p.steps] + [op.per for op in p.steps]
    conds = [p.cond] + [op.cond for op in p.steps]
    sels += [x for cond in conds for c in _flat_cond(cond) for x in (c.sel, c.filt)]
    if any(x is not None and any(st in ("power", "soul") for st, _c, _n in x.stats) for x in sels):
        return True
    return any(
        c.what in ("stat", "total") and c.stat in ("power", "soul")
        for cond in conds
        for c in _flat_cond(cond)
    )


def _flat_cond(c: Cond | None) -> list[Cond]:
    return [] if c is None else [c] + [x for p in c.parts for x in _flat_cond(p)]


def _dependent(
    ctx: Ctx,
    first: list[Effect],
    sources: list[tuple[Card, str, str, Ability]],
    stats: list[Effect],
) -> list[Effect]:
    """8.9.1.4: an effect whose targets or application change when another is applied first
    depends on it and is applied after it. Each ability's power and soul changes are worked out
    again with the others' applied (not its own), until nothing changes; the effects that came
    out differently from the timestamp-order reading cite 8.9.1.4."""
    base = {(e.id, e.source, e.target, e.value) for e in stats}
    cur = stats
    for _round in range(4):
        new: list[Effect] = []
        for c, z, pl, ab in sources:
            mine = f"{c.label}: {ab.text}"
            _computing[-1] = first + [e for e in cur if not (e.id == c.placed and e.source == mine)]
            new += _continuous_of(ctx, c, z, pl, ab, layer="stat")
        _computing[-1] = first
        if [(e.id, e.source, e.target, e.value) for e in new] == [
            (e.id, e.source, e.target, e.value) for e in cur
        ]:
            break
        cur = new
    return [
        e
        if (e.id, e.source, e.target, e.value) in base
        else Effect(
            e.id, e.target, e.stat, e.op, e.value, e.until, e.source, e.clauses + ("8.9.1.4",)
        )
        for e in cur
    ]


def _continuous_sources(ctx: Ctx) -> list[tuple[Card, str, str, Ability]]:
    out = []
    for pl in ctx.state.order():
        for z in (*zone_ids("stage"), "climax", "hand", "clock", "memory", "waiting_room"):
            for c in ctx.zone(pl, z):
                if z in ("clock", "memory", "waiting_room") and not any(
                    a.program is not None and z in a.program.active_in
                    for a in (abilities_of("ws", c) if c.text else ())
                ):
                    continue
                for ab in programs(ctx, c.uid):
                    p = ab.program
                    if p is None or p.kind != "continuous" or p.keyword == "大活躍":
                        continue
                    if "play_restriction" in p.notes:
                        continue  # read when the card is played (play_restriction)
                    if "deck_construction" in p.notes:
                        # a deck-construction condition replaces those of 5.1.2 (5.1.2.4), which
                        # the deck meets only when presented before the game (5.2.1.1): nothing
                        # in play (DECK_RULES)
                        continue
                    if not (text_active(ctx, c, z) or z in p.active_in):
                        continue
                    out.append((c, z, pl, ab))
    return out


def _layer(op: Op) -> str:
    if op.verb == "grant":
        return "grant"
    return "other" if op.verb == "prohibit" or op.stat == "level" else "stat"


def _continuous_of(ctx: Ctx, c: Card, zone: str, pl: str, ab: Ability, layer: str) -> list[Effect]:
    p: Program = ab.program
    ops = [op for op in p.steps if _layer(op) == layer]
    if not ops:
        return []
    # 8.9.1.3: power and soul changes are applied after the others (8.9.1.2: abilities, level)
    order = "8.9.1.3" if layer == "stat" else "8.9.1.2"
    clauses: tuple[str, ...] = ("8.1.1.3", "8.1.1.3.1", "8.2.1.2", order, "8.9.1.5.1")
    if p.keyword == "応援":
        if zone not in zone_ids("back_row"):
            return []
        clauses += ("10.3.1", "10.3.2", "3.6.5")  # 「このカードの前の」: the front-back relation
    if zone in p.active_in:
        clauses += ("2.12.2.3",)
    clauses += label_clauses(p)
    rt = Rt(ctx, pl, c.uid, p, ab.text)
    if not holds(rt, p.cond):
        return []
    out = []
    src = f"{c.label}: {ab.text}"
    for op in ops:
        if not holds(rt, op.cond):
            continue
        assert op.target is not None
        targets = resolve_sel(rt, op.target)
        if op.verb == "prohibit":
            for uid in targets:
                out.append(
                    Effect(c.placed, uid, "ban", "prohibit", op.stat, "continuous", src, clauses)
                )
            continue
        if op.verb == "grant":
            for uid in targets:
                for key in op.grants:
                    out.append(
                        Effect(c.placed, uid, "ability", "grant", key, "continuous", src, clauses)
                    )
                for t in op.traits:
                    out.append(
                        Effect(c.placed, uid, "trait", "grant", t, "continuous", src, clauses)
                    )
            continue
        assert op.stat is not None
        mult = len(resolve_sel(rt, op.per)) if op.per is not None else 1
        for uid in targets:
            amount = op.amount * (eval_x(rt, op.x, uid) if op.x is not None else 1)
            out.append(
                Effect(c.placed, uid, op.stat, "add", amount * mult, "continuous", src, clauses)
            )
    return out


def stat(ctx: Ctx, uid: str, name: str) -> int:
    """A card's value with every continuous effect applied in timestamp order (8.9.1.5): the
    effects in force in the state and those the continuous abilities in play generate."""
    card = ctx.card(uid)
    base = getattr(card, name, None) if card is not None else None
    value = int(base or 0)
    effs = [e for e in ctx.state.effects_on(uid, name)]
    effs += [e for e in continuous_effects(ctx) if e.target == uid and e.stat == name]
    for e in sorted(effs, key=lambda e: e.id):
        if e.op == "set":
            value = int(e.value)
        elif e.op == "add":
            value += int(e.value)
    return value


def stat_clauses(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """The clauses of the continuous abilities that change this value now (they decide it); and,
    when the order of the effects changes the value (a 「…にする」 among others), the order: the
    printed value first (8.9.1.1), then in timestamp order (8.9.1.5) — an effect not of a
    continuous ability dated from when it was played (8.9.1.5.2)."""
    out: list[str] = []
    cont = [e for e in continuous_effects(ctx) if e.target == uid and e.stat == name]
    for e in cont:
        out += [c for c in e.clauses if c not in out]
    played = list(ctx.state.effects_on(uid, name))
    if len(cont) + len(played) > 1 and any(e.op == "set" for e in (*cont, *played)):
        out += [c for c in ("8.9.1", "8.9.1.1", "8.9.1.5") if c not in out]
        if played:
            out += [] if "8.9.1.5.2" in out else ["8.9.1.5.2"]
    return tuple(out)


def stat_watch(ctx: Ctx, uid: str, name: str) -> tuple[str, ...]:
    """Provenance refs of a value: the effects in force on it and the cards whose continuous
    abilities change it (their last move caused the change)."""
    srcs = []
    for e in continuous_effects(ctx):
        if e.target == uid and e.stat == name:
            src = next(
                (
                    c.uid
                    for pl in ctx.state.players
                    for z in (*zone_ids("stage"), "climax", "hand")
                    for c in ctx.zone(pl, z)
                    if c.placed == e.id
                ),
                None,
            )
            if src:
                srcs.append(src)
    return (f"stat:{uid}:{name}", *srcs)


# --------------------------------------------------------------------------- triggers


# zones whose cards are not public (3.1.3): the deck, the hand, the stock
HIDDEN_ZONES = ("deck", "hand", "stock")


def _zone_class(z: str) -> set[str]:
    out = {z}
    if z.startswith("stage."):
        out.add("stage")
        out.add("front_row" if z.split(".", 1)[1] in FRONT else "back_row")
    return out


def _listeners(ctx: Ctx, moved: dict[str, tuple[str, str, str, str]]) -> list[tuple[Card, str]]:
    """Cards whose text may trigger now, with the zone their text is read in: every card in
    play, a card in the clock or memory with an automatic ability written to be used there
    (2.12.2.3: シフト, 【クロック】, 記憶), and a card that just left the stage, read as it was
    there (8.7.4.1.2)."""
    out = []
    seen = set()
    for pl in ctx.state.players:
        for z in (*zone_ids("stage"), "climax"):
            for c in ctx.zone(pl, z):
                out.append((c, z))
                seen.add(c.uid)
        for z in ("clock", "memory", "waiting_room"):
            for c in ctx.zone(pl, z):
                if c.text and any(
                    a.program is not None and z in a.program.active_in
                    for a in abilities_of("ws", c)
                ):
                    out.append((c, z))
                    seen.add(c.uid)
    for uid, (_fp, fz, _tp, _tz) in moved.items():
        c = ctx.card(uid)
        if c is not None and uid not in seen and fz.startswith("stage."):
            out.append((c, fz))
    return out


def last_known(ctx: Ctx, card: Card, player: str, zone: str) -> dict[str, object] | None:
    """``Game.last_known``: what the core keeps of a card about to leave ``zone`` — for a card
    leaving the stage, the effects that give it abilities there, so that an automatic ability
    triggered by its leaving reads it as it was on the stage, given abilities included
    (8.7.4.1.2). Other zones keep nothing the engine refers to."""
    if not zone.startswith("stage."):
        return None
    return {
        "given": tuple(granted_effects(ctx, card.uid)),
        # its traits and values there, for a trigger on its leaving that reads them (8.7.4.1.2)
        "traits": traits_of(ctx, card),
        "stats": {
            st: stat(ctx, card.uid, st)
            for st in ("level", "cost", "power", "soul")
            if getattr(card, st, None) is not None
        },
    }


def _given_when_left(ctx: Ctx, uid: str, step: int) -> list[Effect]:
    """The effects that gave a card abilities on the stage it left at ``step`` (its last-known
    information, ``Ctx.last_known``); none when it did not leave the stage then."""
    lk = ctx.last_known(uid)
    if lk is None or lk.step != step:
        return []
    return list(lk.info.get("given", ()))


# the cards put onto the stage from another zone, by uid: (turn number, zone it came from), as
# long as they stay on the stage (「このカードが手札から舞台に置かれたターン中」)
_ENTERED: WeakKeyDictionary[Ctx, dict[str, tuple[int, str, int]]] = WeakKeyDictionary()


def card_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    if ctx.state.turn.number == 0:
        # before the game (the pre-game procedure, 5.2.1): a check timing, where automatic
        # abilities are played, is a point in the game (4.4.1) — nothing triggers before it
        return []
    moved = {m[0]: (m[1], m[2], m[3], m[4]) for m in ctx.moves(step)}
    if moved:
        entered = _ENTERED.setdefault(ctx, {})
        for uid, (_fp, fz, _tp, tz) in moved.items():
            if tz.startswith("stage.") and not fz.startswith("stage."):
                entered[uid] = (ctx.state.turn.number, fz, step)
            elif not tz.startswith("stage."):
                entered.pop(uid, None)
    out: list[Triggered] = []
    listeners = _listeners(ctx, moved)
    used = _used_card(ctx, ev)
    for c, zone in listeners:
        active = text_active(ctx, c, zone)
        left = c.uid in moved and not (ctx.where(c.uid) or ("", ""))[1].startswith("stage.")
        given = _given_when_left(ctx, c.uid, step) if left else granted_effects(ctx, c.uid)
        keys = tuple(dict.fromkeys(str(e.value) for e in given))
        for ab in programs(ctx, c.uid, keys):
            p = ab.program
            if p is None:
                continue
            trig = _keyword_trigger(p) if p.keyword in ("アンコール", "絆") else p.trigger
            if p.kind != "auto" or trig is None:
                continue
            if not (active or zone in p.active_in):
                continue
            master = zone_owner(ctx, c.uid, moved)
            data = _fires(ctx, ev, step, trig, c, master, moved)
            if data is not None:
                cl = tuple(data.pop("trigger_clauses", ())) + label_clauses(p)
                if zone in p.active_in:
                    cl += ("2.12.2.3",)
                now = ctx.card(c.uid)
                subject = ctx.card(data["card"]) if data.get("card") else None
                opp = battle_opponent(ctx, c.uid)
                if opp is not None:
                    data["battle_opponent"] = opp
                    data["battle_opponent_placed"] = ctx.card(opp).placed  # type: ignore[union-attr]
                data = {
                    "index": ab.index,
                    "placed": now.placed if now else None,
                    "card_placed": subject.placed if subject else None,
                    **data,
                }
                if ab.index >= len(abilities_of("ws", c) if c.text else ()):
                    data["granted"] = ab.text
                    e = next(e for e in given if e.value == ab.text)
                    data["granted_by"] = (e.source, e.clauses + (("8.7.4.1.2",) if left else ()))
                if _pending_already(ctx, out, c.uid, ab.index):
                    # 8.7.2.1: triggered again before it was played: pending once more
                    cl += ("8.7.2.1",)
                out.append(Triggered(master, c.uid, data, cl))
    if used is not None and all(c.uid != used.uid for c, _z in listeners):
        # 『助太刀』を使った時: the card was used from the hand, where that trigger works (2.12.2.3)
        for ab in programs(ctx, used.uid):
            p = ab.program
            if p is None or p.kind != "auto" or p.trigger is None or p.trigger.event != "used":
                continue
            if p.trigger.subject is None or p.trigger.subject.ref != "this":
                continue
            data = _fires(ctx, ev, step, p.trigger, used, used.owner, moved)
            if data is not None:
                now = ctx.card(used.uid)
                data = {"index": ab.index, "placed": now.placed if now else None, **data}
                out.append(Triggered(used.owner, used.uid, data))
    return out


def _pending_already(ctx: Ctx, out: list[Triggered], uid: str, index: int) -> bool:
    """Whether this ability of this card is already pending (or has just triggered)."""
    return any(
        p.ability == "card" and p.source == uid and p.data.get("index") == index
        for p in ctx.state.pending
    ) or any(t.source == uid and t.data.get("index") == index for t in out)


def delayed_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """A delayed ability a card's effect created (8.7.5) triggers at its moment."""
    if not (isinstance(ev, Mark) and ev.tag == "timing"):
        return []
    out = []
    st = ctx.state
    for d in st.delayed:
        if d.ability != "card_delayed":
            continue
        p = d.data
        if (ev.data.get("phase"), ev.data.get("point")) != (p.get("phase"), p.get("point")):
            continue
        if p.get("owner") is not None:
            want = d.master if p["owner"] == "you" else st.opponent(d.master)
            if st.turn.player != want:
                continue
        out.append(Triggered(d.master, None, {"delayed": d.id}, ("8.7.5",)))
    return out


def delayed_resolve(ctx: Ctx, pending: Any) -> Proc:
    d = next((x for x in ctx.state.delayed if x.id == pending.data.get("delayed")), None)
    if d is None:
        return
    yield RemoveDelayed(
        id=d.id,
        clauses=("8.7.5.1",),
        ja="時限誘発は一度だけ誘発する",
        en="a delayed ability triggers once",
    )
    p = d.data
    prog = DELAYED.get(str(p.get("key")))
    if prog is None:
        return
    rt = Rt(ctx, d.master, p.get("card"), prog, str(p.get("text", "")), {"placed": p.get("placed")})
    rt.chosen = [
        u
        for u, placed in p.get("chosen", [])
        if (c := ctx.card(u)) is not None and c.placed == placed
    ]
    yield from run_program(rt, ("8.7.5", "8.8.1"))


def _used_card(ctx: Ctx, ev: Event) -> Card | None:
    """The card whose ability an ``ability_used`` event reports (8.6.2.4, 10.5.3)."""
    if isinstance(ev, Mark) and ev.tag == "ability_used":
        return ctx.card(str(ev.data.get("card")))
    return None


# what 『X』を使った means for each keyword that has a "used" event
USED_CLAUSES: dict[str, tuple[str, ...]] = {
    "助太刀": ("10.5.3",),
    "集中": ("10.7.2", "10.7.4"),
    "チェンジ": ("10.8.2", "10.8.5"),
    "シフト": ("10.11.4",),
    "加速": ("10.12.2", "10.12.3"),
    "共鳴": ("10.13.2", "10.13.3"),
    "フォース": ("10.14.2", "10.14.3"),
    "合体": ("10.15.2", "10.15.3"),
}
# 『X』で舞台に置かれた時
PLACED_BY_CLAUSES: dict[str, tuple[str, ...]] = {"チェンジ": ("10.8.4",), "合体": ("10.15.3",)}


def keyword_used(
    rt: Rt,
    keyword: str,
    clauses: tuple[str, ...],
    cards: tuple[str, ...] = (),
    after: tuple[int | None, ...] = (),
) -> Proc:
    """Record that ``rt.master`` used the keyword (the event 『X』を使った時 triggers on);
    ``after``: the steps that made it used."""
    return (
        yield Mark(
            clauses=clauses,
            tag="keyword_used",
            data={"card": rt.source, "player": rt.master, "keyword": keyword, "cards": cards},
            caused_by=rt.causes() + tuple(x for x in after if x is not None),
            ja=f"{rt.master} は『{keyword}』を使った",
            en=f"{rt.master} used 『{keyword}』",
        )
    )


def zone_owner(ctx: Ctx, uid: str, moved: dict[str, tuple[str, str, str, str]]) -> str:
    if uid in moved and moved[uid][1].startswith("stage."):
        return moved[uid][0]
    return master_of(ctx, uid)


def _keyword_trigger(p: Program) -> Trig:
    if p.keyword == "アンコール":  # 10.2.2
        return Trig("placed", subject=Sel(ref="this"), src=("stage",), dst=("waiting_room",))
    return Trig("placed", subject=Sel(ref="this"), src=("hand",), dst=("stage",))  # 10.4.2


def _fires(
    ctx: Ctx,
    ev: Event,
    step: int,
    trig: Trig,
    c: Card,
    master: str,
    moved: dict[str, tuple[str, str, str, str]],
) -> dict[str, Any] | None:
    st = ctx.state
    if trig.event == "any":  # 「…時か…時」: either event
        for part in trig.parts:
            data = _fires(ctx, ev, step, part, c, master, moved)
            if data is not None:
                return data
        return None
    if trig.during is not None:
        want = master if trig.during == "you" else st.opponent(master)
        if st.turn.player != want:
            return None
    if trig.phase_during is not None:
        who, phase = trig.phase_during
        want = master if who == "you" else st.opponent(master)
        if st.turn.player != want or st.turn.phase != phase:
            return None
    if trig.entered:
        e = _ENTERED.get(ctx, {}).get(c.uid)
        if e is None or e[0] != st.turn.number or e[1] not in trig.entered:
            return None  # not put onto the stage from there this turn
        data = _fires(ctx, ev, step, Trig(**{**trig.__dict__, "entered": ()}), c, master, moved)
        if data is not None:
            data["why_steps"] = [e[2]]  # it was put onto the stage then
        return data
    rt = Rt(ctx, master, c.uid, Program("auto"), "")
    if trig.event == "placed":
        if trig.means is not None and ev.data.get("means") != trig.means:
            return None  # 『チェンジ』で / 『合体』で舞台に置かれた時: that keyword's effect put it
        if trig.by:
            # 「X」の(【起】の)効果で: the ability being resolved is one of a card named X
            now = _RESOLVING.get(ctx) or []
            if not now or now[-1][0] not in trig.by:
                return None
            if trig.by_kind is not None and now[-1][1] != trig.by_kind:
                return None
        for uid, (_fp, fz, tp, tz) in moved.items():
            if (trig.means is not None or trig.by) and fz.startswith("stage."):
                continue  # 10.8.4: 「舞台以外の領域から舞台に置かれた時」
            if trig.src and not (_zone_class(fz) & set(trig.src)):
                continue
            if not (_zone_class(tz) & set(trig.dst)):
                continue
            subj = trig.subject or Sel()
            info: tuple[str, ...] = ()
            if subj.ref == "this":
                if uid != c.uid:
                    continue
            else:
                card = ctx.card(uid)
                # 8.7.4 / 8.7.4.1: a zone-move trigger that reads the card's information reads
                # it on the stage it left (8.7.4.1.2), in the public zone when it moved between
                # a hidden and a public one (8.7.4.1.1), else in the zone it moved to (8.7.4.1.3)
                # — with that zone's continuous effects applied (8.9.3, 8.9.3.1)
                known = None
                if fz.startswith("stage.") and not tz.startswith("stage."):
                    lk = ctx.last_known(uid)
                    known = dict(lk.info) if lk is not None and lk.step == step else None
                    info = ("8.7.4", "8.7.4.1", "8.7.4.1.2")
                elif fz in HIDDEN_ZONES or tz in HIDDEN_ZONES:
                    info = ("8.7.4", "8.7.4.1", "8.7.4.1.1")
                else:
                    info = ("8.7.4", "8.7.4.1", "8.7.4.1.3")
                if tz.startswith("stage.") and known is None:
                    info += ("8.9.3", "8.9.3.1")
                if card is None or not matches(ctx, card, subj, c.uid, known):
                    continue
                if subj.owner and tp not in _who(subj.owner, master, ctx):
                    continue
            out = {"card": uid, "slot": fz.split(".", 1)[1] if fz.startswith("stage.") else None}
            if trig.means is not None or info:
                out["trigger_clauses"] = (
                    PLACED_BY_CLAUSES[trig.means] if trig.means is not None else ()
                ) + info
            return out
        return None
    if trig.event in ("attack", "attacked"):
        if not (isinstance(ev, SetVar) and ev.key == "attack" and ev.value):
            return None
        att = ev.value
        if trig.attack_kind and att.get("kind") != trig.attack_kind:
            return None
        # 7.2.1.5.2: the character opposite a front or a side attack is 「アタックされた」 (the
        # defending character of 7.2.1.5.1 only with a front attack)
        who = (
            att["attacker"] if trig.event == "attack" else att.get("attacked", att.get("defender"))
        )
        if who is None:
            return None
        subj = trig.subject or Sel()
        if subj.ref == "this":
            if who != c.uid:
                return None
            return {"card": who} | (
                {"trigger_clauses": ("7.2.1.5.2",)} if trig.event == "attacked" else {}
            )
        card = ctx.card(who)
        if card is None or not matches(ctx, card, subj, c.uid):
            return None
        if subj.owner and master_of(ctx, who) not in _who(subj.owner, master, ctx):
            return None
        return {"card": who} | (
            {"trigger_clauses": ("7.2.1.5.2",)} if trig.event == "attacked" else {}
        )
    if trig.event == "reversed":
        if not (isinstance(ev, Orient) and ev.orientation == "reverse"):
            return None
        subj = trig.subject or Sel()
        if subj.ref == "this":
            if subj.in_battle and battle_opponent(ctx, c.uid) is None:
                return None  # バトルしているこのカード
            return {"card": ev.uid} if ev.uid == c.uid else None
        card = ctx.card(ev.uid)
        if card is None:
            return None
        if subj.ref == "battle_opponent":
            if battle_opponent(ctx, c.uid) != ev.uid:
                return None
            bare = Sel(
                kind=subj.kind,
                traits=subj.traits,
                stats=subj.stats,
                names=subj.names,
                colors=subj.colors,
            )
            return {"card": ev.uid} if matches(ctx, card, bare, c.uid) else None
        if subj.ref is None:
            # another character that passes the filters (他のあなたのバトル中のキャラ)
            if not slot_of(ctx, ev.uid) or not matches(ctx, card, subj, c.uid):
                return None
            if subj.owner and master_of(ctx, ev.uid) not in _who(subj.owner, master, ctx):
                return None
            return {"card": ev.uid}
        return None
    del rt
    if trig.event == "used" and trig.keyword is not None:
        # あなたが / 相手が『X』を使った時: the keyword's "used" event (USED_CLAUSES)
        if not (isinstance(ev, Mark) and ev.tag in ("ability_used", "keyword_used")):
            return None
        if ev.data.get("keyword") != trig.keyword:
            return None
        if ev.data.get("player") not in _who((trig.subject or Sel()).owner, master, ctx):
            return None
        return {
            "card": ev.data.get("card"),
            "used_cards": list(ev.data.get("cards", ())),
            "trigger_clauses": USED_CLAUSES[trig.keyword],
        }
    if trig.event == "used":
        if not (isinstance(ev, Mark) and ev.tag == "ability_used"):
            return None
        if ev.data.get("player") != master:
            return None
        subj = trig.subject or Sel()
        if subj.ref == "this":
            if ev.data.get("card") != c.uid or ev.data.get("keyword") != subj.kind:
                return None
        elif subj.kind == "activated" and ev.data.get("kind") != "activated":
            return None
        return {"card": ev.data.get("card")}
    if trig.event == "timing":
        if not (isinstance(ev, Mark) and ev.tag == "timing"):
            return None
        d = ev.data
        if d.get("phase") != trig.phase or d.get("point") != trig.point:
            return None
        if trig.owner is not None:
            want = master if trig.owner == "you" else st.opponent(master)
            if st.turn.player != want:
                return None
        return {}
    if trig.event == "damage_taken":
        # あなたの受けたダメージがキャンセルされなかった時: a damage process of the master ended
        # with the cards put into the clock (4.10.1.3)
        if not (isinstance(ev, Mark) and ev.tag == "damage_end" and not ev.data.get("cancelled")):
            return None
        if ev.data.get("to") != master:
            return None
        if trig.subject is not None and trig.subject.in_battle:
            if battle_opponent(ctx, c.uid) is None:
                return None  # このカードのバトル中: only while this card is in a battle
        return {"trigger_clauses": ("4.10.1.3",)}
    if trig.event == "damage_cancelled":
        # このカードの(相手に)与えたダメージがキャンセルされた時: the damage process this card was
        # the source of ends cancelled (4.10.1.2)
        if not (isinstance(ev, Mark) and ev.tag == "damage_end" and ev.data.get("cancelled")):
            return None
        if trig.owner == "you":
            # このカードのバトル中、あなたの受けたダメージがキャンセルされた時
            if ev.data.get("to") != master or battle_opponent(ctx, c.uid) is None:
                return None
            return {"trigger_clauses": ("4.10.1.2",)}
        if ev.data.get("source") != c.uid:
            return None
        if trig.owner == "opponent" and ev.data.get("to") != st.opponent(master):
            return None
        return {"trigger_clauses": ("4.10.1.2",)}
    if trig.event == "triggered":
        # あなたのCXがトリガーした時: the trigger check put that card into the resolution zone
        if not (isinstance(ev, Move) and ev.tag == "trigger"):
            return None
        card = ctx.card(ev.uid)
        subj = trig.subject or Sel()
        if card is None or not matches(ctx, card, subj, c.uid):
            return None
        if subj.owner and card.owner not in _who(subj.owner, master, ctx):
            return None
        return {"card": ev.uid, "trigger_clauses": ("7.3.1.2",)}
    if trig.event == "attack_end":
        if not (isinstance(ev, Mark) and ev.tag == "timing" and ev.data.get("phase") == "attack"):
            return None
        if ev.data.get("point") != "end" or ev.data.get("attacker") != c.uid:
            return None
        return {}
    return None


def card_resolve(ctx: Ctx, pending: Any) -> Proc:
    uid = pending.source
    c = ctx.card(uid)
    index = pending.data.get("index", 0)
    abs_ = abilities_of("ws", c) if c is not None and c.text else ()
    if pending.data.get("granted") in GRANTED:
        # a given ability: it is played even if the effect that gave it has ended (8.7.7)
        abs_ = (
            *abs_,
            *(None,) * (index - len(abs_)),
            granted_ability(pending.data["granted"], index),
        )
    if c is None or index >= len(abs_) or abs_[index] is None or abs_[index].program is None:
        yield Reject(
            "この自動能力を持つカードが見つからないため、解決に失敗します",
            "the card with this automatic ability is gone: it fails",
            ("8.7.7",),
        )
        return
    ab = abs_[index]
    rt = Rt(ctx, pending.master, uid, ab.program, ab.text, dict(pending.data))
    if "granted_by" in pending.data:
        source, clauses = pending.data["granted_by"]
        given = yield Mark(
            clauses=tuple(clauses),
            ja=f"この自動能力は効果により与えられたもの（{source}）",
            en=f"this automatic ability was given by an effect ({source})",
        )
        rt.why += (given,)
    rt.why += tuple(pending.data.get("why_steps", ()))
    # そのキャラ / そのカード in an automatic ability: the card its trigger event was about
    card = pending.data.get("card")
    if card and ctx.card(card) is not None and _same_object(ctx, card, pending.data):
        rt.chosen = [card]
    if ab.program.limit is not None:
        ok = yield from turn_limit(rt, index, auto=True)
        if not ok:
            return
    if ab.program.keyword == "アンコール":
        yield from keyword_encore(rt)
        return
    if ab.program.keyword == "絆":
        yield from keyword_bond(rt)
        return
    if ab.program.keyword == "シフト":
        yield from keyword_shift(rt)
        return
    if ab.program.keyword == "分離":
        yield from keyword_separate(rt)
        return
    yield from run_program(rt, ("8.1.1.2", "8.6.2.5.4"))


# --------------------------------------------------------------------------- running a program


# the abilities being resolved, innermost last: (name of the card, kind of the ability) — what
# 「「X」の効果で舞台に置かれた時」 asks of the effect that put a card onto the stage
_RESOLVING: WeakKeyDictionary[Ctx, list[tuple[str | None, str]]] = WeakKeyDictionary()


def run_program(rt: Rt, clauses: tuple[str, ...]) -> Proc:
    c = rt.ctx.card(rt.source or "")
    stack = _RESOLVING.setdefault(rt.ctx, [])
    stack.append((c.name if c is not None else None, rt.program.kind))
    try:
        yield from _run_program(rt, clauses)
    finally:
        stack.pop()


def _run_program(rt: Rt, clauses: tuple[str, ...]) -> Proc:
    ctx = rt.ctx
    p = rt.program
    if p.cond is not None:
        ok = holds(rt, p.cond)
        if rt.unknown:
            yield Warn(
                "assumption",
                "値が書かれていないカードがあるため、その値を0として条件を判定しました",
                "a card's value is not stated: it was counted as 0 for the condition",
                (),
            )
        watch = cond_watch(rt, p.cond)
        s = yield Mark(
            clauses=clauses + blank_clauses(ctx, watch),
            watch=watch,
            ja=f"条件{'を満たす' if ok else 'を満たさない'}: {rt.text}",
            en=f"the condition is {'met' if ok else 'not met'}: {rt.text}",
        )
        rt.why += (s,)
        if not ok:
            return
    gated = False
    for i, op in enumerate(p.steps):
        if op.lead == "if_done":
            gated = not rt.done
            # 8.6.4 / 8.6.4.1: 「そうしたら」 is 「(処理 A)したら」 — what follows is done only if A was
            mark = yield Mark(
                clauses=("8.6.4", "8.6.4.1"),
                caused_by=rt.causes(),
                ja="そうしたら: 前の処理を"
                + ("行わなかったので、続きは行わない" if gated else "行ったので、続きを行う"),
                en="if you do: the step before was "
                + (
                    "not done, so what follows is not done" if gated else "done, so what follows is"
                ),
            )
            if not gated:
                rt.why += (mark,)
            if gated and i + 1 < len(p.steps) and _later_sentences(rt, i):
                yield Warn(
                    "ambiguity",
                    "8.6.4 は「そうしたら」がどこまで及ぶかを定めていません。"
                    "後続の文もそうしたらの対象として扱いました",
                    "8.6.4 does not say how far 'if you do' reaches; the following sentences "
                    "were taken as part of it",
                    ("8.6.4",),
                )
        if gated:
            continue
        if op.cond is not None and not holds(rt, op.cond):
            yield Mark(
                clauses=clauses,
                watch=cond_watch(rt, op.cond),
                ja=f"条件を満たさないため、この処理は行いません（{op.verb}）",
                en=f"the condition is not met: this step is not done ({op.verb})",
            )
            continue
        yield from run_op(rt, op)
    del ctx


def _later_sentences(rt: Rt, i: int) -> bool:
    """Is there a step after ``i`` in a later sentence?"""
    steps = rt.program.steps
    return any(s.sentence > steps[i].sentence for s in steps[i + 1 :])


def _ask_optional(rt: Rt, op: Op, what_ja: str, what_en: str) -> Proc:
    ok = yield Choose(
        rt.master,
        "optional",
        f"{what_ja}（任意）",
        f"{what_en} (optional)",
        (YES, NO),
        ("8.6.4",),
    )
    return bool(ok)


def eval_x(rt: Rt, x: XDef, target: str | None = None) -> int:
    """The value of Ｘ now (「Ｘは…に等しい」); ``target``: the card そのキャラ means when the
    amount is given to each of several cards."""
    ctx = rt.ctx
    if x.sel.ref == "chosen" and target is not None:
        uids = [target]
    else:
        uids = resolve_sel(rt, x.sel)
    if x.what == "count":
        v = len(uids)
    else:
        vals = [
            stat(ctx, u, x.stat or "level")
            if slot_of(ctx, u)
            else int(getattr(c, x.stat or "level") or 0)
            for u in uids
            if (c := ctx.card(u)) is not None
        ]
        if x.what == "stat":
            v = vals[0] if vals else 0
        else:
            v = sum(vals)
    if x.op == "x":
        v *= x.k
    elif x.op == "+":
        v += x.k
    elif x.op == "-":
        v -= x.k
    return v


def until_of(rt: Rt, until: str | None) -> str:
    """The ``Effect.until`` of a duration: ``turn``, ``game``, or ``turn:N`` (the end of turn
    N: 次の相手のターンの終わりまで)."""
    if until == "opponent_next_turn":
        st = rt.ctx.state
        return f"turn:{st.turn.number + (1 if st.turn.player == rt.master else 2)}"
    return until or "turn"


UNTIL_JA = {"turn": "そのターン中", "game": "このカードが舞台を離れるまで"}


def run_op(rt: Rt, op: Op) -> Proc:
    if op.performer == "all":
        yield from _every_player(rt, op)
        return
    if op.performer == "opponent":
        # 相手は自分の…: the opponent does it; 自分 is the opponent (8.6.5)
        master = rt.master
        rt.master = rt.ctx.state.opponent(master)
        rt.why += (
            (
                yield Mark(
                    clauses=("8.6.5",),
                    ja=f"テキストが実行者を「相手」と明記しているため、{rt.master} が実行する",
                    en=f"the text names the opponent as who does it: {rt.master} does it",
                )
            ),
        )
        try:
            yield from _run_op(rt, op)
        finally:
            rt.master = master
        return
    yield from _run_op(rt, op)


def _every_player(rt: Rt, op: Op) -> Proc:
    """すべてのプレイヤーは…: every player does it, each with 自分 meaning themselves (8.6.5).
    Their choices are made at the same time, so the turn player chooses first and the others
    know it (``turn_player_first``, 1.3.4); what they chose is then dealt with together."""
    ctx = rt.ctx
    order, first = turn_order(ctx, ctx.state.order())
    choosing = op.verb == "choose"
    rt.why += (
        (
            yield Mark(
                clauses=("8.6.5",) + (first if choosing else ()),
                ja=f"テキストが「すべてのプレイヤー」を実行者としているため、{'、'.join(order)} が"
                + ("ターンプレイヤーから順に選ぶ" if choosing else "それぞれ実行する"),
                en=f"the text names every player as who does it: {', '.join(order)} "
                + ("choose, the turn player first" if choosing else "each do it"),
            )
        ),
    )
    master, chosen, steps = rt.master, [], []
    try:
        for player in order:
            rt.master = player
            yield from _run_op(rt, op)
            if choosing:
                chosen += rt.chosen
                steps.append(rt.chosen_step)
    finally:
        rt.master = master
    if choosing:
        rt.chosen = chosen
        rt.chosen_step = yield Mark(
            clauses=("8.6.5",) + first,
            caused_by=tuple(s for s in steps if s is not None),
            ja=f"選ばれたカード: {'、'.join(card_label(ctx, u) for u in chosen) or 'なし'}",
            en=f"the cards chosen: {', '.join(card_label(ctx, u) for u in chosen) or 'none'}",
        )
        rt.done = bool(chosen)


def _run_op(rt: Rt, op: Op) -> Proc:
    ctx = rt.ctx
    cl: tuple[str, ...] = ("8.8.1", "8.6.5")
    if op.verb == "grant":
        assert op.target is not None
        targets = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
        if not targets:
            rt.done = False
            yield Reject(
                "対象のキャラがいないため、能力は与えられません",
                "no character to give it to: nothing is given",
                ("8.6.3.1.3",) + ctx.principle("impossible"),
            )
            return
        until = until_of(rt, op.until)
        when = UNTIL_JA.get(until, "次の相手のターンの終わりまで")
        for uid in targets:
            for key in op.grants:
                yield AddEffect(
                    target=uid,
                    stat="ability",
                    op="grant",
                    value=key,
                    until=until,
                    source=rt.text,
                    clauses=("8.2.1.2", "8.9.1.2"),
                    caused_by=rt.causes(op.target),
                    ja=f"{card_label(ctx, uid)} は{when}『{key}』を得る",
                    en=f"{card_label(ctx, uid)} gets 『{key}』 ({until})",
                )
            for t in op.traits:
                yield AddEffect(
                    target=uid,
                    stat="trait",
                    op="grant",
                    value=t,
                    until=until,
                    source=rt.text,
                    clauses=("8.2.1.2", "8.9.1.2"),
                    caused_by=rt.causes(op.target),
                    ja=f"{card_label(ctx, uid)} は{when}《{t}》を得る",
                    en=f"{card_label(ctx, uid)} gets the trait {t} ({until})",
                )
        rt.done = True
        return
    if op.verb == "reveal_hand":
        yield from op_reveal_hand(rt, op)
        return
    if op.verb == "flip":
        # 10.7.3: the flipped cards go to the resolution zone first, then together to the
        # waiting room (the put that follows)
        flipped = []
        for _ in range(op.n or 0):
            if not ctx.zone(rt.master, "deck"):
                yield Reject(
                    "山札にカードがないため、残りはめくれません",
                    "the deck is empty: the rest is not flipped",
                    ctx.principle("impossible"),
                )
                break
            uid = yield from take_top(ctx, rt.master, "集中", matters=True)
            last = yield Move(
                uid=uid,
                player=rt.master,
                zone="resolution",
                face_up=True,
                # 3.2.5: a flipped card is revealed and moved to the resolution zone
                clauses=("10.7.1", "10.7.3", "3.2.5")
                + (("3.13.1.4",) if rt.program.keyword == "集中" else ()),
                caused_by=rt.causes() + ((rt.chosen_step,) if flipped and rt.chosen_step else ()),
            )
            rt.chosen_step = last
            flipped.append(uid)
        rt.looked = list(flipped)
        rt.chosen = list(flipped)
        rt.done = bool(flipped)
        return
    if op.verb == "prohibit":
        assert op.target is not None
        targets = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
        if not targets:
            rt.done = False
            yield Reject(
                "対象のキャラがいないため、何もしません",
                "no character: nothing happens",
                ("8.6.3.1.3",) + ctx.principle("impossible"),
            )
            return
        until = until_of(rt, op.until)
        for uid in targets:
            yield AddEffect(
                target=uid,
                stat="ban",
                op="prohibit",
                value=op.stat,
                until=until,
                source=rt.text,
                clauses=("8.2.1.2",),
                caused_by=rt.causes(op.target),
                ja=f"{card_label(ctx, uid)} は次の相手のスタンドフェイズに【スタンド】しない",
                en=f"{card_label(ctx, uid)} does not stand in the next stand phase ({until})",
            )
        rt.done = True
        return
    if op.verb == "to_slot":
        yield from op_to_slot(rt, op)
        return
    if op.verb == "move_slot":
        yield from op_move_slot(rt, op)
        return
    if op.verb == "swap_stage":
        yield from op_swap_stage(rt, op)
        return
    if op.verb == "swap_each":
        yield from op_swap_each(rt, op)
        return
    if op.verb == "swap_this":
        yield from op_swap_this(rt, op)
        return
    if op.verb == "delay":
        # 「ターンの終わりに、…」: a delayed ability is created (8.7.5); it waits for that moment
        # and triggers once (8.7.5.1). It remembers the cards the effect named so far.
        assert op.delay is not None
        key, _prog = op.options[0]
        t = op.delay
        when = "始め" if t.point == "start" else "終わり"
        who = {"you": "あなたの", "opponent": "相手の"}.get(t.owner or "", "")
        yield AddDelayed(
            ability="card_delayed",
            master=rt.master,
            params={
                "key": key,
                "card": rt.source,
                "placed": rt.data.get("placed"),
                "chosen": [[u, c.placed] for u in rt.chosen if (c := ctx.card(u)) is not None],
                "phase": t.phase,
                "point": t.point,
                "owner": t.owner,
                "text": rt.text,
            },
            until="game",
            clauses=("8.7.5",),
            caused_by=rt.causes(),
            ja=f"時限誘発「{who}{PHASE_JA.get(t.phase or '', t.phase)}の{when}に」が作られる: {rt.text}",
            en=f"a delayed ability ('at the {t.point} of the {t.phase}') is created: {rt.text}",
        )
        rt.done = True
        return
    if op.verb == "repeat":
        # 次の行動を(N回)行う。『…』 / それらのカードのCX1枚につき、次の行動を行う: the quoted
        # action is carried out that many times (8.8.1), each time as written
        n = op.times * (per_count(rt, op.per) if op.per is not None else 1)
        if n <= 0:
            rt.done = False
            yield Reject(
                "行う回数が0のため、この行動は行いません",
                "the action is to be carried out 0 times: it is not",
                ctx.principle("non_positive_count"),
            )
            return
        if op.optional:
            ok = yield from _ask_optional(rt, op, "次の行動を行う", "carry out the action")
            if not ok:
                rt.done = False
                return
        text, prog = op.options[0]
        if text.startswith("（"):  # 「…1枚につき、…」: the rest of the ability's own sentence
            text = rt.text
        for i in range(n):
            sub = Rt(ctx, rt.master, rt.source, prog, text, dict(rt.data))
            sub.chosen, sub.why = list(rt.chosen), rt.why
            sub.why += (
                (
                    yield Mark(
                        clauses=("8.8.1",),
                        caused_by=rt.causes(op.per),
                        ja=f"{i + 1}/{n}回目: {text}",
                        en=f"the action ({i + 1} of {n}): {text}",
                    )
                ),
            )
            yield from run_program(sub, ("8.8.1",))
        rt.done = True
        return
    if op.verb == "modal":
        # 次の2つの効果のうちあなたが選んだ1つを行う: the master chooses one, which is carried out
        pick = yield Choose(
            rt.master,
            "mode",
            "行う効果を1つ選ぶ",
            "choose the effect to carry out",
            tuple(
                Option(str(i + 1), t, t, i, aliases=(t,)) for i, (t, _p) in enumerate(op.options)
            ),
            ("8.6.3",),
        )
        text, prog = op.options[int(pick)]
        sub = Rt(ctx, rt.master, rt.source, prog, text, dict(rt.data))
        sub.chosen, sub.why = list(rt.chosen), rt.why
        yield from run_program(sub, ("8.8.1",))
        rt.done = sub.done
        return
    if op.verb == "damage":
        if op.optional:
            ok = yield from _ask_optional(rt, op, f"相手に{op.n}ダメージを与える", "deal damage")
            if not ok:
                rt.done = False
                return
        n = eval_x(rt, op.x) if op.x is not None else (op.n or 0)
        for _ in range(op.times):
            yield Do(
                "damage",
                {"to": ctx.state.opponent(rt.master), "amount": n, "source": rt.source},
                caused_by=rt.causes(),
                # 4.11.1.2: a card's ability deals the damage: that card is its source (a
                # one-shot effect, 8.2.1.1)
                clauses=cl + ("4.11.1", "4.11.1.2", "8.2.1.1"),
            )
        rt.done = True
        return
    if op.verb == "choose":
        yield from op_choose(rt, op)
        return
    if op.verb == "stat":
        assert op.target is not None and op.stat is not None
        targets = resolve_sel(rt, op.target)
        if not targets:
            rt.done = False
            yield Reject(
                "対象のカードがないため、この効果は何もしません",
                "no card to apply it to: the effect does nothing",
                ("8.6.3.1.3",) + ctx.principle("impossible"),
            )
            return
        if op.optional:
            ok = yield from _ask_optional(rt, op, "パワー/ソウルの修整", "the stat change")
            if not ok:
                rt.done = False
                return
        for uid in targets:
            name = {"power": "パワー", "soul": "ソウル", "level": "レベル"}.get(op.stat, op.stat)
            until = until_of(rt, op.until)
            amount = op.amount * eval_x(rt, op.x, uid) if op.x is not None else op.amount
            yield AddEffect(
                target=uid,
                stat=op.stat,
                value=amount,
                until=until,
                source=rt.text,
                clauses=("8.2.1.2",),
                caused_by=rt.causes(op.target),
                ja=f"{card_label(ctx, uid)} の{name}{amount:+d}（{UNTIL_JA.get(until, '次の相手のターンの終わりまで')}）",
                en=f"{card_label(ctx, uid)} gets {op.stat} {amount:+d} ({until})",
            )
        rt.done = True
        return
    if op.verb == "move":
        yield from op_move(rt, op)
        return
    if op.verb == "draw":
        n = (op.n or 0) * (per_count(rt, op.per) if op.per is not None else 1)
        if op.bound == "up_to":
            # 「N枚まで引く」: before each card the master may declare not to go on (3.2.3.1)
            drawn = 0
            for i in range(n):
                more = yield Choose(
                    rt.master,
                    "optional",
                    f"{i + 1}枚目を引くか（{n}枚まで）",
                    f"draw card {i + 1}? (up to {n})",
                    (YES, NO),
                    ("3.2.3.1",) + (("3.2.3.1.1",) if i == 0 else ()),
                )
                if not more:
                    if i == 0:
                        # 3.2.3.1.1: the end declared before the first card: nothing is drawn
                        yield Mark(
                            clauses=("3.2.3.1", "3.2.3.1.1"),
                            caused_by=rt.causes(),
                            touches=(f"{rt.master}.hand",),
                            ja=f"{rt.master} は1枚目を引く前に終了を宣言し、1枚も引かない",
                            en=f"{rt.master} declares the end before the first card: draws none",
                        )
                    break
                yield Do(
                    "draw",
                    {"player": rt.master, "amount": 1},
                    clauses=cl + ("3.2.3.1",),
                    caused_by=rt.causes(Sel(ref="chosen")) if op.per is not None else (),
                )
                drawn += 1
            rt.done = drawn > 0
            return
        if op.optional:
            ok = yield from _ask_optional(rt, op, f"{n}枚引く", f"draw {n}")
            if not ok:
                rt.done = False
                return
        yield Do(
            "draw",
            {"player": rt.master, "amount": n},
            clauses=cl + ("8.2.1.1",),  # 「あなたは1枚引く」: a one-shot effect
            # what led to it: the ability played, its condition met (and for 「…1枚につき」 the
            # cards counted)
            caused_by=rt.causes(Sel(ref="chosen")) if op.per is not None else rt.causes(),
        )
        rt.done = True
        return
    if op.verb == "pay_cost":
        yield from op_pay_cost(rt, op)
        return
    if op.verb == "orient":
        targets = resolve_sel(rt, op.target or Sel(ref="chosen"))
        targets = [u for u in targets if slot_of(ctx, u)]
        if not targets:
            rt.done = False
            yield Reject(
                "対象のキャラが舞台にいないため、何もしません",
                "the character is not on the stage: nothing happens",
                ("8.7.7",) + ctx.principle("impossible"),
            )
            return
        if op.optional:
            ok = yield from _ask_optional(
                rt, op, f"{card_label(ctx, targets[0])} を{op.orientation}", f"{op.orientation}"
            )
            if not ok:
                rt.done = False
                return
        for u in targets:
            yield Orient(
                uid=u,
                orientation=op.orientation or "rest",
                clauses=cl,
                caused_by=rt.causes(op.target),
            )
        rt.done = True
        return
    if op.verb == "shuffle":
        yield Shuffle(
            player=rt.master,
            zone="deck",
            clauses=("3.2.4",),
            ja=f"{rt.master} は山札をシャッフルする",
            en=f"{rt.master} shuffles the deck",
        )
        yield shuffled_now(ctx, rt.master)
        rt.looked = []
        return
    if op.verb == "search_deck":
        rt.looked = [c.uid for c in ctx.zone(rt.master, "deck")]
        yield Mark(
            clauses=("4.8.1",),
            touches=(f"{rt.master}.deck",),
            ja=f"{rt.master} は自分の山札を見る（{len(rt.looked)}枚）",
            en=f"{rt.master} looks at their deck ({len(rt.looked)} cards)",
        )
        return
    if op.verb == "look_top":
        whose = rt.master
        if op.target is not None and op.target.owner == "opponent":
            whose = ctx.state.opponent(rt.master)  # 相手の山札を上から…見て
        deck = ctx.zone(whose, "deck")
        most = op.n or 0
        if op.x is not None:
            # 上からＸ枚まで見て: X as it is now (「Ｘは…に等しい」)
            most = eval_x(rt, op.x)
            rt.why += (
                (
                    yield Mark(
                        clauses=("4.8.1",),  # how many cards are looked at
                        caused_by=rt.causes(op.x.sel),
                        ja=f"Ｘ = {most}",
                        en=f"X = {most}",
                    )
                ),
            )
            op = Op(**{**op.__dict__, "n": most})
        n = min(most, len(deck))
        if op.optional and op.bound != "up_to":
            # 「山札を上から1枚見てよい」: the master may decline (8.6.4)
            ok = yield from _ask_optional(
                rt, op, f"山札の上から{n}枚を見る", f"look at the top {n} of the deck"
            )
            if not ok:
                rt.looked, rt.chosen, rt.done = [], [], False
                return
        if op.bound == "up_to":
            opts, whole = count_options(ctx, n)
            n = yield Choose(
                rt.master,
                "look",
                f"山札の上から見る枚数（{op.n}枚まで）",
                f"how many cards to look at from the top (up to {op.n})",
                opts,
                ("4.8.1", "8.6.3.1.1") + whole,
            )
        rt.looked = [c.uid for c in deck[: int(n or 0)]]
        rt.chosen = []
        looked = yield Mark(
            clauses=("4.8.1",),
            touches=(f"{whose}.deck",),
            ja=f"{rt.master} は{whose}の山札の上から{len(rt.looked)}枚を見る",
            en=f"{rt.master} looks at the top {len(rt.looked)} of {whose}'s deck",
        )
        rt.why += (looked,)  # what was looked at decides what the later steps deal with
        rt.done = bool(rt.looked)
        return
    if op.verb == "reveal_top":
        deck = ctx.zone(rt.master, "deck")
        if not deck:
            rt.done = False
            yield Reject(
                "山札にカードがないため、公開できません",
                "the deck is empty: nothing is revealed",
                ctx.principle("impossible"),
            )
            return
        top = yield from take_top(ctx, rt.master, "公開", matters=True)
        shown = [top] + [c.uid for c in deck[1 : op.n or 1]]
        rt.looked = list(shown)
        rt.chosen = list(shown)
        rt.chosen_step = yield Mark(
            clauses=("4.9.1", "8.6.6"),
            touches=tuple(shown),
            caused_by=rt.causes(),
            ja=f"{rt.master} は山札の上から {'、'.join(card_label(ctx, u) for u in shown)} を公開する",
            en=f"{rt.master} reveals {', '.join(card_label(ctx, u) for u in shown)} from the top of the deck",
        )
        rt.done = True
        return
    if op.verb == "show":
        shown = resolve_sel(rt, op.target or Sel(ref="chosen"))
        if shown:
            yield Mark(
                clauses=("4.9.1",),
                ja=f"{'、'.join(card_label(ctx, u) for u in shown)} を相手に見せる",
                en=f"shows {', '.join(card_label(ctx, u) for u in shown)} to the opponent",
            )
        return
    raise ValueError(op.verb)


def per_count(rt: Rt, per: Sel) -> int:
    """…1枚につき: how many of the cards just dealt with pass the filter."""
    ctx = rt.ctx
    bare = Sel(**{**per.__dict__, "ref": None, "zone": None, "owner": None})
    return sum(
        1
        for u in resolve_sel(rt, Sel(ref="chosen"))
        if (c := ctx.card(u)) is not None and matches(ctx, c, bare, None)
    )


SLOT_JA = {
    "left_front": "前列左",
    "center_front": "前列中央",
    "right_front": "前列右",
    "left_back": "後列左",
    "right_back": "後列右",
}


def op_to_slot(rt: Rt, op: Op) -> Proc:
    """Put a card into a slot of the stage (舞台の好きな枠 / このカードがいた枠 / キャラのいない
    枠): it is placed standing when it comes from outside the stage (3.6.3); a character already
    in that slot is dealt with by the rule process (9.6)."""
    ctx = rt.ctx
    assert op.target is not None and op.dest is not None
    targets = [u for u in resolve_sel(rt, op.target) if not slot_of(ctx, u)]
    if not targets:
        rt.done = False
        yield Reject(
            "枠に置くカードがない（すでに移動している）ため、この処理は行えません",
            "there is no card to put into a slot: this is not done",
            ("8.7.7",) + ctx.principle("impossible"),
        )
        return
    moved = []
    for uid in targets:
        kind, _, zone = op.dest.partition(":")
        if kind == "was":
            was = rt.data.get("was_slot") or (
                rt.data.get("slot") if rt.data.get("card") == rt.source else None
            )
            slots = [was] if was else []
        else:
            slots = [z.split(".", 1)[1] for z in zone_ids(zone)]
            if kind == "empty":
                slots = [sl for sl in slots if not ctx.zone(rt.master, f"stage.{sl}")]
        if not slots:
            rt.done = False
            yield Reject(
                "置ける枠がないため、この処理は行えません",
                "there is no slot to put it into: this is not done",
                ctx.principle("impossible"),
            )
            return
        if op.optional:
            ok = yield from _ask_optional(
                rt, op, f"{card_label(ctx, uid)} を枠に置く", "put it into a slot"
            )
            if not ok:
                rt.done = False
                return
        slot = slots[0]
        if len(slots) > 1:
            slot = yield Choose(
                rt.master,
                "slot",
                f"{card_label(ctx, uid)} を置く枠",
                f"slot for {card_label(ctx, uid)}",
                tuple(Option(sl, SLOT_JA[sl], sl, sl) for sl in slots),
                ("8.6.3",),
            )
        step = yield Move(
            uid=uid,
            player=rt.master,
            zone=f"stage.{slot}",
            orientation="stand",
            face_up=True,
            # 10.8.1 / 10.8.5: a チェンジ puts the character onto the stage in the place of this one
            clauses=("8.8.1", "3.6.3")
            + (("10.8.1", "10.8.5") if rt.program.keyword == "チェンジ" else ()),
            caused_by=rt.causes(op.target),
            tag="change" if rt.program.keyword == "チェンジ" else None,
            # 10.8.4: 『チェンジ』で舞台に置かれた — by an automatic チェンジ ability, from outside
            # the stage (the trigger checks the source zone)
            data={"means": "チェンジ"}
            if rt.program.keyword == "チェンジ" and rt.program.kind == "auto"
            else {},
            ja=f"{card_label(ctx, uid)} を{SLOT_JA[slot]}の枠に置く",
            en=f"{card_label(ctx, uid)} is put into {slot}",
        )
        rt.chosen_step = step
        moved.append(uid)
        if rt.program.keyword == "チェンジ":
            yield from keyword_used(rt, "チェンジ", ("10.8.2", "10.8.5"), (uid,), (step,))
    rt.chosen = moved
    rt.done = True


def op_reveal_hand(rt: Rt, op: Op) -> Proc:
    """手札の「X」をN枚公開する(てよい): the cards are shown and stay in the hand (4.9.1). In a
    共鳴 ability whose cost reveals nothing, doing the first such reveal of its text as told is
    using 共鳴 (10.13.3.2)."""
    ctx = rt.ctx
    assert op.target is not None
    cands = resolve_sel(rt, op.target)
    n = op.n or 1
    if len(cands) < n:
        rt.done = False
        yield Reject(
            "公開できるカードが手札に足りないため、公開できません",
            "not enough such cards in the hand: nothing is revealed",
            ctx.principle("impossible"),
        )
        return
    if op.optional:
        ok = yield from _ask_optional(
            rt, op, "手札のカードを公開する", "reveal cards from the hand"
        )
        if not ok:
            rt.done = False
            return
    picks = yield from _pick(rt, cands, n, "公開するカード", "card to reveal")
    step = yield Mark(
        clauses=("8.8.1", "4.9.1"),
        touches=tuple(picks),
        caused_by=rt.causes(),
        ja=f"{rt.master} は手札の {'、'.join(card_label(ctx, u) for u in picks)} を公開する",
        en=f"{rt.master} reveals {', '.join(card_label(ctx, u) for u in picks)} from the hand",
    )
    rt.done = True
    p = rt.program
    first = next((s for s in p.steps if s.verb == "reveal_hand"), None)
    if (
        p.keyword == "共鳴"
        and op is first
        and op.optional
        and not any(it.what == "reveal" for it in p.cost)
    ):
        step = yield from keyword_used(rt, "共鳴", ("10.13.2", "10.13.3", "10.13.3.2"), (), (step,))
    rt.why += (step,)  # そうしたら: what follows happens because the cards were revealed


def op_swap_this(rt: Rt, op: Op) -> Proc:
    """「…の「X」を1枚とこのカードを選び、入れ替える」: this character goes to X's place and X into
    this character's slot, standing (3.6.3). For チェンジ (10.8.1's second form), 10.8.3: if this
    character has left its slot, or there is no such card there, nothing is swapped."""
    ctx = rt.ctx
    assert op.target is not None
    uid = rt.source or ""
    slot = slot_of(ctx, uid) if _still_same(rt) else None
    cands = resolve_sel(rt, op.target)
    change = rt.program.keyword == "チェンジ"
    if slot is None or not cands:
        rt.done = False
        yield Reject(
            "このカードが枠にいないか、入れ替えるカードがないため、入れ替えは行いません",
            "this card is not in its slot or there is no card to swap with: nothing is swapped",
            (("10.8.3",) if change else ()) + ("8.7.7",) + ctx.principle("impossible"),
        )
        return
    if op.optional:
        ok = yield from _ask_optional(rt, op, "入れ替える", "swap")
        if not ok:
            rt.done = False
            return
    pick = cands[0]
    if len(cands) > 1:
        pick = yield Choose(
            rt.master,
            "choose",
            f"{rt.text} — 入れ替えるカード",
            f"{rt.text} — the card to swap with",
            tuple(card_option(ctx, u) for u in cands),
            ("8.6.3", "8.6.3.1"),
        )
    where = ctx.where(pick)
    assert where is not None
    owner, zone = where
    at = [c.uid for c in ctx.zone(owner, zone)].index(pick)
    out = yield from leave_stage(
        ctx,
        uid,
        owner,
        zone,
        ("8.8.1",) + (("10.8.1",) if change else ()),
        ja=f"{card_label(ctx, uid)} を{ZONE_JA.get(zone, zone)}へ（入れ替え）",
        en=f"{card_label(ctx, uid)} goes to the {zone} (swap)",
        caused_by=rt.causes(),
    )
    # leave_stage put it on top; it takes the place of the card it swaps with
    if at:
        yield Move(
            uid=uid, player=owner, zone=zone, at=at + 1, clauses=("8.8.1",), caused_by=(out,)
        )
    step = yield Move(
        uid=pick,
        player=owner,
        zone=f"stage.{slot}",
        orientation="stand",
        face_up=True,
        clauses=("8.8.1", "3.6.3") + (("10.8.1", "10.8.5") if change else ()),
        caused_by=(out,),
        data={"means": "チェンジ"} if change and rt.program.kind == "auto" else {},
        ja=f"{card_label(ctx, pick)} を{SLOT_JA[slot]}の枠に【スタンド】して置く（入れ替え）",
        en=f"{card_label(ctx, pick)} is put standing into {slot} (swap)",
    )
    rt.chosen, rt.chosen_step, rt.done = [pick], step, True
    if change:
        yield from keyword_used(rt, "チェンジ", ("10.8.2", "10.8.5"), (pick,), (step,))


def op_swap_stage(rt: Rt, op: Op) -> Proc:
    """「あなたは自分の…キャラを1枚とこのカードを選び、(それぞれを【スタンド】して)入れ替える」: this
    character and the one chosen swap slots, their markers with them (3.7.3.1); nothing is swapped
    when this card has left its slot or no character can be chosen (8.7.7; 1.3.2)."""
    ctx = rt.ctx
    assert op.target is not None
    here = slot_of(ctx, rt.source or "") if _still_same(rt) else None
    cands = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u) and u != rt.source]
    if here is None or not cands:
        rt.done = False
        yield Reject(
            "このカードが枠にいないか、入れ替えるキャラがいないため、入れ替えは行いません",
            "this card is not in its slot or there is no character to swap with: nothing is swapped",
            ("8.7.7",) + ctx.principle("impossible"),
        )
        return
    pick = cands[0]
    if len(cands) > 1:
        pick = yield Choose(
            rt.master,
            "choose",
            f"{rt.text} — 入れ替えるキャラ",
            f"{rt.text} — the character to swap slots with",
            tuple(card_option(ctx, u) for u in cands),
            ("8.6.3", "8.6.3.1"),
        )
    if op.optional:
        ok = yield from _ask_optional(rt, op, "入れ替える", "swap")
        if not ok:
            rt.done = False
            return
    step = yield from swap_on_stage(
        ctx,
        rt.source or "",
        pick,
        ("8.8.1", "8.6.3") + (("3.6.3",) if op.orientation is None else ()),
        orientation=op.orientation,
        caused_by=rt.causes(),
    )
    _keep_identity(rt, rt.source or "")
    rt.chosen, rt.chosen_step, rt.done = [pick, rt.source or ""], step, True


def op_swap_each(rt: Rt, op: Op) -> Proc:
    """「AとBを1枚ずつ選び、入れ替える」: one card of each zone is chosen (8.6.3), then each goes
    to the other's place — the same position in the other's zone. If either cannot be chosen,
    nothing is swapped (8.6.3.1.3; 1.3.2)."""
    ctx = rt.ctx
    assert op.target is not None and op.other is not None
    picks: list[str] = []
    cl: tuple[str, ...] = ("8.6.3", "8.6.3.1")
    for s in (op.target, op.other):
        cands = resolve_sel(rt, s)
        if not cands:
            rt.done = False
            yield Reject(
                f"{ZONE_JA.get(s.zone or '', s.zone)}に選べるカードがないため、入れ替えは行いません",
                f"no card can be chosen in the {s.zone}: nothing is swapped",
                ("8.6.3.1.3",) + ctx.principle("impossible"),
            )
            return
        pick = cands[0]
        if len(cands) > 1:
            pick = yield Choose(
                rt.master,
                "choose",
                f"{rt.text} — {ZONE_JA.get(s.zone or '', s.zone)}から選ぶカード",
                f"{rt.text} — the card to choose in the {s.zone}",
                tuple(card_option(ctx, u) for u in cands),
                cl,
            )
        picks.append(pick)
    a, b = picks
    chosen = yield Mark(
        clauses=cl,
        caused_by=rt.causes(),
        touches=(a, b),
        ja=f"{rt.master} は {card_label(ctx, a)} と {card_label(ctx, b)} を選ぶ",
        en=f"{rt.master} chooses {card_label(ctx, a)} and {card_label(ctx, b)}",
    )
    if op.optional:
        ok = yield from _ask_optional(rt, op, "入れ替える", "swap")
        if not ok:
            rt.done = False
            return
    wa, wb = ctx.where(a), ctx.where(b)
    assert wa is not None and wb is not None
    ia = [c.uid for c in ctx.zone(*wa)].index(a)
    ib = [c.uid for c in ctx.zone(*wb)].index(b)
    # a takes b's place (b moves down one), then b takes the place a left
    yield Move(
        uid=a,
        player=wb[0],
        zone=wb[1],
        at=ib,
        face_up=wb[1] not in ("stock", "deck"),
        clauses=("8.8.1",),
        caused_by=(chosen,),
        ja=f"{card_label(ctx, a)} を{ZONE_JA.get(wb[1], wb[1])}へ（入れ替え）",
        en=f"{card_label(ctx, a)} goes to the {wb[1]} (swap)",
    )
    step = yield Move(
        uid=b,
        player=wa[0],
        zone=wa[1],
        at=ia,
        face_up=wa[1] not in ("stock", "deck"),
        clauses=("8.8.1",),
        caused_by=(chosen,),
        ja=f"{card_label(ctx, b)} を{ZONE_JA.get(wa[1], wa[1])}へ（入れ替え）",
        en=f"{card_label(ctx, b)} goes to the {wa[1]} (swap)",
    )
    rt.chosen, rt.chosen_step, rt.done = [a, b], step, True


def op_move_slot(rt: Rt, op: Op) -> Proc:
    """Move a character from its slot to another (後列のキャラのいない枠に動かす): its
    orientation stays as it is (3.6.3) and its markers go with it (3.7.3.1)."""
    ctx = rt.ctx
    assert op.target is not None and op.dest is not None
    targets = [u for u in resolve_sel(rt, op.target) if slot_of(ctx, u)]
    if not targets:
        rt.done = False
        yield Reject(
            "動かすキャラが舞台にいないため、この処理は行えません",
            "there is no character on the stage to move: this is not done",
            ("8.7.7",) + ctx.principle("impossible"),
        )
        return
    uid = targets[0]
    owner = master_of(ctx, uid)
    kind, _, zone = op.dest.partition(":")
    slots = [z.split(".", 1)[1] for z in zone_ids(zone)]
    slots = [sl for sl in slots if sl != slot_of(ctx, uid)]
    if kind == "empty":
        slots = [sl for sl in slots if not ctx.zone(owner, f"stage.{sl}")]
    if not slots:
        rt.done = False
        yield Reject(
            "動かせる枠がないため、この処理は行えません",
            "there is no slot to move it to: this is not done",
            ctx.principle("impossible"),
        )
        return
    if op.optional:
        ok = yield from _ask_optional(
            rt, op, f"{card_label(ctx, uid)} を動かす", f"move {card_label(ctx, uid)}"
        )
        if not ok:
            rt.done = False
            return
    slot = slots[0]
    if len(slots) > 1:
        slot = yield Choose(
            rt.master,
            "slot",
            f"{card_label(ctx, uid)} を動かす枠",
            f"slot to move {card_label(ctx, uid)} to",
            tuple(Option(sl, SLOT_JA[sl], sl, sl) for sl in slots),
            ("8.6.3",),
        )
    c = ctx.card(uid)
    step = yield from leave_stage(
        ctx,
        uid,
        owner,
        f"stage.{slot}",
        ("8.8.1", "3.6.3"),
        ja=f"{card_label(ctx, uid)} を{SLOT_JA[slot]}の枠に動かす",
        en=f"{card_label(ctx, uid)} is moved to {slot}",
        orientation=c.orientation if c is not None else None,
        caused_by=rt.causes(op.target),
    )
    _keep_identity(rt, uid)
    rt.chosen_step = step
    rt.chosen = [uid]
    rt.done = True


def _keep_identity(rt: Rt, *uids: str) -> None:
    """A card moved from a slot to another slot is the same card (3.1.4 makes a new card only of
    one that leaves the slots): 「このカード」 still names it in the rest of the effect."""
    c = rt.ctx.card(rt.source or "")
    if rt.source in uids and c is not None and slot_of(rt.ctx, c.uid) and "placed" in rt.data:
        rt.data["placed"] = c.placed


def op_choose(rt: Rt, op: Op) -> Proc:
    ctx = rt.ctx
    assert op.target is not None
    if op.target.stat_x is not None and op.x is not None:
        # レベルＸ以下の…を選び: X as it is now (「Ｘは…に等しい」)
        st_name, cmp = op.target.stat_x
        xv = eval_x(rt, op.x)
        yield Mark(
            clauses=("8.6.3",),
            caused_by=rt.causes(op.x.sel),
            watch=tuple(rt.chosen) if op.x.sel.ref == "chosen" else (),
            ja=f"Ｘ = {xv}",
            en=f"X = {xv}",
        )
        op = Op(
            **{
                **op.__dict__,
                "target": Sel(
                    **{
                        **op.target.__dict__,
                        "stat_x": None,
                        "stats": op.target.stats + ((st_name, cmp, xv),),
                    }
                ),
            }
        )
    cands = resolve_sel(rt, op.target)
    shielded = [
        u
        for u in cands
        if slot_of(ctx, u)
        and master_of(ctx, u) != rt.master
        and card_banned(ctx, u, "chosen_by_opponent") is not None
    ]
    if shielded:
        # 「このカードは相手の効果に選ばれない」: that card's continuous effect (8.1.1.3) takes it out
        # of what this effect may choose (8.6.3)
        shield = yield Mark(
            clauses=("8.1.1.3", "8.6.3"),
            touches=tuple(shielded),
            ja=f"{'、'.join(card_label(ctx, u) for u in shielded)} は相手の効果に選ばれないため、選べません",
            en=f"{', '.join(card_label(ctx, u) for u in shielded)} cannot be chosen by the "
            "opponent's effects",
        )
        cands = [u for u in cands if u not in shielded]
        rt.why += (shield,)  # what is left to choose from
    n = (op.n or 0) * (per_count(rt, op.per) if op.per is not None else 1)
    if op.per is not None and n == 0:
        rt.done = False
        yield Reject(
            "「1枚につき」の数が0のため、選びません",
            "the 'for each' count is 0: nothing is chosen",
            ctx.principle("non_positive_count"),
        )
        return
    hidden = (op.target.zone or "") in ("deck", "looked", "hand")
    may_skip = op.bound == "up_to" or (hidden and bool(op.target.traits or op.target.names))
    cl: tuple[str, ...] = ("8.6.3",) + link_clauses(op.target)
    cl += ("8.6.3.1.1",) if op.bound == "up_to" else ("8.6.3.1",)
    if op.bound != "up_to" and hidden and may_skip:
        cl += ("8.6.3.1.4",)
    picks: list[str] = []
    for _ in range(n):
        left = [u for u in cands if u not in picks]
        if not left:
            if op.bound != "up_to" and len(picks) < n:
                # as many as can be chosen (1.3.2: the part that cannot be done is not done)
                cl += (("8.6.3.1.2",) if picks else ("8.6.3.1.3",)) + ctx.principle("impossible")
            break
        opts = tuple(card_option(ctx, u) for u in left) + ((NO,) if may_skip else ())
        pick = yield Choose(
            rt.master,
            "choose",
            f"{rt.text} — 選ぶカード",
            f"{rt.text} — the card to choose",
            opts,
            cl,
        )
        if not pick:
            break
        picks.append(pick)
    rt.chosen = picks
    rt.done = bool(picks)
    if picks:
        rt.chosen_step = yield Mark(
            caused_by=rt.causes(),
            clauses=cl,
            touches=tuple(picks),
            ja=f"{rt.master} は {'、'.join(card_label(ctx, u) for u in picks)} を選ぶ",
            en=f"{rt.master} chooses {', '.join(card_label(ctx, u) for u in picks)}",
        )
    else:
        yield Mark(
            clauses=cl,
            ja="選べるカードがない（または選ばない）ため、選ばれたカードはありません",
            en="no card is chosen (none can be, or the player chooses none)",
        )


def op_move(rt: Rt, op: Op) -> Proc:
    ctx = rt.ctx
    assert op.target is not None and op.dest is not None
    dest = op.dest
    if op.alt_dest is not None:
        # 山札の上か控え室に置く: the master picks one of the two
        where = {"top": "上", "bottom": "下"}
        alt_zone, _, alt_pos = op.alt_dest.partition("@")
        first = f"{ZONE_JA.get(dest, dest)}の{where.get(op.dest_pos, '')}"
        second = ZONE_JA.get(alt_zone, alt_zone) + (f"の{where[alt_pos]}" if alt_pos else "")
        key = f"{dest}@{op.dest_pos}" if alt_pos else dest
        picked = yield Choose(
            rt.master,
            "dest",
            "置く先を選ぶ",
            "choose where to put it",
            (
                Option(key, first, f"{op.dest_pos} of {dest}", key, aliases=(first,)),
                Option(op.alt_dest, second, op.alt_dest, op.alt_dest, aliases=(second,)),
            ),
            ("8.6.3",),
        )
        dest, _, pos = str(picked).partition("@")
        op = Op(**{**op.__dict__, "dest": dest, "dest_pos": pos or op.dest_pos, "alt_dest": None})
    cl: tuple[str, ...] = ("8.8.1", "3.1.6")
    if dest == "clock":
        cl += ("4.10.2",)
    if op.target.pos == "top" and op.target.bound == "up_to" and op.target.count:
        # 山札の上から1枚までを / クロックの上から1枚までを: how many is the master's choice
        # (none too, 8.6.3.1.1)
        pl = rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
        n = op.target.count
        most = min(n, len(ctx.zone(pl, op.target.zone or "deck")))
        opts, whole = count_options(ctx, most)
        k = yield Choose(
            rt.master,
            "count",
            f"{ZONE_JA.get(op.target.zone or '', '')}の上から{ZONE_JA.get(dest, dest)}に置く枚数"
            f"（{n}枚まで）",
            f"how many to put from the top into {dest} (up to {n})",
            opts,
            ("8.6.3.1.1",) + whole,
        )
        if not k:
            rt.done = False
            return
        op = Op(
            **{
                **op.__dict__,
                "target": Sel(**{**op.target.__dict__, "count": int(k), "bound": "exact"}),
            }
        )
    if op.target.pos == "bottom" and op.target.zone == "deck":
        pl = rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
        if f"{pl}.deck" in ctx.state.vars.get("shuffled", []):
            yield Warn(
                "assumption",
                f"シャッフル後の{pl}の山札の順番は不明です。山札の下のカードは書かれた順番で扱いました",
                f"the order of {pl}'s shuffled deck is hidden; its bottom cards follow the listed order",
                ("3.2.4",),
            )
    if op.target.pos == "top" and op.target.zone == "deck":
        pl = rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
        n = op.target.count or 1
        if op.optional:
            ok = yield from _ask_optional(
                rt,
                op,
                f"山札の上から{n}枚を{ZONE_JA.get(dest, dest)}に置く",
                f"put the top {n} of the deck into {dest}",
            )
            if not ok:
                rt.done = False
                return
        moved = []
        for _ in range(n):
            if not ctx.zone(pl, "deck"):
                yield Reject(
                    "山札にカードがないため、残りは行えません",
                    "the deck is empty: the rest is not done",
                    ("3.2.3.3",) + ctx.principle("impossible"),
                )
                break
            uid = yield from take_top(ctx, pl, "効果による移動", matters=False)
            yield Move(
                uid=uid,
                player=pl,
                zone=dest,
                face_up=dest not in ("stock", "deck"),
                clauses=cl,
            )
            moved.append(uid)
        rt.chosen = moved
        rt.done = bool(moved)
        return
    if dest == "under_this":
        yield from _put_under_this(rt, op, cl)
        return
    targets = resolve_sel(rt, op.target)
    if not targets:
        rt.done = False
        yield Reject(
            "移動するカードがない（すでに移動している）ため、この処理は行えません",
            "there is no card to move (it has already moved): this is not done",
            ("8.7.7",) + ctx.principle("impossible"),
        )
        return
    if op.optional:
        names = "、".join(card_label(ctx, u) for u in targets)
        ok = yield from _ask_optional(
            rt, op, f"{names} を{ZONE_JA.get(dest, dest)}に置く", f"put {names} into {dest}"
        )
        if not ok:
            rt.done = False
            return
    if op.any_order and len(targets) > 1 and not any(slot_of(ctx, u) for u in targets):
        # 好きな順番で置く: the master orders them, from the top down; they move as one block
        order: list[str] = []
        left = list(targets)
        while len(left) > 1:
            pick = yield Choose(
                rt.master,
                "order",
                f"{ZONE_JA.get(dest, dest)}に置く順番: 上から{len(order) + 1}枚目のカード",
                f"order in {dest}: card number {len(order) + 1} from the top",
                tuple(card_option(ctx, u) for u in left),
                ("3.1.5",),
            )
            order.append(pick)
            left.remove(pick)
        order += left
        owner = ctx.card(order[0]).owner  # type: ignore[union-attr]
        step = yield MoveMany(
            uids=tuple(order),
            player=owner,
            zone=dest,
            pos=op.dest_pos,
            face_up=dest not in ("stock", "deck"),
            # 3.1.5: the order of cards put together is decided; in a hidden zone the other
            # player does not learn it (3.1.5.1)
            clauses=cl + ("3.1.5",) + (("3.1.5.1",) if dest in ("stock", "deck") else ()),
            caused_by=rt.causes(op.target),
            ja=f"{'、'.join(card_label(ctx, u) for u in order)} を好きな順番で"
            f"{ZONE_JA.get(dest, dest)}の{'上' if op.dest_pos == 'top' else '下'}に置く（上から順に）",
            en=f"{', '.join(card_label(ctx, u) for u in order)} are put in the chosen order "
            f"on the {op.dest_pos} of {dest} (top first)",
        )
        rt.chosen = order
        rt.chosen_step = step
        rt.done = True
        return
    if all(ctx.where(u) == (rt.master, "resolution") for u in targets):
        # 集中 (10.7.3 「そのすべてのカードを同時に控え室に移動」): one move for all of them
        step = yield MoveMany(
            uids=tuple(targets),
            player=rt.master,
            zone=dest,
            face_up=dest not in ("stock", "deck"),
            # 3.13.1.4: 集中's cards, put in the resolution zone for a while, then to the waiting room
            clauses=cl + (("10.7.2", "10.7.3", "3.13.1.4") if rt.program.keyword == "集中" else ()),
            caused_by=rt.causes(op.target),
        )
        rt.chosen = targets
        rt.chosen_step = step
        rt.done = True
        if rt.program.keyword == "集中" and rt.program.kind in ("event", "activated"):
            # 10.7.4: 『集中』を使った = during a 集中 event or activated ability, the flipped
            # cards were put into the waiting room
            if dest == "waiting_room":
                yield from keyword_used(rt, "集中", ("10.7.4",), tuple(targets), (step,))
        return
    if op.target.ref is None and op.target.bound == "all":
        # 「…のカードすべてを」: they move together, one move per owner (3.1.6: each to its
        # owner's zone)
        owners = list(dict.fromkeys(c.owner for u in targets if (c := ctx.card(u))))
        last = None
        for owner in owners:
            last = yield MoveMany(
                uids=tuple(u for u in targets if (c := ctx.card(u)) and c.owner == owner),
                player=owner,
                zone=dest,
                pos=op.dest_pos,
                face_up=dest not in ("stock", "deck"),
                clauses=cl,
                caused_by=rt.causes(op.target),
            )
        rt.chosen, rt.chosen_step, rt.done = list(targets), last, True
        return
    for uid in targets:
        c = ctx.card(uid)
        assert c is not None
        face_up = dest not in ("stock", "deck")
        if slot_of(ctx, uid):
            yield from leave_stage(
                ctx, uid, c.owner, dest, cl, caused_by=rt.causes(op.target), pos=op.dest_pos
            )
        else:
            yield Move(
                uid=uid,
                player=c.owner,
                zone=dest,
                pos=op.dest_pos,
                face_up=face_up,
                clauses=cl,
                caused_by=rt.causes(op.target),
            )
    rt.chosen = targets
    rt.done = True


def _put_under_this(rt: Rt, op: Op, cl: tuple[str, ...]) -> Proc:
    """「…をこのカードの下にマーカーとして(表向きに)置く」: into the marker zone of this card's
    slot (3.7.1), face down unless the text says face up (3.7.2, 3.7.2.1); several cards at
    once go on top of the markers there in the order the master picks (3.7.2.2)."""
    ctx = rt.ctx
    assert op.target is not None
    under = _under_this_zone(rt)
    targets = [u for u in resolve_sel(rt, op.target) if rt.source is None or u != rt.source]
    if under is None or not targets:
        rt.done = False
        yield Reject(
            "このカードが舞台にないか、置くカードがないため、マーカーは置かれません",
            "this card is not on the stage, or there is no card to put: no marker is put",
            ("3.7.1", "8.7.7") + ctx.principle("impossible"),
        )
        return
    if op.optional:
        names = "、".join(card_label(ctx, u) for u in targets)
        ok = yield from _ask_optional(
            rt, op, f"{names} をこのカードの下にマーカーとして置く", f"put {names} under this card"
        )
        if not ok:
            rt.done = False
            return
    face = bool(op.face_up)
    cl = cl + ("3.7.1", "3.7.2.1" if face else "3.7.2")
    order = list(targets)
    if len(targets) > 1:
        cl += ("3.7.2.2",)
        order, left = [], list(targets)
        while len(left) > 1:  # the first picked ends up lowest: each goes on top of the last
            pick = yield Choose(
                rt.master,
                "order",
                f"マーカーとして置く順番: 下から{len(order) + 1}枚目のカード",
                f"order of the markers: card number {len(order) + 1} from the bottom",
                tuple(card_option(ctx, u) for u in left),
                ("3.7.2.2",),
            )
            order.append(pick)
            left.remove(pick)
        order += left
    player, zone = under
    for uid in order:
        if slot_of(ctx, uid):
            yield from leave_stage(
                ctx, uid, player, zone, cl, caused_by=rt.causes(op.target), face_up=face
            )
        else:
            yield Move(
                uid=uid,
                player=player,
                zone=zone,
                face_up=face,
                clauses=cl,
                caused_by=rt.causes(op.target),
            )
    rt.chosen = order
    rt.done = True


# --------------------------------------------------------------------------- costs


def cost_payable(rt: Rt, items: tuple[CostItem, ...]) -> str | None:
    """Why the cost cannot be paid (8.4.2.2), or None."""
    ctx = rt.ctx
    for it in items:
        if it.what == "stock":
            have = len(ctx.zone(rt.master, "stock"))
            if have < it.n:
                return f"ストックが{have}枚で{it.n}枚に足りない"
        elif it.what == "deck_top":
            have = len(ctx.zone(rt.master, "deck"))
            if have < it.n:
                return f"山札が{have}枚で{it.n}枚に足りない"
        elif it.what == "rest":
            assert it.sel is not None
            ok = [u for u in resolve_sel(rt, it.sel) if ctx.card(u).orientation == "stand"]  # type: ignore[union-attr]
            if len(ok) < it.n:
                return "【レスト】できるキャラが足りない"
        elif it.what == "reveal":
            assert it.sel is not None
            if len(resolve_sel(rt, it.sel)) < it.n:
                return "公開できるカードが手札に足りない"
        elif it.what == "move":
            assert it.sel is not None
            if it.sel.ref == "this":
                if not resolve_sel(rt, it.sel):
                    return "このカードがない"
            elif len(resolve_sel(rt, it.sel)) < it.n:
                return f"{ZONE_JA.get(it.sel.zone or '', '')}の条件に合うカードが足りない"
    return None


def cost_zones(rt: Rt, items: tuple[CostItem, ...]) -> tuple[str, ...]:
    """The zones a cost would take cards from (what not paying it leaves as it was)."""
    out = []
    for it in items:
        if it.what == "stock":
            out.append(f"{rt.master}.stock")
        elif it.what == "deck_top":
            out.append(f"{rt.master}.deck")
        elif it.sel is not None and it.sel.ref == "this":
            w = rt.ctx.where(rt.source or "")
            if w:
                out.append(f"{w[0]}.{w[1]}")
        elif it.sel is not None and it.sel.zone == "under_this":
            z = _under_this_zone(rt)
            out += [f"{z[0]}.{z[1]}"] if z else []
        elif it.sel is not None:
            out += [f"{rt.master}.{z}" for z in zone_ids(it.sel.zone or "stage")]
    return tuple(dict.fromkeys(out))


def pay_cost(rt: Rt, items: tuple[CostItem, ...], why: tuple[str, ...] = ()) -> Proc:
    """Pay each item in text order (8.4.2.1); no refresh or level up until it is complete.
    ``why``: the clauses that call for the payment (a play's 8.6.2.3, an automatic ability's
    8.1.1.2.2)."""
    ctx = rt.ctx
    yield SetVar(
        key="paying_cost",
        value=True,
        clauses=why + ("8.4.2", "8.4.2.1"),
        ja=f"{rt.master} がコストの支払いを開始",
        en=f"{rt.master} starts paying the cost",
    )
    last = None
    for it in items:
        if it.what == "deck_top":
            assert it.dest is not None
            for _ in range(it.n):
                uid = yield from take_top(ctx, rt.master, "コスト", matters=False)
                last = yield Move(
                    uid=uid,
                    player=rt.master,
                    zone=it.dest,
                    face_up=it.dest not in ("stock", "deck"),
                    clauses=why + ("8.4.2",) + (("4.10.2",) if it.dest == "clock" else ()),
                )
        elif it.what == "stock":
            last = yield Do(
                "pay_stock",
                {"player": rt.master, "amount": it.n},
                caused_by=rt.causes(),
                clauses=why + ("8.4.3",),
            )
        elif it.what == "rest":
            assert it.sel is not None
            stand = [u for u in resolve_sel(rt, it.sel) if ctx.card(u).orientation == "stand"]  # type: ignore[union-attr]
            picks = yield from _pick(rt, stand, it.n, "【レスト】するキャラ", "character to rest")
            for u in picks:
                last = yield Orient(uid=u, orientation="rest", clauses=why + ("8.4.2",))
        elif it.what == "reveal":
            assert it.sel is not None
            picks = yield from _pick(
                rt, resolve_sel(rt, it.sel), it.n, "公開するカード", "card to reveal"
            )
            last = yield Mark(
                clauses=why
                + ("8.4.2", "4.9.1")
                + (("10.13.3.1",) if rt.program.keyword == "共鳴" else ()),
                touches=tuple(picks),
                ja=f"{rt.master} は手札の {'、'.join(card_label(ctx, u) for u in picks)} を公開する",
                en=f"{rt.master} reveals {', '.join(card_label(ctx, u) for u in picks)} from the hand",
            )
        elif it.what == "move":
            assert it.sel is not None and it.dest is not None
            cands = resolve_sel(rt, it.sel)
            picks = (
                cands
                if it.sel.ref == "this"
                else (
                    yield from _pick(
                        rt, cands, it.n, f"{ZONE_JA.get(it.dest, it.dest)}に置くカード", "card"
                    )
                )
            )
            for u in picks:
                c = ctx.card(u)
                assert c is not None
                if slot_of(ctx, u):
                    if u == rt.source:
                        rt.data["was_slot"] = slot_of(ctx, u)  # このカードがいた枠
                    last = yield from leave_stage(
                        ctx, u, c.owner, it.dest, why + ("8.4.2",), pos=it.dest_pos
                    )
                else:
                    last = yield Move(
                        uid=u,
                        player=c.owner,
                        zone=it.dest,
                        pos=it.dest_pos,
                        face_up=it.dest not in ("stock", "deck"),
                        clauses=why
                        + ("8.4.2",)
                        + link_clauses(it.sel)
                        # このカードの下: the marker zone of this card's slot
                        + (("3.7.1",) if it.sel.zone == "under_this" else ()),
                    )
    done = yield SetVar(
        key="paying_cost",
        value=None,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja="コストの支払いを完了",
        en="cost payment complete",
    )
    rt.paid = True
    if not isinstance(last, int) or isinstance(last, bool):
        last = done  # (a stock payment is an action, not a step): the payment's completion
    kw = rt.program.keyword
    if kw in ("加速", "フォース") or (kw == "共鳴" and any(it.what == "reveal" for it in items)):
        # 『加速』/『フォース』を使った: the cost of the ability with that keyword is paid
        # (10.12.3, 10.14.3); 『共鳴』を使った: a 共鳴 ability whose cost reveals a card, paid
        # (10.13.3.1)
        last = yield from keyword_used(
            rt,
            kw,
            {
                "加速": ("10.12.2", "10.12.3"),
                "フォース": ("10.14.2", "10.14.3"),
                "共鳴": ("10.13.2", "10.13.3", "10.13.3.1"),
            }[kw],
            after=(done, last if isinstance(last, int) else None),
        )
    return last


def _pick(rt: Rt, cands: list[str], n: int, ja: str, en: str) -> Proc:
    picks: list[str] = []
    for _ in range(n):
        left = [u for u in cands if u not in picks]
        if not left:
            break
        pick = yield Choose(
            rt.master,
            "cost",
            f"コスト: {ja}",
            f"cost: {en}",
            tuple(card_option(rt.ctx, u) for u in left),
            ("8.4.2",),
        )
        picks.append(pick)
    return picks


def op_pay_cost(rt: Rt, op: Op) -> Proc:
    why = cost_payable(rt, rt.program.cost)
    if why is not None:
        rt.done = False
        yield Reject(
            f"コストを支払えない（{why}）ため、支払わない",
            f"the cost cannot be paid ({why}): it is not paid",
            (
                "8.4.2.2",
                "8.4.2.2.1",
            ),
        )
        return
    ok = True
    if op.optional:
        ok = yield from _ask_optional(rt, op, "コストを支払う", "pay the cost")
    if not ok:
        rt.done = False
        yield Mark(
            clauses=("8.7.3.2.1",),
            touches=cost_zones(rt, rt.program.cost),
            ja=f"{rt.master} はコストを支払わない",
            en=f"{rt.master} does not pay the cost",
        )
        return
    # 8.1.1.2.2: 「[(コスト)] (テキスト)」 — the cost may be paid as the ability resolves
    last = yield from pay_cost(rt, rt.program.cost, ("8.1.1.2.2",))
    if isinstance(last, int) and not isinstance(last, bool):
        rt.why += (last,)  # そうしたら: what follows happens because the cost was paid (8.6.4)
    rt.done = True


# --------------------------------------------------------------------------- keyword abilities


def keyword_encore(rt: Rt) -> Proc:
    """10.2.2: 『アンコール [cost]』: when this character goes from the stage to the waiting
    room, you may pay the cost; if you do, put it back rested in the slot it was in."""
    ctx = rt.ctx
    uid = rt.source or ""
    c = ctx.card(uid)
    slot = rt.data.get("slot")
    if c is None or ctx.where(uid) != (rt.master, "waiting_room") or slot is None:
        yield Reject(
            "このキャラはすでに控え室にないため、アンコールの効果は解決に失敗します",
            "the character is no longer in the waiting room: the encore fails",
            ("8.7.7",),
        )
        return
    why = cost_payable(rt, rt.program.cost)
    if why is not None:
        yield Reject(
            f"アンコールのコストを支払えない（{why}）",
            f"the encore cost cannot be paid ({why})",
            ("8.4.2.2", "8.4.2.2.1", "10.2.2"),
        )
        return
    ok = yield Choose(
        rt.master,
        "encore",
        f"{c.label} のアンコール（{rt.text}）のコストを支払うか",
        f"pay the cost of {c.label}'s encore ({rt.text})?",
        (YES, NO),
        ("10.2.2", "8.7.3.2.1"),
    )
    if not ok:
        yield Mark(
            clauses=("8.7.3.2.1",),
            ja=f"{rt.master} はアンコールのコストを支払わない",
            en=f"{rt.master} does not pay the encore cost",
        )
        return
    paid = yield from pay_cost(rt, rt.program.cost)
    if ctx.where(uid) != (rt.master, "waiting_room"):
        yield Reject(
            "コストの支払い中にこのキャラが控え室から移動したため、アンコールは失敗します",
            "the character left the waiting room while the cost was paid: the encore fails",
            ("8.7.7",),
        )
        return
    yield Move(
        uid=uid,
        player=rt.master,
        zone=f"stage.{slot}",
        orientation="rest",
        face_up=True,
        clauses=("10.2.2", "10.2.4"),
        caused_by=((paid,) if isinstance(paid, int) else ()) + rt.causes(),
        ja=f"{c.label} を直前にいた枠にレスト状態で置く（アンコール）",
        en=f"{c.label} returns rested to its slot (encore)",
        tag="encore",
    )


def keyword_bond(rt: Rt) -> Proc:
    """10.4.2: 『絆／「name」 [cost]』: when placed on the stage from the hand, you may pay the
    cost; if you do, choose a card named ``name`` in your waiting room and put it into your
    hand."""
    ctx = rt.ctx
    names = tuple(p.text for p in rt.program.params if hasattr(p, "text"))
    why = cost_payable(rt, rt.program.cost)
    if why is not None:
        yield Reject(
            f"絆のコストを支払えない（{why}）",
            f"the bond cost cannot be paid ({why})",
            ("8.4.2.2", "8.4.2.2.1", "10.4.2"),
        )
        return
    ok = yield Choose(
        rt.master,
        "bond",
        f"絆（{'、'.join(names)}）のコストを支払うか",
        f"pay the bond cost ({', '.join(names)})?",
        (YES, NO),
        ("10.4.2", "8.7.3.2.1"),
    )
    if not ok:
        yield Mark(
            clauses=("8.7.3.2.1",),
            ja=f"{rt.master} は絆のコストを支払わない",
            en=f"{rt.master} does not pay the bond cost",
        )
        return
    yield from pay_cost(rt, rt.program.cost)
    cl: tuple[str, ...] = ("10.4.2",) + (("10.4.2.1",) if len(names) > 1 else ())
    cands = [c.uid for c in ctx.zone(rt.master, "waiting_room") if c.name in names]
    if not cands:
        yield Mark(
            clauses=cl + ("8.6.3.1.3",),
            ja=f"控え室に「{'」「'.join(names)}」がないため、手札に戻すカードはありません",
            en=f"no card named {', '.join(names)} in the waiting room: nothing returns",
        )
        return
    pick = yield Choose(
        rt.master,
        "choose",
        "絆: 手札に戻すカード",
        "bond: the card to return to hand",
        tuple(card_option(ctx, u) for u in cands),
        cl + ("8.6.3.1",),
    )
    yield Move(uid=pick, player=rt.master, zone="hand", clauses=cl)


def keyword_shift(rt: Rt) -> Proc:
    """10.11.2 『シフト レベル（数値）』: 「あなたのメインフェイズの始めに、このカードがあなたの
    クロック置場にあり、あなたのレベルが（数値）以上なら、あなたはこのカードとあなたの手札にある
    このカードと同じ色のカード1枚を選び、それらを入れ替えてよい。」 (10.11.3: both cards must be
    chosen properly)."""
    ctx = rt.ctx
    uid = rt.source or ""
    c = ctx.card(uid)
    need = int(rt.program.params[0])
    lv = len(ctx.zone(rt.master, "level"))
    if c is None or ctx.where(uid) != (rt.master, "clock"):
        yield Reject(
            "このカードがクロック置場にないため、入れ替えは選べません",
            "this card is not in the clock: the swap cannot be chosen",
            ("10.11.2", "10.11.3", "10.11.3.1"),
        )
        return
    if lv < need:
        yield Mark(
            clauses=("10.11.2",),
            watch=(f"{rt.master}.level",),
            touches=(f"{rt.master}.clock", f"{rt.master}.hand"),
            ja=f"{rt.master} のレベルが{lv}で{need}未満のため、シフトの効果はありません",
            en=f"{rt.master} is level {lv}, below {need}: シフト does nothing",
        )
        return
    same = [h.uid for h in ctx.zone(rt.master, "hand") if h.color and h.color == c.color]
    if not same:
        yield Mark(
            clauses=("10.11.3", "10.11.3.2"),
            watch=(f"{rt.master}.hand",),
            touches=(f"{rt.master}.clock", f"{rt.master}.hand"),
            ja=f"手札に {c.label} と同じ色のカードがないため、入れ替えは選べません",
            en=f"no card of {c.label}'s colour in the hand: the swap cannot be chosen",
        )
        return
    ok = yield Choose(
        rt.master,
        "optional",
        f"シフト: {c.label} と手札の同じ色のカードを入れ替える（任意）",
        f"シフト: swap {c.label} with a card of its colour in the hand (optional)",
        (YES, NO),
        ("10.11.2",),
    )
    if not ok:
        yield Mark(
            clauses=("10.11.2",),
            touches=(f"{rt.master}.clock", f"{rt.master}.hand"),
            ja=f"{rt.master} は入れ替えない",
            en=f"{rt.master} does not swap",
        )
        return
    pick = same[0]
    if len(same) > 1:
        pick = yield Choose(
            rt.master,
            "choose",
            f"シフト: {c.label} と入れ替える手札のカード",
            f"シフト: the card in the hand to swap with {c.label}",
            tuple(card_option(ctx, u) for u in same),
            ("10.11.2", "10.11.3"),
        )
    at = [x.uid for x in ctx.zone(rt.master, "clock")].index(uid)
    first = yield Move(
        uid=uid,
        player=rt.master,
        zone="hand",
        clauses=("10.11.1", "10.11.2", "10.11.3"),
        ja=f"シフト: {c.label} をクロック置場から手札へ",
        en=f"シフト: {c.label} goes from the clock to the hand",
    )
    second = yield Move(
        uid=pick,
        player=rt.master,
        zone="clock",
        at=at,
        face_up=True,
        clauses=("10.11.1", "10.11.2", "4.10.2"),
        caused_by=(first,),
        ja=f"シフト: {card_label(ctx, pick)} を手札からクロック置場の同じ位置へ",
        en=f"シフト: {card_label(ctx, pick)} goes from the hand into the clock in its place",
    )
    yield from keyword_used(rt, "シフト", ("10.11.4",), (uid, pick), (first, second))


def keyword_separate(rt: Rt) -> Proc:
    """10.16.2 『分離 / (カード名) [(コスト)]』: 「アタックの終わりに、このカードがアタックキャラである
    なら、あなたはコストを払ってよい。そうしたら、あなたはこのカードの下にあるマーカーのうち (カード
    名) を1枚と、あなたの枠を1つ選ぶ。その選んだカードを、このカードとこのカードのマーカーのうち
    これにより選ばれなかったカードをマーカーとした状態で、選ばれた枠に置く。」"""
    ctx = rt.ctx
    uid = rt.source or ""
    name = str(rt.program.params[0])
    slot = slot_of(ctx, uid)
    att = (ctx.state.vars.get("attack") or {}).get("attacker")
    if slot is None or att != uid:
        yield Reject(
            "このカードはアタックキャラではないため、分離の効果はありません",
            "this card is not the attacking character: 分離 does nothing",
            ("10.16.2",),
        )
        return
    yield from op_pay_cost(rt, Op("pay_cost", optional=True))
    if not rt.done:
        return
    owner = master_of(ctx, uid)
    named = [m.uid for m in ctx.zone(owner, f"markers.{slot}") if m.name == name]
    if not named or slot_of(ctx, uid) != slot:
        yield Mark(
            clauses=("10.16.4",),
            touches=(f"{owner}.markers.{slot}",),
            ja=f"このカードの下に「{name}」のマーカーがないため、分離のそれ以降の処理は行いません",
            en=f"no marker named {name} under this card: the rest of 分離 is not done",
        )
        return
    pick = named[0]
    if len(named) > 1:
        pick = yield Choose(
            rt.master,
            "choose",
            f"分離: 舞台に置く「{name}」のマーカー",
            f"分離: the marker {name} to put onto the stage",
            tuple(card_option(ctx, u) for u in named),
            ("10.16.2",),
        )
    dest = yield Choose(
        rt.master,
        "slot",
        f"分離: {card_label(ctx, pick)} を置く枠",
        f"分離: the slot for {card_label(ctx, pick)}",
        tuple(Option(sl, SLOT_JA[sl], sl, sl) for sl in SLOTS),
        ("10.16.2",),
    )
    rest = [m.uid for m in ctx.zone(owner, f"markers.{slot}") if m.uid != pick]
    step = yield Move(
        uid=pick,
        player=owner,
        zone=f"stage.{dest}",
        orientation="stand",
        face_up=True,
        clauses=("10.16.1", "10.16.2", "10.16.3", "10.16.3.1"),
        caused_by=rt.causes(),
        ja=f"分離: {card_label(ctx, pick)} を新たなキャラとして{SLOT_JA[dest]}の枠に【スタンド】して置く",
        en=f"分離: {card_label(ctx, pick)} is put standing into {dest} as a new character",
    )
    yield Move(
        uid=uid,
        player=owner,
        zone=f"markers.{dest}",
        face_up=True,
        clauses=("10.16.2",),
        caused_by=(step,),
        ja=f"分離: {card_label(ctx, uid)} は {card_label(ctx, pick)} のマーカーになる",
        en=f"分離: {card_label(ctx, uid)} becomes a marker of {card_label(ctx, pick)}",
    )
    if rest and dest != slot:
        yield MoveMany(
            uids=tuple(rest),
            player=owner,
            zone=f"markers.{dest}",
            clauses=("10.16.2",),
            caused_by=(step,),
        )


def keyword_combine(rt: Rt, timing: tuple[str, ...]) -> Proc:
    """合体 (10.15.1.1): pay the cost (your stage's (キャラ A) under this card as a face-up
    marker), look at your deck, choose up to one (キャラ B), put it into this card's slot, put
    this card's markers and this card under it as markers, shuffle the deck."""
    ctx = rt.ctx
    uid = rt.source or ""
    a_name, b_name = (str(x) for x in rt.program.params)
    slot = slot_of(ctx, uid)
    cands = [
        c.uid
        for z in zone_ids("stage")
        for c in ctx.zone(rt.master, z)
        if c.name == a_name and c.uid != uid
    ]
    if slot is None or not cands:
        yield Reject(
            f"舞台に「{a_name}」がないため、合体のコストを支払えず、この能力はプレイできません",
            f"no {a_name} on the stage: the 合体 cost cannot be paid",
            ("10.15.1.1", "8.6.2.3.2", "8.4.2.2", "8.4.2.2.1"),
        )
        return
    played = yield Mark(
        clauses=timing + ("8.1.1.1", "8.6.2.1", "10.15.1", "10.15.2"),
        ja=f"{rt.master} は合体をプレイする: {rt.text}",
        en=f"{rt.master} plays 合体: {rt.text}",
    )
    yield SetVar(
        key="paying_cost",
        value=True,
        clauses=("8.4.2", "8.4.2.1"),
        ja=f"{rt.master} がコストの支払いを開始",
        en=f"{rt.master} starts paying the cost",
    )
    pick = cands[0]
    if len(cands) > 1:
        pick = yield Choose(
            rt.master,
            "cost",
            f"コスト: このカードの下にマーカーとして置く「{a_name}」",
            f"cost: the {a_name} to put under this card as a marker",
            tuple(card_option(ctx, u) for u in cands),
            ("8.4.2",),
        )
    a_slot = slot_of(ctx, pick) or ""
    for m in list(ctx.zone(rt.master, f"markers.{a_slot}")):
        # 10.15.1.1.2.1: キャラ A's markers go to their owner's waiting room (3.7.3.2)
        yield Move(
            uid=m.uid,
            player=m.owner,
            zone="waiting_room",
            clauses=("10.15.1.1.2.1", "3.7.3.2"),
        )
    paid = yield from leave_stage(
        ctx,
        pick,
        rt.master,
        f"markers.{slot}",
        ("8.4.2", "10.15.1.1"),
        caused_by=(played,),
        ja=f"コスト: {card_label(ctx, pick)} をこのカードの下にマーカーとして表向きに置く",
        en=f"cost: {card_label(ctx, pick)} is put face up under this card as a marker",
    )
    yield SetVar(
        key="paying_cost",
        value=None,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja="コストの支払いを完了",
        en="cost payment complete",
    )
    yield Mark(
        clauses=("8.6.2.4", "8.1.1.1.2"),
        tag="ability_used",
        data={"card": uid, "player": rt.master, "kind": "activated"},
        caused_by=(paid,),
        ja="起動能力をプレイした（コストの支払いを終えた）",
        en="the activated ability has been played (its cost is paid)",
    )
    deck = ctx.zone(rt.master, "deck")
    looked = yield Mark(
        clauses=("10.15.1.1",),
        touches=(f"{rt.master}.deck",),
        ja=f"{rt.master} は自分の山札を見る",
        en=f"{rt.master} looks at their deck",
    )
    named = [c.uid for c in deck if c.name == b_name]
    b = None
    if named:
        b = yield Choose(
            rt.master,
            "choose",
            f"合体: 山札から選ぶ「{b_name}」（1枚まで）",
            f"合体: the {b_name} to choose from the deck (up to one)",
            tuple(card_option(ctx, u) for u in named) + (NO,),
            ("10.15.1.1", "8.6.3.1.1"),
        )
    placed_b = bool(b) and slot_of(ctx, uid) == slot
    if not placed_b:
        yield Mark(
            clauses=("10.15.1.1.1",),
            caused_by=(looked,),
            touches=(f"{rt.master}.deck", f"{rt.master}.markers.{slot}"),
            ja=f"「{b_name}」が舞台に置かれないため、{card_label(ctx, pick)} はマーカーのまま効果を終える",
            en=f"no {b_name} is put onto the stage: {card_label(ctx, pick)} stays a marker",
        )
    else:
        placed = yield Move(
            uid=b,
            player=rt.master,
            zone=f"stage.{slot}",
            orientation="stand",
            face_up=True,
            clauses=("10.15.1.1", "3.6.3"),
            caused_by=(looked, paid),
            data={"means": "合体"},
            ja=f"合体: {card_label(ctx, b)} をこのカードがいる{SLOT_JA[slot]}の枠に置く",
            en=f"合体: {card_label(ctx, b)} is put into this card's slot ({slot})",
        )
        yield Move(
            uid=uid,
            player=rt.master,
            zone=f"markers.{slot}",
            face_up=True,
            # 10.15.1.1.2: the markers already under this card become キャラ B's too
            clauses=("10.15.1.1", "10.15.1.1.2"),
            caused_by=(placed,),
            ja=f"合体: {card_label(ctx, uid)} とその下のマーカーすべてを {card_label(ctx, b)} の下にマーカーとして置く",
            en=f"合体: {card_label(ctx, uid)} and its markers go under {card_label(ctx, b)}",
        )
        rt.source = b
        yield from keyword_used(rt, "合体", ("10.15.2", "10.15.3"), (b,), (placed,))
        rt.source = uid
    yield Shuffle(
        player=rt.master,
        zone="deck",
        # 10.15.1.1.1: 「その場合でも、山札はシャッフルします」
        clauses=("10.15.1.1",) + (() if placed_b else ("10.15.1.1.1",)),
        ja=f"{rt.master} は山札をシャッフルする",
        en=f"{rt.master} shuffles the deck",
    )
    yield shuffled_now(ctx, rt.master)


# --------------------------------------------------------------------------- playing abilities


def _pick_ability(
    ctx: Ctx, uid: str, index: Any, kinds: tuple[str, ...]
) -> tuple[Ability | None, str]:
    abs_ = programs(ctx, uid)
    usable = [a for a in abs_ if a.kind in kinds or (a.program and a.program.kind in kinds)]
    if index is not None:
        i = int(index) - 1
        if not 0 <= i < len(abs_):
            return None, f"このカードに{index}番目の能力はありません"
        a = abs_[i]
        if a not in usable:
            return None, f"{index}番目の能力は起動能力ではありません"
        return a, ""
    if len(usable) != 1:
        return None, "起動能力が1つに決まりません（ability: で番号を指定してください）"
    return usable[0], ""


def activate(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Play an activated ability (6.5.1.2.3, 7.4.1.2.1, 8.6.2)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    uid = find_card(ctx, p["card"], player)
    if uid is None:
        yield Reject(
            f"{p['card']} が見つかりません",
            f"{p['card']} is nowhere",
            ctx.principle("impossible"),
        )
        return
    c = ctx.card(uid)
    assert c is not None
    ab, why = _pick_ability(ctx, uid, p.get("ability"), ("activated",))
    if ab is None or ab.program is None:
        reason = why or f"未対応の能力です: {ab.text if ab else ''}"
        yield Reject(f"{c.label}: {reason}", f"{c.label}: cannot play that ability", ("8.6.2.1",))
        return
    prog: Program = ab.program
    w = ctx.where(uid)
    zone = w[1] if w else ""
    if prog.keyword == "助太刀":
        yield from _backup(ctx, player, uid, ab)
        return
    if not (text_active(ctx, c, zone) or zone in prog.active_in) or (w and w[0] != player):
        yield Reject(
            f"{c.label} は {player} の舞台になく、この起動能力は有効ではありません",
            f"{c.label} is not on {player}'s stage: the ability does not work there",
            ("2.12.2.1", "6.5.1.2.3"),
        )
        return
    if prog.counter:
        if st.turn.step != "counter" or player == st.turn.player:
            yield Reject(
                "【カウンター】の能力は相手のカウンターステップにのみプレイできます",
                "a counter ability is played only in the opponent's counter step",
                ("7.4.1.2.1",),
            )
            return
        timing: tuple[str, ...] = ("7.4.1.2.1",)
    else:
        if st.turn.phase != "main" or player != st.turn.player:
            yield Reject(
                "起動能力はターンプレイヤーのメインフェイズにプレイします",
                "activated abilities are played in the turn player's main phase",
                ("6.5.1.2.3",),
            )
            return
        timing = ("6.5.1.2.3",)
    if zone in prog.active_in:
        timing += ("2.12.2.3",)  # an ability written to be used in that zone works there
    rt = Rt(ctx, player, uid, prog, ab.text, {"placed": c.placed, "index": ab.index})
    given = next((e for e in granted_effects(ctx, uid) if e.value == ab.text), None)
    if given is not None and ab.index >= len(abilities_of("ws", c) if c.text else ()):
        rt.why += (
            (
                yield Mark(
                    clauses=given.clauses,
                    ja=f"この起動能力は効果により与えられたもの（{given.source}）",
                    en=f"this activated ability was given by an effect ({given.source})",
                )
            ),
        )
    if prog.keyword == "合体":
        yield from keyword_combine(rt, timing)
        return
    yield from play_ability(rt, timing)


def turn_limit(rt: Rt, index: int, auto: bool) -> Proc:
    """10.19.3: an ability played its limit of times this turn cannot be played; 10.19.4: below
    the limit, an automatic one is played or its pending is cancelled once, as its master
    chooses. Counts the play (returns whether it is played)."""
    st = rt.ctx.state
    key = f"uses.{rt.source}.{index}"
    used = st.vars.get(key) or {}
    n = int(used.get("count", 0)) if used.get("turn") == st.turn.number else 0
    limit = rt.program.limit or 0
    if n >= limit:
        yield Reject(
            f"この能力はこのターンにすでに{n}回プレイされているため、プレイできません（ターン{limit}回）",
            f"this ability was already played {n} time(s) this turn: it cannot be played "
            f"(turn limit {limit})",
            ("10.19.3",) + (("8.7.3.2",) if auto else ()),
        )
        return False
    if auto:
        ok = yield Choose(
            rt.master,
            "turn_limit",
            f"ターン{limit}回の能力をプレイするか（しないなら待機状態を1回取り消す）: {rt.text}",
            f"play this turn-limited ability (or cancel it once)?: {rt.text}",
            (YES, NO),
            ("10.19.4",),
        )
        if not ok:
            yield Mark(
                clauses=("10.19.4",),
                ja="プレイせず、待機状態を1回取り消す",
                en="not played: the pending ability is cancelled once",
            )
            return False
    counted = yield SetVar(
        key=key,
        value={"turn": st.turn.number, "count": n + 1},
        clauses=("10.19.1", "10.19.2") + (("10.19.2.1",) if rt.program.limit_icon else ()),
        ja=f"この能力のこのターンのプレイ回数: {n + 1}/{limit}",
        en=f"times this ability was played this turn: {n + 1}/{limit}",
    )
    rt.why += (counted,)  # the ability is played within its limit: its effect follows
    return True


def play_ability(rt: Rt, timing: tuple[str, ...]) -> Proc:
    ctx = rt.ctx
    if rt.program.limit is not None:
        ok = yield from turn_limit(rt, int(rt.data.get("index", 0)), auto=False)
        if not ok:
            return
    why = cost_payable(rt, rt.program.cost)
    if why is not None:
        yield Reject(
            f"コストを支払えない（{why}）ため、この能力はプレイできません",
            f"the cost cannot be paid ({why}): the ability cannot be played",
            ("8.6.2.3.2", "8.4.2.2", "8.4.2.2.1"),
        )
        return
    played = yield Mark(
        # 4.3.4: the master of an activated ability is the player who plays it
        clauses=timing + ("8.1.1.1", "8.6.2.1", "4.3.4") + label_clauses(rt.program),
        ja=f"{rt.master} は起動能力をプレイする: {rt.text}",
        en=f"{rt.master} plays the activated ability: {rt.text}",
    )
    rt.why += (played,)  # the ability is played (where and when it may be): its effect follows
    if rt.program.cost:
        # 8.6.2.3 / 8.6.2.3.1: the cost the ability shows (its ［…］)
        yield from pay_cost(rt, rt.program.cost, ("8.6.2.3", "8.6.2.3.1"))
    yield Mark(
        clauses=("8.6.2.4", "8.1.1.1.2"),
        tag="ability_used",
        data={"card": rt.source, "player": rt.master, "kind": "activated"},
        ja="起動能力をプレイした（コストの支払いを終えた）",
        en="the activated ability has been played (its cost is paid)",
    )
    yield from run_program(rt, ("8.6.2.5", "8.6.2.5.4"))
    del ctx


def _backup(ctx: Ctx, player: str, uid: str, ab: Ability) -> Proc:
    """10.5.2: 『助太刀 X レベル Y [cost]』 from the hand, in the opponent's counter step, at
    level Y or more: choose your front-attacked character; it gets power +X this turn."""
    st = ctx.state
    c = ctx.card(uid)
    assert c is not None
    prog: Program = ab.program
    nums = [getattr(x, "value", None) for x in prog.params]
    power = next((n for n in nums if isinstance(n, int)), None)
    lvl = next(
        (x.value.value for x in prog.params if hasattr(x, "stat") and hasattr(x, "value")), 0
    )
    if ctx.where(uid) != (player, "hand"):
        yield Reject(
            "助太刀は手札にあるカードの能力です",
            "backup is played from the hand",
            ("10.5.1", "2.12.2.3"),
        )
        return
    att = st.vars.get("attack")
    if (
        st.turn.step != "counter"
        or player == st.turn.player
        or not att
        or att.get("kind") != "front"
    ):
        yield Reject(
            "助太刀は相手のフロントアタックのカウンターステップにのみプレイできます",
            "backup is played only in the counter step of an opponent's front attack",
            ("10.5.1", "10.5.2", "7.4.1.2.1"),
        )
        return
    if len(ctx.zone(player, "level")) < int(lvl or 0):
        yield Reject(
            f"{player} のレベルが{lvl}未満のため助太刀はプレイできません",
            f"{player} is below level {lvl}: backup cannot be played",
            ("10.5.2",),
        )
        return
    rt = Rt(ctx, player, uid, prog, ab.text, {"placed": c.placed})
    why = cost_payable(rt, prog.cost)
    if why is not None or power is None:
        yield Reject(
            f"コストを支払えない（{why}）ため助太刀はプレイできません",
            f"the backup cost cannot be paid ({why})",
            ("8.6.2.3.2", "8.4.2.2", "8.4.2.2.1"),
        )
        return
    yield Mark(
        clauses=("10.5.1", "7.4.1.2.1", "8.6.2.1"),
        ja=f"{player} は手札の {c.label} の助太刀をプレイする",
        en=f"{player} plays the backup of {c.label} from hand",
    )
    yield from pay_cost(rt, prog.cost)
    yield Mark(
        clauses=("10.5.3", "8.6.2.4"),
        tag="ability_used",
        data={"card": uid, "player": player, "keyword": "助太刀", "kind": "activated"},
        ja="助太刀を使った（コストの支払いを終えた）",
        en="backup has been used (its cost is paid)",
    )
    target = att.get("defender")
    if not target or ctx.card(target) is None or master_of(ctx, target) != player:
        yield Reject(
            "フロントアタックされているキャラがいないため、パワーは上がりません",
            "no front-attacked character: no power is added",
            ("10.5.2", "8.6.3.1.3"),
        )
        return
    yield AddEffect(
        target=target,
        stat="power",
        value=int(power),
        until="turn",
        source=ab.text,
        clauses=("10.5.2",),
        ja=f"助太刀: {card_label(ctx, target)} のパワー+{power}（このターン中）",
        en=f"backup: {card_label(ctx, target)} gets power +{power} this turn",
    )


def run_event(ctx: Ctx, uid: str, player: str) -> Proc:
    """8.6.2.5.2: an event card's effect is carried out while it is in the resolution zone."""
    c = ctx.card(uid)
    if c is None:
        return
    for ab in programs(ctx, uid):
        if ab.program is None or ab.program.kind != "event":
            continue
        rt = Rt(ctx, player, uid, ab.program, ab.text, {"placed": c.placed})
        yield from run_program(rt, ("8.6.2.5.2",))


def is_counter_event(ctx: Ctx, uid: str) -> bool:
    return any(a.program is not None and a.program.counter for a in programs(ctx, uid))


def play_restriction(ctx: Ctx, uid: str, player: str) -> tuple[str, tuple[str, ...]] | None:
    """「このカードは、…なら、手札からプレイできない」 whose condition holds now: (its text, what its
    condition looked at), else None."""
    c = ctx.card(uid)
    if c is None:
        return None
    for ab in programs(ctx, uid):
        p = ab.program
        if p is None or "play_restriction" not in p.notes:
            continue
        rt = Rt(ctx, player, uid, p, ab.text, {"placed": c.placed})
        if holds(rt, p.cond):
            return ab.text, cond_watch(rt, p.cond)
    return None


def card_banned(ctx: Ctx, uid: str, what: str) -> Effect | None:
    """The effect that forbids this card ``what`` (attack, side_attack, stand_phase), if any."""
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat == "ban"]
    if _may_give(ctx, "prohibit"):
        effs += [e for e in _current(ctx) if e.target == uid and e.stat == "ban"]
    return next((e for e in effs if e.value == what), None)


def great_performance(ctx: Ctx, player: str) -> Card | None:
    """10.6.2: ``player``'s character with 大活躍 in the front centre slot, not reversed (its
    replacement applies to the attacks of the other player's characters)."""
    for c in ctx.zone(player, "stage.center_front"):
        if c.orientation != "reverse" and has_keyword(ctx, c.uid, "大活躍"):
            return c
    return None


def has_keyword(ctx: Ctx, uid: str, keyword: str) -> bool:
    return any(a.program is not None and a.program.keyword == keyword for a in programs(ctx, uid))
