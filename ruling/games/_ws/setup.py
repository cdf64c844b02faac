"""The pre-game procedure of Weiß Schwarz (chapter 5): each deck presented and checked against the
constructed-deck rules (5.2.1.1, 5.1.2), the decks shuffled (5.2.1.2), the first player decided at
random (5.2.1.3), five cards each and then, the first player first, each player's one redraw
(5.2.1.4: any number of hand cards to the waiting room, as many drawn), and the game begun with the
first player as the turn player (5.2.1.5).

A scenario runs it as its first action (``game_setup``) from ``turn: {number: 0}`` with each deck
listed. What is random is never invented: who goes first (``first``) and the top of each shuffled
deck (``shuffled``: the opening hand, then the cards drawn in the redraw) are given by the
scenario, or the ruling branches over them; the redraw (``mulligan``) is the player's choice, given
or branched on. The parts other games share are in ``ruling.pregame``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from ruling import pregame
from ruling.core import Ctx
from ruling.rules import Do, Mark, SetVar, Shuffle
from ruling.state import Card

Proc = Iterator[Any]

DECK_SIZE = 50  # 5.1.2.1
COPIES = 4  # 5.1.2.2
CLIMAXES = 8  # 5.1.2.3
OPENING_HAND = 5  # 5.2.1.4

# 5.1.2.4: a continuous ability on deck construction replaces the conditions above
ANY_NUMBER = re.compile(r"このカードと同じカード名のカードは、デッキに好きな枚数入れることができる")
SHARED_LIMIT = re.compile(
    r"このカードと同じカード名のカードと、「([^」]+)」は、デッキに合計(\d+)枚まで入れることができる"
)


def shuffled_now(ctx: Ctx, player: str) -> SetVar:
    """Record, after a ``Shuffle`` of ``player``'s deck, the moment of the shuffle: a card put on
    top of the deck since then is known, the others' order is hidden (3.2.2)."""
    return SetVar(key=f"ws.shuffled_at.{player}", value=ctx.state.seq)


def in_game(run: Any) -> Any:
    """A turn action is refused before the game: the game begins at 5.2.1.5."""
    return pregame.in_game(("5.2.1.5",))(run)


def _is_climax(c: Card) -> bool:
    return c.type == "climax"


def _text_limits(cards: list[Card]) -> tuple[set[str], dict[frozenset[str], int]]:
    """5.1.2.4: the names whose cards' deck-construction text lifts 5.1.2.2 (「好きな枚数」), and
    the groups of names it limits together (「合計N枚まで」)."""
    free: set[str] = set()
    shared: dict[frozenset[str], int] = {}
    for c in cards:
        text = c.text or ""
        if c.name and ANY_NUMBER.search(text):
            free.add(c.name)
        m = SHARED_LIMIT.search(text) if c.name else None
        if m and c.name:
            shared[frozenset((c.name, m.group(1)))] = int(m.group(2))
    return free, shared


def deck_problems(
    cards: list[Card], fold_spaces: bool = False
) -> tuple[list[tuple[str, str, tuple[str, ...]]], list[str]]:
    """5.1.2: what keeps a deck from being a constructed deck — (ja, en, clauses) each — and
    the assumptions made (ja|en texts) for cards whose name or type the scenario leaves out.
    ``fold_spaces``: names that differ only in a space are one name (the reading ``one_name``
    of ws.unsettled ``name_spacing``)."""
    out = pregame.deck_size_problem(len(cards), DECK_SIZE, ("5.1.2.1",))
    unsure: list[str] = []

    def key(name: str) -> str:
        return pregame.name_key(name) if fold_spaces else name

    names: Counter[str] = Counter(key(c.name) for c in cards if c.name)
    # 5.1.2.4: deck-construction text on the cards replaces 5.1.2.2 for the names it speaks of
    free_raw, shared_raw = _text_limits(cards)
    free = {key(n) for n in free_raw}
    shared = {frozenset(key(n) for n in g): v for g, v in shared_raw.items()}
    in_group = {n for g in shared for n in g}
    climax_names = {key(c.name) for c in cards if c.name and _is_climax(c)}
    for name, n in names.items():
        if n > COPIES and name not in free and name not in in_group:
            out.append(
                (
                    f"カード名「{name}」のカードが{n}枚（4枚まで）",
                    f"{n} cards named {name} (4 at most)",
                    # 5.1.2.3: climaxes 「さらに、上記「同一カード名のカードは4枚以下」のルールに従う」
                    ("5.1.2.2", "5.1.2.2.1") + (("5.1.2.3",) if name in climax_names else ()),
                )
            )
    for group, limit in shared.items():
        n = sum(names[g] for g in group)
        if n > limit:
            both = "」と「".join(sorted(group))
            out.append(
                (
                    f"「{both}」が合計{n}枚（カードのテキストにより合計{limit}枚まで）",
                    f"{n} cards of {' and '.join(sorted(group))} together ({limit} at most by the"
                    " cards' text)",
                    ("5.1.2.4",),
                )
            )
    climaxes = sum(1 for c in cards if _is_climax(c))
    if climaxes > CLIMAXES:
        out.append(
            (
                f"クライマックスが{climaxes}枚（合計8枚まで）",
                f"{climaxes} climax cards (8 at most)",
                # a text lifting a climax's same-name limit replaces that condition only
                # (5.1.2.4), not the total of 8 the same clause sets
                ("5.1.2.3",) + (("5.1.2.4",) if free & climax_names else ()),
            )
        )
    unknown = sum(1 for c in cards if c.type is None)
    if unknown and climaxes + unknown > CLIMAXES:
        unsure.append(
            "種類の書かれていないカードはクライマックスではないものとし、クライマックス8枚の制限"
            "（5.1.2.3）は満たしているものとしました|cards of unknown type were taken to be no "
            "climax: the 8-climax limit (5.1.2.3) was taken to be met"
        )
    if any(not c.name for c in cards):
        unsure.append(
            "名前の書かれていないカードは、同一カード名4枚の制限（5.1.2.2）を満たしているものとしました"
            "|unnamed cards were taken to meet the 4-copy limit (5.1.2.2)"
        )
    return out, unsure


