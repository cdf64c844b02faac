"""Weiß Schwarz card abilities: looking up cards — the zones and slots a text names, which cards a
selector names now (``Rt``: one resolution of an ability, with what it chose and looked at), the
filters a card must pass, a face-down card's blankness (3.9.2.2.1, 3.12.2.2.1), whether 「このカード」
is still the same card (3.1.4, 8.7.7), the keyword clauses a label or 『…』を持つ rests on."""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from grammar.normalise import normalise
from ruling.cardtext.ir import compares
from ruling.choosing import NO, YES
from ruling.core import Ctx
from ruling.games._ws.cardtext import EVERY_ZONE, Op, Program, Sel, ability_key, ws_sel
from ruling.games._ws.cardtext.ir import (
    CHOSEN_SEL,
    ORIENTATIONS,
    but_chosen,
    ext,
    face,
    markers,
    not_kind,
    not_names,
    orientation,
    prog_ext,
)
from ruling.games._ws.common import ICONS, attacker_present, slot_options
from ruling.resolution import Resolution
from ruling.rules import Choose, Option
from ruling.state import Card

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
# 隣の: the slots next to a slot in its row, 3.6.4 naming each row's slots from left to right
ADJACENT = {
    "left_front": ("center_front",),
    "center_front": ("left_front", "right_front"),
    "right_front": ("center_front",),
    "left_back": ("right_back",),
    "right_back": ("left_back",),
}
# the relations of one slot to another the text names a card by (このカードの正面 / 前 / 後ろ / 隣の
# キャラ): the ref, the slots so related on the same side (or, for 正面, the opponent's) and the
# clause that defines it
RELATED_CLAUSES = {"facing": "3.6.6", "front": "3.6.5", "behind": "3.6.5", "adjacent": "3.6.4"}


def related_slot(ctx: Any, base: str, who: str, ref: str) -> bool:
    """Is the card ``who`` on the stage in a slot related by ``ref`` (``RELATED_CLAUSES``) to the
    slot the card ``base`` is in now — 正面: the opponent's slot facing it (3.6.6); 前 / 後ろ:
    its master's slots in front of / behind it (3.6.5); 隣: next to it in its row (3.6.4)?"""
    here, there = slot_of(ctx, base), slot_of(ctx, who)
    if here is None or there is None:
        return False
    same = master_of(ctx, who) == master_of(ctx, base)
    if ref == "facing":
        return not same and FACING.get(here) == there
    slots = {"front": IN_FRONT, "behind": BEHIND, "adjacent": ADJACENT}[ref].get(here, ())
    return same and there in slots


# the slot relations of 「このカードの正面の / 前の / 後ろの / 隣の」 (3.6.5, 3.6.6)
SLOT_RELATIONS = ("facing", "front", "behind", "adjacent")


def last_slot(rt: Any, uid: str) -> str | None:
    """8.11.1: the slot the card ``uid`` was in when this ability was played or triggered
    (``rt.data["placed"]``), once it has moved from there to a zone other than a slot; None
    while it is still in a slot, or when it was not on the stage then."""
    placed = rt.data.get("placed")
    if placed is None or slot_of(rt.ctx, uid):
        return None
    lk = rt.ctx.last_known(uid, placed)
    if lk is None or not lk.zone.startswith("stage."):
        return None
    return str(lk.zone.removeprefix("stage."))


ZONE_IDS = {
    "stage": tuple(f"stage.{s}" for s in SLOTS),
    "front_row": tuple(f"stage.{s}" for s in FRONT),
    "back_row": tuple(f"stage.{s}" for s in BACK),
    "center": ("stage.center_front",),
    # 前列の左の枠 / 後列の右の枠: one slot, left and right as its master sees them (3.6)
    **{sl: (f"stage.{sl}",) for sl in ("left_front", "right_front", "left_back", "right_back")},
    # 「すべての領域の」: wherever the cards are
    "anywhere": tuple(f"stage.{s}" for s in SLOTS) + EVERY_ZONE,
}
# choosing none of 「N枚まで選び」 (8.6.3.1.1: any number from 0): ``no``, or the number ``0``
NO_UP_TO = replace(NO, aliases=(*NO.aliases, "0", "なし", "選ばない"))


def up_to_count_options(first: Option, most: int) -> tuple[Option, ...]:
    """The numbers 1…``most`` a scenario may answer 「N枚まで選び」 by before naming the cards
    (8.6.3.1.1: any number from 0 up to N; 0 is ``NO_UP_TO``). Each has ``first``'s sig, as a
    may-choose's ``yes`` has (``choosing.may_choose``): unanswered, a count is no branch of its
    own — the branches are named by the cards. Its value is ``("count", k)``."""
    alike = first.sig if first.sig is not None else first.key
    return tuple(
        Option(str(k), f"{k}枚", f"{k} card(s)", ("count", k), sig=alike)
        for k in range(1, most + 1)
    )


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
    "under_described": "キャラの下のマーカー",
}


# the parts of the stage a selector may name (前列 / 後列 / one slot)
ROWS = ("front_row", "back_row", "center", "left_front", "right_front", "left_back", "right_back")


def zone_ids(zone: str) -> tuple[str, ...]:
    if "|" in zone:  # 「クライマックス置場か控え室の」: the cards of either zone
        return tuple(z for part in zone.split("|") for z in zone_ids(part))
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


# the reading of the point face_down_marker_information taken (absent: not asked; the engine's
# own, ``read``: a face-down marker is the card it is)
MARKER_READING = "ws.face_down_marker_information"


def _blank(ctx: Ctx, c: Card) -> bool:
    w = ctx.where(c.uid)
    if not c.face_up and w is not None and w[1].startswith("markers."):
        # 3.7.2: a face-down marker no player may see — under the reading ``hidden`` of
        # face_down_marker_information it has no information a description can match
        return ctx.state.vars.get(MARKER_READING) == "hidden"
    return not c.face_up and w is not None and w[1] in BLANK_ZONES


