"""A step's condition in a continuous ability that reads a value those abilities change (s15vg,
round 19): read as the ability's own condition is, without the continuous abilities being worked
out again (before: RecursionError, a traceback)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

TWO = (
    "【永】【(R)】：あなたのヴァンガードのパワーが13000以上なら、このユニットのパワー＋3000。"
    "{second}15000以上なら、さらにこのユニットのパワー＋3000。"
)


@pytest.mark.parametrize("second", ["", "あなたのヴァンガードのパワーが"])
@pytest.mark.parametrize(("vg_power", "power"), [(12000, 10000), (13000, 13000), (15000, 16000)])
def test_two_conditions_on_a_value_continuous_abilities_change(
    second: str, vg_power: int, power: int
) -> None:
    """「【永】…ヴァンガードのパワーが13000以上なら、…＋3000。15000以上なら、さらに…＋3000」: the
    second sentence's condition is read as the first's (the vanguard's power by the rules and
    effects, 11.11), not by asking the continuous abilities for it again — 12000: nothing,
    13000: +3000, 15000: +6000."""
    vg = f"{{name: 竜, type: normal, grade: 3, power: {vg_power}}}"
    r = run(TWO.format(second=second), vanguard=vg)
    assert not unsupported(r) and value(r, "power") == power
