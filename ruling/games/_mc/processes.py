"""Rule processes (chapter 11): the defeat check (11.2: the fall of a headquarters, 1.2.2),
a unit's death from damage (11.3.1.2) or from a defence of 0 or less (11.3.1.1), the limit
adjustment (11.3.2) and illegal equipment (11.3.4)."""

from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import Any

from ruling import unsettled
from ruling.choosing import card_choice, choose_card
from ruling.core import Ctx
from ruling.games._mc.common import (
    AREAS,
    RESTORED,
    Proc,
    area_of_zone,
    carried,
    damage_of,
    defense,
    hq_area,
    is_unit,
    level_of,
    limit_of,
    party_level,
    players,
    terrain,
    units,
    value_clauses,
    zero_for_limit,
    zid,
)
from ruling.games._mc.keywords import not_met, resistances
from ruling.games._mc.outcome import decks_out
from ruling.rules import Choose, Do, Finding, Lose, Mark, Option, RuleProcess, SetCard, SetVar
from ruling.state import Card
from ruling.values import Operand, is_unknown, rule_acts

# each area with the id of its zone: the finders below run after every event (11.1.2.1)
_ZONES = tuple((a, zid(a)) for a in AREAS)

# ------------------------------------------------------------------ 11.2, 1.2.2: 本陣の陥落


def find_hq_fall(ctx: Ctx) -> list[Finding]:
    """A player's headquarters holds the opponent's units only: that opponent advanced into it
    successfully (12.2.5.2.1) and wins (1.2.2.1); the game ends at the check step after the
    battle (11.2.1.1)."""
    losers = []
    for p in players(ctx):
        a = hq_area(ctx, p)
        if a is None:
            continue
        q = ctx.state.opponent(p)
        if units(ctx, q, a) and not units(ctx, p, a):
            losers.append(p)
    if not losers:
        return []
    # each step that brought it there (``Ctx.contributed``): the advances that put the
    # opponent's units now there, each step that took the player's own units out of it, and
    # the step that settled the advance a success there (8.4.2, 12.2.5.2.1: 「進軍に成功した」)
    watch = tuple(
        ref
        for p in losers
        for q in players(ctx)
        for ref in ctx.contributed(f"{q}.{zid(hq_area(ctx, p) or '')}", "out" if q == p else "in")
    )
    return [Finding(None, watch, {"losers": tuple(losers)})]


def apply_hq_fall(ctx: Ctx, f: Finding) -> Proc:
    """The fall ends the game even after both decks ran out, before the victory judgement of
    the deck-out judgement (1.2.2.2)."""
    losers = tuple(f.data["losers"])
    win = [ctx.state.opponent(p) for p in losers]
    first = (
        ("1.2.2.2",)
        if ctx.state.vars.get("mc.decks_out_turn") is not None or decks_out(ctx)
        else ()
    )
    yield Lose(
        players=losers,
        # 12.2.5.2.1: only advancing units there is what a successful advance is
        clauses=("1.2.2.1", "11.2.1", "11.2.1.1", "12.2.5.2.1", *first),
        ja=f"{'、'.join(win)} が敵軍本陣への進軍に成功した（本陣の陥落）",
        en=f"{', '.join(win)} advanced successfully into the enemy headquarters (its fall)",
        reason="hq",
    )


# ------------------------------------------------------------------ 11.2.1.2, 1.2.3.1: 山札切れ判定


def find_deck_out(ctx: Ctx) -> list[Finding]:
    """Every deck has run out and this is the end of the turn after the one in which the last
    did (1.2.3.1, 11.2.1.2): a check-type rule process (11.2.1), read at a check step only
    (11.1.2.4) — the turn's end is the stage of 7.6.2 (「ターン終了時に発揮される効果…この段階で
    誘発します」), so the check step of 7.6.3 reads it, its rule processes before the ● abilities
    waiting there (10.20.1.1, 10.20.1.1.1)."""
    from ruling.games._mc.turn import deck_out_due

    if not deck_out_due(ctx):
        return []
    st = ctx.state
    return [Finding(None, tuple(f"{p}.deck" for p in st.players), {})]


def apply_deck_out(ctx: Ctx, f: Finding) -> Proc:
    from ruling.games._mc.turn import deck_out_judgement

    yield from deck_out_judgement(ctx)


# ------------------------------------------------------------------ 11.3.1: units that go


