"""Rule processes (chapter 13). All of them are checked only at a check timing (13.1.2) and
those due at once are carried out together (13.1.3, 11.6.1.1); damage application (13.6.1) and
damage resolution (13.7.1) wait until no other rule process is due, and resolution (and the
illegal gauge process, 13.9.1) also until no automatic ability is pending."""

from __future__ import annotations

from dataclasses import replace

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._vg import equip
from ruling.games._vg.buddy import apply_vanguard_buddy_soul, find_vanguard_buddy_soul
from ruling.games._vg.circle_attributes import apply_star_domain, find_star_domain
from ruling.games._vg.common import (
    CIRCLE_JA,
    PSEUDO,
    REAR,
    VALID_CLAUSES,
    Proc,
    card_option,
    circle,
    circle_of,
    is_order,
    is_song,
    is_unit,
    label,
    open_circles,
    take_top,
    to_drop,
    val,
    valid_zones,
    vanguards,
    vkey,
    where_circle,
)
from ruling.games._vg.dress import apply_wear, find_wear
from ruling.games._vg.equip import on_circle
from ruling.games._vg.legion import apply_legion, find_legion, in_legion
from ruling.games._vg.storage import apply_stored, find_stored
from ruling.games._vg.triggers import icons_of, play_trigger
from ruling.games._vg.turn import put_on_vanguard_circle
from ruling.pregame import found_in_game
from ruling.rules import (
    Choose,
    Erase,
    Finding,
    Lose,
    Mark,
    Move,
    Reject,
    RuleProcess,
    SetCard,
    SetVar,
    Warn,
)
from ruling.state import Card
from ruling.values import count_not_given, unknown_zone
from ruling.zone import stated_cards

# --------------------------------------------------------------------------- 13.2 loss


def find_loss(ctx: Ctx) -> list[Finding]:
    losers: list[str] = []
    watch: list[str] = []
    why: dict[str, list[str]] = {}
    banned: dict[str, tuple[str, ...]] = {}
    for p in ctx.state.order():
        r: list[str] = []
        count_not_given(ctx, p, "damage", "ダメージゾーン", "damage zone", 6, ("13.2.1",))
        if len(ctx.zone(p, "damage")) >= 6:
            r.append("damage")
            # each step that put a card now there (a damage check, 13.6.3), not only the last; a
            # damage whose card a heal took out since is not one (``Ctx.contributed``); a heal not met kept one there (``KEPT``)
            watch += ctx.contributed(f"{p}.damage", "in")
        if not ctx.zone(p, "deck") and not unknown_zone(
            ctx, p, "deck", "山札", "deck", ("13.2.1",)
        ):
            r.append("deck")
            # every step that took a card out of it, not only the last (``Ctx.contributed``)
            watch += ctx.contributed(f"{p}.deck", "out")
        rideable, bans = _rideable_soul(ctx, p)
        if (
            not vanguards(ctx, p)
            and not rideable
            and not unknown_zone(
                ctx, p, circle("vanguard"), "ヴァンガードサークル", "vanguard circle", ("13.2.1",)
            )
        ):
            hearts = [c for c in ctx.zone(p, circle("vanguard")) if c.states.get("hearts")]
            if not hearts:
                r.append("vanguard")
                # each step that took a card out of the circle or the soul (``Ctx.contributed``),
                # and each that put in force a prohibition keeping a soul unit from being ridden
                watch += [
                    *ctx.contributed(f"{p}.{circle('vanguard')}", "out"),
                    *ctx.contributed(f"{p}.soul", "out"),
                    *(f"step:{s}" for _cl, steps in bans for s in steps),
                ]
                if bans:
                    banned[p] = tuple(dict.fromkeys(c for cl, _s in bans for c in cl))
        if r:
            losers.append(p)
            why[p] = r
    if not losers:
        return []
    return [Finding(None, tuple(watch), {"losers": tuple(losers), "why": why, "banned": banned})]


def _rideable_soul(
    ctx: Ctx, p: str
) -> tuple[list[Card], list[tuple[tuple[str, ...], tuple[int, ...]]]]:
    """The units in ``p``'s soul 13.5.1's ride may take (13.5.1.1 「ライド可能なカード」), and the
    prohibitions that keep the others from being ridden (``restrictions.ride_ban``)."""
    from ruling.games._vg.restrictions import ride_ban

    ok, bans = [], []
    for c in ctx.zone(p, "soul"):
        if not is_unit(c):
            continue
        ban = ride_ban(ctx, p, c)
        if ban is None:
            ok.append(c)
        else:
            bans.append(ban)
    return ok, bans


