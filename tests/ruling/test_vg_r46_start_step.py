"""Round 46 (issue 12): 「あなたのスタートステップ開始時、…」 — a timing at every start step of the
battle phase (10.3.1.1: each one, the first and those after each battle), not only at the
battle phase's start."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited

TEXT = "【自】【(V)】：あなたのスタートステップ開始時、そのターン中、このユニットのパワー＋2000。"
BOARD = f"""game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 覇道竜, grade: 3, power: 13000, text: "{TEXT}"}}
    left_front: {{name: 剣士, type: normal, grade: 2, power: 9000}}
    deck: [{{name: 平兵, type: normal, grade: 1, trigger: none}}, 9]
  B:
    vanguard: {{name: 騎士王, grade: 3, power: 20000}}
    deck: 10
actions:
  - {{do: attack, attacker: vanguard, target: B.vanguard, guard_actions: [{{do: check, state: {{覇道竜.power: 15000}}}}]}}
  - {{do: attack, attacker: left_front, target: B.vanguard, guard_actions: [{{do: check, state: {{覇道竜.power: 17000}}}}]}}
"""


def test_compiles_as_the_start_step_timing() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT, None)
    assert a.supported, a.reason
    assert a.program.trigger.phase == "step:start"


def test_triggers_at_each_start_step() -> None:
    r = resolve(loads(BOARD, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "10.3.1.1" in cited(r)
