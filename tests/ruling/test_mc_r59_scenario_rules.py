"""Monster Collection (mc), round 59 (s56mcX): rules the round-59 development files named.

1. The first player's first turn has no first hand adjustment phase and no main phase (7.2.8,
   7.3.7): a ● ability waiting for their start or end does not take effect (4.7.4), cited where
   such an ability is on the battlefield as the turn opens at its summon phase.
2. A unit summoned while the enemy has a hero of its name on the battlefield: 15.1.4 bars a
   summon beside an own hero of the name only (15.1.3: one such hero per player's side) — the
   summon is made, citing 15.1.4; with no hero of the name anywhere, 15.1.4 is not cited.
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


@pytest.mark.parametrize(("hero", "cited"), [(2, True), (None, False)])
def test_summon_beside_an_enemy_namesake_hero(hero: int | None, cited: bool) -> None:
    mark = f", hero: {hero}" if hero else ""
    scn = mc_scenario(
        turn="{player: A, number: 9, phase: summon}",
        a_top="    deck: 20\n    hand: [{name: 剣聖, type: unit, level: 2, attack: 2, defense: 2}]\n",
        b=mc_area(
            "c3", "森", 8, f"{{name: 剣聖, type: unit, level: 2, attack: 4, defense: 4{mark}}}"
        ),
        rest="actions:\n  - {do: summon, card: A.剣聖, area: c1}\nask: [A.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"]["A.hand"] == 0 and not r.outcome.get("rejected")
    assert ("15.1.4" in r.decided_by) is cited
