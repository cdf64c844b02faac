"""Round 53: an activated ability's last sentence 「この能力は、Xの時に使える」 (normalised
「Xの場合のみ使える」, as 「Xの時にだけ / にのみ使える」 are; read by the shared
``cardtext.abilities.use_requirement``) and 「この能力は、Yには使えない」: outside its condition
the ability is 使えない and cannot be played (12.2.1, 12.2.1.1); inside it, it is played and
resolved as printed."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, compiled_first

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: PHASE, first_player: A}
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
    "この能力は、あなたの手札が５枚以上の時に使える。",
    "この能力は、あなたの手札が５枚以上の場合のみ使える。",
    "この能力は、あなたの手札が５枚以上の時にだけ使える。",
    "この能力はあなたの手札が５枚以上の時にのみ使える。",
)


def _board(sentence: str, hand: int, allowed: bool, phase: str = "main") -> str:
    return (
        BOARD.replace("SENTENCE", sentence)
        .replace("HAND", str(hand))
        .replace("ALLOWED", "true" if allowed else "false")
        .replace("PHASE", phase)
    )


@pytest.mark.parametrize("sentence", NEEDS_FIVE)
def test_compiles_to_a_use_requirement(sentence: str) -> None:
    prog = compiled_first(
        "【起】【(V)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。" + sentence, "vg"
    )
    assert any(p[0] == "use_requirement" for p in prog.params)


@pytest.mark.parametrize("sentence", NEEDS_FIVE)
def test_unmet_refused(sentence: str) -> None:
    r = resolve(
        loads(_board(sentence, 1, False) + "expect:\n  state: {A.hand: 1, A.soul: 3}\n", "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
    assert {"12.2.1", "12.2.1.1"} <= cited(r)


@pytest.mark.parametrize("sentence", NEEDS_FIVE)
def test_met_played(sentence: str) -> None:
    r = resolve(
        loads(_board(sentence, 5, True) + "expect:\n  state: {A.hand: 6, A.soul: 2}\n", "t.yaml")
    )
    assert not check_expect(r), check_expect(r)


def test_not_in_a_period() -> None:
    """「この能力は、あなたのメインフェイズには使えない」: refused in its master's main phase (where
    an activated ability is played, 12.2.1.1); 「相手のメインフェイズには使えない」 does not refuse it."""
    sentence = "この能力は、あなたのメインフェイズには使えない。"
    r = resolve(
        loads(_board(sentence, 1, False) + "expect:\n  state: {A.hand: 1, A.soul: 3}\n", "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
    sentence = "この能力は、相手のメインフェイズには使えない。"
    r = resolve(
        loads(_board(sentence, 1, True) + "expect:\n  state: {A.hand: 2, A.soul: 2}\n", "t.yaml")
    )
    assert not check_expect(r), check_expect(r)