def is_blank(ctx: Ctx, uid: str) -> bool:
    """Is the card face down in a zone where that makes it a blank card (3.9.2.2.1, 3.12.2.2.1)?"""
    c = ctx.card(uid)
    return c is not None and _blank(ctx, c)


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
    ``known``: its last-known traits and values on the stage it has just left (8.7.4.1.2).
    A card that fails only on values the scenario did not give is taken not to match, and the
    ruling says so (``values.assume_unmatched``)."""
    from ruling.games._ws.continuous import (
        card_names,
        changed_off_stage,
        colours_of,
        stat,
        traits_of,
    )
    from ruling.values import assume_matched, assume_unmatched, unknown_in_filter

    unknown: list[tuple[str, str, str]] = []
    # values not given that a negated description (「「X」以外の」) passed: taken not to be X
    other: list[tuple[str, str, str]] = []
    # a card of unstated type off the stage that 「キャラ」 names: taken to be a character
    as_character: list[tuple[str, str, str]] = []

    def unknown_read(
        name: str, ja: str, en: str, into: list[tuple[str, str, str]] = unknown
    ) -> bool:
        if known is not None or not unknown_in_filter(ctx, c, name):
            return False
        into.append((name, ja, en))
        return True

    if s.other and c.uid == source:
        return False
    if (
        known is None
        and _blank(ctx, c)
        and (
            s.kind not in (None, "card")  # 「カード」: any card, a blank one too
            or not_kind(s)
            or s.traits
            or s.traits_any
            or s.info_contains
            or s.names
            or s.stats
            or s.contains_any
            or s.contains
            or s.not_contains
            or s.colors
            or s.has
            or s.alts
            or "traitless" in s.states
            or "counter_icon" in s.states
            or any(x.startswith("trait_count:") for x in s.states)
        )
    ):
        return False  # a face-down card there has no information to match (3.9.2.2.1, 3.12.2.2.1)
    if face(s) is not None and c.face_up != (face(s) == "up"):
        return False  # 裏向きの / 表向きの: which face it shows (3.7.2, 3.7.2.1)
    if s.alts and not any(matches(ctx, c, a, source, known) for a in s.alts):
        return False  # 「AかB」: one of the descriptions
    if s.kind == "character" and c.type not in ("character", None):
        return False
    if s.kind == "character" and c.type is None and not slot_of(ctx, c.uid):
        # on the stage a card is a character; elsewhere its type is unknown (stated if it decides)
        unknown_read("type", "キャラ", "a character", as_character)
    if s.kind in ("climax", "event") and c.type != s.kind:
        if not (c.type is None and unknown_read("type", _KIND_JA[s.kind], s.kind)):
            return False
    for b in s.but:
        # 「X以外の」 with X a description other than one kind or names alone (read below):
        # a card X describes is left out (「《音楽》以外の」, 「レベル1以下以外の」); a value X reads
        # that the scenario did not give is taken not to be X, and the ruling says so
        # (``values.assume_unmatched``)
        if b == CHOSEN_SEL or b == Sel(kinds=b.kinds) or b == Sel(names=b.names):
            continue
        if matches(ctx, c, b, source, known):
            return False
    if not_kind(s) is not None and c.type == not_kind(s):
        return False  # クライマックス以外の
    if not_kind(s) is not None and c.type is None and not slot_of(ctx, c.uid):
        want = f"{_KIND_JA.get(not_kind(s) or '', not_kind(s))}以外"
        unknown_read("type", want, f"other than {not_kind(s)}", other)
    traits = known["traits"] if known and "traits" in known else traits_of(ctx, c)
    if s.traits and not set(s.traits) <= set(traits):
        want = "".join(f"《{t}》" for t in s.traits)
        if not unknown_read("traits", want, want):
            return False  # 《X》: each of them
    if s.traits_any and not set(s.traits_any) & set(traits):
        want = "か".join(f"《{t}》" for t in s.traits_any)
        if not unknown_read("traits", want, want):
            return False  # 《X》か《Y》: one of them
    for field_, part in s.info_contains:
        # 「特徴に「X」を含む」: one of its traits holds X (2.5); an unknown field is no match
        if field_ != "trait" or not any(name_key(part) in name_key(t) for t in traits):
            want = f"特徴に「{part}」を含む"
            if field_ != "trait" or not unknown_read("traits", want, want):
                return False
    for x in s.states:
        if x.startswith("trait_count:"):
            # 「特徴を2つ以上持つ」: the number of its traits (2.5); traits not given are not
            # taken to be few or many
            cmp, n = x.split(":")[1:]
            ja = {"ge": "以上", "le": "以下", "eq": ""}[cmp]
            if not compares(len(set(traits)), cmp, int(n)) and not unknown_read(
                "traits", f"特徴を{n}つ{ja}持つ", f"{cmp} {n} traits"
            ):
                return False
    if "counter_icon" in s.states:
        from ruling.games._ws.playing import is_counter_event

        if not is_counter_event(ctx, c.uid):
            return False  # 「【カウンター】のイベント」: the counter icon printed on it (2.8.2)
    if "traitless" in s.states and traits:
        return False  # 特徴を持たない (2.5)
    if "traitless" in s.states:
        unknown_read("traits", "特徴を持たない", "no traits")  # not given: not taken to have none
    if not_names(s) and {name_key(n) for n in not_names(s)} & {
        name_key(n) for n in card_names(ctx, c)
    }:
        return False  # 「「X」以外の」: a card with that name (its own, or one an effect gives it)
    if not_names(s):
        want = "".join(f"「{n}」" for n in not_names(s)) + "以外"
        unknown_read("name", want, want, other)
    if s.names and not {name_key(n) for n in s.names} & {name_key(n) for n in card_names(ctx, c)}:
        # its own name or one an effect says it also has (「「X」としても扱う」), unless an
        # effect took them away (「カード名をすべて失い」)
        want = "か".join(f"「{n}」" for n in s.names)
        if not unknown_read("name", want, want):
            return False
    for st, cmp, n in s.stats:
        if known and st in known.get("stats", {}):
            v = known["stats"][st]
        else:
            v = (
                stat(ctx, c.uid, st)
                if ctx.where(c.uid) and slot_of(ctx, c.uid)
                else printed_number(c, st)
            )
            if v is not None and not slot_of(ctx, c.uid) and changed_off_stage(ctx, c.uid, st):
                # an effect that works where the card is (「あなたの手札のこのカードのレベルを－1」,
                # 2.12.2.3) changes the value a filter reads there
                v = stat(ctx, c.uid, st)
        # a printed value not given (a number computed from it is no better): unknown, whatever
        # the comparison of a default gives; a value its kind does not have is none (2.19.1)
        held = c.type is None or st in HELD.get(c.type, (st,))
        want_ja = f"{_STAT_JA.get(st, st)}{n}{_CMP_JA.get(cmp, cmp)}"
        if held and unknown_read(st, want_ja, f"{st} {cmp} {n}"):
            continue
        if v is None or not compares(int(v), cmp, n):
            return False
    if s.contains_any and (
        c.name not in card_names(ctx, c)  # 「カード名をすべて失い」: no name to contain it
        or not any(name_key(part) in name_key(c.name) for part in s.contains_any)
    ):
        want = "か".join(f"名前に「{x}」を含む" for x in s.contains_any)
        if not (c.name is None and unknown_read("name", want, want)):
            return False
    if s.contains and (
        c.name not in card_names(ctx, c)
        or not all(name_key(part) in name_key(c.name) for part in s.contains)
    ):
        # 「カード名に「X」と「Y」を含む」: each of the parts in its name (2.1.2.1)
        want = "と".join(f"「{x}」" for x in s.contains) + "を含む"
        if not (c.name is None and unknown_read("name", want, want)):
            return False
    if (
        s.not_contains
        and c.name in card_names(ctx, c)  # a card with no name holds none of the parts
        and any(name_key(part) in name_key(c.name) for part in s.not_contains)
    ):
        return False  # 「カード名に「X」を含まない」: its name holds one of them (2.1.2.1)
    if s.not_contains:
        want = "".join(f"「{x}」" for x in s.not_contains) + "を含まない"
        unknown_read("name", want, want, other)
    if known is not None and "orientation" in known:
        # a character read as it last was on the stage it has left (8.11.1): its 配置状態 then
        if orientation(s) is not None and known["orientation"] != orientation(s):
            return False
    elif orientation(s) is not None and (
        not slot_of(ctx, c.uid) or c.orientation != orientation(s)
    ):
        return False
    if s.has and not set(s.has) & ability_keys(ctx, c):
        want = "か".join(f"『{h}』" for h in s.has) + "を持つ"
        if not unknown_read("text", want, want):
            return False
    if any(x.startswith("was_under:") for x in s.states) and not _was_under(ctx, c, source):
        return False
    if "had_markers" in s.states:
        # 「…キャラの下にマーカーがあった」: its slot's marker zone held cards when it last left the
        # stage (3.7.4), as the game recorded then
        lk = ctx.last_known(c.uid)
        if lk is None or not lk.zone.startswith("stage.") or not lk.info.get("markers"):
            return False
    if markers(s) in ("none", "some"):
        # 「マーカーを持たない」 / 「マーカーを持つ」: its slot's marker zone is empty / is not (3.7.4)
        slot = slot_of(ctx, c.uid)
        w = ctx.where(c.uid)
        if slot is None or w is None:
            return False
        if bool(ctx.zone(w[0], f"markers.{slot}")) != (markers(s) == "some"):
            return False
    if (mk := markers(s)) is not None and mk.startswith("color:"):
        # 「赤のマーカーを持つ」: a face-up marker of that colour in its slot's marker zone (3.7.4;
        # a face-down one shows no colour, 3.7.2.1)
        slot = slot_of(ctx, c.uid)
        w = ctx.where(c.uid)
        want = mk.split(":", 1)[1]
        if slot is None or w is None:
            return False
        if not any(
            m.face_up and (m.color or "").upper() == want for m in ctx.zone(w[0], f"markers.{slot}")
        ):
            return False
    if "in_battle" in s.states and battle_opponent(ctx, c.uid) is None:
        return False
    for x in s.states:
        if x.startswith("entered:") and not _entered(ctx, c, x.split(":", 1)[1]):
            return False
    if "attacking" in s.states and not attacking(ctx, c.uid):
        return False
    for x in s.states:
        if x.startswith("attacked:") and not attacked(ctx, c.uid, x.split(":", 1)[1]):
            return False
        if x.startswith("attacking:") and not (
            attacking(ctx, c.uid) and ctx.state.vars["attack"].get("kind") == x.split(":", 1)[1]
        ):
            return False
    if s.colors and not set(colours_of(ctx, c)) & set(s.colors):
        if not unknown_read("color", "・".join(s.colors), "/".join(s.colors)):
            return False
    if s.icons:
        # each icon, as many times as printed (「[[soul.gif]][[soul.gif]]の」)
        have = icons_now(ctx, c)
        if any(have.count(i) < s.icons.count(i) for i in s.icons):
            want = "".join(f"[{i}]" for i in s.icons)
            if not unknown_read("triggers", want, want):
                return False
    if s.icons_any and not set(s.icons_any) & set(icons_now(ctx, c)):
        want = "か".join(f"[{i}]" for i in s.icons_any)
        if not unknown_read("triggers", want, want):
            return False  # one of them (「[[A]]か[[B]]の」)
    if unknown:
        # False, or what a branch on the value took it to be (``values.branch_condition``)
        return assume_unmatched(ctx, c, unknown)
    assume_matched(ctx, c, other)
    assume_matched(ctx, c, as_character, negated=False)
    return True


_KIND_JA = {"climax": "クライマックス", "event": "イベント"}
_STAT_JA = {"level": "レベル", "cost": "コスト", "power": "パワー", "soul": "ソウル"}
_CMP_JA = {"ge": "以上", "le": "以下", "eq": "", "gt": "より大きい", "lt": "より小さい"}


# the numbers each kind of card has (2.6.1 level and 2.7.1 cost: characters and events; 2.9.1
# power and 2.10.1 soul: characters)
HELD: dict[str, tuple[str, ...]] = {
    "character": ("level", "cost", "power", "soul"),
    "event": ("level", "cost"),
    "climax": (),
}
# the clause that says which kinds of card have each number (what 2.19.1 reads as absent)
HELD_BY: dict[str, str] = {"level": "2.6.1", "cost": "2.7.1", "power": "2.9.1", "soul": "2.10.1"}


def absent_values_read(ctx: Ctx, sel: Sel | None, uids: Iterable[str]) -> tuple[str, ...]:
    """2.19.1 when ``sel`` compares a number one of the cards ``uids`` does not have by its kind
    (a climax's level), which is then read as 0."""
    if sel is None or not sel.stats:
        return ()
    for u in uids:
        c = ctx.card(u)
        absent = [
            st
            for st, _cmp, _n in sel.stats
            if c is not None and c.value(st) is None and st not in HELD.get(c.type or "", (st,))
        ]
        if absent:
            # the number is absent because the card's kind has none (2.6.1 …): read as 0
            return ("2.19.1", *(HELD_BY[st] for st in absent if st in HELD_BY))
    return ()


def _value_now(ctx: Ctx, uid: str, name: str) -> int | None:
    """A card's number as a filter reads it now: on the stage with the effects in force, else
    as printed (with an effect that works where it is, 2.12.2.3); None when unknown."""
    from ruling.games._ws.continuous import changed_off_stage, stat

    c = ctx.card(uid)
    if c is None:
        return None
    if slot_of(ctx, uid) or changed_off_stage(ctx, uid, name):
        v = stat(ctx, uid, name)
        return None if v is None else int(v)
    return printed_number(c, name)


def printed_number(c: Card, name: str) -> int | None:
    """A number printed on the card; one its kind of card does not have is read as 0 (2.19.1:
    a climax's level); None when the scenario did not give it (unknown)."""
    v = c.value(name)
    if v is None and name not in HELD.get(c.type or "", (name,)):
        return 0
    return None if v is None else int(v)


@lru_cache(maxsize=4096)
def name_key(name: str | None) -> str:
    """A card name as the grammar reads a name quoted 「…」 in card text (``grammar.normalise``:
    character widths, spaces), so that a name printed in a text finds the card that bears it
    (「おはよう！！朝ご飯」 in a text, おはよう！！朝ご飯 on the card)."""
    if not name:
        return ""
    return normalise(f"「{name}」").text[1:-1]


def distinct_named(ctx: Ctx, uids: list[str]) -> int:
    """「異なるカード名のカードがN枚以上」: the most of these cards that can be taken with no two
    sharing a card name (a card an effect also names counts with each of its names)."""
    groups = list({frozenset(_name_keys(ctx, u)) for u in uids})

    def most(i: int, used: frozenset[str]) -> int:
        if i == len(groups):
            return 0
        skip = most(i + 1, used)
        if groups[i] and not (groups[i] & used):
            return max(skip, 1 + most(i + 1, used | groups[i]))
        return skip

    return most(0, frozenset())


def _name_keys(ctx: Ctx, uid: str, known: bool = False) -> set[str]:
    """The card names card ``uid`` has now: its own and those an effect also gives it; with
    ``known``, for a card that has left the stage, those it had there (its last-known
    information: 「そのキャラ」 is the card as it last was)."""
    from ruling.games._ws.continuous import card_names

    c = ctx.card(uid)
    if c is None:
        return set()
    names = list(card_names(ctx, c))
    lk = ctx.last_known(uid) if known else None
    if lk is not None:
        names += list(lk.info.get("names", ()))
    return {name_key(n) for n in names if n}


def known_traits(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The traits card ``uid`` has now (2.5, effects applied); for a card that has left the
    stage, those it had there (its last-known information)."""
    from ruling.games._ws.continuous import traits_of

    c = ctx.card(uid)
    if c is None:
        return ()
    lk = ctx.last_known(uid) if not slot_of(ctx, uid) else None
    if lk is not None and "traits" in lk.info:
        return tuple(lk.info["traits"])
    return traits_of(ctx, c)


def text_slot(
    rt: Rt, slots: list[str], ja: str, en: str, clauses: tuple[str, ...], owner: str | None = None
) -> Proc:
    """The slot of ``owner``'s stage a card text leaves to its master among ``slots`` (one at
    least, 8.6.3): the only one, or the master's choice (a scenario answers it with `at: slot` or
    `at: choose`, naming the slot, or the slot with its player: ``B.left_front``)."""
    if len(slots) == 1:
        return slots[0]
    opts = slot_options(slots, owner)
    return (yield Choose(rt.master, "slot", ja, en, opts, clauses, also=("choose",)))


def _not_banned(ctx: Ctx, uid: str, slots: list[str]) -> list[str]:
    """``slots`` but those character ``uid`` may not be moved into (「前列に動かせない」, 1.3.3)."""
    from ruling.games._ws.continuous import move_banned

    return [sl for sl in slots if move_banned(ctx, uid, sl) is None]


def slots_to_move(
    ctx: Ctx, uid: str, dest: str, was: str | None = None, source: str | None = None
) -> list[str]:
    """The slots character ``uid`` may be moved to from its own: ``dest`` is ``kind:zone``, the
    kind ``empty`` (キャラのいない枠), ``empty_facing`` (…で正面に相手のキャラがいる枠, 3.6.5),
    ``any``, or ``near`` / ``near_empty`` (このカードの後ろの(キャラのいない)枠: so related to the
    slot card ``source`` is in, 3.6.5 / 3.6.4; none when it is off its master's stage)."""
    owner = master_of(ctx, uid)
    kind, _, zone = dest.partition(":")
    if kind in ("near", "near_empty"):
        at = ctx.where(source) if source else None
        here = (
            at[1].split(".", 1)[1]
            if at is not None and at[0] == owner and at[1].startswith("stage.")
            else None
        )
        rel = {"front": IN_FRONT, "behind": BEHIND, "adjacent": ADJACENT}[zone]
        near = [sl for sl in rel.get(here, ()) if sl != slot_of(ctx, uid)] if here else []
        if kind == "near_empty":
            near = [sl for sl in near if not ctx.zone(owner, f"stage.{sl}")]
        return _not_banned(ctx, uid, near)
    if kind == "was":
        # このカードがいた枠に動かす: the slot this card left (its cost put it elsewhere), if
        # it is not the slot the character is in
        slots = [sl for sl in [was] if sl and sl != slot_of(ctx, uid)] if was is not None else []
        return _not_banned(ctx, uid, slots)
    slots = _not_banned(ctx, uid, [z.split(".", 1)[1] for z in zone_ids(zone)])
    slots = [sl for sl in slots if sl != slot_of(ctx, uid)]
    if kind in ("empty", "empty_facing"):
        slots = [sl for sl in slots if not ctx.zone(owner, f"stage.{sl}")]
    if kind == "empty_facing":  # 正面に相手のキャラがいる枠 (3.6.5)
        opp = ctx.state.opponent(owner)
        slots = [sl for sl in slots if sl in FACING and ctx.zone(opp, f"stage.{FACING[sl]}")]
    return slots


def has_name(c: Card, names: tuple[str, ...] | list[str]) -> bool:
    """Is card ``c`` named one of ``names`` (2.1: its card name)?"""
    return name_key(c.name) in {name_key(n) for n in names}


def _icon_ids(c: Card) -> tuple[str, ...]:
    """The card's trigger icons as the engine's icon ids (the card list writes SOUL, …)."""
    out = []
    for t in c.triggers:
        key = str(t)
        out += [i for i, names in ICONS.items() if key.lower() == i or key in names]
    return tuple(out)


def colours(ctx: Ctx, uids: list[str]) -> set[str]:
    """The colours the cards have between them (「…の持つ色の合計」); a face-down card in the
    level zone or the memory has none (3.9.2.2.1, 3.12.2.2.1)."""
    from ruling.games._ws.continuous import colours_of

    return {
        colour
        for u in uids
        if (c := ctx.card(u)) is not None and not _blank(ctx, c)
        for colour in colours_of(ctx, c)
    }


def icons_now(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The card's trigger icons now: printed, and those continuous effects give it (「トリガー
    アイコンに[[X]]を得る / 与える」, 8.9.1.2)."""
    from ruling.games._ws.continuous import granted_icons  # (continuous reads this module)

    return _icon_ids(c) + tuple(str(e.value) for e in granted_icons(ctx, c.uid))


def icon_count(ctx: Ctx, uids: list[str], icon: str) -> int:
    """How many of trigger icon ``icon`` the cards have between them."""
    return sum(icons_now(ctx, c).count(icon) for u in uids if (c := ctx.card(u)) is not None)


def ability_keys(ctx: Ctx, c: Card) -> set[str]:
    """What 『…』を持つ can name on this card: its keywords and its abilities."""
    from ruling.games._ws.continuous import programs

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
# each keyword's definition says the word is no ability and has no meaning in effects (「この語自身は
# 能力ではなく、効果上の意味はありません」, 10.1.1 … 10.14.1): the ability does what its text says
# (as 【CXコンボ】, 8.12.1); the next clause gives the abilities so written the keyword
LABEL_CLAUSES: dict[str, tuple[str, ...]] = {
    "アラーム": ("10.1.1", "10.1.2"),
    "集中": ("10.7.1", "10.7.2"),
    "チェンジ": ("10.8.1", "10.8.2"),
    "記憶": ("10.9.1", "10.9.2"),
    "経験": ("10.10.1", "10.10.2"),
    "加速": ("10.12.1", "10.12.2"),
    "共鳴": ("10.13.1", "10.13.2"),
    "フォース": ("10.14.1", "10.14.2"),
    # 10.18.1: 継承 names abilities moving cards under another character as markers; no clause
    # beneath it gives them the keyword
    "継承": ("10.18.1",),
}


def label_clauses(p: Program | None) -> tuple[str, ...]:
    if p is None:
        return ()
    # 8.12.1: 【CXコンボ】 after the ability icon has no meaning in the rules — the ability is run
    # as its text says, whatever climax is or is not in the climax zone (the text checks that)
    return LABEL_CLAUSES.get(p.keyword or "", ()) + (("8.12.1",) if prog_ext(p, "combo") else ())


def _entered(ctx: Ctx, c: Card, zones: str) -> bool:
    """「このターン中に(手札から)舞台に置かれたキャラ」: ``c`` is on the stage, put onto it this turn
    from one of ``zones`` (``+``-joined; ``any``: from any zone) and there since — a card that
    left the stage is a new card where it went, and one back on it a new card put there then
    (3.1.4)."""
    from ruling.games._ws.automatic import entered_now

    return slot_of(ctx, c.uid) is not None and entered_now(ctx, c.uid, tuple(zones.split("+")))


def _was_under(ctx: Ctx, c: Card, source: str | None) -> bool:
    """「このカードの下にあったマーカー」: ``c`` was in the marker zone of the card with the ability
    when that card last left the stage (recorded then, ``automatic.last_known``), and has stayed
    where it went with it (3.7.3, 3.7.3.2) — its last move was out of that marker zone. A card
    moved since is a new card (3.1.4)."""
    lk = ctx.last_known(source) if source else None
    if lk is None or not lk.zone.startswith("stage.") or not lk.info:
        return False
    if c.uid not in dict(lk.info).get("markers", ()):
        return False
    mk = ctx.last_known(c.uid)
    return mk is not None and mk.zone.startswith("markers.") and mk.step >= lk.step


def link_clauses(s: Sel | None) -> tuple[str, ...]:
    """What 『…』を持つ in a selector rests on: for 『【リンク】 (名称)』, 「名称が (名称) であるリンク
    能力を持つ」 (10.17.4.1; the link is written with the icon 【リンク】 and read by other abilities,
    10.17.2-10.17.4); for a keyword that names a kind of ability (『記憶』, 『経験』), the clause
    that gives those abilities the keyword (10.9.2, 10.10.2); a trait in 《》 (2.5.3) and a part of
    a card name (2.1.2.1) the cards are filtered by."""
    if s is None:
        return ()
    out: tuple[str, ...] = ()
    if s.traits or s.traits_any:
        # 《X》 with no kind of information named: the cards with the trait X (2.5.3)
        out += ("2.5.3",)
    if s.contains_any or s.not_contains:
        # 『カード名に「X」を含む(含まない)』: 「X」 is a part of the card name (2.1.2.1)
        out += ("2.1.2.1",)
    if s.names or not_names(s):
        # 「「X」」 / 「「X」以外の」 with no kind of information named: 「X」 is a card name, the
        # cards with that name (2.1.2)
        out += ("2.1.2",)
    if any(x.startswith("was_under:") for x in s.states):
        out += ("3.7.3", "3.7.3.2")  # the markers went with the card that left the stage
    if "had_markers" in s.states:
        out += ("3.7.4",)  # the markers it had: those in its slot's marker zone
    if (mk := markers(s)) is not None and (mk == "some" or mk.startswith("color:")):
        out += ("3.7.4",)  # the markers a character has are those in its slot's marker zone
    if s.zone in ("under_this", "under_chosen") and "marker" in (s.kinds or (s.kind,)):
        # 「このカードの下にマーカーがあるなら」: the markers under a character are the cards of
        # its slot's marker zone, which it "has" (3.7.4)
        out += ("3.7.4",)
    if "attacking" in s.states or any(x.startswith("attacking:") for x in s.states):
        out += ("7.2.1.5",)  # 「アタックしているキャラ」: the attacker while it stays (7.2.1.5)
    if any(x.startswith("entered:") for x in s.states):
        out += ("3.1.4",)  # put onto the stage this turn: a card that left it is a new card
    if "attacked:front" in s.states:
        out += ("7.2.1.5.1",)  # 「フロントアタックされているキャラ」: the defending character
    if any(x in s.states for x in ("attacked:any", "attacked:side")):
        out += ("7.2.1.5.2",)  # 「アタックされている」: opposite a front or a side attack
    if any(h.startswith("link:") for h in s.has):
        out += ("10.17.2", "10.17.3", "10.17.4", "10.17.4.1")
    for h in s.has:
        if h.startswith("kw:"):
            out += LABEL_CLAUSES.get(h[3:], ())
    return out


@dataclass
class Rt(Resolution):
    """One resolution of a card's ability (the shared ``Resolution``: who plays it, from which
    card, what it chose), with what ws's steps keep."""

    program: Program
    acted: list[str] = field(default_factory=list)  # the cards the last orient step turned
    done: bool | None = None
    paid: bool = False
    chosen_step: int | None = None  # the step that chose ``chosen``
    unknown: bool = False  # a value the condition needed was not stated in the scenario

    def causes(self, target: Sel | None = None) -> tuple[int, ...]:
        extra = (
            (self.chosen_step,)
            # 「それらのカードの…を選び」 / 「残りのカード」: among the cards the step before named
            if target is not None
            and (target.ref in ("chosen", "among_chosen", "rest") or but_chosen(target))
            else ()
        )
        return tuple(x for x in (*self.why, *extra) if x is not None)


