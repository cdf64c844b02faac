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

import re
from collections.abc import Generator
from typing import Any

from ruling import cardfind
from ruling.core import Ctx, ScenarioInputError, Unsupported
from ruling.pregame import open_zones
from ruling.rules import Choose, EndEffects, Mark, Option, Orient, SetVar
from ruling.state import Card

Proc = Generator[Any, Any, Any]

COLS = "lcr"
ROWS = (1, 2, 3, 4)
AREAS = tuple(f"{c}{r}" for r in ROWS for c in COLS)
HAND_LIMIT = 6  # 5.1.4.7


# the clause that makes a zone's card count known, by zone: the hand (5.1.4.3), the deck
# (5.1.3.6), the discard pile (5.1.5.6)
_ZONE_COUNT_CLAUSES = {
    "hand": ("5.1.4.3",),
    "deck": ("5.1.3.6",),
    "discard": ("5.1.5.6",),
    "removed": ("5.1.6.5",),
}
# the zones a condition counts the cards of, as printed
_ZONE_JA = {"hand": "手札", "deck": "山札", "discard": "捨て山", "removed": "除外ゾーン"}


def zid(area: str) -> str:
    return _ZIDS.get(area) or f"field.{area}"


# the zone id of each area (read at every scan of the battlefield)
_ZIDS = {a: f"field.{a}" for a in AREAS}


# each area, then the others in order (a scan of the battlefield that reads one area first)
_AREAS_FROM = {a: (a, *(b for b in AREAS if b != a)) for a in AREAS}


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
    """A unit card on its own: not an item worn / in use (``states["on"]``), nor a card placed
    as a terrain — a proxy terrain is a 「地形カード1枚」 whatever the card is (5.1.2.20.1), as
    is a headquarters (5.1.2.8)."""
    return (
        c.type == "unit"
        and not c.states.get("on")
        and not (c.states.get("proxy") or c.extra.get("proxy") or c.states.get("hq"))
    )


def this_unit(c: Card) -> str | None:
    """The unit 「このユニット」 names in ``c``'s text (4.7.2): the card itself when it is a unit,
    the unit wearing it when it is an equipment (an item equipped, ``states["on"]``), the unit
    using it when it is a consumable or a battle spell in use (``states["on"]``, set as it is
    used: 10.1.9, 10.13.1 「～したユニット」); else none."""
    if c.type in ("item", "spell"):
        return c.states.get("on") or None
    return c.uid if is_unit(c) else None


def target_unit(c: Card, t: Any) -> str | None:
    """The unit a 「このユニット」 target (``Target.kind`` this_unit) of ``c``'s ability names:
    ``this_unit`` (4.7.2); 〈対象:装備ユニット〉 (``Target.worn``) only the unit wearing ``c``, an
    equipment — on any other card there is none."""
    if getattr(t, "worn", False) and c.type != "item":
        return None
    return this_unit(c)


def value_changes_lost(ctx: Ctx, until: str) -> tuple[str, ...]:
    """The clauses read when the effects lasting ``until`` end and one of them is a ±n on a
    value: the value loses that ±n (4.6.6), at the end 4.6.9 gives it."""
    if any(
        e.until == until and e.op == "add" and e.stat in ("attack", "defense", "level")
        for e in ctx.state.effects
    ):
        return ("4.6.6", "4.6.9")
    return ()


# a player's initiative result changed by an effect (8.3.4.7, 4.6.9): the stat of its AddEffect
INITIATIVE_RESULT = "initiative_result"


def initiative_result_change(ctx: Ctx, player: str) -> tuple[int, tuple[str, ...]]:
    """What the effects in force add to ``player``'s initiative result (「…のイニシアチブ結果を
    「±n」する」, ``effects._initiative_result``), with the clauses read: (0, ()) with none."""
    got = [
        int(e.value)
        for e in ctx.state.effects
        if e.target == player and e.stat == INITIATIVE_RESULT and e.op == "add"
    ]
    return sum(got), (("8.3.4.7", "4.6.9") if got else ())


# the ● ability whose effect is being brought about (``play.fire``): its timing, and whether its
# 発揮時期 is a moment of the advance's own steps (12.2.5.1.1, 12.2.5.1.4, 12.2.5.1.8)
AUTO_RUNNING = "mc.auto_running"
ADVANCE_MOMENTS = ("advance_declared", "advance_fixed", "advance_end")
# the procedures whose closing step says the effects brought about in their steps are lost
# (「「…」で発揮した効果が消失します」): each 発揮時期 of their own steps, with the duration the
# procedure's end closes and that closing clause — data, read by ``effect_until`` for the
# unsettled point ``procedure_step_effects`` and by each procedure's end (``EndEffects``)
PROCEDURE_ENDS: dict[str, tuple[str, str]] = {
    **{m: ("advance", "12.2.5.1.9") for m in ADVANCE_MOMENTS},
    "placement_declared": ("placement", "12.1.1.2.10"),
    "placed_this": ("placement", "12.1.1.2.10"),
}
# a step whose text gives its own duration 「このターン(の間 / 中)、」 / 「(この)ターン(の)終了時まで、」
# is being applied (``play.apply_step``): its effect lasts to the turn's end (1.3.1: the text
# over 4.6.9 / 10.14.6), ended as the turn ends (7.6.5; ``turn.end_phase``)
STEP_UNTIL = "mc.step_until"


# what each procedure of ``PROCEDURE_ENDS`` is called, for its end's step
_PROCEDURE_NAMES = {"advance": ("進軍", "advance"), "placement": ("地形配置", "terrain placement")}


# the ● abilities played once in a procedure's steps (``play.once_done``): (step, what it moved)
ONCE_IN_PROCEDURE = "mc.once_in_procedure"


def end_procedure_effects(ctx: Ctx, until: str) -> Proc:
    """A procedure of ``PROCEDURE_ENDS`` ends: the effects brought about in its steps that
    last to its end (``effect_until``'s ``advance`` / ``placement``) are lost, by its closing
    clause (12.2.5.1.9, 12.1.1.2.10). A one-shot effect brought about there (10.6.1: 「解決中に
    その指示を実行し、それで効果が終了する」) is over already: nothing of it is undone — a step
    says so, about what it moved."""
    clause = next(c for u, c in PROCEDURE_ENDS.values() if u == until)
    ja, en = _PROCEDURE_NAMES[until]
    done = ctx.state.vars.get(f"{ONCE_IN_PROCEDURE}.{until}") or []
    if done:
        yield SetVar(key=f"{ONCE_IN_PROCEDURE}.{until}", value=None)
        yield Mark(
            clauses=(clause, "10.6.1"),
            ja=f"{ja}の終了: その手順の間に発揮した単発効果はすでに終了しており、消失するものはない",
            en=f"the {en} ends: the one-shot effects brought about in its steps are over "
            "already; nothing of them is undone",
            caused_by=tuple(s for s, _r in done),
            touches=tuple(dict.fromkeys(r for _s, refs in done for r in refs)),
        )
    if not any(e.until == until for e in ctx.state.effects):
        return
    yield EndEffects(
        until=until,
        clauses=(clause, *value_changes_lost(ctx, until)),
        ja=f"{ja}の手順の間に発揮した効果が消失する",
        en=f"the effects brought about in the {en}'s steps are lost",
    )


def until_ja(until: str) -> str:
    """The end an effect's duration names, in the rules' words."""
    return {"battle": "戦闘終了時", "turn": "ターン終了時", "chain": "対抗連鎖終了時"}.get(
        until, "フェイズ終了時"
    )


def until_en(until: str) -> str:
    return {"battle": "battle", "turn": "turn", "chain": "counter chain"}.get(until, "phase")


# the uses of a card declared in the counter chain being processed (10.1.4-10.1.5), each (the unit
# that declared it, the card's type) — 10.13.1's 「～したユニット」, asked while the chain is
# processed (10.13.2); cleared as it ends (``end_chain_effects``)
CHAIN_USES = "mc.chain_uses"


def end_chain_effects(ctx: Ctx) -> Proc:
    """A counter chain has ended (10.2: its last effect, the use or the attack that began it,
    resolved): the effects that last to its end are lost (10.15.1.2, 10.15.2.1), and the units
    that declared a use in it are no longer 「～したユニット」 (10.13.2)."""
    if ctx.state.vars.get(CHAIN_USES):
        yield SetVar(key=CHAIN_USES, value=None)
    if not any(e.until == "chain" for e in ctx.state.effects):
        return
    yield EndEffects(
        until="chain",
        # a ±n among them: the value loses that ±n (4.6.6), as at any other end
        clauses=("10.15.1.2", *value_changes_lost(ctx, "chain")),
        ja="対抗連鎖が終了した: 「対抗連鎖終了後、この効果を消失させる」効果が消失する",
        en="the counter chain has ended: the effects lost at its end are lost",
    )


def effect_until(ctx: Ctx) -> Generator[Any, Any, str]:
    """How long an effect brought about now lasts, as the rules give it when its text does not:
    to the end of the battle in one, else of the phase (4.6.9, 10.14.6, 10.16.3; a ● ability's
    grant, 14.7.3.4). Two points the rules text does not settle, each run under both readings
    where it arises: the effect of a [自軍ターン] ● ability brought about in a battle (14.7.3.4:
    to the phase's end; 10.14.6 / 4.6.9: to the battle's — ``own_turn_auto_in_battle``), and one
    brought about in the steps of a procedure whose end loses them (``PROCEDURE_ENDS``: the
    advance outside a battle, 12.2.5.1.9; the terrain placement, 12.1.1.2.10) — lost with it, or
    to the phase's end (4.6.9 / 10.14.6 / 14.7.3.4) — ``procedure_step_effects``.
    A step with its own 「このターン、」 / 「ターン終了時まで、」 (``STEP_UNTIL``): ``turn``; with
    「ゲーム終了時まで」: ``game``.
    Returns ``battle`` / ``phase`` / ``advance`` (ended at 12.2.5.1.9) / ``placement`` (ended
    at 12.1.1.2.10) / ``turn``."""
    from ruling import unsettled

    st = ctx.state
    if st.vars.get(STEP_UNTIL) in ("turn", "game"):
        # 「ゲーム終了時まで」: ``game``, which no end of a battle, phase or turn takes away (10.7.1)
        return str(st.vars[STEP_UNTIL])
    if st.vars.get(STEP_UNTIL) == "chain":
        # 「…。対抗連鎖終了後、この効果を消失させる。」: to the end of the counter chain (10.15.1.2)
        return "chain"
    auto = st.vars.get(AUTO_RUNNING) or {}
    if st.vars.get("mc.battle"):
        if auto.get("own_turn"):
            return str(
                (
                    yield unsettled.choose(
                        st.turn.player,
                        "mc",
                        "own_turn_auto_in_battle",
                        {"battle": "battle", "phase": "phase"},
                    )
                )
            )
        return "battle"
    ends = PROCEDURE_ENDS.get(str(auto.get("moment")))
    if ends is not None:
        return str(
            (
                yield unsettled.choose(
                    st.turn.player,
                    "mc",
                    "procedure_step_effects",
                    {"phase": "phase", "lost": ends[0]},
                )
            )
        )
    return "phase"


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
    """A terrain card, a deck card placed as a proxy terrain (5.1.2.20.1), or the card placed
    as a headquarters at the start of the game (6.1.1.5, 5.1.2.8)."""
    return c.type == "terrain" or bool(
        c.states.get("proxy") or c.extra.get("proxy") or c.states.get("hq")
    )


def is_hq(c: Card | None) -> bool:
    return c is not None and bool(c.extra.get("hq") or c.states.get("hq"))


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


def holder_of_area(ctx: Ctx, area: str) -> str | None:
    """The player for whom the terrain is 自軍支配地形 (5.1.2.11) — its 支配プレイヤー (3.2.1.7):
    in a battle, the battle's terrain is the 守備側's (5.1.2.11's second sentence; 5.1.2.12 the
    進軍側's 敵軍支配地形), whichever player placed it; otherwise the only player with units on
    it (``controller_of_area``)."""
    st = ctx.state
    if st.vars.get("mc.battle") and area == st.vars.get("mc.battle_area"):
        return st.opponent(st.turn.player)
    return controller_of_area(ctx, area)


def placed_terrains(ctx: Ctx, player: str) -> list[str]:
    """The areas holding a terrain that is ``player``'s 自軍配置地形: its headquarters and the
    terrains that player placed (5.1.2.14) — the terrains in its own field's areas."""
    return [a for a in AREAS if any(is_terrain(c) for c in ctx.zone(player, zid(a)))]


def terrain_set(ctx: Ctx, player: str, which: str) -> list[str]:
    """``player``'s terrains of the set a condition names: ``controlled`` (支配地形, 5.1.2.11)
    or ``placed`` (配置地形, 5.1.2.14)."""
    return (
        controlled_terrains(ctx, player) if which == "controlled" else placed_terrains(ctx, player)
    )


def controlled_terrains(ctx: Ctx, player: str) -> list[str]:
    """The areas holding a terrain that is ``player``'s 自軍支配地形: only that player's units on
    it (5.1.2.11); in a battle, the battle's terrain is the defending side's (5.1.2.11, 5.1.2.12)."""
    out = []
    for a in AREAS:
        if terrain(ctx, a) is None:
            continue
        if holder_of_area(ctx, a) == player:
            out.append(a)
    return out


def equipment(ctx: Ctx, uid: str, at: tuple[str, str] | None = None) -> list[Card]:
    """The items equipped to ``uid``; ``at``: where it is ((player, zone), if known)."""
    w = at or ctx.where(uid)
    if w is None:
        return []
    return [c for c in ctx.zone(w[0], w[1]) if c.states.get("on") == uid]


def level(ctx: Ctx, c: Card) -> int:
    """A unit's level as the rules read it: ``level_of`` (the ○ abilities in force counted, as
    攻撃力 / 防御力 count theirs)."""
    return level_of(ctx, c)


def level_of(ctx: Ctx, c: Card) -> int:
    """A unit's level as it is: printed, changed by effects, and by the ○ abilities in force on
    it (14.5: 「対象を「レベル:+n」する」 on its party, 14.5.4.2 / 10.9.11)."""
    return ctx.state.card_stat(c, c.uid, "level") + battle_mods(ctx, c, "level")[0]


def party_level(ctx: Ctx, player: str, area: str, adjustment: bool = True) -> int:
    """A party's total level (``level_of`` each unit). A negative level is a negative level
    (4.6.2's first sentence) — in a summon's or an advance's check against the limit (12.2.7.2,
    12.2.3.2) — and counts as 0 only in the limit adjustment (``adjustment``, 4.6.2's
    「ただし、リミット調整(11.3.2)を行う際には」)."""
    levels = [level_of(ctx, c) for c in units(ctx, player, area)]
    return sum(max(x, 0) for x in levels) if adjustment else sum(levels)


def zero_for_limit(ctx: Ctx, player: str, area: str) -> tuple[str, ...]:
    """4.6.2 when a unit of the party has a negative level — counted as 0 in the limit
    adjustment, as it is in a summon's or an advance's total (``party_level``): the clause the
    total rests on then."""
    neg = any(level_of(ctx, c) < 0 for c in units(ctx, player, area))
    return ("4.6.2",) if neg else ()


def limit_total(
    ctx: Ctx, player: str, area: str, joining: list[int], lim: int | None
) -> Generator[Any, Any, tuple[int, tuple[str, ...]]]:
    """The total level a summon or an advance is checked against the terrain's limit with
    (12.2.7.2, 12.2.3.2): the party already on ``area`` and the levels ``joining`` it. A
    negative level among them: 4.6.2 reads it as negative except 「リミット調整(11.3.2)を行う際に
    は」 — whether that exception also covers these checks against the same limit is not settled
    (mc negative_level_limit_check): a reading choice point where the two totals fall on
    either side of the limit, the printed reading (negative) first. Returns (total, the clauses
    it rests on: 4.6.2 when a negative level is summed)."""
    neg = party_level(ctx, player, area, adjustment=False) + sum(joining)
    zero = party_level(ctx, player, area) + sum(max(x, 0) for x in joining)
    if neg == zero:
        return neg, ()
    if lim is None or (neg > lim) == (zero > lim):
        return neg, ("4.6.2",)
    from ruling import unsettled

    as_zero = yield unsettled.choose(
        ctx.state.turn.player, "mc", "negative_level_limit_check", {"negative": False, "zero": True}
    )
    return (zero if as_zero else neg), ("4.6.2",)


def _party_read(ctx: Ctx, c: Card, cond: tuple[str, tuple[Any, ...]] | None) -> list[Card]:
    """The units a condition on what a party is made of (``same_only`` on the target's party,
    ``party_same_only`` on a side's party on the card's terrain) reads, checked on ``c``; []
    for any other condition."""
    oa = _owner_area(ctx, c)
    if cond is None or oa is None:
        return []
    if cond[0] == "same_only":
        return units(ctx, *oa) if is_unit(c) else []
    if cond[0] == "party_same_only":
        side = oa[0] if cond[1][0] == "own" else ctx.state.opponent(oa[0])
        return units(ctx, side, oa[1])
    return []


def _all_same(ctx: Ctx, party: list[Card], kind: str) -> bool:
    """A party made of units of one same race / attribute ``kind`` only: a unit with several
    counts only if all of them are the same (10.17.2); a unit with none has none to match, and
    an empty party is made of none (4.1.13): not met."""
    sets = {frozenset(characteristics(u, kind, ctx)) for u in party}
    return len(sets) == 1 and bool(next(iter(sets)))


def _owner_area(ctx: Ctx, c: Card, at: tuple[str, str] | None = None) -> tuple[str, str] | None:
    w = at or ctx.where(c.uid)
    if w is None or area_of_zone(w[1]) is None:
        return None
    return w[0], str(area_of_zone(w[1]))


def _formation(ctx: Ctx | None, c: Card) -> list[str]:
    """The formation, front first, of the party ``c`` is in, in the battle going on (8.3.3.1,
    decided at the formation timing, 8.3.3.7 / 8.3.3.10): the units still there; a party of one
    unit is its own formation (8.3.3.3). [] when ``c`` is in none (no battle, not in it, or the
    formation not decided yet)."""
    oa = _owner_area(ctx, c) if ctx is not None else None
    st = ctx.state if ctx is not None else None
    if ctx is None or st is None or oa is None or not is_unit(c) or not st.vars.get("mc.battle"):
        return []
    if oa[1] != st.vars.get("mc.battle_area"):
        return []
    party = [u.uid for u in units(ctx, oa[0], oa[1])]
    if party == [c.uid]:
        return party
    order = [u for u in st.vars.get(f"mc.formation.{oa[0]}") or [] if u in party]
    return order if c.uid in order and len(order) == len(party) else []


def zone_count(ctx: Ctx | None, c: Card, owner: str, zone: str, filt: Any) -> int | None:
    """How many cards the zone ``zone`` (hand / deck / discard / removed) of the side ``owner``
    ("own" / "enemy", relative to the player of ``c``, the ability's card — or, ``c`` with no
    uid, to ``c.owner``, a player resolving a bare effect text) holds, only those meeting
    ``filt`` (a card whose value the scenario did not give does not meet it, 4.1.13 — said);
    None when ``c`` is nowhere (no side to read it from)."""
    w = ctx.where(c.uid) if ctx is not None and c.uid else None
    if ctx is None or (w is None and (c.uid or c.owner not in ctx.state.players)):
        return None
    me = w[0] if w is not None else c.owner
    who = me if owner == "own" else ctx.state.opponent(me)
    pile = ctx.zone(who, zone)
    from ruling.values import zone_not_given

    zja = _ZONE_JA.get(zone, "捨て山")
    if zone_not_given(ctx, who, zone):
        # a zone the scenario did not give: its count is read as the cards listed (none) —
        # said, never silent
        ctx.assume(
            f"{who} の{zja}はシナリオに書かれていないため、{len(pile)}枚として扱います",
            f"{who}'s {zone} is not given: taken as {len(pile)} card(s)",
            _ZONE_COUNT_CLAUSES.get(zone, ("5.1.5.6",)),
            key="not_given_taken_as",
        )
    if filt is not None:
        # only the cards meeting the filter; a card whose value the scenario did not give
        # does not meet it (4.1.13) — said when there is one
        vague = [x for x in pile if not x.name]
        if vague:
            ctx.assume(
                f"{who} の{zja}の名前のないカード{len(vague)}枚は条件の値を持たないものとして数えます",
                f"{len(vague)} unnamed card(s) of {who}'s {zone}: counted as not meeting it",
                ("4.1.13", "5.1.5.6"),
                key="not_given_taken_as",
            )
        pile = [x for x in pile if _matches(x, filt, ctx)]
    return len(pile)


def _operand(ctx: Ctx | None, c: Card, x: tuple[str, Any]) -> int | None:
    """An operand of ``count_cmp``: ("n", k) a number, ("group", spec) the units ``spec`` (an
    ``exists`` condition's values) describes, counted (``group_count``)."""
    if x[0] == "n":
        return int(x[1])
    return group_count(ctx, c, x[1])


def battle_narrows(ctx: Ctx | None, c: Card) -> bool:
    """Whether 8.2.5 narrows what a condition read on ``c`` refers to: a battle is going on and
    ``c`` is on its terrain (a card used in the battle: 「戦闘中に使用するカードの条件…は…「戦闘が
    発生した地形に存在するユニット」…しか参照しません」)."""
    st = ctx.state if ctx is not None else None
    if ctx is None or st is None or not st.vars.get("mc.battle"):
        return False
    oa = _owner_area(ctx, c)
    return oa is not None and oa[1] == str(st.vars.get("mc.battle_area"))


