"""Shared helpers for Victory Spark: zones, finding cards, a card's attack and defence power
after the continuous effects on it (8.9), partners (2.7), turn facts.

Conventions: the ring is one slot zone ``ring``; the bench is three slot zones ``bench.left``,
``bench.center``, ``bench.right`` (3.3.3.3); ``energy`` holds face-down cards whose
orientation is ``stand`` / ``rest`` / ``reverse`` (4.9.1); ``retire`` is the リタイヤ置場,
``waiting`` the 控え室. Accumulated damage is a card state ``damage`` (7.1.5.3). A deck the
scenario does not list is unknown, not empty.
"""

from __future__ import annotations

from collections.abc import Generator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from ruling import cardfind, unsettled
from ruling.core import Ctx
from ruling.hidden_order import HiddenOrder, top_card
from ruling.pregame import open_zones
from ruling.rules import Choose, Option, SetVar
from ruling.state import Card

Proc = Generator[Any, Any, Any]

BENCHES = ("left", "center", "right")
BENCH_ZONES = tuple(f"bench.{b}" for b in BENCHES)
FIELD_ZONES = ("ring", *BENCH_ZONES)
BENCH_JA = {"left": "左ベンチ", "center": "中央ベンチ", "right": "右ベンチ"}


def who(ctx: Ctx, p: dict[str, Any]) -> str:
    return p.get("player") or ctx.state.turn.player


def first_turn(ctx: Ctx) -> bool:
    """The first player's first turn (turn 1; 4.13.4, 6.3.1.4, 6.5.1.2.4.1, 7.1.3.2.6)."""
    return ctx.state.turn.number == 1


def zone_of(ctx: Ctx, uid: str) -> str | None:
    w = ctx.where(uid)
    return w[1] if w else None


def on_field(ctx: Ctx, uid: str) -> bool:
    return zone_of(ctx, uid) in FIELD_ZONES


def ring_card(ctx: Ctx, player: str) -> Card | None:
    ring = ctx.zone(player, "ring")
    return ring[0] if ring else None


def bench_cards(ctx: Ctx, player: str) -> list[Card]:
    return [c for z in BENCH_ZONES for c in ctx.zone(player, z)]


def field_cards(ctx: Ctx, player: str | None = None) -> list[Card]:
    players = [player] if player else list(ctx.state.players)
    return [c for p in players for z in FIELD_ZONES for c in ctx.zone(p, z)]


def bench_zone(ref: Any) -> str | None:
    """``left`` / ``bench.left`` / 左ベンチ -> ``bench.left``."""
    if ref is None:
        return None
    s = str(ref)
    s = s.removeprefix("bench.")
    for b, ja in BENCH_JA.items():
        if s in (b, ja):
            return f"bench.{b}"
    return None


def find_card(
    ctx: Ctx, ref: Any, player: str | None = None, zones: tuple[str, ...] | None = None
) -> str | None:
    """A card named by uid, ``P.name``, ``P.ring`` / ``P.left`` (a slot), or name (searched in
    ``player``'s ``zones`` first, then everywhere)."""
    return cardfind.find_card(ctx, ref, player, zones, slot=_slot_zone, bare_slots=False)


def _slot_zone(ref: str) -> str | None:
    """The zone of the slot ``ref`` names after ``P.``: the ring or a bench."""
    return "ring" if ref == "ring" else bench_zone(ref)


def label(ctx: Ctx, uid: str) -> str:
    c = ctx.card(uid)
    return c.label if c is not None else uid


def damage_of(card: Card) -> int:
    return int(card.states.get("damage") or 0)


def _as_list(v: Any) -> list[str]:
    if v is None:
        return []
    if isinstance(v, list | tuple):
        return [str(x) for x in v]
    return [x for x in str(v).replace("／", "/").split("/") if x]


def is_partner(card: Card, of: Card) -> bool:
    """2.7: ``card`` is ``of``'s partner when one of its names is one of ``of``'s partner names
    and one of its titles one of ``of``'s partner titles (2.7.2)."""
    names = _as_list(card.name) + _as_list(card.value("names"))
    titles = _as_list(card.value("title"))
    pn = _as_list(of.value("partner_name"))
    pt = _as_list(of.value("partner_title"))
    return bool(pn and pt and set(names) & set(pn) and set(titles) & set(pt))


def crossed_partner(card: Card, of: Card) -> bool:
    """``of`` prints as many partner names as partner titles, more than one (pairs, 2.5.2 /
    2.6.2), and ``card`` matches a name of one pair and a title of another, and no pair whole."""
    names = set(_as_list(card.name) + _as_list(card.value("names")))
    titles = set(_as_list(card.value("title")))
    pn = _as_list(of.value("partner_name"))
    pt = _as_list(of.value("partner_title"))
    if len(pn) < 2 or len(pn) != len(pt):
        return False
    return not any(n in names and t in titles for n, t in zip(pn, pt, strict=True))


def half_partner(card: Card, of: Card) -> bool:
    """``of`` prints a partner name and no partner title, or a title and no name, and ``card``
    matches the one printed: 2.7.1 / 7.1.3.2.2 ask the name and the title to match and say nothing
    of one that is absent (the point partner_half_absent)."""
    names = _as_list(card.name) + _as_list(card.value("names"))
    titles = _as_list(card.value("title"))
    pn = _as_list(of.value("partner_name"))
    pt = _as_list(of.value("partner_title"))
    if bool(pn) == bool(pt):
        return False
    return bool(set(names) & set(pn)) if pn else bool(set(titles) & set(pt))


# the reading of partner_half_absent taken (True: no condition on the absent one)
HALF_PARTNER_READING = "vs.partner_half_absent"


def partner_of(ctx: Ctx, card: Card, of: Card, player: str) -> Proc:
    """Whether ``card`` is ``of``'s partner (2.7.1, ``is_partner``); where ``of`` prints only one
    of the partner name and the partner title and ``card`` matches it (``half_partner``), the
    reading of the point partner_half_absent, asked once per ruling (both readings run)."""
    if is_partner(card, of):
        if not crossed_partner(card, of):
            return True
        # several partner names and titles printed in pairs, matched one of each but of different
        # pairs: 2.7.2 「その一つずつが合っていれば」 read as written, or its 「A1/B1」 as pairs
        # — the audit's partner_pairs_crossed, both readings run
        return bool(
            (
                yield unsettled.choose(
                    player, "vs", "partner_pairs_crossed", {"each_one": True, "pairs": False}
                )
            )
        )
    if not half_partner(card, of):
        return False
    got = ctx.state.vars.get(HALF_PARTNER_READING)
    if got is None:
        got = yield unsettled.choose(
            player, "vs", "partner_half_absent", {"nothing_to_match": False, "no_condition": True}
        )
        yield SetVar(key=HALF_PARTNER_READING, value=bool(got))
    return bool(got)


def partner_clauses(card: Card, of: Card) -> tuple[str, ...]:
    """The clauses the partner comparison of ``card`` with ``of``'s partner reads: the
    definition (2.7.1); with several partner names or titles, each compared one by one (2.7.2);
    a card of several names or titles has each treated apart (2.1.2 / 2.1.2.1, 2.3.2 /
    2.3.2.1) — the one that matches is one of them; a card may print several partner names
    (2.5.2) or partner titles (2.6.2)."""
    out: tuple[str, ...] = ("2.7.1",)
    several_names = len(_as_list(card.name) + _as_list(card.value("names"))) > 1
    several_titles = len(_as_list(card.value("title"))) > 1
    several_pn = len(_as_list(of.value("partner_name"))) > 1
    several_pt = len(_as_list(of.value("partner_title"))) > 1
    if several_pn or several_pt or several_names or several_titles:
        # 2.7.2 「…その一つずつが合っていればパートナーであると扱います。例えば、…A1/B1 である時、名前が
        # A1 であり A2、称号が B1 であり B2 であるカードはそのカードのパートナーです」: its example is the
        # compared card's several names and titles, each matched one by one
        out += ("2.7.2",)
    if several_pn:
        out += ("2.5.2",)
    if several_pt:
        out += ("2.6.2",)
    if several_names:
        out += ("2.1.2", "2.1.2.1")
    if several_titles:
        out += ("2.3.2", "2.3.2.1")
    return out


# --------------------------------------------------------------------------- values (8.9)


@dataclass
class View:
    ap: int = 0
    dp: int = 0
    clauses: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)