def declared(rt: Rt, whose: str) -> int | None:
    """The number the player ``whose`` (you / opponent, from the master) declared earlier in the
    effect (「相手は0か1か2か3を宣言する」, ``Op("declare")``); None when nothing was declared."""
    made = rt.data.get("declared", {})
    if whose == "any":
        # 「宣言したレベル」 naming no player: the one declaration the effect made
        return next(iter(made.values())) if len(made) == 1 else None
    who = rt.master if whose == "you" else rt.ctx.state.opponent(rt.master)
    return made.get(who)


def with_declared(rt: Rt, s: Sel | None) -> Sel | None:
    """「相手の宣言したレベルの」 in a selector: the value equal to the number declared, as a stat
    filter now. Nothing declared: no card has that value (a filter no card passes)."""
    if s is None or ext(s, "stat_declared") is None:
        return s
    stat_name, whose = ext(s, "stat_declared")
    n = declared(rt, whose)
    # nothing was declared (the step was not done): there is no "level declared", so no card is
    # of it — -1, a value no card's level, cost, power or soul is compared equal to here
    stats = s.stats + ((stat_name, "eq", -1 if n is None else n),)
    return ws_sel(s, stat_declared=None, stats=stats)


def resolve_sel(rt: Rt, s: Sel) -> list[str]:
    """The uids a selector names now."""
    s = with_declared(rt, s)  # type: ignore[assignment]
    if ext(s, "stat_level") is not None:
        # 自分のレベル以下のレベルの: that player's level now
        stat_name, cmp, whose, by = ext(s, "stat_level")
        who = rt.master if whose == "you" else rt.ctx.state.opponent(rt.master)
        lv = len(rt.ctx.zone(who, "level")) + by  # 「自分のレベル＋1以下」
        s = ws_sel(s, stat_level=None, stats=s.stats + ((stat_name, cmp, lv),))
    out = _resolve_sel(rt, s)
    if but_chosen(s):  # そのカード以外の
        out = [u for u in out if u not in rt.chosen]
    if s.other and s.ref not in (None, "this"):
        # 「このカード以外のそのキャラ」 / 「他の…」 on a reference: this card left out
        out = [u for u in out if u != rt.source]
    if s.extreme is not None and out:
        # 「…の中でレベルが1番高い」: of the cards named, those with the highest (lowest) value
        # now (the values on the stage, with the effects in force: 8.9.1)
        st_name, way = s.extreme
        vals = {u: _value_now(rt.ctx, u, st_name) for u in out}
        known = [v for v in vals.values() if v is not None]
        best = (max if way == "max" else min)(known) if known else None
        out = [u for u in out if vals[u] is not None and vals[u] == best]
    if s.same_as is not None:
        # 「Xと同じカード名の」: a card with a name one of the cards X names has (2.1.2; a name
        # an effect says it also has counts)
        names = {k for u in resolve_sel(rt, s.same_as) for k in _name_keys(rt.ctx, u, True)}
        out = [u for u in out if _name_keys(rt.ctx, u) & names]
    if s.same_trait is not None:
        # 「Xと同じ特徴を1つ以上持つ」: a trait in common with one of the cards X names, as each
        # last was on the stage when it has left it (「そのキャラ」); a card with no trait has
        # none in common (2.19.2)
        common = {t for u in resolve_sel(rt, s.same_trait) for t in known_traits(rt.ctx, u)}
        out = [u for u in out if common & set(known_traits(rt.ctx, u))]
    bare = Sel(
        states=tuple(
            x
            for x in s.states
            if x in ORIENTATIONS
            or x in ("in_battle", "attacking", "marked", "unmarked", "had_markers", "counter_icon")
            or x.startswith(("marker:", "attacked:", "attacking:", "entered:"))
        ),
        contains_any=s.contains_any,
        not_contains=s.not_contains,
        has=s.has,
        kinds=(s.kind,) if s.kind in ("character", "climax", "event") else (),
        but=tuple(b for b in s.but if b != CHOSEN_SEL),
        traits=s.traits,
        traits_any=s.traits_any,
        names=s.names,
        stats=s.stats,
        colors=s.colors,
        icons=s.icons,
        icons_any=s.icons_any,
        alts=s.alts,
    )
    if s.ref is not None and bare != Sel():
        # a reference with a filter: 【スタンド】しているこのカード, それらのカードのクライマックス
        # (of the cards just dealt with, those that are climaxes)
        out = [
            u for u in out if (c := rt.ctx.card(u)) is not None and matches(rt.ctx, c, bare, None)
        ]
    return out


