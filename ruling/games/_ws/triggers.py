"""Weiß Schwarz trigger icons (4.12) and the trigger check (7.3.1.2)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.choosing import NO, YES, may_choose
from ruling.core import Ctx
from ruling.games._ws.common import (
    ICON_CLAUSE,
    ICONS,
    SLOTS,
    Proc,
    attacker_present,
    card_option,
    leave_stage,
    level,
    on_stage,
    slot_options,
    stage,
    take_top,
)
from ruling.games._ws.continuous import (
    choice_shield,
    climax_text_reach,
    granted_icons,
    icon_permits,
    move_prohibition,
)
from ruling.games._ws.selection import name_key, zone_ids
from ruling.principles import count_options
from ruling.rules import (
    AddDelayed,
    AddEffect,
    Choose,
    Do,
    Event,
    Mark,
    Move,
    MoveMany,
    Option,
    Reject,
    SetVar,
    Warn,
)
from ruling.state import Card

# an icon action choosing a card (4.12.2.3 / .5 / .9 / .10 / .11 「…を1枚選び」) is a may-choose whose
# first question a scenario answers `at: optional`, and — as any card chosen — `at: choose`
ICON_CHOICE_AT = ("optional", "choose")


def icons_of(card: Card) -> tuple[str, ...]:
    return tuple(card.triggers)


def _permitted(
    ctx: Ctx, player: str, icon: str, zones: tuple[str, ...]
) -> dict[str, tuple[str, ...]]:
    """The cards of ``player``'s ``zones`` a continuous ability lets the icon's action choose
    besides those it names (「あなたは[[salvage.gif]]の効果で…を選んでよい」: the text beats the
    rule, 1.3.1), each with the clauses that say so."""
    out: dict[str, tuple[str, ...]] = {}
    for e in icon_permits(ctx, icon):
        w = ctx.where(e.target)
        if w is not None and w[0] == player and w[1] in zones:
            out[e.target] = e.clauses + ctx.principle("text_beats_rules")
    return out


def with_causes(gen: Proc, causes: tuple[int, ...]) -> Proc:
    """``gen``'s steps, each with ``causes`` among what it was caused by."""
    try:
        item = next(gen)
        while True:
            if isinstance(item, Event | Do):
                item = replace(item, caused_by=tuple(dict.fromkeys((*item.caused_by, *causes))))
            sent = yield item
            item = gen.send(sent)
    except StopIteration as stop:
        return stop.value


def _shielded_out(
    ctx: Ctx, player: str, card_uid: str | None, cands: list[Card], cl: tuple[str, ...]
) -> Generator[Any, Any, list[Card]]:
    """The characters an icon's action may choose (``cands``) against a card 「相手の効果に選ばれ
    ない」 (``choice_shield``): whether the icon's action is an effect the rules text does not
    settle (the audit's icon_action_is_effect: 4.12.1's 行動, 2.11.1's 効果) — under the reading
    ``effect`` the prohibition beats the choice (1.3.3) and the card is not among them."""
    shields = {c.uid: e for c in cands if (e := choice_shield(ctx, c.uid, player, card_uid))}
    if not shields:
        return cands
    is_effect = yield from unsettled.holds(player, "ws", "icon_action_is_effect", "effect", cl)
    if not is_effect:
        return cands
    why = "、".join(dict.fromkeys(str(e.source) for e in shields.values()))
    names = "、".join(c.label for c in cands if c.uid in shields)
    yield Mark(
        clauses=cl + ("2.11.1", "8.1.1.3", "8.6.3") + ctx.principle("prohibition"),
        touches=tuple(shields),
        ja=f"{names} はこのアイコンの効果に選ばれないため、選べません（{why}）",
        en=f"{names} cannot be chosen by this icon's effect ({why})",
    )
    return [c for c in cands if c.uid not in shields]


def trigger_icon(
    ctx: Ctx,
    player: str,
    icon: str,
    card_uid: str | None,
    attacker: str | None,
    several: bool = False,
) -> Proc:
    # 4.12.2: each icon's action, as listed there; ``several``: one of the icons of a card with
    # more than one, each of whose actions is carried out (7.3.1.2.1: two soul icons, soul +2)
    cl = ("4.12.2",) + ICON_CLAUSE[icon] if icon in ICON_CLAUSE else ("4.12.2.1",)
    cl += ("7.3.1.2.1",) if several else ()
    opp = ctx.state.opponent(player)
    name = ICONS.get(icon, (icon,))[0]
    if icon == "soul":
        if attacker is None or ctx.card(attacker) is None:
            yield Reject(
                "攻撃キャラがいないため、ソウルアイコンの行動は行われません",
                "no attacking character: the soul icon does nothing",
                cl + ctx.principle("impossible"),
            )
            return
        yield AddEffect(
            target=attacker,
            stat="soul",
            value=1,
            until="turn",
            clauses=cl,
            source="soul trigger",
            ja=f"ソウルアイコン: 攻撃キャラ {ctx.card(attacker).label} のソウル+1（このターン中）",
            en=f"soul icon: the attacking character {ctx.card(attacker).label} gets soul +1 this turn",
        )  # type: ignore[union-attr]
    elif icon == "shot":
        if attacker is None:
            yield Reject(
                "攻撃キャラがいないため、ショットアイコンの行動は行われません",
                "no attacking character: the shot icon does nothing",
                cl + ctx.principle("impossible"),
            )
            return
        yield AddDelayed(
            ability="shot",
            master=player,
            # no card holds it (4.12.2.7 「自動能力が発生します」): it outlasts its attacker
            # leaving the stage, for this turn, waiting for that card's damage (``shot_of``)
            source=None,
            # the attacking character's stay on the stage: the ability waits for the damage of
            # that card, not of a new one (3.1.4) with its uid
            params={
                "attacker": attacker,
                "card": attacker,
                "placed": _placed(ctx, attacker),
                # the replay's step before it came: what happened since (``gifts.shot_trigger``)
                "made_after": ctx.last,
            },
            until="turn",
            clauses=cl,
            ja="ショットアイコン: 「このターン中、現在の攻撃キャラが次に与えるダメージがキャンセルされた時、相手に1ダメージ」が発生",
            en="shot icon: 'this turn, when the damage the attacking character deals next is cancelled, deal 1 damage to the opponent' is created",
        )
    elif icon in ("pool", "treasure"):
        if icon == "treasure" and (yield from _own_card_still(ctx, player, icon, card_uid)):
            assert card_uid is not None
            c = ctx.card(card_uid)
            yield Move(
                uid=card_uid,
                player=c.owner if c else player,
                zone="hand",
                clauses=cl,
                ja=f"トレジャーアイコン: {c.label if c else ''} を手札に戻す（強制）",
                en="treasure icon: the card returns to its owner's hand (mandatory)",
            )
        if not ctx.zone(player, "deck"):
            yield Reject(
                "山札がないため移動できない",
                "no deck: nothing to move",
                cl + ctx.principle("impossible"),
            )
            return
        ok = yield Choose(
            player,
            icon,
            f"{name}: 山札の一番上のカードをストックに置くか",
            f"{icon}: put the top card of the deck into stock?",
            (YES, NO),
            cl,
            # 「…移動することができます」: a may, answered `at: optional` too (docs/scenarios.md)
            also=("optional",),
        )
        if ok:
            uid = yield from take_top(ctx, player, name, matters=False)
            yield Move(uid=uid, player=player, zone="stock", face_up=False, clauses=cl)
        else:
            yield Mark(
                clauses=cl,
                touches=(f"{player}.deck", f"{player}.stock"),
                ja=f"{player} は{name}の行動（任意）を行わない",
                en=f"{player} chooses not to carry out the {icon} action (optional)",
            )
    elif icon in ("comeback", "gate", "choice"):
        want = {"comeback": "character", "gate": "climax", "choice": "character"}[icon]
        # 「控え室のカードを手札に加えられない」 in force (1.3.3: a prohibition over the icon's
        # instruction): the places the card may go that are not prohibited (choice: the stock)
        places = list(("hand", "stock") if icon == "choice" else ("hand",))
        bans = {d: move_prohibition(ctx, player, "waiting_room", d) for d in places}
        places = [d for d in places if bans[d] is None]
        if not places:
            ban = bans["hand"]
            assert ban is not None
            yield Reject(
                f"{player} は控え室のカードを手札に加えることを禁止されているため、{name}の行動は"
                f"行われない（{ban.source}）",
                f"{player} is prohibited from adding waiting-room cards to the hand: the {icon} "
                f"action is not done ({ban.source})",
                cl + ctx.principle("prohibition") + ban.clauses,
                touches=(f"{player}.waiting_room", f"{player}.hand"),
            )
            return
        allowed = _permitted(ctx, player, icon, ("waiting_room",))
        cands = [
            c
            for c in ctx.zone(player, "waiting_room")
            if (c.type == want and (icon != "choice" or "soul" in c.triggers)) or c.uid in allowed
        ]
        if not cands:
            # nothing can be chosen: the icon's action is not done (1.3.2); the zones it would
            # have changed stay as they are because of it
            yield Mark(
                ja=f"{name}: 控え室に選べるカードがない",
                en=f"{icon}: nothing to choose in the waiting room",
                clauses=cl + ctx.principle("impossible"),
                touches=(
                    f"{player}.waiting_room",
                    f"{player}.hand",
                    *((f"{player}.stock",) if icon == "choice" else ()),
                ),
            )
            return
        # a may (4.12.2.x 「…できます」), answered `at: optional` or `at: choose` too
        pick = yield from may_choose(
            player,
            icon,
            f"{name}: 控え室から手札に加えるカード",
            f"{icon}: card from the waiting room",
            tuple(card_option(c) for c in cands),
            YES,
            NO,
            cl,
            also=ICON_CHOICE_AT,
        )
        if pick:
            cl += allowed.get(pick, ())
            dest = "hand"
            if icon == "choice":
                # one of two places: the scenario format's ``dest`` (docs/scenarios.md) — the
                # hand not among them while a move there is prohibited (1.3.3)
                dest = yield Choose(
                    player,
                    "dest",
                    "チョイス: 手札かストックか",
                    "choice: hand or stock",
                    tuple(
                        o
                        for o in (
                            Option("hand", "手札", "hand", "hand"),
                            Option("stock", "ストック", "stock", "stock"),
                        )
                        if o.key in places
                    ),
                    cl,
                )
            yield Move(uid=pick, player=player, zone=dest, clauses=cl)
        else:
            # the may declined (「…加えることができます」): the cards stay, because of it
            yield Mark(
                clauses=cl,
                touches=tuple(c.uid for c in cands),
                ja=f"{player} は{name}の行動（任意）を行わない",
                en=f"{player} chooses not to carry out the {icon} action (optional)",
            )
    elif icon == "draw":
        ok = yield Choose(
            player,
            "draw_icon",
            "ドロー: 1枚引くか",
            "draw: draw a card?",
            (YES, NO),
            cl,
            also=("optional",),  # a may (4.12.2.6), answered `at: optional` too
        )
        if ok:
            yield Do("draw", {"player": player, "amount": 1}, clauses=cl)
    elif icon == "return":
        allowed = _permitted(ctx, player, icon, zone_ids("stage"))
        cands = [c for _s, c in on_stage(ctx, opp)]
        cands += [c for _s, c in on_stage(ctx, player) if c.uid in allowed]
        cands = yield from _shielded_out(ctx, player, card_uid, cands, cl)
        if not cands:
            yield Mark(
                ja="リターン: 相手のキャラがいない",
                en="return: the opponent has no character",
                clauses=cl + ctx.principle("impossible"),
                touches=(f"{opp}.hand", *(f"{opp}.{z}" for z in zone_ids("stage"))),
            )
            return
        # a may (4.12.2.3 「…戻すことができます」), `at: optional` or `at: choose` too
        pick = yield from may_choose(
            player,
            "return",
            "リターン: 手札に戻す相手のキャラ",
            "return: opponent's character to return to hand",
            tuple(card_option(c) for c in cands),
            YES,
            NO,
            cl,
            also=ICON_CHOICE_AT,
        )
        if pick:
            c = ctx.card(pick)
            cl += allowed.get(pick, ())
            yield from leave_stage(ctx, pick, c.owner if c else opp, "hand", cl)
        else:
            # the may declined (4.12.2.3 「…戻すことができます」): the characters stay, because
            # of it
            yield Mark(
                clauses=cl,
                touches=tuple(c.uid for c in cands),
                ja=f"{player} は{name}の行動（任意）を行わない",
                en=f"{player} chooses not to carry out the {icon} action (optional)",
            )
    elif icon == "standby":
        lim = level(ctx, player) + 1
        cands = [
            c
            for c in ctx.zone(player, "waiting_room")
            if c.type == "character" and (c.level or 0) <= lim
        ]
        if not cands:
            yield Mark(
                ja="スタンバイ: 選べるキャラがない",
                en="standby: no character to choose",
                clauses=cl + ctx.principle("impossible"),
                touches=(f"{player}.waiting_room", *(f"{player}.{z}" for z in zone_ids("stage"))),
            )
            return
        # a may (4.12.2.10 「…置くことができます」): `yes` leaves the character to the next
        # question, `at: optional` answers it too
        pick = yield from may_choose(
            player,
            "standby",
            f"スタンバイ: レベル{lim}以下のキャラを選ぶ",
            f"standby: a character of level {lim} or less",
            tuple(card_option(c) for c in cands),
            YES,
            NO,
            cl,
            also=ICON_CHOICE_AT,
        )
        if pick:
            slot = yield Choose(
                player,
                "standby_slot",
                "スタンバイ: 置く枠",
                "standby: slot",
                slot_options(SLOTS, player),
                cl,
                also=("slot",),  # a slot chosen, answered `at: slot` as any slot (8.6.3)
            )
            # the means is said: 「このカードが[[standby.gif]]の効果で舞台に置かれた時」 reads it
            yield Move(
                uid=pick,
                player=player,
                zone=stage(slot),
                orientation="rest",
                clauses=cl,
                data={"means": "standby"},
            )
    elif icon == "chance":
        if (yield from _own_card_still(ctx, player, icon, card_uid)):
            assert card_uid is not None
            yield Move(
                uid=card_uid,
                player=player,
                zone="waiting_room",
                clauses=cl,
                ja="チャンスアイコン: このカードを控え室に置く（強制）",
                en="chance icon: this card goes to the waiting room (mandatory)",
            )
        n = yield Choose(
            player,
            "chance",
            "チャンス: 公開する枚数（2枚まで）",
            "chance: how many cards to reveal (up to 2)",
            count_options(ctx, min(2, len(ctx.zone(player, "deck"))))[0],
            cl + ctx.principle("non_negative_number"),
        )
        shown = [c.uid for c in ctx.zone(player, "deck")[: n or 0]]
        if shown:
            to_stock = yield Choose(
                player,
                "chance_stock",
                "チャンス: ストックに置く1枚",
                "chance: the card for stock",
                tuple(card_option(ctx.card(u)) for u in shown),
                cl,
            )  # type: ignore[arg-type]
            yield SetVar(key="revealing", value=True)
            yield Move(uid=to_stock, player=player, zone="stock", face_up=False, clauses=cl)
            for u in shown:
                if u != to_stock:
                    yield Move(uid=u, player=player, zone="hand", clauses=cl)
            yield SetVar(key="revealing", value=None)
    elif icon == "discovery":
        n = yield Choose(
            player,
            "discovery",
            "ディスカバリー: 公開する枚数（3枚まで）",
            "discovery: how many cards to reveal (up to 3)",
            count_options(ctx, min(3, len(ctx.zone(player, "deck"))))[0],
            cl + ctx.principle("non_negative_number"),
        )
        shown = [c.uid for c in ctx.zone(player, "deck")[: n or 0]]
        if shown:
            chars = [u for u in shown if (c := ctx.card(u)) is not None and c.type == "character"]
            pick = None
            if chars:
                pick = yield from may_choose(
                    player,
                    "discovery_pick",
                    "ディスカバリー: 手札に加えるキャラ（1枚まで）",
                    "discovery: character to hand (up to 1)",
                    tuple(card_option(ctx.card(u)) for u in chars),  # type: ignore[arg-type]
                    YES,
                    NO,
                    cl,
                    also=(),
                )
            yield SetVar(
                key="revealing",
                value=True,
                clauses=("4.12.2.13.1",),
                ja="公開中のカードは山札にあるため、この実行中はリフレッシュしない",
                en="the revealed cards are still in the deck: no refresh during this",
            )
            if pick:
                yield Move(uid=pick, player=player, zone="hand", clauses=cl)
            rest = tuple(u for u in shown if u != pick)
            if rest:
                yield MoveMany(uids=rest, player=player, zone="waiting_room", clauses=cl)
            yield SetVar(key="revealing", value=None, clauses=("4.12.2.13.1",))
    else:
        # 4.12.2.1: no icon, no action — what any icon's action would have changed (the hand,
        # the stock, the attacker's soul …) rests on it being left as it was
        yield Mark(
            ja="アイコンなし: 何も実行しない",
            en="no icon: nothing happens",
            clauses=("4.12.2.1",),
            touches=tuple(
                dict.fromkeys(r for i in ICON_CLAUSE for r in icon_reach(ctx, player, i, attacker))
            ),
        )


