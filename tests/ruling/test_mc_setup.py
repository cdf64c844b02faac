"""The mc set-up before the game (chapter 6, ``game_setup``): bad input is a clear rejection,
never a traceback."""

from __future__ import annotations

from functools import partial

import pytest

from tests.ruling.boards import rejection as _rejection
from tests.ruling.boards import setup_ruling

_setup_ruling = partial(setup_ruling, "mc")


UNITS = "{deck: [{name: 本陣札, type: terrain}, {type: unit, count: 49}]}"
DECKS = f"  A: {UNITS}\n  B: {UNITS}"
NO_UNIT = (
    "  A: {deck: [{name: 草, type: terrain, count: 3}, {name: 剣, type: item, count: 3},"
    " {name: 炎, type: spell, count: 1}, 43]}\n"
    f"  B: {UNITS}"
)
SEVEN = "shuffled: {A: [草, 剣, 剣, 剣, 草, 草, 炎], B: [本陣札]}"


@pytest.mark.parametrize(
    ("players", "action", "turn", "says"),
    [
        (DECKS, "{do: game_setup}", "{player: A, number: 2}", "number: 0"),
        (DECKS, "{do: advance, units: [x], to: c3}", None, "まだ始まって"),
        ("  A: {deck: 50}\n  B: {}", "{do: game_setup}", None, "B のデッキが書かれていません"),
        (f"  A: {UNITS}\n  B: {{deck: 50, hand: 2}}", "{do: game_setup}", None, "B の hand"),
        (DECKS, "{do: game_setup, dice: {A: 7, B: 2}}", None, "1〜6"),
        (DECKS, "{do: game_setup, dice: {A: 3}}", None, "両プレイヤー"),
        (DECKS, "{do: game_setup, dice: {A: x, B: 2}}", None, "1〜6の数"),
        (DECKS, "{do: game_setup, dice: {A: 4, B: 4}}", None, "振りなおした結果"),
        (DECKS, "{do: game_setup, dice: {A: [4, 5], B: [4]}}", None, "2回目"),
        (DECKS, "{do: game_setup, shuffled: {A: [千早]}}", None, "「千早」が足りません"),
        (DECKS, "{do: game_setup, mulligan: {A: yes}, dice: {A: 1, B: 2}}", None, "ユニットカード"),
        (NO_UNIT, f"{{do: game_setup, {SEVEN}, mulligan: {{A: 3}}}}", None, "yes か no"),
        ("  A: {deck: 49}\n  B: {deck: 50}", "{do: game_setup}", None, "49枚"),
    ],
)
def test_setup_bad_input_is_a_clear_rejection(players, action, turn, says) -> None:
    r = _setup_ruling(players, action, turn or "{player: A, number: 0}")
    assert says in _rejection(r)


def test_redo_unanswered_is_the_players_choice() -> None:
    """6.1.1.7: a hand of no unit card — whether to redo is the player's choice (branched)."""
    r = _setup_ruling(NO_UNIT, f"{{do: game_setup, {SEVEN}, dice: {{A: 1, B: 2}}}}")
    assert r.main.choices and any(c.kind == "mulligan" for c in r.main.choices)
