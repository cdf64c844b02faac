"""Weiß Schwarz tables and helpers shared by the chapters: stage slots and their facing (3.6), trigger
icons, card lookups, the top of a deck (3.2), a card leaving or swapping slots with its markers
(3.7.3), the 「…の始めに／終わりに」 moments (8.1.1.2.1), the attacker and defender of an attack
(7.2.1.5), and where a card's text works (2.12.2)."""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator
from typing import Any

from ruling import cardfind, unsettled
from ruling.core import Ctx
from ruling.games._ws.cardtext.ir import prog_ext
from ruling.hidden_order import HiddenOrder, top_card
from ruling.rules import CheckTiming, Mark, Move, MoveMany, Option, Reject, SetVar, Warn
from ruling.state import Card

Proc = Iterator[Any]

SLOTS = ("left_front", "center_front", "right_front", "left_back", "right_back")
FRONT = ("left_front", "center_front", "right_front")
SLOT_JA = {
    "left_front": "前列左",
    "center_front": "前列中央",
    "right_front": "前列右",
    "left_back": "後列左",
    "right_back": "後列右",
}
# 3.6.6: my front left faces the opponent's front right, centre faces centre.
FACING = {"left_front": "right_front", "center_front": "center_front", "right_front": "left_front"}
ICONS: dict[str, tuple[str, ...]] = {
    "soul": ("ソウル", "SOUL"),
    "return": ("リターン", "RETURN", "bounce"),
    "pool": ("プール", "POOL"),
    "comeback": ("カムバック", "COMEBACK", "door"),
    "draw": ("ドロー", "DRAW", "book"),
    "shot": ("ショット", "SHOT"),
    "treasure": ("トレジャー", "TREASURE", "gold_bar"),
    "gate": ("ゲート", "GATE"),
    "standby": ("スタンバイ", "STANDBY"),
    "choice": ("チョイス", "CHOICE"),
    "chance": ("チャンス", "CHANCE"),
    "discovery": ("ディスカバリー", "DISCOVERY"),
}
ICON_CLAUSE = {
    "soul": ("4.12.2.2",),
    # 「相手のキャラを1枚選び」: 「キャラ」 with no zone named, a character on the stage, front or
    # back row (2.3.2.1.2)
    "return": ("4.12.2.3", "2.3.2.1.2"),
    "pool": ("4.12.2.4",),
    "comeback": ("4.12.2.5",),
    "draw": ("4.12.2.6",),
    "shot": ("4.12.2.7",),
    "treasure": ("4.12.2.8", "4.12.2.8.1"),
    "gate": ("4.12.2.9",),
    "standby": ("4.12.2.10", "4.12.2.10.1"),
    "choice": ("4.12.2.11",),
    "chance": ("4.12.2.12", "4.12.2.12.1"),
    "discovery": ("4.12.2.13", "4.12.2.13.1"),
}


def stage(slot: str) -> str:
    return f"stage.{slot}"


def markers(slot: str) -> str:
    return f"markers.{slot}"


def slot_of(zone: str) -> str | None:
    return zone.split(".", 1)[1] if zone.startswith("stage.") else None


def level(ctx: Ctx, player: str) -> int:
    return len(ctx.zone(player, "level"))


def on_stage(ctx: Ctx, player: str) -> list[tuple[str, Card]]:
    out = []
    for s in SLOTS:
        for c in ctx.zone(player, stage(s)):
            out.append((s, c))
    return out


def char_at(ctx: Ctx, player: str, slot: str) -> Card | None:
    cards = ctx.zone(player, stage(slot))
    return cards[0] if cards else None


def is_climax(card: Card) -> bool:
    return card.type == "climax"


def unknown_type_warning(card: Card, clauses: tuple[str, ...] = ()) -> Warn:
    """A card of unstated type read as no climax (where a climax would decide: a damage
    cancel, 4.10.1.2)."""
    return Warn(
        "assumption",
        f"種類の書かれていないカード（{card.label}）はクライマックスでない（クライマックス以外の）"
        "カードとして扱いました",
        f"a card of unstated type ({card.label}) was taken to be a non-climax card (not a climax)",
        clauses,
        key="unknown_type_not_climax",
    )


