"""Weiß Schwarz chapter 11 (その他): endless loops (11.1) and extra turns (11.2)."""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx
from ruling.games._ws.common import Proc
from ruling.principles import choose_in_turn_order
from ruling.rules import Choose, Do, Lose, Mark, Option, SetVar


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
