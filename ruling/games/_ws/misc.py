"""Weiß Schwarz chapter 11 (その他): endless loops (11.1) and extra turns (11.2)."""

from __future__ import annotations

from typing import Any

from ruling import loops
from ruling.core import Ctx
from ruling.games._ws.common import Proc
from ruling.rules import SetVar


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


# 11.1.1 what an endless loop is; 11.1.1.1 nobody can stop it: a draw; 11.1.1.2 one player can:
# that player's count, and the loop may not be chosen again in the same situation; 11.1.1.3 both
# can: the turn player declares first, the smaller count applies
LOOP = loops.LoopClauses("11.1.1", "11.1.1.1", "11.1.1.2", "11.1.1.3")


def loop(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """11.1 endless loop, by the shared procedure of ``ruling.loops`` with this game's clauses:
    ``actions`` the looped actions (one pass), ``stop`` the players who have a choice in them
    that stops it, ``count`` each stopper's declared number (else asked, ``at: loop_count``),
    ``each`` what every pass adds that the zones do not show."""
    yield from loops.loop(ctx, p, LOOP)
