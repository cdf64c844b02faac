"""Round 59 (s56vgC): 「この能力は１ターンに２回までしか使えない」 — まで and しか…ない together: at
most N plays a turn, as 「２回まで使える」 and 「２回しか使えない」 say (12.2, 12.2.1.1: past them the
ability is 使えない and cannot be played)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_cardtext_r23c import _activate
from tests.ruling.test_vg_constructions import run


@pytest.mark.parametrize(
    ("limit", "draws"),
    [("１ターンに２回までしか使えない", 2), ("１ターンに１回までしか使えない", 1)],
)
def test_plays_a_turn_up_to_n_only(limit: str, draws: int) -> None:
    r = run(f"【起】【(R)】：１枚引く。この能力は{limit}。", actions=_activate(3))
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws
