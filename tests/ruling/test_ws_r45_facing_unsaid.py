"""Round 45 (s42wse): 「(このカードがアタックした時、)正面のキャラがいないなら」 — the slot facing,
said of no card, is the one facing this card, the card with the ability (3.6.6): the same
condition as 「このカードの正面のキャラがいないなら」."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, ws_compile

TEXT = "【自】 このカードがアタックした時、正面のキャラがいないなら、そのターン中、このカードのパワーを＋2000。"


def _attack(b_stage: str, kind: str) -> Any:
    src = (
        WS_HEAD
        + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        + f'      center_front: {{name: 攻め役, type: character, level: 1, power: 1000, soul: 1, text: "{TEXT}"}}\n'
        + f"  B:\n    level: 1\n    deck: 10\n{b_stage}"
        + f"actions:\n  - {{do: attack, slot: center_front, kind: {kind}}}\n"
        + "ask: [攻め役.power]\n"
    )
    return resolve(loads(src))


def test_compiled_as_the_character_facing_this_card() -> None:
    assert (
        ws_compile(TEXT).cond == ws_compile(TEXT.replace("、正面の", "、このカードの正面の")).cond
    )


def test_no_character_facing_the_power_rises() -> None:
    r = _attack("", "direct")
    assert r.main.outcome["state"]["攻め役.power"] == 3000
    assert "3.6.6" in {c for s in r.main.trace.steps for c in s.clauses}


def test_a_character_facing_no_rise() -> None:
    stage = "    stage:\n      center_front: {name: 受け役, type: character, level: 1, power: 500, soul: 1}\n"
    r = _attack(stage, "side")
    assert r.main.outcome["state"]["攻め役.power"] == 1000
