"""Weiß Schwarz card values as a scenario asks for them (``<card>.<field>`` in ``expect.state``,
``ask`` and ``check``; ``Game.card_values``): power, soul, level and cost with every effect in
force applied (8.9: continuous effects in timestamp order, 8.9.1.5; effects of played abilities),
the traits a card has now (printed and given, 8.9.1.2) and the abilities it holds now (printed,
then those effects gave it). A printed value the scenario left out stays unknown (None)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ruling.core import Ctx
from ruling.games._ws.continuous import (
    moved_out_clauses,
    per_watch,
    programs,
    stat,
    stat_clauses,
    traits_of,
    unmet_clauses,
    unmet_watch,
)
from ruling.games._ws.selection import printed_number
from ruling.state import Card
from ruling.values import card_value, known_number


def _number(name: str) -> Callable[[Ctx, str], int | None]:
    def read(ctx: Ctx, card: Card) -> int | None:
        if card.value(name) is None and printed_number(card, name) == 0:
            return 0  # the card's kind has no such information: read as 0 (2.19.1)
        return known_number(ctx, card.uid, name, stat(ctx, card.uid, name))

    return card_value(read)


CARD_VALUES: dict[str, Callable[[Ctx, str], Any]] = {
    "power": _number("power"),
    "soul": _number("soul"),
    "level": _number("level"),
    "cost": _number("cost"),
    "traits": card_value(lambda ctx, c: list(traits_of(ctx, c))),
    "abilities": card_value(lambda ctx, c: [ab.text for ab in programs(ctx, c.uid)]),
}


def _clauses(name: str) -> Callable[[Ctx, str], tuple[str, ...]]:
    def read(ctx: Ctx, uid: str) -> tuple[str, ...]:
        # the effects that change it, and the conditions unmet of those that would (8.3.3)
        # — and why a change of an ability whose card or this one moved to another slot ended
        return (
            stat_clauses(ctx, uid, name)
            + unmet_clauses(ctx, uid, name)
            + moved_out_clauses(ctx, uid, name)
        )

    return read


# the clauses of the continuous effects that change a value now (8.9.1.2 / 8.9.1.3 with their
# abilities' own): they decide the value a scenario asks for
CARD_VALUE_CLAUSES: dict[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    **{name: _clauses(name) for name in ("power", "soul", "level", "cost")},
    "traits": _clauses("trait"),  # the given traits (《X》を得る / …すべての特徴を得る)
}


def _watch(name: str) -> Callable[[Ctx, str], tuple[str, ...]]:
    def read(ctx: Ctx, uid: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(unmet_watch(ctx, uid, name) + per_watch(ctx, uid, name)))

    return read


# what a value was read from: the zones the unmet conditions of 「〜なら」 count (the step that
# emptied them — a refresh, 9.2.2 — decided that the ability changes nothing now, 8.3.3), and the
# zones the 「…1枚につき」 changes in force count (the step that filled them decided the amount)
CARD_VALUE_WATCH: dict[str, Callable[[Ctx, str], tuple[str, ...]]] = {
    name: _watch(name) for name in ("power", "soul", "level", "cost")
}
