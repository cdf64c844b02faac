"""「ステージにする」 (7.41) and the stage's effect on the accel gift (16.3.1.5).

A circle made a stage gains the 'stage' attribute in addition to its own (7.41.1.1; kept, as the
player value ``stages``: the circles of that player with the attribute, in the order they got it)
and the accel gift markers on the player's other circles move onto it (7.41.1.2). A circle left
with no accel marker by such a move vanishes (7.41.1.2.1, 16.3.1.5.2.1): the units on it retire,
the non-accel gift markers on it are erased, then the circle is gone (the player value
``gone_circles``, which ``common.open_circles`` leaves out). While a player has a stage circle an
accel gift makes no circle and puts its marker on the stage (7.41.2, 16.3.1.5.1, 16.3.1.5.2):
whether accel Ⅱ's draw, tied to 「サークルを作製した直後」 (16.3.1.5.4), is made then is the point
``accel_two_draw_on_stage`` (both readings run)."""

from __future__ import annotations

from typing import Any

from ruling import unsettled
from ruling.cardtext.ir import Op
from ruling.games._vg.common import (
    CIRCLE_JA,
    Proc,
    circle,
    circle_option,
    open_circles,
    val,
    vkey,
)
from ruling.rules import Choose, Do, Mark, Reject, SetVar


def gifts(ctx: Any, player: str) -> list[dict[str, Any]]:
    return list(val(ctx, "gifts", player, []) or [])


def stages(ctx: Any, player: str) -> list[str]:
    """The player's circles that have the 'stage' attribute (7.41.1.1) and still exist."""
    have = [str(x) for x in val(ctx, "stages", player, []) or []]
    return [x for x in have if x in open_circles(ctx, player)]


def make_stage(rt: Any, op: Op, clauses: tuple[str, ...]) -> Proc:
    """7.41.1: the effect's master picks a circle of the group the text names (11.8.3.1.1), it
    becomes a stage (7.41.1.1) and pulls the other circles' accel markers over (7.41.1.2)."""
    from ruling.games._vg.gifts import _put_markers
    from ruling.games._vg.selectors import in_group

    ctx = rt.ctx
    assert op.target is not None
    who = rt.master if op.target.owner != "opponent" else ctx.state.opponent(rt.master)
    group = op.dest or "rear"
    cs = [x for x in open_circles(ctx, who) if in_group(ctx, who, circle(x), group)]
    if not cs:
        yield Reject(
            "ステージにできるサークルがありません",
            "no circle to make a stage",
            clauses + ("7.41.1",) + ctx.principle("impossible"),
            rt.why,
        )
        return
    pick = yield Choose(
        rt.master,
        "circle",
        "ステージにするサークル",
        "the circle to make a stage",
        tuple(circle_option(who, x) for x in cs),
        clauses + ("7.41.1", "11.8.3.1.1"),
    )
    have = [str(x) for x in val(ctx, "stages", who, []) or []]
    s = yield SetVar(
        key=vkey("stages", who),
        value=have if pick in have else [*have, pick],
        clauses=clauses + ("7.41.1", "7.41.1.1"),
        caused_by=rt.why,
        ja=f"{who} の{CIRCLE_JA[pick]}はステージ属性を持つ",
        en=f"{who}'s {pick} circle has the stage attribute",
    )
    markers = gifts(ctx, who)
    moving = [
        i for i, m in enumerate(markers) if m.get("crown") == "accel" and m.get("circle") != pick
    ]
    if not moving:
        return
    left = list(dict.fromkeys(str(markers[i]["circle"]) for i in moving))
    moved = [dict(m, circle=pick) if i in moving else m for i, m in enumerate(markers)]
    put = yield from _put_markers(
        ctx,
        who,
        moved,
        caused_by=(s,),
        clauses=("7.41.1.2",),
        ja="アクセルのギフトマーカーをすべて"
        + f"{CIRCLE_JA[pick]}に移動する（{'、'.join(CIRCLE_JA[c] for c in left)}から）",
        en=f"the accel gift markers move onto {pick} (from {', '.join(left)})",
    )
    for c in left:
        yield from vanish(rt, who, c, (put,))