def game_setup(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """5.2.1: before the game each player follows 5.2.1.1–5.2.1.5, in this order."""
    players = list(ctx.state.players)
    maps = yield from pregame.check_start(
        ctx,
        p,
        ("shuffled", "mulligan"),
        pregame.deck_listed,
        procedure=("5.2.1",),
        present=("5.2.1.1",),
        all_in_deck=("5.2.1", "5.2.1.2", "3.2.1"),
    )
    if maps is None:
        return
    tops = pregame.given_tops(maps["shuffled"], players)
    mulligans = maps["mulligan"]
    # 5.2.1.1: the deck is presented and must meet 5.1 at this point only
    presented: dict[str, int] = {}
    for pl in players:
        deck = list(ctx.zone(pl, "deck"))
        # two names differing only in a space: no clause says whether a space is part of a
        # card name (2.1.1.1 and 2.1.1.2 leave out only readings and struck-out letters) —
        # asked where the four-copy limit rests on it (ws.unsettled name_spacing)
        free, shared = _text_limits(deck)
        grouped = {n for g in shared for n in g}
        fold = yield from pregame.name_spacing(
            pl,
            "ws",
            "name_spacing",
            [c.name for c in deck if c.name],
            lambda n, lifted=free | grouped: None if n in lifted else COPIES,
        )
        problems, unsure = deck_problems(deck, fold)
        # a deck-construction text of the deck replaces a condition of 5.1.2 (5.1.2.4): the deck
        # is judged with it, accepted or not (its other conditions still apply)
        rules = (
            ("5.1.2.4",)
            if any(ANY_NUMBER.search(c.text or "") for c in deck)
            or any(SHARED_LIMIT.search(c.text or "") for c in deck)
            else ()
        )
        if problems:
            yield pregame.deck_rejection(pl, problems, ("5.2.1.1", "5.1.1", "5.1.2", *rules))
            return
        if unsure:
            yield pregame.deck_assumption(pl, unsure, ("5.2.1.1",))
        presented[pl] = yield Mark(
            clauses=(
                "5.2.1.1",
                "5.1.1",
                "5.1.2",
                "5.1.2.1",
                "5.1.2.2",
                "5.1.2.2.1",
                "5.1.2.3",
                *rules,
                "4.2.1",
                "4.2.2",
            ),
            ja=f"{pl} はデッキ（{len(deck)}枚）を提示する: 構築戦デッキの条件を満たす",
            en=f"{pl} presents the deck ({len(deck)} cards): a constructed deck",
            touches=(f"{pl}.deck",),
        )
    # 5.2.1.2: each deck shuffled (then the opponent's may be), face down as the deck; its top
    # five cards (the opening hand, 5.2.1.4) given by the scenario or branched on
    top_step: dict[str, int] = {}
    for pl in players:
        top_step[pl] = yield Shuffle(
            player=pl,
            zone="deck",
            clauses=("5.2.1.2", "3.2.4", "3.2.1", "3.2.2"),
            ja=f"{pl} はデッキを十分にシャッフルし（相手もシャッフルできる）、裏向きのまま山札に置く",
            en=f"{pl} shuffles the deck (the opponent may shuffle it too) and puts it face down "
            "as the deck",
        )
        yield shuffled_now(ctx, pl)
        step = yield from pregame.settle_top(
            ctx, pl, tops[pl], OPENING_HAND, ("5.2.1.2",), ("3.2.2", "5.2.1.4")
        )
        if step is False:
            return
        if step is not None:
            top_step[pl] = step
    # 5.2.1.3: who goes first is decided at random (no player's will: 5.2.1.3.1)
    first = yield from pregame.decide_first(ctx, p.get("first"), ("5.2.1.3", "5.2.1.3.1"))
    # 5.2.1.4: five cards each, the opening hand
    for pl in players:
        yield Do(
            "draw",
            {"player": pl, "amount": OPENING_HAND},
            caused_by=(top_step[pl],),
            clauses=("5.2.1.4",),
        )
    # 5.2.1.4: then, the first player first, each player once: any number of hand cards to the
    # waiting room, and as many cards drawn
    for pl in sorted(players, key=lambda x: x != first):
        got = yield from pregame.redraw_give_up(
            ctx,
            pl,
            mulligans.get(pl),
            "waiting_room",
            ("控え室に", "into the waiting room"),
            ("5.2.1.4",),
            ("5.2.1.4", "3.4.1"),
            face_up=True,
        )
        if got is None:
            return
        uids, put = got
        if put is None:
            continue
        step = yield from pregame.settle_top(
            ctx, pl, tops[pl], len(uids), ("5.2.1.2",), ("3.2.2", "5.2.1.4")
        )
        if step is False:
            return
        yield pregame.redraw_draw(pl, len(uids), put, step, ("5.2.1.4",))
    # names of ``shuffled`` beyond the cards drawn: the cards left on top of the deck
    for pl in players:
        if tops[pl]:
            step = yield from pregame.settle_top(
                ctx, pl, tops[pl], len(tops[pl]), ("5.2.1.2",), ("3.2.2",)
            )
            if step is False:
                return
    # 5.2.1.5: the game begins with the first player as the turn player
    # (only with both decks accepted, 5.2.1.1)
    yield pregame.begin(first, ("5.2.1.5", "6.1.1"), tuple(presented.values()))
