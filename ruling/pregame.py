"""The game-neutral parts of a pre-game procedure (a game's chapter on preparing the game), for
a scenario that starts before the game (``turn: {number: 0}``) with the action ``game_setup``.

A game's own ``game_setup`` runs its procedure in its order and with its clauses; what it shares
with other games is here: the per-player parameters (``first``, ``shuffled`` and the like), the
check that the scenario starts before the game with every card in the deck, the deck refused
with every reason, the top of a shuffled deck given by the scenario or branched on (never
invented), the first player given or branched on, the start of the first turn, and the guard
that refuses a turn action before the game has begun. Every clause id is the caller's.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator
from itertools import product
from typing import Any

from ruling.core import Ctx
from ruling.rules import (
    Choose,
    Do,
    Finding,
    Mark,
    MoveMany,
    Option,
    Param,
    Reject,
    SetCard,
    SetTurn,
    Warn,
)
from ruling.state import Card

Proc = Iterator[Any]
HAND_BRANCHES = 16  # more distinct sets of cards than this: the scenario must give the shuffle


def mark_unlisted(ctx: Ctx) -> None:
    """At a scenario's set-up (before the game's zones are made): which players' decks the file
    does not list. Such a deck is unknown, not empty: the pre-game procedure refuses it, and a
    game's rules that read the deck (its renewal, running out) do not take it for empty."""
    st = ctx.state
    for p in st.players:
        if "deck" not in st.players[p].zones:
            st.vars[f"{ctx.game.id}.deck_unlisted.{p}"] = True


def open_zones(ctx: Ctx, zones: Iterable[str] | None = None) -> None:
    """A scenario's set-up: ``mark_unlisted``, then every player gets each of ``zones`` (default:
    the game's zones), empty when the file does not list it."""
    mark_unlisted(ctx)
    ids = tuple(zones) if zones is not None else tuple(z.id for z in ctx.game.zones)
    for p in ctx.state.players:
        for z in ids:
            ctx.state.zone(p, z)


def deck_listed(ctx: Ctx, player: str) -> bool:
    """Whether the scenario lists ``player``'s deck (``mark_unlisted``)."""
    return not ctx.state.vars.get(f"{ctx.game.id}.deck_unlisted.{player}")


def shuffled_param(which: str = "") -> Param:
    """The ``shuffled`` parameter of a game's ``game_setup`` (read by ``given_tops``), ``which``
    saying in the game's terms which cards a deck's top cards are."""
    return Param(
        "shuffled",
        "map",
        doc="the shuffle's result: each deck's top cards, {A: [names, top first]}"
        + (f" ({which})" if which else ""),
    )


def player_map(
    p: dict[str, Any], key: str, players: list[str]
) -> tuple[dict[str, Any], str | None]:
    """A per-player parameter (``{A: …, B: …}``); an error text (``ja|en``) when malformed."""
    v = p.get(key)
    if v is None:
        return {}, None
    if not isinstance(v, dict):
        return {}, f"'{key}' は {{プレイヤー: …}} の形で書きます|'{key}' takes {{PLAYER: …}}"
    bad = [k for k in v if k not in players]
    if bad:
        return {}, (
            f"'{key}' の {bad[0]} はプレイヤー（{', '.join(players)}）ではありません|"
            f"'{key}': {bad[0]} is not one of the players ({', '.join(players)})"
        )
    return dict(v), None


def reject(text: str, clauses: tuple[str, ...]) -> Reject:
    """A rejection from a ``ja|en`` text."""
    ja, _, en = text.partition("|")
    return Reject(ja, en or ja, clauses)


