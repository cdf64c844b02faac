"""Weiß Schwarz rule processes (chapter 9): refresh, level up, loss check, power of 0 or less, illegal
cards in a zone, several cards in one slot, markers without a character."""

from __future__ import annotations

from collections.abc import Callable
from weakref import WeakKeyDictionary

from ruling import unsettled
from ruling.assertions import GAME_OVER
from ruling.core import Ctx
from ruling.games._ws.basic import CANCEL_MOVE_VAR, SUSPENDED_VAR, held_for_every_player
from ruling.games._ws.common import (
    SLOT_JA,
    SLOTS,
    Proc,
    card_option,
    is_climax,
    leave_stage,
    level,
    markers,
    on_stage,
    slot_of,
    stage,
    take_top,
)
from ruling.games._ws.continuous import (
    continuous_effects,
    ended_clauses,
    player_forbidden,
    stat,
    stat_clauses,
    stat_watch,
)
from ruling.games._ws.setup import shuffled_now
from ruling.rules import (
    Choose,
    Finding,
    Lose,
    Mark,
    Move,
    MoveMany,
    RuleProcess,
    SetVar,
    Shuffle,
)
from ruling.state import Effect
from ruling.values import count_not_given, rule_acts, unknown_zone


def find_refresh(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        if ctx.zone(p, "deck") or unknown_zone(ctx, p, "deck", "山札", "deck", ("9.2.1",)):
            continue
        if held_for_every_player(ctx, p):
            continue  # after the other players' parts of the same action (8.6.5)
        ended = ctx.state.vars.get(f"refresh_ended.{p}")
        # a waiting room the scenario did not list holds only the cards the replay put there
        # (said: the refresh, or the loss in a damage, rests on it, 9.2.1 / 9.2.2.1)
        count_not_given(
            ctx, p, "waiting_room", "控え室", "waiting room", 1, ("9.2.1",), moved_only=False
        )
        if ctx.zone(p, "waiting_room"):
            # after a refresh that ended (9.2.2.1), the next one waits for this state
            later = (f"var:refresh_ended.{p}",) if ended is not None else ()
            # due once the deck is empty and the waiting room has cards: both steps cause it
            watch = (f"{p}.deck", f"{p}.waiting_room", *later)
            out.append(Finding(p, watch, {"mode": "refresh"}))
        elif ctx.state.vars.get(f"in_damage.{p}") and not any(
            is_climax(c) for c in ctx.zone(p, "resolution")
        ):
            # each step that took a card out of the deck or the waiting room (``_emptied``)
            out.append(Finding(p, _emptied(ctx, p), {"mode": "lose"}))
        elif (
            ctx.state.vars.get(CANCEL_MOVE_VAR + p)
            and not any(is_climax(c) for c in ctx.zone(p, "resolution"))
            and ended != ctx.step_of(f"{p}.deck")
        ):
            # emptied again inside the refresh the damage cancel's move made due: is the damage
            # processing over (4.10.1.2 「…控え室に移動し、ダメージ処理を終了します」)? a reading
            out.append(Finding(p, _emptied(ctx, p), {"mode": "cancel"}))
        elif ended != ctx.step_of(f"{p}.deck"):
            # nothing to refresh with: the process ends (once for this emptied deck)
            out.append(Finding(p, (f"{p}.deck", f"{p}.waiting_room"), {"mode": "end"}))
    return out


def apply_refresh(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    if f.data["mode"] == "cancel":
        from ruling import unsettled

        inside = yield unsettled.choose(
            p, "ws", "refresh_after_cancel", {"after_damage": False, "in_damage": True}
        )
        if inside:
            yield Lose(
                players=(p,),
                reason="refresh",
                clauses=("9.2.2.1", "4.10.1.2"),
                ja=f"{p} はダメージキャンセルの移動（ダメージ処理の最中）で山札がなくなり、控え室にもカードが"
                "なく、解決領域にクライマックスもないため、ただちに敗北",
                en=f"{p}'s deck ran out during the damage cancel's move (inside the damage "
                "processing) with no cards in the waiting room and no climax in the resolution "
                f"zone: {p} loses at once",
            )
            return
    if f.data["mode"] == "lose":
        yield Lose(
            players=(p,),
            reason="refresh",
            clauses=("9.2.2.1",),
            ja=f"{p} はダメージ処理中に山札がなくなり、控え室にもカードがなく、解決領域にクライマックスもないため、ただちに敗北",
            en=f"{p}'s deck ran out during damage processing with no cards in the waiting room and no climax in the resolution zone: {p} loses at once",
        )
        return
    if f.data["mode"] in ("end", "cancel"):
        damage = ctx.state.vars.get(f"in_damage.{p}")
        yield SetVar(
            key=f"refresh_ended.{p}",
            value=ctx.step_of(f"{p}.deck"),
            clauses=("9.2.2.1",),
            # in place of the loss 9.2.2.1 names (in a damage with no climax resolving): why the
            # game goes on, when asked
            touches=(GAME_OVER,),
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
    # in the middle of an action on the deck's cards one by one: it is suspended, the refresh
    # done, then it goes on (3.2.3.2)
    suspended = ctx.state.vars.get(SUSPENDED_VAR) == p
    if suspended:
        yield SetVar(key=SUSPENDED_VAR, value=None)
    s1 = yield MoveMany(
        uids=tuple(c.uid for c in wr),
        player=p,
        zone="deck",
        face_up=False,
        clauses=("9.2.2",) + (("3.2.3", "3.2.3.2") if suspended else ()),
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


def _emptied(ctx: Ctx, p: str) -> tuple[str, ...]:
    """What left ``p`` with no card in the deck nor the waiting room (9.4.1.2, 9.2.2.1): each
    step that took a card now elsewhere out of either (a draw, a damage, the refresh that moved
    the waiting room into the deck), not only the last (``Ctx.contributed``)."""
    return (*ctx.contributed(f"{p}.deck", "out"), *ctx.contributed(f"{p}.waiting_room", "out"))


def find_level_up(ctx: Ctx) -> list[Finding]:
    # 9.3.1 seven or more cards in the clock: each step that put a card now there (a damage, a
    # clock), not only the last; one whose card left the clock since (a heal) is not one
    # a clock the scenario did not list, a card put there by the replay: the count read is of
    # the cards given and put there, said (``count_not_given``)
    return [
        Finding(p, ctx.contributed(f"{p}.clock", "in"))
        for p in ctx.state.order()
        if not held_for_every_player(ctx, p)
        and not count_not_given(ctx, p, "clock", "クロック", "clock", 7, ("9.3.1",))
        and len(ctx.zone(p, "clock")) >= 7
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


def _level_loss_exempt(ctx: Ctx, p: str, n: int) -> Effect | None:
    """The effect in force that says ``p`` does not lose by having level ``n`` (「あなたはレベル4で
    あることによって敗北しない」, 1.3.1 over 9.4.1.1), if any."""
    return player_forbidden(ctx, p, "lose", f"level@{n}")


def find_loss(ctx: Ctx) -> list[Finding]:
    losers = []
    watch: list[str] = []
    why: dict[str, str] = {}
    exempt: dict[str, Effect] = {}
    for p in ctx.state.order():
        n = len(ctx.zone(p, "level"))
        count_not_given(ctx, p, "level", "レベル置場", "level zone", 4, ("9.4.1.1",))
        if n >= 4 and (e := _level_loss_exempt(ctx, p, n)) is not None:
            # the text beats the loss condition (1.3.1): said once per level reached
            if ctx.state.vars.get(f"loss_exempt.{p}") != n:
                exempt[p] = e
                watch += [f"{p}.level", str(e.value[2])]
            continue
        if n >= 4:
            losers.append(p)
            # each level up that put a card now there (9.3.2), each resting on the clock steps
            # that brought the clock to 7 (``find_level_up``), not only the last
            watch += ctx.contributed(f"{p}.level", "in")
            why[p] = "level"
        elif (
            not ctx.zone(p, "deck")
            and not ctx.zone(p, "waiting_room")
            and not unknown_zone(ctx, p, "deck", "山札", "deck", ("9.4.1.2",))
        ):
            losers.append(p)
            watch += _emptied(ctx, p)
            if ctx.state.vars.get(f"refresh_ended.{p}") is not None:
                # the refresh that found no card to refresh with ended (9.2.2.1): why no deck
                watch.append(f"var:refresh_ended.{p}")
            why[p] = "cards"
    if not losers and not exempt:
        return []
    # the loss conditions met (9.4.1.1 level, 9.4.1.2 no card): what a check that finds them no
    # longer met cites
    condition = tuple(dict.fromkeys("9.4.1.1" if why[p] == "level" else "9.4.1.2" for p in losers))
    return [
        Finding(
            None,
            tuple(watch),
            {"losers": tuple(losers), "why": why, "exempt": exempt, "condition": condition},
        )
    ]


def apply_loss(ctx: Ctx, f: Finding) -> Proc:
    losers = f.data["losers"]
    why = f.data["why"]
    for p, e in f.data.get("exempt", {}).items():
        n = len(ctx.zone(p, "level"))
        yield Mark(
            clauses=("9.4.1.1", *e.clauses, *ctx.principle("text_beats_rules")),
            watch=(f"{p}.level", str(e.value[2])),
            # what the player's level zone means for the game: the loss it does not cause
            touches=(f"{p}.level",),
            ja=f"{p} はレベル{n}（レベル置場に{n}枚）だが、{e.source} により敗北しない",
            en=f"{p} is at level {n} ({n} cards in the level zone) but does not lose: {e.source}",
        )
        yield SetVar(key=f"loss_exempt.{p}", value=n)
    if not losers:
        return
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


# per character on the stage (by uid, for its stay there: ``Card.placed``), the clauses of the
# continuous effects of other cards that changed its power when it was last seen above 0
_LAST_ABOVE: WeakKeyDictionary[Ctx, dict[str, tuple[int, tuple[str, ...]]]] = WeakKeyDictionary()


def _others_power_clauses(ctx: Ctx, uid: str) -> tuple[str, ...]:
    out: list[str] = []
    for e in continuous_effects(ctx):
        if e.target == uid and e.stat == "power" and e.card and e.card != uid:
            out += [c for c in e.clauses if c not in out]
    return tuple(out)


def find_power(ctx: Ctx) -> list[Finding]:
    out = []
    seen = _LAST_ABOVE.setdefault(ctx, {})
    for p in ctx.state.order():
        for _s, c in on_stage(ctx, p):
            if c.type in ("character", None) and rule_acts(
                ctx, c.uid, "power", stat(ctx, c.uid, "power"), 0, "パワー", "power", ("9.5.1",)
            ):
                out.append(Finding(p, (*stat_watch(ctx, c.uid, "power"), c.uid), {"uid": c.uid}))
            elif c.type in ("character", None):
                seen[c.uid] = (c.placed, _others_power_clauses(ctx, c.uid))
    return out


def _lost_power_clauses(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The clauses of the continuous effects of other cards that raised this character's power
    when it was last above 0 and change it no more (their card has left the stage, or its
    ability no longer applies: a 『応援』 off the back row, 10.3.2): their ending is why the
    power is 0 or less now (9.5.1) — none when it was never seen above 0 in this stay."""
    c = ctx.card(uid)
    was = _LAST_ABOVE.get(ctx, {}).get(uid)
    if c is None or was is None or was[0] != c.placed:
        return ()
    now = set(_others_power_clauses(ctx, uid))
    return tuple(x for x in was[1] if x not in now)


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
        ("9.5.1",)
        + stat_clauses(ctx, uid, "power")
        + tuple(
            x for x in _lost_power_clauses(ctx, uid) if x not in stat_clauses(ctx, uid, "power")
        )
        # a card whose continuous ability raised it left, in this run, where its text is in
        # force (2.12.2.1; a 『応援』 judged from the slot it left, 10.3.2, 3.6.5): the power is
        # read with the effects in force now (8.1.1.3, 8.9.1)
        + ended_clauses(ctx, uid, "power"),
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
    # 9.6.2 enforces 3.6.2 「原則として、この領域（枠）にはカードは1枚しか置かれません」
    clauses: tuple[str, ...] = ("9.6.2",) + (("3.6.2",) if z.startswith("stage.") else ())
    go = [c for c in cards if c.placed != newest]
    if len(latest) > 1:
        go = cards
        clauses += ("9.6.2.1",)
    keep = False
    if z.startswith("stage.") and ctx.zone(p, markers(slot_of(z) or "")) and len(go) < len(cards):
        # the slot's markers, while a character stays in the slot: do they leave with the one put
        # out (3.7.3 / 3.7.3.2), or stay in the slot's marker zone (3.7.1; 9.7.1 sends them only
        # from a slot with no character)? Both readings are run, the engine's first
        keep = not (
            yield unsettled.choose(
                p, "ws", "markers_slot_duplicate", {"leave_with_it": True, "stay_in_slot": False}
            )
        )
        if keep:
            yield Mark(
                clauses=("3.7.1", "3.7.1.2", "9.7.1"),
                touches=tuple(c.uid for c in ctx.zone(p, markers(slot_of(z) or ""))),
                ja="マーカーは枠に対応するマーカー置場にあり、枠にはキャラが残るため、マーカーはそのまま",
                en="the markers are in the slot's marker zone and a character stays in the slot: "
                "they stay",
            )
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
                keep_markers=keep,
            )
        else:
            yield Move(uid=c.uid, player=c.owner, zone="waiting_room", clauses=clauses)


def find_markers(ctx: Ctx) -> list[Finding]:
    out = []
    for p in ctx.state.order():
        for s in SLOTS:
            # 9.7.1 「対応している枠にキャラが置かれていない」: a card of another kind in the slot (a
            # climax swapped in, which 9.6.1 removes at the same check timing) is no character
            # there — both processes are due together (9.1.2.2.1)
            if ctx.zone(p, markers(s)) and not any(
                c.type is None or c.type == "character" for c in ctx.zone(p, stage(s))
            ):
                out.append(Finding(p, (f"{p}.{stage(s)}",), {"slot": s}))
    return out


def apply_markers(ctx: Ctx, f: Finding) -> Proc:
    p = f.player
    assert p is not None
    for c in list(ctx.zone(p, markers(f.data["slot"]))):
        yield Move(uid=c.uid, player=c.owner, zone="waiting_room", clauses=("9.7.1",))


def _as_rule(
    apply: Callable[[Ctx, Finding], Proc], settles_own_deck_out: bool = False
) -> Callable[[Ctx, Finding], Proc]:
    """A rule process carried out while an ability is being resolved (an interrupt one, 9.1.2.1)
    is no effect of it: what it moves, no card's effect moved (``automatic._RESOLVING``).

    ``settles_own_deck_out``: the process's own text says what becomes of its player's empty
    deck and waiting room (the refresh, 9.2.2.1), so that player's loss condition 1.2.2.2 is no
    open point there; another player's loss condition met before it is (1.2.2)."""
    from ruling.games._ws.automatic import _RESOLVING

    def run(ctx: Ctx, f: Finding) -> Proc:
        found = [x for x in find_loss(ctx) if x.data["losers"]]
        open_ = [
            p
            for x in found
            for p in x.data["losers"]
            if not (settles_own_deck_out and p == f.player and x.data["why"][p] != "level")
        ]
        if open_:
            # 1.2.2 has a player meeting a loss condition lose 「次にルール処理(9)を行う時点で」;
            # the loss check is check-type (9.4.1), made at a check timing only (9.1.2.2): both
            # readings are run, the engine's (the check timing) first
            now = yield unsettled.choose(
                ctx.state.order()[0],
                "ws",
                "loss_at_interrupt_process",
                {"check_timing": False, "next_rule_process": True},
            )
            if now:
                # the loss comes at this rule process, before it is carried out (1.2.2)
                for x in found:
                    yield from apply_loss(ctx, x)
                return
        stack = _RESOLVING.setdefault(ctx, [])
        stack.append((None, "rule", None, None))
        try:
            return (yield from apply(ctx, f))
        finally:
            stack.pop()

    return run


RULE_PROCESSES = (
    RuleProcess(
        "refresh",
        "リフレッシュ処理",
        "refresh",
        ("9.2.1", "9.2.2"),
        "interrupt",
        find_refresh,
        _as_rule(apply_refresh, settles_own_deck_out=True),
        ("paying_cost", "revealing"),
        # 8.4.2.1 / 9.2.3: not during a cost payment; said when its condition is gone after
        released={"paying_cost": ("8.4.2.1", "9.2.3")},
        decides=("deck", "waiting_room"),
    ),
    RuleProcess(
        "level_up",
        "レベルアップ処理",
        "level up",
        ("9.3.1", "3.8.3"),
        "interrupt",
        find_level_up,
        _as_rule(apply_level_up),
        ("paying_cost",),
        # 8.4.2.1 / 9.3.3: a seventh clock card put and taken off again by one cost: no level-up
        released={"paying_cost": ("8.4.2.1", "9.3.3")},
        decides=("clock", "level"),
    ),
    RuleProcess(
        "loss",
        "敗北判定処理",
        "loss check",
        ("9.4.1", "9.1.2.2"),
        "check",
        find_loss,
        apply_loss,
        # a loss condition met only in the middle of an action (the deck drawn empty with no
        # card in the waiting room, then a card put there and a refresh run in the same
        # effect) is never checked: the step says so, citing the condition (round 30)
        watched=True,
        # 9.1.2.2.1 「チェック型ルール処理に分類されるルール処理が複数同時に実行を求められる場合、
        # それらをすべて同時に実行します」 (8.5.1.1 「…すべてを同時に実行します」): a character
        # of power 0 due with the loss goes to the waiting room in the same moment (round 54)
        ends_game=True,
    ),
    RuleProcess(
        "power",
        "キャラのパワー不足処理",
        "power of 0 or less",
        ("9.5.1", "9.1.2.2"),
        "check",
        find_power,
        apply_power,
        # a power of 0 or less only in the middle of an action (「－2000。その後、…＋1000」) is
        # never checked: the step says so, citing 9.5.1 and 9.1.2.2 (round 27)
        watched=True,
    ),
    RuleProcess(
        "illegal_card",
        "領域の不正カード処理（種別）",
        "illegal card in a zone",
        ("9.6.1", "9.1.2.2"),
        "check",
        find_illegal,
        apply_illegal,
        # met only in the middle of an action and not at the check timing: never carried out,
        # the step says so (9.1.2.2, round 40)
        watched=True,
    ),
    RuleProcess(
        "duplicate",
        "領域の不正カード処理（重複）",
        "several cards in one slot",
        ("9.6.2", "9.1.2.2"),
        "check",
        find_duplicates,
        apply_duplicates,
        # met only in the middle of an action and not at the check timing: never carried out,
        # the step says so (9.1.2.2, round 40)
        watched=True,
    ),
    RuleProcess(
        "markers",
        "無所属マーカー処理",
        "markers without a character",
        ("9.7.1", "9.1.2.2"),
        "check",
        find_markers,
        apply_markers,
        # met only in the middle of an action and not at the check timing: never carried out,
        # the step says so (9.1.2.2, round 40)
        watched=True,
    ),
)
