"""Winning and losing at once, outside the rule processes: a player concedes, or an effect makes a
player lose or win, without waiting for a check timing.

A game plugs its clauses and its wording in; the actions are built here. The wording templates
name ``{player}`` (who concedes, loses or wins) and, for a win, ``{others}`` (every other player,
who loses). ``module`` is the game module that declares the action (its ``__name__``): a built
action belongs to it, so that the citation checks (``ruling.commands.cited_clauses``) read the
clauses where the game wrote them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ruling.core import Ctx
from ruling.rules import Lose

Act = Callable[[Ctx, dict[str, Any]], Iterator[Any]]
# (ja, en): a note on the step; (ja, en, clauses, "stated"): a stated reading
# (``unsettled.stated``)
Note = tuple[str, str] | tuple[str, str, tuple[str, ...], str] | None


def lose(
    module: str, reason: str, clauses: tuple[str, ...], ja: str, en: str, note: Note = None
) -> Act:
    """``player`` loses at once: ``reason`` ``concede`` (the player concedes) or ``effect`` (an
    effect makes the player lose)."""

    def act(ctx: Ctx, p: dict[str, Any]) -> Iterator[Any]:
        player = p["player"]
        yield Lose(
            players=(player,),
            reason=reason,
            clauses=clauses,
            ja=ja.format(player=player),
            en=en.format(player=player),
            note=note,
        )

    act.__module__ = module
    return act


def win_by_effect(
    module: str, clauses: tuple[str, ...], ja: str, en: str, note: Note = None
) -> Act:
    """An effect makes ``player`` win at once: every other player loses (``reason: effect``)."""

    def act(ctx: Ctx, p: dict[str, Any]) -> Iterator[Any]:
        player = p["player"]
        others = tuple(x for x in ctx.state.order() if x != player)
        yield Lose(
            players=others,
            reason="effect",
            clauses=clauses,
            ja=ja.format(player=player, others="、".join(others)),
            en=en.format(player=player, others=", ".join(others)),
            note=note,
        )

    act.__module__ = module
    return act


def by_effect(
    ctx: Ctx,
    player: str,
    what: str,
    end: tuple[str, ...],
    unforced: tuple[str, ...],
    caused_by: tuple[int, ...] = (),
) -> Iterator[Any]:
    """A step of card text 「Pは（このゲームに）敗北する / 勝利する / 投了する」 (the shared
    compiler's ``game_end``: ``what`` lose / win / concede) carried out for ``player``: a loss
    (a win: every other player's) at once, in the effect's processing (``end``: the game's
    clause, 1.2.5 in each of ws / vg / vs), which an effect 「…は敗北しない」 in force keeps
    from happening (the core's prohibition principle); a concession no card effect forces
    (``unforced``: 1.2.4.1): nothing is done and the step says so."""
    from ruling.rules import Mark

    if what == "concede":
        yield Mark(
            clauses=unforced,
            caused_by=caused_by,
            ja=f"カードの効果により投了を強制されることはないため、{player} は投了せず、ゲームは続く",
            en=f"no card effect forces a concession: {player} does not concede and the game goes on",
            touches=(player,),
        )
        return
    losers = (player,) if what == "lose" else tuple(x for x in ctx.state.order() if x != player)
    yield Lose(
        players=losers,
        reason="effect",
        clauses=end,
        caused_by=caused_by,
        ja=f"効果により {'、'.join(losers)} はチェックタイミングを待たずに敗北する"
        + (f"（{player} が勝利）" if what == "win" else ""),
        en=f"an effect makes {', '.join(losers)} lose, not waiting for a check timing"
        + (f" ({player} wins)" if what == "win" else ""),
    )