def view(ctx: Ctx, uid: str) -> View:
    """8.9.1: the printed values are the base (8.9.1.1); effects that set a value, then those
    that change it (8.9.1.3), additions and subtractions before multiplications (8.9.1.8)."""
    card = ctx.card(uid)
    v = View()
    if card is None:
        return v
    v.ap = int(card.value("ap") or 0)
    v.dp = int(card.value("dp") or 0)
    effs = [e for e in ctx.state.effects if e.target == uid and e.stat in ("ap", "dp")]
    w = ctx.where(uid)
    # 8.9.1.6: an effect on a player's ring (no card chosen) applies to the card there now
    # 「ベンチ / フィールドのカードすべてを+A/+B」 read as an effect on the zone (the audit's
    # zone_cards_unchosen): a card there now, put there after it too
    zones_of = (
        ()
        if w is None
        else (f"{w[0]}.ring", f"{w[0]}.field")
        if w[1] == "ring"
        else (f"{w[0]}.bench", f"{w[0]}.field")
        if w[1].startswith("bench")
        else ()
    )
    ring = [e for e in ctx.state.effects if e.target in zones_of and e.stat in ("ap", "dp")]
    effs += ring
    if ring:
        v.clauses.append("8.9.1.6")
        v.sources += [f"effect:{e.id}" for e in ring]  # they changed no card: watch them
    # 8.9.1.5: a 「選び」 effect on the card that was here before (it left, 3.1.3) does not reach
    # this one, moved in after it: said where the value is read
    gone = _chosen_effects_left(ctx, card, w)
    if gone:
        v.clauses += ["8.9.1.5", "3.1.3"]
        v.sources += gone
    # every continuous technique that would reach the card, read against its [領域] (2.14.4,
    # 8.1.1.4): applied or, its card not in that area, left out (the value as it is)
    # (the clauses the descriptions read as they matched this card — 『X』 naming it by its name,
    # 2.1.1.1 — are cited with what applies)
    used: list[str] = []
    token = MOVED_READ_USED.set(used) if MOVED_READ_USED.get() is None else None
    try:
        applied, read = _statics(ctx, uid)
    finally:
        if token is not None:
            MOVED_READ_USED.reset(token)
    effs += applied
    v.clauses += read
    if applied:
        v.clauses += [c for c in used if c not in v.clauses]
    sets = [e for e in effs if e.op == "set"]
    adds = [e for e in effs if e.op == "add"]
    muls = [e for e in effs if e.op == "multiply"]
    if ctx.state.vars.get(SET_READING) == "timestamp":
        # 8.9.1.4 read as ordering a "set" and an addition that arose before it: in the order
        # they arose, the later "set" overriding the earlier addition — and an earlier
        # multiplication (「2倍にする」): only one that arose after the last "set" is applied
        for e in sorted(sets + adds, key=arose):
            _apply(v, e)
        if sets:
            last = max(arose(e) for e in sets)
            muls = [e for e in muls if arose(e) > last]
    else:
        # the later one wins (8.9.1.4); 「使用された時点」 of an automatic technique read as when
        # it was put in the resolution zone (technique_used_time ``triggered``, 8.1.1.3.2)
        used = ctx.state.vars.get(USED_AT) or {}
        by_trigger = ctx.state.vars.get(USED_TIME_READING) == "triggered" and all(
            str(e.id) in used for e in sets
        )
        later = ctx.state.vars.get(SIMUL_READING)

        def order(e: Any) -> tuple[int, int]:
            # two settings that arose at one moment (simultaneous_settings): the reading taken
            # says whose card's effect is the later
            src = ctx.card(str(e.source))
            last = int(bool(later) and src is not None and src.owner == later)
            return (used[str(e.id)] if by_trigger else arose(e), last)

        for e in sorted(sets, key=order):
            _apply(v, e)
        for e in adds:
            _apply(v, e)
    # 8.9.1.8: additions and subtractions first, then multiplications
    for e in muls:
        if e.stat == "ap":
            v.ap = times(v.ap, e.value)
        else:
            v.dp = times(v.dp, e.value)
    if effs or read:
        # 8.9.1.3 applies every continuous effect that changes the value: a continuous technique
        # read and not in force (its card outside its [領域]) is one it finds none of
        v.clauses += ["8.9.1", "8.9.1.1", "8.9.1.3"]
    if muls:
        v.clauses.append("8.9.1.8")
        v.sources += [f"effect:{e.id}" if e.id >= 0 else e.source for e in adds + muls]
    if len(sets) > 1 or set_after_addition(effs):
        v.clauses.append("8.9.1.4")
        v.sources += [f"effect:{e.id}" if e.id >= 0 else e.source for e in effs]
    return v


def times(value: int, factor: Any) -> int:
    """``value`` multiplied by ``factor`` (8.9.1.8): an integer, or ``(n, d)`` for n/d (「半分」:
    (1, 2)); a result that is not whole is rounded down (the rules print only even values)."""
    if isinstance(factor, tuple | list):
        n, d = int(factor[0]), int(factor[1])
        return (value * n) // d
    return value * int(factor or 0)


# the reading of 8.9.1.3 / 8.9.1.4 chosen when a "set" arises after an addition to the same value
SET_READING = "vs.set_reading"
# 「…にする」 effects made by a technique resolved: effect id -> the order its technique was put in
# the resolution zone (``techniques._set_used``); the reading of technique_used_time taken
USED_AT = "vs.set_used_at"
USED_TIME_READING = "vs.used_time_reading"