def find_dead(ctx: Ctx) -> list[Finding]:
    """Every unit whose damage is its defence or more (11.3.1.2.1), or whose defence is 0 or
    less (11.3.1.1.1); all of them go together."""
    dead, gone, mixed, watch, held, lost, both = [], [], [], [], [], [], []
    replaced: list[str] = []
    back: list[str] = []
    st = ctx.state
    bare = bool(st.vars.get("mc.bare"))  # 8.3.7.3: printed values in that timing
    restored = bool(st.vars.get(RESTORED))  # 8.3.7.5: what 8.3.7.3 took away is back now
    for p in players(ctx):
        for _a, z in _ZONES:
            for c in st.zone(p, z):
                if not is_unit(c):
                    continue
                d = defense(ctx, c, bare, (p, z))
                od = Operand(d, "", "", c.uid, "defense")
                if is_unknown(ctx, od):
                    # a defence not given: dead only where the branch taken says the damage
                    # reaches it (``battle``); else one no rule process acts on, said so
                    # (the damage, or an effect lowering it, may reach it: branched on,
                    # ``values.rule_acts``)
                    if rule_acts(
                        ctx,
                        c.uid,
                        "defense",
                        d,
                        max(0, damage_of(c)),
                        "防御力",
                        "defence",
                        ("11.3.1.1.1", "11.3.1.2.1"),
                    ):
                        (dead if damage_of(c) > 0 else gone).append(c.uid)
                        watch.append(c.uid)
                    continue
                if restored and (d <= 0 or damage_of(c) >= d):
                    # due only with what 8.3.7.5 gave back: with the values of 8.3.7.3 (the
                    # attacks' own) the unit stayed
                    b = defense(ctx, c, True, (p, z))
                    if b > 0 and damage_of(c) < b:
                        back.append(c.uid)
                if d <= 0:
                    gone.append(c.uid)
                    watch.append(c.uid)
                    if damage_of(c) > 0:
                        # damage received of its defence or more too: both processes are due
                        # for it at once (11.1.2.2: its owner picks which is carried out first)
                        both.append(c.uid)
                elif damage_of(c) >= d:
                    rec = [damage_of(c), d]
                    if c.states.get(DEATH_REPLACED) == rec:
                        if c.states.get(DEATH_SETTLED) == rec:
                            continue  # read as replaced once: this damage kills it no more
                        replaced.append(c.uid)
                    dead.append(c.uid)
                    watch.append(c.uid)
                    if damage_of(c) - carried(ctx, c) < d:
                        held.append(c.uid)
                elif damage_of(c) + _unresisted(ctx, c) >= d:
                    # damage a 「耐性:x」 kept from killing it, that resistance now lost: it
                    # kills as any other (13.1.7.5)
                    dead.append(c.uid)
                    watch.append(c.uid)
                    lost.append(c.uid)
                elif _mixed(c, d):
                    mixed.append(c.uid)
                    watch.append(c.uid)
    if not dead and not gone and not mixed:
        return []
    data = {
        "dead": tuple(dead),
        "gone": tuple(gone),
        "mixed": tuple(mixed),
        "held": tuple(held),
        "lost": tuple(lost),
        "both": tuple(both),
        "replaced": tuple(replaced),
        "back": tuple(back),
        # the processes due: the discard of a unit with defence 0 or less (11.3.1.1.1), the
        # death of one with damage of its defence or more (11.3.1.2.1, with a lost or carried
        # 「耐性:x」 too)
        "process_clauses": tuple(
            c
            for c, due in (
                ("11.3.1.1.1", bool(gone)),
                ("11.3.1.2.1", bool(dead) or bool(both) or bool(mixed)),
            )
            if due
        ),
    }
    return [Finding(None, tuple(watch), data)]


def near_gone(ctx: Ctx) -> list[Finding]:
    """11.3.1.1.1 read after an effect lowered a unit's defence and not met: the defence is still
    above 0 (「防御力が 0 以下である場合、そのユニットは破棄されます」) — the reason the unit stays,
    about that unit, caused by the steps its defence came from. A unit due to die (11.3.1.2.1)
    or to be discarded is the process's own, and a defence not given is not read here."""
    from ruling.values import known_number

    out = []
    st = ctx.state
    for p in players(ctx):
        for _a, z in _ZONES:
            for c in st.zone(p, z):
                lowered = [
                    e for e in st.effects_on(c.uid, "defense") if e.op == "add" and int(e.value) < 0
                ]
                if not is_unit(c) or not lowered:
                    continue
                d = defense(ctx, c, False, (p, z))
                if known_number(ctx, c.uid, "defense", d) is None or d <= 0:
                    continue
                if damage_of(c) >= d:
                    continue
                out.append(
                    Finding(
                        c.owner,
                        (c.uid, *(f"effect:{e.id}" for e in lowered)),
                        {
                            "ja": f"{c.label} の防御力は{d}: 0以下ではなく、破棄されない",
                            "en": f"{c.label} has defence {d}: not 0 or less, it is not discarded",
                            "touches": (c.uid,),
                            "clauses": ("11.3.1.1.1",),
                        },
                    )
                )
    return out


