"""The vg pre-game procedure (chapter 8, ``game_setup``): bad input is a clear rejection, never a
traceback; every problem of a deck is named."""

from __future__ import annotations

from functools import partial

import pytest

from tests.ruling.boards import named_deck, setup_ruling
from tests.ruling.boards import rejection as _rejection

_setup_ruling = partial(setup_ruling, "vg")


ZERO = "{name: 見習い, type: normal, grade: 0}"
TRIG = ", type: trigger, grade: 0, trigger: critical"
DECKS = f"  A: {{deck: [{ZERO}, 49]}}\n  B: {{deck: [{ZERO}, 49]}}"
RIDE = (
    "  A:\n    ride_deck: [{name: 始, type: normal, grade: 0}, {name: 一, grade: 1},"
    " {name: 二, grade: 2}, {name: 三, grade: 3}]\n"
    f"    deck: [{ZERO}, 49]\n  B: {{deck: [{ZERO}, 49]}}"
)


@pytest.mark.parametrize(
    ("players", "action", "turn", "says"),
    [
        (DECKS, "{do: game_setup}", "{player: A, number: 3}", "number: 0"),
        (DECKS, "{do: ride_phase}", None, "まだ始まって"),
        (DECKS, "{do: attack}", None, "まだ始まって"),
        ("  A: {deck: 50}\n  B: {}", "{do: game_setup}", None, "B のデッキが書かれていません"),
        (
            f"  A: {{deck: [{ZERO}, 49], hand: 1}}\n  B: {{deck: 50}}",
            "{do: game_setup}",
            None,
            "A の hand",
        ),
        (DECKS, "{do: game_setup, mulligan: 2}", None, "{プレイヤー"),
        (DECKS, "{do: game_setup, vanguard: {C: 見習い}}", None, "C は"),
        (
            f"  A: {{deck: [{ZERO}, {named_deck(16, extra=TRIG, prefix='t')[1:-1]},"
            f" {named_deck(33, extra=', type: normal, grade: 1')[1:]}}}\n"
            f"  B: {{deck: [{ZERO}, 49]}}",
            "{do: game_setup, first: A, shuffled: {A: [千早]}}",
            None,
            "「千早」が足りません",
        ),
        (DECKS, "{do: game_setup, vanguard: {A: 千早}}", None, "「千早」がありません"),
        (RIDE, "{do: game_setup, vanguard: {A: 見習い}}", None, "ライドデッキに「見習い」"),
        (RIDE, "{do: game_setup, vanguard: {A: 三}}", None, "グレード0のユニットではない"),
        (
            "  A:\n    deck: [{type: trigger, grade: 1, trigger: critical, count: 16},"
            " {type: normal, grade: 1, count: 34}]\n  B: {deck: 50}",
            "{do: game_setup}",
            None,
            "グレード0のユニットがない",
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
        (
            f"  A: {{deck: [{ZERO}, {{name: 盾, count: 4}}, {{name: 剣, count: 3}}, 42]}}\n"
            f"  B: {{deck: 50}}",
            "{do: game_setup, first: A, shuffled: {A: [盾, 盾, 盾, 盾, 剣, 剣, 剣]},"
            " mulligan: {A: [盾], B: 0}}",
            None,
            "シャッフルされたため",
        ),
        (f"  A: {{deck: [{ZERO}, 48]}}\n  B: {{deck: 50}}", "{do: game_setup}", None, "49枚"),
        (
            f"  A: {{deck: [{ZERO}, 49], g_zone: [{{name: 竜, type: normal}}]}}\n  B: {{deck: 50}}",
            "{do: game_setup}",
            None,
            "サブタイプがGでない",
        ),
    ],
)
def test_setup_bad_input_is_a_clear_rejection(players, action, turn, says) -> None:
    """game_setup refuses what it cannot run with a reason."""
    r = _setup_ruling(players, action, turn or "{player: A, number: 0}")
    assert says in _rejection(r)


def test_a_chooser_who_is_no_player_is_a_scenario_error() -> None:
    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="chooser"):
        _setup_ruling(DECKS, "{do: game_setup, chooser: C}")


def test_every_problem_of_a_deck_is_named() -> None:
    """8.1.4.1, 8.1.5, 8.1.6 and 8.1.6.2 at once: the rejection names all four."""
    players = (
        "  A:\n    deck:\n      - {name: 竜, type: normal, grade: 0, count: 5}\n"
        "      - {name: 超, type: trigger, trigger: over, count: 2}\n"
        "      - {type: normal, count: 30}\n  B: {deck: 50}"
    )
    says = _rejection(_setup_ruling(players, "{do: game_setup, first: A}"))
    for part in ("37枚", "「竜」のカードが5枚", "トリガーを持つカードが2枚", "オーバートリガー"):
        assert part in says, part


def test_unknown_cards_are_assumptions_not_rejections() -> None:
    """A deck of unnamed, untyped cards meets 8.1.5 / 8.1.6 by assumption, said as a warning."""
    r = _setup_ruling(DECKS, "{do: game_setup, first: A, mulligan: {A: 0, B: 0}}")
    assert not r.main.rejected
    text = " ".join(w.ja for w in r.main.warnings)
    assert "トリガー16枚" in text