def narrowed_clauses(
    ctx: Ctx | None, c: Card | None, cond: tuple[str, tuple[Any, ...]] | None
) -> tuple[str, ...]:
    """("8.2.5",) when ``cond`` counts a group on the whole battlefield and 8.2.5 narrows it to
    the battle's terrain as it is read on ``c`` (``battle_narrows``); else ()."""
    if cond is None or c is None or not battle_narrows(ctx, c):
        return ()
    kind, values = cond
    if kind in ("not", "on_this", "unless"):
        return narrowed_clauses(ctx, c, values)  # type: ignore[arg-type]
    groups: list[Any] = []
    if kind == "exists":
        groups = [values]
    elif kind == "count_cmp":
        groups = [x[1] for x in (values[0], values[2]) if x[0] == "group"]
    return ("8.2.5",) if any(g[0] == "battlefield" for g in groups) else ()


# the uses declared from the hand, each [turn number, player, card uid, kind, name]: a battle
# spell card / a consumable item card used (10.1.5, 10.1.9) — what 「このターン中に…を使用していた」
# counts (``used_this_turn``)
USES = "mc.uses"


def used_this_turn(ctx: Ctx, c: Card, values: tuple[Any, ...]) -> bool:
    """Whether the uses of this turn (``USES``) by the side of ``c``'s player (its area's side,
    else its owner; ``own``) or the other's meet the count: of battle spells / consumables
    (``kind``) or of cards named ``name``, ``c`` itself left out for 「他の」 (``but_self``). The
    uses made before the scenario's first action are not given: taken as none (said)."""
    side, kind, name, but_self, op, n = values
    st = ctx.state
    w = ctx.where(c.uid)
    me = w[0] if w is not None and w[0] in st.players else c.owner
    who = me if side == "own" else st.opponent(me)
    k = sum(
        1
        for turn, player, uid, ukind, uname in (st.vars.get(USES) or [])
        if turn == st.turn.number
        and player == who
        and (uname == name if name else ukind == kind)
        and not (but_self and uid == c.uid)
    )
    ctx.assume(
        "このターンにシナリオの開始より前に使用されたカードは与えられていないため、ないものとして数えます",
        "cards used this turn before the scenario's first action are not given: counted as none",
        ("10.1.5",),
    )
    return {">=": k >= n, "<=": k <= n, "==": k == n}[str(op)]


# the units that advanced, each [turn number, uid]: the units that carried an advance out
# (12.2.5.1.5) — what 「対象がこのターン進軍した / していない場合」 reads (``advanced_this_turn``)
ADVANCES = "mc.advances"


def advanced_this_turn(ctx: Ctx, c: Card) -> bool:
    """Whether the unit ``c`` carried out an advance this turn (``ADVANCES``, 12.2.5.1.5). The
    advances made before the scenario's first action are not given: taken as none (said)."""
    st = ctx.state
    ctx.assume(
        "このターンにシナリオの開始より前に行われた進軍は与えられていないため、ないものとして扱います",
        "advances made this turn before the scenario's first action are not given: taken as none",
        ("12.2.5.1.5",),
    )
    return any(
        turn == st.turn.number and uid == c.uid for turn, uid in (st.vars.get(ADVANCES) or [])
    )


def group_count(ctx: Ctx | None, c: Card, spec: tuple[Any, ...]) -> int | None:
    """How many units (for a card name, 2.1.5.1: units and terrains) the group ``spec``
    describes (the values of an ``exists`` condition:
    place, owner, kind, values, op, n, but_self — op and n not read), read on ``c`` (the
    ability's unit or card; its side the owner is relative to): the units of that side on the
    terrain where ``c`` is (5.1.2.4; a party is a side's units there, 4.4.1), on every area of
    the battlefield (5.1.2.1), on a side's headquarters (5.1.2.8) or in the battle going on
    (8.2.3), of one of the values (4.7.5), ``c`` not counted for 「自身以外に」. None when ``c``
    is nowhere such a place is read from (4.1.13)."""
    place, owner, ckind, cvals, _op, _n, but_self = spec
    oa = _owner_area(ctx, c) if ctx is not None else None
    if ctx is not None and oa is None and c.owner and place in ("hq_own", "hq_enemy", "battle"):
        oa = (c.owner, "")  # read from a card anywhere (a card in the hand: its owner's side)
    if ctx is not None and oa is None and place == "battlefield" and c.owner:
        # 「(自軍の)戦場に…」: every area (5.1.2.4), read from a card anywhere — a card in
        # the hand (◇) too: its side is its owner's
        oa = (c.owner, "")
    if ctx is None or oa is None:
        return None
    if place in ("with_this", "with_target", "target_party") and not is_unit(c):
        # 「このユニットと同じ地形に…」 read on a card naming no unit (a terrain): none (4.1.13)
        return None
    areas = AREAS if place == "battlefield" else (oa[1],)
    if place == "next_to_here":
        # 「この地形が…の存在する地形に隣接している」: the terrains next to ``c``'s (5.1.2.18)
        areas = tuple(a for a in AREAS if oa[1] and adjacent(a, oa[1]))
    if place == "battlefield" and battle_narrows(ctx, c):
        # 8.2.5: in a battle a card's condition refers to the battle's terrain and its units only
        areas = (str(ctx.state.vars.get("mc.battle_area")),)
    if place in ("hq_own", "hq_enemy"):
        # 「自軍 / 敵軍本陣に」: that side's headquarters' area (5.1.2.8)
        hq = hq_area(ctx, oa[0] if place == "hq_own" else ctx.state.opponent(oa[0]))
        areas = (hq,) if hq else ()
    if place == "battle":
        # 「この戦闘に参加している…」: the units on the terrain of the battle going on (8.2.3);
        # no battle: none take part
        if not ctx.state.vars.get("mc.battle"):
            return 0
        areas = (str(ctx.state.vars.get("mc.battle_area")),)
    if place == "fighting_this":
        # 「このユニットと戦闘している敵軍ユニットに」: the battle going on that ``c`` takes part in
        # (on its terrain, 8.2.3); ``c`` in none: it fights no unit
        if not ctx.state.vars.get("mc.battle") or oa[1] != ctx.state.vars.get("mc.battle_area"):
            return 0
        areas = (oa[1],)

    def cards_of(p: str, a: str) -> list[Card]:
        # a card name (2.1.5.1) names a terrain as well as a unit: the terrain a side placed on
        # the area counts for 「「X」が存在する」 (``name``) and 「地形「X」」 (``terrain_name``)
        found = [] if ckind == "terrain_name" else units(ctx, p, a)  # type: ignore[arg-type]
        if ckind in ("name", "terrain_name"):
            found += [t for t in ctx.zone(p, zid(a)) if is_terrain(t)]  # type: ignore[union-attr]
        return found

    got = [
        u
        for p in ctx.state.players
        if owner is None or (p == oa[0]) == (owner == "own")
        for a in areas
        for u in cards_of(p, a)
        if (
            ckind is None
            or (ckind in ("name", "terrain_name", "unit_name") and u.name in cvals)
            # a group described as 〈対象:～〉's 「～」 is (10.10.2): each unit meets the condition
            or (ckind == "desc" and _matches(u, cvals[0], ctx))
            or (
                ckind not in ("name", "terrain_name", "unit_name", "desc")
                and any(v in characteristics(u, str(ckind), ctx) for v in cvals)
            )
        )
        and not (but_self and u.uid == c.uid)
    ]
    return len(got)