def _first_of_two(ctx: Ctx, c: Card) -> Proc:
    """A unit whose defence is 0 or less holding damage: the discard (11.3.1.1.1) and the death
    (11.3.1.2.1) are two interrupt rule processes due for it at once — its owner chooses which
    is carried out first (11.1.2.2); the first takes it off the battlefield, so the other finds
    nothing. Returns whether the death is chosen."""
    first = yield Choose(
        c.owner,
        "rule_order",
        f"{c.label} は防御力0以下（11.3.1.1.1 破棄）かつ防御力以上のダメージ（11.3.1.2.1 死亡）: "
        "所有者が先に実行するルール処理を選ぶ",
        f"{c.label} has a defence of 0 or less (11.3.1.1.1: discarded) and damage of its "
        "defence or more (11.3.1.2.1: dies): its owner chooses which rule process comes first",
        (
            Option(
                "discard", "防御力不足処理（破棄）", "the defence process (discarded)", "discard"
            ),
            Option("die", "耐久ダメージ処理（死亡）", "the damage process (dies)", "die"),
        ),
        ("11.1.2.2", "11.3.1.1.1", "11.3.1.2.1"),
    )
    return first == "die"


def _unresisted(ctx: Ctx, c: Card) -> int:
    """The damage a 「耐性:x」 kept from killing ``c`` whose x it holds no more (13.1.7.5)."""
    held_now = resistances(ctx, c)
    return sum(int(n) for x, n in (c.states.get("resisted_x") or {}).items() if x not in held_now)


def _mixed(c: Card, d: int) -> bool:
    """Damage below the defence that reaches it with the damage a 「耐性:x」 kept from killing
    the unit (13.1.7.1), not yet read for these amounts."""
    res = int(c.states.get("resisted") or 0)
    dmg = damage_of(c)
    return bool(res and dmg and dmg + res >= d and c.states.get("mixed_read") != [dmg, res])


