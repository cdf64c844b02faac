"""Vanguard card abilities at run time: what a program's words refer to on the board.

``Rt`` (the run-time context of one ability), ``matches`` / ``resolve_sel`` (the cards a selector
names: zones, circles, kinds, names, grades, states, 12.6), ``holds`` (a condition now), the
events a condition looks back on, and the clauses each selector and condition cites.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from grammar.keywords import lookup
from ruling.cardtext.ir import ANY_GAUGE, Cond, Program, Sel, Trig, Value, compares
from ruling.core import Ctx, LastKnown
from ruling.games._vg.common import (
    ACCEL,
    BACK,
    CIRCLES,
    COLUMN,
    FRONT,
    REAR,
    circle,
    circle_of,
    field_units,
    is_order,
    is_song,
    is_unit,
    label,
    open_circles,
    val,
    vkey,
    where_circle,
)
from ruling.games._vg.dominate import any_dominated
from ruling.games._vg.dress import origins, worn_by
from ruling.games._vg.equip import equipped_with
from ruling.resolution import Resolution
from ruling.rules import (
    Mark,
    SetTurn,
    SetVar,
)
from ruling.state import Card

Proc = Iterator[Any]

# clauses for each kind of printed ability
AUTO = ("11.1.1.2", "11.8.3.1", "11.8.3.1.1")
ACTIVATED = ("11.1.1.1", "11.8.3.1", "11.8.3.1.1")
CONTINUOUS = ("11.1.1.3", "11.8.1")
WHERE = ("11.4.4",)


HELD = "held_ability"  # an Effect: the player ``target`` holds the ability ``value`` (a text)


def in_group(ctx: Ctx, player: str, zone: str, group: str) -> bool:
    c = circle_of(zone)
    if group == "vanguard":
        return c == "vanguard"
    if group == "rear":
        return c is not None and c in open_circles(ctx, player)
    if group == "back":
        return c in BACK
    if group == "front_rear":  # 【前列の(R)】: a rear-guard circle of the front row
        return c is not None and c in FRONT and c != "vanguard"
    if group in ("center_back", "left_back", "right_back", "left_front", "right_front"):
        return c == group  # 【中央後列の(R)】, 【左後列の(R)】 …: that one circle
    if group == "front":
        return c in FRONT
    if group == "guardian":
        return c == "guardian"
    if group == "field":  # フィールド: any of its circles (4.8, 4.8.2)
        return c is not None
    return zone == group


def works_in(ctx: Ctx, card: Card, prog: Program, player: str, zone: str) -> bool:
    """11.4.4: an ability with 【(zone)】 works only there (11.4.4.2: either of 【A/B】); one with
    no zone works anywhere (11.4.4.1), a crest's only in the crest zone (11.4.4.1.1)."""
    if prog.zones:
        return any(in_group(ctx, player, zone, g) for g in prog.zones)
    if card.type in ("crest", "ride_deck_crest"):
        return zone == "crest_zone"
    return True


# keyword abilities run as the ability their clause says they mean (_vg/cardtext.MEANINGS,
# STEP_MEANINGS): the clauses every ruling that goes through one cites (the keyword's kind and
# its meaning), and those cited when a part of it cannot be done (``MEANING_SHORT``)
KEYWORD_MEANING_CLAUSES = {
    "restraint": ("14.6.1", "14.6.2"),
    "forerunner": ("14.8.1", "14.8.2"),
    "lord": ("14.9.1", "14.9.2"),
    "resist": ("14.15.1",),
    "rescue": ("14.19.1", "14.19.1.1"),
    "revelation": ("14.22.1", "14.22.2"),
    "blaze": ("14.23.1",),
    "afterimage": ("14.24.1",),
    "overeat": ("14.26.1", "14.26.2"),
    "rush": ("14.29.1",),
    "bloom": ("14.40.1",),
    "melody": ("14.41.1", "14.41.1.1", "14.41.2"),
    "charge": ("14.31.1",),
    "hollow": ("14.35.1",),
    "harmony": ("14.36.1",),
    "friend": ("14.46.1", "14.46.1.1", "14.46.2"),
    "dress_up": ("14.52.1", "14.52.2", "14.52.2.1"),
    # 奇術 (14.33.1): the word of abilities that call a unit from the soul and put it back into
    # the soul at the end of the turn
    "magia": ("14.33.1",),
}
# 14.22.2.1: with every rear-guard rested, the part of 天啓 that rests one is simply not done
MEANING_SHORT = {"revelation": ("14.22.2.1",)}


def meaning_clauses(prog: Program | None) -> tuple[str, ...]:
    """The clauses of the keyword ``prog`` is the meaning of, or of the ability word it carries
    (「砲弾－このユニットがヴァンガードにアタックした時、…」: 14.1.1, 14.50.1 — the keyword names
    the ability, and a ruling where it acts, or where its trigger condition is not met, rests on
    the keyword's definition); none for another ability."""
    kw = prog.keyword if prog is not None else None
    if kw in KEYWORD_MEANING_CLAUSES:
        return KEYWORD_MEANING_CLAUSES[kw]
    from ruling.games._vg.cardtext import ABILITY_WORDS

    return KEYWORD_CLAUSES.get(kw or "", ()) if kw in ABILITY_WORDS.values() else ()


def where_clauses(card: Card, prog: Program) -> tuple[str, ...]:
    if card.type == HELD:
        return ("7.14.1",)  # a player's: working for as long as the player holds it
    if prog.zones:
        out: tuple[str, ...] = ("11.4.4", "11.4.4.2") if len(prog.zones) > 1 else ("11.4.4",)
    elif card.type in ("crest", "ride_deck_crest"):
        out = ("11.4.4.1.1",)
    else:
        out = ("11.4.4.1",)
        if prog.kind == "continuous":
            # 「【永】：(効果)」 with no 【(領域)】: the notation of one working in every zone
            # (11.1.1.3.1)
            out += ("11.1.1.3.1",)
    return out + meaning_clauses(prog)


def has_icon(ctx: Ctx, c: Card, icon: str) -> bool:
    from ruling.games._vg.continuous import programs

    if icon.startswith("trigger:"):
        from ruling.games._vg.triggers import icons_of

        return icon[len("trigger:") :] in icons_of(c)  # 【治】: its trigger icon (2.13.1)
    if icon in c.extra.get("skills", ()):
        return True
    return any(ab.program is not None and icon in ab.program.icons for ab in programs(ctx, c.uid))


_KEYWORD_LABELS = {
    "regalis_piece": "レガリスピース",
    "sentinel": "守護者",
    "glitter": "煌求者",
    "happy_toys": "ハッピー・トイズ",
    "pickup_gacha": "ピックアップガチャ",
    "divine_skill": "ディヴァインスキル",  # 【ディヴァインスキル】－【自】… (12.3.3)
    "ritual": "儀式",  # 【起】【(V)】儀式５：… (14.20.2.1)
}


def _has_keyword(ctx: Ctx, c: Card, kw: str) -> bool:
    """The card has this keyword: given by the scenario (``skills``), a keyword line of its text
    (守護者), or printed as the label / prefix of one of its abilities (【レガリスピース】)."""
    from ruling.games._vg.continuous import programs

    if kw in c.extra.get("skills", ()):
        return True
    for ab in programs(ctx, c.uid):
        if ab.program is not None and ab.program.keyword == kw:
            return True
        node = ab.ast
        if getattr(getattr(node, "keyword", None), "id", None) == kw:
            return True  # 【永】【(R)】暗躍：… — the keyword the grammar typed on the ability
        name = _KEYWORD_LABELS.get(kw, "")
        if node is not None and name:
            if (getattr(node, "prefix", None) or "").startswith(f"【{name}】"):
                return True
            if any(lb.name == name for lb in getattr(node, "labels", ())):
                return True
            if getattr(getattr(node, "keyword", None), "name", None) == name:
                return True
    return False


def treats(ctx: Ctx, c: Card) -> list[tuple[str, bool]]:
    """(name, also) of the card's own 「このカードは「X」として扱う」 / 「としても扱う」 (continuous
    abilities of the card, 11.11.1.6) working where it is now (11.4.4: with no zone, in every
    zone, 11.4.4.1; 【山札】: only in the deck)."""
    from ruling.games._vg.continuous import programs

    if "として" not in (c.text or "") and "ドレスアップ" not in (c.text or ""):
        return []  # neither printed nor by 【ドレスアップ】 (14.52.2: 「…としても扱う」)
    w = ctx.where(c.uid)
    out = []
    for ab in programs(ctx, c.uid):
        p = ab.program
        if p is None or p.kind != "continuous" or p.cond is not None:
            continue
        if p.zones and (w is None or not works_in(ctx, c, p, w[0], w[1])):
            continue
        for op in p.steps:
            if op.verb == "treat" and op.name:
                out.append((op.name, ("also", True) in op.detail))
    return out


def treated_name(ctx: Ctx, c: Card) -> str | None:
    """このカードは「X」として扱う: the name the card is treated as now, else None."""
    return next((n for n, also in treats(ctx, c) if not also), None)


TREATED = CONTINUOUS + ("11.4.4.1", "11.11.1.6")


def row_clauses(ctx: Ctx, s: Sel, uids: Iterable[str]) -> tuple[str, ...]:
    """A description naming a row (「前列の」 / 「後列の」): the circles and their rows (4.9.1,
    4.9.1.3); a unit on an accel circle counted in the front row, by 16.3.1.5.1.1 (「そのサークル
    は前列であるものとみなされます」)."""
    rows = {"front", "back", "front_rear"} & set(s.zones)
    if not rows:
        return ()
    out: tuple[str, ...] = ("4.9.1", "4.9.1.3")
    if rows - {"back"} and any(
        (w := ctx.where(u)) is not None and circle_of(w[1]) in ACCEL for u in uids
    ):
        out += ("16.3.1.5.1", "16.3.1.5.1.1")
    return out


def column_clauses(ctx: Ctx, uids: Iterable[str]) -> tuple[str, ...]:
    """A description naming a column (「同じ縦列の」) read on units on circles an accel gift
    added: such a circle is beside the front row (16.3.1.5.1.2), and where both fighters added
    circles one's 1st and the other's 2nd share a column (16.3.1.5.1.2.1, ``MIRROR``)."""
    on = [w for u in uids if (w := ctx.where(u)) is not None and circle_of(w[1]) in ACCEL]
    if not on:
        return ()
    out: tuple[str, ...] = ("4.9.1.2", "16.3.1.5.1.2")
    if all(set(open_circles(ctx, pl)) & set(ACCEL) for pl in ctx.state.order()):
        out += ("16.3.1.5.1.2.1",)
    return out


def marked_clauses(ctx: Ctx, name: str, uids: Iterable[str]) -> tuple[str, ...]:
    """「「X」マーカーが置かれているサークルにいる」 read on the cards ``uids``: the marker's place
    (a circle, 15.8.2.1, or a unit it stays on, 15.8.2.2, 15.8.4.3) read as that circle
    (15.8.2.3, 15.8.2.3.1)."""
    from ruling.games._vg.markers import on_circle

    out: tuple[str, ...] = ("15.1.2.1.1", "15.8.2.3")
    for u in uids:
        w = where_circle(ctx, u)
        out += (on_circle(ctx, w[0], w[1], name) or ()) if w else ()
    return tuple(dict.fromkeys(out))


def description_clauses(ctx: Ctx, s: Sel, uids: Iterable[str]) -> tuple[str, ...]:
    """What reading a description rests on, notation by notation, for the cards ``uids`` it
    was read on: a row (``row_clauses``); a part of a name in 「」 (「「X」を含む」, 2.1.1.2); a
    clan or nation in 《》 (2.2.3, and an effect or rule that changed what a card belongs to,
    ``clan_clauses``); a race in 〈〉 (2.3.3; a card of several races, any of them, 2.3.4);
    ‘ユニット’ with no zone (the cards of that main type on the field, 2.9.3.1.1 — the soul,
    when it holds cards, is not the field, 4.10.1)."""
    uids = tuple(uids)
    cards = [c for c in (ctx.card(u) for u in uids) if c is not None]
    out = row_clauses(ctx, s, uids)
    sels = (s, *s.alts)
    if any(x.contains or x.contains_any or x.not_contains for x in sels):
        out += ("2.1.1.2",)
    if any(x.traits for x in sels):
        out += ("2.2.3",) + clan_clauses(ctx, cards)
    if any(x.races for x in sels):
        out += ("2.3.3",) + (("2.3.4",) if any(len(_races(c)) > 1 for c in cards) else ())
    if s.column is not None:
        out += column_clauses(ctx, uids)
    if s.marked is not None:
        out += marked_clauses(ctx, s.marked, uids)
    if s.ref is None and not s.zones and "unit" in s.kinds:
        out += ("2.9.3.1.1",)
        if any(ctx.zone(pl, "soul") for pl in ctx.state.order()):
            out += ("4.10.1",)
    return tuple(dict.fromkeys(out))


def also_named_clauses(ctx: Ctx, uids: Iterable[str], names: Iterable[str]) -> tuple[str, ...]:
    """Where a card answered to one of ``names`` by a name its text gives it besides its own
    (「「X」としても扱う」, ドレスアップ 14.52.2): the names held side by side (12.6.2.1), the
    continuous ability giving it (and the keyword's clauses it means, 14.52.2 / 14.52.2.1)."""
    from ruling.games._vg.continuous import programs

    wanted = set(names)
    out: tuple[str, ...] = ()
    for u in uids:
        c = ctx.card(u)
        if c is None or not wanted or c.name in wanted:
            continue
        for ab in programs(ctx, u):
            p = ab.program
            if p is None or p.kind != "continuous":
                continue
            if any(
                op.verb == "treat" and op.name in wanted and ("also", True) in op.detail
                for op in p.steps
            ):
                out += CONTINUOUS + ("12.6.2.1",) + meaning_clauses(p)
    return tuple(dict.fromkeys(out))


# 「…は《X》にも属する」 / 「…のみに属する」: a continuous effect changing what a card belongs to
BELONGED = CONTINUOUS + ("2.2.3", "2.2.3.1")


