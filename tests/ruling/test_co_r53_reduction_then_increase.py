"""Round 53 (s50wcvR): in one reduction window (4.3.10.2) a reduction larger than the damage,
then an increase: summed (2 − 3 + 1 = 0, the engine's reading) or each applied in turn, never
below 0 (2 → 0 → 1)? 4.3.10.3 does not say — the point damage_reduction_then_increase, both
run. Where the two agree (no reduction beyond the damage) nothing is raised."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 5
    energy: 1
    hand:
      - {name: 火, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。\\n使い捨て"}
  B:
    hp: 20
    deck: 5
    field:
      - {name: 兵, type: character, gender: 男性, ap: 1, dp: 1}
actions:
  - do: play
    card: 火
    target: 兵
    reduce:
      兵:
        - {do: reduce_damage, player: B, amount: RED}
        - {do: increase_damage, player: A, amount: 1}
"""


def test_both_readings_run() -> None:
    text = (
        BOARD.replace("RED", "3")
        + """expect:
  ambiguous: ["4.3.10.3"]
  readings:
    summed: {state: {兵.zone: B.field}}
    in_turn: {state: {兵.zone: B.dustbox}}
"""
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_point_when_the_readings_agree() -> None:
    r = resolve(
        loads(BOARD.replace("RED", "1") + "expect:\n  state: {兵.zone: B.dustbox}\n", "t.yaml")
    )
    assert not check_expect(r)
    assert not any(c.reading for lf in r.leaves for c in lf.choices)
