"""Round 60 (s57vgC): 「このターン中にあなたのバインドゾーンからカードが１枚も離れていないなら」 —
whether a card left that zone for any other this turn (11.9.6), read back from the record of the
turn as the trigger 「…から離れた時」 reads the event (``history_events`` ``left``); 「１枚も…
ていない」: not at all."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

TEXT = (
    "【自】【(R)】：このユニットがアタックした時、このターン中にあなたのバインドゾーンから"
    "カードが１枚も離れていないなら、【ソウルチャージ】(1)。"
)
V_TAKE = "【起】【(V)】：あなたのバインドゾーンからカードを１枚選び、手札に加える。"
V_DRAW = "【起】【(V)】：１枚引く。"
ACT = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}\n"
ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


@pytest.mark.parametrize(("vg_text", "charged"), [(V_TAKE, 0), (V_DRAW, 1)])
def test_left_the_bind_zone_this_turn(vg_text: str, charged: int) -> None:
    vanguard = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{vg_text}"}}'
    r = run(
        TEXT,
        actions=ACT + ATTACK,
        vanguard=vanguard,
        extra="bind: [{name: 封1, type: normal, grade: 1}]",
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "bind")) == (0 if vg_text == V_TAKE else 1)
    assert len(zone(r, "A", "soul")) == charged
