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

import functools
from collections import Counter
from collections.abc import Callable
from itertools import product
from typing import Any

from ruling.core import Ctx
from ruling.games._vs.common import Proc, deck_known
from ruling.games._vs.common import shuffled as shuffle_done
from ruling.rules import (
    Choose,
    Do,
    Mark,
    Move,
    MoveMany,
    Option,
    Reject,
    SetCard,
    SetTurn,
    Shuffle,
    Warn,
)
from ruling.state import Card

DECK_SIZE = 50  # 5.1.2.1.1
COPIES = 4  # 5.1.2.1.2
ICON_LIMIT = 4  # 5.1.2.1.5
OPENING_HAND = 5  # 5.2.1.5
HAND_BRANCHES = 16  # more distinct opening hands than this: the scenario must give the shuffle

LIMITED = {
    "fire": "fire",
    "ファイヤー": "fire",
    "ファイヤーアイコン": "fire",
    "heal": "heal",
    "ヒール": "heal",
    "ヒールアイコン": "heal",
}
LIMITED_JA = {"fire": "ファイヤーアイコン", "heal": "ヒールアイコン"}


def limited_icon(card: Card) -> str | None:
    """2.18.1 / 2.18.2: a card's limited icon (``limited: fire`` / ``heal``), if given."""
    v = card.value("limited")
    return LIMITED.get(str(v).strip().lower()) if v else None


def _map(p: dict[str, Any], key: str, players: list[str]) -> tuple[dict[str, Any], str | None]:
    """A per-player parameter (``{A: …, B: …}``); an error text when it is malformed."""
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


def _reject(text: str, clauses: tuple[str, ...]) -> Reject:
    ja, _, en = text.partition("|")
    return Reject(ja, en or ja, clauses)


def deck_problems(cards: list[Card]) -> tuple[list[tuple[str, str, tuple[str, ...]]], list[str]]:
    """5.1.2.1: what keeps a deck from being a constructed deck — (ja, en, clauses) each — and
    the card names whose copies cannot be counted because their titles are not given."""
    out: list[tuple[str, str, tuple[str, ...]]] = []
    if len(cards) != DECK_SIZE:
        out.append(
            (
                f"デッキが{len(cards)}枚（50枚ちょうどでなければならない）",
                f"the deck has {len(cards)} cards (it must have exactly 50)",
                ("5.1.2.1.1",),
            )
        )
    same: Counter[tuple[str, str]] = Counter()
    untitled: Counter[str] = Counter()
    for c in cards:
        if not c.name:
            continue
        title = c.value("title")
        if title:
            same[(c.name, str(title))] += 1
        else:
            untitled[c.name] += 1
    for (name, title), n in same.items():
        if n > COPIES:
            out.append(
                (
                    f"カード名「{name}」・称号「{title}」のカードが{n}枚（4枚まで）",
                    f"{n} cards named {name} with the title {title} (4 at most)",
                    ("5.1.2.1.2", "5.1.2.1.3"),
                )
            )
    icons = Counter(i for i in (limited_icon(c) for c in cards) if i)
    for icon, n in sorted(icons.items()):
        if n > ICON_LIMIT:
            out.append(
                (
                    f"{LIMITED_JA[icon]}が{n}つ（4つまで）",
                    f"{n} {icon} icons (4 at most)",
                    ("5.1.2.1.5", "2.18.1", "2.18.2"),
                )
            )
    unsure = [
        name
        for name, n in untitled.items()
        if n + max((same[k] for k in same if k[0] == name), default=0) > COPIES
    ]
    return out, unsure


def _hand_key(cards: list[Card]) -> tuple[str, str, str]:
    """A hand's branch key, e.g. ``千早x1+?x4`` (``?``: a card the scenario does not name)."""
    counts: Counter[str] = Counter(c.name or "?" for c in cards)
    parts = [f"{k}x{n}" for k, n in counts.items()]
    return "+".join(parts), "、".join(parts), ", ".join(parts)


