"""A choice with what the cards chosen together must meet (round 57, s54vgC):
「グレードの合計が３以下になるようにカードを２枚まで選び」 (each card chosen keeps the sum at most
N) and 「グレードがそれぞれ異なるように３枚まで選び」 (no two of one value) — ``steps.choice_goal``
(``Op.detail`` ``goal_total`` / ``goal_distinct``), read by vg's choice (``_vg.steps._goal_fits``:
a card that would break it is not among the options, 11.8.4). Before: refused ("a choose with
goal"). A goal of another shape (「手札が６枚になるように」, a sum at least N) stays refused."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from ruling.scenario import ScenarioError
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, run

TOTAL = "【起】【(R)】：あなたのドロップゾーンから、グレードの合計が３以下になるようにカードを２枚まで選び、ソウルに置く。"
DROP = (
    "[{name: 二甲, type: normal, grade: 2}, {name: 二乙, type: normal, grade: 2},"
    " {name: 一, type: normal, grade: 1}]"
)


def _choices(*names: str) -> str:
    return "choices:\n" + "".join(f"  - {{player: A, at: choose, choose: {n}}}\n" for n in names)


def test_a_sum_kept_within_the_bound() -> None:
    r = run(TOTAL, actions=ACTIVATE, drop=DROP, choices=_choices("二甲", "一"))
    assert not unsupported(r)
    assert sorted(zone(r, "A", "soul")) == sorted(["二甲", "一"])


def test_a_card_breaking_the_sum_is_not_an_option() -> None:
    with pytest.raises(ScenarioError, match="none of the options"):
        run(TOTAL, actions=ACTIVATE, drop=DROP, choices=_choices("二甲", "二乙"))


DISTINCT = (
    "【起】【(R)】：あなたのリアガードをグレードがそれぞれ異なるように２枚まで選び、そのターン中、"
    "パワー＋5000。"
)
REARS = (
    "right_front: {name: 弓兵, type: normal, grade: 2, power: 9000}\n"
    "    left_back: {name: 術士, type: normal, grade: 1, power: 7000}"
)


def test_distinct_values() -> None:
    r = run(DISTINCT, actions=ACTIVATE, extra=REARS, choices=_choices("剣士", "術士"))
    assert not unsupported(r)
    with pytest.raises(ScenarioError, match="none of the options"):
        run(DISTINCT, actions=ACTIVATE, extra=REARS, choices=_choices("剣士", "弓兵"))


@pytest.mark.parametrize(
    "text",
    [
        "【起】【(R)】：あなたは手札が６枚になるように選び、捨てる。",
        "【起】【(R)】：あなたのソウルからグレードの合計が６以上になるようにカードを選び、ドロップゾーンに置く。",
    ],
)
def test_other_goals_stay_refused(text: str) -> None:
    get_game("vg")
    assert not _abilities("vg", text, None)[0].supported


DESCRIBED = "【起】【(R)】：あなたのソウルから、それぞれグレードが異なるカードを２枚まで選び、ドロップゾーンに置く。"
SOUL = (
    "soul: [{name: 魂甲, type: normal, grade: 1}, {name: 魂乙, type: normal, grade: 1},"
    " {name: 魂丙, type: normal, grade: 2}]"
)


def test_distinct_values_said_of_the_cards() -> None:
    """「それぞれグレードが異なるカードを２枚まで選び」: said of the cards chosen together, as
    「グレードがそれぞれ異なるように」 (the place the grammar hung on the clause is the choice's)."""
    get_game("vg")
    (a,) = _abilities("vg", DESCRIBED, None)
    assert a.supported and ("goal_distinct", "grade") in a.program.steps[0].detail
    r = run(DESCRIBED, actions=ACTIVATE, extra=SOUL, choices=_choices("魂甲", "魂丙"))
    assert not unsupported(r) and sorted(zone(r, "A", "drop")) == sorted(["魂甲", "魂丙"])
    with pytest.raises(ScenarioError, match="none of the options"):
        run(DESCRIBED, actions=ACTIVATE, extra=SOUL, choices=_choices("魂甲", "魂乙"))