def in_game(
    clauses: tuple[str, ...],
) -> Callable[[Callable[[Ctx, dict[str, Any]], Proc]], Callable[[Ctx, dict[str, Any]], Proc]]:
    """An action that needs a turn (a phase, a play, an attack) is refused before the game
    starts (turn 0): the first turn begins only at the end of the pre-game procedure
    (``clauses``: the game's clause that begins the game)."""

    def wrap(run: Callable[[Ctx, dict[str, Any]], Proc]) -> Callable[[Ctx, dict[str, Any]], Proc]:
        @functools.wraps(run)
        def guarded(ctx: Ctx, p: dict[str, Any]) -> Proc:
            if ctx.state.turn.number == 0:
                yield Reject(
                    "ゲームはまだ始まっていません（ゲーム前の手順 game_setup の後に最初のターンが始まる）",
                    "the game has not started yet (the first turn begins after game_setup)",
                    clauses,
                )
                return None
            return (yield from run(ctx, p))

        return guarded

    return wrap


def found_in_game(find: Callable[[Ctx], list[Finding]]) -> Callable[[Ctx], list[Finding]]:
    """A rule process's search that finds nothing before the game starts (turn 0): a check
    timing is a point in the game, so the pre-game procedure carries out no rule process (the
    game's clause is cited where it wraps its rule processes)."""

    @functools.wraps(find)
    def find_in_game(ctx: Ctx) -> list[Finding]:
        return [] if ctx.state.turn.number == 0 else find(ctx)

    return find_in_game


def check_start(
    ctx: Ctx,
    p: dict[str, Any],
    keys: tuple[str, ...],
    deck_listed: Callable[[Ctx, str], bool],
    procedure: tuple[str, ...],
    present: tuple[str, ...],
    all_in_deck: tuple[str, ...],
    decks: tuple[str, ...] = ("deck",),
) -> Proc:
    """The scenario is before the game (turn 0), each per-player parameter of ``keys`` is well
    formed, each deck is listed and every zone but ``decks`` (the zones that hold the decks a
    player presents: the main deck, and where a game has them, other decks kept apart) is
    empty. Returns the parameters (key -> {player: value}), or None after a rejection."""
    st = ctx.state
    players = list(st.players)
    if st.turn.number != 0:
        yield Reject(
            "ゲーム前の手順はゲームの開始前に行います（シナリオは turn: {number: 0} から始める）",
            "the pre-game procedure comes before the game starts (start the scenario at "
            "turn: {number: 0})",
            procedure,
        )
        return None
    maps: dict[str, dict[str, Any]] = {}
    for key in keys:
        maps[key], err = player_map(p, key, players)
        if err:
            yield reject(err, procedure)
            return None
    for pl in players:
        if not deck_listed(ctx, pl):
            yield Reject(
                f"{pl} のデッキが書かれていません（ゲーム前の手順にはデッキの一覧が必要）",
                f"{pl}'s deck is not listed (the pre-game procedure needs the deck)",
                present,
            )
            return None
        busy = [z for z in st.players[pl].zones if z not in decks and st.players[pl].zones[z]]
        if busy:
            yield Reject(
                f"ゲームの開始前は、カードはすべて山札にあります（{pl} の {busy[0]} にカードがある）",
                f"before the game every card is in the deck ({pl} has cards in {busy[0]})",
                all_in_deck,
            )
            return None
    return maps


def given_tops(shuffled: dict[str, Any], players: list[str]) -> dict[str, list[Any]]:
    """Per player, the cards the scenario gives (``shuffled:``) as the top of the shuffled
    deck, top first: a list, one name, or nothing (an empty list)."""
    out: dict[str, list[Any]] = {}
    for pl in players:
        v = shuffled.get(pl)
        out[pl] = [] if v is None else list(v) if isinstance(v, list) else [v]
    return out


def deck_size_problem(
    count: int, size: int, clauses: tuple[str, ...], deck: tuple[str, str] = ("デッキ", "the deck")
) -> list[tuple[str, str, tuple[str, ...]]]:
    """A deck of ``count`` cards where the rules ask for exactly ``size`` (``clauses``): the
    problem in ``deck_rejection``'s form (ja, en, clauses), or none; ``deck`` names the deck
    (ja, en) where a player presents several."""
    if count == size:
        return []
    return [
        (
            f"{deck[0]}が{count}枚（{size}枚ちょうどでなければならない）",
            f"{deck[1]} has {count} cards (it must have exactly {size})",
            clauses,
        )
    ]


