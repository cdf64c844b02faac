"""The clock phase's action proper is putting a hand card into the clock (6.4.1.2); the phase's
start and the abilities that trigger there (6.4.1.1) are the game reaching it (round 65, s62wsR).
A 「クロックフェイズの始めに」 that takes the card the scenario names out of the hand leaves the
action refused (1.3.2: the card is no longer there), the start's effect done, nothing drawn."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 5, phase: clock, first_player: A}
players:
  A:
    level: 1
    clock: 3
    deck: 10
    hand: [{name: 手紙, type: character, level: 1}, EXTRA]
    stage:
      center_front:
        name: 取り立て
        type: character
        level: 1
        power: 4500
        soul: 1
        text: "【自】 あなたのクロックフェイズの始めに、あなたは手札を1枚選び、クロック置場に置く。"
  B:
    deck: 10
actions:
  - {do: clock_phase, card: 手紙, ALLOWED}
choices:
  - {player: A, choose: CHOSEN}
expect:
  outcome: {rejected: REJECTED}
  state: {手紙.zone: A.clock, A.clock: CLOCK, A.hand: HAND, A.deck: DECK}
"""


def _run(
    extra: str, allowed: str, chosen: str, rejected: str, clock: int, hand: int, deck: int
) -> None:
    text = (
        BOARD.replace("EXTRA", extra)
        .replace("ALLOWED", allowed)
        .replace("CHOSEN", chosen)
        .replace("REJECTED", rejected)
        .replace("CLOCK", str(clock))
        .replace("HAND", str(hand))
        .replace("DECK", str(deck))
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_start_trigger_took_the_named_card_refuses_the_clock() -> None:
    # the trigger puts 手紙 into the clock (3 → 4); the phase's clock of 手紙 is refused
    _run("{name: 紙片, type: character, level: 0}", "allowed: false", "手紙", "true", 4, 1, 10)


def test_start_trigger_took_another_card_the_clock_goes_on() -> None:
    # the trigger took 紙片: 手紙 is put into the clock by the phase (4 → 5) and A draws 2
    _run("{name: 紙片, type: character, level: 0}", "allowed: true", "紙片", "false", 5, 2, 8)
