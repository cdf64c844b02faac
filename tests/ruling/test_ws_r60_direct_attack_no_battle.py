"""Round 60 (s57wsR): a character put opposite the attacker after a direct attack was declared
leaves the method as it was (7.2.1.4.3): the damage step goes on to no battle step (7.5.1.3), and
that character is not battled — the ruling says so, citing 7.5.1.3 for its state (ws/r60_016)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

TRIGGER = (
    "【自】 相手のキャラがダイレクトアタックした時、あなたは自分の控え室のキャラを1枚選び、"
    "前列のキャラのいない枠に置く。"
)


def _board(waiting: str) -> str:
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 攻め, type: character, level: 1, power: 6000, soul: 1}}
    deck: [{{name: 札, type: character, trigger: none}}, 8]
  B:
    level: 1
    stage:
      left_front: {{name: 番兵, type: character, level: 1, power: 3000, soul: 1, text: "{TRIGGER}"}}
      right_front: {{name: 歩哨, type: character, level: 0, power: 2000, soul: 1}}
    waiting_room: {waiting}
    deck: [{{name: 受1, type: character, trigger: none}}, {{name: 受2, type: character, trigger: none}}, 8]
actions:
  - {{do: attack, player: A, slot: center_front, kind: direct}}
"""


def test_put_opposite_is_not_battled() -> None:
    y = _board("[{name: 伏兵, type: character, level: 0, power: 500, soul: 1}]") + (
        "choices:\n  - {player: B, choose: 伏兵}\n"
        "expect:\n  state: {伏兵.zone: B.stage.center_front, B.center_front: stand}\n"
        '  decided_by: ["7.2.1.4.3", "7.5.1.3"]\n'
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_nothing_put_no_such_step() -> None:
    # nothing in the waiting room: the front slot stays empty, and no character is said not
    # to be battled
    y = _board("0") + ('expect:\n  state: {B.center_front: []}\n  not_decided_by: ["7.2.1.4.3"]\n')
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