def unsupported(card: Card, text: str) -> Warn:
    """The warning for an ability of ``card`` the engine cannot run (as the core words it)."""
    return Warn(
        "unsupported",
        f"未対応の能力（{card.label}）: {text} — このルーリングはこの能力を考慮していません",
        f"unsupported ability ({card.label}): {text} — this ruling does not take it into account",
    )


def slot_options(slots: Iterable[str], owner: str | None = None) -> tuple[Option, ...]:
    """The stage slots ``slots`` offered to a choice, each by its name (SLOT_JA); of ``owner``'s
    stage, a scenario may also name one with its player (``B.left_front``, ``B.stage.left_front``)."""
    return tuple(
        Option(
            sl,
            SLOT_JA.get(sl, sl),
            sl,
            sl,
            aliases=(f"{owner}.{sl}", f"{owner}.stage.{sl}") if owner else (),
        )
        for sl in slots
    )


def card_option(c: Card, key: str | None = None) -> Option:
    return Option(
        key or c.uid, c.label, c.label, c.uid, sig=c.signature(), aliases=(c.uid, c.name or "?")
    )


def find_card(
    ctx: Ctx, ref: Any, player: str | None = None, zones: tuple[str, ...] | None = None
) -> str | None:
    """A card uid from a scenario reference: a uid, a slot (``center_front`` /
    ``A.center_front``), or a card name (searched in ``zones`` of ``player``)."""
    return cardfind.find_card(ctx, ref, player, zones, slot=_slot_zone, within=True)


def _slot_zone(ref: str) -> str | None:
    """The zone of the stage slot ``ref`` names (``center_front``, ``stage.left_back``)."""
    slot = ref.removeprefix("stage.")
    return stage(slot) if slot in SLOTS else None


def take_top(
    ctx: Ctx,
    player: str,
    why: str,
    matters: bool,
    skip: tuple[str, ...] | list[str] = (),
    bottom: bool = False,
) -> Proc:
    """Which card is on top of ``player``'s deck (``skip``: cards above it already taken or
    looked at). After a shuffle the order is hidden: if the card matters the resolver branches
    over the distinct cards (``deck_order``), otherwise the listed order is used and said as an
    assumption. ``bottom``: the same from the bottom end (「山札を下から1枚見て」)."""
    cards = ctx.zone(player, "deck")
    if bottom:
        cards = list(reversed(cards))
    # the top card left: the cards are looked at from the top, no further (ruling.zone); a card
    # put on top since the last shuffle is known, the others' order is hidden (3.2.2)
    end = "下" if bottom else "上"
    order = HiddenOrder(
        f"シャッフル後の{player}の山札の一番{end}のカード（非公開の順番）",
        f"the {'bottom' if bottom else 'top'} card of {player}'s shuffled deck (hidden order)",
        ("3.2.2", "3.2.4"),
        card_option,
        chance=True,
        # the scenario may say which card it is (``at: deck_order``); if it does not, a card
        # that matters is branched on, another is taken in the listed order (an assumption)
        assume=None
        if matters
        else (
            f"シャッフル後の{player}の山札の順番は不明です。{why}は書かれた順番で扱いました",
            f"the order of {player}'s shuffled deck is hidden; {why} used the listed order",
        ),
    )
    shuffled = f"{player}.deck" in ctx.state.vars.get("shuffled", [])
    at = ctx.state.vars.get(f"ws.shuffled_at.{player}")
    deck = [c for c in cards if c.uid not in skip]
    return (yield from top_card(player, deck, shuffled, at, order))


def _banned_move(
    ctx: Ctx, uid: str, to_zone: str, caused_by: tuple[int, ...], doer: str | None = None
) -> Proc:
    """「このカードは手札に戻せない / 思い出にできない」 in force on the card: the move is not done
    (1.3.3: the prohibition wins; 1.3.2), the rejected step returned; None when it may move.
    「相手の効果によって手札に戻らない」: only when ``doer``, the master of the effect moving it,
    is the card's master's opponent (``effect_banned``)."""
    from ruling.games._ws.continuous import effect_banned

    ban = effect_banned(ctx, uid, f"to_{to_zone}", doer)
    if ban is None:
        return None
    c = ctx.card(uid)
    label = c.label if c is not None else uid
    where = {
        "hand": ("手札に戻せない", "be returned to the hand"),
        "memory": ("思い出にできない", "be put into the memory"),
        "deck": ("山札に置かれない", "be put into the deck"),
    }[to_zone]
    met = yield Mark(
        clauses=ban.clauses,
        watch=(uid,) if ban not in ctx.state.effects else (f"effect:{ban.id}",),
        ja=f"禁止する効果がある: {ban.source}",
        en=f"a prohibition is in force: {ban.source}",
    )
    return (
        yield Reject(
            f"{label} は{where[0]}ため、移動しません",
            f"{label} cannot {where[1]}: it does not move",
            ctx.principle("prohibition"),
            caused_by=(*caused_by, met),
        )
    )