def _resolve_sel(rt: Rt, s: Sel) -> list[str]:
    ctx = rt.ctx
    if s.ref == "this":
        if not (rt.source and _still_same(rt)):
            return []
        if s.zone in ROWS:
            # 「前列の、「X」を1枚とこのカード」: this card, if it is in that part of the stage
            here = slot_of(ctx, rt.source)
            return [rt.source] if here and f"stage.{here}" in zone_ids(s.zone) else []
        if s.zone is not None:
            # 「あなたの手札のこのカード」: this card while it is in that zone (2.12.2.3: an
            # ability meant for the hand works there; out of it, the card is not named)
            w = ctx.where(rt.source)
            named = zone_ids(s.zone)
            if set(named) <= set(ZONE_IDS["anywhere"]) and (w is None or w[1] not in named):
                return []
        return [rt.source]
    if s.ref in ("chosen", "among_chosen", "among"):
        # ``among``: the shared 「その中」 / 「それらのカードに」 (a count among them reads the
        # cards itself: ``conditions.among_cards``)
        return [u for u in rt.chosen if ctx.card(u) is not None]
    if s.ref == "among_looked":
        # the group the choice before was made among (「それらのキャラの中で…1枚選び、…、パワー
        # が1番低いキャラを1枚選び」: the second choice among the same ones)
        return [u for u in rt.looked if ctx.card(u) is not None]
    if s.ref == "chosen_on_stage":
        # その舞台のキャラ: a character on the stage this effect chose (``op_choose``)
        return [u for u in rt.data.get("chosen_all", ()) if slot_of(ctx, u)]
    if s.ref == "chosen_last":
        # 選んだキャラ: the cards the last choice of this effect chose, wherever they are now
        return [u for u in rt.data.get("chosen_last", ()) if ctx.card(u) is not None]
    if s.ref in ("chosen_by_you", "chosen_by_opponent"):
        # あなたが選んだキャラ: what that player chose last in this effect
        whose = s.ref.removeprefix("chosen_by_")
        return [u for u in rt.data.get("chosen_by", {}).get(whose, ()) if ctx.card(u) is not None]
    if s.ref == "rest":
        if rt.chosen is rt.data.get("looked_as_chosen"):
            # no step since the look chose or moved any of them: 残り is all the cards looked at
            return [u for u in rt.looked if ctx.card(u) is not None]
        return [u for u in rt.looked if u not in rt.chosen and ctx.card(u) is not None]
    if s.ref == "revealed_by_cost":
        # 「手札の…を1枚公開し、山札の下に置く」 (a cost): the cards the cost's reveal showed
        return [u for u in rt.data.get("revealed_by_cost", ()) if ctx.card(u)]
    if s.ref == "revealed_by_effect":  # (この効果で)公開されたカード / 公開したカード
        # while each is where it was revealed: moved to another zone since, it is a new card
        # the effect no longer names (3.1.4)
        placed = rt.data.get("revealed_placed", {})
        return [
            u
            for u in rt.data.get("revealed_by_effect", ())
            if (c := ctx.card(u)) is not None and placed.get(u, c.placed) == c.placed
        ]
    if s.ref in ("put_by_effect", "put_by_action", "put_by_cost"):
        # この効果で控え室に置かれたカード: what this effect's moves put into that zone; この行動で:
        # what the action being carried out put there (the quoted action of 次の行動を行う);
        # このコストで: what paying the ability's cost put there (``costs.pay_cost``)
        # 「この効果で相手の控え室に置かれたカード」: of that player's zone only (``Sel.owner``)
        zones = zone_ids(s.zone or "")
        whose = _who(s.owner, rt.master, ctx) if s.owner else None
        return [
            u
            for u, z in rt.data.get(s.ref, ())
            if z in zones and (c := ctx.card(u)) is not None and (whose is None or c.owner in whose)
        ]
    if s.ref == "battle_opponent":
        if "battle_opponent" in rt.data:  # as it was when the ability triggered
            u = rt.data["battle_opponent"]
            c = ctx.card(u) if u else None
            if c is None or not same_card_since(
                ctx, u, rt.data.get("battle_opponent_placed"), rt.data.get("battle_opponent_stay")
            ):
                return []
            return [u] if slot_of(ctx, u) else []
        return [u for u in [battle_opponent(ctx, rt.source)] if u]
    if s.ref == "chosen_battle_opponent":
        # 「そのキャラのバトル相手」: the battle opponent (7.2.1.5.1) of the one card chosen
        # or named; none when there is not exactly one, or it battles none now
        ones = [u for u in rt.chosen if ctx.card(u) is not None]
        opp = battle_opponent(ctx, ones[0]) if len(ones) == 1 else None
        return [opp] if opp and matches(ctx, ctx.card(opp), s, rt.source) else []  # type: ignore[arg-type]
    if s.ref == "trigger_card":
        u = rt.data.get("card")
        return [u] if u and _same_object(ctx, u, rt.data) else []
    if s.ref in ("front", "behind", "facing", "adjacent") or (s.ref or "").removeprefix(
        "chosen_"
    ) in ("front", "behind", "facing", "adjacent"):
        # 「このカードの正面のキャラ」; 「そのキャラの前のキャラ」 (``chosen_front``): of the one card
        # chosen or named, on the stage (none when there is not exactly one)
        if s.ref.startswith("chosen_"):  # type: ignore[union-attr]
            ones = [u for u in rt.chosen if ctx.card(u) is not None]
            base = ones[0] if len(ones) == 1 else None
            s = replace(s, ref=s.ref.removeprefix("chosen_"))  # type: ignore[union-attr]
        else:
            base = rt.source
        slot = slot_of(ctx, base) if base else None
        if (
            slot is None
            and base is not None
            and base == rt.source
            and rt.data.get("relation_of_card_left_stage", True)
        ):
            # 8.11.1: the ability's own card has moved from its slot to a zone other than a
            # slot since the ability was played or triggered — its placement is read as it
            # last was on the stage (the slot it left)
            slot = last_slot(rt, base)
            if slot is not None:
                rt.data["read_last_slot"] = True
        if slot is None:
            return []
        owner = master_of(ctx, base or "")
        if s.ref == "facing":
            if slot not in FACING:
                return []
            pl, slots = ctx.state.opponent(owner), (FACING[slot],)
        else:
            pl = owner
            slots = {"front": IN_FRONT, "behind": BEHIND, "adjacent": ADJACENT}[s.ref].get(slot, ())
        out = []
        for sl in slots:
            for c in ctx.zone(pl, f"stage.{sl}"):
                if matches(ctx, c, s, rt.source):
                    out.append(c.uid)
        return out
    # no zone named: 「キャラ」 is a character on the stage (2.3.2.1.2), 「クライマックス」 a climax
    # in the climax zone (2.3.2.3.2)
    zone = s.zone or default_zone(s)
    if zone == "under_this":
        under = _under_this(rt)
        if s.pos == "top":  # 「このカードの下のマーカーを1枚」: from the top (3.7.2)
            under = under[: s.count or 1]
        return [u for u in under if (c := ctx.card(u)) and matches(ctx, c, s, rt.source)]
    if zone == "under_described" and s.on is not None:
        # 「他の自分のキャラの下のマーカー」: the cards of the marker zones of the slots the
        # characters ``s.on`` describes are in (3.7.1, 3.7.4)
        out = []
        for host in resolve_sel(rt, s.on):
            w, slot = ctx.where(host), slot_of(ctx, host)
            if w and slot:
                out += [c.uid for c in ctx.zone(w[0], f"markers.{slot}")]
        return [u for u in out if (c := ctx.card(u)) and matches(ctx, c, s, rt.source)]
    if zone == "under_chosen":
        # そのキャラの下のマーカー: under the one card just chosen or named, on the stage (3.7.1)
        hosts = [u for u in rt.chosen if slot_of(ctx, u)]
        w = ctx.where(hosts[0]) if len(hosts) == 1 else None
        under = ctx.zone(w[0], f"markers.{slot_of(ctx, hosts[0])}") if w else []
        return [c.uid for c in under if matches(ctx, c, s, rt.source)]
    if s.kind == "marker" and s.zone is not None and s.zone in ZONE_IDS:
        # 「あなたの後列のマーカー」: the cards of the marker zones of those slots (a marker zone has
        # its slot's row and position, 3.7.1.1)
        return [
            c.uid
            for pl in _who(s.owner, rt.master, ctx)
            for z in zone_ids(s.zone)
            if z.startswith("stage.")
            for c in ctx.zone(pl, "markers." + z.split(".", 1)[1])
            if matches(ctx, c, s, rt.source)
        ]
    if s.kind == "marker":
        return []  # a marker is only ever named as under a card or by the slots' row
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