def _hands(cards: list[Card], need: int) -> list[tuple[str, ...]]:
    """The distinct multisets of ``need`` cards a deck of ``cards`` can have on top (uids)."""
    groups: dict[Any, list[Card]] = {}
    for c in cards:
        groups.setdefault(c.signature(), []).append(c)
    kinds = list(groups.values())
    out = []
    for counts in product(*(range(min(len(g), need) + 1) for g in kinds)):
        if sum(counts) == need:
            out.append(tuple(c.uid for g, n in zip(kinds, counts, strict=True) for c in g[:n]))
        if len(out) > HAND_BRANCHES:
            break
    return out


def in_game(run: Callable[[Ctx, dict[str, Any]], Proc]) -> Callable[[Ctx, dict[str, Any]], Proc]:
    """An action that needs a turn (a phase, a play, an attack) is refused before the game starts
    (turn 0): the first turn begins only at the end of the pre-game procedure (5.2.1.7)."""

    @functools.wraps(run)
    def guarded(ctx: Ctx, p: dict[str, Any]) -> Proc:
        if ctx.state.turn.number == 0:
            yield Reject(
                "ゲームはまだ始まっていません（ゲーム前の手順 game_setup の後に最初のターンが始まる）",
                "the game has not started yet (the first turn begins after game_setup)",
                ("5.2.1.7",),
            )
            return None
        return (yield from run(ctx, p))

    return guarded


