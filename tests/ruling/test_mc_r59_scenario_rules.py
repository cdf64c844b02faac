"""Monster Collection (mc), round 59 (s56mcX): rules the round-59 development files named.

1. The first player's first turn has no first hand adjustment phase and no main phase (7.2.8,
   7.3.7): a ● ability waiting for their start or end does not take effect (4.7.4), cited where
   such an ability is on the battlefield as the turn opens at its summon phase.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario


@pytest.mark.parametrize(
    ("moment", "cited"), [("第1手札調整フェイズ開始時", True), ("自軍ターン終了時", False)]
)
def test_first_turn_missing_phase_moment(moment: str, cited: bool) -> None:
    text = f"●[自軍ターン]朝市\\n〈発揮:{moment}/対象:自軍プレイヤー〉\\nカードを1枚補充する。"
    unit = f'{{name: 商人, type: unit, level: 1, attack: 0, defense: 1, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 1, phase: summon, first_player: A}",
        a_top="    deck: 20\n    hand: 6\n",
        a=mc_area("c2", "平原", 8, unit),
        rest="actions:\n  - {do: summon_phase, actions: []}\nask: [A.deck, A.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["A.deck"] == 20
    assert ("4.7.4" in r.decided_by) is cited