def _matches(c: Card, cond: tuple[str, tuple[Any, ...]] | None, ctx: Ctx | None = None) -> bool:
    """「対象が「種族:X or Y」の場合」 (4.7.5: or is either); 「…「種族:X」かつ「属性:Y」の場合」
    (4.7.7: both); an unstated race or attribute is a condition on something not defined for the
    card: false (4.1.13). With ``ctx`` the race and attribute granted by effects in force count
    too (10.14.2)."""
    from ruling.games._mc.cardtext import NEGATABLE

    if cond is None:
        return True
    kind, values = cond
    if kind == "and":
        return all(_matches(c, part, ctx) for part in values)
    if kind == "limit":
        # 「「リミット:6以上」」: a terrain card's limit (2.1.26.1); of any other card not defined,
        # false (4.1.13)
        if ctx is None or not is_terrain(c):
            return False
        lim, _cl = limit_of(ctx, c)
        return lim is not None and _stat_holds(lim, ("limit", *values))
    if kind == "all_of":
        # a cost's (～) of several parts (「「種族:X」のユニットカード」, 10.11.12): each holds
        return all(_matches(c, part, ctx) for part in values)
    if kind == "any_of":
        # 「AまたはBの場合」 / 「AかB」 (4.7.5): either holds
        return any(_matches(c, part, ctx) for part in values)
    if kind == "card_type":
        # a card of that type (2.1.6.1: ユニット / アイテム / 戦闘スペル / 地形)
        return c.type == values[0]
    if kind == "card_name":
        # 「自軍捨て山に「X」が存在する」: a card whose name (2.1.5.1) is X
        return c.name in values
    if kind == "on_this":
        # a condition on 「このユニット」: ``c`` is that unit (``condition_card``)
        return _matches(c, values, ctx)  # type: ignore[arg-type]
    if kind == "unless":
        # 「Xの場合、この効果は発揮されない」: applied unless X holds — X false or not defined
        # for the card (4.1.13) lets it be applied
        return not _matches(c, values, ctx)  # type: ignore[arg-type]
    if kind == "invalid":
        # 「Xの場合、この効果は無効である」 (inside ``unless``): X, the condition the effect is 無効
        # under (10.19.2)
        return _matches(c, values, ctx)  # type: ignore[arg-type]
    if kind == "same_only":
        # 「対象が同じ「種族」のユニットだけで構成されている場合」: the party ``c`` is in (its
        # player's units on its terrain, 4.4.1) is made of units of one same race / attribute —
        # a unit with several counts only if all of them are the same (10.17.2); a unit with
        # none has none to match (4.1.13): not met
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None or not is_unit(c):
            return False
        return _all_same(ctx, units(ctx, *oa), str(values[0]))
    if kind == "party_same_only":
        # 「自軍 / 敵軍パーティが同じ「種族」のユニットだけで構成されている場合」, read on the
        # ability's card (``ON_CARD_KINDS``): that side's (relative to the card's area) party on
        # the card's terrain (4.4.1), as ``same_only`` (10.17.2); no such party: not met (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False
        side = oa[0] if values[0] == "own" else ctx.state.opponent(oa[0])
        return _all_same(ctx, units(ctx, side, oa[1]), str(values[1]))
    if kind == "row":
        # 「対象が最前列 / 最後列の場合」: the unit's place in its party's formation (8.3.3.2);
        # none decided (no battle, or before the formation timing) and more than one unit: not
        # defined, false (4.1.13)
        order = _formation(ctx, c)
        return bool(order) and c.uid == (order[0] if values[0] == "front" else order[-1])
    if kind == "not":
        # 「…でない場合」: the value asked about is the card's and is none of those named; an
        # unstated one (no battle's terrain) is not defined for it: false (4.1.13)
        inner: Any = values
        if inner[0] == "battle_terrain":
            st = ctx.state if ctx is not None else None
            if ctx is None or st is None or not st.vars.get("mc.battle"):
                return False
            t = terrain(ctx, str(st.vars.get("mc.battle_area")))
            if t is None or not characteristics(t, inner[1][0], ctx):
                return False
        elif inner[0] == "row":
            if not _formation(ctx, c):
                return False
        elif inner[0] in ("has", "holds"):
            pass  # 「…を持たない」: a unit has a standing ability or not (defined for it)
        elif inner[0] in NEGATABLE:
            # 「…でない / …していない」 of a state every unit on the battlefield has or has not
            # (「英雄でない」, 「戦闘に参加していない」, 「装備品を装備していない」): defined for such a
            # unit only (4.1.13)
            if ctx is None or _owner_area(ctx, c) is None or not is_unit(c):
                return False
        elif not characteristics(c, inner[0], ctx):
            return False
        return not _matches(c, inner, ctx)
    if kind == "battle_terrain":
        # 「戦闘が行われている地形が「属性:X」の場合」: the battle's terrain has one of the values
        # (4.7.5); no battle going on, no such terrain: not met (4.1.13)
        st = ctx.state if ctx is not None else None
        t = (
            terrain(ctx, str(st.vars.get("mc.battle_area")))
            if ctx is not None and st is not None and st.vars.get("mc.battle")
            else None
        )
        sub = values
        return t is not None and any(v in characteristics(t, sub[0], ctx) for v in sub[1])
    if kind == "unit_terrain":
        # 「対象が存在する地形が「属性:X」の場合」: the terrain in the unit's area (5.1.2.4) has
        # one of the values (4.7.5); no terrain there or the unit off the battlefield: false
        # (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        t = terrain(ctx, oa[1]) if ctx is not None and oa is not None else None
        return t is not None and any(v in characteristics(t, values[0], ctx) for v in values[1])
    if kind == "party_role":
        # 「対象が守備側パーティに属している場合」: a unit in a party (on the battlefield, 4.4.1)
        # whose player does not take the turn (守備側, 1.3.7) — or takes it (進軍側)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None or not is_unit(c):
            return False
        return (oa[0] == ctx.state.turn.player) == (values[0] == "advancing")
    if kind == "side":
        # 「…が先攻側 / 後攻側の場合」: a unit of the battle going on, its player that side
        # (8.3.4.8); none decided yet or equal results (8.3.4.9): false (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        st = ctx.state if ctx is not None else None
        if st is None or oa is None or not is_unit(c) or not st.vars.get("mc.battle"):
            return False
        first = st.vars.get("mc.initiative")
        if oa[1] != st.vars.get("mc.battle_area") or first not in st.players:
            return False
        return (oa[0] == first) == (values[0] == "first")
    if kind == "fighting_one":
        # 「対象が「種族:X」のユニットと戦闘している場合」 / 「対象と戦闘している(敵軍)ユニットが…」:
        # the unit takes part in the battle going on (8.2.3) and one of the other side's units
        # taking part in it (the party it fights, 4.4.1) meets the condition
        if not _matches(c, ("in_battle", ()), ctx) or ctx is None:
            return False
        oa = _owner_area(ctx, c)
        assert oa is not None
        other = ctx.state.opponent(oa[0])
        return any(
            is_unit(u) and _matches(u, values, ctx)  # type: ignore[arg-type]
            for u in ctx.zone(other, zid(oa[1]))
        )
    if kind == "in_battle":
        # 「対象が戦闘に参加している場合」: a unit on the terrain of the battle going on (8.2.3)
        oa = _owner_area(ctx, c) if ctx is not None else None
        st = ctx.state if ctx is not None else None
        return bool(
            st is not None
            and oa is not None
            and is_unit(c)
            and st.vars.get("mc.battle")
            and oa[1] == st.vars.get("mc.battle_area")
        )
    if kind == "in_controlled":
        # 「自軍 / 敵軍支配地形に存在する…ユニット」: the unit is on a terrain that its own side
        # ("same") / the other ("other") controls (5.1.2.11; in a battle the battle's terrain is
        # the defending side's, 5.1.2.11, 5.1.2.12: ``controlled_terrains``)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False
        side = c.owner if values[0] == "same" else ctx.state.opponent(c.owner)
        return oa[1] in controlled_terrains(ctx, side)
    if kind == "next_to_hq":
        # 「このユニットが自軍 / 敵軍本陣に隣接する地形に存在する」: the unit's area is next to
        # (5.1.2.18: vertically or horizontally) the headquarters area (5.1.2.8) of its own side
        # ("same") or of the other ("other")
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None or not is_unit(c):
            return False
        side = c.owner if values[0] == "same" else ctx.state.opponent(c.owner)
        hq = hq_area(ctx, side)
        return hq is not None and adjacent(oa[1], hq)
    if kind == "in_hq":
        # 「自軍本陣に存在する自軍ユニット」: the unit is in the headquarters area (5.1.2.8) of its
        # own side ("same") or of the other ("other")
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False
        if values[0] == "any":
            # 「本陣に存在する」: the headquarters area of either side (5.1.2.8)
            return any(hq_area(ctx, p) == oa[1] for p in ctx.state.players)
        side = c.owner if values[0] == "same" else ctx.state.opponent(c.owner)
        return hq_area(ctx, side) == oa[1]
    if kind == "stat":
        # 「対象の攻撃力が3以上の場合」 (``condition_met`` branches on a value not given), and the
        # filter 「レベル3以下の…」 of 〈対象:～〉 (10.10.2)
        if ctx is None:
            return False
        if not is_unit(c):
            # 攻撃力 / 防御力 / レベル are a unit's values (2.1.15, 2.1.17): asked of another
            # card, not defined for it — false (4.1.13)
            return False
        stat = str(values[0])
        if stat == HERO_POINTS:
            return _hero_points_match(ctx, c, values, condition_text(cond))
        from ruling.values import known_number

        if known_number(ctx, c.uid, stat, 0) is None:
            # a value the scenario did not give is unknown, not 0: the card is not taken to meet
            # the filter, and the ruling says so (never silent) — through the one door every
            # game's filter goes through (``values.assume_unmatched``)
            from ruling.values import assume_unmatched

            text = condition_text(cond)
            # False, or what a branch on the value took it to be (``values.branch_condition``)
            return assume_unmatched(ctx, c, [(stat, f"「{text}」", f"「{text}」")], ("10.10.2",))
        return _stat_holds(_stat_value(ctx, c, stat), values)
    if kind == "party_equipped":
        # 「敵軍パーティにアイテムを装備しているユニットが存在する場合」: the party of that side
        # (relative to the target's, a 〈対象:このユニット〉) on the target's terrain (4.4.1) holds
        # a unit with an equipment on it (2.1.2.1.2.1); off the battlefield: no party (4.1.13)
        w = ctx.where(c.uid) if ctx is not None else None
        area = area_of_zone(w[1]) if w else None
        if ctx is None or w is None or area is None:
            return False
        side = w[0] if values[0] == "own" else ctx.state.opponent(w[0])
        return any(equipment(ctx, u.uid) for u in units(ctx, side, area))
    if kind == "party_count":
        # 「敵軍パーティのユニット数が自軍パーティのユニット数より多い場合」: each side's party on
        # the target's terrain (relative to the target's side, a 〈対象:このユニット〉; 4.4.1),
        # its units counted; off the battlefield: no party (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False

        def n(side: tuple[str, Any]) -> int:
            if side[0] == "n":
                return int(side[1])
            who = oa[0] if side[1] == "own" else ctx.state.opponent(oa[0])
            return len(units(ctx, who, oa[1]))

        left, op, right = values
        a, b = n(left), n(right)
        return {">": a > b, "<": a < b, ">=": a >= b, "<=": a <= b, "==": a == b}[str(op)]
    if kind == "units_here":
        # 「この地形に(自軍 / 敵軍)ユニットが存在する場合」, read on the card with the ability: a
        # unit of that side (relative to the card's player) on the terrain where it is (5.1.2.4)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False
        sides = [
            p
            for p in ctx.state.players
            if values[0] is None or (p == oa[0]) == (values[0] == "own")
        ]
        return any(units(ctx, p, oa[1]) for p in sides)
    if kind == "damaged":
        # 「対象がダメージを受けている場合」: a unit on the battlefield with damage on it (4.5.1;
        # damage a 「耐性:x」 kept from killing it is received all the same, 13.1.7.1); off the
        # battlefield it has none to ask about (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if oa is None or not is_unit(c):
            return False
        has = int(c.states.get("damage") or 0) + int(c.states.get("resisted") or 0) > 0
        return has == bool(values[0])
    if kind == "hand_count":
        # 「自軍手札が2枚以下の場合」, read on the ability's card: that side's hand (relative to
        # the card's player) counted (5.1.4.3); read with a player alone (a bare effect text,
        # ``PLAYER_SIDE_KINDS``: no card's uid) on that player's side, as ``zone_card`` is
        owner, op, n, zone, filt = values
        k = zone_count(ctx, c, owner, zone, filt)
        return k is not None and {">=": k >= n, "<=": k <= n, "==": k == n}[str(op)]
    if kind == "zone_cmp":
        # 「自軍除外ゾーンのカードが敵軍除外ゾーンのカードより多い場合」: each side's zone counted as
        # ``hand_count`` counts it, read on the ability's card, and compared
        (o1, z1, f1), op, (o2, z2, f2) = values
        a, b = zone_count(ctx, c, o1, z1, f1), zone_count(ctx, c, o2, z2, f2)
        if a is None or b is None:
            return False
        return {">": a > b, "<": a < b}[str(op)]
    if kind in ("exists", "exists_target", "party_contains"):
        # 「この地形に / 自軍パーティに「種族:X」の(自軍)ユニットが(自身以外に)(n体以上)存在する場合」,
        # read on the ability's unit or card: the units of that side (relative to it) on the
        # terrain where it is (5.1.2.4; a party is a side's units there, 4.4.1) of one of the
        # values (4.7.5), it not counted for 「自身以外に」, against the count
        op, n = values[4], values[5]
        k = group_count(ctx, c, values)
        if k is None:
            return False
        return {">=": k >= n, "<=": k <= n, "==": k == n}[str(op)]
    if kind == "count_cmp":
        # 「敵軍ユニットの数が自軍ユニットの数より多い場合」: two groups of units (each as 「…が存在
        # する」 describes it, ``exists``), or a group and a number, counted and compared, read on
        # the ability's unit or card (its side)
        left, op, right = values
        a, b = _operand(ctx, c, left), _operand(ctx, c, right)
        if a is None or b is None:
            return False
        return {">": a > b, "<": a < b, ">=": a >= b, "<=": a <= b, "==": a == b}[str(op)]
    if kind == "battle_going":
        # 「戦闘中なら」 (8.2.3: a battle going on), 「自軍 / 敵軍の本陣が戦闘中の場合」 (on that
        # side's headquarters' terrain, 5.1.2.8; the side relative to the card's owner)
        st = ctx.state if ctx is not None else None
        if ctx is None or st is None or not st.vars.get("mc.battle"):
            return False
        if not values:
            return True
        who = c.owner if values[0] == "own" else st.opponent(c.owner)
        return st.vars.get("mc.battle_area") == hq_area(ctx, who)
    if kind == "here_named":
        # 「この地形のカード名に「X」が含まれる / 含まれない場合」, read on the card with the ability:
        # the name (2.1.5.1) of the terrain where it is (5.1.2.4) holds X or not; no terrain there:
        # not defined, false either way (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        t = terrain(ctx, oa[1]) if ctx is not None and oa is not None else None
        return t is not None and (str(values[0]) in t.name) == bool(values[1])
    if kind == "here_terrain":
        # 「この地形が「属性:X」の場合」, read on the card with the ability: the terrain where it is
        # (5.1.2.4; a terrain card is that terrain) has one of the values (4.7.5); none: false
        # (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        t = terrain(ctx, oa[1]) if ctx is not None and oa is not None else None
        return t is not None and any(v in characteristics(t, values[0], ctx) for v in values[1])
    if kind == "equipped":
        # 「対象が装備品を装備している場合」: an equipment on the unit (2.1.2.1.2.1); with a count
        # (「…を2つ以上装備している」) that many
        if ctx is None or _owner_area(ctx, c) is None:
            return False
        k = len(equipment(ctx, c.uid))
        if not values:
            return k > 0
        op, n = values
        return {">=": k >= n, "<=": k <= n, "==": k == n}[str(op)]
    if kind == "here_next":
        # 「この地形が自軍 / 敵軍本陣 / 支配地形に隣接している場合」, read on the ability's card
        # (``ON_CARD_KINDS``): the terrain it is on (5.1.2.4) is next to (5.1.2.18) that side's
        # (relative to the card's player) headquarters (5.1.2.8) or a terrain of the set; the
        # card on no terrain: not defined, false (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False
        w = ctx.where(c.uid)
        me = w[0] if w is not None and w[0] in ctx.state.players else c.owner
        side = me if values[0] == "own" else ctx.state.opponent(me)
        if values[1] == "hq":
            hq = hq_area(ctx, side)
            return hq is not None and adjacent(oa[1], hq)
        return any(adjacent(oa[1], a) for a in terrain_set(ctx, side, str(values[1])))
    if kind in ("controlled", "here_controlled"):
        # 「自軍 / 敵軍支配地形がnつ以上の場合」, 「この地形が自軍 / 敵軍支配地形の場合」, read on the
        # ability's card (``ON_CARD_KINDS``): that side (relative to the card's player — its area's
        # side, else its owner) and its 支配地形 (5.1.2.11; a battle's terrain the defending
        # side's, 5.1.2.12)
        if ctx is None:
            return False
        w = ctx.where(c.uid)
        me = w[0] if w is not None and w[0] in ctx.state.players else c.owner
        side = me if values[0] == "own" else ctx.state.opponent(me)
        if kind == "here_controlled":
            # ``values``: (side, set) — the set 支配地形 (5.1.2.11) or 配置地形 (5.1.2.14)
            oa = _owner_area(ctx, c)
            return oa is not None and oa[1] in terrain_set(ctx, side, str(values[1]))
        held = controlled_terrains(ctx, side)
        op, n = values[1], values[2]
        return {">=": len(held) >= n, "<=": len(held) <= n, "==": len(held) == n}[str(op)]
    if kind == "battle_on_set":
        # 「この戦闘が自軍配置地形で行われている場合」, read on the ability's card
        # (``ON_CARD_KINDS``): a battle going on (8.2.3) on one of that side's (relative to the
        # card's player) terrains of the set (``terrain_set``); no battle: not met (4.1.13)
        st = ctx.state if ctx is not None else None
        if ctx is None or st is None or not st.vars.get("mc.battle"):
            return False
        w = ctx.where(c.uid)
        me = w[0] if w is not None and w[0] in st.players else c.owner
        side = me if values[1] == "own" else st.opponent(me)
        return str(st.vars.get("mc.battle_area")) in terrain_set(ctx, side, str(values[0]))
    if kind == "terrains":
        # 「自軍配置地形に「属性:X」の地形が2つ以上存在する場合」, read on the ability's card
        # (``ON_CARD_KINDS``): that side's (relative to the card's player — its area's side, else
        # its owner) terrains of the set (``terrain_set``) with one of the values (4.7.5; any
        # terrain when none is named), counted
        if ctx is None:
            return False
        w = ctx.where(c.uid)
        me = w[0] if w is not None and w[0] in ctx.state.players else c.owner
        which, side_, ckind, cvals, op, n = values
        side = me if side_ == "own" else ctx.state.opponent(me)
        k = sum(
            1
            for a in terrain_set(ctx, side, str(which))
            if ckind is None
            or (
                (t := terrain(ctx, a)) is not None
                and any(v in characteristics(t, str(ckind), ctx) for v in cvals)
            )
        )
        return {">=": k >= n, "<=": k <= n, "==": k == n}[str(op)]
    if kind == "used_turn":
        # 「このターン中に自軍が(他の)消耗品を(n枚以上)使用していた場合」, read on the ability's
        # card: the uses declared this turn (10.1.5; 10.1.9: the card used is a 戦闘スペル /
        # 消耗品) by that card's player (its area's side, else its owner) or the other, of the kind
        # or name — 「他の」: the card itself not counted
        if ctx is None:
            return False
        return used_this_turn(ctx, c, values) is True
    if kind == "turn":
        # 「(現在が)自軍 / 敵軍ターンの場合」, 「自軍が進軍側の場合」, read on the ability's card
        # (``ON_CARD_KINDS``): the turn is the turn of that card's player (its area's side, else
        # its owner) — its 進軍側 (1.3.7, 7.1.2.1) — or of the other
        if ctx is None:
            return False
        if values[1:] == ("battle",) and not ctx.state.vars.get("mc.battle"):
            # 「この戦闘で自軍が守備側の場合」: with no battle going on there is no 「この戦闘」 —
            # not defined, false (4.1.13)
            return False
        w = ctx.where(c.uid)
        side = w[0] if w is not None and w[0] in ctx.state.players else c.owner
        return (ctx.state.turn.player == side) == (values[0] == "own")
    if kind == "army_side":
        # 「自軍 / 敵軍が先攻(側) / 後攻(側)の場合」, read on the ability's card (``ON_CARD_KINDS``):
        # that card's player (or the other) is the side the initiative made first / second
        # (8.3.4.8); no battle, none decided or equal results (8.3.4.9): false (4.1.13)
        st = ctx.state if ctx is not None else None
        if ctx is None or st is None or not st.vars.get("mc.battle"):
            return False
        first = st.vars.get("mc.initiative")
        if first not in st.players:
            return False
        w = ctx.where(c.uid)
        mine = w[0] if w is not None and w[0] in st.players else c.owner
        side = mine if values[1] == "own" else st.opponent(mine)
        return (side == first) == (values[0] == "first")
    if kind == "hero":
        # 「対象が「英雄」の場合」: a hero unit (15.1.1: the hero icon, 【英雄】n)
        from ruling.games._mc.processes import is_hero

        return is_unit(c) and is_hero(c)
    if kind == "attacked":
        # 「対象がこの戦闘中に攻撃を行った / 行っていない場合」: the unit took part in an attack of
        # the battle going on (9.1, 9.3: 「攻撃に参加したユニット」) or not; with no battle going
        # on, or off the battlefield, not defined: false (4.1.13). A unit has attacked from its
        # attack's declaration on (10.13.1 「「～中のユニット(=～したユニット)」とは「10.1.4～
        # 10.1.5」で「～」を宣言したユニットです」; ``mc.battle_attackers``, _mc/battle.attack_of)
        st = ctx.state if ctx is not None else None
        if st is None or not st.vars.get("mc.battle") or _owner_area(ctx, c) is None:
            return False
        return is_unit(c) and (c.uid in (st.vars.get("mc.battle_attackers") or ())) == bool(
            values[0]
        )
    if kind == "advanced_turn":
        # 「対象がこのターン進軍した / していない場合」: the unit carried out an advance this turn
        # (12.2.5.1.5) or did not; off the battlefield it is no unit (4.1.13): false
        if ctx is None or _owner_area(ctx, c) is None or not is_unit(c):
            return False
        return advanced_this_turn(ctx, c) == bool(values[0])
    if kind == "acted":
        # 「対象が行動完了 / 未行動の場合」: a unit on the battlefield turned sideways / upright
        # (4.10.1.1, 4.10.1.2); off the battlefield it has no placement state (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        return oa is not None and is_unit(c) and (c.orientation == "rest") == bool(values[0])
    if kind == "party_has":
        # 「敵軍パーティに「種族:X」のユニットが存在する場合」: that side's party on the target's
        # terrain (relative to the target's side, a 〈対象:このユニット〉; 4.4.1) holds a unit with
        # one of the values (4.7.5)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False
        side = oa[0] if values[0] == "own" else ctx.state.opponent(oa[0])
        area = oa[1]
        if values[3:] == ("battle",):
            # 「戦闘している敵軍パーティに…」: that side's party in the battle going on (on its
            # terrain, 8.2.3); no battle: there is none (4.1.13)
            st = ctx.state
            if not st.vars.get("mc.battle"):
                return False
            area = str(st.vars.get("mc.battle_area"))
        return any(
            v in characteristics(u, str(values[1]), ctx)
            for u in units(ctx, side, area)
            for v in values[2]
        )
    if kind == "died_by_effect":
        # 「この効果で対象が死亡した場合」: the target (proper when the effect began, 10.10.5) died
        # — a death comes at once (11.3.1.2.1) — and is in the discard pile (12.6.1, 4.5.2);
        # one whose death was replaced (10.8.3) did not die
        st = ctx.state if ctx is not None else None
        w = ctx.where(c.uid) if ctx is not None else None
        return (
            st is not None
            and c.uid in (st.vars.get("mc.dead_units") or ())
            and w is not None
            and w[1] == "discard"
        )
    if kind == "discarded":
        # 「対象が破棄された / 破棄されなかった場合」: the target (proper when the effect began,
        # 10.10.5) is now in a discard pile — moved there, 12.4.1 — or (values False) is not
        w = ctx.where(c.uid) if ctx is not None else None
        return (w is not None and w[1] == "discard") == bool(values[0])
    if kind == "zone_card":
        # 「自軍捨て山の一番上のカードが「種族:X」(ではない)の場合」: the card at that position of
        # that side's pile (relative to ``c``'s player: its area's side, else its owner; piles are
        # top first) meets the description; none there: not defined, false (4.1.13)
        if ctx is None:
            return False
        w = ctx.where(c.uid) if c.uid else None
        me = w[0] if w is not None and w[0] in ctx.state.players else c.owner
        side_, zone, at, what = values
        who = me if side_ == "own" else ctx.state.opponent(me)
        pile = ctx.zone(who, zone)
        if not pile:
            return False
        return _matches(pile[at], what, ctx)
    if kind == "on_battlefield":
        # 「このユニットが戦場に存在する場合」: the card is in an area of the battlefield (5.1.2.1,
        # 5.1.2.4), not in a hand, deck or discard pile
        return ctx is not None and _owner_area(ctx, c) is not None
    if kind == "alive":
        # 「対象が死亡していない場合」: a unit that died is discarded at once (4.5.2, 11.3): one
        # still on the battlefield as a unit has not
        oa = _owner_area(ctx, c) if ctx is not None else None
        return oa is not None and is_unit(c)
    if kind == "controlled_has":
        # 「自軍支配地形に「属性:X」の地形が存在する場合」: a terrain controlled by that side
        # (relative to the target's, a 〈対象:このユニット〉; 5.1.2.11) has one of the values
        # (4.7.5); the target off the battlefield: no side to read from (4.1.13)
        oa = _owner_area(ctx, c) if ctx is not None else None
        if ctx is None or oa is None:
            return False
        side = oa[0] if values[0] == "own" else ctx.state.opponent(oa[0])
        return any(
            (t := terrain(ctx, a)) is not None
            and any(v in characteristics(t, str(values[1]), ctx) for v in values[2])
            for a in controlled_terrains(ctx, side)
        )
    if kind == "advanced_into":
        # 「このユニットが敵軍 / 自軍支配地形に進軍した場合」 (at 「進軍終了時」): the unit was one of
        # this advance's (12.2.5.1.5) and its destination was that side's 支配地形 (5.1.2.11) as
        # it moved
        st = ctx.state if ctx is not None else None
        me = this_unit(c)
        rec = st.vars.get("mc.advanced") if st is not None else None
        if st is None or me is None or not rec:
            return False
        moved, held = rec
        side = c.owner if values[0] == "own" else st.opponent(c.owner)
        return me in moved and held == side
    if kind == "declared_use":
        # 「対象が戦闘スペルを使用したユニットの場合」: a unit that declared the use of such a card
        # in the counter chain being processed (10.13.1, 10.13.2: still so though its cost could
        # not be paid or the card was discarded); no chain being processed: none
        st = ctx.state if ctx is not None else None
        uses = (st.vars.get(CHAIN_USES) or ()) if st is not None else ()
        return any(u == c.uid and k == values[0] for u, k in uses)
    if kind == "declared_attack":
        # 〈対象:攻撃を宣言したユニット〉: a unit that declared the attack the counter chain answers
        # (9.1, 10.10.8.1); no attack being answered: none
        st = ctx.state if ctx is not None else None
        return st is not None and c.uid in (st.vars.get("mc.attack_declarers") or ())
    if kind == "died":
        # 「この戦闘で(「種族:X」の)自軍 / 敵軍ユニットが死亡した場合」, read on the card with the
        # ability (``condition_card``): a unit of that side (relative to the card's player) died
        # in the battle going on (12.6.1), with one of the values as it died (4.7.5)
        st = ctx.state if ctx is not None else None
        if st is None or not st.vars.get("mc.battle"):
            return False
        side = (
            None if values[0] == "any" else c.owner if values[0] == "own" else st.opponent(c.owner)
        )
        at = {"species": 1, "attribute": 2}
        # 「…ユニットが2体以上死亡していた場合」: that many of them (values[3], else one)
        least = int(values[3]) if len(values) > 3 else 1
        return (
            sum(
                1
                for d in st.vars.get("mc.battle_dead") or ()
                if side in (None, d[0])
                and (values[1] is None or set(d[at[values[1]]]) & set(values[2]))
            )
            >= least
        )
    if kind == "holds":
        # 「対象が「弱点:精神」 / 「耐性:火炎」を持つ場合」: one of the unit's weaknesses /
        # resistances (printed, worn, given: 13.1.8.2-13.1.8.3, 13.1.7.3-13.1.7.4) is that attribute
        from ruling.games._mc.keywords import resistances, weaknesses

        if ctx is None:
            return False
        if values[0] == "weakness":
            return any(y == values[1] for y, _n in weaknesses(ctx, c))
        return values[1] in resistances(ctx, c)
    if kind in PRINTED_INFO:
        # 「対象が「勢力:X」の場合」 (2.1.27.1) / a cost's 「(「分類:装備品」のカード)」 (2.1.24.1): the
        # card information the card's text prints; a card that prints none has
        # none (2.1.27.2, 2.1.24.3) — not defined, false (4.1.13); not given at all: unknown,
        # taken not to be one the text names, and said so
        have = printed_info(c, kind)
        if have is not None:
            return any(v in have for v in values)
        if ctx is None:
            return False
        from ruling.values import assume_unmatched

        label, clause = PRINTED_INFO[kind]
        want = " or ".join(f"「{label}:{v}」" for v in values)
        return assume_unmatched(ctx, c, [(kind, want, want)], (clause,))
    if kind == "has":  # 「対象が「イニシアチブ:x」を持つ場合」: an x of 0 is none (13.1.1.1.2)
        return ctx is not None and all(_holds_standing(ctx, c, str(v)) for v in values)
    if any(v in characteristics(c, kind, ctx) for v in values):
        return True
    if ctx is not None and _characteristic_unknown(ctx, c, kind):
        # the card's race / attribute not given: unknown, not "none" (4.1.13 is of a card that
        # has none); taken not to be one the text names, and said so
        from ruling.values import assume_unmatched

        field = _CHARACTERISTIC_FIELD.get(kind, "attribute")
        label = {"race": "種族", "advance": "進軍タイプ"}.get(field, "属性")
        want = " or ".join(f"「{label}:{v}」" for v in values)
        # False, or what a branch on the value took it to be (``values.branch_condition``)
        return assume_unmatched(ctx, c, [(field, want, want)], ("4.1.13",))
    return False


_CHARACTERISTIC_FIELD = {"species": "race", "advance_type": "advance"}

# card information a condition may read that no effect changes (2.1's lines, printed as
# 「勢力:X」 / 「分類:X」): the condition kind -> its notation and clause
PRINTED_INFO = {"faction": ("勢力", "2.1.27.1"), "classification": ("分類", "2.1.24.1")}


def printed_info(c: Card, kind: str) -> set[str] | None:
    """A card's ``PRINTED_INFO`` values: the lines its text prints (none printed: the empty set,
    2.1.27.2 / 2.1.24.3); None when the scenario gives no text for it (not known)."""
    if not getattr(c, "text", None):
        return None
    from ruling.games._mc.cardtext import standing

    return {v for k in standing(c, kind) for v in k.text.split("/") if v}


def _characteristic_unknown(ctx: Ctx, c: Card, kind: str) -> bool:
    """Whether the printed race / attribute / advance type a filter reads (``characteristics``)
    was not given: no field for it and, for an attribute, no 「属性:X」 line in its text."""
    from ruling.values import unknown_in_filter

    field = _CHARACTERISTIC_FIELD.get(kind, "attribute")
    if kind not in ("species", "attribute", "advance_type") or not unknown_in_filter(ctx, c, field):
        return False
    if kind in ("attribute", "species") and getattr(c, "text", None):
        from ruling.games._mc.cardtext import printed_attributes

        return not printed_attributes(c, kind)
    return True


def _holds_standing(ctx: Ctx, c: Card, kid: str) -> bool:
    """Whether ``c`` holds the standing ability ``kid`` (13.1): 「イニシアチブ:x」 with an x other
    than 0 (13.1.1.1.2); 「チャージ:x」 / 「ディフェンダー:x」 printed (13.1.5.1, 13.1.6.1), on the
    equipment it wears (2.1.21.2) or given by an effect (13.1.5.3, 13.1.6.3)."""
    if kid == "initiative":
        return initiative(ctx, c) != 0
    if kid in ("charge", "defender"):
        from ruling.games._mc.keywords import held

        return bool(held(ctx, c, kid)) or any(
            e.op == "grant" for e in ctx.state.effects_on(c.uid, kid)
        )
    if kid in ("weakness", "resistance"):
        # 「対象が「弱点:x」 / 「耐性:x」を持つ場合」 (x: any): one of them, printed, worn or given
        # (13.1.8.2-13.1.8.3, 13.1.7.3-13.1.7.4)
        from ruling.games._mc.keywords import resistances, weaknesses

        return bool(weaknesses(ctx, c) if kid == "weakness" else resistances(ctx, c))
    if kid == "item":
        # 「対象が「アイテム:x」を持つ場合」: one item slot 「i」 or more (13.1.2.1), printed, given
        # or not lost (``keywords.item_slots``, 10.15.2.1)
        from ruling.games._mc.keywords import item_slots

        return item_slots(ctx, c) > 0
    return False


_STAT_JA = {"attack": "攻撃力", "defense": "防御力", "level": "レベル", "hero_points": "英雄点"}
HERO_POINTS = "hero_points"


def _stat_value(ctx: Ctx, c: Card, stat: str) -> int:
    if stat == "attack":
        return attack(ctx, c)
    if stat == "defense":
        return defense(ctx, c)
    return level(ctx, c)


def hero_points_of(c: Card) -> int | None:
    """``c``'s 英雄点 (2.1.14.2): the number of its printed 【英雄】n, else the scenario's
    ``hero: n``; None for a hero whose points are not given (``hero: true``)."""
    from ruling.games._mc.cardtext import standing

    printed = [max(int(k.value), 0) for k in standing(c, "hero")]
    if printed:
        return sum(printed)
    v = c.extra.get("hero")
    return max(v, 0) if isinstance(v, int) and not isinstance(v, bool) else None


def _hero_points_match(ctx: Ctx | None, c: Card, values: tuple[Any, ...], text: str) -> bool:
    """A card's 英雄点 against a number. A card that is no hero has no 英雄点 (2.1.14.1): a
    condition asking it asks what is not defined for the card — false (4.1.13). A hero whose
    points are not given: not taken to meet it, and the ruling says so (``assume_unmatched``)."""
    from ruling.games._mc.processes import is_hero

    if not is_unit(c) or not is_hero(c):
        return False
    points = hero_points_of(c)
    if points is None:
        if ctx is None:
            return False
        from ruling.values import assume_unmatched

        return assume_unmatched(ctx, c, [(HERO_POINTS, text, text)], ("2.1.14.2",))
    return _stat_holds(points, values)


