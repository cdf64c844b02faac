"""The pre-game procedure of Vanguard (chapter 8): each fighter's decks presented and checked
against the deck-construction rules (8.2.1.1, 8.1), a grade 0 unit from the ride deck (or the
main deck) put face down on the vanguard circle as the first vanguard (8.2.1.2), the main decks
shuffled (8.2.1.3), the ride deck put in the ride deck zone (8.2.1.4) and the G deck face down
in the G zone (8.2.1.5), a fighter chosen at random who chooses the first fighter (8.2.1.6),
vanguard damage set to 0 (8.2.1.7), five cards each and then, the first fighter first, each
fighter's one redraw (8.2.1.8: any number of hand cards to the bottom of the deck, as many
drawn, and the deck shuffled when one card or more was put), and the first vanguards turned face
up as the game begins with the first fighter as the turn fighter (8.2.1.9).

A scenario runs it as its first action (``game_setup``) from ``turn: {number: 0}``, each main
deck listed as ``deck`` and a ride deck / G deck, when the fighter has one, as ``ride_deck`` /
``g_zone`` (the zones they are put in). What is random is never invented: the fighter chosen at
random (``chooser``) and the top of each shuffled deck (``shuffled``: the opening hand, then the
cards drawn in the redraw) are given by the scenario, or the ruling branches over them; the
first fighter (``first``), the first vanguard (``vanguard``) and the redraw (``mulligan``) are
choices, given or branched on. The parts other games share are in ``ruling.pregame``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from typing import Any

from ruling import pregame, unsettled
from ruling.abilities import abilities_of
from ruling.cardtext.ir import Op
from ruling.choosing import choose_card
from ruling.core import Ctx
from ruling.games._vg.common import Proc, grade, is_unit, vkey
from ruling.games._vg.selectors import treats
from ruling.games._vg.triggers import icons_of
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

MAIN_DECK = 50  # 8.1.4.1
RIDE_DECK_MIN = 4  # 8.1.4.2
G_DECK_MAX = 16  # 8.1.4.3
COPIES = 4  # 8.1.5
TRIGGERS = 16  # 8.1.6
HEALS = 4  # 8.1.6.1
OVERS = 1  # 8.1.6.2
SENTINELS = 4  # 8.1.7
REGALIS = 1  # 8.1.8
ACE_UNITS = 1  # 14.57.2
OPENING_HAND = 5  # 8.2.1.8
DECKS = ("deck", "ride_deck", "g_zone")

Problem = tuple[str, str, tuple[str, ...]]


# an action that needs a turn is refused before the game starts: the game begins at 8.2.1.9
in_game = pregame.in_game(("8.2.1.9",))


def _names(ctx: Ctx, c: Card) -> tuple[str, ...]:
    """8.1.5.1 / 8.1.5.2: the card names counted for the copy limit — its name, and each name
    its text treats it as (「として扱う」, and 「としても扱う」, which 2.1.2 says works in every zone
    and is read in deck construction)."""
    out = [c.name] if c.name else []
    for other, _also in treats(ctx, c) if c.text else ():
        if other not in out:
            out.append(other)
    return tuple(out)


def _also_named(ctx: Ctx, cards: list[Card], name: str) -> bool:
    """Some card is counted under ``name`` only by a name its text gives it (2.1.2)."""
    return any(name in _names(ctx, c) and c.name != name for c in cards)


def _has(c: Card, skill: str, word: str) -> bool:
    """The card has the keyword ``skill``: given as a skill, or printed — a line of its text
    compiled as that keyword (「【永】：エースユニット（…）」), or (``word`` not empty) the word
    anywhere in its text."""
    from grammar.keywords import lookup

    given = c.extra.get("skills") or ()
    # a skill given by its id or as printed (「skills: [エースユニット]」)
    if skill in given or any(getattr(lookup("vg", str(g)), "id", None) == skill for g in given):
        return True
    if word and word in (c.text or ""):
        return True
    return bool(c.text) and any(
        ab.program is not None and ab.program.keyword == skill for ab in abilities_of("vg", c)
    )


def _is_trigger(c: Card) -> bool | None:
    if icons_of(c) or c.type == "trigger":
        return True
    return None if c.type is None else False


def _deck_limits_of(c: Card) -> list[Op]:
    """8.1.3: the deck-construction conditions a card's text states (its continuous abilities
    compiled to ``deck_limit``: 「「X」はデッキにN枚だけ入れられる」, 「このカードは…」,
    「このユニットはデッキにN枚までしか入れられない」)."""
    if not c.text:
        return []
    return [
        op
        for ab in abilities_of("vg", c)
        if ab.supported and ab.program is not None
        for op in ab.program.steps
        if op.verb == "deck_limit"
    ]


def _same_number(c: Card) -> tuple[str, ...]:
    """8.1.9: the cards 「このカード」 of a deck-construction text refers to are those of its
    collector number; a card given without one is grouped with the cards of its name and text
    (an assumption the check states)."""
    return ("number", c.number) if c.number else ("text", c.name or "", c.text)


def deck_text_limits(cards: list[Card]) -> tuple[dict[str, int], dict[tuple[str, ...], int]]:
    """8.1.3: the deck-construction conditions of the cards' texts, each replacing the copy limit
    of 8.1.5 — by name (「「X」は…」) and by collector number (「このカード / このユニットは…」,
    8.1.9); the lowest where several cards state one."""
    names: dict[str, int] = {}
    numbers: dict[tuple[str, ...], int] = {}
    for c in cards:
        for op in _deck_limits_of(c):
            if op.name:
                names[op.name] = min(op.n, names.get(op.name, op.n))
            else:
                key = _same_number(c)
                numbers[key] = min(op.n, numbers.get(key, op.n))
    return names, numbers


def _grade_line(ride: list[Card]) -> bool:
    """Does the ride deck hold a unit of each grade 0 to 3? A deck with a grade not given is
    taken to (nothing is read of what the scenario left out)."""
    grades = {grade(c) for c in ride}
    return None in grades or {0, 1, 2, 3} <= grades


def deck_problems(
    ctx: Ctx, main: list[Card], ride: list[Card], gdeck: list[Card], fold_spaces: bool = False
) -> tuple[list[Problem], list[str]]:
    """8.1.4–8.1.8: what keeps the decks from being legal — (ja, en, clauses) each — and the
    assumptions made (ja|en texts) where the scenario leaves a card's name or type out.
    ``fold_spaces``: names that differ only in a space are one name (the reading ``one_name``
    of vg.unsettled ``name_spacing``)."""

    def folded(name: str) -> str:
        return pregame.name_key(name) if fold_spaces else name

    out: list[Problem] = pregame.deck_size_problem(
        len(main), MAIN_DECK, ("8.1.4.1",), ("メインデッキ", "the main deck")
    )
    unsure: list[str] = []
    wrong = [c.label for c in main if c.type in ("g", "ride_deck_crest")]
    if wrong:
        out.append(
            (
                f"メインデッキにGユニットかライドデッキクレストがある（{'、'.join(wrong)}）",
                f"the main deck holds a G unit or ride deck crest ({', '.join(wrong)})",
                ("8.1.4.1",),
            )
        )
    if ride and len(ride) < RIDE_DECK_MIN:
        out.append(
            (
                f"ライドデッキが{len(ride)}枚（4枚以上）",
                f"the ride deck has {len(ride)} cards (4 or more)",
                ("8.1.4.2",),
            )
        )
    if len(gdeck) > G_DECK_MAX:
        out.append(
            (
                f"Gデッキが{len(gdeck)}枚（16枚以下）",
                f"the G deck has {len(gdeck)} cards (16 at most)",
                ("8.1.4.3",),
            )
        )
    not_g = [c.label for c in gdeck if c.type is not None and c.type != "g"]
    if not_g:
        out.append(
            (
                f"GデッキにサブタイプがGでないカードがある（{'、'.join(not_g)}）",
                f"the G deck holds cards that are not G ({', '.join(not_g)})",
                ("8.1.4.3",),
            )
        )
    limits, own = deck_text_limits(main + ride + gdeck)
    limits = {folded(n): v for n, v in limits.items()}
    for cards, where_ja, where_en in (
        (main + ride, "メインデッキとライドデッキを合わせて", "main and ride deck together"),
        (gdeck, "Gデッキに", "the G deck"),
    ):
        # 8.1.3 / 8.1.9: 「このカードはデッキにN枚…」 — the cards of its collector number
        groups: Counter[tuple[str, ...]] = Counter(_same_number(c) for c in cards)
        for key, n in groups.items():
            limit = own.get(key)
            if limit is None or n <= limit:
                continue
            label = next(c.label for c in cards if _same_number(c) == key)
            by_ja, by_en = (
                (f"コレクション番号{key[1]}", f"collector number {key[1]}")
                if key[0] == "number"
                else ("同じカード名とテキスト", "the same name and text")
            )
            out.append(
                (
                    f"{where_ja}「{label}」（{by_ja}）のカードが{n}枚（カードのテキストにより"
                    f"{limit}枚まで）",
                    f"{n} cards {label} ({by_en}) in {where_en} ({limit} at most by the card's"
                    " text)",
                    ("8.1.3", "8.1.9"),
                )
            )
        names: Counter[str] = Counter(folded(n) for c in cards for n in _names(ctx, c))
        for name, n in names.items():
            limit = limits.get(name, COPIES)
            if n > limit:
                by_text = name in limits
                out.append(
                    (
                        f"{where_ja}カード名「{name}」のカードが{n}枚（"
                        + ("カードのテキストにより" if by_text else "")
                        + f"{limit}枚まで）",
                        f"{n} cards named {name} in {where_en} ({limit} at most"
                        + (" by the card's text)" if by_text else ")"),
                        (("8.1.3", "8.1.5") if by_text else ("8.1.5", "8.1.5.1", "8.1.5.2"))
                        + (("2.1.2",) if _also_named(ctx, cards, name) else ()),
                    )
                )
    both = main + ride
    kinds = [_is_trigger(c) for c in both]
    known = sum(1 for k in kinds if k)
    unknown = sum(1 for k in kinds if k is None)
    if known > TRIGGERS or known + unknown < TRIGGERS:
        out.append(
            (
                f"トリガーを持つカードが{known}枚（16枚ちょうど）",
                f"{known} cards with a trigger (exactly 16)",
                ("8.1.6",),
            )
        )
    elif unknown and known != TRIGGERS:
        unsure.append(
            f"種類の書かれていないカード{unknown}枚のうち{TRIGGERS - known}枚がトリガーを持つものとし、"
            "トリガー16枚の条件（8.1.6）は満たしているものとしました|of the "
            f"{unknown} cards of unknown type, {TRIGGERS - known} were taken to have a trigger: "
            "the 16-trigger rule (8.1.6) was taken to be met"
        )
    for icon, limit, ja, cl in (
        ("heal", HEALS, "ヒールトリガー", "8.1.6.1"),
        ("over", OVERS, "オーバートリガー", "8.1.6.2"),
    ):
        n = sum(1 for c in both if icon in icons_of(c))
        if n > limit:
            out.append(
                (
                    f"{ja}を持つカードが{n}枚（{limit}枚以下）",
                    f"{n} cards with a {icon} trigger ({limit} at most)",
                    (cl, "8.1.6"),
                )
            )
    # each limit stated twice: in the deck rules and by its keyword (14.10.2, 14.51.2.1)
    for skill, word, limit, ja, cl in (
        ("sentinel", "守護者", SENTINELS, "守護者", ("8.1.7", "14.10.2")),
        ("regalis_piece", "レガリスピース", REGALIS, "レガリスピース", ("8.1.8", "14.51.2.1")),
        # 14.57.2: 「エースユニットを持つカードは、デッキ全体で最大1枚のみ入れることができる」,
        # whatever their names (14.57.2.1)
        ("ace_unit", "", ACE_UNITS, "エースユニット", ("14.57.1", "14.57.2", "14.57.2.1")),
    ):
        n = sum(1 for c in both if _has(c, skill, word))
        if n > limit:
            out.append(
                (
                    f"{ja}を持つカードが{n}枚（{limit}枚以下）",
                    f"{n} cards with {skill} ({limit} at most)",
                    cl,
                )
            )
    if any(_same_number(c) in own and not c.number for c in both + gdeck):
        unsure.append(
            "コレクション番号の書かれていないカードは、同じカード名とテキストのカードを同じコレクション番号の"
            "カードとしました（8.1.9）|cards given without a collector number were taken to share"
            " one with the cards of the same name and text (8.1.9)"
        )
    if any(not c.name for c in both + gdeck):
        unsure.append(
            "名前の書かれていないカードは、同一カード名4枚の制限（8.1.5）を満たしているものとしました"
            "|unnamed cards were taken to meet the 4-copy limit (8.1.5)"
        )
    return out, unsure


def _first_vanguard(ctx: Ctx, pl: str, want: Any) -> Proc:
    """8.2.1.2: the grade 0 unit ``pl`` puts face down on the vanguard circle, from the ride
    deck when there is one, else from the main deck. Returns its uid, or None after a
    rejection."""
    src = "ride_deck" if ctx.zone(pl, "ride_deck") else "deck"
    src_ja = "ライドデッキ" if src == "ride_deck" else "メインデッキ"
    cards = list(ctx.zone(pl, src))
    if want is not None:
        c = next((c for c in cards if str(want) in (c.name, c.uid)), None)
        if c is None:
            yield Reject(
                f"{pl} の{src_ja}に「{want}」がありません（ファーストヴァンガードは{src_ja}から選ぶ）",
                f"{pl}'s {src.replace('_', ' ')} holds no {want} (the first vanguard comes from it)",
                ("8.2.1.2",),
            )
            return None
        if grade(c) not in (0, None) or not is_unit(c) or c.type == "g":
            yield Reject(
                f"「{c.label}」はグレード0のユニットではないため、ファーストヴァンガードにできません",
                f"{c.label} is no grade 0 unit: it cannot be the first vanguard",
                ("8.2.1.2",),
            )
            return None
        if grade(c) is None:
            yield Warn(
                "assumption",
                f"「{c.label}」はグレードが書かれていないため、グレード0のユニットとしました",
                f"{c.label} has no grade given: taken to be a grade 0 unit",
                ("8.2.1.2",),
                key="not_given_taken_as",
            )
        return c.uid
    zero = [c for c in cards if grade(c) == 0 and is_unit(c) and c.type != "g"]
    if not zero:
        zero = [c for c in cards if grade(c) is None and is_unit(c) and c.type != "g"]
        if zero:
            yield Warn(
                "assumption",
                f"{pl} の{src_ja}にグレード0と書かれたユニットがないため、グレードの書かれていない"
                "カードをグレード0のユニットとしました",
                f"{pl}'s {src.replace('_', ' ')} has no unit given as grade 0: cards without a"
                " grade were taken to be grade 0 units",
                ("8.2.1.2",),
                key="not_given_taken_as",
            )
    main_zero = [c for c in ctx.zone(pl, "deck") if grade(c) == 0 and is_unit(c) and c.type != "g"]
    if not zero and src == "ride_deck" and main_zero:
        # a ride deck with no grade 0 unit, and one in the main deck: 8.2.1.2 read as written
        # (there is a ride deck: the step cannot be done, 1.3.2) or its 「無い場合は」 read as
        # 'none offered there' — the document keeps no ride-deck condition (8.1.4.2, appendix D
        # moved to the fighters' rules): the audit's ride_deck_without_grade_zero
        from_main = yield unsettled.choose(
            pl, "vg", "ride_deck_without_grade_zero", {"not_done": False, "main_deck": True}
        )
        if from_main:
            src, src_ja, zero = "deck", "メインデッキ", main_zero
    if not zero:
        yield Reject(
            f"{pl} の{src_ja}にグレード0のユニットがないため、ファーストヴァンガードを置けません",
            f"{pl}'s {src.replace('_', ' ')} has no grade 0 unit for the first vanguard",
            ("8.2.1.2",),
        )
        return None
    uid = yield choose_card(
        pl,
        zero,
        "first_vanguard",
        f"{pl} がファーストヴァンガードとして裏向きでヴァンガードサークルに置くグレード0のユニット",
        f"the grade 0 unit {pl} puts face down on the vanguard circle as the first vanguard",
        ("8.2.1.2",),
    )
    return uid


def _known_top(ctx: Ctx, pl: str, known: bool) -> SetVar:
    """While the cards drawn are the ones the shuffle's result put on top (given or branched
    on), the deck's order is not hidden for the draw (4.5.2); afterwards the rest is."""
    ref = f"{pl}.deck"
    now = [r for r in ctx.state.vars.get("shuffled", []) if r != ref]
    return SetVar(
        key="shuffled",
        value=now if known else [*now, ref],
        clauses=("8.2.1.3",),
        ja=f"{pl} の山札の上のカードはシャッフルの結果として定まっている"
        if known
        else f"{pl} の山札の残りは非公開の順番のまま",
        en=f"the top of {pl}'s deck is settled by the shuffle's result"
        if known
        else f"the rest of {pl}'s deck stays in a hidden order",
    )


