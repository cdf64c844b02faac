"""Weiß Schwarz (ヴァイスシュヴァルツ), 総合ルール ver. 1.109.

Every definition cites the clauses of ``kb/sources/ws.txt`` it implements. Procedures yield
events and requests (``ruling.rules``); they never touch the trace or mutate the state.

Conventions: piles are lists with the top card first; a player's level is the number of cards
in their level zone (8.6.2.1.2); stage slots are zones ``stage.<slot>`` with
``<slot>`` in ``left_front center_front right_front left_back right_back`` (3.6.4).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ruling.abilities import register_compiler
from ruling.core import Ctx
from ruling.games._ws.cardtext import compile_ability
from ruling.games._ws.declared import NOT_IMPLEMENTED
from ruling.games._ws.effects import (
    activate,
    card_banned,
    card_resolve,
    card_trigger,
    delayed_resolve,
    delayed_trigger,
    great_performance,
    is_counter_event,
    last_known,
    play_restriction,
    run_event,
    stat,
    stat_clauses,
    stat_watch,
)
from ruling.games._ws.setup import game_setup, in_game, mark_unlisted, shuffled_now
from ruling.principles import choose_in_turn_order, count_options
from ruling.rules import (
    AbilityDef,
    ActionDef,
    AddDelayed,
    AddEffect,
    CheckTiming,
    Choose,
    Do,
    EndEffects,
    Event,
    Finding,
    Game,
    KeywordDef,
    Lose,
    Mark,
    Move,
    MoveMany,
    Option,
    Orient,
    Param,
    PhaseDef,
    Reject,
    RemoveDelayed,
    RuleProcess,
    SetTurn,
    SetVar,
    Shuffle,
    StepDef,
    Triggered,
    Warn,
    ZoneDef,
    register,
)
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
    "return": ("4.12.2.3",),
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

YES = Option("yes", "する", "yes", True, aliases=("はい", "true"))
NO = Option("no", "しない", "no", False, aliases=("いいえ", "false", "none"))

# --------------------------------------------------------------------------- helpers


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


def unknown_type_warning(card: Card) -> Warn:
    return Warn(
        "assumption",
        f"種類の書かれていないカード（{card.label}）はクライマックスでないものとして扱いました",
        f"a card of unstated type ({card.label}) was taken to be no climax",
    )


def card_option(c: Card, key: str | None = None) -> Option:
    return Option(
        key or c.uid, c.label, c.label, c.uid, sig=c.signature(), aliases=(c.uid, c.name or "")
    )


def find_card(
    ctx: Ctx, ref: Any, player: str | None = None, zones: tuple[str, ...] | None = None
) -> str | None:
    """A card uid from a scenario reference: a uid, a slot (``center_front`` /
    ``A.center_front``), or a card name (searched in ``zones`` of ``player``)."""
    if ref is None:
        return None
    ref = str(ref)
    st = ctx.state
    if st.card(ref) is not None:
        return ref
    pl, _, rest = ref.partition(".")
    if rest and pl in st.players:
        player, ref = pl, rest
    slot = ref.removeprefix("stage.")
    if slot in SLOTS:
        for p in [player] if player else st.order():
            c = char_at(ctx, p, slot)
            if c is not None:
                return c.uid
        return None
    for p in [player] if player else st.order():
        for z, cards in st.players[p].zones.items():
            if (
                zones is not None
                and z not in zones
                and not any(z.startswith(x + ".") for x in zones)
            ):
                continue
            for c in cards:
                if c.name == ref:
                    return c.uid
    return None


def take_top(ctx: Ctx, player: str, why: str, matters: bool) -> Proc:
    """Which card is on top of ``player``'s deck. After a shuffle the order is hidden: if the
    card matters the resolver branches over the distinct cards (``deck_order``), otherwise the
    listed order is used and said as an assumption."""
    deck = ctx.zone(player, "deck")
    if not deck:
        return None
    if f"{player}.deck" in ctx.state.vars.get("shuffled", []):
        # a card put on top since the last shuffle is known; the others' order is hidden (3.2.2)
        at = ctx.state.vars.get(f"ws.shuffled_at.{player}")
        if at is not None and deck[0].placed > at:
            return deck[0].uid
        hidden = deck if at is None else [c for c in deck if c.placed <= at]
        distinct = {c.signature() for c in hidden}
        if len(distinct) > 1:
            if matters:
                uid = yield Choose(
                    player,
                    "deck_order",
                    f"シャッフル後の{player}の山札の一番上のカード（非公開の順番）",
                    f"the top card of {player}'s shuffled deck (hidden order)",
                    tuple(card_option(c) for c in hidden),
                    ("3.2.2", "3.2.4"),
                    chance=True,
                )
                return uid
            yield Warn(
                "assumption",
                f"シャッフル後の{player}の山札の順番は不明です。{why}は書かれた順番で扱いました",
                f"the order of {player}'s shuffled deck is hidden; {why} used the listed order",
                ("3.2.4",),
            )
    return deck[0].uid


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
) -> Proc:
    """Move a card off its slot; its markers go with it (3.7.3)."""
    where = ctx.where(uid)
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
    if where and where[1].startswith("stage."):
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
                for c in mk:
                    yield Move(
                        uid=c.uid,
                        player=c.owner,
                        zone="waiting_room",
                        clauses=("3.7.3", "3.7.3.2"),
                        caused_by=(step,),
                    )
    return step


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
    if mk_a:
        yield MoveMany(
            uids=mk_a, player=player, zone=markers(sb), clauses=("3.7.3.1",), caused_by=(s1,)
        )
    if mk_b:
        yield MoveMany(
            uids=mk_b, player=player, zone=markers(sa), clauses=("3.7.3.1",), caused_by=(s2,)
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


def timing(phase: str, point: str, clauses: tuple[str, ...], **data: Any) -> Mark:
    """The moment 「(phase or step)の始めに / 終わりに」 names: automatic abilities with that
    trigger condition become pending here (8.1.1.2.1)."""
    when_ja = "始め" if point == "start" else "終わり"
    name = "アタック" if (phase, point) == ("attack", "end") else PHASE_JA.get(phase, phase)
    return Mark(
        tag="timing",
        clauses=clauses,
        data={"phase": phase, "point": point, **data},
        ja=f"「{name}の{when_ja}に」の誘発条件が発生",
        en=f"the trigger condition 'at the {point} of the {phase}' occurs",
    )


PHASE_JA = {
    "stand": "スタンドフェイズ",
    "draw": "ドローフェイズ",
    "clock": "クロックフェイズ",
    "main": "メインフェイズ",
    "climax": "クライマックスフェイズ",
    "attack": "アタックフェイズ",
    "encore": "アンコールステップ",
    "end": "エンドフェイズ",
    "turn": "ターン",
}


# --------------------------------------------------------------------------- damage (4.10)


def damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Damage processing, 4.10.1: reveal one by one; a climax cancels all of it."""
    to = p["to"]
    amount = int(p["amount"])
    source = p.get("source")
    src_uid = find_card(ctx, source) if source else None
    yield SetVar(
        key=f"in_damage.{to}",
        value=True,
        ja=f"{to} のダメージ処理を開始（{amount}点）",
        en=f"{to}'s damage processing begins ({amount})",
        clauses=("4.10.1",),
    )
    revealed: list[str] = []
    prev: tuple[int, ...] = ()
    cancelled = False
    last = None
    while True:
        if not ctx.zone(to, "deck"):
            last = yield Reject(
                f"{to} の山札にも控え室にもカードがないため、残りのダメージ処理は実行できません",
                f"{to} has no cards in deck or waiting room: the rest of the damage cannot be done",
                ctx.principle("impossible"),
            )
            break
        uid = yield from take_top(ctx, to, "ダメージ", matters=True)
        card = ctx.card(uid)
        assert card is not None
        n = len(revealed) + 1
        s = yield Move(
            uid=uid,
            player=to,
            zone="resolution",
            face_up=True,
            clauses=("4.10.1.1", "3.13.1.3"),
            caused_by=prev,
            ja=f"{to} は山札の一番上のカード（{card.label}）を解決領域に公開する（{n}枚目/{amount}）",
            en=f"{to} reveals the top card of their deck ({card.label}) into the resolution zone ({n}/{amount})",
        )
        revealed.append(uid)
        prev = (s,)
        card = ctx.card(uid)
        assert card is not None
        if card.type is None:
            yield unknown_type_warning(card)
        if is_climax(card):
            still = [u for u in revealed if ctx.where(u) == (to, "resolution")]
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
            cancelled = True
            break
        if len(revealed) >= amount:
            still = [u for u in reversed(revealed) if ctx.where(u) == (to, "resolution")]
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
    yield Mark(
        tag="damage_end",
        ja=f"{to} のダメージ処理を終了（{'キャンセル' if cancelled else '受けた'}）",
        en=f"{to}'s damage processing ends ({'cancelled' if cancelled else 'taken'})",
        caused_by=(last,) if last is not None else (),
        data={"to": to, "source": src_uid, "cancelled": cancelled, "amount": amount},
    )
    # 4.12.2.7.1: a shot ability waits for the *next* damage of its attacker only.
    for d in list(ctx.state.delayed):
        if d.ability == "shot" and src_uid is not None and d.data.get("attacker") == src_uid:
            yield RemoveDelayed(
                id=d.id,
                clauses=("4.12.2.7.1",),
                ja="ショットの自動能力は今回のダメージで使い切られる",
                en="the shot ability is used up by this damage",
            )
    yield SetVar(
        key=f"in_damage.{to}",
        value=None,
        ja=f"{to} のダメージ処理の終了",
        en=f"{to}'s damage processing is over",
    )
    return {"cancelled": cancelled, "step": last}


# --------------------------------------------------------------------------- rule processes (9)