def names_of(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The card names ``c`` has now (12.6.2): its own (or the one its text treats it as,
    11.11.1.6), and, for a G unit that is a vanguard, the name of the hearts card chosen for it
    (6.5.1.3: 「その指定したカードのカード名を追加で持ち」) — held side by side, not joined
    (12.6.2.1)."""
    if c.states.get("locked"):
        return ()  # 7.30.1.2: a locked card has none of the information printed on it
    base = treated_name(ctx, c) or c.name
    out = [base] if base else []
    # 「このカードは「X」としても扱う」: X besides (12.6.2.1: names held side by side)
    out += [n for n, also in treats(ctx, c) if also and n not in out]
    # 「…のカード名を得る」: a name gained by an effect, held beside the others (7.14.5)
    for e in ctx.state.effects:
        if e.target == c.uid and e.stat == "gained_name" and e.value not in out:
            out.append(str(e.value))
    w = where_circle(ctx, c.uid)
    if w is not None and w[1] == "vanguard" and c.type == "g" and not c.states.get("hearts"):
        from ruling.games._vg.values import hearts_of

        for h in hearts_of(ctx, w[0]):
            if h.states.get("hearts") == "named" and h.name and h.name not in out:
                out.append(h.name)
    return tuple(out)


def same_name(ctx: Ctx, a: Card, b: Card) -> bool:
    """12.6.1 / 12.6.2.2: two cards are of the same name when they share one card name."""
    return bool(set(names_of(ctx, a)) & set(names_of(ctx, b)))


# card kinds named by one card type (2.9.3.2: the order's subtypes)
KIND_TYPES = {"set_order": "set_order", "normal_order": "order", "trigger_unit": "trigger"}
KIND_TYPES.update({"g_unit": "g", "token": "token", "blitz_order": "blitz"})
CIRCLE_GROUPS = ("vanguard", "rear", "guardian", "back", "front", "front_rear", "center_back")


def units_values(ctx: Ctx, stats: set[str | None]) -> dict[tuple[str, str], int | None]:
    """Every unit's values ``stats`` now, by (uid, stat): kept when an effect begins to resolve,
    for 「そのユニットのパワーが０以下になったなら」 (``held_before``)."""
    out: dict[tuple[str, str], int | None] = {}
    for pid in ctx.state.players:
        for _c, u in field_units(ctx, pid):
            for stat in stats:
                if stat:
                    out[(u.uid, stat)] = stat_of(ctx, u, stat)
    return out


def held_before(rt: Rt, cond: Cond) -> bool:
    """Whether the stat condition ``cond`` on a card the effect names (「そのユニットのパワーが
    ０以下」) held when the effect began: on the values kept then (``units_values``); a card that
    was no unit then (called by the effect: a new card, 4.1.8) did not hold it."""
    kept = rt.data["became_stats"]
    cards = resolve_sel(rt, cond.sel) if cond.sel is not None else []
    if not cards or cond.n is None:
        return False
    for u in cards:
        x = kept.get((u, cond.stat or ""))
        if x is None or not compares(x, cond.cmp, cond.n):
            return False
    return True


def stat_of(ctx: Ctx, c: Card, stat: str) -> int | None:
    """A unit's value now, with every change in force (11.11.1; a grade too: 「グレード＋１」)."""
    from ruling.games._vg import values

    if stat == "grade":
        return values.grade_now(ctx, c.uid)
    if stat.startswith("original_"):
        # 「元々のパワー」: the original value (5.1.3, 11.11.1.2)
        return values.original(ctx, c.uid, stat.removeprefix("original_"))

    getter = getattr(values, stat, None)
    if getter is None:
        return None
    v = getter(ctx, c.uid)
    return v[0] if isinstance(v, tuple) else v


def kinds_count(ctx: Ctx, uids: list[str], stat: str) -> int:
    """How many different values of ``stat`` the cards have between them, not how many cards
    (18.3.1.1): card names (``name``, 18.3.1), a value named (18.3.1.2), or their trigger icons
    (``trigger_icon``: each icon a card has, 2.8.1; a card of no icon adds no kind, 11.10.2.1.1).
    A value the scenario left out is no kind."""
    from ruling.games._vg.triggers import icons_of

    seen: set[Any] = set()
    for c in (ctx.card(u) for u in uids):
        if c is None:
            continue
        if stat == "trigger_icon":
            seen.update(icons_of(c))
            continue
        val_ = c.name if stat == "name" else stat_of(ctx, c, stat)
        if val_ is not None:
            seen.add(val_)
    return len(seen)


def kinds_clauses(stat: str) -> tuple[str, ...]:
    """The clauses a count of kinds of ``stat`` rests on: 18.3.1 (card names unless a value is
    named, 18.3.1.1 not the count of cards) / 18.3.1.2 (the value named); trigger icons: no icon
    is no kind (11.10.2.1.1)."""
    if stat == "name":
        return ("18.3.1", "18.3.1.1")
    return ("18.3.1", "18.3.1.2") + (("11.10.2.1", "11.10.2.1.1") if stat == "trigger_icon" else ())


def value_now(rt: Rt, val: Value) -> int | None:
    """A value term (``ir.Value``) now: the value of the one card it names (11.11.1: with every
    change in force; ``original_<stat>``: its original value, 5.1.3), times ``times``, divided by
    ``div`` with the remainder dropped, plus ``plus``. None when no single card is there or the
    scenario left the value out."""
    lk = gone_from(rt) if val.of.ref == "this" else None
    kept = lk.info.get(val.stat) if lk is not None else None
    if isinstance(kept, int):
        # this card read after it left its zone: as it last was there (11.13.1)
        return kept * val.times // val.div + val.plus
    us = resolve_sel(rt, val.of)
    c = rt.ctx.card(us[0]) if len(us) == 1 else None
    x = stat_of(rt.ctx, c, val.stat) if c is not None else None
    if x is None:
        return None
    return x * val.times // val.div + val.plus


# The Japanese name of every value a card has that text compares or changes (grade, power,
# critical, drive, shield: 4.2-4.6).
STAT_JA = {
    "grade": "グレード",
    "power": "パワー",
    "critical": "クリティカル",
    "drive": "ドライブ",
    "shield": "シールド",
}
_CMP = {"ge": "≥", "le": "≤", "eq": "=", "lt": "<", "gt": ">", "mod2": " mod 2 ="}


def _not_given(ctx: Ctx, c: Card, stat: str, got: int | None) -> bool:
    """Whether the value a selector compares is one the scenario left out (a grade not given;
    a power or shield not given and set by nothing) — not one it knows does not match. A locked
    card has no grade at all (7.30.1.2): that is known."""
    if c.states.get("locked"):
        return False
    if stat == "grade":
        from ruling.games._vg.common import non_number

        # a protect's grade 'protect' is no number (15.3.2, 15.3.2.1): known not to match
        return got is None and not non_number(c, stat)
    if stat in ("power", "shield"):
        from ruling.values import known_number

        return known_number(ctx, c.uid, stat, got or 0) is None
    if stat in ("original_power", "original_shield"):
        # the printed value not given (and nothing sets the original): not known
        return c.power is None if stat == "original_power" else c.extra.get("shield") is None
    return False


def _assume_unmatched(
    ctx: Ctx, c: Card, stat: str, cmp: str, value: Any, now: int | None = None
) -> bool:
    """A card text's condition names units by a value (「グレード3以上の」, 「パワー10000以上の」)
    the scenario does not give for this card: it is taken not to be one of them, and the ruling
    says so through the shared door (``values.assume_unmatched``) — never a silent miss; under
    a branch of a condition on that value (``values.branch_condition``) it is what the branch
    took it to be (the result)."""
    from ruling.values import assume_unmatched

    ja = STAT_JA.get(stat, stat)
    c_ = _CMP.get(cmp, cmp)
    # the printed value's threshold: the number less what the effects in force add (``now``)
    k = (value - (now or 0)) if isinstance(value, int) else None
    return assume_unmatched(
        ctx,
        c,
        [(stat, f"{ja}{c_}{value}", f"{stat} {c_} {value}")],
        compared=(cmp, k) if k is not None else None,
    )


# zones where a face-down card has no information (4.11.3 the damage zone, 4.12.4 the bind zone,
# 4.17.3.1 the order zone): a description that reads a card's information never matches it
NO_INFORMATION_FACE_DOWN = {"damage": ("4.11.3",), "bind": ("4.12.4",), "order_zone": ("4.17.3.1",)}


# kinds that say where or in what state a card is, not what it is
NOT_INFORMATION_KINDS = ("card", "locked_card", "hearts", "vanguard", "rearguard", "guardian")


def non_number_out(rt: Rt, s: Sel) -> tuple[str, ...]:
    """The clauses by which a card of the zones the description ``s`` reads is not one it names
    because the value it compares by number is no number on that card (a protect's grade,
    15.3.2, 15.3.2.1): what a choice among the cards it names rests on when such a card is left
    out of it."""
    from ruling.games._vg.common import non_number

    out: tuple[str, ...] = ()
    if s.ref is not None:
        return out
    for stat, _cmp, _value in s.stats:
        for pl in _owners(rt.ctx, s.owner, rt.master, _doer(rt)):
            for z in s.zones:
                for c in rt.ctx.zone(pl, z):
                    out += non_number(c, stat)
    return tuple(dict.fromkeys(out))


def no_information(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The clauses by which the card ``c`` has no information where it is (a face-down card of
    the damage, bind or order zone), else ()."""
    w = ctx.where(c.uid)
    if w is None or c.face_up is not False:
        return ()
    return NO_INFORMATION_FACE_DOWN.get(w[1], ())


def reads_information(s: Sel) -> bool:
    """Whether the description ``s`` reads a card's information (names, values, icons, abilities,
    clans, races, kinds) rather than only where it is and its states."""
    return bool(
        s.names
        or s.contains
        or s.contains_any
        or s.not_contains
        or s.other_name
        or s.same_name
        or s.clan_with is not None
        or s.stats
        or s.icons
        or s.has
        or s.lacks
        or s.groups
        or s.traits
        or s.races
        or any(k not in NOT_INFORMATION_KINDS for k in s.kinds)
    )


def matches(ctx: Ctx, c: Card, s: Sel, source: str | None, rt: Rt | None = None) -> bool:
    """Does unit / card ``c`` fit the description ``s``? A card that fails only on values the
    scenario did not give (a grade, a name, a clan, a race, a category) is taken not to fit,
    and the ruling says so (``values.assume_unmatched``)."""
    from ruling.values import assume_matched, assume_unmatched, unknown_in_filter

    unknown: list[tuple[str, str, str]] = []
    # values not given that a negated description (「「X」を含まない」) passed: taken not to be X
    other: list[tuple[str, str, str]] = []

    def unknown_read(
        name: str, ja: str, en: str, into: list[tuple[str, str, str]] = unknown
    ) -> bool:
        if c.states.get("locked") or not unknown_in_filter(ctx, c, name):
            return False  # a locked card has none of its information (7.30.1.2): known
        into.append((name, ja, en))
        return True

    if s.alts and not any(matches(ctx, c, a, source, rt) for a in s.alts):
        return False
    if reads_information(s) and no_information(ctx, c):
        return False  # 4.11.3 / 4.12.4 / 4.17.3.1: it has no information to meet it
    if s.other and c.uid == source:
        return False
    if s.column is not None and rt is not None:
        # 「(このユニットと)同じ縦列にいる」 said of one card: it stands in that column, as seen
        # from its own master's side (4.9.1.1, 4.9.1.2), as ``_place`` keeps the units there
        w = ctx.where(c.uid)
        if w is None or _column_at(ctx, c.uid, w[0]) not in columns_of(rt, s, w[0]):
            return False
    if s.marked is not None:
        # 「「X」マーカーが置かれているサークルにいる」: a marker of that name on its circle, put
        # there or on the unit now there (15.8.2.3, 15.8.2.3.1)
        from ruling.games._vg.markers import on_circle

        w = where_circle(ctx, c.uid)
        if w is None or on_circle(ctx, w[0], w[1], s.marked) is None:
            return False
    if any(_left_out(ctx, c, x, source, rt) for x in s.but):
        return False
    if s.other_name or s.same_name:
        src = ctx.card(source or "")
        if src is not None and same_name(ctx, c, src) != s.same_name:
            return False
        if src is not None and s.same_name and c.uid == src.uid:
            # 12.6.1: 同名 compares 「複数のカード」 — a card is not of the same name as itself
            # (「あなたのリアガードにこのユニットと同名のユニットがいる」 counts the others)
            return False
    if s.clan_with is not None:
        src = ctx.card(source or "")
        if src is None or src.uid == c.uid:
            return False  # compared with another card (「自身と同じクランの」 is another unit)
        if _clans_unknown(ctx, c) or _clans_unknown(ctx, src):
            # a clan not given: taken not to fit, and the ruling says so
            if not unknown_read("traits", "クラン", "clan"):
                return False
        else:
            shared = bool(every_clan(ctx, c) or every_clan(ctx, src)) or bool(
                _clans(ctx, c) & _clans(ctx, src)
            )
            if shared != (s.clan_with == "same"):
                return False
    if s.names or s.contains:
        names = names_of(ctx, c) or ("",)
        if s.names and not any(n in s.names for n in names):
            want = "か".join(f"「{n}」" for n in s.names)
            if not unknown_read("name", want, want):
                return False
        # 「X」を含む: one of its names contains X (12.6.2.1: the names are not joined)
        if s.contains and not any(all(x in n for x in s.contains) for n in names):
            want = "".join(f"「{x}」" for x in s.contains) + "を含む"
            if not unknown_read("name", want, want):
                return False
    if s.contains_any:
        names = names_of(ctx, c) or ("",)
        if not any(x in n for x in s.contains_any for n in names):
            want = "か".join(f"「{x}」" for x in s.contains_any) + "を含む"
            if not unknown_read("name", want, want):
                return False
    if s.not_contains:
        names = names_of(ctx, c) or ("",)
        if any(x in n for x in s.not_contains for n in names):
            return False
        want = "".join(f"「{x}」" for x in s.not_contains) + "を含まない"
        unknown_read("name", want, want, other)
    for stat, cmp, value in s.stats:
        if value is None:
            ref = _stat_ref(ctx, s, stat, rt)
            if ref is None:
                return False
            value = ref
        got = stat_of(ctx, c, stat)
        if got is None or not compares(got, cmp, value):
            if _not_given(ctx, c, stat, got):
                ja = STAT_JA.get(stat, stat)
                unknown.append(
                    (
                        stat,
                        f"{ja}{_CMP.get(cmp, cmp)}{value}",
                        f"{stat} {_CMP.get(cmp, cmp)} {value}",
                    )
                )
                continue
            return False
    for i in s.icons:
        if not has_icon(ctx, c, i):
            # a trigger icon (2.13.1) not given: unknown; a skill or ability icon is known
            trig = i.startswith("trigger:")
            want = f"【{i.removeprefix('trigger:')}】"
            if not (trig and unknown_read("triggers", want, want)):
                return False
    if s.has and not all(_has_skill_or_keyword(ctx, c, k) for k in s.has):
        # a keyword of the text (【レガリスピース】, 守護者) on a card whose text is not given
        miss = [k for k in s.has if not _has_skill_or_keyword(ctx, c, k)]
        want = "".join(f"【{_KEYWORD_LABELS.get(k, k)}】" for k in miss) + "を持つ"
        if not (all(k in _KEYWORD_LABELS for k in miss) and unknown_read("text", want, want)):
            return False
    if s.lacks and any(_has_keyword(ctx, c, k) for k in s.lacks):
        return False
    if s.lacks and all(k in _KEYWORD_LABELS for k in s.lacks):
        want = "".join(f"【{_KEYWORD_LABELS.get(k, k)}】" for k in s.lacks) + "を持たない"
        unknown_read("text", want, want, other)
    if s.groups and not all(g in _groups(ctx, c) for g in s.groups):
        # a category printed before カード (2.9.4: 「作戦」, 「極大魔法オーダー」) not given
        want = "・".join(s.groups)
        if not unknown_read("groups", want, want):
            return False
    if s.traits:
        # 《X》: a clan or nation the card belongs to (2.3.2, 2.3.3), or a trait the scenario gives
        mine = _clans(ctx, c)
        if not every_clan(ctx, c) and not all(t in mine for t in s.traits):
            want = "".join(f"《{t}》" for t in s.traits)
            if not (_clans_unknown(ctx, c) and unknown_read("traits", want, want)):
                return False
        if "traits_only" in s.states and (every_clan(ctx, c) or not mine <= set(s.traits)):
            return False
    if s.races and not set(s.races) <= _races(c):
        # 〈X〉: a race of the card (2.3.3; several, 2.3.4)
        want = "".join(f"〈{r}〉" for r in s.races)
        if not unknown_read("race", want, want):
            return False
    if s.kinds and not any(_is_kind(ctx, c, k) for k in s.kinds):
        # a kind that is a card type (「トリガーユニット」, 2.9.6) read on a card whose type the
        # scenario did not give: not known to fail — taken not to be one, and said (a trigger icon,
        # 2.8.1, tells no type)
        typed = [KIND_TYPES[k] for k in s.kinds if k in KIND_TYPES]
        names = "/".join(ctx.game.card_types.get(t, (t, t, t))[-1] for t in typed)
        if not typed or c.type is not None or not unknown_read("type", names, "/".join(typed)):
            return False
    for st in s.states:
        if st == "equipping":
            # 「装備している」 (17.8.6): the unit associated with the equip order whose text it is
            from ruling.games._vg.equip import equipping

            if not equipping(ctx, c, source):
                return False
        elif st == "equipped_to_this":
            # 「このユニットが装備しているカード」: an order associated with this unit (17.8.6)
            from ruling.games._vg.equip import STATE

            if source is None or c.states.get(STATE) != source:
                return False
        elif st == "equipped":
            # 「…が装備しているカード」: an order associated with a unit (17.8.6)
            from ruling.games._vg.equip import STATE

            if not c.states.get(STATE):
                return False
        elif st == "equipping_any":
            # 「装備オーダーを装備している」: associated with any equip order (17.8.6)
            from ruling.games._vg.equip import equipping

            if not equipping(ctx, c, None):
                return False
        elif not _in_state(ctx, c, st):
            return False
    if s.partner is not None and not _battle_partner(ctx, c, s, source, rt):
        return False
    if s.did or s.did_not:
        pl = rt.master if rt is not None else (ctx.where(c.uid) or (None,))[0]
        if pl is None:
            return False
        if not all(did_this_turn(ctx, c, t, pl) for t in s.did):
            return False
        if any(did_this_turn(ctx, c, t, pl) for t in s.did_not):
            return False
    if unknown:
        # False, or what a branch on the value took it to be (``values.branch_condition``)
        return assume_unmatched(
            ctx, c, unknown, ("2.9.4",) if any(u[0] == "groups" for u in unknown) else ()
        )
    assume_matched(ctx, c, other)
    return True


def _clans_unknown(ctx: Ctx, c: Card) -> bool:
    """A card's clan / nation (2.3.2, 2.3.3) is not given when the scenario gives neither a
    ``clan`` nor a ``nation`` nor its ``traits``."""
    from ruling.values import value_given

    return not any(value_given(c, k) for k in ("clan", "nation")) and not (
        value_given(c, "traits") and c.traits
    )


def _left_out(ctx: Ctx, c: Card, x: Sel, source: str | None, rt: Rt | None) -> bool:
    """「X以外の」: ``c`` is one X names (a reference, or cards of a place or player: those
    there now) or, for X a description alone (「トリガーユニット以外」), one X describes."""
    if x.ref == "this":
        return c.uid == source
    placed = x.ref is not None or x.owner is not None or x.zones or x.column or x.on or x.gauge
    if not placed:
        return matches(ctx, c, x, source, rt)
    if rt is None:
        # no ability resolving (a trigger's description): only its own card can be named
        return (
            False
            if x.ref is not None
            else matches(ctx, c, replace(x, owner=None, zones=()), source)
        )
    return c.uid in resolve_sel(rt, x)


def did_this_turn(ctx: Ctx, c: Card, trig: Trig, pl: str) -> bool:
    """「このターンに登場した / アタックしている…」: an event of the shape ``trig`` happened this
    turn to ``c`` (its subject), in the card's present stay (4.1.8), read as the trigger
    condition would have read it then. A turn begun before the scenario's first step is read as
    having had no such event before it (an assumption, as for ``happened``)."""
    from ruling.games._vg.autos import _fires

    start = turn_began(ctx)
    for step, seq, ev in ctx.events(start or 0):
        if seq < c.placed:
            continue
        moved = {m[0]: m for m in ctx.moves(step)}
        got = _fires(ctx, ev, replace(trig, subject=None), c, pl, moved)
        if got is not None and "blocked" not in got:
            return True
    if start is None:
        ctx.assume(
            "このターンの、場面より前の出来事は書かれていないため、起きていないものとして読む",
            "what happened earlier this turn, before the scenario, is not given: read as nothing",
            key="earlier_this_turn_none",
        )
    return False


def _stat_ref(ctx: Ctx, s: Sel, stat: str, rt: Rt | None) -> int | None:
    """The value a filter compares with when it names another card's (あなたのヴァンガードの
    グレード以下): that card's value now, plus ``stat_offset`` (「置いたカードより1グレード低い」:
    that value less one)."""
    if s.stat_ref is None or rt is None:
        return None
    cards = resolve_sel(rt, s.stat_ref)
    c = ctx.card(cards[0]) if cards else None
    got = stat_of(ctx, c, stat) if c is not None else None
    return None if got is None else got + s.stat_offset


def _is_kind(ctx: Ctx, c: Card, k: str) -> bool:
    if k in ("card",):
        return True
    if k in ("unit_card", "unit"):
        return is_unit(c)
    if k == "normal_unit":
        return c.type in ("normal", None)
    if k == "order":
        return is_order(c)
    if k == "locked_card":
        return bool(c.states.get("locked"))
    if k == "hearts":
        # ハーツ: the main type of a card in the hearts state (2.9.3.3, 6.5.2.2.1, 6.5.2.2.2)
        return bool(c.states.get("hearts"))
    if k == "crest":
        return c.type in ("crest", "ride_deck_crest")
    if k == "prison":
        # 「監獄」: a set order of subtype 監獄, not itself imprisoned (17.5.1.1)
        from ruling.games._vg.specific import is_prison

        return is_prison(c)
    if k == "g_guardian":
        # 「Ｇガーディアン」: a G unit with the G guardian skill (14.16.1; on (G) by 10.5.1.2.3)
        from ruling.games._vg.continuous import g_guardian_skill

        return c.type == KIND_TYPES["g_unit"] and g_guardian_skill(ctx, c.uid) is not None
    if k in KIND_TYPES:
        return c.type == KIND_TYPES[k]
    if k in ("legion_leader", "legion_mate"):
        # 「レギオンリーダー」 / 「レギオンメイト」: the vanguard in legion state in that role
        # (6.4.3, 6.4.3.1; 6.4.3.2: both are vanguards)
        from ruling.games._vg.legion import in_legion

        w = where_circle(ctx, c.uid)
        return (
            w is not None
            and w[1] == "vanguard"
            and in_legion(ctx, c)
            and c.states.get("legion_role") == k.removeprefix("legion_")
        )
    if k in ("vanguard", "rearguard", "guardian"):
        w = where_circle(ctx, c.uid)
        if w is None or not is_unit(c):
            return False
        if k == "vanguard":
            return w[1] == "vanguard"
        if k == "guardian":
            return w[1] == "guardian"
        return w[1] not in ("vanguard", "guardian")
    return False


def _races(c: Card) -> set[str]:
    """The card's races (2.3.1): the scenario's ``race`` (a list, or names joined by ‘/’ as
    printed, 2.3.4)."""
    v = c.extra.get("race") or c.extra.get("races") or ()
    names = v.split("/") if isinstance(v, str) else list(v)
    return {str(n).strip() for n in names if str(n).strip()}


def _printed_clans(c: Card) -> set[str]:
    out = set(c.traits)
    for k in ("clan", "nation"):
        v = c.extra.get(k)
        if v:
            out.add(str(v))
    return out


def belong_effects(ctx: Ctx, c: Card) -> list[tuple[tuple[str, ...], bool]]:
    """(clans, only) of each continuous ability working now that makes ``c`` belong to clans or
    nations 「…は《X》にも属する」 (added, 2.2.3.1) / 「…は《X》のみに属する」 (those alone)."""
    from ruling.games._vg.continuous import _continuous, _step_holds

    st = ctx.state
    said = any(
        "属" in (x.text or "")
        for pl in st.order()
        for cards in st.players[pl].zones.values()
        for x in cards
    ) or any("属" in str(e.value) for e in st.effects if isinstance(e.value, str))
    if not said:
        return []  # no text says it (the common case: no continuous ability worked out)
    out = []
    for _c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "belong" or op.target is None or not _step_holds(rt, op.cond):
                continue
            if c.uid in resolve_sel(rt, op.target):
                d = dict(op.detail)
                out.append((tuple(d["traits"]), bool(d["only"])))
    return out


def _clans(ctx: Ctx, c: Card) -> set[str]:
    """The clans and nations (and traits the scenario gives) ``c`` belongs to now (2.2.1,
    2.14.1): its own, changed by the continuous effects that say so (2.2.3.1)."""
    out = _printed_clans(c)
    for clans, only in belong_effects(ctx, c):
        out = set(clans) if only else out | set(clans)
    return out


CLAY_ELEMENTAL = "クレイエレメンタル"


def every_clan(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The clause by which ``c`` belongs to every clan and nation now, or (): a card whose clan
    is 《クレイエレメンタル》 (2.2.4; also when an effect added it, 2.2.3.1), an order card printed
    with neither a clan nor a nation (2.2.5: the scenario gives its ``traits`` as ``[]`` and no
    ``clan`` / ``nation``) unless an effect made it belong to some alone (「…のみに属する」)."""
    if CLAY_ELEMENTAL in _clans(ctx, c):
        return ("2.2.4",)
    from ruling.values import value_given

    if (
        is_order(c)
        and value_given(c, "traits")
        and not _printed_clans(c)
        and not any(only for _, only in belong_effects(ctx, c))
    ):
        return ("2.2.5",)
    return ()


