"""「このカードを、そのユニットがいた(R)にコールする」 (round 62, s59vgC): the circle the unit the
trigger named (「その」) last was on (11.13.1) — not any open circle; the call is a call to that circle
(6.2.1.1). ``Vocab.was_on_refs``: the references whose place a step may name."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: vg
title: a card called to the circle a retired unit was on
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard:
      name: 王
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：あなたのリアガードを１枚選び、退却させる。"
    left_back: {name: 兵, type: normal, grade: 1, power: 8000}
    drop:
      - name: 骸
        type: normal
        grade: 1
        power: 8000
        text: "【自】【ドロップ】：あなたのリアガードが退却した時、このカードを、そのユニットがいた(R)にコールする。"
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 王, ability: 1}
"""


def test_called_to_the_circle_the_retired_unit_was_on() -> None:
    r = resolve(loads(BOARD, "called_where_that_unit_was.yaml"))
    st = r.leaves[0].final
    field = {
        z: [c.name for c in cs]
        for z, cs in st.players["A"].zones.items()
        if cs and z.startswith("field.")
    }
    assert field["field.left_back"] == ["骸"]
    assert [c.name for c in st.players["A"].zones["drop"]] == ["兵"]
    assert {"11.13.1", "6.2.1.1"} <= set(r.decided_by)
