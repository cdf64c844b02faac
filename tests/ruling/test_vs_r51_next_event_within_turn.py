"""Round 51: 「このターン中、次にあなたのリングのカードがアタックした時、あなたは1枚引く。」 — a
delayed trigger (8.6.8) waiting for the next such event within the period printed (this turn):
compiled with its period (it was refused: 「a attack trigger with time」), met by the first attack
and once only (8.6.8, 7.1.3.2.3): a second attack of the turn draws nothing more."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

TEXT = "[ベンチ][このカードをレストする]このターン中、次にあなたのリングのカードがアタックした時、あなたは1枚引く。"

BOARD = """game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 札}]
    ring: {name: 甲, level: 1, ap: 2000, dp: 2000}
    bench:
      left: {name: 乙, level: 1, ap: 1000, dp: 1000, text: "TEXT"}
      center: {name: 丙, level: 1, ap: 1000, dp: 1000}
      right: {name: 丁, level: 1, ap: 1000, dp: 1000}
  B: {deck: 10, ring: {name: 戊, level: 1, ap: 2000, dp: 9000}}
actions:
  - {do: use, card: 乙}
  - {do: attack, support: 丙}
  - {do: check, state: {A.hand: 2}}
  - {do: attack, support: 丁}
expect:
  state: {A.hand: 2}
  decided_by: ["8.6.8", "7.1.3.2.3"]
"""


def test_the_period_is_kept_on_the_delay() -> None:
    (op,) = vs_program(TEXT).ops
    # the period rides on the delay's value (its fourth part), read by ``techniques._make_delayed``
    assert op.kind == "delay" and op.value[3:] == ("turn",)


def test_met_by_the_next_attack_once() -> None:
    r = resolve(loads(BOARD.replace("TEXT", TEXT), "t.yaml"))
    assert check_expect(r) == []


NEXT_TURN = """game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 甲, level: 1, ap: 2000, dp: 9000}
    bench:
      left: {name: 乙, level: 1, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]PERIOD次にあなたのリングのカードがアタックされた時、あなたは1枚引く。"}
  B:
    deck: 10
    ring: {name: 丙, level: 1, ap: 2000, dp: 9000}
    bench: {left: {name: 丁, level: 1, ap: 1000, dp: 1000}}
actions:
  - {do: use, card: 乙}
  - {do: end_phase}
  - {do: stand_phase}
  - {do: draw_phase}
  - {do: energy_phase}
  - {do: chara_phase}
  - {do: ability_phase}
  - {do: attack, support: 丁}
expect:
  state: {A.hand: HAND}
"""


def test_the_period_ends_with_the_turn() -> None:
    # made in A's turn with 「このターン中、」: B's attack in the next turn does not meet it
    within = NEXT_TURN.replace("PERIOD", "このターン中、").replace("HAND", "0")
    assert check_expect(resolve(loads(within, "t.yaml"))) == []
    # without a period it waits for the next such event, whenever it comes
    bare = NEXT_TURN.replace("PERIOD", "").replace("HAND", "1")
    assert check_expect(resolve(loads(bare, "t.yaml"))) == []
