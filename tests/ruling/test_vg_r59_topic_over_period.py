"""Round 59 (s56vgC): 【永】「このユニットは山札から登場したターン中、ヴァンガードにアタックできない」 —
the topic printed before the period (typed as the period step's own) is the topic of both: 「この
ユニットが山札から登場したターン中、このユニットはヴァンガードにアタックできない」
(``abilities._topic_over_period``; the turn named by what happened in it, 7.17.2; the ban, 1.3.3)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_cardtext_r22 import ACT, _called

TOPIC_FIRST = (
    "【永】【(R)】：このユニットは山札から登場したターン中、ヴァンガードにアタックできない。"
)
SPELLED = "【永】【(R)】：このユニットが山札から登場したターン中、このユニットはヴァンガードにアタックできない。"


def test_the_same_program() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TOPIC_FIRST, None)
    (b,) = _abilities("vg", SPELLED, None)
    assert a.supported, a.reason
    assert a.program == b.program


@pytest.mark.parametrize(("source", "refused"), [("deck", True), ("hand", False)])
def test_on_a_board(source: str, refused: bool) -> None:
    attack = ACT + "\n  - {do: attack, attacker: right_front, target: vanguard}"
    r = _called(TOPIC_FIRST, source, attack)
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["子"]
    assert bool(r.main.rejected) is refused
