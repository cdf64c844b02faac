"""ws round 45: the card a damage reveals (4.10.1.1) is the top card because of its last move — an
effect that put it on top of the deck (to its owner's deck, 3.1.6) is a reason for what the damage
puts in the clock, and a ruling asked about the clock cites it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD

BODY = """players:
  A:
    deck: 10
  B:
    stage:
      center_front: {name: 門番, type: character, level: 0, power: 1000, soul: 1}
    deck: [{name: 受1, type: character}, 5]
    clock: 0
actions:
  - {do: resolve_text, player: A, text: "相手のキャラを1枚選び、山札の上に置く。"}
  - {do: resolve_text, player: A, text: "相手に1ダメージを与える。"}
ask: [B.clock]
"""


def test_the_move_to_the_top_is_a_reason() -> None:
    r = resolve(loads(WS_HEAD + BODY))
    final = r.main.final
    assert [c.name for c in final.players["B"].zones["clock"]] == ["門番"]
    assert {"3.1.6", "4.10.1.1"} <= set(r.decided_by)
