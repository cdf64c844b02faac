"""vg round 59 (s56vgO): the duplicate check (13.3.5, its lost icon the rear-guard circle's) finds several guardians
on the guardian circle no duplicate — the guardian circle may hold several cards (4.9.4; 10.5.1.2.2 calls 「1枚以上」
there): "checked, not met", a reason of a ruling on the guard (vg/r49_030, corrected: not ambiguous). One guardian
alone leaves no such step."""

from __future__ import annotations

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided

BODY = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 18000}
    deck: [{name: 外れ, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}
    hand:
      - {name: 盾一, type: normal, grade: 1, power: 8000, shield: 5000}
      - {name: 盾二, type: normal, grade: 1, power: 8000, shield: SHIELD}
    damage: 0
    deck: [{name: 凡兵, type: normal, grade: 1, trigger: none}, 9]
actions:
  - {do: attack, attacker: vanguard, guard: GUARD}
ask: [B.damage]
"""


def _run(guard: str, shield: str = "5000") -> tuple[object, set[str]]:
    r = resolve(loads(BODY.replace("GUARD", guard).replace("SHIELD", shield), "t.yaml"))
    return r.outcome["state"]["B.damage"], decided(r)


def test_two_guardians_stay_4_9_4() -> None:
    dmg, cl = _run("[盾一, 盾二]")
    assert dmg == 0
    assert {"13.3.5", "4.9.4"} <= cl


def test_one_guardian_no_duplicate_check_cited() -> None:
    dmg, cl = _run("[盾二]", shield="10000")
    assert dmg == 0
    assert "4.9.4" not in cl
