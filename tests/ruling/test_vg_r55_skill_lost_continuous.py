"""Round 55 (issue 12, s52vgT): 「このユニットは『インターセプト』を失う」 in a continuous ability — while
it applies (its condition met) the unit is as if it had not the icon (7.14.2), applied with the
gains (11.11.1.5): it cannot intercept, and the refusal cites the ability that took the skill."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads

LOSE = "【永】【(R)】：{cond}このユニットは『インターセプト』を失う。"

BOARD = """game: vg
title: t
turn: {{player: A, number: 5, phase: battle, first_player: A}}
players:
  A:
    vanguard: {{name: 竜騎士, type: normal, grade: 3, power: 13000, critical: 1}}
    deck: [{{name: 札, type: normal, grade: 2, trigger: none}}, 19]
  B:
    vanguard: {{name: 賢者, type: normal, grade: 3, power: 13000}}
    right_front: {{name: 盾兵, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept], text: "{text}"}}
    hand: [{hand}]
    deck: [{{name: 受け札, type: normal, grade: 1, trigger: none}}, 19]
actions:
  - {{do: attack, attacker: vanguard, target: B.vanguard, intercept: [right_front]}}
"""


def test_the_loss_compiles_as_a_continuous_step() -> None:
    get_game("vg")
    (a,) = _abilities("vg", LOSE.format(cond="相手のターン中、"), None)
    assert a.supported, a.reason
    (op,) = a.program.steps
    assert (op.verb, op.skill) == ("lose", "intercept")


@pytest.mark.parametrize(("hand", "intercepts"), [("", False), ("{name: 手1, type: normal}", True)])
def test_the_unit_cannot_intercept_while_it_applies(hand: str, intercepts: bool) -> None:
    # 「あなたの手札が０枚なら、…失う」: with no cards in hand the skill is lost, with one it is not
    text = LOSE.format(cond="あなたの手札が０枚なら、")
    r = resolve(loads(BOARD.format(text=text, hand=hand), "t.yaml"))
    b = r.main.final.players["B"].zones
    assert [c.name for c in b["field.right_front"]] == ([] if intercepts else ["盾兵"])
    rejects = [s for s in r.main.trace if "インターセプトできません" in s.ja]
    assert bool(rejects) is not intercepts
    if rejects:
        assert {"7.14.2", "11.11.1.5"} <= set(rejects[0].clauses)
