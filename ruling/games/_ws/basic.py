"""Weiß Schwarz basic acts (chapters 3 and 4): damage processing (4.10), drawing (4.7), moving cards
from the top of the deck (3.2.3) or anywhere, standing / resting / reversing (4.6), power and soul
changes a scenario describes (8.2.1.2) and a check timing (4.4)."""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx
from ruling.games._ws.common import (
    SLOTS,
    Proc,
    find_card,
    is_climax,
    leave_stage,
    stage,
    take_top,
    unknown_type_warning,
)
from ruling.games._ws.continuous import (
    card_banned,
    move_banned,
    player_forbidden,
    reject_forbidden,
)
from ruling.games._ws.selection import card_label, icons_now, master_of
from ruling.rules import (
    AddEffect,
    CheckTiming,
    Mark,
    Move,
    MoveMany,
    Orient,
    Reject,
    RemoveDelayed,
    SetVar,
)
from ruling.values import unknown_card


def damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Damage processing, 4.10.1: reveal one by one; a climax cancels all of it."""
    to = p["to"]
    amount = int(p["amount"])
    source = p.get("source")
    src_uid = find_card(ctx, source) if source else None
    if src_uid is not None:
        ban = card_banned(ctx, src_uid, "damage_player")
        if ban is not None:
            # 「このカードはプレイヤーにダメージを与えることができない」: its battle damage and its
            # abilities' damage alike (4.11.1), the prohibition wins (1.3.3)
            met = yield Mark(
                clauses=ban.clauses,
                watch=(src_uid,) if ban not in ctx.state.effects else (f"effect:{ban.id}",),
                ja=f"禁止する効果がある: {ban.source}",
                en=f"a prohibition is in force: {ban.source}",
            )
            yield Reject(
                f"{card_label(ctx, src_uid)} はプレイヤーにダメージを与えることができないため、"
                f"{to} にダメージは与えられません",
                f"{card_label(ctx, src_uid)} cannot deal damage to players: {to} takes none",
                ("4.11.1",) + ctx.principle("prohibition"),
                caused_by=(met,),
            )
            return
        src = ctx.card(src_uid)
        if (
            p.get("by") == "auto"
            and src is not None
            and src.type in ("character", None)
            and master_of(ctx, src_uid) != to
        ):
            forbid = player_forbidden(ctx, to, "receive", "damage@opponent_character_auto")
            if forbid is not None:
                # 「あなたは相手のキャラの【自】の効果によるダメージを受けない」 (1.3.3)
                yield from reject_forbidden(
                    ctx,
                    forbid,
                    f"{to} は相手のキャラの【自】の効果によるダメージを受けません",
                    f"{to} takes no damage from the effects of the opponent's characters' "
                    "automatic abilities",
                    ("4.11.1.2",),
                )
                return
    yield SetVar(
        key=f"in_damage.{to}",
        value=True,
        ja=f"{to} のダメージ処理を開始（{amount}点）",
        en=f"{to}'s damage processing begins ({amount})",
        clauses=("4.10.1",),
    )
    group = ctx.state.vars.get(DAMAGE_GROUP_VAR)
    revealed: list[str] = []
    prev: tuple[int, ...] = ()
    cancelled = False
    last = None
    # 「このカードの与えるダメージは山札の下からダメージ処理を行う」: the text over 4.10.1.1 (1.3.1)
    low = card_banned(ctx, src_uid, "damage_from_bottom") if src_uid is not None else None
    if low is not None:
        prev = (
            (
                yield Mark(
                    clauses=("4.10.1.1", "1.3.1") + low.clauses,
                    watch=(src_uid,) if low not in ctx.state.effects else (f"effect:{low.id}",),
                    ja=f"{to} は山札の下からダメージ処理を行う（{low.source}）",
                    en=f"{to} processes the damage from the bottom of the deck ({low.source})",
                )
            ),
        )
    while True:
        if not ctx.zone(to, "deck"):
            last = yield Reject(
                f"{to} の山札にも控え室にもカードがないため、残りのダメージ処理は実行できません",
                f"{to} has no cards in deck or waiting room: the rest of the damage cannot be done",
                ctx.principle("impossible"),
            )
            break
        uid = yield from take_top(ctx, to, "ダメージ", matters=True, bottom=low is not None)
        card = ctx.card(uid)
        assert card is not None
        n = len(revealed) + 1
        end_ja, end_en = ("下", "bottom") if low is not None else ("上", "top")
        # put on the cards already in the resolution zone (3.13.2 「それまでにあったカードの上に
        # 置きます」): the order the damage's cards then keep into the clock (3.13.1.3.1)
        on_top = ("3.13.2",) if ctx.zone(to, "resolution") else ()
        s = yield Move(
            uid=uid,
            player=to,
            zone="resolution",
            face_up=True,
            # a card after the first: fewer than N were in the resolution zone, so 4.10.1.3 sent
            # the damage back to 4.10.1.1 (「そうでない場合、再び 4.10.1.1 に戻ります」) — the cards
            # before it wait there, not in the clock
            clauses=("4.10.1.1", "3.13.1.3")
            + (("4.10.1.3",) if revealed else ())
            + on_top
            + (("1.3.1",) if low is not None else ()),
            caused_by=prev,
            # the card is the one there because of its last move (an effect that put it on top
            # of the deck is a reason for what the damage reveals)
            watch=(uid,),
            ja=f"{to} は山札の一番{end_ja}のカード（{card.label}）を解決領域に公開する（{n}枚目/{amount}）",
            en=f"{to} reveals the {end_en} card of their deck ({card.label}) into the resolution zone ({n}/{amount})",
        )
        revealed.append(uid)
        prev = (s,)
        card = ctx.card(uid)
        assert card is not None
        if card.type is None:
            yield unknown_type_warning(card, ("4.10.1.2",))
        icons = icons_now(ctx, card)
        if icons:
            # a trigger icon acts when its card is revealed in the trigger step (2.11.1), or when
            # an effect says to do its effect (4.12.1) — not in a damage: what the icon's action
            # would change rests on it not being carried out
            from ruling.games._ws.triggers import icon_reach

            yield Mark(
                clauses=("2.11.1", "4.12.1"),
                caused_by=prev,
                touches=tuple(
                    dict.fromkeys(r for i in icons for r in icon_reach(ctx, to, i, None))
                ),
                ja=f"ダメージで公開した {card.label} のトリガーアイコンの行動は実行しない",
                en=f"the trigger icon of {card.label}, revealed by a damage, is not carried out",
            )
        if is_climax(card):
            still = [u for u in revealed if ctx.where(u) == (to, "resolution")]
            # the cancel is the damage processing's last act (4.10.1.2 「…控え室に移動し、ダメージ
            # 処理を終了します」): what it makes due (a refresh, 9.2.2.1) comes after the processing
            yield from _damage_over(to)
            # a refresh this move makes due that finds the deck empty again with nothing in the
            # waiting room: whether the processing ended before it is the audit's
            # refresh_after_cancel (``processes.find_refresh``)
            yield SetVar(key=CANCEL_MOVE_VAR + to, value=True)
            last = yield MoveMany(
                uids=tuple(still),
                player=to,
                zone="waiting_room",
                clauses=("4.10.1.2", "4.10.1.2.1", "3.13.1.3"),
                caused_by=prev,
                ja=f"{card.label} はクライマックスなのでダメージキャンセル: 今回公開したカード{len(still)}枚を控え室へ",
                en=f"{card.label} is a climax: the damage is cancelled and the {len(still)} revealed card(s) go to the waiting room",
                tag="damage_cancel",
            )
            yield SetVar(key=CANCEL_MOVE_VAR + to, value=None)
            cancelled = True
            break
        if len(revealed) >= amount:
            still = [u for u in reversed(revealed) if ctx.where(u) == (to, "resolution")]
            yield from _damage_over(to)  # 4.10.1.3: likewise its last act
            last = yield MoveMany(
                uids=tuple(still),
                player=to,
                zone="clock",
                clauses=("4.10.1.3", "3.13.1.3", "3.13.1.3.1"),
                caused_by=prev,
                ja=f"ダメージはキャンセルされず、公開した{len(still)}枚を順番を変えずに{to}のクロック置場へ",
                en=f"the damage is not cancelled: the {len(still)} revealed card(s) go to {to}'s clock in order",
                tag="damage_taken",
            )
            break
    # a shot ability whose attacker never dealt its damage, read as waiting for the damage of
    # the character attacking now (the audit's shot_current_attacker)
    shots = yield from _stale_shots(ctx, src_uid)
    shots += yield from _other_source_shots(ctx, src_uid, shots)
    yield Mark(
        tag="damage_end",
        ja=f"{to} のダメージ処理を終了（{'キャンセル' if cancelled else '受けた'}）",
        en=f"{to}'s damage processing ends ({'cancelled' if cancelled else 'taken'})",
        caused_by=(last,) if last is not None else (),
        data={
            "to": to,
            "source": src_uid,
            "cancelled": cancelled,
            "amount": amount,
            **({"by_rule": True} if p.get("by_rule") else {}),
            **({"shots": shots} if shots else {}),
            **({"group_cancelled_before": True} if group and group.get("cancelled") else {}),
        },
    )
    if group is not None:
        # one part of a damage dealt to several players at once (4.12.2.7.3): the shot ability
        # is used up when the last part is over (``end_damage_group``)
        yield SetVar(
            key=DAMAGE_GROUP_VAR,
            value={
                **group,
                "cancelled": bool(group.get("cancelled")) or cancelled,
                "shots": list(dict.fromkeys((*group.get("shots", ()), *shots))),
            },
        )
    else:
        yield from use_up_shots(ctx, src_uid, shots, cancelled, ("4.12.2.7.1",))
    if ctx.state.vars.get(f"in_damage.{to}"):
        yield from _damage_over(to)
    return {"cancelled": cancelled, "step": last}


# a damage dealt to several players at once being carried out (4.12.2.7.3, ``program``'s damage
# to every player): whether a part before was cancelled, and the shots read as its damage's
DAMAGE_GROUP_VAR = "ws.damage_group"


def end_damage_group(ctx: Ctx, src_uid: str | None) -> Proc:
    """The damage to several players at once is over: it was the attacker's next damage as one
    event (4.12.2.7.3) — its shot ability triggered once if any part was cancelled (``shot_trigger``)
    and is used up now."""
    group = ctx.state.vars.get(DAMAGE_GROUP_VAR) or {}
    yield SetVar(key=DAMAGE_GROUP_VAR, value=None)
    yield from use_up_shots(
        ctx,
        src_uid,
        tuple(group.get("shots", ())),
        bool(group.get("cancelled")),
        ("4.12.2.7.1", "4.12.2.7.3"),
    )


def use_up_shots(
    ctx: Ctx, src_uid: str | None, shots: tuple[int, ...], cancelled: bool, clauses: tuple[str, ...]
) -> Proc:
    """4.12.2.7.1: a shot ability waits for the *next* damage of its attacker only — used up by
    this one, cancelled or not."""
    for d in list(ctx.state.delayed):
        if d.ability == "shot" and (shot_of(ctx, d.data, src_uid) or d.id in shots):
            gone = yield RemoveDelayed(
                id=d.id,
                clauses=clauses,
                ja="ショットの自動能力は今回のダメージで使い切られる",
                en="the shot ability is used up by this damage",
            )
            if not cancelled:
                # spent on a damage not cancelled: a later cancel of this attacker's damage this
                # turn does not trigger it (4.12.2.7.1), which the ruling says there
                spent = list(ctx.state.vars.get("shots_spent") or [])
                yield SetVar(
                    key="shots_spent",
                    value=[
                        *spent,
                        {
                            **{k: d.data.get(k) for k in ("attacker", "placed")},
                            "master": d.master,
                            "turn": ctx.state.turn.number,
                            "step": gone,
                        },
                    ],
                )


def shot_of(ctx: Ctx, data: dict[str, Any], src_uid: str | None) -> bool:
    """Is the damage of ``src_uid`` the one a shot ability (its ``data``) waits for: that of the
    attacking character the icon was executed for (4.12.2.7), the same card — not a new one
    with its uid after it left the stage (3.1.4)?"""
    if src_uid is None or data.get("attacker") != src_uid:
        return False
    c = ctx.card(src_uid)
    return data.get("placed") is None or (c is not None and c.placed == data["placed"])


def _stale_shots(ctx: Ctx, src_uid: str | None) -> Proc:
    """The shot abilities (4.12.2.7 「現在の攻撃キャラが次に与えるダメージ」) still waiting when the
    character attacking now (7.2.1.5), another card than theirs, deals a damage: under the
    engine's reading each stays bound to the character it was made for (which left, 3.1.4, or
    stopped attacking without dealing its damage); under the other reading this damage is
    theirs — triggering them when cancelled, using them up either way (the audit's
    shot_current_attacker, a reading choice point). Returns the ids read as this damage's."""
    from ruling import unsettled
    from ruling.games._ws.selection import attacking

    if src_uid is None or not attacking(ctx, src_uid):
        return ()
    out: list[int] = []
    for d in list(ctx.state.delayed):
        if d.ability != "shot" or shot_of(ctx, d.data, src_uid):
            continue
        got = yield unsettled.choose(
            d.master, "ws", "shot_current_attacker", {"bound": None, "current": d.id}
        )
        if got is not None:
            out.append(got)
    return tuple(out)