_SPACES = re.compile(r"[\s\u3000]")


def name_key(name: str) -> str:
    """A card name with its spaces (half- and full-width) left out: the key under which names
    differing only in a space are one name."""
    return _SPACES.sub("", name)


def spaced_alike(names: Iterable[str]) -> list[list[str]]:
    """Names that differ only in their spaces (「山名春恵」 / 「山名 春恵」), each group sorted."""
    groups: dict[str, set[str]] = {}
    for n in names:
        if n:
            groups.setdefault(name_key(n), set()).add(n)
    return [sorted(ns) for ns in groups.values() if len(ns) > 1]


def name_spacing(
    player: str, game: str, eid: str, names: list[str], limit: Callable[[str], int | None]
) -> Generator[Any, Any, bool]:
    """The copy limit by name where two names of a deck differ only in a space and no rule of
    the game says whether a space is part of a name (the point ``eid`` of ``game``'s audit,
    readings ``written`` / ``one_name``): asked only where the readings part — the spellings of
    one group are each within their limit (``limit``: the copies a name allows, None for no
    limit), together over it. Returns whether the names are folded (the ``one_name`` reading;
    False, the engine's own, when nothing rests on it)."""
    from ruling import unsettled

    count = Counter(names)
    for group in spaced_alike(count):
        caps = [limit(n) for n in group]
        if any(c is None for c in caps):
            continue
        cap = min(c for c in caps if c is not None)
        if all(count[n] <= cap for n in group) and sum(count[n] for n in group) > cap:
            folded = yield unsettled.choose(player, game, eid, {"written": False, "one_name": True})
            return bool(folded)
    return False


def deck_rejection(
    player: str, problems: list[tuple[str, str, tuple[str, ...]]], clauses: tuple[str, ...]
) -> Reject:
    """A presented deck that is not a legal deck: every reason (ja, en, clauses) at once."""
    return Reject(
        f"{player} のデッキは構築戦デッキの条件を満たしていません: "
        + "、".join(ja for ja, _, _ in problems),
        f"{player}'s deck is not a constructed deck: " + "; ".join(en for _, en, _ in problems),
        (*clauses, *dict.fromkeys(c for *_, cl in problems for c in cl)),
    )


def deck_assumption(
    player: str, unsure: list[str], clauses: tuple[str, ...], decks: str = "deck"
) -> Warn:
    """What a presented deck is taken to meet although the scenario does not settle it (each of
    ``unsure`` a ``ja|en`` text; ``decks``: the English noun, where a player presents several)."""
    ja = "。".join(t.partition("|")[0] for t in unsure)
    en = "; ".join(t.partition("|")[2] for t in unsure)
    return Warn(
        "assumption",
        f"{player} のデッキ: {ja}",
        f"{player}'s {decks}: {en}",
        clauses,
        key="deck_limits_taken_as_met",
    )


def hand_key(cards: list[Card]) -> tuple[str, str, str]:
    """A set of cards' branch key, e.g. ``千早x1+?x4`` (``?``: a card the scenario does not
    name)."""
    counts: Counter[str] = Counter(c.name or "?" for c in cards)
    parts = [f"{k}x{n}" for k, n in counts.items()]
    return "+".join(parts), "、".join(parts), ", ".join(parts)