def apply_dead(ctx: Ctx, f: Finding) -> Proc:
    for uid in f.data.get("mixed", ()):
        c = ctx.card(uid)
        if c is None:
            continue
        dmg, res = damage_of(c), int(c.states.get("resisted") or 0)
        # 11.3.1.2.1 counts all damage received; 13.1.7.1 keeps x damage from killing it: how
        # damage of x and of another attribute on one unit are weighed, the text does not say
        counted = yield Choose(
            c.owner,
            "reading",
            f"13.1.7.1 と 11.3.1.2.1 の読み方: {c.label} は「耐性」で死亡しなかったダメージ{res}と、その他の"
            f"ダメージ{dmg}を受けている。合計が防御力以上のとき死亡するか（耐性のダメージも数える）、"
            "耐性のダメージは死亡に数えないか",
            f"the reading of 13.1.7.1 against 11.3.1.2.1: {c.label} holds {res} damage its "
            f"resistance kept from killing it and {dmg} other damage; does it die when the total "
            "reaches its defence (the resisted damage counted), or is that damage never counted?",
            (
                Option("not_counted", "数えない（死亡しない）", "not counted (it lives)", False),
                Option("counted", "数える（死亡する）", "counted (it dies)", True),
            ),
            ("13.1.7.1", "11.3.1.2.1"),
            reading=True,
        )
        if counted:
            yield Do(
                "die",
                {"card": uid, "clauses": ("11.3.1.2.1", "13.1.7.1")},
                clauses=("11.3.1.2.1", "13.1.7.1"),
            )
        else:
            yield SetCard(
                uid=uid,
                changes={"mixed_read": [dmg, res]},
                clauses=("13.1.7.1",),
                ja=f"{c.label} の耐性で受けたダメージは死亡に数えない: 死亡しない",
                en=f"{c.label}'s resisted damage is not counted towards its death: it lives",
            )
    for uid in f.data["gone"]:
        c = ctx.card(uid)
        if c is not None and uid in f.data.get("both", ()):
            if (yield from _first_of_two(ctx, c)):
                chose = (ctx.last,)
                cl = ("11.3.1.2.1", "4.5.2", "2.1.17.2", "11.1.2.2")
                yield Do("die", {"card": uid, "clauses": cl}, caused_by=chose, clauses=cl)
                continue
        # the steps that found an ability that would have kept the unit here doing nothing: the
        # discard happens because of them too
        passed: list[int] = []
        if c is not None and resistances(ctx, c):
            # a discard for a defence of 0 or less is not a death: 「耐性:x」 keeps a unit from
            # dying only (13.1.7.1)
            m = yield not_met(
                ctx,
                c,
                "resistance",
                "防御力0以下による破棄は死亡ではない",
                "a discard for a defence of 0 or less is not a death",
            )
            passed.append(m)
        if c is not None and _death_replaced(ctx, uid):
            # 12.6.1: dying is a discard by a death effect; this discard is not one, so a
            # replacement of the unit's death (10.8.2: 「～場合、代わりに」 is a replacement
            # effect; 10.8.3: only its own event) does not apply
            w = ctx.where(uid)
            m = yield Mark(
                clauses=("12.6.1", "10.8.2", "10.8.3"),
                ja=f"防御力0以下による {c.label} の破棄は死亡ではない: 死亡に対する置換効果は適用されない",
                en=f"{c.label}'s discard for a defence of 0 or less is not a death: a replacement "
                "of its death does not apply",
                touches=(uid, *((f"{w[0]}.{w[1]}",) if w else ()), f"{c.owner}.removed"),
            )
            passed.append(m)
        # what the defence of 0 or less is made of (an effect's ±n, a ○ ability no longer in
        # force on it, 14.5.4.3 / 4.6.6): read by the discard as by a death
        made = value_clauses(ctx, c, "defense") if c is not None else ()
        if uid in f.data.get("back", ()):
            made = (*made, "8.3.7.5")
        cl = ("11.3.1.1.1", "2.1.17.3", *made)
        yield Do(
            "discard",
            {"card": uid, "clauses": cl},
            caused_by=tuple(passed),
            clauses=cl,
        )
    # units of both sides dying at once: each side's interrupt rule processes are its own, the
    # advancing side's carried out first (11.1.2.3; ``find_dead`` lists them so)
    sides = {w[0] for u in f.data["dead"] if (w := ctx.where(u)) is not None}
    order = ("11.1.2.3",) if len(sides) > 1 else ()
    for uid in f.data["dead"]:
        c = ctx.card(uid)
        # what the defence the damage reached is made of (or why an ability adds nothing to
        # it, 14.5.4.1): read by the death as by a survival (``basic.survives``)
        made = value_clauses(ctx, c, "defense") if c is not None else ()
        made = (*made, *order)
        if uid in f.data.get("lost", ()):
            made = (*made, "13.1.7.5")
        if uid in f.data.get("back", ()):
            made = (*made, "8.3.7.5")
        read: tuple[int, ...] = ()
        if c is not None and uid in f.data.get("replaced", ()):
            # its death by this same damage was replaced (10.8.3) and the damage is still its
            # defence or more: 11.3.1.2.1 read as a standing check finds it again — a new death
            # event, which the replacement may replace again (10.8.4.3: once per event) — or
            # the death that damage caused was replaced once and for all (the point
            # replaced_death_damage_stays; both readings run)
            again = yield from unsettled.holds(
                c.owner, "mc", "replaced_death_damage_stays", "again"
            )
            read = (ctx.last,)
            if not again:
                yield SetCard(
                    uid=uid,
                    changes={DEATH_SETTLED: c.states.get(DEATH_REPLACED)},
                    clauses=("10.8.3", "10.8.4.3", "11.3.1.2.1"),
                    caused_by=read,
                    ja=f"{c.label} の死亡は置換済み: 同じダメージによる死亡は再び発生しない",
                    en=f"{c.label}'s death was replaced: the same damage does not bring it about again",
                )
                continue
        if c is not None and uid in f.data.get("held", ()):
            # the death rests on damage received before a battle or phase that has ended: no
            # clause removes it (it is kept, the engine's reading), but the text does not settle
            # it — both readings are run (before round 19 only the engine's was, the other said)
            kept = yield unsettled.choose(
                ctx.state.turn.player, "mc", "damage_carried_over", {"kept": True, "cleared": False}
            )
            # the death rests on that reading: its step is a cause of the death (8.3.8.4, 4.5.2)
            read = (ctx.last,)
            if not kept:
                old = carried(ctx, c)
                held = dict(ctx.state.vars.get("mc.carried") or {})
                held.pop(uid, None)
                yield SetVar(key="mc.carried", value=held)
                yield SetCard(
                    uid=uid,
                    changes={"damage": damage_of(c) - old or None},
                    clauses=("11.3.1.2.1", "4.5.2"),
                    ja=f"{c.label} が戦闘・フェイズの終了より前に受けたダメージ{old}は残らない: 死亡しない",
                    en=f"the {old} damage {c.label} received before a battle or phase ended does "
                    "not remain: it does not die",
                )
                continue
        yield Do(
            "die",
            {"card": uid, "clauses": ("11.3.1.2.1", "4.5.2", "2.1.17.2", *made)},
            caused_by=read,
            clauses=("11.3.1.2.1", "4.5.2", "2.1.17.2", *made),
        )


# a unit's death replaced (10.8.3) while it holds damage of its defence or more: [damage,
# defence] then (``replaced_action``); and the same amounts once read as replaced for good
DEATH_REPLACED = "death_replaced"
# the step that replaced a unit's discard (10.8.3), kept on the unit (``replaced_action``)
DISCARD_REPLACED = "discard_replaced"
DEATH_SETTLED = "death_settled"


