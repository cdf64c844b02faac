"""「…を１枚選び、表にしてよい / 裏にしてよい。表にしたなら、…」 (round 38, issue 12): the turn
face up or down (7.3.1) as an optional step — the master may decline, and the sentence after it
reads whether it was done."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_card_run

TEXT = (
    "【自】【(R)】：このユニットがアタックした時、あなたのダメージゾーンの裏のカードを１枚選び、"
    "表にしてよい。表にしたなら、そのバトル中、このユニットのパワー＋5000。"
)
DAMAGE = "[{name: 傷, type: normal, grade: 1, face: down}]"


@pytest.mark.parametrize(("answer", "turned"), [("yes", True), ("no", False)])
def test_the_master_may_turn_it_or_not(answer: str, turned: bool) -> None:
    r = vg_card_run(
        TEXT, damage=DAMAGE, choices=f"choices:\n  - {{player: A, at: optional, choose: {answer}}}"
    )
    face = [s.en for s in r.main.trace.steps if "face up" in s.en and "傷" in s.en]
    power = [s.en for s in r.main.trace.steps if s.event == "addeffect" and "+5000" in s.en]
    assert bool(face) is turned and bool(power) is turned
