"""Weiß Schwarz card-text constructions of round 23 (issue 12, s19ws), each in general form with
its variants (the family, not one wording): a minimal ability text and what it does on a board,
and the case that must not do it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from tests.ruling.boards import unsupported, ws_compile, ws_resolve_text, zone_names

STAGE = (
    "  A:\n    level: 1\n    stage:\n"
    "      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1,"
    " traits: [音楽], color: red}\n"
    "      left_front: {name: 乙, type: character, level: 2, power: 5000, soul: 1,"
    " traits: [動物], color: blue}\n"
    "      right_front: {name: 丙, type: character, level: 0, power: 5000, soul: 1,"
    " traits: [音楽, 動物], color: red}\n"
    "    deck: 10\n  B:\n    level: 1\n    deck: 10\n"
)


def _powers(r: object) -> dict[str, int]:
    state = r.outcome["state"]  # type: ignore[attr-defined]
    return {k.split(".")[0]: v for k, v in state.items()}


ASK = "甲.power, 乙.power, 丙.power"


# --------------------------------- 「X以外のY」 with X a description (2.1.2, 2.3.2, 2.5, 2.6)


@pytest.mark.parametrize(
    ("x", "raised"),
    [
        ("《音楽》", {"乙"}),  # a trait
        ("《音楽》か《動物》", set()),  # one of several traits: each of the three has one
        ("レベル1以下", {"乙"}),  # a value
        ("レベル1以上", {"丙"}),
        ("赤", {"乙"}),  # a colour
        ("「甲」", {"乙", "丙"}),  # a name (as before)
        ("《音楽》のキャラ", {"乙"}),  # a trait and a kind
    ],
)
def test_except_a_description(x: str, raised: set[str]) -> None:
    """「そのターン中、あなたの{x}以外のキャラすべてのパワーを＋1000」: the characters X does not
    describe get +1000, those it describes do not; the owner printed before X is the owner of
    the cards left (あなたの)."""
    text = f"そのターン中、あなたの{x}以外のキャラすべてのパワーを＋1000。"
    r = ws_resolve_text(STAGE, text, ask=ASK)
    assert not unsupported(r)
    assert _powers(r) == {n: 6000 if n in raised else 5000 for n in ("甲", "乙", "丙")}


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、他の《音楽》以外のあなたのキャラすべてのパワーを＋1000。",
        "そのターン中、《音楽》以外のキャラすべてのパワーを＋1000。",
        "そのターン中、あなたの前列の《音楽》以外のキャラすべてのパワーを＋1000。",
    ],
)
def test_except_word_orders(text: str) -> None:
    """The same cards with 他の / the owner after 以外 / no owner / a zone before X: 乙 only (B
    has no character)."""
    r = ws_resolve_text(STAGE, text, ask=ASK)
    assert not unsupported(r)
    assert _powers(r) == {"甲": 5000, "乙": 6000, "丙": 5000}


def test_except_in_a_choice_from_a_zone() -> None:
    """「自分の控え室の《音楽》以外のキャラを1枚選び、手札に戻す」: of the waiting room's 丁
    (《音楽》) and 戊 (《動物》), only 戊 can be chosen."""
    board = STAGE.replace(
        "    deck: 10\n  B:",
        "    waiting_room: [{name: 丁, type: character, level: 0, traits: [音楽]},"
        " {name: 戊, type: character, level: 0, traits: [動物]}]\n    deck: 10\n  B:",
        1,
    )
    text = "あなたは自分の控え室の《音楽》以外のキャラを1枚選び、手札に戻す。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["戊"]
    assert zone_names(r, "A", "waiting_room") == ["丁"]


def test_except_keeps_the_kind_after_it() -> None:
    """「《音楽》以外のキャラ」 is a character: a climax in the waiting room is not chosen."""
    board = STAGE.replace(
        "    deck: 10\n  B:",
        "    waiting_room: [{name: 丁, type: climax}, {name: 戊, type: character, level: 0,"
        " traits: [音楽]}]\n    deck: 10\n  B:",
        1,
    )
    text = "あなたは自分の控え室の《音楽》以外のキャラを1枚選び、手札に戻す。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == []


def test_except_of_counted_cards_is_refused() -> None:
    """「2枚以外の」 is no description: refused, not read as a filter."""
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        ws_compile("【永】 あなたの《音楽》のキャラ2枚以外のキャラすべてに、パワーを＋1000。")


# ----------------------------- a number of cards against a number: より多い / より少ない / の枚数


def _hand(n: int) -> str:
    cards = ", ".join(f"{{name: 手{i}, type: character}}" for i in range(n))
    return STAGE.replace("    deck: 10\n  B:", f"    hand: [{cards}]\n    deck: 10\n  B:", 1)


@pytest.mark.parametrize(
    ("cond", "hand", "draws"),
    [
        ("あなたの手札が2枚より多いなら", 3, True),  # more than 2: 3 or more
        ("あなたの手札が2枚より多いなら", 2, False),
        ("あなたの手札が3枚より少ないなら", 2, True),  # fewer than 3: 2 or fewer
        ("あなたの手札が3枚より少ないなら", 3, False),
        ("あなたの手札の枚数が2枚以下なら", 2, True),  # 「…の枚数が」: the cards counted
        ("あなたの手札の枚数が2枚以下なら", 3, False),
        ("あなたの手札の枚数が2枚より多いなら", 3, True),
        ("あなたの手札の枚数が3枚以上なら", 2, False),
    ],
)
def test_a_number_of_cards_against_a_number(cond: str, hand: int, draws: bool) -> None:
    """「{cond}、あなたは1枚引く」 with that many cards in A's hand."""
    r = ws_resolve_text(_hand(hand), f"{cond}、あなたは1枚引く。")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand + (1 if draws else 0)
