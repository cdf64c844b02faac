"""Round 59 (s56vgC): 「…そのユニットとグレードが異なるカード」 / 「…と異なるグレードのカード」 — the
cards whose value is not that of the card named (``stats`` ``ne`` with ``stat_ref``), as
「…と同じグレードのカード」 is the cards whose value is (``eq``)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names

HEAD = "あなたのリアガードを１枚選び、山札の下に置き、あなたのドロップから、"
SPELLINGS = ("置いたカードとグレードが異なるカード", "置いたカードと異なるグレードのカード")


@pytest.mark.parametrize("what", SPELLINGS)
def test_read_as_not_equal(what: str) -> None:
    get_game("vg")
    (ab,) = _abilities("vg", f"【起】【(V)】：{HEAD}{what}を１枚選び、手札に加える。", None)
    assert ab.supported, ab.reason
    chosen = ab.program.steps[2].target
    assert chosen.stats == (("grade", "ne", None),) and chosen.stat_ref.ref == "acted:move"


DROP = (
    "[{name: 落1, type: normal, grade: 1, power: 8000}, "
    "{name: 落2, type: normal, grade: 2, power: 10000}]"
)
OTHER = "right_back: {name: 従者, type: normal, grade: 1, power: 7000}"


@pytest.mark.parametrize("what", SPELLINGS)
def test_only_another_grade_on_a_board(what: str) -> None:
    """従者 (grade 1) goes to the bottom of the deck; of the drop's cards only 落2 has another
    grade: it is the one put into the hand."""
    resolve = (
        "  - {do: main_phase, actions: [{do: resolve_text, text: "
        f'"{HEAD}{what}を１枚選び、手札に加える。", card: 竜}}]}}'
    )
    pick = "choices:\n  - {player: A, at: choose, choose: 従者}"
    r = vg_card_run("", resolve, extra=OTHER, drop=DROP, choices=pick)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["落2"]
    assert "落1" in zone_names(r, "A", "drop")
