"""Round 60 (s57vgO): 「A。Xなら、この効果は無効。」 on an automatic or activated ability (11.4.2: under
X the ability exists and is played, but its effect makes nothing and asks for no choice) — each
step of A is done only while X does not hold (``Cond`` not with ``detail`` ``("void", "11.4.2")``),
read when the step is. The continuous 「この能力は無効」 stays as it was (``void_under``)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: battle, first_player: A}
players:
  A:
    vanguard: {name: 頭領, type: normal, grade: GRADE, power: 10000}
    left_front: {name: 忍, type: normal, grade: 2, power: 10000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}
    right_front: {name: 斥候, type: normal, grade: 1, power: 6000, text: "【自】【(R)】：このユニットが相手のカードの効果で選ばれた時、１枚引く。"}
    hand: 0
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: B.vanguard}
"""
TEXT = (
    "【自】【(R)】：このユニットがアタックした時、相手のリアガードを１枚選び、【レスト】する。"
    "あなたのヴァンガードがグレード２以下なら、この効果は無効。"
)


def run(grade: int) -> Any:
    r = resolve(loads(BOARD.replace("GRADE", str(grade)).replace("TEXT", TEXT), "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return r


def scout(r: Any) -> Any:
    return r.main.final.players["B"].zones["field.right_front"][0]


def test_under_the_condition_no_choice_no_effect() -> None:
    r = run(2)
    assert scout(r).orientation == "stand"
    assert r.main.final.players["B"].zones["hand"] == []
    assert "11.4.2" in cited(r)


def test_otherwise_the_effect_is_made() -> None:
    r = run(3)
    assert scout(r).orientation == "rest"
    assert len(r.main.final.players["B"].zones["hand"]) == 1  # chosen: its ability triggered


@pytest.mark.parametrize("kind", ["【永】【(R)】：このユニットのパワー＋5000。"])
def test_a_continuous_effect_so_voided_is_refused(kind: str) -> None:
    from grammar.parse import parse_card
    from ruling.games._vg.cardtext import compile_ability

    text = kind + "あなたのヴァンガードがグレード２以下なら、この効果は無効。"
    with pytest.raises(Exception, match="この効果は無効"):
        compile_ability(parse_card(text, "vg").card.abilities[0])
