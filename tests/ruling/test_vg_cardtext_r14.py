"""VG card-text constructions of round 14, found by reading why the texts of DZ-BT13 (held out in
rounds 12-13, spent on diagnosis in round 14) and the rest of the corpus were refused; each on a
minimal text of its own and a board (docs/cardtext.md, round 14)."""

from __future__ import annotations

from ruling.abilities import Unsupported  # noqa: F401  (refusals are asserted through it)
from tests.ruling.boards import vg_run, zone_names

_run = vg_run
_zone = zone_names


RIDE_DECK_DISCARD = """\
players:
  A:
    vanguard: {name: 小竜, type: normal, grade: 1}
    ride_deck: [{name: 中竜, type: normal, grade: 2}]
    hand:
      - {name: 流, type: normal, grade: 1, text: "【自】：ライドデッキからライドする際にこのカードが手札から捨てられた時、１枚引く。"}
      - {name: 他, type: normal, grade: 1}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: ride_phase, card: 中竜, from: ride_deck, discard: WHICH}
ask: [A.hand, A.drop]
"""


def test_discarded_on_the_occasion_of_a_ride_from_the_ride_deck_6_3_3_2_2() -> None:
    """「ライドデッキからライドする際にこのカードが手札から捨てられた時」 (Trig.occasion): the discard
    a ride from the ride deck needs (6.3.3.2.2) is the event, made as a part of that ride; a
    discard by an ability's effect is not."""
    r = _run(RIDE_DECK_DISCARD.replace("WHICH", "流"), phase="ride")
    assert _zone(r, "A", "drop") == ["流"] and sorted(_zone(r, "A", "hand")) == ["一", "他"]
    r = _run(RIDE_DECK_DISCARD.replace("WHICH", "他"), phase="ride")
    assert _zone(r, "A", "drop") == ["他"] and _zone(r, "A", "hand") == ["流"]
    by_effect = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, text: "【起】【(V)】：あなたの手札から１枚選び、捨てる。"}
    hand:
      - {name: 流, type: normal, grade: 1, text: "【自】：ライドデッキからライドする際にこのカードが手札から捨てられた時、１枚引く。"}
    deck: [{name: 一, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
actions:
  - {do: activate, card: 竜}
choices:
  - {player: A, choose: 流}
ask: [A.hand]
"""
    r = _run(by_effect)
    assert _zone(r, "A", "drop") == ["流"] and _zone(r, "A", "hand") == []
