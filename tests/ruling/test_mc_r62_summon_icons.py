"""Monster Collection (mc), round 62 (s59mcR): the summon icons' 「○○の地形」 with ○○ a race or
attribute the terrain has.

1. 15.4.7.2 / 15.4.8.2: 【普通召喚】「○○の地形」 / 【即時召喚】「○○の地形」 mean a ◇ ability summoning
   the card onto a terrain 「○○に合致する」. A terrain whose own attribute (2.1.13.1) or race
   (2.1.22.1) is ○○ matches it, whatever ○○ is (not only 2.1.13.2's ten attributes); the card
   name reading (2.1.5.1, the audit point icon_terrain_word) is left for a ○○ the terrain does
   not have.
2. 【普通召喚】 widens 7.4.5's places by its meaning (15.4.7.2): the audit point
   diamond_summon_destination is of ◇ texts printed otherwise and is not raised for the keyword.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")


def _summon(text: str, terrain: str) -> Any:
    """A's summon phase: 沼の主 (``text``) normal-summoned onto l2 (``terrain``: its fields), a
    terrain that does not allow normal summons."""
    scn = f"""game: mc
title: summon icon
turn: {{player: A, number: 8, phase: summon}}
players:
  A:
    deck: 15
    hand:
      - {{name: 沼の主, type: unit, level: 3, attack: 2, defense: 4, text: "{text}"}}
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      l2: [{{name: 澄んだ湖, type: terrain, limit: 6, summon: false, {terrain}}}]
  B:
    deck: 15
    field:
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: summon_phase
    actions:
      - {{do: summon, card: 沼の主, area: l2}}
ask: [沼の主.zone]
"""
    return resolve(loads(scn))


def _zone(r: Any) -> str:
    return str(r.outcome["state"]["沼の主.zone"])


def _options(r: Any) -> set[str]:
    """The options of the reading choice points the ruling ran."""
    return {ch.option for lf in r.leaves + r.alternates for ch in lf.choices if ch.reading}


def test_attribute_the_terrain_has_matches() -> None:
    r = _summon("【普通召喚】「水辺の地形」", "attribute: 水辺")
    assert _zone(r) == "A.field.l2"
    assert {"15.4.7.2", "12.2.7.4.3", "2.1.13.1"} <= set(r.decided_by)


def test_race_the_terrain_has_matches() -> None:
    r = _summon("【普通召喚】「湖沼の地形」", "race: 湖沼")
    assert _zone(r) == "A.field.l2"
    assert "2.1.22.1" in r.decided_by


def test_a_word_the_terrain_lacks_is_not_matched_by_characteristics() -> None:
    # ○○ neither the terrain's name nor one of its attributes / races: no terrain matches
    r = _summon("【普通召喚】「山岳の地形」", "attribute: 水辺")
    assert _zone(r) == "A.hand"


def test_the_keyword_raises_no_destination_point() -> None:
    r = _summon("【普通召喚】「水辺の地形」", "attribute: 水辺")
    # diamond_summon_destination's readings: widens / narrows
    assert not {"widens", "narrows"} & _options(r)


def _special_advance(terrain: str) -> Any:
    """A's 森渡り (【特殊進軍】「森の地形」) on l2 advances to r3 (not adjacent, 5.1.2.18): B's
    empty 黒き森 (``terrain``: its fields)."""
    scn = f"""game: mc
title: special advance
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    deck: 15
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      l2:
        - {{name: 草原, type: terrain, limit: 8}}
        - {{name: 森渡り, type: unit, level: 2, attack: 3, defense: 3, text: "【特殊進軍】「森の地形」"}}
  B:
    deck: 15
    field:
      r3: [{{name: 黒き森, type: terrain, limit: 6, {terrain}}}]
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: advance, units: [森渡り], to: r3}}
ask: [森渡り.zone]
"""
    return resolve(loads(scn))


def test_special_advance_reads_the_same_words() -> None:
    # 15.4.10.2 「○○に合致する敵軍本陣を除く地形」: the same match as the summon icons
    assert str(_special_advance("attribute: 森").outcome["state"]["森渡り.zone"]) == "A.field.r3"
    assert str(_special_advance("race: 森").outcome["state"]["森渡り.zone"]) == "A.field.r3"
    assert str(_special_advance("attribute: 水").outcome["state"]["森渡り.zone"]) == "A.field.l2"
