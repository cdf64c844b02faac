"""vs rules and constructions found by the round-21 blind set moved into development (round 21,
s17vs), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- a cost of level 0: resting energy 0 times is not done at all (1.3.2.2)

PLAY = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: やよい, level: %d, ap: 1000, dp: 1000}]
    energy: [{state: %s, uid: E1}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: chara_phase
    actions: [{do: play, card: やよい, to: left}]
ask: [やよい.zone, E1.state]
"""


@pytest.mark.parametrize("energy", ["rest", "stand"])
def test_a_level_zero_play_rests_nothing_and_cites_1_3_2_2(energy: str) -> None:
    """Level 0: the cost rests energy 0 times (8.4.1.3), an action required 0 times is not done
    at all (1.3.2.2) — the play is made with or without standing energy, the energy untouched."""
    r = resolve(loads(PLAY % (0, energy)))
    assert r.outcome["state"] == {"やよい.zone": "A.bench.left", "E1.state": energy}
    assert {"8.4.1.3", "1.3.2.2"} <= set(r.decided_by)


def test_a_level_one_play_rests_an_energy_and_does_not_cite_1_3_2_2() -> None:
    """Neighbour: level 1 rests one standing energy; no 0-times action, no 1.3.2.2."""
    r = resolve(loads(PLAY % (1, "stand")))
    assert r.outcome["state"] == {"やよい.zone": "A.bench.left", "E1.state": "rest"}
    assert "1.3.2.2" not in r.decided_by
