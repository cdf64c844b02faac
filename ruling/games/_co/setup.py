"""The procedure before a game of CrossOver (chapters 1 and 2): each deck and sideboard checked
against 1.2.1, 1.2.3 and 1.2.4, the decks shuffled (2.1.1), each player's HP counter and
sideboard declared (2.1.2, 2.1.3), seven cards drawn (2.1.4), the player with the choice decided
by a fair method and choosing first or second after seeing the hand (2.1.5), the mulligans, the
first player first (2.1.6: the seven cards back into the deck, shuffled, seven drawn; once a
game), and the final check after which the game begins (2.1.7).

A scenario runs it as its first action (``game_setup``) from ``turn: {number: 0}`` with each deck
listed (a sideboard, when a player has one, as ``sideboard``). What is random is never invented:
the player who gets the choice (``chooser``: 2.1.5 allows any fair method, read as chance) and the
top of each shuffled deck (``shuffled``: the hand, then after a mulligan the new hand) are given
by the scenario, or the ruling branches over them; who goes first (``first``) and the mulligans
(``mulligan``: yes / no) are the players' choices, given or branched on. The parts other games
share are in ``ruling.pregame``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ruling import pregame, unsettled
from ruling.choosing import choose_yes_no
from ruling.core import Ctx
from ruling.games._co import match
from ruling.games._co.common import Proc, pv, reading_of
from ruling.rules import Choose, Do, Mark, MoveMany, Option, Reject, Shuffle, Warn
from ruling.state import Card

DECK_MIN = 50  # 1.2.3
COPIES = 4  # 1.2.3
SIDEBOARD_MAX = 20  # 1.2.4
HAND = 7  # 2.1.4
# 1.2.1: β-edition cards banned (2002-04-01)
BANNED_BETA = ("狡猾フィーリア", "深見まどか", "水姫")

Problem = tuple[str, str, tuple[str, ...]]


# an action that needs a turn is refused before the game: the game is played after the final
# check (2.1.7)
in_game = pregame.in_game(("2.1.7",))


def _common_navigator(c: Card) -> bool | None:
    if c.type != "navigator":
        return False
    r = c.extra.get("rarity")
    if r is None:
        return None
    return str(r).strip().lower() in ("common", "c", "コモン")


def spaced_alike(cards: list[Card]) -> list[list[str]]:
    """Names that differ only in their spaces (「山名春恵」 / 「山名 春恵」), each group sorted
    (the shared ``pregame.spaced_alike``)."""
    return pregame.spaced_alike(c.name for c in cards if c.name)


def common_navigators_in_sideboard(deck: list[Card], side: list[Card]) -> list[str]:
    """The common navigators over four copies in deck and sideboard together with copies in the
    sideboard: where 1.2.3's exception 「コモンのナビゲーターカードのみ、デッキに何枚でも」 meets
    「この制限は、サイドボードも含まれます」 (co.unsettled ``common_navigator_sideboard``)."""
    both = deck + side
    counts = Counter(c.name for c in both if c.name and _common_navigator(c))
    in_side = {c.name for c in side if c.name and _common_navigator(c)}
    return sorted(n for n, k in counts.items() if k > COPIES and n in in_side)


def deck_problems(
    deck: list[Card],
    side: list[Card],
    fold_spaces: bool = False,
    side_counted: bool = False,
) -> tuple[list[Problem], list[str]]:
    """1.2.1, 1.2.3, 1.2.4: what keeps the deck and sideboard from being usable — (ja, en,
    clauses) each — and the assumptions made (ja|en). ``fold_spaces``: names that differ only
    in their spaces are one name (a reading of 4.2.6, co.unsettled ``name_spacing``).
    ``side_counted``: the common navigators' exception reaches the deck only, and their copies
    in the sideboard count under the 4-copy limit with the deck's (a reading of 1.2.3,
    co.unsettled ``common_navigator_sideboard``)."""
    out: list[Problem] = []
    unsure: list[str] = []
    if len(deck) < DECK_MIN:
        out.append(
            (
                f"デッキが{len(deck)}枚（50枚以上）",
                f"the deck has {len(deck)} cards (50 or more)",
                # a sideboard is prepared 「デッキの他に」 (1.2.4): its cards do not count
                ("1.2.3", *(("1.2.4",) if side else ())),
            )
        )
    if len(side) > SIDEBOARD_MAX:
        out.append(
            (
                f"サイドボードが{len(side)}枚（0枚か1〜20枚）",
                f"the sideboard has {len(side)} cards (none, or 1 to 20)",
                ("1.2.4", "2.1.3"),
            )
        )
    both = deck + side
    banned = sorted({c.name for c in both if c.name in BANNED_BETA and c.extra.get("beta")})
    if banned:
        out.append(
            (
                f"β版の禁止カード（{'、'.join(banned)}）",
                f"banned β-edition cards ({', '.join(banned)})",
                ("1.2.1", "1.2.2"),
            )
        )

    def key(name: str) -> str:
        return pregame.name_key(name) if fold_spaces else name

    names: Counter[str] = Counter(key(c.name) for c in both if c.name)
    kinds = {key(c.name): _common_navigator(c) for c in both if c.name}
    contested = set(common_navigators_in_sideboard(deck, side)) if side_counted else set()
    # the names with copies in the sideboard (1.2.4: the cards 「デッキの他に」), which 1.2.3's
    # 「この制限は、サイドボードも含まれます」 counts with the deck's
    in_side = {key(c.name) for c in side if c.name}
    for name, n in names.items():
        if n <= COPIES or (kinds.get(name) and name not in contested):
            continue
        if kinds.get(name) is None:
            unsure.append(
                f"「{name}」（{n}枚）はナビゲーターでレアリティが書かれていないため、コモンのナビゲーター"
                f"（何枚でも入れられる）としました|{name} ({n} cards) is a navigator of no rarity "
                "given: taken to be a common navigator (any number allowed)"
            )
            continue
        out.append(
            (
                f"カード名「{name}」のカードがデッキとサイドボードに合わせて{n}枚（4枚まで）",
                f"{n} cards named {name} in deck and sideboard together (4 at most)",
                # copies in the sideboard counted (1.2.4 the sideboard), a common navigator's too
                ("1.2.3", *(("1.2.4",) if name in contested or name in in_side else ())),
            )
        )
    if any(not c.name for c in both):
        unsure.append(
            "名前の書かれていないカードは、同名カード4枚の制限（1.2.3）を満たしているものとしました|"
            "unnamed cards were taken to meet the 4-copy limit (1.2.3)"
        )
    return out, unsure


def read_alike(cards: list[Card]) -> list[tuple[str, list[str]]]:
    """Names written differently that are read the same (``reading_of``: the scenario's
    ``reading``, or a name in kana, its own reading): (reading, names) each. They are different
    names (4.2.6: 「読み方が同じカードで表記が違う場合、違う名前のカードとして扱います」), so the
    4-copy limit (1.2.3) counts each on its own."""
    by_reading: dict[str, set[str]] = {}
    for c in cards:
        r = reading_of(c)
        if c.name and r:
            by_reading.setdefault(str(r), set()).add(c.name)
    return [(r, sorted(ns)) for r, ns in by_reading.items() if len(ns) > 1]


def _mulligan(ctx: Ctx, pl: str, given: Any) -> Proc:
    """2.1.6: how many mulligans ``pl`` declares — yes / no, given or chosen, or a number (a
    second one is declared and refused: once a game). Returns None after a rejection."""
    if isinstance(given, int) and not isinstance(given, bool):
        if given < 0:
            yield pregame.reject(
                f"mulligan: {pl} の回数 {given} は0以上です|mulligan: {pl}'s count {given} is not 0 or more",
                ("2.1.6",),
            )
            return None
        return given
    given, err = pregame.yes_no(given, "mulligan")
    if err:
        yield pregame.reject(err, ("2.1.6",))
        return None
    if given is None:
        given = yield from choose_yes_no(
            pl,
            "mulligan",
            f"{pl} はマリガンを宣言するか",
            f"does {pl} declare a mulligan",
            ("マリガンする", "mulligan"),
            ("しない", "no mulligan"),
            ("2.1.6",),
        )
    return int(bool(given))


def _beta_changed(cards: list[Card], names: list[str], pl: str) -> Proc:
    """The β cards among ``names`` whose effect the basic set changed significantly (1.2.1):
    as the scenario gives it (``beta_changed: true / false``), else a fact not given — each
    result run (``Choose.unknown``). Returns their names."""
    out: list[str] = []
    for name in names:
        given = {c.extra.get("beta_changed") for c in cards if c.name == name}
        given.discard(None)
        if given:
            changed = bool(given.pop())
        else:
            changed = yield Choose(
                pl,
                "unknown_value",
                f"β版の{name}の効果が基本セットで著しく変更されているか（シナリオに書かれていない）",
                f"whether the basic set changed the effect of the β-edition {name} significantly "
                "(not given)",
                (
                    Option(f"{name}.changed", "変更されている", "changed", True),
                    Option(f"{name}.unchanged", "変更されていない", "not changed", False),
                ),
                ("1.2.1",),
                unknown=True,
            )
        if changed:
            out.append(name)
    return out


def game_setup(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """2.1: before the game each player follows 2.1.1–2.1.7, in this order."""
    players = list(ctx.state.players)
    maps = yield from pregame.check_start(
        ctx,
        p,
        ("shuffled", "mulligan", "exchange"),
        pregame.deck_listed,
        procedure=("2.1.7",),
        present=("1.2.3",),
        all_in_deck=("1.2.3", "2.1.1"),
        decks=("deck", "sideboard"),
    )
    if maps is None:
        return
    tops = pregame.given_tops(maps["shuffled"], players)
    # 1.2.4: between the games of a match, deck cards exchanged for sideboard cards
    for pl in players:
        ok = yield from match.exchange(ctx, pl, maps["exchange"].get(pl))
        if not ok:
            return
    # 1.2: the deck (and sideboard) each player prepared
    ready: list[int] = []
    for pl in players:
        deck, side = list(ctx.zone(pl, "deck")), list(ctx.zone(pl, "sideboard"))
        other_beta = sorted(
            {c.name for c in deck + side if c.extra.get("beta") and c.name not in BANNED_BETA}
        )
        if other_beta:
            # 1.2.1 forbids the β cards whose effect the basic set changed significantly and
            # names three as of its date: whether that list is the whole class the text does
            # not settle (co.unsettled beta_cards_usable) — both readings run
            judged = yield unsettled.choose(
                pl, "co", "beta_cards_usable", {"listed": False, "judged": True}
            )
            if judged:
                changed = yield from _beta_changed(deck + side, other_beta, pl)
                if changed:
                    yield pregame.deck_rejection(
                        pl,
                        [
                            (
                                f"基本セットで効果が著しく変更されたβ版のカード（{'、'.join(changed)}）",
                                f"β-edition cards whose effect the basic set changed "
                                f"significantly ({', '.join(changed)})",
                                ("1.2.1",),
                            )
                        ],
                        ("1.2.1",),
                    )
                    return
        fold = False
        spaced = spaced_alike(deck + side)
        if spaced:
            # names differing only in a space: two 表記 (4.2.6, the engine's reading) or one
            # name the document itself writes both ways (4.2.10's example) — both run
            fold = yield unsettled.choose(
                pl, "co", "name_spacing", {"written": False, "one_name": True}
            )
            yield Mark(
                clauses=("4.2.6", "1.2.3", *(("4.2.10",) if fold else ())),
                ja=f"{'と'.join(f'「{n}」' for g in spaced for n in g)}は"
                + (
                    "空白の有無だけが違う同じ名前として枚数を数える"
                    if fold
                    else "表記が違うため、違う名前として枚数を数える"
                ),
                en=f"{' and '.join(n for g in spaced for n in g)} "
                + (
                    "differ only in a space: one name, counted together"
                    if fold
                    else "are written differently: different names, each counted on its own"
                ),
                touches=(f"{pl}.deck", f"{pl}.sideboard"),
            )
        side_counted = False
        if common := common_navigators_in_sideboard(deck, side):
            # 1.2.3: 「コモンのナビゲーターカードのみ、デッキに何枚でも」, then 「この制限は、
            # サイドボードも含まれます」 — whether the exception reaches the copies in the
            # sideboard the text does not settle (co common_navigator_sideboard)
            side_counted = yield unsettled.choose(
                pl,
                "co",
                "common_navigator_sideboard",
                {"exception_covers": False, "sideboard_counted": True},
            )
            yield Mark(
                clauses=("1.2.3", "1.2.4"),
                ja=f"コモンのナビゲーター{'、'.join(f'「{n}」' for n in common)}はサイドボードにもある: "
                + (
                    "サイドボードの分は4枚までの制限にデッキの分と合わせて数える"
                    if side_counted
                    else "例外（何枚でも）はサイドボードを含めた制限にも及ぶ"
                ),
                en=f"the common navigators {', '.join(common)} are in the sideboard too: "
                + (
                    "their copies there count with the deck's under the 4-copy limit"
                    if side_counted
                    else "the exception (any number) reaches the limit the sideboard is part of"
                ),
                touches=(f"{pl}.deck", f"{pl}.sideboard"),
            )
        problems, unsure = deck_problems(deck, side, fold, side_counted)
        if problems:
            yield pregame.deck_rejection(pl, problems, ("1.2.3",))
            return
        if unsure:
            yield pregame.deck_assumption(pl, unsure, ("1.2.3",))
        for reading, names in read_alike(deck + side):
            yield Mark(
                clauses=("4.2.6", "1.2.3"),
                ja=f"{'と'.join(f'「{n}」' for n in names)}は読み方（{reading}）が同じだが表記が違うため、"
                "違う名前のカードとして枚数を数える",
                en=f"{' and '.join(names)} are read alike ({reading}) but written differently: "
                "different names, each counted on its own",
                touches=(f"{pl}.deck", f"{pl}.sideboard"),
            )
        ready.append(
            (
                yield Mark(
                    # a sideboard's size checked against 0 to 20 (1.2.4, and 2.1.3, where its
                    # size is declared)
                    clauses=("1.2.1", "1.2.3", "1.2.4", *(("2.1.3",) if side else ())),
                    ja=f"{pl} のデッキ（{len(deck)}枚）とサイドボード（{len(side)}枚）: 使用できる",
                    en=f"{pl}'s deck ({len(deck)} cards) and sideboard ({len(side)}): usable",
                    touches=(f"{pl}.deck", f"{pl}.sideboard"),
                )
            )
        )
    # 2.1.1: each shuffles the own deck, then the opponent's; the top seven (the hand, 2.1.4)
    # given or branched on
    top_step: dict[str, int] = {}
    for pl in players:
        top_step[pl] = yield Shuffle(
            player=pl,
            zone="deck",
            clauses=("2.1.1", "4.2.2"),
            ja=f"{pl} は自分のデッキをシャッフルし、そのあとで相手が {pl} の山札をシャッフルする",
            en=f"{pl} shuffles the own deck, then the opponent shuffles it",
        )
        step = yield from pregame.settle_top(ctx, pl, tops[pl], HAND, ("2.1.1",), ("4.2.2",))
        if step is False:
            return
        if step is not None:
            top_step[pl] = step
    # 2.1.2: the HP counters declared; 2.1.3: the sideboards' sizes shown
    for pl in players:
        hp = pv(ctx, "hp", pl)
        if hp is None:
            yield Warn(
                "assumption",
                f"{pl} のHPが書かれていません（基本ルールは最初のHPを定めず、HPカウンターは1〜30を数える, 1.4）",
                f"{pl}'s HP is not given (the basic rules set no starting HP; the HP counter "
                "counts 1 to 30, 1.4)",
                ("2.1.2", "1.4"),
                key="not_given_unknown",
            )
        yield Mark(
            clauses=("2.1.2", "1.4"),
            ja=f"{pl} はHPカウンターの内容を宣言する" + (f"（HP {hp}）" if hp is not None else ""),
            en=f"{pl} declares the HP counter" + (f" (HP {hp})" if hp is not None else ""),
            touches=(f"var:hp.{pl}",),
        )
        n = len(ctx.zone(pl, "sideboard"))
        yield Mark(
            clauses=("2.1.3", "1.2.4"),
            ja=f"{pl} はサイドボードの枚数（{n}枚）を相手に確認してもらう",
            en=f"{pl} shows the sideboard's size ({n} cards) to the opponent",
            touches=(f"{pl}.sideboard",),
        )
    # 2.1.4: seven cards each from the shuffled deck
    for pl in players:
        yield Do(
            "draw", {"player": pl, "amount": HAND}, caused_by=(top_step[pl],), clauses=("2.1.4",)
        )
    # 2.1.5: the player with the choice (a fair method both agree on: chance) chooses, having
    # seen the hand, who goes first
    first = yield from pregame.choose_first(
        ctx, p.get("first"), p.get("chooser"), ("2.1.5",), ("2.1.5",)
    )
    if first is None:
        return
    # 2.1.6: mulligans, the first player first; each at most once a game
    for pl in sorted(players, key=lambda x: x != first):
        times = yield from _mulligan(ctx, pl, maps["mulligan"].get(pl))
        if times is None:
            return
        again = times > 0
        if not again:
            yield Mark(
                clauses=("2.1.6",),
                ja=f"{pl} はマリガンしない",
                en=f"{pl} declares no mulligan",
                touches=(f"{pl}.hand",),
            )
            continue
        hand = tuple(c.uid for c in ctx.zone(pl, "hand"))
        back = yield MoveMany(
            uids=hand,
            player=pl,
            zone="deck",
            clauses=("2.1.6",),
            ja=f"{pl} はマリガンを宣言し、手札の{len(hand)}枚を山札に戻す",
            en=f"{pl} declares a mulligan and returns the {len(hand)} hand cards to the deck",
        )
        step = yield Shuffle(
            player=pl,
            zone="deck",
            caused_by=(back,),
            clauses=("2.1.6",),
            ja=f"{pl} は山札を再びシャッフルする（相手にもシャッフルしてもらう）",
            en=f"{pl} shuffles the deck again (and has the opponent shuffle it)",
        )
        settled = yield from pregame.settle_top(ctx, pl, tops[pl], HAND, ("2.1.6",), ("4.2.2",))
        if settled is False:
            return
        drew = yield Do(
            "draw",
            {"player": pl, "amount": HAND},
            caused_by=(step if settled is None else settled,),
            clauses=("2.1.6",),
        )
        if times > 1:
            yield Reject(
                f"{pl} の2回目のマリガン: 各プレイヤーとも1ゲーム中に1回しかマリガンを行えない（その手札で対戦を始める）",
                f"{pl}'s second mulligan: each player may mulligan only once a game (the game "
                "starts with that hand)",
                ("2.1.6",),
                caused_by=tuple(x for x in (drew,) if x is not None),
            )
    # names of ``shuffled`` beyond the hands: the cards left on top of the deck
    for pl in players:
        if tops[pl]:
            step = yield from pregame.settle_top(
                ctx, pl, tops[pl], len(tops[pl]), ("2.1.1",), ("4.2.2",)
            )
            if step is False:
                return
    # 2.1.7: the final check; then the game is played, the first player's turn 1
    yield Mark(
        clauses=("2.1.7",),
        ja="最終確認: すべての準備が終わった",
        en="the final check: every preparation is done",
        touches=("turn",),
    )
    yield pregame.begin(first, ("2.1.7",), tuple(ready))
