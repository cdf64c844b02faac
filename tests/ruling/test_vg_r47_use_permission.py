"""Round 47: the last sentence of an activated ability that permits its use only while a state holds —
「この能力はXなら使用できる」, 「…X時のみ使用できる」, 「…X時にしか使えない」 — or refuses it while one
holds, 「…Xなら使用できない」: outside its condition it is 使えない and cannot be played (12.2.1,
12.2.1.1); inside it, it is played and resolved as printed."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, compiled_first

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000, text: "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。SENTENCE"}
    soul: 3
    hand: HAND
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: activate, card: 占術師, allowed: ALLOWED}
"""

NEEDS_FIVE = (
    "この能力はあなたの手札が５枚以上なら使用できる。",
    "この能力はあなたの手札が５枚以上ある時のみ使用できる。",
    "この能力はあなたの手札が５枚以上ある時にしか使えない。",
)


@pytest.mark.parametrize("sentence", NEEDS_FIVE)
def test_permission_compiles_to_a_use_requirement(sentence: str) -> None:
    text = "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。" + sentence
    prog = compiled_first(text, "vg")
    assert any(p[0] == "use_requirement" for p in prog.params)


@pytest.mark.parametrize("sentence", NEEDS_FIVE)
def test_outside_the_condition_not_playable(sentence: str) -> None:
    body = BOARD.replace("SENTENCE", sentence).replace("HAND", "1").replace("ALLOWED", "false")
    r = resolve(loads(body + "expect:\n  state: {A.hand: 1, A.soul: 3}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"12.2.1", "12.2.1.1"} <= cited(r)


@pytest.mark.parametrize("sentence", NEEDS_FIVE)
def test_inside_the_condition_played(sentence: str) -> None:
    body = BOARD.replace("SENTENCE", sentence).replace("HAND", "5").replace("ALLOWED", "true")
    r = resolve(loads(body + "expect:\n  state: {A.hand: 6, A.soul: 2}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_refusal_while_the_state_holds() -> None:
    sentence = "この能力はあなたの手札が５枚以上なら使用できない。"
    body = BOARD.replace("SENTENCE", sentence).replace("HAND", "5").replace("ALLOWED", "false")
    r = resolve(loads(body + "expect:\n  state: {A.hand: 5, A.soul: 3}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
    body = BOARD.replace("SENTENCE", sentence).replace("HAND", "1").replace("ALLOWED", "true")
    r = resolve(loads(body + "expect:\n  state: {A.hand: 2, A.soul: 2}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_after_a_verb_of_the_u_row() -> None:
    """「…を含む時のみ使用できる」: 時のみ after a verb ending in む (not only る) is the restriction."""
    body = BOARD.replace(
        "SENTENCE", "この能力はあなたのヴァンガードが「騎士」を含む時のみ使用できる。"
    )
    body = body.replace("HAND", "1").replace("ALLOWED", "false")
    r = resolve(loads(body + "expect:\n  state: {A.hand: 1, A.soul: 3}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
    body = body.replace("「騎士」", "「占術」").replace("allowed: false", "allowed: true")
    r = resolve(loads(body + "expect:\n  state: {A.hand: 2, A.soul: 2}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
