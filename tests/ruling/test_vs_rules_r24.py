"""vs rules found through the round-23 blind files (s19rules; round 23, session 19): choosing
not to attack is a reason of what an attack would have changed (issue 14)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

_ATTACK = """game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: [{name: 山札1}, 5]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]アタックフェイズの始めに、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack%s}
ask: [A.hand, %s]
"""


@pytest.mark.parametrize("asked", ["美希.damage", "春香.state", "A.bench.left"])
def test_not_attacking_decides_the_ring_and_bench_left_as_they_were(asked: str) -> None:
    """The turn player chooses not to attack (7.1.2.2): the opponent's ring card takes no
    damage and the bench card that could support stays standing because of that choice
    (``Ctx.kept``) — before, the choice touched nothing, and a question on them (beside the
    hand the attack-phase technique changed) did not cite it."""
    got = list(resolve(loads(_ATTACK % ("", asked), "t.yaml")).decided_by)
    assert "7.1.2.2" in got
    # an attack made with 春香's support: no choice not to attack is read (7.1.2.2 is the
    # choice to attack a standing bench card allows, round 26: no step says it did not attack)
    made = resolve(loads(_ATTACK % (", support: 春香", asked), "t.yaml"))
    assert not any("アタックしないことを選ぶ" in s.ja for s in made.main.trace.steps)
