"""Round 46 (issue 12): 「そのターン中、そのユニットはすべての能力を失う」 — every ability of the card
is treated as not printed for the period (7.14.2; the shared ``lose_all`` step, a game's runtime
saying ``Vocab.lose_all``). A value its own continuous ability would change is without it: the
loss is applied before the change (11.11.1.5 before 11.11.1.7); an ability given by a later
effect is had (11.11.1.5 applies gains and losses in their order)."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: B, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇道竜, grade: 3, power: 13000}
    left_front: {name: 剛腕兵, type: normal, grade: 2, power: 9000, text: "【永】【(R)】：このユニットのパワー＋5000。"}
    deck: 10
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
actions:
ACTIONS
"""
LOSE = (
    '  - {do: resolve_text, player: B, text: "相手のリアガードを１枚選び、そのターン中、'
    'そのユニットはすべての能力を失う。"}\n'
)


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、そのユニットはすべての能力を失う。",
        "そのターン中、相手のリアガードすべては能力を失う。",
    ],
)
def test_compiles_as_lose_all(text: str) -> None:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    assert [o.verb for o in a.program.steps] == ["lose_all"]


def test_a_continuous_loss_is_refused() -> None:
    get_game("vg")
    (a,) = _abilities("vg", "【永】【(R)】：このユニットはすべての能力を失う。", None)
    assert not a.supported


def test_its_own_bonus_is_gone() -> None:
    r2 = resolve(
        loads(
            BOARD.replace("ACTIONS", LOSE)
            + "expect:\n  state: {剛腕兵.power: 9000}\n  decided_by: ['11.11.1.5', '11.11.1.7']\n",
            "t.yaml",
        )
    )
    from ruling.resolve import check_expect

    assert not check_expect(r2)
    assert {"7.14.2", "11.11.1.5"} <= cited(r2)


def test_without_the_loss_the_bonus_applies() -> None:
    from ruling.resolve import check_expect

    r = resolve(
        loads(
            BOARD.replace("actions:\nACTIONS\n", "") + "expect:\n  state: {剛腕兵.power: 14000}\n",
            "t.yaml",
        )
    )
    assert not check_expect(r)


def test_an_ability_given_after_the_loss_is_had() -> None:
    from ruling.resolve import check_expect

    give = (
        '  - {do: resolve_text, player: A, text: "そのターン中、あなたのリアガードすべては'
        '『【永】【(R)】：このユニットのパワー＋3000。』を得る。"}\n'
    )
    r = resolve(
        loads(
            BOARD.replace("ACTIONS", LOSE + give) + "expect:\n  state: {剛腕兵.power: 12000}\n",
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
