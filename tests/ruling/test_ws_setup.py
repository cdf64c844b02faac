"""The WS pre-game procedure (chapter 5, ``game_setup``): bad input is a clear rejection, never a
traceback; the shared parts (``ruling.pregame``) carry no game's clause of their own."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path

import pytest

from tests.ruling.boards import named_deck, setup_ruling
from tests.ruling.boards import rejection as _rejection

_setup_ruling = partial(setup_ruling, "ws")


DECKS = "  A: {deck: 50}\n  B: {deck: 50}"


@pytest.mark.parametrize(
    ("players", "action", "turn", "says"),
    [
        (DECKS, "{do: game_setup}", "{player: A}", "number: 0"),
        (DECKS, "{do: stand_phase}", None, "まだ始まって"),
        (DECKS, "{do: play, card: A1, slot: center_front}", None, "まだ始まって"),
        ("  A: {deck: 50}\n  B: {}", "{do: game_setup}", None, "B のデッキが書かれていません"),
        ("  A: {deck: 50, hand: 1}\n  B: {deck: 50}", "{do: game_setup}", None, "A の hand"),
        (DECKS, "{do: game_setup, mulligan: 2}", None, "{プレイヤー"),
        (DECKS, "{do: game_setup, shuffled: {C: [x]}}", None, "C は"),
        (
            f"  A: {{deck: {named_deck()}}}\n  B: {{deck: 50}}",
            "{do: game_setup, shuffled: {A: [千早]}}",
            None,
            "「千早」が足りません",
        ),
        (
            DECKS,
            "{do: game_setup, first: A, mulligan: {A: [千早], B: 0}}",
            None,
            "「千早」がありません",
        ),
        (DECKS, "{do: game_setup, first: A, mulligan: {A: 6, B: 0}}", None, "5枚しか"),
        (DECKS, "{do: game_setup, first: A, mulligan: {A: -1, B: 0}}", None, "0以上"),
        (DECKS, "{do: game_setup, first: A, mulligan: {A: {x: 1}, B: 0}}", None, "リストか枚数"),
        ("  A: {deck: 49}\n  B: {deck: 50}", "{do: game_setup}", None, "49枚"),
        (
            "  A: {deck: [{name: a, count: 4}, {name: b, count: 4}, {name: c, count: 4}, {name: d, count: 4}, {name: e, count: 4}, {name: f, count: 4}, "
            "{name: g, count: 4}, {name: h, count: 4}, {name: i, count: 4}, {name: j, count: 4}, {name: k, count: 4}, {name: l, count: 4}, {name: m, count: 2}]}\n"
            "  B: {deck: 50}",
            "{do: game_setup, first: A}",
            None,
            "shuffled: {A:",
        ),
    ],
)
def test_setup_bad_input_is_a_clear_rejection(players, action, turn, says) -> None:
    """game_setup refuses what it cannot run with a reason: a game already started (and a turn
    action before it has started), an unlisted deck, cards outside the deck, a malformed or
    wrong ``shuffled`` / ``mulligan``, an illegal deck, an opening hand with too many
    possibilities to branch on."""
    r = _setup_ruling(players, action, turn or "{player: A, number: 0}")
    assert says in _rejection(r)


def test_every_problem_of_a_deck_is_named() -> None:
    """5.1.2.1, 5.1.2.2 and 5.1.2.3 at once: the rejection names all three."""
    players = (
        "  A:\n    deck:\n      - {name: 門, type: climax, count: 5}\n"
        "      - {name: 扉, type: climax, count: 4}\n      - 30\n  B: {deck: 50}"
    )
    r = _setup_ruling(players, "{do: game_setup, first: A}")
    says = _rejection(r)
    assert "39枚" in says and "「門」のカードが5枚" in says and "クライマックスが9枚" in says


def test_shared_pregame_module_cites_no_clause() -> None:
    """ruling/pregame.py is game-neutral: every clause id comes from the caller."""
    src = (Path(__file__).parents[2] / "ruling" / "pregame.py").read_text(encoding="utf-8")
    assert not re.search(r'"\d+(\.\d+)+"', src)
    assert not re.search(r"""["'](ws|vs|vg|co|mc)["']""", src)


def test_shared_deck_size_problem_names_the_count_and_the_size_asked() -> None:
    """pregame.deck_size_problem: none at the size asked; otherwise one problem naming both
    numbers, the deck and the caller's clauses."""
    from ruling.pregame import deck_size_problem

    assert deck_size_problem(50, 50, ("c",)) == []
    ((ja, en, clauses),) = deck_size_problem(49, 40, ("c",), ("メインデッキ", "the main deck"))
    assert "メインデッキが49枚（40枚ちょうど" in ja and en == (
        "the main deck has 49 cards (it must have exactly 40)"
    )
    assert clauses == ("c",)