def clan_clauses(ctx: Ctx, cards: Iterable[Card | None]) -> tuple[str, ...]:
    """What a reading of the clans of ``cards`` rests on beyond 2.2.3: an effect that changed
    what one belongs to (2.2.3.1, a continuous effect), one that belongs to every clan (2.2.4 /
    2.2.5)."""
    out: tuple[str, ...] = ()
    for card in cards:
        if card is None:
            continue
        if belong_effects(ctx, card):
            out += BELONGED
        out += every_clan(ctx, card)
    return tuple(dict.fromkeys(out))


def _in_state(ctx: Ctx, c: Card, st: str) -> bool:
    if st.startswith("not:"):
        # 「【レスト】していない」 / 「デリートされていない」: not in that state
        return not _in_state(ctx, c, st.removeprefix("not:"))
    if st.startswith("entered_from:"):
        # 「山札から登場したリアガード」: a unit on a circle whose 登場 came from that zone
        # (7.17.1, 7.17.2; a move between circles keeps it, 4.1.8)
        return where_circle(ctx, c.uid) is not None and (
            card_entered_from(ctx, c.uid) == st.removeprefix("entered_from:")
        )
    if st == "damage_checked":
        # 「（その）ダメージチェックで公開されたカード」: a card the damage checks of the damage
        # last dealt revealed (13.6.3, 13.6.4), still where the procedure left it — the trigger
        # zone, then the damage zone (13.7.2, 4.13.1.2): processes._record_checked
        w = ctx.where(c.uid)
        got = val(ctx, "damage_checked", w[0], None) if w is not None else None
        return any(e["uid"] == c.uid and e.get("placed") == c.placed for e in got or ())
    if st == "deleted":
        # デリートされている (7.32.2): deleted, until turned face up (7.32.4)
        return bool(c.states.get("deleted")) and where_circle(ctx, c.uid) is not None
    if st == "traits_only":
        return True  # read with the traits (matches)
    if st == "dress_origin":
        # a dress origin (6.7.2.2, 6.7.4): a card associated with its dress target
        return c.states.get("dress_origin") not in (None, "pending")
    if st == "locked":
        # 呪縛されている (7.30.1): in the locked state — a 呪縛カード (7.30.1.2), as the kind
        # ``locked_card`` reads it
        return bool(c.states.get("locked"))
    if st == "fused":
        # 魔獣合成されている (6.10.6.1): the top card of a fusion unit's bundle
        from ruling.games._vg.fusion import bundle

        return bool(bundle(ctx, c.uid))
    if st == "face_up":
        return bool(c.face_up)
    if st == "face_down":
        return not c.face_up
    if st in ("stand", "rest"):
        return c.orientation == st and not c.states.get("locked")
    if st in ("attacked", "attacking"):
        # アタックされている / アタックしている: in the battle now, still where it was
        battle = ctx.state.vars.get("battle") or {}
        if st == "attacking":
            return battle.get("attacker") == c.uid and where_circle(ctx, c.uid) is not None
        at = (battle.get("attacked_at") or {}).get(c.uid)
        if c.uid not in (battle.get("attacked") or ()) or at is None:
            return False
        return where_circle(ctx, c.uid) == tuple(at)
    if st in ("boosting", "boosted"):
        # ブーストしている / ブーストされている: in the battle now, as long as the booster is
        # boosting — still on the circle it boosted from (10.4.1.12, 10.4.1.12.1, 7.47.1.2)
        battle = ctx.state.vars.get("battle") or {}
        booster = battle.get("booster")
        at = battle.get("booster_at")
        w = where_circle(ctx, booster) if booster is not None else None
        if w is None or (at is not None and tuple(w) != tuple(at)):
            return False
        who = booster if st == "boosting" else battle.get("attacker")
        return who == c.uid and where_circle(ctx, c.uid) is not None
    if st.startswith("named:") and st.removeprefix("named:") in RULE_STATES:
        # 「オーバードレス状態」 / 「クロスオーバードレス状態」: a state the rules define (6.7.3,
        # 6.8.4): put there by that act, while a dress origin is associated with it
        from ruling.games._vg.dress import origins

        kind = RULE_STATES[st.removeprefix("named:")][0]
        return bool(c.states.get(kind)) and bool(origins(ctx, c.uid))
    if st.startswith("named:"):
        # 「【精神汚染】状態」 / 「SweetLink状態」: a named state (5.2.2.2), among the card's
        return st.removeprefix("named:") in _groups(ctx, c)
    if st == "strode":
        # 【超越】している: a G unit on a vanguard circle — put there by striding (6.5.1, 6.5.1.1;
        # no other act puts a G unit on the vanguard circle)
        w = where_circle(ctx, c.uid)
        return w is not None and w[1] == "vanguard" and c.type == KIND_TYPES["g_unit"]
    if st in ("legion", "d_legion"):
        # 双闘している / D-双闘している (6.4.2.2): in that state now, with its partner
        from ruling.games._vg.legion import in_legion

        return in_legion(ctx, c) and (st == "legion" or bool(c.states.get("d_legion")))
    return False


def _battle_partner(ctx: Ctx, c: Card, s: Sel, source: str | None, rt: Rt | None) -> bool:
    """「このユニットがブーストしているユニット」 / 「このユニットにアタックしている相手のユニット」:
    the other unit of the card's battle state (``Sel.states``) is one ``Sel.partner`` names —
    the booster of the unit boosted (10.4.1.12), the unit boosted by the booster, a unit the
    attacker attacks (10.2), the attacker of a unit attacked."""
    assert s.partner is not None
    if rt is not None:
        named = set(resolve_sel(rt, s.partner))
    elif s.partner.ref == "this" and source is not None:
        named = {source}
    else:
        return False
    battle = ctx.state.vars.get("battle") or {}
    others: set[str] = set()
    for st in s.states:
        if st == "fused":
            # 「このカードと魔獣合成されている」: a card of this top's bundle (6.10.2.1, 6.10.6.1)
            from ruling.games._vg.fusion import bundle

            others |= {x.uid for x in bundle(ctx, c.uid)}
        elif st == "boosted":
            others.add(battle.get("booster") or "")
        elif st in ("boosting", "attacking"):
            others |= (
                {battle.get("attacker") or ""}
                if st == "boosting"
                else set(battle.get("attacked") or ())
            )
        elif st == "attacked":
            others.add(battle.get("attacker") or "")
    return bool(others & named)


def _groups(ctx: Ctx, c: Card) -> set[str]:
    """The named states a card is in (5.2.2: “…” 5.2.2.1, 【精神汚染】状態 / X状態 5.2.2.2),
    and the categories printed before カード: given by the scenario (``groups``); a state an
    effect put the card in for its period (「そのターン中、…邪竜解放状態にする」, 5.2.2.2, 11.3.1.2),
    or a continuous ability while it applies (「…なら、このカードはSweetLink状態になる」, 11.11.1.5)."""
    from ruling.games._vg.continuous import _working

    out = set(c.extra.get("groups") or ())
    # a set order's subtype that a text names alone (曲, 17.7.1), given among its categories or,
    # as a prison's subtype is (``specific.is_prison``), its ``traits``
    out |= {t for t in (c.traits or ()) if t in SUBTYPE_ZONES}
    out |= {
        str(e.value) for e in ctx.state.effects if e.stat == "named_state" and e.target == c.uid
    }
    from ruling.games._vg.keyword_states import PAIRED_STATES, holds_pair

    # a paired state (♪♪, 14.36.1): while a unit it was paired with is on the field
    out -= {n for n in out & set(PAIRED_STATES) if not holds_pair(ctx, c.uid, n)}
    if _naming:
        return out  # a named state's own condition asks for named states: those of effects only
    _naming.append(True)
    try:
        for _c, ab, rt in _working(ctx):
            for op in ab.program.steps:
                if (
                    op.verb == "named_state"
                    and op.target is not None
                    and op.name
                    and holds(rt, ab.program.cond)
                    and holds(rt, op.cond)
                    and c.uid in resolve_sel(rt, op.target)
                ):
                    out.add(op.name)
    finally:
        _naming.pop()
    return out


_naming: list[bool] = []


def _has_skill_or_keyword(ctx: Ctx, c: Card, k: str) -> bool:
    from ruling.games._vg.common import skills
    from ruling.games._vg.continuous import _skills_now

    return k in _skills_now(ctx, c) or k in skills(ctx, c) or _has_keyword(ctx, c, k)


# --------------------------------------------------------------------------- runtime


@dataclass
class Rt(Resolution):
    """One resolution of a card's ability (the shared ``Resolution``), with what vg's steps keep:
    which steps were done (``done``), whether a step acted (``acted``)."""

    program: Program
    done: dict[str, bool] = field(default_factory=dict)
    acted: bool = False


def _owners(ctx: Ctx, owner: str | None, master: str, doer: str | None = None) -> list[str]:
    """The players a selector's owner names: あなた (the master), 相手, 自分 (``self``: the
    player doing the step, ``doer`` — 「相手は自分の…」 is the opponent's), else both."""
    if owner == "you":
        return [master]
    if owner == "opponent":
        return [ctx.state.opponent(master)]
    if owner == "self":
        return [doer or master]
    return list(ctx.state.order())


def _doer(rt: Rt) -> str:
    """The player doing the step being run: its master unless the step names another (「相手は
    …」, 11.8.5.1)."""
    return str(rt.data.get("doer") or rt.master)


