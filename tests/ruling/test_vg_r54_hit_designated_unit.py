"""Round 54 (s51vgOld): 「このユニットがヴァンガードにアタックしてヒットした時」 on an attack an effect moved to a
rear-guard after 10.4.1.8 (7.38.1, 10.1.5). 10.7.1.6.1 tests 「この時点で 10.4.1.8 での指定被アタックユニット」:
the unit designated now or the one designated at that step — the audit's hit_event_designated_unit, both
readings run (the engine's first: now, no draw; at the step: the vanguard, a draw). An attack not moved
raises nothing.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜騎士, grade: 3, power: 13000}
    left_front:
      name: 斬士
      type: normal
      grade: 2
      power: 10000
      text: "【自】【(R)】：このユニットがヴァンガードにアタックしてヒットした時、１枚引く。"
    hand: 0
    deck: [{name: 山1, type: normal}, 9]
  B:
    vanguard: {name: 重騎士, grade: 3, power: 8000}
    right_front: {name: 身代わり, type: normal, grade: 0, power: 5000}
    hand: 0
    damage: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard%s}
choices:
  - {player: B, at: choose, choose: 身代わり}
ask: [A.hand]
"""
MOVE = (
    (
        ", guard_actions: [{do: resolve_text, player: B, text: 「あなたの前列のリアガードを1枚選び、"
        "相手のアタックしているユニットのアタック先をそのユニットに変更する。」}]"
    )
    .replace("「", '"')
    .replace("」", '"')
)


def _hands(r: Any) -> dict[str, int]:
    """A.hand under each reading of hit_event_designated_unit (the last key of each run)."""
    out = {"now": r.outcome["state"]["A.hand"]}
    for rd in r.outcome.get("readings") or ():
        keys = rd["reading"]
        if "at_step" in keys:
            out["at_step"] = rd["outcome"]["state"]["A.hand"]
    return out


def test_moved_attack_hit_runs_both_readings_of_10_7_1_6_1() -> None:
    r = resolve(loads(BOARD % MOVE))
    hands = _hands(r)
    assert hands == {"now": 0, "at_step": 1}
    assert "10.7.1.6.1" in (r.outcome.get("depends_on_reading") or [])


def test_attack_not_moved_raises_nothing() -> None:
    r = resolve(loads(BOARD % ""))
    assert r.outcome["state"]["A.hand"] == 1
    assert not r.outcome.get("readings")