def _own_card_still(
    ctx: Ctx, player: str, icon: str, card_uid: str | None
) -> Generator[Any, Any, bool]:
    """Whether an icon's move of 「このカード（自身）」 (4.12.2.8 treasure, 4.12.2.12 chance) is
    carried out. The card is in the resolution zone: yes. An earlier icon's action of the same
    card moved it out (7.3.1.2.1, the other of the two): 4.12.2.12.1 / 4.12.2.8.1 settle only the
    move into the stock (7.3.1.2.3), the rules text does not say whether the move is done from its
    new zone (the audit's ``icon_own_card_moved_by_other_icon``, both
    readings run); under ``not_done`` a Mark says so, the rest of the icon's action goes on."""
    if card_uid is None:
        return False
    if ctx.where(card_uid) == (player, "resolution") or ctx.where(card_uid) is None:
        return True
    done = yield from unsettled.holds(
        player, "ws", "icon_own_card_moved_by_other_icon", "from_new_zone"
    )
    if not done:
        c = ctx.card(card_uid)
        label = c.label if c else card_uid
        name = ICONS.get(icon, (icon,))[0]
        yield Mark(
            clauses=(*ICON_CLAUSE.get(icon, ()), "3.1.4", "7.3.1.2.1"),
            touches=(card_uid,),
            ja=f"{name}: {label} は先のアイコンの行動で領域が変わったため、このカードを移動する行動は行わない",
            en=f"{icon}: {label} changed zones by the earlier icon's action: the move of this "
            "card is not done",
        )
    return done