# the reading within_zone of bench_frame_move: a card moved from one bench frame to another
# stays in its one zone, the bench (3.3.3.2), so 8.9.1.4's 「その能力を持つカードが現在の領域に
# 置かれた時点」 is still when it came onto the bench: {uid: (its ``Card.placed`` after the frame
# move, the time it came into the zone)} — read by ``zone_arrival`` while that stay lasts
ZONE_ARRIVAL = "vs.zone_arrival"


def zone_arrival(ctx: Ctx, card: Card) -> int:
    """When ``card`` was put in its current zone (8.9.1.4's order of a continuous technique):
    its ``Card.placed``, or, after moves between bench frames read as within one zone
    (bench_frame_move ``within_zone``), when it came onto the bench."""
    kept = (ctx.state.vars.get(ZONE_ARRIVAL) or {}).get(card.uid)
    if kept is not None and kept[0] == card.placed:
        return int(kept[1])
    return int(card.placed)


def keep_zone_arrival(ctx: Ctx, uid: str, before: int) -> Generator[Any, Any, None]:
    """After a move between bench frames read as within the one bench: the card keeps the time
    it came into the zone (``before``, its ``zone_arrival`` before the move) for 8.9.1.4."""
    card = ctx.card(uid)
    if card is None or card.placed == before:
        return
    kept = dict(ctx.state.vars.get(ZONE_ARRIVAL) or {})
    kept[uid] = (card.placed, before)
    yield SetVar(key=ZONE_ARRIVAL, value=kept)


def arose(e: Any) -> int:
    """When a continuous effect arose (8.9.1.4): an effect's id, or a continuous technique's
    ``arose`` (its card put in its current zone); -1 when it is not known."""
    return int(getattr(e, "arose", e.id) if getattr(e, "arose", -1) >= 0 else e.id)


def _apply(v: View, e: Any) -> None:
    n = int(e.value or 0)
    cur = v.ap if e.stat == "ap" else v.dp
    new = n if e.op == "set" else cur + n
    if e.stat == "ap":
        v.ap = new
    else:
        v.dp = new


def set_after_addition(effs: list[Any]) -> bool:
    """A "set" of a value that arose after an addition (or a multiplication, 「2倍にする」) to the
    same value: 8.9.1.3 applies all value-changing effects together and 8.9.1.4 orders them by
    time only "if they contradict", while 8.9.1.8 orders additions before multiplications and
    places no "set" — so whether the later "set" overrides the earlier change is not settled by
    the text."""
    for s in effs:
        if s.op == "set" and any(
            a.op in ("add", "multiply") and a.stat == s.stat and 0 <= arose(a) < arose(s)
            for a in effs
        ):
            return True
    return False


def set_reading(ctx: Ctx, uid: str, stat: str) -> Proc:
    """Before a "set" of ``stat`` on ``uid`` arises after an addition to it (``set_after_addition``),
    the reading of 8.9.1.3 / 8.9.1.4 is a reading choice (8.9.1.8, the calculation method of the
    attack and defence, places no "set" that would settle it): the engine's (every "set" first, the
    additions on top, as 8.9.1.3 applies them all together) or the timestamp order of 8.9.1.4
    (the later "set" overrides the earlier addition). Asked once per ruling."""
    st = ctx.state
    if st.vars.get(SET_READING) is not None:
        return
    # the cards the set reaches: the card, or the card in the ring an effect on it names (8.9.1.6)
    pl, _, z = uid.partition(".")
    cards = [c.uid for c in ctx.zone(pl, z)] if z == "ring" and pl in st.players else [uid]
    # an addition, or a multiplication (「2倍にする」, 8.9.1.8), to the value before it
    changes = ("add", "multiply")
    added = any(
        e.stat == stat and e.op in changes and (e.target == uid or e.target in cards)
        for e in st.effects
    ) or any(
        e.stat == stat and e.op in changes and arose(e) >= 0
        for c in cards
        for e in _statics(ctx, c)[0]
    )
    if not added:
        return
    how = yield Choose(
        st.turn.player,
        "reading",
        "8.9.1.3・8.9.1.4・8.9.1.8 の読み方: 先に発生した加算（または掛け算）の後で値を「…にする」効果が発生した。"
        "8.9.1.3 は値を変更する継続効果をすべて適用し、8.9.1.4 は「互いに矛盾する場合」だけ発生順を定め、"
        "攻撃力・防御力の計算方法 8.9.1.8 は足し算・引き算と掛け算・割り算の順だけを定めて「…にする」の位置を定めない",
        "the reading of 8.9.1.3, 8.9.1.4, 8.9.1.8: a 'becomes N' arose after an addition (or a "
        "multiplication) to the same value; 8.9.1.3 applies every value-changing effect, 8.9.1.4 orders them by time "
        "only 'if they contradict', and the calculation method of the attack and defence "
        "(8.9.1.8) orders additions before multiplications and places no 'becomes'",
        (
            Option(
                "set_first",
                "「…にする」を先に適用し、加算（掛け算）はその上に（矛盾しない）",
                "the 'becomes' first, the addition (multiplication) on top (they do not contradict)",
                "set_first",
            ),
            Option(
                "timestamp",
                "発生順に適用し、後の「…にする」が先の加算（掛け算）を上書きする（矛盾する）",
                "in the order they arose: the later 'becomes' overrides the addition "
                "(multiplication)",
                "timestamp",
            ),
        ),
        ("8.9.1.3", "8.9.1.4", "8.9.1.8"),
        reading=True,
    )
    yield SetVar(key=SET_READING, value=how)


