"""Round 49: a delayed ability on an event with both 「次に」 and a period, 「そのターン中、次にあなた
のキャラがアタックした時、…」 (8.7.5): 次に says the next time only, the period how long it waits;
it triggers on the first attack and not on the second (8.7.5.1). Without 次に, 「そのターン中、」
alone, it triggers on each attack this turn."""

from __future__ import annotations

from grammar.parse import parse_card
from ruling.games._ws.cardtext import compile_ability
from ruling.games._ws.cardtext.ir import op_ext
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    hand: 0
    deck: [{name: 山1, type: character, trigger: none}, {name: 山2, type: character, trigger: none}, {name: 山3, type: character, trigger: none}, {name: 山4, type: character, trigger: none}, 6]
    stage:
      left_front: {name: 一番手, type: character, level: 0, power: 3000, soul: 1}
      right_front: {name: 二番手, type: character, level: 0, power: 3000, soul: 1}
  B:
    deck: [{name: 受1, type: character}, {name: 受2, type: character}, {name: 受3, type: character}, {name: 受4, type: character}, 6]
actions:
  - {do: resolve_text, player: A, text: "TEXT"}
  - {do: attack, player: A, slot: left_front, kind: direct}
  - {do: attack, player: A, slot: right_front, kind: direct}
expect:
  state: {A.hand: HAND}
  decided_by: ["8.7.5", "8.7.5.1"]
"""

NEXT = "そのターン中、次にあなたのキャラがアタックした時、あなたは1枚引く。"
EACH = "そのターン中、あなたのキャラがアタックした時、あなたは1枚引く。"


def _op(text: str):  # type: ignore[no-untyped-def]
    r = parse_card(text, "ws")
    assert r.card is not None
    return compile_ability(r.card.abilities[0]).steps[0]


def test_next_with_a_period_compiles_once_until_the_turn_ends() -> None:
    op = _op(NEXT)
    assert op.verb == "delay_event" and op.until == "turn" and op_ext(op, "once")
    assert not op_ext(_op(EACH), "once")


def test_next_within_the_turn_triggers_on_the_first_attack_only() -> None:
    r = resolve(loads(BOARD.replace("TEXT", NEXT).replace("HAND", "1"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_period_alone_triggers_on_each_attack() -> None:
    r = resolve(loads(BOARD.replace("TEXT", EACH).replace("HAND", "2"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
