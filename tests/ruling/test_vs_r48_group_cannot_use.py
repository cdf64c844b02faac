"""Round 48: 「このターン中、相手のベンチのカードの技は使えない」 in a one-shot technique — a
continuous effect on the techniques of that player's cards of the zone (8.2.1.2; no card chosen,
so 8.9.1.6), which 「使えない」: one already waiting in the resolution zone is removed before it
resolves (8.12.5, 1.3.3); a ring card's technique is untouched."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ]このカードがサポートした時、このターン中、相手のZONEのカードの技は使えない。"}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 4000}
    bench: {left: {name: 真, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードがアタックされた時、あなたは1枚引く。"}}
actions:
  - {do: attack, support: 春香}
expect:
  triggered: {真: 1}
  state: {B.hand: HAND}
"""


@pytest.mark.parametrize(("zone", "hand"), [("ベンチ", 0), ("リング", 1)])
def test_group_prohibition_removes_waiting_technique(zone: str, hand: int) -> None:
    r = resolve(loads(BOARD.replace("ZONE", zone).replace("HAND", str(hand)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    if hand == 0:
        assert {"8.12.5", "1.3.3"} <= set(r.decided_by)  # type: ignore[attr-defined]
