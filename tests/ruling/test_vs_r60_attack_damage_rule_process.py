"""Round 60 (s57vsR): the attack resolution step's 「蓄積されたダメージが防御力以上になったカードは、
リタイヤ置場に置かれます」 (7.1.5.4) reads the condition and the move of the rule process 9.4.1 (a ring
card with damage of its defence or more goes to its owner's retire zone): the ruling cites 9.4.1
whether the comparison is met (the card goes) or not (it stays)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(dp: int, zone: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: A, phase: attack}\n"
        "players:\n  A:\n    deck: 10\n"
        "    ring: {name: 嵐, ap: 3000, dp: 2000}\n"
        "    bench: {left: {name: 甲, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n"
        f"    ring: {{name: 凪, ap: 1000, dp: {dp}}}\n"
        "actions:\n  - {do: attack, support: 甲}\n"
        f"expect:\n  state: {{凪.zone: {zone}}}\n"
        '  decided_by: ["7.1.5.3", "7.1.5.4", "9.4.1"]\n'
    )


@pytest.mark.parametrize(("dp", "zone"), [(3000, "B.retire"), (4000, "B.ring")])
def test_attack_damage_cites_the_rule_process(dp: int, zone: str) -> None:
    r = resolve(loads(_board(dp, zone), "t.yaml"))
    assert not check_expect(r), check_expect(r)
