"""Persona ride citations (round 39, from the r39 blind set): a ride onto a vanguard of the same name,
both with the persona ride icon, that is not a normal ride from the hand (a ride by an effect: a
superior ride) cites 6.3.8 as read and not met; and a persona ride's +10000 on a unit in a battle cites
why it reaches that unit — its circle is in the front row (4.9.1; the vanguard circle, 4.9.2.3)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, main_state, vg_run

RIDE = """players:
  A:
    vanguard: {name: 巫女, type: normal, grade: 3, power: 13000, skills: [persona_ride]}
    left_back:
      name: 従者
      type: normal
      grade: 1
      power: 8000
      text: "【起】【(R)】：【コスト】[このユニットをソウルに置く]、あなたの手札から、あなたのヴァンガードと同名のカードを１枚選び、ライドする。"
    hand: [{name: 巫女, type: normal, grade: 3, power: 13000, skills: [persona_ride]}]
    deck: [{name: 山札, type: normal, grade: 1, trigger: none}, 19]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 20
actions:
  - do: main_phase
    actions:
      - {do: activate, card: 従者}
ask: [A.hand]
"""


def test_a_superior_ride_of_the_same_name_is_no_persona_ride() -> None:
    r = vg_run(RIDE)
    assert main_state(r, "A.hand") == 0  # nothing drawn (7.15.1.4.1 not done)
    assert {"6.3.8", "6.3.2.2"} <= decided(r)
    assert "7.15.1.4.1" not in decided(r)


PERSONA = """players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, skills: [persona_ride]}
    hand: [{name: 竜, type: normal, grade: 3, power: 13000, skills: [persona_ride]}]
    deck: [{name: 札, type: normal, grade: 1, trigger: none}, 19]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: POWER}
    damage: 0
    deck: [{name: 受け札, type: normal, grade: 1, trigger: none}, 19]
actions:
  - {do: ride_phase, card: 竜}
  - {do: attack, attacker: vanguard, target: B.vanguard}
ask: [B.damage, A.hand]
"""


@pytest.mark.parametrize(("power", "damage"), [(23000, 1), (24000, 0)])
def test_the_persona_bonus_on_the_vanguard_cites_its_circle(power: int, damage: int) -> None:
    r = vg_run(PERSONA.replace("POWER", str(power)), "ride")
    assert main_state(r, "A.hand") == 2  # the persona ride's draw (7.15.1.4.1) and the drive check
    assert main_state(r, "B.damage") == damage
    assert {"7.15.1.4.2", "4.9.1", "4.9.2.3"} <= decided(r)