def replaced_action(ctx: Ctx, verb: str, p: dict[str, Any]) -> Proc:
    """After a replacement effect replaced an event (``core._replace``): a unit's death replaced
    (「このユニットが死亡する場合、代わりに…」, 10.8.3) while the damage that would kill it stays on
    it — recorded with the amounts, for the rule process to read (``find_dead``: the point
    replaced_death_damage_stays)."""
    if verb == "discard":
        # a unit's discard replaced (10.8.3): the step, for a rule process that finds the same
        # unit again (``apply_over_limit``: 11.3.2.2's repetition is a new event, 10.8.4.3)
        u = ctx.card(str(p.get("card") or ""))
        if u is not None and is_unit(u) and ctx.where(u.uid) is not None:
            yield SetCard(
                uid=u.uid,
                changes={DISCARD_REPLACED: [ctx.last, ctx.state.turn.number]},
                caused_by=(ctx.last,),
                ja=f"{u.label} の破棄は置換された",
                en=f"{u.label}'s discard was replaced",
            )
        return
    if verb != "die":
        return
    c = ctx.card(str(p.get("card") or ""))
    w = ctx.where(c.uid) if c is not None else None
    if c is None or w is None or not is_unit(c):
        return
    d = defense(ctx, c, bool(ctx.state.vars.get("mc.bare")), w)
    if isinstance(d, int) and 0 < d <= damage_of(c):
        yield SetCard(uid=c.uid, changes={DEATH_REPLACED: [damage_of(c), d]})


def _death_replaced(ctx: Ctx, uid: str) -> bool:
    """Whether a replacement effect of this unit's death is in force (the scenario's or a
    card's, ``replacements``)."""
    from ruling.games._mc.replacements import replacements

    return any(
        e.op == "replace" and e.stat == "die" and e.target == uid
        for e in (*ctx.state.effects, *replacements(ctx))
    )


# ------------------------------------------------------------------ 11.3.4


def _worn_by_units(ctx: Ctx) -> Iterator[tuple[str, Card, Card]]:
    """Each card on the field that a unit holds (its ``on``: an equipment, 2.1.2.1.2), with its
    player and the unit: what the rule processes on worn items read."""
    st = ctx.state
    for p in players(ctx):
        for _a, z in _ZONES:
            for c in st.zone(p, z):
                on = c.states.get("on")
                host = ctx.card(str(on)) if on else None  # none held: no uid to look for
                if host is not None and is_unit(host):
                    yield p, c, host


def find_bad_equipment(ctx: Ctx) -> list[Finding]:
    out = []
    st = ctx.state
    for p in players(ctx):
        for _a, z in _ZONES:
            for c in st.zone(p, z):
                host = c.states.get("on")
                if not host:
                    continue
                hc = ctx.card(host)
                hw = ctx.where(host)
                if hc is None or hw is None or not is_unit(hc) or area_of_zone(hw[1]) is None:
                    # 2.1.2.1.2.2: a unit moved to another zone takes its equipment with it to
                    # the discard pile; any other unfit holder, 11.3.4.1
                    left = hc is not None and hw is not None and area_of_zone(hw[1]) is None
                    out.append(Finding(p, (c.uid, host), {"uid": c.uid, "left": left}))
    return out


def apply_bad_equipment(ctx: Ctx, f: Finding) -> Proc:
    cl = ("2.1.2.1.2.2", "11.3.4.1") if f.data.get("left") else ("11.3.4.1",)
    yield Do("discard", {"card": f.data["uid"], "clauses": cl}, clauses=cl)


# ------------------------------------------------------------------ 13.1.2.8


def find_slots_lost(ctx: Ctx) -> list[Finding]:
    """An equipment worn through item slots its unit has lost (13.1.2.8: 「ユニットが「i」を失った
    とき、そのアイテム枠によって装備している装備品がある場合、その装備品はルール処理によって破棄
    されます」) — the 「i」 treated as not there by 「対象は「アイテム:x」を失う」 (10.15.2.1)."""
    from ruling.games._mc.keywords import item_slots, lost

    return [
        Finding(p, (c.uid, host.uid), {"uid": c.uid})
        for p, c, host in _worn_by_units(ctx)
        if lost(ctx, host, "item", "x") is not None and item_slots(ctx, host) == 0
    ]


def apply_slots_lost(ctx: Ctx, f: Finding) -> Proc:
    # 13.1.2.8's 「ルール処理によって破棄されます」: the rule process of chapter 11 that discards
    # equipment is 11.3.4.1's — a unit with no item slot left is no proper holder of it
    cl = ("13.1.2.8", "10.15.2.1", "11.3.4.1")
    yield Do("discard", {"card": f.data["uid"], "clauses": cl}, clauses=cl)


