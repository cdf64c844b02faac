"""Round 59 (s56vgC): 「このユニットがあなたのカードのコストで退却した時」 — retired as (part of)
the cost of an ability of the cards named (11.7.1), as 「あなたのカードの能力のコストで」 says
(before: the term Stat). Retired by an effect, or by the opponent's cards' costs, it does not
trigger."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

V_COST = (
    "【起】【(V)】：【コスト】[あなたのリアガードを１枚退却させる]ことで、【ソウルチャージ】(1)。"
)
V_EFFECT = "【起】【(V)】：あなたのリアガードを１枚選び、退却させる。"
V_ACT = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"


def _vanguard(text: str) -> str:
    return f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'


@pytest.mark.parametrize(
    ("by", "vg_text", "draws"),
    [
        ("あなたのカードのコスト", V_COST, 1),
        ("相手のカードのコスト", V_COST, 0),
        ("あなたのカードのコスト", V_EFFECT, 0),
    ],
)
def test_retired_by_the_cost_of_a_players_card(by: str, vg_text: str, draws: int) -> None:
    text = f"【自】【(R)】：このユニットが{by}で退却した時、１枚引く。"
    r = run(text, actions=V_ACT, vanguard=_vanguard(vg_text))
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    assert len(zone(r, "A", "hand")) == draws
