"""``ActionDef.prohibited_by`` (round 27, s23rulesC): the clause saying what a prohibition of an
action does is cited where a prohibition in force stops it — vg 12.2.1.1 (an activated ability
‘使えない’ cannot be played; tests/ruling/test_vg_rules_r27.py) and its kin vs 8.12.4 「「使えない」
技は、起動できません」."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

VS = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    ring: {name: 美希, type: キャラ, text: "【起】 あなたは1枚引く。"}
    hand: 0
    deck: 10
  B: {deck: 10}
%sactions:
  - {do: use, card: 美希}
ask: [A.hand]
"""


def test_vs_a_technique_that_cannot_be_used_cites_8_12_4() -> None:
    ban = "effects:\n  - {target: 美希, stat: use, op: prohibit, until: turn, source: 使えない}\n"
    r = resolve(loads(VS % ban))
    assert r.outcome["state"] == {"A.hand": 0}
    assert {"8.12.4", "1.3.3"} <= set(r.decided_by)


def test_vs_a_technique_not_prohibited_cites_no_8_12_4() -> None:
    r = resolve(loads(VS % ""))
    assert "8.12.4" not in r.decided_by
