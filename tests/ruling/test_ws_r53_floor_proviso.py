"""Round 53 (s50wsT2): 「…ソウルを－1。ただし、この効果でソウルはN以下にならない。」 — the proviso
bounds the change from below (``ruling.cardtext.abilities.proviso_floor``, the op's ``floor``,
``state.added``): the value is not taken to N or lower by it, and one already there is not lowered;
applied with the change in timestamp order (8.9.1.5), of a continuous ability and of a played one."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import op_ext
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Effect, added
from tests.ruling.boards import ws_compile

CONT = "【永】 相手のキャラすべてに、ソウルを－1。ただし、この効果でソウルは0以下にならない。"


def test_the_proviso_is_the_change_s_floor() -> None:
    p = ws_compile(CONT)
    assert [(op.verb, op.amount, op_ext(op, "floor")) for op in p.steps] == [("stat", -1, 1)]
    p = ws_compile(CONT.replace("0以下", "1以下"))
    assert op_ext(p.steps[0], "floor") == 2


@pytest.mark.parametrize(
    ("value", "delta", "out"), [(3, -1, 2), (1, -1, 1), (2, -3, 1), (0, -1, 0)]
)
def test_added_with_a_floor(value: int, delta: int, out: int) -> None:
    assert added(value, Effect(1, "c", "soul", "add", delta, floor=1)) == out


@pytest.mark.parametrize(("soul", "after"), [(2, 1), (1, 1)])
def test_continuous_change_stops_at_the_floor(soul: int, after: int) -> None:
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 3000, soul: 1, text: "{CONT}"}}
  B:
    deck: 10
    stage:
      center_front: {{name: 乙, type: character, level: 0, power: 3000, soul: {soul}}}
actions:
  - {{do: check_timing}}
expect:
  state: {{乙.soul: {after}}}
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_played_change_stops_at_the_floor() -> None:
    text = "【起】［(0)］ あなたは相手のキャラを1枚選び、そのターン中、ソウルを－2。ただし、この効果でソウルは0以下にならない。"
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
  B:
    deck: 10
    stage:
      center_front: {{name: 乙, type: character, level: 0, power: 3000, soul: 2}}
actions:
  - {{do: activate, card: 甲}}
expect:
  state: {{乙.soul: 1}}
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
