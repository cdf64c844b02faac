"""Monster Collection (mc), round 62 (s59mcR): an instant summon asked onto a terrain other than
the battle's (``instant:`` entry ``{do: summon, card: X, area: A}``).

8.3.2.8 puts an instant-summoned card 「戦闘が発生している地形に」. A card with no ◇ instant summon
naming a terrain asked elsewhere: refused (8.3.2.8). A ◇ instant summon naming a terrain
(【即時召喚】「○○の地形」 = 「○○に合致する地形に…即時召喚してもよい」, 15.4.8.2) that the asked terrain
fits: whether it goes there the rules do not settle (instant_summon_away_from_battle), both
readings run — the engine's own keeps it to the battle's terrain.
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import ScenarioError, loads

get_game("mc")


def _board(card: str, area: str = "r4") -> Any:
    scn = f"""game: mc
title: instant summon elsewhere
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    deck: 15
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 丘, type: terrain, limit: 8}}
        - {{name: 長槍兵, type: unit, level: 2, attack: 1, defense: 5}}
  B:
    deck: 15
    hand:
      - {card}
    field:
      c3:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 見張り, type: unit, level: 1, attack: 1, defense: 5}}
      r4: [{{name: 岩山, type: terrain, limit: 8, attribute: 山岳}}]
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: advance
    units: [長槍兵]
    to: c3
    dice: {{A: 6, B: 1}}
    instant:
      B: [{{do: summon, card: 岩巨人, area: {area}}}]
ask: [岩巨人.zone]
"""
    return resolve(loads(scn))


ICON = '{name: 岩巨人, type: unit, level: 3, attack: 3, defense: 5, text: "【即時召喚】「山岳の地形」"}'
PRINTED = "{name: 岩巨人, type: unit, level: 3, attack: 3, defense: 5, instant: true}"


def _zones(r: Any) -> set[str]:
    return {str(lf.outcome["state"]["岩巨人.zone"]) for lf in r.leaves + r.alternates}


def test_a_printed_instant_unit_goes_onto_the_battles_terrain_only() -> None:
    r = _board(PRINTED)
    assert _zones(r) == {"B.hand"}
    assert "8.3.2.8" in r.decided_by


def test_the_icons_terrain_away_from_the_battle_is_unsettled() -> None:
    r = _board(ICON)
    assert str(r.outcome["state"]["岩巨人.zone"]) == "B.hand"
    assert _zones(r) == {"B.hand", "B.field.r4"}


def test_a_terrain_the_icon_does_not_name_is_refused() -> None:
    r = _board(ICON, area="c4")
    assert _zones(r) == {"B.hand"}


def test_area_is_taken_by_a_summon_entry_only() -> None:
    bad = """game: mc
title: x
turn: {player: A, number: 9, phase: main}
players:
  A: {deck: 5, field: {c1: [{name: 本陣, type: terrain, hq: true}], c2: [{name: 丘, type: terrain, limit: 8}, {name: 兵, type: unit, level: 1, attack: 1, defense: 1}]}}
  B: {deck: 5, hand: [{name: 剣, type: item}], field: {c3: [{name: 野, type: terrain, limit: 8}, {name: 番, type: unit, level: 1, attack: 1, defense: 1}], c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: advance, units: [兵], to: c3, dice: {A: 6, B: 1}, instant: {B: [{do: equip, card: 剣, unit: 番, area: r4}]}}
"""
    with pytest.raises(ScenarioError):
        resolve(loads(bad))
