"""Weiß Schwarz card abilities: conditions (「〜なら」) — whether one holds now, what it looked at, and
the 「…1枚につき」 count."""

from __future__ import annotations

import dataclasses
from typing import Any

from ruling.cardtext.ir import compares
from ruling.games._ws.cardtext import Cond, Sel, ws_sel
from ruling.games._ws.cardtext.ir import (
    ORIENTATIONS,
    cond_tier,
    cond_times,
    cond_was,
    cond_x,
    ext,
    with_cond,
    with_ext,
)
from ruling.games._ws.selection import (
    HELD,
    HELD_BY,
    MARKER_READING,
    UNNAMED_ZONE,
    Rt,
    _under_this_zone,
    _who,
    colours,
    default_zone,
    distinct_named,
    is_blank,
    link_clauses,
    matches,
    printed_number,
    resolve_sel,
    slot_of,
    with_declared,
    zone_ids,
)


def holds(rt: Rt, cond: Cond | None) -> bool:

    if cond is None:
        return True
    ctx = rt.ctx
    if cond.what == "and":
        return all(holds(rt, p) for p in cond.parts)
    if cond.what == "or":  # 「AかBなら」: either holds
        return any(holds(rt, p) for p in cond.parts)
    if cond.what == "not":  # 「…なら、A。そうでないなら、B」 in a continuous ability
        return not any(holds(rt, p) for p in cond.parts)
    if cond.what == "entered":
        # 「このカードが手札から舞台に置かれたターンなら」: the card was put onto the stage from one
        # of those zones this turn and has stayed there (``automatic._ENTERED``)
        # — or, in the reading same_card of the point entered_turn_new_card, in an earlier stay
        from ruling.games._ws.automatic import ENTERED_READING, entered_earlier, entered_now

        zones = dict(cond.detail)["zones"]
        if entered_now(ctx, rt.source or "", zones):
            return True
        return ctx.state.vars.get(ENTERED_READING) == "same_card" and entered_earlier(
            ctx, rt.source or "", zones
        )
    if cond.what == "met":
        # the condition of sentence ``n`` was met when it was read (a replacement after it,
        # 「かわりに」, reads it again: ``cardtext.abilities._instead``)
        return rt.data.get("cond_met", {}).get(cond.n) is True
    if cond.what == "not_replaced":
        # 8.2.1.3: the replacement in sentence ``n`` (「Xなら、かわりに」) was not made — X was
        # not met when it was read, so the event it replaces is done
        return rt.data.get("cond_met", {}).get(cond.n) is False
    if cond.what == "unmet":
        # 「…なら、A。そうでないなら、B」: the condition of sentence ``n`` was not met when it was
        # read (``program._run_program`` records it)
        return rt.data.get("cond_met", {}).get(cond.n) is False
    if cond.what == "phase":
        # 「アタックフェイズ中、」 (the shared phase, ``owner`` any): that phase of either player's
        # turn (6.1.1); with an owner, of that player's turn
        if ctx.state.turn.phase != cond.verb:
            return False
        return cond.owner == "any" or ctx.state.turn.player == (
            rt.master if cond.owner == "you" else ctx.state.opponent(rt.master)
        )
    if cond.what == "damage_cancelled":
        # 「このダメージがキャンセルされた / されなかったなら」: the damage the step before dealt
        got = rt.data.get("damage")
        return got is not None and got["cancelled"] == (cond.cmp != "not")
    if cond.what == "damage_amount":
        # 「そのダメージが3以上なら」: the amount of the damage the trigger named (4.10.1)
        got = rt.data.get("damage_amount")
        return got is not None and compares(int(got), cond.cmp, cond.n)
    if cond.what == "nth_attack":
        # 「このターンで3回目のアタック中なら」: an attack is being made (7.1.1: from its
        # declaration to the end of its attack) and it is the n-th declared this turn
        # (cmp ``eq``; 「…2回目以降のアタックなら」: that one or a later one, cmp ``ge``)
        return ctx.state.vars.get("attack") is not None and compares(
            ctx.state.vars.get("attacks") or 0, cond.cmp, cond.n
        )
    if cond.what == "turn":
        me = rt.master
        return ctx.state.turn.player == (me if cond.owner == "you" else ctx.state.opponent(me))
    if (cond.sel is not None and ext(cond.sel, "stat_declared") is not None) or (
        cond.filt is not None and ext(cond.filt, "stat_declared") is not None
    ):
        # 「そのカードが相手の宣言したレベルのキャラなら」: the number declared, as it is now
        cond = dataclasses.replace(
            cond, sel=with_declared(rt, cond.sel), filt=with_declared(rt, cond.filt)
        )
    if cond_x(cond) is not None:
        # 「思い出がＸ枚以上なら」: Ｘ worked out now, each time the condition is read
        from ruling.games._ws.continuous import eval_x

        cond = with_cond(dataclasses.replace(cond, n=eval_x(rt, cond_x(cond))), x=None)
    if cond.what == "count" and cond.sel is not None and cond.sel.ref == "among":
        # それらのカードにCXがあるなら (the shared count of ``ref`` among): how many of the cards
        # just dealt with pass the filter (a tier after another reads the cards the first one read)
        cards = among_cards(rt, cond)
        rt.data["among"] = list(cards)
        bare = ws_sel(cond.sel, ref=None)
        n = sum(1 for u in cards if (c := ctx.card(u)) is not None and matches(ctx, c, bare, None))
        return compares(n, cond.cmp, cond.n)
    if cond.what == "count":
        assert cond.sel is not None
        uids = resolve_sel(rt, cond.sel)
        if cond.sel.distinct_names:  # 異なるカード名のカードが2枚以上
            return compares(distinct_named(ctx, uids), cond.cmp, cond.n)
        if cond.than is not None and cond.n is None:
            # 「あなたのクロックが相手より多いなら」: one number of cards against another; 「…より
            # 2枚以上多いなら」: against the other and a margin (``Cond.margin``)
            return compares(len(uids), cond.cmp, len(resolve_sel(rt, cond.than)) + cond.margin)
        return compares(len(uids), cond.cmp, cond.n)
    if cond.what == "player_number" and cond.verb == "level":
        # a player's level (the shared player_number, the number ``level``): the cards in their
        # level zone (3.9); ``each``: every player's
        return all(
            compares(len(ctx.zone(who, "level")), cond.cmp, cond.n)
            for who in _level_players(rt, cond.owner)
        )
    if cond.what == "colors_alike":
        # 「そのキャラの色がこのカードの色と違うなら」: no colour the two share; 「…と同じなら」 /
        # 「それらのカードが同じ色なら」: one colour between them all (a card's colour, 2.4.1);
        # 「(それらのカードが)違う色なら」: no two of them share one. A card not there (or a blank
        # one, with no colour) makes neither true; cards compared among themselves are two at least
        assert cond.sel is not None
        one = resolve_sel(rt, cond.sel)
        other = resolve_sel(rt, cond.than) if cond.than is not None else []
        each = [colours(ctx, [u]) for u in (*one, *other)]
        if not one or (cond.than is not None and not other) or not all(each):
            return False
        if cond.than is None and len(one) < 2:
            return False
        if cond.verb == "same":
            return len(colours(ctx, [*one, *other])) == 1
        if cond.than is None:
            return sum(len(c) for c in each) == len(colours(ctx, one))
        return not colours(ctx, one) & colours(ctx, other)
    if cond.what == "colors":  # 「…の持つ色の合計が3色以上なら」
        assert cond.sel is not None
        return compares(len(colours(ctx, resolve_sel(rt, cond.sel))), cond.cmp, cond.n)
    if cond.what == "total":
        assert cond.sel is not None and cond.stat is not None
        total = 0
        for u in resolve_sel(rt, cond.sel):
            c = ctx.card(u)
            if c is None:
                continue
            if slot_of(ctx, u) or last_known_value(rt, u, cond.stat) is not None:
                total += _value(rt, u, cond.stat)
            elif is_blank(ctx, u):
                # a face-down card of the level zone or the memory is a blank card with no
                # information (3.9.2.2.1, 3.12.2.2.1): its number read as 0 (2.19.1)
                total += 0
            elif c.value(cond.stat) is None and cond.stat not in HELD.get(
                c.type or "", (cond.stat,)
            ):
                # its kind has no such number (a climax's level, 2.6.1): read as 0 (2.19.1,
                # ``cond_absent_clauses``)
                total += 0
            elif getattr(c, cond.stat) is None:
                rt.unknown = True
            else:
                total += int(getattr(c, cond.stat))
        return compares(total, cond.cmp, cond.n)
    if cond.what == "stat":
        assert cond.sel is not None and cond.stat is not None
        uids = resolve_sel(rt, cond.sel)
        if cond.than is not None:
            # 「…のレベルがこのカードのレベル以下なら」: both cards are there, values compared
            # — a value not given is never read as 0: the shared door (round 29,
            # ``values.cards_compared``) branches on it where the condition decides
            from ruling.values import cards_compared

            others = resolve_sel(rt, cond.than)
            if len(uids) != 1 or len(others) != 1:
                return False
            a, b = ctx.card(uids[0]), ctx.card(others[0])
            if a is None or b is None:
                return False
            ja = _STAT_WORDS.get(cond.stat, cond.stat)
            cmp = cond.cmp
            # 「…のパワーの2倍以上なら」: compared with that multiple of the other's value
            k = cond_times(cond)
            times_ja, times_en = (f"の{k}倍", f" times {k}") if k != 1 else ("", "")
            return cards_compared(
                ctx,
                tuple(  # type: ignore[arg-type]
                    (c, cond.stat, None if _stat_not_given(rt, c.uid, cond.stat) else v)
                    for c, v in (
                        (a, _value(rt, a.uid, cond.stat)),
                        (b, _value(rt, b.uid, cond.stat)),
                    )
                ),
                lambda x, y: compares(x, cmp, y * k),
                (
                    f"{ja}が{b.label}の{ja}{times_ja}{_CMP_JA[cmp]}",
                    f"{cond.stat} {_CMP_EN[cmp]} {b.label}'s {cond.stat}{times_en}",
                ),
            )
        if len(uids) == 1 and _stat_not_given(rt, uids[0], cond.stat):
            # 「このカードのバトル相手のレベルが2以下なら」 and that level not given: never read
            # from 0 — one of two results against the threshold, branched on where the condition
            # decides (``values.branch_condition``), else taken as not met and said (round 26)
            from ruling.values import assume_unmatched

            c = ctx.card(uids[0])
            assert c is not None
            v = _value(rt, uids[0], cond.stat)  # what the effects in force add to it
            ja = _STAT_WORDS.get(cond.stat, cond.stat)
            want = (f"{ja}{cond.n}{_CMP_JA[cond.cmp]}", f"{cond.stat} {_CMP_EN[cond.cmp]} {cond.n}")
            return assume_unmatched(
                ctx, c, [(cond.stat, *want)], (), (cond.cmp, int(cond.n) - int(v))
            )
        return len(uids) == 1 and compares(_value(rt, uids[0], cond.stat), cond.cmp, cond.n)
    if cond.what == "paid":  # コストを払ったなら
        return rt.paid
    if cond.what == "match":
        # 「そのカードが《X》のキャラなら」 (the shared match): the cards ``sel`` points at are
        # there and each passes ``filt``; cmp "not": 「…でないなら」 — there is that card and
        # it is not one
        assert cond.sel is not None and cond.filt is not None
        if cond_was(cond):
            # 「このカードが《X》を持っていたなら」: this card as it was on the stage it left, the
            # leaving that triggered the ability — its last-known information there (8.7.4.1.2)
            placed = rt.data.get("left_stage")
            lk = ctx.last_known(rt.source or "", placed) if placed is not None else None
            return (
                lk is not None
                and lk.zone.startswith("stage.")
                and matches(ctx, lk.card, cond.filt, None, {**lk.info}) == (cond.cmp != "not")
            )
        uids = resolve_sel(rt, cond.sel)
        if cond.sel.ref == "trigger_card" and not uids and rt.data.get("card"):
            # そのカード: the card the trigger was about, wherever it has gone since (the card
            # a trigger check revealed is in the stock by then, 7.3.1.2.3): its printed
            # information
            uids = [u for u in (rt.data["card"],) if ctx.card(u) is not None]
        want = cond.cmp != "not"
        # a card this effect revealed is read with its information, face down in the memory
        # too (``show`` to all: 4.9.1, the text over 3.12.2.2.1, 1.3.1)
        shown = rt.data.get("revealed_cards", ())
        if cond.filt.ref is not None:
            # 「そのキャラがこのカードの正面のキャラなら」: the card named is the one the other
            # reference names (its place relative to this card, 3.6.5 / 3.6.6, or this card's
            # battle opponent, 7.2.1.5.1), with the filters said beside it
            pool = set(resolve_sel(rt, cond.filt))
            return bool(uids) and all((u in pool) == want for u in uids)
        return bool(uids) and all(
            (c := ctx.card(u)) is not None
            and matches(ctx, c, cond.filt, None, _known(rt, u, u in shown)) == want
            for u in uids
        )
    if cond.what == "at" and cond.sel is not None and cond.sel.ref not in (None, "this"):
        # それらのキャラが舞台にいるなら (the shared ``at`` of a reference): one of the cards named
        # is in that zone now
        if cond.filt is None or cond.filt.zone is None:
            raise ValueError(f"at: {cond}")
        return bool(_ref_at(rt, cond))
    if cond.what == "at" and cond_was(cond):
        # 「このカードが後列にいたなら」: the slot this card was in on the stage it left, the
        # leaving that triggered the ability — its last-known information there (8.7.4.1.2)
        placed = rt.data.get("left_stage")
        lk = ctx.last_known(rt.source or "", placed) if placed is not None else None
        return (
            lk is not None
            and cond.filt is not None
            and lk.zone in zone_ids(cond.filt.zone or "stage")
        )
    if cond.what == "at":
        # 「このカードが舞台にいるなら」 (the shared ``at``): this card is in the place ``filt``
        # names (a zone, a row, a slot; ``pos`` top: クロックの1番上, the card put there last, 3.8.2)
        if cond.sel != Sel(ref="this") or cond.filt is None:
            raise ValueError(f"at: {cond}")
        w = ctx.where(rt.source or "")
        if not w or w[1] not in zone_ids(cond.filt.zone or "stage"):
            return False
        if cond.filt.pos == "top":
            return ctx.zone(w[0], w[1])[0].uid == rt.source
        return True
    if cond.what == "done" and cond.detail == (("count", "cards"),):
        # 「2枚【レスト】したなら」 / 「5枚戻したなら」 (the shared done, 11.2.3): how many cards the
        # step before did it to — an orientation step's cards turned, a move's or a reveal's
        # cards dealt with
        return compares(len(_done_cards(rt, cond)), cond.cmp, cond.n)
    if cond.what == "history":
        # 「このターン中、あなたが【起】を使っていないなら」 (the shared history, negated): how
        # many times that player used an activated ability (or the keyword named) this turn
        return compares(len(history_steps(rt, cond)), cond.cmp, cond.n)
    if cond.what == "every":
        # あなたのキャラすべてが《X》なら (the shared every): every card of the group passes
        # ``filt``, and there is one at least (n=1)
        assert cond.sel is not None and cond.filt is not None
        if cond.sel.ref is not None:
            raise ValueError(f"every of a reference (the shared match): {cond}")
        uids = resolve_sel(rt, cond.sel)
        if len(uids) < cond.n:
            return False
        return all(
            (c := ctx.card(u)) is not None and matches(ctx, c, cond.filt, None) for u in uids
        )
    if cond.what == "effect_moved":
        # その効果でCXが控え室に置かれたなら: the cards the used keyword's effect moved
        assert cond.sel is not None
        bare = ws_sel(cond.sel, zone=None)
        n = sum(
            1
            for u in rt.data.get("used_cards", ())
            if (c := ctx.card(u)) is not None
            and matches(ctx, c, bare, None)
            and (w := ctx.where(u)) is not None
            and w[1] in zone_ids(cond.sel.zone or "")
        )
        return compares(n, cond.cmp, cond.n)  # 「置かれなかったなら」: none (eq 0)
    raise ValueError(cond.what)


