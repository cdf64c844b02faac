"""The pre-game procedure of Monster Collection (chapter 6): each deck presented and checked
against the constructed-deck rules (6.1.1.1, 3.3.2), shuffled by its player (6.1.1.2; the
opponent may shuffle it too, 6.1.1.3) and made the player's deck (6.1.1.4), its top card placed
as the headquarters in the middle area of the player's nearest row (6.1.1.5), the hand
replenished to the hand limit of 6 (6.1.1.6), a hand without a unit card shown and the set-up
redone once (6.1.1.7), and each player's 1D deciding the first player, the advancing side of turn
1 (6.1.1.8).

A scenario runs it as its first action (``game_setup``) from ``turn: {number: 0}`` with each deck
listed. What is random is never invented: the top of each shuffled deck (``shuffled``: the
headquarters card, then the six hand cards — and after a redo, the same again) and the dice
(``dice``) are given by the scenario, or the ruling branches over them; the redo (``mulligan``:
yes / no) is the player's choice, given or branched on. The parts other games share are in
``ruling.pregame``.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from typing import Any

from ruling import pregame, unsettled
from ruling.choosing import choose_yes_no
from ruling.core import Ctx
from ruling.games._mc.common import HAND_LIMIT, Proc, home_rows, zid
from ruling.rules import Do, Mark, Move, MoveMany, Reject, SetCard, SetTurn, Shuffle, Warn
from ruling.state import Card

DECK_SIZE = 50  # 3.3.2.1
COPIES = 3  # 3.3.2.2
UP_TO = re.compile(r"構築ルール[:：]\s*デッキに([0-9０-９]+)枚まで組み込む")

Problem = tuple[str, str, tuple[str, ...]]


# an action that needs a turn is refused before the game: turn 1 begins at 6.1.1.8
in_game = pregame.in_game(("6.1.1.8",))


def construction_limit(c: Card) -> int | None:
    """15.5: a construction rule on the card — 枚数制限解除 (15.5.3.2: 「デッキに50枚まで組み込む」)
    or 「構築ルール：デッキにN枚まで組み込む」 — replacing the copy limit (3.3.2.3)."""
    text = c.text or ""
    if "枚数制限解除" in text:
        return DECK_SIZE
    m = UP_TO.search(text)
    return (
        int(m.group(1).translate(str.maketrans("０１２３４５６７８９", "0123456789")))
        if m
        else None
    )


def differing_rules(cards: list[Card]) -> list[str]:
    """The names whose cards carry construction rules of different limits (15.5.2 applies each
    to every card of that name)."""
    seen: dict[str, set[int]] = {}
    for c in cards:
        n = construction_limit(c)
        if c.name and n is not None:
            seen.setdefault(c.name, set()).add(n)
    return sorted(name for name, ns in seen.items() if len(ns) > 1)


def deck_problems(cards: list[Card], strictest: bool = False) -> tuple[list[Problem], bool]:
    """3.3.2: what keeps a deck from being a constructed deck — (ja, en, clauses) each — and
    whether a construction rule (15.5) applied. ``strictest``: where cards of one name carry
    construction rules of different limits, the smallest binds (a reading of 15.5.2, mc
    ``construction_rules_differ``); else the largest permits."""
    out: list[Problem] = pregame.deck_size_problem(len(cards), DECK_SIZE, ("3.3.2.1",))
    names: Counter[str] = Counter(c.name for c in cards if c.name)
    # 15.5.2: a construction rule applies to the card and the cards of the same name
    limits: dict[str, int] = {}
    for c in cards:
        n = construction_limit(c)
        if c.name and n is not None:
            pick = min if strictest and c.name in limits else max
            limits[c.name] = pick(n, limits.get(c.name, 0 if not strictest else n))
    # 15.1.6: a hero unit card is limited as any card (3 copies unless a construction rule)
    from ruling.games._mc.processes import is_hero

    heroes = {c.name for c in cards if c.name and is_hero(c)}
    for name, n in names.items():
        limit = limits.get(name, COPIES)
        if n > limit:
            by_rule = name in limits
            hero = ("15.1.6",) if name in heroes else ()
            out.append(
                (
                    f"カード名「{name}」のカードが{n}枚（"
                    + ("構築ルールにより" if by_rule else "")
                    + f"{limit}枚まで）",
                    f"{n} cards named {name} ({limit} at most"
                    + (" by its construction rule)" if by_rule else ")"),
                    (("3.3.2.3", "15.5.2") if by_rule else ("3.3.2.2",)) + hero,
                )
            )
    return out, bool(limits)


def _dice(given: Any, players: list[str]) -> tuple[dict[str, list[int]] | None, str | None]:
    """The scenario's ``dice``: {A: 5, B: 2}, or lists of successive rolls when they tie."""
    if given is None:
        return None, None
    if not isinstance(given, dict) or sorted(given) != sorted(players):
        return None, (
            "'dice' は両プレイヤーのダイス結果を {A: 5, B: 2} の形で書きます|'dice' takes both "
            "players' results, {A: 5, B: 2}"
        )
    out: dict[str, list[int]] = {}
    for pl, v in given.items():
        rolls = v if isinstance(v, list) else [v]
        if not rolls or any(isinstance(r, bool) or not isinstance(r, int) for r in rolls):
            return None, f"'dice' の {pl} は1〜6の数です|'dice': {pl} takes numbers 1 to 6"
        if any(not 1 <= r <= 6 for r in rolls):
            return None, (
                f"'dice' の {pl} のダイス結果は1〜6です（3.4.1）|'dice': a die shows 1 to 6 (3.4.1)"
            )
        out[pl] = list(rolls)
    return out, None