def apply_loss(ctx: Ctx, f: Finding) -> Proc:
    losers = f.data["losers"]
    clauses = ["13.2.1", "1.2.2"]
    ja, en = [], []
    for p in losers:
        for w in f.data["why"][p]:
            if w == "damage":
                clauses += ["13.2.2", "1.2.2.1", "4.11.4"]
                if any(c.face_up is False for c in ctx.zone(p, "damage")):
                    # a card put there face down is a card of the zone all the same (4.11.2.1)
                    clauses.append("4.11.2.1")
                n = len(ctx.zone(p, "damage"))
                ja.append(f"{p} のダメージゾーンにカードが{n}枚（6枚以上）")
                en.append(f"{p} has {n} cards in the damage zone (6 or more)")
            elif w == "deck":
                clauses += ["13.2.3", "1.2.2.2"]
                ja.append(f"{p} の山札にカードが1枚もない")
                en.append(f"{p} has no card in the deck")
            else:
                # the rule process that would have it ride from the soul (13.5.1) finds no card
                # it can ride; an order there cannot be, as it never goes to a circle (4.4.3)
                clauses += ["13.2.4", "1.2.2.3", "13.5.1", "13.5.1.1"]
                if any(is_order(c) for c in ctx.zone(p, "soul")):
                    clauses.append("4.4.3")
                # units there that a prohibition keeps from being ridden (1.3.3)
                clauses += f.data.get("banned", {}).get(p, ())
                ja.append(
                    f"{p} のヴァンガードサークルにヴァンガードがおらず、ソウルにもライドできるカードがない"
                )
                en.append(f"{p} has no vanguard and no card in the soul to ride")
    if len(losers) > 1:  # each player's loss is a rule process, all carried out at once
        clauses += ctx.principle("check_rules")
    yield Lose(
        players=tuple(losers),
        reason="loss_check",
        clauses=tuple(clauses),
        ja="敗北処理: " + "、".join(ja),
        en="loss: " + "; ".join(en),
    )


# --------------------------------------------------------------------------- 13.3 duplicates

# the reading 「a bundle is one unit」 taken for 13.3.5 (the audit's fusion_bundle_duplicates)
FUSION_ONE_UNIT = "unsettled.fusion_bundle_one_unit"


