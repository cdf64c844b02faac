"""Monster Collection's side of the scenario contract (docs/scenarios.md, round 6): a card's values
as the rules see them (its attack and defence with every modification, 4.6), and the typed events
its actions stand for. The game's automatic abilities are declared not implemented
(``_mc/declared.py``), so ``triggered`` and ``pending`` are unsupported; a bare effect text is
not supported either (the card-text compiler reads marked abilities only)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ruling.core import Ctx
from ruling.games._mc.common import attack, characteristics, damage_of, defense, level
from ruling.values import known_number


def _card(fn: Callable[[Ctx, Any], Any]) -> Callable[[Ctx, str], Any]:
    def read(ctx: Ctx, uid: str) -> Any:
        c = ctx.card(uid)
        return fn(ctx, c) if c is not None else None

    return read


def _attack(ctx: Ctx, uid: str) -> int | None:
    c = ctx.card(uid)
    return known_number(ctx, uid, "attack", attack(ctx, c)) if c is not None else None


def _defense(ctx: Ctx, uid: str) -> int | None:
    c = ctx.card(uid)
    return known_number(ctx, uid, "defense", defense(ctx, c)) if c is not None else None


def _level(ctx: Ctx, uid: str) -> int | None:
    c = ctx.card(uid)
    return known_number(ctx, uid, "level", level(ctx, c)) if c is not None else None


CARD_VALUES: Mapping[str, Callable[[Ctx, str], Any]] = {
    "attack": _attack,
    "defense": _defense,
    "damage": _card(lambda _ctx, c: damage_of(c)),
    "level": _level,
    "race": _card(lambda ctx, c: sorted(characteristics(c, "species", ctx))),
}

TYPED_EVENTS: Mapping[str, tuple[str, str]] = {
    "action:damage": ("damage", "to"),
    "action:summon": ("play", "card"),
    "action:use": ("play", "card"),
    "action:replenish": ("draw", "player"),
}
