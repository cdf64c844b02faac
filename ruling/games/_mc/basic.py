"""The specific actions of chapter 12 and the basic acts: replenishing (12.3), discarding (12.4),
removal (12.5), death (12.6), damage (4.5), value changes (4.6), summoning (12.2.7), placing a
terrain (12.1.1), dice (3.4), concession (1.2.5)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

from ruling.abilities import text_not_run
from ruling.core import Ctx
from ruling.games._mc.common import (
    AREAS,
    PHASE_ACTIONS,
    Proc,
    area_of_zone,
    characteristics,
    continuous_grants,
    controller_of_area,
    effect_until,
    end_procedure_effects,
    equipment,
    find_card,
    gear_on_effect_dice,
    hq_area,
    instant_summon_permit,
    is_hq,
    is_unit,
    label,
    limit_of,
    limit_total,
    party_level,
    roll_die,
    terrain,
    units,
    until_en,
    until_ja,
    zid,
)
from ruling.games._mc.keywords import WORN, not_met, resistances, weaknesses, worn
from ruling.games._mc.keywords import held as held_standing
from ruling.games._mc.keywords import lost as lost_standing
from ruling.pregame import deck_listed
from ruling.rules import (
    AddEffect,
    CheckTiming,
    Choose,
    Do,
    Mark,
    Move,
    Option,
    Reject,
    SetCard,
    SetVar,
    Warn,
)
from ruling.state import Card
from ruling.values import taken_to_meet, turn_phase, unknown_card


def who(ctx: Ctx, p: dict[str, Any]) -> str:
    return str(p.get("player") or ctx.state.turn.player)


def replenish(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """12.3.1: cards from the top of the deck to the hand one by one; fewer in the deck than
    asked: all of them (12.3.1.3)."""
    pl = who(ctx, p)
    n = int(p.get("amount") or 1)
    for _ in range(n):
        deck = ctx.zone(pl, "deck")
        if not deck:
            # a deck the scenario did not list is unknown, not empty (zone_not_given_not_empty):
            # the card replenished is one of unknown name and type, and the step is carried out
            yield from unknown_card(ctx, pl, "deck", "山札", "deck", ("12.3.1",))
            deck = ctx.zone(pl, "deck")
        if not deck:
            yield Mark(
                clauses=("12.3.1.3",),
                ja=f"{pl} の山札にカードがないため、それ以上補充しない",
                en=f"{pl}'s deck has no card left: no more are replenished",
                touches=(f"{pl}.deck",),
            )
            return
        yield Move(
            uid=deck[0].uid,
            player=pl,
            zone="hand",
            # several cards of the deck move one at a time (5.1.3.8)
            clauses=("12.3.1", *(("5.1.3.8",) if n > 1 else ())),
            ja=f"{pl} は山札の上から1枚を手札に補充する",
            en=f"{pl} replenishes the top card of the deck into the hand",
        )
        yield from note_deck_out(ctx, pl)


def note_deck_out(ctx: Ctx, pl: str) -> Proc:
    """Remember the turn in which the last deck ran out (1.2.3.1)."""
    if not deck_listed(ctx, pl) or ctx.zone(pl, "deck"):
        return
    if all(not ctx.zone(q, "deck") and deck_listed(ctx, q) for q in ctx.state.players):
        st = ctx.state
        # the decks had all run out in an earlier turn and a deck existed again since: that
        # judgement no longer held (1.2.3.1.1) — it counts from this turn now
        given = [st.vars.get(f"deck_out_turn.{q}") for q in st.players]
        earlier = [st.vars.get("mc.decks_out_turn")]
        if all(g is not None for g in given):
            earlier.append(max(int(g) for g in given))  # type: ignore[arg-type]
        again = any(e is not None and int(e) < st.turn.number for e in earlier)
        yield SetVar(
            key="mc.decks_out_turn",
            value=ctx.state.turn.number,
            clauses=("1.2.3.1", *(("1.2.3.1.1",) if again else ())),
            ja=f"すべてのプレイヤーの山札が尽きた（第{ctx.state.turn.number}ターン）",
            en=f"every player's deck has run out (turn {ctx.state.turn.number})",
        )
        # a "no" has its reasons: the game does not end now, but at the end of the next turn
        yield Mark(
            clauses=("1.2.3.1", "11.2.1.2"),
            ja="ゲームはまだ終了しない: 山札切れ判定により次のターンの終了時に終了し、勝利判定を行う",
            en="the game does not end yet: the deck-out judgement ends it at the end of the next "
            "turn, with the victory judgement",
            touches=(f"{pl}.deck",),
        )
        return
    # a "no" has its reasons: one deck out is no end of the game (1.2.3.1 needs them all); said
    # only of decks the situation gives
    left = [q for q in ctx.state.players if q != pl and deck_listed(ctx, q) and ctx.zone(q, "deck")]
    if left:
        yield Mark(
            clauses=("1.2.3.1",),
            ja=f"{pl} の山札が尽きたが、{'、'.join(left)} の山札は残っている: "
            "山札切れ判定は始まらない（すべてのプレイヤーの山札が尽きた場合のみ）",
            en=f"{pl}'s deck has run out but {', '.join(left)}'s has not: "
            "no deck-out judgement (only when every player's deck has run out)",
            touches=(f"{pl}.deck",),
        )


def discard(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """12.4.1: to the owner's discard pile (捨て山), from any other zone."""
    uid = find_card(ctx, p.get("card"), p.get("player"))
    if uid is None:
        yield Reject("そのカードは見つかりません", "no such card", ("12.4.1",))
        return
    c = ctx.card(uid)
    assert c is not None
    yield from _new_object_note(ctx, uid)
    yield from _not_a_death(ctx, uid)
    from ruling.games._mc.play import battle_conditions_before, battle_conditions_drift

    met = battle_conditions_before(ctx, uid)
    yield Move(
        uid=uid,
        player=c.owner,
        zone="discard",
        clauses=("12.4.1", *tuple(p.get("clauses") or ())),
        ja=f"{c.label} を破棄する（{c.owner} の捨て山へ）",
        en=f"{c.label} is discarded (to {c.owner}'s discard pile)",
    )
    yield from battle_conditions_drift(ctx, met)


def _not_a_death(ctx: Ctx, uid: str) -> Proc:
    """A unit on the battlefield discarded by other than a death effect (a limit adjustment, a
    cost, 「破棄する」): it does not die (12.6.1), so a replacement of its dying in force on it
    has no event to replace (10.8.3) — said, as the unit goes to the discard pile after all."""
    from ruling.games._mc.replacements import replacements

    w = ctx.where(uid)
    if w is None or area_of_zone(w[1]) is None:
        return
    stats = {
        e.stat
        for e in (*ctx.state.effects, *replacements(ctx))
        if e.op == "replace" and e.target == uid
    }
    if "die" not in stats or "discard" in stats:
        return
    yield Mark(
        clauses=("12.6.1", "10.8.3"),
        ja=f"{label(ctx, uid)} は破棄されるが死亡ではない（死亡効果による破棄ではない）: "
        "死亡する場合の置換効果は適用されない",
        en=f"{label(ctx, uid)} is discarded but does not die (no death effect discards it): "
        "the replacement of its dying does not apply",
        touches=(uid, f"{w[0]}.{w[1]}", f"{w[0]}.hand"),
    )


def _new_object_note(ctx: Ctx, uid: str) -> Proc:
    """A card with effects on it leaving the battlefield: 5.1.1.8 decides they end; one whose
    ○ abilities are in force on units there: those effects are lost with it (14.5.4.4)."""
    yield from _continuous_lost(ctx, uid)
    yield from _side_bonus_lost(ctx, uid)
    w = ctx.where(uid)
    if not ctx.state.effects_on(uid) or w is None or area_of_zone(w[1]) is None:
        return
    yield Mark(
        clauses=("5.1.1.8",),
        ja=f"{label(ctx, uid)} はゾーン移動すると新しいカードとなり、適用されていた効果は失われる",
        en=f"{label(ctx, uid)} changes zone: it becomes a new card and the effects on it are lost",
        note=(
            "5.1.1.8 は印刷では「新しいカードであるとみなされず」。同じ条項の続き（移動前の効果は移動後の"
            "ゾーンでは失われている）に従い「みなされます」と読んだ",
            "5.1.1.8 prints 「…とみなされず」 (is not regarded as new); read as 「みなされます」 as the "
            "same clause goes on (the effects applied before the move are lost after it)",
        ),
        touches=(uid,),
    )


def _side_bonus_lost(ctx: Ctx, uid: str) -> Proc:
    """13.1.5.4 / 13.1.6.4: an equipment leaving a unit of the battle after the initiative is
    decided takes its printed 「チャージ:x」 (the first side's) / 「ディフェンダー:x」 (the second
    side's) with it — the wearer's 「攻撃力:x」 from it is lost at that moment (2.1.21.2)."""
    from ruling.games._mc.cardtext import standing
    from ruling.games._mc.common import this_unit

    st = ctx.state
    c = ctx.card(uid)
    first = st.vars.get("mc.initiative")
    if c is None or not st.vars.get("mc.battle") or first not in st.players:
        return
    wearer = this_unit(c)
    if wearer is None or wearer == uid:
        return
    w = ctx.where(wearer)
    if w is None or area_of_zone(w[1]) != st.vars.get("mc.battle_area"):
        return
    kid, cl, name = (
        ("charge", "13.1.5.4", "チャージ")
        if w[0] == first
        else ("defender", "13.1.6.4", "ディフェンダー")
    )
    x = sum(k.value for k in standing(c, kid))
    if not x:
        return
    # kept on the wearer for this battle: its attack, read again, cites the loss
    battle = [st.turn.number, st.vars.get("mc.battle_area")]
    yield SetCard(
        uid=wearer,
        changes={"side_bonus_lost": [cl, battle]},
        clauses=(cl, "2.1.21.2"),
        ja=f"{label(ctx, wearer)} は{c.label}の「{name}:{x:+d}」を失い、その時点で「攻撃力:{x:+d}」の効果が失われる",
        en=f"{label(ctx, wearer)} loses {c.label}'s {kid} {x:+d}: its attack {x:+d} is lost at once",
    )


def continuous_in_force(ctx: Ctx, uid: str) -> tuple[list[str], list[str], bool, tuple[str, ...]]:
    """The ○ abilities of the card ``uid`` on the battlefield whose effects are in force: their
    names, the units they act on (of its terrain, and of every other one for a ○ on
    「ユニットすべて」 without a timing, 14.5.4.2, ``common.continuous_on``; a [戦闘] one only in
    a battle on its terrain), whether one of them is a ±n on a value (4.6.6) and the clauses
    that had them in force (14.5.4.1 for a [戦闘] one in its battle, 14.5.4.2 for one without a
    timing, in force while its unit is on the battlefield)."""
    from ruling.games._mc.cardtext import GrantStep, StatStep, programs
    from ruling.games._mc.common import continuous_on, plain_steps, units

    w = ctx.where(uid)
    area = area_of_zone(w[1]) if w else None
    c = ctx.card(uid)
    if area is None or c is None:
        return [], [], False, ()
    names = sorted({prog.name for _i, prog in programs(c) if prog.kind == "continuous"})
    if not names:
        return [], [], False, ()
    st = ctx.state
    in_battle = bool(st.vars.get("mc.battle")) and area == st.vars.get("mc.battle_area")
    lost = [
        (u.uid, prog)
        for p in st.players
        for a in (area, *(x for x in AREAS if x != area))
        for u in units(ctx, p, a)
        for _p, src, prog in continuous_on(ctx, u, p, a)
        if src.uid == uid and (in_battle or "combat" not in prog.timings)
    ]
    hit = list(dict.fromkeys(u for u, _prog in lost))
    # a ±n on a value among them (「防御力:+2」する): the value loses that ±n (4.6.6)
    plus_n = any(
        isinstance(step, StatStep) and step.stat in ("attack", "defense", "level")
        for _u, prog in lost
        for step in plain_steps(prog)
    )
    in_force = ["14.5.4.1" if "combat" in prog.timings else "14.5.4.2" for _u, prog in lost]
    # a 「チャージ:x」 / 「ディフェンダー:x」 it gave a unit of the side that counts it (the first
    # side / the second, once the initiative is decided): lost in the battle, its 「攻撃力:x」
    # goes at that moment (13.1.5.4 / 13.1.6.4)
    first = st.vars.get("mc.initiative") if in_battle else None
    if first in st.players:
        for u, prog in lost:
            owner = ctx.card(u).owner if ctx.card(u) is not None else None
            kid = "charge" if owner == first else "defender"
            if any(isinstance(x, GrantStep) and x.kind == kid for x in plain_steps(prog)):
                in_force.append("13.1.5.4" if kid == "charge" else "13.1.6.4")
    return names, hit, plus_n, tuple(dict.fromkeys(in_force))


def continuous_lost_mark(
    ctx: Ctx, uid: str, why_ja: str, why_en: str, caused_by: tuple[int, ...] = ()
) -> Mark | None:
    """14.5.4.4: 「「○特殊能力」が消失した場合、その能力によって発揮した効果は全て失われます」 — the
    step saying so for the card ``uid``'s ○ abilities in force (``continuous_in_force``), with
    4.6.6 for a ±n on a value; None when none is in force. ``why``: how they are gone (the card
    leaves the battlefield; its abilities are lost, 10.15.2.1). Read before they go."""
    names, hit, plus_n, in_force = continuous_in_force(ctx, uid)
    c = ctx.card(uid)
    if not hit or c is None:
        return None
    return Mark(
        # the effects lost are those the ○ had in force (14.5.4.1 / 14.5.4.2)
        clauses=("14.5.4.4", *in_force, *(("4.6.6",) if plus_n else ())),
        ja=f"{c.label} {why_ja}: ○『{'』『'.join(names)}』の効果はすべて失われる",
        en=f"{c.label} {why_en}: every effect of its ○ '{', '.join(names)}' is lost",
        caused_by=caused_by,
        touches=tuple(hit),
    )


def _continuous_lost(ctx: Ctx, uid: str) -> Proc:
    """14.5.4.4: a card leaving the battlefield loses its ○ abilities, and every effect they
    had on the units of its terrain is lost — said of those units (a change of a value, or a
    unit kept from becoming acted)."""
    m = continuous_lost_mark(ctx, uid, "が戦場を離れる", "leaves the battlefield")
    if m is not None:
        yield m


def remove(ctx: Ctx, p: dict[str, Any]) -> Proc:
    uid = find_card(ctx, p.get("card"), p.get("player"))
    if uid is None:
        yield Reject("そのカードは見つかりません", "no such card", ("12.5.1",))
        return
    c = ctx.card(uid)
    assert c is not None
    yield Move(
        uid=uid,
        player=c.owner,
        zone="removed",
        clauses=("12.5.1",),
        ja=f"{c.label} をゲームから除外する",
        en=f"{c.label} is removed from the game",
    )


