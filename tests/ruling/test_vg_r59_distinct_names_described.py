"""Round 59 (s56vgC): 「カード名が異なるカードを３枚まで選び」 / 「それぞれ異なるカード名のユニット
カードを２枚まで選び」 — the cards chosen, no two of which share a name, as 「それぞれ別名の…」 says
(12.6.1 別名; ``Sel.distinct_names``). The grammar hangs the place before it (「あなたのドロップ
から、」) on the relative clause: it is the choice's."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import AnswerNotTaken
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
SPELLINGS = (
    "あなたのドロップから、それぞれ異なるカード名のユニットカードを２枚まで選び",
    "あなたのドロップからカード名が異なるユニットカードを２枚まで選び",
)
TEXT = "【起】【(R)】：{what}、手札に加える。"
DROP = (
    "[{name: 剣士, type: normal, grade: 1}, {name: 剣士, type: normal, grade: 2}, "
    "{name: 弓兵, type: normal, grade: 2}]"
)


def test_read_as_distinct_names() -> None:
    get_game("vg")
    plain = _abilities(
        "vg",
        TEXT.format(what="あなたのドロップから、それぞれ別名のユニットカードを２枚まで選び"),
        None,
    )[0]
    for what in SPELLINGS:
        (ab,) = _abilities("vg", TEXT.format(what=what), None)
        assert ab.supported, ab.reason
        assert ab.program == plain.program


@pytest.mark.parametrize("what", SPELLINGS)
def test_no_two_of_a_name_on_a_board(what: str) -> None:
    picks = "choices:\n  - {player: A, choose: 剣士}\n  - {player: A, choose: 弓兵}"
    r = run(TEXT.format(what=what), actions=ACTIVATE, drop=DROP, choices=picks)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["剣士", "弓兵"]
    twice = "choices:\n  - {player: A, choose: 剣士}\n  - {player: A, choose: 剣士}"
    with pytest.raises(AnswerNotTaken, match="剣士"):
        run(TEXT.format(what=what), actions=ACTIVATE, drop=DROP, choices=twice)
