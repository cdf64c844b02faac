"""A deck given as a count holds cards nothing is known of; a ``shuffled`` result may show some of
them to be named cards (``ruling.pregame.settle_top``, shared by every game's ``game_setup``). A
deck whose every card has a name cannot: a name it lacks is refused (tests in test_*_setup.py)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import setup_ruling

VG_ZERO = "{name: 見習い, type: normal, grade: 0}"
BOARDS = {
    "ws": ("  A: {deck: 50}\n  B: {deck: 50}", "mulligan: {A: 0, B: 0}", "5.2.1.2"),
    "vs": ("  A: {deck: [丙, 49]}\n  B: {deck: [丁, 49]}", "ring: {A: 丙, B: 丁}", "5.2.1.3"),
    "co": ("  A: {hp: 20, deck: 50}\n  B: {hp: 20, deck: 50}", "mulligan: {A: no, B: no}", "2.1.1"),
    "vg": (
        f"  A: {{deck: [{VG_ZERO}, 49]}}\n  B: {{deck: [{VG_ZERO}, 49]}}",
        "vanguard: {A: 見習い, B: 見習い}, mulligan: {A: 0, B: 0}",
        None,
    ),
}


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_shuffle_result_names_unnamed_deck_cards(game: str) -> None:
    players, more, shuffle = BOARDS[game]
    r = setup_ruling(
        game, players, f"{{do: game_setup, first: A, shuffled: {{A: [甲, 乙]}}, {more}}}"
    )
    lf = r.main
    assert not lf.rejected, [lf.trace[i].ja for i in lf.rejected]
    named = [s for s in lf.trace if "名前の分からないカード" in s.ja]
    assert [s.ja[-3:] for s in named] == ["「甲」", "「乙」"]
    assert all(s.clauses for s in named)
    if shuffle:
        assert all(shuffle in s.clauses for s in named)
    st = lf.final
    names = {c.name for z in ("hand", "ring", "field", "deck") for c in st.zone("A", z) if c.name}
    assert {"甲", "乙"} <= names


def test_a_named_card_is_never_renamed() -> None:
    """Only a card with no name is identified: with 乙 listed once, a second 乙 comes from the
    unnamed cards, and the listed 乙 keeps its name."""
    r = setup_ruling(
        "ws",
        "  A: {deck: [乙, 49]}\n  B: {deck: 50}",
        "{do: game_setup, first: A, shuffled: {A: [乙, 乙]}, mulligan: {A: 0, B: 0}}",
    )
    lf = r.main
    assert not lf.rejected
    hand = [c.name for c in lf.final.zone("A", "hand")]
    assert hand.count("乙") == 2
    assert sum("名前の分からないカード" in s.ja for s in lf.trace) == 1