def still_here(rt: Rt) -> bool:
    c = rt.ctx.card(rt.source or "")
    return c is not None and rt.data.get("placed") in (None, c.placed)


def where_it_went(rt: Rt) -> bool:
    """「このユニットが(G)から退却した時、このカードをソウルに置いてよい」: a trigger on this card
    leaving the field names the card where that move put it, as long as it stays there (the
    ability is played though its card changed zones, 11.9.9); its information is still read as
    it was on the field (11.9.6.1.2, ``gone_from``)."""
    c = rt.ctx.card(rt.source or "")
    after = rt.data.get("placed_after")
    return c is not None and after is not None and after == c.placed


def resolve_sel(rt: Rt, s: Sel) -> list[str]:
    """The uids a selector names now."""
    ctx = rt.ctx
    if s.ref == "this":
        here = [rt.source] if rt.source and (still_here(rt) or where_it_went(rt)) else []
        if s.zones and here:
            # 「ソウルのこのカード」: this card only while it is in the zone named (no card else)
            bare = replace(s, ref=None, count=None, bound="exact", owner=None)
            inside = {
                c.uid for pl in ctx.state.order() for z in s.zones for c in _place(rt, pl, z, bare)
            }
            here = [u for u in here if u in inside]
        return here
    if s.ref == "that":
        if rt.data.get("those"):
            # 「２枚以上同時に…した時、それらのユニット」: every card the moment moved
            # (``autos._at_once_fires``)
            return [u for u in rt.data["those"] if ctx.card(u) is not None]
        u = rt.data.get("that")
        if u and ctx.card(u) is not None:
            return [u]
        return [u for u in rt.chosen if ctx.card(u) is not None]
    if s.ref == "chosen":
        return [u for u in rt.chosen if ctx.card(u) is not None]
    if s.ref == "called":  # the units the call before made (new cards on the circles, 4.1.8)
        return [u for u in rt.data.get("called", ()) if ctx.card(u) is not None]
    if s.ref == "moved":  # the cards the step before acted on
        return [u for u in rt.data.get("moved", ()) if ctx.card(u) is not None]
    if s.ref == "each":
        u = rt.data.get("each")
        return [u] if u and ctx.card(u) is not None else []
    if s.ref == "rest":  # 残り: looked at, not chosen, still in the deck
        return [u for u in rt.looked if u not in rt.chosen and ctx.where(u) == (rt.master, "deck")]
    if s.ref == "looked":
        return [u for u in rt.looked if ctx.card(u) is not None]
    if s.ref is not None and s.ref.startswith(("acted:", "cost:")):
        # 「公開されたカードすべて」 / 「コールしたユニット」: the cards a step of this ability did it
        # to, of the filters printed beside them; 「このコストでバインドされたカード」: those the
        # cost it was paid with did it to (11.7.1, costs.pay_cost keeps them)
        rest = replace(s, ref=None, count=None, bound="exact", owner=None)
        # 「相手のソウルに置かれたカード」: whose zone they are in now (the owner named)
        whose = _owners(ctx, s.owner, rt.master, _doer(rt)) if s.owner else None
        key = s.ref
        if key.startswith("acted:") and key not in rt.data and f"cost:{key[6:]}" in rt.data:
            # 「【コスト】[リアガードを１枚退却させる]ことで、退却させたユニットの…」: no step of
            # this ability has done it yet — the cards are those its cost did it to (11.7.1)
            key = f"cost:{key[6:]}"
        return [
            u
            for u in rt.data.get(key, ())
            if (c := ctx.card(u)) is not None
            and matches(ctx, c, rest, rt.source, rt)
            and (whose is None or (ctx.where(u) or ("",))[0] in whose)
        ]
    if s.ref is not None:
        return []
    if s.marker is not None:
        return _markers(rt, s)
    if s.on is not None and s.gauge is not None:
        # 「このユニットの冠ゲージ」: the gauge cards of that name associated with the cards
        # ``on`` names (4.15.3.1, 4.15.4.1), in any gauge zone (a gauge is put in its owner's,
        # 7.40.1)
        hosts = set(resolve_sel(rt, s.on))
        return [
            c.uid
            for pl in ctx.state.order()
            for c in ctx.zone(pl, "gauge")
            if c.states.get("gauge_of") in hosts
            and s.gauge in (ANY_GAUGE, c.states.get("gauge_name"))
            and matches(
                ctx, c, replace(s, gauge=None, on=None, zones=(), owner=None), rt.source, rt
            )
        ]
    if s.on is not None:
        # 「このユニットに着装されているユニット」: the 着装 units of the units ``on`` names
        # (6.9.2.3), of the other filters
        # 「このユニットのドレス元」: the dress origins associated with those units (6.7.4)
        # 「あなたのヴァンガードが装備しているカード」: the equip orders associated with those
        # units (17.8.6)
        rest = replace(s, on=None)
        under = (
            origins
            if "dress_origin" in s.states
            else equipped_with
            if "equipped" in s.states
            else worn_by
        )
        return [
            c.uid
            for u in resolve_sel(rt, s.on)
            for c in under(ctx, u)
            if matches(ctx, c, rest, rt.source, rt)
        ]
    if s.zones == ("looked",):
        return [u for u in rt.looked if (c := ctx.card(u)) and matches(ctx, c, s, rt.source, rt)]
    if s.gauge is not None:
        # あなたの時刻印ゲージ: gauge cards of that name associated with the player (4.15.3.1,
        # 4.15.4.1), in any gauge zone (a gauge is put in its owner's, 7.40.1)
        whose = set(_owners(ctx, s.owner, rt.master, _doer(rt)))
        return [
            c.uid
            for pl in ctx.state.order()
            for c in ctx.zone(pl, "gauge")
            if c.states.get("gauge_player") in whose
            # 「あなたのゲージ」: whatever its name (4.15.3.1)
            and s.gauge in (ANY_GAUGE, c.states.get("gauge_name"))
            and matches(ctx, c, replace(s, gauge=None, zones=(), owner=None), rt.source, rt)
        ]
    out: list[str] = []
    for pl in _owners(ctx, s.owner, rt.master, _doer(rt)):
        cards: list[Card] = []
        for z in s.zones or subtype_zone(s) or (None,):
            cards += [c for c in _place(rt, pl, z, s) if c not in cards]
        # それと同名の / あなたのヴァンガードと同名の: compared with that card, else this one
        ref = rt.source
        if s.same_as is not None:
            named = resolve_sel(rt, s.same_as)
            ref = named[0] if named else None
        out += [c.uid for c in cards if matches(ctx, c, s, ref, rt)]
    return out


def _markers(rt: Rt, s: Sel) -> list[str]:
    """「あなたの無限鱗粉マーカー」: the record markers of that name (15.1.2.1.1) whose master is
    the player (15.8.5); 「このユニットと同じ縦列に / の」: those whose place is in that column
    (15.8.2.3; a marker on a unit is where the unit is, 15.8.2.3.1). No cards (15.8.1.2): ids
    ``marker:<player>:<n>``, only counted (cardtext._markers_counted_only)."""
    from ruling.games._vg.markers import KEY

    ctx = rt.ctx
    out: list[str] = []
    # 「このユニットに置かれている…マーカー」: those whose place is that unit (15.8.2.2), of any
    # master
    on = set(resolve_sel(rt, s.on)) if s.on is not None else None
    owners = ctx.state.order() if on is not None and s.owner is None else None
    for pl in owners or _owners(ctx, s.owner, rt.master, _doer(rt)):
        cols = columns_of(rt, s, pl) if s.column is not None else None
        for i, m in enumerate(val(ctx, KEY, pl, None) or []):
            if m.get("name") != s.marker:
                continue
            if on is not None and m.get("unit") not in on:
                continue
            if cols is not None:
                circ = m.get("circle")
                col = COLUMN.get(circ) if circ else _column_at(ctx, m.get("unit") or "", pl)
                if col not in cols:
                    continue
            out.append(f"marker:{pl}:{i}")
    return out


def _place(rt: Rt, pl: str, z: str | None, s: Sel) -> list[Card]:
    """The cards of ``pl`` in the zone or circle group ``z`` (None: units on the field, or
    the locked cards on the circles for 呪縛カード)."""
    ctx = rt.ctx
    if z == "vanguard" and "equipped_to_this" in s.states:
        # 「このユニットが装備しているカード」: the equip orders on the vanguard circle (17.8.3),
        # no units — which of them are this unit's, ``matches`` reads (17.8.6)
        return [c for c in ctx.zone(pl, circle("vanguard")) if not is_unit(c)]
    if z is None and (
        s.kinds == ("locked_card",) or (s.kinds in ((), ("card",)) and "locked" in s.states)
    ):
        # 呪縛カード / 呪縛されているカード: the cards in the locked state on the fighter's
        # circles (7.30.1.2, 4.9.2.7)
        return [c for zz in _CIRCLE_ZONES for c in ctx.zone(pl, zz) if c.states.get("locked")]
    if z is None or z in CIRCLE_GROUPS:
        units = field_units(ctx, pl)
        if z is None:
            # 「あなたのユニット」: a 着装 unit too — no vanguard, rear-guard or guardian, but a
            # unit on the field still (6.9.3.1)
            units += [
                ("vanguard", c)
                for c in ctx.zone(pl, circle("vanguard"))
                if c.states.get("wearing") and is_unit(c)
            ]
        if any_dominated(ctx):
            units = _as_dominion(ctx, pl, units, z)
        if z is not None:
            units = [(c, u) for c, u in units if in_group(ctx, pl, circle(c), z)]
        if s.column == "chosen":
            # その縦列の: the columns chosen (each as seen from this player's side, 4.9.1.2)
            mine = rt.data.get("columns") or []
            cols = set(mine if pl == rt.master else [MIRROR[c] for c in mine])
            units = [(c, u) for c, u in units if COLUMN.get(c) in cols]
        elif s.column == "of":
            # 「あなたのヴァンガードと同じ縦列の」: the column of each card named (4.9.1.1,
            # 4.9.1.2: as seen from this player's side)
            cols = {col for u in resolve_sel(rt, s.column_of) if (col := _column_at(ctx, u, pl))}  # type: ignore[arg-type]
            units = [(c, u) for c, u in units if COLUMN.get(c) in cols]
        elif s.column is not None:
            col = _column_of(rt, pl)
            units = [(c, u) for c, u in units if COLUMN.get(c) == col and col is not None]
        if z is None and not s.kinds:
            return []
        out = [u for _c, u in units]
        if z is None and s.column is None and "hearts" in s.kinds:
            # ハーツ: a card in the hearts state on a circle, not a unit (6.5.2.2.2)
            out += [
                c
                for zz in _CIRCLE_ZONES
                for c in ctx.zone(pl, zz)
                if c.states.get("hearts") and c not in out
            ]
        return out
    return list(ctx.zone(pl, z))


MIRROR = {"left": "right", "center": "center", "right": "left"}
# the added circles of both fighters (16.3.1.5.1.2.1): one's 1st and the other's 2nd share a
# column, the 3rd and the 4th likewise
MIRROR |= {"accel_1": "accel_2", "accel_2": "accel_1", "accel_3": "accel_4", "accel_4": "accel_3"}
# a circle as the fighter facing it names it: its column seen from the other side (4.9.1.2)
MIRROR_CIRCLE = {
    "left_front": "right_front",
    "right_front": "left_front",
    "left_back": "right_back",
    "right_back": "left_back",
}
# the groups naming a row or a circle of one (7.39.3.2, 7.39.3.3: a dominated unit is in
# neither fighter's front or back row)
_ROW_GROUPS = ("front", "back", "front_rear", "center_back", "left_back", "right_back")
_ROW_GROUPS += ("left_front", "right_front", "vanguard", "guardian")


def _as_dominion(
    ctx: Ctx, pl: str, units: list[tuple[str, Card]], z: str | None
) -> list[tuple[str, Card]]:
    """``pl``'s units with domination read (7.39): a unit another fighter dominates is not
    ``pl``'s (7.39.1.1.1); a unit ``pl`` dominates is (7.39.2, 7.39.2.1), on the circle its
    column is as ``pl`` sees it (7.39.3, 7.39.3.1: the opponent's right column is one's left);
    neither fighter's row holds it (7.39.3.2, 7.39.3.3)."""
    from ruling.games._vg.dominate import dominated

    doms = dominated(ctx)
    if z == "vanguard" and any(
        (w := ctx.where(u)) is not None and circle_of(w[1]) == "vanguard" for u, _b, _o in doms
    ):
        # a fighter's vanguard while a vanguard is dominated: whether the dominating fighter's
        # 「ヴァンガード」 is it (7.39.2) or the unit on its own vanguard circle (7.39.5) — not built
        from ruling.core import Unsupported

        raise Unsupported("a fighter's vanguard while a vanguard is dominated (7.39.2, 7.39.5)")
    away = {u for u, by, _o in doms if by != pl}
    out = [(c, u) for c, u in units if u.uid not in away]
    if z in _ROW_GROUPS:
        return out
    for u, by, orig in doms:
        if by != pl or orig == pl:
            continue
        w = ctx.where(u)
        card = ctx.card(u)
        c = circle_of(w[1]) if w is not None else None
        if card is not None and c is not None:
            out.append((MIRROR_CIRCLE.get(c, c), card))
    return out


def dominion_clauses(
    rt: Rt, s: Sel | None, uids: Iterable[str], counted: bool = True
) -> tuple[str, ...]:
    """The clauses a description of a fighter's units rests on where a unit is dominated (7.39):
    one the dominating fighter's description named (7.39.2; counted, 7.39.2.1 — ``counted``
    False for a choice, which names the unit without counting it; by its column, 7.39.3,
    7.39.3.1), one a row left out (7.39.3, 7.39.3.3), one the original master's left out
    (7.39.1.1.1). None when no unit is dominated or the description names no field."""
    from ruling.games._vg.dominate import dominated

    if s is None or s.ref is not None:
        return ()
    doms = dominated(rt.ctx)
    if not doms:
        return ()
    zs = s.zones or (None,)
    if not all(z is None or z in CIRCLE_GROUPS for z in zs):
        return ()
    owners = _owners(rt.ctx, s.owner, rt.master, _doer(rt))
    named = set(uids)
    out: tuple[str, ...] = ()
    rows = any(z in _ROW_GROUPS and z not in ("vanguard", "guardian") for z in zs)
    for u, by, orig in doms:
        if by in owners and u in named:
            out += ("7.39.2", "7.39.2.1") if counted else ("7.39.2",)
            if s.column is not None:
                out += ("7.39.3", "7.39.3.1")
        elif by in owners and rows:
            out += ("7.39.3", "7.39.3.3")
        elif orig in owners and by not in owners:
            out += ("7.39.1.1.1",) + (("7.39.3", "7.39.3.3") if rows else ())
    return tuple(dict.fromkeys(out))


_CIRCLE_ZONES = tuple(circle(c) for c in CIRCLES)


def gone_from(rt: Rt) -> LastKnown | None:
    """This card's last-known information (11.13.1), when it has left the zone it was in when
    the ability triggered or was played: an effect that refers to it (its information, or the
    circle it was on) reads it as it last was there."""
    if not rt.source or still_here(rt):
        return None
    return rt.ctx.last_known(rt.source, rt.data.get("placed"))


def columns_of(rt: Rt, s: Sel, player: str) -> set[str]:
    """The columns a selector's ``column`` names, as seen from ``player``'s side: this unit's
    (``this``), each named card's (``of``), the chosen ones (``chosen``; 4.9.1.1, 4.9.1.2)."""
    if s.column == "chosen":
        mine = rt.data.get("columns") or []
        return set(mine if player == rt.master else [MIRROR[c] for c in mine])
    if s.column == "of" and s.column_of is not None:
        return {col for u in resolve_sel(rt, s.column_of) if (col := _column_at(rt.ctx, u, player))}
    col = _column_of(rt, player)
    return {col} if col is not None else set()


def _column_at(ctx: Ctx, uid: str, player: str) -> str | None:
    """The column of the unit ``uid`` on its circle, as seen from ``player``'s side (4.9.1.2:
    the opponent's left faces one's right); None off the circles."""
    w = ctx.where(uid)
    col = COLUMN.get(circle_of(w[1]) or "") if w is not None else None
    if w is None or col is None:
        return None
    return col if player == w[0] else MIRROR[col]


