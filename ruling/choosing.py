"""Several cards chosen one at a time, as every game's procedures ask for them: the player picks
one among those not chosen yet, then the next, until enough are chosen or none is left. A game
gives the pool, how a card is shown as an option, the question and the clauses it cites."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from ruling.rules import Choose, Option
from ruling.state import Card

T = TypeVar("T")


def choose_one_at_a_time(
    player: str,
    pool: Sequence[T],
    n: int,
    option: Callable[[T], Option],
    kind: str,
    question: Callable[[int], tuple[str, str]],
    clauses: tuple[str, ...],
    *,
    forced_unasked: bool = False,
    addressed_only: bool = False,
    also: tuple[str, ...] = (),
    assume: tuple[str, str] | None = None,
    stop: Option | None = None,
) -> Generator[Choose, Any, list[Any]]:
    """Up to ``n`` of ``pool`` chosen by ``player``, one ``Choose`` each among the options not
    chosen yet (what a choice returns is its option's ``value``); a pool of fewer gives all it
    holds. ``question(k)`` is the question (ja, en) for the choice after ``k`` were chosen.
    ``forced_unasked``: when the pool holds no more than ``n``, all of it is taken without a
    question (there is nothing to decide). ``addressed_only``: as ``Choose.addressed_only``;
    ``also``: as ``Choose.also``; ``assume``: as ``Choose.assume``. ``stop``: an option offered
    beside the cards that ends the choosing (「…まで」: fewer, none too). Returns the values
    chosen, in order."""
    left = [option(x) for x in pool]
    if forced_unasked and len(left) <= n:
        return [o.value for o in left]
    picks: list[Any] = []
    while len(picks) < n and left:
        ja, en = question(len(picks))
        pick = yield Choose(
            player,
            kind,
            ja,
            en,
            (*left, stop) if stop is not None else tuple(left),
            clauses,
            assume=assume,
            addressed_only=addressed_only,
            also=also,
        )
        if stop is not None and pick == stop.value:
            break
        picks.append(pick)
        left = [o for o in left if o.value != pick]
    return picks


def chosen_order(
    player: str,
    pool: Sequence[T],
    option: Callable[[T], Option],
    question: Callable[[int], tuple[str, str]],
    clauses: tuple[str, ...],
    *,
    assume: tuple[str, str] | None = None,
) -> Generator[Choose, Any, list[Any]]:
    """Several cards put in an order ``player`` chooses (「好きな順番で」, 「望む順で」, the owner
    deciding the order of cards put together): asked which comes first, then next, among those
    not placed yet (``Choose`` kind ``order``); the last one left takes the last place without a
    question. ``question(k)``: the question (ja, en) after ``k`` are placed. ``assume``: the
    assumption stated when the scenario leaves a choice unanswered (``Choose.assume``: the first
    option, i.e. the order of ``pool``, is kept). Each option's value is its item of ``pool``
    (a card's uid). Returns ``pool`` in the order chosen, first placed first — the game says
    what first means (the top of a pile, the lowest marker) and moves the cards."""
    if len(pool) < 2:
        return list(pool)
    picks = yield from choose_one_at_a_time(
        player, pool, len(pool) - 1, option, "order", question, clauses, assume=assume
    )
    return picks + [x for x in pool if x not in picks]


def put_in_chosen_order(
    player: str,
    pool: Sequence[T],
    option: Callable[[T], Option],
    question: Callable[[int], tuple[str, str]],
    clauses: tuple[str, ...],
    move: Callable[[T], Any],
    *,
    assume: tuple[str, str] | None = None,
) -> Generator[Any, Any, list[Any]]:
    """Cards put on one end of a pile (a deck's top or bottom) in the order ``player`` chooses,
    the first chosen ending outermost (「好きな順番で山札の上に戻す」, the owner ordering the cards
    put in its deck together): asked as ``chosen_order`` asks, then moved from the far end
    inwards — ``move(card)``, the game's move of one card to that end, for the last chosen first,
    so that each one put covers those before. Returns the order chosen, first first."""
    order = yield from chosen_order(player, pool, option, question, clauses, assume=assume)
    for x in reversed(order):
        yield move(x)
    return order


def card_choice(c: Card) -> Option:
    """A card as an option: answered by its uid, shown by its label; cards alike in every
    respect the choice could turn on are one option (``Card.signature``). A card the scenario
    gives no name (``hand: 9``) is answered ``?`` too — a name that does not depend on how the
    engine numbers the cards (the unnamed cards of a zone are alike: any of them is the one)."""
    return Option(
        c.uid, c.label, c.label, c.uid, sig=c.signature(), aliases=() if c.name else ("?",)
    )


def choose_card(
    player: str,
    cards: Iterable[Card],
    kind: str,
    ja: str,
    en: str,
    clauses: tuple[str, ...] = (),
    also: tuple[str, ...] = (),
) -> Choose:
    """The request to ``player`` for one of ``cards`` (each a ``card_choice``): yielded, it
    returns the uid chosen. ``also``: other ``at:`` names that answer it (``Choose.also``)."""
    return Choose(player, kind, ja, en, tuple(card_choice(c) for c in cards), clauses, also=also)


def may_pick(cards: Sequence[Option], no: Option) -> tuple[Option, ...]:
    """The options of a may-choose (「…を1枚選び、…してよい / することができます」) asked as one
    choice: the cards, and ``no``. Asked with ``also=("optional",)`` it takes an ``at: optional``
    answer too: ``no`` declines; ``yes`` is the lone card when only one can be chosen (with
    several, ``yes`` does not say which and is no answer — ``may_choose`` asks it)."""
    if len(cards) == 1:
        cards = (replace(cards[0], aliases=(*cards[0].aliases, "yes")),)
    return (*cards, no)


# the ``yes`` of a may-choose whose game has no yes/no options of its own (``may_choose``)
YES = Option("yes", "する", "yes", True, aliases=("はい", "true"))
NO = Option("no", "しない", "no", False, aliases=("いいえ", "false", "none"))


def choose_yes_no(
    player: str,
    at: str,
    ja: str,
    en: str,
    yes: tuple[str, str],
    no: tuple[str, str],
    clauses: tuple[str, ...],
    **kw: Any,
) -> Generator[Any, Any, bool]:
    """``player``'s yes / no decision (``at``: its branch; ``yes`` / ``no``: each answer's ja, en
    text; ``kw``: the rest of the ``Choose``, as ``assume``). Returns a bool."""
    answer = yield Choose(
        player,
        at,
        ja,
        en,
        (Option("yes", *yes, True), Option("no", *no, False)),
        clauses,
        **kw,
    )
    return bool(answer)


def may_choose(
    player: str,
    kind: str,
    ja: str,
    en: str,
    cards: Sequence[Option],
    yes: Option,
    no: Option,
    clauses: tuple[str, ...],
    *,
    also: tuple[str, ...] = ("optional",),
) -> Generator[Choose, Any, Any]:
    """A may-choose (「…を1枚選び、…することができます」, 「1枚まで」: whether to do it and which
    card is one decision, 8.6.3 / 1.3.2) asked as a player answers it: naming a card is the card
    chosen and the action done; ``no`` declines; ``yes`` says it is done and leaves the card to
    the next question (``kind`` again, or ``at: choose``), which a lone card answers without an
    entry. Unanswered, it branches on each card and on ``no`` (``yes`` is alike the first card: it
    is no branch of its own, and the branches are named by the cards). ``also``: other ``at:``
    names of the first question (``Choose.also``). Returns the chosen option's value (a card's
    uid), or ``no.value``."""
    if not cards:
        return no.value
    alike = cards[0].sig if cards[0].sig is not None else cards[0].key
    first = yield Choose(
        player,
        kind,
        ja,
        en,
        (*cards, replace(yes, sig=alike), no),
        clauses,
        also=also,
    )
    if first is not yes.value:
        return first
    return (yield Choose(player, kind, ja, en, tuple(cards), clauses, also=("choose",)))
