"""Round 60 (s57vgC): 「この能力は、Xなら発動できない」 / 「…Xでないなら発動できない」, the last sentence
of an activated ability: to activate an activated ability is to play and resolve it (7.15.1.2), so
while X holds (while it does not) the ability is not played — what 「…なら使えない」 says of it
(12.2.1, 12.2.1.1); otherwise it is played and resolved as printed. An automatic ability's
「発動」 is its triggering (7.15.1.3): not read so."""

from __future__ import annotations

import pytest

from ruling.abilities import Card, abilities_of
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 占術師, grade: 3, power: 13000}
    left_front: {name: 剣士, grade: 2, power: 10000, text: "【起】【(R)】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。SENTENCE"}
    soul: 3
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    RG
    deck: 10
actions:
ACTIONS  - {do: activate, card: 剣士, allowed: ALLOWED}
"""

FOUR = (
    "left_front: {name: 兵1, grade: 1}\n    right_front: {name: 兵2, grade: 1}\n"
    "    left_back: {name: 兵3, grade: 1}\n    right_back: {name: 兵4, grade: 1}"
)
TWO = "left_front: {name: 兵1, grade: 1}\n    right_front: {name: 兵2, grade: 1}"
NOT_FOUR = "この能力は、相手のリアガードが４枚以上でないなら発動できない。"


def _run(sentence: str, rg: str, allowed: bool, hand: int, soul: int, actions: str = "") -> None:
    body = (
        BOARD.replace("SENTENCE", sentence)
        .replace("RG", rg)
        .replace("ACTIONS", actions)
        .replace("ALLOWED", str(allowed).lower())
    )
    r = resolve(loads(body + f"expect:\n  state: {{A.hand: {hand}, A.soul: {soul}}}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if not allowed:
        assert {"12.2.1.1", "7.15.1.2"} <= cited(r)


def test_not_activated_unless_the_state_holds() -> None:
    _run(NOT_FOUR, TWO, False, 0, 3)


def test_activated_while_the_state_holds() -> None:
    _run(NOT_FOUR, FOUR, True, 1, 2)


@pytest.mark.parametrize(("soul", "allowed"), [(3, False), (2, True)], ids=["three", "two"])
def test_not_activated_while_the_state_holds(soul: int, allowed: bool) -> None:
    """「この能力は、あなたのソウルが３枚以上なら、発動できない」 (a comma before 発動): with three
    in the soul it is not played; with two it is, and pays one."""
    sentence = "この能力は、あなたのソウルが３枚以上なら、発動できない。"
    body = BOARD.replace("soul: 3", f"soul: {soul}")
    body = body.replace("SENTENCE", sentence).replace("RG", TWO).replace("ACTIONS", "")
    body = body.replace("ALLOWED", str(allowed).lower())
    hand, left = (1, soul - 1) if allowed else (0, soul)
    r = resolve(loads(body + f"expect:\n  state: {{A.hand: {hand}, A.soul: {left}}}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if not allowed:
        assert {"12.2.1.1", "7.15.1.2"} <= cited(r)


def test_automatic_ability_not_read_so() -> None:
    """An automatic ability's 「発動」 is its triggering (7.15.1.3): the sentence is not read as a
    requirement to play it."""
    get_game("vg")
    text = (
        "【自】【(R)】：このユニットがアタックした時、１枚引く。"
        "この能力は、相手のリアガードが４枚以上でないなら発動できない。"
    )
    (ab,) = abilities_of("vg", Card("x", "x", text=text))
    assert not ab.supported or not any(
        p[0] == "use_requirement" for p in ab.program.params if isinstance(p, tuple)
    )
