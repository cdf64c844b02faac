"""A 着装 unit is 「あなたのユニット」 (6.9.3.1: no vanguard, rear-guard or guardian, but a unit on
the field), and locked it is retired by the illegal 着装 process (13.12.2) — round 62, s59vgR1."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

BOARD = """players:
  A:
    vanguard:
      name: 機神
      type: normal
      grade: 3
      power: 13000
      text: "【起】【(V)】：あなたのユニットを１枚選び、WHAT。"
    left_front: {name: 装甲兵, type: normal, grade: 1, power: 8000}
    deck: 10
  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: wear, card: 装甲兵, on: vanguard}
  - {do: activate, card: 機神, ability: 1}
choices:
  - {player: A, at: choose, choose: 装甲兵}
ask: [機神.power, A.drop]
"""


def test_a_worn_unit_is_one_of_your_units() -> None:
    r = vg_run(BOARD.replace("WHAT", "そのターン中、パワー＋5000"))
    # 13000 + the worn unit's power (8000 + 5000, 6.9.3.5)
    assert r.outcome["state"]["機神.power"] == 26000


def test_a_worn_unit_locked_is_retired() -> None:
    r = vg_run(BOARD.replace("WHAT", "呪縛する"))
    assert zone_names(r, "A", "drop") == ["装甲兵"]
    assert r.outcome["state"]["機神.power"] == 13000
    assert "13.12.2" in r.decided_by