_PAIR_SIGNS = {">=": (1, 0), "<=": (-1, 0), "<": (-1,), ">": (1,), "==": (0,)}


def _pair_met(
    ctx: Ctx, c: Card, cond: tuple[str, tuple[Any, ...]], this: str | None
) -> Generator[Any, Any, bool]:
    """「対象の防御力が「このユニットの攻撃力」以下の場合」 (``stat_vs``): a value of one unit against
    a value of another, each as it is when the effect takes effect (4.1.14), a value not given
    branched on (``values.compare``). A side that is no unit (「このユニット」 naming none, a card
    off the battlefield's units) has no such value: the condition is false (4.1.13)."""
    from ruling.values import Operand, compare

    left, op, right = cond[1]
    cards = {"target": c, "this": ctx.card(this) if this else None}
    pair = [cards[str(left[0])], cards[str(right[0])]]
    missing = [card for card in pair if card is None or not is_unit(card)]
    if missing:
        yield Mark(
            clauses=("4.1.13",),
            ja=f"条件（{condition_text(cond)}）の値が定義されていない: 条件は偽",
            en=f"a value the condition ({condition_text(cond)}) compares is not defined: false",
            touches=tuple(x.uid for x in missing if x is not None),
        )
        return False
    a, b = pair
    assert a is not None and b is not None
    ops = [
        Operand(
            _stat_value(ctx, x, str(side[1])),
            f"{x.label} の{_STAT_JA[str(side[1])]}",
            f"{x.label}'s {side[1]}",
            x.uid,
            str(side[1]),
        )
        for side, x in ((left, a), (right, b))
    ]
    holds = _PAIR_SIGNS[str(op)]
    sign = yield from compare(ctx, ops[0], ops[1], lambda x: x in holds, ("4.1.14", "10.12.1"))
    met = sign in holds
    yield Mark(
        clauses=("4.1.14", "10.12.1"),
        ja=f"効果発揮時の値で比べる: {condition_text(cond)}"
        + ("を満たす" if met else "を満たさない"),
        en=f"the values compared as they are when the effect takes effect: "
        f"{ops[0].en} {op} {ops[1].en} {'holds' if met else 'does not hold'}",
        touches=(a.uid, b.uid),
    )
    return met


def _stat_holds(v: int, values: tuple[Any, ...]) -> bool:
    _stat, op, n = values
    return v >= n if op == ">=" else v <= n if op == "<=" else v == n


def condition_met(
    ctx: Ctx, c: Card | None, cond: tuple[str, tuple[Any, ...]] | None, this: str | None = None
) -> Proc:
    """Whether ``c`` meets ``cond`` (``_matches``), a condition on one of its values
    (「対象の攻撃力が3以上の場合」) compared as the value is now (4.1.14) — a value the scenario did
    not give is branched on (``values.compare``), never read as 0. ``this``: the unit
    「このユニット」 names in the ability's text (``this_unit``, 4.7.2), for a condition comparing
    a value of it (``stat_vs``)."""
    if c is None:
        return False
    if cond is not None and cond[0] == "stat_vs":
        return (yield from _pair_met(ctx, c, cond, this))
    if cond is not None and cond[0] == "on_this" and cond[1][0] == "stat":
        # 「このユニットの防御力が2以下の場合」: ``c`` is that unit (``condition_card``)
        return (yield from condition_met(ctx, c, cond[1]))  # type: ignore[arg-type]
    if cond is not None and cond[0] == "stat" and cond[1][0] == HERO_POINTS:
        # 「対象の「英雄点」が2以上の場合」: the number in the hero icon (2.1.14.2); of a card that
        # is no hero, not defined (2.1.14.1) — the condition is false (4.1.13)
        from ruling.games._mc.processes import is_hero

        met = _hero_points_match(ctx, c, cond[1], condition_text(cond))
        defined = is_unit(c) and is_hero(c)
        yield Mark(
            clauses=("2.1.14.2", "10.12.1") if defined else ("2.1.14.1", "4.1.13"),
            ja=f"{c.label} の英雄点"
            + ("を条件と比べる" if defined else "は定義されていない（英雄ではない）: 条件は偽"),
            en=f"{c.label}'s hero points"
            + (" compared" if defined else " are not defined (no hero): the condition is false"),
            touches=(c.uid,),
        )
        return met
    if cond is not None and cond[0] == "stat":
        from ruling.values import Operand, compare

        stat, op, n = cond[1]
        name = _STAT_JA[str(stat)]
        left = Operand(
            _stat_value(ctx, c, str(stat)),
            f"{c.label} の{name}",
            f"{c.label}'s {stat}",
            c.uid,
            str(stat),
        )
        right = Operand(int(n), str(n), str(n))
        holds = {">=": (1, 0), "<=": (-1, 0), "==": (0,)}[str(op)]
        sign = yield from compare(ctx, left, right, lambda x: x in holds, ("10.12.1",))
        return sign in holds
    # a race / attribute the scenario did not give that decides the condition: branched on
    # (met / not met, ``values.branch_condition``; round 26), nothing said where it does not
    from ruling.values import branch_condition

    card = c
    read = _party_read(ctx, c, cond)
    if read:
        # a condition on what a party is made of (4.4.1, 10.17.2) reads each unit's races /
        # attributes as they are now: the last change of each (a race change, 10.16.1) is a cause
        yield Mark(
            clauses=("4.4.1", "10.17.2"),
            ja=f"条件（{condition_text(cond)}）はパーティ（{'、'.join(u.label for u in read)}）を読む",
            en=f"the condition reads the party ({', '.join(u.label for u in read)})",
            touches=(c.uid,),
            watch=tuple(u.uid for u in read),
        )
    met = yield from branch_condition(
        ctx,
        lambda: _matches(card, cond, ctx),
        card.owner,
        condition_text(cond),
        condition_clauses(cond),
    )
    if met and _zone_count_in_battle(ctx, c, cond, this):
        # 8.2.5: in a battle a card's condition refers to the battle's terrain, its units and
        # equipment, and 「各プレイヤー」 only — whether a player's hand / deck / discard pile is
        # among them is not settled (mc battle_reference_player_zone); raised only where the
        # count meets the condition (not referred to, it is not met either way)
        from ruling import unsettled

        return bool(
            (
                yield unsettled.choose(
                    card.owner,
                    "mc",
                    "battle_reference_player_zone",
                    {"counted": True, "not_referred": False},
                )
            )
        )
    return met


def _zone_count_in_battle(
    ctx: Ctx, c: Card, cond: tuple[str, tuple[Any, ...]] | None, this: str | None
) -> bool:
    """Whether ``cond`` counts the cards of a player's zone (「自軍捨て山にカードが4枚以上ある
    場合」, ``hand_count``) read in a battle on a card of the battle's terrain (8.2.5,
    ``battle_narrows``)."""
    if cond is None or cond[0] != "hand_count":
        return False
    cards = [c, *([ctx.card(this)] if this else [])]
    return any(x is not None and battle_narrows(ctx, x) for x in cards)


# the clause that says when a unit holds a standing ability a condition asks about
_HAS_CLAUSES = {
    "initiative": "13.1.1.1.2",
    "charge": "13.1.5.1",
    "defender": "13.1.6.1",
    "weakness": "13.1.8.1",
    "resistance": "13.1.7.1",
}


# the definition by which a card having several races / attributes is each of them
SEVERAL_CLAUSE = {"species": "2.1.22.2", "attribute": "2.1.13.3"}


def reading_clauses(ctx: Ctx, c: Card, kind: str) -> tuple[str, ...]:
    """The definitions a reading of ``c``'s races or attributes (``kind``) uses, beyond the
    notation: a card having several is each of them (2.1.22.2, 2.1.13.3); more than one effect
    on them in force, applied in the order they began (10.7.2.2)."""
    if kind not in SEVERAL_CLAUSE:
        return ()
    field = _CHARACTERISTIC_FIELD.get(kind, "attribute")
    several = (SEVERAL_CLAUSE[kind],) if len(characteristics(c, kind, ctx)) > 1 else ()
    held = continuous_items(ctx, c, kind)  # a ○ ability's, in force (10.7.2.2.1)
    ordered = ("10.7.2.2",) if len(ctx.state.effects_on(c.uid, field)) + len(held) > 1 else ()
    return (*several, *ordered, *dict.fromkeys(x for *_r, cl in held for x in cl))


def _held_readings(cond: Any) -> list[tuple[str, tuple[Any, ...]]]:
    """The parts of a condition reading a side's 支配地形 (5.1.2.11)."""
    if not isinstance(cond, tuple) or len(cond) != 2:
        return []
    kind, values = cond
    if kind in ("and", "any_of", "all_of"):
        return [x for part in values for x in _held_readings(part)]
    if kind in ("not", "on_this", "unless", "invalid"):
        return _held_readings(values)
    if kind in ("controlled", "controlled_has") or (
        kind == "here_controlled" and values[1] == "controlled"
    ):
        return [cond]
    return []


def battle_terrain_reading(ctx: Ctx, c: Card, cond: Any) -> tuple[str, ...]:
    """A 支配地形 read while a battle goes on: the battle's terrain is the 守備側's 自軍支配地形
    (5.1.2.11's second sentence) and the 進軍側's 敵軍支配地形 (5.1.2.12), whoever's units are
    on it — cited when the reading reaches that terrain (the terrain of ``c`` for 「この地形 /
    このユニットが存在する地形が…支配地形」, any side's set otherwise)."""
    st = ctx.state
    if not st.vars.get("mc.battle"):
        return ()
    area = st.vars.get("mc.battle_area")
    for kind, _values in _held_readings(cond):
        if kind != "here_controlled":
            return ("5.1.2.12",)
        oa = _owner_area(ctx, c)
        if oa is not None and oa[1] == area:
            return ("5.1.2.12",)
    return ()


def _condition_kinds(cond: Any) -> list[str]:
    """The races / attributes a condition reads of the card it is checked on."""
    if not isinstance(cond, tuple) or len(cond) != 2:
        return []
    kind, values = cond
    if kind in ("and", "any_of", "all_of"):
        return [k for part in values for k in _condition_kinds(part)]
    if kind in ("not", "on_this", "unless", "invalid"):
        return _condition_kinds(values)
    return [str(kind)] if kind in SEVERAL_CLAUSE else []


def condition_clauses(
    cond: tuple[str, tuple[Any, ...]] | None, ctx: Ctx | None = None, card: Card | None = None
) -> tuple[str, ...]:
    """The clauses a condition's notation is read by: 「かつ」 4.7.7, 「or」 4.7.5. With ``ctx``
    and the ``card`` it is checked on, also the definitions its reading of that card's races /
    attributes uses (``reading_clauses``)."""
    if cond is None:
        return ()
    if ctx is not None and card is not None:
        extra = [x for k in _condition_kinds(cond) for x in reading_clauses(ctx, card, k)]
        extra += battle_terrain_reading(ctx, card, cond)
        return tuple(dict.fromkeys((*condition_clauses(cond), *extra)))
    kind, values = cond
    if kind == "and":
        return ("4.7.7", *(x for part in values for x in condition_clauses(part)))
    if kind == "limit":
        return ("2.1.26.1",)
    if kind == "any_of":
        return ("4.7.5", *(x for part in values for x in condition_clauses(part)))
    if kind == "not":
        return ("4.1.13", *condition_clauses(values))  # type: ignore[arg-type]
    if kind == "on_this":
        return ("4.7.2", *condition_clauses(values))  # type: ignore[arg-type]
    if kind in PRINTED_INFO:
        return (PRINTED_INFO[kind][1], *(("4.7.5",) if len(values) > 1 else ()))
    if kind == "unless":
        return ("10.12.2", *condition_clauses(values))  # type: ignore[arg-type]
    if kind == "invalid":
        return ("10.19.2", *condition_clauses(values))  # type: ignore[arg-type]
    if kind in ("same_only", "party_same_only"):
        return ("4.4.1", "10.17.2")
    if kind == "row":
        return ("8.3.3.1", "8.3.3.2", "8.3.3.3")
    if kind == "in_battle":
        return ("8.2.3",)
    if kind == "fighting_one":
        return ("8.2.3", "4.4.1", *condition_clauses(values))  # type: ignore[arg-type]
    if kind == "advance_type":
        return ("2.1.19.1", "2.1.19.3")
    if kind == "in_hq":
        return ("5.1.2.8",)
    if kind == "next_to_hq":
        return ("5.1.2.18", "5.1.2.8")
    if kind == "in_controlled":
        return ("5.1.2.11", "5.1.2.12")
    if kind == "zone_card":
        return ("5.1.5.6", *condition_clauses(values[3]))
    if kind == "on_battlefield":
        return ("5.1.2.1", "5.1.2.4")
    if kind == "alive":
        return ("4.5.2",)
    if kind == "discarded":
        return ("12.4.1",)
    if kind == "dice":
        return ("3.4.5",)
    if kind == "died_by_effect":
        return ("11.3.1.2.1", "12.6.1")
    if kind == "attacked":
        return ("9.1", "9.3")
    if kind == "advanced_turn":
        return ("12.2.5.1.5",)
    if kind == "acted":
        return ("4.10.1.1", "4.10.1.2")
    if kind == "here_next":
        return (
            "5.1.2.18",
            {"hq": "5.1.2.8", "controlled": "5.1.2.11", "placed": "5.1.2.14"}[str(values[1])],
        )
    if kind == "here_controlled" and values[1] == "placed":
        return ("5.1.2.14", "5.1.2.15")
    if kind in ("controlled", "here_controlled"):
        return ("5.1.2.11",)
    if kind == "battle_on_set":
        return (
            "8.2.3",
            *(("5.1.2.11", "5.1.2.12") if values[0] == "controlled" else ("5.1.2.14", "5.1.2.15")),
        )
    if kind == "terrains":
        return (
            ("5.1.2.11", "5.1.2.12") if values[0] == "controlled" else ("5.1.2.14", "5.1.2.15")
        ) + (("4.7.5",) if values[2] is not None else ())
    if kind == "used_turn":
        return ("10.1.5", "10.1.9")
    if kind == "turn":
        # 「この戦闘で…」: the battle's sides are the turn's (8.1.1: the 進軍側's unit advances)
        return ("1.3.7", "7.1.2.1", *(("8.1.1",) if values[1:] == ("battle",) else ()))
    if kind == "army_side":
        return ("8.3.4.8",)
    if kind == "hero":
        return ("15.1.1",)
    if kind == "equipped":
        return ("2.1.2.1.2.1",)
    if kind == "units_here":
        return ("5.1.2.4",)
    if kind == "here_named":
        return ("5.1.2.4", "2.1.5.1")
    if kind == "here_terrain":
        return ("5.1.2.4", *(("4.7.5",) if len(values[1]) > 1 else ()))
    if kind == "damaged":
        return ("4.5.1",)
    if kind == "zone_cmp":
        return tuple(
            dict.fromkeys(
                x for side in (values[0], values[2]) for x in _ZONE_COUNT_CLAUSES.get(side[1], ())
            )
        )
    if kind == "hand_count":
        named = values[4] is not None and values[4][0] == "card_name"
        return (
            *_ZONE_COUNT_CLAUSES.get(values[3], ("5.1.5.4", "5.1.5.6")),
            *(("2.1.5.1",) if named else ()),
        )
    if kind == "battle_going":
        return ("8.2.3", *(("5.1.2.8",) if values else ()))
    if kind == "exists_target":
        return condition_clauses(("exists", values))
    if kind == "party_contains":
        return ("4.4.1", *condition_clauses(("exists", values)))
    if kind == "count_cmp":
        # each group counted as 「…が存在する」 counts it
        return tuple(
            dict.fromkeys(
                x
                for side in (values[0], values[2])
                if side[0] == "group"
                for x in condition_clauses(("exists", side[1]))
            )
        )
    if kind == "exists":
        return (
            *(("5.1.2.8",) if str(values[0]).startswith("hq_") else ()),
            *(("5.1.2.1",) if values[0] == "battlefield" else ()),
            *(("8.2.3",) if values[0] == "battle" else ()),
            *(("5.1.2.18",) if values[0] == "next_to_here" else ()),
            *(("8.2.3", "8.1.1") if values[0] == "fighting_this" else ()),
            "5.1.2.4",
            *(("4.4.1",) if values[0] == "party" else ()),
            *(("4.7.5",) if len(values[3]) > 1 and values[2] != "desc" else ()),
            # a group described as 〈対象:～〉's 「～」 (10.10.2): each unit meets its condition
            *(("10.10.2", *condition_clauses(values[3][0])) if values[2] == "desc" else ()),
            # 「「氷原の狼」が存在する」: the units of that card name (2.1.5.1)
            *(("2.1.5.1",) if values[2] in ("name", "terrain_name", "unit_name") else ()),
        )
    if kind == "holds":
        return ("13.1.8.1",) if values[0] == "weakness" else ("13.1.7.1",)
    if kind == "has":
        # 「対象が「イニシアチブ:x」を持つ場合」: held as one summed x, none when it is 0
        # (13.1.1.1.2); 「チャージ:x」 / 「ディフェンダー:x」 held (13.1.5.1, 13.1.6.1)
        return tuple(_HAS_CLAUSES[str(v)] for v in values if str(v) in _HAS_CLAUSES)
    if kind == "declared_use":
        return ("10.13.1", "10.13.2")
    if kind == "declared_attack":
        # 「攻撃中の / 攻撃した…」: 10.13.1's notation for the unit that declared it
        return ("9.1", "10.10.8.1", *(str(v) for v in values))
    if kind == "advanced_into":
        return ("12.2.5.1.5", "5.1.2.11")
    if kind == "died":
        return ("12.6.1", *(("4.7.5",) if values[1] is not None and len(values[2]) > 1 else ()))
    if kind == "party_has":
        return (
            "4.4.1",
            *(("4.7.5",) if len(values[2]) > 1 else ()),
            *(("8.2.3",) if values[3:] == ("battle",) else ()),
        )
    if kind == "party_count":
        return ("4.4.1",)
    if kind == "controlled_has":
        return ("5.1.2.11", *(("4.7.5",) if len(values[2]) > 1 else ()))
    if kind == "side":
        return ("8.3.4.8",)
    if kind == "party_role":
        return ("1.3.7", "4.4.1")
    if kind == "unit_terrain":
        return ("5.1.2.4", *(("4.7.5",) if len(values[1]) > 1 else ()))
    if kind == "party_equipped":
        return ("4.4.1", "2.1.2.1.2.1")
    if kind == "stat":
        return ()  # a value against a number: read where it is checked (10.12.1)
    if kind == "stat_vs":
        return ("4.1.14",)
    if kind == "battle_terrain":
        return ("8.2.5", *(("4.7.5",) if len(values[1]) > 1 else ()))
    if kind == "has":
        # 「…「チャージ:x」 / 「ディフェンダー:x」を持つ場合」: held printed or given (13.1.5.1, 13.1.6.1)
        got = {"charge": "13.1.5.1", "defender": "13.1.6.1"}
        return tuple(got[str(v)] for v in values if str(v) in got)
    return ("4.7.5",) if len(values) > 1 else ()


