"""A hand card's own replacement 「【永】 このカードが手札からクロックに置かれる時、かわりに思い出に
する」 (round 64, s61vswsR2): it applies in the hand because it is written to be used there
(2.12.2.3), and the step replacing the clock phase's move cites that clause with 8.10.1.1."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 7, phase: draw, first_player: A}
players:
  A:
    level: 1
    clock: 3
    hand:
      - {name: 少女, type: character, level: 1, power: 4500, soul: 1, text: "【永】 このカードが手札からクロックに置かれる時、かわりに思い出にする。"}
      - {name: 栞, type: character, level: 0}
    deck: 8
  B:
    deck: 10
actions:
  - {do: clock_phase, card: 少女}
"""


def test_replacement_in_the_hand_cites_the_zone_it_is_written_for() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    for lf in r.leaves:
        assert [c.name for c in lf.final.zone("A", "memory")] == ["少女"]
    step = next(s for s in r.main.trace.steps if s.en.startswith("replacement effect (少女"))
    assert {"2.12.2.3", "8.10.1.1"} <= set(step.clauses)
    assert "2.12.2.3" in r.decided_by
