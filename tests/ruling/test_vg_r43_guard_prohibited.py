"""vg round 43: a guard is a call (10.5.1.2.2 「ガーディアンサークルにコールする」, a normal call
10.5.1.2.2.1), so 「コールできない」 stops it (1.3.3); and with calls, intercepts and order plays
all prohibited the defending fighter passes automatically (10.5.1.2.1.1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vg_run, zone_names

PROHIBIT = {
    "call": '{target: B, stat: call, op: prohibit, until: turn, source: "相手はコールできない。"}',
    "intercept": '{target: B, stat: intercept, op: prohibit, until: turn, source: "相手はインターセプトできない。"}',
    "play_order": '{target: B, stat: play_order, op: prohibit, until: turn, source: "相手はオーダーをプレイできない。"}',
}


def _attack(prohibited: tuple[str, ...]) -> object:
    effects = "".join(f"  - {PROHIBIT[v]}\n" for v in prohibited)
    return vg_run(
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, critical: 1}\n"
        "    deck: [{name: 山一, type: normal, grade: 1}, 10]\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 8000}\n"
        "    hand: [{name: 大盾兵, type: normal, grade: 1, shield: 15000}]\n"
        "    deck: [{name: 山札甲, type: normal, grade: 1}, 10]\n"
        + (f"effects:\n{effects}" if effects else "")
        + "actions:\n  - {do: attack, attacker: vanguard, guard: [大盾兵]}\n",
        phase="battle",
    )


@pytest.mark.parametrize(
    ("prohibited", "guarded", "auto_pass"),
    [
        ((), True, False),
        (("call",), False, False),
        (("call", "intercept"), False, False),
        (("intercept", "play_order"), True, False),
        (("call", "intercept", "play_order"), False, True),
    ],
)
def test_vg_guard_under_prohibitions(
    prohibited: tuple[str, ...], guarded: bool, auto_pass: bool
) -> None:
    r = _attack(prohibited)
    assert (zone_names(r, "B", "hand") == []) is guarded
    assert (len(zone_names(r, "B", "damage")) == 0) is guarded
    assert ("10.5.1.2.1.1" in cited(r)) is auto_pass
    if "call" in prohibited and not auto_pass:
        # refused as a call (10.5.1.2.2.1) by the prohibition beating the action (1.3.3)
        assert {"10.5.1.2.2.1", "1.3.3"} <= cited(r)
