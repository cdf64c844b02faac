"""Round 58 (lead): a card with an upkeep that comes onto the turn player's field while the
upkeeps are resolved (3.6.2) — whether it owes one in the same step the text does not settle
(co.unsettled ``upkeep_card_arrived_in_step``): both readings are run, the engine's own (the cards
owing upkeep fixed at the step's start) first. With no card arriving, no reading is asked."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import zones_across_readings

BOARD = """game: co
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    hand:
      - {{name: 精, type: character, gender: 女性, cost: 2, ap: 2, dp: 2, text: "維持費1"}}
    field:
      - {{name: 番人, type: character, gender: 男性, ap: 2, dp: 3, text: "維持費1\\n{on_crash}"}}
  B:
    hp: 10
    deck: 10
actions:
  - {{do: end_phase}}
choices:
  - {{player: A, at: upkeep, choose: "no"}}
"""

CALLS = "『番人』がクラッシュしたとき、あなたの手札のキャラクターカード1枚をフィールドに出す。"


def _where(on_crash: str) -> list[str]:
    r = resolve(loads(BOARD.format(on_crash=on_crash), "t.yaml"))
    return zones_across_readings(r, "精")


def test_a_card_arriving_in_the_step_is_read_both_ways() -> None:
    # fixed at the start: 精 stays; asked while resolving: A has no energy, 精 crashes
    assert _where(CALLS) == ["A.dustbox", "A.field"]


def test_no_arrival_asks_no_reading() -> None:
    assert _where("") == ["A.hand"]
