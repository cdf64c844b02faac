"""mc round 50 (s47mcA): a battle advance into the enemy headquarters fails and leaves it with
nobody (8.4.8); another advance into it the same main phase runs the point mc failed_hq_emptied
(12.2.4.2, 12.2.4.1): barred (the engine's) or taken, winning the game (1.2.2.1)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """\
game: mc
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c3:
        - {name: 砦, type: terrain, limit: 8}
        - {name: 甲, type: unit, level: 2, attack: 3, defense: 3}
        - {name: 乙, type: unit, level: 2, attack: 2, defense: 2}
  B:
    deck: 20
    field:
      c4:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 近衛, type: unit, level: 3, attack: 3, defense: 3}
actions:
  - {do: advance, units: [甲], to: c4, dice: {A: 3, B: 3}}
  - {do: advance, units: [乙], to: c4}
ask: [乙.zone]
"""


def test_both_readings_run() -> None:
    r = resolve(loads(_BOARD))
    assert r.outcome["state"]["乙.zone"] == "A.field.c3"  # barred, the engine's reading
    letter = [x for x in r.outcome.get("readings", ()) if "letter" in x["reading"]]
    assert letter and letter[0]["outcome"].get("winner") == "A"
    assert "12.2.4.2" in r.outcome["depends_on_reading"]


def test_a_terrain_other_than_a_headquarters_raises_nothing() -> None:
    """Neighbour: the emptied terrain is no headquarters — 12.2.4.2 / 8.4.8 let the side advance
    into it again; no reading."""
    text = _BOARD.replace(
        "      c4:\n", "      c4: [{name: 本陣, type: terrain, hq: true}]\n      r3:\n"
    )
    text = text.replace(
        "- {name: 本陣, type: terrain, hq: true}\n        - {name: 近衛",
        "- {name: 森, type: terrain, limit: 8}\n        - {name: 近衛",
    )
    text = text.replace("to: c4", "to: r3")
    r = resolve(loads(text))
    assert r.outcome["state"]["乙.zone"] == "A.field.r3"
    assert not [x for x in r.outcome.get("readings", ()) if "letter" in x["reading"]]