def _column_of(rt: Rt, player: str) -> str | None:
    """The column of this unit, as seen from ``player``'s side: the opponent's column facing it
    is the same column (4.9.1.1, 4.9.1.2: left faces right). A unit that has left its circle
    is in the column of the circle it was last on (11.13.1)."""
    lk = gone_from(rt)
    if lk is not None:
        owner, col = lk.player, lk.info.get("column")
    else:
        w = rt.ctx.where(rt.source or "")
        if w is None or not still_here(rt):
            return None
        owner, col = w[0], COLUMN.get(circle_of(w[1]) or "")
    if not isinstance(col, str):
        return None
    return col if player == owner else MIRROR[col]


def sel_watch(rt: Rt, s: Sel | None) -> tuple[str, ...]:
    if s is None:
        return ()
    if s.ref is not None:
        return tuple(resolve_sel(rt, s))
    plain = [z for z in s.zones if z not in CIRCLE_GROUPS and z != "looked"]
    circles = not s.zones or any(z in CIRCLE_GROUPS for z in s.zones)
    zones = plain + (
        [f"field.{c}" for c in ("vanguard", *open_circles(rt.ctx, rt.master), "guardian")]
        if circles
        else []
    )
    return tuple(f"{p}.{z}" for p in _owners(rt.ctx, s.owner, rt.master, _doer(rt)) for z in zones)


# the reading of the point wings_meaning taken in this line of the ruling (asked once,
# ``wings_reading``): ``bind_zone`` (14.43.2.x, the engine's) or ``name_only`` (14.43.3)
WINGS_READING = "vg.wings_meaning"


def _wings_and(cond: Cond | None) -> Cond | None:
    """The 「and」 of a 白翼 / 黒翼 condition (the vanguard's name, then the marked bind-zone
    parts), else None."""
    if cond is None:
        return None
    if cond.what == "and" and any(("wings_bind", True) in p.detail for p in cond.parts):
        return cond
    return next((x for p in cond.parts if (x := _wings_and(p)) is not None), None)


def wings_reading(ctx: Ctx) -> Any:
    """``Game.value_readings``: a 白翼 / 黒翼 ability on the field whose vanguard-name part holds
    and whose bind-zone part does not — 14.43.3 (the line represents the name condition alone)
    against 14.43.2.1 / 14.43.2.3 (the bind zone's cards decide): the point wings_meaning, asked
    once; both readings run, the engine's (the bind zone counts) first."""
    from ruling import unsettled
    from ruling.abilities import abilities_of
    from ruling.rules import SetVar

    st = ctx.state
    if st.vars.get(WINGS_READING) is not None:
        return
    for pl in st.order():
        for z in (f"field.{c}" for c in CIRCLES):
            for c in ctx.zone(pl, z):
                # the card's printed 白翼 / 黒翼 lines (read from its text: the abilities it has
                # now are worked out from the continuous effects, which read this point)
                if "翼" not in (c.text or ""):
                    continue
                for ab in abilities_of("vg", c):
                    p = ab.program
                    both = (_wings_and(p.valid) or _wings_and(p.cond)) if p is not None else None
                    if p is None or both is None:
                        continue
                    rt = Rt(ctx, pl, c.uid, p, ab.text)
                    marked = [x for x in both.parts if ("wings_bind", True) in x.detail]
                    name_ok = all(holds(rt, x) for x in both.parts if x not in marked)
                    if name_ok and not all(holds(rt, x) for x in marked):
                        how = yield unsettled.choose(
                            pl,
                            "vg",
                            "wings_meaning",
                            {"bind_zone": "bind_zone", "name_only": "name_only"},
                        )
                        yield SetVar(key=WINGS_READING, value=how)
                        return


# the reading of the point gbreak_icon_lost taken in this line of the ruling (asked once,
# ``gbreak_reading``): ``vanguard`` (the lost icon is (V), the engine's) or ``circles`` (it names
# your circles: a G unit on a rear-guard circle counts too)
GBREAK_READING = "vg.gbreak_icon_lost"
GBREAK_MARK = ("gbreak_icon_lost", True)


def _gbreak_counts(cond: Cond | None) -> list[Cond]:
    """The marked counts of ジェネレーションブレイク in a condition (14.14.3)."""
    if cond is None:
        return []
    if GBREAK_MARK in cond.detail:
        return [cond]
    return [x for p in cond.parts for x in _gbreak_counts(p)]


def _gbreak_other(cond: Cond) -> Cond:
    """The count under the reading ``circles``: your face-up G units on any of your circles
    (4.8) and in the G zone."""
    assert cond.sel is not None
    return replace(
        cond, sel=replace(cond.sel, zones=("vanguard", "rear", "guardian", "g_zone")), detail=()
    )


def gbreak_reading(ctx: Ctx) -> Any:
    """``Game.value_readings``: a ジェネレーションブレイク ability on the field whose condition is met
    under one reading of the icon lost in 14.14.1 / 14.14.3 (「、、などの形でとGゾーンに」) and not
    under the other — a face-up G unit on a rear-guard circle: the point gbreak_icon_lost, asked
    once; both readings run, the engine's (the vanguard circle) first."""
    from ruling import unsettled
    from ruling.abilities import abilities_of
    from ruling.rules import SetVar

    st = ctx.state
    if st.vars.get(GBREAK_READING) is not None:
        return
    for pl in st.order():
        for z in (f"field.{c}" for c in CIRCLES):
            for c in ctx.zone(pl, z):
                for ab in abilities_of("vg", c):
                    p = ab.program
                    if p is None:
                        continue
                    rt = Rt(ctx, pl, c.uid, p, ab.text)
                    for x in (*_gbreak_counts(p.valid), *_gbreak_counts(p.cond)):
                        if holds(rt, x) != holds(rt, _gbreak_other(x)):
                            how = yield unsettled.choose(
                                pl,
                                "vg",
                                "gbreak_icon_lost",
                                {"vanguard": "vanguard", "circles": "circles"},
                            )
                            yield SetVar(key=GBREAK_READING, value=how)
                            return


def holds(rt: Rt, cond: Cond | None) -> bool:
    from ruling.games._vg.autos import _by_ok

    if cond is None:
        return True
    ctx, st = rt.ctx, rt.ctx.state
    who = rt.master if cond.owner == "you" else st.opponent(rt.master)
    w = cond.what
    if w == "became":
        # 「…になったなら」: holds now, and did not when the effect began (``became_before``,
        # kept by steps.run_program; not kept: read as not holding then)
        part = cond.parts[0]
        if part.sel is not None and part.sel.ref and "became_stats" in rt.data:
            before = held_before(rt, part)
        else:
            before = rt.data.get("became_before", {}).get(repr(part), False)
        return holds(rt, part) and not before
    if w == "event_is":
        # 「ソウルに置かれたなら」: whether the event that triggered this ability met it, read
        # when it triggered (autos.event_again)
        return bool((rt.data.get("event_again") or {}).get(repr(cond.event)))
    if GBREAK_MARK in cond.detail and st.vars.get(GBREAK_READING) == "circles":
        # ジェネレーションブレイク read with the lost icon naming your circles (the point
        # gbreak_icon_lost): a face-up G unit on a rear-guard circle counts too
        return holds(rt, _gbreak_other(cond))
    if ("wings_bind", True) in cond.detail and st.vars.get(WINGS_READING) == "name_only":
        # 白翼 / 黒翼 read as 14.43.3 represents them (the vanguard's name alone): the
        # bind-zone condition is not part of it (the point wings_meaning)
        return True
    if w == "and":
        return all(holds(rt, p) for p in cond.parts)
    if w == "or":
        return any(holds(rt, p) for p in cond.parts)
    if w == "not":
        return not holds(rt, cond.parts[0])
    if w == "valid":  # a validity keyword's condition (14.2): its count
        return holds(rt, cond.parts[0])
    if w == "has_given":
        # 「このユニットが与えられた能力を持っているなら」: an ability given to the card is in force
        # on it (7.14.1: by an effect for its period, or by a continuous ability that applies)
        from ruling.games._vg.continuous import granted

        assert cond.sel is not None
        return any(
            (c := ctx.card(u)) is not None and bool(granted(ctx, c))
            for u in resolve_sel(rt, cond.sel)
        )
    if w == "at":
        # 「このユニットが前列にいるなら」: the card is in one of those places (a circle of that
        # row or group, 4.9.1, 4.9.1.3)
        assert cond.sel is not None and cond.filt is not None
        owners = _owners(ctx, cond.filt.owner, rt.master)
        for u in resolve_sel(rt, cond.sel):
            at = ctx.where(u)
            if at is None or at[0] not in owners:
                continue
            if any(in_group(ctx, at[0], at[1], z) for z in cond.filt.zones):
                return True
        return False
    if w == "appeared":
        return rt.data.get("circle") is not None and in_group(
            ctx, rt.master, f"field.{rt.data['circle']}", cond.verb or ""
        )
    if w == "divine_used":
        return _divine_used(rt, who, dict(cond.detail).get("since"))
    if w == "turn":
        return st.turn.player == who
    if w == "phase":
        # 「あなたのバトルフェイズ中、」: it is that player's turn (any player's: ``any``) and
        # that phase of it (5.1: a turn is made of its phases)
        return st.turn.phase == cond.verb and (cond.owner == "any" or st.turn.player == who)
    if w == "fighter_state":
        # 「あなたが“一気呵勢”なら」 (7.42.1): an effect in force puts the fighter in one of the
        # states the condition's name covers (“一気爆勢” is “一気呵勢” too, 7.42.1.1)
        return any(
            e.stat == "fighter_state" and e.target == who and e.value in cond.detail
            for e in st.effects
        )
    if w == "player_info":
        # 「あなたの世界が真宵楽園なら」: the player's information (7.43.1: 世界, blank until an
        # effect names it) is one of the value's spellings
        return info_of(ctx, cond.verb or "", who)[0] in cond.detail
    if w == "player_number":
        # 「あなたのエネルギーが５以上なら」: the player's number (3.1.3), compared
        key = vkey(cond.verb or "", who)
        if key not in st.vars:
            ja, en = NUMBER_NAMES.get(cond.verb or "", (cond.verb or "", cond.verb or ""))
            ctx.assume(
                f"{who} の{ja}はシナリオに書かれていないため、0として扱います",
                f"{who}'s {en} is not given: taken as 0",
                NUMBER_CLAUSES.get(cond.verb or "", ()),
                key="not_given_taken_as",
            )
        return compares(int(st.vars.get(key) or 0), cond.cmp or "ge", cond.n or 0)
    if w == "second":
        return st.turn.first_player is not None and st.turn.first_player != rt.master
    if w == "first":
        return st.turn.first_player == rt.master
    if w == "count" and cond.than is not None:
        # 「あなたのリアガードが相手より多い」: how many each names, compared; 「…より２枚以上
        # 多い / 少ない」: against the other's number moved by the margin (``Cond.margin``)
        assert cond.sel is not None
        return compares(
            len(resolve_sel(rt, cond.sel)), cond.cmp, len(resolve_sel(rt, cond.than)) + cond.margin
        )
    if w == "total":
        # 「あなたのソウルのカードのグレードの合計が１０以上なら」: the values of the cards there
        # now, added up
        assert cond.sel is not None and cond.stat is not None
        stat = cond.stat

        def _sum(s: Sel) -> int:
            got = (ctx.card(u) for u in resolve_sel(rt, s))
            return sum(stat_of(ctx, c, stat) or 0 for c in got if c is not None)

        if cond.than is not None and cond.n is None:
            # 「あなたのユニットのパワーの合計が相手のユニットのパワーの合計より大きいなら」: two
            # totals, each of the cards there now
            return compares(_sum(cond.sel), cond.cmp, _sum(cond.than))
        assert cond.n is not None
        return compares(_sum(cond.sel), cond.cmp, cond.n)
    if w == "kinds":
        # 「…のカード名が４種類以上なら」: how many different names (or values) the cards have,
        # not how many cards (18.3.1, 18.3.1.1)
        assert cond.sel is not None and cond.n is not None
        return compares(
            kinds_count(ctx, resolve_sel(rt, cond.sel), cond.stat or "name"), cond.cmp, cond.n
        )
    if w == "count":
        assert cond.sel is not None and cond.n is not None
        empty = _empty_circles(rt, cond.sel)
        if empty is not None:
            return compares(len(empty), cond.cmp, cond.n)
        got = resolve_sel(rt, cond.sel)
        if cond.sel.distinct_names:
            # 「それぞれ別名の…がN体以上」 / 「…がそれぞれ別名でN体以上」: the most of them no two of
            # which share a name (12.6.2.2, 12.6.2.2.1; a card of several names, 12.6.2.1)
            from ruling.games._vg.steps import _distinct_n

            k = 0
            while k < len(got) and _distinct_n(ctx, got, k + 1):
                k += 1
            return compares(k, cond.cmp, cond.n)
        return compares(len(got), cond.cmp, cond.n)
    if w in ("match", "stat"):
        assert cond.sel is not None
        cards = [c for c in (ctx.card(u) for u in resolve_sel(rt, cond.sel)) if c is not None]
        if not cards:
            return False
        if w == "match":
            assert cond.filt is not None
            if cond.filt.distinct_names and any(
                same_name(ctx, a, b) for i, a in enumerate(cards) for b in cards[i + 1 :]
            ):
                # 「あなたのリアガードすべてが名前の異なるカードなら」: said of the cards together,
                # no two of them sharing a name (12.6.1, 12.6.2.2)
                return False
            return all(matches(ctx, c, cond.filt, rt.source, rt) for c in cards)
        n = cond.n
        lk = gone_from(rt) if cond.sel.ref == "this" else that_gone(rt, cond.sel)
        if lk is not None and isinstance(lk.info.get(cond.stat or ""), int) and n is not None:
            # 「このユニットのパワーが13000以上なら」 read after this unit left the field: its value
            # as it last was there (11.13.1; 11.9.6.1.2 for a trigger on that leaving)
            return compares(int(lk.info[cond.stat or ""]), cond.cmp, n)  # type: ignore[call-overload]
        if n is None and cond.value is not None:
            # 「…が元のパワーの２倍以上なら」 / 「…が…のパワーより15000以上大きいなら」: the value
            # term as it is now (11.11.1; an original value, 5.1.3); no card to read it: not met
            n = value_now(rt, cond.value)
            if n is None:
                return False
        if n is None and cond.than is not None:
            others = [ctx.card(u) for u in resolve_sel(rt, cond.than)]
            others_ = [o for o in others if o is not None]
            vals = [stat_of(ctx, o, cond.stat or "") for o in others_]
            if not vals or vals[0] is None:
                if others_ and _not_given(ctx, others_[0], cond.stat or "", vals[0]):
                    return _assume_unmatched(ctx, others_[0], cond.stat or "", cond.cmp, "?")
                return False
            n = vals[0]
        assert n is not None
        ok = True
        for c in cards:
            x = stat_of(ctx, c, cond.stat or "")
            if x is None or not compares(x, cond.cmp, n):
                if _not_given(ctx, c, cond.stat or "", x):
                    # 「相手のヴァンガードがグレード3以上なら」 and no grade given: the condition
                    # is read as not met, and the ruling says so — or branched on, read as a
                    # branch took it (``values.branch_condition``)
                    if _assume_unmatched(ctx, c, cond.stat or "", cond.cmp, n, x):
                        continue
                ok = False
        return ok
    if w == "history" and cond.verb == "persona_ride":
        # the var holds the card the fighter persona rode with (turn.ride); 「このユニットが…ペル
        # ソナライドしている」 (``owner`` this, 17.16.3.2): that card is this one
        rode = st.vars.get(vkey("persona_rode", rt.master))
        return bool(rode) if cond.owner != "this" else bool(rode) and rode == rt.source
    if w == "history" and cond.verb == "self_triggered":
        # 「このターンにこの能力が発動していないなら」: this automatic ability triggered and
        # became pending (7.15.1.3) this turn, as this card (4.1.8), other than the instance
        # being resolved
        return _self_triggered(rt) > (1 if rt.data.get("resolving") else 0)
    if w == "history" and cond.event is not None:
        since = dict(cond.detail).get("since")
        # 「このターンにあなたが…を退却させているなら」: only the acts of that fighter
        doer = dict(cond.detail).get("doer")
        # 「…の枚数が相手の手札の枚数以上なら」: the count against the cards a selector finds now
        n = len(resolve_sel(rt, cond.than)) if cond.than is not None else cond.n or 0
        if dict(cond.detail).get("count") == "cards" and cond.event.event in BLASTS:
            # 「このターンにあなたが【ソウルブラスト】を３枚以上しているなら」: the cards the blasts
            # this turn moved, each blast's count (7.24.4.1, 7.25.4.1)
            return compares(blasted_cards(rt, cond.event, since, doer), cond.cmp, n)
        if dict(cond.detail).get("count") == "amount":
            # 「このターン中に相手が３ダメージ以上受けていたなら」: the damage of each event
            # (7.35.1), summed over this turn's (or battle's) events
            steps = set(happenings(rt, cond.event, since, doer=doer))
            total = sum(
                int(ev.data.get("amount") or 0)
                for step, _seq, ev in ctx.events(0)
                if step in steps and isinstance(ev, Mark) and ev.tag == cond.event.event
            )
            return compares(total, cond.cmp, n)
        if dict(cond.detail).get("count") == "cards":
            # 「このターンに相手のリアガードが２枚以上退却しているなら」: the cards it happened to
            got = cards_it_happened_to(rt, cond.event, since, doer)
            return compares(len(got), cond.cmp, n)
        if cond.than is None and cond.n == 1 and cond.cmp == "ge":
            return bool(happenings(rt, cond.event, since, first=True, doer=doer))
        upto = rt.data.get("trigger_step") if ("upto", "trigger") in cond.detail else None
        # 「このターンに…が２回以上アタックしているなら」: how many such events this turn;
        # 「このターン中に…したのが２回目なら」: how many up to the triggering one (``upto``)
        return compares(len(happenings(rt, cond.event, since, doer=doer, upto=upto)), cond.cmp, n)
    if w == "done" and (("count", "cards") in cond.detail or ("by", "cost") in cond.detail):
        # 「３枚以上選んだなら」 / 「グレード３を２枚置いたなら」: how many cards (so described) the
        # step before did it to (11.2.3); 「このコストで…したなら」: the cost paid (11.7.1)
        kept = "cost" if ("by", "cost") in cond.detail else "acted"
        acted = [ctx.card(u) for u in rt.data.get(f"{kept}:{cond.verb}", ())]
        k = sum(
            1
            for c in acted
            if c is not None and (cond.filt is None or matches(ctx, c, cond.filt, rt.source, rt))
        )
        return compares(k, cond.cmp, cond.n or 0)
    if w == "done" and cond.filt is not None:
        # 「グレード３以上を置いたなら」: the step before did it to a card so described (11.2.3)
        acted = [ctx.card(u) for u in rt.data.get(f"acted:{cond.verb}", ())]
        return bool(rt.done.get(cond.verb or "")) and any(
            c is not None and matches(ctx, c, cond.filt, rt.source, rt) for c in acted
        )
    if w == "done":
        return bool(rt.done.get(cond.verb or ""))
    if w == "not_done":
        return not rt.done.get(cond.verb or "")
    if w == "changed":
        # 「この効果で＋10000したなら」: a change this effect made was of that amount (11.2.3)
        return cond.n in rt.data.get("changed", ())
    if w == "battle_number":
        # 「このターンN回目(以降)のバトルなら」: the battle in progress, counted among this
        # turn's attacks (10.3.1.3: each attack chosen begins a battle)
        if not st.vars.get("battle"):
            return False
        if turn_began(ctx) is None:
            ctx.assume(
                "このターンの、場面より前のバトルは書かれていないため、なかったものとして数える",
                "the battles earlier this turn, before the scenario, are not given: counted as none",
                key="earlier_this_turn_none",
            )
        return compares(int(st.vars.get("attacks") or 0), cond.cmp, cond.n or 0)
    if w == "wearing":
        # 「XがAとBを着装しているなら」: X's 着装 units (6.9.2.3), one for each description
        assert cond.sel is not None
        return any(_wears(rt, u, cond.detail) for u in resolve_sel(rt, cond.sel))
    if w == "rode_from":
        # 「手札から登場したなら」 / 「このユニットが山札から登場したなら」: the 登場 the trigger was
        # about came from that zone (7.17.2); a unit the condition names is the one that appeared
        if cond.sel is not None and rt.data.get("that") not in resolve_sel(rt, cond.sel):
            return False
        return rt.data.get("rode_from") == cond.verb
    if w == "entered_by_call":
        # 「このユニットが…からスペリオルコールされていたなら」: the 登場 that put the unit on its
        # circle was a call (6.2.1.2) from that zone, of that kind (6.2.2.1, 6.2.2.2)
        assert cond.sel is not None
        units = resolve_sel(rt, cond.sel)

        def by_call(u: str) -> bool:
            came, tag, data = card_entry(rt.ctx, u)
            return (
                tag == "called"
                and (cond.verb is None or came == cond.verb)
                and (not cond.detail or data.get("call_kind") == cond.detail[0])
            )

        return bool(units) and all(by_call(u) for u in units)
    if w == "entered_from":
        # 「このユニットが山札から登場していたなら」: the 登場 that put the unit on its circle
        assert cond.sel is not None
        units = resolve_sel(rt, cond.sel)
        return bool(units) and all(entered_from(rt, u) == cond.verb for u in units)
    if w == "appeared_by":  # 「「X」の能力で登場したなら」: the 登場 the trigger was about
        src = rt.ctx.card(rt.source or "")
        d = {
            k: rt.data[f"appeared_{k}"]
            for k in ("by", "by_master", "by_vanguard")
            if f"appeared_{k}" in rt.data
        }
        trig = Trig("appear", means=cond.verb, by=cond.sel)
        return src is not None and _by_ok(rt.ctx, trig, d, src, rt.master)
    if w == "every":
        # 「相手のリアガードがすべて【レスト】しているなら」 (the shared ``conditions._every``):
        # every card the group names passes the description; 「それらがすべて別名なら」: no two
        # of them share a name (12.6.1). With no card there, none is so: read as not met, and
        # said (before: a ValueError — the condition compiled, the runtime had no reading)
        assert cond.sel is not None and cond.filt is not None
        group = [c for u in resolve_sel(rt, cond.sel) if (c := ctx.card(u)) is not None]
        if not group:
            ctx.assume(
                "「すべて…」の対象となるカードが１枚もないため、条件は満たされないものとして読む",
                "no card is there for 「すべて…」 to be about: the condition is read as not met",
                key="every_of_none",
            )
            return False
        if cond.filt.distinct_names:
            return all(
                not same_name(ctx, a, b) for i, a in enumerate(group) for b in group[i + 1 :]
            )
        return all(matches(ctx, c, cond.filt, rt.source, rt) for c in group)
    raise ValueError(w)