# the reading of face_down_own_move_trigger taken (True: it triggers; absent: not asked yet;
# ``basic.face_down_trigger_reading``, read by ``techniques._own_move_triggers``)
FACE_DOWN_TRIGGER_READING = "vs.face_down_own_move_trigger"
FACE_DOWN_LEFT = "vs.left_surprise_face_down"  # the uids of such cards that left it face down

# the reading of face_down_continuous_technique taken (True: in force; absent: not asked yet)
FACE_DOWN_READING = "vs.face_down_continuous"


def face_down_reading(ctx: Ctx) -> Proc:
    """A continuous technique of a face-down surprise card whose [領域] is the surprise zone: the
    point face_down_continuous_technique (8.1.1.4 / 2.14.4 against 3.9.1), asked once, at the
    first check timing such a card is there — both readings run, the engine's own (in force)
    first; ``cardtext._in_force`` leaves the face-down card's techniques out under the other."""
    from ruling.games._vs.cardtext import programs

    if ctx.state.vars.get(FACE_DOWN_READING) is not None:
        return
    for p in ctx.state.order():
        for c in ctx.zone(p, "surprise"):
            if c.face_up or not c.text:
                continue
            if any(
                prog.kind == "continuous" and "surprise" in prog.areas for _i, prog in programs(c)
            ):
                in_force = yield unsettled.choose(
                    p,
                    "vs",
                    "face_down_continuous_technique",
                    {"in_force": True, "not_in_force": False},
                )
                yield SetVar(
                    key=FACE_DOWN_READING,
                    value=bool(in_force),
                    clauses=() if in_force else ("3.9.1",),
                    ja=f"{c.label} は裏向き: その永続の技は"
                    + ("発生している" if in_force else "発生していない"),
                    en=f"{c.label} is face down: its continuous technique is "
                    + ("in force" if in_force else "not in force"),
                )
                return


# the reading of continuous_technique_cannot_use taken: False when a continuous technique of a card
# whose techniques 「使えない」 is not in force (``cardtext._in_force`` / ``_static_reach``)
CANNOT_USE_READING = "vs.continuous_cannot_use"


def cannot_use_reading(ctx: Ctx) -> Proc:
    """A field card with a continuous technique in its [領域] whose techniques 「使えない」 (no kind
    named, ``cardtext.cannot_use``): the point continuous_technique_cannot_use (8.12.3 / 8.12.4
    define it for the automatic and the activated only; 2.14.1 calls every technique's effect its
    use), asked once, at the first check timing such a card is there — both readings run, the
    engine's own (in force) first."""
    from ruling.games._vs.cardtext import cannot_use_stops

    if ctx.state.vars.get(CANNOT_USE_READING) is not None:
        return
    for c in field_cards(ctx):
        why = cannot_use_stops(ctx, c.uid)
        if why is None:
            continue
        in_force = yield unsettled.choose(
            c.owner,
            "vs",
            "continuous_technique_cannot_use",
            {"in_force": True, "stopped": False},
        )
        yield SetVar(
            key=CANNOT_USE_READING,
            value=bool(in_force),
            clauses=("8.12.3", "8.12.4", "8.1.1.4") if in_force else ("2.14.1", "1.3.1"),
            ja=f"{c.label} の技は使えない（{why}）: その永続の技は"
            + ("発生している" if in_force else "発生していない"),
            en=f"{c.label}'s techniques cannot be used ({why}): its continuous technique is "
            + ("in force" if in_force else "not in force"),
        )
        return


# the reading of simultaneous_settings taken: the player whose card's effect is the later
SIMUL_READING = "vs.simultaneous_settings"


