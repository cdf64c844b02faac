"""mc round 45: 「【nDして高い目1つ(低い目1つ)】ダメージ」 — the highest (lowest) of the n dice is
the damage (3.4.4), compiled into the damage step's dice with its pick (``DamageStep.pick``)."""

from __future__ import annotations

from ruling.games._mc.cardtext import DamageStep, compile_effect
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 番兵, type: unit, level: 1, attack: 1, defense: 3}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, player: A, target: 番兵, text: "対象に【2DしてPICK目1つ】ダメージを与える。"}
choices:
  - {player: A, at: dice, choose: 5}
  - {player: A, at: dice, choose: 2}
expect:
  state: {番兵.zone: ZONE}
"""


def test_compiled_with_its_pick() -> None:
    prog, _why = compile_effect("対象に【2Dして低い目1つ】ダメージを与える。")
    assert prog is not None
    (step,) = [s for s in prog.steps if isinstance(s, DamageStep)]
    assert step.dice == (2, 0) and step.pick == "low"


def test_low_die_the_unit_lives() -> None:
    r = resolve(loads(BOARD.replace("PICK", "低い").replace("ZONE", "B.c3")))
    assert not check_expect(r)
    assert "3.4.4" in set(r.decided_by)  # type: ignore[attr-defined]


def test_high_die_the_unit_dies() -> None:
    r = resolve(loads(BOARD.replace("PICK", "高い").replace("ZONE", "B.discard")))
    assert not check_expect(r)
