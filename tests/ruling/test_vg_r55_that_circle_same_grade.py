"""Round 55 (issue 12, s52vgT): 「あなたのリアガードを１枚選び、ソウルに置き、あなたのソウルから、置いた
カードと同じグレードの…を１枚選び、その(R)にコールする」 —
- the place said before the comma (「あなたのソウルから、」), which the grammar hangs on the relative
  clause after it, is where the cards chosen are (shared ``nouns._source_before_comma``), and
  「置いたカードと同じグレードの」 compares with the cards the step put (``acted:move``);
- 「その(R)」 after a step that took units off their circles is the circle they were on, read as
  「置いたユニットがいた(R)」 (the vg plug-in's ``that_circle_left``)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names

TEXT = (
    "【起】【(V)】：あなたのリアガードを１枚選び、{verb}、あなたの{src}から、{cmp}と同じグレードの"
    "カードを１枚選び、{circle}にコールする。"
)


def _program(**kw: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", TEXT.format(**kw), None)
    assert a.supported, a.reason
    return a.program


@pytest.mark.parametrize(("verb", "moved"), [("ソウルに置き", "置いた"), ("山札に戻し", "戻した")])
def test_that_circle_is_where_the_moved_unit_was(verb: str, moved: str) -> None:
    base = {"verb": verb, "src": "ドロップ", "cmp": f"{moved}カード"}
    assert _program(**base, circle="その(R)") == _program(
        **base, circle=f"{moved}ユニットがいた(R)"
    )


def test_the_place_before_the_comma_is_the_choices() -> None:
    p = _program(verb="ソウルに置き", src="ソウル", cmp="置いたカード", circle="その(R)")
    chosen = p.steps[2].target
    assert chosen.zones == ("soul",) and chosen.stat_ref.ref == "acted:move"


DROP = (
    "[{name: 落1, type: normal, grade: 1, power: 8000}, "
    "{name: 落2, type: normal, grade: 2, power: 10000}]"
)
OTHER = "right_back: {name: 従者, type: normal, grade: 1, power: 7000}"
RESOLVE = (
    "  - {do: main_phase, actions: [{do: resolve_text, text: "
    '"あなたのリアガードを１枚選び、山札の下に置き、あなたのドロップから、置いたカードと同じグレードの'
    'カードを１枚選び、その(R)にコールする。", card: 竜}]}'
)


def test_the_same_grade_called_where_the_unit_was_on_a_board() -> None:
    """従者 (grade 1, right back) goes to the bottom of the deck; of the drop's cards only 落1 has
    its grade, and it is called to the right back circle, where 従者 was."""
    pick = "choices:\n  - {player: A, at: choose, choose: 従者}"
    r = vg_card_run("", RESOLVE, extra=OTHER, drop=DROP, choices=pick)
    assert not unsupported(r)
    assert "従者" in zone_names(r, "A", "deck")
    assert [c.name for c in r.main.final.players["A"].zones["field.right_back"]] == ["落1"]
    assert "落2" in zone_names(r, "A", "drop")
