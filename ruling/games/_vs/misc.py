"""Victory Spark chapter 10 (その他): endless loops (10.1), by the shared procedure of
``ruling.loops`` with this game's clauses."""

from __future__ import annotations

from typing import Any

from ruling import loops
from ruling.core import Ctx
from ruling.games._vs.common import Proc

# 10.1.1 what an endless loop is; 10.1.2 nobody can stop it: a draw; 10.1.3 one player can: that
# player's count; 10.1.4 both can: the turn player declares first, the smaller count applies
LOOP = loops.LoopClauses("10.1.1", "10.1.2", "10.1.3", "10.1.4")


def loop(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """The looped actions (one pass), who can stop them, their declared counts (10.1)."""
    yield from loops.loop(ctx, p, LOOP)