def _other_source_shots(ctx: Ctx, src_uid: str | None, taken: tuple[int, ...]) -> Proc:
    """The shot abilities waiting for the damage of an attacker still attacking (4.12.2.7) when a
    damage of another source (not attacking: another character's ability, an event, 4.11.1.2) is
    dealt before the damage step: under the engine's reading they wait on; under the other,
    4.12.2.7.1's 「何らかの理由でダメージを与える場合」 names no dealer, so this damage is theirs —
    triggering them when cancelled, using them up either way (the audit's
    shot_other_source_damage, a reading choice point). Returns the ids read as this damage's."""
    from ruling import unsettled
    from ruling.games._ws.selection import attacking

    if ctx.state.turn.step == "damage" or (src_uid is not None and attacking(ctx, src_uid)):
        return ()
    out: list[int] = []
    for d in list(ctx.state.delayed):
        attacker = d.data.get("attacker")
        if (
            d.ability != "shot"
            or d.id in taken
            or shot_of(ctx, d.data, src_uid)
            or attacker is None
            or not attacking(ctx, attacker)
            or not shot_of(ctx, d.data, attacker)
        ):
            continue
        got = yield unsettled.choose(
            d.master, "ws", "shot_other_source_damage", {"attacker_only": None, "any_damage": d.id}
        )
        if got is not None:
            out.append(got)
    return tuple(out)


