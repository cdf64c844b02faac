"""17.16.7 ‘C+P=X’ (フォーミュラエクス): a player has the number フォーミュラカウント (17.16.7.1, the
player value ``formula_count``, a scenario's ``players.<P>.formula_count: N``); at the start of
each turn's stand phase the turn fighter's becomes 0 (17.16.7.1.1); each ‘C+P=X’ working (11.4.4)
means 「あなたのメインフェイズ中、ユニットを1体コールするかオーダーを1つプレイする際、あなたの
フォーミュラカウントを1増やす」 (17.16.7.2): a unit called or an order played by its master in its
master's main phase adds 1 for each such ability (each is an ability of its own, 11.1.1.3).
「あなたのフォーミュラカウントが３以上なら」 reads it (the condition ``player_number``)."""

from __future__ import annotations

from ruling.core import Ctx
from ruling.games._vg.common import Proc, val, vkey
from ruling.rules import Mark, SetVar
from ruling.state import Card

KEY = "formula_count"
KEYWORD = "formula_x"
BY = "formula_count_by"  # the step that last set the count (what the next one goes on from)


def _sources(ctx: Ctx, player: str) -> list[Card]:
    """The cards of ``player`` with a ‘C+P=X’ working where they are (11.4.4), one entry per
    ability."""
    from ruling.games._vg.continuous import programs
    from ruling.games._vg.selectors import works_in

    out = []
    for z, cards in ctx.state.players[player].zones.items():
        for c in cards:
            if c.states.get("hearts") or not (c.text or c.extra.get("skills")):
                continue
            for ab in programs(ctx, c.uid):
                p = ab.program
                if p is not None and p.keyword == KEYWORD and works_in(ctx, c, p, player, z):
                    out.append(c)
    return out


def reset(ctx: Ctx, player: str) -> Proc:
    """17.16.7.1.1: at the start of the stand phase the turn fighter's count becomes 0 (said
    when it had one)."""
    now = int(val(ctx, KEY, player) or 0)
    if not now:
        return
    step = yield SetVar(
        key=vkey(KEY, player),
        value=0,
        clauses=("17.16.7.1", "17.16.7.1.1"),
        ja=f"スタンドフェイズの始めに {player} のフォーミュラカウント（{now}）は0になる",
        en=f"at the start of the stand phase {player}'s formula count ({now}) becomes 0",
    )
    yield SetVar(key=vkey(BY, player), value=step)


def count(ctx: Ctx, player: str, what: str, cause: int | None) -> Proc:
    """17.16.7.2: ``player`` called a unit or played an order (``what``: ``call`` / ``order``)
    in its own main phase: each of its ‘C+P=X’ abilities adds 1 to its count."""
    st = ctx.state
    if st.turn.player != player or st.turn.phase != "main":
        return
    for src in _sources(ctx, player):
        now = int(val(ctx, KEY, player) or 0)
        act = (
            ("ユニットを1体コールした", "a unit called")
            if what == "call"
            else (
                "オーダーを1つプレイした",
                "an order played",
            )
        )
        # the count goes on from the step that last set it (a reset, 17.16.7.1.1, or a count)
        last = st.vars.get(vkey(BY, player))
        s = yield Mark(
            clauses=("17.16.7", "17.16.7.2"),
            caused_by=tuple(x for x in (cause, last) if isinstance(x, int)),
            touches=(src.uid,),
            ja=f"{src.label} のC+P=X: メインフェイズ中に{act[0]}ため、フォーミュラカウントを1増やす",
            en=f"{src.label}'s C+P=X: {act[1]} in the main phase, the formula count goes up by 1",
        )
        step = yield SetVar(
            key=vkey(KEY, player),
            value=now + 1,
            clauses=("17.16.7.1", "17.16.7.2"),
            caused_by=(s,),
            ja=f"{player} のフォーミュラカウントは {now + 1}",
            en=f"{player}'s formula count is {now + 1}",
        )
        yield SetVar(key=vkey(BY, player), value=step)
