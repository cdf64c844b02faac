"""Round 58 (s55vgC2): 「そのバトルでアタックされたユニットが相手のリアガードなら」 — the card an act
of the battle was done to, described: in a battle one unit is attacked (each attack begins one
battle, 10.3.1.3), so it says what 「そのバトルで相手のリアガードがアタックされたなら」 says (the
battle's record). The rearguard the attack hit is retired by the battle's end: the record's
attack is read about the unit as it was on its circle (11.9.6.1.2), as a trigger reads a unit
that has left the field. Refused before as "a relative clause attack.passive_past in a selector"."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported, vg_card_run

TEXT = (
    "【自】【(R)】：このユニットがアタックしたバトル終了時、そのバトルでアタックされたユニットが"
    "相手のリアガードなら、１枚引く。"
)


@pytest.mark.parametrize(("target", "drawn"), [("right_front", 1), ("vanguard", 0)])
def test_the_unit_attacked_in_that_battle(target: str, drawn: int) -> None:
    r = vg_card_run(TEXT, f"  - {{do: attack, attacker: left_front, target: {target}}}")
    assert not unsupported(r)
    steps = r.main.trace.steps
    assert len([s for s in steps if s.event == "draw" and "A draws" in s.en]) == drawn