# the damage cancel's move to the waiting room (4.10.1.2) being carried out, per player: the
# refresh it makes due is read under the audit's refresh_after_cancel
CANCEL_MOVE_VAR = "ws.cancel_move."


def _damage_over(to: str) -> Proc:
    yield SetVar(
        key=f"in_damage.{to}",
        value=None,
        ja=f"{to} のダメージ処理の終了",
        en=f"{to}'s damage processing is over",
    )


# an action on cards from the top of the deck suspended because the deck ran out (3.2.3.2): the
# player whose refresh comes before the rest of it (``apply_refresh`` cites it)
SUSPENDED_VAR = "ws.deck_action_suspended"


# 「すべてのプレイヤーは…」 being carried out (``program._every_player``): the players' parts are
# one action, done at one moment (8.6.5), so the interrupt rule processes they make due wait for
# the last part and are then carried out together, the turn player's first (9.1.2.1.1.1) — but
# a part that needs one in its middle (its deck runs out with cards still to deal with, 3.2.3.2,
# or during a damage processing) has it at once (``held_for_every_player``)
EVERY_PLAYER_VAR = "ws.every_player"


def held_for_every_player(ctx: Ctx, player: str) -> bool:
    """Is ``player``'s interrupt rule process held back until every player's part of the
    action being carried out is done (``EVERY_PLAYER_VAR``)?"""
    return (
        bool(ctx.state.vars.get(EVERY_PLAYER_VAR))
        and ctx.state.vars.get(SUSPENDED_VAR) != player
        and not ctx.state.vars.get(f"in_damage.{player}")
    )


