"""Weiß Schwarz winning and losing outside the rule processes (1.2): conceding, and an effect that
makes a player lose or win."""

from __future__ import annotations

from typing import Any

from ruling.core import Ctx
from ruling.games._ws.common import Proc
from ruling.rules import Lose


def concede(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p["player"]
    yield Lose(
        players=(player,),
        reason="concede",
        clauses=("1.2.4", "1.2.4.1"),
        ja=f"{player} は投了し、チェックタイミングを待たずに敗北",
        en=f"{player} concedes and loses at once, without waiting for a check timing",
    )


def lose_by_effect(ctx: Ctx, p: dict[str, Any]) -> Proc:
    player = p["player"]
    yield Lose(
        players=(player,),
        reason="effect",
        clauses=("1.2.5",),
        ja=f"効果により {player} はチェックタイミングを待たずに敗北",
        en=f"an effect makes {player} lose, without waiting for a check timing",
        note=(
            "同梱のルール文書では 1.2.5 が「その効果」の後で途切れています。"
            "このルーリングは、効果によりただちに敗北するものと読んでいます",
            "1.2.5 is cut off in the bundled rules text after 「その効果」; "
            "the ruling reads it as an immediate loss",
        ),
    )


def win_by_effect(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect makes ``player`` win (1.2.5): the game ends at once, every other player having
    lost (1.2.1)."""
    player = p["player"]
    others = tuple(x for x in ctx.state.order() if x != player)
    yield Lose(
        players=others,
        reason="effect",
        clauses=("1.2.5",),
        ja=f"効果により {player} はチェックタイミングを待たずに勝利する（{'、'.join(others)} は敗北）",
        en=f"an effect makes {player} win, without waiting for a check timing "
        f"({', '.join(others)} loses)",
        note=(
            "同梱のルール文書では 1.2.5 が「その効果」の後で途切れています。"
            "このルーリングは、効果によりただちに勝利するものと読んでいます",
            "1.2.5 is cut off in the bundled rules text after 「その効果」; "
            "the ruling reads it as an immediate win",
        ),
    )
