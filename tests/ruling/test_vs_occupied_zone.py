"""vs: a card an effect puts where the rules allow one card at most (round 21, from the r21 blind
set). 3.9.2 「サプライズ置場には1枚までのカードを置くことができます」 and 3.3.3.2 (a bench frame, 「1 枚
までのカード」) set a limit; 9.5.3 / 9.5.2 clear a zone that holds several. Which governs an
effect's put, the text does not say: both readings are run (``put_into_occupied_surprise_zone``,
``put_into_occupied_bench_frame``); an empty zone, or the ring (9.5.1 alone), raises nothing."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: 雪歩}]
    %s
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: put, card: 雪歩, to: %s}
ask: [雪歩.zone, A.waiting]
"""


def _amb(r: Any) -> list[tuple[str, ...]]:
    return [tuple(w.clauses) for w in r.warnings() if w.kind == "ambiguity"]


def test_a_put_into_an_occupied_surprise_zone_runs_both_readings() -> None:
    r = resolve(loads(BOARD % ("surprise: {name: 真, face: down}", "surprise")))
    # the engine's reading: put there; 真 goes to the waiting room by the rule process (9.5.3)
    assert r.outcome["state"]["雪歩.zone"] == "A.surprise"
    assert r.outcome["state"]["A.waiting"] == 1
    assert {"3.9.2", "9.5.3"} <= set(r.decided_by)
    assert ("3.9.2", "9.5.3", "1.3.2") in _amb(r)
    # the other reading: the limit makes the put impossible (1.3.2); 雪歩 stays in the hand
    alt = [lf.outcome["state"] for lf in r.alternates]
    assert {"雪歩.zone": "A.hand", "A.waiting": 0} in alt
    other = resolve(
        loads(
            (BOARD % ("surprise: {name: 真, face: down}", "surprise")).replace(
                "ask:", "choices: [{player: A, at: reading, choose: not_done}]\nask:"
            )
        )
    )
    assert other.outcome["state"]["雪歩.zone"] == "A.hand"
    assert {"3.9.2", "1.3.2"} <= set(other.decided_by)


def test_a_put_into_an_occupied_bench_frame_runs_both_readings() -> None:
    r = resolve(loads(BOARD % ("bench: {left: {name: 真, ap: 1000, dp: 1000}}", "left")))
    assert r.outcome["state"]["雪歩.zone"] == "A.bench.left"
    assert ("3.3.3.2", "9.5.2", "1.3.2") in _amb(r)
    assert {"雪歩.zone": "A.hand", "A.waiting": 0} in [lf.outcome["state"] for lf in r.alternates]


def test_an_empty_surprise_zone_or_the_ring_raises_nothing() -> None:
    empty = resolve(loads(BOARD % ("energy: 0", "surprise")))
    assert empty.outcome["state"]["雪歩.zone"] == "A.surprise"
    assert not _amb(empty) and not empty.alternates
    ring = resolve(loads(BOARD % ("energy: 0", "ring")))
    assert ring.outcome["state"]["雪歩.zone"] == "A.ring"
    assert not _amb(ring)


def test_the_renewal_loss_point_names_the_clauses_of_both_readings() -> None:
    """renewal_loss_moment: the reading 'with the others' rests on 9.1.1 and, when every player
    loses together, 1.2.3 (a draw); the other on 9.1.1.1 / 9.8.1 and 1.2.1."""
    r = resolve(
        loads(
            """\
game: vs
title: t
turn: {player: A, number: 6, phase: chara}
players:
  A: {deck: 10, retire: 10, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 0, waiting: 0, retire: 3, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: check_timing}
"""
        )
    )
    flagged = {c for cl in _amb(r) for c in cl}
    assert {"9.8.1", "9.1.1.1", "9.1.1", "1.2.3", "1.2.1"} <= flagged
