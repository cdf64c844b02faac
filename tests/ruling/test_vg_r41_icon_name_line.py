"""「ペルソナライド（同名のカードにライドしたら、…）」 (round 41, issue 12): the persona ride icon
printed as its name on a line of its own (2.13.3) — the card may make a persona ride (6.3.8), its
reminder having no effect on the game (2.11.3)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import vg_run, zone_names

LINE = "ペルソナライド（同名のカードにライドしたら、１枚引き、そのターン中、あなたの前列のユニットはパワー＋10000される）"


def test_the_line_is_the_icon() -> None:
    get_game("vg")
    (a,) = _abilities("vg", LINE, None)
    assert a.supported and a.program.kind == "keyword"  # type: ignore[union-attr]
    assert a.program.keyword == "persona_ride"  # type: ignore[union-attr]


BODY = """\
players:
  A:
    vanguard: {name: 蒼炎の剣聖, type: normal, grade: 3, power: 13000, text: "OLD"}
    hand:
      - {name: 蒼炎の剣聖, type: normal, grade: 3, power: 13000, text: "NEW"}
    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 18]
  B: {vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}, deck: 20}
actions:
  - {do: ride_phase, card: 蒼炎の剣聖}
"""


@pytest.mark.parametrize(
    ("old", "new", "drawn"),
    [(LINE, LINE, ["一"]), (LINE, "", []), ("", LINE, [])],
)
def test_on_a_board_both_cards_with_the_line_persona_ride(
    old: str, new: str, drawn: list[str]
) -> None:
    """A normal ride from the hand of a card of the vanguard's name, both with the icon's line:
    a persona ride (its draw, 7.15.1.4.1); either without it: none (6.3.8)."""
    r = vg_run(BODY.replace("OLD", old).replace("NEW", new), phase="ride")
    assert zone_names(r, "A", "hand") == drawn