def simultaneous_reading(ctx: Ctx) -> Proc:
    """Two permanent abilities of different players' cards set one value of a field card to
    different numbers and arose at one moment (8.9.1.4 orders them by when their cards were put
    in their zones: the ring cards of the pre-game procedure, 5.2.1.2 / 5.2.1.6, share it): which
    is the later is the audit's ``simultaneous_settings`` — both readings run, asked once."""
    st = ctx.state
    if st.vars.get(SIMUL_READING) is not None:
        return
    for c in field_cards(ctx):
        sets = [e for e in _statics(ctx, c.uid)[0] if e.op == "set"]
        for a in sets:
            for b in sets:
                ca, cb = ctx.card(a.source), ctx.card(b.source)
                if (
                    a.stat == b.stat
                    and a.value != b.value
                    and arose(a) >= 0
                    and arose(a) == arose(b)
                    and ca is not None
                    and cb is not None
                    and ca.owner != cb.owner
                ):
                    tp = st.turn.player
                    who = yield unsettled.choose(
                        tp,
                        "vs",
                        "simultaneous_settings",
                        {"turn_player_last": tp, "non_turn_player_last": st.opponent(tp)},
                    )
                    yield SetVar(key=SIMUL_READING, value=who)
                    return


def value_readings(ctx: Ctx) -> Proc:
    """``Game.value_readings``: a continuous technique's 「…をNにする」 in force (it arose when its
    card was put in its zone, 8.9.1.4) after an addition to the same value of a field card — the
    reading set_after_addition (``set_reading``), asked at the check timing after the card came
    (``view`` is a computation that cannot ask)."""
    yield from face_down_reading(ctx)
    yield from cannot_use_reading(ctx)
    yield from simultaneous_reading(ctx)
    if ctx.state.vars.get(SET_READING) is not None:
        return
    for c in field_cards(ctx):
        statics_of = _statics(ctx, c.uid)[0]
        if not any(e.op == "set" for e in statics_of):
            continue
        mine = [e for e in ctx.state.effects if e.target == c.uid and e.stat in ("ap", "dp")]
        for stat in ("ap", "dp"):
            effs = [e for e in (*statics_of, *mine) if e.stat == stat]
            if set_after_addition(effs):
                yield from set_reading(ctx, c.uid, stat)
                return


def _statics(ctx: Ctx, uid: str) -> tuple[list[Any], tuple[str, ...]]:
    """Continuous abilities of cards in play that change ``uid``'s values (8.1.1.4), and the
    clauses read to decide them."""
    from ruling.games._vs.cardtext import statics

    return statics(ctx, uid)


def value_watch(ctx: Ctx, uid: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys([uid, *view(ctx, uid).sources]))


def standing_energy(ctx: Ctx, player: str) -> list[Card]:
    return [c for c in ctx.zone(player, "energy") if c.orientation == "stand"]


def shuffled(ctx: Ctx, player: str) -> Proc:
    """Record that ``player``'s deck was just shuffled (after its ``Shuffle`` event): the order of
    every card now in it is hidden (3.2.2) until a card is put on top of it."""
    from ruling.rules import SetVar

    yield SetVar(key=f"vs.shuffled_at.{player}", value=ctx.state.seq)


def take_top(ctx: Ctx, player: str) -> Proc:
    """The top card of ``player``'s deck. After a shuffle its order is hidden (3.2.2): unless a
    card was put on top since, the top card is whichever the shuffle left there — when the
    deck's cards differ the ruling branches on it (``deck_order``), it never picks one."""
    order = HiddenOrder(
        f"シャッフル後の{player}の山札の1番上のカード（無作為）",
        f"the top card of {player}'s shuffled deck (random)",
        ("3.2.2",),
        lambda c: Option(c.name or c.uid, c.label, c.label, c.uid, sig=c.signature()),
        # a random result, no player's decision (3.2.2: the order is unknown to every player
        # after the shuffle): the ruling says it depends on chance, or not (as vg and ws do)
        chance=True,
    )
    at = ctx.state.vars.get(f"vs.shuffled_at.{player}")
    return (yield from top_card(player, ctx.zone(player, "deck"), at is not None, at, order))


def chosen_effect(source: str) -> bool:
    """Whether an effect, by the text it came from (its ``source``: the text, or a card's name
    with the text in 「」), is one of a 「～選び」 step on the card it changes (8.9.1.5): a choice
    followed by a change of the card chosen."""
    return bool(chosen_zones(source))


