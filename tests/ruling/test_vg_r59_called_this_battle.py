"""Round 59 (s56vgC): 「そのバトル中に相手が(G)にコールしたカードが２枚以下なら」 — the cards a
player acted on in this battle, counted: what 「そのバトル中に相手がカードを２枚以下(G)にコール
しているなら」 says, a history since the battle began (as 「このターンに…」 is since the turn began;
``conditions.counted_acts``, ``_battle_time``). The calls to the guardian circle are the guard
(10.5.1.2, 6.2.1.2). 「０枚なら」: none at all."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_card_run, zone_names

SHIELDS = (
    "{name: 騎士, grade: 2, power: 8000}\n    hand: [{name: 大盾, type: normal, grade: 1,"
    " shield: 10000}, {name: 小盾, type: normal, grade: 1, shield: 5000}]"
)
AT_END = "【自】【(R)】：このユニットがアタックしたバトルの終了時、そのバトル中に相手が{what}なら、【ソウルチャージ】(1)。"


@pytest.mark.parametrize(
    ("what", "guard", "charged"),
    [
        ("(G)にコールしたカードが２枚以上", "[大盾, 小盾]", 1),
        ("(G)にコールしたカードが２枚以上", "[大盾]", 0),
        ("手札から(G)にコールしたカードが０枚", "[]", 1),
        ("手札から(G)にコールしたカードが０枚", "[小盾]", 0),
        ("(G)にコールしたカードが１枚以下", "[小盾]", 1),
        ("(G)にコールしたカードが１枚以下", "[大盾, 小盾]", 0),
    ],
)
def test_cards_called_in_this_battle(what: str, guard: str, charged: int) -> None:
    r = vg_card_run(
        AT_END.format(what=what),
        f"  - {{do: attack, attacker: left_front, target: vanguard, guard: {guard}}}",
        opponent=SHIELDS,
    )
    assert len(zone_names(r, "A", "soul")) == charged