def multisets(cards: list[Card], need: int, limit: int = HAND_BRANCHES) -> list[tuple[str, ...]]:
    """The distinct multisets of ``need`` of ``cards`` (uids), telling apart only cards whose
    signatures differ; stops after ``limit`` + 1."""
    groups: dict[Any, list[Card]] = {}
    for c in cards:
        groups.setdefault(c.signature(), []).append(c)
    kinds = list(groups.values())
    out = []
    for counts in product(*(range(min(len(g), need) + 1) for g in kinds)):
        if sum(counts) == need:
            out.append(tuple(c.uid for g, n in zip(kinds, counts, strict=True) for c in g[:n]))
        if len(out) > limit:
            break
    return out


def _blank(card: Card) -> bool:
    """A card the scenario gave as a count: nothing about it is known."""
    return card.name is None and card.number is None and card.type is None and not card.text


def settle_top(
    ctx: Ctx,
    player: str,
    given: list[Any],
    need: int,
    clauses: tuple[str, ...],
    hidden: tuple[str, ...],
    known: tuple[str, ...] = (),
) -> Proc:
    """Which ``need`` cards are on top of ``player``'s just shuffled deck (``known``: cards of
    the deck whose place is known, e.g. put on its bottom since the shuffle, so not on top).
    The scenario's
    ``shuffled`` names (``given``, top first) are consumed first; the rest, when the deck's cards
    differ, is branched on (``at: shuffle``, a random result). The cards found are put on top in
    that order. Returns the step id of that move (None when nothing was settled), or False after
    a rejection. ``clauses``: the shuffle; ``hidden``: the hidden order of a shuffled deck."""
    deck = [c for c in ctx.zone(player, "deck") if c.uid not in known]
    need = min(need, len(deck))
    top: list[str] = []
    pool = list(deck)
    named: list[tuple[str, str]] = []
    while given and len(top) < need:
        n = given.pop(0)
        c = next((c for c in pool if str(n) in (c.name, c.uid)), None)
        if c is None:
            # a deck given (partly) as a count holds cards nothing is known of: the shuffle's
            # result may show one of them to be the card named
            c = next((c for c in pool if _blank(c)), None)
            if c is not None:
                named.append((c.uid, str(n)))
        if c is None:
            yield Reject(
                f"{player} のシャッフル後の山札に指定された「{n}」が足りません",
                f"{player}'s shuffled deck has no (further) {n} for 'shuffled'",
                clauses,
            )
            return False
        pool.remove(c)
        top.append(c.uid)
    rest = [c for c in pool]
    more = need - len(top)
    if more > 0 and len({c.signature() for c in rest}) > 1:
        sets = multisets(rest, more)
        blanks = [c for c in rest if _blank(c)]
        if len(sets) > HAND_BRANCHES and len(blanks) >= more:
            # too many results to branch on and none given: what does not depend on which
            # cards they are (how many the hand and the deck hold) is settled with cards the
            # scenario says nothing of (given only by a count), said as an assumption
            yield Warn(
                "assumption",
                f"シャッフルの結果が書かれておらず、ありうる組み合わせが多すぎるため、{player} の山札の"
                f"上の{more}枚は名前の書かれていないカードとする（枚数は決まるが、どのカードかは未確定）",
                f"the shuffle's result is not given and has too many possibilities: the top {more}"
                f" cards of {player}'s deck are taken as cards the scenario does not name (how many"
                " is settled, which cards is not)",
                (*clauses, *hidden),
                key="shuffle_not_given_unnamed_on_top",
            )
            top += [c.uid for c in blanks[:more]]
        elif len(sets) > HAND_BRANCHES:
            yield Reject(
                f"{player} の山札の上の{need}枚はシャッフルの結果次第で、ありうる組み合わせが多すぎます:"
                f" shuffled: {{{player}: [山札の上からのカード名]}} で結果を書いてください",
                f"the top {need} cards of {player}'s deck depend on the shuffle and have too many"
                f" possibilities: give the result as shuffled: {{{player}: [names, top first]}}",
                clauses,
            )
            return False
        else:
            opts = []
            for s in sets:
                key, ja, en = hand_key([c for c in rest if c.uid in s])
                opts.append(Option(key, ja, en, s))
            pick = yield Choose(
                player,
                "shuffle",
                f"シャッフル後の{player}の山札の上の{more}枚（無作為）",
                f"the top {more} cards of {player}'s shuffled deck (random)",
                tuple(opts),
                (*clauses, *hidden),
                chance=True,
            )
            top += list(pick)
    if not top:
        return None
    for uid, n in named:
        yield SetCard(
            uid=uid,
            changes={"name": n},
            clauses=clauses,
            ja=f"シャッフルの結果、{player} の山札の名前の分からないカードの1枚は「{n}」",
            en=f"after the shuffle one of {player}'s unnamed deck cards is {n}",
        )
    labels = "、".join(c.label for u in top if (c := ctx.card(u)) is not None)
    step = yield MoveMany(
        uids=tuple(top),
        player=player,
        zone="deck",
        pos="top",
        clauses=clauses,
        ja=f"シャッフルの結果、{player} の山札の上から: {labels}",
        en=f"after the shuffle the top of {player}'s deck is: {labels.replace('、', ', ')}",
    )
    return step