# ------------------------------------------------------------------ 15.1.8 (15.1.3)


def hero_points(c: Card) -> int:
    """The hero points the scenario gives as ``hero: n`` (15.1.2, for a card whose text does
    not print 【英雄】n); 0 for ``hero: true`` (points not given) or none."""
    v = c.extra.get("hero")
    return max(v, 0) if isinstance(v, int) and not isinstance(v, bool) else 0


def is_hero(c: Card) -> bool:
    """A hero unit (15.1.1): 【英雄】n printed, or the scenario's ``hero: true``."""
    from ruling.games._mc.cardtext import standing

    return bool(c.extra.get("hero") or standing(c, "hero"))


def find_hero_same_name(ctx: Ctx) -> list[Finding]:
    """An own hero unit and another own unit of its name on the battlefield at once (15.1.8;
    only one own hero of a name may be there, 15.1.3) — however it came about (an effect, or
    the scenario's starting state)."""
    out = []
    for p in players(ctx):
        mine = [c for a in AREAS for c in units(ctx, p, a)]
        names = {c.name for c in mine if c.name and is_hero(c)}
        for name in sorted(names):
            same = [c.uid for c in mine if c.name == name]
            if len(same) > 1:
                out.append(Finding(p, tuple(same), {"uids": tuple(same), "name": name}))
    return out


def apply_hero_same_name(ctx: Ctx, f: Finding) -> Proc:
    """The owner keeps one of them and discards every other."""
    p = f.player or ""
    pool = [c for c in (ctx.card(u) for u in f.data["uids"]) if c is not None]
    cl = ("15.1.8", "15.1.3")
    keep = yield choose_card(
        p,
        pool,
        "keep_hero",
        f"英雄と同名の自軍ユニット（{f.data['name']}）が複数いる: 戦場に残すユニットを1体選ぶ",
        (
            f"a hero and own units of its name ({f.data['name']}) are on the battlefield: choose "
            "the one to keep"
        ),
        cl,
    )
    for c in pool:
        if c.uid != keep:
            yield Do("discard", {"card": c.uid, "clauses": cl}, clauses=cl)


# ------------------------------------------------------------------ 15.4.3.3


def find_exclusive_unmet(ctx: Ctx) -> list[Finding]:
    """An 【専用】 item whose unit's information changed so that it no longer meets it."""
    from ruling.games._mc.basic import exclusive_unmet

    out = []
    for p, c, host in _worn_by_units(ctx):
        bad = exclusive_unmet(ctx, c, host)
        if bad is not None:
            out.append(Finding(p, (c.uid, host.uid), {"uid": c.uid, "rule": bad}))
    return out


def apply_exclusive_unmet(ctx: Ctx, f: Finding) -> Proc:
    cl = ("15.4.3.3", "15.4.3.2")
    yield from worn_slot_after_rule(ctx, f.data["uid"], cl)
    yield Do("discard", {"card": f.data["uid"], "clauses": cl}, clauses=cl)


def worn_slot_after_rule(ctx: Ctx, uid: str, by: tuple[str, ...]) -> Proc:
    """An equipment a rule process (``by``) moves off its unit between a battle's initiative
    timing and its battle end timing: 13.1.2.6 keeps its 「i」 spent only when a card's effect
    moves it there, and frees it 「装備していない状態になれば」 only outside that span — which
    holds here the text does not say (unsettled ``equipment_moved_by_a_rule_in_battle``): both
    readings run, the 「i」 unspent again (the engine's) or spent. Outside that span nothing is
    asked: the 「i」 is unspent again as the equipment goes (13.1.2.6)."""
    st = ctx.state
    c = ctx.card(uid)
    host = ctx.card(str(c.states.get("on") or "")) if c is not None else None
    if c is None or host is None or not is_unit(host) or not st.vars.get("mc.battle"):
        return
    if st.turn.step in (None, "battle_start", "instant", "formation"):
        return
    spent = yield unsettled.choose(
        host.owner,
        "mc",
        "equipment_moved_by_a_rule_in_battle",
        {"unspent": False, "spent": True},
        more=by,
    )
    cost = int(c.extra.get("equip_cost") or 1)
    if spent:
        yield SetCard(
            uid=host.uid,
            changes={"items_spent": int(host.states.get("items_spent") or 0) + cost},
            clauses=("13.1.2.6", *by),
            ja=f"{c.label} の装備コストとなっていた {host.label} の「i」（{cost}）は消費済みのまま",
            en=f"the 「i」 ({cost}) of {host.label} {c.label} was worn with stay spent",
        )
    else:
        yield Mark(
            clauses=("13.1.2.6", *by),
            ja=f"{c.label} はルール処理で移動する: {host.label} の「i」（{cost}）は装備していない状態に"
            "なり「未消費」に戻る（カードの効果による移動ではない）",
            en=f"{c.label} moves by a rule process: {host.label}'s 「i」 ({cost}) is no longer worn "
            "and unspent again (no card's effect moved it)",
            touches=(host.uid,),
        )


