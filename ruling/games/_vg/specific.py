"""Specific actions (chapter 7) and the other actions a scenario can describe."""

from __future__ import annotations

from typing import Any

from ruling import at_once, loops, unsettled
from ruling.choosing import choose_one_at_a_time
from ruling.core import Ctx
from ruling.games._vg.common import (
    ACCEL,
    ADDED_VALID,
    CIRCLE_JA,
    CIRCLES,
    PSEUDO,
    REAR,
    VALID_CLAUSES,
    Proc,
    as_hand_card,
    by_data,
    card_option,
    circle,
    circle_of,
    circle_option,
    find_card,
    grade,
    is_order,
    is_song,
    label,
    open_circles,
    rearguards,
    skills,
    take_top,
    val,
    valid_zones,
    vanguard,
    vanguards,
    vkey,
)
from ruling.games._vg.gifts import ROMAN_IN, crown_id, gift_process
from ruling.principles import as_far_as_possible
from ruling.rules import (
    ActionProper,
    AddDelayed,
    AddEffect,
    CheckTiming,
    Choose,
    Create,
    Do,
    Erase,
    Mark,
    Move,
    MoveMany,
    Reject,
    SetCard,
    SetVar,
    Shuffle,
    Warn,
)
from ruling.state import Card
from ruling.values import unknown_card


def _player(ctx: Ctx, p: dict[str, Any]) -> str:
    return p.get("player") or ctx.state.turn.player


def _missing(ctx: Ctx, ref: Any) -> Reject:
    return Reject(
        f"カード {ref} が見つからないため、この行動は行われません",
        f"card {ref} is nowhere: nothing is done",
        ctx.principle("impossible"),
    )


def g_leaves(src: str, zone: str) -> bool:
    """Whether a G card outside the G zone moving from ``src`` to ``zone`` makes a move between
    zones 4.4.2 sends to the G zone: every one but a move from a rear-guard or vanguard circle to
    a rear-guard circle (each circle is a zone, 4.9.1: a rear-guard's intercept to the guardian
    circle is one). A move into a circle from outside the field is left as it was read before."""
    to, fro = circle_of(zone), circle_of(src)
    if to is None:
        return True
    if fro is None or fro == to:
        return False
    return to not in (*REAR, *ACCEL) or fro not in ("vanguard", *REAR, *ACCEL)


# the zones whose cards are put face up (a public zone that says so): a face-down card of a
# circle moved there without the move saying how is face up
FACE_UP_ZONES = {"drop": "4.7.2", "soul": "4.10.2", "damage": "4.11.2", "trigger": "4.13.2"}
# the states of a face-down card on a circle that end when it leaves the circles (4.1.8), with
# the clause that makes them
FACE_DOWN_STATES = {"deleted": "7.32.4", "locked": "7.30.1"}


def move_card(
    ctx: Ctx,
    uid: str,
    to_player: str,
    zone: str,
    clauses: tuple[str, ...],
    ja: str = "",
    en: str = "",
    tag: str | None = None,
    orientation: str | None = None,
    face_up: bool | None = None,
    pos: str = "top",
    caused_by: tuple[int, ...] = (),
    data: dict[str, Any] | None = None,
) -> Proc:
    """A move with the rules every move obeys: a G unit leaving for anywhere but a rear-guard
    circle goes to the G zone (4.4.2), a pseudo-card moved to its erase zone is erased at once
    (15.2.4.2.1), gauge cards of a unit that leaves the field follow 13.9 later."""
    c = ctx.card(uid)
    assert c is not None
    w = ctx.where(uid)
    if c.type == "g" and w and w[1] != "g_zone" and g_leaves(w[1], zone):
        if w[1] == "field.vanguard":
            from ruling.games._vg.turn import hearts_released

            yield from hearts_released(ctx, c)
            s = yield Move(
                uid=uid,
                player=c.owner,
                zone="g_zone",
                face_up=True,
                clauses=clauses + ("4.4.2", "4.4.2.1"),
                ja=f"G ユニット {c.label} は移動するかわりに G ゾーンに表向きで置かれる",
                en=f"the G unit {c.label} goes face up to the G zone instead",
            )
            return s
        if zone != "g_zone":
            s = yield Move(
                uid=uid, player=to_player, zone=zone, clauses=clauses, ja=ja, en=en, tag=tag
            )
        else:
            # 4.4.2.2's move from the destination to the G zone has nothing to do when the
            # destination is the G zone itself: one move, face up (4.14.5)
            s = yield Move(
                uid=uid,
                player=c.owner,
                zone=zone,
                face_up=True if face_up is None else face_up,
                clauses=clauses + ("4.14.5",),
                ja=ja,
                en=en,
                tag=tag,
                caused_by=caused_by,
                data=data or {},
            )
            return s
        yield Move(
            uid=uid,
            player=c.owner,
            zone="g_zone",
            face_up=True,
            clauses=("4.4.2", "4.4.2.2", "4.9.5"),
            ja=f"G ユニット {c.label} はただちに G ゾーンに表向きで置かれる",
            en=f"the G unit {c.label} goes at once face up to the G zone",
        )
        return s
    if zone == "deck" and c.states.get("ride_deck_origin") and w and w[1] != "ride_deck":
        # 4.18.4: a card that was in the ride-deck zone as the game began goes there face up
        # instead of the deck; its dress origins still go to the deck (6.7.5, 6.7.5.2)
        from ruling.games._vg.dress import follow as follow_origins
        from ruling.games._vg.dress import origins as origins_of

        dressed = origins_of(ctx, uid) if w[1].startswith("field.") else []
        s = yield Move(
            uid=uid,
            player=c.owner,
            zone="ride_deck",
            face_up=True,
            clauses=clauses + ("4.18.4",),
            caused_by=caused_by,
            ja=f"{c.label} はゲーム開始時にライドデッキ置場にあったカードなので、山札ではなくライドデッキ置場に表向きで置かれる",
            en=f"{c.label} was in the ride-deck zone as the game began: it goes face up to the "
            "ride-deck zone instead of the deck",
        )
        yield from follow_origins(ctx, dressed, c.owner, "deck", s)
        return s
    from ruling.games._vg import buddy, fusion, growth
    from ruling.games._vg.dress import follow, origins

    dressed = origins(ctx, uid) if w and w[1].startswith("field.") else []
    # 17.16.6.4 / 17.16.6.7: its 成長元 go with it, unless the move leaves them on the circle
    grown = growth.origins(ctx, uid)
    left = bool((data or {}).get("leave_growth_origins")) and bool(grown)
    fused = fusion.bundle(ctx, uid) if w and w[1].startswith("field.") else []
    soul = buddy.soul_of(ctx, uid)
    face_down_states = (
        [k for k in FACE_DOWN_STATES if c.states.get(k)]
        if w and circle_of(w[1]) is not None and circle_of(zone) is None
        else []
    )
    if face_down_states and face_up is None and zone in FACE_UP_ZONES:
        # a deleted (7.32.1) or locked (7.30.1) card leaving the circles is a new card (4.1.8)
        # and goes face up where the zone's cards are put face up (4.7.2 …)
        face_up = True
        clauses = (*clauses, "4.1.8", FACE_UP_ZONES[zone])
    s = yield Move(
        uid=uid,
        player=to_player,
        zone=zone,
        clauses=clauses,
        ja=ja,
        en=en,
        tag=tag,
        orientation=orientation,
        face_up=face_up,
        pos=pos,
        caused_by=caused_by,
        data=data or {},
    )
    if face_down_states:
        # 4.1.8: a new card in its new zone — deleted / locked no more (7.32.4: a deleted unit
        # turned face up is deleted no more)
        yield SetCard(
            uid=uid,
            changes={k: None for k in (*face_down_states, "deleted_less")},
            clauses=("4.1.8", *(FACE_DOWN_STATES[k] for k in face_down_states)),
            caused_by=(s,),
            ja=f"{c.label} は新しい領域で新しいカードになり、デリート／呪縛の状態は終わる",
            en=f"{c.label} is a new card in its new zone: deleted / locked no more",
        )
    yield from follow(ctx, dressed, to_player, zone, s)
    if left:
        yield from growth.left_behind(ctx, grown, s)
    else:
        yield from growth.follow(ctx, grown, to_player, zone, s)
    yield from fusion.follow(ctx, fused, to_player, zone, s)
    yield from fusion.leave_bundle(ctx, c, zone, s)
    yield from gauge_follows(ctx, uid, w, zone, s)
    if w and w[1].startswith("field."):
        from ruling.games._vg.markers import unit_moved

        yield from unit_moved(ctx, uid, zone, s, w)  # 15.8.4.2, 15.8.4.3, 15.8.4.4
    yield from buddy.follow(ctx, soul, to_player, zone, s)
    yield from erase_moved(ctx, (uid,), zone, s)
    return s


def gauge_follows(ctx: Ctx, uid: str, frm: tuple[str, str] | None, zone: str, step: int) -> Proc:
    """4.15.3.2: a unit moved from a circle to another circle keeps the gauge cards associated
    with it (a step touching each, so what reads its gauge reads this step); leaving the circles, they
    go to the drop by the rule process of 13.9.1 (4.15.3.3, ``processes.find_gauge``)."""
    if frm is None or circle_of(frm[1]) is None or circle_of(zone) is None or frm[1] == zone:
        return
    for pl in ctx.state.order():
        for g in ctx.zone(pl, "gauge"):
            if g.states.get("gauge_of") == uid:
                yield Mark(
                    touches=(g.uid,),
                    clauses=("4.15.3.2",),
                    caused_by=(step,),
                    ja=f"{g.label} は {label(ctx, uid)} のゲージのまま（サークルからサークルへの移動）",
                    en=f"{g.label} stays {label(ctx, uid)}'s gauge (a move from circle to circle)",
                )


def mark_ride_deck(ctx: Ctx) -> None:
    """At set-up: the cards in a ride-deck zone are those that were there as the game began (a
    scenario's ride deck is a part of the one the game began with), and so are those it marks
    ``from_ride_deck`` in another zone — kept for 4.18.4."""
    for pl in ctx.state.players:
        for c in ctx.zone(pl, "ride_deck"):
            c.states["ride_deck_origin"] = True
        # one the scenario marks ``from_ride_deck`` elsewhere (in the soul, on a circle …)
        for cards in ctx.state.players[pl].zones.values():
            for c in cards:
                if c.extra.get("from_ride_deck"):
                    c.states["ride_deck_origin"] = True


