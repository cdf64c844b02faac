"""Round 49 (s46vsE): 「…のカードをすべて選び、+A/+B」 chooses every card of the group that can
be chosen (8.5.4 / 8.5.4.1: the number given is all of them, no choice left to the master); a
ring card retired by it is replaced from the deck (9.6.1), and the card put there is not reached
by the effects that chose the one before (8.9.1.5, 3.1.3); a bench card at DP 0 goes to the
waiting room (9.3.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: B, number: 5, phase: ability}
players:
  A:
    deck: [{name: 真, ap: 2000, dp: DECKDP}, 9]
    retire: 3
    waiting: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 2000}, right: {name: 雪歩, ap: 1000, dp: 3000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 亜美, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のフィールドのカードをすべて選び、+0/-2000。"}}
actions:
  - {do: use, player: B, card: 亜美}
expect:
  state: {千早.zone: A.retire, 春香.zone: A.waiting, 雪歩.zone: A.bench.right, 雪歩.dp: 1000, A.ring: [真], 真.dp: DECKDP}
"""


def test_choose_all_reaches_every_field_card_not_the_new_ring_card() -> None:
    r = resolve(loads(BOARD.replace("DECKDP", "2000"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert len(r.leaves) == 1  # no choice: every card is chosen
    cited = set(r.decided_by)  # type: ignore[attr-defined]
    assert {"8.5.4", "8.5.4.1", "9.3.1", "9.3.2", "9.6.1", "8.9.1.5"} <= cited
