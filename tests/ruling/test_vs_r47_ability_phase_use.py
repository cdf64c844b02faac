"""Round 47: the turn player's use of an activated technique in the ability phase cites the
clause that gives it the timing there (6.6.1.2)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vs
title: t
turn: {player: A, number: 5, first_player: A, phase: PHASE}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: use, card: 春香}
expect:
  state: {A.hand: 1, 春香.state: rest}
"""


def test_use_in_the_ability_phase_cites_its_timing() -> None:
    r = resolve(loads(BOARD.replace("PHASE", "ability"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "6.6.1.2" in cited(r)


def test_use_in_the_chara_phase_is_refused() -> None:
    """The neighbour: in the chara phase no technique is activated at the play timing (4.8.3)."""
    r = resolve(loads(BOARD.replace("PHASE", "chara"), "t.yaml"))
    assert r.main.rejected  # type: ignore[attr-defined]
    assert "4.8.3" in cited(r)
