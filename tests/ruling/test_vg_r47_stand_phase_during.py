"""Round 47: 「それらは相手の次のスタンドフェイズ中に【スタンド】しない」 — the stand phase named with 「中に」
is the period 「…スタンドフェイズに」 names (a unit barred from standing, 9.2.3 overridden, 1.3.3):
barred in the player's named next stand phase, the unit stays rest; barred in the other player's, it
stands in its own."""

from __future__ import annotations

import pytest

from tests.ruling.boards import VG_ACTIVATE, cited, unsupported
from tests.ruling.test_vg_constructions import run

TO_A_STAND = (
    "\n  - {do: end_phase}\n  - {do: stand_phase}\n  - {do: end_phase}\n  - {do: stand_phase}"
)


@pytest.mark.parametrize(("whose", "after"), [("あなた", "rest"), ("相手", "stand")])
def test_not_standing_in_the_stand_phase_during(whose: str, after: str) -> None:
    text = (
        f"【起】【(R)】：このユニットを【レスト】させる。このユニットは{whose}の次の"
        "スタンドフェイズ中に【スタンド】しない。"
    )
    r = run(text, actions=VG_ACTIVATE.rstrip("\n") + TO_A_STAND)
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["field.left_front"][0].orientation == after
    if after == "rest":
        assert {"1.3.3", "9.2.3"} <= cited(r)