def condition_text(cond: tuple[str, tuple[Any, ...]] | None) -> str:
    """A condition as the ruling's text says it (「ドラゴン/火」, 「ドラゴン かつ 火」)."""
    if cond is None:
        return ""
    kind, values = cond
    if kind == "and":
        return " かつ ".join(condition_text(part) for part in values)
    if kind == "card_name":
        return "/".join(f"「{v}」" for v in values)
    if kind == "limit":
        return f"リミットが{values[1]}{ {'>=': '以上', '<=': '以下'}[str(values[0])] }"
    if kind == "not":
        return condition_text(values) + "でない"  # type: ignore[arg-type]
    if kind == "in_hq":
        return "自軍本陣に存在する" if values[0] == "same" else "敵軍本陣に存在する"
    if kind == "in_controlled":
        return "自軍支配地形に存在する" if values[0] == "same" else "敵軍支配地形に存在する"
    if kind == "next_to_hq":
        return ("自軍" if values[0] == "same" else "敵軍") + "本陣に隣接する地形に存在する"
    if kind == "battle_going":
        side = (
            {"own": "自軍の本陣が", "enemy": "敵軍の本陣が"}.get(str(values[0])) if values else ""
        )
        return f"{side or ''}戦闘中"
    if kind == "on_this":
        return "このユニットが" + condition_text(values)  # type: ignore[arg-type]
    if kind == "unless":
        return condition_text(values) + "ではない"  # type: ignore[arg-type]
    if kind == "invalid":
        return condition_text(values)  # type: ignore[arg-type]
    if kind == "same_only":
        return (
            f"同じ「{'種族' if values[0] == 'species' else '属性'}」のユニットだけで構成されている"
        )
    if kind == "party_same_only":
        return (
            ("自軍" if values[0] == "own" else "敵軍")
            + f"パーティが同じ「{'種族' if values[1] == 'species' else '属性'}」"
            + "のユニットだけで構成されている"
        )
    if kind == "row":
        return "最前列" if values[0] == "front" else "最後列"
    if kind == "in_battle":
        return "戦闘に参加している"
    if kind == "fighting_one":
        return condition_text(values) + "のユニットと戦闘している"  # type: ignore[arg-type]
    if kind == "declared_use":
        return {"spell": "戦闘スペル"}.get(str(values[0]), str(values[0])) + "を使用したユニット"
    if kind == "declared_attack":
        return "攻撃を宣言した"
    if kind == "advanced_into":
        return ("自軍" if values[0] == "own" else "敵軍") + "支配地形に進軍した"
    if kind == "died":
        which = "/".join(str(v) for v in values[2]) + "の" if values[1] is not None else ""
        many = f"{values[3]}体以上" if len(values) > 3 else ""
        return (
            f"この戦闘で{which}{({'own': '自軍', 'enemy': '敵軍'}).get(str(values[0]), '')}"
            f"ユニットが{many}死亡した"
        )
    if kind == "holds":
        return ("「弱点:" if values[0] == "weakness" else "「耐性:") + f"{values[1]}」を持つ"
    if kind == "side":
        return "先攻側" if values[0] == "first" else "後攻側"
    if kind == "unit_terrain":
        return "存在する地形が" + "/".join(str(v) for v in values[1])
    if kind == "party_role":
        return ("守備側" if values[0] == "defending" else "進軍側") + "パーティに属している"
    if kind == "stat_vs":
        who = {"target": "対象", "this": "このユニット"}
        (lo, ls), op, (ro, rs) = values
        word = {">=": "以上", "<=": "以下", "<": "未満", ">": "超", "==": "と同じ"}[str(op)]
        return f"{who[str(lo)]}の{_STAT_JA[str(ls)]}が{who[str(ro)]}の{_STAT_JA[str(rs)]}{word}"
    if kind == "stat":
        op = {">=": "以上", "<=": "以下", "==": ""}[str(values[1])]
        return f"{_STAT_JA[str(values[0])]}が{values[2]}{op}"
    if kind == "party_equipped":
        side = "自軍" if values[0] == "own" else "敵軍"
        return f"{side}パーティにアイテムを装備しているユニットが存在する"
    if kind == "battle_terrain":
        return "戦闘が行われている地形が" + "/".join(str(v) for v in values[1])
    if kind in PRINTED_INFO:
        return " or ".join(f"「{PRINTED_INFO[kind][0]}:{v}」" for v in values)
    if kind == "advance_type":
        return "進軍タイプ「" + "/".join(str(v) for v in values) + "」を持つ"
    if kind == "zone_card":
        side = "自軍" if values[0] == "own" else "敵軍"
        where = "一番上" if values[2] == 0 else "一番下"
        return f"{side}捨て山の{where}のカードが{condition_text(values[3])}"
    if kind == "on_battlefield":
        return "戦場に存在する"
    if kind == "alive":
        return "死亡していない"
    if kind == "discarded":
        return "破棄された" if values[0] else "破棄されていない"
    if kind == "dice":
        op, nums = values[0], values[1]
        if op == "in":
            return "ダイス結果が" + "か".join(str(n) for n in nums)
        if op in ("even", "odd"):
            return "ダイス結果が" + ("偶数" if op == "even" else "奇数")
        return f"ダイス結果が{nums[0]}" + {">=": "以上", "<=": "以下"}.get(str(op), "")
    if kind == "died_by_effect":
        return "この効果で死亡した"
    if kind == "attacked":
        return "この戦闘中に攻撃を" + ("行った" if values[0] else "行っていない")
    if kind == "advanced_turn":
        return "このターン進軍" + ("した" if values[0] else "していない")
    if kind == "acted":
        return "行動完了" if values[0] else "未行動"
    if kind == "controlled":
        op = {">=": "以上", "<=": "以下", "==": ""}[str(values[1])]
        return f"{'自軍' if values[0] == 'own' else '敵軍'}支配地形が{values[2]}つ{op}"
    if kind == "here_next":
        set_ = {"hq": "本陣", "controlled": "支配地形", "placed": "配置地形"}[str(values[1])]
        return f"この地形が{'自軍' if values[0] == 'own' else '敵軍'}{set_}に隣接している"
    if kind == "here_controlled":
        set_ = "支配地形" if values[1] == "controlled" else "配置地形"
        return f"この地形が{'自軍' if values[0] == 'own' else '敵軍'}{set_}"
    if kind == "battle_on_set":
        side_ = "自軍" if values[1] == "own" else "敵軍"
        return f"この戦闘が{side_}{'支配地形' if values[0] == 'controlled' else '配置地形'}で行われている"
    if kind == "terrains":
        which, side_, ckind, cvals, op, n = values
        place = ("自軍" if side_ == "own" else "敵軍") + (
            "支配地形" if which == "controlled" else "配置地形"
        )
        what = (
            f"「{'種族' if ckind == 'species' else '属性'}:{' or '.join(cvals)}」の地形"
            if ckind is not None
            else "地形"
        )
        if (op, n) == ("==", 0):
            return f"{place}に{what}が存在しない"
        return f"{place}に{what}が{n}つ{ {'>=': '以上', '<=': '以下', '==': ''}[str(op)] }存在する"

    if kind == "used_turn":
        side, ukind, name, but_self, op, n = values
        what = f"「{name}」" if name else {"spell": "戦闘スペル", "consumable": "消耗品"}[ukind]
        who = "自軍" if side == "own" else "敵軍"
        if op == "==" and n == 0:
            return f"このターン中に{who}が{'他の' if but_self else ''}{what}を使用していない"
        more = "以上" if op == ">=" else ""
        return f"このターン中に{who}が{'他の' if but_self else ''}{what}を{n}枚{more}使用していた"
    if kind == "turn" and values[1:] == ("battle",):
        return "この戦闘で自軍が" + ("進軍側" if values[0] == "own" else "守備側")
    if kind == "turn":
        return "自軍ターン" if values[0] == "own" else "敵軍ターン"
    if kind == "army_side":
        return ("自軍が" if values[1] == "own" else "敵軍が") + (
            "先攻側" if values[0] == "first" else "後攻側"
        )
    if kind == "hero":
        return "英雄"
    if kind == "equipped":
        if values:
            op, n = values
            return (
                f"装備品を{n}つ{'以上' if op == '>=' else '以下' if op == '<=' else ''}装備している"
            )
        return "装備品を装備している"
    if kind == "here_named":
        return f"この地形のカード名に「{values[0]}」が含まれ" + ("る" if values[1] else "ない")
    if kind == "here_terrain":
        return "この地形が" + "/".join(str(v) for v in values[1])
    if kind == "damaged":
        return "ダメージを受けている" if values[0] else "ダメージを受けていない"
    if kind == "zone_cmp":

        def cards(x: Any) -> str:
            owner, zone, filt = x
            what = f"の{condition_text(filt)}のカード" if filt is not None else "のカード"
            return ("自軍" if owner == "own" else "敵軍") + _ZONE_JA.get(zone, "捨て山") + what

        return (
            f"{cards(values[0])}が{cards(values[2])}より{'多い' if values[1] == '>' else '少ない'}"
        )
    if kind == "hand_count":
        owner, op, n, zone, filt = values
        side = "自軍" if owner == "own" else "敵軍"
        zja = _ZONE_JA.get(zone, "捨て山")
        what = f"の{condition_text(filt)}のカード" if filt is not None else ""
        return f"{side}{zja}{what}が{n}枚{'以上' if op == '>=' else '以下' if op == '<=' else ''}"
    if kind == "exists":
        place, owner, ckind, cvals, op, n, but_self = values
        side = {"own": "自軍", "enemy": "敵軍"}.get(str(owner), "")
        if ckind == "desc":
            # a group described as 〈対象:～〉's 「～」: the condition said of each unit
            cvals, ckind = (condition_text(cvals[0]),), "said"
        if place == "fighting_this":
            which = "/".join(str(v) for v in cvals) + "の" if ckind else ""
            much = (
                "存在しない"
                if (op, n) == ("==", 0)
                else f"{n}体{'以上' if op == '>=' else '以下' if op == '<=' else ''}存在する"
            )
            return f"このユニットと戦闘している{side}ユニットに{which}ユニットが{much}"
        if place == "battle":
            which = "/".join(str(v) for v in cvals) + "の" if ckind else ""
            much = f"{n}体{'以上' if op == '>=' else '以下' if op == '<=' else ''}"
            return f"この戦闘に参加している{side}{'の' if side else ''}{which}ユニットが{much}"
        if str(place).startswith("hq_"):
            which = "/".join(str(v) for v in cvals) + "の" if ckind else ""
            hq = "自軍本陣" if place == "hq_own" else "敵軍本陣"
            none = (op, n) == ("==", 0)
            return f"{hq}に{which}{side}ユニットが{'存在しない' if none else '存在する'}"
        if place == "next_to_here":
            which = "/".join(str(v) for v in cvals) + "の" if ckind else ""
            return f"この地形が{which}{side}ユニットの存在する地形に隣接している"
        where = (
            f"{side}パーティ"
            if place == "party"
            else f"{side}{'の' if side else ''}戦場"
            if place == "battlefield"
            else "この地形"
        )
        which = "/".join(str(v) for v in cvals) + "の" if ckind else ""
        unit = which + ("" if place in ("party", "battlefield") else side) + "ユニット"
        # a card name (2.1.5.1): the unit or terrain of that name, or the kind printed before it
        if ckind in ("name", "terrain_name"):
            unit = (
                "「"
                + "/".join(str(v) for v in cvals)
                + "」"
                + ("（ユニットか地形）" if ckind == "name" else "（地形）")
            )
        counter = "枚" if ckind in ("name", "terrain_name") else "体"
        much = (
            "存在しない"
            if (op, n) == ("==", 0)
            else f"{n}{counter}{'以上' if op == '>=' else '以下' if op == '<=' else ''}存在する"
        )
        return f"{where}に{unit}が{'自身以外に' if but_self else ''}{much}"
    if kind == "units_here":
        side = {"own": "自軍", "enemy": "敵軍"}.get(str(values[0]), "")
        return f"この地形に{side}ユニットが存在する"
    if kind == "party_has":
        side = "自軍" if values[0] == "own" else "敵軍"
        return (
            ("戦闘している" if values[3:] == ("battle",) else "")
            + f"{side}パーティに"
            + "/".join(str(v) for v in values[2])
            + "のユニットが存在する"
        )
    if kind == "party_contains":
        which = "/".join(str(v) for v in values[3])
        return f"対象が{which}を{'含まない' if (values[4], values[5]) == ('==', 0) else '含む'}"
    if kind == "exists_target":
        return (
            "対象と同じ"
            + ("パーティ" if values[0] == "target_party" else "地形")
            + "の"
            + (condition_text(("exists", ("with_this", *values[1:]))).removeprefix("この地形に"))
        )
    if kind == "count_cmp":

        def group(x: Any) -> str:
            if x[0] == "n":
                return f"{x[1]}体"
            spec = x[1]
            about = condition_text(("exists", (*spec[:4], "==", 0, False)))
            return about.removesuffix("が存在しない") + ("（自身以外）" if spec[6] else "") + "の数"

        return f"{group(values[0])} {values[1]} {group(values[2])}"
    if kind == "party_count":

        def side(x: Any) -> str:
            if x[0] == "n":
                return f"{x[1]}体"
            return ("自軍" if x[1] == "own" else "敵軍") + "パーティのユニット数"

        return f"{side(values[0])}{values[1]}{side(values[2])}"
    if kind == "controlled_has":
        side = "自軍" if values[0] == "own" else "敵軍"
        return f"{side}支配地形に" + "/".join(str(v) for v in values[2]) + "の地形が存在する"
    return "/".join(str(v) for v in values)


def characteristics(c: Card, kind: str, ctx: Ctx | None = None) -> set[str]:
    """A card's races (``species``) or attributes (``attribute``): printed (10.7.2.1), then the
    effects in force — granted (「対象に「種族:X」を付与する」, 10.14.2) or changed to (「対象を
    「属性:X」に変更する」, 10.16.1)."""
    field = {"species": "race", "advance_type": "advance"}.get(kind, "attribute")
    have = c.extra.get(field)
    # 「種族:X/Y」: several values printed on one line, split as the card's own line is
    # (``cardtext.printed_attributes``; each held, 2.1.13.3 / 2.1.22.2)
    given = [have] if isinstance(have, str) else list(have or ())
    out = {v for x in given for v in re.split(r"[/／]", str(x)) if v}
    if have is None and kind == "advance_type" and getattr(c, "text", None):
        # its 「進軍タイプ:X」 line (2.1.19.1)
        from ruling.games._mc.cardtext import printed_advances

        out = set(printed_advances(c))
    elif have is None and kind in ("attribute", "species") and getattr(c, "text", None):
        # none given apart: the 「属性 / 種族:X」 line its text prints (card information,
        # 2.1.13.1, 2.1.22.1)
        from ruling.games._mc.cardtext import printed_attributes

        out = printed_attributes(c, kind)
    if ctx is not None:
        # in the order the effects began (10.7.2.2): a change replaces everything (10.16.1); a ○
        # ability's (「対象に「種族:X」を付与する」 / 「対象を「種族:X」に変更する」 in force, 14.5.4.2)
        # from when its unit was put on the battlefield (10.7.2.2.1, ``continuous_items``)
        ops: list[tuple[int, str, tuple[str, ...]]] = [
            (e.id, e.op, tuple(map(str, e.value)) if e.op == "change" else (str(e.value),))
            for e in ctx.state.effects_on(c.uid, field)
        ]
        ops += [(at, op, vs) for at, op, vs, _cl in continuous_items(ctx, c, kind)]
        for _at, op, vs in sorted(ops, key=lambda x: x[0]):
            if op == "grant":
                out.update(vs)
            elif op == "change":
                out = set(vs)
    return out


_ITEMS_READING: set[tuple[str, str]] = set()


def continuous_items(
    ctx: Ctx, c: Card, kind: str
) -> list[tuple[int, str, tuple[str, ...], tuple[str, ...]]]:
    """The races / attributes (``kind``) ○ abilities in force on ``c`` grant (10.14.2) or change it
    to (10.16.1), each as (when it counts as begun, ``grant`` / ``change``, the values, clauses):
    a ○ ability's effect counts from when its unit was put on the battlefield (10.7.2.2.1; its
    ``placed``), the order 10.7.2.2 applies them in. While they are being read for ``c`` (a ○
    ability's target or condition asking for its race) none is read again: the race before them."""
    from ruling.games._mc.cardtext import ChangeStep, GrantStep

    key = (c.uid, kind)
    if not c.uid or key in _ITEMS_READING or kind not in ("species", "attribute"):
        return []
    _ITEMS_READING.add(key)
    try:
        out: list[tuple[int, str, tuple[str, ...], tuple[str, ...]]] = []
        oa = _owner_area(ctx, c)
        if oa is None:
            return []
        for _p, src, prog in continuous_on(ctx, c, *oa):
            if "combat" in prog.timings:
                continue  # [戦闘] ○ race effects are not read here
            base = ("14.5.4.2", "10.9.11", "10.7.2.2", "10.7.2.2.1", *target_clauses(prog.target))
            for x, g in steps_in_force(ctx, prog, src, c):
                if isinstance(x, GrantStep) and x.kind == kind:
                    out.append((src.placed, "grant", (x.value,), (*base, "10.14.2", *g)))
                elif isinstance(x, ChangeStep) and x.kind == kind:
                    out.append((src.placed, "change", x.values, (*base, "10.16.1", *g)))
        return out
    finally:
        _ITEMS_READING.discard(key)


def abilities_lost(ctx: Ctx, uid: str) -> tuple[int, ...] | None:
    """The steps that made ``uid`` lose its special abilities (「対象はすべての特殊能力を失う」:
    treated as not there, 10.15.2.1) while that effect is in force; None when it is not."""
    lost = [e for e in ctx.state.effects_on(uid, "abilities") if e.op == "lose"]
    if not lost:
        return None
    return tuple(s for e in lost if (s := ctx.prohibited_step(e)) is not None)


def _continuous_sources(ctx: Ctx, area: str) -> list[tuple[str, str, Card]]:
    """(player, area, card) of every card on the battlefield with a targeted ○ ability (14.5),
    ``area``'s first (the zones read as they stand, an area no card was ever put on left out)."""
    from ruling.games._mc.cardtext import targeted_continuous

    areas = _AREAS_FROM.get(area) or (area, *AREAS)
    sources = []
    for p, pl in ctx.state.players.items():
        zones = pl.zones
        for a in areas:
            for x in zones.get(_ZIDS.get(a) or zid(a)) or ():
                if x.text and targeted_continuous(x):  # (a card with no text has none)
                    sources.append((p, a, x))
    return sources


def continuous_on(
    ctx: Ctx, c: Card, owner: str, area: str, unmet: bool = False, steps_of: type | None = None
) -> list[tuple[str, Card, Any]]:
    """(player, source, program) of each ○ ability (14.5) on ``area`` whose target takes in
    ``c`` (``owner``'s unit there) and whose 「対象が…の場合、」 it meets: 「このユニット」 (of an
    equipment, the unit wearing it, 4.7.2), the own / enemy party, 「(自軍/敵軍)ユニットすべて」.
    Whether its timing holds ([戦闘]: a battle on its terrain) is for the caller. ``unmet``: those
    whose target or condition ``c`` does not meet instead (not in force on it, 14.5.4.3).
    ``steps_of``: only those with a step of that kind, the others left unread — a unit's 「耐性 /
    弱点」 is read with what ○ abilities give it (13.1.7.4, 13.1.8.3), and a ○ ability that
    changes a value only, read under 「対象が「耐性:X」を持たない場合」, depends on those that give
    them (10.7.2.3: applied after them), never they on it."""
    from ruling.games._mc.cardtext import targeted_continuous

    out: list[tuple[str, Card, Any]] = []
    # the sources, read once in a read scope (a rule-process pass asks for every unit)
    sources = ctx.read_once(("mc.continuous_sources", area), lambda: _continuous_sources(ctx, area))
    for p, src_area, src in sources:
        progs = targeted_continuous(src)
        if steps_of is not None:
            progs = tuple(
                prog for prog in progs if any(isinstance(x, steps_of) for x in plain_steps(prog))
            )
        if not progs:
            continue
        if src.uid and abilities_lost(ctx, this_unit(src) or src.uid) is not None:
            continue  # its special abilities are treated as not there (10.15.2.1)
        for prog in progs:
            if getattr(prog.target, "near", False):
                # 「この地形に隣接する地形に存在する…」: the units next to its card's terrain
                # (5.1.2.18), not on it
                if not adjacent(src_area, area):
                    continue
            elif src_area != area and not _reaches_every_area(prog):
                continue
            if prog.target.kind == "this_unit" and target_unit(src, prog.target) != c.uid:
                continue
            if getattr(prog.target, "with_this", False) and this_unit(src) is None:
                continue  # 「このユニットと同じ地形に…」 on a card naming no unit: none
            if getattr(prog.target, "fought", False) and not _fights(ctx, src, prog.target):
                # 「このユニットと戦闘している敵軍ユニット」: only while the unit 「このユニット」
                # names takes part in the battle going on (8.2.3, 14.5.4.1)
                continue
            if prog.target.kind == "party" and (
                p != owner if prog.target.owner == "own" else p == owner
            ):
                continue
            if prog.target.kind == "all_units" and (
                (prog.target.owner == "own" and p != owner)
                or (prog.target.owner == "enemy" and p == owner)
                # 「支配ユニット」: the units of the player controlling the terrain (3.2.1.7)
                or (prog.target.owner == "controller" and owner != holder_of_area(ctx, area))
            ):
                continue
            if getattr(prog.target, "but_this", False) and target_unit(src, prog.target) == c.uid:
                # 「このユニット以外の…」: the unit 「このユニット」 names is not taken in (4.7.2)
                continue
            held = _fixed_condition(ctx, c, src.uid, prog.name)
            if held is False or (held is None and not continuous_holds(ctx, prog, src, c)):
                if unmet:
                    out.append((p, src, prog))
                continue
            if not unmet:
                out.append((p, src, prog))
    return out


def _fights(ctx: Ctx, src: Card, t: Any = None) -> bool:
    """Whether the unit 「このユニット」 names in ``src``'s text (4.7.2: the card, or the unit
    wearing an equipment; 「装備ユニット」, ``t.worn``, the wearer only) takes part in the battle
    going on (8.2.3)."""
    me = target_unit(src, t) if t is not None else this_unit(src)
    mine = ctx.card(me) if me else None
    return mine is not None and _matches(mine, ("in_battle", ()), ctx)


def _reaches_every_area(prog: Any) -> bool:
    """A ○ ability without a timing on 「(自軍 / 敵軍)ユニットすべて」 not limited to its card's
    terrain: in force while its card is on the battlefield (14.5.4.2), on every such unit of the
    battlefield — the limit to the battle's terrain is a timing's (10.9.1, 14.5.4.1)."""
    t = prog.target
    return (
        prog.timings == ()
        and t is not None
        and t.kind == "all_units"
        and not t.here
        and not t.with_this
        and not t.named
    )


def in_group(ctx: Ctx | None, target: Any, c: Card, me: str | None = None) -> bool:
    """Whether ``c`` meets the conditions 〈対象:～〉's 「～」 puts on each unit it takes in
    (``Target.where``: 「「属性:水」の」, 「守備側の」, 「戦闘に参加している」 …), read on it as it is
    now (10.10.2: a proper target meets them; 10.10.5: one that no longer does is no longer
    proper). ``me``: the unit 「このユニット」 names in the ability's text (4.7.2), which
    「このユニット以外の…」 (``Target.but_this``) leaves out."""
    if getattr(target, "but_this", False) and me is not None and c.uid == me:
        return False
    return all(_matches(c, f, ctx) for f in getattr(target, "where", ()) or ())