def chosen_zones(source: str) -> tuple[str, ...]:
    """The zones the 「～選び」 step an effect came from chose among (``GROUPS``: 「あなたの
    フィールドのカードを1枚選び」 the ring and the bench frames), by the text it came from (its
    ``source``, as ``chosen_effect``); () when the effect is not one of a choice followed by a
    change of the card chosen."""
    from ruling.abilities import abilities_of
    from ruling.games._vs.cardtext import GROUPS, compile_effect
    from ruling.state import Card as _Card

    text = source[source.index("「") + 1 : source.rindex("」")] if "「" in source else source
    if not text:
        return ()
    prog, _why = compile_effect(text)
    if prog is None:
        abl = abilities_of("vs", _Card("lk", "lk", text=text))
        prog = abl[0].program if len(abl) == 1 and abl[0].supported else None
    ops = list(getattr(prog, "ops", ()) or ())
    return next(
        (
            GROUPS.get(a.who, ("", ("?",)))[1]
            for i, a in enumerate(ops)
            if a.kind == "choose"
            and any(b.kind == "stat" and b.who == "chosen" for b in ops[i + 1 :])
        ),
        (),
    )


def last_known(ctx: Ctx, card: Card, player: str, zone: str) -> dict[str, Any] | None:
    """What a card leaving the field keeps of its stay there (``Game.last_known``): the effects
    of 「～選び」 steps on it (8.9.1.5), by id — they end with the move (3.1.3) — and its attack
    and defence there (8.7.1.2: an ability asking the information of a card that moved from the
    field to another zone reads it as it was on the field; ``field_info``), each with whether
    it was known (a printed value not given is not 0)."""
    from ruling.games._vs.cardtext import granted_attributes
    from ruling.values import known_number

    # the technique attributes continuous techniques in force gave its techniques there (2.15.2):
    # a technique it put in the resolution zone keeps them after it moves (3.8.6)
    granted = granted_attributes(ctx, card.uid)
    added = {"attributes": tuple(granted)} if granted else {}
    if zone not in FIELD_ZONES:
        # a public zone other than the field (the retire zone, the waiting room): its attack and
        # defence there, for 8.11.1 against 8.7.2 (``moved_card_info_public_to_public``)
        z = ctx.game.zone(zone)
        if z is None or not z.public or not card.face_up:
            return added or None
        v = view(ctx, card.uid)
        return {
            "values": {
                s: (n, known_number(ctx, card.uid, s, n) is not None)
                for s, n in (("ap", v.ap), ("dp", v.dp))
            },
            "value_clauses": tuple(v.clauses),
            **added,
        }
    chosen = [
        e.id
        for e in ctx.state.effects
        if e.target == card.uid and e.stat in ("ap", "dp") and chosen_effect(e.source)
    ]
    v = view(ctx, card.uid)
    values = {
        s: (n, known_number(ctx, card.uid, s, n) is not None)
        for s, n in (("ap", v.ap), ("dp", v.dp))
    }
    return {
        **({"chosen_effects": chosen} if chosen else {}),
        "values": values,
        "value_clauses": tuple(v.clauses),
        **added,
    }


# set while a condition is read under the reading at_check of partner_attack_by_ability_moment:
# an attack an ability made a partner attack (7.1.3.2.3) is not one before 7.1.5.1.1's check
PARTNER_NOT_YET: ContextVar[bool] = ContextVar("vs_partner_not_yet", default=False)


# the cards whose information the technique being read asks as the card that moved (8.7.1): set
# while a technique triggered by its own card's move reads that card, still where it moved to
MOVED_READ: ContextVar[frozenset[str]] = ContextVar("vs_moved_read", default=frozenset())
# the card of the event of the zone-move trigger (8.6.6) whose technique is being read: 「その
# カード」 of 「…が控え室に置かれた時、そのカードの…なら」 (``cardtext`` who ``moved``)
EVENT_CARD: ContextVar[str | None] = ContextVar("vs_event_card", default=None)
# the card a look at one card just saw (4.11.2), still in the deck: 「そのカード」 of 「山札を上から
# 1枚見る。そのカードのレベルが…なら」 (``cardtext`` who ``looked``), set while its condition is read
LOOKED_CARD: ContextVar[str | None] = ContextVar("vs_looked_card", default=None)
# the clauses a condition's reading used beyond its own (collected by the reader): 8.7 under
# ``MOVED_READ``, 2.3.2.1 / 2.1.2.1 where a card's several titles / names were read apart
MOVED_READ_USED: ContextVar[list[str] | None] = ContextVar("vs_moved_read_used", default=None)


