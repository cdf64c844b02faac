"""VG rules found through the round-23 blind files (s19rules; round 23, session 19): a rule's
step not made because a prohibition wins, and no attack at all to be made, each with the clause
it rests on among the reasons of what it decided (issue 14)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads


def _cited(text: str) -> list[str]:
    return list(resolve(loads(text, "t.yaml")).decided_by)


_STAND = """game: vg
title: t
turn: {player: A, number: 7, phase: stand, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, state: rest}
    left_front: {name: 鈍重兵, type: normal, grade: 2, power: 10000, state: rest}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3}, deck: 10}
effects:
%s
actions:
  - {do: stand_phase}
ask: [A.vanguard, %s]
"""
_NO_STAND = '  - {target: 鈍重兵, stat: stand, op: prohibit, until: turn, source: "スタンドしない"}'


@pytest.mark.parametrize("asked", ["A.left_front", "鈍重兵.state"])
def test_a_unit_forbidden_to_stand_stays_rested_by_the_prohibition(asked: str) -> None:
    """9.2.3 stands every card; a 「スタンドしない」 in force keeps the unit rested: the circle
    (or the unit) asked about rests on the step the prohibition decided (1.3.3, and 1.3.1: the
    rules' own instruction is overridden) — before, that step touched the unit only, so the
    circle's ruling cited 9.2 / 9.2.3 alone (the vanguard asked beside it stands)."""
    got = _cited(_STAND % (_NO_STAND, asked))
    assert {"9.2.3", "1.3.3", "1.3.1"} <= set(got)
    # no prohibition: it stands by 9.2.3, and no principle is cited
    plain = _cited((_STAND % ("  []", asked)).replace("effects:\n  []\n", ""))
    assert "9.2.3" in plain and "1.3.3" not in plain


_BATTLE = """game: vg
title: t
turn: {player: A, number: 6, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, state: rest}
    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, state: %s}
    left_back: {name: 後衛, type: normal, grade: 1, power: 8000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}, damage: 0, deck: 10}
actions:
  - {do: attack, attacker: vanguard}
ask: [B.damage]
"""


def test_no_standing_front_unit_leaves_no_attack_to_choose() -> None:
    """Every front-row unit rested (the back-row one may not attack): no attack at all can be
    made, so attacking cannot be chosen in the start step (10.3.2) — before, the named
    vanguard was refused at the attack step (10.4.1.3) and 10.3.2 was never read."""
    got = _cited(_BATTLE % "rest")
    assert "10.3.2" in got and "10.4.1.3" in got
    # a standing rear-guard could attack: the named rested vanguard is refused by 10.4.1.3,
    # and 10.3.2 does not apply
    other = _cited(_BATTLE % "stand")
    assert "10.4.1.3" in other and "10.3.2" not in other


_PASS = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}, damage: 2, deck: 10}
actions:
  - {do: draw, player: A, amount: 1}
  - {do: end_phase}
ask: [A.hand, %s]
"""


@pytest.mark.parametrize("asked", ["B.damage", "覇竜.state"])
def test_choosing_not_to_attack_decides_what_an_attack_would_have_changed(asked: str) -> None:
    """Not attacking (10.3.1.3 / 10.3.1.5) is the reason the opponent's damage zone and the
    turn fighter's standing units are as they were (``Ctx.kept``) — before, the choice touched
    nothing, and a question on them (beside the hand a draw changed) cited nothing of it."""
    assert "10.3.1.5" in _cited(_PASS % asked)


_ACT = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 2, power: 10000, text: "%s"}
    soul: [{name: 魂, type: normal, grade: 1}]
    hand: 0
    deck: [{name: 兵, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: activate, card: A.vanguard}]}
ask: [A.soul, A.hand]
"""


def test_an_activated_abilitys_cost_cites_its_notation() -> None:
    """The ［…］ of an activated ability is the cost it is played for by its notation
    (11.1.1.1.1; kin of ws 8.1.1.1.1, ws r23_015): the payment cites it beside 11.8.2.2 /
    11.8.2.3 — before, the procedure clauses only."""
    paid = "【起】【(V)】【ターン1回】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    assert "11.1.1.1.1" in _cited(_ACT % paid)
    # no cost: played by declaring it (11.1.1.1.2), no cost notation read
    free = _cited(_ACT % "【起】【(V)】【ターン1回】：１枚引く。")
    assert "11.1.1.1.1" not in free and "11.1.1.1.2" in free
