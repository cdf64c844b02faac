"""ws round 52 (lead): a value changed 「…1枚につき」 is decided by the step that last changed the
zone counted — the markers that moved with their character (3.7.3.1) decide 「このカードの下の
マーカー1枚につき」 (3.7.4); the card put into the waiting room decides 「控え室のカード1枚につき」."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

MARKERS = """
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    deck: 5
    stage:
      left_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1,
                   text: "【永】 このカードのパワーを、このカードの下のマーカー1枚につき＋500。"}
    markers:
      left_front: [{name: 印1, type: character}, {name: 印2, type: character}]
  B: {deck: 5}
actions:
  - {do: swap, slot: left_front, with: center_front}
expect:
  state: {甲.power: 4000}
  decided_by: ["3.7.3.1", "3.7.4"]
"""


def test_markers_moved_with_their_character_decide_its_per_marker_power() -> None:
    assert check_expect(resolve(loads(MARKERS))) == []


def test_no_marker_move_is_cited_when_there_is_no_per_count() -> None:
    board = MARKERS.replace(
        "このカードのパワーを、このカードの下のマーカー1枚につき＋500。",
        "このカードのパワーを＋1000。",
    ).replace('  decided_by: ["3.7.3.1", "3.7.4"]\n', "")
    r = resolve(loads(board))
    assert check_expect(r) == []
    assert "3.7.3.1" not in r.decided_by
