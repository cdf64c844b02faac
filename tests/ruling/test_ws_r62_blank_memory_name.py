"""A face-down card in the memory read by a condition (round 62, s59cowsR, from ws r62_015): a
blank card with no information (3.12.2.2.1), counted as a card; a name (trait, colour) asked of
it compares information that does not exist, which is never the same (2.19.2) — cited where the
condition names one, not where it only counts."""

from __future__ import annotations

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: ws
title: a minimal case
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
    memory:
      - {name: 手紙, type: event, level: 1, color: BLUE, face: down}
      - {name: 栞, type: character, level: 0, color: BLUE}
    stage:
      left_front: {name: 詩人, type: character, level: 1, cost: 1, power: 3000, soul: 1, color: BLUE, text: "%s"}
  B: {deck: 10}
actions:
  - {do: check_timing}
ask: [詩人.power]
"""
NAMED = "【永】 記憶 あなたの思い出に「手紙」があるなら、このカードのパワーを＋2000。"
COUNTED = "【永】 記憶 あなたの思い出が2枚以上なら、このカードのパワーを＋1000。"


def test_a_name_asked_of_the_blank_card_is_never_the_same() -> None:
    r = resolve(loads(BOARD % NAMED))
    assert r.outcome["state"] == {"詩人.power": 3000}
    assert {"3.12.2.2.1", "2.19.2"} <= set(r.decided_by)


def test_a_count_sees_the_blank_card_without_2_19_2() -> None:
    r = resolve(loads(BOARD % COUNTED))
    assert r.outcome["state"] == {"詩人.power": 4000}
    assert "3.12.2.2.1" in r.decided_by and "2.19.2" not in r.decided_by