def _first_by_dice(ctx: Ctx, given: Any) -> Proc:
    """6.1.1.8: each player rolls 1D; the higher goes first, ties are rolled again. Returns the
    first player, or None after a rejection."""
    players = list(ctx.state.players)
    rolls, err = _dice(given, players)
    if err:
        yield pregame.reject(err, ("6.1.1.8",))
        return None
    if rolls is None:
        # each player's 1D until they differ: who rolls higher is random, and the two players
        # are alike in it
        first = yield from pregame.decide_first(ctx, None, ("6.1.1.8", "3.4.1"))
        return first
    a, b = players
    for i in range(max(len(rolls[a]), len(rolls[b]))):
        ra = rolls[a][i] if i < len(rolls[a]) else None
        rb = rolls[b][i] if i < len(rolls[b]) else None
        if ra is None or rb is None:
            yield Reject(
                f"'dice' の{i + 1}回目の結果が両プレイヤー分ありません",
                f"'dice': roll {i + 1} is not given for both players",
                ("6.1.1.8",),
            )
            return None
        if ra == rb:
            yield Mark(
                clauses=("6.1.1.8",),
                ja=f"1D: {a} {ra}、{b} {rb} — 同じダイス結果なので振りなおす",
                en=f"1D: {a} {ra}, {b} {rb} — the same result: both roll again",
                touches=("turn",),
            )
            continue
        first = a if ra > rb else b
        yield Mark(
            clauses=("6.1.1.8", "3.4.5"),
            ja=f"1D: {a} {ra}、{b} {rb} — 高いダイス結果を出した {first} が先手（進軍側）",
            en=f"1D: {a} {ra}, {b} {rb} — {first}, with the higher result, goes first (the "
            "advancing side)",
            touches=("turn",),
        )
        return first
    yield Reject(
        "'dice' の最後の結果が同じです: 振りなおした結果も書いてください（例 {A: [3, 5], B: [3, 2]}）",
        "'dice': the last rolls tie: give the re-rolls too (e.g. {A: [3, 5], B: [3, 2]})",
        ("6.1.1.8",),
    )
    return None


def _deal(ctx: Ctx, pl: str, tops: list[Any], again: bool) -> Proc:
    """6.1.1.2–6.1.1.6 for ``pl``: shuffle, the deck, the headquarters, the hand. Returns False
    after a rejection."""
    cl = ("6.1.1.7",) if again else ()
    shuffled = yield Shuffle(
        player=pl,
        zone="deck",
        # 12.7.1: 「シャッフルする」, the act itself
        clauses=("6.1.1.2", "6.1.1.3", "3.3.1", "12.7.1", *cl),
        ja=f"{pl} はデッキを充分に無作為化されるようにシャッフルする（相手もシャッフルできる）",
        en=f"{pl} shuffles the deck until it is well randomised (the opponent may shuffle it too)",
    )
    yield Mark(
        # 5.1.3.2 「ゲームの開始時、各プレイヤーのデッキがそのプレイヤーの山札となります」; 5.1.3.3:
        # in a random order, face down
        clauses=("6.1.1.4", "5.1.3.2", "5.1.3.3"),
        ja=f"{pl} はデッキを山札とする",
        en=f"{pl}'s deck becomes the deck (山札)",
        touches=(f"{pl}.deck",),
    )
    step = yield from pregame.settle_top(
        ctx, pl, tops, 1 + HAND_LIMIT, ("6.1.1.2",), ("5.1.3.6", "6.1.1.5", "6.1.1.6")
    )
    if step is False:
        return False
    deck = ctx.zone(pl, "deck")
    if not deck:
        yield Reject(
            f"{pl} の山札にカードがないため、本陣を配置できません",
            f"{pl}'s deck is empty: no headquarters can be placed",
            ("6.1.1.5",),
        )
        return False
    top = deck[0]
    rows = home_rows(ctx, pl)
    near = rows[0] if rows[0] == 1 else rows[1]  # the row nearest the player
    area = f"c{near}"
    yield Move(
        uid=top.uid,
        player=pl,
        zone=zid(area),
        caused_by=(shuffled,) if step is None else (step,),
        clauses=("6.1.1.5", "5.1.2.8"),
        ja=f"{pl} は山札の一番上のカード（{top.label}）を自軍領土の手前の行の真ん中のエリア（{area}）に"
        "自軍本陣として配置する",
        en=f"{pl} places the top card of the deck ({top.label}) as the headquarters in the "
        f"middle area of the nearest row of the own territory ({area})",
    )
    yield SetCard(uid=top.uid, changes={"hq": True}, clauses=("6.1.1.5", "5.1.2.8"))
    yield Do(
        "replenish",
        {"player": pl, "amount": HAND_LIMIT - len(ctx.zone(pl, "hand"))},
        clauses=("6.1.1.6", "5.1.4.7"),
    )
    return True


