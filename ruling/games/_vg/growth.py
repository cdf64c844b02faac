"""爆裂成長期 (そだちざかり, 17.16.6): a call that makes the unit called over a 成長元.

A card with 「爆裂成長期－(ユニット条件)」 (17.16.6.1) called to a rear-guard circle holding a unit
that meets the condition does not retire that unit (6.2.3.4): its main type becomes '成長元'
(``growth_origin``, the uid of the unit it is associated with), the called unit associated with
it and in 爆裂成長期 state while it has one (17.16.6.2, 17.16.6.3). A 成長元 is no unit
(``common.is_unit``), not counted by 13.3.5, and moves with its unit wherever it goes
(17.16.6.4) — no retirement of its own (7.18.2 names a unit). 「成長元をこのリアガードサークルに
残して(特定ユニット)を(特定領域)に戻す」 (17.16.6.7) moves the unit alone and makes its 成長元 a
unit again on the circle, the same card (no zone move, 4.1.8), the effects it kept applying
again (17.16.6.2.1).

Whether a superior call of such a card (6.2.2.2) does it too the text leaves open: 17.16.6.2
opens on 「コールする際」 and names the unit it associates 「ノーマルコールする」 (the audit's
``growth_superior_call``, both readings run).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._vg.common import Proc, label
from ruling.rules import Mark, MoveMany, SetCard
from ruling.state import Card

KEYWORD = "sodachi_zakari"
STATE = "growth_origin"
_CMP = {"le": lambda a, b: a <= b, "ge": lambda a, b: a >= b, "eq": lambda a, b: a == b}
_CMP_JA = {"le": "以下", "ge": "以上", "eq": ""}
_STAT_JA = {
    "grade": "グレード",
    "power": "パワー",
    "critical": "クリティカル",
    "shield": "シールド",
}


def condition(ctx: Ctx, uid: str) -> tuple[str, str, int] | None:
    """The unit condition of the card's 爆裂成長期 (17.16.6.1): (stat, cmp, value), None when
    it has no such ability."""
    from ruling.games._vg.continuous import programs

    for ab in programs(ctx, uid):
        p = ab.program
        if p is not None and p.kind == "keyword" and p.keyword == KEYWORD:
            par = dict(p.params)
            return str(par["stat"]), str(par["cmp"]), int(par["value"])
    return None


def _meets(ctx: Ctx, uid: str, cond: tuple[str, str, int]) -> bool:
    from ruling.games._vg import values

    stat, cmp, value = cond
    read = {
        "grade": values.grade_now,
        "power": values.power,
        "critical": values.critical,
        "shield": values.shield,
    }.get(stat)
    v = read(ctx, uid) if read is not None else None
    return v is not None and _CMP[cmp](v, value)


def origins(ctx: Ctx, uid: str) -> list[Card]:
    """The 成長元 associated with the unit ``uid`` (17.16.6.2)."""
    w = ctx.where(uid)
    if w is None or not w[1].startswith("field."):
        return []
    return [c for c in ctx.zone(*w) if c.states.get(STATE) == uid]


def in_state(ctx: Ctx, uid: str) -> bool:
    """17.16.6.3: in 爆裂成長期 state while a 成長元 is associated with it."""
    return bool(origins(ctx, uid))


def grows_over(
    ctx: Ctx, player: str, called: str, over: list[str], kind: str, s: int
) -> Generator[Any, Any, list[str]]:
    """17.16.6.2: ``called`` (with 爆裂成長期) was called to a circle where the units ``over``
    are: one meeting its unit condition becomes its 成長元 instead of being retired (6.2.3.4).
    Returns the uids it made 成長元 (the caller retires the rest). ``kind``: the call's kind
    (``normal`` / ``superior``)."""
    from ruling.games._vg.common import is_unit

    cond = condition(ctx, called)
    c = ctx.card(called)
    if cond is None or c is None:
        return []
    fits = [
        u for u in over if (x := ctx.card(u)) is not None and is_unit(x) and _meets(ctx, u, cond)
    ]
    if not fits:
        return []
    if kind != "normal":
        # 「コールする際」 (any call) or 「ノーマルコールする」 (the normal call only)
        grows = yield from unsettled.holds(player, "vg", "growth_superior_call", "grows")
        if not grows:
            return []
    stat, cmp, value = cond
    cond_ja = f"{_STAT_JA.get(stat, stat)}{value}{_CMP_JA[cmp]}"
    from ruling.games._vg.markers import erase_on

    for u in fits:
        became = yield SetCard(
            uid=u,
            changes={STATE: called},
            clauses=("17.16.6", "17.16.6.1", "17.16.6.2", "17.16.6.3"),
            caused_by=(s,),
            ja=f"{label(ctx, u)} は {c.label} の爆裂成長期の条件（{cond_ja}）を満たす: 退却せず、"
            f"メインタイプが成長元になり {c.label} に関連付けられる（{c.label} は爆裂成長期状態）",
            en=f"{label(ctx, u)} meets {c.label}'s 爆裂成長期 condition ({stat} {cmp} {value}): "
            f"not retired, its main type becomes 成長元, associated with {c.label} (now in "
            "爆裂成長期 state)",
        )
        # no longer a unit: the record markers put on it are erased right after (15.8.4.4)
        yield from erase_on(
            ctx, u, became if isinstance(became, int) else None, ("15.8.4.4", "15.8.4.1")
        )
    return fits


def follow(ctx: Ctx, os: list[Card], to_player: str, zone: str, moved: int) -> Proc:
    """17.16.6.4: the 成長元 of a unit that moves go with it to the same zone at the same time
    (as 成長元, no units: no retirement of their own, 7.18.2); off the field they are new cards
    (4.1.8), associated no more."""
    if not os:
        return
    yield MoveMany(
        uids=tuple(o.uid for o in os),
        player=to_player,
        zone=zone,
        clauses=("17.16.6.4",),
        caused_by=(moved,),
        ja=f"成長元（{'、'.join(o.label for o in os)}）も同時に{ctx.zone_name(zone)}に移動する",
        en=f"its 成長元 ({', '.join(o.label for o in os)}) move to the "
        f"{ctx.zone_name(zone, 'en')} with it",
    )
    if not zone.startswith("field."):
        for o in os:
            yield SetCard(uid=o.uid, changes={STATE: None}, caused_by=(moved,))


def left_behind(ctx: Ctx, os: list[Card], moved: int) -> Proc:
    """17.16.6.7: 「成長元をこのリアガードサークルに残して」 — the unit moved alone; each 成長元
    associated with it is a unit again where it is (the same card, no zone move: 4.1.8 does
    not reach it), the effects it kept applying again (17.16.6.2.1)."""
    for o in os:
        kept = any(e.target == o.uid for e in ctx.state.effects)
        yield SetCard(
            uid=o.uid,
            changes={STATE: None},
            clauses=("17.16.6.7",) + (("17.16.6.2.1",) if kept else ()),
            caused_by=(moved,),
            ja=f"{o.label} はリアガードサークルに残り、メインタイプがユニットになり関連付けが取り消される"
            + ("（成長元の間も残っていた効果が再び適用される）" if kept else ""),
            en=f"{o.label} stays on the circle, a unit again, associated no more"
            + (" (the effects it kept as a 成長元 apply again)" if kept else ""),
        )


def leave_step(ctx: Ctx, units: list[str], why: tuple[int, ...]) -> Proc:
    """The step 「成長元をこのリアガードサークルに残して」 before the move it qualifies: said,
    the move then done without its 成長元 (``specific.move_card`` ``leave_growth_origins``)."""
    named = [o for u in units for o in origins(ctx, u)]
    yield Mark(
        clauses=("17.16.6.7",),
        caused_by=why,
        touches=tuple(units) + tuple(o.uid for o in named),
        ja="成長元をこのリアガードサークルに残して移動する（17.16.6.7）",
        en="the unit is moved leaving its 成長元 on this rear-guard circle (17.16.6.7)",
    )
