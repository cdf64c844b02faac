"""Round 53 (s50wcvR): an entry spark whose card left the ring before it resolved (the turn
player's technique, resolved first, sent it to the retire zone) still resolves (8.6.10): the
trigger remembers the ring it triggered in, and the ruling names the clause."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 5
    ring: {name: 鷹, ap: 3000, dp: 3000, text: "[リング]相手のリングのカードがリタイヤ置場に置かれた時、相手のリングのカードを選び、+0/-1000。"}
    bench: {left: {name: 支, ap: 1000, dp: 1000}}
  B:
    deck:
      - {name: 補充, ap: 1000, dp: 1000, text: "{entry_spark}あなたは1枚引く。"}
      - {name: 次, ap: 1000, dp: 3000}
      - {name: 引札, ap: 1000, dp: 1000}
      - 3
    hand: 0
    ring: {name: 的, ap: 1000, dp: 3000}
actions:
  - {do: attack, support: 支}
expect:
  state: {補充.zone: B.retire, B.hand: [引札]}
"""


def test_entry_spark_resolves_after_its_card_moved() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r)
    assert "8.6.10" in r.decided_by
