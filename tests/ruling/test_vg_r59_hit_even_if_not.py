"""Round 59 (s56vgR): 10.7.1.8 — with an effect 「このバトルにおいて『ヒットした時』の効果をも、ヒットして
いなくても発動する」 in force (a scenario effect ``{target: <the attacking unit or its fighter>, stat:
hit_even_if_not, op: set, value: "yes"}``), every valid automatic ability triggered by the attacking
unit's hit event (10.7.1.6) becomes pending once at 10.7.1.8; no damage is dealt (10.7.1.4 is for a
hit). In a battle that hit, whether it becomes pending once more is the unsettled point
``hit_ability_without_hit_on_a_hit`` (both readings run, the engine's: once)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import cited, vg_card_run

HIT = "【自】【(R)】：このユニットがアタックしてヒットした時、１枚引く。"
EFFECT = (
    'effects:\n  - {{target: {t}, stat: hit_even_if_not, op: set, value: "yes", until: turn}}\n'
)


def run(target: str, on: str | None) -> Any:
    # 剣士 10000 against 騎士 13000 (no hit) or 槍兵 9000 (hit)
    actions = f"  - {{do: attack, attacker: left_front, target: {target}}}"
    extra = "" if on is None else EFFECT.format(t=on)
    return vg_card_run(HIT, actions, choices=extra)


def drawn(steps: Any) -> int:
    return len([s for s in steps if s.event == "draw" and "A draws" in s.en])


@pytest.mark.parametrize("on", ["剣士", "A"])
def test_a_miss_triggers_the_hit_ability_once(on: str) -> None:
    r = run("vanguard", on)
    assert drawn(r.main.trace.steps) == 1
    assert "10.7.1.8" in cited(r)
    assert r.main.final.players["B"].zones["damage"] == []


def test_without_the_effect_a_miss_does_not() -> None:
    r = run("vanguard", None)
    assert drawn(r.main.trace.steps) == 0
    assert "10.7.1.8" not in cited(r)


def test_the_effect_on_another_unit_does_not_apply() -> None:
    assert drawn(run("vanguard", "竜").main.trace.steps) == 0


def test_a_hit_with_the_effect_runs_both_readings() -> None:
    r = run("right_front", "剣士")
    assert drawn(r.main.trace.steps) == 1  # the engine's reading: once
    per = {
        next((c.option for c in lf.choices if c.reading), None): drawn(lf.trace.steps)
        for lf in r.leaves + r.alternates
    }
    assert per == {"once": 1, "twice": 2}
