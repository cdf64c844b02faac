"""Round 48 (card language): 「相手のキャラを1枚選び、そのキャラの下のマーカーをすべて控え室に置く」 —
every card of the marker zone of the chosen character's slot (3.7.1), none of another slot's."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10}
  B:
    deck: 10
    stage:
      center_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1}
      left_front: {name: 丙, type: character, level: 1, power: 5000, soul: 1}
    markers:
      center_front: [{name: 印1, type: character, face: up}, {name: 印2, type: character, face: down}]
      left_front: [{name: 印3, type: character, face: up}]
actions:
  - {do: resolve_text, player: A, text: "あなたは相手のキャラを1枚選び、そのキャラの下のマーカーをすべて控え室に置く。"}
choices:
  - {player: A, choose: 乙}
expect:
  state: {印1.zone: B.waiting_room, 印2.zone: B.waiting_room, 印3.zone: B.markers.left_front}
"""


def test_markers_under_the_chosen_character() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