# 「キャラ」 / 「クライマックス」 with no zone named: the zone the kind's definition names, and that
# definition (2.3.2.1.2: a character card on the stage; 2.3.2.3.2: a climax in the climax zone)
UNNAMED_ZONE: dict[str, tuple[str, str]] = {
    "character": ("stage", "2.3.2.1.2"),
    "climax": ("climax", "2.3.2.3.2"),
}


def default_zone(s: Sel) -> str:
    """The zone a selector naming none reads: the kind's own (``UNNAMED_ZONE``), else the stage."""
    return UNNAMED_ZONE.get(s.kind or "", ("stage", ""))[0]


def _under_this_zone(rt: Rt) -> tuple[str, str] | None:
    """The marker zone under the card with the ability (3.7.1), as (player, zone id)."""
    if not rt.source or not _still_same(rt):
        return None
    slot = slot_of(rt.ctx, rt.source)
    w = rt.ctx.where(rt.source)
    return (w[0], f"markers.{slot}") if slot and w else None


def _under_this(rt: Rt) -> list[str]:
    """このカードの下のマーカー: the cards of the marker zone under this card; of a card whose
    leaving the stage triggered the ability, under the reading ``as_on_stage`` of the point
    left_card_markers, the markers it had there (``program._left_markers``)."""
    z = _under_this_zone(rt)
    if z is None and rt.data.get("left_markers") and rt.source and not slot_of(rt.ctx, rt.source):
        return list(rt.data["left_markers"])
    return [c.uid for c in rt.ctx.zone(*z)] if z else []