def find_duplicates(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        # a 着装 unit is put there by 6.9.2.2 and left alone by 13.3.3 (13.12 governs it)
        v = [
            c for c in ctx.zone(p, circle("vanguard")) if is_unit(c) and not c.states.get("wearing")
        ]
        if len(v) > 1 and not any(in_legion(ctx, c) for c in v):  # legion: 13.3.1-13.3.2
            out.append(Finding(p, tuple(c.uid for c in v), {"circle": "vanguard"}))
        for c in open_circles(ctx, p):
            # 13.3.5: neither dress origins nor buddy soul count (17.17.7.1); the cards under a
            # 魔獣合成 bundle's top 13.3.5 does not name: 6.10.2 treats the bundle as one unit
            # (the engine's reading) — the audit's ``fusion_bundle_duplicates``, raised below
            # where a bundle alone would make two cards on the circle
            others = [
                x
                for x in ctx.zone(p, circle(c))
                if not any(x.states.get(k) for k in NOT_DUPLICATES)
            ]
            cards = [x for x in others if not x.states.get("fused_under")]
            if len(cards) > 1:
                out.append(Finding(p, tuple(x.uid for x in cards), {"circle": c}))
            elif len(others) > 1 and not ctx.state.vars.get(FUSION_ONE_UNIT):
                out.append(Finding(p, tuple(x.uid for x in others), {"circle": c, "bundle": True}))
    return out


# the cards on a rear-guard circle 13.3.5 does not count, by the state that leaves them out, and
# the clause that says so: dress origins and 成長元 (13.3.5's own words, 17.16.6.2), a buddy's
# soul (17.17.7.1)
NOT_DUPLICATES = {
    "dress_origin": ("13.3.5",),
    "growth_origin": ("13.3.5", "17.16.6.2"),
    "buddy_soul": ("13.3.5", "17.17.7.1"),
}


def near_duplicates(ctx: Ctx) -> list[Finding]:
    """The duplicate check read at a check timing and not met on a rear-guard circle holding
    more than one card, because the cards beyond one are those 13.3.5 does not count (dress
    origins; a buddy's soul, 17.17.7.1): "checked, not met" — none is put into the drop —
    about the cards left out (``RuleProcess.near``)."""
    out = []
    for p in ctx.state.order():
        for c in open_circles(ctx, p):
            cards = ctx.zone(p, circle(c))
            left = [x for x in cards if any(x.states.get(k) for k in NOT_DUPLICATES)]
            if len(cards) < 2 or not left or len(cards) - len(left) > 1:
                continue
            cl = tuple(
                dict.fromkeys(
                    x
                    for c0 in left
                    for k, v in NOT_DUPLICATES.items()
                    if c0.states.get(k)
                    for x in v
                )
            )
            names = "、".join(x.label for x in left)
            out.append(
                Finding(
                    p,
                    tuple(x.uid for x in cards),
                    {
                        "clauses": cl,
                        # the cards left out, and the circle whose cards it decides
                        "touches": (*(x.uid for x in left), f"{p}.{circle(c)}"),
                        "ja": f"{p}: ユニットの重複処理: {CIRCLE_JA[c]}の {names} は数えないため"
                        "（" + "、".join(cl) + "）、重複はなくドロップに置かれるカードはない",
                        "en": f"{p}: several units on one circle: {', '.join(x.label for x in left)} "
                        f"on {c} are not counted ({', '.join(cl)}): no duplicate, nothing goes "
                        "to the drop",
                    },
                )
            )
        # the guardian circle: 13.3.5 counts the cards of a rear-guard circle (its lost icon,
        # ruling/games/text_flags.yaml), and the guardian circle may hold several cards (4.9.4;
        # 10.5.1.2.2 calls 「1枚以上」 there): several guardians are no duplicate — checked, not
        # met, about the guardians kept
        guards = [x for x in ctx.zone(p, circle("guardian")) if is_unit(x)]
        if len(guards) > 1:
            names = "、".join(x.label for x in guards)
            out.append(
                Finding(
                    p,
                    tuple(x.uid for x in guards),
                    {
                        "clauses": ("13.3.5", "4.9.4"),
                        "touches": tuple(x.uid for x in guards),
                        "ja": f"{p}: ユニットの重複処理: ガーディアンサークルには複数枚のカードが置かれる"
                        f"ことがあるため（4.9.4）、{names} は重複ではなくドロップに置かれるカードはない",
                        "en": f"{p}: several units on one circle: the guardian circle may hold several "
                        f"cards (4.9.4), so {', '.join(x.label for x in guards)} are no duplicate: "
                        "nothing goes to the drop",
                    },
                )
            )
    return out


def apply_duplicates(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    c = f.data["circle"]
    if c == "vanguard":
        cards = [x for x in ctx.zone(p, circle(c)) if is_unit(x) and not x.states.get("wearing")]
        if any(in_legion(ctx, x) for x in cards):
            return
        dest, cl = "soul", ("13.3.3",)
    else:
        cards = [
            x for x in ctx.zone(p, circle(c)) if not any(x.states.get(k) for k in NOT_DUPLICATES)
        ]
        dest, cl = "drop", ("13.3.5",)
        if f.data.get("bundle"):
            # a 魔獣合成 bundle is the only reason for two cards here: 6.10.2 (one unit) or
            # 13.3.5 (cards on the circle, no exception for a bundle) — both readings are run
            counted = yield unsettled.choose(
                p,
                "vg",
                "fusion_bundle_duplicates",
                {"one_unit": False, "cards_on_circle": True},
            )
            if not counted:
                yield SetVar(
                    key=FUSION_ONE_UNIT,
                    value=True,
                    clauses=("6.10.2", "6.10.2.1"),
                    ja=f"{CIRCLE_JA[c]}の魔獣合成の束は1つのユニットとして扱われ、重複処理の対象にならない",
                    en=f"the 魔獣合成 bundle on {c} is treated as one unit: no duplicate to put "
                    "into the drop",
                )
                return
            cl += ("6.10.2",)
        else:
            cards = [x for x in cards if not x.states.get("fused_under")]
        if any(x.states.get("cross_overdress") for x in cards):
            cl += ("6.8.3.4",)  # a unit left beside a cross overDress
    if len(cards) < 2:
        return
    newest = max(x.placed for x in cards)
    latest = [x for x in cards if x.placed == newest]
    keep = latest[0].uid
    if len(latest) > 1:
        keep = yield Choose(
            p,
            "keep",
            f"{CIRCLE_JA[c]}に残すカード",
            f"the card to keep on {c}",
            tuple(card_option(x, ctx=ctx) for x in latest),
            ("13.3.5.1",) if c != "vanguard" else ("13.3.2.1",),
        )
        cl += ("13.3.5.1",) if c != "vanguard" else ()
    for x in cards:
        if x.uid != keep:
            yield Move(
                uid=x.uid,
                player=x.owner,
                zone=dest,
                clauses=cl,
                ja=f"{CIRCLE_JA[c]}に複数のカードがあるので、先に置かれていた {x.label} を{'ソウル' if dest == 'soul' else 'ドロップゾーン'}に置く",
                en=f"several cards on {c}: {x.label}, placed earlier, goes to the {dest}",
            )


# --------------------------------------------------------------------------- 13.4 guardians


def find_guardians(ctx: Ctx) -> list[Finding]:
    battle = ctx.state.vars.get("battle") or {}
    at = battle.get("attacked_at") or {}
    # 10.4.1.9: a unit is attacked only while it is on the circle where it was attacked — one
    # retired (in the drop now) or gone elsewhere is no attacked unit for 13.4.1
    attacked = [
        u
        for u in battle.get("attacked", [])
        if ctx.card(u) is not None
        and (where_circle(ctx, u) == tuple(at[u]) if u in at else where_circle(ctx, u) is not None)
    ]
    attacker_player = battle.get("player")
    out = []
    for p in ctx.state.order():
        for c in ctx.zone(p, circle("guardian")):
            if not attacked or p == attacker_player:
                out.append(Finding(p, (c.uid, "var:battle"), {"uid": c.uid}))
            elif c.states.get("guards") not in (None, *attacked) and not ctx.state.vars.get(
                GUARDED_GONE_KEPT
            ):
                # the unit it guards (10.4.1.10) no longer attacked, another still is: the
                # audit's ``guardian_guarded_unit_gone`` (13.4.1 said of the battle or of it)
                out.append(Finding(p, (c.uid, "var:battle"), {"uid": c.uid, "gone": True}))
    return out


# the reading 「13.4.1 is said of the battle」 taken (the audit's guardian_guarded_unit_gone)
GUARDED_GONE_KEPT = "unsettled.guardian_guarded_unit_gone_kept"


def apply_guardians(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    if f.data.get("gone"):
        dropped = yield from unsettled.holds(
            f.player or c.owner, "vg", "guardian_guarded_unit_gone", "per_guardian"
        )
        if not dropped:
            yield SetVar(
                key=GUARDED_GONE_KEPT,
                value=True,
                clauses=("13.4.1", "10.7.1.10"),
                ja=f"{c.label} がガードするユニットはいないが、アタックされているユニットがあるため、"
                "ガーディアンサークルに残る（10.7.1.10 で退却する）",
                en=f"the unit {c.label} guards is gone but a unit is still attacked: it stays on"
                " the guardian circle (retired at 10.7.1.10)",
            )
            return
        yield to_drop(
            c,
            clauses=("13.4.1", "10.4.1.10"),
            ja=f"{c.label} がガードするユニット（10.4.1.10）がアタックされていないため、ドロップゾーンに置く",
            en=f"the unit {c.label} guards (10.4.1.10) is no longer attacked: to the drop",
        )
        return
    yield to_drop(
        c,
        clauses=("13.4.1",),
        ja=f"アタックされているユニットがない（またはアタックしているユニットと同じマスターの）ガーディアンサークルの {c.label} をドロップゾーンに置く",
        en=f"{c.label} is on a guardian circle with no attacked unit (or shares the attacker's master): to the drop",
    )


# --------------------------------------------------------------------------- 13.5 no vanguard


def find_no_vanguard(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        if vanguards(ctx, p):
            continue
        hearts = [c for c in ctx.zone(p, circle("vanguard")) if c.states.get("hearts")]
        soul, _bans = _rideable_soul(ctx, p)
        if hearts or soul:
            out.append(Finding(p, (f"{p}.field.vanguard",), {}))
    return out


def apply_no_vanguard(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    hearts = [c for c in ctx.zone(p, circle("vanguard")) if c.states.get("hearts")]
    if hearts:
        for h in hearts:
            yield SetCard(
                uid=h.uid,
                changes={"hearts": None},
                clauses=("13.5.1.2",),
                ja=f"{h.label} のハーツ状態を終了する",
                en=f"{h.label} stops being a hearts card",
            )
        keep = hearts[0].uid
        if len(hearts) > 1:
            keep = yield Choose(
                p,
                "vanguard",
                "ヴァンガードにするカード",
                "the card that becomes the vanguard",
                tuple(card_option(h, ctx=ctx) for h in hearts),
                ("13.5.1.2",),
            )
        for h in hearts:
            if h.uid != keep:
                yield Move(uid=h.uid, player=p, zone="soul", clauses=("13.5.1.2", "13.3.3"))
        return
    soul, _bans = _rideable_soul(ctx, p)
    g_cards = [c for c in soul if c.type == "g"]
    if g_cards:
        # a G card in the soul: whether 13.5.1.1's 「ライド可能なカード」 takes it is not said
        # (the audit's g_card_in_soul_rideable): both readings run, the engine's (ridden) first
        rideable = yield from unsettled.holds(p, "vg", "g_card_in_soul_rideable", "rideable")
        if not rideable:
            soul = [c for c in soul if c.type != "g"]
            if not soul:
                yield Lose(
                    players=(p,),
                    reason="loss_check",
                    clauses=("13.5.1.1", "13.5.1", "6.5.1.1.1", "4.4.2"),
                    ja=f"敗北処理: {p} のヴァンガードサークルにヴァンガードがおらず、ソウルにライド可能な"
                    "カードがない（G カードはライド可能ではない）",
                    en=f"loss: {p} has no vanguard and no rideable card in the soul (a G card is "
                    "not rideable)",
                )
                return
    uid = yield Choose(
        p,
        "ride_from_soul",
        "ヴァンガードがいないので、ライドするソウルのカード",
        "no vanguard: the soul card to ride",
        tuple(card_option(c, ctx=ctx) for c in soul),
        ("13.5.1",),
        # 「1枚を選択し」: a card chosen, answered ``at: choose`` too (docs/scenarios.md)
        also=("choose",),
    )
    c = ctx.card(uid)
    lk = ctx.last_known(uid)
    again = lk is not None and circle_of(lk.zone) is not None
    # a soul card that was a unit before it went to the soul (the vanguard a cost put there)
    # comes back a new card (4.1.8: a move that is not circle to circle), not the unit it was
    s = yield Mark(
        clauses=("13.5.1", "6.3.3", "6.3.2.2") + (("4.1.8",) if again else ()),
        ja=f"{p} はソウルの {c.label if c else uid} にライドする"
        + ("（サークルを離れたカードであり、新しいカードとして登場する）" if again else ""),
        en=f"{p} rides {c.label if c else uid} from the soul"
        + (" (it left a circle: it appears as a new card)" if again else ""),
    )
    yield from put_on_vanguard_circle(ctx, p, uid, s, False, None)


# --------------------------------------------------------------------------- 13.6 / 13.7 damage


def find_damage_apply(ctx: Ctx) -> list[Finding]:
    st = ctx.state
    if any(ctx.zone(p, "trigger") for p in st.players):
        return []
    due = [p for p in st.order() if int(val(ctx, "vanguard_damage", p)) >= 1]
    if not due:
        return []
    p = due[0]  # 13.6.1.1: the turn fighter's first (order() starts with the turn fighter)
    extra = {"both": True} if len(due) > 1 else {}
    return [Finding(p, (f"var:vanguard_damage.{p}",), extra)]


def apply_damage_apply(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    n = int(val(ctx, "vanguard_damage", p))
    cl: tuple[str, ...] = ("13.6.2",) + (("13.6.1.1",) if f.data.get("both") else ())
    dec = yield SetVar(
        key=vkey("vanguard_damage", p),
        value=n - 1,
        clauses=cl,
        ja=f"{p} のヴァンガードダメージを1減らす（{n}→{n - 1}）",
        en=f"{p}'s vanguard damage goes down by 1 ({n} -> {n - 1})",
    )
    uid = yield from take_top(ctx, p, "ダメージチェック", matters=True)
    if uid is None:
        yield Reject(
            f"{p} の山札にカードがないため、ダメージチェックのカードを置けません",
            f"{p} has no deck: no card for the damage check",
            ctx.principle("impossible"),
        )
        return
    card = ctx.card(uid)
    assert card is not None
    yield Move(
        uid=uid,
        player=p,
        zone="trigger",
        face_up=True,
        clauses=("13.6.3", "4.13.1.2", "7.23.1") + (("13.6.1.1",) if f.data.get("both") else ()),
        caused_by=(dec,),
        ja=f"ダメージチェック: {p} は山札の一番上のカード（{card.label}）を表向きにトリガーゾーンに置く",
        en=f"damage check: {p} puts the top card of the deck ({card.label}) face up in the trigger zone",
        tag="damage_check",
    )
    yield SetVar(key=vkey("damage_check", p), value=uid)
    yield from _record_checked(ctx, p, uid, add=True)
    if card.type is None and not icons_of(card):
        # the card's icon is unknown: taken as none and said so, naming where the card came from
        # (the top of that player's deck, 13.6.3) — 13.6.4 then plays no trigger ability
        yield Warn(
            "assumption",
            f"{p} の山札の一番上のカード（{card.label}、ダメージチェック）はトリガーアイコンが"
            "書かれていないため、アイコンなしとして扱いました",
            f"the top card of {p}'s deck ({card.label}, damage check) has no stated trigger icon:"
            " it was taken to have none",
            ("13.6.4",),
            key="trigger_icon_not_given_none",
        )
    yield from play_trigger(ctx, p, uid, "damage")


def _record_checked(ctx: Ctx, p: str, uid: str, add: bool = False) -> Proc:
    """Keep, for 「そのダメージチェックで公開されたカード」 (``selectors._in_state``, state
    ``damage_checked``), the cards the damage checks of the damage last dealt to ``p``'s vanguard
    revealed (``specific.damage`` clears the record when new damage is dealt with none pending)
    and where the procedure left each: put face up in the trigger zone (13.6.3), then in the
    damage zone (13.7.2, 4.13.1.2) — its ``placed`` there; a card moved since is no longer it."""
    c = ctx.card(uid)
    got = [dict(e) for e in val(ctx, "damage_checked", p, None) or ()]
    if add:
        got.append({"uid": uid})
    for e in got:
        if e["uid"] == uid and c is not None:
            e["placed"] = c.placed
    yield SetVar(key=vkey("damage_checked", p), value=got)


def find_damage_resolve(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        uid = val(ctx, "damage_check", p, None)
        if uid and ctx.where(uid) == (p, "trigger"):
            out.append(Finding(p, (uid,), {"uid": uid}))
        elif uid:
            # 13.7.1: the card damage application put there has left the trigger zone (an over
            # trigger removes it, 11.10.2.9): damage resolution is not carried out for it
            out.append(Finding(p, (uid,), {"uid": uid, "gone": True}))
    return out


def apply_damage_resolve(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    uid = f.data["uid"]
    c = ctx.card(uid)
    if f.data.get("gone"):
        yield Mark(
            clauses=("13.7.1",),
            watch=(uid,),
            touches=(f"{p}.damage",),
            ja=f"ダメージ解決は行われない: ダメージチェックの {c.label if c else uid} はもうトリガーゾーンにない"
            f"（{p} のダメージゾーンは増えない）",
            en=f"no damage resolution: the damage check's {c.label if c else uid} is no longer in the"
            f" trigger zone ({p}'s damage zone does not grow)",
        )
        yield SetVar(key=vkey("damage_check", p), value=None)
        return
    yield Move(
        uid=uid,
        player=p,
        zone="damage",
        face_up=True,
        clauses=("13.7.2", "4.13.1.2"),
        tag="damage_taken",
        ja=f"ダメージ解決: トリガーゾーンの {c.label if c else uid} を {p} のダメージゾーンに置く（{len(ctx.zone(p, 'damage')) + 1}枚目）",
        en=f"damage resolution: {c.label if c else uid} goes from the trigger zone to {p}'s damage zone (card {len(ctx.zone(p, 'damage')) + 1})",
    )
    yield from _record_checked(ctx, p, uid)
    yield SetVar(key=vkey("damage_check", p), value=None)


# --------------------------------------------------------------------------- 13.8 pseudo-cards


def find_pseudo(ctx: Ctx) -> list[Finding]:
    out = []
    for p, pl in ctx.state.players.items():
        for z, cards in pl.zones.items():
            for c in stated_cards(cards):
                if c.type in PSEUDO and z not in valid_zones(c):
                    out.append(Finding(p, (c.uid,), {"uid": c.uid}))
    return out


def apply_pseudo(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    yield Erase(
        uid=c.uid,
        clauses=("13.8.1", "15.2.3", "15.2.4.2") + VALID_CLAUSES.get(c.type or "", ()),
        ja=f"疑似カード {c.label} は消去領域にあるので消去する",
        en=f"the pseudo-card {c.label} is in an erase zone: it is erased",
    )


# --------------------------------------------------------------------------- 13.9 gauge


def find_gauge(ctx: Ctx) -> list[Finding]:
    from ruling.games._vg.abilities import may_have_gauge

    out = []
    for p in ctx.state.order():
        for c in ctx.zone(p, "gauge"):
            who = c.states.get("gauge_player")
            if who and may_have_gauge(ctx, str(who), str(c.states.get("gauge_name") or "")) is None:
                # 13.9.2: no effect lets that player have this gauge any more
                out.append(Finding(p, (c.uid, f"player:{who}"), {"uid": c.uid, "player": who}))
                continue
            of = c.states.get("gauge_of")
            if not of:
                continue
            if not _gauge_host(ctx, str(of)):
                out.append(Finding(p, (c.uid, of), {"uid": c.uid}))
            elif (was := c.states.get("gauge_was_of")) and not _gauge_host(ctx, str(was)):
                # the unit it was moved off (7.40.6, 4.15.3.5) is no unit now: 13.9.1 is read for
                # it and does not put it in the drop — its card B is the unit it is moved to
                out.append(Finding(p, (c.uid, of), {"uid": c.uid, "stays": was}))
    return out


def _gauge_host(ctx: Ctx, uid: str) -> bool:
    """13.9.1's card B exists as a unit not in the locked state (on a circle, 4.15.3.3)."""
    host = ctx.card(uid)
    w = ctx.where(uid) if host else None
    return not (host is None or w is None or not w[1].startswith("field.") or not is_unit(host))


def apply_gauge(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    if f.data.get("stays"):
        of = str(c.states.get("gauge_of"))
        yield SetCard(
            uid=c.uid,
            changes={"gauge_was_of": None},
            clauses=("13.9.1", "4.15.3.5"),
            ja=f"{c.label} は {label(ctx, of)} のゲージなので、ドロップゾーンに置かれない"
            f"（{label(ctx, str(f.data['stays']))} との関連付けは取り消し済み）",
            en=f"{c.label} is {label(ctx, of)}'s gauge: it is not put in the drop (its association"
            f" with {label(ctx, str(f.data['stays']))} was cancelled)",
        )
        return
    from ruling.games._vg.specific import erase_moved

    if f.data.get("player"):
        s = yield to_drop(
            c,
            clauses=("13.9.2",),
            ja=f"{f.data['player']} にこのゲージを持つことができる効果が適用されていないため、{c.label} をドロップゾーンに置く",
            en=f"no effect lets {f.data['player']} have this gauge: {c.label} goes to the drop",
        )
    else:
        s = yield to_drop(
            c,
            clauses=("13.9.1", "4.15.3.3"),
            ja=f"関連付けられたユニットがいないゲージ {c.label} をドロップゾーンに置く",
            en=f"the gauge {c.label} has no unit to belong to: to the drop",
        )
    # a pseudo-card gauge (a plant-gauge token, 7.40.5) is erased in the drop at once, the drop
    # still one of its erase zones (15.2.4.2.1)
    yield from erase_moved(ctx, (c.uid,), "drop", s)


# --------------------------------------------------------------------------- 13.10 trigger zone


def find_trigger(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        checking = {val(ctx, "damage_check", p, None), val(ctx, "drive_check", p, None)}
        for c in ctx.zone(p, "trigger"):
            if c.uid not in checking:
                out.append(Finding(p, (c.uid,), {"uid": c.uid}))
    return out


def apply_trigger(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    yield to_drop(
        c,
        clauses=("13.10.1",),
        ja=f"ドライブチェックやダメージチェックの処理中ではないのにトリガーゾーンにある {c.label} をドロップゾーンに置く",
        en=f"{c.label} is in the trigger zone outside a drive or damage check: to the drop",
        note=(
            "13.10.1 はチェックを 10.6.1.3 と 13.6.3 で指しているが、ドライブチェックは 10.6.1.2 "
            "で定められ（そのカードは 10.6.1.2.6 までトリガーゾーンに残る）、ダメージチェックの"
            "カードは 13.6.3 からダメージ解決（13.7.2）まで残る。この裁定はちょうどそれらのカード"
            "を除外する",
            "13.10.1 names the checks by 10.6.1.3 and 13.6.3, but the drive check is defined in "
            "10.6.1.2 (its card stays until 10.6.1.2.6) and the damage check's card stays from "
            "13.6.3 until damage resolution (13.7.2); the ruling exempts exactly those cards",
        ),
    )


# --------------------------------------------------------------------------- 13.11 orders

# the reading 「a song order stays on its circle」 taken for 13.11.3 (the audit's
# song_order_illegal_order_process)
SONG_KEPT = "unsettled.song_order_kept"


def find_orders(ctx: Ctx) -> list[Finding]:
    st = ctx.state
    playing = set(st.vars.get("playing_orders") or [])
    out = []
    for p in st.order():
        for c in ctx.zone(p, "order_area"):
            if not is_order(c) and c.type is not None:
                out.append(Finding(p, (c.uid,), {"uid": c.uid, "why": "not_order"}))
            elif c.uid not in playing:
                out.append(Finding(p, (c.uid,), {"uid": c.uid, "why": "not_playing"}))
        for ci in ("vanguard", *REAR, "guardian"):
            for c in ctx.zone(p, circle(ci)):
                if on_circle(ctx, c):
                    continue  # 17.8.8.1: an equip order on a circle is exempt
                if is_song(c):
                    # 17.4.2 / 17.4.3: a song order is put on a circle by its own handling (17.4.1)
                    # and leaves it by 17.4.4 / 17.4.2.3 or in the end phase (9.11.4, 17.4.5);
                    # 13.11.3 names no exception for it (17.8.8.1 does for equip orders): the
                    # audit's ``song_order_illegal_order_process``, asked once per replay
                    if c.face_up and not st.vars.get(SONG_KEPT):
                        out.append(Finding(p, (c.uid,), {"uid": c.uid, "why": "song"}))
                    continue
                if is_order(c) and c.face_up and c.type != "token":
                    out.append(Finding(p, (c.uid,), {"uid": c.uid, "why": "on_circle"}))
    return out


def apply_orders(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    if f.data["why"] == "song":
        dropped = yield from unsettled.holds(
            f.player or c.owner, "vg", "song_order_illegal_order_process", "dropped"
        )
        if not dropped:
            yield SetVar(
                key=SONG_KEPT,
                value=True,
                clauses=("17.4.2", "17.4.5"),
                ja=f"楽曲オーダー {c.label} はサークルに残る（不正オーダー処理は適用しない）",
                en=f"the song order {c.label} stays on its circle (no illegal order process)",
            )
            return
        yield to_drop(
            c,
            clauses=("13.11.3", "17.4.1"),
            ja=f"不正オーダー処理: 表向きの楽曲オーダー {c.label} をドロップゾーンに置く",
            en=f"illegal order: the face-up song order {c.label} goes to the drop",
        )
        return
    cl = {"not_playing": ("13.11.1",), "not_order": ("13.11.2",), "on_circle": ("13.11.3",)}[
        f.data["why"]
    ]
    yield to_drop(
        c,
        clauses=cl,
        ja=f"不正オーダー処理: {c.label} をドロップゾーンに置く",
        en=f"illegal order: {c.label} goes to the drop",
    )


# ------------------------------------------------------ 17.6.3 one such order in the zone

# keywords of which only one card may stay in its fighter's order zone: the newest stays, the
# others go to their owners' drops (17.6.3.1)
ONE_IN_ORDER_ZONE = {"pickup_gacha": ("17.6.3.1", "17.6.3")}


def find_one_in_order_zone(ctx: Ctx) -> list[Finding]:
    from ruling.games._vg.abilities import _has_keyword

    out = []
    for p in ctx.state.order():
        cards = ctx.zone(p, "order_zone")
        for kw in ONE_IN_ORDER_ZONE:
            having = [c for c in cards if _has_keyword(ctx, c, kw)]
            if len(having) > 1:
                newest = max(having, key=lambda c: c.placed)
                rest = tuple(c.uid for c in having if c.uid != newest.uid)
                out.append(Finding(p, rest, {"keyword": kw, "kept": newest.uid, "rest": rest}))
    return out


def apply_one_in_order_zone(ctx: Ctx, f: Finding) -> Proc:
    kept = ctx.card(f.data["kept"])
    for uid in f.data["rest"]:
        c = ctx.card(uid)
        if c is None:
            continue
        yield to_drop(
            c,
            clauses=ONE_IN_ORDER_ZONE[f.data["keyword"]],
            ja=f"{c.label} をドロップゾーンに置く（オーダーゾーンに残るのは最も新しい "
            f"{kept.label if kept else '-'}）",
            en=f"{c.label} goes to the drop (the newest, {kept.label if kept else '-'}, "
            "stays in the order zone)",
        )


# --------------------------------------------------------------------------- 13.13 energy


def find_energy(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        lim = val(ctx, "energy_limit", p, None)
        src: tuple[str, ...] = ()
        if lim is None:
            from ruling.games._vg.abilities import energy_limit

            lim, uid = energy_limit(ctx, p)  # 3.1.3.1: set by an effect
            src = (uid,) if uid else ()
        if lim is not None and int(val(ctx, "energy", p)) > int(lim):
            out.append(
                Finding(p, (f"var:energy.{p}", f"var:energy_limit.{p}", *src), {"limit": lim})
            )
    return out


def apply_energy(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    yield SetVar(
        key=vkey("energy", p),
        value=int(f.data["limit"]),
        clauses=("13.13.1", "3.1.3.1"),
        ja=f"{p} のエネルギーが上限を超えているので、上限の{f.data['limit']}にする",
        en=f"{p}'s energy is over its limit: it becomes {f.data['limit']}",
    )


# --------------------------------------------------------------------------- 17.5.3 prison


def find_prison(ctx: Ctx) -> list[Finding]:
    from ruling.games._vg.specific import is_prison

    out = []
    for p in ctx.state.order():
        oz = ctx.zone(p, "order_zone")
        jailed = [c for c in oz if c.states.get("imprisoned")]
        prisons = [c for c in oz if is_prison(c)]
        if jailed and not prisons:
            out.append(Finding(p, tuple(c.uid for c in jailed), {"uids": [c.uid for c in jailed]}))
    return out


def apply_prison(ctx: Ctx, f: Finding) -> Proc:
    for uid in f.data["uids"]:
        c = ctx.card(uid)
        if c is None:
            continue
        yield Move(
            uid=uid,
            player=c.owner,
            zone="drop",
            clauses=("17.5.3",),
            ja=f"監獄がないので、収容状態の {c.label} をオーナーのドロップゾーンに置く",
            en=f"no prison: the imprisoned {c.label} goes to its owner's drop",
        )
        yield SetCard(uid=uid, changes={"imprisoned": None})


RULE_PROCESSES = (
    # watched: six damage, an empty deck or no vanguard only in the middle of an effect is no
    # loss (13.1.2), and the ruling says so
    RuleProcess(
        "loss",
        "敗北処理",
        "loss",
        ("13.2.1",),
        "check",
        find_loss,
        apply_loss,
        watched=True,
        # 13.1.3 「ルール処理が複数同時に実行を求められる場合、それらをすべて同時に実行します」
        # (11.6.1.1 「…すべてを同時に実行します」): the others due with the loss (a guardian
        # dropped by 13.4.1) are carried out in the same moment — the loss comes last (round 54)
        ends_game=True,
    ),
    RuleProcess(
        "legion",
        "双闘の重複処理",
        "legion units on the vanguard circle",
        ("13.3.1", "13.3.2", "13.3.4", "6.4.1.3.2.1"),
        "check",
        find_legion,
        apply_legion,
    ),
    RuleProcess(
        "wear",
        "不正着装処理",
        "illegal 着装",
        ("13.12.1", "13.12.2"),
        "check",
        find_wear,
        apply_wear,
    ),
    RuleProcess(
        "duplicate",
        "ユニットの重複処理",
        "several units on one circle",
        ("13.3.3", "13.3.5"),
        "check",
        find_duplicates,
        apply_duplicates,
        near=near_duplicates,
    ),
    RuleProcess(
        "guardian",
        "不正ガーディアン処理",
        "illegal guardian",
        ("13.4.1",),
        "check",
        find_guardians,
        apply_guardians,
    ),
    RuleProcess(
        "star_domain",
        "星域サークルの不正なユニットの処理",
        "a unit that is no 〈星神〉, or a locked card, on a 星域 circle",
        ("17.3.2", "17.3.2.1", "17.3.2.2"),
        "check",
        find_star_domain,
        apply_star_domain,
    ),
    RuleProcess(
        "no_vanguard",
        "ヴァンガードがいなくなった時の処理",
        "no vanguard",
        ("13.5.1",),
        "check",
        find_no_vanguard,
        apply_no_vanguard,
    ),
    RuleProcess(
        "damage_apply",
        "ダメージ適用処理",
        "damage application",
        ("13.6.1",),
        "check",
        find_damage_apply,
        apply_damage_apply,
        alone=True,
    ),
    RuleProcess(
        "damage_resolve",
        "ダメージ解決処理",
        "damage resolution",
        ("13.7.1",),
        "check",
        find_damage_resolve,
        apply_damage_resolve,
        alone=True,
        after_pending=True,
    ),
    RuleProcess(
        "pseudo",
        "疑似カードの消去処理",
        "pseudo-card erasure",
        ("13.8.1",),
        "check",
        find_pseudo,
        apply_pseudo,
    ),
    RuleProcess(
        "gauge",
        "不正ゲージ処理",
        "illegal gauge",
        ("13.9.1",),
        "check",
        find_gauge,
        apply_gauge,
        alone=True,
        alone_except=("damage_apply", "damage_resolve"),
        after_pending=True,
    ),
    RuleProcess(
        "trigger_zone",
        "不正トリガー処理",
        "illegal trigger",
        ("13.10.1",),
        "check",
        find_trigger,
        apply_trigger,
    ),
    RuleProcess(
        "order",
        "不正オーダー処理",
        "illegal order",
        ("13.11.1",),
        "check",
        find_orders,
        apply_orders,
    ),
    RuleProcess(
        "equip_same_name",
        "同一名称の装備オーダーの処理",
        "equip orders of one name on a circle",
        ("17.8.8.2",),
        "check",
        equip.find_same_name,
        equip.apply_same_name,
    ),
    RuleProcess(
        "equip_unassociated",
        "関連付けられたユニットを失った装備オーダーの処理",
        "an equip order whose unit is gone",
        ("17.8.8.3",),
        "check",
        equip.find_unassociated,
        equip.apply_unassociated,
    ),
    RuleProcess(
        "one_in_order_zone",
        "オーダーゾーンに１枚だけ残るキーワード（ピックアップガチャ）の処理",
        "one card with such a keyword in the order zone (pickup gacha)",
        ("17.6.3.1",),
        "check",
        find_one_in_order_zone,
        apply_one_in_order_zone,
    ),
    RuleProcess(
        "energy",
        "エネルギー超過処理",
        "energy over the limit",
        ("13.13.1",),
        "check",
        find_energy,
        apply_energy,
    ),
    RuleProcess(
        "prison",
        "収容状態のカードの処理",
        "imprisoned cards without a prison",
        ("17.5.3",),
        "check",
        find_prison,
        apply_prison,
    ),
    RuleProcess(
        "stored",
        "ストレージ処理されたカードの処理",
        "stored cards without a card of their subtype",
        ("17.11.4",),
        "check",
        find_stored,
        apply_stored,
    ),
    RuleProcess(
        "buddy_soul",
        "不正バディファイト関連処理（ヴァンガードのバディソウル）",
        "buddy soul on a vanguard",
        ("13.14.1",),
        "check",
        find_vanguard_buddy_soul,
        apply_vanguard_buddy_soul,
    ),
)


# 11.6.1: a check timing is a point *in the game* (「ゲーム中で発生した」): before the game
# starts (turn 0, the pre-game procedure of 8.2.1) no rule process is carried out — a vanguard
# circle still empty before 8.2.1.2 does not make a fighter lose.
RULE_PROCESSES = tuple(replace(rp, find=found_in_game(rp.find)) for rp in RULE_PROCESSES)
