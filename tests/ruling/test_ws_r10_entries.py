"""ws behaviours fixed while reading the round-10 blind entries (tests/scenarios/ws/r10_*), each
on a minimal case of its own."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

PAYER = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 捨て札, type: character}}]
    deck: [{{name: 引く札, type: character}}, 5]
    stage:
      center_front: {{name: 払う子, type: character, level: 0, power: 2000, soul: 1, text: "【自】［手札を1枚控え室に置く］ このカードがアタックした時、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。"}}
  B: {{deck: 10, stage: {{center_front: {{name: 壁, type: character, level: 0, power: 1000}}}}}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: {at}, choose: {choose}}}
ask: [引く札.zone, 捨て札.zone]
"""


@pytest.mark.parametrize(
    ("at", "choose", "drawn"),
    [("cost", "yes", True), ("cost", "no", False), ("optional", "yes", True)],
)
def test_ws_an_optional_cost_is_answered_at_cost_or_at_optional(
    at: str, choose: str, drawn: bool
) -> None:
    """「あなたはコストを払ってよい」 (8.1.1.2.2, 8.6.4) is one yes/no decision: a scenario answers it
    with ``at: cost`` (as docs/scenarios.md writes 「this cost may not be paid」) or ``at: optional``."""
    r = resolve(loads(PAYER.format(at=at, choose=choose)))
    st = r.outcome["state"]
    assert (st["引く札.zone"] == "A.hand") is drawn
    assert (st["捨て札.zone"] == "A.waiting_room") is drawn