def _same_object(ctx: Ctx, uid: str, data: dict[str, Any]) -> bool:
    c = ctx.card(uid)
    return c is not None and same_card_since(
        ctx, uid, data.get("card_placed"), data.get("card_stage_since")
    )


def same_card_since(ctx: Ctx, uid: str, placed: int | None, stay: int | None) -> bool:
    """Whether card ``uid`` is still the card it was when it was put where it was (``placed``): not
    moved since, or moved only from slot to slot — on the stage since the same moment (``stay``,
    ``stage_stamp``), it is the same card (3.1.4 「枠から枠以外の領域間の移動」 only)."""
    c = ctx.card(uid)
    if c is None:
        return False
    if placed is None or c.placed == placed:
        return True
    return stay is not None and stage_stamp(ctx, uid) == stay


def moved_slot_to_slot(ctx: Ctx, uid: str, placed: int | None, stay: int | None) -> bool:
    """Whether card ``uid`` has moved since ``placed`` only from slot to slot (3.1.4: the same
    card) — the last information of a battle partner so moved is read as before (8.11.2)."""
    c = ctx.card(uid)
    return (
        c is not None
        and placed is not None
        and c.placed != placed
        and stay is not None
        and stage_stamp(ctx, uid) == stay
    )


def stage_stamp(ctx: Ctx, uid: str) -> int | None:
    """The moment card ``uid`` was put on the stage from outside the slots, while it is there (a
    move from slot to slot keeps it, 3.1.4; ``continuous.order_stamp``), else None."""
    from ruling.games._ws.continuous import order_stamp

    c, w = ctx.card(uid), ctx.where(uid)
    if c is None or w is None or not w[1].startswith("stage."):
        return None
    return order_stamp(ctx, c, w[1])