def erase_moved(ctx: Ctx, uids: tuple[str, ...], zone: str, step: int) -> Proc:
    """15.2.4.2.1: a pseudo-card that has just moved to one of its erase zones is erased there
    at once, before anything else (no check timing waited for)."""
    for uid in uids:
        c = ctx.card(uid)
        if c is not None and c.type in PSEUDO and zone not in valid_zones(c):
            yield Erase(
                uid=uid,
                caused_by=(step,),
                clauses=("15.2.4.2", "15.2.4.2.1", "15.2.3")
                + VALID_CLAUSES[c.type or ""]
                # 15.4.3.2.1: the soul is not the field, a token unit moved there is erased
                + (("15.4.3.2.1",) if c.type == "token" and zone == "soul" else ())
                # 15.2.3.2: a pseudo-card removed from the game is erased where it is
                + (("15.2.3.2",) if zone == "removed" else ()),
                ja=f"疑似カード {c.label} は消去領域に移動したので、ただちに消去される",
                en=f"the pseudo-card {c.label} moved to an erase zone: it is erased at once",
            )


# --------------------------------------------------------------------------- 7.35 damage


def damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    to = p["to"]
    amount = int(p["amount"])
    n = int(val(ctx, "vanguard_damage", to))
    if vanguard(ctx, to) is None:
        yield Reject(
            f"{to} にはヴァンガードがいないため、ダメージを与えられません",
            f"{to} has no vanguard: no damage can be dealt",
            ctx.principle("impossible"),
        )
        return
    if n == 0 and val(ctx, "damage_checked", to, None):
        # new damage with none pending: the record of the damage checks of the damage dealt
        # before is closed (processes._record_checked)
        yield SetVar(key=vkey("damage_checked", to), value=None)
    dealt = yield SetVar(
        key=vkey("vanguard_damage", to),
        value=n + amount,
        clauses=("7.35.1", "3.1.2"),
        watch=(str(p.get("source")),) if p.get("source") else (),
        ja=f"{to} のヴァンガードに{amount}ダメージ: ヴァンガードダメージ {n}→{n + amount}（実際の処理はルール処理で1点ずつ, 7.35.2.2）",
        en=f"{amount} damage to {to}'s vanguard: vanguard damage {n} -> {n + amount} (applied one point at a time by rule processes, 7.35.2.2)",
    )
    from ruling.games._vg.autos import listens_for

    vc = vanguard(ctx, to)
    # only where an ability waits for it (the source is then what a ruling rests on)
    if amount > 0 and vc is not None and listens_for(ctx, "damaged"):
        # the vanguard received the damage, from its source (11.5.2): 「…がダメージを受けた時」 /
        # 「…のカードの効果でダメージを受けた時」 (``autos``, event ``damaged``). Skill damage's
        # source is the effect's, the card itself even where the text reads as if a fighter dealt
        # it (11.5.2.2, 11.5.2.2.1); battle damage's the unit that hit (11.5.2.1)
        skill = bool(p.get("skill"))
        src = p.get("source")
        yield Mark(
            clauses=("11.5.2.2", "11.5.2.2.1") if skill else ("11.5.2.1",),
            caused_by=(dealt,),
            tag="damaged",
            data={
                "uid": vc.uid,
                "by": src if skill else None,
                "by_master": p.get("by_master") if skill else None,
                "by_vanguard": bool(p.get("by_vanguard")),
                "source": src,
                "amount": amount,
            },
            ja=f"ダメージの発生源: {label(ctx, src) if src else 'カードのない効果'}"
            f"（{'スキルダメージ' if skill else 'バトルダメージ'}）",
            en=f"the damage's source: {label(ctx, src) if src else 'an effect of no card'}"
            f" ({'skill' if skill else 'battle'} damage)",
        )


# --------------------------------------------------------------------------- cards moving


def _short_deck(
    ctx: Ctx, player: str, n: int, verb_ja: str, verb_en: str, clauses: tuple[str, ...]
) -> Proc:
    """``n`` cards to take from the top of ``player``'s deck when it holds fewer (but some): the
    action is done as far as possible (1.3.2, ``principles.as_far_as_possible``); the step's
    index, the cause of each card taken."""
    have = len(ctx.zone(player, "deck"))
    return (
        yield from as_far_as_possible(
            ctx,
            have,
            n,
            clauses,
            f"{player} の山札は{have}枚しかないため、{n}枚のうち可能な限り（{have}枚）{verb_ja}",
            f"{player}'s deck holds only {have}: of {n} cards, as many as possible ({have}) are "
            f"{verb_en}",
            touches=(f"{player}.deck",),
        )
    )