# the clauses defining a 〈対象:～〉's kind of target (``Target.kind``), read when the effect is
# put on the units it takes in: 「自軍 / 敵軍パーティ」 is the units of one player on one
# terrain (4.4.1); data, cited with the target wherever it is read
TARGET_KIND_CLAUSES: dict[str, tuple[str, ...]] = {"party": ("4.4.1",)}
# … and of its side: 「支配ユニット」, the units of the terrain's 支配プレイヤー (3.2.1.7), that
# player the one for whom it is 自軍支配地形 (5.1.2.11)
TARGET_OWNER_CLAUSES: dict[str, tuple[str, ...]] = {"controller": ("3.2.1.7", "5.1.2.11")}


def target_clauses(
    target: Any, ctx: Ctx | None = None, card: Card | None = None
) -> tuple[str, ...]:
    """The clauses a 〈対象:～〉 is read by: its kind's definition (``TARGET_KIND_CLAUSES``)
    and, when it asks something of each unit, ``where_clauses`` (read on ``card``, the unit
    taken as the target, when given)."""
    kind = getattr(target, "kind", None)
    owner = getattr(target, "owner", None)
    return (
        *(("5.1.2.18",) if getattr(target, "near", False) else ()),
        *TARGET_KIND_CLAUSES.get(str(kind), ()),
        *TARGET_OWNER_CLAUSES.get(str(owner), ()),
        *where_clauses(target, ctx, card),
    )


def where_clauses(target: Any, ctx: Ctx | None = None, card: Card | None = None) -> tuple[str, ...]:
    """The clauses read when 〈対象:～〉 asks something of each unit (``Target.where``): 10.10.2
    and each condition's own — with ``ctx`` and the ``card`` it is read on, also the definitions
    its reading of that card's races / attributes uses (``condition_clauses``: a card of several
    races is each of them, 2.1.22.2)."""
    where = tuple(getattr(target, "where", ()) or ())
    but = ("4.7.2",) if getattr(target, "but_this", False) else ()
    if not where and not but:
        return ()
    return ("10.10.2", *but, *(x for w in where for x in condition_clauses(w, ctx, card)))


def on_this(cond: tuple[str, tuple[Any, ...]] | None) -> bool:
    """Whether a condition's subject is 「このユニット」 (「このユニットが先攻側の場合」,
    「このユニットが存在する地形が…の場合」): read on that unit, not on the target."""
    if cond is not None and cond[0] in ("unless", "invalid"):
        return on_this(cond[1])  # type: ignore[arg-type]
    return cond is not None and (
        cond[0] == "on_this"
        or (
            cond[0] in ("side", "unit_terrain", "party_role", "advanced_into", "advanced_turn")
            and cond[1][-1] == "this"
        )
    )


# the conditions read on the ability's own card, relative to its player — not on the target:
# 「この地形に…」 (5.1.2.4), 「自軍手札が…」 (5.1.4.3), 「この戦闘で自軍ユニットが死亡した」, and
# 「自軍ターンの場合」 (1.3.7, 7.1.2.1): one list, read by every runner (data)
ON_CARD_KINDS = (
    "used_turn",
    "party_same_only",
    "units_here",
    "here_terrain",
    "exists",
    "count_cmp",
    "zone_card",
    "hand_count",
    "zone_cmp",
    "turn",
    "army_side",
    "controlled",
    "here_controlled",
    "here_named",
    "here_next",
    "terrains",
    "battle_on_set",
)


# the conditions of ``ON_CARD_KINDS`` read with a player alone (no card, no terrain): a bare effect
# text a player resolves reads them on that player's side (``contract.resolve_text``)
PLAYER_SIDE_KINDS = ("zone_card", "hand_count", "zone_cmp")


def condition_card(ctx: Ctx, prog: Any, src: Card, target: Card | None) -> Card | None:
    """The card a use's 「…の場合」 is read on: the target, or for a condition on 「このユニット」
    (``on_this``) the unit it names in ``src``'s text (4.7.2: the card itself, or the unit
    wearing an equipment) — None when there is none (the condition is then not met, 4.1.13).
    Conditions joined (「…であり、かつ…の場合」, ``("and", parts)``) all read on one card are
    read on it."""
    return _condition_card_of(ctx, prog.condition, src, target)


def _condition_card_of(
    ctx: Ctx, cond: tuple[str, tuple[Any, ...]] | None, src: Card, target: Card | None
) -> Card | None:
    same = _one_reading(cond)
    if same is not None:
        return _condition_card_of(ctx, same, src, target)
    if cond is not None and cond[0] in ("exists", "count_cmp"):
        # 「…に…ユニットが存在する場合」: read on the ability's unit (4.7.2) or its card
        me = this_unit(src)
        return ctx.card(me) if me else src
    if cond is not None and cond[0] in (*ON_CARD_KINDS, "died"):
        # 「この地形に…」: read on the card with the ability, where it is (5.1.2.4); 「この戦闘で
        # 自軍ユニットが死亡した」: its 自軍 that card's player's
        return src
    if not on_this(cond):
        return target
    me = this_unit(src)
    return ctx.card(me) if me else None


def _one_reading(cond: tuple[str, tuple[Any, ...]] | None) -> tuple[str, tuple[Any, ...]] | None:
    """Of conditions joined (``("and", parts)``) about the game, each read on the ability's card
    (``ON_CARD_KINDS``: 「この戦闘で自軍が進軍側であり、かつこの地形に…が存在しない場合」): the
    first, whose reading stands for all (the card-text compiler joins only parts read on one
    card, ``cardtext._conjoined``); else None (a condition read as it is)."""
    if cond is None or cond[0] != "and" or not cond[1]:
        return None
    parts = cond[1]
    if not all(isinstance(p, tuple) and p and p[0] in ON_CARD_KINDS for p in parts):
        return None
    # 「…に…ユニットが存在する」 is read on the ability's unit (the card itself, or the unit
    # wearing it, where it is: on the same side and terrain, 4.7.2); a side's condition on the
    # ability's card (``guard_card``)
    for kinds in (("exists", "count_cmp"), SIDE_KINDS):
        for p in parts:
            if p[0] in kinds:
                return p  # type: ignore[no-any-return]
    return parts[0]  # type: ignore[no-any-return]


# the conditions of a step's own 「…の場合、」 about the game, not about a card (whose turn it is,
# 1.3.7 / 7.1.2.1; which side the initiative made first, 8.3.4.8): read relative to the ability's
# card's player, never against the target (``guard_card``); and 「この地形が自軍配置地形の場合、」
# (the terrain of the ability's card, 5.1.2.4, of a set relative to its player, 5.1.2.11 / 5.1.2.14);
# 「自軍除外ゾーンのカードが5枚以上ある場合、」 (that player's zone counted, 5.1.6.5 / 5.1.5.6)
SIDE_KINDS = (
    "turn",
    "army_side",
    "used_turn",
    "here_controlled",
    "here_named",
    "here_next",
    "hand_count",
    "zone_cmp",
)
# the places of an ``exists`` condition read from the target (「対象と同じ地形に…」, 「対象の
# パーティに…」): a step's own such condition stays read on the target (``guard_card``)
TARGET_PLACES = ("with_target", "target_party")


def guard_card(
    ctx: Ctx,
    cond: tuple[str, tuple[Any, ...]] | None,
    this: str | None,
    target: Card | None,
    card: str | None = None,
) -> Card | None:
    """The card a step's own 「…の場合、」 is read on: the target, or for a condition on
    「このユニット」 (``on_this``: 「このユニットが最前列にいない場合、さらに…」) ``this``, the unit
    the ability's text names (4.7.2, ``this_unit``) — None when there is none (not met, 4.1.13).
    A side's condition (``SIDE_KINDS``: 「この戦闘で自軍が守備側の場合、」) is read on ``card``, the
    ability's own card (its 自軍 that card's player's: 1.3.7, 7.1.2.1), or lacking it on ``this``."""
    same = _one_reading(cond)
    if same is not None and any(p[0] in SIDE_KINDS for p in cond[1]):  # type: ignore[index]
        same = ("turn", ())  # read on the ability's card, as a side's condition is
    if same is not None:
        return guard_card(ctx, same, this, target, card)
    if cond is not None and cond[0] in SIDE_KINDS:
        if card is not None:
            return ctx.card(card)
        return ctx.card(this) if this else None
    if cond is not None and cond[0] == "exists" and cond[1][0] not in TARGET_PLACES:
        # 「この戦闘に自軍の…ユニットが参加している場合、かわりに…」 / 「この地形に…存在する場合」
        # under a step: its 自軍 / 敵軍 the ability's player's (1.3.7) and 「この地形」 the terrain
        # of the ability's unit or card (5.1.2.4) — read on them as the same condition of the
        # whole ability is (``_condition_card_of``), not on the target
        if this:
            return ctx.card(this)
        if card is not None:
            return ctx.card(card)
    if not on_this(cond):
        return target
    return ctx.card(this) if this else None


def continuous_holds(ctx: Ctx, prog: Any, src: Card, c: Card) -> bool:
    """Whether a ○ ability's 〈対象:～〉 takes ``c`` in as it is (``in_group``) and its 「…の場合」
    holds (on ``c``, or on 「このユニット」, ``condition_card``): what its effect on ``c`` needs
    (14.5.4.3: 「条件」や「対象」)."""
    if getattr(prog.target, "but_this", False) and target_unit(src, prog.target) == c.uid:
        return False  # 「このユニット以外の…」 (4.7.2)
    if not on_this(prog.condition) and (
        prog.condition is None or prog.condition[0] not in ON_CARD_KINDS
    ):
        return _matches(c, member_condition(prog), ctx)
    me = condition_card(ctx, prog, src, c)
    return in_group(ctx, prog.target, c) and me is not None and _matches(me, prog.condition, ctx)


def steps_in_force(ctx: Ctx, prog: Any, src: Card, c: Card) -> list[tuple[Any, tuple[str, ...]]]:
    """A ○ ability's steps in force on ``c``, each with the clauses it is read by: every plain
    step, and a step under its own 「…の場合、」 (``Guarded``: 「対象に…。対象が「種族:X」の場合、
    さらに…」) only while that condition holds on ``c`` — or on 「このユニット」 (``guard_card``,
    4.7.2) — as it is now (10.12.1, 10.12.2; 14.5.4.3: a condition no longer met, the effect no
    longer in force there); the step 「代わりに」 replaces only while it does not (10.8.2, 10.8.3)."""
    from ruling.games._mc.cardtext import Guarded

    out: list[tuple[Any, tuple[str, ...]]] = []
    for x in prog.steps:
        if not isinstance(x, Guarded):
            out.append((x, ()))
            continue
        tc = guard_card(ctx, x.cond, this_unit(src), c, src.uid)
        met = tc is not None and _matches(tc, x.cond, ctx)
        if met == (x.negate or x.otherwise):
            continue
        replaced = ("10.8.2", "10.8.3", "10.8.3.1") if x.negate or x.instead else ()
        out.append((x.step, ("10.12.1", "10.12.2", *condition_clauses(x.cond), *replaced)))
    return out


def plain_steps(prog: Any) -> tuple[Any, ...]:
    """A program's steps with any own condition taken off (``Guarded``): what it may do."""
    from ruling.games._mc.cardtext import Guarded

    return tuple(x.step if isinstance(x, Guarded) else x for x in prog.steps)


def member_condition(prog: Any) -> tuple[str, tuple[Any, ...]] | None:
    """A ○ ability's 「対象が…の場合」 joined with what its 〈対象:～〉 asks of each unit: both are
    what the effect needs to be in force on a unit (14.5.4.3: 「条件」や「対象」), read alike."""
    where = tuple(getattr(prog.target, "where", ()) or ())
    parts = (*where, *((prog.condition,) if prog.condition is not None else ()))
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else ("and", parts)


def _fixed_condition(ctx: Ctx, c: Card, src: str, name: str) -> bool | None:
    """Whether a [戦闘] ○ ability's condition is held for ``c`` as it was when this battle's
    formation timing ended (the reading "fixed" of mc combat_condition_after_formation), or
    None (read as it is)."""
    fixed = c.states.get("combat_cond_fixed")
    st = ctx.state
    if not fixed or fixed[0] != [st.turn.number, st.vars.get("mc.battle_area")]:
        return None
    for s_uid, s_name, met in fixed[1]:
        if s_uid == src and s_name == name:
            return bool(met)
    return None


def cannot_become_acted(
    ctx: Ctx, c: Card, cost_mark: str = "", own: bool = False
) -> tuple[str, ...]:
    """The clauses of a ○ ability in force on ``c`` saying 「対象は行動完了にならない」
    (``NoRestStep``; 14.5.4.2 / 10.9.11 without a timing, 14.5.4.1 / 8.3.1.1 [戦闘] in a battle
    on its terrain); () when none is. It beats any effect or rule making ``c`` acted (4.1.12).
    ``cost_mark``: ``c`` is to become acted as the cost of an ability of that mark (``own``:
    printed on ``c`` itself) — a step whose proviso keeps that cost (``NoRestStep.keeps``) does
    not stop it."""
    from ruling.games._mc.cardtext import NoRestStep

    found = [
        cl
        for st, cl in continuous_steps(ctx, c, NoRestStep)
        if not (cost_mark and st.keeps(cost_mark, own))
    ]
    return ("4.1.12", *found[0]) if found else ()


def acted_cost_kept(ctx: Ctx, c: Card, cost_mark: str, own: bool) -> tuple[str, ...]:
    """The clauses of the ○ abilities in force on ``c`` whose 「行動完了にならない」 keeps the cost
    of an ability of ``cost_mark`` (「ただし、…□特殊能力のコストとして行動完了にすることはできる」):
    the text's own exception, cited where the cost makes ``c`` acted; () when none does."""
    from ruling.games._mc.cardtext import NoRestStep

    return tuple(
        dict.fromkeys(
            x
            for st, cl in continuous_steps(ctx, c, NoRestStep)
            if st.keeps(cost_mark, own)
            for x in cl
        )
    )


def cannot_become_unacted(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The clauses of a ○ ability in force on ``c`` saying 「対象は未行動にならない」
    (``NoStandStep``), as ``cannot_become_acted``; () when none is. It beats an effect making
    ``c`` unacted (4.1.12) and a rule doing so (7.6.4, 8.1.2: the text wins, 1.3.1) — the caller
    adds 1.3.1 where a rule is overridden."""
    from ruling.games._mc.cardtext import NoStandStep

    return continuous_negative(ctx, c, NoStandStep)


def instant_summon_permit(ctx: Ctx, player: str, c: Card) -> tuple[str, ...]:
    """The clauses of a ○ ability in force (14.5.4.2: no timing, while its card is on the
    battlefield; [戦闘]: in a battle on its terrain, 14.5.4.1) 〈対象:自軍 / 敵軍プレイヤー〉
    「対象は(自軍手札の)…ユニットカードを即時召喚できる」 that lets ``player`` summon ``c`` from the
    hand in an instant summon timing (``InstantSummonPermitStep``; the text over 8.3.2.8, 1.3.1);
    () when none does. The side is relative to the ability's card (its owner's: 自軍)."""
    from ruling.games._mc.cardtext import InstantSummonPermitStep, programs

    st = ctx.state
    for p in st.players:
        for a in AREAS:
            for src in ctx.zone(p, zid(a)):
                if abilities_lost(ctx, this_unit(src) or src.uid) is not None:
                    continue  # its special abilities are treated as not there (10.15.2.1)
                for _i, prog in programs(src):
                    if prog.kind != "continuous" or prog.target is None:
                        continue
                    combat = "combat" in prog.timings
                    if combat and not (
                        st.vars.get("mc.battle") and a == st.vars.get("mc.battle_area")
                    ):
                        continue
                    for x in prog.steps:
                        if not isinstance(x, InstantSummonPermitStep):
                            continue
                        if (player == p) != (x.owner == "own"):
                            continue
                        if x.restriction is not None and not _matches(c, x.restriction, ctx):
                            continue
                        return (
                            "14.5.1",
                            *(("14.5.4.1", "8.3.1.1") if combat else ("14.5.4.2", "10.9.11")),
                            "10.10.1",
                            "1.3.1",
                        )
    return ()


def cannot_advance(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The clauses of a ○ ability in force on ``c`` saying 「対象は進軍できない」 (``NoAdvanceStep``),
    as ``cannot_become_acted``; () when none is. It beats any permission (4.1.12)."""
    from ruling.games._mc.cardtext import NoAdvanceStep

    return continuous_negative(ctx, c, NoAdvanceStep)