def field_info(ctx: Ctx, uid: str, stat: str) -> tuple[int, bool] | None:
    """The value ``stat`` of a card an ability reads as the card that moved (``MOVED_READ``) from
    the field to another zone: as it was on the field (8.7.1.2), with whether it was known; None
    when the card is not so read (still on the field, or it moved again: a new card, 3.1.3)."""
    if uid not in MOVED_READ.get() or zone_of(ctx, uid) in FIELD_ZONES:
        return None
    lk = ctx.last_known(uid)
    if lk is None or lk.zone not in FIELD_ZONES or stat not in lk.info.get("values", {}):
        return None
    used = MOVED_READ_USED.get()
    if used is not None:
        # and the clauses that made the value there (a continuous technique in force in its
        # [領域], 8.1.1.4; the order of 8.9.1), recorded with it; moved to a zone not public
        # (the hand, the deck) from a public one, 8.7.1.1 says the same (its information there)
        hidden = ("8.7.1.1",) if zone_of(ctx, uid) in ("hand", "deck") else ()
        used += ["8.7.1", "8.7.1.2", *hidden, *lk.info.get("value_clauses", ())]
    n, known = lk.info["values"][stat]
    return int(n), bool(known)


def _chosen_effects_left(ctx: Ctx, card: Card, w: tuple[str, str] | None) -> list[str]:
    """The 「選び」 effects (8.9.1.5) on cards that were in ``card``'s zone before it and left it,
    the stay ended before this card's began: what they were (``effect:<id>``)."""
    if w is None or w[1] not in FIELD_ZONES:
        return []
    out: list[str] = []
    for lk in ctx.left_from(w[0], w[1]):
        if lk.uid != card.uid and lk.placed < card.placed:
            out += [f"effect:{i}" for i in lk.info.get("chosen_effects", ())]
    return out


def top_cards(ctx: Ctx, player: str, n: int) -> Proc:
    """The top ``n`` cards of ``player``'s deck, top first (all when it holds fewer). The cards
    put on top since its last shuffle are known in their order; below them the order is hidden
    (3.2.2): when the cards left there differ the ruling branches on which is next
    (``deck_order``, as ``take_top``), it never picks one."""
    from ruling.rules import Choose, Option

    deck = ctx.zone(player, "deck")
    at = ctx.state.vars.get(f"vs.shuffled_at.{player}")
    out: list[str] = []
    hidden = [c for c in deck if at is not None and c.placed <= at]
    for c in deck[: max(n, 0)]:
        if at is None or c.placed > at:
            out.append(c.uid)
            continue
        if len({h.signature() for h in hidden}) <= 1:
            out.append(hidden.pop(0).uid)
            continue
        uid = yield Choose(
            player,
            "deck_order",
            f"シャッフル後の{player}の山札の上から{len(out) + 1}枚目のカード（無作為）",
            f"card {len(out) + 1} from the top of {player}'s shuffled deck (random)",
            tuple(
                Option(h.name or h.uid, h.label, h.label, h.uid, sig=h.signature()) for h in hidden
            ),
            ("3.2.2",),
        )
        out.append(uid)
        hidden = [h for h in hidden if h.uid != uid]
    return out


def setup(ctx: Ctx) -> None:
    st = ctx.state
    open_zones(ctx)
    for p in st.players:
        for zid in FIELD_ZONES:
            for c in st.zone(p, zid):
                if c.extra.get("damage"):
                    c.states["damage"] = int(c.extra["damage"])


def text_active(ctx: Ctx, uid: str, zone: str) -> bool:
    """A technique works in the zone its [領域] names (8.1.1.1.1, 8.1.1.2.1, 8.1.1.4): a card's
    text is read on the field, in the hand when it has a [手札] technique, in the surprise zone
    when it has a surprise (3.9.1)."""
    if zone in FIELD_ZONES:
        return True
    card = ctx.card(uid)
    text = card.text if card is not None else ""
    if zone == "hand":
        return "[手札]" in text
    if zone == "surprise":
        return "{surprise}" in text or "→" in text or "[サプライズ置場]" in text
    return False


def play_timing_clause(phase: str | None) -> str:
    """Why a phase has no play timing for what was tried: the chara and ability phases have one,
    for card plays and for activations respectively (4.8.3); the others give it up (4.8.2)."""
    return "4.8.3" if phase in ("chara", "ability") else "4.8.2"


# the abilities in the resolution zone while a cancel activated on one of them waits to resolve
# (4.5.1.1 / 4.5.1.2, 8.5.2) that are not in ``state.pending``: the technique the cancel
# activation timing came before (taken from the pending abilities to resolve) and the cancels
# activated, as (master, card, "activated" / "auto") — what the loss conditions read as
# 「解決領域に能力」 (1.2.2.1) or 「誘発している自動能力」 (9.2.2) at the check timing between
# (``processes._waiting``)
IN_WINDOW: ContextVar[tuple[tuple[str, str, str], ...]] = ContextVar("vs_in_window", default=())
# cancels activated choosing a technique other than the one whose cancel activation timing it
# was (``techniques._cancel_window``): target card → [player, cancel card, its index, the
# activation step]
ACTIVATED_ON = "vs.cancel_activated_on"