# ------------------------------------------------------------------ 11.3.2


def find_over_limit(ctx: Ctx) -> list[Finding]:
    terrains: dict[str, Card | None] = {}  # each area's terrain, looked up once per call
    st = ctx.state
    for p in st.order():  # the advancing side's adjustment first (11.3.2.2)
        for a, z in _ZONES:
            if not any(is_unit(c) for c in st.zone(p, z)):
                continue
            if a not in terrains:
                terrains[a] = terrain(ctx, a)
            t = terrains[a]
            if t is None:
                continue
            lim, _ = limit_of(ctx, t)
            if lim is not None and party_level(ctx, p, a) > lim:
                return [Finding(p, (f"{p}.{zid(a)}", t.uid), {"area": a})]
    return []


def apply_over_limit(ctx: Ctx, f: Finding) -> Proc:
    """One unit is discarded; the units summoned at once this turn go first (11.3.2.2); the
    process repeats while the party is over the limit."""
    p, a = f.player or "", f.data["area"]
    t = terrain(ctx, a)
    lim, lcl = limit_of(ctx, t) if t else (None, ())
    party = units(ctx, p, a)
    now = ctx.state.turn.number
    first = [c for c in party if c.states.get("instant_turn") == now]
    pool = first or party
    # the reading matters only where some of them would stay: when, whichever order they go in,
    # each goes (the party still over the limit with every other one gone), it is not consulted
    lv = {c.uid: max(level_of(ctx, c), 0) for c in first}
    total = party_level(ctx, p, a)
    all_go = lim is not None and total - sum(lv.values()) + min(lv.values(), default=0) > lim
    if len(first) > 1 and not all_go:
        # 11.3.2.2 「「同一ターン内に即時召喚されたユニット」から順番に」: those first, and which of
        # them chosen (11.3.2.1 「1 体選んで」) is the engine's reading; in the order they were
        # summoned (the first summoned first) the other (the audit's limit_discard_order)
        in_order = yield unsettled.choose(
            p, "mc", "limit_discard_order", {"player_picks": False, "summon_order": True}
        )
        if in_order:
            # units the scenario gives as summoned this turn: the order they were summoned in
            # is not given (branched on, never invented); one summoned in its actions is later
            start = ctx._e.initial
            given = [
                c
                for c in first
                if start is not None
                and (c0 := start.card(c.uid)) is not None
                and c0.placed == c.placed
                and ctx.where_given(c.uid) == ctx.where(c.uid)
            ]
            if len(given) > 1:
                uid = yield Choose(
                    p,
                    "summon_order",
                    "先に即時召喚されたユニット（シナリオに書かれていない）",
                    "the unit instant-summoned first (the scenario does not give it)",
                    tuple(card_choice(c) for c in given),
                    ("11.3.2.2",),
                    unknown=True,
                )
                pool = [c for c in given if c.uid == uid]
            else:
                pool = [min(first, key=lambda c: c.placed)]
    opts = tuple(card_choice(c) for c in pool)
    pick = yield Choose(
        p,
        "limit",
        f"{a} の自軍パーティの合計レベル{party_level(ctx, p, a)}がリミット{lim}を超えている: 破棄するユニットを選ぶ",
        f"the party's total level {party_level(ctx, p, a)} on {a} exceeds the limit {lim}: "
        "choose a unit to discard",
        opts,
        ("11.3.2.1", "11.3.2.2"),
        # answered by the procedure's name too (11.3.2: 「リミット調整」)
        also=("limit_adjustment",),
    )
    # the party's levels as the ○ abilities in force make them (14.5.4.2 …): what the total
    # over the limit rests on
    from ruling.games._mc.common import battle_mods

    mods = tuple(dict.fromkeys(x for u in party for x in battle_mods(ctx, u, "level")[1]))
    cl = ("11.3.2.1", "11.3.2.2", "11.3.2.3", *lcl, *zero_for_limit(ctx, p, a), *mods)
    again = yield from _repeated_after_replacement(ctx, p, a, ctx.card(str(pick)))
    yield Do("discard", {"card": pick, "clauses": cl}, clauses=cl, caused_by=again)


