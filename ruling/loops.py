"""Endless loops (永久循環), as the rules of ws (11.1), vs (10.1), vg (18.1) and mc (16.1) state them in
the same words: a series of actions that can — or must — be repeated for ever and brings the game
back to where it began is an endless loop; nobody can stop it → the game is a draw; one player
can → that player declares how many times it is repeated, it is carried out that many times and
stopped by that player's choice; both can → the turn player (mc: the advancing side) declares
first, then the opponent, and the smaller number applies. Afterwards, in exactly the same
situation, the player who stopped it (both can: the one who declared the larger number) may not
choose the loop again, unless forced.

A game passes its own clause ids (``LoopClauses``); the scenario gives the looped actions (one
pass), who has a choice in them that stops the loop, and optionally each stopper's declared
count (else a ``loop_count`` choice). The core's ``Choose`` / ``Do`` / ``Lose`` do the rest.
"""

from __future__ import annotations

import hashlib
from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import Any

from ruling.core import Ctx
from ruling.principles import choose_in_turn_order
from ruling.rules import Choose, Do, Lose, Mark, Option, Reject, SetVar

Proc = Generator[Any, Any, Any]

# the counts a stopper may be asked to declare when the scenario gives none (any positive
# number is allowed; these are the ones explored as branches)
COUNT_OPTIONS = tuple(range(1, 11))


@dataclass(frozen=True)
class LoopClauses:
    """A game's clauses for the endless loop: what a loop is, nobody can stop it, one player
    can, both can."""

    loop: str
    nobody: str
    one: str
    both: str
    # the passes applied at once rather than one by one (vg 18.1.1.4): ``each`` actions with an
    # amount are done once with the amount times the count
    at_once: str | None = None


def board(ctx: Ctx) -> tuple[Any, ...]:
    """Every card of every zone, in order, with its orientation, face and states: 「すべての
    領域(ゾーン)のカードが同一」."""
    return tuple(
        (
            pl,
            z,
            tuple(
                (c.uid, c.orientation, c.face_up, tuple(sorted(map(str, c.states.items()))))
                for c in cards
            ),
        )
        for pl, player in sorted(ctx.state.players.items())
        for z, cards in sorted(player.zones.items())
    )


def _body(p: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [dict(a) for a in p.get("actions") or []]


def _do(ctx: Ctx, sub: Mapping[str, Any], cause: tuple[int, ...]) -> Do:
    """A looped action, carried out as the same action of the scenario would be (its
    parameters as written: each game's action gives its own defaults)."""
    params = {k: v for k, v in sub.items() if k != "do"}
    return Do(str(sub["do"]), params, caused_by=cause)


def loop(ctx: Ctx, p: Mapping[str, Any], cl: LoopClauses) -> Proc:
    """``actions``: the looped actions (one pass); ``stop``: the players who have a choice in
    them that stops the loop; ``count``: each stopper's declared number ({A: 3}), else asked
    (``at: loop_count``); ``each``: what every pass adds that the board does not show (an
    amount: energy, a value), done once per pass — or, where the game applies the passes at
    once (``LoopClauses.at_once``), once with the amount multiplied. One pass is carried out;
    if it brings every zone back to where it began it is an endless loop, decided as the game's
    clauses say."""
    st = ctx.state
    before = board(ctx)
    key = "loop.barred." + hashlib.sha1(repr((before, _body(p))).encode()).hexdigest()[:12]
    barred = [x for x in st.vars.get(key) or () if x in (p.get("stop") or [])]
    if barred:
        yield Reject(
            f"同一の状態で、{'、'.join(barred)} はこの循環行動を再び選択できません（一度止めた永久循環）",
            f"in exactly the same situation {', '.join(barred)} may not choose this loop again "
            "(an endless loop already stopped)",
            (cl.one,) if len(p.get("stop") or []) == 1 else (cl.both,),
        )
        return
    start = yield Mark(
        clauses=(cl.loop,), ja="循環行動を1回実行する", en="the looped actions are carried out once"
    )
    body = _body(p)
    for sub in body:
        yield _do(ctx, sub, (start,))
        if st.result is not None:
            return
    if board(ctx) != before:
        yield Mark(
            clauses=(cl.loop,),
            ja="1回の実行で元の状態に戻らないため、永久循環ではない",
            en="one pass does not bring the game back to where it began: not an endless loop",
        )
        return
    back = yield Mark(
        clauses=(cl.loop,),
        caused_by=(start,),
        ja="循環行動の後、すべての領域のカードが開始時点と同一: 永久循環",
        en="after the looped actions every zone is as it was: an endless loop",
    )
    stoppers = [x for x in st.order() if x in (p.get("stop") or [])]
    if not stoppers:
        yield Lose(
            players=tuple(st.players),
            reason="loop",
            clauses=(cl.loop, cl.nobody),
            caused_by=(back,),
            ja="どちらのプレイヤーにも止める方法がない永久循環のため、ゲームは引き分けで終了",
            en="an endless loop neither player can stop: the game ends in a draw",
        )
        return
    rule = (cl.one,) if len(stoppers) == 1 else (cl.both,)
    given = {str(k): v for k, v in (p.get("count") or {}).items()}
    asked = [w for w in stoppers if w not in given]
    answers = yield from choose_in_turn_order(
        ctx,
        [
            Choose(
                w,
                "loop_count",
                "循環行動を繰り返す回数を宣言する",
                "declare how many times the loop is repeated",
                tuple(Option(str(k), f"{k}回", str(k), k) for k in COUNT_OPTIONS),
                rule,
            )
            for w in asked
        ],
    )
    said = {w: int(n) for w, n, _s in answers}
    counts = {w: int(given[w]) if w in given else said[w] for w in stoppers}
    for w, n in counts.items():
        if n < 1:
            yield Reject(
                f"{w} の宣言した回数 {n} は1以上でなければなりません",
                f"{w}'s declared count {n} must be 1 or more",
                ctx.principle("non_negative_number") + rule,
            )
            return
    times = min(counts.values())
    declared = "、".join(f"{w} {n}回" for w, n in counts.items())
    stop = yield Mark(
        clauses=rule,
        caused_by=(back, *(s for _w, _n, s in answers if s is not None)),
        ja=f"循環行動は合計{times}回実行して止める（宣言: {declared}）",
        en=f"the loop is carried out {times} time(s) in all, then stopped (declared: "
        + ", ".join(f"{w} {n}" for w, n in counts.items())
        + ")",
    )
    each = _body({"actions": p.get("each")})
    if each and cl.at_once:
        for sub in each:
            d = _do(ctx, sub, (stop,))
            params = dict(d.params)
            if "amount" in params:
                params["amount"] = int(params["amount"]) * times
            yield Do(d.verb, params, caused_by=d.caused_by, clauses=(cl.at_once,))
    else:
        for i in range(times):
            for sub in (body if i else []) + each:
                yield _do(ctx, sub, (stop,))
                if st.result is not None:
                    return
    # who may not choose it again in exactly the same situation: the one stopper, or the one
    # who declared the larger number (both declared the same: neither is singled out)
    high = max(counts.values())
    again = (
        stoppers
        if len(stoppers) == 1
        else [w for w, n in counts.items() if n == high and n > times]
    )
    if again:
        yield SetVar(key=key, value=tuple(again), clauses=rule)
