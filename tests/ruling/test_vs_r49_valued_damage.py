"""Round 49 (s46vsE): 「相手のリングのカードに、このカードの攻撃力と同じ値のダメージを与える」 — damage
whose amount is this card's value as the step is done (2.10.1); when the cost has put the card
off the field, its value as it last was there, a boost of that stay included (8.11.1, 8.7.1.2;
in the waiting room it is a new card, 3.1.3). 9.4.1 then retires the ring card whose damage
reaches its defence."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 甲, ap: 2000, dp: 1000, text: "[ベンチ][COST]相手のリングのカードに、このカードの攻撃力と同じ値のダメージを与える。"}}
  B:
    deck: [{name: 真, ap: 2000, dp: 3000}, 9]
    ring: {name: 美希, ap: 2000, dp: 3000}
effects:
  - {target: 甲, stat: ap, op: add, value: 1000, until: turn, source: "そのターン中、甲を+1000/+0。"}
actions:
  - {do: use, card: 甲}
expect:
  state: {B.retire: RETIRED, 甲.zone: WHERE}
"""


@pytest.mark.parametrize(
    ("cost", "where"),
    [("このカードを控え室に置く", "A.waiting"), ("このカードをレストする", "A.bench.left")],
)
def test_damage_of_this_cards_attack(cost: str, where: str) -> None:
    src = BOARD.replace("COST", cost).replace("WHERE", where).replace("RETIRED", "[美希]")
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    cited = set(r.decided_by)  # type: ignore[attr-defined]
    assert {"2.10.1", "9.4.1"} <= cited
    # read off the field only when the card has left it
    assert ({"8.11.1", "8.7.1.2"} <= cited) == (where == "A.waiting")


def test_damage_without_the_boost_leaves_the_ring_card() -> None:
    src = (
        BOARD.replace("COST", "このカードを控え室に置く")
        .replace("WHERE", "A.waiting")
        .replace("RETIRED", "0")
        .replace("value: 1000", "value: 0")
    )
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
