"""The co procedure before the game (chapters 1–2, ``game_setup``): bad input is a clear
rejection, never a traceback."""

from __future__ import annotations

from functools import partial

import pytest

from tests.ruling.boards import named_deck, setup_ruling
from tests.ruling.boards import rejection as _rejection

_setup_ruling = partial(setup_ruling, "co")


DECKS = "  A: {hp: 20, deck: 50}\n  B: {hp: 20, deck: 50}"


@pytest.mark.parametrize(
    ("players", "action", "turn", "says"),
    [
        (DECKS, "{do: game_setup}", "{player: A, number: 4}", "number: 0"),
        (DECKS, "{do: main_phase}", None, "まだ始まって"),
        (DECKS, "{do: attack, attacker: x}", None, "まだ始まって"),
        ("  A: {deck: 50}\n  B: {}", "{do: game_setup}", None, "B のデッキが書かれていません"),
        ("  A: {deck: 50, hand: 1}\n  B: {deck: 50}", "{do: game_setup}", None, "A の hand"),
        (
            f"  A: {{hp: 20, deck: {named_deck()}}}\n  B: {{hp: 20, deck: 50}}",
            "{do: game_setup, shuffled: {A: [千早]}}",
            None,
            "「千早」が足りません",
        ),
        (DECKS, "{do: game_setup, first: A, mulligan: {A: maybe}}", None, "yes か no"),
        (DECKS, "{do: game_setup, mulligan: [A]}", None, "{プレイヤー"),
        ("  A: {deck: 49}\n  B: {deck: 50}", "{do: game_setup}", None, "49枚"),
        ("  A: {deck: 50, sideboard: 21}\n  B: {deck: 50}", "{do: game_setup}", None, "21枚"),
        (
            "  A: {deck: [{name: 店員, type: navigator, rarity: rare, count: 5}, 45]}\n"
            "  B: {deck: 50}",
            "{do: game_setup}",
            None,
            "「店員」",
        ),
    ],
)
def test_setup_bad_input_is_a_clear_rejection(players, action, turn, says) -> None:
    r = _setup_ruling(players, action, turn or "{player: A, number: 0}")
    assert says in _rejection(r)


def test_navigator_of_unknown_rarity_is_an_assumption() -> None:
    players = "  A: {deck: [{name: 店員, type: navigator, count: 5}, 45]}\n  B: {deck: 50}"
    r = _setup_ruling(players, "{do: game_setup, first: A, mulligan: {A: no, B: no}}")
    assert not r.main.rejected
    assert any("コモンのナビゲーター" in w.ja for w in r.main.warnings)


def test_missing_hp_is_said() -> None:
    r = _setup_ruling(
        "  A: {deck: 50}\n  B: {deck: 50}", "{do: game_setup, first: A, mulligan: {A: no, B: no}}"
    )
    assert any("HPが書かれていません" in w.ja for w in r.main.warnings)