def leave_stage(
    ctx: Ctx,
    uid: str,
    to_player: str,
    to_zone: str,
    clauses: tuple[str, ...],
    ja: str = "",
    en: str = "",
    orientation: str | None = None,
    caused_by: tuple[int, ...] = (),
    pos: str = "top",
    face_up: bool = True,
    doer: str | None = None,
    keep_markers: bool = False,
) -> Proc:
    """Move a card off its slot; its markers go with it (3.7.3) — unless ``keep_markers`` (the
    reading that they stay in the slot's marker zone, 3.7.1, another character being there). A replacement effect of the card
    for the event (「このカードが舞台から控え室に置かれる時、かわりに…」) is applied first (8.10;
    ``doer``: the player carrying the move out, an effect's master, for 8.10.2.2)."""
    where = ctx.where(uid)
    if where and where[1].startswith("stage.") and to_zone in ("hand", "memory", "deck"):
        banned = yield from _banned_move(ctx, uid, to_zone, caused_by, doer)
        if banned is not None:
            return banned
    if where and where[1].startswith("stage.") and to_zone == "waiting_room":
        from ruling.games._ws.replacing import replace_leave

        replaced, why = yield from replace_leave(ctx, uid, to_zone, clauses, caused_by, doer)
        if replaced:
            return why[-1]
        caused_by = (*caused_by, *why)
    step = yield Move(
        uid=uid,
        player=to_player,
        zone=to_zone,
        pos=pos,
        clauses=clauses,
        caused_by=caused_by,
        ja=ja,
        en=en,
        orientation=orientation,
        face_up=face_up,
    )
    if where and where[1].startswith("stage.") and not keep_markers:
        owner, z = where
        slot = slot_of(z) or ""
        mk = list(ctx.zone(owner, markers(slot)))
        if mk:
            dest_slot = slot_of(to_zone)
            if dest_slot and to_player == owner:
                old = [
                    c
                    for c in ctx.zone(owner, markers(dest_slot))
                    if c.uid not in {m.uid for m in mk}
                ]
                yield MoveMany(
                    uids=tuple(c.uid for c in mk),
                    player=owner,
                    zone=markers(dest_slot),
                    clauses=("3.7.3.1",),
                    caused_by=(step,),
                )
                for c in old:
                    yield Move(
                        uid=c.uid,
                        player=c.owner,
                        zone="waiting_room",
                        clauses=("3.7.3.1",),
                        caused_by=(step,),
                    )
            else:
                yield from markers_to_waiting_room(mk, step)
    return step


def markers_to_waiting_room(cards: list[Card], step: int) -> Proc:
    """A character's markers go to their owners' waiting rooms when it leaves its slot (3.7.3,
    3.7.3.2), each caused by that ``step``. They leave the marker zone, a zone of its own outside
    the stage (3.7.1.2): no marker is a card put from the stage into the waiting room."""
    for c in cards:
        yield Move(
            uid=c.uid,
            player=c.owner,
            zone="waiting_room",
            clauses=("3.7.3", "3.7.3.2", "3.7.1.2"),
            caused_by=(step,),
        )


# the zones whose cards lie in an order no player may change (3.2.2 deck, 3.8.2 clock, 3.10.2
# stock): several cards put there at once lie in the order their owner decides (3.1.5)
ORDERED_PILES = ("deck", "clock", "stock")


