"""mc round 45: 12.1.1.2.10 「「12.1.1.2.1～12.1.1.2.9」で発揮した効果が消失します」 read for a
one-shot effect brought about in a terrain placement's steps (a ● of 「地形配置宣言時」 that
replenishes, 14.7.3.5): it is over already (10.6.1) and nothing of it is undone — a step at the
placement's end says so, about what it moved."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: mc
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 10
    hand: [{name: 山岳, type: terrain, limit: 6}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - name: 測量士
          type: unit
          level: 1
          attack: 1
          defense: 1
          text: "●[自軍ターン]測量\\n〈発揮:MOMENT/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: place_terrain, card: 山岳, area: l2}
expect:
  state: {A.hand: HAND, A.deck: DECK}
"""


def test_replenish_in_the_placement_is_kept() -> None:
    r = resolve(
        loads(BOARD.replace("MOMENT", "地形配置宣言時").replace("HAND", "1").replace("DECK", "9"))
    )
    assert not r.main.rejected  # type: ignore[attr-defined]
    assert {"12.1.1.2.10", "10.6.1"} <= set(r.decided_by)  # type: ignore[attr-defined]
    assert not check_expect(r)


def test_no_ability_played_in_it_nothing_read() -> None:
    r = resolve(
        loads(BOARD.replace("MOMENT", "普通召喚宣言時").replace("HAND", "0").replace("DECK", "10"))
    )
    assert "12.1.1.2.10" not in set(r.decided_by)  # type: ignore[attr-defined]
