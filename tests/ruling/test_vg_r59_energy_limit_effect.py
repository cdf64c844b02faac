"""Round 59 (s56vgR): an energy limit set by an effect on a player (3.1.3.1 「効果により上限が規定され
る場合があります」), given as a scenario effect ``{target: B, stat: energy_limit, op: set, value: N}``:
an energy charge stops at the limit (7.48.2), and one that raises nothing is not done (7.48.2.1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vg_run

BODY = """\
players:
  A: {{vanguard: {{name: 甲, type: normal, grade: 3}}, deck: 10}}
  B: {{vanguard: {{name: 乙, type: normal, grade: 3}}, energy: {energy}, deck: 10}}
effects:
  - {{target: B, stat: energy_limit, op: {op}, value: 5, source: "相手のエネルギーの上限は５になる。"}}
actions:
  - {{do: energy_charge, player: B, amount: 3}}
"""


@pytest.mark.parametrize("op", ["set", "param"])
@pytest.mark.parametrize(("energy", "after"), [(3, 5), (1, 4)])
def test_charge_stops_at_an_effect_set_limit(op: str, energy: int, after: int) -> None:
    r = vg_run(BODY.format(op=op, energy=energy))
    assert r.main.final.vars["energy.B"] == after
    assert ("7.48.2" in cited(r)) == (energy + 3 > 5)


def test_charge_at_the_limit_is_not_done() -> None:
    r = vg_run(BODY.format(op="set", energy=5))
    assert r.main.final.vars["energy.B"] == 5
    assert "7.48.2.1" in cited(r)