def _redo(ctx: Ctx, pl: str, given: Any) -> Proc:
    """6.1.1.7: with no unit card in the hand, ``pl`` may show the hand and redo 6.1.1.2–6.1.1.6
    (once). Returns True to redo, False not to, None after a rejection."""
    hand = list(ctx.zone(pl, "hand"))
    units = [c for c in hand if c.type == "unit"]
    unknown = [c for c in hand if c.type is None]
    given, err = pregame.yes_no(given, "mulligan")
    if err:
        yield pregame.reject(err, ("6.1.1.7",))
        return None
    if units:
        if given:
            yield Reject(
                f"{pl} の手札にユニットカード（{units[0].label}）があるため、やり直せません",
                f"{pl}'s hand holds a unit card ({units[0].label}): no redo",
                ("6.1.1.7",),
            )
            return None
        # no redo is offered: a "no" has its clause too
        yield Mark(
            clauses=("6.1.1.7",),
            touches=(f"{pl}.hand", f"{pl}.deck"),
            ja=f"{pl} の手札にユニットカード（{units[0].label}）があるため、準備のやり直しはできない",
            en=f"{pl}'s hand holds a unit card ({units[0].label}): the set-up cannot be redone",
        )
        return False
    if unknown:
        if given:
            yield Warn(
                "assumption",
                f"{pl} の手札の種類の書かれていないカードはユニットカードではないものとしました（mulligan）",
                f"{pl}'s hand cards of unknown type were taken to be no unit cards (mulligan)",
                ("6.1.1.7",),
                key="unknown_type_not_unit",
            )
            return True
        if given is None:
            yield Warn(
                "assumption",
                f"{pl} の手札の種類が書かれていないため、やり直しはしないものとしました",
                f"{pl}'s hand cards have no type given: taken as no redo",
                ("6.1.1.7",),
                key="unknown_type_not_unit",
            )
        return False
    if given is None:
        given = yield from choose_yes_no(
            pl,
            "mulligan",
            f"{pl} はユニットカードのない手札を公開して準備をやり直すか",
            f"does {pl} show the hand without a unit card and redo the set-up",
            ("やり直す", "redo"),
            ("やり直さない", "no redo"),
            ("6.1.1.7",),
        )
    return bool(given)