def game_setup(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """5.2.1: before the game each player follows 5.2.1.1–5.2.1.7, in this order."""
    st = ctx.state
    players = list(st.players)
    if st.turn.number != 0:
        yield Reject(
            "ゲーム前の手順はゲームの開始前に行います（シナリオは turn: {number: 0} から始める）",
            "the pre-game procedure comes before the game starts (start the scenario at "
            "turn: {number: 0})",
            ("5.2.1",),
        )
        return
    rings, err = _map(p, "ring", players)
    tops, err2 = _map(p, "shuffled", players)
    if err or err2:
        yield _reject(err or err2 or "", ("5.2.1",))
        return
    for pl in players:
        if not deck_known(ctx, pl):
            yield Reject(
                f"{pl} のデッキが書かれていません（ゲーム前の手順にはデッキの一覧が必要）",
                f"{pl}'s deck is not listed (the pre-game procedure needs the deck)",
                ("5.2.1.1",),
            )
            return
        busy = [z for z in st.players[pl].zones if z != "deck" and st.players[pl].zones[z]]
        if busy:
            yield Reject(
                f"ゲームの開始前は、カードはすべて山札にあります（{pl} の {busy[0]} にカードがある）",
                f"before the game every card is in the deck ({pl} has cards in {busy[0]})",
                ("5.2.1", "3.2.1"),
            )
            return
    # 5.2.1.1: the deck is presented and must be a constructed deck (5.1) at this point only
    for pl in players:
        deck = list(ctx.zone(pl, "deck"))
        problems, unsure = deck_problems(deck)
        if problems:
            yield Reject(
                f"{pl} のデッキは構築戦デッキの条件を満たしていません: "
                + "、".join(ja for ja, _, _ in problems),
                f"{pl}'s deck is not a constructed deck: " + "; ".join(en for _, en, _ in problems),
                ("5.2.1.1", "5.1.1", "5.1.2", *dict.fromkeys(c for *_, cl in problems for c in cl)),
            )
            return
        for name in unsure:
            yield Warn(
                "assumption",
                f"{pl} のデッキの「{name}」は称号が書かれていない: 同一カード4枚の制限（5.1.2.1.2）は"
                "満たしているものとしました",
                f"{pl}'s {name} cards have no title given: the 4-copy limit (5.1.2.1.2) was "
                "taken to be met",
                ("5.1.2.1.2", "5.1.2.1.3"),
            )
        if any(not c.name for c in deck):
            yield Warn(
                "assumption",
                f"{pl} のデッキの名前のないカードは、同一カードの枚数とリミテッドアイコンの制限を"
                "満たしているものとしました",
                f"{pl}'s unnamed deck cards were taken to meet the copy and limited-icon limits",
                ("5.1.2.1.2", "5.1.2.1.5"),
            )
        yield Mark(
            clauses=("5.2.1.1", "5.1.1", "4.2.1", "5.1.2", "5.1.2.1.1", "5.1.2.1.2", "5.1.2.1.5"),
            ja=f"{pl} はデッキ（{len(deck)}枚）を提示する: 構築戦デッキの条件を満たす",
            en=f"{pl} presents the deck ({len(deck)} cards): a constructed deck",
            touches=(f"{pl}.deck",),
        )
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
            uid = yield Choose(
                pl,
                "setup_ring",
                f"{pl} がデッキから裏向きにリングに置くカード",
                f"the card {pl} puts face down in the ring from the deck",
                tuple(Option(c.uid, c.label, c.label, c.uid, sig=c.signature()) for c in deck),
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
    # 5.2.1.3: every deck shuffled (then the opponent's may be): the order is random
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
        given = tops.get(pl)
        top: list[str] = []
        if given is not None:
            names = given if isinstance(given, list) else [given]
            pool = list(ctx.zone(pl, "deck"))
            for n in names:
                c = next((c for c in pool if str(n) in (c.name, c.uid)), None)
                if c is None:
                    yield Reject(
                        f"{pl} のシャッフル後の山札に指定された「{n}」が足りません",
                        f"{pl}'s shuffled deck has no (further) {n} for 'shuffled'",
                        ("5.2.1.3",),
                    )
                    return
                pool.remove(c)
                top.append(c.uid)
        rest = [c for c in ctx.zone(pl, "deck") if c.uid not in top]
        need = min(OPENING_HAND - len(top), len(rest))
        if need > 0 and len({c.signature() for c in rest}) > 1:
            hands = _hands(rest, need)
            if len(hands) > HAND_BRANCHES:
                yield Reject(
                    f"{pl} の最初の手札はシャッフルの結果次第で、ありうる組み合わせが多すぎます:"
                    f" shuffled: {{{pl}: [山札の上から{OPENING_HAND}枚]}} で結果を書いてください",
                    f"{pl}'s opening hand depends on the shuffle and has too many possibilities:"
                    f" give the result as shuffled: {{{pl}: [the top {OPENING_HAND} cards]}}",
                    ("5.2.1.3", "5.2.1.5"),
                )
                return
            opts = []
            for h in hands:
                key, ja, en = _hand_key([c for c in rest if c.uid in h])
                opts.append(Option(key, ja, en, h))
            pick = yield Choose(
                pl,
                "shuffle",
                f"シャッフル後の{pl}の山札の上のカード（無作為）",
                f"the top cards of {pl}'s shuffled deck (random)",
                tuple(opts),
                ("5.2.1.3", "3.2.2"),
            )
            top += list(pick)
        if top:
            labels = "、".join(c.label for u in top if (c := ctx.card(u)) is not None)
            shuffled[pl] = yield MoveMany(
                uids=tuple(top),
                player=pl,
                zone="deck",
                pos="top",
                clauses=("5.2.1.3",),
                ja=f"シャッフルの結果、{pl} の山札の上から: {labels}",
                en=f"after the shuffle the top of {pl}'s deck is: {labels.replace('、', ', ')}",
            )
    # 5.2.1.4: who goes first is decided at random (no player's will: 5.2.1.4.1)
    first = p.get("first")
    if first is None:
        first = yield Choose(
            st.turn.player,
            "first_player",
            "先攻プレイヤー（無作為に決定）",
            "the first player (decided at random)",
            tuple(Option(pl, f"{pl}（先攻）", f"{pl} (goes first)", pl) for pl in players),
            ("5.2.1.4", "5.2.1.4.1"),
        )
    yield Mark(
        clauses=("5.2.1.4", "5.2.1.4.1"),
        ja=f"無作為に先攻プレイヤーを決定する: {first}（誰の意思も介在しない）",
        en=f"the first player is decided at random: {first} (no player's will is involved)",
        touches=("turn",),
    )
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
    # 5.2.1.7: the game begins with the first player as the turn player
    yield SetTurn(
        changes={"player": first, "number": 1, "first_player": first, "phase": None, "step": None},
        clauses=("5.2.1.7", "6.1.1"),
        ja=f"{first} をターンプレイヤーとしてゲームを開始する",
        en=f"the game begins with {first} as the turn player",
    )
