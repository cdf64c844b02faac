"""Units coming into play (chapter 6: call, ride, stride) and the turn (chapter 9)."""

from __future__ import annotations

from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._vg.common import (
    ACCEL,
    BEHIND,
    CIRCLE_JA,
    CIRCLES,
    COLUMN,
    FRONT,
    TIMING_POINT,
    TURN_ENDED,
    Proc,
    by_data,
    card_option,
    circle,
    circle_option,
    find_card,
    grade,
    is_order,
    is_song,
    open_circles,
    skills,
    to_drop,
    unit_at,
    units_at,
    vanguard,
)
from ruling.games._vg.legion import in_legion, pair_prohibition
from ruling.principles import rule_step_prohibited
from ruling.rules import (
    AddEffect,
    AtOnce,
    CheckTiming,
    Choose,
    Do,
    EndEffects,
    Mark,
    Move,
    MoveMany,
    Option,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Shuffle,
)
from ruling.state import Card
from ruling.turn_end import end_turn_effects
from ruling.values import taken_to_meet, turn_phase

# --------------------------------------------------------------------------- ride (6.3)


def ride(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.3.3. ``normal``: the ride step's ride by the rules (9.7.2), with its conditions."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    src = p.get("from")
    zones = (src,) if src else ("hand", "ride_deck", "soul", "drop", "deck")
    uid = find_card(ctx, p["card"], player, zones)
    w = ctx.where(uid) if uid else None
    if uid is None or w is None:
        yield Reject(
            f"{p['card']} が見つからないため、ライドは行われません",
            f"{p['card']} is nowhere: no ride",
            ctx.principle("impossible"),
        )
        return None
    card = ctx.card(uid)
    assert card is not None
    from_circle = w[1].startswith("field.") and w[1] != "field.vanguard" and not p.get("normal")
    ridden_from_circle = False
    if from_circle:
        # 6.3.3.1 says a ride of a card on the field is not carried out; 6.3.4 「これには他の
        # サークルからライドした場合が含まれ」 speaks of a card ridden from another circle: the
        # audit's ride_card_on_a_circle, raised wherever a ride names a unit on a circle
        from ruling.games._vg.autos import listens_for

        ridden_from_circle = yield unsettled.choose(
            player,
            "vg",
            "ride_card_on_a_circle",
            {"not_done": False, "ridden": True},
            # ridden, it appears on the vanguard circle (7.17.2): what an 「登場した時」 hears
            ("7.17.2",) if listens_for(ctx, "appear") else (),
        )
    if (w[1].startswith("field.") or w[1] == "g_zone") and not ridden_from_circle:
        yield Reject(
            f"{card.label} はフィールドかGゾーンにあるため、ライドは実行されません",
            f"{card.label} is on the field or in the G zone: the ride is not carried out",
            ("6.3.3.1",),
        )
        return None
    from ruling.games._vg.abilities import MATE, mate_unit, ride_prohibited

    if mate_unit(ctx, card) is not None:
        yield Reject(
            f"{card.label} はメイトユニットのため、このカードでライドすることはできません",
            f"{card.label} is a mate unit: no ride with it",
            MATE,
        )
        return None
    forbidden = ride_prohibited(ctx, player, card)
    if forbidden is not None:
        yield Reject(
            f"{player} は {card.label} にライドできません（{forbidden}）",
            f"{player} cannot ride {card.label} ({forbidden})",
            ("1.3.3", "11.1.1.3"),
        )
        return None
    old = vanguard(ctx, player)
    normal = bool(p.get("normal"))
    cond: tuple[str, ...] = ()
    if normal:
        g_old, g_new = grade(old), grade(card)
        if st.turn.player != player or st.turn.step not in (None, "ride"):
            yield Reject(
                "ノーマルライドはターンファイターがライドステップに行います",
                "a normal ride is made by the turn fighter in the ride step",
                ("9.7.2", "6.3.2.1"),
            )
            return None
        if st.vars.get(f"rode.{player}"):
            yield Reject(
                "このライドステップではすでにライドしています",
                "this ride step already had its ride",
                ("9.7.2",),
            )
            return None
        said = (
            taken_to_meet(
                ctx,
                (old.uid, card.uid) if old is not None else (card.uid,),
                "grade",
                "グレード",
                "grade",
                ("ノーマルライドのグレードの条件", "the normal ride's grade condition"),
                ("9.7.2",),
            )
            if w[1] in ("hand", "ride_deck")
            else None
        )
        if w[1] == "ride_deck" and card.face_up is True:
            # 9.7.2 「ライドデッキ置場の裏向きのユニット」: a face-up card there (back by 4.18.4,
            # kept apart by 4.18.5) is none the normal ride may take
            yield Reject(
                f"{card.label} はライドデッキ置場で表向きのため、ノーマルライドできません",
                f"{card.label} lies face up in the ride deck zone: no normal ride with it",
                ("9.7.2", "4.18.5"),
            )
            return None
        if said is not None:
            # a grade not given is not read as failing the condition: it is taken to meet it
            yield said
            ok, why = True, ""
        elif w[1] == "hand":
            ok = g_old is not None and g_new is not None and g_new in (g_old, g_old + 1)
            why = "同じか1大きい"
        elif w[1] == "ride_deck":
            ok = g_old is not None and g_new is not None and g_new == g_old + 1
            why = "1大きい"
        else:
            ok, why = False, "手札かライドデッキ置場の"
        if not ok:
            yield Reject(
                f"{card.label}（グレード{g_new}）はヴァンガード（グレード{g_old}）と{why}グレードのユニットではないため、ノーマルライドできません",
                f"{card.label} (grade {g_new}) cannot be normal-ridden on a grade {g_old} vanguard",
                ("9.7.2",) + (("6.4.3.2.1",) if old is not None and in_legion(ctx, old) else ()),
            )
            return None
        cond = ("9.7.2", "9.7.2.1", "6.3.2.1")
        if old is not None and in_legion(ctx, old):
            cond += ("6.4.3.2.1",)  # the legion leader's grade
    else:
        # 6.3.2.2 defines the superior ride by 6.3.2.1: a ride that fails one of the normal
        # ride's conditions (here: not by the rules' own means, 9.7.2)
        cond = ("6.3.2.2", "6.3.2.1") + (("6.3.4",) if ridden_from_circle else ())
    reveal = yield Mark(
        clauses=("6.3.3", "6.3.3.2", "6.3.3.2.1") + cond,
        ja=f"{player} は{ctx.zone_name(w[1])}の {card.label} でライドする",
        en=f"{player} rides {card.label} from the {ctx.zone_name(w[1], 'en')}",
    )
    if w[1] == "ride_deck" and not normal:
        # 6.3.3.2.2: the discard for a ride from the ride deck is needed only 「このライドが
        # カードの効果によるものでない場合」: a ride by an effect discards nothing
        yield Mark(
            clauses=("6.3.3.2.2",),
            caused_by=(reveal,),
            # the hand a discard would have taken from stays as it is
            touches=(f"{player}.hand",),
            ja="このライドはカードの効果によるものなので、手札を捨てる必要はない",
            en="this ride is by a card's effect: no hand card is discarded",
        )
    if w[1] == "ride_deck" and normal:
        hand = ctx.zone(player, "hand")
        if not hand:
            # 6.3.3.2.2 says the discard 「必要があります」 (is needed) but not what happens when it
            # cannot be done: a requirement of the ride (no ride), or an impossible instruction
            # simply not done (1.3.2, the ride goes on). The text does not settle it: a reading
            needed = yield Choose(
                player,
                "reading",
                "6.3.3.2.2「手札のカードを1枚選んで捨てる必要があります」は、捨てられない時ライドを妨げるか",
                "does 6.3.3.2.2's needed discard prevent the ride when there is no hand card?",
                (
                    Option(
                        "requirement",
                        "妨げる（ライドの要件: ライドできない）",
                        "yes (a requirement of the ride: no ride)",
                        True,
                    ),
                    Option(
                        "not_done",
                        "妨げない（実行不可能な指示は単に行われない 1.3.2: ライドする）",
                        "no (an impossible instruction is simply not done, 1.3.2: the ride goes on)",
                        False,
                    ),
                ),
                ("6.3.3.2.2", *ctx.principle("impossible")),
                reading=True,
            )
            if needed:
                yield Reject(
                    "ライドデッキ置場からライドするために捨てる手札がありません",
                    "no hand card to discard for a ride from the ride deck",
                    ("6.3.3.2.2",) + ctx.principle("impossible"),
                )
                return None
            yield Mark(
                clauses=("6.3.3.2.2",) + ctx.principle("impossible"),
                caused_by=(reveal,),
                ja="捨てる手札がないため、捨てることは単に行われない",
                en="there is no hand card to discard: the discard is simply not done",
            )
        ref = p.get("discard")
        d = find_card(ctx, ref, player, ("hand",)) if ref and hand else None
        if hand and d is None:
            d = yield Choose(
                player,
                "ride_discard",
                "ライドデッキからのライドのために捨てる手札",
                "the hand card to discard for a ride from the ride deck",
                tuple(card_option(c, ctx=ctx) for c in hand),
                ("6.3.3.2.2",),
            )
        if d is not None:
            yield Move(
                uid=d,
                player=player,
                zone="drop",
                # hand -> drop: a discard (7.9.2), read by the triggers on discards
                clauses=("6.3.3.2.2", "7.9.1", "7.9.2"),
                caused_by=(reveal,),
                tag="discarded",
                # a part of the ride from the ride deck (「ライドデッキからライドする際に…捨てられた
                # 時」, Trig.occasion)
                data={"occasion": {"event": "rode", "src": "ride_deck"}},
                ja=f"{player} は手札の {ctx.card(d).label if ctx.card(d) else d} を捨てる",
                en=f"{player} discards {ctx.card(d).label if ctx.card(d) else d}",
            )
    yield from put_on_vanguard_circle(
        ctx, player, uid, reveal, normal and w[1] == "hand", old, by_data(p), normal=normal
    )
    if normal:
        yield SetVar(key=f"rode.{player}", value=True)
    return uid


def _deleted_to_soul(ctx: Ctx, player: str, deleted: tuple[str, ...], cause: int) -> Proc:
    """7.32.8: the deleted vanguards ridden upon are in the soul face up, deleted no more. Whether
    their 「ライドされた時」 (11.9.6.1.4) reads the deleted unit's lost text (7.32.2) or the card's
    face at that moment is the audit's ridden_deleted_unit_text, raised where one has such a
    printed ability; returns the cards whose text is read as lost."""
    from ruling.games._vg.continuous import programs

    for u in deleted:
        name = c.label if (c := ctx.card(u)) is not None else u
        yield SetCard(
            uid=u,
            changes={"deleted": None, "deleted_less": None},
            clauses=("7.32.8",),
            caused_by=(cause,),
            ja=f"{name} は表向きでソウルに置かれ、デリート状態ではなくなる",
            en=f"{name} is in the soul face up, deleted no more",
        )
    ridden = tuple(
        u
        for u in deleted
        for ab in programs(ctx, u)
        if ab.program is not None
        and ab.program.trigger is not None
        and ab.program.trigger.event == "ridden"
    )
    if not ridden:
        return ()
    lost = yield unsettled.choose(
        player, "vg", "ridden_deleted_unit_text", {"text_lost": True, "face_up": False}
    )
    return tuple(dict.fromkeys(ridden)) if lost else ()


def put_on_vanguard_circle(
    ctx: Ctx,
    player: str,
    uid: str,
    cause: int,
    from_hand_normal: bool,
    old: Any,
    by: dict[str, Any] | None = None,
    *,
    normal: bool = False,
) -> Proc:
    """6.3.3.4–6.3.3.5: the card goes onto the vanguard circle; the units there (and hearts
    cards, 6.5.3) go to the soul at the same time and it becomes the vanguard. ``by``: what made
    the ride (``common.BY_KEYS`` of an effect's ride, 6.3.2.2), kept on the ride's event for the
    triggers that name it (「能力でライドした時」, 「リライトで登場した時」); ``normal``: a normal
    ride (6.3.2.1), else a superior ride (6.3.2.2), kept on the event for 「ノーマルライドで登場
    した時」 / 「スペリオルライドで…」."""
    card = ctx.card(uid)
    assert card is not None
    from ruling.games._vg import equip

    # equip orders on the circle stay there (17.8.7, 17.8.8.3): not cards ridden upon
    equips = [c for c in ctx.zone(player, circle("vanguard")) if equip.on_circle(ctx, c)]
    prev = [c.uid for c in ctx.zone(player, circle("vanguard")) if c not in equips]
    ridden_upon = list(prev)  # every card ridden upon, a G unit gone to the G zone too
    src = ctx.where(uid)
    old_name = old.name if old is not None else None
    old_persona = old is not None and "persona_ride" in skills(ctx, old)
    # 6.3.4: the card ridden is a new card there, ridden from another circle too (the
    # exception to 4.1.8)
    put = yield Move(
        uid=uid,
        player=player,
        zone=circle("vanguard"),
        orientation="stand",
        face_up=True,
        new_card=True,
        # the vanguard circle ridden on is the rider's own (6.3.1, 6.3.3.3, 6.3.3.3.1), the card
        # goes there face up (6.3.3.4.1) and standing (4.3.2.3)
        clauses=("6.3.1", "6.3.3.3", "6.3.3.3.1", "6.3.3.4", "6.3.3.4.1", "4.9.2.3.1", "4.3.2.3")
        + (("6.3.4",) if src is not None and src[1].startswith("field.") else ()),
        caused_by=(cause,),
        ja=f"{card.label} をヴァンガードサークルに置く",
        en=f"{card.label} is put on the vanguard circle",
    )
    if prev:
        # 4.4.2.1: a G unit that is the vanguard (not a hearts card), moved to the soul, goes
        # face up to the G zone instead; its hearts cards go to the soul (6.3.3.5.1, 6.5.3)
        g_units = [
            u
            for u in prev
            if (c := ctx.card(u)) is not None and c.type == "g" and not c.states.get("hearts")
        ]
        for u in g_units:
            yield Move(
                uid=u,
                player=ctx.card(u).owner,  # type: ignore[union-attr]
                zone="g_zone",
                face_up=True,
                clauses=("6.3.3.5", "4.4.2", "4.4.2.1", "4.14.5"),
                caused_by=(put,),
                data={"rule": "ride"},
                ja=f"G ユニット {ctx.card(u).label} はソウルに置かれるかわりに G ゾーンに表向きで置かれる",  # type: ignore[union-attr]
                en=f"the G unit {ctx.card(u).label} goes face up to the G zone instead of the soul",  # type: ignore[union-attr]
            )
        prev = [u for u in prev if u not in g_units]
    if prev:
        # 7.32.8: a deleted vanguard ridden upon — every vanguard of the circle goes to the soul
        # face up at that moment
        deleted = tuple(
            u for u in prev if (c := ctx.card(u)) is not None and c.states.get("deleted")
        )
        to_soul = yield MoveMany(
            uids=tuple(prev),
            player=player,
            zone="soul",
            face_up=True if deleted else None,
            clauses=("6.3.3.5", "6.3.3.5.1", "6.5.3") + (("7.32.8",) if deleted else ()),
            caused_by=(put,),
            # put there by the ride, a rule (「ライド以外で」 reads it, 14.32.4)
            data={"rule": "ride"},
            ja=f"それまでヴァンガードサークルにいたカード{len(prev)}枚をソウルに置く",
            en=f"the {len(prev)} card(s) that were on the vanguard circle go to the soul",
        )
        from ruling.games._vg.specific import erase_moved

        yield from erase_moved(ctx, tuple(prev), "soul", to_soul)
        text_lost = yield from _deleted_to_soul(ctx, player, deleted, to_soul)
    # 17.8.7: an equip order of the vanguard ridden upon, naming the card ridden, is associated
    # with the new vanguard as it is put there
    yield from equip.keep_on_ride(ctx, equips, card, put)
    rode = yield Mark(
        clauses=("6.3.3.5", "6.3.4"),
        caused_by=(put,),
        # about the card ridden: a new card there (6.3.4), with none of the old one's effects
        touches=(uid,),
        tag="ride",
        data={
            "player": player,
            "uid": uid,
            "prev": tuple(u for u in ridden_upon if u != uid),
            "from": src[1] if src else None,
            "ride_kind": "normal" if normal else "superior",
            **(by or {}),
            "text_lost": text_lost if prev else (),
        },
        ja=f"{card.label} が {player} のヴァンガードになる（ライドした）",
        en=f"{card.label} becomes {player}'s vanguard (a ride)",
    )
    from ruling.games._vg.abilities import persona_from

    same = (
        old_persona
        and card.name is not None
        and card.name == old_name
        and "persona_ride" in skills(ctx, card)
    )
    by_icon = bool(from_hand_normal and same)
    # the card's own text (1.3.1): a normal ride from the hand upon the vanguard it names, or
    # (「…からライドしても」) any ride upon it
    by_text = () if by_icon else persona_from(ctx, card, old, from_hand_normal)
    if by_icon or by_text:
        pr = yield Mark(
            clauses=(("6.3.8",) if by_icon or from_hand_normal else ()) + ("7.15.1.4",) + by_text,
            caused_by=(rode,),
            ja=(
                f"同名でともにペルソナライドアイコンを持つので、ペルソナライド（{player}）"
                if by_icon
                else f"{card.label} のテキスト（…から{'ノーマル' if from_hand_normal else ''}ライドしてもペルソナライドになる）により、ペルソナライド（{player}）"
            ),
            en=(
                f"same name and both have the persona ride icon: a persona ride ({player})"
                if by_icon
                else f"{card.label}'s text makes this {'normal ' if from_hand_normal else ''}ride a "
                f"persona ride ({player})"
            ),
        )
        yield from persona_ride_done(ctx, player, card.uid, (pr,))
    elif same:
        # same name, both with the persona ride icon, but not a normal ride from the hand (a ride
        # by an effect is a superior ride, 6.3.2.1 / 6.3.2.2; or one from the ride deck): 6.3.8
        # read and not met — no persona ride, the reason nothing of 7.15.1.4 happens (round 39)
        yield Mark(
            clauses=("6.3.8", "6.3.2.1", "6.3.2.2"),
            caused_by=(rode,),
            touches=(f"{player}.hand",),
            ja=f"同名でともにペルソナライドアイコンを持つが、手札からのノーマルライドではないため、ペルソナライドではない（{player}）",
            en=f"same name and both have the persona ride icon, but not a normal ride from the "
            f"hand: no persona ride ({player})",
        )
    return rode


def persona_ride_done(ctx: Ctx, player: str, rode_with: object, cause: tuple[int, ...]) -> Proc:
    """What a persona ride does (7.15.1.4): the fighter draws one card (7.15.1.4.1), their units
    in front-row circles get +10000 this turn (7.15.1.4.2), and the event ‘that fighter persona
    rode’ happens (7.15.1.4.3). ``rode_with``: the card the fighter persona rode with (17.16.3.2
    reads it; ``True`` for 「ペルソナライドを発動する」, no card ridden)."""
    yield Do("draw", {"player": player, "amount": 1}, caused_by=cause, clauses=("7.15.1.4.1",))
    # 7.15.1.4.2 words the +10000 as holding for a unit "while it is in a front-row circle"
    # this turn; 11.11.4 fixes, when an effect not generated by a continuous ability is
    # generated, the cards it applies to. Which reaches a unit put in the front row later is
    # not settled (a reading choice; the engine's: 7.15.1.4.2's "while")
    fixed = yield Choose(
        player,
        "reading",
        "7.15.1.4.2・11.11.4 の読み方: ペルソナライドの+10000は、後から前列に置かれたユニットにも「前列にいる間」適用されるか、発生時に前列にいたユニットに固定されるか",
        "the reading of 7.15.1.4.2, 11.11.4: does the persona ride's +10000 reach a unit put "
        "in the front row later ('while in the front row'), or only the units there when it "
        "was generated?",
        (
            Option("while_in_front", "前列にいる間（7.15.1.4.2）", "while in the front row", False),
            Option(
                "fixed",
                "発生時に前列にいたユニットのみ（11.11.4）",
                "the units there then",
                True,
            ),
        ),
        ("7.15.1.4.2", "11.11.4"),
        reading=True,
    )
    if fixed:
        yield SetVar(
            key=f"persona_front.{player}",
            value=[u.uid for c in FRONT for u in units_at(ctx, player, c)],
            clauses=("11.11.4",),
        )
    yield AddEffect(
        target=player,
        stat="front_power",
        value=10000,
        until="turn",
        clauses=("7.15.1.4.2",),
        caused_by=cause,
        source="persona ride",
        ja=f"このターン中、{player} の前列のサークルにいるユニットはパワー+10000",
        en=f"this turn, {player}'s units in front-row circles get power +10000",
    )
    yield SetVar(
        key=f"persona_rode.{player}",
        value=rode_with,  # the card persona rode with (17.16.3.2 reads it)
        clauses=("7.15.1.4.3",),
        tag="persona_rode",
        ja=f"{player} がペルソナライドした",
        en=f"{player} persona rode",
    )


def rear_to_vanguard_circle(
    ctx: Ctx, player: str, uid: str, clauses: tuple[str, ...], cause: tuple[int, ...]
) -> Proc:
    """7.4.1.1: a card's ability that puts a unit from a rear-guard circle onto the vanguard
    circle as a unit is deemed a ride (6.3): the unit goes there standing (4.9.2.3.1), a new
    card (6.3.4), and the units there go to the soul (6.3.3.5). The ride procedure's first step
    says a ride of a card on the field is not carried out (6.3.3.1): whether it stops this one
    is not settled (a reading; the engine's: 7.4.1.1, which 6.3.4 「他のサークルからライドした場合」
    supports)."""
    card = ctx.card(uid)
    assert card is not None
    ride = yield Choose(
        player,
        "reading",
        "7.4.1.1・6.3.3.1 の読み方: リアガードをヴァンガードサークルに置く効果はライドとみなされる（7.4.1.1）か、"
        "フィールドのカードのライドは実行されない（6.3.3.1）か",
        "the reading of 7.4.1.1, 6.3.3.1: is a rear-guard put onto the vanguard circle by an "
        "ability deemed a ride (7.4.1.1), or is a ride of a card on the field not carried out "
        "(6.3.3.1)?",
        (
            Option("ride", "ライドとみなす（7.4.1.1）", "a ride (7.4.1.1)", True),
            Option("not_done", "実行されない（6.3.3.1）", "not carried out (6.3.3.1)", False),
        ),
        ("7.4.1.1", "6.3.3.1"),
        reading=True,
    )
    if not ride:
        yield Reject(
            f"{card.label} はフィールドにあるため、ライドは実行されません",
            f"{card.label} is on the field: the ride is not carried out",
            clauses + ("7.4.1.1", "6.3.3.1"),
            cause,
        )
        return None
    m = yield Mark(
        clauses=clauses + ("7.4.1.1", "6.3.3"),
        caused_by=cause,
        ja=f"リアガードの {card.label} をヴァンガードサークルに置く: ライドを行ったものとみなす",
        en=f"the rear-guard {card.label} is put onto the vanguard circle: it is deemed a ride",
    )
    return (yield from put_on_vanguard_circle(ctx, player, uid, m, False, vanguard(ctx, player)))


# --------------------------------------------------------------------------- call (6.2)


def call(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.2.3. A normal call (9.9.2.1) unless ``superior`` or not from the turn fighter's hand
    in the main phase."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    # a unit may be called from another circle too (6.2.5): the circle named as a call's
    # target is (``circle: right_front``), without the ``field.`` of its zone
    src = str(p.get("from") or "")
    if src in CIRCLES:
        src = circle(src)
    zones = (
        (src,)
        if src
        else ("hand", "soul", "drop", "deck", "bind", "damage")
        + tuple(circle(c) for c in open_circles(ctx, player))
    )
    uid = find_card(ctx, p["card"], player, zones)
    target = str(p.get("circle", "")).removeprefix("field.")
    if uid is None:
        yield Reject(
            f"{p['card']} が見つからないため、コールは行われません",
            f"{p['card']} is nowhere: no call",
            ctx.principle("impossible"),
        )
        return None
    card = ctx.card(uid)
    w = ctx.where(uid)
    assert card is not None and w is not None
    if not p.get("superior") and w[1] == "hand" and player == st.turn.player:
        # the turn fighter's call from the hand after the ride phase: the main phase's normal
        # call, the game proceeding there first (9.1.2)
        yield from proceed_to_main(ctx)
    from ruling.games._vg.abilities import MATE, mate_call_refused

    # a phase not given is the main phase the normal call is made in (9.9.2.1), said
    normal = (
        not p.get("superior")
        and w[1] == "hand"
        and player == st.turn.player
        and turn_phase(ctx, "main", ("9.9.2.1",)) == "main"
    )
    banned = None if normal else ctx.prohibition(player, "superior_call")
    if banned is not None:
        # a call that is no normal call is a superior one (6.2.2.2): 「スペリオルコールできない」
        # in force refuses it (1.3.3)
        at = ctx.prohibited_step(banned)
        yield Reject(
            f"{player} はスペリオルコールできないため、{card.label} をコールできません（{banned.source}）",
            f"{player} cannot make a superior call: {card.label} is not called ({banned.source})",
            ("1.3.3", "6.2.2.2"),
            (at,) if at is not None else (),
        )
        return None
    if normal:
        from ruling.games._vg.restrictions import normal_call_refused

        # 「あなたはノーマルコールできない」 in force: the main phase's call is a normal call
        # (9.9.2.1.1), refused (1.3.3)
        refused = normal_call_refused(ctx, player, card, "9.9.2.1.1")
        if refused is not None:
            yield refused
            return None
        if card.type == "protect":
            # 9.9.2.1 calls a unit card; a protect is no unit (15.3.1: no type) and is called
            # only to the guardian circle, as if it were one (15.3.5)
            yield Reject(
                f"{card.label} はユニットカードではなく、ガーディアンサークルにのみコールできるため、"
                "ノーマルコールできません",
                f"{card.label} is no unit card and is called only to the guardian circle: no "
                "normal call",
                ("9.9.2.1", "15.3.1", "15.3.5"),
            )
            return None
    mate = mate_call_refused(ctx, player, card)
    if mate is not None:
        yield Reject(
            f"{card.label} はメイトユニットで、ヴァンガードが「{mate}」を含まないため、コールできません",
            f"{card.label} is a mate unit and the vanguard does not contain 「{mate}」: no call",
            # the call refused: the main phase's normal call (9.9.2.1), where it is one
            MATE + (("9.9.2.1",) if normal else ()),
        )
        return None
    from ruling.games._vg.restrictions import mate_call_met

    met = mate_call_met(ctx, player, card)
    if met is not None:
        yield met
    from ruling.games._vg.locked import is_locked_circle

    if target in open_circles(ctx, player) and is_locked_circle(ctx, player, target):
        yield Reject(
            f"{CIRCLE_JA[target]}には呪縛カードがあり、呪縛サークルでリアガードサークルではないため、コールできません",
            f"{target} holds a locked card: it is a locked circle, not a rear-guard circle, and"
            " nothing is called there",
            # the main phase's normal call is to a rear-guard circle (9.9.2.1); 7.30.3 says
            # what 4.9.2.7 says, of the locked card's time there
            ("4.9.2.5", "4.9.2.7", "7.30.3", "6.2.3.2") + (("9.9.2.1",) if normal else ()),
        )
        return None
    if target in open_circles(ctx, player) and any(
        not x.face_up for x in ctx.zone(player, circle(target))
    ):
        # 4.9.2.5: a circle is of the rear-guard attribute while it holds no card or a face-up
        # card — one holding a face-down card (a card the board gives face down, not said to be
        # locked) is not a rear-guard circle, and nothing is called there
        yield Reject(
            f"{CIRCLE_JA[target]}には裏向きのカードがあり、リアガードサークルではないため、コールできません",
            f"{target} holds a face-down card: it is not a rear-guard circle, and nothing is"
            " called there",
            ("4.9.2.5", "6.2.3.2") + (("9.9.2.1",) if normal else ()),
        )
        return None
    if normal and target and target not in open_circles(ctx, player):
        # 9.9.2.1: the main phase's normal call is to one of the turn fighter's rear-guard
        # circles; the guardian circle (10.5.1.2.2) or the vanguard circle is no such circle
        yield Reject(
            f"ノーマルコールはリアガードサークルへのみ行え、{CIRCLE_JA.get(target, target)}にはコールできません",
            f"a normal call is to a rear-guard circle: nothing is called to {target}",
            ("9.9.2.1",),
        )
        return None
    from ruling.games._vg.circle_attributes import is_star_god, star_domain

    # 17.3.1.1: a unit that is no 〈星神〉 is not normal-called to a circle of the 星域 attribute
    barred = normal and not is_star_god(card)
    if barred and target in open_circles(ctx, player) and star_domain(ctx, player, target):
        yield Reject(
            f"{card.label} は〈星神〉でないため、星域属性の{CIRCLE_JA[target]}にはノーマルコールできません",
            f"{card.label} is no 〈星神〉: it is not normal-called to a 星域 circle ({target})",
            ("17.3.1.1", "9.9.2.1"),
        )
        return None
    # an effect that names the circles it calls to (「ユニットのいない後列の(R)に」): only those
    allowed = p.get("circles")
    circles = [
        c
        for c in open_circles(ctx, player)
        if not is_locked_circle(ctx, player, c)
        and (allowed is None or c in allowed)
        and not (barred and star_domain(ctx, player, c))
    ]
    # a locked circle left out of those is no rear-guard circle (4.9.2.7, 7.30.3): the rule that
    # narrowed the circles is cited where the choice (or the lack of a circle) rests on it
    locked_out: tuple[str, ...] = (
        ("4.9.2.7", "7.30.3")
        if any(
            is_locked_circle(ctx, player, c) and (allowed is None or c in allowed)
            for c in open_circles(ctx, player)
        )
        else ()
    )
    if allowed is not None and not circles:
        yield Reject(
            f"{card.label} をコールできるサークルがないため、コールは行われません",
            f"no circle {card.label} may be called to: no call",
            # too few circles for the cards called: a card no combination holds is not called
            # and stays where it was (6.2.3.2.1.1); what cannot be done is not done (1.3.2)
            ("6.2.3.2.1.1",) + locked_out + ctx.principle("impossible"),
        )
        return None
    if target not in circles:
        target = yield Choose(
            player,
            "circle",
            "コールするリアガードサークル",
            "the rear-guard circle to call to",
            tuple(circle_option(player, c) for c in circles),
            ("6.2.3.2",) + locked_out,
        )
    cond: tuple[str, ...]
    if normal:
        v = vanguard(ctx, player)
        if v is None:
            yield Reject(
                "ヴァンガードがいないため、ノーマルコールはできません",
                "no vanguard: no normal call",
                ("9.9.2.1.2",),
            )
            return None
        said = taken_to_meet(
            ctx,
            (v.uid, card.uid),
            "grade",
            "グレード",
            "grade",
            ("ノーマルコールのグレードの条件", "the normal call's grade condition"),
            ("9.9.2.1",),
        )
        # a deleted vanguard (face down) keeps its grade (7.32.2: only the text on its face is
        # lost, the other information kept), its face seen by every fighter (7.32.5): the grade
        # compared is the one printed on it
        kept = ("7.32.2", "7.32.5") if v.states.get("deleted") else ()
        if star_domain(ctx, player, target) and is_star_god(card):
            # 17.3.1.2: a 〈星神〉 called to a 星域 circle, whatever the vanguard's grade
            pass
        elif said is not None:
            yield said  # a grade not given: taken to meet the condition, said
        elif grade(card) is None or _vgrade(ctx, v) is None or grade(card) > _vgrade(ctx, v):  # type: ignore[operator]
            yield Reject(
                f"{card.label}（グレード{grade(card)}）はヴァンガード（グレード{_vgrade(ctx, v)}）より大きいグレードなので、ノーマルコールできません",
                f"{card.label} (grade {grade(card)}) is above the vanguard's grade {_vgrade(ctx, v)}: no normal call",
                ("9.9.2.1",) + kept,
            )
            return None
        cond = ("9.9.2.1", "9.9.2.1.1", "6.2.2.1") + kept
        if star_domain(ctx, player, target) and is_star_god(card):
            cond += ("17.3.1.2",)
    else:
        cond = ("6.2.2.2",)
    reveal = yield Mark(
        clauses=("6.2.1.1", "6.2.3.1", "6.2.3.1.1", "6.2.3.2") + cond,
        ja=f"{player} は{ctx.zone_name(w[1])}の {card.label} を{CIRCLE_JA[target]}にコールする",
        en=f"{player} calls {card.label} from the {ctx.zone_name(w[1], 'en')} to {target}",
    )
    yield from place_unit(
        ctx,
        player,
        uid,
        target,
        reveal,
        ("6.2.3.3", "6.2.3.3.1"),
        p.get("orientation"),
        # the call's kind: the main phase's normal call (6.2.2.1, 9.9.2.1), or a call that
        # misses one of its conditions, a superior call (6.2.2.2: 「スペリオルコールされた時」)
        {**by_data(p), "call_kind": "normal" if normal else "superior"},
        # cards called at once are all put on their circles first (6.2.3.3), the units they
        # were called over retired after (6.2.3.4): the caller retires them (``retire_later``)
        retire_over=not p.get("retire_later"),
    )
    return uid


def place_unit(
    ctx: Ctx,
    player: str,
    uid: str,
    target: str,
    cause: int,
    clauses: tuple[str, ...],
    orientation: str | None = None,
    data: dict[str, Any] | None = None,
    retire_over: bool = True,
) -> Proc:
    """Put a unit on a rear-guard or guardian circle by a call; the unit already there is
    retired (6.2.3.4) — by the caller when ``retire_over`` is false (several cards called at
    once: all are put first, 6.2.3.3, then the units called over are retired, 6.2.3.4). An order goes to the drop instead (4.4.3); a protect to a rear-guard
    circle goes to the drop and is erased (15.3.6). ``data``: who called it (``by_data``)."""
    card = ctx.card(uid)
    assert card is not None
    if is_order(card):
        yield Move(
            uid=uid,
            player=card.owner,
            zone="drop",
            clauses=("4.4.3",),
            caused_by=(cause,),
            ja=f"{card.label} はオーダーなので、サークルではなくドロップゾーンに置かれる",
            en=f"{card.label} is an order: it goes to the drop instead of the circle",
        )
        return None
    if card.type == "protect" and target != "guardian":
        yield Move(
            uid=uid,
            player=card.owner,
            zone="drop",
            clauses=("15.3.6",),
            caused_by=(cause,),
            ja="プロテクトはリアガードサークルに置かれず、ドロップゾーンに置かれ消去される",
            en="a protect does not go to a rear-guard circle: it goes to the drop and is erased",
        )
        return None
    before = [c.uid for c in ctx.zone(player, circle(target)) if c.uid != uid]
    orient = "rest" if target == "guardian" else (orientation or "stand")
    # 6.2.5: a called card is a new card on its circle, called from another circle too (the
    # exception to 4.1.8): the effects on it end
    w = ctx.where(uid)
    from_circle = w is not None and w[1].removeprefix("field.") in CIRCLES
    kept: tuple[str, ...] = ()
    if (
        from_circle
        and target != "guardian"
        and orientation is None
        and card.orientation != "stand"
        and w is not None
        and w[1].removeprefix("field.") not in ("vanguard", "guardian")
    ):
        # a rested rear-guard called to another rear-guard circle, no state said: 6.2.3.3.1
        # puts a called card standing, 4.9.2.5.2 keeps the state of a card put from circle to
        # circle — the audit's call_between_circles_orientation, both readings run
        if (
            yield unsettled.choose(
                player,
                "vg",
                "call_between_circles_orientation",
                {"stand": False, "as_it_was": True},
            )
        ):
            orient, kept = card.orientation, ("4.9.2.5.2",)
    appears = None
    from ruling.games._vg.autos import listens_for

    if from_circle and target != "guardian" and listens_for(ctx, "appear"):
        # a call from another circle: 7.17.1 (no appearance: not from outside the circles) or
        # 7.17.2 read as 「コールかライドにより」 (a call is one) — the audit's
        # call_between_circles_appears, asked only where an 「登場した時」 could hear it
        appears = yield unsettled.choose(
            player,
            "vg",
            "call_between_circles_appears",
            {"not_appeared": False, "appeared": True},
        )
    s = yield Move(
        uid=uid,
        player=player,
        zone=circle(target),
        orientation=orient,
        face_up=True,
        new_card=True,
        # a called unit appears on the rear-guard or guardian circle named (6.2.1); on a
        # rear-guard circle it stands unless told otherwise (4.3.2.3)
        clauses=clauses
        + ("6.2.1",)
        + (("4.9.2.4.1",) if target == "guardian" else ("4.9.2.5.1",))
        + (("4.3.2.3",) if target != "guardian" and orientation is None and not kept else ())
        + kept
        # a protect is called to the guardian circle as if it were a unit, and is one there
        # (15.3.5, 15.3.4.1)
        + (("15.3.5", "15.3.4.1") if card.type == "protect" and target == "guardian" else ())
        + (("6.2.5",) if from_circle else ()),
        caused_by=(cause,),
        tag="called",
        # the unit it is called over, retired below (6.2.3.4): 「ユニットのいる(R)に登場した時」
        data={
            **(data or {}),
            "displaced": [u for u in before if not _song(ctx, u)] if target != "guardian" else [],
            **({"appears": True} if appears else {}),
        },
        ja=f"{card.label} を{CIRCLE_JA[target]}に{'レスト' if orient == 'rest' else 'スタンド'}状態で置く",
        en=f"{card.label} is put on {target}, {orient}",
    )
    if target != "guardian" and retire_over:
        kind = str((data or {}).get("call_kind") or "superior")
        yield from called_over(ctx, before, s, uid, kind)
    from ruling.games._vg import formula

    # a unit called in its caller's main phase: C+P=X counts it (17.16.7.2)
    yield from formula.count(ctx, player, "call", s)
    return s


def called_over(
    ctx: Ctx, before: list[str], s: Any, called: str | None = None, kind: str = "superior"
) -> Proc:
    """What was on a rear-guard circle a unit was called to: a unit there is retired (6.2.3.4)
    — unless the called unit has 爆裂成長期 and it meets the condition, then it becomes a 成長元
    instead (17.16.6.2; ``called``: the called unit, ``kind``: the call's kind); a card
    associated with a unit there as its 成長元 is no unit and goes with it (17.16.6.4); a song
    order, no unit nor rear-guard (17.4.3), is put into its owner's drop at once, not waiting
    for a check timing (17.4.4)."""
    from ruling.games._vg.growth import STATE, grows_over

    grown: list[str] = []
    w = ctx.where(called) if called is not None else None
    if called is not None and w is not None:
        grown = yield from grows_over(ctx, w[0], called, before, kind, s)
    for other in before:
        c = ctx.card(other)
        if other in grown or (c is not None and c.states.get(STATE) in before):
            continue
        if c is not None and is_song(c):
            yield Move(
                uid=other,
                player=c.owner,
                zone="drop",
                clauses=("17.4.4", "17.4.3"),
                caused_by=(s,),
                ja=f"楽曲オーダー {c.label} のサークルにユニットが置かれた: ただちにドロップゾーンに置く",
                en=f"a unit was put on the circle of the song order {c.label}: it goes to the drop at once",
            )
        else:
            yield Do("retire", {"card": other}, caused_by=(s,), clauses=("6.2.3.4",))


def _song(ctx: Ctx, uid: str) -> bool:
    c = ctx.card(uid)
    return c is not None and is_song(c)


# --------------------------------------------------------------------------- stride (6.5, 6.6)


def stride(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = p.get("player") or st.turn.player
    opp = st.opponent(player)
    uid = find_card(ctx, p["card"], player, ("g_zone",))
    if uid is None or ctx.where(uid) != (player, "g_zone"):
        yield Reject(
            f"{p['card']} が G ゾーンにないため超越できません",
            f"{p['card']} is not in the G zone: no stride",
            ctx.principle("impossible"),
        )
        return
    g = ctx.card(uid)
    assert g is not None
    if g.face_up:
        # 6.6.2 plays a stride from 「裏向きの G ゾーンのカード」: a face-up one (a G unit put
        # back face up at an end phase, 9.11.1) is not played
        yield Reject(
            f"{g.label} は表向きの G ゾーンのカードなので超越できません（裏向きのカードのみ）",
            f"{g.label} is face up in the G zone: only a face-down card is strode",
            ("6.6.2",),
        )
        return
    v, ov = vanguard(ctx, player), vanguard(ctx, opp)
    both3 = (_vgrade(ctx, v) or 0) >= 3 and (_vgrade(ctx, ov) or 0) >= 3
    # 6.6.2: the vanguard's grade when this fighter's turn began, when the replay knows it (it
    # began in the replay, or the scenario starts before the turn's rides); else the vanguard's now
    at_start = st.vars.get(f"grade3_at_start.{player}")
    mine3 = bool(at_start) if at_start is not None else (_vgrade(ctx, v) or 0) >= 3
    from ruling.games._vg.abilities import stride_grade, stride_skill

    # the card's stride skill gives the timing and the cost (6.6.2, 14.12.3); a card with no
    # text read has the default ones (14.12.3.1)
    skill = stride_skill(ctx, uid)
    timing, need, count = skill or ("stride", 3, 0)
    cost_clauses = ("14.12.3",) if skill else ("14.12.3.1",)
    from ruling.games._vg.continuous import ultimate_stride

    ultimate = ultimate_stride(ctx, uid)
    if ultimate:
        # 6.6.3: an ultimate stride skill's own conditions instead of 6.6.2's grade 3 vanguards
        why = _ultimate_refused(ctx, player, g, v, timing)
        if why is not None:
            yield Reject(why[0], why[1], ("6.6.3", *why[2], "14.13.1"))
            return
        cost_clauses = ("14.13.1", "6.6.3", "6.6.3.4")
    elif st.turn.step != timing or not (both3 or mine3) or v is None:
        yield Reject(
            "超越スキルのタイミングではないか、グレード3以上のヴァンガードの条件を満たしません",
            "not the stride skill's timing, or the grade 3 vanguard condition is not met",
            ("6.6.2", "9.8.2") + cost_clauses,
        )
        return
    names = p.get("discard") or []
    ds = [find_card(ctx, n, player, ("hand",)) for n in names]
    total = sum(grade(ctx.card(d)) or 0 for d in ds if d)
    # a card's own text may let it count as another grade here (1.3.1): the master uses it
    # when the cost is not paid without it (the grade counted has no other consequence)
    counted: list[tuple[str, int, str]] = []
    # 6.6.3.4: an effect that changes a stride's cost does not change an ultimate stride's
    if total < need and not ultimate:
        for d in ds:
            alt = stride_grade(ctx, d) if d else None
            own = grade(ctx.card(d or "")) or 0
            if d and alt is not None and alt[0] > own:
                counted.append((d, alt[0], alt[1]))
                total += alt[0] - own
    if count and (None in ds or len(ds) != count):
        # a stride skill whose cost is N hand cards discarded (14.12.3): N cards, any grades
        yield Reject(
            f"超越スキルのコストは手札{count}枚を捨てることなので、捨てる手札{len(ds)}枚では払えません",
            f"the stride skill's cost is {count} hand card(s) discarded: {len(ds)} do not pay it",
            ("6.6.2.2", *cost_clauses, "11.8.2.2"),
        )
        return
    if not count and (None in ds or not ds or total < need):
        yield Reject(
            f"捨てる手札のグレードの合計が{total}で{need}以上にならないため、超越のコストを払えません",
            f"the discarded hand cards' grades total {total}, less than {need}: the stride cost cannot be paid",
            # the stride's step of paying its cost (6.6.2.2), the cost (14.12.3 / 14.12.3.1),
            # a cost that cannot be paid in full is not paid (11.8.2.2)
            ("6.6.2.2", *cost_clauses, "11.8.2.2"),
        )
        return
    for d, n, text in counted:
        yield Mark(
            clauses=("1.3.1", "11.4.4", *cost_clauses),
            ja=f"{ctx.card(d).label} はこの超越のコストでグレード{n}として捨てられる: {text}",  # type: ignore[union-attr]
            en=f"{ctx.card(d).label} is discarded as grade {n} for this stride cost: {text}",  # type: ignore[union-attr]
        )
    reveal = yield Mark(
        clauses=("6.6.2.1", "9.8.2"),
        ja=f"{player} は G ゾーンの {g.label} を明示する",
        en=f"{player} shows {g.label} from the G zone",
    )
    yield MoveMany(
        uids=tuple(d for d in ds if d),
        player=player,
        zone="drop",
        clauses=("6.6.2.2", *cost_clauses, "11.7.1"),
        caused_by=(reveal,),
        tag="discarded",
        # 「このカードが超越のコストで手札からドロップゾーンに置かれた時」: put there as the cost
        # the stride skill names (14.12.3; ``autos._by_ok`` ``kwcost:stride_skill``), of the G
        # unit strided, by its master
        data={
            "cost_of": uid,
            "cost_master": player,
            "cost_vanguard": False,
            "cost_keyword": "stride_skill",
        },
        ja=f"超越のコスト: 手札{len(ds)}枚（グレード合計{total}）を捨てる",
        en=f"stride cost: discard {len(ds)} hand card(s) (total grade {total})",
    )
    put = yield from stride_onto(
        ctx, player, uid, (reveal,), ("6.6.3", "6.6.2.3") if ultimate else ("6.6.2.3",)
    )
    if ultimate:
        # remembered for its return to the G zone (6.6.3.5)
        yield SetCard(
            uid=uid,
            changes={"ultimate_stride": True},
            clauses=("6.6.3", "6.6.3.5"),
            caused_by=(put,) if isinstance(put, int) else (),
        )


def _ultimate_refused(
    ctx: Ctx, player: str, g: Card, v: Card | None, timing: str
) -> tuple[str, str, tuple[str, ...]] | None:
    """Why an ultimate stride of ``g`` cannot be played now (6.6.3: its timing, a nation in
    common with the front-centre vanguard — only a 〈クレイエレメンタル〉 with a vanguard of no
    nation, 6.6.3.1 — and three face-up G zone cards, 6.6.3.2; a ギーゼ card's 6.6.3.3 is not
    read): (ja, en, clauses), else None."""
    from ruling.games._vg.selectors import _races

    if ctx.state.turn.step != timing or v is None:
        return (
            "究極超越スキルのタイミングではありません",
            "not the ultimate stride skill's timing",
            ("9.8.2",),
        )
    vn, gn = v.extra.get("nation"), g.extra.get("nation")
    if not vn:
        if "クレイエレメンタル" not in _races(g):
            return (
                "ヴァンガードが国家を持たないため、〈クレイエレメンタル〉でない G ユニットは究極超越できません",
                "the vanguard has no nation: only a 〈クレイエレメンタル〉 may be ultimately strode",
                ("6.6.3.1",),
            )
    elif str(vn) != str(gn or ""):
        return (
            f"{g.label} はヴァンガードと共通する国家を持たないため、究極超越できません",
            f"{g.label} has no nation in common with the vanguard: no ultimate stride",
            ("2.14",),
        )
    up = [c for c in ctx.zone(player, "g_zone") if c.face_up]
    if len(up) < 3:
        return (
            f"G ゾーンの表向きのカードが{len(up)}枚で、3枚以上ないため究極超越できません",
            f"the G zone has {len(up)} face-up card(s), fewer than three: no ultimate stride",
            ("6.6.3.2",),
        )
    return None


def stride_onto(
    ctx: Ctx, player: str, uid: str, caused_by: tuple[Any, ...], clauses: tuple[str, ...] = ()
) -> Proc:
    """6.5.1 「G ユニットを‘超越する’指示がある場合」 (the stride a play makes, 6.6.2.3, or an
    effect's 「…を１枚選び、このユニットに超越する」): the G unit is put on the front-centre
    vanguard circle in the orientation of the vanguard there now (6.5.1.1, 4.3.2: a rested
    vanguard, a rested G unit), and every vanguard there before becomes its hearts card
    (6.5.1.2)."""
    g = ctx.card(uid)
    assert g is not None
    v = vanguard(ctx, player)
    from ruling.games._vg import equip

    # equip orders on the circle are no vanguards: they do not become hearts cards (6.5.1.2
    # names the vanguards), they stay there associated as 17.8.7 says
    equips = [c for c in ctx.zone(player, circle("vanguard")) if equip.on_circle(ctx, c)]
    old = [c for c in ctx.zone(player, circle("vanguard")) if c not in equips]
    put = yield Move(
        uid=uid,
        player=player,
        zone=circle("vanguard"),
        orientation=v.orientation if v is not None else "stand",
        face_up=True,
        clauses=(*clauses, "6.5.1", "6.5.1.1", "6.5.1.1.1"),
        caused_by=caused_by,
        tag="stride",
        data={"kind": "stride"},
        ja=f"{g.label} を前列中央のヴァンガードサークルに超越する"
        + ("（ヴァンガードと同じくレスト）" if v is not None and v.orientation == "rest" else ""),
        en=f"{g.label} strides onto the front-centre vanguard circle"
        + (" (rested, as the vanguard was)" if v is not None and v.orientation == "rest" else ""),
    )
    named = False
    for c in old:
        if c.states.get("hearts"):
            continue
        val = "named" if (not named and c.type != "g") else True
        named = named or val == "named"
        yield SetCard(
            uid=c.uid,
            changes={"hearts": val, "orientation": "stand", "face_up": True},
            clauses=("6.5.1.2", "6.5.2.1", "6.5.2.2", "6.5.2.2.2")
            + (("6.5.1.3",) if val == "named" else ())
            # a G unit strided over keeps its hearts cards, now the new G unit's as well
            + (
                ("6.5.1.2.1",) if c.type == "g" and any(h.states.get("hearts") for h in old) else ()
            ),
            caused_by=(put,),
            ja=f"{c.label} はハーツ化し、{g.label} に関連付けられる"
            + ("（パワーとカード名を G ユニットに与える）" if val == "named" else ""),
            en=f"{c.label} becomes a hearts card of {g.label}"
            + (" (its power and name go to the G unit)" if val == "named" else ""),
        )
    # 17.8.7: an equip order of the vanguard strode upon, naming a card name the G unit has
    # (its own, or its hearts card's, 6.5.1.3), is associated with the G unit as it is put there
    yield from equip.keep_on_ride(ctx, equips, g, put)
    return put


# --------------------------------------------------------------------------- phases (9)


# the phases of a turn before its ride phase is over: a scenario starting in one of them has not
# ridden this turn, so its vanguard is the one the turn began with (6.6.2 reads it)
_BEFORE_RIDES = ("stand", "draw", "ride")


def grade3_at_turn_start(ctx: Ctx) -> None:
    """At set-up: whether the turn fighter's vanguard was grade 3 or more when its turn began
    (6.6.2's 「自分のターンの開始時点で自分のヴァンガードがグレード3以上」), known when the
    scenario starts before any ride of the turn; later, not known (the stride reads the vanguard
    of now, as before)."""
    st = ctx.state
    if st.turn.phase in _BEFORE_RIDES and st.turn.player in st.players:
        v = vanguard(ctx, st.turn.player)
        st.vars[f"grade3_at_start.{st.turn.player}"] = (_vgrade(ctx, v) or 0) >= 3


def stand_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    yield SetTurn(
        changes={"phase": "stand", "step": None},
        clauses=("9.2",),
        ja="スタンドフェイズ",
        en="stand phase",
    )
    from ruling.games._vg import formula

    # 17.16.7.1.1: the turn fighter's formula count becomes 0 at the start of the stand phase
    yield from formula.reset(ctx, tp)
    # the turn has begun: its fighter's vanguard grade now is the one 6.6.2 reads
    yield SetVar(key=f"grade3_at_start.{tp}", value=(_vgrade(ctx, vanguard(ctx, tp)) or 0) >= 3)
    yield Mark(
        tag=TIMING_POINT,
        data={"points": (("turn", "start"), ("stand", "start"))},
        clauses=("9.2.2",),
        ja="「ターン開始時」「スタンドフェイズ開始時」の自動能力が待機状態になる",
        en="abilities triggered at the start of the turn or of the stand phase become pending",
    )
    yield CheckTiming(("9.2.2",))
    for z in [circle(c) for c in ("vanguard", *open_circles(ctx, tp), "guardian")] + ["order_zone"]:
        for c in ctx.zone(tp, z):
            if c.orientation != "stand" and not c.states.get("hearts"):
                # its own prohibition or its legion partner's (6.4.4.1)
                ban, pair = pair_prohibition(ctx, c.uid, "stand")
                if ban is not None:  # it beats the rule that stands it (1.3.1, 1.3.3)
                    yield rule_step_prohibited(
                        ctx,
                        c.uid,
                        ban,
                        ("9.2.3", *pair),
                        f"{c.label} はスタンドを禁止されているためスタンドしない（{ban.source}）",
                        f"{c.label} is prohibited from standing: it does not stand ({ban.source})",
                    )
                    continue
                yield SetCard(
                    uid=c.uid,
                    changes={"orientation": "stand"},
                    clauses=("9.2.3",),
                    ja=f"{c.label} をスタンドする",
                    en=f"{c.label} stands",
                )
    yield CheckTiming(("9.2.4",))
    until = f"stand_phase:{ctx.state.turn.number}"
    if any(e.until == until for e in ctx.state.effects):
        # 「次の相手のスタンドフェイズ中、…」: an effect lasting this stand phase ends with it
        yield EndEffects(
            until=until,
            clauses=("11.3.1.2", "9.2.4"),
            ja="スタンドフェイズが終了し、「このスタンドフェイズ中」を期限とする効果が消滅",
            en="the stand phase ends; effects lasting it end",
        )


def draw_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    tp = st.turn.player
    yield SetTurn(
        changes={"phase": "draw", "step": "draw"},
        clauses=("9.3.1", "9.4"),
        ja="ドローフェイズ（ドローステップ）",
        en="draw phase (draw step)",
    )
    yield CheckTiming(("9.4.1",))
    # the draw phase's draw (9.4.2): the one draw not 「カードの能力で」 (7.6.4.1)
    yield Do(
        "draw", {"player": tp, "amount": 1, "rule": "draw_phase"}, clauses=("9.4.2",), by_rules=True
    )
    yield CheckTiming(("9.4.3",))
    yield SetTurn(
        changes={"step": "g_assist"}, clauses=("9.5",), ja="G アシストステップ", en="G assist step"
    )
    skip = bool(ctx.zone(tp, "ride_deck"))
    if not skip and "ride_deck" in (st.vars.get("listed") or {}).get(tp, ()):
        # the file gives the ride deck zone, empty: a fighter who plays with a ride deck all of
        # whose cards have left the zone — whether 9.5.1's 「ライドデッキがある」 still holds is a
        # reading (the audit's ride_deck_emptied), both run, the engine's own (the zone) first
        skip = yield unsettled.choose(
            tp, "vg", "ride_deck_emptied", {"cards_in_zone": False, "built_one": True}
        )
    if skip:
        if p.get("g_assist") not in (None, "none", False):
            # a G assist asked for in a step that is skipped is not done (9.5.1)
            yield Reject(
                f"{tp} にはライドデッキがあるので G アシストステップを飛ばし、G アシストは行えません",
                f"{tp} has a ride deck: the G assist step is skipped, so no G assist is done",
                ("9.5.1",),
            )
            return
        # a step not carried out is about what it would have changed: the hand a G assist
        # adds a card to and the deck it takes it from (9.5.3.2)
        yield Mark(
            clauses=("9.5.1",),
            touches=(f"{tp}.hand", f"{tp}.deck"),
            ja=f"{tp} にはライドデッキがあるので G アシストステップを飛ばす",
            en=f"{tp} has a ride deck: the G assist step is skipped",
        )
        return
    yield CheckTiming(("9.5.2",))
    v = vanguard(ctx, tp)
    gv = grade(v)
    want = None if gv is None else gv + 1
    hand = ctx.zone(tp, "hand")
    has = any(grade(c) == want for c in hand if c.type not in ("order", "blitz"))
    ref = p.get("g_assist")
    if gv is None or gv >= 3 or has:
        if ref:
            yield Reject(
                "ヴァンガードがグレード3以上か、手札にグレードが1大きいユニットがあるため G アシストできません",
                "the vanguard is grade 3 or more, or the hand has a unit one grade higher: no G assist",
                ("9.5.3",),
            )
        yield CheckTiming(("9.5.4",))
        return
    if ref in (None, "none", False):
        yield CheckTiming(("9.5.4",))
        return
    revealed = yield Mark(
        # the step is carried out: 9.5.1 skips it only for a fighter with a ride deck
        clauses=("9.5.1", "9.5.3", "9.5.3.1"),
        ja=f"{tp} にはライドデッキがないので G アシストステップを行い、G アシストを行って手札を公開する",
        en=f"{tp} has no ride deck, so the G assist step is carried out: {tp} performs a G "
        "assist and reveals the hand",
    )
    top5 = ctx.zone(tp, "deck")[:5]
    cands = [c for c in top5 if grade(c) == want and c.type not in ("order", "blitz")]
    pick = find_card(ctx, ref, tp, ("deck",))
    if pick not in [c.uid for c in cands]:
        yield Mark(
            clauses=("9.5.3.2",),
            ja=f"山札の上から5枚にグレード{want}のユニット {ref} がないので、手札に加えない",
            en=f"no grade {want} unit {ref} among the top 5: nothing is added",
            caused_by=(revealed,),
        )
    else:
        s = yield Move(
            uid=pick,
            player=tp,
            zone="hand",
            clauses=("9.5.3.2",),
            caused_by=(revealed,),
            ja=f"{tp} は {ref} を相手に見せて手札に加える",
            en=f"{tp} shows {ref} and adds it to the hand",
        )
        for n in (p.get("g_assist_remove") or [])[:2]:
            d = find_card(ctx, n, tp, ("hand",))
            if d:
                yield Move(
                    uid=d, player=tp, zone="removed", clauses=("9.5.3.2", "7.19.1"), caused_by=(s,)
                )
    yield Shuffle(player=tp, zone="deck", clauses=("9.5.3.2", "7.5.1"))
    yield CheckTiming(("9.5.4",))


def ride_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    yield SetTurn(
        changes={"phase": "ride", "step": "ride"},
        clauses=("9.6.1", "9.7"),
        ja="ライドフェイズ（ライドステップ）",
        en="ride phase (ride step)",
    )
    yield CheckTiming(("9.7.1",))
    if p.get("card"):
        params = {"player": tp, "card": p["card"], "normal": True}
        for k in ("from", "discard"):
            if p.get(k):
                params[k] = p[k]
        yield Do("ride", params, clauses=("9.7.2",))
    yield CheckTiming(("9.7.3",))
    yield SetTurn(
        changes={"step": "stride"}, clauses=("9.8",), ja="ストライドステップ", en="stride step"
    )
    yield CheckTiming(("9.8.1",))
    if p.get("stride"):
        yield Do(
            "stride", {"player": tp, "card": p["stride"], "discard": p.get("stride_discard") or []}
        )
    yield CheckTiming(("9.8.3",))


def proceed_to_main(ctx: Ctx) -> Proc:
    """An action of the main phase's play timing (a normal call, 9.9.2.1) taken by the turn
    fighter while the turn is still in the ride phase: the phases go in order (9.1.2) — the ride
    phase ends (its stride step's last check timing, 9.8.3) and the main phase begins, its
    start's abilities pending at its first check timing (9.9.1, 11.6.2.1), before the action is
    taken. In any other phase: nothing."""
    if ctx.state.turn.phase != "ride":
        return
    yield SetTurn(
        changes={"phase": "main", "step": None},
        clauses=("9.1.2", "9.8.3", "9.9"),
        ja="ライドフェイズが終わり、メインフェイズに進む",
        en="the ride phase ends: on to the main phase",
    )
    yield CheckTiming(("9.9.1", "11.6.2.1"))


def main_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    yield SetTurn(
        changes={"phase": "main", "step": None},
        clauses=("9.9",),
        ja="メインフェイズ",
        en="main phase",
    )
    yield CheckTiming(("9.9.1", "11.6.2.1"))
    for sub in p.get("actions") or []:
        params = {k: v for k, v in sub.items() if k != "do"}
        params.setdefault("player", tp)
        yield Do(sub["do"], params, clauses=("9.9.2", "11.6.2.2"))
        yield CheckTiming(("11.6.2.2.1", "11.6.2.1"))


def battle_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """The main phase ends and the battle phase begins (its start step), before any attack is
    chosen: the turn fighter plays nothing more at the main phase's play timing, and the game
    moves on to the next phase (9.9.3, 11.6.2.3); the start step makes the turn fighter the
    attacking fighter (10.3.1.2) and its 「バトルフェイズ開始時」 abilities wait for the check
    timing that follows (10.3.1.1). From the ride phase the phases go in order (9.1.2, through
    the main phase); from the end phase there is no going back (9.1.2); in the battle phase
    already: nothing (the game is there). The attack that follows (``battle.attack``) starts
    from this start step."""
    st = ctx.state
    if st.turn.phase == "battle":
        return
    if st.turn.phase not in ("ride", "main"):
        yield Reject(
            f"{st.turn.phase} フェイズからバトルフェイズには進めません（フェイズは順に進み、"
            "バトルフェイズはメインフェイズの次）",
            f"no battle phase from the {st.turn.phase} phase (the phases go in order: the battle "
            "phase follows the main phase)",
            ("9.1.2",),
        )
        return
    yield from proceed_to_main(ctx)
    yield SetTurn(
        changes={"phase": "battle", "step": "start"},
        clauses=("9.9.3", "11.6.2.3", "9.10.1", "10.3.1", "10.3.1.2"),
        ja="メインフェイズで何もプレイしないことを選び、バトルフェイズ（スタートステップ）に進む",
        en="nothing more is played in the main phase: on to the battle phase (start step)",
    )
    yield CheckTiming(("10.3.1.1",))


# the turn fighter's actions at the main phase's play timing (9.9.2.1 – 9.9.2.5)
PLAY_TIMING_ACTIONS = frozenset(
    {"call", "swap", "play_order", "activate", "overdress", "cross_overdress"}
)


def _vgrade(ctx: Ctx, unit: Card | None) -> int | None:
    """A unit's grade now, with the changes in force (11.11.1: 「グレード＋１」)."""
    from ruling.games._vg.values import grade_now

    return None if unit is None else grade_now(ctx, unit.uid)


def play_timing_again(ctx: Ctx, verb: str, p: dict[str, Any]) -> tuple[str, ...]:
    """11.6.2.2.1: an action done at the main phase's play timing (9.9.2) is followed, once
    resolved, by the play timing given again — and before it a check timing (11.6.2.1), where
    what the action made pending is played. An action of the scenario done so (not by an effect:
    a superior call, an overDress by an effect) has it; the main phase's own ``actions`` list
    does it itself (``main_phase``)."""
    st = ctx.state
    if verb not in PLAY_TIMING_ACTIONS or st.turn.phase != "main" or st.turn.step is not None:
        return ()
    if p.get("player", st.turn.player) != st.turn.player or p.get("superior") or p.get("effect"):
        return ()
    return ("11.6.2.2.1", "11.6.2.1")


def swap(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """9.9.2.2: the front and back circles of one column exchange their cards, when both are
    rear-guard circles. ``circle`` names either circle of the column; the centre column's front
    circle is the vanguard circle (4.9.2.3) and a circle holding a locked card is of the locked
    attribute (4.9.2.5, 4.9.2.7): such a column is refused (1.3.2)."""
    from ruling.games._vg.locked import is_locked_circle

    st = ctx.state
    player = p.get("player") or st.turn.player
    named = str(p["circle"]).removeprefix("field.")
    col = COLUMN.get(named)
    front = next((c for c in FRONT if COLUMN.get(c) == col), None) if col else None
    back = BEHIND.get(front or "")
    if player != st.turn.player or turn_phase(ctx, "main", ("9.9.2.2",)) != "main":
        yield Reject(
            "縦列の前後のサークルの交換は、ターンファイターがメインフェイズに行います",
            "exchanging the front and back circles of a column is done by the turn fighter in "
            "the main phase",
            ("9.9.2", "9.9.2.2"),
        )
        return
    if front is None or back is None:
        yield Reject(
            f"{CIRCLE_JA.get(named, named)}は前後のサークルからなる縦列にありません",
            f"{named} is not in a column of a front and a back circle",
            # a circle an accel gift added is beside the front row, with no back circle
            # (16.3.1.5.1.2)
            ("9.9.2.2", "4.9.1.1") + (("16.3.1.5.1", "16.3.1.5.1.2") if named in ACCEL else ()),
        )
        return
    other = str(p.get("with") or "").removeprefix("field.")
    if other and front is not None and back is not None and other not in (front, back):
        # 「circle: left_front, with: right_back」: not the other circle of that column
        yield Reject(
            f"{CIRCLE_JA.get(other, other)}は{CIRCLE_JA.get(named, named)}と同じ縦列のサークルでは"
            "ないので交換できません（交換は同じ縦列の前後のサークルの間で行います）",
            f"{other} is not in {named}'s column: only a column's front and back circles are "
            "exchanged",
            ("9.9.2.2", "4.9.1.1"),
        )
        return
    if front == "vanguard":
        yield Reject(
            "この縦列の前列のサークルはヴァンガードサークルなので、前後のサークルがリアガード"
            "サークルである縦列ではなく、交換できません",
            "the front circle of this column is the vanguard circle: it is not a column of two "
            "rear-guard circles, so its cards are not exchanged",
            ("9.9.2.2", "4.9.1.1", "4.9.2.3"),
        )
        return
    locked = [c for c in (front, back) if is_locked_circle(ctx, player, c)]
    if locked:
        yield Reject(
            f"{CIRCLE_JA.get(locked[0], locked[0])}には呪縛カードが置かれており、呪縛サークルは"
            "リアガードサークルではないので交換できません",
            f"{locked[0]} holds a locked card: a locked circle is not a rear-guard circle, so the "
            "column's cards are not exchanged",
            ("9.9.2.2", "4.9.2.5", "4.9.2.7"),
        )
        return
    a, b = unit_at(ctx, player, front), unit_at(ctx, player, back)
    if a is None and b is None:
        yield Mark(
            clauses=("9.9.2.2.3",),
            ja="両方のサークルにカードがないので何も起こらない",
            en="neither circle has a card: nothing happens",
        )
        return
    cl = ("9.9.2.2.1",) if a and b else ("9.9.2.2.2",)

    def both() -> Proc:
        # each as any card moved: its dress origins go with it (6.7.5), its gauge and the
        # markers on it stay its own (4.15.3.2, 15.8.4.3)
        from ruling.games._vg.specific import move_card

        if a is not None:
            yield from move_card(ctx, a.uid, player, circle(back), cl + ("4.9.2.5.2", "4.1.8"))
        if b is not None:
            yield from move_card(ctx, b.uid, player, circle(front), cl + ("4.9.2.5.2", "4.1.8"))

    # 9.9.2.2.1 「もう一方のサークルに同時に置きます」: one moment, its moves' automatic abilities
    # looked for once both units are on their new circles
    yield AtOnce(both())


def hearts_listed(ctx: Ctx) -> None:
    """At set-up: a vanguard circle a scenario lists with a G unit (the first G card listed) and
    other cards holds a stride's result (6.5.1): the others are its hearts cards (6.5.1.2), the
    first of them not a G card the one whose power and name it has (6.5.1.3); cards already in
    the hearts state are left as given."""
    st = ctx.state
    for p in st.players:
        z = st.zone(p, circle("vanguard"))
        top = next((c for c in z if c.type == "g" and not c.states.get("hearts")), None)
        if top is None or len(z) < 2 or any(c.states.get("hearts") for c in z):
            continue
        named = False
        for c in z:
            if c is top:
                continue
            val: Any = "named" if (not named and c.type != "g") else True
            named = named or val == "named"
            c.states["hearts"] = val


def hearts_released(ctx: Ctx, g: Card, also: tuple[str, ...] = ()) -> Proc:
    """6.5.4.1: the G unit ``g`` on the vanguard circle is about to move to another zone — first
    a hearts card associated with it stops being one and takes its orientation: of several, a G
    one (6.5.4.1.1, the one it strode over; 6.5.1.2.1 keeps the cards under that one associated
    with it, and they are released when it leaves in turn). With no G one among them the engine
    ends them all (a legion pair ends together, 6.5.2.2.4)."""
    w = ctx.where(g.uid)
    if w is None:
        return
    hearts = [c for c in ctx.zone(*w) if c.states.get("hearts")]
    gs = [h for h in hearts if h.type == "g"]
    ends, cl = (gs[:1], ("6.5.4.1", "6.5.4.1.1")) if gs else (hearts, ("6.5.4.1",))
    for h in ends:
        ended = yield SetCard(
            uid=h.uid,
            changes={"hearts": None, "orientation": g.orientation},
            clauses=cl + also,
            ja=f"{h.label} のハーツ状態が終了し、{g.label} と同じ向きになる",
            en=f"{h.label} stops being a hearts card and takes {g.label}'s orientation",
        )
        yield from _hearts_effects(ctx, h, ended)


def _hearts_effects(ctx: Ctx, h: Card, ended: Any) -> Proc:
    """A card a unit again after its hearts state (6.5.4.1) with effects still lasting that it
    was given as a unit: 6.5.2.2.2.1 only leaves them unapplied while it is a hearts card, 6.5.2.2.3
    keeps only its power and name — whether they apply again the text does not say (the point
    hearts_effect_returns, both readings run; the engine's: they apply again)."""
    from ruling import unsettled

    lasting = [e for e in ctx.state.effects if e.target == h.uid]
    if not lasting:
        return
    lost = yield from unsettled.holds(h.owner, "vg", "hearts_effect_returns", "lost")
    if lost:
        yield EndEffects(
            ids=tuple(e.id for e in lasting),
            clauses=("6.5.2.2.3",),
            caused_by=(ended,) if isinstance(ended, int) else (),
            ja=f"{h.label} がハーツ化する前に受けていた効果は失われている",
            en=f"the effects {h.label} had before it became a hearts card are gone",
        )


def _g_units_to_g_zone(ctx: Ctx, pl: str) -> Proc:
    """9.11.1: every G unit not in the hearts state on a vanguard or rear-guard circle goes to the
    G zone face up, the circles read again after each one, 9.11.1.1 「この処理は、…Gユニットが存在
    するかぎり繰り返します」: a G unit that was a hearts card under another (a second stride,
    6.5.1.2.1) is a unit again once the one above it has left (6.5.4.1, 6.5.4.1.1: of several hearts
    cards the G one ends its state), and goes in turn. Then 9.11.2: a G hearts card still there
    goes too."""
    circles = [circle(c) for c in ("vanguard", *open_circles(ctx, pl))]
    moved = 0
    for _pass in range(64):
        g = next(
            (
                c
                for z in circles
                for c in ctx.zone(pl, z)
                if c.type == "g" and not c.states.get("hearts")
            ),
            None,
        )
        if g is None:
            break
        rep = ("9.11.1.1",) if moved else ()
        ultimate = bool(g.states.get("ultimate_stride")) or g.extra.get("strode_by") == "ultimate"
        if ctx.where(g.uid) == (pl, circle("vanguard")):
            yield from hearts_released(ctx, g, rep)
        back = yield Move(
            uid=g.uid,
            player=g.owner,
            zone="g_zone",
            face_up=True,
            # put into the G zone from elsewhere: face up (4.14.5)
            clauses=("9.11.1", "4.4.2.1", "4.14.5") + rep,
            ja=f"G ユニット {g.label} を G ゾーンに表向きで置く",
            en=f"the G unit {g.label} goes face up to the G zone",
        )
        moved += 1
        if ultimate:
            yield from _ultimate_back(ctx, g.owner, g, back)
    # 9.11.2 「なんらかの理由でこの時点でハーツ状態のGユニットがある場合、そのすべてをGゾーンに表向き
    # に置きます」: a G hearts card left on a circle with no G unit above it to release it
    for z in circles:
        for h in [c for c in ctx.zone(pl, z) if c.type == "g" and c.states.get("hearts")]:
            yield Move(
                uid=h.uid,
                player=h.owner,
                zone="g_zone",
                face_up=True,
                clauses=("9.11.2", "4.4.2.1", "4.14.5"),
                ja=f"ハーツ状態の G ユニット {h.label} を G ゾーンに表向きで置く",
                en=f"the G hearts card {h.label} goes face up to the G zone",
            )


def _ultimate_back(ctx: Ctx, player: str, g: Card, back: Any) -> Proc:
    """6.6.3.5: a G unit put on the vanguard circle by an ultimate stride has returned to the G
    zone — every card of that G zone, it included, is removed (7.19.1)."""
    uids = tuple(c.uid for c in ctx.zone(player, "g_zone"))
    if not uids:
        return
    yield MoveMany(
        uids=uids,
        player=player,
        zone="removed",
        clauses=("6.6.3.5", "7.19.1"),
        caused_by=(back,) if isinstance(back, int) else (),
        ja=f"究極超越した {g.label} が G ゾーンに戻ったため、G ゾーンのカード{len(uids)}枚をすべて除外する",
        en=f"{g.label}, ultimately strode, is back in the G zone: all {len(uids)} card(s) of the G "
        "zone are removed",
    )


# the reading of the audit's end_phase_returned_card the ruling took (``end_phase``)
END_READING = "vg.end_phase_returned_card"


def _placed(ctx: Ctx, uid: str | None) -> int | None:
    c = ctx.card(uid) if uid else None
    return c.placed if c is not None else None


def _returned(ctx: Ctx, seen: list[list[Any]]) -> bool:
    """Has a card whose ability was pending in this end phase (``seen``: card, ability, its
    stay then) left that stay since — a new card now (4.1.8)?"""
    return any(
        (now := _placed(ctx, uid)) is not None and placed is not None and now != placed
        for uid, _index, placed in seen
    )


def _songs_to_drop(ctx: Ctx) -> Proc:
    """9.11.4 (17.4.5): a song order on any circle goes to its owner's drop zone."""
    from ruling.games._vg.common import REAR, is_song

    for pl in ctx.state.order():
        for ci in ("vanguard", *REAR):
            for c in ctx.zone(pl, circle(ci)):
                if is_song(c):
                    yield to_drop(
                        c,
                        clauses=("9.11.4", "17.4.5"),
                        ja=f"エンドフェイズ: サークルの楽曲オーダー {c.label} をドロップゾーンに置く",
                        en=f"end phase: the song order {c.label} on a circle goes to the drop",
                    )


def end_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    tp = st.turn.player
    prev, step = st.turn.phase, st.turn.step
    start: tuple[int, ...] = ()
    if prev == "main":
        # the turn fighter plays nothing more at the main phase's play timing: the game moves on
        # to the battle phase (9.9.3, 11.6.2.3), whose start step is carried out (10.3.1.1)
        s = yield SetTurn(
            changes={"phase": "battle", "step": "start"},
            clauses=("9.9.3", "11.6.2.3", "9.10.1", "10.3.1", "10.3.1.2"),
            ja="メインフェイズで何もプレイしないことを選び、バトルフェイズ（スタートステップ）に進む",
            en="nothing more is played in the main phase: on to the battle phase (start step)",
        )
        start = (s,) if isinstance(s, int) else ()
        yield CheckTiming(("10.3.1.1",))
    passed: tuple[int, ...] = ()
    if prev == "main" or (prev == "battle" and step in (None, "start", "close")):
        first = st.turn.number == 1 and st.turn.first_player == tp
        opp = st.opponent(tp)
        passed = yield Mark(
            clauses=("10.3.1.3", "10.3.1.5") + (("10.3.2",) if first else ()),
            # not attacking (again) is about what an attack would have changed (``Ctx.kept``):
            # the turn fighter's standing front-row units stay standing; with no attack this
            # turn, the opponent's front row and damage zone stay as they are
            touches=ctx.kept(
                *(u.uid for c in FRONT for u in units_at(ctx, tp, c) if u.orientation == "stand"),
                *(
                    u.uid
                    for c in FRONT
                    for u in units_at(ctx, opp, c)
                    if not st.vars.get("attacks")
                ),
            )
            + (() if st.vars.get("attacks") else (f"{opp}.damage",)),
            ja=f"{tp} はアタックしないことを選び、次のフェイズに進む"
            + ("（先攻の第1ターンはアタックできない）" if first else ""),
            en=f"{tp} chooses not to attack: on to the next phase"
            + (" (the first player's first turn: no attack)" if first else ""),
            caused_by=start,
        )
        passed = (passed,)
    # an instruction that ended the turn moved the game here (18.4.1.3): the end phase is its
    ended = st.vars.get(TURN_ENDED)
    if ended is not None:
        yield SetVar(key=TURN_ENDED, value=None)
    begun = yield SetTurn(
        changes={"phase": "end", "step": None},
        clauses=("9.11",) + (("18.4.1.3",) if ended is not None else ()),
        ja="エンドフェイズ",
        en="end phase",
        caused_by=passed + ((ended,) if isinstance(ended, int) else ()),
    )
    for pl in st.order():
        yield from _g_units_to_g_zone(ctx, pl)
    from ruling.games._vg.locked import unlock_at_end

    yield from unlock_at_end(ctx, tp)
    yield from _songs_to_drop(ctx)
    from ruling.games._vg.circle_attributes import star_domain_at_end

    yield from star_domain_at_end(ctx)
    from ruling.games._vg.dress import end_phase_wear

    for pl in st.order():
        yield from end_phase_wear(ctx, pl)
    yield CheckTiming(("9.11.7",))
    seen: list[list[Any]] = []
    again: tuple[int, ...] = ()  # the check timing after which 9.11.10 ran 9.11.8 again
    for _round in range(10):
        # 9.11.8: the 「エンドフェイズ開始時」 / 「ターン終了時」 abilities not yet pending in this end
        # phase become pending (again from here while 9.11.10 finds something left, below:
        # 「そうでない場合、9.11.8 から処理を実行しなおします」, cited by the step run again)
        before = st.seq
        if again and END_READING not in st.vars and _returned(ctx, seen):
            # a card whose ability was pending in this end phase left its zone and came back:
            # a new card (4.1.8) whose ability never was pending (9.11.8), or the same ability
            # — the audit's end_phase_returned_card, a reading choice point (ws's kin)
            reading = yield unsettled.choose(
                tp,
                "vg",
                "end_phase_returned_card",
                {"new_card": "new_card", "same_ability": "same_ability"},
            )
            yield SetVar(key=END_READING, value=reading, clauses=("9.11.8", "9.11.10"))
        same = st.vars.get(END_READING) == "same_ability"
        yield Mark(
            tag=TIMING_POINT,
            data={
                "points": (("end", "start"), ("turn", "end")),
                # pending once already in this end phase: that card in that stay (a card that
                # came back is a new one, 4.1.8), or any stay under the other reading
                "seen": tuple(tuple(x[:2]) if same else tuple(x) for x in seen),
            },
            clauses=("9.11.8",) + (("9.11.10",) if again else ()),
            caused_by=again or ((begun,) if isinstance(begun, int) else ()),
            ja="「エンドフェイズ開始時」「ターン終了時」の自動能力が待機状態になる",
            en="abilities triggered at the start of the end phase or at the end of the turn "
            "become pending",
        )
        seen += [
            [p.source, p.data.get("index"), _placed(ctx, p.source)]
            for p in st.pending
            if p.id > before
        ]
        if not again:
            # 「ターン終了時」 (9.11.8): the units in a state the rules retire then (14.35.1 亡霊状態)
            from ruling.games._vg.keyword_states import at_turn_end

            yield from at_turn_end(ctx)
            # 「そのターンの終了時」 of a time leap (7.33.1.1): the units it called go back
            from ruling.games._vg import time_leap

            yield from time_leap.at_turn_end(ctx)
        n = yield CheckTiming(("9.11.9",))
        again = (ctx.last,)
        yield from end_turn_effects(
            ctx,
            (
                ("9.11.9",),
                "「そのターン中」を期限とする効果が消滅",
                "effects lasting this turn end",
            ),
            # 「次の相手のターン終了時まで」 made in an earlier turn: this is that turn (11.3.1.2)
            (
                ("9.11.9", "11.3.1.2"),
                "「次の…ターン終了時まで」を期限とする効果が、そのターンの終了時に消滅",
                "effects lasting until the end of this (a player's next) turn end",
            ),
        )
        if n or st.pending:
            continue
        # 9.11.10: a rule process to carry out now (the effects that ended at 9.11.9 kept it
        # off: 「敗北しない」) — the end phase goes on from 9.11.8, the turn does not end yet
        due = ctx.rule_processes_due()
        if not due:
            break
        again = (
            (
                yield Mark(
                    clauses=("9.11.10",),
                    caused_by=(ctx.last,),
                    watch=tuple(w for _id, f in due for w in f.watch),
                    # a loss carried out there comes of this step (``Engine._cannot_lose``)
                    touches=tuple(
                        f"ended:lose.prohibit:{p}"
                        for p in dict.fromkeys(
                            q for _id, f in due for q in ((f.player,) if f.player else st.players)
                        )
                    ),
                    ja="実行する必要があるルール処理があるため、ターンは終了せず 9.11.8 から実行しなおす",
                    en="a rule process is to be carried out: the turn does not end, the end phase "
                    "goes on again from 9.11.8",
                )
            ),
        )
    extra = list(st.vars.get("extra_turns") or [])
    resume = st.vars.get("resume_player")
    if extra:
        nxt = extra.pop()
        if resume is None:
            resume = st.opponent(tp) if not st.vars.get("in_extra_turn") else None
        yield SetVar(key="extra_turns", value=extra or None, clauses=("18.2.1", "18.2.2"))
        if resume is not None:
            yield SetVar(key="resume_player", value=resume)
        yield SetVar(key="in_extra_turn", value=True)
        cl: tuple[str, ...] = ("18.2.1", "18.2.2")
        why_ja, why_en = f"追加のターン: {nxt} のターン", f"an extra turn: {nxt}'s turn"
    else:
        nxt = resume if resume is not None else st.opponent(tp)
        if resume is not None:
            yield SetVar(key="resume_player", value=None)
        yield SetVar(key="in_extra_turn", value=None)
        cl = ("9.11.10", "9.1.2", "9.2")
        why_ja, why_en = f"{nxt} がターンファイターになる", f"{nxt} becomes the turn fighter"
    for pl in st.players:
        if st.vars.get(f"rode.{pl}"):
            yield SetVar(key=f"rode.{pl}", value=None)
        for per_turn in ("orders_played", "orders_refused"):
            if st.vars.get(f"{per_turn}.{pl}"):
                yield SetVar(key=f"{per_turn}.{pl}", value=None)
        if st.vars.get(f"persona_rode.{pl}"):
            yield SetVar(key=f"persona_rode.{pl}", value=None)
    yield SetVar(key="attacks", value=None)
    yield SetTurn(
        changes={"player": nxt, "number": st.turn.number + 1, "phase": "stand", "step": None},
        clauses=cl,
        ja=f"ターン終了: {why_ja}。次のターンのスタンドフェイズに進む",
        en=f"the turn ends: {why_en}; the next turn's stand phase begins",
        note=(
            "9.11.10 は「次のターンのスタンドフェイズに進みません」と書かれているが、これは "
            "9.1.2（ターンファイターは 9.2〜9.11 の順に各フェイズを実行する）および 9.2 と矛盾する。"
            "「進みます」と読み、次のターンのスタンドフェイズを開始する",
            "9.11.10 reads 「次のターンのスタンドフェイズに進みません」 (does not proceed), which "
            "contradicts 9.1.2 (the phases 9.2–9.11 are carried out in order, turn after turn) "
            "and 9.2; the ruling reads it as 「進みます」: the next turn's stand phase begins",
        ),
    )
