"""「同じ縦列のもう一方の(R)」 (round 62, s59vgC): もう一方 (the other one of two) is read as 別 — the
other rear-guard circle of the unit's column (4.9.2.6; the move 7.34.1); the centre column has one
(R) only, so a unit there has none to go to. With 「そこにユニットがいるなら、そのユニットと位置を入れ替え
る」 the unit there takes the mover's circle (7.8.1, 7.8.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

MOVE = "【起】【(R)】：このユニットを同じ縦列のもう一方の(R)に移動させる。"
SWAP = MOVE + "そこにユニットがいるなら、そのユニットと位置を入れ替える。"

BOARD = """
game: vg
title: a unit moved to the other circle of its column
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    WHERE:
      name: 兵
      type: normal
      grade: 1
      power: 8000
      text: "TEXT"
MORE
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 兵, ability: 1}
"""


def _field(text: str, where: str, more: str = "") -> dict[str, list[str]]:
    src = BOARD.replace("TEXT", text).replace("WHERE", where).replace("MORE", more)
    st = resolve(loads(src, "other_circle.yaml")).leaves[0].final
    return {
        z: [c.name for c in cs]
        for z, cs in st.players["A"].zones.items()
        if cs and z.startswith("field.")
    }


@pytest.mark.parametrize(
    ("start", "end"), [("left_back", "left_front"), ("right_front", "right_back")]
)
def test_the_other_circle_of_the_column(start: str, end: str) -> None:
    f = _field(MOVE, start)
    assert f[f"field.{end}"] == ["兵"] and f"field.{start}" not in f


def test_the_centre_column_has_no_other_rear_guard_circle() -> None:
    assert _field(MOVE, "center_back")["field.center_back"] == ["兵"]


def test_the_unit_there_swaps() -> None:
    f = _field(SWAP, "left_front", "    left_back: {name: 後, type: normal, grade: 1, power: 8000}")
    assert f["field.left_back"] == ["兵"] and f["field.left_front"] == ["後"]
