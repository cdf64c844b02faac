"""An ability given with no marker (round 60, s57wsC): 『このカードはフロントアタックされない』を
得る / を与える. An ability is activated, automatic or continuous (8.1.1); with no cost it is not
an activated one (8.1.1.1.1), with no trigger not an automatic one (8.1.1.2.1): it is read as a
continuous ability (8.1.1.3), as 『【永】 このカードはフロントアタックされない』 is."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import _abilities
from tests.ruling.boards import center_orientations, unsupported, ws_battle


@pytest.mark.parametrize("marker", ["", "【永】 "])
def test_gained_unmarked_prohibition(marker: str) -> None:
    """受け役 gains 『このカードはフロントアタックされない』: the front attack declared against it
    is a side attack (7.2.1.4.2, 1.3.3) — 9000 does not reverse it."""
    text = f"【永】 このカードは『{marker}このカードはフロントアタックされない』を得る。"
    r = ws_battle(power=9000, theirs=text, kind="front")
    assert not unsupported(r)
    assert center_orientations(r)[1] == "stand"
    assert center_orientations(ws_battle(power=9000, kind="front"))[1] == "reverse"


def test_given_for_a_turn_compiles_as_continuous() -> None:
    """「相手のキャラを1枚選び、そのターン中、『このカードはアタックできない』を与える」: the
    given ability is the continuous one of the marked spelling."""
    text = (
        "【起】［このカードを【レスト】する］ あなたは相手のキャラを1枚選び、そのターン中、"
        "『このカードはアタックできない』を与える。"
    )
    (ab,) = _abilities("ws", text, "character")
    assert ab.supported
    assert ab.program.steps[1].verb == "grant"
    assert "【永】このカードはアタックできない" in str(ab.program.steps[1])