def _wears(rt: Rt, uid: str, wanted: tuple[Any, ...]) -> bool:
    """Each description in ``wanted`` is met by a different 着装 unit associated with ``uid``
    (6.9.2.3)."""
    worn = worn_by(rt.ctx, uid)

    def fit(i: int, used: frozenset[str]) -> bool:
        if i == len(wanted):
            return True
        return any(
            c.uid not in used
            and matches(rt.ctx, c, wanted[i], rt.source, rt)
            and fit(i + 1, used | {c.uid})
            for c in worn
        )

    return fit(0, frozenset())


def turn_began(ctx: Ctx) -> int | None:
    """The step this turn began at (9.1: a new turn fighter and number), or None when it
    began before the scenario's first step."""
    for step, _seq, ev in reversed(ctx.events()):
        if isinstance(ev, SetTurn) and "number" in ev.changes:
            return step
    return None


def battle_began(ctx: Ctx) -> int | None:
    """The step the battle now in progress began at (its first ``battle`` record after none),
    or None (begun before the scenario)."""
    began = None
    for step, _seq, ev in reversed(ctx.events()):
        if isinstance(ev, SetVar) and ev.key == "battle":
            if ev.value is None:
                return began
            began = step
        if isinstance(ev, SetTurn) and "number" in ev.changes:
            return began
    return began


def phase_began(ctx: Ctx, phase: str) -> int | None:
    """The step this turn's ``phase`` began at, or None (not begun in the scenario). A step
    that sets the phase already in progress (another attack's start step in the battle phase,
    10.3.1 / 9.10.1) does not begin it: the phase began at the first of a run of such steps, or
    before the scenario when the scenario opened in it."""
    found: int | None = None
    for step, _seq, ev in reversed(ctx.events()):
        if not isinstance(ev, SetTurn):
            continue
        now = ev.changes.get("phase")
        if "number" in ev.changes or (now is not None and now != phase):
            return found
        if now == phase:
            found = step
    initial = getattr(ctx._e, "initial", None)
    if found is not None and initial is not None and initial.turn.phase == phase:
        return None  # the scenario opened in that phase: it began before it
    return found


def _divine_used(rt: Rt, who: str, since: str | None) -> bool:
    """「…で / …にあなたが【ディヴァインスキル】を使っているなら」: ``who`` used an ability with the
    Divine Skill icon — the record 12.3.3.2 makes (``divine_used``) — in this fight (any time:
    the record stands for the rest of the game), or since this turn / the battle now began (the
    record made in it; no battle now: none). A record made before the scenario is read as made
    before that period, and the ruling says so."""
    ctx = rt.ctx
    key = vkey("divine_used", who)
    now = bool(ctx.state.vars.get(key))
    if since == "fight" or not now:
        return now
    if since == "battle":
        if not ctx.state.vars.get("battle"):
            return False
        start = battle_began(ctx)
    else:
        start = turn_began(ctx)
    for _step, _seq, ev in ctx.events(start or 0):
        if isinstance(ev, SetVar) and ev.key == key and ev.value:
            return True
    ctx.assume(
        "【ディヴァインスキル】を使った記録は場面より前のもので、この期間のものではないとして読む",
        "the record of a 【Divine Skill】 use predates the scenario: read as made before this period",
        key="divine_used_earlier",
    )
    return False


def _empty_circles(rt: Rt, s: Sel) -> list[str] | None:
    """「ユニットのいない(R)が２つ以上あるなら」 / 「あなたのリアガードのいない(R)」: the circles
    (not cards) of the group the selector names (4.9.1; the rear-guard circles when it names
    none) with no unit on them, of the players its owner names; None for a selector of cards."""
    if s.states not in (("empty",), ("filled",)):
        return None
    if replace(s, states=(), zones=(), owner=None, column=None) != Sel() or s.column not in (
        None,
        "this",
    ):
        return None
    # 「あなたの(R)が５つ埋まっている」: the circles with a card on them (``filled``)
    filled = s.states == ("filled",)
    if any(z not in CIRCLE_GROUPS for z in s.zones):
        return None
    ctx = rt.ctx
    out = []
    for pl in _owners(ctx, s.owner, rt.master, _doer(rt)):
        # 「このユニットの後ろの(R)」: the circles of this unit's column only (4.9.1.1, 4.9.1.2)
        col = _column_of(rt, pl) if s.column == "this" else None
        if s.column == "this" and col is None:
            continue
        for c in ("vanguard", *open_circles(ctx, pl), "guardian"):
            z = circle(c)
            if (
                any(in_group(ctx, pl, z, g) for g in s.zones or ("rear",))
                and (col is None or COLUMN.get(c) == col)
                and bool(ctx.zone(pl, z)) is filled
            ):
                out.append(f"{pl}.{z}")
    return out


def happened(rt: Rt, trig: Trig, since: str | None = None) -> int | None:
    """「このターンに…している」: the step of this turn at which an event of the shape ``trig``
    describes happened, read as the trigger condition would have read it then (this card's
    own events only during its present stay, 4.1.8), or None. A turn begun before the
    scenario's first step is read as having had no such event before it (an assumption)."""
    got = happenings(rt, trig, since, first=True)
    return got[0] if got else None


def _self_triggered(rt: Rt) -> int:
    """How many times this ability of the card (``rt.data["index"]``) triggered this turn, since
    the turn began or the card was put where it is, whichever is later (7.15.1.3, 4.1.8)."""
    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    if c is None or "index" not in rt.data:
        return 0
    began = turn_began(ctx)
    if began is None:
        ctx.assume(
            "このターンの、場面より前の発動は書かれていないため、なかったものとして数える",
            "what triggered earlier this turn, before the scenario, is not given: counted as none",
            key="earlier_this_turn_none",
        )
    since = began or 0
    here = next((s for s, seq, _ev in ctx.events() if seq >= c.placed), None)
    if here is not None:
        since = max(since, here)
    return len(ctx.triggered_at(c.uid, rt.data["index"], since))


def done_by(ctx: Ctx, ev: Any, owner: str, master: str) -> bool:
    """Whether the fighter ``owner`` names (as seen from ``master``) did the act an event
    records: the master of the ability whose effect did it, or the fighter its text named
    (11.8.5.1: ``by_master``), the payer of a cost (11.7.1: ``doer``); an act of the rules
    (a call, a ride, a retire 6.2.3.4) is the fighter whose own cards it moved (``player``)."""
    data = getattr(ev, "data", None) or {}
    who = data.get("doer") or data.get("by_master") or getattr(ev, "player", None)
    return who in _owners(ctx, owner, master)


def entered_from(rt: Rt, uid: str) -> str | None:
    """``card_entered_from`` of the ability's context."""
    return card_entered_from(rt.ctx, uid)


def card_entered_from(ctx: Ctx, uid: str) -> str | None:
    """The zone the unit ``uid`` came from when it was put on the circle it is on (7.17.1: a 登場
    is from outside the circles; a move from a circle to a circle keeps it) — read from this
    scenario's record; a unit there since before the scenario: not given, stated, and None."""
    return card_entry(ctx, uid)[0]


def card_entry(ctx: Ctx, uid: str) -> tuple[str | None, str | None, dict[str, Any]]:
    """The zone the unit ``uid`` came from when it was put on the circle it is on, with the tag
    and the data of the event that put it there (``card_entered_from``); a unit there since
    before the scenario: not given, stated, and (None, None, {})."""
    c = ctx.card(uid)
    if c is None:
        return None, None, {}
    came: str | None = None
    tag: str | None = None
    data: dict[str, Any] = {}
    seen = False
    for step, _seq, ev in ctx.events(0):
        for m in ctx.moves(step):
            if m[0] != uid:
                continue
            if circle_of(m[4]) is None:
                came, seen = None, False  # it left the circles: a new card (4.1.8)
                tag, data = None, {}
            elif circle_of(m[2]) is None:
                came, seen = m[2], True
                tag, data = getattr(ev, "tag", None), dict(getattr(ev, "data", None) or {})
    if not seen:
        ctx.assume(
            f"{label(ctx, uid)} がどこから登場したかはシナリオに書かれていないため、その領域からの登場ではないものとして読む",
            f"where {label(ctx, uid)} appeared from is not given: read as not from that zone",
            ("7.17.2",),
            key=f"entered_from_unknown:{uid}",
        )
    return came, tag, data


# the blasts whose record (specific._blasted) says how many cards each moved
BLASTS = ("counter_blast", "soul_blast")
# 「(数値)枚カウンターブラスト / ソウルブラストする」: a blast of that many cards
BLAST_COUNT = {"counter_blast": ("7.24.4.1",), "soul_blast": ("7.25.4.1",)}


def blasted_cards(rt: Rt, trig: Trig, since: str | None, doer: str | None) -> int:
    """How many cards the blasts of this turn that ``trig`` describes moved in all (7.24.4.1,
    7.25.4.1: 「(数値)枚ソウルブラストする」 is a soul blast of that many cards)."""
    from ruling.games._vg.autos import _fires

    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    steps = set(happenings(rt, trig, since, doer=doer))
    if c is None or not steps:
        return 0
    total = 0
    for step, _seq, ev in ctx.events(min(steps)):
        if step not in steps or getattr(ev, "tag", None) != trig.event:
            continue
        got = _fires(ctx, ev, trig, c, rt.master, {m[0]: m for m in ctx.moves(step)})
        if got is not None and "blocked" not in got:
            total += int(getattr(ev, "data", {}).get("n") or 0)
    return total


def _read_as(ctx: Ctx, reading: Any) -> bool:
    """An event the engine's reading does not count (``_fires``' near miss with ``reading``),
    under the other reading when that reading was taken in this line of the game (a state var
    ``reading.<point>``, set where the point is raised: ``battle._move_read_as_call``)."""
    if not reading:
        return False
    _game, eid, key = reading[:3]
    return ctx.state.vars.get(f"reading.{eid}") == key