def _repeated_after_replacement(
    ctx: Ctx, p: str, a: str, c: Card | None
) -> Generator[Any, Any, tuple[int, ...]]:
    """The unit picked had its discard replaced this turn (10.8.3: it stayed, its party still
    over the limit): 11.3.2.2 repeats the adjustment, its discard a new event which a
    replacement applied to the last one may replace again (10.8.4.3: once per event) — said,
    caused by that replacement; () for any other unit."""
    done = c.states.get(DISCARD_REPLACED) if c is not None else None
    if c is None or not isinstance(done, list) or done[1] != ctx.state.turn.number:
        return ()
    m = yield Mark(
        clauses=("10.8.3", "10.8.4.3", "11.3.2.2"),
        ja=f"{c.label} の破棄は置換された（破棄されずに残った）: リミット調整を繰り返す — 新たな破棄の"
        "事象（置換効果は同一の事象に1回まで）",
        en=f"{c.label}'s discard was replaced (it stayed): the limit adjustment repeats — a new "
        "discard event (a replacement applies to one event once)",
        watch=(c.uid,),
        touches=(c.uid,),
    )
    return (m,)


RULE_PROCESSES = (
    RuleProcess(
        "unit_goes",
        "ユニットの防御力不足処理・耐久ダメージ処理",
        "a unit with defence 0 or less is discarded; one with damage of its defence or more dies",
        ("11.3.1.1.1", "11.3.1.2.1"),
        "interrupt",
        find_dead,
        apply_dead,
        # a unit and the equipment laid on it (2.1.2.1.2.1) move from area to area together
        # (``battle.advance`` / ``after_battle``, mc.moving): neither is read half-way
        suspended_by=("mc.dealing", "mc.moving"),
        near=near_gone,
    ),
    RuleProcess(
        "bad_equipment",
        "不正な装備品の処理",
        "equipment of no proper unit is discarded",
        ("11.3.4.1", "2.1.2.1.2.2"),
        "interrupt",
        find_bad_equipment,
        apply_bad_equipment,
        suspended_by=("mc.dealing", "mc.moving"),
    ),
    RuleProcess(
        "item_slots_lost",
        "「i」を失ったユニットの装備品の破棄",
        "the equipment of a unit that lost its item slots is discarded",
        ("13.1.2.8", "11.3.4.1"),
        "interrupt",
        find_slots_lost,
        apply_slots_lost,
        suspended_by=("mc.dealing",),
    ),
    RuleProcess(
        "hero_same_name",
        "英雄と同名ユニットの処理",
        "a hero and own units of its name on the battlefield",
        ("15.1.8",),
        "interrupt",
        find_hero_same_name,
        apply_hero_same_name,
        suspended_by=("mc.dealing", "mc.moving"),
    ),
    RuleProcess(
        "exclusive_unmet",
        "【専用】の装備品の不正処理",
        "an 【専用】 item whose unit no longer meets it",
        ("15.4.3.3",),
        "interrupt",
        find_exclusive_unmet,
        apply_exclusive_unmet,
        suspended_by=("mc.dealing",),
    ),
    RuleProcess(
        "limit",
        "リミット調整",
        "limit adjustment",
        ("11.3.2.1", "11.3.2.2", "11.3.2.3"),
        "interrupt",
        find_over_limit,
        apply_over_limit,
        # (``battle.AT_ONCE``: the destinations of one advance at once still moving, 12.2.3.3)
        suspended_by=("mc.dealing", "mc.moving", "mc.advance_at_once"),
    ),
    # the loss checks below are not flagged ``ends_game`` (round 54, issue 14): 11.1.2.5 carries
    # out at once only the check-type rule processes due together 「チェック型ルール処理に分類される
    # ルール処理が複数同時に実行を求められる場合、それらをすべて同時に実行します」, and the loss
    # check (11.2.1 「…これはチェック型ルール処理です」) is the game's only one: every other rule
    # process of chapter 11 is interrupt-type (11.3.1.1.1, 11.3.1.2.1, 11.3.1.3.1, 11.3.2.3,
    # 11.3.4.1), carried out the moment its condition holds (11.1.2.1 「どの時点であっても…直ちに」),
    # so none is left undone at the check step by the loss
    RuleProcess(
        "hq_fall",
        "敗北判定処理（本陣の陥落）",
        "defeat check (the fall of a headquarters)",
        ("11.2.1", "11.2.1.1", "1.2.2.1"),
        "check",
        find_hq_fall,
        apply_hq_fall,
        suspended_by=("mc.battle", "mc.moving"),
    ),
    RuleProcess(
        "deck_out",
        "敗北判定処理（山札切れ判定）",
        "defeat check (the deck-out judgement)",
        # the turn's end is 7.6.2's stage; read at the check step only (11.1.2.4)
        ("11.2.1", "11.2.1.2", "1.2.3.1", "7.6.2", "11.1.2.4"),
        "check",
        find_deck_out,
        apply_deck_out,
    ),
)