def advance_acted(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """The clauses of a ○ ability in force on ``c`` saying 「対象は行動完了でも進軍できる」
    (``AdvanceActedStep``), or ()."""
    from ruling.games._mc.cardtext import AdvanceActedStep

    found = continuous_steps(ctx, c, AdvanceActedStep)
    return found[0][1] if found else ()


def continuous_steps(ctx: Ctx, c: Card, kind: type) -> list[tuple[Any, tuple[str, ...]]]:
    """Each step of ``kind`` of a ○ ability in force on ``c`` (14.5: no timing, while its card
    is on the battlefield, 14.5.4.2 / 10.9.11; [戦闘], in a battle on its terrain, 14.5.4.1 /
    8.3.1.1), with the clauses that put it in force."""
    st = ctx.state
    oa = _owner_area(ctx, c)
    if oa is None:
        return []
    owner, area = oa
    in_battle = bool(st.vars.get("mc.battle")) and area == st.vars.get("mc.battle_area")
    if in_battle and st.vars.get("mc.bare"):
        return []  # the simultaneous attack strips the battle's units of them (8.3.7.3)
    out: list[tuple[Any, tuple[str, ...]]] = []
    for _p, src, prog in continuous_on(ctx, c, owner, area, steps_of=kind):
        combat = "combat" in prog.timings
        if combat and not in_battle:
            continue
        cl = (
            "14.5.1",
            "14.5.2",
            *(("14.5.4.1", "8.3.1.1") if combat else ("14.5.4.2", "10.9.11")),
            *target_clauses(prog.target),
        )
        out += [(x, (*cl, *g)) for x, g in steps_in_force(ctx, prog, src, c) if isinstance(x, kind)]
    return out


def continuous_negative(ctx: Ctx, c: Card, kind: type) -> tuple[str, ...]:
    """The clauses of a ○ ability in force on ``c`` with a step of ``kind`` (a negative: 「…に
    ならない」, 「…できない」), or ()."""
    found = continuous_steps(ctx, c, kind)
    return ("4.1.12", *found[0][1]) if found else ()


def continuous_grants(ctx: Ctx, c: Card, what: str) -> list[tuple[str, int, tuple[str, ...]]]:
    """What a ○ ability in force on ``c`` gives it — 「対象に「耐性:x」 / 「弱点:y(+nダメージ)」 /
    「チャージ:x」を付与する」 (13.1.7.4, 13.1.8.3, 13.1.5.3: given by an effect) — as (x, n,
    clauses), ``what`` the kind (``resistance`` / ``weakness`` / ``charge`` / ``defender``)."""
    from ruling.games._mc.cardtext import GrantStep

    return [
        (str(g.value), int(g.amount), (*cl, "10.14.1"))
        for g, cl in continuous_steps(ctx, c, GrantStep)
        if g.kind == what
    ]


def become_acted(
    ctx: Ctx,
    c: Card,
    clauses: tuple[str, ...],
    ja: str,
    en: str,
    caused_by: tuple[int, ...] = (),
) -> Proc:
    """``c`` becomes acted by an effect or a rule (``clauses``), unless a ○ ability in force
    says it does not (``cannot_become_acted``: the negative wins, 4.1.12) — then it stays
    unacted and the step says so. Returns whether it became acted."""
    return (
        yield from _orient_unless_held(
            ctx, c, "rest", cannot_become_acted(ctx, c), clauses, ja, en, caused_by
        )
    )


def become_unacted(
    ctx: Ctx,
    c: Card,
    clauses: tuple[str, ...],
    ja: str,
    en: str,
    caused_by: tuple[int, ...] = (),
    *,
    by_rule: bool = False,
) -> Proc:
    """``c`` becomes unacted by an effect or a rule (``clauses``; ``by_rule``: a rule of the
    document, 7.6.4 / 8.1.2), unless a ○ ability in force says 「未行動にならない」
    (``cannot_become_unacted``: over an effect the negative wins, 4.1.12; over a rule the text
    wins, 1.3.1) — then it stays acted and the step says so. Returns whether it became
    unacted."""
    no = cannot_become_unacted(ctx, c)
    if no and by_rule:
        no = ("1.3.1", *no)
    return (yield from _orient_unless_held(ctx, c, "stand", no, clauses, ja, en, caused_by))


def _orient_unless_held(
    ctx: Ctx,
    c: Card,
    orientation: str,
    held: tuple[str, ...],
    clauses: tuple[str, ...],
    ja: str,
    en: str,
    caused_by: tuple[int, ...],
) -> Proc:
    """Turn ``c`` to ``orientation`` ("rest": acted, "stand": unacted) for ``clauses``, unless
    ``held`` names the clauses of a ○ ability in force keeping it as it is — then a step says
    so and nothing turns. Returns whether it turned."""
    if held:
        word_ja, word_en = ("行動完了", "acted") if orientation == "rest" else ("未行動", "unacted")
        yield Mark(
            clauses=(*clauses, *held),
            ja=f"{c.label} は{word_ja}にならない（○能力が優先される）: {ja} は行われない",
            en=f"{c.label} does not become {word_en} (the ○ ability wins): not done: {en}",
            caused_by=caused_by,
            # it stays as it is where it is because of it (``Ctx.kept``): a ruling on its
            # terrain or on the unit rests on this step
            touches=ctx.kept(c.uid),
        )
        return False
    yield Orient(
        uid=c.uid, orientation=orientation, clauses=clauses, caused_by=caused_by, ja=ja, en=en
    )
    return True


# the reading taken of one_source_continuous (mc.unsettled.yaml): "add_up" / "once"
ONE_SOURCE_READ = "mc.one_source_read"


def one_source_stacks(ctx: Ctx, c: Card, stat: str) -> bool:
    """Whether two or more different ○ abilities of one card (one source, 4.8.2) change
    ``c``'s ``stat`` (attack / defense) in force now — the configuration of the point
    one_source_continuous (14.5.3)."""
    per_src: dict[str, set[Any]] = {}
    for uid, ability in _stat_changers(ctx, c, stat, no_stack_only=False):
        per_src.setdefault(uid, set()).add(ability)
    return any(len(v) > 1 for v in per_src.values())


def _stat_changers(
    ctx: Ctx, c: Card, stat: str, *, no_stack_only: bool
) -> list[tuple[str, tuple[Any, Any]]]:
    """The ○ abilities in force now that change ``c``'s ``stat`` (a 「戦闘中」 one only in the
    battle of ``c``'s area): each as (its source's uid, the ability: its name and steps);
    ``no_stack_only``: only those printed with 「この効果は重複しない」 (16.2)."""
    from ruling.games._mc.cardtext import StatStep

    oa = _owner_area(ctx, c)
    if oa is None:
        return []
    owner, area = oa
    st = ctx.state
    in_battle = bool(st.vars.get("mc.battle")) and area == st.vars.get("mc.battle_area")
    found: list[tuple[str, tuple[Any, Any]]] = []
    for _p, src, prog in continuous_on(ctx, c, owner, area):
        if (no_stack_only and not prog.no_stack) or ("combat" in prog.timings and not in_battle):
            continue
        if any(
            isinstance(step, StatStep) and step.stat == stat
            for step, _g in steps_in_force(ctx, prog, src, c)
        ):
            found.append((src.uid, (prog.name, prog.steps)))
    return found


# the reading taken of no_stack_continuous (mc.unsettled.yaml): "once" / "per_source"
NO_STACK_READ = "mc.no_stack_continuous_read"


def no_stack_sources(ctx: Ctx, c: Card, stat: str) -> bool:
    """Whether one ○ ability printed with 「この効果は重複しない」 (16.2) changes ``c``'s ``stat``
    from two or more sources (two cards holding it, 4.8.2) in force now — the configuration of the
    point no_stack_continuous (16.2.1)."""
    per_ability: dict[Any, set[str]] = {}
    for uid, ability in _stat_changers(ctx, c, stat, no_stack_only=True):
        per_ability.setdefault(ability, set()).add(uid)
    return any(len(v) > 1 for v in per_ability.values())


def value_readings(ctx: Ctx) -> Proc:
    """``Game.value_readings``: the points of how a ○ ability's value change is counted, each a
    reading choice point asked once a ruling when its configuration is on the board — two
    different ○ abilities of one card changing the same value of one unit: whether both apply
    or, one source (4.8.2) not stacking on one target (14.5.3), only the first does
    (one_source_continuous); one ○ ability printed with 「この効果は重複しない」 from two sources
    on one unit: whether 16.2.1 reaches a ○ ability, whose 〈対象〉 no use designates (10.10.1),
    so that it is applied once, or it is applied from each source (no_stack_continuous)."""
    from ruling import unsettled

    st = ctx.state
    stats = ("attack", "defense")
    if ONE_SOURCE_READ not in st.vars and any(
        one_source_stacks(ctx, c, stat) for _a, c in all_units(ctx) for stat in stats
    ):
        read = yield unsettled.choose(
            st.turn.player, "mc", "one_source_continuous", {"add_up": "add_up", "once": "once"}
        )
        yield SetVar(key=ONE_SOURCE_READ, value=read)
    if NO_STACK_READ not in st.vars and any(
        no_stack_sources(ctx, c, stat) for _a, c in all_units(ctx) for stat in stats
    ):
        read = yield unsettled.choose(
            st.turn.player,
            "mc",
            "no_stack_continuous",
            {"once": "once", "per_source": "per_source"},
        )
        yield SetVar(key=NO_STACK_READ, value=read)


def _lost_side(ctx: Ctx, c: Card, kid: str) -> int | None:
    from ruling.games._mc.keywords import lost

    return lost(ctx, c, kid, "x")


def _given_side(ctx: Ctx, c: Card, kid: str, after: int | None) -> int:
    """The x of the 「チャージ:x」 / 「ディフェンダー:x」 effects gave ``c`` after the effect
    ``after`` (a loss; None: all of them)."""
    return sum(
        int(e.value)
        for e in ctx.state.effects_on(c.uid, kid)
        if e.op == "grant" and (after is None or e.id > after)
    )


def side_bonus_x(ctx: Ctx, c: Card, kid: str) -> int:
    """The one summed x of ``c``'s 「チャージ:x」 / 「ディフェンダー:x」 (``kid``; 13.1.5.6 /
    13.1.6.6): printed, on the equipment worn (2.1.21.2) and given, less what a loss in force
    treats as not there (10.15.2.1)."""
    from ruling.games._mc.cardtext import standing

    gone = _lost_side(ctx, c, kid)
    x = sum(k.value for k in standing(c, kid))
    x += sum(k.value for e in equipment(ctx, c.uid) for k in standing(e, kid))
    return (0 if gone is not None else x) + _given_side(ctx, c, kid, gone)


def battle_mods(
    ctx: Ctx, c: Card, stat: str, at: tuple[str, str] | None = None
) -> tuple[int, tuple[str, ...]]:
    """What abilities add to a unit's ``stat``: in a battle on its terrain 「チャージ:x」 on the
    first side (13.1.5.2), 「ディフェンダー:x」 on the second (13.1.6.2) and the [戦闘] ○ abilities
    of the units taking part (8.3.1.1, 14.5.4.1, 10.9.8); anywhere on the battlefield the ○
    abilities without a timing (14.5.4.2, 10.9.11). A battle's units lose them all while the
    simultaneous attack strips them (8.3.7.3). ``at``: where ``c`` is ((player, zone), if
    known)."""
    from ruling.games._mc.cardtext import StatStep, standing

    st = ctx.state
    oa = _owner_area(ctx, c, at)
    if oa is None:
        return 0, ()
    owner, area = oa
    in_battle = bool(st.vars.get("mc.battle")) and area == st.vars.get("mc.battle_area")
    if in_battle and st.vars.get("mc.bare"):
        return 0, ()
    total, cl = 0, []
    first = st.vars.get("mc.initiative")
    if in_battle and stat == "attack" and first in st.players:
        kid, printed, given_cl = (
            ("charge", ["13.1.5.1", "13.1.5.2"], ["13.1.5.1", "13.1.5.3", "13.1.5.6"])
            if first == owner
            else ("defender", ["13.1.6.1", "13.1.6.2"], ["13.1.6.1", "13.1.6.3", "13.1.6.6"])
        )
        held = standing(c, kid)
        x = sum(k.value for k in held)
        if len(held) > 1:
            # several printed on the unit: one x, their sum (13.1.5.6 / 13.1.6.6)
            cl.append(given_cl[-1])
        # one printed on the equipment it wears is its own while worn (追加常備能力: 2.1.21.1,
        # 2.1.21.2, 12.2.8.9), summed into the one x (13.1.5.6 / 13.1.6.6)
        on_gear = sum(k.value for e in equipment(ctx, c.uid, at) for k in standing(e, kid))
        if on_gear:
            x += on_gear
            cl += ["2.1.21.1", "2.1.21.2", "12.2.8.9", given_cl[-1]]
        # 「対象は「チャージ:x」 / 「ディフェンダー:x」を失う」 in force: the x held before it is
        # treated as not there (10.15.2.1) and its 「攻撃力:x」 is lost at once (13.1.5.4 /
        # 13.1.6.4); one given after it is held again (10.7.2.2)
        gone = _lost_side(ctx, c, kid)
        if gone is not None and (x or _given_side(ctx, c, kid, None)):
            x = 0
            cl += ["10.15.2.1", "13.1.5.4" if kid == "charge" else "13.1.6.4"]
        # one given by an effect during the battle's timings counts at once (13.1.5.3 /
        # 13.1.6.3); several are summed into one x (13.1.5.6 / 13.1.6.6)
        given = _given_side(ctx, c, kid, gone)
        # given by a ○ ability in force (14.5; a [戦闘] one from the battle's start, 14.5.4.1),
        # while it is: with its source gone, its x goes at once (14.5.4.4, 13.1.5.4 / 13.1.6.4;
        # ``basic.continuous_lost_mark``)
        by_cont = [(n, gcl) for _x, n, gcl in continuous_grants(ctx, c, kid)]
        if by_cont and gone is None:
            given += sum(n for n, _gcl in by_cont)
            cl += [x for _n, gcl in by_cont for x in gcl]
        if x + given:
            total = total + x + given
            cl += (printed if x else []) + (given_cl if given else [])
        if x and abilities_lost(ctx, c.uid) is not None:
            # 「すべての特殊能力を失う」 takes the special abilities (4.1.2) only: 「チャージ:x」 /
            # 「ディフェンダー:x」 is a standing ability (常備能力, 4.1.3) and stays
            cl += ["4.1.2", "4.1.3"]
        lost = c.states.get("side_bonus_lost")
        if lost and lost[1] == [st.turn.number, area]:
            # a worn 「チャージ:x」 / 「ディフェンダー:x」 lost in this battle: its 「攻撃力:x」 went
            # with it (13.1.5.4 / 13.1.6.4)
            cl.append(str(lost[0]))
    applied: dict[Any, set[str]] = {}  # an ability's text -> the sources it applied from
    # a source -> its ○ abilities that changed the value (14.5.3: one source's do not stack —
    # two different abilities of one card is the point one_source_continuous)
    per_src: dict[str, set[Any]] = {}
    once = st.vars.get(ONE_SOURCE_READ) == "once"
    no_stack_once = st.vars.get(NO_STACK_READ, "once") == "once"
    for _p, src, prog in continuous_on(ctx, c, owner, area):
        combat = "combat" in prog.timings
        if combat and not in_battle:
            # a [戦闘] ○ ability that would change this value: no battle on its
            # terrain, so it takes no effect (14.5.4.1; its notation's meaning: in effect from
            # the start of a battle to its end timing, 10.9.8) — the reason it adds nothing
            if any(isinstance(x, StatStep) and x.stat == stat for x in plain_steps(prog)):
                cl += ["14.5.4.1", "10.9.8"]
            continue
        for step, guard in steps_in_force(ctx, prog, src, c):
            if isinstance(step, StatStep) and step.stat == stat:
                if prog.no_stack and applied.get((prog.name, prog.steps), set()) - {src.uid}:
                    # 「この効果は重複しない」: the same ○ ability from another source applies
                    # to this unit already (no_stack_continuous)
                    if no_stack_once:
                        # the reading "once": 16.2.1 reaches the ○ ability's 〈対象〉 (14.5.2) —
                        # not applied again from this source
                        cl += ["16.2.1", "14.5.2"]
                        continue
                    # the reading "per_source": a target is designated at a use (10.10.1), which
                    # a ○ ability never has (14.5.1): each source's applies (14.5.3, 4.8.2)
                    cl += ["16.2.1", "10.10.1", "14.5.1", "14.5.3", "4.8.2"]
                mine = per_src.setdefault(src.uid, set())
                if once and mine and (prog.name, prog.steps) not in mine:
                    # the reading "once": another ○ ability of the same source (4.8.2) is not
                    # applied again to the same target (14.5.3)
                    cl += ["14.5.3", "4.8.2"]
                    continue
                mine.add((prog.name, prog.steps))
                total += _amount(ctx, step, src, stat)
                cl += ["14.5.1", "14.5.2", "14.5.4", *guard] + (
                    # in a battle, the ○ abilities in effect are those of the battle's terrain
                    # itself and of the units and equipment on it (8.2.3)
                    ["8.3.1.1", "14.5.4.1", "10.9.8", "8.2.3"]
                    if combat
                    else ["14.5.4.2", "10.9.11"]
                )
                if prog.condition and (
                    prog.condition[0]
                    in (
                        "in_battle",
                        "fighting_one",
                        "battle_terrain",
                        "party_equipped",
                        "side",
                        "party_role",
                        "advance_type",
                        "controlled_has",
                        "party_count",
                        "party_has",
                        "acted",
                        "hero",
                        "equipped",
                        *ON_CARD_KINDS,
                        "damaged",
                        "row",
                        "on_this",
                        "unless",
                    )
                    or prog.condition[0] == "unit_terrain"
                    or prog.condition[0] == "not"
                ):
                    # its 「対象が戦闘に参加している場合」 / 「戦闘が行われている地形が…の場合」 /
                    # 「敵軍パーティにアイテムを装備しているユニットが存在する場合」 met
                    cl += list(condition_clauses(prog.condition))
                if getattr(prog, "valid_only", False) and prog.condition:
                    # 「この効果は…の場合のみ有効」: valid, its condition met (10.19.3)
                    cl += ["10.19.3", *condition_clauses(prog.condition)]
                cl += list(target_clauses(prog.target))
                if prog.target.kind != "this_unit" and c.placed > src.placed:
                    # a unit that came into the zone after the ability was in force there:
                    # the effect applies to it as it enters (10.7.4) — a ○ ability is a standing
                    # one (4.1.7: always some effect while in force, as 14.5.1 says of it;
                    # 4.1.7.1), so 10.7.3's exclusion of cards that moved after the ability took
                    # effect does not reach it (read to conclude it applies)
                    cl += ["10.7.4", "10.7.3", "4.1.7", "4.1.7.1"]
                if prog.target.kind in ("party", "all_units") and any(
                    o.uid != c.uid
                    and o.placed > max(c.placed, src.placed)
                    and in_group(ctx, prog.target, o, this_unit(src))
                    for o in ctx.zone(owner, zid(area))
                ):
                    # a unit joined its group after it was in force on this one: it takes effect
                    # on the new one (10.7.4), not once more on this — one source's ○ ability
                    # does not stack on one target (14.5.3, read to conclude it counts once)
                    cl += ["14.5.3"]
                if getattr(step, "read", None) is not None:
                    # its amount is a count of units (10.17.1) of a party (4.4.1)
                    cl += ["10.17.1", "4.4.1"]
                if step.of_this and st.effects_on(src.uid, step.of_this):
                    # its amount reads a value another effect changes: it depends on
                    # that effect and is applied after it (10.7.2.3)
                    cl += ["10.7.2", "10.7.2.3"]
                applied.setdefault((prog.name, prog.steps), set()).add(src.uid)
    if any(len(mine) > 1 for mine in per_src.values()):
        # two different ○ abilities of one card both applied (the reading "add_up" of
        # one_source_continuous): 14.5.3 read to conclude each is applied, the card the source
        # of both (4.8.2)
        cl += ["14.5.3", "4.8.2"]
    if any(len(srcs) > 1 for srcs in applied.values()):
        # the same ○ ability from two sources applies twice: only one source's does not stack
        # on one target (14.5.3, read to conclude they add up); each card is its ability's
        # source (4.8.2 「その能力を持つカードが効果の発生源です」): the sources 14.5.3 compares
        cl += ["14.5.3", "4.8.2"]
    for _p, _src, prog in continuous_on(ctx, c, owner, area, unmet=True):
        if "combat" in prog.timings and not in_battle:
            continue  # no battle on its terrain: 14.5.4.1 said so above
        if any(isinstance(step, StatStep) and step.stat == stat for step in plain_steps(prog)):
            # a ○ ability that would change this value, whose condition or target the unit does
            # not meet: not in force on it (14.5.4.3) — the reason it adds nothing; its
            # 「対象が…の場合、」 not met (the unit a target of it): 10.12.1, 10.12.2
            cl.append("14.5.4.3")
            if st.effects_on(c.uid, stat):
                # the value was changed by ±n effects too: one in force and lost is taken out
                # (4.6.6), the changes counted in the order applied and lost (4.6.8)
                cl += ["4.6.6", "4.6.8"]
            if prog.condition is not None and in_group(ctx, prog.target, c):
                cl += ["10.12.1", "10.12.2", *condition_clauses(prog.condition)]
                if getattr(prog, "valid_only", False):
                    # 「この効果は…の場合のみ有効」 with its condition not met: invalid (10.19.3)
                    cl.append("10.19.3")
    return total, tuple(dict.fromkeys(cl))


_READING: set[tuple[str, str]] = set()


def party_count(ctx: Ctx, src: Card, read: tuple[Any, ...]) -> int:
    """「自軍 / 敵軍パーティに存在する「種族:X or Y」のユニット数」 read for ``src``'s ability
    (``read`` = ("count", owner, kind, values)): the units of that side's party on the terrain of
    the unit 「このユニット」 names (4.4.1, 4.7.2) having any of the values, each counted once
    (10.17.1)."""
    _k, owner, kind, values = read
    uid = this_unit(src)
    w = ctx.where(uid) if uid else None
    area = area_of_zone(w[1]) if w else None
    if area is None:
        return 0
    side = src.owner if owner == "own" else ctx.state.opponent(src.owner)
    return sum(
        1 for x in units(ctx, side, area) if characteristics(x, str(kind), ctx) & set(values)
    )


def _amount(ctx: Ctx, step: Any, src: Card, stat: str) -> int:
    """A ○ ability's change: its number, or (「攻撃力:+このユニットの防御力」) that value of the
    ability's own unit now; a value read while it is being worked out (two abilities each
    adding the other's value) counts without the battle's abilities."""
    read = getattr(step, "read", None)
    if read is not None:
        return int(step.amount) * party_count(ctx, src, read)
    if not step.of_this:
        return int(step.amount)
    key = (src.uid, step.of_this)
    if key in _READING or (src.uid, stat) in _READING:
        if step.of_this == "level":
            return int(step.amount) * ctx.stat(src.uid, "level")
        x = attack(ctx, src, True) if step.of_this == "attack" else defense(ctx, src, True)
        return int(step.amount) * x
    _READING.add((src.uid, stat))
    try:
        if step.of_this == "attack":
            x = attack(ctx, src)
        elif step.of_this == "defense":
            x = defense(ctx, src)
        elif step.of_this == "level":
            # 「+このユニットのレベル」: the unit's level as it is, the ○ abilities' too (14.5.4.2)
            x = level_of(ctx, src)
        else:
            x = ctx.stat(src.uid, step.of_this)
    finally:
        _READING.discard((src.uid, stat))
    return int(step.amount) * x


def value_clauses(ctx: Ctx, c: Card, stat: str) -> tuple[str, ...]:
    """The clauses of what changes a unit's attack, defence or level beyond its printed value
    (an item adds no level: 2.1.16 / 2.1.18 are attack and defence)."""
    cl: list[str] = []
    key = {"attack": "attack_bonus", "defense": "defense_bonus"}.get(stat)
    if (
        key
        and (not ctx.state.vars.get("mc.bare") or ctx.state.vars.get(BARE_WORN))
        and any(e.extra.get(key) for e in equipment(ctx, c.uid))
    ):
        cl += ["2.1.16.1", "2.1.16.2"] if stat == "attack" else ["2.1.18.1", "2.1.18.2"]
        # the unit wearing it is given the equipment's 追加攻撃力 / 追加防御力 (12.2.8.9)
        cl.append("12.2.8.9")
    cl += list(battle_mods(ctx, c, stat)[1])
    changes = ctx.state.effects_on(c.uid, stat)
    if changes:
        cl.append("4.6.4")
    # a 「増加しない / 減少しない」 in force: what would move the value that way is not applied
    # (4.1.12 against the effect; the ○ ability's clauses)
    cl += [x for _d, held in held_unchanged(ctx, c, stat) for x in held]
    bare = bool(ctx.state.vars.get("mc.bare"))
    if bare and (
        changes
        or (
            not ctx.state.vars.get(BARE_WORN)
            and any(e.extra.get(key) for e in equipment(ctx, c.uid))
        )
    ):
        # the simultaneous attack timing: the battle's units lose the effects applied to them and
        # their 追加攻撃力 / 追加防御力 until 8.3.7.5 (8.3.7.3) — the value read is without them
        cl.append("8.3.7.3")
    if len(changes) > 1:
        # several changes of the value applied: computed in the order they were applied and
        # lost (4.6.8)
        cl.append("4.6.8")
    if _went_negative(ctx, c, stat, changes):
        # a value a change took below 0 is a negative number (4.6.1): what follows counts from it
        cl.append("4.6.1")
    if _hidden_terrain_mod(ctx, c, stat):
        # the unit's terrain is a proxy terrain (a terrain card flipped by ▽, 14.8.3) whose card
        # prints a ○ on this value: its content hidden, it has no text (5.1.2.20.1) — that ○ is
        # not in force, the value read without it
        cl.append("5.1.2.20.1")
    return tuple(dict.fromkeys(cl))


def _hidden_terrain_mod(ctx: Ctx, c: Card, stat: str) -> bool:
    """Whether the terrain of ``c``'s area is face down (a proxy terrain, ``face_down``) and its
    card prints a ○ ability changing ``stat`` (read as if face up)."""
    from dataclasses import replace as copy_card

    from ruling.games._mc.cardtext import Program, StatStep, face_down, programs

    oa = _owner_area(ctx, c)
    t = terrain(ctx, oa[1]) if oa is not None else None
    if t is None or not t.text or not face_down(t):
        return False
    shown = copy_card(
        t,
        states={k: v for k, v in t.states.items() if k != "proxy"},
        extra={k: v for k, v in t.extra.items() if k != "proxy"},
    )
    return any(
        isinstance(prog, Program)
        and prog.kind == "continuous"
        and any(isinstance(x, StatStep) and x.stat == stat for x in prog.steps)
        for _i, prog in programs(shown)
    )


def _went_negative(ctx: Ctx, c: Card, stat: str, changes: list[Any]) -> bool:
    """Whether the ±n changes of ``stat`` (4.6.4), counted from the printed value in the order
    applied (4.6.8), take it below 0 at some point; a change of another kind (a swap, a
    change to a value) ends the count."""
    if not changes:
        return False
    value = attack(ctx, c, True) if stat == "attack" else defense(ctx, c, True)
    for e in changes:
        if e.op != "add" or not isinstance(e.value, int):
            return False
        value += int(e.value)
        if value < 0:
            return True
    return False


def value_steps(ctx: Ctx, c: Card, stat: str) -> tuple[int, ...]:
    """The steps that put in force the effects changing a unit's attack or defence now (4.6.4):
    a grant made earlier in the phase (10.14.6) is a cause of what reads the value."""
    found = [ctx.prohibited_step(e) for e in ctx.state.effects_on(c.uid, stat)]
    # an effect on the unit that was not applied (its ability lost before it took effect, 10.1.14):
    # the value is as it is because of that step too
    found += ctx.provenance((f"unapplied:{c.uid}",))
    return tuple(dict.fromkeys(s for s in found if s is not None))


# set in the simultaneous attack timing under the reading that the equipment worn keeps its
# 追加攻撃力 / 追加防御力 (8.3.7.3's 「ただし」; mc simultaneous_equipment_bonus): the values read
# there are the printed ones plus those
BARE_WORN = "mc.bare_worn"
# var: set while 8.3.7.5 gives back what 8.3.7.3 took away (the rule processes that follow read it)
RESTORED = "mc.restored"


def _worn_bonus(ctx: Ctx, c: Card, key: str) -> int:
    if not ctx.state.vars.get(BARE_WORN):
        return 0
    return sum(int(e.extra.get(key) or 0) for e in equipment(ctx, c.uid))


# the (uid, stat) whose 「増加しない / 減少しない」 is being read (a ○ ability's condition reading
# the same value again reads it without them)
_HOLDING: set[tuple[str, str]] = set()


def held_unchanged(ctx: Ctx, c: Card, stat: str) -> list[tuple[str, tuple[str, ...]]]:
    """The directions (increase / decrease) a ○ ability in force on ``c`` says ``stat`` does
    not move in (「対象の攻撃力は増加しない」, ``NoChangeStep``), with the clauses putting it in
    force and 4.1.12 (the negative beats the effect that would move it)."""
    from ruling.games._mc.cardtext import NoChangeStep

    key = (c.uid, stat)
    if key in _HOLDING:
        return []
    _HOLDING.add(key)
    try:
        found = continuous_steps(ctx, c, NoChangeStep)
    finally:
        _HOLDING.discard(key)
    return [(x.direction, ("4.1.12", *cl)) for x, cl in found if x.stat == stat]


def _unchanged(ctx: Ctx, c: Card, stat: str, full: int, parts: tuple[int, ...]) -> int:
    """``full`` (``stat`` with everything applied) as a 「増加しない / 減少しない」 in force leaves
    it: the effects and ``parts`` (equipment, battle) that would raise (lower) it not applied."""
    held = {d for d, _cl in held_unchanged(ctx, c, stat)}
    if not held:
        return full
    value = int(c.value(stat) or 0)
    for e in sorted(ctx.state.effects_on(c.uid, stat), key=lambda e: e.id):
        if e.op == "set":
            value = int(e.value)
        elif e.op == "add":
            v = int(e.value)
            value += 0 if (v > 0 and "increase" in held) or (v < 0 and "decrease" in held) else v
    for v in parts:
        value += 0 if (v > 0 and "increase" in held) or (v < 0 and "decrease" in held) else v
    return value


def attack(ctx: Ctx, c: Card, printed_only: bool = False) -> int:
    """攻撃力 (2.1.15): printed, plus the equipped items' 追加攻撃力 (2.1.16), effects and what
    the battle adds (``battle_mods``) — but what a 「増加しない」 in force holds back (4.1.12)."""
    if printed_only:
        return int(c.extra.get("attack") or 0) + _worn_bonus(ctx, c, "attack_bonus")
    bonus = sum(int(e.extra.get("attack_bonus") or 0) for e in equipment(ctx, c.uid))
    mods = battle_mods(ctx, c, "attack")[0]
    return _unchanged(ctx, c, "attack", ctx.stat(c.uid, "attack") + bonus + mods, (bonus, mods))


def defense(
    ctx: Ctx, c: Card, printed_only: bool = False, at: tuple[str, str] | None = None
) -> int:
    """防御力 (2.1.17): printed, plus 追加防御力 (2.1.18), effects and the battle's ○ abilities.
    ``at``: where ``c`` is ((player, zone): the card found there), to save looking it up."""
    if printed_only:
        return int(c.extra.get("defense") or 0) + _worn_bonus(ctx, c, "defense_bonus")
    bonus = sum(int(e.extra.get("defense_bonus") or 0) for e in equipment(ctx, c.uid, at))
    base = ctx.state.card_stat(c, c.uid, "defense") if at else ctx.stat(c.uid, "defense")
    mods = battle_mods(ctx, c, "defense", at)[0]
    return _unchanged(ctx, c, "defense", base + bonus + mods, (bonus, mods))


def initiative(ctx: Ctx, c: Card, printed_only: bool = False) -> int:
    """「イニシアチブ:x」 (13.1.1), the unit's own (printed field or text) and its equipment's
    (追加常備能力), summed into one x (13.1.1.1.2)."""
    from ruling.games._mc.cardtext import standing
    from ruling.games._mc.keywords import lost

    own = int(c.extra.get("initiative") or 0) + sum(k.value for k in standing(c, "initiative"))
    if printed_only:
        return own
    gone = lost(ctx, c, "initiative", "x")
    if gone is not None:
        # 「対象は「イニシアチブ:x」を失う」 (10.15.2.1): none but one given after the loss
        return sum(
            int(e.value)
            for e in ctx.state.effects_on(c.uid, "initiative")
            if e.op == "add" and e.id > gone
        )
    # the equipment's, given as a field or printed as 「イニシアチブ:x」 in its text (2.1.21.2)
    extra = sum(
        int(e.extra.get("initiative") or 0) + sum(k.value for k in standing(e, "initiative"))
        for e in equipment(ctx, c.uid)
    )
    mod = sum(int(e.value) for e in ctx.state.effects_on(c.uid, "initiative") if e.op == "add")
    return own + extra + mod + continuous_initiative(ctx, c)[0]


def initiative_parts(ctx: Ctx, c: Card) -> list[int]:
    """The several 「イニシアチブ:x」 ``c`` holds, each one's x (its own printed one, its
    equipment's, each effect's grant, the ○ abilities' in force), those that ``initiative``
    sums into one x (13.1.1.1.2); an x lost (10.15.2.1) leaves only later grants."""
    from ruling.games._mc.cardtext import standing
    from ruling.games._mc.keywords import lost

    gone = lost(ctx, c, "initiative", "x")
    grants = [
        int(e.value)
        for e in ctx.state.effects_on(c.uid, "initiative")
        if e.op == "add" and (gone is None or e.id > gone)
    ]
    if gone is not None:
        return [x for x in grants if x]
    own = [int(c.extra.get("initiative") or 0), *(k.value for k in standing(c, "initiative"))]
    extra = [
        x
        for e in equipment(ctx, c.uid)
        for x in (
            int(e.extra.get("initiative") or 0),
            *(k.value for k in standing(e, "initiative")),
        )
    ]
    cont = continuous_initiative(ctx, c)[0]
    return [x for x in (*own, *extra, *grants, cont) if x]


_READING_INITIATIVE: set[str] = set()


def continuous_initiative(ctx: Ctx, c: Card) -> tuple[int, tuple[str, ...]]:
    """The 「イニシアチブ:+n」 ○ abilities in force on ``c`` give it (「対象に「イニシアチブ:+1」を
    付与する」 of a ○ ability: without a timing while its card is on the battlefield, 14.5.4.2;
    [戦闘] in a battle on its terrain, 14.5.4.1 / 8.3.1.1), summed into its one x (13.1.1.1.2),
    and the clauses that say so; (0, ()) when none is."""
    from ruling.games._mc.cardtext import StatStep

    oa = _owner_area(ctx, c)
    if oa is None or c.uid in _READING_INITIATIVE:
        # (a 「…「イニシアチブ:x」を持つ場合」 condition read while this sum is read: without the
        # ○ grants, so that a grant never depends on itself)
        return 0, ()
    owner, area = oa
    st = ctx.state
    in_battle = bool(st.vars.get("mc.battle")) and area == st.vars.get("mc.battle_area")
    if in_battle and st.vars.get("mc.bare"):
        return 0, ()  # the simultaneous attack strips the battle's units of them (8.3.7.3)
    total, cl = 0, []
    _READING_INITIATIVE.add(c.uid)
    try:
        found = continuous_on(ctx, c, owner, area)
    finally:
        _READING_INITIATIVE.discard(c.uid)
    for _p, src, prog in found:
        combat = "combat" in prog.timings
        if combat and not in_battle:
            continue
        _READING_INITIATIVE.add(c.uid)
        try:
            in_force = steps_in_force(ctx, prog, src, c)
        finally:
            _READING_INITIATIVE.discard(c.uid)
        for x, guard in in_force:
            if isinstance(x, StatStep) and x.stat == "initiative":
                total += x.amount
                cl += ["14.5.1", "14.5.2", "14.5.4", "13.1.1.1.2", *guard] + (
                    ["8.3.1.1", "14.5.4.1"] if combat else ["14.5.4.2"]
                )
    return total, tuple(dict.fromkeys(cl))


def damage_of(c: Card) -> int:
    return int(c.states.get("damage") or 0)


def find_card(ctx: Ctx, ref: Any, player: str | None = None) -> str | None:
    """A card named by uid, ``P.name`` or name (``player``'s cards first)."""
    return cardfind.find_card(ctx, ref, player)


def label(ctx: Ctx, uid: str) -> str:
    c = ctx.card(uid)
    return c.label if c is not None else uid


def die_result(given: Any) -> int:
    """A die result a scenario gives (3.4.1: 1 to 6): a number, or a list of one number (the
    form a list of several dice takes, ``dice: {A: [4]}``); anything else is an input error."""
    v = given[0] if isinstance(given, list) and len(given) == 1 else given
    if isinstance(given, list) and len(given) > 1:
        # a list gives each die of a roll of several (3.4.2: nD is n dice); here one die is
        # rolled, so a longer list names dice that are not rolled
        raise ScenarioInputError(
            "dice",
            f"a die result is a number from 1 to 6, one per die rolled: {given!r} gives"
            f" {len(given)} dice where one die is rolled — a list gives each die only where"
            " several are rolled (3.4.1, 3.4.2)",
            ja=f"{given!r} は{len(given)}個のダイスの結果ですが、ここで振るダイスは1個です: 並びは"
            "複数のダイスを振るときにそれぞれの結果を書きます（3.4.1、3.4.2）",
        )
    if isinstance(v, str) and v.strip().isdigit():
        v = int(v)
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
        raise ScenarioInputError(
            "dice",
            f"a die result is a number from 1 to 6, or a list of one (dice: {{A: 4}} or"
            f" {{A: [4]}}), not {given!r} (3.4.1)",
            ja=f"ダイスの結果は1〜6の数（または1つだけの並び: dice: {{A: 4}} か {{A: [4]}}）です:"
            f" {given!r} は読めません（3.4.1）",
        )
    return v


def dice_results(given: Any, player: str) -> list[int]:
    """The results of a declaration's dice in order (10.1.8): a list, one number, or a map of
    the rolling player to either; anything else is an input error."""
    if isinstance(given, dict):
        if player not in given:
            raise ScenarioInputError(
                "dice",
                f"the dice are {player}'s (the player who uses the ability): dice: {given!r}"
                f" names no {player}",
                ja=f"ダイスを振るのは {player}（能力を使用するプレイヤー）です: dice: {given!r} に"
                f" {player} がありません",
            )
        given = given[player]
    if given is None:
        return []
    items = given if isinstance(given, list) else [given]
    return [die_result(v) for v in items]


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
        return die_result(given)
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
        chance=True,
    )
    return int(got)