def happenings(
    rt: Rt,
    trig: Trig,
    since: str | None = None,
    first: bool = False,
    doer: str | None = None,
    upto: int | None = None,
) -> list[int]:
    """The steps of this turn at which events of the shape ``trig`` describes happened (see
    ``happened``; ``first``: stop at the first one; ``doer``: only the acts of that fighter,
    ``done_by``; ``upto``: none after that step)."""
    from ruling.games._vg.autos import _fires

    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    if c is None:
        return []
    start = turn_began(ctx)
    stay = since == "stay"
    if stay:
        # 「このユニットが…されているなら」: since the card was put where it is (its present
        # stay, 4.1.8) — the record from the scenario's start, this card's events in its stay
        start, since = 0, None
    if since == "this_battle":
        # 「このバトルで」: since the battle now began (10.4.1); no battle, nothing happened in it
        if not ctx.state.vars.get("battle"):
            return []
        start = battle_began(ctx)
        since = None
    if since is not None:
        # 「このバトルフェイズに」: since that phase began — not in it now, nothing happened in
        # 「this」 one; begun before the scenario, read from the scenario's start (below)
        if ctx.state.turn.phase != since:
            return []
        start = phase_began(ctx, since)
    this = trig.subject is not None and trig.subject.ref == "this"
    # 「…時」 read before the event that triggers an ability (``autos._valid_only_with``): the
    # record up to that step, the event left out
    before = rt.data.get("history_before")
    out: list[int] = []
    for step, seq, ev in ctx.events(start or 0):
        if before is not None and step >= before:
            break
        if upto is not None and step > upto:
            # 「…したのが２回目なら」: the record up to the triggering event, with it
            break
        if this and seq < c.placed:
            continue
        if doer is not None and not done_by(ctx, ev, doer, rt.master):
            continue
        moved = {m[0]: m for m in ctx.moves(step)}
        got = _fires(ctx, ev, trig, c, rt.master, moved)
        if got is not None and "blocked" in got and _read_as(ctx, got.get("reading")):
            got = {k: v for k, v in got.items() if k != "blocked"}  # the reading taken
        if got is not None and "blocked" not in got:
            out.append(step)
            if first:
                return out
    if (
        stay
        and not out
        and not any(m[0] == c.uid for st_, _s, _e in ctx.events(0) for m in ctx.moves(st_))
    ):
        ctx.assume(
            f"{label(ctx, c.uid)} がどのように置かれたかはシナリオに書かれていないため、起きていないものとして読む",
            f"how {label(ctx, c.uid)} was put where it is is not given: read as not having happened",
            key=f"stay_unknown:{c.uid}",
        )
    if start is None:
        ctx.assume(
            "このターンの、場面より前の出来事は書かれていないため、起きていないものとして読む",
            "what happened earlier this turn, before the scenario, is not given: read as nothing",
            key="earlier_this_turn_none",
        )
    return out


def cards_it_happened_to(
    rt: Rt, trig: Trig, since: str | None = None, doer: str | None = None
) -> set[str]:
    """The cards events of the shape ``trig`` happened to this turn (see ``happenings``): each
    card one step moved is read alone, so that a step moving two cards counts two."""
    from ruling.games._vg.autos import _fires

    ctx = rt.ctx
    c = ctx.card(rt.source or "")
    out: set[str] = set()
    if c is None:
        return out
    steps = set(happenings(rt, trig, since, doer=doer))
    for step, _seq, ev in ctx.events(min(steps) if steps else 0):
        if step not in steps:
            continue
        if doer is not None and not done_by(ctx, ev, doer, rt.master):
            continue
        moved = {m[0]: m for m in ctx.moves(step)}
        got = _fires(ctx, ev, trig, c, rt.master, moved)
        if got is None or ("blocked" in got and not _read_as(ctx, got.get("reading"))):
            continue
        if got.get("that") in moved:
            for uid, m in moved.items():
                one = _fires(ctx, ev, trig, c, rt.master, {uid: m})
                if one is not None and ("blocked" not in one or _read_as(ctx, one.get("reading"))):
                    out.add(uid)
        else:
            out.add(str(got.get("that") or step))
    return out


