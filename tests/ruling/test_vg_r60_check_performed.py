"""Round 60 (s57vgC): 「相手がダメージチェックを行った時」 / 「…ドライブチェックを行った時」 — 行う with
the check as its object says what 「ダメージチェックした」 says (``KEYWORD_ACTS``; 7.23.1, 10.6.1.2);
「そのバトル中に / このターン中に相手がダメージチェックを行っていたなら」: a card of the fighter's damage
check put into the trigger zone in that period (13.6.3, 7.23.1), read back as the trigger reads it
(``history_events`` ``damage_checked``)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import compiled_first, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run


@pytest.mark.parametrize(
    ("performed", "done"),
    [
        ("相手がダメージチェックを行った時", "相手がダメージチェックした時"),
        (
            "あなたのヴァンガードがドライブチェックを行った時",
            "あなたのヴァンガードがドライブチェックした時",
        ),
    ],
)
def test_performed_trigger_is_the_check(performed: str, done: str) -> None:
    a = compiled_first(f"【自】【(R)】：{performed}、１枚引く。", "vg")
    assert a == compiled_first(f"【自】【(R)】：{done}、１枚引く。", "vg")


IN_BATTLE = (
    "【自】【(V)】：このユニットがアタックしたバトルの終了時、そのバトル中に相手がダメージチェックを"
    "行っていたなら、【ソウルチャージ】(1)。"
)
THIS_TURN = (
    "【自】【(R)】：このユニットがアタックした時、このターン中に相手がダメージチェックを行っていた"
    "なら、【ソウルチャージ】(1)。"
)
V_HIT = "  - {do: attack, attacker: vanguard, target: vanguard}"
R_ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


def _dragon(text: str = "", power: int = 13000) -> str:
    extra = f', text: "{text}"' if text else ""
    return f"{{name: 竜, type: normal, grade: 3, power: {power}{extra}}}"


@pytest.mark.parametrize(("power", "charged"), [(13000, 1), (8000, 0)])
def test_damage_check_in_that_battle(power: int, charged: int) -> None:
    """竜 13000 hits 騎士 13000 (a damage check, 10.7.1.6); with 8000 it misses (no check)."""
    r = run(IN_BATTLE, actions=V_HIT, vanguard=_dragon(IN_BATTLE, power))
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == charged
    assert len(zone(r, "A", "soul")) == charged


@pytest.mark.parametrize(("hit_first", "charged"), [(True, 1), (False, 0)])
def test_damage_check_this_turn(hit_first: bool, charged: int) -> None:
    actions = (V_HIT + "\n" if hit_first else "") + R_ATTACK
    r = run(THIS_TURN, actions=actions, vanguard=_dragon())
    assert not unsupported(r)
    assert len(zone(r, "A", "soul")) == charged