# the rules clause that defines what a condition reads: 「…の持つ色の合計」 counts the colours the
# cards have, a card's colour being a piece of its information (2.4.1)
COND_CLAUSES: dict[str, tuple[str, ...]] = {
    "colors": ("2.4.1",),
    "colors_alike": ("2.4.1",),
    "phase": ("6.1.1",),
    "not_replaced": ("8.2.1.3",),
    # a damage cancelled (a climax revealed, 4.10.1.2) or not (its cards to the clock, 4.10.1.3)
    "damage_cancelled": ("4.10.1.2", "4.10.1.3"),
    # the amount of a damage: a damage process of that many points (4.10.1)
    "damage_amount": ("4.10.1",),
}


_ROWS = ("front_row", "back_row")


def cond_clauses(cond: Cond | None) -> tuple[str, ...]:
    """The clauses defining what ``cond`` reads (``COND_CLAUSES``), for each of its parts."""
    if cond is None:
        return ()
    if cond.what in ("and", "or", "not"):
        return tuple(dict.fromkeys(c for p in cond.parts for c in cond_clauses(p)))
    out = COND_CLAUSES.get(cond.what, ()) + history_clauses(cond)
    if (
        cond.sel is not None
        and cond.sel.ref is None
        and cond.sel.zone is None
        and cond.sel.kind == "climax"
    ):
        # 「あなたのクライマックスが…あるなら」: 「クライマックス」 with no zone named is a climax in
        # the climax zone (2.3.2.3.2), the zone read
        return out + (UNNAMED_ZONE["climax"][1],) + link_clauses(cond.sel)
    if (
        cond.what in ("count", "total", "every", "colors")
        and cond.sel is not None
        and cond.sel.ref is None
        and (cond.sel.zone or "stage") in ("stage", *_ROWS)
    ):
        # a count over the stage counts a card in any of its slots (3.5.2); over a row, in any
        # of the row's slots (3.6.4: the front row's three, the back row's two)
        out += ("3.5.2",) + (("3.6.4",) if cond.sel.zone in _ROWS else ())
        if cond.sel.kind == "character":
            # 「キャラ」 with no zone named: a character card on the stage (2.3.2.1.2), front or
            # back row alike (a row is slots of the stage, 3.6, not a zone of its own)
            out += ("2.3.2.1.2",)
    # what the cards it reads are filtered by: a trait (2.5.3), a part of the card name (2.1.2.1)
    if cond.what == "match":
        return out + link_clauses(cond.filt)
    return out + link_clauses(cond.sel)


