"""The dress origins of a unit locked (7.30.7, round 62, s59vgR1): they are associated with the
locked card and stay on its circle, under it (not units, 6.7.2.1: no 13.3.5 drop); unlocked in
its fighter's end phase (9.11.3), the card they are associated with is the card unlocked."""

from __future__ import annotations

from tests.ruling.boards import vg_run

BOARD = """players:
  A:
    vanguard:
      name: 封
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：相手のリアガードを１枚選び、呪縛する。"
    deck: 10
  B:
    vanguard: {name: 王, type: normal, grade: 3, power: 13000}
    right_front:
      - {name: 舞姫, type: normal, grade: 3, power: 13000, over_dress: 見習い}
      - {name: 見習い, type: normal, grade: 1, power: 8000, dress_origin: true}
    deck: 10
actions:
  - {do: activate, card: 封, ability: 1}
  - {do: check_timing}
choices:
  - {player: A, at: choose, choose: 舞姫}
"""


def test_the_origins_of_a_locked_unit_stay_with_the_locked_card() -> None:
    r = vg_run(BOARD)
    z = {c.name: c for c in r.main.final.players["B"].zones["field.right_front"]}
    assert set(z) == {"舞姫", "見習い"}
    assert z["舞姫"].states.get("locked")
    assert z["見習い"].states.get("dress_origin") == z["舞姫"].uid
    assert "7.30.7" in r.decided_by
