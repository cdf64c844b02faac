"""Round 55 (issue 12, s52vgT2): 「あなたのドロップから、置いたカードより１グレード低い…を１枚選び」 —
the cards whose grade is the grade of the card the phrase after より names, less (高い: plus) the
amount said (``stats`` ``eq`` with ``stat_ref`` and ``Sel.stat_offset``; the vg plug-in's
``_stat_than_by``); the place said with 「から」 and a comma is where the cards chosen are."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names

TEXT = (
    "【起】【(V)】：あなたのリアガードを１枚選び、山札の下に置き、あなたのドロップから、"
    "置いたカードより{n}グレード{adj}カードを１枚選び、その(R)にコールする。"
)


def _program(**kw: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", TEXT.format(**kw), None)
    assert a.supported, a.reason
    return a.program


@pytest.mark.parametrize(("n", "adj", "offset"), [("１", "低い", -1), ("２", "高い", 2)])
def test_the_difference_is_an_offset_of_the_put_cards_grade(n: str, adj: str, offset: int) -> None:
    chosen = _program(n=n, adj=adj).steps[2].target
    assert chosen.zones == ("drop",) and chosen.stats == (("grade", "eq", None),)
    assert chosen.stat_ref.ref == "acted:move" and chosen.stat_offset == offset


DROP = (
    "[{name: 落0, type: normal, grade: 0, power: 5000}, "
    "{name: 落1, type: normal, grade: 1, power: 8000}, "
    "{name: 落2, type: normal, grade: 2, power: 10000}]"
)
OTHER = "right_back: {name: 従者, type: normal, grade: 2, power: 9000}"
RESOLVE = (
    "  - {do: main_phase, actions: [{do: resolve_text, text: "
    '"あなたのリアガードを１枚選び、山札の下に置き、あなたのドロップから、置いたカードより１グレード'
    '低いカードを１枚選び、その(R)にコールする。", card: 竜}]}'
)


def test_one_grade_lower_called_on_a_board() -> None:
    """従者 (grade 2) goes to the bottom of the deck; of the drop's cards only 落1 (grade 1) is one
    grade lower, and it is called where 従者 was."""
    pick = "choices:\n  - {player: A, at: choose, choose: 従者}"
    r = vg_card_run("", RESOLVE, extra=OTHER, drop=DROP, choices=pick)
    assert not unsupported(r)
    assert "従者" in zone_names(r, "A", "deck")
    assert [c.name for c in r.main.final.players["A"].zones["field.right_back"]] == ["落1"]
    assert {"落0", "落2"} <= set(zone_names(r, "A", "drop"))
