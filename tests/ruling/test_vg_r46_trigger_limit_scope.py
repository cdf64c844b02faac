"""Round 46: 8.1.6.1 (heal triggers, 4 at most) and 8.1.6.2 (over, 1) name no deck, where 8.1.6
counts the main and ride decks: a G deck card with the icon that would take the count over the
limit raises the audit's trigger_limit_scope, both readings run (the engine's: legal; the other:
the decks refused); without one, nothing is asked."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vg
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 治癒の天使, type: trigger, grade: 0, trigger: heal, count: 4}
      - {name: 突撃兵, type: trigger, grade: 0, trigger: critical, count: 4}
      - {name: 伝令兵, type: trigger, grade: 0, trigger: draw, count: 4}
      - {name: 前線兵, type: trigger, grade: 0, trigger: front, count: 4}
      - {name: 見習い騎士, type: normal, grade: 0, count: 1}
      - 33
    g_zone: [{name: 守護天使, type: g, grade: 4, trigger: ICON, face: down}]
  B:
    deck: [{name: 見習い従者, type: normal, grade: 0, count: 1}, 49]
actions:
  - do: game_setup
    first: A
    vanguard: {A: 見習い騎士, B: 見習い従者}
    shuffled: {A: [騎士甲, 騎士乙, 騎士丙, 騎士丁, 騎士戊], B: [従者甲, 従者乙, 従者丙, 従者丁, 従者戊]}
    mulligan: {A: 0, B: 0}
EXPECT
"""
AMBIGUOUS = """expect:
  ambiguous: ["8.1.6.1"]
  readings:
    - {clauses: ["8.1.6.1"], state: {A.hand: 5, B.hand: 5}}
    - {clauses: ["8.1.6.1"], outcome: {rejected: true}}
"""


def test_a_heal_g_card_raises_the_reading() -> None:
    r = resolve(loads(BOARD.replace("ICON", "heal").replace("EXPECT", AMBIGUOUS), "t.yaml"))
    assert not check_expect(r), check_expect(r)


@pytest.mark.parametrize("icon", ["critical", "none"])
def test_no_such_g_card_no_reading(icon: str) -> None:
    plain = "expect:\n  state: {A.hand: 5, B.hand: 5}\n"
    r = resolve(loads(BOARD.replace("ICON", icon).replace("EXPECT", plain), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]
