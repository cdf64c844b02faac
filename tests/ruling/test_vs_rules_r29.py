"""vs rules found by the round-29 blind set moved into development (round 29, s25rulesWSVS), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 1.3.2.1 / 4.9.1.7: turning a card to the face it already has is not done at all —
# the act is refused (as a stand of a standing card is), while turning it the other way is done

FACE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    surprise: {name: 真, ap: 1000, dp: 1000, face: %(face)s}
actions:
  - {do: orient, player: A, card: 真, to: down}
ask: [真.face]
"""


def test_turning_a_face_down_card_face_down_is_refused() -> None:
    r = resolve(loads(FACE % {"face": "down"}))
    assert r.outcome["state"]["真.face"] == "down"
    assert r.leaves[0].rejected
    assert {"4.9.1.7", "1.3.2.1"} <= set(r.decided_by)


def test_turning_a_face_up_card_face_down_is_done() -> None:
    r = resolve(loads(FACE % {"face": "up"}))
    assert r.outcome["state"]["真.face"] == "down"
    assert not r.leaves[0].rejected
    assert "1.3.2.1" not in r.decided_by


# ---------------- 2.2.1 the level is the cost of the play (hand to ring / bench, ring to bench): the
# cost paid — or, at level 0, determined and nothing rested (1.3.2.2) — cites it

LEVEL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [{name: 真, ap: 1000, dp: 1000}, 5]
    energy: [{state: stand, uid: E1}]
    ring: {name: 千早, level: %(level)s, ap: 2000, dp: 2000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: chara_phase
    actions: [{do: move_to_bench, card: 千早, to: left}]
ask: [A.left, E1.state]
"""


def test_the_level_is_the_cost_of_a_move_to_the_bench() -> None:
    for level, energy in ((0, "stand"), (1, "rest")):
        r = resolve(loads(LEVEL % {"level": level}))
        assert r.outcome["state"]["A.left"] == ["千早"]
        assert r.outcome["state"]["E1.state"] == energy
        assert {"2.2.1", "6.5.1.2.3"} <= set(r.decided_by)