# the zones whose cards are public information to every player (chapter 5): 【時の歯車】 on a
# card there is in force for all (15.4.2); the battlefield's but for a face-down card (5.1.2.3)
_PUBLIC_ZONES = {"discard": "5.1.5.6", "removed": "5.1.6.5", "effect": "5.1.7.4"}


def gear_of_time(ctx: Ctx, player: str) -> Generator[Any, Any, tuple[bool, tuple[str, ...]]]:
    """Whether 【時の歯車】 (15.4.9.2) is in force for ``player``, and the clauses that say so.
    An additional rule is in force for a player to whom its card is public information (15.4.2):
    a card on the battlefield face up (5.1.2.3), in a discard pile (5.1.5.6), the exclusion zone
    (5.1.6.5) or the effect zone (5.1.7.4); a deck's cards are hidden (5.1.3.6) and so is the
    enemy's hand (5.1.4.3). A card in the player's own hand is the unsettled point
    ``additional_rule_own_hand``: public to him (5.1.4.3), or in a hidden state that never
    became public (4.11.1.2, 15.4.2 「公開情報になった際」). Several in force are one (15.4.9.2:
    「この追加ルールは重複しない」)."""
    from ruling.games._mc.cardtext import standing as printed

    own_hand = False
    for p, ps in ctx.state.players.items():
        for z, cards in ps.zones.items():
            for c in cards:
                if not printed(c, "gear_of_time"):
                    continue  # a face-down card's text is none (5.1.2.3)
                if z in _PUBLIC_ZONES:
                    return True, ("15.4.2", _PUBLIC_ZONES[z], "15.4.9.2")
                if area_of_zone(z) is not None:
                    return True, ("15.4.2", "5.1.2.3", "15.4.9.2")
                if z == "hand" and p == player:
                    own_hand = True
    if not own_hand:
        return False, ()
    from ruling import unsettled

    if (yield from unsettled.holds(player, "mc", "additional_rule_own_hand", "in_force")):
        return True, ("15.4.2", "5.1.4.3", "15.4.9.2")
    return False, ("15.4.2", "4.11.1.2")


def gear_on_effect_dice(ctx: Ctx, player: str) -> None:
    """An effect's dice rolled by ``player`` in a battle while a card with 【時の歯車】 may be
    in force for him (``gear_of_time``'s zones, his own hand included): its 「+1D」 on such a
    dice result (15.4.9.2), and with 「nDして高い目1つ」 (3.4.4) whether it adds a die to choose
    from or to the result kept (3.4.5), is not run yet — refused, not rolled without it."""
    from ruling.games._mc.cardtext import standing as printed

    if not ctx.state.vars.get("mc.battle"):
        return
    for p, ps in ctx.state.players.items():
        for z, cards in ps.zones.items():
            public = z in _PUBLIC_ZONES or area_of_zone(z) is not None
            if not (public or (z == "hand" and p == player)):
                continue
            if any(printed(c, "gear_of_time") for c in cards):
                raise Unsupported(
                    "【時の歯車】's 「+1D」 on an effect's dice result in a battle (15.4.9.2; with"
                    " 「nDして高い目1つ」, 3.4.4 / 3.4.5) is not run yet — only the initiative die"
                )


def roll_dice(
    ctx: Ctx,
    player: str,
    n: int,
    why_ja: str,
    why_en: str,
    clauses: tuple[str, ...],
    given: Any = None,
    classes: Any = None,
    spare: bool = False,
) -> Proc:
    """``n`` dice rolled at once, their sum (3.4.2: nD). ``given``: the scenario's results in
    order (a number for the first die, or a list of up to ``n``); a die it does not give is a
    choice of kind ``dice`` (``roll_die``). ``classes``: for the sum, a map total -> (sig, ja,
    en) used on the last die (results leading to the same game are one branch). ``spare``: the
    reading taken has no 「+1D」 where the other has (``gear_of_time``): the list's one die more,
    the +1D die of the other reading, is not rolled."""
    if isinstance(given, list):
        if spare and len(given) == n + 1:
            given = given[:n]
        if len(given) > n:
            die_result(given)  # refused with its message (more dice than rolled)
        known = [die_result(v) for v in given]
    else:
        known = [] if given is None else [die_result(given)]
    total = sum(known)
    for i in range(len(known), n):
        last = i == n - 1
        cl = {v: classes(total + v) for v in range(1, 7)} if classes and last else None
        total += yield from roll_die(ctx, player, why_ja, why_en, clauses, None, cl)
    return total


def _printed_fields(st: Any) -> None:
    """Each card's numbers of chapter 2.1 printed in its text as lines of their own (「攻撃力:3」,
    「追加攻撃力:+2」, 「リミット:6」 …, ``cardtext.printed_values``): the card's value where its
    entry gives none (2.1.12.1, 2.1.15.1-2.1.18.1, 2.1.25.1, 2.1.26.1). One the entry gives is
    the card's (the text's line is the same information)."""
    from ruling.games._mc.cardtext import printed_values

    for p in st.players:
        for zone in st.players[p].zones.values():
            for c in zone:
                if not c.text:
                    continue
                for name, v in printed_values(c).items():
                    if name == "level":
                        if c.level is None and c.extra.get("level") is None:
                            c.level = v
                    elif c.extra.get(name) is None:
                        c.extra[name] = v


# an item card's number for a unit's attack / defence: its 追加攻撃力 / 追加防御力
_ITEM_BONUS = {"attack": "attack_bonus", "defense": "defense_bonus"}


def _item_bonus_fields(st: Any) -> None:
    """An item card given an ``attack`` / ``defense``: 攻撃力 and 防御力 are a unit's values
    (2.1.15.1, 2.1.17.1); the number an item card has for them is what it adds to the unit
    equipping it, its 追加攻撃力 / 追加防御力 (2.1.16.1, 2.1.18.1) — read as that where the entry
    gives none."""
    for p in st.players:
        for zone in st.players[p].zones.values():
            for c in zone:
                if c.type != "item":
                    continue
                for name, bonus in _ITEM_BONUS.items():
                    if c.extra.get(name) is not None and c.extra.get(bonus) is None:
                        c.extra[bonus] = c.extra.pop(name)


def setup(ctx: Ctx) -> None:
    st = ctx.state
    open_zones(ctx, ("deck", "hand", "discard", "removed", "effect", *(zid(a) for a in AREAS)))
    _printed_fields(st)
    _item_bonus_fields(st)
    for p in st.players:
        for a in AREAS:
            for c in st.zone(p, zid(a)):
                host = c.extra.get("equipped_to")
                if host:
                    uid = next(
                        (x.uid for x in st.zone(p, zid(a)) if x.name == host or x.uid == host),
                        None,
                    )
                    if uid is not None:
                        c.states["on"] = uid
                if c.extra.get("damage"):
                    c.states["damage"] = int(c.extra["damage"])
                if c.extra.get("instant_turn"):
                    c.states["instant_turn"] = int(c.extra["instant_turn"])


def carry_damage(ctx: Ctx, cards: list[Card]) -> Generator[Any, Any, None]:
    """The damage of ``cards`` outlasts the battle or phase now ending: no clause removes damage
    (11.3.1.2.1 looks at the damage a unit 「受けている」; 8.3.8.4 and 4.6.9 end effects, not
    damage). Recorded as carried, so that a later death it decides says the point is open
    (``carried``, mc.unsettled damage_carried_over)."""
    if not cards:
        return
    held = dict(ctx.state.vars.get("mc.carried") or {})
    for c in cards:
        held[c.uid] = damage_of(c)
    yield SetVar(key="mc.carried", value=held)


def carried(ctx: Ctx, c: Card) -> int:
    """The part of ``c``'s damage received before a battle or phase that has ended."""
    return min(int((ctx.state.vars.get("mc.carried") or {}).get(c.uid) or 0), damage_of(c))


def resisted_lapsing(ctx: Ctx, c: Card, until: str) -> int:
    """The damage a 「耐性:x」 kept from killing ``c`` whose x it holds only by a grant ending now
    (``until``: battle / phase): lost, that damage kills as any (13.1.7.5)."""
    from ruling.games._mc.keywords import held

    grants = [e for e in ctx.state.effects_on(c.uid, "resistance") if e.op == "grant"]
    ending = {str(e.value) for e in grants if e.until == until}
    still = {str(k.text) for k in held(ctx, c, "resistance")}
    still |= {str(e.value) for e in grants if e.until != until}
    return sum(
        int(n)
        for x, n in (c.states.get("resisted_x") or {}).items()
        if x in ending and x not in still
    )


# the clause listing what may be done in a phase's play step
PHASE_ACTIONS: dict[str, tuple[str, ...]] = {"main": ("7.3.3",), "summon": ("7.4.4",)}


def not_applied_since(ctx: Ctx, start: int) -> tuple[int, ...]:
    """The steps after ``start`` that found an effect not applied (4.1.15 cited): what a part
    before 「効果適用後、」 not applied rests on (4.1.11)."""
    return tuple(i for i in range(start + 1, ctx.last + 1) if "4.1.15" in ctx.clauses_of(i))
