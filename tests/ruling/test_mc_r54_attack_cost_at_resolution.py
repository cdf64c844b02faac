"""Monster Collection (mc), round 54 (s51mcR), issue 14: the attack's cost (9.1 「すべての未行動の自軍
ユニットを行動完了にすること」) is declared at 10.1.6 and carried out at the attack's resolution,
10.1.13, after the [対抗] answers (10.11.3; the attack is 「使用」 of its units, 10.1.9), as every
declaration's cost. An attacker gone from the battlefield (or acted already, 10.18.1) by then
leaves the cost not carried out as declared: the attack has no effect (10.1.14, 10.11.3,
10.11.9). With no answer that changes them, the attackers become acted and the attack takes
effect as before."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

get_game("mc")

_KILL = "◎[対抗]「火矢」\\n〈対象:敵軍ユニット1体〉\\n対象に【火炎】【2】ダメージを与える。"
_REST = "◎[対抗]「足止め」\\n〈対象:敵軍ユニット1体〉\\n対象を行動完了にする。"


def _board(text: str, answer: bool) -> Any:
    ans = (
        "    answer_first_attack: [{do: use, player: B, card: 門番, target: 騎兵}]\n"
        if answer
        else ""
    )
    scn = f"""game: mc
title: t
turn: {{player: A, number: 11, phase: main}}
players:
  A:
    deck: 20
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 騎兵, type: unit, level: 2, attack: 3, defense: 2}}
        - {{name: 重装兵, type: unit, level: 3, attack: 3, defense: 5}}
  B:
    deck: 20
    field:
      c3:
        - {{name: 峡谷, type: terrain, limit: 6}}
        - {{name: 門番, type: unit, level: 2, attack: 1, defense: 3, text: "{text}"}}
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - do: advance
    units: [騎兵, 重装兵]
    to: c3
    formation: {{A: [重装兵, 騎兵]}}
    dice: {{A: 6, B: 1}}
{ans}ask: [騎兵.zone, 重装兵.zone, 門番.zone]
"""
    return resolve(loads(scn))


def test_an_attacker_killed_in_answer_leaves_the_cost_undone() -> None:
    """騎兵 dies to the answer before 10.1.13: the attack deals nothing, 門番 lives, the advance
    fails (重装兵 back to c2)."""
    r = _board(_KILL, True)
    assert r.outcome["state"] == {
        "騎兵.zone": "A.discard",
        "重装兵.zone": "A.field.c2",
        "門番.zone": "B.field.c3",
    }, r.outcome
    assert {"10.1.13", "10.1.14", "10.11.3", "10.11.9"} <= set(r.decided_by)
    assert not r.alternates


def test_an_attacker_made_acted_in_answer_leaves_the_cost_undone() -> None:
    """騎兵 made acted by the answer: the attack's 「行動完了にする」 cannot be done to it (10.18.1):
    no effect."""
    r = _board(_REST, True)
    assert r.outcome["state"]["門番.zone"] == "B.field.c3", r.outcome
    assert {"10.1.14", "10.18.1"} <= set(r.decided_by)


def test_no_answer_the_attack_takes_effect() -> None:
    """No answer: both attackers are made acted at 10.1.13 and their 6 kills 門番 (9.3)."""
    r = _board(_KILL, False)
    assert r.outcome["state"]["門番.zone"] == "B.discard", r.outcome
    assert "10.1.14" not in r.decided_by
