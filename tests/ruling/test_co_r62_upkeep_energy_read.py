"""The upkeep step reads the energy the player has (round 62, s59cowsR, from co r62_006): an
upkeep paid, or one that could not be paid (「支払えなかった」, 3.6.2), rests on the energy as it
stands — what an ability of the end phase's start gave (3.6.1 「エネルギーを得ることはできます」)
and what earlier upkeeps of the step took — so the ruling cites 3.6.1 when that energy decided."""

from __future__ import annotations

from tests.ruling.boards import co_run

NAV = '{name: 鐘楼守, type: navigator, text: "エンドフェイズ開始時に、あなたは2エネルギーを得る。"}'
BOARD = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 10
    energy: %d
    field:
      %s
      - {name: 番兵, type: character, ap: 2, dp: 2, text: "維持費2"}
      - {name: 傭兵, type: character, ap: 3, dp: 3, text: "維持費1"}
  B: {hp: 20, deck: 10}
actions:
  - {do: end_phase, upkeep_order: [番兵, 傭兵]}
choices:
  - {player: A, at: upkeep, choose: pay}
ask: [番兵.zone, 傭兵.zone, A.energy]
"""


def test_the_energy_gained_at_the_start_pays_one_and_the_next_cannot_be_paid() -> None:
    r = co_run(BOARD % (0, "- " + NAV))
    assert r.outcome["state"] == {"番兵.zone": "A.field", "傭兵.zone": "A.dustbox", "A.energy": 0}
    assert {"3.6.1", "3.6.2"} <= set(r.decided_by)


def test_energy_held_from_before_cites_no_end_phase_start() -> None:
    r = co_run(BOARD % (2, ""))
    assert r.outcome["state"] == {"番兵.zone": "A.field", "傭兵.zone": "A.dustbox", "A.energy": 0}
    assert "3.6.2" in r.decided_by and "3.6.1" not in r.decided_by
