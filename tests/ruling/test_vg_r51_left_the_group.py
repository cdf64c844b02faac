"""vg round 51 (issue 14, s48vgD): a continuous effect on a described group no longer reaches a
unit that left it — an intercepting rear-guard is a guardian (4.9.2.6), so 「相手のリアガードすべての
シールド－5000」 does not lower its shield; the power comparison reading the guardian's shield cites
4.9.2.6. A unit that never was in the group (the attacked vanguard) is no reason to cite it.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000, text: "TEXT"}
    deck: [{name: 平兵, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 騎士王, grade: 3, power: 10000}
    right_front: {name: 槍兵, type: normal, grade: 2, power: 9000, shield: 5000, skills: [intercept]}
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, INTERCEPT}
ask: [B.damage]
"""
MINUS = "【永】【(V)】：相手のリアガードすべてのシールド－5000。"


def _run(text: str, intercept: bool) -> Any:
    body = BOARD.replace("TEXT", text).replace(
        ", INTERCEPT", ", intercept: [right_front]" if intercept else ""
    )
    return resolve(loads(body, "t.yaml"))


def test_interceptor_left_the_rearguards_cites_4_9_2_6() -> None:
    r = _run(MINUS, intercept=True)
    # 10000 + 5000 (the shield unchanged: a guardian is no rear-guard) > 13000: no hit
    assert r.outcome["state"]["B.damage"] == 0
    assert "4.9.2.6" in r.decided_by


def test_no_interceptor_no_citation() -> None:
    r = _run(MINUS, intercept=False)
    assert "4.9.2.6" not in r.decided_by


def test_a_group_naming_guardians_too_is_no_reason() -> None:
    # 「相手のユニットすべて」 names no attribute: it reaches the guardian (its shield 0), nothing
    # of 4.9.2.6 is read
    r = _run("【永】【(V)】：相手のユニットすべてのシールド－5000。", intercept=True)
    assert "4.9.2.6" not in r.decided_by