def _g_deck_trigger_limits(
    pl: str, both: list[Card], gdeck: list[Card]
) -> Generator[Any, Any, list[tuple[str, str, tuple[str, ...]]]]:
    """8.1.6.1 / 8.1.6.2 (heal 4, over 1 at most) name no deck, where 8.1.6 counts the main and
    ride decks: where the G deck's cards with that icon would take the count over the limit, the
    reading decides (the audit's trigger_limit_scope, both run; the engine's: the main and ride
    decks only). The problems under the reading taken."""
    for icon, limit, ja, cl in (
        ("heal", HEALS, "ヒールトリガー", "8.1.6.1"),
        ("over", OVERS, "オーバートリガー", "8.1.6.2"),
    ):
        n = sum(1 for c in both if icon in icons_of(c))
        g = sum(1 for c in gdeck if icon in icons_of(c))
        if g and n <= limit < n + g:
            every = yield unsettled.choose(
                pl, "vg", "trigger_limit_scope", {"main_and_ride": False, "every_deck": True}
            )
            if every:
                return [
                    (
                        f"Gデッキを含めて{ja}を持つカードが{n + g}枚（{limit}枚以下）",
                        f"{n + g} cards with a {icon} trigger, the G deck's counted ({limit} at most)",
                        (cl, "8.1.4.3"),
                    )
                ]
    return []


