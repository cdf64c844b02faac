"""Round 60 (s57vgR): a vanguard associated with a 着装 unit gains all of its abilities (6.9.3.4),
held as if printed on it (7.14.1): the worn unit's 「このユニットがアタックした時」 triggers on the
vanguard's attack and gives the vanguard its +5000; the worn unit's own stays void (6.9.3.3)."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported, vg_run

BOARD = """\
players:
  A:
    vanguard: {name: 闘士, type: normal, grade: 3, power: 13000}
    left_front:
      name: 外装
      type: normal
      grade: 1
      power: 8000
      text: "【自】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 23000}, deck: 10}
actions:
  - {do: wear, card: 外装, on: 闘士}
  - {do: attack, attacker: vanguard, target: B.vanguard}
"""


def test_worn_units_ability_is_the_vanguards() -> None:
    r = vg_run(BOARD)
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["damage"]) == 1  # 26000 hits 23000
    assert {"6.9.3.4", "7.14.1"} <= cited(r)