def icon_reach(ctx: Ctx, player: str, icon: str, attacker: str | None) -> tuple[str, ...]:
    """What an icon's action (4.12.2) would change: the zones it moves cards between, the
    attacking character whose soul it raises; what an icon not carried out leaves as it was."""
    opp = ctx.state.opponent(player)
    mine = {
        "pool": ("deck", "stock"),
        "treasure": ("hand", "deck", "stock"),
        "comeback": ("waiting_room", "hand"),
        "gate": ("waiting_room", "hand"),
        "choice": ("waiting_room", "hand", "stock"),
        "draw": ("deck", "hand"),
        "standby": ("waiting_room", *zone_ids("stage")),
    }
    if icon in mine:
        return tuple(f"{player}.{z}" for z in mine[icon])
    if icon == "shot":  # the damage it deals when the next damage is cancelled (4.12.2.7)
        return tuple(f"{opp}.{z}" for z in ("deck", "clock", "waiting_room"))
    if icon == "return":
        return tuple(f"{opp}.{z}" for z in ("hand", *zone_ids("stage")))
    return (attacker,) if icon == "soul" and attacker else ()


def trigger_check(ctx: Ctx, player: str, attacker: str | None) -> Proc:
    if not ctx.zone(player, "deck"):
        yield Reject(
            "山札にカードがないため、トリガーチェックは行えません",
            "no card in the deck: no trigger check",
            ctx.principle("impossible"),
        )
        return
    uid = yield from take_top(ctx, player, "トリガーチェック", matters=True)
    card = ctx.card(uid)
    assert card is not None
    icons = icons_of(card)
    s = yield Move(
        uid=uid,
        player=player,
        zone="resolution",
        face_up=True,
        clauses=("7.3.1.2", "3.13.1.2"),
        ja=f"トリガーチェック: {player} は山札の一番上のカード（{card.label}）を解決領域に置く（アイコン: {', '.join(icons) or 'なし'}）",
        en=f"trigger check: {player} puts the top card ({card.label}) into the resolution zone (icons: {', '.join(icons) or 'none'})",
        tag="trigger",
    )
    reach = climax_text_reach(ctx, card, player)
    if reach:
        # 2.12.2.2: a climax's text works only in the climax zone: in the resolution zone its
        # continuous abilities change nothing (only its icons are checked)
        yield Mark(
            clauses=("2.12.2", "2.12.2.2"),
            caused_by=(s,),
            ja=f"{card.label} のテキストはクライマックス置場でのみ有効なため、解決領域では効果を発揮しない",
            en=f"{card.label}'s text works only in the climax zone: it does nothing in the "
            "resolution zone",
            touches=reach,
        )
    given = granted_icons(ctx, uid)
    if given:
        # 「トリガーアイコンに[[X]]を得る / 与える」: icons a continuous effect gives it (8.9.1.2),
        # which it has in the resolution zone when its icons are checked (7.3.1.2)
        names = "、".join(ICONS.get(str(e.value), (str(e.value),))[0] for e in given)
        yield Mark(
            clauses=("7.3.1.2", "2.11.1") + tuple(c for e in given for c in e.clauses),
            caused_by=(s,),
            ja=f"{card.label} は効果によりトリガーアイコン（{names}）も持つ（{given[0].source}）",
            en=f"{card.label} also has the trigger icons {', '.join(str(e.value) for e in given)} by an effect ({given[0].source})",
        )
        icons = icons + tuple(str(e.value) for e in given)
    if card.type is None and not card.triggers:
        yield Warn(
            "assumption",
            f"トリガーアイコンの書かれていないカード（{card.label}）はアイコンなしとして扱いました",
            f"a card with no stated trigger icon ({card.label}) was taken to have none",
            key="trigger_icon_not_given_none",
        )
    if len(icons) > 1:
        # 7.3.1.2.1: a card with several trigger icons has each icon's action carried out
        yield Mark(
            clauses=("7.3.1.2.1",),
            caused_by=(s,),
            ja=f"{card.label} は複数のトリガーアイコンを持つため、それぞれの行動を実行する",
            en=f"{card.label} has several trigger icons: each one's action is carried out",
            touches=tuple(
                dict.fromkeys(r for i in icons for r in icon_reach(ctx, player, i, attacker))
            ),
        )
    # 4.12.1: the action of the icon printed on this card: what it moves, this card's effect
    # moved (「「X」の効果で舞台に置かれた時」, ``automatic._RESOLVING``)
    from ruling.games._ws.automatic import _RESOLVING

    stack = _RESOLVING.setdefault(ctx, [])
    stack.append((name_key(card.name) if card.name else None, "icon", player, uid))
    try:
        left = list(icons or ("",))
        while left:
            icon = yield from _next_icon(player, left)
            left.remove(icon)
            causes: tuple[int, ...] = (s,)
            if icon and ctx.where(uid) != (player, "resolution"):
                # the card has left the resolution zone since it was put there (an earlier
                # icon's action, 4.12.2.8.1): the icons it had then are carried out all the same
                # (7.3.1.2.2)
                causes += (
                    (
                        yield Mark(
                            clauses=("7.3.1.2.2",),
                            caused_by=(s, ctx.last),
                            ja=f"{card.label} が解決領域に置かれた時点で持っていたアイコン"
                            f"（{ICONS.get(icon, (icon,))[0]}）の行動は実行する",
                            en=f"the icon {icon} {card.label} had when it was put into the "
                            "resolution zone is carried out all the same",
                        )
                    ),
                )
            # 7.3.1.2: the action is carried out because the check revealed the card: each of
            # its steps rests on that reveal
            yield from with_causes(
                trigger_icon(ctx, player, icon, uid, attacker, len(icons) > 1), causes
            )
    finally:
        stack.pop()
    late = [
        e
        for e in granted_icons(ctx, uid)
        if str(e.value) not in icons and ctx.where(uid) == (player, "resolution")
    ]
    if late:
        # 7.3.1.2.2: an icon the card gained after it was put into the resolution zone (an effect
        # of what its icons did) is not carried out; the ruling touches what it would change
        names = "、".join(ICONS.get(str(e.value), (str(e.value),))[0] for e in late)
        yield Mark(
            clauses=("7.3.1.2.2",) + tuple(c for e in late for c in e.clauses),
            caused_by=(s,),
            ja=f"{card.label} が解決領域に置かれた後に得たトリガーアイコン（{names}）の行動は実行しない",
            en=f"{card.label} gained the trigger icons {', '.join(str(e.value) for e in late)} "
            "after it was put into the resolution zone: their actions are not carried out",
            touches=tuple(
                dict.fromkeys(
                    r for e in late for r in icon_reach(ctx, player, str(e.value), attacker)
                )
            ),
        )
    if ctx.where(uid) == (player, "resolution"):
        yield Move(
            uid=uid,
            player=player,
            zone="stock",
            face_up=False,
            clauses=("7.3.1.2.3", "3.13.1.2"),
            caused_by=(s,),
            ja="トリガーチェックしたカードをストックに置く",
            en="the trigger-checked card goes to the stock",
        )
    else:
        # 7.3.1.2.3 puts 「その解決領域に置いたカード」 into the stock: its icon's action took it
        # out of the resolution zone (a chance icon's card to the waiting room): there is no card
        # there to put, so this step does nothing (1.3.2) — why the card stays where it went
        yield Mark(
            clauses=("7.3.1.2.3",) + ctx.principle("impossible"),
            caused_by=(s,),
            touches=(uid,),
            ja=f"{card.label} は解決領域にないため、ストックには置かれない",
            en=f"{card.label} is no longer in the resolution zone: it is not put into the stock",
        )