def _still_same(rt: Rt) -> bool:
    """3.1.4 / 8.7.7: after the card changed zone it is a new card the ability cannot find — not
    after a move from one slot to another (3.1.4 「枠から枠以外の領域間の移動」 only): still on the
    stage since the same moment, it is the same card."""
    c = rt.ctx.card(rt.source or "")
    if c is None:
        return False
    placed = rt.data.get("placed")
    if placed is None or c.placed == placed:
        return True
    since = rt.data.get("stage_since")
    return since is not None and stage_stamp(rt.ctx, c.uid) == since


def attacking(ctx: Ctx, uid: str) -> bool:
    """Is card ``uid`` the attacking character (「アタックしているキャラ」): the one chosen in the
    attack declaration, while it has not moved from its slot (7.2.1.5)?"""
    att = ctx.state.vars.get("attack")
    return bool(att) and att.get("attacker") == uid and attacker_present(ctx, att)


def attacked(ctx: Ctx, uid: str, kind: str) -> bool:
    """Is card ``uid`` 「フロントアタックされている」 (``kind`` front: the defending character,
    7.2.1.5.1) or 「(サイド)アタックされている」 (any / side: the character opposite a front or a
    side attack, 「アタックされた」 7.2.1.5.2) — while it has not left its slot?"""
    att = ctx.state.vars.get("attack")
    if not att or att.get("attacked") != uid:
        return False
    if kind != "any" and att.get("kind") != kind:
        return False
    c = ctx.card(uid)
    slot = att.get("defender_slot") or FACING.get(att["slot"])
    return (
        c is not None
        and slot is not None
        and ctx.where(uid) == (att["opponent"], f"stage.{slot}")
        and c.placed == att.get("defender_placed")
    )


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
    # a character on the stage is also named by its slot (left_back / A.left_back), as in
    # ``expect.state``
    w = ctx.where(uid)
    slot = slot_of(ctx, uid)
    where = (slot, f"{w[0]}.{slot}") if w and slot else ()
    return Option(
        uid, c.label, c.label, uid, sig=c.signature(), aliases=(uid, c.name or "?", *where)
    )


def one_card(
    rt: Rt, cands: list[str], kind: str, ja: str, en: str, clauses: tuple[str, ...]
) -> Generator[Any, Any, str]:
    """One of ``cands`` (not empty), chosen by the master (8.6.3); the only one is taken without
    a question."""
    if len(cands) <= 1:
        return cands[0]
    options = tuple(card_option(rt.ctx, u) for u in cands)
    return (yield Choose(rt.master, kind, ja, en, options, clauses))


def _ask_optional(rt: Rt, op: Op, what_ja: str, what_en: str, also: tuple[str, ...] = ()) -> Proc:
    ok = yield Choose(
        rt.master,
        "optional",
        f"{what_ja}（任意）",
        f"{what_en} (optional)",
        (YES, NO),
        ("8.6.4",),
        also=also,
    )
    return bool(ok)


def declines_optional(rt: Rt, op: Op, what_ja: str, what_en: str) -> Generator[Any, Any, bool]:
    """「…してもよい」 (8.6.4): asks the master whether to do the optional step; True when they
    decline, and the step is then not done (``rt.done`` false). The caller checks ``op.optional``
    first and returns on True."""
    ok = yield from _ask_optional(rt, op, what_ja, what_en)
    if not ok:
        rt.done = False
    return not ok
