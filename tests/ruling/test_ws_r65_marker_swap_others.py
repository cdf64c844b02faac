"""A character exchanged with one of its own markers while other markers lie under it (round 65,
s62wsR): the point ws.marker_swap_other_markers (3.7.2.1.1 against 3.7.3.2) is no longer only
flagged: both readings run — the other markers stay under the new character, or go to the
waiting room with the character put into the marker zone (3.7.3.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stock: 1
    deck: 10
    stage:
      center_front:
        name: 甲
        type: character
        level: 0
        power: 3000
        soul: 1
        text: "【起】［(1)］ あなたはこのカードの下のマーカーを1枚選び、このカードと入れ替える。"
    markers:
      center_front:
        - {name: 乙, type: character, level: 0, power: 2000, soul: 1, face: up}
        - {name: 丙, type: character, level: 0, power: 1000, soul: 1}
  B:
    deck: 10
actions:
  - {do: activate, card: 甲}
choices:
  - {player: A, at: choose, choose: 乙}
expect:
  state: {乙.zone: A.stage.center_front, 甲.zone: A.markers.center_front}
  ambiguous: ["3.7.3.2", "3.7.2.1.1"]
  readings:
    - {clauses: ["3.7.3.2", "3.7.2.1.1"], state: {丙.zone: A.markers.center_front, A.markers.center_front: 2}}
    - {clauses: ["3.7.3.2", "3.7.2.1.1"], state: {丙.zone: A.waiting_room, A.markers.center_front: 1}}
"""


def test_both_readings_of_the_other_markers_run() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_other_marker_no_point() -> None:
    board = BOARD.replace(
        "        - {name: 丙, type: character, level: 0, power: 1000, soul: 1}\n", ""
    ).split("  ambiguous:")[0]
    r = resolve(loads(board, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not [w for w in r.warnings() if w.kind == "ambiguity" and "3.7.3.2" in w.clauses]