def _next_icon(player: str, left: list[str]) -> Generator[Choose, Any, str]:
    """The icon whose action is carried out next among ``left`` (7.3.1.2.1 「それぞれの行動を任意の
    順で実行します」): the turn player's choice (``at: icon_order``, the icon's name) when the icons
    left differ; unanswered, the listed order is taken and said (``Choose.assume``)."""
    distinct = list(dict.fromkeys(left))
    if len(distinct) == 1:
        return distinct[0]
    pick = yield Choose(
        player,
        "icon_order",
        "複数のトリガーアイコン: 次に行動を実行するアイコン",
        "several trigger icons: the icon whose action is carried out next",
        tuple(Option(i, ICONS.get(i, (i,))[0], i, i) for i in distinct),
        ("7.3.1.2.1",),
        assume=(
            "複数のトリガーアイコンの行動は任意の順で実行できます（7.3.1.2.1）。書かれた順で実行しました",
            "several trigger icons may be carried out in any order (7.3.1.2.1); the listed order "
            "was used",
        ),
    )
    return str(pick)


# 「そのアタック中、トリガーステップにトリガーチェックをN回行う」: the attack it is for and N
CHECKS_VAR = "ws.trigger_checks"


def trigger_checks(ctx: Ctx, att: dict[str, Any]) -> tuple[int, int | None]:
    """How many trigger checks the trigger step of the attack ``att`` carries out (7.3.1.2: one;
    an effect of that attack may say N), and the step that said so."""
    got = ctx.state.vars.get(CHECKS_VAR)
    if got and got.get("declared") == att.get("declared"):
        return int(got["n"]), got.get("step")
    return 1, None