def owner_orders(
    ctx: Ctx, owner: str, uids: tuple[str, ...], to_zone: str
) -> Generator[Any, Any, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Several cards of ``owner`` put into its ordered pile ``to_zone`` at once by one
    instruction that does not say in which order: their owner decides the order (3.1.5
    「新しい領域に置く順番は、そのカードのオーナーが決定します」; in a hidden zone the other player does
    not learn it, 3.1.5.1), asked as ``chosen_order`` asks (``at: order``, the first chosen on
    top). Returns the cards in that order, first on top, and the clauses the order rests on
    (() when there is nothing to decide: one card, a zone with no order, cards alike)."""
    if len(uids) < 2 or to_zone not in ORDERED_PILES:
        return uids, ()
    from ruling.choosing import chosen_order

    order = yield from chosen_order(
        owner,
        list(uids),
        lambda u: card_option(c) if (c := ctx.card(u)) is not None else Option(u, u, u, u),
        lambda k: (
            f"同時に置く順番（オーナーが決定）: 上から{k + 1}枚目のカード",
            f"order of the cards put together (their owner decides): card number {k + 1} "
            "from the top",
        ),
        ("3.1.5",),
    )
    hidden = ("3.1.5.1",) if to_zone in ("deck", "stock") else ()
    return tuple(order), ("3.1.5", *hidden)


def leave_stage_together(
    ctx: Ctx,
    uids: list[str],
    to_zone: str,
    clauses: tuple[str, ...],
    caused_by: tuple[int, ...] = (),
    pos: str = "top",
) -> Proc:
    """Several characters put off their slots by one instruction, each into its owner's
    ``to_zone``: they move at once (one move per owner), each read as it was on the stage before
    any of them left (8.7.4.1.2); then their markers go to the waiting room (3.7.3)."""
    slots = {u: ctx.where(u) for u in uids}
    last = None
    for owner in dict.fromkeys(c.owner for u in uids if (c := ctx.card(u)) is not None):
        mine = tuple(u for u in uids if (c := ctx.card(u)) is not None and c.owner == owner)
        mine, cl = yield from owner_orders(ctx, owner, mine, to_zone)
        last = yield MoveMany(
            uids=mine,
            player=owner,
            zone=to_zone,
            pos=pos,
            face_up=to_zone not in ("stock", "deck"),
            clauses=clauses + cl,
            caused_by=caused_by,
        )
        for u in mine:
            w = slots[u]
            mk = list(ctx.zone(w[0], markers(slot_of(w[1]) or ""))) if w else []
            yield from markers_to_waiting_room(mk, last)
    return last


def swap_on_stage(
    ctx: Ctx,
    a: str,
    b: str,
    clauses: tuple[str, ...],
    orientation: str | None = None,
    caused_by: tuple[int, ...] = (),
) -> Proc:
    """Two characters of one player's stage swap slots; each keeps its orientation (3.6.3) unless
    ``orientation`` is given (「それぞれを【スタンド】して入れ替える」), and each one's markers go with
    it (3.7.3.1) — the two sets of markers swap too, none is lost."""
    wa, wb = ctx.where(a), ctx.where(b)
    assert wa is not None and wb is not None
    player = wa[0]
    sa, sb = slot_of(wa[1]) or "", slot_of(wb[1]) or ""
    mk_a = tuple(c.uid for c in ctx.zone(player, markers(sa)))
    mk_b = tuple(c.uid for c in ctx.zone(player, markers(sb)))
    oa, ob = ctx.card(a), ctx.card(b)
    assert oa is not None and ob is not None
    discard = False
    if mk_a and mk_b:
        # 3.7.3.1 puts the destination's markers already there in the waiting room; in a swap
        # (both moves at one moment, 6.5.1.2.4 「同時に」) each destination still holds the other's
        # markers, and the rules do not say whether that sends them away: the unsettled point
        # swap_with_markers, both readings run (each taking its own, the engine's; or both sets
        # sent to the waiting room)
        discard = yield unsettled.choose(
            player, "ws", "swap_with_markers", {"own_markers": False, "discarded": True}
        )
    s1 = yield Move(
        uid=a,
        player=player,
        zone=stage(sb),
        orientation=orientation or oa.orientation,
        face_up=True,
        clauses=clauses,
        caused_by=caused_by,
    )
    s2 = yield Move(
        uid=b,
        player=player,
        zone=stage(sa),
        orientation=orientation or ob.orientation,
        face_up=True,
        clauses=clauses,
        caused_by=caused_by,
    )
    if discard:
        # each set is 「移動先のマーカー置場にすでに置かれている」 for the other character: all of
        # them to their owners' waiting rooms (3.7.3.1)
        both = (*mk_a, *mk_b)
        for owner in dict.fromkeys(c.owner for u in both if (c := ctx.card(u)) is not None):
            yield MoveMany(
                uids=tuple(u for u in both if (c := ctx.card(u)) is not None and c.owner == owner),
                player=owner,
                zone="waiting_room",
                clauses=("3.7.3.1",),
                caused_by=(s1, s2),
            )
        return s2
    if mk_a:
        yield MoveMany(
            uids=mk_a, player=player, zone=markers(sb), clauses=("3.7.3.1",), caused_by=(s1,)
        )
    if mk_b:
        yield MoveMany(
            uids=mk_b, player=player, zone=markers(sa), clauses=("3.7.3.1",), caused_by=(s2,)
        )
    if mk_a and mk_b:
        # each took its own markers: none was 「すでに置かれている」 to be sent away — the
        # clause read to conclude the waiting rooms are as they were
        owners = {c.owner for u in (*mk_a, *mk_b) if (c := ctx.card(u)) is not None}
        yield Mark(
            clauses=("3.7.3.1",),
            caused_by=(s1, s2),
            touches=tuple(f"{o}.waiting_room" for o in sorted(owners)),
            ja="それぞれのマーカーは自身のキャラとともに移り、控え室には置かれない",
            en="each character's markers move with it: none goes to the waiting room",
        )
    return s2


def describe(template_ja: str, template_en: str) -> Any:
    def d(ctx: Ctx, p: dict[str, Any]) -> tuple[str, str]:
        vals = {k: v for k, v in p.items()}
        vals.setdefault("player", ctx.state.turn.player)
        for k in ("card", "slot", "to", "amount", "kind", "icon", "stock", "zone"):
            vals.setdefault(k, "")
        if vals.get("slot") in SLOT_JA:
            vals["slot_ja"] = SLOT_JA[vals["slot"]]
        else:
            vals["slot_ja"] = vals.get("slot", "")
        return template_ja.format(**vals), template_en.format(**vals)

    return d


def timing(
    phase: str, point: str, clauses: tuple[str, ...], began: int | None = None, **data: Any
) -> Mark:
    """The moment 「(phase or step)の始めに / 終わりに」 names: automatic abilities with that
    trigger condition become pending here (8.1.1.2.1). ``began``: the step that began the phase
    or step (its ``SetTurn``) — the moment occurs because of it, and what began it (the main
    phase ended by doing nothing, 6.5.1.3; the return after an attack, 7.5.1.4) is a cause of
    what triggers there."""
    when_ja = "始め" if point == "start" else "終わり"
    name = "アタック" if (phase, point) == ("attack", "end") else PHASE_JA.get(phase, phase)
    return Mark(
        tag="timing",
        clauses=clauses,
        caused_by=(began,) if began is not None else (),
        data={"phase": phase, "point": point, **data},
        ja=f"「{name}の{when_ja}に」の誘発条件が発生",
        en=f"the trigger condition 'at the {point} of the {phase}' occurs",
    )


def play_timing_limit(ctx: Ctx, player: str) -> tuple[str, ...]:
    """The clause that limits what ``player`` may play at the play timing it has now — in the
    climax phase only a climax from the hand (6.6.1.2.1), in the opponent's counter step only
    counter-icon events and activated abilities (7.4.1.2.1) — cited when an action outside that
    limit is refused (it is what makes the action impossible now). None in the main phase, whose
    list of actions (6.5.1.2) the action's own clause belongs to."""
    st = ctx.state
    # each limit (「この時点で…プレイできるのは」) is of the play timing the clause above it gives
    # (6.6.1.2, 7.4.1.2): both decide what may be played now
    if st.turn.phase == "climax" and st.turn.step is None and player == st.turn.player:
        return ("6.6.1.2", "6.6.1.2.1")
    if st.turn.step == "counter" and player != st.turn.player:
        return ("7.4.1.2", "7.4.1.2.1")
    return ()


# A phase's play timing as data (4.5.1, 8.5.2): the card kinds played from the hand at it, the
# clauses that give it, whether it is given again after an action (4.5.3.1 "unless said
# otherwise"), the clauses that end it after an action when it is not, and the check timing that
# closes the phase once it has ended. The phase opens it (``open_play_timing``) and closes it
# (``end_play_timing``); a card of its kinds played once it is closed is refused (``play``).
PLAY_TIMINGS: dict[str, dict[str, tuple[str, ...] | bool]] = {
    "climax": {
        "kinds": ("climax",),
        "gives": ("6.6.1.2", "6.6.1.2.1"),
        "again": False,
        "acted": ("6.6.1.2.2",),
        "ends": ("6.6.1.3",),
    },
}
PLAY_TIMING = (
    "play_timing"  # var: the phase's play timing this turn — {turn, phase, open, step, why}
)


def open_play_timing(ctx: Ctx, phase: str) -> Generator[Any, Any, None]:
    """The play timing of ``phase`` is given to the turn player (its check timing has run,
    4.5.2, 8.5.2.1, 8.5.2.2)."""
    yield SetVar(
        key=PLAY_TIMING, value={"turn": ctx.state.turn.number, "phase": phase, "open": True}
    )


def play_timing_state(ctx: Ctx, phase: str) -> dict[str, Any] | None:
    """This turn's record of ``phase``'s play timing (None: the replay did not open it — a
    scenario that starts in the phase is at its play timing)."""
    v = ctx.state.vars.get(PLAY_TIMING)
    if isinstance(v, dict) and v.get("turn") == ctx.state.turn.number and v.get("phase") == phase:
        return v
    return None


def end_play_timing(ctx: Ctx, phase: str, acted: bool, caused_by: tuple[int, ...] = ()) -> Proc:
    """``phase``'s play timing ends — after an action when it is not given again (6.6.1.2.2), or
    because the player chose to do nothing (4.5.3.2, 8.5.2.3) — and the check timing closing the
    phase runs (6.6.1.3). Nothing of its kinds may be played in the phase after this: the record
    keeps why, cited by that refusal only (an action's end is the action's step, ``caused_by``;
    doing nothing is a step of its own)."""
    pt = PLAY_TIMINGS[phase]
    tp = ctx.state.turn.player
    ph = PHASE_JA.get(phase, phase)
    why: tuple[str, ...]
    if acted:
        why = tuple(pt["acted"])  # type: ignore[arg-type]
        step = caused_by[0] if caused_by else None
    else:
        why = ("4.5.3", "4.5.3.2", "8.5.2.3")
        step = yield Mark(
            clauses=why,
            caused_by=caused_by,
            ja=f"{tp} は{ph}のプレイタイミングで何もしないことを選ぶ",
            en=f"{tp} chooses to do nothing at the {phase} phase's play timing",
        )
    yield SetVar(
        key=PLAY_TIMING,
        value={
            "turn": ctx.state.turn.number,
            "phase": phase,
            "open": False,
            "step": step,
            "why": why,
        },
    )
    yield CheckTiming(tuple(pt["ends"]))  # type: ignore[arg-type]


def leave_play_timing(ctx: Ctx, phase: str) -> Proc:
    """The game goes on from ``phase`` (to the next phase) while the play timing the replay
    opened there is still the player's: they chose to do nothing at it (4.5.3.2)."""
    v = play_timing_state(ctx, phase)
    if ctx.state.turn.phase == phase and v is not None and v.get("open"):
        yield from end_play_timing(ctx, phase, acted=False)


PHASE_JA = {
    "stand": "スタンドフェイズ",
    "draw": "ドローフェイズ",
    "clock": "クロックフェイズ",
    "main": "メインフェイズ",
    "climax": "クライマックスフェイズ",
    "attack": "アタックフェイズ",
    "declaration": "アタック宣言ステップ",
    "encore": "アンコールステップ",
    "end": "エンドフェイズ",
    "turn": "ターン",
}


def attacker_present(ctx: Ctx, att: dict[str, Any]) -> bool:
    """7.2.1.5: the attacker stays so while it does not move from its slot."""
    c = ctx.card(att["attacker"])
    return (
        c is not None
        and ctx.where(att["attacker"]) == (att["player"], stage(att["slot"]))
        and c.placed == att["placed"]
    )


def attacker_moved_in_stage(ctx: Ctx, att: dict[str, Any]) -> bool:
    """The attacker left its slot for another slot of its master's stage (not the stage): the
    case 7.6.1.3's 「攻撃キャラ…が存在しなくなったり」 does not settle (the audit's
    ``attacker_moved_to_another_slot``)."""
    a = att.get("attacker")
    c = ctx.card(a) if a is not None else None
    if c is None or attacker_present(ctx, att):
        return False
    w = ctx.where(a)
    lk = ctx.last_known(a)
    return (
        w is not None
        and w[0] == att["player"]
        and w[1].startswith("stage.")
        and (lk is None or lk.placed < att["placed"])
    )


def defender_moved_in_stage(ctx: Ctx, att: dict[str, Any]) -> bool:
    """The defender left its slot for another slot of its master's stage (not the stage): the
    case 7.2.1.5.1's 「現在いる枠から他の領域に移動しないかぎり」 does not settle (the audit's
    ``defender_moved_to_another_slot``)."""
    d = att.get("defender")
    c = ctx.card(d) if d is not None else None
    if c is None or defender_present(ctx, att):
        return False
    w = ctx.where(d)
    # it left no slot for another zone since it became the defender (a move between slots
    # records no last-known information, core ``_last_known``): it stayed on the stage
    lk = ctx.last_known(d)
    return (
        w is not None
        and w[0] == att["opponent"]
        and w[1].startswith("stage.")
        and (lk is None or lk.placed < att["defender_placed"])
    )


def defender_present(ctx: Ctx, att: dict[str, Any]) -> bool:
    d = att.get("defender")
    if d is None:
        return False
    c = ctx.card(d)
    # 7.2.1.5.1: the defender stays the defender while it does not leave its slot (the slot
    # facing the attacker, or the front centre for 大活躍)
    slot = att.get("defender_slot") or FACING.get(att["slot"])
    return (
        c is not None
        and ctx.where(d) == (att["opponent"], stage(slot))
        and c.placed == att["defender_placed"]
    )


# keywords whose abilities are written to be used in a zone other than the stage (2.12.2.3):
# 記憶 — a card in the memory (10.9.1), アラーム — the top of the clock (10.1.1), シフト — the clock
# (10.11.2), 助太刀 — the hand (10.5.1); and the clock icon 【クロック】 (2.8.3)
KEYWORD_ZONES = {"記憶": "memory", "アラーム": "clock", "シフト": "clock", "助太刀": "hand"}
# the clause of each such keyword that says it is used in that zone
KEYWORD_ZONE_CLAUSES = {
    "記憶": "10.9.1",
    "アラーム": "10.1.1",
    "シフト": "10.11.2",
    "助太刀": "10.5.1",
}


def active_in_clauses(program: Any) -> tuple[str, ...]:
    """Why an ability works in a zone other than its card's usual one: 2.12.2.3, and the clause
    of the keyword that names that zone (10.9.1: 記憶 is an ability the card has by being in the
    memory)."""
    kw = getattr(program, "keyword", None) or ""
    return ("2.12.2.3",) + ((KEYWORD_ZONE_CLAUSES[kw],) if kw in KEYWORD_ZONE_CLAUSES else ())


LABEL_ZONES = {"クロック": "clock"}


def ability_zones(ab: Any) -> tuple[str, ...]:
    """The zones besides the usual one where an ability works (2.12.2.3): those its program says,
    and those its keyword or zone label names (so also for an ability the engine cannot run)."""
    program = getattr(ab, "program", None)
    out: list[str] = list(prog_ext(program, "active_in")) if program is not None else []
    node = getattr(ab, "ast", None)
    kw = getattr(program, "keyword", None) or getattr(getattr(node, "keyword", None), "name", None)
    if kw in KEYWORD_ZONES:
        out.append(KEYWORD_ZONES[kw])
    for lab in getattr(node, "labels", ()) or ():
        name = getattr(lab, "name", None)
        if getattr(lab, "kind", None) == "keyword" and name in KEYWORD_ZONES:
            out.append(KEYWORD_ZONES[name])
        if getattr(lab, "kind", None) == "zone" and name in LABEL_ZONES:
            out.append(LABEL_ZONES[name])
    return tuple(dict.fromkeys(out))


def text_active(ctx: Ctx, uid: str, zone: str) -> bool:
    """2.12.2: character text works on stage, climax text in the climax zone; an event's
    text works while it is being played (resolution zone); an ability written to be used in
    another zone works there too (2.12.2.3), whether or not the engine can run it."""
    c = ctx.card(uid)
    if c is None:
        return False
    if c.type in ("character", None):
        if zone.startswith("stage."):
            return True
    elif c.type == "climax":
        if zone == "climax":
            return True
    elif zone == "resolution":
        return True
    if not c.text:
        return False
    from ruling.abilities import abilities_of

    # only the reporting of abilities the engine cannot run asks here (``Engine.check_card_text``):
    # a card with such an ability counts as in force in a zone where one of its abilities works
    # (the others may be about it there: 「あなたがこのカードの『助太刀』を使った時」 in the hand)
    abs_ = abilities_of("ws", c)
    return any(not ab.supported for ab in abs_) and any(zone in ability_zones(ab) for ab in abs_)


# where a card's text is in force (2.12.2.1 a character's on the stage, 2.12.2.2 a climax's in
# the climax zone)
# the clause an instruction's destination zone brings (an effect's or a cost's move alike): a card
# put into the memory is 「思い出にする」 (3.12.1); into the clock, 4.10.2
DEST_CLAUSES: dict[str, tuple[str, ...]] = {"memory": ("3.12.1",), "clock": ("4.10.2",)}


def dest_clauses(dest: str | None) -> tuple[str, ...]:
    """The clauses a move into ``dest`` cites for its destination (``DEST_CLAUSES``)."""
    return DEST_CLAUSES.get(dest or "", ())


TEXT_ZONE_CLAUSES = {"character": "2.12.2.1", "climax": "2.12.2.2"}


def text_out_of_force(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """Why the abilities of a card do not work where it is now (so none of them triggered):
    its text is in force only in another zone (2.12.2.1 / 2.12.2.2) and none of its abilities is
    written for this one (2.12.2.3); and, when it left a slot for a zone that is not one during
    the game, it is a new card there — the card in its slot now is another one (3.1.4). () when
    its text is in force where it is."""
    c, w = ctx.card(uid), ctx.where(uid)
    if c is None or w is None or not c.text or c.type not in TEXT_ZONE_CLAUSES:
        return ()
    if text_active(ctx, uid, w[1]):
        return ()
    from ruling.abilities import abilities_of

    if any(w[1] in ability_zones(ab) for ab in abilities_of("ws", c)):
        return ()
    out: tuple[str, ...] = (TEXT_ZONE_CLAUSES[c.type],)
    last = ctx.provenance((uid,))[0]
    if last is not None and any(
        m[0] == uid and m[2].startswith("stage.") and not m[4].startswith("stage.")
        for m in ctx.moves(last)
    ):
        out += ("3.1.4",)
    return out


def encore_fails_whole(ctx: Ctx, master: str) -> Proc:
    """An encore resolving after its character left the waiting room (8.7.7): does the whole
    effect fail, no cost paid (the engine's reading), or may the optional cost inside it be paid,
    only the placement not done (1.3.2)? The audit's encore_card_gone_cost, both readings run.
    Returns whether the effect fails as a whole."""
    del ctx
    return (yield from unsettled.holds(master, "ws", "encore_card_gone_cost", "fails"))


def encore_slot_reading(
    ctx: Ctx, master: str, label: str, slot: str, caused_by: tuple[int, ...] = ()
) -> Generator[Any, Any, bool]:
    """An encore (the rules' 10.2.3 or a card's 10.2.2) about to put its character back into the
    slot it was last in: when another character holds that slot now (an effect put one there),
    10.2.2 sets no condition on the slot while 3.6.2 allows one card a slot — the point
    ``encore_into_occupied_slot``, both readings run. True: the character is put there (9.6.2
    then deals with the two); False: it is not (a Reject says why, 3.6.2 / 1.3.2)."""
    held = ctx.zone(master, f"stage.{slot}")
    if not held:
        return True
    put_there = yield unsettled.choose(
        master, "ws", "encore_into_occupied_slot", {"put_there": True, "not_done": False}
    )
    if put_there:
        return True
    yield Reject(
        f"{label} が直前にいた枠には {held[0].label} がいるため、{label} は置けません（控え室に残ります）",
        f"the slot {label} was last in holds {held[0].label}: {label} is not put there (it "
        "stays in the waiting room)",
        ("10.2.2", "3.6.2") + ctx.principle("impossible"),
        caused_by=caused_by,
    )
    return False