def decide_first(ctx: Ctx, given: Any, clauses: tuple[str, ...]) -> Proc:
    """Who goes first, decided at random: given by the scenario (``first``) or branched on
    (``at: first_player``, a random result). Returns the player."""
    players = list(ctx.state.players)
    first = given
    if first is None:
        first = yield Choose(
            ctx.state.turn.player,
            "first_player",
            "先攻プレイヤー（無作為に決定）",
            "the first player (decided at random)",
            tuple(Option(pl, f"{pl}（先攻）", f"{pl} (goes first)", pl) for pl in players),
            clauses,
            chance=True,
        )
    yield Mark(
        clauses=clauses,
        ja=f"無作為に先攻プレイヤーを決定する: {first}（誰の意思も介在しない）",
        en=f"the first player is decided at random: {first} (no player's will is involved)",
        touches=("turn",),
    )
    return first


def begin(first: str, clauses: tuple[str, ...], caused_by: tuple[int, ...] = ()) -> SetTurn:
    """The game begins with the first player as the turn player (turn 1); ``caused_by``: the
    steps it rests on (the decks accepted, say)."""
    return SetTurn(
        caused_by=caused_by,
        changes={"player": first, "number": 1, "first_player": first, "phase": None, "step": None},
        clauses=clauses,
        ja=f"{first} をターンプレイヤーとしてゲームを開始する",
        en=f"the game begins with {first} as the turn player",
    )


def choose_first(
    ctx: Ctx,
    given_first: Any,
    given_chooser: Any,
    at_random: tuple[str, ...],
    choice: tuple[str, ...],
) -> Proc:
    """Who goes first when a player decided at random (``at_random``) chooses it (``choice``):
    the player given by the scenario (``chooser``) or branched on (``at: first_chooser``, a
    random result), then that player's choice given (``first``) or branched on (``at:
    first_choice``, a decision). With ``first`` given and no ``chooser``, whoever was chosen
    chose ``first``: the outcome does not depend on it. Returns the first player, or None after
    a rejection."""
    players = list(ctx.state.players)
    for key, v in (("first", given_first), ("chooser", given_chooser)):
        if v is not None and v not in players:
            yield Reject(
                f"'{key}' の {v} はプレイヤー（{', '.join(players)}）ではありません",
                f"'{key}': {v} is not one of the players ({', '.join(players)})",
                at_random,
            )
            return None
    if given_chooser is None and given_first is not None:
        yield Mark(
            clauses=(*at_random, *choice),
            ja=f"無作為に選ばれたプレイヤーが先攻を選ぶ: {given_first} が先攻（誰が選んだかは結果に関係しない）",
            en=f"the player chosen at random chooses who goes first: {given_first} (who chose "
            "does not matter to the outcome)",
            touches=("turn",),
        )
        return given_first
    chooser = given_chooser
    if chooser is None:
        chooser = yield Choose(
            ctx.state.turn.player,
            "first_chooser",
            "先攻後攻を選ぶプレイヤー（無作為に決定）",
            "the player who chooses who goes first (decided at random)",
            tuple(Option(pl, f"{pl} が選ぶ", f"{pl} chooses", pl) for pl in players),
            at_random,
            chance=True,
        )
    yield Mark(
        clauses=at_random,
        ja=f"無作為に {chooser} が選ばれる: {chooser} が先攻後攻を選ぶ",
        en=f"{chooser} is chosen at random and chooses who goes first",
        touches=("turn",),
    )
    first = given_first
    if first is None:
        first = yield Choose(
            chooser,
            "first_choice",
            f"{chooser} が選ぶ先攻プレイヤー",
            f"the player {chooser} chooses to go first",
            tuple(Option(pl, f"{pl}（先攻）", f"{pl} (goes first)", pl) for pl in players),
            choice,
        )
    yield Mark(
        clauses=choice,
        ja=f"{chooser} は {first} を先攻に選ぶ",
        en=f"{chooser} chooses {first} to go first",
        touches=("turn",),
    )
    return first


