"""Round 46 (issue 12): 「【永】…：A。Xなら、この能力は無効。」 — under X the continuous ability exists
but makes no effect (11.4.2); read as valid while X does not hold (the shared ``void_under``, a
game's runtime saying ``Vocab.void_under``), citing 11.4.2. Another kind of ability so written is
refused (reported, never run as if the sentence were not there)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited

TEXT = "【永】【(R)】：このユニットのパワー＋5000。あなたのダメージゾーンのカードが２枚以下なら、この能力は無効。"
BOARD = f"""game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {{name: 覇道竜, grade: 3, power: 13000}}
    left_front: {{name: 戦斧兵, type: normal, grade: 2, power: 9000, text: "{TEXT}"}}
    damage: DAMAGE
    deck: 10
  B:
    vanguard: {{name: 騎士王, grade: 3, power: 13000}}
    deck: 10
expect:
  state: {{戦斧兵.power: POWER}}
"""


def test_compiles_with_the_negated_condition() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT, None)
    assert a.supported, a.reason
    assert a.program.cond is not None and a.program.cond.what == "not"


def test_other_kinds_are_refused() -> None:
    get_game("vg")
    text = "【自】【(R)】：このユニットがアタックした時、１枚引く。あなたのダメージゾーンのカードが２枚以下なら、この能力は無効。"
    (a,) = _abilities("vg", text, None)
    assert not a.supported and "無効" in a.reason


@pytest.mark.parametrize(("damage", "power"), [(2, 9000), (3, 14000)])
def test_void_while_the_condition_holds(damage: int, power: int) -> None:
    r = resolve(loads(BOARD.replace("DAMAGE", str(damage)).replace("POWER", str(power)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "11.4.2" in cited(r)