def find_refresh(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        if ctx.zone(p, "deck"):
            continue
        ended = ctx.state.vars.get(f"refresh_ended.{p}")
        if ctx.zone(p, "waiting_room"):
            # after a refresh that ended (9.2.2.1), the next one waits for this state
            later = (f"var:refresh_ended.{p}",) if ended is not None else ()
            out.append(Finding(p, (f"{p}.deck", *later), {"mode": "refresh"}))
        elif ctx.state.vars.get(f"in_damage.{p}") and not any(
            is_climax(c) for c in ctx.zone(p, "resolution")
        ):
            out.append(Finding(p, (f"{p}.deck", f"{p}.waiting_room"), {"mode": "lose"}))
        elif ended != ctx.step_of(f"{p}.deck"):
            # nothing to refresh with: the process ends (once for this emptied deck)
            out.append(Finding(p, (f"{p}.deck", f"{p}.waiting_room"), {"mode": "end"}))
    return out


def apply_refresh(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    if f.data["mode"] == "lose":
        yield Lose(
            players=(p,),
            reason="refresh",
            clauses=("9.2.2.1",),
            ja=f"{p} はダメージ処理中に山札がなくなり、控え室にもカードがなく、解決領域にクライマックスもないため、ただちに敗北",
            en=f"{p}'s deck ran out during damage processing with no cards in the waiting room and no climax in the resolution zone: {p} loses at once",
        )
        return
    if f.data["mode"] == "end":
        damage = ctx.state.vars.get(f"in_damage.{p}")
        yield SetVar(
            key=f"refresh_ended.{p}",
            value=ctx.step_of(f"{p}.deck"),
            clauses=("9.2.2.1",),
            ja=f"{p} の控え室にカードがなく"
            + ("、解決領域にクライマックスがあるため敗北せず" if damage else "")
            + "、このリフレッシュ処理は終了する（山札が空で控え室にカードがある状態になるまで、新たなリフレッシュ処理は行わない）",
            en=f"{p} has no cards in the waiting room"
            + (" and a climax is in the resolution zone, so no loss" if damage else "")
            + ": this refresh ends (no new refresh until the deck is empty with cards in the "
            "waiting room)",
        )
        return
    if ctx.state.vars.get(f"refresh_ended.{p}") is not None:
        yield SetVar(
            key=f"refresh_ended.{p}",
            value=None,
            ja=f"{p} の山札が空で控え室にカードがあるため、新たなリフレッシュ処理を行う",
            en=f"{p}'s deck is empty with cards in the waiting room: a new refresh is carried out",
        )
    wr = ctx.zone(p, "waiting_room")
    s1 = yield MoveMany(
        uids=tuple(c.uid for c in wr),
        player=p,
        zone="deck",
        face_up=False,
        clauses=("9.2.2",),
        ja=f"{p} は控え室のカード{len(wr)}枚をすべて山札に移動する",
        en=f"{p} moves all {len(wr)} cards of the waiting room into the deck",
    )
    s2 = yield Shuffle(
        player=p,
        zone="deck",
        clauses=("9.2.2", "3.2.4"),
        caused_by=(s1,),
        ja=f"{p} は山札をシャッフルする",
        en=f"{p} shuffles the deck",
    )
    yield shuffled_now(ctx, p)
    uid = yield from take_top(ctx, p, "リフレッシュポイント", matters=True)
    card = ctx.card(uid)
    assert card is not None
    yield Move(
        uid=uid,
        player=p,
        zone="clock",
        face_up=True,
        clauses=("9.2.2", "4.10.2"),
        caused_by=(s2,),
        ja=f"{p} は山札の一番上のカード（{card.label}）をクロックに置く（リフレッシュによるもので、ダメージではないためキャンセルされない）",
        en=f"{p} puts the top card of the deck ({card.label}) into the clock (the refresh point: not damage, so it cannot be cancelled)",
        tag="refresh_point",
    )


def find_level_up(ctx: Ctx) -> list[Finding]:
    return [
        Finding(p, (f"all:{p}.clock",)) for p in ctx.state.order() if len(ctx.zone(p, "clock")) >= 7
    ]


def apply_level_up(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    bottom7 = ctx.zone(p, "clock")[-7:]
    uid = yield Choose(
        p,
        "level_up",
        "クロックの下から7枚のうちレベル置場に置く1枚",
        "the card among the bottom 7 of the clock to put into the level zone",
        tuple(card_option(c) for c in bottom7),
        ("9.3.2",),
    )
    card = ctx.card(uid)
    assert card is not None
    rest = tuple(c.uid for c in bottom7 if c.uid != uid)
    s = yield Move(
        uid=uid,
        player=p,
        zone="level",
        face_up=True,
        clauses=("9.3.2", "3.9.1"),
        ja=f"{p} は {card.label} をレベル置場に置く（レベル{level(ctx, p) + 1}）",
        en=f"{p} puts {card.label} into the level zone (level {level(ctx, p) + 1})",
        tag="level_up",
    )
    yield MoveMany(
        uids=rest,
        player=p,
        zone="waiting_room",
        clauses=("9.3.2",),
        caused_by=(s,),
        ja=f"{p} は残りの{len(rest)}枚を控え室に置く",
        en=f"{p} puts the other {len(rest)} cards into the waiting room",
    )


def find_loss(ctx: Ctx) -> list[Finding]:
    losers = []
    watch: list[str] = []
    why: dict[str, str] = {}
    for p in ctx.state.order():
        if len(ctx.zone(p, "level")) >= 4:
            losers.append(p)
            watch.append(f"{p}.level")
            why[p] = "level"
        elif not ctx.zone(p, "deck") and not ctx.zone(p, "waiting_room"):
            losers.append(p)
            watch += [f"{p}.deck", f"{p}.waiting_room"]
            why[p] = "cards"
    return [Finding(None, tuple(watch), {"losers": tuple(losers), "why": why})] if losers else []


def apply_loss(ctx: Ctx, f: Finding) -> Proc:
    losers = f.data["losers"]
    why = f.data["why"]
    clauses: list[str] = ["1.2.2"]
    ja, en = [], []
    for p in losers:
        if why[p] == "level":
            clauses += ["9.4.1.1", "1.2.2.1"]
            ja.append(f"{p} のレベル置場にカードが{len(ctx.zone(p, 'level'))}枚（4枚以上）")
            en.append(f"{p} has {len(ctx.zone(p, 'level'))} cards in the level zone (4 or more)")
        else:
            clauses += ["9.4.1.2", "1.2.2.2"]
            ja.append(f"{p} の山札にも控え室にもカードがない")
            en.append(f"{p} has no cards in deck or waiting room")
    yield Lose(
        players=tuple(losers),
        reason="loss_check",
        clauses=tuple(clauses),
        ja="敗北条件: " + "、".join(ja),
        en="loss condition: " + "; ".join(en),
    )


def find_power(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        for _s, c in on_stage(ctx, p):
            if c.type in ("character", None) and stat(ctx, c.uid, "power") <= 0:
                out.append(Finding(p, (*stat_watch(ctx, c.uid, "power"), c.uid), {"uid": c.uid}))
    return out


def apply_power(ctx: Ctx, f: Finding) -> Proc:
    uid = f.data["uid"]
    c = ctx.card(uid)
    w = ctx.where(uid)
    if c is None or w is None or not w[1].startswith("stage."):
        return
    yield from leave_stage(
        ctx,
        uid,
        c.owner,
        "waiting_room",
        ("9.5.1",) + stat_clauses(ctx, uid, "power"),
        f"{c.label} のパワーが{stat(ctx, uid, 'power')}（0以下）なので、オーナーの控え室へ",
        f"{c.label} has power {stat(ctx, uid, 'power')} (0 or less): to its owner's waiting room",
    )


def find_illegal(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        for _s, c in on_stage(ctx, p):
            if c.type is not None and c.type != "character":
                out.append(Finding(p, (c.uid,), {"uid": c.uid}))
        for c in ctx.zone(p, "climax"):
            if c.type is not None and c.type != "climax":
                out.append(Finding(p, (c.uid,), {"uid": c.uid}))
    return out


def apply_illegal(ctx: Ctx, f: Finding) -> Proc:
    uid = f.data["uid"]
    c = ctx.card(uid)
    w = ctx.where(uid)
    if c is None or w is None or not (w[1].startswith("stage.") or w[1] == "climax"):
        return
    if w[1].startswith("stage."):
        yield from leave_stage(
            ctx,
            uid,
            c.owner,
            "waiting_room",
            ("9.6.1", "3.6.7"),
            f"枠にキャラでないカード（{c.label}）があるので控え室へ",
            f"a non-character ({c.label}) in a slot goes to the waiting room",
        )
    else:
        yield Move(
            uid=uid,
            player=c.owner,
            zone="waiting_room",
            clauses=("9.6.1", "3.11.3"),
            ja=f"クライマックス置場にクライマックスでないカード（{c.label}）があるので控え室へ",
            en=f"a non-climax ({c.label}) in the climax zone goes to the waiting room",
        )


def find_duplicates(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        for z in [stage(s) for s in SLOTS] + ["climax"]:
            cards = ctx.zone(p, z)
            if len(cards) > 1:
                out.append(Finding(p, tuple(c.uid for c in cards), {"zone": z}))
    return out


def apply_duplicates(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    z = f.data["zone"]
    cards = list(ctx.zone(p, z))
    if len(cards) < 2:
        return
    newest = max(c.placed for c in cards)
    latest = [c for c in cards if c.placed == newest]
    clauses: tuple[str, ...] = ("9.6.2",)
    go = [c for c in cards if c.placed != newest]
    if len(latest) > 1:
        go = cards
        clauses += ("9.6.2.1",)
    for c in go:
        if z.startswith("stage."):
            where = SLOT_JA.get(slot_of(z) or "", z)
            yield from leave_stage(
                ctx,
                c.uid,
                c.owner,
                "waiting_room",
                clauses,
                f"{where}に複数のキャラがあり、最も後で置かれたものが複数あるので、{c.label} を控え室へ"
                if len(latest) > 1
                else f"{where}に複数のキャラがあるので、先に置かれていた {c.label} を控え室へ",
                f"several characters share a slot and several were placed last: {c.label} goes "
                "to the waiting room"
                if len(latest) > 1
                else f"several characters share a slot: {c.label}, placed earlier, goes to the "
                "waiting room",
            )
        else:
            yield Move(uid=c.uid, player=c.owner, zone="waiting_room", clauses=clauses)


def find_markers(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        for s in SLOTS:
            if ctx.zone(p, markers(s)) and not ctx.zone(p, stage(s)):
                out.append(Finding(p, (f"{p}.{stage(s)}",), {"slot": s}))
    return out


def apply_markers(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    for c in list(ctx.zone(p, markers(f.data["slot"]))):
        yield Move(uid=c.uid, player=c.owner, zone="waiting_room", clauses=("9.7.1",))


RULE_PROCESSES = (
    RuleProcess(
        "refresh",
        "リフレッシュ処理",
        "refresh",
        ("9.2.1", "9.2.2"),
        "interrupt",
        find_refresh,
        apply_refresh,
        ("paying_cost", "revealing"),
    ),
    RuleProcess(
        "level_up",
        "レベルアップ処理",
        "level up",
        ("9.3.1", "3.8.3"),
        "interrupt",
        find_level_up,
        apply_level_up,
        ("paying_cost",),
    ),
    RuleProcess(
        "loss", "敗北判定処理", "loss check", ("9.4.1", "9.1.2.2"), "check", find_loss, apply_loss
    ),
    RuleProcess(
        "power",
        "キャラのパワー不足処理",
        "power of 0 or less",
        ("9.5.1", "9.1.2.2"),
        "check",
        find_power,
        apply_power,
    ),
    RuleProcess(
        "illegal_card",
        "領域の不正カード処理（種別）",
        "illegal card in a zone",
        ("9.6.1", "9.1.2.2"),
        "check",
        find_illegal,
        apply_illegal,
    ),
    RuleProcess(
        "duplicate",
        "領域の不正カード処理（重複）",
        "several cards in one slot",
        ("9.6.2", "9.1.2.2"),
        "check",
        find_duplicates,
        apply_duplicates,
    ),
    RuleProcess(
        "markers",
        "無所属マーカー処理",
        "markers without a character",
        ("9.7.1", "9.1.2.2"),
        "check",
        find_markers,
        apply_markers,
    ),
)


# --------------------------------------------------------------------------- abilities the rules give


def encore_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    out = []
    for uid, fp, fz, tp, tz in ctx.moves(step):
        c = ctx.card(uid)
        if (
            c is None
            or c.type not in ("character", None)
            or not fz.startswith("stage.")
            or tz != "waiting_room"
        ):
            continue
        out.append(Triggered(tp, uid, {"slot": slot_of(fz), "from_player": fp}))
    return out


def encore_resolve(ctx: Ctx, pending: Any) -> Proc:
    uid = pending.source
    c = ctx.card(uid)
    p = pending.master
    if c is None or ctx.where(uid) != (p, "waiting_room"):
        yield Reject(
            "このキャラはすでに控え室にないため、アンコールの効果は解決に失敗します",
            "the character is no longer in the waiting room: the encore fails",
            ("8.7.7",),
        )
        return
    if len(ctx.zone(p, "stock")) < 3:
        yield Reject(
            f"{p} のストックが{len(ctx.zone(p, 'stock'))}枚で3枚に足りず、コストを支払えないためアンコールしない",
            f"{p} has {len(ctx.zone(p, 'stock'))} stock, fewer than 3: the cost cannot be paid, no encore",
            ("8.4.2.2", "10.2.2"),
        )
        return
    pay = yield Choose(
        p,
        "encore",
        f"{c.label} のアンコール（ストック3枚）を支払うか",
        f"pay the encore cost (3 stock) for {c.label}?",
        (YES, NO),
        ("10.2.2", "8.7.3.2.1"),
    )
    if not pay:
        yield Mark(
            ja=f"{p} はアンコールのコストを支払わない",
            en=f"{p} does not pay the encore cost",
            clauses=("8.7.3.2.1",),
        )
        return
    yield SetVar(
        key="paying_cost",
        value=True,
        clauses=("8.4.2.1",),
        ja="コストの支払いを開始",
        en="cost payment begins",
    )
    paid = yield MoveMany(
        uids=tuple(x.uid for x in ctx.zone(p, "stock")[:3]),
        player=p,
        zone="waiting_room",
        clauses=("8.4.3",),
        ja=f"{p} はストック3枚を控え室に置く",
        en=f"{p} puts 3 stock into the waiting room",
    )
    yield SetVar(
        key="paying_cost",
        value=None,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja="コストの支払いを完了",
        en="cost payment complete",
    )
    slot = pending.data["slot"]
    yield Move(
        uid=uid,
        player=p,
        zone=stage(slot),
        orientation="rest",
        face_up=True,
        clauses=("10.2.2", "10.2.4"),
        caused_by=(paid,),
        ja=f"{c.label} を直前にいた{SLOT_JA[slot]}の枠にレスト状態で置く（アンコール）",
        en=f"{c.label} returns rested to its slot {slot} (encore)",
        tag="encore",
    )


def shot_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    if not isinstance(ev, Mark) or ev.tag != "damage_end" or not ev.data.get("cancelled"):
        return []
    out = []
    for d in ctx.state.delayed:
        if d.ability == "shot" and d.data.get("attacker") == ev.data.get("source"):
            out.append(
                Triggered(
                    d.master,
                    d.data.get("attacker"),
                    {"delayed": d.id, "card": d.data.get("card")},
                    # 4.12.2.7.2: damage to its own master cancelled triggers it too
                    ("4.12.2.7.2",) if ev.data.get("to") == d.master else (),
                )
            )
    return out


def shot_resolve(ctx: Ctx, pending: Any) -> Proc:
    p = pending.master
    yield Do(
        "damage",
        {
            "player": p,
            "to": ctx.state.opponent(p),
            "amount": 1,
            "source": pending.data.get("card") or pending.source,
        },
        caused_by=(pending.step,) if pending.step is not None else (),
        clauses=("4.12.2.7",),
    )


ABILITIES = {
    "encore": AbilityDef(
        "encore", "アンコール", "encore", ("10.2.1", "10.2.3"), encore_trigger, encore_resolve
    ),
    "shot": AbilityDef(
        "shot", "ショットの自動能力", "shot ability", ("4.12.2.7",), shot_trigger, shot_resolve
    ),
    "card": AbilityDef(
        "card",
        "カードの自動能力",
        "automatic ability of a card",
        # 8.1.1.2.1: its trigger condition (「…時」「…の始めに」「…の終わりに」) met: it has triggered
        ("8.1.1.2", "8.1.1.2.1", "8.7.2"),
        card_trigger,
        card_resolve,
    ),
    "card_delayed": AbilityDef(
        "card_delayed",
        "カードの効果による時限誘発",
        "delayed ability created by a card's effect",
        ("8.7.5", "8.7.2"),
        delayed_trigger,
        delayed_resolve,
    ),
}

KEYWORDS = (
    KeywordDef("alarm", "アラーム", "Alarm", ("10.1.1", "10.1.2")),
    KeywordDef("encore", "アンコール", "Encore", ("10.2.1", "10.2.2", "10.2.3"), ability="encore"),
    KeywordDef("assist", "応援", "Assist", ("10.3.1", "10.3.2")),
    KeywordDef("bond", "絆", "Bond", ("10.4.1", "10.4.2")),
    KeywordDef("backup", "助太刀", "Backup", ("10.5.1", "10.5.2")),
    KeywordDef("great_performance", "大活躍", "Great Performance", ("10.6.1", "10.6.2")),
    KeywordDef("brainstorm", "集中", "Brainstorm", ("10.7.1", "10.7.3")),
    KeywordDef("change", "チェンジ", "Change", ("10.8.1", "10.8.3")),
    KeywordDef("memory", "記憶", "Memory", ("10.9.1",)),
    KeywordDef("experience", "経験", "Experience", ("10.10.1",)),
    KeywordDef("shift", "シフト", "Shift", ("10.11.1", "10.11.2")),
    KeywordDef("accelerate", "加速", "Accelerate", ("10.12.1",)),
    KeywordDef("resonance", "共鳴", "Resonance", ("10.13.1",)),
    KeywordDef("force", "フォース", "Force", ("10.14.1",)),
    KeywordDef("combine", "合体", "Combine", ("10.15.1",)),
    KeywordDef("separate", "分離", "Separate", ("10.16.1", "10.16.2")),
    KeywordDef("link", "リンク", "Link", ("10.17.1",)),
    KeywordDef("inherit", "継承", "Inherit", ("10.18.1",)),
    KeywordDef("turn_limit", "ターン回数制限", "Turn limit", ("10.19.1", "10.19.3")),
)


# --------------------------------------------------------------------------- trigger icons (4.12)


def icons_of(card: Card) -> tuple[str, ...]:
    return tuple(card.triggers)


def trigger_icon(
    ctx: Ctx, player: str, icon: str, card_uid: str | None, attacker: str | None
) -> Proc:
    # 4.12.2: each icon's action, as listed there
    cl = ("4.12.2",) + ICON_CLAUSE[icon] if icon in ICON_CLAUSE else ("4.12.2.1",)
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
            source=attacker,
            params={"attacker": attacker, "card": attacker},
            until="turn",
            clauses=cl,
            ja="ショットアイコン: 「このターン中、現在の攻撃キャラが次に与えるダメージがキャンセルされた時、相手に1ダメージ」が発生",
            en="shot icon: 'this turn, when the damage the attacking character deals next is cancelled, deal 1 damage to the opponent' is created",
        )
    elif icon in ("pool", "treasure"):
        if icon == "treasure" and card_uid is not None:
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
        cands = [
            c
            for c in ctx.zone(player, "waiting_room")
            if c.type == want and (icon != "choice" or "soul" in c.triggers)
        ]
        if not cands:
            yield Mark(
                ja=f"{name}: 控え室に選べるカードがない",
                en=f"{icon}: nothing to choose in the waiting room",
                clauses=cl,
            )
            return
        pick = yield Choose(
            player,
            icon,
            f"{name}: 控え室から手札に加えるカード",
            f"{icon}: card from the waiting room",
            tuple(card_option(c) for c in cands) + (NO,),
            cl,
        )
        if pick:
            dest = "hand"
            if icon == "choice":
                dest = yield Choose(
                    player,
                    "choice_zone",
                    "チョイス: 手札かストックか",
                    "choice: hand or stock",
                    (
                        Option("hand", "手札", "hand", "hand"),
                        Option("stock", "ストック", "stock", "stock"),
                    ),
                    cl,
                )
            yield Move(uid=pick, player=player, zone=dest, clauses=cl)
    elif icon == "draw":
        ok = yield Choose(
            player, "draw_icon", "ドロー: 1枚引くか", "draw: draw a card?", (YES, NO), cl
        )
        if ok:
            yield Do("draw", {"player": player, "amount": 1}, clauses=cl)
    elif icon == "return":
        cands = [c for _s, c in on_stage(ctx, opp)]
        if not cands:
            yield Mark(
                ja="リターン: 相手のキャラがいない",
                en="return: the opponent has no character",
                clauses=cl,
            )
            return
        pick = yield Choose(
            player,
            "return",
            "リターン: 手札に戻す相手のキャラ",
            "return: opponent's character to return to hand",
            tuple(card_option(c) for c in cands) + (NO,),
            cl,
        )
        if pick:
            c = ctx.card(pick)
            yield from leave_stage(ctx, pick, c.owner if c else opp, "hand", cl)
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
                clauses=cl,
            )
            return
        pick = yield Choose(
            player,
            "standby",
            f"スタンバイ: レベル{lim}以下のキャラを選ぶ",
            f"standby: a character of level {lim} or less",
            tuple(card_option(c) for c in cands) + (NO,),
            cl,
        )
        if pick:
            slot = yield Choose(
                player,
                "standby_slot",
                "スタンバイ: 置く枠",
                "standby: slot",
                tuple(Option(s, SLOT_JA[s], s, s) for s in SLOTS),
                cl,
            )
            yield Move(uid=pick, player=player, zone=stage(slot), orientation="rest", clauses=cl)
    elif icon == "chance":
        if card_uid is not None:
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
                pick = yield Choose(
                    player,
                    "discovery_pick",
                    "ディスカバリー: 手札に加えるキャラ（1枚まで）",
                    "discovery: character to hand (up to 1)",
                    tuple(card_option(ctx.card(u)) for u in chars) + (NO,),
                    cl,
                )  # type: ignore[arg-type]
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
        yield Mark(
            ja="アイコンなし: 何も実行しない", en="no icon: nothing happens", clauses=("4.12.2.1",)
        )


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
    if card.type is None and not card.triggers:
        yield Warn(
            "assumption",
            f"トリガーアイコンの書かれていないカード（{card.label}）はアイコンなしとして扱いました",
            f"a card with no stated trigger icon ({card.label}) was taken to have none",
        )
    if len(set(icons)) > 1:
        yield Warn(
            "assumption",
            "複数のトリガーアイコンの行動は任意の順で実行できます（7.3.1.2.1）。書かれた順で実行しました",
            "several trigger icons may be carried out in any order (7.3.1.2.1); the listed order was used",
            ("7.3.1.2.1",),
        )
    for icon in icons or ("",):
        yield from trigger_icon(ctx, player, icon, uid, attacker)
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


# --------------------------------------------------------------------------- attack (7)


def attacker_present(ctx: Ctx, att: dict[str, Any]) -> bool:
    """7.2.1.5: the attacker stays so while it does not move from its slot."""
    c = ctx.card(att["attacker"])
    return (
        c is not None
        and ctx.where(att["attacker"]) == (att["player"], stage(att["slot"]))
        and c.placed == att["placed"]
    )


def defender_present(ctx: Ctx, att: dict[str, Any]) -> bool:
    d = att.get("defender")
    if d is None:
        return False
    c = ctx.card(d)
    # 7.2.1.5.1: the defender stays the defender while it does not leave its slot (the slot
    # facing the attacker, or the front centre for 大活躍)
    slot = att.get("defender_slot") or FACING[att["slot"]]
    return (
        c is not None
        and ctx.where(d) == (att["opponent"], stage(slot))
        and c.placed == att["defender_placed"]
    )


def attack(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = p.get("player") or st.turn.player
    opp = st.opponent(player)
    slot = str(p.get("slot", "")).removeprefix("stage.")
    if player != st.turn.player:
        yield Reject(
            f"{player} はターンプレイヤーではないのでアタックできません",
            f"{player} is not the turn player and cannot attack",
            ("7.1.1",),
        )
        return
    first = not st.vars.get("attacks")
    yield SetTurn(
        changes={"phase": "attack", "step": "declaration"},
        clauses=("7.2.1",),
        ja="アタック宣言ステップ",
        en="attack declaration step",
    )
    if first:
        yield timing("attack", "start", ("7.2.1.1",))
        yield CheckTiming(
            ("7.2.1.1",),
            "アタックフェイズの始めのチェックタイミング",
            "check timing at the start of the attack phase",
        )
    yield CheckTiming(("7.2.1.2",))
    if st.turn.number == 1 and st.turn.first_player == player and st.vars.get("attacks", 0) >= 1:
        yield Reject(
            "先攻プレイヤーの第1ターンには、2回目のアタックサブフェイズでアタック可能なキャラを選択できません",
            "on the first player's first turn no character can be chosen in a second attack sub-phase",
            ("7.2.1.3.1.2", "7.2.1.3.1.3"),
        )
        return
    card = char_at(ctx, player, slot) if slot in SLOTS else None
    if (
        slot not in FRONT
        or card is None
        or card.orientation != "stand"
        or card.type not in ("character", None)
    ):
        why_ja = (
            "前列の枠ではない"
            if slot not in FRONT
            else ("キャラがいない" if card is None else f"{card.label} はスタンド状態ではない")
        )
        why_en = (
            "not a front-row slot"
            if slot not in FRONT
            else ("no character there" if card is None else f"{card.label} is not standing")
        )
        yield Reject(
            f"{SLOT_JA.get(slot, slot)}のキャラではアタックできません（{why_ja}）",
            f"cannot attack with {slot} ({why_en})",
            ("7.1.1", "7.2.1.3.1.1", "7.2.1.3.1.3"),
        )
        return
    ban = card_banned(ctx, card.uid, "attack")
    if ban is not None:
        yield Reject(
            f"{card.label} はアタックできない（{ban.source}）",
            f"{card.label} cannot attack ({ban.source})",
            ("7.2.1.3.1",) + ctx.principle("prohibition") + ban.clauses,
        )
        return
    decl = yield Mark(
        clauses=("7.2.1.3.1",),
        tag="attack_declared",
        ja=f"{player} は{SLOT_JA[slot]}の {card.label} でアタックを宣言",
        en=f"{player} declares an attack with {card.label} ({slot})",
    )
    yield SetVar(key="attacks", value=st.vars.get("attacks", 0) + 1)
    facing = char_at(ctx, opp, FACING[slot])
    kind = p.get("kind")
    star = great_performance(ctx, opp)
    if star is not None:
        # 10.6.2: 大活躍 replaces the attack method (8.10.1): the attack is a front attack with
        # that character as the defender, whatever is opposite; the method first chosen never
        # happens (8.10.1.1: no direct-attack soul, no side-attack soul)
        if kind not in (None, "front"):
            yield Warn(
                "assumption",
                f"大活躍により攻撃方法はフロントアタックに置き換わります（指定された {kind} ではない）",
                f"大活躍 replaces the attack method with a front attack (not {kind})",
                ("10.6.2",),
            )
        kind = "front"
        facing = star
        kstep = yield Mark(
            clauses=("10.6.1", "10.6.2", "8.10.1", "8.10.1.1"),
            caused_by=(decl,),
            watch=(star.uid,),
            ja=f"大活躍: {card.label} は {star.label} を防御キャラとしてフロントアタックを行う（攻撃方法の置換）",
            en=f"great performance: {card.label} front-attacks {star.label} instead (the attack method is replaced)",
        )
    elif facing is None:
        if kind not in (None, "direct"):
            yield Warn(
                "assumption",
                f"正面にキャラがいないので攻撃方法は自動的にダイレクトアタックです（指定された {kind} ではない）",
                f"no character opposite: the attack is a direct attack automatically (not {kind})",
                ("7.2.1.4.1",),
            )
        kind = "direct"
        kstep = yield AddEffect(
            target=card.uid,
            stat="soul",
            value=1,
            until="turn",
            clauses=("7.2.1.4", "7.2.1.4.1", "3.6.6"),
            caused_by=(decl,),
            source="direct attack",
            ja=f"正面にキャラがいないのでダイレクトアタック: {card.label} のソウル+1（このターン中）",
            en=f"nothing opposite: direct attack, {card.label} gets soul +1 this turn",
        )
    else:
        no_side = card_banned(ctx, card.uid, "side_attack")
        if no_side is not None and kind == "side":
            yield Reject(
                f"{card.label} はサイドアタックできない（{no_side.source}）",
                f"{card.label} cannot side-attack ({no_side.source})",
                ("7.2.1.4.2",) + ctx.principle("prohibition") + no_side.clauses,
            )
            kind = None
        forced: tuple[int, ...] = ()
        if no_side is not None and kind is None:
            kind = "front"
            m = yield Mark(
                clauses=("7.2.1.4.2",) + ctx.principle("prohibition") + no_side.clauses,
                caused_by=(decl,),
                ja=f"{card.label} はサイドアタックできないため、フロントアタックを選ぶ",
                en=f"{card.label} cannot side-attack: the attack is a front attack",
            )
            forced = (m,)
        if kind not in ("front", "side"):
            kind = yield Choose(
                player,
                "attack_kind",
                "攻撃方法（フロントアタックかサイドアタックか）",
                "attack type (front or side)",
                (
                    Option("front", "フロントアタック", "front attack", "front"),
                    Option("side", "サイドアタック", "side attack", "side"),
                ),
                ("7.2.1.4.2",),
            )
        if kind == "side":
            lv = stat(ctx, facing.uid, "level")
            if lv > 0:
                kstep = yield AddEffect(
                    target=card.uid,
                    stat="soul",
                    value=-lv,
                    until="turn",
                    clauses=("7.2.1.4", "7.2.1.4.2", "3.6.6"),
                    caused_by=(decl,),
                    watch=(facing.uid,),
                    source="side attack",
                    ja=f"サイドアタック: 正面の {facing.label} のレベル{lv}につき {card.label} のソウル-{lv}（このターン中）",
                    en=f"side attack: {card.label} gets soul -{lv} for the level of {facing.label} opposite",
                )
            else:
                kstep = yield Mark(
                    clauses=("7.2.1.4", "7.2.1.4.2", "3.6.6"),
                    caused_by=(decl,),
                    ja=f"サイドアタック: 正面の {facing.label} のレベルが0なのでソウルは減らない",
                    en=f"side attack: {facing.label} opposite is level 0, soul is not reduced",
                )
        else:
            kstep = yield Mark(
                clauses=("7.2.1.4", "7.2.1.4.2", "7.2.1.5.1", "3.6.6"),
                caused_by=(decl, *forced),
                ja=f"フロントアタック: 正面の {facing.label} が防御キャラになる",
                en=f"front attack: {facing.label} opposite becomes the defending character",
            )
    att = {
        "player": player,
        "opponent": opp,
        "attacker": card.uid,
        "slot": slot,
        "placed": card.placed,
        "kind": kind,
        "defender": facing.uid if (facing is not None and kind == "front") else None,
        # 7.2.1.5.2: with a front or a side attack the character opposite is 「アタックされた」
        "attacked": facing.uid if (facing is not None and kind in ("front", "side")) else None,
        "defender_placed": facing.placed if facing is not None else None,
        "defender_slot": "center_front" if star is not None else FACING[slot],
        "declared": decl,
    }
    yield SetVar(
        key="attack",
        value=att,
        clauses=("7.2.1.5",),
        caused_by=(decl, kstep),  # the attack method decides who is attacked (7.2.1.5.x)
        ja=f"{card.label} は攻撃キャラになる",
        en=f"{card.label} becomes the attacking character",
    )
    yield Orient(uid=card.uid, orientation="rest", clauses=("7.2.1.5.3",), caused_by=(decl,))
    yield CheckTiming(("7.2.1.6",))
    # trigger step
    yield SetTurn(
        changes={"step": "trigger"}, clauses=("7.3.1",), ja="トリガーステップ", en="trigger step"
    )
    yield timing("trigger", "start", ("7.3.1.1",))
    yield CheckTiming(("7.3.1.1",))
    yield from trigger_check(ctx, player, card.uid if attacker_present(ctx, att) else None)
    yield CheckTiming(("7.3.1.3",))
    if kind == "front":
        yield SetTurn(
            changes={"step": "counter"},
            clauses=("7.4.1",),
            ja="カウンターステップ",
            en="counter step",
        )
        yield timing("counter", "start", ("7.4.1.1",))
        yield CheckTiming(("7.4.1.1", "7.4.1.2"))
        played_once = None
        for sub in p.get("counter") or []:
            by = sub.get("player") or player
            if sub["do"] in ("play", "activate") and by == opp:
                if played_once is not None:
                    # 7.4.1.2.2: the non-turn player gets this play timing once: one card or
                    # activated ability at most
                    yield Reject(
                        f"{opp} はこのカウンターステップですでにプレイを行ったため、"
                        f"{sub.get('card', '')} はプレイできません（プレイできるのは1つだけ）",
                        f"{opp} has already played something in this counter step: "
                        f"{sub.get('card', '')} cannot be played (one play only)",
                        ("7.4.1.2.2",),
                        (played_once,),
                    )
                    continue
                played_once = yield Mark(
                    clauses=("7.4.1.2", "7.4.1.2.2"),
                    ja=f"{opp} はカウンターステップのプレイタイミングで行動を1つ行う",
                    en=f"{opp} takes an action at the counter step's play timing (one only)",
                )
            yield Do(sub["do"], {k: v for k, v in sub.items() if k != "do"})
        yield CheckTiming(("7.4.1.3",))
    # damage step
    yield SetTurn(
        changes={"step": "damage"}, clauses=("7.5.1",), ja="ダメージステップ", en="damage step"
    )
    yield CheckTiming(("7.5.1.1",))
    if not attacker_present(ctx, att):
        yield Reject(
            "攻撃キャラが存在しないため、ダメージは与えられません",
            "the attacking character is gone: no damage is dealt",
            ("7.5.1.2.2",),
            (decl,),
        )
    else:
        soul = stat(ctx, card.uid, "soul")
        # 7.2.1.4.3: the character opposite changed since the method was chosen — the method and
        # its soul change stay as they are
        now = char_at(ctx, opp, att["defender_slot"])
        stays: tuple[str, ...] = ()
        if kind in ("front", "side") and (
            now is None or now.uid != att.get("attacked") or now.placed != att["defender_placed"]
        ):
            stays = ("7.2.1.4.3",)
        if soul <= 0:
            yield Reject(
                f"{card.label} のソウルが{soul}（0以下）なのでダメージを与えません",
                f"{card.label} has soul {soul} (0 or less): no damage is dealt",
                ("7.5.1.2.1",) + stays + ctx.principle("non_positive_count"),
                (
                    decl,
                    kstep,
                    *[
                        x
                        for x in ctx.provenance(stat_watch(ctx, card.uid, "soul"))
                        if x is not None
                    ],
                ),
            )
        else:
            s = yield Mark(
                clauses=("7.5.1.2", "4.11.1", "4.11.1.1")
                + stays
                + stat_clauses(ctx, card.uid, "soul"),
                caused_by=(decl, kstep),
                watch=stat_watch(ctx, card.uid, "soul"),
                ja=f"攻撃キャラ {card.label} が {opp} にソウル{soul}点のダメージを与える",
                en=f"the attacking character {card.label} deals {soul} damage (its soul) to {opp}",
            )
            yield Do(
                "damage",
                {"player": player, "to": opp, "amount": soul, "source": card.uid},
                caused_by=(s,),
            )
    yield CheckTiming(("7.5.1.3",))
    if kind == "front":
        yield SetTurn(
            changes={"step": "battle"}, clauses=("7.6.1",), ja="バトルステップ", en="battle step"
        )
        yield timing("battle", "start", ("7.6.1.1",))
        yield CheckTiming(("7.6.1.1",))
        if attacker_present(ctx, att) and defender_present(ctx, att):
            a, d = att["attacker"], att["defender"]
            pa, pd = stat(ctx, a, "power"), stat(ctx, d, "power")
            ca, cd = ctx.card(a), ctx.card(d)
            assert ca is not None and cd is not None
            cmp = yield Mark(
                clauses=("7.6.1.2",)
                + stat_clauses(ctx, a, "power")
                + stat_clauses(ctx, d, "power"),
                caused_by=(decl, kstep),
                watch=stat_watch(ctx, a, "power") + stat_watch(ctx, d, "power"),
                ja=f"パワー比較: {ca.label} {pa} 対 {cd.label} {pd}",
                en=f"power: {ca.label} {pa} vs {cd.label} {pd}",
                tag="battle",
            )
            losers = [d] if pa > pd else [a] if pa < pd else [a, d]
            for u in losers:
                yield Orient(
                    uid=u,
                    orientation="reverse",
                    clauses=("7.6.1.2",),
                    caused_by=(cmp,),
                    tag="reversed",
                )
        else:
            yield Mark(
                clauses=("7.6.1.3",),
                caused_by=(decl,),
                touches=tuple(
                    f"{pl}.{stage(sl)}" for pl, sl in ((player, slot), (opp, FACING[slot]))
                ),
                ja="攻撃キャラか防御キャラが存在しないため、パワーの比較は行われない",
                en="the attacker or the defender is gone: no power comparison",
            )
        yield CheckTiming(("7.6.1.4",))
        yield timing("attack", "end", ("7.6.1.5",), attacker=card.uid)
        yield CheckTiming(
            ("7.6.1.5",),
            "アタックの終わりのチェックタイミング",
            "check timing at the end of the attack",
        )
    else:
        yield timing("attack", "end", ("7.5.1.4",), attacker=card.uid)
        yield CheckTiming(
            ("7.5.1.4",),
            "アタックの終わりのチェックタイミング",
            "check timing at the end of the attack",
        )
    yield SetVar(
        key="attack",
        value=None,
        clauses=("7.1.2",),
        ja="アタックサブフェイズの終了",
        en="end of the attack sub-phase",
    )


def encore_step(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    ended: tuple[int, ...] = ()
    if st.turn.phase == "attack" and st.turn.step != "encore":
        # 7.2.1.3 / 7.2.1.3.2: in the attack declaration step the turn player chooses to end the
        # attacks — the attack sub-phase ends and the encore step comes at once
        m = yield Mark(
            clauses=("7.2.1", "7.2.1.3", "7.2.1.3.2"),
            ja=f"{st.turn.player} はアタックの終了を選択する",
            en=f"{st.turn.player} chooses to end the attacks",
        )
        ended = (m,)
    yield SetTurn(
        changes={"phase": "attack", "step": "encore"},
        clauses=("7.7.1",),
        caused_by=ended,
        ja="アンコールステップ",
        en="encore step",
    )
    yield timing("encore", "start", ("7.7.1.1",))
    yield CheckTiming(("7.7.1.1",))
    for _ in range(20):
        did = False
        for who, cl in (
            (st.turn.player, ("7.7.1.2",)),
            (st.opponent(st.turn.player), ("7.7.1.3",)),
        ):
            rev = [c for _s, c in on_stage(ctx, who) if c.orientation == "reverse"]
            if not rev:
                continue
            uid = rev[0].uid
            if len(rev) > 1:
                uid = yield Choose(
                    who,
                    "encore_step",
                    "控え室に置くリバース状態のキャラ",
                    "which reversed character goes to the waiting room",
                    tuple(card_option(c) for c in rev),
                    cl,
                )
            c = ctx.card(uid)
            assert c is not None
            yield from leave_stage(
                ctx,
                uid,
                c.owner,
                "waiting_room",
                cl,
                f"{who} はリバース状態の {c.label} をオーナーの控え室に置く",
                f"{who} puts the reversed {c.label} into its owner's waiting room",
            )
            yield CheckTiming(cl)
            did = True
            break
        if did:
            continue
        yield CheckTiming(("7.7.1.4",))
        if not any(c.orientation == "reverse" for pl in st.players for _s, c in on_stage(ctx, pl)):
            break


# --------------------------------------------------------------------------- phases (6)


def stand_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    yield SetTurn(
        changes={"phase": "stand", "step": None},
        clauses=("6.2.1",),
        ja="スタンドフェイズ",
        en="stand phase",
    )
    yield timing("stand", "start", ("6.2.1.1",))
    yield CheckTiming(("6.2.1.1",))
    for _s, c in on_stage(ctx, tp):
        if c.orientation != "stand":
            ban = card_banned(ctx, c.uid, "stand_phase")
            if ban is not None:
                # 1.3.3: the card's 「【スタンド】しない」 beats the rule that stands it
                yield Reject(
                    f"{c.label} はスタンドフェイズに【スタンド】しない（{ban.source}）",
                    f"{c.label} does not stand in the stand phase ({ban.source})",
                    ("6.2.1.2",) + ctx.principle("prohibition") + ban.clauses,
                )
                continue
            yield Orient(uid=c.uid, orientation="stand", clauses=("6.2.1.2",))
    yield CheckTiming(("6.2.1.3",))


def draw_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    yield SetTurn(
        changes={"phase": "draw", "step": None},
        clauses=("6.3.1",),
        ja="ドローフェイズ",
        en="draw phase",
    )
    yield timing("draw", "start", ("6.3.1.1",))
    yield CheckTiming(("6.3.1.1",))
    yield Do("draw", {"player": tp, "amount": 1}, clauses=("6.3.1.2",))
    yield CheckTiming(("6.3.1.3",))


def clock_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    yield SetTurn(
        changes={"phase": "clock", "step": None},
        clauses=("6.4.1",),
        ja="クロックフェイズ",
        en="clock phase",
    )
    yield timing("clock", "start", ("6.4.1.1",))
    yield CheckTiming(("6.4.1.1",))
    ref = p.get("card")
    hand = ctx.zone(tp, "hand")
    uid: str | None
    if ref in ("none", False, "no"):
        uid = None
    elif ref is not None:
        uid = find_card(ctx, ref, tp, ("hand",))
        if uid is not None and ctx.where(uid) != (tp, "hand"):
            uid = None
        if uid is None:
            yield Reject(
                f"手札に {ref} がありません",
                f"{ref} is not in the hand",
                ctx.principle("impossible"),
            )
    elif hand:
        uid = yield Choose(
            tp,
            "clock",
            "クロックに置く手札のカード（置かなくてもよい）",
            "card from hand to clock (optional)",
            tuple(card_option(c) for c in hand) + (NO,),
            ("6.4.1.2",),
        )
        uid = uid or None
    else:
        uid = None
    if not uid:
        yield Mark(
            clauses=("6.4.1.2",),
            touches=(f"{tp}.hand", f"{tp}.clock"),
            ja=f"{tp} はクロックに置かない（任意）",
            en=f"{tp} does not put a card into the clock (optional)",
        )
    if uid:
        c = ctx.card(uid)
        s = yield Move(
            uid=uid,
            player=tp,
            zone="clock",
            clauses=("6.4.1.2", "4.10.2"),
            ja=f"{tp} は手札の {c.label if c else uid} をクロックに置く",
            en=f"{tp} puts {c.label if c else uid} from hand into the clock",
        )
        yield Do("draw", {"player": tp, "amount": 2}, caused_by=(s,), clauses=("6.4.1.2",))
    yield CheckTiming(("6.4.1.3",))


def main_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    yield SetTurn(
        changes={"phase": "main", "step": None},
        clauses=("6.5.1",),
        ja="メインフェイズ",
        en="main phase",
    )
    yield timing("main", "start", ("6.5.1.1",))
    yield CheckTiming(("6.5.1.2", "8.5.2.1"))


def climax_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    tp = ctx.state.turn.player
    passed: tuple[int, ...] = ()
    if ctx.state.turn.phase == "main":
        # 6.5.1.3 / 8.5.2.3: the main phase ends because the turn player chose to do nothing at
        # its play timing (4.5.3, 4.5.3.2: the game goes on)
        m = yield Mark(
            clauses=("6.5.1.3", "8.5.2", "8.5.2.3", "4.5.1", "4.5.3", "4.5.3.2"),
            ja=f"{tp} はメインフェイズのプレイタイミングで何もしないことを選ぶ",
            en=f"{tp} chooses to do nothing at the main phase's play timing",
        )
        passed = (m,)
    yield SetTurn(
        changes={"phase": "climax", "step": None},
        clauses=("6.6.1",),
        caused_by=passed,
        ja="クライマックスフェイズ",
        en="climax phase",
    )
    yield timing("climax", "start", ("6.6.1.1",))
    yield CheckTiming(("6.6.1.2", "8.5.2.1"))
    if p.get("card") not in (None, "none"):
        yield Do("play", {"player": tp, "card": p["card"]})
    yield CheckTiming(("6.6.1.3",))


def end_phase(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    tp = st.turn.player
    yield SetTurn(
        changes={"phase": "end", "step": None},
        clauses=("6.8.1",),
        ja="エンドフェイズ",
        en="end phase",
    )
    again: tuple[int, ...] = ()  # the step that started the end phase over
    for _round in range(10):
        if _round == 0:
            yield timing("turn", "end", ("6.8.1.1",))
        yield CheckTiming(("6.8.1.1",))
        limit, lcl, lcause = ctx.param("hand_limit", tp, 7, ("3.3.3", "3.3.3.1"))
        hand = ctx.zone(tp, "hand")
        excess = len(hand) - int(limit)
        if excess > 0:
            s = yield Mark(
                clauses=("6.8.1.2",) + lcl,
                caused_by=lcause + again,
                watch=(f"{tp}.hand",),
                ja=f"{tp} の手札{len(hand)}枚が上限{limit}枚を{excess}枚超えている",
                en=f"{tp} has {len(hand)} cards in hand, {excess} over the limit of {limit}",
            )
            for _ in range(excess):
                uid = yield Choose(
                    tp,
                    "discard",
                    "控え室に置く手札のカード",
                    "card from hand to discard",
                    tuple(card_option(c) for c in ctx.zone(tp, "hand")),
                    ("6.8.1.2",),
                )
                yield Move(
                    uid=uid, player=tp, zone="waiting_room", clauses=("6.8.1.2",), caused_by=(s,)
                )
        for c in list(ctx.zone(tp, "climax")):
            yield Move(uid=c.uid, player=tp, zone="waiting_room", clauses=("6.8.1.3",))
        n = yield CheckTiming(("6.8.1.4",))
        resolved = ctx.last  # the last step of that check timing
        yield EndEffects(
            until="turn",
            clauses=("6.8.1.4",),
            ja="「ターンの終わりまで」「そのターン中」の効果が消滅",
            en="effects lasting until end of turn / this turn end",
        )
        if any(e.until == f"turn:{st.turn.number}" for e in st.effects):
            yield EndEffects(
                until=f"turn:{st.turn.number}",
                clauses=("6.8.1.4",),
                ja="「次の相手のターンの終わりまで」の効果がこのターンの終わりに消滅",
                en="effects lasting until the end of this (the opponent's next) turn end",
            )
        over = len(ctx.zone(tp, "hand")) > int(ctx.param("hand_limit", tp, 7, ())[0])
        if not over and not n and not st.pending:
            break
        restart = yield Mark(
            clauses=("6.8.1.5",),
            watch=(f"{tp}.hand",) if over else (),
            caused_by=(resolved,) if n else (),
            ja="条件を満たさないため、エンドフェイズを最初から実行しなおす",
            en="the conditions are not met: the end phase starts over",
        )
        again = (restart,)
    else:
        yield Warn(
            "loop",
            "エンドフェイズの繰り返しが10回を超えたため打ち切りました（11.1）",
            "the end phase repeated more than 10 times; stopped (11.1)",
            ("11.1.1",),
        )
    nxt = st.opponent(tp)
    turn_clauses: tuple[str, ...] = ("6.8.1.5",)
    extra = list(st.vars.get("extra_turns") or [])
    caused: tuple[int, ...] = ()
    if extra:
        # 11.2.1: the player the effect names becomes the turn player instead; 11.2.2: of several,
        # the one that arose last applies, the others carry over to the next turn
        latest = max(extra, key=lambda e: e["seq"])
        rest = [e for e in extra if e is not latest]
        nxt = latest["player"]
        turn_clauses += ("11.2.1",) + (("11.2.2",) if rest else ())
        caused = (
            (
                yield SetVar(
                    key="extra_turns",
                    value=rest or None,
                    clauses=turn_clauses[1:],
                    watch=("var:extra_turns",),
                    ja=f"追加のターンを適用: 次のターンプレイヤーは {nxt}"
                    + (f"（残り{len(rest)}回は次のターンに持ち越し）" if rest else ""),
                    en=f"the extra turn applies: {nxt} takes the next turn"
                    + (f" ({len(rest)} more carried over)" if rest else ""),
                )
            ),
        )
    yield SetVar(key="attacks", value=None)
    yield SetVar(key="climax_played", value=None)
    yield SetTurn(
        changes={"player": nxt, "number": st.turn.number + 1, "phase": "stand", "step": None},
        clauses=turn_clauses,
        caused_by=caused,
        ja=f"ターン終了: {nxt} がターンプレイヤーになる",
        en=f"the turn ends: {nxt} becomes the turn player",
    )


# --------------------------------------------------------------------------- generic actions


def _resumes(last: bool) -> tuple[str, ...]:
    """3.2.3 / 3.2.3.2: card by card from the deck — a deck emptied by the card just moved
    (``last``: it was the deck's last card) is refreshed (9.2) before the next one, and the action
    goes on: the clauses for that next card."""
    return ("3.2.3", "3.2.3.2") if last else ()


def draw(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    resumed: tuple[str, ...] = ()
    for i in range(int(p.get("amount", 1))):
        if not ctx.zone(player, "deck"):
            yield Reject(
                f"{player} の山札にも控え室にもカードがないため、{i + 1}枚目は引けません",
                f"{player} has no cards to draw (card {i + 1})",
                ctx.principle("impossible"),
            )
            return
        last = len(ctx.zone(player, "deck")) == 1
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
        resumed = _resumes(last)


def move_top(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    to = p["to"]
    cl = ("3.2.3",) + (("4.10.2",) if to == "clock" else ())
    resumed: tuple[str, ...] = ()
    for _ in range(int(p.get("amount", 1))):
        if not ctx.zone(player, "deck"):
            yield Reject(
                f"{player} の山札にカードがないため、残りは行えません",
                f"{player}'s deck is empty: the rest is not done",
                ("3.2.3.3",) + ctx.principle("impossible"),
            )
            return
        last = len(ctx.zone(player, "deck")) == 1
        uid = yield from take_top(ctx, player, "山札の上のカードの移動", matters=False)
        yield Move(
            uid=uid,
            player=player,
            zone=to,
            face_up=to not in ("stock", "deck"),
            clauses=cl + resumed,
            watch=(f"{player}.deck",) if resumed else (),
        )
        resumed = _resumes(last)


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
    to = str(p["to"])
    if to in SLOTS:
        to = stage(to)
    dest_player = p.get("player") or c.owner
    cl: tuple[str, ...] = ("3.1.6",) if not p.get("player") else ()
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


def pay_stock(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p.get("player") or ctx.state.turn.player
    n = int(p["amount"])
    stock = ctx.zone(player, "stock")
    if len(stock) < n:
        yield Reject(
            f"{player} のストックが{len(stock)}枚しかなく、{n}枚を支払えません",
            f"{player} has only {len(stock)} stock and cannot pay {n}",
            ("8.4.2.2",),
        )
        return False
    yield MoveMany(
        uids=tuple(c.uid for c in stock[:n]),
        player=player,
        zone="waiting_room",
        clauses=("8.4.3",),
        ja=f"{player} はストックの上から{n}枚を控え室に置く",
        en=f"{player} puts the top {n} stock into the waiting room",
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
    phase = st.turn.phase
    if card.type == "climax":
        if phase != "climax":
            yield Reject(
                "クライマックスはクライマックスフェイズにのみプレイできます",
                "a climax can only be played in the climax phase",
                ("6.6.1.2.1",),
            )
            return
        if st.vars.get("climax_played"):
            yield Reject(
                "このクライマックスフェイズにはすでにクライマックスをプレイしています",
                "a climax was already played this climax phase",
                ("6.6.1.2.2",),
            )
            return
    elif card.type == "event" and is_counter_event(ctx, uid):
        if st.turn.step != "counter" or player == st.turn.player:
            yield Reject(
                "【カウンター】のイベントは相手のカウンターステップにプレイします",
                "a counter event is played in the opponent's counter step",
                ("7.4.1.2.1",),
            )
            return
    elif st.turn.step == "counter" and player != st.turn.player:
        yield Reject(
            "カウンターステップで非ターンプレイヤーがプレイできるのは、カウンターアイコンのついたイベントや"
            "キャラの起動能力だけです",
            "in the counter step the non-turn player may play only events and activated abilities "
            "with the counter icon",
            ("7.4.1.2.1",),
        )
        return
    elif phase != "main" or player != st.turn.player:
        yield Reject(
            f"{'キャラ' if card.type == 'character' else 'イベント'}はターンプレイヤーのメインフェイズにプレイします",
            "characters and events are played in the turn player's main phase",
            ("6.5.1.2.1",) if card.type == "character" else ("6.5.1.2.2",),
        )
        return
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
            ("8.6.2.1",) + ctx.principle("prohibition"),
            caused_by=(met,),
        )
        return
    lv = level(ctx, player)
    # the level the card has now: a continuous ability may change it in the hand (2.12.2.3)
    card_level = stat(ctx, uid, "level") if card.level is not None else 0
    changed = stat_clauses(ctx, uid, "level") if card.level is not None else ()
    if card.type != "climax" and card_level > lv:
        yield Reject(
            f"{card.label} のレベル{card_level}が {player} のレベル{lv}より高いのでプレイできません",
            f"{card.label} is level {card_level}, above {player}'s level {lv}: it cannot be played",
            ("8.6.2.1", "8.6.2.1.2") + changed,
        )
        return
    cond: tuple[str, ...] = ("8.6.2.1.2.1",) if card.type == "climax" else ("8.6.2.1.2",)
    cond += changed
    if card.type != "climax" and card_level <= 0:
        cond += ("8.6.2.1.1.1",)
    else:
        ok, decided = colors_ok(ctx, player, card)
        blank = ("3.9.2.2", "3.9.2.2.1") if blank_level_cards(ctx, player) else ()
        if not ok and decided:
            yield Reject(
                f"{card.label} の色（{card.color}）と同じ色のカードがレベル置場にもクロックにもないのでプレイできません"
                + ("（裏向きのレベル置場のカードは情報を持たない）" if blank else ""),
                f"no card of {card.label}'s colour ({card.color}) in level or clock: it cannot be played"
                + (" (a face-down level card has no information)" if blank else ""),
                ("8.6.2.1", "8.6.2.1.1") + blank,
            )
            return
        if not ok:
            yield Warn(
                "assumption",
                f"色が書かれていないカードがあるため、{card.label} の色条件は満たしているものと仮定しました",
                f"colours not stated: {card.label}'s colour condition was assumed to be met",
                ("8.6.2.1.1",),
            )
        cond += ("8.6.2.1.1",)
    slot = str(p.get("slot", "")).removeprefix("stage.")
    if card.type == "character" and slot not in SLOTS:
        slot = yield Choose(
            player,
            "slot",
            "キャラを置く枠",
            "slot for the character",
            tuple(Option(s, SLOT_JA[s], s, s) for s in SLOTS),
            ("8.6.2.2", "8.6.2.2.1"),
        )
    reveal = yield Mark(
        clauses=("8.6.2.1",) + cond,
        watch=stat_watch(ctx, uid, "level") if changed else (),
        ja=f"{player} は手札の {card.label} をプレイする（条件を満たす）",
        en=f"{player} plays {card.label} from hand (conditions met)",
    )
    need = int(card.cost or 0) if card.type != "climax" else 0
    if need:
        if len(ctx.zone(player, "stock")) < need:
            yield Reject(
                f"コスト{need}に対しストックが{len(ctx.zone(player, 'stock'))}枚しかないのでプレイできません",
                f"cost {need} but only {len(ctx.zone(player, 'stock'))} stock: it cannot be played",
                ("8.6.2.3.2", "2.7.2", "8.4.2.2"),
                (reveal,),
            )
            return
        # 8.6.2.3 / 8.6.2.3.1: the cost the card shows is paid in full
        yield Do(
            "cost",
            {"player": player, "steps": [{"do": "pay_stock", "amount": need}]},
            caused_by=(reveal,),
            clauses=("8.6.2.3", "8.6.2.3.1"),
        )
    played = yield Mark(
        clauses=("8.6.2.4",),
        tag="played",
        caused_by=(reveal,),
        ja=f"{card.label} をプレイした",
        en=f"{card.label} has been played",
    )
    if card.type == "character":
        yield Move(
            uid=uid,
            player=player,
            zone=stage(slot),
            orientation="stand",
            clauses=("8.6.2.5", "8.6.2.5.1", "6.5.1.2.1", "3.6.3"),
            caused_by=(played,),
            data={"means": "play"},  # 「このカードがプレイされて舞台に置かれた時」
            ja=f"{card.label} を{SLOT_JA[slot]}の枠にスタンド状態で置く",
            en=f"{card.label} is put into {slot}, standing",
        )
    elif card.type == "event":
        yield Move(
            uid=uid,
            player=player,
            zone="resolution",
            clauses=("8.6.2.5", "8.6.2.5.2", "3.13.1.1"),
            caused_by=(played,),
        )
        yield from run_event(ctx, uid, player)
        yield Move(
            uid=uid, player=card.owner, zone="waiting_room", clauses=("8.6.2.5.2", "3.13.1.1")
        )
    else:
        yield Move(
            uid=uid,
            player=player,
            zone="climax",
            clauses=("8.6.2.5", "8.6.2.5.3", "6.6.1.2"),
            caused_by=(played,),
        )
        yield SetVar(key="climax_played", value=True)
    st = ctx.state
    if st.turn.phase == "main" and st.turn.step is None and player == st.turn.player:
        # 4.5.3.1 / 8.5.2.2: something was done at the main phase's play timing — once it is
        # resolved the turn player gets the play timing again, after a check timing (4.5.2,
        # 8.5.2.1)
        yield CheckTiming(("6.5.1.2", "4.5.2", "4.5.3.1", "8.5.2.1", "8.5.2.2"))


def swap(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    player = p.get("player") or st.turn.player
    a, b = str(p["slot"]).removeprefix("stage."), str(p["with"]).removeprefix("stage.")
    if st.turn.phase != "main" or player != st.turn.player:
        yield Reject(
            "枠の入れ替えはターンプレイヤーのメインフェイズに行います",
            "moving between slots is done in the turn player's main phase",
            ("6.5.1.2.4",),
        )
        return
    ca, cb = char_at(ctx, player, a), char_at(ctx, player, b)
    if ca is None and cb is None:
        yield Mark(
            clauses=("6.5.1.2.4",),
            ja="両方の枠にキャラがいないので何も起こらない",
            en="neither slot has a character: nothing happens",
        )
        return
    if ca is not None and cb is not None:
        yield from swap_on_stage(ctx, ca.uid, cb.uid, ("6.5.1.2.4", "3.6.3"))
        return
    if ca is not None:
        yield from leave_stage(
            ctx, ca.uid, player, stage(b), ("6.5.1.2.4", "3.6.3"), orientation=ca.orientation
        )
    if cb is not None:
        yield from leave_stage(
            ctx, cb.uid, player, stage(a), ("6.5.1.2.4", "3.6.3"), orientation=cb.orientation
        )


def concede(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p["player"]
    yield Lose(
        players=(player,),
        reason="concede",
        clauses=("1.2.4", "1.2.4.1"),
        ja=f"{player} は投了し、チェックタイミングを待たずに敗北",
        en=f"{player} concedes and loses at once, without waiting for a check timing",
    )


def lose_by_effect(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p["player"]
    yield Lose(
        players=(player,),
        reason="effect",
        clauses=("1.2.5",),
        ja=f"効果により {player} はチェックタイミングを待たずに敗北",
        en=f"an effect makes {player} lose, without waiting for a check timing",
        note=(
            "同梱のルール文書では 1.2.5 が「その効果」の後で途切れています。"
            "このルーリングは、効果によりただちに敗北するものと読んでいます",
            "1.2.5 is cut off in the bundled rules text after 「その効果」; "
            "the ruling reads it as an immediate loss",
        ),
    )


def win_by_effect(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect makes ``player`` win (1.2.5): the game ends at once, every other player having
    lost (1.2.1)."""
    player = p["player"]
    others = tuple(x for x in ctx.state.order() if x != player)
    yield Lose(
        players=others,
        reason="effect",
        clauses=("1.2.5",),
        ja=f"効果により {player} はチェックタイミングを待たずに勝利する（{'、'.join(others)} は敗北）",
        en=f"an effect makes {player} win, without waiting for a check timing "
        f"({', '.join(others)} loses)",
        note=(
            "同梱のルール文書では 1.2.5 が「その効果」の後で途切れています。"
            "このルーリングは、効果によりただちに勝利するものと読んでいます",
            "1.2.5 is cut off in the bundled rules text after 「その効果」; "
            "the ruling reads it as an immediate win",
        ),
    )


def extra_turn(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect gives ``player`` an extra turn (11.2.1): kept until the end phase passes the
    turn."""
    player = p.get("player") or ctx.state.turn.player
    pending = list(ctx.state.vars.get("extra_turns") or [])
    yield SetVar(
        key="extra_turns",
        value=[*pending, {"player": player, "seq": ctx.state.seq + 1}],
        clauses=("11.2.1",),
        ja=f"効果により {player} が追加のターンを得る",
        en=f"an effect gives {player} an extra turn",
    )


def _board(ctx: Ctx) -> tuple[Any, ...]:
    """Every card of every zone, in order, with its orientation: 11.1.1 「すべての領域のカードが同一」."""
    return tuple(
        (pl, z, tuple((c.uid, c.orientation, c.face_up) for c in cards))
        for pl, player in sorted(ctx.state.players.items())
        for z, cards in sorted(player.zones.items())
    )


def loop(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """11.1 endless loop: ``actions`` are the looped actions, ``stop`` the players who have a
    choice in them that stops it. One pass is carried out; if it brings every zone back to where
    it began (11.1.1) it is an endless loop: nobody can stop it → a draw (11.1.1.1); one player
    can → that player declares how many times (11.1.1.2); both can → the turn player declares
    first, then the opponent, and the smaller number applies (11.1.1.3)."""
    st = ctx.state
    before = _board(ctx)
    start = yield Mark(
        clauses=("11.1.1",),
        ja="循環行動を1回実行する",
        en="the looped actions are carried out once",
    )
    body = list(p.get("actions") or [])
    for sub in body:
        yield Do(sub["do"], {k: v for k, v in sub.items() if k != "do"}, caused_by=(start,))
    if _board(ctx) != before:
        yield Mark(
            clauses=("11.1.1",),
            ja="1回の実行で元の状態に戻らないため、永久循環ではない",
            en="one pass does not bring the game back to where it began: not an endless loop",
        )
        return
    back = yield Mark(
        clauses=("11.1.1",),
        caused_by=(start,),
        ja="循環行動の後、すべての領域のカードが開始時点と同一: 永久循環",
        en="after the looped actions every zone is as it was: an endless loop",
    )
    stoppers = [x for x in st.order() if x in (p.get("stop") or [])]
    if not stoppers:
        yield Lose(
            players=tuple(st.players),
            reason="loop",
            clauses=("11.1.1", "11.1.1.1"),
            caused_by=(back,),
            ja="どちらのプレイヤーにも止める方法がない永久循環のため、ゲームは引き分けで終了",
            en="an endless loop neither player can stop: the game ends in a draw",
        )
        return
    rule = ("11.1.1.2",) if len(stoppers) == 1 else ("11.1.1.3",)
    # both declare: the turn player first, the opponent knowing it (11.1.1.3; 1.3.4)
    answers = yield from choose_in_turn_order(
        ctx,
        [
            Choose(
                who,
                "loop_count",
                "循環行動を繰り返す回数を宣言する",
                "declare how many times the loop is repeated",
                tuple(Option(str(k), f"{k}回", str(k), k) for k in range(1, 11)),
                rule,
            )
            for who in stoppers
        ],
    )
    stoppers = [who for who, _n, _s in answers]
    counts = [int(n) for _w, n, _s in answers]
    times = min(counts)
    stop = yield Mark(
        clauses=rule,
        caused_by=(back, *(s for _w, _n, s in answers if s is not None)),
        ja=f"循環行動は合計{times}回実行して止める（宣言: {'、'.join(f'{w} {c}回' for w, c in zip(stoppers, counts, strict=True))}）",
        en=f"the loop is carried out {times} time(s) in all, then stopped",
    )
    for _ in range(times - 1):
        for sub in body:
            yield Do(sub["do"], {k: v for k, v in sub.items() if k != "do"}, caused_by=(stop,))


def check_timing(ctx: Ctx, p: dict[str, Any]) -> Proc:
    yield CheckTiming(("4.4.1", "4.4.2"))


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


P_PLAYER = Param("player", "player", doc="who does it (default: the turn player)")
P_CARD = Param("card", "card", True, "a card: name, uid, or slot (center_front / A.center_front)")
ACTIONS: dict[str, ActionDef] = {
    a.verb: a
    for a in (
        # chapter 5: before the game
        ActionDef(
            "game_setup",
            "ゲーム前の手順",
            "the pre-game procedure",
            ("5.2.1",),
            game_setup,
            (
                Param("first", "player", doc="who goes first: the random result (5.2.1.3)"),
                Param(
                    "shuffled",
                    "map",
                    doc="the shuffle's result: each deck's top cards, {A: [names, top first]}"
                    " (the opening hand, then the cards drawn in the redraw)",
                ),
                Param(
                    "mulligan",
                    "map",
                    doc="the hand cards each player puts into the waiting room and redraws"
                    " (5.2.1.4), {A: [names]} or {A: N}",
                ),
            ),
        ),
        ActionDef(
            "damage",
            "ダメージ処理",
            "damage",
            ("4.10.1",),
            in_game(damage),
            (
                P_PLAYER,
                Param("to", "player", True, "who takes the damage"),
                Param("amount", "int", True, "N points"),
                Param("source", "card", doc="the card dealing it"),
            ),
            amount="amount",
            describe=describe(
                "{to} に{amount}点のダメージを与える", "deal {amount} damage to {to}"
            ),
        ),
        ActionDef(
            "attack",
            "アタック",
            "attack",
            ("6.7.1", "7.1.1"),
            in_game(attack),
            (
                P_PLAYER,
                Param("slot", "slot", True, "front-row slot of the attacker", SLOTS),
                Param(
                    "kind",
                    "str",
                    doc="front / side (direct is automatic)",
                    choices=("front", "side", "direct"),
                ),
                Param("counter", "list", doc="actions in the counter step"),
            ),
            describe=describe(
                "{player} が{slot_ja}のキャラでアタックする",
                "{player} attacks with the character in {slot}",
            ),
        ),
        ActionDef(
            "trigger_check",
            "トリガーチェック",
            "trigger check",
            ("7.3.1.2",),
            in_game(trigger_check_action),
            (P_PLAYER,),
        ),
        ActionDef(
            "trigger_icon",
            "トリガーアイコンの効果",
            "trigger icon effect",
            ("4.12.1",),
            in_game(icon_action),
            (P_PLAYER, Param("icon", "str", True, "icon name", tuple(ICONS))),
        ),
        ActionDef(
            "encore_step", "アンコールステップ", "encore step", ("7.7.1",), in_game(encore_step), ()
        ),
        ActionDef(
            "stand_phase", "スタンドフェイズ", "stand phase", ("6.2.1",), in_game(stand_phase), ()
        ),
        ActionDef(
            "draw_phase", "ドローフェイズ", "draw phase", ("6.3.1",), in_game(draw_phase), ()
        ),
        ActionDef(
            "clock_phase",
            "クロックフェイズ",
            "clock phase",
            ("6.4.1",),
            in_game(clock_phase),
            (Param("card", "card", doc="card from hand to clock, or none"),),
        ),
        ActionDef(
            "main_phase",
            "メインフェイズの開始",
            "start of the main phase",
            ("6.5.1",),
            in_game(main_phase),
            (),
        ),
        ActionDef(
            "climax_phase",
            "クライマックスフェイズ",
            "climax phase",
            ("6.6.1",),
            in_game(climax_phase),
            (Param("card", "card", doc="climax to play from hand, or none"),),
        ),
        ActionDef("end_phase", "エンドフェイズ", "end phase", ("6.8.1",), in_game(end_phase), ()),
        ActionDef(
            "activate",
            "起動能力のプレイ",
            "play an activated ability",
            ("8.6.2",),
            in_game(activate),
            (
                P_PLAYER,
                P_CARD,
                Param("ability", "int", doc="which ability of the card (1 = its first line)"),
            ),
            describe=describe(
                "{player} が {card} の起動能力をプレイする",
                "{player} plays an activated ability of {card}",
            ),
        ),
        ActionDef(
            "draw",
            "カードを引く",
            "draw",
            ("4.7.1",),
            draw,
            (P_PLAYER, Param("amount", "int", default=1)),
            amount="amount",
            describe=describe("{player} がカードを{amount}枚引く", "{player} draws {amount}"),
        ),
        ActionDef(
            "move_top",
            "山札の上から移動",
            "move from the top of the deck",
            ("3.2.3",),
            move_top,
            (
                P_PLAYER,
                Param("amount", "int", default=1),
                Param("to", "zone", True, "destination zone"),
            ),
            amount="amount",
            describe=describe(
                "{player} が山札の上から{amount}枚を{to}に置く",
                "{player} puts the top {amount} of the deck into {to}",
            ),
        ),
        ActionDef(
            "move",
            "カードの移動",
            "move a card",
            (),
            move,
            (
                P_CARD,
                Param("to", "zone", True, "destination zone or slot"),
                Param(
                    "player", "player", doc="owner of the destination (default: the card's owner)"
                ),
                Param("orientation", "str", choices=("stand", "rest", "reverse")),
                Param("pos", "str", choices=("top", "bottom")),
                Param("from_player", "player"),
                Param(
                    "together",
                    "cards",
                    doc="more cards (not on the stage) moved with it at the same time",
                ),
            ),
            describe=describe("{card} を{to}へ移動", "move {card} to {to}"),
        ),
        ActionDef(
            "play",
            "カードのプレイ",
            "play a card",
            ("8.6.2",),
            in_game(play),
            (P_PLAYER, P_CARD, Param("slot", "slot", doc="slot for a character", choices=SLOTS)),
            describe=describe(
                "{player} が手札の {card} をプレイする", "{player} plays {card} from hand"
            ),
        ),
        ActionDef(
            "swap",
            "枠の移動",
            "move between slots",
            ("6.5.1.2.4",),
            in_game(swap),
            (
                P_PLAYER,
                Param("slot", "slot", True, choices=SLOTS),
                Param("with", "slot", True, choices=SLOTS),
            ),
        ),
        ActionDef(
            "pay_stock",
            "ストックの支払い",
            "pay stock",
            ("8.4.3",),
            pay_stock,
            (P_PLAYER, Param("amount", "int", True)),
            amount="amount",
        ),
        ActionDef(
            "cost",
            "コストの支払い",
            "pay a cost",
            ("8.4.2",),
            cost,
            (P_PLAYER, Param("steps", "list", True, "the cost's actions, in text order")),
        ),
        ActionDef(
            "rest",
            "レストする",
            "rest",
            ("4.6.1.2",),
            orient("rest", ("4.6.1.2",)),
            (P_CARD,),
            describe=describe("{card} をレストする", "rest {card}"),
        ),
        ActionDef(
            "stand",
            "スタンドする",
            "stand",
            ("4.6.1.1",),
            orient("stand", ("4.6.1.1",)),
            (P_CARD,),
            describe=describe("{card} をスタンドする", "stand {card}"),
        ),
        ActionDef(
            "reverse",
            "リバースする",
            "reverse",
            ("4.6.1.3",),
            orient("reverse", ("4.6.1.3",)),
            (P_CARD,),
            describe=describe("{card} をリバースする", "reverse {card}"),
        ),
        ActionDef(
            "power",
            "パワー修整",
            "power change",
            ("8.2.1.2",),
            stat_effect("power"),
            (
                P_CARD,
                Param("amount", "int"),
                Param("set", "int"),
                Param("until", "str", choices=("turn", "game")),
                Param("source", "str"),
            ),
        ),
        ActionDef(
            "soul",
            "ソウル修整",
            "soul change",
            ("8.2.1.2",),
            stat_effect("soul"),
            (
                P_CARD,
                Param("amount", "int"),
                Param("set", "int"),
                Param("until", "str", choices=("turn", "game")),
                Param("source", "str"),
            ),
        ),
        ActionDef(
            "concede",
            "投了",
            "concede",
            ("1.2.4",),
            concede,
            (Param("player", "player", True),),
            describe=describe("{player} が投了を宣言", "{player} concedes"),
        ),
        ActionDef(
            "loop",
            "永久循環",
            "endless loop",
            ("11.1.1",),
            loop,
            (
                Param("actions", "list", True, "the looped actions, one pass"),
                Param("stop", "cards", doc="players who have a choice in the loop that stops it"),
            ),
        ),
        ActionDef(
            "extra_turn",
            "追加のターンを得る",
            "take an extra turn",
            ("11.2.1",),
            extra_turn,
            (Param("player", "player", doc="who gets the extra turn (default: the turn player)"),),
            describe=describe(
                "効果により {player} が追加のターンを得る", "{player} gets an extra turn"
            ),
        ),
        ActionDef(
            "lose",
            "効果による敗北",
            "lose by an effect",
            ("1.2.5",),
            lose_by_effect,
            (Param("player", "player", True),),
            describe=describe("効果により {player} が敗北する", "an effect makes {player} lose"),
        ),
        ActionDef(
            "win",
            "効果による勝利",
            "win by an effect",
            ("1.2.5",),
            win_by_effect,
            (Param("player", "player", True),),
            describe=describe("効果により {player} が勝利する", "an effect makes {player} win"),
        ),
        ActionDef(
            "check_timing", "チェックタイミング", "check timing", ("4.4.1",), check_timing, ()
        ),
    )
}

ZONES = (
    ZoneDef("deck", "山札", "deck", ("3.2.1", "3.2.2"), public=False),
    ZoneDef("hand", "手札", "hand", ("3.3.1", "3.3.2"), public=False),
    ZoneDef("waiting_room", "控え室", "waiting room", ("3.4.1", "3.4.2")),
    *(
        ZoneDef(
            stage(s),
            f"舞台（{SLOT_JA[s]}）",
            f"stage ({s})",
            ("3.5.1", "3.6.1", "3.6.4"),
            slot=True,
            group="stage",
        )
        for s in SLOTS
    ),
    *(
        ZoneDef(
            markers(s),
            f"マーカー置場（{SLOT_JA[s]}）",
            f"markers ({s})",
            ("3.7.1", "3.7.2"),
            public=False,
            group="markers",
        )
        for s in SLOTS
    ),
    ZoneDef("clock", "クロック置場", "clock", ("3.8.1", "3.8.2")),
    ZoneDef("level", "レベル置場", "level", ("3.9.1", "3.9.3")),
    ZoneDef("stock", "ストック置場", "stock", ("3.10.1", "3.10.2"), public=False),
    ZoneDef("climax", "クライマックス置場", "climax zone", ("3.11.1", "3.11.2")),
    ZoneDef("memory", "思い出置場", "memory", ("3.12.1",)),
    ZoneDef("resolution", "解決領域", "resolution zone", ("3.13.1", "3.13.2")),
)

PHASES = (
    PhaseDef("stand", "スタンドフェイズ", "stand phase", ("6.2.1",)),
    PhaseDef("draw", "ドローフェイズ", "draw phase", ("6.3.1",)),
    PhaseDef("clock", "クロックフェイズ", "clock phase", ("6.4.1",)),
    PhaseDef("main", "メインフェイズ", "main phase", ("6.5.1",)),
    PhaseDef("climax", "クライマックスフェイズ", "climax phase", ("6.6.1",)),
    PhaseDef(
        "attack",
        "アタックフェイズ",
        "attack phase",
        ("6.7.1", "7.1.1"),
        (
            StepDef("declaration", "アタック宣言ステップ", "attack declaration step", ("7.2.1",)),
            StepDef("trigger", "トリガーステップ", "trigger step", ("7.3.1",)),
            StepDef("counter", "カウンターステップ", "counter step", ("7.4.1",)),
            StepDef("damage", "ダメージステップ", "damage step", ("7.5.1",)),
            StepDef("battle", "バトルステップ", "battle step", ("7.6.1",)),
            StepDef("encore", "アンコールステップ", "encore step", ("7.7.1",)),
        ),
    ),
    PhaseDef("end", "エンドフェイズ", "end phase", ("6.8.1",)),
)


def text_active(ctx: Ctx, uid: str, zone: str) -> bool:
    """2.12.2: character text works on stage, climax text in the climax zone; an event's
    text works while it is being played (resolution zone)."""
    c = ctx.card(uid)
    if c is None:
        return False
    if c.type in ("character", None):
        return zone.startswith("stage.")
    if c.type == "climax":
        return zone == "climax"
    return zone == "resolution"


def setup(ctx: Ctx) -> None:
    st = ctx.state
    mark_unlisted(ctx)
    for p in st.players:
        for z in ZONES:
            st.zone(p, z.id)


register_compiler("ws", compile_ability)

GAME = register(
    Game(
        id="ws",
        ja="ヴァイスシュヴァルツ",
        en="Weiß Schwarz",
        zones=ZONES,
        phases=PHASES,
        actions=ACTIONS,
        rule_processes=RULE_PROCESSES,
        abilities=ABILITIES,
        keywords=KEYWORDS,
        principles={
            "text_beats_rules": ("1.3.1",),
            "impossible": ("1.3.2",),
            "already_in_state": ("1.3.2.1",),
            "non_positive_count": ("1.3.2.2",),
            "prohibition": ("1.3.3",),
            "turn_player_first": ("1.3.4",),
            "non_negative_number": ("1.3.5",),
            # 8.9.2: an effect not of a continuous ability does not apply to a card that moved
            # from a slot to a non-slot zone after it was played
            "new_object": ("3.1.4", "8.9.2"),
            "win": ("1.2.1",),
            "draw": ("1.2.3",),
            "check_timing": ("8.5.1",),
            # 8.7.1: an automatic ability is played at the check timing after its trigger
            "pending": ("8.7.1", "8.7.2"),
            # 8.7.3.1: playing a pending ability is compulsory; its master picks which first
            "pending_order": ("8.5.1.2", "8.5.1.3", "8.7.3", "8.7.3.1"),
            "interrupt": ("9.1.2.1",),
            "interrupt_order": ("9.1.2.1.1", "9.1.2.1.1.1"),
            "interrupt_own_order": ("9.1.2.1.1.2",),
            # 8.5.1.1: every rule process due is carried out at the same time
            "check_rules": ("9.1.2.2.1", "8.5.1.1"),
            # 8.10: replacement effects (「(行動A)する時、かわりに(行動B)する」, 8.2.1.3.1)
            "replacement": ("8.10.1", "8.2.1.3", "8.2.1.3.1"),
            "replacement_order": ("8.10.2", "8.10.2.1", "8.10.2.2"),
            "replacement_once": ("8.10.2.3",),
            "endless_loop": ("11.1.1", "11.1.1.1"),
        },
        card_types={
            "character": ("character", "キャラ", "CH", "chara"),
            "event": ("event", "イベント", "EV"),
            "climax": ("climax", "クライマックス", "CX"),
        },
        setup=setup,
        text_active=text_active,
        card_fields=(
            "name",
            "type",
            "level",
            "cost",
            "power",
            "soul",
            "color",
            "triggers",
            "traits",
            "text",
            "number",
        ),
        icons=ICONS,
        last_known=last_known,
        not_implemented=NOT_IMPLEMENTED,
    )
)
