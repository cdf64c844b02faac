"""Weiß Schwarz card abilities: costs (8.4) — whether a cost can be paid, paying it in text order,
and the 「［コスト］」 paid as an ability resolves (8.1.1.2.2)."""

from __future__ import annotations

from collections.abc import Generator
from itertools import combinations
from typing import Any

from ruling import unsettled
from ruling.choosing import NO, YES, choose_one_at_a_time
from ruling.core import Ctx
from ruling.games._ws.automatic import keyword_used
from ruling.games._ws.cardtext import CostItem, Op, Sel, ws_sel
from ruling.games._ws.cardtext.ir import prog_ext
from ruling.games._ws.common import (
    SLOT_JA,
    dest_clauses,
    leave_stage,
    swap_on_stage,
    take_top,
)
from ruling.games._ws.conditions import holds
from ruling.games._ws.continuous import card_banned, move_prohibition, programs
from ruling.games._ws.lexicon import BY_NAME as KEYWORD_TABLE
from ruling.games._ws.lexicon import USED_AT_COST
from ruling.games._ws.selection import (
    SLOTS,
    ZONE_JA,
    Proc,
    Rt,
    _ask_optional,
    _under_this_zone,
    card_label,
    card_option,
    link_clauses,
    master_of,
    matches,
    resolve_sel,
    slot_of,
    slots_to_move,
    text_slot,
    zone_ids,
)
from ruling.games._ws.setup import shuffled_now
from ruling.rules import (
    Choose,
    Do,
    Mark,
    Move,
    Orient,
    Reject,
    SetCard,
    SetVar,
    Shuffle,
)
from ruling.state import Effect
from ruling.values import assume_zone_taken_as

# --------------------------------------------------- markers paid in place of stock (1.3.1)


def _covers(what: str | None, kind: str, keyword: str | None) -> bool:
    """Does a 「…の時、…マーカーを、ストックのかわりに…」 ability's scope (``what``: ``ability`` any
    ability of the card, ``activated`` its 【起】, ``keyword:X`` its 『X』, ``play`` the card's own
    cost) cover a payment for ``kind`` (auto / activated / play) with ``keyword``?"""
    if what == "ability":
        return kind in ("auto", "activated")
    if what == "activated":
        return kind == "activated"
    if what is not None and what.startswith("keyword:"):
        return keyword == what.split(":", 1)[1]
    return what == kind == "play"


def stock_substitutes(
    ctx: Ctx, payer: str, card_uid: str | None, kind: str, keyword: str | None = None
) -> list[tuple[str, str, list[str], int | None]]:
    """「【永】 あなたが自分のキャラの能力を使う時、このカードの下のマーカーを、ストックのかわりに控え
    室に置いてよい」 and its kin in force for a cost ``payer`` pays for card ``card_uid`` (its
    ability of ``kind`` / ``keyword``, or its play: ``play``): (the card with the ability, its
    text, the markers under it, 3.7.1, and how many stock cards one application replaces — 1 for
    「マーカー1枚を、ストック1枚のかわりに」, None for as many as the payment puts) for each one
    whose scope and condition hold, the card on the payer's stage (2.12.2.1) with markers."""
    card = ctx.card(card_uid) if card_uid else None
    if card is None:
        return []
    out = []
    for slot in SLOTS:
        for holder in ctx.zone(payer, f"stage.{slot}"):
            for ab in programs(ctx, holder.uid):
                p = ab.program
                if p is None or "stock_instead" not in prog_ext(p, "notes"):
                    continue
                op = p.steps[0]
                assert op.target is not None
                if not _covers(op.stat, kind, keyword):
                    continue
                if not matches(ctx, card, op.target, holder.uid):
                    continue
                if op.target.owner == "you" and master_of(ctx, card.uid) != payer:
                    continue
                if p.cond is not None and not holds(Rt(ctx, payer, holder.uid, p, ab.text), p.cond):
                    continue
                markers = [m.uid for m in ctx.zone(payer, f"markers.{slot}")]
                if markers:
                    out.append((holder.uid, ab.text, markers, op.n))
    return out


def instead_count(subs: list[tuple[str, str, list[str], int | None]], n: int) -> int:
    """How many of ``n`` stock cards the abilities ``subs`` can replace with markers at most."""
    return min(n, sum(len(ms) if k is None else min(k, len(ms)) for _h, _t, ms, k in subs))


