"""Weiß Schwarz: constructions the official Q&A (tests/qa/ws) found the engine not to rule on
whole, each on a minimal board beside its neighbour.

A condition read over a row of the stage (「相手の前列のキャラがいない」, 「後列の…」): the row is
slots of the stage (3.6.4), a card in a slot is on the stage (3.5.2), and 「キャラ」 is a character
card there (2.3.2.1.2); when it is not met, the ability's 「コストを払ってよい」 is never reached,
and the step saying so decides the zones the cost would have taken cards from (the stock, the
hand) — Q421's ruling (one empty front slot and one standing character: not met)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

ROW = """\
game: ws
title: t
turn: {{player: A, number: 11, phase: attack, step: battle, first_player: A}}
players:
  A:
    level: 3
    stock: 3
    hand: [{{name: 手札札, type: character, level: 0}}]
    stage:
      center_front: {{name: J, type: character, level: 3, power: 9000, soul: 2, text: "{text}"}}
    deck: 10
  B:
    level: 3
    stage: {{{b_stage}}}
    deck: 10
actions:
  - {{do: encore_step}}
choices:
  - {{player: A, at: optional, choose: yes}}
ask: [A.stock, A.hand]
expect:
  state: {{A.stock: {stock}}}
  decided_by: {decided}
"""

TEXT = (
    "【自】［(1) 手札を1枚控え室に置く］ あなたのアンコールステップの始めに、"
    "相手の{row}のキャラがいない{alt}なら、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。"
)
STANDING = "{name: 立つ相手, type: character, level: 1, power: 5000, soul: 1}"


def run(text: str, b_stage: str, stock: int, decided: list[str]):  # type: ignore[no-untyped-def]
    src = ROW.format(text=text, b_stage=b_stage, stock=stock, decided=decided)
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize(("row", "slot"), [("前列", "right_front"), ("後列", "left_back")])
def test_row_condition_not_met_decides_the_cost_zones(row: str, slot: str) -> None:
    """A character in one slot of the row: 「いない」 is not met; the cost (the stock, the hand)
    stays, and that step, with what the condition read, is what decided the stock."""
    r = run(
        TEXT.format(row=row, alt=""),
        f"{slot}: {STANDING}",
        3,
        ["3.6.4", "3.5.2", "2.3.2.1.2", "8.6.4", "7.7.1.1"],
    )
    assert check_expect(r) == []


@pytest.mark.parametrize(("row", "slot"), [("前列", "left_back"), ("後列", "center_front")])
def test_row_condition_met_by_the_other_row(row: str, slot: str) -> None:
    """The neighbour: a character only in the other row leaves this row empty — met; the cost
    is paid (8.1.1.2.2) and the card drawn."""
    r = run(TEXT.format(row=row, alt=""), f"{slot}: {STANDING}", 2, ["3.6.4", "8.1.1.2.2"])
    assert check_expect(r) == []


def test_row_alternatives_one_empty_slot_not_enough() -> None:
    """Q421's shape: 「前列のキャラがいないか、前列のキャラすべてが【リバース】している」 with one
    front slot empty, one reversed and one standing character — neither alternative holds."""
    stage = (
        "center_front: {name: 倒れた相手, type: character, level: 1, power: 5000, soul: 1, "
        f"state: reverse}}, right_front: {STANDING}"
    )
    r = run(
        TEXT.format(row="前列", alt="か、相手の前列のキャラすべてが【リバース】している"),
        stage,
        3,
        ["3.6.4", "2.3.2.1.2", "8.6.4"],
    )
    assert check_expect(r) == []
