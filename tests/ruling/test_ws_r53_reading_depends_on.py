"""``expect.readings``' ``depends_on`` is read over all the branches run under the reading
(round 53, s50oldR, ``resolve._group_problems``): 8.10.2.2 names two players (「その行動を実行する
プレイヤー、またはその行動が適用されるカードのマスター」) — who picks between two replacements of one move
is the point; under each reading the branches (which replacement is applied) differ in the moved
card's zone, so that reading depends on one player's choice."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

_BOARD = """\
game: ws
title: t
turn: {player: B, number: 8, phase: main, first_player: A}
players:
  A:
    level: 2
    deck: 10
    stage:
      center_front: {name: 甲, type: character, level: 2, power: 7000, soul: 1,
        text: "【永】 このカードが舞台から控え室に置かれる時、かわりに手札に戻す。"}
      left_back: {name: 乙, type: character, level: 1, power: 3000, soul: 1,
        text: "【永】 他のあなたのキャラが舞台から控え室に置かれる時、かわりに山札の上に置く。"}
  B:
    deck: 10
actions:
  - {do: resolve_text, player: B, text: "相手のキャラを1枚選び、控え室に置く。"}
choices:
  - {player: B, at: choose, choose: 甲}
ask: [甲.zone]
expect:
  readings:
%s
"""


def _problems(readings: str) -> list[str]:
    return check_expect(resolve(loads(_BOARD % readings, "t.yaml")))


def test_each_reading_depends_on_its_chooser() -> None:
    """The card's master (A) under one reading, the player doing the move (B) under the other."""
    assert (
        _problems(
            '    - {clauses: ["8.10.2.2"], outcome: {depends_on: A}}\n'
            '    - {clauses: ["8.10.2.2"], outcome: {depends_on: B}}'
        )
        == []
    )


def test_a_reading_depending_on_nobody_named_is_a_problem() -> None:
    """The neighbour: no reading makes the outcome depend on a third name — the check is not
    vacuous."""
    ps = _problems('    - {clauses: ["8.10.2.2"], outcome: {depends_on: C}}')
    assert ps and "depends_on expected 'C'" in ps[0]