def vanish(rt: Any, who: str, c: str, cause: tuple[Any, ...]) -> Proc:
    """16.3.1.5.2.1 (7.41.1.2.1): a circle its accel marker left with none: at once, without
    waiting for the rule process, its units retire, its non-accel gift markers are erased, then
    the circle vanishes."""
    from ruling.games._vg.gifts import _put_markers

    ctx = rt.ctx
    cl = ("7.41.1.2.1", "16.3.1.5.2.1")
    if any(m.get("crown") == "accel" and m.get("circle") == c for m in gifts(ctx, who)):
        return
    for u in list(ctx.zone(who, circle(c))):
        yield Do("retire", {"card": u.uid}, clauses=cl, caused_by=cause)
    kept = [m for m in gifts(ctx, who) if m.get("circle") != c]
    if len(kept) != len(gifts(ctx, who)):
        yield from _put_markers(
            ctx,
            who,
            kept,
            caused_by=cause,
            clauses=cl,
            ja=f"{CIRCLE_JA[c]}のギフトマーカーは消去される",
            en=f"the gift markers on {c} are erased",
        )
    gone = [str(x) for x in val(ctx, "gone_circles", who, []) or []]
    yield SetVar(
        key=vkey("gone_circles", who),
        value=[*gone, c],
        clauses=cl,
        caused_by=cause,
        ja=f"{who} の{CIRCLE_JA[c]}は消滅する",
        en=f"{who}'s {c} circle vanishes",
    )


def accel_onto_stage(ctx: Any, player: str, kind: int, start: Any) -> Proc:
    """7.41.2, 16.3.1.5.1–16.3.1.5.2: an accel gift while the player has a stage: no circle is
    made, the marker goes onto the stage (one the player picks if several). Accel Ⅱ's draw is
    made 「サークルを作製した直後に」 (16.3.1.5.4): whether it is made when none is made is the
    point accel_two_draw_on_stage."""
    from ruling.games._vg.gifts import ROMAN, _put_markers

    on = stages(ctx, player)
    s = yield Mark(
        clauses=("16.3.1.5", "16.3.1.5.1", "7.41.2"),
        caused_by=(start,),
        ja=f"{player} にはステージであるサークルがあるため、サークルは増えない",
        en=f"{player} has a stage circle: no circle is added",
    )
    pick = on[0]
    if len(on) > 1:
        pick = yield Choose(
            player,
            "gift_circle",
            "アクセルのギフトマーカーを置くステージ",
            "the stage circle for the accel gift marker",
            tuple(circle_option(player, x) for x in on),
            ("16.3.1.5.2",),
            also=("circle",),
        )
    if kind == 2:
        draws = yield from unsettled.holds(player, "vg", "accel_two_draw_on_stage", "draws")
        if draws:
            yield Do(
                "draw",
                {"player": player, "amount": 1},
                caused_by=(s,),
                clauses=("16.3.1.5.4", "7.6.4.1.1"),
            )
    markers = gifts(ctx, player) + [{"circle": pick, "crown": "accel", "kind": kind}]
    yield from _put_markers(
        ctx,
        player,
        markers,
        caused_by=(s,),
        clauses=(
            "16.3.1.5.2",
            "7.41.2",
            "16.3.1.5.3" if kind == 1 else "16.3.1.5.4",
            "16.2.1.3.1.1",
        ),
        ja=f"ステージである{CIRCLE_JA[pick]}にアクセル{ROMAN[kind]}のギフトマーカーを置く"
        f"（あなたのターン中、パワー+{10000 if kind == 1 else 5000}）",
        en=f"an accel {ROMAN[kind]} gift marker is put on the stage circle {pick}",
    )
