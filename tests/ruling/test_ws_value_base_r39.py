"""Two citations a ws ruling was missing (round 39, from the r39 blind set): a value a continuous
effect changes starts from the printed one (8.9.1 / 8.9.1.1), and an attacker with soul 0 or less
deals no damage in the damage step (7.5.1.2.1, read against 7.5.1.2, the step it is an exception
of)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state

AURA = "【永】 他のあなたのキャラすべてに、パワーを＋500。"


@pytest.mark.parametrize(("text", "power"), [(AURA, 3500), ("", 3000)])
def test_a_changed_value_cites_its_printed_base(text: str, power: int) -> None:
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    stage:\n"
            f'      center_front: {{name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "{text}"}}\n'
            "      left_front: {name: 乙, type: character, level: 0, power: 3000, soul: 1}\n"
            "  B: {deck: 10}\nactions:\n  - {do: check_timing}\nask: [乙.power]\n"
        )
    )
    assert main_state(r, "乙.power") == power
    # the printed value is the base of a value an effect changes; with no effect the ruling
    # does not cite the order of 8.9.1 at all
    assert ("8.9.1.1" in decided(r)) is bool(text)


@pytest.mark.parametrize(("level", "clock"), [(2, 0), (1, 1)])
def test_no_damage_at_soul_zero_cites_the_damage_step(level: int, clock: int) -> None:
    # a soul-2 side attack against a level-2 character leaves soul 0: no damage (7.5.1.2.1);
    # against a level-1 one soul 1, one damage
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n"
            "    stage: {left_front: {name: 攻, type: character, level: 2, power: 9000, soul: 2}}\n"
            "    deck: [{name: 空, type: character, level: 0, trigger: none}, 9]\n"
            "  B:\n"
            f"    stage: {{right_front: {{name: 受, type: character, level: {level}, power: 10000, soul: 1}}}}\n"
            "    deck: 10\n"
            "actions:\n  - {do: attack, slot: left_front, kind: side}\nask: [B.clock]\n"
        )
    )
    assert main_state(r, "B.clock") == clock
    if clock == 0:
        assert {"7.5.1.2", "7.5.1.2.1"} <= decided(r)
    else:
        assert "7.5.1.2.1" not in decided(r)