def game_setup(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """8.2.1: before the game each fighter follows 8.2.1.1–8.2.1.9, in this order."""
    players = list(ctx.state.players)
    maps = yield from pregame.check_start(
        ctx,
        p,
        ("vanguard", "shuffled", "mulligan"),
        pregame.deck_listed,
        procedure=("8.2.1",),
        present=("8.2.1.1", "8.1.2"),
        all_in_deck=("8.2.1", "8.1.1", "8.1.2"),
        decks=DECKS,
    )
    if maps is None:
        return
    tops = pregame.given_tops(maps["shuffled"], players)
    # 8.2.1.1: each deck presented; the decks must meet 8.1 (with the deck-construction text
    # of 8.1.3, by name or, 「このカード」, by collector number, 8.1.9)
    presented: dict[str, int] = {}
    for pl in players:
        main, ride, gdeck = (list(ctx.zone(pl, z)) for z in DECKS)
        limits = deck_text_limits(main + ride + gdeck)
        # two names differing only in a space: no clause says whether a space is part of a
        # card name (2.1.1.1 leaves out only the reading) — asked where the copy limit of the
        # main and ride deck rests on it (vg.unsettled name_spacing)
        fold = yield from pregame.name_spacing(
            pl,
            "vg",
            "name_spacing",
            [n for c in main + ride for n in _names(ctx, c)],
            lambda n, text=limits[0]: text.get(n, COPIES),
        )
        problems, unsure = deck_problems(ctx, main, ride, gdeck, fold)
        if not problems:
            problems = yield from _g_deck_trigger_limits(pl, main + ride, gdeck)
        if not problems and ride and not _grade_line(ride):
            # 8.1.4.2 names 「ライドデッキ構築の条件(付録D)」, and 付録D only says the conditions
            # moved out of the document: checked against its 「4枚以上」 alone (the engine's),
            # or against the usual line of a unit of each grade 0 to 3 (the audit's
            # ride_deck_conditions_outside)
            reading = yield unsettled.choose(
                pl, "vg", "ride_deck_conditions_outside", {"count_only": False, "grade_line": True}
            )
            if reading:
                problems = [
                    (
                        "ライドデッキにグレード0から3のユニットがそろっていない（付録Dの条件）",
                        "the ride deck lacks a unit of some grade 0 to 3 (the conditions of "
                        "appendix D)",
                        ("8.1.4.2", "D"),
                    )
                ]
        if problems:
            yield pregame.deck_rejection(pl, problems, ("8.2.1.1", "8.1.2", "8.1.4"))
            return
        if unsure:
            yield pregame.deck_assumption(pl, unsure, ("8.2.1.1",), "decks")
        extra = (
            (("8.1.4.2",) if ride else ())
            + (("8.1.4.3",) if gdeck else ())
            + (("8.1.3",) if any(limits) else ())
            + (("8.1.9",) if limits[1] else ())
        )
        presented[pl] = yield Mark(
            clauses=(
                "8.2.1.1",
                "8.1.1",
                "8.1.2",
                "8.1.4",
                "8.1.4.1",
                *extra,
                "8.1.5",
                "8.1.5.1",
                "8.1.6",
                "8.1.6.1",
                "8.1.6.2",
                "8.1.7",
                "8.1.8",
            ),
            ja=f"{pl} はメインデッキ（{len(main)}枚）"
            + (f"、ライドデッキ（{len(ride)}枚）" if ride else "")
            + (f"、Gデッキ（{len(gdeck)}枚）" if gdeck else "")
            + "を提示する: デッキの条件を満たす",
            en=f"{pl} presents the main deck ({len(main)} cards)"
            + (f", the ride deck ({len(ride)})" if ride else "")
            + (f", the G deck ({len(gdeck)})" if gdeck else "")
            + ": legal decks",
            touches=tuple(f"{pl}.{z}" for z in DECKS),
        )
    # 8.2.1.2: the first vanguard, face down (its content hidden until the game starts)
    vanguards: dict[str, str] = {}
    for pl in players:
        uid = yield from _first_vanguard(ctx, pl, maps["vanguard"].get(pl))
        if uid is None:
            return
        vanguards[pl] = uid
        yield Move(
            uid=uid,
            player=pl,
            zone="field.vanguard",
            face_up=False,
            clauses=("8.2.1.2",),
            ja=f"{pl} はグレード0のユニットを1枚選び、裏向きでヴァンガードサークルに置く（ファーストヴァンガード）",
            en=f"{pl} puts a grade 0 unit face down on the vanguard circle (the first vanguard)",
        )
    # 8.2.1.3: each main deck put as the deck and shuffled (then the opponent may shuffle it);
    # its top five (the opening hand, 8.2.1.8) given or branched on
    top_step: dict[str, int] = {}
    for pl in players:
        top_step[pl] = yield Shuffle(
            player=pl,
            zone="deck",
            clauses=("8.2.1.3", "7.5.1"),
            ja=f"{pl} はメインデッキを山札に置いてシャッフルする（その後、相手もシャッフルできる）",
            en=f"{pl} puts the main deck as the deck and shuffles it (the opponent may then "
            "shuffle it too)",
        )
        step = yield from pregame.settle_top(
            ctx, pl, tops[pl], OPENING_HAND, ("8.2.1.3",), ("4.5.2", "8.2.1.8")
        )
        if step is False:
            return
        if step is not None:
            top_step[pl] = step
    # 8.2.1.4 / 8.2.1.5: the ride deck into the ride deck zone, the G deck face down in the G
    # zone (the scenario lists them there)
    for pl in players:
        if ctx.zone(pl, "ride_deck"):
            yield Mark(
                clauses=("8.2.1.4",),
                ja=f"{pl} はライドデッキのカード（{len(ctx.zone(pl, 'ride_deck'))}枚）をライドデッキ置場に置く",
                en=f"{pl} puts the ride deck ({len(ctx.zone(pl, 'ride_deck'))} cards) in the "
                "ride deck zone",
                touches=(f"{pl}.ride_deck",),
            )
        gz = ctx.zone(pl, "g_zone")
        if gz:
            for c in gz:
                if c.face_up:
                    yield SetCard(
                        uid=c.uid, changes={"face_up": False}, clauses=("8.2.1.5", "4.14.3")
                    )
            yield Mark(
                # face down, a private zone's cards as the game begins (4.14.3)
                clauses=("8.2.1.5", "4.14.3"),
                ja=f"{pl} はGデッキ（{len(gz)}枚）を裏向きのままGゾーンに重ねて置く",
                en=f"{pl} puts the G deck ({len(gz)} cards) face down in the G zone",
                touches=(f"{pl}.g_zone",),
            )
    # 8.2.1.6: a fighter chosen at random chooses the first fighter
    first = yield from pregame.choose_first(
        ctx, p.get("first"), p.get("chooser"), ("8.2.1.6",), ("8.2.1.6",)
    )
    if first is None:
        return
    # 8.2.1.7: each fighter's vanguard damage is 0
    for pl in players:
        yield SetVar(
            key=vkey("vanguard_damage", pl),
            value=0,
            clauses=("8.2.1.7", "3.1.2"),
            ja=f"{pl} のヴァンガードダメージを0にする",
            en=f"{pl}'s vanguard damage is set to 0",
        )
    # 8.2.1.8: five cards each, the opening hand
    for pl in players:
        yield _known_top(ctx, pl, True)
        yield Do(
            "draw",
            {"player": pl, "amount": OPENING_HAND},
            caused_by=(top_step[pl],),
            clauses=("8.2.1.8",),
        )
        yield _known_top(ctx, pl, False)
    # 8.2.1.8: then, the first fighter first, each fighter once: any number of hand cards to
    # the bottom of the deck, as many drawn, and the deck shuffled when one or more was put
    reshuffled: set[str] = set()
    for pl in sorted(players, key=lambda x: x != first):
        got = yield from pregame.redraw_give_up(
            ctx,
            pl,
            maps["mulligan"].get(pl),
            "deck",
            ("山札の一番下に", "on the bottom of the deck"),
            ("8.2.1.8",),
            ("8.2.1.8",),
            pos="bottom",
            none=(
                f"{pl} は手札を山札の下に置かない（引き直さない）",
                f"{pl} puts no hand card on the bottom of the deck (no redraw)",
            ),
        )
        if got is None:
            return
        uids, put = got
        if put is None:
            continue
        step = yield from pregame.settle_top(
            ctx, pl, tops[pl], len(uids), ("8.2.1.3",), ("4.5.2", "8.2.1.8"), known=tuple(uids)
        )
        if step is False:
            return
        yield _known_top(ctx, pl, True)
        yield pregame.redraw_draw(pl, len(uids), put, step, ("8.2.1.8",))
        yield _known_top(ctx, pl, False)
        yield Shuffle(
            player=pl,
            zone="deck",
            clauses=("8.2.1.8", "7.5.1"),
            ja=f"{pl} は1枚以上置いたので山札をシャッフルする",
            en=f"{pl} put one card or more, so shuffles the deck",
        )
        reshuffled.add(pl)
    # names of ``shuffled`` beyond the cards drawn: the cards left on top of the deck (only
    # while it has not been shuffled again)
    for pl in players:
        if tops[pl] and pl in reshuffled:
            yield Reject(
                f"{pl} の山札は引き直しの後にシャッフルされたため、shuffled の残り"
                f"（{'、'.join(map(str, tops[pl]))}）は山札の上のカードになりません",
                f"{pl}'s deck was shuffled again after the redraw: the rest of 'shuffled' "
                f"({', '.join(map(str, tops[pl]))}) is not on top of it",
                ("8.2.1.8",),
            )
            return
        if tops[pl]:
            step = yield from pregame.settle_top(
                ctx, pl, tops[pl], len(tops[pl]), ("8.2.1.3",), ("4.5.2",)
            )
            if step is False:
                return
    # 8.2.1.9: the first vanguards turned face up; the game begins with the first fighter as
    # the turn fighter
    for pl in players:
        c = ctx.card(vanguards[pl])
        yield SetCard(
            uid=vanguards[pl],
            changes={"face_up": True},
            # turning the first vanguard face up is 「スタンドアップする」 (7.45.1)
            clauses=("8.2.1.9", "7.45.1"),
            ja=f"{pl} はファーストヴァンガード（{c.label if c else ''}）を表向きにする（スタンドアップ）",
            en=f"{pl} turns the first vanguard ({c.label if c else ''}) face up",
        )
    yield pregame.begin(first, ("8.2.1.9",), tuple(presented.values()))