def set_trigger_checks(
    ctx: Ctx,
    master: str,
    n: int,
    why: tuple[int, ...],
    then: dict[str, Any] | None = None,
) -> Proc:
    """An effect 「そのアタック中、あなたはトリガーステップにトリガーチェックをN回行う」 (resolved
    in the attack it names): the number of trigger checks of that attack's trigger step is N —
    set, not added to (a second such effect sets the same number; the later one is applied,
    8.9.1.5). Returns whether it applied (there is an attack of ``master``'s to apply it to).
    ``then``: 「N回行ったら、…」 — what the trigger step does after its N checks (the key of the
    compiled steps, the card and the text of the effect), kept with the number."""
    att = ctx.state.vars.get("attack")
    if not att or att.get("player") != master:
        yield Reject(
            "アタック中ではないため、この効果は何もしません",
            "no attack of the master's is going on: the effect does nothing",
            ctx.principle("impossible"),
        )
        return False
    s = yield Mark(
        clauses=("7.3.1.2", "8.2.1.2"),
        caused_by=why,
        ja=f"そのアタック中、トリガーステップのトリガーチェックは{n}回",
        en=f"during that attack, the trigger step carries out {n} trigger checks",
    )
    value = {"declared": att.get("declared"), "n": n, "step": s}
    if then is not None:
        value["then"] = then
    yield SetVar(key=CHECKS_VAR, value=value)
    return True