def cond_watch(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    if cond is None:
        return ()
    if cond.what in ("and", "or", "not", "valid"):
        return tuple(w for p in cond.parts for w in cond_watch(rt, p))
    if cond.what in ("match", "every") and any(
        x.startswith("named:") for x in (cond.filt.states if cond.filt is not None else ())
    ):
        # 「このユニットが竜炎状態なら」: a state named by a rule or an effect (5.2.2) is an effect
        # on the card (``keyword_states``): the steps that put it there, still in force, not only
        # the last step that touched the card
        return (
            sel_watch(rt, cond.sel)
            + tuple(f"stat:{u}:named_state" for u in resolve_sel(rt, cond.sel) if cond.sel)
            + sel_watch(rt, cond.than)
        )
    if cond.what in ("match", "stat", "every"):
        return sel_watch(rt, cond.sel) + sel_watch(rt, cond.than)
    if cond.what in ("count", "total"):
        return sel_watch(rt, cond.sel) + sel_watch(rt, cond.than)
    if cond.what == "at":
        return sel_watch(rt, cond.sel)
    if cond.what == "history" and cond.verb == "persona_ride":
        return (f"var:persona_rode.{rt.master}",)
    if cond.what == "divine_used":
        who = rt.master if cond.owner == "you" else rt.ctx.state.opponent(rt.master)
        return (f"var:{vkey('divine_used', who)}",)
    if cond.what in ("player_info", "player_number"):
        who = rt.master if cond.owner == "you" else rt.ctx.state.opponent(rt.master)
        return (f"var:{vkey(cond.verb or '', who)}",)
    if cond.what == "wearing":  # the 着装 units stand on the wearer's circle (6.9.2.2)
        at = [rt.ctx.where(u) for u in resolve_sel(rt, cond.sel)]
        return sel_watch(rt, cond.sel) + tuple(f"{w[0]}.{w[1]}" for w in at if w is not None)
    return ()


# 「…したなら」 of an action whose meaning a clause gives: 「魔獣合成した」 is a 魔獣合成 made
# (6.10.5; one not made is not, 6.10.5.1, cited where it is not made)
DONE_CLAUSES = {"beast_fusion": ("6.10.5",)}

COND_CLAUSES = {
    "divine_used": ("12.3.3", "12.3.3.2"),  # the use the Divine Skill icon's rule records
    "battle_number": ("10.3.1.3",),  # the attacks chosen this turn, one battle each
    "second": ("8.2.1.6",),  # who is the first (and so the second) fighter
    "first": ("8.2.1.6",),
    "done": ("11.2.3",),
    "changed": ("11.2.3", "11.3.1.3.3"),  # the change made, as replaced (+AではなくB)
    "not_done": ("11.2.3",),
    "appeared": ("7.17.2",),
    "rode_from": ("7.17.2",),  # the 登場 the trigger was about: from the zone named
    "entered_from": ("7.17.1", "7.17.2"),  # the 登場 that put the unit on its circle
    "entered_by_call": ("6.2.1.2", "6.2.2"),  # put on its circle by a call (of a kind)
    "appeared_by": ("7.17.2",),  # the 登場 the trigger was about: by an ability of that card
    "wearing": ("6.9.2.3", "6.9.3"),  # the 着装 units associated with a vanguard
    "at": ("4.9.1", "4.9.1.3"),  # where a card is: the circles, a row of them
    "has_given": ("7.14.1",),  # an ability given to the card, in force
}
HISTORY_CLAUSES = {"persona_ride": ("7.15.1.4.3",), "self_triggered": ("7.15.1.3",)}
# an event a history condition reads (「そのターン中に…したなら」) whose past-in-the-turn reading the
# rules define apart from its trigger's (「…した時」): 6.4.2.3 beside 6.4.2.1
HISTORY_EVENT_CLAUSES = {
    "legion": ("6.4.1", "6.4.1.3.2", "6.4.2.3"),
    "d_legion": ("6.4.1", "6.4.1.3.2", "6.4.2.3"),
}
# a player's information a condition reads (``Cond("player_info")``)
# (the world is what the 「(世界名称)になる」 effects made it, 7.43.2, else blank, 7.43.1.1)
INFO_CLAUSES = {"world": ("7.43.1", "7.43.1.1", "7.43.2", "7.43.3")}
# a player's number a condition compares (``Cond("player_number")``), its clauses and its words
NUMBER_CLAUSES = {"energy": ("3.1.3",), "formula_count": ("17.16.7.1",)}
NUMBER_NAMES = {
    "energy": ("エネルギー", "energy"),
    "formula_count": ("フォーミュラカウント", "formula count"),
}
# a validity-condition keyword (14.2.1, 14.2.2): the keyword's own condition, and what it means on
# each kind of ability (14.2.3)
VALID_KEYWORD = {
    "wave": ("14.37.1", "14.37.2"),
    "limit_break": ("14.7.1", "14.7.2"),
    "generation_break": ("14.14.1", "14.14.3"),
    "brave": ("14.17.1", "14.17.3"),
    "ritual": ("14.20.1", "14.20.2.1", "14.20.2.2"),
    "thunderstrike": ("14.28.1", "14.28.3"),
    "shinken_hissatsu": ("17.14.1", "17.14.1.1", "17.14.1.2"),
    "kaigan": ("17.16.3", "17.16.3.1", "17.16.3.2"),
    "oracle": ("14.18.1", "14.18.2", "14.18.3"),
    "stealth": ("14.38.1", "14.38.2", "14.38.3"),
    "unite": ("14.21.1", "14.21.2", "14.21.3"),
    "darkness": ("14.32.1", "14.32.2", "14.32.3", "14.32.4"),
    "white_wings": ("14.43.1", "14.43.2", "14.43.2.1", "14.43.2.3", "14.43.2.4", "14.43.3"),
    "black_wings": ("14.43.1", "14.43.2", "14.43.2.2", "14.43.2.3", "14.43.2.4", "14.43.3"),
}
VALID_KIND = {
    "continuous": ("14.2.3.1", "14.2.3.1.1"),
    "auto": ("14.2.3.2", "14.2.3.2.1"),
    "activated": ("14.2.3.3", "14.2.3.3.1"),
}
# a card referred to by its keyword 【煌求者】: the keyword printed alone, with no effect of its
# own (14.47.1, 14.47.1.1, 14.47.2)
# the states the rules define by an act, a text's 「X状態」 (not a named state of 5.2.2): the name
# -> the card state the act leaves (``dress``) and the clauses defining it — overDress state while
# a dress origin is associated (6.7.3), cross overDress state likewise, and not overDress state
# (6.8.4, 6.8.5)
RULE_STATES = {
    "オーバードレス": ("overdress", ("6.7.3",)),
    "クロスオーバードレス": ("cross_overdress", ("6.8.4", "6.8.5")),
}
# a named state a text refers to, and the rule that says what that reference means (5.2.2.3)
STATE_REFERENCE = {"友達": ("14.46.2", "14.46.2.1")}
KEYWORD_CLAUSES = {
    "glitter": ("14.1.1", "14.47.1", "14.47.1.1", "14.47.2"),
    "ritual": ("14.20.1", "14.20.2.1"),
    "happy_toys": ("14.60.1", "14.60.2", "14.60.3"),
    # an ability word (能力語) an ability of the card carries (_vg/cardtext.ABILITY_WORDS): a
    # keyword with no rule of its own, referred to by other effects
    "dominate": ("14.1.1", "14.25.1"),
    "shadow_stitch": ("14.1.1", "14.27.1"),
    "burst": ("14.1.1", "14.30.1"),
    "magia": ("14.1.1", "14.33.1"),
    "time_leap": ("14.1.1", "14.34.1"),
    "dress_boost": ("14.1.1", "14.44.1", "14.44.2"),
    "powerful": ("14.1.1", "14.45.1", "14.45.1.1"),
    "revol_dress": ("14.1.1", "14.48.1", "14.48.2"),
    "drag_dress": ("14.1.1", "14.48.1", "14.48.3"),
    "cannon": ("14.1.1", "14.50.1"),
    "nitou_kaigan": ("14.1.1", "17.14.3", "17.14.3.1"),
    "unison_dress": ("14.1.1", "14.53.1"),
    "overcharge": ("14.1.1", "14.55.1"),
    "evil_dragon_release": ("14.1.1", "14.56.1", "14.56.2"),
    "rewrite": ("14.1.1", "14.58.1", "14.58.2"),
    "mind_pollution": ("14.1.1", "14.59.1", "14.59.2"),
    "sweet_link": ("14.1.1", "14.61.1"),
    "demonic_union": ("14.1.1", "14.62.1", "14.62.1.1", "14.62.2"),
    "phantom_skill": ("14.1.1", "14.63.1", "14.63.1.1", "14.63.2"),
    # keyword abilities the rules define by their meaning (_vg/cardtext.MEANINGS)
    "restraint": ("14.6.1", "14.6.2"),
    "resist": ("14.15.1",),
    "afterimage": ("14.24.1",),
    "dress_up": ("14.52.1", "14.52.2", "14.52.2.1"),
}


# a subtype a text names alone (「あなたの曲」, no zone, no 「カード」) means the cards of that
# subtype in a zone the rules give (17.7.1.1 「ある効果が単に‘曲’を参照する場合、オーダーゾーンにある
# サブタイプが曲であるカードを参照します」): the zone and its clause
SUBTYPE_ZONES: dict[str, tuple[str, tuple[str, ...]]] = {
    "曲": ("order_zone", ("17.7.1", "17.7.1.1")),
    # 「あなたのプロダクト」: a set order's subtype (17.12.1), and set orders are in the order zone
    # (4.17.1)
    "プロダクト": ("order_zone", ("17.12.1", "4.17.1")),
}


def _subtype_zone(s: Sel) -> tuple[str, tuple[str, ...]] | None:
    if s.zones or s.kinds or s.ref is not None:
        return None
    return next((SUBTYPE_ZONES[g] for g in s.groups if g in SUBTYPE_ZONES), None)


def subtype_zone(s: Sel) -> tuple[str, ...]:
    """The zone a subtype named alone is read in (``SUBTYPE_ZONES``), else ()."""
    got = _subtype_zone(s)
    return (got[0],) if got is not None else ()


def sel_clauses(s: Sel | None) -> tuple[str, ...]:
    """What a selector's words rest on: ヴァンガード / リアガード (the units on circles of that
    attribute, 4.9.2.6), 呪縛カード (7.30.1.2, 4.9.2.7), 同名 / 別名 (12.6.1), a named gauge
    (4.15.3.1, 4.15.4.1), a keyword printed alone."""
    if s is None:
        return ()
    out: tuple[str, ...] = ()
    if any(k in ("vanguard", "rearguard", "guardian") for k in s.kinds):
        out += ("4.9.2.6",)
    if (sub := _subtype_zone(s)) is not None:
        out += sub[1]  # 「曲」 alone: the order zone's (17.7.1.1)
    if "locked_card" in s.kinds or "locked" in s.states:
        out += ("7.30.1.2", "4.9.2.7")
    if "hearts" in s.kinds:
        out += ("2.9.3.3", "6.5.2.2.1")
    if s.same_name or s.other_name:
        out += NAME_SAME
    if s.clan_with is not None:
        out += ("2.2.1", "2.2.2")  # the clans a unit belongs to (2.2.1), referred to (2.2.2)
    if s.distinct_names:
        out += ("12.6.2.2", "12.6.2.2.1")
    if s.gauge:
        out += ("4.15.3.1", "4.15.4.1")
    if "dress_origin" in s.states:
        out += ("6.7.4",)
    if "damage_checked" in s.states:
        out += ("13.6.3", "13.6.4", "13.7.2", "4.13.1.2")
    if s.marker:
        out += ("15.1.2.1.1", "15.8.5") + (("15.8.2.3", "15.8.2.3.1") if s.column else ())
        out += ("15.8.2.2", "15.8.4.3") if s.on is not None else ()
    rule_states = [
        RULE_STATES[n][1] for st in s.states if (n := st.removeprefix("named:")) in RULE_STATES
    ]
    for cl in rule_states:
        out += cl  # a state the rules define (6.7.3, 6.8.4), read by that definition
    if not rule_states and any(st.startswith("named:") for st in s.states):
        # a named state, referred to
        out += ("5.2.2", "5.2.2.3")
        for st in s.states:
            # a state a keyword defines (SweetLink状態 14.61.1, 【精神汚染】状態 14.59.1): read
            # by that keyword's definition
            kw = (
                lookup("vg", st.removeprefix("named:").strip("【】"))
                if st.startswith("named:")
                else None
            )
            out += KEYWORD_CLAUSES.get(kw.id, ()) if kw is not None else ()
    for g in s.groups:
        # a state whose reference by a text the rules define (“友達”: a unit in 友達状態,
        # 14.46.2.1)
        out += STATE_REFERENCE.get(g, ())
    if s.column in ("of", "this"):
        # 「…と同じ縦列の」 / 「このユニットと同じ縦列の」: a column, on either side (4.9.1.1, 4.9.1.2)
        out += ("4.9.1.1", "4.9.1.2") + sel_clauses(s.column_of)
    states = {st.removeprefix("not:") for st in s.states}  # 「…していない」: the same state's
    if "legion" in states or "d_legion" in states:
        out += ("6.4.2.2",)
    if "boosting" in states or "boosted" in states:
        out += ("10.4.1.12", "10.4.1.12.1")
    if "strode" in states:
        out += ("6.5.1", "6.5.1.1")
    if "deleted" in states:
        out += ("7.32.2",)
    if any(st.startswith("entered_from:") for st in states):
        out += ("7.17.1", "7.17.2")
    if s.partner is not None and ("attacking" in states or "attacked" in states):
        # 「このユニットにアタックしている相手のユニット」: the unit in battle with the one named —
        # the attacking and the attacked unit are each other's battle partner (10.4.1.9.2)
        out += ("10.4.1.9.2",)
    for k in s.has:
        out += KEYWORD_CLAUSES.get(k, ())
    if s.did or s.did_not:
        # 「このターンに…したカード」: the event, read as its trigger condition reads it
        from ruling.games._vg.autos import trigger_clauses

        for t in (*s.did, *s.did_not):
            out += trigger_clauses(t)
    for a in s.alts:
        out += sel_clauses(a)
    return out + sel_clauses(s.stat_ref)


# whose 「…なら」: 11.2.1.1 an activated ability's, 11.2.1.2 an automatic ability's, both under
# 11.2.1 (an ability that checks a requirement as it resolves); a continuous ability's is the
# condition under which it applies (11.1.1.3)
REQUIREMENT = {
    "activated": ("11.2.1", "11.2.1.1"),
    "continuous": (),
    "order": ("11.2.1", "11.2.1.3"),  # an order card's effect (_vg/steps._requirement_kind)
}
AUTO_REQUIREMENT = ("11.2.1", "11.2.1.2")


def requirement(kind: str) -> tuple[str, ...]:
    """The clauses of a 「…なら」 requirement on an ability of ``kind`` (11.2.1 and its kind's)."""
    return REQUIREMENT.get(kind, AUTO_REQUIREMENT)


def without(clauses: tuple[str, ...], drop: tuple[str, ...]) -> tuple[str, ...]:
    """``clauses`` but ``drop`` (a condition's clauses read outside a resolution: a play
    requirement, a cost's)."""
    return tuple(c for c in clauses if c not in drop)


def that_gone(rt: Rt, s: Sel) -> LastKnown | None:
    """「そのユニット」 naming the one card the trigger's event was about (``rt.data["that"]``),
    when it has left the circle it was on: its last-known information there (11.13.1 — and
    11.9.6.1.2 for a trigger on that leaving: 「他のリアガードが退却した時、そのユニットの
    パワーが…なら」 reads the retired unit's power as it was on the field)."""
    if s.ref != "that" or rt.data.get("those"):
        return None
    u = rt.data.get("that")
    if not u:
        return None
    lk = rt.ctx.last_known(u)
    if lk is None or circle_of(lk.zone) is None or where_circle(rt.ctx, u) is not None:
        return None
    return lk


def reads_last_known(rt: Rt, cond: Cond | None) -> bool:
    """A condition reads a value of this card (or of the card 「その」 names, ``that_gone``)
    that has left the zone it was in: it is read as it last was there (11.13.1; ``holds``)."""
    if cond is None:
        return False
    if cond.what in ("and", "or", "not"):
        return any(reads_last_known(rt, p) for p in cond.parts)
    return (
        cond.what == "stat"
        and cond.sel is not None
        and (lk := gone_from(rt) if cond.sel.ref == "this" else that_gone(rt, cond.sel)) is not None
        and isinstance(lk.info.get(cond.stat or ""), int)
    )


def cond_clauses(cond: Cond | None, kind: str = "auto") -> tuple[str, ...]:
    """The 「…なら」 of an ability (11.2.1.1 / 11.2.1.2); 11.2.2: it covers its sentence."""
    from ruling.games._vg.autos import trigger_clauses

    if cond is None:
        return ()
    out: tuple[str, ...] = requirement(kind) + ("11.2.2",)
    todo = [cond]
    while todo:
        c = todo.pop()
        if c.what in ("and", "or", "not"):
            # 「Xなら、この能力は無効」: void while X holds (11.4.2)
            out += tuple(x for k, x in c.detail if k == "void")
            todo += c.parts
            continue
        if c.what == "valid":
            out += ("14.2.1", "14.2.2") + VALID_KIND.get(kind, ()) + VALID_KEYWORD[c.verb or ""]
            out += c.said
            todo += c.parts
            continue
        out += COND_CLAUSES.get(c.what, ())
        if c.what in ("done", "not_done"):
            out += DONE_CLAUSES.get(c.verb or "", ())
        if c.what == "kinds":
            # 18.3.1: card names unless a value is named (18.3.1.2); 18.3.1.1: not the count
            out += kinds_clauses(c.stat or "name")
        if c.what == "player_info":
            out += INFO_CLAUSES.get(c.verb or "", ())
        if c.what == "fighter_state":
            # 7.42.1; a name another state covers (“一気爆勢” is “一気呵勢” too): 7.42.1.1
            out += ("7.42.1", "7.42.2") + (("7.42.1.1",) if len(c.detail) > 1 else ())
        if c.what == "player_number":
            out += NUMBER_CLAUSES.get(c.verb or "", ())
        if c.what == "history":
            out += HISTORY_CLAUSES.get(c.verb or "", ())
            if c.event is not None and c.event.event in HISTORY_EVENT_CLAUSES:
                out += HISTORY_EVENT_CLAUSES[c.event.event]
            else:
                out += trigger_clauses(c.event) if c.event is not None else ()
            if c.event is not None and ("count", "cards") in c.detail:
                # 「２枚以上カウンターブラストしている」: the cards the blasts moved (7.24.4.1,
                # 7.25.4.1; ``blasted_cards``)
                out += BLAST_COUNT.get(c.event.event, ())
        if c.what == "stat" and c.value is not None:
            # a value term: the card it reads
            out += sel_clauses(c.value.of)
        if c.what == "stat" and any(
            (x or "").startswith("original_")
            for x in (c.stat, c.value.stat if c.value is not None else None)
        ):
            out += ("5.1.3",)  # an original value: as printed, with the original changes
        out += sel_clauses(c.sel) + sel_clauses(c.filt) + sel_clauses(c.than)
    return tuple(dict.fromkeys(out))


def valid_clauses(cond: Cond | None, kind: str) -> tuple[str, ...]:
    """The clauses of an ability's validity keywords (14.2), alone (no 「…なら」 of a text)."""
    prefix = (*requirement(kind), "11.2.2")
    return tuple(x for x in cond_clauses(cond, kind) if x not in prefix)


NAME_SAME = ("12.6.1",)  # 同名 / 別名: the same card name, or none in common
# a card with several names (12.6.2): side by side (12.6.2.1), one in common is enough (12.6.2.2)
NAME_MANY = ("12.6.2", "12.6.2.1")


def _leaves(cond: Cond) -> list[Cond]:
    if cond.what in ("and", "or", "not"):
        return [x for p in cond.parts for x in _leaves(p)]
    return [cond]


# the events of a continued act (1.3.7.2 / 1.3.7.3: its ‘…した’ / ‘…された’ event at its start,
# its state while it goes on) a history condition may read -> that state
CONTINUED_ACTS = {"boost": "boosting", "boosted": "boosted"}


def ended_act_clauses(rt: Rt, cond: Cond) -> tuple[str, ...]:
    """A condition reading that a continued act happened (「このバトルでこのユニットがブーストされて
    いたなら」: its event at the act's start, 1.3.7.3) when the act is over now (the booster left
    its circle, 7.47.1.2): the event stands all the same (1.3.7.4) — those clauses; else ()."""
    out: tuple[str, ...] = ()
    for c in _leaves(cond):
        ev = c.event
        if c.what != "history" or ev is None or ev.event not in CONTINUED_ACTS:
            continue
        if ev.subject is None or ev.subject.ref != "this" or rt.source is None:
            continue
        card = rt.ctx.card(rt.source)
        if card is None or not holds(rt, c) or _in_state(rt.ctx, card, CONTINUED_ACTS[ev.event]):
            continue
        out += ("1.3.7", "1.3.7.2", "1.3.7.3", "1.3.7.4")
    return out


def name_clauses(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition about card names read a card that has several names now (12.6.2): the
    clauses saying how they are read, and 6.5.1.3 for the name a G unit has from its hearts.
    Also a condition reading cards' information where a face-down card has none (4.11.3, 4.12.4,
    4.17.3.1): those clauses, when such a card is there; and one reading clans, ``clan_clauses``."""
    if cond is None:
        return ()
    ctx = rt.ctx
    out: tuple[str, ...] = ended_act_clauses(rt, cond)
    for c in _leaves(cond):
        filt = c.filt if c.what == "match" else c.sel
        s = c.sel
        if s is None or filt is None:
            continue
        if s.ref is None and (reads_information(filt) or reads_information(s)):
            for pl in _owners(ctx, s.owner, rt.master):
                for z in s.zones or subtype_zone(s):
                    for card in ctx.zone(pl, z):
                        out += no_information(ctx, card)
        # what reading the description rests on (names in 「」, clans in 《》, races in 〈〉,
        # ‘ユニット’ on the field …)
        out += description_clauses(ctx, filt, resolve_sel(rt, s))
        out += dominion_clauses(rt, s, resolve_sel(rt, s))
        if not (
            filt.names or filt.contains or filt.same_name or filt.other_name or s.distinct_names
        ):
            continue
        read = [ctx.card(u) for u in resolve_sel(rt, s)]
        if filt.same_name or filt.other_name:
            read.append(ctx.card(rt.source or ""))
        for card in read:
            if card is None or len(names_of(ctx, card)) < 2:
                continue
            out += NAME_MANY + (
                ("12.6.2.2",) if filt.same_name or filt.other_name or s.distinct_names else ()
            )
            if card.type == "g":
                out += ("6.5.1.3",)
            if any(e.target == card.uid and e.stat == "gained_name" for e in ctx.state.effects):
                # a name gained by an effect, held beside its own (7.14.5): a change of
                # information that is no number, applied when the name is read before any change
                # of a number (11.11.1, 11.11.1.6)
                out += ("7.14.5", "11.11.1", "11.11.1.6")
    return tuple(
        dict.fromkeys(
            out
            + state_source_clauses(rt, cond)
            + world_source_clauses(rt, cond)
            + pseudo_counted(rt, cond)
            + read_value_clauses(rt, cond)
            + song_not_rearguard(rt, cond)
        )
    )


def song_not_rearguard(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition reading the rear-guards (「あなたのリアガードが３枚以上なら」) of a fighter with
    a song order on a rear-guard circle: the song is no unit and no rear-guard (17.4.3), not
    counted (4.9.2.6 says a rear-guard is a unit on such a circle)."""
    out: tuple[str, ...] = ()
    for c in _leaves(cond) if cond is not None else []:
        s = c.sel
        if s is None or s.ref is not None or "rearguard" not in s.kinds:
            continue
        for pl in _owners(rt.ctx, s.owner, rt.master):
            if any(is_song(x) for ci in REAR for x in rt.ctx.zone(pl, circle(ci))):
                out += ("17.4.3", "4.9.2.6")
    return out


def read_value_clauses(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition comparing a value of units on the field (「このユニットのパワーが23000以上なら」)
    reads it as the continuous effects make it now: the steps of 11.11.1 that change it
    (``values.layers``: 11.11.1.7 for a +/- effect, 11.11.1.9 for 'always N' …); () when only the
    printed value counts or the value is one last known (11.13.1)."""
    from ruling.games._vg.values import layers

    out: tuple[str, ...] = ()
    for c in _leaves(cond) if cond is not None else []:
        if c.what != "stat" or c.sel is None or c.stat not in ("power", "critical", "shield"):
            continue
        if c.sel.ref == "this" and gone_from(rt) is not None:
            continue
        for u in [*resolve_sel(rt, c.sel), *(resolve_sel(rt, c.than) if c.than else [])]:
            w = rt.ctx.where(u)
            if w is not None and w[1].startswith("field"):
                out += layers(rt.ctx, u, c.stat)
    return out


def pseudo_counted(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition counting the cards of a zone (「あなたの手札が５枚以上」, 神託 14.18.3) that
    holds a pseudo-card (a protect in the hand, a token on a circle): it is counted as a card
    there (15.2.1, 15.2.1.1 「…それが存在する領域でのカードの枚数に数え…」)."""
    from ruling.games._vg.common import PSEUDO

    todo = [cond] if cond is not None else []
    while todo:
        c = todo.pop()
        todo += list(c.parts)
        if c.what != "count" or c.sel is None or c.sel.ref is not None:
            continue
        for u in resolve_sel(rt, c.sel):
            card = rt.ctx.card(u)
            if card is not None and card.type in PSEUDO:
                return ("15.2.1", "15.2.1.1")
    return ()


def info_of(ctx: Ctx, info: str, who: str) -> tuple[str | None, tuple[str, ...]]:
    """A fighter's information (7.43.1: 世界) and the clauses of the continuous abilities that
    decided it: what a one-shot effect made it (「あなたの世界は冥夜になる」, 7.43.2, a variable),
    then each continuous ability in force that names it while its condition holds (「…が１枚なら、
    あなたの世界は冥夜になり、２枚以上なら、…冥底になる」, 11.11.1.5), the last in the order the
    abilities are read leaving its name (7.43.2.2: the new name only). A condition on the world
    inside such an ability reads the world without it (no circle)."""
    from ruling.games._vg.common import vkey
    from ruling.games._vg.continuous import _working

    got = ctx.state.vars.get(vkey(info, who))
    if info != "world" or _worlding:
        return got, ()
    said: tuple[str, ...] = ()
    _worlding.append(True)
    try:
        for src, ab, rt in _working(ctx):
            for op in ab.program.steps:
                if op.verb != "world" or op.target is None or not op.name:
                    continue
                owner = (
                    rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
                )
                if owner != who:
                    continue
                read = (
                    CONTINUOUS
                    + where_clauses(src, ab.program)
                    + cond_clauses(ab.program.cond, "continuous")
                    + cond_clauses(op.cond, "continuous")
                    + ("7.43.2", "7.43.2.2")
                )
                # a condition met or not decides the world alike: cited either way
                said += tuple(x for x in read if x not in said)
                if holds(rt, ab.program.cond) and holds(rt, op.cond):
                    got = op.name
    finally:
        _worlding.pop()
    return got, said


_worlding: list[bool] = []


def world_source_clauses(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition reading a fighter's 世界 (「あなたの世界が冥底なら」) that a continuous ability
    decides: that ability's clauses (``info_of``)."""
    out: tuple[str, ...] = ()
    for c in _leaves(cond) if cond is not None else ():
        if c.what != "player_info":
            continue
        who = rt.master if c.owner in (None, "you") else rt.ctx.state.opponent(rt.master)
        out += info_of(rt.ctx, c.verb or "", who)[1]
    return out


def state_source_clauses(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """A condition reading a named state (「このユニットが“友達”なら」, 5.2.2) of a card a
    continuous ability puts in that state while its own condition holds (フレンド 14.46.1.1, a
    text's 「…なら、このユニットは…状態になる」, 11.11.1.5): that ability decides whether the card
    is in the state — its clauses (its keyword's meaning, 14.46.1 / 14.46.1.1) and its condition's,
    whether met (the card is in the state) or not (it is not)."""
    if cond is None or _naming:
        return ()
    from ruling.games._vg.continuous import _working

    wanted: dict[str, list[str]] = {}
    for c in _leaves(cond):
        filt = c.filt if c.what == "match" else c.sel
        if c.sel is None or filt is None:
            continue
        names = [
            *filt.groups,
            *(st.removeprefix("named:") for st in filt.states if st.startswith("named:")),
        ]
        if names:
            for u in resolve_sel(rt, c.sel):
                wanted.setdefault(u, []).extend(names)
    if not wanted:
        return ()
    out: tuple[str, ...] = ()
    _naming.append(True)
    try:
        for src, ab, srt in _working(rt.ctx):
            for op in ab.program.steps:
                if op.verb != "named_state" or op.target is None or not op.name:
                    continue
                if any(
                    op.name in names and u in resolve_sel(srt, op.target)
                    for u, names in wanted.items()
                ):
                    out += CONTINUOUS + where_clauses(src, ab.program)
                    out += cond_clauses(ab.program.cond, "continuous")
                    break
    finally:
        _naming.pop()
    return out
