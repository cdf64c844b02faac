"""Round 47 (issue 12): 「あなたがカードの効果で山札を見た時」 — the look event (7.7.1): the fighter
named looked at cards of its deck by an effect; a search of the deck looks at every card of it
(7.11.1) and counts. Of the looks of one effect only the first makes it pending (7.7.4); the
opponent's look does not trigger 「あなたが」."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect
from tests.ruling.boards import cited, vg_run

SEER = (
    "【自】【(R)】：あなたがカードの効果で山札を見た時、そのターン中、このユニットのパワー＋5000。"
)
BOARD = """players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front: {name: 占術士, grade: 1, power: 8000, text: "%s"}
    deck: [{name: 見習い, grade: 1}, {name: 覇竜, grade: 3}, 8]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: %s, text: "%s"}
expect:
  state: {占術士.power: %d}
  triggered: {占術士: %d}
"""
TWICE = "あなたの山札の上から１枚見て、山札の下に置く。その後、あなたの山札の上から１枚見る。"


@pytest.mark.parametrize(
    ("who", "text", "power", "times"),
    [
        ("A", "あなたの山札の上から１枚見る。", 13000, 1),
        ("A", TWICE, 13000, 1),  # two looks in one effect: the first only (7.7.4)
        (
            "A",
            "あなたの山札からグレード３を１枚まで探し、手札に加え、その山札をシャッフルする。",
            13000,
            1,
        ),
        ("B", "あなたの山札の上から１枚見る。", 8000, 0),  # the opponent looked at its own deck
    ],
)
def test_looking_at_the_deck(who: str, text: str, power: int, times: int) -> None:
    r = vg_run(BOARD % (SEER, who, text, power, times))
    assert not check_expect(r)
    if times:
        assert {"7.7.1", "7.7.4"} <= cited(r)
