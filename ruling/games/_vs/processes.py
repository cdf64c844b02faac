"""Rule processes (chapter 9): checked and carried out only at a check timing (9.1.1), all
that are due at once together — the deck renewal first (9.1.1.1)."""

from __future__ import annotations

from ruling import unsettled
from ruling.assertions import GAME_OVER, kept_in
from ruling.core import Ctx
from ruling.games._vs.basic import DAMAGE_MET, refill_ring, to_zone
from ruling.games._vs.common import (
    ACTIVATED_ON,
    BENCH_ZONES,
    FIELD_ZONES,
    IN_WINDOW,
    Proc,
    damage_of,
    field_cards,
    shuffled,
    take_top,
    value_watch,
    view,
    zone_of,
)
from ruling.pregame import deck_listed, found_in_game
from ruling.rules import (
    Choose,
    Finding,
    Lose,
    Mark,
    Move,
    MoveMany,
    Option,
    RuleProcess,
    SetVar,
    Shuffle,
)
from ruling.state import Card
from ruling.values import count_not_given, known_number, rule_acts, unknown_zone


def find_refresh(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        if not ctx.zone(p, "deck") and ctx.zone(p, "waiting"):
            if not deck_listed(ctx, p):
                # a deck the scenario did not list is unknown, not empty: said, no renewal
                unknown_zone(ctx, p, "deck", "山札", "deck", ("9.8.1",))
                continue
            out.append(Finding(p, (f"{p}.deck",)))
    return out


def apply_refresh(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    waiting = [c.uid for c in ctx.zone(p, "waiting")]
    # 9.1.1.1 decides the order only when another rule process is due with it (an empty ring
    # waiting for the new deck, a loss check, …)
    others = not ctx.zone(p, "ring") or any(
        rp.find(ctx) for rp in RULE_PROCESSES if rp.id != "deck_refresh"
    )
    yield MoveMany(
        uids=tuple(waiting),
        player=p,
        zone="deck",
        face_up=False,
        # the loss condition of an empty deck and waiting room (9.2.3), checked at the same
        # check timing, is read and not met: the waiting room holds cards
        clauses=("9.8.1", "3.2.6", "9.2.3") + (("9.1.1.1",) if others else ()),
        ja=f"{p} の山札が0枚（控え室にカードがあるため敗北条件は満たさない）: 控え室のカード"
        f"{len(waiting)}枚をすべて裏向きにして新たな山札とする",
        en=f"{p}'s deck is empty (the waiting room holds cards: no loss): the {len(waiting)} "
        "waiting-room cards become the new deck",
    )
    yield Shuffle(player=p, zone="deck", clauses=("9.8.1",), ja="シャッフルする", en="shuffled")
    yield from shuffled(ctx, p)
    # the new deck's card is face down, and neither 9.8.1 nor 3.2.6 turns it: face up as a new
    # card in a public zone (3.1.3) or face down as 3.5.2 allows — both readings run
    up = yield unsettled.choose(
        p, "vs", "renewal_retire_face", {"face_up": True, "face_down": False}
    )
    read = ctx.last
    top = ctx.card((yield from take_top(ctx, p)))
    assert top is not None
    yield Move(
        uid=top.uid,
        player=p,
        zone="retire",
        face_up=bool(up),
        caused_by=(read,),
        clauses=("9.8.1", "3.2.6", "3.5.2"),
        ja=f"新たな山札の上から1枚（{top.label}）を {p} のリタイヤ置場に置く",
        en=f"the top card of the new deck ({top.label}) goes to {p}'s retire zone",
    )


def find_defeat(ctx: Ctx) -> list[Finding]:
    if not ctx.state.pending and _waiting(ctx):
        # abilities in the resolution zone while a cancel waits to resolve (4.5.1.1 / 4.5.1.2):
        # the loss condition waits for them as for the pending ones (1.2.2.1 / 1.2.2.2, the
        # engine's reading; the other is ``loss_reading``'s)
        return []
    losers: list[str] = []
    watch: list[str] = []
    why: dict[str, str] = {}
    for p in ctx.state.players:
        count_not_given(ctx, p, "retire", "リタイヤ置場", "retire zone", 10, ("9.2.2",))
        if len(ctx.zone(p, "retire")) >= 10:
            losers.append(p)
            # the count is of every card there: each step that put one now there is a cause (a
            # deck renewal's retire card, 9.8.1, as much as the last one); one whose card left
            # the retire zone since is not (``Ctx.contributed``)
            watch += ctx.contributed(f"{p}.retire", "in")
            why[p] = "retire"
        elif not ctx.zone(p, "deck") and not ctx.zone(p, "waiting"):
            if not deck_listed(ctx, p):
                # a deck the scenario did not list is unknown, not empty: said as an assumption
                unknown_zone(ctx, p, "deck", "山札", "deck", ("9.2.3",))
                continue
            # a waiting room the scenario did not list holds only the cards put there: said
            count_not_given(ctx, p, "waiting", "控え室", "waiting room", 1, ("9.2.3",), False)
            losers.append(p)
            # each step that took a card out of the deck or the waiting room (a draw, a deck
            # renewal 9.8.1 that made the waiting room the deck), not only the last
            watch += [*ctx.contributed(f"{p}.deck", "out"), *ctx.contributed(f"{p}.waiting", "out")]
            why[p] = "deck"
    if not losers:
        return []
    return [Finding(None, tuple(watch), {"losers": tuple(losers), "why": why})]


def apply_defeat(ctx: Ctx, f: Finding) -> Proc:
    losers = tuple(f.data["losers"])
    why = f.data["why"]
    out = tuple(p for p in losers if why[p] == "deck")
    if out and len(out) < len(losers):
        # a player with neither deck nor waiting room (9.8.1's loss, in the deck renewal that
        # goes first, 9.1.1.1) and another player's loss condition at the same check timing:
        # whether 9.8.1's loss comes at once (the game ends there, 1.2.1) or with the others
        # (9.2.3, 9.2.1) is not settled (the audit's ``renewal_loss_moment``)
        together = yield unsettled.choose(
            ctx.state.turn.player,
            "vs",
            "renewal_loss_moment",
            {"with_the_others": True, "at_once": False},
        )
        if not together:
            yield Lose(
                players=out,
                clauses=("9.8.1", "9.1.1.1", "1.2.1"),
                ja=f"{'、'.join(out)} の山札にも控え室にもカードが無い: 山札の更新（先に実行）の中で敗北する",
                en=f"{', '.join(out)} has no card in the deck nor the waiting room: loses inside "
                "the deck renewal, which goes first",
                reason="deck",
            )
            return
    clauses: list[str] = ["9.2.1", "1.2.2"]
    for p in losers:
        # no card in the deck nor the waiting room: the deck renewal due for the empty deck
        # (9.8.1) cannot be done, and its last sentence states this very loss
        clauses += ["9.2.2", "1.2.2.1"] if why[p] == "retire" else ["9.2.3", "1.2.2.2", "9.8.1"]
    ja = "、".join(
        f"{p} のリタイヤ置場が{len(ctx.zone(p, 'retire'))}枚"
        if why[p] == "retire"
        else f"{p} の山札と控え室にカードが1枚もない"
        for p in losers
    )
    en = "; ".join(
        f"{p} has {len(ctx.zone(p, 'retire'))} cards in the retire zone"
        if why[p] == "retire"
        else f"{p} has no card in the deck nor the waiting room"
        for p in losers
    )
    yield Lose(
        players=losers,
        clauses=tuple(dict.fromkeys(clauses)),
        ja=f"{ja}（解決領域に能力が無い）: 敗北条件を満たしている",
        en=f"{en} (no ability in the resolution zone): the loss condition is met",
        reason=",".join(sorted(set(why.values()))),
    )


# The loss conditions are printed twice with different exceptions, and the deck renewal states
# a third without one: 1.2.2.1 / 1.2.2.2 「解決領域に能力が無い場合」, 9.2.2 / 9.2.3 「誘発している自動
# 能力が無い場合」, 9.8.1 「もし山札にも控え室にもカードが1枚も存在しない状態になった場合、そのプレイヤー
# は敗北となります」. While an ability waits, the readings part: an activated technique in the
# resolution zone is no triggered automatic ability (1.2.2.1 waits, 9.2.2 loses), and the renewal
# loses at once whatever waits (9.8.1 against 9.2.3 / 1.2.2.2). The engine's own reading waits for
# whatever is in the resolution zone (the loss check runs after the waiting abilities, 1.2.2.x);
# the other is explored as a reading (``Choose.reading``), asked once per ruling.
READING_VAR = "vs.loss_reading"


def _waiting(ctx: Ctx) -> list[dict[str, str]]:
    """The abilities waiting, each as its ``trigger`` (``activated`` or another) and the
    ``zone`` it triggered from: the pending ones, and those in the resolution zone while a cancel
    activated waits to resolve (4.5.1.1 / 4.5.1.2: the check timing between the cancel's
    activation and its resolution, 8.5.2) — the technique its timing came before, the cancels
    activated (``common.IN_WINDOW``) and those activated choosing another technique still
    waiting (``common.ACTIVATED_ON``)."""
    st = ctx.state
    out = [
        {"trigger": str(pd.data.get("trigger")), "zone": str(pd.data.get("zone"))}
        for pd in st.pending
    ]
    out += [{"trigger": kind, "zone": ""} for _m, _u, kind in IN_WINDOW.get()]
    out += [{"trigger": "activated", "zone": ""} for _t in (st.vars.get(ACTIVATED_ON) or {})]
    return out


def _loss_readings(ctx: Ctx) -> tuple[str, tuple[str, ...], str, str] | None:
    """(player, competing clauses, ja, en) of a loss condition met while an ability waits in a
    way the readings treat differently; None when they agree or nothing waits."""
    st = ctx.state
    waiting = _waiting(ctx)
    if not waiting or st.vars.get(READING_VAR):
        return None
    activated = any(pd["trigger"] == "activated" for pd in waiting)
    # a [手札] automatic technique triggered and not yet revealed: it is put in the resolution
    # zone only after the rule processes (4.4.1.1): 9.2.2 (a triggered automatic ability) waits
    # for it, 1.2.2.1 (an ability in the resolution zone) does not
    hidden = any(pd["zone"] == "hand" and pd["trigger"] != "activated" for pd in waiting)
    for p in st.players:
        if len(ctx.zone(p, "retire")) >= 10 and activated:
            return (
                p,
                ("1.2.2.1", "9.2.2"),
                f"{p} のリタイヤ置場が10枚以上で、解決領域に起動能力がある（誘発した自動能力ではない）",
                f"{p} has 10 or more retire cards while an activated technique is in the "
                "resolution zone (not a triggered automatic ability)",
            )
        if len(ctx.zone(p, "retire")) >= 10 and hidden:
            return (
                p,
                # 8.1.1.2.1 defines 9.2.2's 「誘発している」 (its trigger condition met): the
                # hand technique is triggered though it is not in the resolution zone
                ("9.2.2", "1.2.2.1", "4.4.1.1", "8.1.1.2.1"),
                f"{p} のリタイヤ置場が10枚以上で、手札の技が誘発しているが、公開される（ルール処理の後）"
                "まで解決領域に能力は無い",
                f"{p} has 10 or more retire cards while a [hand] technique has triggered, but no "
                "ability is in the resolution zone until it is revealed (after the rule processes)",
            )
        if not ctx.zone(p, "deck") and not ctx.zone(p, "waiting") and deck_listed(ctx, p):
            return (
                p,
                ("9.8.1", "9.2.3", "1.2.2.2"),
                f"{p} の山札と控え室が0枚で、解決を待つ能力がある",
                f"{p} has no card in the deck nor the waiting room while an ability waits",
            )
    return None


def find_loss_reading(ctx: Ctx) -> list[Finding]:
    got = _loss_readings(ctx)
    if got is None:
        return []
    p = got[0]
    # what brought the condition the readings part on about: each step toward it
    watch = (
        ctx.contributed(f"{p}.retire", "in")
        if "9.2.2" in got[1]
        else (*ctx.contributed(f"{p}.deck", "out"), *ctx.contributed(f"{p}.waiting", "out"))
    )
    return [Finding(p, watch, {"readings": got})]


def apply_loss_reading(ctx: Ctx, f: Finding) -> Proc:
    p, clauses, ja, en = f.data["readings"]
    now = yield Choose(
        p,
        "reading",
        f"{'・'.join(clauses)} の読み方: {ja}。敗北は解決を待つ能力の後か",
        f"the reading of {', '.join(clauses)}: {en}. Does the loss wait for that ability?",
        (
            Option(
                "wait", "能力を待つ（解決領域に能力が無い場合に敗北、1.2.2）", "it waits", False
            ),
            Option("now", "このチェックタイミングで敗北する", "the player loses now", True),
        ),
        clauses,
        reading=True,
    )
    if not now:
        yield SetVar(key=READING_VAR, value="wait")
        return
    # the renewal is carried out before the other rule processes due with it (9.1.1.1)
    retire = "9.2.2" in clauses
    lose_clauses = ("9.2.1", "1.2.2") if retire else ("9.8.1", "9.1.1.1")
    yield Lose(
        players=(p,),
        clauses=tuple(dict.fromkeys((*lose_clauses, *clauses))),
        ja=f"{ja}: この読み方では敗北条件を満たしている",
        en=f"{en}: under this reading the loss condition is met",
        reason="retire" if retire else "deck",
    )


# 1.2.2.1 / 9.2.2: ten retire cards are a loss condition only with no ability in the resolution
# zone; while a triggered one waits, the condition is read and not met (the loss check waits,
# ``after_pending``). Said once for what waits (an activated technique waiting parts the readings:
# ``loss_reading``).
WAITS_VAR = "vs.loss_waits"


def find_loss_waits(ctx: Ctx) -> list[Finding]:
    st = ctx.state
    waiting = _waiting(ctx)
    if not waiting or any(pd["trigger"] == "activated" for pd in waiting):
        return []
    key = ",".join(str(pd.step) for pd in st.pending)
    out = []
    for p in st.players:
        retire = ctx.zone(p, "retire")
        # one mark per player for what waits: with both players at ten, a single shared record
        # would swap between them at every pass and the check timing would never end
        if len(retire) >= 10 and st.vars.get(f"{WAITS_VAR}.{p}") != key:
            watch = ctx.contributed(f"{p}.retire", "in")
            out.append(Finding(p, watch, {"key": key, "n": len(retire)}))
    return out


def apply_loss_waits(ctx: Ctx, f: Finding) -> Proc:
    p, n = f.player, f.data["n"]
    yield Mark(
        clauses=("1.2.2.1", "9.2.2"),
        ja=f"{p} のリタイヤ置場は{n}枚だが、解決領域に能力があるため敗北条件を満たしていない",
        en=f"{p} has {n} retire cards, but an ability is in the resolution zone: the loss "
        "condition is not met",
        # why the game goes on, when asked; and, when it ends, why this player is no loser
        touches=(f"{p}.retire", GAME_OVER, kept_in(p)),
    )
    yield SetVar(key=f"{WAITS_VAR}.{p}", value=f.data["key"])


def _leave_field(
    ctx: Ctx,
    uid: str,
    clauses_ring: tuple[str, ...],
    clauses_bench: tuple[str, ...],
    why_ja: str,
    why_en: str,
) -> Proc:
    card = ctx.card(uid)
    z = zone_of(ctx, uid)
    if card is None or z not in FIELD_ZONES:
        return
    ring = z == "ring"
    ev = Move(
        uid=uid,
        player=card.owner,
        zone="retire" if ring else "waiting",
        # the bench card's clause chose the waiting room where the ring card's puts it in the
        # retire zone: a tenth retire card (9.2.2) it kept out (``ruling.notmet``)
        instead_of="" if ring else "retire",
        clauses=(*(clauses_ring if ring else clauses_bench), "4.2.2"),
        ja=f"{card.label}（{'リング' if ring else 'ベンチ'}）は{why_ja}ため、オーナーの{'リタイヤ置場' if ring else '控え室'}に移動する",
        en=f"{card.label} ({'ring' if ring else 'bench'}) {why_en}: it goes to its owner's {'retire zone' if ring else 'waiting room'}",
    )
    yield from to_zone(ctx, ev)


def find_dp_zero(ctx: Ctx) -> list[Finding]:
    out = []
    for c in field_cards(ctx):
        v = view(ctx, c.uid)
        if rule_acts(ctx, c.uid, "dp", v.dp, 0, "防御力", "defence", ("9.3.1",)):
            out.append(
                Finding(
                    c.owner, value_watch(ctx, c.uid), {"uid": c.uid, "clauses": tuple(v.clauses)}
                )
            )
    return out


def apply_dp_zero(ctx: Ctx, f: Finding) -> Proc:
    extra = tuple(f.data["clauses"])
    yield from _leave_field(
        ctx,
        f.data["uid"],
        ("9.3.1", *extra),
        ("9.3.2", *extra),
        "防御力が0以下の",
        "has a defence of 0 or less",
    )


def _zone_refs(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The zone ``uid`` is in, as a ref ("A.ring"), or none."""
    w = ctx.where(uid)
    return (f"{w[0]}.{w[1]}",) if w is not None else ()


# the reading of ``damage_met_by_lowered_defence`` a line took (True: 9.4.1 / 9.4.2 read as an
# event, 「ダメージを受けた場合」), set when the point is first raised
DAMAGE_EVENT_VAR = "vs.reading.damage_as_event"


def _defence_came_down(c: Card) -> bool:
    """Whether the damage ``c`` carries was below its defence when it had it: a damage event
    recorded it so (``DAMAGE_MET`` False), or the scenario gave it on a card whose printed
    defence is above it (so a defence at or below it now came down by effects since). A
    defence not given, or damage given at or over it: nothing came down."""
    met = c.states.get(DAMAGE_MET)
    if met is not None:
        return met is False
    printed = c.value("dp")
    return printed is not None and printed > damage_of(c)


def find_damage(ctx: Ctx) -> list[Finding]:
    out = []
    as_event = ctx.state.vars.get(DAMAGE_EVENT_VAR) is True
    for c in field_cards(ctx):
        v = view(ctx, c.uid)
        dmg = damage_of(c)
        if as_event and _defence_came_down(c):
            # read as an event: a card that received no damage of its defence or more (its
            # defence lowered to the damage it carried) does not meet it
            continue
        # a defence not given: branched on where the damage may reach it (``rule_acts``),
        # never passed over silently
        known = known_number(ctx, c.uid, "dp", v.dp) is not None
        if dmg > 0 and (
            (known and 0 < v.dp <= dmg)
            or (
                not known
                and rule_acts(ctx, c.uid, "dp", v.dp, dmg, "防御力", "defence", ("9.4.1",))
            )
        ):
            out.append(
                Finding(
                    c.owner,
                    value_watch(ctx, c.uid),
                    # "condition": the clause stating the process's condition, cited where it
                    # held only in the middle of an action (``Engine._not_held_now``, 9.1.1)
                    {
                        "uid": c.uid,
                        "clauses": tuple(v.clauses),
                        "condition": ("9.4.1",),
                        "touches": (f"{c.owner}.retire", *_zone_refs(ctx, c.uid)),
                    },
                )
            )
    return out


def apply_damage(ctx: Ctx, f: Finding) -> Proc:
    extra = tuple(f.data["clauses"])
    card = ctx.card(f.data["uid"])
    if card is not None and _defence_came_down(card) and DAMAGE_EVENT_VAR not in ctx.state.vars:
        # the damage it carries was below its defence when received, and the defence came down
        # to it since: 「防御力以上のダメージを受けた場合」 (9.4.1 / 9.4.2) read as a state (9.1.1
        # 「発生している場合」, 7.1.5.4 「…以上になった」) or as an event (the audit's
        # ``damage_met_by_lowered_defence``); both readings are run
        ring = zone_of(ctx, card.uid) == "ring"
        as_event = yield from unsettled.holds(
            card.owner,
            "vs",
            "damage_met_by_lowered_defence",
            "event",
            ("9.4.1" if ring else "9.4.2",),
        )
        yield SetVar(key=DAMAGE_EVENT_VAR, value=as_event)
        if as_event:
            yield Mark(
                clauses=("9.4.1" if ring else "9.4.2",),
                ja=f"{card.label} は防御力以上のダメージを受けていない（防御力が蓄積ダメージまで下がった）: "
                "そのまま残る",
                en=f"{card.label} received no damage of its defence or more (its defence came "
                "down to the damage it carried): it stays",
                touches=(card.uid, *_zone_refs(ctx, card.uid)),
            )
            return
    yield from _leave_field(
        ctx,
        f.data["uid"],
        ("9.4.1", *extra),
        ("9.4.2", *extra),
        "防御力以上のダメージを受けている",
        "has damage of its defence or more",
    )


def find_duplicate(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.players:
        for z in ("ring", *BENCH_ZONES, "surprise"):
            cards = ctx.zone(p, z)
            if len(cards) > 1:
                latest = max(c.placed for c in cards)
                old = tuple(c.uid for c in cards if c.placed != latest)
                if not old:  # several placed last at once: all of them go
                    old = tuple(c.uid for c in cards)
                out.append(Finding(p, (f"{p}.{z}",), {"zone": z, "uids": old}))
    return out


def apply_duplicate(ctx: Ctx, f: Finding) -> Proc:
    z = f.data["zone"]
    cl = "9.5.1" if z == "ring" else "9.5.3" if z == "surprise" else "9.5.2"
    for uid in f.data["uids"]:
        c = ctx.card(uid)
        if c is None:
            continue
        yield from to_zone(
            ctx,
            Move(
                uid=uid,
                player=c.owner,
                zone="waiting",
                face_up=True,
                clauses=(cl,),
                ja=f"{c.label} は最も後で置かれたカードではないため、オーナーの控え室に置く",
                en=f"{c.label} was not the last one placed there: to its owner's waiting room",
            ),
        )


def find_ring_empty(ctx: Ctx) -> list[Finding]:
    return [
        Finding(p, (f"{p}.ring",))
        for p in ctx.state.order()
        if not ctx.zone(p, "ring") and ctx.zone(p, "deck")
    ]


def apply_ring_empty(ctx: Ctx, f: Finding) -> Proc:
    assert f.player is not None
    yield from refill_ring(ctx, f.player, ("9.6.1",))


def find_surprise(ctx: Ctx) -> list[Finding]:
    from ruling.games._vs.techniques import SURPRISE_KEPT

    # a cancelled surprise kept face up under 12.3.1.1's reading (cancelled_surprise_kept)
    kept = {(u, placed) for u, placed in ctx.state.vars.get(SURPRISE_KEPT) or []}
    out = []
    for p in ctx.state.players:
        for c in ctx.zone(p, "surprise"):
            if (c.uid, c.placed) in kept:
                continue
            # 9.7.1 「そのカードによって誘発している自動能力が解決領域に無い場合」: one pending, or
            # in the resolution zone while a cancel activated on it waits (``IN_WINDOW``)
            if (
                c.face_up
                and not any(x.source == c.uid for x in ctx.state.pending)
                and not any(u == c.uid for _m, u, _k in IN_WINDOW.get())
            ):
                out.append(Finding(p, (c.uid,), {"uid": c.uid}))
    return out


def _flipped_by_own_condition(ctx: Ctx, uid: str) -> bool:
    """Whether the surprise card ``uid`` was turned face up by meeting its own condition (the
    step tagged ``surprise_flip``), as 12.3.1 has its text trigger."""
    return any(
        getattr(ev, "tag", None) == "surprise_flip" and getattr(ev, "uid", None) == uid
        for _s, _q, ev in ctx.events(0)
    )


def apply_surprise(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    # turned face up otherwise than by its own condition (an effect, an action): its text did
    # not trigger (12.3.1 「そのカード自身の条件を満たしたことで表にした場合」 only)
    other = () if _flipped_by_own_condition(ctx, c.uid) else ("12.3.1",)
    yield from to_zone(
        ctx,
        Move(
            uid=c.uid,
            player=c.owner,
            zone="waiting",
            face_up=True,
            clauses=("9.7.1", *other),
            ja=f"サプライズ置場の {c.label} は表向き状態で、それによる自動能力が解決領域に無いため、控え室に移動する",
            en=f"{c.label} is face up in the surprise zone with no ability of it in the resolution zone: to the waiting room",
        ),
    )


# 9.1.1.1: the deck renewal goes first when other rule processes are due with it
_AFTER_REFRESH = dict(
    alone=True,
    waited_clauses=("9.1.1.1",),
    alone_except=(
        "loss_reading",
        "loss_waits",
        "defeat",
        "dp_zero",
        "damage",
        "duplicate",
        "ring_empty",
        "surprise",
    ),
)

# 4.4.1: a check timing is a point *in the game*: before the game starts (turn 0, the pre-game
# procedure of 5.2) no rule process is carried out — a ring still empty before 5.2.1.2, say, is
# not filled by 9.6.1.
RULE_PROCESSES = (
    RuleProcess(
        "deck_refresh",
        "山札の更新処理",
        "deck renewal",
        ("9.8.1",),
        "check",
        found_in_game(find_refresh),
        apply_refresh,
    ),
    RuleProcess(
        "loss_reading",
        "敗北条件の読み方（解決を待つ能力がある）",
        "the loss conditions' readings (an ability waits)",
        ("1.2.2", "9.2.1"),
        "check",
        found_in_game(find_loss_reading),
        apply_loss_reading,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
    RuleProcess(
        "loss_waits",
        "敗北条件（解決を待つ能力がある）",
        "the loss condition while an ability waits",
        ("1.2.2.1", "9.2.2"),
        "check",
        found_in_game(find_loss_waits),
        apply_loss_waits,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
    RuleProcess(
        "defeat",
        "敗北判定処理",
        "loss check",
        ("9.2.1",),
        "check",
        found_in_game(find_defeat),
        apply_defeat,
        after_pending=True,
        # 9.1.1: the rule processes due at once are carried out together — an empty ring is
        # filled (9.6.1) in the same moment as the loss, not left undone by it
        ends_game=True,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
    RuleProcess(
        "dp_zero",
        "カードの防御力不足処理",
        "a card with a defence of 0 or less",
        ("9.3",),
        "check",
        found_in_game(find_dp_zero),
        apply_dp_zero,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
    RuleProcess(
        "damage",
        "防御力以上のダメージを受けたカードの処理",
        "a card with damage of its defence or more",
        ("9.4",),
        "check",
        found_in_game(find_damage),
        apply_damage,
        # 9.1.1 「他の行動の実行中に条件を満たしていても、チェックタイミングの段階でその条件が満たされて
        # いない場合、このルール処理は行われません」: a damage lethal only in the middle of an
        # effect (its DP raised after it) retires nothing, and the ruling says why
        watched=True,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
    RuleProcess(
        "duplicate",
        "カードの重複処理",
        "several cards in one place",
        ("9.5",),
        "check",
        found_in_game(find_duplicate),
        apply_duplicate,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
    RuleProcess(
        "ring_empty",
        "リングのカード更新処理",
        "an empty ring is filled",
        ("9.6.1",),
        "check",
        found_in_game(find_ring_empty),
        apply_ring_empty,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
    RuleProcess(
        "surprise",
        "サプライズ置場の不正処理",
        "a face-up surprise card",
        ("9.7.1",),
        "check",
        found_in_game(find_surprise),
        apply_surprise,
        **_AFTER_REFRESH,  # type: ignore[arg-type]
    ),
)
