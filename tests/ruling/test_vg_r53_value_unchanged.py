"""Round 53 (s50vgOld): 「このユニットのパワーが増加した時」 after a step that left the power where it was
(a 「常に…になる」 set) or changed it the other way: no 増加 as 1.3.6 defines it, so the event the ability
waits for did not happen (11.9.2) — the ruling that nothing triggered cites both (a "no" has reasons).
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 指揮竜, grade: 3, power: 13000}
    left_front:
      name: 剛腕
      type: normal
      grade: 2
      power: 8000
      text: "【自】【(R)】：このユニットのパワーが増加した時、１枚引く。"
    hand: []
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
%s
actions:
  - {do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、そのターン中、パワー%s。"}
choices:
  - {player: A, at: choose, choose: 剛腕}
ask: [A.hand]
"""
SET = 'effects:\n  - {target: 剛腕, stat: power, op: set, value: 10000, source: "【永】：このユニットのパワーは常に10000になる。"}'


@pytest.mark.parametrize(
    ("effects", "change", "drawn"),
    [("", "＋5000", 1), (SET, "＋5000", 0), ("", "－5000", 0)],
)
def test_increase_trigger_needs_the_value_higher_1_3_6(
    effects: str, change: str, drawn: int
) -> None:
    r = resolve(loads(BOARD % (effects, change)))
    assert r.outcome["state"]["A.hand"] == drawn
    if drawn == 0:
        assert {"1.3.6", "11.9.2"} <= set(r.decided_by)
