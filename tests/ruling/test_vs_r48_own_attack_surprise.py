"""Round 48: a surprise whose [condition] is its owner's own attack (「[あなたのカードがアタックした
時]」, 「[あなたのカードがサポートした時]」) is met with the attack (7.1.3.2.3) and may be turned face up
(3.9.1, 12.3.1); 「[相手のカードがアタックした時]」 on the attacker's side is still not met."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    surprise: {name: 伏兵, face: down, ap: 1000, dp: 1000, text: "{surprise}[COND]→相手のリングのカードを+0/-1000。"}
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 次, ap: 1000, dp: 3000}, 9]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: A, at: surprise, choose: yes}
expect:
  state: {美希.zone: WHERE}
"""


@pytest.mark.parametrize(
    ("cond", "where"),
    [
        ("あなたのカードがアタックした時", "B.retire"),
        ("あなたのカードがサポートした時", "B.retire"),
        ("相手のカードがアタックした時", "B.ring"),
    ],
)
def test_own_attack_surprise(cond: str, where: str) -> None:
    src = BOARD.replace("COND", cond).replace("WHERE", where)
    if where == "B.ring":
        src = src.replace("choices:\n  - {player: A, at: surprise, choose: yes}\n", "")
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome
    if where == "B.retire":
        assert {"12.3.1", "7.1.3.2.3"} <= set(r.decided_by)  # type: ignore[attr-defined]
