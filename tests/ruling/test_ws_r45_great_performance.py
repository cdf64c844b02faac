"""ws round 45: the audit point great_performance_facing_attacked — 大活躍 (10.6.2) makes another
character the defender; the character opposite the attacker is 「アタックされた」 (7.2.1.5.2) under the
reading facing, not under replaced (the engine's: the replaced attack never happened, 8.10.1). Raised
only when the facing character is not the one 大活躍 names."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

FILE = """game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    stage: {SLOT: {name: 突撃, type: character, level: 1, power: 6000, soul: 1}}
    deck: [{name: 札, type: character, trigger: none}, 5]
  B:
    stage:
      right_front: {name: 番人, type: character, level: 0, power: 2000, soul: 1, text: "【自】 このカードがアタックされた時、あなたは1枚引く。"}
      center_front: {name: 看板, type: character, level: 1, power: 4000, soul: 1, text: "【永】 大活躍"}
    hand: 0
    deck: [{name: 受1, type: character, trigger: none}, {name: 受2, type: character, trigger: none}, 5]
actions:
  - {do: attack, slot: SLOT, kind: front}
ask: [B.hand]
"""


def _hands(slot: str) -> list[int]:
    r = resolve(loads(FILE.replace("SLOT", slot)))
    return sorted(len(x.final.players["B"].zones["hand"]) for x in (*r.leaves, *r.alternates))


def test_the_facing_character_is_attacked_under_one_reading() -> None:
    assert _hands("left_front") == [0, 1]


def test_no_point_when_the_star_is_opposite() -> None:
    assert _hands("center_front") == [0]
