"""Round 60 (s57wsR): 9.7.1 「対応している枠にキャラが置かれていない」 — a slot holding a card of
another kind (a climax swapped in from the markers, 3.7.2.1.1) has no character: the markers'
process is due at the same check timing as 9.6.1's, and both are carried out together
(9.1.2.2.1) — ws/r60_017."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TEXT = "【起】［(1)］ このカードの下の表向きのマーカーを1枚選び、このカードと入れ替える。"


def _board(marker: str, expect: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 2
    stock: 1
    waiting_room: 0
    stage:
      center_front: {{name: 魔女, type: character, level: 2, power: 7000, soul: 1, text: "{TEXT}"}}
    markers:
      center_front:
        - {marker}
        - {{name: 伏せ札, type: character, face: down}}
    deck: 10
  B:
    deck: 10
actions:
  - {{do: activate, player: A, card: 魔女}}
expect:
{expect}
"""


def test_climax_swapped_in_both_processes_together() -> None:
    y = _board(
        "{name: 鍵, type: climax, trigger: soul, face: up}",
        "  state: {A.center_front: empty, 鍵.zone: A.waiting_room, 魔女.zone: A.waiting_room, "
        "伏せ札.zone: A.waiting_room}\n"
        '  decided_by: ["9.6.1", "9.7.1", "9.1.2.2.1"]',
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_character_swapped_in_keeps_the_markers() -> None:
    # a character swapped in is a character in the slot: no process, the markers stay
    y = _board(
        "{name: 兵, type: character, level: 0, power: 1000, soul: 1, face: up}",
        "  state: {兵.zone: A.stage.center_front, 伏せ札.zone: A.markers.center_front}\n"
        '  not_decided_by: ["9.7.1"]',
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
