"""The top card of a shuffled deck, whose order is hidden (vg 4.5.2 / 7.5.1, ws 3.2.2 / 3.2.4,
vs 3.2.2: after a shuffle no player knows the order of the deck's cards).

What is the same in each game: the top card is the listed one unless the deck was shuffled and
the top card was not put there since (a card put on top after the shuffle is known); when the
cards whose order is hidden all look alike it does not matter which one it is; otherwise the
ruling branches on it (``deck_order``, a random result) or — where the game's caller says the
card does not matter — takes the listed order and says so. What is the game's own is given as
data (``HiddenOrder``): the clauses it cites, the words of the choice, how a card is offered,
and whether an unanswered choice is assumed (``Choose.assume``) or not asked at all (a ``Warn``).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

from ruling.rules import Choose, Option, Warn
from ruling.state import Card

Proc = Generator[Any, Any, Any]


@dataclass(frozen=True)
class HiddenOrder:
    """How a game asks which card a shuffle left on top (``Choose`` of kind ``deck_order``)."""

    ja: str
    en: str
    clauses: tuple[str, ...]
    option: Callable[[Card], Option]
    chance: bool = False
    # left unanswered, the listed order is taken and this (ja, en) said (``Choose.assume``)
    assume: tuple[str, str] | None = None
    # the card does not matter: no choice, the listed order is taken and this said
    listed: Warn | None = None


def top_card(
    player: str,
    cards: Sequence[Card],
    shuffled: bool,
    since: int | None,
    order: HiddenOrder,
) -> Proc:
    """The uid of the first of ``cards`` (``player``'s deck from the end read, the cards already
    taken left out), None when there is none. ``shuffled``: the deck was shuffled; ``since``: the
    step of that shuffle when the game records it (a card placed after it is known), None when
    every card's order is hidden."""
    if not cards:
        return None
    top = cards[0]
    if not shuffled or (since is not None and top.placed > since):
        return top.uid
    hidden = list(cards) if since is None else [c for c in cards if c.placed <= since]
    if len({c.signature() for c in hidden}) <= 1:
        return top.uid
    if order.listed is not None:
        yield order.listed
        return top.uid
    uid = yield Choose(
        player,
        "deck_order",
        order.ja,
        order.en,
        tuple(order.option(c) for c in hidden),
        order.clauses,
        chance=order.chance,
        assume=order.assume,
    )
    return uid
