"""Round 63 (s60vswsR): a partner attack retires the attacked card whatever the damage (7.1.5.2);
the card put in the ring takes no damage (7.1.5.3's proviso) — and when the attacking card's
attack is 0 or less it deals no damage to any card (7.1.5.3.1): the ruling reads that too, and
cites it only then."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(ap: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 5, phase: ability, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n"
        f"    ring: {{name: 霞丸, title: 忍, ap: {ap}, dp: 2000, partner_name: 風音, partner_title: 忍}}\n"
        "    bench: {left: {name: 風音, title: 忍, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: [{name: 千草, ap: 1000, dp: 1000}, 9]\n"
        "    ring: {name: 薄墨, ap: 2000, dp: 5000}\n"
        "actions:\n  - {do: attack, support: 風音}\n"
        "expect:\n  state: {薄墨.zone: B.retire, B.ring: [千草], 千草.damage: 0}\n"
    )


@pytest.mark.parametrize(("ap", "cited"), [(0, True), (2000, False)])
def test_zero_attack_partner_attack(ap: int, cited: bool) -> None:
    r = resolve(loads(_board(ap), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert ("7.1.5.3.1" in r.decided_by) == cited, r.decided_by
    assert "7.1.5.2" in r.decided_by
