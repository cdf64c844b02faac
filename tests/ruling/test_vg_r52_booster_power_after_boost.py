"""Round 52 (s49vgA): the boosted unit's power goes on rising by the booster's power while it
boosts (10.4.1.12.1 「増え続けます」, 11.11.1.8): a change to the booster's power after the boost —
its own 「ブーストした時」 played at the check timing of 10.4.1.13 — is in the power compared
(10.7.1.2), and the comparison rests on that step (the booster's power is in what it watches)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, vg_run

BOARD = """players:
  A:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    center_back:
      name: 従者
      type: normal
      grade: 1
      power: 8000
      skills: [boost]
      text: "%s"
    deck: 10
  B:
    vanguard: {name: 王, grade: 3, power: 13000}
    hand: [{name: 盾, type: normal, grade: 1, shield: 10000}]
    damage: 2
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, boost: center_back, guard: [盾]}
"""


@pytest.mark.parametrize("up", [True, False])
def test_booster_raised_after_the_boost(up: bool) -> None:
    text = "【自】【(R)】：このユニットがブーストした時、そのバトル中、このユニットのパワー＋5000。"
    r = vg_run(BOARD % (text if up else ""), phase="battle")
    # 13000 + 8000 (+5000) against 13000 + 10000
    assert len(r.main.final.players["B"].zones["damage"]) == (3 if up else 2)
    assert ("10.4.1.13" in decided(r)) is up
