"""Round 52 (s49vsB): a card put in a zone to pay a cost (8.5.1.3.2) is put there by the same
event a replacement effect names (8.10.1 「[領域](事象)する時、かわりに、(効果)する」): 「このカードが
リタイヤ置場に置かれる時、かわりに控え室に置く」 in force sends the card paid to the waiting room
instead, and the player has still made the payment (8.10.1.1.1 「その行動による元の事象は発生しません
が、そのプレイヤーはその行動を行なったこととなります」): the technique is used. Before: the cost's
move was made as it was, the replacement never read (vs/r44_024)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_USE = "[ベンチ][このカードをリタイヤ置場に置く]あなたは1枚引く。"
_INSTEAD = "\\n[ベンチ]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。"

_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    retire: %d
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B: {deck: 10, ring: {name: 美希, ap: 1000, dp: 2000}}
actions:
  - {do: use, card: 律子, ability: 1}
ask: [律子.zone, A.retire, A.hand]
"""


def _run(text: str, retire: int = 0) -> tuple[dict[str, object], object]:
    r = resolve(loads(_BOARD % (retire, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return dict(r.outcome["state"]), r


def test_cost_move_replaced_is_still_paid() -> None:
    state, r = _run(_USE + _INSTEAD)
    assert state == {"律子.zone": "A.waiting", "A.retire": 0, "A.hand": 1}
    assert {"8.10.1", "8.10.1.1.1"} <= set(r.decided_by)


def test_cost_move_without_replacement_as_it_is() -> None:
    state, r = _run(_USE)
    assert state == {"律子.zone": "A.retire", "A.retire": 1, "A.hand": 1}
    assert "8.10.1.1.1" not in r.decided_by


def test_replaced_cost_keeps_the_retire_zone_under_ten() -> None:
    # 9 in the retire zone: the replaced cost leaves it at 9 (9.2.2 not met)
    state, r = _run(_USE + _INSTEAD, retire=9)
    assert state["A.retire"] == 9
    assert not r.outcome.get("game_over")
