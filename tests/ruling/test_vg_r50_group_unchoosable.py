"""Round 50 (s47amb, vg r50_029): 「そのターン中、あなたのリアガードすべては、相手のカードの効果で選ば
れない」 (7.50.2) in an effect — fixed on the rear-guards there when it arose (11.11.4, the engine's
reading) or a rule of the game that binds a unit called later (11.11.5): the audit's
group_prohibition_later_units, raised as for 「…アタックできない」. Both readings are run; with no
unit called later it asks nothing."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    right_front: {name: 古参, type: normal, grade: 2, power: 10000}
    hand: [{name: 新兵, type: normal, grade: 2, power: 10000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがアタックされた時、相手のリアガードを１枚選び、レストする。"}
    hand: 0
    deck: 10
actions:
  - {do: main_phase, actions: [{do: resolve_text, player: A, text: "そのターン中、あなたのリアガードすべては、相手のカードの効果で選ばれない。"}%s]}
  - {do: attack, attacker: vanguard, target: vanguard}
%s
ask: [古参.state%s]
"""
CALL = ", {do: call, card: 新兵, circle: left_front}"


def test_a_unit_called_after_a_group_choice_protection_is_a_reading() -> None:
    r = resolve(loads(BOARD % (CALL, "", ", 新兵.state")))
    # the engine's reading (11.11.4): 古参 only is protected, 新兵 is chosen and rested
    assert r.outcome["state"] == {"古参.state": "stand", "新兵.state": "rest"}
    assert {"11.11.4", "11.11.5"} <= set(r.outcome["depends_on_reading"])
    assert [x["reading"] for x in r.outcome["readings"]] == [["rule"]]
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [
        {"古参.state": "stand", "新兵.state": "stand"}
    ]


def test_the_rule_reading_leaves_nothing_to_choose() -> None:
    r = resolve(
        loads(
            BOARD % (CALL, "choices:\n  - {player: A, at: reading, choose: rule}", ", 新兵.state")
        )
    )
    assert r.outcome["state"] == {"古参.state": "stand", "新兵.state": "stand"}
    assert {"7.50.2", "11.11.5"} <= cited(r)


def test_no_unit_called_later_asks_nothing() -> None:
    """Neighbour: 古参 alone, a rear-guard when it arose — protected under either reading."""
    r = resolve(loads(BOARD % ("", "", "")))
    assert r.outcome["state"] == {"古参.state": "stand"}
    assert "readings" not in r.outcome