def redraw_given(ctx: Ctx, player: str, given: Any, clauses: tuple[str, ...]) -> Proc:
    """The hand cards ``player`` gives up in a redraw as the scenario gives them (``mulligan``):
    a list of names or uids, or a number of the hand's unnamed cards. Returns uids, or None
    after a rejection."""
    hand = list(ctx.zone(player, "hand"))
    if isinstance(given, bool) or not isinstance(given, (int, list, str)):
        yield Reject(
            "'mulligan' はプレイヤーごとにカード名のリストか枚数で書きます",
            "'mulligan' takes, per player, a list of card names or a number of cards",
            clauses,
        )
        return None
    if isinstance(given, int):
        if given < 0:
            yield Reject(
                "'mulligan' の枚数は0以上です", "'mulligan' takes a number of 0 or more", clauses
            )
            return None
        plain = [c.uid for c in hand if not c.name]
        if len(plain) < given:
            yield Reject(
                f"{player} の手札に名前の書かれていないカードは{len(plain)}枚しかありません"
                f"（mulligan: {given}）: 手放すカードを名前で書いてください",
                f"{player}'s hand has only {len(plain)} unnamed cards (mulligan: {given}): name "
                "the cards given up",
                clauses,
            )
            return None
        return plain[:given]
    out: list[str] = []
    pool = list(hand)
    for n in given if isinstance(given, list) else [given]:
        c = next((c for c in pool if str(n) in (c.name, c.uid)), None)
        if c is None:
            yield Reject(
                f"{player} の最初の手札に「{n}」がありません（mulligan）",
                f"{player}'s opening hand holds no (further) {n} (mulligan)",
                clauses,
            )
            return None
        pool.remove(c)
        out.append(c.uid)
    return out


def redraw_choice(ctx: Ctx, player: str, ja: str, en: str, clauses: tuple[str, ...]) -> Proc:
    """The redraw not given: ``player`` chooses which hand cards to give up (``at: mulligan``;
    ``none``: none), one option per set of cards a player can tell apart. Returns uids."""
    hand = list(ctx.zone(player, "hand"))
    opts = [Option("none", "なし（0枚）", "none (0 cards)", ())]
    for k in range(1, len(hand) + 1):
        for s in multisets(hand, k, 2 * HAND_BRANCHES):
            key, kja, ken = hand_key([c for c in hand if c.uid in s])
            opts.append(Option(key, kja, ken, s))
    uids = yield Choose(player, "mulligan", ja, en, tuple(opts), clauses)
    return list(uids)


