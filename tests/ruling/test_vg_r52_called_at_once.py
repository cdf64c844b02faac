"""Round 52 (s49at): cards called at once by one effect are all put on their circles at the same
time (6.2.3.3) and only then is a unit a called card shares a circle with retired (6.2.3.4). Each
card put there is an appearance of its own (7.17.2): an 「登場した時」 is met once per card and is
pending that many times (11.9.3) — also on a unit one of them is called over, still on its circle
when both appear (it leaves at 6.2.3.4; its pending abilities are played all the same, 11.9.9)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vg_run, zone_names

BOARD = """players:
  A:
    vanguard: {name: 竜騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 旗手, type: normal, grade: 2, power: 6000,
                 text: "【自】【(R)】：あなたの他のリアガードが(R)に登場した時、１枚引く。"}
    drop: [{name: 戦士一, type: normal, grade: 1}, {name: 戦士二, type: normal, grade: 1}]
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたのドロップからグレード１のカードを２枚選び、(R)にコールする。"}
choices:
  - {player: A, at: circle, choose: %s}
  - {player: A, at: circle, choose: left_back}
"""


@pytest.mark.parametrize("first", ["right_front", "left_front"])
def test_two_called_at_once_trigger_twice(first: str) -> None:
    r = vg_run(BOARD % first)
    # two appearances, two draws — called over 旗手 or not (6.2.3.3 before 6.2.3.4)
    assert len(zone_names(r, "A", "hand")) == 2
    if first == "left_front":
        assert "旗手" in zone_names(r, "A", "drop")
        assert {"6.2.3.3", "6.2.3.4", "11.9.9"} <= cited(r)
    else:
        assert "旗手" in zone_names(r, "A", "field.left_front")


def test_retired_after_both_are_put() -> None:
    r = vg_run(BOARD % "left_front")
    steps = r.main.trace.steps
    put = [i for i, s in enumerate(steps) if "6.2.3.3.1" in s.clauses]
    retired = [i for i, s in enumerate(steps) if "7.18.2" in s.clauses]
    assert len(put) == 2 and retired and min(retired) > max(put)