def markers_instead(
    ctx: Ctx,
    payer: str,
    n: int,
    subs: list[tuple[str, str, list[str], int | None]],
    why: tuple[str, ...],
) -> Generator[Any, Any, int]:
    """Put markers into the waiting room in place of stock cards of a payment of ``n`` (a
    selective replacement effect, 「…時、…かわりに…てよい」: 8.10.3, 8.10.1 — the stock card so
    replaced is not put at all, 8.10.1.1; the text beats 8.4.3, 1.3.1): the payer says for each
    ability whether to apply it (8.10.3) — once to this payment (8.10.2.3), one marker per stock
    card, as many as it says (「1枚」: one) — and which markers; the number of stock cards
    replaced."""
    used = 0
    for _holder, text, markers, k in subs:
        cap = min(n - used, len(markers), n if k is None else k)
        if cap <= 0:
            continue
        # asked only while the stock alone can pay the rest: else the payment the payer chose to
        # make (its cost was found payable with the markers, 8.4.2.2) needs it applied
        if len(ctx.zone(payer, "stock")) >= n - used:
            yes = yield Choose(
                payer,
                "replacement_optional",
                f"置換効果を適用するか（{text}）",
                f"apply the replacement effect? ({text})",
                (YES, NO),
                ("8.10.3", "8.2.1.3.2"),
            )
            if not yes:
                continue
        picks = markers
        if len(markers) > cap:
            picks = yield from choose_one_at_a_time(
                payer,
                markers,
                cap,
                lambda u: card_option(ctx, u),
                "markers_instead",
                lambda _k: (
                    "ストックのかわりに控え室に置くマーカー",
                    "a marker put in place of stock",
                ),
                ("8.10.1",),
            )
        for uid in picks:
            yield Move(
                uid=uid,
                player=payer,
                zone="waiting_room",
                clauses=why
                + ("8.4.3", "3.7.1", "8.10.1", "8.10.1.1", "8.2.1.3")
                + ctx.principle("text_beats_rules"),
                ja=f"{payer} はストック1枚のかわりにマーカー（{card_label(ctx, uid)}）を控え室に置く（{text}）",
                en=f"{payer} puts a marker ({card_label(ctx, uid)}) into the waiting room instead of a stock card",
            )
        used += len(picks)
    return used


def _substitutes(rt: Rt) -> list[tuple[str, str, list[str], int | None]]:
    """The markers ``stock_substitutes`` lets the master pay this ability's stock cost with."""
    kind = rt.program.kind if rt.program.kind in ("auto", "activated") else "other"
    return stock_substitutes(rt.ctx, rt.master, rt.source, kind, rt.program.keyword)


# rt.data key: the cards a cost's move may not be paid with — their move would be replaced
# (8.10.1.1: it never happens), under the reading not_paid of the audit's replaced_cost_paid
NOT_PAYING = "cost_replaced_unpaid"


def _move_cands(rt: Rt, it: CostItem) -> list[str]:
    """The cards a cost's move (``it``) may take: those it names, less those whose move would be
    replaced under the reading that a replaced move pays nothing (``NOT_PAYING``)."""
    assert it.sel is not None
    barred = rt.data.get(NOT_PAYING) or ()
    return [u for u in resolve_sel(rt, it.sel) if u not in barred and _move_ban(rt, it, u) is None]


def _move_ban(rt: Rt, it: CostItem, uid: str) -> Effect | None:
    """The prohibition on the payer (the master, 8.4.2) of the move a cost's ``move`` item would
    make with card ``uid`` — from the zone it is in to the item's destination (「相手は手札の
    カードを控え室に置けない」, ``continuous.move_prohibition``; 1.3.3: the prohibition wins), if any:
    that card cannot pay that part."""
    w = rt.ctx.where(uid)
    if it.what != "move" or it.dest is None or w is None:
        return None
    return move_prohibition(rt.ctx, rt.master, w[1], it.dest)


def _move_bans(rt: Rt, items: tuple[CostItem, ...]) -> list[Effect]:
    """The prohibitions that leave a cost's move short (``_move_ban``): a move of the cost whose
    named cards would pay it but for the cards it may not move."""
    barred = rt.data.get(NOT_PAYING) or ()
    out: dict[int, Effect] = {}
    for it in items:
        if it.what != "move" or it.sel is None or it.sel.ref == "revealed_by_cost":
            continue
        named = [u for u in resolve_sel(rt, it.sel) if u not in barred]
        need = 1 if it.sel.ref == "this" else it.n
        bans = [e for u in named if (e := _move_ban(rt, it, u)) is not None]
        if bans and len(named) >= need > len(named) - len(bans):
            for e in bans:
                out.setdefault(id(e), e)
    return list(out.values())


def _replaced_moves(rt: Rt, items: tuple[CostItem, ...]) -> list[str]:
    """The cards a cost's move from outside the stage would take whose own replacement effect
    in force names that move (「このカードが手札から控え室に置かれる時、かわりに…」, 8.10.1)."""
    from ruling.games._ws.replacing import replaces

    ctx = rt.ctx
    out: list[str] = []
    for it in items:
        if it.what != "move" or it.sel is None or it.dest is None or it.apart:
            continue
        for u in resolve_sel(rt, it.sel):
            w = ctx.where(u)
            if w is not None and not slot_of(ctx, u) and replaces(ctx, u, (w[1], it.dest)):
                out.append(u)
    return list(dict.fromkeys(out))


def _cands(rt: Rt, it: CostItem) -> list[str]:
    """The cards item ``it`` may be paid with: standing ones to 【レスト】, else those it names."""
    assert it.sel is not None
    cards = resolve_sel(rt, it.sel)
    if it.what == "rest":
        return [u for u in cards if (c := rt.ctx.card(u)) is not None and c.orientation != "rest"]
    return cards


