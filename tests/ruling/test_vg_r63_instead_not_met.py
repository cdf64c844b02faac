"""Round 63 (s60vgR1): 「＋AではなくＢ」 whose condition does not hold as the step resolves — the
replacement is read then (11.3.1.3.5 「この能力内で[テキスト A]部分を解決する際…置換する」) and does not
apply; A is done as printed, and the ruling cites it (the ability's own cost may be what broke the
condition: a soul blast paid as it resolves, 11.9.5)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

POWER = """game: vg
title: t
turn: {player: A, number: 7, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがアタックした時、【コスト】[【ソウルブラスト】(1)]することで、そのバトル中、このユニットのパワー＋5000。あなたのソウルが３枚以上なら＋5000ではなく＋10000。"}
    soul: SOUL
    deck: 20
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 20
    hand: 0
actions:
  - do: attack
    attacker: vanguard
    target: B.vanguard
    guard_actions:
      - {do: check, state: {竜.power: POWER}}
choices:
  - {player: A, at: cost, choose: "yes"}
"""


@pytest.mark.parametrize(("soul", "power"), [(3, 18000), (4, 23000)])
def test_the_cost_paid_breaks_the_condition(soul: int, power: int) -> None:
    body = POWER.replace("SOUL", str(soul)).replace("POWER", str(power))
    r = resolve(loads(body + "expect:\n  outcome: {game_over: false}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"11.3.1.3.5", "11.9.5"} <= cited(r)


DRAW = """game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：１枚引く。あなたのソウルが３枚以上なら１枚ではなく２枚引く。"}
    soul: SOUL
    hand: 0
    deck: 20
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 20
actions:
  - {do: activate, player: A, card: 竜}
"""


@pytest.mark.parametrize(("soul", "hand"), [(2, 1), (3, 2)])
def test_a_count_instead(soul: int, hand: int) -> None:
    body = DRAW.replace("SOUL", str(soul)) + f"expect:\n  state: {{A.hand: {hand}}}\n"
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "11.3.1.3.5" in cited(r)