def after_checks(ctx: Ctx, att: dict[str, Any], done: int) -> dict[str, Any] | None:
    """「N回行ったら、…」 set with the number of trigger checks of the attack ``att``: what is done
    after them, when the trigger step did carry out those ``done`` checks (8.6.4); else None."""
    got = ctx.state.vars.get(CHECKS_VAR)
    if not got or got.get("declared") != att.get("declared") or "then" not in got:
        return None
    return dict(got["then"]) if int(got["n"]) == done else None


def icon_action(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    att = ctx.state.vars.get("attack")
    attacker = att["attacker"] if att and attacker_present(ctx, att) else None
    icon = _icon_id(str(p["icon"]))
    yield Mark(
        clauses=("4.12.1",),
        ja=f"効果により{ICONS.get(icon, (icon,))[0]}アイコンの行動を実行",
        en=f"an effect carries out the {icon} icon",
    )
    yield from trigger_icon(ctx, player, icon, None, attacker)


def trigger_check_action(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    att = ctx.state.vars.get("attack")
    yield from trigger_check(
        ctx, player, att["attacker"] if att and attacker_present(ctx, att) else None
    )


def _icon_id(name: str) -> str:
    for k, names in ICONS.items():
        if name == k or name in names:
            return k
    return name


def _placed(ctx: Ctx, uid: str) -> int | None:
    c = ctx.card(uid)
    return c.placed if c is not None else None
