"""Constructions and rules added in round 41 (from the r41 blind set), each on a minimal board.

vg: a card 「このカードは「X」としても扱う」 counts as X for the copy limit of deck construction
(2.1.2, 8.1.5.2)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, rejection, setup_ruling

VG_ALSO = '{name: 竜騎, type: normal, grade: 2, text: "【永】：このカードは「竜」としても扱う。"}'


@pytest.mark.parametrize(("copies", "refused"), [(4, True), (3, False)])
def test_vg_an_also_name_counts_for_the_copy_limit(copies: int, refused: bool) -> None:
    deck = f"[{{name: 竜, type: normal, grade: 3, count: {copies}}}, {VG_ALSO}, {49 - copies}]"
    r = setup_ruling(
        "vg", f"  A:\n    deck: {deck}\n  B: {{deck: 50}}", "{do: game_setup, first: A}"
    )
    if refused:
        assert "「竜」" in rejection(r)
        assert {"8.1.5.2", "2.1.2"} <= decided(r)
    else:
        assert not r.main.rejected
