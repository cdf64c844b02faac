"""Round 64 (s61vgR3): a legion made with no leader named where only the card newly placed has a
seek mate naming the vanguard's card name — 6.4.3 (the newly placed unit is the mate) against
6.4.3.1.1 (the seek-mate holder leads): the unsettled point ``legion_leader_seek_mate_newly_placed``,
both readings run. With a seek mate on the vanguard (the usual seek mate) no point is raised."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 蒼月, type: normal, grade: 3, power: 13000}
    damage: 3
    deck:
      - {name: 紅日, type: normal, grade: 3, power: 13000, seek_mate: [蒼月], text: "【永】(V)：このユニットのクリティカル＋１。"}
      - {name: 従者, type: normal, grade: 1, power: 8000, trigger: none}
      - 10
  B:
    vanguard: {name: 番人, type: normal, grade: 3, power: 13000}
    deck:
      - {name: 古書, type: normal, grade: 2, trigger: none}
      - {name: 古杖, type: normal, grade: 2, trigger: none}
      - 10
actions:
  - {do: legion, player: A, card: 紅日, from: deck}
  - {do: attack, player: A, attacker: vanguard, target: B.vanguard}
expect:
  ambiguous: ["6.4.3", "6.4.3.1.1"]
  readings:
    - clauses: ["6.4.3"]
      state: {B.damage: 1}
    - clauses: ["6.4.3.1.1"]
      state: {B.damage: 2}
"""


def test_the_seek_mate_holder_newly_placed_raises_the_point() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_a_seek_mate_on_the_vanguard_raises_nothing() -> None:
    body = BOARD.replace(
        "vanguard: {name: 蒼月, type: normal, grade: 3, power: 13000}",
        "vanguard: {name: 蒼月, type: normal, grade: 3, power: 13000, seek_mate: [紅日]}",
    )
    body = body.split("expect:")[0]
    r = resolve(loads(body, "t.yaml"))
    assert not any("6.4.3.1.1" in str(w) for w in r.warnings())
