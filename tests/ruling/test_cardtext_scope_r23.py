"""「…時、Xなら、A。Yなら、B。」 (lead, round 23; issue 12: 「〜なら」 scoping over exactly the
sentences it governs). The shared compiler hangs X on the ability (``Program.cond``) and fills Y's
left-out subject from it (``conditions.elided_counts``); a reading of X over the whole ability would
make B impossible where Y can hold when X does not (「５枚以上なら、A。４枚以下なら、B」, 「…がある
なら、A。ないなら、B」). VG's runtime gates only the sentence X is printed in
(``_vg.steps.run_program``: a failed condition skips the rest of its sentence): these board cases
keep it so."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


@pytest.mark.parametrize(
    ("second", "draws"),
    [
        ("４枚以下なら、１枚引く。", 1),  # B's condition below X's: B is done
        ("ないなら、１枚引く。", 1),  # 「…があるなら、A。ないなら、B」 (the denial of X)
        ("６枚以上なら、１枚引く。", 0),  # rising threshold: nothing with no damage
    ],
)
def test_the_ability_condition_gates_only_its_own_sentence(second: str, draws: int) -> None:
    first = (
        "あなたのダメージゾーンが５枚以上なら、"
        if not second.startswith("ない")
        else "あなたのダメージゾーンにカードがあるなら、"
    )
    r = run(
        f"【自】【(R)】：このユニットがアタックした時、{first}【ソウルチャージ】(1)。{second}",
        actions=ATTACK,
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws
