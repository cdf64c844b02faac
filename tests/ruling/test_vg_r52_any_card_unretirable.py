"""Round 52: 「このユニットはカードの効果で退却しない」 — any card's effect, its own master's too (1.3.3: a
prohibition beats the instruction; 7.18.1), while 「相手のカードの効果で退却しない」 spares only the
opponent's. A rule of the game is no card effect: a normal call over the unit retires it (6.2.3.4)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 甲, type: normal, grade: 2, power: 10000, text: "【永】【(R)】：このユニットは%sの効果で退却しない。"}
    hand: [{name: 乙, type: normal, grade: 2, power: 10000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: %s}
expect:
  state: {甲.zone: %s}
"""

OWN = 'resolve_text, player: A, text: "あなたのリアガードを１枚選び、退却させる。"'


@pytest.mark.parametrize(
    ("words", "zone"), [("カード", "A.field.left_front"), ("相手のカード", "A.drop")]
)
def test_own_effect_retire(words: str, zone: str) -> None:
    r = vg_run(BOARD % (words, OWN, zone))
    assert not check_expect(r)
    assert ("1.3.3" in cited(r)) is (words == "カード")


def test_normal_call_over_it_retires_it() -> None:
    r = vg_run(BOARD % ("カード", "call, card: 乙, circle: left_front", "A.drop"))
    assert not check_expect(r)
    assert "6.2.3.4" in cited(r)
