"""Weiß Schwarz playing a card from the hand (8.6.2) and paying costs (8.4)."""

from __future__ import annotations

from typing import Any

from ruling import unsettled
from ruling.abilities import abilities_of
from ruling.core import Ctx
from ruling.games._ws.common import (
    SLOT_JA,
    SLOTS,
    Proc,
    end_play_timing,
    find_card,
    level,
    play_timing_limit,
    play_timing_state,
    slot_options,
    stage,
    unsupported,
)
from ruling.games._ws.continuous import (
    ended_forbid_clauses,
    play_forbidden_by_name,
    player_forbidden,
    put_banned,
    reject_forbidden,
    stat,
    stat_clauses,
    stat_watch,
)
from ruling.games._ws.costs import instead_count, markers_instead, stock_substitutes
from ruling.games._ws.playing import (
    group_play_permission,
    is_counter_event,
    pay_event_cost,
    play_permission,
    play_restriction,
    play_timing_again,
    play_timing_key,
    run_event,
)
from ruling.games._ws.program import phase_jump
from ruling.rules import Choose, Do, Mark, Move, MoveMany, Reject, SetVar, Warn
from ruling.state import Card
from ruling.values import branch_zone_count, taken_as, turn_phase


def pay_stock(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    n = int(p["amount"])
    if p.get("card"):
        # the cost of playing that card: markers an ability lets the player put into the waiting
        # room in place of stock (1.3.1)
        subs = stock_substitutes(ctx, player, p["card"], "play")
        if subs:
            n -= yield from markers_instead(ctx, player, n, subs, ("8.6.2.3",))
            if n <= 0:
                return True
    # a stock the scenario did not list: whether it holds enough is branched on (round 29,
    # ``values.branch_zone_count``; 8.4.2.2)
    enough = yield from branch_zone_count(
        ctx, player, "stock", n, "ストック", "stock", ("8.4.2.2",)
    )
    stock = ctx.zone(player, "stock")
    if not enough:
        yield Reject(
            f"{player} のストックが{len(stock)}枚しかなく、{n}枚を支払えません",
            f"{player} has only {len(stock)} stock and cannot pay {n}",
            ("8.4.2.2",),
            caused_by=ctx.taken_from(f"{player}.stock"),
        )
        return False
    paid = stock[:n]
    to_owner = False
    if any(c.owner != player for c in paid):
        # a card of another player's in the payer's stock (an effect put it there, 「…あなたの
        # ストック置場に置く」): 8.4.3's 「自身の控え室」 or its owner's (3.1.6)? the point
        # ws.stock_paid_card_of_another_owner, both readings run (the engine's: the payer's)
        to_owner = not (
            yield from unsettled.holds(player, "ws", "stock_paid_card_of_another_owner", "payer")
        )
    if not to_owner:
        yield MoveMany(
            uids=tuple(c.uid for c in paid),
            player=player,
            zone="waiting_room",
            clauses=("8.4.3",),
            ja=f"{player} はストックの上から{n}枚を控え室に置く",
            en=f"{player} puts the top {n} stock into the waiting room",
        )
        return True
    for owner in dict.fromkeys(c.owner for c in paid):
        mine = tuple(c.uid for c in paid if c.owner == owner)
        yield MoveMany(
            uids=mine,
            player=owner,
            zone="waiting_room",
            clauses=("8.4.3", "3.1.6"),
            ja=f"{player} はストックの{len(mine)}枚を {owner}（オーナー）の控え室に置く",
            en=f"{player} puts {len(mine)} stock into {owner}'s (the owner's) waiting room",
        )
    return True


def cost(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    yield SetVar(
        key="paying_cost",
        value=True,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja=f"{player} がコストの支払いを開始（完了までリフレッシュ処理・レベルアップ処理は行わない）",
        en=f"{player} starts paying a cost (no refresh or level up until it is complete)",
    )
    for sub in p.get("steps") or []:
        params = {k: v for k, v in sub.items() if k != "do"}
        params.setdefault("player", player)
        yield Do(sub["do"], params)
    yield SetVar(
        key="paying_cost",
        value=None,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja="コストの支払いを完了",
        en="cost payment complete",
    )


def blank_level_cards(ctx: Ctx, player: str) -> list[Card]:
    """3.9.2.2.1: a face-down card in the level zone is a blank card with no information."""
    return [c for c in ctx.zone(player, "level") if not c.face_up]


def colors_ok(ctx: Ctx, player: str, card: Card) -> tuple[bool, bool]:
    """(satisfied, decided): the colour condition 8.6.2.1.1 — a face-down level card has no
    colour (3.9.2.2.1)."""
    blank = {c.uid for c in blank_level_cards(ctx, player)}
    pool = [c for c in ctx.zone(player, "level") if c.uid not in blank] + ctx.zone(player, "clock")
    known = {c.color for c in pool if c.color}
    if card.color and card.color in known:
        return True, True
    unknown = any(not c.color for c in pool) or not card.color
    return False, not unknown


def play(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = p.get("player") or st.turn.player
    uid = find_card(ctx, p["card"], player, ("hand",))
    if uid is None or ctx.where(uid) != (player, "hand"):
        yield Reject(
            f"{player} の手札に {p['card']} がありません",
            f"{p['card']} is not in {player}'s hand",
            ("8.6.2.1",) + ctx.principle("impossible"),
        )
        return
    card = ctx.card(uid)
    assert card is not None
    if card.type is None:
        yield Reject(
            f"{card.label} の種別が書かれていないため、プレイを判定できません",
            f"{card.label} has no stated type: cannot decide the play",
            ("2.3.2",),
        )
        return
    # a phase not given is the one the card is played in (a climax's 6.6.1.2.1, else the main
    # phase's 6.5.1.2), said
    if card.type == "climax":
        phase = turn_phase(ctx, "climax", ("6.6.1.2.1",))
    elif st.turn.player == player:
        phase = turn_phase(ctx, "main", ("6.5.1.2",))
    else:
        phase = st.turn.phase
    when: tuple[str, ...] = ()  # the rule that lets it be played now
    if card.type == "climax":
        if phase != "climax":
            yield Reject(
                "クライマックスはクライマックスフェイズにのみプレイできます",
                "a climax can only be played in the climax phase",
                # the climax phase's play timing (6.6.1.2) and what may be played at it (6.6.1.2.1)
                ("6.6.1.2", "6.6.1.2.1"),
            )
            return
        if st.vars.get("climax_played"):
            yield Reject(
                "このクライマックスフェイズにはすでにクライマックスをプレイしています",
                "a climax was already played this climax phase",
                ("6.6.1.2.2",),
            )
            return
        closed = play_timing_state(ctx, "climax")
        if closed is not None and not closed.get("open"):
            # the climax phase's play timing has ended (why: 6.6.1.2.2 or 4.5.3.2) and the check
            # timing closing the phase has run (6.6.1.3): a climax is played only at that play
            # timing (6.6.1.2, 6.6.1.2.1), a play timing is the moment a player may act (4.5.1)
            yield Reject(
                "クライマックスフェイズのプレイタイミングはすでに終わっているため、クライマックスをプレイできません",
                "the climax phase's play timing has ended: no climax can be played",
                ("4.5.1", "6.6.1.2", "6.6.1.2.1", *closed.get("why", ()), "6.6.1.3"),
                caused_by=(closed["step"],) if closed.get("step") is not None else (),
            )
            return
        # 6.6.1.2.1: the climax phase's play timing is the turn player's, for a climax from the
        # hand — the rule that lets it be played now (as 7.4.1.2.1 is for a counter event)
        when = ("6.6.1.2.1",) if player == st.turn.player else ()
        if when and ctx.zone(player, "climax"):
            # a climax already in the climax zone, put there by an effect, not played: the one
            # climax 6.6.1.2.2 allows this step is one played, so this play is still allowed
            # (and 9.6.2 then keeps the last placed)
            when += ("6.6.1.2.2",)
    elif card.type == "event" and is_counter_event(ctx, uid):
        # a counter event (2.8.2): in the opponent's counter step (7.4.1.2.1), or as any event in
        # its own main phase (2.8.2.1, 6.5.1.2.2)
        if st.turn.step == "counter" and player != st.turn.player:
            when = ("2.8.2", "7.4.1.2.1")
        elif phase == "main" and st.turn.step is None and player == st.turn.player:
            when = ("2.8.2.1", "6.5.1.2.2")
        else:
            yield Reject(
                "【カウンター】のイベントは相手のカウンターステップか自分のメインフェイズにプレイします",
                "a counter event is played in the opponent's counter step or in its own main phase",
                # 7.4.1.2: the counter step's play timing is the non-turn player's
                ("2.8.2", "2.8.2.1", "7.4.1.2.1", "6.5.1.2.2")
                + (("7.4.1.2",) if st.turn.step == "counter" else ())
                # the turn player in its own counter step: that play timing is given to the
                # other player alone (4.5.1)
                + (("4.5.1",) if st.turn.step == "counter" and player == st.turn.player else ()),
            )
            return
    elif st.turn.step == "counter" and player != st.turn.player:
        yield Reject(
            "カウンターステップで非ターンプレイヤーがプレイできるのは、カウンターアイコンのついたイベントや"
            "キャラの起動能力だけです",
            "in the counter step the non-turn player may play only events and activated abilities "
            "with the counter icon",
            # the counter step's play timing (7.4.1.2) and what may be played at it (7.4.1.2.1);
            # and where a card of this kind is played: a character or an event in the turn
            # player's main phase (6.5.1.2.1, 6.5.1.2.2)
            ("7.4.1.2", "7.4.1.2.1")
            + (("6.5.1.2.1",) if card.type == "character" else ("6.5.1.2.2",)),
        )
        return
    elif phase != "main" or player != st.turn.player:
        yield Reject(
            f"{'キャラ' if card.type == 'character' else 'イベント'}はターンプレイヤーのメインフェイズにプレイします",
            "characters and events are played in the turn player's main phase",
            # 6.5.1.2: the main phase's play timing is the turn player's; a play timing belongs
            # to the player it is given to (4.5.1)
            ("6.5.1.2",)
            + (("6.5.1.2.1",) if card.type == "character" else ("6.5.1.2.2",))
            + (("4.5.1",) if player != st.turn.player else ())
            + play_timing_limit(ctx, player),
        )
        return
    if not when and card.type != "climax" and phase == "main" and player == st.turn.player:
        # the main phase's action that lets the card be played now — a character into a slot
        # (6.5.1.2.1), an event (6.5.1.2.2): the procedure a refusal by the play's conditions
        # (level, colour) belongs to, as 6.6.1.2.1 is a climax's
        when = ("6.5.1.2.1",) if card.type == "character" else ("6.5.1.2.2",)
    named = play_forbidden_by_name(ctx, player, uid)
    if named is not None:
        # 「あなたは「X」を手札からプレイできない」 (1.3.3)
        yield from reject_forbidden(
            ctx,
            named,
            f"{player} は「{card.name}」を手札からプレイできません",
            f"{player} may not play 「{card.name}」 from the hand",
            ("8.6.2.1", "2.1.2") + play_timing_limit(ctx, player),
        )
        return
    kinds = {"event": ("イベント", "events"), "character": ("キャラ", "characters")}
    kinds["climax"] = ("クライマックス", "climaxes")
    ban = player_forbidden(ctx, player, "play", card.type) if card.type in kinds else None
    kind_ja, kind_en = kinds.get(card.type or "", ("カード", "cards"))
    if ban is None and card.type == "event" and is_counter_event(ctx, uid):
        # 「相手は【カウンター】を手札からプレイできない」: a card with the counter icon (2.8.2)
        ban = player_forbidden(ctx, player, "play", "counter")
    if ban is not None:
        # 「相手はイベント / キャラ / クライマックスを手札からプレイできない」 (1.3.3)
        yield from reject_forbidden(
            ctx,
            ban,
            f"{player} は{kind_ja}を手札からプレイできません（{card.label}）",
            f"{player} may not play {kind_en} from the hand ({card.label})",
            # the prohibition wins over what the play timing allows there (1.3.3): in the
            # opponent's counter step, a counter-icon event (7.4.1.2.1)
            ("8.6.2.1",) + play_timing_limit(ctx, player),
        )
        return
    ended, gone = (
        ended_forbid_clauses(ctx, player, "play", card.type) if card.type in kinds else ((), ())
    )
    if ended:
        # a prohibition to play it whose card has left the zone where its text is in force: read
        # to conclude the play is allowed (2.12.2.1, 8.1.1.3)
        yield Mark(
            clauses=ended,
            ja=f"{kind_ja}のプレイを禁止する {'、'.join(gone)} は、テキストが有効な領域を離れているため、"
            f"その禁止は有効でない（{card.label}）",
            en=f"{', '.join(gone)}, whose text forbids playing {kind_en}, has left the zone where "
            f"its text is in force: the prohibition is not in force ({card.label})",
            touches=(uid,),
        )
    # the card's own continuous abilities may speak of playing it from the hand (2.12.2.3): one
    # the engine cannot run is reported, never silently left out
    for ab in abilities_of("ws", card) if card.text else ():
        if not ab.supported and ab.kind == "continuous":
            yield unsupported(card, ab.text)
    banned = play_restriction(ctx, uid, player) if card.text else None
    if banned is not None:
        # the card's own 「…なら、手札からプレイできない」 (a prohibition beats the rules that allow
        # playing it, 1.3.3; in force in the hand, 2.12.2.3)
        met = yield Mark(
            clauses=("2.12.2.3",),
            watch=banned[1],
            ja=f"条件を満たす: {banned[0]}",
            en=f"the condition is met: {banned[0]}",
        )
        yield Reject(
            f"{card.label} は「{banned[0]}」により、手札からプレイできません",
            f"{card.label} cannot be played from the hand: {banned[0]}",
            ("8.6.2.1",) + ctx.declaration_prohibited(),
            caused_by=(met,),
        )
        return
    lv = level(ctx, player)
    # the level the card has now: a continuous ability may change it in the hand (2.12.2.3)
    card_level = stat(ctx, uid, "level") if card.level is not None else 0
    changed = stat_clauses(ctx, uid, "level") if card.level is not None else ()
    if card.type != "climax":
        # a level the scenario does not give is not silently 0: the ruling says so (it is
        # taken as one the player's level allows, 8.6.2.1.2)
        said = taken_as(ctx, uid, "level", card_level, "レベル", "level", ("8.6.2.1.2",))
        if said is not None:
            yield said
    if card.type != "climax" and card_level > lv:
        # the player's level not given (no level zone listed): whether it is high enough is
        # branched on (round 29, ``values.branch_zone_count``: the level zone's count, 3.9)
        yield from branch_zone_count(
            ctx, player, "level", card_level, "レベル置場", "level zone", ("8.6.2.1.2",)
        )
        lv = level(ctx, player)
    if card.type != "climax" and card_level > lv:
        yield Reject(
            f"{card.label} のレベル{card_level}が {player} のレベル{lv}より高いのでプレイできません",
            f"{card.label} is level {card_level}, above {player}'s level {lv}: it cannot be played",
            ("8.6.2.1", "8.6.2.1.2") + changed + when,
        )
        return
    # an exemption is read against the condition it exempts from (as 7.5.1.2.1 against 7.5.1.2):
    # a climax's from the level condition (8.6.2.1.2.1), a level 0 card's from the colour
    # condition (8.6.2.1.1.1)
    cond: tuple[str, ...] = (
        ("8.6.2.1.2", "8.6.2.1.2.1") if card.type == "climax" else ("8.6.2.1.2",)
    )
    cond += changed
    free = play_permission(ctx, uid, "no_colour_condition") if card.text else None
    if free is None:
        # 「あなたのイベントは、色条件を満たさずに…」 of a character on the stage (8.1.1.3)
        free = group_play_permission(ctx, uid, player)
    if card.type != "climax" and card_level <= 0:
        cond += ("8.6.2.1.1", "8.6.2.1.1.1")
    elif card.type != "climax" and free is not None:
        # 「このカードは、色条件を満たさずに手札からプレイできる」: its text beats the colour condition
        # (1.3.1), in force in the hand (2.12.2.3)
        cond += ("8.6.2.1.1", "2.12.2.3") + ctx.principle("text_beats_rules")
    else:
        ok, decided = colors_ok(ctx, player, card)
        blank = ("3.9.2.2", "3.9.2.2.1") if blank_level_cards(ctx, player) else ()
        if not ok and decided:
            yield Reject(
                f"{card.label} の色（{card.color}）と同じ色のカードがレベル置場にもクロックにもないのでプレイできません"
                + ("（裏向きのレベル置場のカードは情報を持たない）" if blank else ""),
                f"no card of {card.label}'s colour ({card.color}) in level or clock: it cannot be played"
                + (" (a face-down level card has no information)" if blank else ""),
                # the card's colour restricting its play (2.4.2) through the colour condition
                ("8.6.2.1", "8.6.2.1.1", "2.4.2")
                + when
                + blank
                # a blank level card has no colour: the condition reads it as absent (2.19.1), and
                # an absent colour is never the same as the card's (2.19.2)
                + (("2.19.1", "2.19.2") if blank else ())
                # a climax is exempted from the level condition only (8.6.2.1.2.1): the colour
                # condition is read for it as for any card
                + (("8.6.2.1.2.1",) if card.type == "climax" else ()),
            )
            return
        if not ok:
            yield Warn(
                "assumption",
                f"色が書かれていないカードがあるため、{card.label} の色条件は満たしているものと仮定しました",
                f"colours not stated: {card.label}'s colour condition was assumed to be met",
                ("8.6.2.1.1",),
                key="not_given_taken_to_meet",
            )
        cond += ("8.6.2.1.1",)
        if ok and card.color not in {c.color for c in ctx.zone(player, "clock")}:
            # met by a card of the level zone only: its colour is seen because the cards there
            # are face up (3.9.2.1) — whatever their kind (a climax put there by a level up)
            cond += ("3.9.2.1",)
    slot = str(p.get("slot", "")).removeprefix("stage.")
    # 「このカードは前列の枠に置けない」, in force in the hand (2.12.2.3): no slot of that row is
    # one it may be played into (6.5.1.2.1, 3.6.4; 1.3.3)
    open_slots = [sl for sl in SLOTS if put_banned(ctx, uid, sl) is None]
    if card.type == "character" and slot not in SLOTS:
        slot = yield Choose(
            player,
            "slot",
            "キャラを置く枠",
            "slot for the character",
            slot_options(open_slots, player),
            ("8.6.2.2", "8.6.2.2.1"),
        )
    ban = put_banned(ctx, uid, slot) if card.type == "character" else None
    if ban is not None:
        yield Reject(
            f"{card.label} はその枠（{slot}）に置けないのでそこにはプレイできません（{ban.source}）",
            f"{card.label} may not be put into {slot} ({ban.source}): it cannot be played there",
            ("6.5.1.2.1", "3.6.4", "1.3.3", "2.12.2.3", *ban.clauses, *when),
        )
        return
    reveal = yield Mark(
        clauses=("8.6.2.1",) + when + cond,
        watch=(stat_watch(ctx, uid, "level") if changed else ()) + (play_timing_key(ctx, player),),
        ja=f"{player} は手札の {card.label} をプレイする（条件を満たす）",
        en=f"{player} plays {card.label} from hand (conditions met)",
    )
    # the cost the card has now: a continuous ability may change it in the hand (2.12.2.3; a
    # cost below 0 is paid as 0 stock)
    need = max(stat(ctx, uid, "cost"), 0) if card.type != "climax" else 0
    cost_changed = stat_clauses(ctx, uid, "cost") if card.type != "climax" else ()
    if card.type != "climax":
        said = taken_as(ctx, uid, "cost", need, "コスト", "cost", ("8.6.2.3",))
        if said is not None:
            yield said
    causes_played: tuple[int, ...] = (reveal,)
    if need:
        # markers an ability lets the player pay with in place of stock (1.3.1)
        instead = instead_count(stock_substitutes(ctx, player, uid, "play"), need)
        # a stock not listed: whether it holds enough is branched on (round 29,
        # ``values.branch_zone_count``; 8.6.2.3.2)
        enough = yield from branch_zone_count(
            ctx, player, "stock", need - instead, "ストック", "stock", ("8.6.2.3.2", "8.4.2.2")
        )
        if not enough:
            yield Reject(
                f"コスト{need}に対しストックが{len(ctx.zone(player, 'stock'))}枚しかないのでプレイできません",
                f"cost {need} but only {len(ctx.zone(player, 'stock'))} stock: it cannot be played",
                ("8.6.2.3.2", "2.7.2", "8.4.2.2") + cost_changed,
                (reveal, *ctx.taken_from(f"{player}.stock")),
            )
            return
        # 8.6.2.3 / 8.6.2.3.1: the cost the card shows is paid in full — as many stock cards
        # as its cost to the waiting room (2.7.2)
        yield Do(
            "cost",
            {"player": player, "steps": [{"do": "pay_stock", "amount": need, "card": uid}]},
            caused_by=(reveal,),
            clauses=("8.6.2.3", "8.6.2.3.1", "2.7.2") + cost_changed,
        )
    elif cost_changed:
        # 8.6.2.3: the cost is determined — the one effects in force give it (here 0: a cost
        # lowered below 1 is paid with no stock, 2.7.2), and paid as determined
        determined = yield Mark(
            clauses=("8.6.2.3", "8.6.2.3.1", "2.7.2") + cost_changed,
            caused_by=(
                reveal,
                *(x for x in ctx.provenance(stat_watch(ctx, uid, "cost")) if x is not None),
            ),
            ja=f"{card.label} のコストは0と決定され、ストックを払わない",
            en=f"{card.label}'s cost is determined as 0: no stock is paid",
        )
        causes_played = (reveal, determined)
    if card.type == "event" and not (yield from pay_event_cost(ctx, uid, player, causes_played)):
        return
    played = yield Mark(
        clauses=("8.6.2.4",),
        tag="played",
        data={"card": uid},
        caused_by=causes_played,
        ja=f"{card.label} をプレイした",
        en=f"{card.label} has been played",
    )
    if card.type == "character":
        yield Move(
            uid=uid,
            player=player,
            zone=stage(slot),
            orientation="stand",
            # the slot is the one its player chose in the play's choices (8.6.2.2 / 8.6.2.2.1:
            # any slot of theirs — one a character stands on too, 9.6.2 then settles it)
            clauses=("8.6.2.5", "8.6.2.5.1", "6.5.1.2.1", "3.6.3", "8.6.2.2", "8.6.2.2.1"),
            caused_by=(played,),
            data={"means": "play"},  # 「このカードがプレイされて舞台に置かれた時」
            ja=f"{card.label} を{SLOT_JA[slot]}の枠にスタンド状態で置く",
            en=f"{card.label} is put into {slot}, standing",
        )
    elif card.type == "event":
        # an event played in its player's main phase: the main phase's action says the same
        # path, resolution zone then waiting room (6.5.1.2.2), as 6.5.1.2.1 says a character's slot
        main = ("6.5.1.2.2",) if phase == "main" and player == st.turn.player else ()
        at = ctx.where(uid)
        if at is None or at[1] != "hand":
            # its own cost took it from the hand (played_card_pays_own_cost, ``itself``): putting
            # it into the resolution zone cannot be done and is not (1.3.2); its effect is
            # carried out (8.6.2.5.2), and it is not moved again
            gone = yield Mark(
                clauses=("8.6.2.5", "8.6.2.5.2", "1.3.2"),
                caused_by=(played,),
                ja=f"{card.label} は手札にないため解決領域に置かれない（効果は実行する）",
                en=f"{card.label} is no longer in the hand: it is not put into the resolution "
                "zone (its effect is carried out)",
            )
            yield from run_event(ctx, uid, player, (gone,))
            return
        into = yield Move(
            uid=uid,
            player=player,
            zone="resolution",
            clauses=("8.6.2.5", "8.6.2.5.2", "3.13.1.1") + main,
            caused_by=(played,),
        )
        yield from run_event(ctx, uid, player, (into,))
        w = ctx.where(uid)
        if w is not None and w[1] == "resolution":
            # the event goes from the resolution zone to the waiting room — unless its effect put
            # it elsewhere (「このカードを思い出にする」): it is no longer there to move
            yield Move(
                uid=uid,
                player=card.owner,
                zone="waiting_room",
                clauses=("8.6.2.5.2", "3.13.1.1") + main,
                caused_by=(into,),
            )
        elif w is not None:
            # the card's own text put it there, over the rule that it goes to the waiting room
            # (1.3.1)
            yield Mark(
                clauses=("8.6.2.5.2",) + ctx.principle("text_beats_rules"),
                caused_by=(into,),
                touches=(uid,),
                ja=f"{card.label} は効果により解決領域を離れているため、控え室には置かない",
                en=f"{card.label} left the resolution zone by its effect: it is not put into the "
                "waiting room",
            )
    else:
        yield Move(
            uid=uid,
            player=player,
            zone="climax",
            clauses=("8.6.2.5", "8.6.2.5.3", "6.6.1.2"),
            caused_by=(played,),
            data={"means": "play"},  # 「このカードがプレイされてクライマックス置場に置かれた時」
        )
        yield SetVar(key="climax_played", value=True)
        if phase == "climax" and player == st.turn.player and st.turn.step is None:
            # the one action at the climax phase's play timing: it is not given again
            # (6.6.1.2.2) and the phase's closing check timing runs (6.6.1.3)
            yield from end_play_timing(ctx, "climax", acted=True, caused_by=(played,))
    if card.type == "event":
        # 11.4.1.2: an event's 「…フェイズに進む」 moves the game once the event is resolved
        yield from phase_jump(ctx)
    yield from replay_not_carried_out(ctx, uid, player, (played,))
    # something was done at the main phase's play timing: given again once it is resolved
    yield from play_timing_again(ctx, player)


def replay_not_carried_out(ctx: Ctx, uid: str, player: str, caused_by: tuple[int, ...]) -> Proc:
    """A card played whose replay instruction no process carries out (``replay.idle``): playing it
    carries out nothing of the instruction (11.3.1.3), said where its replay effect would have acted
    (what the effect read as a program would change, else the card)."""
    from ruling import abilities as AB
    from ruling.games._ws.program import _touches
    from ruling.games._ws.replay import idle, idle_effects
    from ruling.games._ws.selection import Rt

    card = ctx.card(uid)
    found = idle(card.text) if card is not None and card.text else None
    if card is None or found is None:
        return
    touches: tuple[str, ...] = (uid,)
    for text in idle_effects(found[1]):
        read = AB._abilities("ws", text, "event")
        if len(read) == 1 and read[0].supported and read[0].program is not None:
            prog = read[0].program
            rt = Rt(ctx, player, uid, prog, text, {})
            touches += _touches(rt, prog.steps)
            break
    yield Mark(
        clauses=("11.3.1", "11.3.1.1", "11.3.1.3"),
        caused_by=caused_by,
        touches=tuple(dict.fromkeys(touches)),
        ja=f"{card.label} のリプレイ指示（{found[1]}）は、それを実行する処理（11.3.2）がないため実行されない",
        en=f"{card.label}'s replay instruction ({found[1]}) is carried out by no process (11.3.2): "
        "nothing of it is done",
    )
