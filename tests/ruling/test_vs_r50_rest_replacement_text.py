"""Round 50 (s47amb, vs r50_001 / r50_028): a card's text 「[領域]<カード>がレストする時、かわりに
（そのカードを…の控え室に置く|あなたはN枚引く）。」 is a replacement effect on the rest (8.2.1.3.1,
8.10.1) generated while its card is in its [領域] (8.1.1.4): an effect's rest (4.9.1.2) and a cost's
rest (8.5.1.3.2) of a card it names are carried out as the action, so it applies — replaced, a
cost's rest still counts as done (8.10.1.1.1) and the technique resolves. A card it does not name
(its master's own bench card, for 「相手のベンチのカード」) is rested as it is."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

COST = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000%s}
    bench:
      left: {name: 甲, level: 1, ap: 1000, dp: 1000, state: stand, text: "[ベンチ][このカードをレストする]あなたは2枚引く。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000%s}
actions:
  - {do: use, card: 甲}
ask: [甲.zone, 甲.state, A.hand]
"""
TO_WAITING = (
    ', text: "[リング]相手のベンチのカードがレストする時、かわりにそのカードを相手の控え室に置く。"'
)


def test_a_cost_rest_replaced_still_counts_as_paid() -> None:
    r = resolve(loads(COST % ("", TO_WAITING)))
    assert r.outcome["state"] == {"甲.zone": "A.waiting", "甲.state": "stand", "A.hand": 2}
    assert {"8.10.1", "8.10.1.1.1", "8.5.1.3.2"} <= cited(r)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_the_replacement_does_not_name_its_own_masters_card() -> None:
    """Neighbour: the same text on A's own ring card names B's bench cards only: 甲 rests."""
    r = resolve(loads(COST % (TO_WAITING, "")))
    assert r.outcome["state"] == {"甲.zone": "A.bench.left", "甲.state": "rest", "A.hand": 2}
    assert "8.10.1.1.1" not in cited(r)


EFFECT = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 甲, level: 1, ap: 1000, dp: 1000, state: stand, text: "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、レストする。"}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 雪歩, ap: 1000, dp: 1000, state: stand, text: "%s"}
actions:
  - {do: use, card: 甲}
ask: [雪歩.state, B.hand]
"""


def test_an_effects_rest_replaced_by_a_draw() -> None:
    r = resolve(loads(EFFECT % "[ベンチ]このカードがレストする時、かわりにあなたは1枚引く。"))
    assert r.outcome["state"] == {"雪歩.state": "stand", "B.hand": 1}
    assert {"8.10.1", "8.2.1.3.1"} <= cited(r)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_an_effects_rest_with_no_replacement() -> None:
    """Neighbour: no replacement names 雪歩's rest — it rests."""
    r = resolve(loads(EFFECT % "[ベンチ]このカードは+1000/+0。"))
    assert r.outcome["state"] == {"雪歩.state": "rest", "B.hand": 0}
