"""The kin in vs / co / mc of the ws and vg rules fixed in round 26 (s22rulesC), each on a minimal
case of its own."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- vs (the kin of vg 10.3.1.1 / ws 7.2.1.1): the attack phase's start and what
# triggered there are the game reaching the declaration, not the attack — an attack with no
# standing bench card is refused though a start-of-phase ability changed cards (7.1.2.2)

START = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    hand: 0
    deck: [{name: 引札, type: card}, 9]
    ring: {name: 主, type: card, ap: 3000, dp: 3000, text: "[リング]あなたのアタックフェイズ開始時、あなたは1枚引く。"}
%s  B: {deck: 10, ring: {name: 敵, type: card, ap: 3000, dp: 3000}}
actions:
  - {do: attack%s}
ask: [A.hand]
"""


def test_a_vs_attack_with_no_standing_bench_card_is_refused_after_the_start() -> None:
    r = resolve(loads(START % ("", ", allowed: false")))
    assert r.outcome["state"] == {"A.hand": 1}  # the start-of-phase ability resolved
    assert r.outcome.get("rejected")
    assert "7.1.2.2" in r.decided_by
