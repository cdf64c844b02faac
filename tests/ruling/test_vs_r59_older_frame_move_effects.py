"""Round 59 (s56vsO): the audit's ``bench_frame_move`` carries 3.1.3 — under the reading
between_zones (each frame a bench of its own, 3.3.3.3) a card an effect moves to another frame
is a new card there: the 「～選び」 effect on it ends (3.1.3, 8.9.1.5); under within_zone it keeps
it. Both readings run."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000}
      center: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたのベンチのカードを1枚選び、+0/+2000。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions:
      - {do: use, card: 春香, ability: 1}
      - {do: put, card: 律子, to: %s}
choices:
  - {player: A, at: choose_card, choose: 律子}
ask: [律子.dp]
"""


def test_frame_move_both_readings() -> None:
    r = resolve(loads(_BOARD % "right"))
    assert r.outcome["state"]["律子.dp"] == 3000  # within_zone: the effect stays
    assert "8.9.1.5" in r.decided_by
    assert [lf.outcome["state"]["律子.dp"] for lf in r.alternates] == [1000]


def test_move_off_the_bench_ends_it_with_no_point() -> None:
    r = resolve(loads(_BOARD % "waiting"))
    assert not r.alternates