def suspends(ctx: Ctx, player: str, k: int, n: int) -> Proc:
    """Before the ``k``-th of ``n`` cards an action deals with one by one from the top of
    ``player``'s deck (3.2.3): whether this card is the deck's last one; if it is and cards are
    still to come, the action is suspended for the refresh (3.2.3.2, read by ``apply_refresh``),
    which the next card's step cites (``resumes``). ``done_one_by_one`` closes it."""
    last = len(ctx.zone(player, "deck")) == 1
    if last and k + 1 < n:
        yield SetVar(key=SUSPENDED_VAR, value=player)
    return last


def done_one_by_one(ctx: Ctx) -> Proc:
    """The action on the deck's cards one by one is over: nothing is suspended any more."""
    if ctx.state.vars.get(SUSPENDED_VAR) is not None:
        yield SetVar(key=SUSPENDED_VAR, value=None)


def resumes(last: bool) -> tuple[str, ...]:
    """3.2.3 / 3.2.3.2: card by card from the deck — a deck emptied by the card just moved
    (``last``: it was the deck's last card) is refreshed (9.2) before the next one, and the action
    goes on: the clauses for that next card."""
    return ("3.2.3", "3.2.3.2") if last else ()


def draw(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    resumed: tuple[str, ...] = ()
    for i in range(int(p.get("amount", 1))):
        made = None
        if not ctx.zone(player, "deck"):
            # a deck the scenario did not list is unknown, not empty: the card drawn is unknown
            made = yield from unknown_card(ctx, player, "deck", "山札", "deck", ("4.7.1",))
            if made is None:
                yield Reject(
                    f"{player} の山札にも控え室にもカードがないため、{i + 1}枚目は引けません",
                    f"{player} has no cards to draw (card {i + 1})",
                    ctx.principle("impossible"),
                    # the hand stays as it is, and the deck empty, because this card is not
                    # drawn: a loss read from the empty deck has the refusal among its causes
                    touches=(f"{player}.hand", f"{player}.deck"),
                )
                break
        n = int(p.get("amount", 1))
        last = made is None and (yield from suspends(ctx, player, i, n))
        uid = yield from take_top(ctx, player, "ドロー", matters=False)
        c = ctx.card(uid)
        yield Move(
            uid=uid,
            player=player,
            zone="hand",
            clauses=("4.7.1",) + resumed,
            watch=(f"{player}.deck",) if resumed else (),
            ja=f"{player} はカードを1枚引く（{c.label if c else uid}）",
            en=f"{player} draws a card ({c.label if c else uid})",
            tag="draw",
        )
        resumed = resumes(last)
    yield from done_one_by_one(ctx)


def move_top(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    to = p["to"]
    cl = ("3.2.3",) + (("4.10.2",) if to == "clock" else ())
    resumed: tuple[str, ...] = ()
    n = int(p.get("amount", 1))
    for k in range(n):
        if not ctx.zone(player, "deck"):
            yield Reject(
                f"{player} の山札にカードがないため、残りは行えません",
                f"{player}'s deck is empty: the rest is not done",
                ("3.2.3.3",) + ctx.principle("impossible"),
            )
            break
        last = yield from suspends(ctx, player, k, n)
        uid = yield from take_top(ctx, player, "山札の上のカードの移動", matters=False)
        yield Move(
            uid=uid,
            player=player,
            zone=to,
            face_up=to not in ("stock", "deck"),
            clauses=cl + resumed,
            watch=(f"{player}.deck",) if resumed else (),
        )
        resumed = resumes(last)
    yield from done_one_by_one(ctx)


def move(ctx: Ctx, p: dict[str, Any]) -> Proc:
    uid = find_card(ctx, p["card"], p.get("from_player"))
    if uid is None:
        yield Reject(
            f"カード {p['card']} が見つからないため、移動は行われません",
            f"card {p['card']} is nowhere: nothing moves",
            ctx.principle("impossible"),
        )
        return
    c = ctx.card(uid)
    assert c is not None
    if p.get("by") == "player":
        # a player acts only at a play timing, by the actions listed for it (4.5.1; the main
        # phase's, 6.5.1.2): moving a card at will is none of them, so it is not done (1.3.2)
        st = ctx.state
        main = st.turn.phase == "main" and st.turn.step is None
        yield Reject(
            f"{c.label} を自分の判断で移動する行動はないため、移動は行われません",
            f"no action lets a player move {c.label} of its own accord: nothing moves",
            ("4.5.1",) + (("6.5.1.2",) if main else ()) + ctx.principle("impossible"),
        )
        return
    to = str(p["to"])
    if to in SLOTS:
        to = stage(to)
    # ``player``: who moves it (by an effect of theirs); the card goes to its owner's zone
    # whoever moves it (3.1.6) — a character moved to another slot stays on its own stage
    dest_player = c.owner
    cl: tuple[str, ...] = ("3.1.6",) if p.get("player") != c.owner else ()
    if to == "clock":
        cl += ("4.10.2",)
    w = ctx.where(uid)
    if to.startswith("stage.") and not (w and w[1].startswith("stage.")):
        cl += ("3.6.3",)
    if p.get("together"):
        # several cards moved by one action: they arrive at the same moment (one placement)
        uids = [uid]
        for ref in p["together"]:
            other = find_card(ctx, ref, p.get("from_player"))
            ow = ctx.where(other) if other is not None else None
            if other is None or other in uids or (ow and ow[1].startswith("stage.")):
                yield Reject(
                    f"カード {ref} は一緒に移動できません（見つからないか舞台にあります）",
                    f"card {ref} cannot be moved with it (nowhere, or on the stage)",
                    ctx.principle("impossible"),
                )
                return
            uids.append(other)
        if w and w[1].startswith("stage."):
            yield Reject(
                f"{c.label} は舞台にあるため、他のカードと一緒には移動できません",
                f"{c.label} is on the stage: it is not moved together with other cards",
                ctx.principle("impossible"),
            )
            return
        yield MoveMany(
            uids=tuple(uids),
            player=dest_player,
            zone=to,
            clauses=cl,
            face_up=True if to.startswith("stage.") else None,
        )
        if to.startswith("stage."):
            for u in uids:
                card = ctx.card(u)
                if card is not None and card.orientation != "stand":
                    yield Orient(uid=u, orientation="stand", clauses=("3.6.3",))
        return
    if w and w[1].startswith("stage.") and to.startswith("stage."):
        # a move from a slot to another slot: 「このカードは他の枠に動かせない」 / 「前列に動かせ
        # ない」 in force on the card forbids it (1.3.3: the prohibition wins; 1.3.2) — as it
        # forbids the main phase's move (``turn.swap``)
        ban = move_banned(ctx, uid, to.split(".", 1)[1])
        if ban is not None:
            yield Reject(
                f"{c.label} はその枠（{to.split('.', 1)[1]}）に動かせない（{ban.source}）",
                f"{c.label} cannot be moved to {to.split('.', 1)[1]} ({ban.source})",
                ctx.principle("prohibition") + ban.clauses,
            )
            return
    if w and w[1].startswith("stage."):
        yield from leave_stage(ctx, uid, dest_player, to, cl, orientation=p.get("orientation"))
    else:
        yield Move(
            uid=uid,
            player=dest_player,
            zone=to,
            clauses=cl,
            orientation=p.get("orientation") or ("stand" if to.startswith("stage.") else None),
            pos=p.get("pos", "top"),
        )


def orient(state: str, clauses: tuple[str, ...]) -> Any:
    def run(ctx: Ctx, p: dict[str, Any]) -> Proc:
        uid = find_card(ctx, p["card"])
        if uid is None:
            yield Reject(
                f"カード {p['card']} が見つかりません",
                f"card {p['card']} not found",
                ctx.principle("impossible"),
            )
            return
        yield Orient(uid=uid, orientation=state, clauses=clauses)

    return run


def stat_effect(stat: str) -> Any:
    def run(ctx: Ctx, p: dict[str, Any]) -> Proc:
        uid = find_card(ctx, p["card"])
        if uid is None:
            yield Reject(
                f"カード {p['card']} が見つかりません",
                f"card {p['card']} not found",
                ctx.principle("impossible"),
            )
            return
        c = ctx.card(uid)
        op = "set" if p.get("set") is not None else "add"
        value = int(p["set"] if op == "set" else p.get("amount", 0))
        until = p.get("until", "turn")
        sign = f"を{value}にする" if op == "set" else f"{value:+d}"
        yield AddEffect(
            target=uid,
            stat=stat,
            op=op,
            value=value,
            until=until,
            source=str(p.get("source", "")),
            clauses=("8.2.1.2", "8.9.1.3"),
            ja=f"{c.label if c else uid} の{'パワー' if stat == 'power' else 'ソウル'}{sign}（{'このターン中' if until == 'turn' else 'ゲーム中'}）",
            en=f"{c.label if c else uid} {stat} {'= ' if op == 'set' else ''}{value:+d} ({until})",
        )

    return run


def check_timing(ctx: Ctx, p: dict[str, Any]) -> Proc:
    yield CheckTiming(("4.4.1", "4.4.2"))


def replaced_action(ctx: Ctx, verb: str, p: dict[str, Any]) -> Proc:
    """An action done to a card replaced (8.10.1.1 「置換された元の事象はまったく発生しなかった
    こととなります」): recorded on the card (``tag`` ``replaced``, ``data`` the verb), so that a
    procedure later looking for that event — the encore step's reversed characters (7.7.1.2 /
    7.7.1.3) — reads that it did not happen rather than that it was undone."""
    uid = find_card(ctx, p["card"]) if p.get("card") is not None else None
    c = ctx.card(uid) if uid is not None else None
    if c is None:
        return
    yield Mark(
        clauses=("8.10.1.1",),
        touches=(c.uid,),
        tag="replaced",
        data={"verb": verb, "uid": c.uid},
        ja=f"{c.label} への「{verb}」は発生しなかったこととなる",
        en=f"the '{verb}' of {c.label} is as if it never happened",
    )