def _known(rt: Rt, uid: str, shown: bool) -> dict[str, Any] | None:
    """What a ``match`` reads of card ``uid`` beside the card itself: as it last was on the
    stage for a character this effect chose there that has left it (8.11.1: its values,
    traits and 配置状態), ``{}`` for a card this effect revealed (read with its information),
    else None (read where it is)."""
    from ruling.games._ws.continuous import left_stage_info

    info = left_stage_info(rt, uid)
    if info is not None:
        return info
    return {} if shown else None


def last_known_value(rt: Rt, uid: str, name: str) -> int | None:
    """``continuous.left_stage_stat``: a character this effect chose on the stage and that has
    left it, read as it last was there (8.11.1); the card whose leaving the stage triggered
    this ability, read as it was there (8.7.4.1.2, ``trigger_left_stat``); None for any other
    card."""
    from ruling.games._ws.continuous import left_stage_stat, trigger_left_stat

    v = left_stage_stat(rt, uid, name)
    return v if v is not None else trigger_left_stat(rt, uid, name)


_STAT_WORDS = {"power": "パワー", "soul": "ソウル", "level": "レベル", "cost": "コスト"}
_CMP_JA = {"ge": "以上", "le": "以下", "eq": "", "gt": "より大きい", "lt": "より小さい"}
_CMP_EN = {"ge": "at least", "le": "at most", "eq": "exactly", "gt": "above", "lt": "below"}


