"""Round 48 (issue 12, s45vgC): タイムリープ (7.33), the G era's specific action.

「このユニットをタイムリープする」 / 「あなたのリアガードを１枚選び、タイムリープする」: the unit is
bound, a card of its grade + 1 is searched for in the deck and called (to the circle the unit was
on, as the reminder prints it), the deck shuffled (7.33.1.1, 7.12.2); at the end of the turn
(9.11.8) the called unit goes to the bottom of the deck and the bound card is called back.
「…がタイムリープした時」 is the bind; 「タイムリープで登場した時」 the call."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import cited, unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_keywords_r29 import _runs

ACT = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
END = "\n  - {do: end_phase}"
DECK = "[{name: 山1, type: normal, grade: 1}, {name: 未来剣士, type: normal, grade: 3, power: 13000, text: 'TEXT'}, 8]"
FIND = "choices:\n  - {player: A, at: search, choose: 未来剣士}"
LEAP = "【起】【(R)】：このユニットをタイムリープする。"


def _run(text: str = LEAP, actions: str = ACT, found: str = "") -> Any:
    return vg_card_run(text, actions, deck=DECK.replace("TEXT", found), damage="[]", choices=FIND)


def test_compiles() -> None:
    for text in (
        LEAP,
        "【自】【(V)】：このユニットがアタックした時、あなたのリアガードを２枚まで選び、タイムリープする。",
        "【自】【(R)】：あなたの他のリアガードがタイムリープした時、そのターン中、このユニットのパワー＋3000。",
        "【自】【(R)】：このユニットがタイムリープされた時、１枚引く。",
        "【自】：このユニットがタイムリープで登場した時、１枚引く。",
    ):
        assert _runs(text), text


def test_bound_and_the_grade_plus_one_called_7_33_1_1() -> None:
    r = _run()
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "bind") == ["剣士"]
    assert zone(r, "A", "field.left_front") == ["未来剣士"]
    assert {"7.33.1.1", "7.29.1", "7.12.2"} <= cited(r)


def test_swapped_back_at_the_end_of_the_turn_9_11_8() -> None:
    r = _run(actions=ACT + END)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "bind") == []
    assert "剣士" in zone(r, "A", "field.left_front")
    assert zone(r, "A", "deck")[-1] == "未来剣士"
    assert {"7.33.1.1", "9.11.8"} <= cited(r)


def test_no_card_of_that_grade_nothing_called_7_11_2() -> None:
    r = vg_card_run(LEAP, ACT, deck="[{name: 山1, type: normal, grade: 1}, 9]", damage="[]")
    assert zone(r, "A", "bind") == ["剣士"] and zone(r, "A", "field.left_front") == []


def test_time_leaped_and_appearing_by_it_trigger() -> None:
    """「このユニットがタイムリープされた時、１枚引く」 on the unit bound, 「タイムリープで登場した時、
    １枚引く」 on the unit called: two cards drawn."""
    r = _run(
        LEAP + "\\n【自】：このユニットがタイムリープされた時、１枚引く。",
        found="【自】：このユニットがタイムリープで登場した時、１枚引く。",
    )
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "A", "hand")) == 2
