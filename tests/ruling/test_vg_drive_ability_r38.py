"""A gained 『ドライブ＋１』 / 『ドライブ－１』 (round 38, issue 12): an ability that modifies the
drive of the unit that has it, as ツインドライブ!! modifies it by +1 (14.3.3.1; 2.17.1 the drive is
how many drive checks its attack makes)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vg_card_run

ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"
DRIVE = "【永】【(V)】：あなたのソウルが１枚以上なら、このユニットは『ドライブ{sign}１』を得る。"


def _checks(sign: str, soul: str) -> int:
    text = DRIVE.replace("{sign}", sign)
    vanguard = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    r = vg_card_run("", ATTACK, vanguard=vanguard, extra=f"soul: {soul}")
    return sum(1 for s in r.main.trace.steps if s.event == "drive_check")


@pytest.mark.parametrize(
    ("sign", "soul", "checks"), [("＋", "1", 2), ("＋", "[]", 1), ("－", "1", 0)]
)
def test_the_drive_ability_changes_the_drive_checks(sign: str, soul: str, checks: int) -> None:
    assert _checks(sign, soul) == checks
