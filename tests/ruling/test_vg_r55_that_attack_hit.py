"""Round 55 (issue 12, s52vgT): 「このユニットがアタックしたバトルの終了時、そのアタックがヒットしていな
かったなら」 — a battle has one attack (10.1.2: the steps from the attack to its close), so whether
that attack hit is whether an attack hit in that battle (10.7.1.7's event): read as 「そのバトルで
アタックがヒットしていなかったなら」 (the vg plug-in's ``_that_attack_hit``)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names

TEXT = "【自】【(R)】：このユニットがアタックしたバトルの終了時、{c}、このユニットを退却させる。"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


@pytest.mark.parametrize(
    ("that", "battle"),
    [
        (
            "そのアタックがヒットしていなかったなら",
            "そのバトルでアタックがヒットしていなかったなら",
        ),
        ("そのアタックがヒットしているなら", "そのバトルでアタックがヒットしているなら"),
    ],
)
def test_that_attack_is_the_battles_attack(that: str, battle: str) -> None:
    assert _program(TEXT.format(c=that)) == _program(TEXT.format(c=battle))


# 剣士 (10000) attacks B's vanguard: 13000 — no hit, the unit retires; 5000 — a hit, it stays
@pytest.mark.parametrize(("power", "retired"), [(13000, True), (5000, False)])
def test_retired_only_when_it_did_not_hit(power: int, retired: bool) -> None:
    r = vg_card_run(
        TEXT.format(c="そのアタックがヒットしていなかったなら"),
        "  - {do: attack, attacker: left_front, target: vanguard}",
        opponent=f"{{name: 騎士, grade: 3, power: {power}}}",
    )
    assert not unsupported(r)
    assert ("剣士" in zone_names(r, "A", "drop")) is retired
