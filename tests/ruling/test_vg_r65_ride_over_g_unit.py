"""Round 65 (s62vgR): a ride onto a strode vanguard (6.3.3.5) — the G unit, still the vanguard as it
is moved, goes face up to the G zone instead of the soul (4.4.2, 4.4.2.1); its hearts card goes to
the soul (6.3.3.5.1, 6.5.3)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    vanguard:
      - {name: 神竜, type: g, grade: 4, power: 15000}
      - {name: 竜, type: normal, grade: 3, power: 13000}
    hand:
      - {name: 転生, type: order, text: "手札からグレード３のカードを１枚選び、ライドする。"}
      - {name: 新竜, type: normal, grade: 3, power: 13000}
    soul: 0
    g_zone: 2
    deck: 10
  B: {vanguard: {name: 番兵, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: play_order, card: 転生}
expect:
  state: {新竜.zone: A.vanguard, 神竜.zone: A.g_zone, 神竜.face: up, 竜.zone: A.soul, A.soul: 1}
"""


def test_the_g_unit_ridden_upon_goes_to_the_g_zone() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"4.4.2.1", "6.3.3.5.1"} <= cited(r)