def redraw_pick(
    ctx: Ctx, player: str, given: Any, ja: str, en: str, clauses: tuple[str, ...]
) -> Proc:
    """The hand cards ``player`` gives up in a redraw: given by the scenario (``mulligan``, see
    ``redraw_given``) or chosen (``redraw_choice``, with the question ``ja`` / ``en``). Returns
    uids, or None after a rejection."""
    if given is None:
        return (yield from redraw_choice(ctx, player, ja, en, clauses))
    return (yield from redraw_given(ctx, player, given, clauses))


def redraw_put(
    ctx: Ctx,
    player: str,
    uids: list[str],
    zone: str,
    where: tuple[str, str],
    none: tuple[str, str],
    clauses: tuple[str, ...],
    move_clauses: tuple[str, ...],
    pos: str = "top",
    face_up: bool | None = None,
) -> Proc:
    """The hand cards given up in a redraw (``uids``) put into ``zone`` (at ``pos``, ``face_up``
    as given) in one move, ``where`` (ja, en: e.g. ``…に`` / ``into the …``) saying where; with
    none given up, the ``none`` (ja, en) text that there is no redraw (``clauses``). Returns the
    step id of the move, or None when nothing was put."""
    if not uids:
        yield Mark(clauses=clauses, ja=none[0], en=none[1], touches=(f"{player}.hand",))
        return None
    labels = "、".join(c.label for u in uids if (c := ctx.card(u)) is not None)
    put = yield MoveMany(
        uids=tuple(uids),
        player=player,
        zone=zone,
        pos=pos,
        face_up=face_up,
        clauses=move_clauses,
        ja=f"{player} は手札から{len(uids)}枚（{labels}）を{where[0]}置く（引き直し）",
        en=f"{player} puts {len(uids)} hand cards ({labels.replace('、', ', ')}) {where[1]} "
        "(the redraw)",
    )
    return put


def redraw_give_up(
    ctx: Ctx,
    player: str,
    given: Any,
    zone: str,
    where: tuple[str, str],
    clauses: tuple[str, ...],
    move_clauses: tuple[str, ...],
    pos: str = "top",
    face_up: bool | None = None,
    none: tuple[str, str] | None = None,
) -> Proc:
    """A redraw's giving up: the hand cards ``player`` gives up (``redraw_pick``, asked as
    putting them ``where``) put into ``zone`` (``redraw_put``; ``none``: the text when none is,
    by default said from ``where``). Returns (uids, the move's step id or None when nothing was
    put), or None after a rejection."""
    uids = yield from redraw_pick(
        ctx,
        player,
        given,
        f"{player} が手札から{where[0]}置くカード（引き直し）",
        f"the hand cards {player} puts {where[1]} (the redraw)",
        clauses,
    )
    if uids is None:
        return None
    none = none or (
        f"{player} は手札を{where[0]}置かない（引き直さない）",
        f"{player} puts no hand card {where[1]} (no redraw)",
    )
    put = yield from redraw_put(
        ctx, player, uids, zone, where, none, clauses, move_clauses, pos, face_up
    )
    return uids, put


def redraw_draw(
    player: str, amount: int, put: int, step: int | None, clauses: tuple[str, ...]
) -> Do:
    """As many cards drawn as were given up in a redraw, after the move that put them away
    (``put``) and the top of the deck settled for the draw (``step``, when there was one)."""
    return Do(
        "draw",
        {"player": player, "amount": amount},
        caused_by=(put,) + (() if step is None else (step,)),
        clauses=clauses,
    )


def yes_no(given: Any, key: str) -> tuple[bool | None, str | None]:
    """A per-player yes / no parameter (``key``) as the scenario gives it: True, False or None
    (not given); an error text (``ja|en``) when it is neither."""
    if isinstance(given, str):
        given = {"yes": True, "no": False}.get(given.lower(), given)
    if given is not None and not isinstance(given, bool):
        return (
            None,
            f"'{key}' はプレイヤーごとに yes か no で書きます|'{key}' takes yes or no per player",
        )
    return given, None