def game_setup(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.1.1: the start of the game follows 6.1.1.1–6.1.1.8, in this order."""
    players = list(ctx.state.players)
    maps = yield from pregame.check_start(
        ctx,
        p,
        ("shuffled", "mulligan"),
        pregame.deck_listed,
        procedure=("6.1.1",),
        present=("6.1.1.1",),
        all_in_deck=("6.1.1", "6.1.1.1"),
    )
    if maps is None:
        return
    tops = pregame.given_tops(maps["shuffled"], players)
    # 6.1.1.1: the deck presented; it must meet 3.3.2 at this point only
    presented: list[int] = []
    refused: Reject | None = None
    for pl in players:
        deck = list(ctx.zone(pl, "deck"))
        strictest = False
        differ = differing_rules(deck)
        if differ:
            # cards of one name with construction rules of different limits: 15.5.2 applies
            # each to every card of the name — the largest permits (the engine's reading), or
            # every one binds and the smallest decides; both run
            strictest = yield unsettled.choose(
                pl, "mc", "construction_rules_differ", {"largest": False, "smallest": True}
            )
            yield Mark(
                clauses=("15.5.2", "3.3.2.3"),
                ja=f"{'、'.join(differ)}: 同名のカードに枚数の違う構築ルール — "
                + ("最も小さい枚数を適用する" if strictest else "最も大きい枚数まで組み込める"),
                en=f"{', '.join(differ)}: construction rules of different limits on one name — "
                + ("the smallest applies" if strictest else "up to the largest"),
                touches=(f"{pl}.deck",),
            )
        problems, ruled = deck_problems(deck, strictest)
        if problems:
            # 6.1.1.1: every player presents a deck; the game cannot start on one that fails, and
            # the answer rests on each deck presented (the others checked too, below)
            if refused is None:
                refused = pregame.deck_rejection(pl, problems, ("6.1.1.1",))
            continue
        unread = sorted(
            {c.name or "?" for c in deck if "構築ルール" in (c.text or "")}
            - {c.name or "?" for c in deck if construction_limit(c) is not None}
        )
        if unread:
            # 15.5.2: a construction rule of a form not read here (only 枚数制限解除, 15.5.3.2,
            # and 「デッキにN枚まで組み込む」): the deck is judged without it, and said so
            yield Warn(
                "assumption",
                f"{pl} のデッキの {'、'.join(unread)} の構築ルールは読めないため、"
                "適用せずにデッキを判定しました",
                f"the construction rule of {', '.join(unread)} in {pl}'s deck is not read: the "
                "deck is judged without it",
                ("15.5.2", "6.1.1.1"),
            )
        if any(not c.name for c in deck):
            yield Warn(
                "assumption",
                f"{pl} のデッキの名前のないカードは、同名カード3枚の制限（3.3.2.2）を満たしているものとしました",
                f"{pl}'s unnamed deck cards were taken to meet the 3-copy limit (3.3.2.2)",
                ("6.1.1.1",),
                key="deck_limits_taken_as_met",
            )
        presented.append(
            (
                yield Mark(
                    clauses=(
                        "6.1.1.1",
                        "3.3.2.1",
                        "3.3.2.2",
                        *(("3.3.2.3", "15.5.2") if ruled else ()),
                        *(
                            ("15.5.3.1", "15.5.3.2")
                            if any("枚数制限解除" in (c.text or "") for c in deck)
                            else ()
                        ),
                    ),
                    ja=f"{pl} はデッキ（{len(deck)}枚）を提示する: 構築戦用デックの条件を満たす",
                    en=f"{pl} presents the deck ({len(deck)} cards): a constructed deck",
                    touches=(f"{pl}.deck",),
                )
            )
        )
    if refused is not None:
        yield dataclasses.replace(refused, caused_by=tuple(presented))
        return
    # 6.1.1.2–6.1.1.6 for each player
    for pl in players:
        if (yield from _deal(ctx, pl, tops[pl], False)) is False:
            return
    # 6.1.1.7: a hand without a unit card may be shown and the set-up redone, once
    for pl in players:
        redo = yield from _redo(ctx, pl, maps["mulligan"].get(pl))
        if redo is None:
            return
        if not redo:
            continue
        hq = [c.uid for a in ("c1", "c4") for c in ctx.zone(pl, zid(a)) if c.states.get("hq")]
        gather = [c.uid for c in ctx.zone(pl, "hand")] + hq
        yield MoveMany(
            uids=tuple(gather),
            player=pl,
            zone="deck",
            clauses=("6.1.1.7",),
            ja=f"{pl} は手札をすべて公開してユニットカードがないことを示し、手札・山札・本陣のカードを"
            "一まとめにする",
            en=f"{pl} shows the whole hand (no unit card) and gathers hand, deck and headquarters",
        )
        for uid in hq:
            yield SetCard(uid=uid, changes={"hq": None}, clauses=("6.1.1.7",))
        if (yield from _deal(ctx, pl, tops[pl], True)) is False:
            return
    # names of ``shuffled`` beyond the headquarters and the hand: the cards left on top
    for pl in players:
        if tops[pl]:
            step = yield from pregame.settle_top(
                ctx, pl, tops[pl], len(tops[pl]), ("6.1.1.2",), ("5.1.3.6",)
            )
            if step is False:
                return
    # 6.1.1.8: each player's 1D; the higher is the first player, the advancing side of turn 1
    first = yield from _first_by_dice(ctx, p.get("dice"))
    if first is None:
        return
    began = yield pregame.begin(first, ("6.1.1.8",), tuple(presented))
    # 7.1.1: a turn runs through phases a.-e. in order; the first player's first turn has no
    # first hand adjustment phase (7.2.8) and no main phase (7.3.7): it stands at its summon
    # phase (7.4.1) — the phase's own start (its moments, 7.4.2) is run by the summon phase
    yield SetTurn(
        caused_by=(began,) if isinstance(began, int) else (),
        changes={"phase": "summon", "step": None},
        clauses=("7.1.1", "7.2.8", "7.3.7", "7.4.1"),
        ja=f"{first} の第1ターン: 第1手札調整フェイズとメインフェイズは存在せず、普通召喚フェイズから始まる",
        en=f"{first}'s turn 1: no first hand adjustment phase and no main phase, it begins at "
        "the summon phase",
    )