def _stat_not_given(rt: Rt, uid: str, name: str) -> bool:
    """Whether a single card's value a condition compares with a number is one the scenario
    did not give (no last-known value, printed value left out, no effect setting it)."""
    from ruling.values import unknown_in_filter

    c = rt.ctx.card(uid)
    if c is None or last_known_value(rt, uid, name) is not None:
        return False
    return printed_number(c, name) is None and unknown_in_filter(rt.ctx, c, name)


def _value(rt: Rt, uid: str, name: str) -> int:
    """The value ``name`` of card ``uid`` a condition compares: as it last was on the stage for a
    character this effect chose there that has left it (8.11.1), else as it is now."""
    from ruling.games._ws.continuous import stat

    known = last_known_value(rt, uid, name)
    return known if known is not None else stat(rt.ctx, uid, name)


# zones whose face-down cards are blank cards with no information (3.9.2.2.1, 3.12.2.2.1)
FACE_DOWN_BLANK = {"memory": "3.12.2.2.1", "level": "3.9.2.2.1"}


def reads_marker_info(s: Sel) -> bool:
    """Does ``s`` describe markers by their information (「「X」のマーカー」, 《X》, a kind, a
    value), not only count them (3.7.4)?"""
    marker = "marker" in s.kinds or bool({"under_this", "under_described"} & set(s.zones))
    return marker and bool(
        s.names or s.traits or s.traits_any or s.stats or s.colors or s.info_contains or s.alts
    )


