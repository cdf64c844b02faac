"""mc card text, round 64 (s61mcC, issue 12): 〈発揮:ダメージ決定タイミング終了時〉 — the battle's
timings are 8.3.2-8.3.8 and none is a 「ダメージ決定タイミング」: refused with those clauses, not
read as a nearby moment by guess."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from tests.ruling.boards import mc_compile as _ability


@pytest.mark.parametrize("edge", ["開始時", "終了時"])
def test_a_damage_timing_is_no_moment_of_the_battle(edge: str) -> None:
    with pytest.raises(Unsupported, match="8.3.2-8.3.8"):
        _ability(
            f"●[戦闘]へたり込む\n〈発揮:ダメージ決定タイミング{edge}/対象:このユニット〉\n"
            "対象に「攻撃力:-1」を付与する。"
        )
