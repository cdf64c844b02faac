"""「…(R)に移動させる。そこにユニットがいるなら、そのユニットと位置を入れ替える。」 (round 62, s59vgC):
the second sentence says how the move is done — the unit on the circle moved to (そこ), if any,
goes to the first one's circle at once (7.8.1, 7.8.3; the move 7.34.1); with no unit there the
unit only moves."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

MINE = (
    "【起】【(R)】：このユニットを同じ縦列の前列の(R)に移動させる。"
    "そこにユニットがいるなら、そのユニットと位置を入れ替える。"
)
THEIRS = (
    "【起】【(R)】：相手の前列のリアガードを１枚選び、同じ縦列の後列の(R)に移動させる。"
    "そこにユニットがいるなら、そのユニットと位置を入れ替える。"
)

BOARD = """
game: vg
title: a move to a circle, swapping with the unit there
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    left_back:
      name: 兵
      type: normal
      grade: 1
      power: 8000
      text: "TEXT"
MORE_A
    deck: 10
  B:
    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}
MORE_B
    deck: 10
actions:
  - {do: activate, card: 兵, ability: 1}
"""


def _zones(text: str, more_a: str = "", more_b: str = "") -> tuple[dict, dict, object]:
    src = BOARD.replace("TEXT", text).replace("MORE_A", more_a).replace("MORE_B", more_b)
    r = resolve(loads(src, "there_exchanged.yaml"))
    st = r.leaves[0].final

    def names(p: str) -> dict:
        return {
            z: [c.name for c in cs]
            for z, cs in st.players[p].zones.items()
            if cs and z.startswith("field.")
        }

    return names("A"), names("B"), r


def test_the_unit_there_takes_the_movers_circle() -> None:
    a, _, r = _zones(MINE, "    left_front: {name: 前, type: normal, grade: 1, power: 8000}")
    assert a["field.left_front"] == ["兵"] and a["field.left_back"] == ["前"]
    assert {"7.8.1", "7.8.3"} <= set(r.decided_by)


def test_with_no_unit_there_the_unit_only_moves() -> None:
    a, _, r = _zones(MINE)
    assert a["field.left_front"] == ["兵"] and "field.left_back" not in a


def test_an_opponents_unit_moved_back_swaps_with_the_one_behind() -> None:
    _, b, _ = _zones(
        THEIRS,
        more_b=(
            "    right_front: {name: 前衛, type: normal, grade: 1, power: 8000}\n"
            "    right_back: {name: 後衛, type: normal, grade: 1, power: 8000}"
        ),
    )
    assert b["field.right_back"] == ["前衛"] and b["field.right_front"] == ["後衛"]
