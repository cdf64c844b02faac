"""The pre-game procedure (chapter 5): the deck presented and checked against the constructed-deck
rules (5.2.1.1, 5.1), a card chosen from the deck and put face down in the ring (5.2.1.2), the
decks shuffled (5.2.1.3), the first player decided at random (5.2.1.4), the opening hands of
five cards (5.2.1.5), the ring cards turned face up together (5.2.1.6), and the game begun with
the first player as the turn player (5.2.1.7).

A scenario runs it as its first action (``game_setup``) from ``turn: {number: 0}`` with each
deck listed. What is random is never invented: who goes first (``first``) and the top of each
shuffled deck (``shuffled``) are given by the scenario, or the ruling branches over them. There
is no redraw (mulligan) in these rules: chapter 5 prescribes none.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import Any

from ruling import pregame, unsettled
from ruling.choosing import choose_card
from ruling.core import Ctx
from ruling.games._vs import appendix
from ruling.games._vs.common import ZONE_ARRIVAL, Proc
from ruling.games._vs.common import shuffled as shuffle_done
from ruling.rules import (
    Do,
    Mark,
    Move,
    Reject,
    SetCard,
    SetVar,
    Shuffle,
    Warn,
)
from ruling.state import Card

DECK_SIZE = 50  # 5.1.2.1.1
COPIES = 4  # 5.1.2.1.2
ICON_LIMIT = 4  # 5.1.2.1.5
OPENING_HAND = 5  # 5.2.1.5

LIMITED = {
    "fire": "fire",
    "ファイヤー": "fire",
    "ファイヤーアイコン": "fire",
    "heal": "heal",
    "ヒール": "heal",
    "ヒールアイコン": "heal",
}
LIMITED_JA = {"fire": "ファイヤーアイコン", "heal": "ヒールアイコン"}


def limited_icon(card: Card, by_text: bool = False) -> str | None:
    """2.18.1 / 2.18.2: a card's limited icon (``limited: fire`` / ``heal``), if given; else the
    one appendix 1 treats its card number as having (2.18.2.1; none for a listed exception,
    2.18.2.1.2.1). ``by_text``: a card appendix 1 does not list whose technique is worded as
    2.18.2.1.1 / 2.18.2.1.2 quote has that icon (the reading ``by_text`` of
    ``worded_icon_card_not_listed``; ``unlisted_worded``)."""
    v = card.value("limited")
    if v:
        return LIMITED.get(str(v).strip().lower())
    got = appendix.listed(card.number)
    if got:
        return got[0]
    worded = appendix.text_icon(card.text) if by_text else None
    return worded[0] if worded else None


def unlisted_worded(cards: list[Card]) -> list[Card]:
    """The cards with no limited icon given and not listed in appendix 1 (12.4) whose technique
    is worded as 2.18.2.1.1 / 2.18.2.1.2 quote: whether such a card has the icon is the point
    ``worded_icon_card_not_listed`` (2.18.2.1.1 against 2.18.2.1.2.2 / 12.4)."""
    return [
        c
        for c in cards
        if not c.value("limited") and not appendix.listed(c.number) and appendix.text_icon(c.text)
    ]


def worded_icons_decide(cards: list[Card]) -> bool:
    """Whether the two readings of ``worded_icon_card_not_listed`` give a limited icon over the
    limit of 4 (5.1.2.1.5) under one only."""

    def over(by_text: bool) -> set[str]:
        n = Counter(i for i in (limited_icon(c, by_text) for c in cards) if i)
        return {icon for icon, k in n.items() if k > ICON_LIMIT}

    return bool(unlisted_worded(cards)) and over(True) != over(False)


def appendix_clauses(cards: list[Card]) -> tuple[str, ...]:
    """The clauses read for the deck's cards appendix 1 lists by number (12.4): treated as having
    a limited icon (2.18.2.1, 2.18.2.1.2.2), or an exception (2.18.2.1.2.1); with the clause
    quoting the technique text such a card carries (2.18.2.1.1 / 2.18.2.1.2: for an exception,
    the rule it is excepted from)."""
    out: dict[str, None] = {}
    for c in cards:
        got = appendix.listed(c.number)
        if got:
            worded = appendix.text_icon(c.text)
            if worded:
                out.update(dict.fromkeys(worded[1]))
            out.update(dict.fromkeys(got[1]))
    return tuple(out)


def _several(v: Any) -> list[str]:
    """A name or title field holding several (「A/B」, a list: 2.1.2, 2.3.2), one by one."""
    if isinstance(v, list | tuple):
        return [str(x) for x in v if str(x)]
    return [x for x in str(v or "").replace("／", "/").split("/") if x]


def same_card_keys(card: Card, each: bool) -> list[tuple[str, str]]:
    """The (name, title) under which ``card`` counts toward the same-card limit (5.1.2.1.2):
    its names and titles as a whole (reading ``whole``, 5.1.2.1.3), or each pair of one of its
    names with one of its titles (reading ``each``: 2.1.2.1 / 2.3.2.1 treat each apart)."""
    names = _several(card.name) + _several(card.value("names"))
    titles = _several(card.value("title"))
    if not each:
        return [("/".join(names), "/".join(titles))]
    return [(n, t) for n in dict.fromkeys(names) for t in dict.fromkeys(titles)]


def several_titles_decide(cards: list[Card]) -> bool:
    """Whether the two readings of ``deck_limit_several_titles`` give the deck different copy
    counts over the limit (a card with several names or titles shares one of them with others)."""

    def over(each: bool) -> set[tuple[str, str]]:
        same: Counter[tuple[str, str]] = Counter()
        for c in cards:
            if c.name and c.value("title"):
                same.update(same_card_keys(c, each))
        return {k for k, n in same.items() if n > COPIES}

    return any(
        len(same_card_keys(c, True)) > 1 for c in cards if c.name and c.value("title")
    ) and bool(over(True)) != bool(over(False))


# 「このカードと同じ名前と称号のカードは、デッキに好きな枚数（N枚まで）入れることができる」 /
# 「このカードはデッキに何枚でも（N枚まで）入れることができる」: a continuous ability about deck
# construction, applied as a replacement of the copy limit (5.1.2.1.4)
_DECK_LIMIT_TEXT = re.compile(
    r"(?:このカードと同じ(?:カード)?名(?:前)?と称号(?:を持つ|の)カード|(?P<own>このカード))は、?"
    r"デッキに(?:好きな枚数|何枚でも|(?P<n>[0-9０-９]+)枚まで)入れる(?:ことができる|事ができる)"
)


def deck_construction_text(text: str) -> tuple[str, ...] | None:
    """A whole ability that is a deck-construction text (「このカードはデッキに何枚でも入れることが
    できる」): a continuous ability about deck construction, applied by the pre-game deck check
    as a replacement of the copy limit (5.1.2.1.4, ``deck_limit_texts``) and nothing in play —
    its clauses, or None for any other text."""
    m = _DECK_LIMIT_TEXT.search(text)
    if m is None or text.strip().rstrip("。.") != m.group(0):
        return None
    return ("5.1.2.1.4",)


def _limit_text(c: Card) -> re.Match[str] | None:
    return _DECK_LIMIT_TEXT.search(c.text or "") if c.name and c.value("title") else None


def other_printings(cards: list[Card], each: bool = False) -> set[tuple[str, str]]:
    """The (name, title) pairs a 「このカードは、デッキにN枚まで入れることができる」 text of some of
    their cards (the card itself, not 「同じ名前と称号のカード」) would let over 4 copies in, but
    which also hold cards without such a text — another printing, 「同一のカード」 by 5.1.2.1.3: whether
    the text reaches those is the point ``deck_limit_other_printing``."""
    own: set[tuple[str, str]] = set()
    bare: set[tuple[str, str]] = set()
    same: Counter[tuple[str, str]] = Counter()
    for c in cards:
        if not (c.name and c.value("title")):
            continue
        keys = same_card_keys(c, each)
        same.update(keys)
        m = _limit_text(c)
        (own if m is not None and m.group("own") else bare if m is None else set()).update(keys)
    texts = deck_limit_texts(cards, each)
    return {
        k
        for k in own & bare
        if same[k] > COPIES and (texts.get(k) is None or same[k] <= (texts.get(k) or 0))
    }


def deck_limit_texts(
    cards: list[Card], each: bool = False, own_printing: bool = False
) -> dict[tuple[str, str], int | None]:
    """The copy limits the cards' deck-construction texts put in place of 4 (5.1.2.1.4), by the
    (name, title) they count under: a number, or None for 「好きな枚数」 (no limit). ``own_printing``:
    a 「このカードは…」 text read as reaching only the cards that carry it (the reading
    ``own_printing`` of ``deck_limit_other_printing``): a pair that also holds cards without it
    keeps the limit of 4 for those."""
    out: dict[tuple[str, str], int | None] = {}
    others = other_printings(cards, each) if own_printing else set()
    for c in cards:
        m = _limit_text(c)
        if m is None:
            continue
        n = (
            int(m.group("n").translate(str.maketrans("０１２３４５６７８９", "0123456789")))
            if m.group("n")
            else None
        )
        for key in same_card_keys(c, each):
            if key in others:
                continue  # another printing without the text is still limited to 4 (5.1.2.1.3)
            was = out.get(key, 0)
            out[key] = None if n is None or was is None else max(was, n)
    return out


def deck_problems(
    cards: list[Card], each: bool = False, own_printing: bool = False, by_text: bool = False
) -> tuple[list[tuple[str, str, tuple[str, ...]]], list[str]]:
    """5.1.2.1: what keeps a deck from being a constructed deck — (ja, en, clauses) each — and
    the card names whose copies cannot be counted because their titles are not given. ``each``:
    a card of several names or titles counted under each pair (``same_card_keys``); ``by_text``:
    a card appendix 1 does not list has the icon its worded technique gives (``limited_icon``)."""
    out = pregame.deck_size_problem(len(cards), DECK_SIZE, ("5.1.2.1.1",))
    same: Counter[tuple[str, str]] = Counter()
    untitled: Counter[str] = Counter()
    for c in cards:
        if not c.name:
            continue
        title = c.value("title")
        if title:
            same.update(same_card_keys(c, each))
        else:
            untitled[c.name] += 1
    several = ("2.3.2.1", "2.1.2.1") if each else ()
    texts = deck_limit_texts(cards, each, own_printing)
    for (name, title), n in same.items():
        if (name, title) in texts:
            # 5.1.2.1.4: the card's deck-construction ability replaces the limit of 4
            limit = texts[(name, title)]
            if limit is not None and n > limit:
                out.append(
                    (
                        f"カード名「{name}」・称号「{title}」のカードが{n}枚（{limit}枚まで）",
                        f"{n} cards named {name} with the title {title} ({limit} at most)",
                        ("5.1.2.1.4", "5.1.2.1.2", "5.1.2.1.3", *several),
                    )
                )
            continue
        if n > COPIES:
            out.append(
                (
                    f"カード名「{name}」・称号「{title}」のカードが{n}枚（4枚まで）",
                    f"{n} cards named {name} with the title {title} (4 at most)",
                    ("5.1.2.1.2", "5.1.2.1.3", *several),
                )
            )
    icons = Counter(i for i in (limited_icon(c, by_text) for c in cards) if i)
    worded = unlisted_worded(cards) if by_text else []
    for icon, n in sorted(icons.items()):
        if n > ICON_LIMIT:
            out.append(
                (
                    f"{LIMITED_JA[icon]}が{n}つ（4つまで）",
                    f"{n} {icon} icons (4 at most)",
                    (
                        "5.1.2.1.5",
                        "2.18.1",
                        "2.18.2",
                        *appendix_clauses([c for c in cards if limited_icon(c) == icon]),
                        # a card not listed counted by its worded technique (2.18.2.1.1 /
                        # 2.18.2.1.2)
                        *dict.fromkeys(
                            clause
                            for c in worded
                            if limited_icon(c, True) == icon
                            for clause in (appendix.text_icon(c.text) or ("", ()))[1]
                        ),
                    ),
                )
            )
    unsure = [
        name
        for name, n in untitled.items()
        if n + max((same[k] for k in same if k[0] == name), default=0) > COPIES
    ]
    return out, unsure


def limit_texts_decide(
    cards: list[Card], each: bool = False, own_printing: bool = False
) -> tuple[str, ...]:
    """5.1.2.1.4 (and 1.3.1: the text over the rule) when a card's deck-construction text is
    what lets more than 4 copies of it in."""
    texts = deck_limit_texts(cards, each, own_printing)
    if not texts:
        return ()
    same: Counter[tuple[str, str]] = Counter()
    for c in cards:
        if c.name and c.value("title"):
            same.update(same_card_keys(c, each))
    return ("5.1.2.1.4", "1.3.1") if any(same[k] > COPIES for k in texts) else ()


def titles_decide(cards: list[Card]) -> tuple[str, ...]:
    """5.1.2.1.3 when it is what keeps the deck within the copy limit: more than 4 cards share a
    name, but not a name and a title, and only cards with both the same are the same card."""
    by_name = Counter(c.name for c in cards if c.name and c.value("title"))
    return ("5.1.2.1.3",) if any(n > COPIES for n in by_name.values()) else ()


# an action that needs a turn is refused before the game starts: the first turn begins only at
# the end of the pre-game procedure (5.2.1.7)
in_game = pregame.in_game(("5.2.1.7",))


def game_setup(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """5.2.1: before the game each player follows 5.2.1.1–5.2.1.7, in this order."""
    players = list(ctx.state.players)
    maps = yield from pregame.check_start(
        ctx,
        p,
        ("ring", "shuffled"),
        pregame.deck_listed,
        procedure=("5.2.1",),
        present=("5.2.1.1",),
        all_in_deck=("5.2.1", "3.2.1"),
    )
    if maps is None:
        return
    rings, tops = maps["ring"], pregame.given_tops(maps["shuffled"], players)
    # 5.2.1.1: the deck is presented and must be a constructed deck (5.1) at this point only
    presented: list[int] = []
    for pl in players:
        deck = list(ctx.zone(pl, "deck"))
        # a card of several names or titles sharing one with others: the same-card limit is a
        # reading where the two give different counts (``deck_limit_several_titles``)
        each = False
        if several_titles_decide(deck):
            each = yield unsettled.choose(
                pl, "vs", "deck_limit_several_titles", {"whole": False, "each": True}
            )
        # a 「このカードは、デッキにN枚まで…」 text on some printings of a card, and others of it
        # without the text: whether it reaches them (``deck_limit_other_printing``)
        own_printing = False
        if other_printings(deck, bool(each)):
            own_printing = yield unsettled.choose(
                pl,
                "vs",
                "deck_limit_other_printing",
                {"same_card": False, "own_printing": True},
            )
        # a card appendix 1 does not list, worded as 2.18.2.1.1 / 2.18.2.1.2 quote: whether it
        # has that icon, where the count over 4 (5.1.2.1.5) turns on it
        # (``worded_icon_card_not_listed``)
        by_text = False
        if worded_icons_decide(deck):
            by_text = yield unsettled.choose(
                pl,
                "vs",
                "worded_icon_card_not_listed",
                {"by_text": True, "listed_only": False},
            )
        problems, unsure = deck_problems(deck, bool(each), bool(own_printing), bool(by_text))
        if problems:
            yield pregame.deck_rejection(pl, problems, ("5.2.1.1", "5.1.1", "5.1.2"))
            return
        for name in unsure:
            yield Warn(
                "assumption",
                f"{pl} のデッキの「{name}」は称号が書かれていない: 同一カード4枚の制限（5.1.2.1.2）は"
                "満たしているものとしました",
                f"{pl}'s {name} cards have no title given: the 4-copy limit (5.1.2.1.2) was "
                "taken to be met",
                ("5.1.2.1.2", "5.1.2.1.3"),
                key="deck_limits_taken_as_met",
            )
        if any(not c.name for c in deck):
            yield Warn(
                "assumption",
                f"{pl} のデッキの名前のないカードは、同一カードの枚数とリミテッドアイコンの制限を"
                "満たしているものとしました",
                f"{pl}'s unnamed deck cards were taken to meet the copy and limited-icon limits",
                ("5.1.2.1.2", "5.1.2.1.5"),
                key="deck_limits_taken_as_met",
            )
        checked = yield Mark(
            clauses=("5.2.1.1", "5.1.1", "4.2.1", "5.1.2", "5.1.2.1.1", "5.1.2.1.2", "5.1.2.1.5")
            + titles_decide(deck)
            + limit_texts_decide(deck, bool(each), bool(own_printing))
            + appendix_clauses(deck),
            ja=f"{pl} はデッキ（{len(deck)}枚）を提示する: 構築戦デッキの条件を満たす",
            en=f"{pl} presents the deck ({len(deck)} cards): a constructed deck",
            touches=(f"{pl}.deck",),
        )
        presented.append(checked)
    # 5.2.1.2: a card of the player's choice from the deck, face down in the ring
    for pl in players:
        deck = ctx.zone(pl, "deck")
        want = rings.get(pl)
        if want is not None:
            uid = next((c.uid for c in deck if want in (c.name, c.uid)), None)
            if uid is None:
                yield Reject(
                    f"{pl} の山札に「{want}」がありません",
                    f"{pl}'s deck holds no {want}",
                    ("5.2.1.2",),
                )
                return
        else:
            uid = yield choose_card(
                pl,
                deck,
                "setup_ring",
                f"{pl} がデッキから裏向きにリングに置くカード",
                f"the card {pl} puts face down in the ring from the deck",
                ("5.2.1.2",),
            )
        yield Move(
            uid=uid,
            player=pl,
            zone="ring",
            face_up=False,
            clauses=("5.2.1.2", "3.3.2.2", "3.3.2.1", "4.9.1.6"),
            ja=f"{pl} はデッキからカードを1枚選び、裏向きにしてリングに置く",
            en=f"{pl} chooses a card from the deck and puts it face down in the ring",
        )
    # 5.2.1.3: every deck shuffled (then the opponent's may be): the order is random; the
    # opening hand (5.2.1.5) is the top five cards, given by the scenario or branched on
    shuffled: dict[str, int] = {}
    for pl in players:
        shuffled[pl] = yield Shuffle(
            player=pl,
            zone="deck",
            clauses=("5.2.1.3", "3.2.1", "3.2.2"),
            ja=f"{pl} はデッキを十分にシャッフルし（相手もシャッフルできる）、裏向きのまま山札に置く",
            en=f"{pl} shuffles the deck (the opponent may shuffle it too) and puts it face down "
            "as the deck",
        )
        yield from shuffle_done(ctx, pl)
        names = tops[pl]
        step = yield from pregame.settle_top(
            ctx, pl, names, OPENING_HAND, ("5.2.1.3",), ("3.2.2", "5.2.1.5")
        )
        if step is False:
            return
        if step is not None:
            shuffled[pl] = step
    # 5.2.1.4: who goes first is decided at random (no player's will: 5.2.1.4.1)
    first = yield from pregame.decide_first(ctx, p.get("first"), ("5.2.1.4", "5.2.1.4.1"))
    # 5.2.1.5: five cards each, the opening hand
    for pl in players:
        yield Do(
            "draw",
            {"player": pl, "amount": OPENING_HAND},
            caused_by=(shuffled[pl],),
            clauses=("5.2.1.5",),
        )
    # 5.2.1.6: the ring cards turned face up at the same time
    for pl in players:
        for c in ctx.zone(pl, "ring"):
            yield SetCard(
                uid=c.uid,
                changes={"face_up": True},
                clauses=("5.2.1.6", "4.9.1.5"),
                ja=f"{pl} のリングのカード（{c.label}）を表向きにする（同時に）",
                en=f"{pl}'s ring card ({c.label}) is turned face up (both at once)",
            )
    # 5.2.1.2 / 5.2.1.6: the ring cards were put there by one step and turned face up together:
    # one moment of arrival for 8.9.1.4's order (``common.zone_arrival``; which of two settings
    # they make is the later is the audit's simultaneous_settings, ``common.simultaneous_reading``)
    rings_now = [c for pl in players for c in ctx.zone(pl, "ring")]
    if len(rings_now) > 1:
        moment = min(c.placed for c in rings_now)
        kept = dict(ctx.state.vars.get(ZONE_ARRIVAL) or {})
        kept.update({c.uid: (c.placed, moment) for c in rings_now})
        yield SetVar(key=ZONE_ARRIVAL, value=kept)
    # 5.2.1.7: the game begins with the first player as the turn player
    # the game begins on decks accepted as constructed decks (as in ws, vg, co, mc)
    # the zones as the procedure left them are what the game begins with (5.2.1.7): asked about
    # after the procedure, they are the start of the game's
    yield replace(
        pregame.begin(first, ("5.2.1.7", "6.1.1"), tuple(presented)),
        touches=tuple(f"{pl}.{z}" for pl in players for z in ("ring", "hand", "deck")),
    )