def _unrested(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """A reversed character 【レスト】ed for a cost: it is not in the rest state (4.6.1.2, 4.6.1.3),
    so the action is done (1.3.2.1 stops only a card already rested) — the clauses saying so."""
    c = ctx.card(uid)
    return ("4.6.1.2", "4.6.1.3") if c is not None and c.orientation == "reverse" else ()


def _swap_cands(rt: Rt, it: CostItem) -> list[str]:
    """The characters a swap cost (「…を1枚とこのカードを入れ替える」) may be paid with: those it
    names on the stage, other than this card, that may be moved (1.3.3)."""
    assert it.sel is not None
    ctx = rt.ctx
    return [
        u
        for u in resolve_sel(rt, it.sel)
        if slot_of(ctx, u) and u != rt.source and card_banned(ctx, u, "move_slot") is None
    ]


def _fits(parts: list[tuple[list[str], int]], used: frozenset[str] = frozenset()) -> bool:
    """Can each part take its number of cards, no card taken twice?"""
    if not parts:
        return True
    (cands, n), rest = parts[0], parts[1:]
    left = [u for u in cands if u not in used]
    return any(_fits(rest, used | set(pick)) for pick in combinations(left, n))


def _pile_zone(it: CostItem) -> str:
    """The zone of a ``pile`` cost item (the stock, the clock)."""
    assert it.sel is not None and it.sel.zones
    return it.sel.zones[0]


def _drawn(it: CostItem) -> bool:
    """A cost item that takes cards it names from a zone (not 「このカード」, not the cards a
    reveal before it shows): several such items may want the same cards."""
    return (
        it.what == "move"
        and not it.apart
        and it.sel is not None
        and it.sel.ref not in ("this", "revealed_by_cost")
        and bool(it.sel.zone)
    )


def _pool(it: CostItem) -> str | None:
    """The cards a cost item takes from, when another item may want the same ones: a zone its
    move names cards of (``_drawn``), or the stage for a 【レスト】 (「このカードを【レスト】する」 and
    「…キャラを1枚【レスト】する」 both rest characters on the stage: a card rested by the first is
    no standing card for the second, 1.3.2.1); None: an item no other one competes with."""
    if it.apart:
        return None
    if _drawn(it):
        return it.sel.zone  # type: ignore[union-attr]
    if it.what == "rest" and it.sel is not None:
        return "stage"
    return None


def _shared(rt: Rt, items: tuple[CostItem, ...]) -> list[tuple[list[str], int]]:
    """The items of the cost that take cards from a zone another item takes from too (the stage
    for several 【レスト】 items), each with its candidates and number (8.4.2.2.1:
    「それぞれを個別に実行する」)."""
    pools = [(it, _pool(it)) for it in items]
    keys = [k for _, k in pools if k is not None]
    return [(_cands(rt, it), it.n) for it, k in pools if k is not None and keys.count(k) > 1]


SHARED_SHORT = "同じ領域から別々のカードで支払えない"


def shared_short_flag(rt: Rt, why: str | None) -> Proc:
    """A cost refused because its actions cannot be paid with different cards of the zone they
    share, each being payable alone: the reading of 8.4.2.2.1 the text leaves open (the audit's
    cost_items_share_a_zone; the engine's reading: together)."""
    if why == SHARED_SHORT:
        yield unsettled.flag(
            "ws",
            "cost_items_share_a_zone",
            ("各行動は単独なら支払えるため、支払える", "each action alone can be paid: payable"),
        )


def cost_payable_now(rt: Rt, items: tuple[CostItem, ...]) -> Generator[Any, Any, str | None]:
    """``cost_payable`` after branching on each zone the cost takes its cards from that the
    scenario does not list (the stock, a pile, the deck's top; round 29,
    ``values.branch_zone_count``): whether it holds enough is not known, so it is not read as
    the cards it holds (a deck's top was refused as short before, silently)."""
    from ruling.values import branch_zone_count

    ctx = rt.ctx
    for it in items:
        if it.apart or it.what not in ("stock", "pile", "deck_top"):
            continue
        zone = {"stock": "stock", "deck_top": "deck"}.get(it.what) or _pile_zone(it)
        have = len(ctx.zone(rt.master, zone))
        if it.what == "stock":
            have += instead_count(_substitutes(rt), it.n) if have < it.n else 0
        if have < it.n:
            ja = {"stock": "ストック", "deck": "山札"}.get(zone) or ZONE_JA.get(zone, zone)
            yield from branch_zone_count(
                ctx,
                rt.master,
                zone,
                it.n - have + len(ctx.zone(rt.master, zone)),
                ja,
                zone,
                ("8.4.2.2",),
                floor=1 if zone == "deck" else 0,  # a deck not given: not empty, said
            )
    replaced = _replaced_moves(rt, items)
    if replaced:
        # a card whose move the cost names would be replaced (8.10.1): the move never happens
        # (8.10.1.1) — whether the cost's action (8.4.2) is then carried out, so paid, the rules
        # text does not settle (the audit's replaced_cost_paid): under not_paid such a card
        # cannot pay it (8.4.2.2)
        paid = yield from unsettled.holds(rt.master, "ws", "replaced_cost_paid", "paid")
        if not paid:
            rt.data[NOT_PAYING] = (*rt.data.get(NOT_PAYING, ()), *replaced)
    why = cost_payable(rt, items)
    if why is not None and cost_payable(rt, items, with_earlier_parts=True) is None:
        # a later part payable only with what an earlier part brings (「このカードを手札に戻す」
        # then 「手札を1枚控え室に置く」 from an empty hand): 8.4.2.1 pays the parts in order,
        # 8.4.2.2.1 judges 「それぞれを個別に」 when the content is fixed — both readings run
        if (
            yield unsettled.choose(
                rt.master,
                "ws",
                "cost_part_paid_with_earlier_part",
                {"each_as_it_is": False, "in_order": True},
            )
        ):
            return None
    return why


def _brought_before(rt: Rt, items: tuple[CostItem, ...], k: int, zone: str | None) -> int:
    """How many cards the parts of the cost before part ``k`` put into the master's ``zone``
    (「このカードを手札に戻す」 before 「手札を1枚控え室に置く」: this card, one)."""
    n = 0
    for it in items[:k]:
        if it.what == "move" and it.dest == zone and it.sel is not None:
            n += 1 if it.sel.ref == "this" else it.n
    return n


def cost_payable(
    rt: Rt, items: tuple[CostItem, ...], with_earlier_parts: bool = False
) -> str | None:
    """Why the cost cannot be paid (8.4.2.2), or None. The parts of one instruction
    (``CostItem.apart``) are paid with distinct cards: they are read together.
    ``with_earlier_parts``: a part taking cards from a zone counts the cards the parts before it
    put there (8.4.2.1: paid from the front, in order) — the other reading of the audit's
    cost_part_paid_with_earlier_part; by default each part is judged on the zone as it is."""
    ctx = rt.ctx
    apart = [(_cands(rt, it), it.n) for it in items if it.apart]
    if apart and not _fits(apart):
        return "それぞれに別々のカードを選べない"
    for it in items:
        if it.apart:
            continue
        if it.what == "stock":
            have = len(ctx.zone(rt.master, "stock"))
            # markers an ability lets the master pay with instead (1.3.1)
            have += instead_count(_substitutes(rt), it.n) if have < it.n else 0
            if have < it.n:
                # a stock not listed is read as the cards it holds: said (8.4.2.2)
                assume_zone_taken_as(ctx, rt.master, "stock", "ストック", "stock", ("8.4.2.2",))
                return f"ストックが{have}枚で{it.n}枚に足りない"
        elif it.what == "face":
            # 「表向きのこのカードを裏向きにする」: this card, showing the face named (3.12.2)
            c = ctx.card(rt.source or "")
            if c is None or ctx.where(c.uid) is None or c.face_up != (it.dest == "down"):
                return "このカードが{}向きでない".format("表" if it.dest == "down" else "裏")
        elif it.what == "deck_top":
            have = len(ctx.zone(rt.master, "deck"))
            if have < it.n:
                return f"山札が{have}枚で{it.n}枚に足りない"
        elif it.what == "pile":
            zone = _pile_zone(it)
            have = len(ctx.zone(rt.master, zone))
            if have < it.n:
                ja = ZONE_JA.get(zone, zone)
                assume_zone_taken_as(ctx, rt.master, zone, ja, zone, ("8.4.2.2",))
                return f"{ja}が{have}枚で{it.n}枚に足りない"
        elif it.what == "rest":
            assert it.sel is not None
            # not in the rest state already (1.3.2.1): a standing card, or a reversed one — a
            # reversed card is not rested (4.6.1.2, 4.6.1.3) and can be made so
            ok = [u for u in resolve_sel(rt, it.sel) if ctx.card(u).orientation != "rest"]  # type: ignore[union-attr]
            if len(ok) < it.n:
                return "【レスト】できるキャラが足りない"
        elif it.what == "reveal":
            assert it.sel is not None
            if len(resolve_sel(rt, it.sel)) < it.n:
                return "公開できるカードが手札に足りない"
        elif it.what == "swap":
            uid = rt.source or ""
            if not slot_of(ctx, uid) or not resolve_sel(rt, Sel(ref="this")):
                return "このカードが枠にいない"
            if card_banned(ctx, uid, "move_slot") is not None:
                return "このカードは他の枠に動かせない"
            if not _swap_cands(rt, it):
                return "入れ替えられるキャラがいない"
        elif it.what == "move_slot":
            assert it.dest is not None
            uid = rt.source or ""
            if not slot_of(ctx, uid) or not resolve_sel(rt, Sel(ref="this")):
                return "このカードが枠にいない"
            if card_banned(ctx, uid, "move_slot") is not None:
                return "このカードは他の枠に動かせない"
            if not slots_to_move(ctx, uid, it.dest):
                return "このカードを動かせる枠がない"
        elif it.what == "move":
            assert it.sel is not None
            if it.dest == "under_this" and _under_this_zone(rt) is None:
                return "このカードが舞台にいない"  # no marker zone to put them in (3.7.1)
            if it.sel.ref == "revealed_by_cost":
                continue  # the cards the reveal before it shows (checked there)
            if it.sel.ref == "this":
                if not resolve_sel(rt, it.sel):
                    return "このカードがない"
                if not _move_cands(rt, it) and _move_bans(rt, (it,)):
                    return "このカードを置くことが禁止されている"
            elif (
                len(_move_cands(rt, it))
                + (
                    _brought_before(rt, items, items.index(it), it.sel.zone)
                    if with_earlier_parts
                    else 0
                )
                < it.n
            ):
                return f"{ZONE_JA.get(it.sel.zone or '', '')}の条件に合うカードが足りない"
    # several actions taking cards from one zone, each payable alone: paid with different cards
    # (8.4.2.2.1 「それぞれを個別に実行する」, read together; 8.4.2.2: none of it otherwise)
    shared = _shared(rt, items)
    if shared and not _fits(shared):
        return SHARED_SHORT
    return None


def unpayable_clauses(rt: Rt, items: tuple[CostItem, ...]) -> tuple[str, ...]:
    """The principle an unpayable cost rests on besides 8.4.2.2, when it is one: a card to be
    【レスト】ed that is already rested is not rested again (1.3.2.1), so that part cannot be
    paid; a part that acts on 「このカード」 of an automatic ability whose card has left its slot
    for another zone since it triggered: there it is a new card (3.1.4), not the one the cost
    names."""
    bans = _move_bans(rt, items)
    if bans:
        # a card the cost would move may not be moved there (1.3.3): that part cannot be paid
        return tuple(
            dict.fromkeys((*rt.ctx.principle("prohibition"), *(x for e in bans for x in e.clauses)))
        )
    for it in items:
        if (
            it.sel is not None
            and it.sel.ref == "this"
            and rt.program.kind == "auto"
            and rt.source
            and not resolve_sel(rt, it.sel)
            and not slot_of(rt.ctx, rt.source)
            # a character's ability triggers on the stage (2.12.2.1): its card left a slot
            and getattr(rt.ctx.card(rt.source), "type", None) in ("character", None)
        ):
            return ("3.1.4",)
        if (
            it.what == "deck_top"
            and len(rt.ctx.zone(rt.master, "deck")) < it.n
            and rt.ctx.zone(rt.master, "waiting_room")
        ):
            # the deck runs out part way: no refresh while a cost is paid (9.2.3), so the
            # waiting room does not make up the rest
            return ("9.2.3",)
        if it.what == "rest" and it.sel is not None:
            cards = [c for u in resolve_sel(rt, it.sel) if (c := rt.ctx.card(u)) is not None]
            if sum(c.orientation != "rest" for c in cards) < it.n and any(
                c.orientation == "rest" for c in cards
            ):
                return rt.ctx.principle("already_in_state")
    if cost_payable(rt, items) == SHARED_SHORT:
        # each part payable alone, not all of them with different cards: the parts are done in
        # order (8.4.2.1), a card the first took is gone from the zone — or, for 【レスト】, rested
        # (1.3.2.1) — when the next is done (the engine's reading of 8.4.2.2.1)
        rests = sum(_pool(it) == "stage" for it in items) > 1
        return ("8.4.2.1",) + (rt.ctx.principle("already_in_state") if rests else ())
    return ()


def short_causes(rt: Rt, items: tuple[CostItem, ...]) -> tuple[int, ...]:
    """The steps that took cards out of the zones a cost is paid from (``Ctx.taken_from``;
    a card on the stage is no count of a zone): an unpayable cost rests on them (8.4.2.2)."""
    return rt.ctx.taken_from(*(z for z in cost_zones(rt, items) if ".stage" not in z))


def cost_zones(rt: Rt, items: tuple[CostItem, ...]) -> tuple[str, ...]:
    """The zones a cost would take cards from (what not paying it leaves as it was)."""
    out = []
    for it in items:
        if it.what == "stock":
            out.append(f"{rt.master}.stock")
        elif it.what in ("deck_top", "shuffle"):
            out.append(f"{rt.master}.deck")
        elif it.what == "pile":
            out.append(f"{rt.master}.{_pile_zone(it)}")
        elif it.sel is not None and it.sel.ref == "this":
            w = rt.ctx.where(rt.source or "")
            if w:
                out.append(f"{w[0]}.{w[1]}")
        elif it.sel is not None and it.sel.zone == "under_this":
            z = _under_this_zone(rt)
            out += [f"{z[0]}.{z[1]}"] if z else []
        elif it.sel is not None:
            out += [f"{rt.master}.{z}" for z in zone_ids(it.sel.zone or "stage")]
    return tuple(dict.fromkeys(out))


def _markers_from_top(rt: Rt, sel: Sel, cands: list[str]) -> list[str] | None:
    """「このカードの下のマーカーを1枚控え室に置く」 (no 選び, no filter): the markers are removed
    from the top of their zone, in order (3.7.2) — the candidates top first; None for any other
    selection (a choice then)."""
    if sel.zone != "under_this" or sel not in (
        ws_sel(zone="under_this", count=sel.count),
        ws_sel(zone="under_this", kind="marker", count=sel.count),
    ):
        return None
    z = _under_this_zone(rt)
    if z is None:
        return None
    pile = [c.uid for c in rt.ctx.zone(z[0], z[1])]
    return [u for u in pile if u in cands]


def _taken_to_meet(rt: Rt, sel: Sel, picks: list[str]) -> None:
    """A card paid for a cost that names what it must be (「手札のキャラを1枚」) which the scenario
    gave no name nor type (``hand: 1``): it is taken to meet it, and the ruling says so (a value
    not given is never read silently; ``not_given_taken_to_meet``)."""
    if not (sel.kind or sel.traits or sel.traits_any or sel.names or sel.colors or sel.stats):
        return
    ctx = rt.ctx
    for u in picks:
        c = ctx.card(u)
        if c is None or c.name is not None or c.type is not None:
            continue
        w = ctx.where_given(u)
        at_ja = f"{w[0]} の{ZONE_JA.get(w[1], w[1])}の" if w else ""
        at_en = f" of {w[0]}'s {w[1]} ({w[0]}.{w[1]})" if w else ""
        ctx.assume(
            f"名前も種類も書かれていない{at_ja}カード（{c.label}）は、コストの指定を満たすものとして扱いました",
            f"a card{at_en} whose name and type are not given ({c.label}) was taken to meet "
            "what the cost names",
            ("8.4.2",),
            key="not_given_taken_to_meet",
        )


def _stays(ctx: Ctx) -> dict[str, tuple[str, int]]:
    """Each card in a zone, with the zone and its stay there (``Card.placed``)."""
    return {
        c.uid: (zone, c.placed)
        for p in ctx.state.players.values()
        for zone, cards in p.zones.items()
        for c in cards
    }


def pay_cost(rt: Rt, items: tuple[CostItem, ...], why: tuple[str, ...] = ()) -> Proc:
    """Pay each item in text order (8.4.2.1); no refresh or level up until it is complete.
    ``why``: the clauses that call for the payment (a play's 8.6.2.3, an automatic ability's
    8.1.1.2.2). The cards the payment moved, with the zone each went to, are recorded as
    ``rt.data["put_by_cost"]`` (「このコストで控え室に置いたカード」: paying a cost is carrying out
    its actions, 8.4.2)."""
    before = _stays(rt.ctx)
    last = yield from _pay_cost(rt, items, why)
    after = _stays(rt.ctx)
    moved = [(u, z) for u, (z, placed) in after.items() if before.get(u) not in (None, (z, placed))]
    rt.data["put_by_cost"] = [*rt.data.get("put_by_cost", ()), *moved]
    return last


def _pay_cost(rt: Rt, items: tuple[CostItem, ...], why: tuple[str, ...] = ()) -> Proc:
    """``pay_cost``'s payment, item by item."""
    ctx = rt.ctx
    yield SetVar(
        key="paying_cost",
        value=True,
        clauses=why + ("8.4.2", "8.4.2.1"),
        ja=f"{rt.master} がコストの支払いを開始",
        en=f"{rt.master} starts paying the cost",
    )
    last = None
    taken: list[str] = []  # the cards the parts of one instruction took (``CostItem.apart``)
    for k, it in enumerate(items):
        if it.what == "deck_top":
            assert it.dest is not None
            for _ in range(it.n):
                uid = yield from take_top(ctx, rt.master, "コスト", matters=False)
                last = yield Move(
                    uid=uid,
                    player=rt.master,
                    zone=it.dest,
                    face_up=it.dest not in ("stock", "deck"),
                    clauses=why + ("8.4.2",) + dest_clauses(it.dest),
                )
        elif it.what == "pile":
            assert it.dest is not None and it.sel is not None
            zone = _pile_zone(it)
            for _ in range(it.n):
                # the card at that end of the pile (the stock's from the top, 3.10.2)
                cards = ctx.zone(rt.master, zone)
                uid = (cards[-1] if it.sel.pos == "bottom" else cards[0]).uid
                last = yield Move(
                    uid=uid,
                    player=rt.master,
                    zone=it.dest,
                    face_up=it.dest not in ("stock", "deck"),
                    clauses=why
                    + ("8.4.2",)
                    + (("3.10.2",) if zone == "stock" else ())
                    + dest_clauses(it.dest),
                )
        elif it.what == "shuffle":
            # 「…を山札に戻し、その山札をシャッフルする」: the master's deck (3.2.4)
            last = yield Shuffle(
                player=rt.master,
                zone="deck",
                clauses=why + ("8.4.2", "3.2.4"),
                ja=f"{rt.master} は山札をシャッフルする",
                en=f"{rt.master} shuffles the deck",
            )
            yield shuffled_now(ctx, rt.master)
        elif it.what == "face":
            up = it.dest == "up"
            last = yield SetCard(
                uid=rt.source or "",
                changes={"face_up": up},
                clauses=why + ("8.4.2",),
                caused_by=rt.causes(),
                ja=f"{card_label(ctx, rt.source or '')} を{'表' if up else '裏'}向きにする（コスト）",
                en=f"{card_label(ctx, rt.source or '')} is turned face {'up' if up else 'down'} (cost)",
            )
        elif it.what == "stock":
            subs = _substitutes(rt)
            used = (yield from markers_instead(ctx, rt.master, it.n, subs, why)) if subs else 0
            if it.n - used > 0:
                last = yield Do(
                    "pay_stock",
                    {"player": rt.master, "amount": it.n - used},
                    caused_by=rt.causes(),
                    clauses=why + ("8.4.3",),
                )
        elif it.apart:
            # a part of 「AとBを1枚ずつ…」: among the cards not taken by another part, each pick
            # leaving the parts after it payable
            later = [(_cands(rt, x), x.n) for x in items[items.index(it) + 1 :] if x.apart]
            picks = []
            for _ in range(it.n):
                ok = [
                    u
                    for u in _cands(rt, it)
                    if u not in taken
                    and u not in picks
                    and _fits(
                        [([v for v in _cands(rt, it) if v != u], it.n - len(picks) - 1), *later],
                        frozenset(taken) | set(picks) | {u},
                    )
                ]
                picks += yield from _pick(rt, ok, 1, "コストに使うカード", "card for the cost")
            taken += picks
            for u in picks:
                c = ctx.card(u)
                assert c is not None
                if it.what == "rest":
                    last = yield Orient(
                        uid=u, orientation="rest", clauses=why + ("8.4.2",) + _unrested(ctx, u)
                    )
                elif slot_of(ctx, u):
                    assert it.dest is not None
                    last = yield from leave_stage(
                        ctx,
                        u,
                        c.owner,
                        it.dest,
                        why + ("8.4.2",) + dest_clauses(it.dest),
                        doer=rt.master,
                    )
                else:
                    assert it.dest is not None
                    last = yield Move(
                        uid=u,
                        player=c.owner,
                        zone=it.dest,
                        face_up=it.dest not in ("stock", "deck"),
                        clauses=why + ("8.4.2",) + link_clauses(it.sel) + dest_clauses(it.dest),
                    )
        elif it.what == "rest":
            assert it.sel is not None
            stand = [u for u in resolve_sel(rt, it.sel) if ctx.card(u).orientation != "rest"]  # type: ignore[union-attr]
            # 「このカードを【レスト】する」 names its card: nothing is chosen (8.6.2.2 asks a choice
            # only where one is needed), so no answer of the scenario's is taken for it
            picks = (
                stand[: it.n]
                if it.sel.ref == "this"
                else (
                    yield from _pick(rt, stand, it.n, "【レスト】するキャラ", "character to rest")
                )
            )
            for u in picks:
                last = yield Orient(
                    uid=u, orientation="rest", clauses=why + ("8.4.2",) + _unrested(ctx, u)
                )
        elif it.what == "reveal":
            assert it.sel is not None
            picks = yield from _pick(
                rt, resolve_sel(rt, it.sel), it.n, "公開するカード", "card to reveal"
            )
            last = yield Mark(
                clauses=why
                + ("8.4.2", "4.9.1")
                + (("10.13.3.1",) if rt.program.keyword == "共鳴" else ()),
                touches=tuple(picks),
                ja=f"{rt.master} は手札の {'、'.join(card_label(ctx, u) for u in picks)} を公開する",
                en=f"{rt.master} reveals {', '.join(card_label(ctx, u) for u in picks)} from the hand",
            )
            rt.data["revealed_by_cost"] = tuple(picks)  # 「…を公開し、山札の下に置く」
        elif it.what == "swap":
            # 「…を1枚とこのカードを入れ替える」: the character picked and this one swap slots,
            # each keeping its orientation (3.6.3), markers with them (3.7.3.1)
            picks = yield from _pick(
                rt, _swap_cands(rt, it), 1, "入れ替えるキャラ", "character to swap with"
            )
            last = yield from swap_on_stage(
                ctx, rt.source or "", picks[0], why + ("8.4.2", "3.6.3")
            )
        elif it.what == "move_slot":
            assert it.dest is not None
            uid = rt.source or ""
            slots = slots_to_move(ctx, uid, it.dest)
            slot = yield from text_slot(
                rt,
                slots,
                f"{card_label(ctx, uid)} を動かす枠",
                f"slot to move {card_label(ctx, uid)} to",
                why + ("8.4.2",),
                master_of(ctx, uid),
            )
            c = ctx.card(uid)
            assert c is not None
            rt.data["was_slot"] = slot_of(ctx, uid)  # このカードがいた枠
            last = yield from leave_stage(
                ctx,
                uid,
                c.owner,
                f"stage.{slot}",
                why + ("8.4.2", "3.6.3"),
                ja=f"{card_label(ctx, uid)} を{SLOT_JA.get(slot, slot)}の枠に動かす",
                en=f"{card_label(ctx, uid)} is moved to {slot}",
                orientation=c.orientation,
            )
        elif it.what == "move":
            assert it.sel is not None and it.dest is not None
            cands = _move_cands(rt, it)
            later = [
                (_cands(rt, x), x.n)
                for x in items[k + 1 :]
                if _drawn(it) and _drawn(x) and x.sel.zone == it.sel.zone  # type: ignore[union-attr]
            ]
            if later:
                # a card this action takes must leave the later actions on the same zone payable
                # (8.4.2.2.2: any means, so long as all of the cost is paid)
                cands = [
                    u
                    for u in cands
                    if any(
                        u in pick and _fits(later, frozenset(pick))
                        for pick in combinations(cands, it.n)
                    )
                ]
            from_top = _markers_from_top(rt, it.sel, cands)
            picks = (
                cands
                if it.sel.ref in ("this", "revealed_by_cost")
                else from_top[: it.n]
                if from_top is not None
                else (
                    yield from _pick(
                        rt, cands, it.n, f"{ZONE_JA.get(it.dest, it.dest)}に置くカード", "card"
                    )
                )
            )
            if from_top is not None:
                why += ("3.7.2",)  # markers are removed from the top, in order
            _taken_to_meet(rt, it.sel, picks)
            under = _under_this_zone(rt) if it.dest == "under_this" else None
            for u in picks:
                c = ctx.card(u)
                assert c is not None
                if under is not None:
                    # 「…このカードの下にマーカーとして置く」: into the marker zone of this card's
                    # slot, face down (3.7.1, 3.7.2), or face up where the text says so (3.7.2.1)
                    up = it.face == "up"
                    last = yield Move(
                        uid=u,
                        player=under[0],
                        zone=under[1],
                        face_up=up,
                        clauses=why + ("8.4.2", "3.7.1", "3.7.2.1" if up else "3.7.2"),
                    )
                    continue
                if slot_of(ctx, u):
                    if u == rt.source:
                        rt.data["was_slot"] = slot_of(ctx, u)  # このカードがいた枠
                    last = yield from leave_stage(
                        ctx,
                        u,
                        c.owner,
                        it.dest,
                        why + ("8.4.2",) + dest_clauses(it.dest),
                        pos=it.pos or "top",
                        doer=rt.master,
                    )
                else:
                    w = ctx.where(u)
                    if w is not None and w[1] != it.dest:
                        # its own replacement effect names this move (8.10.1): the replacing
                        # event instead, the cost's action carried out so (reading paid)
                        from ruling.games._ws.replacing import replace_leave

                        replaced, steps = yield from replace_leave(
                            ctx, u, it.dest, why + ("8.4.2",), rt.causes(), rt.master, src=w[1]
                        )
                        if replaced:
                            last = steps[-1] if steps else last
                            continue
                    last = yield Move(
                        uid=u,
                        player=c.owner,
                        zone=it.dest,
                        pos=it.pos or "top",
                        face_up=it.dest not in ("stock", "deck"),
                        clauses=why
                        + ("8.4.2",)
                        + link_clauses(it.sel)
                        + dest_clauses(it.dest)
                        # このカードの下: the marker zone of this card's slot
                        + (("3.7.1",) if it.sel.zone == "under_this" else ()),
                    )
    done = yield SetVar(
        key="paying_cost",
        value=None,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja="コストの支払いを完了",
        en="cost payment complete",
    )
    rt.paid = True
    if not isinstance(last, int) or isinstance(last, bool):
        last = done  # (a stock payment is an action, not a step): the payment's completion
    kw = rt.program.keyword
    entry = KEYWORD_TABLE.get(kw or "")
    if (
        entry is not None
        and entry.used_at == "cost"
        and (entry.cost_act is None or any(it.what == entry.cost_act for it in items))
    ):
        # 『加速』/『フォース』を使った: the cost of the ability with that keyword is paid
        # (10.12.3, 10.14.3); 『共鳴』を使った: a 共鳴 ability whose cost reveals a card, paid
        # (10.13.3.1)
        last = yield from keyword_used(
            rt,
            kw,
            USED_AT_COST[kw],
            after=(done, last if isinstance(last, int) else None),
        )
    return last


def _pick(rt: Rt, cands: list[str], n: int, ja: str, en: str) -> Proc:
    return (
        yield from choose_one_at_a_time(
            rt.master,
            cands,
            n,
            lambda u: card_option(rt.ctx, u),
            "cost",
            lambda _k: (f"コスト: {ja}", f"cost: {en}"),
            ("8.4.2",),
        )
    )


def op_pay_cost(rt: Rt, op: Op) -> Proc:
    """「コストを払ってよい」: the ability's cost paid as it resolves (8.1.1.2.2); with the op's
    own ``cost``, 「(1)を払ってよい」 — a circled number an effect says to pay (8.4.3)."""
    items = op.cost if op.cost is not None else rt.program.cost
    calls = ("8.4.3",) if op.cost is not None else ("8.1.1.2.2",)
    why = yield from cost_payable_now(rt, items)
    if why is not None:
        yield from shared_short_flag(rt, why)
        rt.done = False
        yield Reject(
            f"コストを支払えない（{why}）ため、支払わない",
            f"the cost cannot be paid ({why}): it is not paid",
            # a circled number the effect says to pay means stock cards (8.4.3): what it lacks
            ("8.4.2.2", "8.4.2.2.1")
            + unpayable_clauses(rt, items)
            + (("8.4.3",) if op.cost is not None else ()),
            caused_by=short_causes(rt, items),
        )
        return
    ok = True
    if op.optional:
        # 「コストを払ってよい」: answered as ``at: optional`` or ``at: cost`` (yes / no)
        ok = yield from _ask_optional(rt, op, "コストを支払う", "pay the cost", ("cost",))
    if not ok:
        rt.done = False
        yield Mark(
            clauses=("8.7.3.2.1",),
            touches=cost_zones(rt, items),
            ja=f"{rt.master} はコストを支払わない",
            en=f"{rt.master} does not pay the cost",
        )
        return
    # 8.1.1.2.2: 「[(コスト)] (テキスト)」 — the cost may be paid as the ability resolves
    last = yield from pay_cost(rt, items, calls)
    if isinstance(last, int) and not isinstance(last, bool):
        rt.why += (last,)  # そうしたら: what follows happens because the cost was paid (8.6.4)
    rt.done = True