def draw(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = int(p.get("amount", 1))
    short = yield from _short_deck(ctx, player, n, "引く", "drawn", ("7.6.1",))
    for i in range(n):
        # a deck the scenario did not list is unknown, not empty: the card drawn is unknown
        if not ctx.zone(player, "deck") and not (
            yield from unknown_card(ctx, player, "deck", "山札", "deck", ("7.6.1",))
        ):
            yield Reject(
                f"{player} の山札にカードがないため、{i + 1}枚目は引けません",
                f"{player} has no card left to draw (card {i + 1})",
                ("7.6.1",) + ctx.principle("impossible"),
            )
            return
        uid = yield from take_top(ctx, player, "ドロー", matters=False)
        c = ctx.card(uid)
        yield Move(
            uid=uid,
            player=player,
            zone="hand",
            clauses=("7.6.4", "7.6.1", "7.6.2"),
            tag="draw",
            caused_by=short,
            # the draw phase's draw (9.4.2), read by 「カードの能力で引いた時」 (7.6.4.1)
            data={"rule": p["rule"]} if p.get("rule") else {},
            ja=f"{player} はカードを1枚引く（{c.label if c else uid}）",
            en=f"{player} draws a card ({c.label if c else uid})",
        )


def move_top(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    to = str(p["to"])
    n = int(p.get("amount", 1))
    short = yield from _short_deck(ctx, player, n, "移動する", "moved", ("7.6.1",))
    for _ in range(n):
        if not ctx.zone(player, "deck"):
            yield Reject(
                f"{player} の山札にカードがないため、残りは行えません",
                f"{player}'s deck is empty: the rest is not done",
                ("7.6.1",) + ctx.principle("impossible"),
            )
            return
        uid = yield from take_top(ctx, player, "山札の上のカードの移動", matters=False)
        yield Move(
            uid=uid, player=player, zone=to, clauses=("7.6.1", "7.6.2", "4.5.3"), caused_by=short
        )


def soul_charge(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = int(p["amount"])
    put: list[str] = []
    yield from _soul_charged(ctx, player, n, put)
    if put:
        # 7.27.2: the player soul charged, the cards put into the soul were soul charged (read
        # back by 「【ソウルチャージ】した / された時」 and 「このターンに…【ソウルチャージ】していない」)
        yield Mark(
            clauses=("7.27.2",),
            tag="soul_charge",
            data={"player": player, "n": len(put), "uids": list(put)},
            ja=f"{player} はソウルチャージした（{len(put)}枚）",
            en=f"{player} soul charged ({len(put)})",
        )


def _soul_charged(ctx: Ctx, player: str, n: int, put: list[str]) -> Proc:
    """The cards of a soul charge, one at a time (7.27.1), each one's uid added to ``put``; as
    many as the deck holds (the rest impossible, the cards put there put because of 1.3.2)."""
    short = yield from _short_deck(ctx, player, n, "ソウルに置く", "put into the soul", ("7.27.1",))
    for i in range(n):
        if not ctx.zone(player, "deck"):
            yield Reject(
                f"山札にカードがないため、ソウルチャージの{i + 1}枚目は置けません",
                f"the deck is empty: soul charge card {i + 1} cannot be put",
                ctx.principle("impossible"),
            )
            return
        uid = yield from take_top(ctx, player, "ソウルチャージ", matters=False)
        yield Move(
            uid=uid,
            player=player,
            zone="soul",
            face_up=True,
            # several cards: moved one at a time, the number of times (7.6.2)
            clauses=("7.27.1", "7.27.2", "7.27.2.1", "4.5.3") + (("7.6.2",) if n > 1 else ()),
            caused_by=short,
            ja=f"ソウルチャージ: 山札の上のカード（{label(ctx, uid)}）をソウルに置く",
            en=f"soul charge: the top card ({label(ctx, uid)}) goes to the soul",
        )
        put.append(uid)


def _pick(
    ctx: Ctx,
    player: str,
    cards: list[Any],
    n: int,
    kind: str,
    ja: str,
    en: str,
    cl: tuple[str, ...],
    given: list[Any] | None,
) -> Proc:
    """Choose ``n`` different cards (12.7.3): the scenario's list, else one choice at a time.
    The cards of a blast (counter / soul, 7.24.1 / 7.25.1) are the cards paid for a cost: an
    answer ``at: cost_card`` (the name of the other cost choices, ``costs``) takes them too."""
    chosen: list[str] = []
    if given:
        for ref in given:
            uid = find_card(ctx, ref, player)
            if uid and uid in [c.uid for c in cards] and uid not in chosen:
                chosen.append(uid)
        return chosen[:n]
    return (
        yield from choose_one_at_a_time(
            player,
            cards,
            n,
            lambda c: card_option(c, ctx=ctx),
            kind,
            lambda _k: (ja, en),
            cl,
            # a cost paid (11.7.1): also answered `at: cost_card` or `at: cost`, as in every game
            also=("cost_card", "cost") if kind in ("counter_blast", "soul_blast") else (),
        )
    )


def counter_blast(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = int(p["amount"])
    up = [c for c in ctx.zone(player, "damage") if c.face_up]
    partly = False
    spelled: tuple[str, ...] = ()
    if 0 < len(up) < n and p.get("spelled"):
        # 「N枚カウンターブラストする」 (7.24.4.1): no 「…を払う」 instruction, so 7.24.3's
        # 「その指示は実行できません」 does not speak of it — 1.3.2 alone: as far as it can be
        partly, spelled = True, ("1.3.2", "7.24.4.1")
    elif 0 < len(up) < n:
        # 7.24.3's 「その指示は実行できません」 against 1.3.2's amount done as far as it can be:
        # the audit's effect_blast_short, both readings run
        partly = yield unsettled.choose(
            player, "vg", "effect_blast_short", {"not_done": False, "as_far_as_possible": True}
        )
    if len(up) < n and partly:
        n = len(up)
    if len(up) < n:
        yield Reject(
            f"ダメージゾーンの表向きのカードが{len(up)}枚で{n}枚に足りないため、カウンターブラストは実行できません",
            f"only {len(up)} face-up damage card(s), fewer than {n}: the counter blast cannot be done",
            ("7.24.3", "7.24.1"),
            # the face-up cards stay as they are: not even those there are turned (not 1.3.2)
            touches=tuple(c.uid for c in up) + (f"{player}.damage",),
        )
        return False
    # a damage card the scenario gives only by a count (no name, no face) and no step has put
    # there: its face is the format's default, face up — not given, so said as an assumption
    # where a counter blast rests on it (7.24.1: only face-up cards pay it)
    unstated = [
        c.uid
        for c in up
        if c.name is None and c.number is None and ctx.provenance((c.uid,)) == [None]
    ]
    if unstated:
        yield Warn(
            "assumption",
            f"{player} のダメージゾーンの枚数だけ書かれたカード（{'、'.join(label(ctx, u) for u in unstated)}）は表裏が"
            "書かれていないため、表向きとして扱いました（カウンターブラストに使える）",
            f"{player}'s damage cards given only by a count ({', '.join(label(ctx, u) for u in unstated)}) have no face"
            " given: they were taken to be face up (they can pay a counter blast)",
            ("7.24.1",),
            key="damage_face_not_given_up",
        )
    picks = yield from _pick(
        ctx,
        player,
        up,
        n,
        "counter_blast",
        "裏向きにするダメージゾーンのカード",
        "damage card to turn face down",
        ("7.24.1",),
        p.get("cards"),
    )
    for uid in picks:
        yield SetCard(
            uid=uid,
            changes={"face_up": False},
            clauses=("7.24.1", "7.24.4.1", *spelled),
            ja=f"カウンターブラスト: {label(ctx, uid)} を裏向きにする",
            en=f"counter blast: {label(ctx, uid)} is turned face down",
        )
    if picks:
        yield _blasted(player, "counter_blast", len(picks), ("7.24.4", "7.24.4.1"))
    return True


_BLAST_JA = {"counter_blast": "カウンターブラスト", "soul_blast": "ソウルブラスト"}
_BLAST_JA["energy_blast"] = "エネルギーブラスト"


def _blasted(player: str, what: str, n: int, clauses: tuple[str, ...]) -> Mark:
    """The event of a blast done (7.24.4 カウンターブラストする, 7.25.4 ソウルブラストする, 7.49.1
    エネルギーブラスト), one for the blast with how many (7.24.4.1, 7.25.4.1): read back by
    「あなたが【ソウルブラスト】した時」 / 「このターンにあなたが【エネルギーブラスト】しているなら」."""
    return Mark(
        clauses=clauses,
        tag=what,
        data={"player": player, "n": n},
        ja=f"{player} は{_BLAST_JA[what]}した（{n}）",
        en=f"{player} did a {what.replace('_', ' ')} ({n})",
    )


def counter_charge(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = int(p["amount"])
    down = [c for c in ctx.zone(player, "damage") if not c.face_up]
    if not down and n > 0:
        # nothing to turn face up: the counter charge is not done at all (1.3.2)
        yield Reject(
            "ダメージゾーンに裏向きのカードがないため、カウンターチャージは行われない",
            "no face-down card in the damage zone: the counter charge is not done",
            ("7.26.1",) + ctx.principle("impossible"),
            touches=(f"{player}.damage",),
        )
        return
    short: tuple[int, ...] = ()
    if len(down) < n:
        # 1.3.2: a part of an amount that cannot be done — the rest is done as far as it can be;
        # the cards it turns are turned because of it
        short = (
            (
                yield Mark(
                    clauses=("7.26.1",) + ctx.principle("impossible"),
                    touches=(f"{player}.damage",),
                    ja=f"裏向きのダメージが{len(down)}枚しかないので、可能な限り表にする",
                    en=f"only {len(down)} face-down damage card(s): as many as possible are "
                    "turned up",
                )
            ),
        )
    picks = yield from _pick(
        ctx,
        player,
        down,
        min(n, len(down)),
        "counter_charge",
        "表向きにするダメージゾーンのカード",
        "damage card to turn face up",
        ("7.26.1",),
        p.get("cards"),
    )
    for uid in picks:
        yield SetCard(
            uid=uid, changes={"face_up": True}, clauses=("7.26.1", "7.26.2.1"), caused_by=short
        )
    if picks:
        # 7.26.2: the player counter charged (read back by 「【カウンターチャージ】した」)
        yield Mark(
            clauses=("7.26.2",),
            tag="counter_charge",
            data={"player": player, "n": len(picks)},
            ja=f"{player} はカウンターチャージした（{len(picks)}枚）",
            en=f"{player} counter charged ({len(picks)})",
        )


def soul_blast(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = int(p["amount"])
    soul = list(ctx.zone(player, "soul"))
    spelled: tuple[str, ...] = ()
    if 0 < len(soul) < n and p.get("spelled"):
        # 「N枚ソウルブラストする」 (7.25.4.1): no 「…を払う」 instruction, so 7.25.3's
        # 「その指示は実行できません」 does not speak of it — 1.3.2 alone: as far as it can be
        n, spelled = len(soul), ("1.3.2", "7.25.4.1")
    elif 0 < len(soul) < n:
        # an effect's soul blast (a cost is checked whole before, 11.7.1): 7.25.3's 「その指示は
        # 実行できません」 against 1.3.2's amount done as far as it can be — the audit's
        # effect_soul_blast_short, both readings run (the counter blast's twin: effect_blast_short)
        partly = yield unsettled.choose(
            player,
            "vg",
            "effect_soul_blast_short",
            {"not_done": False, "as_far_as_possible": True},
        )
        if partly:
            n = len(soul)
    face_up = [c for c in soul if c.face_up]
    if not spelled and len(face_up) < n <= len(soul):
        # a face-down card in the soul (put there face down by an effect, against 4.10.2's
        # 「表向きに重ねて置かれ」) and too few face-up ones: 7.25.3 chooses 「自分のソウルにある
        # カード」 but is not done when 「表向きのカードを指定枚数選べない」 — the audit's
        # soul_blast_face_up, both readings run (the engine's: any soul card counts)
        printed = yield unsettled.choose(
            player, "vg", "soul_blast_face_up", {"fewer_cards": False, "as_printed": True}
        )
        if printed:
            yield Reject(
                f"表向きのソウルのカードが{len(face_up)}枚で{n}枚選べないため、ソウルブラストは実行できません",
                f"only {len(face_up)} face-up soul card(s), fewer than {n}: the soul blast "
                "cannot be done",
                ("7.25.3",),
            )
            return False
    if len(soul) < n:
        m = yield Mark(
            clauses=("7.25.3",),
            touches=(f"{player}.soul",),
            note=(
                "7.25.3 は「表向きのカードを指定枚数選べない場合」ソウルブラストは実行できない"
                "としているが、これはカウンターブラスト（7.24.3）の文言の流用と思われる。ソウルの"
                "カードはすべて表向き（4.10.2）なので、「ソウルのカードが指定枚数より少ない場合」"
                "と読む",
                "7.25.3 says a soul blast cannot be done when '表向きのカード' (face-up cards) "
                "cannot be chosen, words copied from the counter blast (7.24.3); soul cards are "
                "all face up (4.10.2), so the ruling reads it as 'fewer soul cards than the number'",
            ),
            ja=f"ソウルが{len(soul)}枚で{n}枚に足りない",
            en=f"only {len(soul)} soul card(s), fewer than {n}",
        )
        yield Reject(
            "ソウルブラストは実行できません",
            "the soul blast cannot be done",
            ("7.25.3", "4.10.2"),
            (m,),
        )
        return False
    picks = yield from _pick(
        ctx,
        player,
        soul,
        n,
        "soul_blast",
        "ドロップゾーンに置くソウルのカード",
        "soul card to put into the drop",
        ("7.25.1",),
        p.get("cards"),
    )
    for uid in picks:
        yield Move(
            uid=uid,
            player=player,
            zone="drop",
            clauses=("7.25.1", "7.25.4.1", *spelled),
            ja=f"ソウルブラスト: {label(ctx, uid)} をドロップゾーンに置く",
            en=f"soul blast: {label(ctx, uid)} goes to the drop",
        )
    if picks:
        yield _blasted(player, "soul_blast", len(picks), ("7.25.4", "7.25.4.1"))
    return True


def hand_discard(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """「手札から N 枚捨てる」 as one act (the choice of an optional replacement, 11.3.1.3.2): the
    player discards N cards of the hand (7.9.1); with fewer in the hand it cannot be done (that
    many cannot be chosen: the choice that cannot be carried out, 11.12.3)."""
    player = _player(ctx, p)
    n = int(p["amount"])
    hand = list(ctx.zone(player, "hand"))
    if len(hand) < n:
        m = yield Mark(
            clauses=("7.9.1",),
            touches=(f"{player}.hand",),
            ja=f"手札が{len(hand)}枚で{n}枚捨てられない",
            en=f"only {len(hand)} hand card(s): {n} cannot be discarded",
        )
        yield Reject(
            "手札から捨てられません", "the hand cards cannot be discarded", ("7.9.1",), (m,)
        )
        return False
    picks = yield from _pick(
        ctx,
        player,
        hand,
        n,
        "discard",
        "捨てる手札",
        "hand card to discard",
        ("7.9.1",),
        p.get("cards"),
    )
    for uid in picks:
        yield Do("discard", {"player": player, "card": uid}, clauses=("7.9.1",))
    return True


def energy_charge(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = int(p["amount"])
    e = int(val(ctx, "energy", player))
    lim = val(ctx, "energy_limit", player, None)
    src: str | None = None
    if lim is None:
        from ruling.games._vg.abilities import energy_limit

        lim, src = energy_limit(ctx, player)  # 3.1.3.1: set by an effect
    new = e + n if lim is None else min(e + n, int(lim))
    if new == e:
        yield Reject(
            f"{player} のエネルギーはすでに上限の{lim}なので、エネルギーチャージは行われなかった",
            f"{player}'s energy is already at its limit {lim}: no energy charge happened",
            ("7.48.2", "7.48.2.1"),
        )
        return
    yield SetVar(
        key=vkey("energy", player),
        value=new,
        watch=(src,) if src and lim is not None and e + n > int(lim) else (),
        clauses=("7.48.1", "7.48.1.1")
        + (("7.48.2", "3.1.3.1") if lim is not None and e + n > int(lim) else ()),
        ja=f"エネルギーチャージ: {player} のエネルギー {e}→{new}"
        + (f"（上限{lim}）" if lim is not None and e + n > int(lim) else ""),
        en=f"energy charge: {player}'s energy {e} -> {new}"
        + (f" (limit {lim})" if lim is not None and e + n > int(lim) else ""),
    )
    # 7.48.1: the player energy charged (read back by 「あなたが【エネルギーチャージ】した時」); one
    # that raised nothing was not done (7.48.2.1, the Reject above)
    yield Mark(
        clauses=("7.48.1",),
        tag="energy_charge",
        data={"player": player, "n": new - e},
        ja=f"{player} はエネルギーチャージした（{new - e}）",
        en=f"{player} energy charged ({new - e})",
    )


def energy_blast(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = int(p["amount"])
    e = int(val(ctx, "energy", player))
    if e < n:
        yield Reject(
            f"{player} のエネルギーが{e}で{n}未満なので、エネルギーブラストは実行できません",
            f"{player} has {e} energy, less than {n}: the energy blast cannot be done",
            ("7.49.2",),
        )
        return False
    # 7.49.2 is read at every energy blast (「実行時に」): the energy was enough, so it is done —
    # the blast done rests on that check as the one refused does
    yield SetVar(
        key=vkey("energy", player),
        value=e - n,
        clauses=("7.49.1", "7.49.1.1", "7.49.2"),
        ja=f"エネルギーブラスト: {player} のエネルギー {e}→{e - n}",
        en=f"energy blast: {player}'s energy {e} -> {e - n}",
    )
    if n > 0:
        yield _blasted(player, "energy_blast", n, ("7.49.1",))
    return True


def _zone_action(
    zone: str, clauses: tuple[str, ...], ja: str, en: str, from_zones: tuple[str, ...] | None = None
) -> Any:
    def run(ctx: Ctx, p: dict[str, Any]) -> Proc:
        player = p.get("player")
        refs = p.get("cards") or ([p["card"]] if p.get("card") else [])
        count = p.get("count")
        why: tuple[int, ...] = ()
        if count is not None:
            whose = p.get("of") or player or ctx.state.turn.player
            cands = [u for _c, u in rearguards(ctx, whose)]
            n = int(count)
            if len(cands) < n:
                m = yield Mark(
                    clauses=("11.8.4.1.2",) + ctx.principle("impossible"),
                    ja=f"選べる対象が{len(cands)}枚しかないので、可能な限り多く（{len(cands)}枚）選ぶ",
                    en=f"only {len(cands)} target(s) can be chosen: as many as possible ({len(cands)})",
                )
                why = (m,)
            refs = yield from _pick(
                ctx,
                player or ctx.state.turn.player,
                cands,
                min(n, len(cands)),
                "target",
                f"{ja}する{whose}のリアガード",
                f"{whose}'s rear-guard to {en}",
                ("11.8.4", "11.8.4.1", "12.7.3"),
                None,
            )
        for ref in refs:
            uid = find_card(ctx, ref, None if count is not None else player, from_zones)
            if uid is None and player is not None and count is None:
                # ``player`` is who does it (an effect of B binds A's vanguard): a card named that
                # is not among the doer's own is looked for among every player's
                uid = find_card(ctx, ref, None, from_zones)
            if uid is None:
                yield _missing(ctx, ref)
                continue
            c = ctx.card(uid)
            w = ctx.where(uid)
            assert c is not None and w is not None
            if from_zones is not None and not any(
                w[1] == z or w[1].startswith(z + ".") for z in from_zones
            ):
                yield Reject(
                    f"{c.label} は{ctx.zone_name(w[1])}にあるため、{ja}できません",
                    f"{c.label} is in the {ctx.zone_name(w[1], 'en')}: it cannot be {en}",
                    clauses + ctx.principle("impossible"),
                )
                continue
            from ruling.games._vg.dominate import dominator

            # a dominated unit moved to a zone not a circle: its owner's (7.39.4, 7.39.4.1)
            # (whose unit it was there, the dominating fighter's, is read by a trigger on its
            # leaving from ``values.last_known``'s master: 7.39.2, 11.9.6.1.2)
            owners = ("7.39.4", "7.39.4.1") if dominator(ctx, uid) is not None else ()
            yield from move_card(
                ctx,
                uid,
                c.owner,
                zone,
                clauses + as_hand_card(ctx, uid) + owners,
                f"{c.label} を{ja}する（{ctx.zone_name(w[1])} → {ctx.zone_name(zone)}）",
                f"{c.label} is {en} ({ctx.zone_name(w[1], 'en')} -> {ctx.zone_name(zone, 'en')})",
                tag=en,
                caused_by=why,
                data=by_data(p),
            )

    return run


retire = _zone_action("drop", ("7.18.1", "7.18.2"), "退却", "retired", ("field",))
bind = _zone_action("bind", ("7.29.1",), "バインド", "bound")
remove = _zone_action("removed", ("7.19.1", "7.19.2"), "除外", "removed from the game")
heal = _zone_action("drop", ("7.20.1",), "回復", "healed", ("damage",))
discard = _zone_action("drop", ("7.9.1", "7.9.2"), "捨て", "discarded", ("hand", "deck", "gauge"))


def move(ctx: Ctx, p: dict[str, Any]) -> Proc:
    uid = find_card(ctx, p["card"], p.get("from_player"))
    if uid is None:
        yield _missing(ctx, p["card"])
        return
    c = ctx.card(uid)
    assert c is not None
    to = str(p["to"])
    if ctx.game.zone_ref(to) is not None:
        to = ctx.game.zone_ref(to) or to
    dest = p.get("player") or c.owner
    cl: tuple[str, ...] = ("7.4.1",)
    if not p.get("player"):
        cl += ("4.1.12", "11.8.5.2")
    if dest != c.owner and not to.startswith("field."):
        yield Reject(
            f"{c.label} のオーナーと異なるファイターの領域には移動しません",
            f"{c.label} does not go to a zone of a fighter other than its owner",
            ("4.1.13",),
        )
        return
    circ = circle_of(to)
    if circ is not None and is_order(c):
        yield Move(uid=uid, player=c.owner, zone="drop", clauses=("4.4.3",))
        return
    if circ is not None and circ != "guardian" and c.type == "protect":
        yield Move(uid=uid, player=c.owner, zone="drop", clauses=("15.3.6",))
        yield Erase(uid=uid, clauses=("15.3.6", "15.2.3"))
        return
    w = ctx.where(uid)
    if circ is not None and w is not None and circle_of(w[1]) is not None:
        cl += ("7.34.1", "4.1.8")
    elif w is not None and circle_of(w[1]) is not None:
        cl += ("4.1.8",)
    orient = p.get("orientation")
    if circ == "guardian" and orient is None:
        orient = "rest"
    yield from move_card(ctx, uid, dest, to, cl, orientation=orient, pos=p.get("pos", "top"))


def orient(state: str, clauses: tuple[str, ...]) -> Any:
    def run(ctx: Ctx, p: dict[str, Any]) -> Proc:
        uid = find_card(ctx, p["card"])
        if uid is None:
            yield _missing(ctx, p["card"])
            return
        from ruling.games._vg.legion import orient_with_partner, pair_prohibition

        ban, pair = pair_prohibition(ctx, uid, state)
        if ban is not None and pair:
            # its own prohibition the core applies (1.3.3); its legion partner's binds it too
            yield Reject(
                f"{label(ctx, uid)} は双闘状態の相手が{'スタンド' if state == 'stand' else 'レスト'}を"
                f"禁止されているため、配置状態を変更しない（{ban.source}）",
                f"{label(ctx, uid)}'s legion partner is prohibited from becoming {state}: it does"
                f" not change either ({ban.source})",
                pair + ctx.principle("prohibition"),
                caused_by=tuple(i for i in (ctx.prohibited_step(ban),) if i is not None),
            )
            return
        both = orient_with_partner(ctx, uid)
        for u in both:
            yield SetCard(
                uid=u,
                changes={"orientation": state},
                clauses=clauses + (("6.4.4",) if len(both) > 1 else ()),
                ja=f"{label(ctx, u)} を{'スタンド' if state == 'stand' else 'レスト'}する"
                + (
                    "（双闘状態の両方のユニットが同じ配置状態に変更される）"
                    if len(both) > 1
                    else ""
                ),
                en=f"{label(ctx, u)} becomes {state}"
                + (" (both units of a legion change together)" if len(both) > 1 else ""),
                data=by_data(p),
            )

    return run


def stat_effect(stat: str, name_ja: str) -> Any:
    def run(ctx: Ctx, p: dict[str, Any]) -> Proc:
        uid = find_card(ctx, p["card"])
        if uid is None:
            yield _missing(ctx, p["card"])
            return
        until = p.get("until", "turn")
        if until == "battle" and not ctx.state.vars.get("battle"):
            yield Reject(
                "バトル中ではないので「そのバトル中」を期限とする継続効果は作成されません",
                "not during a battle: an effect lasting 'this battle' is not created",
                ("11.3.1.2.1",),
            )
            return
        from ruling.games._vg.values import VALUES

        span = {"turn": "そのターン中", "battle": "そのバトル中", "game": "ゲーム中"}.get(
            until, until
        )
        target_stat = stat
        if p.get("original") is not None:
            # 11.11.1.2: 'the original value becomes N' comes right after the printed value
            op, value, cl = "set", int(p["original"]), ("11.11.1.2",)
            target_stat = f"base_{stat}"
            ja = f"{label(ctx, uid)} の元々の{name_ja}を{value}にする（{span}）"
            en = f"{label(ctx, uid)}'s original {stat} becomes {value} ({until})"
        elif p.get("to") is not None or p.get("double"):
            # 11.11.4.1: 'increase / decrease to N' is the difference at resolution, fixed after;
            # 11.11.4.1.1: 'doubled' adds the value at resolution
            now = VALUES[stat](ctx, uid)
            value = (int(p["to"]) - now) if p.get("to") is not None else now
            op = "add"
            cl = ("11.11.4.1", "11.11.1.7") + (("11.11.4.1.1",) if p.get("double") else ())
            what = f"{p['to']}まで増減" if p.get("to") is not None else "2倍に"
            ja = f"{label(ctx, uid)} の{name_ja}を{what}する: 現在の{now}から {value:+d}（{span}）"
            en = f"{label(ctx, uid)} {stat} {'to ' + str(p['to']) if p.get('to') is not None else 'doubled'}: {now} {value:+d} ({until})"
        else:
            op = "set" if p.get("set") is not None else "add"
            value = int(p["set"] if op == "set" else p.get("amount", 0))
            cl = ("11.11.1.9",) if op == "set" else ("11.11.1.7",)
            ja = f"{label(ctx, uid)} の{name_ja}{'を' + str(value) + 'にする' if op == 'set' else f'{value:+d}'}（{span}）"
            en = f"{label(ctx, uid)} {stat} {'= ' if op == 'set' else ''}{value:+d} ({until})"
        yield AddEffect(
            target=uid,
            stat=target_stat,
            op=op,
            value=value,
            until=until,
            source=str(p.get("source", "")),
            clauses=("11.3.1.2",) + cl,
            ja=ja,
            en=en,
        )

    return run


def shuffle(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    n = len(ctx.zone(player, "deck"))
    yield Shuffle(
        player=player,
        zone="deck",
        clauses=("7.5.1",) + (("7.5.1.1",) if n <= 1 else ()),
        ja=f"{player} は山札をシャッフルする"
        + ("（0枚か1枚なので順番は変わらないが、シャッフルしたものとして扱う）" if n <= 1 else ""),
        en=f"{player} shuffles the deck"
        + (
            " (0 or 1 card: the order does not change, but it counts as shuffled)" if n <= 1 else ""
        ),
        tag="shuffled",
    )


def search(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.11: look through a zone for a card; a hidden zone may be searched without finding
    (7.11.2); then ``to`` it goes, and a searched deck is shuffled (7.12.2)."""
    player = _player(ctx, p)
    zone = str(p.get("zone", "deck"))
    want = p.get("card")
    uid = find_card(ctx, want, player, (zone,)) if want and want not in ("none", False) else None
    public = ctx.game.zone(zone).public if ctx.game.zone(zone) else True
    if uid is None:
        yield Mark(
            clauses=("7.11.1",) + (("7.11.2",) if not public else ("7.11.3",)),
            touches=(f"{player}.{zone}",),
            ja=f"{player} は{ctx.zone_name(zone)}を探したが、カードを見つけ出さない",
            en=f"{player} searches the {ctx.zone_name(zone, 'en')} and finds nothing",
        )
    else:
        yield Mark(
            clauses=("7.11.1", "7.10.1"),
            ja=f"{player} は {label(ctx, uid)} を見つけ出し公開する",
            en=f"{player} finds and reveals {label(ctx, uid)}",
        )
        yield from move_card(ctx, uid, player, str(p.get("to", "hand")), ("7.11.1",))
    if zone == "deck":
        yield Do("shuffle", {"player": player}, clauses=("7.12.2",))


def reveal(ctx: Ctx, p: dict[str, Any]) -> Proc:
    uid = find_card(ctx, p["card"], p.get("player"))
    if uid is None:
        yield _missing(ctx, p["card"])
        return
    yield Mark(
        clauses=("7.10.1", "7.10.3", "7.10.4"),
        tag="revealed",
        # the scenario's reveal: done by the player given, else the card's owner
        data={
            "uids": [uid],
            "zones": [(ctx.where(uid) or ("", ""))[1]],
            "doer": p.get("player") or (ctx.card(uid).owner if ctx.card(uid) else None),
        },
        ja=f"{label(ctx, uid)} を公開する（領域は変わらない）",
        en=f"{label(ctx, uid)} is revealed (it stays where it is)",
    )


def token(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """15.4.6.1: calling a token creates the token unit on the circle when the unit is put."""
    player = _player(ctx, p)
    target = str(p.get("circle", "")).removeprefix("field.")
    if target not in open_circles(ctx, player):
        target = yield Choose(
            player,
            "circle",
            "トークンをコールするリアガードサークル",
            "the rear-guard circle for the token",
            tuple(circle_option(player, c) for c in open_circles(ctx, player)),
            ("6.2.3.2",),
        )
    extra = {k: p[k] for k in ("grade", "critical", "shield", "race") if p.get(k) is not None}
    if p.get("skills"):
        extra["skills"] = list(p["skills"])
    before = [c.uid for c in ctx.zone(player, circle(target))]
    s = yield Create(
        player=player,
        zone=circle(target),
        fields={"name": p["name"], "type": "token", "power": p.get("power"), "extra": extra},
        clauses=("15.4.6.1", "15.4.3", "15.2.2", "15.2.2.2", "6.2.3.3"),
        tag="called",
        ja=f"{p['name']}・トークンを{CIRCLE_JA[target]}にコールする（疑似カードを作成）",
        en=f"a {p['name']} token is called to {target} (a pseudo-card is created)",
    )
    from ruling.games._vg.turn import called_over

    yield from called_over(ctx, before, s)


def _song_to_center_back(ctx: Ctx, player: str, uid: str, cause: Any) -> Proc:
    """A song order played and resolved goes to the center back circle, not the drop (17.4.2):
    a unit there is retired first, a song order there put into the drop first, a locked card
    there put into the drop first (17.4.2.2, 17.4.2.2.1); the song order is put sideways, no
    orientation of its own (17.4.2.1)."""
    c = ctx.card(uid)
    assert c is not None
    for other in list(ctx.zone(player, circle("center_back"))):
        if other.states.get("locked"):
            yield Move(
                uid=other.uid,
                player=other.owner,
                zone="drop",
                clauses=("17.4.2", "17.4.2.2.1"),
                caused_by=(cause,),
                ja=f"楽曲オーダーを置く後列中央のサークルの呪縛カード {other.label} をドロップゾーンに置く",
                en=f"the locked card {other.label} on the center back circle goes to the drop first",
            )
        elif is_song(other):
            yield Move(
                uid=other.uid,
                player=other.owner,
                zone="drop",
                clauses=("17.4.2", "17.4.2.2"),
                caused_by=(cause,),
                ja=f"後列中央のサークルの楽曲オーダー {other.label} を先にドロップゾーンに置く",
                en=f"the song order {other.label} on the center back circle goes to the drop first",
            )
        else:
            # the circle is cleared because the song goes there (17.4.2) instead of the drop
            yield Do(
                "retire", {"card": other.uid}, caused_by=(cause,), clauses=("17.4.2", "17.4.2.2")
            )
    yield Move(
        uid=uid,
        player=player,
        zone=circle("center_back"),
        clauses=("17.4.2", "17.4.2.1"),
        caused_by=(cause,),
        ja=f"楽曲オーダー {c.label} をドロップゾーンではなく後列中央のサークルに置く",
        en=f"the song order {c.label} goes to the center back circle, not the drop",
    )
    from ruling.games._vg.circle_attributes import star_domain

    if star_domain(ctx, player, "center_back"):
        # 17.4.2.3: put on a circle of the 星域 attribute (17.3), it goes at once to the drop,
        # without waiting for a check timing
        yield Move(
            uid=uid,
            player=c.owner,
            zone="drop",
            clauses=("17.4.2.3",),
            caused_by=(cause,),
            ja=f"後列中央のサークルは星域属性なので、楽曲オーダー {c.label} をただちにドロップゾーンに置く",
            en=f"the center back circle is a 星域 circle: the song order {c.label} goes at once "
            "to the drop",
        )


def crest(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    yield Create(
        player=player,
        zone="crest_zone",
        fields={"name": p["name"], "type": "crest", "text": p.get("text", "")},
        clauses=("7.14.6", "15.7.1", "15.7.2", "15.2.2"),
        ja=f"{player} はクレスト「{p['name']}」を得る（クレストゾーンに作成）",
        en=f"{player} gets the crest '{p['name']}' (created in the crest zone)",
    )


def gift(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.14.3: a fighter who gets an imaginary gift carries out its process at once (7.14.3.1)."""
    player = _player(ctx, p)
    crown = crown_id(str(p["crown"]))
    if crown is None:
        yield Reject(
            f"クラウンタイプ {p['crown']} はありません",
            f"no crown type {p['crown']}",
            ("16.2.1.1",),
        )
        return
    kind = p.get("kind")
    if kind is not None and ROMAN_IN.get(str(kind).strip().lower()) is None:
        # a gift's kind is Ⅰ or Ⅱ (16.2.1.2.1): another is no gift
        yield Reject(
            f"ギフト種別 {kind} はありません（Ⅰ / Ⅱ）",
            f"no gift kind {kind} (I / II)",
            ("16.2.1.2.1",),
        )
        return
    if kind is not None:
        kind = ROMAN_IN[str(kind).strip().lower()]
    yield Mark(
        clauses=("7.14.3", "7.14.3.1", "7.14.3.2"),
        ja=f"{player} はイマジナリーギフトを得る（チェックタイミングを待たずに処理する）",
        en=f"{player} gets an imaginary gift (processed at once, without waiting for a check timing)",
    )
    yield from gift_process(ctx, player, crown, int(kind) if kind else None, False, None)


# 7.40.5: the gauge name whose put gives a token the gauge zone (「プラントゲージとして置く」)
PLANT_GAUGE = "プラント"


def gauge(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """7.40.1–7.40.2: put a card as gauge, associated with a unit; ``of: A`` (a player) and
    ``name``: a player's named gauge (7.40.3, 7.40.7), ``face: up`` to put it face up."""
    uid = find_card(ctx, p["card"], p.get("player"))
    if uid is None:
        yield _missing(ctx, p["card"])
        return
    c = ctx.card(uid)
    assert c is not None
    if p.get("of") in ctx.state.players:
        yield from _player_gauge(ctx, p, c)
        return
    host = find_card(ctx, p["of"]) if p.get("of") else None
    h = ctx.card(host) if host else None
    if h is not None and h.owner != c.owner:
        yield Reject(
            "オーナーが異なるカードのゲージとしては置けません",
            "it cannot become the gauge of a card with another owner",
            ("7.40.2.1",),
        )
        return
    face_up = str(p.get("face") or "") in ("up", "表")
    name = p.get("name")
    added = None
    if c.type == "token" and name == PLANT_GAUGE:
        # 7.40.5: a token put as plant gauge gets the gauge zone as a valid zone (15.2.4.1),
        # taken out of its erase zones (15.2.4.2), before it is put
        added = yield SetCard(
            uid=uid,
            changes={ADDED_VALID: ("gauge",)},
            clauses=("7.40.5", "15.2.4.1", "15.2.4.2"),
            ja=f"{c.label} の有効領域にゲージゾーンを加え、消去領域から取り除く",
            en=f"{c.label} gets the gauge zone as a valid zone, out of its erase zones",
        )
    # what it is put as (read by 「…が詩譜ゲージとして置かれた時」) and by whom (「…の効果で」)
    as_ = {"gauge_name": name, "gauge_of": host, **dict(p.get("by") or {})}
    s = yield Move(
        uid=uid,
        player=c.owner,
        zone="gauge",
        face_up=face_up,
        clauses=("7.40.1",),
        data=as_,
        caused_by=(added,) if added is not None else (),
    )
    if host:
        # 7.40.3: 「(名称)ゲージとして置く」 gives it the name too (4.15.4)
        named = {"gauge_name": str(name)} if name else {}
        yield SetCard(
            uid=uid,
            changes={"gauge_of": host, **named},
            caused_by=(s,),
            clauses=("7.40.2", "4.15.3") + (("7.40.3", "4.15.4") if name else ()),
            ja=f"{c.label} を {label(ctx, host)} の{name or ''}ゲージとして関連付ける",
            en=f"{c.label} becomes {label(ctx, host)}'s {name + ' ' if name else ''}gauge",
        )


def gauge_listed(ctx: Ctx) -> None:
    """At set-up: a card the scenario lists in a gauge zone with ``gauge_of`` is a gauge
    associated (4.15.3) with the unit it names (a card on a circle, with the same owner:
    7.40.2.1), or with the player it names (``A`` / ``B``: a player's gauge, 7.40.7.2, with no
    name unless ``gauge_name`` gives one, 4.15.4.2); ``gauge_name`` gives the gauge its name (7.40.3,
    4.15.4). ``gauge_of`` off a gauge zone, a unit not found, or an owner not the gauge's is an
    error of the scenario."""
    from ruling.scenario import Diagnostic, ScenarioError

    st = ctx.state
    wrong: list[tuple[str, str]] = []
    for p in st.players:
        for z, cards in st.players[p].zones.items():
            for c in cards:
                of, name = c.extra.get("gauge_of"), c.extra.get("gauge_name")
                if of is None and name is None:
                    continue
                if z != "gauge":
                    wrong.append(
                        (
                            f"{c.label}: `gauge_of` / `gauge_name` are for a card in a gauge zone (4.15.3)",
                            f"{c.label}: `gauge_of` / `gauge_name` はゲージゾーンのカードにだけ書ける（4.15.3）",
                        )
                    )
                    continue
                if name:
                    c.states["gauge_name"] = str(name)
                if of is None:
                    continue
                if str(of) in st.players:
                    # with no ``gauge_name``: a gauge with no name (4.15.4.2)
                    c.states["gauge_player"] = str(of)
                    continue
                host = find_card(ctx, of, None, tuple(circle(x) for x in CIRCLES))
                h = ctx.card(host) if host else None
                if h is None:
                    wrong.append(
                        (
                            f"{c.label}: `gauge_of: {of}` names no card on a circle (4.15.3)",
                            f"{c.label}: `gauge_of: {of}` はサークル上のカードを指していない（4.15.3）",
                        )
                    )
                elif h.owner != c.owner:
                    wrong.append(
                        (
                            f"{c.label}: a gauge of a card with another owner (7.40.2.1)",
                            f"{c.label}: オーナーが異なるカードのゲージにはできない（7.40.2.1）",
                        )
                    )
                else:
                    c.states["gauge_of"] = h.uid
    if wrong:
        raise ScenarioError("", [Diagnostic("gauge_of", e, ja=j) for e, j in wrong])


def _player_gauge(ctx: Ctx, p: dict[str, Any], c: Card) -> Proc:
    """7.40.7: a card put as a player's gauge — nothing happens unless an effect lets that
    player have the gauge (7.40.7.1); else it is put as gauge (7.40.1, in its owner's gauge
    zone), associated with the player (7.40.7.2, 4.15.3) and given the name (7.40.3, 4.15.4)."""
    from ruling.games._vg.abilities import may_have_gauge

    who = str(p["of"])
    # with no name: a gauge that has none (4.15.4.2), 「あなたのゲージとして置く」
    name = str(p.get("name") or "")
    allowed = may_have_gauge(ctx, who, str(name))
    if allowed is None:
        yield Reject(
            f"{who} に「{name}ゲージ」を持つことができる効果が適用されていないため、何もしない",
            f"no effect lets {who} have 「{name}」 gauge: nothing happens",
            ("7.40.7", "7.40.7.1"),
        )
        return
    face_up = str(p.get("face") or "") in ("up", "表")
    s = yield Move(
        uid=c.uid,
        player=c.owner,
        zone="gauge",
        face_up=face_up,
        clauses=("7.40.1", "7.40.7", "7.40.7.2"),
        data={"gauge_name": name, "gauge_player": who, **dict(p.get("by") or {})},
    )
    yield SetCard(
        uid=c.uid,
        changes={"gauge_player": who, "gauge_name": str(name), "gauge_of": None},
        caused_by=(s,),
        clauses=("7.40.7.2", "4.15.3") + (("7.40.3", "4.15.4") if name else ("4.15.4.2",)),
        ja=f"{c.label} を {who} の「{name}ゲージ」として関連付ける（{allowed}）",
        en=f"{c.label} becomes {who}'s 「{name}」 gauge ({allowed})",
    )


def is_prison(c: Card) -> bool:
    """A set order of subtype 監獄 (17.5.1.1), not itself imprisoned: the scenario's skill
    ``prison``, or the subtype printed among the card's categories (``groups``) or ``traits``."""
    if c.states.get("imprisoned"):
        return False
    said = (*c.extra.get("skills", ()), *c.extra.get("groups", ()), *(c.traits or ()))
    return "prison" in said or PRISON in said


PRISON = "監獄"


def imprison(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """17.5.1.1 (``by_text``: carried out by card text, with these clauses — a card not
    imprisoned for want of a prison is then no rejected input, the step just does nothing)."""
    player = _player(ctx, p)
    uid = find_card(ctx, p["card"])
    if uid is None:
        yield _missing(ctx, p["card"])
        return
    prisons = [c for c in ctx.zone(player, "order_zone") if is_prison(c)]
    if not prisons:
        if "by_text" in p:
            yield Mark(
                clauses=tuple(p["by_text"]) + ("17.5.1.1",),
                ja=f"{player} のオーダーゾーンに監獄がないため、{label(ctx, uid)} は収容されない",
                en=f"{player} has no prison in the order zone: {label(ctx, uid)} is not imprisoned",
            )
            return
        yield Reject(
            f"{player} のオーダーゾーンに監獄がないため、収容できません",
            f"{player} has no prison in the order zone: nothing is imprisoned",
            ("17.5.1.1",) + ctx.principle("impossible"),
        )
        return
    from ruling.games._vg.dress import origins

    w = ctx.where(uid)
    dressed = origins(ctx, uid) if w and w[1].startswith("field.") else []
    s = yield Move(
        uid=uid,
        player=player,
        zone="order_zone",
        clauses=("17.5.1.1", "4.1.13"),
        ja=f"{label(ctx, uid)} を {player} の監獄に収容する（4.1.13 の例外）",
        en=f"{label(ctx, uid)} is imprisoned in {player}'s prison (an exception to 4.1.13)",
    )
    yield SetCard(
        uid=uid,
        changes={"imprisoned": True},
        caused_by=(s,),
        # 17.5.2.1: imprisoned, it keeps its information but is no card on the field, and its
        # abilities do not work there (an order zone no unit ability names, 11.4.4.1)
        clauses=("17.5.2", "17.5.2.1", "17.5.2.2"),
    )
    if dressed:
        yield from _imprison_dress_origins(ctx, player, dressed, s)


def _imprison_dress_origins(ctx: Ctx, player: str, dressed: list[Card], moved: int) -> Proc:
    """17.5.1.2 as printed 「同時のそのドレス元カードも収容されません」 is garbled, and its negation
    goes against 6.7.5 (dress origins move with their unit): both readings are run
    (imprison_dress_origins) — imprisoned with it, or left on the circle, no longer associated."""
    how = yield unsettled.choose(
        player, "vg", "imprison_dress_origins", {"imprisoned_too": True, "stay": False}
    )
    names = "、".join(o.label for o in dressed)
    names_en = ", ".join(o.label for o in dressed)
    if how:
        m = yield MoveMany(
            uids=tuple(o.uid for o in dressed),
            player=player,
            zone="order_zone",
            clauses=("17.5.1.2", "6.7.5"),
            caused_by=(moved,),
            ja=f"ドレス元（{names}）も同時に {player} の監獄に収容される",
            en=f"its dress origins ({names_en}) are imprisoned in {player}'s prison with it",
        )
        for o in dressed:
            yield SetCard(
                uid=o.uid,
                changes={"dress_origin": None, "imprisoned": True},
                caused_by=(m,),
                clauses=("17.5.1.2", "17.5.2"),
            )
        return
    for o in dressed:
        yield SetCard(
            uid=o.uid,
            changes={"dress_origin": None},
            caused_by=(moved,),
            clauses=("17.5.1.2", "4.1.13"),
            ja=f"{o.label} は収容されずサークルに残り、関連付けは取り消される",
            en=f"{o.label} is not imprisoned: it stays on the circle, no longer associated",
        )


# --------------------------------------------------------------------------- orders (11.8)


def order_limit(ctx: Ctx, player: str) -> tuple[int, bool]:
    """The player's order limit: 1 「特に指定がないかぎり」 (9.9.2.3.1, 11.8.2.1.1.1), or the one a
    scenario sets, plus the changes effects in force make to it (「このターン中、あなたのオーダー
    上限は＋１される」); and whether an effect changed it."""
    base = int(val(ctx, "order_limit", player, 1) or 1)
    adds = [
        int(e.value)
        for e in ctx.state.effects
        if e.stat == "order_limit" and e.target == player and e.op == "add"
    ]
    return base + sum(adds), bool(adds)


def _fused_order(ctx: Ctx, player: str, uid: str, name: str) -> Proc:
    """Order card B a scenario's ``fuse:`` names, 魔合成'd into order card A (``uid``) as A is
    played: A's text must carry the instruction (7.44.1), and B be a card it lets be chosen
    (where from, which kind). B's uid, or None when the play is refused."""
    from dataclasses import replace

    from ruling.games._vg.abilities import fuse_instruction, programs
    from ruling.games._vg.selectors import matches

    c = ctx.card(uid)
    assert c is not None
    got = fuse_instruction(ctx, uid)
    if got is None:
        yield Reject(
            f"{c.label} には他のオーダーを魔合成する指示がありません",
            f"{c.label} has no instruction to 魔合成 another order into it",
            ("7.44.1",),
        )
        return None
    ab, which = got
    b = find_card(ctx, name, player, ("hand",))
    cb = ctx.card(b) if b is not None else None
    if cb is None or b == uid or ctx.where(b) != (player, "hand"):
        yield Reject(
            f"{player} の手札に魔合成する {name} がありません",
            f"{name} is not in {player}'s hand to be 魔合成'd",
            ("7.44.1", "7.44.1.2") + ctx.principle("impossible"),
        )
        return None
    if not is_order(cb) or not matches(ctx, cb, replace(which, zones=(), owner=None), uid):
        yield Reject(
            f"{cb.label} は魔合成できるカードではありません（{ab.text}）",
            f"{cb.label} is not a card that may be 魔合成'd ({ab.text})",
            ("7.44.1", "7.44.1.2"),
        )
        return None
    if any(
        x.program is not None and x.program.kind in ("auto", "continuous")
        for x in programs(ctx, cb.uid)
    ):
        yield Warn(
            "unsupported",
            f"未対応: 魔合成したオーダー {cb.label} の永続能力・自動能力を {c.label} が得ること（7.44.2）は考慮していません",
            f"unsupported: {c.label} gaining the continuous / automatic abilities of {cb.label} "
            "(7.44.2) is not taken into account",
            ("7.44.2",),
        )
    return b


def _fused_order_after(ctx: Ctx, player: str, fused: str, cause: int) -> Proc:
    """Order B, 魔合成'd into the order played, once that order has resolved and gone: no
    clause moves B (7.44.1.2 only designates it) while 11.8.3.2 puts the order card played
    into the drop — both readings are run (``fused_order_b_after``)."""
    drop = yield unsettled.choose(
        player, "vg", "fused_order_b_after", {"stays": False, "drop": True}
    )
    if drop:
        yield Move(
            uid=fused,
            player=player,
            zone="drop",
            clauses=("11.8.3.2", "7.44.2"),
            caused_by=(cause,),
            ja=f"魔合成した {label(ctx, fused)} もドロップゾーンに置く",
            en=f"{label(ctx, fused)}, 魔合成'd into it, goes to the drop too",
        )
        return
    w = ctx.where(fused)
    yield Mark(
        clauses=("7.44.1.2",),
        caused_by=(cause,),
        touches=(fused, *([f"{w[0]}.{w[1]}"] if w else [])),
        ja=f"魔合成した {label(ctx, fused)} は指定されただけで、元の領域に残る",
        en=f"{label(ctx, fused)}, 魔合成'd into it, was only designated: it stays where it was",
    )


def play_order(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = _player(ctx, p)
    uid = find_card(ctx, p["card"], player, ("hand",))
    if uid is None or ctx.where(uid) != (player, "hand"):
        yield Reject(
            f"{player} の手札に {p['card']} がありません",
            f"{p['card']} is not in {player}'s hand",
            ctx.principle("impossible"),
        )
        return
    c = ctx.card(uid)
    assert c is not None
    if not is_order(c):
        yield Reject(
            f"{c.label} はオーダーではありません", f"{c.label} is not an order", ("2.9.3.2",)
        )
        return
    from ruling.games._vg.abilities import no_play

    forbidden = no_play(ctx, c)
    if forbidden is not None:
        yield SetVar(key=vkey("orders_refused", player), value=True)
        yield Reject(
            f"{c.label} は「このカードはプレイできない」ため、プレイできません（{forbidden}）",
            f"{c.label} says it cannot be played: it cannot be played ({forbidden})",
            ("1.3.3", "11.1.1.3", "11.4.4.1"),
        )
        return
    blitz = c.type == "blitz"
    battle = st.vars.get("battle") or {}
    if blitz:
        ok = st.turn.step == "guard" and player == battle.get("defender")
        when = ("10.5.1.2.5",)
    else:
        ok = st.turn.phase == "main" and player == st.turn.player
        when = ("9.9.2.3",)
    if not ok:
        # also the clause of the timing it is in, which lists the orders played there (the main
        # phase: non-Blitz orders, 9.9.2.3; the guard step: Blitz orders, 10.5.1.2.5)
        here = ("9.9.2.3",) if st.turn.phase == "main" else ()
        here += ("10.5.1.2.5",) if st.turn.step == "guard" else ()
        yield SetVar(key=vkey("orders_refused", player), value=True)
        yield Reject(
            "このタイミングではこのオーダーをプレイできません",
            "this order cannot be played at this time",
            tuple(dict.fromkeys(when + here)),
        )
        return
    from ruling.games._vg.legion import leader_first
    from ruling.games._vg.values import grade_now

    vs = leader_first(ctx, vanguards(ctx, player))
    v = vs[0] if vs else None
    g_ = grade(c)
    cap = grade_now(ctx, v.uid) if v is not None else None
    others = [n for u in vs[1:] if (n := grade_now(ctx, u.uid)) is not None]
    if g_ is not None and cap is not None and any(cap < g_ <= n for n in others):
        # 9.9.2.3 「自身のヴァンガードのグレード以下」 with two vanguards of a legion (6.4.3.2),
        # the order's grade above the leader's and within the other's: which vanguard's grade
        # (``legion_order_grade``; 6.4.3.2.1 names the leader's for the ride step's ride only)
        either = yield from unsettled.holds(player, "vg", "legion_order_grade", "any_vanguard")
        if either:
            cap = max(others)
    if g_ is not None and (v is None or cap is None or g_ > cap):
        # a play refused before the card moved: it is no order played this turn (11.8.2.1.1
        # counts those), and a later play's limit check reads the count it left (below)
        yield SetVar(key=vkey("orders_refused", player), value=True)
        yield Reject(
            f"{c.label}（グレード{grade(c)}）はヴァンガードのグレード以下ではないのでプレイできません",
            f"{c.label} (grade {grade(c)}) is above the vanguard's grade: it cannot be played",
            when,
        )
        return
    from ruling.games._vg.abilities import order_play, order_requirement, order_time

    fused: str | None = None
    if p.get("fuse"):
        fused = yield from _fused_order(ctx, player, uid, p["fuse"])
        if fused is None:
            return
    if not (yield from order_requirement(ctx, player, uid)):
        return
    if fused is not None and not (yield from order_requirement(ctx, player, fused)):
        # 7.44.1.3: order B's requirement, added after A's, is checked with it (11.8.2.4.2)
        return
    yield from order_time(ctx, player, uid, when)
    played = int(val(ctx, "orders_played", player))
    limit, changed = order_limit(ctx, player)
    lcl: tuple[str, ...] = ("11.8.2.1.1", "11.8.2.1.1.1") + (
        ("9.9.2.3.1",) if not blitz else ("10.5.1.2.5.1",)
    )
    if limit != 1 or changed:
        # 「特に指定がないかぎり…オーダー上限は1」 (9.9.2.3.1): another limit is one a card's text
        # set, which beats the rule (1.3.1)
        lcl += ctx.principle("text_beats_rules")
    if played >= limit:
        yield Reject(
            f"このターン中にすでにオーダーを{played}枚プレイしており、オーダー上限{limit}以上なのでプレイは取り消されます",
            f"{played} order(s) already played this turn, at the order limit {limit}: the play is cancelled",
            # with the clause of the timing, whose permission is given only below the limit
            # (9.9.2.3 / 10.5.1.2.5: 「…枚数が自身のオーダー上限未満の場合」); a ticket counts
            # as an order by its main type (15.5.1.1) and follows the order rules (15.5.5)
            when + lcl + (("15.5.1.1", "15.5.5") if c.type == "ticket" else ()),
        )
        return
    s = yield Move(
        uid=uid,
        player=player,
        zone="order_area",
        clauses=("11.8.2.1", "11.8.2.1.1")
        + when
        # the limit decides this play when the count it is compared with (9.9.2.3.1) holds an
        # order played this turn, or would have held one refused this turn had it counted
        + (lcl if played or st.vars.get(vkey("orders_refused", player)) else ())
        # a ticket, an order by its main type (15.5.1.1), follows the order rules (15.5.5)
        + (("15.5.1.1", "15.5.5") if c.type == "ticket" else ()),
        ja=f"{player} は {c.label} をプレイし、オーダー領域に置く",
        en=f"{player} plays {c.label} and puts it in the order area",
    )
    if fused is not None:
        b = ctx.card(fused)
        assert b is not None
        yield Mark(
            clauses=("7.44.1", "7.44.1.1", "7.44.1.2"),
            caused_by=(s,),
            touches=(fused,),
            ja=f"{b.label} を指定し、{c.label} に魔合成する",
            en=f"{b.label} is designated and 魔合成'd into {c.label}",
        )
    yield SetVar(key="playing_orders", value=[*(st.vars.get("playing_orders") or []), uid])
    yield SetVar(key=vkey("orders_played", player), value=played + 1)
    # the card is moved to the order area first (11.8.2.1.1), then its cost is paid (11.8.2.2,
    # 11.8.2.4.2): a cost that cannot be paid cancels the play — the play is refused, the card
    # back in the hand, though it went through the order area
    yield ActionProper()
    if not (yield from order_play(ctx, player, uid, s, fused)):
        # the cost written first, paid as it is played, could not be paid (11.8.2.4.2)
        yield Move(
            uid=uid, player=player, zone="hand", clauses=("11.8.2.2", "11.8.2.4", "11.8.2.4.2")
        )
        yield SetVar(
            key="playing_orders",
            value=[u for u in st.vars.get("playing_orders") or [] if u != uid] or None,
        )
        yield SetVar(key=vkey("orders_played", player), value=played or None)
        return
    if p.get("cost"):
        ok2 = yield Do(
            "cost", {"player": player, "steps": p["cost"]}, caused_by=(s,), clauses=("11.8.2.4",)
        )
        if ok2 is False:
            yield Move(uid=uid, player=player, zone="hand", clauses=("11.8.2.2",))
            yield SetVar(
                key="playing_orders",
                value=[u for u in st.vars.get("playing_orders") or [] if u != uid] or None,
            )
            yield SetVar(key=vkey("orders_played", player), value=played or None)
            return
    # the play is made (11.8.2.1-11.8.2.4): 「…がオーダーをプレイした時」 triggers on it
    yield Mark(
        clauses=("11.8.2.4",),
        caused_by=(s,),
        tag="order_played",
        data={"uid": uid, "player": player},
        ja=f"{player} は {c.label} をプレイした",
        en=f"{player} has played {c.label}",
    )
    from ruling.games._vg import formula

    # an order played in its player's main phase: C+P=X counts it (17.16.7.2)
    yield from formula.count(ctx, player, "order", s)
    from ruling.games._vg import equip

    equips = equip.equip_names(ctx, c)
    if equips is not None:
        # 17.8.3: an equip order is not resolved and put into the drop, but put with the unit
        # of the card name its equip ability names
        yield from equip.resolve(ctx, player, c, equips, s)
        yield SetVar(
            key="playing_orders",
            value=[u for u in st.vars.get("playing_orders") or [] if u != uid] or None,
        )
        return
    regalis = "regalis_piece" in skills(ctx, c)
    done = int(val(ctx, "regalis_resolved", player))
    rlimit = int(val(ctx, "regalis_limit", player, 1) or 1)
    if regalis and done >= rlimit:
        yield Mark(
            clauses=("14.51.2.2", "14.51.2.2.1"),
            caused_by=(s,),
            touches=(f"{player}.drop",),
            ja=f"{player} はこのゲーム中すでにレガリスピースを{done}回解決しており（上限{rlimit}）、{c.label} のテキストは解決しない",
            en=f"{player} already resolved a regalis piece {done} time(s) this game (limit {rlimit}): {c.label}'s text is not resolved",
        )
    else:
        r = yield Mark(
            clauses=("11.8.3", "11.8.3.1"),
            caused_by=(s,),
            ja=f"{c.label} を解決する",
            en=f"{c.label} resolves",
        )
        for sub in p.get("effect") or []:
            params = {k: v for k, v in sub.items() if k != "do"}
            params.setdefault("player", player)
            yield Do(sub["do"], params, caused_by=(r,), clauses=("11.8.3.1", "11.8.3.1.1"))
        if "effect" not in p:
            # no effect spelled out: the order's own text, when the engine can run it
            from ruling.games._vg.abilities import order_text

            yield from order_text(ctx, player, uid, r)
            if fused is not None:
                # 7.44.1.3: order B's text other than its cost, added right after A's, is
                # carried out as A's (11.8.3.1.1: in the order written)
                r2 = yield Mark(
                    clauses=("7.44.1.3", "7.44.1.4", "11.8.3.1.1"),
                    caused_by=(r,),
                    ja=f"魔合成した {label(ctx, fused)} のテキストを続けて解決する",
                    en=f"the text of {label(ctx, fused)}, 魔合成'd into it, resolves next",
                )
                yield from order_text(ctx, player, uid, r2, text_of=fused)
        if regalis:
            yield SetVar(
                key=vkey("regalis_resolved", player), value=done + 1, clauses=("14.51.2.2",)
            )
    dest = "order_zone" if c.type == "set_order" else "drop"
    if dest == "drop" and is_song(c) and ctx.where(uid) == (player, "order_area"):
        yield from _song_to_center_back(ctx, player, uid, s)
    elif ctx.where(uid) == (player, "order_area"):
        yield Move(
            uid=uid,
            player=c.owner,
            zone=dest,
            clauses=("11.8.3.3",) if dest == "order_zone" else ("11.8.3.2",),
            ja=f"{c.label} を{'オーダーゾーン' if dest == 'order_zone' else 'ドロップゾーン'}に置く",
            en=f"{c.label} goes to the {'order zone' if dest == 'order_zone' else 'drop'}",
        )
    elif ctx.card(uid) is not None:
        # the order moved itself out of the order area as its own effect said (「このカードを
        # ソウルに置き」): 11.8.3.2 / 11.8.3.3 cannot put it anywhere, and it stays (1.3.2)
        w = ctx.where(uid)
        yield Mark(
            clauses=(("11.8.3.3",) if dest == "order_zone" else ("11.8.3.2",)) + ("1.3.2",),
            caused_by=(s,),
            touches=(uid, *([f"{w[0]}.{w[1]}"] if w else [])),
            ja=f"{c.label} はもうオーダー領域にないため、{'オーダーゾーン' if dest == 'order_zone' else 'ドロップゾーン'}"
            "には置かれない（実行不可能なことは単に行われない）",
            en=f"{c.label} is no longer in the order area: it is not put into the "
            f"{'order zone' if dest == 'order_zone' else 'drop'} (what cannot be done is simply not done)",
        )
    if fused is not None and ctx.where(fused) == (player, "hand"):
        yield from _fused_order_after(ctx, player, fused, s)
    yield SetVar(
        key="playing_orders",
        value=[u for u in st.vars.get("playing_orders") or [] if u != uid] or None,
    )


def cost(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """11.7.1 / 11.8.2.2 / 11.9.5: a cost is decided and paid all at once; if any part cannot
    be paid none of it is."""
    player = _player(ctx, p)
    steps = p.get("steps") or []
    problems = [why for sub in steps if (why := _cannot_pay(ctx, player, sub))]
    if problems:
        yield Reject(
            "コストの一部を支払えないため、コストはまったく支払われません: " + "、".join(problems),
            "part of the cost cannot be paid, so none of it is: " + ", ".join(problems),
            ("11.7.1", "11.8.2.2", "11.9.5"),
        )
        return False
    zero: list[int] = []
    for sub in steps:
        params = {k: v for k, v in sub.items() if k != "do"}
        params.setdefault("player", player)
        amount = params.get("amount")
        if amount is not None and int(amount) <= 0:
            z = yield Mark(
                clauses=("1.3.2.3",),
                ja=f"コストとしての「{sub['do']}」が{amount}回なので、何もせずにその分のコストは支払ったことになる",
                en=f"the cost '{sub['do']}' is {amount} times: nothing is done and that part counts as paid",
            )
            zero.append(z)
            continue
        yield Do(sub["do"], params, clauses=("11.7.1",))
    paid = yield Mark(
        clauses=("11.7.1",),
        caused_by=tuple(zero),
        ja="コストをすべて支払った",
        en="the whole cost is paid",
    )
    return paid


def _cannot_pay(ctx: Ctx, player: str, sub: dict[str, Any]) -> str | None:
    verb, n = sub.get("do"), int(sub.get("amount", 0) or 0)
    if n <= 0:
        return None
    if verb == "counter_blast" and len([c for c in ctx.zone(player, "damage") if c.face_up]) < n:
        return f"表向きのダメージが{n}枚ない"
    if verb == "soul_blast" and len(ctx.zone(player, "soul")) < n:
        return f"ソウルが{n}枚ない"
    if verb == "energy_blast" and int(val(ctx, "energy", player)) < n:
        return f"エネルギーが{n}ない"
    if verb == "discard" and len(ctx.zone(player, "hand")) < len(sub.get("cards") or [1]):
        return "捨てる手札がない"
    return None


# --------------------------------------------------------------------------- other actions


def auto(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An automatic ability of a card meets its trigger condition (11.9.2) and waits for the
    next check timing; its effect is given as actions (the engine cannot run card text)."""
    player = _player(ctx, p)
    src = find_card(ctx, p["source"]) if p.get("source") else None
    if p.get("when"):
        yield AddDelayed(
            ability="auto",
            master=player,
            source=src,
            params={
                "player": player,
                "source": src,
                "effect": list(p.get("effect") or []),
                "cost": list(p.get("cost") or []),
                "when": p["when"],
                "whose": p.get("whose") or player,
            },
            until="game",
            clauses=("11.1.1.2.1",),
            ja=f"{player} の自動能力（誘発条件: {p['when']}）",
            en=f"{player}'s automatic ability (trigger condition: {p['when']})",
        )
        return
    yield Mark(
        clauses=("11.9.1", "11.9.2"),
        tag="auto_triggered",
        data={
            "player": player,
            "source": src,
            "effect": list(p.get("effect") or []),
            "cost": list(p.get("cost") or []),
        },
        ja=f"{player} の{label(ctx, src) + 'の' if src else ''}自動能力が誘発する",
        en=f"{player}'s automatic ability{' of ' + label(ctx, src) if src else ''} triggers",
    )


def extra_turn(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = _player(ctx, p)
    stack = list(ctx.state.vars.get("extra_turns") or [])
    yield SetVar(
        key="extra_turns",
        value=[*stack, player],
        clauses=("18.2.1", "18.2.2"),
        ja=f"{player} は追加の1ターンを得る",
        en=f"{player} gets an extra turn",
    )


concede = at_once.lose(
    __name__,
    "concede",
    ("1.2.4", "1.2.4.1"),
    "{player} は投了し、チェックタイミングを待たずにただちに敗北",
    "{player} concedes and loses at once, without waiting for a check timing",
)
lose_by_effect = at_once.lose(
    __name__,
    "effect",
    ("1.2.5",),
    "効果により {player} はチェックタイミングを待たずに敗北",
    "an effect makes {player} lose, without waiting for a check timing",
)
win_by_effect = at_once.win_by_effect(
    __name__,
    ("1.2.5", "1.2.1"),
    "効果により {player} がチェックタイミングを待たずに勝利（{others} の敗北）",
    "an effect makes {player} win at once ({others} loses)",
)


def check_timing(ctx: Ctx, p: dict[str, Any]) -> Proc:
    yield CheckTiming(("11.6.1",))


def loop(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """18.1: ``actions`` repeat for ever; ``stop`` lists the fighters who have a choice in the
    loop that ends it; ``count`` their declared numbers. The loop body is run once; if it
    returns the board to where it began it is an endless loop (18.1.1): nobody can stop it → a
    draw (18.1.1.1); one fighter → that fighter's count (18.1.1.2); both → the turn fighter
    declares first, the smaller count applies (18.1.1.3); ``each`` is what the passes add, all
    applied at once (18.1.1.4). The shared procedure is ``ruling.loops``."""
    yield from loops.loop(ctx, p, LOOP)


LOOP = loops.LoopClauses("18.1.1", "18.1.1.1", "18.1.1.2", "18.1.1.3", at_once="18.1.1.4")