def return_to_hand(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect's 「手札に戻す」: the card moves to a hand (5.1.4.1: the hand is a zone); the hand
    is not named with a player, so it is its owner's (5.1.1.4); a card leaving the battlefield is a
    new card there and loses the effects on it (5.1.1.8). A card already in a hand is not moved."""
    uid = find_card(ctx, p.get("card"), p.get("player"))
    if uid is None:
        yield Reject("そのカードは見つかりません", "no such card", ("5.1.4.1",))
        return
    c = ctx.card(uid)
    w = ctx.where(uid)
    assert c is not None and w is not None
    if w[1] == "hand":
        yield Reject(
            f"{c.label} はすでに手札にあるため、手札に戻りません",
            f"{c.label} is already in a hand: it is not returned",
            ("5.1.4.1",),
        )
        return
    yield from _new_object_note(ctx, uid)
    yield Move(
        uid=uid,
        player=c.owner,
        zone="hand",
        clauses=("5.1.4.1", "5.1.1.4", *tuple(p.get("clauses") or ())),
        ja=f"{c.label} を {c.owner} の手札に戻す",
        en=f"{c.label} is returned to {c.owner}'s hand",
    )


def discard_hand(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """「手札をn枚破棄する」 as an action of its own (the choice of a selective replacement,
    10.8.5): the player discards n cards of their hand, chosen; fewer there, all of them
    (12.4.2). An empty hand moves no card: the discard is not carried out (4.1.15)."""
    from ruling.games._mc.cardtext import PileDiscardStep
    from ruling.games._mc.effects import run_player_steps

    player = str(p.get("player") or ctx.state.turn.player)
    if not ctx.zone(player, "hand"):
        yield Reject(
            f"{player} の手札がないため、手札を破棄できません",
            f"{player} has no hand card: no hand card can be discarded",
            ("4.1.15", "12.4.2"),
        )
        return
    step = PileDiscardStep("hand", int(p.get("amount") or 1))
    yield from run_player_steps(ctx, player, (step,), (), ("12.4.2",))


def die(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A death effect (死亡効果, 11.3.3.1): the unit dies — it is discarded from the battlefield
    (12.6.1)."""
    uid = find_card(ctx, p.get("card"), p.get("player"))
    w = ctx.where(uid) if uid else None
    if uid is None or w is None or area_of_zone(w[1]) is None:
        yield Reject(
            "戦場のユニットではないため死亡しません",
            "not a unit on the battlefield: it does not die",
            ("12.6.1",),
        )
        return
    c = ctx.card(uid)
    assert c is not None
    yield from _new_object_note(ctx, uid)
    given = tuple(p.get("clauses") or ())
    # a death effect the unit receives kills it by a rule process of the interrupting kind
    # (11.3.1.3.1, 11.1.2.1); the damage one (11.3.1.2.1) names its own clauses
    by_effect = () if "11.3.1.2.1" in given else ("11.3.1.3.1", "11.1.2.1")
    st = ctx.state
    # every unit that died, for 「この効果で対象が死亡した場合」 (``common._matches``)
    yield SetVar(key="mc.dead_units", value=(*(st.vars.get("mc.dead_units") or ()), uid))
    if st.vars.get("mc.battle"):
        # the deaths of the battle going on, with the unit's owner and its races / attributes
        # as it died, for 「この戦闘で(「種族:X」の)自軍ユニットが死亡した場合」 (``common._matches``)
        dead = (
            *(st.vars.get("mc.battle_dead") or ()),
            (
                c.owner,
                tuple(sorted(characteristics(c, "species", ctx))),
                tuple(sorted(characteristics(c, "attribute", ctx))),
            ),
        )
        yield SetVar(key="mc.battle_dead", value=dead)
    from ruling.games._mc.play import battle_conditions_before, battle_conditions_drift

    met = battle_conditions_before(ctx, uid)
    yield Move(
        uid=uid,
        player=c.owner,
        zone="discard",
        clauses=("12.6.1", "12.4.1", *given, *by_effect),
        ja=f"{c.label} は死亡し、破棄される",
        en=f"{c.label} dies and is discarded",
    )
    # a unit gone from the battle after the formation timing: the [戦闘] ○ conditions of the
    # others may move (mc combat_condition_after_formation)
    yield from battle_conditions_drift(ctx, met)


def _no_death_to_replace(ctx: Ctx, c: Card, resisted: int, lethal: bool) -> Proc:
    """13.1.7.1: 「耐性:x」 keeps the death effect from arising at all — it is no replacement —
    so a replacement effect of the unit's death in force (10.8.2, 「～場合、代わりに」) has no
    event to replace (10.8.3: it replaces only its own event when that event arises): the step
    saying so, after the resistance step ``resisted``, when the damage or effect would have
    killed (``lethal``)."""
    from ruling.games._mc.processes import _death_replaced

    if not lethal or not _death_replaced(ctx, c.uid):
        return
    w = ctx.where(c.uid)
    yield Mark(
        clauses=("13.1.7.1", "10.8.2", "10.8.3"),
        ja=f"{c.label} は死亡しない（死亡効果が発生しない）: 死亡に対する置換効果は適用されない",
        en=f"{c.label} does not die (no death effect arises): a replacement of its death does "
        "not apply",
        caused_by=(resisted,),
        touches=(c.uid, *((f"{w[0]}.{w[1]}",) if w else ()), f"{c.owner}.removed"),
    )


def death_resisted(
    ctx: Ctx, uid: str, origin: str | None, attribute: str | None, cause: tuple[int, ...]
) -> Generator[Any, Any, bool]:
    """A death effect (11.3.3.1) of ``origin``'s kind (「特殊能力」 for an ability's, 13.1.7.2) or
    of the damage attribute ``attribute`` on the unit ``uid``: True, with the step saying so, when
    it holds 「耐性:x」 of that x — 13.1.7.1: it does not die; the death effect does not even
    come about (it is not a replacement, so no replacement of the death is asked either). False
    when it holds none of them (a 「耐性」 of another x is said to do nothing, and why)."""
    from ruling.games._mc.cardtext import standing

    c = ctx.card(uid)
    if c is None or not is_unit(c):
        return False
    held = resistances(ctx, c)
    where = tuple(f"{w[0]}.{w[1]}" for w in [ctx.where(uid)] if w)
    origin = yield from battle_spell_origin_read(
        ctx, c, origin, (attribute,) if attribute else (), held, (uid, *where)
    )
    x = next((k for k in (attribute, origin) if k and k in held), None)
    if x is None:
        if held:
            yield source_kind_read(
                not_met(
                    ctx,
                    c,
                    "resistance",
                    f"死亡効果の属性・発生源の種別が「{'、'.join(sorted(held))}」ではない"
                    f"（{attribute or origin or 'なし'}）",
                    f"the death effect is not of {', '.join(sorted(held))} "
                    f"({attribute or origin or 'none'})",
                    cause,
                ),
                held,
                origin,
            )
        return False
    printed = {str(k.text) for k in standing(c, "resistance")}
    by_origin = x == origin and x != attribute
    m = yield Mark(
        clauses=(
            "13.1.7.1",
            "13.1.7.4",
            # 11.3.3.1: a unit dies when a death effect is applied to it; 「耐性:x」 keeps the
            # death effect from coming about at all (13.1.7.1's second sentence), so its x is
            # read on the effect that would kill (of an ability: 「特殊能力」), not on the death
            # effect, which 11.3.3.1 says is no effect
            "11.3.3.1",
            # the rule process the death effect would have started (「自身を死亡させる効果を
            # 受けた場合、…ルール処理により死亡します」), read and kept from applying
            "11.3.1.3.1",
            *(("13.1.7.3",) if x in printed else ()),
            # x the kind of effect it came from (4.9.1 / 4.8.1: an ability's card)
            *(("13.1.7.2", "4.8.1") if by_origin else ()),
        ),
        ja=f"{c.label} は「耐性:{x}」を持つため、"
        + (f"{x}による" if by_origin else f"【{x}】の")
        + "死亡効果では死亡しない（死亡効果が発生しない）",
        en=f"{c.label} has 「耐性:{x}」: the death effect "
        + (f"from a {x}" if by_origin else f"of {x}")
        + " does not make it die (it does not come about)",
        caused_by=cause,
        touches=(uid, *where),
    )
    yield from _no_death_to_replace(ctx, c, m, True)
    return True


def damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.5.1: an effect's 「【n】ダメージ」 (effect damage, 4.9.3) on a unit; 0 or less is 0 damage,
    and the effect still applies (4.5.3). A damage attribute (4.5.4) the unit has 「弱点:y (+n)」
    for adds n (13.1.8.3); one it has 「耐性:x」 for cannot make it die (13.1.7.1): that damage
    is not counted towards its death."""
    from ruling.games._mc.cardtext import standing

    uid = find_card(ctx, p.get("to"))
    c = ctx.card(uid) if uid else None
    if c is None or not is_unit(c):
        yield Reject("ダメージを与えるユニットがいません", "no unit to damage", ("4.5.1",))
        return
    n = int(p.get("amount") or 0)
    attr = p.get("attribute")
    cl: tuple[str, ...] = ("4.5.1", "4.9.3")
    if n <= 0:
        cl += ("4.5.3",)
        n = 0
    weak_add = 0
    # a damage printed with several attributes (【火炎/電撃】) has each of them (4.5.4)
    attrs = damage_attributes(attr)
    if attr:
        cl += ("4.5.4",)
    applied: list[str] = []
    for a in attrs:
        # a 「弱点:y」 lost (10.15.2.1) is treated as not there: the damage of y is applied as
        # dealt (13.1.8.4) — unless one is given after the loss (10.7.2.2)
        gone = lost_standing(ctx, c, "weakness", a)
        held = [k for k in held_standing(ctx, c, "weakness") if k.text == a]
        weak = sum(k.value for k in held)
        from_worn = any(k.text == a for k in worn(ctx, c, "weakness"))
        by_effect = [
            e
            for e in ctx.state.effects_on(uid, "weakness")
            if e.op == "grant" and e.value[0] == a and (gone or 0) < e.id
        ]
        given = [int(e.value[1]) for e in by_effect]
        # given by a ○ ability in force (14.5), with the clauses that put it in force
        by_cont = [(m, gcl) for y, m, gcl in continuous_grants(ctx, c, "weakness") if y == a]
        if gone is not None:
            if weak or by_cont:
                cl += ("10.15.2.1", "13.1.8.4")
            weak, from_worn, by_cont, held = 0, False, [], []
        given += [m for m, _gcl in by_cont]
        if n >= 1 and (weak or given):
            weak_add += weak + sum(given)
            applied.append(a)
            cl += ("13.1.8.1", "13.1.8.3", *(("10.14.1",) if given else ()))
            if any(k.text == a for k in standing(c, "weakness")):
                cl += ("13.1.8.2",)  # printed: in force since the unit was summoned
            cl += tuple(dict.fromkeys(x for _m, gcl in by_cont for x in gcl))
            # given by a one-shot effect: the clauses that gave it and say how long it lasts
            # (10.14.6; a ● ability's grant, 14.7.3.4)
            cl += tuple(dict.fromkeys(x for e in by_effect for x in e.clauses))
            cl += WORN if from_worn else ()
            # several 「弱点:y」 of the damage's y (printed, worn, given): their n added (13.1.8.5)
            if len(held) + len(given) > 1:
                cl += ("13.1.8.5",)
            if _lost_specials(ctx, uid):
                # 「すべての特殊能力を失う」 takes the special abilities (4.1.2) only: 「弱点:x」 is a
                # standing ability (常備能力, 4.1.3) and stays
                cl += ("4.1.2", "4.1.3")
    if applied:
        # the increased damage still has y and 1 point or more: the weakness (a replacement
        # effect, 13.1.8.1) is applied once to this one damage, not again (10.8.4.3)
        cl += ("10.8.4.3",)
    if len(applied) > 1:
        # weaknesses of two different y (13.1.8.5 adds only the same y's n) are two replacement
        # effects on one damage: the owner of the unit orders them (10.8.4, 10.8.4.1); each adds
        # its n once whatever the order, the damage keeping all its attributes
        cl += ("10.8.4", "10.8.4.1")
    n, cl = yield from _changed_amount(ctx, c, n, weak_add, cl)
    # 「耐性:x」 (13.1.7.1): x a damage attribute, or the kind of effect the damage comes from —
    # 「特殊能力」, 「戦闘スペル」 (13.1.7.2; ``origin``, the damage's source, 4.9.3)
    origin = p.get("origin")
    granted = {str(e.value) for e in ctx.state.effects_on(uid, "resistance") if e.op == "grant"}
    # given by a ○ ability in force (14.5), with the clauses that put it in force
    by_cont = {x: gcl for x, _m, gcl in continuous_grants(ctx, c, "resistance")}
    printed = {str(k.text) for k in standing(c, "resistance")}
    on_worn = {str(k.text) for k in worn(ctx, c, "resistance")}
    # what it holds now: a 「耐性:x」 lost by an effect (「対象は「耐性:x」を失う」) is treated as not
    # there (10.15.2.1) until a later grant gives it back (``keywords.resistances``)
    from ruling.games._mc.keywords import resistances

    now = resistances(ctx, c)
    origin = yield from battle_spell_origin_read(ctx, c, origin, attrs, now, (uid,))
    x = next(
        (
            k
            for k in (*attrs, origin)
            if k and (k in printed or k in granted or k in on_worn or k in by_cont) and k in now
        ),
        None,
    )
    if x is None and any(
        k and (k in printed or k in granted or k in on_worn or k in by_cont)
        for k in (*attrs, origin)
    ):
        cl += ("10.15.2", "10.15.2.1")  # held, but lost: the damage is not resisted
    # a damage of several attributes (【火炎/電撃】) of which the unit resists some, not all, and
    # not its source's kind either: it is 「x」 damage of a killing amount (13.1.7.1), and also
    # damage of an attribute nothing resists — 13.1.7.1 / 13.1.7.2 do not say which counts (the
    # point several_attributes_resisted; 2.1.13.3 has a card of several 「属性」 be each of them)
    unresisted = [a for a in attrs if a not in now]
    also_passed: list[int] = []
    if x is not None and x in attrs and unresisted and not (origin and origin in now):
        from ruling import unsettled

        resisted_read = yield from unsettled.holds(
            c.owner, "mc", "several_attributes_resisted", "resisted"
        )
        if not resisted_read:
            m = yield Mark(
                clauses=("13.1.7.1", "13.1.7.2", "2.1.13.3", "4.5.4"),
                ja=f"【{attr}】のダメージは【{'・'.join(unresisted)}】のダメージでもあり、"
                f"{c.label} の「耐性:{x}」はそれを防がない",
                en=f"the 【{attr}】 damage is also damage of {'/'.join(unresisted)}, which "
                f"{c.label}'s 「耐性:{x}」 does not keep off",
                touches=(uid,),
            )
            also_passed.append(m)
            x = None
    if x is not None:
        by_origin = x == origin and x != attr
        # the same x held more than once (printed, granted, worn, by a ○ ability): the effect is
        # the same as one's (13.1.7.6)
        times = (
            sum(1 for k in standing(c, "resistance") if str(k.text) == x)
            + sum(
                1
                for e in ctx.state.effects_on(uid, "resistance")
                if e.op == "grant" and str(e.value) == x
            )
            + sum(1 for k in worn(ctx, c, "resistance") if str(k.text) == x)
            + sum(1 for y, _m, _g in continuous_grants(ctx, c, "resistance") if y == x)
        )
        m = yield Mark(
            clauses=(
                *cl,
                "13.1.7.1",
                "13.1.7.4",
                # printed: in force since the unit was summoned (13.1.7.3)
                *(("13.1.7.3",) if x in printed else ()),
                *(("13.1.7.6",) if times > 1 else ()),
                # x the kind of effect the damage came from: its source asked (4.9.1) — effect
                # damage's is the effect's (4.9.3), the card whose ability it is (4.8.1, 4.8.2)
                *(("13.1.7.2", "4.9.1", "4.8.1", "4.8.2") if by_origin else ()),
                *(("10.14.4",) if x in granted else ()),
                # its special abilities lost: 「耐性:x」 is a standing ability and stays (4.1.2,
                # 4.1.3)
                *(("4.1.2", "4.1.3") if _lost_specials(ctx, uid) else ()),
                *(WORN if x in on_worn and x not in printed | granted else ()),
                *(by_cont[x] if x in by_cont and x not in printed | granted | on_worn else ()),
            ),
            ja=f"{c.label} は「耐性:{x}」を持つため、"
            + (f"{x}による" if by_origin else f"【{x}】の")
            + f"{n}ダメージでは死亡しない",
            en=f"{c.label} has 「耐性:{x}」: the {n} damage "
            + (f"from a {x}" if by_origin else f"of {x}")
            + " cannot make it die",
            touches=(uid, *(f"{w[0]}.{w[1]}" for w in [ctx.where(uid)] if w)),
        )
        from ruling.games._mc.common import damage_of, defense

        yield from _no_death_to_replace(ctx, c, m, n > 0 and damage_of(c) + n >= defense(ctx, c))
        if n:
            # kept aside: whether it counts once damage of another attribute comes is a
            # reading (the rule process, 11.3.1.2.1 against 13.1.7.1)
            # by its x too: once that 「耐性:x」 is lost, the damage kills as any (13.1.7.5)
            by_x = dict(c.states.get("resisted_x") or {})
            by_x[x] = int(by_x.get(x) or 0) + n
            yield SetCard(
                uid=uid,
                changes={"resisted": int(c.states.get("resisted") or 0) + n, "resisted_x": by_x},
                caused_by=(m,),
            )
        return
    # a standing ability found to do nothing here (its x, its y is not this damage's) is why the
    # damage counts as it does: a cause of the damage it lets through (and of what that damage
    # then does, 11.3.1.2.1)
    passed: list[int] = also_passed
    held_res = resistances(ctx, c)
    if held_res and n >= 1 and not also_passed:
        # a resistance it holds keeps off only damage of its own x (13.1.7.1): damage of
        # another attribute, or of none, is counted towards its death as usual
        xs = "、".join(sorted(held_res))
        m = yield source_kind_read(
            not_met(
                ctx,
                c,
                "resistance",
                f"ダメージ属性・発生源の種別が「{xs}」ではない（{attr or origin or 'なし'}）",
                f"the damage's attribute or source kind is not {xs} ({attr or origin or 'none'})",
                # damage with no attribute is 「無属性ダメージ」 (4.5.4): no x of 耐性:x
                more=() if attr else ("4.5.4",),
            ),
            held_res,
            origin,
        )
        passed.append(m)
    held = weaknesses(ctx, c)
    if held and not (attr and n >= 1 and any(y in attrs for y, _n in held)):
        # a weakness it holds does not apply: 0 damage, or damage of another attribute
        ys = "、".join(sorted({y for y, _n in held}))
        m = yield not_met(
            ctx,
            c,
            "weakness",
            "0点のダメージ" if n < 1 else f"ダメージ属性が「{ys}」ではない（{attr or 'なし'}）",
            "the damage is 0 points" if n < 1 else f"the damage's attribute is not {ys} ({attr})",
            more=() if attr or n < 1 else ("4.5.4",),
        )
        passed.append(m)
    src = p.get("source") or "効果"
    if n:
        yield SetCard(
            uid=uid,
            changes={"damage": int(c.states.get("damage") or 0) + n},
            clauses=cl,
            caused_by=tuple(passed),
            ja=f"{c.label} に{f'【{attr}】' if attr else ''}{n}ダメージ（{src}）",
            en=f"{c.label} takes {n}{f' {attr}' if attr else ''} damage ({p.get('source') or 'an effect'})",
        )
        yield from survives(ctx, uid)
    else:
        yield Mark(
            clauses=cl,
            ja=f"{c.label} に0ダメージを与える（効果は適用される）",
            en=f"{c.label} is dealt 0 damage (the effect applies)",
            touches=(uid, *(f"{w[0]}.{w[1]}" for w in [ctx.where(uid)] if w)),
        )
        yield from survives(ctx, uid)


def _changed_amount(
    ctx: Ctx, c: Card, n: int, weak_add: int, cl: tuple[str, ...]
) -> Generator[Any, Any, tuple[int, tuple[str, ...]]]:
    """The damage's amount after the replacement effects on it (10.8.2): 「弱点」's +n
    (13.1.8.1, a replacement effect, only on damage of 1 or more) and a card's 「代わりにその
    ダメージをn点少なくする」 (``replacements``: a change of the amount; below 0 it is 0, 4.5.3).
    Each applies once (10.8.4.3); when the order changes the amount, the affected player picks
    it (10.8.4) — whether that is the card's owner or the player doing the action is not
    settled (10.8.4.1 / 10.8.4.2: flagged)."""
    from ruling import unsettled
    from ruling.games._mc.replacements import replacements

    changes = [
        e
        for e in replacements(ctx)
        if e.stat == "damage" and e.target == c.uid and isinstance(e.value, dict)
    ]
    if not changes:
        return n + weak_add, cl
    delta = sum(int(e.value.get("delta") or 0) for e in changes)
    weak_first = max(0, n + weak_add + delta)
    after = max(0, n + delta)
    change_first = after + (weak_add if after >= 1 else 0)
    names = "、".join(str(e.source) for e in changes)
    cl = (*cl, "10.8.2", "10.8.3", "10.8.4.3", *(x for e in changes for x in e.clauses))
    got = weak_first
    if weak_add and weak_first != change_first:
        yield unsettled.flag("mc", "replacement_chooser")
        got = yield Choose(
            c.owner,
            "replacement",
            "先に適用する置換効果",
            "the replacement effect to apply first",
            (
                Option(
                    "weakness",
                    f"弱点を先に（{weak_first}点）",
                    f"weakness first ({weak_first})",
                    weak_first,
                ),
                Option(
                    "change",
                    f"{names} を先に（{change_first}点）",
                    f"{names} first ({change_first})",
                    change_first,
                ),
            ),
            ("10.8.4", "10.8.4.1", "10.8.4.2"),
        )
        cl = (*cl, "10.8.4")
    elif not weak_add:
        got = after
    yield Mark(
        clauses=cl,
        ja=f"置換効果（{names}）: {c.label} へのダメージは{got}点になる",
        en=f"replacement effect ({names}): the damage to {c.label} becomes {got}",
        touches=(c.uid,),
    )
    return got, (*cl, *(("4.5.3",) if got == 0 else ()))


def survives(ctx: Ctx, uid: str, cause: tuple[int, ...] = ()) -> Proc:
    """A unit that was dealt damage and lives: its damage is below its defence (every
    modification counted, 2.1.18.2 …), so the rule process 11.3.1.2.1 finds nothing — said, with
    what its defence is made of. A defence not given is left to the rule process (it branches
    or states the assumption)."""
    from ruling.games._mc.common import defense, value_clauses
    from ruling.values import Operand, is_unknown

    c = ctx.card(uid)
    w = ctx.where(uid)
    if c is None or w is None or area_of_zone(w[1]) is None:
        return
    d = defense(ctx, c, bool(ctx.state.vars.get("mc.bare")))
    dmg = int(c.states.get("damage") or 0)
    if is_unknown(ctx, Operand(d, "", "", uid, "defense")):
        if dmg > 0:
            # 11.3.1.2.1: a defence the scenario does not give is not read as 0 nor as large:
            # whether the damage reaches it is branched on, as for attack damage (the rule
            # process follows the branch taken)
            from ruling.values import compare

            yield from compare(
                ctx,
                Operand(dmg, f"{c.label} のダメージ", f"{c.label}'s damage"),
                Operand(d, f"{c.label} の防御力", f"{c.label}'s defence", uid, "defense"),
                lambda s: s >= 0,
                ("11.3.1.2.1",),
            )
        return
    if 0 < d and dmg < d:
        yield Mark(
            # the survival reads what a death reads (4.5.2: 「防御力以上のダメージを与えられた
            # ユニットは死亡します」, the rule process 11.3.1.2.1), the "no" of each
            clauses=("11.3.1.2.1", "4.5.2", *value_clauses(ctx, c, "defense")),
            ja=f"{c.label} はダメージ{dmg}が防御力{d}未満のため死亡しない",
            en=f"{c.label} survives: damage {dmg} is below its defence {d}",
            caused_by=cause,
            touches=(uid, f"{w[0]}.{w[1]}"),
        )


def _opening_phase(ctx: Ctx) -> tuple[str, ...]:
    """The first player's first turn opens with its summon phase: no first hand adjustment
    phase and no main phase before it (7.2.8, 7.3.7) — cited by what is done in that phase."""
    t = ctx.state.turn
    first = t.number == 1 and t.first_player in (None, t.player)
    return ("7.2.8", "7.3.7") if first and t.phase == "summon" else ()


# the kinds of source 「耐性:x」's x may name besides the damage attributes (13.1.7.2)
SOURCE_KINDS = ("戦闘スペル", "特殊能力")


def battle_spell_origin_read(
    ctx: Ctx,
    c: Card,
    origin: Any,
    attrs: tuple[str, ...],
    held: Any,
    touches: tuple[str, ...],
) -> Generator[Any, Any, Any]:
    """The kind of source (13.1.7.2) a battle spell card's ◇ ability's damage or death effect is
    read as against a unit holding 「耐性:特殊能力」 and not 「耐性:戦闘スペル」 nor one of the
    damage's attributes: 13.1.7.2 lists 「戦闘スペル」 and 「特殊能力」 apart, and a battle spell's
    ◇ is a 「◇特殊能力」 too (14.6.1, 4.1.2) — the point battle_spell_source_kind, both readings
    run (the engine's: 「戦闘スペル」 alone). Returns the kind to check the resistance against."""
    if origin != "戦闘スペル" or "特殊能力" not in held or "戦闘スペル" in held:
        return origin
    if any(a in held for a in attrs):
        return origin
    from ruling import unsettled

    also = yield from unsettled.holds(
        c.owner, "mc", "battle_spell_source_kind", "also_special_ability"
    )
    if not also:
        return origin
    yield Mark(
        clauses=("13.1.7.2", "14.6.1", "4.1.2"),
        ja="戦闘スペルカードの◇特殊能力の効果は「特殊能力」の効果でもある",
        en="a battle spell card's ◇ ability's effect is a special ability's effect too",
        touches=touches,
    )
    return "特殊能力"


def source_kind_read(m: Mark, held: Any, origin: Any) -> Mark:
    """A resistance found not to work where its x or the damage's source is a kind of source
    (「戦闘スペル」, 「特殊能力」): the clause listing what x may be, source kinds apart from the
    attributes, is read to conclude so (13.1.7.2)."""
    if origin in SOURCE_KINDS or any(str(x) in SOURCE_KINDS for x in held):
        return replace(m, clauses=(*m.clauses, "13.1.7.2"))
    return m


def damage_attributes(attr: Any) -> tuple[str, ...]:
    """The damage attributes (4.5.4) of a damage printed 【x】 or 【x/y】 (several: the damage has
    each of them); () for 無属性ダメージ."""
    if not attr:
        return ()
    return tuple(
        dict.fromkeys(a.strip() for a in str(attr).replace("／", "/").split("/") if a.strip())
    )


def _lost_specials(ctx: Ctx, uid: str) -> bool:
    from ruling.games._mc.common import abilities_lost

    return abilities_lost(ctx, uid) is not None


def modify(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.6.4: a change of a value is ±n; ±0 is not applied (4.6.7); it lasts until the end of
    the battle if applied in one, else until the end of the phase (4.6.9)."""
    uid = find_card(ctx, p.get("card"))
    if uid is None:
        yield Reject("そのカードは見つかりません", "no such card", ("4.6.4",))
        return
    stat = str(p.get("stat") or "attack")
    n = int(p.get("amount") or 0)
    if n == 0:
        yield Reject(
            "数値を±0する効果は適用されない（4.6.7「適用されませぬ」は「適用されません」と読む: 4.1.15「数値を±0する場合」）",
            "a ±0 change is not applied (4.6.7's 「適用されませぬ」 read as 「されません」, as 4.1.15 "
            "lists 「数値を±0する場合」 among effects not applied)",
            ("4.6.7", "4.1.15"),
        )
        return
    # a duration the effect's own rule settled (a swap in a battle, ``play._swap``), else the
    # rules' (4.6.9)
    until = str(p["until"]) if p.get("until") else (yield from effect_until(ctx))
    yield AddEffect(
        target=uid,
        stat=stat,
        op="add",
        value=n,
        until=until,
        source=str(p.get("source") or ""),
        clauses=("4.6.4", "4.6.9"),
        ja=f"{label(ctx, uid)} の{_STAT_JA.get(stat, stat)}{n:+d}（{until_ja(until)}まで）",
        en=f"{label(ctx, uid)} {stat} {n:+d} (until the end of the {until_en(until)})",
    )


_STAT_JA = {
    "attack": "攻撃力",
    "defense": "防御力",
    "level": "レベル",
    "initiative": "イニシアチブ",
}


def _declared(ctx: Ctx, kind: str, why: tuple[str, ...] = ()) -> Proc:
    from ruling.games._mc.play import declared

    yield from declared(ctx, kind, why)


def _over_limit_undeclared(ctx: Ctx, c: Card, pl: str, area: str) -> Proc:
    """A summon the terrain's limit will refuse (12.2.7.2; checked at 12.2.7.4.3, after the
    declaration 12.2.7.4.1) while a ● ability on the battlefield watches that declaration: the
    point improper_summon_declared — declared (the engine's reading: its triggers happen, the
    summon is refused at 12.2.7.4.3) or never declared (12.2.7.2: refused now, nothing
    triggers). True when refused here."""
    from ruling.games._mc.play import declaration_watched

    t = terrain(ctx, area) if area in AREAS else None
    lim = limit_of(ctx, t)[0] if t is not None else None
    if lim is None or not declaration_watched(ctx, "summon"):
        return False
    total = party_level(ctx, pl, area, adjustment=False) + max(int(c.level or 0), 0)
    if total <= lim:
        return False
    from ruling import unsettled

    if (yield from unsettled.holds(pl, "mc", "improper_summon_declared", "declared")):
        return False
    yield Reject(
        f"合計レベル{total}が地形のリミット{lim}を超える召喚は宣言できません",
        f"a summon whose total level {total} exceeds the terrain's limit {lim} cannot be declared",
        ("12.2.7.2",),
    )
    return True


def summon(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """12.2.7: a unit card from the hand onto a terrain. In the summon phase (普通召喚) only onto
    the own headquarters or a terrain that allows it (7.4.5); in a battle (即時召喚) only a unit
    that may be summoned at once (8.3.2.8, 2.1.12.2). The base level plus the party's must not
    exceed the limit (12.2.7.2); a hero whose name is already on the battlefield may not come
    (12.2.7.4.3)."""
    pl = who(ctx, p)
    uid = find_card(ctx, p.get("card"), pl)
    c = ctx.card(uid) if uid else None
    w = ctx.where(uid) if uid else None
    if c is None or w is None or w[:2] != (pl, "hand") or c.type not in ("unit", None):
        yield Reject(
            "手札のユニットカードではないため召喚できません",
            "not a unit card in the hand: it cannot be summoned",
            ("12.2.7.1",),
        )
        return
    instant = bool(ctx.state.vars.get("mc.battle"))
    area = str(p.get("area") or ctx.state.vars.get("mc.battle_area") or "")
    # a ◇ ability summoning the card (14.6.3.2): named by ``ability``, else taken up where the
    # rules alone would not let the card be summoned (below)
    from ruling.games._mc import own_play

    dia: Any = None
    if p.get("ability") is not None:
        dia = yield from _own_named(ctx, c, p.get("ability"), ("normal_summon", "instant_summon"))
        if dia is None:
            return
    # the terrain asked for (``area:``); an instant summon goes onto the battle's (8.3.2.8)
    asked = area
    if instant:
        area = str(ctx.state.vars.get("mc.battle_area"))
        if dia is None and not c.extra.get("instant"):
            dia, _ = own_play.pick(c, ("instant_summon",), True)
        permit = (
            instant_summon_permit(ctx, pl, c) if dia is None and not c.extra.get("instant") else ()
        )
        if permit:
            # a ○ ability in force lets the player summon this card at once (the text wins over
            # 8.3.2.8's 「即時召喚可能なユニットカード」 only, 1.3.1)
            yield Mark(
                clauses=("8.3.2.8", *permit),
                ja=f"{c.label} は○能力により即時召喚できる",
                en=f"{c.label} may be summoned at once by a ○ ability",
                # the summon of this card rests on it: a ruling on the card or its hand
                touches=ctx.kept(c.uid),
            )
        if dia is None and not c.extra.get("instant") and not permit:
            for ab in own_play.unrun_own_plays(c):
                yield text_not_run(ab.text, ab.reason)
            yield Reject(
                f"{c.label} は即時召喚可能なユニットカードではないため、即時召喚できません",
                f"{c.label} is no unit card that may be summoned at once: no instant summon",
                ("8.3.2.8", "2.1.12.3"),
            )
            return
        if asked and asked != area:
            if not (yield from _instant_away(ctx, c, pl, dia, asked)):
                return
            area = asked
    elif turn_phase(ctx, "summon", ("7.4.4",)) != "summon":
        # the declaration's timing is checked (12.2.7.4.3): a normal summon is an action of the
        # summon phase (7.4.4), not among those of the phase it is in (7.3.3 for the main phase)
        yield Reject(
            "普通召喚は普通召喚フェイズにのみ行えます",
            "a normal summon is done in the summon phase only",
            ("7.4.1", "7.4.4", "12.2.7.4.3", *PHASE_ACTIONS.get(ctx.state.turn.phase or "", ())),
        )
        return
    if not instant:
        from ruling.games._mc.turn import summon_step_action

        if not (yield from summon_step_action(ctx)):
            return  # 7.4.4 read as printed: no play step (a reading choice point)
    if dia is not None and not (yield from _own_summon_ok(ctx, c, pl, dia, instant)):
        return
    if not instant and pl != ctx.state.turn.player:
        # 7.4.1: 「進軍側が「普通召喚」を行います」 — the play step is the advancing side's (7.4.4)
        yield Reject(
            "普通召喚フェイズに普通召喚を行うのは進軍側（ターンプレイヤー）だけです",
            "in the summon phase only the advancing side (the turn player) summons",
            # 1.3.7: the advancing side is the player whose turn it is
            ("7.4.1", "7.4.4", "12.2.7.4.3", "1.3.7"),
        )
        return
    if (yield from _over_limit_undeclared(ctx, c, pl, area)):
        return
    yield from _declared(ctx, "summon")
    yield CheckTiming(("12.2.7.4.2",))  # after the declaration (12.2.7.4.1)
    if area not in AREAS:
        yield Reject(f"エリア {area} はありません", f"no area {area}", ("5.1.2.4",))
        return
    t = terrain(ctx, area)
    if t is None:
        yield Reject("空き地には召喚できません", "no summon onto an empty area", ("12.2.7.1",))
        return
    if dia is None and not instant and p.get("ability") is None:
        # the rules' own places refused below: a ◇ normal summon naming this terrain is taken up
        # (14.6.3.2), as the player's declaration of it
        cand, _ = own_play.pick(c, ("normal_summon",), True)
        if (
            cand is not None
            and cand.where is not None
            and own_play.fits(ctx, pl, area, cand.where)
            and not _normal_summon_place(ctx, pl, area, t)
        ):
            dia = cand
            if not (yield from _own_summon_ok(ctx, c, pl, dia, instant)):
                return
    own_cl: tuple[str, ...] = ()
    if dia is not None and dia.where is not None:
        if not own_play.fits(ctx, pl, area, dia.where):
            yield Reject(
                f"『{dia.name}』で召喚できるのは{own_play.where_ja(dia.where)}です: {area} には召喚できません",
                f"'{dia.name}' summons onto {dia.where}: not onto {area}",
                ("12.2.7.4.3", "14.6.3.2", *(("8.3.2.8",) if instant else ())),
            )
            return
        own_cl = ("12.2.7.4.3", "14.6.3.2", *((KEYWORD_CL[dia.keyword],) if dia.keyword else ()))
        word = own_play.named_word(dia.where) if dia.keyword else None
        if word is not None and own_play.word_is_characteristic(ctx, t, word):
            # 「○○の地形」 with ○○ an attribute / race the terrain has (2.1.13.1, 2.1.22.1): it
            # matches (15.4.7.2 / 15.4.8.2 「○○に合致する地形」)
            own_cl += ("2.1.13.1" if word in characteristics(t, "attribute", ctx) else "2.1.22.1",)
        elif word is not None:
            # 「○○の地形」 with ○○ neither an attribute (2.1.13.2) nor a race: read as the terrain's
            # card name (2.1.5.1) — what ○○ may be the rules do not say (icon_terrain_word)
            from ruling import unsettled

            by_name = yield unsettled.choose(
                pl, "mc", "icon_terrain_word", {"card_name": True, "no_terrain": False}
            )
            if not by_name:
                yield Reject(
                    f"『{dia.name}』の「○○の地形」は属性・種族ではない: 合致する地形はない",
                    f"'{dia.name}': its 「○○の地形」 is no attribute or race: no terrain matches",
                    (KEYWORD_CL[dia.keyword], "2.1.13.2"),
                )
                return
        if not instant and not _normal_summon_place(ctx, pl, area, t):
            # the terrain the text names is not one of 7.4.5's: whether it widens 7.4.5 or
            # narrows it the text does not say (15.4.7.2's meaning of 【普通召喚】 widens it)
            from ruling import unsettled

            # 【普通召喚】「○○の地形」 means a text naming such a terrain (15.4.7.2): the keyword
            # is what widens 7.4.5, settled; a ◇ text printed otherwise is not said to
            widens = dia.keyword == "normal_summon" or (
                yield unsettled.choose(
                    pl, "mc", "diamond_summon_destination", {"widens": True, "narrows": False}
                )
            )
            if not widens:
                yield Reject(
                    "普通召喚は自軍本陣と普通召喚可能な地形にのみ行えます（◇の地形は7.4.5に加わらない読み）",
                    "a normal summon goes onto the own headquarters or a terrain that allows it "
                    "(the ◇ terrain read as not adding to 7.4.5)",
                    ("7.4.5", "14.6.3.2"),
                )
                return
            own_cl += ("15.4.7.2",)
    elif not instant:
        if (
            not _normal_summon_place(ctx, pl, area, t)
            and t.extra.get("summon")
            and hq_area(ctx, pl) != area
        ):
            # a summonable terrain the enemy holds (5.1.2.12): 7.4.4 / 7.4.5 / 12.2.7.4.3 ask
            # nothing of who holds it, 15.4.7.2 spells out 「敵軍支配地形ではない地形」 for the
            # keyword's — both readings run (mc normal_summon_onto_enemy_held)
            from ruling import unsettled

            anyone = yield unsettled.choose(
                pl,
                "mc",
                "normal_summon_onto_enemy_held",
                {"not_enemy_held": False, "any_holder": True},
                ("5.1.2.12",),
            )
            if not anyone:
                yield Reject(
                    f"{area} は敵軍支配地形: 普通召喚できない（15.4.7.2 の「敵軍支配地形ではない地形」を"
                    "普通召喚一般の条件と読む）",
                    f"{area} is enemy-held: no normal summon there (15.4.7.2's 「敵軍支配地形ではない"
                    "地形」 read as a condition of every normal summon)",
                    ("7.4.5", "7.4.4", "15.4.7.2", "5.1.2.12"),
                )
                return
            own_cl = ("7.4.4", "7.4.5")
        elif not _normal_summon_place(ctx, pl, area, t):
            for ab in own_play.unrun_own_plays(c):
                yield text_not_run(ab.text, ab.reason)
            # a proxy terrain is a terrain card whose contents are hidden from every player
            # (5.1.2.20.1): nothing of it allows a normal summon
            proxy = t is not None and bool(t.extra.get("proxy") or t.states.get("proxy"))
            yield Reject(
                "普通召喚は自軍本陣と普通召喚可能な地形にのみ行えます"
                + ("（代理地形はカード内容が非公開の「地形カード1枚」）" if proxy else ""),
                "a normal summon goes onto the own headquarters or a terrain that allows it"
                + (
                    " (a proxy terrain is 「a terrain card」 with its contents hidden)"
                    if proxy
                    else ""
                ),
                ("7.4.5", *(("5.1.2.20.1",) if proxy else ())),
            )
            return
    from ruling.games._mc.cardtext import standing
    from ruling.games._mc.processes import hero_points

    heroes = standing(c, "hero")
    is_hero = bool(c.extra.get("hero") or heroes)
    own = [x for a in AREAS for x in units(ctx, pl, a) if x.name == c.name]
    clash = (
        "15.1.5"
        if is_hero and own
        else "15.1.4"
        if not is_hero and any(x.extra.get("hero") or standing(x, "hero") for x in own)
        else None
    )
    if clash and dia is not None:
        # summoned by its ◇ ability — an effect summoning the card (14.6.3.2, 14.6.4.1) — from
        # the hand: 15.1.4 / 15.1.5 refuse the summon from the hand, 15.1.7 discards a card an
        # effect summons beside its namesake; which governs the text does not say
        # (hero_diamond_summon_beside_same_name, both readings run)
        from ruling import unsettled

        discarded = yield from unsettled.holds(
            pl, "mc", "hero_diamond_summon_beside_same_name", "discarded"
        )
        if discarded:
            yield Move(
                uid=str(uid),
                player=pl,
                zone="discard",
                clauses=("15.1.7", "14.6.3.2", *own_cl),
                ja=f"同名の自軍ユニットが戦場にいるため、『{dia.name}』で召喚されるはずだった{c.label} は"
                "召喚されずに破棄される",
                en=f"a unit of the same name is on the battlefield: {c.label}, to be summoned by "
                f"'{dia.name}', is discarded instead",
            )
            return
    enemy_namesake_hero = any(
        x.name == c.name and (x.extra.get("hero") or standing(x, "hero"))
        for q in ctx.state.players
        if q != pl
        for a in AREAS
        for x in units(ctx, q, a)
    )
    if clash == "15.1.5":
        yield Reject(
            f"同名の自軍ユニット {c.label} が戦場にいるため、英雄は召喚できません",
            f"a unit of the same name {c.label} is on the battlefield: the hero cannot come",
            ("12.2.7.4.3", "15.1.3", "15.1.5"),
        )
        return
    if clash == "15.1.4":
        yield Reject(
            f"同名の英雄の自軍ユニット {c.label} が戦場にいるため、{c.label} は召喚できません",
            f"an own hero unit of the same name {c.label} is on the battlefield: no summon",
            ("12.2.7.4.3", "15.1.3", "15.1.4"),
        )
        return
    # 15.1.2: the hero points are a cost of the summon — that many cards from the deck's top
    points = sum(max(k.value, 0) for k in heroes) or hero_points(c)
    if dia is not None and dia.free:
        points = 0  # 「召喚コストを支払わずに」: the summon's cost (15.1.2) is not paid
    deck = ctx.zone(pl, "deck")
    if points and deck_listed(ctx, pl) and len(deck) < points:
        yield Reject(
            f"英雄点{points}のコスト（山札の上から{points}枚破棄）を支払えません: 山札が{len(deck)}枚",
            f"the hero points' cost (discarding {points} from the deck's top) cannot be paid: "
            f"{len(deck)} in the deck",
            # a cost of 「山札n枚破棄」 with fewer than n cards cannot be declared (10.11.10)
            ("12.2.7.4.3", "15.1.2", "10.11.10"),
        )
        return
    lim, lcl = limit_of(ctx, t)
    # the summoned card's basic level (12.2.7.2) joins the party; a negative level summed: a
    # reading of 4.6.2 (``limit_total``)
    total, neg_cl = yield from limit_total(ctx, pl, area, [max(int(c.level or 0), 0)], lim)
    if lim is not None and total > lim:
        # the effects in force on the party's levels (「レベル:±n」 given, 10.14.5) made the total
        changed = tuple(
            s
            for s in ctx.provenance(tuple(f"stat:{u.uid}:level" for u in units(ctx, pl, area)))
            if s is not None
        )
        yield Reject(
            f"合計レベル{total}が地形のリミット{lim}を超えるため召喚できません",
            f"the total level {total} would exceed the terrain's limit {lim}: no summon",
            ("12.2.7.2", "12.2.7.4.3", *lcl, *neg_cl),
            caused_by=changed,
        )
        return
    if lim is not None:
        # a level the scenario does not give is not silently 0 in the total: it is taken to
        # fit the limit, and the ruling says so
        said = taken_to_meet(
            ctx,
            (c.uid, *(u.uid for u in units(ctx, pl, area))),
            "level",
            "レベル",
            "level",
            ("地形のリミット", "the terrain's limit"),
            ("12.2.7.2",),
        )
        if said is not None:
            yield said
    # the card and its terrain named (12.2.7.4.4), the cost declared (12.2.7.4.5: the hero
    # points, the ◇ ability's 〈コスト:…〉, else none): a check step before the cost is paid
    own_paid: list[str] = []
    if dia is not None and dia.hand_cost is not None:
        from ruling.games._mc.play import _hand_cost

        got = yield from _hand_cost(ctx, dia, pl, p.get("cost_cards"), (uid,))  # type: ignore[arg-type]
        if got is None:
            return
        own_paid = list(got)
    yield CheckTiming(("12.2.7.4.6",))
    if own_paid:
        yield from _pay_own_cost(ctx, pl, dia, own_paid)
    if points:
        if not deck_listed(ctx, pl):
            yield Warn(
                "assumption",
                f"{pl} の山札がシナリオにない: 英雄点{points}ぶんの山札は足りるものとし、破棄されるカードは不明",
                f"{pl}'s deck is not given: it is taken to hold the {points} cards of the hero "
                "points, which are unknown",
                ("15.1.2",),
                key="zone_not_given_not_empty",
            )
        for _ in range(points if deck_listed(ctx, pl) else 0):
            top = ctx.zone(pl, "deck")[0]
            yield Move(
                uid=top.uid,
                player=pl,
                zone="discard",
                clauses=(
                    "15.1.2",
                    "12.2.7.4.5",
                    "12.2.7.4.7",
                    *(("5.1.3.8",) if points > 1 else ()),
                ),
                ja=f"{pl} は英雄点のコストとして山札の上から1枚を破棄する",
                en=f"{pl} discards the deck's top card as the hero points' cost",
            )
            yield from note_deck_out(ctx, pl)
    yield Move(
        uid=uid,
        player=pl,
        zone=zid(area),
        pos="bottom",
        orientation="stand",
        clauses=(
            # a hero: the one-of-a-name rule counts own units only, and none is there (15.1.3,
            # 15.1.5)
            *(("15.1.1", "15.1.3", "15.1.5") if is_hero else ()),
            # not a hero, with a hero of its name on the battlefield — the enemy's: 15.1.4 bars
            # a same-named summon beside an own hero only (15.1.3: one per player's side)
            *(("15.1.3", "15.1.4") if not is_hero and enemy_namesake_hero else ()),
            "12.2.7.4.4",
            "12.2.7.4.8",
            "12.2.7.4.9",
            # a unit just summoned: its 「i」 and its spell slots are all unspent (13.1.2.4,
            # 13.1.3.2), whatever they were before it came
            *(("13.1.2.4",) if _slots(ctx, c) else ()),
            *(("13.1.3.2",) if cardtext_spell_slots(c) else ()),
            # a normal summon's destination checked against 7.4.5 (the own headquarters or a
            # terrain that allows it)
            *(
                ("8.3.2.8",)
                if instant
                else ("7.4.4", *(() if own_cl else ("7.4.5",)), *_opening_phase(ctx))
            ),
            # the total level within the terrain's limit: what lets the summon be declared;
            # exactly at it, 11.3.2.2's 「地形のリミット ≧ 自軍パーティの合計レベル」 holds —
            # read to conclude no limit adjustment follows (11.3.2.1: only a total above it)
            # (checked as 12.2.7.4.3's 「召喚する地形が適切である」, which 12.2.7.2 details)
            *(("12.2.7.2", "12.2.7.4.3", *lcl, *neg_cl) if lim is not None else ()),
            *(("11.3.2.1", "11.3.2.2") if lim is not None and total == lim else ()),
            # by a ◇ ability (14.6.3.2): its checks at 12.2.7.4.3, the terrain it names
            *(("14.6.3.2", "12.2.7.4.3", *own_cl) if dia is not None else ()),
        ),
        ja=f"{pl} は {c.label} を{area}に{'即時' if instant else '普通'}召喚する（未行動）"
        + (f"（◇『{dia.name}』）" if dia is not None else ""),
        en=f"{pl} {'instant-' if instant else ''}summons {c.label} onto {area} (unacted)"
        + (f" (◇ '{dia.name}')" if dia is not None else ""),
    )
    if instant:
        yield SetCard(uid=uid, changes={"instant_turn": ctx.state.turn.number})
    if dia is not None:
        yield from _own_summon_done(ctx, c, pl, dia)
    yield from _group_effects_miss(ctx, uid, pl, area)
    yield CheckTiming(
        ("12.2.7.4.10", "12.2.7.4.11"),
        "チェックステップ（その後、召喚を終了する）",
        "check step (then the summon ends)",
    )


KEYWORD_CL = {
    "forced_placement": "15.4.6.2",
    "normal_summon": "15.4.7.2",
    "instant_summon": "15.4.8.2",
}


def _normal_summon_place(ctx: Ctx, pl: str, area: str, t: Any) -> bool:
    """7.4.5: a normal summon goes onto the own headquarters or a terrain that allows it."""
    return hq_area(ctx, pl) == area or bool(
        t.extra.get("summon") and controller_of_area(ctx, area) in (pl, None)
    )


def _own_named(ctx: Ctx, c: Any, named: Any, acts: tuple[str, ...]) -> Any:
    """The ◇ ability ``ability`` names on ``c`` (14.6.3.2 / 14.6.3.3), or None (refused: none
    such, several, or one the engine cannot run — said as such)."""
    from ruling.games._mc import own_play

    own, why = own_play.pick(c, acts, named)
    if own is not None:
        return own
    unrun = own_play.unrun_own_plays(c)
    if unrun and why == "none":
        ab = unrun[0]
        yield Reject(
            f"未対応の能力（{c.label}）: {ab.text} — 実行できないため、このルーリングでは使用しない",
            f"unsupported ability ({c.label}): {ab.text} — it cannot be run, so it is not used",
            ("14.6.1",),
            unsupported=True,
        )
        return None
    what = "召喚" if "placement" not in acts else "配置"
    yield Reject(
        f"{c.label} に{what}する◇特殊能力『{named}』はありません"
        if why == "none"
        else f"{c.label} の◇特殊能力が複数あります: ability に効果名を指定してください",
        f"{c.label} has no ◇ ability '{named}' that does this"
        if why == "none"
        else f"{c.label} has several such ◇ abilities: name one with ability",
        ("14.6.1", "14.6.3.2" if what == "召喚" else "14.6.3.3"),
    )
    return None


def _own_summon_ok(ctx: Ctx, c: Any, pl: str, own: Any, instant: bool) -> Proc:
    """12.2.7.4.3 for a summon by a ◇ ability (14.6.3.2): 「効果に表記されているフェイズやタイミング
    や発揮時期」 and its summon condition are checked; returns whether they fit."""
    from ruling.games._mc import own_play

    act = "instant_summon" if instant else "normal_summon"
    if own.act != act:
        yield Reject(
            f"『{own.name}』の発揮時期は{own_play.ACT_JA[own.act]}宣言時: この{own_play.ACT_JA[act]}では使用できません",
            f"'{own.name}' works at a {own.act} declaration, not at this {act}",
            ("12.2.7.4.1", "12.2.7.4.3", "14.6.3.2", "8.3.2.8" if instant else "7.4.4"),
        )
        return False
    return (
        yield from _own_timing_and_condition(
            ctx,
            c,
            pl,
            own,
            ("12.2.7.4.3",),
            ("12.2.7.4.3", "14.6.3.2"),
            ("召喚条件", "summon condition"),
        )
    )


def _own_timing_and_condition(
    ctx: Ctx,
    c: Any,
    pl: str,
    own: Any,
    timing_cl: tuple[str, ...],
    condition_cl: tuple[str, ...],
    what: tuple[str, str],
) -> Proc:
    """A ◇ ability's own timing notation (10.9) and its condition (10.12.1), checked at the
    declaration it takes part in (a summon, 14.6.3.2, or a placement, 14.6.3.3); ``timing_cl``
    and ``condition_cl`` are the declaration's clauses, ``what`` names the condition (ja, en).
    Returns whether they fit."""
    from ruling import unsettled
    from ruling.games._mc import own_play
    from ruling.games._mc.common import condition_clauses, condition_met

    ok, tcl = own_play.timing_fits(ctx, own, pl)
    if ok is None:
        # [普通] / [対抗] / [イニシアチブ] name a battle's timings (10.9.4, 10.9.5, 10.9.7): a
        # declaration is never in them — the text does not say what they allow then
        ok = yield unsettled.choose(
            pl, "mc", "diamond_timing_at_declaration", {"never": False, "moment": True}
        )
    if not ok:
        yield Reject(
            f"『{own.name}』のタイミング表記はこの宣言に適切ではありません",
            f"'{own.name}''s timing notation does not fit this declaration",
            (*timing_cl, "10.9.1", *tcl),
        )
        return False
    if own.condition is not None and not (yield from condition_met(ctx, c, own.condition)):
        yield Reject(
            f"『{own.name}』の{what[0]}を満たしていません",
            f"'{own.name}''s {what[1]} is not met",
            (*condition_cl, "10.12.1", *condition_clauses(own.condition)),
        )
        return False
    return True


def _instant_away(ctx: Ctx, c: Any, pl: str, dia: Any, asked: str) -> Proc:
    """An instant summon asked onto ``asked``, a terrain other than the battle's: 8.3.2.8 puts
    the card 「戦闘が発生している地形に」; a ◇ instant summon (14.6.3.2, 【即時召喚】 15.4.8.2)
    naming a terrain 「○○に合致する地形に」 that ``asked`` fits names another destination, and
    which governs the text does not say (instant_summon_away_from_battle, both readings run).
    Returns whether the card goes onto ``asked``."""
    from ruling.games._mc import own_play

    rule = KEYWORD_CL[dia.keyword] if dia is not None and dia.keyword else "14.6.3.2"
    if (
        dia is None
        or dia.act != "instant_summon"
        or dia.where is None
        or not own_play.fits(ctx, pl, asked, dia.where)
    ):
        yield Reject(
            f"即時召喚は戦闘が発生している地形にのみ行えます: {asked} には召喚できません",
            f"an instant summon goes onto the battle's terrain: not onto {asked}",
            ("8.3.2.8", *((rule,) if dia is not None else ())),
        )
        return False
    from ruling import unsettled

    onto = yield unsettled.choose(
        pl,
        "mc",
        "instant_summon_away_from_battle",
        {"battle_only": False, "named_terrain": True},
        (rule,),
    )
    if not onto:
        yield Reject(
            f"即時召喚は戦闘が発生している地形に行う（8.3.2.8）: 『{dia.name}』は即時召喚を許すだけ — "
            f"{asked} には召喚できない",
            f"an instant summon goes onto the battle's terrain (8.3.2.8): '{dia.name}' only lets "
            f"the card be summoned at once — not onto {asked}",
            ("8.3.2.8", rule),
        )
        return False
    return True


def _own_place_ok(ctx: Ctx, c: Any, pl: str, own: Any, area: str) -> Proc:
    """A placement by a ◇ ability (14.6.3.3): its timing notation (10.9), its condition, and
    the area it names in place of 12.1.1.2.5 a–d (「地形として配置できる場所は通常のルールとは
    異なる場合があります」); returns whether they fit."""
    from ruling.games._mc import own_play

    # the b. form (〈対象:地形1つ〉) is 14.6.4.2's, the a. form (〈発揮:地形配置宣言時〉) 14.6.3.3's
    rule = "14.6.4.2" if own.b_form else "14.6.3.3"
    if not (
        yield from _own_timing_and_condition(
            ctx, c, pl, own, (rule,), (rule,), ("条件", "condition")
        )
    ):
        return False
    if own.where is not None and not own_play.fits(ctx, pl, area, own.where):
        yield Reject(
            f"『{own.name}』で配置できるのは{own_play.where_ja(own.where)}です: {area} には配置できません",
            f"'{own.name}' places the card onto {own.where}: not onto {area}",
            (rule, *((KEYWORD_CL[own.keyword],) if own.keyword else ())),
        )
        return False
    if own.where is None and not _placeable(ctx, pl, area):
        yield Reject(
            f"{area} は 12.1.1.2.5 の a〜d のいずれにもあたらないため、地形を配置できません",
            f"{area} is none of 12.1.1.2.5 a–d: no terrain may be placed there",
            ("12.1.1.2.5", "12.1.1.2.6", "5.1.2.18", "5.1.2.11", rule),
        )
        return False
    return True


def _pay_own_cost(ctx: Ctx, pl: str, own: Any, paid: list[str]) -> Proc:
    """12.2.7.4.7: the ◇ ability's additional cost carried out — each card declared to the
    discard pile or removed (10.11.8, 10.11.11, 10.11.13)."""
    from ruling.games._mc.play import _paid_items

    for h, item in _paid_items(own, paid):  # type: ignore[arg-type]
        w = ctx.where(h)
        if w is None or w[0] != pl:
            continue
        remove = bool(item[3])
        yield Move(
            uid=h,
            player=pl,
            zone="removed" if remove else "discard",
            clauses=("12.2.7.4.5", "12.2.7.4.7", "10.11.13" if remove else "10.11.8"),
            ja=f"{pl} は『{own.name}』のコストとして{label(ctx, h)}を{'除外' if remove else '破棄'}する",
            en=f"{pl} {'removes' if remove else 'discards'} {label(ctx, h)} as '{own.name}''s cost",
        )


def _own_summon_done(ctx: Ctx, c: Any, pl: str, own: Any) -> Proc:
    """After the card is summoned by the ◇ ability: its 「召喚後、…」 steps (the player's own,
    12.3 / 12.4), and the audit's point on the summon declared (one summon here, 12.2.7.4.3)."""
    from ruling import unsettled

    yield unsettled.flag(
        "mc",
        "diamond_summon_at_declaration",
        (
            f"宣言された召喚が別に続くなら、{c.label} のほかにもう1枚召喚される",
            f"were the declared summon to go on, another card would be summoned beside {c.label}",
        ),
    )
    if own.after:
        from ruling.games._mc.effects import run_player_steps

        decl = yield Mark(
            clauses=("14.6.3.2",),
            ja=f"『{own.name}』: 召喚後の効果",
            en=f"'{own.name}': the effect after the summon",
            touches=(f"{pl}.hand", f"{pl}.deck"),
        )
        yield from run_player_steps(ctx, pl, own.after, (decl,), ("14.6.3.2",))


def _group_effects_miss(ctx: Ctx, uid: str, pl: str, area: str) -> Proc:
    """A "no" has its reasons: a unit put onto the battlefield joins a party whose units hold a
    lasting effect of an ability used on the party before (「対象:自軍パーティ」 …, recorded by
    ``play._use`` as ``mc.group_uses``): a continuous effect of an ability other than a standing
    one does not apply to a card that moved zones after the use (10.7.3)."""
    c = ctx.card(uid)
    for decl, name, targets, *_bound in ctx.state.vars.get("mc.group_uses") or []:
        mates = [
            t
            for t in targets
            if t != uid
            and ctx.where(t) == (pl, zid(area))
            and any(name in e.source for e in ctx.state.effects_on(t))
        ]
        if c is not None and mates:
            yield Mark(
                clauses=("10.7.3",),
                ja=f"{c.label} は『{name}』の使用・プレイより後に戦場に出た: その継続効果は適用されない",
                en=f"{c.label} came onto the battlefield after '{name}' was used or played: its continuous "
                "effect does not apply to it",
                caused_by=(int(decl),),
                touches=(uid,),
            )


def group_effects_joined(ctx: Ctx, uid: str, pl: str, area: str, placed_before: int) -> Proc:
    """A unit moved inside the battlefield (one zone, 5.1.2.2: no zone move) onto a terrain whose
    own units hold a lasting effect of an ability used or played on their group bound to that
    terrain (the party, 4.4.1, or 「この地形に存在する…」; ``mc.group_uses``), the unit on the
    battlefield since before the effect took effect (one that came on later is settled by
    10.7.3, ``_group_effects_miss``): whether the effect reaches it is the point
    group_effect_joined — the targets fixed as the use was declared (10.10.1, 10.1.5: not
    applied), or the group as it is now (4.4.1, 10.7.3 leaving out only zone moves: applied)."""
    from ruling import unsettled
    from ruling.rules import AddEffect

    c = ctx.card(uid)
    if c is None:
        return
    for decl, name, targets, *bound in ctx.state.vars.get("mc.group_uses") or []:
        if uid in targets or not (bound and bound[0]):
            continue
        effs = [
            e
            for t in targets
            if ctx.where(t) == (pl, zid(area))
            for e in ctx.state.effects_on(t)
            if name in e.source
        ]
        if not effs or placed_before > min(e.id for e in effs):
            continue
        joined = yield from unsettled.holds(pl, "mc", "group_effect_joined", "group")
        if not joined:
            yield Mark(
                clauses=("10.10.1", "10.1.5"),
                ja=f"{c.label} は『{name}』の使用の宣言時に対象ではなかった: その継続効果は適用されない",
                en=f"{c.label} was no target when '{name}' was declared: its continuous effect "
                "does not apply to it",
                caused_by=(int(decl),),
                touches=(uid,),
            )
            continue
        # the effects one unit of the group holds from it (each once), now on this one too
        first = min(e.target for e in effs)
        for e in effs:
            if e.target != first:
                continue
            yield AddEffect(
                target=uid,
                stat=e.stat,
                op=e.op,
                value=e.value,
                until=e.until,
                source=e.source,
                master=getattr(e, "master", None),
                clauses=("4.4.1", "10.7.3", "5.1.2.2"),
                ja=f"{c.label} は『{name}』の対象のパーティに加わった: その継続効果が適用される",
                en=f"{c.label} joined the group '{name}' was used on: its continuous effect "
                "applies to it",
                caused_by=(int(decl),),
            )


def equip(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """12.2.8: an equipment item card from the hand onto an own unit — in the summon phase onto a
    unit anywhere (7.4.4 b), in a battle's instant summon timing onto a unit on the battle's
    terrain (8.3.2.9); the cost is item slots 「i」 of that unit equal to the item's equip cost
    (12.2.8.5, 2.1.25.1); a unit without 「アイテム:x」 cannot use items (13.1.2.2). The
    terrain's limit does not apply (12.2.7.3)."""
    pl = who(ctx, p)
    uid = find_card(ctx, p.get("card"), pl)
    c = ctx.card(uid) if uid else None
    if c is None or ctx.where(uid) != (pl, "hand") or c.type not in ("item", None):  # type: ignore[arg-type]
        yield Reject(
            "手札の装備品のアイテムカードではないため装備できません",
            "not an equipment item card in the hand: it cannot be equipped",
            ("12.2.8.3",),
        )
        return
    from ruling.games._mc.cardtext import classification

    if classification(c) == "消耗品":
        # 「分類:消耗品」 (2.1.24): a consumable is used (2.1.2.1.1, 14.6.3.1); what is equipped by
        # a summon is 「分類が装備品であるアイテムカード」 (12.2.7.1, 12.2.8.3)
        yield Reject(
            f"{c.label} は分類が消耗品のアイテムカード: 装備できません",
            f"{c.label} is an item card of the classification consumable: it cannot be equipped",
            ("2.1.24.2", "2.1.2.1.1", "12.2.7.1", "12.2.8.3"),
        )
        return
    unit = find_card(ctx, p.get("unit"), pl)
    u = ctx.card(unit) if unit else None
    w = ctx.where(unit) if unit else None
    if u is None or w is None or w[0] != pl or area_of_zone(w[1]) is None or not is_unit(u):
        # the act says whose units: the advancing side's own, anywhere, in the summon phase
        # (7.4.5); the player's own on the battle's terrain in a battle (8.3.2.9)
        st = ctx.state
        which = (
            ("8.3.2.9",)
            if st.vars.get("mc.battle")
            else ("7.4.5",)
            if st.turn.phase == "summon"
            else ()
        )
        yield Reject(
            "装備の対象は戦場の自軍ユニットです",
            "the target of an equipment is an own unit on the battlefield",
            ("12.2.8.3", *which),
        )
        return
    # equipping is summoning the item (12.2.8.1; 8.3.2.9 in a battle): its declaration's
    # triggers, then a check step (12.2.8.2)
    yield from _declared(ctx, "summon", ("12.2.7.1", "12.2.8.1"))
    yield CheckTiming(("12.2.8.2",))
    battle = bool(ctx.state.vars.get("mc.battle"))
    if battle and area_of_zone(w[1]) != ctx.state.vars.get("mc.battle_area"):
        yield Reject(
            "即時召喚タイミングでは戦闘が発生している地形の自軍ユニットにのみ装備できます",
            "in the instant summon timing only units on the battle's terrain may be equipped",
            ("8.3.2.9", "12.2.8.3"),
        )
        return
    if not battle and turn_phase(ctx, "summon", ("7.4.4",)) != "summon":
        yield Reject(
            "装備品の装備は普通召喚フェイズか即時召喚タイミングに行います",
            "equipping is done in the summon phase or in a battle's instant summon timing",
            # and not among the actions of the phase it is in (7.3.3 for the main phase); the
            # declaration's timing is checked by 12.2.8.3 (「宣言を行うタイミング」)
            ("7.4.4", "8.3.2.9", "12.2.8.3", *PHASE_ACTIONS.get(ctx.state.turn.phase or "", ())),
        )
        return
    if not battle:
        from ruling.games._mc.turn import summon_step_action

        if not (yield from summon_step_action(ctx)):
            return  # 7.4.4 read as printed: no play step (a reading choice point)
    refusal = _equip_rules(ctx, c, u)
    if refusal is not None:
        # the target's additional rules are the 「装備条件」 checked by 12.2.8.3
        yield replace(refusal, clauses=(*refusal.clauses, "12.2.8.3"))
        return
    # the unit's item slots: the scenario's ``item_slots``, else its printed 「アイテム:x」 (none
    # while lost, 10.15.2.1)
    slots = _slots(ctx, u)
    cost = int(c.extra.get("equip_cost") or 1)
    used = sum(
        int(e.extra.get("equip_cost") or 1)
        for e in ctx.zone(w[0], w[1])
        if e.states.get("on") == unit
    ) + int(u.states.get("items_spent") or 0)  # spent by consumables (13.1.2.5)
    if slots == 0:
        yield Reject(
            f"{u.label} は「アイテム:x」を持たないため、アイテムカードを使用できません",
            f"{u.label} has no 「アイテム:x」: it cannot use item cards",
            # 12.2.8.3: the cost is paid only with the target's unspent item slots
            ("13.1.2.2", "12.2.8.3"),
        )
        return
    if used + cost > slots:
        yield Reject(
            f"{u.label} の未消費のアイテム枠（{slots - used}）が装備コスト{cost}に足りません",
            f"{u.label}'s unspent item slots ({slots - used}) do not cover the equip cost {cost}",
            ("12.2.8.3", "12.2.8.5", "2.1.25.1", "13.1.2.6"),
        )
        return
    # an equipment's summon is not bound by the terrain's limit (12.2.7.3): said where the
    # party already fills it
    area = area_of_zone(w[1])
    t = terrain(ctx, area) if area else None
    lim = limit_of(ctx, t)[0] if t is not None else None
    full = (
        ("12.2.7.3",) if isinstance(lim, int) and area and party_level(ctx, pl, area) >= lim else ()
    )
    yield Move(
        uid=uid,
        player=pl,
        zone=w[1],
        pos="bottom",
        # the declaration checked (12.2.8.3: the cost paid only from the target's unspent slots),
        # the cost paid (12.2.8.6); in the summon phase the unit may be anywhere on the
        # battlefield (7.4.5)
        # the item and its unit named (12.2.8.4), the cost declared from that unit's slots
        # (12.2.8.5)
        clauses=(
            "12.2.8.3",
            "12.2.8.4",
            "12.2.8.5",
            "12.2.8.6",
            "12.2.8.7",
            *full,
            *(("8.3.2.9",) if battle else ("7.4.4", "7.4.5")),
            *exclusive_met_clauses(ctx, c, u),
        ),
        ja=f"{pl} は {c.label} を {u.label} に装備する（アイテム枠{cost}を消費）",
        en=f"{pl} equips {u.label} with {c.label} (spending {cost} item slot(s))",
    )
    yield SetCard(
        uid=uid,
        changes={"on": unit},
        clauses=("12.2.8.9", "12.2.8.6", *full, *exclusive_met_clauses(ctx, c, u)),
        touches=(unit,),  # what the unit is given changes (12.2.8.9)
    )
    yield CheckTiming(
        ("12.2.8.8", "12.2.8.10"),
        "チェックステップ（その後、装備を終了する）",
        "check step (then the equipping ends)",
    )


def _slots(ctx: Ctx, u: Card) -> int:
    """A unit's item slots 「i」 (``keywords.item_slots``: none while lost, 10.15.2.1)."""
    from ruling.games._mc.keywords import item_slots

    return item_slots(ctx, u)


def _cost(item: Card) -> int:
    return int(item.extra.get("equip_cost") or 1)


def pass_equipment(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """12.2.6: 「装備品の持ち替え」 — an equipment worn by an own unit is moved to another own unit
    on the same terrain (``to``), or two worn ones are exchanged (``swap``: the one ``to``
    wears). Only the advancing side in the main phase (7.3.3 d) or the summon phase (7.4.4 c),
    and either side in a battle's formation timing on the battle's terrain (8.3.3.8 /
    8.3.3.11) (12.2.6.1); both units need 「アイテム:x」 (12.2.6.2.1); the receiver's item slots
    must hold the equip cost (12.2.6.2.2), the moved item's slots spent on it, the giver's
    coming back unspent; a unit to itself is no passing (12.2.6.2.2 【例】)."""
    st = ctx.state
    pl = who(ctx, p)
    tp = st.turn.player
    battle = bool(st.vars.get("mc.battle"))
    if battle:
        when: tuple[str, ...] = ("8.3.3.8",) if pl == tp else ("8.3.3.11",)
        ok = st.turn.step == "formation"
    else:
        when = PHASE_ACTIONS.get(st.turn.phase or "", ())
        ok = bool(when) and pl == tp
    if not ok:
        yield Reject(
            "装備品の持ち替えを行えるのは、進軍側のメインフェイズ・普通召喚フェイズの行動として"
            "と、双方の戦闘の隊列変更タイミングの行動としてだけです",
            "equipment is passed only as an action of the advancing side's main or summon phase, "
            "or by either side in a battle's formation timing",
            (
                "12.2.6.1",
                *when,
                *(() if battle or pl == tp else ("1.3.7",)),  # 1.3.7: the turn player's side
            ),
        )
        return

    def in_step(r: Reject) -> Reject:
        # a refusal met inside the passing rests on what makes it an action here too: the
        # phase's list of actions (7.3.3 d, 7.4.4 c) or the formation timing's step
        return replace(r, clauses=(*r.clauses, *(c for c in when if c not in r.clauses)))

    iid = find_card(ctx, p.get("card"), pl)
    item = ctx.card(iid) if iid else None
    giver_id = item.states.get("on") if item is not None else None
    giver = ctx.card(str(giver_id)) if giver_id else None
    gw = ctx.where(giver.uid) if giver is not None else None
    if item is None or giver is None or gw is None or gw[0] != pl:
        yield in_step(
            Reject(
                "持ち替えるのは自軍ユニットが装備している装備品です",
                "what is passed is an equipment an own unit wears",
                ("12.2.6.1", "12.2.6.2.1"),
            )
        )
        return
    rid = find_card(ctx, p.get("to"), pl)
    recv = ctx.card(rid) if rid else None
    if recv is None or not is_unit(recv) or ctx.where(recv.uid) != gw:
        yield in_step(
            Reject(
                "選ぶユニット2体は同じ地形に存在している自軍ユニットです",
                "the two units chosen are own units on the same terrain",
                ("12.2.6.2.1",),
            )
        )
        return
    if recv.uid == giver.uid:
        yield in_step(
            Reject(
                f"{giver.label} から {giver.label} への装備品の持ち替えは行えません",
                f"no passing from {giver.label} to {giver.label} itself",
                ("12.2.6.2.2",),
            )
        )
        return
    if battle and area_of_zone(gw[1]) != st.vars.get("mc.battle_area"):
        yield in_step(
            Reject(
                "隊列変更タイミングの持ち替えは戦闘が発生している地形の自軍ユニット同士で行います",
                "in the formation timing equipment is passed between units on the battle's terrain",
                (*when, "12.2.6.1"),
            )
        )
        return
    for u in (giver, recv):
        if not _slots(ctx, u):
            yield in_step(
                Reject(
                    f"{u.label} は「アイテム:x」を持たないため、装備品の持ち替えに選べません",
                    f"{u.label} has no 「アイテム:x」: it cannot be chosen for passing equipment",
                    ("12.2.6.2.1", "13.1.2.2"),
                )
            )
            return
    back_id = find_card(ctx, p.get("swap"), pl) if p.get("swap") else None
    back = ctx.card(back_id) if back_id else None
    if p.get("swap") and (back is None or back.states.get("on") != recv.uid):
        yield in_step(
            Reject(
                f"交換する装備品は {recv.label} が装備しているものです",
                f"the item exchanged is one {recv.label} wears",
                ("12.2.6.2.2",),
            )
        )
        return
    refusal = _equip_rules(ctx, item, recv)
    if refusal is not None and not (back is not None and "15.4.4.2" in refusal.clauses):
        yield in_step(replace(refusal, clauses=(*refusal.clauses, "12.2.6.2.2")))
        return
    if back is not None:
        refusal = _equip_rules(ctx, back, giver)
        if refusal is not None and "15.4.4.2" not in refusal.clauses:
            yield in_step(replace(refusal, clauses=(*refusal.clauses, "12.2.6.2.2")))
            return
    for u, inc, out in ((recv, item, back), (giver, back, item)):
        if inc is None:
            continue
        used = sum(_cost(e) for e in equipment(ctx, u.uid)) - (_cost(out) if out else 0)
        if used + _cost(inc) > _slots(ctx, u):
            yield in_step(
                Reject(
                    f"{u.label} のアイテム枠（未消費{_slots(ctx, u) - used}）が {inc.label} の装備コスト"
                    f"{_cost(inc)}を下回るため、持ち替えられません",
                    f"{u.label}'s item slots ({_slots(ctx, u) - used} unspent) are fewer than "
                    f"{inc.label}'s equip cost {_cost(inc)}: it cannot be passed",
                    ("12.2.6.2.2", "13.1.2.6"),
                )
            )
            return
    yield Mark(
        clauses=("12.2.6.2.1", *when),
        ja=f"{pl} は装備品の持ち替えを宣言し、{giver.label} と {recv.label} を選ぶ",
        en=f"{pl} declares passing equipment and chooses {giver.label} and {recv.label}",
        touches=(giver.uid, recv.uid),
    )
    if back is None:
        yield SetCard(
            uid=item.uid,
            changes={"on": recv.uid},
            clauses=("12.2.6.2.2", "13.1.2.6", "12.2.8.9", *bonus_taken_off(ctx, giver, item)),
            ja=f"{item.label} を {giver.label} から {recv.label} に移す（{recv.label} のアイテム枠"
            f"{_cost(item)}を消費、{giver.label} の枠は未消費に戻る）",
            en=f"{item.label} passes from {giver.label} to {recv.label} ({_cost(item)} of "
            f"{recv.label}'s item slots spent, {giver.label}'s back unspent)",
            touches=(giver.uid, recv.uid),  # what each of them is given changes (12.2.8.9)
        )
        return
    yield SetCard(
        uid=item.uid,
        changes={"on": recv.uid},
        clauses=(
            "12.2.6.2.2",
            "12.2.8.9",
            *dict.fromkeys((*bonus_taken_off(ctx, giver, item), *bonus_taken_off(ctx, recv, back))),
        ),
        ja=f"{item.label} と {back.label} を同時に交換する",
        en=f"{item.label} and {back.label} are exchanged at once",
        touches=(giver.uid, recv.uid),
    )
    yield SetCard(uid=back.uid, changes={"on": giver.uid}, clauses=("12.2.6.2.2", "12.2.8.9"))


def bonus_taken_off(ctx: Ctx, wearer: Card, item: Card) -> tuple[str, ...]:
    """An equipment leaving ``wearer`` takes its 追加攻撃力 / 追加防御力 (12.2.8.9) with it: on a
    value other ±n effects changed too, that +n is taken out (4.6.6), the changes counted in the
    order they were applied and lost (4.6.8 — its example is this one)."""
    for stat, key in (("attack", "attack_bonus"), ("defense", "defense_bonus")):
        if item.extra.get(key) and ctx.state.effects_on(wearer.uid, stat):
            return ("4.6.6", "4.6.8")
    return ()


def discard_equipment(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Discarding an equipment an own unit wears, as an act of its own: the advancing side in
    the summon phase, wherever the unit is (7.4.3, 7.4.5), either side in a battle's instant
    summon timing, a unit on the battle's terrain (8.3.2.7); the item slots it took come back
    unspent (7.4.3, 13.1.2.6). Not an act of another phase or timing."""
    st = ctx.state
    pl = who(ctx, p)
    iid = find_card(ctx, p.get("card"), pl)
    item = ctx.card(iid) if iid else None
    wearer = item.states.get("on") if item is not None else None
    w = ctx.where(str(wearer)) if wearer else None
    if item is None or w is None or w[0] != pl:
        yield Reject(
            "破棄できるのは自軍ユニットが装備している装備品です",
            "what may be discarded so is an equipment an own unit wears",
            ("7.4.3", "8.3.2.7"),
        )
        return
    battle = bool(st.vars.get("mc.battle"))
    if battle:
        ok = st.turn.step == "instant" and area_of_zone(w[1]) == st.vars.get("mc.battle_area")
        when: tuple[str, ...] = ("8.3.2.7",)
    else:
        ok = st.turn.phase == "summon" and pl == st.turn.player
        when = ("7.4.3", "7.4.5")
    if not ok:
        yield Reject(
            "装備品の破棄は、進軍側の普通召喚フェイズと、戦闘の即時召喚タイミング（戦闘が発生して"
            "いる地形の自軍ユニットの装備品）の行動です",
            "discarding equipment is an act of the advancing side's summon phase, or of a "
            "battle's instant summon timing (on the battle's terrain)",
            ("7.4.3", "8.3.2.7", *PHASE_ACTIONS.get(st.turn.phase or "", ())),
        )
        return
    yield Do(
        "discard",
        {"card": item.uid, "player": pl, "clauses": (*when, "13.1.2.6")},
        clauses=(*when, "13.1.2.6"),
    )


def _equip_rules(ctx: Ctx, item: Card, unit: Card) -> Reject | None:
    """The additional rules on equipping (15.4.1: rules, not abilities; 15.4.2: in force for the
    players who see them — the unit on the battlefield and the item revealed as it is equipped):
    【装備禁止】 (15.4.11.2), 【装備制限】 (15.4.4.2: one item at most), 【専用】「kind:X」
    (15.4.3.2: only a unit with that information)."""
    from ruling.games._mc.cardtext import standing

    if standing(unit, "equip_forbidden"):
        return Reject(
            f"{unit.label} は【装備禁止】を持つため、装備品を装備できません",
            f"{unit.label} has 【装備禁止】: it cannot be equipped",
            ("15.4.1", "15.4.2", "15.4.11.1", "15.4.11.2"),
        )
    if standing(unit, "equip_limit") and equipment(ctx, unit.uid):
        return Reject(
            f"{unit.label} は【装備制限】を持ち、すでに装備品を装備しているため、これ以上装備できません",
            f"{unit.label} has 【装備制限】 and already carries an item: no second one",
            ("15.4.1", "15.4.2", "15.4.4.1", "15.4.4.2"),
        )
    for k in standing(item, "exclusive"):
        field = EXCLUSIVE_KIND.get(k.text.partition(":")[0].strip())
        if field is None:
            return Reject(
                f"【専用】「{k.text}」の情報は判定できません（種族・属性のみ）",
                f"【専用】「{k.text}」 cannot be judged (only race and attribute are)",
                ("15.4.3.2",),
            )
    bad = exclusive_unmet(ctx, item, unit)
    if bad is not None:
        return Reject(
            f"{item.label} は【専用】「{bad}」: {unit.label} はその情報を持たないため装備できません",
            f"{item.label} is 【専用】「{bad}」: {unit.label} lacks it and cannot be equipped",
            ("15.4.1", "15.4.2", "15.4.3.1", "15.4.3.2"),
            # the information is read as the unit has it now: what last changed it (an effect
            # on it lost, 10.14.6 …) is a cause of the refusal
            caused_by=tuple(x for x in (ctx.step_of(unit.uid),) if x is not None),
        )
    return None


# 【専用】「kind:X」: the kinds of card information judged, and what they are to
# ``characteristics`` (printed, then granted / changed by effects in force: 10.14.2, 10.16.1)
EXCLUSIVE_KIND = {"種族": "species", "属性": "attribute"}


def exclusive_met_clauses(ctx: Ctx, item: Card, unit: Card) -> tuple[str, ...]:
    """The clauses of ``item``'s 【専用】「kind:X」 that ``unit`` meets, as an equip allowed by
    them cites them: only a unit with that information may wear it (15.4.3.2), a unit having
    several races / attributes being each of them (2.1.22.2, 2.1.13.3, ``reading_clauses``)."""
    from ruling.games._mc.cardtext import standing
    from ruling.games._mc.common import reading_clauses

    cl: list[str] = []
    for k in standing(item, "exclusive"):
        field = EXCLUSIVE_KIND.get(k.text.partition(":")[0].strip())
        if field is not None:
            cl += ["15.4.3.2", *reading_clauses(ctx, unit, field)]
    return tuple(dict.fromkeys(cl))


def exclusive_unmet(ctx: Ctx, item: Card, unit: Card, kid: str = "exclusive") -> str | None:
    """The first 【専用】「kind:X」 (``kid``; or 【秘伝】, ``secret_art``) of ``item`` that ``unit``
    does not meet now (15.4.3.2: the unit's information as it is, effects applied), or None. A
    kind not judged is not counted here (``_equip_rules`` refuses it)."""
    from ruling.games._mc.cardtext import standing

    for k in standing(item, kid):
        kind, _, value = k.text.partition(":")
        field = EXCLUSIVE_KIND.get(kind.strip())
        if field is not None and value.strip() not in characteristics(unit, field, ctx):
            return k.text
    return None


def exclusive_still_met(ctx: Ctx, uid: str, field: str, cause: tuple[int, ...]) -> Proc:
    """The information ``field`` (species / attribute) of the unit ``uid`` just changed by an
    effect: 15.4.3.3 discards an 【専用】 item it wears whose 「kind:X」 it no longer meets (the
    rule process ``exclusive_unmet``); for each such item whose 「kind:X」 of that field it still
    meets (a race granted is added to those it has, 10.14.2), the step saying it stays."""
    from ruling.games._mc.cardtext import standing
    from ruling.games._mc.common import equipment

    unit = ctx.card(uid)
    if unit is None:
        return
    for item in equipment(ctx, uid):
        kept = [
            k.text
            for k in standing(item, "exclusive")
            if EXCLUSIVE_KIND.get(k.text.partition(":")[0].strip()) == field
        ]
        if not kept or exclusive_unmet(ctx, item, unit) is not None:
            continue
        yield Mark(
            clauses=("15.4.3.3", *exclusive_met_clauses(ctx, item, unit)),
            ja=f"{unit.label} は情報が変わっても【専用】「{'」「'.join(kept)}」を満たす: "
            f"{item.label} は破棄されない",
            en=f"{unit.label}'s information changed but still meets 【専用】"
            f"「{'」「'.join(kept)}」: {item.label} is not discarded",
            caused_by=cause,
            touches=(uid, item.uid),
        )


def place_terrain(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """12.1.1: a terrain card from the hand (or the deck's top card as a proxy terrain,
    5.1.2.20) onto an area of 12.1.1.2.5 a–d; a terrain already there is discarded (12.1.1.2.7)."""
    pl = who(ctx, p)
    area = str(p.get("area") or "")
    proxy = bool(p.get("proxy"))
    # a phase not given is the main phase the terrain is placed in (12.1.1.1), said
    phase = turn_phase(ctx, "main", ("12.1.1.1", "7.3.3")) or ""
    if phase != "main" or ctx.state.vars.get("mc.battle"):
        # 12.1.1.1: the normal terrain placement is an action of the main phase (7.3.3 a), of
        # its normal play step and not of a battle in it; another phase's play step lists what
        # may be done there (7.4.4 for the summon phase), and it is not among them
        yield Reject(
            "地形配置はメインフェイズの通常プレイステップの行動です",
            "placing a terrain is an action of the main phase's normal play step",
            ("12.1.1.1", "7.3.3", *PHASE_ACTIONS.get(phase, ())),
        )
        return
    if pl != ctx.state.turn.player:
        # 12.1.1.2.2: 「進軍側のプレイヤーは…」 — the normal play step is the advancing side's
        yield Reject(
            "地形配置を行えるのは進軍側（ターンプレイヤー）だけです",
            "only the advancing side (the turn player) places a terrain",
            ("12.1.1.2.2", "7.3.3", "1.3.7"),  # 1.3.7: the turn player's side
        )
        return
    # 12.1.1.2.2: the card to place is designated before the declaration's triggers
    # (12.1.1.2.3): a designation the rules refuse goes on to 12.1.1.2.10 (12.1.1.2.2.1,
    # 12.1.1.2.2.2) — the placement ends there and 「地形配置宣言時」 never comes
    placed = ctx.state.vars.get(f"mc.placed.{pl}")
    if placed == "proxy" or (placed == "hand" and proxy):
        yield Reject(
            "このターンすでに地形配置を行っているため、配置できません",
            "a terrain was already placed this turn in a way that rules this one out",
            ("12.1.1.2.2.1", "12.1.1.2.2.2", "5.1.2.20.4", "12.1.1.2.10"),
        )
        return
    if proxy:
        deck = ctx.zone(pl, "deck")
        if not deck:
            # refused at the step that designates the card (12.1.1.2.2 b: 「代理地形として配置する
            # 山札の 1 番上のカード」): there is none — a proxy terrain is that card (its
            # definition, 5.1.2.20.1); the placement of a proxy terrain was declared, though
            # (5.1.2.20.4 bars a hand terrain in the turn it is declared: ``proxy_declared``)
            yield SetVar(key=f"mc.placed.proxy_declared.{pl}", value=True)
            yield Reject(
                "山札が0枚のため代理地形は配置できません",
                "no proxy terrain with an empty deck",
                ("12.1.1.2.2", "5.1.2.20.1", "5.1.2.20.3"),
            )
            return
        uid = deck[0].uid
    else:
        uid = find_card(ctx, p.get("card"), pl)
        c = ctx.card(uid) if uid else None
        if c is None or ctx.where(uid) != (pl, "hand") or c.type not in ("terrain", None):  # type: ignore[arg-type]
            yield Reject(
                "手札の地形カードではないため配置できません",
                "not a terrain card in the hand",
                ("12.1.1.2.2",),
            )
            return
        if ctx.state.vars.get(f"mc.placed.proxy_declared.{pl}"):
            # a proxy placement declared this turn but not made (an empty deck, 5.1.2.20.3):
            # 5.1.2.20.4 bars a hand terrain in the turn a proxy placement 「を宣言した」,
            # 12.1.1.2.2.2 only after one 「による地形配置を行っていた」 — both readings run
            from ruling import unsettled

            barred = yield from unsettled.holds(pl, "mc", "proxy_declared_not_placed", "barred")
            if barred:
                yield Reject(
                    "このターン代理地形の配置を宣言しているため、手札の地形カードは配置できません",
                    "a proxy placement was declared this turn: no terrain from the hand",
                    ("5.1.2.20.4", "5.1.2.20.3", "12.1.1.2.10"),
                )
                return
    flipped = ctx.state.vars.get(f"mc.flipped_proxy.{pl}")
    if not proxy and flipped == ctx.state.turn.number and placed is None:
        # a ▽ turned a terrain into a proxy terrain this turn: that is its cost (14.8.1,
        # 14.8.3), no placement declared (12.1.1) — 5.1.2.20.4 bars a hand terrain only in a
        # turn 「代理地形の配置」を宣言した, 12.1.1.2.2.2 only after a placement by b: read to
        # conclude this one is not barred
        yield Mark(
            clauses=("5.1.2.20.4", "14.8.1", "14.8.3", "12.1.1.2.2.2"),
            ja="このターンの▽による代理地形への変更はコストで、代理地形の配置の宣言ではない: 手札の地形カードの配置は妨げられない",
            en="the ▽ that turned a terrain into a proxy this turn paid a cost and declared no "
            "proxy placement: the hand terrain's placement is not barred",
            # about the hand terrain placed: what its placement was checked against
            touches=(uid,) if uid else (),
            caused_by=tuple(
                x for x in (ctx.step_of(f"var:mc.flipped_proxy.{pl}"),) if x is not None
            ),
        )
    yield from _declared(ctx, "placement")
    yield CheckTiming(("12.1.1.2.4",))  # after the declaration's triggers (12.1.1.2.3)
    if area not in AREAS:
        yield Reject(f"エリア {area} はありません", f"no area {area}", ("5.1.2.4",))
        return
    if proxy:
        # the proxy is the deck's top card as it is placed (5.1.2.20.1): read again after the
        # declaration's triggers, which may have drawn from the deck
        deck = ctx.zone(pl, "deck")
        if not deck:
            yield Reject(
                "山札が0枚のため代理地形は配置できません",
                "no proxy terrain with an empty deck",
                ("12.1.1.2.2", "5.1.2.20.1", "5.1.2.20.3"),
            )
            return
        uid = deck[0].uid
    old = terrain(ctx, area)
    if is_hq(old):
        yield Reject(
            "本陣のあるエリアには配置できません",
            "no terrain onto the area of a headquarters",
            ("12.1.1.2.5", "5.1.2.10"),
        )
        return
    # the item of 12.1.1.2.5 a–d the area falls under, read before a terrain there is discarded
    item, ok = _placement_case(ctx, pl, area)
    # a ◇ ability placing the card (14.6.3.3): named by ``ability``, else taken up where
    # 12.1.1.2.5 a–d alone would not let it be placed and the area is the one it names
    from ruling.games._mc import own_play

    dia: Any = None
    if proxy and p.get("ability") is not None:
        yield Reject(
            "代理地形は◇特殊能力で配置できません（◇は手札のカードの能力）",
            "a proxy terrain is not placed by a ◇ ability (a ◇ is a card's of the hand)",
            ("14.6.1", "5.1.2.20.1"),
        )
        return
    if not proxy and p.get("ability") is not None:
        dia = yield from _own_named(ctx, ctx.card(uid), p.get("ability"), ("placement",))
        if dia is None:
            return
    elif not proxy and not ok:
        cand, _ = own_play.pick(ctx.card(uid), ("placement",), True)
        if cand is not None and cand.where is not None and own_play.fits(ctx, pl, area, cand.where):
            dia = cand
    if dia is not None:
        placed_ok = yield from _own_place_ok(ctx, ctx.card(uid), pl, dia, area)
        if not placed_ok:
            return
        ok = (area,)
    if not ok:
        if not proxy:
            for ab in own_play.unrun_own_plays(ctx.card(uid)):
                yield text_not_run(ab.text, ab.reason)
        # a–d read: b and d ask for an area 「隣接」 to one, which 5.1.2.18 defines (not a
        # diagonal one), a and b for a 「自軍支配地形」, which 5.1.2.11 defines: the refusal rests
        # on both too
        yield Reject(
            f"{area} は 12.1.1.2.5 の a〜d のいずれにもあたらないため、地形を配置できません",
            f"{area} is none of 12.1.1.2.5 a–d: no terrain may be placed there",
            ("12.1.1.2.5", "12.1.1.2.6", "5.1.2.18", "5.1.2.11"),
        )
        return
    dia_paid: list[str] = []
    if dia is not None and dia.hand_cost is not None:
        from ruling.games._mc.play import _hand_cost

        got = yield from _hand_cost(ctx, dia, pl, p.get("cost_cards"), (uid,))  # type: ignore[arg-type]
        if got is None:
            return
        dia_paid = list(got)
        yield from _pay_own_cost(ctx, pl, dia, dia_paid)
    if old is not None:
        yield Do("discard", {"card": old.uid, "clauses": ("12.1.1.2.7",)}, clauses=("12.1.1.2.7",))
    c = ctx.card(uid)
    assert c is not None
    yield Move(
        # what made the area one of a–d (who controls or holds it and its neighbour, 5.1.2.16,
        # 8.4.2) caused the placement too
        watch=tuple(f"{q}.{zid(a)}" for a in ok for q in ctx.state.players),
        uid=uid,
        player=pl,
        zone=zid(area),
        pos="top",
        face_up=not proxy,
        # the area is one of 12.1.1.2.5 a–d: what lets the terrain be placed there; in the main
        # phase, terrain placement is among the actions taken any number of times (7.3.3 a)
        clauses=(
            *(
                (
                    "14.6.4.2" if dia.b_form else "14.6.3.3",
                    *((KEYWORD_CL[dia.keyword],) if dia.keyword else ()),
                )
                if dia is not None
                # the item of a–d the area falls under, with the definitions of the terms that
                # item is written in (the conditions it asks for are those terms)
                else ("12.1.1.2.5", *filter(None, (item,)), *_placement_terms(ctx, item, area))
            ),
            "12.1.1.2.7",
            # the card placed is one the player may designate (12.1.1.2.2 a: a terrain card of
            # the hand, b: the deck's top card as a proxy)
            *(("12.1.1.2.2",) if dia is None else ()),
            *(("5.1.2.20.1",) if proxy else ()),
            *(("7.3.3",) if ctx.state.turn.phase == "main" else ()),
            # after a battle of this main phase: the normal play step was given again (7.3.4),
            # the step this placement is an action of
            *(("7.3.4",) if ctx.state.vars.get("mc.play_step_regained") else ()),
            # a terrain already placed this turn: the clause limiting a second placement was
            # read and does not rule this one out (a hand terrain after a hand terrain;
            # 12.1.1.2.2.1 forbids only 「b」, 12.1.1.2.2.2 applies after a 「b」 only)
            *(("12.1.1.2.2.1",) if placed == "hand" else ()),
        ),
        ja=f"{pl} は{'代理地形（山札の1番上のカード）' if proxy else c.label}を{area}に配置する"
        + (f"（◇『{dia.name}』）" if dia is not None else ""),
        en=f"{pl} places {'a proxy terrain (the deck top card)' if proxy else c.label} on {area}"
        + (f" (◇ '{dia.name}')" if dia is not None else ""),
    )
    if dia is not None and not dia.b_form:
        # (the b. form is used by the placement itself, 14.6.4.2: no placement was declared
        # before it to go on or not)
        from ruling import unsettled

        yield unsettled.flag(
            "mc",
            "diamond_placement_at_declaration",
            (
                f"宣言された配置が別に続くなら、{c.label} のほかにもう1枚配置される",
                f"were the declared placement to go on, another terrain would be placed beside "
                f"{c.label}",
            ),
        )
    if proxy:
        yield SetCard(uid=uid, changes={"proxy": True})
        # the deck's top card left it (5.1.2.20.1): the last one makes the deck run out (1.2.3.1)
        yield from note_deck_out(ctx, pl)
    yield SetVar(key=f"mc.placed.{pl}", value="proxy" if proxy else "hand")
    # 12.1.1.2.8: the placed terrain's 「この地形配置時」 triggers (its own ● abilities only);
    # played at the check step that follows (12.1.1.2.9)
    from ruling.games._mc.play import fire

    yield from fire(ctx, ("placed_this",), only=uid)
    yield CheckTiming(("12.1.1.2.9",))
    # 12.1.1.2.10: the placement ends; the effects brought about in its steps are lost (under
    # the reading of ``procedure_step_effects`` that says so: the others last to the phase's end)
    yield from end_procedure_effects(ctx, "placement")


# 12.1.1.2.5 a–d are written in defined terms (data): the clauses defining those an item names
# — 「自軍支配地形」 5.1.2.11, 「誰もいない地形」 5.1.2.13, 「自軍配置地形」 5.1.2.14, 「隣接」
# 5.1.2.18; the designated area of b / d is 「誰もいない地形」 or 「空き地」 (5.1.2.7), whichever it is
PLACEMENT_ITEM_TERMS: dict[str, tuple[str, ...]] = {
    "12.1.1.2.5#li1": ("5.1.2.11",),
    "12.1.1.2.5#li2": ("5.1.2.11", "5.1.2.18"),
    "12.1.1.2.5#li3": ("5.1.2.13", "5.1.2.14"),
    "12.1.1.2.5#li4": ("5.1.2.13", "5.1.2.14", "5.1.2.18"),
}


def _placement_terms(ctx: Ctx, item: str | None, area: str) -> tuple[str, ...]:
    """The definitions the 12.1.1.2.5 item ``item`` rests on for ``area`` (``PLACEMENT_ITEM_TERMS``;
    for b / d also the one of what the designated area is: 空き地 5.1.2.7 or 誰もいない地形)."""
    if item is None:
        return ()
    cl = PLACEMENT_ITEM_TERMS.get(item, ())
    if item in ("12.1.1.2.5#li2", "12.1.1.2.5#li4"):
        cl = (*cl, "5.1.2.7" if terrain(ctx, area) is None else "5.1.2.13")
    return tuple(dict.fromkeys(cl))


def _placeable(ctx: Ctx, pl: str, area: str) -> tuple[str, ...]:
    """12.1.1.2.5 a–d: the areas whose state makes ``area`` a place for ``pl``'s terrain (the
    area itself, and the neighbour a / d rests on), or () when it is none of a–d."""
    return _placement_case(ctx, pl, area)[1]


def _placement_case(ctx: Ctx, pl: str, area: str) -> tuple[str | None, tuple[str, ...]]:
    """12.1.1.2.5 a–d: the list item ``area`` falls under for ``pl``'s terrain (``#li1`` a … ``#li4``
    d, the first that holds) and the areas whose state makes it so; (None, ()) for none."""
    from ruling.games._mc.common import adjacent

    def ctrl(a: str) -> bool:
        return terrain(ctx, a) is not None and controller_of_area(ctx, a) == pl

    def nobody(a: str) -> bool:
        t = terrain(ctx, a)
        return t is not None and not any(units(ctx, q, a) for q in ctx.state.players)

    def empty(a: str) -> bool:
        return terrain(ctx, a) is None

    def own_placed(a: str) -> bool:
        t = terrain(ctx, a)
        return t is not None and t.owner == pl

    li = "12.1.1.2.5#li"
    if ctrl(area):
        return f"{li}1", (area,)
    near = [a for a in AREAS if adjacent(a, area)]
    free = nobody(area) or empty(area)
    if free and any(ctrl(a) for a in near):
        return f"{li}2", (area, *(a for a in near if ctrl(a)))
    if nobody(area) and own_placed(area):
        return f"{li}3", (area,)
    if free and any(nobody(a) and own_placed(a) for a in near):
        return f"{li}4", (area, *(a for a in near if nobody(a) and own_placed(a)))
    return None, ()


# The most dice one roll takes (「nD」): each die not given is a branch of the ruling.
MAX_DICE = 10


def roll(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """3.4.2–3.4.4: 「nD」 (the sum), 「nD+a」, 「nDして高い目1つ (低い目1つ)」; the dice result
    (3.4.5) is the player value ``dice``."""
    pl = who(ctx, p)
    n = int(p.get("dice") or 1)
    mode = str(p.get("mode") or "sum")
    results = p.get("results") or []
    given = results if isinstance(results, list) else [results]
    if not 1 <= n <= MAX_DICE:
        yield Reject(
            f"'dice' は振るダイスの数です（1〜{MAX_DICE}）",
            f"'dice' is how many dice are rolled (1 to {MAX_DICE})",
            ("3.4.2",),
        )
        return None
    if any(isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= 6 for r in given):
        yield Reject(
            "'results' のダイス結果は1〜6の数です（3.4.1）",
            "'results': a die shows a number from 1 to 6 (3.4.1)",
            ("3.4.1",),
        )
        return None
    gear_on_effect_dice(ctx, pl)
    vals = []
    for i in range(n):
        v = yield from roll_die(
            ctx,
            pl,
            f"{n}Dの{i + 1}個目",
            f"die {i + 1} of {n}D",
            ("3.4.1", "3.4.2"),
            given[i] if i < len(given) else None,
        )
        vals.append(v)
    plus = int(p.get("plus") or 0)
    if mode == "high":
        res, cl = max(vals), ("3.4.4",)
    elif mode == "low":
        res, cl = min(vals), ("3.4.4",)
    else:
        res, cl = sum(vals) + plus, ("3.4.2", "3.4.3") if plus else ("3.4.2",)
    yield SetVar(
        key=f"dice.{pl}",
        value=res,
        clauses=(*cl, "3.4.5"),
        ja=f"{pl} の{n}D{'して高い目1つ' if mode == 'high' else 'して低い目1つ' if mode == 'low' else ''}: 出目{vals} → ダイス結果{res}",
        en=f"{pl}'s {n}D{' (highest)' if mode == 'high' else ' (lowest)' if mode == 'low' else ''}: {vals} -> dice result {res}",
    )
    return res


def cardtext_spell_slots(c: Any) -> str:
    """A unit's spell-slot icons, given or printed (``cardtext.spell_slots``, 13.1.3.1)."""
    from ruling.games._mc.cardtext import spell_slots

    return spell_slots(c)
