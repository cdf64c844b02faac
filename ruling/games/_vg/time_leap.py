"""タイムリープ (time leap, 7.33): 「あなたのリアガードを２枚まで選び、タイムリープする」 /
「このユニットをタイムリープする」.

7.33.1.1: each unit named (a rear-guard chosen, or the unit itself) is bound; then, for each card
bound, a card of that card's grade + 1 is searched for in the deck and associated with it, the
cards found are called at once (each to the circle the unit it stands for was on — the reminder
printed on the cards: 「そのユニットがいた(R)にコールし」), and the deck is shuffled. At the end of
that turn (the end phase's 「ターンの終了時」 point, 9.11.8) each unit so called goes to the bottom
of its owner's deck; when it went, the bound card associated with it is called by its owner.

The bind is the event 「…がタイムリープした時」 / 「…がタイムリープされた時」 (``Move`` tagged
``time_leaped``, ``autos``); the call carries the keyword ``time_leap`` as its means
(「タイムリープで登場した時」, ``autos._by_ok``)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling.games._vg.common import circle_of, grade, label
from ruling.rules import Do, Mark, SetVar

Proc = Generator[Any, Any, Any]

KEY = "time_leaps"  # var: the units called by a time leap this turn, with the card bound for each
LEAP = ("7.33.1", "7.33.1.1")


def time_leap(rt: Any, us: list[str], clauses: tuple[str, ...]) -> Proc:
    """7.33.1.1 for the units ``us`` (those on a rear-guard circle; any other is not time leaped,
    1.3.2): bind, search and call a card of the grade + 1 for each, shuffle, remember the pairs
    for the end of the turn."""
    from ruling.games._vg.specific import move_card
    from ruling.games._vg.steps import _by_vanguard, _pick

    ctx = rt.ctx
    st = ctx.state
    cl = clauses + LEAP
    bound: list[tuple[str, str, str]] = []  # (card bound, its owner, the circle it was on)
    for u in us:
        c = ctx.card(u)
        w = ctx.where(u)
        at = circle_of(w[1]) if w is not None else None
        if c is None or w is None or at is None or at == "vanguard":
            continue
        yield from move_card(
            ctx,
            u,
            c.owner,
            "bind",
            cl + ("7.29.1",),
            f"{c.label} をタイムリープする: バインドする",
            f"{c.label} time leaps: it is bound",
            tag="time_leaped",
            caused_by=rt.why,
            data={
                "by": rt.source,
                "by_master": rt.master,
                "doer": rt.master,
                "by_vanguard": _by_vanguard(rt),
                "by_keyword": rt.program.keyword,
            },
        )
        if ctx.where(u) == (c.owner, "bind"):
            bound.append((u, c.owner, at))
    rt.data["acted:time_leap"] = [b[0] for b in bound]
    rt.done["time_leap"] = bool(bound)
    calls: list[tuple[str, str, str, str]] = []  # (card found, owner, circle, card bound)
    for b, owner, at in bound:
        g = grade(ctx.card(b))
        found: list[str] = []
        if g is not None:
            cands = [x.uid for x in ctx.zone(owner, "deck") if grade(x) == g + 1]
            found = yield from _pick(
                rt,
                cands,
                1,
                "up_to",
                (
                    "search",
                    f"{label(ctx, b)} のグレード＋１（{g + 1}）の見つけ出すカード",
                    f"card of grade {g + 1} to find for {label(ctx, b)}",
                ),
                cl + ("7.11.1", "7.11.2"),
            )
        if found:
            calls.append((found[0], owner, at, b))
    leaps = list(st.vars.get(KEY) or [])
    for x, owner, at, b in calls:
        # the cards found are called at once (7.33.1.1 「同時にコール」), each to its circle
        yield Do(
            "call",
            {
                "player": owner,
                "card": x,
                "superior": True,
                "from": "deck",
                "circles": [at],
                "circle": at,
                "by": rt.source,
                "by_master": rt.master,
                "doer": rt.master,
                "by_keyword": "time_leap",
            },
            clauses=cl + ("6.2.2.2",),
            caused_by=rt.why,
        )
        c = ctx.card(x)
        w = ctx.where(x)
        if c is not None and w is not None and circle_of(w[1]) is not None:
            leaps.append(
                {"called": x, "placed": c.placed, "bound": b, "turn": st.turn.number, "at": at}
            )
    for owner in dict.fromkeys(o for _b, o, _a in bound):
        yield Do("shuffle", {"player": owner}, clauses=cl + ("7.12.1", "7.12.2"), caused_by=rt.why)
    if calls:
        yield SetVar(
            key=KEY,
            value=leaps,
            clauses=LEAP,
            caused_by=rt.why,
            ja="タイムリープでコールしたユニットとバインドしたカードを関連付ける（ターンの終了時に戻す）",
            en="the units called by the time leap are associated with the cards bound (swapped "
            "back at the end of the turn)",
        )


def at_turn_end(ctx: Any) -> Proc:
    """7.33.1.1 「そのターンの終了時」 (the end phase's 「ターン終了時」 point, 9.11.8): each unit a
    time leap called this turn, still that unit on its circle, goes to the bottom of its owner's
    deck; put there, the card bound for it is called by its owner, from the bind zone."""
    from ruling.games._vg.specific import move_card

    st = ctx.state
    leaps = [x for x in st.vars.get(KEY) or [] if x.get("turn") == st.turn.number]
    if not leaps:
        return
    cl = LEAP + ("9.11.8",)
    yield SetVar(key=KEY, value=[], clauses=cl, ja="タイムリープの終了", en="the time leaps end")
    for x in leaps:
        u = x["called"]
        c = ctx.card(u)
        w = ctx.where(u)
        if c is None or w is None or circle_of(w[1]) is None or c.placed != x["placed"]:
            gone = yield Mark(
                clauses=cl + ("4.1.8",),
                touches=(u,),
                ja=f"タイムリープでコールした {label(ctx, u)} はもうそのユニットとしてサークルにいないため、"
                "山札の下に置かれない",
                en=f"{label(ctx, u)}, called by the time leap, is no longer that unit on a circle:"
                " it is not put on the deck",
            )
            yield from _not_put(ctx, x, gone)
            continue
        yield from move_card(
            ctx,
            u,
            c.owner,
            "deck",
            cl,
            f"ターンの終了時、タイムリープでコールした {c.label} を山札の下に置く",
            f"at the end of the turn, {c.label}, called by the time leap, goes to the bottom of "
            "the deck",
            pos="bottom",
        )
        if ctx.where(u) != (c.owner, "deck"):
            yield from _not_put(ctx, x, None)
            continue
        b = x["bound"]
        bc = ctx.card(b)
        if bc is None or ctx.where(b) != (bc.owner, "bind"):
            continue
        yield Do(
            "call",
            {
                "player": bc.owner,
                "card": b,
                "superior": True,
                "from": "bind",
            },
            # the circle: the owner's choice (6.2.3.2) — the rule and the reminder name none
            clauses=cl + ("6.2.2.2",),
        )


def _not_put(ctx: Any, x: dict[str, Any], why: int | None) -> Proc:
    """7.33.1.1 「置いたら、…バインドされているカードを…コールします」: the unit not put on the
    deck, the 「…たら」 requirement is not met (11.2.3): the card bound stays bound."""
    b = x["bound"]
    if ctx.card(b) is None:
        return
    yield Mark(
        clauses=LEAP + ("11.2.3",),
        caused_by=(why,) if why is not None else (),
        touches=(b,),
        ja=f"山札の下に置かれなかったので（「置いたら」）、{label(ctx, b)} はコールされず、バインドされたまま",
        en=f"nothing was put on the deck (「置いたら」): {label(ctx, b)} is not called and stays "
        "bound",
    )
