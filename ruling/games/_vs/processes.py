"""Rule processes (chapter 9): checked and carried out only at a check timing (9.1.1), all
that are due at once together — the deck renewal first (9.1.1.1)."""

from __future__ import annotations

from ruling.core import Ctx
from ruling.games._vs.basic import refill_ring
from ruling.games._vs.common import (
    BENCH_ZONES,
    FIELD_ZONES,
    Proc,
    damage_of,
    deck_known,
    field_cards,
    shuffled,
    take_top,
    value_watch,
    view,
    zone_of,
)
from ruling.pregame import found_in_game
from ruling.rules import Finding, Lose, Move, MoveMany, RuleProcess, Shuffle
from ruling.values import not_given, unknown_zone


def find_refresh(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        if not ctx.zone(p, "deck") and ctx.zone(p, "waiting"):
            if not deck_known(ctx, p):
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
        clauses=("9.8.1", "3.2.6") + (("9.1.1.1",) if others else ()),
        ja=f"{p} の山札が0枚: 控え室のカード{len(waiting)}枚をすべて裏向きにして新たな山札とする",
        en=f"{p}'s deck is empty: the {len(waiting)} waiting-room cards become the new deck",
    )
    yield Shuffle(player=p, zone="deck", clauses=("9.8.1",), ja="シャッフルする", en="shuffled")
    yield from shuffled(ctx, p)
    top = ctx.card((yield from take_top(ctx, p)))
    assert top is not None
    yield Move(
        uid=top.uid,
        player=p,
        zone="retire",
        face_up=True,
        clauses=("9.8.1", "3.2.6"),
        ja=f"新たな山札の上から1枚（{top.label}）を {p} のリタイヤ置場に置く",
        en=f"the top card of the new deck ({top.label}) goes to {p}'s retire zone",
    )


def find_defeat(ctx: Ctx) -> list[Finding]:
    losers: list[str] = []
    watch: list[str] = []
    why: dict[str, str] = {}
    for p in ctx.state.players:
        if len(ctx.zone(p, "retire")) >= 10:
            losers.append(p)
            watch.append(f"{p}.retire")
            why[p] = "retire"
        elif not ctx.zone(p, "deck") and not ctx.zone(p, "waiting"):
            if not deck_known(ctx, p):
                # a deck the scenario did not list is unknown, not empty: said as an assumption
                unknown_zone(ctx, p, "deck", "山札", "deck", ("9.2.3",))
                continue
            losers.append(p)
            watch += [f"{p}.deck", f"{p}.waiting"]
            why[p] = "deck"
    if not losers:
        return []
    return [Finding(None, tuple(watch), {"losers": tuple(losers), "why": why})]


def apply_defeat(ctx: Ctx, f: Finding) -> Proc:
    losers = tuple(f.data["losers"])
    why = f.data["why"]
    clauses: list[str] = ["9.2.1", "1.2.2"]
    for p in losers:
        clauses += ["9.2.2", "1.2.2.1"] if why[p] == "retire" else ["9.2.3", "1.2.2.2"]
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
    yield Move(
        uid=uid,
        player=card.owner,
        zone="retire" if ring else "waiting",
        clauses=(*(clauses_ring if ring else clauses_bench), "4.2.2"),
        ja=f"{card.label}（{'リング' if ring else 'ベンチ'}）は{why_ja}ため、オーナーの{'リタイヤ置場' if ring else '控え室'}に移動する",
        en=f"{card.label} ({'ring' if ring else 'bench'}) {why_en}: it goes to its owner's {'retire zone' if ring else 'waiting room'}",
    )


def find_dp_zero(ctx: Ctx) -> list[Finding]:
    out = []
    for c in field_cards(ctx):
        v = view(ctx, c.uid)
        if v.dp <= 0 and not not_given(ctx, c.uid, "dp", "防御力", "defence", ("9.3.1",)):
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


def find_damage(ctx: Ctx) -> list[Finding]:
    out = []
    for c in field_cards(ctx):
        v = view(ctx, c.uid)
        dmg = damage_of(c)
        if dmg > 0 and c.value("dp") is not None and v.dp > 0 and dmg >= v.dp:
            out.append(
                Finding(
                    c.owner, value_watch(ctx, c.uid), {"uid": c.uid, "clauses": tuple(v.clauses)}
                )
            )
    return out


def apply_damage(ctx: Ctx, f: Finding) -> Proc:
    extra = tuple(f.data["clauses"])
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
        yield Move(
            uid=uid,
            player=c.owner,
            zone="waiting",
            face_up=True,
            clauses=(cl,),
            ja=f"{c.label} は最も後で置かれたカードではないため、オーナーの控え室に置く",
            en=f"{c.label} was not the last one placed there: to its owner's waiting room",
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
    out = []
    for p in ctx.state.players:
        for c in ctx.zone(p, "surprise"):
            if c.face_up and not any(x.source == c.uid for x in ctx.state.pending):
                out.append(Finding(p, (c.uid,), {"uid": c.uid}))
    return out


def apply_surprise(ctx: Ctx, f: Finding) -> Proc:
    c = ctx.card(f.data["uid"])
    if c is None:
        return
    yield Move(
        uid=c.uid,
        player=c.owner,
        zone="waiting",
        face_up=True,
        clauses=("9.7.1",),
        ja=f"サプライズ置場の {c.label} は表向き状態で、それによる自動能力が解決領域に無いため、控え室に移動する",
        en=f"{c.label} is face up in the surprise zone with no ability of it in the resolution zone: to the waiting room",
    )


# 9.1.1.1: the deck renewal goes first when other rule processes are due with it
_AFTER_REFRESH = dict(
    alone=True, alone_except=("defeat", "dp_zero", "damage", "duplicate", "ring_empty", "surprise")
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
        "defeat",
        "敗北判定処理",
        "loss check",
        ("9.2.1",),
        "check",
        found_in_game(find_defeat),
        apply_defeat,
        after_pending=True,
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
