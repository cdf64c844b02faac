"""Round 53 (s50vgOld): 「あなたはスペリオルコールできない」 as an ``effects:`` prohibition
(``stat: superior_call``). A call made by an effect is a superior call (6.2.2.2) and is simply not
done (1.3.3, 1.3.2); the guard step's call (10.5.1.2.2.1) and the main phase's (9.9.2.1.1) are
normal calls the ban does not reach.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BAN = (
    "effects:\n  - {target: A, stat: superior_call, op: prohibit, until: turn,"
    ' source: "そのターン中、あなたはスペリオルコールできない。"}\n'
)

EFFECT_CALL = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 指揮竜, grade: 3, power: 13000}
    hand: [{name: 新兵, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
%s
actions:
  - {do: resolve_text, player: A, text: "あなたの手札からカードを１枚選び、(R)にコールする。"}
choices:
  - {player: A, choose: 新兵}
  - {player: A, choose: left_front}
ask: [新兵.zone]
"""


@pytest.mark.parametrize(("effects", "zone"), [("", "A.field.left_front"), (BAN, "A.hand")])
def test_effect_call_is_a_superior_call_6_2_2_2(effects: str, zone: str) -> None:
    r = resolve(loads(EFFECT_CALL % effects))
    assert r.outcome["state"]["新兵.zone"] == zone
    if effects:
        assert {"6.2.2.2", "1.3.3", "1.3.2"} <= set(r.decided_by)


NORMAL_CALL = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 指揮竜, grade: 3, power: 13000}
    hand: [{name: 新兵, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}
%s
actions:
  - {do: call, card: 新兵, circle: left_front}
ask: [新兵.zone]
"""


def test_main_phase_call_is_normal_and_not_barred() -> None:
    r = resolve(loads(NORMAL_CALL % BAN))
    assert r.outcome["state"]["新兵.zone"] == "A.field.left_front"


GUARD = """\
game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000, critical: 1}
    deck: [{name: 平兵, type: normal, grade: 1, trigger: none}, 19]
  B:
    vanguard: {name: 騎士団長, grade: 3, power: 13000}
    hand: [{name: 盾兵, type: normal, grade: 1, shield: 10000}]
    damage: 3
    deck: [{name: 凡騎, type: normal, grade: 2, trigger: none}, 19]
effects:
  - {target: B, stat: superior_call, op: prohibit, until: turn, source: "そのターン中、あなたはスペリオルコールできない。"}
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: [盾兵]}
ask: [B.damage]
"""


def test_guard_call_is_normal_and_not_barred_10_5_1_2_2_1() -> None:
    r = resolve(loads(GUARD))
    assert r.outcome["state"]["B.damage"] == 3
    assert {"10.5.1.2.2.1", "6.2.2.2"} <= set(r.decided_by)


def test_scenario_superior_call_is_refused_by_the_ban() -> None:
    text = NORMAL_CALL.replace("circle: left_front}", "circle: left_front, superior: true}")
    r = resolve(loads(text % BAN))
    assert r.outcome["state"]["新兵.zone"] == "A.hand"
    assert {"1.3.3", "6.2.2.2"} <= set(r.decided_by)
    r = resolve(loads(text % ""))
    assert r.outcome["state"]["新兵.zone"] == "A.field.left_front"