def cond_absent_clauses(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """2.19.1 when ``cond`` totals a number (「レベル置場のカードのレベルの合計が…」) over a card
    whose kind does not have it (a climax's level, ``HELD``), read as 0: the clause the total
    rests on, for each of its parts that does; 8.11.1 when it reads a value of a character this
    effect chose on the stage that has left it (its last information there); 4.10.3 when it
    reads the cards this effect revealed or put somewhere and the effect dealt damage (the cards
    the damage processing revealed or moved are not among them)."""
    if cond is None:
        return ()
    if cond.what in ("and", "or", "not"):
        return tuple(dict.fromkeys(c for p in cond.parts for c in cond_absent_clauses(rt, p)))
    if cond.sel is not None and cond.sel.ref is None and cond.sel.zone in FACE_DOWN_BLANK:
        # a condition reading the cards of a memory or a level zone that holds a face-down card:
        # a blank card with no information (3.12.2.2.1, 3.9.2.2.1) — counted as a card all the
        # same, matching no name, colour, trait or value the condition asks for
        zone = cond.sel.zone
        if any(
            not c.face_up
            for pl in _who(cond.sel.owner, rt.master, rt.ctx)
            for c in rt.ctx.zone(pl, zone)
        ):
            # a total of a number over them reads the blank card's as 0 (2.19.1); a name, trait,
            # colour or words asked of it compare information that does not exist, never the
            # same (2.19.2)
            s = cond.sel
            compares = bool(
                s.names
                or s.traits
                or s.traits_any
                or s.colors
                or s.info_contains
                or s.contains
                or s.contains_any
            )
            return (
                (FACE_DOWN_BLANK[zone],)
                + (("2.19.1",) if cond.what == "total" else ())
                + (("2.19.2",) if compares else ())
            )
    if (
        cond.sel is not None
        and reads_marker_info(cond.sel)
        and rt.ctx.state.vars.get(MARKER_READING) is not None
    ):
        # a condition naming a marker's information where a face-down marker lies (3.7.2: no
        # player may see it): read as the point face_down_marker_information's reading says
        # (``value_readings``); 3.7.2.1 with the reading that reads it (the face says who sees)
        how = rt.ctx.state.vars.get(MARKER_READING)
        return ("3.7.2",) if how == "hidden" else ("3.7.2", "3.7.2.1")
    if (
        rt.data.get("damage") is not None
        and cond.sel is not None
        and cond.sel.ref in ("put_by_effect", "revealed_by_effect")
    ):
        # 4.10.3: 「ダメージ処理中に、公開されたまたはいずれかの領域に置かれたカードはそのカードに
        # 含みません」 — this effect's damage revealed and moved cards the reference leaves out
        return ("4.10.3",)
    if cond.sel is not None and "had_markers" in cond.sel.states:
        # 「この効果で手札に戻したキャラの下にマーカーがあったなら」: the markers of a character
        # that has left the stage, read as it last was there (8.11.1; the markers it had, 3.7.4)
        return ("8.11.1", "3.7.4")
    if cond.what == "match" and cond.sel is not None and cond.sel.ref == "chosen":
        from ruling.games._ws.continuous import left_stage_info

        if any(left_stage_info(rt, u) is not None for u in resolve_sel(rt, cond.sel)):
            return ("8.11.1",)
    if cond.what in ("stat", "total") and cond.sel is not None and cond.stat is not None:
        name = cond.stat
        sels = [cond.sel] + ([cond.than] if cond.than is not None else [])
        from ruling.games._ws.continuous import left_stage_stat

        # a chosen character read as it last was on the stage (8.11.1; the trigger's own card
        # read so is 8.7.4.1.2, cited with the trigger's ``info_clauses``)
        read = [
            u for s in sels for u in resolve_sel(rt, s) if left_stage_stat(rt, u, name) is not None
        ]
        if read:
            from ruling.games._ws.continuous import left_stage_stat_clauses

            # 8.11.1, and what made the value it had there
            made = (c for u in read for c in left_stage_stat_clauses(rt, u, name))
            return tuple(dict.fromkeys(("8.11.1", *made)))
    if cond.what != "total" or cond.sel is None or cond.stat is None:
        return ()
    for u in resolve_sel(rt, cond.sel):
        c = rt.ctx.card(u)
        if (
            c is not None
            and not slot_of(rt.ctx, u)
            and c.value(cond.stat) is None
            and cond.stat not in HELD.get(c.type or "", (cond.stat,))
        ):
            return ("2.19.1",) + ((HELD_BY[cond.stat],) if cond.stat in HELD_BY else ())
    return ()


def cond_watch(rt: Rt, cond: Cond | None) -> tuple[str, ...]:
    """What a condition looked at (so the trace step it decides names its causes)."""
    if cond is None:
        return ()
    if cond.what in ("and", "or", "not"):
        return tuple(w for p in cond.parts for w in cond_watch(rt, p))
    if (
        cond.what in ("count", "total", "every", "colors")
        and cond.sel is not None
        and cond.sel.ref is None
    ):
        zone = cond.sel.zone or default_zone(cond.sel)
        if zone == "under_this":
            z = _under_this_zone(rt)
            return (f"{z[0]}.{z[1]}",) if z else ()
        return tuple(
            f"{p}.{z}" for p in _who(cond.sel.owner, rt.master, rt.ctx) for z in zone_ids(zone)
        )
    if cond.what == "player_number" and cond.verb == "level":
        return tuple(f"{who}.level" for who in _level_players(rt, cond.owner))
    if cond.what == "damage_cancelled":
        got = rt.data.get("damage")
        return (f"step:{got['step']}",) if got and got.get("step") is not None else ()
    if cond.what == "effect_moved":
        return tuple(rt.data.get("used_cards", ()))
    if cond.what == "count" and cond.sel is not None and cond.sel.ref == "among":
        return tuple(among_cards(rt, cond))
    if cond.what == "history":  # the steps where that player used the ability or keyword
        return tuple(dict.fromkeys(f"step:{i}" for i in history_steps(rt, cond)))
    if cond.what == "done" and cond.verb in ORIENTATIONS:
        # the steps that turned them, or found them already turned
        return tuple(f"step:{i}" for i in rt.data.get("acted_steps", ()))
    if cond.what == "done":
        return tuple(_done_cards(rt, cond))
    x = cond_x(cond)
    if cond.what == "stat" and x is not None and x.what == "level" and cond.sel is not None:
        # 「…のレベルが相手のレベルより高いなら」: the card, and that player's level zone (3.9)
        who = rt.master if x.sel.owner == "you" else rt.ctx.state.opponent(rt.master)
        return tuple(resolve_sel(rt, cond.sel)) + (f"{who}.level",)
    if cond.what == "stat" and cond.than is not None and cond.sel is not None:
        return tuple(resolve_sel(rt, cond.sel)) + tuple(resolve_sel(rt, cond.than))
    if cond.what in ("at", "match") and cond_was(cond):
        # this card, read where it was / as it was on the stage it left (the trigger's
        # ``info_clauses``)
        return (rt.source,) if rt.source else ()
    if cond.what == "at" and cond.sel is not None and cond.filt is not None:
        # the card the reference points at, in the place named
        return tuple(resolve_sel(rt, ws_sel(cond.filt, ref=cond.sel.ref)))
    return tuple(resolve_sel(rt, cond.sel)) if cond.sel is not None else ()


def among_cards(rt: Rt, cond: Cond) -> list[str]:
    """The cards a count among 「それらのカード」 reads: those the step before dealt with, or, for
    a tier after another (``cond_tier``), those the first of the run read."""
    return list(rt.data.get("among", rt.chosen) if cond_tier(cond) else rt.chosen)


def _ref_at(rt: Rt, cond: Cond) -> list[str]:
    """The cards the reference of an ``at`` names that are in its place now (3.1.4: a card that
    changed zones is followed to its new one)."""
    assert cond.sel is not None and cond.filt is not None
    ctx = rt.ctx
    zones = zone_ids(cond.filt.zone or "")
    cards = [u for u in resolve_sel(rt, cond.sel) if (w := ctx.where(u)) and w[1] in zones]
    if cond.filt.pos in ("top", "bottom"):
        # 「山札の下に置いたなら」: put at that end — the end the master picked when the put
        # offered two (``put_end``), else where the card lies in the pile now (3.1.5)
        picked = rt.data.get("put_end")
        end = 0 if cond.filt.pos == "top" else -1
        if picked is not None:
            cards = cards if picked == cond.filt.pos else []
        else:
            cards = [u for u in cards if (w := ctx.where(u)) and ctx.zone(w[0], w[1])[end].uid == u]
    return cards


def _done_cards(rt: Rt, cond: Cond) -> list[str]:
    """The cards a ``done`` condition counts: those the orientation step before turned to that
    state (a card already in it was not turned, 1.3.2.1), or those the move or reveal before dealt
    with (of those chosen, 8.6.3.1.2: as many as could be)."""
    if cond.verb in ORIENTATIONS:
        return list(rt.acted)
    return [u for u in rt.chosen if rt.ctx.card(u) is not None]


def history_steps(rt: Rt, cond: Cond) -> list[int]:
    """The steps of this turn a ``history`` condition counts: the uses of an activated ability
    by the player it names (8.1.1.1.2), or of the keyword its event names (「このターンにあなたが
    『シフト』を使っていたなら」: the keyword's used event, 10.11.4 …, ``automatic.keyword_used``)."""
    from ruling.games._ws.cardtext.ir import trig_ext
    from ruling.rules import Move

    ev = cond.event
    kw = trig_ext(ev, "keyword")
    if ev is not None and ev.event == "placed":
        return _placed_this_turn(rt, ev, dict(cond.detail).get("doer"))
    # 「前のターンに…していたなら」 (``detail`` ``("turn", "previous")``): the same events, read in
    # the turn before this one (6.8.1.5)
    back = 1 if ("turn", "previous") in cond.detail else 0
    if ev is not None and ev.event in ("reversed", "damage_received"):
        return _happened_this_turn(rt, ev, back)
    if ev is not None and ev.event == "slot_moved":
        return _slot_moves_this_turn(rt, ev)
    if ev is not None and ev.event == "attack":
        return _attacks_this_turn(rt, ev)
    if ev is not None and ev.event == "triggered":
        return _checked_this_turn(rt, ev)
    if ev is not None and ev.event == "battle_reversal":
        return _battle_reversals_this_turn(rt, ev)
    if ev is not None and ev.event == "refresh":
        # 「このターン中にあなたが山札をリフレッシュしていたなら」: each refresh process of that
        # player carried out this turn (9.2.4), done with its refresh point (9.2.2)
        who = rt.master if (ev.owner or "you") == "you" else rt.ctx.state.opponent(rt.master)
        return [
            step
            for step, e in _turn_events(rt)
            if isinstance(e, Move) and e.tag == "refresh_point" and e.player == who
        ]
    if ev is not None and ev.event == "played":
        # 「そのターン中にあなたがイベントをプレイしていたなら」: the plays of this turn (8.6.2.4) of
        # a card of that player's that passes the description as it is now
        who = rt.master if (ev.owner or "you") == "you" else rt.ctx.state.opponent(rt.master)
        return [
            step
            for step, mark in _this_turn(rt, back)
            if mark.tag == "played"
            and (card := rt.ctx.card(str(mark.data.get("card")))) is not None
            and card.owner == who
            and matches(rt.ctx, card, ev.subject or Sel(), None)
        ]
    if ev is None or ev.event != "used" or kw is None:
        return activated_used(rt, _used_by(cond))
    owner = (ev.subject.owner if ev.subject is not None else None) or "you"
    who = rt.master if owner == "you" else rt.ctx.state.opponent(rt.master)
    return [
        step
        for step, ev2 in _this_turn(rt)
        if ev2.tag in ("ability_used", "keyword_used")
        and ev2.data.get("keyword") == kw
        and ev2.data.get("player") == who
    ]


def _battle_reversals_this_turn(rt: Rt, ev: Any) -> list[int]:
    """「そのキャラがこのターン中にバトルで相手のキャラを【リバース】させていたなら」: each reverse
    of this turn made by a battle's power comparison (7.6.1.2) whose reversed card's battle
    opponent then (7.2.1.5.1) is the card the subject names (this card, the cards chosen, or a
    character of the master's passing its filters as it is now) — one entry (its step) each."""
    from ruling.rules import Orient, SetVar

    ctx = rt.ctx
    subj = ev.subject or Sel()
    named = set(resolve_sel(rt, subj)) if subj.ref is not None else None
    att: dict[str, Any] = {}
    out: list[int] = []
    for step, e in _turn_events(rt):
        if isinstance(e, SetVar) and e.key == "attack":
            att = e.value if isinstance(e.value, dict) else {}
        if not (isinstance(e, Orient) and e.orientation == "reverse" and e.tag == "reversed"):
            continue
        if "7.6.1.2" not in e.clauses or att.get("kind") != "front":
            continue
        pair = (att.get("attacker"), att.get("defender"))
        if e.uid not in pair:
            continue
        by = pair[1] if e.uid == pair[0] else pair[0]
        card = ctx.card(str(by)) if by else None
        if card is None:
            continue
        if named is not None:
            if card.uid in named:
                out.append(step)
        elif card.owner == rt.master and matches(ctx, card, ws_sel(subj, owner=None), None):
            out.append(step)
    return out


def _checked_this_turn(rt: Rt, ev: Any) -> list[int]:
    """「このターン中に相手のトリガーチェックでCXがでているなら」: each card the trigger check put
    into the resolution zone this turn (7.3.1.2) from the deck of the player the subject's owner
    names, passing the subject's filters as it is now; 「このカードのトリガーチェック」 (``of``
    this): only during this card's attack (7.3.1.2.3.1) — one entry (its step) each."""
    from ruling.games._ws.cardtext.ir import trig_ext
    from ruling.rules import Move, SetVar

    ctx = rt.ctx
    subj = ev.subject or Sel()
    who = rt.master if (subj.owner or "you") == "you" else ctx.state.opponent(rt.master)
    bare = ws_sel(subj, owner=None)
    of = trig_ext(ev, "of")
    attacker: str | None = None
    out: list[int] = []
    for step, e in _turn_events(rt):
        if isinstance(e, SetVar) and e.key == "attack":
            attacker = (e.value or {}).get("attacker") if isinstance(e.value, dict) else None
        if not (isinstance(e, Move) and e.tag == "trigger" and e.player == who):
            continue
        if of is not None and of.ref == "this" and attacker != rt.source:
            continue
        card = ctx.card(e.uid)
        if card is not None and matches(ctx, card, bare, None):
            out.append(step)
    return out


def _happened_this_turn(rt: Rt, ev: Any, back: int = 0) -> list[int]:
    """「このターンにあなたのキャラが(他に)【リバース】していたなら」: each card made reverse this
    turn (4.6.1.3) that is a card of that player's passing the subject's filters as it is now
    (``other``: not this card); 「このターンにあなたがダメージを受けていたなら」: each damage process
    of that player this turn (4.10.1.1), cancelled or not — one entry (its step) each; ``back`` 1:
    in the turn before this one (``_turn_events``)."""
    from ruling.rules import Mark, Orient

    ctx = rt.ctx
    out: list[int] = []
    if ev.event == "damage_received":
        who = rt.master if (ev.owner or "you") == "you" else ctx.state.opponent(rt.master)
        for step, e in _turn_events(rt, back):
            if isinstance(e, Mark) and e.tag == "damage_end" and e.data.get("to") == who:
                out.append(step)
        return out
    subj = ev.subject or Sel()
    who = rt.master if (subj.owner or "you") == "you" else ctx.state.opponent(rt.master)
    bare = ws_sel(subj, owner=None, zone=None)
    for step, e in _turn_events(rt, back):
        if not (isinstance(e, Orient) and e.orientation == "reverse"):
            continue
        card = ctx.card(e.uid)
        if card is None or card.owner != who or not matches(ctx, card, bare, rt.source):
            continue
        out.append(step)
    return out


def _attacks_this_turn(rt: Rt, ev: Any) -> list[int]:
    """「このターンにこのカードがアタックしていたなら」 / 「…あなたのキャラがアタックしていたなら」:
    each attack declared this turn (7.2.1.3.1: the character chosen as the one that attacks) with
    this card, or with a card of that player's passing the subject's filters as it is now — one
    entry (its step) per attack."""
    from ruling.rules import Mark

    ctx = rt.ctx
    subj = ev.subject or Sel()
    who = rt.master if (subj.owner or "you") == "you" else ctx.state.opponent(rt.master)
    bare = ws_sel(subj, owner=None, zone=None)
    out: list[int] = []
    for step, e in _turn_events(rt):
        if not (isinstance(e, Mark) and e.tag == "attack_declared"):
            continue
        uid = str(e.data.get("attacker"))
        if subj.ref == "this":
            if uid == rt.source:
                out.append(step)
            continue
        card = ctx.card(uid)
        if card is not None and card.owner == who and matches(ctx, card, bare, rt.source):
            out.append(step)
    return out


def _slot_moves_this_turn(rt: Rt, ev: Any) -> list[int]:
    """「このターン中にあなたのキャラが他の枠に動いていたなら」: each move this turn of a card from a
    slot of the stage to another slot of it (3.6.3) — of this card, of the card a reference names,
    or of a card of that player's passing the subject's filters as it is now; one entry (its step)
    per move."""
    ctx = rt.ctx
    subj = ev.subject or Sel()
    named: set[str] | None = None
    if subj.ref == "this":
        named = {rt.source or ""}
    elif subj.ref is not None:
        named = set(resolve_sel(rt, subj))
    who = rt.master if (subj.owner or "you") == "you" else ctx.state.opponent(rt.master)
    bare = ws_sel(subj, owner=None, zone=None)
    out: list[int] = []
    for step in dict.fromkeys(s for s, _e in _turn_events(rt)):
        for uid, fp, fz, tp, tz in ctx.moves(step):
            if not (fz.startswith("stage.") and tz.startswith("stage.")) or fz == tz or fp != tp:
                continue
            if named is not None:
                if uid in named:
                    out.append(step)
                continue
            card = ctx.card(uid)
            if tp == who and card is not None and matches(ctx, card, bare, rt.source):
                out.append(step)
    return out


def _turn_events(rt: Rt, back: int = 0) -> list[tuple[int, Any]]:
    """The events of this turn (after the last change of turn player), with their steps; ``back``
    turns before it (1: the turn before this one, between the last two changes of turn player —
    6.8.1.5; none when the game's log does not reach that turn's start)."""
    from ruling.rules import SetTurn

    evs = rt.ctx.events()
    changes = [
        i
        for i, (_s, _q, ev) in enumerate(evs)
        if isinstance(ev, SetTurn) and "player" in ev.changes
    ]
    if back == 0:
        start = changes[-1] if changes else -1
        return [(step, ev) for step, _q, ev in evs[start + 1 :]]
    if len(changes) < back:
        return []
    end = changes[-back]
    start = changes[-back - 1] if len(changes) > back else -1
    return [(step, ev) for step, _q, ev in evs[start + 1 : end]]


def _placed_this_turn(rt: Rt, ev: Any, doer: str | None = None) -> list[int]:
    """「そのターン中にあなたのクロック置場にカードが2枚以上置かれているなら」: each card moved this
    turn from the zone ``ev.src`` names (any, if none) to the zone ``ev.dst`` names, of the player
    the subject's owner names, that passes the subject's filters as it is now — one entry (its
    step) per card moved (a zone-move, 3.1.4; the turn begins at the last change of turn
    player). ``doer`` (「あなたが…を置いているなら」): only the moves that player made — the
    mover an effect's move records (``program.with_mover``: the performer of its step), else
    the player whose card it moved (a play, a cost, a rule's move of a player's own cards)."""
    from ruling.rules import Move, MoveMany, SetTurn

    ctx = rt.ctx
    who = rt.master if (ev.subject.owner or "you") == "you" else ctx.state.opponent(rt.master)
    by = None if doer is None else rt.master if doer == "you" else ctx.state.opponent(rt.master)
    bare = ws_sel(ev.subject, owner=None, zone=None)
    evs = ctx.events()
    start = max(
        (
            i
            for i, (_s, _q, e) in enumerate(evs)
            if isinstance(e, SetTurn) and "player" in e.changes
        ),
        default=-1,
    )
    movers = {
        s: e.data["mover"]
        for s, _q, e in evs[start + 1 :]
        if isinstance(e, Move | MoveMany) and "mover" in e.data
    }
    out: list[int] = []
    for step in dict.fromkeys(s for s, _q, _e in evs[start + 1 :]):
        for uid, fp, fz, tp, tz in ctx.moves(step):
            if tz.split(".", 1)[0] not in ev.dst or tp != who:
                continue
            if by is not None and movers.get(step, fp) != by:
                continue
            if ev.src and (fz.split(".", 1)[0] not in ev.src or fp != who):
                continue
            card = ctx.card(uid)
            if card is not None and matches(ctx, card, bare, None):
                out.append(step)
    return out


def history_clauses(cond: Cond) -> tuple[str, ...]:
    """What a keyword's 『X』を使った means (its ``used`` clauses: 10.11.4 …), for a ``history``
    condition on that keyword; () for any other."""
    from ruling.games._ws.cardtext.ir import trig_ext
    from ruling.games._ws.lexicon import KEYWORDS

    if cond.what == "history" and cond.event is not None:
        # what the event read is: a card made reverse (4.6.1.3), a damage process of the player
        # who receives it (4.10.1.1)
        said = _HAPPENED_CLAUSES.get(cond.event.event)
        # the turn before this one: the turn that ended when this one's turn player became it (6.8.1.5)
        before = ("6.8.1.5",) if ("turn", "previous") in cond.detail else ()
        if said is not None:
            return said + before
        if before:
            return before
    kw = trig_ext(cond.event, "keyword") if cond.what == "history" else None
    return next((k.used for k in KEYWORDS if kw is not None and k.name == kw), ())


_HAPPENED_CLAUSES = {
    "reversed": ("4.6.1.3",),
    "damage_received": ("4.10.1.1",),
    "slot_moved": ("3.6.3",),
    "attack": ("7.2.1.3.1",),
    "refresh": ("9.2.4",),
    "triggered": ("7.3.1.2",),
    "battle_reversal": ("7.6.1.2", "7.2.1.5.1"),
}


def _this_turn(rt: Rt, back: int = 0) -> list[tuple[int, Any]]:
    """The marks of this turn (after the last change of turn player), with their steps; ``back``
    turns before it (``_turn_events``)."""
    from ruling.rules import Mark

    return [(step, ev) for step, ev in _turn_events(rt, back) if isinstance(ev, Mark)]


def _used_by(cond: Cond) -> str:
    """The player whose uses of an activated ability a ``history`` condition counts (its event
    the trigger's ``used`` of that player's activated abilities); any other history an error."""
    ev = cond.event
    if ev is None or ev.event != "used" or ev.subject is None or ev.subject.kinds != ("activated",):
        raise ValueError(f"history: {cond}")
    return ev.subject.owner or "you"


def activated_used(rt: Rt, owner: str) -> list[int]:
    """The steps of this turn where the player ``owner`` names used an activated ability (its
    cost paid, 8.1.1.1.2: 『【起】を使った』)."""
    from ruling.rules import Mark, SetTurn

    who = rt.master if owner == "you" else rt.ctx.state.opponent(rt.master)
    evs = rt.ctx.events()
    start = max(
        (
            i
            for i, (_s, _q, ev) in enumerate(evs)
            if isinstance(ev, SetTurn) and "player" in ev.changes
        ),
        default=-1,
    )
    return [
        step
        for step, _q, ev in evs[start + 1 :]
        if isinstance(ev, Mark)
        and ev.tag == "ability_used"
        and ev.data.get("kind") == "activated"
        and ev.data.get("player") == who
    ]


def per_absent_clauses(rt: Rt, per: Sel | None) -> tuple[str, ...]:
    """4.10.3 when a per-count (「この効果で控え室に置かれたカード1枚につき」) counts the cards this
    effect revealed or put somewhere and the effect dealt damage: the cards its damage processing
    revealed or moved (a damage cancel's waiting room, the clock) are not among them — the
    clause that decides the count (as ``cond_absent_clauses`` for a condition)."""
    if (
        per is not None
        and rt.data.get("damage") is not None
        and per.ref in ("put_by_effect", "revealed_by_effect")
    ):
        return ("4.10.3",)
    return ()


def per_count(rt: Rt, per: Sel) -> int:
    """…1枚につき: how many of the cards just dealt with pass the filter; 「あなたのクロック2枚に
    つき」 (``Sel.ref`` None): how many whole groups of ``Sel.every`` the cards it names make now;
    「それらのカードの色1種類につき」 (``colours``): how many colours those cards have between
    them (each once, 2.4)."""
    ctx = rt.ctx
    every = max(ext(per, "every", 1), 1)
    by_colour = bool(ext(per, "colours"))
    per = with_ext(per, every=None, colours=None)
    if per.ref in (None, "revealed_by_effect", "put_by_effect", "put_by_action", "put_by_cost"):
        # 「公開したカードのCX1枚につき」: the cards of that group (this effect's reveals or
        # moves) that pass the filter; with no reference, the cards it describes now
        uids = resolve_sel(rt, per)
    else:
        # 「それらのカードのキャラ2枚につき」: those just dealt with that pass the filter
        bare = ws_sel(per, ref=None, zone=None, owner=None)
        uids = [
            u
            for u in resolve_sel(rt, Sel(ref="chosen"))
            if (c := ctx.card(u)) is not None and matches(ctx, c, bare, None)
        ]
    return (len(colours(ctx, uids)) if by_colour else len(uids)) // every


def _level_players(rt: Rt, owner: str) -> tuple[str, ...]:
    """The players whose level a ``player_number`` ``level`` condition reads: ``you`` (the ability's master),
    ``opponent``, ``each`` (both: 「お互いの / すべてのプレイヤーのレベルが…なら」)."""
    opp = rt.ctx.state.opponent(rt.master)
    return {"you": (rt.master,), "opponent": (opp,), "each": (rt.master, opp)}[owner]
